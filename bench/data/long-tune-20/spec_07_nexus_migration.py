"""lt20_07: Nexus Repository Pro 3.70.1 OrientDB -> PostgreSQL 15, then upgrade to 3.72.0."""

ID = "lt20_07"
TASK = ("Migrate Nexus Repository Pro 3.70.1-02 on nexus-01.corp from its embedded OrientDB to PostgreSQL 15, "
        "rehearsed on staging, then upgrade to 3.72.0: read-only freeze, database export, migrator run, "
        "configuration and count checks, pg_dump, upgrade, release of read-only mode and a watched CI period.")

STEPS = [
    (1, [],
     "Open CHG-61208 to move Nexus Repository Pro 3.70.1-02 on nexus-01.corp from OrientDB to PostgreSQL 15 on "
     "pg-nexus-01.corp:5432 and then upgrade to 3.72.0; window Sunday 2025-04-13 06:00-12:00 CET.",
     "Raise CHG-61208 for Sunday 2025-04-13, 06:00-12:00 CET: nexus-01.corp (Nexus Repository Pro 3.70.1-02) "
     "leaves OrientDB for PostgreSQL 15 on pg-nexus-01.corp:5432, followed by an upgrade to 3.72.0.",
     "CHG-61208, Sunday 2025-04-13 06:00-12:00 CET: OrientDB -> PostgreSQL 15 (pg-nexus-01.corp:5432) for Nexus "
     "Repository Pro 3.70.1-02 on nexus-01.corp, and 3.72.0 afterwards."),
    (2, [1],
     "Get the change approved by the build-platform owner and announce the read-only period to the 38 product "
     "teams.",
     "The build-platform owner has to approve the change; once that is done, tell the 38 product teams when "
     "Nexus will be read-only.",
     None),
    (3, [1],
     "Save the settings of the hosted release repository before anything moves: `curl -s -u admin -X GET "
     "https://nexus.corp/service/rest/v1/repositories/maven-releases -o /srv/nexus-mig/maven-releases_pre.json`.",
     "Keep a record of how the hosted release repository is configured, taken before any change, with "
     "`curl -s -u admin -X GET https://nexus.corp/service/rest/v1/repositories/maven-releases "
     "-o /srv/nexus-mig/maven-releases_pre.json`.",
     "`curl -s -u admin -X GET https://nexus.corp/service/rest/v1/repositories/maven-releases "
     "-o /srv/nexus-mig/maven-releases_pre.json` stores the hosted release repository's settings; do it before "
     "anything moves."),
    (4, [1],
     "Create the target database on pg-nexus-01.corp with `createdb -h pg-nexus-01.corp -p 5432 -O nexus nexus` "
     "and set `max_connections = 300` in `postgresql.conf`.",
     "On pg-nexus-01.corp, make the empty target database (`createdb -h pg-nexus-01.corp -p 5432 -O nexus nexus`) "
     "and raise `max_connections = 300` in `postgresql.conf`.",
     None),
    (5, [2],
     "Put Nexus into read-only mode: `curl -s -u admin -X POST https://nexus.corp/service/rest/v1/read-only/freeze`.",
     "Freeze Nexus so it accepts reads only, using "
     "`curl -s -u admin -X POST https://nexus.corp/service/rest/v1/read-only/freeze`.",
     "`curl -s -u admin -X POST https://nexus.corp/service/rest/v1/read-only/freeze` makes Nexus read-only."),
    (6, [5],
     "Run the task 'Admin - Export databases for backup' into `/srv/nexus-mig/dbexport/` and confirm the "
     "component, config and security .bak files all carry today's timestamp.",
     "Export the databases with the 'Admin - Export databases for backup' task, target `/srv/nexus-mig/dbexport/`, "
     "and check that the component, config and security .bak files are all stamped with today's date.",
     "`/srv/nexus-mig/dbexport/` is where the 'Admin - Export databases for backup' task has to write fresh "
     "component, config and security .bak files with today's timestamp; run it and check."),
    (7, [5],
     "Confirm that versioning is on for the blob store bucket: "
     "`aws s3api get-bucket-versioning --bucket corp-nexus-blobs --region eu-central-1` must return Enabled.",
     "Make sure the blob store bucket keeps old versions; "
     "`aws s3api get-bucket-versioning --bucket corp-nexus-blobs --region eu-central-1` has to say Enabled.",
     None),
    (8, [4, 6],
     "Rehearse on staging: restore the .bak files on nexus-stg-01.corp and run `java -Xmx16G -jar "
     "nexus-db-migrator-3.70.1-03.jar --migration_type=postgres "
     "--db_url=jdbc:postgresql://pg-nexus-stg.corp:5432/nexus`.",
     "Try the whole migration on nexus-stg-01.corp first: put the .bak files there and run `java -Xmx16G -jar "
     "nexus-db-migrator-3.70.1-03.jar --migration_type=postgres "
     "--db_url=jdbc:postgresql://pg-nexus-stg.corp:5432/nexus` against the staging database.",
     "With the .bak files restored on nexus-stg-01.corp, `java -Xmx16G -jar nexus-db-migrator-3.70.1-03.jar "
     "--migration_type=postgres --db_url=jdbc:postgresql://pg-nexus-stg.corp:5432/nexus` is the staging "
     "rehearsal."),
    (9, [8],
     "Review the staging migration log with the platform team: 0 errors, component counts per repository equal "
     "to the source, and a run time that fits the window.",
     "Go through the staging migration log together with the platform team; it must show 0 errors, the same "
     "component count per repository as the source, and a duration the window can absorb.",
     None),
    (10, [3, 7, 9],
     "Stop Nexus on nexus-01.corp with `sudo systemctl stop nexus` and wait for `Stopped Sonatype Nexus` in the "
     "journal.",
     "Shut Nexus down on nexus-01.corp (`sudo systemctl stop nexus`) and hold until the journal prints "
     "`Stopped Sonatype Nexus`.",
     "`sudo systemctl stop nexus` on nexus-01.corp; it is down when the journal shows `Stopped Sonatype Nexus`."),
    (11, [10],
     "Run the migrator in production from `/opt/sonatype/sonatype-work/nexus3/db`: `java -Xmx16G -jar "
     "nexus-db-migrator-3.70.1-03.jar --migration_type=postgres "
     "--db_url=jdbc:postgresql://pg-nexus-01.corp:5432/nexus`.",
     "Do the real migration by running `java -Xmx16G -jar nexus-db-migrator-3.70.1-03.jar "
     "--migration_type=postgres --db_url=jdbc:postgresql://pg-nexus-01.corp:5432/nexus` inside "
     "`/opt/sonatype/sonatype-work/nexus3/db`.",
     None),
    (12, [11],
     "Point Nexus at PostgreSQL: in `/opt/sonatype/sonatype-work/nexus3/etc/fabric/nexus-store.properties` set "
     "jdbcUrl to jdbc:postgresql://pg-nexus-01.corp:5432/nexus, username to nexus and the password from Vault path "
     "kv/nexus/pg.",
     "Edit `/opt/sonatype/sonatype-work/nexus3/etc/fabric/nexus-store.properties` so that Nexus uses PostgreSQL: "
     "jdbcUrl becomes jdbc:postgresql://pg-nexus-01.corp:5432/nexus, username becomes nexus, and the password is "
     "taken from Vault path kv/nexus/pg.",
     "jdbc:postgresql://pg-nexus-01.corp:5432/nexus as jdbcUrl, nexus as username, the password from Vault path "
     "kv/nexus/pg: write these into `/opt/sonatype/sonatype-work/nexus3/etc/fabric/nexus-store.properties`."),
    (13, [12],
     "Start Nexus with `sudo systemctl start nexus`; `nexus.log` must show `Started Sonatype Nexus PRO 3.70.1-02` "
     "and no OrientDB lines.",
     "Bring Nexus up again (`sudo systemctl start nexus`) and read `nexus.log`: it should contain "
     "`Started Sonatype Nexus PRO 3.70.1-02` and nothing about OrientDB.",
     None),
    (14, [13],
     "Diff the migrated repository settings against the saved copy: `curl -s -u admin -X GET "
     "https://nexus.corp/service/rest/v1/repositories/maven-releases | diff - "
     "/srv/nexus-mig/maven-releases_pre.json` must print nothing.",
     "Check that the hosted release repository came through unchanged: the output of `curl -s -u admin -X GET "
     "https://nexus.corp/service/rest/v1/repositories/maven-releases | diff - "
     "/srv/nexus-mig/maven-releases_pre.json` should be empty.",
     "Empty output from `curl -s -u admin -X GET https://nexus.corp/service/rest/v1/repositories/maven-releases | "
     "diff - /srv/nexus-mig/maven-releases_pre.json` means the migrated settings match the saved copy; confirm "
     "it."),
    (15, [13],
     "Compare component counts per repository with the staging numbers using `nexus-count.py --all "
     "--against /srv/nexus-mig/staging_counts.csv`.",
     "Run `nexus-count.py --all --against /srv/nexus-mig/staging_counts.csv` to see whether every repository has "
     "as many components as it had on staging.",
     None),
    (16, [13],
     "Check in Admin > Blob Stores that the S3 blob store on corp-nexus-blobs shows Started and writable.",
     "Open Admin > Blob Stores and make sure the S3 blob store backed by corp-nexus-blobs is Started and can be "
     "written to.",
     "The S3 blob store on corp-nexus-blobs must be Started and writable under Admin > Blob Stores; look."),
    (17, [14, 15, 16],
     "Take a pg_dump of the freshly migrated database before the upgrade: "
     "`pg_dump -h pg-nexus-01.corp -Fc nexus -f /srv/nexus-mig/nexus_pg_pre372.dump`.",
     "Before upgrading, dump the newly migrated database with "
     "`pg_dump -h pg-nexus-01.corp -Fc nexus -f /srv/nexus-mig/nexus_pg_pre372.dump`.",
     None),
    (18, [17],
     "Upgrade to 3.72.0: unpack `nexus-3.72.0-04-unix.tar.gz` into `/opt/sonatype/nexus-3.72.0-04`, repoint the "
     "`/opt/sonatype/nexus` symlink and run `sudo systemctl restart nexus`.",
     "For the 3.72.0 upgrade, extract `nexus-3.72.0-04-unix.tar.gz` to `/opt/sonatype/nexus-3.72.0-04`, move the "
     "`/opt/sonatype/nexus` symlink onto it and restart with `sudo systemctl restart nexus`.",
     "`nexus-3.72.0-04-unix.tar.gz` goes into `/opt/sonatype/nexus-3.72.0-04`; switch the `/opt/sonatype/nexus` "
     "symlink there and `sudo systemctl restart nexus` to finish the move to 3.72.0."),
    (19, [18],
     "Confirm that `GET /service/rest/v1/status/check` reports every health check green and the UI shows "
     "3.72.0-04.",
     "Make sure the UI reads 3.72.0-04 and that each health check returned by `GET /service/rest/v1/status/check` "
     "is green.",
     None),
    (20, [19],
     "Release read-only mode: `curl -s -u admin -X POST https://nexus.corp/service/rest/v1/read-only/release`.",
     "Let writes in again by lifting read-only mode with "
     "`curl -s -u admin -X POST https://nexus.corp/service/rest/v1/read-only/release`.",
     "`curl -s -u admin -X POST https://nexus.corp/service/rest/v1/read-only/release` ends the read-only mode."),
    (21, [20],
     "Run one test build per ecosystem (Maven, npm, PyPI, Docker) through the proxy and hosted repos, deploying a "
     "snapshot to `maven-snapshots` and pushing `docker.nexus.corp/smoke:2025-04-13`.",
     "Build something small in each ecosystem, Maven, npm, PyPI and Docker, via the proxy and hosted repositories; "
     "one of them deploys a snapshot into `maven-snapshots` and another pushes "
     "`docker.nexus.corp/smoke:2025-04-13`.",
     None),
    (22, [21],
     "Watch 2 hours of CI traffic before calling it done: HTTP 5xx on the nginx front end below 0.5 % and p95 "
     "download latency under 800 ms.",
     "Do not declare success until 2 hours of CI traffic have gone by with the nginx front end under 0.5 % HTTP "
     "5xx and p95 download latency below 800 ms.",
     "HTTP 5xx below 0.5 % at the nginx front end and p95 download latency under 800 ms, for 2 hours of CI "
     "traffic: watch for that before calling it done."),
    (23, [19],
     "Archive the OrientDB export `/srv/nexus-mig/dbexport/` to `s3://corp-nexus-archive/orientdb/2025-04-13/` "
     "with a 30-day lifecycle expiry.",
     "Copy the OrientDB export in `/srv/nexus-mig/dbexport/` up to `s3://corp-nexus-archive/orientdb/2025-04-13/` "
     "and give it a lifecycle rule with a 30-day expiry.",
     None),
    (24, [22, 23],
     "Close CHG-61208 with the migration log, the diff and count results and the CI watch graphs attached.",
     "Attach the migration log, the results of the diff and the counts, and the graphs from the CI watch to "
     "CHG-61208, then close it.",
     None),
]

GUARDS = {
    2: "build-platform owner approval before the freeze (approval)",
    6: "database export for backup before the migration (backup)",
    9: "review of the staging rehearsal log before touching production (dry run / rehearsal review)",
    14: "diff of the migrated repository settings against the saved copy (verification)",
    17: "pg_dump of the migrated database before the upgrade (backup)",
    22: "2-hour watch of CI traffic before closing (health watch)",
}
DROP_GUARD = 9

SPLITS = {
    12: ("Point Nexus at PostgreSQL by editing `/opt/sonatype/sonatype-work/nexus3/etc/fabric/nexus-store.properties`.",
         "Set jdbcUrl to jdbc:postgresql://pg-nexus-01.corp:5432/nexus, username to nexus and the password from "
         "Vault path kv/nexus/pg."),
    18: ("Upgrade to 3.72.0: unpack `nexus-3.72.0-04-unix.tar.gz` into `/opt/sonatype/nexus-3.72.0-04`.",
         "Repoint the `/opt/sonatype/nexus` symlink and run `sudo systemctl restart nexus`."),
}

REGEN_SPLIT = (21, (
    "Push a small test build through the proxy and hosted repositories for each ecosystem: Maven, npm, PyPI and "
    "Docker.",
    "The Maven one deploys a snapshot to `maven-snapshots`, the Docker one pushes "
    "`docker.nexus.corp/smoke:2025-04-13`."))

SERIALIZE = [14, 15, 16]

COMPRESS = [
    ([5, 6], "Freeze Nexus read-only and export its databases for backup."),
    ([8, 9], "Rehearse the migration on staging and review the log."),
    ([10, 11], "Stop Nexus and run the migrator against PostgreSQL on pg-nexus-01."),
    ([12, 13], "Point nexus-store.properties at PostgreSQL and start Nexus."),
    ([18, 19], "Upgrade to 3.72.0 and check the status endpoint."),
    ([20, 21], "Release read-only mode and run test builds in each ecosystem."),
    ([22, 24], "Watch the CI traffic for a couple of hours, then close CHG-61208."),
]

LOST = {"remove": (17, 18), "add": [(16, 18), (17, 24)],
        "why": "the 3.72.0 upgrade no longer waits for the pg_dump of the migrated database (nor for the settings "
               "diff and count checks); the dump now only has to exist before the change is closed"}

TARGET = {"step": 12, "old": "5432", "new": "5433", "kind": "port"}

OPERATION = {
    "step": 3,
    "text": "Save the settings of the hosted release repository before anything moves: `curl -s -u admin -X DELETE "
            "https://nexus.corp/service/rest/v1/repositories/maven-releases -o /srv/nexus-mig/maven-releases_pre.json`.",
    "change": "HTTP method changed: `-X GET` -> `-X DELETE` on the repository endpoint, which deletes "
              "maven-releases instead of reading its settings (prose still says save)",
}
