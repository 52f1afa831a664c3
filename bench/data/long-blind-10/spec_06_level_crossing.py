ID = "lb10_06"
TASK = "Railway level crossing LC 214 Mill Lane: crossing controller CCU-214 replacement (firmware v3.2.7 -> v4.1.0) in possession P-4471 with road closure"

STEPS = [
    (1, [],
     "Confirm possession P-4471 (Up and Down Main, 01:10-05:10 Sunday) and road closure order TRO-2025-33 for Mill Lane are in the weekly operating notice.",
     "Make sure the weekly operating notice carries both possession P-4471, Up and Down Main, 01:10-05:10 on Sunday, and the Mill Lane road closure TRO-2025-33.",
     "Check the weekly operating notice for road closure order TRO-2025-33 (Mill Lane) and possession P-4471 of the Up and Down Main, 01:10-05:10 Sunday."),
    (2, [1],
     "Do not start until the PICOP confirms on form RT3199 that P-4471 is taken and protected at both ends.",
     "Work may begin only after the PICOP has confirmed on an RT3199 that possession P-4471 is in place and protected at each end.",
     None),
    (3, [2],
     "Set up the Mill Lane road closure per TRO-2025-33 with diversion signs and two marshals.",
     "Close Mill Lane to traffic as TRO-2025-33 lays out, putting up the diversion signs and posting a pair of marshals.",
     "With two marshals and diversion signs, put the TRO-2025-33 road closure in place on Mill Lane."),
    (4, [2],
     "Record the as-found state of CCU-214: `ccu-term log export --all --out LC214_asfound.log`, and note firmware v3.2.7 and the strike-in timings for both lines.",
     "Save the as-found condition of CCU-214 by running `ccu-term log export --all --out LC214_asfound.log`, writing down firmware v3.2.7 and the strike-in timings of the two lines.",
     None),
    (5, [3, 4],
     "Switch the crossing to `Local` at the LCP and isolate the 110 V supply at fuse F14.",
     "At the local control panel, select `Local` for the crossing, then pull fuse F14 to isolate the 110 V supply.",
     "Isolate the 110 V supply (fuse F14) once the LCP has the crossing in `Local`."),
    (6, [5],
     "Swap CCU-214 for the new controller (firmware v4.1.0) using wiring diagram LC214-WD-07 rev D, labelling each core as it is transferred.",
     "Replace CCU-214 with the new unit running firmware v4.1.0, working from LC214-WD-07 rev D and tagging every core as it moves across.",
     None),
    (7, [6],
     "With a second signalling technician, wire count and continuity test every transferred core against LC214-WD-07 rev D.",
     "Have a second signalling technician present while every transferred core is wire-counted and continuity-tested against LC214-WD-07 rev D.",
     "Wire count and continuity test all transferred cores against LC214-WD-07 rev D, a second signalling technician checking alongside."),
    (8, [7],
     "Load data set `LC214_DS_v4.cfg` into the new controller: strike-in 1,200 m Up and 1,150 m Down, barrier down time 8 seconds.",
     "Put the `LC214_DS_v4.cfg` data set on the new controller, which sets strike-in to 1,200 m on the Up and 1,150 m on the Down and a barrier down time of eight seconds.",
     None),
    (9, [8],
     "Read the loaded data set back from the controller and check the strike-in distances and barrier timings against the signed data sheet.",
     "Pull the data set back out of the controller and compare its strike-in distances and barrier timings with the signed data sheet.",
     "Against the signed data sheet, check the strike-in distances and barrier timings read back from the controller's loaded data set."),
    (10, [9],
     "Restore the 110 V supply at F14 and return the LCP to `Remote`.",
     "Put fuse F14 back in to restore 110 V and set the LCP to `Remote` again.",
     None),
    (11, [10],
     "Functional test: lower and raise the barriers from the signal box 3 times, checking lights, yodalarm and obstacle detection with a test object in each quadrant.",
     "Test the crossing in operation by having the signal box lower and raise the barriers three times, checking the lights and yodalarm and placing a test object in each quadrant for the obstacle detection.",
     "Check lights, yodalarm and obstacle detection (a test object in each quadrant) while the signal box lowers and raises the barriers 3 times."),
    (12, [10],
     "Confirm Hartby signal box sees the `LC 214 CLEAR` and `LC 214 DOWN` indications correctly.",
     "Get Hartby box to confirm that the `LC 214 CLEAR` and `LC 214 DOWN` indications come up as expected on their panel.",
     None),
    (13, [11, 12],
     "The signal engineer signs the test certificate and hands the crossing back to the signaller.",
     "Once the signal engineer has signed the test certificate, the crossing is handed back to the signaller.",
     "Hand the crossing back to the signaller after the test certificate is signed by the signal engineer."),
    (14, [13],
     "Remove the road closure and diversion signs at Mill Lane and stand the marshals down.",
     "Take down the Mill Lane closure and the diversion signs, and release the marshals.",
     None),
    (15, [13],
     "Give up possession P-4471 to the Hartby signaller before 05:10 and record the handback time.",
     "Hand P-4471 back to the signaller at Hartby ahead of 05:10, noting when it was handed back.",
     "Record the handback time when giving up P-4471 to the Hartby signaller, which must happen before 05:10."),
    (16, [14, 15],
     "Update the crossing record in Ellipse with the new controller serial and firmware v4.1.0 and close the job.",
     "Enter the new controller's serial and firmware v4.1.0 against the crossing in Ellipse, then close the job.",
     None),
]

GUARDS = {
    2: "PICOP confirmation on RT3199 that the possession is taken (approval gate)",
    4: "as-found log export before the controller swap (captured current values)",
    7: "wire count and continuity test with a second technician (witness)",
    9: "read-back of the loaded data set against the signed data sheet (verification)",
    13: "signed test certificate before the crossing is handed back and the road reopened (verification before release)",
}
DROP_GUARD = 9

SPLITS = {
    4: ("Record the as-found state of CCU-214: `ccu-term log export --all --out LC214_asfound.log`.",
        "Note firmware v3.2.7 and the strike-in timings for both lines."),
    11: ("Functional test: lower and raise the barriers from the signal box 3 times, checking lights and yodalarm.",
         "Check obstacle detection with a test object in each quadrant."),
}
REGEN_SPLIT = (6, (
    "Take CCU-214 out and fit the new controller, firmware v4.1.0, per wiring diagram LC214-WD-07 rev D.",
    "Label every core as it is moved over.",
))
SERIALIZE = [11, 12]
COMPRESS = [
    ([1, 2], "Confirm the possession and road closure are booked and wait for the PICOP to confirm the possession."),
    ([5, 6], "Put the crossing in local, isolate the supply and swap the controller."),
    ([7, 8, 9], "Test the transferred wiring, load the new data set and check it."),
    ([14, 16], "Reopen Mill Lane and update the crossing record."),
]
LOST = {"remove": (13, 14), "add": [(12, 14)],
        "why": "the road closure is removed and Mill Lane reopened without waiting for the signed test certificate and handback"}
TARGET = {"step": 8, "old": "1,150", "new": "1,050", "kind": "strike-in distance"}
OPERATION = {"step": 4,
             "text": "Record the as-found state of CCU-214: `ccu-term log clear --all --out LC214_asfound.log`, and note firmware v3.2.7 and the strike-in timings for both lines.",
             "change": "subcommand `log export` -> `log clear` under the unchanged prose verb"}
