ID = "lt23_05"
TASK = "Stadium floodlights: LumaCtl firmware 3.1.4 -> 3.2.0 on masts M1-M4 at Riverside Stadium, pilot mast first, lux acceptance"

STEPS = [
    (1, [], "Open CHG-5120 for LumaCtl firmware 3.1.4 -> 3.2.0 on masts M1-M4 and confirm there is no event in the next 72 hours.",
     "Raise CHG-5120 (LumaCtl 3.1.4 -> 3.2.0, masts M1-M4); go ahead only when the next 72 hours hold no event.",
     "Confirm no event falls in the next 72 hours, then open CHG-5120 for LumaCtl firmware 3.1.4 -> 3.2.0 on masts M1-M4."),
    (2, [1], "Save the current scene table on `lc-head01` with `lumactl scenes export --all > scenes-3.1.4.json`.",
     "Keep a copy of every scene as it is today: `lumactl scenes export --all > scenes-3.1.4.json`, run on `lc-head01`.",
     None),
    (3, [1], "Get sign-off from the stadium operations manager, copying the league lighting officer.",
     "The stadium operations manager has to approve first; the league lighting officer is copied.",
     "Copying the league lighting officer, get the stadium operations manager's sign-off."),
    (4, [2, 3], "Stage the firmware with `lumactl fw stage 3.2.0 --masts M1,M2,M3,M4 --dry-run` and review the per-driver changes it reports.",
     "Go through the per-driver change list from a `lumactl fw stage 3.2.0 --masts M1,M2,M3,M4 --dry-run` before any mast is flashed.",
     None),
    (5, [4], "Flash pilot mast M1 first with `lumactl fw apply 3.2.0 --masts M1`.",
     "M1 is the pilot: it alone gets `lumactl fw apply 3.2.0 --masts M1` to begin with.",
     "With `lumactl fw apply 3.2.0 --masts M1`, flash the pilot mast M1 first."),
    (6, [5], "Run scene BROADCAST-4K on M1 for 20 minutes; all 96 drivers must stay online and none may exceed 85 °C before the other masts are touched.",
     "Leave M2-M4 alone until M1 has run BROADCAST-4K for 20 minutes with no driver of the 96 dropping offline and none going above 85 °C.",
     None),
    (7, [6], "Flash the remaining masts with `lumactl fw apply 3.2.0 --masts M2,M3,M4`.",
     "Bring the other three masts to 3.2.0: `lumactl fw apply 3.2.0 --masts M2,M3,M4`.",
     "The remaining masts get `lumactl fw apply 3.2.0 --masts M2,M3,M4`."),
    (8, [7], "Check on `lc-head01` that `lumactl status` shows 384 drivers online on 3.2.0.",
     "Make sure `lumactl status` on `lc-head01` reports no fewer than 384 drivers online, all on 3.2.0.",
     None),
    (9, [7], "Test emergency lighting: cut mains at DB-FL1 and confirm the 50 % egress scene comes on from UPS-FL within 2 seconds.",
     "With DB-FL1 mains cut for the test, the egress scene at 50 % must be lit from UPS-FL in no more than 2 seconds.",
     "Confirm the 50 % egress scene comes on within 2 seconds from UPS-FL when mains is cut at DB-FL1 (emergency lighting test)."),
    (10, [8], "Re-import `scenes-3.1.4.json` only if a scene is missing; otherwise leave the scene table as it is.",
     "Do not re-import `scenes-3.1.4.json` unless some scene has gone missing.",
     None),
    (11, [8], "Measure pitch illuminance on the 30-point grid: vertical illuminance to camera at least 2,000 lux and uniformity U2 at least 0.7.",
     "On the 30-point grid, camera-facing vertical illuminance must not fall below 2,000 lux, nor uniformity U2 below 0.7.",
     "Uniformity U2 of at least 0.7 and vertical illuminance to camera of at least 2,000 lux are required on the 30-point grid."),
    (12, [9, 10, 11], "Get the league lighting officer to accept lux report LR-0611 before events are scheduled again.",
     "Events stay unscheduled until lux report LR-0611 has been accepted by the league lighting officer.",
     None),
    (13, [12], "Re-enable the event schedule with `lumactl schedule enable --all`.",
     "Turn the event schedule back on: `lumactl schedule enable --all`.",
     "The event schedule is re-enabled (`lumactl schedule enable --all`)."),
    (14, [13], "Send the lux report and the firmware level to the broadcaster.",
     "Let the broadcaster have the firmware level and the lux report.",
     None),
    (15, [14], "Close CHG-5120.",
     "Close out CHG-5120.",
     "CHG-5120 is closed."),
]

GUARDS = {
    2: "scene table export before the firmware change",
    3: "stadium operations manager sign-off",
    4: "dry-run staging review before flashing",
    6: "20-minute pilot mast run before the other masts",
    12: "lux report acceptance before events are re-enabled",
}
DROP_GUARD = 6

SPLITS = {
    9: ("Test emergency lighting by cutting mains at DB-FL1.",
        "Confirm the 50 % egress scene comes on from UPS-FL within 2 seconds."),
    11: ("Measure pitch illuminance on the 30-point grid.",
         "Vertical illuminance to camera must be at least 2,000 lux and uniformity U2 at least 0.7."),
}
REGEN_SPLIT = (6, (
    "Give M1 a 20 minutes run on scene BROADCAST-4K.",
    "The other masts wait unless all 96 drivers stayed online and none went past 85 °C."))
SERIALIZE = [8, 9]
COMPRESS = [
    ([1, 2], "Open CHG-5120 and export the scene table."),
    ([5, 6], "Flash and test pilot mast M1."),
    ([13, 14, 15], "Re-enable the schedule, inform the broadcaster and close CHG-5120."),
]
LOST = {"remove": (6, 7), "add": [(5, 7), (6, 12)],
        "why": "masts M2-M4 are flashed without waiting for the 20-minute pilot run on M1"}
TARGET = {"step": 11, "old": "2,000", "new": "1,200", "kind": "threshold (lux)"}
OPERATION = {"step": 13,
             "text": "Disable the event schedule with `lumactl schedule disable --all`.",
             "change": "schedule enable -> disable"}
