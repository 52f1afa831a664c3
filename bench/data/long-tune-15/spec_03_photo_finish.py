ID = "lt15_03"
TASK = "Athletics photo-finish: FinishLynx 12.10 -> 12.30 on the timing PC pair and EVV camera firmware 4.6.2 before a championship"

STEPS = [
    (1, [], "Open ticket TIM-2291 for FinishLynx 12.10 -> 12.30 on timing PCs FL-MAIN and FL-BACKUP and camera firmware 4.6.2 on EVV-1 and EVV-2, ahead of the 14 June championships.",
     "Raise TIM-2291 covering FinishLynx 12.10 -> 12.30 on FL-MAIN and FL-BACKUP plus firmware 4.6.2 for cameras EVV-1 and EVV-2, to be done before the 14 June championships.",
     "Ahead of the 14 June championships, open TIM-2291: timing PCs FL-MAIN/FL-BACKUP to FinishLynx 12.10 -> 12.30, cameras EVV-1/EVV-2 to firmware 4.6.2."),
    (2, [1], "Copy the event database off FL-MAIN with `robocopy D:\\Lynx\\Events\\2025 \\\\stad-nas\\timing\\backup\\2025 /E /COPYALL` before installing anything.",
     "Before any install, take the event database off FL-MAIN using `robocopy D:\\Lynx\\Events\\2025 \\\\stad-nas\\timing\\backup\\2025 /E /COPYALL`.",
     None),
    (3, [1], "Get the chief photo-finish judge to agree the upgrade slot in writing.",
     "Have the chief photo-finish judge confirm the upgrade slot in writing.",
     None),
    (4, [2, 3], "Install 12.30 on FL-BACKUP only and leave FL-MAIN on 12.10 as the fallback for now.",
     "Put 12.30 on FL-BACKUP alone; FL-MAIN stays on 12.10 as the fallback for the time being.",
     "Keep FL-MAIN on 12.10 as the fallback for now and install 12.30 on FL-BACKUP only."),
    (5, [4], "From FL-BACKUP, flash camera EVV-2 to firmware 4.6.2 with `lynxfw --camera 192.168.50.12 --image evv_4.6.2.fw`.",
     "Use FL-BACKUP to load firmware 4.6.2 onto camera EVV-2: `lynxfw --camera 192.168.50.12 --image evv_4.6.2.fw`.",
     "Run `lynxfw --camera 192.168.50.12 --image evv_4.6.2.fw` from FL-BACKUP to bring EVV-2 to firmware 4.6.2."),
    (6, [5], "Soak EVV-2 and FL-BACKUP on their own: trigger the start sensor and roll the test target across the line for 5 test captures.",
     "Give EVV-2 and FL-BACKUP a soak by themselves, firing the start sensor and rolling the test target over the line for 5 test captures.",
     None),
    (7, [6], "Check that the EVV-2 capture header reports 3000 fps.",
     "Make sure 3000 fps is what the EVV-2 capture header shows.",
     "The capture header of EVV-2 should read 3000 fps; check it."),
    (8, [6], "Verify the start-to-capture offset against the Lynx timer is under 0.001 s.",
     "Confirm the offset between start and capture, measured against the Lynx timer, stays below 0.001 s.",
     None),
    (9, [6], "Read the 5 test captures on both FL-BACKUP and FL-MAIN and compare them: the times must agree to 0.001 s.",
     "Compare the 5 test captures as read on FL-BACKUP and on FL-MAIN; both must give the same times to 0.001 s.",
     "Times must agree to 0.001 s: read the 5 test captures on FL-MAIN as well as FL-BACKUP and compare."),
    (10, [6], "Check that results reach the scoreboard over ResultsLink on port 1950 and that the feed to the federation results server updates.",
     "Confirm the scoreboard receives results via ResultsLink on port 1950 and that the federation results server feed is updating.",
     "On port 1950 ResultsLink should deliver results to the scoreboard, and the federation results server feed should update; check both."),
    (11, [7, 8, 9, 10], "Swap roles in the LynxPad network settings: FL-BACKUP (12.30) becomes the primary timer and FL-MAIN the backup.",
     "Change the LynxPad network settings so that FL-BACKUP on 12.30 is the primary timer and FL-MAIN drops to backup.",
     None),
    (12, [11], "Bring FL-MAIN to 12.30 and flash EVV-1 to firmware 4.6.2 with `lynxfw --camera 192.168.50.11 --image evv_4.6.2.fw`.",
     "Upgrade FL-MAIN to 12.30 as well, and load firmware 4.6.2 on EVV-1 using `lynxfw --camera 192.168.50.11 --image evv_4.6.2.fw`.",
     "With `lynxfw --camera 192.168.50.11 --image evv_4.6.2.fw` put EVV-1 on firmware 4.6.2, and take FL-MAIN to 12.30."),
    (13, [12], "With the chief photo-finish judge present as witness, do a final 3-capture check on both systems and have the judge sign the readiness sheet.",
     "Run one last 3-capture check on both systems while the chief photo-finish judge watches, then get the judge's signature on the readiness sheet.",
     None),
    (14, [13], "Close TIM-2291 and record the software and firmware versions in the timing equipment log.",
     "Write the software and firmware versions into the timing equipment log and close TIM-2291.",
     None),
]

GUARDS = {
    2: "robocopy of the event database before installing (command plus short prose)",
    3: "chief judge agrees the slot in writing",
    6: "soak on one PC/camera pair before the comparison and role swap",
    9: "parallel captures compared between the two PCs before the role swap",
    13: "witnessed final check and signed readiness sheet before closing",
}
DROP_GUARD = 2

SPLITS = {
    1: ("Open ticket TIM-2291 for FinishLynx 12.10 -> 12.30 on timing PCs FL-MAIN and FL-BACKUP.",
        "Add camera firmware 4.6.2 on EVV-1 and EVV-2 to it, ahead of the 14 June championships."),
    13: ("With the chief photo-finish judge present as witness, do a final 3-capture check on both systems.",
         "Have the judge sign the readiness sheet."),
}
REGEN_SPLIT = (12, ("Upgrade FL-MAIN to FinishLynx 12.30 too.",
                    "Then update camera EVV-1 to 4.6.2 by running `lynxfw --camera 192.168.50.11 --image evv_4.6.2.fw`."))
SERIALIZE = [7, 8, 10]

COMPRESS = [
    ([1, 3], "Open TIM-2291 for the FinishLynx and camera upgrade and agree the slot with the chief judge."),
    ([4, 5], "Install 12.30 on FL-BACKUP and flash EVV-2 to 4.6.2."),
    ([11, 12], "Make FL-BACKUP primary, then upgrade FL-MAIN and EVV-1."),
    ([13, 14], "Do a final check with the judge and close TIM-2291."),
]

LOST = {"remove": (9, 11), "add": [(9, 13)],
        "why": "the role swap (11) no longer waits for the comparison of the test captures between the two PCs (9)"}

TARGET = {"step": 12, "old": "192.168.50.11", "new": "192.168.50.12", "kind": "camera IP address"}

OPERATION = {"step": 2, "change": "robocopy /E /COPYALL -> /E /MOVE (source deleted; prose still says copy)",
             "text": "Copy the event database off FL-MAIN with `robocopy D:\\Lynx\\Events\\2025 \\\\stad-nas\\timing\\backup\\2025 /E /MOVE` before installing anything."}
