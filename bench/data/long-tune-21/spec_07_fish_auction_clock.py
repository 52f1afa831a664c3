# Hand-written golden: fish auction clock server move to a new pair before the Monday auction.
ID = "lt21_07"
STYLE = "terse"
TASK = ("Move the fish auction clock (lots, buyers, credit, remote bidding) from clock01 to the new pair "
        "clock-a/clock-b over the weekend of 21-22 Jun, ready for the Monday 05:30 auction; retire clock01.")

STEPS = [
    (1, [],
     "Open change FA-311 for moving the auction clock from `clock01` to `clock-a`/`clock-b` on 21-22 Jun and tell "
     "the 140 registered buyers that remote bidding pauses on Sunday from 10:00 to 16:00.",
     "Raise FA-311: auction clock `clock01` -> `clock-a`/`clock-b`, 21-22 Jun; notify 140 registered buyers: "
     "remote bidding paused Sunday 10:00 to 16:00.",
     "Tell the 140 registered buyers that on Sunday remote bidding pauses 10:00 to 16:00; open FA-311 for the move "
     "of the clock from `clock01` to `clock-a`/`clock-b` (21-22 Jun)."),
    (2, [1],
     "Dump the clock database with `mysqldump --single-transaction --routines auction > "
     "/backup/auction_2025-06-21.sql` and copy the file to `nas-fa`.",
     "`mysqldump --single-transaction --routines auction > /backup/auction_2025-06-21.sql`; copy dump to `nas-fa`.",
     None),
    (3, [1],
     "Export the buyers' credit limits from finance with `finx export credit --date 2025-06-21 > "
     "/backup/credit_limits.csv`.",
     "Credit limits out of finance: `finx export credit --date 2025-06-21 > /backup/credit_limits.csv`.",
     "With `finx export credit --date 2025-06-21 > /backup/credit_limits.csv`, take the credit limits of the "
     "buyers out of finance."),
    (4, [1],
     "Build the new pair with `ansible-playbook -i inv/prod clock.yml --limit clock-a,clock-b` (clock 6.2.0).",
     "Provision clock 6.2.0 pair: `ansible-playbook -i inv/prod clock.yml --limit clock-a,clock-b`.",
     None),
    (5, [2, 4],
     "Restore the dump on `clock-a` with `mysql auction < /backup/auction_2025-06-21.sql` and start replication to "
     "`clock-b`.",
     "Load dump into `clock-a`: `mysql auction < /backup/auction_2025-06-21.sql`; replicate to `clock-b`.",
     "Start replication to `clock-b` once `mysql auction < /backup/auction_2025-06-21.sql` has restored the dump on "
     "`clock-a`."),
    (6, [3, 5],
     "Import the credit limits with `clockctl credit import /backup/credit_limits.csv`.",
     "Credit limits in: `clockctl credit import /backup/credit_limits.csv`.",
     None),
    (7, [6],
     "Compare lot, buyer and credit counts with `clockctl stats --compare clock01` and stop if any count differs.",
     "Verify lot, buyer, credit counts: `clockctl stats --compare clock01`; abort on any mismatch.",
     "Stop if `clockctl stats --compare clock01` shows any difference in the lot, buyer or credit counts."),
    (8, [7],
     "At 10:00 on Sunday stop remote bidding on `clock01` with `clockctl remote disable`.",
     "Sunday 10:00: remote bidding off on `clock01`, `clockctl remote disable`.",
     None),
    (9, [8],
     "Take a final dump of `clock01` and load it into `clock-a` so that Saturday's late registrations come across.",
     "Final dump `clock01` -> load into `clock-a`; picks up Saturday's late registrations.",
     "So that Saturday's late registrations come across, load a last dump of `clock01` into `clock-a`."),
    (10, [9],
     "Point `bid.fishauction.example` at the new pair: HAProxy backend `clock-a:8443` with `clock-b:8443` as backup, "
     "then `systemctl reload haproxy`.",
     "Repoint `bid.fishauction.example`: HAProxy backend `clock-a:8443`, backup `clock-b:8443`; `systemctl reload "
     "haproxy`.",
     None),
    (11, [9],
     "Set the 3 hall clock displays and the 12 buyer desks in the hall to the new server 10.12.0.21.",
     "Hall: 3 clock displays, 12 buyer desks -> new server 10.12.0.21.",
     "Configure 10.12.0.21, the new server, on the 12 buyer desks and the 3 clock displays in the hall."),
    (12, [10, 11],
     "Hold a mock auction of 20 test lots with 6 test buyers in the hall and remote; every bid must land within "
     "150 ms and the knock-down price must match on display and invoice.",
     "Mock auction: 20 test lots, 6 test buyers, hall and remote; fail if any bid over 150 ms or knock-down price "
     "differs between display and invoice.",
     "On display and invoice the knock-down price must match, and every bid must land within 150 ms, in a mock "
     "auction of 20 test lots with 6 test buyers (hall plus remote)."),
    (13, [12],
     "Stop MySQL on `clock-a` during the mock auction and confirm that `clock-b` takes over without losing a bid.",
     "Failover test: stop MySQL on `clock-a` mid mock auction; verify `clock-b` takes over, zero lost bids.",
     None),
    (14, [13],
     "At 16:00 on Sunday the auction master and the IT lead call go or no-go; no go, no remote bidding on the new "
     "clock.",
     "Sunday 16:00: go/no-go call, auction master plus IT lead; no remote bidding on new clock without go.",
     "The new clock gets no remote bidding unless the auction master and the IT lead say go at their 16:00 call on "
     "Sunday."),
    (15, [14],
     "Open remote bidding on the new clock with `clockctl remote enable`.",
     "Remote bidding on, new clock: `clockctl remote enable`.",
     None),
    (16, [15],
     "Send the 140 buyers an SMS that remote bidding is back.",
     "SMS 140 buyers: remote bidding back.",
     None),
    (17, [15],
     "Watch the Monday 05:30 auction closely: p95 bid latency under 150 ms, no rejected bids and invoices right for "
     "the first 50 lots.",
     "Monday 05:30 auction: watch p95 bid latency, must stay under 150 ms; zero rejected bids; invoices of first "
     "50 lots correct.",
     "Invoices right for the first 50 lots, no rejected bids and p95 bid latency under 150 ms: watch for these in "
     "the Monday 05:30 auction."),
    (18, [17],
     "Export Monday's invoices with `clockctl invoices export --date 2025-06-23` and have finance reconcile them "
     "against the clock totals.",
     "`clockctl invoices export --date 2025-06-23`; finance reconciles against clock totals.",
     "Have finance reconcile against the clock totals the invoices exported by `clockctl invoices export --date "
     "2025-06-23`."),
    (19, [10],
     "Make `clock01` read-only with `mysql -e \"SET GLOBAL super_read_only = ON\"` so nothing writes to the old "
     "clock.",
     "Old clock read-only: `mysql -e \"SET GLOBAL super_read_only = ON\"` on `clock01`; blocks stray writes.",
     None),
    (20, [18, 19],
     "After 14 days remove the old VM with `virsh destroy clock01 && virsh undefine clock01 --remove-all-storage`.",
     "Day 14: delete old VM, `virsh destroy clock01 && virsh undefine clock01 --remove-all-storage`.",
     None),
    (21, [16, 20],
     "Close FA-311.",
     "FA-311 closed.",
     None),
]

GUARDS = {
    2: "database dump before the move",
    7: "count comparison between old and new clock before remote bidding stops",
    12: "mock auction (readiness test) before go/no-go and go-live",
    14: "go/no-go by the auction master and IT lead before remote bidding opens",
    17: "watch of the first live auction before reconciliation and retirement",
    18: "finance reconciliation before the old VM is deleted",
}
DROP_GUARD = 12

SPLITS = {
    10: ("Point `bid.fishauction.example` at the new pair: HAProxy backend `clock-a:8443` with `clock-b:8443` as "
         "backup.",
         "Then run `systemctl reload haproxy`."),
    12: ("Hold a mock auction of 20 test lots with 6 test buyers in the hall and remote; every bid must land within "
         "150 ms.",
         "In the mock auction the knock-down price must match on display and invoice."),
}

REGEN_SPLITS = {
    1: ["Raise FA-311: clock `clock01` -> `clock-a`/`clock-b`, weekend 21-22 Jun.",
        "Notify 140 registered buyers: Sunday 10:00 to 16:00 no remote bidding."],
    17: ["Monday 05:30 auction: monitor p95 bid latency; abort if not under 150 ms.",
         "Same auction: verify zero rejected bids.",
         "Check invoices, first 50 lots."],
}

SERIALIZE = [2, 3]

COMPRESS = [
    ([4, 5], "Build clock-a and clock-b and restore the database dump."),
    ([6, 7], "Import credit limits and compare the counts with clock01."),
    ([8, 9], "Stop remote bidding on clock01 and copy the final data across."),
    ([13, 14], "Test failover to clock-b and hold the go/no-go call."),
    ([18, 20], "Reconcile Monday's invoices and then delete the clock01 VM."),
    ([16, 21], "Tell the buyers remote bidding is back and close FA-311."),
]

LOST = {"remove": (18, 20), "add": [(18, 21)],
        "why": "the old clock VM and its storage are deleted without waiting for finance to reconcile Monday's "
               "invoices"}

TARGET = {"step": 10, "old": "clock-b:8443", "new": "clock01:8443", "kind": "host (HAProxy backup server)"}

OPERATION = {"step": 8,
             "text": "On Sunday keep remote bidding on `clock01` open through the move with `clockctl remote enable`.",
             "change": "stop remote bidding on the old clock -> keep it open"}
