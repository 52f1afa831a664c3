ID = "lt18_09"
TASK = ("Flour mill: clear a bridged flour silo S-7, first with the air cannons and then by top-hatch confined space entry, "
        "and put the silo back into service")

STEPS = [
    (1, (), "Raise permit-to-work PTW-S7-118 for clearing the bridged flour in silo S-7 and book the mill rescue team for the day shift.",
     "Book the mill rescue team for the day shift and open PTW-S7-118, the permit-to-work for clearing bridged flour out of silo S-7.",
     None),
    (2, (1,), "Have the mill manager and the safety officer sign the confined space entry plan, which allows entry from the top hatch only and only if clearing from outside has failed.",
     "Get the confined space entry plan signed by the safety officer and the mill manager; under it, entry is through the top hatch alone and only when clearing from outside has not worked.",
     "The confined space entry plan (top hatch only, and only after clearing from outside has failed) must carry the signatures of the mill manager and the safety officer."),
    (3, (2,), "Stop filling S-7 by switching inlet diverter DV-7 over to silo S-8, then lock and tag the diverter in that position.",
     "Turn inlet diverter DV-7 across to silo S-8 so nothing more goes into S-7, and lock and tag it there.",
     "Lock and tag DV-7, the inlet diverter, once it has been switched to send flour to S-8 instead of filling S-7."),
    (4, (2,), "Tell the packing hall and the bulk loading bay that S-7 is out of service and that all orders come from S-8 and S-9.",
     "Let the bulk loading bay and the packing hall know S-7 is taken out of service, with every order now drawn from S-8 and S-9.",
     None),
    (5, (3,), "De-energise discharge screw SC-7 and rotary valve RV-7 at MCC-2, lock out both isolators and keep the lock box key with the permit holder.",
     "Power down SC-7, the discharge screw, and RV-7, the rotary valve, at MCC-2; lock off both isolators, and the permit holder holds the lock box key.",
     "At MCC-2, isolate and lock out rotary valve RV-7 and discharge screw SC-7 after switching them off, the lock box key staying with the permit holder."),
    (6, (5,), "Try to break the bridge from outside first with the air cannons at 6 bar, firing them one at a time, 5 minutes apart, for no more than 3 cycles.",
     "Start with the air cannons from outside, at 6 bar, one cannon at a time with 5 minutes between shots, and stop after 3 cycles at most.",
     None),
    (7, (6,), "If the bridge is still there, look in through the top hatch with the camera pole and record the height of the bridge and any rat-holing.",
     "Should the bridge still be in place, put the camera pole in through the top hatch and note how high the bridge is and whether there is rat-holing.",
     "Record bridge height and any rat-holing from a camera pole look through the top hatch, if the bridge has not gone."),
    (8, (7,), "Bond the vacuum truck and its hose to the silo earth point and check that earth continuity is under 10 ohm.",
     "Earth the vacuum truck and its hose at the silo earth point, and confirm the earth continuity reads below 10 ohm.",
     None),
    (9, (7,), "Test the air at the top hatch for oxygen (19.5 to 23.5 %) and carbon monoxide, and do not enter if any reading is out of limits.",
     "Gas test at the top hatch for carbon monoxide and for oxygen between 19.5 and 23.5 %; nobody goes in if a single reading is outside the limits.",
     "Nobody enters if a reading is out of limits: gas test the top hatch for carbon monoxide and oxygen (19.5 to 23.5 %)."),
    (10, (8, 9), "Rig the tripod and winch over the top hatch, clip the entrant's full-body harness to the lifeline, post the standby at the hatch and keep the rescue team on the radio.",
     "Put the tripod and winch up over the top hatch; the entrant wears a full-body harness clipped to the lifeline, a standby is posted at the hatch, and the rescue team stays on the radio.",
     "With the rescue team on the radio and the standby at the hatch, hook the entrant's full-body harness to the lifeline on the tripod and winch rigged over the top hatch."),
    (11, (10,), "Break the bridge from above with the long-handled breaker while the entrant stays in the bosun's chair above the flour and never stands on it.",
     "Knock the bridge down from above using the long-handled breaker, the entrant remaining in the bosun's chair over the flour and at no time standing on it.",
     None),
    (12, (11,), "Vacuum out the loosened flour with the bonded vacuum truck, keep a 2 kg sample for the lab and bag the rest as feed grade.",
     "Suck the broken-up flour out with the earthed vacuum truck, hold back a 2 kg lab sample and bag everything else as feed grade.",
     "Bag the rest as feed grade and keep a 2 kg sample for the lab after vacuuming the loose flour out with the bonded truck."),
    (13, (12,), "Bring the entrant out, shut the top hatch and sign the entrant off the permit.",
     "Get the entrant out, close the top hatch and sign them off the permit.",
     None),
    (14, (13,), "Check with the camera pole that no bridge or hang-up is left on the walls or in the cone.",
     "Use the camera pole to confirm nothing is left hanging on the walls or bridging in the cone.",
     "In the cone and on the walls, nothing may remain: confirm with the camera pole that there is no bridge or hang-up."),
    (15, (14,), "Remove the locks at MCC-2 and energise SC-7 and RV-7, with nobody near the silo cone.",
     "Take the locks off at MCC-2 and power SC-7 and RV-7 back up, keeping everyone clear of the silo cone.",
     None),
    (16, (15,), "Run SC-7 empty for 10 minutes and check that the motor current stays below 18 A.",
     "Let SC-7 run empty for ten minutes and make sure its motor current does not go over 18 A.",
     "Check motor current stays under 18 A over 10 minutes of SC-7 running empty."),
    (17, (15,), "Compare level radar LT-7 with the camera check and reset its empty calibration if it is more than 0.3 m out.",
     "Check the LT-7 level radar against what the camera showed, and redo its empty calibration if it is off by more than 0.3 m.",
     None),
    (18, (16, 17), "Unlock DV-7 and send flour back into S-7 at half the normal fill rate for the first 2 hours, watching the level radar and the screw current.",
     "Take the lock off DV-7 and refill S-7 at half the usual fill rate for the first two hours, keeping an eye on the level radar and the screw current.",
     "For the first 2 hours fill S-7 at half the normal rate, watching screw current and the level radar, once DV-7 is unlocked and switched back."),
    (19, (4, 18), "Tell packing and bulk loading that S-7 is back in service.",
     "Let bulk loading and packing know S-7 has been put back into service.",
     None),
    (20, (19,), "Close PTW-S7-118 and file the camera records and the lab sample form.",
     "File the camera records and the lab sample form, and close out PTW-S7-118.",
     None),
]

GUARDS = {
    2: "entry plan signed by mill manager and safety officer",
    9: "atmosphere test before entry",
    14: "camera check that the silo is clear before energising",
    18: "two-hour watched refill at half rate",
}
DROP_GUARD = 9

SPLITS = {
    10: ("Rig the tripod and winch over the top hatch and clip the entrant's full-body harness to the lifeline.",
         "Post the standby at the hatch and keep the rescue team on the radio."),
    12: ("Vacuum out the loosened flour with the bonded vacuum truck.",
         "Keep a 2 kg sample of it for the lab and bag the rest as feed grade."),
}
REGEN_SPLIT = (5, ("Switch off discharge screw SC-7 and rotary valve RV-7 at MCC-2 and lock out both of their isolators.",
                   "The key of the lock box stays with the permit holder."))
SERIALIZE = [16, 17]
COMPRESS = [
    ([1, 2], "Raise PTW-S7-118 and get the entry plan signed."),
    ([3, 5], "Divert filling away from S-7 and lock out its screw and rotary valve."),
    ([6, 7], "Try the air cannons, then look in with the camera."),
    ([11, 12], "Break the bridge from the chair and vacuum out the flour."),
    ([13, 14], "Bring the entrant out and check the silo is clear."),
    ([19, 20], "Tell packing S-7 is back and close the permit."),
]
LOST = {"remove": (14, 15), "add": [(13, 15), (14, 19)],
        "why": "SC-7 and RV-7 can be re-energised (step 15) before the camera check that nothing is left hanging in the silo (step 14)"}
TARGET = {"step": 9, "old": "19.5", "new": "16.5", "kind": "oxygen lower limit (percentage)"}
OPERATION = {"step": 5,
             "text": "Energise discharge screw SC-7 and rotary valve RV-7 at MCC-2, lock out both isolators and keep the lock box key with the permit holder.",
             "change": "opposite verb: de-energise -> energise the screw and rotary valve before the entry"}
