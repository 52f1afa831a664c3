ID = "lb9_11"
TASK = ("Fire sprinkler monitoring: move 40 monitored sprinkler panels from alarm receiver RX-OLD-1 to the IP "
        "receiver pair RX-A/RX-B at the alarm receiving centre, pilot site B-101 first, under an insurer "
        "impairment permit, then switch the old receiver off.")

STEPS = [
    (1, [], "Raise CHG-FS-207 to move the 40 sprinkler panels in FS-SITES-v3.csv from RX-OLD-1 to RX-A/RX-B.",
     "Open CHG-FS-207 for shifting the 40 sprinkler panels listed in FS-SITES-v3.csv off RX-OLD-1 and onto RX-A/RX-B.",
     "The 40 sprinkler panels of FS-SITES-v3.csv go from RX-OLD-1 to RX-A/RX-B under CHG-FS-207."),
    (2, [1], "Get impairment permit IMP-8841 from the insurer and tell fire brigade control about the test windows.",
     "Obtain the insurer's impairment permit IMP-8841 and let fire brigade control know when the test windows are.",
     None),
    (3, [2], "Keep a copy of the old receiver's accounts: `rxadm accounts export --receiver RX-OLD-1 --format csv > /arc/rx-old-accounts-2025-05-12.csv`.",
     "Dump the account table of RX-OLD-1 to CSV with `rxadm accounts export --receiver RX-OLD-1 --format csv > /arc/rx-old-accounts-2025-05-12.csv`.",
     "/arc/rx-old-accounts-2025-05-12.csv keeps the old receiver's accounts (`rxadm accounts export --receiver RX-OLD-1 --format csv > /arc/rx-old-accounts-2025-05-12.csv`)."),
    (4, [2], "Preview the import on RX-A: `rxadm accounts import --receiver RX-A --file /arc/rx-old-accounts-2025-05-12.csv --dry-run`, and check every account maps to a zone list.",
     "Try the RX-A import without writing, `rxadm accounts import --receiver RX-A --file /arc/rx-old-accounts-2025-05-12.csv --dry-run`, making sure each account lands on a zone list.",
     None),
    (5, [4], "Import for real: `rxadm accounts import --receiver RX-A --file /arc/rx-old-accounts-2025-05-12.csv`.",
     "Run the actual import into RX-A, `rxadm accounts import --receiver RX-A --file /arc/rx-old-accounts-2025-05-12.csv`.",
     "`rxadm accounts import --receiver RX-A --file /arc/rx-old-accounts-2025-05-12.csv` does the real import."),
    (6, [5], "Replicate to the partner receiver with `rxadm sync --from RX-A --to RX-B` and check both show 40 accounts.",
     "Copy the accounts across to RX-B using `rxadm sync --from RX-A --to RX-B`, then confirm 40 accounts appear on each.",
     "Both receivers must list 40 accounts after `rxadm sync --from RX-A --to RX-B` replicates them."),
    (7, [3, 6], "Put pilot site B-101 on test with the ARC operator for 60 minutes: `arcctl account B-101 --test-mode on --minutes 60`.",
     "Ask the ARC operator to place B-101, the pilot site, on test for an hour via `arcctl account B-101 --test-mode on --minutes 60`.",
     "`arcctl account B-101 --test-mode on --minutes 60` puts pilot site B-101 on test (ARC operator, 60 minutes)."),
    (8, [7], "Reprogram the B-101 communicator: primary path RX-A:9000, secondary path RX-B:9000, supervision 180 s.",
     "Set the communicator at B-101 to report to RX-A:9000 first and RX-B:9000 second, with 180 s supervision.",
     "Supervision 180 s, RX-A:9000 as primary path and RX-B:9000 as secondary: that is the new B-101 communicator programming."),
    (9, [8], "Open inspector's test valve ITV-1 at B-101; the waterflow alarm must reach the ARC through RX-A within 90 seconds.",
     "Crack inspector's test valve ITV-1 on site B-101 and time the waterflow alarm: it has to arrive at the ARC via RX-A inside a minute and a half.",
     None),
    (10, [8], "Unplug the IP cable at B-101: a path-fail trouble must show within 180 s and a second ITV-1 alarm must arrive via RX-B over cellular.",
     "Pull the B-101 IP lead out; within 180 s a path-fail trouble should come in, and a repeat ITV-1 alarm has to get through on RX-B over cellular.",
     "A path-fail trouble within 180 s, and then a second ITV-1 alarm via RX-B over cellular, once the IP cable at B-101 is unplugged."),
    (11, [9, 10], "Reconnect the IP cable and take B-101 off test: `arcctl account B-101 --test-mode off`.",
     "Plug the IP cable back in and end the B-101 test with `arcctl account B-101 --test-mode off`.",
     None),
    (12, [11], "Leave B-101 live for 24 hours and check not one supervision heartbeat is missed on RX-A or RX-B.",
     "Give B-101 a full day live and confirm that RX-A and RX-B did not miss a single supervision heartbeat in those 24 hours.",
     None),
    (13, [12], "The facilities manager gives the go for the remaining 39 sites.",
     "Go for the other 39 sites comes from the facilities manager.",
     None),
    (14, [13], "Push the dual-path profile to the other 39 communicators: `commsctl push --sites FS-SITES-v3.csv --exclude B-101 --profile ip-dual-180`.",
     "Reprogram the remaining 39 communicators in one batch using `commsctl push --sites FS-SITES-v3.csv --exclude B-101 --profile ip-dual-180`.",
     "`commsctl push --sites FS-SITES-v3.csv --exclude B-101 --profile ip-dual-180` sends the dual-path profile to the 39 remaining communicators."),
    (15, [14], "Flow-test every site with its ITV: the alarm must reach the ARC within 90 seconds; record each result in the test sheet.",
     "At each site open the ITV and confirm the alarm gets to the ARC in 90 seconds or less, writing every result into the test sheet.",
     "Record in the test sheet, site by site, an ITV flow test whose alarm reaches the ARC within 90 seconds."),
    (16, [14], "Update the fire brigade's site response records with the new receiver path.",
     "Have the fire brigade's site response records changed to show the new receiver path.",
     None),
    (17, [15, 16], "Read the account list back from RX-A and RX-B: all 40 sites must have reported in the last 10 minutes.",
     "Pull the account list from RX-A and RX-B and make sure each of the 40 sites has checked in within the last 10 minutes.",
     "All 40 sites must show a report from the last 10 minutes in the account lists read back from RX-A and RX-B."),
    (18, [17], "Switch the old receiver's line cards off: `rxadm receiver RX-OLD-1 --lines off`.",
     "Turn off the line cards on RX-OLD-1 with `rxadm receiver RX-OLD-1 --lines off`.",
     "`rxadm receiver RX-OLD-1 --lines off` shuts the old receiver's line cards down."),
    (19, [18], "Close impairment permit IMP-8841 with the insurer.",
     "Tell the insurer the impairment is over and close permit IMP-8841.",
     None),
    (20, [18], "Book the RX-OLD-1 hardware removal for 30 days from today.",
     "Schedule taking out the RX-OLD-1 hardware 30 days from now.",
     "In 30 days, the RX-OLD-1 hardware removal is booked."),
    (21, [19, 20], "Close CHG-FS-207 with the 40 flow-test results.",
     "Attach the flow-test results of all 40 sites and close CHG-FS-207.",
     None),
]

GUARDS = {
    2: "insurer impairment permit before any testing",
    3: "export of the old receiver's accounts",
    4: "--dry-run import preview",
    9: "pilot flow test",
    12: "24-hour supervision watch on the pilot",
    13: "facilities manager's go for the rest",
    15: "per-site flow test",
    17: "read-back of all 40 sites before the old receiver is switched off",
}
DROP_GUARD = 17

SPLITS = {
    10: ("Unplug the IP cable at B-101 and check a path-fail trouble shows within 180 s.",
         "Then trigger ITV-1 again; the alarm must arrive via RX-B over cellular."),
    15: ("Flow-test every site by opening its ITV; the alarm must reach the ARC within 90 seconds.",
         "Record each result in the test sheet."),
}

REGEN_SPLIT = (8, ("On the B-101 communicator, make RX-A:9000 the primary path and RX-B:9000 the secondary.",
                   "Set supervision to 180 s."))

SERIALIZE = [3, 4]

COMPRESS = [
    ([1, 2], "Raise CHG-FS-207 and get the insurer's impairment permit."),
    ([5, 6], "Import the accounts into RX-A and sync them to RX-B."),
    ([7, 8], "Put B-101 on test and reprogram its communicator for RX-A/RX-B."),
    ([11, 12], "Take B-101 off test and watch it for a day."),
    ([13, 14], "Get the go and push the profile to the other 39 sites."),
    ([19, 21], "Close the impairment permit and the change."),
]

LOST = {"remove": (17, 18), "add": [(14, 18), (17, 19)],
        "why": "the old receiver's line cards are switched off as soon as the batch push is done, before the read-back shows all 40 sites reporting to RX-A and RX-B"}

TARGET = {"step": 8, "old": "RX-B:9000", "new": "RX-B:9100", "kind": "receiver port"}

OPERATION = {"step": 14,
             "text": "Push the dual-path profile to the other 39 communicators: `commsctl push --all-sites --profile ip-dual-180`.",
             "change": "scope widened: site list and pilot exclusion replaced by --all-sites under unchanged prose"}
