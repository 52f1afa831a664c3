"""lb14_05: perimeter firewall HA pair pa-dc2-fw01 / pa-dc2-fw02 (PA-5450), PAN-OS 10.2.9-h1 -> 11.1.4-h7,
passive first, failover, then the other unit, then fail back and Panorama push."""

ID = "lb14_05"
TASK = ("Upgrade the active/passive PA-5450 firewall pair pa-dc2-fw01 / pa-dc2-fw02 from PAN-OS 10.2.9-h1 to "
        "11.1.4-h7: passive unit first, controlled failover, second unit, fail back, preemption and Panorama "
        "push restored.")

STEPS = [
    (1, [],
     "Open CHG-60317 to upgrade the PA-5450 pair pa-dc2-fw01 (active) and pa-dc2-fw02 (passive) from PAN-OS "
     "10.2.9-h1 to 11.1.4-h7 through the 11.1.0 base image, window Sunday 01:00-04:00.",
     "Raise CHG-60317 for taking the PA-5450 HA pair, pa-dc2-fw01 as active and pa-dc2-fw02 as passive, off "
     "PAN-OS 10.2.9-h1 and onto 11.1.4-h7 by way of the 11.1.0 base image, in the Sunday 01:00-04:00 window.",
     "Window Sunday 01:00-04:00: CHG-60317 takes PAN-OS on pa-dc2-fw01 (active) and pa-dc2-fw02 (passive), "
     "both PA-5450, from 10.2.9-h1 to 11.1.4-h7 via the 11.1.0 base image; open it."),
    (2, [1],
     "On both units run `save config to pre-11.1-20250622.xml` and copy it off with `scp export configuration "
     "from pre-11.1-20250622.xml to backup@10.20.0.15:/srv/pan/`, plus a device-state export from Panorama "
     "`pan-mgmt01`.",
     "Keep the current configuration: `save config to pre-11.1-20250622.xml` on each unit, then "
     "`scp export configuration from pre-11.1-20250622.xml to backup@10.20.0.15:/srv/pan/` to get it off the "
     "box, and additionally export device state from Panorama `pan-mgmt01`.",
     "Export device state from Panorama `pan-mgmt01`, and on each of the two units save the configuration with "
     "`save config to pre-11.1-20250622.xml` and copy it to the backup host with `scp export configuration from "
     "pre-11.1-20250622.xml to backup@10.20.0.15:/srv/pan/`."),
    (3, [1],
     "Download the images on both units, `request system software download version 11.1.0` and then "
     "`request system software download version 11.1.4-h7`, and check `show system software status` lists "
     "both as downloaded.",
     "Pull both images down to each firewall with `request system software download version 11.1.0` followed "
     "by `request system software download version 11.1.4-h7`; `show system software status` should then "
     "show the two as downloaded.",
     None),
    (4, [1],
     "Check the pair: `show high-availability state` gives pa-dc2-fw01 `active` and pa-dc2-fw02 `passive`, "
     "running config `synchronized`, and `show session info` about 410,000 active sessions as the baseline.",
     "Look at the HA state first: in `show high-availability state`, pa-dc2-fw01 should be `active`, "
     "pa-dc2-fw02 `passive` and the running config `synchronized`; note the baseline from `show session info`, "
     "roughly 410,000 active sessions.",
     "`show high-availability state` must report running config `synchronized`, `passive` for pa-dc2-fw02 and "
     "`active` for pa-dc2-fw01; take about 410,000 active sessions from `show session info` as the baseline."),
    (5, [1],
     "Check that both units have content release 8875-9012 or later (11.1 needs at least 8799) and valid "
     "Threat Prevention and GlobalProtect licences in `request license info`.",
     "Make sure each unit carries content release 8875-9012 or newer, since 11.1 requires 8799 at least, and "
     "that `request license info` shows the Threat Prevention and GlobalProtect licences as valid.",
     None),
    (6, [2, 3, 4, 5],
     "Get network lead r.santos to approve CHG-60317 with the config export, the HA state and the content "
     "check attached.",
     "CHG-60317 goes ahead only with r.santos, the network lead, approving it; the config export, the HA state "
     "and the content check are attached for that.",
     "With the config export, the HA state and the content check attached, CHG-60317 is approved by the "
     "network lead, r.santos."),
    (7, [6],
     "Turn off preemption on both units, `set deviceconfig high-availability group election-option preemptive "
     "no`, and commit on each.",
     "Stop either unit from taking the active role back by itself: on both, set `set deviceconfig "
     "high-availability group election-option preemptive no` and commit it.",
     None),
    (8, [7],
     "On pa-dc2-fw02 run `request high-availability state suspend`, then `request system software install "
     "version 11.1.4-h7` (the 11.1.0 base is loaded first) and `request restart system`.",
     "Suspend pa-dc2-fw02 using `request high-availability state suspend`, install with `request system "
     "software install version 11.1.4-h7`, which loads the 11.1.0 base beforehand, and reboot it via "
     "`request restart system`.",
     "`request high-availability state suspend`, `request system software install version 11.1.4-h7` (11.1.0 "
     "base loaded first), then `request restart system`: run these on pa-dc2-fw02."),
    (9, [8],
     "When pa-dc2-fw02 is back, check `show system info` reports `sw-version: 11.1.4-h7` and `show "
     "chassis-ready` says `yes`, then make it functional with `request high-availability state functional`.",
     "After the reboot of pa-dc2-fw02, `show system info` must read `sw-version: 11.1.4-h7` and `show "
     "chassis-ready` must answer `yes`; then return it to HA with `request high-availability state "
     "functional`.",
     None),
    (10, [9],
     "Confirm pa-dc2-fw02 is a good standby: `show high-availability all` shows it `passive`, config "
     "`synchronized` and session synchronisation `complete`.",
     "pa-dc2-fw02 has to be ready to take over, meaning `show high-availability all` lists it `passive`, with "
     "config `synchronized` and session synchronisation `complete`.",
     "`show high-availability all` must show `passive`, config `synchronized` and session synchronisation "
     "`complete` for pa-dc2-fw02, confirming it is a good standby."),
    (11, [10],
     "Fail over: on pa-dc2-fw01 run `request high-availability state suspend` and confirm the peer becomes "
     "`active`.",
     "Move the active role across by suspending pa-dc2-fw01 with `request high-availability state suspend`, "
     "and check that its peer turns `active`.",
     None),
    (12, [11],
     "Watch the new active unit for 30 minutes: sessions back within 10 % of the 410,000 baseline, the 1,850 "
     "GlobalProtect users still connected, and BGP to 10.20.255.1 and 10.20.255.2 `Established`.",
     "For 30 minutes keep watching the unit that is now active; sessions must recover to within 10 % of the "
     "410,000 baseline, the 1,850 GlobalProtect users must stay connected and both BGP peers, 10.20.255.1 and "
     "10.20.255.2, must stay `Established`.",
     "BGP to 10.20.255.1 and 10.20.255.2 `Established`, the 1,850 GlobalProtect users still connected and "
     "sessions within 10 % of the 410,000 baseline: watch the new active unit for 30 minutes."),
    (13, [12],
     "Upgrade pa-dc2-fw01 the same way, `request system software install version 11.1.4-h7` and `request "
     "restart system`, then `request high-availability state functional` once it reports 11.1.4-h7.",
     "pa-dc2-fw01 gets the identical treatment: `request system software install version 11.1.4-h7`, "
     "`request restart system`, and after it shows 11.1.4-h7, `request high-availability state functional`.",
     None),
    (14, [13],
     "Check pa-dc2-fw01: `sw-version: 11.1.4-h7`, `passive` in `show high-availability all`, and config and "
     "session synchronisation complete.",
     "On pa-dc2-fw01, confirm `sw-version: 11.1.4-h7`, see it as `passive` in `show high-availability all`, and "
     "check that both config and session synchronisation have completed.",
     "Config and session synchronisation complete, `passive` in `show high-availability all` and "
     "`sw-version: 11.1.4-h7`: check all of that on pa-dc2-fw01."),
    (15, [14],
     "Fail back: `request high-availability state suspend` on pa-dc2-fw02, wait until pa-dc2-fw01 is `active`, "
     "then `request high-availability state functional` on pa-dc2-fw02.",
     "Hand the active role back to pa-dc2-fw01 by suspending pa-dc2-fw02 (`request high-availability state "
     "suspend`), waiting for pa-dc2-fw01 to show `active`, and then making pa-dc2-fw02 functional again with "
     "`request high-availability state functional`.",
     None),
    (16, [15],
     "Turn preemption back on, `set deviceconfig high-availability group election-option preemptive yes`, and "
     "commit on both units.",
     "Restore preemption on the two units with `set deviceconfig high-availability group election-option "
     "preemptive yes`, committing on each.",
     "Commit on both units after setting `set deviceconfig high-availability group election-option preemptive "
     "yes` to turn preemption back on."),
    (17, [15],
     "In Panorama `pan-mgmt01`, run Preview Changes for device group `DC2-EDGE` and template stack `TS-DC2` "
     "against both firewalls and expect no differences.",
     "Use Preview Changes in Panorama `pan-mgmt01` on device group `DC2-EDGE` and template stack `TS-DC2` for "
     "both firewalls; there should be no differences at all.",
     None),
    (18, [17],
     "Push `DC2-EDGE` and `TS-DC2` from `pan-mgmt01` to both firewalls and check the push job shows `OK` for "
     "each.",
     "From `pan-mgmt01`, push `DC2-EDGE` and `TS-DC2` to the two firewalls and check that the push job reports "
     "`OK` for either of them.",
     None),
    (19, [16, 18],
     "Close CHG-60317 with `show system info` from both units, the session graph of the window and the "
     "Panorama push job ID.",
     "Close out CHG-60317, attaching `show system info` from each unit, the graph of sessions over the window "
     "and the ID of the Panorama push job.",
     "Attach the Panorama push job ID, the session graph of the window and `show system info` from both units "
     "to CHG-60317 and close it."),
]

GUARDS = {
    2: "backup: configuration saved and exported off the box",
    4: "health: HA state and session baseline before the change",
    6: "approval: network lead approves CHG-60317",
    10: "health: upgraded standby passive and synchronised before the failover",
    12: "health: 30-minute watch of the new active unit before the second upgrade",
    14: "verify: second unit on 11.1.4-h7 and synchronised before fail back",
    17: "dryrun: Panorama Preview Changes before the push",
}
DROP_GUARD = 2

SPLITS = {
    8: ("On pa-dc2-fw02 run `request high-availability state suspend` and then `request system software install "
        "version 11.1.4-h7` (the 11.1.0 base is loaded first).",
        "Reboot it afterwards with `request restart system`."),
    13: ("Upgrade pa-dc2-fw01 in the same way: `request system software install version 11.1.4-h7`, then "
         "`request restart system`.",
         "Once it reports 11.1.4-h7, run `request high-availability state functional` on it."),
}

REGEN_SPLIT = (12, (
    "Keep the new active unit under watch for 30 minutes, sessions recovering to within 10 % of the 410,000 "
    "baseline.",
    "In the same 30 minutes, the 1,850 GlobalProtect users stay connected and BGP to 10.20.255.1 and "
    "10.20.255.2 stays `Established`."))

SERIALIZE = [4, 5]

COMPRESS = [
    ([1, 2], "Open CHG-60317 and save the firewall configuration."),
    ([7, 8, 9], "Disable preemption, upgrade pa-dc2-fw02 to 11.1.4-h7 and bring it back into HA."),
    ([11, 12], "Fail over to pa-dc2-fw02 and keep an eye on traffic."),
    ([13, 14], "Upgrade pa-dc2-fw01 the same way and check it."),
    ([18, 19], "Push from Panorama and close CHG-60317."),
]

LOST = {"remove": (12, 13), "add": [(11, 13), (12, 15)],
        "why": "pa-dc2-fw01 is upgraded without waiting for the 30-minute watch of the new active unit"}

TARGET = {"step": 11, "old": "pa-dc2-fw01", "new": "pa-dc2-fw02", "kind": "firewall host"}

OPERATION = {"step": 15,
             "text": "Fail back: reboot pa-dc2-fw02 with `request restart system` while it is still active, wait "
                     "until pa-dc2-fw01 is `active`, then check pa-dc2-fw02 rejoins as passive.",
             "change": "graceful suspend/functional fail back -> reboot of the active unit (rewritten)"}
