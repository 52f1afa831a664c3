ID = "lb2_01"
TASK = ("Rejoin the crashed node galera-db-02 to the 3-node MariaDB Galera cluster orders-galera after its data "
        "volume filled up: grow the volume, keep a copy of the broken datadir, force a full SST from a chosen donor, "
        "verify sync and data, and put the node back behind HAProxy.")

# (key, deps, golden text, hand paraphrase, identifiers-moved rewrite or None)
STEPS = [
    (1, [],
     "Open change CHG-48213 for rejoining `galera-db-02` to the `orders-galera` cluster and page the on-call DBA in #db-oncall.",
     "Page the DBA on call in #db-oncall and raise change CHG-48213 to bring `galera-db-02` back into the `orders-galera` cluster.",
     "For rejoining `galera-db-02` to the `orders-galera` cluster, open change CHG-48213 and page the on-call DBA in #db-oncall."),
    (2, [1],
     "On galera-db-01 and galera-db-03 confirm the surviving pair is still primary: `SHOW STATUS LIKE 'wsrep_cluster_status'` must return `Primary` and `wsrep_cluster_size` must be 2.",
     "Make sure galera-db-01 and galera-db-03 still form the primary component -- `SHOW STATUS LIKE 'wsrep_cluster_status'` should say `Primary` on both, with `wsrep_cluster_size` at 2.",
     "Confirm the surviving pair is still primary (`SHOW STATUS LIKE 'wsrep_cluster_status'` returns `Primary`, `wsrep_cluster_size` is 2) on galera-db-01 and galera-db-03."),
    (3, [1],
     "Take the dead node out of the HAProxy backend: `echo \"disable server galera_back/galera-db-02\" | socat stdio /run/haproxy/admin.sock` on both lb-01 and lb-02.",
     "On lb-01 as well as lb-02, pull the dead node from the HAProxy pool with `echo \"disable server galera_back/galera-db-02\" | socat stdio /run/haproxy/admin.sock`.",
     None),
    (4, [1],
     "On galera-db-02 find out why mysqld died: read `journalctl -u mariadb --since \"2 hours ago\"` and `df -h /var/lib/mysql` (the page said the data volume hit 100 %).",
     "Work out what killed mysqld on galera-db-02 from `journalctl -u mariadb --since \"2 hours ago\"` plus `df -h /var/lib/mysql`; the alert reported the data volume at 100 %.",
     "Read `journalctl -u mariadb --since \"2 hours ago\"` and `df -h /var/lib/mysql` on galera-db-02 to find out why mysqld died (the page said the data volume hit 100 %)."),
    (5, [4],
     "Grow the data volume with `lvextend -L +200G /dev/vg_data/lv_mysql && xfs_growfs /var/lib/mysql` and check that at least 40 % is free.",
     "Extend the volume by running `lvextend -L +200G /dev/vg_data/lv_mysql && xfs_growfs /var/lib/mysql`; afterwards there must be 40 % or more free space.",
     None),
    (6, [2],
     "Pin the SST donor: add `wsrep_sst_donor=galera-db-03` to `/etc/my.cnf.d/galera.cnf` on galera-db-02 so that galera-db-01 keeps taking the writes.",
     "So that galera-db-01 can carry on serving writes, set `wsrep_sst_donor=galera-db-03` in `/etc/my.cnf.d/galera.cnf` on galera-db-02.",
     "On galera-db-02, add `wsrep_sst_donor=galera-db-03` to `/etc/my.cnf.d/galera.cnf` to pin the SST donor, so galera-db-01 keeps taking the writes."),
    (7, [5],
     "Before wiping anything, archive the broken datadir: `tar -czf /backup/galera-db-02-datadir-CHG-48213.tar.gz -C /var/lib mysql`, and note the archive size in the ticket.",
     "Keep a copy of the broken datadir first with `tar -czf /backup/galera-db-02-datadir-CHG-48213.tar.gz -C /var/lib mysql`, then write the size of the tarball into the ticket.",
     "Archive the broken datadir before wiping anything (`tar -czf /backup/galera-db-02-datadir-CHG-48213.tar.gz -C /var/lib mysql`) and note the archive size in the ticket."),
    (8, [6, 7],
     "Force a full SST by clearing the stale datadir on galera-db-02: `rm -rf /var/lib/mysql/*` (the tarball in /backup is on a different volume).",
     "Empty the stale datadir on galera-db-02 with `rm -rf /var/lib/mysql/*` so the node has to do a full SST; the /backup tarball lives on another volume.",
     "On galera-db-02, run `rm -rf /var/lib/mysql/*` to clear the stale datadir and force a full SST (the tarball in /backup is on a different volume)."),
    (9, [3, 8],
     "Start MariaDB on galera-db-02 with `systemctl start mariadb` and follow the SST from galera-db-03 in `/var/log/mysql/mariadb.log`.",
     "Bring MariaDB up on galera-db-02 via `systemctl start mariadb`, tailing `/var/log/mysql/mariadb.log` to watch the SST stream in from galera-db-03.",
     None),
    (10, [9],
     "Wait until galera-db-02 shows `wsrep_local_state_comment` = `Synced` and `wsrep_cluster_size` = 3; the SST of the 310 GB dataset takes about 45 minutes.",
     "Expect roughly 45 minutes for the 310 GB SST; carry on only once galera-db-02 reports `Synced` in `wsrep_local_state_comment` and `wsrep_cluster_size` reads 3.",
     "Wait for `wsrep_local_state_comment` = `Synced` and `wsrep_cluster_size` = 3 on galera-db-02; about 45 minutes for the SST of the 310 GB dataset."),
    (11, [10],
     "From galera-db-01 run `pt-table-checksum --databases=orders --replicate=percona.checksums` and confirm zero DIFFS for galera-db-02.",
     "Check data consistency: launch `pt-table-checksum --databases=orders --replicate=percona.checksums` on galera-db-01; galera-db-02 must show zero DIFFS.",
     None),
    (12, [10],
     "Check flow control on all three nodes: `wsrep_flow_control_paused` must stay below 0.05 for 10 minutes.",
     "For 10 minutes, keep an eye on `wsrep_flow_control_paused` across all three nodes -- it has to remain under 0.05.",
     "`wsrep_flow_control_paused` must stay below 0.05 for 10 minutes: check flow control on all three nodes."),
    (13, [11, 12],
     "Put galera-db-02 back into rotation on lb-01 and lb-02: `echo \"enable server galera_back/galera-db-02\" | socat stdio /run/haproxy/admin.sock`.",
     "Re-enable galera-db-02 in HAProxy on lb-01 and lb-02 using `echo \"enable server galera_back/galera-db-02\" | socat stdio /run/haproxy/admin.sock`.",
     "Run `echo \"enable server galera_back/galera-db-02\" | socat stdio /run/haproxy/admin.sock` on lb-01 and lb-02 to put galera-db-02 back into rotation."),
    (14, [13],
     "Hold for 15 minutes and watch the `orders-api` 5xx rate and HAProxy stats; p99 query latency must stay under 120 ms.",
     "Spend 15 minutes watching HAProxy stats and the 5xx rate of `orders-api`; do not move on unless p99 query latency stays below 120 ms.",
     None),
    (15, [14],
     "Remove the `wsrep_sst_donor` line from `/etc/my.cnf.d/galera.cnf` on galera-db-02 so later SSTs can use any donor.",
     "Drop the `wsrep_sst_donor` setting from `/etc/my.cnf.d/galera.cnf` on galera-db-02; future SSTs may then pick whichever donor is free.",
     None),
    (16, [5],
     "Add an alert `GaleraDatadirLow` (free space under 20 % for 10m on `/var/lib/mysql`) to `rules/mysql.yml` and open a PR in infra-alerts.",
     "Open a PR in infra-alerts that adds `GaleraDatadirLow` to `rules/mysql.yml`, firing when `/var/lib/mysql` has less than 20 % free for 10m.",
     None),
    (17, [15, 16],
     "Close CHG-48213 with the SST duration, the checksum result and the link to the alert PR.",
     "Resolve CHG-48213, recording how long the SST took, what the checksum run found and where the alert PR is.",
     None),
]

GUARDS = {
    7: "archive of the broken datadir before rm -rf",
    10: "Synced / cluster size check before further work",
    14: "15-minute watch of 5xx and p99 after re-enabling",
}
DROP_GUARD = 7

SPLITS = {
    2: ("On galera-db-01 and galera-db-03 confirm the surviving pair is still primary: `SHOW STATUS LIKE 'wsrep_cluster_status'` must return `Primary`.",
        "Also on galera-db-01 and galera-db-03, `wsrep_cluster_size` must be 2."),
    10: ("Wait until galera-db-02 shows `wsrep_local_state_comment` = `Synced`; the SST of the 310 GB dataset takes about 45 minutes.",
         "Then confirm `wsrep_cluster_size` = 3."),
}
REGEN_SPLIT = (4, (
    "Log in to galera-db-02 and read `journalctl -u mariadb --since \"2 hours ago\"` to see what killed mysqld.",
    "Run `df -h /var/lib/mysql` as well; according to the page the data volume reached 100 %."))

SERIALIZE = [11, 12]

COMPRESS = [
    ([4, 5], "On galera-db-02 confirm the data volume is full (`df -h /var/lib/mysql`) and grow it by 200G with lvextend and xfs_growfs."),
    ([7, 8], "Tar the broken datadir to /backup, then clear `/var/lib/mysql/*` to force a full SST."),
    ([9, 10], "Start MariaDB on galera-db-02 and wait about 45 minutes until it is Synced with cluster size 3."),
    ([11, 12, 13], "Once pt-table-checksum shows no diffs and flow control is low, re-enable galera-db-02 in HAProxy."),
]

LOST = {"remove": (7, 8), "add": [(5, 8), (7, 17)],
        "why": "the rm -rf of the datadir (8) no longer waits for the tarball copy of the broken datadir (7)"}

TARGET = {"step": 3, "old": "galera_back/galera-db-02", "new": "galera_back/galera-db-01", "kind": "host (HAProxy server)"}

OPERATION = {"step": 9,
             "text": "Start MariaDB on galera-db-02 with `galera_new_cluster` and follow the SST from galera-db-03 in `/var/log/mysql/mariadb.log`.",
             "change": "normal start -> bootstrap a new cluster (`galera_new_cluster`, i.e. --wsrep-new-cluster)"}
