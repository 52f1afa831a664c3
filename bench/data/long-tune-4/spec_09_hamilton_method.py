ID = "lt4_09"
TASK = "Validate and release a changed NGS library normalisation method (LibNorm_v4.0) on Hamilton STAR liquid handler ham-star-02."

STEPS = [
    (1, [], "Open change request LAB-CR-0457 to move library normalisation on ham-star-02 from LibNorm_v3.2 to LibNorm_v4.0 (50 µL CO-RE tips, liquid class Water_HighVol_v2).",
     "Raise LAB-CR-0457: ham-star-02 switches its library normalisation from LibNorm_v3.2 to LibNorm_v4.0, which uses 50 µL CO-RE tips and liquid class Water_HighVol_v2.",
     "LibNorm_v3.2 to LibNorm_v4.0 on ham-star-02 (50 µL CO-RE tips, liquid class Water_HighVol_v2) - open change request LAB-CR-0457 for it."),
    (2, [1], "Export LibNorm_v3.2 with Method Manager to lab-fs01:/methods/archive/LibNorm_v3.2.pkg.",
     "Archive the current method: Method Manager export of LibNorm_v3.2 into lab-fs01:/methods/archive/LibNorm_v3.2.pkg.",
     "lab-fs01:/methods/archive/LibNorm_v3.2.pkg receives the Method Manager export of LibNorm_v3.2."),
    (3, [1], "Run daily maintenance and the monthly tightness check (cLLD and TADM) on ham-star-02; all 8 channels must pass.",
     "On ham-star-02, do the daily maintenance plus the monthly tightness check with cLLD and TADM. If any of the 8 channels fails, fix it before validating.",
     None),
    (4, [1], "Review the method diff in Method Comparison with a second scientist: only the liquid class, the tip type and the step 14 aspirate volume may differ.",
     "Sit down with a second scientist and go through Method Comparison. Differences outside the liquid class, the tip type and the aspirate volume of step 14 send the method back.",
     "With a second scientist, check in Method Comparison that nothing but liquid class, tip type and the step 14 aspirate volume differ."),
    (5, [4], "Import LibNorm_v4.0.pkg into the validation workspace (not production).",
     "Load LibNorm_v4.0.pkg into the validation workspace; it must not go into production yet.",
     None),
    (6, [3, 5], "Run LibNorm_v4.0 end to end in simulation mode (Run Control > Simulation) and confirm 0 deck layout errors.",
     "Simulate the whole of LibNorm_v4.0 in Run Control > Simulation; continue only once it reports 0 deck layout errors.",
     "In simulation mode (Run Control > Simulation), LibNorm_v4.0 must run end to end with 0 deck layout errors."),
    (7, [6], "Gravimetric water run: 96 dispenses of 10 µL onto the balance; CV below 3 % and mean within 2 % of target.",
     "Weigh 96 dispenses of 10 µL of water on the balance. A CV of 3 % or more, or a mean more than 2 % off target, fails the run.",
     None),
    (8, [6], "Dye run: dispense Orange G into a 96-well plate and read absorbance on the plate reader; CV must be below 5 %.",
     "Fill a 96-well plate with Orange G using the method and read it on the plate reader; only a CV under 5 % passes.",
     "On the plate reader, absorbance of the Orange G 96-well dye plate must show a CV below 5 %."),
    (9, [7, 8], "QA reviews the validation data and approves it in LAB-CR-0457.",
     "Hand the validation data to QA; their approval in LAB-CR-0457 is required before release.",
     None),
    (10, [2, 9], "Release LibNorm_v4.0 to the production method list and set LibNorm_v3.2 to inactive.",
     "Put LibNorm_v4.0 on the production method list and make LibNorm_v3.2 inactive.",
     "LibNorm_v3.2 goes inactive and LibNorm_v4.0 is released to the production method list."),
    (11, [10], "Update SOP-NGS-014 to revision 7 and train the operators on it.",
     "Bring SOP-NGS-014 to revision 7, then run operator training on the new version.",
     None),
    (12, [10], "First production run: 24 libraries plus a PhiX control; Qubit concentrations must be within 10 % of manual normalisation.",
     "For the first real run, normalise 24 libraries and a PhiX control, and compare Qubit results with manual normalisation - more than 10 % apart is a deviation.",
     "Qubit concentrations within 10 % of manual normalisation on the first production run (24 libraries plus a PhiX control)."),
    (13, [11, 12], "Remove LibNorm_v3.2 from the production method list; the archive copy stays.",
     "Take LibNorm_v3.2 off the production method list, keeping the archived copy.",
     None),
    (14, [13], "Close LAB-CR-0457 with the validation report attached.",
     "Attach the validation report and close out LAB-CR-0457.",
     None),
]

GUARDS = {2: "archive of the old method before release", 4: "method diff review with a second scientist",
          6: "simulation-mode dry run before wet runs", 7: "gravimetric verification", 9: "QA approval before release",
          12: "first production run verified before removing the old method"}
DROP_GUARD = 6

SPLITS = {
    7: ("Gravimetric water run: 96 dispenses of 10 µL onto the balance.",
        "The run passes with a CV below 3 % and the mean within 2 % of target."),
    12: ("First production run: 24 libraries plus a PhiX control.",
         "Qubit concentrations of that run must be within 10 % of manual normalisation."),
}
REGEN_SPLIT = (3, ("Do the daily maintenance on ham-star-02.",
                   "Then run the monthly cLLD and TADM tightness check; every one of the 8 channels has to pass."))

SERIALIZE = [7, 8]

COMPRESS = [
    ((4, 5), "Review the method diff and import LibNorm_v4.0 into validation."),
    ((9, 10), "QA approves and LibNorm_v4.0 is released to production."),
    ((11, 13, 14), "Update the SOP, retire LibNorm_v3.2 and close the change."),
]

LOST = {"remove": (9, 10), "add": [(9, 13)],
        "why": "LibNorm_v4.0 is released to production (10) without waiting for QA approval of the validation data (9)"}

TARGET = {"step": 7, "old": "CV below 3 %", "new": "CV below 8 %", "kind": "acceptance threshold"}

OPERATION = {"step": 5, "text": "Import LibNorm_v4.0.pkg into the production workspace (not validation).",
             "change": "import into validation -> import straight into production"}
