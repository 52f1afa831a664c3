ID = "lt22_05"
TASK = ("Drama theatre power flying system: flash the 42 bar hoist drives from firmware 2.7.1 to 3.0.2 in two "
        "waves from flying desk FD-1 on a dark day, and give the stage back for the 19:30 performance of LEAR.")

STEPS = [
    (1, [], "Agree Monday 3 March as a dark day with the production manager and close the stage to everyone but the flys crew.",
     "Get the production manager to give the flys crew the stage alone on Monday 3 March, a dark day.",
     "Close the stage to all but the flys crew on the dark day agreed with the production manager, Monday 3 March."),
    (2, [1], "Export show file SHOW-LEAR-v14 with every bar's trims and load limits from FD-1 to the stage management share, and photograph the DIP switch settings on each hoist drive.",
     "Pull SHOW-LEAR-v14, including trims and load limits for all bars, off FD-1 onto the stage management share, and take a photo of every hoist drive's DIP switches.",
     None),
    (3, [1], "The technical director puts his name on firmware change sheet FC-22 (hoist drives 2.7.1 to 3.0.2); nothing is flashed without it.",
     "No drive gets flashed until the technical director has signed FC-22, the change sheet taking the hoist drives from 2.7.1 to 3.0.2.",
     "Sheet FC-22 (hoist drive firmware 2.7.1 to 3.0.2) must carry the technical director's name before anything is flashed."),
    (4, [1], "Lower the safety curtain, lock the stage door and put the 'flying in progress' signs up on the fly floor and the stage.",
     "Bring the iron in, lock up the stage door and hang 'flying in progress' signs on stage and on the fly floor.",
     None),
    (5, [2, 3], "Put FD-1 in maintenance mode and run the flasher on hoist 1 in 'verify image' mode so it checks the 3.0.2 image and drive compatibility without writing anything.",
     "Switch FD-1 to maintenance mode and try the 3.0.2 image against hoist 1 with the flasher in 'verify image' mode: compatibility and checksum are checked, nothing is written.",
     "With the flasher in 'verify image' mode on hoist 1 (FD-1 in maintenance mode), check the 3.0.2 image and drive compatibility without writing anything."),
    (6, [4, 5], "Flash wave 1, the hoist drives on bars 1-10, to firmware 3.0.2 from FD-1.",
     "From FD-1, take wave 1 (the hoists on bars 1-10) up to firmware 3.0.2.",
     None),
    (7, [6], "Load the trims and load limits for bars 1-10 back in from SHOW-LEAR-v14.",
     "Restore bars 1-10 trims and load limits from the exported SHOW-LEAR-v14.",
     "From SHOW-LEAR-v14, put the trims and load limits of bars 1-10 back."),
    (8, [7], "A second flyman reads back the in-trim and out-trim of each of bars 1-10 against the printed show file.",
     "Have another flyman call out every in-trim and out-trim on bars 1-10 and tick them off the show file printout.",
     None),
    (9, [8], "Fly bars 1-10 empty at the full 1.2 m/s from out-trim to in-trim three times and look for overtravel faults.",
     "Run each empty bar in 1-10 between out-trim and in-trim three times at 1.2 m/s, the full speed, watching for any overtravel fault.",
     "Watch for overtravel faults while bars 1-10 fly empty three times, out-trim to in-trim, at the full 1.2 m/s."),
    (10, [9], "Hang the 250 kg test weights on bars 1-10 and fly each in and out once at 0.6 m/s, watching the brake slip reading.",
     "With 250 kg test weights on bars 1-10, do one move in and one out per bar at 0.6 m/s and keep an eye on brake slip.",
     None),
    (11, [10], "Run the LEAR act 1 cue stack (cues 1-38) twice on bars 1-10; wave 2 waits until both runs go through with a clean FD-1 log.",
     "Play cues 1-38 of LEAR act 1 on bars 1-10 twice over, and do not start wave 2 unless the FD-1 log stays clean for both.",
     "Wave 2 is held until two passes of the LEAR act 1 cues (1-38) on bars 1-10 leave the FD-1 log clean."),
    (12, [11], "Flash wave 2, bars 11-42, to firmware 3.0.2 from FD-1.",
     "Take bars 11-42, wave 2, up to firmware 3.0.2 from FD-1.",
     None),
    (13, [12], "Load the trims and load limits for bars 11-42 back in from SHOW-LEAR-v14.",
     "Restore trims and load limits on bars 11-42 from SHOW-LEAR-v14.",
     "From the exported SHOW-LEAR-v14, put back the trims and load limits of bars 11-42."),
    (14, [13], "The second flyman reads back the in-trim and out-trim of each of bars 11-42 against the printed show file.",
     "Again the second flyman calls every in-trim and out-trim on bars 11-42 against the show file printout.",
     None),
    (15, [13], "Press each of the 4 e-stop stations in turn and check every hoist on bars 11-42 stops and FD-1 shows ESTOP.",
     "Hit the 4 e-stop stations one after another; each time all the bar 11-42 hoists must halt and FD-1 must display ESTOP.",
     "Check FD-1 shows ESTOP and every hoist on bars 11-42 stops as each of the 4 e-stop stations is pressed in turn."),
    (16, [14, 15], "Run the whole SHOW-LEAR-v14 cue stack (cues 1-212) with empty bars and a flyman at every rail.",
     "Put a flyman on each rail and play all of SHOW-LEAR-v14, cues 1-212, on empty bars.",
     None),
    (17, [16], "Check the FD-1 fault log is clear and every hoist drive is under 55 °C.",
     "Make sure FD-1 has logged no faults and no hoist drive is at or above 55 °C.",
     "Hoist drives under 55 °C and nothing in the FD-1 fault log: check both."),
    (18, [16], "Check each bar's load cell zero reads within 5 kg.",
     "Confirm that every bar's load cell zeroes to within 5 kg.",
     None),
    (19, [17, 18], "The head flyman signs the flying log; the show does not go up without that signature.",
     "Without the head flyman's signature in the flying log, the show does not go up, so get it signed.",
     "Get the flying log signed by the head flyman; no signature, no show."),
    (20, [19], "Give the stage back to the company for the 19:30 performance: raise the safety curtain, unlock the stage door and take the signs down.",
     "Take down the signs, unlock the stage door and fly the safety curtain out, handing the stage to the company for the 19:30 show.",
     None),
]

GUARDS = {
    2: "show file, trims, load limits and DIP switch photos exported before flashing (captured values)",
    3: "technical director signs FC-22 before anything is flashed (approval)",
    5: "'verify image' run on hoist 1 before the real flash (dry run)",
    8: "second flyman reads back wave 1 trims (read-back)",
    11: "two clean act 1 cue runs on wave 1 before wave 2 is flashed (soak before next wave)",
    19: "head flyman signs the flying log before the show goes up (sign-off / verification)",
}
DROP_GUARD = 11

SPLITS = {
    11: ("Run the LEAR act 1 cue stack (cues 1-38) twice on bars 1-10.",
         "Wave 2 waits until both runs go through with a clean FD-1 log."),
    15: ("Press each of the 4 e-stop stations in turn.",
         "Each time, check every hoist on bars 11-42 stops and FD-1 shows ESTOP."),
}
REGEN_SPLIT = (2, ("From FD-1, export SHOW-LEAR-v14 (trims and load limits of all bars) to the stage management share.",
                   "Take a photo of the DIP switches on every hoist drive as well."))
SERIALIZE = [17, 18]
COMPRESS = [
    ([1, 4], "Book the dark day and close and sign the stage."),
    ([6, 7], "Flash bars 1-10 to 3.0.2 and restore their trims."),
    ([9, 10], "Test bars 1-10 empty and with the test weights."),
    ([12, 13], "Flash bars 11-42 to 3.0.2 and restore their trims and limits."),
    ([14, 16], "Read back the wave 2 trims and run the full LEAR cue stack."),
    ([17, 19], "Check the fault log and drive temperatures and get the flying log signed."),
]
LOST = {"remove": (4, 6), "add": [(4, 16)],
        "why": "wave 1 is flashed (6) without waiting for the safety curtain, stage door and signs (4); that step now only precedes the full cue run (16)"}
TARGET = {"step": 12, "old": "3.0.2", "new": "3.0.1", "kind": "firmware version"}
OPERATION = {"step": 5,
             "text": "Put FD-1 in maintenance mode and run the flasher on hoist 1 in 'write image' mode so it checks the 3.0.2 image and drive compatibility and then writes it.",
             "change": "'verify image' (no write) -> 'write image' mode"}
