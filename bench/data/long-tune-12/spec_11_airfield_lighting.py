ID = "lt12_11"
TASK = "Westmoor Airport: upgrade the airfield ground lighting control system (ALCMS 5.1.4 -> 6.0.2, redundant pair alcms-a/alcms-b) overnight with runway 09/27 closed"

STEPS = [
 (1, [], "Open CHG-AGL-0877: ALCMS 5.1.4 -> 6.0.2 on alcms-a and alcms-b, night of 2025-10-14 01:00-04:30, runway 09/27 closed by NOTAM.",
  "Raise CHG-AGL-0877 to take alcms-a and alcms-b from ALCMS 5.1.4 to 6.0.2 on the night of 2025-10-14 01:00-04:30, with runway 09/27 NOTAM-closed.",
  "With runway 09/27 closed by NOTAM on the night of 2025-10-14 01:00-04:30, CHG-AGL-0877 covers ALCMS 5.1.4 -> 6.0.2 on alcms-a and alcms-b."),
 (2, [1], "After the last movement, the ATC tower supervisor and the airside operations manager give their go in CHG-AGL-0877.",
  "Once the last movement is done, get the go from both the airside operations manager and the ATC tower supervisor, written in CHG-AGL-0877.",
  None),
 (3, [2], "`alcms-tool export --project WMR --out /srv/agl/keep/WMR-5.1.4.alp`",
  "Export the ALCMS project and its CCR mappings with `alcms-tool export --project WMR --out /srv/agl/keep/WMR-5.1.4.alp`.",
  None),
 (4, [2], "Switch the 24 CCRs to local control at the substation: the electrician holds each at its current step on the local selector and confirms by radio.",
  "Have the substation electrician put all 24 CCRs on their local selectors at the step they are on now, confirming each by radio.",
  "Each of the 24 CCRs goes to local control at the substation, held at its current step on the local selector; the electrician confirms by radio."),
 (5, [3, 4], "Stop the standby server: `alcmsctl stop --node alcms-b`.",
  "Bring down alcms-b, the standby, with `alcmsctl stop --node alcms-b`.",
  None),
 (6, [5], "Upgrade alcms-b: `alcms-setup --upgrade 6.0.2 --node alcms-b`.",
  "Install 6.0.2 on the standby via `alcms-setup --upgrade 6.0.2 --node alcms-b`.",
  "`alcms-setup --upgrade 6.0.2 --node alcms-b` upgrades alcms-b."),
 (7, [6], "Start alcms-b in monitor-only mode: `alcmsctl start --node alcms-b --monitor-only`.",
  "Bring alcms-b up so it only monitors: `alcmsctl start --node alcms-b --monitor-only`.",
  None),
 (8, [7], "alcms-b must see what alcms-a sees: all 24 CCRs, the circuit insulation readings and the lamp failure counts identical.",
  "Check the picture on alcms-b against alcms-a - the 24 CCRs, circuit insulation readings and lamp failure counts have to be the same.",
  "All 24 CCRs, circuit insulation readings and lamp failure counts must be identical on alcms-b and alcms-a."),
 (9, [8], "Make alcms-b the active server: `alcmsctl failover --to alcms-b`.",
  "Fail over so that alcms-b becomes active, `alcmsctl failover --to alcms-b`.",
  None),
 (10, [9], "Upgrade alcms-a: `alcmsctl stop --node alcms-a`, then `alcms-setup --upgrade 6.0.2 --node alcms-a`.",
  "Stop alcms-a with `alcmsctl stop --node alcms-a` and upgrade it afterwards using `alcms-setup --upgrade 6.0.2 --node alcms-a`.",
  "`alcmsctl stop --node alcms-a` then `alcms-setup --upgrade 6.0.2 --node alcms-a` upgrades alcms-a."),
 (11, [10], "Start alcms-a as standby: `alcmsctl start --node alcms-a --role standby`.",
  "Bring alcms-a back in the standby role via `alcmsctl start --node alcms-a --role standby`.",
  None),
 (12, [11], "`alcmsctl status` shows alcms-b active, alcms-a standby and sync OK.",
  "Run `alcmsctl status` and expect sync OK with alcms-b active and alcms-a as standby.",
  "Sync OK, alcms-b active, alcms-a standby: that is what `alcmsctl status` must show."),
 (13, [12], "The substation electrician returns the 24 selectors to remote, giving control back to the tower panel.",
  "Give control back to the tower panel: the electrician in the substation puts the 24 selectors back to remote.",
  None),
 (14, [13], "From the tower, step the 09/27 edge lights through steps 1-5 and read back the CCR output at each step: 2.8, 3.4, 4.1, 5.2 and 6.6 A.",
  "Run the 09/27 edge lights through steps 1-5 from the tower, reading back the CCR output each time; expect 2.8, 3.4, 4.1, 5.2 and 6.6 A.",
  None),
 (15, [13], "Switch on the approach lights and PAPI for runway 27; monitoring must show failed lamps under 2%.",
  "Turn on PAPI and approach lights for runway 27 and check monitoring reports fewer than 2% failed lamps.",
  "Failed lamps under 2% in monitoring once the approach lights and PAPI for runway 27 are on."),
 (16, [14, 15], "The runway inspection vehicle drives 09/27 with lights at step 5 and reports any failed fittings.",
  "Send the runway inspection vehicle down 09/27 at lighting step 5 to report failed fittings.",
  None),
 (17, [16], "The tower supervisor accepts the lighting in the ATC log.",
  "Get the lighting accepted in the ATC log by the tower supervisor.",
  "In the ATC log, the tower supervisor accepts the lighting."),
 (18, [17], "Cancel the runway closure NOTAM.",
  "Have the NOTAM closing the runway cancelled.",
  None),
 (19, [18], "Watch the ALCMS event log for 2 hours: no CCR communication alarms.",
  "For 2 hours keep an eye on the ALCMS event log and make sure no CCR communication alarms come up.",
  "No CCR communication alarms in the ALCMS event log over 2 hours of watching."),
 (20, [19], "Close CHG-AGL-0877.",
  "Mark CHG-AGL-0877 closed.",
  None),
]

GUARDS = {
 2: "go from ATC and airside operations (approval)",
 3: "project export, command only (does not say what it protects)",
 4: "CCRs held in local control before the servers are touched",
 8: "compare the upgraded standby's view before failover",
 14: "step test with CCR current read-back",
 16: "runway drive-down before acceptance",
 19: "2-hour watch before closing",
}
DROP_GUARD = 2

SPLITS = {
 4: ("Switch the 24 CCRs to local control at the substation.",
     "The electrician holds each at its current step on the local selector and confirms by radio."),
 14: ("From the tower, step the 09/27 edge lights through steps 1-5.",
      "Read back the CCR output at each step: 2.8, 3.4, 4.1, 5.2 and 6.6 A."),
}
REGEN_SPLIT = (8, (
 "Compare alcms-b with alcms-a: both must show all 24 CCRs.",
 "The circuit insulation readings and lamp failure counts also have to be identical.",
))
SERIALIZE = [14, 15]
COMPRESS = [
 ([1, 2], "Open CHG-AGL-0877 for ALCMS 6.0.2 and get the go from ATC after the last movement."),
 ([5, 6], "Stop and upgrade the standby alcms-b."),
 ([10, 11], "Upgrade alcms-a and start it as standby."),
 ([12, 13], "Check redundancy and put the CCR selectors back to remote."),
 ([17, 18], "Tower accepts the lighting; cancel the NOTAM."),
 ([19, 20], "Watch the event log, then close the change."),
]
LOST = {"remove": (8, 9), "add": [(7, 9), (8, 10)],
        "why": "the failover to alcms-b no longer waits for the comparison of its view with alcms-a"}
TARGET = {"step": 15, "old": "runway 27", "new": "runway 09", "kind": "runway designator"}
OPERATION = {"step": 7, "change": "verb and command flipped together: monitor-only start -> start in control mode (two controlling servers)",
 "text": "Start alcms-b in control mode: `alcmsctl start --node alcms-b --control`."}
