"""lt28_01: DNSSEC KSK rollover of corp-pay.net by the double-DS method (hand-written)."""
ID = "lt28_01"
TASK = ("Roll the key-signing key of the zone corp-pay.net on the hidden primary dns-hp01 (BIND 9.18) "
        "from tag 41872 to a new algorithm-13 key by the double-DS method, with the DS changes at the "
        "registrar, under change CHG-30712.")

STEPS = [
    (1, [],
     "Open change CHG-30712 for the KSK rollover of zone corp-pay.net (old KSK tag 41872, new KSK on algorithm 13, double-DS method) and post the timeline in #dns-ops.",
     "Raise CHG-30712 to cover rolling the key-signing key of corp-pay.net with the double-DS method (outgoing tag 41872, incoming key on algorithm 13), and share the timeline in #dns-ops.",
     "In #dns-ops, post the timeline of CHG-30712, the change opened for corp-pay.net's KSK rollover: double-DS method, algorithm 13 for the new key, 41872 as the old tag."),
    (2, [1],
     "Get the go for CHG-30712 from the DNS service owner (@mkovac) and the registrar account holder, both written in the ticket, before any key is generated.",
     "Before a single key is generated, have the DNS service owner (@mkovac) and the holder of the registrar account each give their go in writing on CHG-30712.",
     None),
    (3, [1],
     "Back up the key directory of the hidden primary dns-hp01 with `tar czf /srv/backup/keys-corp-pay-20241118.tgz -C /var/named/keys corp-pay.net` and copy the archive to vault01:/dns-keys/ with its SHA-256 noted in CHG-30712.",
     "On dns-hp01, the hidden primary, save the key directory with `tar czf /srv/backup/keys-corp-pay-20241118.tgz -C /var/named/keys corp-pay.net`; then put the archive on vault01:/dns-keys/ and write its SHA-256 into CHG-30712.",
     "Copy the archive made with `tar czf /srv/backup/keys-corp-pay-20241118.tgz -C /var/named/keys corp-pay.net` on the hidden primary dns-hp01 to vault01:/dns-keys/ and note its SHA-256 in CHG-30712: that is the backup of the key directory."),
    (4, [2, 3],
     "Generate the new KSK on dns-hp01 with `dnssec-keygen -a ECDSAP256SHA256 -f KSK -K /var/named/keys corp-pay.net`; it gets key tag 5517 (file `Kcorp-pay.net.+013+05517.key`), which goes into CHG-30712.",
     "Create the incoming key-signing key on dns-hp01 with BIND's key generator, `dnssec-keygen -K /var/named/keys -f KSK -a ECDSAP256SHA256 corp-pay.net`; its key tag, 5517 (file `Kcorp-pay.net.+013+05517.key`), is recorded in CHG-30712.",
     None),
    (5, [4],
     "Load the new key into the signer with `rndc loadkeys corp-pay.net` and check that `rndc dnssec -status corp-pay.net` lists two KSKs, 41872 and 5517, both published.",
     "Make the signer pick the key up (`rndc loadkeys corp-pay.net`); after that, `rndc dnssec -status corp-pay.net` has to show two published KSKs: 41872 and 5517.",
     "Check, once `rndc loadkeys corp-pay.net` has loaded the new key into the signer, that both KSKs (41872 and 5517) appear as published in `rndc dnssec -status corp-pay.net`."),
    (6, [5],
     "Query the first secondary: `dig @ns1.corp-pay.net corp-pay.net DNSKEY +multi` must show the new KSK 5517 next to 41872.",
     "Ask ns1 for the key set with `dig @ns1.corp-pay.net corp-pay.net DNSKEY +multi` and make sure 5517 is listed beside 41872.",
     None),
    (7, [5],
     "Query the second secondary the same way: `dig @ns2.corp-pay.net corp-pay.net DNSKEY +multi` must also list 5517 and 41872.",
     "Do the same against ns2: what `dig @ns2.corp-pay.net corp-pay.net DNSKEY +multi` returns has to include both 5517 and 41872.",
     None),
    (8, [5],
     "Compare SOA serials: ns1.corp-pay.net and ns2.corp-pay.net must both answer serial 2024111802, the serial dns-hp01 shows after the key load.",
     "Check the SOA serial on ns1.corp-pay.net and on ns2.corp-pay.net; each must be 2024111802, the value dns-hp01 reports since the keys were loaded.",
     "Serial 2024111802 is what dns-hp01 shows after the key load; ns1.corp-pay.net and ns2.corp-pay.net must both answer it in their SOA."),
    (9, [6, 7, 8],
     "Let the new DNSKEY set settle: wait the DNSKEY TTL of 3600 seconds plus 300 seconds of propagation delay, 65 minutes in all, before any DS is submitted.",
     "Give resolvers time to see the new key set: hold for its TTL (3600 seconds) plus a propagation delay of 300 seconds, 65 minutes altogether, before submitting a DS.",
     "Before any DS is submitted, wait 65 minutes in all, 3600 seconds of DNSKEY TTL plus 300 seconds of propagation, so that the new DNSKEY set settles."),
    (10, [9],
     "Submit the DS of the new KSK through the registrar API: `regctl ds add corp-pay.net --keytag 5517 --alg 13 --digest-type 2 --digest-file /var/named/keys/dsset-corp-pay.net.` and leave the DS of 41872 in place.",
     "Leave the DS of 41872 where it is and add the new KSK's DS at the registrar with its API client: `regctl ds add corp-pay.net --alg=13 --keytag=5517 --digest-file /var/named/keys/dsset-corp-pay.net. --digest-type 2`.",
     "Through the registrar API (`regctl ds add corp-pay.net --keytag 5517 --alg 13 --digest-type 2 --digest-file /var/named/keys/dsset-corp-pay.net.`), add the DS of the new KSK; the DS of 41872 stays."),
    (11, [10],
     "Confirm the parent serves both DS records: `dig +short DS corp-pay.net @a.gtld-servers.net` must list key tags 41872 and 5517.",
     "Check that the .net servers now hand out both DS records: the answer to `dig +short DS corp-pay.net @a.gtld-servers.net` must carry the tags 41872 and 5517.",
     "Key tags 41872 and 5517 must both be listed by `dig +short DS corp-pay.net @a.gtld-servers.net`, showing that the parent serves both DS records."),
    (12, [11],
     "Wait two days (twice the DS TTL of 86400 seconds) with both DS records at the parent, so that no resolver still caches a DS set without 5517.",
     "Hold for 2 days, the DS TTL of 86400 seconds twice over, with both DS records in the parent, so that no cached DS set lacks 5517 any more.",
     None),
    (13, [12],
     "Withdraw the old DS at the registrar: `regctl ds del corp-pay.net --keytag 41872`; only the new KSK's DS stays.",
     "Remove the DS that points at the outgoing KSK (`regctl ds del corp-pay.net --keytag 41872`), so that the new key's DS is the only one left.",
     "Leave only the DS of the new KSK: at the registrar, `regctl ds del corp-pay.net --keytag 41872` withdraws the old one."),
    (14, [13],
     "Check the parent again: `dig +short DS corp-pay.net @a.gtld-servers.net` must now list 5517 only.",
     "Query the parent once more with `dig +short DS corp-pay.net @a.gtld-servers.net`; the one tag left must be 5517.",
     None),
    (15, [13],
     "Check validation from outside: `delv @9.9.9.9 www.corp-pay.net A` and `delv @1.1.1.1 www.corp-pay.net A` must both report `fully validated`.",
     "Validate from two public resolvers, 9.9.9.9 and 1.1.1.1: `delv @9.9.9.9 www.corp-pay.net A` and `delv @1.1.1.1 www.corp-pay.net A` each have to say `fully validated`.",
     None),
    (16, [14, 15],
     "Retire the old KSK on dns-hp01: `dnssec-settime -I +1d -D +8d /var/named/keys/Kcorp-pay.net.+013+41872` makes it inactive in one day and deletes it after 8 days; then run `rndc loadkeys corp-pay.net`.",
     "On dns-hp01, schedule the outgoing KSK out with `dnssec-settime -D +8d -I +1d /var/named/keys/Kcorp-pay.net.+013+41872` (inactive after one day, removed after 8) and reload the keys with `rndc loadkeys corp-pay.net`.",
     "Run `rndc loadkeys corp-pay.net` on dns-hp01 after `dnssec-settime -I +1d -D +8d /var/named/keys/Kcorp-pay.net.+013+41872` has set the old KSK to go inactive in one day and be deleted after 8 days."),
    (17, [16],
     "Close CHG-30712 with the key tags (41872 retired, 5517 active), the DS change times and the `delv` output attached.",
     "Attach the `delv` output and the times of the DS changes to CHG-30712, note 5517 as active and 41872 as retired, and close the change.",
     None),
]

GUARDS = {
    2: "approval: DNS service owner and registrar account holder give their go in writing",
    3: "backup: key directory archived with tar and copied to vault01 with its SHA-256",
    9: "health: DNSKEY TTL plus propagation delay (65 minutes) before any DS is submitted",
    11: "verify: parent serves both DS records (41872 and 5517)",
    12: "health: two days with both DS records at the parent before the old DS goes",
    14: "verify: parent lists only 5517 after the withdrawal",
    15: "verify: delv reports fully validated from 9.9.9.9 and 1.1.1.1",
}
DROP_GUARD = 11

SPLITS = {
    4: ["On dns-hp01, generate the new KSK: `dnssec-keygen -a ECDSAP256SHA256 -f KSK -K /var/named/keys corp-pay.net`.",
        "It gets key tag 5517 (file `Kcorp-pay.net.+013+05517.key`); write that into CHG-30712."],
    16: ["Retire the old KSK on dns-hp01: `dnssec-settime -I +1d -D +8d /var/named/keys/Kcorp-pay.net.+013+41872` makes it inactive in one day and deletes it after 8 days.",
         "Then run `rndc loadkeys corp-pay.net` there."],
}
REGEN_SPLIT = {
    3: ["On dns-hp01 (the hidden primary), archive the key directory: `tar czf /srv/backup/keys-corp-pay-20241118.tgz -C /var/named/keys corp-pay.net`.",
        "Copy that archive to vault01:/dns-keys/ and note its SHA-256 in CHG-30712."],
    10: ["Add the DS of the new KSK with the registrar's API client: `regctl ds add corp-pay.net --keytag 5517 --alg 13 --digest-type 2 --digest-file /var/named/keys/dsset-corp-pay.net.`.",
         "Remove nothing there: the DS of 41872 stays at the registrar."],
}
SERIALIZE = [6, 7, 8]
COMPRESS = [
    ([4, 5], "Generate the new KSK on dns-hp01 (`dnssec-keygen -f KSK`), load it with `rndc loadkeys` and check both KSKs are listed."),
    ([10, 11], "Add the new DS (5517) at the registrar and check that the parent shows it."),
    ([12, 13], "After the wait, withdraw the old DS 41872 at the registrar."),
    ([14, 15, 16], "Check the parent DS and outside validation, then retire the old KSK with `dnssec-settime` and reload the keys."),
]
LOST = {"remove": (12, 13), "add": [(11, 13), (12, 14)],
        "why": "the old DS 41872 is withdrawn as soon as the parent shows both DS records, without the two-day wait "
               "for cached DS sets without 5517 to expire"}
TARGET = {"step": 13, "old": "--keytag 41872", "new": "--keytag 5517",
          "kind": "DS key tag to withdraw (the new KSK's)"}
OPERATION = {"step": 4,
             "text": "Generate the new KSK on dns-hp01 with `dnssec-keygen -a ECDSAP256SHA256 -K /var/named/keys corp-pay.net`; it gets key tag 5517 (file `Kcorp-pay.net.+013+05517.key`), which goes into CHG-30712.",
             "change": "`-f KSK` dropped (prose unchanged): a zone-signing key is generated and its DS later uploaded as if it were the KSK"}
