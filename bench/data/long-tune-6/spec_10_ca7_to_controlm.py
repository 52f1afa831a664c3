ID = "lt6_10"
TASK = "Move the z/OS nightly billing batch stream BIL from CA-7 to Control-M"

STEPS = [
    (1, [], "Open CHG-77310 to move the nightly billing stream BIL (48 jobs, BILD010 to BILD480) from CA-7 to Control-M 9.0.21, with the first Control-M run on business date 2024-10-15.",
     "CHG-77310 covers the move of BIL, the nightly billing stream (48 jobs, BILD010 to BILD480), off CA-7 onto Control-M 9.0.21; business date 2024-10-15 is the first Control-M run.",
     "With 2024-10-15 as the first business date under Control-M 9.0.21, open CHG-77310 to migrate the 48 BIL jobs (BILD010 to BILD480) from CA-7."),
    (2, [1], "Convert the CA-7 job definitions and triggers for BIL with the Control-M Conversion Tool into folder BIL_NIGHTLY (BIL_NIGHTLY.json).",
     "Run the Control-M Conversion Tool over the BIL job definitions and triggers from CA-7; the output is folder BIL_NIGHTLY, saved as BIL_NIGHTLY.json.",
     None),
    (3, [2], "Validate the converted folder without deploying it: `ctm build BIL_NIGHTLY.json` must return 0 errors.",
     "Check the conversion with `ctm build BIL_NIGHTLY.json` - it only validates, nothing is deployed - and expect 0 errors.",
     "`ctm build BIL_NIGHTLY.json` validates the converted folder (no deploy); anything but 0 errors is a stop."),
    (4, [3], "Have a second person compare BIL_NIGHTLY.json with CA-7: every job, every predecessor from `LJOB,JOB=BIL*,LIST=RQMT` and the calendar BILWD must be present.",
     "Second-person review of the conversion against CA-7: each job, each predecessor listed by `LJOB,JOB=BIL*,LIST=RQMT`, and calendar BILWD have to appear in BIL_NIGHTLY.json.",
     None),
    (5, [1], "Check the GDG base of the extract with `LISTCAT ENT(PROD.BIL.DAILY.EXTRACT) ALL`: LIMIT(30) and generations rolling normally.",
     "Look at the extract GDG base - `LISTCAT ENT(PROD.BIL.DAILY.EXTRACT) ALL` should show LIMIT(30) and normal rolling of generations.",
     "Generations of PROD.BIL.DAILY.EXTRACT must roll normally with LIMIT(30); confirm via `LISTCAT ENT(PROD.BIL.DAILY.EXTRACT) ALL`."),
    (6, [1], "Confirm that the Control-M agent on LPAR PRD1 submits BIL under RACF user BILBATCH with the same dataset access as under CA-7 (`LISTUSER BILBATCH`).",
     "Make sure BIL jobs from the Control-M agent on PRD1 (the LPAR) run as RACF user BILBATCH and get the same dataset access they had with CA-7; check with `LISTUSER BILBATCH`.",
     None),
    (7, [4, 5, 6], "Run a parallel test on LPAR TST1: order the folder with `ctmorder -FOLDER BIL_NIGHTLY -NAME ALL -ODATE 20241008` and compare the invoice record count with the CA-7 production run of the same business date.",
     "On the test LPAR TST1, do a parallel run - `ctmorder -FOLDER BIL_NIGHTLY -NAME ALL -ODATE 20241008` - and check that the invoice record count equals that of the CA-7 production run for that business date.",
     "Compare the invoice record count against CA-7's production run of the same business date after ordering the folder on TST1 with `ctmorder -FOLDER BIL_NIGHTLY -NAME ALL -ODATE 20241008`."),
    (8, [7], "Get sign-off on CHG-77310 from the billing application owner and from operations.",
     "Operations and the billing application owner both have to sign off CHG-77310.",
     None),
    (9, [8], "Back up the CA-7 definitions of BIL to PROD.CA7.BACKUP.BIL.D241014 with the CA-7 database backup utility.",
     "Using the CA-7 database backup utility, save the CA-7 BIL definitions into PROD.CA7.BACKUP.BIL.D241014.",
     "PROD.CA7.BACKUP.BIL.D241014 receives a backup of the CA-7 BIL definitions (CA-7 database backup utility)."),
    (10, [8], "Deploy the folder to Control-M production with `ctm deploy BIL_NIGHTLY.json`, order method set to manual so that nothing runs yet.",
     "Push BIL_NIGHTLY to production Control-M via `ctm deploy BIL_NIGHTLY.json`; leave the order method on manual so no job starts yet.",
     None),
    (11, [9, 10], "After BILD480 of the 2024-10-14 CA-7 run has ended with RC 0000, remove the BIL schedule IDs in DB.2.1 so that CA-7 no longer schedules BIL.",
     "Wait for the 2024-10-14 CA-7 run to finish (BILD480 at RC 0000), then take the BIL schedule IDs out via DB.2.1 - CA-7 must stop scheduling BIL.",
     "Use DB.2.1 to remove the BIL schedule IDs, so CA-7 stops scheduling BIL, but only once BILD480 of the 2024-10-14 CA-7 run is done with RC 0000."),
    (12, [11], "Switch BIL_NIGHTLY to automatic daily ordering and order it for 2024-10-15: `ctmorder -FOLDER BIL_NIGHTLY -NAME ALL -ODATE 20241015`.",
     "Set the order method of BIL_NIGHTLY to automatic (daily) and place the 2024-10-15 order with `ctmorder -FOLDER BIL_NIGHTLY -NAME ALL -ODATE 20241015`.",
     None),
    (13, [12], "Watch the first Control-M run: every job must end OK and the stream must finish before the 05:30 SLA.",
     "Babysit the first run under Control-M - each job ending OK, the whole stream done ahead of the 05:30 SLA.",
     "The stream has to finish before 05:30 (SLA) with every job ended OK; watch the first Control-M run closely."),
    (14, [13], "Check with `LISTCAT ENT(PROD.BIL.DAILY.EXTRACT)` that exactly one new generation was created for 2024-10-15.",
     "Exactly one new generation for 2024-10-15 should exist - confirm with `LISTCAT ENT(PROD.BIL.DAILY.EXTRACT)`.",
     None),
    (15, [13], "Compare the invoice count in PROD.BIL.INVOICE.OUT with the 7-day average; it must be within 5%.",
     "The number of invoices in PROD.BIL.INVOICE.OUT may differ from the 7-day average by no more than 5%.",
     "Is the PROD.BIL.INVOICE.OUT invoice count within 5% of the 7-day average? Check it."),
    (16, [13], "Confirm that the print vendor received the invoice file via Connect:Direct process BILPRT01.",
     "Check with the print vendor that the invoice file arrived over Connect:Direct (process BILPRT01).",
     None),
    (17, [14, 15, 16], "The billing owner confirms the first Control-M run is correct before anything in CA-7 is deleted.",
     "Nothing is deleted from CA-7 until the billing owner has confirmed that the first Control-M run is correct.",
     "Before any CA-7 deletion, get the billing owner's confirmation that the first run under Control-M is right."),
    (18, [17], "After 5 successful nights, delete the CA-7 definitions of the 48 BIL jobs (BILD010 to BILD480) via DB.1.",
     "Once 5 nights have run cleanly, remove the 48 BIL job definitions (BILD010 to BILD480) from CA-7 using DB.1.",
     None),
    (19, [17], "Update the operations run book with the Control-M folder BIL_NIGHTLY and its restart procedures.",
     "Revise the ops run book: new Control-M folder BIL_NIGHTLY, plus how to restart it.",
     "Restart procedures and the folder name BIL_NIGHTLY go into the operations run book."),
    (20, [18, 19], "Close CHG-77310.",
     "Close change CHG-77310.",
     None),
]

GUARDS = {
    3: "`ctm build` validation before deploy",
    4: "second-person review of the converted folder against CA-7",
    8: "application owner and operations sign-off",
    9: "backup of the CA-7 definitions before removing the schedules",
    17: "billing owner confirmation of the first run before CA-7 deletion",
}
DROP_GUARD = 8

SPLITS = {
    7: ("Run a parallel test on LPAR TST1: order the folder with `ctmorder -FOLDER BIL_NIGHTLY -NAME ALL -ODATE 20241008`.",
        "Compare the invoice record count with the CA-7 production run of the same business date."),
    11: ("Wait until BILD480 of the 2024-10-14 CA-7 run has ended with RC 0000.",
         "Then remove the BIL schedule IDs in DB.2.1 so that CA-7 no longer schedules BIL."),
}
REGEN_SPLIT = (4, (
    "Get a second person to review BIL_NIGHTLY.json against CA-7, job by job.",
    "In that review, check every predecessor reported by `LJOB,JOB=BIL*,LIST=RQMT` and the calendar BILWD are in the folder too."))

SERIALIZE = [14, 15, 16]

COMPRESS = [
    ([2, 3], "Convert the BIL definitions into folder BIL_NIGHTLY and validate it."),
    ([5, 7], "Check the extract GDG and run the parallel test on TST1."),
    ([9, 11], "Back up the CA-7 BIL definitions and remove the BIL schedules after the last CA-7 run."),
    ([12, 13], "Order BIL_NIGHTLY for 2024-10-15 and watch the first run."),
    ([15, 17], "Check the invoice count and get the billing owner's confirmation."),
    ([18, 20], "Delete the old CA-7 definitions after a week and close the change."),
]

LOST = {"remove": (11, 12), "add": [(10, 12), (11, 13)],
        "why": "Control-M can order and run BIL for 2024-10-15 before CA-7 has stopped scheduling it, so the stream may run twice"}

TARGET = {"step": 12, "old": "20241015", "new": "20241016", "kind": "order date (ODATE)"}

OPERATION = {"step": 18, "change": "scope widened: the 48 BIL daily jobs -> every job matching BIL*, including the weekly and monthly streams",
             "text": "After 5 successful nights, delete the CA-7 definitions of all jobs matching BIL* (including the weekly BILW and monthly BILM streams) via DB.1."}
