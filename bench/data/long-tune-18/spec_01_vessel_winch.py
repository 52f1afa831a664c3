ID = "lt18_01"
TASK = ("RV Meridian: re-terminate the conducting wire of the starboard CTD winch W-2 after a kink, "
        "pull test it and release it back to the science party")

STEPS = [
    (1, (), "Open work order WO-4471 for the W-2 re-termination and tell the bridge that there will be no overboard work on the starboard side until further notice.",
     "Raise work order WO-4471 to cover re-terminating W-2, and let the bridge know that starboard-side overboard work is off until further notice.",
     "Tell the bridge that starboard overboard work is stopped until further notice, and open work order WO-4471 for re-terminating W-2."),
    (2, (1,), "Get the chief engineer and the master to sign the deck work permit for W-2 before anyone touches the drum.",
     "Nobody touches the drum until the deck work permit for W-2 carries the signatures of both the master and the chief engineer.",
     None),
    (3, (2,), "Pay out about 40 m of wire at no more than 0.5 m/s so the kinked section lies flat on the deck, then set the drum brake.",
     "Run out roughly 40 m of wire, never faster than 0.5 m/s, until the kinked length is lying flat on deck; after that, put the drum brake on.",
     None),
    (4, (3,), "Shut down hydraulic power unit HPU-2, lock out its breaker at switchboard MSB-1 and hang your personal lock and tag on it.",
     "Power down HPU-2, the hydraulic power unit, then isolate its breaker on switchboard MSB-1 and put your own lock and tag on it.",
     "At switchboard MSB-1, lock out the breaker of hydraulic power unit HPU-2 once it has been shut down, and fit your personal lock and tag."),
    (5, (4,), "Cut off the kinked section 5 m beyond the last visible damage and keep the cut piece, labelled with the date and WO-4471, for the wire log.",
     "Cut away the kinked length, going 5 m past the last damage you can see, and hold on to the offcut, labelled with WO-4471 and the date, for the wire log.",
     None),
    (6, (4,), "Export the last 30 days of tension and payout records from the winch monitoring PC WMS-2 to the cruise share before anything on WMS-2 is reset.",
     "Before any reset is done on WMS-2, copy the tension and payout history for the past 30 days from WMS-2, the winch monitoring PC, onto the cruise share.",
     "Copy 30 days of tension and payout records to the cruise share from winch monitoring PC WMS-2, and do it before anything on WMS-2 is reset."),
    (7, (4,), "Megger the conductor at 500 V and write down the reading; do not go on with the termination if it is below 200 megohm.",
     "Take an insulation reading of the conductor with the megger at 500 V and log it; should it come out under 200 megohm, stop and do not carry on with the termination.",
     "Write down the 500 V megger reading of the conductor; below 200 megohm, the termination does not go ahead."),
    (8, (5, 7), "Fit the new mechanical termination and the electrical connector following procedure DP-WT-07, then leave the epoxy to cure for 8 hours.",
     "Following DP-WT-07, put on the new mechanical termination and the electrical connector, and give the epoxy 8 hours to cure.",
     "Leave the epoxy 8 hours to cure after fitting the new mechanical termination and electrical connector as DP-WT-07 describes."),
    (9, (8,), "Megger the conductor again through the new connector and check continuity all the way to the CTD deck unit.",
     "Repeat the megger test, this time through the new connector, and confirm there is continuity right through to the CTD deck unit.",
     None),
    (10, (6, 9), "Reset the wire-out length on WMS-2 to the new total of 6950 m and record the old and new lengths in the wire log.",
     "On WMS-2, set the wire-out length back to the new total of 6950 m, and enter both the old and the new length in the wire log.",
     "Record old and new lengths in the wire log and reset the wire-out length (new total 6950 m) on WMS-2."),
    (11, (10,), "Remove your lock and tag, close breaker HPU-2 again and start the hydraulic power unit with the bosun standing by at the winch.",
     "Take off your lock and tag, put breaker HPU-2 back in and bring the hydraulic power unit up while the bosun stands by at the winch.",
     None),
    (12, (11,), "Pull test the termination: hold 2.5 t on the load cell for 10 minutes with the wire led over the A-frame sheave and nobody inside the snap-back zone.",
     "Load the new termination to 2.5 t on the load cell and keep it there for 10 minutes, the wire running over the A-frame sheave, with the snap-back zone kept clear of people.",
     "With nobody in the snap-back zone and the wire over the A-frame sheave, pull test the termination at 2.5 t on the load cell for 10 minutes."),
    (13, (12,), "After the pull test, inspect the termination for any slip of the wire against the paint mark.",
     "Once the pull test is over, look the termination over and make sure the wire has not crept relative to the paint mark.",
     None),
    (14, (12,), "Check that WMS-2 shows the load-cell tension within 5 % of the reference dynamometer.",
     "Confirm the tension reported on WMS-2 from the load cell agrees with the reference dynamometer to within 5 %.",
     "Compare against the reference dynamometer: the load-cell tension on WMS-2 must be within 5 %."),
    (15, (13, 14), "Do a 100 m test dip with the CTD frame and watch the tension trace and the data stream for the whole dip before the winch goes back to science use.",
     "Before W-2 returns to science use, send the CTD frame down on a 100 m test dip and keep an eye on the tension trace and the data stream the entire time.",
     None),
    (16, (15,), "Release W-2 to the science party, close WO-4471 and tell the bridge that starboard overboard work can resume.",
     "Hand W-2 back to the science party, close out WO-4471 and let the bridge know starboard overboard work may start again.",
     None),
]

GUARDS = {
    2: "permit signed by master and chief engineer before work on the drum",
    6: "export of WMS-2 records before the reset",
    7: "insulation check before terminating",
    14: "tension reading verified against the dynamometer",
    15: "100 m test dip watched before release to science",
}
DROP_GUARD = 15

SPLITS = {
    4: ("Shut down hydraulic power unit HPU-2.",
        "Lock out the HPU-2 breaker at switchboard MSB-1 and hang your personal lock and tag on it."),
    12: ("Pull test the termination by holding 2.5 t on the load cell for 10 minutes.",
         "During the pull test the wire is led over the A-frame sheave and nobody stands inside the snap-back zone."),
}
REGEN_SPLIT = (8, ("Put on the new mechanical termination and the electrical connector as procedure DP-WT-07 lays out.",
                   "Then let the epoxy cure for 8 hours before anything else is done."))
SERIALIZE = [13, 14]
COMPRESS = [
    ([1, 2], "Open WO-4471, warn the bridge and get the W-2 deck permit signed by master and chief engineer."),
    ([3, 4], "Pay out the kinked wire onto the deck, brake the drum and lock out HPU-2."),
    ([9, 10], "Re-test the conductor and reset the wire length on WMS-2."),
    ([12, 13], "Pull test the termination at 2.5 t and check it for slip."),
    ([15, 16], "Do a test dip and hand W-2 back to science."),
]
LOST = {"remove": (6, 10), "add": [(6, 16)],
        "why": "the wire-out length on WMS-2 can be reset (step 10) before its tension and payout records are exported (step 6)"}
TARGET = {"step": 4, "old": "HPU-2", "new": "HPU-1", "kind": "hydraulic power unit (the port winch's HPU is locked out instead)"}
OPERATION = {"step": 7,
             "text": "Megger the conductor at 500 V and write down the reading; go on with the termination even if it is below 200 megohm.",
             "change": "'do not' dropped: the termination goes ahead on a failed insulation reading"}
