ID = "lb10_01"
TASK = "Hospital MRI suite: MAGNETOM Vida scanner MRI-2 software upgrade syngo MR XA31A -> XA51A over a weekend block"

STEPS = [
    (1, [],
     "Open change CHG-58213 for the MRI-2 software upgrade from syngo MR XA31A to XA51A and block the scanner in RIS from 18:00 Saturday to 08:00 Sunday.",
     "Raise CHG-58213 covering the move of MRI-2 from syngo MR XA31A to XA51A, and put a RIS booking block on the scanner running 18:00 Saturday until 08:00 Sunday.",
     "In RIS, block MRI-2 from 18:00 Saturday to 08:00 Sunday, and open change CHG-58213 for its syngo MR XA31A to XA51A software upgrade."),
    (2, [1],
     "Get a go from the MRI shift lead radiographer once the last patient has left the suite and no inpatient is still booked on MRI-2.",
     "Wait for the radiographer leading the MRI shift to say go; that happens only after the final patient is out of the suite and nothing inpatient remains on the MRI-2 list.",
     None),
    (3, [2],
     "Capture the current values: export the protocol tree to `D:\\backup\\protocols_XA31A_20250614.edx` and photograph the coil list and shim settings on the host console.",
     "Before touching anything, save what is there now: the protocol tree goes out to `D:\\backup\\protocols_XA31A_20250614.edx`, and the coil list plus the shim settings shown on the host console get photographed.",
     "Photograph the coil list and shim settings on the host console and export the protocol tree (target file `D:\\backup\\protocols_XA31A_20250614.edx`) so the current values are captured."),
    (4, [2],
     "Push any unsent images and MPPS messages from MRI-2 to PACS (AE `PACS_ARCH1`, port 104) and confirm the local send queue shows 0 jobs.",
     "Flush whatever images and MPPS messages MRI-2 has not sent yet over to the archive (AE `PACS_ARCH1`, port 104); the local send queue must read 0 jobs afterwards.",
     "Confirm the MRI-2 send queue is at 0 jobs after pushing all unsent images and MPPS messages to `PACS_ARCH1` on port 104."),
    (5, [3, 4],
     "Shut down the MR host workstation and the MaRS reconstruction computer from the console; leave the magnet and the helium compressor running.",
     "From the console, power the MR host workstation and the MaRS reconstruction computer down cleanly, while the magnet stays at field and the helium compressor keeps running.",
     None),
    (6, [5],
     "Install syngo MR XA51A from the service USB stick with the service installer, let it finish (about 90 minutes) and reboot the host.",
     "Using the service installer on the service USB stick, put syngo MR XA51A on the system; it takes roughly 90 minutes to complete, after which the host is rebooted.",
     "Let the service installer run syngo MR XA51A to completion from the service USB stick (about 90 minutes), then reboot the host."),
    (7, [6],
     "Import `protocols_XA31A_20250614.edx` into the XA51A protocol manager and check that all 212 protocols are listed.",
     "Load the saved tree `protocols_XA31A_20250614.edx` back through the XA51A protocol manager; the list should show every one of the 212 protocols.",
     None),
    (8, [6],
     "Re-enter the DICOM nodes: worklist SCP `RIS-MWL01:4100`, storage SCP `PACS_ARCH1` on port 104 and the dose SR destination `DOSE-MON`.",
     "Configure the DICOM nodes again by hand, namely the worklist provider `RIS-MWL01:4100`, the storage provider `PACS_ARCH1` listening on port 104, and `DOSE-MON` as where dose SR is sent.",
     "Set up `RIS-MWL01:4100` as worklist SCP, `PACS_ARCH1` (port 104) as storage SCP and `DOSE-MON` as the dose SR destination in the DICOM node list again."),
    (9, [6],
     "Run daily QA on the 20 cm head phantom with the Head/Neck 20 coil; SNR must be within 10 % of the baseline of 312.",
     "Do the daily quality check with the 20 cm head phantom in the Head/Neck 20 coil and accept only an SNR no more than 10 % away from the 312 baseline.",
     "With the Head/Neck 20 coil, scan the 20 cm head phantom for daily QA and compare SNR against the 312 baseline (allowed deviation 10 %)."),
    (10, [8],
     "Send test study `QA^PHANTOM` to PACS_ARCH1 and read it back in the PACS viewer: all 5 series must be there.",
     "Push the `QA^PHANTOM` test study across to PACS_ARCH1, then open it in the PACS viewer to confirm that none of the 5 series is missing.",
     None),
    (11, [8],
     "Query the worklist from the MR console and check that tomorrow's 07:30 booking shows with the right accession number.",
     "From the MR console, pull the worklist and make sure the 07:30 booking for tomorrow comes through carrying its correct accession number.",
     "Check, by a worklist query from the MR console, that the 07:30 booking tomorrow carries the right accession number."),
    (12, [7, 9, 10, 11],
     "Scan a volunteer with the routine brain protocol (T1 MPRAGE, T2 FLAIR, DWI) and have the duty radiologist review the images for artefacts.",
     "Have a volunteer scanned using the standard brain protocol (T1 MPRAGE, T2 FLAIR and DWI), and ask the radiologist on duty to look the images over for any artefact.",
     None),
    (13, [12],
     "Hand MRI-2 back to clinical use in RIS and lift the booking block from 08:00 Sunday.",
     "Return MRI-2 to clinical service in RIS, removing the booking block as of 08:00 Sunday.",
     "Lift the RIS booking block from 08:00 Sunday so that MRI-2 is back in clinical use."),
    (14, [13],
     "Record software version XA51A in the MR safety file and close CHG-58213.",
     "Note the new XA51A software version in the MR safety file, then close out CHG-58213.",
     None),
]

GUARDS = {
    2: "go from the MRI shift lead before taking the scanner down (approval gate)",
    3: "captured current values: protocol export and coil/shim photos before the install (backup)",
    9: "phantom SNR QA after the install (verification)",
    10: "test study read back from PACS (verification)",
    12: "volunteer scan reviewed by the radiologist before clinical release (verification before release)",
}
DROP_GUARD = 3

SPLITS = {
    3: ("Capture the current values: export the protocol tree to `D:\\backup\\protocols_XA31A_20250614.edx`.",
        "Photograph the coil list and shim settings on the host console."),
    8: ("Re-enter the worklist SCP `RIS-MWL01:4100` in the DICOM node list.",
        "Re-enter storage SCP `PACS_ARCH1` on port 104 and the dose SR destination `DOSE-MON`."),
}
REGEN_SPLIT = (12, (
    "Book a volunteer and scan them on the routine brain protocol: T1 MPRAGE, T2 FLAIR and DWI.",
    "The duty radiologist then goes through those images looking for artefacts.",
))
SERIALIZE = [10, 11]
COMPRESS = [
    ([1, 2], "Open CHG-58213 for the MRI-2 upgrade to XA51A, block the scanner in RIS and start once the shift lead agrees."),
    ([5, 6], "Shut down the host and reconstruction computer and install syngo MR XA51A from the service USB, then reboot."),
    ([8, 11], "Re-enter the DICOM nodes (worklist, PACS, dose SR) and check the worklist from the console."),
    ([13, 14], "Release MRI-2 to clinical use, update the safety file and close the change."),
]
LOST = {"remove": (3, 5), "add": [(3, 7)],
        "why": "the host shutdown and the software install no longer wait for the protocol export and the coil/shim capture"}
TARGET = {"step": 8, "old": "4100", "new": "4104", "kind": "port (worklist SCP)"}
OPERATION = {"step": 5,
             "text": "Shut down the MR host workstation and the MaRS reconstruction computer from the console; switch off the magnet supervisor and the helium compressor as well.",
             "change": "helium compressor left running -> switched off"}
