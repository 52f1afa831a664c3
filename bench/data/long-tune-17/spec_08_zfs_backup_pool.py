ID = "lt17_08"
TASK = ("Backup server bk01: move the Borg backup datasets from ZFS pool tank to a new pool vault on a new JBOD "
        "with zfs send/recv, then retire the old pool")

STEPS = [
    (1, [],
     "Open CHG-6620 to move the backup datasets on bk01 from pool tank (12 x 8 TB raidz2) to the new pool vault (12 x 18 TB raidz2) on the new JBOD.",
     "Raise CHG-6620: on bk01 the backup datasets leave pool tank (12 x 8 TB raidz2) for vault, a new 12 x 18 TB raidz2 pool on the new JBOD.",
     "The backup datasets on bk01 move to vault (12 x 18 TB raidz2, new JBOD) from tank (12 x 8 TB raidz2); open CHG-6620 for it."),
    (2, [1],
     "Get sign-off from the backup service owner, since nightly backups will pause for one night.",
     "Because the nightly backups stop for one night, the backup service owner has to sign off first.",
     None),
    (3, [2],
     "Pause incoming backups with `systemctl stop borg-receive.timer` and make sure `pgrep -a borg` shows nothing running.",
     "Stop the backups arriving (`systemctl stop borg-receive.timer`), then check that `pgrep -a borg` returns no running process.",
     "Make sure nothing is running per `pgrep -a borg` after pausing incoming backups with `systemctl stop borg-receive.timer`."),
    (4, [2],
     "Check that `zpool status -x tank` reports no errors on the old pool.",
     "Confirm the old pool is clean: `zpool status -x tank` must not report any error.",
     None),
    (5, [2],
     "Create the new pool: `zpool create -o ashift=12 vault raidz2 $(cat vault-disks.txt)`.",
     "Build pool vault across the new disks with `zpool create -o ashift=12 vault raidz2 $(cat vault-disks.txt)`.",
     "`zpool create -o ashift=12 vault raidz2 $(cat vault-disks.txt)` creates the new pool."),
    (6, [3, 4],
     "Take a recursive snapshot of the backup datasets: `zfs snapshot -r tank/backups@migrate-1`.",
     "Snapshot every backup dataset recursively with `zfs snapshot -r tank/backups@migrate-1`.",
     None),
    (7, [5, 6],
     "Replicate to the new pool with `zfs send -R tank/backups@migrate-1 | mbuffer -s 128k -m 4G | zfs recv -u vault/backups` and let it run to completion.",
     "Copy everything across to vault by running `zfs send -R tank/backups@migrate-1 | mbuffer -s 128k -m 4G | zfs recv -u vault/backups` until it finishes.",
     "Let `zfs send -R tank/backups@migrate-1 | mbuffer -s 128k -m 4G | zfs recv -u vault/backups` run to completion to replicate into the new pool."),
    (8, [7],
     "Confirm `zfs list -r -t snapshot vault/backups` shows migrate-1 on all 46 datasets.",
     "Check that snapshot migrate-1 exists on each of the 46 datasets according to `zfs list -r -t snapshot vault/backups`.",
     None),
    (9, [7],
     "Scrub the new pool with `zpool scrub vault` and wait until `zpool status vault` shows 0 errors.",
     "Start `zpool scrub vault` and hold on until `zpool status vault` reports 0 errors.",
     "Wait for `zpool status vault` to show 0 errors after scrubbing the new pool via `zpool scrub vault`."),
    (10, [8, 9],
     "Run `borg check --verify-data` against 3 randomly picked repositories under /vault/backups; all must pass.",
     "Pick 3 repositories under /vault/backups at random and make sure each passes `borg check --verify-data`.",
     None),
    (11, [10],
     "Swap the mountpoints: `zfs set mountpoint=none tank/backups`, then `zfs set mountpoint=/srv/backups vault/backups`.",
     "Move the mountpoint over, first `zfs set mountpoint=none tank/backups` and then `zfs set mountpoint=/srv/backups vault/backups`.",
     "First `zfs set mountpoint=none tank/backups`, then `zfs set mountpoint=/srv/backups vault/backups`, so the mountpoints are swapped."),
    (12, [11],
     "Resume incoming backups: `systemctl start borg-receive.timer`.",
     "Let backups come in again by running `systemctl start borg-receive.timer`.",
     None),
    (13, [12],
     "Watch the first night of backups on vault: all 46 jobs must finish and `zpool status vault` must stay clean.",
     "Follow the first night on the new pool; expect every one of the 46 jobs to complete and `zpool status vault` to remain clean.",
     "All 46 jobs finished and `zpool status vault` still clean after the first night of backups on vault: watch for it."),
    (14, [13],
     "Export the old pool: `zpool export tank`.",
     "Take the old pool offline with `zpool export tank`.",
     None),
    (15, [13],
     "Point the backup monitoring check at pool vault instead of tank.",
     "Change the backup monitoring check so it alerts on vault rather than on tank.",
     "Repoint the monitoring check for backups from tank to vault."),
    (16, [14],
     "Pull the 12 old disks and label them for secure wipe under DISP-0913.",
     "Remove the 12 disks of the old pool and tag them for secure wipe against DISP-0913.",
     None),
    (17, [15, 16],
     "Close CHG-6620.",
     "Mark CHG-6620 as complete and close it.",
     None),
]

GUARDS = {
    2: "backup service owner sign-off",
    6: "recursive snapshot before replication and cutover",
    10: "borg check of sample repositories before the mountpoint swap",
    13: "first-night watch before exporting the old pool",
}
DROP_GUARD = 10

SPLITS = {
    7: ("Start the replication to the new pool: `zfs send -R tank/backups@migrate-1 | mbuffer -s 128k -m 4G | zfs recv -u vault/backups`.",
        "Let that transfer run to completion before going on."),
    11: ("Unmount the old datasets with `zfs set mountpoint=none tank/backups`.",
         "Mount the new ones in their place with `zfs set mountpoint=/srv/backups vault/backups`."),
}
REGEN_SPLIT = (13, (
    "Keep an eye on the first night of backups landing on vault; all 46 jobs have to finish.",
    "`zpool status vault` must still be clean the next morning.",
))
SERIALIZE = [8, 9]

COMPRESS = [
    ([1, 2], "Open CHG-6620 for the tank -> vault move and get the owner's sign-off."),
    ([3, 6], "Stop the backups and snapshot the datasets."),
    ([8, 10], "Check the snapshots arrived and borg-check a few repositories."),
    ([11, 12], "Swap the mountpoints to vault and resume backups."),
    ([16, 17], "Pull the old disks for wiping and close the change."),
]

LOST = {"remove": (13, 14), "add": [(12, 14)],
        "why": "the old pool tank is exported as soon as backups resume on vault, without waiting for the first night's watch"}

TARGET = {"step": 14, "old": "tank", "new": "vault", "kind": "pool name"}

OPERATION = {"step": 6,
             "text": "Take a recursive snapshot of the backup datasets: `zfs destroy -r tank/backups`.",
             "change": "subcommand changed: `zfs snapshot -r tank/backups@migrate-1` -> `zfs destroy -r tank/backups` (prose still says snapshot)"}
