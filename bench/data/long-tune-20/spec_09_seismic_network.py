"""lt20_09: regional seismic network RX, Centaur firmware waves and SeisComP 5.5.2 -> 6.7.0."""

ID = "lt20_09"
TASK = ("Regional seismic network RX: digitiser firmware 4.4.17 -> 4.6.3 on all 24 stations (pilot, two waves) and "
        "SeisComP 5.5.2 -> 6.7.0 on the processing pair scp-a/scp-b (standby upgraded and shadow-run first, then "
        "switched), with inventory export and backups, watches, a failover drill and StationXML validation.")

STEPS = [
    (1, [],
     "Open NET-1187 for network RX: Centaur firmware 4.4.17 -> 4.6.3 on all 24 stations and SeisComP 5.5.2 -> "
     "6.7.0 on scp-a/scp-b; notify the civil protection duty office 48 h ahead.",
     "Raise NET-1187 covering two things on network RX, the Centaur firmware going from 4.4.17 -> 4.6.3 on all 24 "
     "stations and SeisComP moving 5.5.2 -> 6.7.0 on scp-a/scp-b, and give the civil protection duty office 48 h "
     "notice.",
     "48 h before work starts, tell the civil protection duty office about NET-1187: RX stations (all 24) from "
     "Centaur 4.4.17 -> 4.6.3, and scp-a/scp-b from SeisComP 5.5.2 -> 6.7.0."),
    (2, [1],
     "Get sign-off from the network manager and the civil protection liaison, with a standing rule: no work "
     "while an event above M3.5 is being processed.",
     "Both the network manager and the civil protection liaison have to sign off, and everyone agrees that work "
     "pauses whenever an event bigger than M3.5 is in processing.",
     None),
    (3, [1],
     "Export the current station inventory before anything changes: "
     "`scxmldump -fI -o /srv/scp/backup/inventory_2025-11-04.xml -d mysql://sysop@scp-a/seiscomp`.",
     "Dump the station inventory as it stands today with "
     "`scxmldump -fI -o /srv/scp/backup/inventory_2025-11-04.xml -d mysql://sysop@scp-a/seiscomp`, before any "
     "change.",
     "`scxmldump -fI -o /srv/scp/backup/inventory_2025-11-04.xml -d mysql://sysop@scp-a/seiscomp` keeps the "
     "current station inventory; run it before anything changes."),
    (4, [1],
     "Back up the SeisComP configuration and database on scp-a: "
     "`tar czf /srv/scp/backup/seiscomp-etc_2025-11-04.tgz ~/seiscomp/etc` and "
     "`mysqldump --single-transaction seiscomp > /srv/scp/backup/seiscomp_2025-11-04.sql`.",
     "On scp-a, save both the SeisComP configuration (`tar czf /srv/scp/backup/seiscomp-etc_2025-11-04.tgz "
     "~/seiscomp/etc`) and its database (`mysqldump --single-transaction seiscomp > "
     "/srv/scp/backup/seiscomp_2025-11-04.sql`).",
     None),
    (5, [1],
     "Record the data baseline: `slinktool -Q scp-a:18000` lists all 24 RX stations with latency under 10 s, and "
     "`scqcv` shows no gaps in the last 24 h.",
     "Take a baseline of the data: every one of the 24 RX stations must appear in `slinktool -Q scp-a:18000` at "
     "under 10 s latency, with `scqcv` showing no gaps over the past 24 h.",
     None),
    (6, [1],
     "Check GNSS timing on every station: `centaurctl status --all --fields timing` must show lock and timing "
     "quality 100 %.",
     "Confirm each station has GNSS lock and 100 % timing quality according to "
     "`centaurctl status --all --fields timing`.",
     "Timing quality 100 % with GNSS locked, on every station: that is what "
     "`centaurctl status --all --fields timing` has to show."),
    (7, [2],
     "Tell EMSC and the two neighbouring networks that RX data will show short gaps during the firmware waves.",
     "Warn EMSC and the 2 neighbouring networks to expect brief gaps in RX data while the firmware waves run.",
     None),
    (8, [2, 3, 4],
     "Take scp-b out of the processing pair: `seiscomp stop` and `systemctl stop keepalived` on scp-b.",
     "Remove scp-b from the processing pair by running `seiscomp stop` and then `systemctl stop keepalived` on "
     "it.",
     "On scp-b, `seiscomp stop` and `systemctl stop keepalived` take it out of the processing pair."),
    (9, [8],
     "Install SeisComP 6.7.0 on scp-b: unpack `seiscomp-6.7.0-ubuntu22.04-x86_64.tar.gz` into `/opt/seiscomp-6.7.0`, "
     "restore the etc tarball and run `seiscomp update-config`.",
     "Put SeisComP 6.7.0 on scp-b by extracting `seiscomp-6.7.0-ubuntu22.04-x86_64.tar.gz` to "
     "`/opt/seiscomp-6.7.0`, bringing back the etc tarball, and finishing with `seiscomp update-config`.",
     None),
    (10, [9],
     "Restore the 2025-11-04 dump into scp-b's database and apply "
     "`/opt/seiscomp-6.7.0/share/db/migrations/mysql/0_12_to_0_13.sql`.",
     "Load the 2025-11-04 dump into the database on scp-b, then run the schema migration "
     "`/opt/seiscomp-6.7.0/share/db/migrations/mysql/0_12_to_0_13.sql` over it.",
     "`/opt/seiscomp-6.7.0/share/db/migrations/mysql/0_12_to_0_13.sql` is applied to scp-b's database after the "
     "2025-11-04 dump has been restored into it."),
    (11, [10],
     "Run scp-b in shadow mode for 24 h on the same SeedLink streams, with `connection.primaryGroup = SHADOW` so "
     "nothing reaches the public feed.",
     "Let scp-b process the same SeedLink streams as a shadow for 24 h; `connection.primaryGroup = SHADOW` keeps "
     "its output away from the public feed.",
     None),
    (12, [11],
     "Compare the 24 h of shadow results with scp-a: the same events of M2.0 and above, locations within 5 km and "
     "magnitudes within 0.2.",
     "Check scp-b's 24 h shadow output against scp-a; it must find the same M2.0 and larger events, place them "
     "less than 5 km apart and agree on magnitude to 0.2.",
     "Against scp-a, the 24 h of shadow results from scp-b must show the same events (M2.0 and above), "
     "magnitudes within 0.2 and locations within 5 km; compare them."),
    (13, [5, 6, 7],
     "Stage the firmware on the fleet server with `centaurctl image add centaur-4.6.3.nmx` and check its SHA-256 "
     "against the vendor release note.",
     "Load `centaur-4.6.3.nmx` onto the fleet server (`centaurctl image add centaur-4.6.3.nmx`) and make sure "
     "its SHA-256 matches the one in the vendor release note.",
     None),
    (14, [13],
     "Dry-run the push to pilot station RX.KOLM with `centaurctl upgrade --stations RX.KOLM --image 4.6.3 "
     "--dry-run` and review disk space, current version 4.4.17 and link RTT.",
     "See what a push to the pilot, RX.KOLM, would do without doing it: "
     "`centaurctl upgrade --stations RX.KOLM --image 4.6.3 --dry-run`, then look over free disk, the current "
     "4.4.17 version and the link RTT.",
     "`centaurctl upgrade --stations RX.KOLM --image 4.6.3 --dry-run` on pilot station RX.KOLM: check its disk "
     "space, link RTT and that it reports 4.4.17 today."),
    (15, [14],
     "Upgrade the pilot with `centaurctl upgrade --stations RX.KOLM --image 4.6.3`; the digitiser reboots and "
     "should be back within 15 min.",
     "Flash the pilot for real (`centaurctl upgrade --stations RX.KOLM --image 4.6.3`); expect the digitiser to "
     "reboot and return in 15 min or less.",
     None),
    (16, [15],
     "Watch RX.KOLM for 48 h before any wave: latency under 10 s in `slinktool -Q scp-a:18000`, no gaps, timing "
     "quality 100 %, noise PSD within the station's baseline in `scqcv`.",
     "No wave starts until RX.KOLM has been watched for 48 h: it needs under 10 s latency in "
     "`slinktool -Q scp-a:18000`, zero gaps, 100 % timing quality and a noise PSD inside its baseline in `scqcv`.",
     None),
    (17, [16],
     "Wave 1: push the 9 stations in `wave1.txt`, 3 at a time: "
     "`centaurctl upgrade --stations @wave1.txt --image 4.6.3 --batch 3`.",
     "Start wave 1, the 9 stations listed in `wave1.txt`, in groups of 3 with "
     "`centaurctl upgrade --stations @wave1.txt --image 4.6.3 --batch 3`.",
     "`centaurctl upgrade --stations @wave1.txt --image 4.6.3 --batch 3` is wave 1: the 9 stations of "
     "`wave1.txt`, 3 at a time."),
    (18, [17],
     "Check wave 1: `centaurctl status --stations @wave1.txt` shows 4.6.3 on all 9, and each is back in SeedLink "
     "with latency under 10 s.",
     "Wave 1 is done only if all 9 stations report 4.6.3 in `centaurctl status --stations @wave1.txt` and each "
     "has returned to SeedLink below 10 s latency.",
     "All 9 wave-1 stations on 4.6.3 per `centaurctl status --stations @wave1.txt`, each back in SeedLink with "
     "latency under 10 s: check before going on."),
    (19, [18],
     "Wave 2: the remaining 14 stations in `wave2.txt`, 3 at a time and never two neighbours together: "
     "`centaurctl upgrade --stations @wave2.txt --image 4.6.3 --batch 3 --spread neighbours`.",
     "For wave 2, push the other 14 stations from `wave2.txt` in groups of 3, keeping neighbouring stations in "
     "different groups: `centaurctl upgrade --stations @wave2.txt --image 4.6.3 --batch 3 --spread neighbours`.",
     None),
    (20, [19],
     "Check wave 2 the same way with `centaurctl status --stations @wave2.txt`: 4.6.3 on all 14 and latency "
     "under 10 s.",
     "Verify wave 2 like wave 1, using `centaurctl status --stations @wave2.txt`; all 14 must run 4.6.3 with "
     "latency below 10 s.",
     None),
    (21, [20],
     "Remove the old image from the fleet server: `centaurctl image rm centaur-4.4.17.nmx`.",
     "Delete `centaur-4.4.17.nmx` from the fleet server with `centaurctl image rm centaur-4.4.17.nmx`.",
     "`centaurctl image rm centaur-4.4.17.nmx` takes the old image off the fleet server."),
    (22, [12, 20],
     "Get the duty seismologist's go for the processing switch, with the scolv review queue empty.",
     "The processing switch waits for a go from the duty seismologist, given only when nothing is waiting in the "
     "scolv review queue.",
     None),
    (23, [22],
     "Promote scp-b: set `connection.primaryGroup = EVENT` in `~/seiscomp/etc/global.cfg` and run "
     "`seiscomp restart scevent scamp scmag`.",
     "Make scp-b the live processor by changing `~/seiscomp/etc/global.cfg` to "
     "`connection.primaryGroup = EVENT` and restarting with `seiscomp restart scevent scamp scmag`.",
     None),
    (24, [23],
     "Move VIP 10.60.4.10 to scp-b with `systemctl start keepalived` there (priority 150), then stop SeisComP on "
     "scp-a with `seiscomp stop`.",
     "Bring keepalived up on scp-b (`systemctl start keepalived`, priority 150) so VIP 10.60.4.10 lands there, "
     "and after that halt SeisComP on scp-a using `seiscomp stop`.",
     "`systemctl start keepalived` on scp-b (priority 150) pulls VIP 10.60.4.10 over; then `seiscomp stop` on "
     "scp-a."),
    (25, [24],
     "Check that `https://quake.rx-net.org/fdsnws/event/1/query` is now served from scp-b and that its last 10 "
     "events match the archive.",
     "Confirm scp-b answers `https://quake.rx-net.org/fdsnws/event/1/query` and that the 10 latest events it "
     "returns agree with the archive.",
     None),
    (26, [25],
     "Watch scp-b as the only processor for 72 h: every M2.0 and above event published within 3 min, no module "
     "restarts in `seiscomp status`.",
     "For 72 h with scp-b processing alone, make sure each event of M2.0 and above is published in under 3 min and "
     "`seiscomp status` shows no module restarting.",
     "72 h of scp-b as the sole processor: `seiscomp status` without module restarts, and every M2.0 and above "
     "event out within 3 min; watch for it."),
    (27, [26],
     "Keep the old tree before upgrading scp-a: "
     "`tar czf /srv/scp/backup/seiscomp-5.5.2_scp-a.tgz /opt/seiscomp-5.5.2`.",
     "Save the SeisComP 5.5.2 installation of scp-a with "
     "`tar czf /srv/scp/backup/seiscomp-5.5.2_scp-a.tgz /opt/seiscomp-5.5.2` before it is upgraded.",
     None),
    (28, [27],
     "Upgrade scp-a to 6.7.0 the same way and rejoin it as standby with `systemctl start keepalived` "
     "(priority 100).",
     "Repeat the 6.7.0 install on scp-a, then bring it back as the standby by starting keepalived "
     "(`systemctl start keepalived`, priority 100).",
     "`systemctl start keepalived` (priority 100) rejoins scp-a as standby once it has been taken to 6.7.0 the "
     "same way as scp-b."),
    (29, [28],
     "Failover drill: stop keepalived on scp-b for 5 min with `systemctl stop keepalived`, confirm the VIP moves "
     "to scp-a and picks continue, then `systemctl start keepalived` again.",
     "Practise a failover by running `systemctl stop keepalived` on scp-b for 5 min; the VIP must move to scp-a "
     "and picking must carry on. Bring it back with `systemctl start keepalived` afterwards.",
     None),
    (30, [24],
     "Set the datalogger firmware to 4.6.3 for all 24 stations in `inventory_rx.xml` and load it with "
     "`scinv sync`.",
     "Update `inventory_rx.xml` so every one of the 24 stations lists datalogger firmware 4.6.3, then push it in "
     "with `scinv sync`.",
     "`scinv sync` loads `inventory_rx.xml` after its datalogger firmware entries read 4.6.3 for all 24 stations."),
    (31, [30],
     "Validate the published StationXML: `java -jar stationxml-validator-1.7.5.jar "
     "'https://quake.rx-net.org/fdsnws/station/1/query?net=RX&level=response'` must report no errors.",
     "Run `java -jar stationxml-validator-1.7.5.jar "
     "'https://quake.rx-net.org/fdsnws/station/1/query?net=RX&level=response'` against the published StationXML "
     "and accept only an error-free result.",
     None),
    (32, [21, 29, 31],
     "Send the close-out note to the civil protection duty office with the wave results and the drill outcome.",
     "Write to the civil protection duty office to close out, including how the waves went and what the drill "
     "showed.",
     None),
    (33, [32],
     "Close NET-1187 with the shadow comparison, the wave checks and the validator report attached.",
     "Attach the shadow comparison, the wave checks and the validator report to NET-1187 and close it.",
     "With shadow comparison, wave checks and validator report attached, close NET-1187."),
]

GUARDS = {
    2: "network manager and civil protection sign-off (approval)",
    3: "station inventory export before changes (export / backup)",
    4: "configuration and database backup of scp-a (backup)",
    12: "24 h shadow comparison before the processing switch (verification)",
    14: "dry-run push to the pilot station (dry run)",
    16: "48 h watch of pilot RX.KOLM before any wave (health watch before the next wave)",
    18: "wave-1 check before wave 2 (health / verification before the next wave)",
    22: "duty seismologist's go with an empty review queue (approval)",
    26: "72 h watch of scp-b before scp-a is touched (health watch)",
    27: "tarball of the old tree before upgrading scp-a (backup)",
    31: "StationXML validation before closing (verification before close)",
}
DROP_GUARD = 16

SPLITS = {
    4: ("Back up the SeisComP configuration on scp-a: "
        "`tar czf /srv/scp/backup/seiscomp-etc_2025-11-04.tgz ~/seiscomp/etc`.",
        "Then back up its database: `mysqldump --single-transaction seiscomp > "
        "/srv/scp/backup/seiscomp_2025-11-04.sql`."),
    11: ("Run scp-b in shadow mode for 24 h on the same SeedLink streams.",
         "Set `connection.primaryGroup = SHADOW` so nothing reaches the public feed."),
    24: ("Move VIP 10.60.4.10 to scp-b with `systemctl start keepalived` there (priority 150).",
         "Then stop SeisComP on scp-a with `seiscomp stop`."),
}

REGEN_SPLIT = (23, (
    "On scp-b, edit `~/seiscomp/etc/global.cfg` to read `connection.primaryGroup = EVENT`.",
    "Restart the event modules so it takes over as the live processor: `seiscomp restart scevent scamp scmag`."))

SERIALIZE = [5, 6]

COMPRESS = [
    ([8, 9, 10], "Take scp-b out of the pair, install SeisComP 6.7.0 and load the migrated database."),
    ([11, 12], "Shadow-run scp-b for a day and compare it with scp-a."),
    ([13, 14], "Stage the 4.6.3 image and dry-run the pilot push."),
    ([15, 16], "Upgrade pilot RX.KOLM and watch it for two days."),
    ([17, 18], "Push wave 1 in batches and check it."),
    ([19, 20], "Push wave 2 in batches and check it."),
    ([23, 24], "Promote scp-b and move the VIP to it."),
    ([27, 28], "Archive the old tree on scp-a, upgrade it and rejoin it as standby."),
    ([32, 33], "Send the close-out note and close NET-1187."),
]

LOST = {"remove": (18, 19), "add": [(17, 19), (18, 22)],
        "why": "wave 2 starts right after the wave-1 push, without waiting for the check that all 9 wave-1 stations "
               "are back on 4.6.3 with normal latency (that check now only gates the processing switch)"}

TARGET = {"step": 19, "old": "4.6.3", "new": "4.6.1", "kind": "firmware version"}

OPERATION = {
    "step": 17,
    "text": "Wave 1: push the 9 stations in `wave1.txt`, 3 at a time: "
            "`centaurctl upgrade --stations @wave1.txt --image 4.6.3 --batch 9`.",
    "change": "batch size changed the wrong way: `--batch 3` -> `--batch 9`, so all 9 wave-1 digitisers reboot at "
              "once while the prose still says 3 at a time",
}
