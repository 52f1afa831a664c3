"""lt20_02: blood bank X-ray irradiator XR-2 into routine use, caesium unit GC-1 retired."""

ID = "lt20_02"
TASK = ("Bring a new X-ray blood irradiator (XR-2, Rad Source RS 3400) into routine use at a regional blood "
        "centre: protocol approval, film dose map, exposure profile, BECS product-code mapping, validation units, "
        "QA release, and retirement of the caesium unit GC-1.")

STEPS = [
    (1, [],
     "Open change CC-2291 to bring X-ray irradiator XR-2 (Rad Source RS 3400, serial RS3400-1187) into routine "
     "use; caesium unit GC-1 stays in service until QA release.",
     "Raise CC-2291 for putting XR-2, the Rad Source RS 3400 with serial RS3400-1187, into routine service; until "
     "QA has released it, the caesium unit GC-1 keeps running.",
     "Change CC-2291: XR-2 (serial RS3400-1187, a Rad Source RS 3400) goes into routine use, with GC-1, the "
     "caesium unit, in service until QA release."),
    (2, [1],
     "Confirm with the radiation safety officer that the RS 3400 registration and the room survey (below "
     "0.5 µSv/h at 30 cm from the cabinet) are on file.",
     "Check that the radiation safety officer holds both the RS 3400 registration and a room survey showing under "
     "0.5 µSv/h at 30 cm from the cabinet.",
     None),
    (3, [1],
     "Get QA approval of validation protocol VP-IRR-014 (dose map, timer setting, label check, disposal of the "
     "validation units) before the first run.",
     "No run happens until QA has approved VP-IRR-014, the validation protocol covering the dose map, the timer "
     "setting, the label check and what happens to the validation units.",
     "Before the first run, validation protocol VP-IRR-014 (dose map, timer setting, label check, disposal of the "
     "validation units) needs QA approval."),
    (4, [3],
     "Map the dose with a 9-position Gafchromic EBT3 film phantom in the canister, 3 runs of 5 min, reading the "
     "films on the flatbed scanner and saving them under `/srv/irr/dosemap/XR-2/2025-07-02/`.",
     "Do 3 runs of 5 min with the 9-position Gafchromic EBT3 film phantom sitting in the canister, then scan the "
     "films on the flatbed and store them in `/srv/irr/dosemap/XR-2/2025-07-02/`.",
     None),
    (5, [4],
     "Set the exposure from the dose map so the central dose is at least 25 Gy and no point is below 15 Gy or "
     "above 50 Gy: `rsctl profile set BLOOD --time 6m10s --kv 150 --ma 45` on XR-2.",
     "Work out the exposure from the dose map (central dose 25 Gy or more, nothing under 15 Gy, nothing over "
     "50 Gy) and program it into XR-2 with `rsctl profile set BLOOD --time 6m10s --kv 150 --ma 45`.",
     "On XR-2, `rsctl profile set BLOOD --time 6m10s --kv 150 --ma 45` sets the exposure taken from the dose map: "
     "at least 25 Gy centrally, every point between 15 Gy and 50 Gy."),
    (6, [3],
     "Export the BECS irradiation mapping table before editing it: "
     "`becsadm export --table irradiation_map --out /srv/becs/backup/irradiation_map_2025-07-02.csv`.",
     "Keep a copy of the BECS irradiation mapping table from before the edit, written out with "
     "`becsadm export --table irradiation_map --out /srv/becs/backup/irradiation_map_2025-07-02.csv`.",
     "`becsadm export --table irradiation_map --out /srv/becs/backup/irradiation_map_2025-07-02.csv` saves the "
     "BECS irradiation mapping table; do it before any edit."),
    (7, [6],
     "Validate the new XR-2 rows without committing (`becsadm import --table irradiation_map --file xr2_codes.csv "
     "--validate-only`) and go through the product-code pairs with the BECS administrator.",
     "With the BECS administrator, check the new XR-2 rows and every product-code pair using "
     "`becsadm import --table irradiation_map --file xr2_codes.csv --validate-only`, which commits nothing.",
     None),
    (8, [7],
     "Commit the mapping with `becsadm import --table irradiation_map --file xr2_codes.csv --commit`, which adds "
     "XR-2 as an allowed irradiator.",
     "Write the mapping for real (`becsadm import --table irradiation_map --file xr2_codes.csv --commit`); after "
     "that the BECS accepts XR-2 as an irradiator.",
     "XR-2 becomes an allowed irradiator once the mapping is committed: "
     "`becsadm import --table irradiation_map --file xr2_codes.csv --commit`."),
    (9, [2, 5, 8],
     "Irradiate four outdated red cell units from the validation pool (VAL-RBC-01 to VAL-RBC-04) on XR-2 with "
     "RadTag indicators attached, scanning each one through the BECS irradiation screen.",
     "Take four expired red cell units from the validation pool, VAL-RBC-01 to VAL-RBC-04, put a RadTag indicator "
     "on each, irradiate them on XR-2 and scan every unit through the irradiation screen of the BECS.",
     None),
    (10, [9],
     "Check that all 4 RadTag indicators read IRRADIATED and that the XR-2 run log shows 6m10s for each canister.",
     "Every one of the 4 RadTag indicators must show IRRADIATED, and the run log of XR-2 must list 6m10s for "
     "each canister.",
     "The XR-2 run log should show 6m10s per canister and the 4 RadTag indicators should all read IRRADIATED; "
     "check both."),
    (11, [9],
     "Check that the BECS relabelled each validation unit with the irradiated product code and the 14-day "
     "post-irradiation expiry.",
     "Make sure each validation unit came out of the BECS carrying the irradiated product code and the shortened "
     "14-day expiry counted from irradiation.",
     None),
    (12, [9],
     "Quarantine the validation units so they can never be issued: `becsadm unit quarantine VAL-RBC-01 "
     "VAL-RBC-02 VAL-RBC-03 VAL-RBC-04 --reason VALIDATION`.",
     "Put the validation units into quarantine with `becsadm unit quarantine VAL-RBC-01 VAL-RBC-02 VAL-RBC-03 "
     "VAL-RBC-04 --reason VALIDATION` so none of them can ever be issued.",
     "`becsadm unit quarantine VAL-RBC-01 VAL-RBC-02 VAL-RBC-03 VAL-RBC-04 --reason VALIDATION` blocks the "
     "validation units from ever being issued."),
    (13, [10, 11, 12],
     "Have QA verify the complete validation pack against VP-IRR-014 (dose map, timer, labels, quarantine status) "
     "and sign XR-2 off for clinical use.",
     "QA goes through the whole validation pack (dose map, timer, labels, quarantine status), checks it against "
     "VP-IRR-014 and only then releases XR-2 for clinical use.",
     None),
    (14, [13],
     "Issue SOP BB-IRR-007 rev 5 naming XR-2 as the irradiator and brief the night shift; GC-1 is not booked "
     "from 2025-07-07.",
     "Publish BB-IRR-007 rev 5, which makes XR-2 the irradiator, and walk the night shift through it; from "
     "2025-07-07 nobody books GC-1.",
     "From 2025-07-07 GC-1 is no longer booked: issue SOP BB-IRR-007 rev 5 (irradiator XR-2) and brief the night "
     "shift."),
    (15, [13],
     "Book the caesium source pickup for GC-1 with the source recovery programme (OSRP) and keep GC-1 locked but "
     "powered until then.",
     "Arrange with the source recovery programme (OSRP) a date to collect the caesium source from GC-1; until it "
     "is collected GC-1 stays powered and locked.",
     None),
    (16, [14],
     "Audit the first 50 clinical irradiations on XR-2: indicator present, run log time 6m10s, product code "
     "changed in the BECS.",
     "Go through the first 50 clinical irradiations done on XR-2 and confirm each had an indicator, a run log "
     "time of 6m10s and a changed product code in the BECS.",
     "For each of the first 50 clinical irradiations on XR-2, confirm indicator present, 6m10s in the run log and "
     "the BECS product code changed."),
    (17, [15],
     "Take GC-1 off the BECS pick-list with `becsadm device retire GC-1 --effective 2025-07-07`, so it can no "
     "longer be selected.",
     "Remove GC-1 from the pick-list in the BECS (`becsadm device retire GC-1 --effective 2025-07-07`) so nobody "
     "can select it any more.",
     None),
    (18, [16, 17],
     "Close CC-2291 with the dose map, the QA release and the audit of the first 50 irradiations attached.",
     "Attach the dose map, the QA release and the audit covering the first 50 irradiations, then close CC-2291.",
     None),
]

GUARDS = {
    3: "QA approval of validation protocol VP-IRR-014 before the first run (approval)",
    6: "export of the BECS irradiation mapping table before editing it (backup)",
    7: "validate-only import reviewed with the BECS administrator before commit (dry run)",
    10: "indicator and run-log check of the validation units (verification)",
    13: "QA verification of the validation pack before clinical release (verification before release)",
    16: "audit of the first 50 clinical irradiations before closing (verification before close)",
}
DROP_GUARD = 13

SPLITS = {
    4: ("Map the dose with a 9-position Gafchromic EBT3 film phantom in the canister, 3 runs of 5 min.",
        "Read the films on the flatbed scanner and save them under `/srv/irr/dosemap/XR-2/2025-07-02/`."),
    15: ("Book the caesium source pickup for GC-1 with the source recovery programme (OSRP).",
         "Keep GC-1 locked but powered until the pickup."),
}

REGEN_SPLIT = (9, (
    "Put four outdated red cell units from the validation pool, VAL-RBC-01 to VAL-RBC-04, through XR-2 with a "
    "RadTag indicator on each.",
    "As each one is done, scan it through the irradiation screen of the BECS."))

SERIALIZE = [10, 11]

COMPRESS = [
    ([4, 5], "Dose-map XR-2 with film and set the BLOOD profile exposure from the map."),
    ([6, 7, 8], "Back up the BECS irradiation map and load the XR-2 product codes."),
    ([9, 10], "Irradiate the four validation units on XR-2 and check the indicators and run log."),
    ([15, 17], "Arrange the GC-1 source pickup and retire GC-1 in the BECS."),
]

LOST = {"remove": (5, 9), "add": [(5, 13)],
        "why": "the validation units can be irradiated before the exposure is set from the dose map (the profile "
               "setting now only has to precede the QA review)"}

TARGET = {"step": 17, "old": "GC-1", "new": "XR-2", "kind": "device id (irradiator)"}

OPERATION = {
    "step": 12,
    "text": "Release the validation units back to available stock: `becsadm unit release VAL-RBC-01 VAL-RBC-02 "
            "VAL-RBC-03 VAL-RBC-04 --reason VALIDATION`.",
    "change": "quarantine -> release: the validation units are released to issuable stock instead of being "
              "quarantined (whole step rewritten consistently)",
}
