# Hand-written golden: container terminal reefer yard monitoring migration (ReeferWatch 3 -> REEFER RUNNER 5.2).
ID = "lt21_03"
STYLE = "checklist"
TASK = ("Move reefer plug monitoring of yard blocks R1-R6 (1,440 plugs) from ReeferWatch 3 to REEFER RUNNER 5.2: "
        "pilot block R1, then R2-R3, then R4-R6, with manual temperature rounds as fallback; retire ReeferWatch.")

BAK = "`sqlcmd -S rw3-db01 -Q \"BACKUP DATABASE ReeferWatch TO DISK='E:\\bak\\rw3_2025-03-10.bak' WITH CHECKSUM\"`"

STEPS = [
    (1, [],
     "Raise CR-8812 with the terminal CAB for moving reefer monitoring of blocks R1-R6 (1,440 plugs) from "
     "ReeferWatch 3 to REEFER RUNNER 5.2.",
     "Change request `CR-8812`: raise with the terminal CAB; scope = reefer monitoring for blocks R1-R6 (1,440 "
     "plugs), switched over from ReeferWatch 3 to REEFER RUNNER 5.2.",
     "For the move of reefer monitoring from ReeferWatch 3 to REEFER RUNNER 5.2 on blocks R1-R6 (1,440 plugs), the "
     "terminal CAB gets change CR-8812."),
    (2, [1],
     "Export the reefer inventory and set points from ReeferWatch with `rwctl export --all --format csv --out "
     "/srv/rms/rw3_export_2025-03-10.csv`.",
     "Old monitoring system: dump inventory plus set points via `rwctl export --all --format csv --out "
     "/srv/rms/rw3_export_2025-03-10.csv`; keep file as the restore point.",
     "With `rwctl export --all --format csv --out /srv/rms/rw3_export_2025-03-10.csv`, get the set points and the "
     "reefer inventory out of ReeferWatch."),
    (3, [1],
     "Back up the ReeferWatch database on `rw3-db01` with " + BAK + " and copy the .bak to the backup share.",
     "Old database server (`rw3-db01`): capture a restore point with " + BAK + "; then copy the .bak over to the "
     "backup share.",
     None),
    (4, [1],
     "Build the REEFER RUNNER server `rr-app01` on RHEL 9 and install the server with `dnf install rr-server-5.2.3`.",
     "New application server (`rr-app01`): spin up on RHEL 9; then install the server package with `dnf install "
     "rr-server-5.2.3`.",
     "Install `dnf install rr-server-5.2.3` on a freshly built RHEL 9 host `rr-app01`, the REEFER RUNNER server."),
    (5, [4],
     "Ask network to allow TCP 8883 from the gateway subnet 10.60.0.0/16 to `rr-app01`.",
     "Firewall: request from network team; allow TCP 8883; source = gateway subnet 10.60.0.0/16; destination = "
     "the new application server (`rr-app01`).",
     None),
    (6, [2, 4],
     "Run `rrctl import --file rw3_export_2025-03-10.csv --dry-run` and read the mapping report: it must show 1,440 "
     "plugs and no unmapped container IDs.",
     "Import rehearsal: run `rrctl import --file rw3_export_2025-03-10.csv --dry-run`; then go through the mapping "
     "report; pass = 1,440 plugs and zero unmapped container IDs.",
     "The mapping report of `rrctl import --file rw3_export_2025-03-10.csv --dry-run` must list 1,440 plugs with no "
     "container ID left unmapped; read it."),
    (7, [6],
     "Import the export for real with `rrctl import --file rw3_export_2025-03-10.csv`.",
     "Real import: load the old system's export with `rrctl import --file rw3_export_2025-03-10.csv`.",
     None),
    (8, [4],
     "Add the N4 integration with `rrctl integration add n4 --url https://n4-api.port.local:9443 --events "
     "temp,alarm,plug` and test it with `rrctl integration test n4`.",
     "TOS link: hook up N4 via `rrctl integration add n4 --url https://n4-api.port.local:9443 --events "
     "temp,alarm,plug`; then prove it with `rrctl integration test n4`.",
     "Test with `rrctl integration test n4` after adding the N4 integration: `rrctl integration add n4 --url "
     "https://n4-api.port.local:9443 --events temp,alarm,plug`."),
    (9, [7],
     "Route reefer alarms to the technicians' handhelds in pager group REEFER-TECH, escalating to the shift "
     "supervisor after 10 minutes.",
     "Alarm routing: target = technicians' handhelds, pager group `REEFER-TECH`; escalation = shift supervisor "
     "once 10 minutes pass unacknowledged.",
     "After 10 minutes escalate to the shift supervisor; first send reefer alarms to pager group REEFER-TECH on "
     "the technicians' handhelds."),
    (10, [3, 5, 8, 9],
     "Take CR-8812 to the Thursday CAB and get it approved, fallback included: manual temperature rounds every 4 "
     "hours.",
     "CAB sign-off: present `CR-8812` at the Thursday CAB; fallback = manual temperature rounds every 4 hours; "
     "proceed only once approved.",
     "Get approval at the Thursday CAB for CR-8812, with its fallback (every 4 hours a manual temperature round)."),
    (11, [10],
     "Tell the 9 shipping lines by EDI notice that their daily temperature logs will come from REEFER RUNNER from "
     "17 Mar.",
     "Carriers (all 9 shipping lines): send EDI notice; content = daily temperature logs come out of REEFER RUNNER "
     "starting 17 Mar.",
     None),
    (12, [10],
     "Brief the reefer technicians of all 4 shifts on the new handheld app and the manual round sheet.",
     "Technician briefing: all 4 shifts; topics = new handheld app, then the manual round sheet.",
     "On the manual round sheet and the new handheld app, brief reefer technicians on all 4 shifts."),
    (13, [10],
     "Pilot: mount gateway GW-R1 on the PLM coupler in the block R1 e-house and give it 10.60.1.11.",
     "Pilot block (`R1`): in the e-house, fit the block gateway (`GW-R1`) onto the PLM coupler; address = "
     "10.60.1.11.",
     None),
    (14, [13],
     "Provision the gateway with `rrctl gateway provision GW-R1 --block R1 --plm-channel 3`.",
     "Gateway onboarding: `rrctl gateway provision GW-R1 --block R1 --plm-channel 3`.",
     None),
    (15, [12, 14],
     "Start manual temperature rounds in R1 every 4 hours; they run until the pilot is accepted.",
     "Fallback on: manual temperature rounds in the pilot block (`R1`) every 4 hours; keep going until pilot "
     "acceptance.",
     "Until the pilot is accepted, technicians do manual temperature rounds every 4 hours in R1; start them."),
    (16, [15],
     "Stop ReeferWatch polling block R1 with `rwctl block disable R1` so that the two systems never talk to the "
     "same modems.",
     "Old system: pause polling for the pilot block (`R1`) via `rwctl block disable R1`; reason = no two masters on the "
     "same modems.",
     None),
    (17, [16],
     "Check in the REEFER RUNNER console that at least 238 of the 240 R1 plugs report supply and return "
     "temperatures and set points matching the export.",
     "New console check: at least 238 of 240 plugs in `R1` reporting; supply and return temperatures present; set "
     "points equal to the export.",
     "Set points matching the export, plus supply and return temperatures, must be reported by at least 238 of the "
     "240 R1 plugs; check in the REEFER RUNNER console."),
    (18, [17],
     "Hold the pilot for 48 hours: at least 99 % of R1 plugs report every 15 minutes, a pulled-plug test alarm "
     "reaches REEFER-TECH within 2 minutes, and N4 shows the reefer events.",
     "Pilot soak: 48 hours; pass = at least 99 % of `R1` plugs reporting every 15 minutes; then a pulled-plug test "
     "alarm reaching `REEFER-TECH` within 2 minutes; then reefer events visible in N4.",
     "N4 must show the reefer events, a pulled-plug test alarm must reach REEFER-TECH within 2 minutes and at least "
     "99 % of R1 plugs must report every 15 minutes, all over a 48 hours pilot hold."),
    (19, [18],
     "Wave 1: mount and provision GW-R2 (10.60.2.11) and GW-R3 (10.60.3.11) with `rrctl gateway provision GW-R2 "
     "--block R2 --plm-channel 3` and `rrctl gateway provision GW-R3 --block R3 --plm-channel 3`.",
     "Wave 1 gateways: fit `GW-R2` (10.60.2.11) and `GW-R3` (10.60.3.11); then onboard with `rrctl gateway "
     "provision GW-R2 --block R2 --plm-channel 3` and `rrctl gateway provision GW-R3 --block R3 --plm-channel 3`.",
     "Using `rrctl gateway provision GW-R2 --block R2 --plm-channel 3` and `rrctl gateway provision GW-R3 --block "
     "R3 --plm-channel 3`, provision the wave 1 gateways once mounted: GW-R2 at 10.60.2.11, GW-R3 at 10.60.3.11."),
    (20, [19],
     "Extend the manual rounds to R2 and R3, then stop ReeferWatch polling them with `rwctl block disable R2 R3`.",
     "Fallback rounds: widen to `R2` and `R3`; then pause old-system polling there via `rwctl block disable R2 R3`.",
     None),
    (21, [20],
     "Check that R2 and R3 report at least 99 % of their 480 plugs in the console.",
     "Console check for wave 1 blocks (`R2`, `R3`): at least 99 % of 480 plugs reporting.",
     "In the console, at least 99 % of the 480 plugs in R2 and R3 must be reporting; check."),
    (22, [21],
     "Give wave 1 a full 24 hours against the pilot criteria before anyone touches R4.",
     "Wave 1 soak: 24 hours; same pass criteria as the pilot; no work on `R4` until it passes.",
     None),
    (23, [22],
     "Wave 2: mount and provision GW-R4 (10.60.4.11), GW-R5 (10.60.5.11) and GW-R6 (10.60.6.11) with `rrctl gateway "
     "provision` on channel 3.",
     "Wave 2 gateways: fit `GW-R4` (10.60.4.11), `GW-R5` (10.60.5.11), `GW-R6` (10.60.6.11); then onboard each via "
     "`rrctl gateway provision` on channel 3.",
     "On channel 3, with `rrctl gateway provision`, provision the wave 2 gateways after mounting them: GW-R4 "
     "(10.60.4.11), GW-R5 (10.60.5.11), GW-R6 (10.60.6.11)."),
    (24, [23],
     "Extend the manual rounds to R4-R6, then stop ReeferWatch polling them with `rwctl block disable R4 R5 R6`.",
     "Fallback rounds: widen to R4-R6; then pause old-system polling via `rwctl block disable R4 R5 R6`.",
     None),
    (25, [24],
     "Check that R4-R6 report at least 99 % of their 720 plugs.",
     "Console check for wave 2 blocks R4-R6: at least 99 % of 720 plugs reporting.",
     "At least 99 % of the 720 plugs in R4-R6 must show as reporting; check."),
    (26, [25],
     "Stop the manual temperature rounds in all six blocks.",
     "Fallback off: wind down the manual temperature rounds across all six blocks.",
     None),
    (27, [11, 25],
     "For 7 days confirm that all 1,440 plugs report and that every one of the 9 carriers accepts the daily "
     "`rrctl report daily --to edi` file.",
     "Acceptance week: 7 days; pass = all 1,440 plugs reporting; then daily `rrctl report daily --to edi` file "
     "accepted by each of the 9 carriers.",
     "Every one of the 9 carriers must accept the daily `rrctl report daily --to edi` file and all 1,440 plugs must "
     "report; confirm over 7 days."),
    (28, [25],
     "Archive the ReeferWatch history for claims with `rwctl history export --from 2019-01-01 --to 2025-03-31 --out "
     "/archive/rw3/history.parquet`.",
     "Claims archive: pull the old system's history via `rwctl history export --from 2019-01-01 --to 2025-03-31 "
     "--out /archive/rw3/history.parquet`.",
     "With `rwctl history export --from 2019-01-01 --to 2025-03-31 --out /archive/rw3/history.parquet`, keep the "
     "ReeferWatch history for claims."),
    (29, [27, 28],
     "Stop ReeferWatch for good with `systemctl disable --now rw3-poller rw3-web` on `rw3-app01`.",
     "Old application server (`rw3-app01`): shut down the old services permanently via `systemctl disable --now "
     "rw3-poller rw3-web`.",
     None),
    (30, [29],
     "Pull the ReeferWatch PLM modems out of the R1-R6 e-house panels and return them to stores.",
     "Old hardware: remove the PLM modems from e-house panels R1-R6; then hand them back to stores.",
     "Return to stores the PLM modems of ReeferWatch after taking them out of the e-house panels of R1-R6."),
    (31, [29],
     "Power off the `rw3-app01` and `rw3-db01` VMs with `govc vm.power -off rw3-app01 rw3-db01` and keep them for "
     "90 days.",
     "Old VMs (`rw3-app01`, `rw3-db01`): power down via `govc vm.power -off rw3-app01 rw3-db01`; retention = 90 "
     "days.",
     "Keep the `rw3-app01` and `rw3-db01` VMs for 90 days after powering them off with `govc vm.power -off "
     "rw3-app01 rw3-db01`."),
    (32, [26],
     "Update reefer SOP RF-SOP-07 for the new handheld app and the alarm escalation.",
     "Procedure `RF-SOP-07`: revise for the new handheld app; then revise the alarm escalation section.",
     None),
    (33, [31],
     "Remove `rw3-app01` and `rw3-db01` from Zabbix and mark them retired in the CMDB.",
     "Monitoring and inventory: take `rw3-app01` and `rw3-db01` out of Zabbix; then flag both as retired in the "
     "CMDB.",
     "Mark `rw3-app01` and `rw3-db01` retired in the CMDB once they are removed from Zabbix."),
    (34, [30, 32, 33],
     "Close CR-8812 with the pilot and wave reports attached.",
     "Change request `CR-8812`: attach pilot report, then wave reports; close.",
     None),
]

GUARDS = {
    2: "inventory and set-point export before the import",
    3: "ReeferWatch database backup before anything changes",
    6: "import dry run and mapping-report review before the real import",
    10: "CAB approval before the pilot",
    18: "48-hour pilot soak before wave 1",
    22: "24-hour wave 1 soak before wave 2",
    27: "7-day acceptance check before ReeferWatch is retired",
    28: "history archive before ReeferWatch is shut down",
}
DROP_GUARD = 22

SPLITS = {
    3: ("Back up the ReeferWatch database on `rw3-db01` with " + BAK + ".",
        "Copy the .bak file to the backup share."),
    18: ("Hold the pilot for 48 hours: at least 99 % of R1 plugs report every 15 minutes.",
         "During the pilot hold, a pulled-plug test alarm reaches REEFER-TECH within 2 minutes, and N4 shows the "
         "reefer events."),
    27: ("For 7 days confirm that all 1,440 plugs report.",
         "Over the same 7 days confirm that every one of the 9 carriers accepts the daily `rrctl report daily --to "
         "edi` file."),
}

REGEN_SPLITS = {
    8: ["TOS link: register N4 via `rrctl integration add n4 --url https://n4-api.port.local:9443 --events "
        "temp,alarm,plug`.",
        "TOS link check: `rrctl integration test n4`; pass = test succeeds."],
    19: ["Wave 1 hardware: fit block gateways `GW-R2` (10.60.2.11) and `GW-R3` (10.60.3.11).",
         "Onboard the first one: `rrctl gateway provision GW-R2 --block R2 --plm-channel 3`.",
         "Then onboard the second: `rrctl gateway provision GW-R3 --block R3 --plm-channel 3`."],
}

SERIALIZE = [27, 28]

COMPRESS = [
    ([1, 2], "Raise CR-8812 and export the ReeferWatch inventory and set points to CSV."),
    ([6, 7, 9], "Import the ReeferWatch export into REEFER RUNNER and set up alarm routing to REEFER-TECH."),
    ([13, 14], "Mount GW-R1 in the R1 e-house and provision it."),
    ([15, 16, 17], "Start manual rounds in R1, disable R1 in ReeferWatch and check the plugs report in REEFER "
                   "RUNNER."),
    ([19, 20, 21], "Wave 1: provision GW-R2 and GW-R3, disable R2/R3 in ReeferWatch and check reporting."),
    ([23, 24, 25], "Wave 2: provision GW-R4 to GW-R6, disable R4-R6 in ReeferWatch and check reporting."),
]

LOST = {"remove": (28, 29), "add": [(28, 34)],
        "why": "ReeferWatch is stopped (and its VMs powered off) without waiting for the history export for claims"}

TARGET = {"step": 16, "old": "rwctl block disable R1", "new": "rwctl block disable R2", "kind": "yard block"}

OPERATION = {"step": 31,
             "text": "Power off the `rw3-app01` and `rw3-db01` VMs with `govc vm.destroy rw3-app01 rw3-db01` and keep "
                     "them for 90 days.",
             "change": "power off (`govc vm.power -off`) -> delete (`govc vm.destroy`), prose unchanged"}
