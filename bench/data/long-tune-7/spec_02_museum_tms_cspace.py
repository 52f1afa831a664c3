# lt7_02 - museum collections: TMS -> CollectionSpace 8.0 migration with IIIF media and public site switch
ID = "lt7_02"
TASK = ("Museum collections: migrate the collections management system from TMS (SQL Server on sql-coll01) to "
        "CollectionSpace 8.0 (tenant museum), relink media through the Cantaloupe IIIF server, switch the public "
        "collection site and retire TMS logins.")

STEPS = [
    (1, [], "Open ticket COL-2291 for the TMS to CollectionSpace 8.0 cutover; object record edits freeze from Friday 18:00.",
     "To track the work, a ticket (COL-2291) is opened for the cutover from TMS to CollectionSpace 8.0, and the freeze on object record edits is set to begin Friday 18:00.",
     "Cataloguing edits freeze from Friday 18:00; the TMS to CollectionSpace 8.0 cutover is tracked in COL-2291."),
    (2, [1], "Announce the cataloguing freeze to `collections-staff@museum.org`: TMS goes read-only Friday 18:00.",
     "Let the registrars and curators know about the freeze by writing to `collections-staff@museum.org`, making clear that TMS becomes read-only at Friday 18:00.",
     None),
    (3, [2], "At Friday 18:00 set the TMS database read-only: `ALTER DATABASE TMS SET READ_ONLY WITH ROLLBACK IMMEDIATE` on `sql-coll01`.",
     "When Friday 18:00 arrives, the TMS database on `sql-coll01` is switched to read-only, which is done with `ALTER DATABASE TMS SET READ_ONLY WITH ROLLBACK IMMEDIATE`.",
     "On `sql-coll01`, run `ALTER DATABASE TMS SET READ_ONLY WITH ROLLBACK IMMEDIATE` at Friday 18:00."),
    (4, [3], "Take a full backup of TMS: `BACKUP DATABASE TMS TO DISK = 'E:/bak/TMS_full_20240920.bak' WITH CHECKSUM, COPY_ONLY`.",
     "Before anything is extracted, make sure a complete copy-only backup of TMS exists by running `BACKUP DATABASE TMS TO DISK = 'E:/bak/TMS_full_20240920.bak' WITH CHECKSUM, COPY_ONLY`.",
     "`BACKUP DATABASE TMS TO DISK = 'E:/bak/TMS_full_20240920.bak' WITH CHECKSUM, COPY_ONLY` - full backup of TMS."),
    (5, [3], "Snapshot the media share on `nas-coll02`: `zfs snapshot tank/media@pre-cspace-20240920`.",
     "In parallel, protect the image files: a ZFS snapshot of the media share is taken on `nas-coll02` with `zfs snapshot tank/media@pre-cspace-20240920`.",
     None),
    (6, [4], "Run the extract: `python3 tms2cspace.py extract --db TMS --out /data/mig/extract` (objects, persons, locations, loans).",
     "The extract step pulls objects, persons, locations and loans out of TMS; use `python3 tms2cspace.py extract --db TMS --out /data/mig/extract` for it.",
     "Objects, persons, locations and loans are extracted with `python3 tms2cspace.py extract --db TMS --out /data/mig/extract`."),
    (7, [6], "Do a dry-run load with `python3 tms2cspace.py load --tenant museum --dry-run` and review the report: 184,302 objects expected and 0 orphan location refs.",
     "It is a good idea to rehearse the load first: `python3 tms2cspace.py load --tenant museum --dry-run`, then read through the report, which should show 184,302 objects and no (0) orphan location refs.",
     "Review the report of `python3 tms2cspace.py load --tenant museum --dry-run`; it must list 184,302 objects and 0 orphan location refs."),
    (8, [7], "Load for real: `python3 tms2cspace.py load --tenant museum --batch 500`.",
     "With the rehearsal looking clean, the actual load can go ahead, in batches, via `python3 tms2cspace.py load --tenant museum --batch 500`.",
     None),
    (9, [5, 8], "Relink the media to the new records: `python3 tms2cspace.py media --source /tank/media --derivatives cantaloupe`.",
     "Next the image files need to be attached to the newly created records again, which `python3 tms2cspace.py media --source /tank/media --derivatives cantaloupe` takes care of.",
     "Media relinking to the new records: `python3 tms2cspace.py media --source /tank/media --derivatives cantaloupe`."),
    (10, [8], "Rebuild the CollectionSpace search index: `cspace-admin reindex --tenant museum`.",
     "So that searches return the migrated data, the CollectionSpace search index is rebuilt from scratch using `cspace-admin reindex --tenant museum`.",
     None),
    (11, [9, 10], "Verify record counts (objects 184,302, persons 41,877, incoming loans 1,204) and spot-check 50 random object numbers against TMS.",
     "As a verification step, compare the record counts - 184,302 objects, 41,877 persons and 1,204 incoming loans - and pick 50 object numbers at random to compare field by field against TMS.",
     "Spot-check 50 random object numbers against TMS and confirm the counts: 184,302 objects, 41,877 persons, 1,204 incoming loans."),
    (12, [9], "Check IIIF delivery: `curl -s https://iiif.museum.org/iiif/3/2019.44.1/info.json` and 20 other sample images must return 200.",
     "It should also be confirmed that images are served over IIIF: `curl -s https://iiif.museum.org/iiif/3/2019.44.1/info.json`, along with 20 other sample images, is expected to come back with 200.",
     None),
    (13, [11, 12], "Registrar signs off the migration in COL-2291.",
     "Once the checks are done, the registrar is asked for formal sign-off on the migration, recorded in COL-2291.",
     "In COL-2291, get the registrar's sign-off on the migration."),
    (14, [13], "Switch `collections.museum.org` to the CollectionSpace public browser: set the nginx upstream to `cspace-pub:8180` and run `nginx -s reload`.",
     "The public collection site, `collections.museum.org`, is then moved over to the CollectionSpace public browser by pointing the nginx upstream at `cspace-pub:8180` and reloading with `nginx -s reload`.",
     "Set the nginx upstream of `collections.museum.org` to `cspace-pub:8180` and `nginx -s reload`, so the site is served by the CollectionSpace public browser."),
    (15, [13], "Lift the cataloguing freeze: enable the `registrar` role in CollectionSpace so registrars can edit again.",
     "At the same time the freeze can end; registrars get their editing rights back once the `registrar` role is enabled in CollectionSpace.",
     None),
    (16, [14], "Watch the public site for 1 hour: 5xx responses below 0.5% and p95 page time under 2 s.",
     "For one hour after the switch, keep the public site under observation, making sure 5xx responses stay below 0.5% and the p95 page time remains under 2 s.",
     "p95 page time under 2 s and 5xx below 0.5%: watch the public site against these for 1 hour."),
    (17, [14], "Resubmit `https://collections.museum.org/sitemap.xml` in Google Search Console.",
     "Search engines should pick up the new pages, so submit `https://collections.museum.org/sitemap.xml` once more in Google Search Console.",
     None),
    (18, [15, 16], "Disable the TMS client logins: `ALTER LOGIN tms_users DISABLE` on `sql-coll01`.",
     "With staff working in the new system and the site stable, the old client access is shut off by running `ALTER LOGIN tms_users DISABLE` on `sql-coll01`.",
     "On `sql-coll01`, `ALTER LOGIN tms_users DISABLE` turns off TMS client logins."),
    (19, [18], "Copy the final TMS backup offsite: `aws s3 cp E:/bak/TMS_full_20240920.bak s3://museum-archive/tms/ --storage-class DEEP_ARCHIVE`.",
     "For long-term retention, the last TMS backup is sent to offsite storage with `aws s3 cp E:/bak/TMS_full_20240920.bak s3://museum-archive/tms/ --storage-class DEEP_ARCHIVE`.",
     None),
    (20, [17, 19], "Update the SPECTRUM procedures manual with the CollectionSpace screens.",
     "The SPECTRUM procedures manual also needs revising so that it shows the CollectionSpace screens rather than the old ones.",
     "Put the CollectionSpace screens into the SPECTRUM procedures manual."),
    (21, [20], "Close COL-2291.",
     "Finally, the ticket COL-2291 can be closed.",
     None),
]

GUARDS = {
    4: "full TMS backup before extract and load",
    5: "ZFS snapshot of the media share before relinking",
    7: "dry-run load report review before the real load",
    11: "record-count and spot-check verification before sign-off",
    13: "registrar sign-off before the public switch and unfreeze",
    16: "1-hour public-site watch before TMS logins are disabled",
}
DROP_GUARD = 13

SPLITS = {
    7: ("Do a dry-run load with `python3 tms2cspace.py load --tenant museum --dry-run`.",
        "Review the report: 184,302 objects expected and 0 orphan location refs."),
    14: ("Switch `collections.museum.org` to the CollectionSpace public browser by setting the nginx upstream to `cspace-pub:8180`.",
         "Then run `nginx -s reload`."),
}
REGEN_SPLIT = (11, (
    "Verify the record counts after the load: objects should be 184,302, persons 41,877 and incoming loans 1,204.",
    "Once the counts match, spot-check 50 randomly chosen object numbers against TMS as well.",
))
SERIALIZE = [11, 12]

COMPRESS = [
    ([1, 2], "Open COL-2291 and announce the Friday 18:00 cataloguing freeze to staff."),
    ([3, 4], "Set TMS read-only on sql-coll01 and take a full backup."),
    ([6, 7, 8], "Extract from TMS and load into CollectionSpace tenant museum with `tms2cspace.py`."),
    ([14, 17], "Switch the public site to the CollectionSpace browser (nginx upstream `cspace-pub:8180`) and resubmit the sitemap."),
    ([20, 21], "Update the procedures manual and close the ticket."),
]

LOST = {"remove": (11, 13), "add": [(11, 18)],
        "why": "the registrar signs off (and the public site switches) without waiting for the record-count verification"}

TARGET = {"step": 19, "old": "s3://museum-archive/tms/", "new": "s3://museum-scratch/tms/", "kind": "S3 bucket"}

OPERATION = {"step": 3,
             "text": "At Friday 18:00 set the TMS database read-write: `ALTER DATABASE TMS SET READ_WRITE WITH ROLLBACK IMMEDIATE` on `sql-coll01`.",
             "change": "read-only -> read-write (prose and command both flipped), so edits continue during the migration"}
