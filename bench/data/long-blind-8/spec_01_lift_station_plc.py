ID = "lb8_01"
TASK = ("Wastewater lift station LS-14: replace the MicroLogix 1400 pump controller with a CompactLogix 5380 "
        "under bypass pumping, re-point Ignition SCADA, prove the pump-down cycle and return the station to service")

# (key, deps, golden text, hand paraphrase, identifiers-moved rewrite or None)
STEPS = [
    (1, [],
     "Open change CHG-40718 for the LS-14 controller swap and notify the wastewater ops supervisor and the on-call collections crew.",
     "Raise CHG-40718 to cover swapping out the LS-14 controller, then let the on-call collections crew and the wastewater operations supervisor know.",
     "Notify the on-call collections crew and the wastewater ops supervisor once change CHG-40718 is opened for swapping the controller at LS-14."),
    (2, [1],
     "Pull the LS-14 wet-well level trend in Ignition for the last 72 hours and confirm dry-weather inflow stays under 180 gpm.",
     "Using Ignition, look at the wet-well level trend of LS-14 over the past 72 hours; dry-weather inflow has to remain below 180 gpm.",
     None),
    (3, [1],
     "Export the running MicroLogix program `LS14_v3.RSS` and the Ignition tag folder `LS14/` to `\\\\scada-fs01\\backups\\CHG-40718\\`.",
     "As a precaution, save a copy of the running MicroLogix program (`LS14_v3.RSS`) together with the `LS14/` Ignition tag folder under `\\\\scada-fs01\\backups\\CHG-40718\\`.",
     "Copy to `\\\\scada-fs01\\backups\\CHG-40718\\` both the Ignition tag folder `LS14/` and the MicroLogix program that is running now, `LS14_v3.RSS`."),
    (4, [2],
     "Get a go/no-go from the wastewater operations supervisor; do not proceed if more than 0.25 in of rain is forecast in the next 12 hours.",
     "Ask the wastewater ops supervisor for go/no-go, and carry on only if the forecast for the next 12 hours shows 0.25 in of rain or less.",
     "Do not proceed if over 0.25 in of rain is forecast within 12 hours; otherwise the go/no-go comes from the wastewater operations supervisor."),
    (5, [4],
     "Stage the 6-inch Godwin CD150M bypass pump at manhole MH-14-3 and run it for 10 minutes on clean water to prove suction and discharge.",
     "Set up the Godwin CD150M (6-inch) bypass pump at manhole MH-14-3; suction and discharge are proven by a 10-minute run on clean water.",
     None),
    (6, [4],
     "Switch LS-14 to local HAND and shelve the Ignition alarm pipeline `LS14-critical` for 4 hours.",
     "Put LS-14 into local HAND, and have the `LS14-critical` alarm pipeline in Ignition shelved for 4 hours.",
     "Shelve `LS14-critical` (the Ignition alarm pipeline) for 4 hours after LS-14 has been switched to local HAND."),
    (7, [5, 6],
     "Start bypass pumping and hold the wet-well level between 3.5 ft and 5.0 ft; watch it for 20 minutes before anyone opens the panel.",
     "Kick off bypass pumping, keeping the wet well between 3.5 ft and 5.0 ft, and nobody opens the panel until it has been watched for 20 minutes.",
     None),
    (8, [3, 7],
     "Lock out control panel CP-14 at breaker 2 with LOTO tag ELEC-2231 and verify zero energy with the meter.",
     "Apply lockout on CP-14, the control panel, at breaker 2 (LOTO tag ELEC-2231), then prove zero energy using the meter.",
     "With the meter, verify zero energy after locking out breaker 2 of control panel CP-14 under LOTO tag ELEC-2231."),
    (9, [8],
     "Remove the MicroLogix 1400 and mount the CompactLogix 5380 `5069-L306ER` on the DIN rail, landing the I/O per drawing LS14-E-004 rev C.",
     "Pull out the MicroLogix 1400, fit the CompactLogix 5380 (`5069-L306ER`) onto the DIN rail and land the I/O following drawing LS14-E-004 rev C.",
     None),
    (10, [9],
     "Clear the LOTO, power up CP-14 and download `LS14_CLX_v1.ACD` with Studio 5000 v34, leaving the controller in Remote Program.",
     "Once the LOTO is cleared and CP-14 is powered back up, `LS14_CLX_v1.ACD` is downloaded with Studio 5000 v34; the controller stays in Remote Program.",
     "Download `LS14_CLX_v1.ACD` using Studio 5000 v34 (controller left in Remote Program) after clearing the LOTO and powering up CP-14."),
    (11, [10],
     "Diff the new tag export against `LS14-tagmap.xlsx` and have a second tech check every address before any SCADA tag is re-pointed.",
     "Compare the new tag export with `LS14-tagmap.xlsx`; a second technician must sign off each address, and SCADA tags are re-pointed only after that.",
     "Have a second tech check every address of the new tag export diffed against `LS14-tagmap.xlsx`, before a single SCADA tag is re-pointed."),
    (12, [11],
     "Switch the CompactLogix to Remote Run and confirm the controller OK LED is solid green.",
     "Move the CompactLogix into Remote Run; its OK LED should show solid green.",
     None),
    (13, [12],
     "Re-point the Ignition OPC UA device `LS14-PLC` to `opc.tcp://10.44.14.20:4840` and enable the device connection.",
     "In Ignition, change the OPC UA device `LS14-PLC` so it targets `opc.tcp://10.44.14.20:4840`, then turn the device connection on.",
     "Enable the device connection once `LS14-PLC`, the Ignition OPC UA device, points at `opc.tcp://10.44.14.20:4840`."),
    (14, [12],
     "Bump-test pumps P1 and P2 in HAND for 30 seconds each, checking rotation and that motor current stays under 42 A.",
     "Give both pumps, P1 and P2, a 30-second bump test in HAND apiece; rotation must be right and the motor current must stay below 42 A.",
     None),
    (15, [13],
     "Simulate the FS-1 high and FS-2 high-high floats and confirm both alarms reach the Ignition alarm console and the SMS callout list.",
     "Trip the FS-1 (high) and FS-2 (high-high) floats by simulation, and make sure the two alarms land on the Ignition alarm console as well as the SMS callout list.",
     "Confirm the Ignition alarm console and SMS callout list both receive the alarms when floats FS-1 high and FS-2 high-high are simulated."),
    (16, [14, 15],
     "Put both pumps in AUTO and watch one full pump-down cycle: start at 5.0 ft, stop at 2.5 ft, and lead/lag alternating between P1 and P2.",
     "With the two pumps switched to AUTO, observe a complete pump-down cycle: it should start at 5.0 ft and stop at 2.5 ft, with P1 and P2 alternating lead/lag.",
     None),
    (17, [16],
     "Stop the bypass pump and return flow to the station, keeping the bypass staged at MH-14-3 for 2 hours.",
     "Wind down the bypass pump so flow goes back through the station; the bypass stays staged at MH-14-3 for 2 hours.",
     "Keep the bypass staged at MH-14-3 for 2 hours after stopping it and handing flow back to the station."),
    (18, [17],
     "Unshelve the `LS14-critical` alarm pipeline and confirm there are no standing alarms for LS-14.",
     "Take the `LS14-critical` alarm pipeline off the shelf, then check that LS-14 has no standing alarms.",
     None),
    (19, [17],
     "Watch LS-14 for 2 hours through the evening peak; inflow must stay below 420 gpm with no high-level alarm.",
     "For 2 hours across the evening peak, keep an eye on LS-14: continue only while inflow remains under 420 gpm and no high-level alarm is raised.",
     "Through the evening peak, LS-14 is watched for 2 hours, with inflow below 420 gpm and no high-level alarm."),
    (20, [18, 19],
     "Demobilise the bypass pump, attach `LS14_CLX_v1.ACD` and the tag diff to CHG-40718 and close the change.",
     "Take the bypass pump away, add the tag diff and `LS14_CLX_v1.ACD` to CHG-40718, and close out the change.",
     "Close CHG-40718 after demobilising the bypass pump and attaching the tag diff plus `LS14_CLX_v1.ACD` to it."),
]

GUARDS = {
    3: "export of the running program and tags before the controller is removed",
    4: "supervisor go/no-go with a rain-forecast condition",
    7: "20-minute bypass watch before the panel is opened",
    11: "second-tech review of the tag diff before re-pointing SCADA",
    16: "full pump-down cycle proven before the bypass is stopped",
    19: "2-hour evening-peak watch before closing the change",
}
DROP_GUARD = 11

SPLITS = {
    7: ("Start bypass pumping and hold the wet-well level between 3.5 ft and 5.0 ft.",
        "Watch the wet-well level for 20 minutes before anyone opens the panel."),
    9: ("Remove the MicroLogix 1400 from CP-14.",
        "Mount the CompactLogix 5380 `5069-L306ER` on the DIN rail and land the I/O per drawing LS14-E-004 rev C."),
}
REGEN_SPLIT = (16, (
    "Switch both pumps over to AUTO.",
    "Observe one whole pump-down cycle on the new controller: it should start at 5.0 ft, stop at 2.5 ft, and P1 and P2 should take turns as lead/lag.",
))

SERIALIZE = [2, 3]

COMPRESS = [
    ([1, 2], "Open CHG-40718 for the LS-14 swap, notify ops and on-call, and check the wet-well trend for dry-weather inflow."),
    ([9, 10], "Swap the MicroLogix for the CompactLogix 5380 and download the new program in Studio 5000."),
    ([12, 13], "Put the CompactLogix in Run and point the Ignition OPC UA device `LS14-PLC` at the new controller."),
    ([14, 16], "Bump-test P1 and P2, then run them in AUTO and watch a pump-down cycle."),
    ([17, 18], "Stop the bypass pump and unshelve the `LS14-critical` alarms."),
    ([19, 20], "Watch LS-14 through the evening peak, then demobilise the bypass and close CHG-40718."),
]

LOST = {"remove": (3, 8), "add": [(3, 20)],
        "why": "the panel lockout and the MicroLogix removal (8, 9) no longer wait for the program and tag export (3), which now only has to finish before the change is closed"}

TARGET = {"step": 13, "old": "10.44.14.20", "new": "10.44.41.20", "kind": "IP address (PLC endpoint)"}

OPERATION = {"step": 18,
             "text": "Shelve the `LS14-critical` alarm pipeline for another 24 hours and confirm there are no standing alarms for LS-14.",
             "change": "unshelve -> shelve the critical alarm pipeline"}
