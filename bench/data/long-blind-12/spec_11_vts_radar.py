ID = "lb12_11"
TASK = "Replace the Gravel Hill radar RS-2 of the harbour vessel traffic service and bring it back into the tracker's fused picture."

STEPS = [
    (1, [], "Open change VTS-CR-0931 to replace the RS-2 Gravel Hill radar with a new X-band transceiver and re-fuse it into the tracker.",
     "Raise VTS-CR-0931 for swapping the Gravel Hill radar RS-2 to a new X-band transceiver and fusing it back into the tracker.",
     "Re-fusing into the tracker included, the RS-2 Gravel Hill radar gets a new X-band transceiver under change VTS-CR-0931; open it."),
    (2, [1], "Issue notice to mariners NtM 47/2025 for reduced radar coverage in sector B from 2025-11-18 to 2025-11-20.",
     "Put out NtM 47/2025 warning mariners that sector B has reduced radar coverage between 2025-11-18 and 2025-11-20.",
     "For 2025-11-18 to 2025-11-20, reduced radar coverage in sector B goes out as notice to mariners NtM 47/2025."),
    (3, [1], "Get the harbour master's go: no deep-draught movements planned in sector B and the pilots informed.",
     "Wait for the harbour master to give the go, which needs the pilots briefed and no deep-draught movement scheduled through sector B.",
     None),
    (4, [1], "Save the tracker configuration: `trkctl config export --host vts-trk1 > trk-pre-0931.yaml`.",
     "Keep a copy of how the tracker is set up with `trkctl config export --host vts-trk1 > trk-pre-0931.yaml`.",
     "`trkctl config export --host vts-trk1 > trk-pre-0931.yaml` saves the tracker configuration."),
    (5, [1], "Record the current RS-2 alignment figures and clutter maps: azimuth offset 0.42° and range offset 12 m.",
     "Note down RS-2's alignment as it is today, an azimuth offset of 0.42° and a range offset of 12 m, together with its clutter maps.",
     None),
    (6, [2, 3], "Detach RS-2 from the tracker so its tracks drop out cleanly: `trkctl sensor detach RS-2 --host vts-trk1`; sector B is then covered by RS-1, RS-3 and AIS.",
     "Take RS-2 out of the tracker with `trkctl sensor detach RS-2 --host vts-trk1` so its tracks fall away cleanly, leaving RS-1, RS-3 and AIS to cover sector B.",
     None),
    (7, [6], "Check sector B coverage from RS-1 and RS-3: buoys B7 and B9 still tracked.",
     "Make sure RS-1 and RS-3 still cover sector B, i.e. buoys B7 and B9 keep their tracks.",
     "Buoys B7 and B9 must still be tracked, so check sector B coverage from RS-1 and RS-3."),
    (8, [6], "Set RS-2 to radiate OFF, lock out the transceiver and issue the riggers' permit for the mast.",
     "Switch RS-2 to radiate OFF, put a lockout on the transceiver and hand the riggers their mast permit.",
     None),
    (9, [7, 8], "Remove the old transceiver and antenna and fit the new transceiver with its 21 ft antenna.",
     "Take down the old antenna and transceiver, then mount the new transceiver and its 21 ft antenna.",
     "Fit the new transceiver with its 21 ft antenna in place of the old transceiver and antenna."),
    (10, [9], "Power the new transceiver up with radiate OFF, load the vendor file RS2-5202.cfg and check the BITE.",
     "Bring the new transceiver up, still radiate OFF, load RS2-5202.cfg from the vendor and run through the BITE.",
     "Load the vendor file RS2-5202.cfg and check the BITE after powering the new transceiver up with radiate OFF."),
    (11, [10], "Set the blanking sector 210°-250° towards the town before any transmission.",
     "Configure the 210°-250° blanking sector facing the town ahead of any transmission.",
     None),
    (12, [11], "Switch to radiate ON and align: set the azimuth offset so buoy B7 and the Gravel Hill reflector line up within 0.1°.",
     "Go to radiate ON and do the alignment, adjusting the azimuth offset until buoy B7 and the Gravel Hill reflector agree to within 0.1°.",
     "Align with radiate ON: buoy B7 and the Gravel Hill reflector must line up within 0.1° once the azimuth offset is set."),
    (13, [4, 5, 12], "Compare the new RS-2 sensor entry with trk-pre-0931.yaml and the recorded figures, and go through the diff with the VTS engineer.",
     "Set the new RS-2 sensor entry against trk-pre-0931.yaml and the figures written down earlier, and review the differences with the VTS engineer.",
     None),
    (14, [13], "Attach RS-2 to the tracker in monitor-only mode: `trkctl sensor attach RS-2 --host vts-trk1 --mode monitor`.",
     "Bring RS-2 back into the tracker as monitor-only with `trkctl sensor attach RS-2 --host vts-trk1 --mode monitor`.",
     "Run `trkctl sensor attach RS-2 --host vts-trk1 --mode monitor` so RS-2 is attached monitor-only."),
    (15, [14], "Leave RS-2 in monitor-only for 4 hours: track correlation with AIS above 98 % and no false tracks in the blanking sector.",
     "Soak RS-2 monitor-only for four hours, during which its tracks must correlate with AIS above 98 % and nothing false appears in the blanking sector.",
     None),
    (16, [14], "Check the standby tracker has the sensor change: `trkctl sensor list --host vts-trk2`.",
     "Confirm with `trkctl sensor list --host vts-trk2` that the sensor change reached the standby tracker.",
     "`trkctl sensor list --host vts-trk2` must show the sensor change on the standby tracker."),
    (17, [15, 16], "Promote RS-2 to fusion: `trkctl sensor mode RS-2 fusion --host vts-trk1`.",
     "Move RS-2 up into fusion using `trkctl sensor mode RS-2 fusion --host vts-trk1`.",
     None),
    (18, [17], "Watch the operator picture through 2 ship movements in sector B: stable tracks, no swaps or jumps.",
     "Observe the operators' picture over two ship movements in sector B and check tracks stay stable without swaps or jumps.",
     "Through 2 ship movements in sector B, the operator picture must show stable tracks, no swaps or jumps."),
    (19, [17], "Check the recording server stores RS-2 raw video.",
     "Make sure RS-2 raw video is being kept by the recording server.",
     None),
    (20, [18, 19], "Get the harbour master's sign-off that sector B coverage is restored.",
     "Have the harbour master confirm in writing that sector B coverage is back.",
     None),
    (21, [20], "Cancel NtM 47/2025.",
     "Withdraw NtM 47/2025.",
     "NtM 47/2025: cancel it."),
    (22, [20], "Update the coverage diagram and the sensor register with the new RS-2.",
     "Bring the sensor register and coverage diagram up to date for the new RS-2.",
     None),
    (23, [20], "Export the new tracker config with `trkctl config export --host vts-trk1 > trk-post-0931.yaml` and commit it to the config repository.",
     "Dump the tracker's new configuration via `trkctl config export --host vts-trk1 > trk-post-0931.yaml` and check it into the config repository.",
     "Commit trk-post-0931.yaml to the config repository after exporting the new tracker config with `trkctl config export --host vts-trk1 > trk-post-0931.yaml`."),
    (24, [21, 22, 23], "Close VTS-CR-0931.",
     "Mark change VTS-CR-0931 closed.",
     None),
]

GUARDS = {
    3: "harbour master's go (approval)",
    4: "tracker configuration exported before the work (restore point)",
    5: "current alignment figures recorded (captured values)",
    7: "coverage of sector B checked before the radar is taken down (verification)",
    13: "new sensor entry diffed against the saved config (diff review)",
    15: "4-hour monitor-only soak before fusion (health watch)",
    18: "watch of the fused picture through ship movements (health watch)",
    20: "harbour master's sign-off before the notice is cancelled and the change closed (verification)",
}
DROP_GUARD = 15

SPLITS = {
    12: ("Switch RS-2 to radiate ON.",
         "Align: set the azimuth offset so buoy B7 and the Gravel Hill reflector line up within 0.1°."),
    13: ("Compare the new RS-2 sensor entry with trk-pre-0931.yaml and the recorded figures.",
         "Go through the diff of the RS-2 sensor entry with the VTS engineer."),
}
REGEN_SPLIT = (6, ("Take RS-2 out of the tracker cleanly: `trkctl sensor detach RS-2 --host vts-trk1`.",
                   "Sector B now relies on RS-1, RS-3 and AIS."))

SERIALIZE = [18, 19]

COMPRESS = [
    ([1, 2], "Open VTS-CR-0931 and issue the notice to mariners."),
    ([3, 6], "With the harbour master's go, detach RS-2 from the tracker."),
    ([8, 9], "Radiate off, lock out and swap the transceiver and antenna."),
    ([10, 11], "Power up the new transceiver, load its config and set the blanking sector."),
    ([14, 16], "Attach RS-2 in monitor mode and check the standby tracker."),
    ([17, 19], "Put RS-2 into fusion and check recording."),
    ([22, 24], "Update the diagrams and close the change."),
]

LOST = {"remove": (11, 12), "add": [(10, 12), (11, 13)],
        "why": "RS-2 goes to radiate ON before the blanking sector towards the town has been set"}

TARGET = {"step": 17, "old": "vts-trk1", "new": "vts-trk2", "kind": "host (tracker)"}

OPERATION = {"step": 17,
             "text": "Demote RS-2 to monitor-only: `trkctl sensor mode RS-2 monitor --host vts-trk1`.",
             "change": "promote to fusion -> demote to monitor (whole step rewritten consistently)"}
