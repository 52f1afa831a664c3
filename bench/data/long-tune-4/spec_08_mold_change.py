ID = "lt4_08"
TASK = "Change injection molding press IMM-07 from mold M-3902 to M-4471 and release production after first-article inspection."

STEPS = [
    (1, [], "Open work order WO-2026-3318 for changing press IMM-07 from mold M-3902 to M-4471 and reserve the setup team for shift B.",
     "Raise WO-2026-3318 to swap mold M-3902 for M-4471 on IMM-07, and book the setup crew on shift B.",
     "Reserve the shift B setup team and open WO-2026-3318: press IMM-07 changes from mold M-3902 to M-4471."),
    (2, [1], "Save the current CC300 dataset for M-3902 to mes-fs01:/recipes/IMM-07/M-3902-20260620.dat.",
     "Back up the M-3902 process settings from the CC300 controller into mes-fs01:/recipes/IMM-07/M-3902-20260620.dat.",
     "mes-fs01:/recipes/IMM-07/M-3902-20260620.dat gets a copy of the CC300 dataset for M-3902."),
    (3, [1], "Load Bayblend T65 into dryer D-3 at 100 °C for 4 hours; the dew point must be -40 °C or lower.",
     "Dry the Bayblend T65 in D-3 for 4 hours at 100 °C. If the dew point is above -40 °C, keep drying.",
     None),
    (4, [1], "Pre-stage mold M-4471 on the preheat cart and check its maintenance tag: last PM less than 50000 shots ago.",
     "Bring M-4471 onto the preheat cart; its maintenance tag must show a PM within the last 50000 shots, otherwise send it to the toolroom first.",
     "On the preheat cart, check the maintenance tag of mold M-4471 (last PM under 50000 shots ago)."),
    (5, [2], "Run out the remaining material, purge the barrel with 2 shots of purge compound, then stop the press and apply the LOTO lock to the main disconnect.",
     "Empty the barrel, purge it with 2 shots of purge compound, and only then shut the press down and lock out the main disconnect (LOTO).",
     None),
    (6, [4, 5], "Remove M-3902 with the 5 t overhead crane, then mount and clamp M-4471 and connect its 6 water circuits per the water map and the hot runner cables.",
     "Lift M-3902 out using the 5 t overhead crane; hang M-4471, clamp it, and hook up the hot runner cables plus all 6 water circuits following the water map.",
     "With the 5 t overhead crane, take out M-3902; clamp M-4471 in place and connect the hot runner cables and 6 water circuits (per the water map)."),
    (7, [6], "Load dataset M-4471 rev C from mes-fs01:/recipes/IMM-07/M-4471-revC.dat into the CC300.",
     "Import mes-fs01:/recipes/IMM-07/M-4471-revC.dat (M-4471 rev C) into the CC300 controller.",
     None),
    (8, [6], "Leak-test the water circuits at 6 bar for 10 minutes; no pressure drop is allowed.",
     "Pressurise the water circuits to 6 bar and hold for 10 minutes. Any pressure drop means reconnect and test again.",
     "10 minutes at 6 bar with no pressure drop: that is the leak test for the water circuits."),
    (9, [3, 7, 8], "Remove the LOTO lock, start the press and heat to setpoints (barrel 270 °C, hot runner 280 °C), then let it soak for 30 minutes.",
     "Take off the LOTO lock and bring the press up to temperature - barrel 270 °C, hot runner 280 °C - followed by a 30-minute soak.",
     "Barrel 270 °C, hot runner 280 °C, 30 minutes of soak: reach these after removing the LOTO lock and starting the press."),
    (10, [9], "Run 20 dial-in shots with the scrap-to-regrind switch on until there are no short shots and the cushion sits between 5 and 8 mm.",
     "With scrap-to-regrind switched on, shoot 20 dial-in parts; keep adjusting until short shots are gone and cushion stays within 5 and 8 mm.",
     None),
    (11, [10], "First article inspection: measure 5 consecutive parts on the CMM against drawing 4471-D rev C; every critical dimension must be in tolerance.",
     "Do the FAI on the CMM: 5 consecutive parts checked against drawing 4471-D rev C. A single critical dimension out of tolerance fails the first article.",
     "On the CMM, 5 consecutive parts go against drawing 4471-D rev C (first article inspection); all critical dimensions in tolerance."),
    (12, [10], "Weigh 5 parts: each must be 41.2 g +/- 0.3 g.",
     "Check the weight of 5 parts; anything outside 41.2 g +/- 0.3 g is a reject.",
     None),
    (13, [11, 12], "The quality engineer signs the FAI report in MES and releases the lot.",
     "In MES, the quality engineer signs off the FAI report and releases the lot - no release, no production.",
     "Lot release and FAI report signature in MES come from the quality engineer."),
    (14, [13], "Switch scrap-to-regrind off, set the MES order to RUN and start production at a 28 second cycle.",
     "Start production: scrap-to-regrind off, MES order set to RUN, running a 28 second cycle.",
     None),
    (15, [14], "After 2 hours check that the scrap rate is below 1.5 %, then close WO-2026-3318.",
     "Close WO-2026-3318 once 2 hours of running show scrap under 1.5 %; 1.5 % or higher means call the process engineer first.",
     None),
]

GUARDS = {2: "dataset backup before the change", 5: "purge, stop and lockout before removing the mold",
          8: "water circuit leak test before heating", 11: "first article inspection before release",
          13: "quality engineer release before production"}
DROP_GUARD = 11

SPLITS = {
    6: ("Remove M-3902 with the 5 t overhead crane.",
        "Mount and clamp M-4471 and connect its 6 water circuits per the water map and the hot runner cables."),
    9: ("Remove the LOTO lock and start the press.",
        "Heat to setpoints (barrel 270 °C, hot runner 280 °C), then let it soak for 30 minutes."),
}
REGEN_SPLIT = (5, ("Run the leftover material out of the barrel and purge with 2 shots of purge compound.",
                   "After that, stop IMM-07 and put the LOTO lock on its main disconnect."))

SERIALIZE = [11, 12]

COMPRESS = [
    ((2, 5), "Back up the M-3902 dataset, purge and lock out the press."),
    ((6, 8), "Swap the molds and leak-test the water circuits."),
    ((11, 13), "Run the first article inspection and have quality release the lot."),
    ((14, 15), "Start production and close the work order after checking scrap."),
]

LOST = {"remove": (5, 6), "add": [(5, 9)],
        "why": "the mold swap with the crane (6) no longer waits for the press to be stopped and locked out (5)"}

TARGET = {"step": 7, "old": "M-4471-revC.dat", "new": "M-4471-revB.dat", "kind": "recipe file revision"}

OPERATION = {"step": 10, "text": "Run 20 dial-in shots with the scrap-to-regrind switch off until there are no short shots and the cushion sits between 5 and 8 mm.",
             "change": "scrap-to-regrind on -> off (dial-in parts go into the good-parts bin)"}
