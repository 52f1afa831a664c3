ID = "lt13_08"
TASK = ("Respond to a positive biological indicator on steriliser STE-04 in the CSSD: take the unit out of service, "
        "quarantine and recall loads L-0409 to L-0415 in T-DOC, repair and requalify STE-04, reprocess the trays and "
        "close the incident with a traceability report.")

STEPS = [
    (1, [], "Open incident CSSD-INC-2291: biological indicator BI-88213 from STE-04 load L-0412 (2025-02-03 14:20) read positive at 24 hours.",
     "Log CSSD-INC-2291 because BI-88213, the biological indicator of STE-04 load L-0412 run on 2025-02-03 14:20, came up positive at 24 hours.",
     "BI-88213 from STE-04 load L-0412 (2025-02-03 14:20) read positive at 24 hours: open incident CSSD-INC-2291."),
    (2, [1], "Take STE-04 out of service in T-DOC with `tdoc unit set STE-04 --status out-of-service` and hang the red tag on its door.",
     "Withdraw STE-04 from use by running `tdoc unit set STE-04 --status out-of-service` and put the red tag on the door.",
     None),
    (3, [1], "List every STE-04 load since the last negative BI, L-0409 to L-0415: `tdoc loads list --unit STE-04 --from L-0409 --to L-0415 > recall-0412.csv`.",
     "Pull the STE-04 loads back to the last negative BI, that is L-0409 to L-0415, into a file with `tdoc loads list --unit STE-04 --from L-0409 --to L-0415 > recall-0412.csv`.",
     "Run `tdoc loads list --unit STE-04 --from L-0409 --to L-0415 > recall-0412.csv` to list every STE-04 load since the last negative BI (L-0409 to L-0415)."),
    (4, [3], "Quarantine the 7 loads in T-DOC so none of their trays can be issued: `tdoc loads quarantine --from-file recall-0412.csv --reason CSSD-INC-2291`.",
     "Block the issue of every tray from the 7 loads by putting them in quarantine in T-DOC with `tdoc loads quarantine --from-file recall-0412.csv --reason CSSD-INC-2291`.",
     None),
    (5, [4], "Phone theatres and wards to send back every unused tray on the list; the theatre coordinator identifies the 3 trays already used in OR-2 and OR-5.",
     "Ring round theatres and wards so all unused trays on the list come back, and have the theatre coordinator pick out the 3 trays already used in OR-2 and OR-5.",
     "The theatre coordinator identifies the 3 trays already used in OR-2 and OR-5 while theatres and wards are phoned to return every unused tray on the list."),
    (6, [4], "Send infection prevention the patient list for the 3 used trays and ask them to decide on patient follow-up.",
     "Give infection prevention the list of patients on whom the 3 used trays were used, so they can decide on follow-up.",
     None),
    (7, [5], "Collect the returned trays in quarantine cage QC-1 and scan each into T-DOC; the count must equal the recall list minus the 3 used trays.",
     "Gather the returned trays in quarantine cage QC-1, scanning every one into T-DOC, and check the total equals the recall list less the 3 used trays.",
     "Scan each returned tray into T-DOC as it goes into quarantine cage QC-1; the count has to equal the recall list minus the 3 used trays."),
    (8, [2], "Have the service engineer replace the door gasket and steam trap ST-2 on STE-04 and check the vacuum pump.",
     "Get the service engineer to fit a new door gasket and steam trap ST-2 on STE-04 and look over the vacuum pump.",
     None),
    (9, [8], "Run the vacuum leak test on STE-04: leak rate no more than 1.3 mbar per minute.",
     "Leak-test the STE-04 chamber under vacuum and accept a rate of 1.3 mbar per minute at most.",
     "STE-04's vacuum leak test must show a leak rate of no more than 1.3 mbar per minute."),
    (10, [9], "Run 3 consecutive Bowie-Dick tests at 134 °C for 3.5 minutes; all 3 must pass.",
     "Do 3 Bowie-Dick tests back to back at 134 °C, 3.5 minutes each, and require a pass on all 3.",
     None),
    (11, [9], "Check the chamber probe against the reference thermocouple at 134 °C: within 0.5 °C.",
     "Compare the chamber probe with the reference thermocouple at 134 °C and accept a difference of 0.5 °C at most.",
     "At 134 °C the chamber probe must agree with the reference thermocouple within 0.5 °C."),
    (12, [10, 11], "Run 3 consecutive BI cycles and keep STE-04 out of service until all 3 indicators read negative at 24 hours.",
     "STE-04 stays out of service until 3 back-to-back BI cycles have run and all 3 indicators are negative at 24 hours.",
     None),
    (13, [12], "Get the CSSD manager and the Authorised Engineer (Decontamination) to sign the STE-04 requalification.",
     "The STE-04 requalification needs the signatures of the CSSD manager and the Authorised Engineer (Decontamination).",
     "Have the requalification of STE-04 signed by both the Authorised Engineer (Decontamination) and the CSSD manager."),
    (14, [13], "Return STE-04 to service with `tdoc unit set STE-04 --status in-service` and remove the red tag.",
     "Take the red tag off and put STE-04 back into use via `tdoc unit set STE-04 --status in-service`.",
     None),
    (15, [7], "Reprocess the returned trays on STE-02: wash in WD-1 and WD-2, inspect, repack and sterilise as a new load with a fresh BI.",
     "Put the returned trays back through washers WD-1 and WD-2, inspect and repack them, then sterilise them on STE-02 as a new load with a fresh BI.",
     "As a new load with a fresh BI on STE-02, reprocess the returned trays: wash in WD-1 and WD-2, inspect and repack."),
    (16, [15], "Release the reprocessed load only when its BI reads negative and the STE-02 cycle record passes parametric release.",
     "Hold the reprocessed load until its BI is negative and the STE-02 cycle record meets parametric release; only then release it.",
     None),
    (17, [16], "Close the old loads as reprocessed in T-DOC with `tdoc loads close --from-file recall-0412.csv --outcome reprocessed`; their records stay as the traceability trail.",
     "Mark the old loads reprocessed in T-DOC by running `tdoc loads close --from-file recall-0412.csv --outcome reprocessed`, keeping their records as the traceability trail.",
     "With `tdoc loads close --from-file recall-0412.csv --outcome reprocessed`, close the old loads in T-DOC as reprocessed; their records remain the traceability trail."),
    (18, [6], "Record infection prevention's decision on CSSD-INC-2291 and send the follow-up letters for the 3 procedures.",
     "Note infection prevention's decision in CSSD-INC-2291 and post the follow-up letters for the 3 procedures.",
     None),
    (19, [14, 17, 18], "Export the traceability report: `tdoc report incident CSSD-INC-2291 --format pdf > /srv/cssd/reports/CSSD-INC-2291.pdf`.",
     "Produce the incident's traceability report using `tdoc report incident CSSD-INC-2291 --format pdf > /srv/cssd/reports/CSSD-INC-2291.pdf`.",
     "Run `tdoc report incident CSSD-INC-2291 --format pdf > /srv/cssd/reports/CSSD-INC-2291.pdf` to export the traceability report."),
    (20, [19], "Check the report before closing: all 7 loads, the 3 patients and the 3 negative STE-04 BIs must be in it.",
     "Go through the report ahead of closure and confirm it contains the 7 loads, the 3 patients and STE-04's 3 negative BIs.",
     None),
    (21, [20], "Present the report at the next quality and patient safety committee.",
     "Take the report to the next meeting of the quality and patient safety committee.",
     "At the next quality and patient safety committee, present the report."),
    (22, [21], "Close CSSD-INC-2291.",
     "Mark CSSD-INC-2291 closed.",
     None),
]

GUARDS = {12: "3 negative BIs before return to service", 13: "CSSD manager and AE(D) sign-off",
          16: "BI and parametric release before the reprocessed load is issued", 20: "report verification before close"}
DROP_GUARD = 13

SPLITS = {
    5: ("Phone theatres and wards to send back every unused tray on the list.",
        "The theatre coordinator identifies the 3 trays already used in OR-2 and OR-5."),
    15: ("Reprocess the returned trays: wash in WD-1 and WD-2, inspect and repack.",
         "Sterilise them on STE-02 as a new load with a fresh BI."),
}
REGEN_SPLIT = (17, ("In T-DOC, close the old loads with outcome reprocessed: `tdoc loads close --from-file recall-0412.csv --outcome reprocessed`.",
                    "Their records are kept as the traceability trail."))
SERIALIZE = [10, 11]
COMPRESS = [
    ([1, 2], "Open CSSD-INC-2291 and take STE-04 out of service."),
    ([5, 7], "Recall the unused trays and collect them in QC-1."),
    ([8, 9], "Repair STE-04 and leak-test it."),
    ([13, 14], "Get the requalification signed and return STE-04 to service."),
    ([15, 16], "Reprocess the recalled trays on STE-02 and release them after the BI."),
    ([6, 18], "Hand the used-tray patients to infection prevention and record their decision."),
    ([20, 21], "Check the report and present it to the quality committee."),
]
LOST = {"remove": (13, 14), "add": [(12, 14), (13, 22)],
        "why": "STE-04 goes back into service as soon as the BIs are negative, without waiting for the CSSD manager and AE(D) signatures (now only needed before close)"}
TARGET = {"step": 3, "old": "L-0415", "new": "L-0413", "kind": "load range end"}
OPERATION = {"step": 4, "text": "Delete the 7 loads from T-DOC so their trays drop out of stock: `tdoc loads delete --from-file recall-0412.csv --reason CSSD-INC-2291`.",
             "change": "quarantine -> delete of the 7 loads (traceability records lost; step rewritten consistently)"}
