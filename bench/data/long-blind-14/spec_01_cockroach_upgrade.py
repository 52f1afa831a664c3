"""lb14_01: CockroachDB cluster crdb-pay, rolling upgrade v23.2.9 -> v24.1.4 across three regions,
finalization held for 48 hours."""

ID = "lb14_01"
TASK = ("Rolling upgrade of the 9-node, 3-region CockroachDB cluster crdb-pay from v23.2.9 to v24.1.4, "
        "with a pre-upgrade backup, a pinned downgrade option, a 48-hour hold and a signed-off finalization.")

# (id, depends_on, golden text, hand paraphrase, hand "identifiers moved" rewrite or None)
STEPS = [
    (1, [],
     "Open change CHG-48213 for the rolling upgrade of CockroachDB cluster `crdb-pay` from v23.2.9 to v24.1.4 "
     "(9 nodes, 3 each in us-east1, us-west2 and europe-west1) and book the window Saturday 02:00-06:00 UTC.",
     "Raise CHG-48213 to cover taking `crdb-pay` from v23.2.9 up to v24.1.4 node by node; the cluster has "
     "9 nodes, 3 per region in us-east1, us-west2 and europe-west1, and the window to reserve is Saturday "
     "02:00-06:00 UTC.",
     "For CockroachDB cluster `crdb-pay` (9 nodes, 3 each in us-east1, us-west2 and europe-west1), open change "
     "CHG-48213 for the rolling upgrade v23.2.9 to v24.1.4, window Saturday 02:00-06:00 UTC."),
    (2, [1],
     "Confirm the cluster is healthy before anything changes: `cockroach node status --ranges "
     "--certs-dir=/etc/crdb/certs --host=crdb-pay-e1a:26257` must list 9 live nodes with 0 in "
     "`ranges_unavailable` and 0 in `ranges_underreplicated`.",
     "Before touching anything, run `cockroach node status --ranges --certs-dir=/etc/crdb/certs "
     "--host=crdb-pay-e1a:26257`; all 9 nodes should show as live, and both `ranges_unavailable` and "
     "`ranges_underreplicated` should read 0 and 0.",
     "Check health first with `cockroach node status --host=crdb-pay-e1a:26257 --certs-dir=/etc/crdb/certs "
     "--ranges`: 9 live nodes, 0 `ranges_unavailable`, 0 `ranges_underreplicated`, before anything changes."),
    (3, [1],
     "Dry-run the upgrade play against the first node only: `ansible-playbook crdb-upgrade.yml --check --diff "
     "-l crdb-pay-e1a -e crdb_version=24.1.4`; the only change shown should be the binary path "
     "`/opt/cockroach/v24.1.4/cockroach`, with `cockroach.service` unchanged.",
     "See what the upgrade play would do on crdb-pay-e1a alone without applying it, using "
     "`ansible-playbook crdb-upgrade.yml --check --diff --limit crdb-pay-e1a --extra-vars crdb_version=24.1.4`; "
     "expect nothing but the binary path `/opt/cockroach/v24.1.4/cockroach` to differ and `cockroach.service` "
     "to be left as it is.",
     None),
    (4, [1],
     "Take a full backup of the `payments` database: `BACKUP DATABASE payments INTO "
     "'gs://crdb-pay-backups/pre-v24?AUTH=implicit' AS OF SYSTEM TIME '-10s' WITH revision_history;`.",
     "Back `payments` up in full before the upgrade, using `BACKUP DATABASE payments INTO "
     "'gs://crdb-pay-backups/pre-v24?AUTH=implicit' AS OF SYSTEM TIME '-10s' WITH revision_history;`.",
     "`BACKUP DATABASE payments INTO 'gs://crdb-pay-backups/pre-v24?AUTH=implicit' AS OF SYSTEM TIME '-10s' "
     "WITH revision_history;` - a full backup of the `payments` database, taken now."),
    (5, [4],
     "Read the backup back: `SHOW BACKUP LATEST IN 'gs://crdb-pay-backups/pre-v24?AUTH=implicit';` must list "
     "all 14 tables of `payments` (about 180 GiB) with no missing spans.",
     "List what landed in the bucket with `SHOW BACKUP LATEST IN 'gs://crdb-pay-backups/pre-v24?AUTH=implicit';` "
     "and make sure every one of the 14 `payments` tables is there, roughly 180 GiB, and no span is missing.",
     "All 14 tables of `payments`, about 180 GiB, with no missing spans: that is what "
     "`SHOW BACKUP LATEST IN 'gs://crdb-pay-backups/pre-v24?AUTH=implicit';` has to show when the backup is read "
     "back."),
    (6, [2, 3],
     "Pin the old version so the upgrade cannot finalize by itself: `SET CLUSTER SETTING "
     "cluster.preserve_downgrade_option = '23.2';`, then check that `SHOW CLUSTER SETTING "
     "cluster.preserve_downgrade_option;` returns `23.2`.",
     "Stop the new version from finalizing on its own by pinning the old one with `SET CLUSTER SETTING "
     "cluster.preserve_downgrade_option = '23.2';`; `SHOW CLUSTER SETTING cluster.preserve_downgrade_option;` "
     "should then come back as `23.2`.",
     None),
    (7, [5, 6],
     "Get the go from the on-call DBA (m.okafor) and the payments service owner, both recorded on CHG-48213, "
     "with the `SHOW BACKUP` output for `gs://crdb-pay-backups/pre-v24` attached.",
     "The on-call DBA (m.okafor) and the owner of the payments service both have to say go, in writing on "
     "CHG-48213, with the `SHOW BACKUP` listing for `gs://crdb-pay-backups/pre-v24` attached.",
     "On CHG-48213, with the `SHOW BACKUP` output for `gs://crdb-pay-backups/pre-v24` attached, record the go "
     "from m.okafor (on-call DBA) and from the payments service owner."),
    (8, [7],
     "Run `SET CLUSTER SETTING server.shutdown.drain_wait = '15s';` so that HAProxy on `haproxy-crdb-01` "
     "(health check `GET /health?ready=1` on port 8080) takes each node out of rotation before its "
     "connections are closed.",
     "Give the load balancer time to react: with `SET CLUSTER SETTING server.shutdown.drain_wait = '15s';` "
     "HAProxy on `haproxy-crdb-01`, which polls `GET /health?ready=1` on port 8080, pulls a draining node "
     "before its connections get closed.",
     None),
    (9, [8],
     "Upgrade the first node, crdb-pay-e1a: `cockroach node drain 1 --certs-dir=/etc/crdb/certs "
     "--host=crdb-pay-e1a:26257`, point `/usr/local/bin/cockroach` at `/opt/cockroach/v24.1.4/cockroach`, then "
     "`systemctl restart cockroach`.",
     "Start with crdb-pay-e1a (node 1): drain it using `cockroach node drain 1 --certs-dir=/etc/crdb/certs "
     "--host=crdb-pay-e1a:26257`, repoint `/usr/local/bin/cockroach` to `/opt/cockroach/v24.1.4/cockroach` and "
     "restart the service with `systemctl restart cockroach`.",
     "Node 1 goes first: on crdb-pay-e1a run `cockroach node drain 1 --host=crdb-pay-e1a:26257 "
     "--certs-dir=/etc/crdb/certs`, switch `/usr/local/bin/cockroach` over to `/opt/cockroach/v24.1.4/cockroach` "
     "and finish with `systemctl restart cockroach`."),
    (10, [9],
     "Watch crdb-pay-e1a for 20 minutes after the restart: node 1 must report `v24.1.4` in `cockroach node "
     "status`, `ranges_underreplicated` must be back to 0 and SQL p99 on the `crdb-pay-sql` dashboard must stay "
     "under 40 ms.",
     "Give crdb-pay-e1a 20 minutes under observation once it is back: `cockroach node status` has to show "
     "node 1 on `v24.1.4`, `ranges_underreplicated` has to drop to 0 again, and the `crdb-pay-sql` dashboard "
     "has to keep SQL p99 below 40 ms.",
     "For 20 minutes after node 1 restarts, keep an eye on three things: `v24.1.4` for crdb-pay-e1a in "
     "`cockroach node status`, `ranges_underreplicated` back at 0, and SQL p99 under 40 ms on the "
     "`crdb-pay-sql` dashboard."),
    (11, [10],
     "Upgrade crdb-pay-e1b (node 2) and then crdb-pay-e1c (node 3) the same way, one at a time, waiting for "
     "`ranges_underreplicated` to read 0 before draining the next node.",
     "Do the same drain, swap and restart on crdb-pay-e1b (node 2), then on crdb-pay-e1c (node 3), never both "
     "at once, and only drain the second after `ranges_underreplicated` is down to 0.",
     "One at a time and in the same way, node 2 (crdb-pay-e1b) and then node 3 (crdb-pay-e1c) are upgraded; "
     "the next node is drained only when `ranges_underreplicated` reads 0."),
    (12, [11],
     "Repeat the one-at-a-time upgrade in us-west2 on crdb-pay-w2a, crdb-pay-w2b and crdb-pay-w2c (nodes 4, 5 "
     "and 6), with the same wait for 0 `ranges_underreplicated` between nodes.",
     "Move on to us-west2 and upgrade crdb-pay-w2a, crdb-pay-w2b and crdb-pay-w2c (nodes 4, 5 and 6) one after "
     "the other, again holding off between nodes until `ranges_underreplicated` shows 0.",
     None),
    (13, [12],
     "Finish with europe-west1: crdb-pay-ew1a, crdb-pay-ew1b and crdb-pay-ew1c (nodes 7, 8 and 9), one at a "
     "time (drain, binary swap to v24.1.4, restart), with the same wait between nodes.",
     "Last come the europe-west1 nodes crdb-pay-ew1a, crdb-pay-ew1b and crdb-pay-ew1c (7, 8 and 9): each is "
     "drained, given the v24.1.4 binary and restarted in turn, waiting between nodes exactly as before.",
     "Nodes 7, 8 and 9 (crdb-pay-ew1a, crdb-pay-ew1b, crdb-pay-ew1c) in europe-west1 are done last, one at a "
     "time, with drain, binary swap to v24.1.4 and restart, and the same wait between nodes."),
    (14, [13],
     "Confirm every node runs the new binary: `SELECT node_id, build_tag FROM crdb_internal.gossip_nodes;` "
     "returns 9 rows, all with `v24.1.4`.",
     "Make sure no node was missed: `SELECT node_id, build_tag FROM crdb_internal.gossip_nodes;` should give "
     "back 9 rows and every `build_tag` should be `v24.1.4`.",
     "`SELECT node_id, build_tag FROM crdb_internal.gossip_nodes;` must return 9 rows, each with `v24.1.4`, "
     "which confirms that every node runs the new binary."),
    (15, [13],
     "Run the payments smoke suite from ci-runner-07 against production: `make smoke ENV=prod-crdb` must pass "
     "all 42 checks (ledger write, refund, idempotency-key replay).",
     "From ci-runner-07, point the payments smoke tests at production with `make smoke ENV=prod-crdb`; every "
     "one of the 42 checks (ledger write, refund, idempotency-key replay) has to pass.",
     None),
    (16, [13],
     "Compare SQL p99 per region on the `crdb-pay-sql` dashboard with last Saturday: under 40 ms in us-east1 "
     "and us-west2, under 55 ms in europe-west1.",
     "Put this Saturday's per-region SQL p99 from the `crdb-pay-sql` dashboard next to last Saturday's; "
     "us-east1 and us-west2 should be below 40 ms and europe-west1 below 55 ms.",
     None),
    (17, [14, 15, 16],
     "Leave the cluster on v24.1.4 unfinalized for 48 hours (until Monday 06:00 UTC) so that a downgrade to "
     "v23.2.9 stays possible, and record the hold on CHG-48213.",
     "Hold off finalizing for 48 hours, up to Monday 06:00 UTC, keeping the cluster on v24.1.4 with the way "
     "back to v23.2.9 still open; note the hold in CHG-48213.",
     "So that a downgrade to v23.2.9 stays possible, the cluster stays on v24.1.4 unfinalized for 48 hours "
     "(until Monday 06:00 UTC); the hold is recorded on CHG-48213."),
    (18, [17],
     "After the 48 hours, get written approval to finalize from m.okafor on CHG-48213, stating that no "
     "incident was opened against `crdb-pay` during the hold.",
     "Once the 48 hours are over, m.okafor has to approve finalizing in writing on CHG-48213 and confirm there "
     "that no incident was raised against `crdb-pay` while it was held.",
     None),
    (19, [18],
     "Finalize the upgrade with `RESET CLUSTER SETTING cluster.preserve_downgrade_option;` (after this a "
     "downgrade to v23.2.9 is no longer possible).",
     "Let the upgrade finalize by clearing the pin: `RESET CLUSTER SETTING cluster.preserve_downgrade_option;`; "
     "from then on there is no going back to v23.2.9.",
     "`RESET CLUSTER SETTING cluster.preserve_downgrade_option;` finalizes the upgrade; once it has run, "
     "v23.2.9 can no longer be downgraded to."),
    (20, [19],
     "Wait for the upgrade migrations to finish: `SHOW CLUSTER SETTING version;` must return `24.1` and "
     "`SHOW JOBS;` must list every `MIGRATION` job as `succeeded`.",
     "Hold on until the version migrations are through, that is until `SHOW CLUSTER SETTING version;` gives "
     "`24.1` and each `MIGRATION` job in `SHOW JOBS;` is marked `succeeded`.",
     None),
    (21, [20],
     "Put the drain wait back to its default: `SET CLUSTER SETTING server.shutdown.drain_wait = '0s';`.",
     "Return the drain wait to the default value by running `SET CLUSTER SETTING "
     "server.shutdown.drain_wait = '0s';`.",
     None),
    (22, [20],
     "Create the backup schedule for the new version: `CREATE SCHEDULE payments_daily FOR BACKUP DATABASE "
     "payments INTO 'gs://crdb-pay-backups/v24?AUTH=implicit' RECURRING '@daily' FULL BACKUP '@weekly';`.",
     "Set up scheduled backups on the new version with `CREATE SCHEDULE payments_daily FOR BACKUP DATABASE "
     "payments INTO 'gs://crdb-pay-backups/v24?AUTH=implicit' RECURRING '@daily' FULL BACKUP '@weekly';`.",
     None),
    (23, [20],
     "Pin the new version in Ansible: set `crdb_version: 24.1.4` in `group_vars/crdb_pay.yml` and merge it as "
     "PR #3318 in the `infra-db` repository.",
     "Record the new version in Ansible too, changing `group_vars/crdb_pay.yml` to `crdb_version: 24.1.4` and "
     "merging that as PR #3318 of the `infra-db` repository.",
     "In the `infra-db` repository, PR #3318 sets `crdb_version: 24.1.4` in `group_vars/crdb_pay.yml`; merge "
     "it so the new version is pinned in Ansible."),
    (24, [21, 22, 23],
     "Close CHG-48213 with the `crdb_internal.gossip_nodes` output, the backup path "
     "`gs://crdb-pay-backups/pre-v24` and the start and end times of the 48-hour hold.",
     "Close out CHG-48213, attaching the `crdb_internal.gossip_nodes` result, the path of the backup "
     "(`gs://crdb-pay-backups/pre-v24`) and when the 48-hour hold began and ended.",
     None),
]

GUARDS = {
    2: "health: cluster health (live nodes, 0 unavailable / under-replicated ranges) before any change",
    3: "dryrun: Ansible check-mode diff of the upgrade play on the first node",
    4: "backup: full BACKUP of the payments database before the upgrade",
    5: "verify: backup read back with SHOW BACKUP before the go",
    7: "approval: DBA and service-owner go on CHG-48213",
    10: "health: 20-minute watch of the first upgraded node before the others",
    14: "verify: every node on v24.1.4 before the hold",
    18: "approval: written sign-off before the irreversible finalization",
}
DROP_GUARD = 10

SPLITS = {
    9: ("Take node 1 (crdb-pay-e1a) out of service first with `cockroach node drain 1 "
        "--certs-dir=/etc/crdb/certs --host=crdb-pay-e1a:26257`.",
        "Then point `/usr/local/bin/cockroach` at `/opt/cockroach/v24.1.4/cockroach` on that node and run "
        "`systemctl restart cockroach`."),
    17: ("Leave the cluster on v24.1.4 unfinalized for 48 hours, until Monday 06:00 UTC, so that a downgrade to "
         "v23.2.9 stays possible.",
         "Write the hold and its end time into CHG-48213."),
}

REGEN_SPLIT = (12, (
    "In us-west2, upgrade crdb-pay-w2a (node 4) next, the same way as the us-east1 nodes.",
    "Then the same on crdb-pay-w2b and crdb-pay-w2c (nodes 5 and 6), one at a time, each only after "
    "`ranges_underreplicated` is back at 0."))

SERIALIZE = [14, 15, 16]

COMPRESS = [
    ([4, 5], "Back up `payments` to `gs://crdb-pay-backups/pre-v24` and check the backup lists all tables."),
    ([9, 10], "Upgrade crdb-pay-e1a to v24.1.4 (drain, binary swap, restart) and watch it for a while."),
    ([11, 12, 13], "Roll the remaining 8 nodes in us-east1, us-west2 and europe-west1 to v24.1.4 one at a time."),
    ([18, 19], "After the hold, get sign-off and finalize with `RESET CLUSTER SETTING "
               "cluster.preserve_downgrade_option;`."),
    ([20, 21], "When the migrations have finished, set `server.shutdown.drain_wait` back to '0s'."),
    ([23, 24], "Pin `crdb_version: 24.1.4` in Ansible and close CHG-48213."),
]

LOST = {"remove": (18, 19), "add": [(17, 19), (18, 24)],
        "why": "the irreversible finalization no longer waits for the written approval after the 48-hour hold"}

TARGET = {"step": 9, "old": "drain 1 ", "new": "drain 4 ", "kind": "node id"}

OPERATION = {"step": 6,
             "text": "Pin the old version so the upgrade cannot finalize by itself: `RESET CLUSTER SETTING "
                     "cluster.preserve_downgrade_option;`, then check that `SHOW CLUSTER SETTING "
                     "cluster.preserve_downgrade_option;` returns `23.2`.",
             "change": "SET preserve_downgrade_option = '23.2' -> RESET (finalization no longer held), prose kept"}
