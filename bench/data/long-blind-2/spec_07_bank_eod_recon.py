ID = "lb2_07"
TASK = ("Reconcile the core-banking end-of-day batch for business date 2026-11-30 before the general ledger is "
        "posted: hold GL posting in Control-M, extract core balances, reconcile cards, SEPA and nostro streams, "
        "triage breaks, verify control totals against the GL interface file, approve adjustments, release and "
        "check the posting, and archive the evidence.")

STEPS = [
    (1, [],
     "Open OPS-92018 for the end-of-day reconciliation of business date 2026-11-30 and assign the batch operator and the reconciliation analyst on duty.",
     "Raise OPS-92018 to reconcile business date 2026-11-30 at end of day, with the on-duty batch operator and reconciliation analyst as assignees.",
     "Assign the on-duty batch operator and reconciliation analyst to OPS-92018, opened for the end-of-day reconciliation of business date 2026-11-30."),
    (2, [1],
     "Hold the GL posting job `EOD_CORE/GL_POST_01` in Control-M with `ctmpsm -UPDATEAJF 0004XK7 HOLD` so nothing posts before reconciliation.",
     "Stop anything posting early by putting `EOD_CORE/GL_POST_01` on hold in Control-M: `ctmpsm -UPDATEAJF 0004XK7 HOLD`.",
     "So nothing posts before reconciliation, run `ctmpsm -UPDATEAJF 0004XK7 HOLD` in Control-M to hold the GL posting job `EOD_CORE/GL_POST_01`."),
    (3, [1],
     "Confirm close of business has finished: `EOD_CORE/COB_MAIN` must show Ended OK in `ctmpsm -LISTALL`.",
     "Make sure COB is complete -- `ctmpsm -LISTALL` has to list `EOD_CORE/COB_MAIN` as Ended OK.",
     None),
    (4, [3],
     "Extract core ledger balances per GL account as of 2026-11-30 23:59:59: `recon_extract.sh --source core --date 2026-11-30 --out /data/recon/20261130/core.csv`.",
     "Run `recon_extract.sh --source core --date 2026-11-30 --out /data/recon/20261130/core.csv` to dump each GL account's core balance at 2026-11-30 23:59:59.",
     "Run `recon_extract.sh --source core --date 2026-11-30 --out /data/recon/20261130/core.csv`, extracting core ledger balances per GL account as of 2026-11-30 23:59:59."),
    (5, [1],
     "Download the Visa settlement reports VSS-110 and VSS-120 for 2026-11-30 from the Visa sFTP into `/data/recon/20261130/visa/`.",
     "Fetch VSS-110 and VSS-120, the Visa settlement reports for 2026-11-30, over sFTP and put them in `/data/recon/20261130/visa/`.",
     "Into `/data/recon/20261130/visa/`, download the Visa settlement reports VSS-110 and VSS-120 for 2026-11-30 from the Visa sFTP."),
    (6, [1],
     "Fetch the STEP2 SEPA settlement files (pacs.002 and camt.054) for 2026-11-30 into `/data/recon/20261130/sepa/`.",
     "Copy the 2026-11-30 STEP2 SEPA settlement files -- pacs.002 plus camt.054 -- into `/data/recon/20261130/sepa/`.",
     None),
    (7, [1],
     "Load the MT950 statements for the 6 nostro accounts (EUR, USD, GBP, CHF, SEK, JPY) from the SWIFT Alliance queue `NOSTRO_IN`.",
     "Take the MT950 statements of all 6 nostros (EUR, USD, GBP, CHF, SEK, JPY) off the SWIFT Alliance queue `NOSTRO_IN`.",
     "From the SWIFT Alliance queue `NOSTRO_IN`, load the MT950 statements for the 6 nostro accounts (EUR, USD, GBP, CHF, SEK, JPY)."),
    (8, [5],
     "Reconcile cards with `recon_run --stream cards --date 2026-11-30`; the auto-match rate must be above 99.5 %.",
     "Match the card stream via `recon_run --stream cards --date 2026-11-30` and expect more than 99.5 % auto-matched.",
     None),
    (9, [6],
     "Reconcile SEPA with `recon_run --stream sepa --date 2026-11-30` and export the unmatched items.",
     "Run the SEPA match, `recon_run --stream sepa --date 2026-11-30`, then export whatever stays unmatched.",
     "Export the unmatched items after reconciling SEPA with `recon_run --stream sepa --date 2026-11-30`."),
    (10, [7],
     "Reconcile the nostros with `recon_run --stream nostro --date 2026-11-30`; breaks open for more than 2 days are flagged red.",
     "Run `recon_run --stream nostro --date 2026-11-30` for the nostro accounts, which flags red any break open longer than 2 days.",
     None),
    (11, [8, 9, 10],
     "Triage the breaks in `recon_ui`: every unmatched item above EUR 10,000 gets a named owner and a reason code.",
     "Go through the breaks in `recon_ui`, giving each unmatched item over EUR 10,000 an owner by name and a reason code.",
     "Every unmatched item above EUR 10,000 gets a named owner and a reason code: triage the breaks in `recon_ui`."),
    (12, [4, 11],
     "Compute control totals from `core.csv`: the trial balance must net to 0.00 per currency and suspense account 199900 must hold less than EUR 50,000.00.",
     "Work out the control totals from `core.csv` -- per currency the trial balance nets to 0.00, and suspense account 199900 stays below EUR 50,000.00.",
     "From `core.csv`, compute control totals: the trial balance must net to 0.00 per currency, and suspense account 199900 must hold less than EUR 50,000.00."),
    (13, [12],
     "Check the GL interface file `GLIF_20261130.dat` against those totals: its trailer record count and hash total must equal the figures from `core.csv`; if not, stop and escalate.",
     "Compare the trailer of `GLIF_20261130.dat`, the GL interface file, with the totals -- record count and hash total have to match `core.csv`, otherwise stop and escalate.",
     None),
    (14, [11],
     "Book manual adjustments for the explained breaks in `recon_ui` as maker entries by the analyst.",
     "Have the analyst enter the explained breaks as maker adjustments in `recon_ui`.",
     "In `recon_ui`, the analyst books manual adjustments for the explained breaks as maker entries."),
    (15, [14],
     "The team lead approves each adjustment as checker; adjustments above EUR 250,000 also need the Head of Finance Operations as second approver.",
     "Every adjustment needs the team lead's checker approval, and those over EUR 250,000 a second approval from the Head of Finance Operations.",
     None),
    (16, [2, 13, 15],
     "Release GL posting: `ctmpsm -UPDATEAJF 0004XK7 FREE`.",
     "Free the GL posting job again with `ctmpsm -UPDATEAJF 0004XK7 FREE`.",
     "With `ctmpsm -UPDATEAJF 0004XK7 FREE`, release GL posting."),
    (17, [16],
     "Follow `EOD_CORE/GL_POST_01` until it ends OK, within 40 minutes, with the posted record count equal to the `GLIF_20261130.dat` trailer.",
     "Track `EOD_CORE/GL_POST_01` to Ended OK; it should take no longer than 40 minutes and post as many records as the `GLIF_20261130.dat` trailer states.",
     None),
    (18, [17],
     "Reconcile GL against core after posting with `recon_run --stream gl --date 2026-11-30`; the difference must be 0.00 in every currency.",
     "Once posted, compare GL with core by running `recon_run --stream gl --date 2026-11-30` -- every currency must show a difference of 0.00.",
     "After posting, `recon_run --stream gl --date 2026-11-30` reconciles GL against core; the difference must be 0.00 in every currency."),
    (19, [17],
     "Generate the daily liquidity report with `lcr_daily --date 2026-11-30` and make sure it is submitted to the central bank portal before 09:00 CET.",
     "Produce the daily LCR report (`lcr_daily --date 2026-11-30`) and check that the central bank portal has it before 09:00 CET.",
     "With `lcr_daily --date 2026-11-30`, generate the daily liquidity report and make sure it is submitted to the central bank portal before 09:00 CET."),
    (20, [18],
     "Archive the evidence: copy `/data/recon/20261130/` to `s3://nb-recon-archive/2026/11/30/` with Object Lock in compliance mode for 10 years.",
     "Put the reconciliation evidence in `s3://nb-recon-archive/2026/11/30/` -- a copy of `/data/recon/20261130/`, under a 10-year Object Lock in compliance mode.",
     None),
    (21, [18],
     "Escalate breaks open for more than 5 days to Operational Risk in ORM-4471 with amounts and owners.",
     "Send every break older than 5 days to Operational Risk under ORM-4471, listing amounts and owners.",
     "In ORM-4471, escalate to Operational Risk the breaks open for more than 5 days, with amounts and owners."),
    (22, [11],
     "Send the chargeback candidates from the card breaks to card operations in #card-ops.",
     "Let card operations know in #card-ops which card breaks look like chargeback candidates.",
     None),
    (23, [19, 20, 21, 22],
     "Get the reconciliation team lead's sign-off on OPS-92018.",
     "The reconciliation team lead signs off on OPS-92018.",
     None),
    (24, [23],
     "Close OPS-92018 and tell the batch operator that the COB for 2026-12-01 may start.",
     "Let the batch operator know the 2026-12-01 COB can begin, then close OPS-92018.",
     "Tell the batch operator that the COB for 2026-12-01 may start, and close OPS-92018."),
]

GUARDS = {
    3: "close-of-business completion check before extracting",
    13: "control-total verification against the GL interface file before posting",
    15: "checker approval of manual adjustments",
}
DROP_GUARD = 13

SPLITS = {
    13: ("Check the GL interface file `GLIF_20261130.dat` against those totals: its trailer record count and hash total must equal the figures from `core.csv`.",
         "If they differ, stop and escalate."),
    15: ("The team lead approves each adjustment as checker.",
         "Adjustments above EUR 250,000 also need the Head of Finance Operations as second approver."),
}
REGEN_SPLIT = (12, (
    "Derive the control totals from `core.csv`; in each currency the trial balance has to net to 0.00.",
    "Also check that suspense account 199900 holds under EUR 50,000.00."))

SERIALIZE = [8, 9, 10]

COMPRESS = [
    ([5, 8], "Download the Visa settlement reports and reconcile the card stream."),
    ([6, 9], "Fetch the STEP2 files and reconcile SEPA."),
    ([7, 10], "Load the nostro MT950 statements and reconcile the nostros."),
    ([12, 13], "Compute control totals and check them against the GL interface file."),
    ([14, 15], "Book and approve (maker/checker) the adjustments for explained breaks."),
    ([16, 17], "Release GL_POST_01 and follow it to Ended OK."),
    ([23, 24], "Get sign-off and close OPS-92018."),
]

LOST = {"remove": (3, 4), "add": [(1, 4), (3, 12)],
        "why": "the core balance extract (4) can run before close of business is confirmed finished (3), so it may read a half-processed ledger"}

TARGET = {"step": 4, "old": "2026-11-30", "new": "2026-11-29", "kind": "business date"}

OPERATION = {"step": 2,
             "text": "Free the GL posting job `EOD_CORE/GL_POST_01` in Control-M with `ctmpsm -UPDATEAJF 0004XK7 FREE` so posting does not wait for reconciliation.",
             "change": "hold -> free (pause -> resume) of the GL posting job"}
