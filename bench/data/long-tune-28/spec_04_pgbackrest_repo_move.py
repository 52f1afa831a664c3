"""lt28_04: pgBackRest repository of stanza ledger moved from NFS (repo1) to S3 (repo2) (hand-written)."""
ID = "lt28_04"
TASK = ("Move the pgBackRest 2.52.1 repository of PostgreSQL stanza `ledger` (pg-ledger01/pg-ledger02) from repo1 "
        "on nfs-bk01 to repo2 in S3 bucket acme-pgbr-ledger, prove it by a restore, and remove repo1 after "
        "14 days (CHG-52208).")

STEPS = [
    (1, [],
     "Open CHG-52208 to move the pgBackRest 2.52.1 repository of stanza `ledger` (pg-ledger01 primary, pg-ledger02 standby, PostgreSQL 16.4) from repo1 on nfs-bk01:/export/pgbr to repo2 in S3 bucket acme-pgbr-ledger (eu-central-1).",
     "Raise CHG-52208: stanza `ledger` (PostgreSQL 16.4, primary pg-ledger01, standby pg-ledger02) moves its pgBackRest 2.52.1 repository from repo1, nfs-bk01:/export/pgbr, to repo2, the S3 bucket acme-pgbr-ledger in eu-central-1.",
     "From repo1 on nfs-bk01:/export/pgbr to repo2 in S3 bucket acme-pgbr-ledger (eu-central-1): CHG-52208 is opened for this move of the pgBackRest 2.52.1 repository of stanza `ledger` (PostgreSQL 16.4, pg-ledger01 as primary and pg-ledger02 as standby)."),
    (2, [1],
     "Take a logical safety copy before the archive settings change: on pg-ledger02 run `pg_dump -Fd -j 4 -f /srv/dump/ledger-20241202 ledger` and keep it until CHG-52208 is closed.",
     "Before the archive settings are touched, dump the database in directory format with PostgreSQL's dump tool on pg-ledger02, `pg_dump --jobs=4 -Fd --file=/srv/dump/ledger-20241202 ledger`, and keep the copy until CHG-52208 closes.",
     None),
    (3, [1],
     "Have security approve the bucket policy for acme-pgbr-ledger in SEC-1187: versioning on, access only for IAM role pgbr-ledger, and pgBackRest encryption `aes-256-cbc` with the passphrase in Vault at secret/pgbr/ledger.",
     "Security signs off the bucket policy of acme-pgbr-ledger in SEC-1187: versioning enabled, only IAM role pgbr-ledger allowed in, and repository encryption `aes-256-cbc` in pgBackRest, its passphrase kept in Vault under secret/pgbr/ledger.",
     "In SEC-1187, security must approve three things for bucket acme-pgbr-ledger: versioning on, IAM role pgbr-ledger as the only principal, and `aes-256-cbc` pgBackRest encryption with the passphrase at secret/pgbr/ledger in Vault."),
    (4, [3],
     "Create the bucket with `aws s3api create-bucket --bucket acme-pgbr-ledger --region eu-central-1 --create-bucket-configuration LocationConstraint=eu-central-1` and turn on versioning with `aws s3api put-bucket-versioning --bucket acme-pgbr-ledger --versioning-configuration Status=Enabled`.",
     "With the AWS CLI, make the bucket (`aws s3api create-bucket --region eu-central-1 --bucket acme-pgbr-ledger --create-bucket-configuration LocationConstraint=eu-central-1`) and enable versioning on it (`aws s3api put-bucket-versioning --versioning-configuration Status=Enabled --bucket acme-pgbr-ledger`).",
     "Versioning goes on with `aws s3api put-bucket-versioning --bucket acme-pgbr-ledger --versioning-configuration Status=Enabled`, right after the bucket itself is created by `aws s3api create-bucket --bucket acme-pgbr-ledger --region eu-central-1 --create-bucket-configuration LocationConstraint=eu-central-1`."),
    (5, [2, 4],
     "Add repo2 to /etc/pgbackrest/pgbackrest.conf on pg-ledger01 and pg-ledger02: `repo2-type=s3`, `repo2-s3-bucket=acme-pgbr-ledger`, `repo2-s3-region=eu-central-1`, `repo2-retention-full=4` and `repo2-cipher-type=aes-256-cbc`, leaving the repo1 lines as they are.",
     "On both pg-ledger01 and pg-ledger02, extend /etc/pgbackrest/pgbackrest.conf with repo2 as a second repository, keeping the repo1 lines untouched: `repo2-type=s3`, `repo2-s3-bucket=acme-pgbr-ledger`, `repo2-s3-region=eu-central-1`, `repo2-cipher-type=aes-256-cbc` and `repo2-retention-full=4`.",
     "`repo2-type=s3`, `repo2-s3-bucket=acme-pgbr-ledger`, `repo2-s3-region=eu-central-1`, `repo2-retention-full=4` and `repo2-cipher-type=aes-256-cbc` go into /etc/pgbackrest/pgbackrest.conf on pg-ledger01 and pg-ledger02, which adds repo2; the repo1 lines stay as they are."),
    (6, [5],
     "Initialise the new repository: `pgbackrest --stanza=ledger --repo=2 stanza-create` on pg-ledger01 must end with `completed successfully`.",
     "Create the stanza on repo2 from pg-ledger01 with `pgbackrest --repo 2 --stanza ledger stanza-create`; the output must finish with `completed successfully`.",
     None),
    (7, [6],
     "Run `pgbackrest --stanza=ledger check` on pg-ledger01: it must report the WAL segment archived to both repo1 and repo2 within 60 seconds.",
     "From pg-ledger01, `pgbackrest --stanza=ledger check` has to show that the WAL segment reached repo1 as well as repo2, inside 60 seconds.",
     None),
    (8, [7],
     "Take the first full backup into repo2 from pg-ledger01: `pgbackrest --stanza=ledger --repo=2 --type=full --process-max=4 backup` (about 3 hours for the 1.8 TiB cluster).",
     "Run a full backup of the 1.8 TiB cluster into repo2, the S3 repository, from pg-ledger01: `pgbackrest --process-max=4 --type=full --repo=2 --stanza=ledger backup`, roughly 3 hours.",
     "About 3 hours for the 1.8 TiB cluster: the first full backup into repo2, `pgbackrest --stanza=ledger --repo=2 --type=full --process-max=4 backup`, run from pg-ledger01."),
    (9, [8],
     "Check the catalogue: `pgbackrest --stanza=ledger --repo=2 info` must list full backup 20241202-220000F and a continuous WAL range.",
     "Look at what repo2 holds with `pgbackrest --stanza=ledger --repo=2 info`: full backup 20241202-220000F and an unbroken WAL range have to be there.",
     None),
    (10, [8],
     "Verify the repository contents: `pgbackrest --stanza=ledger --repo=2 verify` must finish with 0 errors and 0 missing files.",
     "Have pgBackRest check every file of repo2 with `pgbackrest --stanza=ledger --repo=2 verify`, and accept only 0 errors and 0 missing files.",
     None),
    (11, [8],
     "List the bucket from outside pgBackRest: `aws s3 ls s3://acme-pgbr-ledger/backup/ledger/ --recursive --summarize` must total about 412 GiB in more than 90,000 objects.",
     "Cross-check with the AWS CLI rather than pgBackRest: `aws s3 ls s3://acme-pgbr-ledger/backup/ledger/ --summarize --recursive` should sum to roughly 412 GiB across more than 90,000 objects.",
     "More than 90,000 objects totalling about 412 GiB: that is what `aws s3 ls s3://acme-pgbr-ledger/backup/ledger/ --recursive --summarize` must show when the bucket is listed from outside pgBackRest."),
    (12, [9, 10, 11],
     "Prove repo2 can restore: on scratch host pg-scratch03 run `pgbackrest --stanza=ledger --repo=2 --set=20241202-220000F --type=immediate --target-action=promote restore`, start PostgreSQL 16.4, and `SELECT count(*) FROM journal_entries` must return 48,211,906, the count logged at backup end.",
     "Restore from repo2 onto scratch host pg-scratch03 to prove it works: `pgbackrest --repo=2 --stanza=ledger --type=immediate --set=20241202-220000F --target-action=promote restore`, bring PostgreSQL 16.4 up, and `SELECT count(*) FROM journal_entries` has to give 48,211,906, as logged when the backup ended.",
     "On scratch host pg-scratch03, `SELECT count(*) FROM journal_entries` must return 48,211,906, the count logged at backup end, after `pgbackrest --stanza=ledger --repo=2 --set=20241202-220000F --type=immediate --target-action=promote restore` and a start of PostgreSQL 16.4: this proves repo2 can restore."),
    (13, [12],
     "Move the schedule to repo2: in /etc/cron.d/pgbackrest on pg-ledger01 change `--repo=1` to `--repo=2` in both lines (full on Sunday 22:00, diff Monday to Saturday 22:00).",
     "Point the backup cron jobs at repo2: edit both lines of /etc/cron.d/pgbackrest on pg-ledger01 so that `--repo=1` becomes `--repo=2` (full backups Sunday 22:00, diffs Monday to Saturday 22:00).",
     None),
    (14, [12],
     "Detach repo1 from the stanza: delete the `repo1-path=/mnt/pgbr` and `repo1-retention-full=2` lines from /etc/pgbackrest/pgbackrest.conf on both hosts, so WAL is pushed to repo2 only; the data on nfs-bk01 stays.",
     "Stop archiving into repo1 while keeping what it holds: remove `repo1-path=/mnt/pgbr` and `repo1-retention-full=2` from /etc/pgbackrest/pgbackrest.conf on pg-ledger01 and pg-ledger02, so that WAL goes to repo2 alone; nfs-bk01 keeps the data.",
     "WAL is pushed to repo2 only once `repo1-path=/mnt/pgbr` and `repo1-retention-full=2` are deleted from /etc/pgbackrest/pgbackrest.conf on both hosts; this detaches repo1 from the stanza, and the data on nfs-bk01 stays."),
    (15, [13, 14],
     "Watch the first night on repo2 alone: diff backup 20241203-220002D must complete, and `SELECT failed_count FROM pg_stat_archiver` on pg-ledger01 must stay 0 for 24 hours.",
     "Let one night run on repo2 only: the diff backup 20241203-220002D has to finish, and `SELECT failed_count FROM pg_stat_archiver` on pg-ledger01 has to read 0 for a day.",
     "For 24 hours, `SELECT failed_count FROM pg_stat_archiver` on pg-ledger01 must stay 0, and diff backup 20241203-220002D must complete: that is the first night on repo2 alone."),
    (16, [15],
     "Keep repo1 untouched on nfs-bk01 for 14 days, until 2024-12-17, as the fallback for restores older than the first repo2 backup.",
     "Leave repo1 alone on nfs-bk01 for 14 days, to 2024-12-17, as fallback for any restore from before the first repo2 backup.",
     None),
    (17, [16],
     "Delete repo1 on nfs-bk01: `rm -rf /export/pgbr/archive/ledger /export/pgbr/backup/ledger`, then check with `df -h /export/pgbr` that about 2.9 TiB is free again.",
     "Remove repo1, the old repository, from nfs-bk01 with `rm -rf /export/pgbr/archive/ledger /export/pgbr/backup/ledger`; `df -h /export/pgbr` should then show roughly 2.9 TiB freed.",
     "Check with `df -h /export/pgbr` that about 2.9 TiB is free again after deleting repo1 on nfs-bk01 with `rm -rf /export/pgbr/archive/ledger /export/pgbr/backup/ledger`."),
    (18, [17],
     "Close CHG-52208 with the restore-test count, the `verify` output and the new cron lines attached.",
     "Attach the new cron lines, the output of `verify` and the count from the restore test to CHG-52208, and close it.",
     None),
]

GUARDS = {
    2: "backup: logical safety copy with pg_dump on pg-ledger02 before the archive settings change",
    3: "approval: security approves the bucket policy and encryption in SEC-1187",
    7: "verify: pgbackrest check shows WAL archived to both repositories",
    10: "verify: pgbackrest verify finds 0 errors in repo2",
    12: "verify: restore test from repo2 on pg-scratch03 with the logged row count",
    15: "health: first night and 24 hours of archiving on repo2 alone",
    16: "health: repo1 kept 14 days as fallback before deletion",
}
DROP_GUARD = 2

SPLITS = {
    5: ["Add repo2 to /etc/pgbackrest/pgbackrest.conf on pg-ledger01 and pg-ledger02: `repo2-type=s3`, `repo2-s3-bucket=acme-pgbr-ledger` and `repo2-s3-region=eu-central-1`.",
        "In the same file add `repo2-retention-full=4` and `repo2-cipher-type=aes-256-cbc`, leaving the repo1 lines as they are."],
    12: ["Prove repo2 can restore: on scratch host pg-scratch03 run `pgbackrest --stanza=ledger --repo=2 --set=20241202-220000F --type=immediate --target-action=promote restore`.",
         "Start PostgreSQL 16.4 there; `SELECT count(*) FROM journal_entries` must return 48,211,906, the count logged at backup end."],
}
REGEN_SPLIT = {
    4: ["Create the bucket with the AWS CLI: `aws s3api create-bucket --bucket acme-pgbr-ledger --region eu-central-1 --create-bucket-configuration LocationConstraint=eu-central-1`.",
        "Then switch versioning on for it: `aws s3api put-bucket-versioning --bucket acme-pgbr-ledger --versioning-configuration Status=Enabled`."],
    17: ["Delete repo1 on nfs-bk01: `rm -rf /export/pgbr/archive/ledger /export/pgbr/backup/ledger`.",
         "Finally check with `df -h /export/pgbr` that about 2.9 TiB is free again."],
}
SERIALIZE = [9, 10, 11]
COMPRESS = [
    ([3, 4], "Get security approval for the bucket and create acme-pgbr-ledger with versioning."),
    ([6, 7], "Create the stanza on repo2 and run `pgbackrest check`."),
    ([8, 9], "Take a full backup into repo2 and check it with `info`."),
    ([16, 17, 18], "After 14 days delete repo1 on nfs-bk01 and close CHG-52208."),
]
LOST = {"remove": (12, 14), "add": [(9, 14)],
        "why": "repo1 is detached and WAL goes to repo2 only before the restore test (and the verify and bucket "
               "checks) have proved repo2"}
TARGET = {"step": 17, "old": "/ledger", "new": "/billing",
          "kind": "stanza directory to delete (another cluster's repository on the same export)"}
OPERATION = {"step": 14,
             "text": "Detach repo1 from the stanza: run `pgbackrest --stanza=ledger --repo=1 stanza-delete --force` on pg-ledger01, so WAL is pushed to repo2 only and the repo1 backups on nfs-bk01 are removed.",
             "change": "repo1 detached by removing its configuration lines (data kept 14 days) -> `stanza-delete --force` deletes its backups and archive now (step rewritten)"}
