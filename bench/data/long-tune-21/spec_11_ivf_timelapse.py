# Hand-written golden: IVF laboratory time-lapse incubator software and firmware upgrade with embryos in culture.
ID = "lt21_11"
STYLE = "chatty"
TASK = ("Upgrade the EmbryoViewer server (ev-srv01) from 7.8.2 to 7.9.1 and the four EmbryoScope+ incubators "
        "ES-1..ES-4 one at a time, moving embryos in culture to the benchtop incubator BT-1 under witnessing.")

STEPS = [
    (1, [],
     "Open change IVF-CH-088 for EmbryoViewer 7.8.2 -> 7.9.1 and the firmware of ES-1 to ES-4, plan it for a Sunday "
     "with no egg collections and tell the lab director and the clinical team.",
     "Go ahead and open change IVF-CH-088 covering EmbryoViewer 7.8.2 -> 7.9.1 plus the firmware on ES-1 to ES-4, "
     "book it for a Sunday when there are no egg collections, and let the lab director and the clinical team know "
     "so that nobody schedules around us.",
     "Tell the clinical team and the lab director, and plan IVF-CH-088 (EmbryoViewer 7.8.2 -> 7.9.1, firmware of "
     "ES-1 to ES-4) for a Sunday without egg collections."),
    (2, [1],
     "Back up the database with `Backup-SqlDatabase -ServerInstance ev-srv01 -Database EmbryoViewer -BackupFile "
     "F:/bak/ev_2025-11-16.bak` and test-restore it on `ev-test01`.",
     "Before anything else, make sure that the database is backed up by running `Backup-SqlDatabase "
     "-ServerInstance ev-srv01 -Database EmbryoViewer -BackupFile F:/bak/ev_2025-11-16.bak`, and double-check it "
     "with a test restore on `ev-test01`; this gives us a clean way back.",
     "Test-restore on `ev-test01` the backup that `Backup-SqlDatabase -ServerInstance ev-srv01 -Database "
     "EmbryoViewer -BackupFile F:/bak/ev_2025-11-16.bak` writes of the database."),
    (3, [1],
     "Check that `ev-srv01` has at least 200 GB free on D: for the image migration.",
     "Confirm that there are no less than 200 GB free on D: on `ev-srv01`, because the image migration needs the "
     "room.",
     None),
    (4, [1],
     "Export the annotations and KIDScore values of every embryo in culture to PDF for the clinical files.",
     "Export the annotations along with the KIDScore values for each embryo that is in culture right now, as PDF, "
     "so that the clinical files have a copy.",
     "For the clinical files, every embryo in culture gets its KIDScore values and annotations exported to PDF."),
    (5, [1],
     "Check that benchtop incubator BT-1 has equilibrated for 24 hours at 37.0 °C, 6.0 % CO2 and 5.0 % O2, "
     "confirmed with the handheld gas analyser and a calibrated thermometer.",
     "Double-check that the benchtop incubator BT-1 has been equilibrating for 24 hours at 37.0 °C, 6.0 % CO2 and "
     "5.0 % O2, and confirm those numbers with the handheld gas analyser and a calibrated thermometer rather than "
     "trusting the display.",
     "With the handheld gas analyser and a calibrated thermometer confirm 37.0 °C, 6.0 % CO2 and 5.0 % O2 in BT-1, "
     "the benchtop incubator, after 24 hours of equilibration."),
    (6, [4, 5],
     "The lab director approves the plan, including which patients' embryos move and how the moves are witnessed.",
     "Make sure that the lab director has approved the plan, and that the approval covers which patients' embryos "
     "are moved and how each move is witnessed.",
     None),
    (7, [2, 3, 6],
     "Upgrade the server with `msiexec /i EmbryoViewer-7.9.1.msi /qn /l*v C:/logs/ev791.log`.",
     "Now upgrade the server by running `msiexec /i EmbryoViewer-7.9.1.msi /qn /l*v C:/logs/ev791.log`, which also "
     "leaves us a verbose log if something goes wrong.",
     None),
    (8, [7],
     "Check on the server that all 4 incubators connect and that the image count of each embryo in culture matches "
     "the export.",
     "Confirm on the server that every one of the four incubators connects, and that for each embryo in culture "
     "the number of images matches the export.",
     "The image count of each embryo in culture must match the export, and all 4 incubators must connect: check "
     "both on the server."),
    (9, [7],
     "Update the EmbryoViewer client on the 6 lab PCs.",
     "Update the EmbryoViewer client on all six lab PCs so that nobody is working on the old version.",
     None),
    (10, [7],
     "Send a test patient's annotations to the EMR (IDEAS) and check that they arrive unchanged.",
     "Push the annotations of a test patient over to the EMR (IDEAS), and double-check that they turn up there "
     "exactly as they were sent.",
     "Check that a test patient's annotations arrive in IDEAS, the EMR, unchanged after sending them."),
    (11, [8],
     "Move the ES-1 dishes to BT-1 with two embryologists witnessing each dish in RI Witness.",
     "Carry the dishes from ES-1 over to BT-1, making sure that two embryologists witness every dish in RI Witness "
     "as it moves.",
     "With two embryologists witnessing each dish in RI Witness, move the dishes of ES-1 into BT-1."),
    (12, [11],
     "Update ES-1 to firmware 7.9.1 with the vendor tool and let it re-equilibrate to 37.0 °C, 6.0 % CO2 and 5.0 % "
     "O2.",
     "Use the vendor tool to bring ES-1 up to firmware 7.9.1, and then give it time to settle back to 37.0 °C, 6.0 % "
     "CO2 and 5.0 % O2.",
     None),
    (13, [12],
     "Measure ES-1 with the handheld analyser and thermometer before any embryo goes back in; readings must be within "
     "0.2 % CO2 and 0.1 °C of the display.",
     "Before a single embryo goes back in, measure ES-1 with the handheld analyser and the thermometer, and only if "
     "the readings are no further than 0.2 % CO2 and 0.1 °C from the display is it good to go.",
     "No embryo goes back into ES-1 unless the handheld analyser and thermometer agree with its display within 0.2 % "
     "CO2 and 0.1 °C."),
    (14, [13],
     "Move the dishes back from BT-1 into ES-1, same slots, with two embryologists witnessing in RI Witness.",
     "Bring the dishes back from BT-1 into ES-1, putting each one in the same slot as before, with two "
     "embryologists witnessing in RI Witness.",
     None),
    (15, [14],
     "Confirm that time-lapse imaging restarted for every ES-1 embryo and that the gap was under 60 minutes.",
     "Double-check that time-lapse imaging has started again for every embryo in ES-1, and that the gap in images "
     "was shorter than 60 minutes.",
     "The gap must be under 60 minutes and imaging must have restarted for every ES-1 embryo; confirm."),
    (16, [15],
     "Repeat the same sequence for ES-2: witnessed move to BT-1, firmware, measurement, witnessed move back, imaging "
     "check.",
     "Then do exactly the same for ES-2, meaning the witnessed move to BT-1, the firmware, the measurement, the "
     "witnessed move back and the imaging check.",
     None),
    (17, [16],
     "Repeat the same sequence for ES-3.",
     "After that, go through the very same sequence for ES-3.",
     None),
    (18, [17],
     "Repeat the same sequence for ES-4.",
     "And finally, run through that same sequence one more time for ES-4.",
     None),
    (19, [9, 18],
     "Check in EmbryoViewer that all 4 incubators report firmware 7.9.1 and that every embryo is imaging.",
     "Confirm in EmbryoViewer that each of the four incubators is reporting firmware 7.9.1, and that there is not "
     "a single embryo that has stopped imaging.",
     "Every embryo must be imaging and all 4 incubators must show firmware 7.9.1 in EmbryoViewer; check."),
    (20, [10, 19],
     "A senior embryologist compares the recomputed KIDScore values with the PDF export and signs that no score "
     "changed.",
     "Have a senior embryologist compare the recomputed KIDScore values against the PDF export, and make sure that "
     "they sign to say that no score has changed.",
     "That no score changed is signed by a senior embryologist after comparing the PDF export with the recomputed "
     "KIDScore values."),
    (21, [19],
     "Tell the clinical team that all incubators are back in normal use.",
     "Let the clinical team know that every incubator is back in normal use, so that they can plan transfers as "
     "usual.",
     None),
    (22, [19],
     "Watch incubator alarms and gas logs for 48 hours.",
     "Keep an eye on the incubator alarms and the gas logs for the next 48 hours, just in case something drifts.",
     "For 48 hours, watch the gas logs and the incubator alarms."),
    (23, [20, 22],
     "Delete the old image cache `D:/EVData/cache_7.8` on `ev-srv01`.",
     "Clear out the old image cache, `D:/EVData/cache_7.8`, on `ev-srv01`, since it is no longer needed.",
     None),
    (24, [18],
     "Clean BT-1 and put it back on standby.",
     "Give BT-1 a clean and then put it back on standby so that it is ready for next time.",
     None),
    (25, [20],
     "Update lab SOP EMB-07 for the new software screens.",
     "Bring lab SOP EMB-07 up to date with the new software screens.",
     "For the new software screens, update EMB-07, the lab SOP."),
    (26, [23, 25],
     "Record the firmware versions and the witness logs in the QMS under IVF-CH-088.",
     "Write the firmware versions and the witness logs into the QMS under IVF-CH-088, which keeps the audit trail "
     "together.",
     None),
    (27, [24],
     "Send the vendor the upgrade logs.",
     "Pass the upgrade logs over to the vendor, in case they want to look at anything.",
     None),
    (28, [21, 26, 27],
     "Close IVF-CH-088.",
     "Finally, close out IVF-CH-088.",
     None),
]

GUARDS = {
    2: "database backup with a test restore before the upgrade",
    5: "benchtop incubator equilibration check before any embryo is moved",
    6: "lab director's approval of the plan",
    13: "gas and temperature measurement of ES-1 before embryos go back in",
    20: "KIDScore verification before the old cache is deleted",
    22: "48-hour alarm and gas-log watch before cleanup",
}
DROP_GUARD = 2

SPLITS = {
    5: ("Check that benchtop incubator BT-1 has equilibrated for 24 hours at 37.0 °C, 6.0 % CO2 and 5.0 % O2.",
        "Confirm the BT-1 readings with the handheld gas analyser and a calibrated thermometer."),
    20: ("A senior embryologist compares the recomputed KIDScore values with the PDF export.",
         "The senior embryologist signs that no score changed."),
}

REGEN_SPLITS = {
    1: ["First, open change IVF-CH-088 for moving EmbryoViewer from 7.8.2 to 7.9.1 and for the firmware on ES-1 to "
        "ES-4.",
        "Pick a Sunday when there are no egg collections, so that the lab is quiet.",
        "Then let the lab director and the clinical team know what is planned."],
    13: ["Before any embryo goes back into ES-1, take readings with the handheld analyser and the thermometer.",
         "Make sure that those readings are within 0.2 % CO2 and 0.1 °C of what the display shows; if they are "
         "further off than that, the embryos stay in BT-1."],
}

SERIALIZE = [8, 10]

COMPRESS = [
    ([7, 8], "Upgrade the EmbryoViewer server and check that the incubators connect."),
    ([11, 12, 13], "Move the ES-1 dishes to BT-1, update ES-1 and check its gas and temperature."),
    ([14, 15], "Move the dishes back into ES-1 and confirm imaging restarted."),
    ([16, 17], "Repeat the sequence for ES-2 and ES-3."),
    ([18, 24], "Do ES-4 and put BT-1 back on standby."),
    ([23, 26], "Delete the old cache and record everything in the QMS."),
    ([21, 28], "Tell the clinical team and close IVF-CH-088."),
]

LOST = {"remove": (13, 14), "add": [(12, 14), (13, 15)],
        "why": "the embryos are moved back into ES-1 as soon as the firmware is on, without waiting for the gas and "
               "temperature measurement"}

TARGET = {"step": 14, "old": "ES-1", "new": "ES-2", "kind": "incubator"}

OPERATION = {"step": 11,
             "text": "Move the ES-1 dishes to BT-1 with RI Witness switched to override mode so that the dishes are "
                     "not scanned.",
             "change": "witnessed move -> witnessing switched off (override)"}
