# lt8_06 - casino management system: slot data system 12.3 -> 12.5 upgrade on a live casino floor
# Regeneration style for paraphrases: (b) chatty, explanatory, adds rationale.
ID = "lt8_06"
TASK = "Upgrade the slot data system (SDS) at the Bellmont property from 12.3 to 12.5.0.4471 with the floor in offline TITO mode, under gaming control board approval"

STEPS = [
    (1, [], "Open CHG-66310 for the SDS 12.3 -> 12.5 upgrade at Bellmont and file notice GCB-24-1187 with the gaming control board 14 days ahead.",
     "Start by opening CHG-66310 for the SDS 12.3 -> 12.5 upgrade at Bellmont, and file notice GCB-24-1187 with the gaming control board 14 days ahead, since the board requires that lead time.",
     "File notice GCB-24-1187 with the gaming control board 14 days ahead and open CHG-66310 (SDS 12.3 -> 12.5, Bellmont)."),
    (2, [1], "Obtain the gaming control board approval letter for build 12.5.0.4471 and the compliance manager's sign-off.",
     "Nothing can be installed without the regulator, so obtain the gaming control board's approval letter for build 12.5.0.4471 together with the compliance manager's sign-off.",
     None),
    (3, [1], "Book the window for Tuesday 04:00-07:00, when coin-in is lowest, and notify the casino floor, the cage and surveillance.",
     "Book the Tuesday 04:00-07:00 window, because that is when coin-in is lowest, and let the casino floor, the cage and surveillance know so nobody is surprised.",
     "Notify surveillance, the cage and the casino floor of the window, booked for Tuesday 04:00-07:00 when coin-in is lowest."),
    (4, [3], "Take a full database backup: `sqlcmd -S sdsdb01 -Q \"BACKUP DATABASE SDS TO DISK='E:\\bak\\SDS_20241112.bak' WITH CHECKSUM\"`.",
     "Take a full backup of the SDS database first, `sqlcmd -S sdsdb01 -Q \"BACKUP DATABASE SDS TO DISK='E:\\bak\\SDS_20241112.bak' WITH CHECKSUM\"`, so that we can restore if the schema upgrade fails.",
     None),
    (5, [3], "Print the outstanding-ticket liability and progressive levels for the cage: `sdsreport run TITO-OUTSTANDING --date 2024-11-12 --pdf` and `sdsreport run PROG-LEVELS --pdf`.",
     "Also give the cage a paper record of what is owed: run `sdsreport run TITO-OUTSTANDING --date 2024-11-12 --pdf` and `sdsreport run PROG-LEVELS --pdf`, so ticket liability and progressive levels can be checked after the upgrade.",
     "For the cage, print progressive levels (`sdsreport run PROG-LEVELS --pdf`) and outstanding-ticket liability (`sdsreport run TITO-OUTSTANDING --date 2024-11-12 --pdf`)."),
    (6, [2], "Check the installer hash against the approval letter: `certutil -hashfile SDS_12.5.0.4471.msi SHA256` must match the letter's value.",
     "To make sure we install exactly the approved build, compare the output of `certutil -hashfile SDS_12.5.0.4471.msi SHA256` with the value in the approval letter; they have to be identical.",
     None),
    (7, [6], "Stage the installer on sdsapp01 and sdsapp02.",
     "Once the hash is confirmed, copy the installer onto sdsapp01 and sdsapp02 so it is ready when the window opens.",
     "Copy the installer to both application servers, sdsapp01 and sdsapp02."),
    (8, [4, 5], "Switch the floor to offline ticket mode: `sdsctl floor mode --set offline-tito`, so machines keep validating tickets locally.",
     "When the backup and the cage reports are done, switch the floor to offline ticket mode with `sdsctl floor mode --set offline-tito`; machines then keep validating tickets locally and players are not interrupted.",
     None),
    (9, [8], "Stop the SAS poller on both servers: `sc stop SDSPoller` on sdsapp01 and sdsapp02.",
     "Stop the SAS poller next, `sc stop SDSPoller` on sdsapp01 and sdsapp02, so no meter data is written while the database changes.",
     "On sdsapp01 and sdsapp02, run `sc stop SDSPoller` to stop the SAS poller."),
    (10, [9, 7], "Install 12.5 on sdsapp01: `msiexec /i SDS_12.5.0.4471.msi /qn /l*v C:\\logs\\sds125.log`.",
     "Now install 12.5 on sdsapp01 with `msiexec /i SDS_12.5.0.4471.msi /qn /l*v C:\\logs\\sds125.log`; the verbose log helps if the vendor has to look at it.",
     None),
    (11, [10], "Run the database upgrade in validation mode, `sdsdbupgrade.exe /server sdsdb01 /validate`, and confirm it reports 0 errors.",
     "Before touching the schema, run `sdsdbupgrade.exe /server sdsdb01 /validate` to see what the upgrade would do, and make sure it reports 0 errors.",
     "Confirm 0 errors from a validation-mode run of the database upgrade (`sdsdbupgrade.exe /server sdsdb01 /validate`)."),
    (12, [11], "Apply the database upgrade: `sdsdbupgrade.exe /server sdsdb01 /apply`.",
     "With a clean validation, apply the schema changes by running `sdsdbupgrade.exe /server sdsdb01 /apply`.",
     None),
    (13, [12], "Install 12.5 on sdsapp02 with the same msiexec command.",
     "Then install 12.5 on sdsapp02 too, using the same msiexec command, so both servers are on one version.",
     "Run the same msiexec command to put 12.5 on sdsapp02."),
    (14, [13], "Start SDSPoller on sdsapp01 only and check that `sdsctl poll status --bank A` shows 48/48 machines online.",
     "Start SDSPoller on sdsapp01 only, as a first check, and make sure `sdsctl poll status --bank A` shows 48/48 machines online before adding the second server.",
     None),
    (15, [14], "Start SDSPoller on sdsapp02.",
     "If bank A looks good, go ahead and start SDSPoller on sdsapp02 as well.",
     "On sdsapp02, start SDSPoller."),
    (16, [15], "Confirm all 1,212 machines are polling: `sdsctl poll status --all` shows none in COMM-DOWN.",
     "Then confirm that the whole floor is back - all 1,212 machines polling - by checking that `sdsctl poll status --all` shows none in COMM-DOWN.",
     None),
    (17, [16], "Test TITO: a $20.00 ticket printed on machine A-014 must redeem at cage kiosk K3.",
     "Test ticket-in ticket-out end to end: print a $20.00 ticket on machine A-014 and redeem it at cage kiosk K3, to make sure validation works through the new version.",
     "Print a $20.00 ticket on A-014 and check that kiosk K3 at the cage redeems it (TITO test)."),
    (18, [16], "Test player tracking: a card-in on A-014 shows the player's tier and points balance.",
     "Check player tracking as well: after a card-in on A-014 the player's tier and points balance should show, otherwise loyalty points would be lost.",
     None),
    (19, [16], "Test a $1,200 hand-pay jackpot with W-2G on test machine TM-01 while surveillance watches.",
     "With surveillance watching, run a $1,200 hand-pay jackpot on test machine TM-01, including the W-2G form, since tax forms are a compliance requirement.",
     "On test machine TM-01, under surveillance, trigger a $1,200 hand-pay jackpot and complete the W-2G."),
    (20, [16], "Compare the progressive levels in the SDS with the printed PROG-LEVELS report; every level must match to the cent.",
     "Compare the progressive levels shown in the SDS against the printed PROG-LEVELS report, so we know no jackpot amount moved - they must match to the cent.",
     None),
    (21, [17, 18, 19, 20], "Get sign-off from the slot operations manager and surveillance that all tests passed.",
     "Once all four tests are through, get the slot operations manager and surveillance to sign off that they passed; the floor stays offline until then.",
     "Have surveillance and the slot operations manager sign off that every test passed."),
    (22, [21], "Return the floor to online mode: `sdsctl floor mode --set online`.",
     "After sign-off, bring the floor back online with `sdsctl floor mode --set online` so that tickets validate centrally again.",
     None),
    (23, [22], "Reconcile the tickets issued offline during the window: `sdsctl tito reconcile --window 2024-11-12T04:00/2024-11-12T07:00` must report 0 unmatched.",
     "Next, reconcile the tickets that were issued while the floor was offline, using `sdsctl tito reconcile --window 2024-11-12T04:00/2024-11-12T07:00`; it should report 0 unmatched, otherwise the cage is out of balance.",
     "Run `sdsctl tito reconcile --window 2024-11-12T04:00/2024-11-12T07:00` for the tickets issued offline and require 0 unmatched."),
    (24, [22], "Watch the floor for 60 minutes: fewer than 5 machines in COMM-DOWN and no ticket validation failures at the kiosks.",
     "To be confident the floor is stable, give it 60 minutes of observation; we want fewer than 5 machines in COMM-DOWN and not a single ticket validation failure at the kiosks.",
     None),
    (25, [24], "Re-enable bonusing on all banks: `sdsctl bonusing enable --all-banks`.",
     "Only after the floor has been stable, turn bonusing back on for all banks with `sdsctl bonusing enable --all-banks`, so promo credits flow again.",
     "Turn bonusing back on with `sdsctl bonusing enable --all-banks` (all banks)."),
    (26, [23], "Run the drop meter report, `sdsreport run DROP-METER --date 2024-11-12`, and have the cage manager confirm the meters match.",
     "Have the cage manager confirm the meters match by running `sdsreport run DROP-METER --date 2024-11-12`, so the day's drop is trustworthy.",
     None),
    (27, [24, 26], "Send the post-install notice with the installed build hash to the gaming control board.",
     "Let the gaming control board know the install is done by sending the post-install notice, including the installed build hash, as the approval requires.",
     "Send the gaming control board the post-install notice that includes the installed build hash."),
    (28, [4], "Copy the pre-upgrade backup offsite: `robocopy E:\\bak \\\\vault02\\sds-bak SDS_20241112.bak`.",
     "Copy the pre-upgrade backup offsite too, `robocopy E:\\bak \\\\vault02\\sds-bak SDS_20241112.bak`, so it survives even if sdsdb01 is lost.",
     None),
    (29, [27], "Update the CMDB to SDS 12.5.0.4471.",
     "Update the CMDB so that it shows SDS 12.5.0.4471, which keeps the next audit simple.",
     "In the CMDB, record SDS 12.5.0.4471."),
    (30, [29, 28, 25], "Close CHG-66310.",
     "And with everything done, close CHG-66310.",
     None),
]

GUARDS = {
    2: "gaming control board approval and compliance sign-off before install",
    4: "full SDS database backup before the upgrade",
    5: "ticket liability and progressive levels exported before the upgrade",
    6: "installer hash verified against the approval letter",
    11: "validation-mode run of the database upgrade before apply",
    21: "test sign-off before the floor goes back online",
    24: "60-minute floor watch before bonusing and the regulator notice",
}
DROP_GUARD = 2

SPLITS = {
    17: ("Print a $20.00 ticket on machine A-014.",
         "Redeem that ticket at cage kiosk K3 and confirm it is accepted (TITO test)."),
    23: ("Reconcile the tickets issued offline: `sdsctl tito reconcile --window 2024-11-12T04:00/2024-11-12T07:00`.",
         "Confirm the reconcile reports 0 unmatched tickets."),
}

REGEN_SPLIT = (24, (
    "Keep watching the floor for 60 minutes after it comes back online, so that any instability shows up before we go further.",
    "Then, once that is done, make sure fewer than 5 machines went COMM-DOWN during the watch and that the kiosks had no ticket validation failures."))

SERIALIZE = [18, 20]

COMPRESS = [
    ([6, 7], "Verify the installer hash and stage it on both servers."),
    ([8, 9], "Put the floor in offline TITO mode and stop the poller."),
    ([10, 11, 12], "Install 12.5 on sdsapp01 and upgrade the database."),
    ([13, 14, 15], "Install on sdsapp02 and restart polling on both servers."),
    ([22, 23], "Bring the floor online and reconcile offline tickets."),
    ([26, 27], "Run the drop report and notify the gaming control board."),
    ([29, 30], "Update the CMDB and close the change."),
]

LOST = {"remove": (11, 12), "add": [(10, 12), (11, 21)],
        "why": "the database upgrade is applied (12) without waiting for the validation run to report 0 errors (11)"}

TARGET = {"step": 6, "old": "12.5.0.4471", "new": "12.5.0.4417", "kind": "build version (approved installer)"}

OPERATION = {"step": 22,
             "text": "Keep the floor in offline mode: `sdsctl floor mode --set offline-tito`.",
             "change": "state kept instead of changed: the floor is left in offline TITO mode instead of returning online"}
