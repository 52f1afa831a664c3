"""lt20_12: retail loyalty programme, annual points expiry on the Delta Lake warehouse."""

ID = "lt20_12"
TASK = ("Annual points expiry of a retail loyalty programme (Northwind Rewards) on a Databricks / Delta Lake "
        "warehouse: Legal and Finance sign-off, table clones, candidate list with exclusions, dry run reviewed "
        "with Finance, staged member warnings, notice period, redemptions in maintenance, the expiry run appended "
        "to the ledger, verification, cache refresh and reopening, finance journal and cleanup.")

STEPS = [
    (1, [],
     "Open LOY-2025-EXP for the annual expiry of Northwind Rewards: points earned before 2023-01-01 and still "
     "unredeemed expire at 2025-01-01 00:00 CET.",
     "Raise LOY-2025-EXP, the yearly Northwind Rewards expiry, under which unredeemed points earned before "
     "2023-01-01 lapse at 2025-01-01 00:00 CET.",
     "At 2025-01-01 00:00 CET, unredeemed points earned before 2023-01-01 expire; track the Northwind Rewards "
     "annual run in LOY-2025-EXP."),
    (2, [1],
     "Get sign-off of the expiry rule from Legal (T&C clause 9.3) and from the Finance controller for the "
     "liability release.",
     "Legal has to approve the expiry rule against clause 9.3 of the T&C, and the Finance controller has to "
     "approve releasing the liability.",
     None),
    (3, [1],
     "Freeze the rules: tag `expiry-rules-2025.1` in the `loyalty-config` repository and block merges to `rules/` "
     "until the run is over.",
     "Lock the rule set by tagging `expiry-rules-2025.1` in `loyalty-config` and stopping any merge into `rules/` "
     "until the run has finished.",
     "In `loyalty-config`, the tag `expiry-rules-2025.1` freezes the rules; merges to `rules/` stay blocked until "
     "the run is over."),
    (4, [1],
     "Clone the ledger and the balances before anything runs: "
     "`CREATE TABLE loyalty_bak.points_ledger_20241201 DEEP CLONE loyalty.points_ledger;` and "
     "`CREATE TABLE loyalty_bak.member_balance_20241201 DEEP CLONE loyalty.member_balance;`.",
     "Before any job runs, keep full copies of ledger and balances with "
     "`CREATE TABLE loyalty_bak.points_ledger_20241201 DEEP CLONE loyalty.points_ledger;` and "
     "`CREATE TABLE loyalty_bak.member_balance_20241201 DEEP CLONE loyalty.member_balance;`.",
     None),
    (5, [2, 3],
     "Build the candidate list with notebook `expiry/01_candidates` and `cutoff_date=2023-01-01`, writing "
     "`loyalty.expiry_candidates_2025`.",
     "Run notebook `expiry/01_candidates`, parameter `cutoff_date=2023-01-01`, to produce the candidates in "
     "`loyalty.expiry_candidates_2025`.",
     "`loyalty.expiry_candidates_2025` is filled by notebook `expiry/01_candidates` run with "
     "`cutoff_date=2023-01-01`."),
    (6, [5],
     "Remove the excluded members (open disputes, fraud holds, staff programme): `DELETE FROM "
     "loyalty.expiry_candidates_2025 WHERE member_id IN (SELECT member_id FROM loyalty.expiry_exclusions);`.",
     "Take members with open disputes, fraud holds or staff membership out of the candidates using `DELETE FROM "
     "loyalty.expiry_candidates_2025 WHERE member_id IN (SELECT member_id FROM loyalty.expiry_exclusions);`.",
     None),
    (7, [6],
     "Dry-run the expiry job: `databricks jobs run-now --job-id 58213 --python-params '[\"--mode\", \"dry_run\"]'`, "
     "which only writes the would-be ledger rows to `loyalty.expiry_preview_2025`.",
     "Run job 58213 in dry-run mode with `databricks jobs run-now --job-id 58213 --python-params "
     "'[\"--mode\", \"dry_run\"]'`; nothing but `loyalty.expiry_preview_2025` gets written, holding the ledger rows "
     "it would create.",
     "`databricks jobs run-now --job-id 58213 --python-params '[\"--mode\", \"dry_run\"]'` is the dry run; its "
     "would-be ledger rows land only in `loyalty.expiry_preview_2025`."),
    (8, [7],
     "Review the preview with Finance: member count, total points and the liability release at EUR 0.01 per point "
     "must match the Finance forecast within 1 %.",
     "Go through the preview together with Finance; the number of members, the points total and the liability "
     "released at EUR 0.01 per point all have to sit within 1 % of Finance's forecast.",
     None),
    (9, [4, 8],
     "Reconcile the preview against the clone: no member's previewed points may exceed their balance in "
     "`loyalty_bak.member_balance_20241201`, and 0 rows may fail the check.",
     "Check the preview member by member against `loyalty_bak.member_balance_20241201`; if even one member would "
     "lose more points than they hold, that is a failure, and the check must end with 0 rows failing.",
     "Against the clone `loyalty_bak.member_balance_20241201`, reconcile the preview: previewed points never above "
     "the member's balance, 0 rows failing."),
    (10, [9],
     "Send the 30-day warning to a 5 % sample of candidates first: `braze-cli campaign send exp-warn-2025 "
     "--segment expiry_candidates_2025 --sample-pct 5`.",
     "Start the 30-day warning with only a 5 % sample of the candidates, via `braze-cli campaign send "
     "exp-warn-2025 --segment expiry_candidates_2025 --sample-pct 5`.",
     "`braze-cli campaign send exp-warn-2025 --segment expiry_candidates_2025 --sample-pct 5` sends the 30-day "
     "warning to a first 5 % sample of candidates."),
    (11, [10],
     "Check the sample's email metrics after 24 h: bounce rate under 2 % and unsubscribes under 0.5 % in Braze.",
     "24 h after the sample went out, look at Braze: bounces must be below 2 % and unsubscribes below 0.5 %.",
     None),
    (12, [10],
     "Check the customer service queue for the sample: no contact about a wrong balance in the first 24 h.",
     "Look through the customer service queue for the sampled members; in the first 24 h nobody may have "
     "reported a wrong balance.",
     "No wrong-balance contacts from the sampled members in the customer service queue during the first 24 h: "
     "check."),
    (13, [11, 12],
     "Send the warning to the remaining candidates: `braze-cli campaign send exp-warn-2025 "
     "--segment expiry_candidates_2025 --sample-pct 100 --exclude-sent`.",
     "Warn everyone else on the list with `braze-cli campaign send exp-warn-2025 --segment expiry_candidates_2025 "
     "--sample-pct 100 --exclude-sent`.",
     None),
    (14, [13],
     "Turn on the in-app banner for the candidates: `appcfg set banner.expiry_notice_2025.enabled=true "
     "--segment expiry_candidates_2025`.",
     "Show the expiry banner in the app to the candidates by running `appcfg set "
     "banner.expiry_notice_2025.enabled=true --segment expiry_candidates_2025`.",
     "`appcfg set banner.expiry_notice_2025.enabled=true --segment expiry_candidates_2025` switches the in-app "
     "banner on for candidates."),
    (15, [13],
     "Brief customer service with script CS-EXP-2025 and give team leads a goodwill allowance of up to 2000 "
     "points per member.",
     "Walk customer service through script CS-EXP-2025; team leads may grant goodwill of at most 2000 points per "
     "member.",
     None),
    (16, [14, 15],
     "Let the full 30-day notice period run; the expiry starts no earlier than 2025-01-01 00:00 CET.",
     "Wait out the whole 30-day notice period, so nothing expires before 2025-01-01 00:00 CET.",
     None),
    (17, [16],
     "On the run date, refresh the exclusions (new disputes and fraud holds since the warning) and rerun "
     "`expiry/01_candidates` into `loyalty.expiry_candidates_2025_final`.",
     "When the run date comes, update the exclusions with any dispute or fraud hold opened since the warning and "
     "run `expiry/01_candidates` again, this time into `loyalty.expiry_candidates_2025_final`.",
     "`loyalty.expiry_candidates_2025_final` comes from rerunning `expiry/01_candidates` on the run date, after "
     "the exclusions have been refreshed with disputes and fraud holds newer than the warning."),
    (18, [17],
     "Diff the final candidates against the previewed set: only removals are allowed, and any added member is "
     "investigated before the run.",
     "Compare the final candidates with the previewed ones; members may drop out but none may appear, and each "
     "one that does appear is looked into before running.",
     None),
    (19, [18],
     "Put redemptions into maintenance for the 00:00-02:00 run window: "
     "`appcfg set redemption.maintenance_mode=on`.",
     "Block redemptions during the 00:00-02:00 window of the run by setting "
     "`appcfg set redemption.maintenance_mode=on`.",
     "`appcfg set redemption.maintenance_mode=on` keeps redemptions in maintenance over the 00:00-02:00 run "
     "window."),
    (20, [18],
     "Pause the schedule of the nightly balance aggregation job: "
     "`databricks jobs reset --job-id 58190 --json-file nightly_paused.json`.",
     "Stop the nightly balance aggregation from firing by resetting job 58190 with "
     "`databricks jobs reset --job-id 58190 --json-file nightly_paused.json`.",
     None),
    (21, [19, 20],
     "Run the expiry job for real: `databricks jobs run-now --job-id 58213 --python-params "
     "'[\"--mode\", \"execute\"]'`, which writes the final rows to `loyalty.expiry_run_2025`.",
     "Execute the expiry itself with `databricks jobs run-now --job-id 58213 --python-params "
     "'[\"--mode\", \"execute\"]'`; the final rows end up in `loyalty.expiry_run_2025`.",
     "`databricks jobs run-now --job-id 58213 --python-params '[\"--mode\", \"execute\"]'` is the real run and "
     "fills `loyalty.expiry_run_2025`."),
    (22, [21],
     "Append the expiry entries to the ledger: `INSERT INTO loyalty.points_ledger SELECT member_id, -points, "
     "'EXPIRE', current_timestamp() FROM loyalty.expiry_run_2025;`.",
     "Add the EXPIRE rows at the end of the ledger with `INSERT INTO loyalty.points_ledger SELECT member_id, "
     "-points, 'EXPIRE', current_timestamp() FROM loyalty.expiry_run_2025;`.",
     None),
    (23, [22],
     "Update the balances of the affected members: `MERGE INTO loyalty.member_balance b USING "
     "loyalty.expiry_run_2025 e ON b.member_id = e.member_id WHEN MATCHED THEN UPDATE SET b.points = b.points - "
     "e.points;`.",
     "Bring the affected members' balances down using `MERGE INTO loyalty.member_balance b USING "
     "loyalty.expiry_run_2025 e ON b.member_id = e.member_id WHEN MATCHED THEN UPDATE SET b.points = b.points - "
     "e.points;`.",
     "`MERGE INTO loyalty.member_balance b USING loyalty.expiry_run_2025 e ON b.member_id = e.member_id WHEN "
     "MATCHED THEN UPDATE SET b.points = b.points - e.points;` updates the balances of affected members."),
    (24, [23],
     "Verify the run: every new balance equals the clone balance minus the expired points, no balance is "
     "negative, and the ledger grew by exactly the row count of `loyalty.expiry_run_2025`.",
     "Prove the run is right before reopening: each new balance must be the clone balance less the expired "
     "points, none may be below zero, and the ledger must have gained precisely as many rows as "
     "`loyalty.expiry_run_2025` holds.",
     None),
    (25, [24],
     "Refresh the balance cache used by POS and the app: `cachewarm --cluster loy-cache-01 --keys 'bal:*' "
     "--segment expiry_candidates_2025_final`.",
     "Reload the balances that POS and the app read from cache with `cachewarm --cluster loy-cache-01 "
     "--keys 'bal:*' --segment expiry_candidates_2025_final`.",
     "`cachewarm --cluster loy-cache-01 --keys 'bal:*' --segment expiry_candidates_2025_final` refreshes the "
     "balance cache behind POS and the app."),
    (26, [25],
     "Take redemptions out of maintenance: `appcfg set redemption.maintenance_mode=off`.",
     "Reopen redemptions by switching `appcfg set redemption.maintenance_mode=off`.",
     None),
    (27, [24],
     "Resume the nightly aggregation schedule: "
     "`databricks jobs reset --job-id 58190 --json-file nightly_active.json`.",
     "Put the nightly aggregation back on its schedule with "
     "`databricks jobs reset --job-id 58190 --json-file nightly_active.json`.",
     "`databricks jobs reset --job-id 58190 --json-file nightly_active.json` resumes the nightly aggregation "
     "schedule."),
    (28, [26],
     "Watch POS and the app for 2 hours after reopening: redemption error rate under 0.5 % and no spike of "
     "balance complaints in the customer service queue.",
     "For 2 hours after redemptions reopen, keep watching: POS and app redemption errors below 0.5 %, and the "
     "customer service queue free of any surge in balance complaints.",
     None),
    (29, [24],
     "Post the finance journal: liability release from GL account 2140 to 7810 through SAP interface file "
     "`LOY_EXP_20250101.csv`, approved by the controller in SAP.",
     "Send the journal for the liability release, GL account 2140 against 7810, to SAP in interface file "
     "`LOY_EXP_20250101.csv`; the controller approves it there.",
     "`LOY_EXP_20250101.csv`, the SAP interface file, carries the liability release journal (GL account 2140 to "
     "7810) for the controller to approve in SAP."),
    (30, [29],
     "Have Finance reconcile GL account 2140 against the sum of the EXPIRE rows in the ledger.",
     "Finance checks that GL account 2140 moved by exactly the total of the ledger's EXPIRE rows.",
     None),
    (31, [28],
     "Switch the in-app banner off: `appcfg set banner.expiry_notice_2025.enabled=false`.",
     "Remove the expiry banner from the app with `appcfg set banner.expiry_notice_2025.enabled=false`.",
     None),
    (32, [28],
     "Send the points-expired confirmation through Braze campaign `exp-done-2025`.",
     "Let members know their points have expired with the Braze campaign `exp-done-2025`.",
     "Braze campaign `exp-done-2025` carries the points-expired confirmation; send it."),
    (33, [28],
     "Unfreeze the rules: allow merges to `rules/` in `loyalty-config` again.",
     "Lift the freeze on `loyalty-config` so changes can be merged into `rules/` once more.",
     None),
    (34, [27, 28],
     "Check the first nightly aggregation after the run: job 58190's balances match `loyalty.member_balance` on a "
     "1 % sample of expired members.",
     "When job 58190 has done its first nightly aggregation after the run, compare its balances with "
     "`loyalty.member_balance` for a 1 % sample of the expired members; they must agree.",
     None),
    (35, [34],
     "Archive the run tables with `CREATE TABLE loyalty_archive.expiry_run_2025 DEEP CLONE "
     "loyalty.expiry_run_2025;`, then drop `loyalty.expiry_preview_2025` and the candidate tables.",
     "Keep the run output in the archive via `CREATE TABLE loyalty_archive.expiry_run_2025 DEEP CLONE "
     "loyalty.expiry_run_2025;`; afterwards get rid of `loyalty.expiry_preview_2025` and the candidate tables.",
     "`CREATE TABLE loyalty_archive.expiry_run_2025 DEEP CLONE loyalty.expiry_run_2025;` archives the run tables; "
     "`loyalty.expiry_preview_2025` and the candidate tables are dropped after it."),
    (36, [35],
     "Schedule the drop of the pre-run clones `loyalty_bak.points_ledger_20241201` and "
     "`loyalty_bak.member_balance_20241201` for 2025-04-01.",
     "Set 2025-04-01 as the date on which the pre-run clones `loyalty_bak.points_ledger_20241201` and "
     "`loyalty_bak.member_balance_20241201` get dropped.",
     None),
    (37, [30, 31, 32, 33, 36],
     "Hold the post-run review with Finance, Legal and customer service, including the goodwill credits granted "
     "and the complaint count.",
     "Review the run with Finance, Legal and customer service, going over how much goodwill was granted and how "
     "many complaints came in.",
     None),
    (38, [37],
     "Close LOY-2025-EXP with the preview review, the verification queries and the GL reconciliation attached.",
     "Attach the preview review, the verification queries and the GL reconciliation to LOY-2025-EXP and close it.",
     "With preview review, verification queries and GL reconciliation attached, close LOY-2025-EXP."),
]

GUARDS = {
    2: "Legal and Finance controller sign-off of the expiry rule (approval)",
    4: "deep clones of ledger and balances before any job runs (backup)",
    8: "dry-run preview reviewed with Finance (dry run)",
    9: "preview reconciled against the cloned balances (verification)",
    11: "24 h check of the 5 % warning sample before warning everyone (health watch before the next wave)",
    18: "diff of the final candidates against the preview before the run (verification)",
    24: "verification of balances and ledger growth before reopening (verification before release)",
    28: "2-hour watch after reopening (health watch)",
}
DROP_GUARD = 24

SPLITS = {
    9: ("Reconcile the preview against the clone `loyalty_bak.member_balance_20241201`.",
        "No member's previewed points may exceed their balance there, and 0 rows may fail the check."),
    23: ("Update the balances of the affected members from `loyalty.expiry_run_2025`.",
         "Use `MERGE INTO loyalty.member_balance b USING loyalty.expiry_run_2025 e ON b.member_id = e.member_id "
         "WHEN MATCHED THEN UPDATE SET b.points = b.points - e.points;`."),
    35: ("Archive the run tables with `CREATE TABLE loyalty_archive.expiry_run_2025 DEEP CLONE "
         "loyalty.expiry_run_2025;`.",
         "Then drop `loyalty.expiry_preview_2025` and the candidate tables."),
}

REGEN_SPLIT = (24, (
    "Check each new balance against the clone: it has to equal the clone balance minus the expired points, and "
    "none may be negative.",
    "Also confirm the ledger gained exactly as many rows as `loyalty.expiry_run_2025` contains."))

SERIALIZE = [11, 12]

COMPRESS = [
    ([5, 6, 7], "Build the candidate list, apply the exclusions and dry-run the expiry job."),
    ([10, 11], "Send the warning to a 5 % sample and check the email metrics."),
    ([13, 14], "Warn the remaining candidates and switch the in-app banner on."),
    ([17, 18], "Refresh the exclusions, rebuild the final candidates and diff them against the preview."),
    ([21, 22, 23], "Run the expiry job, append the EXPIRE rows to the ledger and update the balances."),
    ([25, 26], "Refresh the balance cache and reopen redemptions."),
    ([29, 30], "Post the finance journal and reconcile GL 2140."),
    ([35, 36], "Archive the run tables and schedule the cleanup of the clones."),
    ([37, 38], "Hold the post-run review and close LOY-2025-EXP."),
]

LOST = {"remove": (19, 21), "add": [(19, 25)],
        "why": "the expiry run starts without waiting for redemptions to be put into maintenance, letting members "
               "redeem points that are being expired in the same window (maintenance now only has to be on before "
               "the cache refresh)"}

TARGET = {"step": 10, "old": "--sample-pct 5", "new": "--sample-pct 50", "kind": "percentage (warning sample)"}

OPERATION = {
    "step": 22,
    "text": "Append the expiry entries to the ledger: `INSERT OVERWRITE loyalty.points_ledger SELECT member_id, "
            "-points, 'EXPIRE', current_timestamp() FROM loyalty.expiry_run_2025;`.",
    "change": "append made an overwrite: `INSERT INTO` -> `INSERT OVERWRITE`, which replaces the whole ledger with "
              "the EXPIRE rows while the prose still says append",
}
