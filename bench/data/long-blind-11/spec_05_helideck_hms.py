ID = "lb11_05"
TASK = "Replace the motion reference unit and upgrade the helideck monitoring system on platform ALPHA-3 with the deck closed"

STEPS = [
    (1, [], "Raise PTW-77813 and send the HLO notice to Bristow ops Aberdeen that helideck ALPHA-3 is closed 06:00-14:00 on 2025-10-07.",
     "Get PTW-77813 raised, and let Bristow ops Aberdeen know through the HLO notice that the ALPHA-3 helideck will be shut from 06:00-14:00 on 2025-10-07.",
     "Send Bristow ops Aberdeen the HLO notice (helideck ALPHA-3 closed 06:00-14:00, 2025-10-07) and raise PTW-77813."),
    (2, [1], "Get the OIM's go to close the deck, countersigned on PTW-77813; no work on the mast until that signature is on the permit.",
     "Nobody starts on the mast before the OIM has said yes to closing the deck and countersigned PTW-77813.",
     None),
    (3, [2], "Close the deck: switch the HSLS status lights to flashing red, lay the yellow 'X' closed marker and broadcast deck closed on 129.705 MHz.",
     "Put the deck into closed state by setting HSLS status lights to flashing red, laying out the yellow 'X' closed marker and calling deck closed on 129.705 MHz.",
     "Broadcast deck closed on 129.705 MHz, set the HSLS status lights to flashing red and lay the yellow 'X' closed marker."),
    (4, [2], "Save what the HMS has now: export HMS_A3_pre.cfg (MRU lever arms, deck height 32.6 m) from HMS-SRV01 to USB and photograph the config pages.",
     "Take a copy of the live HMS setup from HMS-SRV01 (HMS_A3_pre.cfg, with MRU lever arms and 32.6 m deck height) onto USB, plus photos of the config pages.",
     "From HMS-SRV01, export the current config to USB as HMS_A3_pre.cfg (MRU lever arms, deck height 32.6 m) and photograph its config pages."),
    (5, [3, 4], "Isolate junction box JB-H2 under LOTO tag L-0451 and remove the old Kongsberg MRU 5+ from the mast bracket.",
     "With JB-H2 isolated and locked out on tag L-0451, take the old Kongsberg MRU 5+ off the mast bracket.",
     None),
    (6, [5], "Mount the new MRU 5+ (serial 40917) on the bracket, align it to the heading marks and torque the bolts to 12 Nm.",
     "Fit MRU 5+ serial 40917 to the bracket, line it up with the heading marks, and do the bolts up to 12 Nm.",
     "Torque the bolts to 12 Nm once the new MRU 5+ (serial 40917) is on the bracket and aligned to the heading marks."),
    (7, [6], "Upgrade the HMS software on HMS-SRV01: `hmsctl upgrade --package hms-4.2.1.pkg --keep-config`.",
     "On HMS-SRV01, bring the HMS software up to the new package with `hmsctl upgrade --package hms-4.2.1.pkg --keep-config`.",
     None),
    (8, [7], "Run `hmsctl config diff HMS_A3_pre.cfg` and have the instrument tech read every changed line, especially the lever arms (x 4.10, y -2.35, z 31.80 m), before anything is committed.",
     "Before committing anything, the instrument tech goes through each changed line of `hmsctl config diff HMS_A3_pre.cfg`, above all the lever arms (x 4.10, y -2.35, z 31.80 m).",
     "Lever arms first (x 4.10, y -2.35, z 31.80 m): the instrument tech reads each changed line from `hmsctl config diff HMS_A3_pre.cfg` before any commit."),
    (9, [8], "Commit the reviewed configuration with `hmsctl config apply HMS_A3_pre.cfg --commit`.",
     "Write the checked configuration in using `hmsctl config apply HMS_A3_pre.cfg --commit`.",
     None),
    (10, [9], "Compare HMS pitch and roll with the bubble inclinometer on the deck; they must agree within ±0.2°.",
     "Hold the HMS pitch and roll readings up against the deck's bubble inclinometer and expect agreement to ±0.2°.",
     "Pitch and roll on the HMS should match the deck bubble inclinometer to within ±0.2°; check them."),
    (11, [9], "Compare HMS heave with wave radar WR-1 over 10 minutes; the RMS difference must stay under 0.1 m.",
     "Watch heave on the HMS against wave radar WR-1 for ten minutes and confirm the RMS difference is below 0.1 m.",
     None),
    (12, [9], "Confirm the HMS feed shows green in Bristow's HeliPortal and updates at 1 Hz.",
     "Check that HeliPortal at Bristow has the HMS feed green, refreshing at 1 Hz.",
     "In Bristow's HeliPortal, the HMS feed should be green with 1 Hz updates: confirm it."),
    (13, [10, 11, 12], "HLO witnesses 30 minutes of running with no HMS alarms and all values inside CAP 437 limits, then HLO and instrument tech both sign acceptance sheet HAS-A3-07.",
     "Once the HLO has watched half an hour of HMS running alarm-free with every value within CAP 437 limits, both the HLO and the instrument tech put their names on acceptance sheet HAS-A3-07.",
     None),
    (14, [13], "Reopen the deck: HSLS status lights off, 'X' marker lifted, and tell Bristow ops Aberdeen that ALPHA-3 is open.",
     "Take the deck back to open: switch the HSLS status lights off, pick up the 'X' marker and tell Bristow ops Aberdeen ALPHA-3 is available again.",
     "Tell Bristow ops Aberdeen ALPHA-3 is open after the HSLS status lights are off and the 'X' marker is lifted."),
    (15, [14], "Close PTW-77813 and file the MRU 5+ calibration certificate and HAS-A3-07 with the platform records.",
     "Sign off PTW-77813, then put HAS-A3-07 and the MRU 5+ calibration certificate into the platform records.",
     None),
]

GUARDS = {
    2: "OIM go, countersigned on the permit, before closing the deck",
    4: "captured current HMS config before the MRU is removed",
    8: "config diff read by the instrument tech before commit",
    13: "HLO-witnessed 30-minute run before reopening the deck",
}
DROP_GUARD = 4

SPLITS = {
    1: ("Raise PTW-77813 for the helideck ALPHA-3 work.",
        "Send the HLO notice to Bristow ops Aberdeen that the deck is closed 06:00-14:00 on 2025-10-07."),
    13: ("HLO witnesses 30 minutes of running with no HMS alarms and all values inside CAP 437 limits.",
         "HLO and instrument tech then both sign acceptance sheet HAS-A3-07."),
}
REGEN_SPLIT = (6, (
    "Bolt the replacement MRU 5+ (serial 40917) onto the bracket and line it up with the heading marks.",
    "Torque those bolts to 12 Nm."))

SERIALIZE = [10, 11, 12]

COMPRESS = [
    ([1, 2], "Raise PTW-77813, notify Bristow ops and get the OIM's countersignature."),
    ([5, 6], "Swap the old MRU 5+ for serial 40917 under LOTO and torque it down."),
    ([8, 9], "Diff the HMS config against HMS_A3_pre.cfg and commit it."),
    ([14, 15], "Reopen the deck, tell Bristow ops and close PTW-77813."),
]

LOST = {"remove": (4, 5), "add": [(4, 8)],
        "why": "the old MRU is isolated and removed before the current HMS configuration has been exported (the export now only has to precede the diff)"}

TARGET = {"step": 7, "old": "4.2.1", "new": "4.1.2", "kind": "software version"}

OPERATION = {"step": 7,
             "text": "Upgrade the HMS software on HMS-SRV01: `hmsctl upgrade --package hms-4.2.1.pkg --factory-reset`.",
             "change": "`--keep-config` -> `--factory-reset` under the same 'upgrade' wording"}
