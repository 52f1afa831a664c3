"""lt20_04: GitLab Geo planned failover gitlab-fra -> gitlab-ams (GitLab 16.11.3)."""

ID = "lt20_04"
TASK = ("Planned GitLab Geo failover from the Frankfurt primary (gitlab-fra) to the Amsterdam secondary "
        "(gitlab-ams) on GitLab 16.11.3: replication checks, maintenance mode, runner pause, snapshot and "
        "database backup, stop, catch-up check, promotion, DNS, smoke test, watch, and a ref comparison against "
        "the old primary's snapshot.")

STEPS = [
    (1, [],
     "Raise CHG-30517 for the planned Geo failover from gitlab-fra to gitlab-ams (GitLab 16.11.3) in the "
     "2025-05-17 22:00-02:00 UTC window and post the broadcast banner.",
     "Open CHG-30517 to fail Geo over from gitlab-fra to gitlab-ams (GitLab 16.11.3) during the 2025-05-17 "
     "22:00-02:00 UTC window, and put the broadcast banner up.",
     "Broadcast banner up and CHG-30517 raised: window 2025-05-17 22:00-02:00 UTC, planned Geo failover "
     "gitlab-fra -> gitlab-ams, GitLab 16.11.3."),
    (2, [1],
     "Get CAB approval for CHG-30517, with the platform owner named as the go/no-go decision maker.",
     "CHG-30517 needs CAB approval first; the platform owner is recorded as the person who makes the go/no-go "
     "call.",
     None),
    (3, [1],
     "On gitlab-ams run `sudo gitlab-rake gitlab:geo:check` and `sudo gitlab-rake geo:status`; repositories, "
     "wikis and uploads must be 100 % synced and verified.",
     "Use `sudo gitlab-rake gitlab:geo:check` and `sudo gitlab-rake geo:status` on gitlab-ams to make sure "
     "repositories, wikis and uploads all show 100 % synced and verified.",
     "Repositories, wikis and uploads at 100 % synced and verified: confirm that on gitlab-ams with "
     "`sudo gitlab-rake gitlab:geo:check` plus `sudo gitlab-rake geo:status`."),
    (4, [1],
     "Check database replication lag on gitlab-ams: "
     "`sudo gitlab-psql -c 'SELECT now() - pg_last_xact_replay_timestamp();'` must return under 5 seconds.",
     "Measure how far the gitlab-ams database is behind with "
     "`sudo gitlab-psql -c 'SELECT now() - pg_last_xact_replay_timestamp();'`; anything at or over 5 seconds "
     "is too much.",
     None),
    (5, [1],
     "In Admin > Geo > Sites, confirm 0 failed items for container repositories, LFS objects and job artifacts.",
     "Look at Admin > Geo > Sites and make sure container repositories, LFS objects and job artifacts each show "
     "0 failed items.",
     "Container repositories, LFS objects, job artifacts: each must have 0 failed items under Admin > Geo > "
     "Sites."),
    (6, [2, 3, 4, 5],
     "Put the primary into maintenance mode: `curl --request PUT --header 'PRIVATE-TOKEN: $ADMIN_TOKEN' "
     "'https://gitlab.fra.corp/api/v4/application/settings?maintenance_mode=true'`.",
     "Switch gitlab-fra, the current primary, to maintenance mode by calling "
     "`curl --request PUT --header 'PRIVATE-TOKEN: $ADMIN_TOKEN' "
     "'https://gitlab.fra.corp/api/v4/application/settings?maintenance_mode=true'`.",
     None),
    (7, [6],
     "Pause every runner listed in `runners_fra.txt` so no new jobs start: "
     "`for id in $(cat runners_fra.txt); do glab api -X PUT runners/$id -f paused=true; done`.",
     "Stop new jobs from being picked up by pausing each runner in `runners_fra.txt` with "
     "`for id in $(cat runners_fra.txt); do glab api -X PUT runners/$id -f paused=true; done`.",
     "`for id in $(cat runners_fra.txt); do glab api -X PUT runners/$id -f paused=true; done` pauses all the "
     "runners in `runners_fra.txt`, so nothing new starts."),
    (8, [6],
     "Wait for Sidekiq on gitlab-fra to go idle (Admin > Monitoring > Background jobs: 0 enqueued, 0 busy) and for "
     "the Geo replication queue on gitlab-ams to reach 0 pending.",
     "Hold on until gitlab-fra's Sidekiq is idle, meaning 0 enqueued and 0 busy under Admin > Monitoring > "
     "Background jobs, and gitlab-ams has 0 pending in its Geo replication queue.",
     None),
    (9, [7, 8],
     "Snapshot the Gitaly data volume on gitlab-fra: "
     "`lvcreate --snapshot --size 200G --name snap_0517 /dev/vg_gitaly/git_data`.",
     "Take an LVM snapshot of gitlab-fra's Gitaly data volume using "
     "`lvcreate --snapshot --size 200G --name snap_0517 /dev/vg_gitaly/git_data`.",
     "`lvcreate --snapshot --size 200G --name snap_0517 /dev/vg_gitaly/git_data` on gitlab-fra keeps a snapshot "
     "of the Gitaly data volume; create it."),
    (10, [7, 8],
     "Take a database-only backup on gitlab-fra with "
     "`sudo gitlab-backup create SKIP=repositories,registry,artifacts,lfs,uploads` and copy the tarball to "
     "`/srv/backup/gitlab-fra/`.",
     "Back up just the database of gitlab-fra (`sudo gitlab-backup create "
     "SKIP=repositories,registry,artifacts,lfs,uploads`) and put a copy of the resulting tarball in "
     "`/srv/backup/gitlab-fra/`.",
     None),
    (11, [9, 10],
     "Note the last Geo event ID on gitlab-fra (`sudo gitlab-rails runner 'puts Geo::EventLog.maximum(:id)'`), "
     "then stop the old primary with `sudo gitlab-ctl stop` and `sudo systemctl disable gitlab-runsvdir`.",
     "Write down gitlab-fra's latest Geo event ID as printed by "
     "`sudo gitlab-rails runner 'puts Geo::EventLog.maximum(:id)'`; after that bring the old primary down "
     "using `sudo gitlab-ctl stop` and keep it down with `sudo systemctl disable gitlab-runsvdir`.",
     "`sudo gitlab-ctl stop` and `sudo systemctl disable gitlab-runsvdir` stop the old primary gitlab-fra; "
     "first record its last Geo event ID from `sudo gitlab-rails runner 'puts Geo::EventLog.maximum(:id)'`."),
    (12, [11],
     "On gitlab-ams, confirm `sudo gitlab-rake geo:status` reports the same last event ID as noted on gitlab-fra "
     "and 0 repositories pending.",
     "Check with `sudo gitlab-rake geo:status` that gitlab-ams has processed up to the event ID written down on "
     "gitlab-fra and has no repositories (0) still pending.",
     "The last event ID noted on gitlab-fra must match what `sudo gitlab-rake geo:status` shows on gitlab-ams, "
     "with 0 repositories pending; confirm it."),
    (13, [12],
     "Promote gitlab-ams to primary with `sudo gitlab-ctl geo promote`.",
     "Make gitlab-ams the primary site by running `sudo gitlab-ctl geo promote`.",
     "`sudo gitlab-ctl geo promote` on gitlab-ams turns it into the primary; run it."),
    (14, [13],
     "Repoint gitlab.corp at the new primary with `nsupdate -k /etc/bind/ddns.key`: "
     "`update delete gitlab.corp CNAME`, then `update add gitlab.corp 60 CNAME gitlab.ams.corp`.",
     "Move the gitlab.corp name over to the new primary through `nsupdate -k /etc/bind/ddns.key`, sending "
     "`update delete gitlab.corp CNAME` and after it `update add gitlab.corp 60 CNAME gitlab.ams.corp`.",
     None),
    (15, [13],
     "Run `sudo gitlab-rake gitlab:check SANITIZE=true` on gitlab-ams and fix anything red before users come back.",
     "Anything that `sudo gitlab-rake gitlab:check SANITIZE=true` flags red on gitlab-ams has to be fixed before "
     "users are let back in.",
     None),
    (16, [14, 15],
     "Turn maintenance mode off on the new primary: `curl --request PUT --header 'PRIVATE-TOKEN: $ADMIN_TOKEN' "
     "'https://gitlab.ams.corp/api/v4/application/settings?maintenance_mode=false'`.",
     "Take the new primary out of maintenance mode with `curl --request PUT --header "
     "'PRIVATE-TOKEN: $ADMIN_TOKEN' 'https://gitlab.ams.corp/api/v4/application/settings?maintenance_mode=false'`.",
     "`curl --request PUT --header 'PRIVATE-TOKEN: $ADMIN_TOKEN' "
     "'https://gitlab.ams.corp/api/v4/application/settings?maintenance_mode=false'` ends maintenance mode on the "
     "new primary."),
    (17, [16],
     "Smoke-test through gitlab.corp: clone `git@gitlab.corp:platform/geo-smoke.git`, push a commit, open an MR "
     "and let its pipeline run on runner `geo-smoke-01`.",
     "Prove the service works via gitlab.corp by cloning `git@gitlab.corp:platform/geo-smoke.git`, pushing a "
     "commit and opening an MR whose pipeline has to pass on runner `geo-smoke-01`.",
     "Using `git@gitlab.corp:platform/geo-smoke.git` over gitlab.corp: clone, push one commit, open an MR, and "
     "watch its pipeline on `geo-smoke-01`."),
    (18, [17],
     "Watch the new primary for 30 minutes on the GitLab Omnibus dashboard in Grafana (5xx below 1 %, Sidekiq "
     "queue latency under 10 s) before the runners are resumed.",
     "Give the new primary 30 minutes under observation in Grafana's GitLab Omnibus dashboard; the runners stay "
     "paused unless 5xx remains below 1 % and Sidekiq queue latency stays under 10 s.",
     "Runners are resumed only after 30 minutes in which the GitLab Omnibus dashboard in Grafana shows the new "
     "primary at under 1 % 5xx and below 10 s Sidekiq queue latency."),
    (19, [18],
     "Resume the runners: `for id in $(cat runners_fra.txt); do glab api -X PUT runners/$id -f paused=false; "
     "done`.",
     "Let the runners take jobs again with "
     "`for id in $(cat runners_fra.txt); do glab api -X PUT runners/$id -f paused=false; done`.",
     None),
    (20, [18],
     "Replace the broadcast banner with the all-clear (`glab api -X PUT broadcast_messages/12 -f "
     "message='GitLab is back on gitlab.corp'`) and post it in #eng-announce.",
     "Swap the broadcast banner for an all-clear message using `glab api -X PUT broadcast_messages/12 -f "
     "message='GitLab is back on gitlab.corp'`, and announce the same in #eng-announce.",
     None),
    (21, [11],
     "Mount the old primary's Gitaly snapshot read-only for the later comparison: "
     "`mount -o ro,nouuid /dev/vg_gitaly/snap_0517 /mnt/gitaly-old`.",
     "For the comparison later on, attach the Gitaly snapshot of the old primary read-only with "
     "`mount -o ro,nouuid /dev/vg_gitaly/snap_0517 /mnt/gitaly-old`.",
     "`mount -o ro,nouuid /dev/vg_gitaly/snap_0517 /mnt/gitaly-old` gives a read-only view of the old primary's "
     "Gitaly snapshot for the comparison."),
    (22, [13, 21],
     "Compare refs of the top 50 projects between the snapshot and the new primary with "
     "`geo-refcmp --old /mnt/gitaly-old --new https://gitlab.ams.corp --top 50`; any mismatch is a sev-2.",
     "Check that the refs of the 50 biggest projects agree between the old snapshot and the new primary using "
     "`geo-refcmp --old /mnt/gitaly-old --new https://gitlab.ams.corp --top 50`, and treat a single difference as "
     "a sev-2.",
     None),
    (23, [19, 20, 22],
     "Close CHG-30517 and open follow-up CHG-30544 to rebuild gitlab-fra as the new Geo secondary.",
     "Raise CHG-30544 as the follow-up for turning gitlab-fra into the new Geo secondary, and close CHG-30517.",
     "With CHG-30544 opened for rebuilding gitlab-fra as the new Geo secondary, close CHG-30517."),
]

GUARDS = {
    2: "CAB approval with a named go/no-go owner (approval)",
    9: "LVM snapshot of the Gitaly volume before the primary is stopped (snapshot)",
    10: "database-only backup before the primary is stopped (backup)",
    12: "catch-up check of the last Geo event ID before promotion (replication verification)",
    18: "30-minute health watch before the runners are resumed (health watch)",
    22: "ref comparison against the old snapshot before closing (verification)",
}
DROP_GUARD = 9

SPLITS = {
    11: ("Note the last Geo event ID on gitlab-fra with "
         "`sudo gitlab-rails runner 'puts Geo::EventLog.maximum(:id)'`.",
         "Then stop the old primary with `sudo gitlab-ctl stop` and `sudo systemctl disable gitlab-runsvdir`."),
    17: ("Smoke-test through gitlab.corp: clone `git@gitlab.corp:platform/geo-smoke.git` and push a commit.",
         "Open an MR and let its pipeline run on runner `geo-smoke-01`."),
}

REGEN_SPLIT = (3, (
    "Run `sudo gitlab-rake gitlab:geo:check` on gitlab-ams.",
    "Follow with `sudo gitlab-rake geo:status` and make sure repositories, wikis and uploads are all at 100 % "
    "synced and verified."))

SERIALIZE = [3, 4, 5]

COMPRESS = [
    ([6, 7], "Enable maintenance mode on gitlab-fra and pause the runners."),
    ([10, 11], "Take a database backup of gitlab-fra and stop the old primary."),
    ([12, 13], "Confirm gitlab-ams has caught up and promote it to primary."),
    ([14, 16], "Repoint gitlab.corp to gitlab-ams and turn maintenance mode off."),
    ([17, 18, 19], "Smoke-test the new primary, watch it for a while and resume the runners."),
    ([21, 22], "Mount the old Gitaly snapshot and compare refs of the top projects."),
]

LOST = {"remove": (12, 13), "add": [(11, 13), (12, 22)],
        "why": "gitlab-ams is promoted as soon as the old primary is stopped, without waiting for the Geo event-ID "
               "catch-up check (the check now only feeds the ref comparison)"}

TARGET = {"step": 14, "old": "gitlab.ams.corp", "new": "gitlab.fra.corp", "kind": "hostname (CNAME target)"}

OPERATION = {
    "step": 21,
    "text": "Mount the old primary's Gitaly snapshot read-only for the later comparison: "
            "`mount -o rw,nouuid /dev/vg_gitaly/snap_0517 /mnt/gitaly-old`.",
    "change": "mount mode changed: `-o ro,nouuid` -> `-o rw,nouuid`, the rollback snapshot is mounted writable "
              "while the prose still says read-only",
}
