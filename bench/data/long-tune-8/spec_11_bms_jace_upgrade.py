# lt8_11 - building management (BACnet): Niagara JACE supervisory controller upgrade on a hospital campus
# Regeneration style for paraphrases: (d) conditions restated as their failure case.
ID = "lt8_11"
TASK = "Upgrade the six North-campus JACE-8000 controllers from Niagara 4.10.6 to 4.13.2, keeping the Building C operating-room AHUs and the chiller plant safe"

STEPS = [
    (1, [], "Open CHG-31877 for the Niagara 4.10.6 -> 4.13.2 upgrade of the 6 North-campus JACE-8000 controllers and notify facilities.",
     "Open CHG-31877 for taking the 6 North-campus JACE-8000 controllers from Niagara 4.10.6 -> 4.13.2 and tell facilities; if facilities has not been told, nothing starts.",
     "Notify facilities and open CHG-31877 covering the 6 JACE-8000 controllers of the North campus (Niagara 4.10.6 -> 4.13.2)."),
    (2, [1], "Back up every station: `niagara-backup --host jace-b1..b6 --station all --out /bms/backup/2024-03-09/`.",
     "Run `niagara-backup --host jace-b1..b6 --station all --out /bms/backup/2024-03-09/`; if any station backup is missing, no upgrade happens.",
     None),
    (3, [1], "Export the BACnet point list and 7 days of trends from the supervisor: `bmsctl export --points --trends 7d --out /bms/backup/points-2024-03-09.csv`.",
     "Export points and 7 days of trends with `bmsctl export --points --trends 7d --out /bms/backup/points-2024-03-09.csv`; if the export is empty, stop.",
     "With `bmsctl export --points --trends 7d --out /bms/backup/points-2024-03-09.csv`, save the supervisor's BACnet point list and trends (7 days)."),
    (4, [1], "Check that the licences and certificates of all 6 JACEs allow 4.13.2: `niagara-license check --host jace-b1..b6 --target 4.13.2`.",
     "Run `niagara-license check --host jace-b1..b6 --target 4.13.2`; if any of the 6 JACEs fails the licence or certificate check for 4.13.2, it is not upgraded.",
     None),
    (5, [1], "Get infection control's approval for running the Building C operating-room AHUs in hand during the window.",
     "If infection control has not approved running the Building C operating-room AHUs in hand for the window, do not touch them.",
     "Infection control must approve, for the window, hand operation of the operating-room AHUs in Building C."),
    (6, [5], "Hold AHU-C1 and AHU-C2 at their current setpoints at priority 8: `bmsctl override --equip AHU-C1,AHU-C2 --priority 8 --hold current`.",
     "Override AHU-C1 and AHU-C2 at priority 8 with `bmsctl override --equip AHU-C1,AHU-C2 --priority 8 --hold current`; if the current setpoints are not held, the operating rooms are at risk.",
     None),
    (7, [1], "Put chiller plant controller CPM-1 in local mode so the plant runs without the JACE.",
     "Switch CPM-1 to local mode; if the chiller plant still depends on the JACE, it would trip during the upgrade.",
     "Switch the chiller plant controller (CPM-1) to local mode, so that the plant keeps running without the JACE."),
    (8, [2, 4], "Simulate the upgrade on the lab JACE from the B1 backup, `niagara-upgrade --host jace-lab --from-backup /bms/backup/2024-03-09/jace-b1.dist --to 4.13.2 --simulate`, and review the module compatibility report.",
     "Run `niagara-upgrade --host jace-lab --from-backup /bms/backup/2024-03-09/jace-b1.dist --to 4.13.2 --simulate` on the lab JACE, seeded from the B1 backup; if the module compatibility report shows any incompatible module, stop.",
     None),
    (9, [8, 3, 7], "Upgrade jace-b1 in the admin building first: `niagara-upgrade --host jace-b1 --to 4.13.2`.",
     "Upgrade jace-b1 (admin building) first with `niagara-upgrade --host jace-b1 --to 4.13.2`; no other JACE goes before it.",
     "The admin building's jace-b1 goes first: `niagara-upgrade --host jace-b1 --to 4.13.2`."),
    (10, [9], "Check jace-b1: the station is running, `bmsctl devices --host jace-b1 --status offline` lists no device and alarms reach the supervisor.",
     "On jace-b1: if the station is not running, if `bmsctl devices --host jace-b1 --status offline` lists any device, or if alarms do not reach the supervisor, stop the rollout.",
     None),
    (11, [10], "Upgrade jace-b2 to jace-b5 one after another: `niagara-upgrade --host jace-b2,jace-b3,jace-b4,jace-b5 --to 4.13.2 --serial`.",
     "Run `niagara-upgrade --host jace-b2,jace-b3,jace-b4,jace-b5 --to 4.13.2 --serial` for jace-b2 to jace-b5; if they were done in parallel, four buildings would lose control at once.",
     "One JACE at a time, jace-b2 to jace-b5: `niagara-upgrade --host jace-b2,jace-b3,jace-b4,jace-b5 --to 4.13.2 --serial`."),
    (12, [11], "Check that jace-b2 to jace-b5 show no offline BACnet devices.",
     "If any of jace-b2 to jace-b5 shows an offline BACnet device, investigate before moving on.",
     None),
    (13, [10, 6], "Upgrade jace-b6 in Building C: `niagara-upgrade --host jace-b6 --to 4.13.2`.",
     "Upgrade jace-b6 (Building C) with `niagara-upgrade --host jace-b6 --to 4.13.2`; if the AHUs are not in hand, do not start it.",
     "Building C's jace-b6 is upgraded next: `niagara-upgrade --host jace-b6 --to 4.13.2`."),
    (14, [13], "Watch the operating rooms for 30 minutes on jace-b6: pressure at +15 Pa or more and temperature within 20 ± 1 °C.",
     "For 30 minutes on jace-b6: if operating-room pressure drops below +15 Pa or the temperature leaves 20 ± 1 °C, stop and keep the overrides.",
     None),
    (15, [14], "Release the AHU overrides: `bmsctl override --equip AHU-C1,AHU-C2 --priority 8 --release`.",
     "Release the overrides with `bmsctl override --equip AHU-C1,AHU-C2 --priority 8 --release`; if they stay, AHU-C1 and AHU-C2 never return to automatic.",
     "With `bmsctl override --equip AHU-C1,AHU-C2 --priority 8 --release`, take AHU-C1 and AHU-C2 out of hand."),
    (16, [12, 14], "Return CPM-1 to remote so the chiller plant is under BMS control again.",
     "Set CPM-1 back to remote; if it stays local, the BMS has no control of the chiller plant.",
     None),
    (17, [15, 16], "Verify trend logging on the new stations: `bmsctl trends verify --against /bms/backup/points-2024-03-09.csv` reports every trend as continuing.",
     "Run `bmsctl trends verify --against /bms/backup/points-2024-03-09.csv`; if any trend from the export has stopped on the new stations, nothing is cleaned up.",
     "Every trend must show as continuing when `bmsctl trends verify --against /bms/backup/points-2024-03-09.csv` is run against the new stations."),
    (18, [15], "Have infection control confirm the operating-room readings from their own monitors.",
     "If infection control's own monitors disagree with the operating-room readings, escalate before going further.",
     None),
    (19, [17], "Remove the old 4.10.6 distribution files to free flash: `niagara-cleanup --host jace-b1..b6 --remove-dist 4.10.6`.",
     "Free flash with `niagara-cleanup --host jace-b1..b6 --remove-dist 4.10.6`; if trends are not verified, the old 4.10.6 distribution stays.",
     "Run `niagara-cleanup --host jace-b1..b6 --remove-dist 4.10.6` to delete the 4.10.6 distribution files and free flash."),
    (20, [17], "Take fresh post-upgrade backups: `niagara-backup --host jace-b1..b6 --station all --out /bms/backup/2024-03-10/`.",
     "Take new backups with `niagara-backup --host jace-b1..b6 --station all --out /bms/backup/2024-03-10/`; if they fail, there is no restore point for 4.13.2.",
     None),
    (21, [20, 19], "Update the BMS as-built documents and the CMDB to 4.13.2.",
     "Update the as-built documents and the CMDB to 4.13.2; if they still say 4.10.6, the next engineer is misled.",
     "Record 4.13.2 in the CMDB and in the BMS as-built documents."),
    (22, [21, 18], "Close CHG-31877.",
     "CHG-31877 is closed, unless infection control or the documentation step is still open.",
     None),
]

GUARDS = {
    2: "station backups before the upgrade",
    3: "point and trend export before the upgrade",
    5: "infection control approval before the operating-room AHUs are touched",
    8: "simulated upgrade and compatibility report review on the lab JACE",
    10: "jace-b1 health check before the other JACEs",
    14: "30-minute operating-room watch before releasing the overrides",
    17: "trend verification before cleanup of the old distribution",
}
DROP_GUARD = 2

SPLITS = {
    8: ("Simulate the upgrade on the lab JACE from the B1 backup: `niagara-upgrade --host jace-lab --from-backup /bms/backup/2024-03-09/jace-b1.dist --to 4.13.2 --simulate`.",
        "Review the module compatibility report from the simulation."),
    14: ("Watch the operating rooms on jace-b6 for 30 minutes.",
         "Confirm pressure stayed at +15 Pa or more and temperature within 20 ± 1 °C."),
}

REGEN_SPLIT = (10, (
    "On jace-b1, if the station is not running or `bmsctl devices --host jace-b1 --status offline` lists any device, stop the rollout.",
    "Then, once that is done, check the alarms too: if they do not reach the supervisor, stop as well."))

SERIALIZE = [3, 4]

COMPRESS = [
    ([5, 6], "Get infection control's approval and put the operating-room AHUs in hand."),
    ([9, 10], "Upgrade jace-b1 and check it."),
    ([11, 12], "Upgrade jace-b2 to jace-b5 and check their devices."),
    ([13, 14], "Upgrade jace-b6 and watch the operating rooms."),
    ([15, 18], "Release the AHU overrides and have infection control confirm."),
    ([19, 20, 21], "Clean up old files, back up again and update the documents."),
]

LOST = {"remove": (6, 13), "add": [(6, 15)],
        "why": "jace-b6 in Building C is upgraded (13) without waiting for the operating-room AHUs to be put in hand (6)"}

TARGET = {"step": 15, "old": "--priority 8", "new": "--priority 16", "kind": "BACnet priority level"}

OPERATION = {"step": 11,
             "text": "Upgrade jace-b2 to jace-b5 one after another: `niagara-upgrade --host jace-b2,jace-b3,jace-b4,jace-b5 --to 4.13.2 --parallel`.",
             "change": "flag flipped: `--serial` -> `--parallel`, so four buildings lose their controllers at the same time"}
