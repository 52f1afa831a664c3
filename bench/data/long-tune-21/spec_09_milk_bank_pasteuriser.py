# Hand-written golden: donor human milk bank Holder pasteuriser controller replacement and revalidation.
ID = "lt21_09"
STYLE = "checklist"
TASK = ("Replace the controller of Holder pasteuriser PAS-1 in the donor milk bank, revalidate the 62.5 °C / 30 "
        "minute cycle and get QA release, while PAS-2 covers NICU demand.")

STEPS = [
    (1, [],
     "Open change MB-CR-052 for the PAS-1 controller replacement, move pasteurisation to PAS-2 for the week of 3 Mar "
     "and tell the NICU dietitians.",
     "Change `MB-CR-052`: open for the pasteuriser controller swap (`PAS-1`); then shift pasteurisation onto the "
     "second pasteuriser (`PAS-2`) for the week of 3 Mar; then inform the NICU dietitians.",
     "Tell the NICU dietitians that PAS-2 pasteurises alone in the week of 3 Mar, and open MB-CR-052 for the "
     "controller replacement on PAS-1."),
    (2, [1],
     "Export the PAS-1 batch records and cycle logs with `milktrack export --device PAS-1 --from 2024-01-01 --out "
     "/secure/milkbank/pas1_records.zip` and check the checksum.",
     "Batch records and cycle logs (`PAS-1`): capture a copy via `milktrack export --device PAS-1 --from 2024-01-01 "
     "--out /secure/milkbank/pas1_records.zip`; then verify its checksum.",
     "Check the checksum of `/secure/milkbank/pas1_records.zip` after `milktrack export --device PAS-1 --from "
     "2024-01-01 --out /secure/milkbank/pas1_records.zip` has exported the batch records and cycle logs."),
    (3, [1],
     "Confirm that released donor milk stock covers 7 days of NICU demand (at least 42 L) with PAS-2 working alone.",
     "Stock check: released donor milk; need = 7 days of NICU demand, at least 42 L, with only the second "
     "pasteuriser (`PAS-2`) running.",
     None),
    (4, [1],
     "Quarantine any PAS-1 batch still in progress: move it to quarantine freezer FZ-Q and mark it HOLD in "
     "MilkTrack.",
     "In-progress batches on `PAS-1`: move to the quarantine freezer (`FZ-Q`); then flag HOLD in MilkTrack.",
     "Mark HOLD in MilkTrack, and put into quarantine freezer FZ-Q, whatever PAS-1 batch is still in progress."),
    (5, [2, 3, 4],
     "Isolate PAS-1 at its local isolator and drain the water bath.",
     "Pasteuriser `PAS-1`: switch off at the local isolator; then empty the water bath.",
     None),
    (6, [5],
     "Fit the new controller (firmware 2.4.1) and connect the 3 PT100 probes.",
     "New controller: mount, firmware 2.4.1; then wire up all 3 PT100 probes.",
     "Connect the 3 PT100 probes to the new controller (firmware 2.4.1) once it is fitted."),
    (7, [6],
     "Reset the device record with `milktrack device reset --device PAS-1`; this wipes the cycle log stored on the "
     "device.",
     "Device record: clear via `milktrack device reset --device PAS-1`; side effect = stored cycle log on the "
     "device is wiped.",
     None),
    (8, [7],
     "Load the cycle profile (62.5 °C hold for 30 minutes, cool to 4 °C within 60 minutes) and check it line by line "
     "against the validated profile VP-MB-07.",
     "Cycle profile: load; content = 62.5 °C hold for 30 minutes, then cool to 4 °C within 60 minutes; then "
     "compare line by line with the validated profile (`VP-MB-07`).",
     "Line by line against VP-MB-07, the validated profile, check the loaded cycle: hold at 62.5 °C for 30 "
     "minutes, cool to 4 °C within 60 minutes."),
    (9, [6],
     "Calibrate the 3 probes against the reference thermometer at 4 °C and 62.5 °C; each must read within 0.2 °C.",
     "Probe calibration: all 3 against the reference thermometer; points = 4 °C and 62.5 °C; pass = each within "
     "0.2 °C.",
     None),
    (10, [8, 9],
     "Run 3 validation cycles with water-filled bottles and logging probes in the cold spots; every bottle must hold "
     "62.5 °C ± 0.5 °C for 30 minutes.",
     "Validation: 3 cycles; load = water-filled bottles, logging probes in the cold spots; pass = every bottle at "
     "62.5 °C ± 0.5 °C for 30 minutes.",
     "Every bottle must stay at 62.5 °C ± 0.5 °C for 30 minutes across 3 validation cycles run with water-filled "
     "bottles and logging probes in the cold spots."),
    (11, [10],
     "Run 1 cycle with spiked milk samples and send them to microbiology; there must be zero growth after 48 h.",
     "Challenge cycle: 1 run with spiked milk samples; then hand them to microbiology; pass = zero growth after 48 "
     "h.",
     None),
    (12, [10],
     "Test the alarms: probe failure, bath over-temperature at 64 °C and door open during the hold must each stop "
     "the cycle and raise an alarm.",
     "Alarm tests: probe failure; then bath over-temperature at 64 °C; then door open during the hold; pass = each "
     "stops the cycle and alarms.",
     "Each of these must stop the cycle and raise an alarm: door open during the hold, bath over-temperature at 64 "
     "°C, probe failure; test them."),
    (13, [11, 12],
     "QA goes through the validation report and releases PAS-1 for use; every PAS-1 batch stays on HOLD until then.",
     "QA sign-off: review of the validation report; outcome = `PAS-1` released for use; until then all `PAS-1` "
     "batches stay on HOLD.",
     None),
    (14, [13],
     "Enable PAS-1 in MilkTrack with `milktrack device enable --device PAS-1` and run the first donor batch with a "
     "second person checking the chart.",
     "Pasteuriser `PAS-1`: bring back in MilkTrack via `milktrack device enable --device PAS-1`; then first donor "
     "batch, chart checked by a second person.",
     "With a second person checking the chart, run the first donor batch after `milktrack device enable --device "
     "PAS-1` has enabled PAS-1 in MilkTrack."),
    (15, [14],
     "Check the charts of the first 3 donor batches for the full 30-minute hold before any of them is released.",
     "Chart review: first 3 donor batches; pass = full 30-minute hold on each; release only after that.",
     None),
    (16, [13],
     "Dispose of the interrupted batch in FZ-Q under SOP MB-14 and record the volume.",
     "Interrupted batch in the quarantine freezer (`FZ-Q`): dispose of per SOP MB-14; then log the volume.",
     None),
    (17, [15],
     "Put PAS-2 back on its normal schedule.",
     "Second pasteuriser (`PAS-2`): hand back to its normal schedule.",
     None),
    (18, [16, 17],
     "Close MB-CR-052 with the validation report attached.",
     "Change `MB-CR-052`: attach the validation report; then close.",
     None),
]

GUARDS = {
    2: "export of batch records and cycle logs before the device record is reset",
    3: "stock check before PAS-1 is taken out of service",
    8: "line-by-line comparison of the cycle profile with VP-MB-07",
    13: "QA release of PAS-1 after validation",
    15: "chart verification of the first donor batches before release",
}
DROP_GUARD = 2

SPLITS = {
    10: ("Run 3 validation cycles with water-filled bottles and logging probes in the cold spots.",
         "In every validation cycle each bottle must hold 62.5 °C ± 0.5 °C for 30 minutes."),
    12: ("Test the alarms for probe failure and for bath over-temperature at 64 °C.",
         "Test the door-open alarm during the hold; each alarm must stop the cycle and raise an alarm."),
}

REGEN_SPLITS = {
    1: ["Change `MB-CR-052`: raise for the controller replacement on the first pasteuriser (`PAS-1`).",
        "Cover: `PAS-2` takes all pasteurisation for the week of 3 Mar; then the NICU dietitians are told."],
    13: ["QA review: validation report for `PAS-1`; sign off only if complete.",
         "Release: `PAS-1` back in use after sign-off; before that, every batch it made stays on HOLD."],
}

SERIALIZE = [2, 3]

COMPRESS = [
    ([5, 6], "Isolate and drain PAS-1 and fit the new controller with its probes."),
    ([7, 8], "Reset the PAS-1 device record and load the cycle profile."),
    ([11, 13], "Run a spiked-milk cycle for microbiology and have QA release PAS-1."),
    ([14, 15, 17], "Enable PAS-1, check the first donor batch charts and return PAS-2 to normal."),
]

LOST = {"remove": (13, 14), "add": [(12, 14)],
        "why": "PAS-1 is enabled in MilkTrack and runs donor milk as soon as the alarm tests are done, without "
               "waiting for microbiology and QA release"}

TARGET = {"step": 8, "old": "62.5 °C", "new": "52.5 °C", "kind": "temperature setpoint"}

OPERATION = {"step": 4,
             "text": "Release any PAS-1 batch still in progress: move it to issue freezer FZ-1 and mark it RELEASED in "
                     "MilkTrack.",
             "change": "quarantine and HOLD -> release to the issue freezer"}
