"""lt27_11: BSL-3 suite B3-2 annual shutdown, VHP room decontamination and exhaust HEPA change."""

ID = "lt27_11"
TASK = ("Run the annual shutdown of BSL-3 suite B3-2 (lab B3-201, anteroom B3-202): surface decontamination, room "
        "sealed and isolated from the building ventilation, vaporised hydrogen peroxide cycle with biological "
        "indicators, aeration, exhaust HEPA housing HF-2 isolated, decontaminated and re-filtered with a leak scan, "
        "safety cabinets recertified, pressure cascade and failure test, and re-opening by the biosafety officer.")

STEPS = [
    (1, [],
     "Open facilities work order FM-2025-5521 for the annual shutdown of BSL-3 suite B3-2 (lab B3-201, anteroom "
     "B3-202) from 2025-08-11 to 2025-08-15, with the biosafety officer Dr. A. Lindqvist as responsible person.",
     "Raise FM-2025-5521, the facilities work order for this year's shutdown of BSL-3 suite B3-2 (B3-201 is the lab, "
     "B3-202 the anteroom), running 2025-08-11 to 2025-08-15; Dr. A. Lindqvist, the biosafety officer, is the "
     "responsible person.",
     "With Dr. A. Lindqvist (biosafety officer) as responsible person, open work order FM-2025-5521: annual shutdown "
     "of BSL-3 suite B3-2, lab B3-201 and anteroom B3-202, 2025-08-11 to 2025-08-15."),
    (2, [1],
     "Confirm with the 4 research groups that every agent is inactivated or moved to suite B3-1 and that the 14 "
     "sample boxes in `B32-inventory-2025.xlsx` are signed out.",
     "Check with each of the 4 research groups that all agents have been inactivated or taken to suite B3-1, and that "
     "the 14 sample boxes listed in `B32-inventory-2025.xlsx` carry a sign-out.",
     "The 14 sample boxes in `B32-inventory-2025.xlsx` must be signed out, and every agent inactivated or moved to "
     "suite B3-1: confirm both with the 4 research groups."),
    (3, [1],
     "Check the BMS: B3-201 at -45 Pa and B3-202 at -25 Pa against the corridor, and no active alarm for the suite.",
     "On the BMS, confirm the cascade (B3-201 at -45 Pa, B3-202 at -25 Pa, both against the corridor) and that the "
     "suite has no alarm standing.",
     None),
    (4, [1],
     "Check the gassing kit: both Bioquell BQ-50 generators GEN-1 and GEN-2 within calibration, and 6 cartridges of "
     "35 % hydrogen peroxide in stock.",
     "Make sure the VHP equipment is ready: the 2 Bioquell BQ-50 generators, GEN-1 and GEN-2, are in calibration and "
     "there are 6 cartridges of 35 % hydrogen peroxide on the shelf.",
     None),
    (5, [1],
     "Keep a copy of the BMS controller program: save the Desigo PXC database `PXC-B32` to the USB stick labelled "
     "B3-2-2025 and to `\\\\fm\\bms\\backup\\PXC-B32\\2025-08-10\\`.",
     "Back up the program of the suite's BMS controller: the Desigo PXC database `PXC-B32` goes onto the USB stick "
     "marked B3-2-2025 and into `\\\\fm\\bms\\backup\\PXC-B32\\2025-08-10\\`.",
     "The Desigo PXC database `PXC-B32` is saved to `\\\\fm\\bms\\backup\\PXC-B32\\2025-08-10\\` and to the USB stick "
     "labelled B3-2-2025, so a copy of the BMS controller program is kept."),
    (6, [2, 3, 4, 5],
     "Have Dr. A. Lindqvist sign the decontamination plan DP-B32-2025 and the chair of the biosafety committee "
     "countersign it; from then on only the 5 named staff on the plan may enter B3-2.",
     "The decontamination plan DP-B32-2025 needs the signature of Dr. A. Lindqvist and the countersignature of the "
     "biosafety committee chair; after that, entry to B3-2 is limited to the 5 staff named on the plan.",
     None),
    (7, [6],
     "Decontaminate all surfaces and equipment with 1 % Virkon S and 10 minutes contact time, including the 3 cabinet "
     "interiors, and autoclave the waste in AC-3 at 121 °C for 60 minutes.",
     "Wipe down every surface and piece of equipment with 1 % Virkon S, leaving 10 minutes of contact time, the "
     "interiors of the 3 cabinets included, and run the waste through autoclave AC-3 at 121 °C for 60 minutes.",
     "In autoclave AC-3 at 121 °C for 60 minutes: the waste; with 1 % Virkon S and 10 minutes contact time: all "
     "surfaces and equipment, including the 3 cabinet interiors."),
    (8, [7],
     "Seal the rooms: tape the doors and service penetrations, open the cabinet sashes to 20 cm, and place 12 "
     "biological indicators (Apex BI, 10^6 spores) and 12 chemical indicators at the positions in `BI-map-B32-v3`.",
     "Make the rooms airtight by taping doors and service penetrations, raise the sashes of the cabinets to 20 cm, and "
     "put out 12 biological indicators (Apex BI with 10^6 spores) plus 12 chemical indicators where `BI-map-B32-v3` "
     "shows.",
     None),
    (9, [7],
     "Put the suite into decon mode on the BMS: close bubble-tight dampers BTD-21 (supply) and BTD-22 (exhaust) so "
     "that B3-2 is isolated from the building system, and confirm both closed end-switches; exhaust fan EF-2 keeps "
     "running for the other suites.",
     "Switch B3-2 to decon mode from the BMS, closing the bubble-tight dampers BTD-21 on the supply and BTD-22 on the "
     "exhaust to cut the suite off from the building system; both must show their closed end-switch, while EF-2, "
     "the exhaust fan, stays on for the other suites.",
     None),
    (10, [8, 9],
     "Check the seal before gassing: smoke pencils at the door seals show no leak, and corridor sensor SEN-C1 reads 0 "
     "ppm while the generators dehumidify.",
     "Prove the seal holds before any peroxide goes in: no leak at the door seals with smoke pencils, and 0 ppm on "
     "corridor sensor SEN-C1 during the dehumidification phase of the generators.",
     "Corridor sensor SEN-C1 must read 0 ppm while the generators dehumidify, and smoke pencils must show no leak at "
     "the door seals: check the seal before gassing."),
    (11, [10],
     "Start cycle `B32-annual` on GEN-1 (B3-201) and GEN-2 (B3-202): 90 minutes of gassing to 450 ppm and a 40-minute "
     "dwell; wait until both displays read `DWELL COMPLETE`.",
     "Run the `B32-annual` cycle on the two generators, GEN-1 in B3-201 and GEN-2 in B3-202, which gasses for 90 "
     "minutes up to 450 ppm and then holds a 40-minute dwell; both displays have to reach `DWELL COMPLETE`.",
     None),
    (12, [11],
     "Aerate with the R-30 units until the room H2O2 sensors read below 1 ppm (about 8 hours), with SEN-C1 in the "
     "corridor at 0 ppm throughout.",
     "Clear the peroxide with the R-30 aeration units until the H2O2 sensors in the rooms are under 1 ppm, which "
     "takes around 8 hours; SEN-C1 in the corridor must stay at 0 ppm the whole time.",
     "Until the room H2O2 sensors read below 1 ppm (about 8 hours) aerate with the R-30 units; throughout, the "
     "corridor sensor SEN-C1 stays at 0 ppm."),
    (13, [12],
     "Retrieve the 12 biological and 12 chemical indicators in PAPR and incubate the 12 BIs at 57 °C for 7 days "
     "together with 2 unexposed positive controls.",
     "Wearing PAPR, collect the 12 biological and 12 chemical indicators, then incubate the 12 BIs for 7 days at "
     "57 °C alongside 2 positive controls that were never exposed.",
     None),
    (14, [13],
     "Isolate HEPA housing HF-2 for its own decon: close bubble-tight dampers BTD-23 (upstream) and BTD-24 "
     "(downstream) from the BMS and confirm their closed end-switches.",
     "Shut HEPA housing HF-2 off for its separate decontamination by closing bubble-tight dampers BTD-23 upstream "
     "and BTD-24 downstream on the BMS, and check that both closed end-switches are made.",
     "From the BMS, close BTD-23 (upstream) and BTD-24 (downstream), the bubble-tight dampers of HEPA housing HF-2, "
     "and confirm their closed end-switches, isolating the housing for its own decon."),
    (15, [14],
     "Gas the HF-2 housing through its decon ports DP-1 and DP-2 with GEN-1 on cycle `HF2-housing` (60 minutes of "
     "gassing), then aerate it to below 1 ppm.",
     "Connect GEN-1 to decon ports DP-1 and DP-2 of the HF-2 housing and run cycle `HF2-housing`, 60 minutes of "
     "gassing, followed by aeration until it reads under 1 ppm.",
     None),
    (16, [15],
     "Bag out the 2 old HEPA filters of HF-2 through the bag-in/bag-out port, seal and tape each bag, and send them "
     "for incineration as waste code 18-01-03 with consignment note CN-2025-0817.",
     "Remove the 2 used HEPA filters from HF-2 through its bag-in/bag-out port, seal and tape every bag, and dispatch "
     "them for incineration under waste code 18-01-03 on consignment note CN-2025-0817.",
     "Consignment note CN-2025-0817, waste code 18-01-03, for incineration: the 2 old HEPA filters of HF-2, bagged out "
     "through the bag-in/bag-out port with each bag sealed and taped."),
    (17, [16],
     "Bag in the 2 new H14 filters (serials HF-25-3311 and HF-25-3312) and clamp them in the housing.",
     "Fit the 2 new H14 filters, serials HF-25-3311 and HF-25-3312, through the bag-in port and clamp them into the "
     "housing.",
     None),
    (18, [17],
     "Open BTD-23 and BTD-24 and scan-test the new filters: PAO aerosol upstream, photometer scan of the whole "
     "downstream face, no point above 0.01 % penetration, certificate to ISO 14644-3.",
     "With BTD-23 and BTD-24 open again, leak-scan the new filters: challenge them upstream with PAO aerosol, scan the "
     "entire downstream face with the photometer, accept no point over 0.01 % penetration, and certify to ISO "
     "14644-3.",
     "No point above 0.01 % penetration in a photometer scan of the whole downstream face, with PAO aerosol upstream "
     "and BTD-23 and BTD-24 open: scan-test the new filters and certify them to ISO 14644-3."),
    (19, [13],
     "While HF-2 is worked on, recertify the 3 Class II cabinets BSC-1, BSC-2 and BSC-3 to EN 12469: inflow at least "
     "0.4 m/s, downflow 0.25-0.50 m/s and a filter integrity scan.",
     "In parallel with the HF-2 work, have the 3 Class II safety cabinets (BSC-1, BSC-2, BSC-3) recertified to EN "
     "12469, with inflow no lower than 0.4 m/s, downflow between 0.25-0.50 m/s and a scan of filter integrity.",
     None),
    (20, [13],
     "Replace the inflatable seals of airlock door AD-2 between B3-202 and the corridor and pressure-test them at 2.5 "
     "bar for 30 minutes.",
     "Fit new inflatable seals on airlock door AD-2, the door between B3-202 and the corridor, and hold them at 2.5 "
     "bar for 30 minutes as a pressure test.",
     "At 2.5 bar for 30 minutes, pressure-test the new inflatable seals of airlock door AD-2 (between B3-202 and the "
     "corridor) after replacing them."),
    (21, [13],
     "After 7 days, read the BIs: all 12 exposed indicators must show no growth and both positive controls must "
     "grow.",
     "Once the 7 days are up, read the biological indicators: none of the 12 exposed ones may show growth, and the "
     "2 positive controls must.",
     None),
    (22, [18, 19, 20, 21],
     "Return the suite to normal mode on the BMS (`B32 MODE = OCCUPIED`): BTD-21 and BTD-22 open and the pressure "
     "cascade control back in automatic.",
     "From the BMS, put B3-2 back into its normal mode, `B32 MODE = OCCUPIED`, so that BTD-21 and BTD-22 open and the "
     "pressure cascade control runs in automatic again.",
     "`B32 MODE = OCCUPIED` on the BMS returns the suite to normal mode, with BTD-21 and BTD-22 open and the pressure "
     "cascade control back in automatic."),
    (23, [22],
     "Watch the cascade for 30 minutes: B3-201 at -45 Pa and B3-202 at -25 Pa, each within 5 Pa, with no alarm.",
     "Observe the pressure cascade for half an hour; B3-201 must hold -45 Pa and B3-202 -25 Pa, each within 5 Pa, "
     "and no alarm may come up.",
     None),
    (24, [23],
     "Simulate an exhaust fan failure by tripping EF-2 from the BMS: supply damper BTD-21 must close within 10 "
     "seconds, the suite alarm must sound, and B3-201 must never go positive.",
     "Test the failure response: trip EF-2 from the BMS and check that BTD-21 on the supply closes within 10 seconds, "
     "that the suite alarm sounds, and that B3-201 does not become positive at any moment.",
     "Trip EF-2 from the BMS to simulate an exhaust fan failure; within 10 seconds supply damper BTD-21 must close, "
     "the suite alarm must sound, and at no time may B3-201 go positive."),
    (25, [22],
     "Remove the sealing tape and the indicator holders from B3-201 and B3-202 and wipe the tape residue off with 70 "
     "% ethanol.",
     "Take down the sealing tape and the holders of the indicators in B3-201 and B3-202, and clean off what the tape "
     "left behind using 70 % ethanol.",
     None),
    (26, [24, 25],
     "Have Dr. A. Lindqvist walk the suite with re-opening checklist CL-B32-REOPEN (28 items) and sign it.",
     "Dr. A. Lindqvist goes through B3-2 with CL-B32-REOPEN, the re-opening checklist of 28 items, and signs it off.",
     "The re-opening checklist CL-B32-REOPEN (28 items) needs Dr. A. Lindqvist's signature after walking the suite "
     "with it."),
    (27, [26],
     "File decon report DR-B32-2025 with the cycle printouts, the BI results, the HEPA certificate and the 3 cabinet "
     "certificates.",
     "Put together decon report DR-B32-2025, containing the cycle printouts, the results of the BIs, the HEPA "
     "certificate and the certificates of the 3 cabinets, and file it.",
     None),
    (28, [26],
     "Re-enable badge access for the 23 authorised users of group `BSL3-B32` in the access control system.",
     "In the access control system, switch badge access back on for group `BSL3-B32`, the 23 authorised users.",
     "The 23 authorised users of group `BSL3-B32` get their badge access re-enabled in the access control system."),
    (29, [28],
     "Let the research groups bring their materials back from B3-1, signing each of the 14 sample boxes back in "
     "against `B32-inventory-2025.xlsx`.",
     "The research groups move their materials back from B3-1, and each of the 14 sample boxes is signed in again "
     "against `B32-inventory-2025.xlsx`.",
     None),
    (30, [27, 29],
     "Close FM-2025-5521 with DR-B32-2025 attached.",
     "Attach DR-B32-2025 and close work order FM-2025-5521.",
     None),
]

GUARDS = {
    5: "backup: copy of the BMS controller program on the USB stick and the share",
    6: "approval: biosafety officer signs the decontamination plan and the committee chair countersigns",
    10: "verify: seal checked with smoke pencils and the corridor sensor before gassing",
    12: "verify: aeration below 1 ppm before anyone enters",
    18: "verify: PAO leak scan of the new filters",
    21: "verify: 12 biological indicators negative, positive controls grow",
    23: "health: 30 minutes of correct pressure cascade",
    24: "verify: exhaust fan failure simulation",
    26: "approval: biosafety officer walks the re-opening checklist and signs it",
}
DROP_GUARD = 5

SPLITS = {
    11: ["Start cycle `B32-annual` on GEN-1 (B3-201) and GEN-2 (B3-202): 90 minutes of gassing to 450 ppm and a "
         "40-minute dwell.",
         "Wait until both generator displays read `DWELL COMPLETE`."],
    19: ["While HF-2 is worked on, start recertifying the 3 Class II cabinets to EN 12469 with BSC-1 and BSC-2: inflow "
         "at least 0.4 m/s, downflow 0.25-0.50 m/s and a filter integrity scan.",
         "Then the third cabinet, BSC-3, the same way."],
}

REGEN_SPLIT = {
    12: ["Start aeration with the R-30 units.",
         "Poll the room H2O2 sensors until they read below 1 ppm; it takes about 8 hours.",
         "Throughout, SEN-C1 in the corridor has to stay at 0 ppm."],
    23: ["Watch the pressure cascade for 30 minutes.",
         "B3-201 must stay at -45 Pa and B3-202 at -25 Pa, each within 5 Pa, with no alarm."],
}

SERIALIZE = [2, 3, 4]

COMPRESS = [
    ([7, 8], "Wipe everything down with 1 % Virkon S and seal the rooms with the 12 BIs and 12 CIs in place."),
    ([9, 10], "Put B3-2 in decon mode (BTD-21 / BTD-22 closed) and check the seals."),
    ([11, 12], "Run the `B32-annual` VHP cycle on GEN-1 and GEN-2 and aerate to under 1 ppm."),
    ([14, 15], "Isolate HF-2 and decontaminate its housing with GEN-1."),
    ([16, 17, 18], "Bag out the old HEPA filters, bag in the 2 new H14 filters and leak-scan them."),
    ([23, 24], "Check the pressure cascade and run the EF-2 failure test."),
    ([28, 29], "Re-enable access for `BSL3-B32` and let the groups bring their samples back."),
    ([27, 30], "File DR-B32-2025 and close FM-2025-5521."),
]

LOST = {"remove": (12, 13), "add": [(11, 13), (12, 22)],
        "why": "staff enter the suite to collect the indicators, and the HEPA and cabinet work starts, as soon as the "
               "gassing dwell ends, without waiting for aeration to bring H2O2 below 1 ppm"}

TARGET = {"step": 9, "old": "BTD-22", "new": "BTD-12",
          "kind": "exhaust damper tag for the isolation (BTD-12 is the exhaust damper of suite B3-1)"}

OPERATION = {"step": 14,
             "text": "Bypass HEPA housing HF-2 for its own decon: open bypass damper BPD-20 around it from the BMS "
                     "and confirm its open end-switch.",
             "change": "isolate HEPA housing HF-2 (BTD-23 and BTD-24 closed) -> bypass it through BPD-20, so the "
                       "suite exhausts unfiltered while the housing is gassed and opened"}
