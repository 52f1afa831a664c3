"""lb_02: rolling upgrade of a MongoDB replica set from 6.0 to 7.0."""
ID = "lb_02"
TASK = ("Upgrade replica set rs-payments (mongo-pay-1..4) from MongoDB 6.0.13 to 7.0.5 one member at a time, "
        "then raise featureCompatibilityVersion to 7.0")

STEPS = [
    (1, [], "Open change CHG-31877 for upgrading replica set rs-payments (mongo-pay-1, mongo-pay-2, mongo-pay-3 and hidden mongo-pay-4) from MongoDB 6.0.13 to 7.0.5 in the Saturday 02:00-05:00 UTC window.",
     "Raise CHG-31877 to move rs-payments, made of mongo-pay-1, mongo-pay-2, mongo-pay-3 and the hidden mongo-pay-4, from MongoDB 6.0.13 up to 7.0.5 during the Saturday 02:00-05:00 UTC window.",
     "For the Saturday 02:00-05:00 UTC window, open CHG-31877: upgrade MongoDB 6.0.13 to 7.0.5 on rs-payments (mongo-pay-1, mongo-pay-2, mongo-pay-3, hidden mongo-pay-4)."),
    (2, [1], "On the primary, `db.adminCommand({getParameter: 1, featureCompatibilityVersion: 1})` must report version \"6.0\".",
     "Make sure the primary answers `db.adminCommand({getParameter: 1, featureCompatibilityVersion: 1})` with version \"6.0\".",
     None),
    (3, [1], "Confirm with `rs.status()` that all four members are PRIMARY or SECONDARY and with `rs.printSecondaryReplicationInfo()` that no secondary lags more than 10 seconds.",
     "Use `rs.status()` to see every one of the four members in PRIMARY or SECONDARY state, and `rs.printSecondaryReplicationInfo()` to see each secondary within 10 seconds of the primary.",
     "No secondary may lag more than 10 seconds (`rs.printSecondaryReplicationInfo()`) and all four members must be PRIMARY or SECONDARY (`rs.status()`)."),
    (4, [1], "Check that payments-api and ledger-worker ship mongodb-driver-sync 4.11 or newer (`mvn dependency:tree | grep mongodb-driver`).",
     "Look at `mvn dependency:tree | grep mongodb-driver` for payments-api and ledger-worker; both need mongodb-driver-sync 4.11 or later.",
     None),
    (5, [2, 3, 4], "Present the three check outputs at CAB and get the payments service owner to approve CHG-31877.",
     "Obtain approval of CHG-31877 from the payments service owner at CAB, showing the outputs of the three checks.",
     "Get CHG-31877 approved by the payments service owner at CAB, with the three check outputs presented."),
    (6, [5], "Dump the set from the hidden member: `mongodump --uri \"mongodb://mongo-pay-4:27017/?replicaSet=rs-payments&readPreference=secondary\" --oplog --gzip --out /backup/rs-payments-20261205`.",
     "Back the set up by dumping it off the hidden member with `mongodump --uri \"mongodb://mongo-pay-4:27017/?replicaSet=rs-payments&readPreference=secondary\" --oplog --gzip --out /backup/rs-payments-20261205`.",
     "Using the hidden member, run `mongodump --uri \"mongodb://mongo-pay-4:27017/?replicaSet=rs-payments&readPreference=secondary\" --oplog --gzip --out /backup/rs-payments-20261205` to dump the set."),
    (7, [5], "Snapshot the data volumes of all four members: `aws ec2 create-snapshots --instance-specification InstanceId=i-0a41c7e2b9d3f5a61 --tag-specifications 'ResourceType=snapshot,Tags=[{Key=change,Value=CHG-31877}]'`, repeated for i-0b22d94c1e7a8f302, i-0c7f10a5d2b6e9c47 and i-0d9e35f8a1c4b7d20.",
     "Create EBS snapshots for each of the four members by running `aws ec2 create-snapshots --instance-specification InstanceId=i-0a41c7e2b9d3f5a61 --tag-specifications 'ResourceType=snapshot,Tags=[{Key=change,Value=CHG-31877}]'` and the same for i-0b22d94c1e7a8f302, i-0c7f10a5d2b6e9c47 and i-0d9e35f8a1c4b7d20.",
     None),
    (8, [6], "Prove the dump is usable: `mongorestore --dryRun --gzip --oplogReplay --dir /backup/rs-payments-20261205` must finish with 0 failures.",
     "Run `mongorestore --dryRun --gzip --oplogReplay --dir /backup/rs-payments-20261205` and accept the dump only if it ends with 0 failures.",
     "The dump is usable only if `mongorestore --dryRun --gzip --oplogReplay --dir /backup/rs-payments-20261205` reports 0 failures."),
    (9, [5], "Pause the nightly reconciliation: `kubectl -n payments patch cronjob ledger-reconcile -p '{\"spec\":{\"suspend\":true}}'`.",
     "Suspend the nightly reconciliation job with `kubectl -n payments patch cronjob ledger-reconcile -p '{\"spec\":{\"suspend\":true}}'`.",
     None),
    (10, [7, 8, 9], "Upgrade the hidden member mongo-pay-4 first: `sudo systemctl stop mongod`, `sudo apt-get install -y mongodb-org=7.0.5`, `sudo systemctl start mongod`.",
     "Start with hidden mongo-pay-4: stop it via `sudo systemctl stop mongod`, install `sudo apt-get install -y mongodb-org=7.0.5`, then bring it up with `sudo systemctl start mongod`.",
     "First the hidden member (mongo-pay-4): `sudo systemctl stop mongod`, `sudo apt-get install -y mongodb-org=7.0.5`, `sudo systemctl start mongod`."),
    (11, [10], "Wait until `rs.status()` shows mongo-pay-4 as SECONDARY again with its optime less than 10 seconds behind.",
     "Hold until mongo-pay-4 is back to SECONDARY in `rs.status()` and trails the primary's optime by under 10 seconds.",
     None),
    (12, [11], "Upgrade secondary mongo-pay-3 with the same stop, `apt-get install -y mongodb-org=7.0.5` and start sequence.",
     "Apply the same stop, `apt-get install -y mongodb-org=7.0.5`, start sequence to secondary mongo-pay-3.",
     "Same stop/`apt-get install -y mongodb-org=7.0.5`/start sequence next, on secondary mongo-pay-3."),
    (13, [12], "Wait until mongo-pay-3 reports SECONDARY in `rs.status()` and lags by less than 10 seconds.",
     "Do not continue before `rs.status()` lists mongo-pay-3 as SECONDARY with lag below 10 seconds.",
     None),
    (14, [13], "Upgrade secondary mongo-pay-2 with the same stop, install and start sequence.",
     "Put secondary mongo-pay-2 through the identical stop, install and start sequence.",
     "Next the same stop, install and start sequence on secondary mongo-pay-2."),
    (15, [14], "Before any election, confirm mongo-pay-2 is SECONDARY and `rs.printSecondaryReplicationInfo()` shows both upgraded secondaries within 10 seconds of the primary.",
     "Ahead of any election, see mongo-pay-2 back as SECONDARY and both upgraded secondaries no more than 10 seconds behind the primary in `rs.printSecondaryReplicationInfo()`.",
     None),
    (16, [15], "Step the old primary down: on mongo-pay-1 run `rs.stepDown(120)` and check that mongo-pay-2 or mongo-pay-3 is elected PRIMARY.",
     "Run `rs.stepDown(120)` on mongo-pay-1 so the old primary steps down, and verify that mongo-pay-2 or mongo-pay-3 wins the election as PRIMARY.",
     "Run `rs.stepDown(120)` on the old primary (mongo-pay-1); mongo-pay-2 or mongo-pay-3 must be elected PRIMARY."),
    (17, [16], "Upgrade the former primary mongo-pay-1 with the stop, install and start sequence.",
     "Take the former primary, mongo-pay-1, through the stop, install and start sequence.",
     None),
    (18, [17], "Wait until mongo-pay-1 is SECONDARY and less than 10 seconds behind; all four members now run 7.0.5.",
     "Hold until mongo-pay-1 has rejoined as SECONDARY under 10 seconds behind, which means all four members are on 7.0.5.",
     "With mongo-pay-1 back as SECONDARY and under 10 seconds behind, all four members are on 7.0.5."),
    (19, [18], "Run the payments smoke suite `make smoke ENV=prod-payments`; all 37 checks must pass.",
     "Execute `make smoke ENV=prod-payments`, the payments smoke suite, and require 37 of 37 checks green.",
     None),
    (20, [18], "Watch p99 query latency on the Grafana dashboard \"Mongo rs-payments\" for 30 minutes; it must stay under 40 ms.",
     "Keep the Grafana dashboard \"Mongo rs-payments\" open for 30 minutes and make sure p99 query latency never reaches 40 ms.",
     "For 30 minutes, p99 query latency must stay under 40 ms on the Grafana dashboard \"Mongo rs-payments\"."),
    (21, [18], "Read `db.adminCommand({getLog: \"startupWarnings\"})` on each member and raise anything new against CHG-31877.",
     "Go through `db.adminCommand({getLog: \"startupWarnings\"})` on every member and log any new warning against CHG-31877.",
     None),
    (22, [19, 20, 21], "Raise the feature compatibility version on the primary: `db.adminCommand({setFeatureCompatibilityVersion: \"7.0\", confirm: true})`.",
     "On the primary, execute `db.adminCommand({setFeatureCompatibilityVersion: \"7.0\", confirm: true})` to bump the feature compatibility version.",
     "Run `db.adminCommand({setFeatureCompatibilityVersion: \"7.0\", confirm: true})` (on the primary) to raise the feature compatibility version."),
    (23, [22], "Resume the reconciliation: `kubectl -n payments patch cronjob ledger-reconcile -p '{\"spec\":{\"suspend\":false}}'`.",
     "Re-enable the reconciliation job via `kubectl -n payments patch cronjob ledger-reconcile -p '{\"spec\":{\"suspend\":false}}'`.",
     None),
    (24, [23], "Close CHG-31877 with the versions, the dump path /backup/rs-payments-20261205 and the EBS snapshot ids, and keep the snapshots for 14 days.",
     "Record the versions, the EBS snapshot ids and dump path /backup/rs-payments-20261205 in CHG-31877, close it, and retain the snapshots 14 days.",
     "Keep the EBS snapshots 14 days and close CHG-31877, listing the versions, the snapshot ids and the dump path (/backup/rs-payments-20261205)."),
]

GUARDS = {5: "CAB approval of the change",
          6: "logical backup before the upgrade",
          8: "restore dry run of the backup",
          15: "replication check before stepping down the primary",
          20: "latency watch before the irreversible FCV bump"}
DROP_GUARD = 15

SPLITS = {
    7: ("Snapshot the data volumes of all four members: `aws ec2 create-snapshots --instance-specification InstanceId=i-0a41c7e2b9d3f5a61 --tag-specifications 'ResourceType=snapshot,Tags=[{Key=change,Value=CHG-31877}]'`.",
        "Repeat that snapshot command for i-0b22d94c1e7a8f302, i-0c7f10a5d2b6e9c47 and i-0d9e35f8a1c4b7d20."),
    10: ("Upgrade the hidden member mongo-pay-4 first: `sudo systemctl stop mongod` and `sudo apt-get install -y mongodb-org=7.0.5`.",
         "Then `sudo systemctl start mongod` on mongo-pay-4."),
}

SERIALIZE = [20, 21]

COMPRESS = [
    ([6, 8], "Back up rs-payments with mongodump from the hidden member and check it with a mongorestore dry run."),
    ([10, 11], "Upgrade mongo-pay-4 to 7.0.5 and wait for it to rejoin as SECONDARY."),
    ([12, 13], "Upgrade mongo-pay-3 and wait for it to catch up."),
    ([14, 15], "Upgrade mongo-pay-2 and check replication lag."),
    ([17, 18], "Upgrade mongo-pay-1 after the stepdown and wait until it is SECONDARY."),
    ([22, 23, 24], "Set FCV to 7.0, resume ledger-reconcile and close CHG-31877."),
]

LOST = {"remove": (11, 12), "add": [(10, 12), (11, 16)],
        "why": "mongo-pay-3 is stopped (12) before mongo-pay-4 has rejoined as SECONDARY (11), so two of the four voting members can be down at once and the set loses its majority"}

TARGET = {"step": 14, "old": "mongo-pay-2", "new": "mongo-pay-1", "kind": "replica-set member (the current primary)"}

OPERATION = {"step": 9, "change": "suspend the cronjob (reversible) -> delete it",
             "text": "Pause the nightly reconciliation: `kubectl -n payments delete cronjob ledger-reconcile`."}
