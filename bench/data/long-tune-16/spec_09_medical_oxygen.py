ID = "lt16_09"
TASK = ("St Bride's Hospital medical oxygen: replace changeover controller CC-1 with CC-2 at the VIE compound "
        "while the pipeline runs on secondary cylinder manifold M-2, under permit PTW-0915 (HTM 02-01).")

STEPS = [
    (1, [], "Raise permit to work PTW-0915 under HTM 02-01 for replacing oxygen changeover controller CC-1 at the VIE compound, issued by the MGPS Authorised Person.",
     "Have the MGPS Authorised Person issue PTW-0915 under HTM 02-01 to cover swapping out CC-1, the oxygen changeover controller in the VIE compound.",
     "For the CC-1 oxygen changeover controller replacement at the VIE compound, the MGPS Authorised Person raises permit to work PTW-0915 (HTM 02-01)."),
    (2, [1], "Get the clinical director and the duty site manager to approve PTW-0915 for 10:00-12:00, with ICU informed and no high-flow theatre lists booked.",
     "PTW-0915 needs approval from the clinical director and the duty site manager for 10:00-12:00; ICU must know and no high-flow theatre list may be booked.",
     None),
    (3, [1], "Check the secondary manifold M-2: duty bank of 10 J cylinders at 137 bar or more and the standby bank full.",
     "Confirm M-2, the secondary manifold, has its standby bank full and 10 J cylinders on the duty bank reading at least 137 bar.",
     "On M-2 (secondary manifold), 10 J cylinders on the duty bank must be at 137 bar or more and the standby bank full; check."),
    (4, [1], "Check emergency reserve manifold ERM-1 has 4 full cylinders and its valves set to `Auto`.",
     "Confirm ERM-1, the emergency reserve manifold, holds 4 full cylinders with its valves in `Auto`.",
     None),
    (5, [2], "Tell ICU, theatres and wards 4-9 that oxygen runs on the secondary supply 10:00-12:00 and put a portable cylinder on each ward.",
     "Place a portable cylinder on every ward and let ICU, theatres and wards 4-9 know the oxygen is on secondary supply 10:00-12:00.",
     "Wards 4-9, ICU and theatres are told oxygen is on the secondary supply 10:00-12:00; each ward gets a portable cylinder."),
    (6, [3, 4, 5], "Set the source selector on the changeover panel from `Primary` to `Secondary` so M-2 feeds the pipeline, and confirm line pressure holds 4.1 bar.",
     "At the changeover panel, turn the source selector to `Secondary` instead of `Primary`, letting M-2 feed the pipeline, and check the line stays at 4.1 bar.",
     None),
    (7, [6], "Isolate the VIE from the pipeline: close valve VIE-V3 and lock it with padlock PL-22.",
     "Shut VIE-V3 to cut the VIE off from the pipeline and fit padlock PL-22 on it.",
     "Close VIE-V3 and lock it with PL-22 so the VIE is isolated from the pipeline."),
    (8, [6], "Set the CC-1 alarm inputs at the switchboard panel to `Inhibit`.",
     "At the switchboard panel, put the alarm inputs coming from CC-1 into `Inhibit`.",
     None),
    (9, [2], "Export the CC-1 event log and setpoints over the service port: `mgctl export --unit CC-1 --out /srv/mgps/cc1-2024-03-12.json`.",
     "Pull the setpoints and event log off CC-1 through its service port using `mgctl export --unit CC-1 --out /srv/mgps/cc1-2024-03-12.json`.",
     "Run `mgctl export --unit CC-1 --out /srv/mgps/cc1-2024-03-12.json` on the service port to keep the CC-1 event log and setpoints."),
    (10, [7, 8, 9], "Remove CC-1, fit the new CC-2 and wire the VIE pressure, level and changeover signals to it.",
     "Take out CC-1 and install CC-2 in its place, connecting the VIE level, pressure and changeover signals.",
     "Wire the VIE pressure, level and changeover signals to the new CC-2 after CC-1 has been removed and CC-2 fitted."),
    (11, [10], "Preview the setpoints with `mgctl config load --unit CC-2 --file /srv/mgps/cc1-2024-03-12.json --dry-run` and have the AP check 4.1 bar line and 10.5 bar VIE before the real load.",
     "The AP checks the 4.1 bar line and 10.5 bar VIE values in what `mgctl config load --unit CC-2 --file /srv/mgps/cc1-2024-03-12.json --dry-run` shows, before anything is loaded for real.",
     "Before the real load, the AP checks 4.1 bar line and 10.5 bar VIE in the preview from `mgctl config load --unit CC-2 --file /srv/mgps/cc1-2024-03-12.json --dry-run`."),
    (12, [11], "Load the setpoints: `mgctl config load --unit CC-2 --file /srv/mgps/cc1-2024-03-12.json`.",
     "Apply the setpoints for real using `mgctl config load --unit CC-2 --file /srv/mgps/cc1-2024-03-12.json`.",
     None),
    (13, [12], "Simulate a VIE low level on the CC-2 test input and do not reopen the VIE unless CC-2 changes over to M-2 and alarms at the switchboard within 10 s.",
     "The VIE stays shut until a simulated low level on the CC-2 test input makes CC-2 change over to M-2 and raise the switchboard alarm inside 10 s.",
     "Unless CC-2 changes over to M-2 and alarms at the switchboard within 10 s of a simulated VIE low level on the CC-2 test input, do not reopen the VIE."),
    (14, [13], "Remove padlock PL-22 and open VIE-V3 slowly.",
     "Take PL-22 off and slowly open VIE-V3.",
     None),
    (15, [14], "Set the source selector back from `Secondary` to `Primary` so the VIE feeds the pipeline, and confirm 4.1 bar.",
     "Return the source selector to `Primary` from `Secondary`, putting the VIE back on the pipeline, and check for 4.1 bar.",
     "The VIE feeds the pipeline again once the selector goes from `Secondary` to `Primary`; confirm 4.1 bar."),
    (16, [15], "Return the CC-1 alarm inputs, now wired to CC-2, from `Inhibit` to `Normal` at the switchboard panel.",
     "At the switchboard panel, take the alarm inputs (formerly CC-1, now CC-2) out of `Inhibit` and back to `Normal`.",
     None),
    (17, [16], "Watch line pressure at the switchboard for 60 minutes and keep the permit open unless it stays 4.0-4.2 bar with no alarms.",
     "Observe the line pressure on the switchboard for 60 minutes; the permit stays open unless it holds 4.0-4.2 bar without any alarm.",
     None),
    (18, [15], "Check oxygen purity at a ward 6 terminal unit with the analyser: at least 99.5 %.",
     "Use the analyser on a ward 6 terminal unit and confirm purity of 99.5 % or better.",
     "Purity at a ward 6 terminal unit must read at least 99.5 % on the analyser; check it."),
    (19, [17, 18], "Tell ICU, theatres and wards 4-9 the VIE supply is back and collect the portable cylinders.",
     "Collect the portable cylinders and let ICU, theatres and wards 4-9 know the VIE supply has been restored.",
     None),
    (20, [15], "Swap any part-used J cylinders on M-2 and check the manifold shows duty bank `Running` and standby bank `Ready`.",
     "Replace part-used J cylinders on M-2 and confirm the manifold reads `Running` for the duty bank and `Ready` for the standby bank.",
     "M-2 must show duty bank `Running` and standby bank `Ready` after part-used J cylinders are swapped."),
    (21, [19, 20], "Cancel PTW-0915 with the AP and file the changeover test and purity records.",
     "File the purity and changeover test records and have the AP cancel PTW-0915.",
     None),
]

GUARDS = {2: "clinical director and site manager approve PTW-0915",
          9: "export of CC-1 log and setpoints before removal",
          11: "dry-run preview of the CC-2 setpoints checked by the AP",
          13: "simulated low-level changeover test before the VIE is reopened",
          17: "60-minute line pressure watch before the permit is closed",
          18: "oxygen purity check at a terminal unit"}
DROP_GUARD = 2

SPLITS = {
    6: ("Set the source selector on the changeover panel from `Primary` to `Secondary` so M-2 feeds the pipeline.",
        "Confirm line pressure holds 4.1 bar."),
    13: ("Simulate a VIE low level on the CC-2 test input.",
         "Do not reopen the VIE unless CC-2 changed over to M-2 and alarmed at the switchboard within 10 s."),
}
REGEN_SPLIT = (11, ("Dry-run the setpoint load: `mgctl config load --unit CC-2 --file /srv/mgps/cc1-2024-03-12.json --dry-run`.",
                    "The AP must see 4.1 bar line and 10.5 bar VIE in that preview before the real load."))
SERIALIZE = [3, 4]

COMPRESS = [
    ([1, 2], "Raise and approve PTW-0915 for the CC-1 replacement."),
    ([7, 10], "Isolate the VIE and replace CC-1 with CC-2."),
    ([11, 12], "Dry-run and load the CC-2 setpoints."),
    ([13, 14], "Test the changeover on CC-2 and reopen VIE-V3."),
    ([16, 17], "Put the alarms back to normal and watch line pressure."),
    ([19, 21], "Tell the wards the VIE is back and cancel the permit."),
]

LOST = {"remove": (6, 7), "add": [(5, 7)],
        "why": "the VIE is isolated (VIE-V3 closed) without waiting for the pipeline to be switched to the secondary manifold M-2"}
TARGET = {"step": 7, "old": "VIE-V3", "new": "VIE-V1", "kind": "valve tag"}
OPERATION = {"step": 15,
             "text": "Leave the source selector in `Secondary` so the M-2 cylinders keep feeding the pipeline, and confirm 4.1 bar.",
             "change": "unit left in the state it should leave: supply kept on `Secondary` (M-2) instead of returned to `Primary` (whole step rewritten)"}
