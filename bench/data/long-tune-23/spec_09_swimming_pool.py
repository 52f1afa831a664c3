ID = "lt23_09"
TASK = "Public swimming pool: chemical controller CC-1 replacement on main pool circuit MP-1 at Northgate Leisure Centre on a closed day"

STEPS = [
    (1, [], "Open work order WO-PL-448 to replace chemical controller CC-1 on main pool circuit MP-1 on the closed day 2025-11-03.",
     "Raise WO-PL-448: CC-1, the MP-1 chemical controller, is replaced on 2025-11-03 while the pool is closed.",
     "On the closed day 2025-11-03, replace chemical controller CC-1 on main pool circuit MP-1 under work order WO-PL-448."),
    (2, [1], "Get the duty manager's sign-off and post the pool closure notice for 2025-11-03.",
     "The closure notice for 2025-11-03 goes up once the duty manager has signed the work off.",
     None),
    (3, [1], "Record the CC-1 settings (free chlorine 1.5 mg/l, pH 7.3, ORP alarm 650 mV) and save them as `cc1-settings-2025-11-03.pdf`.",
     "Before CC-1 comes out, capture its settings - ORP alarm 650 mV, pH 7.3, free chlorine 1.5 mg/l - in `cc1-settings-2025-11-03.pdf`.",
     "Save as `cc1-settings-2025-11-03.pdf` the CC-1 settings: free chlorine 1.5 mg/l, pH 7.3 and ORP alarm 650 mV."),
    (4, [2], "Clear the pool hall and confirm that the pool is closed to bathers.",
     "Make sure no bather is left in the pool hall and the pool stays shut to the public.",
     None),
    (5, [3, 4], "Stop dosing pumps DP-Cl and DP-pH, close hypochlorite day tank valve V-HY1 and keep the circulation pumps running.",
     "Halt DP-pH and DP-Cl, make sure V-HY1 on the hypochlorite day tank is shut, and do not stop circulation.",
     "Keeping the circulation pumps running, stop dosing pumps DP-Cl and DP-pH and close V-HY1 on the hypochlorite day tank."),
    (6, [5], "Remove the old CC-1 and fit the new DULCOMARIN 3 controller, reconnecting the chlorine, pH and ORP probes.",
     "Take CC-1 off the wall and put up the DULCOMARIN 3; the ORP, pH and chlorine probes go back on it.",
     None),
    (7, [6], "Enter setpoints free chlorine 1.5 mg/l, pH 7.3 and ORP alarm 650 mV, with dosing interlocked to flow switch FS-1.",
     "Program the controller: ORP alarm 650 mV, pH 7.3, free chlorine 1.5 mg/l, and no dosing unless flow switch FS-1 proves flow.",
     "With dosing interlocked to flow switch FS-1, enter setpoints of 1.5 mg/l free chlorine, pH 7.3 and an ORP alarm of 650 mV."),
    (8, [7], "Test the flow interlock: with sample flow stopped, dosing must stop within 5 seconds.",
     "Shut off the sample flow; if dosing has not halted after 5 seconds the interlock fails.",
     None),
    (9, [8], "Open V-HY1 and enable dosing pumps DP-Cl and DP-pH.",
     "Put DP-pH and DP-Cl back in service and re-open V-HY1.",
     "Dosing pumps DP-Cl and DP-pH are enabled and V-HY1 opened."),
    (10, [9], "Take a DPD test every 30 minutes for 3 hours; free chlorine must read 1.0-2.0 mg/l and pH 7.2-7.4 on 3 consecutive tests before reopening.",
     "The pool does not reopen until three DPD tests in a row, taken every 30 minutes over 3 hours, show free chlorine of 1.0-2.0 mg/l and pH 7.2-7.4.",
     None),
    (11, [9], "Compare the controller chlorine reading with the DPD result; they must agree within 0.2 mg/l.",
     "If the controller's chlorine reading and the DPD result differ by more than 0.2 mg/l, it fails.",
     "The DPD result and the controller chlorine reading must agree within 0.2 mg/l."),
    (12, [10, 11], "Have the duty manager check the water balance log and reopen the pool to bathers.",
     "Bathers are let back in by the duty manager after the water balance log has been checked.",
     None),
    (13, [12], "Record the controller change and the DPD results in the pool plant log.",
     "Write the DPD results and the controller change into the pool plant log.",
     "In the pool plant log, record the controller change and the DPD results."),
    (14, [13], "Close WO-PL-448.",
     "Close out WO-PL-448.",
     None),
]

GUARDS = {
    2: "duty manager sign-off and closure notice",
    3: "record of the CC-1 settings before removal",
    8: "flow interlock test before dosing is enabled",
    10: "3-hour DPD watch before reopening",
    12: "water balance check before reopening",
}
DROP_GUARD = 10

SPLITS = {
    5: ("Stop dosing pumps DP-Cl and DP-pH and close hypochlorite day tank valve V-HY1.",
        "Keep the circulation pumps running."),
    7: ("Enter setpoints free chlorine 1.5 mg/l, pH 7.3 and ORP alarm 650 mV.",
        "Interlock dosing to flow switch FS-1."),
}
REGEN_SPLIT = (10, (
    "Every 30 minutes for 3 hours, take a DPD test.",
    "Reopening waits until 3 consecutive tests read free chlorine 1.0-2.0 mg/l and pH 7.2-7.4."))
SERIALIZE = [10, 11]
COMPRESS = [
    ([1, 2], "Open WO-PL-448 and get the duty manager's sign-off."),
    ([5, 6], "Stop dosing and swap CC-1 for the new controller."),
    ([8, 9], "Test the interlock and restart dosing."),
    ([13, 14], "Log the change and close WO-PL-448."),
]
LOST = {"remove": (8, 9), "add": [(7, 9), (8, 12)],
        "why": "dosing is enabled before the flow interlock has been tested"}
TARGET = {"step": 7, "old": "7.3", "new": "7.8", "kind": "pH setpoint"}
OPERATION = {"step": 5,
             "text": "Stop dosing pumps DP-Cl and DP-pH, close hypochlorite day tank valve V-HY1 and stop the circulation pumps as well.",
             "change": "circulation kept running -> circulation stopped"}
