ID = "lt6_07"
TASK = "Ship 960 consented plasma aliquots from the biobank to a consortium lab under MTA-2024-117, tracked in OpenSpecimen"

STEPS = [
    (1, [], "Open request MTA-2024-117 to ship 960 EDTA plasma aliquots (protocol BB-CARDIO-02, 480 participants, 2 aliquots each) to the consortium lab at UMC Utrecht.",
     "Request MTA-2024-117 is logged: UMC Utrecht (consortium lab) is to receive 960 EDTA plasma aliquots from protocol BB-CARDIO-02 - 2 aliquots for each of 480 participants.",
     "For the consortium lab at UMC Utrecht, open MTA-2024-117: 960 EDTA plasma aliquots, 2 aliquots each from 480 participants of protocol BB-CARDIO-02."),
    (2, [1], "Check that the signed MTA and the ethics approval (METC 23-114) are on file.",
     "Confirm we hold both the ethics approval, METC 23-114, and the signed MTA.",
     None),
    (3, [1], "Pull the consented participants from OpenSpecimen: `osctl query --cp BB-CARDIO-02 --ppid P-10001:P-10480 --consent share_third_party=yes --out /data/mta117/consented.csv`.",
     "Query OpenSpecimen for the participants who consented to third-party sharing (`osctl query --cp BB-CARDIO-02 --ppid P-10001:P-10480 --consent share_third_party=yes --out /data/mta117/consented.csv`).",
     "`osctl query --cp BB-CARDIO-02 --ppid P-10001:P-10480 --consent share_third_party=yes --out /data/mta117/consented.csv` - extracts the consented participants from OpenSpecimen."),
    (4, [3], "Compare the consented list with the request, drop the participants who withdrew consent (7 expected) and write /data/mta117/final.csv.",
     "Diff the request against the consented list; anyone who withdrew consent (about 7) is left out, and the result is written to /data/mta117/final.csv.",
     None),
    (5, [2, 4], "Get sign-off on the final pick list from the biobank manager and the data protection officer.",
     "Both the data protection officer and the biobank manager must sign off the final pick list.",
     "The final pick list is signed off by the biobank manager and by the data protection officer."),
    (6, [5], "Generate the pick list sorted by freezer, rack and box: `osctl picklist --cp BB-CARDIO-02 --participants /data/mta117/final.csv --per-participant 2 --out /data/mta117/picklist.csv`.",
     "Produce the pick list (ordered freezer, then rack, then box) via `osctl picklist --cp BB-CARDIO-02 --participants /data/mta117/final.csv --per-participant 2 --out /data/mta117/picklist.csv`.",
     None),
    (7, [6], "Reserve the listed aliquots for MTA-2024-117 so no other request can take them: `osctl reserve --list /data/mta117/picklist.csv --for MTA-2024-117`.",
     "Lock the listed aliquots to MTA-2024-117 with `osctl reserve --list /data/mta117/picklist.csv --for MTA-2024-117`, so no other request can claim them.",
     "So that no request other than MTA-2024-117 can take them, run `osctl reserve --list /data/mta117/picklist.csv --for MTA-2024-117` on the listed aliquots."),
    (8, [7], "Pick the aliquots from freezers FRZ-07 and FRZ-09 onto dry ice, keeping each rack out of -80 °C for no more than 10 minutes.",
     "Retrieve the tubes from FRZ-07 and FRZ-09 straight onto dry ice; a rack may be out of the -80 °C for 10 minutes at most.",
     None),
    (9, [8], "Scan every tube's 2D barcode on the FluidX reader and reconcile against the pick list: 0 missing, 0 extra.",
     "Read all 2D barcodes on the FluidX scanner and match them to the pick list - the reconciliation must show 0 missing and 0 extra tubes.",
     "Reconcile with the pick list (0 missing, 0 extra) after scanning each tube's 2D barcode on the FluidX reader."),
    (10, [9], "Pack the boxes with at least 20 kg of dry ice each (UN1845) and put a temperature logger in every box.",
     "Each box gets a temperature logger and no less than 20 kg of dry ice (UN1845).",
     None),
    (11, [9], "Export the pseudonymised manifest without names or dates of birth: `osctl manifest --list /data/mta117/picklist.csv --pseudonymise --out manifest_MTA-2024-117.xlsx`.",
     "Create the manifest in pseudonymised form - no names, no dates of birth - using `osctl manifest --list /data/mta117/picklist.csv --pseudonymise --out manifest_MTA-2024-117.xlsx`.",
     "`osctl manifest --list /data/mta117/picklist.csv --pseudonymise --out manifest_MTA-2024-117.xlsx` exports the manifest, pseudonymised, with names and dates of birth left out."),
    (12, [11], "Have a second person confirm that manifest_MTA-2024-117.xlsx holds no direct identifiers before it leaves the biobank.",
     "Before manifest_MTA-2024-117.xlsx goes out, a second person must check it carries no direct identifiers.",
     None),
    (13, [10, 12], "Hand the boxes to World Courier (AWB 7789-2231-04) and send the manifest to the recipient over the encrypted channel.",
     "The courier (World Courier, AWB 7789-2231-04) collects the boxes; the manifest goes to the recipient by the encrypted channel.",
     "Send the manifest over the encrypted channel to the recipient and hand the boxes over to World Courier, AWB 7789-2231-04."),
    (14, [13], "Record the aliquots as distributed in OpenSpecimen: `osctl distribute --list /data/mta117/picklist.csv --order MTA-2024-117 --site \"UMC Utrecht\"`.",
     "In OpenSpecimen, set the aliquots to distributed with `osctl distribute --list /data/mta117/picklist.csv --order MTA-2024-117 --site \"UMC Utrecht\"`.",
     None),
    (15, [13], "Track the shipment and confirm receipt at UMC Utrecht with the logger showing below -60 °C for the whole trip.",
     "Follow the shipment until UMC Utrecht confirms receipt, and check the logger stayed under -60 °C all the way.",
     "Confirm UMC Utrecht received the shipment and that the logger never rose above -60 °C on the trip; track it until then."),
    (16, [14, 15], "Close MTA-2024-117 with the receipt confirmation and the logger data attached.",
     "Attach the logger data and the receipt confirmation, then close MTA-2024-117.",
     None),
]

GUARDS = {
    2: "signed MTA and ethics approval on file",
    5: "biobank manager and DPO sign-off of the pick list",
    9: "barcode reconciliation before packing",
    12: "second-person manifest check for direct identifiers before release",
    15: "receipt and temperature verification before closing",
}
DROP_GUARD = 12

SPLITS = {
    6: ("Generate the pick list with `osctl picklist --cp BB-CARDIO-02 --participants /data/mta117/final.csv --per-participant 2 --out /data/mta117/picklist.csv`.",
        "Sort /data/mta117/picklist.csv by freezer, rack and box."),
    11: ("Export the manifest: `osctl manifest --list /data/mta117/picklist.csv --pseudonymise --out manifest_MTA-2024-117.xlsx`.",
         "The manifest must be pseudonymised, without names or dates of birth."),
}
REGEN_SPLIT = (8, (
    "Take the aliquots out of freezers FRZ-07 and FRZ-09 and put them on dry ice.",
    "While picking, no rack stays out of -80 °C for longer than 10 minutes."))

SERIALIZE = [2, 3]

COMPRESS = [
    ([3, 4], "Pull the consented participants from OpenSpecimen and build the final list."),
    ([6, 7], "Generate the pick list and reserve the aliquots for the request."),
    ([11, 12], "Export the pseudonymised manifest and have it checked."),
    ([10, 13], "Pack the boxes on dry ice and hand them to the courier with the manifest."),
    ([14, 16], "Mark the aliquots distributed and close the request."),
]

LOST = {"remove": (9, 10), "add": [(8, 10)],
        "why": "the boxes are packed and sealed straight after picking, without waiting for the barcode reconciliation against the pick list"}

TARGET = {"step": 3, "old": "P-10001:P-10480", "new": "P-10001:P-10840", "kind": "participant ID range"}

OPERATION = {"step": 14, "change": "mark distributed -> delete the aliquot records (prose verb and command both changed)",
             "text": "Delete the aliquots from OpenSpecimen: `osctl delete --list /data/mta117/picklist.csv --order MTA-2024-117 --site \"UMC Utrecht\"`."}
