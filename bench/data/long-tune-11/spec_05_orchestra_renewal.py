ID = "lt11_05"
TASK = "Orchestra ticketing and archives: Tessitura 2025-26 subscription seat rollover and renewal, 2024-25 season archive and hold purge"

STEPS = [
    (1, [], "Open ticket OPS-3310 for the 2025-26 subscription renewal at the Halvorsen Symphony (Tessitura v16.0.1); the renewal window runs 3 March to 11 April.",
     "Log OPS-3310 for Halvorsen Symphony's 2025-26 subscription renewal on Tessitura v16.0.1, with renewals open from 3 March until 11 April.",
     "For the 2025-26 renewal (window 3 March to 11 April) on Tessitura v16.0.1, open OPS-3310 at the Halvorsen Symphony."),
    (2, [1], "Back up the Tessitura database before any batch runs: `BACKUP DATABASE impresario TO URL='https://hsbackup.blob.core.windows.net/tess/impresario-pre-renew.bak' WITH COMPRESSION, CHECKSUM`.",
     "As a precaution, the Tessitura DB is backed up ahead of every batch with `BACKUP DATABASE impresario TO URL='https://hsbackup.blob.core.windows.net/tess/impresario-pre-renew.bak' WITH COMPRESSION, CHECKSUM`.",
     None),
    (3, [1], "Confirm with the box office manager, Priya Nand, that season 62 (2025-26) and its 14 subscription packages are built and priced.",
     "Check with Priya Nand (box office manager) that all 14 subscription packages of season 62, the 2025-26 season, have been built and priced.",
     "Season 62 (2025-26) must have its 14 subscription packages built and priced; get Priya Nand, the box office manager, to confirm."),
    (4, [1], r"Export the 2024-25 season (season 61) programmes, house counts and recording rights to `\\hs-arch01\seasons\2024-25\` with `tess-archive export --season 61`.",
     r"Run `tess-archive export --season 61` to write out season 61 (2024-25): house counts, programmes and recording rights, into `\\hs-arch01\seasons\2024-25\`.",
     None),
    (5, [3], "Preview the seat rollover: `tess-rollover --from-season 61 --to-season 62 --mode preview --out rollover-preview.csv`.",
     "Do a preview run of the seat rollover first with `tess-rollover --from-season 61 --to-season 62 --mode preview --out rollover-preview.csv`.",
     "Write the rollover preview to rollover-preview.csv: `tess-rollover --from-season 61 --to-season 62 --mode preview --out rollover-preview.csv`."),
    (6, [5], "Go through rollover-preview.csv with the box office: each of the roughly 9,800 subscriber accounts keeps its seat unless the seat is killed in the new hall plan (stalls rows A-B, stage extension).",
     "The box office reviews rollover-preview.csv: about 9,800 subscriber accounts should each keep their seat, the only exceptions being seats killed by the new hall plan (the stage extension over stalls rows A-B).",
     "Review with the box office that in rollover-preview.csv only seats killed by the new hall plan (stalls rows A-B, stage extension) move; every other one of the roughly 9,800 subscriber accounts keeps its seat."),
    (7, [2, 6], "Commit the rollover: `tess-rollover --from-season 61 --to-season 62 --mode commit`.",
     "Next, kick off the real rollover with `tess-rollover --from-season 61 --to-season 62 --mode commit`.",
     None),
    (8, [7], "Spot-check 50 random subscriber accounts: seat, price type and package in Tessitura must match rollover-preview.csv before anything is sent to patrons.",
     "Nothing goes out to patrons until a spot check of 50 random subscriber accounts shows that Tessitura's seat, package and price type agree with rollover-preview.csv.",
     "Before patrons get anything, pick 50 random subscriber accounts and make sure seat, price type and package match rollover-preview.csv."),
    (9, [8], "Generate the renewal invoices with `tess-batch renewals --season 62 --output renewals-2025-26.pdf` and upload them to the mail house portal, held for release.",
     "Produce renewals-2025-26.pdf with `tess-batch renewals --season 62 --output renewals-2025-26.pdf`; it goes onto the mail house portal and is held there until released.",
     None),
    (10, [8], "Queue the renewal e-mail to WordFly list Renew 25-26 for 3 March 09:00, on hold.",
     "In WordFly, schedule the renewal e-mail for list Renew 25-26 at 09:00 on 3 March and keep it on hold.",
     "Set the WordFly list Renew 25-26 renewal e-mail, on hold, for 09:00 on 3 March."),
    (11, [8], "Prepare online renewal in TNEW: set mode of sale 18 (Renew 2025-26) to active from 3 March 09:00.",
     "Get the TNEW online renewal ready by making mode of sale 18, Renew 2025-26, active as of 09:00 on 3 March.",
     None),
    (12, [9, 10, 11], "Get the marketing director, Luis Ferreira, to sign off the invoice sample, the e-mail proof and the TNEW renewal page; nothing is released without his written OK.",
     "Release only happens once Luis Ferreira (marketing director) has approved in writing the e-mail proof, the invoice sample and the TNEW renewal page.",
     "Luis Ferreira, marketing director, signs off in writing on the invoice sample, e-mail proof and TNEW renewal page; no release before that."),
    (13, [12], "On 3 March release the mail house batch and the WordFly send.",
     "Release the WordFly send and the mail house batch on 3 March.",
     None),
    (14, [13], "Watch the first 2 hours of online renewals: TNEW checkout errors must stay below 1% and payments must settle in Cybersource; if not, set mode of sale 18 back to inactive.",
     "For two hours after the release, keep an eye on online renewals; continue only while TNEW checkout errors stay under 1% and payments settle in Cybersource, otherwise mode of sale 18 goes back to inactive.",
     "If TNEW checkout errors reach 1% or payments stop settling in Cybersource during the first 2 hours of online renewals, put mode of sale 18 back to inactive."),
    (15, [14], "On 11 April, release all unrenewed subscription seats to general sale: `tess-rollover --season 62 --release-unrenewed --to-mos 1`.",
     "Once the window closes on 11 April, seats that were not renewed go to general sale via `tess-rollover --season 62 --release-unrenewed --to-mos 1`.",
     None),
    (16, [4], r"Verify the archive with `sha256sum -c seasons-2024-25.sha256` on hs-arch01 and have the orchestra librarian confirm all 212 performance records of season 61 are present.",
     r"On hs-arch01, `sha256sum -c seasons-2024-25.sha256` must pass and the orchestra's librarian must confirm that season 61's 212 performance records are all there.",
     r"Have the librarian confirm all 212 performance records of season 61 are in the archive, and check it on hs-arch01 with `sha256sum -c seasons-2024-25.sha256`."),
    (17, [16], "Send the list of 2024-25 recordings to the archivist for the rights register.",
     "Hand off the 2024-25 recordings list to the archivist so the rights register can be updated.",
     None),
    (18, [15, 16], "Purge the expired 2024-25 seat holds and temporary price types: `tess-maint purge-holds --season 61 --older-than 2025-04-11`.",
     "Clear out the temporary price types and expired seat holds of 2024-25 using `tess-maint purge-holds --season 61 --older-than 2025-04-11`.",
     "With `tess-maint purge-holds --season 61 --older-than 2025-04-11`, remove 2024-25's expired seat holds and temporary price types."),
    (19, [17, 18], "Report the renewal rate against the 82% target to the board.",
     "Tell the board how the renewal rate compares with its 82% target.",
     None),
    (20, [19], "Close OPS-3310.",
     "Mark OPS-3310 as closed.",
     "Close ticket OPS-3310 out."),
]

GUARDS = {
    2: "Tessitura database backup before the batches",
    6: "review of the rollover preview before commit",
    8: "spot check of 50 accounts before anything is sent",
    12: "marketing director sign-off before release",
    14: "2-hour watch of online renewals before releasing unrenewed seats",
    16: "archive checksum and librarian verification before purging holds",
}
DROP_GUARD = 12

SPLITS = {
    6: ("Go through rollover-preview.csv with the box office.",
        "Each of the roughly 9,800 subscriber accounts should keep its seat unless the seat is killed in the new hall plan (stalls rows A-B, stage extension)."),
    14: ("Watch the first 2 hours of online renewals: TNEW checkout errors must stay below 1% and payments must settle in Cybersource.",
         "If not, set mode of sale 18 back to inactive."),
}
REGEN_SPLIT = (16, (
    "Run `sha256sum -c seasons-2024-25.sha256` on hs-arch01 to check the archive copy.",
    "The orchestra librarian then confirms that the 212 performance records of season 61 are all in it.",
))
SERIALIZE = [3, 4]

COMPRESS = [
    ([1, 3], "Open the renewal ticket and confirm the new season is built."),
    ([5, 6], "Preview the seat rollover and review it with the box office."),
    ([7, 8], "Commit the rollover and spot-check some accounts."),
    ([13, 14], "Release the mailing and e-mail and watch online renewals."),
    ([16, 17], "Verify the archive and send the recordings list to the archivist."),
    ([19, 20], "Report the renewal rate and close the ticket."),
]

LOST = {"remove": (16, 18), "add": [],
        "why": "the purge of 2024-25 holds (18) no longer waits for the archive verification (16)"}

TARGET = {"step": 15, "old": "11 April", "new": "11 March", "kind": "date"}

OPERATION = {"step": 18,
             "text": "Purge the expired 2024-25 seat holds and temporary price types: `tess-maint purge-holds --season 61 --older-than 2025-04-11 --include-orders`.",
             "change": "--include-orders flag added, so the purge also deletes season 61 orders"}
