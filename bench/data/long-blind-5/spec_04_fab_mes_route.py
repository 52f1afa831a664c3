ID = "lb5_04"
TASK = "Release a new route revision for a CMP step in a 300 mm fab MES (Opcenter), with future holds and a qualification lot"

STEPS = [
    (1, [], "Raise ECN-7731 to move route R-LOGIC-28N from rev 14 to rev 15, with new CMP recipe CMP_W_POL_V9 at step 4520.10.",
     "Open ECN-7731 for the R-LOGIC-28N route change from rev 14 to rev 15, which introduces CMP recipe CMP_W_POL_V9 at step 4520.10.",
     "ECN-7731: route R-LOGIC-28N goes from rev 14 to rev 15, and step 4520.10 gets the new CMP recipe CMP_W_POL_V9."),
    (2, [1], "Export route R-LOGIC-28N rev 14 with its spec objects to XML from Opcenter Designer and attach the file to ECN-7731.",
     "From Opcenter Designer, save R-LOGIC-28N rev 14 and its spec objects as an XML export, then attach it to ECN-7731.",
     None),
    (3, [1], "Get PECB (process engineering change board) approval recorded on ECN-7731.",
     "Have the PECB, the process engineering change board, record its approval on ECN-7731.",
     "Record on ECN-7731 that the PECB (process engineering change board) has approved."),
    (4, [1], "Confirm in the RMS that recipe CMP_W_POL_V9 is loaded and qualified on tools CMP-03 and CMP-05.",
     "Use the RMS to check that CMP_W_POL_V9 is both loaded and qualified on CMP-03 and CMP-05.",
     None),
    (5, [2, 3, 4], "Build rev 15 of R-LOGIC-28N in Opcenter Designer in the DEV environment.",
     "In the DEV environment, create R-LOGIC-28N rev 15 using Opcenter Designer.",
     "Using Opcenter Designer (DEV environment), build rev 15 of R-LOGIC-28N."),
    (6, [5], "Run Check Model on rev 15 in DEV and fix every error; review the remaining warnings.",
     "Fix all errors that Check Model reports on rev 15 in DEV, and go through the warnings that are left.",
     None),
    (7, [6], "Have a second process engineer read the model compare report of rev 14 against rev 15: only the recipe and spec at step 4520.10 may differ.",
     "A second process engineer reviews the model compare report between rev 14 and rev 15 and confirms that nothing but the step 4520.10 recipe and spec differ.",
     "Nothing except the recipe and spec at step 4520.10 may differ: a second process engineer checks this in the rev 14 vs rev 15 model compare report."),
    (8, [7], "Promote rev 15 from DEV to PROD with change package CP-2024-118.",
     "Move rev 15 up from DEV into PROD using change package CP-2024-118.",
     None),
    (9, [8], "Put future hold FH-CMP15 on all WIP lots at step 4510.00 of R-LOGIC-28N so no lot reaches 4520.10 unplanned.",
     "Place future hold FH-CMP15 on every WIP lot sitting at step 4510.00 of R-LOGIC-28N, so that none arrives at 4520.10 without a plan.",
     "So no lot reaches 4520.10 unplanned, set future hold FH-CMP15 on all R-LOGIC-28N WIP lots at step 4510.00."),
    (10, [9], "Make rev 15 the default revision, effective 2024-06-14 06:00.",
     "Set rev 15 as the default revision with effect from 2024-06-14 06:00.",
     None),
    (11, [10], "Run qualification lot QL24061 through step 4520.10 on CMP-03.",
     "Send qualification lot QL24061 through step 4520.10 using CMP-03.",
     "On CMP-03, process QL24061, the qualification lot, through step 4520.10."),
    (12, [11], "Measure post-CMP thickness of QL24061 on THK-02 at 5 sites; removal must be 480 ± 25 nm.",
     "On THK-02, take post-CMP thickness readings of QL24061 at 5 sites and require a removal of 480 ± 25 nm.",
     None),
    (13, [11], "Check the KLA-07 defect scan of QL24061: adders must stay below 30 per wafer.",
     "Review QL24061's defect scan from KLA-07, where adders have to be under 30 per wafer.",
     "Adders below 30 per wafer are required on the defect scan of QL24061 from KLA-07."),
    (14, [12, 13], "Do not release any WIP until the yield engineer has dispositioned QL24061 as PASS in MES.",
     "No WIP is released before the yield engineer sets the MES disposition of QL24061 to PASS.",
     "The yield engineer must disposition QL24061 as PASS in MES; until then no WIP is released."),
    (15, [14], "Release future hold FH-CMP15 on the WIP lots in batches of 10 lots.",
     "Lift FH-CMP15, the future hold on the WIP lots, 10 lots per batch.",
     None),
    (16, [15], "Watch SPC chart CMP-REMOVAL-4520 over the first 25 lots and stop if any rule 1 or rule 2 violation appears.",
     "Monitor the SPC chart CMP-REMOVAL-4520 during the first 25 lots, halting on any rule 1 or rule 2 violation.",
     "Stop on the first rule 1 or rule 2 violation while watching CMP-REMOVAL-4520 (SPC chart) across the first 25 lots."),
    (17, [15], "Confirm in the dispatcher that lots at step 4520.10 are scheduled only on CMP-03 and CMP-05.",
     "Check the dispatcher: lots at step 4520.10 should be scheduled on CMP-03 and CMP-05 and nowhere else.",
     None),
    (18, [16, 17], "Set route rev 14 to status Inactive so that no new lots start on it.",
     "Make rev 14 of the route Inactive, so new lots can no longer be started on it.",
     "So that new lots cannot start on it, change rev 14 of the route to status Inactive."),
    (19, [18], "Update control plan CP-28N-CMP to reference rev 15 and CMP_W_POL_V9.",
     "Revise the control plan CP-28N-CMP so that it points at rev 15 and CMP_W_POL_V9.",
     None),
    (20, [19], "Close ECN-7731 with the compare report and the QL24061 disposition attached.",
     "Attach the compare report and the disposition of QL24061, then close ECN-7731.",
     "Close ECN-7731, attaching the QL24061 disposition together with the compare report."),
]

GUARDS = {
    2: "XML export of the current route revision",
    3: "PECB approval of the ECN",
    7: "second-engineer review of the model compare report",
    14: "qualification lot dispositioned PASS before releasing WIP",
    16: "SPC watch of the first 25 lots",
}
DROP_GUARD = 14

SPLITS = {
    7: ("Have a second process engineer read the model compare report of rev 14 against rev 15.",
        "Only the recipe and spec at step 4520.10 may differ."),
    12: ("Measure post-CMP thickness of QL24061 on THK-02 at 5 sites.",
         "The removal must be 480 ± 25 nm."),
}
REGEN_SPLIT = (16, ("For the first 25 lots, keep watching the SPC chart CMP-REMOVAL-4520.",
                    "If a rule 1 or rule 2 violation shows up, stop the release."))

SERIALIZE = [12, 13]

COMPRESS = [
    ([1, 2], "Raise ECN-7731 for R-LOGIC-28N rev 15 and attach an export of rev 14."),
    ([5, 6], "Build rev 15 in DEV and clean up Check Model errors."),
    ([7, 8], "Review the compare report and promote rev 15 to PROD."),
    ([9, 10], "Hold the WIP before the CMP step and make rev 15 the default."),
    ([14, 15], "Once QL24061 is PASS, release the future hold in batches."),
    ([19, 20], "Update the control plan and close ECN-7731."),
]

LOST = {"remove": (14, 15), "add": [(11, 15), (14, 20)],
        "why": "the future hold is released (15) as soon as the qualification lot has run, without waiting for its PASS disposition (14)"}

TARGET = {"step": 11, "old": "CMP-03", "new": "CMP-04", "kind": "process tool"}

OPERATION = {"step": 18,
             "text": "Delete route rev 14 from the PROD model (Delete Revision) so that no new lots start on it.",
             "change": "set rev 14 Inactive -> delete rev 14"}
