ID = "lt17_03"
TASK = ("4.1 m telescope primary mirror cooling: replace glycol pump CP-2 on the mirror cell loop in the day "
        "shutdown, refill, thermal watch, hand back for the night")

STEPS = [
    (1, [],
     "Open OPS-3381 to replace coolant pump CP-2 on the 4.1 m telescope primary mirror glycol loop during the day shutdown.",
     "Raise ticket OPS-3381 for swapping glycol pump CP-2 of the 4.1 m primary mirror loop while the telescope is down for the day.",
     "During the day shutdown, replace CP-2 on the 4.1 m primary mirror glycol loop under ticket OPS-3381."),
    (2, [1],
     "Confirm with the night lead that the telescope is parked at zenith, the dome is closed and the mirror covers are shut, and note it in OPS-3381.",
     "Check with the night lead, and write down in OPS-3381, that the dome is shut, the mirror covers are closed and the telescope sits parked at zenith.",
     None),
    (3, [1],
     "Get the observatory engineering manager to approve taking mirror cooling offline for up to 4 hours.",
     "Mirror cooling may only go offline, for at most 4 hours, once the observatory engineering manager has agreed.",
     "Approval from the observatory engineering manager: mirror cooling offline for up to 4 hours."),
    (4, [2, 3],
     "Save the thermal controller parameters: `tcsctl thermal export --subsystem m1-cooling -o m1cool-20250611.yaml`.",
     "Keep a copy of the thermal control parameters by running `tcsctl thermal export --subsystem m1-cooling -o m1cool-20250611.yaml`.",
     None),
    (5, [4],
     "Stop the mirror cell cooling and wait for fan flow to reach zero: `tcsctl thermal m1-cooling stop --wait --timeout 600`.",
     "Shut down cooling of the mirror cell with `tcsctl thermal m1-cooling stop --wait --timeout 600`, holding until the fans show zero flow.",
     "`tcsctl thermal m1-cooling stop --wait --timeout 600`: stop the mirror cell cooling and let fan flow come down to zero."),
    (6, [5],
     "Close isolation valves V-11 and V-12 around CP-2 and relieve the pressure through drain D-4 into the glycol drum.",
     "Isolate CP-2 by shutting V-11 and V-12, then let the pressure off at drain D-4, catching the glycol in the drum.",
     None),
    (7, [6],
     "Swap CP-2 for the spare Magna3 40-120 pump and reopen V-11 and V-12 slowly.",
     "Fit the spare Magna3 40-120 in place of CP-2, then ease V-11 and V-12 open again.",
     "Reopen V-11 and V-12 slowly after CP-2 has been swapped for the spare Magna3 40-120."),
    (8, [7],
     "Bleed air at high point vent AV-3 until loop pressure holds at 1.8 bar for 10 minutes.",
     "Vent the air out at AV-3, the high point, and keep going until the loop stays at 1.8 bar for 10 minutes.",
     None),
    (9, [8],
     "Inspect CP-2 and the mirror cell manifold for leaks with the cell cover open.",
     "With the cover of the cell off, look over the manifold of the mirror cell and CP-2 for any leak.",
     "Leak check, cell cover open: CP-2 and the mirror cell manifold."),
    (10, [8],
     "Read the chiller status with `tcsctl thermal m1-cooling status --json`; it must show chiller CH-1 ready and glycol supply at 4 °C.",
     "Query `tcsctl thermal m1-cooling status --json` and expect CH-1 reported ready with the glycol supply at 4 °C.",
     None),
    (11, [9, 10],
     "Restart mirror cell cooling 1.5 °C below the forecast night ambient: `tcsctl thermal m1-cooling start --setpoint-offset -1.5`.",
     "Bring mirror cell cooling back with `tcsctl thermal m1-cooling start --setpoint-offset -1.5`, which aims 1.5 °C under the forecast ambient for the night.",
     "`tcsctl thermal m1-cooling start --setpoint-offset -1.5` restarts mirror cell cooling, targeting 1.5 °C below forecast night ambient."),
    (12, [11],
     "Watch mirror thermocouples TC-1 to TC-24 for 90 minutes; the front-to-back gradient must stay under 0.3 °C and the cooling rate under 1 °C per hour.",
     "For 90 minutes keep watching TC-1 to TC-24 on the mirror: a gradient front to back of 0.3 °C or more, or cooling faster than 1 °C per hour, is a fail.",
     None),
    (13, [12],
     "Diff the live thermal parameters against the export with `tcsctl thermal diff m1cool-20250611.yaml` and explain any difference in OPS-3381.",
     "Compare live thermal parameters with the saved file (`tcsctl thermal diff m1cool-20250611.yaml`); every difference gets an explanation in OPS-3381.",
     "Any difference found by `tcsctl thermal diff m1cool-20250611.yaml` (live parameters against the export) must be explained in OPS-3381."),
    (14, [12],
     "Record the new CP-2 serial number in the maintenance log and set the next service date.",
     "Enter the serial of the replacement CP-2 in the maintenance log, along with when it is next due for service.",
     None),
    (15, [13, 14],
     "Hand the telescope back to the night lead for on-sky work and close OPS-3381 once the gradient watch and the parameter diff are both clean.",
     "When both the parameter diff and the gradient watch have come out clean, return the telescope to the night lead for on-sky work and close OPS-3381.",
     None),
]

GUARDS = {
    3: "engineering manager approval for taking cooling offline",
    4: "thermal parameter export before stopping cooling",
    12: "90-minute gradient watch before hand-back",
    13: "parameter diff against the export before close",
}
DROP_GUARD = 4

SPLITS = {
    12: ("Watch mirror thermocouples TC-1 to TC-24 for 90 minutes.",
         "Throughout that watch the front-to-back gradient must stay under 0.3 °C and the cooling rate under 1 °C per hour."),
    15: ("Hand the telescope back to the night lead for on-sky work once the gradient watch and the parameter diff are both clean.",
         "Then close OPS-3381."),
}
REGEN_SPLIT = (6, (
    "Shut isolation valves V-11 and V-12 either side of CP-2.",
    "Let the loop pressure off through drain D-4, collecting the glycol in the drum.",
))
SERIALIZE = [9, 10]

COMPRESS = [
    ([1, 3], "Open OPS-3381 for the CP-2 swap and get the cooling outage approved."),
    ([6, 7], "Isolate and drain CP-2, fit the spare pump and reopen the valves."),
    ([8, 9], "Bleed the loop at AV-3 and leak-check the new pump."),
    ([13, 15], "Diff the thermal parameters, hand the telescope back and close the ticket."),
]

LOST = {"remove": (4, 5), "add": [(3, 5), (4, 13)],
        "why": "the mirror cooling is stopped and the loop drained without waiting for the thermal parameter export"}

TARGET = {"step": 4, "old": "m1-cooling", "new": "m2-cooling", "kind": "subsystem (secondary mirror instead of primary)"}

OPERATION = {"step": 5,
             "text": "Stop the mirror cell cooling and wait for fan flow to reach zero: `tcsctl thermal m1-cooling stop --timeout 0`.",
             "change": "wait removed: `--wait --timeout 600` -> `--timeout 0` (prose still says wait for zero flow)"}
