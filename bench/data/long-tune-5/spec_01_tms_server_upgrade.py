# lt5_01 - railway signalling IT: ARAMIS TMS / train describer server pair upgrade in a possession
ID = "lt5_01"
TASK = ("Upgrade the Wembley ROC train-management (TMS / train describer) server pair tms-a/tms-b from "
        "5.2.1 to 5.4.0 inside an engineering possession, one server at a time, without losing the TD feed.")

STEPS = [
    (1, [], "Raise change CHG-77120 for the tms-a/tms-b upgrade from 5.2.1 to 5.4.0 at Wembley ROC and book possession P-2291 (Sun 01:10-04:40).",
     "CHG-77120: open it for tms-a/tms-b, 5.2.1 -> 5.4.0, Wembley ROC; reserve possession P-2291 (Sun 01:10-04:40).",
     "Book possession P-2291 (Sun 01:10-04:40) and raise CHG-77120 covering the 5.2.1 to 5.4.0 upgrade of tms-a/tms-b at Wembley ROC."),
    (2, [1], "Get written sign-off on CHG-77120 from the signalling maintenance engineer and the route control manager; nobody touches either server before both have signed.",
     "No work on either server until CHG-77120 carries written approval from both the route control manager and the signalling maintenance engineer.",
     None),
    (3, [2], "Export the live TD berth and route-setting configuration on tms-a with `tmsctl config export --all > /srv/backup/tms-cfg-20240609.tar`.",
     "Dump the TD berth plus route-setting config from tms-a: `tmsctl config export --all > /srv/backup/tms-cfg-20240609.tar`.",
     "On tms-a, run `tmsctl config export --all > /srv/backup/tms-cfg-20240609.tar` so the live TD berth and route-setting configuration is saved."),
    (4, [2], "Snapshot the tms-b VM in vCenter vc-roc-01 and name the snapshot pre-5.4.0.",
     "In vCenter vc-roc-01, a snapshot called pre-5.4.0 is taken of the tms-b virtual machine.",
     None),
    (5, [2], "Warn the signallers on panels WB1-WB4 that the train describer will run on tms-a alone and that manual berth stepping may be needed.",
     "Brief signallers on WB1-WB4: train describer is single-server (tms-a only) for a while; be ready to step berths by hand.",
     "Signallers working panels WB1-WB4 must be told that manual berth stepping may be needed while the train describer runs on tms-a alone."),
    (6, [3, 4, 5], "Stop the TMS service on the standby tms-b with `systemctl stop aramis-tms`.",
     "Bring down the aramis-tms daemon on standby server tms-b (`systemctl stop aramis-tms`).",
     None),
    (7, [6], "Install 5.4.0 on tms-b with `rpm -Uvh aramis-tms-5.4.0-1.el8.x86_64.rpm` and then run `tmsctl db migrate --target 5.4.0`.",
     "- tms-b: `rpm -Uvh aramis-tms-5.4.0-1.el8.x86_64.rpm`, followed by the schema step `tmsctl db migrate --target 5.4.0` (5.4.0 install).",
     "Run `rpm -Uvh aramis-tms-5.4.0-1.el8.x86_64.rpm` on tms-b, then `tmsctl db migrate --target 5.4.0`, to put 5.4.0 on it."),
    (8, [7], "Start tms-b in shadow mode (`tmsctl start --role shadow`) and let it take the TD feed from the interlocking FEP for 20 minutes; carry on only if it shows zero berth mismatches against tms-a.",
     "Bring tms-b up as a shadow (`tmsctl start --role shadow`), feed it from the interlocking FEP and observe for 20 minutes; any berth mismatch against tms-a means stop here.",
     "Let tms-b consume the interlocking FEP's TD feed for 20 minutes after `tmsctl start --role shadow`; proceed only with zero berth mismatches against tms-a."),
    (9, [8], "Switch the active role over with `tmsctl switchover --to tms-b` and confirm the signallers see live berths on WB1-WB4 within 60 seconds.",
     "Make tms-b active (`tmsctl switchover --to tms-b`); the signallers should have live berths back on WB1-WB4 inside 60 seconds.",
     None),
    (10, [9], "Stop aramis-tms on tms-a and upgrade it the same way: `rpm -Uvh aramis-tms-5.4.0-1.el8.x86_64.rpm`, then `tmsctl db migrate --target 5.4.0`.",
     "Repeat on tms-a: stop the aramis-tms service, `rpm -Uvh aramis-tms-5.4.0-1.el8.x86_64.rpm`, `tmsctl db migrate --target 5.4.0`.",
     "The same upgrade (`rpm -Uvh aramis-tms-5.4.0-1.el8.x86_64.rpm` then `tmsctl db migrate --target 5.4.0`) is applied to tms-a once aramis-tms is stopped there."),
    (11, [9], "Run the ARS regression suite against tms-b with `ars-regress --profile wembley`; all 48 cases must pass.",
     "Regression-test automatic route setting on tms-b: `ars-regress --profile wembley`, expecting 48 out of 48 passes.",
     "All 48 cases of `ars-regress --profile wembley` have to pass when the ARS regression suite is run against tms-b."),
    (12, [10], "Start tms-a as standby and check in `tmsctl status` that replication lag stays below 2 seconds.",
     "tms-a goes back in as the standby; `tmsctl status` should report replication lag under 2 seconds.",
     None),
    (13, [11, 12], "Before giving anything back, confirm with the signallers that ARS is on for every panel and that the TD history for the possession has no gaps.",
     "Check with the signallers that ARS is enabled on all panels and the possession's TD history is complete; do not hand back until it is.",
     None),
    (14, [13], "Hand possession P-2291 back to the route control manager.",
     "Return P-2291 to the route control manager.",
     "Give the route control manager back possession P-2291."),
    (15, [14], "Close CHG-77120 with the test evidence attached and delete the pre-5.4.0 snapshot after 7 days.",
     "Attach the test evidence and close CHG-77120; the pre-5.4.0 snapshot is removed once 7 days have passed.",
     "After 7 days delete snapshot pre-5.4.0; CHG-77120 is closed with the test evidence attached."),
]

GUARDS = {2: "written sign-off on the change before touching the servers",
          3: "config export before the upgrade",
          4: "VM snapshot of tms-b before the upgrade",
          8: "20-minute shadow watch before the switchover",
          13: "verification with the signallers before hand-back"}
DROP_GUARD = 8

SPLITS = {
    8: ("Start tms-b in shadow mode with `tmsctl start --role shadow` so it takes the TD feed from the interlocking FEP.",
        "Watch the shadow tms-b for 20 minutes; carry on only if it shows zero berth mismatches against tms-a."),
    7: ("Install 5.4.0 on tms-b with `rpm -Uvh aramis-tms-5.4.0-1.el8.x86_64.rpm`.",
        "Then run `tmsctl db migrate --target 5.4.0` on tms-b."),
}
REGEN_SPLIT = (9, ("Promote tms-b to active: `tmsctl switchover --to tms-b`.",
                   "Once the switchover is done, the signallers should see live berths on WB1-WB4 again within 60 seconds; confirm with them."))
SERIALIZE = [3, 4, 5]
COMPRESS = [
    ([1, 2], "Raise CHG-77120 for the tms-a/tms-b 5.4.0 upgrade, book possession P-2291 and get it signed off."),
    ([6, 7], "Stop aramis-tms on tms-b and install 5.4.0 with the db migration."),
    ([13, 14, 15], "Confirm ARS and TD history with the signallers, hand back P-2291 and close CHG-77120."),
]
LOST = {"remove": (8, 9), "add": [(7, 9), (8, 13)],
        "why": "the switchover to tms-b (9) no longer waits for the 20-minute shadow watch (8); cutover no longer waits for readiness"}
TARGET = {"step": 9, "old": "tms-b", "new": "tms-a", "kind": "host"}
OPERATION = {"step": 6, "change": "scope widened: stop the service on the standby only -> on both servers",
             "text": "Stop the TMS service on both servers with `pdsh -w tms-a,tms-b systemctl stop aramis-tms`."}
