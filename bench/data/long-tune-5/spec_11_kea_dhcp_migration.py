# lt5_11 - DNS/DHCP IPAM: ISC dhcpd -> Kea HA pair migration for a campus site, NetBox as source of truth
ID = "lt5_11"
TASK = ("Move DHCP for campus site MAN3 (10.64.0.0/16, 24 subnets) from ISC dhcpd 4.4 on dhcp-man3-01 to the Kea 2.4 "
        "hot-standby pair kea-man3-a/kea-man3-b, reconciled against NetBox, with relays switched on the distribution switches.")

STEPS = [
    (1, [], "Open NET-7781 to move DHCP for MAN3 (10.64.0.0/16, 24 subnets) from ISC dhcpd 4.4 on dhcp-man3-01 to the Kea 2.4 pair kea-man3-a/kea-man3-b.",
     "NET-7781 tracks the move of MAN3's DHCP (24 subnets in 10.64.0.0/16) off ISC dhcpd 4.4 on dhcp-man3-01 and onto kea-man3-a/kea-man3-b running Kea 2.4.",
     "Raise NET-7781: kea-man3-a/kea-man3-b (Kea 2.4) take over DHCP for MAN3 - 10.64.0.0/16, 24 subnets - from ISC dhcpd 4.4 on dhcp-man3-01."),
    (2, [1], "Get network CAB approval for NET-7781 in the Sat 06:00-08:00 window.",
     "The network CAB has to approve NET-7781 for the window on Sat 06:00-08:00.",
     None),
    (3, [1], "Back up the old server's state with `tar czf /backup/dhcpd-man3-20240706.tgz /etc/dhcp/dhcpd.conf /var/lib/dhcp/dhcpd.leases`.",
     "Take a copy of dhcpd.conf and the lease file from the old server: `tar czf /backup/dhcpd-man3-20240706.tgz /etc/dhcp/dhcpd.conf /var/lib/dhcp/dhcpd.leases`.",
     "`tar czf /backup/dhcpd-man3-20240706.tgz /etc/dhcp/dhcpd.conf /var/lib/dhcp/dhcpd.leases` keeps the old server's config and leases."),
    (4, [1], "Reconcile the MAN3 prefixes and reservations in NetBox with dhcpd.conf: 24 subnets and 312 fixed reservations, no mismatch.",
     "NetBox and dhcpd.conf must agree for MAN3 - 24 subnets, 312 fixed reservations, not a single difference.",
     None),
    (5, [3, 4], "Convert the config with `keama -4 -i dhcpd.conf -o kea-dhcp4.json` and apply the manual fixups listed in NET-7781.",
     "Run the converter (`keama -4 -i dhcpd.conf -o kea-dhcp4.json`), then make the hand fixups that NET-7781 lists.",
     "Apply the manual fixups from NET-7781 after converting with `keama -4 -i dhcpd.conf -o kea-dhcp4.json`."),
    (6, [5], "Test the config with `kea-dhcp4 -t /etc/kea/kea-dhcp4.conf` on both Kea servers; it must report no errors.",
     "On each of the two Kea servers, `kea-dhcp4 -t /etc/kea/kea-dhcp4.conf` is run as a syntax and semantics check, and any error means stop.",
     None),
    (7, [5], "Run `netbox-kea-diff --site MAN3 --config kea-dhcp4.json` and confirm 0 reservations are missing.",
     "Compare reservations against NetBox with `netbox-kea-diff --site MAN3 --config kea-dhcp4.json`; missing count has to be 0.",
     "0 missing reservations is the expected result of `netbox-kea-diff --site MAN3 --config kea-dhcp4.json`."),
    (8, [2, 6, 7], "Start Kea on both servers with `systemctl start kea-dhcp4` and confirm `ha-heartbeat` shows the partner in hot-standby state.",
     "Bring the kea-dhcp4 service up on both boxes (`systemctl start kea-dhcp4`); `ha-heartbeat` should report the partner as hot-standby.",
     None),
    (9, [8], "Load the converted leases with `kea-admin lease-upload mysql -4 -u kea -n kea -i /tmp/man3-leases4.csv`.",
     "Import the converted lease file into Kea: `kea-admin lease-upload mysql -4 -u kea -n kea -i /tmp/man3-leases4.csv`.",
     "The converted leases (/tmp/man3-leases4.csv) go in with `kea-admin lease-upload mysql -4 -u kea -n kea -i /tmp/man3-leases4.csv`."),
    (10, [9], "Stop and disable ISC dhcpd on dhcp-man3-01 with `systemctl disable --now isc-dhcp-server`.",
     "Shut the old daemon down for good on dhcp-man3-01: `systemctl disable --now isc-dhcp-server`.",
     None),
    (11, [10], "On the 6 MAN3 distribution switches, replace `ip helper-address 10.64.0.10` with helpers 10.64.0.21 and 10.64.0.22 on every client VLAN interface.",
     "Every client VLAN interface on the 6 MAN3 distribution switches gets its relay changed: `ip helper-address 10.64.0.10` goes, 10.64.0.21 and 10.64.0.22 come in.",
     "Swap the relay (`ip helper-address 10.64.0.10`) for 10.64.0.21 and 10.64.0.22 on all client VLAN interfaces of the 6 distribution switches at MAN3."),
    (12, [11], "Renew leases on the test clients in VLAN 110 and VLAN 240 and check they are served by kea-man3-a.",
     "Test clients in VLAN 110 and VLAN 240 renew their leases; kea-man3-a should be the server that answers.",
     None),
    (13, [12], "Watch the DHCP dashboard for 30 minutes: DHCPACK rate back near the 40/min baseline, no DHCPNAK spike, every pool under 80 % used.",
     "For 30 minutes, the DHCP dashboard is watched; the DHCPACK rate has to come back close to its baseline of 40/min, DHCPNAKs must not spike and no pool may reach 80 % utilisation.",
     None),
    (14, [13], "Fail over on purpose: stop kea-man3-a, check kea-man3-b answers within 10 seconds (`ha-heartbeat` shows partner-down), then restart kea-man3-a and let it sync.",
     "HA test: with kea-man3-a stopped, kea-man3-b must take over inside 10 seconds (`ha-heartbeat` reports partner-down); afterwards kea-man3-a is started again and resyncs.",
     "Stop kea-man3-a deliberately and expect partner-down in `ha-heartbeat` with kea-man3-b serving within 10 seconds; restart kea-man3-a and allow it to sync."),
    (15, [13], "Set the dhcp_server custom field of the 24 MAN3 prefixes in NetBox to kea-man3.",
     "In NetBox, the 24 MAN3 prefixes get kea-man3 in their dhcp_server custom field.",
     None),
    (16, [8], "Add kea-man3-a and kea-man3-b to Prometheus through kea-exporter on port 9547.",
     "Monitoring: scrape kea-man3-a and kea-man3-b via kea-exporter, port 9547.",
     "Through kea-exporter (port 9547), get kea-man3-a and kea-man3-b into Prometheus."),
    (17, [14], "Check `kea-shell --host kea-man3-a --port 8000 stat-lease4-get` shows active leases in all 24 subnets.",
     "Every one of the 24 subnets must have active leases according to `kea-shell --host kea-man3-a --port 8000 stat-lease4-get`.",
     None),
    (18, [17], "Remove the old relay target 10.64.0.10 from the DHCP ACLs on the distribution switches.",
     "The DHCP ACLs on the distribution switches no longer need 10.64.0.10, the old relay target; take it out.",
     "Take 10.64.0.10 (old relay target) out of the distribution switches' DHCP ACLs."),
    (19, [17], "After 14 days powered off, undefine the old VM with `virsh undefine dhcp-man3-01` and keep its disk image in /var/lib/libvirt/archive/.",
     "Leave dhcp-man3-01 powered off for 14 days, then `virsh undefine dhcp-man3-01`; its disk image is kept in /var/lib/libvirt/archive/.",
     None),
    (20, [15, 16, 18, 19], "Record the final configuration, the test results and the NetBox changes in NET-7781.",
     "NET-7781 gets the final config, the NetBox changes and the test results written into it.",
     "Into NET-7781 go the test results, the NetBox changes and the final configuration."),
    (21, [20], "Close NET-7781.",
     "NET-7781 is closed.",
     None),
]

GUARDS = {2: "network CAB approval", 3: "backup of dhcpd.conf and leases before the cutover",
          6: "`kea-dhcp4 -t` config test before starting Kea", 13: "30-minute DHCP watch before the failover test",
          17: "lease verification in all subnets before decommissioning"}
DROP_GUARD = 3

SPLITS = {
    11: ("On the 6 MAN3 distribution switches, remove `ip helper-address 10.64.0.10` from every client VLAN interface.",
         "On the same interfaces, add the helpers 10.64.0.21 and 10.64.0.22."),
    14: ("Fail over on purpose: stop kea-man3-a and check kea-man3-b answers within 10 seconds (`ha-heartbeat` shows partner-down).",
         "Then restart kea-man3-a and let it sync."),
}
REGEN_SPLIT = (13, ("Monitor the DHCP dashboard for 30 minutes after the relay change.",
                    "In that time DHCPACKs should return to about the 40/min baseline, DHCPNAKs should not spike, and no pool should be at 80 % or more."))
SERIALIZE = [6, 7]
COMPRESS = [
    ([1, 2], "Open NET-7781 and get CAB approval."),
    ([8, 16], "Start the Kea pair in hot-standby and add it to monitoring."),
    ([9, 10], "Load the leases into Kea and stop ISC dhcpd."),
    ([11, 12], "Move the relays to the Kea pair and test renewals."),
    ([14, 17], "Test HA failover and check leases in all subnets."),
    ([20, 21], "Document and close NET-7781."),
]
LOST = {"remove": (2, 8), "add": [(2, 20)],
        "why": "Kea is started and takes over (8 onwards) without waiting for the CAB approval (2); the approval no longer gates the work"}
TARGET = {"step": 11, "old": "10.64.0.22", "new": "10.64.0.12", "kind": "IP address (relay helper)"}
OPERATION = {"step": 10, "change": "only the command changed: `disable --now` -> `enable --now` (old server kept serving, prose still says stop)",
             "text": "Stop and disable ISC dhcpd on dhcp-man3-01 with `systemctl enable --now isc-dhcp-server`."}
