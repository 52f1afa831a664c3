ID = "lb5_07"
TASK = "Upgrade a smart meter head-end system (Gridstream Command Center 10.2.1 -> 10.4.0) with the MDM read interface paused and a backfill"

STEPS = [
    (1, [], "Open CHG-66120 for upgrading Command Center from 10.2.1 to 10.4.0 on hes-app-01 and hes-app-02 (cluster HES-PROD).",
     "Raise CHG-66120 to take Command Center on hes-app-01 and hes-app-02, cluster HES-PROD, from 10.2.1 up to 10.4.0.",
     "For cluster HES-PROD (hes-app-01 and hes-app-02), open CHG-66120: Command Center 10.2.1 to 10.4.0."),
    (2, [1], "Agree with billing that MDM_IMPORT_15MIN may be paused from 2024-09-07 22:00 to 2024-09-08 04:00, outside any bill window.",
     "Get billing to accept a pause of MDM_IMPORT_15MIN between 2024-09-07 22:00 and 2024-09-08 04:00, which is clear of every bill window.",
     None),
    (3, [1], "Export schema CCPROD with `expdp system schemas=CCPROD directory=DPUMP dumpfile=ccprod_pre104_%U.dmp parallel=4` and check the log ends without errors.",
     "Run a Data Pump export of CCPROD (`expdp system schemas=CCPROD directory=DPUMP dumpfile=ccprod_pre104_%U.dmp parallel=4`) and confirm the log finishes error-free.",
     "Check that the log of `expdp system schemas=CCPROD directory=DPUMP dumpfile=ccprod_pre104_%U.dmp parallel=4`, the CCPROD export, ends with no errors."),
    (4, [1], "Snapshot the VMs hes-app-01 and hes-app-02 in vCenter with snapshot name pre-10.4.0.",
     "In vCenter, take snapshots of hes-app-01 and hes-app-02 called pre-10.4.0.",
     None),
    (5, [1], "Run the vendor pre-upgrade check `ccupgrade --check --target 10.4.0` on hes-app-01 and clear every FAIL item.",
     "On hes-app-01, execute the vendor's pre-upgrade check (`ccupgrade --check --target 10.4.0`) and resolve all FAIL items.",
     "Every FAIL item from `ccupgrade --check --target 10.4.0` (vendor pre-upgrade check, run on hes-app-01) must be cleared."),
    (6, [2, 3, 4, 5], "Get CAB approval for CHG-66120 with the check output attached.",
     "Obtain CAB sign-off on CHG-66120, attaching the check output.",
     None),
    (7, [6], "Pause MDM_IMPORT_15MIN in Control-M folder HES_INTERFACES.",
     "Put MDM_IMPORT_15MIN on hold in the Control-M folder HES_INTERFACES.",
     "In Control-M folder HES_INTERFACES, pause MDM_IMPORT_15MIN."),
    (8, [6], "Suspend scheduled read jobs and firmware campaigns in Command Center (Scheduler > Suspend all).",
     "Use Scheduler > Suspend all in Command Center to suspend both the scheduled read jobs and the firmware campaigns.",
     None),
    (9, [7, 8], "Stop the Command Center services on hes-app-02 first, then on hes-app-01.",
     "Shut down Command Center services, hes-app-02 before hes-app-01.",
     "On hes-app-01, stop the Command Center services only after they are stopped on hes-app-02."),
    (10, [9], "Install 10.4.0 on hes-app-01 with `ccupgrade --apply --target 10.4.0`.",
     "Upgrade hes-app-01 to 10.4.0 by running `ccupgrade --apply --target 10.4.0`.",
     None),
    (11, [10], "Install 10.4.0 on hes-app-02 the same way.",
     "Repeat the 10.4.0 install on hes-app-02.",
     "Do the same 10.4.0 install on hes-app-02."),
    (12, [11], "Start the services on both nodes and check that all 1,214 collectors reconnect within 20 minutes.",
     "Bring the services up on both nodes, then confirm the 1,214 collectors have all reconnected inside 20 minutes.",
     None),
    (13, [12], "Do an on-demand read of the 50 meters in test group TG-SMOKE-50; at least 48 must answer.",
     "Read the 50 meters of test group TG-SMOKE-50 on demand and require 48 or more responses.",
     "At least 48 of the 50 meters in TG-SMOKE-50 (test group) must answer an on-demand read."),
    (14, [12], "Check that the 15-minute interval reads for 2024-09-08 00:00-03:00 sit in the backfill queue and were not dropped.",
     "Make sure the 2024-09-08 00:00-03:00 15-minute interval reads are waiting in the backfill queue rather than dropped.",
     None),
    (15, [13, 14], "Hold a go/no-go call with the AMI operations lead on the smoke read and backfill results; on no-go, revert to snapshot pre-10.4.0.",
     "The AMI operations lead makes the go/no-go call from the smoke read and backfill results; a no-go means reverting to snapshot pre-10.4.0.",
     "Revert to snapshot pre-10.4.0 on a no-go; the AMI operations lead decides go/no-go from the smoke read and backfill results."),
    (16, [15], "Resume the scheduled read jobs in Command Center and leave the firmware campaigns suspended.",
     "In Command Center, restart the scheduled read jobs while keeping the firmware campaigns suspended.",
     None),
    (17, [16], "Resume MDM_IMPORT_15MIN in Control-M.",
     "Release the hold on MDM_IMPORT_15MIN in Control-M.",
     "In Control-M, resume MDM_IMPORT_15MIN."),
    (18, [17], "Watch the backfill: the MDM must receive the missed 15-minute reads of about 2.1 million meters within 4 hours, with VEE estimation under 0.5%.",
     "Monitor the backfill, expecting the MDM to get the missed 15-minute reads for roughly 2.1 million meters inside 4 hours and VEE estimation to stay below 0.5%.",
     None),
    (19, [18], "Check MDM read completeness for 2024-09-08: at least 99.5% of meters with all 96 intervals.",
     "Confirm in the MDM that for 2024-09-08 no less than 99.5% of meters have the full 96 intervals.",
     "Read completeness for 2024-09-08 in the MDM has to show all 96 intervals for at least 99.5% of meters."),
    (20, [18], "Send a remote reconnect to test meter 88001234 and confirm that the relay state reads closed.",
     "Issue a remote reconnect to test meter 88001234, then check the relay state comes back closed.",
     None),
    (21, [19, 20], "Delete the vCenter snapshots pre-10.4.0 of hes-app-01 and hes-app-02 after 3 days without issues.",
     "Once 3 days pass with no issues, remove the pre-10.4.0 vCenter snapshots of hes-app-01 and hes-app-02.",
     "After 3 days with no issues, delete snapshots pre-10.4.0 (vCenter) on hes-app-01 and hes-app-02."),
    (22, [19, 20], "Resume the firmware campaigns in Command Center.",
     "Let the Command Center firmware campaigns run again.",
     None),
    (23, [21, 22], "Close CHG-66120 with the completeness report attached.",
     "Attach the completeness report and close CHG-66120.",
     None),
]

GUARDS = {
    3: "Data Pump export of the head-end schema",
    4: "VM snapshots before the upgrade",
    5: "vendor pre-upgrade check run before applying",
    6: "CAB approval",
    15: "go/no-go on smoke reads before resuming jobs",
    19: "read completeness verified before deleting snapshots",
}
DROP_GUARD = 6

SPLITS = {
    12: ("Start the services on both nodes.",
         "Check that all 1,214 collectors reconnect within 20 minutes."),
    18: ("Watch the backfill: the MDM must receive the missed 15-minute reads of about 2.1 million meters within 4 hours.",
         "VEE estimation must stay under 0.5%."),
}
REGEN_SPLIT = (3, ("Dump schema CCPROD using `expdp system schemas=CCPROD directory=DPUMP dumpfile=ccprod_pre104_%U.dmp parallel=4`.",
                   "Read the export log to the end and make sure it has no errors."))

SERIALIZE = [13, 14]

COMPRESS = [
    ([1, 2], "Open CHG-66120 and agree the MDM pause with billing."),
    ([7, 9], "Pause the MDM import and stop the Command Center services."),
    ([10, 11], "Install 10.4.0 on both head-end nodes."),
    ([12, 13], "Start the services and run a smoke read of the test meters."),
    ([16, 17], "Resume the read jobs and the MDM import."),
    ([18, 19], "Watch the backfill and check read completeness in the MDM."),
    ([21, 23], "Delete the snapshots and close CHG-66120."),
]

LOST = {"remove": (19, 21), "add": [],
        "why": "the pre-10.4.0 snapshots are deleted (21) without waiting for the read-completeness check (19)"}

TARGET = {"step": 10, "old": "10.4.0", "new": "10.4.1", "kind": "software version"}

OPERATION = {"step": 8,
             "text": "Resume scheduled read jobs and firmware campaigns in Command Center (Scheduler > Resume all).",
             "change": "suspend all scheduled jobs -> resume all"}
