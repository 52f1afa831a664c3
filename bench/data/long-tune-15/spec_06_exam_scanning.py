ID = "lt15_06"
TASK = "University exam scanning: 1,840 MATH1010 scripts on four scanners, STAT1020 OMR sheets, Gradescope marking, Banner marks load and release"

STEPS = [
    (1, [], "Open job EXS-2025-06 for scanning 1,840 MATH1010 scripts in boxes B01-B23 and 612 STAT1020 OMR sheets.",
     "Create job EXS-2025-06 to cover the scanning of 612 STAT1020 OMR sheets and 1,840 MATH1010 scripts (boxes B01-B23).",
     "For the 1,840 MATH1010 scripts (boxes B01-B23) and the 612 STAT1020 OMR sheets, open job EXS-2025-06."),
    (2, [1], "Count the scripts in every box against the invigilators' attendance lists and write the counts into the chain-of-custody log.",
     "Tally each box's scripts against the invigilators' attendance lists and enter the numbers in the chain-of-custody log.",
     None),
    (3, [2], "Allocate the boxes: B01-B06 to SCN-1, B07-B12 to SCN-2, B13-B18 to SCN-3, B19-B23 and the STAT1020 sheets to SCN-4.",
     "Hand out the boxes to the scanners: SCN-1 gets B01-B06, SCN-2 B07-B12, SCN-3 B13-B18, and SCN-4 B19-B23 plus the STAT1020 sheets.",
     None),
    (4, [3], "On SCN-1 run `kofax-batch --profile exam-300dpi-duplex --boxes B01-B06`.",
     "Scan boxes B01-B06 on SCN-1 using `kofax-batch --profile exam-300dpi-duplex --boxes B01-B06`.",
     None),
    (5, [3], "On SCN-2 run `kofax-batch --profile exam-300dpi-duplex --boxes B07-B12`.",
     "Scan boxes B07-B12 on SCN-2 using `kofax-batch --profile exam-300dpi-duplex --boxes B07-B12`.",
     "`kofax-batch --profile exam-300dpi-duplex --boxes B07-B12` is the job for SCN-2."),
    (6, [3], "On SCN-3 run `kofax-batch --profile exam-300dpi-duplex --boxes B13-B18`.",
     "Scan boxes B13-B18 on SCN-3 using `kofax-batch --profile exam-300dpi-duplex --boxes B13-B18`.",
     None),
    (7, [3], "On SCN-4 run `kofax-batch --profile exam-300dpi-duplex --boxes B19-B23`, then the STAT1020 sheets with `--profile omr-200dpi`.",
     "Use SCN-4 for `kofax-batch --profile exam-300dpi-duplex --boxes B19-B23` and afterwards for the STAT1020 sheets with `--profile omr-200dpi`.",
     "The STAT1020 sheets go through SCN-4 with `--profile omr-200dpi`, after `kofax-batch --profile exam-300dpi-duplex --boxes B19-B23` has run there."),
    (8, [4, 5, 6, 7], "Reconcile pages: each box's batch must hold 8 pages per script counted in the custody log; rescan any box that does not match.",
     "Check the page totals box by box: 8 pages per script in the custody log count, and any box that disagrees is scanned again.",
     "Any box that does not match gets rescanned; otherwise each batch must have 8 pages per script counted in the custody log."),
    (9, [8], "Stage a copy of all scans with `aws s3 sync /scans/2025S2 s3://uni-exams-archive/2025S2/raw/ --sse aws:kms` before any processing.",
     "Before anything is processed, copy every scan to the archive with `aws s3 sync /scans/2025S2 s3://uni-exams-archive/2025S2/raw/ --sse aws:kms`.",
     None),
    (10, [9], "Upload the MATH1010 PDFs to Gradescope course 58213 with `gs-upload --course 58213 --assignment final --split 8`.",
     "Push the MATH1010 PDFs into Gradescope course 58213: `gs-upload --course 58213 --assignment final --split 8`.",
     "With `gs-upload --course 58213 --assignment final --split 8`, put the MATH1010 PDFs into Gradescope (course 58213)."),
    (11, [9], "Score the STAT1020 OMR sheets in Remark 11 with answer key STAT1020-KEY-B.",
     "Run the STAT1020 OMR sheets through Remark 11 against answer key STAT1020-KEY-B.",
     None),
    (12, [11], "Have the exam coordinator mark 20 random OMR sheets by hand and compare them with the Remark output.",
     "The exam coordinator hand-marks 20 OMR sheets picked at random and checks them against what Remark produced.",
     "Compare with the Remark output 20 random OMR sheets that the exam coordinator has marked by hand."),
    (13, [10], "Markers grade MATH1010 in Gradescope against the published rubric.",
     "MATH1010 is marked in Gradescope by the markers, using the published rubric.",
     None),
    (14, [13], "A second marker re-marks a 10 % sample; any script differing by more than 5 marks goes to the module lead.",
     "Have a second marker go over a 10 % sample again and send every script that is more than 5 marks apart to the module lead.",
     "Scripts more than 5 marks apart go to the module lead after a second marker re-marks a 10 % sample."),
    (15, [12, 14], "Combine the Gradescope and Remark exports into banner_upload_2025S2.csv.",
     "Merge the Remark and Gradescope exports into one file, banner_upload_2025S2.csv.",
     None),
    (16, [15], "Dry run the load with `banner-grades load --file banner_upload_2025S2.csv --term 202520 --validate-only` and go through the exception report.",
     "Check the load first using `banner-grades load --file banner_upload_2025S2.csv --term 202520 --validate-only` and work through the exception report.",
     "Work through the exception report from a trial load, `banner-grades load --file banner_upload_2025S2.csv --term 202520 --validate-only`."),
    (17, [16], "Get the board of examiners' chair to sign the marks schedule.",
     "The chair of the board of examiners signs the marks schedule; get that signature.",
     None),
    (18, [17], "Load the marks with `banner-grades load --file banner_upload_2025S2.csv --term 202520`.",
     "Run `banner-grades load --file banner_upload_2025S2.csv --term 202520` to put the marks into Banner.",
     "Put the marks into Banner: `banner-grades load --file banner_upload_2025S2.csv --term 202520`."),
    (19, [18], "Read back the grade counts in Banner for the MATH1010 and STAT1020 sections and check they equal 1,840 and 612.",
     "Query Banner for the number of grades in the MATH1010 and STAT1020 sections; they must come to 1,840 and 612.",
     None),
    (20, [18], "Spot-check 25 random students in Banner self-service against banner_upload_2025S2.csv.",
     "Pick 25 students at random and compare what Banner self-service shows with banner_upload_2025S2.csv.",
     "Against banner_upload_2025S2.csv, spot-check 25 random students in Banner self-service."),
    (21, [19, 20], "Release the marks to students through the portal at 09:00 on 18 July.",
     "Publish the marks on the student portal at 09:00 on 18 July.",
     None),
    (22, [19, 20], "Purge the local scan cache on SCN-1 to SCN-4 with `kofax-batch --purge --older-than 0d`.",
     "Clear the local scan cache of SCN-1 to SCN-4 using `kofax-batch --purge --older-than 0d`.",
     "Run `kofax-batch --purge --older-than 0d` on SCN-1 to SCN-4 so their local scan cache is emptied."),
    (23, [21, 22], "Close EXS-2025-06 and send boxes B01-B23 to the records store for 6 months.",
     "Send boxes B01-B23 to the records store for 6 months and close EXS-2025-06.",
     None),
]

GUARDS = {
    2: "scripts counted against attendance lists into the custody log",
    8: "page counts reconciled against the custody log before anything is archived or processed",
    9: "copy staged to the archive bucket (aws s3 sync) before processing and the later purge",
    12: "coordinator hand-checks a sample of OMR sheets against Remark",
    16: "--validate-only trial load and exception report review",
    17: "board of examiners' chair signs the marks schedule before the load",
    19: "grade counts read back from Banner before release and purge",
}
DROP_GUARD = 17

SPLITS = {
    7: ("On SCN-4 run `kofax-batch --profile exam-300dpi-duplex --boxes B19-B23`.",
        "Then scan the STAT1020 sheets on SCN-4 with `--profile omr-200dpi`."),
    16: ("Dry run the load with `banner-grades load --file banner_upload_2025S2.csv --term 202520 --validate-only`.",
         "Go through the exception report it produces."),
}
REGEN_SPLIT = (10, ("Send the MATH1010 PDFs to Gradescope course 58213.",
                    "The upload command is `gs-upload --course 58213 --assignment final --split 8`."))
SERIALIZE = [19, 20]

COMPRESS = [
    ([1, 2], "Open EXS-2025-06 and count the scripts into the custody log."),
    ([3, 4], "Allocate the boxes to the scanners and start SCN-1."),
    ([8, 9], "Reconcile page counts and copy the scans to the archive bucket."),
    ([10, 13], "Upload MATH1010 to Gradescope and have it marked."),
    ([14, 15], "Moderate a sample and combine the exports for Banner."),
    ([16, 17], "Validate the Banner file and get the board's sign-off."),
    ([21, 23], "Release the marks and close EXS-2025-06."),
]

LOST = {"remove": (12, 15), "add": [(12, 23)],
        "why": "the combined marks file (15) and everything after it no longer wait for the coordinator's hand check of the OMR sheets (12); the check only has to be done before the job is closed"}

TARGET = {"step": 18, "old": "202520", "new": "202510", "kind": "Banner term code"}

OPERATION = {"step": 16, "change": "--validate-only dropped (a real load; prose still says dry run)",
             "text": "Dry run the load with `banner-grades load --file banner_upload_2025S2.csv --term 202520` and go through the exception report."}
