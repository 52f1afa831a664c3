# Hand-written golden: recovering an accidentally dropped Redshift fact table from a snapshot.
ID = "lb3_04"
DOMAIN = "Redshift dropped fact-table recovery from snapshot"
TASK = ("Recover sales.fact_orders, dropped by mistake at 03:10 UTC on 2024-06-10 in Redshift cluster "
        "dw-prod-01 (eu-west-1), from the last automated snapshot, under incident INC-7734.")

STEPS = [
    (1, [],
     "Declare incident INC-7734 and stop the nightly load from touching the schema: `airflow dags pause orders_nightly`.",
     "Open INC-7734 as an incident and freeze the nightly load so nothing writes to the schema, using `airflow dags pause orders_nightly`.",
     "Run `airflow dags pause orders_nightly` so the nightly load stops touching the schema, and declare incident INC-7734."),
    (2, [1],
     "Find the newest automated snapshot taken before the drop: `aws redshift describe-cluster-snapshots --cluster-identifier dw-prod-01 --snapshot-type automated --end-time 2024-06-10T03:10:00Z --region eu-west-1`.",
     "List automated snapshots up to the moment of the drop with `aws redshift describe-cluster-snapshots --cluster-identifier dw-prod-01 --snapshot-type automated --end-time 2024-06-10T03:10:00Z --region eu-west-1` and take the most recent one.",
     None),
    (3, [1],
     "Pull the table DDL and grants from the dw-ddl repository at tag release-2024.23 (sales/fact_orders.sql and grants/sales.sql).",
     "Check out dw-ddl at tag release-2024.23 and take sales/fact_orders.sql plus grants/sales.sql, which hold the table definition and its grants.",
     "From the dw-ddl repository (tag release-2024.23), get sales/fact_orders.sql and grants/sales.sql: the table DDL and grants."),
    (4, [2],
     "Restore the table to a side schema, never over the original name: `aws redshift restore-table-from-cluster-snapshot --cluster-identifier dw-prod-01 --snapshot-identifier <snapshot-id> --source-database-name analytics --source-schema-name sales --source-table-name fact_orders --target-schema-name recovery --new-table-name fact_orders_restored --region eu-west-1`.",
     "Bring the table back into the recovery schema under a new name, not the original one, with `aws redshift restore-table-from-cluster-snapshot --cluster-identifier dw-prod-01 --snapshot-identifier <snapshot-id> --source-database-name analytics --source-schema-name sales --source-table-name fact_orders --target-schema-name recovery --new-table-name fact_orders_restored --region eu-west-1`.",
     "Using `aws redshift restore-table-from-cluster-snapshot --cluster-identifier dw-prod-01 --snapshot-identifier <snapshot-id> --source-database-name analytics --source-schema-name sales --source-table-name fact_orders --target-schema-name recovery --new-table-name fact_orders_restored --region eu-west-1`, restore into a side schema and never over the original name."),
    (5, [4],
     "Poll `aws redshift describe-table-restore-status --cluster-identifier dw-prod-01 --region eu-west-1` every 5 minutes until the request shows SUCCEEDED.",
     "Keep checking `aws redshift describe-table-restore-status --cluster-identifier dw-prod-01 --region eu-west-1` at 5-minute intervals and wait for the status SUCCEEDED.",
     None),
    (6, [5],
     "Check the restored rows: `SELECT COUNT(*), MAX(order_ts) FROM recovery.fact_orders_restored;` must be within 0.5% of the audit count for 2024-06-09 (412,880,114) and the newest order_ts must be before 2024-06-10 03:10.",
     "Run `SELECT COUNT(*), MAX(order_ts) FROM recovery.fact_orders_restored;` and accept it only if the count is no more than 0.5% off the 2024-06-09 audit figure of 412,880,114 and the latest order_ts falls before 2024-06-10 03:10.",
     "The audit count for 2024-06-09 is 412,880,114: `SELECT COUNT(*), MAX(order_ts) FROM recovery.fact_orders_restored;` must land within 0.5% of it, with the newest order_ts before 2024-06-10 03:10."),
    (7, [3, 5],
     "Compare `SHOW TABLE recovery.fact_orders_restored;` with sales/fact_orders.sql: same columns, DISTKEY(customer_id) and SORTKEY(order_ts).",
     "Diff the output of `SHOW TABLE recovery.fact_orders_restored;` against sales/fact_orders.sql and confirm the columns match and the keys are still DISTKEY(customer_id) and SORTKEY(order_ts).",
     None),
    (8, [6, 7],
     "Get the data owner (finance analytics lead) to sign off in INC-7734 that the restored data is acceptable and that orders after the snapshot will be replayed.",
     "The finance analytics lead, as data owner, has to confirm in INC-7734 that the restored data is good enough and that the post-snapshot orders are to be replayed.",
     "In INC-7734, the data owner (finance analytics lead) signs off that the restored data is acceptable and that orders after the snapshot will be replayed."),
    (9, [8],
     "Recreate sales.fact_orders from sales/fact_orders.sql and copy the rows in with `INSERT INTO sales.fact_orders SELECT * FROM recovery.fact_orders_restored;`, leaving the restored copy untouched.",
     "Run sales/fact_orders.sql to create sales.fact_orders again, then fill it via `INSERT INTO sales.fact_orders SELECT * FROM recovery.fact_orders_restored;` without modifying the restored copy.",
     None),
    (10, [9],
     "Reapply the grants: `psql -h dw-prod-01.cx1a2b3c4d5e.eu-west-1.redshift.amazonaws.com -p 5439 -d analytics -f grants/sales.sql`.",
     "Put the permissions back by running `psql -h dw-prod-01.cx1a2b3c4d5e.eu-west-1.redshift.amazonaws.com -p 5439 -d analytics -f grants/sales.sql`.",
     "`psql -h dw-prod-01.cx1a2b3c4d5e.eu-west-1.redshift.amazonaws.com -p 5439 -d analytics -f grants/sales.sql` reapplies the grants."),
    (11, [9],
     "Replay the loads since the snapshot: `airflow dags backfill orders_incremental --start-date 2024-06-09 --end-date 2024-06-10`.",
     "Fill the gap after the snapshot by backfilling with `airflow dags backfill orders_incremental --start-date 2024-06-09 --end-date 2024-06-10`.",
     "With `airflow dags backfill orders_incremental --start-date 2024-06-09 --end-date 2024-06-10`, replay the loads since the snapshot."),
    (12, [11],
     "Recreate the two materialized views the DROP ... CASCADE took with it (sales.mv_daily_revenue and sales.mv_customer_ltv) from dw-ddl and run `REFRESH MATERIALIZED VIEW` on each.",
     "The DROP ... CASCADE also removed sales.mv_daily_revenue and sales.mv_customer_ltv; rebuild both from dw-ddl and issue `REFRESH MATERIALIZED VIEW` for each of the two.",
     None),
    (13, [10, 12],
     "Run `dbt test --select fact_orders+ --target prod`; every test on the table and its downstream models must pass.",
     "Execute `dbt test --select fact_orders+ --target prod` and require a clean result for the table and all models downstream of it.",
     "Every test on the table and its downstream models must pass in `dbt test --select fact_orders+ --target prod`."),
    (14, [13],
     "Resume the nightly load: `airflow dags unpause orders_nightly`.",
     "Turn the nightly load back on with `airflow dags unpause orders_nightly`.",
     None),
    (15, [13],
     "Drop the side copy: `DROP TABLE recovery.fact_orders_restored;`.",
     "Remove the restored side table with `DROP TABLE recovery.fact_orders_restored;`.",
     None),
    (16, [14, 15],
     "Close INC-7734, schedule the postmortem and file the follow-up to revoke DROP on schema sales from role etl_loader.",
     "Schedule the postmortem, raise the follow-up that takes DROP on schema sales away from role etl_loader, and close INC-7734.",
     "File the follow-up to revoke DROP on schema sales from role etl_loader, schedule the postmortem and close INC-7734."),
]

GUARDS = {
    6: "row-count and max-timestamp verification of the restored table",
    8: "data-owner sign-off before writing back into sales",
    13: "dbt tests before resuming loads and dropping the side copy",
}
DROP_GUARD = 6

SPLITS = {
    4: ("Restore the table to a side schema, never over the original name.",
        "Use `aws redshift restore-table-from-cluster-snapshot --cluster-identifier dw-prod-01 --snapshot-identifier <snapshot-id> --source-database-name analytics --source-schema-name sales --source-table-name fact_orders --target-schema-name recovery --new-table-name fact_orders_restored --region eu-west-1`."),
    6: ("Check the restored rows with `SELECT COUNT(*), MAX(order_ts) FROM recovery.fact_orders_restored;`.",
        "The count must be within 0.5% of the audit count for 2024-06-09 (412,880,114) and the newest order_ts must be before 2024-06-10 03:10."),
}
REGEN_SPLIT = (9, (
    "Create sales.fact_orders afresh by running sales/fact_orders.sql.",
    "Copy the data across with `INSERT INTO sales.fact_orders SELECT * FROM recovery.fact_orders_restored;` and do not alter the restored table."))

SERIALIZE = [6, 7]

COMPRESS = [
    ([2, 4, 5], "Find the last automated snapshot of dw-prod-01 before the drop and restore fact_orders from it into recovery.fact_orders_restored, waiting for SUCCEEDED."),
    ([6, 8], "Verify the restored row count against the audit figure and get the data owner's sign-off in INC-7734."),
    ([11, 12], "Backfill orders_incremental since the snapshot and rebuild the two materialized views."),
    ([14, 16], "Unpause orders_nightly, then close INC-7734 with a postmortem and the DROP-privilege follow-up."),
]

LOST = {"remove": (13, 15), "add": [(9, 15)],
        "why": "the restored side copy is dropped (step 15) as soon as the rows are copied, no longer waiting for the dbt tests (step 13)",
        "pattern": "destructive step no longer waits for verification"}

TARGET = {"step": 2, "old": "2024-06-10T03:10:00Z", "new": "2024-06-11T03:10:00Z",
          "kind": "timestamp (snapshot end time)"}

OPERATION = {"step": 1,
             "text": "Declare incident INC-7734 and stop the nightly load from touching the schema: `airflow dags unpause orders_nightly`.",
             "change": "`airflow dags pause` -> `airflow dags unpause` (prose still says stop)"}
