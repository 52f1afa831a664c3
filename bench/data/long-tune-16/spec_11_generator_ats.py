ID = "lt16_11"
TASK = ("Riverside Hospital emergency power: replace the controller of life-safety transfer switch ATS-2 with a GC-7 "
        "module on a bypass-isolation switch, Sunday 06:00-08:00, with a witnessed test transfer (FM-6613).")

STEPS = [
    (1, [], "Open work order FM-6613 to replace the ATS-2 controller on the life-safety branch at Riverside Hospital, Sunday 06:00-08:00.",
     "Raise FM-6613 for swapping the controller of ATS-2, which feeds the Riverside Hospital life-safety branch, on Sunday 06:00-08:00.",
     "On Sunday 06:00-08:00 the ATS-2 controller (life-safety branch, Riverside Hospital) gets replaced; open work order FM-6613."),
    (2, [1], "Get the facilities director and the house nursing supervisor to approve FM-6613 and its risk assessment for up to 45 minutes without generator backup.",
     "FM-6613 and the risk assessment covering as much as 45 minutes with no generator backup need approval from the facilities director and the house nursing supervisor.",
     None),
    (3, [1], "Check GEN-1 fuel is at 80 % or more, its last load test passed, and GEN-2 is in `Auto`.",
     "Confirm GEN-1 has at least 80 % fuel and a passed last load test, and that GEN-2 sits in `Auto`.",
     "GEN-2 must be in `Auto` and GEN-1 at 80 % fuel or more with its last load test passed; check both."),
    (4, [2], "Tell the nursing units and the fire safety officer there is no generator backup on the life-safety branch 06:00-08:00 and put torches on each ward.",
     "Put torches on every ward and let the nursing units and the fire safety officer know the life-safety branch has no generator backup 06:00-08:00.",
     None),
    (5, [2], "Save the ATS-2 settings and event log: `atsctl export --unit ATS-2 --out /srv/fm/ats2-2024-09-08.json`.",
     "Keep a copy of the ATS-2 event log and settings by running `atsctl export --unit ATS-2 --out /srv/fm/ats2-2024-09-08.json`.",
     "Run `atsctl export --unit ATS-2 --out /srv/fm/ats2-2024-09-08.json` so the ATS-2 settings and event log are saved."),
    (6, [3, 4, 5], "Set the ATS-2 bypass-isolation switch to `Bypass to Normal` and rack the transfer mechanism out to `Isolated`.",
     "Move the bypass-isolation switch of ATS-2 into `Bypass to Normal`, then rack its transfer mechanism out to the `Isolated` position.",
     "Rack the ATS-2 transfer mechanism out to `Isolated` once its bypass-isolation switch is in `Bypass to Normal`."),
    (7, [6], "Replace the ATS-2 controller with the GC-7 module and reconnect the harness.",
     "Fit the GC-7 module in place of the ATS-2 controller and plug the harness back in.",
     None),
    (8, [7], "Preview the settings with `atsctl config load --unit ATS-2 --file /srv/fm/ats2-2024-09-08.json --dry-run` and check TDNE 1 s, TDEN 30 min and TDES 3 s with the electrical engineer.",
     "With the electrical engineer, confirm TDNE 1 s, TDEN 30 min and TDES 3 s in the preview from `atsctl config load --unit ATS-2 --file /srv/fm/ats2-2024-09-08.json --dry-run`.",
     "Check TDNE 1 s, TDEN 30 min and TDES 3 s with the electrical engineer in the `atsctl config load --unit ATS-2 --file /srv/fm/ats2-2024-09-08.json --dry-run` preview."),
    (9, [8], "Load the settings: `atsctl config load --unit ATS-2 --file /srv/fm/ats2-2024-09-08.json`.",
     "Apply the settings for real with `atsctl config load --unit ATS-2 --file /srv/fm/ats2-2024-09-08.json`.",
     None),
    (10, [9], "Rack ATS-2 back in to `Connected` and set the bypass-isolation switch back to `Automatic`.",
     "Return the bypass-isolation switch to `Automatic` after racking ATS-2 back in to `Connected`.",
     "ATS-2 goes back to `Connected` (racked in) and its bypass-isolation switch to `Automatic`."),
    (11, [10], "Set `Transfer Inhibit` on ATS-2 to `Off` so it transfers to GEN-1 on a utility failure.",
     "Turn the ATS-2 `Transfer Inhibit` to `Off`, allowing a transfer to GEN-1 when the utility fails.",
     None),
    (12, [11], "Run a witnessed test transfer: simulate a utility failure on ATS-2 and sign the work off only if GEN-1 carries the life-safety branch within 10 s and retransfers after the 30 min TDEN.",
     "Simulate a utility failure on ATS-2 with a witness present; sign-off needs GEN-1 picking up the life-safety branch inside 10 s and the retransfer coming after the 30 min TDEN.",
     "Only sign the work off if, when a witnessed test simulates a utility failure on ATS-2, GEN-1 carries the life-safety branch within 10 s and retransfers after the 30 min TDEN."),
    (13, [12], "Check the BMS alarm `ATS-2 Not in Auto` has cleared.",
     "Make sure the `ATS-2 Not in Auto` alarm is gone from the BMS.",
     None),
    (14, [12], "Check the ATS-2 event log records the test transfer and retransfer times.",
     "Confirm the test transfer and retransfer times appear in the event log of ATS-2.",
     None),
    (15, [13, 14], "Close FM-6613 and tell the nursing units that generator backup is restored.",
     "Let the nursing units know generator backup is back, then close FM-6613.",
     None),
]

GUARDS = {2: "facilities director and nursing supervisor approve FM-6613",
          5: "export of ATS-2 settings and event log before the controller is replaced",
          8: "dry-run preview of the time delays with the electrical engineer",
          12: "witnessed test transfer before sign-off"}
DROP_GUARD = 12

SPLITS = {
    6: ("Set the ATS-2 bypass-isolation switch to `Bypass to Normal`.",
        "Rack the ATS-2 transfer mechanism out to `Isolated`."),
    12: ("Run a witnessed test transfer by simulating a utility failure on ATS-2.",
         "Sign the work off only if GEN-1 carried the life-safety branch within 10 s and retransferred after the 30 min TDEN."),
}
REGEN_SPLIT = (8, ("Dry-run the settings load: `atsctl config load --unit ATS-2 --file /srv/fm/ats2-2024-09-08.json --dry-run`.",
                   "Go over TDNE 1 s, TDEN 30 min and TDES 3 s in that output together with the electrical engineer."))
SERIALIZE = [13, 14]

COMPRESS = [
    ([1, 2], "Open and approve FM-6613 for the ATS-2 controller swap."),
    ([7, 8], "Fit the GC-7 module and preview the settings."),
    ([9, 10], "Load the settings and put ATS-2 back in service."),
    ([14, 15], "Check the event log and close FM-6613."),
]

LOST = {"remove": (5, 6), "add": [(5, 8)],
        "why": "ATS-2 is bypassed and its controller replaced without waiting for the settings and event log export"}
TARGET = {"step": 12, "old": "10 s", "new": "30 s", "kind": "time threshold"}
OPERATION = {"step": 11,
             "text": "Set `Transfer Inhibit` on ATS-2 to `On` so it transfers to GEN-1 on a utility failure.",
             "change": "state set to its opposite: `Transfer Inhibit` `Off` -> `On` (only the state value changed)"}
