ID = "lt3_08"
TASK = "Load revision C of weld program WELD_BRKT_R7.TP on the FANUC R-2000iC in weld cell WC-04 (line 2) under ECN-2207 and release the cell back to production."

STEPS = [
    (1, [], "Open ECN-2207 to load WELD_BRKT_R7.TP rev C on the R-2000iC in weld cell WC-04 (controller rob-wc04, 192.168.40.14, line 2).",
     "Raise ECN-2207 for loading rev C of WELD_BRKT_R7.TP onto the weld cell WC-04 R-2000iC, controller rob-wc04 at 192.168.40.14 on line 2.",
     "Line 2, weld cell WC-04, R-2000iC (controller rob-wc04, 192.168.40.14): open ECN-2207 to load WELD_BRKT_R7.TP rev C."),
    (2, [1], "Get the weld engineer and quality to sign ECN-2207 off, including the PPAP impact statement.",
     "ECN-2207 needs sign-off from both quality and the weld engineer, PPAP impact statement included.",
     None),
    (3, [1], "Take a full controller backup (All of above) to USB UD1: and copy it to \\\\mfgfs01\\robot-backups\\WC-04\\2024-07-08\\ before loading anything.",
     "Before any program is loaded, save an All of above backup of the controller to USB UD1: and put a copy on \\\\mfgfs01\\robot-backups\\WC-04\\2024-07-08\\.",
     "Copy to \\\\mfgfs01\\robot-backups\\WC-04\\2024-07-08\\ a full controller backup (All of above, USB UD1:) taken before loading anything."),
    (4, [1], "Simulate rev C in ROBOGUIDE with the WC-04 cell model: no reach or collision warnings and a cycle time of 58 s or less.",
     "Run rev C through ROBOGUIDE on the WC-04 cell model, expecting zero reach or collision warnings and a cycle time no longer than 58 s.",
     None),
    (5, [2, 3, 4], "Stop line 2 at a part boundary, switch WC-04 to T1 and hang the LOTO lock on the cell gate.",
     "At the next part boundary halt line 2, put WC-04 into T1 and lock out the cell gate with the LOTO lock.",
     "Put WC-04 in T1 and apply the LOTO lock to the cell gate after stopping line 2 at a part boundary."),
    (6, [5], "Load the program over FTP: `ftp 192.168.40.14`, then `put WELD_BRKT_R7.TP`.",
     "Transfer the program to the controller by opening `ftp 192.168.40.14` and running `put WELD_BRKT_R7.TP`.",
     None),
    (7, [6], "Check the registers the program relies on: PR[12] is the home position and R[40] holds a wire feed of 380 ipm.",
     "Make sure PR[12] still holds the home position and R[40] the 380 ipm wire feed, since the program depends on both.",
     "PR[12] (home position) and R[40] (wire feed, 380 ipm): check the registers the program relies on."),
    (8, [6], "Step through the program in T1 at 10 % override with WELD ENBL off and confirm clearance at P[14] to P[22].",
     "With WELD ENBL off, walk the program step by step in T1 at 10 % override and check clearance from P[14] to P[22].",
     None),
    (9, [7, 8], "Remove the LOTO lock, run 3 test parts in AUTO at 100 % with welding on and tag them ECN-2207-T1 to T3.",
     "Take the LOTO lock off, weld 3 test parts in AUTO at 100 % and label them ECN-2207-T1 to T3.",
     "Tag as ECN-2207-T1 to T3 the 3 test parts run in AUTO at 100 % with welding on, after the LOTO lock is removed."),
    (10, [9], "Quality cuts and etches test part T1 (penetration at least 1.2 mm) and visually inspects T2 and T3 before the cell is released.",
     "Before release, quality sections and etches T1, needing at least 1.2 mm penetration, and checks T2 and T3 visually.",
     "Penetration at least 1.2 mm on the cut-and-etch of T1, plus visual inspection of T2 and T3, by quality before release."),
    (11, [9], "Check the test parts on the CMM: all bracket locations within 0.5 mm of nominal.",
     "Measure the test parts on the CMM; each bracket location must be within 0.5 mm of nominal.",
     None),
    (12, [10, 11], "Release WC-04 to production and restart line 2.",
     "Hand WC-04 back to production and start line 2 again.",
     None),
    (13, [12], "Watch the first hour of production: no SRVO or ARC alarms in the alarm log and first-off part signed by quality.",
     "For the first hour of production, look for zero SRVO or ARC alarms in the alarm log and get the first-off part signed by quality.",
     "First hour of production: alarm log free of SRVO or ARC alarms, first-off part signed by quality."),
    (14, [13], "Set the active program revision for WC-04 to WELD_BRKT_R7 rev C in the MES routing.",
     "Update the MES routing so WC-04 runs WELD_BRKT_R7 rev C as its active program revision.",
     None),
    (15, [14], "Close ECN-2207 with the etch photo and the CMM report attached.",
     "Attach the CMM report and the etch photo to ECN-2207 and close it.",
     None),
]

GUARDS = {
    2: "weld engineer and quality sign-off",
    3: "full controller backup before loading",
    4: "ROBOGUIDE simulation before the real cell",
    8: "dry run in T1 with welding disabled",
    10: "cut-and-etch and visual check before release",
}
DROP_GUARD = 10
SPLITS = {
    3: ("Take a full controller backup (All of above) to USB UD1: before loading anything.",
        "Copy that backup to \\\\mfgfs01\\robot-backups\\WC-04\\2024-07-08\\."),
    9: ("Remove the LOTO lock and run 3 test parts in AUTO at 100 % with welding on.",
        "Tag the test parts ECN-2207-T1 to T3."),
}
REGEN_SPLIT = (5, ("Bring line 2 to a stop at a part boundary and select T1 on WC-04.",
                   "Lock the cell gate out with the LOTO lock."))
SERIALIZE = [10, 11]
COMPRESS = [
    ([2, 5], "Get ECN-2207 signed off, then stop the line and lock out WC-04."),
    ([6, 7], "FTP the new program to the controller and check its registers."),
    ([9, 11], "Run test parts in AUTO and check them on the CMM."),
    ([13, 14], "Watch the first hour and update the program revision in MES."),
]
LOST = {"remove": (10, 12), "add": [(10, 14)],
        "why": "WC-04 is released to production without waiting for the cut-and-etch and visual check"}
TARGET = {"step": 6, "old": "WELD_BRKT_R7.TP", "new": "WELD_BRKT_R6.TP", "kind": "program file"}
OPERATION = {"step": 8, "change": "dry run with welding disabled -> welding enabled at full override",
             "text": "Step through the program in T1 at 100 % override with WELD ENBL on and confirm clearance at P[14] to P[22]."}
