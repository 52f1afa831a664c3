ID = "lb8_06"
TASK = ("Airport parking garage P3 guidance system: zone controller firmware 3.2.6 -> 3.4.1 in level waves "
        "(L1 pilot, L2-L3, L4-L6) with the entrance signs static and the app feed paused")

STEPS = [
    (1, [],
     "Open CHG-7142 for zone controller firmware 3.2.6 -> 3.4.1 in garage P3 (levels L1-L6, 2340 bays), window Tuesday 22:00-04:00.",
     "Raise CHG-7142 to take the P3 garage zone controllers (L1-L6, 2340 bays) from firmware 3.2.6 to 3.4.1 during Tuesday's 22:00-04:00 window.",
     "For Tuesday 22:00-04:00, open CHG-7142: garage P3, levels L1-L6 and 2340 bays, zone controller firmware 3.2.6 -> 3.4.1."),
    (2, [1],
     "On `pgs-srv-01`, back up the PGS config and bay map with `pgsctl backup --site P3 --out /var/backups/pgs/P3-20240910.tgz`.",
     "As a precaution, save the PGS configuration and the bay map on `pgs-srv-01` via `pgsctl backup --site P3 --out /var/backups/pgs/P3-20240910.tgz`.",
     None),
    (3, [1],
     "Record baseline occupancy per level from the PGS dashboard and have the attendant hand-count L1; the difference must be under 2%.",
     "Note each level's baseline occupancy on the PGS dashboard, with the attendant counting L1 by hand; the gap between them has to stay below 2%.",
     "Have the attendant hand-count L1 and compare it with the baseline occupancy recorded per level from the PGS dashboard, expecting a difference under 2%."),
    (4, [1],
     "Confirm all 48 zone controllers are up: `pgsctl zc list --site P3 --status` must show 48 ONLINE.",
     "Check that every one of the 48 zone controllers is online, i.e. `pgsctl zc list --site P3 --status` lists 48 ONLINE.",
     None),
    (5, [2, 3, 4],
     "Stage `zc-fw-3.4.1.bin` on the PGS server and verify its SHA-256 against the vendor release note.",
     "Copy `zc-fw-3.4.1.bin` onto the PGS server and check the SHA-256 matches the one in the vendor release note.",
     "Verify against the vendor release note the SHA-256 of `zc-fw-3.4.1.bin` once it is staged on the PGS server."),
    (6, [5],
     "Dry-run the L1 push with `pgsctl fw push --site P3 --level L1 --image zc-fw-3.4.1.bin --dry-run` and review that exactly 8 controllers are listed.",
     "Do a dry run for L1, `pgsctl fw push --site P3 --level L1 --image zc-fw-3.4.1.bin --dry-run`, and check the list shows precisely eight controllers.",
     None),
    (7, [6],
     "Get the facility manager's approval in CHG-7142 before any controller is flashed.",
     "The facility manager must approve CHG-7142 first; no controller gets flashed before that.",
     "Before a single controller is flashed, get approval in CHG-7142 from the facility manager."),
    (8, [7],
     "Put the G1 and G2 entrance signs in static mode (`pgsctl vms set --gate G1,G2 --mode static`) and pause the airport app feed with `pgsctl feed pause --target airport-app`.",
     "Pause the airport app feed using `pgsctl feed pause --target airport-app`, and switch the entrance signs at G1 and G2 to static via `pgsctl vms set --gate G1,G2 --mode static`.",
     "Using `pgsctl vms set --gate G1,G2 --mode static`, the G1/G2 entrance signs go static; `pgsctl feed pause --target airport-app` pauses the airport app feed."),
    (9, [8],
     "Push the firmware to L1 with `pgsctl fw push --site P3 --level L1 --image zc-fw-3.4.1.bin` and wait until all 8 controllers report 3.4.1.",
     "Flash L1 for real using `pgsctl fw push --site P3 --level L1 --image zc-fw-3.4.1.bin`, then wait for the eight controllers to report 3.4.1.",
     None),
    (10, [9],
     "Walk L1 with the attendant and occupy 10 bays with a test car and cones; the lamps and the level count must follow within 5 s.",
     "Together with the attendant, walk through L1 occupying 10 bays using a test car and cones, and make sure both the bay lamps and the L1 count react inside 5 s.",
     "The lamps and level count must follow within 5 s when the attendant and you walk L1 and occupy 10 bays with a test car and cones."),
    (11, [10],
     "Push the firmware to L2-L3 (16 controllers) the same way.",
     "Roll the firmware out to L2-L3, 16 controllers, in the same manner.",
     None),
    (12, [11],
     "Watch L2-L3 for 15 minutes: `pgsctl zc list --site P3 --status` must show all 16 on 3.4.1 and no sensor fault.",
     "Hold for 15 minutes on L2-L3, continuing only while `pgsctl zc list --site P3 --status` shows the 16 controllers on 3.4.1 with no sensor fault.",
     "For 15 minutes, L2-L3 is watched: all 16 must be on 3.4.1 with no sensor fault in `pgsctl zc list --site P3 --status`."),
    (13, [12],
     "Push the firmware to L4-L6 (24 controllers).",
     "Roll forward to L4-L6 next, 24 controllers.",
     None),
    (14, [13],
     "Confirm all 48 controllers run 3.4.1 with `pgsctl zc list --site P3 --fw`.",
     "Check via `pgsctl zc list --site P3 --fw` that the 48 controllers are all on 3.4.1.",
     "With `pgsctl zc list --site P3 --fw`, confirm 3.4.1 on every one of the 48 controllers."),
    (15, [13],
     "Have the attendant hand-count L4 and compare with the dashboard; the difference must be under 2%.",
     "The attendant counts L4 manually and the figure is compared against the dashboard, allowing less than 2% difference.",
     None),
    (16, [14, 15],
     "Return the entrance signs to dynamic mode with `pgsctl vms set --gate G1,G2 --mode dynamic`.",
     "Switch the G1/G2 entrance signs back to dynamic using `pgsctl vms set --gate G1,G2 --mode dynamic`.",
     "Run `pgsctl vms set --gate G1,G2 --mode dynamic` so the entrance signs go back to dynamic mode."),
    (17, [16],
     "Watch the entrance signs and the ops dashboard for 30 minutes; no level count may go negative or above its capacity.",
     "Keep the ops dashboard and the entrance signs under observation for 30 minutes, and carry on only while every level count stays between zero and capacity.",
     None),
    (18, [16],
     "Re-enable the airport app feed with `pgsctl feed resume --target airport-app`.",
     "Turn the airport app feed back on: `pgsctl feed resume --target airport-app`.",
     "Use `pgsctl feed resume --target airport-app` to bring the airport app feed back."),
    (19, [17, 18],
     "Post the firmware report and the hand counts to CHG-7142.",
     "Add the hand counts and the firmware report to CHG-7142.",
     None),
    (20, [19],
     "Close CHG-7142.",
     "Close the change out (CHG-7142).",
     None),
]

GUARDS = {
    2: "PGS config and bay-map backup before flashing",
    6: "dry-run of the L1 push and review of the controller list",
    7: "facility manager approval before any controller is flashed",
    10: "L1 walk-through before the next wave",
    12: "15-minute watch of L2-L3 before L4-L6",
    17: "30-minute watch before closing",
}
DROP_GUARD = 12

SPLITS = {
    8: ("Put the G1 and G2 entrance signs in static mode with `pgsctl vms set --gate G1,G2 --mode static`.",
        "Then pause the airport app feed: `pgsctl feed pause --target airport-app`."),
    10: ("Walk L1 with the attendant and occupy 10 bays with a test car and cones.",
         "While doing so, check that the lamps and the level count follow within 5 s."),
}
REGEN_SPLIT = (17, (
    "For the next 30 minutes keep the entrance signs and the ops dashboard in view.",
    "Every level's count has to stay at zero or above and never exceed that level's capacity.",
))

SERIALIZE = [3, 4]

COMPRESS = [
    ([1, 4], "Open CHG-7142 for the P3 firmware change and check the 48 controllers are online."),
    ([5, 6], "Stage and checksum the 3.4.1 image, then dry-run the L1 push."),
    ([8, 9], "Set the signs static, pause the app feed and flash L1."),
    ([11, 12], "Flash L2-L3 and watch them for 15 minutes."),
    ([13, 14, 15], "Flash L4-L6, confirm 3.4.1 everywhere and hand-count L4."),
]

LOST = {"remove": (10, 11), "add": [(9, 11), (10, 16)],
        "why": "the L2-L3 push (11) follows the L1 push (9) directly, without waiting for the L1 walk-through (10)"}

TARGET = {"step": 9, "old": "--site P3", "new": "--site P2", "kind": "site (garage)"}

OPERATION = {"step": 18,
             "text": "Re-enable the airport app feed with `pgsctl feed disable --target airport-app`.",
             "change": "feed resume -> feed disable (prose verb kept)"}
