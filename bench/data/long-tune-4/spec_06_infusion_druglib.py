ID = "lt4_06"
TASK = "Roll out infusion pump drug library DL-2026.2 to BD Alaris pumps on a pilot ward and two ICUs, then retire DL-2025.4."

STEPS = [
    (1, [], "Open change CHG-81120 for pushing drug library DL-2026.2 to the BD Alaris pumps through Systems Manager 5.2, and book pharmacy and biomed staff.",
     "Raise CHG-81120 covering the DL-2026.2 drug library push to the BD Alaris fleet via Systems Manager 5.2; reserve pharmacy and biomed time.",
     "Book pharmacy and biomed staff and open change CHG-81120: drug library DL-2026.2 goes to the BD Alaris pumps through Systems Manager 5.2."),
    (2, [1], "Export the current library DL-2025.4 from Systems Manager to pharm-fs01:/druglib/archive/DL-2025.4.zip.",
     "Save a copy of the live library, DL-2025.4, out of Systems Manager into pharm-fs01:/druglib/archive/DL-2025.4.zip.",
     "pharm-fs01:/druglib/archive/DL-2025.4.zip receives an export of the current library DL-2025.4 from Systems Manager."),
    (3, [1], "Pharmacy builds DL-2026.2 in the Alaris Editor with the 14 entries approved by P&T on 2026-05-14, including the heparin hard limit of 2000 units/hour.",
     "In the Alaris Editor, pharmacy prepares DL-2026.2: the 14 entries P&T approved on 2026-05-14, among them a heparin hard limit of 2000 units/hour.",
     None),
    (4, [3], "A second pharmacist independently double-checks every changed entry against the P&T minutes of 2026-05-14 and signs the change report.",
     "Have another pharmacist re-check each changed entry on their own against the 2026-05-14 P&T minutes; no signed change report, no release.",
     None),
    (5, [4], "Run the library compare report DL-2025.4 vs DL-2026.2 and review it with the medication safety officer: only the 14 listed entries may differ.",
     "Go through the DL-2025.4 vs DL-2026.2 compare report together with the medication safety officer. If anything beyond the 14 listed entries differs, send the library back to pharmacy.",
     "With the medication safety officer, review the compare report (DL-2025.4 vs DL-2026.2); differences are allowed in the 14 listed entries only."),
    (6, [1], "Biomed exports the pump list for wards 4B, ICU-2 and ICU-3 and counts pumps on firmware 9.33 or later; older pumps cannot take DL-2026.2.",
     "From the pump list of 4B, ICU-2 and ICU-3, biomed counts how many run firmware 9.33 or newer - anything older will not accept DL-2026.2.",
     None),
    (7, [1], "Notify the nursing managers of 4B, ICU-2 and ICU-3 about the schedule and the pump power cycle it needs.",
     "Tell the nurse managers on 4B, ICU-2 and ICU-3 when the update happens and that pumps will need a power cycle.",
     "The nursing managers of 4B, ICU-2 and ICU-3 get the schedule and the power-cycle requirement."),
    (8, [5, 6], "Get release approval from the Medication Safety Committee chair, recorded in CHG-81120.",
     "Do not publish anything until the Medication Safety Committee chair has approved the release in CHG-81120.",
     None),
    (9, [2, 8], "Stage DL-2026.2 on Systems Manager and publish it to the pilot profile group WARD-4B only.",
     "Publish DL-2026.2, staged on Systems Manager, to profile group WARD-4B alone for the pilot.",
     "Only profile group WARD-4B (pilot) gets DL-2026.2 once it is staged on Systems Manager."),
    (10, [7, 9], "On 4B, nurses power-cycle idle pumps on the dock; pumps that are infusing keep DL-2025.4 until their next power-on.",
     "Nurses on 4B restart the idle pumps while docked. Any pump mid-infusion stays on DL-2025.4 until it is next switched on - do not interrupt it.",
     None),
    (11, [10], "Check in Systems Manager that at least 95 % of 4B pumps report DL-2026.2 within 24 hours.",
     "Within 24 hours, Systems Manager must show DL-2026.2 on 95 % or more of the 4B pumps.",
     "At least 95 % of 4B pumps reporting DL-2026.2 in Systems Manager, inside 24 hours."),
    (12, [10], "Bedside test on 2 pumps on 4B: program heparin at 2500 units/hour and confirm the hard-limit alert fires.",
     "Pick 2 pumps on 4B and enter heparin at 2500 units/hour; if the hard-limit alert does not fire, stop the rollout.",
     None),
    (13, [11, 12], "Hold a pilot review with the 4B charge nurse after 48 hours: no unexpected alerts, no override trend, no pump faults.",
     "After 48 hours, review the pilot with the charge nurse on 4B. Unexpected alerts, an override trend or any pump fault keep the ICUs waiting.",
     "The 4B charge nurse joins a pilot review 48 hours in: expect no unexpected alerts, no override trend and no pump faults."),
    (14, [13], "Publish DL-2026.2 to profile groups ICU-2 and ICU-3.",
     "Extend DL-2026.2 to the ICU-2 and ICU-3 profile groups.",
     None),
    (15, [14], "Check that adoption on ICU-2 and ICU-3 reaches 95 % within 24 hours and list the pumps still on DL-2025.4.",
     "Within 24 hours, 95 % of ICU-2 and ICU-3 pumps should be on the new library; write down which ones still run DL-2025.4.",
     "List pumps still on DL-2025.4 and confirm ICU-2 and ICU-3 adoption hits 95 % within 24 hours."),
    (16, [14], "Biomed visits pumps not seen by Systems Manager for more than 72 hours and updates them by hand on a docking station.",
     "Any pump Systems Manager has not seen for over 72 hours gets a visit from biomed and a manual update on a docking station.",
     None),
    (17, [15, 16], "Confirm that no pump on 4B, ICU-2 or ICU-3 still reports DL-2025.4.",
     "Make sure not a single pump across 4B, ICU-2 and ICU-3 is left on DL-2025.4.",
     "DL-2025.4 must no longer be reported by any pump on 4B, ICU-2 or ICU-3."),
    (18, [17], "Retire DL-2025.4 in Systems Manager by setting its status to Archived (not Deleted).",
     "In Systems Manager, archive DL-2025.4 - status Archived, not Deleted.",
     None),
    (19, [17], "Update the pharmacy drug library log and the clinical intranet page with the DL-2026.2 changes.",
     "Record the DL-2026.2 changes on the clinical intranet page and in the pharmacy drug library log.",
     "The pharmacy drug library log and the clinical intranet page get the DL-2026.2 changes."),
    (20, [18, 19], "Report adoption figures and 7 days of alert counts to the Medication Safety Committee.",
     "Send the Medication Safety Committee the adoption numbers plus alert counts covering 7 days.",
     None),
    (21, [20], "Close CHG-81120.",
     "Close out change CHG-81120.",
     None),
]

GUARDS = {2: "export of the current library before publishing", 4: "independent pharmacist double check",
          5: "compare-report review before approval", 8: "Medication Safety Committee approval before publishing",
          13: "48-hour pilot review before the ICU wave", 17: "no-old-library verification before retiring DL-2025.4"}
DROP_GUARD = 5

SPLITS = {
    3: ("Pharmacy builds DL-2026.2 in the Alaris Editor with the 14 entries approved by P&T on 2026-05-14.",
        "Among them is the new heparin hard limit of 2000 units/hour."),
    10: ("On 4B, nurses power-cycle idle pumps on the dock.",
         "Pumps that are infusing keep DL-2025.4 until their next power-on."),
}
REGEN_SPLIT = (12, ("Choose 2 pumps on 4B and program heparin at 2500 units/hour.",
                    "The hard-limit alert has to fire on both; if it does not, halt the rollout."))

SERIALIZE = [11, 12]

COMPRESS = [
    ((3, 4, 5), "Pharmacy builds DL-2026.2, a second pharmacist checks it, and the compare report is reviewed."),
    ((8, 9), "Get committee approval and publish DL-2026.2 to the pilot ward."),
    ((10, 11), "Power-cycle idle 4B pumps and check adoption in Systems Manager."),
    ((14, 15), "Publish to the ICUs and check adoption."),
    ((20, 21), "Report to the Medication Safety Committee and close the change."),
]

LOST = {"remove": (13, 14), "add": [(11, 14), (12, 14), (13, 17)],
        "why": "DL-2026.2 is published to the ICUs (14) without waiting for the 48-hour pilot review on 4B (13)"}

TARGET = {"step": 9, "old": "WARD-4B", "new": "WARD-6B", "kind": "pump profile group (ward)"}

OPERATION = {"step": 18, "text": "Remove DL-2025.4 from Systems Manager by setting its status to Deleted (not Archived).",
             "change": "archive -> delete the old library"}
