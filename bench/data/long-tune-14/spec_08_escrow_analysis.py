ID = "lt14_08"
TASK = "Mortgage servicing: annual escrow analysis run for cycle 10 (projection, exception review, commit, statements, surplus refunds)"

STEPS = [
    (1, [], "Open CHG-66120 for annual escrow analysis run `ESC-2025-10` on servicing platform `msp-prod`, cycle 10, 48,300 loans.",
     "Raise CHG-66120 so the yearly escrow analysis `ESC-2025-10` can run for the 48,300 loans of cycle 10 on `msp-prod`.",
     "For cycle 10 (48,300 loans) on `msp-prod`, open CHG-66120 covering escrow analysis run `ESC-2025-10`."),
    (2, [1], "Back up the escrow schema: `pg_dump -h msp-db02 -n escrow -Fc -f /backup/escrow_pre_ESC-2025-10.dump msp`.",
     "Before anything is committed, keep a copy of the escrow schema: `pg_dump -h msp-db02 -n escrow -Fc -f /backup/escrow_pre_ESC-2025-10.dump msp`.",
     "Run `pg_dump -h msp-db02 -n escrow -Fc -f /backup/escrow_pre_ESC-2025-10.dump msp` to back the escrow schema up."),
    (3, [1], "Load the property tax bills: `taxfeed-load --file corelogic_tax_202510.txt --cycle 10`.",
     "Bring in the tax vendor's bills with `taxfeed-load --file corelogic_tax_202510.txt --cycle 10`.",
     None),
    (4, [1], "Load the hazard insurance renewals: `insload --file hazard_renewals_202510.csv --cycle 10`.",
     "Import the insurance renewal premiums from `hazard_renewals_202510.csv` using `insload --file hazard_renewals_202510.csv --cycle 10`.",
     "Run `insload --file hazard_renewals_202510.csv --cycle 10` to load the hazard insurance renewals."),
    (5, [3, 4], "Run the analysis as a projection only: `escrow-analyze --cycle 10 --projection-only --out /reports/esc10_projection.csv`.",
     "With both feeds loaded, do a projection pass that changes no account: `escrow-analyze --cycle 10 --projection-only --out /reports/esc10_projection.csv`.",
     None),
    (6, [5], "Go through `/reports/esc10_projection.csv` with the escrow lead: every shortage over $5,000 and every payment change over 25% goes to exception queue `ESC-EXC`.",
     "Read the projection in `/reports/esc10_projection.csv` together with the escrow lead and route to `ESC-EXC` each loan whose payment moves by more than 25% or whose shortage is above $5,000.",
     "Every shortage over $5,000 and every payment change over 25% in `/reports/esc10_projection.csv` is sent to exception queue `ESC-EXC` after review with the escrow lead."),
    (7, [6], "Escrow analysts work the roughly 312 loans in `ESC-EXC` and correct the tax or insurance amounts where the feed was wrong.",
     "In `ESC-EXC`, the analysts go through about 312 loans, fixing the insurance or tax figures wherever the feed got them wrong.",
     None),
    (8, [6], "Check the cushion: no loan may be projected with a cushion above 2 months of escrow payments.",
     "Make sure the projection keeps every loan's cushion at or under 2 months of escrow payments.",
     "A cushion above 2 months of escrow payments is not allowed on any loan: check the projection."),
    (9, [7, 8], "The escrow manager approves `ESC-2025-10` in CHG-66120; without that approval nothing is committed.",
     "Nothing gets committed until the escrow manager has signed off `ESC-2025-10` in CHG-66120.",
     "In CHG-66120, obtain the escrow manager's approval of `ESC-2025-10` before any commit."),
    (10, [2, 9], "Commit the analysis: `escrow-analyze --cycle 10 --commit`.",
     "Make the analysis final with `escrow-analyze --cycle 10 --commit`.",
     None),
    (11, [10], "Generate the annual escrow statements: `stmtgen --type escrow-annual --cycle 10 --out /print/esc10/`.",
     "Produce the yearly escrow statements into `/print/esc10/` with `stmtgen --type escrow-annual --cycle 10 --out /print/esc10/`.",
     None),
    (12, [10], "Schedule the new monthly payments: `escrow-analyze --cycle 10 --apply-payments --effective 2025-12-01`.",
     "Set the new monthly payment amounts to take effect on 2025-12-01: `escrow-analyze --cycle 10 --apply-payments --effective 2025-12-01`.",
     "Run `escrow-analyze --cycle 10 --apply-payments --effective 2025-12-01` so the new monthly payments are scheduled."),
    (13, [11], "QC 50 sample statements from `/print/esc10/` against the projection file; any mismatch stops the mailing.",
     "Check 50 sampled statements out of `/print/esc10/` against the projection; the mailing is halted should a single one disagree.",
     "The mailing stops on any mismatch: compare 50 sample statements from `/print/esc10/` with the projection file."),
    (14, [12], "Check with `ach-preview --date 2025-12-01` that 100 sampled loans draft the new amounts.",
     "Confirm, using `ach-preview --date 2025-12-01`, that the December drafts of 100 sampled loans carry the new amounts.",
     None),
    (15, [13], "Send the print file to the print vendor at `sftp://print.vendor.example/inbound/msp/`.",
     "Hand over the print file to the mailing vendor through `sftp://print.vendor.example/inbound/msp/`.",
     "Upload to `sftp://print.vendor.example/inbound/msp/` the print file for the print vendor."),
    (16, [13], "Publish the statements to the borrower portal.",
     "Make the statements available to borrowers on the portal.",
     None),
    (17, [14, 15], "Issue surplus refunds over $50: `escrow-refund --cycle 10 --min 50 --commit`.",
     "Cut the refund checks for surpluses above $50 with `escrow-refund --cycle 10 --min 50 --commit`.",
     "Run `escrow-refund --cycle 10 --min 50 --commit` to refund every surplus over $50."),
    (18, [17], "Reconcile the refund total with the surplus total of `/reports/esc10_projection.csv` to the cent.",
     "To make sure no refund is missing or doubled, tie the refunds out against the surplus total in `/reports/esc10_projection.csv`, down to the cent.",
     None),
    (19, [16, 18], "Tell customer service the statement mailing and refund dates.",
     "Let customer service know when statements mail and when refunds go out.",
     None),
    (20, [19], "Close CHG-66120 with the reconciliation attached.",
     "Attach the reconciliation and close out CHG-66120.",
     None),
]

GUARDS = {
    2: "pg_dump of the escrow schema before the commit",
    6: "review of the --projection-only run",
    9: "escrow manager approval",
    13: "statement QC before mailing",
    18: "refund reconciliation to the cent",
}
DROP_GUARD = 6

SPLITS = {
    6: ("Go through `/reports/esc10_projection.csv` with the escrow lead.",
        "Send every shortage over $5,000 and every payment change over 25% to exception queue `ESC-EXC`."),
    17: ("Prepare the surplus refunds over $50 for cycle 10.",
         "Issue them with `escrow-refund --cycle 10 --min 50 --commit`."),
}
REGEN_SPLIT = (12, (
    "Make the new monthly payment amounts effective 2025-12-01.",
    "That is done with `escrow-analyze --cycle 10 --apply-payments --effective 2025-12-01`.",
))
SERIALIZE = [13, 14]

COMPRESS = [
    ([1, 2], "Open CHG-66120 and back up the escrow schema."),
    ([3, 5], "Load the tax bills and run the projection."),
    ([9, 10], "Get the escrow manager's approval and commit the analysis."),
    ([11, 13], "Generate the annual statements and QC a sample."),
    ([17, 18], "Issue surplus refunds and reconcile them."),
    ([19, 20], "Tell customer service and close CHG-66120."),
]

LOST = {"remove": (13, 15), "add": [(11, 15)],
        "why": "the print file goes to the vendor (15) as soon as the statements are generated (11), without waiting for the 50-statement QC (13)"}

TARGET = {"step": 12, "old": "2025-12-01", "new": "2025-11-01", "kind": "date (payment effective date)"}

OPERATION = {"step": 5,
             "text": "Run the analysis as a projection only: `escrow-analyze --cycle 10 --out /reports/esc10_projection.csv`.",
             "change": "`--projection-only` dropped: the analysis is committed to the accounts (prose unchanged)"}
