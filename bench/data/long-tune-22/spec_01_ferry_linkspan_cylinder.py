ID = "lt22_01"
TASK = ("Replace the north lifting cylinder LC-N of ro-ro linkspan LS-3 (berth 3) in a night window and "
        "return the ramp to service before the 06:15 sailing of MV Island Star.")

# (k, deps, golden, reword_all, identifiers_moved or None)
STEPS = [
    (1, [], "Raise permit PTW-3318 for berth 3 and agree the 02:00-05:30 window with the harbour master, with no sailings booked onto LS-3 inside it.",
     "Agree the 02:00-05:30 window with the harbour master, confirm nothing is booked onto LS-3 during it, and get permit PTW-3318 issued for berth 3.",
     "Get permit PTW-3318 raised for berth 3; the harbour master agrees the window (02:00-05:30) and books no sailings onto LS-3 inside it."),
    (2, [1], "Capture the current HPU-3 settings to the engineering share before anything is touched: relief valve 210 bar, float pressure 38 bar and the PLC-LS3 parameter file `ls3_params.csv`, plus a photo of the valve block labels.",
     "Before a spanner goes near it, copy what HPU-3 is set to onto the engineering share: the PLC-LS3 parameter file `ls3_params.csv`, relief valve at 210 bar, float at 38 bar, and photograph the valve block labels.",
     None),
    (3, [1], "Land the linkspan on its storage pins at 0 degrees and confirm both pin sensors PS-1 and PS-2 read ENGAGED on the HMI.",
     "Bring the ramp down to 0 degrees onto the storage pins; the HMI must show ENGAGED for pin sensors PS-1 and PS-2.",
     "Confirm on the HMI that PS-1 and PS-2 both read ENGAGED once the linkspan has been landed on its storage pins at 0 degrees."),
    (4, [2, 3], "Isolate HPU-3 at MCC-B breaker Q12, lock and tag it with padlock 47, and bleed the accumulator down to 0 bar on gauge G-5.",
     "Open breaker Q12 on MCC-B to isolate HPU-3, hang padlock 47 and a tag on it, then vent the accumulator until gauge G-5 shows 0 bar.",
     "Bleed the accumulator to 0 bar (watch gauge G-5) after HPU-3 is isolated at breaker Q12 on MCC-B, locked and tagged with padlock 47."),
    (5, [4], "Disconnect hoses H-7 and H-8 and crane out the north lifting cylinder LC-N with the 25 t mobile crane, slinging at the two marked lifting eyes.",
     "Using the 25 t mobile crane slung from the two marked lifting eyes, lift the north cylinder LC-N out once hoses H-7 and H-8 are off.",
     None),
    (6, [4], "Drain the HPU-3 tank, take an oil sample for an ISO 4406 count (target 17/15/12) and send the bottle to the lab.",
     "Empty the HPU-3 tank and bottle a sample for the lab; the ISO 4406 cleanliness target is 17/15/12.",
     "Send the lab a bottle drawn while draining the HPU-3 tank, for an ISO 4406 count against 17/15/12."),
    (7, [5], "Fit the new cylinder LC-N serial 88412, torque the trunnion bolts to 680 Nm and reconnect hoses H-7 and H-8.",
     "Set the replacement LC-N (serial 88412) in place, take the trunnion bolts up to 680 Nm and couple hoses H-7 and H-8 back on.",
     None),
    (8, [6, 7], "Refill HPU-3 with 420 L of HVLP 46 through the 3 micron filter cart.",
     "Put 420 L of HVLP 46 back into HPU-3, pumping it through the 3 micron filter cart.",
     "Through the 3 micron filter cart, fill HPU-3 back up with HVLP 46 (420 L)."),
    (9, [8], "The second fitter goes over every hose end and the trunnion torque marks against sheet QF-12 and initials it; no hydraulic power goes back on until that sheet is signed.",
     "Have the second fitter check each hose end and the torque marks on the trunnions against sheet QF-12 and put his initials on it; until it is signed, the power unit stays dead.",
     "Sheet QF-12: the second fitter checks all hose ends and trunnion torque marks against it and initials it, and HPU-3 is not powered until it is signed."),
    (10, [9], "Remove padlock 47, re-energise Q12 and set the relief valve back to 210 bar and the float to 38 bar from the captured settings.",
     "Take off padlock 47, close Q12 again, and restore the captured values: relief valve 210 bar, float 38 bar.",
     None),
    (11, [10], "Stroke the ramp empty from -4 to +6 degrees three times and watch LC-N for drift of more than 2 mm per minute before anything drives on it.",
     "With nothing on the deck, cycle the ramp between -4 and +6 degrees three times; LC-N must not creep more than 2 mm per minute before any vehicle goes on.",
     "Watch for LC-N drift above 2 mm per minute while the empty ramp is stroked three times between -4 and +6 degrees, before anything drives on it."),
    (12, [11], "Read both cylinder pressures on the PLC-LS3 trend: LC-N and LC-S within 5 bar of each other at +3 degrees.",
     "Look at the PLC-LS3 trend and check that LC-N and LC-S sit within 5 bar of each other at +3 degrees.",
     None),
    (13, [11], "Walk the new cylinder and hoses H-7 and H-8 with a torch and wipe-check every fitting for weeps.",
     "Go round the new cylinder and hoses H-7 and H-8 with a torch, wiping each fitting to look for weeps.",
     "With a torch, wipe-check every fitting on hoses H-7 and H-8 and the new cylinder for weeps."),
    (14, [12, 13], "Proof-load the ramp: drive the 40 t test trailer onto it at +3 degrees and let it sit for 10 minutes while PLC-LS3 logs both cylinders; no traffic until it has held.",
     "Run the 40 t test trailer onto the ramp at +3 degrees and leave it there 10 minutes with PLC-LS3 logging both cylinders; the ramp carries no traffic until it has held.",
     None),
    (15, [14], "The deck lead reads back the ramp angle, float pressure and both pin states to the bridge of MV Island Star on VHF channel 12, and the bridge repeats them.",
     "Over VHF channel 12 the deck lead reads ramp angle, float pressure and the two pin states to the bridge of MV Island Star, which repeats them back.",
     "On VHF channel 12, the bridge of MV Island Star repeats back the ramp angle, float pressure and both pin states read to it by the deck lead."),
    (16, [15], "Return LS-3 to service, open berth 3 for loading of the 06:15 sailing and close permit PTW-3318.",
     "Close PTW-3318, hand LS-3 back into service and open berth 3 so the 06:15 sailing can load.",
     None),
]

GUARDS = {
    2: "current HPU-3 settings and photo captured before the rig is taken apart (backup)",
    9: "second fitter initials sheet QF-12 before power goes back on (sign-off)",
    11: "empty strokes watched for drift before anything drives on (trial)",
    14: "40 t proof load held before traffic (readiness)",
    15: "read-back of angle, float pressure and pins to the bridge before return to service (verification)",
}
DROP_GUARD = 2

SPLITS = {
    2: ("Capture the current HPU-3 settings to the engineering share before anything is touched: relief valve 210 bar, float pressure 38 bar.",
        "Also save the PLC-LS3 parameter file `ls3_params.csv` there, plus a photo of the valve block labels."),
    14: ("Proof-load the ramp: drive the 40 t test trailer onto it at +3 degrees and let it sit for 10 minutes.",
         "While it sits, PLC-LS3 logs both cylinders; no traffic until it has held."),
}
REGEN_SPLIT = (5, ("Uncouple hoses H-7 and H-8 from the north lifting cylinder LC-N.",
                   "Lift LC-N out with the 25 t mobile crane, slings on the two marked lifting eyes."))
SERIALIZE = [12, 13]
COMPRESS = [
    ([1, 3], "Raise PTW-3318 for the night window and land the linkspan on its storage pins."),
    ([5, 7], "Swap the north lifting cylinder LC-N for the new one (serial 88412) and reconnect the hoses."),
    ([6, 8], "Drain, sample and refill the HPU-3 tank with fresh HVLP 46."),
    ([10, 11], "Re-energise HPU-3, restore the settings and stroke the ramp a few times."),
    ([15, 16], "Confirm the ramp state with the bridge and return LS-3 to service for the 06:15 sailing."),
]
LOST = {"remove": (9, 10), "add": [(8, 10), (9, 11)],
        "why": "HPU-3 is re-energised (10) without waiting for the second fitter to initial sheet QF-12 (9); the sign-off now only precedes the empty strokes"}
TARGET = {"step": 4, "old": "Q12", "new": "Q21", "kind": "MCC breaker"}
OPERATION = {"step": 3,
             "text": "Withdraw the storage pins and float the linkspan at 0 degrees, and confirm both pin sensors PS-1 and PS-2 read RETRACTED on the HMI.",
             "change": "land on storage pins (ENGAGED) -> withdraw pins and float (RETRACTED)"}
