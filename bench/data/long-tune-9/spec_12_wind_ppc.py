ID = "lt9_12"
TASK = "Wind farm: power plant controller (PPC) pair firmware 3.2.1 -> 3.4.0 and Q(V) droop 5% -> 4% per TSO instruction, with a TSO step test"

STEPS = [
    (1, [], "Open CHG-WF-0611 for the Hollow Fell PPC: firmware 3.2.1 to 3.4.0 and Q(V) droop from 5% to 4% as required by TSO instruction TSO-INS-2025-118.",
     "Raise CHG-WF-0611 covering TSO instruction TSO-INS-2025-118 at Hollow Fell: PPC firmware from 3.2.1 to 3.4.0, Q(V) droop lowered from 5% to 4%.",
     "TSO instruction TSO-INS-2025-118 asks for Q(V) droop 4% instead of 5%; with it, PPC firmware goes from 3.2.1 to 3.4.0 at Hollow Fell (CHG-WF-0611)."),
    (2, [1], "Ask the TSO control room for a 4-hour slot on 2025-10-21, 10:00-14:00, with the farm curtailed to 0 MW.",
     "Request from the TSO control room the 10:00-14:00 slot on 2025-10-21 (a 4-hour window), during which the farm runs curtailed at 0 MW.",
     None),
    (3, [1], "`ppcctl config export --site hollowfell > /srv/ppc/hollowfell-3.2.1-2025-10-20.xml`",
     "Keep the running PPC settings in a file: `ppcctl config export --site hollowfell > /srv/ppc/hollowfell-3.2.1-2025-10-20.xml`.",
     None),
    (4, [3], "The grid engineer signs `ppcctl config diff /srv/ppc/hollowfell-3.2.1-2025-10-20.xml hollowfell-3.4.0.xml` only if nothing but the droop and the firmware parameters change.",
     "Have the grid engineer read `ppcctl config diff /srv/ppc/hollowfell-3.2.1-2025-10-20.xml hollowfell-3.4.0.xml`; they sign only when the droop and firmware parameters are the sole differences.",
     "Only the droop and firmware parameters may change in `ppcctl config diff /srv/ppc/hollowfell-3.2.1-2025-10-20.xml hollowfell-3.4.0.xml`; the grid engineer signs on that basis."),
    (5, [2], "Do not start until the TSO control room confirms the slot and the curtailment instruction (log ref CR-55019).",
     "Wait for the TSO control room to confirm both the slot and the curtailment instruction, logged as CR-55019, before starting.",
     "Confirmation from the TSO control room of slot and curtailment (CR-55019) comes before anything starts."),
    (6, [4, 5], "Curtail the farm at 10 MW/min: `ppcctl setpoint p --site hollowfell --mw 0 --ramp 10`.",
     "Ramp the farm down to zero at 10 MW/min with `ppcctl setpoint p --site hollowfell --mw 0 --ramp 10`.",
     "`ppcctl setpoint p --site hollowfell --mw 0 --ramp 10` curtails the farm at 10 MW/min."),
    (7, [6], "Take the PPC to local so TSO setpoints are ignored: `ppcctl mode --site hollowfell local`.",
     "Put the PPC into local mode with `ppcctl mode --site hollowfell local`, so setpoints from the TSO are not acted on.",
     None),
    (8, [7], "Flash the standby unit first: `ppcctl fw install --unit PPC-B --image ppc-3.4.0.bin`.",
     "Start with the standby PPC: `ppcctl fw install --unit PPC-B --image ppc-3.4.0.bin`.",
     "`ppcctl fw install --unit PPC-B --image ppc-3.4.0.bin` - standby unit before the active one."),
    (9, [8], "`ppcctl version --unit PPC-B` must say 3.4.0 with a config CRC equal to the reviewed file's.",
     "Check that `ppcctl version --unit PPC-B` reports 3.4.0 and the same config CRC as the reviewed file.",
     None),
    (10, [9], "Make PPC-B active: `ppcctl redundancy switchover --to PPC-B`.",
     "Switch the active role over to PPC-B via `ppcctl redundancy switchover --to PPC-B`.",
     "`ppcctl redundancy switchover --to PPC-B` makes PPC-B the active unit."),
    (11, [10], "Flash PPC-A: `ppcctl fw install --unit PPC-A --image ppc-3.4.0.bin`.",
     "Install the image on PPC-A with `ppcctl fw install --unit PPC-A --image ppc-3.4.0.bin`.",
     None),
    (12, [10], "Set the new droop: `ppcctl param set --site hollowfell qv.droop 4`.",
     "Write the 4% droop with `ppcctl param set --site hollowfell qv.droop 4`.",
     None),
    (13, [11, 12], "`ppcctl param get --site hollowfell qv.droop` has to return 4 and the active/standby sync must show OK.",
     "Expect 4 from `ppcctl param get --site hollowfell qv.droop` and an OK active/standby sync status.",
     "The active/standby sync OK, and 4 returned by `ppcctl param get --site hollowfell qv.droop`."),
    (14, [13], "Back to remote: `ppcctl mode --site hollowfell remote`.",
     "Return the PPC to remote with `ppcctl mode --site hollowfell remote`.",
     None),
    (15, [14], "Ramp to 30 MW with `ppcctl setpoint p --site hollowfell --mw 30 --ramp 10`, hold 30 minutes and watch the reactive response on the PQ meter.",
     "Bring the farm to 30 MW using `ppcctl setpoint p --site hollowfell --mw 30 --ramp 10` and stay there 30 minutes, watching reactive response on the PQ meter.",
     "Watch the PQ meter's reactive response for 30 minutes at 30 MW, reached with `ppcctl setpoint p --site hollowfell --mw 30 --ramp 10`."),
    (16, [15], "TSO step test: the control room steps the voltage reference by +2% and -2%; the PPC must deliver 90% of the Q change within 1 s.",
     "Let the TSO control room step the voltage reference +2% and -2% and check the PPC reaches 90% of the Q change in 1 s or less.",
     "The PPC must reach 90% of the Q change within 1 s when the TSO control room steps the voltage reference by +2% and by -2%."),
    (17, [16], "Release the curtailment: `ppcctl setpoint p --site hollowfell --release`.",
     "Lift the curtailment with `ppcctl setpoint p --site hollowfell --release`.",
     None),
    (18, [16], "Send the TSO the step test results as report GC-TEST-2025-118.",
     "Submit the step test results to the TSO in report GC-TEST-2025-118.",
     "Report GC-TEST-2025-118 with the step test results goes to the TSO."),
    (19, [17, 18], "Update the grid compliance file and the PPC settings register.",
     "Bring the PPC settings register and the grid compliance file up to date.",
     None),
    (20, [19], "Close CHG-WF-0611.",
     "CHG-WF-0611 is closed.",
     "CHG-WF-0611: close it."),
]

GUARDS = {
    3: "export of the PPC configuration (command only)",
    4: "grid engineer's review and signature of the config diff",
    5: "TSO confirmation before starting",
    9: "read-back of the standby unit before switchover (does not say what it protects)",
    13: "read-back of droop and sync before going back to remote",
    15: "30-minute watch at 30 MW before the step test",
    16: "TSO step test before curtailment is released",
}
DROP_GUARD = 4

SPLITS = {
    15: ("Ramp to 30 MW with `ppcctl setpoint p --site hollowfell --mw 30 --ramp 10`.",
         "Hold 30 minutes and watch the reactive response on the PQ meter."),
    16: ("TSO step test: the control room steps the voltage reference by +2% and -2%.",
         "The PPC must deliver 90% of the Q change within 1 s."),
}
REGEN_SPLIT = (1, (
    "Raise CHG-WF-0611 for Hollow Fell, implementing TSO instruction TSO-INS-2025-118.",
    "Scope: PPC firmware 3.2.1 up to 3.4.0, and the Q(V) droop reduced from 5% to 4%."))

SERIALIZE = [4, 5]

COMPRESS = [
    ([2, 5], "Book the slot with the TSO and get it confirmed."),
    ([6, 7], "Curtail the farm and put the PPC in local."),
    ([8, 9], "Flash PPC-B and check its version."),
    ([13, 14], "Check the droop and return the PPC to remote."),
    ([15, 16], "Ramp to 30 MW and run the TSO step test."),
    ([19, 20], "Update the compliance file and close the change."),
]

LOST = {"remove": (9, 10), "add": [(8, 10), (9, 13)],
        "why": "the switchover to PPC-B (10) no longer waits for the read-back of its version and config CRC (9)"}

TARGET = {"step": 12, "old": "qv.droop 4", "new": "qv.droop 5", "kind": "setpoint (droop %)"}

OPERATION = {"step": 10,
             "text": "Make PPC-B active: `ppcctl redundancy disable --to PPC-B`.",
             "change": "subcommand `switchover` -> `disable` (redundancy turned off instead of a role switch; prose unchanged)"}
