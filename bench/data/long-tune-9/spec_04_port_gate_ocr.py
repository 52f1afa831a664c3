ID = "lt9_04"
TASK = "Container terminal: north in-gate OCR portal 6.1.4 -> 6.2.0, pilot lanes 1-2 then lanes 3-8, TOS gate transactions checked"

STEPS = [
    (1, [], "Open CHG-30418 for OCR portal 6.2.0 on the north in-gate and agree Sunday 2025-02-09 with the gate supervisor.",
     "Raise CHG-30418 (OCR portal 6.2.0, north in-gate) and settle on Sunday 2025-02-09 with the gate supervisor.",
     "With the gate supervisor, fix the date (Sunday 2025-02-09) and open CHG-30418 to put OCR portal 6.2.0 on the north in-gate."),
    (2, [1], "`pg_dump -Fc -h ocr-db01 -d ocrgate -f /backup/ocrgate-2025-02-09.dump`",
     "Take a custom-format dump of the gate database: `pg_dump -Fc -h ocr-db01 -d ocrgate -f /backup/ocrgate-2025-02-09.dump`.",
     "Run `pg_dump -Fc -h ocr-db01 -d ocrgate -f /backup/ocrgate-2025-02-09.dump` first."),
    (3, [1], "Export the lane settings: `ocrctl config export --all-lanes > /backup/ocr-lanes-6.1.4.yaml`.",
     "Write every lane's configuration out to a file with `ocrctl config export --all-lanes > /backup/ocr-lanes-6.1.4.yaml`.",
     "`ocrctl config export --all-lanes > /backup/ocr-lanes-6.1.4.yaml` keeps the lane settings."),
    (4, [1], "Tell the TOS team in #gate-ops that lanes 1-2 drop to manual clerk entry from 06:00 to 07:00 and wait for their ack before touching the lanes.",
     "Post in #gate-ops for the TOS team that manual clerk entry replaces OCR on lanes 1-2 between 06:00 and 07:00; the lanes are not touched until the team acknowledges.",
     "Only after the TOS team acks in #gate-ops may the lanes be touched; the message says lanes 1-2 go to manual clerk entry 06:00-07:00."),
    (5, [2, 3, 4], "Switch lanes 1 and 2 to manual with `ocrctl lane set-mode --lanes 1,2 manual`; the clerks key container numbers at the gate kiosks.",
     "Put lanes 1 and 2 on manual using `ocrctl lane set-mode --lanes 1,2 manual`, so clerks enter the container numbers at the gate kiosks.",
     None),
    (6, [1], "`ansible-playbook ocr-upgrade.yml -l lane01,lane02 -e ocr_version=6.2.0 --check --diff`; a second engineer reads the whole diff before the real run.",
     "Before the real run, a second engineer goes through the complete diff produced by `ansible-playbook ocr-upgrade.yml -l lane01,lane02 -e ocr_version=6.2.0 --check --diff`.",
     None),
    (7, [5, 6], "Install 6.2.0 on the pilot lanes: `ansible-playbook ocr-upgrade.yml -l lane01,lane02 -e ocr_version=6.2.0`.",
     "Roll 6.2.0 onto the pilot lane servers by running `ansible-playbook ocr-upgrade.yml -l lane01,lane02 -e ocr_version=6.2.0`.",
     "`ansible-playbook ocr-upgrade.yml -l lane01,lane02 -e ocr_version=6.2.0` puts 6.2.0 on the pilot lanes."),
    (8, [7], "Drive the calibration truck (plate CAL-001) through lanes 1 and 2 three times each; container number and plate must read 3/3.",
     "Send the calibration truck, plate CAL-001, through each of lanes 1 and 2 three times and expect 3/3 reads of both plate and container number.",
     "Lanes 1 and 2 must each read container number and plate 3/3 on three passes of the CAL-001 calibration truck."),
    (9, [7], "`ocrctl tx test --lane 1 --container MSKU1234565` must show GATE-IN accepted in N4 within 5 seconds.",
     "Check that N4 accepts the GATE-IN from `ocrctl tx test --lane 1 --container MSKU1234565` in 5 seconds or less.",
     None),
    (10, [8, 9], "Put lanes 1 and 2 back on OCR: `ocrctl lane set-mode --lanes 1,2 auto`.",
     "Return lanes 1 and 2 to automatic reading with `ocrctl lane set-mode --lanes 1,2 auto`.",
     None),
    (11, [10], "Let the pilot lanes bake for 4 hours of live trucks; read rate stays at or above 97% and clerk corrections at or below 3% on the Grafana gate board.",
     "Give lanes 1-2 a 4-hour bake under live trucks, watching the Grafana gate board for a read rate of 97% or more and clerk corrections of 3% or less.",
     "On the Grafana gate board, over a 4-hour bake of the pilot lanes with live trucks: read rate >= 97%, clerk corrections <= 3%."),
    (12, [11], "11:00 go/no-go for lanes 3-8 with the gate supervisor and the TOS lead, written into CHG-30418.",
     "Hold the go/no-go for lanes 3-8 at 11:00 with the TOS lead and the gate supervisor and record the outcome in CHG-30418.",
     "Record in CHG-30418 the go/no-go taken at 11:00 by the gate supervisor and TOS lead on lanes 3-8."),
    (13, [12], "Lanes 3-8 to manual: `ocrctl lane set-mode --lanes 3-8 manual`.",
     "Switch lanes 3-8 over to clerk entry using `ocrctl lane set-mode --lanes 3-8 manual`.",
     None),
    (14, [13], "Install on lanes 3-8 two at a time: `ansible-playbook ocr-upgrade.yml -l lane03:lane08 -e ocr_version=6.2.0 --forks 2`.",
     "Upgrade lanes 3-8 in pairs with `ansible-playbook ocr-upgrade.yml -l lane03:lane08 -e ocr_version=6.2.0 --forks 2`.",
     "`ansible-playbook ocr-upgrade.yml -l lane03:lane08 -e ocr_version=6.2.0 --forks 2` does lanes 3-8, two at a time."),
    (15, [14], "Run the CAL-001 truck through lanes 3-8; each lane needs 3/3 reads.",
     "Pass the calibration truck CAL-001 through every lane in 3-8 and require 3/3 reads per lane.",
     None),
    (16, [14], "Send test GATE-IN transactions from lanes 5 and 8 with `ocrctl tx test` and confirm N4 accepts both.",
     "Confirm N4 accepts a test GATE-IN from each of lanes 5 and 8, sent with `ocrctl tx test`.",
     "N4 must accept both test GATE-IN transactions (`ocrctl tx test`) from lanes 5 and 8."),
    (17, [15, 16], "Lanes 3-8 back on OCR: `ocrctl lane set-mode --lanes 3-8 auto`.",
     "Return lanes 3-8 to automatic with `ocrctl lane set-mode --lanes 3-8 auto`.",
     None),
    (18, [17], "Watch the whole gate through the 14:00-17:00 peak: truck turn time under 45 minutes and no queue back onto the access road on the gate camera.",
     "Through the afternoon peak (14:00-17:00), keep truck turn time below 45 minutes and check on the gate camera that the queue never backs onto the access road.",
     "Truck turn time below 45 minutes and no queue onto the access road (gate camera) across the 14:00-17:00 peak."),
    (19, [17], "`psql -h ocr-db01 -d ocrgate -c \"select count(*) from gate_tx where tx_date='2025-02-09'\"` has to equal the N4 gate report count for the day.",
     "Compare the day's count from `psql -h ocr-db01 -d ocrgate -c \"select count(*) from gate_tx where tx_date='2025-02-09'\"` with the N4 gate report; they must be equal.",
     None),
    (20, [18, 19], "Remove the 6.1.4 rollback images from the lane servers: `ansible lanes -m file -a 'path=/opt/ocr/rollback/6.1.4 state=absent'`.",
     "Delete the 6.1.4 rollback images on the lane servers with `ansible lanes -m file -a 'path=/opt/ocr/rollback/6.1.4 state=absent'`.",
     "`ansible lanes -m file -a 'path=/opt/ocr/rollback/6.1.4 state=absent'` clears the 6.1.4 rollback images from every lane server."),
    (21, [20], "Close CHG-30418 with the pilot and peak figures attached.",
     "Attach the pilot and peak figures and close CHG-30418.",
     None),
]

GUARDS = {
    2: "database dump before the lanes change (command only)",
    3: "export of the lane configuration",
    4: "notice to the TOS team that waits for an ack",
    6: "check-mode diff read by a second engineer before the real run",
    11: "4-hour bake of the pilot lanes before the next wave",
    12: "go/no-go before lanes 3-8",
    18: "peak-period watch before removing rollback images",
    19: "row-count comparison with N4 before removing rollback images (does not say what it protects)",
}
DROP_GUARD = 11

SPLITS = {
    4: ("Tell the TOS team in #gate-ops that lanes 1-2 drop to manual clerk entry from 06:00 to 07:00.",
        "Wait for their ack before touching the lanes."),
    11: ("Let the pilot lanes bake for 4 hours of live trucks.",
         "During the bake, read rate stays at or above 97% and clerk corrections at or below 3% on the Grafana gate board."),
}
REGEN_SPLIT = (19, (
    "Count the day's gate transactions in the OCR database: `psql -h ocr-db01 -d ocrgate -c \"select count(*) from gate_tx where tx_date='2025-02-09'\"`.",
    "That number must match the N4 gate report for the same day."))

SERIALIZE = [8, 9]

COMPRESS = [
    ([2, 5], "Dump the gate DB and switch lanes 1-2 to manual."),
    ([7, 8], "Install 6.2.0 on lanes 1-2 and run the calibration truck."),
    ([10, 11], "Return lanes 1-2 to auto and watch the read rate for a few hours."),
    ([12, 13, 14], "After the go/no-go, put lanes 3-8 on manual and upgrade them."),
    ([20, 21], "Remove the old rollback images and close the change."),
]

LOST = {"remove": (19, 20), "add": [(19, 21)],
        "why": "the 6.1.4 rollback images are deleted (20) without waiting for the transaction count comparison with N4 (19)"}

TARGET = {"step": 19, "old": "2025-02-09", "new": "2025-02-08", "kind": "date"}

OPERATION = {"step": 6,
             "text": "`ansible-playbook ocr-upgrade.yml -l lane01,lane02 -e ocr_version=6.2.0 --diff`; a second engineer reads the whole diff before the real run.",
             "change": "`--check` dropped: the 'preview' run now changes the pilot lanes"}
