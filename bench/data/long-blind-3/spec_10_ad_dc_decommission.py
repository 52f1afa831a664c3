# Hand-written golden: Active Directory domain controller decommission with FSMO transfer.
ID = "lb3_10"
DOMAIN = "Active Directory DC decommission + FSMO transfer"
TASK = ("Retire domain controller DC01.corp.example.com (Windows Server 2012 R2, holder of all five FSMO "
        "roles) after moving the roles to DC04, under change CHG-30871.")

STEPS = [
    (1, [],
     "Raise change CHG-30871 to retire DC01.corp.example.com (Windows Server 2012 R2, 10.20.0.11, holder of all five FSMO roles).",
     "Open CHG-30871 for the retirement of DC01.corp.example.com, the Windows Server 2012 R2 box at 10.20.0.11 that currently holds all five FSMO roles.",
     "To retire DC01.corp.example.com (10.20.0.11, Windows Server 2012 R2, all five FSMO roles), raise change CHG-30871."),
    (2, [1],
     "Confirm replication is clean: `repadmin /replsummary` must show 0 failures on every DC and `repadmin /showrepl DC04` no errors.",
     "Make sure AD replication is healthy: every DC at 0 failures in `repadmin /replsummary`, and nothing in error in `repadmin /showrepl DC04`.",
     "`repadmin /replsummary` must report 0 failures on every DC and `repadmin /showrepl DC04` must list no errors: replication has to be clean."),
    (3, [1],
     "Run `dcdiag /s:DC04 /test:advertising /test:fsmocheck /test:dns` and check that all three tests pass on the target DC.",
     "On the target DC, all three tests of `dcdiag /s:DC04 /test:advertising /test:fsmocheck /test:dns` have to come back passed.",
     None),
    (4, [1],
     "Take a system state backup of DC01 with `wbadmin start systemstatebackup -backupTarget:E: -quiet` and copy it to \\\\backup01\\ad\\DC01\\.",
     "Back up the DC01 system state using `wbadmin start systemstatebackup -backupTarget:E: -quiet`, then copy the result to \\\\backup01\\ad\\DC01\\.",
     "Copy to \\\\backup01\\ad\\DC01\\ a system state backup of DC01 taken with `wbadmin start systemstatebackup -backupTarget:E: -quiet`."),
    (5, [2, 3, 4],
     "Get CAB approval on CHG-30871 with the repadmin and dcdiag output and the backup location attached.",
     "Attach the repadmin and dcdiag output plus the path of the backup to CHG-30871 and wait for the CAB to approve it.",
     None),
    (6, [5],
     "Transfer (do not seize) the roles: `Move-ADDirectoryServerOperationMasterRole -Identity DC04 -OperationMasterRole SchemaMaster,DomainNamingMaster,PDCEmulator,RIDMaster,InfrastructureMaster`.",
     "Move all the roles by a normal transfer, never a seizure, with `Move-ADDirectoryServerOperationMasterRole -Identity DC04 -OperationMasterRole SchemaMaster,DomainNamingMaster,PDCEmulator,RIDMaster,InfrastructureMaster`.",
     "With `Move-ADDirectoryServerOperationMasterRole -Identity DC04 -OperationMasterRole SchemaMaster,DomainNamingMaster,PDCEmulator,RIDMaster,InfrastructureMaster`, transfer the roles (no seizing)."),
    (7, [6],
     "Verify with `netdom query fsmo` that DC04 now holds all five roles.",
     "Check that `netdom query fsmo` lists DC04 as the owner of every one of the five roles.",
     None),
    (8, [6],
     "Make DC04 the reliable time source with `w32tm /config /manualpeerlist:0.pool.ntp.org,1.pool.ntp.org /syncfromflags:manual /reliable:yes /update` and point DC01 back at the domain hierarchy with `w32tm /config /syncfromflags:domhier /reliable:no /update`.",
     "Since the PDC emulator moved, configure DC04 as the reliable clock (`w32tm /config /manualpeerlist:0.pool.ntp.org,1.pool.ntp.org /syncfromflags:manual /reliable:yes /update`) and have DC01 follow the domain hierarchy again (`w32tm /config /syncfromflags:domhier /reliable:no /update`).",
     None),
    (9, [7],
     "Change DHCP option 006 on all scopes in 10.20.0.0/16 to 10.20.0.14 and 10.20.0.15 (DC04, DC05), removing 10.20.0.11.",
     "On every DHCP scope in 10.20.0.0/16, set option 006 to 10.20.0.14 and 10.20.0.15 (DC04 and DC05) and take 10.20.0.11 out.",
     "Removing 10.20.0.11, set DHCP option 006 to 10.20.0.14 and 10.20.0.15 (DC04, DC05) on all scopes in 10.20.0.0/16."),
    (10, [7],
     "Repoint static resolvers on servers: `ansible-playbook dns-resolvers.yml -l windows_servers -e dns_primary=10.20.0.14 -e dns_secondary=10.20.0.15`.",
     "Servers with static DNS settings get the new resolvers from `ansible-playbook dns-resolvers.yml -l windows_servers -e dns_primary=10.20.0.14 -e dns_secondary=10.20.0.15`.",
     "`ansible-playbook dns-resolvers.yml -l windows_servers -e dns_primary=10.20.0.14 -e dns_secondary=10.20.0.15` repoints the static resolvers on servers."),
    (11, [8, 9, 10],
     "Watch DC01 for 48 hours: Security event 4624 logons and DNS queries against 10.20.0.11 must drop to near zero, and any remaining clients are chased and fixed.",
     "Give it 48 hours and keep an eye on DC01: logons (Security event 4624) and DNS lookups hitting 10.20.0.11 should fall to almost nothing; track down and fix whatever clients still use it.",
     "For 48 hours, watch Security event 4624 logons and DNS queries against 10.20.0.11 on DC01; they must drop to near zero, and any remaining clients are chased and fixed."),
    (12, [11],
     "Demote DC01 gracefully: `Uninstall-ADDSDomainController -LocalAdministratorPassword (Read-Host -AsSecureString)`, without `-ForceRemoval`.",
     "Run a clean demotion of DC01, `Uninstall-ADDSDomainController -LocalAdministratorPassword (Read-Host -AsSecureString)`, and leave out `-ForceRemoval`.",
     None),
    (13, [12],
     "Confirm `Get-ADDomainController -Filter * | Select-Object Name` lists only DC02, DC03, DC04 and DC05 and that `repadmin /replsummary` is still clean.",
     "Check that DC02, DC03, DC04 and DC05 are the only names returned by `Get-ADDomainController -Filter * | Select-Object Name`, and that there are still no failures in `repadmin /replsummary`.",
     "Only DC02, DC03, DC04 and DC05 may appear in `Get-ADDomainController -Filter * | Select-Object Name`; `repadmin /replsummary` must still be clean."),
    (14, [12],
     "Remove leftover DC01 SRV and NS records from the _msdcs.corp.example.com zone (`Get-DnsServerResourceRecord -ZoneName _msdcs.corp.example.com` filtered on DC01, then `Remove-DnsServerResourceRecord`).",
     "Clean the _msdcs.corp.example.com zone of any SRV or NS record still naming DC01: find them with `Get-DnsServerResourceRecord -ZoneName _msdcs.corp.example.com` filtered on DC01 and delete them using `Remove-DnsServerResourceRecord`.",
     None),
    (15, [13, 14],
     "Delete the DC01 server object under site HQ-Berlin in Active Directory Sites and Services.",
     "In Active Directory Sites and Services, remove the server object DC01 from the site HQ-Berlin.",
     "Under site HQ-Berlin in Active Directory Sites and Services, delete the DC01 server object."),
    (16, [15],
     "After 24 hours, rerun `repadmin /replsummary` (0 failures) and `dcdiag /e /q` (no output) before touching the DC01 VM.",
     "Leave the DC01 VM alone until a day has passed and both `repadmin /replsummary` shows 0 failures and `dcdiag /e /q` prints nothing.",
     "Before touching the DC01 VM, wait 24 hours and rerun `dcdiag /e /q` (no output) and `repadmin /replsummary` (0 failures)."),
    (17, [16],
     "Power off the DC01 VM from PowerCLI: `Stop-VM -VM DC01 -Confirm:$false`.",
     "Shut down the DC01 virtual machine in PowerCLI with `Stop-VM -VM DC01 -Confirm:$false`.",
     None),
    (18, [17],
     "Keep the VM powered off for 14 days, then delete it: `Remove-VM -VM DC01 -DeletePermanently -Confirm:$false`.",
     "Leave DC01 switched off for 14 days before removing it for good with `Remove-VM -VM DC01 -DeletePermanently -Confirm:$false`.",
     None),
    (19, [16],
     "Set the DC01 CI to Retired in the CMDB and update the AD disaster recovery runbook with DC04 as FSMO holder.",
     "Update the AD disaster recovery runbook so it names DC04 as FSMO holder, and mark the DC01 CI as Retired in the CMDB.",
     None),
    (20, [18, 19],
     "Close CHG-30871.",
     "Mark change CHG-30871 as closed.",
     None),
]

GUARDS = {
    2: "replication health before the FSMO transfer",
    4: "system state backup of DC01",
    5: "CAB approval before the role transfer",
    11: "48-hour client drain watch before demotion",
    16: "24-hour post-demotion verification before powering off the VM",
}
DROP_GUARD = 4

SPLITS = {
    8: ("Make DC04 the reliable time source with `w32tm /config /manualpeerlist:0.pool.ntp.org,1.pool.ntp.org /syncfromflags:manual /reliable:yes /update`.",
        "Point DC01 back at the domain hierarchy with `w32tm /config /syncfromflags:domhier /reliable:no /update`."),
    11: ("Watch DC01 for 48 hours: Security event 4624 logons and DNS queries against 10.20.0.11 must drop to near zero.",
         "Chase and fix any clients that still use DC01."),
}
REGEN_SPLIT = (14, (
    "Query the _msdcs.corp.example.com zone with `Get-DnsServerResourceRecord -ZoneName _msdcs.corp.example.com`, filtering on DC01, to find SRV and NS records it left behind.",
    "Delete each of those DC01 records using `Remove-DnsServerResourceRecord`."))

SERIALIZE = [2, 3]

COMPRESS = [
    ([1, 2], "Raise CHG-30871 for the DC01 retirement and check replication with repadmin."),
    ([6, 7], "Transfer all five FSMO roles to DC04 and confirm with netdom."),
    ([9, 10, 11], "Move DHCP and static DNS settings to DC04/DC05 and watch DC01 for 48 hours until no clients use it."),
    ([17, 18], "Power off the DC01 VM and delete it after 14 days."),
    ([19, 20], "Update the CMDB and DR runbook, then close CHG-30871."),
]

LOST = {"remove": (11, 12), "add": [(7, 12), (11, 20)],
        "why": "DC01 is demoted (step 12) as soon as DC04 is confirmed as FSMO holder, no longer waiting for the 48-hour watch that no clients still use it (step 11)",
        "pattern": "cutover no longer waits for readiness"}

TARGET = {"step": 9, "old": "10.20.0.14", "new": "10.20.0.41", "kind": "IP address (DNS server)"}

OPERATION = {"step": 6,
             "text": "Transfer (do not seize) the roles: `Move-ADDirectoryServerOperationMasterRole -Identity DC04 -OperationMasterRole SchemaMaster,DomainNamingMaster,PDCEmulator,RIDMaster,InfrastructureMaster -Force`.",
             "change": "role transfer -> seizure (`-Force` added; prose still says transfer)"}
