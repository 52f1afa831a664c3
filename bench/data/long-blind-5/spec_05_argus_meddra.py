ID = "lb5_05"
TASK = "Upgrade Oracle Argus Safety from MedDRA 26.1 to 27.0 with case recoding during an E2B transmission freeze"

STEPS = [
    (1, [], "Open CR-PV-0419 for the MedDRA 26.1 -> 27.0 upgrade of Argus Safety 8.4 on the production database ARGPRD.",
     "Raise CR-PV-0419 to take Argus Safety 8.4 (production database ARGPRD) from MedDRA 26.1 -> 27.0.",
     "For the production database ARGPRD, open CR-PV-0419: Argus Safety 8.4 moves MedDRA 26.1 -> 27.0."),
    (2, [1], "Agree the E2B freeze with regulatory submissions: no ICSR transmissions to EMA or FDA between 2024-05-04 18:00 and 2024-05-05 06:00.",
     "Settle the E2B freeze with the regulatory submissions team, meaning no ICSRs go to EMA or FDA from 2024-05-04 18:00 until 2024-05-05 06:00.",
     None),
    (3, [1], "Take a full RMAN backup of ARGPRD with `BACKUP AS COMPRESSED BACKUPSET DATABASE PLUS ARCHIVELOG TAG 'PRE_MEDDRA27'` and confirm it completed without errors.",
     "Back up ARGPRD in full through RMAN (`BACKUP AS COMPRESSED BACKUPSET DATABASE PLUS ARCHIVELOG TAG 'PRE_MEDDRA27'`) and check the job finished error-free.",
     "Confirm a clean finish of the full ARGPRD RMAN backup taken with `BACKUP AS COMPRESSED BACKUPSET DATABASE PLUS ARCHIVELOG TAG 'PRE_MEDDRA27'`."),
    (4, [1], "Load the MedDRA 27.0 ASCII files into the validation environment ARGVAL with the Argus MedDRA loader.",
     "Use the Argus MedDRA loader to import the MedDRA 27.0 ASCII files into ARGVAL, the validation environment.",
     None),
    (5, [4], "Run the recoding impact report in ARGVAL to list cases whose LLT becomes non-current in 27.0 (about 1,340 cases expected).",
     "Produce the recoding impact report on ARGVAL, listing the cases with an LLT that turns non-current in 27.0; roughly 1,340 cases are expected.",
     "Expect about 1,340 cases in the ARGVAL recoding impact report, which lists every case whose LLT is non-current in 27.0."),
    (6, [5], "Have the safety physician review the impact report and approve the recoding plan in Veeva QMS under QMS-CC-2210.",
     "The safety physician goes through the impact report and signs off the recoding plan in Veeva QMS as QMS-CC-2210.",
     None),
    (7, [2, 3, 6], "Stop the Argus AG service and the ESM service on argapp01 and argapp02.",
     "Shut down both the AG service and the ESM service of Argus on argapp01 and argapp02.",
     "On argapp01 and argapp02, stop the ESM service and the Argus AG service."),
    (8, [7], "Load MedDRA 27.0 into ARGPRD with the Argus MedDRA loader.",
     "Import MedDRA 27.0 into ARGPRD using the Argus MedDRA loader.",
     None),
    (9, [8], "Run the recode job in ARGPRD with RECODE_MODE=REPORT first and check that its case count matches the ARGVAL impact report.",
     "Start with a RECODE_MODE=REPORT run of the recode job on ARGPRD and make sure the number of cases agrees with the ARGVAL impact report.",
     "Check that the case count agrees with the ARGVAL impact report after a first ARGPRD recode job run in RECODE_MODE=REPORT."),
    (10, [9], "Run the recode job in ARGPRD with RECODE_MODE=APPLY.",
     "Execute the ARGPRD recode job using RECODE_MODE=APPLY.",
     None),
    (11, [10], "Open 50 random recoded cases and check that the LLT and PT on the case form match the 27.0 mapping.",
     "Pick 50 recoded cases at random and confirm the case form shows the LLT and PT of the 27.0 mapping.",
     "Check the LLT and PT against the 27.0 mapping on the case form of 50 randomly chosen recoded cases."),
    (12, [10], "Verify in Argus Console under Code Lists > SMQ that the SMQ lists are at version 27.0.",
     "In Argus Console, open Code Lists > SMQ and confirm the SMQ lists now show version 27.0.",
     None),
    (13, [10], "Run the incremental Argus Insight ETL so the datamart carries the 27.0 terms.",
     "Kick off the Argus Insight ETL in incremental mode, bringing the 27.0 terms into the datamart.",
     "So the datamart has the 27.0 terms, run the Argus Insight ETL incrementally."),
    (14, [11, 12], "Get the PV QA lead to sign off the 50-case sample and the SMQ check in QMS-CC-2210 before any service comes back.",
     "No service is restarted until the PV QA lead has signed off, in QMS-CC-2210, both the 50-case sample and the SMQ check.",
     None),
    (15, [14], "Start the AG service and the ESM service on argapp01 and argapp02.",
     "Bring the AG and ESM services back up on argapp01 and argapp02.",
     "On argapp01 and argapp02, start the ESM service and the AG service again."),
    (16, [15], "Send a test E2B R3 ICSR to the EudraVigilance XCOMP test environment and require an AA acknowledgement before resuming.",
     "Resume only after a test E2B R3 ICSR sent to XCOMP, the EudraVigilance test environment, comes back with an AA acknowledgement.",
     None),
    (17, [16], "Resume E2B transmissions by releasing the 37 queued ICSRs in the ESM outbound queue to EMA and FDA.",
     "Release the 37 ICSRs waiting in the ESM outbound queue to EMA and FDA, which resumes E2B transmissions.",
     "E2B transmissions resume: the ESM outbound queue's 37 queued ICSRs are released to EMA and FDA."),
    (18, [13, 17], "Run the Expedited Reports due list and confirm that no 15-day report became overdue during the freeze.",
     "Check the Expedited Reports due list to be sure the freeze did not make any 15-day report overdue.",
     None),
    (19, [18], "Update the MedDRA version in the PSMF and in the coding conventions document.",
     "Change the MedDRA version recorded in the coding conventions document and in the PSMF.",
     "In the PSMF and the coding conventions document, update the MedDRA version."),
    (20, [18], "Notify the affiliates in 12 countries that Argus now codes in MedDRA 27.0.",
     "Tell the affiliates across 12 countries that coding in Argus is now on MedDRA 27.0.",
     None),
    (21, [19, 20], "Close CR-PV-0419 with the impact report, the RMAN tag PRE_MEDDRA27 and the QA sign-off attached.",
     "Attach the impact report, the QA sign-off and the RMAN tag PRE_MEDDRA27 to CR-PV-0419 and close it.",
     "Close CR-PV-0419 once the QA sign-off, the RMAN tag PRE_MEDDRA27 and the impact report are attached."),
]

GUARDS = {
    3: "full RMAN backup before loading MedDRA in production",
    6: "safety physician approval of the recoding plan",
    9: "report-only recode run checked before the apply run",
    14: "QA sign-off of the recoding before services restart",
    16: "test ICSR acknowledged before transmissions resume",
}
DROP_GUARD = 9

SPLITS = {
    6: ("Have the safety physician review the impact report.",
        "The physician approves the recoding plan in Veeva QMS under QMS-CC-2210."),
    16: ("Send a test E2B R3 ICSR to the EudraVigilance XCOMP test environment.",
         "Require an AA acknowledgement for it before resuming."),
}
REGEN_SPLIT = (18, ("Pull up the Expedited Reports due list.",
                    "Make sure none of the 15-day reports slipped into overdue while the freeze was on."))

SERIALIZE = [11, 12]

COMPRESS = [
    ([1, 2], "Open CR-PV-0419 and agree the E2B freeze window."),
    ([4, 5], "Load MedDRA 27.0 in ARGVAL and run the impact report."),
    ([8, 9], "Load MedDRA 27.0 in ARGPRD and check the recode in report mode."),
    ([15, 16, 17], "Restart the Argus services, test an ICSR and release the queued transmissions."),
    ([19, 21], "Update the PSMF and close CR-PV-0419."),
]

LOST = {"remove": (14, 15), "add": [(10, 15), (14, 21)],
        "why": "the services restart and transmissions resume (15-17) without waiting for the QA sign-off of the recoding (14)"}

TARGET = {"step": 8, "old": "MedDRA 27.0", "new": "MedDRA 27.1", "kind": "MedDRA version"}

OPERATION = {"step": 17,
             "text": "Resume E2B transmissions by purging the 37 queued ICSRs in the ESM outbound queue to EMA and FDA.",
             "change": "release the queued ICSRs -> purge them"}
