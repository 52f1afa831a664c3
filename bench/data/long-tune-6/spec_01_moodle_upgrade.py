ID = "lt6_01"
TASK = "Upgrade the university Moodle LMS (lms.uni-hb.de) from 4.1.9 to 4.4.3 in a Saturday maintenance window"

# (k, deps, golden, reword_all, identifiers_moved or None)
STEPS = [
    (1, [], "Open change CHG-48211 for the Moodle 4.1.9 -> 4.4.3 upgrade of lms.uni-hb.de and announce the window Sat 06:00-10:00 CET on the status page.",
     "Raise CHG-48211 covering the lms.uni-hb.de upgrade (Moodle 4.1.9 -> 4.4.3); the status page should carry the Sat 06:00-10:00 CET window.",
     "Announce Sat 06:00-10:00 CET on the status page and open CHG-48211 for upgrading lms.uni-hb.de from Moodle 4.1.9 -> 4.4.3."),
    (2, [1], "Ask the exams office to confirm that no quiz is open in the window, and verify on the read replica lms-db02 that `SELECT id FROM mdl_quiz WHERE timeclose > 1718938800 AND timeopen < 1718953200` returns 0 rows.",
     "Get the exams office to confirm no quiz is running during the window; the query `SELECT id FROM mdl_quiz WHERE timeclose > 1718938800 AND timeopen < 1718953200` against read replica lms-db02 must come back with 0 rows.",
     None),
    (3, [1], "On staging lms-stg01, list every additional plugin with `moosh plugin-list` and flag those without a 4.4 release (expected: mod_hvp, block_xp, local_ai_tutor).",
     "Using `moosh plugin-list` on the staging box lms-stg01, go through all add-on plugins and note which ones lack a 4.4 build - mod_hvp, block_xp and local_ai_tutor are expected to show up.",
     "Flag every additional plugin lacking a 4.4 release (mod_hvp, block_xp, local_ai_tutor are expected) by running `moosh plugin-list` on lms-stg01, the staging host."),
    (4, [3], "Rehearse the upgrade on lms-stg01 against a copy of last night's database with `sudo -u www-data php admin/cli/upgrade.php --non-interactive` and record the runtime (it should stay under 40 minutes).",
     "Do a dry rehearsal on the staging server lms-stg01: restore last night's DB copy, run `sudo -u www-data php admin/cli/upgrade.php --non-interactive`, and write down how long it took - anything over 40 minutes is a problem.",
     None),
    (5, [2, 4], "Get go/no-go from the LMS service owner and CAB on CHG-48211, attaching the staging rehearsal report.",
     "The LMS service owner and the CAB must give their go/no-go on CHG-48211; attach the report from the staging rehearsal.",
     "With the staging rehearsal report attached to CHG-48211, obtain the go/no-go decision from the CAB and the LMS service owner."),
    (6, [5], "Put the site into maintenance mode with `sudo -u www-data php admin/cli/maintenance.php --enable` on lms-app01 and wait until fewer than 20 rows remain in `mdl_sessions`.",
     "Switch the site to maintenance: run `sudo -u www-data php admin/cli/maintenance.php --enable` on lms-app01, then hold off until `mdl_sessions` is down to fewer than 20 rows.",
     "Wait for `mdl_sessions` to drop below 20 rows after enabling maintenance mode on lms-app01 (`sudo -u www-data php admin/cli/maintenance.php --enable`)."),
    (7, [6], "Stop the Moodle cron on all four app nodes lms-app01 to lms-app04 with `systemctl stop moodle-cron.timer`.",
     "Halt cron - `systemctl stop moodle-cron.timer` - on each of the four application servers, lms-app01 to lms-app04.",
     None),
    (8, [6], "Take a full dump of the database before anything changes: `pg_dump -Fd -j 8 -h lms-db01 -f /backup/moodle-pre44 moodle`, then confirm the archive is readable with `pg_restore -l /backup/moodle-pre44`.",
     "Before touching anything, the database gets dumped in full (`pg_dump -Fd -j 8 -h lms-db01 -f /backup/moodle-pre44 moodle`); make sure `pg_restore -l /backup/moodle-pre44` can read it back.",
     "Run `pg_dump -Fd -j 8 -h lms-db01 -f /backup/moodle-pre44 moodle` as the full pre-change dump and check that /backup/moodle-pre44 lists cleanly with `pg_restore -l /backup/moodle-pre44`."),
    (9, [6], "Snapshot moodledata on nfs-lms01: `zfs snapshot tank/moodledata@pre-4.4.3`.",
     "Create a ZFS snapshot of the moodledata dataset on the NFS server nfs-lms01 (`zfs snapshot tank/moodledata@pre-4.4.3`).",
     "On nfs-lms01, `zfs snapshot tank/moodledata@pre-4.4.3` to capture moodledata."),
    (10, [7, 8, 9], "Check out the v4.4.3 tag in /var/www/moodle on all four app nodes with `git fetch --tags && git checkout v4.4.3`, keeping config.php and the local plugins untouched.",
     "Bring the code to v4.4.3: in /var/www/moodle on every one of the four app nodes run `git fetch --tags && git checkout v4.4.3`; config.php and the local plugins are left as they are.",
     None),
    (11, [10], "Replace mod_hvp, block_xp and local_ai_tutor with their 4.4-compatible releases from the internal plugin mirror.",
     "Swap in the 4.4-compatible versions of mod_hvp, block_xp and local_ai_tutor, taken from the internal plugin mirror.",
     "From the internal plugin mirror, install the 4.4-compatible releases of the three flagged plugins (mod_hvp, block_xp, local_ai_tutor)."),
    (12, [11], "Run the database upgrade from lms-app01 only: `sudo -u www-data php admin/cli/upgrade.php --non-interactive`.",
     "Only lms-app01 runs the schema upgrade - `sudo -u www-data php admin/cli/upgrade.php --non-interactive`.",
     None),
    (13, [12], "Purge all caches with `sudo -u www-data php admin/cli/purge_caches.php` and restart php8.2-fpm on the four app nodes.",
     "Caches are purged (`sudo -u www-data php admin/cli/purge_caches.php`) and php8.2-fpm is restarted across the four app nodes.",
     "Restart php8.2-fpm on the four app nodes after clearing every cache via `sudo -u www-data php admin/cli/purge_caches.php`."),
    (14, [13], "Smoke test as s_test01 and t_test01: log in through Shibboleth, open course TEST-101, submit the sample quiz and the sample assignment.",
     "Log in via Shibboleth with the test accounts s_test01 and t_test01, open TEST-101 and hand in both the sample quiz and the sample assignment - that is the smoke test.",
     None),
    (15, [13], "Confirm that Site administration > Notifications shows no pending upgrade and that `sudo -u www-data php admin/cli/checks.php` reports every check OK.",
     "Make sure there is no pending upgrade under Site administration > Notifications, and that every check comes back OK from `sudo -u www-data php admin/cli/checks.php`.",
     "`sudo -u www-data php admin/cli/checks.php` must report all checks OK, and Site administration > Notifications must not list a pending upgrade."),
    (16, [14, 15], "Only when the smoke test and the checks are clean, take the site out of maintenance with `sudo -u www-data php admin/cli/maintenance.php --disable`.",
     "Leave maintenance mode (`sudo -u www-data php admin/cli/maintenance.php --disable`) - but not before both the smoke test and the checks have passed.",
     None),
    (17, [16], "Start cron again on the four app nodes with `systemctl start moodle-cron.timer` and watch the scheduled task log for failures for 30 minutes.",
     "Bring cron back (`systemctl start moodle-cron.timer`) on all four app nodes, then keep an eye on the scheduled task log for half an hour in case tasks fail.",
     "For 30 minutes after `systemctl start moodle-cron.timer` has been run on the four app nodes, watch the scheduled task log for failures."),
    (18, [16], "Watch the HAProxy 5xx rate for lms.uni-hb.de for 60 minutes and roll back if it goes above 1%.",
     "Keep the HAProxy 5xx rate of lms.uni-hb.de under observation for an hour; a rate above 1% means we roll back.",
     None),
    (19, [17, 18], "Check with the helpdesk that no upgrade-related tickets came in during the first 24 hours before signing off.",
     "Before sign-off, the helpdesk should confirm there were no tickets about the upgrade in the first 24 hours.",
     "Sign-off waits for the helpdesk: confirm that in the first 24 hours no upgrade-related tickets were raised."),
    (20, [19], "Close CHG-48211 and post the all-clear on the status page.",
     "Post an all-clear on the status page, then close out CHG-48211.",
     None),
    (21, [19], "After 14 days without a rollback, destroy the snapshot with `zfs destroy tank/moodledata@pre-4.4.3` and remove /backup/moodle-pre44.",
     "Once 14 days have gone by with no rollback, the snapshot can go (`zfs destroy tank/moodledata@pre-4.4.3`) along with /backup/moodle-pre44.",
     "Remove /backup/moodle-pre44 and run `zfs destroy tank/moodledata@pre-4.4.3` once 14 days have passed with no rollback."),
]

GUARDS = {
    5: "go/no-go approval from service owner and CAB",
    8: "full pg_dump before the upgrade",
    9: "ZFS snapshot of moodledata before the upgrade",
    14: "smoke test before leaving maintenance mode",
    19: "24-hour helpdesk verification before close and snapshot destroy",
}
DROP_GUARD = 8

SPLITS = {
    8: ("Take a full dump of the database before anything changes: `pg_dump -Fd -j 8 -h lms-db01 -f /backup/moodle-pre44 moodle`.",
        "Then confirm the archive is readable with `pg_restore -l /backup/moodle-pre44`."),
    10: ("Check out the v4.4.3 tag in /var/www/moodle on all four app nodes with `git fetch --tags && git checkout v4.4.3`.",
         "Keep config.php and the local plugins untouched during the checkout."),
}
REGEN_SPLIT = (6, (
    "Enable maintenance mode: `sudo -u www-data php admin/cli/maintenance.php --enable` (run it on lms-app01).",
    "Then, once maintenance is on, wait for `mdl_sessions` to fall to fewer than 20 rows before continuing."))

SERIALIZE = [14, 15]

COMPRESS = [
    ([1, 2], "Open CHG-48211 for the 4.4.3 upgrade, announce the Saturday window and check with the exams office that no quiz is open."),
    ([3, 4], "Check the plugins on staging and rehearse the upgrade there with the CLI upgrader."),
    ([11, 12, 13], "Update the incompatible plugins, run the database upgrade on lms-app01 and purge caches."),
    ([16, 17], "Take the site out of maintenance and restart cron on the app nodes."),
    ([19, 20], "Confirm with the helpdesk and close CHG-48211 with an all-clear."),
]

LOST = {"remove": (8, 10), "add": [(8, 19)],
        "why": "the code checkout and database upgrade (10-12) no longer wait for the full pg_dump; the dump only has to finish before sign-off"}

TARGET = {"step": 10, "old": "v4.4.3", "new": "v4.5.1", "kind": "release tag (version)"}

OPERATION = {"step": 6, "change": "enable -> disable maintenance mode, prose and command both flipped",
             "text": "Take the site out of maintenance mode with `sudo -u www-data php admin/cli/maintenance.php --disable` on lms-app01 and wait until fewer than 20 rows remain in `mdl_sessions`."}
