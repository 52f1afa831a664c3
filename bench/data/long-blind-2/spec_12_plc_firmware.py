ID = "lb2_12"
TASK = ("Update the firmware of packaging line 3's ControlLogix controller PLC-L3-01 (v32.011 -> v33.012) and its "
        "EtherNet/IP module during a planned stop: approve the MOC, back up and convert the project, stop and lock "
        "out the line, flash in Program mode, download and check I/O, then ramp the line up through a dry cycle and "
        "a watched reduced-speed run.")

STEPS = [
    (1, [],
     "Open MOC-2026-318 to update `PLC-L3-01` (1756-L83E, chassis L3-A) from v32.011 to v33.012 and the 1756-EN2T in slot 2 to 12.001 during the Sunday 06:00-14:00 planned stop.",
     "Raise MOC-2026-318 for the Sunday 06:00-14:00 planned stop: `PLC-L3-01` (1756-L83E in chassis L3-A) goes from v32.011 to v33.012, and the 1756-EN2T in slot 2 to 12.001.",
     None),
    (2, [1],
     "Get the MOC signed by the line 3 supervisor and EHS, including the statement that the light curtains and E-stops are hardwired safety and not touched by the update.",
     "The line 3 supervisor and EHS both sign the MOC, which must state that E-stops and light curtains are hardwired safety circuits the update does not affect.",
     "Including the statement that the light curtains and E-stops are hardwired safety and not touched by the update, get the MOC signed by the line 3 supervisor and EHS."),
    (3, [1],
     "Back up the running project: upload from `PLC-L3-01` and check it into FactoryTalk AssetCentre as `L3_01_v32_2026-12-06.ACD`.",
     "Take a backup first -- upload the project from `PLC-L3-01` and check it in to FactoryTalk AssetCentre under the name `L3_01_v32_2026-12-06.ACD`.",
     "Upload the running project from `PLC-L3-01` and check it into FactoryTalk AssetCentre as `L3_01_v32_2026-12-06.ACD` as the backup."),
    (4, [1],
     "Download the v33.012 and 12.001 firmware kits from Rockwell PCDC onto `EWS-03` and compare their SHA-256 with the values on PCDC.",
     "Fetch the firmware kits for v33.012 and 12.001 from Rockwell PCDC to `EWS-03`, checking each SHA-256 against PCDC.",
     "Onto `EWS-03`, download the v33.012 and 12.001 firmware kits from Rockwell PCDC and compare their SHA-256 with the values on PCDC."),
    (5, [1],
     "Check the PCDC compatibility matrix: Studio 5000 v33 on `EWS-03`, the 14 PowerFlex 755 drives and the 1734-AENTR POINT I/O adapters must all be supported with v33.012.",
     "Confirm in the PCDC compatibility matrix that v33.012 supports everything involved -- Studio 5000 v33 on `EWS-03`, the 1734-AENTR POINT I/O adapters and all 14 PowerFlex 755 drives.",
     None),
    (6, [3, 5],
     "On `EWS-03` convert the project to v33 as `L3_01_v33.ACD`, run Verify Controller with 0 errors, and compare it with `L3_01_v32_2026-12-06.ACD` in Logix Compare: only the revision may differ.",
     "Turn the project into `L3_01_v33.ACD` (v33) on `EWS-03`; Verify Controller must show 0 errors and Logix Compare against `L3_01_v32_2026-12-06.ACD` may report nothing but the revision.",
     "Convert the project to v33 as `L3_01_v33.ACD` on `EWS-03`, run Verify Controller with 0 errors, and in Logix Compare check against `L3_01_v32_2026-12-06.ACD` that only the revision differs."),
    (7, [2],
     "Stop the line with the normal stop sequence on `HMI-L3`, clear product from the conveyors and apply LOTO on the main drive cabinet per LOTO-L3-04.",
     "Run the standard stop sequence from `HMI-L3`, empty the conveyors of product and lock out the main drive cabinet following LOTO-L3-04.",
     "Apply LOTO on the main drive cabinet per LOTO-L3-04 after stopping the line with the normal stop sequence on `HMI-L3` and clearing product from the conveyors."),
    (8, [6, 7],
     "Switch `PLC-L3-01` to Remote Program mode from Studio 5000 (keyswitch in REM).",
     "With the keyswitch at REM, put `PLC-L3-01` into Remote Program mode from Studio 5000.",
     "From Studio 5000 (keyswitch in REM), switch `PLC-L3-01` to Remote Program mode."),
    (9, [4, 8],
     "Flash the 1756-EN2T in slot 2 to 12.001 with ControlFLASH Plus and wait for the module to show OK (about 6 minutes).",
     "Use ControlFLASH Plus to bring the 1756-EN2T in slot 2 up to 12.001; it takes about 6 minutes before the module reports OK.",
     None),
    (10, [9],
     "Flash the controller in slot 0 to v33.012 with ControlFLASH Plus (about 12 minutes); never power-cycle the chassis while it runs.",
     "Update the slot 0 controller to v33.012 through ControlFLASH Plus, roughly 12 minutes, without power-cycling the chassis at any point.",
     "With ControlFLASH Plus, flash the controller in slot 0 to v33.012 (about 12 minutes); never power-cycle the chassis while it runs."),
    (11, [10],
     "Confirm in Studio 5000 module properties that the controller reports v33.012 and the EN2T 12.001.",
     "Open the module properties in Studio 5000 and make sure the EN2T reads 12.001 and the controller v33.012.",
     None),
    (12, [11],
     "Download `L3_01_v33.ACD` to `PLC-L3-01`, leaving it in Program mode.",
     "Send `L3_01_v33.ACD` down to `PLC-L3-01` and keep the controller in Program mode.",
     "Leaving it in Program mode, download `L3_01_v33.ACD` to `PLC-L3-01`."),
    (13, [12],
     "Check the I/O tree: no warning triangles, 0 faulted connections and all 14 PowerFlex 755 drives connected.",
     "Go through the I/O tree -- every one of the 14 PowerFlex 755 drives connected, no warning triangles, 0 faulted connections.",
     None),
    (14, [12],
     "Check the controller fault log is empty and `MainTask` scan time stays under 8 ms.",
     "Make sure there is nothing in the controller fault log and that the `MainTask` scan time is below 8 ms.",
     "`MainTask` scan time must stay under 8 ms and the controller fault log must be empty: check both."),
    (15, [13, 14],
     "Remove the LOTO per LOTO-L3-04 and switch `PLC-L3-01` to Remote Run.",
     "Take off the lockout following LOTO-L3-04, then put `PLC-L3-01` into Remote Run.",
     "Switch `PLC-L3-01` to Remote Run after removing the LOTO per LOTO-L3-04."),
    (16, [15],
     "Dry-cycle the line without product at 30 % speed for 15 minutes with no faults on `HMI-L3`.",
     "Run the empty line at 30 % speed for 15 minutes; `HMI-L3` must show no faults.",
     None),
    (17, [16],
     "Run with product at 60 % speed and watch the OEE dashboard for 30 minutes: reject rate under 1.5 % and no drive faults.",
     "Put product through at 60 % speed and keep the OEE dashboard in view for 30 minutes, accepting only a reject rate below 1.5 % and zero drive faults.",
     "For 30 minutes, run with product at 60 % speed and watch the OEE dashboard: reject rate under 1.5 % and no drive faults."),
    (18, [17],
     "Release the line to full speed, 120 packs/min.",
     "Bring the line up to its full 120 packs/min.",
     None),
    (19, [18],
     "Upload the running project and check it into AssetCentre as `L3_01_v33_2026-12-06.ACD`, marked as the new baseline.",
     "Check the uploaded running project into AssetCentre under `L3_01_v33_2026-12-06.ACD` and flag it as the new baseline.",
     "Mark `L3_01_v33_2026-12-06.ACD` as the new baseline after uploading the running project and checking it into AssetCentre."),
    (20, [18],
     "QA inspects the first 200 packs for seal integrity and label placement before the batch is released.",
     "Before releasing the batch, QA checks seal integrity and label position on the first 200 packs.",
     None),
    (21, [19],
     "Update the firmware fields of asset L3-PLC-01 in Maximo.",
     "Record the new firmware on asset L3-PLC-01 in Maximo.",
     None),
    (22, [20, 21],
     "Hand over to the shift lead and note the update in the line 3 shift log.",
     "Write the update into the line 3 shift log and hand over to the shift lead.",
     None),
    (23, [22],
     "Close MOC-2026-318.",
     "Sign off and close MOC-2026-318.",
     None),
]

GUARDS = {
    2: "supervisor and EHS approval of the MOC",
    3: "backup of the running project before any change",
    6: "verify and Logix Compare of the converted project before download",
    13: "I/O connection check before removing LOTO and going to Run",
    17: "30-minute watched run at 60 % before full speed",
}
DROP_GUARD = 17

SPLITS = {
    6: ("On `EWS-03` convert the project to v33 as `L3_01_v33.ACD` and run Verify Controller with 0 errors.",
        "Compare it with `L3_01_v32_2026-12-06.ACD` in Logix Compare: only the revision may differ."),
    17: ("Run with product at 60 % speed and watch the OEE dashboard for 30 minutes.",
         "During those 30 minutes the reject rate must stay under 1.5 % with no drive faults."),
}
REGEN_SPLIT = (7, (
    "Bring the line to a stop using the normal stop sequence on `HMI-L3` and clear all product off the conveyors.",
    "Lock out the main drive cabinet as described in LOTO-L3-04."))

SERIALIZE = [13, 14]

COMPRESS = [
    ([9, 10, 11], "Flash the EN2T and then the controller to v33.012 with ControlFLASH Plus and confirm the revisions."),
    ([12, 13, 14], "Download the v33 project and check the I/O tree and fault log."),
    ([15, 16], "Remove the LOTO, go to Run and dry-cycle the line at low speed."),
    ([19, 21], "Check the new project into AssetCentre as baseline and update Maximo."),
    ([22, 23], "Hand over to the shift lead and close the MOC."),
]

LOST = {"remove": (7, 8), "add": [(7, 15)],
        "why": "PLC-L3-01 is switched to Program mode for flashing (8) without waiting for the line to be stopped and locked out (7)"}

TARGET = {"step": 9, "old": "slot 2", "new": "slot 3", "kind": "chassis slot"}

OPERATION = {"step": 8,
             "text": "Switch `PLC-L3-01` to Remote Run mode from Studio 5000 (keyswitch in REM).",
             "change": "Remote Program mode -> Remote Run mode before flashing"}
