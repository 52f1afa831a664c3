# Hand-written golden: A320 full-flight simulator host and visual software update with requalification.
ID = "lt21_08"
STYLE = "chatty"
TASK = ("Update full-flight simulator FFS-3 (A320) from SimHost 11.4.2 to 11.6.0 and its image generators to 8.3.1, "
        "re-run the QTG, get the acceptance flight and regulator acknowledgement, and return it to customer training.")

STEPS = [
    (1, [],
     "Open change SIM-CR-2291 for the FFS-3 host update (SimHost 11.4.2 -> 11.6.0), block the training slots on 3-5 "
     "Sep and tell the 4 airline customers.",
     "Kick things off by opening change SIM-CR-2291 for the FFS-3 host update from SimHost 11.4.2 to 11.6.0, then "
     "block out the training slots on 3-5 Sep and let all 4 airline customers know so that nobody turns up for a "
     "session.",
     "Tell the 4 airline customers and block the 3-5 Sep training slots; SIM-CR-2291 is the change for updating the "
     "FFS-3 host (SimHost 11.4.2 -> 11.6.0)."),
    (2, [1],
     "Back up the host with `simbackup --full --target /vault/ffs3/2025-09-02/` and verify the set with `simbackup "
     "--verify /vault/ffs3/2025-09-02/`.",
     "Make sure that there is a full backup of the host by running `simbackup --full --target "
     "/vault/ffs3/2025-09-02/`, and then double-check the set with `simbackup --verify /vault/ffs3/2025-09-02/`; "
     "this gives us a clean rollback point.",
     "Verify with `simbackup --verify /vault/ffs3/2025-09-02/` the full host backup written by `simbackup --full "
     "--target /vault/ffs3/2025-09-02/`."),
    (3, [1],
     "Run the full QTG on the current software with `qtgrun --suite full --out /qtg/ffs3/baseline_11.4.2/` and keep "
     "the results as the comparison set.",
     "Run the complete QTG on the software we have today using `qtgrun --suite full --out "
     "/qtg/ffs3/baseline_11.4.2/`, and hang on to those results, since they are what we compare against later.",
     None),
    (4, [1],
     "Save the image generator configs on `ig-01` to `ig-06` with `igctl config save --all --tag pre-11.6`.",
     "Save the configs of the image generators, `ig-01` through `ig-06`, using `igctl config save --all --tag "
     "pre-11.6`, just in case the visual needs to be put back the way it was.",
     "With `igctl config save --all --tag pre-11.6`, keep the configs of image generators `ig-01` to `ig-06`."),
    (5, [1],
     "Notify the UK CAA FSTD section of the change on form SRG 2119 at least 10 working days ahead.",
     "Let the UK CAA FSTD section know about the change using form SRG 2119, and make sure that it goes in no "
     "later than 10 working days beforehand.",
     None),
    (6, [3],
     "Read the vendor release notes and the delta QTG list; tests 1.b.4, 2.a.1 and 3.c.2 are the affected ones.",
     "Go through the vendor's release notes together with the delta QTG list; the tests it says are affected are "
     "1.b.4, 2.a.1 and 3.c.2, so those are the ones to watch.",
     "Tests 1.b.4, 2.a.1 and 3.c.2 are affected according to the delta QTG list; read it along with the vendor "
     "release notes."),
    (7, [5, 6],
     "The training manager and the simulator quality manager look at the delta list and approve SIM-CR-2291.",
     "Make sure that the training manager and the simulator quality manager have both looked at the delta list "
     "and given their approval to SIM-CR-2291 before we go any further.",
     None),
    (8, [2, 4, 7],
     "Put the sim in maintenance: motion parked, `simctl mode maintenance`, and the instructor station detached from "
     "scheduling with `simctl sched detach`.",
     "Take the sim into maintenance by parking the motion, running `simctl mode maintenance`, and detaching the "
     "instructor station from scheduling using `simctl sched detach`, so that no booking can reach it.",
     "With `simctl sched detach` take the instructor station off scheduling, park the motion and run `simctl mode "
     "maintenance`: the sim is now in maintenance."),
    (9, [8],
     "Run `simpkg install simhost-11.6.0.tar --dry-run` and read the plan: 214 packages and no change to the "
     "aircraft data package ADP-A320-v27.",
     "Do a trial run first with `simpkg install simhost-11.6.0.tar --dry-run`, and read through the plan it prints; "
     "we expect 214 packages, and the aircraft data package ADP-A320-v27 should not be touched at all.",
     "The plan from `simpkg install simhost-11.6.0.tar --dry-run` must show 214 packages and leave ADP-A320-v27, the "
     "aircraft data package, unchanged; read it."),
    (10, [9],
     "Install for real with `simpkg install simhost-11.6.0.tar`.",
     "Once the plan looks right, go ahead with the actual install using `simpkg install simhost-11.6.0.tar`.",
     None),
    (11, [8],
     "Update the image generators to 8.3.1 one channel at a time with `igctl update --node <ig> 8.3.1`.",
     "Bring the image generators up to 8.3.1, doing just one channel at a time, using `igctl update --node <ig> "
     "8.3.1`, so that the visual is never fully down.",
     "One channel at a time, `igctl update --node <ig> 8.3.1` takes the image generators to 8.3.1."),
    (12, [10],
     "Recalibrate motion with `motionctl calibrate --actuators 1-6` and confirm all 6 actuators are within 0.5 mm of "
     "neutral.",
     "Recalibrate the motion system by running `motionctl calibrate --actuators 1-6`, and then confirm that every "
     "one of the six actuators sits within 0.5 mm of neutral.",
     None),
    (13, [11],
     "Align the projectors on all 6 channels and check the edge blending with the test pattern.",
     "Go through the projector alignment on all six channels, and check the edge blending against the test pattern "
     "while you are at it.",
     "Check the edge blending with the test pattern once the projectors on all 6 channels are aligned."),
    (14, [12, 13],
     "Run the full QTG on the new software with `qtgrun --suite full --out /qtg/ffs3/11.6.0/`.",
     "Now put the new software through the whole QTG a second time, using `qtgrun --suite full --out "
     "/qtg/ffs3/11.6.0/`.",
     None),
    (15, [14],
     "Compare with the baseline using `qtgcompare /qtg/ffs3/baseline_11.4.2/ /qtg/ffs3/11.6.0/`: every test inside "
     "its tolerance and no change outside the 3 delta tests.",
     "Compare the new results with the baseline using `qtgcompare /qtg/ffs3/baseline_11.4.2/ /qtg/ffs3/11.6.0/`, "
     "and make sure that every test is inside its tolerance and that nothing has changed apart from the three delta "
     "tests.",
     "No change outside the 3 delta tests, and each test inside its tolerance: that is what `qtgcompare "
     "/qtg/ffs3/baseline_11.4.2/ /qtg/ffs3/11.6.0/` must show against the baseline."),
    (16, [15],
     "A type-rating examiner flies the 2-hour acceptance profile: engine failure at V1, go-around, rejected takeoff "
     "and ILS CAT IIIb.",
     "Have a type-rating examiner fly the 2-hour acceptance profile, which covers an engine failure at V1, a "
     "go-around, a rejected takeoff and an ILS CAT IIIb approach.",
     None),
    (17, [15],
     "Check on the instructor station that all 312 malfunctions are listed and test the 20 most used ones.",
     "Double-check on the instructor station that all 312 malfunctions show up in the list, and give the 20 that "
     "get used the most a proper test.",
     "Test the 20 most used malfunctions and check that the instructor station lists all 312."),
    (18, [15],
     "Check sound, the 4 crew seats and the emergency stop; the e-stop must stop motion within 1 s.",
     "Confirm that the sound and the 4 crew seats work, and that the emergency stop brings the motion to a halt in "
     "no more than 1 s.",
     None),
    (19, [16, 17, 18],
     "Log every defect found in the acceptance checks in the tech log; each one is cleared or deferred by the "
     "quality manager.",
     "Any defect that turns up during the acceptance checks goes into the tech log, and make sure that the quality "
     "manager either clears or defers each of them.",
     "The quality manager clears or defers each defect from the acceptance checks once it is in the tech log."),
    (20, [19],
     "Send the QTG results and the examiner's report to the CAA and wait for their acknowledgement.",
     "Send the CAA the QTG results along with the examiner's report, and hold on until they acknowledge receipt.",
     None),
    (21, [20],
     "The quality manager signs the return to service in the tech log; no customer training before that.",
     "Make sure that the quality manager signs the return to service in the tech log, because no customer training "
     "may happen until that signature is there.",
     "No customer training until the return to service is signed in the tech log by the quality manager."),
    (22, [21],
     "Reattach the instructor station to scheduling with `simctl sched attach` and set `simctl mode training`.",
     "Hook the instructor station back up to scheduling by running `simctl sched attach`, and then switch the sim "
     "over with `simctl mode training`.",
     None),
    (23, [22],
     "Keep a sim engineer in the building for the first 4 hours of the first customer session.",
     "For the first 4 hours of the first customer session, make sure that a sim engineer stays in the building in "
     "case anything goes wrong.",
     "A sim engineer stays in the building during the first customer session, for its first 4 hours."),
    (24, [23],
     "Watch the host logs for 3 days and stop training and roll back to the backup if the host crashes or an IG "
     "channel freezes.",
     "Keep an eye on the host logs for the next three days, and if the host crashes or any IG channel freezes, stop "
     "training and roll back to the backup.",
     None),
    (25, [22],
     "Tell the 4 customers that FFS-3 is back from 6 Sep.",
     "Let the 4 customers know that FFS-3 is available again from 6 Sep, so that they can rebook their crews.",
     None),
    (26, [21],
     "Copy the baseline and the new QTG results to `/qtg/archive/` for the 10-year retention.",
     "Copy both the baseline and the new QTG results into `/qtg/archive/`, since they have to be kept for the "
     "10-year retention.",
     "For the 10-year retention, `/qtg/archive/` gets a copy of the new and the baseline QTG results."),
    (27, [24],
     "After 14 days without host issues delete the rollback partition with `simpkg purge --version 11.4.2`.",
     "Once 14 days have gone by without any host issues, go ahead and remove the rollback partition using `simpkg "
     "purge --version 11.4.2`.",
     None),
    (28, [24],
     "After the same 14 days delete the IG snapshots with `igctl config delete --tag pre-11.6 --all`.",
     "After those same 14 days, clear out the IG snapshots as well by running `igctl config delete --tag pre-11.6 "
     "--all`.",
     "Delete the IG snapshots (`igctl config delete --tag pre-11.6 --all`) after the same 14 days."),
    (29, [26],
     "Update the FSTD configuration record and the MQTG index with the new software versions.",
     "Bring the FSTD configuration record and the MQTG index up to date with the new software versions, so that "
     "the next audit finds them right.",
     None),
    (30, [27, 28],
     "Write a short lessons-learned note for the sim engineering team.",
     "Put together a short lessons-learned note for the sim engineering team while it is still fresh.",
     None),
    (31, [25, 29, 30],
     "Close SIM-CR-2291.",
     "And finally, close out SIM-CR-2291.",
     None),
]

GUARDS = {
    2: "verified full host backup before the update",
    4: "image generator config save before the IG update",
    7: "training and quality managers' approval before maintenance starts",
    9: "install dry run and plan review before the real install",
    15: "QTG comparison against the baseline before the acceptance checks",
    21: "quality manager's return-to-service signature before customer training",
    24: "3-day host log watch before the rollback partition and snapshots are deleted",
}
DROP_GUARD = 15

SPLITS = {
    2: ("Back up the host with `simbackup --full --target /vault/ffs3/2025-09-02/`.",
        "Verify the backup set with `simbackup --verify /vault/ffs3/2025-09-02/`."),
    16: ("A type-rating examiner flies the 2-hour acceptance profile, starting with an engine failure at V1 and a "
         "go-around.",
         "The profile continues with a rejected takeoff and an ILS CAT IIIb."),
    24: ("Watch the host logs for 3 days.",
         "Stop training and roll back to the backup if the host crashes or an IG channel freezes."),
}

REGEN_SPLITS = {
    8: ["First park the motion and switch the sim into maintenance with `simctl mode maintenance`.",
        "Then detach the instructor station from scheduling using `simctl sched detach`, so that no booking can "
        "land on the sim while we work."],
    20: ["Send the QTG results and the examiner's report over to the CAA.",
         "Then wait until the CAA has acknowledged them before doing anything else, since they need to know "
         "first."],
}

SERIALIZE = [17, 18]

COMPRESS = [
    ([9, 10, 12], "Install SimHost 11.6.0 after a dry run and recalibrate the motion system."),
    ([11, 13], "Update the image generators to 8.3.1 and realign the projectors."),
    ([14, 15], "Run the full QTG on 11.6.0 and compare it with the baseline."),
    ([19, 20, 21], "Clear the defects, send the results to the CAA and sign the return to service."),
    ([22, 23, 24], "Put the sim back into training and watch the first sessions and host logs."),
    ([29, 31], "Update the FSTD configuration record and close SIM-CR-2291."),
]

LOST = {"remove": (21, 22), "add": [(20, 22)],
        "why": "the sim is reattached to scheduling and put into training mode without waiting for the quality "
               "manager's return-to-service signature"}

TARGET = {"step": 11, "old": "8.3.1", "new": "8.1.3", "kind": "software version"}

OPERATION = {"step": 9,
             "text": "Run `simpkg install simhost-11.6.0.tar` and read the plan: 214 packages and no change to the "
                     "aircraft data package ADP-A320-v27.",
             "change": "`--dry-run` dropped: the plan-review step now really installs 11.6.0"}
