ID = "lt22_04"
TASK = ("Brewery bottling line 4: load the new pasteurisation recipe PU-ZERO-v3 on tunnel pasteuriser TP-4 for "
        "the alcohol-free Harbour Zero, prove it with a PU logger, fill batch HZ-24-117 and release it after QA.")

STEPS = [
    (1, [], "Raise MOC-TP4-031 to load recipe PU-ZERO-v3 (target 25 PU, peak zone 62 °C) on tunnel pasteuriser TP-4, line 4.",
     "Open change MOC-TP4-031 covering the new recipe PU-ZERO-v3 for TP-4 on line 4: 25 PU target, 62 °C in the hottest zone.",
     "For TP-4 (line 4), raise MOC-TP4-031 so that PU-ZERO-v3 can be loaded, aiming at 25 PU with a peak zone of 62 °C."),
    (2, [1], "The QA manager and the brewing manager both sign MOC-TP4-031; nothing is loaded into TP-4 without the two signatures.",
     "Get MOC-TP4-031 signed by the brewing manager and by the QA manager; TP-4 gets no new recipe while either signature is missing.",
     None),
    (3, [1], "Capture the running TP-4 zone setpoints (recipe PU-LAGER-v7) and the PU table to the engineering share, and photograph the HMI recipe page before it is changed.",
     "Save what TP-4 is running now, recipe PU-LAGER-v7 zone setpoints and the PU table, onto the engineering share and take a photo of the HMI recipe page before anyone edits it.",
     "Photograph the HMI recipe page and copy the PU table and zone setpoints of the current recipe (PU-LAGER-v7) on TP-4 to the engineering share, before it is changed."),
    (4, [1], "Calibrate the Redpost PU travelling logger RP-2231 against the reference thermometer at 60 °C; it must read within 0.2 °C.",
     "Check travelling logger RP-2231 (Redpost) against the reference thermometer at 60 °C and accept it only inside 0.2 °C.",
     None),
    (5, [2, 3], "Open PU-ZERO-v3 on the TP-4 PLC in simulation mode and go through every zone setpoint against the recipe sheet with the QA technician reading them back.",
     "With TP-4's PLC in simulation mode, put PU-ZERO-v3 up and compare each zone setpoint with the recipe sheet while the QA technician reads the values back.",
     "Have the QA technician read back every zone setpoint from the recipe sheet while PU-ZERO-v3 is open on the TP-4 PLC in simulation mode."),
    (6, [5], "Stop the filler at the end of the PU-LAGER-v7 run and let TP-4 run empty for 2 full belt cycles so no lager is left in the tunnel.",
     "When the PU-LAGER-v7 run finishes, stop the filler and run TP-4 empty for 2 complete belt cycles until the tunnel holds no lager.",
     None),
    (7, [6], "Download PU-ZERO-v3 to the TP-4 PLC in production mode for spray zones 1-10.",
     "Send PU-ZERO-v3 down to the TP-4 PLC in production mode, covering spray zones 1-10.",
     "In production mode, download recipe PU-ZERO-v3 (spray zones 1-10) to the TP-4 PLC."),
    (8, [7], "Wait until all 10 zones sit within ±0.5 °C of setpoint on the HMI trend.",
     "Hold off until the HMI trend shows every one of the 10 zones inside ±0.5 °C of its setpoint.",
     None),
    (9, [4, 8], "Send the test pack through TP-4: logger RP-2231 in a 330 ml water bottle on the centre lane with 20 filled Harbour Zero bottles either side, witnessed by QA.",
     "Run the witnessed test pack through TP-4 with QA present: 20 filled Harbour Zero bottles on each side of a 330 ml water bottle holding logger RP-2231 on the centre lane.",
     "With QA watching, put logger RP-2231 (in a 330 ml water bottle, centre lane) through TP-4, flanked by 20 filled Harbour Zero bottles either side."),
    (10, [9], "Read logger RP-2231: the accumulated PU must be between 22 and 28 and the peak no more than 0.5 °C over 62 °C.",
     "Download RP-2231 and check it accumulated 22 to 28 PU without peaking more than 0.5 °C above 62 °C.",
     None),
    (11, [9], "Check the 20 trial bottles on the inspection table for crown leaks and label damage.",
     "On the inspection table, look over the 20 trial bottles for leaking crowns and damaged labels.",
     "Crown leaks and label damage: check for them on the 20 trial bottles at the inspection table."),
    (12, [10, 11], "Start filling Harbour Zero batch HZ-24-117 on line 4 at 20,000 bottles per hour.",
     "Begin the HZ-24-117 fill of Harbour Zero on line 4, running at 20,000 bottles per hour.",
     None),
    (13, [12], "Put the first 4 pallets of HZ-24-117 on QA hold in SAP (stock status BLOCKED).",
     "Block the first 4 pallets of HZ-24-117 in SAP so they sit on QA hold (status BLOCKED).",
     "In SAP, set stock status BLOCKED on the first 4 pallets of HZ-24-117 to put them on QA hold."),
    (14, [12], "Send logger RP-2231 through TP-4 again after 1 hour of production on the centre lane.",
     "After 1 hour of production, run RP-2231 back through TP-4 on the centre lane.",
     None),
    (15, [12], "Pull 6 bottles every hour at the TP-4 exit for the 5-day forcing test.",
     "Take 6 bottles an hour off the TP-4 outfeed and put them on the 5-day forcing test.",
     "For the 5-day forcing test, pull 6 bottles each hour at the TP-4 exit."),
    (16, [14], "Check the second logger run also gives 22 to 28 PU.",
     "Confirm the repeat logger pass lands between 22 and 28 PU as well.",
     None),
    (17, [13, 15, 16], "Hold HZ-24-117 until QA has looked at the 5-day forcing results, both logger runs and the seal checks, and initialled the batch record.",
     "Keep HZ-24-117 on hold until QA has gone through both logger runs, the seal checks and the 5-day forcing results and put initials on the batch record.",
     "Until QA initials the batch record after reviewing the seal checks, both logger runs and the 5-day forcing results, HZ-24-117 stays held."),
    (18, [17], "Release batch HZ-24-117 in SAP (BLOCKED to UNRESTRICTED) and let the pallets ship.",
     "Change HZ-24-117 from BLOCKED to UNRESTRICTED in SAP, releasing it so the pallets can go out.",
     None),
    (19, [17], "File the logger exports and test pack results on the QA share under HZ-24-117.",
     "Store the test pack results and the logger exports in the HZ-24-117 folder on the QA share.",
     "On the QA share, under HZ-24-117, file the test pack results and logger exports."),
    (20, [18, 19], "Close MOC-TP4-031 with the trial report and the release record attached.",
     "Attach the release record and the trial report to MOC-TP4-031 and close it.",
     None),
]

GUARDS = {
    2: "QA manager and brewing manager sign the MOC before loading (approval)",
    3: "running setpoints and HMI recipe page captured before the recipe is changed (captured values)",
    5: "recipe read back zone by zone in simulation mode before it is downloaded (dry run / diff)",
    8: "all zones settled within ±0.5 °C before the test pack (readiness)",
    9: "witnessed test pack with the PU logger before production (trial)",
    17: "batch held until QA reviews forcing tests, logger runs and seals before release (verification)",
}
DROP_GUARD = 5

SPLITS = {
    3: ("Capture the running TP-4 zone setpoints (recipe PU-LAGER-v7) and the PU table to the engineering share.",
        "Photograph the HMI recipe page before it is changed."),
    9: ("Send the test pack through TP-4: logger RP-2231 in a 330 ml water bottle on the centre lane.",
        "Put 20 filled Harbour Zero bottles either side of it; QA witnesses the pass."),
}
REGEN_SPLIT = (17, ("Keep batch HZ-24-117 held while QA goes over the 5-day forcing results, both logger runs and the seal checks.",
                    "Only when QA has initialled the batch record does the hold come off."))
SERIALIZE = [10, 11]
COMPRESS = [
    ([1, 4], "Raise the change for recipe PU-ZERO-v3 on TP-4 and calibrate the PU logger."),
    ([6, 7, 8], "Empty the tunnel, download PU-ZERO-v3 to TP-4 and wait for the zones to settle."),
    ([10, 12], "Check the logger PU result and start filling HZ-24-117."),
    ([14, 16], "Repeat the logger pass after an hour and check the PU again."),
    ([19, 20], "File the results and close MOC-TP4-031."),
]
LOST = {"remove": (17, 18), "add": [(13, 18)],
        "why": "HZ-24-117 is released in SAP (18) as soon as the first pallets are blocked (13), without waiting for QA's review of the forcing tests and logger runs (17)"}
TARGET = {"step": 18, "old": "HZ-24-117", "new": "HZ-24-171", "kind": "batch number"}
OPERATION = {"step": 13,
             "text": "Post the first 4 pallets of HZ-24-117 straight to free stock in SAP (stock status UNRESTRICTED).",
             "change": "put on QA hold (BLOCKED) -> post to free stock (UNRESTRICTED)"}
