"""lt20_05: MMO realm merge, Aurora (realm_id 12) into Borealis (realm_id 7)."""

ID = "lt20_05"
TASK = ("Merge MMO realm Aurora into realm Borealis: collision policy sign-off, staging dry run, login lock and "
        "economy freeze, graceful worldserver shutdown, full dumps verified on a scratch instance, the merge itself "
        "with integrity and economy checks, reopening with a watched first hour, and retirement of Aurora.")

STEPS = [
    (1, [],
     "Open LIVEOPS-2218 for merging realm Aurora (realm_id 12) into Borealis (realm_id 7) on 2025-10-21 at "
     "04:00 UTC and schedule the in-game notices 7 days ahead.",
     "Raise LIVEOPS-2218: Aurora (realm_id 12) folds into Borealis (realm_id 7) on 2025-10-21, 04:00 UTC, and the "
     "in-game notices go out 7 days before.",
     "On 2025-10-21 at 04:00 UTC, realm Aurora (realm_id 12) merges into Borealis (realm_id 7): open "
     "LIVEOPS-2218 and queue the in-game notices 7 days ahead."),
    (2, [1],
     "Get sign-off from the game producer and the community lead on the name-collision policy (suffix rename "
     "plus a free rename token).",
     "The name-collision policy, a suffix rename with a free rename token on top, needs the approval of both the "
     "game producer and the community lead.",
     None),
    (3, [1],
     "Rehearse on staging: `realmmerge --src aurora --dst borealis --db chars-stg-01 --dry-run "
     "--report /srv/merge/dryrun_1021.html`.",
     "Do a practice run against the staging copy with `realmmerge --src aurora --dst borealis --db chars-stg-01 "
     "--dry-run --report /srv/merge/dryrun_1021.html`.",
     "`realmmerge --src aurora --dst borealis --db chars-stg-01 --dry-run --report /srv/merge/dryrun_1021.html` "
     "is the staging rehearsal; run it."),
    (4, [3],
     "Review the dry-run report with the economy designer: name and guild collisions listed, item GUID overflow "
     "0, gold per account unchanged.",
     "Go through the dry-run report together with the economy designer and confirm the name and guild collisions "
     "are listed, there is 0 item GUID overflow, and no account's gold changes.",
     None),
    (5, [2, 4],
     "Lock logins on both realms: `realmctl set aurora --login-locked true` and "
     "`realmctl set borealis --login-locked true`.",
     "Stop anyone logging in to either realm with `realmctl set aurora --login-locked true` and "
     "`realmctl set borealis --login-locked true`.",
     "`realmctl set aurora --login-locked true` plus `realmctl set borealis --login-locked true`: logins locked on "
     "both realms."),
    (6, [2, 4],
     "Freeze the auction house and the in-game store on both realms so no trade is in flight: "
     "`econctl freeze --realm aurora,borealis --services auction,store`.",
     "So that no trade is half done, put the auction house and the in-game store of both realms on ice with "
     "`econctl freeze --realm aurora,borealis --services auction,store`.",
     None),
    (7, [5, 6],
     "Broadcast the 15-minute and 5-minute warnings with `worldctl broadcast --realm aurora,borealis "
     "--template merge_warning`, then kick the remaining players with `worldctl kick --realm aurora,borealis --all`.",
     "Send out the warnings at 15-minute and 5-minute using `worldctl broadcast --realm aurora,borealis "
     "--template merge_warning`; whoever is still online afterwards gets removed by "
     "`worldctl kick --realm aurora,borealis --all`.",
     "`worldctl broadcast --realm aurora,borealis --template merge_warning` carries the 15-minute and 5-minute "
     "warnings; after them, `worldctl kick --realm aurora,borealis --all` kicks the remaining players."),
    (8, [7],
     "Stop the Aurora worldserver gracefully so it saves every character: "
     "`systemctl kill --signal=SIGTERM worldserver@aurora` on wld-aur-01, then wait for "
     "`World saved, shutdown complete` in `/var/log/worldserver/aurora.log`.",
     "Shut Aurora's worldserver down cleanly on wld-aur-01 with `systemctl kill --signal=SIGTERM "
     "worldserver@aurora`, so every character gets saved, and do not move on until "
     "`/var/log/worldserver/aurora.log` says `World saved, shutdown complete`.",
     "On wld-aur-01, `systemctl kill --signal=SIGTERM worldserver@aurora` ends the Aurora worldserver gracefully "
     "and saves every character; wait for `World saved, shutdown complete` in `/var/log/worldserver/aurora.log`."),
    (9, [7],
     "Do the same for Borealis on wld-bor-01: `systemctl kill --signal=SIGTERM worldserver@borealis`, and wait "
     "for `World saved, shutdown complete` in `/var/log/worldserver/borealis.log`.",
     "Repeat that on wld-bor-01 for Borealis, sending `systemctl kill --signal=SIGTERM worldserver@borealis` and "
     "waiting until `/var/log/worldserver/borealis.log` shows `World saved, shutdown complete`.",
     None),
    (10, [8],
     "Dump the Aurora character database in full: `mysqldump --single-transaction --routines --triggers "
     "aurora_chars | zstd -T4 > /backup/merge/aurora_chars_20251021.sql.zst`.",
     "Take a complete dump of Aurora's character database using `mysqldump --single-transaction --routines "
     "--triggers aurora_chars | zstd -T4 > /backup/merge/aurora_chars_20251021.sql.zst`.",
     "`mysqldump --single-transaction --routines --triggers aurora_chars | zstd -T4 > "
     "/backup/merge/aurora_chars_20251021.sql.zst` writes the full dump of the Aurora character database."),
    (11, [9],
     "Dump the Borealis character database in full: `mysqldump --single-transaction --routines --triggers "
     "borealis_chars | zstd -T4 > /backup/merge/borealis_chars_20251021.sql.zst`.",
     "Write a full dump of Borealis's character database as well, via `mysqldump --single-transaction --routines "
     "--triggers borealis_chars | zstd -T4 > /backup/merge/borealis_chars_20251021.sql.zst`.",
     None),
    (12, [10, 11],
     "Restore both dumps into scratch instance db-scratch-02 and compare row counts of characters, item_instance "
     "and guild with production; every count must match exactly.",
     "Load both dumps into the scratch instance db-scratch-02 and check the row counts of characters, "
     "item_instance and guild against production; a single differing count is a fail.",
     "On db-scratch-02 (scratch instance), restore the two dumps and hold the characters, item_instance and guild "
     "row counts against production: all must be identical."),
    (13, [12],
     "Run the merge for real: `realmmerge --src aurora --dst borealis --db chars-db-01 --rename-policy suffix "
     "--report /srv/merge/run_1021.html`.",
     "Carry out the actual merge with `realmmerge --src aurora --dst borealis --db chars-db-01 "
     "--rename-policy suffix --report /srv/merge/run_1021.html`.",
     None),
    (14, [13],
     "Check merge integrity with `realmmerge verify --dst borealis --db chars-db-01`: 0 duplicate GUIDs, 0 "
     "orphaned items, 0 characters without an account.",
     "`realmmerge verify --dst borealis --db chars-db-01` must come back clean, meaning 0 duplicate GUIDs, 0 "
     "orphaned items and 0 characters lacking an account; run it and confirm.",
     "0 duplicate GUIDs, 0 orphaned items, 0 characters without an account: that is what "
     "`realmmerge verify --dst borealis --db chars-db-01` has to report."),
    (15, [13],
     "Audit the economy with `realmmerge audit --economy --before /srv/merge/dryrun_1021.html --db chars-db-01`; "
     "gold and item totals per account must be unchanged.",
     "Make sure per-account gold and item totals did not move, using `realmmerge audit --economy "
     "--before /srv/merge/dryrun_1021.html --db chars-db-01`.",
     None),
    (16, [13],
     "Grant a free rename token to every renamed character: `realmmerge grant-rename "
     "--list /srv/merge/collisions_1021.csv --reason MERGE-1021`.",
     "Every character that got renamed receives a free rename token through `realmmerge grant-rename "
     "--list /srv/merge/collisions_1021.csv --reason MERGE-1021`.",
     "`realmmerge grant-rename --list /srv/merge/collisions_1021.csv --reason MERGE-1021` hands each renamed "
     "character a free rename token."),
    (17, [13],
     "Mark Aurora offline and hidden in the realm list: "
     "`UPDATE auth.realmlist SET flag = flag | 2, hidden = 1 WHERE id = 12;`.",
     "Take Aurora out of the realm list by flagging it offline and hidden with "
     "`UPDATE auth.realmlist SET flag = flag | 2, hidden = 1 WHERE id = 12;`.",
     None),
    (18, [14, 15, 16, 17],
     "Start the Borealis worldserver on wld-bor-01 with `systemctl start worldserver@borealis` and wait for "
     "`World initialized` in its log.",
     "Bring Borealis back up on wld-bor-01 (`systemctl start worldserver@borealis`) and hold until the log "
     "prints `World initialized`.",
     "`systemctl start worldserver@borealis` on wld-bor-01 starts the Borealis worldserver; it is up once its log "
     "shows `World initialized`."),
    (19, [18],
     "Log in with the QA team: 5 test characters from each origin realm, checking inventory, guild membership, "
     "mail and gold against the dry-run report.",
     "Have the QA team sign in with 5 test characters per origin realm and compare inventory, guild membership, "
     "mail and gold with what the dry-run report predicted.",
     None),
    (20, [19],
     "Open Borealis to players with a capped login queue: "
     "`realmctl set borealis --login-locked false --queue-rate 4000`.",
     "Let players back into Borealis, with the login queue throttled, using "
     "`realmctl set borealis --login-locked false --queue-rate 4000`.",
     "`realmctl set borealis --login-locked false --queue-rate 4000` unlocks Borealis for players behind a "
     "capped login queue."),
    (21, [20],
     "Watch the first hour after opening: login queue under 10 minutes, fewer than 5 worldserver crash reports in "
     "Sentry, concurrent players heading for the 18500 forecast.",
     "For an hour after opening, keep watching: the login queue has to stay below 10 minutes, Sentry must show "
     "under 5 worldserver crash reports, and concurrency should climb towards the 18500 forecast.",
     "Hour one after opening is watched: fewer than 5 worldserver crash reports in Sentry, a login queue of under "
     "10 minutes, concurrent players trending to the 18500 forecast."),
    (22, [21],
     "Unfreeze the auction house and store on Borealis: "
     "`econctl unfreeze --realm borealis --services auction,store`.",
     "Reopen trading on Borealis, auction house and store both, with "
     "`econctl unfreeze --realm borealis --services auction,store`.",
     None),
    (23, [21],
     "Post the merge-complete notice on the launcher and the forums.",
     "Put the announcement that the merge is complete on the forums and in the launcher.",
     None),
    (24, [10],
     "Copy the Aurora dump to cold storage and check it landed: `aws s3 cp "
     "/backup/merge/aurora_chars_20251021.sql.zst s3://game-backups-cold/realm-merge/ --storage-class "
     "DEEP_ARCHIVE`, then `aws s3api head-object` on the key.",
     "Send the Aurora dump to cold storage with `aws s3 cp /backup/merge/aurora_chars_20251021.sql.zst "
     "s3://game-backups-cold/realm-merge/ --storage-class DEEP_ARCHIVE` and confirm the object exists through "
     "`aws s3api head-object` on the key.",
     "`aws s3 cp /backup/merge/aurora_chars_20251021.sql.zst s3://game-backups-cold/realm-merge/ "
     "--storage-class DEEP_ARCHIVE` puts the Aurora dump in cold storage; `aws s3api head-object` on the key "
     "proves it arrived."),
    (25, [21, 24],
     "Drop the unused Aurora schema on chars-db-01: `DROP DATABASE aurora_chars;`.",
     "Remove the Aurora schema, no longer used, from chars-db-01 with `DROP DATABASE aurora_chars;`.",
     None),
    (26, [21],
     "Disable the Aurora worldserver and return its host to the spare pool: "
     "`systemctl disable worldserver@aurora` on wld-aur-01, then `invctl tag wld-aur-01 spare`.",
     "Make sure the Aurora worldserver never comes back (`systemctl disable worldserver@aurora` on wld-aur-01) "
     "and hand the host back as a spare with `invctl tag wld-aur-01 spare`.",
     "On wld-aur-01, `systemctl disable worldserver@aurora`; then `invctl tag wld-aur-01 spare` puts the host "
     "back in the spare pool."),
    (27, [22, 23, 25, 26],
     "Close LIVEOPS-2218 with the merge report, the verify and audit output and the first-hour graphs attached.",
     "Attach the merge report, what verify and audit printed, and the graphs of the first hour to LIVEOPS-2218, "
     "then close it.",
     None),
]

GUARDS = {
    2: "producer and community-lead sign-off on the collision policy (approval)",
    4: "review of the staging dry-run report before the real merge (dry run)",
    10: "full dump of the Aurora character database before the merge (backup)",
    11: "full dump of the Borealis character database before the merge (backup)",
    12: "dumps restored on a scratch instance and row counts compared (backup verification)",
    14: "integrity check of the merged realm before reopening (verification)",
    21: "watched first hour before unfreezing the economy and retiring Aurora (health watch)",
    24: "cold-storage copy of the Aurora dump before DROP DATABASE (archive)",
}
DROP_GUARD = 10

SPLITS = {
    7: ("Broadcast the 15-minute and 5-minute warnings with `worldctl broadcast --realm aurora,borealis "
        "--template merge_warning`.",
        "Then kick the remaining players with `worldctl kick --realm aurora,borealis --all`."),
    12: ("Restore both dumps into scratch instance db-scratch-02.",
         "Compare row counts of characters, item_instance and guild with production; every count must match "
         "exactly."),
}

REGEN_SPLIT = (4, (
    "Walk through the dry-run report with the economy designer and check that the name and guild collisions "
    "are all listed.",
    "Confirm the report shows 0 item GUID overflow and that gold per account is unchanged."))

SERIALIZE = [14, 15]

COMPRESS = [
    ([1, 2], "Open LIVEOPS-2218 for the Aurora -> Borealis merge and get the collision policy signed off."),
    ([3, 4], "Rehearse the merge on staging and review the dry-run report."),
    ([5, 7], "Lock logins on both realms, send the warnings and kick the remaining players."),
    ([8, 10], "Stop the Aurora worldserver and dump its character database."),
    ([9, 11], "Stop the Borealis worldserver and dump its character database."),
    ([13, 16], "Run the merge on chars-db-01 and grant rename tokens to the renamed characters."),
    ([19, 20, 21], "Test with QA characters, open Borealis to players and watch the first hour."),
]

LOST = {"remove": (19, 20), "add": [(18, 20), (19, 27)],
        "why": "Borealis is opened to players as soon as the worldserver is up, without waiting for the QA test "
               "logins (which now only have to finish before the ticket is closed)"}

TARGET = {"step": 17, "old": "WHERE id = 12", "new": "WHERE id = 7", "kind": "realm id"}

OPERATION = {
    "step": 8,
    "text": "Stop the Aurora worldserver gracefully so it saves every character: "
            "`systemctl kill --signal=SIGKILL worldserver@aurora` on wld-aur-01, then wait for "
            "`World saved, shutdown complete` in `/var/log/worldserver/aurora.log`.",
    "change": "graceful stop made hard: `--signal=SIGTERM` -> `--signal=SIGKILL`, so unsaved character state is "
              "lost, while the prose still says gracefully",
}
