ID = "lb8_04"
TASK = ("Wildfire air tanker dispatch: upgrade the Redding dispatch center CAD (tdcad 7.4.2 -> 8.0.1) with "
        "dispatch on paper and radio during the window, then back-entry of the manual resource orders")

STEPS = [
    (1, [],
     "Open CHG-5530 for the tdcad 7.4.2 -> 8.0.1 upgrade at Redding dispatch (RDC) and confirm with the center manager that the preparedness level is 2 or lower.",
     "Raise CHG-5530 covering the tdcad upgrade 7.4.2 -> 8.0.1 at RDC (Redding dispatch); the center manager has to confirm preparedness level 2 or below.",
     "Confirm preparedness level 2 or lower with the center manager, and open CHG-5530 for upgrading tdcad 7.4.2 -> 8.0.1 at Redding dispatch (RDC)."),
    (2, [1],
     "Print the tanker availability board (T-101, T-105, T-131, T-162 and both SEATs) and give each dispatcher a stack of paper resource-order forms.",
     "Make a paper copy of the availability board for T-101, T-105, T-131, T-162 and the two SEATs, and hand paper resource-order forms to every dispatcher.",
     None),
    (3, [1],
     "Back up the CAD database: `pg_basebackup -h tdcad-db01 -D /backup/CHG-5530 -X stream -c fast`.",
     "Take a base backup of the CAD DB with `pg_basebackup -h tdcad-db01 -D /backup/CHG-5530 -X stream -c fast`.",
     "Run `pg_basebackup -h tdcad-db01 -D /backup/CHG-5530 -X stream -c fast` so the CAD database is backed up."),
    (4, [1],
     "Install tdcad 8.0.1 on the standby app server `tdcad-app02`, which is not in the load balancer pool.",
     "Put tdcad 8.0.1 onto `tdcad-app02`, the standby app server that sits outside the LB pool.",
     None),
    (5, [3, 4],
     "Run `tdcad migrate --plan --db tdcad-db01` from `tdcad-app02` and review the plan with the CAD admin; stop if it contains any DROP statement.",
     "From `tdcad-app02`, generate the migration plan with `tdcad migrate --plan --db tdcad-db01` and go over it with the CAD admin, continuing only if no DROP statement appears.",
     "Review with the CAD admin the plan that `tdcad migrate --plan --db tdcad-db01` prints on `tdcad-app02`; any DROP statement in it means stop."),
    (6, [2, 5],
     "Get a go from both the center manager and the on-duty air tactical group supervisor (ATGS).",
     "Obtain approval to proceed from the center manager and from the ATGS (air tactical group supervisor) on duty.",
     "The on-duty ATGS and the center manager must both say go."),
    (7, [6],
     "Announce on Command 1 and to the Redding and Chico air bases that dispatch goes manual for up to 90 minutes.",
     "Tell the Chico and Redding air bases, and everyone on Command 1, that dispatch will run manually for at most 90 minutes.",
     None),
    (8, [7],
     "Switch dispatch to manual, taking resource orders on paper and the whiteboard, and stop CAD intake with `tdcad intake pause`.",
     "Move dispatch over to manual mode; resource orders are taken on paper and the whiteboard while CAD intake is paused with `tdcad intake pause`.",
     "Pause CAD intake (`tdcad intake pause`) and go to manual dispatch, with resource orders on paper and the whiteboard."),
    (9, [8],
     "Drain `tdcad-app01` from the HAProxy backend: `set server cad_web/tdcad-app01 state maint`.",
     "Take `tdcad-app01` out of HAProxy's backend with `set server cad_web/tdcad-app01 state maint`.",
     None),
    (10, [9],
     "Apply the schema migration from `tdcad-app02`: `tdcad migrate --apply --db tdcad-db01`.",
     "From `tdcad-app02`, roll the schema forward using `tdcad migrate --apply --db tdcad-db01`.",
     "Run `tdcad migrate --apply --db tdcad-db01` on `tdcad-app02` to apply the schema migration."),
    (11, [10],
     "Upgrade `tdcad-app01` to 8.0.1.",
     "Bring `tdcad-app01` up to version 8.0.1.",
     None),
    (12, [10],
     "Check the AVL feed on the map: positions of all 4 tankers must refresh within 30 seconds.",
     "On the map, confirm the AVL feed updates the positions of the four tankers inside 30 seconds.",
     "All 4 tankers' positions must refresh within 30 seconds; check this for the AVL feed on the map."),
    (13, [11, 12],
     "Place a test resource order for T-131 on incident `TEST-0001` and confirm it prints at the Redding air base and shows on the base manager's tablet.",
     "Enter a test resource order against incident `TEST-0001` for T-131; it should come out of the Redding air base printer and appear on the tablet of the base manager.",
     "Confirm the Redding air base printer and the base manager's tablet both get a test resource order placed for T-131 on `TEST-0001`."),
    (14, [13],
     "Return both app servers to `cad_web` with `state ready` and resume intake with `tdcad intake resume`.",
     "Put the two app servers back into `cad_web` (`state ready`), then resume intake using `tdcad intake resume`.",
     None),
    (15, [14],
     "Back-enter every paper resource order taken during the manual period into the CAD, each one checked by a second dispatcher.",
     "Every paper resource order from the manual period is keyed into the CAD afterwards and checked by a second dispatcher.",
     "Have a second dispatcher check each paper resource order as it is back-entered into the CAD from the manual period."),
    (16, [14],
     "Watch the CAD for 60 minutes: order latency under 5 s and no AVL gap longer than 2 minutes.",
     "Keep watching the CAD for 60 minutes; proceed only while order latency stays at or below 5 s and AVL gaps stay within 2 minutes.",
     None),
    (17, [15, 16],
     "Announce on Command 1 and to the air bases that CAD dispatch is back.",
     "Let the air bases and Command 1 know that dispatch is on the CAD again.",
     "Tell the air bases, and announce on Command 1, that CAD dispatch has returned."),
    (18, [16],
     "Keep the 7.4.2 packages and the base backup for 14 days and open reminder ticket CHG-5530-R.",
     "Hold on to the base backup and the 7.4.2 packages for 14 days, with reminder ticket CHG-5530-R opened.",
     None),
    (19, [17],
     "Debrief with the center manager and record any order that was missed or delayed.",
     "Run a debrief with the center manager, noting down any order that was delayed or missed.",
     "Record every missed or delayed order in a debrief with the center manager."),
    (20, [18, 19],
     "Close CHG-5530.",
     "Close out the change, CHG-5530.",
     None),
]

GUARDS = {
    3: "pg_basebackup of the CAD database before the migration",
    5: "review of the migration plan (--plan) before apply",
    6: "center manager and ATGS go before dispatch goes manual",
    13: "end-to-end test resource order before going live",
    16: "60-minute watch before announcing the CAD back",
}
DROP_GUARD = 6

SPLITS = {
    5: ("Run `tdcad migrate --plan --db tdcad-db01` from `tdcad-app02`.",
        "Review that plan with the CAD admin and stop if it contains any DROP statement."),
    15: ("Back-enter every paper resource order taken during the manual period into the CAD.",
         "A second dispatcher checks each back-entered order."),
}
REGEN_SPLIT = (8, (
    "Move dispatch to manual: orders go on paper and on the whiteboard from now on.",
    "Stop CAD intake while the manual mode lasts, with `tdcad intake pause`.",
))

SERIALIZE = [2, 3]

COMPRESS = [
    ([7, 8, 9], "Announce manual dispatch, pause CAD intake and drain `tdcad-app01`."),
    ([10, 11, 12], "Apply the migration, upgrade app01 and check the AVL feed."),
    ([17, 19], "Announce the CAD is back and debrief with the center manager."),
    ([18, 20], "Keep the old packages and backup for 14 days and close CHG-5530."),
]

LOST = {"remove": (13, 14), "add": [(11, 14), (13, 15)],
        "why": "both app servers go back into the pool and intake resumes (14) right after the app01 upgrade (11), without waiting for the end-to-end test order (13)"}

TARGET = {"step": 11, "old": "8.0.1", "new": "8.0.0", "kind": "software version"}

OPERATION = {"step": 5,
             "text": "Run `tdcad migrate --apply --db tdcad-db01` from `tdcad-app02` and review the plan with the CAD admin; stop if it contains any DROP statement.",
             "change": "migrate --plan -> --apply (dry run dropped; prose still says review the plan)"}
