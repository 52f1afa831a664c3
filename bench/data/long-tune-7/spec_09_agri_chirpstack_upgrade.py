# lt7_09 - agriculture IoT: ChirpStack LoRaWAN server upgrade with the irrigation pivots held
ID = "lt7_09"
TASK = ("Agriculture IoT: upgrade the farm's ChirpStack LoRaWAN network server cs-farm01 from 4.6.0 to 4.9.0 in the "
        "midday gap, with the 18 centre-pivot irrigation controllers on hold, then prove gateways, soil probes and "
        "pivot downlinks before returning irrigation to auto.")

STEPS = [
    (1, [], "Open change AG-CHG-061 for ChirpStack 4.6.0 -> 4.9.0 on `cs-farm01`, between 10:00 and 14:00 when no irrigation is scheduled.",
     "* AG-CHG-061 - ChirpStack on `cs-farm01`, 4.6.0 to 4.9.0; slot 10:00-14:00 (no irrigation scheduled then).",
     "Between 10:00 and 14:00, while nothing is scheduled to irrigate, `cs-farm01` moves from ChirpStack 4.6.0 to 4.9.0 (change AG-CHG-061)."),
    (2, [1], "Put the 18 pivot controllers on hold with `irrigctl pivots set-mode --farm north-ridge --mode hold` and confirm none is running.",
     "* Hold all 18 pivots: `irrigctl pivots set-mode --farm north-ridge --mode hold`; make sure not one is still running.",
     None),
    (3, [1], "Back up ChirpStack: `pg_dump -Fc -h localhost chirpstack > /backup/chirpstack-20240714.dump` and `redis-cli --rdb /backup/cs-redis-20240714.rdb`.",
     "* Backups before upgrading - Postgres via `pg_dump -Fc -h localhost chirpstack > /backup/chirpstack-20240714.dump`, Redis via `redis-cli --rdb /backup/cs-redis-20240714.rdb`.",
     "ChirpStack's Redis (`redis-cli --rdb /backup/cs-redis-20240714.rdb`) and Postgres (`pg_dump -Fc -h localhost chirpstack > /backup/chirpstack-20240714.dump`) are both backed up."),
    (4, [1], "Export devices and keys: `chirpstack-cli device export --tenant farm --out /backup/devices-20240714.json` (412 devices).",
     "* Device and key export, 412 devices expected: `chirpstack-cli device export --tenant farm --out /backup/devices-20240714.json`.",
     None),
    (5, [2, 3, 4], "Upgrade the package with `apt-get install chirpstack=4.9.0` and run the migrations: `chirpstack --config /etc/chirpstack migrate`.",
     "* Install 4.9.0 (`apt-get install chirpstack=4.9.0`), then apply the schema migrations - `chirpstack --config /etc/chirpstack migrate`.",
     "Migrations (`chirpstack --config /etc/chirpstack migrate`) are run after the package is upgraded through `apt-get install chirpstack=4.9.0`."),
    (6, [5], "Restart the network server with `systemctl restart chirpstack` and check `journalctl -u chirpstack` for migration errors.",
     "* Bounce the daemon: `systemctl restart chirpstack`; scan `journalctl -u chirpstack` for anything migration-related.",
     None),
    (7, [6], "Check that all 6 gateways reconnect, each showing last seen under 60 s in the UI.",
     "* The 6 gateways should be back, every one with last seen below 60 s in the UI.",
     "In the UI, last seen for each of the 6 gateways must drop under 60 s."),
    (8, [6], "Check that uplinks from the 10 soil moisture probes in field N3 reach InfluxDB bucket `soil-n3` within 15 minutes.",
     "* Field N3: uplinks from its 10 soil moisture probes must land in InfluxDB bucket `soil-n3` within 15 minutes.",
     None),
    (9, [7, 8], "The farm operations manager approves returning irrigation to auto.",
     "* Sign-off from the farm operations manager before irrigation goes back to auto.",
     "Returning irrigation to auto needs approval from the farm operations manager."),
    (10, [9], "Send a downlink test to pivot `PV-07` with `irrigctl pivot PV-07 ping` and expect an ACK within 30 s.",
     "* Downlink check: `irrigctl pivot PV-07 ping`, ACK from `PV-07` expected inside 30 s.",
     None),
    (11, [10], "Return the pivots to auto: `irrigctl pivots set-mode --farm north-ridge --mode auto`.",
     "* Pivots back on auto - `irrigctl pivots set-mode --farm north-ridge --mode auto`.",
     "Auto mode is restored for the pivots with `irrigctl pivots set-mode --farm north-ridge --mode auto`."),
    (12, [11], "Watch the 16:00 irrigation cycle: all 18 pivots must start within 5 minutes of schedule and no valve may stick.",
     "* Observe the 16:00 cycle. Every one of the 18 pivots should start no more than 5 minutes late; stuck valves = fail.",
     "No stuck valves and all 18 pivots starting within 5 minutes of schedule - that is what to look for during the 16:00 irrigation cycle."),
    (13, [12], "Update the farm IoT runbook for ChirpStack 4.9.0.",
     "* Runbook (farm IoT): note ChirpStack 4.9.0.",
     None),
    (14, [13], "Close AG-CHG-061.",
     "* AG-CHG-061: close.",
     None),
]

GUARDS = {
    3: "Postgres and Redis backups before the upgrade",
    4: "device and key export before the upgrade",
    9: "operations manager approval before irrigation returns to auto",
    10: "downlink ACK test before pivots go to auto",
    12: "first irrigation-cycle watch before closing",
}
DROP_GUARD = 3

SPLITS = {
    2: ("Put the 18 pivot controllers on hold: `irrigctl pivots set-mode --farm north-ridge --mode hold`.",
        "Confirm that none of them is running."),
    12: ("Watch the 16:00 irrigation cycle: all 18 pivots must start within 5 minutes of schedule.",
         "Also check that no valve sticks during the cycle."),
}
REGEN_SPLIT = (5, (
    "* Upgrade the ChirpStack package to 4.9.0: `apt-get install chirpstack=4.9.0`.",
    "* Then, once the package is in, migrate the schema with `chirpstack --config /etc/chirpstack migrate`.",
))
SERIALIZE = [7, 8]

COMPRESS = [
    ([1, 2], "Open AG-CHG-061 and put the pivots on hold."),
    ([5, 6], "Upgrade ChirpStack to 4.9.0, migrate and restart."),
    ([10, 11, 12], "Ping PV-07, set the pivots back to auto and watch the next cycle."),
]

LOST = {"remove": (10, 11), "add": [(9, 11), (10, 12)],
        "why": "the pivots go back to auto straight after the manager's approval, without waiting for the PV-07 downlink ACK test"}

TARGET = {"step": 2, "old": "north-ridge", "new": "south-ridge", "kind": "farm (site)"}

OPERATION = {"step": 6,
             "text": "Restart the network server with `systemctl disable --now chirpstack` and check `journalctl -u chirpstack` for migration errors.",
             "change": "prose still says restart, but the command disables and stops the network server"}
