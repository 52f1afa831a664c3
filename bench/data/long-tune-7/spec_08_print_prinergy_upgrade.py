# lt7_08 - newspaper print plant: Prinergy prepress workflow upgrade between editions, CTP re-link and calibration
ID = "lt7_08"
TASK = ("Newspaper print plant: upgrade the Prinergy prepress workflow server prinergy01 from 9.0.2 to 10.0.1 on a "
        "Saturday before the Sunday edition is plated at 19:30 - archive jobs, snapshot, migrate the database, re-link "
        "both CTP plate-setters, prove calibration and a test job, then plate and watch remakes.")

STEPS = [
    (1, [], "Open change PRN-CHG-118 for Prinergy 9.0.2 -> 10.0.1 on `prinergy01`; window Saturday 10:00-18:00, Sunday edition plating starts 19:30.",
     "PRN-CHG-118 is opened for upgrading `prinergy01` from Prinergy 9.0.2 to 10.0.1, in a Saturday 10:00-18:00 window ahead of Sunday edition plating at 19:30.",
     "Prinergy on `prinergy01` goes 9.0.2 -> 10.0.1 under PRN-CHG-118; the window is Saturday 10:00-18:00 and plating of the Sunday edition begins at 19:30."),
    (2, [1], "Confirm with the night editor that no pages will be released before 19:30.",
     "It is agreed with the night editor that pages are not released until 19:30.",
     None),
    (3, [1], "Archive all open jobs: `prnarchive --all --dest /mnt/nas-pre/archive/20240608`.",
     "All open jobs are archived to the prepress NAS with `prnarchive --all --dest /mnt/nas-pre/archive/20240608`.",
     "`prnarchive --all --dest /mnt/nas-pre/archive/20240608` - every open job archived."),
    (4, [1], "Take a vCenter snapshot of `prinergy01` named `pre-10.0.1-20240608`.",
     "A VM snapshot of `prinergy01`, named `pre-10.0.1-20240608`, is taken in vCenter.",
     None),
    (5, [1], "Export the CTP output device profiles and calibration curves for `Trendsetter-A` and `Trendsetter-B` to `/mnt/nas-pre/ctp-profiles/`.",
     "The output device profiles and calibration curves of both plate-setters (`Trendsetter-A`, `Trendsetter-B`) are exported to `/mnt/nas-pre/ctp-profiles/`.",
     "Save to `/mnt/nas-pre/ctp-profiles/` the calibration curves and CTP output device profiles of `Trendsetter-A` and `Trendsetter-B`."),
    (6, [2, 3, 4], "Stop the Prinergy services with `prnctl stop --all` and confirm the process queue is empty.",
     "The Prinergy services are stopped (`prnctl stop --all`) and the process queue is checked to be empty.",
     None),
    (7, [6], "Run the 10.0.1 installer in upgrade mode without the database step: `setup.exe /upgrade /nodbmigrate /log C:/temp/prn10.log`.",
     "The 10.0.1 installer is run as an upgrade, skipping the database step: `setup.exe /upgrade /nodbmigrate /log C:/temp/prn10.log`.",
     "`setup.exe /upgrade /nodbmigrate /log C:/temp/prn10.log` runs the 10.0.1 upgrade, leaving the database for later."),
    (8, [7], "Run the database migration in check mode, `prndbtool migrate --schema 10.0 --check-only`, and review the report; it must show 0 errors.",
     "The database migration is first run check-only with `prndbtool migrate --schema 10.0 --check-only`, and its report is reviewed for 0 errors.",
     "Review the report from `prndbtool migrate --schema 10.0 --check-only`; anything other than 0 errors stops the upgrade."),
    (9, [8], "Migrate the database: `prndbtool migrate --schema 10.0`.",
     "Then the database is actually migrated, using `prndbtool migrate --schema 10.0`.",
     None),
    (10, [7], "Install the 10.0 licence file: `prnlicense install PRN-LIC-44721.lic`.",
     "The licence for 10.0 is installed with `prnlicense install PRN-LIC-44721.lic`.",
     "`prnlicense install PRN-LIC-44721.lic` applies the 10.0 licence."),
    (11, [5, 9, 10], "Re-link both CTP output devices from the exported profiles and check that `Trendsetter-A` and `Trendsetter-B` show Online.",
     "Both plate-setters are re-linked using the exported profiles, after which `Trendsetter-A` and `Trendsetter-B` should report Online.",
     None),
    (12, [11], "Output a calibration plate on each plate-setter and read it with the plate reader: the 50% patch must measure 50 ± 1%.",
     "One calibration plate per plate-setter is imaged and measured on the plate reader; the 50% patch has to read 50 ± 1%.",
     "On the plate reader, the 50% patch of each plate-setter's calibration plate must come out at 50 ± 1%."),
    (13, [11], "Process test job `TEST-DAILY-0608` (4 pages, CMYK) through refine and imposition and pixel-diff the proof against the 9.0.2 proof (threshold 0.1%).",
     "Test job `TEST-DAILY-0608` - 4 pages, CMYK - is taken through refine and imposition, and its proof is pixel-diffed against the 9.0.2 proof with a 0.1% threshold.",
     None),
    (14, [12, 13], "The prepress lead signs off the upgrade in PRN-CHG-118 before any edition page is plated.",
     "No edition page is plated until the prepress lead has signed off the upgrade in PRN-CHG-118.",
     "Sign-off in PRN-CHG-118 from the prepress lead, required before edition pages are plated."),
    (15, [14], "Enable the hot folders for the pagination system: `prnctl hotfolder enable --all`.",
     "The pagination system's hot folders are switched on with `prnctl hotfolder enable --all`.",
     None),
    (16, [15], "Plate the Sunday edition (96 pages) from 19:30 and watch plate remakes: below 2% in the first hour.",
     "The 96-page Sunday edition is plated from 19:30 while remakes are watched; in the first hour they must stay under 2%.",
     "Remakes below 2% in the first hour is the bar while the Sunday edition (96 pages) is plated from 19:30."),
    (17, [16], "The press room confirms OK-to-print at 35,000 copies per hour.",
     "OK-to-print at 35,000 copies per hour is confirmed by the press room.",
     None),
    (18, [17], "After 7 days without a rollback, delete the vCenter snapshot `pre-10.0.1-20240608` of `prinergy01`.",
     "If no rollback has been needed after 7 days, the vCenter snapshot `pre-10.0.1-20240608` of `prinergy01` is deleted.",
     "`pre-10.0.1-20240608`, the snapshot of `prinergy01`, is deleted in vCenter after 7 days with no rollback."),
    (19, [17], "Check the archive job against the 10.0 paths: `prnarchive --config /etc/prn/archive10.yaml --check`.",
     "The nightly archive job is checked against the 10.0 paths with `prnarchive --config /etc/prn/archive10.yaml --check`.",
     None),
    (20, [18, 19], "Update the prepress runbook and the plate-remake dashboard for 10.0.1.",
     "Revise the prepress runbook, and the dashboard tracking plate remakes, to reflect 10.0.1.",
     "For 10.0.1, bring the plate-remake dashboard and the prepress runbook up to date."),
    (21, [20], "Close PRN-CHG-118.",
     "PRN-CHG-118 gets closed.",
     None),
]

GUARDS = {
    3: "archive of open jobs before the upgrade",
    4: "VM snapshot before stopping services and installing",
    8: "check-only database migration review before migrating",
    12: "calibration plate measurement before sign-off",
    14: "prepress lead sign-off before plating",
    16: "first-hour remake watch before OK-to-print",
}
DROP_GUARD = 8

SPLITS = {
    11: ("Re-link both CTP output devices from the exported profiles.",
         "Check that `Trendsetter-A` and `Trendsetter-B` show Online."),
    16: ("Plate the Sunday edition (96 pages) from 19:30.",
         "Watch plate remakes while plating: they must stay below 2% in the first hour."),
}
REGEN_SPLIT = (13, (
    "Run the test job `TEST-DAILY-0608` (4 pages, CMYK) through refine and imposition on 10.0.1.",
    "Once its proof is out, diff it pixel by pixel with the 9.0.2 proof; anything above a 0.1% difference fails.",
))
SERIALIZE = [12, 13]

COMPRESS = [
    ([1, 2], "Open PRN-CHG-118 and agree with the night editor that pages wait until 19:30."),
    ([7, 8, 9], "Install 10.0.1 on prinergy01 and migrate the database to schema 10.0."),
    ([14, 15], "After the prepress lead's sign-off, enable the hot folders."),
    ([17, 18], "Get OK-to-print from the press room and later delete the VM snapshot."),
    ([20, 21], "Update the runbook and dashboard and close PRN-CHG-118."),
]

LOST = {"remove": (4, 6), "add": [(4, 18)],
        "why": "the services are stopped and the upgrade installed without waiting for the vCenter snapshot of prinergy01"}

TARGET = {"step": 18, "old": "prinergy01", "new": "prinergy02", "kind": "host (VM)"}

OPERATION = {"step": 3,
             "text": "Archive all open jobs: `prnarchive --all --delete-source --dest /mnt/nas-pre/archive/20240608`.",
             "change": "destructive flag added: `--delete-source` removes the jobs from the workflow server once archived"}
