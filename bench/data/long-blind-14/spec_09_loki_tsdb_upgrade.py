"""lb14_09: observability, Grafana Loki on cluster obs-prod, 2.9.8 -> 3.1.1 (chart 5.47.2 -> 6.7.3) with the
index moved from boltdb-shipper v12 to TSDB v13 by a new schema period, old index removed after retention."""

ID = "lb14_09"
TASK = ("Upgrade Loki on obs-prod from 2.9.8 to 3.1.1: add a TSDB v13 schema period ahead of time, confirm the "
        "boundary, upgrade the Helm release, check ingest, queries, ruler and compactor, and after the 31-day "
        "retention remove the old boltdb-shipper index and period.")

STEPS = [
    (1, [],
     "Open CHG-90415 for Loki on `obs-prod` (namespace `loki`, simple scalable mode, about 1.8 TB/day, "
     "retention 31 days): 2.9.8 to 3.1.1, chart `grafana/loki` 5.47.2 to 6.7.3, index from boltdb-shipper v12 to TSDB "
     "v13 from 2025-10-20.",
     "Raise CHG-90415 covering Loki in namespace `loki` on `obs-prod`, which runs simple scalable mode, takes "
     "in roughly 1.8 TB/day and keeps 31 days: version 2.9.8 to 3.1.1, `grafana/loki` chart 5.47.2 to 6.7.3, "
     "and the index switching from boltdb-shipper v12 to TSDB v13 as of 2025-10-20.",
     "From 2025-10-20 the index moves from boltdb-shipper v12 to TSDB v13, and Loki on `obs-prod` (namespace "
     "`loki`, simple scalable mode, about 1.8 TB/day, 31-day retention) goes from 2.9.8 to 3.1.1 with chart "
     "`grafana/loki` 5.47.2 to 6.7.3; open CHG-90415 for it."),
    (2, [1],
     "Copy the current index: `aws s3 sync s3://loki-chunks-prod/index/ s3://loki-backup-prod/index-20251014/` "
     "and compare object counts of source and copy.",
     "Make a copy of the index as it stands with `aws s3 sync s3://loki-chunks-prod/index/ "
     "s3://loki-backup-prod/index-20251014/`, then check the copy holds as many objects as the source.",
     None),
    (3, [1],
     "Export the ruler rules with `lokitool rules print --address=http://loki-backend.loki:3100 > "
     "rules-20251014.yaml` and tag the current Helm values in `obs-deploy` as `loki-pre-3.1`.",
     "Save the ruler rules to a file via `lokitool rules print --address=http://loki-backend.loki:3100 > "
     "rules-20251014.yaml`, and put tag `loki-pre-3.1` on the current Helm values in `obs-deploy`.",
     "Tag the current Helm values in `obs-deploy` as `loki-pre-3.1`, and write the ruler rules to a file with "
     "`lokitool rules print --address=http://loki-backend.loki:3100 > rules-20251014.yaml`."),
    (4, [1],
     "Check the starting state: 3 `loki-write`, 3 `loki-read` and 3 `loki-backend` pods ready, all ingesters "
     "`ACTIVE` on `/ring`, and query p99 under 4 s on the `Loki / Operational` dashboard.",
     "See that Loki is healthy before the change: pods ready for all 3 `loki-write`, 3 `loki-read` and 3 "
     "`loki-backend`, each ingester `ACTIVE` on the `/ring` page, and the `Loki / Operational` dashboard "
     "showing query p99 below 4 s.",
     None),
    (5, [1],
     "Test the new config offline: run the 3.1.1 image with `loki -config.file=/etc/loki/loki-3.1.yaml "
     "-verify-config` and fix every removed option it reports (for example `shared_store`) before going on.",
     "Check the 3.1.1 configuration without deploying it, by running the 3.1.1 image with "
     "`loki -config.file=/etc/loki/loki-3.1.yaml -verify-config`; any removed option it flags, "
     "`shared_store` being one example, has to be fixed first.",
     "Every removed option reported (for example `shared_store`) is fixed before going on; the report comes "
     "from running the 3.1.1 image offline with `loki -config.file=/etc/loki/loki-3.1.yaml -verify-config`."),
    (6, [2, 3, 4, 5],
     "Get the observability lead (d.ferreira) and the SRE manager to approve CHG-90415 with the index copy, the "
     "rules export and the `-verify-config` output attached.",
     "CHG-90415 has to be approved by d.ferreira, the observability lead, and by the SRE manager, with the "
     "index copy, the rules export and what `-verify-config` printed attached.",
     None),
    (7, [6],
     "Add the new period on 2.9.8 first: a `schema_config` entry `from: 2025-10-20`, `store: tsdb`, "
     "`schema: v13`, `object_store: s3`, index prefix `tsdb_index_`, keeping the v12 entry, applied with "
     "`helm upgrade loki grafana/loki --version 5.47.2 -n loki -f values-2.9-tsdb.yaml`.",
     "While still on 2.9.8, append a period to `schema_config` with `from: 2025-10-20`, `store: tsdb`, "
     "`schema: v13`, `object_store: s3` and index prefix `tsdb_index_`, leaving the v12 entry as it is, and roll "
     "it out using `helm upgrade loki grafana/loki -n loki -f values-2.9-tsdb.yaml --version 5.47.2`.",
     "`helm upgrade loki grafana/loki --version 5.47.2 -n loki -f values-2.9-tsdb.yaml` applies, still on "
     "2.9.8, a new `schema_config` entry (`from: 2025-10-20`, `store: tsdb`, `schema: v13`, `object_store: s3`, "
     "index prefix `tsdb_index_`) next to the v12 entry, which is kept."),
    (8, [7],
     "Confirm the running config: `curl -s http://loki-read.loki:3100/config | yq .schema_config` shows both "
     "periods, the v12 one and the `2025-10-20` TSDB one.",
     "Check what Loki actually loaded: both periods, v12 and the TSDB one from `2025-10-20`, must appear in "
     "`curl --silent http://loki-read.loki:3100/config | yq .schema_config`.",
     None),
    (9, [8],
     "After 2025-10-20 00:00 UTC, `aws s3 ls s3://loki-chunks-prod/index/tsdb_index_20381/` must show index "
     "files from all 3 `loki-write` pods.",
     "Once 2025-10-20 00:00 UTC has passed, list `s3://loki-chunks-prod/index/tsdb_index_20381/` with "
     "`aws s3 ls s3://loki-chunks-prod/index/tsdb_index_20381/`; each of the 3 `loki-write` pods must have "
     "written index files there.",
     "Index files from all 3 `loki-write` pods must be listed by `aws s3 ls "
     "s3://loki-chunks-prod/index/tsdb_index_20381/` after 2025-10-20 00:00 UTC."),
    (10, [9],
     "Query across the boundary: `logcli query '{namespace=\"payments\"} |= \"error\"' "
     "--from=2025-10-19T22:00:00Z --to=2025-10-20T02:00:00Z --limit 5000` must return lines from both sides of "
     "midnight.",
     "Make sure reads span the switch: `logcli query '{namespace=\"payments\"} |= \"error\"' --limit 5000 "
     "--from=2025-10-19T22:00:00Z --to=2025-10-20T02:00:00Z` has to bring back lines from before and after "
     "midnight.",
     None),
    (11, [10],
     "Preview the chart upgrade: `helm diff upgrade loki grafana/loki --version 6.7.3 -n loki -f "
     "values-3.1.yaml` and check that no PVC of `loki-write` or `loki-backend` would be deleted or recreated.",
     "Look at what chart 6.7.3 would change before applying it, via `helm diff upgrade loki grafana/loki "
     "--version 6.7.3 -n loki -f values-3.1.yaml`; none of the `loki-write` or `loki-backend` PVCs may be "
     "deleted or recreated.",
     "No PVC of `loki-backend` or `loki-write` may be deleted or recreated in `helm diff upgrade loki "
     "grafana/loki --version 6.7.3 -n loki -f values-3.1.yaml`, the preview of the chart upgrade."),
    (12, [11],
     "Create an Alertmanager silence of 90 minutes for `namespace=\"loki\"` with comment CHG-90415.",
     "Silence Loki's alerts in Alertmanager for 90 minutes, matcher `namespace=\"loki\"`, with CHG-90415 as "
     "the comment.",
     None),
    (13, [12],
     "Upgrade: `helm upgrade loki grafana/loki --version 6.7.3 -n loki -f values-3.1.yaml`, bringing all "
     "targets to 3.1.1.",
     "Run the upgrade itself, `helm upgrade loki grafana/loki --version 6.7.3 -n loki -f values-3.1.yaml`, "
     "which moves every target to 3.1.1.",
     "All targets go to 3.1.1 with `helm upgrade loki grafana/loki -f values-3.1.yaml -n loki --version "
     "6.7.3`."),
    (14, [13],
     "Follow the rollout: `kubectl -n loki rollout status sts/loki-write --timeout=20m`, then `sts/loki-backend` "
     "and `deploy/loki-read` the same way.",
     "Track the rollout with `kubectl -n loki rollout status sts/loki-write --timeout=20m` and afterwards do "
     "the same for `sts/loki-backend` and `deploy/loki-read`.",
     None),
    (15, [14],
     "Check ingest: `loki_distributor_lines_received_total` back to about 21,000 lines/s (within 10 %) and no "
     "rise in `loki_discarded_samples_total`.",
     "Make sure logs still come in: the rate of `loki_distributor_lines_received_total` has to be back near "
     "21,000 lines/s, within 10 %, and `loki_discarded_samples_total` must not go up.",
     "No rise in `loki_discarded_samples_total`, and `loki_distributor_lines_received_total` back to about "
     "21,000 lines/s (within 10 %): that is the ingest check."),
    (16, [14],
     "Check reads on both schemas: the same `logcli query` over `--from=2025-10-19T22:00:00Z "
     "--to=2025-10-20T02:00:00Z` still returns lines from both sides, and a query of the last 15 minutes "
     "returns within 4 s.",
     "Check the read path against both schemas: run the same `logcli query` for `--from=2025-10-19T22:00:00Z "
     "--to=2025-10-20T02:00:00Z` and expect lines either side of midnight again, then query the last 15 "
     "minutes and expect an answer inside 4 s.",
     None),
    (17, [14],
     "Check the ruler: `lokitool rules list --address=http://loki-backend.loki:3100` shows all 142 rule groups "
     "and `loki_prometheus_rule_evaluation_failures_total` stays at 0.",
     "Confirm the ruler came through: `lokitool rules list --address=http://loki-backend.loki:3100` must still "
     "list 142 rule groups, with `loki_prometheus_rule_evaluation_failures_total` remaining 0.",
     "All 142 rule groups must be listed by `lokitool rules list --address=http://loki-backend.loki:3100`, "
     "with `loki_prometheus_rule_evaluation_failures_total` staying at 0, as the ruler check."),
    (18, [14],
     "Check the compactor on `loki-backend-0`: `loki_compactor_apply_retention_last_successful_run_timestamp_seconds` "
     "advances within 2 hours.",
     "On `loki-backend-0`, confirm the compactor runs, i.e. "
     "`loki_compactor_apply_retention_last_successful_run_timestamp_seconds` moves forward inside 2 hours.",
     None),
    (19, [15, 16, 17, 18],
     "Expire the Alertmanager silence and watch for 2 hours: no `LokiRequestErrors` alert, query p99 under 4 s, "
     "and 0 OOMKilled `loki-write` pods.",
     "Let the Alertmanager silence lapse early and keep watching for 2 hours; there must be no "
     "`LokiRequestErrors` alert, query p99 must stay below 4 s, and 0 `loki-write` pods may be OOMKilled.",
     "For 2 hours after the Alertmanager silence is expired: 0 OOMKilled `loki-write` pods, query p99 under "
     "4 s and no `LokiRequestErrors` alert."),
    (20, [19],
     "Import the 3.1 mixin dashboards (`Loki / Operational` uid `loki-ops-v3`, `Loki / Writes` uid "
     "`loki-writes-v3`) into Grafana folder `Observability`.",
     "Bring the 3.1 mixin dashboards into the Grafana folder `Observability`: `Loki / Operational` with uid "
     "`loki-ops-v3` and `Loki / Writes` with uid `loki-writes-v3`.",
     None),
    (21, [19],
     "Announce Loki 3.1.1 in `#observability` and update runbook LOKI-RB-7 with the new LogQL notes.",
     "Post in `#observability` that Loki 3.1.1 is live, and add the new LogQL notes to runbook LOKI-RB-7.",
     "Update runbook LOKI-RB-7 with the new LogQL notes and announce Loki 3.1.1 in `#observability`."),
    (22, [20, 21],
     "Wait out the retention of 31 days, until 2025-11-20, so that every chunk written under the v12 period has "
     "expired.",
     "Let the 31 days of retention run until 2025-11-20, by which time all chunks from the v12 period have "
     "expired.",
     None),
    (23, [22],
     "Check nothing under v12 is left to read: `logcli query '{namespace=\"payments\"}' "
     "--from=2025-10-19T00:00:00Z --to=2025-10-20T00:00:00Z` returns 0 lines and the compactor log shows "
     "retention applied to every table before `tsdb_index_20381`.",
     "Make sure no v12 data is still readable: `logcli query '{namespace=\"payments\"}' "
     "--from=2025-10-19T00:00:00Z --to=2025-10-20T00:00:00Z` must give 0 lines, and the compactor log must show "
     "retention done on all tables older than `tsdb_index_20381`.",
     "The compactor log must show retention applied to every table before `tsdb_index_20381`, and `logcli "
     "query '{namespace=\"payments\"}' --from=2025-10-19T00:00:00Z --to=2025-10-20T00:00:00Z` must return 0 "
     "lines, so nothing under v12 is left to read."),
    (24, [23],
     "Get d.ferreira's written approval on CHG-90415 to delete the v12 index, which cannot be undone.",
     "Deleting the v12 index is irreversible, so d.ferreira approves it in writing on CHG-90415 first.",
     None),
    (25, [24],
     "List what would be deleted: `aws s3 rm s3://loki-chunks-prod/index/ --recursive --exclude \"*\" "
     "--include \"loki_index_*\" --dryrun` must show about 2,170 objects and none with `tsdb_index_` in the "
     "key.",
     "Do the delete as a dry run only, `aws s3 rm s3://loki-chunks-prod/index/ --recursive --exclude \"*\" "
     "--include \"loki_index_*\" --dryrun`, and expect roughly 2,170 objects listed, not one of them with "
     "`tsdb_index_` in its key.",
     "About 2,170 objects, none with `tsdb_index_` in the key, must be listed by `aws s3 rm "
     "s3://loki-chunks-prod/index/ --recursive --exclude \"*\" --include \"loki_index_*\" --dryrun`."),
    (26, [25],
     "Delete them: `aws s3 rm s3://loki-chunks-prod/index/ --recursive --exclude \"*\" --include "
     "\"loki_index_*\"`.",
     "Now remove those objects for real with `aws s3 rm s3://loki-chunks-prod/index/ --recursive --exclude "
     "\"*\" --include \"loki_index_*\"`.",
     None),
    (27, [24],
     "Preview the final values: `helm diff upgrade loki grafana/loki --version 6.7.3 -n loki -f "
     "values-3.1-final.yaml` must only remove the v12 `schema_config` entry and the `boltdb_shipper` block.",
     "Check the last values file before applying it: in `helm diff upgrade loki grafana/loki --version 6.7.3 "
     "-n loki -f values-3.1-final.yaml`, the only changes may be the v12 `schema_config` entry and the "
     "`boltdb_shipper` block going away.",
     "`helm diff upgrade loki grafana/loki -n loki --version 6.7.3 -f values-3.1-final.yaml` must show nothing "
     "but the removal of the v12 `schema_config` entry and of the `boltdb_shipper` block."),
    (28, [26, 27],
     "Apply them: `helm upgrade loki grafana/loki --version 6.7.3 -n loki -f values-3.1-final.yaml`.",
     "Roll the final values out with `helm upgrade loki grafana/loki --version 6.7.3 -n loki -f "
     "values-3.1-final.yaml`.",
     None),
    (29, [28],
     "Confirm `curl -s http://loki-read.loki:3100/config | yq .schema_config` now shows only the `2025-10-20` "
     "TSDB period and that a query of the last 30 days on `{namespace=\"payments\"}` returns within 10 s.",
     "Check that `curl --silent http://loki-read.loki:3100/config | yq .schema_config` lists the `2025-10-20` "
     "TSDB period alone, and that querying `{namespace=\"payments\"}` over the last 30 days answers within "
     "10 s.",
     None),
    (30, [28],
     "Remove the `LokiBoltdbShipper*` alert rules from the `loki-mixin` repository (PR #208).",
     "In the `loki-mixin` repository, PR #208 drops the `LokiBoltdbShipper*` alert rules.",
     "PR #208 in the `loki-mixin` repository removes the `LokiBoltdbShipper*` alert rules."),
    (31, [29, 30],
     "Put a lifecycle rule on `s3://loki-backup-prod/index-20251014/` to expire the index copy after 14 days.",
     "Have the index copy in `s3://loki-backup-prod/index-20251014/` expire after 14 days by adding a lifecycle "
     "rule to it.",
     None),
    (32, [31],
     "Close CHG-90415 with the boundary query output, the `--dryrun` listing and the final `schema_config`.",
     "Close out CHG-90415, attaching the output of the boundary query, the `--dryrun` listing and the final "
     "`schema_config`.",
     "Attach the final `schema_config`, the `--dryrun` listing and the boundary query output, and close "
     "CHG-90415."),
]

GUARDS = {
    2: "backup: copy of the index before any change",
    3: "backup: ruler rules exported and Helm values tagged",
    4: "health: Loki pods, ring and query latency before the change",
    5: "dryrun: 3.1.1 config verified offline with -verify-config",
    6: "approval: observability lead and SRE manager approve",
    9: "verify: TSDB index written after the period boundary",
    10: "verify: queries across the boundary before the chart upgrade",
    11: "dryrun: helm diff of chart 6.7.3 before the upgrade",
    19: "health: 2-hour watch after the upgrade",
    23: "verify: no v12 data left to read before deleting the old index",
    24: "approval: written approval of the irreversible index deletion",
    25: "dryrun: --dryrun listing of the objects to delete",
    27: "dryrun: helm diff of the final values",
}
DROP_GUARD = 2

SPLITS = {
    7: ("On 2.9.8, add a `schema_config` entry `from: 2025-10-20`, `store: tsdb`, `schema: v13`, "
        "`object_store: s3`, index prefix `tsdb_index_`, in `values-2.9-tsdb.yaml`, keeping the v12 entry.",
        "Apply it with `helm upgrade loki grafana/loki --version 5.47.2 -n loki -f values-2.9-tsdb.yaml`."),
    14: ("Follow the rollout of the write path with `kubectl -n loki rollout status sts/loki-write "
         "--timeout=20m`.",
         "Then the same for `sts/loki-backend` and `deploy/loki-read`."),
}

REGEN_SPLIT = (19, (
    "Expire the Alertmanager silence on Loki and keep watching for 2 hours.",
    "Over those 2 hours there may be no `LokiRequestErrors` alert, query p99 has to stay below 4 s, and 0 "
    "`loki-write` pods may be OOMKilled."))

SERIALIZE = [15, 16, 17]

COMPRESS = [
    ([1, 2], "Open CHG-90415 and copy the Loki index to the backup bucket."),
    ([7, 8], "Add the TSDB v13 period from 2025-10-20 on 2.9.8 and check the running config."),
    ([9, 10], "After the boundary, check the TSDB index files and query across midnight."),
    ([11, 12, 13, 14], "Silence Loki alerts and upgrade the release to chart 6.7.3 / Loki 3.1.1."),
    ([20, 22], "Import the new dashboards and wait out the 31-day retention."),
    ([25, 26], "Delete the old `loki_index_*` objects from `s3://loki-chunks-prod/index/`."),
    ([28, 29], "Apply `values-3.1-final.yaml` and check the config."),
    ([31, 32], "Expire the index copy and close CHG-90415."),
]

LOST = {"remove": (25, 26), "add": [(24, 26), (25, 28)],
        "why": "the real delete of the old index no longer waits for the reviewed --dryrun listing"}

TARGET = {"step": 26, "old": "loki_index_*", "new": "tsdb_index_*", "kind": "object key prefix"}

OPERATION = {"step": 7,
             "text": "Switch the index on 2.9.8 first: change the existing v12 `schema_config` entry to "
                     "`store: tsdb`, `schema: v13`, `object_store: s3`, index prefix `tsdb_index_`, instead of "
                     "adding a new period, applied with `helm upgrade loki grafana/loki --version 5.47.2 -n loki "
                     "-f values-2.9-tsdb.yaml`.",
             "change": "new schema period added from 2025-10-20 -> existing v12 period rewritten in place "
                       "(rewritten)"}
