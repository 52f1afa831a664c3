ID = "lt9_01"
TASK = "Veterinary hospital: firmware update of the ICU controlled-drug cabinet with Schedule II counts before and after"

# (k, deps, golden text, hand paraphrase, hand "identifiers moved" rewrite or None)
STEPS = [
    (1, [], "Open CHG-48211 for the controlled-drug cabinet firmware update on `cdcab-icu-01` and book the 22:00-23:30 window with the ICU charge nurse.",
     "Raise CHG-48211 covering the firmware update of controlled-drug cabinet `cdcab-icu-01`, and agree the 22:00-23:30 slot with the charge nurse on ICU.",
     "Book the window (22:00-23:30) with the ICU charge nurse and open a change, CHG-48211, for the `cdcab-icu-01` controlled-drug cabinet firmware update."),
    (2, [1], "Print two copies of the CD-SHIFT end-of-shift count report for all Schedule II drawers from the `cdcab-icu-01` console.",
     "From the console of `cdcab-icu-01`, run the CD-SHIFT end-of-shift count report covering every Schedule II drawer and print it twice.",
     None),
    (3, [2], "Two credentialed staff count the methadone, hydromorphone, fentanyl and ketamine drawers by hand and each sign every line of the count sheet; any mismatch stops the change here.",
     "Any discrepancy halts the change at this point: a pair of credentialed staff hand-count the methadone, hydromorphone, fentanyl and ketamine drawers, both signing each line of the count sheet.",
     None),
    (4, [3], "Move the crash-kit stock (fentanyl 50 mcg/mL x 4 vials, ketamine 100 mg/mL x 2 vials) into lockbox LB-ICU-2 and write it into the paper CD register with both signatures.",
     "Transfer the crash-kit stock to lockbox LB-ICU-2 (fentanyl 50 mcg/mL x 4 vials, ketamine 100 mg/mL x 2 vials), recording the move in the paper CD register signed by both staff.",
     "Into lockbox LB-ICU-2 goes the crash-kit stock: 4 vials of fentanyl 50 mcg/mL and 2 vials of ketamine 100 mg/mL (x 4, x 2); both staff sign the entry in the paper CD register."),
    (5, [1], "`cdcabctl export --host cdcab-icu-01 --out /srv/cdcab/exports/icu01-2024-05-14.tgz`",
     "Dump the cabinet's settings and user list to a file with `cdcabctl export --host cdcab-icu-01 --out /srv/cdcab/exports/icu01-2024-05-14.tgz`.",
     "Before anything else on the cabinet: (`cdcabctl export --host cdcab-icu-01 --out /srv/cdcab/exports/icu01-2024-05-14.tgz`)."),
    (6, [5], "Append `sha256sum /srv/cdcab/exports/icu01-2024-05-14.tgz` to `/srv/cdcab/exports/SHA256SUMS` and copy the archive to `nas-vet02:/backup/cdcab/`.",
     "Copy the archive over to `nas-vet02:/backup/cdcab/`, after adding its `sha256sum /srv/cdcab/exports/icu01-2024-05-14.tgz` line to `/srv/cdcab/exports/SHA256SUMS`.",
     "Put a copy on `nas-vet02:/backup/cdcab/`; its checksum line (`sha256sum /srv/cdcab/exports/icu01-2024-05-14.tgz`) goes into `/srv/cdcab/exports/SHA256SUMS` first."),
    (7, [4], "Post in #icu-ops that the cabinet goes offline in 10 minutes and do not go further until the charge nurse has acknowledged it.",
     "Announce in #icu-ops that the cabinet will be offline in 10 minutes; hold here until the charge nurse acknowledges the message.",
     "Wait for the charge nurse's acknowledgement of a #icu-ops post saying the cabinet goes offline in 10 minutes before carrying on."),
    (8, [6, 7], "Put the cabinet into maintenance mode with `cdcabctl mode --host cdcab-icu-01 maintenance`; the drawers stay locked.",
     "Switch `cdcab-icu-01` into maintenance using `cdcabctl mode --host cdcab-icu-01 maintenance` (drawers remain locked).",
     None),
    (9, [8], "Flash firmware 7.4.2: `cdcabctl firmware apply --host cdcab-icu-01 --image cubefw-7.4.2.bin --keep-config` and let the cabinet reboot.",
     "Let the cabinet reboot after installing the 7.4.2 image via `cdcabctl firmware apply --host cdcab-icu-01 --image cubefw-7.4.2.bin --keep-config`.",
     "Let the cabinet reboot once `cdcabctl firmware apply --host cdcab-icu-01 --image cubefw-7.4.2.bin --keep-config` has flashed firmware 7.4.2."),
    (10, [9], "Read back `cdcabctl status --host cdcab-icu-01`: it must report 7.4.2, 64 users and the same drawer map as the 2024-05-14 export.",
     "Confirm from the output of `cdcabctl status --host cdcab-icu-01` that the version is 7.4.2, that 64 users are present and that the drawer map matches the 2024-05-14 export.",
     None),
    (11, [10], "Test-open drawer 3 (methadone) with a nurse badge plus fingerprint and check the event appears in the cabinet audit trail.",
     "Using a nurse badge and fingerprint, open drawer 3 (methadone) as a test and look for the event in the cabinet's audit trail.",
     None),
    (12, [10], "Do a test dispense for patient TEST-CANINE-01 and check it reaches ezyVet over the HL7 feed within 2 minutes.",
     "Check that a test dispense against patient TEST-CANINE-01 shows up in ezyVet through the HL7 feed in under 2 minutes.",
     "Within 2 minutes the HL7 feed must deliver to ezyVet a test dispense done for TEST-CANINE-01."),
    (13, [11, 12], "Return the cabinet to service: `cdcabctl mode --host cdcab-icu-01 normal`.",
     "Bring `cdcab-icu-01` back into normal service by running `cdcabctl mode --host cdcab-icu-01 normal`.",
     "`cdcabctl mode --host cdcab-icu-01 normal` - cabinet back in service."),
    (14, [13], "Put the crash-kit stock from lockbox LB-ICU-2 back into the cabinet and recount it with two signatures.",
     "Restock the cabinet with the crash-kit items held in lockbox LB-ICU-2, recounting them under two signatures.",
     None),
    (15, [14], "Compare the post-change count line by line with the pre-change sheet; any variance goes to the DEA registrant, Dr. Alvarez, before anything is closed.",
     "Before closing anything, set the after-change count against the before-change sheet line by line and escalate any variance to Dr. Alvarez, the DEA registrant.",
     "Escalate to the DEA registrant (Dr. Alvarez) any variance found when the post-change count is compared line by line with the pre-change sheet; nothing is closed before that."),
    (16, [15], "Close CHG-48211 with the signed count sheets and the firmware read-back attached.",
     "Attach the signed count sheets and the firmware read-back, then close CHG-48211.",
     None),
]

GUARDS = {
    3: "four-eyes hand count of the Schedule II drawers before anything is touched",
    5: "export of the cabinet configuration and user list (command only)",
    6: "checksum and off-box copy of the export (does not say what it protects)",
    7: "offline notice that waits for the charge nurse's ack before maintenance mode",
    10: "read-back of version, users and drawer map before return to service",
    15: "count reconciliation before the change is closed",
}
DROP_GUARD = 7

SPLITS = {
    4: ("Move the crash-kit stock (fentanyl 50 mcg/mL x 4 vials, ketamine 100 mg/mL x 2 vials) into lockbox LB-ICU-2.",
        "Write the move into the paper CD register with both signatures."),
    9: ("Flash firmware 7.4.2: `cdcabctl firmware apply --host cdcab-icu-01 --image cubefw-7.4.2.bin --keep-config`.",
        "Let the cabinet reboot."),
}
REGEN_SPLIT = (15, (
    "Go through the after-change count line by line against the sheet taken before the change.",
    "Any variance is escalated to Dr. Alvarez (DEA registrant) and nothing gets closed until that is done."))

SERIALIZE = [11, 12]

COMPRESS = [
    ([2, 3], "Print the CD-SHIFT report and have two staff hand-count and sign the Schedule II drawers."),
    ([5, 6], "Export the cabinet config with `cdcabctl export` and copy it to the NAS."),
    ([10, 11], "Check `cdcabctl status` shows 7.4.2 and test-open a drawer."),
    ([13, 14], "Put the cabinet back to normal mode and return the crash-kit stock."),
    ([15, 16], "Reconcile the counts and close CHG-48211."),
]

LOST = {"remove": (6, 8), "add": [(6, 16)],
        "why": "maintenance mode and the firmware flash (8, 9) no longer wait for the config export's checksum and off-box copy (6)"}

TARGET = {"step": 13, "old": "cdcab-icu-01", "new": "cdcab-er-01", "kind": "host (cabinet)"}

OPERATION = {"step": 9,
             "text": "Flash firmware 7.4.2: `cdcabctl firmware apply --host cdcab-icu-01 --image cubefw-7.4.2.bin --factory-reset` and let the cabinet reboot.",
             "change": "`--keep-config` -> `--factory-reset` (users and drawer map wiped)"}
