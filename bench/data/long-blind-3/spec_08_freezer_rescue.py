# Hand-written golden: ultra-low (-80 C) freezer failure, sample rescue and relocation in a biobank.
ID = "lb3_08"
DOMAIN = "-80 C freezer failure: sample rescue and relocation (biobank)"
TASK = ("Rescue the samples of failed ultra-low freezer ULT-07 (room B2.114) into backup freezers "
        "ULT-12 and ULT-03 under deviation DEV-2291, with inventory reconciliation and QA disposition.")

STEPS = [
    (1, [],
     "Acknowledge the high-temperature alarm for ULT-07 (Thermo TSX60086V, room B2.114) in the Rees monitoring console and open deviation DEV-2291.",
     "Open deviation DEV-2291 and clear the high-temperature alarm of ULT-07 (a Thermo TSX60086V in room B2.114) in the Rees monitoring console.",
     "In the Rees monitoring console, acknowledge the ULT-07 high-temperature alarm (Thermo TSX60086V, room B2.114), then open deviation DEV-2291."),
    (2, [1],
     "Read the independent probe of ULT-07 and log the cabinet temperature with a timestamp in DEV-2291; anything warmer than -60 °C counts as an excursion.",
     "Take the reading of the independent ULT-07 probe and note cabinet temperature plus time in DEV-2291, treating any value above -60 °C as an excursion.",
     None),
    (3, [1],
     "Check free capacity in Freezerworks for the backup freezers ULT-12 and ULT-03; together they must take 14 racks.",
     "Look up in Freezerworks how much room ULT-12 and ULT-03 have left; between the two backup freezers there has to be space for 14 racks.",
     "Between them, backup freezers ULT-12 and ULT-03 must hold 14 racks: check their free capacity in Freezerworks."),
    (4, [2],
     "Before a single box moves, export the ULT-07 inventory (rack, box, position, sample ID) from Freezerworks to ULT-07_inventory_20240611.csv and print two copies for the transfer team.",
     "Export rack, box, position and sample ID for everything in ULT-07 from Freezerworks into ULT-07_inventory_20240611.csv and hand two printed copies to the transfer team; do this before any box is moved.",
     "Export from Freezerworks to ULT-07_inventory_20240611.csv the ULT-07 inventory (rack, box, position, sample ID) and print two copies for the transfer team, before a single box moves."),
    (5, [3],
     "Fill two dry-ice shippers with at least 20 kg of dry ice each and let them pre-chill for 15 minutes.",
     "Pre-chill two dry-ice shippers for 15 minutes after loading each one with no less than 20 kg of dry ice.",
     None),
    (6, [4, 5],
     "Carry racks 1-7 from ULT-07 to ULT-12 shelves 3-4 in the dry-ice shippers, keeping each freezer door open for no more than 60 seconds per rack.",
     "Use the dry-ice shippers to move racks 1-7 out of ULT-07 onto shelves 3-4 of ULT-12; no freezer door may stay open longer than 60 seconds per rack.",
     "Racks 1-7 go from ULT-07 to ULT-12 shelves 3-4 in the dry-ice shippers, with each freezer door open for no more than 60 seconds per rack."),
    (7, [4, 5],
     "Carry racks 8-14 from ULT-07 to ULT-03 shelves 1-2 the same way, door open no more than 60 seconds per rack.",
     "Move racks 8-14 out of ULT-07 into shelves 1-2 of ULT-03 in the same manner, limiting door openings to 60 seconds per rack.",
     None),
    (8, [6],
     "Scan every box now in ULT-12 with the handheld barcode reader and update its location in Freezerworks.",
     "Update the Freezerworks location of each box that went into ULT-12 by scanning it with the handheld barcode reader.",
     "With the handheld barcode reader, scan every box now in ULT-12 and update its Freezerworks location."),
    (9, [7],
     "Scan every box now in ULT-03 the same way and update its location in Freezerworks.",
     "Do the same barcode scan and Freezerworks location update for each box that ended up in ULT-03.",
     None),
    (10, [8, 9],
     "Reconcile Freezerworks against ULT-07_inventory_20240611.csv: each of the 1,312 sample IDs must have a new location in ULT-12 or ULT-03, with zero missing and zero duplicated.",
     "Compare the new Freezerworks locations with ULT-07_inventory_20240611.csv and confirm that all 1,312 sample IDs now sit in ULT-12 or ULT-03, none missing and none listed twice.",
     "Each of the 1,312 sample IDs in ULT-07_inventory_20240611.csv must have a new location in ULT-12 or ULT-03 in Freezerworks, with zero missing and zero duplicated."),
    (11, [10],
     "Mark as QUARANTINE in Freezerworks every sample that spent more than 30 minutes above -60 °C and list them in DEV-2291 for the QA impact assessment.",
     "Set status QUARANTINE in Freezerworks on all samples that were warmer than -60 °C for over 30 minutes, and record the list in DEV-2291 so QA can assess the impact.",
     None),
    (12, [10],
     "Switch ULT-07 off at its breaker, tag it OUT OF SERVICE and raise work order WO-55810 with Thermo Fisher service.",
     "Raise work order WO-55810 with Thermo Fisher service after powering ULT-07 down at the breaker and tagging it OUT OF SERVICE.",
     "Raise work order WO-55810 with Thermo Fisher service once ULT-07 is off at its breaker and tagged OUT OF SERVICE."),
    (13, [11],
     "QA reviews the quarantined samples against the stability data of each study and records a release or discard decision per sample in DEV-2291.",
     "For every quarantined sample, QA weighs the study's stability data and writes its decision, release or discard, into DEV-2291.",
     None),
    (14, [13],
     "Carry out the QA decisions in Freezerworks: release the approved samples from QUARANTINE and move the rejected ones to the discard list for biohazard disposal.",
     "Apply what QA decided in Freezerworks: samples it approved come out of QUARANTINE, and rejected ones go onto the discard list for biohazard disposal.",
     None),
    (15, [12, 14],
     "Close DEV-2291 once ULT-07 has passed a 24-hour pull-down test at -80 °C and every sample disposition is recorded.",
     "When every sample disposition is recorded and ULT-07 has held -80 °C through a 24-hour pull-down test, close DEV-2291.",
     None),
]

GUARDS = {
    4: "inventory export before any rack is moved",
    10: "reconciliation of all 1,312 sample IDs before ULT-07 is powered down",
    13: "QA disposition before releasing or discarding samples",
    15: "24-hour pull-down test before closing the deviation",
}
DROP_GUARD = 13

SPLITS = {
    6: ("Carry racks 1-7 from ULT-07 to ULT-12 shelves 3-4 in the dry-ice shippers.",
        "Keep each freezer door open for no more than 60 seconds per rack while doing it."),
    10: ("Reconcile Freezerworks against ULT-07_inventory_20240611.csv.",
         "Each of the 1,312 sample IDs must have a new location in ULT-12 or ULT-03, with zero missing and zero duplicated."),
}
REGEN_SPLIT = (4, (
    "Pull the complete ULT-07 inventory out of Freezerworks (rack, box, position, sample ID) into ULT-07_inventory_20240611.csv before anything is moved.",
    "Give the transfer team two paper copies of that CSV."))

SERIALIZE = [2, 3]

COMPRESS = [
    ([2, 4], "Log the ULT-07 probe temperature in DEV-2291 and export the inventory to CSV."),
    ([8, 9, 10], "Scan the moved boxes in ULT-12 and ULT-03 into Freezerworks and reconcile against the inventory export."),
    ([13, 14], "QA decides on the quarantined samples and the decisions are applied in Freezerworks."),
]

LOST = {"remove": (10, 12), "add": [(7, 12)],
        "why": "ULT-07 is powered down (step 12) as soon as the last racks are carried out, no longer waiting for the reconciliation of the 1,312 sample IDs (step 10)",
        "pattern": "decommission no longer waits for verification"}

TARGET = {"step": 7, "old": "ULT-03", "new": "ULT-08", "kind": "freezer ID"}

OPERATION = {"step": 11,
             "text": "Mark as AVAILABLE in Freezerworks every sample that spent more than 30 minutes above -60 °C and list them in DEV-2291 for the QA impact assessment.",
             "change": "quarantine -> release (status QUARANTINE -> AVAILABLE)"}
