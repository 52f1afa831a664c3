# lt7_01 - freight forwarding: ocean-carrier EDI moved from a legacy AS2 gateway to a new OpenAS2 pair
ID = "lt7_01"
TASK = ("Freight forwarder: move ocean-carrier EDI traffic (IFTMBF bookings, IFTSTA status, APERAK) from the "
        "legacy AS2 gateway as2-old01 to the new OpenAS2 pair as2gw-a/as2gw-b, with carrier tests, a "
        "queue freeze, DNS switch, reconciliation and a 14-day read-only tail.")

STEPS = [
    (1, [], "Open change CHG-48213 for moving carrier EDI (IFTMBF, IFTSTA, APERAK) from `as2-old01.fwd.local` to the new AS2 cluster; window Saturday 02:00-06:00 UTC.",
     "Raise CHG-48213 covering the carrier EDI move (IFTMBF, IFTSTA, APERAK) off `as2-old01.fwd.local` onto the new AS2 cluster, window Saturday 02:00-06:00 UTC.",
     "Under change CHG-48213 (window Saturday 02:00-06:00 UTC), the carrier EDI flows IFTMBF, IFTSTA and APERAK move from `as2-old01.fwd.local` to the new AS2 cluster."),
    (2, [1], "Export the partner profiles and certificates from the legacy gateway: `as2ctl export --all --out /srv/backup/as2-old01-profiles-20240615.tar.gz`.",
     "Take a copy of every partner profile and certificate held on the old gateway with `as2ctl export --all --out /srv/backup/as2-old01-profiles-20240615.tar.gz`.",
     "Run `as2ctl export --all --out /srv/backup/as2-old01-profiles-20240615.tar.gz` so the legacy gateway's partner profiles and certificates are saved."),
    (3, [1], "Pull the last 7 days of message counts per carrier from `edi_audit.msg_log` as the baseline for reconciliation.",
     "Baseline for the later reconciliation: per-carrier message counts over the past 7 days, queried from `edi_audit.msg_log`.",
     None),
    (4, [2], "Import the profiles into the new cluster in dry-run mode with `openas2-admin partner import --file as2-old01-profiles-20240615.tar.gz --dry-run` and review the diff of 38 partners.",
     "Do a dry run first - `openas2-admin partner import --file as2-old01-profiles-20240615.tar.gz --dry-run` - and go through the diff for all 38 partners.",
     "Review the 38-partner diff produced by `openas2-admin partner import --file as2-old01-profiles-20240615.tar.gz --dry-run` against the new cluster."),
    (5, [4], "Run the real import on `as2gw-a.fwd.local`: `openas2-admin partner import --file as2-old01-profiles-20240615.tar.gz`.",
     "Once the diff looks right, apply it for real on `as2gw-a.fwd.local` using `openas2-admin partner import --file as2-old01-profiles-20240615.tar.gz`.",
     None),
    (6, [5], "Confirm the partner list has replicated to `as2gw-b.fwd.local`: `openas2-admin partner list | wc -l` must return 38 on both nodes.",
     "Check replication to the second node: on `as2gw-b.fwd.local` as on the first, `openas2-admin partner list | wc -l` should give 38.",
     None),
    (7, [5], "Send a test IFTMBF to the Maersk test endpoint (partner id `MAEU-TEST`) and confirm a signed MDN comes back within 60 seconds.",
     "Push one test IFTMBF to Maersk's test endpoint, `MAEU-TEST`; a signed MDN is expected back in under 60 seconds.",
     "For partner id `MAEU-TEST` (Maersk test endpoint), a test IFTMBF is sent and the signed MDN must return within 60 seconds."),
    (8, [5], "Send a test IFTMBF to the Hapag-Lloyd test endpoint (`HLCU-TEST`) and confirm the signed MDN.",
     "Likewise fire a test IFTMBF at Hapag-Lloyd (test endpoint `HLCU-TEST`) and make sure the MDN arrives signed.",
     None),
    (9, [6, 7, 8], "Carrier onboarding lead signs off on the test results in CHG-48213 before any production traffic moves.",
     "No production traffic moves until the carrier onboarding lead has approved the test results in CHG-48213.",
     "Get the sign-off on the test results recorded in CHG-48213 by the carrier onboarding lead."),
    (10, [9], "Email the 38 carrier EDI contacts the new endpoint URL `https://as2.fwd-logistics.com:4443/as2` and the new certificate fingerprint, giving 48 hours notice.",
     "Notify all 38 carrier EDI contacts by email, 48 hours ahead, of the new endpoint `https://as2.fwd-logistics.com:4443/as2` and the fingerprint of the new certificate.",
     "With 48 hours notice, `https://as2.fwd-logistics.com:4443/as2` and the new certificate fingerprint go out by email to the 38 carrier EDI contacts."),
    (11, [3, 10], "At 02:00 UTC pause the outbound queue on the legacy gateway: `as2ctl queue pause outbound`.",
     "When the window opens at 02:00 UTC, freeze outbound sending on the old gateway (`as2ctl queue pause outbound`).",
     "`as2ctl queue pause outbound` on the legacy gateway at 02:00 UTC."),
    (12, [11], "Wait until `as2ctl queue depth outbound` reports 0 and in-flight MDNs have drained (at most 15 minutes).",
     "Hold on until the queue is empty - `as2ctl queue depth outbound` shows 0 - and outstanding MDNs are in, allowing up to 15 minutes.",
     None),
    (13, [12], "Switch the DNS record `as2.fwd-logistics.com` to the new load balancer VIP 10.44.8.20 with TTL 60.",
     "Repoint `as2.fwd-logistics.com` in DNS at 10.44.8.20, the new load balancer VIP, TTL 60.",
     "The new load balancer VIP 10.44.8.20 becomes the target of DNS record `as2.fwd-logistics.com` (TTL 60)."),
    (14, [13], "Resume outbound sending on the new cluster: `openas2-admin queue resume outbound`.",
     "Start sending again, this time from the new cluster, with `openas2-admin queue resume outbound`.",
     None),
    (15, [14], "Watch the first 30 minutes on the new cluster: MDN failure rate must stay below 1% and no `AS2-Disposition: failed` may appear in `/var/log/openas2/mdn.log`.",
     "Babysit the new cluster for 30 minutes; keep the MDN failure rate under 1% and make sure `/var/log/openas2/mdn.log` shows no `AS2-Disposition: failed` lines.",
     "For 30 minutes, tail `/var/log/openas2/mdn.log` for any `AS2-Disposition: failed` and keep an eye on the MDN failure rate, which has to stay below 1%."),
    (16, [15], "Re-point the CargoWise eAdaptor outbound channel `EDI_OCEAN_OUT` to the new cluster.",
     "In CargoWise, change the eAdaptor outbound channel `EDI_OCEAN_OUT` so it targets the new cluster.",
     None),
    (17, [15], "Resend the messages that reached the legacy gateway during the freeze: `as2ctl resend --since \"02:00\" --target as2gw-a.fwd.local`.",
     "Anything that landed on the old gateway while it was frozen gets replayed: `as2ctl resend --since \"02:00\" --target as2gw-a.fwd.local`.",
     None),
    (18, [16, 17], "Reconcile per-carrier message counts for the window against the `edi_audit.msg_log` baseline; any difference above 2% goes to the carrier desk.",
     "Compare the window's message counts carrier by carrier with the baseline from `edi_audit.msg_log` and pass gaps larger than 2% to the carrier desk.",
     "Carrier desk gets every carrier whose count differs by more than 2% from the `edi_audit.msg_log` baseline once the window's counts are reconciled."),
    (19, [18], "Keep the legacy gateway running receive-only for 14 days: `as2ctl mode set receive-only`.",
     "Leave the old gateway up but receive-only for 14 days (`as2ctl mode set receive-only`).",
     None),
    (20, [18], "Update the EDI runbook and the carrier contact sheet with the new endpoint and the certificate expiry 2026-06-14.",
     "Bring the EDI runbook and the carrier contact sheet up to date: new endpoint, certificate expiring 2026-06-14.",
     "Record certificate expiry 2026-06-14 and the new endpoint in the carrier contact sheet and the EDI runbook."),
    (21, [19], "After the 14 days, stop and disable the legacy gateway with `systemctl disable --now as2ctl` on `as2-old01.fwd.local`.",
     "Once the 14 days are up, shut the old gateway down for good: `systemctl disable --now as2ctl` on `as2-old01.fwd.local`.",
     "On `as2-old01.fwd.local`, `systemctl disable --now as2ctl` after the 14 days have passed."),
    (22, [20, 21], "Close CHG-48213 with the reconciliation report attached.",
     "Attach the reconciliation report and close out CHG-48213.",
     None),
]

GUARDS = {
    2: "export of partner profiles and certificates before the import",
    4: "dry-run import and diff review before the real import",
    9: "onboarding lead sign-off before production traffic",
    15: "30-minute MDN watch before moving the CargoWise channel and resending",
    18: "count reconciliation before the legacy gateway is retired",
}
DROP_GUARD = 4

SPLITS = {
    4: ("Run the import against the new cluster in dry-run mode: `openas2-admin partner import --file as2-old01-profiles-20240615.tar.gz --dry-run`.",
        "Review the resulting diff of 38 partners."),
    18: ("Reconcile per-carrier message counts for the window against the `edi_audit.msg_log` baseline.",
         "Any difference above 2% goes to the carrier desk."),
}
REGEN_SPLIT = (15, (
    "Keep watch on the new cluster for the first 30 minutes; the MDN failure rate has to stay under 1%.",
    "Throughout that half hour, also grep `/var/log/openas2/mdn.log` - not a single `AS2-Disposition: failed` is acceptable.",
))
SERIALIZE = [6, 7, 8]

COMPRESS = [
    ([2, 4, 5], "Export the legacy partner profiles (`as2ctl export --all`) and import them into the new cluster on as2gw-a after a quick dry-run check."),
    ([9, 10], "After sign-off, email the carriers the new endpoint and certificate fingerprint."),
    ([11, 12], "Pause the legacy outbound queue at 02:00 and let it drain."),
    ([13, 14], "Switch `as2.fwd-logistics.com` to the new VIP and resume outbound on the new cluster."),
    ([19, 21], "Keep the legacy gateway receive-only for a while, then disable it."),
    ([20, 22], "Update the runbook and contact sheet and close the change."),
]

LOST = {"remove": (15, 16), "add": [(14, 16)],
        "why": "the CargoWise eAdaptor channel is re-pointed as soon as sending resumes, without waiting for the 30-minute MDN watch"}

TARGET = {"step": 10, "old": "4443", "new": "8443", "kind": "port"}

OPERATION = {"step": 11,
             "text": "At 02:00 UTC pause the outbound queue on the legacy gateway: `as2ctl queue purge outbound`.",
             "change": "prose still says pause, but the subcommand is `purge`, which discards the queued messages"}
