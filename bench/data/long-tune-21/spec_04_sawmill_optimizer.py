# Hand-written golden: sawmill canter line optimizer and 3D scanner upgrade.
ID = "lt21_04"
STYLE = "terse"
TASK = ("Upgrade the canter line log optimizer from Opti-Canter 7.4.2 on opt-canter01 to 8.1.0 on opt-canter02 and "
        "swap the six scan heads on frame SF-2 for LPL-3D units during the Saturday shutdown; retire opt-canter01.")

STEPS = [
    (1, [],
     "Open work order WO-22817 for the canter optimizer upgrade (Opti-Canter 7.4.2 -> 8.1.0) in the Saturday "
     "shutdown on 14 Jun, 06:00-18:00, and tell the planer mill and the kiln scheduler.",
     "Raise WO-22817: canter optimizer upgrade Opti-Canter 7.4.2 -> 8.1.0, Saturday shutdown 14 Jun, "
     "06:00-18:00; inform planer mill and kiln scheduler.",
     "Tell the planer mill and the kiln scheduler, and open WO-22817: Opti-Canter 7.4.2 -> 8.1.0 on the canter "
     "optimizer in the Saturday shutdown (14 Jun, 06:00-18:00)."),
    (2, [1],
     "Save the old optimizer's config and solution tables with `tar czf /backup/opt-canter01_2025-06-14.tgz "
     "/opt/opticanter/config /opt/opticanter/tables` and copy the archive to `nas01`.",
     "Archive config and solution tables of old optimizer: `tar czf /backup/opt-canter01_2025-06-14.tgz "
     "/opt/opticanter/config /opt/opticanter/tables`; copy to `nas01`.",
     None),
    (3, [1],
     "Export 30 days of recovery reports as the baseline with `optireport recovery --days 30 --csv > "
     "/backup/recovery_baseline.csv`.",
     "Baseline: `optireport recovery --days 30 --csv > /backup/recovery_baseline.csv` (30 days of recovery "
     "reports).",
     "Into `/backup/recovery_baseline.csv` go the recovery reports of the last 30 days: `optireport recovery "
     "--days 30 --csv > /backup/recovery_baseline.csv`."),
    (4, [1],
     "Lock out the canter on MCC-4 breakers 4-11 and 4-12 and have the shift electrician prove zero energy before "
     "anyone enters the scanner frame.",
     "LOTO canter: MCC-4 breakers 4-11, 4-12; shift electrician proves zero energy; nobody in scanner frame "
     "before that.",
     "Nobody enters the scanner frame until the shift electrician has proved zero energy on the canter, locked "
     "out on breakers 4-11 and 4-12 of MCC-4."),
    (5, [4],
     "Swap the 6 scan heads on frame SF-2 for the new LPL-3D units and cable them to ports 1-6 of switch "
     "`sw-canter`.",
     "Replace 6 scan heads on frame SF-2 with LPL-3D units; patch to `sw-canter` ports 1-6.",
     "Cable the new LPL-3D units to ports 1-6 of `sw-canter` after they replace the 6 heads on frame SF-2."),
    (6, [2],
     "Install 8.1.0 on `opt-canter02` with `sudo dpkg -i opticanter_8.1.0_amd64.deb` and migrate the old config "
     "with `opticfg migrate --from /backup/opt-canter01_2025-06-14.tgz`.",
     "On `opt-canter02`: install 8.1.0 via `sudo dpkg -i opticanter_8.1.0_amd64.deb`; then `opticfg migrate --from "
     "/backup/opt-canter01_2025-06-14.tgz` for old config.",
     "Migrate the old config with `opticfg migrate --from /backup/opt-canter01_2025-06-14.tgz` after installing "
     "8.1.0 on `opt-canter02` via `sudo dpkg -i opticanter_8.1.0_amd64.deb`."),
    (7, [6],
     "Diff the migrated price and pattern tables against the archive with `opticfg diff --a "
     "/backup/opt-canter01_2025-06-14.tgz --b /opt/opticanter/tables` and accept only the field renames listed in "
     "the 8.1.0 release notes.",
     "Check `opticfg diff --a /backup/opt-canter01_2025-06-14.tgz --b /opt/opticanter/tables` on price and pattern "
     "tables; only field renames from 8.1.0 release notes allowed.",
     None),
    (8, [5],
     "Electrician removes the locks from MCC-4 once the frame is clear and the guards are back on.",
     "Frame clear, guards refitted: electrician pulls locks off MCC-4.",
     None),
    (9, [7, 8],
     "Calibrate the new heads with the 300 mm bar using `opticfg calibrate --frame SF-2 --target bar300`; every "
     "head must be within 0.5 mm.",
     "Head calibration: 300 mm bar, `opticfg calibrate --frame SF-2 --target bar300`; fail if any head off by more "
     "than 0.5 mm.",
     "Every head within 0.5 mm after `opticfg calibrate --frame SF-2 --target bar300` with the 300 mm bar; "
     "calibrate the new heads."),
    (10, [9],
     "Run 50 test logs with the optimizer in shadow mode (`opticfg mode shadow`) while the sawyer cuts on manual "
     "setworks.",
     "Shadow run: optimizer `opticfg mode shadow`, 50 test logs, sawyer on manual setworks.",
     "While the sawyer cuts on manual setworks, put 50 test logs through with the optimizer in shadow mode "
     "(`opticfg mode shadow`)."),
    (11, [3, 10],
     "Compare the shadow solutions with the baseline: volume recovery within 1.5 % of the 30-day average and no "
     "solution below the 100 mm minimum cant.",
     "Shadow vs baseline: recovery within 1.5 % of 30-day average; no solution under 100 mm minimum cant; abort "
     "otherwise.",
     "No solution may go below the 100 mm minimum cant and volume recovery must be within 1.5 % of the 30-day "
     "average: compare the shadow solutions with the baseline."),
    (12, [11],
     "Mill superintendent looks at the shadow results and says go; until then the optimizer does not drive the "
     "setworks.",
     "Superintendent reviews shadow results, gives go; optimizer kept off setworks until then.",
     None),
    (13, [12],
     "Switch the optimizer live with `opticfg mode live` and enable setworks output on `PLC-CAN1` (tag "
     "`Opt_Enable` = 1).",
     "Go live: `opticfg mode live`; `PLC-CAN1` setworks output on (`Opt_Enable` = 1).",
     "On `PLC-CAN1` set `Opt_Enable` = 1 to enable setworks output, after switching the optimizer live with "
     "`opticfg mode live`."),
    (14, [13],
     "Cut the first 2 hours live at 60 % feed speed (`Feed_Limit` = 60) with the sawyer watching every solution.",
     "First 2 hours live: 60 % feed speed (`Feed_Limit` = 60); sawyer watches each solution.",
     None),
    (15, [14],
     "Check recovery in the hourly report and fall back to manual setworks if it drops more than 2 % below the "
     "baseline.",
     "Hourly report: verify recovery; drop to manual setworks if more than 2 % under baseline.",
     "If recovery in the hourly report falls more than 2 % below the baseline, go back to manual setworks."),
    (16, [15],
     "Raise feed speed to 100 % (`Feed_Limit` = 100).",
     "Open feed to full: `Feed_Limit` = 100, i.e. 100 %.",
     None),
    (17, [16],
     "Tell the planer mill and the kiln scheduler that the canter is back at full speed.",
     "Notify planer mill, kiln scheduler: canter at full speed again.",
     "The canter is back at full speed: let the kiln scheduler and the planer mill know."),
    (18, [16],
     "After 5 production days compare recovery with the baseline and attach the comparison to WO-22817 before "
     "the old optimizer is retired.",
     "Day 5 of production: recovery vs baseline; attach to WO-22817; old optimizer stays until done.",
     "Before retiring the old optimizer, attach to WO-22817 a comparison of recovery against the baseline, made "
     "after 5 production days."),
    (19, [18],
     "Image the old optimizer disk with `ssh opt-canter01 'sudo dd if=/dev/sda bs=4M' | gzip > "
     "/backup/opt-canter01.img.gz` and check that the image is not empty.",
     "Disk image of old optimizer: `ssh opt-canter01 'sudo dd if=/dev/sda bs=4M' | gzip > "
     "/backup/opt-canter01.img.gz`; verify image not empty.",
     None),
    (20, [19],
     "Wipe `opt-canter01` with `sudo blkdiscard /dev/sda` and take it off the asset list.",
     "`sudo blkdiscard /dev/sda` on `opt-canter01`; remove from asset list.",
     "Take `opt-canter01` off the asset list after wiping it (`sudo blkdiscard /dev/sda`)."),
    (21, [5],
     "Return the 6 old scan heads to the vendor for credit under RMA-5521.",
     "Ship 6 old scan heads back to vendor, credit under RMA-5521.",
     None),
    (22, [17, 20, 21],
     "Close WO-22817.",
     "WO-22817: close.",
     None),
]

GUARDS = {
    2: "archive of the old config and tables before the migration",
    7: "diff review of the migrated tables before calibration and shadow runs",
    11: "shadow-run comparison with the baseline before going live",
    12: "superintendent's go before the optimizer drives the setworks",
    15: "hourly recovery check at 60 % before full feed speed",
    18: "5-day recovery verification before the old optimizer is retired",
    19: "disk image of opt-canter01 before it is wiped",
}
DROP_GUARD = 19

SPLITS = {
    2: ("Save the old optimizer's config and solution tables with `tar czf /backup/opt-canter01_2025-06-14.tgz "
        "/opt/opticanter/config /opt/opticanter/tables`.",
        "Copy the archive to `nas01`."),
    11: ("Compare the shadow solutions with the baseline: volume recovery within 1.5 % of the 30-day average.",
         "Also check that no shadow solution is below the 100 mm minimum cant."),
}

REGEN_SPLITS = {
    4: ["Lock out canter: MCC-4 breakers 4-11 and 4-12.",
        "Electrician on shift proves zero energy; frame entry only after that."],
    13: ["Optimizer to live: `opticfg mode live`.",
         "Enable setworks output, `PLC-CAN1` tag `Opt_Enable` = 1."],
}

SERIALIZE = [2, 3]

COMPRESS = [
    ([4, 5], "Lock out the canter and swap the SF-2 scan heads for LPL-3D units."),
    ([6, 7], "Install 8.1.0 on opt-canter02, migrate the config and check the tables."),
    ([8, 9], "Remove the locks and calibrate the new heads with the calibration bar."),
    ([10, 11], "Run test logs in shadow mode and compare recovery with the baseline."),
    ([13, 14, 15], "Switch the optimizer live at reduced feed speed and watch recovery for the first hours."),
    ([19, 20], "Image and wipe opt-canter01."),
]

LOST = {"remove": (12, 13), "add": [(11, 13), (12, 14)],
        "why": "the optimizer is switched live and drives the setworks without waiting for the superintendent's go"}

TARGET = {"step": 14, "old": "60", "new": "90", "kind": "feed speed percentage"}

OPERATION = {"step": 10,
             "text": "Run 50 test logs with the optimizer in shadow mode (`opticfg mode live`) while the sawyer cuts "
                     "on manual setworks.",
             "change": "`opticfg mode shadow` -> `opticfg mode live` (prose still says shadow mode)"}
