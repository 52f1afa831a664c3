ID = "lb13_11"
TASK = ("Greyhaven LNG terminal: BOG compressor K-101B anti-surge controller UIC-101B replaced with a new surge "
        "line while K-101A carries the boil-off, then K-101B recommissioned and put back into load sharing")

STEPS = [
    (1, [], "Open MOC-GH-3307 for the K-101B anti-surge controller (UIC-101B) replacement and new surge line at Greyhaven LNG terminal.",
     "Raise MOC-GH-3307 to replace UIC-101B, the K-101B anti-surge controller, and bring in the new surge line at the Greyhaven LNG terminal.",
     "At the Greyhaven LNG terminal, open MOC-GH-3307 for the new surge line and the replacement of anti-surge controller UIC-101B on K-101B."),
    (2, [1], "Confirm from the berth schedule that no ship unloads in the next 48 hours and send-out is steady at 600 t/h.",
     "Check the berth schedule shows no unloading for the coming 48 hours, with send-out holding at 600 t/h.",
     None),
    (3, [1], "Save the current anti-surge configuration: `ascctl export --unit UIC-101B --out /gh/asc/UIC-101B_pre.json`.",
     "Export UIC-101B's running anti-surge settings to a file with `ascctl export --unit UIC-101B --out /gh/asc/UIC-101B_pre.json`.",
     "`ascctl export --unit UIC-101B --out /gh/asc/UIC-101B_pre.json` saves the current anti-surge configuration."),
    (4, [1], "Check K-101A can carry all the BOG alone: vibration below 4.5 mm/s, discharge temperature below 45 °C, load at 85%.",
     "Make sure K-101A is fit to take the whole boil-off on its own, i.e. vibration under 4.5 mm/s, discharge under 45 °C and running at 85% load.",
     None),
    (5, [2, 4], "Get a go from the control room supervisor and the terminal manager.",
     "Both the terminal manager and the control room supervisor have to give a go.",
     "The control room supervisor and the terminal manager give their go."),
    (6, [5], "Confirm the BOG flare FL-1 pilot is lit and the flare KO drum level is below 20%.",
     "Check that flare FL-1 has its pilot lit and that the KO drum on the flare is under 20%.",
     None),
    (7, [6], "Move all BOG onto K-101A with `dcsctl set --tag K101A.LOAD_SP --value 100` and unload K-101B.",
     "Put the full boil-off on K-101A (`dcsctl set --tag K101A.LOAD_SP --value 100`), taking K-101B off load.",
     "Unload K-101B once `dcsctl set --tag K101A.LOAD_SP --value 100` has moved all BOG onto K-101A."),
    (8, [7], "Stop K-101B through its normal stop sequence, close suction valve XV-1011 and discharge valve XV-1012, and isolate under PTW-3307 with double block and bleed.",
     "Take K-101B down with the normal stop sequence, shut XV-1011 (suction) and XV-1012 (discharge), then isolate it by double block and bleed under PTW-3307.",
     "Under PTW-3307, isolate K-101B with double block and bleed after the normal stop sequence and after closing suction valve XV-1011 and discharge valve XV-1012."),
    (9, [8], "Watch T-1 and T-2 tank pressure for 30 minutes; it must stay below 180 mbarg with K-101A alone.",
     "Keep an eye on tank pressure in T-1 and T-2 for half an hour, making sure K-101A on its own holds it under 180 mbarg.",
     None),
    (10, [3, 8], "Replace the UIC-101B controller module and load controller firmware 5.2.",
     "Fit the new UIC-101B controller module and put firmware 5.2 on it.",
     "Load firmware 5.2 onto the new module after the UIC-101B controller is replaced."),
    (11, [10], "Validate the new configuration without applying it: `ascctl import --unit UIC-101B --file /gh/asc/UIC-101B_new.json --validate-only`, and check the report against vendor surge map SM-K101B-rev4.",
     "Run `ascctl import --unit UIC-101B --file /gh/asc/UIC-101B_new.json --validate-only` so nothing is applied, and hold the validation report up against SM-K101B-rev4, the vendor surge map.",
     None),
    (12, [11], "Apply it: `ascctl import --unit UIC-101B --file /gh/asc/UIC-101B_new.json`.",
     "Now import the configuration for real with `ascctl import --unit UIC-101B --file /gh/asc/UIC-101B_new.json`.",
     "`ascctl import --unit UIC-101B --file /gh/asc/UIC-101B_new.json` applies the new configuration."),
    (13, [12], "Read back `ascctl show --unit UIC-101B`: control margin 10%, 6 surge line points matching SM-K101B-rev4, recycle valve FV-1015 set to fail open.",
     "Query UIC-101B (`ascctl show --unit UIC-101B`) and confirm a 10% control margin, six surge line points as per SM-K101B-rev4 and FV-1015, the recycle valve, configured fail open.",
     None),
    (14, [13], "Stroke recycle valve FV-1015 from 0 to 100% in under 2 s and confirm it fails open on loss of signal.",
     "Stroke FV-1015 full travel, 0 to 100%, in less than 2 s, and pull the signal to see it fail open.",
     "FV-1015 must stroke 0 to 100% in under 2 s and fail open when the signal is lost."),
    (15, [9, 14], "De-isolate K-101B: close the bleeds, open XV-1011 and XV-1012 and surrender PTW-3307.",
     "Return K-101B to the process by closing the bleeds, opening XV-1011 and XV-1012 and handing back PTW-3307.",
     None),
    (16, [15], "Start K-101B on full recycle and load it to 30% with `dcsctl set --tag K101B.LOAD_SP --value 30`.",
     "Bring K-101B up on full recycle, then take it to 30% load with `dcsctl set --tag K101B.LOAD_SP --value 30`.",
     "With `dcsctl set --tag K101B.LOAD_SP --value 30`, K-101B is loaded to 30% after starting on full recycle."),
    (17, [16], "Watch K-101B at 30% for 2 hours: no surge events, operating point at least 10% from the surge line, vibration below 4.5 mm/s.",
     "Leave K-101B at 30% for two hours; there must be no surge event, the operating point must keep 10% or more away from the surge line and vibration must stay under 4.5 mm/s.",
     None),
    (18, [17], "Share the load 50/50 with `dcsctl set --tag K101A.LOAD_SP --value 50` and `dcsctl set --tag K101B.LOAD_SP --value 50`.",
     "Split the boil-off 50/50 between the machines: `dcsctl set --tag K101A.LOAD_SP --value 50` and `dcsctl set --tag K101B.LOAD_SP --value 50`.",
     "`dcsctl set --tag K101A.LOAD_SP --value 50` and `dcsctl set --tag K101B.LOAD_SP --value 50` share the load 50/50."),
    (19, [17], "Move /gh/asc/UIC-101B_pre.json into /gh/asc/archive/.",
     "Archive the old configuration by moving /gh/asc/UIC-101B_pre.json to /gh/asc/archive/.",
     None),
    (20, [18, 19], "Close MOC-GH-3307 with the surge test record and the 2-hour trend attached.",
     "Attach the 2-hour trend and the surge test record, then close MOC-GH-3307.",
     "With the surge test record and 2-hour trend attached, MOC-GH-3307 is closed."),
]

GUARDS = {3: "export of the current anti-surge configuration",
          4: "health check of K-101A before it takes all the BOG",
          5: "go from the control room supervisor and terminal manager",
          11: "validate-only import reviewed against the surge map",
          13: "read-back of the applied configuration",
          17: "2-hour watch at 30% before load sharing"}
DROP_GUARD = 4

SPLITS = {
    8: ("Stop K-101B through its normal stop sequence and close suction valve XV-1011 and discharge valve XV-1012.",
        "Isolate K-101B under PTW-3307 with double block and bleed."),
    17: ("Watch K-101B at 30% for 2 hours.",
         "There must be no surge events, the operating point must stay at least 10% from the surge line and vibration below 4.5 mm/s."),
}
REGEN_SPLIT = (13, ("Read the settings back with `ascctl show --unit UIC-101B` and look for a 10% control margin.",
                    "The 6 surge line points have to match SM-K101B-rev4, and recycle valve FV-1015 must be set to fail open."))
SERIALIZE = [2, 4]
COMPRESS = [
    ([1, 2], "Open MOC-GH-3307 and check no ship is due."),
    ([6, 7], "Check the flare and move all BOG to K-101A."),
    ([11, 12], "Validate and import the new anti-surge configuration."),
    ([13, 14], "Check the settings and stroke the recycle valve."),
    ([15, 16], "De-isolate and restart K-101B at low load."),
    ([19, 20], "Archive the old configuration and close MOC-GH-3307."),
]
LOST = {"remove": (17, 18), "add": [(16, 18)],
        "why": "the 50/50 load sharing starts right after K-101B is loaded to 30%, without waiting for the 2-hour watch"}
TARGET = {"step": 7, "old": "K101A.LOAD_SP", "new": "K101B.LOAD_SP", "kind": "DCS tag (compressor)"}
OPERATION = {"step": 16, "change": "start on full recycle -> start with the recycle valve closed, rewritten consistently",
             "text": "Start K-101B with recycle valve FV-1015 closed and load it to 30% with `dcsctl set --tag K101B.LOAD_SP --value 30`."}
