ID = "lt13_04"
TASK = ("Upgrade the ski-jump timing and scoring software on results server sj-res01 for hill HS134 from sjtiming 5.8.2 "
        "to 5.9.0, recalibrate the speed trap and re-link the wind system before the COC-2025-017 official training.")

STEPS = [
    (1, [], "Open change CHG-3391 for the HS134 timing upgrade, window 2025-01-17 06:00-08:30, ahead of the 10:00 official training.",
     "Raise CHG-3391 to cover the HS134 timing upgrade in the 06:00-08:30 window on 2025-01-17, before official training at 10:00.",
     "Ahead of the 10:00 official training, open CHG-3391 (HS134 timing upgrade, window 2025-01-17 06:00-08:30)."),
    (2, [1], "Have the FIS Technical Delegate sign CHG-3391; without that signature nothing on the timing system changes.",
     "Nothing on the timing system may change unless the FIS Technical Delegate has signed CHG-3391.",
     None),
    (3, [2], "Dump the results database before the upgrade: `pg_dump -Fc -h sj-res01 sjresults > /backup/sjresults-20250117.dump`, and copy the competition XML to the USB stick.",
     "Take a dump of the results database ahead of the upgrade with `pg_dump -Fc -h sj-res01 sjresults > /backup/sjresults-20250117.dump` and put the competition XML on the USB stick as well.",
     "Copy the competition XML to the USB stick and, before upgrading, dump the results database (`pg_dump -Fc -h sj-res01 sjresults > /backup/sjresults-20250117.dump`)."),
    (4, [2], "Check the in-run speed trap photocells PC-1 and PC-2: lenses clean, 10.00 m apart, alignment LEDs green.",
     "Inspect speed trap photocells PC-1 and PC-2 on the in-run and confirm clean lenses, a spacing of 10.00 m and green alignment LEDs.",
     None),
    (5, [2], "Check that the 5 wind sensors W1-W5 report to windsrv01: `windctl status --all` must show 5 online at 1 Hz.",
     "Confirm with `windctl status --all` that the 5 wind sensors W1-W5 report in to windsrv01, showing 5 online and sampling at 1 Hz.",
     "`windctl status --all` must list 5 online sensors at 1 Hz: check that the 5 wind sensors W1-W5 report to windsrv01."),
    (6, [3], "Stop the timing service on sj-res01: `systemctl stop sjtiming`.",
     "Bring the timing service down with `systemctl stop sjtiming` on sj-res01.",
     None),
    (7, [6], "Install the new version with `apt-get install sjtiming=5.9.0-1`.",
     "Put the new release on using `apt-get install sjtiming=5.9.0-1`.",
     "Run `apt-get install sjtiming=5.9.0-1` to install the new version."),
    (8, [7], "Diff the old and new hill configuration (`diff /etc/sjtiming/hill.conf.dpkg-old /etc/sjtiming/hill.conf`); HS134, K-point 120 m and meter value 1.8 must be unchanged.",
     "Compare the previous hill configuration with the new one using `diff /etc/sjtiming/hill.conf.dpkg-old /etc/sjtiming/hill.conf` and make sure HS134, the 120 m K-point and the 1.8 meter value did not change.",
     None),
    (9, [8], "Start the service with `systemctl start sjtiming` and look for 'hill HS134 loaded' in `journalctl -u sjtiming`.",
     "Bring sjtiming up (`systemctl start sjtiming`), then check `journalctl -u sjtiming` for the line 'hill HS134 loaded'.",
     "In `journalctl -u sjtiming` look for 'hill HS134 loaded' after starting the service with `systemctl start sjtiming`."),
    (10, [4, 9], "Calibrate the speed trap with `sjcal speed --cells PC-1,PC-2 --distance 10.00` and compare 5 test runs against the radar gun; all within 0.2 km/h.",
     "Run `sjcal speed --cells PC-1,PC-2 --distance 10.00` to calibrate the speed trap, then check 5 test runs against the radar gun, each agreeing within 0.2 km/h.",
     None),
    (11, [5, 9], "Re-link the wind system: set `wind_source = windsrv01.sj.local:5020` in /etc/sjtiming/hill.conf and confirm `sjtiming-cli wind test` returns readings from W1-W5.",
     "Point the timing at the wind system again by putting `wind_source = windsrv01.sj.local:5020` into /etc/sjtiming/hill.conf, then make sure `sjtiming-cli wind test` gets readings from W1-W5.",
     "Confirm `sjtiming-cli wind test` returns readings from W1-W5 once /etc/sjtiming/hill.conf has `wind_source = windsrv01.sj.local:5020` (wind system re-linked)."),
    (12, [10, 11], "Run 3 simulated jumps with `sjtiming-cli simulate --jumps 3` and check that speed, distance, wind compensation and points reach the scoreboard and the TV graphics feed.",
     "Simulate 3 jumps (`sjtiming-cli simulate --jumps 3`) and verify the scoreboard and the TV graphics feed both receive speed, distance, wind compensation and points.",
     None),
    (13, [12], "Upload the start list to the FIS data service: `sjtiming-cli fis upload --event COC-2025-017 --list startlist.xml`.",
     "Send startlist.xml to the FIS data service with `sjtiming-cli fis upload --event COC-2025-017 --list startlist.xml`.",
     "With `sjtiming-cli fis upload --event COC-2025-017 --list startlist.xml`, push the start list to the FIS data service."),
    (14, [12], "Check the judges' tower: 5 tablets JT-1 to JT-5 logged in and video distance station VD-1 showing the live camera.",
     "In the judges' tower make sure the 5 tablets JT-1 to JT-5 are logged in and VD-1, the video distance station, shows the live camera.",
     None),
    (15, [13, 14], "Send 6 forejumpers and watch each one: speed, distance, wind and gate points must be on the scoreboard within 10 seconds of landing before official training may start.",
     "Official training may only begin after 6 forejumpers have jumped and every one of them had speed, distance, wind and gate points on the scoreboard no later than 10 seconds after landing.",
     "Before official training may start, watch 6 forejumpers: for each, speed, distance, wind and gate points must show on the scoreboard within 10 seconds of landing."),
    (16, [15], "Load the training-round gate factor 7.24 and the wind factors into hill.conf and apply them with `systemctl reload sjtiming`, so the running session is not interrupted.",
     "Put the training-round wind factors and gate factor 7.24 into hill.conf, then apply them via `systemctl reload sjtiming` so that the running session carries on uninterrupted.",
     None),
    (17, [16], "Hand the system to the Technical Delegate; official training starts at 10:00 on the TD's go.",
     "Give control to the Technical Delegate, who starts official training at 10:00.",
     "Official training starts at 10:00 on the go of the Technical Delegate, to whom you hand the system."),
    (18, [17], "After training, export the results (`sjtiming-cli export --event COC-2025-017 --format fisxml > /srv/results/COC-2025-017-training.xml`) and check that the checksum matches the FIS upload receipt.",
     "Once training ends, write out the results with `sjtiming-cli export --event COC-2025-017 --format fisxml > /srv/results/COC-2025-017-training.xml` and compare its checksum to the FIS upload receipt.",
     None),
    (19, [18], "Keep the 5.8.2 package and the dump for 30 days; clear the rest of /var/cache/sjtiming/old.",
     "Empty /var/cache/sjtiming/old except for the 5.8.2 package and the dump, which stay for 30 days.",
     "Clear /var/cache/sjtiming/old but keep the dump and the 5.8.2 package for 30 days."),
    (20, [19], "Close CHG-3391 with the calibration sheet and the results checksum attached.",
     "Attach the calibration sheet and the results checksum, then close CHG-3391.",
     None),
]

GUARDS = {2: "Technical Delegate sign-off", 3: "results database dump before the upgrade",
          8: "config diff review before the service starts", 12: "simulated jumps before going live",
          15: "forejumper watch before official training", 18: "results export and checksum verification before cleanup"}
DROP_GUARD = 3

SPLITS = {
    8: ("Diff the old and new hill configuration: `diff /etc/sjtiming/hill.conf.dpkg-old /etc/sjtiming/hill.conf`.",
        "In the diff, HS134, K-point 120 m and meter value 1.8 must be unchanged."),
    18: ("After training, export the results: `sjtiming-cli export --event COC-2025-017 --format fisxml > /srv/results/COC-2025-017-training.xml`.",
         "Check that the export's checksum matches the FIS upload receipt."),
}
REGEN_SPLIT = (15, ("Let 6 forejumpers go and follow each jump on the scoreboard.",
                    "Every jump needs speed, distance, wind and gate points shown within 10 seconds of landing; only then can official training start."))
SERIALIZE = [4, 5]
COMPRESS = [
    ([1, 2], "Open CHG-3391 for the HS134 timing upgrade and get the TD's signature."),
    ([6, 7], "Stop sjtiming and install 5.9.0."),
    ([8, 9], "Check the hill.conf diff and start sjtiming."),
    ([16, 17], "Load the gate and wind factors and hand over to the TD for the 10:00 training."),
    ([18, 19, 20], "Export and check the results, tidy the cache and close CHG-3391."),
]
LOST = {"remove": (3, 6), "add": [(2, 6), (3, 19)],
        "why": "the timing service is stopped and upgraded right after the sign-off without waiting for the results database dump (the dump now only has to precede the cache cleanup)"}
TARGET = {"step": 7, "old": "5.9.0-1", "new": "5.9.1-1", "kind": "package version"}
OPERATION = {"step": 16, "text": "Load the training-round gate factor 7.24 and the wind factors into hill.conf and apply them with `systemctl restart sjtiming`, so the running session is not interrupted.",
             "change": "`systemctl reload` -> `systemctl restart` of the live timing service; prose kept"}
