ID = "lb11_02"
TASK = "Upgrade the drive-control PLC of gate G4 on the Thornmouth tidal barrier and return the gate to flood-defence service"

STEPS = [
    (1, [], "Open works order WO-TB-3107 for the G4 drive-control upgrade to TIA Portal V18 project TTB_G4_v5.2 and check the tide tables: nothing above 4.2 m AOD forecast for 2025-12-02 to 2025-12-04.",
     "Raise WO-TB-3107 to move G4 drive control onto TIA Portal V18 project TTB_G4_v5.2, and confirm from the tide tables that no tide over 4.2 m AOD is forecast between 2025-12-02 and 2025-12-04.",
     "Check that the tide tables forecast nothing above 4.2 m AOD for 2025-12-02 to 2025-12-04, then open WO-TB-3107 (G4 drive control to TIA Portal V18 project TTB_G4_v5.2)."),
    (2, [1], "Duty barrier manager gives the go only after EA flood forecasting confirms no surge alert is in force; record the call on WO-TB-3107.",
     "Nothing proceeds until the duty barrier manager says go, and they only say it once EA flood forecasting has confirmed there is no surge alert; note that call on WO-TB-3107.",
     None),
    (3, [2], "Set G4 to 'Maintenance' in ClearSCADA so that closure sequences use gates G1-G3, G5 and G6 only.",
     "Put G4 into 'Maintenance' on ClearSCADA, which leaves closure sequences running on G1-G3, G5 and G6 alone.",
     "In ClearSCADA, switch G4 to 'Maintenance' (closure sequences then use only G1-G3, G5 and G6)."),
    (4, [2], "Confirm that the other five gates are fit: each had a test closure within the last 31 days and shows no HPU alarm.",
     "Make sure each of the remaining five gates has a test closure less than 31 days old and no HPU alarm showing.",
     None),
    (5, [2], "Ask Thornmouth VTS to issue navigation warning NW-25/118 closing span 4 to all vessels for the works.",
     "Get navigation warning NW-25/118 put out by Thornmouth VTS so span 4 is shut to every vessel during the works.",
     "Have span 4 closed to all vessels by a navigation warning (NW-25/118) from Thornmouth VTS."),
    (6, [3], "Upload the running program from PLC-G4 at 10.40.4.10 into TTB_G4_running_20251202.zap18 and write down the DB200 end-stop values by hand as well.",
     "Pull the program that PLC-G4 (10.40.4.10) is running into TTB_G4_running_20251202.zap18, and also copy the DB200 end-stop values onto paper.",
     None),
    (7, [6], "Run the TIA Portal online/offline compare of PLC-G4 against TTB_G4_v5.2; the controls engineer goes through every block that differs and initials the printout.",
     "The controls engineer reviews and initials a printout of each differing block from the TIA Portal online/offline compare between PLC-G4 and TTB_G4_v5.2.",
     "Compare PLC-G4 online/offline against TTB_G4_v5.2 in TIA Portal, then have the controls engineer initial the printout for each block that differs."),
    (8, [3, 4, 5], "Isolate hydraulic power unit HPU-4 and fit the mechanical locking pins to the G4 gate arm under LOTO L-G4-22.",
     "Under LOTO L-G4-22, isolate HPU-4 and put the mechanical locking pins into the G4 gate arm.",
     None),
    (9, [7, 8], "Download TTB_G4_v5.2 to PLC-G4 with 'keep actual values' selected.",
     "Send TTB_G4_v5.2 down to PLC-G4, choosing 'keep actual values'.",
     "With 'keep actual values' selected, download project TTB_G4_v5.2 to PLC-G4."),
    (10, [9], "Read DB200 back from PLC-G4 and check the end-stop values match the hand-written ones.",
     "Compare the DB200 end-stop values read back from PLC-G4 with the ones written down by hand.",
     None),
    (11, [10], "Remove the locking pins and de-isolate HPU-4, handing back LOTO L-G4-22.",
     "Hand back LOTO L-G4-22 with the locking pins out and HPU-4 de-isolated.",
     "De-isolate HPU-4 and take out the locking pins; LOTO L-G4-22 is handed back."),
    (12, [11], "Dry-cycle G4 from the local panel at slow speed over 10 % of travel, raise and lower, and note the encoder counts at each end.",
     "From the local panel, run G4 slowly up and down through 10 % of its travel and write down the encoder counts at both ends.",
     None),
    (13, [12], "Check HPU-4 pressure stays below 210 bar throughout the travel.",
     "Watch that HPU-4 never goes above 210 bar while the gate travels.",
     "Throughout the travel, HPU-4 pressure should remain under 210 bar; check it."),
    (14, [12], "Check that limit switches LS-4A and LS-4B change state at the painted marks.",
     "Confirm LS-4A and LS-4B switch over exactly at the painted marks.",
     None),
    (15, [12], "Check that ClearSCADA shows the G4 position within 0.5° of the local panel.",
     "Make sure the G4 position on ClearSCADA agrees with the local panel to 0.5°.",
     "Within 0.5° of the local panel: that is where ClearSCADA should show the G4 position."),
    (16, [13, 14, 15], "With the barrier manager watching, make a full test closure of G4 at slack water from 0° to 90° and back; each way must take under 11 minutes.",
     "At slack water, swing G4 through a complete test closure, 0° to 90° and back again, in front of the barrier manager, with under 11 minutes allowed for each direction.",
     None),
    (17, [16], "Leave G4 under watch on ClearSCADA for 2 hours after the test closure: no alarms and HPU-4 oil temperature under 55 °C.",
     "For two hours following the test closure, keep an eye on G4 in ClearSCADA; there must be no alarms and HPU-4 oil must stay below 55 °C.",
     "No alarms and HPU-4 oil below 55 °C during 2 hours of watching G4 on ClearSCADA after the test closure."),
    (18, [17], "Take an HPU-4 oil sample for particle count; target ISO 4406 17/15/12.",
     "Draw a sample of HPU-4 oil and send it for particle count against ISO 4406 17/15/12.",
     None),
    (19, [17], "Set G4 back to 'Available' in ClearSCADA so closure sequences use all six gates.",
     "Return G4 to 'Available' on ClearSCADA, which brings all six gates back into closure sequences.",
     "In ClearSCADA, put G4 back to 'Available' (all six gates in the closure sequences again)."),
    (20, [19], "Run the ClearSCADA closure simulation FULL_CLOSE_SIM with movement inhibited and confirm it picks G4.",
     "Make sure FULL_CLOSE_SIM, the ClearSCADA closure simulation run with movement inhibited, includes G4.",
     None),
    (21, [19], "Ask Thornmouth VTS to cancel NW-25/118 and tell the EA incident room that all 6 gates are available.",
     "Get NW-25/118 withdrawn through Thornmouth VTS and let the EA incident room know every one of the 6 gates is available.",
     "Tell the EA incident room all 6 gates are available and have Thornmouth VTS cancel NW-25/118."),
    (22, [20, 21], "Commit TTB_G4_v5.2 and the uploaded TTB_G4_running_20251202.zap18 to the barrier-controls repository with tag g4-v5.2.",
     "Put both TTB_G4_v5.2 and the uploaded TTB_G4_running_20251202.zap18 into the barrier-controls repository, tagged g4-v5.2.",
     None),
    (23, [18, 22], "Close WO-TB-3107 with the test closure times and the oil sample reference.",
     "Sign off WO-TB-3107, recording the oil sample reference and the test closure times.",
     "Record the test closure times and the oil sample reference, and close WO-TB-3107."),
]

GUARDS = {
    2: "duty barrier manager's go after EA confirms no surge alert",
    6: "upload of the running PLC program and DB200 values before the download",
    7: "online/offline compare reviewed and initialled before download",
    16: "witnessed full test closure before the watch and return to service",
    17: "2-hour ClearSCADA watch before G4 is returned to Available",
}
DROP_GUARD = 17

SPLITS = {
    1: ("Open works order WO-TB-3107 for the G4 drive-control upgrade to TIA Portal V18 project TTB_G4_v5.2.",
        "Check the tide tables: nothing above 4.2 m AOD may be forecast for 2025-12-02 to 2025-12-04."),
    16: ("With the barrier manager watching, make a full test closure of G4 at slack water from 0° to 90° and back.",
         "Each way must take under 11 minutes."),
}
REGEN_SPLIT = (8, (
    "Lock out hydraulic power unit HPU-4 under LOTO L-G4-22.",
    "Then pin the G4 gate arm with the mechanical locking pins."))

SERIALIZE = [13, 14, 15]

COMPRESS = [
    ([1, 2], "Open WO-TB-3107 after checking tides and get the duty barrier manager's go."),
    ([6, 7], "Back up PLC-G4 and review the online/offline compare."),
    ([10, 11], "Check DB200 end stops and de-isolate HPU-4."),
    ([12, 13], "Dry-cycle G4 slowly and watch the HPU pressure."),
    ([17, 18], "Watch G4 on ClearSCADA after the test closure and sample the HPU oil."),
    ([19, 21], "Return G4 to Available and cancel the navigation warning."),
    ([22, 23], "Commit the project to the repository and close WO-TB-3107."),
]

LOST = {"remove": (7, 9), "add": [(7, 10)],
        "why": "TTB_G4_v5.2 is downloaded to PLC-G4 without waiting for the reviewed online/offline compare (the review now only has to finish before the DB200 read-back)"}

TARGET = {"step": 6, "old": "10.40.4.10", "new": "10.40.5.10", "kind": "IP address (PLC)"}

OPERATION = {"step": 9,
             "text": "Download TTB_G4_v5.2 to PLC-G4 with 'initialize all values' selected.",
             "change": "download keeping actual values -> download re-initialising all values (DB200 end stops lost)"}
