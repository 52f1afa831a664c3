ID = "lb12_01"
TASK = "Upgrade the avalanche detection radars on road H13 to firmware 3.1.0 and load the new alarm rules, keeping road closures safe throughout."

STEPS = [
    (1, [], "Open change CHG-48213 for the AVR radar firmware 3.1.0 rollout on road H13 and post the closure phone rota in #avalanche-ops.",
     "Raise CHG-48213 covering the move of the AVR radars on road H13 to firmware 3.1.0, and pin the phone rota for closures in #avalanche-ops.",
     "In #avalanche-ops, post the closure phone rota after opening change CHG-48213 (AVR radar firmware 3.1.0, road H13)."),
    (2, [1], "Ask the duty avalanche forecaster for a go: the SLF bulletin for the sector must be danger level 2 or lower for the whole 09:00-15:00 window.",
     "Only proceed once the forecaster on duty says go; for the entire 09:00-15:00 window the sector's SLF bulletin has to show danger level 2 or below.",
     None),
    (3, [1], "Capture the current detection settings of all sites before touching anything: `avrctl config dump --site all > /srv/avr/pre-CHG-48213.json`.",
     "Before anything changes, write out what every site is configured with today using `avrctl config dump --site all > /srv/avr/pre-CHG-48213.json`.",
     "Run `avrctl config dump --site all > /srv/avr/pre-CHG-48213.json` first, so the detection settings of all sites as they are now are on disk."),
    (4, [2, 3], "Put the barrier controllers on road H13 into manual hold with `rctl barrier --road H13 --hold manual` and tell the traffic control centre that closures are now called in by phone.",
     "Switch the H13 barrier controllers over to manual hold (`rctl barrier --road H13 --hold manual`) and let the traffic control centre know closures will come by phone from now on.",
     "Tell the traffic control centre that closures are called in by phone from here, once `rctl barrier --road H13 --hold manual` has put the barrier controllers on road H13 into manual hold."),
    (5, [4], "Flash the pilot radar AVR-03 with `avrctl fw apply --site AVR-03 --image avr-3.1.0.bin --reboot` and wait until it reports `state=scanning`, which takes about 6 minutes.",
     "Push `avrctl fw apply --site AVR-03 --image avr-3.1.0.bin --reboot` to the pilot unit AVR-03, then give it roughly 6 minutes to come back showing `state=scanning`.",
     "Wait about 6 minutes for `state=scanning` after the pilot radar (AVR-03) has been flashed via `avrctl fw apply --site AVR-03 --image avr-3.1.0.bin --reboot`."),
    (6, [5], "Let AVR-03 run for 90 minutes and watch it: zero false alarms, and the clutter map within 3 dB of the one in pre-CHG-48213.json.",
     "Leave AVR-03 soaking for 90 minutes under observation; it must raise no false alarms at all, and its clutter map has to stay within 3 dB of what pre-CHG-48213.json holds.",
     None),
    (7, [5], "Check the clock on AVR-03: `chronyc -h avr-03.mgmt tracking` must show an offset below 5 ms.",
     "Confirm AVR-03 keeps good time, i.e. `chronyc -h avr-03.mgmt tracking` reports an offset under 5 ms.",
     "`chronyc -h avr-03.mgmt tracking` on the pilot (AVR-03) must give an offset below 5 ms."),
    (8, [4], "Replay last winter through the new alarm rules without arming anything: `avrlogic replay --rules rules-v7.yaml --from 2024-01-01 --to 2024-03-31 --dry-run`, and compare the triggers against the 14 recorded avalanches.",
     "Without arming anything, run last winter back through the new rules (`avrlogic replay --rules rules-v7.yaml --from 2024-01-01 --to 2024-03-31 --dry-run`) and hold the resulting triggers up against the 14 avalanches on record.",
     None),
    (9, [6, 7], "Flash AVR-05 and AVR-07 one after the other: `avrctl fw apply --site AVR-05,AVR-07 --image avr-3.1.0.bin --reboot --serial`.",
     "Take AVR-05 and AVR-07 to the new image in turn via `avrctl fw apply --site AVR-05,AVR-07 --image avr-3.1.0.bin --reboot --serial`.",
     "Run `avrctl fw apply --site AVR-05,AVR-07 --image avr-3.1.0.bin --reboot --serial` so the remaining radars AVR-05 and AVR-07 are flashed one after the other."),
    (10, [8, 9], "Load the new rules onto the alarm server: `avrlogic rules load rules-v7.yaml --server avsrv01`.",
     "Push rules-v7.yaml up to the alarm server with `avrlogic rules load rules-v7.yaml --server avsrv01`.",
     "On avsrv01 (the alarm server), run `avrlogic rules load rules-v7.yaml --server avsrv01`."),
    (11, [10], "Fire a test alarm from AVR-05 with `avrctl test-alarm --site AVR-05 --dry-contact` and read back on avsrv01 that it arrived and that the H13 barrier controller shows `would_close=true` while still in hold.",
     "Trigger a dry-contact test alarm at AVR-05 (`avrctl test-alarm --site AVR-05 --dry-contact`); then, on avsrv01, confirm it came through and that the H13 barrier controller, still held, reports `would_close=true`.",
     None),
    (12, [10], "Confirm all three radars are on the new firmware and scanning: `avrctl status --site all` must list `fw=3.1.0` and `state=scanning` for each.",
     "Make sure every one of the three radars is running the new image and scanning, meaning `avrctl status --site all` lists `fw=3.1.0` and `state=scanning` against each.",
     "`avrctl status --site all` must show `fw=3.1.0` and `state=scanning` for each of the three radars."),
    (13, [11, 12], "Hand the barriers back to the radars with `rctl barrier --road H13 --mode auto` and tell the traffic control centre that phone closures are over.",
     "Return the barriers to radar control using `rctl barrier --road H13 --mode auto`, and let the traffic control centre know phoned-in closures have ended.",
     None),
    (14, [13], "Stay on the line with the forecaster for the first 2 hours in automatic and confirm there is no spurious closure on H13.",
     "For the first 2 hours back in automatic, keep the forecaster on the phone and make sure H13 sees no spurious closure.",
     None),
    (15, [14], "Close CHG-48213 with the config dump diff and the test-alarm read-back attached.",
     "Attach the diff of the config dump plus the test-alarm read-back and close out CHG-48213.",
     "Attach to CHG-48213 the config dump diff and the test-alarm read-back, then close it."),
]

GUARDS = {
    2: "forecaster go on the danger level (approval)",
    3: "captured current detection settings (backup)",
    6: "90-minute soak of the pilot radar before the other sites (health watch)",
    8: "dry-run replay of the new rules (dry run)",
    11: "test-alarm read-back before the barriers go back to auto (verification)",
    14: "2-hour watch in automatic before closing (verification)",
}
DROP_GUARD = 6

SPLITS = {
    8: ("Replay last winter through the new alarm rules without arming anything: `avrlogic replay --rules rules-v7.yaml --from 2024-01-01 --to 2024-03-31 --dry-run`.",
        "Compare the replay triggers against the 14 recorded avalanches."),
    11: ("Fire a test alarm from AVR-05 with `avrctl test-alarm --site AVR-05 --dry-contact`.",
         "Read back on avsrv01 that the test alarm arrived and that the H13 barrier controller shows `would_close=true` while still in hold."),
}
REGEN_SPLIT = (4, ("Set the H13 barrier controllers to manual hold: `rctl barrier --road H13 --hold manual`.",
                   "Let the traffic control centre know that closures on the road now come in by phone."))

SERIALIZE = [6, 7]

COMPRESS = [
    ([2, 4], "Once the forecaster gives a go, put the H13 barriers into manual hold and switch closures to phone."),
    ([5, 7], "Flash the pilot radar AVR-03 to 3.1.0 and check its clock once it is scanning."),
    ([11, 13], "Send a test alarm from AVR-05, then put the barriers back to auto."),
    ([14, 15], "Watch H13 for a couple of hours in automatic and close the change."),
]

LOST = {"remove": (11, 13), "add": [(11, 14)],
        "why": "the barriers are handed back to radar control before the AVR-05 test alarm has been read back on the alarm server"}

TARGET = {"step": 9, "old": "AVR-07", "new": "AVR-04", "kind": "radar site"}

OPERATION = {"step": 4,
             "text": "Put the barrier controllers on road H13 into manual hold with `rctl barrier --road H13 --mode auto` and tell the traffic control centre that closures are now called in by phone.",
             "change": "`--hold manual` -> `--mode auto` under unchanged prose: the barriers stay on radar triggering during the flash"}
