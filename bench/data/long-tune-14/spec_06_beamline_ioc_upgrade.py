ID = "lt14_06"
TASK = "Synchrotron beamline BL-07: motion IOC to EPICS base 7.0.8 and Power PMAC firmware 2.6.1 on a shutdown day, with position and energy checks"

STEPS = [
    (1, [], "Open BL07-CHG-118 to move IOC `bl07-mot-ioc01` to EPICS base 7.0.8 and controller `bl07-pmac01` to firmware 2.6.1 on shutdown day 2025-03-05.",
     "Raise BL07-CHG-118: on the 2025-03-05 shutdown day, IOC `bl07-mot-ioc01` goes to EPICS base 7.0.8 and the `bl07-pmac01` controller gets firmware 2.6.1.",
     "For shutdown day 2025-03-05, open BL07-CHG-118 (firmware 2.6.1 on `bl07-pmac01`, EPICS base 7.0.8 on `bl07-mot-ioc01`)."),
    (2, [1], "Get the beamline scientist's sign-off in the e-log that the hutch is searched and interlocked and no user beamtime is scheduled.",
     "The beamline scientist must confirm in the e-log, and sign off, that no user beamtime is booked and the hutch has been searched and interlocked.",
     None),
    (3, [1], "Back up the IOC tree and its autosave files: `tar czf /nfs/bl07/backup/bl07-mot-ioc01_20250305.tgz /epics/iocs/bl07-mot-ioc01`.",
     "Make a tarball of the IOC directory, autosave files included, so the old build can be put back: `tar czf /nfs/bl07/backup/bl07-mot-ioc01_20250305.tgz /epics/iocs/bl07-mot-ioc01`.",
     "Run `tar czf /nfs/bl07/backup/bl07-mot-ioc01_20250305.tgz /epics/iocs/bl07-mot-ioc01` to keep a copy of the IOC tree with its autosave files."),
    (4, [1], "Record the motor readbacks: `caget -t BL07:MONO:THETA.RBV BL07:MONO:PITCH.RBV BL07:SLIT1:HGAP.RBV > /tmp/positions_pre.txt`.",
     "Write the current readback of each motor to a file with `caget -t BL07:MONO:THETA.RBV BL07:MONO:PITCH.RBV BL07:SLIT1:HGAP.RBV > /tmp/positions_pre.txt`.",
     None),
    (5, [2, 3, 4], "Stop the IOC: `manage-iocs stop bl07-mot-ioc01`.",
     "Bring the motion IOC down with `manage-iocs stop bl07-mot-ioc01`.",
     None),
    (6, [5], "Flash the motion controller: `pmac-flash --host bl07-pmac01 --image PowerPMAC_2.6.1.img`.",
     "Load the new firmware onto the Power PMAC using `pmac-flash --host bl07-pmac01 --image PowerPMAC_2.6.1.img`.",
     "With `pmac-flash --host bl07-pmac01 --image PowerPMAC_2.6.1.img`, flash the controller."),
    (7, [5], "Deploy the new IOC build: `ansible-playbook ioc.yml -l bl07-mot-ioc01 -e epics_base=7.0.8`.",
     "Roll the rebuilt IOC out with Ansible: `ansible-playbook ioc.yml -l bl07-mot-ioc01 -e epics_base=7.0.8`.",
     "Run `ansible-playbook ioc.yml -l bl07-mot-ioc01 -e epics_base=7.0.8` to deploy the new IOC build."),
    (8, [6, 7], "Start the IOC: `manage-iocs start bl07-mot-ioc01`.",
     "Fire the IOC back up with `manage-iocs start bl07-mot-ioc01`.",
     None),
    (9, [8], "Compare the readbacks with `/tmp/positions_pre.txt`: every axis must be within 2 encoder counts; if not, stop and call the motion controls engineer.",
     "Read the motors again and hold them against `/tmp/positions_pre.txt`. Halt and call the motion controls engineer should any axis differ by more than 2 encoder counts.",
     "Every axis must be within 2 encoder counts of `/tmp/positions_pre.txt`; otherwise stop and call the motion controls engineer."),
    (10, [8], "Check that autosave restored `BL07:MONO:THETA.VELO` and the soft limits to the values in the autosave file.",
     "Make sure the velocity `BL07:MONO:THETA.VELO` and the soft limits came back from autosave with the saved values.",
     None),
    (11, [9, 10], "Home the slit axes only with `caput BL07:SLIT1:HOME 1`; the monochromator is not homed.",
     "Run a homing on just the slits (`caput BL07:SLIT1:HOME 1`) and leave the monochromator alone.",
     "Leave the monochromator unhomed and home only the slit axes: `caput BL07:SLIT1:HOME 1`."),
    (12, [11], "Scan across the Cu K-edge at 8979 eV and confirm the edge lies within 0.5 eV of the reference scan.",
     "To prove the energy calibration survived, run a scan over the Cu K-edge (8979 eV); the edge has to sit no more than 0.5 eV from the reference.",
     "The edge must be within 0.5 eV of the reference when you scan the Cu K-edge at 8979 eV."),
    (13, [12], "Release the beamline to users in the e-log and set `BL07:STATUS` to `OPEN`.",
     "Hand the beamline back to users: note it in the e-log and put `BL07:STATUS` to `OPEN`.",
     "Set `BL07:STATUS` to `OPEN` and log in the e-log that the beamline is released to users."),
    (14, [13], "Close BL07-CHG-118 with the position comparison and the edge scan attached.",
     "Attach the edge scan and position comparison, then close BL07-CHG-118.",
     None),
]

GUARDS = {
    2: "beamline scientist sign-off (hutch interlocked, no beamtime)",
    3: "tarball of the IOC tree and autosave files before the upgrade",
    9: "motor readback comparison after the restart",
    12: "Cu K-edge energy check before release to users",
}
DROP_GUARD = 12

SPLITS = {
    9: ("Compare the readbacks with `/tmp/positions_pre.txt`: every axis must be within 2 encoder counts.",
        "If an axis is out, stop and call the motion controls engineer."),
    12: ("Scan across the Cu K-edge at 8979 eV.",
         "Confirm the edge lies within 0.5 eV of the reference scan."),
}
REGEN_SPLIT = (3, (
    "Before touching anything, make sure the autosave files are inside the IOC directory `/epics/iocs/bl07-mot-ioc01`.",
    "Archive that directory with `tar czf /nfs/bl07/backup/bl07-mot-ioc01_20250305.tgz /epics/iocs/bl07-mot-ioc01`.",
))
SERIALIZE = [9, 10]

COMPRESS = [
    ([1, 2], "Open BL07-CHG-118 and get the beamline scientist's sign-off."),
    ([5, 6], "Stop the IOC and flash `bl07-pmac01`."),
    ([9, 11], "Check positions against the saved readbacks and home the slits."),
    ([13, 14], "Release the beamline and close the change."),
]

LOST = {"remove": (3, 5), "add": [(3, 14)],
        "why": "the IOC is stopped, the controller flashed and the new build deployed (5-7) without waiting for the tarball of the IOC tree and autosave files (3)"}

TARGET = {"step": 6, "old": "2.6.1", "new": "2.6.0", "kind": "firmware version"}

OPERATION = {"step": 11,
             "text": "Home all axes with `caput BL07:ALL:HOME 1`, the monochromator included.",
             "change": "home the slits only -> home every axis including the monochromator (restored position lost)"}
