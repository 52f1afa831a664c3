# lt8_08 - nuclear medicine lab: SPECT/CT gamma camera software upgrade and QC before clinical release
# Regeneration style for paraphrases: (c) passive voice and noun phrases.
ID = "lt8_08"
TASK = "Upgrade the acquisition software of SPECT/CT camera NM-2 to 4.2.1 and complete acceptance QC before returning it to clinical service"

STEPS = [
    (1, [], "Take NM-2 out of the clinical schedule for Thursday 2024-05-16 and open vendor service ticket SR-50177 for the 4.2.1 upgrade.",
     "NM-2 is removed from the clinical schedule for Thursday 2024-05-16, and vendor service ticket SR-50177 is opened for the 4.2.1 upgrade.",
     "Open vendor service ticket SR-50177 (4.2.1 upgrade) and book NM-2 out of the clinical schedule on Thursday 2024-05-16."),
    (2, [1], "Export the acquisition protocols and 30 days of QC results: `nmctl export --system NM-2 --protocols --qc-days 30 --out /nm/backup/nm2-2024-05-16.zip`.",
     "An export of the acquisition protocols and 30 days of QC results is made with `nmctl export --system NM-2 --protocols --qc-days 30 --out /nm/backup/nm2-2024-05-16.zip`.",
     None),
    (3, [1], "Send all pending studies to PACS and confirm the local queue is empty: `nmctl queue list --system NM-2` returns nothing.",
     "Transfer of all pending studies to PACS is completed, and an empty local queue is confirmed (`nmctl queue list --system NM-2` returns nothing).",
     "Confirm with `nmctl queue list --system NM-2` that nothing is left in the local queue once all pending studies have gone to PACS."),
    (4, [1], "Get the upgrade plan approved by the radiation safety officer and the medical physicist in SR-50177.",
     "Sign-off on the plan is given in SR-50177 by both the medical physicist and the radiation safety officer.",
     None),
    (5, [2, 3, 4], "Vendor engineer installs software 4.2.1 on the acquisition station.",
     "Installation of software 4.2.1 on the acquisition station is performed by the vendor engineer.",
     "Software 4.2.1 goes onto the acquisition station, installed by the vendor engineer."),
    (6, [5], "Acquire an intrinsic flood on both detectors with a 30 MBq Tc-99m point source to 30 million counts; integral uniformity must be below 3.5% in the UFOV.",
     "An intrinsic flood is acquired on both detectors, 30 MBq Tc-99m point source, 30 million counts; integral uniformity below 3.5% in the UFOV is required.",
     None),
    (7, [5], "Run the center-of-rotation calibration for both heads, `nmctl qc run cor --system NM-2`, and accept an offset under 2 mm.",
     "Center-of-rotation calibration of both heads is run with `nmctl qc run cor --system NM-2`; an offset under 2 mm is accepted.",
     "Accept the center-of-rotation result for both heads only with an offset under 2 mm (`nmctl qc run cor --system NM-2`)."),
    (8, [5], "Dry-run the protocol restore, `nmctl import --system NM-2 --protocols /nm/backup/nm2-2024-05-16.zip --dry-run`, and check matrix, zoom and the 140 keV 10% energy windows.",
     "A dry run of the protocol restore is done with `nmctl import --system NM-2 --protocols /nm/backup/nm2-2024-05-16.zip --dry-run`, and matrix, zoom and the 140 keV 10% energy windows are checked.",
     None),
    (9, [8], "Import the protocols: `nmctl import --system NM-2 --protocols /nm/backup/nm2-2024-05-16.zip`.",
     "The protocols are imported via `nmctl import --system NM-2 --protocols /nm/backup/nm2-2024-05-16.zip`.",
     "Run the real import of /nm/backup/nm2-2024-05-16.zip (`nmctl import --system NM-2 --protocols /nm/backup/nm2-2024-05-16.zip`)."),
    (10, [6, 7], "Acquire a Jaszczak phantom SPECT at 120 views of 20 seconds and compare cold-sphere contrast with the March baseline.",
     "A Jaszczak phantom SPECT is acquired (120 views, 20 seconds each), and cold-sphere contrast is compared with the March baseline.",
     None),
    (11, [9], "Send a test study to PACS (AE title NMPACS, port 104) and check that the modality worklist query returns today's patients.",
     "Sending of a test study to PACS (AE title NMPACS, port 104) is checked, as is the return of today's patients by the modality worklist query.",
     "Check that the modality worklist query returns today's patients and that a test study reaches PACS at AE title NMPACS, port 104."),
    (12, [10, 11], "The medical physicist reviews all QC results and signs release form NM-QC-07.",
     "Review of all QC results and signature of release form NM-QC-07 are done by the medical physicist.",
     None),
    (13, [12], "Return NM-2 to clinical service in the scheduling system from 2024-05-17 07:30.",
     "Clinical service of NM-2 is resumed in the scheduling system as of 2024-05-17 07:30.",
     "From 2024-05-17 07:30, put NM-2 back into clinical service in the scheduling system."),
    (14, [13], "Review the first two clinical bone scans with the on-call physicist.",
     "An image-quality review of the first two clinical bone scans is done with the physicist on call.",
     None),
    (15, [14], "Close SR-50177 and file the QC results in the QA binder.",
     "SR-50177 is closed, and the QC results are filed in the QA binder.",
     None),
]

GUARDS = {
    2: "export of protocols and QC history before the install",
    3: "empty local study queue confirmed before the install",
    4: "RSO and physicist approval of the upgrade plan",
    8: "dry-run review of the protocol restore before import",
    12: "physicist QC review and release form before clinical service",
}
DROP_GUARD = 2

SPLITS = {
    6: ("Acquire an intrinsic flood on both detectors with a 30 MBq Tc-99m point source to 30 million counts.",
        "Check that integral uniformity of the flood is below 3.5% in the UFOV."),
    10: ("Acquire a Jaszczak phantom SPECT at 120 views of 20 seconds.",
         "Compare the cold-sphere contrast of that phantom with the March baseline."),
}

REGEN_SPLIT = (3, (
    "All pending studies are transferred to PACS.",
    "Then, once that is done, emptiness of the local queue is confirmed: `nmctl queue list --system NM-2` returns nothing."))

SERIALIZE = [6, 7]

COMPRESS = [
    ([6, 10], "Run the flood uniformity and Jaszczak phantom checks."),
    ([8, 9], "Restore the protocols from the backup."),
    ([13, 14, 15], "Return NM-2 to service, review the first scans and close SR-50177."),
]

LOST = {"remove": (12, 13), "add": [(11, 13), (12, 15)],
        "why": "NM-2 goes back into clinical service (13) without waiting for the physicist's QC review and release form (12)"}

TARGET = {"step": 11, "old": "port 104", "new": "port 11112", "kind": "port (DICOM)"}

OPERATION = {"step": 8,
             "text": "Dry-run the protocol restore, `nmctl import --system NM-2 --protocols /nm/backup/nm2-2024-05-16.zip`, and check matrix, zoom and the 140 keV 10% energy windows.",
             "change": "`--dry-run` dropped: the prose still says dry run, the command imports for real before anyone checks"}
