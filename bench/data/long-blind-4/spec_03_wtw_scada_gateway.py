ID = "lb4_03"
TASK = "Upgrade the redundant Ignition SCADA gateway pair at a water treatment works (8.1.33 -> 8.1.44) with dosing and pumps under local control"

STEPS = [
    (1, [], "Raise MOC-2291 to upgrade the Ignition gateways scada-gw-a and scada-gw-b at Millbrook WTW from 8.1.33 to 8.1.44.",
     "Open management-of-change MOC-2291 covering the 8.1.33 to 8.1.44 upgrade of Ignition on scada-gw-a and scada-gw-b at Millbrook WTW.",
     "For Millbrook WTW, raise MOC-2291: Ignition 8.1.33 -> 8.1.44 on both gateways, scada-gw-a and scada-gw-b."),
    (2, [1], "Tell the control room and the on-call process engineer, and arrange an operator on site to take local control of chlorine dosing and the high-lift pumps during the window.",
     "Brief the on-call process engineer and the control room; book a site operator who will run chlorine dosing and the high-lift pumps locally for the window.",
     None),
    (3, [1], "Get MOC-2291 signed by the works manager and the OT security lead, and have water quality confirm no regulatory sampling is due in the window.",
     "Obtain signatures on MOC-2291 from the OT security lead and the works manager; water quality must also confirm there is no regulatory sampling in the window.",
     "Water quality confirms no regulatory sampling falls in the window, and the works manager and OT security lead sign MOC-2291."),
    (4, [3], "Back up scada-gw-a with `gwcmd -b /srv/ot-backups/millbrook/scada-gw-a-8.1.33.gwbk` and copy the file to the OT file server.",
     "Create a gateway backup of scada-gw-a using `gwcmd -b /srv/ot-backups/millbrook/scada-gw-a-8.1.33.gwbk`, then put a copy on the OT file server.",
     "Copy to the OT file server a backup of scada-gw-a taken with `gwcmd -b /srv/ot-backups/millbrook/scada-gw-a-8.1.33.gwbk`."),
    (5, [3], "Check the redundancy status page: scada-gw-a Active, scada-gw-b Backup and Synced, last sync less than 60 seconds ago.",
     "Look at redundancy status and confirm scada-gw-b is Backup and Synced, scada-gw-a is Active, and the last sync is under 60 seconds old.",
     None),
    (6, [3], "Check that the OPC UA connections to plc-clw-01 and plc-hlp-02 are Connected with under 1% of tags at bad quality.",
     "Verify OPC UA to plc-clw-01 and plc-hlp-02 shows Connected and fewer than 1% of tags report bad quality.",
     "For plc-clw-01 and plc-hlp-02, check the OPC UA connections read Connected, with bad-quality tags below 1%."),
    (7, [2, 3], "With the site operator, put chlorine dosing pump P-301 and the high-lift pumps in local automatic and confirm free chlorine at the contact tank reads 0.8-1.2 mg/l.",
     "Have the site operator switch the high-lift pumps and dosing pump P-301 to local automatic, and check the contact tank free chlorine is 0.8-1.2 mg/l.",
     None),
    (8, [4, 5, 6, 7], "Upgrade the backup node first: on scada-gw-b run `systemctl stop ignition`, then `./ignition-8.1.44-linux-x64-installer.run --mode unattended --prefix /usr/local/bin/ignition`, then `systemctl start ignition`.",
     "Start with the backup node scada-gw-b: stop it (`systemctl stop ignition`), install with `./ignition-8.1.44-linux-x64-installer.run --mode unattended --prefix /usr/local/bin/ignition` and bring it back via `systemctl start ignition`.",
     "On scada-gw-b, the backup node, which goes first: `systemctl stop ignition`, `./ignition-8.1.44-linux-x64-installer.run --mode unattended --prefix /usr/local/bin/ignition`, `systemctl start ignition`."),
    (9, [8], "Wait until scada-gw-b is back as Backup, Synced with scada-gw-a, and the module list shows no faulted modules.",
     "Do not go on until the module list on scada-gw-b has no faulted modules and it reports Backup and Synced against scada-gw-a.",
     None),
    (10, [9], "Fail over to scada-gw-b by stopping Ignition on scada-gw-a (`systemctl stop ignition`) and confirm scada-gw-b goes Active within 30 seconds.",
     "Run `systemctl stop ignition` on scada-gw-a to hand over to scada-gw-b, which must become Active in 30 seconds or less.",
     "Confirm scada-gw-b turns Active within 30 seconds after Ignition is stopped on scada-gw-a (`systemctl stop ignition`) to fail over."),
    (11, [10], "Check on two control-room HMI clients that the Millbrook overview screens load and that clear well level, pump flows and free chlorine update.",
     "From two HMI clients in the control room, make sure the Millbrook overview screens open and clear well level, pump flows and free chlorine keep refreshing.",
     None),
    (12, [10], "Check alarm notification: raise the test alarm TEST_CL2_LOW and confirm the on-call SMS arrives within 2 minutes.",
     "Trigger TEST_CL2_LOW as a test alarm and confirm that the on-call engineer receives the SMS in under 2 minutes.",
     "Confirm the on-call SMS arrives within 2 minutes of raising test alarm TEST_CL2_LOW (alarm notification check)."),
    (13, [11, 12], "Watch the process for 30 minutes on scada-gw-b before touching the other node: no stale tags, the historian writing, and no OPC UA reconnects in the gateway log.",
     "Keep scada-gw-a untouched for 30 minutes while you observe scada-gw-b: tags must stay fresh, the historian must keep writing and the gateway log must show no OPC UA reconnects.",
     None),
    (14, [13], "Upgrade scada-gw-a with the same `./ignition-8.1.44-linux-x64-installer.run --mode unattended --prefix /usr/local/bin/ignition` and start it; it must come up as Backup.",
     "Run the identical installer `./ignition-8.1.44-linux-x64-installer.run --mode unattended --prefix /usr/local/bin/ignition` on scada-gw-a, start it and check it rejoins as Backup.",
     "Start scada-gw-a after installing it with the same `./ignition-8.1.44-linux-x64-installer.run --mode unattended --prefix /usr/local/bin/ignition`; expect it to join as Backup."),
    (15, [14], "Check redundancy again: scada-gw-a Backup and Synced, both nodes reporting 8.1.44.",
     "Re-check the redundancy page: both gateways on 8.1.44, scada-gw-a Synced as Backup.",
     None),
    (16, [15], "Leave scada-gw-b Active (no failback) and set the redundancy Recovery Mode to Manual so it does not flip back on its own.",
     "Keep scada-gw-b as the Active node without failing back, and change redundancy Recovery Mode to Manual to stop it switching back by itself.",
     "Set Recovery Mode to Manual in the redundancy settings so nothing flips back on its own, and leave scada-gw-b Active (no failback)."),
    (17, [15], "With the operator, hand chlorine dosing and the high-lift pumps back from local control to SCADA one pump at a time, confirming each setpoint.",
     "Return the high-lift pumps and chlorine dosing from local to SCADA control pump by pump together with the operator, checking every setpoint.",
     None),
    (18, [17], "Compare the historian with the local chart recorder: trend free chlorine and turbidity over the window and explain any gap longer than 5 minutes in the MOC.",
     "Trend turbidity and free chlorine for the window in the historian and hold it against the local chart recorder; any gap over 5 minutes needs an explanation in the MOC.",
     "Any historian gap longer than 5 minutes must be explained in the MOC: trend free chlorine and turbidity over the window and compare with the local chart recorder."),
    (19, [16, 17], "Take a fresh 8.1.44 backup on scada-gw-b: `gwcmd -b /srv/ot-backups/millbrook/scada-gw-b-8.1.44.gwbk`.",
     "Run `gwcmd -b /srv/ot-backups/millbrook/scada-gw-b-8.1.44.gwbk` on scada-gw-b so there is a new backup at 8.1.44.",
     None),
    (20, [18, 19], "Close MOC-2291 with the historian comparison and the alarm test evidence attached.",
     "Attach the alarm test evidence and the historian comparison, and close MOC-2291.",
     "Attach the historian comparison plus alarm test evidence to MOC-2291 and close it."),
]

GUARDS = {
    3: "works manager and OT security sign-off on the MOC",
    4: "gateway backup of scada-gw-a before any upgrade",
    9: "upgraded backup node healthy and synced before the failover",
    13: "30-minute watch on scada-gw-b before upgrading the other node",
    18: "historian versus chart recorder verification before closing",
}
DROP_GUARD = 4

SPLITS = {
    8: ("Upgrade the backup node first: on scada-gw-b run `systemctl stop ignition`.",
        "Then run `./ignition-8.1.44-linux-x64-installer.run --mode unattended --prefix /usr/local/bin/ignition` there, followed by `systemctl start ignition`."),
    12: ("Check alarm notification: raise the test alarm TEST_CL2_LOW.",
         "Confirm that the on-call SMS for it arrives within 2 minutes."),
}
REGEN_SPLIT = (18, ("Pull the free chlorine and turbidity trends for the window out of the historian and compare them with the local chart recorder.",
                    "Write an explanation into the MOC for every gap longer than 5 minutes."))

SERIALIZE = [11, 12]

COMPRESS = [
    ([1, 2], "Raise MOC-2291 for the Ignition 8.1.44 upgrade and line up an operator for local control."),
    ([8, 9], "Upgrade scada-gw-b to 8.1.44 and wait for it to sync as Backup."),
    ([10, 11, 12], "Fail over to scada-gw-b and check the HMI screens and alarm SMS."),
    ([14, 15], "Upgrade scada-gw-a and check both nodes are synced on 8.1.44."),
    ([19, 20], "Back up scada-gw-b and close the MOC."),
]

LOST = {"remove": (4, 8), "add": [],
        "why": "the backup node is stopped and upgraded without waiting for the gateway backup"}

TARGET = {"step": 14, "old": "scada-gw-a", "new": "scada-gw-b", "kind": "host (gateway node)"}

OPERATION = {"step": 16, "change": "Recovery Mode Manual -> Automatic (prose still says it must not flip back)",
             "text": "Leave scada-gw-b Active (no failback) and set the redundancy Recovery Mode to Automatic so it does not flip back on its own."}
