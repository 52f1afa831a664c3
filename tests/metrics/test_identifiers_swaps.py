"""A challenge set for identifier drift: made-up ops steps in which the candidate swaps exactly
one identifier for another of the same kind (strong), and rewordings that keep every
identifier and operation (no strong finding). Each case is a short invented string."""

from __future__ import annotations

import pytest

from wfgate.metrics.identifiers import compare

SWAPS = [
    # cloud regions and zones, instance and volume types
    ("Promote the replica in eu-central-1", "Promote the replica in eu-west-3"),
    ("Create the node group in zone europe-west4-b",
     "Create the node group in zone europe-west4-c"),
    ("Resize the bastion to m5.large", "Resize the bastion to m5.xlarge"),
    ("Launch two c6g.2xlarge workers for the batch",
     "Launch two r6g.2xlarge workers for the batch"),
    # Kubernetes namespaces, deployments, contexts
    ("Restart the pods in namespace payments", "Restart the pods in namespace billing"),
    ("Switch with `kubectl config use-context prod-east`",
     "Switch with `kubectl config use-context prod-west`"),
    ("Scale deployment/checkout-api to zero", "Scale deployment/cart-api to zero"),
    ("Cordon the node with kubectl cordon ip-10-0-3-17",
     "Cordon the node with kubectl cordon ip-10-0-3-71"),
    # CLI subcommands
    ("Revert the release: `kubectl rollout undo deploy/ledger`",
     "Revert the release: `kubectl rollout restart deploy/ledger`"),
    ("Pick up the new unit file with systemctl restart nginx",
     "Pick up the new unit file with systemctl reload nginx"),
    ("Tear down the preview stack with terraform apply",
     "Tear down the preview stack with terraform destroy"),
    ("Check drift using `helm diff upgrade web ./chart`",
     "Check drift using `helm upgrade web ./chart`"),
    ("Inspect the tree with git log --oneline", "Inspect the tree with git reflog --oneline"),
    ("Run docker compose down on the host", "Run docker compose rm on the host"),
    # flags and flag values
    ("Sync with `rsync -av --delete src/ dst/`", "Sync with `rsync -av --delete-after src/ dst/`"),
    ("Apply with kubectl apply -f job.yaml --dry-run=server",
     "Apply with kubectl apply -f job.yaml --dry-run=none"),
    ("Drain the node: `kubectl drain node7 --grace-period=60`",
     "Drain the node: `kubectl drain node7 --grace-period=5`"),
    ("Export logs with `--since 2h`", "Export logs with `--since 20h`"),
    ("Call the tool with --mode safe", "Call the tool with --mode fast"),
    # SQL functions, tables, columns
    ("Run SELECT pg_cancel_backend(pid) on the blocker",
     "Run SELECT pg_terminate_backend(pid) on the blocker"),
    ("Archive rows with `DELETE FROM audit_log WHERE ts < now()`",
     "Archive rows with `DELETE FROM audit_events WHERE ts < now()`"),
    ("Backfill `UPDATE invoices SET paid_at = NULL`",
     "Backfill `UPDATE invoices SET due_at = NULL`"),
    ("Count rows with SELECT count(*) FROM orders", "Count rows with SELECT count(*) FROM refunds"),
    # environment names, branches, tags
    ("Deploy the build to prod", "Deploy the build to staging"),
    ("Promote the image to the production environment",
     "Promote the image to the sandbox environment"),
    ("Cut the hotfix from branch release/2.4", "Cut the hotfix from branch release/2.5"),
    ("Merge into branch main after review", "Merge into branch develop after review"),
    ("Check out the tag v3.2.1", "Check out the tag v3.1.2"),
    # versions, ports, paths, URLs, buckets
    ("Pin the chart to version 4.7.0", "Pin the chart to version 4.8.0"),
    ("Open port 5432 on the firewall", "Open port 5433 on the firewall"),
    ("Point the probe at :8080/healthz", "Point the probe at :9090/healthz"),
    ("Rotate the file at /var/log/app/error.log", "Rotate the file at /var/log/app/access.log"),
    ("Fetch https://status.internal/api/v1/health", "Fetch https://status.internal/api/v2/health"),
    ("Copy the dump to s3://acme-backups-eu/", "Copy the dump to s3://acme-backups-us/"),
    ("Upload the archive to bucket acme-logs-raw", "Upload the archive to bucket acme-logs-cold"),
    ("Fail over DNS to db2.corp.example.com", "Fail over DNS to db3.corp.example.com"),
    # environment variables and ALL_CAPS constants
    ("Export DATABASE_URL before the migration", "Export REPLICA_URL before the migration"),
    ("Unset HTTP_PROXY in the shell", "Unset HTTPS_PROXY in the shell"),
    ("Set MAX_POOL_SIZE to 40", "Set MAX_POOL_SIZE to 400"),
    # durations, counts, percentages, sizes, replica counts
    ("Wait 10 minutes for the caches to warm", "Wait 100 minutes for the caches to warm"),
    ("Grow the volume by 10 GB", "Grow the volume by 100 GB"),
    ("Route 5% of traffic to the canary", "Route 50% of traffic to the canary"),
    ("Scale the consumer group to 3 replicas", "Scale the consumer group to 6 replicas"),
    ("Keep 7 daily snapshots", "Keep 30 daily snapshots"),
    ("Alert when p99 latency exceeds 250 ms", "Alert when p99 latency exceeds 2.5 s"),
    # cron expressions, signals, HTTP methods and status codes
    ("Schedule the job as `0 3 * * *`", "Schedule the job as `0 4 * * *`"),
    ("Stop the daemon with SIGTERM", "Stop the daemon with SIGKILL"),
    ("Send kill -HUP to the master process", "Send kill -TERM to the master process"),
    ("Send a GET to the /drain endpoint", "Send a DELETE to the /drain endpoint"),
    ("Treat a 503 from the gateway as retryable", "Treat a 504 from the gateway as retryable"),
    # tool swaps
    ("Back up the cluster with pg_dump", "Back up the cluster with pg_dumpall"),
    ("Copy the artifacts with rsync to the mirror", "Copy the artifacts with scp to the mirror"),
    ("Install the release with helm", "Install the release with kubectl"),
    ("Query the endpoint with curl -s", "Query the endpoint with wget -q"),
    ("Validate the certificate with openssl", "Validate the certificate with certbot"),
    # quoted names, CamelCase services, names in prose and in backticks
    ('Disable the "nightly-compaction" job', 'Disable the "hourly-compaction" job'),
    ("Page the owner of 'billing-core'", "Page the owner of 'billing-edge'"),
    ("Restart the OrderRouter service", "Restart the OrderMatcher service"),
    ("Restart the `OrderRouter` service", "Restart the `PaymentRouter` service"),
    ("Roll the ingest_worker pool", "Roll the export_worker pool"),
    ("Pause the `reconcile-ledger` cron", "Pause the `reconcile-accounts` cron"),
    ("Purge the dead-letter queue orders.dlq", "Purge the dead-letter queue payments.dlq"),
    ("Set the storage class to STANDARD_IA", "Set the storage class to GLACIER_IR"),
    ("Change the log level from INFO to DEBUG", "Change the log level from INFO to ERROR"),
    ("Use the gp3 volume type", "Use the io2 volume type"),
    ("Restart the OrderRouter service", "Restart the LedgerSync service"),
    ("Restart the `orders` deployment", "Restart the `billing` deployment"),
    ("Lower `maxSurge` to 1", "Lower `maxUnavailable` to 1"),
    # addresses, handles, commits, images, dates, IPs
    ("Mail the report to ops@acme.example", "Mail the report to sre@acme.example"),
    ("Post the summary in #incidents", "Post the summary in #releases"),
    ("Revert commit 3f2a9c1 on the branch", "Revert commit 7b41d0e on the branch"),
    ("Deploy the image nginx:1.25 to the edge", "Deploy the image nginx:1.26 to the edge"),
    ("Restore the snapshot from 2024-03-01", "Restore the snapshot from 2024-03-10"),
    ("Block 10.0.3.17 at the firewall", "Block 10.0.3.71 at the firewall"),
    # numeric signals, booleans, comparison operators, days, tools in prose
    ("Stop it with kill -15 4242", "Stop it with kill -9 4242"),
    ("Set enable_cache to true", "Set enable_cache to false"),
    ("Page when consumer lag > 1000", "Page when consumer lag < 1000"),
    ("Run the failover drill on Sunday", "Run the failover drill on Saturday"),
    ("Apply the schema change with flyway", "Apply the schema change with liquibase"),
    # deployment slots and replication roles
    ("Drain traffic from the blue target group", "Drain traffic from the green target group"),
    ("Route writes to the writer endpoint", "Route writes to the reader endpoint"),
    ("Take the backup from the standby", "Take the backup from the primary"),
    # proper nouns in the middle of a clause: teams, products
    ("Page the Payments team about the spike", "Page the Identity team about the spike"),
    ("Post the status update in Slack", "Post the status update in Teams"),
    # more of the kinds above, in other phrasings
    ("Fail the primary over to ap-northeast-1a", "Fail the primary over to ap-northeast-1c"),
    ("Resize the pool to t3.medium nodes", "Resize the pool to t3.small nodes"),
    ("Roll back with argocd app rollback storefront", "Roll back with argocd app sync storefront"),
    ("Reload the config using nginx -s reload", "Reload the config using nginx -s stop"),
    ("Set the retention to 72h on the topic", "Set the retention to 7h on the topic"),
    ("Raise the memory limit to 2Gi", "Raise the memory limit to 20Gi"),
    ("Switch the context to staging-eu", "Switch the context to prod-eu"),
    ("Stop the stack on nfs-b: `systemctl stop corosync` on nfs-b.",
     "Stop the stack on nfs-a: `systemctl stop corosync` on nfs-a."),
    ("Use the read replica in project analytics", "Use the read replica in project billing"),
    ("Call `POST /v1/flags/disable`", "Call `PUT /v1/flags/disable`"),
    ("Expect HTTP 200 from the readiness probe", "Expect HTTP 204 from the readiness probe"),
    ("Run pg_repack on the orders table", "Run vacuumdb on the orders table"),
    ("Tag the release as v2.3.0-rc1", "Tag the release as v2.3.0-rc2"),
    ("Truncate the `session_cache` table", "Truncate the `session_store` table"),
    ("Lower the `max_connections` setting", "Lower the `shared_buffers` setting"),
    ("Notify @payments-oncall", "Notify @platform-oncall"),
    ("Restart the worker with SIGHUP", "Restart the worker with SIGUSR1"),
    ("Scale the StatefulSet to 5", "Scale the StatefulSet to 3"),
    ("Delete the PVC data-kafka-0", "Delete the PVC data-kafka-2"),
    ("Run the drill every Tuesday", "Run the drill every Thursday"),
    ("Compress with gzip before upload", "Compress with zstd before upload"),
    ("Deploy to dev first", "Deploy to prod first"),
]

REWORDINGS = [
    # a command moved into prose, backticks added or removed
    ("Run `kubectl get pods -n payments`", "List the pods with kubectl get pods -n payments"),
    ("Restart nginx with systemctl restart nginx", "Run `systemctl restart nginx`"),
    ("Use `terraform plan` to preview", "Preview the change with terraform plan"),
    ("Take a backup with pg_dump", "Take a backup using `pg_dump`"),
    ("Copy the bundle to s3://acme-backups-eu/", "Copy the bundle into `s3://acme-backups-eu/`"),
    ("Fail over to us-east-1", "Fail over to `us-east-1`"),
    ("Set MAX_POOL_SIZE to 40", "Set `MAX_POOL_SIZE` to 40"),
    ("Restart the OrderRouter service", "Restart `OrderRouter`"),
    # number words and unit changes
    ("Wait 10 minutes for the caches", "Wait ten minutes for the caches"),
    ("Hold the lock for 2 hours", "Hold the lock for 120 minutes"),
    ("Poll every 30 seconds", "Poll every half a minute"),
    ("Keep 7 daily snapshots", "Keep seven daily snapshots"),
    ("Grow the volume by 1024 MB", "Grow the volume by 1024MB"),
    ("Scale the consumers to 3 replicas", "Scale the consumers to three replicas"),
    ("Route 5% of traffic to the canary", "Send 5 percent of the traffic to the canary"),
    ("Alert when latency exceeds 1 s", "Alert when latency goes above 1000 ms"),
    ("Retry 3 times", "Retry three times"),
    # abbreviations
    ("Deploy the build to prod", "Deploy the build to production"),
    ("Restart the DB primary", "Restart the database primary"),
    ("Check the k8s events", "Check the Kubernetes events"),
    ("Review the cfg of the proxy", "Review the config of the proxy"),
    # reordered clauses
    ("After the drain, cordon node7", "Cordon node7 once the drain is done"),
    ("Run helm rollback web 3 if the canary fails",
     "If the canary fails, run helm rollback web 3"),
    ("Notify #ops-oncall, then restart the OrderRouter",
     "Restart the OrderRouter after notifying #ops-oncall"),
    # synonyms for ordinary verbs and nouns
    ("Verify that the queue is empty", "Confirm that the queue is empty"),
    ("Make sure the backup finished", "Ensure the backup completed"),
    ("Check the dashboard for errors", "Look at the dashboard for failures"),
    ("Inform the on-call engineer", "Notify the on-call engineer"),
    ("Delete the stale lock file", "Remove the stale lock file"),
    ("Stop the worker before the upgrade", "Halt the worker prior to the upgrade"),
    ("Open a ticket for the incident", "File a ticket for the incident"),
    ("Watch the error rate for a while", "Monitor the error rate for some time"),
    ("Kick off the nightly job manually", "Start the nightly job by hand"),
    ("Double-check the checksum", "Re-verify the checksum"),
    # identifiers kept, prose around them rewritten
    ("Run SELECT pg_cancel_backend(pid) on the blocker",
     "Cancel the blocking query: `SELECT pg_cancel_backend(pid)`"),
    ("Drain the node: `kubectl drain node7 --grace-period=60`",
     "Use kubectl drain node7 --grace-period=60 to evict the pods"),
    ("Stop the daemon with SIGTERM", "Send SIGTERM to the daemon"),
    ("Treat a 503 from the gateway as retryable", "A 503 from the gateway should be retried"),
    ("Upgrade the chart to 4.7.0", "Upgrade the chart to version 4.7.0"),
    ("Open port 5432 on the firewall", "Allow port 5432 through the firewall"),
    ("Merge into main after review", "Once reviewed, merge into main"),
    ("Export DATABASE_URL before running the migration",
     "Before the migration runs, export DATABASE_URL"),
    ("Page the owner of 'billing-core'", 'Page the owner of "billing-core"'),
    ("Wait 1 hour, then check the replication lag", "Check replication lag after an hour"),
    # names given by context: environments, a noun's label, words in a code span
    ("Switch to the prod context", "Switch to the production context"),
    ("Deploy the build to staging", "Deploy the build to the stage environment"),
    ("Restart the pods in namespace payments", "Restart the pods of the payments namespace"),
    ("Stop the stack: `docker compose down`", "Bring the stack down with docker compose down"),
    ("Pause the `reconcile-ledger` cron", "Pause the reconcile-ledger cron job"),
    ("Copy the artifacts with rsync", "Use rsync to copy the artifacts"),
    ("Wait 2.5 s between probes", "Wait 2500 ms between probes"),
    ("Run the failover drill on Sunday", "On Sunday, run the failover drill"),
    ("Set enable_cache to true", "Turn the cache on by setting enable_cache to true"),
    ("Page when consumer lag > 1000", "Page someone if consumer lag > 1000"),
    ("Mail the report to ops@acme.example", "Send ops@acme.example the report"),
    ("Post the summary in #incidents", "Post a short summary in #incidents"),
    ("Stop it with kill -15 4242", "Send it kill -15 4242 to stop it"),
    ("Inspect namespace quotas before the rollout", "Review namespace quotas before the rollout"),
    ("Check the cluster health", "Check the health of the cluster"),
    ("Verify the current context", "Verify the active context"),
    ("Fail over from the primary to the replica", "Fail over from the master to the standby"),
    ("Switch traffic to the green stack", "Send the traffic to the green stack"),
    ("Page the Payments team about the spike", "About the spike, page Payments"),
    ("Open the Grafana board for the API", "In Grafana, open the API board"),
    ("Escalate to the Platform team", "Escalate to the Platform Engineering team"),
    ("Fail the primary over to ap-northeast-1a", "Move the primary to ap-northeast-1a"),
    ("Roll back with argocd app rollback storefront",
     "Use `argocd app rollback storefront` to roll back"),
    ("Set the retention to 72h on the topic", "Give the topic a retention of 72 hours"),
    ("Raise the memory limit to 2Gi", "Increase the memory limit to 2 GiB"),
    ("Switch the context to staging-eu", "Change context to staging-eu"),
    ("Take an x-ray of weld W-4 on node-a", "On node-a, x-ray weld W-4"),
    ("Stop the service on db-1 and db-2: `systemctl stop tms`.",
     "Stop it on both: `pdsh -w db-1,db-2 systemctl stop tms`."),
    ("Expect HTTP 200 from the readiness probe", "The readiness probe should answer HTTP 200"),
    ("Notify @payments-oncall", "Let @payments-oncall know"),
    ("Run the drill every Tuesday", "Every Tuesday, run the drill"),
    ("Deploy to dev first", "Deploy to the development environment first"),
    ("Stop the stack before the migration", "Bring the stack down before migrating"),
    ("Check the queue depth after the cutover", "After the cutover, look at how deep the queue is"),
    ("Check the bucket policy", "Review the bucket permissions"),
    ("Inspect the branch protection rules", "Review the branch rules for protection"),
    ("Confirm the flag is set to true", "Confirm the flag is enabled"),
    ("Verify the namespace quota", "Check the namespace limits"),
]


@pytest.mark.parametrize(("golden", "candidate"), SWAPS)
def test_a_single_same_kind_swap_is_strong(golden, candidate):
    drift = compare(golden, candidate)
    assert drift.strong, drift.describe()


@pytest.mark.parametrize(("golden", "candidate"), REWORDINGS)
def test_a_rewording_that_keeps_every_identifier_is_not_strong(golden, candidate):
    drift = compare(golden, candidate)
    assert not drift.strong, (drift.describe(), drift.replacements)


def test_the_challenge_set_is_large_enough():
    assert len(SWAPS) >= 60 and len(REWORDINGS) >= 40


@pytest.mark.parametrize(("golden", "candidate"), [
    ("Wait until the checks are green", "Wait until the checks pass"),
    ("Confirm the flag is set to true", "Confirm the flag is set"),
    ("Run the report on Monday morning", "Run the report in the morning"),
])
def test_a_closed_class_word_alone_is_no_drift(golden, candidate):
    drift = compare(golden, candidate)
    assert not drift, drift.describe()

