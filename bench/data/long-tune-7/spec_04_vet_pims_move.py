# lt7_04 - veterinary hospital: Cornerstone PIMS database move to a new server, lab and X-ray re-linked
ID = "lt7_04"
TASK = ("Veterinary hospital: move the Cornerstone 9.3 practice management database from cs-old to cs-srv02 over a "
        "Sunday night, with the emergency ward on paper, re-link the IDEXX lab station and the X-ray worklist, and "
        "reconcile the controlled-drug register afterwards.")

STEPS = [
    (1, [], "Open ticket VET-774 for moving Cornerstone 9.3 from `cs-old` to `cs-srv02`; the clinic closes at 20:00 Sunday and the emergency ward runs on paper.",
     "VET-774: Cornerstone 9.3, `cs-old` -> `cs-srv02`. Clinic shuts 20:00 Sunday; ER on paper meanwhile.",
     "Raise VET-774 (Cornerstone 9.3 off `cs-old`, onto `cs-srv02`); emergency ward on paper once the clinic closes, 20:00 Sunday."),
    (2, [1], "Print the in-patient whiteboard and the next 24 hours of treatment sheets for the emergency ward.",
     "Print for ER: in-patient whiteboard + treatment sheets covering the next 24 hours.",
     None),
    (3, [1], "Back up the database on the old server: `Backup-SqlDatabase -ServerInstance cs-old -Database Cornerstone -BackupFile D:/bak/cs_20241103.bak -Checksum`.",
     "Full backup on the old box first - `Backup-SqlDatabase -ServerInstance cs-old -Database Cornerstone -BackupFile D:/bak/cs_20241103.bak -Checksum`.",
     "`Backup-SqlDatabase -ServerInstance cs-old -Database Cornerstone -BackupFile D:/bak/cs_20241103.bak -Checksum` to back up the old server's database."),
    (4, [3], "Verify the backup file: `Invoke-Sqlcmd -ServerInstance cs-old -Query \"RESTORE VERIFYONLY FROM DISK = 'D:/bak/cs_20241103.bak'\"`.",
     "Make sure the .bak is readable: `Invoke-Sqlcmd -ServerInstance cs-old -Query \"RESTORE VERIFYONLY FROM DISK = 'D:/bak/cs_20241103.bak'\"`.",
     None),
    (5, [4], "Restore it on the new server: `Restore-SqlDatabase -ServerInstance cs-srv02 -Database Cornerstone -BackupFile D:/bak/cs_20241103.bak -ReplaceDatabase`.",
     "Restore onto cs-srv02: `Restore-SqlDatabase -ServerInstance cs-srv02 -Database Cornerstone -BackupFile D:/bak/cs_20241103.bak -ReplaceDatabase`.",
     "The new server gets the backup via `Restore-SqlDatabase -ServerInstance cs-srv02 -Database Cornerstone -BackupFile D:/bak/cs_20241103.bak -ReplaceDatabase`."),
    (6, [5], "Run the Cornerstone database update utility against the new server: `CSDBUpdate.exe /server:cs-srv02 /silent`.",
     "DB update utility, new server: `CSDBUpdate.exe /server:cs-srv02 /silent`.",
     None),
    (7, [6], "Check that Help > About in Cornerstone shows schema version 9.3.0.412.",
     "Confirm schema 9.3.0.412 under Help > About.",
     "Schema version 9.3.0.412 must be what Cornerstone reports in Help > About."),
    (8, [6], "Run `DBCC CHECKDB (Cornerstone) WITH NO_INFOMSGS` on `cs-srv02`; it must return no errors.",
     "Integrity check on `cs-srv02`: `DBCC CHECKDB (Cornerstone) WITH NO_INFOMSGS`, zero errors expected.",
     "On `cs-srv02`, no errors may come back from `DBCC CHECKDB (Cornerstone) WITH NO_INFOMSGS`."),
    (9, [2, 7, 8], "Point the 14 clinic workstations at the new server with `CSConfig.exe /server:cs-srv02` and log in once on each.",
     "Repoint all 14 workstations (`CSConfig.exe /server:cs-srv02`); do one test login per PC.",
     "Run `CSConfig.exe /server:cs-srv02` on each of the 14 clinic workstations, logging in once on every one of them."),
    (10, [9], "Re-point the IDEXX VetLab Station to the new server at 10.20.5.42, port 8104, and send one test result.",
     "IDEXX VetLab Station -> 10.20.5.42:8104 (new server); push one test result through.",
     None),
    (11, [9], "Re-point the X-ray console's DICOM worklist to `cs-srv02:104` (AE title `CSWORKLIST`) and run a C-ECHO.",
     "X-ray console: DICOM worklist to `cs-srv02:104`, AE title `CSWORKLIST`, then C-ECHO.",
     "Using AE title `CSWORKLIST` and `cs-srv02:104`, reconfigure the X-ray console's DICOM worklist and check it with a C-ECHO."),
    (12, [10, 11], "Smoke test end to end: admit test patient `TESTDOG-0001`, post a lab result, raise an invoice and void it.",
     "E2E smoke test - admit `TESTDOG-0001`, post lab result, invoice, void the invoice.",
     "Admit `TESTDOG-0001`, attach a lab result, invoice and then void it, as an end-to-end smoke test."),
    (13, [12], "Practice manager approves go-live on VET-774.",
     "Go-live approval from the practice manager, recorded on VET-774.",
     None),
    (14, [13], "Stop and disable the old service on `cs-old`: `Stop-Service CornerstoneSvc; Set-Service -Name CornerstoneSvc -StartupType Disabled`.",
     "Shut down the old service for good on `cs-old`: `Stop-Service CornerstoneSvc; Set-Service -Name CornerstoneSvc -StartupType Disabled`.",
     "`Stop-Service CornerstoneSvc; Set-Service -Name CornerstoneSvc -StartupType Disabled` on `cs-old` stops the old service and keeps it from starting."),
    (15, [13], "Back-enter the overnight paper records from the emergency ward into Cornerstone.",
     "Key in the ER's overnight paper records.",
     None),
    (16, [14, 15], "Reconcile the controlled-drug entries (ketamine, methadone) made on paper with the Cornerstone register; totals must match the safe count.",
     "Controlled drugs (ketamine, methadone): paper entries vs Cornerstone register, totals = safe count.",
     "Totals in the Cornerstone controlled-drug register must agree with the safe count once the paper ketamine and methadone entries are reconciled."),
    (17, [16], "Close VET-774.",
     "VET-774 -> closed.",
     None),
]

GUARDS = {
    3: "database backup on the old server before the restore",
    4: "RESTORE VERIFYONLY of the backup before restoring",
    12: "end-to-end smoke test before go-live approval",
    13: "practice manager go-live approval before the old service is disabled",
    16: "controlled-drug reconciliation before closing the ticket",
}
DROP_GUARD = 3

SPLITS = {
    12: ("Smoke test end to end: admit test patient `TESTDOG-0001` and post a lab result.",
         "Then raise an invoice for the test patient and void it."),
    16: ("Reconcile the controlled-drug entries (ketamine, methadone) made on paper with the Cornerstone register.",
         "Totals must match the safe count."),
}
REGEN_SPLIT = (9, (
    "- Repoint the 14 clinic workstations: `CSConfig.exe /server:cs-srv02`.",
    "- After repointing, log in once on each workstation to confirm it reaches cs-srv02.",
))
SERIALIZE = [7, 8]

COMPRESS = [
    ([3, 4, 5], "Back up Cornerstone on cs-old and restore it on cs-srv02."),
    ([6, 7], "Run the database update utility on cs-srv02 and check the schema version."),
    ([10, 12], "Re-point the IDEXX station to the new server and do an end-to-end smoke test."),
    ([16, 17], "Reconcile the controlled-drug register and close VET-774."),
]

LOST = {"remove": (13, 14), "add": [(12, 14)],
        "why": "the old Cornerstone service is stopped and disabled straight after the smoke test, without the practice manager's go-live approval"}

TARGET = {"step": 10, "old": "10.20.5.42", "new": "10.20.5.24", "kind": "IP address"}

OPERATION = {"step": 14,
             "text": "Stop and disable the old service on `cs-old`: `Stop-Service CornerstoneSvc; Set-Service -Name CornerstoneSvc -StartupType Automatic`.",
             "change": "state kept instead of changed: startup type left `Automatic` instead of `Disabled`, so the old server comes back after a reboot"}
