# lt7_12 - chemical plant DCS: redundant controller pair firmware update under MOC with the reactor on hold
ID = "lt7_12"
TASK = ("Chemical plant DCS: update the Experion C300 redundant controller pair C300-R201A/B of reactor unit R-201 "
        "from firmware R511.2 to R520.1 under MOC-2024-0713, with the reactor on planned hold, one controller at a "
        "time with a switchover, then return the loops to auto.")

STEPS = [
    (1, [], "Open MOC-2024-0713 for Experion C300 firmware R511.2 -> R520.1 on the redundant pair `C300-R201A`/`C300-R201B` (reactor R-201).",
     "A management-of-change record, MOC-2024-0713, is opened to take the C300 pair `C300-R201A`/`C300-R201B` on reactor R-201 from firmware R511.2 to R520.1.",
     "Firmware R511.2 -> R520.1 on the Experion C300 pair `C300-R201A`/`C300-R201B` of reactor R-201 goes through MOC-2024-0713."),
    (2, [1], "Process safety review: the PHA team lead confirms the Triconex SIS stays independent and in service, and signs the MOC.",
     "The MOC needs the PHA team lead's signature, given only after confirming that the Triconex SIS remains independent and in service.",
     None),
    (3, [1], "Export the Control Builder configuration of `C300-R201` to `//eng-srv/moc/0713/cb-export.zip`.",
     "Take a Control Builder export of `C300-R201` and save it as `//eng-srv/moc/0713/cb-export.zip`.",
     "`//eng-srv/moc/0713/cb-export.zip` holds the Control Builder configuration export of `C300-R201`."),
    (4, [1], "Record the tuning of loops TIC-201, PIC-204 and FIC-210 (setpoints, gains, integral and derivative times) in the MOC folder.",
     "Write down the current setpoints, gains, and integral and derivative times of loops TIC-201, PIC-204 and FIC-210, and file them with the MOC.",
     None),
    (5, [2], "Operations brings R-201 to planned hold: feed FIC-210 at 0, jacket temperature TIC-201 at 60 °C, agitator running.",
     "Reactor R-201 is taken to the planned hold state by operations - FIC-210 feed at 0, TIC-201 jacket temperature at 60 °C, agitator kept running.",
     "Planned hold on R-201 (operations): agitator on, jacket temperature TIC-201 at 60 °C, FIC-210 feed at 0."),
    (6, [5], "Put TIC-201 and PIC-204 in manual with outputs held, per operating procedure OP-R201-17.",
     "Following operating procedure OP-R201-17, the panel operator switches TIC-201 and PIC-204 to manual and holds their outputs.",
     None),
    (7, [3, 4, 6], "Confirm in Station that redundancy is synchronised: `C300-R201A` primary, `C300-R201B` backup, status Synchronized.",
     "Check in Station that the pair is in sync - status Synchronized, with `C300-R201A` as primary and `C300-R201B` as backup.",
     "Station must show `C300-R201A` primary and `C300-R201B` backup, redundancy status Synchronized."),
    (8, [7], "Load firmware R520.1 onto the backup controller `C300-R201B` from Firmware Manager.",
     "Using Firmware Manager, R520.1 is loaded onto the controller currently acting as backup, `C300-R201B`.",
     None),
    (9, [8], "Wait up to 10 minutes for `C300-R201B` to re-synchronise with the primary (status Synchronized).",
     "Allow the backup up to 10 minutes; `C300-R201B` must be back to Synchronized with the primary before going on.",
     "Status Synchronized on `C300-R201B` again, within 10 minutes of the load."),
    (10, [9], "Switch over so that `C300-R201B` becomes primary, and confirm the TIC-201 and PIC-204 outputs move by no more than 0.5%.",
     "A switchover is initiated, making `C300-R201B` the primary; the outputs of TIC-201 and PIC-204 must not bump by more than 0.5%.",
     None),
    (11, [10], "Watch the new primary for 30 minutes: no controller alarms, CPU free above 40% and every I/O module OK.",
     "The new primary is kept under observation for half an hour, during which it must raise no controller alarms, keep CPU free over 40% and report all I/O modules OK.",
     "For 30 minutes, check the new primary for controller alarms (none), CPU free (above 40%) and I/O module status (all OK)."),
    (12, [11], "Load firmware R520.1 onto `C300-R201A`, now the backup.",
     "Next, `C300-R201A` - the backup at this point - gets firmware R520.1.",
     None),
    (13, [12], "Wait for `C300-R201A` to re-synchronise (status Synchronized).",
     "Let `C300-R201A` come back into sync until Station reports Synchronized.",
     "Re-sync of `C300-R201A`: wait for Synchronized."),
    (14, [13], "Check in Station that both controllers report firmware R520.1 and redundancy Synchronized.",
     "Station should now show R520.1 as the firmware on both controllers, with redundancy Synchronized.",
     None),
    (15, [13], "Compare the PID parameters of TIC-201, PIC-204 and FIC-210 with the recorded values; no differences allowed.",
     "The PID parameters of TIC-201, PIC-204 and FIC-210 are checked against what was recorded beforehand, and they must match exactly.",
     "No difference is acceptable between the recorded values and the current PID parameters of TIC-201, PIC-204 and FIC-210."),
    (16, [14, 15], "The shift supervisor approves the return to normal operation in MOC-2024-0713.",
     "Return to normal operation is approved by the shift supervisor, recorded in MOC-2024-0713.",
     None),
    (17, [16], "Return TIC-201 and PIC-204 to auto and ramp feed FIC-210 to 4.2 m3/h over 20 minutes.",
     "TIC-201 and PIC-204 go back to auto, and the FIC-210 feed is ramped up to 4.2 m3/h across 20 minutes.",
     "Ramp the FIC-210 feed to 4.2 m3/h over 20 minutes after putting TIC-201 and PIC-204 back in auto."),
    (18, [17], "Watch the reactor for 2 hours: temperature within 1 °C of setpoint and PIC-204 pressure stable.",
     "For 2 hours the reactor is watched; temperature must hold within 1 °C of setpoint and the PIC-204 pressure must stay stable.",
     None),
    (19, [16], "Update the DCS asset register and the MOC with firmware R520.1 and the backup file name.",
     "Firmware R520.1 and the name of the backup file are entered in both the MOC and the DCS asset register.",
     "DCS asset register plus the MOC: record R520.1 and the backup file name."),
    (20, [18, 19], "Close MOC-2024-0713.",
     "MOC-2024-0713 can now be closed.",
     None),
]

GUARDS = {
    2: "PHA / process safety sign-off before the reactor is put on hold",
    3: "Control Builder configuration export before any firmware load",
    7: "redundancy synchronised before loading the backup controller",
    11: "30-minute watch of the new primary before loading the second controller",
    15: "PID parameter comparison before the return to normal",
    16: "shift supervisor approval before loops return to auto",
}
DROP_GUARD = 3

SPLITS = {
    5: ("Operations brings R-201 to planned hold: feed FIC-210 at 0.",
        "Jacket temperature TIC-201 at 60 °C with the agitator running."),
    10: ("Switch over so that `C300-R201B` becomes primary.",
         "Confirm the TIC-201 and PIC-204 outputs move by no more than 0.5% during the switchover."),
}
REGEN_SPLIT = (17, (
    "Put TIC-201 and PIC-204 back into auto.",
    "Then, with both loops in auto, ramp the FIC-210 feed up to 4.2 m3/h, taking 20 minutes over it.",
))
SERIALIZE = [14, 15]

COMPRESS = [
    ([1, 2], "Open MOC-2024-0713 and get the process safety sign-off."),
    ([8, 9], "Load R520.1 onto the backup controller and let it re-sync."),
    ([12, 13], "Load R520.1 onto C300-R201A and wait for sync."),
    ([14, 16], "Check firmware on both controllers and get the shift supervisor's approval."),
    ([17, 18], "Put the loops back in auto, ramp the feed and watch the reactor."),
    ([19, 20], "Update the asset register and close the MOC."),
]

LOST = {"remove": (11, 12), "add": [(10, 12), (11, 16)],
        "why": "R520.1 is loaded onto C300-R201A right after the switchover, without the 30-minute watch of the new primary, so both halves of the pair can end up on bad firmware"}

TARGET = {"step": 8, "old": "C300-R201B", "new": "C300-R201A", "kind": "controller (redundant pair member)"}

OPERATION = {"step": 6,
             "text": "Leave TIC-201 and PIC-204 in auto with outputs live, per operating procedure OP-R201-17.",
             "change": "state kept instead of changed: the critical loops stay in auto instead of manual with outputs held"}
