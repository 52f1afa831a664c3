ID = "lt17_01"
TASK = ("Elm Street bridge deck snow-melt heating: controller SMC-2 firmware 3.4.2 -> 3.6.0 and "
        "re-commissioning before the first forecast snowfall")

# (id, deps, text, reword, moved-or-None)
STEPS = [
    (1, [],
     "Open change CHG-48213 for the Elm Street bridge snow-melt controller SMC-2 (firmware 3.4.2 -> 3.6.0) and notify the highway ops desk.",
     "Raise CHG-48213 covering the SMC-2 snow-melt controller on the Elm Street bridge (firmware 3.4.2 -> 3.6.0); the highway ops desk gets a heads-up.",
     "Notify the highway ops desk and open CHG-48213: firmware 3.4.2 -> 3.6.0 on SMC-2, the Elm Street bridge snow-melt controller."),
    (2, [1],
     "Get sign-off on CHG-48213 from the roads duty manager before anything on SMC-2 is touched.",
     "Nothing on SMC-2 gets touched until the roads duty manager has approved CHG-48213.",
     None),
    (3, [2],
     "Export the running controller config with `smcctl --host smc2.roads.local config export -o smc2-pre-3.6.0.json` and copy the file to the ops share.",
     "Take a copy of the live configuration (`smcctl --host smc2.roads.local config export -o smc2-pre-3.6.0.json`) and park that file on the ops share.",
     "Copy to the ops share the file written by `smcctl --host smc2.roads.local config export -o smc2-pre-3.6.0.json`, which exports the running controller config."),
    (4, [2],
     "Record the loop baseline in the ticket: supply temperature with `bacrp 2401 analog-input 3 present-value` and return temperature with `bacrp 2401 analog-input 4 present-value`.",
     "Note the baseline of the glycol loop in the ticket, reading the supply side via `bacrp 2401 analog-input 3 present-value` and the return side via `bacrp 2401 analog-input 4 present-value`.",
     None),
    (5, [2],
     "Check the glycol concentration at the expansion tank with the refractometer; it must protect to -30 °C (about 40 % propylene glycol).",
     "Measure the glycol strength at the expansion tank using the refractometer and make sure freeze protection reaches -30 °C, roughly 40 % propylene glycol.",
     "With the refractometer, confirm freeze protection to -30 °C (about 40 % propylene glycol) at the expansion tank."),
    (6, [3, 4, 5],
     "Put the deck heating in manual off with `smcctl --host smc2.roads.local mode set manual-off` and confirm circulation pumps P-1 and P-2 stop.",
     "Switch deck heating to manual off (`smcctl --host smc2.roads.local mode set manual-off`), then check that both circulation pumps P-1 and P-2 have stopped.",
     "Confirm pumps P-1 and P-2 stop after the deck heating goes to manual off via `smcctl --host smc2.roads.local mode set manual-off`."),
    (7, [6],
     "Flash the new firmware: `smcctl --host smc2.roads.local firmware apply smc-fw-3.6.0.bin --verify-signature`.",
     "Load firmware smc-fw-3.6.0.bin onto the controller by running `smcctl --host smc2.roads.local firmware apply smc-fw-3.6.0.bin --verify-signature`.",
     None),
    (8, [7],
     "Diff the migrated config against the export with `smcctl --host smc2.roads.local config diff smc2-pre-3.6.0.json` and review every changed setpoint before going back to auto.",
     "Compare what the upgrade migrated with the exported file (`smcctl --host smc2.roads.local config diff smc2-pre-3.6.0.json`); every setpoint that moved must be reviewed before auto mode returns.",
     "Before going back to auto, review every changed setpoint shown by `smcctl --host smc2.roads.local config diff smc2-pre-3.6.0.json`, the diff of the migrated config against the export."),
    (9, [8],
     "Re-enter the slab setpoints where the diff shows drift: idle 2 °C, melt 4 °C and slab high limit 10 °C.",
     "Wherever the diff reveals drift, put the slab setpoints back to idle 2 °C, melt 4 °C and a 10 °C slab high limit.",
     "Idle 2 °C, melt 4 °C, slab high limit 10 °C: re-enter these slab setpoints where the diff shows drift."),
    (10, [9],
     "Start the warm-up ramp at 5 °C per hour to protect the concrete: `smcctl --host smc2.roads.local ramp start --rate 5 --target 4`.",
     "Begin warming the slab slowly, 5 °C per hour so the concrete is not shocked, using `smcctl --host smc2.roads.local ramp start --rate 5 --target 4`.",
     None),
    (11, [9],
     "Run the pavement sensor self-test on S-1 to S-4 with `smcctl --host smc2.roads.local sensor test --all`.",
     "Exercise the pavement sensors S-1 to S-4 through their self-test (`smcctl --host smc2.roads.local sensor test --all`).",
     "Using `smcctl --host smc2.roads.local sensor test --all`, self-test pavement sensors S-1 to S-4."),
    (12, [10],
     "Watch the ramp for 2 hours: the supply-return delta must stay under 15 °C and boiler B-1 must not lock out.",
     "Keep an eye on the warm-up for 2 hours; if the supply-return delta reaches 15 °C or boiler B-1 locks out, stop.",
     None),
    (13, [11, 12],
     "Put SMC-2 back in automatic with `smcctl --host smc2.roads.local mode set auto`.",
     "Return the controller to automatic operation: `smcctl --host smc2.roads.local mode set auto` (SMC-2).",
     None),
    (14, [13],
     "Run a test melt of 30 minutes by simulating snow on sensor S-2: `smcctl --host smc2.roads.local sensor simulate S-2 --snow --duration 30m`.",
     "Fake a snow event on S-2 to drive a test melt lasting 30 minutes (`smcctl --host smc2.roads.local sensor simulate S-2 --snow --duration 30m`).",
     "Simulate snow on sensor S-2 with `smcctl --host smc2.roads.local sensor simulate S-2 --snow --duration 30m` for a test melt of 30 minutes."),
    (15, [13],
     "Confirm the SMC-2 alarms for low flow, sensor fault and boiler lockout reach the highway ops console.",
     "Make sure the highway ops console receives the low-flow, sensor-fault and boiler-lockout alarms raised by SMC-2.",
     None),
    (16, [14, 15],
     "Verify all four deck zones reached melt temperature and the controller dropped back to idle, then close CHG-48213.",
     "Close CHG-48213 only once it is confirmed that each of the four deck zones hit melt temperature and the controller fell back to idle.",
     "Close CHG-48213 after verifying that the controller dropped back to idle and all four deck zones reached melt temperature."),
]

GUARDS = {
    2: "roads duty manager sign-off before touching the controller",
    3: "config export before the firmware flash",
    8: "config diff review before returning to auto",
    12: "2-hour ramp watch before automatic mode",
    16: "melt verification before closing the change",
}
DROP_GUARD = 12

SPLITS = {
    4: ("Record the loop supply temperature in the ticket with `bacrp 2401 analog-input 3 present-value`.",
        "Record the loop return temperature in the ticket with `bacrp 2401 analog-input 4 present-value`."),
    14: ("Simulate snow on sensor S-2: `smcctl --host smc2.roads.local sensor simulate S-2 --snow --duration 30m`.",
         "Let the resulting test melt run for the full 30 minutes."),
}
REGEN_SPLIT = (8, (
    "Produce a diff of the migrated settings against the saved export: `smcctl --host smc2.roads.local config diff smc2-pre-3.6.0.json`.",
    "Go through each setpoint that changed in that diff; auto mode stays off until all of them are reviewed.",
))
SERIALIZE = [4, 5]

COMPRESS = [
    ([1, 2], "Open and get approval for CHG-48213 (SMC-2 firmware 3.4.2 -> 3.6.0)."),
    ([6, 7], "Put the deck heating in manual off and flash firmware 3.6.0 with `smcctl firmware apply`."),
    ([8, 9], "Diff the migrated config against the export and fix any drifted slab setpoints."),
    ([10, 12], "Start the warm-up ramp and watch it for a couple of hours."),
    ([15, 16], "Check the alarms reach the ops console, verify the zones melted and close the change."),
]

LOST = {"remove": (12, 13), "add": [(10, 13), (12, 16)],
        "why": "automatic mode is restored as soon as the ramp starts, without waiting for the 2-hour ramp watch"}

TARGET = {"step": 7, "old": "smc2.roads.local", "new": "smc1.roads.local", "kind": "host (controller of another bridge)"}

OPERATION = {"step": 10,
             "text": "Start the warm-up ramp at 5 °C per hour to protect the concrete: `smcctl --host smc2.roads.local ramp start --rate 50 --target 4`.",
             "change": "ramp rate `--rate 5` -> `--rate 50` (prose still says 5 °C per hour)"}
