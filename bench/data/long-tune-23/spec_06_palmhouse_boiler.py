ID = "lt23_06"
TASK = "Botanic garden palm house: burner controller replacement on boiler B-2 while boiler B-1 carries the glasshouse"

STEPS = [
    (1, [], "Open work order WO-3306 to replace the burner controller on palm house boiler B-2 (400 kW) in a mild week with night minimums above 5 °C.",
     "Raise WO-3306 for the B-2 burner controller swap (400 kW boiler, palm house), planned for a mild week where nights stay above 5 °C.",
     "In a mild week with night minimums above 5 °C, replace the B-2 (400 kW) burner controller under work order WO-3306."),
    (2, [1], "Get the curator's approval and confirm that the palm house night setpoint of 18 °C can be held on boiler B-1 alone.",
     "No work starts without the curator's approval and confirmation that B-1 by itself can keep the palm house at its 18 °C night setpoint.",
     None),
    (3, [1], "Export the last 14 days of boiler trends from BMS `bms-palm01` to `palm-boilers-14d.csv`.",
     "Pull 14 days of boiler trend history out of `bms-palm01` into `palm-boilers-14d.csv`.",
     "Into `palm-boilers-14d.csv`, export the last 14 days of boiler trends from BMS `bms-palm01`."),
    (4, [2], "Check that boiler B-1 is healthy: flue O2 between 3 % and 5 %, no lockout in 7 days and pump P-1 running.",
     "B-1 only counts as healthy if P-1 is running, it has had no lockout in 7 days and flue O2 sits between 3 % and 5 %.",
     None),
    (5, [2], "Raise frost alarm FA-PH to a 16 °C low-temperature setpoint and keep the out-of-hours call-out to the duty gardener active.",
     "Set FA-PH (frost alarm) to alarm at 16 °C and do not suspend the duty gardener's out-of-hours call-out.",
     "Keeping the duty gardener's out-of-hours call-out active, raise frost alarm FA-PH to a 16 °C low-temperature setpoint."),
    (6, [4, 5], "Hand the load to B-1: set sequence controller SEQ-1 to \"B-1 lead, B-2 disabled\".",
     "Make sure SEQ-1 reads \"B-1 lead, B-2 disabled\" so that B-1 carries the load.",
     None),
    (7, [6], "Watch the palm house for 2 hours on B-1 alone; the temperature must not drop below 18 °C before B-2 is isolated.",
     "B-2 stays live until the palm house has held 18 °C or more for 2 hours on B-1 by itself.",
     "Before B-2 is isolated, the palm house must stay at or above 18 °C for 2 hours with only B-1 firing."),
    (8, [3, 7], "Isolate B-2: close gas valve GV-2, lock it with LO-22 and switch off the supply at DB-PH/4.",
     "B-2 must be isolated - GV-2 shut and locked with LO-22, the DB-PH/4 supply off.",
     None),
    (9, [8], "Remove the old LMV37 burner controller BMC-2 and fit the new LMV52 unit, reusing the QRI flame sensor and air pressure switch wiring.",
     "Take out BMC-2, the old LMV37, and put in the LMV52; the air pressure switch and QRI flame sensor wiring stay.",
     "Fit the new LMV52 unit in place of BMC-2 (the old LMV37), reusing the wiring of the air pressure switch and QRI flame sensor."),
    (10, [9], "Load parameter set `PH-B2-LMV52-v1` with the commissioning engineer.",
     "The commissioning engineer and we load `PH-B2-LMV52-v1` onto the controller.",
     None),
    (11, [10], "Tightness-test the B-2 gas train: it must hold 50 mbar for 10 minutes with less than 1 mbar drop before gas is let in.",
     "Gas stays off B-2 unless its gas train holds 50 mbar for 10 minutes and loses under 1 mbar.",
     "Before gas is let in, the B-2 gas train must hold 50 mbar for 10 minutes, dropping less than 1 mbar."),
    (12, [11], "Remove LO-22, open GV-2 and switch DB-PH/4 back on.",
     "Take LO-22 off, put GV-2 back open and re-energise DB-PH/4.",
     None),
    (13, [12], "Commission B-2 combustion: O2 at 3.5 % on high fire and 5 % on low fire, CO below 50 ppm.",
     "Set up B-2 combustion so that CO stays under 50 ppm, with O2 at 5 % on low fire and 3.5 % on high fire.",
     "With CO below 50 ppm, commission B-2 to O2 of 3.5 % high fire and 5 % low fire."),
    (14, [13], "Test flame-failure lockout: shut the burner isolating cock and confirm the LMV52 locks out within 1 second.",
     "Close the burner isolating cock; if the LMV52 takes longer than 1 second to lock out, the test fails.",
     None),
    (15, [13], "Test that high-limit thermostat HL-2 trips at 90 °C.",
     "Make sure HL-2, the high-limit stat, trips at 90 °C.",
     "High-limit thermostat HL-2 must trip at 90 °C when tested."),
    (16, [14, 15], "Get commissioning certificate BM-2231 from the engineer for the B-2 tests.",
     "The engineer issues BM-2231, the commissioning certificate covering the B-2 tests.",
     None),
    (17, [16], "Return B-2 to the sequence with SEQ-1 on \"B-1 lead, B-2 lag\" and watch it for 24 hours.",
     "Put B-2 back in service as lag (SEQ-1: \"B-1 lead, B-2 lag\") and keep an eye on it for 24 hours.",
     "Set SEQ-1 to \"B-1 lead, B-2 lag\" to bring B-2 back into the sequence, then watch it for 24 hours."),
    (18, [17], "Enable weekly lead rotation on SEQ-1.",
     "Turn on the weekly lead/lag rotation in SEQ-1.",
     None),
    (19, [17], "Put frost alarm FA-PH back to its normal 14 °C setpoint.",
     "Restore FA-PH to 14 °C, its normal frost setpoint.",
     "FA-PH goes back to the normal 14 °C frost setpoint."),
    (20, [18, 19], "Add the LMV52 points to `bms-palm01` and check the alarm mapping.",
     "Map the LMV52 points into `bms-palm01` and make sure the alarms land where they should.",
     None),
    (21, [20], "Close WO-3306 with certificate BM-2231 attached.",
     "Attach BM-2231 and close out WO-3306.",
     "With certificate BM-2231 attached, close WO-3306."),
]

GUARDS = {
    2: "curator approval and confirmation B-1 can carry the house",
    3: "BMS trend export before work",
    4: "B-1 health check before taking B-2 out",
    7: "2-hour watch on B-1 alone before B-2 is isolated",
    11: "gas tightness test before gas is let back in",
    16: "commissioning certificate before B-2 returns to service",
}
DROP_GUARD = 11

SPLITS = {
    8: ("Isolate B-2 by closing gas valve GV-2 and locking it with LO-22.",
        "Switch off the B-2 supply at DB-PH/4."),
    13: ("Commission B-2 combustion with O2 at 3.5 % on high fire and 5 % on low fire.",
         "Check CO stays below 50 ppm."),
}
REGEN_SPLIT = (9, (
    "Take BMC-2, the old LMV37 burner controller, off the boiler.",
    "Fit the new LMV52 in its place; the QRI flame sensor and air pressure switch wiring are reused."))
SERIALIZE = [14, 15]
COMPRESS = [
    ([1, 2], "Open WO-3306 for the B-2 controller swap and get the curator's approval."),
    ([6, 7], "Move the load to B-1 and check the house holds temperature."),
    ([9, 10], "Replace BMC-2 with an LMV52 and load its parameters."),
    ([12, 13], "Unlock gas to B-2 and commission combustion."),
    ([17, 18], "Return B-2 to the sequence and enable lead rotation."),
    ([20, 21], "Add the LMV52 to the BMS and close WO-3306."),
]
LOST = {"remove": (7, 8), "add": [(7, 19)],
        "why": "B-2 is isolated before the 2-hour watch has shown that B-1 alone holds the palm house at 18 °C"}
TARGET = {"step": 8, "old": "GV-2", "new": "GV-1", "kind": "gas valve tag"}
OPERATION = {"step": 5,
             "text": "Raise frost alarm FA-PH to a 16 °C low-temperature setpoint and suspend the out-of-hours call-out to the duty gardener.",
             "change": "call-out kept active -> suspended"}
