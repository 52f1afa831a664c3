ID = "lt22_06"
TASK = ("Westgate tram depot: replace the brush controller of wash plant WP-1 on road 6, change the wheel "
        "cleaner to TramClean 7, prove it on a sacrificial tram and hand the wash back before the 04:00 run-out.")

STEPS = [
    (1, [], "Raise work order WO-77120 for wash plant WP-1 on road 6 and get the depot controller to close road 6 to trams from 22:00 to 04:30.",
     "Open WO-77120 against WP-1 (road 6) and have the depot controller take road 6 out of use for trams between 22:00 and 04:30.",
     "Get road 6 closed to trams 22:00 to 04:30 by the depot controller under work order WO-77120 for wash plant WP-1 on road 6."),
    (2, [1], "Before the panel is opened, write down the WP-1 brush pressures, gantry speeds and dosing pump rates on the engineering share and photograph the controller panel and pump dials.",
     "Copy the current brush pressures, gantry speeds and dosing pump rates of WP-1 onto the engineering share and take photos of the pump dials and controller panel, all before the panel comes open.",
     None),
    (3, [1], "The depot controller sets points P61 away from road 6 and hangs the red board at the wash entrance.",
     "Have the depot controller hang the red board at the wash entrance and lie points P61 away from road 6.",
     "Points P61 are set away from road 6 by the depot controller, who also hangs the red board at the wash entrance."),
    (4, [1], "Check the 2 x 200 L drums of TramClean 7 (pH 7.5) have arrived with their SDS.",
     "Make sure both 200 L drums (2 x 200 L) of TramClean 7, pH 7.5, are on site with the SDS.",
     None),
    (5, [2, 3], "Isolate WP-1 at board DB-W1, lock it off with padlock D12 and shut water valve V-3.",
     "Switch WP-1 off at DB-W1, put padlock D12 on the isolator and close valve V-3 on the water feed.",
     "Shut water valve V-3 and lock off WP-1 at board DB-W1 with padlock D12."),
    (6, [5], "Take out the old S7-300 brush controller BC-1 and fit the new S7-1200 controller BC-2 in the same panel.",
     "Replace BC-1, the old S7-300 brush controller, with the new S7-1200 unit BC-2 in the same panel.",
     None),
    (7, [4, 5], "Drain the old acid wheel cleaner from dosing tank DT-2, flush the tank with 50 L of clean water and fill it with TramClean 7.",
     "Empty dosing tank DT-2 of the old acid wheel cleaner, rinse it through with 50 L of clean water, then put TramClean 7 in.",
     "Fill DT-2 with TramClean 7 after draining the old acid wheel cleaner from that dosing tank and flushing it with 50 L of clean water."),
    (8, [6], "Download brush program WP1_BC2_v1.4 to BC-2 and enter the written-down brush pressures and gantry speeds.",
     "Put program WP1_BC2_v1.4 onto BC-2 and key in the recorded gantry speeds and brush pressures.",
     None),
    (9, [8], "A second technician reads back every brush pressure and gantry speed on the BC-2 HMI against the sheet from before the change.",
     "Another technician goes down the pre-change sheet and reads each gantry speed and brush pressure off the BC-2 HMI against it.",
     "Against the sheet written before the change, a second technician reads back all brush pressures and gantry speeds from the BC-2 HMI."),
    (10, [7, 9], "Take padlock D12 off, re-energise WP-1 at DB-W1 and open valve V-3.",
     "Remove D12, switch WP-1 back on at DB-W1 and open V-3 again.",
     None),
    (11, [10], "Let WP-1 run empty for two full cycles with no tram in the road, watching the brushes retract at both end stops.",
     "With the road empty of trams, cycle WP-1 twice end to end and check the brushes pull back at each end stop.",
     "Watch the brushes retract at both end stops while WP-1 runs two full cycles empty, no tram in the road."),
    (12, [11], "Set the TramClean 7 pump to 40 ml/min and check the dilution at the nozzle with the refractometer: 2 % ±0.3.",
     "Adjust the TramClean 7 pump to 40 ml/min and measure the strength at the nozzle with the refractometer; it should be 2 % ±0.3.",
     None),
    (13, [11], "Hold the test board in front of each proximity sensor PX-1 to PX-4 and check the gantry stops each time.",
     "Check the gantry halts as the test board is put in front of proximity sensors PX-1 to PX-4 one by one.",
     "Check, sensor by sensor (PX-1 to PX-4), that the gantry stops when the test board is held in front of it."),
    (14, [12, 13], "Shunt sacrificial tram 3017 through the wash at 3 km/h with the depot driver, watching mirror and pantograph clearance from the walkway.",
     "Have the depot driver take tram 3017 through at 3 km/h as the sacrificial unit while someone on the walkway watches pantograph and mirror clearance.",
     None),
    (15, [14], "Walk round tram 3017 with the depot fitter after the wash: mirrors, wipers, pantograph and destination screens, and note any damage on form WF-3.",
     "After it comes out, the depot fitter and you walk round 3017 checking pantograph, wipers, mirrors and destination screens, writing any damage on form WF-3.",
     "On form WF-3, note any damage found when walking round tram 3017 with the depot fitter after the wash (mirrors, wipers, pantograph, destination screens)."),
    (16, [14], "Check the reclaim tank RT-1 stays between pH 6.5 and 8.5 after the first wash.",
     "Dip reclaim tank RT-1 after the first wash; the pH must be between 6.5 and 8.5.",
     None),
    (17, [15, 16], "The shift lead gives the go on the radio for road 6 to reopen.",
     "Road 6 reopens only when the shift lead says go over the radio.",
     "On the radio, the shift lead gives the go to reopen road 6."),
    (18, [17], "Take down the red board and set points P61 to road 6 so trams can run through the wash.",
     "Lie P61 for road 6 and remove the red board so the wash is open to trams again.",
     None),
    (19, [18], "Put the first 5 trams of the 04:00 run-out through WP-1 before they leave the depot.",
     "Wash the first 5 trams going out on the 04:00 run-out in WP-1 before departure.",
     "Before they leave the depot, run the first 5 trams of the 04:00 run-out through WP-1."),
    (20, [19], "Count the brush fault entries on BC-2 for those 5 trams; there must be none before the job is closed.",
     "Go through the BC-2 log for the 5 trams and count brush faults: the job stays open unless the count is zero.",
     None),
    (21, [20], "Close WO-77120 with the panel photos, the read-back sheet and form WF-3 attached.",
     "Attach form WF-3, the read-back sheet and the panel photos to WO-77120 and close it.",
     "Attach the panel photos, the read-back sheet and form WF-3, then close work order WO-77120."),
]

GUARDS = {
    2: "brush pressures, speeds, pump rates and panel photos captured before the controller is changed (captured values)",
    9: "second technician reads back the settings on the new controller (read-back)",
    11: "two empty cycles before any tram goes in (trial)",
    15: "walk-round of the sacrificial tram before the road reopens (verification)",
    17: "shift lead gives the go on the radio before road 6 reopens (approval)",
    20: "count of brush faults on the first 5 trams before the job is closed (verification)",
}
DROP_GUARD = 15

SPLITS = {
    7: ("Drain the old acid wheel cleaner from dosing tank DT-2.",
        "Flush the tank with 50 L of clean water and fill it with TramClean 7."),
    14: ("Shunt sacrificial tram 3017 through the wash at 3 km/h with the depot driver.",
         "Watch mirror and pantograph clearance from the walkway as it goes through."),
}
REGEN_SPLIT = (2, ("Note the present WP-1 brush pressures, gantry speeds and dosing pump rates on the engineering share before the panel is opened.",
                   "Photograph the pump dials and the controller panel too."))
SERIALIZE = [15, 16]
COMPRESS = [
    ([1, 4], "Raise the work order, close road 6 for the night and check the new detergent has arrived."),
    ([6, 8], "Swap BC-1 for the new BC-2 controller and load the brush program and settings."),
    ([10, 11], "Re-energise WP-1 and run it empty a couple of times."),
    ([12, 14], "Set the detergent dosing and send the sacrificial tram through."),
    ([18, 19], "Reopen road 6 and wash the first trams of the run-out."),
    ([20, 21], "Check the BC-2 fault log and close the work order."),
]
LOST = {"remove": (13, 14), "add": [(13, 17)],
        "why": "tram 3017 is shunted into the wash (14) without waiting for the proximity sensor stop test (13); that test now only precedes the go for reopening (17)"}
TARGET = {"step": 12, "old": "40 ml/min", "new": "400 ml/min", "kind": "dosing rate"}
OPERATION = {"step": 3,
             "text": "The depot controller sets points P61 to road 6 and takes the red board down at the wash entrance.",
             "change": "points away from road 6 and red board hung -> points to road 6 and red board removed"}
