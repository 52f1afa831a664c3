ID = "lb7_03"
TASK = "Seed bank: move 3,400 accession boxes from vault chamber C2 to C1 for a cooling unit replacement, update GRIN-Global locations, return C2 to service"

STEPS = [
    (1, [], "Open maintenance request MR-2291 for the chamber C2 cooling unit replacement and the move of its 3,400 accession boxes to chamber C1.",
     "Log MR-2291: chamber C2 gets a new cooling unit, and its 3,400 accession boxes go to chamber C1 in the meantime.",
     "Open MR-2291 (C2 cooling unit replacement; 3,400 accession boxes relocated to C1)."),
    (2, [1], "Export the current C2 inventory before touching a box: `ggtools export --site NSB --location C2 --format csv --out /data/exports/C2-inventory-20241014.csv`.",
     "Take a CSV snapshot of what GRIN-Global says is in C2 with `ggtools export --site NSB --location C2 --format csv --out /data/exports/C2-inventory-20241014.csv`, before any box is moved.",
     None),
    (3, [1], "Pull the BMS trend for chamber C1 and confirm it has held -18 °C ± 1 °C for the last 72 hours.",
     "Check on the BMS trend that C1 stayed at -18 °C ± 1 °C throughout the past 72 hours.",
     "Confirm -18 °C ± 1 °C over the last 72 hours on the chamber C1 BMS trend."),
    (4, [1], "Get the genebank curator to approve the move plan, including the 30-minute limit for any trolley outside cold storage.",
     "The move plan, with its 30-minute cap on time out of cold storage per trolley, needs the genebank curator's approval.",
     None),
    (5, [2, 3, 4], "Move the boxes in trolleys of 40, keep each trolley out of the cold for no more than 30 minutes, and scan every box barcode into location C1 with the handheld.",
     "Shift the boxes 40 to a trolley; no trolley may spend over 30 minutes outside the cold, and each box barcode is scanned into location C1 on the handheld.",
     "Scan every box barcode into C1 on the handheld as the boxes go across in trolleys of 40 (max 30 minutes out of the cold per trolley)."),
    (6, [5], "Reconcile the handheld scans against `C2-inventory-20241014.csv`: 3,400 boxes expected, 0 missing, 0 duplicates.",
     "Match the handheld scan file to `C2-inventory-20241014.csv` and require 3,400 boxes with 0 missing and 0 duplicates.",
     None),
    (7, [6], "Preview the location update with `ggtools relocate --from C2 --to C1 --input scans.csv --dry-run` and check it plans 3,400 moves and 0 conflicts.",
     "Look over the plan from `ggtools relocate --from C2 --to C1 --input scans.csv --dry-run`; it should list 3,400 moves with 0 conflicts.",
     "Check that the dry run (`ggtools relocate --from C2 --to C1 --input scans.csv --dry-run`) plans 3,400 moves and 0 conflicts."),
    (8, [7], "Apply the location update: `ggtools relocate --from C2 --to C1 --input scans.csv --commit`.",
     "Write the new locations to GRIN-Global using `ggtools relocate --from C2 --to C1 --input scans.csv --commit`.",
     None),
    (9, [6], "Draw 25 accessions at random from C1 and check seed moisture content is between 5% and 6%.",
     "Measure seed moisture on 25 randomly picked accessions now in C1; readings must fall between 5% and 6%.",
     "Check that seed moisture content is between 5% and 6% on 25 accessions drawn at random from C1."),
    (10, [6], "Lock out the C2 compressor isolator under permit PTW-4471 and hand the empty chamber to the HVAC contractor.",
     "Hand the empty C2 chamber over to the HVAC contractor once its compressor isolator is locked out on permit PTW-4471.",
     None),
    (11, [10], "Have the contractor fit the new cooling unit, remove the lockout under PTW-4471 and pull C2 down to -18 °C.",
     "The contractor installs the replacement cooling unit, clears the PTW-4471 lockout and brings C2 down to -18 °C.",
     "Pull C2 down to -18 °C after the contractor has fitted the new cooling unit and removed the PTW-4471 lockout."),
    (12, [11], "Leave C2 empty and watch it for 72 hours; it has to stay within -18 °C ± 1 °C the whole time before it is accepted.",
     "C2 is only accepted after 72 hours empty inside -18 °C ± 1 °C without a single excursion.",
     None),
    (13, [12], "Return C2 to service in the BMS and set its high-temperature alarm to -15 °C.",
     "Put C2 back in service on the BMS with the high-temperature alarm at -15 °C.",
     "Set the high-temperature alarm to -15 °C when returning C2 to service in the BMS."),
    (14, [8, 9, 13], "Attach the reconciliation, moisture results and 72-hour trend to MR-2291 and close it.",
     "Close MR-2291 with the reconciliation, the moisture results and the 72-hour trend attached.",
     None),
]

GUARDS = {
    2: "inventory export before the move",
    3: "72-hour temperature check of the destination chamber",
    4: "curator approval of the move plan",
    6: "reconciliation of scans before C2 is handed over",
    7: "dry-run preview of the location update",
    12: "72-hour acceptance watch before return to service",
}
DROP_GUARD = 7

SPLITS = {
    5: ("Move the boxes in trolleys of 40 and keep each trolley out of the cold for no more than 30 minutes.",
        "Scan every box barcode into location C1 with the handheld as it arrives."),
    11: ("Have the contractor fit the new cooling unit and remove the lockout under PTW-4471.",
         "Pull C2 down to -18 °C."),
}
REGEN_SPLIT = (2, ("Before a single box leaves C2, dump its GRIN-Global inventory to CSV.",
                   "Command: `ggtools export --site NSB --location C2 --format csv --out /data/exports/C2-inventory-20241014.csv`."))

SERIALIZE = [2, 3]

COMPRESS = [
    ([1, 4], "Open MR-2291 and get the curator to approve the move plan."),
    ([7, 8], "Relocate the accessions from C2 to C1 in GRIN-Global."),
    ([10, 11], "Lock out C2 and let the contractor replace the cooling unit and pull it down."),
    ([12, 13], "Watch C2 for 72 hours and return it to service."),
]

LOST = {"remove": (6, 10), "add": [(5, 10)],
        "why": "chamber C2 is locked out and handed to the contractor before the scans are reconciled against the export"}

TARGET = {"step": 13, "old": "-15 °C", "new": "-5 °C", "kind": "alarm temperature threshold"}

OPERATION = {"step": 8, "change": "relocate -> deaccession",
             "text": "Apply the location update: `ggtools deaccession --location C2 --input scans.csv --commit`."}
