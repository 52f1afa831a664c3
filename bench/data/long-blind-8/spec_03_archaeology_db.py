ID = "lb8_03"
TASK = ("Archaeology field database: end-of-day QFieldCloud sync for site KHR-24 with a schema migration "
        "(Munsell colour on contexts) applied to the central PostGIS database arch_field")

STEPS = [
    (1, [],
     "Announce in #field-data that tablet sync for site KHR-24 pauses at 19:00 and freeze edits in QFieldCloud project `khr24-excavation`.",
     "Post in #field-data that the KHR-24 tablet sync stops at 19:00, then lock editing on the QFieldCloud project `khr24-excavation`.",
     "Freeze edits in `khr24-excavation` (the QFieldCloud project) after announcing in #field-data that site KHR-24's tablet sync pauses at 19:00."),
    (2, [1],
     "On `pg-arch-01`, take a full dump first: `pg_dump -Fc -d arch_field -f /backup/arch_field_2024-07-18.dump`.",
     "Before anything else, dump the whole database on `pg-arch-01` with `pg_dump -Fc -d arch_field -f /backup/arch_field_2024-07-18.dump`.",
     None),
    (3, [1],
     "Pull pending changes from all 9 tablets into QFieldCloud and confirm the `khr24-excavation` delta queue shows 0 pending.",
     "Bring the pending edits of the nine tablets into QFieldCloud; the delta queue for `khr24-excavation` must read 0 pending.",
     "Confirm 0 pending in the delta queue of `khr24-excavation` once all 9 tablets have had their pending changes pulled into QFieldCloud."),
    (4, [3],
     "Run the duplicate find-number query `SELECT find_no, count(*) FROM finds GROUP BY find_no HAVING count(*) > 1;` against the QFieldCloud export; it must return no rows.",
     "Check the QFieldCloud export for duplicate find numbers with `SELECT find_no, count(*) FROM finds GROUP BY find_no HAVING count(*) > 1;` and continue only if no rows come back.",
     None),
    (5, [3],
     "Export the day's contexts for trenches T3, T4 and T7 to `khr24_contexts_20240718.gpkg` and check the geometries with `ogrinfo -al -so`.",
     "Write out today's contexts from trenches T3, T4 and T7 into `khr24_contexts_20240718.gpkg`, then inspect their geometries using `ogrinfo -al -so`.",
     "Check with `ogrinfo -al -so` the geometries in `khr24_contexts_20240718.gpkg`, exported from the day's contexts of trenches T7, T4 and T3."),
    (6, [2],
     "Apply migration `0042_add_munsell_colour.sql` to staging DB `arch_field_stg` with `psql -X -v ON_ERROR_STOP=1`.",
     "Run the `0042_add_munsell_colour.sql` migration on the staging database, `arch_field_stg`, via `psql -X -v ON_ERROR_STOP=1`.",
     None),
    (7, [6],
     "Diff `pg_dump --schema-only` of `arch_field_stg` against production and go through the diff with the project data manager.",
     "Compare the `pg_dump --schema-only` output for `arch_field_stg` with production's, and review the resulting diff together with the project data manager.",
     "Go through with the project data manager the diff of production against `arch_field_stg` from `pg_dump --schema-only`."),
    (8, [4, 5, 7],
     "Get the site director's written OK in the #field-data thread before the production schema is changed.",
     "The production schema is changed only after the site director has OK'd it in writing in the #field-data thread.",
     "Before production's schema changes, the site director must give a written OK in the #field-data thread."),
    (9, [8],
     "Apply `0042_add_munsell_colour.sql` to production `arch_field` on `pg-arch-01` with `psql -X -v ON_ERROR_STOP=1`.",
     "Roll the `0042_add_munsell_colour.sql` migration forward on production `arch_field` (`pg-arch-01`) using `psql -X -v ON_ERROR_STOP=1`.",
     None),
    (10, [9],
     "Import the contexts with `ogr2ogr -append -f PostgreSQL PG:dbname=arch_field khr24_contexts_20240718.gpkg contexts`.",
     "Load the contexts into the database: `ogr2ogr -append -f PostgreSQL PG:dbname=arch_field khr24_contexts_20240718.gpkg contexts`.",
     "Contexts get imported using `ogr2ogr -append -f PostgreSQL PG:dbname=arch_field khr24_contexts_20240718.gpkg contexts`."),
    (11, [9],
     "Push the updated project schema to the 9 tablets from QFieldCloud so the new `munsell_colour` field appears in the context form.",
     "From QFieldCloud, send the updated project schema out to the nine tablets; the context form should then show the new `munsell_colour` field.",
     None),
    (12, [10],
     "Verify that `SELECT count(*) FROM contexts WHERE site='KHR-24';` equals the 1284 entries in the paper context register and that no geometry is NULL.",
     "Check that the KHR-24 context count from `SELECT count(*) FROM contexts WHERE site='KHR-24';` matches the paper register's 1284 entries, with not a single NULL geometry.",
     "The paper context register has 1284 entries: `SELECT count(*) FROM contexts WHERE site='KHR-24';` must equal that, and no geometry may be NULL."),
    (13, [11, 12],
     "Unfreeze `khr24-excavation` and tell the trench supervisors that sync is open again.",
     "Lift the edit freeze on `khr24-excavation`, then let the trench supervisors know sync has reopened.",
     None),
    (14, [13],
     "Record the migration and the dump path in the site diary and close ticket DATA-517.",
     "Note the migration and where the dump lives in the site diary, and close out DATA-517.",
     "Close ticket DATA-517 after writing the dump path and the migration into the site diary."),
]

GUARDS = {
    2: "full pg_dump of arch_field before the migration",
    7: "schema diff review with the data manager",
    8: "site director's written OK before the production schema change",
    12: "row-count and geometry verification before the project is reopened",
}
DROP_GUARD = 2

SPLITS = {
    4: ("Run `SELECT find_no, count(*) FROM finds GROUP BY find_no HAVING count(*) > 1;` against the QFieldCloud export.",
        "The duplicate find-number query must return no rows."),
    10: ("Run the context import: `ogr2ogr -append -f PostgreSQL PG:dbname=arch_field khr24_contexts_20240718.gpkg contexts`.",
         "The rows are appended to the existing `contexts` layer of `arch_field`, nothing is replaced."),
}
REGEN_SPLIT = (9, (
    "Migrate production: run `0042_add_munsell_colour.sql` against `arch_field` on `pg-arch-01`.",
    "Do it through `psql -X -v ON_ERROR_STOP=1` so it stops at the first error.",
))

SERIALIZE = [4, 5]

COMPRESS = [
    ([1, 3], "Freeze `khr24-excavation`, announce the pause and pull all tablet changes into QFieldCloud."),
    ([6, 7], "Test the Munsell migration on staging and review the schema diff."),
    ([9, 11], "Migrate production `arch_field` and push the new schema to the tablets."),
    ([13, 14], "Reopen sync for the supervisors and close DATA-517."),
]

LOST = {"remove": (12, 13), "add": [(12, 14)],
        "why": "the project is unfrozen and sync reopened (13) without waiting for the row-count and geometry verification (12), which now only gates the ticket close"}

TARGET = {"step": 9, "old": "pg-arch-01", "new": "pg-arch-02", "kind": "database host"}

OPERATION = {"step": 10,
             "text": "Import the contexts with `ogr2ogr -overwrite -f PostgreSQL PG:dbname=arch_field khr24_contexts_20240718.gpkg contexts`.",
             "change": "ogr2ogr -append -> -overwrite (replaces the whole contexts table; prose verb kept)"}
