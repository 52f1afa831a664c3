ID = "lb7_07"
TASK = "Regional blood bank: HemaTrack BECS upgrade 9.1.3 -> 9.2.0 in a Sunday downtime with manual ISBT 128 labelling, back-entry and release of downtime units"

STEPS = [
    (1, [], "Open change CC-BB-1045 for the HemaTrack 9.1.3 to 9.2.0 upgrade, downtime Sunday 02:00-06:00.",
     "Raise CC-BB-1045 to take HemaTrack from 9.1.3 to 9.2.0 during the Sunday 02:00-06:00 downtime.",
     None),
    (2, [1], "Have the QA director approve validation package VP-92-017 on CC-BB-1045 before any downtime preparations start.",
     "Downtime preparation cannot begin until the QA director has approved VP-92-017, the validation package on CC-BB-1045.",
     "Before any downtime preparations, VP-92-017 (the validation package on CC-BB-1045) must carry the QA director's approval."),
    (3, [1], "Tell the 14 hospital transfusion services about the downtime and give them the emergency ordering line.",
     "Notify all 14 hospital transfusion services of the downtime and share the emergency ordering line with them.",
     None),
    (4, [2], "Take a checksummed copy-only backup: `sqlcmd -S bbsql01 -Q \"BACKUP DATABASE HemaTrack TO DISK='E:/bak/HemaTrack_pre920.bak' WITH CHECKSUM, COPY_ONLY\"`.",
     "Back up the HemaTrack database copy-only and with checksums by running `sqlcmd -S bbsql01 -Q \"BACKUP DATABASE HemaTrack TO DISK='E:/bak/HemaTrack_pre920.bak' WITH CHECKSUM, COPY_ONLY\"`.",
     "Run `sqlcmd -S bbsql01 -Q \"BACKUP DATABASE HemaTrack TO DISK='E:/bak/HemaTrack_pre920.bak' WITH CHECKSUM, COPY_ONLY\"` for a checksummed copy-only backup."),
    (5, [2], "Issue 600 pre-numbered ISBT 128 donation labels (DIN W042124100001 to W042124100600) to the collection sites for the downtime.",
     "Hand the collection sites 600 pre-numbered ISBT 128 donation labels, DIN W042124100001 to W042124100600, to use while the system is down.",
     None),
    (6, [3, 4, 5], "At 02:00 switch collection and the component lab to downtime form DF-07 and stop all interfaces: `hematrackctl interface stop --all`.",
     "Stop every interface with `hematrackctl interface stop --all` at 02:00, and move collection and the component lab onto downtime form DF-07.",
     "Stop all interfaces (`hematrackctl interface stop --all`) and put collection plus the component lab on form DF-07 at 02:00."),
    (7, [6], "Run the installer pre-check `HemaTrackSetup.exe /precheck /log C:/inst/precheck.log` and read the log; it must show 0 blocking items.",
     "Read through C:/inst/precheck.log after `HemaTrackSetup.exe /precheck /log C:/inst/precheck.log`; carry on only with 0 blocking items.",
     None),
    (8, [7], "Upgrade the application servers bbapp01 and bbapp02 to 9.2.0.",
     "Install 9.2.0 on both application servers, bbapp01 and bbapp02.",
     "Bring bbapp01 and bbapp02 (application servers) up to 9.2.0."),
    (9, [8], "Upgrade the database schema: `hematrackctl db upgrade --to 9.2.0`.",
     "Apply the 9.2.0 schema changes with `hematrackctl db upgrade --to 9.2.0`.",
     None),
    (10, [9], "Execute the 42 scripted test cases of VP-92-017 against the test label printer and check every ABO/Rh label prints correctly.",
     "Work through all 42 scripted cases in VP-92-017 on the test label printer, confirming each ABO/Rh label comes out right.",
     "Check every ABO/Rh label prints correctly while executing the 42 scripted test cases of VP-92-017 on the test label printer."),
    (11, [9], "Confirm the ABO/Rh discrepancy rule blocks release of test unit TU-0007 with a mismatched retype.",
     "Make sure test unit TU-0007, which has a mismatched retype, cannot be released because of the ABO/Rh discrepancy rule.",
     None),
    (12, [9], "Check the HL7 interface to the hospital ordering system listens on port 6661 in test mode.",
     "Verify, in test mode, that the hospital ordering HL7 interface is listening on port 6661.",
     "In test mode, port 6661 must be listening for the HL7 interface to the hospital ordering system."),
    (13, [10, 11, 12], "Get QA to sign off that validation passed; no interface goes live without that signature.",
     "Interfaces stay down until QA has signed that the validation passed.",
     None),
    (14, [13], "Start all interfaces: `hematrackctl interface start --all`.",
     "Bring every interface back up with `hematrackctl interface start --all`.",
     "`hematrackctl interface start --all` restarts all interfaces."),
    (15, [14], "Back-enter all DF-07 downtime forms and reconcile the count against the collection sites' tallies.",
     "Key in every DF-07 downtime form and reconcile the total with the tallies from the collection sites.",
     None),
    (16, [15], "Have a second technologist verify the DIN and ABO/Rh of every back-entered unit before anything is released.",
     "Nothing is released until a second technologist has checked each back-entered unit's DIN and ABO/Rh.",
     "Before any release, a second technologist verifies DIN and ABO/Rh on every back-entered unit."),
    (17, [16], "Release the downtime components: `hematrackctl release --din-range W042124100001-W042124100600 --status available`.",
     "Make the downtime components available with `hematrackctl release --din-range W042124100001-W042124100600 --status available`.",
     None),
    (18, [14], "Watch the interface message queue for 1 hour and confirm the backlog stays under 50 messages.",
     "For 1 hour, keep an eye on the interface message queue; the backlog must remain below 50 messages.",
     "Confirm a backlog under 50 messages while watching the interface message queue for 1 hour."),
    (19, [17, 18], "Tell the 14 hospitals that electronic ordering is back.",
     "Let all 14 hospitals know they can order electronically again.",
     None),
    (20, [19], "Collect the unused downtime labels from the collection sites and destroy them with a witness.",
     "Gather the leftover downtime labels from the sites and have their destruction witnessed.",
     "Destroy, with a witness, the unused downtime labels collected back from the sites."),
    (21, [19], "Keep the bbapp01 9.1.3 VM snapshot for 7 days, then delete it.",
     "Delete the 9.1.3 VM snapshot of bbapp01 after holding it for 7 days.",
     None),
    (22, [20, 21], "Close CC-BB-1045 with the validation record and the downtime reconciliation attached.",
     "Attach the downtime reconciliation and the validation record, then close CC-BB-1045.",
     "With the validation record plus the downtime reconciliation attached, close CC-BB-1045."),
]

GUARDS = {
    2: "QA director approval of the validation package",
    4: "checksummed database backup before the upgrade",
    7: "installer pre-check review with 0 blocking items",
    13: "QA sign-off of validation before interfaces go live",
    16: "two-person verification before releasing downtime units",
    18: "1-hour interface queue watch before hospitals switch back",
}
DROP_GUARD = 16

SPLITS = {
    6: ("At 02:00 switch collection and the component lab to downtime form DF-07.",
        "Stop all interfaces: `hematrackctl interface stop --all`."),
    15: ("Back-enter all DF-07 downtime forms.",
         "Reconcile the back-entered count against the collection sites' tallies."),
}
REGEN_SPLIT = (13, ("QA reviews the validation results and signs that they passed.",
                    "Until that signature is on file, every interface stays offline."))

SERIALIZE = [10, 11, 12]

COMPRESS = [
    ([1, 3], "Open CC-BB-1045 and notify the hospitals of the downtime."),
    ([6, 7], "Go to downtime forms, stop interfaces and run the installer pre-check."),
    ([8, 9], "Upgrade the app servers and the database to 9.2.0."),
    ([14, 18], "Start the interfaces and watch the queue."),
    ([15, 16, 17], "Back-enter the downtime forms, double-check them and release the units."),
    ([20, 22], "Destroy the unused labels and close the change."),
]

LOST = {"remove": (13, 14), "add": [(9, 14), (13, 17)],
        "why": "the interfaces are started right after the database upgrade, without waiting for the validation checks and QA sign-off"}

TARGET = {"step": 12, "old": "6661", "new": "6662", "kind": "port"}

OPERATION = {"step": 17, "change": "--status available -> --status discard",
             "text": "Release the downtime components: `hematrackctl release --din-range W042124100001-W042124100600 --status discard`."}
