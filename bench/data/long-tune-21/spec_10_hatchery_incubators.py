# Hand-written golden: broiler hatchery incubator controller firmware rollout in waves.
ID = "lt21_10"
STYLE = "terse"
TASK = ("Roll IncuLink controller firmware 5.2.0 -> 5.3.1 out to the hatchery's 24 setters and 12 hatchers from "
        "hms01: empty-setter pilot on S24, pilot with eggs, then S01-S08, then S09-S23, then the hatchers, never "
        "near a transfer.")

STEPS = [
    (1, [],
     "Open change HAT-2025-19 for IncuLink firmware 5.2.0 -> 5.3.1 on the 24 setters and 12 hatchers; no updates on "
     "transfer days (Tuesday, Friday) or hatch days.",
     "Raise HAT-2025-19: IncuLink firmware 5.2.0 -> 5.3.1, 24 setters, 12 hatchers; never on transfer days "
     "(Tuesday, Friday) or hatch days.",
     "No updates on hatch days or transfer days (Tuesday, Friday): write that into HAT-2025-19, the change for "
     "taking the 24 setters and 12 hatchers from IncuLink 5.2.0 to 5.3.1."),
    (2, [1],
     "Export all incubation programs from `hms01` with `inculink-cli programs export --all --out "
     "/backup/programs_2025-04-07.json`.",
     "Dump all incubation programs off `hms01`: `inculink-cli programs export --all --out "
     "/backup/programs_2025-04-07.json`.",
     None),
    (3, [1],
     "Export the incubation curves (temperature, RH, CO2) of the last 63 days per machine as the baseline with "
     "`inculink-cli history export --days 63 --out /backup/curves/`.",
     "Baseline: per-machine curves, temperature/RH/CO2, last 63 days: `inculink-cli history export --days 63 --out "
     "/backup/curves/`.",
     "With `inculink-cli history export --days 63 --out /backup/curves/`, keep per machine the last 63 days of "
     "temperature, RH and CO2 curves as the baseline."),
    (4, [1],
     "Check the vendor signature of the new image with `inculink-cli firmware verify inculink-5.3.1.fw`.",
     "Verify vendor signature: `inculink-cli firmware verify inculink-5.3.1.fw`; abort if bad.",
     None),
    (5, [1],
     "Snapshot the management server with `govc snapshot.create -vm hms01 pre-5.3.1`.",
     "`govc snapshot.create -vm hms01 pre-5.3.1` (snapshot of management server).",
     "Take a snapshot called pre-5.3.1 of `hms01`, the management server: `govc snapshot.create -vm hms01 "
     "pre-5.3.1`."),
    (6, [4, 5],
     "Stage with `inculink-cli firmware stage --all --version 5.3.1 --dry-run` and read the list: 36 controllers, "
     "all on 5.2.0, none in alarm.",
     "Dry-run staging: `inculink-cli firmware stage --all --version 5.3.1 --dry-run`; list must show 36 "
     "controllers, all 5.2.0, zero in alarm.",
     "Read the list from `inculink-cli firmware stage --all --version 5.3.1 --dry-run`: none in alarm, all on 5.2.0, "
     "36 controllers."),
    (7, [2, 3, 6],
     "Hatchery manager signs HAT-2025-19 with the wave plan and the manual fallback (machine front panels, alarm "
     "dialler); no machine is touched before that.",
     "Hatchery manager signature on HAT-2025-19 (wave plan, manual fallback: front panels, alarm dialler); no "
     "machine touched before.",
     None),
    (8, [7],
     "Run the weekly standby generator test and confirm the alarm dialler calls the on-call phone.",
     "Standby generator weekly test; verify alarm dialler rings on-call phone.",
     "Confirm the on-call phone gets a call from the alarm dialler; run the weekly standby generator test."),
    (9, [7],
     "Pilot: update the empty setter S24 with `inculink-cli firmware apply --machine S24 --version 5.3.1`.",
     "Pilot, empty setter S24: `inculink-cli firmware apply --machine S24 --version 5.3.1`.",
     None),
    (10, [9],
     "Run S24 empty for 12 hours on program BR-SS-21 and compare temperature, RH and damper behaviour with the "
     "baseline; temperature must stay within 0.1 °C.",
     "S24 empty, 12 hours, program BR-SS-21; compare temperature, RH, dampers vs baseline; fail if temperature off "
     "more than 0.1 °C.",
     "Compare with the baseline the temperature (within 0.1 °C), RH and damper behaviour of S24 running empty on "
     "BR-SS-21 for 12 hours."),
    (11, [9],
     "Check that S24 reports to `hms01` every 60 seconds and that a forced high-temperature alarm reaches the "
     "dialler within 2 minutes.",
     "Verify S24 reports to `hms01` every 60 seconds; forced high-temperature alarm must hit dialler within 2 "
     "minutes.",
     None),
    (12, [8, 10, 11],
     "Set the next egg load, 115,200 eggs from house 7, into S24 and watch the first 24 hours before any other "
     "machine is updated.",
     "Next egg load into S24: 115,200 eggs, house 7; watch first 24 hours; no other machine updated meanwhile.",
     "Before updating any other machine, watch S24 for 24 hours with the next egg load in it (115,200 eggs from "
     "house 7)."),
    (13, [12],
     "Pick the wave 1 setters S01-S08, which must all be between day 2 and day 15 of incubation.",
     "Wave 1 = S01-S08; each must be between day 2 and day 15 of incubation.",
     None),
    (14, [12],
     "Tell the night shift lead that S01-S08 are updated between 22:00 and 02:00.",
     "Notify night shift lead: S01-S08 update 22:00 to 02:00.",
     "Between 22:00 and 02:00 S01-S08 get updated; make sure the night shift lead knows."),
    (15, [13],
     "Write each wave 1 setter's incubation day and program step on the wave sheet before it is updated.",
     "Wave sheet: incubation day and program step of each wave 1 setter, recorded before update.",
     None),
    (16, [14, 15],
     "Update S01-S08 one at a time with `inculink-cli firmware apply --machine <setter> --version 5.3.1`, waiting "
     "for each to resume its program before starting the next.",
     "S01-S08, one at a time: `inculink-cli firmware apply --machine <setter> --version 5.3.1`; next only after "
     "previous resumes its program.",
     "Wait for each setter to resume its program before the next one; update S01-S08 singly with `inculink-cli "
     "firmware apply --machine <setter> --version 5.3.1`."),
    (17, [16],
     "Check against the wave sheet that each of S01-S08 resumed at the same incubation day and program step.",
     "Verify S01-S08 resumed at same incubation day and program step as on wave sheet.",
     None),
    (18, [17],
     "Give S01-S08 24 hours: temperature within 0.2 °C of program, RH within 3 % and CO2 below 4,000 ppm before "
     "wave 2 starts.",
     "S01-S08: 24 hours observation; temperature within 0.2 °C of program, RH within 3 %, CO2 under 4,000 ppm; "
     "wave 2 only after.",
     "Wave 2 starts only after 24 hours in which S01-S08 keep CO2 below 4,000 ppm, RH within 3 % and temperature "
     "within 0.2 °C of program."),
    (19, [18],
     "Wave 2a: update S09-S16 the same way, skipping any setter within 48 hours of transfer.",
     "Wave 2a, S09-S16, same method; skip setters within 48 hours of transfer.",
     None),
    (20, [19],
     "Check that S09-S16 resumed correctly.",
     "Verify correct resume, S09-S16.",
     None),
    (21, [20],
     "Wave 2b: update S17-S23 the same way, skipping any setter within 48 hours of transfer.",
     "Wave 2b, S17-S23, same method; skip setters within 48 hours of transfer.",
     "Skipping setters within 48 hours of transfer, update S17-S23 (wave 2b) the same way."),
    (22, [21],
     "Check that S17-S23 resumed correctly.",
     "Verify correct resume, S17-S23.",
     None),
    (23, [22],
     "Watch S09-S23 for 24 hours against the same limits as wave 1.",
     "S09-S23: 24 hours observation, wave 1 limits.",
     "Against the wave 1 limits, watch S09-S23 for 24 hours."),
    (24, [23],
     "Update hatchers H01-H12 only while empty, after the wash and before the next transfer.",
     "Hatchers H01-H12: update only empty, after wash, before next transfer.",
     "After the wash and before the next transfer, while they are empty, update H01-H12 (hatchers)."),
    (25, [24],
     "After the next transfer, check the curves of H01-H12 for their first 24 hours.",
     "Post-transfer: review H01-H12 curves, first 24 hours.",
     None),
    (26, [23],
     "Update hatchery SOP HS-11 for the changed controller screens.",
     "Revise SOP HS-11: new controller screens.",
     "For the changed controller screens, update HS-11 (hatchery SOP)."),
    (27, [26],
     "Train the 3 shift leads on the new alarm screen.",
     "3 shift leads: training on new alarm screen.",
     None),
    (28, [25],
     "Compare the first hatch from updated machines with the baseline flocks; hatchability must not be more than 1 "
     "% below baseline.",
     "First hatch from updated machines vs baseline flocks; fail if hatchability more than 1 % under baseline.",
     "Hatchability must not drop more than 1 % below baseline: compare the first hatch from updated machines with "
     "the baseline flocks."),
    (29, [25],
     "Record firmware 5.3.1 for all 36 controllers in the CMDB.",
     "CMDB: firmware 5.3.1 on all 36 controllers.",
     None),
    (30, [28],
     "Remove 5.2.0 from the `hms01` repository with `inculink-cli firmware remove --version 5.2.0`.",
     "Drop 5.2.0 from `hms01` repository: `inculink-cli firmware remove --version 5.2.0`.",
     None),
    (31, [28],
     "Delete the server snapshot with `govc snapshot.remove -vm hms01 pre-5.3.1`.",
     "`govc snapshot.remove -vm hms01 pre-5.3.1`: snapshot gone.",
     "With `govc snapshot.remove -vm hms01 pre-5.3.1`, get rid of the snapshot of the server."),
    (32, [28],
     "Send the hatchability comparison to broiler planning.",
     "Hatchability comparison -> broiler planning.",
     None),
    (33, [29],
     "Schedule the weekly drift report with `inculink-cli report schedule firmware-drift --weekly`.",
     "Weekly drift report on: `inculink-cli report schedule firmware-drift --weekly`.",
     None),
    (34, [30, 31],
     "Check that the `hms01` repository holds only 5.3.1 and that the snapshot is gone.",
     "Verify `hms01` repository: only 5.3.1; snapshot absent.",
     "Make sure the snapshot is gone and only 5.3.1 is left in the `hms01` repository."),
    (35, [27, 32],
     "File the wave sheets and curve exports under HAT-2025-19 in the quality system.",
     "Quality system, under HAT-2025-19: wave sheets, curve exports.",
     None),
    (36, [33, 34, 35],
     "Close HAT-2025-19.",
     "HAT-2025-19: close.",
     None),
]

GUARDS = {
    2: "export of all incubation programs before any firmware work",
    5: "snapshot of hms01 before staging",
    6: "staging dry run and list review before the real rollout",
    7: "hatchery manager's signature before any machine is touched",
    12: "24-hour pilot with eggs before wave 1",
    18: "24-hour watch of wave 1 before wave 2",
    23: "24-hour watch of wave 2 before the hatchers",
    28: "hatchability verification before old firmware and the snapshot are removed",
}
DROP_GUARD = 18

SPLITS = {
    12: ("Set the next egg load, 115,200 eggs from house 7, into S24.",
         "Watch S24 for the first 24 hours before any other machine is updated."),
    16: ("Update S01-S08 one at a time with `inculink-cli firmware apply --machine <setter> --version 5.3.1`.",
         "Wait for each setter to resume its program before starting the next."),
}

REGEN_SPLITS = {
    6: ["Dry-run stage: `inculink-cli firmware stage --all --version 5.3.1 --dry-run`.",
        "Check staged list: 36 controllers, all 5.2.0, zero in alarm; abort otherwise."],
    28: ["First hatch from updated machines: pull hatchability.",
         "Compare with baseline flocks; abort cleanup if more than 1 % below."],
}

SERIALIZE = [10, 11]

COMPRESS = [
    ([6, 7], "Dry-run the staging and get the hatchery manager's signature."),
    ([9, 10], "Update the empty setter S24 and run it empty against the baseline."),
    ([13, 15, 16], "Pick S01-S08, note their incubation day and update them one at a time."),
    ([17, 18], "Check that S01-S08 resumed and watch them for a day."),
    ([19, 20, 21, 22], "Update S09-S23 in two groups, skipping setters near transfer, and check they resumed."),
    ([24, 25], "Update the empty hatchers after the wash and check their curves after transfer."),
    ([30, 31, 34], "Remove the old firmware and the hms01 snapshot."),
]

LOST = {"remove": (15, 16), "add": [(15, 17)],
        "why": "the wave 1 setters are updated without waiting for their incubation day and program step to be "
               "written on the wave sheet"}

TARGET = {"step": 9, "old": "S24", "new": "S12", "kind": "machine (setter)"}

OPERATION = {"step": 16,
             "text": "Update S01-S08 one at a time with `inculink-cli firmware apply --machines S01-S08 --parallel "
                     "--version 5.3.1`, waiting for each to resume its program before starting the next.",
             "change": "one machine at a time -> all eight in parallel (`--parallel`), prose unchanged"}
