ID = "lt2_07"
TASK = "Migrate the Telnexa SIP trunk from the old Oracle SBC to the new Ribbon SBC pair in Amsterdam with a weighted 10/50/100 traffic shift."

STEPS = [
    (1, [],
     "Open CHG-60331 to move the Telnexa SIP trunk from SBC `sbc-old-ams` to the new pair `sbc-new-ams1`/`sbc-new-ams2` in the 01:00-03:00 CET window.",
     "Raise CHG-60331 for the 01:00-03:00 CET window: the Telnexa SIP trunk moves off `sbc-old-ams` onto the new SBC pair `sbc-new-ams1`/`sbc-new-ams2`.",
     "In the 01:00-03:00 CET window, CHG-60331 moves the Telnexa SIP trunk from `sbc-old-ams` to the pair `sbc-new-ams1`/`sbc-new-ams2`; open the change."),
    (2, [1],
     "Back up the running config of sbc-old-ams with `show running-config to-file sbc-old-ams-CHG60331.txt` and commit the file to the `voice-configs` repo.",
     "Dump the sbc-old-ams running config (`show running-config to-file sbc-old-ams-CHG60331.txt`) and check the file into the `voice-configs` repo.",
     None),
    (3, [1],
     "Ask Telnexa in ticket TNX-88412 to allow-list the new signalling IPs 185.44.10.21 and 185.44.10.22 and wait for their confirmation.",
     "Through ticket TNX-88412, get Telnexa to add 185.44.10.21 and 185.44.10.22 (the new signalling IPs) to their allow-list, and hold until they confirm.",
     "Wait for Telnexa to confirm in TNX-88412 that the new signalling IPs 185.44.10.21 and 185.44.10.22 are on their allow-list."),
    (4, [1],
     "Check with `show table system serverStatus` that sbc-new-ams1 and sbc-new-ams2 are `inSync` and in active/standby HA state.",
     "Make sure the new pair is healthy: `show table system serverStatus` should report sbc-new-ams1 and sbc-new-ams2 as `inSync`, with HA state active/standby.",
     None),
    (5, [4],
     "Create trunk group `TG_TELNEXA` on sbc-new-ams1 with signalling on 5061/TLS, media ports 20000-39999 and the codec list G.711A, G.729.",
     "Set up the `TG_TELNEXA` trunk group on sbc-new-ams1: signalling on 5061/TLS, media on ports 20000-39999, codecs G.711A and G.729.",
     "On sbc-new-ams1, the trunk group `TG_TELNEXA` is created with codec list G.711A, G.729, media ports 20000-39999 and 5061/TLS for signalling."),
    (6, [5],
     "Add an ACL rule allowing Telnexa signalling from 91.198.12.0/28 on port 5061 to `addressContext default ipAccessControlList`.",
     "Permit Telnexa's signalling range 91.198.12.0/28 on port 5061 by adding a rule under `addressContext default ipAccessControlList`.",
     None),
    (7, [3, 6],
     "Confirm that SIP OPTIONS keepalives from sbc-new-ams1 to 91.198.12.5:5061 get 200 OK for 10 minutes.",
     "For 10 minutes, check that every SIP OPTIONS keepalive sent by sbc-new-ams1 to 91.198.12.5:5061 is answered with 200 OK.",
     "Keepalives (SIP OPTIONS) to 91.198.12.5:5061 from sbc-new-ams1 must get 200 OK throughout 10 minutes."),
    (8, [7],
     "Place 10 test calls in each direction through the test DIDs +31 20 555 0100 to 0109 and check in the SBC CDRs that every call has MOS of at least 4.0.",
     "Run 10 test calls inbound and 10 outbound using the test DIDs +31 20 555 0100 to 0109; the SBC CDRs must show MOS 4.0 or better for all of them.",
     None),
    (9, [2, 8],
     "Get the go/no-go from the voice service manager in `#voice-ops` before any live traffic is shifted.",
     "Live traffic is only shifted once the voice service manager has given a go/no-go in `#voice-ops`.",
     "In `#voice-ops`, ask the voice service manager for go/no-go; no live traffic moves before that."),
    (10, [9],
     "Shift 10% of calls: set `sbc-old-ams` to weight 90 and `sbc-new-ams1` to weight 10 in the Kamailio `dispatcher.list` and run `kamcmd dispatcher.reload`.",
     "Send 10% of calls to the new SBC by weighting `sbc-new-ams1` at 10 and `sbc-old-ams` at 90 in Kamailio's `dispatcher.list`, then `kamcmd dispatcher.reload`.",
     "Run `kamcmd dispatcher.reload` after setting weights of 90 for `sbc-old-ams` and 10 for `sbc-new-ams1` in the Kamailio `dispatcher.list` (a 10% shift)."),
    (11, [10],
     "Hold for 30 minutes and watch ASR and NER on the Grafana dashboard \"Voice KPIs\"; ASR must stay within 2 points of the baseline with no 503 responses.",
     "Keep the \"Voice KPIs\" dashboard in Grafana open for 30 minutes: ASR no more than 2 points from the baseline, NER steady, and not a single 503.",
     None),
    (12, [11],
     "Go to 50/50: set both weights to 50 in `dispatcher.list` and run `kamcmd dispatcher.reload`.",
     "Move to 50/50 by giving both entries weight 50 in `dispatcher.list`, followed by `kamcmd dispatcher.reload`.",
     "Run `kamcmd dispatcher.reload` with both weights in `dispatcher.list` set to 50 (50/50)."),
    (13, [12],
     "Watch ASR and NER on \"Voice KPIs\" for another 30 minutes with the same limits.",
     "Give it a further 30 minutes on \"Voice KPIs\", holding ASR and NER to the same limits.",
     None),
    (14, [13],
     "Move all calls to the new SBC: set `sbc-old-ams` to weight 0 and `sbc-new-ams1` to weight 100, then `kamcmd dispatcher.reload`.",
     "Cut over fully by weighting `sbc-new-ams1` at 100 and `sbc-old-ams` at 0, then reloading with `kamcmd dispatcher.reload`.",
     "After `sbc-old-ams` has been set to weight 0 and `sbc-new-ams1` to 100, run `kamcmd dispatcher.reload` so all calls go to the new SBC."),
    (15, [14],
     "Check on sbc-old-ams with `show sipd sessions` that the active call count for Telnexa has drained to 0.",
     "Verify that Telnexa calls on sbc-old-ams have drained completely, i.e. `show sipd sessions` shows 0 active calls.",
     None),
    (16, [14],
     "Place a test emergency call to the 112 test line +31 20 555 0199 and confirm that it is routed through sbc-new-ams1.",
     "Make sure emergency routing still works: a test call to the 112 test line +31 20 555 0199 should go out via sbc-new-ams1.",
     "Confirm that sbc-new-ams1 carries a test emergency call placed to the 112 test line +31 20 555 0199."),
    (17, [14],
     "Confirm that CDRs from sbc-new-ams1 reach the billing mediation host `mediation-ams` within 5 minutes.",
     "Check that billing mediation (`mediation-ams`) receives the CDRs of sbc-new-ams1 no later than 5 minutes after each call.",
     None),
    (18, [15, 16, 17],
     "Disable the old trunk: set session-agent 91.198.12.5 to `state disabled` on sbc-old-ams and save the config.",
     "Take the old trunk out of service by putting session-agent 91.198.12.5 into `state disabled` on sbc-old-ams, then saving the config.",
     "On sbc-old-ams, save the config after session-agent 91.198.12.5 has been set to `state disabled`, which turns off the old trunk."),
    (19, [18],
     "Ask Telnexa in TNX-88412 to remove the old SBC address 185.44.9.10 from their allow-list.",
     "Get Telnexa to take 185.44.9.10, the old SBC address, off their allow-list (ticket TNX-88412).",
     None),
    (20, [18],
     "Update the voice network diagram and the trunk inventory sheet.",
     "Bring the trunk inventory sheet and the voice network diagram up to date.",
     "Refresh the trunk inventory sheet as well as the voice network diagram."),
    (21, [19, 20],
     "Close CHG-60331 with the KPI graphs attached.",
     "Attach the KPI graphs and close CHG-60331.",
     None),
]

GUARDS = {2: "config backup of the old SBC", 8: "test calls with MOS check before any live traffic",
          9: "go/no-go from the voice service manager",
          11: "30-minute ASR/NER watch before the 50/50 shift",
          13: "second 30-minute watch before the 100% shift"}
DROP_GUARD = 11

SPLITS = {
    5: ("Create trunk group `TG_TELNEXA` on sbc-new-ams1 with signalling on 5061/TLS.",
        "Give it media ports 20000-39999 and the codec list G.711A, G.729."),
    8: ("Place 10 test calls in each direction through the test DIDs +31 20 555 0100 to 0109.",
        "Check in the SBC CDRs that every test call has MOS of at least 4.0."),
}
REGEN_HALVES = (
    "On sbc-new-ams1, set up trunk group `TG_TELNEXA`, signalling over 5061/TLS.",
    "Media goes on ports 20000-39999; codecs are G.711A, G.729.")

SERIALIZE = [15, 16, 17]

COMPRESS = [
    ([1, 2], "Open CHG-60331 for the Telnexa trunk move and back up the old SBC config."),
    ([5, 6], "Create `TG_TELNEXA` on sbc-new-ams1 and allow Telnexa's range in the ACL."),
    ([10, 11], "Shift 10% of calls to the new SBC in Kamailio and watch the voice KPIs."),
    ([12, 13], "Go to 50/50 and watch ASR/NER again."),
    ([18, 19], "Disable the old trunk on sbc-old-ams and have Telnexa remove the old IP."),
    ([20, 21], "Update the diagram and inventory, then close CHG-60331."),
]

LOST = {"remove": (15, 18), "add": [(15, 21)],
        "why": "the old trunk is disabled without waiting for the active Telnexa calls on sbc-old-ams to drain to 0"}

TARGET = {"step": 7, "old": "5061", "new": "5060", "kind": "port"}

OPERATION = {"step": 6, "change": "ACL allow -> deny",
             "text": "Add an ACL rule denying Telnexa signalling from 91.198.12.0/28 on port 5061 to `addressContext default ipAccessControlList`."}
