ID = "lt16_03"
TASK = ("Vallée cheese cave: upgrade the CaveLogic climate controllers of ripening rooms R3 and R4 from 2.1.4 to "
        "2.3.0, one room at a time, with the rooms blocked for new wheels and turning robot TR-2 paused (QC-2291).")

STEPS = [
    (1, [], "Open QA change QC-2291 for the CaveLogic 2.1.4 -> 2.3.0 upgrade on ripening rooms R3 and R4.",
     "Raise QC-2291 in the QA system to take the R3 and R4 ripening rooms from CaveLogic 2.1.4 to 2.3.0.",
     "For ripening rooms R3 and R4, open QA change QC-2291: CaveLogic 2.1.4 -> 2.3.0."),
    (2, [1], "Have the affineur and the QA manager sign QC-2291, since R3 and R4 hold Comté batches B-1187 to B-1203.",
     "R3 and R4 are full of Comté batches B-1187 to B-1203, so QC-2291 needs signatures from both the affineur and the QA manager first.",
     None),
    (3, [2], "Export the R3 and R4 setpoints and 30 days of trends: `cavectl export --rooms R3,R4 --days 30 --out /srv/cave/pre-2.3.0/`.",
     "Save the R3 and R4 setpoints plus 30 days of trend data with `cavectl export --rooms R3,R4 --days 30 --out /srv/cave/pre-2.3.0/`.",
     "Run `cavectl export --rooms R3,R4 --days 30 --out /srv/cave/pre-2.3.0/` to keep the R3 and R4 setpoints and 30 days of trends."),
    (4, [2], "Set R3 and R4 to `Blocked` in the production planning system so no new wheels are booked in.",
     "In production planning, mark R3 and R4 as `Blocked`, which stops new wheels being booked into them.",
     "No new wheels should be booked in: R3 and R4 get the `Blocked` status in the production planning system."),
    (5, [2], "Pause turning robot TR-2 in the R3/R4 aisle at the end of its current cycle.",
     "Let TR-2 finish the cycle it is on in the R3/R4 aisle, then pause it.",
     None),
    (6, [3, 4, 5], "Put the R3 humidifier and cooling in `Hand` at 95 % RH and 12 °C.",
     "Switch R3's humidifier and cooling over to `Hand`, holding 95 % RH and 12 °C.",
     "At 95 % RH and 12 °C, place the humidifier and cooling of R3 in `Hand`."),
    (7, [6], "Upgrade the R3 controller: `cavectl firmware --room R3 --version 2.3.0`.",
     "Flash the controller of R3 using `cavectl firmware --room R3 --version 2.3.0`.",
     None),
    (8, [7], "Diff the R3 setpoints against the export with `cavectl diff --room R3 --against /srv/cave/pre-2.3.0/R3.json` and get QA to accept every difference.",
     "QA must accept each line that `cavectl diff --room R3 --against /srv/cave/pre-2.3.0/R3.json` reports between the live R3 setpoints and the export.",
     "Get QA to accept every difference between the export and the R3 setpoints (`cavectl diff --room R3 --against /srv/cave/pre-2.3.0/R3.json`)."),
    (9, [8], "Switch the R3 humidifier and cooling from `Hand` back to `Auto`.",
     "Return the humidifier and cooling of R3 to `Auto` from `Hand`.",
     "The R3 humidifier and cooling go back from `Hand` to `Auto`."),
    (10, [9], "Watch R3 for 4 hours and do not touch R4 unless RH stays within 93-97 % and temperature within 11.5-12.5 °C.",
     "R4 waits while R3 is observed for 4 hours; RH has to stay inside 93-97 % and temperature inside 11.5-12.5 °C.",
     None),
    (11, [10], "Put the R4 humidifier and cooling in `Hand` at 95 % RH and 12 °C.",
     "Switch R4's humidifier and cooling to `Hand`, holding 95 % RH and 12 °C.",
     "Place the humidifier and cooling of R4 in `Hand` at 95 % RH and 12 °C."),
    (12, [11], "Upgrade R4: `cavectl firmware --room R4 --version 2.3.0`.",
     "Flash the controller of R4 using `cavectl firmware --room R4 --version 2.3.0`.",
     None),
    (13, [12], "Diff the R4 setpoints with `cavectl diff --room R4 --against /srv/cave/pre-2.3.0/R4.json` and get QA to accept every difference.",
     "QA has to accept each difference that `cavectl diff --room R4 --against /srv/cave/pre-2.3.0/R4.json` shows for the R4 setpoints.",
     "Get QA to accept every difference in the R4 setpoints (`cavectl diff --room R4 --against /srv/cave/pre-2.3.0/R4.json`)."),
    (14, [13], "Switch the R4 humidifier and cooling from `Hand` back to `Auto`.",
     "Take the R4 humidifier and cooling out of `Hand` and into `Auto` again.",
     None),
    (15, [14], "Watch R4 for 4 hours with the same limits: RH 93-97 % and temperature 11.5-12.5 °C.",
     "Observe R4 over 4 hours against the same bands, 93-97 % RH and 11.5-12.5 °C.",
     "Apply the same limits (RH 93-97 %, temperature 11.5-12.5 °C) while watching R4 for 4 hours."),
    (16, [15], "Resume turning robot TR-2 in the R3/R4 aisle.",
     "Start TR-2 again in the aisle for R3/R4.",
     "In the R3/R4 aisle, resume TR-2, the turning robot."),
    (17, [15], "Check the CaveLogic history for R3 and R4 has no gap longer than 5 minutes since the upgrade.",
     "Make sure the R3 and R4 CaveLogic history has no hole over 5 minutes since the upgrade.",
     None),
    (18, [15], "Check the alarm log for R3 and R4 shows no RH-low alarm since the upgrade.",
     "Go through the R3 and R4 alarm log and confirm that no RH-low alarm has fired since the upgrade.",
     "No RH-low alarm should appear in the R3 and R4 alarm log since the upgrade; check it."),
    (19, [17, 18], "Set R3 and R4 back to `Bookable` in the production planning system.",
     "Return R3 and R4 to `Bookable` in production planning.",
     None),
    (20, [16, 19], "Close QC-2291 with the two 4-hour watch records and the QA-accepted diffs attached.",
     "Attach both 4-hour watch records and the diffs QA accepted to QC-2291, then close it.",
     None),
]

GUARDS = {2: "affineur and QA manager sign-off on QC-2291",
          3: "export of setpoints and trends before the first flash",
          8: "QA review of the R3 setpoint diff",
          10: "4-hour R3 watch before starting R4",
          13: "QA review of the R4 setpoint diff",
          15: "4-hour R4 watch before reopening the rooms"}
DROP_GUARD = 2

SPLITS = {
    3: ("Export the R3 and R4 setpoints and 30 days of trends.",
        "Use `cavectl export --rooms R3,R4 --days 30 --out /srv/cave/pre-2.3.0/` for the export."),
    10: ("Watch R3 for 4 hours and do not touch R4 yet.",
         "Carry on only if RH stayed within 93-97 % and temperature within 11.5-12.5 °C."),
}
REGEN_SPLIT = (6, ("Switch the R3 humidifier to `Hand` and set it to 95 % RH.",
                   "Put R3 cooling in `Hand` as well, at 12 °C."))
SERIALIZE = [17, 18]

COMPRESS = [
    ([1, 2], "Open QC-2291 for the CaveLogic 2.3.0 upgrade of R3 and R4 and get it signed."),
    ([7, 8], "Upgrade R3 to 2.3.0 and have QA check the setpoint diff."),
    ([9, 10], "Put R3 back in `Auto` and watch it for 4 hours."),
    ([12, 13], "Upgrade R4 to 2.3.0 and diff its setpoints."),
    ([14, 15], "Put R4 back in `Auto` and watch it."),
    ([19, 20], "Make R3 and R4 bookable again and close QC-2291."),
]

LOST = {"remove": (3, 6), "add": [(3, 8)],
        "why": "R3 is put in Hand and flashed without waiting for the setpoint and trend export (the export is only needed for the diff)"}
TARGET = {"step": 12, "old": "R4", "new": "R2", "kind": "room"}
OPERATION = {"step": 9,
             "text": "Switch the R3 humidifier and cooling from `Auto` back to `Hand`.",
             "change": "mode switched the wrong way: Auto -> Hand instead of Hand -> Auto (only the mode words changed)"}
