ID = "lb4_10"
TASK = "Decommission two BookKeeper bookies from a production Apache Pulsar cluster after adding their replacements"

STEPS = [
    (1, [], "Open CHG-40512 to retire bookies bk-07 and bk-08 from Pulsar cluster pulsar-prod-ams (BookKeeper 4.16.4), replacing them with bk-11 and bk-12.",
     "Raise CHG-40512: in pulsar-prod-ams (BookKeeper 4.16.4), bk-11 and bk-12 take over from bookies bk-07 and bk-08, which are retired.",
     "For pulsar-prod-ams on BookKeeper 4.16.4, open CHG-40512 to replace bookies bk-07 and bk-08 with bk-11 and bk-12."),
    (2, [1], "Check persistence on every namespace with `pulsar-admin namespaces get-persistence <tenant>/<ns>`: ensemble 3, write quorum 3, ack quorum 2.",
     "Confirm through `pulsar-admin namespaces get-persistence <tenant>/<ns>` that all namespaces use ensemble 3 with write quorum 3 and ack quorum 2.",
     None),
    (3, [1], "Check that ledger disk usage on the bookies that stay will remain under 70% once the data of bk-07 and bk-08 has moved, using the Grafana usage panel.",
     "From the Grafana usage panel, work out whether the remaining bookies stay below 70% ledger disk usage after bk-07 and bk-08's data lands on them.",
     "Using the Grafana usage panel, make sure the bookies that remain will be under 70% ledger disk usage after the data of bk-07 and bk-08 has moved."),
    (4, [1], "Back up the metadata store: copy the latest ZooKeeper snapshot from zk-01:/data/zookeeper/version-2/ to s3://pulsar-meta-backup/ams/2025-01-20/.",
     "Put a copy of the newest ZooKeeper snapshot in zk-01:/data/zookeeper/version-2/ into s3://pulsar-meta-backup/ams/2025-01-20/ as the metadata backup.",
     None),
    (5, [2, 3], "Provision bk-11 and bk-12 with the same bookkeeper.conf (journal on NVMe, ledgers on 4x SSD) and start them with `bin/pulsar-daemon start bookie`.",
     "Build bk-11 and bk-12 from the identical bookkeeper.conf, journal on NVMe and ledgers on 4x SSD, then run `bin/pulsar-daemon start bookie` on each.",
     "Run `bin/pulsar-daemon start bookie` on bk-11 and bk-12 after provisioning them with the same bookkeeper.conf (ledgers on 4x SSD, journal on NVMe)."),
    (6, [5], "Check that `bin/bookkeeper shell listbookies -rw` now lists 12 writable bookies including bk-11 and bk-12.",
     "Confirm 12 writable bookies, bk-11 and bk-12 among them, in the output of `bin/bookkeeper shell listbookies -rw`.",
     None),
    (7, [5], "Run `bin/bookkeeper shell bookiesanity` on bk-11 and bk-12 and check it passes on both.",
     "On both new bookies, bk-11 and bk-12, `bin/bookkeeper shell bookiesanity` has to pass.",
     "Check that `bin/bookkeeper shell bookiesanity` passes when run on bk-11 and on bk-12."),
    (8, [4, 6, 7], "Get CAB approval on CHG-40512 for the data-moving part: re-replication off 2 bookies, about 9 TB.",
     "Have CAB approve the part of CHG-40512 that moves data, roughly 9 TB re-replicated away from 2 bookies.",
     None),
    (9, [8], "Put bk-07 in read-only mode: `curl -X PUT http://bk-07:8000/api/v1/bookie/state/readonly -d '{\"readOnly\":true}'`.",
     "Switch bk-07 to read-only with `curl -X PUT http://bk-07:8000/api/v1/bookie/state/readonly -d '{\"readOnly\":true}'`.",
     "Run `curl -X PUT http://bk-07:8000/api/v1/bookie/state/readonly -d '{\"readOnly\":true}'` so that bk-07 becomes read-only."),
    (10, [9], "Wait 15 minutes and check that no new ledgers land on bk-07: the count from `bin/bookkeeper shell listledgers -bookieid bk-07:3181` must stay flat.",
     "After 15 minutes, the number of ledgers `bin/bookkeeper shell listledgers -bookieid bk-07:3181` reports should not have grown, showing bk-07 gets no new ledgers.",
     None),
    (11, [10], "Decommission bk-07: stop the bookie, then run `bin/bookkeeper shell decommissionbookie -bookieid bk-07:3181`, which re-replicates its ledgers and waits until done.",
     "Stop bk-07 and launch `bin/bookkeeper shell decommissionbookie -bookieid bk-07:3181`; the command re-replicates every ledger of the bookie and only returns when finished.",
     "Run `bin/bookkeeper shell decommissionbookie -bookieid bk-07:3181` once the bk-07 bookie is stopped; it waits until its ledgers are re-replicated."),
    (12, [11], "Verify re-replication: `bin/bookkeeper shell listunderreplicated` prints nothing and bk-07:3181 is no longer in any ensemble.",
     "Confirm that `bin/bookkeeper shell listunderreplicated` comes back empty and that no ensemble still contains bk-07:3181.",
     None),
    (13, [12], "Watch the Pulsar / Topics dashboard for 30 minutes before the second bookie: p99 publish latency under 50 ms and no topic backlog growing more than 10%.",
     "Hold off on bk-08 for 30 minutes while the Pulsar / Topics dashboard shows p99 publish latency below 50 ms and no topic backlog up by over 10%.",
     "Before moving on to the second bookie, observe for 30 minutes on the Pulsar / Topics dashboard that no topic backlog grows more than 10% and p99 publish latency stays under 50 ms."),
    (14, [13], "Put bk-08 in read-only mode: `curl -X PUT http://bk-08:8000/api/v1/bookie/state/readonly -d '{\"readOnly\":true}'`.",
     "Switch bk-08 to read-only the same way, `curl -X PUT http://bk-08:8000/api/v1/bookie/state/readonly -d '{\"readOnly\":true}'`.",
     None),
    (15, [14], "Decommission bk-08: stop the bookie, then run `bin/bookkeeper shell decommissionbookie -bookieid bk-08:3181`.",
     "Stop the bk-08 bookie and run `bin/bookkeeper shell decommissionbookie -bookieid bk-08:3181` on it.",
     "Run `bin/bookkeeper shell decommissionbookie -bookieid bk-08:3181` after stopping the bk-08 bookie."),
    (16, [15], "Check again that `bin/bookkeeper shell listunderreplicated` is empty and that bk-08:3181 is in no ensemble.",
     "Repeat the verification: nothing from `bin/bookkeeper shell listunderreplicated`, and no ensemble lists bk-08:3181.",
     None),
    (17, [16], "Remove both from rack awareness: `pulsar-admin bookies delete-bookie-rack --bookie bk-07:3181`, then the same for bk-08:3181.",
     "Drop bk-07:3181 and bk-08:3181 from the rack-awareness config, each with `pulsar-admin bookies delete-bookie-rack --bookie bk-07:3181` style calls.",
     "Run `pulsar-admin bookies delete-bookie-rack --bookie bk-07:3181` and repeat for bk-08:3181 to take both out of rack awareness."),
    (18, [16], "Wipe the ledger disks of bk-07 and bk-08 with `blkdiscard /dev/nvme1n1` before the hosts return to the pool.",
     "Run `blkdiscard /dev/nvme1n1` on bk-07 and bk-08 to erase their ledger disks prior to handing the hosts back to the pool.",
     None),
    (19, [16], "Remove bk-07 and bk-08 from the Prometheus scrape targets and the alerting rules.",
     "Take bk-07 and bk-08 out of the alerting rules and Prometheus scrape targets.",
     "From the Prometheus scrape targets and alerting rules, delete bk-07 and bk-08."),
    (20, [17, 18], "Update the CMDB: bk-07 and bk-08 retired, bk-11 and bk-12 in service.",
     "Mark bk-11 and bk-12 as in service and bk-07 and bk-08 as retired in the CMDB.",
     None),
    (21, [19, 20], "Close CHG-40512 with the under-replication checks and the latency graphs attached.",
     "Attach the latency graphs plus the under-replication checks and close CHG-40512.",
     None),
]

GUARDS = {
    4: "ZooKeeper metadata snapshot backup before moving data",
    8: "CAB approval of the data-moving part",
    12: "under-replicated ledgers back to 0 after bk-07",
    13: "30-minute latency and backlog watch before the second bookie",
    16: "re-replication verification before wiping disks",
}
DROP_GUARD = 13

SPLITS = {
    11: ("Decommission bk-07: first stop the bookie.",
         "Then run `bin/bookkeeper shell decommissionbookie -bookieid bk-07:3181`, which re-replicates its ledgers and waits until done."),
    13: ("Before the second bookie, watch the Pulsar / Topics dashboard for 30 minutes.",
         "During that time p99 publish latency must stay under 50 ms and no topic backlog may grow more than 10%."),
}
REGEN_SPLIT = (5, ("Provision bk-11 and bk-12 using the same bookkeeper.conf: journal on NVMe and ledgers on 4x SSD.",
                   "Bring both of them up by running `bin/pulsar-daemon start bookie`."))

SERIALIZE = [2, 3]

COMPRESS = [
    ([1, 2, 3], "Open CHG-40512 and check namespace persistence and disk headroom for retiring bk-07 and bk-08."),
    ([5, 6, 7], "Add bk-11 and bk-12 and check they are writable and pass bookiesanity."),
    ([14, 15], "Make bk-08 read-only and decommission it."),
    ([20, 21], "Update the CMDB and close CHG-40512."),
]

LOST = {"remove": (10, 11), "add": [(9, 11)],
        "why": "bk-07 is stopped and decommissioned without waiting for the check that no new ledgers land on it"}

TARGET = {"step": 18, "old": "bk-08", "new": "bk-09", "kind": "host (bookie)"}

OPERATION = {"step": 11, "change": "decommissionbookie -> bookieformat -force -deleteCookie (prose still says decommission)",
             "text": "Decommission bk-07: stop the bookie, then run `bin/bookkeeper shell bookieformat -nonInteractive -force -deleteCookie`, which re-replicates its ledgers and waits until done."}
