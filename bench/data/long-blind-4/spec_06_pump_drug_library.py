ID = "lb4_06"
TASK = "Publish a new smart infusion pump drug library (DL-2025.03) across a hospital, pilot care area first"

STEPS = [
    (1, [], "Open CHG-30917 to publish drug library DL-2025.03 to the 1200 Alaris pumps through Systems Manager.",
     "Raise CHG-30917 for pushing the DL-2025.03 drug library out to all 1200 Alaris pumps via Systems Manager.",
     "Through Systems Manager, DL-2025.03 goes to the 1200 Alaris pumps: open CHG-30917 for it."),
    (2, [1], "Export the active library DL-2024.11 from Guardrails Editor to the archive file DL-2024.11.gdl so it can be re-published if needed.",
     "Save the current library, DL-2024.11, out of Guardrails Editor as DL-2024.11.gdl, keeping a copy that can be published again.",
     None),
    (3, [1], "Run the Guardrails Editor comparison report of DL-2025.03 against DL-2024.11 and list every changed hard and soft limit.",
     "Produce the comparison report between DL-2024.11 and DL-2025.03 in Guardrails Editor, noting each hard or soft limit that changed.",
     "List every changed hard and soft limit from the Guardrails Editor comparison report (DL-2025.03 versus DL-2024.11)."),
    (4, [3], "Have a second clinical pharmacist check each changed limit against the formulary, at least heparin, insulin and norepinephrine.",
     "A second clinical pharmacist independently checks every changed limit against the formulary; heparin, insulin and norepinephrine are the minimum.",
     None),
    (5, [2, 4], "Get DL-2025.03 approved on CHG-30917 by the Medication Safety Committee chair and the nursing informatics lead.",
     "The nursing informatics lead and the chair of the Medication Safety Committee must both sign off DL-2025.03 on CHG-30917.",
     "On CHG-30917, collect approval of DL-2025.03 from the nursing informatics lead and the Medication Safety Committee chair."),
    (6, [5], "Tell the nurse managers of every care area about the library change and the go-live date 2025-03-18.",
     "Send every care area's nurse manager a notice of the library change with the 2025-03-18 go-live date.",
     None),
    (7, [5], "Load DL-2025.03 onto the 5 biomed lab test pumps BM-T01 to BM-T05 by docking them on the lab server.",
     "Dock test pumps BM-T01 to BM-T05 in the biomed lab on the lab server so all 5 take DL-2025.03.",
     "By docking them on the lab server, put DL-2025.03 on the 5 biomed test pumps (BM-T01 to BM-T05)."),
    (8, [7], "On the test pumps, program heparin 25000 units in 500 mL at 18 mL/h and expect the soft-limit alert, then insulin above 15 units/h and expect the hard stop.",
     "Program the test pumps with heparin 25000 units in 500 mL running at 18 mL/h, which should give the soft-limit alert, and with insulin over 15 units/h, which should hit the hard stop.",
     None),
    (9, [7], "Check Epic auto-programming still maps each changed drug by sending 3 test orders from the Epic TST environment to BM-T01.",
     "Send 3 test orders out of the Epic TST environment to BM-T01 and confirm auto-programming maps every changed drug.",
     "Send 3 test orders to BM-T01 from Epic TST and confirm that auto-programming still maps each changed drug."),
    (10, [8, 9], "Pilot on care area ICU-4 only: publish DL-2025.03 to its profile (48 pumps) in Systems Manager.",
     "Start the pilot by publishing DL-2025.03 to the ICU-4 care area profile alone, 48 pumps, in Systems Manager.",
     None),
    (11, [10], "Watch ICU-4 for 24 hours: read the alert and override reports for any limit firing more than 10 times and ask the charge nurse for feedback.",
     "Leave the rest of the hospital on the old library for 24 hours while ICU-4's alert and override reports are checked for limits firing over 10 times; get the charge nurse's feedback too.",
     "For 24 hours, review ICU-4 alert and override reports (any limit firing more than 10 times?) and collect feedback from the charge nurse."),
    (12, [6, 11], "Publish DL-2025.03 to all remaining care areas except NICU at 06:00 on 2025-03-18 with the wireless push.",
     "At 06:00 on 2025-03-18, wirelessly push DL-2025.03 to every other care area, leaving out NICU.",
     None),
    (13, [11], "Publish to NICU separately once the neonatal pharmacist has confirmed the NICU concentrations.",
     "Do NICU on its own after the neonatal pharmacist signs off the NICU concentrations.",
     "Once the NICU concentrations are confirmed by the neonatal pharmacist, publish to NICU on its own."),
    (14, [12, 13], "Check compliance in Systems Manager: at least 95% of pumps must report DL-2025.03 within 72 hours.",
     "Confirm in Systems Manager that 95% or more of the pumps run DL-2025.03 no later than 72 hours after go-live.",
     None),
    (15, [14], "Sweep the pumps that did not update: biomed docks every pump on the DL-not-current asset list.",
     "Have biomed dock each pump left on the DL-not-current asset list, catching the ones that never updated.",
     "Biomed docks the pumps on the DL-not-current asset list, sweeping up those that missed the update."),
    (16, [5], "Update the pharmacy formulary documentation and the nursing quick reference cards for DL-2025.03.",
     "Revise the nursing quick reference cards and pharmacy formulary documents to match DL-2025.03.",
     None),
    (17, [15], "Verify on the wards: sample 20 pumps across 4 wards and check that the screen shows library DL-2025.03.",
     "Spot-check 20 pumps from 4 different wards; each one's screen must read DL-2025.03.",
     "Check that library DL-2025.03 is on the screen of a sample of 20 pumps taken from 4 wards."),
    (18, [17], "Retire DL-2024.11 in Guardrails Editor by setting its status to Archived, not Deleted.",
     "Set DL-2024.11 to Archived (and not Deleted) in Guardrails Editor to retire it.",
     None),
    (19, [17], "Report the first-week alert and override statistics to the Medication Safety Committee.",
     "Present the alert and override figures from the first week to the Medication Safety Committee.",
     "To the Medication Safety Committee, report alert and override statistics for the first week."),
    (20, [16, 18, 19], "Close CHG-30917.",
     "Mark CHG-30917 as closed.",
     None),
]

GUARDS = {
    2: "export of the active library before it is replaced",
    3: "comparison report (diff) review of the changed limits",
    5: "Medication Safety Committee and nursing informatics approval",
    11: "24-hour pilot watch on ICU-4 before the hospital-wide publish",
    17: "ward sample verification before retiring the old library",
}
DROP_GUARD = 5

SPLITS = {
    8: ("On the test pumps, program heparin 25000 units in 500 mL at 18 mL/h and expect the soft-limit alert.",
        "Then program insulin above 15 units/h and expect the hard stop."),
    12: ("Publish DL-2025.03 to all remaining care areas except NICU.",
         "Use the wireless push and schedule it for 06:00 on 2025-03-18."),
}
REGEN_SPLIT = (4, ("Ask a second clinical pharmacist to go through every changed limit.",
                   "They compare each one with the formulary, covering heparin, insulin and norepinephrine at minimum."))

SERIALIZE = [8, 9]

COMPRESS = [
    ([1, 2], "Open CHG-30917 for DL-2025.03 and export the current library."),
    ([3, 4], "Compare DL-2025.03 with DL-2024.11 and have a second pharmacist check the changes."),
    ([7, 8, 9], "Load DL-2025.03 on the biomed test pumps and test limits and Epic auto-programming."),
    ([14, 15], "Check pump compliance and dock the pumps that did not update."),
    ([18, 20], "Archive DL-2024.11 and close the change."),
]

LOST = {"remove": (11, 12), "add": [],
        "why": "the hospital-wide publish no longer waits for the 24-hour ICU-4 pilot watch"}

TARGET = {"step": 10, "old": "ICU-4", "new": "ICU-2", "kind": "care area"}

OPERATION = {"step": 18, "change": "archive -> delete the old library",
             "text": "Retire DL-2024.11 in Guardrails Editor by deleting it (status Deleted) rather than archiving it."}
