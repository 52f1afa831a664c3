"""lb14_06: aseptic fill-finish, freeze dryer LYO-3 returned to GMP service after a compressor and shelf-fluid
pump replacement (requalification), then the first commercial lot 25L0712."""

ID = "lb14_06"
TASK = ("Requalify freeze dryer LYO-3 after replacement of condenser compressor C-2 and shelf fluid pump P-3 "
        "(leak rate, condenser and shelf tests, SIP with biological indicators, vent filter integrity, "
        "engineering run), release it, and run and disposition the first lot 25L0712.")

STEPS = [
    (1, [],
     "Open change control CC-2025-114 to return LYO-3 to service after shutdown SD-2025-02 (condenser compressor "
     "C-2 and shelf fluid pump P-3 replaced), executed under requalification protocol RQ-LYO3-07.",
     "Raise CC-2025-114 for bringing LYO-3 back after shutdown SD-2025-02, in which the condenser compressor C-2 "
     "and the shelf fluid pump P-3 were replaced; the work follows requalification protocol RQ-LYO3-07.",
     "Under requalification protocol RQ-LYO3-07, change control CC-2025-114 returns LYO-3 to service after "
     "shutdown SD-2025-02, where C-2 (condenser compressor) and P-3 (shelf fluid pump) were replaced."),
    (2, [1],
     "Back up the control system: PLC program `lyo3-plc-20250705.ACD` and the recipe database `LYO3_RECIPES` "
     "exported to `\\\\qa-fs01\\validation\\LYO3\\backup\\`, with SHA-256 checksums recorded in RQ-LYO3-07.",
     "Take copies of the PLC program `lyo3-plc-20250705.ACD` and the `LYO3_RECIPES` recipe database into "
     "`\\\\qa-fs01\\validation\\LYO3\\backup\\`, and write their SHA-256 checksums into RQ-LYO3-07.",
     None),
    (3, [1],
     "Confirm the instruments are in calibration: shelf RTDs TE-301 to TE-312, Pirani gauge PG-310 and "
     "capacitance manometer PT-311, each with a certificate valid past 31 December.",
     "Check that every instrument has a calibration certificate running beyond 31 December: the 12 shelf RTDs "
     "TE-301 to TE-312, Pirani gauge PG-310 and the capacitance manometer PT-311.",
     "Shelf RTDs TE-301 to TE-312, capacitance manometer PT-311 and Pirani gauge PG-310 must each hold a "
     "calibration certificate valid past 31 December."),
    (4, [1],
     "Walk down LYO-3 with engineering: work orders WO-88431 (C-2) and WO-88432 (P-3) closed, locks "
     "LOTO-LYO3-01 to LOTO-LYO3-04 removed and the silicone oil expansion tank at 65 % level.",
     "Go round LYO-3 together with engineering and see that WO-88431 for C-2 and WO-88432 for P-3 are closed, "
     "that locks LOTO-LYO3-01 to LOTO-LYO3-04 are off, and that the silicone oil expansion tank stands at 65 %.",
     None),
    (5, [2, 3, 4],
     "QA (L. Moreau) approves the start of RQ-LYO3-07 execution under CC-2025-114.",
     "Execution of RQ-LYO3-07 may start only when L. Moreau from QA has given approval under CC-2025-114.",
     "Under CC-2025-114, L. Moreau of QA approves starting execution of RQ-LYO3-07."),
    (6, [5],
     "Leak-rate test the empty dryer: evacuate chamber and condenser below 0.01 mbar, isolate, and measure the "
     "pressure rise over 30 minutes; the leak rate must be below 0.02 mbar·l/s (volume 9,800 l).",
     "With LYO-3 empty, pump chamber and condenser down under 0.01 mbar, close the isolation and record how far "
     "the pressure climbs in 30 minutes; for the 9,800 l volume that has to work out below 0.02 mbar·l/s.",
     "The leak rate of the empty dryer (volume 9,800 l) must be below 0.02 mbar·l/s, measured as the pressure "
     "rise over 30 minutes after evacuating chamber and condenser below 0.01 mbar and isolating."),
    (7, [6],
     "Test the new compressor: the condenser must reach −70 °C within 60 minutes from ambient with C-2 running "
     "alone.",
     "Run C-2 on its own and time the condenser from ambient: it has to get down to −70 °C inside 60 minutes.",
     None),
    (8, [6],
     "Map the shelves with P-3 in service: at setpoints −45 °C and +40 °C, all 12 shelves (TE-301 to TE-312) "
     "must be within ±1.0 °C of setpoint after 30 minutes of hold.",
     "Check shelf uniformity on the new pump P-3: hold −45 °C and then +40 °C, and after 30 minutes at each "
     "every one of the 12 shelves, TE-301 to TE-312, has to sit within ±1.0 °C of the setpoint.",
     "After 30 minutes of hold at setpoints −45 °C and +40 °C, with P-3 in service, all 12 shelves "
     "(TE-301 to TE-312) must read within ±1.0 °C of setpoint."),
    (9, [7, 8],
     "Run SIP cycle `SIP-LYO3-STD`: chamber and condenser at 121.5 °C or more for 30 minutes at all 12 "
     "thermocouples, with 10 biological indicators (G. stearothermophilus, 10^6) at the cold spots, then "
     "vacuum-dry the chamber.",
     "Steam-sterilise with cycle `SIP-LYO3-STD`, holding chamber and condenser at no less than 121.5 °C for 30 "
     "minutes on each of the 12 thermocouples, 10 biological indicators (G. stearothermophilus, 10^6) placed at "
     "the cold spots, and dry the chamber under vacuum afterwards.",
     None),
    (10, [9],
     "Integrity-test vent filter F-330 after the SIP: diffusion test at 2,500 mbar with the Palltronic unit, "
     "limit 12.5 ml/min.",
     "Once sterilisation is over, put vent filter F-330 through a diffusion test at 2,500 mbar on the "
     "Palltronic unit; it may not exceed 12.5 ml/min.",
     "With the Palltronic unit at 2,500 mbar, run the diffusion test on vent filter F-330 after the SIP "
     "(limit 12.5 ml/min)."),
    (11, [9],
     "Send the 10 biological indicators to QC micro for 7 days at 56 °C: all 10 must be negative with the "
     "positive control growing.",
     "QC micro incubates the 10 biological indicators at 56 °C for 7 days; every one of the 10 has to show no "
     "growth while the positive control grows.",
     None),
    (12, [10],
     "Repeat the leak-rate test after the SIP: below 0.02 mbar·l/s over 30 minutes from below 0.01 mbar.",
     "Do the leak-rate test once more now that the SIP is done, again starting under 0.01 mbar and needing a "
     "result under 0.02 mbar·l/s over 30 minutes.",
     "After the SIP, the leak-rate test is repeated: over 30 minutes, starting below 0.01 mbar, it must come "
     "out below 0.02 mbar·l/s."),
    (13, [12],
     "Run recipe `VTX40-R5` once with an empty chamber as an engineering run and check the 48-hour sequence, "
     "every alarm and the end-of-drying pressure rise step behave as written in RQ-LYO3-07.",
     "As an engineering run, put recipe `VTX40-R5` through once with nothing in the chamber and confirm that "
     "the 48-hour sequence, each alarm and the pressure rise step at the end of drying all act as RQ-LYO3-07 "
     "describes.",
     None),
    (14, [12],
     "Test loader ALUS-3 with dummy trays: all 12 shelves loaded and unloaded, every shelf position confirmed "
     "by the loader's sensors and no tray jam.",
     "Put loader ALUS-3 through a load and unload of all 12 shelves using dummy trays; each shelf position has "
     "to be confirmed by its sensors and not one tray may jam.",
     "With dummy trays, ALUS-3 loads and unloads all 12 shelves; there must be no tray jam and every shelf "
     "position must be confirmed by the loader's sensors."),
    (15, [13, 14],
     "The validation engineer reviews all RQ-LYO3-07 results and writes summary report RQ-LYO3-07-SR.",
     "All of the RQ-LYO3-07 results are gone through by the validation engineer, who then writes summary report "
     "RQ-LYO3-07-SR.",
     None),
    (16, [11, 15],
     "QA signs RQ-LYO3-07-SR and sets LYO-3 to `RELEASED` in the MES, with the BI results and the F-330 test "
     "attached.",
     "With the BI results and the F-330 test attached, QA signs RQ-LYO3-07-SR and changes the MES status of "
     "LYO-3 to `RELEASED`.",
     "LYO-3 goes to `RELEASED` in the MES once QA has signed RQ-LYO3-07-SR, attaching the BI results and the "
     "F-330 test."),
    (17, [16],
     "Load recipe `VTX40-R5` version 3 in the SCADA and have a second person compare every parameter with "
     "master batch record MBR-VTX-40 rev 6.",
     "Bring up version 3 of recipe `VTX40-R5` on the SCADA, then get a second person to check each parameter "
     "against MBR-VTX-40 rev 6, the master batch record.",
     None),
    (18, [16],
     "Run the routine pre-batch SIP `SIP-LYO3-STD` and the F-330 diffusion test (12.5 ml/min at 2,500 mbar) "
     "before lot 25L0712.",
     "Ahead of lot 25L0712, do the usual pre-batch `SIP-LYO3-STD` and the F-330 diffusion test at 2,500 mbar "
     "with its 12.5 ml/min limit.",
     "Before lot 25L0712: the routine pre-batch SIP `SIP-LYO3-STD`, then the F-330 diffusion test "
     "(2,500 mbar, 12.5 ml/min)."),
    (19, [17, 18],
     "Fill lot 25L0712 (Vialtrex 40 mg, 48,000 10R vials, partly stoppered) and load it with ALUS-3 onto the "
     "12 shelves pre-cooled to +5 °C.",
     "Lot 25L0712 of Vialtrex 40 mg is filled into 48,000 10R vials left partly stoppered, and ALUS-3 loads "
     "them onto the 12 shelves, which have been cooled to +5 °C beforehand.",
     None),
    (20, [19],
     "Freeze: ramp the shelves to −45 °C at 0.5 °C/min and hold for 3 hours.",
     "For freezing, take the shelves down at 0.5 °C/min to −45 °C and keep them there 3 hours.",
     None),
    (21, [20],
     "Primary drying: condenser below −60 °C, chamber at 0.10 mbar, shelves at −20 °C, until PG-310 and PT-311 "
     "converge to a ratio of 1.02 or less.",
     "Dry in the primary phase with the condenser colder than −60 °C, chamber pressure 0.10 mbar and shelves "
     "at −20 °C, and go on until the ratio of PG-310 to PT-311 has converged to 1.02 or lower.",
     "Until PG-310 and PT-311 converge to a ratio of 1.02 or less, run primary drying with shelves at −20 °C, "
     "chamber at 0.10 mbar and condenser below −60 °C."),
    (22, [21],
     "Secondary drying: shelves at +30 °C and chamber at 0.03 mbar for 8 hours.",
     "Then the secondary phase, shelves held at +30 °C and chamber at 0.03 mbar over 8 hours.",
     None),
    (23, [22],
     "Backfill the chamber with sterile-filtered nitrogen through F-330 to 800 mbar, stopper all 12 shelves "
     "hydraulically, and only then vent to atmosphere.",
     "Bring the chamber up to 800 mbar with nitrogen passed through F-330, press the stoppers home on all 12 "
     "shelves with the hydraulics, and vent to atmosphere only after that.",
     "Stopper all 12 shelves hydraulically once the chamber is backfilled to 800 mbar with sterile-filtered "
     "nitrogen through F-330, and vent to atmosphere only then."),
    (24, [23],
     "Unload with ALUS-3 to the capping line and reconcile: 48,000 vials loaded against vials capped plus "
     "rejects, difference 0.",
     "Let ALUS-3 unload onto the capping line, then reconcile the 48,000 vials loaded with the capped vials and "
     "the rejects; the difference has to be 0.",
     None),
    (25, [23],
     "Post-use integrity test of F-330: diffusion at 2,500 mbar no more than 12.5 ml/min.",
     "After use, test F-330 again, a diffusion test at 2,500 mbar that may not go over 12.5 ml/min.",
     "F-330 post-use integrity: diffusion no more than 12.5 ml/min at 2,500 mbar."),
    (26, [23],
     "Defrost the condenser and run CIP cycle `CIP-LYO3-01`, then set LYO-3 to `CLEAN - HOLD 72 h` in the "
     "equipment logbook.",
     "Once the condenser is defrosted, clean with CIP cycle `CIP-LYO3-01` and record LYO-3 as "
     "`CLEAN - HOLD 72 h` in the equipment logbook.",
     None),
    (27, [24],
     "Pull 30 vials for QC: residual moisture by Karl Fischer no more than 1.0 % and cake appearance, LIMS "
     "samples S-25L0712-01 to S-25L0712-03.",
     "Take 30 vials to QC under LIMS samples S-25L0712-01 to S-25L0712-03 for cake appearance and for Karl "
     "Fischer residual moisture, which may not exceed 1.0 %.",
     "Under LIMS samples S-25L0712-01 to S-25L0712-03, 30 vials go to QC for cake appearance and Karl Fischer "
     "residual moisture (no more than 1.0 %)."),
    (28, [24, 25],
     "Review the batch record: shelf, chamber pressure and product probe trends of 25L0712 inside the ranges "
     "of MBR-VTX-40 rev 6, vial reconciliation and the F-330 post-use test attached.",
     "Go through the 25L0712 batch record, checking that the shelf, chamber pressure and product probe trends "
     "stayed in the MBR-VTX-40 rev 6 ranges, with the vial reconciliation and post-use F-330 result attached.",
     None),
    (29, [27, 28],
     "The QP (Dr. H. Brandt) certifies lot 25L0712 once the residual moisture results and the batch record "
     "review are complete.",
     "Only after the residual moisture results and the batch record review are complete does the QP, "
     "Dr. H. Brandt, certify lot 25L0712.",
     "Once the batch record review and the residual moisture results are complete, lot 25L0712 is certified "
     "by the QP (Dr. H. Brandt)."),
    (30, [26],
     "File the LYO-3 equipment logbook pages and the CIP record `CIP-LYO3-01` with QA documentation.",
     "Hand the equipment logbook pages for LYO-3 and the `CIP-LYO3-01` cleaning record to QA documentation.",
     None),
    (31, [29, 30],
     "Close CC-2025-114 with RQ-LYO3-07-SR, the lot 25L0712 certificate and the backup checksums.",
     "Close out CC-2025-114, attaching RQ-LYO3-07-SR, the certificate of lot 25L0712 and the checksums of the "
     "backup.",
     None),
]

GUARDS = {
    2: "backup: PLC program and recipe database backed up with checksums",
    5: "approval: QA approves the start of protocol execution",
    6: "verify: empty-chamber leak rate below 0.02 mbar·l/s",
    10: "verify: vent filter integrity after SIP",
    11: "verify: biological indicators all negative before release",
    13: "dryrun: empty engineering run of the recipe before product",
    16: "approval: QA releases LYO-3 for GMP use before the lot",
    17: "verify: second-person recipe check against the batch record",
    29: "approval: QP certification of the lot",
}
DROP_GUARD = 16

SPLITS = {
    9: ("Run SIP cycle `SIP-LYO3-STD` with 10 biological indicators (G. stearothermophilus, 10^6) at the cold "
        "spots: chamber and condenser at 121.5 °C or more for 30 minutes at all 12 thermocouples.",
        "When the hold is over, vacuum-dry the chamber."),
    19: ("Fill lot 25L0712 (Vialtrex 40 mg) into 48,000 10R vials, partly stoppered.",
         "Load them with ALUS-3 onto the 12 shelves, pre-cooled to +5 °C."),
}

REGEN_SPLIT = (21, (
    "Start primary drying with the condenser below −60 °C, the chamber at 0.10 mbar and the shelves at −20 °C.",
    "Keep it going until PG-310 and PT-311 come together, a ratio of 1.02 or less."))

SERIALIZE = [3, 4]

COMPRESS = [
    ([1, 2], "Open CC-2025-114 for LYO-3 and back up the PLC and recipes."),
    ([6, 7], "Leak-test the empty dryer and check the condenser pull-down with the new C-2."),
    ([9, 10], "Run the SIP with biological indicators and test vent filter F-330."),
    ([12, 13], "Leak-test again and do an empty run of `VTX40-R5`."),
    ([19, 20, 21, 22], "Fill lot 25L0712, load it and run the freeze, primary and secondary drying of "
                       "`VTX40-R5`."),
    ([24, 27], "Unload to capping and send samples to QC."),
    ([30, 31], "File the logbook and close CC-2025-114."),
]

LOST = {"remove": (11, 16), "add": [(11, 29)],
        "why": "LYO-3 is released for GMP use and the lot is made without waiting for the 7-day biological "
               "indicator results (they now only gate the QP certification)"}

TARGET = {"step": 21, "old": "0.10 mbar", "new": "0.40 mbar", "kind": "chamber pressure setpoint"}

OPERATION = {"step": 23,
             "text": "Vent the chamber to atmosphere through F-330, then stopper all 12 shelves hydraulically and "
                     "top up with sterile-filtered nitrogen to 800 mbar.",
             "change": "nitrogen backfill then stopper then vent -> vent to air first, stopper after (rewritten)"}
