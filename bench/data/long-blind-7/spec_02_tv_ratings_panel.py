ID = "lb7_02"
TASK = "TV audience panel: load universe estimates UE-2024-25, re-weight the panel and reissue ratings for 2024-09-01..2024-09-07"

STEPS = [
    (1, [], "Open CHG-77120 to load universe estimates UE-2024-25 into the PanelWeights service and reissue the ratings for 2024-09-01 to 2024-09-07.",
     "Raise CHG-77120 for the UE-2024-25 universe estimate load into PanelWeights plus the ratings reissue covering 2024-09-01 to 2024-09-07.",
     None),
    (2, [1], "Dump the live weights table first: `pg_dump -h pw-db01 -t panel_weights -Fc -f /backup/panel_weights_20240908.dump ratings`.",
     "Before anything changes, keep a custom-format copy of panel_weights with `pg_dump -h pw-db01 -t panel_weights -Fc -f /backup/panel_weights_20240908.dump ratings`.",
     "Run `pg_dump -h pw-db01 -t panel_weights -Fc -f /backup/panel_weights_20240908.dump ratings` to save the live weights table first."),
    (3, [1], "Pause the nightly meter-return ingest so no new tuning data lands mid-rerun: `airflow dags pause meter_ingest_daily`.",
     "Stop new tuning data from arriving during the rerun by pausing the nightly ingest DAG (`airflow dags pause meter_ingest_daily`).",
     "With `airflow dags pause meter_ingest_daily`, pause the nightly meter-return ingest so nothing lands mid-rerun."),
    (4, [2, 3], "Do a trial load with `pwctl ue load --file UE-2024-25.csv --dry-run` and read the diff report; no demo cell may move by more than 8% against UE-2023-24.",
     "Review the diff report from a trial `pwctl ue load --file UE-2024-25.csv --dry-run`: every demo cell has to stay within 8% of UE-2023-24.",
     None),
    (5, [4], "Commit the universe estimates: `pwctl ue load --file UE-2024-25.csv --commit`.",
     "Write the UE-2024-25 estimates for real using `pwctl ue load --file UE-2024-25.csv --commit`.",
     "Universe estimates go in with `pwctl ue load --file UE-2024-25.csv --commit`."),
    (6, [5], "Re-run rim weighting for the 7 days: `pwctl weights rerun --from 2024-09-01 --to 2024-09-07 --method rim --max-iter 50`.",
     "Recompute the panel weights across the 7 affected days using `pwctl weights rerun --from 2024-09-01 --to 2024-09-07 --method rim --max-iter 50`.",
     "For the 7 days from 2024-09-01 to 2024-09-07, re-run weighting (`pwctl weights rerun --from 2024-09-01 --to 2024-09-07 --method rim --max-iter 50`)."),
    (7, [6], "Check weighting efficiency per day in the rerun report; every day must be at or above 0.62.",
     "Read the per-day weighting efficiency from the rerun report and make sure no day falls under 0.62.",
     None),
    (8, [6], "Confirm the daily sum of weights equals the UE household total of 124.1M within 0.1%.",
     "Verify that each day's weights add up to the 124.1M-household UE total, allowing 0.1% deviation.",
     "Within 0.1%, the daily weight sum must match the 124.1M household total from the UE."),
    (9, [6], "Compare the top-20 programmes against the current issue and flag any household rating that shifts by more than 0.5 points.",
     "Flag every top-20 programme whose household rating differs from the current issue by over 0.5 points.",
     None),
    (10, [7, 8, 9], "Take the check results to the ratings methodology committee and get their approval recorded on CHG-77120 before anything is published.",
     "Nothing gets published until the methodology committee has reviewed the check results and its approval is on record in CHG-77120.",
     "Record the methodology committee's approval on CHG-77120, after showing them the check results, before any publication."),
    (11, [10], "Publish the reissued ratings to the client API: `ratingsctl publish --dates 2024-09-01:2024-09-07 --label reissue-1`.",
     "Push the reissue out through the client API with `ratingsctl publish --dates 2024-09-01:2024-09-07 --label reissue-1`.",
     None),
    (12, [10], "Email the reissue notice to ratings-clients@panelco.example with the list of changed programmes.",
     "Send subscribers on ratings-clients@panelco.example a reissue notice that lists the programmes that changed.",
     "Send the notice (with the changed programmes listed) to ratings-clients@panelco.example."),
    (13, [11], "Resume the nightly ingest: `airflow dags unpause meter_ingest_daily`.",
     "Turn the nightly meter-return ingest back on using `airflow dags unpause meter_ingest_daily`.",
     None),
    (14, [12, 13], "Spot-check 3 markets in the client API to confirm reissue-1 is served for all 7 dates, then close CHG-77120.",
     "Close CHG-77120 only after a spot check of 3 markets shows the client API returning reissue-1 on all 7 dates.",
     None),
]

GUARDS = {
    2: "pg_dump of panel_weights before the load",
    4: "dry-run diff review before commit",
    10: "methodology committee approval before publishing",
    14: "API spot check before closing the change",
}
DROP_GUARD = 10

SPLITS = {
    4: ("Do a trial load with `pwctl ue load --file UE-2024-25.csv --dry-run`.",
        "Read the diff report; no demo cell may move by more than 8% against UE-2023-24."),
    6: ("Re-run rim weighting for the 7 days from 2024-09-01 to 2024-09-07.",
        "Use `pwctl weights rerun --from 2024-09-01 --to 2024-09-07 --method rim --max-iter 50`."),
}
REGEN_SPLIT = (14, ("Query the client API for 3 markets and make sure all 7 dates come back as reissue-1.",
                    "Once that spot check is clean, CHG-77120 can be closed."))

SERIALIZE = [7, 8, 9]

COMPRESS = [
    ([1, 2], "Open CHG-77120 and back up the panel_weights table."),
    ([4, 5], "Load UE-2024-25 after a dry run."),
    ([11, 13], "Publish reissue-1 and resume the ingest DAG."),
    ([12, 14], "Notify clients, spot-check the API and close the change."),
]

LOST = {"remove": (10, 11), "add": [(6, 11)],
        "why": "the reissued ratings are published straight after the weighting rerun, without the checks or the methodology committee approval"}

TARGET = {"step": 6, "old": "2024-09-07", "new": "2024-09-17", "kind": "date"}

OPERATION = {"step": 13, "change": "unpause -> pause the ingest DAG",
             "text": "Resume the nightly ingest: `airflow dags pause meter_ingest_daily`."}
