ID = "lb7_04"
TASK = "Motorsport trackside telemetry stack upgrade 7.2.4 -> 7.3.0 before FP1 (car 63 first, then car 44)"

STEPS = [
    (1, [], "Open CR-RT-0412 for the trackside telemetry upgrade from 7.2.4 to 7.3.0, with a change freeze from FP1 at 11:30 local.",
     "Raise CR-RT-0412 to take trackside telemetry from 7.2.4 to 7.3.0; nothing may change after FP1 starts at 11:30 local.",
     None),
    (2, [1], "Take a fast base backup of the trackside database: `pg_basebackup -h tsdb-trk01 -D /mnt/nas/tsdb-20240704 -X stream -c fast`.",
     "Back up the trackside TimescaleDB with `pg_basebackup -h tsdb-trk01 -D /mnt/nas/tsdb-20240704 -X stream -c fast` before anything is upgraded.",
     "Use `pg_basebackup -h tsdb-trk01 -D /mnt/nas/tsdb-20240704 -X stream -c fast` for a fast base backup of the trackside database."),
    (3, [1], "Save both cars' decoder configs: `telemctl config export --car 44 --car 63 --out /mnt/nas/decoder-cfg-7.2.4.tgz`.",
     "Archive the current decoder configuration of the two cars using `telemctl config export --car 44 --car 63 --out /mnt/nas/decoder-cfg-7.2.4.tgz`.",
     None),
    (4, [1], "Run `telemctl config diff --from 7.2.4 --to 7.3.0 --car 44` and have the chief data engineer go through every renamed or rescaled channel.",
     "The chief data engineer walks through each channel that is renamed or rescaled in the output of `telemctl config diff --from 7.2.4 --to 7.3.0 --car 44`.",
     "Have every renamed or rescaled channel in `telemctl config diff --from 7.2.4 --to 7.3.0 --car 44` reviewed by the chief data engineer."),
    (5, [2, 3, 4], "Get the head of race engineering to give the go-ahead on CR-RT-0412 at the 10:00 briefing.",
     "At the 10:00 briefing, obtain a go-ahead on CR-RT-0412 from the head of race engineering.",
     None),
    (6, [5], "Stop the ingest service on the primary trackside server: `systemctl stop telem-ingest@trk01`.",
     "Halt ingest on the primary trackside box with `systemctl stop telem-ingest@trk01`.",
     "On the primary trackside server, `systemctl stop telem-ingest@trk01`."),
    (7, [6], "Install the new package on tsdb-trk01 and tsdb-trk02: `apt-get install telem-ingest=7.3.0-1`.",
     "Upgrade tsdb-trk01 and tsdb-trk02 to the new package with `apt-get install telem-ingest=7.3.0-1`.",
     "Run `apt-get install telem-ingest=7.3.0-1` on both tsdb-trk01 and tsdb-trk02."),
    (8, [7], "Bring ingest back up: `systemctl start telem-ingest@trk01`.",
     "Restart ingest on the primary by running `systemctl start telem-ingest@trk01`.",
     None),
    (9, [8], "Load decoder 7.3.0 on car 63 only: `telemctl config apply --car 63 --version 7.3.0`.",
     "Apply the 7.3.0 decoder to just car 63 with `telemctl config apply --car 63 --version 7.3.0`.",
     "With `telemctl config apply --car 63 --version 7.3.0`, put decoder 7.3.0 on car 63 only."),
    (10, [9], "Watch car 63 through a 15-minute garage fire-up: frame loss must stay under 0.2% and p99 latency under 120 ms before car 44 is touched.",
     "Keep car 44 on the old decoder until car 63 has done a 15-minute run in the garage with frame loss below 0.2% and p99 latency below 120 ms.",
     None),
    (11, [10], "Load decoder 7.3.0 on car 44: `telemctl config apply --car 44 --version 7.3.0`.",
     "Move car 44 onto decoder 7.3.0 by running `telemctl config apply --car 44 --version 7.3.0`.",
     "Car 44 gets decoder 7.3.0 via `telemctl config apply --car 44 --version 7.3.0`."),
    (12, [11], "Check that the strategy room's live tyre-temperature view shows both cars updating at 10 Hz.",
     "Make sure the strategy room sees tyre temperatures for the two cars refreshing at 10 Hz in its live view.",
     None),
    (13, [11], "Confirm the factory mirror is receiving the stream with under 3 s lag: `telemctl mirror status --site factory`.",
     "Verify with `telemctl mirror status --site factory` that the factory mirror is getting the stream less than 3 s behind.",
     "Run `telemctl mirror status --site factory` and confirm the mirror lags by under 3 s."),
    (14, [11], "Confirm the garage-run channel export reached `sftp://fia-data.example/team07/`.",
     "Make sure the export of the garage-run channels landed on `sftp://fia-data.example/team07/`.",
     None),
    (15, [12, 13, 14], "Monitor both cars through the 60-minute FP1 session and roll back to 7.2.4 if frame loss goes above 0.5%.",
     "During the whole 60-minute FP1 session, watch the two cars; a frame loss over 0.5% means rolling back to 7.2.4.",
     "Roll back to 7.2.4 if frame loss exceeds 0.5% while monitoring both cars through the 60-minute FP1."),
    (16, [15], "After FP1, check that telemetry lap counts for each car match the official timing feed before anything from 7.2.4 is removed.",
     "Nothing from 7.2.4 gets removed until, after FP1, each car's telemetry lap count agrees with the official timing feed.",
     None),
    (17, [16], "Purge the old decoder configs but keep the archive: `telemctl config purge --version 7.2.4 --keep-archive`.",
     "Clear out the 7.2.4 decoder configs while retaining their archive (`telemctl config purge --version 7.2.4 --keep-archive`).",
     "Run `telemctl config purge --version 7.2.4 --keep-archive` to purge the old decoder configs, archive kept."),
    (18, [16], "Sync the FP1 session data to the factory lake at `s3://rt-lake/2024/silverstone/fp1/`.",
     "Copy the FP1 session data across to the factory lake under `s3://rt-lake/2024/silverstone/fp1/`.",
     None),
    (19, [17, 18], "Update the trackside runbook page with the 7.3.0 channel renames and tell the strategy group.",
     "Let the strategy group know, and record the 7.3.0 channel renames on the trackside runbook page.",
     "Record the channel renames of 7.3.0 on the trackside runbook page and inform the strategy group."),
    (20, [19], "Close CR-RT-0412.",
     "Mark CR-RT-0412 as closed.",
     None),
]

GUARDS = {
    2: "base backup of the trackside database",
    3: "export of decoder configs before the upgrade",
    4: "config diff review by the chief data engineer",
    5: "go-ahead from head of race engineering",
    10: "15-minute watch of car 63 before car 44",
    16: "lap count verification before purging 7.2.4",
}
DROP_GUARD = 10

SPLITS = {
    10: ("Watch car 63 through a 15-minute garage fire-up.",
         "Frame loss must stay under 0.2% and p99 latency under 120 ms before car 44 is touched."),
    15: ("Monitor both cars through the 60-minute FP1 session.",
         "Roll back to 7.2.4 if frame loss goes above 0.5%."),
}
REGEN_SPLIT = (4, ("Produce the channel diff between decoder versions for car 44: `telemctl config diff --from 7.2.4 --to 7.3.0 --car 44`.",
                   "The chief data engineer then signs off each channel in it that was renamed or rescaled."))

SERIALIZE = [12, 13, 14]

COMPRESS = [
    ([6, 7, 8], "Stop ingest, install telem-ingest 7.3.0 on both trackside servers and start it again."),
    ([9, 10], "Load decoder 7.3.0 on car 63 and watch it in the garage."),
    ([12, 15], "Check the strategy view and monitor both cars through FP1."),
    ([16, 17], "Verify lap counts and purge the old decoder configs."),
    ([19, 20], "Update the runbook, notify strategy and close the change."),
]

LOST = {"remove": (10, 11), "add": [(9, 11), (10, 15)],
        "why": "car 44 gets the new decoder right after car 63, without waiting for car 63's 15-minute garage watch"}

TARGET = {"step": 9, "old": "63", "new": "44", "kind": "car number"}

OPERATION = {"step": 17, "change": "purge only version 7.2.4 -> purge all versions",
             "text": "Purge the old decoder configs but keep the archive: `telemctl config purge --all --keep-archive`."}
