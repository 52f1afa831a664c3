# Hand-written golden: replace provider ldap-02 of an OpenLDAP mirror-mode pair with ldap-03.
ID = "lt29_01"
TASK = ("Replace provider ldap-02 of the OpenLDAP mirror-mode pair ldap-01/ldap-02 with the new server ldap-03: "
        "slapcat backups, sync and entry-count checks, read-only freeze, slapcat seed, syncrepl re-point, "
        "contextCSN convergence and load-balancer pool change.")

# (key, deps, text, hand paraphrase, identifiers-moved rewrite or None)
STEPS = [
    (1, [], "Open change CHG-4471 and announce a write freeze on `dc=example,dc=com` from 02:00 to 04:00 UTC.",
     "Raise CHG-4471 and tell the directory users that `dc=example,dc=com` takes no writes between 02:00 and 04:00 UTC.",
     "Announce the `dc=example,dc=com` write freeze (02:00 to 04:00 UTC) under change CHG-4471, opened first."),
    (2, [1], "Back up ldap-01 with `slapcat -n 0 -l /backup/ldap-01-config.ldif` and `slapcat -n 1 -l /backup/ldap-01-data.ldif`.",
     "Take an export of both ldap-01 databases as the fallback copy: config through `slapcat -n 0 -l /backup/ldap-01-config.ldif`, data through `slapcat -n 1 -l /backup/ldap-01-data.ldif`.",
     None),
    (3, [1], "Check that the pair is in sync: the `contextCSN` read with `ldapsearch -x -H ldap://ldap-02.example.com -s base -b dc=example,dc=com contextCSN` must equal ldap-01's for server IDs 001 and 002.",
     "Prove the two providers agree before anything is touched: for server IDs 001 and 002, the values that `ldapsearch -x -H ldap://ldap-02.example.com -s base -b dc=example,dc=com contextCSN` returns have to be identical to ldap-01's `contextCSN`.",
     "For server IDs 001 and 002, ldap-02 (`ldapsearch -x -H ldap://ldap-02.example.com -s base -b dc=example,dc=com contextCSN`) and ldap-01 must show the same `contextCSN`; confirm this, the pair is in sync."),
    (4, [1], "Count the entries on ldap-01 and ldap-02 with `ldapsearch -x -LLL -b dc=example,dc=com dn | grep -c '^dn:'`; the two counts must be equal.",
     "Run the entry count `ldapsearch -x -LLL -b dc=example,dc=com dn | grep -c '^dn:'` against both ldap-01 and ldap-02 and expect the very same number from each.",
     None),
    (5, [2, 3, 4], "Remove ldap-02 from the load-balancer pool `ldap-vip` so that every client is served by ldap-01.",
     "Drain ldap-02 out of the `ldap-vip` balancer pool; from then on ldap-01 answers all clients alone.",
     "So that clients only reach ldap-01, take ldap-02 out of the `ldap-vip` pool on the load balancer."),
    (6, [5], "Set ldap-02 read-only with `olcReadOnly: TRUE` on `olcDatabase={1}mdb,cn=config` so no write lands on it during the swap.",
     "Freeze writes on ldap-02 by giving `olcDatabase={1}mdb,cn=config` the attribute `olcReadOnly: TRUE`, so nothing is written there while it is being replaced.",
     "With `olcReadOnly: TRUE` on `olcDatabase={1}mdb,cn=config`, make ldap-02 refuse writes for as long as the swap lasts."),
    (7, [1], "Build ldap-03 with the same OpenLDAP 2.6.7 packages, schema and TLS certificate as ldap-02, and give it `olcServerID: 3`.",
     "Install the new host ldap-03 from the identical OpenLDAP 2.6.7 packages, carry over ldap-02's schema and TLS certificate, and set `olcServerID: 3`.",
     "Give the new host ldap-03 `olcServerID: 3` and build it like ldap-02: OpenLDAP 2.6.7 packages, same schema, same TLS certificate."),
    (8, [6], "Export the live data from ldap-01 with `slapcat -n 1 -l /tmp/seed.ldif` and copy the file to ldap-03.",
     "Dump ldap-01's current data by running `slapcat -n 1 -l /tmp/seed.ldif` and transfer that file over to ldap-03.",
     None),
    (9, [7], "Have the directory owner sign off the ldap-03 syncrepl stanza (`rid=101`, `provider=ldap://ldap-01.example.com`, `type=refreshAndPersist`) against the design.",
     "Get the directory owner's signature on the replication stanza for ldap-03 (`rid=101`, `provider=ldap://ldap-01.example.com`, `type=refreshAndPersist`) after comparing it with the design.",
     "The syncrepl stanza `rid=101`, `provider=ldap://ldap-01.example.com`, `type=refreshAndPersist` of ldap-03 is compared with the design and signed off by the directory owner."),
    (10, [8, 9], "With slapd stopped on ldap-03, load the seed with `slapadd -n 1 -q -l /tmp/seed.ldif` and run `chown -R ldap:ldap /var/lib/ldap`.",
     "Keep the daemon down on ldap-03, bulk-import the seed through `slapadd -n 1 -q -l /tmp/seed.ldif`, then give the database files back to the service user with `chown -R ldap:ldap /var/lib/ldap`.",
     "`slapadd -n 1 -q -l /tmp/seed.ldif` loads the seed on ldap-03 while slapd is stopped there; afterwards `chown -R ldap:ldap /var/lib/ldap`."),
    (11, [10], "Test the new configuration offline with `slaptest -F /etc/openldap/slapd.d -u` and fix any error before starting slapd.",
     "Have the config checker `slaptest -F /etc/openldap/slapd.d -u` read the setup without the server running, and clear every complaint it prints first.",
     None),
    (12, [11], "Start slapd on ldap-03 with `olcMirrorMode: TRUE` and its syncrepl to ldap-01.",
     "Bring the daemon up on ldap-03, mirror mode switched on (`olcMirrorMode: TRUE`) and replicating from ldap-01.",
     None),
    (13, [12], "On ldap-01, replace the syncrepl consumer that points at ldap-02 (`rid=102`) with one that points at ldap-03 (`rid=103`, `provider=ldap://ldap-03.example.com`).",
     "Aim ldap-01's replication at the new server: swap its consumer for ldap-02 (`rid=102`) for one directed at ldap-03 (`rid=103`, `provider=ldap://ldap-03.example.com`).",
     "Replace, on ldap-01, the consumer `rid=102` (towards ldap-02) by `rid=103` towards ldap-03 (`provider=ldap://ldap-03.example.com`)."),
    (14, [13], "Wait until `contextCSN` on ldap-03 equals ldap-01's for server IDs 001 and 003.",
     "Hold until ldap-03 has caught up: its `contextCSN` for server IDs 001 and 003 must read the same as on ldap-01.",
     "For server IDs 001 and 003, wait for ldap-03's `contextCSN` to match the one on ldap-01."),
    (15, [14], "Prove two-way replication: add `cn=repl-test,ou=probes,dc=example,dc=com` on ldap-03, read it on ldap-01, delete it on ldap-01 and see it disappear from ldap-03.",
     "Show that writes flow in both directions by creating `cn=repl-test,ou=probes,dc=example,dc=com` on ldap-03, finding it on ldap-01, removing it from ldap-01 and watching it vanish on ldap-03.",
     "Create the probe `cn=repl-test,ou=probes,dc=example,dc=com` on ldap-03, check that ldap-01 has it, delete it from ldap-01 and check that ldap-03 no longer has it: replication runs both ways."),
    (16, [14], "Stop slapd on ldap-02 and disable the service, keeping its disk untouched for 14 days.",
     "Shut down the daemon on ldap-02 and switch the unit off at boot; leave its disk as it is for 14 days.",
     None),
    (17, [15, 16], "Add ldap-03 to the `ldap-vip` pool and watch bind errors for 30 minutes; they must stay at zero.",
     "Put ldap-03 into the `ldap-vip` pool, then keep an eye on failed binds for half an hour, expecting none at all.",
     None),
    (18, [17], "Close CHG-4471 with the final `contextCSN` output attached.",
     "Attach the last `contextCSN` readings and close CHG-4471.",
     None),
]

GUARDS = {
    2: "backup: slapcat export of ldap-01 before the swap",
    3: "health: contextCSN of the pair agrees before the change",
    4: "verify: entry counts equal on both providers",
    9: "approval: directory owner signs off the syncrepl stanza",
    11: "dryrun: slaptest of the new configuration before start",
    14: "verify: ldap-03 contextCSN caught up before ldap-02 is stopped",
    15: "verify: two-way replication proven with a probe entry",
    17: "health: 30 minutes of bind errors at zero after ldap-03 joins the pool",
}
DROP_GUARD = 14

SPLITS = {
    2: ["Export the config database of ldap-01 as a backup with `slapcat -n 0 -l /backup/ldap-01-config.ldif`.",
        "Export its data database in the same way with `slapcat -n 1 -l /backup/ldap-01-data.ldif`."],
    13: ["On ldap-01, remove the syncrepl consumer `rid=102` that points at ldap-02.",
         "Add in its place a consumer for ldap-03: `rid=103`, `provider=ldap://ldap-03.example.com`."],
}

REGEN_SPLIT = [
    (4, ["Count the directory entries on ldap-01 with `ldapsearch -x -LLL -b dc=example,dc=com dn | grep -c '^dn:'`.",
         "Then the same count on ldap-02; both numbers have to match."]),
    (14, ["Keep reading `contextCSN` on ldap-03 after the re-point.",
          "Go on only once its values for server IDs 001 and 003 are the same as ldap-01's."]),
]

SERIALIZE = [2, 3, 4]

COMPRESS = [
    ([5, 6], "Take ldap-02 out of `ldap-vip` and make it read-only."),
    ([7, 9], "Build ldap-03 like ldap-02 and get its syncrepl stanza signed off."),
    ([10, 11], "Load the seed on ldap-03 with `slapadd` and check the config."),
    ([12, 13], "Start ldap-03 in mirror mode and point ldap-01's syncrepl at it."),
    ([17, 18], "Add ldap-03 to the pool, watch for errors and close the change."),
]

LOST = {"remove": (14, 16), "add": [(13, 16)],
        "why": "ldap-02 is stopped as soon as ldap-01 is re-pointed, without waiting for ldap-03's contextCSN to catch up"}

TARGET = {"step": 7, "old": "olcServerID: 3", "new": "olcServerID: 1", "kind": "server ID (duplicates ldap-01's)"}

OPERATION = {"step": 6,
             "text": "Set ldap-02 read-only with `olcReadOnly: FALSE` on `olcDatabase={1}mdb,cn=config` so no write lands on it during the swap.",
             "change": "value flipped inside the code span only: olcReadOnly TRUE -> FALSE, prose still says read-only"}
