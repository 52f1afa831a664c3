ID = "lt6_11"
TASK = "Planned ActiveDR failover of the SAP HANA pod pod-erp from FlashArray fa-ams01 to fa-fra01"

STEPS = [
    (1, [], "Open CHG-6402 for the planned ActiveDR failover of pod pod-erp (12 volumes, SAP HANA) from FlashArray fa-ams01 to fa-fra01 on 2024-12-07 at 22:00.",
     "CHG-6402: on 2024-12-07 at 22:00, pod pod-erp (SAP HANA, 12 volumes) fails over by plan from fa-ams01 to the FlashArray fa-fra01 using ActiveDR.",
     "On 2024-12-07 at 22:00 we fail over pod-erp (12 volumes, SAP HANA) from FlashArray fa-ams01 to fa-fra01 with ActiveDR; open CHG-6402 for it."),
    (2, [1], "Check replication with `purepod replica-link list --lag`: pod-erp to pod-erp-dr must be replicating with lag under 30 seconds.",
     "`purepod replica-link list --lag` should show the pod-erp -> pod-erp-dr link replicating and less than 30 seconds behind.",
     None),
    (3, [1], "On fa-fra01, confirm with `purehost list --connect` that sap-db-fra01 and sap-db-fra02 are connected, and that `multipath -ll` on both hosts shows 8 active paths per LUN.",
     "Verify host connectivity at the DR side: `purehost list --connect` on fa-fra01 lists sap-db-fra01 and sap-db-fra02, and each host sees 8 active paths per LUN in `multipath -ll`.",
     "`multipath -ll` on sap-db-fra01 and sap-db-fra02 must show 8 active paths per LUN, and `purehost list --connect` on fa-fra01 must list both hosts as connected."),
    (4, [2, 3], "Get the go for CHG-6402 from the SAP Basis lead and the storage owner.",
     "Both the storage owner and the SAP Basis lead give their go on CHG-6402.",
     None),
    (5, [4], "Before failing over, take a protection group snapshot on fa-ams01 with `purepgroup snap --suffix pre-chg6402 pod-erp::pg-erp` and check it appears in `purepgroup list --snap pod-erp::pg-erp`.",
     "Snapshot first: run `purepgroup snap --suffix pre-chg6402 pod-erp::pg-erp` on fa-ams01 and make sure `purepgroup list --snap pod-erp::pg-erp` lists it - only then fail over.",
     "Check `purepgroup list --snap pod-erp::pg-erp` shows the new snapshot after running `purepgroup snap --suffix pre-chg6402 pod-erp::pg-erp` on fa-ams01, prior to the failover."),
    (6, [4], "Stop SAP with `sapcontrol -nr 00 -function StopSystem ALL`, then stop HANA on sap-db-ams01 with `HDB stop`.",
     "Shut SAP down (`sapcontrol -nr 00 -function StopSystem ALL`) and afterwards the HANA database on sap-db-ams01 (`HDB stop`).",
     None),
    (7, [5, 6], "Demote the source pod on fa-ams01 with `purepod demote --quiesce pod-erp` and wait until the replica link shows quiesced.",
     "On fa-ams01, `purepod demote --quiesce pod-erp`; do not move on until the replica link reports quiesced.",
     "Wait for the replica link to show quiesced after demoting pod-erp on fa-ams01 (`purepod demote --quiesce pod-erp`)."),
    (8, [7], "Promote the DR pod on fa-fra01: `purepod promote pod-erp-dr`.",
     "Make pod-erp-dr the writable side by promoting it on fa-fra01 (`purepod promote pod-erp-dr`).",
     None),
    (9, [8], "On sap-db-fra01, rescan with `rescan-scsi-bus.sh -a`, check that `multipath -ll` shows all 12 LUNs, and mount them with `mount -a`.",
     "Rescan the SCSI bus on sap-db-fra01 (`rescan-scsi-bus.sh -a`), confirm the 12 LUNs in `multipath -ll`, then `mount -a`.",
     "`rescan-scsi-bus.sh -a`, `multipath -ll` (expect all 12 LUNs) and `mount -a` - in that order, on sap-db-fra01."),
    (10, [9], "Start HANA on sap-db-fra01 with `HDB start`, then SAP with `sapcontrol -nr 00 -function StartSystem ALL`.",
     "Bring HANA up on sap-db-fra01 (`HDB start`) and after it SAP (`sapcontrol -nr 00 -function StartSystem ALL`).",
     None),
    (11, [10], "Before users come back, check that `hdbsql -U SYSTEM \"SELECT * FROM M_DATABASES\"` shows ACTIVE and that SM21 and ST22 show no new errors for 15 minutes.",
     "Users stay off until HANA and SAP look healthy: `hdbsql -U SYSTEM \"SELECT * FROM M_DATABASES\"` reports ACTIVE, and for 15 minutes there are no new errors in SM21 or ST22.",
     "`hdbsql -U SYSTEM \"SELECT * FROM M_DATABASES\"` must return ACTIVE and SM21 and ST22 must stay free of new errors for 15 minutes, all before letting users back."),
    (12, [10], "Confirm the replication has reversed: `purepod replica-link list` shows pod-erp-dr to pod-erp replicating with lag under 30 seconds.",
     "Check the link now runs the other way - in `purepod replica-link list`, pod-erp-dr -> pod-erp is replicating with under 30 seconds of lag.",
     None),
    (13, [11, 12], "Repoint the DNS alias sap-erp.corp.example.com to sap-app-fra01 (TTL 300) and tell the users SAP is available again.",
     "Move sap-erp.corp.example.com (TTL 300) over to sap-app-fra01 and announce to users that SAP is back.",
     "Announce SAP is back once sap-erp.corp.example.com points at sap-app-fra01, TTL 300."),
    (14, [13], "Close CHG-6402 after 24 hours of clean operation, keeping the pre-chg6402 snapshot for 14 days.",
     "After a clean 24 hours, CHG-6402 can be closed; the pre-chg6402 snapshot stays for 14 days.",
     None),
]

GUARDS = {
    2: "replication lag check before the failover",
    4: "SAP Basis and storage owner go",
    5: "protection group snapshot before demote and promote",
    11: "HANA and SAP health check before users return",
    12: "reversed replication verified before release",
}
DROP_GUARD = 5

SPLITS = {
    3: ("On fa-fra01, confirm with `purehost list --connect` that sap-db-fra01 and sap-db-fra02 are connected.",
        "Then check that `multipath -ll` on both hosts shows 8 active paths per LUN."),
    6: ("Stop SAP with `sapcontrol -nr 00 -function StopSystem ALL`.",
        "Then stop HANA on sap-db-ams01 with `HDB stop`."),
}
REGEN_SPLIT = (9, (
    "Rescan storage on sap-db-fra01: `rescan-scsi-bus.sh -a`.",
    "Once the rescan is done, `multipath -ll` should list all 12 LUNs; if it does, mount them with `mount -a`."))

SERIALIZE = [11, 12]

COMPRESS = [
    ([1, 2], "Open CHG-6402 for the pod-erp failover and check the replication lag."),
    ([6, 7], "Stop SAP and HANA and demote pod-erp on fa-ams01."),
    ([9, 10], "Rescan and mount the LUNs on sap-db-fra01 and start HANA and SAP."),
    ([13, 14], "Repoint the SAP DNS alias to Frankfurt and close the change after a day."),
]

LOST = {"remove": (7, 8), "add": [(4, 8), (7, 9)],
        "why": "the DR pod is promoted on fa-fra01 without waiting for the source pod to be demoted and quiesced, so both sides can be writable at once"}

TARGET = {"step": 7, "old": "fa-ams01", "new": "fa-fra01", "kind": "storage array name"}

OPERATION = {"step": 8, "change": "only the subcommand changed: `purepod promote` -> `purepod demote` (prose still says promote)",
             "text": "Promote the DR pod on fa-fra01: `purepod demote pod-erp-dr`."}
