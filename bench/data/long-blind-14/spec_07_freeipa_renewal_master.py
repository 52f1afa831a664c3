"""lb14_07: identity, FreeIPA domain corp.example.net, CA renewal master and CRL generation moved from ipa01
to ipa04, clients repointed, ipa01 removed from the topology and retired."""

ID = "lb14_07"
TASK = ("Retire FreeIPA server ipa01.corp.example.net: move the CA renewal master and CRL generation to "
        "ipa04.corp.example.net, close the topology gaps, repoint SSSD clients and applications, remove ipa01 "
        "from the topology and uninstall it.")

STEPS = [
    (1, [],
     "Open CHG-31877 to retire `ipa01.corp.example.net` (RHEL 8.10, FreeIPA 4.9.13) and move its CA renewal "
     "master and CRL generation roles to `ipa04.corp.example.net` (RHEL 9.4, FreeIPA 4.11.1).",
     "Raise CHG-31877 for decommissioning `ipa01.corp.example.net`, which runs FreeIPA 4.9.13 on RHEL 8.10, "
     "after its CA renewal master and CRL generation roles have gone to `ipa04.corp.example.net` (FreeIPA "
     "4.11.1 on RHEL 9.4).",
     "CHG-31877: the CA renewal master and CRL generation roles go to `ipa04.corp.example.net` (RHEL 9.4, "
     "FreeIPA 4.11.1), and `ipa01.corp.example.net` (RHEL 8.10, FreeIPA 4.9.13) is retired; open it."),
    (2, [1],
     "On ipa01 run `ipa-backup --data --online` and copy the new directory under `/var/lib/ipa/backup/` to "
     "`backup01:/srv/ipa/ipa01/` with its `header` file.",
     "Take an online data backup on ipa01 with `ipa-backup --online --data`, then copy the directory it "
     "creates in `/var/lib/ipa/backup/`, `header` file included, to `backup01:/srv/ipa/ipa01/`.",
     None),
    (3, [1],
     "Run `ipa-healthcheck --failures-only --output-type human` on ipa01, ipa02, ipa03 and ipa04; none may "
     "report an `ERROR` or `CRITICAL` result.",
     "On each of ipa01, ipa02, ipa03 and ipa04, `ipa-healthcheck --output-type human --failures-only` must come "
     "back without a single `ERROR` or `CRITICAL` result.",
     "No `ERROR` or `CRITICAL` result may appear when `ipa-healthcheck --failures-only --output-type human` runs "
     "on ipa01, ipa02, ipa03 and ipa04."),
    (4, [1],
     "Check replication: `ipa-replica-manage list -v ipa01.corp.example.net` must show `Incremental update "
     "succeeded` for every agreement, and `ipa-csreplica-manage list ipa01.corp.example.net` the same for the "
     "CA agreements.",
     "Look at the replication agreements of ipa01: every one listed by `ipa-replica-manage list --verbose "
     "ipa01.corp.example.net` has to say `Incremental update succeeded`, and so must the CA agreements in "
     "`ipa-csreplica-manage list ipa01.corp.example.net`.",
     None),
    (5, [2, 3, 4],
     "Get the IAM lead (s.kowalski) to approve CHG-31877 with the backup path, the healthcheck output and the "
     "replication status attached.",
     "CHG-31877 needs the approval of s.kowalski as IAM lead; the backup path, the healthcheck output and the "
     "replication status go with the request.",
     "With the healthcheck output, the replication status and the backup path attached, CHG-31877 is approved "
     "by the IAM lead, s.kowalski."),
    (6, [5],
     "Confirm ipa04 holds the CA role: `ipa server-role-find --role \"CA server\"` lists ipa01, ipa02 and "
     "ipa04, and `ipa config-show` still names ipa01 as `IPA CA renewal master`.",
     "Make sure ipa04 is a CA server: `ipa server-role-find --role \"CA server\"` should list ipa01, ipa02 "
     "and ipa04, and `ipa config-show` should, for now, still give ipa01 as `IPA CA renewal master`.",
     None),
    (7, [6],
     "Move the renewal master: `ipa config-mod --ca-renewal-master-server=ipa04.corp.example.net`.",
     "Hand the CA renewal master role to ipa04 with `ipa config-mod "
     "--ca-renewal-master-server=ipa04.corp.example.net`.",
     "`ipa config-mod --ca-renewal-master-server=ipa04.corp.example.net` moves the renewal master."),
    (8, [7],
     "Check the move: `ipa config-show` gives `IPA CA renewal master: ipa04.corp.example.net`, and `getcert "
     "list` on ipa04 shows the 9 CA subsystem certificates tracked with status `MONITORING`.",
     "See that it took: `ipa config-show` has to read `IPA CA renewal master: ipa04.corp.example.net`, and on "
     "ipa04 `getcert list` has to list 9 CA subsystem certificates, each in status `MONITORING`.",
     "On ipa04, `getcert list` must show the 9 CA subsystem certificates tracked with status `MONITORING`, and "
     "`ipa config-show` must give `IPA CA renewal master: ipa04.corp.example.net`."),
    (9, [7],
     "On ipa01, stop CRL generation with `ipa-crlgen-manage disable`.",
     "Switch CRL generation off on ipa01 by running `ipa-crlgen-manage disable` there.",
     None),
    (10, [9],
     "On ipa04 run `ipa-crlgen-manage enable`, check `ipa-crlgen-manage status` reports `CRL generation: "
     "enabled`, and that `http://ipa04.corp.example.net/ipa/crl/MasterCRL.bin` has a `Last Update` within the "
     "last 4 hours.",
     "Turn CRL generation on for ipa04 with `ipa-crlgen-manage enable`; `ipa-crlgen-manage status` should then "
     "say `CRL generation: enabled`, and the `Last Update` of `http://ipa04.corp.example.net/ipa/crl/MasterCRL.bin` "
     "should be no older than 4 hours.",
     "`http://ipa04.corp.example.net/ipa/crl/MasterCRL.bin` must show a `Last Update` within the last 4 hours "
     "and `ipa-crlgen-manage status` must report `CRL generation: enabled` after `ipa-crlgen-manage enable` is "
     "run on ipa04."),
    (11, [8, 10],
     "Close the gaps ipa01 will leave: `ipa topologysegment-add domain ipa03-to-ipa04 "
     "--leftnode=ipa03.corp.example.net --rightnode=ipa04.corp.example.net` and the same segment in the `ca` "
     "suffix, so every server keeps 2 or more segments in each suffix.",
     "Add the segments needed once ipa01 is gone, `ipa topologysegment-add domain ipa03-to-ipa04 "
     "--leftnode=ipa03.corp.example.net --rightnode=ipa04.corp.example.net` plus the matching one in the `ca` "
     "suffix, so that no server ends up with fewer than 2 segments in either suffix.",
     None),
    (12, [11],
     "Dry-run the client change on the canary group: `ansible-playbook sssd-ipa.yml --check --diff --limit "
     "canary_ipa -e ipa_servers=ipa04,ipa02,ipa03` must show only the `ipa_server` line of `/etc/sssd/sssd.conf` "
     "changing on the 20 canary hosts.",
     "Try the client change in check mode on the 20 canary hosts first, `ansible-playbook sssd-ipa.yml -C -D -l "
     "canary_ipa -e ipa_servers=ipa04,ipa02,ipa03`; the diff may only touch the `ipa_server` line in "
     "`/etc/sssd/sssd.conf`.",
     "On the 20 canary hosts, `ansible-playbook sssd-ipa.yml --limit canary_ipa --check --diff -e "
     "ipa_servers=ipa04,ipa02,ipa03` must show the `ipa_server` line of `/etc/sssd/sssd.conf` as the only "
     "change."),
    (13, [12],
     "Apply it to all clients: `ansible-playbook sssd-ipa.yml --limit linux_all --forks 50 -e "
     "ipa_servers=ipa04,ipa02,ipa03` on the 1,340 hosts, then restart `sssd` in batches of 50.",
     "Roll the change out everywhere with `ansible-playbook sssd-ipa.yml --limit linux_all --forks 50 -e "
     "ipa_servers=ipa04,ipa02,ipa03` across the 1,340 hosts, restarting `sssd` 50 hosts at a time.",
     "On the 1,340 hosts, run `ansible-playbook sssd-ipa.yml --forks 50 --limit linux_all -e "
     "ipa_servers=ipa04,ipa02,ipa03`, then restart `sssd` in batches of 50."),
    (14, [13],
     "Watch ipa01 for 24 hours: `/var/log/dirsrv/slapd-CORP-EXAMPLE-NET/access` must show fewer than 10 client "
     "binds per hour and the KDC log no AS-REQ from the 1,340 hosts.",
     "Leave ipa01 running 24 hours and watch its logs: under 10 client binds an hour in "
     "`/var/log/dirsrv/slapd-CORP-EXAMPLE-NET/access`, and no AS-REQ at all in the KDC log from any of the "
     "1,340 hosts.",
     "For 24 hours after the client change, fewer than 10 client binds per hour may show in "
     "`/var/log/dirsrv/slapd-CORP-EXAMPLE-NET/access` on ipa01, and the KDC log no AS-REQ from the 1,340 hosts."),
    (15, [13],
     "Repoint the 6 applications that bind to `ldaps://ipa01.corp.example.net:636` (Jira, GitLab, Vault, "
     "Grafana, Harbor, Zabbix) to `ldaps://ipa-ldap.corp.example.net:636` and test one login on each.",
     "Change the 6 applications still bound to `ldaps://ipa01.corp.example.net:636`, namely Jira, GitLab, "
     "Vault, Grafana, Harbor and Zabbix, over to `ldaps://ipa-ldap.corp.example.net:636`, and log in once on "
     "each to test.",
     None),
    (16, [14, 15],
     "From ipa02, remove ipa01 from the topology: `ipa server-del ipa01.corp.example.net`.",
     "Take ipa01 out of the replication topology by running `ipa server-del ipa01.corp.example.net` on ipa02.",
     "`ipa server-del ipa01.corp.example.net`, run from ipa02, removes ipa01 from the topology."),
    (17, [16],
     "On ipa01 run `ipa-server-install --uninstall -U`, then power off VM `ipa01` in vCenter and keep it for 14 "
     "days.",
     "Uninstall the server software on ipa01 with `ipa-server-install --uninstall -U`, and afterwards shut VM "
     "`ipa01` down in vCenter, keeping it 14 days.",
     None),
    (18, [16],
     "Check what remains: `ipa-healthcheck --failures-only` clean on ipa02, ipa03 and ipa04, and `ipa "
     "topologysuffix-verify domain` and `ipa topologysuffix-verify ca` report no disconnected servers.",
     "Make sure the remaining servers are sound: on ipa02, ipa03 and ipa04 `ipa-healthcheck --failures-only` "
     "has nothing to report, and neither `ipa topologysuffix-verify domain` nor `ipa topologysuffix-verify ca` "
     "finds a disconnected server.",
     "`ipa topologysuffix-verify domain` and `ipa topologysuffix-verify ca` must report no disconnected servers, "
     "and `ipa-healthcheck --failures-only` must be clean on ipa02, ipa03 and ipa04."),
    (19, [16],
     "Clean up DNS: run `ipa dns-update-system-records`, delete the A record of ipa01, and check that `dig "
     "_ldap._tcp.corp.example.net SRV` no longer returns ipa01.",
     "Tidy DNS by running `ipa dns-update-system-records` and deleting ipa01's A record; `dig "
     "_ldap._tcp.corp.example.net SRV` must then come back without ipa01.",
     None),
    (20, [18, 19],
     "Take a full backup on the new renewal master, `ipa-backup` on ipa04, and copy it to "
     "`backup01:/srv/ipa/ipa04/`.",
     "Back up ipa04, now the renewal master, in full with `ipa-backup`, and put the copy in "
     "`backup01:/srv/ipa/ipa04/`.",
     "Copy a full `ipa-backup` of ipa04, the new renewal master, to `backup01:/srv/ipa/ipa04/`."),
    (21, [17, 20],
     "Close CHG-31877 and open TSK-20931 to delete VM `ipa01` after the 14 days.",
     "Close out CHG-31877, raising TSK-20931 so that VM `ipa01` is deleted once the 14 days are up.",
     None),
]

GUARDS = {
    2: "backup: ipa-backup of ipa01 copied off the host",
    3: "health: ipa-healthcheck clean on all servers before the change",
    5: "approval: IAM lead approves CHG-31877",
    8: "verify: renewal master moved and certificates monitored on ipa04",
    12: "dryrun: Ansible check-mode diff on the canary clients",
    14: "health: 24-hour watch that ipa01 has no client traffic left before removal",
    18: "verify: healthcheck and topology verification after the removal",
}
DROP_GUARD = 14

SPLITS = {
    10: ("On ipa04 run `ipa-crlgen-manage enable` and check that `ipa-crlgen-manage status` reports "
         "`CRL generation: enabled`.",
         "Then check that `http://ipa04.corp.example.net/ipa/crl/MasterCRL.bin` shows a `Last Update` within the "
         "last 4 hours."),
    17: ("On ipa01 run `ipa-server-install --uninstall -U`.",
         "After that, power off VM `ipa01` in vCenter and keep it for 14 days."),
}

REGEN_SPLIT = (13, (
    "Roll the SSSD change out to every client: `ansible-playbook sssd-ipa.yml --limit linux_all --forks 50 -e "
    "ipa_servers=ipa04,ipa02,ipa03`, which covers the 1,340 hosts.",
    "Restart `sssd` afterwards, 50 hosts per batch."))

SERIALIZE = [3, 4]

COMPRESS = [
    ([1, 2], "Open CHG-31877 and back up ipa01."),
    ([7, 8], "Make ipa04 the CA renewal master and check it."),
    ([9, 10], "Move CRL generation from ipa01 to ipa04."),
    ([12, 13], "Repoint SSSD on the clients to ipa04, ipa02 and ipa03 with Ansible."),
    ([16, 17], "Delete ipa01 from the topology and uninstall it."),
    ([20, 21], "Back up ipa04 and close CHG-31877."),
]

LOST = {"remove": (8, 11), "add": [(8, 20)],
        "why": "the topology work and the removal of ipa01 no longer wait for the check that the CA renewal "
               "master really moved to ipa04"}

TARGET = {"step": 16, "old": "ipa01", "new": "ipa03", "kind": "server FQDN"}

OPERATION = {"step": 19,
             "text": "Clean up DNS: run `ipa dns-update-system-records --dry-run`, delete the A record of ipa01, "
                     "and check that `dig _ldap._tcp.corp.example.net SRV` no longer returns ipa01.",
             "change": "system records updated -> only previewed with --dry-run, prose kept"}
