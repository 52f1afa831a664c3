"""lt27_07: FreeIPA realm CORP.EXAMPLE, ipa01/ipa02 (RHEL 8) replaced by ipa03/ipa04 (RHEL 9), CA roles moved."""

ID = "lt27_07"
TASK = ("Replace the FreeIPA servers ipa01 and ipa02 (RHEL 8.8) of realm CORP.EXAMPLE with new replicas ipa03 and "
        "ipa04 (RHEL 9.4): replicas with CA and DNS, CA renewal and CRL generation moved to ipa03, 860 clients "
        "repointed in a pilot and a fleet wave, stragglers fixed, and the old servers removed with their disks kept "
        "for 30 days.")

STEPS = [
    (1, [],
     "Open change CHG-66120 to replace the FreeIPA servers ipa01.corp.example and ipa02.corp.example (RHEL 8.8, IPA "
     "4.9.12) with ipa03.corp.example and ipa04.corp.example (RHEL 9.4, IPA 4.11.1) in realm CORP.EXAMPLE; 860 "
     "enrolled clients, window 2025-11-08 to 2025-11-15.",
     "Raise CHG-66120 for realm CORP.EXAMPLE: ipa03.corp.example and ipa04.corp.example (RHEL 9.4 with IPA 4.11.1) "
     "take over from ipa01.corp.example and ipa02.corp.example (RHEL 8.8 with IPA 4.9.12); 860 clients are "
     "enrolled, and the window runs from 2025-11-08 to 2025-11-15.",
     "Between 2025-11-08 and 2025-11-15, with 860 enrolled clients, CHG-66120 replaces ipa01.corp.example and "
     "ipa02.corp.example (RHEL 8.8, IPA 4.9.12) by ipa03.corp.example and ipa04.corp.example (RHEL 9.4, IPA 4.11.1) "
     "in realm CORP.EXAMPLE; open it."),
    (2, [1],
     "On ipa02, take a full offline backup with `ipa-backup` (the IPA services stop for about 4 minutes) and copy "
     "`/var/lib/ipa/backup/ipa-full-*` to `backup01:/srv/ipa/chg-66120/`.",
     "Run a full, offline `ipa-backup` on ipa02, which halts its IPA services for roughly 4 minutes, then transfer "
     "`/var/lib/ipa/backup/ipa-full-*` to `backup01:/srv/ipa/chg-66120/`.",
     None),
    (3, [1],
     "On ipa01, take a data backup without stopping anything, `ipa-backup --data --online`, and copy "
     "`/var/lib/ipa/backup/ipa-data-*` to `backup01:/srv/ipa/chg-66120/`.",
     "Back up the data of ipa01 while it keeps serving (`ipa-backup --online --data`) and put "
     "`/var/lib/ipa/backup/ipa-data-*` on `backup01:/srv/ipa/chg-66120/` as well.",
     "Copy `/var/lib/ipa/backup/ipa-data-*` to `backup01:/srv/ipa/chg-66120/` after an online data backup on ipa01 "
     "(`ipa-backup --data --online`), which stops nothing."),
    (4, [1],
     "Run `ipa-healthcheck --failures-only --output-type json` on ipa01 and on ipa02; both must print `[]`.",
     "On each of the 2 old servers, ipa01 and ipa02, the output of `ipa-healthcheck --output-type json "
     "--failures-only` has to be `[]`.",
     None),
    (5, [1],
     "Check replication: `ipa topologysuffix-verify domain` and `ipa topologysuffix-verify ca` report no errors, and "
     "`ipa-replica-manage list -v ipa01.corp.example` shows `Incremental update succeeded` for ipa02.",
     "Verify that replication is healthy: no errors from `ipa topologysuffix-verify domain` or from `ipa "
     "topologysuffix-verify ca`, and `Incremental update succeeded` for ipa02 in `ipa-replica-manage list -v "
     "ipa01.corp.example`.",
     "`Incremental update succeeded` must show for ipa02 in `ipa-replica-manage list -v ipa01.corp.example`, and "
     "`ipa topologysuffix-verify domain` and `ipa topologysuffix-verify ca` must report no errors: that checks "
     "replication."),
    (6, [1],
     "Note who holds the CA roles: `ipa config-show` must show `IPA CA renewal master: ipa01.corp.example`, and "
     "`ipa-crlgen-manage status` on ipa01 must say `CRL generation: enabled`.",
     "Record which server owns the CA duties today: `IPA CA renewal master: ipa01.corp.example` in `ipa config-show`, "
     "and `CRL generation: enabled` from `ipa-crlgen-manage status` on ipa01.",
     None),
    (7, [2, 3, 4, 5, 6],
     "Get the identity service owner @rfischer and the security architect @akumar to sign off CHG-66120 at the IAM "
     "change board, with the two backup paths and the three check outputs attached.",
     "At the IAM change board, have @rfischer (identity service owner) and @akumar (security architect) sign off "
     "CHG-66120; attach both backup paths and the outputs of the three checks.",
     "With the two backup paths and the three check outputs attached, CHG-66120 needs the sign-off of @rfischer, the "
     "identity service owner, and @akumar, the security architect, at the IAM change board."),
    (8, [7],
     "Build ipa03 on kvm-host05 from template `rhel94-base` (4 vCPU, 8 GiB, IP 10.50.1.13) and install the packages "
     "with `dnf -y install ipa-server ipa-server-dns`.",
     "Create the VM ipa03 on kvm-host05 using the `rhel94-base` template (IP 10.50.1.13, 8 GiB, 4 vCPU), then add the "
     "server packages: `dnf -y install ipa-server ipa-server-dns`.",
     None),
    (9, [7],
     "Build ipa04 on kvm-host06 from the same template (IP 10.50.1.14) and run `dnf -y install ipa-server "
     "ipa-server-dns`.",
     "In parallel, bring up ipa04 on kvm-host06 from that template too, with IP 10.50.1.14, and install the "
     "packages through `dnf -y install ipa-server ipa-server-dns`.",
     "`dnf -y install ipa-server ipa-server-dns` goes onto ipa04, built on kvm-host06 from the same template with IP "
     "10.50.1.14."),
    (10, [8],
     "On ipa03, install the replica with CA and DNS: `ipa-replica-install --setup-ca --setup-dns --forwarder "
     "10.50.0.53 --principal admin --unattended`; it takes about 25 minutes and must end with `The "
     "ipa-replica-install command was successful`.",
     "Turn ipa03 into a replica that also carries the CA and DNS, `ipa-replica-install --principal admin --setup-dns "
     "--setup-ca --forwarder 10.50.0.53 --unattended`; after roughly 25 minutes the last line has to be `The "
     "ipa-replica-install command was successful`.",
     None),
    (11, [9],
     "On ipa04, run the same `ipa-replica-install --setup-ca --setup-dns --forwarder 10.50.0.53 --principal admin "
     "--unattended` and wait for the same success line.",
     "Repeat the replica install on ipa04 with identical options, `ipa-replica-install --forwarder 10.50.0.53 "
     "--setup-ca --setup-dns --principal admin --unattended`, and wait until it prints the same success line.",
     "Wait for the same success line after `ipa-replica-install --setup-ca --setup-dns --forwarder 10.50.0.53 "
     "--principal admin --unattended` on ipa04."),
    (12, [10],
     "Check ipa03: `ipa-healthcheck --failures-only` prints `[]` and `ipa-replica-manage list -v ipa03.corp.example` "
     "shows `Incremental update succeeded` for its agreement with ipa01.",
     "Verify the new replica ipa03: the output of `ipa-healthcheck --failures-only` is `[]`, and `ipa-replica-manage "
     "list -v ipa03.corp.example` reports `Incremental update succeeded` on the agreement with ipa01.",
     None),
    (13, [11],
     "Check ipa04 the same way: `ipa-healthcheck --failures-only` prints `[]` and `ipa-replica-manage list -v "
     "ipa04.corp.example` shows `Incremental update succeeded`.",
     "Run the same checks on ipa04: `[]` from `ipa-healthcheck --failures-only`, and `Incremental update succeeded` "
     "in `ipa-replica-manage list -v ipa04.corp.example`.",
     "`ipa-healthcheck --failures-only` must print `[]` and `ipa-replica-manage list -v ipa04.corp.example` must show "
     "`Incremental update succeeded`: check ipa04 the same way."),
    (14, [12, 13],
     "Link the two new servers directly: `ipa topologysegment-add domain ipa03-to-ipa04 "
     "--leftnode=ipa03.corp.example --rightnode=ipa04.corp.example`, the same in suffix `ca`, and confirm with `ipa "
     "topologysuffix-verify domain` and `ipa topologysuffix-verify ca`.",
     "Give ipa03 and ipa04 their own replication segment, `ipa topologysegment-add domain ipa03-to-ipa04 "
     "--rightnode=ipa04.corp.example --leftnode=ipa03.corp.example`, add the equivalent one in the `ca` suffix, and "
     "check both suffixes with `ipa topologysuffix-verify domain` and `ipa topologysuffix-verify ca`.",
     None),
    (15, [14],
     "Move the CA renewal role to ipa03: `ipa config-mod --ca-renewal-master-server=ipa03.corp.example`.",
     "Make ipa03 the server that renews the CA's own certificates, with `ipa config-mod "
     "--ca-renewal-master-server=ipa03.corp.example`.",
     "`ipa config-mod --ca-renewal-master-server=ipa03.corp.example` moves the CA renewal role to ipa03."),
    (16, [14],
     "Move CRL generation: on ipa01 run `ipa-crlgen-manage disable`, then on ipa03 `ipa-crlgen-manage enable`, so "
     "that only 1 server ever generates the CRL.",
     "Hand CRL generation over to ipa03: first `ipa-crlgen-manage disable` on ipa01, then `ipa-crlgen-manage enable` "
     "on ipa03; that way no more than 1 server produces the CRL at any time.",
     None),
    (17, [15, 16],
     "Check both roles on ipa03: `ipa config-show` shows `IPA CA renewal master: ipa03.corp.example`, "
     "`ipa-crlgen-manage status` on ipa03 says `enabled`, and `curl -s http://ipa03.corp.example/ipa/crl/MasterCRL.bin "
     "| openssl crl -inform DER -noout -lastupdate` is less than 4 hours old.",
     "Confirm that ipa03 now holds both duties: `IPA CA renewal master: ipa03.corp.example` in `ipa config-show`, "
     "`enabled` from `ipa-crlgen-manage status` on ipa03, and a last update under 4 hours ago from `curl -s "
     "http://ipa03.corp.example/ipa/crl/MasterCRL.bin | openssl crl -inform DER -noout -lastupdate`.",
     "The CRL from `curl -s http://ipa03.corp.example/ipa/crl/MasterCRL.bin | openssl crl -inform DER -noout "
     "-lastupdate` must be less than 4 hours old, `ipa-crlgen-manage status` on ipa03 must say `enabled`, and `ipa "
     "config-show` must show `IPA CA renewal master: ipa03.corp.example`: check both roles on ipa03."),
    (18, [17],
     "Point the legacy LDAP name at the new server with `ipa dnsrecord-mod corp.example ldap "
     "--cname-rec=ipa03.corp.example.` (TTL 300), for the apps that use `ldaps://ldap.corp.example:636`.",
     "For applications configured with `ldaps://ldap.corp.example:636`, repoint the old LDAP alias to the new server: "
     "`ipa dnsrecord-mod corp.example ldap --cname-rec=ipa03.corp.example.`, TTL 300.",
     None),
    (19, [17],
     "Pilot the client change on the 40 hosts of group `sssd_pilot`: `ansible-playbook -i inventories/prod "
     "sssd-servers.yml --limit sssd_pilot` sets `ipa_server = _srv_, ipa03.corp.example, ipa04.corp.example` in "
     "`/etc/sssd/sssd.conf` and restarts `sssd`.",
     "Try the client change on the pilot group `sssd_pilot` (40 hosts) first: the playbook run `ansible-playbook "
     "--limit sssd_pilot -i inventories/prod sssd-servers.yml` writes `ipa_server = _srv_, ipa03.corp.example, "
     "ipa04.corp.example` into `/etc/sssd/sssd.conf` and restarts `sssd`.",
     "`ansible-playbook -i inventories/prod sssd-servers.yml --limit sssd_pilot` pilots the client change on the 40 "
     "hosts of `sssd_pilot`: it restarts `sssd` after setting `ipa_server = _srv_, ipa03.corp.example, "
     "ipa04.corp.example` in `/etc/sssd/sssd.conf`."),
    (20, [19],
     "Let the pilot hosts run for 2 hours: `kinit svc-probe`, `id rfischer` and `sudo -l -U svc-probe` must work on "
     "all 40, and `/var/log/sssd/sssd_corp.example.log` must not show `Backend is offline`.",
     "Give the pilot 2 hours; during that time `kinit svc-probe`, `id rfischer` and `sudo -l -U svc-probe` have to "
     "succeed on every one of the 40 hosts, with no `Backend is offline` in `/var/log/sssd/sssd_corp.example.log`.",
     None),
    (21, [20],
     "Roll the change out to the other 820 clients with `ansible-playbook -i inventories/prod sssd-servers.yml "
     "--limit 'ipa_clients:!sssd_pilot'` in batches of 100, and check that the play recap shows `ok` for all 820.",
     "Extend the rollout to the remaining 820 clients, 100 at a time, with `ansible-playbook --limit "
     "'ipa_clients:!sssd_pilot' -i inventories/prod sssd-servers.yml`; the play recap must list `ok` for all 820.",
     "In batches of 100, `ansible-playbook -i inventories/prod sssd-servers.yml --limit 'ipa_clients:!sssd_pilot'` "
     "rolls the change out to the other 820 clients; the play recap must show `ok` for all 820."),
    (22, [18, 21],
     "Watch the access logs of ipa01 and ipa02 for 24 hours: `/var/log/dirsrv/slapd-CORP-EXAMPLE/access` may show "
     "binds from no more than 10 clients, and each of them goes into `/root/chg-66120/stragglers.txt`.",
     "For a day, keep watching the directory access logs on ipa01 and ipa02 "
     "(`/var/log/dirsrv/slapd-CORP-EXAMPLE/access`): at most 10 clients may still bind there, and every one of them "
     "is written into `/root/chg-66120/stragglers.txt`.",
     None),
    (23, [22],
     "Repoint every client in `/root/chg-66120/stragglers.txt` to `ldap.corp.example` or to the SRV records, one "
     "ticket per application under CHG-66120, until the ipa01 and ipa02 access logs show 0 binds for 4 hours.",
     "Work through `/root/chg-66120/stragglers.txt`, moving each client onto `ldap.corp.example` or the SRV records "
     "with one ticket per application under CHG-66120, until 4 hours pass with 0 binds in the access logs of ipa01 "
     "and ipa02.",
     "Until the access logs of ipa01 and ipa02 show 0 binds for 4 hours, repoint the clients of "
     "`/root/chg-66120/stragglers.txt` (one ticket per application under CHG-66120) to `ldap.corp.example` or to "
     "the SRV records."),
    (24, [23],
     "Before anything is removed, confirm with `ipa server-role-find --status enabled` that ipa03 and ipa04 both hold "
     "`CA server` and `DNS server`, and that `ipa-healthcheck --failures-only` prints `[]` on both.",
     "Prior to any removal, make sure `ipa server-role-find --status enabled` lists `CA server` and `DNS server` for "
     "ipa03 as well as ipa04, and that each of the 2 returns `[]` from `ipa-healthcheck --failures-only`.",
     None),
    (25, [24],
     "Take a fresh full backup on ipa04 with `ipa-backup` and copy it to `backup01:/srv/ipa/chg-66120/post/`.",
     "Run a new full `ipa-backup` on ipa04 and store it on `backup01:/srv/ipa/chg-66120/post/`.",
     None),
    (26, [25],
     "On ipa03, remove ipa01 from the topology with `ipa server-del ipa01.corp.example`, and check that "
     "`ipa-replica-manage list` no longer lists ipa01.corp.example.",
     "Delete ipa01 from the replication topology by running `ipa server-del ipa01.corp.example` on ipa03, then make "
     "sure ipa01.corp.example has disappeared from `ipa-replica-manage list`.",
     "`ipa server-del ipa01.corp.example`, run on ipa03, takes ipa01 out of the topology; afterwards "
     "`ipa-replica-manage list` must no longer list ipa01.corp.example."),
    (27, [26],
     "On ipa01, uninstall the server with `ipa-server-install --uninstall -U` and shut the VM down from kvm-host03 "
     "with `virsh shutdown ipa01`.",
     "Remove the IPA server software from ipa01 (`ipa-server-install --uninstall -U`), then power the VM off cleanly "
     "from kvm-host03: `virsh shutdown ipa01`.",
     None),
    (28, [26],
     "On ipa03, remove ipa02 the same way with `ipa server-del ipa02.corp.example`, and check that "
     "`ipa-replica-manage list` no longer lists ipa02.corp.example.",
     "Likewise delete ipa02 from the topology, again from ipa03: `ipa server-del ipa02.corp.example`; "
     "ipa02.corp.example must then be gone from `ipa-replica-manage list`.",
     None),
    (29, [28],
     "On ipa02, run `ipa-server-install --uninstall -U` and shut the VM down from kvm-host04 with `virsh shutdown "
     "ipa02`.",
     "Uninstall IPA on ipa02 using `ipa-server-install --uninstall -U`, and from kvm-host04 shut the VM down "
     "gracefully (`virsh shutdown ipa02`).",
     "`ipa-server-install --uninstall -U` on ipa02, then `virsh shutdown ipa02` from kvm-host04 to shut the VM down."),
    (30, [27],
     "On kvm-host03, undefine the ipa01 VM but keep its disk `/var/lib/libvirt/images/ipa01.qcow2` for 30 days: "
     "`virsh undefine ipa01`.",
     "Drop the ipa01 domain definition on kvm-host03 with `virsh undefine ipa01`, leaving its disk "
     "`/var/lib/libvirt/images/ipa01.qcow2` in place for 30 days.",
     "`virsh undefine ipa01` on kvm-host03 removes the definition of the ipa01 VM; its disk `/var/lib/libvirt/images/ipa01.qcow2` "
     "stays for 30 days."),
    (31, [29],
     "On kvm-host04, undefine ipa02 the same way and keep `/var/lib/libvirt/images/ipa02.qcow2` for 30 days: `virsh "
     "undefine ipa02`.",
     "Do the same on kvm-host04 for ipa02 (`virsh undefine ipa02`) and leave `/var/lib/libvirt/images/ipa02.qcow2` "
     "there for 30 days.",
     None),
    (32, [30, 31],
     "Check the remaining pair: `ipa topologysuffix-verify domain` and `ipa topologysuffix-verify ca` are clean with "
     "2 servers, and `ipa-healthcheck --failures-only` prints `[]` on ipa03 and on ipa04.",
     "Verify the pair that is left: with 2 servers, both `ipa topologysuffix-verify domain` and `ipa "
     "topologysuffix-verify ca` come back clean, and `ipa-healthcheck --failures-only` gives `[]` on ipa03 and ipa04.",
     "`ipa-healthcheck --failures-only` must print `[]` on ipa03 and on ipa04, and with 2 servers `ipa "
     "topologysuffix-verify domain` and `ipa topologysuffix-verify ca` must be clean."),
    (33, [32],
     "Remove ipa01 and ipa02 from Zabbix (host group `IdM servers`) and mark CMDB records CI-IDM-0007 and CI-IDM-0008 "
     "as retired.",
     "Take ipa01 and ipa02 out of the Zabbix host group `IdM servers` and set CMDB records CI-IDM-0007 and "
     "CI-IDM-0008 to retired.",
     None),
    (34, [32],
     "Delete the leftover DNS records of the old servers, `ipa dnsrecord-del corp.example ipa01 --del-all` and `ipa "
     "dnsrecord-del corp.example ipa02 --del-all`, and their PTR records in `1.50.10.in-addr.arpa.`.",
     "Clean up what DNS still holds for the old servers: `ipa dnsrecord-del corp.example ipa01 --del-all`, `ipa "
     "dnsrecord-del corp.example ipa02 --del-all`, plus the matching PTR records in zone `1.50.10.in-addr.arpa.`.",
     None),
    (35, [33, 34],
     "Close CHG-66120 with the backup paths, the straggler list and the final healthcheck output.",
     "Attach the backup paths, the list of stragglers and the last healthcheck output, then close CHG-66120.",
     None),
]

GUARDS = {
    2: "backup: full offline ipa-backup on ipa02 copied to backup01",
    3: "backup: online data backup on ipa01 copied to backup01",
    7: "approval: identity service owner and security architect sign off at the IAM change board",
    12: "health: ipa03 healthcheck clean and replicating",
    13: "health: ipa04 healthcheck clean and replicating",
    17: "verify: CA renewal and CRL generation confirmed on ipa03",
    20: "health: 2 hours of working logins on the 40 pilot clients before the fleet",
    24: "verify: both new servers hold CA and DNS roles before anything is removed",
    25: "backup: fresh full backup on ipa04 before the old servers are deleted",
    32: "verify: topology and healthcheck clean with the remaining 2 servers",
}
DROP_GUARD = 7

SPLITS = {
    16: ["On ipa01, stop CRL generation with `ipa-crlgen-manage disable`.",
         "Then enable it on ipa03, `ipa-crlgen-manage enable`, so that only 1 server ever generates the CRL."],
    21: ["Roll the change out to the other 820 clients with `ansible-playbook -i inventories/prod sssd-servers.yml "
         "--limit 'ipa_clients:!sssd_pilot'`, in batches of 100.",
         "Check the play recap afterwards: it must show `ok` for all 820."],
}

REGEN_SPLIT = {
    10: ["On ipa03, start the replica install with CA and DNS: `ipa-replica-install --setup-ca --setup-dns "
         "--forwarder 10.50.0.53 --principal admin --unattended`.",
         "Wait for it, about 25 minutes, until it prints `The ipa-replica-install command was successful`."],
    28: ["Now ipa02: from ipa03, take it out of the topology the same way, `ipa server-del ipa02.corp.example`.",
         "Then check that `ipa-replica-manage list` no longer lists ipa02.corp.example."],
}

SERIALIZE = [4, 5, 6]

COMPRESS = [
    ([8, 10], "Build ipa03 on kvm-host05 and install it as a replica with CA and DNS."),
    ([9, 11], "Build ipa04 on kvm-host06 and install it as a replica the same way."),
    ([12, 14], "Check ipa03 with `ipa-healthcheck` and add the ipa03-to-ipa04 segments in `domain` and `ca`."),
    ([15, 17], "Make ipa03 the CA renewal server (`ipa config-mod --ca-renewal-master-server=ipa03.corp.example`) "
               "and check the roles."),
    ([19, 20, 21], "Roll the new `ipa_server` list out with `sssd-servers.yml`, pilot group first, then all 820 "
                   "remaining clients."),
    ([23, 24], "Fix the stragglers and check that ipa03 and ipa04 hold the CA and DNS roles."),
    ([27, 30], "Uninstall IPA on ipa01, shut it down and undefine the VM on kvm-host03."),
    ([29, 31], "Uninstall IPA on ipa02, shut it down and undefine the VM on kvm-host04."),
    ([33, 35], "Clean up Zabbix and the CMDB and close CHG-66120."),
]

LOST = {"remove": (25, 26), "add": [(24, 26), (25, 35)],
        "why": "ipa01 is deleted from the topology (and then uninstalled) without waiting for the fresh full backup "
               "on ipa04"}

TARGET = {"step": 26, "old": "ipa01.corp.example", "new": "ipa04.corp.example",
          "kind": "FreeIPA server hostname in `ipa server-del` (ipa04 is one of the two new servers)"}

OPERATION = {"step": 30,
             "text": "On kvm-host03, undefine the ipa01 VM but keep its disk `/var/lib/libvirt/images/ipa01.qcow2` "
                     "for 30 days: `virsh undefine ipa01 --remove-all-storage`.",
             "change": "`--remove-all-storage` added to `virsh undefine`; the prose still says the disk is kept for "
                       "30 days, but the command deletes ipa01.qcow2 now"}
