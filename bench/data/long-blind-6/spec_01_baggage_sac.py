ID = "lb6_01"
TASK = "Upgrade the T2 baggage sortation allocation controller pair (SAC 4.8.2 -> 4.9.1) overnight with manual encoding as fallback"
STEPS = [
    (1, [], "Open change CHG-20931 for the T2 sortation allocation controller (SAC) upgrade 4.8.2 -> 4.9.1 and book the 01:30-04:30 window with Airport Ops and the ground handlers.",
     "Raise CHG-20931 covering the SAC (sortation allocation controller) move from 4.8.2 to 4.9.1 in T2, and reserve 01:30-04:30 with the ground handlers and Airport Ops.",
     "Book the 01:30-04:30 window with Airport Ops and the ground handlers, then open change CHG-20931 for the T2 SAC upgrade (4.8.2 -> 4.9.1)."),
    (2, [1], "Get a written go from the T2 duty terminal manager and the BHS maintenance lead on CHG-20931; without both names on the ticket nothing is touched.",
     "Nothing gets touched until the T2 duty terminal manager and the BHS maintenance lead have both put a written go on CHG-20931.",
     None),
    (3, [2], "Export the live sort allocation tables and make-up carousel assignments on sac-t2-a: `sacctl export --all --out /backup/sac/CHG-20931/alloc-pre.tar.gz`.",
     "Take a copy of the make-up carousel assignments and the live sort allocation tables from sac-t2-a with `sacctl export --all --out /backup/sac/CHG-20931/alloc-pre.tar.gz`.",
     "On sac-t2-a, `sacctl export --all --out /backup/sac/CHG-20931/alloc-pre.tar.gz` (live sort allocation tables plus make-up carousel assignments)."),
    (4, [2], "Confirm the last departure bank has cleared in the BHS SCADA overview: the early bag store (EBS) holds only bags for flights after 06:00.",
     "Check on the BHS SCADA overview that the final departure bank is gone, i.e. nothing is left in the EBS (early bag store) except bags for flights after 06:00.",
     None),
    (5, [3, 4], "Switch T2 to manual sort: put all 14 make-up laterals into manual encode mode with `sacctl mode --set manual --area T2` and staff MES-1..MES-4.",
     "Move T2 over to manual sorting by running `sacctl mode --set manual --area T2` so the 14 make-up laterals take manual encode, and put staff on MES-1..MES-4.",
     "Run `sacctl mode --set manual --area T2` to drop all 14 make-up laterals to manual encode (T2 goes to manual sort) and staff MES-1..MES-4."),
    (6, [5], "Stop BSM ingest on the standby with `systemctl stop bsm-ingest` on sac-t2-b and check that the SITA Type B queue BSMT2 keeps buffering on the broker.",
     "On sac-t2-b halt the BSM ingest service (`systemctl stop bsm-ingest`); the broker must go on buffering SITA Type B messages in queue BSMT2.",
     "Check that queue BSMT2 (SITA Type B) keeps buffering on the broker once `systemctl stop bsm-ingest` has stopped BSM ingest on the standby sac-t2-b."),
    (7, [6], "Install the new build on the standby only: `dnf install -y sac-4.9.1-1.el8.x86_64.rpm` on sac-t2-b.",
     "Put the new build on the standby and nowhere else, running `dnf install -y sac-4.9.1-1.el8.x86_64.rpm` on sac-t2-b.",
     None),
    (8, [7], "Run `sacctl db migrate --dry-run --target 4.9.1` on sac-t2-b and go through the listed schema changes with the BHS lead before anything is applied.",
     "Before applying anything, have the BHS lead walk through the schema changes printed by `sacctl db migrate --dry-run --target 4.9.1` on sac-t2-b.",
     "With the BHS lead, review the schema changes that `sacctl db migrate --dry-run --target 4.9.1` lists on sac-t2-b; apply nothing before that."),
    (9, [8], "Apply the schema migration on sac-t2-b: `sacctl db migrate --target 4.9.1`.",
     "Run the real schema migration, `sacctl db migrate --target 4.9.1`, on sac-t2-b.",
     None),
    (10, [9], "Start SAC on sac-t2-b and push the 20 test bags from `/opt/sac/test/t2_20bags.csv` through the tilt-tray sorter with `sacctl testbags`; every bag must land on its assigned lateral.",
     "Bring SAC up on sac-t2-b, then feed the tilt-tray sorter the 20 test bags in `/opt/sac/test/t2_20bags.csv` using `sacctl testbags`; each one has to reach the lateral it was assigned.",
     "Using `sacctl testbags` with `/opt/sac/test/t2_20bags.csv`, send 20 test bags through the tilt-tray sorter after starting SAC on sac-t2-b; all must land on their assigned laterals."),
    (11, [10], "Check the ATR read rate on the test bags in the SCADA report: at least 98.5% good reads.",
     "Look at the SCADA report for the test bags and make sure the ATR good-read rate is 98.5% or better.",
     "In the SCADA report, the ATR read rate on the test bags must be at least 98.5% good reads."),
    (12, [10], "Check the SCADA alarm list is clear and that the HBS level 1-3 screening handoff shows no jammed or lost-tracking bags.",
     "Make sure nothing is left on the SCADA alarm list and that no bag shows as jammed or lost-tracking at the HBS level 1-3 screening handoff.",
     None),
    (13, [11, 12], "Promote the standby and return to automatic sort: `sacctl ha promote sac-t2-b`, then `sacctl mode --set auto --area T2`.",
     "Make sac-t2-b primary with `sacctl ha promote sac-t2-b` and put T2 back on automatic sorting using `sacctl mode --set auto --area T2`.",
     "`sacctl ha promote sac-t2-b` then `sacctl mode --set auto --area T2`: the standby becomes primary and T2 is back on automatic sort."),
    (14, [13], "Watch the first 30 minutes of live bags from the 05:00 departures on sac-t2-b; only carry on to sac-t2-a if the mis-sort rate stays under 0.5%.",
     "Hold for 30 minutes while live bags for the 05:00 departures run on sac-t2-b, and move on to sac-t2-a only with mis-sorts below 0.5%.",
     "Only if mis-sorts stay under 0.5% during the first 30 minutes of live 05:00 departure bags on sac-t2-b do you carry on to sac-t2-a."),
    (15, [14], "Upgrade sac-t2-a with `dnf install -y sac-4.9.1-1.el8.x86_64.rpm`, rejoin it as standby with `sacctl ha join --standby sac-t2-a` and wait for `sacctl ha status` to show SYNCED.",
     "Bring sac-t2-a to the new build (`dnf install -y sac-4.9.1-1.el8.x86_64.rpm`), add it back as standby using `sacctl ha join --standby sac-t2-a`, and wait until `sacctl ha status` reports SYNCED.",
     None),
    (16, [15], "Close CHG-20931 with the test-bag report, the export path and the mis-sort figures from the watch attached.",
     "Attach the test-bag report, the export path and the watch's mis-sort figures, then close CHG-20931.",
     None),
]
GUARDS = {2: "written go from terminal manager and BHS lead", 3: "export of allocation tables before the upgrade",
          8: "dry-run migration review before apply", 14: "30-minute mis-sort watch before upgrading the other node"}
DROP_GUARD = 8
SPLITS = {
    10: ("Start SAC on sac-t2-b.",
         "Push the 20 test bags from `/opt/sac/test/t2_20bags.csv` through the tilt-tray sorter with `sacctl testbags`; every bag must land on its assigned lateral."),
    15: ("Upgrade sac-t2-a with `dnf install -y sac-4.9.1-1.el8.x86_64.rpm`.",
         "Rejoin sac-t2-a as standby with `sacctl ha join --standby sac-t2-a` and wait for `sacctl ha status` to show SYNCED."),
}
REGEN_SPLIT = (15, ("Install the 4.9.1 build on the old primary: `dnf install -y sac-4.9.1-1.el8.x86_64.rpm` on sac-t2-a.",
                    "Add sac-t2-a back as the standby (`sacctl ha join --standby sac-t2-a`) and don't move on until `sacctl ha status` says SYNCED."))
SERIALIZE = [11, 12]
COMPRESS = [
    ([1, 2], "Open CHG-20931 for the T2 SAC upgrade to 4.9.1 and get the terminal manager and BHS lead to approve it."),
    ([6, 7], "Stop BSM ingest on sac-t2-b and install the 4.9.1 rpm there."),
    ([9, 10], "Migrate the schema on sac-t2-b, start SAC and run the 20 test bags through."),
    ([13, 14], "Promote sac-t2-b, switch T2 back to auto and watch mis-sorts for half an hour."),
    ([15, 16], "Upgrade and rejoin sac-t2-a as standby, then close the change."),
]
LOST = {"remove": (3, 5), "add": [(3, 16)],
        "why": "the allocation-table export no longer has to finish before T2 is switched over and the schema is migrated (it only gates the close)"}
TARGET = {"step": 7, "old": "sac-t2-b", "new": "sac-t2-a", "kind": "host"}
OPERATION = {"step": 5, "text": "Switch T2 to manual sort: put all 14 make-up laterals into manual encode mode with `sacctl mode --set auto --area T2` and staff MES-1..MES-4.",
             "change": "manual -> auto mode in the command only"}
