# lt8_07 - oil pipeline SCADA: CPM leak-detection model update and SCADA host patching with a primary/standby swap
# Regeneration style for paraphrases: (c) passive voice and noun phrases.
ID = "lt8_07"
TASK = "Update the CPM leak-detection model of crude line MC-24 from v7.1 to v7.2 and patch both SCADA hosts with a primary/standby failover, under MOC-2291"

STEPS = [
    (1, [], "Open MOC-2291 for the CPM model v7.2 and SCADA host patching on crude line MC-24.",
     "A management-of-change record, MOC-2291, is raised covering patching of the SCADA hosts and the v7.2 CPM model for crude line MC-24.",
     "For crude line MC-24, open MOC-2291 covering SCADA host patching and the CPM model v7.2."),
    (2, [1], "Schedule the work for a low-flow period below 180,000 bbl/d and brief the controllers on console CR-3.",
     "A low-flow period below 180,000 bbl/d is chosen for the work, and a briefing of the console CR-3 controllers is given.",
     None),
    (3, [1], "Get the control room manager's approval in MOC-2291, including the fallback to manual line balance every 15 minutes.",
     "Approval by the control room manager is recorded in MOC-2291, the fallback to manual line balance every 15 minutes included.",
     "In MOC-2291, the control room manager approves the work together with the fallback (manual line balance every 15 minutes)."),
    (4, [1], "Back up the CPM configuration and tuning files: `cpmctl export --line MC-24 --out /backup/cpm/mc24-2024-08-20.tar`.",
     "A backup of the CPM configuration and tuning files is taken with `cpmctl export --line MC-24 --out /backup/cpm/mc24-2024-08-20.tar`.",
     None),
    (5, [1], "Snapshot the realtime database on the standby host: `rtdbctl snapshot --host scada-b --tag pre-MOC-2291`.",
     "A snapshot of the standby host's realtime database is taken: `rtdbctl snapshot --host scada-b --tag pre-MOC-2291`.",
     "With `rtdbctl snapshot --host scada-b --tag pre-MOC-2291`, snapshot the realtime database of the standby host scada-b first."),
    (6, [3, 2], "Switch leak monitoring to manual line balance; the CR-3 controllers log the balance every 15 minutes.",
     "Leak monitoring is switched to manual line balance, with the balance logged every 15 minutes by the CR-3 controllers.",
     None),
    (7, [4, 6], "Load CPM model v7.2 in shadow mode: `cpmctl load --line MC-24 --model mc24-v7.2.cpm --mode shadow`.",
     "Loading of CPM model v7.2 in shadow mode is done via `cpmctl load --line MC-24 --model mc24-v7.2.cpm --mode shadow`.",
     "Put model v7.2 into shadow mode on the CPM (`cpmctl load --line MC-24 --model mc24-v7.2.cpm --mode shadow`)."),
    (8, [5], "Patch the standby host scada-b with `dnf update --advisory=RHSA-2024:4567 -y` and reboot it.",
     "The standby host scada-b is patched with `dnf update --advisory=RHSA-2024:4567 -y` and then rebooted.",
     None),
    (9, [8], "Check that scada-b is back in sync: `rtdbctl status --host scada-b` shows SYNCHRONIZED with 48,212 points.",
     "Resynchronisation of scada-b is confirmed: SYNCHRONIZED with 48,212 points is shown by `rtdbctl status --host scada-b`.",
     "Run `rtdbctl status --host scada-b` and check for SYNCHRONIZED and a point count of 48,212."),
    (10, [7], "Run the v7.2 shadow model for 4 hours next to v7.1; it must raise 0 false alarms and its imbalance must stay within 0.5% of the manual line balance.",
     "A 4-hour shadow run of v7.2 next to v7.1 is performed; 0 false alarms are required, and an imbalance within 0.5% of the manual line balance.",
     None),
    (11, [9, 3], "Fail the SCADA primary over to scada-b: `rtdbctl failover --to scada-b`.",
     "Failover of the SCADA primary to scada-b is carried out with `rtdbctl failover --to scada-b`.",
     "Make scada-b the SCADA primary using `rtdbctl failover --to scada-b`."),
    (12, [11], "Check that all 14 pump stations and 22 RTUs report to the new primary with no point staler than 30 seconds.",
     "Verification is performed that the new primary receives data from every one of the 14 pump stations and 22 RTUs, no point being older than 30 seconds.",
     None),
    (13, [12], "Patch scada-a, now the standby, with the same `dnf update --advisory=RHSA-2024:4567 -y` and reboot it.",
     "The same `dnf update --advisory=RHSA-2024:4567 -y` is applied to scada-a, now the standby, followed by a reboot.",
     "Reboot scada-a after patching it (it is the standby now) with the same `dnf update --advisory=RHSA-2024:4567 -y`."),
    (14, [13], "Check that scada-a shows SYNCHRONIZED as standby: `rtdbctl status --host scada-a`.",
     "SYNCHRONIZED status of scada-a as standby is confirmed through `rtdbctl status --host scada-a`.",
     None),
    (15, [10, 12], "Make model v7.2 the active CPM model: `cpmctl activate --line MC-24 --model mc24-v7.2.cpm`.",
     "Activation of model v7.2 as the live CPM model is performed with `cpmctl activate --line MC-24 --model mc24-v7.2.cpm`.",
     "Activate the v7.2 model on line MC-24 (`cpmctl activate --line MC-24 --model mc24-v7.2.cpm`)."),
    (16, [15], "Run a simulated leak test, `cpmctl test --line MC-24 --inject 1.5% --duration 20m`; the leak alarm must fire within 10 minutes.",
     "A simulated leak test is run with `cpmctl test --line MC-24 --inject 1.5% --duration 20m`; firing of the leak alarm within 10 minutes is required.",
     None),
    (17, [16], "End manual line balance and hand leak monitoring back to the CPM alarms.",
     "Manual line balance is ended and leak monitoring is handed back to the CPM alarms.",
     "Hand leak monitoring back to CPM alarms, ending the manual line balance."),
    (18, [17], "Unload the old model from the CPM host: `cpmctl unload --line MC-24 --model mc24-v7.1.cpm`.",
     "Removal of the previous model from the CPM host is done with `cpmctl unload --line MC-24 --model mc24-v7.1.cpm`.",
     None),
    (19, [17], "Update the alarm management documentation and the controller training records for the v7.2 thresholds.",
     "Revision of the alarm management documentation, and of the training records of the controllers, is carried out to reflect the v7.2 thresholds.",
     "Bring the controller training records and alarm management documentation up to date with the v7.2 thresholds."),
    (20, [18, 19, 14], "Close MOC-2291 with the shadow-run and leak-test results attached.",
     "Closure of MOC-2291 is done with the shadow-run and leak-test results attached.",
     None),
]

GUARDS = {
    3: "control room manager approval before the work starts",
    4: "CPM configuration backup before loading the new model",
    5: "realtime database snapshot before patching",
    10: "4-hour shadow run verified before the model is activated",
    12: "all stations and RTUs reporting to the new primary before the old one is patched",
    16: "simulated leak test before ending manual monitoring",
}
DROP_GUARD = 10

SPLITS = {
    10: ("Run the v7.2 shadow model for 4 hours next to v7.1.",
         "Confirm the shadow model raised 0 false alarms and that its imbalance stayed within 0.5% of the manual line balance."),
    16: ("Run a simulated leak test: `cpmctl test --line MC-24 --inject 1.5% --duration 20m`.",
         "Check that the leak alarm fired within 10 minutes of the injection."),
}

REGEN_SPLIT = (12, (
    "Reporting of all 14 pump stations to the new primary is checked.",
    "Then, once that is done, the 22 RTUs are checked too, and a point staler than 30 seconds is not accepted."))

SERIALIZE = [4, 5]

COMPRESS = [
    ([6, 7], "Go to manual line balance and load v7.2 in shadow mode."),
    ([8, 9], "Patch scada-b and check it is back in sync."),
    ([13, 14], "Patch scada-a and check it syncs as standby."),
    ([15, 16, 17], "Activate v7.2, leak-test it and end manual line balance."),
    ([18, 20], "Unload the old model and close MOC-2291."),
]

LOST = {"remove": (9, 11), "add": [(9, 20)],
        "why": "the SCADA failover to scada-b (11) no longer waits for scada-b to be patched and back in sync (8, 9)"}

TARGET = {"step": 7, "old": "MC-24", "new": "MC-42", "kind": "pipeline line id"}

OPERATION = {"step": 18,
             "text": "Unload the old model from the CPM host: `cpmctl unload --line MC-24 --all-models`.",
             "change": "scope widened: one old model -> all models, which also unloads the active v7.2"}
