ID = "lt6_05"
TASK = "Transmit the 2024-04-12 IRS MeF e-file batch of 3,418 Form 1040 returns and handle the rejects"

STEPS = [
    (1, [], "Open TAX-2291 for e-file batch B-2024-0412 (3,418 Form 1040 returns, tax year 2023) and freeze preparer edits at 14:00 ET.",
     "Preparer edits freeze at 14:00 ET; TAX-2291 tracks batch B-2024-0412, which holds 3,418 Form 1040 returns for tax year 2023.",
     "Open TAX-2291 and, at 14:00 ET, freeze preparer edits on batch B-2024-0412 (tax year 2023, 3,418 Form 1040 returns)."),
    (2, [1], "Run the pre-transmission diagnostics with `efilectl diagnose --batch B-2024-0412 --schema 2023v5.2` and do not continue unless there are 0 critical errors.",
     "Diagnostics first: `efilectl diagnose --batch B-2024-0412 --schema 2023v5.2`. Anything other than 0 critical errors stops the run.",
     None),
    (3, [1], "Check that every one of the 3,418 returns has a signed Form 8879: `efilectl consent-check --batch B-2024-0412 --form 8879`.",
     "Confirm a signed Form 8879 exists for all 3,418 returns (`efilectl consent-check --batch B-2024-0412 --form 8879`).",
     "`efilectl consent-check --batch B-2024-0412 --form 8879` - make sure all 3,418 returns have their signed Form 8879."),
    (4, [1], "Verify EFIN 334781 and ETIN 51207 on the transmitter profile against IRS e-Services, and check that the A2A certificate is valid beyond 2024-06-30.",
     "Compare the transmitter profile (EFIN 334781, ETIN 51207) with the IRS e-Services record; the A2A certificate must not expire before 2024-06-30.",
     None),
    (5, [2, 3, 4], "Get the tax manager's written release of the batch on TAX-2291.",
     "The tax manager has to release the batch in writing on TAX-2291.",
     "On TAX-2291, obtain the written batch release from the tax manager."),
    (6, [5], "Export the batch before transmitting: `efilectl export --batch B-2024-0412 --out /secure/efile/B-2024-0412-pre.zip`, and record its SHA-256 on the ticket.",
     "Save a copy of the batch prior to transmission with `efilectl export --batch B-2024-0412 --out /secure/efile/B-2024-0412-pre.zip`; put the SHA-256 on the ticket.",
     None),
    (7, [6], "Package the MeF submissions, 100 returns per zip (35 zips): `efilectl package --batch B-2024-0412 --max-per-zip 100`.",
     "Build the submission zips - max 100 returns each, so 35 zips - using `efilectl package --batch B-2024-0412 --max-per-zip 100`.",
     "`efilectl package --batch B-2024-0412 --max-per-zip 100` packages the batch into 35 MeF zips of up to 100 returns."),
    (8, [7], "Transmit to MeF A2A production: `efilectl transmit --batch B-2024-0412 --env prod --efin 334781`.",
     "Send the batch to production MeF over A2A (`efilectl transmit --batch B-2024-0412 --env prod --efin 334781`).",
     None),
    (9, [8], "Poll acknowledgements every 15 minutes with `efilectl acks --batch B-2024-0412` until all 35 submissions are acknowledged.",
     "Every 15 minutes, run `efilectl acks --batch B-2024-0412`; stop polling once each of the 35 submissions has an acknowledgement.",
     "Until the 35 submissions are all acknowledged, poll with `efilectl acks --batch B-2024-0412` at 15-minute intervals."),
    (10, [9], "Reconcile the acknowledgements: accepted plus rejected must equal 3,418; print the reject list.",
     "Acknowledgement reconciliation - the accepted and rejected counts have to add up to 3,418 - and print out the rejects.",
     None),
    (11, [10], "Work the rejects with the preparers (IND-031-04 AGI mismatch, R0000-504-02 dependent SSN).",
     "Preparers fix the rejected returns; expect mostly IND-031-04 (AGI mismatch) and R0000-504-02 (dependent SSN).",
     "Go through reject codes IND-031-04 (AGI mismatch) and R0000-504-02 (dependent SSN) with the preparers and correct the returns."),
    (12, [10], "Send acceptance notices to clients with accepted returns: `notifyctl send --template efile-accepted --batch B-2024-0412 --status accepted`.",
     "Clients whose returns were accepted are notified via `notifyctl send --template efile-accepted --batch B-2024-0412 --status accepted`.",
     None),
    (13, [11], "Move the corrected returns back to status READY in the next batch: `efilectl move --from-batch B-2024-0412 --filter rejected-fixed --to-batch B-2024-0415 --status READY`.",
     "Put the fixed returns into batch B-2024-0415 with status READY again - `efilectl move --from-batch B-2024-0412 --filter rejected-fixed --to-batch B-2024-0415 --status READY`.",
     "With `efilectl move --from-batch B-2024-0412 --filter rejected-fixed --to-batch B-2024-0415 --status READY`, the corrected returns go back to READY in the following batch."),
    (14, [12, 13], "Archive the acknowledgements and submission IDs in the document system with 7-year retention.",
     "File the submission IDs and acknowledgements in the document system under 7-year retention.",
     None),
    (15, [14], "Close TAX-2291.",
     "TAX-2291 gets closed.",
     "Close the ticket, TAX-2291."),
]

GUARDS = {
    2: "pre-transmission diagnostics (validation run) before release",
    5: "tax manager's written release",
    6: "export of the batch before transmission",
    10: "acknowledgement reconciliation before notices and archive",
}
DROP_GUARD = 2

SPLITS = {
    4: ("Verify EFIN 334781 and ETIN 51207 on the transmitter profile against IRS e-Services.",
        "Also check that the A2A certificate is valid beyond 2024-06-30."),
    13: ("Move the corrected returns back to status READY in the next batch.",
         "Use `efilectl move --from-batch B-2024-0412 --filter rejected-fixed --to-batch B-2024-0415 --status READY`."),
}
REGEN_SPLIT = (7, (
    "Package the batch for MeF with `efilectl package --batch B-2024-0412 --max-per-zip 100`.",
    "Once packaging is done, confirm it produced 35 zips with no more than 100 returns each."))

SERIALIZE = [3, 4]

COMPRESS = [
    ([6, 7], "Export the batch and package it into MeF zips."),
    ([8, 9], "Transmit the batch to MeF production and poll acknowledgements until all are in."),
    ([11, 13], "Fix the rejects with the preparers and move them to the next batch."),
    ([14, 15], "Archive the acknowledgements and close TAX-2291."),
]

LOST = {"remove": (5, 6), "add": [(1, 6), (5, 14)],
        "why": "export, packaging and transmission to MeF production no longer wait for the tax manager's written release"}

TARGET = {"step": 8, "old": "334781", "new": "334718", "kind": "EFIN (transmitter account number)"}

OPERATION = {"step": 13, "change": "state kept instead of changed: corrected returns left in REJECTED in the old batch instead of moved to READY",
             "text": "Keep the corrected returns in status REJECTED in the current batch: `efilectl move --from-batch B-2024-0412 --filter rejected-fixed --to-batch B-2024-0412 --status REJECTED`."}
