"""lt20_11: Dovecot mail store move mail01.corp (Maildir) -> mail-n1.corp (mdbox), with pre-2015 archive move."""

ID = "lt20_11"
TASK = ("Move 3800 mailboxes from Dovecot 2.3.16 on mail01.corp (Maildir) to Dovecot 2.3.21 on mail-n1.corp "
        "(mdbox) with dsync: approved archive move of pre-2015 mail, full backup, first sync, pilot group, CAB go, "
        "inbound hold and final sync, proxy and LMTP cutover, watch, and a checked final archive of the old "
        "server.")

STEPS = [
    (1, [],
     "Open CHG-40522: move 3800 mailboxes from mail01.corp (Dovecot 2.3.16, Maildir) to mail-n1.corp "
     "(Dovecot 2.3.21, mdbox), with the cutover on 2025-02-22.",
     "Raise CHG-40522 to carry 3800 mailboxes over from mail01.corp, Dovecot 2.3.16 on Maildir, onto mail-n1.corp, "
     "Dovecot 2.3.21 on mdbox; cutover is 2025-02-22.",
     "Cutover 2025-02-22 under CHG-40522: 3800 mailboxes, mail01.corp (Dovecot 2.3.16, Maildir) -> mail-n1.corp "
     "(Dovecot 2.3.21, mdbox)."),
    (2, [1],
     "Get approval from the IT service owner and the data protection officer for the retention rule: mail saved "
     "before 2015-01-01 moves to the Archive namespace and nothing is deleted.",
     "The retention rule needs the IT service owner and the data protection officer to approve it: anything saved "
     "before 2015-01-01 goes into the Archive namespace, and no mail is deleted.",
     None),
    (3, [1],
     "Take a full backup of the mail store on mail01.corp before any move: "
     "`borg create --stats backup01:/srv/borg/mail01::vmail-2025-02-15 /var/vmail`.",
     "Before anything is moved, back up the whole mail store of mail01.corp with "
     "`borg create --stats backup01:/srv/borg/mail01::vmail-2025-02-15 /var/vmail`.",
     "`borg create --stats backup01:/srv/borg/mail01::vmail-2025-02-15 /var/vmail` is the full backup of "
     "mail01.corp's mail store; it comes before any move."),
    (4, [1],
     "Open the doveadm service on TCP port 12345 on both servers with a shared `doveadm_password`, firewalled to "
     "10.8.2.21 and 10.8.2.31 only.",
     "Enable doveadm over TCP port 12345 on each server, both using the same `doveadm_password`, and allow only "
     "10.8.2.21 and 10.8.2.31 through the firewall.",
     "On both servers, TCP port 12345 serves doveadm with a shared `doveadm_password`; the firewall admits only "
     "10.8.2.21 and 10.8.2.31."),
    (5, [1],
     "Lower the TTL of mail.corp and imap.corp to 300 s in zone corp.example and reload it with "
     "`rndc reload corp.example`.",
     "Drop the TTL on imap.corp and mail.corp to 300 s in the corp.example zone, then run "
     "`rndc reload corp.example`.",
     None),
    (6, [2, 3],
     "Preview the archive move and review it with the DPO: `doveadm search -A mailbox INBOX savedbefore "
     "2015-01-01 | wc -l`, plus per-user totals in `archive_preview.csv`.",
     "See how much the archive move would touch, without moving anything, using `doveadm search -A mailbox INBOX "
     "savedbefore 2015-01-01 | wc -l` and the per-user totals in `archive_preview.csv`, and go through it with the "
     "DPO.",
     "`doveadm search -A mailbox INBOX savedbefore 2015-01-01 | wc -l` and the per-user totals in "
     "`archive_preview.csv` preview the archive move; the DPO reviews them."),
    (7, [6],
     "Move the old mail into the Archive namespace on mail01.corp: "
     "`doveadm move -A Archive mailbox INBOX savedbefore 2015-01-01`.",
     "On mail01.corp, shift the old mail over to the Archive namespace with "
     "`doveadm move -A Archive mailbox INBOX savedbefore 2015-01-01`.",
     None),
    (8, [7],
     "Check the move: `doveadm search -A mailbox Archive savedbefore 2015-01-01 | wc -l` equals the preview total "
     "and INBOX has 0 messages left from before 2015-01-01.",
     "Confirm the archive move worked; the count from `doveadm search -A mailbox Archive savedbefore 2015-01-01 | "
     "wc -l` must be the preview total, and INBOX must hold 0 messages older than 2015-01-01.",
     "INBOX down to 0 messages from before 2015-01-01, and `doveadm search -A mailbox Archive savedbefore "
     "2015-01-01 | wc -l` equal to the preview total: check both."),
    (9, [4],
     "Test one mailbox from mail-n1.corp: `doveadm backup -R -u pilot1@corp.example tcp:mail01.corp:12345`, then "
     "compare `doveadm mailbox status -u pilot1@corp.example all '*'` on both servers.",
     "Try a single mailbox first: on mail-n1.corp run `doveadm backup -R -u pilot1@corp.example "
     "tcp:mail01.corp:12345` and check that `doveadm mailbox status -u pilot1@corp.example all '*'` gives the same "
     "answer on both servers.",
     None),
    (10, [8, 9],
     "Run the first full sync from mail-n1.corp, 4 users at a time: "
     "`xargs -a users.txt -P 4 -I{} doveadm backup -R -u {} tcp:mail01.corp:12345`.",
     "Start the first complete pass on mail-n1.corp with 4 users in parallel: "
     "`xargs -a users.txt -P 4 -I{} doveadm backup -R -u {} tcp:mail01.corp:12345`.",
     "`xargs -a users.txt -P 4 -I{} doveadm backup -R -u {} tcp:mail01.corp:12345`, run on mail-n1.corp, is the "
     "first full sync (4 users at a time)."),
    (11, [10],
     "Check the first pass: per-user message counts on both servers within 0.5 % (`mailcmp.py --all --tolerance "
     "0.5`), and every user with a dsync error listed for a rerun.",
     "Compare the first pass with `mailcmp.py --all --tolerance 0.5`; no user may differ by more than 0.5 % in "
     "message count, and anyone who hit a dsync error goes on a rerun list.",
     None),
    (12, [4],
     "Check that mail-n1.corp sees the same users: `doveadm auth test pilot1@corp.example` succeeds and "
     "`doveadm user '*@corp.example' | wc -l` returns 3800.",
     "Make sure mail-n1.corp authenticates against the same user base; `doveadm auth test pilot1@corp.example` "
     "has to pass and `doveadm user '*@corp.example' | wc -l` has to give 3800.",
     "3800 from `doveadm user '*@corp.example' | wc -l` and a passing `doveadm auth test pilot1@corp.example`: "
     "confirm mail-n1.corp sees the same users."),
    (13, [11, 12],
     "Move the 25 pilot users: a last `doveadm backup -R` for each, then "
     "`UPDATE users SET host='mail-n1.corp' WHERE grp='pilot';` in the proxy passdb and "
     "`doveadm proxy kick -f pilot_users.txt`.",
     "Cut the 25 pilot users over by giving each a final `doveadm backup -R`, running "
     "`UPDATE users SET host='mail-n1.corp' WHERE grp='pilot';` against the proxy passdb and reconnecting them with "
     "`doveadm proxy kick -f pilot_users.txt`.",
     None),
    (14, [13],
     "Watch the pilot for 2 working days: no missing folders reported, Sieve rules firing, IMAP login errors below "
     "0.1 % in the proxy log.",
     "Give the pilot 2 working days under observation; nobody should report a missing folder, Sieve rules must "
     "keep firing, and the proxy log must show under 0.1 % IMAP login errors.",
     "For 2 working days after the pilot move, watch the proxy log (IMAP login errors below 0.1 %), the Sieve "
     "rules and the reports of missing folders (none)."),
    (15, [5, 14],
     "Get the go for the full cutover from the service owner at the 2025-02-21 CAB.",
     "The full cutover needs a go from the service owner, given at the CAB on 2025-02-21.",
     None),
    (16, [15],
     "Hold inbound mail at mx01.corp: `postconf -e 'defer_transports = lmtp'` and `postfix reload`.",
     "Stop delivering to the old store by deferring LMTP on mx01.corp with `postconf -e 'defer_transports = lmtp'` "
     "followed by `postfix reload`.",
     "`postconf -e 'defer_transports = lmtp'` then `postfix reload` on mx01.corp: inbound mail is held."),
    (17, [15],
     "Kick everyone off mail01.corp with `doveadm kick '*'` and set `protocols = lmtp` so nobody can log in "
     "again.",
     "Disconnect all users from mail01.corp (`doveadm kick '*'`) and keep them out by changing `protocols = lmtp`.",
     None),
    (18, [16, 17],
     "Run the final sync for everyone except the pilot users: "
     "`xargs -a users_nonpilot.txt -P 8 -I{} doveadm backup -R -u {} tcp:mail01.corp:12345`.",
     "Do the last pass for all users apart from the pilot group with "
     "`xargs -a users_nonpilot.txt -P 8 -I{} doveadm backup -R -u {} tcp:mail01.corp:12345`.",
     "`xargs -a users_nonpilot.txt -P 8 -I{} doveadm backup -R -u {} tcp:mail01.corp:12345` is the final sync, "
     "leaving the pilot users out."),
    (19, [18],
     "Verify the final sync: `mailcmp.py --all --exact` must show identical message counts and vsize on both "
     "servers for every migrated user.",
     "For each migrated user, message counts and vsize have to be the same on both servers; "
     "`mailcmp.py --all --exact` is the proof.",
     None),
    (20, [19],
     "Switch the proxy for all users: `UPDATE users SET host='mail-n1.corp';` in the proxy passdb, then "
     "`doveadm auth cache flush`.",
     "Send every user to the new server by running `UPDATE users SET host='mail-n1.corp';` on the proxy passdb and "
     "clearing the cache with `doveadm auth cache flush`.",
     "`UPDATE users SET host='mail-n1.corp';` in the proxy passdb plus `doveadm auth cache flush` switch the proxy "
     "for all users."),
    (21, [19],
     "Point LMTP at the new server and release the queue: "
     "`postconf -e 'virtual_transport = lmtp:inet:mail-n1.corp:24'`, `postconf -e 'defer_transports ='`, "
     "`postfix reload`, `postqueue -f`.",
     "On mx01.corp, aim delivery at mail-n1.corp with `postconf -e 'virtual_transport = lmtp:inet:mail-n1.corp:24'`, "
     "undo the hold with `postconf -e 'defer_transports ='`, then `postfix reload` and flush the queue with "
     "`postqueue -f`.",
     None),
    (22, [20, 21],
     "Smoke-test: external mail to 5 test accounts is delivered and filed by Sieve, IMAP login works through "
     "imap.corp, and sending through submission works.",
     "Send from outside to 5 test accounts and check they arrive and get sorted by Sieve; log in over IMAP through "
     "imap.corp and send a message via submission.",
     None),
    (23, [22],
     "Watch for 24 h before touching mail01.corp: LMTP deferred queue under 50, IMAP login failures below 0.1 %, "
     "helpdesk tickets triaged.",
     "mail01.corp is left alone for 24 h while the LMTP deferred queue stays under 50, IMAP login failures stay "
     "below 0.1 % and every helpdesk ticket gets triaged.",
     "24 h of watching (helpdesk tickets triaged, IMAP login failures below 0.1 %, LMTP deferred queue under 50) "
     "before anything is done to mail01.corp."),
    (24, [23],
     "Tell users and the helpdesk that the migration is complete.",
     "Announce to the helpdesk and to users that the move is finished.",
     None),
    (25, [23],
     "Raise the TTL of mail.corp and imap.corp back to 3600 s in zone corp.example and reload with "
     "`rndc reload corp.example`.",
     "Put the TTL on imap.corp and mail.corp back up to 3600 s in the corp.example zone and apply it via "
     "`rndc reload corp.example`.",
     None),
    (26, [23],
     "Stop and disable Dovecot on mail01.corp: `systemctl disable --now dovecot`.",
     "Shut Dovecot down on mail01.corp and keep it from starting with `systemctl disable --now dovecot`.",
     "`systemctl disable --now dovecot` on mail01.corp stops and disables Dovecot there."),
    (27, [26],
     "Keep a final archive of the old store: "
     "`borg create --stats backup01:/srv/borg/mail01::vmail-final-2025-02-22 /var/vmail`, retained for 30 days.",
     "Archive the old mail store one last time with "
     "`borg create --stats backup01:/srv/borg/mail01::vmail-final-2025-02-22 /var/vmail` and keep it 30 days.",
     None),
    (28, [27],
     "Check the final archive with `borg check backup01:/srv/borg/mail01::vmail-final-2025-02-22` and a test "
     "extract of one mailbox.",
     "Run `borg check backup01:/srv/borg/mail01::vmail-final-2025-02-22` and restore one mailbox from it as a "
     "test, to be sure the final archive is usable.",
     "`borg check backup01:/srv/borg/mail01::vmail-final-2025-02-22` and one test mailbox extract prove the final "
     "archive."),
    (29, [28],
     "Schedule mail01.corp for decommission on 2025-03-24 in the CMDB.",
     "Record in the CMDB that mail01.corp is to be decommissioned on 2025-03-24.",
     "In the CMDB, set 2025-03-24 as the decommission date of mail01.corp."),
    (30, [24, 25, 29],
     "Update the mail runbook and the autoconfig file `config-v1.1.xml` with mail-n1.corp as the backend.",
     "Rewrite the mail runbook and `config-v1.1.xml`, the autoconfig file, so both name mail-n1.corp as the "
     "backend.",
     None),
    (31, [30],
     "Close CHG-40522 with the archive preview, the final sync comparison and the 24 h watch notes attached.",
     "Attach the archive preview, the comparison of the final sync and the notes from the 24 h watch to "
     "CHG-40522, and close it.",
     None),
]

GUARDS = {
    2: "service owner and DPO approval of the retention rule (approval)",
    3: "full borg backup of the mail store before the archive move (backup)",
    6: "preview of the archive move reviewed with the DPO (dry run)",
    14: "2-working-day pilot watch before the full cutover (health watch)",
    15: "CAB go for the cutover (approval)",
    19: "exact verification of the final sync before switching (verification)",
    23: "24 h watch before touching the old server (health watch)",
    27: "final archive of the old store before decommission (backup)",
}
DROP_GUARD = 3

SPLITS = {
    13: ("Move the 25 pilot users: a last `doveadm backup -R` for each.",
         "Then run `UPDATE users SET host='mail-n1.corp' WHERE grp='pilot';` in the proxy passdb and "
         "`doveadm proxy kick -f pilot_users.txt`."),
    21: ("Point LMTP at the new server: `postconf -e 'virtual_transport = lmtp:inet:mail-n1.corp:24'`.",
         "Release the queue: `postconf -e 'defer_transports ='`, `postfix reload`, `postqueue -f`."),
    27: ("Keep a final archive of the old store: "
         "`borg create --stats backup01:/srv/borg/mail01::vmail-final-2025-02-22 /var/vmail`.",
         "Retain that archive for 30 days."),
}

REGEN_SPLIT = (6, (
    "Count what the archive move would cover with `doveadm search -A mailbox INBOX savedbefore 2015-01-01 | "
    "wc -l` and write the per-user totals to `archive_preview.csv`.",
    "Walk the DPO through those numbers before anything is moved."))

SERIALIZE = [9, 12]

COMPRESS = [
    ([6, 7, 8], "Preview the pre-2015 mail, move it into the Archive namespace and check the counts."),
    ([10, 11], "Run the first full sync to mail-n1.corp and check the per-user counts."),
    ([13, 14], "Move the 25 pilot users and watch them for two working days."),
    ([17, 18], "Kick users off mail01.corp and run the final sync."),
    ([19, 20], "Verify the final sync and switch the proxy for all users."),
    ([22, 23], "Smoke-test the new server and watch it for a day."),
    ([27, 28], "Take and check a final borg archive of mail01.corp."),
    ([30, 31], "Update the runbook and autoconfig and close CHG-40522."),
]

LOST = {"remove": (16, 18), "add": [(16, 21)],
        "why": "the final sync no longer waits for inbound mail to be held at mx01.corp, and mail delivered to "
               "mail01.corp after its mailbox was synced is lost at cutover (the hold now only has to precede the "
               "LMTP repoint)"}

TARGET = {"step": 7, "old": "2015-01-01", "new": "2025-01-01", "kind": "date (retention cut-off)"}

OPERATION = {
    "step": 7,
    "text": "Purge the old mail on mail01.corp: `doveadm expunge -A mailbox INBOX savedbefore 2015-01-01`.",
    "change": "archive made a delete: `doveadm move -A Archive ...` -> `doveadm expunge -A ...`, the pre-2015 mail "
              "is expunged instead of moved to the Archive namespace (whole step rewritten consistently)",
}
