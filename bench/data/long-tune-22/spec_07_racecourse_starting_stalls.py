ID = "lt22_07"
TASK = ("Racecourse: replace the release manifold and front-gate springs on the 14-bay starting stalls unit "
        "Stalls A, school it, and have it passed for the race meeting on Saturday 7 June (first race 13:50).")

STEPS = [
    (1, [], "Take Stalls A out of the Thursday 5 June schooling session with the clerk of the course and the head stalls handler, and park it on the hardstanding behind the 5f start.",
     "Agree with the head stalls handler and the clerk of the course that Stalls A misses the Thursday 5 June schooling, and leave it on the hardstanding behind the 5f start.",
     "Park Stalls A on the hardstanding behind the 5f start, out of the Thursday 5 June schooling session, as agreed with the clerk of the course and the head stalls handler."),
    (2, [1], "Photograph the release manifold and write the front-gate spring tensions bay by bay (target 45 kg) and the 6.5 bar release air pressure on the stalls sheet before anything is changed.",
     "Before a fitting is undone, take photos of the release manifold and put each bay's front-gate spring tension (target 45 kg) and the release air at 6.5 bar on the stalls sheet.",
     None),
    (3, [1], "The clerk of the course signs work sheet SW-14 for the release change; without his signature nobody touches the stalls.",
     "Nobody lays a hand on the stalls until the clerk of the course has signed SW-14, the work sheet for the release change.",
     "Work sheet SW-14 (release change) needs the clerk of the course's signature before anybody touches the stalls."),
    (4, [2, 3], "Bleed the release air receiver down to 0 bar and chock the stalls wheels and the tractor.",
     "Let the release air receiver down to 0 bar and put chocks under the tractor and the stalls wheels.",
     None),
    (5, [4], "Swap release solenoid manifold RM-1 for the new RM-2 (part ST-8820) and re-pipe the 14 bay lines.",
     "Take RM-1, the release solenoid manifold, off and fit RM-2 (part ST-8820), then pipe up the 14 bay lines again.",
     "Re-pipe all 14 bay lines once the new manifold RM-2 (part ST-8820) has replaced release solenoid manifold RM-1."),
    (6, [4], "Fit new 45 kg front-gate springs on bays 1-14.",
     "Change the front-gate springs on bays 1-14 for new ones rated 45 kg.",
     None),
    (7, [5], "Pump the receiver back to 6.5 bar and soap-test the manifold joints for 10 minutes.",
     "Bring the receiver up to 6.5 bar again and leak-check the manifold joints with soapy water over 10 minutes.",
     "Soap-test the manifold joints for ten minutes after the receiver is back at 6.5 bar."),
    (8, [6, 7], "Dry-fire the stalls empty from the starter's handset 5 times, with the timing camera checking that all 14 fronts open within 0.1 s of each other.",
     "With every bay empty, fire the release from the starter's handset 5 times while the timing camera confirms the 14 fronts open inside 0.1 s of one another.",
     None),
    (9, [8], "Check every rear gate on bays 1-14 latches and the bay padding is intact.",
     "Go along bays 1-14 making sure each rear gate latches and no padding is torn.",
     "Check the bay padding is intact and every rear gate latches, bays 1-14."),
    (10, [8], "Check the manual release lever opens all 14 fronts with the air turned off.",
     "With the air off, pull the manual release lever and see that it opens all 14 fronts.",
     None),
    (11, [9, 10], "School the stalls with 4 quiet yard horses in bays 1, 5, 9 and 14 and let the starter release them, with the head handler watching.",
     "Load 4 quiet horses from the yard into bays 1, 5, 9 and 14 and have the starter let them go while the head handler watches.",
     "With the head handler watching, the starter releases 4 quiet yard horses schooled from bays 1, 5, 9 and 14."),
    (12, [11], "The starter and the head handler watch the timing-camera clip of the schooling jump; all 4 fronts must have opened within 0.1 s.",
     "Go through the timing-camera clip of the schooling jump with the starter and the head handler and check all 4 fronts opened inside 0.1 s.",
     None),
    (13, [12], "On Saturday 7 June morning, after the course walk, tow Stalls A to the 7f start with the tractor at walking pace.",
     "Once the course walk is done on the morning of Saturday 7 June, tractor Stalls A at walking pace down to the 7f start.",
     "Tow Stalls A to the 7f start at walking pace with the tractor on Saturday 7 June morning, after the course walk."),
    (14, [13], "Set the stalls square to the running rail, 3 m off it, and peg them down.",
     "Square the stalls up to the running rail at 3 m from it and drive the pegs in.",
     None),
    (15, [13], "Put the stalls' parking brake on and check the tractor hitch pin is in.",
     "Apply the parking brake on the stalls and make sure the hitch pin is in the tractor.",
     "Check the tractor hitch pin is in and put the parking brake of the stalls on."),
    (16, [14, 15], "The starter walks the stalls with the handlers, has every bay opened and shut once, and signs his report card; no runner is loaded until he has.",
     "Until the starter has walked the stalls with the handlers, seen each bay opened and closed once and signed his report card, no runner goes in.",
     None),
    (17, [16], "Run race 1 at 13:50: the handlers load the 12 runners and the starter releases the field.",
     "At 13:50 the handlers load the 12 runners for race 1 and the starter lets the field go.",
     "The starter releases the field at 13:50 for race 1 once the handlers have loaded the 12 runners."),
    (18, [17], "Before race 2 the starter reads the race 1 release log and the stalls team checks the bay lines; no second race is started until that log has been read.",
     "Between race 1 and race 2 have the stalls team look over the bay lines and the starter read the release log; race 2 does not start until it has been read.",
     None),
    (19, [18], "Start the remaining races from Stalls A as carded.",
     "Use Stalls A for the rest of the races on the card.",
     "As carded, the remaining races start from Stalls A."),
    (20, [19], "After the last race tow Stalls A back, write the day's release log onto SW-14 and close it.",
     "Bring Stalls A back in after the final race, copy the release log for the day onto SW-14 and close the sheet.",
     None),
]

GUARDS = {
    2: "manifold photos, spring tensions and air pressure recorded before the change (captured values)",
    3: "clerk of the course signs SW-14 before the stalls are touched (approval)",
    8: "dry fire of the empty stalls on the timing camera before horses go in (dry run / trial)",
    11: "schooling trial with quiet horses before race day (trial)",
    12: "starter and head handler review the schooling clip (trial review)",
    16: "starter walks the stalls and signs his card before any runner is loaded (verification)",
    18: "race 1 release log read before race 2 (health before the next race)",
}
DROP_GUARD = 8

SPLITS = {
    8: ("Dry-fire the stalls empty from the starter's handset 5 times.",
        "The timing camera checks that all 14 fronts open within 0.1 s of each other."),
    16: ("The starter walks the stalls with the handlers and has every bay opened and shut once.",
         "He signs his report card; no runner is loaded until he has."),
}
REGEN_SPLIT = (11, ("Bring 4 quiet horses from the yard and load them into bays 1, 5, 9 and 14.",
                    "The starter lets them go from there with the head handler looking on."))
SERIALIZE = [9, 10]
COMPRESS = [
    ([1, 3], "Take Stalls A out of schooling and get the release change signed off."),
    ([5, 7], "Fit the new release manifold RM-2 and leak test it."),
    ([9, 11], "Check the rear gates and school the stalls with a few quiet horses."),
    ([13, 14], "Tow Stalls A to the start on race morning and set it to the rail."),
    ([17, 18], "Run race 1 and check the release log."),
    ([19, 20], "Run the rest of the card and close SW-14."),
]
LOST = {"remove": (12, 13), "add": [(11, 13), (12, 16)],
        "why": "Stalls A is towed to the start (13) without waiting for the starter's review of the schooling clip (12); the review now only has to precede the starter's pre-race check (16)"}
TARGET = {"step": 13, "old": "7f start", "new": "6f start", "kind": "start position"}
OPERATION = {"step": 15,
             "text": "Take the stalls' parking brake off and check the tractor hitch pin is in.",
             "change": "parking brake on -> off"}
