"""lt27_04: Palo Alto HA pair fw-dc1-a/fw-dc1-b, PAN-OS 10.2.9-h1 -> 11.1.4-h7, passive first."""

ID = "lt27_04"
TASK = ("Upgrade the active/passive Palo Alto PA-3430 pair fw-dc1-a (active) and fw-dc1-b (passive) from PAN-OS "
        "10.2.9-h1 to 11.1.4-h7: passive peer first, a planned switchover, the other peer, an hour on the upgraded "
        "peer, fail back, preemption restored and Panorama back in sync.")

STEPS = [
    (1, [],
     "Open change CHG-64790 for the PAN-OS upgrade of fw-dc1-a and fw-dc1-b (PA-3430, 10.2.9-h1 -> 11.1.4-h7) in the "
     "window Saturday 2025-09-06 23:00-03:00 CEST, and put both firewalls into Zabbix maintenance `chg-64790`.",
     "Raise CHG-64790 covering the move of the PA-3430 pair fw-dc1-a / fw-dc1-b from PAN-OS 10.2.9-h1 to 11.1.4-h7, "
     "booked for Saturday 2025-09-06 23:00-03:00 CEST, and place the two firewalls in the Zabbix maintenance "
     "`chg-64790`.",
     "Put fw-dc1-a and fw-dc1-b into Zabbix maintenance `chg-64790` and open CHG-64790 for their PAN-OS upgrade "
     "(PA-3430, 10.2.9-h1 -> 11.1.4-h7), window Saturday 2025-09-06 23:00-03:00 CEST."),
    (2, [1],
     "Export the device state of both firewalls to the backup host: `scp export device-state to "
     "backup@10.9.0.20:/srv/fw/chg-64790/` on fw-dc1-a and on fw-dc1-b.",
     "From the PAN-OS CLI of fw-dc1-a and then of fw-dc1-b, copy the device state over to the backup host with "
     "`scp export device-state to backup@10.9.0.20:/srv/fw/chg-64790/`.",
     "On fw-dc1-a and on fw-dc1-b, `scp export device-state to backup@10.9.0.20:/srv/fw/chg-64790/` puts the device "
     "state of each firewall on the backup host."),
    (3, [1],
     "Save a named copy of the running configuration on each peer with `save config to pre-11.1-chg64790.xml`, so "
     "that either firewall can load it back locally.",
     "On both peers, keep a local named snapshot of the running configuration (`save config to "
     "pre-11.1-chg64790.xml`); either firewall can then reload it without the backup host.",
     None),
    (4, [1],
     "Check the HA pair with `show high-availability state`: fw-dc1-a `active` (priority 100), fw-dc1-b `passive` "
     "(priority 110), and the running configuration `synchronized`.",
     "Run `show high-availability state` and confirm the roles: fw-dc1-a must be `active` with priority 100, "
     "fw-dc1-b `passive` with priority 110, and the running configuration has to read `synchronized`.",
     "fw-dc1-a must be `active` (priority 100) and fw-dc1-b `passive` (priority 110), with the running "
     "configuration `synchronized`, in `show high-availability state`."),
    (5, [1],
     "Check session synchronisation with `show high-availability state-synchronization`: HA2 on `ethernet1/17` is "
     "up and the session sync counters on fw-dc1-b grow while 0 messages are dropped.",
     "Look at `show high-availability state-synchronization` to make sure sessions are being copied: the HA2 link on "
     "`ethernet1/17` must be up, and the sync counters on fw-dc1-b must keep rising with 0 dropped messages.",
     None),
    (6, [1],
     "Check licences and support on both peers with `request license info`: Threat Prevention, URL Filtering and "
     "support valid past 2026-03-31.",
     "Confirm with `request license info` that each of the 2 peers holds Threat Prevention, URL Filtering and "
     "support that stay valid beyond 2026-03-31.",
     "Threat Prevention, URL Filtering and support must be valid past 2026-03-31 on both peers: check licences and "
     "support with `request license info`."),
    (7, [1],
     "Confirm that Panorama pano-01 already runs 11.1.4-h7 or later (`show system info | match sw-version`) and "
     "that device group `DG-DC1` and template stack `TS-DC1` show `In sync` for both firewalls.",
     "Make sure Panorama pano-01 is at 11.1.4-h7 or newer (`show system info | match sw-version`), and that both "
     "firewalls are `In sync` with device group `DG-DC1` and template stack `TS-DC1`.",
     None),
    (8, [2, 3, 4, 5, 6, 7],
     "Get the go for CHG-64790 from Thursday's CAB and a written OK in the ticket from the network security owner "
     "@hlindqvist, with the device-state files and the check outputs attached.",
     "CHG-64790 needs the go of the Thursday CAB plus a written OK in the ticket from @hlindqvist, who owns network "
     "security; attach the device-state files and the check outputs.",
     "With the device-state files and the check outputs attached, ask Thursday's CAB for the go on CHG-64790 and "
     "@hlindqvist, the network security owner, for a written OK in the ticket."),
    (9, [8],
     "Install Apps and Threats content 8856-8921, the minimum for 11.1.4-h7, on fw-dc1-b and then on fw-dc1-a with "
     "`request content upgrade install version 8856-8921`.",
     "Bring both peers to Apps and Threats content 8856-8921, which 11.1.4-h7 requires at least, using `request "
     "content upgrade install version 8856-8921`: fw-dc1-b first, fw-dc1-a after it.",
     None),
    (10, [8],
     "Download the images on both peers with `request system software download version 11.1.0` (base image) and "
     "`request system software download version 11.1.4-h7`, and check `show system software status` for "
     "`Downloaded`.",
     "Fetch the base image and the target release onto each of the 2 peers (`request system software download "
     "version 11.1.0`, then `request system software download version 11.1.4-h7`), and confirm `Downloaded` in "
     "`show system software status`.",
     "`request system software download version 11.1.0` (the base image) and `request system software download "
     "version 11.1.4-h7` download the images on both peers; `show system software status` must then say "
     "`Downloaded`."),
    (11, [9, 10],
     "Turn preemption off on both peers for the duration, `set deviceconfig high-availability group election-option "
     "preemptive no` and `commit`, so that neither takes the active role back on its own.",
     "For the length of the change, disable preemption on the 2 peers (`set deviceconfig high-availability group "
     "election-option preemptive no`, then `commit`); that way no peer grabs the active role by itself.",
     "So that neither peer takes the active role back on its own, `set deviceconfig high-availability group "
     "election-option preemptive no` and `commit` on both peers for the duration."),
    (12, [11],
     "On fw-dc1-b, the passive peer, run `request high-availability state suspend` and confirm that "
     "`show high-availability state` on fw-dc1-b reads `suspended`.",
     "Suspend the passive peer: on fw-dc1-b enter `request high-availability state suspend`, then check that "
     "fw-dc1-b shows `suspended` in `show high-availability state`.",
     None),
    (13, [12],
     "Install 11.1.4-h7 on fw-dc1-b with `request system software install version 11.1.4-h7` and, when the install "
     "job reads `FIN OK` in `show jobs all`, reboot it with `request restart system`.",
     "Put 11.1.4-h7 onto fw-dc1-b using `request system software install version 11.1.4-h7`; as soon as "
     "`show jobs all` lists the install job as `FIN OK`, restart the firewall (`request restart system`).",
     "`request system software install version 11.1.4-h7` installs the new release on fw-dc1-b; reboot with "
     "`request restart system` once `show jobs all` has the install job at `FIN OK`."),
    (14, [13],
     "After the reboot (about 20 minutes), check fw-dc1-b: `show system info` reports `sw-version: 11.1.4-h7`, the "
     "`AutoCom` job in `show jobs all` is `FIN OK`, and all 8 data interfaces are `up` in `show interface all`.",
     "When fw-dc1-b is back, roughly 20 minutes after the reboot, verify it: `sw-version: 11.1.4-h7` in "
     "`show system info`, `FIN OK` for the `AutoCom` job in `show jobs all`, and every one of the 8 data interfaces "
     "`up` in `show interface all`.",
     None),
    (15, [14],
     "Bring fw-dc1-b back into the pair with `request high-availability state functional` and wait until it reads "
     "`passive` with HA2 session sync `complete`.",
     "Return fw-dc1-b to HA duty through `request high-availability state functional`, then wait for it to show "
     "`passive` and for HA2 session sync to be `complete`.",
     "Wait until fw-dc1-b reads `passive`, HA2 session sync `complete`, after `request high-availability state "
     "functional` brings it back into the pair."),
    (16, [15],
     "Move traffic to the upgraded peer: on fw-dc1-a, the active peer, run `request high-availability state "
     "suspend` so that fw-dc1-b takes over with the synced sessions.",
     "Hand the traffic over to the upgraded firewall by suspending the active one: `request high-availability "
     "state suspend` on fw-dc1-a, after which fw-dc1-b carries on with the sessions it already has in sync.",
     None),
    (17, [16],
     "On fw-dc1-b, now active, check that `show high-availability state` reads `active`, `show session info` shows "
     "about 410,000 sessions (within 10 % of before), and both BGP peers core-r1 and core-r2 are `Established` in "
     "`show routing protocol bgp peer`.",
     "Confirm on fw-dc1-b, which is active now: `active` in `show high-availability state`, about 410,000 sessions "
     "in `show session info` (no more than 10 % off the earlier count), and core-r1 and core-r2 both "
     "`Established` in `show routing protocol bgp peer`.",
     "Both BGP peers, core-r1 and core-r2, must be `Established` (`show routing protocol bgp peer`), `show session "
     "info` must show about 410,000 sessions (within 10 % of before) and `show high-availability state` must "
     "read `active`: check this on fw-dc1-b, now active."),
    (18, [16],
     "Watch the synthetic checks from probe-ext-01 against the 12 public VIPs for 15 minutes: every check green and "
     "no new alarm on the NOC board `DC1 edge`.",
     "For a quarter of an hour, follow the synthetic probes that probe-ext-01 runs against the 12 public VIPs; all "
     "of them have to stay green and the NOC board `DC1 edge` must raise no new alarm.",
     None),
    (19, [17, 18],
     "Install 11.1.4-h7 on fw-dc1-a, now suspended: `request system software install version 11.1.4-h7`, then "
     "`request restart system` once the job is `FIN OK`.",
     "With fw-dc1-a suspended, upgrade it: `request system software install version 11.1.4-h7`, and when the job "
     "shows `FIN OK`, `request restart system`.",
     "`request system software install version 11.1.4-h7` on fw-dc1-a, which is suspended now, and `request restart "
     "system` after the job is `FIN OK`."),
    (20, [19],
     "After the reboot, check fw-dc1-a the same way: `sw-version: 11.1.4-h7` in `show system info`, `AutoCom` "
     "`FIN OK` in `show jobs all`, and all 8 data interfaces `up`.",
     "Once fw-dc1-a has rebooted, run the same checks on it: `show system info` with `sw-version: 11.1.4-h7`, the "
     "`AutoCom` job `FIN OK` in `show jobs all`, every one of the 8 data interfaces `up`.",
     None),
    (21, [20],
     "Make fw-dc1-a functional with `request high-availability state functional` and wait until it reads `passive` "
     "and the running configuration `synchronized`.",
     "Let fw-dc1-a rejoin the pair (`request high-availability state functional`) and wait until it is `passive` and "
     "the running configuration reads `synchronized`.",
     "Wait for `passive` and a `synchronized` running configuration on fw-dc1-a after `request high-availability "
     "state functional`."),
    (22, [21],
     "Let the pair run on fw-dc1-b for 1 hour before failing back: no HA flap in `show high-availability "
     "transitions` and no growth of the drop counters in `show counter global filter severity drop delta yes`.",
     "Before any fail-back, give the pair 1 hour on fw-dc1-b: `show high-availability transitions` may show no flap, "
     "and `show counter global filter severity drop delta yes` no rise in the drop counters.",
     None),
    (23, [22],
     "Fail back to fw-dc1-a: on fw-dc1-b run `request high-availability state suspend`, and when fw-dc1-a reads "
     "`active`, bring fw-dc1-b back with `request high-availability state functional`.",
     "Return the traffic to fw-dc1-a by suspending fw-dc1-b (`request high-availability state suspend` on fw-dc1-b); "
     "as soon as fw-dc1-a shows `active`, rejoin fw-dc1-b through `request high-availability state functional`.",
     "`request high-availability state suspend` on fw-dc1-b fails back to fw-dc1-a; once fw-dc1-a reads `active`, "
     "`request high-availability state functional` brings fw-dc1-b back."),
    (24, [23],
     "Check the final state: fw-dc1-a `active` and fw-dc1-b `passive` in `show high-availability state`, running "
     "configuration `synchronized`, and core-r1 and core-r2 `Established` on fw-dc1-a.",
     "Confirm the end state in `show high-availability state`: `active` for fw-dc1-a, `passive` for fw-dc1-b, the "
     "running configuration `synchronized`; core-r1 and core-r2 must be `Established` on fw-dc1-a.",
     None),
    (25, [24],
     "Turn preemption back on on both peers: `set deviceconfig high-availability group election-option preemptive "
     "yes` and `commit`.",
     "Re-enable preemption on the 2 peers with `set deviceconfig high-availability group election-option preemptive "
     "yes` followed by `commit`.",
     None),
    (26, [24],
     "On pano-01, push device group `DG-DC1` and template stack `TS-DC1` to both firewalls and confirm that both "
     "show `In sync` with software 11.1.4-h7 under Managed Devices.",
     "From Panorama pano-01, push device group `DG-DC1` and template stack `TS-DC1` to the 2 firewalls, and check "
     "under Managed Devices that each is `In sync` and on software 11.1.4-h7.",
     "Both firewalls must show `In sync` with software 11.1.4-h7 under Managed Devices after device group `DG-DC1` "
     "and template stack `TS-DC1` are pushed to them from pano-01."),
    (27, [25, 26],
     "Run the policy regression: `./policy-check.py --fw 10.9.0.11 --flows /srv/fw/chg-64790/flows.csv` feeds the "
     "25 sample flows through `test security-policy-match` and all 25 must hit their expected rule.",
     "Run the policy regression script, `./policy-check.py --flows /srv/fw/chg-64790/flows.csv --fw 10.9.0.11`, which "
     "sends each of the 25 sample flows through `test security-policy-match`; every one of the 25 has to land on "
     "its expected rule.",
     "All 25 must hit their expected rule when `./policy-check.py --fw 10.9.0.11 --flows "
     "/srv/fw/chg-64790/flows.csv` puts the 25 sample flows through `test security-policy-match`: that is the "
     "policy regression."),
    (28, [27],
     "Update CMDB records CI-FW-0041 (fw-dc1-a) and CI-FW-0042 (fw-dc1-b) to PAN-OS 11.1.4-h7.",
     "Set the PAN-OS version to 11.1.4-h7 on the CMDB entries CI-FW-0041 for fw-dc1-a and CI-FW-0042 for fw-dc1-b.",
     None),
    (29, [27],
     "Export the device state of both firewalls again, now to `backup@10.9.0.20:/srv/fw/chg-64790/post/`.",
     "Take a second device-state export from each of the 2 firewalls, this time into "
     "`backup@10.9.0.20:/srv/fw/chg-64790/post/`.",
     "Into `backup@10.9.0.20:/srv/fw/chg-64790/post/`: export the device state of both firewalls once more."),
    (30, [27],
     "End the Zabbix maintenance `chg-64790` and tell the NOC on the `#noc-dc1` channel that the firewalls are back "
     "under normal monitoring.",
     "Close the Zabbix maintenance period `chg-64790` and post in `#noc-dc1` to let the NOC know the firewalls are "
     "monitored normally again.",
     None),
    (31, [28, 29, 30],
     "Close CHG-64790 with the pre and post device-state files, the policy regression output and the final HA "
     "state.",
     "Attach the device-state files from before and after, the output of the policy regression and the final HA "
     "state, then close CHG-64790.",
     None),
]

GUARDS = {
    2: "backup: device state of both firewalls exported to the backup host",
    3: "backup: named local copy of the running configuration on each peer",
    8: "approval: CAB go and network security owner's written OK",
    14: "verify: fw-dc1-b on 11.1.4-h7 with autocommit done and interfaces up before it rejoins",
    17: "health: upgraded peer active with sessions and BGP peers in place",
    18: "health: 15 minutes of green synthetic checks before the second peer is touched",
    20: "verify: fw-dc1-a on 11.1.4-h7 with autocommit done and interfaces up",
    22: "health: 1 hour on fw-dc1-b without HA flaps or drop growth before the fail-back",
    27: "verify: 25 sample flows hit their expected rules",
}
DROP_GUARD = 8

SPLITS = {
    13: ["Install 11.1.4-h7 on fw-dc1-b with `request system software install version 11.1.4-h7` and follow the "
         "install job in `show jobs all`.",
         "When the job reads `FIN OK`, reboot it with `request restart system`."],
    23: ["Fail back to fw-dc1-a: on fw-dc1-b run `request high-availability state suspend`.",
         "When fw-dc1-a reads `active`, bring fw-dc1-b back with `request high-availability state functional`."],
}

REGEN_SPLIT = {
    10: ["Start with the base image on both peers: `request system software download version 11.1.0`.",
         "Then download the target release the same way, `request system software download version 11.1.4-h7`.",
         "Poll `show system software status` until both images read `Downloaded`."],
    24: ["Read the final roles in `show high-availability state`: fw-dc1-a `active`, fw-dc1-b `passive`, and the "
         "running configuration `synchronized`.",
         "Then check on fw-dc1-a that core-r1 and core-r2 are `Established`."],
}

SERIALIZE = [4, 5, 6]

COMPRESS = [
    ([1, 2], "Open CHG-64790 (10.2.9-h1 -> 11.1.4-h7, 2025-09-06 23:00-03:00 CEST) and export the device state of "
             "both firewalls to the backup host."),
    ([9, 11], "Install content 8856-8921 and disable preemption on both peers."),
    ([12, 13], "Suspend fw-dc1-b and install 11.1.4-h7 on it, then reboot."),
    ([14, 15], "Check that fw-dc1-b came back on 11.1.4-h7 and make it functional again."),
    ([19, 20, 21], "Upgrade fw-dc1-a to 11.1.4-h7, check it after the reboot and bring it back as passive."),
    ([22, 23], "After an hour on fw-dc1-b, fail back to fw-dc1-a."),
    ([24, 26], "Confirm fw-dc1-a is active and push `DG-DC1` / `TS-DC1` from pano-01."),
    ([28, 31], "Update the CMDB and close CHG-64790."),
]

LOST = {"remove": (15, 16), "add": [(14, 16), (15, 17)],
        "why": "fw-dc1-a is suspended right after fw-dc1-b's post-reboot checks, without waiting until fw-dc1-b is functional again and reads passive with "
               "session sync complete, so there may be no peer able to take the traffic"}

TARGET = {"step": 12, "old": "fw-dc1-b", "new": "fw-dc1-a",
          "kind": "firewall hostname of the peer to suspend (fw-dc1-a is the active peer)"}

OPERATION = {"step": 16,
             "text": "Move traffic to the upgraded peer: on fw-dc1-a, the active peer, run `request restart system` "
                     "so that fw-dc1-b takes over with the synced sessions.",
             "change": "graceful `request high-availability state suspend` (planned switchover) -> `request restart "
                       "system` on the active peer (unplanned failover by reboot, traffic drops until the heartbeat "
                       "times out)"}
