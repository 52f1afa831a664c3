# Hand-written golden: cathedral pipe organ chamber climate controller replacement.
ID = "lt21_01"
STYLE = "terse"
TASK = ("Replace the Trend IQ4 climate controller of the cathedral organ chamber (oc1-iq4) with a new IQ4E "
        "and load the revised humidity strategy (55 % RH, 2 % RH per day ramp) without drying the organ.")

STEPS = [
    (1, [],
     "Open change CHG-4471 in the diocesan facilities system, book the organ builder (Harrison & Harrison) for "
     "14 Nov and tell the director of music that the organ is out of use for practice on 13-15 Nov.",
     "Raise CHG-4471 in diocesan facilities system; book organ builder Harrison & Harrison for 14 Nov; notify "
     "director of music: no organ practice 13-15 Nov.",
     "In the diocesan facilities system open change CHG-4471; for 14 Nov book Harrison & Harrison (organ builder) "
     "and let the director of music know that on 13-15 Nov there is no practice on the organ."),
    (2, [1],
     "Export the current strategy from the controller with `ioexport --device oc1-iq4 --out "
     "/srv/trend/oc1-strategy-2024-11-12.iqx` and copy the file to the facilities share before anything is touched.",
     "Before touching anything: dump controller strategy via `ioexport --device oc1-iq4 --out "
     "/srv/trend/oc1-strategy-2024-11-12.iqx`; copy file to facilities share.",
     None),
    (3, [1],
     "Pull 90 days of humidity history from the Hanwell loggers HL-SW1 (swell box) and HL-GT2 (great chest) into "
     "`/srv/climate/baseline/`.",
     "Download last 90 days of RH history, Hanwell loggers HL-SW1 (swell box) and HL-GT2 (great chest), to "
     "`/srv/climate/baseline/`.",
     "Into `/srv/climate/baseline/` pull the humidity history (90 days) of Hanwell loggers HL-SW1 in the swell box "
     "and HL-GT2 in the great chest."),
    (4, [2],
     "Run `iqdiff oc1-strategy-2024-11-12.iqx oc1-strategy-v2.iqx` and read through the diff: only the RH loop "
     "(setpoint 55 % RH, ramp limit 2 % RH per day) and the alarm block may differ.",
     "Diff old vs new strategy: `iqdiff oc1-strategy-2024-11-12.iqx oc1-strategy-v2.iqx`; accept only changes in "
     "RH loop (setpoint 55 % RH, ramp limit 2 % RH per day) and alarm block.",
     "Read through the output of `iqdiff oc1-strategy-2024-11-12.iqx oc1-strategy-v2.iqx`; differences are allowed "
     "only in the alarm block and in the RH loop (ramp limit 2 % RH per day, setpoint 55 % RH)."),
    (5, [3, 4],
     "Nothing is changed until the cathedral organ advisor has agreed in writing to the 55 % RH setpoint and the "
     "2 % RH per day ramp.",
     "Hold all changes until written OK from cathedral organ advisor on 55 % RH setpoint and 2 % RH per day ramp.",
     None),
    (6, [5],
     "Put humidifiers HU-1 and HU-2 into local manual at 50 % output from their front panels so the chamber keeps "
     "its humidity while the controller is out.",
     "Humidifiers HU-1, HU-2: local manual, 50 % output, set from front panels; keeps chamber humidity up while "
     "controller is out.",
     "From the front panels switch HU-1 and HU-2 (humidifiers) to local manual with 50 % output, so that chamber "
     "humidity holds during the controller outage."),
    (7, [5],
     "Close loft heater valve V-12 to its 30 % minimum stop and hang a tag on it.",
     "Drive loft heater valve V-12 down to 30 % minimum stop; tag it.",
     None),
    (8, [6, 7],
     "Power down `oc1-iq4`, swap it for the new IQ4E unit and set the old IP address 10.44.8.21 on the new unit.",
     "Power off `oc1-iq4`; replace with new IQ4E; give new unit old IP 10.44.8.21.",
     "Give the new IQ4E the old address 10.44.8.21 once `oc1-iq4` is powered down and swapped for it."),
    (9, [8],
     "Load the new strategy with `ioimport --device oc1-iq4 --in oc1-strategy-v2.iqx` and reboot the controller.",
     "Import new strategy: `ioimport --device oc1-iq4 --in oc1-strategy-v2.iqx`; reboot controller.",
     None),
    (10, [9],
     "Check that the BMS supervisor `bms-sup01` shows `oc1-iq4` online and that its swell box RH reading is within "
     "3 % of the handheld reference.",
     "Verify `oc1-iq4` online in BMS supervisor `bms-sup01`; swell box RH must read within 3 % of handheld "
     "reference.",
     "Compare the swell box RH of `oc1-iq4` with the handheld reference (within 3 %) and make sure `bms-sup01`, the "
     "BMS supervisor, lists the controller as online."),
    (11, [10],
     "Hand HU-1 and HU-2 back to auto and release valve V-12 to the controller.",
     "Return HU-1, HU-2 to auto; give V-12 back to controller.",
     None),
    (12, [11],
     "Keep an eye on the chamber RH trend for the next 24 hours and go back to the old strategy if RH moves more "
     "than 2 % in any 6 h window.",
     "Watch chamber RH trend 24 hours; revert to old strategy if RH shifts more than 2 % in any 6 h window.",
     "If in any 6 h window the chamber RH moves by more than 2 %, roll back to the old strategy; watch the trend "
     "for 24 hours."),
    (13, [11],
     "Re-arm the high RH (65 %) and low RH (45 %) alarms to the verger's pager group.",
     "Re-enable high RH 65 % and low RH 45 % alarms; route to verger's pager group.",
     None),
    (14, [12],
     "Have the organ builder tune-check the Great and Swell reeds and log any pitch drift above 2 cents.",
     "Organ builder tune-checks Great and Swell reeds; record pitch drift over 2 cents.",
     None),
    (15, [12],
     "Pull the loggers HL-SW1 and HL-GT2 again and confirm that RH stayed between 52 % and 58 % for the 48 hours "
     "after the swap.",
     "Re-read loggers HL-SW1, HL-GT2; verify RH held 52 % to 58 % for 48 hours after swap.",
     "For the 48 hours after the swap, RH must have stayed between 52 % and 58 %: check this on a fresh pull of "
     "HL-SW1 and HL-GT2."),
    (16, [13, 14, 15],
     "Close CHG-4471 with the logger export and the organ builder's report attached and tell the director of music "
     "that the organ is available for practice again.",
     "Close CHG-4471, attach logger export and organ builder's report; inform director of music organ back for "
     "practice.",
     "Attach the organ builder's report and the logger export to CHG-4471, close it, and tell the director of "
     "music that practice on the organ can resume."),
]

GUARDS = {
    2: "strategy export before the controller is swapped",
    4: "diff review of the new strategy before it is loaded",
    5: "organ advisor's written agreement before any change",
    12: "24-hour RH watch before the alarms and tuning are signed off",
    15: "logger verification before the change is closed",
}
DROP_GUARD = 5

SPLITS = {
    2: ("Export the current strategy from the controller with `ioexport --device oc1-iq4 --out "
        "/srv/trend/oc1-strategy-2024-11-12.iqx` before anything is touched.",
        "Copy the exported strategy file to the facilities share."),
    16: ("Close CHG-4471 with the logger export and the organ builder's report attached.",
         "Tell the director of music that the organ is available for practice again."),
}

REGEN_SPLITS = {
    1: ["Raise CHG-4471 (diocesan facilities system); book Harrison & Harrison for 14 Nov.",
        "Warn director of music: organ unavailable for practice 13-15 Nov."],
    12: ["Trend chamber RH for 24 hours.",
         "Any 6 h window with RH movement beyond 2 %: abort, reload old strategy."],
}

SERIALIZE = [14, 15]

COMPRESS = [
    ([2, 4], "Export the old strategy with `ioexport` and diff it against `oc1-strategy-v2.iqx` (only the RH loop "
             "and alarms should change)."),
    ([5, 6], "Once the organ advisor agrees, put HU-1 and HU-2 into local manual."),
    ([8, 9], "Swap `oc1-iq4` for the new IQ4E with the same IP and load `oc1-strategy-v2.iqx`."),
    ([10, 11], "Check the controller is online in `bms-sup01` and reading correctly, then return the humidifiers and "
               "V-12 to auto."),
    ([12, 15], "Watch RH for 24 hours and confirm from the loggers that it stayed in band."),
]

LOST = {"remove": (10, 11), "add": [(9, 11), (10, 12)],
        "why": "the humidifiers and V-12 are handed back to the new controller without waiting for the check that "
               "it is online and reading RH correctly"}

TARGET = {"step": 8, "old": "10.44.8.21", "new": "10.44.8.12", "kind": "IP address"}

OPERATION = {"step": 6,
             "text": "Switch humidifiers HU-1 and HU-2 off from their front panels so the chamber keeps its "
                     "humidity while the controller is out.",
             "change": "local manual at 50 % output -> switched off"}
