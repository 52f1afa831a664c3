ID = "lb11_01"
TASK = "Upgrade the operating theatre scheduling system ORMIS 6.3 -> 7.1 at St Aldhelm's during a weekend window with paper lists as fallback"

STEPS = [
    (1, [], "Open CHG0048812 for the ORMIS 6.3 -> 7.1 upgrade on ormis-app01 and ormis-db01, window Saturday 2025-11-15 20:00-02:00.",
     "Log CHG0048812 to cover taking ORMIS from 6.3 to 7.1 on ormis-app01 and ormis-db01 in the Saturday 2025-11-15 20:00-02:00 window.",
     "For the window Saturday 2025-11-15 20:00-02:00, open CHG0048812 (ORMIS 6.3 -> 7.1, hosts ormis-app01 and ormis-db01)."),
    (2, [1], "The theatre manager and the clinical safety officer both have to say yes, with hazard log HZ-112 reviewed under DCB0160, before the window starts.",
     "Before the window opens, get agreement from both the theatre manager and the clinical safety officer once they have gone through hazard log HZ-112 under DCB0160.",
     None),
    (3, [2], "Print the Sunday and Monday lists for Theatres 1-12 plus the CEPOD emergency list and hand them to the theatre coordinators' office as the paper fallback.",
     "As the paper fallback, give the theatre coordinators' office printed Sunday and Monday lists for Theatres 1-12 together with the CEPOD emergency list.",
     "Hand the theatre coordinators' office the paper fallback: the CEPOD emergency list and the Sunday and Monday lists for Theatres 1-12, printed."),
    (4, [2], "Freeze bookings for the site: `ormisadm booking freeze --site SAH --reason CHG0048812`.",
     "Stop any new bookings at the site with `ormisadm booking freeze --site SAH --reason CHG0048812`.",
     None),
    (5, [4], "Take the restore point: `pg_dump -Fc -d ormis -f /backup/ormis_pre71_20251115.dump` on ormis-db01, copy it to nas02 and compare the sha256 on both ends.",
     "On ormis-db01, dump the database with `pg_dump -Fc -d ormis -f /backup/ormis_pre71_20251115.dump`, ship the file to nas02 and make sure the sha256 matches at each end.",
     "Copy /backup/ormis_pre71_20251115.dump to nas02 after creating it on ormis-db01 with `pg_dump -Fc -d ormis -f /backup/ormis_pre71_20251115.dump`; the sha256 must be the same on both ends."),
    (6, [5], "Stop the application on ormis-app01: `systemctl stop ormis-web ormis-hl7`.",
     "Bring the ORMIS application down on ormis-app01 using `systemctl stop ormis-web ormis-hl7`.",
     None),
    (7, [6], "Run `ormis-migrate --to 7.1 --dry-run > /tmp/plan71.txt` and get the DBA to read the plan; it must not contain any DROP on case_history or session_template.",
     "Have the DBA go through /tmp/plan71.txt, produced by `ormis-migrate --to 7.1 --dry-run > /tmp/plan71.txt`, and refuse it if it has a DROP on case_history or session_template.",
     "Get the DBA to read the plan from `ormis-migrate --to 7.1 --dry-run > /tmp/plan71.txt`: no DROP on session_template or case_history is acceptable."),
    (8, [7], "Apply the 7.1 schema upgrade: `ormis-migrate --to 7.1 --apply`.",
     "Carry out the schema upgrade to 7.1 with `ormis-migrate --to 7.1 --apply`.",
     None),
    (9, [8], "Start the application again: `systemctl start ormis-web ormis-hl7` on ormis-app01.",
     "Bring ormis-web and ormis-hl7 back up on ormis-app01 with `systemctl start ormis-web ormis-hl7`.",
     "On ormis-app01, start the services back up (`systemctl start ormis-web ormis-hl7`)."),
    (10, [9], "Check the HL7 SIU feed from PAS on interface IF-SIU-04: queue depth under 50 and every message acknowledged AA.",
     "Look at interface IF-SIU-04 for the HL7 SIU feed from PAS and make sure messages are all acked AA with the queue below 50.",
     None),
    (11, [9], "Check that the Sunday list for Theatre 7 in ORMIS matches the printed copy: 12 cases, same order.",
     "Compare Theatre 7's Sunday list in ORMIS with the paper copy and expect the same 12 cases in the same order.",
     "The printed copy and the ORMIS Sunday list for Theatre 7 should agree (12 cases, same order); check."),
    (12, [9], "Check that the surgeon and anaesthetist roster for 2025-11-16 came across: 48 staff rows.",
     "Make sure all 48 staff rows of the 2025-11-16 surgeon and anaesthetist roster are present.",
     None),
    (13, [10, 11, 12], "Theatre super-users run test pack TP-71 on Theatre 12 with test patient TEST-ORM-0003 (book, reschedule, cancel) and every script has to pass.",
     "Using test patient TEST-ORM-0003 on Theatre 12, the theatre super-users work through test pack TP-71 (book, reschedule, cancel), with no script allowed to fail.",
     "Every script in test pack TP-71 must pass when the theatre super-users book, reschedule and cancel on Theatre 12 with TEST-ORM-0003."),
    (14, [13], "Lift the booking freeze: `ormisadm booking unfreeze --site SAH`.",
     "Let bookings flow again at the site using `ormisadm booking unfreeze --site SAH`.",
     None),
    (15, [3, 14], "Tell the theatre coordinators to go back to ORMIS, key in any changes they made on paper and shred the printed lists.",
     "Get the theatre coordinators working in ORMIS again, with any paper changes typed back in and the printed lists shredded.",
     "Have any changes made on paper keyed into ORMIS, the printed lists shredded and the theatre coordinators back on ORMIS."),
    (16, [15], "Close CHG0048812 with the TP-71 results and the pg_dump checksum attached.",
     "Attach the TP-71 results plus the pg_dump checksum and close out CHG0048812.",
     None),
]

GUARDS = {
    2: "theatre manager and clinical safety officer say yes before the window",
    5: "pg_dump restore point before the services are stopped and the schema changed",
    7: "DBA reads the --dry-run migration plan before apply",
    13: "TP-71 test pack passes before bookings are unfrozen",
}
DROP_GUARD = 2

SPLITS = {
    3: ("Print the Sunday and Monday lists for Theatres 1-12 plus the CEPOD emergency list.",
        "Hand the printed lists to the theatre coordinators' office as the paper fallback."),
    13: ("Theatre super-users run test pack TP-71 on Theatre 12 with test patient TEST-ORM-0003: book, reschedule, cancel.",
         "Every script in the pack has to pass."),
}
REGEN_SPLIT = (5, (
    "Dump the ormis database on ormis-db01 with `pg_dump -Fc -d ormis -f /backup/ormis_pre71_20251115.dump`.",
    "Push that dump over to nas02 and check that the sha256 is identical at both ends."))

SERIALIZE = [10, 11, 12]

COMPRESS = [
    ([1, 2], "Open CHG0048812 for the ORMIS 7.1 upgrade and get clinical safety sign-off."),
    ([4, 5], "Freeze bookings at SAH and dump the ormis database to nas02."),
    ([6, 7], "Stop the ORMIS services and review the migration dry run."),
    ([8, 9], "Apply the 7.1 schema and start ORMIS again."),
    ([15, 16], "Move coordinators back to ORMIS from paper and close the change."),
]

LOST = {"remove": (13, 14), "add": [(9, 14), (13, 16)],
        "why": "the booking freeze is lifted as soon as the services are back, without waiting for the TP-71 test pack (which now only has to finish before the change is closed)"}

TARGET = {"step": 4, "old": "SAH", "new": "SJH", "kind": "site code"}

OPERATION = {"step": 8,
             "text": "Apply the 7.1 schema upgrade: `ormis-migrate --to 7.1 --apply --reinit-db`.",
             "change": "`--reinit-db` added to the apply (re-creates the database) under the same wording"}
