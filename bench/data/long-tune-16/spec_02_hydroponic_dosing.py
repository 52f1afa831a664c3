ID = "lt16_02"
TASK = ("Glasshouse GH-4 (NFT tomatoes): upgrade the nutrient dosing skid DS-2 controller from NutriDose 3.4.2 to "
        "3.6.0, recalibrate, make the rebuilt acid pump P-A1 lead, and run the crop on fallback tank DT-9 meanwhile.")

STEPS = [
    (1, [], "Open work order WO-5521 for the DS-2 dosing controller upgrade (NutriDose 3.4.2 -> 3.6.0) in glasshouse GH-4 and book the 06:00-09:00 window with the grower.",
     "Book the 06:00-09:00 window with the grower and raise WO-5521 to upgrade the DS-2 dosing controller in GH-4 from NutriDose 3.4.2 to 3.6.0.",
     "Book 06:00-09:00 with the grower; the work order is WO-5521 (GH-4, DS-2 dosing controller, NutriDose 3.4.2 -> 3.6.0)."),
    (2, [1], "Get the head grower's written OK on WO-5521 that the GH-4 crop can run on fallback feed for up to 3 hours.",
     "Nothing starts until the head grower confirms in writing on WO-5521 that GH-4 can live on fallback feed for as long as 3 hours.",
     None),
    (3, [2], "Back up the DS-2 recipe and setpoints: `ndctl backup --skid DS-2 --out /data/ds2/ds2-2024-05-14.tar.gz`.",
     "Take a copy of the recipe and setpoints on DS-2 by running `ndctl backup --skid DS-2 --out /data/ds2/ds2-2024-05-14.tar.gz`.",
     "Run `ndctl backup --skid DS-2 --out /data/ds2/ds2-2024-05-14.tar.gz` so the DS-2 recipe and setpoints are saved."),
    (4, [2], "Fill fallback day tank DT-9 with premixed feed at EC 2.8 mS/cm and pH 5.8.",
     "Make up premixed feed at EC 2.8 mS/cm and pH 5.8 in the fallback day tank DT-9.",
     None),
    (5, [4], "Switch GH-4 irrigation to fallback tank DT-9 in the climate computer and confirm valve V-FB shows `Open`.",
     "In the climate computer, move the GH-4 irrigation source over to DT-9, the fallback tank, and check that V-FB reads `Open`.",
     "Confirm V-FB shows `Open` after the climate computer has GH-4 irrigation switched to fallback tank DT-9."),
    (6, [2], "Set the DS-2 alarms to `Suppressed` in the alarm dispatcher for the work window.",
     "For the duration of the work, put the DS-2 alarms into `Suppressed` in the alarm dispatcher.",
     "In the alarm dispatcher, DS-2 alarms go to `Suppressed` for the work window."),
    (7, [3, 5, 6], "Put DS-2 in `Hand` mode and stop dosing pumps P-A1, P-A2 and P-B1 from the skid panel.",
     "From the skid panel, stop P-A1, P-A2 and P-B1 and place DS-2 in `Hand` mode.",
     "Stop dosing pumps P-A1, P-A2 and P-B1 from the skid panel once DS-2 is in `Hand` mode."),
    (8, [7], "Flash the controller with `ndctl firmware apply --skid DS-2 --version 3.6.0` and wait for the reboot.",
     "Wait out the reboot after flashing the controller using `ndctl firmware apply --skid DS-2 --version 3.6.0`.",
     None),
    (9, [8], "Check that `ndctl status --skid DS-2` reports 3.6.0 and sees all 3 dosing pumps.",
     "Make sure `ndctl status --skid DS-2` now says 3.6.0 and lists all 3 dosing pumps.",
     "All 3 dosing pumps and version 3.6.0 must show up in `ndctl status --skid DS-2`."),
    (10, [9], "Calibrate the EC probe with the 1.413 mS/cm and 12.88 mS/cm standards and the pH probe with the pH 4.01 and 7.00 buffers.",
     "Do a two-point calibration: EC probe against 1.413 mS/cm and 12.88 mS/cm standards, pH probe against pH 4.01 and 7.00 buffers.",
     "Use the pH 4.01 and 7.00 buffers on the pH probe and the 1.413 mS/cm and 12.88 mS/cm standards on the EC probe to calibrate them."),
    (11, [9], "Run `ndctl recipe diff --skid DS-2 --against /data/ds2/ds2-2024-05-14.tar.gz` and have the grower read every changed setpoint before the restore.",
     "Before restoring, print the differences with `ndctl recipe diff --skid DS-2 --against /data/ds2/ds2-2024-05-14.tar.gz` and let the grower go through each changed setpoint.",
     "Have the grower read every changed setpoint that `ndctl recipe diff --skid DS-2 --against /data/ds2/ds2-2024-05-14.tar.gz` shows, before the restore."),
    (12, [11], "Restore the recipe with `ndctl recipe restore --skid DS-2 --from /data/ds2/ds2-2024-05-14.tar.gz`.",
     "Bring the recipe back by running `ndctl recipe restore --skid DS-2 --from /data/ds2/ds2-2024-05-14.tar.gz`.",
     None),
    (13, [10, 12], "Put the rebuilt acid pump P-A1 in lead and P-A2 in standby for the pH loop.",
     "For the pH loop, make P-A1 (the rebuilt acid pump) the lead and set P-A2 to standby.",
     "P-A1, the rebuilt acid pump, becomes lead on the pH loop, with P-A2 as standby."),
    (14, [13], "Switch DS-2 from `Hand` to `Auto` with EC setpoint 2.8 mS/cm and pH setpoint 5.8.",
     "Take DS-2 out of `Hand` and into `Auto`, using an EC setpoint of 2.8 mS/cm and pH setpoint 5.8.",
     None),
    (15, [14], "Circulate through mixing tank MT-1 for 20 minutes and only continue if EC holds within 0.1 mS/cm and pH within 0.2 of setpoint.",
     "Let the skid recirculate via MT-1 for 20 minutes; go on only when EC has stayed inside 0.1 mS/cm and pH inside 0.2 of setpoint.",
     "EC must hold within 0.1 mS/cm and pH within 0.2 of setpoint over 20 minutes of circulation through mixing tank MT-1 before continuing."),
    (16, [15], "Switch GH-4 irrigation back from DT-9 to DS-2 in the climate computer at the next irrigation start.",
     "At the next irrigation start, move GH-4 back onto DS-2 from DT-9 in the climate computer.",
     None),
    (17, [16], "Watch drain EC and pH on the GH-4 drain sensor for 2 irrigation cycles before closing the fallback.",
     "Follow the GH-4 drain sensor's EC and pH through 2 irrigation cycles, and leave the fallback open until then.",
     None),
    (18, [16], "Check the DS-2 dosing log shows P-A1 making the acid doses and P-A2 idle.",
     "Confirm in the DS-2 dosing log that the acid doses come from P-A1 while P-A2 stays idle.",
     "The DS-2 dosing log should show P-A2 idle and P-A1 making the acid doses; check it."),
    (19, [16], "Check that stock tanks ST-A, ST-B and ST-ACID have dropped in line with the dosing log.",
     "Verify the level drop in ST-A, ST-B and ST-ACID matches what the dosing log says was dosed.",
     None),
    (20, [16], "Set the DS-2 alarms back to `Active` in the alarm dispatcher so dosing faults page the on-call grower.",
     "Return the DS-2 alarms to `Active` in the alarm dispatcher, so that the on-call grower gets paged for dosing faults.",
     "So dosing faults page the on-call grower, the alarm dispatcher gets DS-2 alarms set back to `Active`."),
    (21, [17, 18, 19], "Set fallback valve V-FB to `Closed` and drain DT-9 to recovery tank RT-1.",
     "Drain DT-9 into recovery tank RT-1 and put V-FB, the fallback valve, to `Closed`.",
     None),
    (22, [20, 21], "Close WO-5521 with the 3.6.0 version, the calibration results and the drain readings attached.",
     "Attach the calibration results, the drain readings and the 3.6.0 version to WO-5521 and close it.",
     None),
]

GUARDS = {2: "head grower sign-off on WO-5521",
          3: "recipe and setpoint backup before the flash",
          11: "recipe diff review before the restore",
          15: "20-minute closed-loop stability check before irrigation goes back to DS-2",
          17: "2-cycle drain watch before the fallback is closed"}
DROP_GUARD = 15

SPLITS = {
    7: ("Put DS-2 in `Hand` mode from the skid panel.",
        "Then stop dosing pumps P-A1, P-A2 and P-B1 from the skid panel."),
    15: ("Circulate through mixing tank MT-1 for 20 minutes.",
         "Only continue if EC held within 0.1 mS/cm and pH within 0.2 of setpoint during that run."),
}
REGEN_SPLIT = (10, ("Two-point calibrate the EC probe using the 1.413 mS/cm and 12.88 mS/cm standards.",
                    "Then do the pH probe against the pH 4.01 and 7.00 buffers."))
SERIALIZE = [17, 18, 19]

COMPRESS = [
    ([1, 2], "Open WO-5521 for the DS-2 upgrade to 3.6.0 and get the head grower's OK for fallback feed."),
    ([4, 5], "Fill DT-9 with premixed feed and switch GH-4 irrigation to it."),
    ([8, 9], "Flash DS-2 to 3.6.0 and check the status output."),
    ([11, 12], "Review the recipe diff with the grower and restore the recipe from the backup."),
    ([14, 15], "Put DS-2 in `Auto` with the setpoints and run a 20-minute loop test on MT-1."),
    ([16, 20], "Move GH-4 irrigation back to DS-2 and re-enable the alarms."),
    ([21, 22], "Close V-FB, drain DT-9 and close the work order."),
]

LOST = {"remove": (3, 7), "add": [(3, 12)],
        "why": "DS-2 is put in Hand and flashed without waiting for the recipe and setpoint backup (the backup only has to exist before the restore)"}
TARGET = {"step": 14, "old": "pH setpoint 5.8", "new": "pH setpoint 6.8", "kind": "setpoint value"}
OPERATION = {"step": 13,
             "text": "Keep P-A2 in lead for the pH loop and leave the rebuilt acid pump P-A1 in standby.",
             "change": "role kept: P-A1 left in standby and P-A2 kept as lead instead of P-A1 put in lead (whole step rewritten)"}
