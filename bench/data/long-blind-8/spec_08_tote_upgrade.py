ID = "lb8_08"
TASK = ("Horse racing tote: TotalTote 11.4 -> 11.6 on the tote-h1/tote-h2 host pair at Kelso Park between "
        "race meetings, with pool reconciliation, steward approval, a mock meeting and a hub commingling test")

STEPS = [
    (1, [],
     "Open CHG-2207 for the TotalTote 11.4 -> 11.6 upgrade on `tote-h1` (primary) and `tote-h2` (secondary) at Kelso Park, on Monday with no meeting and no simulcast pools open.",
     "Raise CHG-2207 to take Kelso Park's pair, `tote-h1` as primary and `tote-h2` as secondary, from TotalTote 11.4 to 11.6 on Monday, when no meeting or simulcast pool is open.",
     "On Monday, with no meeting running and no simulcast pools open, upgrade TotalTote 11.4 -> 11.6 on `tote-h2` (secondary) and `tote-h1` (primary) at Kelso Park under CHG-2207."),
    (2, [1],
     "Confirm with hub `hub-us-east` that every commingled KEL pool is closed and settled; `totectl itsp pools --open` must return 0.",
     "Check with the `hub-us-east` hub that all KEL commingled pools are settled and closed, i.e. `totectl itsp pools --open` returns 0.",
     None),
    (3, [1],
     "Confirm all 212 terminals and 14 self-service machines are logged off: `totectl terminals --status` shows 0 active.",
     "Make sure the 14 self-service machines and the 212 terminals have all logged off, with `totectl terminals --status` reporting 0 active.",
     "`totectl terminals --status` must show 0 active, meaning every one of the 212 terminals and 14 self-service machines is logged off."),
    (4, [2, 3],
     "Run end of day with `totectl eod --meeting KEL-20240916` and reconcile pool totals with the racing authority report; the difference must be 0.00.",
     "Close the day via `totectl eod --meeting KEL-20240916`, then reconcile the pool totals against the racing authority's report, accepting only a 0.00 difference.",
     None),
    (5, [4],
     "Back up the tote database with `totectl backup --full --dest /backup/CHG-2207/` on `tote-h1` and copy the journal files to `nas-tote-01`.",
     "Take a full backup on `tote-h1` using `totectl backup --full --dest /backup/CHG-2207/`, and copy the journal files off-box to `nas-tote-01`.",
     "Copy the journal files to `nas-tote-01` and back up the tote DB on `tote-h1` with `totectl backup --full --dest /backup/CHG-2207/`."),
    (6, [4],
     "Upload the pool and payout audit log of the last 90 days to `sftp.rac-audit.org:/kelso/` for the racing authority.",
     "Send the racing authority the last 90 days of pool and payout audit log via `sftp.rac-audit.org:/kelso/`.",
     None),
    (7, [5],
     "Pause replication with `totectl repl pause` and install 11.6 on the secondary, `tote-h2`, first.",
     "Start with the secondary: pause replication (`totectl repl pause`) and put 11.6 on `tote-h2`.",
     "Install 11.6 on `tote-h2`, the secondary, first, after pausing replication with `totectl repl pause`."),
    (8, [7],
     "Run the vendor self-test on `tote-h2` in test mode, `totectl selftest --mode test --pools WIN,PLC,EXA,TRI`; every test must pass.",
     "On `tote-h2`, kick off the vendor self-test in test mode with `totectl selftest --mode test --pools WIN,PLC,EXA,TRI`, and carry on only if all tests pass.",
     None),
    (9, [6, 8],
     "Get the steward's written approval on behalf of the racing authority before the primary role moves.",
     "The primary role moves only once the steward has approved in writing for the racing authority.",
     "Before the primary role moves, the steward must give written approval for the racing authority."),
    (10, [9],
     "Switch roles by promoting `tote-h2` with `totectl role promote tote-h2`, so `tote-h1` becomes the secondary.",
     "Promote `tote-h2` to primary (`totectl role promote tote-h2`); `tote-h1` takes over the secondary role.",
     None),
    (11, [10],
     "From `tote-h2`, check the hub link with `totectl itsp status`: LINK UP and a heartbeat every 5 s.",
     "Verify the hub link on `tote-h2` using `totectl itsp status`, which should show LINK UP with a heartbeat every 5 s.",
     "`totectl itsp status` on `tote-h2` must report LINK UP and a 5 s heartbeat for the hub link."),
    (12, [10],
     "Upgrade `tote-h1` to 11.6.",
     "Bring the now-secondary `tote-h1` up to 11.6.",
     None),
    (13, [12],
     "Resume replication with `totectl repl resume` and wait until replication lag is 0.",
     "Restart replication through `totectl repl resume`, then hold until lag reaches 0.",
     "Wait for replication lag 0 after `totectl repl resume` resumes replication."),
    (14, [11, 13],
     "Run mock meeting `KEL-TEST-01` with 3 races on 10 terminals (sell, cancel, result, pay) and check that pool totals match on both hosts.",
     "Put three races of mock meeting `KEL-TEST-01` through 10 terminals, selling, cancelling, resulting and paying, and confirm both hosts hold matching pool totals.",
     None),
    (15, [14],
     "Send a test commingled pool of 1 race with $2 WIN tickets to the hub and confirm the hub totals match ours.",
     "Commingle a test pool with the hub for 1 race of $2 WIN tickets; the hub's totals must equal ours.",
     "Confirm hub totals match ours for a test commingled pool of 1 race with $2 WIN tickets."),
    (16, [14],
     "Purge the mock meeting with `totectl meeting purge KEL-TEST-01`.",
     "Clear out the mock meeting data using `totectl meeting purge KEL-TEST-01`.",
     None),
    (17, [15, 16],
     "Unlock terminal logins for Wednesday's meeting KEL-20240918 with `totectl terminals --unlock`.",
     "Allow terminals to log in again for meeting KEL-20240918 on Wednesday by running `totectl terminals --unlock`.",
     "Run `totectl terminals --unlock` so logins open for KEL-20240918, Wednesday's meeting."),
    (18, [17],
     "Watch the first hour of Wednesday's sales: pools must sync with the hub every 30 s and rejected tickets stay under 0.1%.",
     "During Wednesday's first hour of selling, keep watching that pools sync with the hub every 30 s and that rejects remain below 0.1%.",
     None),
    (19, [18],
     "Keep the 11.4 backup in `/backup/CHG-2207/` for 30 days and note the expiry in CHG-2207.",
     "Retain the 11.4 backup at `/backup/CHG-2207/` for 30 days, recording when it expires in CHG-2207.",
     "Note in CHG-2207 the expiry of the 11.4 backup, kept for 30 days in `/backup/CHG-2207/`."),
    (20, [19],
     "Close CHG-2207.",
     "Close the change, CHG-2207.",
     None),
]

GUARDS = {
    4: "end-of-day pool reconciliation before any host work",
    5: "full backup and journal copy before the upgrade",
    9: "steward approval before the primary role moves",
    14: "mock meeting with matching pool totals before reopening",
    18: "first-hour watch of live sales before closing",
}
DROP_GUARD = 5

SPLITS = {
    4: ("Run end of day with `totectl eod --meeting KEL-20240916`.",
        "Reconcile the pool totals with the racing authority report; the difference must be 0.00."),
    14: ("Run mock meeting `KEL-TEST-01` with 3 races on 10 terminals: sell, cancel, result and pay.",
         "Check that the pool totals of the mock meeting match on both hosts."),
}
REGEN_SPLIT = (7, (
    "First pause replication between the hosts with `totectl repl pause`.",
    "Then install 11.6 on the secondary, `tote-h2`, before the primary is touched.",
))

SERIALIZE = [2, 3]

COMPRESS = [
    ([1, 2], "Open CHG-2207 for the tote upgrade and confirm the hub has no open KEL pools."),
    ([7, 8], "Upgrade `tote-h2` to 11.6 and run the vendor self-test."),
    ([10, 11, 12], "Promote `tote-h2`, check the hub link and upgrade `tote-h1`."),
    ([15, 17], "Test a commingled pool with the hub and unlock terminals for Wednesday."),
    ([19, 20], "Keep the backup for 30 days and close CHG-2207."),
]

LOST = {"remove": (9, 10), "add": [(8, 10), (9, 17)],
        "why": "the role switch (10) follows the secondary's self-test (8) directly, without waiting for the steward's approval (9), which now only gates the terminal unlock"}

TARGET = {"step": 16, "old": "KEL-TEST-01", "new": "KEL-20240916", "kind": "meeting id"}

OPERATION = {"step": 10,
             "text": "Switch roles by demoting `tote-h2` with `totectl role demote tote-h2`, so `tote-h1` stays the primary.",
             "change": "promote -> demote the upgraded host"}
