ID = "lb11_10"
TASK = "Fly, tune and lock the L-Acoustics K2 main hangs for the Arena North show on 2025-09-12"

STEPS = [
    (1, [], "Open CR-2291 in the show-ops tracker and attach rigging plot RP-ARN-v7 with the point loads for hangs MAIN-L and MAIN-R.",
     "Raise CR-2291 in the show-ops tracker, attaching rigging plot RP-ARN-v7 that lists the point loads of MAIN-L and MAIN-R.",
     "In the show-ops tracker, open a change (CR-2291) and attach the plot with the point loads for MAIN-L and MAIN-R (RP-ARN-v7)."),
    (2, [1], "Walk RP-ARN-v7 with the venue head rigger and get their initials on the plot; nothing goes up on a motor until they have signed.",
     "No motor picks anything until the venue head rigger has gone through RP-ARN-v7 with you and initialled the plot.",
     None),
    (3, [2], "Hang the 2 t Liftket D8+ chain hoists on points P12 and P14 for MAIN-L and P31 and P33 for MAIN-R, using 1 m steel spansets and 3.25 t shackles.",
     "Using 1 m steel spansets with 3.25 t shackles, rig the 2 t Liftket D8+ hoists: points P12 and P14 carry MAIN-L, points P31 and P33 carry MAIN-R.",
     "Rig one 2 t Liftket D8+ hoist per point (P12, P14 for MAIN-L; P31, P33 for MAIN-R) on 1 m steel spansets and 3.25 t shackles."),
    (4, [2], "Patch the Dante network: connect LA12X amp racks AR-1 to AR-4 to switch FOH-SW1 ports 1-8 and confirm in Dante Controller that the DM7 console is clock master at 48 kHz.",
     "Cable amp racks AR-1 to AR-4 (LA12X) into FOH-SW1 on ports 1-8, then check in Dante Controller that the DM7 console holds clock master at 48 kHz.",
     "In Dante Controller, with AR-1 to AR-4 (LA12X racks) patched into ports 1-8 of FOH-SW1, confirm that clock master is the DM7 console at 48 kHz."),
    (5, [3], "Build MAIN-L and MAIN-R on the deck as 12 K2 plus 2 Kara II downfill each, setting the angles from Soundvision file ARN_v7.xl2 (top box 0.25°, bottom box 10°).",
     "On the deck, put together each hang (MAIN-L, MAIN-R) from 12 K2 and 2 Kara II downfill, pinning the angles that Soundvision file ARN_v7.xl2 gives: 0.25° at the top box and 10° at the bottom box.",
     None),
    (6, [5], "Pick each hang 300 mm off the deck and read the Broadweigh load shackles; stop and re-rig if any point reads over 1,850 kg or more than 10 % away from RP-ARN-v7.",
     "With each hang lifted 300 mm clear of the deck, read back the Broadweigh load shackles, and re-rig if a point shows above 1,850 kg or strays from RP-ARN-v7 by over 10 %.",
     "Read the Broadweigh load shackles at 300 mm off the deck for each hang: over 1,850 kg on any point, or off RP-ARN-v7 by more than 10 %, means stop and re-rig."),
    (7, [6], "Fly MAIN-L and MAIN-R to a bottom-box trim of 11.5 m with the CM-8 motor controller in group mode at 4 m/min.",
     "Take both hangs (MAIN-L, MAIN-R) up to 11.5 m at the bottom box, running the CM-8 motor controller in group mode at 4 m/min.",
     None),
    (8, [7], "Fit the secondary safeties: a 10 mm wire-rope steel on every point, with no more than 150 mm of slack.",
     "Every point gets a secondary safety, a 10 mm wire-rope steel left with 150 mm of slack at most.",
     "On every point, fit a 10 mm wire-rope steel as secondary safety (slack: no more than 150 mm)."),
    (9, [4], "Check in Dante Controller that all 4 amp racks show primary and secondary links at 1 Gbps with device latency at 1 ms.",
     "Make sure Dante Controller lists primary and secondary links up at 1 Gbps for all 4 amp racks, and 1 ms device latency.",
     None),
    (10, [4], "Check in LA Network Manager that all 12 LA12X amplifiers are online with preset K2_110 loaded and no fault flags.",
     "Confirm LA Network Manager sees the 12 LA12X amplifiers online, free of fault flags and running preset K2_110.",
     "Confirm preset K2_110 is loaded and no fault flags are raised on the 12 LA12X amplifiers (all online in LA Network Manager)."),
    (11, [4], "Before anyone touches EQ, export the current LA Network Manager session to ARN_pre.session on the show laptop and a USB stick.",
     "Write out the LA Network Manager session as it stands now to ARN_pre.session, one copy on the show laptop and one on a USB stick, ahead of any EQ change.",
     None),
    (12, [9, 10, 11], "Run Smaart v9 transfer functions at mic positions M1-M4 and apply the array EQ and delay to groups MAIN-L and MAIN-R in LA Network Manager (delay FOH to 23.4 ms).",
     "In LA Network Manager, set the array EQ and delay on groups MAIN-L and MAIN-R after measuring Smaart v9 transfer functions from mic positions M1-M4 (FOH delay at 23.4 ms).",
     "Measure with Smaart v9 at M1-M4, then push the array EQ and delay (23.4 ms at FOH) to the MAIN-L and MAIN-R groups in LA Network Manager."),
    (13, [8, 12], "Soak the system with pink noise at 100 dB(A) for 20 minutes and keep an eye on amp temperatures; anything above 70 °C and the doors do not open.",
     "Play pink noise at 100 dB(A) through the system for 20 minutes while amp temperatures are watched; doors stay shut if any amp climbs past 70 °C.",
     None),
    (14, [13], "Lock out the CM-8 motor controller (key switch to OFF, key with the head rigger), then close CR-2291 with the load-shackle readings and Smaart traces attached.",
     "Once the key switch on the CM-8 motor controller is at OFF and the head rigger holds the key, close out CR-2291, attaching the Smaart traces and load-shackle readings.",
     "Attach the load-shackle readings and Smaart traces and close CR-2291 after locking out the CM-8 motor controller (key switch to OFF, key with the head rigger)."),
]

GUARDS = {
    2: "head rigger sign-off on the plot before any motor is hung",
    6: "load-shackle read-back at 300 mm before flying to trim",
    11: "export of the current LA Network Manager session before EQ changes",
    13: "20-minute pink-noise soak with amp temperature watch before doors",
}
DROP_GUARD = 6

SPLITS = {
    3: ("Hang the 2 t Liftket D8+ chain hoists on points P12 and P14 for MAIN-L and P31 and P33 for MAIN-R.",
        "Use 1 m steel spansets and 3.25 t shackles for every hoist."),
    12: ("Run Smaart v9 transfer functions at mic positions M1-M4.",
         "Apply the array EQ and delay to groups MAIN-L and MAIN-R in LA Network Manager, with the FOH delay at 23.4 ms."),
}
REGEN_SPLIT = (4, (
    "Cable amp racks AR-1 to AR-4 (LA12X) into switch FOH-SW1, ports 1-8.",
    "Then look in Dante Controller and make sure the DM7 console is the clock master, running at 48 kHz."))

SERIALIZE = [9, 10]

COMPRESS = [
    ([1, 2], "Open CR-2291 with rigging plot RP-ARN-v7 and get the head rigger's sign-off."),
    ([5, 6], "Build MAIN-L and MAIN-R on the deck per ARN_v7.xl2 and check the load shackles on a short pick."),
    ([7, 8], "Fly both hangs to trim at 11.5 m and fit the secondary steels."),
    ([13, 14], "Soak with pink noise, then lock out the motor controller and close CR-2291."),
]

LOST = {"remove": (11, 12), "add": [(11, 13)],
        "why": "the array EQ and delay are pushed to LA Network Manager before the current session has been exported (the export now only has to finish before the soak)"}

TARGET = {"step": 3, "old": "P33", "new": "P38", "kind": "rigging point"}

OPERATION = {"step": 14,
             "text": "Unlock the CM-8 motor controller (key switch to ON, key left in the controller), then close CR-2291 with the load-shackle readings and Smaart traces attached.",
             "change": "lock out the motor controller -> unlock it with the key left in"}
