# Hand-written golden: railway interlocking data change (new signal AE123, new points 2045) with a test possession.
ID = "lt29_12"
TASK = ("Change the Ashford East interlocking data from v4.2 to v4.3 to add signal AE123 and points 2045: independent "
        "check, office rig test, approval, possession booked, v4.2 kept as the rollback copy, maintenance mode, load and "
        "checksum, function and route tests, approach locking, test certificate, go/no-go by 04:00, hand-back and "
        "first-train observation.")

STEPS = [
    (1, [], "Issue data change DC-0931 for the Ashford East interlocking: v4.2 to v4.3, adding signal AE123 and points 2045.",
     "Raise DC-0931, the data change that takes the Ashford East interlocking from v4.2 to v4.3 with the new signal AE123 and points 2045.",
     "Adding signal AE123 and points 2045, data change DC-0931 moves the Ashford East interlocking from v4.2 to v4.3; issue it."),
    (2, [1], "Write test plan TP-0931 covering the 3 new routes, the 12 affected routes, the function tests of points 2045 and signal AE123, and the rollback to v4.2.",
     "Draw up TP-0931, which lists the 3 new routes and the 12 routes affected, the function tests for points 2045 and for signal AE123, and how to roll back to v4.2.",
     "The rollback to v4.2, the function tests of signal AE123 and points 2045, the 12 affected routes and the 3 new routes all go into test plan TP-0931."),
    (3, [1], "Have a second data designer check v4.3 independently against signalling plan SP-0931.",
     "Get another data designer, not the author, to go through v4.3 against the signalling plan SP-0931.",
     "Against signalling plan SP-0931, v4.3 is checked independently by a second data designer."),
    (4, [1], "Run v4.3 on the office test rig: all 214 routes, the 3 new ones included, must set, lock and release correctly.",
     "Try v4.3 out on the test rig in the office first, where every one of the 214 routes, the 3 new ones among them, has to set, lock and release properly.",
     None),
    (5, [2, 3, 4], "Get the design authority's approval of v4.3 and TP-0931.",
     "Obtain sign-off from the design authority for both v4.3 and TP-0931.",
     None),
    (6, [1], "Book possession P-7716 for Saturday 01:00-05:00 between Ashford East and Westwell Jn, with 04:00 as the latest rollback decision.",
     "Reserve possession P-7716 from Ashford East to Westwell Jn, Saturday 01:00-05:00, fixing 04:00 as the last moment to decide on a rollback.",
     "Between Ashford East and Westwell Jn, possession P-7716 is booked for Saturday 01:00-05:00; the latest rollback decision is at 04:00."),
    (7, [1], "Copy the v4.2 data with its checksum 9F3A-21C7 to two signed media and keep one in equipment room REB-4.",
     "Put the current v4.2 data set, checksum 9F3A-21C7, onto 2 signed media, one of which stays in equipment room REB-4.",
     "Two signed media receive the v4.2 data and its checksum 9F3A-21C7; one is kept in equipment room REB-4."),
    (8, [1], "Export the interlocking fault log and the event recorder data before the change.",
     "Save off the interlocking's fault log and event recorder contents ahead of the change.",
     None),
    (9, [5, 6], "Brief the testers and the ROC signaller on TP-0931, the rollback plan and the 04:00 decision point.",
     "Take the testers and the signaller at the ROC through TP-0931, the rollback plan and the 04:00 decision.",
     "The 04:00 decision point, the rollback plan and TP-0931: brief the ROC signaller and the testers on them."),
    (10, [9], "The PICOP takes possession P-7716 and confirms the protection is in place.",
     "Possession P-7716 is taken by the PICOP, who confirms that the protection is placed.",
     None),
    (11, [10], "Check that signal AE123 is hooded and points 2045 are clamped and padlocked in normal.",
     "Make sure the head of signal AE123 is covered and that points 2045 sit clamped and padlocked in the normal position.",
     "Points 2045 must be clamped and padlocked in normal and signal AE123 hooded; check both."),
    (12, [10], "With the signaller's agreement, put the interlocking into maintenance mode with all signals in the area at danger.",
     "Once the signaller agrees, switch the interlocking to maintenance mode, every signal in the area held at danger.",
     None),
    (13, [7, 8, 11, 12], "Load v4.3 into the interlocking.",
     "Download data set v4.3 to the interlocking.",
     None),
    (14, [13], "Check that the loaded checksum reads 4C1E-88B0, the approved v4.3 value.",
     "Read back the checksum of what was loaded and compare it with 4C1E-88B0, the figure approved for v4.3.",
     "4C1E-88B0, the approved v4.3 value, must be what the loaded checksum reads."),
    (15, [14], "Restart the interlocking and check that all three processors are in step with no faults.",
     "Reboot the interlocking and see the 3 processors running in step and free of faults.",
     "Check there are no faults and all three processors are in step after the interlocking restarts."),
    (16, [15], "Unclamp points 2045 and test them normal and reverse from the panel, with detection in both positions and a 3.5 mm obstruction test that must not detect.",
     "Take the clamp off points 2045 and swing them normal and reverse from the panel, getting detection each way, then put in the 3.5 mm obstruction gauge and confirm they do not detect.",
     "From the panel, test points 2045 in normal and reverse once unclamped: detection in both positions, and no detection with the 3.5 mm obstruction."),
    (17, [15], "Unhood signal AE123 and prove its red, single yellow, double yellow and green aspects with lamp proving.",
     "Remove the hood from AE123 and show each aspect in turn (red, single yellow, double yellow, green), lamp proving included.",
     None),
    (18, [15], "Test the new axle-counter section AC-2045 reporting occupied and clear.",
     "Check that the new axle-counter section AC-2045 shows occupied and then clear when it should.",
     "For AC-2045, the new axle-counter section, test the occupied and clear reporting."),
    (19, [15], "Test the 12 affected existing routes against their control tables.",
     "Go through the twelve existing routes affected by the change, comparing each one with its control table.",
     None),
    (20, [16, 17, 18], "Test the 3 new routes over points 2045: set, lock, correct aspect on AE123, release.",
     "Exercise the three new routes across points 2045, checking each sets, locks, shows the right aspect on AE123 and releases.",
     "Set, lock, correct aspect on AE123 and release: test that for the 3 new routes over points 2045."),
    (21, [20], "Test the approach locking of AE123: with simulated occupancy on the approach, the route must not release for 120 seconds after it is cancelled.",
     "Prove approach locking on AE123 by simulating a train on the approach and cancelling the route, which then has to stay locked for 120 seconds.",
     "With simulated occupancy on the approach to AE123, a cancelled route must not release for 120 seconds; test this approach locking."),
    (22, [19, 21], "The Tester in Charge signs test certificate TC-0931.",
     "Test certificate TC-0931 gets the Tester in Charge's signature.",
     None),
    (23, [22], "Make the go/no-go decision by 04:00 with the PICOP, the Tester in Charge and the design authority on call; any failed test means rollback to v4.2.",
     "Before 04:00, the PICOP, the Tester in Charge and the on-call design authority make the go/no-go call, and a single failed test sends the interlocking back to v4.2.",
     "Any failed test means rollback to v4.2: that is the rule for the go/no-go decision made by 04:00 by the PICOP, the Tester in Charge and the design authority on call."),
    (24, [23], "Keep the v4.2 media and the checksum record for 28 days as the rollback copy.",
     "Hold on to the v4.2 media and their checksum record for 28 days so there is still something to roll back to.",
     "For 28 days, the v4.2 media and the checksum record stay kept as the rollback copy."),
    (25, [23], "Take the interlocking out of maintenance mode.",
     "Return the interlocking from maintenance mode to normal working.",
     None),
    (26, [25], "Check that the ROC workstation shows AE123 and points 2045 and that the signaller can set the 3 new routes.",
     "See AE123 and points 2045 on the ROC workstation and have the signaller set each of the three new routes.",
     None),
    (27, [24, 26], "The PICOP hands back possession P-7716 by 05:00.",
     "Possession P-7716 is given up by the PICOP no later than 05:00.",
     None),
    (28, [27], "Observe the first service train over points 2045 and past AE123 with the Tester in Charge on site.",
     "Have the Tester in Charge on site watch the first service train run over points 2045 and past signal AE123.",
     None),
    (29, [27], "Watch the interlocking fault log for 24 hours after the change.",
     "Keep an eye on the interlocking's fault log for a day following the change.",
     None),
    (30, [28], "Update the data register to v4.3 and the site records with the new checksum 4C1E-88B0.",
     "Record v4.3 in the data register and put the new checksum 4C1E-88B0 into the site records.",
     None),
    (31, [29, 30], "Close DC-0931.",
     "Mark data change DC-0931 as closed.",
     None),
]

GUARDS = {
    3: "verify: independent data check of v4.3",
    4: "dryrun: v4.3 run on the office test rig",
    5: "approval: design authority approves v4.3 and the test plan",
    7: "backup: v4.2 copied to two signed media as the rollback copy",
    14: "verify: loaded checksum matches the approved v4.3 value",
    15: "health: all three processors in step with no faults",
    22: "verify: Tester in Charge signs the test certificate",
    23: "approval: go/no-go by 04:00",
    28: "verify: first service train observed",
    29: "health: 24 hours of the interlocking fault log watched",
}
DROP_GUARD = 14

SPLITS = {
    16: ["Unclamp points 2045 and test them normal and reverse from the panel, with detection in both positions.",
         "Then do the 3.5 mm obstruction test on points 2045; it must not detect."],
    23: ["Make the go/no-go decision by 04:00 with the PICOP, the Tester in Charge and the design authority on call.",
         "Any failed test means rollback to v4.2."],
}

REGEN_SPLIT = [
    (17, ["Unhood signal AE123 and prove its red and single yellow aspects,",
          "then double yellow and green, with lamp proving on each."]),
    (21, ["Simulate occupancy on the approach to AE123 and cancel the route.",
          "Time it: the route must not release for 120 seconds, proving the approach locking."]),
]

SERIALIZE = [3, 4, 8]

COMPRESS = [
    ([6, 9], "Book the possession and brief the team."),
    ([10, 11], "Take the possession and secure AE123 and points 2045."),
    ([12, 13, 14], "Put the interlocking in maintenance mode, load v4.3 and check it."),
    ([16, 20], "Test points 2045 and the new routes."),
    ([21, 22], "Test approach locking and sign the test certificate."),
    ([25, 26], "Bring the interlocking back into use and check the workstation."),
    ([28, 30], "Watch the first train and update the records."),
    ([29, 31], "Watch the fault log and close the change."),
]

LOST = {"remove": (22, 23), "add": [(21, 23), (22, 31)],
        "why": "the go/no-go decision and the return to service no longer wait for the signed test certificate or the tests of the 12 affected routes; the certificate only has to exist before the change is closed"}

TARGET = {"step": 11, "old": "points 2045", "new": "points 2043", "kind": "points number"}

OPERATION = {"step": 24,
             "text": "Wipe the v4.2 data from both media once v4.3 is loaded, so that only one data set remains on site.",
             "change": "step rewritten around the opposite operation: the v4.2 rollback copy is purged instead of kept for 28 days"}
