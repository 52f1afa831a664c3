ID = "lt19_04"
TASK = "County veterinary rabies vaccination registry: 2025 tag series load and clinic certificate feed moved from SFTP CSV to the REST API"

STEPS = [
    (1, [], "Open VR-882: load the 2025 rabies tag series (R25-000001 to R25-060000) and move the 38 clinics' certificate uploads from SFTP CSV to `/api/v2/certificates`.",
     "Create ticket VR-882 for two pieces of work: the 2025 rabies tag series (R25-000001 to R25-060000) gets loaded, and the certificate uploads of all 38 clinics switch over from SFTP CSV to `/api/v2/certificates`.",
     "Move the 38 clinics' certificate uploads to `/api/v2/certificates` (off SFTP CSV) and load the 2025 rabies tag series R25-000001 to R25-060000; track both under VR-882."),
    (2, [1], "Dump the registry database: `pg_dump -Fc -h vetreg-db01 rabiesreg > /backup/rabiesreg-pre-vr882.dump`.",
     "Take a full backup of the registry database first with `pg_dump -Fc -h vetreg-db01 rabiesreg > /backup/rabiesreg-pre-vr882.dump`, so that the import can be rolled back.",
     None),
    (3, [1], "Get written approval of VR-882 from the county veterinarian.",
     "Make sure the county veterinarian has approved VR-882 in writing.",
     None),
    (4, [2, 3], "Dry-run the tag import with `regctl tags import --series R25 --from 000001 --to 060000 --dry-run` and confirm 60000 new tags and 0 collisions with R24.",
     "Before loading anything, do a dry run (`regctl tags import --series R25 --from 000001 --to 060000 --dry-run`) and check that it reports 60000 new tags and no collisions at all (0) with R24.",
     "Confirm 60000 new tags and 0 collisions with R24 from the dry run `regctl tags import --series R25 --from 000001 --to 060000 --dry-run`."),
    (5, [4], "Load the series: `regctl tags import --series R25 --from 000001 --to 060000`.",
     "Now do the actual import of the R25 series with `regctl tags import --series R25 --from 000001 --to 060000`.",
     "Run `regctl tags import --series R25 --from 000001 --to 060000` to load the series."),
    (6, [3], "Create API clients for the 38 clinics: `regctl clients create --from clinics.csv --scope certificates:write`.",
     "Generate an API client for each of the 38 clinics using `regctl clients create --from clinics.csv --scope certificates:write`.",
     "Using `clinics.csv`, create the 38 clinic API clients with `regctl clients create --from clinics.csv --scope certificates:write`."),
    (7, [6], "Switch the 3 pilot clinics to the API: `regctl clinics set-feed --group pilot --mode api`.",
     "Move the three pilot clinics over to API submission by running `regctl clinics set-feed --group pilot --mode api`.",
     "Run `regctl clinics set-feed --group pilot --mode api` so the 3 pilot clinics submit via the API."),
    (8, [7], "Watch the pilot for 48 hours: API certificates must match each pilot clinic's paper log and `regctl feed errors --since 48h` must show 0 rejects.",
     "Leave the pilot running for 48 hours and only go further if every pilot clinic's API certificates line up with its paper log and `regctl feed errors --since 48h` reports no rejects (0).",
     "`regctl feed errors --since 48h` must show 0 rejects after a 48 hours pilot watch, and each pilot clinic's paper log must match its API certificates."),
    (9, [5, 8], "Switch the other 35 clinics: `regctl clinics set-feed --group wave1 --mode api`.",
     "Cut the remaining 35 clinics over as well, with `regctl clinics set-feed --group wave1 --mode api`.",
     None),
    (10, [9], "Turn off SFTP uploads for migrated clinics: `regctl clinics set-feed --group all --mode api --sftp disabled`.",
     "Shut the SFTP route for every clinic that has moved, using `regctl clinics set-feed --group all --mode api --sftp disabled`, so nobody keeps dropping CSVs.",
     "For migrated clinics, `regctl clinics set-feed --group all --mode api --sftp disabled` turns SFTP uploads off."),
    (11, [9], "Reconcile 7 days of API certificates per clinic against its 2024 monthly CSV average and flag any clinic below 80 %.",
     "Compare a week's worth (7 days) of API certificates for each clinic with its 2024 monthly CSV average, and call out every clinic that comes in under 80 percent.",
     None),
    (12, [5], "Enable R25 tags on the public lookup page: `regctl lookup series enable R25`.",
     "Turn on R25 in the owners' public tag lookup with `regctl lookup series enable R25`.",
     "Run `regctl lookup series enable R25` so the public lookup page knows R25 tags."),
    (13, [12], "Check that tag R25-000417 resolves to 'not yet issued' on https://pets.marlowcounty.gov/tag.",
     "Look up tag R25-000417 on https://pets.marlowcounty.gov/tag and confirm that it comes back as 'not yet issued'.",
     None),
    (14, [10, 11], "Archive and empty the SFTP inbox: `tar czf /archive/sftp-inbox-2024.tgz /srv/sftp/inbox && rm -rf /srv/sftp/inbox/*`.",
     "Pack the SFTP inbox into an archive and then clear it out: `tar czf /archive/sftp-inbox-2024.tgz /srv/sftp/inbox && rm -rf /srv/sftp/inbox/*`.",
     None),
    (15, [11], "Send the state health department the January extract: `regctl export --state --month 2025-01`.",
     "Produce the January extract for the state health department with `regctl export --state --month 2025-01` and send it over.",
     "The state health department gets the January extract (`regctl export --state --month 2025-01`)."),
    (16, [13, 14, 15], "Close VR-882 with the reconciliation sheet and the dry-run output attached.",
     "Attach the dry-run output and the reconciliation sheet to VR-882 and close the ticket.",
     None),
]

GUARDS = {2: "pg_dump of the registry before the import",
          3: "county veterinarian approval",
          4: "dry-run review of the tag import",
          8: "48-hour pilot watch before the other clinics switch",
          11: "7-day reconciliation before the SFTP inbox is emptied"}
DROP_GUARD = 2

SPLITS = {
    4: ("Dry-run the R25 tag import: `regctl tags import --series R25 --from 000001 --to 060000 --dry-run`.",
        "Read the summary and make sure it shows 60000 new tags and 0 collisions with R24."),
    8: ("Let the pilot run for 48 hours, checking that each pilot clinic's API certificates match its paper log.",
        "At the end, `regctl feed errors --since 48h` has to come back with 0 rejects before anyone else is moved."),
}
REGEN_SPLITS = [
    (9, ("Move the remaining clinics to API submission next.",
         "That is 35 clinics, all in one go: `regctl clinics set-feed --group wave1 --mode api`.")),
    (11, ("For every clinic, add up 7 days of certificates received through the API and set them against its 2024 monthly CSV average.",
          "Any clinic that lands below 80 % goes on the follow-up list.")),
]
SERIALIZE = [11, 13]
COMPRESS = [
    ([4, 5], "Dry-run, then import, the R25 tag series."),
    ([6, 7, 8], "Create clinic API clients, move the pilot clinics to the API and watch them for a couple of days."),
    ([10, 14], "Turn off SFTP uploads and archive and clear the SFTP inbox."),
    ([15, 16], "Send the state extract and close VR-882."),
]
LOST = {"remove": (11, 14), "add": [],
        "why": "the SFTP inbox is archived and emptied (14) right after SFTP uploads are disabled (10), without waiting for the 7-day reconciliation (11)"}
TARGET = {"step": 15, "old": "2025-01", "new": "2024-01", "kind": "month (date)"}
OPERATION = {"step": 10, "text": "Turn SFTP uploads back on for migrated clinics: `regctl clinics set-feed --group all --mode csv --sftp enabled`.",
             "change": "SFTP disabled / api mode -> SFTP enabled / csv mode"}
