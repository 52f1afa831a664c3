ID = "lb6_05"
TASK = "Upgrade the lift access-control gates and validation server for the G1 gondola and Lift 4 after closing, and reopen on the new version"
STEPS = [
    (1, [], "Open RES-3302 for the lift access-control upgrade on the G1 gondola and Lift 4: gate firmware 7.2.4 -> 7.3.0 and validation server acs-val-01 to 2024.2, window 17:00-20:30 after the lifts stop at 16:30.",
     "Raise RES-3302 covering gate firmware 7.2.4 to 7.3.0 and the acs-val-01 validation server to 2024.2 for Lift 4 and the G1 gondola, in the 17:00-20:30 slot once the lifts stop at 16:30.",
     "Once the lifts stop at 16:30, work in the 17:00-20:30 window under RES-3302: acs-val-01 to 2024.2 and gate firmware 7.2.4 -> 7.3.0 on the G1 gondola and Lift 4."),
    (2, [1], "The mountain operations director has to approve RES-3302 before anything on the gates or acs-val-01 is touched.",
     "Nothing on acs-val-01 or the gates is changed until the mountain operations director has approved RES-3302.",
     None),
    (3, [2], "Snapshot the validation server VM first: `govc snapshot.create -vm acs-val-01 pre-RES-3302`.",
     "Take a VM snapshot of the validation server before anything else with `govc snapshot.create -vm acs-val-01 pre-RES-3302`.",
     "`govc snapshot.create -vm acs-val-01 pre-RES-3302` comes first (VM snapshot of the validation server)."),
    (4, [2], "Export the season-pass whitelist and the blocked-card list: `acsctl export --lists whitelist,blocklist --out /srv/backup/RES-3302/`.",
     "Save the blocked-card list and the season-pass whitelist with `acsctl export --lists whitelist,blocklist --out /srv/backup/RES-3302/`.",
     "With `acsctl export --lists whitelist,blocklist --out /srv/backup/RES-3302/`, keep a copy of the season-pass whitelist and blocked-card list."),
    (5, [3, 4], "Upgrade the validation server: `apt-get install -y acs-validation=2024.2.0-1` on acs-val-01, then `systemctl restart acs-validation`.",
     "On acs-val-01 install `apt-get install -y acs-validation=2024.2.0-1` and restart the service with `systemctl restart acs-validation`.",
     None),
    (6, [5], "Flash the 8 G1 base gates (G1-01..G1-08), one minute apart: `gatefw push --group G1-base --image gate-7.3.0.bin --stagger 60`.",
     "Push the new firmware to the 8 gates at the G1 base station (G1-01..G1-08) with a 60-second stagger: `gatefw push --group G1-base --image gate-7.3.0.bin --stagger 60`.",
     "`gatefw push --group G1-base --image gate-7.3.0.bin --stagger 60` flashes the 8 G1 base gates (G1-01..G1-08) a minute apart."),
    (7, [5], "Flash the 4 Lift 4 gates (L4-01..L4-04): `gatefw push --group L4 --image gate-7.3.0.bin --stagger 60`.",
     "Update the 4 gates on Lift 4 (L4-01..L4-04) using `gatefw push --group L4 --image gate-7.3.0.bin --stagger 60`.",
     None),
    (8, [6], "At every G1 gate present the 4 test cards (valid day pass, expired pass, blocked card, child pass) and check each opens or denies correctly.",
     "Walk the 4 test cards (valid day pass, expired pass, blocked card, child pass) through each G1 gate; every gate must open or deny as expected.",
     "Each G1 gate must open or deny correctly for all 4 test cards: valid day pass, expired pass, blocked card, child pass."),
    (9, [7], "Repeat the 4-card test at every Lift 4 gate.",
     "Do the same 4-card test on each of the Lift 4 gates.",
     None),
    (10, [8, 9], "Check `acsctl log --since 17:00 --level error` is empty and that all 12 gates send a heartbeat every 30 s.",
     "Make sure `acsctl log --since 17:00 --level error` returns nothing and every one of the 12 gates heartbeats each 30 s.",
     "All 12 gates must heartbeat every 30 s, and `acsctl log --since 17:00 --level error` must be empty."),
    (11, [10], "Buy a test day ticket in the web shop and check it validates at G1-01 within 2 minutes of purchase.",
     "Purchase a test day ticket online and confirm G1-01 accepts it no more than 2 minutes later.",
     None),
    (12, [11], "Put all gates back into operational mode: `gatefw mode --group G1-base,L4 --set operational`.",
     "Return the gates to operational mode with `gatefw mode --group G1-base,L4 --set operational`.",
     "`gatefw mode --group G1-base,L4 --set operational` puts every gate back into operational mode."),
    (13, [12], "On opening, watch the first 45 minutes of scans (08:15-09:00): the deny rate, blocked cards excluded, must stay under 3%, otherwise roll back to the snapshot before the queues build.",
     "Keep watching scans for the first 45 minutes after opening (08:15-09:00); if denies other than blocked cards reach 3% or more, roll back to the snapshot before queues form.",
     "If the deny rate (not counting blocked cards) goes to 3% or above in the 08:15-09:00 window, the first 45 minutes after opening, roll back to the snapshot before the queues build."),
    (14, [13], "Remove the VM snapshot: `govc snapshot.remove -vm acs-val-01 pre-RES-3302`.",
     "Delete the snapshot of the VM using `govc snapshot.remove -vm acs-val-01 pre-RES-3302`.",
     None),
    (15, [14], "Close RES-3302 with the test-card results and the opening-scan figures.",
     "Attach the opening-scan figures and test-card results and close RES-3302.",
     "With the test-card results and opening-scan figures attached, close RES-3302."),
]
GUARDS = {2: "operations director approval", 3: "VM snapshot before the upgrade", 4: "list export before the upgrade",
          13: "45-minute scan watch after opening before the snapshot is removed"}
DROP_GUARD = 2
SPLITS = {
    1: ("Open RES-3302 for the access-control upgrade on the G1 gondola and Lift 4: gate firmware 7.2.4 -> 7.3.0 and validation server acs-val-01 to 2024.2.",
        "Work in the 17:00-20:30 window, after the lifts stop at 16:30."),
    6: ("Flash the 8 G1 base gates (G1-01..G1-08): `gatefw push --group G1-base --image gate-7.3.0.bin --stagger 60`.",
        "The `--stagger 60` keeps them one minute apart; wait until all 8 report 7.3.0."),
}
REGEN_SPLIT = (13, ("From opening, follow the scans for 45 minutes (08:15-09:00).",
                    "Should the deny rate, leaving blocked cards out, hit 3%, roll back to the snapshot before queues form."))
SERIALIZE = [8, 9]
COMPRESS = [
    ([1, 2], "Open RES-3302 for the gate and validation server upgrade and get it approved."),
    ([5, 6], "Upgrade acs-val-01 and flash the G1 base gates."),
    ([10, 11], "Check logs and heartbeats and test a web-shop ticket."),
    ([14, 15], "Remove the snapshot and close RES-3302."),
]
LOST = {"remove": (13, 14), "add": [(12, 14), (13, 15)],
        "why": "the VM snapshot is removed without waiting for the 45-minute watch after opening"}
TARGET = {"step": 7, "old": "--group L4", "new": "--group L3", "kind": "gate group"}
OPERATION = {"step": 12, "text": "Put all gates into free-pass mode so they open for every card: `gatefw mode --group G1-base,L4 --set freepass`.",
             "change": "operational -> free-pass mode (whole step rewritten)"}
