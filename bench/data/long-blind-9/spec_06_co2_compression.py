ID = "lb9_06"
TASK = ("Carbon capture plant: on CO2 compressor K-301, replace the positioner of stage 3 anti-surge valve FV-3013, "
        "load surge line rev7 into the anti-surge controller, restart through recycle and put export to injection "
        "well CCS-INJ-2 back on line.")

STEPS = [
    (1, [], "Raise MOC-2291 and work order WO-77410 for the FV-3013 positioner swap on K-301 stage 3.",
     "Open work order WO-77410 together with MOC-2291 to cover swapping the FV-3013 positioner on stage 3 of K-301.",
     "For K-301 stage 3 (FV-3013 positioner swap), raise WO-77410 and MOC-2291."),
    (2, [1], "Agree with pipeline control that export to CCS-INJ-2 may drop to 0 for 8 hours, and get the shift supervisor's go.",
     "Settle with pipeline control that CCS-INJ-2 can lose export entirely (0) for 8 hours, then obtain a go from the shift supervisor.",
     None),
    (3, [2], "Export the anti-surge controller config: `asctl config export --unit K-301 -o /eng/asc/K-301-pre-MOC-2291.cfg`.",
     "Save the anti-surge controller's configuration to a file with `asctl config export --unit K-301 -o /eng/asc/K-301-pre-MOC-2291.cfg`.",
     "/eng/asc/K-301-pre-MOC-2291.cfg holds the exported controller config (`asctl config export --unit K-301 -o /eng/asc/K-301-pre-MOC-2291.cfg`)."),
    (4, [2], "Pull 30 days of stage 3 flow and dP trends from the historian (`pihist export --tags K301.S3.* --days 30`) for the surge map check.",
     "For checking the surge map, extract the last 30 days of stage 3 flow and dP from the historian via `pihist export --tags K301.S3.* --days 30`.",
     "`pihist export --tags K301.S3.* --days 30` gives the 30 days of stage 3 flow and dP trends needed for the surge map check."),
    (5, [3, 4], "Unload K-301 with `asctl unit K-301 --unload`, then stop it from the DCS with a normal stop.",
     "Take the load off K-301 using `asctl unit K-301 --unload` and then do a normal stop from the DCS.",
     None),
    (6, [5], "Isolate stage 3: close XV-3001 and XV-3002, vent through HV-3009 to the vent stack down to below 0.5 barg, and apply LOTO LK-3013.",
     "Shut XV-3001 and XV-3002 to isolate stage 3, blow it down through HV-3009 to the vent stack until it is under 0.5 barg, and put LOTO LK-3013 on.",
     "LOTO LK-3013 goes on once stage 3 is isolated (XV-3001 and XV-3002 closed) and vented through HV-3009 to the vent stack below 0.5 barg."),
    (7, [6], "Gas-test around FV-3013 before breaking in: CO2 under 5000 ppm and O2 above 19.5%.",
     "Nobody breaks into FV-3013 until a gas test around it shows CO2 below 5000 ppm and O2 over 19.5%.",
     None),
    (8, [6], "Enter the vented stage 3 inventory (about 1.2 t CO2) in emissions vent log EVL-2025.",
     "Record roughly 1.2 t of CO2 vented from stage 3 in the emissions vent log EVL-2025.",
     "Emissions vent log EVL-2025 gets the vented stage 3 inventory, about 1.2 t CO2."),
    (9, [7], "Fit the new Fisher DVC6200 positioner (tag FV-3013-P) and set its air supply to 4.1 bar.",
     "Mount the replacement Fisher DVC6200 positioner, tag FV-3013-P, and adjust the air supply to 4.1 bar.",
     None),
    (10, [9], "Stroke FV-3013: full 0-100% travel in under 2 s and fail-open on loss of air.",
     "Stroke-test FV-3013; it has to go through 0-100% in less than 2 s and fail open when the air is removed.",
     "Under 2 s for 0-100% travel, and fail-open on air loss: both are required when FV-3013 is stroked."),
    (11, [10], "Load surge line rev7 in simulation only: `asctl surge-line load --unit K-301 --file surge-K301-rev7.csv --simulate`, and plot its 10% control margin against the old line.",
     "Try surge line rev7 without committing, `asctl surge-line load --unit K-301 --file surge-K301-rev7.csv --simulate`, and chart the 10% control margin next to the existing line.",
     "With `--simulate`, surge-K301-rev7.csv is loaded for K-301 (`asctl surge-line load --unit K-301 --file surge-K301-rev7.csv --simulate`) and its 10% control margin plotted against the old line."),
    (12, [11], "The engineering lead reviews the simulation plot and signs stage 2 of MOC-2291.",
     "Stage 2 of MOC-2291 is signed by the engineering lead once the simulation plot has been reviewed.",
     None),
    (13, [12], "Commit surge line rev7: `asctl surge-line load --unit K-301 --file surge-K301-rev7.csv --commit`.",
     "Make rev7 the live surge line by running `asctl surge-line load --unit K-301 --file surge-K301-rev7.csv --commit`.",
     "`asctl surge-line load --unit K-301 --file surge-K301-rev7.csv --commit` puts rev7 live."),
    (14, [10], "Remove LOTO LK-3013, reopen XV-3001 and XV-3002, purge stage 3 with CO2 and leak-test at 10 barg.",
     "Take LOTO LK-3013 off, open XV-3001 and XV-3002 again, purge stage 3 with CO2 and do a leak test at 10 barg.",
     "Stage 3 is purged with CO2 and leak-tested at 10 barg after LK-3013 comes off and XV-3001 and XV-3002 are reopened."),
    (15, [13, 14], "Start K-301 on full recycle with FV-3013 100% open: `asctl unit K-301 --mode recycle`.",
     "Bring K-301 up in full recycle, FV-3013 wide open at 100%, using `asctl unit K-301 --mode recycle`.",
     None),
    (16, [15], "Close the recycle slowly towards the control line and confirm the controller opens FV-3013 at the 10% margin with no surge event.",
     "Ease the recycle closed towards the control line; the controller must open FV-3013 at the 10% margin and there must be no surge event.",
     "No surge event, and FV-3013 opened by the controller at the 10% margin, while the recycle is slowly closed toward the control line."),
    (17, [16], "Hold K-301 at 60% load for 2 hours: vibration under 25 µm and no anti-surge step responses.",
     "Keep K-301 at 60% load for two hours and watch for vibration staying below 25 µm and no anti-surge step response.",
     "For 2 hours at 60% load, K-301 must stay under 25 µm vibration with no anti-surge step responses."),
    (18, [17], "Line up export: open XV-3050 to the CCS-INJ-2 pipeline and ramp to 100% at 5% per 10 minutes.",
     "Open XV-3050 to put K-301 onto the CCS-INJ-2 pipeline and raise it to 100% in 5% steps every 10 minutes.",
     None),
    (19, [17], "Set the DCS deviation alarm for FV-3013-P at 5%.",
     "Configure the FV-3013-P deviation alarm in the DCS to 5%.",
     "A 5% deviation alarm is set for FV-3013-P in the DCS."),
    (20, [18], "Pipeline control confirms the CCS-INJ-2 meter agrees with K-301 discharge flow within ±2%.",
     "Get pipeline control to confirm that the CCS-INJ-2 meter and the K-301 discharge flow agree to within ±2%.",
     None),
    (21, [19, 20], "Update the P&ID and the instrument index for FV-3013-P.",
     "Bring the instrument index and the P&ID up to date for FV-3013-P.",
     None),
    (22, [21], "Close WO-77410 with the stroke and leak test records.",
     "Complete WO-77410, attaching the leak test and stroke records.",
     None),
    (23, [8, 22], "Close MOC-2291 after the post-start-up review.",
     "Once the post-start-up review is done, close out MOC-2291.",
     None),
]

GUARDS = {
    2: "pipeline control agreement and shift supervisor's go",
    3: "controller config export before the change",
    7: "gas test before breaking in",
    10: "stroke test of the valve",
    11: "surge line loaded in --simulate and compared before commit",
    12: "engineering lead sign-off of MOC stage 2 before commit",
    16: "surge test before load",
    17: "2-hour hold at 60% before export is lined up",
}
DROP_GUARD = 12

SPLITS = {
    6: ("Isolate stage 3 by closing XV-3001 and XV-3002.",
        "Vent it through HV-3009 to the vent stack to below 0.5 barg and apply LOTO LK-3013."),
    14: ("Remove LOTO LK-3013 and reopen XV-3001 and XV-3002.",
         "Purge stage 3 with CO2 and leak-test it at 10 barg."),
}

REGEN_SPLIT = (11, ("Trial-load the rev7 surge line, `asctl surge-line load --unit K-301 --file surge-K301-rev7.csv --simulate`, nothing committed.",
                    "Chart where its 10% control margin sits compared with the current line."))

SERIALIZE = [3, 4]

COMPRESS = [
    ([1, 2], "Raise MOC-2291/WO-77410 and agree the export outage with pipeline control."),
    ([5, 6], "Unload and stop K-301, isolate and vent stage 3 and lock it off."),
    ([9, 10], "Fit the DVC6200 positioner on FV-3013 and stroke it."),
    ([11, 12, 13], "Simulate surge line rev7, get it signed off and commit it."),
    ([18, 20], "Open XV-3050, ramp export to CCS-INJ-2 and confirm the meter agrees."),
    ([22, 23], "Close the work order and the MOC."),
]

LOST = {"remove": (17, 18), "add": [(16, 18)],
        "why": "export to CCS-INJ-2 is lined up and ramped right after the surge test, without the 2-hour hold at 60% load"}

TARGET = {"step": 6, "old": "XV-3002", "new": "XV-3020", "kind": "isolation valve tag"}

OPERATION = {"step": 15,
             "text": "Start K-301 straight on load with FV-3013 closed: `asctl unit K-301 --mode load`.",
             "change": "start on full recycle -> start directly on load with the anti-surge valve closed (whole step rewritten consistently)"}
