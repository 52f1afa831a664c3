ID = "lt24_03"
TASK = "Hospital sterile processing department: intake, reprocessing and release of a vendor loaner set (3 trays) for a hip revision in theatre 4"
STEPS = [
    (1, [], "Receive the OrthoLoan revision hip set (3 trays) at the SPD dock by 14:00 on 11 March for the 07:30 case on 12 March in theatre 4, and log it on loaner form LN-5.",
     "Log the OrthoLoan revision hip set (3 trays) on loaner form LN-5 as it arrives at the SPD dock, no later than 14:00 on 11 March, for theatre 4's 07:30 case on 12 March.",
     "On loaner form LN-5, book in the 3 trays of the OrthoLoan revision hip set received at the SPD dock by 14:00 on 11 March (theatre 4, 07:30 case, 12 March)."),
    (2, [1], "Count every tray against the vendor's inventory sheet (212 instruments) and photograph each tray open before anything goes into decontamination.",
     "Before any item enters decontamination, photograph each tray open and count it against the vendor's inventory sheet: 212 instruments.",
     None),
    (3, [1], "Pull the manufacturer's IFU for the set and confirm it allows prevacuum 134 °C for 4 minutes with 20 minutes drying.",
     "Check in the manufacturer's IFU that the set may go through prevacuum at 134 °C for 4 minutes, drying 20 minutes.",
     "Confirm from the set's IFU: prevacuum 134 °C, 4 minutes exposure, 20 minutes drying."),
    (4, [2, 3], "Manually pre-clean: disassemble the reamers, brush all cannulated items in enzymatic detergent at 40 °C and flush each lumen with a 20 ml syringe.",
     "Pre-clean by hand: take the reamers apart, brush every cannulated item through in enzymatic detergent at 40 °C, then flush each lumen using a 20 ml syringe.",
     None),
    (5, [4], "Load the trays into washer-disinfector WD-3 on cycle ORTHO-A0-3000 and check the cycle record shows A0 3000 reached.",
     "Put the trays through washer-disinfector WD-3 on the ORTHO-A0-3000 cycle and confirm from the cycle record that A0 3000 was achieved.",
     "Run WD-3 (cycle ORTHO-A0-3000) with the trays loaded; the cycle record must show A0 3000 reached."),
    (6, [5], "Inspect every instrument under the 5x magnifier, function-test ratchets and cutting edges, and reject any item with residue back to pre-clean.",
     "Go over each instrument with the 5x magnifier and function-test cutting edges and ratchets; anything with residue is sent back to pre-clean, not passed.",
     None),
    (7, [6], "Reassemble the trays in the vendor layout, place a Class 5 integrator in each tray and double-wrap them.",
     "Put the trays back together to the vendor layout with one Class 5 integrator per tray, then double-wrap.",
     "Double-wrap the trays after reassembling them to the vendor layout, a Class 5 integrator in each."),
    (8, [5], "Run the Bowie-Dick test on steriliser ST-2 and do not load ST-2 unless the sheet shows an even colour change.",
     "Put steriliser ST-2 through its Bowie-Dick test; ST-2 is only loaded if the sheet changes colour evenly.",
     "Bowie-Dick test on steriliser ST-2: an even colour change on the sheet is required before ST-2 takes a load."),
    (9, [7, 8], "Load the 3 trays into ST-2 with a BI process challenge device and run prevacuum 134 °C, 4 minutes hold, 20 minutes dry.",
     "Put the 3 trays in ST-2 together with a BI process challenge device and run prevacuum at 134 °C: hold 4 minutes, dry 20 minutes.",
     None),
    (10, [9], "Read the ST-2 cycle printout: holding temperature between 134 and 137 °C for the full 4 minutes, no alarms.",
     "Go through the ST-2 cycle printout and confirm no alarms and a holding temperature of 134 to 137 °C over all 4 minutes.",
     "Confirm from the ST-2 printout that the hold stayed at 134 to 137 °C for the whole 4 minutes with no alarms."),
    (11, [9], "Put the BI from the challenge device in the rapid reader with an unprocessed control BI from the same lot and incubate for 24 minutes.",
     "Incubate for 24 minutes in the rapid reader the challenge-device BI alongside an unprocessed control BI of the same lot.",
     None),
    (12, [10, 11], "Hold the load on the quarantine rack, tagged LN-5, until the BI result is back.",
     "Keep the load tagged LN-5 on the quarantine rack and do not let it go until the BI result has come back.",
     "Until the BI result is back, the load stays held on the quarantine rack with its LN-5 tag."),
    (13, [12], "Release check: BI negative at 24 minutes, control BI positive, all three integrators passed; the SPD lead signs LN-5.",
     "The SPD lead signs LN-5 only when the BI reads negative at 24 minutes, the control BI positive, and all three integrators have passed.",
     None),
    (14, [13], "Release the 3 trays to the theatre 4 sterile store by 06:45 on 12 March and scan them onto the case.",
     "By 06:45 on 12 March the 3 trays go up to the theatre 4 sterile store, each one scanned onto the case.",
     "Scan the 3 trays onto the case as they are released to the theatre 4 sterile store (by 06:45 on 12 March)."),
    (15, [14], "After the case, take the trays back through decontamination and WD-3, and recount all 212 instruments against the inventory sheet.",
     "Once the case is over, reprocess the trays through decontamination and WD-3 again and recount the 212 instruments to the inventory sheet.",
     None),
    (16, [15], "Return the set to OrthoLoan with a copy of LN-5 and the recount, and close the loaner record.",
     "Close the loaner record and hand the set back to OrthoLoan along with the recount and a copy of LN-5.",
     "Close the loaner record once OrthoLoan has the set back, with the recount and an LN-5 copy."),
]
GUARDS = {2: "count and photographs before decontamination", 8: "Bowie-Dick test before loading the steriliser",
          10: "cycle printout review", 13: "BI and integrator release check before release to theatre"}
DROP_GUARD = 13
SPLITS = {
    9: ("Load the 3 trays into ST-2 with a BI process challenge device.",
        "Run ST-2 on prevacuum 134 °C, 4 minutes hold, 20 minutes dry."),
    15: ("After the case, take the trays back through decontamination and WD-3.",
         "Recount all 212 instruments against the inventory sheet."),
}
REGEN_SPLIT = (15, ("When the case has finished, send the trays through decontamination and WD-3 once more.",
                    "Count the 212 instruments again, checking them off the inventory sheet."))
SERIALIZE = [10, 11]
COMPRESS = [
    ([1, 2], "Receive the loaner set, log it on LN-5 and count it against the inventory."),
    ([4, 5], "Pre-clean the set and run it through WD-3."),
    ([6, 7], "Inspect, reassemble and wrap the trays with integrators."),
    ([10, 12], "Check the ST-2 printout and quarantine the load until the BI reads."),
    ([14, 15], "Release the trays to theatre 4 and reprocess and recount them after the case."),
]
LOST = {"remove": (13, 14), "add": [(12, 14), (13, 16)],
        "why": "the trays go to the theatre 4 store straight from the quarantine rack without waiting for the BI release check (which now only gates the return to the vendor)"}
TARGET = {"step": 9, "old": "ST-2", "new": "ST-1", "kind": "steriliser"}
OPERATION = {"step": 12, "text": "Dispatch the load from the quarantine rack, tagged LN-5, without waiting for the BI result.",
             "change": "hold the load in quarantine -> dispatch it before the BI result"}
