"""lt27_01: CockroachDB cluster crdb-ledger, three i3 nodes replaced by i4i nodes, then decommissioned."""

ID = "lt27_01"
TASK = ("Replace the three oldest nodes of the CockroachDB cluster crdb-ledger (crdb-07, crdb-08, crdb-09 on "
        "i3.2xlarge, one per zone) with new i4i.2xlarge nodes crdb-10, crdb-11 and crdb-12, decommission the old "
        "nodes one pilot first, and retire their EC2 instances after a 7-day hold.")

STEPS = [
    (1, [],
     "Open change CHG-58213 for the CockroachDB cluster crdb-ledger (v23.2.9, nodes crdb-01..crdb-09, node ids 1-9 "
     "match the host numbers) and book the window 22:00-02:00 UTC with the on-call DBA @rtanaka.",
     "Raise change ticket CHG-58213 covering crdb-ledger, the CockroachDB cluster on v23.2.9 (hosts "
     "crdb-01..crdb-09, whose node ids 1-9 follow the host numbers); reserve 22:00-02:00 UTC and have @rtanaka, "
     "the DBA on call, on the bridge.",
     "Book the 22:00-02:00 UTC window with @rtanaka (on-call DBA) and open CHG-58213 for crdb-ledger: v23.2.9, "
     "nodes crdb-01..crdb-09, node ids 1-9 the same as the host numbers."),
    (2, [1],
     "Take a full backup of the cluster before anything changes: `BACKUP INTO 's3://acme-crdb-backups/ledger?AUTH=implicit' "
     "AS OF SYSTEM TIME '-10s' WITH revision_history, detached;` and wait until `SHOW JOB <id>` reports `succeeded` "
     "(about 35 minutes for 1.8 TiB); write the job id into CHG-58213.",
     "Before touching anything, start a detached full cluster backup with `BACKUP INTO "
     "'s3://acme-crdb-backups/ledger?AUTH=implicit' AS OF SYSTEM TIME '-10s' WITH revision_history, detached;`, "
     "follow it with `SHOW JOB <id>` until the status is `succeeded` (roughly 35 minutes for the 1.8 TiB) and "
     "paste the job id into CHG-58213.",
     "Put the job id of a full backup into CHG-58213 before anything changes; the backup is `BACKUP INTO "
     "'s3://acme-crdb-backups/ledger?AUTH=implicit' AS OF SYSTEM TIME '-10s' WITH revision_history, detached;` and "
     "it is done when `SHOW JOB <id>` reports `succeeded` (about 35 minutes for 1.8 TiB)."),
    (3, [1],
     "Check that all 9 nodes are live and nothing is under-replicated: `cockroach node status --ranges "
     "--certs-dir=/etc/crdb/certs --host=crdb-01.ledger.internal:26257` must show `is_live = true` on every row and "
     "0 in `ranges_underreplicated` and `ranges_unavailable`.",
     "With the CockroachDB CLI, list the nodes and their ranges (`cockroach node status --host=crdb-01.ledger.internal:26257 "
     "--certs-dir=/etc/crdb/certs --ranges`): every one of the 9 rows needs `is_live = true`, and both "
     "`ranges_underreplicated` and `ranges_unavailable` have to read 0.",
     None),
    (4, [1],
     "Read the store capacity with `SELECT node_id, used, available FROM crdb_internal.kv_store_status;` and confirm "
     "that every store on crdb-01..crdb-06 is under 55 % used, so the 6 nodes that stay can take the leaving nodes' "
     "share if the new nodes are late.",
     "Query `SELECT node_id, used, available FROM crdb_internal.kv_store_status;` for store usage: the stores of "
     "crdb-01..crdb-06 must each sit below 55 % used, which leaves the 6 remaining nodes room for the data of the "
     "leaving ones should the new nodes come up late.",
     "Every store on crdb-01..crdb-06 must be under 55 % used (query: `SELECT node_id, used, available FROM "
     "crdb_internal.kv_store_status;`), so that the 6 nodes staying can absorb the leaving nodes' share if the new "
     "nodes are late."),
    (5, [1],
     "Confirm the replication zones with `SHOW ALL ZONE CONFIGURATIONS;`: `RANGE default` must have `num_replicas = 3` "
     "and `DATABASE ledger` `num_replicas = 5`, so every zone keeps at least 1 replica of every range while a node "
     "leaves.",
     "Run `SHOW ALL ZONE CONFIGURATIONS;` and look at the replication factors: `num_replicas = 3` on `RANGE default`, "
     "`num_replicas = 5` on `DATABASE ledger`; that way each zone still holds at least 1 replica of each range "
     "during a node's departure.",
     None),
    (6, [2, 3, 4, 5],
     "Have @mokafor, who owns the ledger service, sign off CHG-58213 in the ticket with the backup job id and the "
     "three check outputs pasted in; no node joins or leaves the cluster before that sign-off.",
     "Ask the ledger service owner, @mokafor, to approve CHG-58213 in the ticket once the backup job id and the "
     "outputs of the three checks are attached; until then no node is added to or removed from the cluster.",
     "No node joins or leaves the cluster until the ledger service owner (@mokafor) signs off CHG-58213 in the "
     "ticket, with the backup job id and the three check outputs pasted in."),
    (7, [6],
     "Launch crdb-10 in us-east-1a from launch template `lt-crdb-i4i` (i4i.2xlarge, v23.2.9) and start it with "
     "`--locality=region=us-east-1,zone=us-east-1a` and the usual `--join=crdb-01.ledger.internal:26257,"
     "crdb-02.ledger.internal:26257,crdb-03.ledger.internal:26257`.",
     "Bring up crdb-10 in zone us-east-1a using the EC2 launch template `lt-crdb-i4i` (an i4i.2xlarge on v23.2.9), "
     "starting CockroachDB with the standard `--join=crdb-01.ledger.internal:26257,crdb-02.ledger.internal:26257,"
     "crdb-03.ledger.internal:26257` and `--locality=region=us-east-1,zone=us-east-1a`.",
     "From launch template `lt-crdb-i4i` (i4i.2xlarge, v23.2.9), launch crdb-10; it lives in us-east-1a, so start "
     "it with `--locality=region=us-east-1,zone=us-east-1a` plus the usual `--join=crdb-01.ledger.internal:26257,"
     "crdb-02.ledger.internal:26257,crdb-03.ledger.internal:26257`."),
    (8, [6],
     "Launch crdb-11 in us-east-1b from the same template `lt-crdb-i4i` with `--locality=region=us-east-1,zone=us-east-1b` "
     "and the same `--join` list.",
     "In us-east-1b, bring up crdb-11 from template `lt-crdb-i4i` too, passing the identical `--join` list and "
     "`--locality=region=us-east-1,zone=us-east-1b`.",
     None),
    (9, [6],
     "Launch crdb-12 in us-east-1c from `lt-crdb-i4i` with `--locality=region=us-east-1,zone=us-east-1c` and the same "
     "`--join` list.",
     "Bring up the third new node, crdb-12, in us-east-1c from `lt-crdb-i4i`, again with the identical `--join` list "
     "and with `--locality=region=us-east-1,zone=us-east-1c`.",
     None),
    (10, [7, 8, 9],
     "Wait until crdb-10, crdb-11 and crdb-12 show `is_live = true` in `cockroach node status` (12 live nodes) and each "
     "of them holds more than 1,500 replicas on the DB Console Replication dashboard at "
     "`https://crdb-01.ledger.internal:8080/#/metrics/replication/cluster`.",
     "Hold until the CockroachDB CLI's `cockroach node status` lists crdb-10, crdb-11 and crdb-12 with `is_live = true`, "
     "12 live nodes in all, and until the Replication dashboard of the DB Console "
     "(`https://crdb-01.ledger.internal:8080/#/metrics/replication/cluster`) shows more than 1,500 replicas on each "
     "new node.",
     None),
    (11, [10],
     "Raise the snapshot rate for the move: `SET CLUSTER SETTING kv.snapshot_rebalance.max_rate = '64MiB';` (it is "
     "`32MiB` today; note the old value in CHG-58213).",
     "Speed up the data movement by setting the rebalance snapshot rate higher with `SET CLUSTER SETTING "
     "kv.snapshot_rebalance.max_rate = '64MiB';`, and record in CHG-58213 that the current value is `32MiB`.",
     "In CHG-58213, note the present value (`32MiB`), then raise the snapshot rate for the move with `SET CLUSTER "
     "SETTING kv.snapshot_rebalance.max_rate = '64MiB';`."),
    (12, [10],
     "On lb-crdb-01 and lb-crdb-02, replace crdb-07, crdb-08 and crdb-09 with crdb-10, crdb-11 and crdb-12 in backend "
     "`crdb_sql` of `/etc/haproxy/haproxy.cfg` (port 26257, `check port 8080`), validate it with `haproxy -c -f "
     "/etc/haproxy/haproxy.cfg` and run `systemctl reload haproxy`.",
     "Edit backend `crdb_sql` in `/etc/haproxy/haproxy.cfg` on both balancers, lb-crdb-01 and lb-crdb-02, so that "
     "crdb-10, crdb-11 and crdb-12 take the places of crdb-07, crdb-08 and crdb-09 (port 26257, `check port 8080`); "
     "have HAProxy check the file (`haproxy -c -f /etc/haproxy/haproxy.cfg`) and then `systemctl reload haproxy`.",
     "Swap crdb-07, crdb-08 and crdb-09 out for crdb-10, crdb-11 and crdb-12 in backend `crdb_sql` (port 26257, "
     "`check port 8080`) of `/etc/haproxy/haproxy.cfg`, on lb-crdb-01 and on lb-crdb-02; `haproxy -c -f "
     "/etc/haproxy/haproxy.cfg` validates it and `systemctl reload haproxy` applies it."),
    (13, [11, 12],
     "Decommission crdb-07 (node 7, us-east-1a) on its own first: `cockroach node decommission 7 --wait=all "
     "--certs-dir=/etc/crdb/certs --host=crdb-01.ledger.internal:26257`; it returns when node 7 holds 0 replicas and "
     "its membership reads `decommissioned`.",
     "Start with crdb-07 alone (node 7 in us-east-1a) and decommission it through the CockroachDB CLI, `cockroach node "
     "decommission 7 --host=crdb-01.ledger.internal:26257 --certs-dir=/etc/crdb/certs --wait=all`; the command "
     "comes back once node 7 has 0 replicas left and its membership is `decommissioned`.",
     "On its own first: `cockroach node decommission 7 --wait=all --certs-dir=/etc/crdb/certs "
     "--host=crdb-01.ledger.internal:26257` takes crdb-07 (node 7, us-east-1a) out, returning when its membership "
     "reads `decommissioned` and node 7 has 0 replicas."),
    (14, [13],
     "Let the cluster run without node 7 for 15 minutes before the other two are touched: the Replication dashboard "
     "must stay at 0 under-replicated ranges and the SQL p99 latency on the `ledger-api` dashboard under 25 ms.",
     "Give the cluster 15 minutes without node 7 before going near the remaining two; throughout, under-replicated "
     "ranges on the Replication dashboard have to stay at 0 and SQL p99 latency on the `ledger-api` dashboard below "
     "25 ms.",
     None),
    (15, [13],
     "Stop the process on crdb-07 now that it holds no data: `cockroach node drain --self --certs-dir=/etc/crdb/certs "
     "--host=crdb-07.ledger.internal:26257`, then `sudo systemctl stop cockroach` and `sudo systemctl disable cockroach`.",
     "With crdb-07 empty, drain it (`cockroach node drain --self --host=crdb-07.ledger.internal:26257 "
     "--certs-dir=/etc/crdb/certs`), then stop and disable the service: `sudo systemctl stop cockroach`, "
     "`sudo systemctl disable cockroach`.",
     "`cockroach node drain --self --certs-dir=/etc/crdb/certs --host=crdb-07.ledger.internal:26257`, then "
     "`sudo systemctl stop cockroach` and `sudo systemctl disable cockroach`: this stops the process on crdb-07, "
     "which holds no data any more."),
    (16, [14, 15],
     "Decommission crdb-08 (node 8, us-east-1b): `cockroach node decommission 8 --wait=all --certs-dir=/etc/crdb/certs "
     "--host=crdb-01.ledger.internal:26257`, until node 8 shows 0 replicas and `decommissioned`.",
     "Take crdb-08 (node 8 in us-east-1b) out of the cluster with `cockroach node decommission 8 "
     "--host=crdb-01.ledger.internal:26257 --certs-dir=/etc/crdb/certs --wait=all` and let it run until node 8 is "
     "at 0 replicas and `decommissioned`.",
     None),
    (17, [14, 15],
     "In a second terminal, decommission crdb-09 (node 9, us-east-1c) at the same time: `cockroach node decommission 9 "
     "--wait=all --certs-dir=/etc/crdb/certs --host=crdb-01.ledger.internal:26257`, until node 9 shows 0 replicas "
     "and `decommissioned`.",
     "In parallel, from another terminal, decommission crdb-09 (node 9 in us-east-1c) using `cockroach node "
     "decommission 9 --wait=all --host=crdb-01.ledger.internal:26257 --certs-dir=/etc/crdb/certs`; it is finished "
     "when node 9 has 0 replicas and reads `decommissioned`.",
     "`cockroach node decommission 9 --wait=all --certs-dir=/etc/crdb/certs --host=crdb-01.ledger.internal:26257` "
     "takes out crdb-09 (node 9, us-east-1c); run it at the same time in a second terminal, until node 9 shows "
     "`decommissioned` and 0 replicas."),
    (18, [16],
     "Drain and stop crdb-08: `cockroach node drain --self --certs-dir=/etc/crdb/certs "
     "--host=crdb-08.ledger.internal:26257`, `sudo systemctl stop cockroach`, `sudo systemctl disable cockroach`.",
     "Once crdb-08 is empty, drain it with `cockroach node drain --self --host=crdb-08.ledger.internal:26257 "
     "--certs-dir=/etc/crdb/certs` and stop and disable the unit (`sudo systemctl stop cockroach`, "
     "`sudo systemctl disable cockroach`).",
     None),
    (19, [17],
     "Drain and stop crdb-09 the same way: `cockroach node drain --self --certs-dir=/etc/crdb/certs "
     "--host=crdb-09.ledger.internal:26257`, `sudo systemctl stop cockroach`, `sudo systemctl disable cockroach`.",
     "Do the same for crdb-09: drain through `cockroach node drain --self --host=crdb-09.ledger.internal:26257 "
     "--certs-dir=/etc/crdb/certs`, then `sudo systemctl stop cockroach` and `sudo systemctl disable cockroach`.",
     "The same way for crdb-09: `cockroach node drain --self --certs-dir=/etc/crdb/certs "
     "--host=crdb-09.ledger.internal:26257`, then stop it (`sudo systemctl stop cockroach`) and disable it "
     "(`sudo systemctl disable cockroach`)."),
    (20, [18, 19],
     "Confirm the end state with `cockroach node status --decommission --certs-dir=/etc/crdb/certs "
     "--host=crdb-01.ledger.internal:26257`: nodes 7, 8 and 9 read `decommissioned`, the 9 remaining nodes (1-6 and "
     "10-12) are live, and `ranges_underreplicated` is 0 on every row.",
     "Check where the cluster has ended up using `cockroach node status --decommission --host=crdb-01.ledger.internal:26257 "
     "--certs-dir=/etc/crdb/certs`: `decommissioned` for nodes 7, 8 and 9, the other 9 nodes (1-6 and 10-12) live, "
     "and 0 `ranges_underreplicated` on each row.",
     "Nodes 7, 8 and 9 must read `decommissioned`, the 9 remaining nodes (1-6 and 10-12) must be live and every row "
     "must show 0 `ranges_underreplicated` in `cockroach node status --decommission --certs-dir=/etc/crdb/certs "
     "--host=crdb-01.ledger.internal:26257`."),
    (21, [20],
     "Put the snapshot rate back: `SET CLUSTER SETTING kv.snapshot_rebalance.max_rate = '32MiB';`.",
     "Return the rebalance snapshot rate to its earlier value with `SET CLUSTER SETTING "
     "kv.snapshot_rebalance.max_rate = '32MiB';`.",
     None),
    (22, [20],
     "Remove crdb-07, crdb-08 and crdb-09 from `/etc/prometheus/targets/crdb.yml` on mon-01, reload Prometheus with "
     "`curl -X POST http://mon-01:9090/-/reload` and delete the silences for the 3 hosts in Alertmanager.",
     "Take the three old hosts, crdb-07, crdb-08 and crdb-09, out of the Prometheus target file "
     "`/etc/prometheus/targets/crdb.yml` on mon-01, trigger a reload through the HTTP API (`curl -X POST "
     "http://mon-01:9090/-/reload`) and drop the Alertmanager silences of those 3 hosts.",
     "On mon-01, edit `/etc/prometheus/targets/crdb.yml` to drop crdb-07, crdb-08 and crdb-09, delete the "
     "Alertmanager silences of the 3 hosts, and reload Prometheus (`curl -X POST http://mon-01:9090/-/reload`)."),
    (23, [20],
     "Stop, but do not terminate, the three old EC2 instances `i-07a1c3e5f7b9d2041`, `i-08b2d4f6a8c0e3152` and "
     "`i-09c3e5a7b9d1f4263` and tag them `retire-after=2025-07-03`.",
     "Shut down the three former EC2 instances (`i-07a1c3e5f7b9d2041`, `i-08b2d4f6a8c0e3152`, "
     "`i-09c3e5a7b9d1f4263`) without terminating them, and give each the tag `retire-after=2025-07-03`.",
     "Tag `i-07a1c3e5f7b9d2041`, `i-08b2d4f6a8c0e3152` and `i-09c3e5a7b9d1f4263` (the three old EC2 instances) "
     "`retire-after=2025-07-03` and stop them; do not terminate them."),
    (24, [21, 22],
     "Run the ledger smoke suite from bastion-01 through the HAProxy VIP 10.40.2.10:26257: `./smoke.sh --env prod "
     "--suite ledger-write` must pass all 42 checks.",
     "From bastion-01, execute the ledger smoke tests against the HAProxy VIP 10.40.2.10:26257 with `./smoke.sh "
     "--suite ledger-write --env prod`; all 42 checks have to pass.",
     None),
    (25, [23, 24],
     "On 2025-07-03, if nobody has asked for the old nodes back, terminate them: `aws ec2 terminate-instances "
     "--instance-ids i-07a1c3e5f7b9d2041 i-08b2d4f6a8c0e3152 i-09c3e5a7b9d1f4263`.",
     "When 2025-07-03 comes and no one has requested the old nodes, terminate them with the AWS CLI: `aws ec2 "
     "terminate-instances --instance-ids i-07a1c3e5f7b9d2041 i-08b2d4f6a8c0e3152 i-09c3e5a7b9d1f4263`.",
     "`aws ec2 terminate-instances --instance-ids i-07a1c3e5f7b9d2041 i-08b2d4f6a8c0e3152 i-09c3e5a7b9d1f4263` "
     "terminates the old nodes on 2025-07-03, unless somebody has asked for them back by then."),
    (26, [25],
     "Close CHG-58213 with the backup job id, the final `cockroach node status --decommission` output and the result "
     "of the smoke suite attached.",
     "Attach the backup job id, the last `cockroach node status --decommission` output and the smoke-suite result, "
     "then close CHG-58213.",
     None),
]

GUARDS = {
    2: "backup: full cluster backup to S3 finished before anything changes",
    6: "approval: ledger service owner signs off CHG-58213 with the check outputs",
    10: "health: new nodes live and holding replicas before any old node leaves",
    14: "health: 15 minutes without node 7 at 0 under-replicated ranges before nodes 8 and 9",
    20: "verify: old nodes decommissioned, 9 live, nothing under-replicated",
    24: "verify: ledger smoke suite passes through the VIP before the old instances are terminated",
}
DROP_GUARD = 14

SPLITS = {
    10: ["Wait until crdb-10, crdb-11 and crdb-12 show `is_live = true` in `cockroach node status`, which makes 12 "
         "live nodes.",
         "Then watch the DB Console Replication dashboard at "
         "`https://crdb-01.ledger.internal:8080/#/metrics/replication/cluster` until each of the three new nodes "
         "holds more than 1,500 replicas."],
    12: ["On lb-crdb-01, replace crdb-07, crdb-08 and crdb-09 with crdb-10, crdb-11 and crdb-12 in backend `crdb_sql` "
         "of `/etc/haproxy/haproxy.cfg` (port 26257, `check port 8080`), validate it with `haproxy -c -f "
         "/etc/haproxy/haproxy.cfg` and run `systemctl reload haproxy`.",
         "Then do the same on the second balancer, lb-crdb-02."],
}

REGEN_SPLIT = {
    2: ["Before anything changes, start a detached full backup of the cluster: `BACKUP INTO "
        "'s3://acme-crdb-backups/ledger?AUTH=implicit' AS OF SYSTEM TIME '-10s' WITH revision_history, detached;`.",
        "Poll the job with `SHOW JOB <id>` until it reports `succeeded`; for 1.8 TiB that takes about 35 minutes.",
        "Write the job id into CHG-58213."],
    20: ["Read the end state with `cockroach node status --decommission --certs-dir=/etc/crdb/certs "
         "--host=crdb-01.ledger.internal:26257`.",
         "Nodes 7, 8 and 9 must read `decommissioned`, and the 9 remaining nodes (1-6 and 10-12) must be live.",
         "Finally check that `ranges_underreplicated` is 0 on every row."],
}

SERIALIZE = [3, 4, 5]

COMPRESS = [
    ([1, 2], "Open CHG-58213 for crdb-ledger (v23.2.9, crdb-01..crdb-09, window 22:00-02:00 UTC) and take a full "
             "backup to `s3://acme-crdb-backups/ledger` first, recording the job id."),
    ([11, 12, 13], "Raise `kv.snapshot_rebalance.max_rate` to 64MiB, swap crdb-07..09 for crdb-10..12 in the HAProxy "
                   "backend on both balancers, then decommission node 7 with `cockroach node decommission 7 "
                   "--wait=all`."),
    ([16, 18], "Decommission crdb-08 (node 8) and, once it is empty, drain and stop it."),
    ([17, 19], "Decommission crdb-09 (node 9) alongside it and stop its process when it is empty."),
    ([20, 23], "Check that nodes 7-9 show `decommissioned` and the remaining 9 are live, then stop the three old EC2 "
               "instances and tag them `retire-after=2025-07-03`."),
    ([21, 24], "Reset the snapshot rate to 32MiB and run the ledger smoke suite (`./smoke.sh --env prod --suite "
               "ledger-write`)."),
    ([25, 26], "Terminate the old instances on 2025-07-03 and close CHG-58213."),
]

LOST = {"remove": (13, 15), "add": [(12, 15)],
        "why": "crdb-07's process is drained and stopped as soon as HAProxy is switched, without waiting for its "
               "decommission to finish (it may still hold replicas)"}

TARGET = {"step": 17, "old": "decommission 9 ", "new": "decommission 6 ",
          "kind": "CockroachDB node id in the decommission command (node 6 is a crdb-06 keeper in us-east-1c)"}

OPERATION = {"step": 16,
             "text": "Power off crdb-08 (node 8, us-east-1b) straight away instead of waiting for its replicas to "
                     "move: `aws ec2 stop-instances --force --instance-ids i-08b2d4f6a8c0e3152`; the cluster "
                     "re-replicates its ranges once `server.time_until_store_dead` (5 minutes) has passed.",
             "change": "decommission (replicas moved off first) -> hard power-off of the i3 instance with "
                       "`aws ec2 stop-instances --force`, losing its instance-store replicas while node 9 is "
                       "also leaving"}
