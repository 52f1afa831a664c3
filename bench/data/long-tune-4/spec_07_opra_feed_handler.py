ID = "lt4_07"
TASK = "Upgrade the OPRA market-data feed handler pair on the ticker plant from 7.4.2 to 7.5.0 over a weekend, standby side first, and watch Monday's open."

STEPS = [
    (1, [], "Open change CHG-90210 for upgrading the OPRA feed handler from 7.4.2 to 7.5.0 on tp-nj2-fh01 and tp-nj2-fh02 on 2026-06-13, with trading ops and the vendor on the bridge.",
     "Raise CHG-90210: OPRA feed handler 7.4.2 -> 7.5.0 on tp-nj2-fh01 and tp-nj2-fh02, Saturday 2026-06-13; get trading ops and the vendor onto the bridge.",
     "With trading ops and the vendor on the bridge, open CHG-90210 (OPRA feed handler 7.4.2 to 7.5.0, tp-nj2-fh01 and tp-nj2-fh02, 2026-06-13)."),
    (2, [1], "Back up the handler configs on both hosts: `tar czf /backup/fh-config-20260613.tgz /opt/fh/etc`.",
     "On each of the two hosts, archive /opt/fh/etc with `tar czf /backup/fh-config-20260613.tgz /opt/fh/etc`.",
     "`tar czf /backup/fh-config-20260613.tgz /opt/fh/etc` - run it on both handlers to save their configs."),
    (3, [1], "Replay the 2026-06-05 OPRA capture through 7.5.0 on uat-fh01 with `fhreplay --pcap /cap/opra-20260605 --speed 1.0`; require 0 gaps and p99.9 latency under 25 microseconds.",
     "On uat-fh01, push the 2026-06-05 OPRA capture through 7.5.0 using `fhreplay --pcap /cap/opra-20260605 --speed 1.0`. Any gap, or p99.9 latency of 25 microseconds or more, fails the test (0 gaps allowed).",
     None),
    (4, [1], "Confirm with `fhctl status` that tp-nj2-fh01 is ROLE=PRIMARY and tp-nj2-fh02 is ROLE=STANDBY.",
     "Run `fhctl status`: tp-nj2-fh01 should be ROLE=PRIMARY, tp-nj2-fh02 ROLE=STANDBY. If the roles are the other way round, swap the host order in this plan.",
     None),
    (5, [3], "Have market data engineering review `fhctl config diff --from 7.4.2 --to 7.5.0`; only the new keys `opra.lines.96` and `mcast.ttl` may appear.",
     "Market data engineering goes over `fhctl config diff --from 7.4.2 --to 7.5.0`. Anything beyond the new keys `opra.lines.96` and `mcast.ttl` blocks the upgrade.",
     "Only `opra.lines.96` and `mcast.ttl` (new keys) are allowed in `fhctl config diff --from 7.4.2 --to 7.5.0`, as reviewed by market data engineering."),
    (6, [2, 4, 5], "Get sign-off from the head of market data and from trading ops in CHG-90210 before touching production.",
     "Production stays untouched until the head of market data and trading ops have both signed off in CHG-90210.",
     None),
    (7, [6], "On the standby tp-nj2-fh02, run `fhctl stop` and install the new build with `rpm -Uvh fh-opra-7.5.0-1.el9.x86_64.rpm`.",
     "Stop the standby handler on tp-nj2-fh02 (`fhctl stop`) and upgrade it via `rpm -Uvh fh-opra-7.5.0-1.el9.x86_64.rpm`.",
     "`fhctl stop` then `rpm -Uvh fh-opra-7.5.0-1.el9.x86_64.rpm`, both on the standby tp-nj2-fh02."),
    (8, [7], "Start fh02 in standby with `fhctl start --role standby` and wait until all 96 OPRA lines show JOINED in `fhctl lines`.",
     "Bring fh02 up as standby (`fhctl start --role standby`); do not continue until `fhctl lines` reports every one of the 96 OPRA lines JOINED.",
     None),
    (9, [8], "Compare the two handlers for 30 minutes with `fhcompare --a tp-nj2-fh01 --b tp-nj2-fh02 --duration 30m`: 0 mismatched quotes and 0 sequence gaps.",
     "Run `fhcompare --a tp-nj2-fh01 --b tp-nj2-fh02 --duration 30m` for half an hour; anything other than 0 mismatched quotes and 0 sequence gaps stops the failover.",
     "0 mismatched quotes, 0 sequence gaps over 30 minutes of `fhcompare --a tp-nj2-fh01 --b tp-nj2-fh02 --duration 30m`."),
    (10, [9], "Make fh02 primary with `fhctl promote` on tp-nj2-fh02; fh01 drops to standby automatically.",
     "Promote fh02 by running `fhctl promote` on tp-nj2-fh02, which demotes fh01 to standby by itself.",
     None),
    (11, [10], "Check that `tpctl clients --feed OPRA` lists all 42 subscribers as CONNECTED to fh02.",
     "`tpctl clients --feed OPRA` has to show every one of the 42 subscribers CONNECTED on fh02.",
     "All 42 subscribers must appear CONNECTED to fh02 in `tpctl clients --feed OPRA`."),
    (12, [10], "Check the latency dashboard: wire-to-client p99 must be under 40 microseconds.",
     "On the latency dashboard, wire-to-client p99 of 40 microseconds or more means fail back to fh01.",
     None),
    (13, [11, 12], "Upgrade fh01: `fhctl stop` on tp-nj2-fh01, then `rpm -Uvh fh-opra-7.5.0-1.el9.x86_64.rpm`.",
     "Now do fh01: halt tp-nj2-fh01 with `fhctl stop` and install `rpm -Uvh fh-opra-7.5.0-1.el9.x86_64.rpm`.",
     "On tp-nj2-fh01, `fhctl stop` and `rpm -Uvh fh-opra-7.5.0-1.el9.x86_64.rpm` upgrade fh01."),
    (14, [13], "Start fh01 as standby with `fhctl start --role standby` and wait for 96 lines JOINED.",
     "Start fh01 back up in the standby role (`fhctl start --role standby`) and wait until 96 lines are JOINED.",
     None),
    (15, [14], "Run `fhcompare --a tp-nj2-fh02 --b tp-nj2-fh01 --duration 30m` and require 0 mismatches and 0 gaps.",
     "Compare again the other way round, `fhcompare --a tp-nj2-fh02 --b tp-nj2-fh01 --duration 30m`; only 0 mismatches and 0 gaps is a pass.",
     "0 mismatches and 0 gaps from `fhcompare --a tp-nj2-fh02 --b tp-nj2-fh01 --duration 30m`."),
    (16, [15], "On Monday 2026-06-15 at 08:00 ET run the pre-open checklist: `fhctl status` on both hosts, 96 lines JOINED, and SPY and QQQ option quotes flowing.",
     "Pre-open checklist at 08:00 ET on Monday 2026-06-15: `fhctl status` on both hosts, all 96 lines JOINED, SPY and QQQ option quotes coming through.",
     None),
    (17, [16], "Watch the open from 09:30 to 10:00 ET: 0 gap alerts, 42 clients connected and p99 under 40 microseconds.",
     "Stay on the open between 09:30 and 10:00 ET. Any gap alert (more than 0), fewer than 42 clients connected, or p99 at 40 microseconds or above means escalate to the vendor.",
     "From 09:30 to 10:00 ET watch for 0 gap alerts, 42 connected clients and p99 under 40 microseconds."),
    (18, [17], "Keep the 7.4.2 RPM in /opt/fh/rollback for 14 days.",
     "Leave the 7.4.2 RPM sitting in /opt/fh/rollback for 14 days in case of rollback.",
     None),
    (19, [17], "Update the CMDB entries for tp-nj2-fh01 and tp-nj2-fh02 to version 7.5.0.",
     "Set the version to 7.5.0 on the CMDB records of tp-nj2-fh01 and tp-nj2-fh02.",
     "tp-nj2-fh01 and tp-nj2-fh02 get version 7.5.0 in the CMDB."),
    (20, [17], "Tell the vendor and trading ops that the upgrade is complete.",
     "Let trading ops and the vendor know the upgrade is done.",
     None),
    (21, [18, 19, 20], "Close CHG-90210.",
     "Mark change CHG-90210 closed.",
     None),
]

GUARDS = {2: "config backup before the upgrade", 3: "UAT replay verification", 5: "config diff review",
          6: "head of market data and trading ops sign-off", 9: "30-minute handler comparison before promoting fh02",
          16: "pre-open checklist before the market opens"}
DROP_GUARD = 2

SPLITS = {
    3: ("Replay the 2026-06-05 OPRA capture through 7.5.0 on uat-fh01 with `fhreplay --pcap /cap/opra-20260605 --speed 1.0`.",
        "The replay must show 0 gaps and p99.9 latency under 25 microseconds."),
    8: ("Start fh02 in standby with `fhctl start --role standby`.",
        "Wait until all 96 OPRA lines show JOINED in `fhctl lines`."),
}
REGEN_SPLIT = (16, ("At 08:00 ET on Monday 2026-06-15, run `fhctl status` on both hosts as the start of the pre-open checklist.",
                    "Finish the checklist by confirming 96 lines JOINED and SPY and QQQ option quotes flowing."))

SERIALIZE = [11, 12]

COMPRESS = [
    ((4, 6), "Check which handler is primary and get sign-off."),
    ((7, 8), "Upgrade the standby fh02 to 7.5.0 and start it as standby."),
    ((9, 10), "Compare the handlers and promote fh02."),
    ((13, 14, 15), "Upgrade fh01 the same way, start it as standby and compare."),
    ((20, 21), "Notify the vendor and trading ops and close CHG-90210."),
]

LOST = {"remove": (9, 10), "add": [(8, 10), (9, 13)],
        "why": "fh02 is promoted (10) as soon as its lines join, without waiting for the 30-minute fhcompare check (9)"}

TARGET = {"step": 7, "old": "tp-nj2-fh02", "new": "tp-nj2-fh01", "kind": "host"}

OPERATION = {"step": 8, "text": "Start fh02 in standby with `fhctl start --role primary` and wait until all 96 OPRA lines show JOINED in `fhctl lines`.",
             "change": "`--role standby` -> `--role primary` (two primaries; prose still says standby)"}
