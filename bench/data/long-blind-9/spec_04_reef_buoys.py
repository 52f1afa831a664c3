ID = "lb9_04"
TASK = ("Coral reef sensor buoys: push firmware 3.7.2 with a new sampling config and CTD calibration over Iridium "
        "to buoys RB-01..RB-12 of the Lizard Island array (pilot buoy, then two waves), move the shore decoder "
        "and retire legacy decoding.")

STEPS = [
    (1, [], "Open REEF-512 for the Lizard Island array (RB-01..RB-12) firmware 3.7.2 push and note the Iridium credit balance in it.",
     "Log REEF-512 covering the firmware 3.7.2 push to the Lizard Island array (RB-01..RB-12), recording the Iridium credit balance in the ticket.",
     "In REEF-512, note the Iridium credit balance and the scope: firmware 3.7.2 to RB-01..RB-12 of the Lizard Island array."),
    (2, [1], "Pull the last 7 days off the shore server first: `reefctl data sync --buoys RB-01..RB-12 --since 7d --dest s3://reef-obs-raw/lizard/`.",
     "Before anything else, copy the most recent 7 days from the shore server with `reefctl data sync --buoys RB-01..RB-12 --since 7d --dest s3://reef-obs-raw/lizard/`.",
     "To s3://reef-obs-raw/lizard/ go the last 7 days of shore-server data (`reefctl data sync --buoys RB-01..RB-12 --since 7d --dest s3://reef-obs-raw/lizard/`)."),
    (3, [2], "Count what landed: `aws s3 ls s3://reef-obs-raw/lizard/ --recursive | wc -l` must equal 2016 (12 buoys x 168 hourly files).",
     "Make sure the copy is complete; `aws s3 ls s3://reef-obs-raw/lizard/ --recursive | wc -l` should give 2016, i.e. twelve buoys x 168 hourly files.",
     None),
    (4, [1], "Keep each buoy's current settings: `reefctl config get --buoy 'RB-*' --out configs/pre-3.7.2/`.",
     "Fetch the settings every buoy is running today into configs/pre-3.7.2/ via `reefctl config get --buoy 'RB-*' --out configs/pre-3.7.2/`.",
     "configs/pre-3.7.2/ receives the present settings of each buoy (`reefctl config get --buoy 'RB-*' --out configs/pre-3.7.2/`)."),
    (5, [1], "Get the chief scientist's OK in REEF-512; no buoy may be in the spawning campaign mode (`spawn_mode=1`) during the push.",
     "The chief scientist has to OK the push in REEF-512, and the push cannot go ahead while any buoy has `spawn_mode=1` (spawning campaign).",
     None),
    (6, [3, 4, 5], "Build bundle b372.tar: firmware 3.7.2, `sample_interval=600`, CTD coefficients from calibration sheet CAL-2025-114.",
     "Assemble b372.tar containing firmware 3.7.2, `sample_interval=600` and the CTD coefficients taken off calibration sheet CAL-2025-114.",
     "Calibration sheet CAL-2025-114 supplies the CTD coefficients for bundle b372.tar, along with firmware 3.7.2 and `sample_interval=600`."),
    (7, [6], "Eyeball `reefctl bundle diff --bundle b372.tar --against configs/pre-3.7.2/` with the instrument tech; only interval, firmware and CTD coefficients may change.",
     "Go through the output of `reefctl bundle diff --bundle b372.tar --against configs/pre-3.7.2/` together with the instrument tech; anything beyond the interval, firmware and CTD coefficients changing is a stop.",
     None),
    (8, [7], "Send the bundle to pilot buoy RB-04: `reefctl push --buoy RB-04 --bundle b372.tar --via iridium --max-bytes 340`.",
     "Transmit b372.tar to RB-04, the pilot buoy, and nothing else, with `reefctl push --buoy RB-04 --bundle b372.tar --via iridium --max-bytes 340`.",
     "`reefctl push --buoy RB-04 --bundle b372.tar --via iridium --max-bytes 340` sends the bundle to RB-04, the pilot buoy."),
    (9, [8], "Wait for 2 hourly reports from RB-04: firmware 3.7.2, battery above 12.4 V, salinity within 0.05 PSU of the reef station reference.",
     "Hold for two of RB-04's hourly reports and check they show firmware 3.7.2, a battery over 12.4 V and salinity no more than 0.05 PSU away from the reef station reference.",
     "Firmware 3.7.2, battery above 12.4 V and salinity within 0.05 PSU of the reference at the reef station: check these in the 2 hourly reports of RB-04."),
    (10, [9], "Let RB-04 soak for 6 hours; its watchdog reset counter must not move.",
     "Leave the pilot running for 6 hours and confirm the RB-04 watchdog reset counter stays where it was.",
     "The watchdog reset counter of RB-04 must stay flat over a 6 hours soak."),
    (11, [10], "Wave 1: `reefctl push --buoy RB-01,RB-02,RB-03,RB-05,RB-06 --bundle b372.tar --via iridium --max-bytes 340`.",
     "Roll out wave 1 by running `reefctl push --buoy RB-01,RB-02,RB-03,RB-05,RB-06 --bundle b372.tar --via iridium --max-bytes 340`.",
     None),
    (12, [10], "Switch the shore decoder to the 3.7.2 payload format while keeping legacy decoding: `reefctl decoder set --version 3.7.2 --keep-legacy`.",
     "Move the shore-side decoder onto the 3.7.2 payload format, legacy decoding left on, using `reefctl decoder set --version 3.7.2 --keep-legacy`.",
     "With `--keep-legacy`, the shore decoder goes to the 3.7.2 payload format (`reefctl decoder set --version 3.7.2 --keep-legacy`)."),
    (13, [11, 12], "Confirm all 5 wave-1 buoys report firmware 3.7.2 in 2 consecutive decoded reports.",
     "Check that each of the five wave-1 buoys shows firmware 3.7.2 in two decoded reports in a row.",
     None),
    (14, [13], "Wave 2: `reefctl push --buoy RB-07,RB-08,RB-09,RB-10,RB-11,RB-12 --bundle b372.tar --via iridium --max-bytes 340`.",
     "Send the bundle to the second group (wave 2) with `reefctl push --buoy RB-07,RB-08,RB-09,RB-10,RB-11,RB-12 --bundle b372.tar --via iridium --max-bytes 340`.",
     "RB-07,RB-08,RB-09,RB-10,RB-11,RB-12 make up wave 2 (`reefctl push --buoy RB-07,RB-08,RB-09,RB-10,RB-11,RB-12 --bundle b372.tar --via iridium --max-bytes 340`)."),
    (15, [14], "Confirm all 6 wave-2 buoys report firmware 3.7.2 in 2 consecutive decoded reports.",
     "Make sure every one of the six wave-2 buoys has firmware 3.7.2 in two successive decoded reports.",
     None),
    (16, [15], "Compare water temperature with the AIMS reference logger at 5 m for 24 hours; the difference must stay under 0.1 °C.",
     "Over 24 hours, line the buoy water temperature up against the AIMS reference logger at 5 m and require a difference below 0.1 °C.",
     "Against the 5 m AIMS reference logger, water temperature has to agree to under 0.1 °C across 24 hours."),
    (17, [15], "Update the data portal metadata (sampling interval 600 s) and the array dashboard panel.",
     "Change the array dashboard panel and the data portal metadata so they say the sampling interval is 600 s.",
     "The array dashboard panel and the metadata on the data portal get the 600 s sampling interval."),
    (18, [16], "Retire legacy decoding: `reefctl decoder set --version 3.7.2 --drop-legacy`.",
     "Switch off the old payload decoding by running `reefctl decoder set --version 3.7.2 --drop-legacy`.",
     None),
    (19, [17, 18], "Check the portal feed has no gaps over 24 hours for RB-01..RB-12.",
     "Make sure the portal feed shows no holes for RB-01..RB-12 across a day.",
     None),
    (20, [19], "Tell the science team in #reef-ops and archive configs/pre-3.7.2/ with the ticket.",
     "Post an update for the science team in #reef-ops and file configs/pre-3.7.2/ alongside the ticket.",
     "Archive configs/pre-3.7.2/ with the ticket, and let the science team know in #reef-ops."),
    (21, [20], "Close REEF-512 with the Iridium credit used.",
     "Resolve REEF-512, recording how much Iridium credit was spent.",
     None),
]

GUARDS = {
    2: "7-day data pull before the push",
    3: "object count read-back of the pulled data",
    4: "current buoy settings kept before the change",
    5: "chief scientist's OK, no spawning campaign",
    7: "bundle diff review before sending",
    10: "6-hour pilot soak before wave 1",
    16: "24-hour reference comparison before legacy decoding is retired",
}
DROP_GUARD = 10

SPLITS = {
    9: ("Wait for 2 hourly reports from RB-04.",
        "They must show firmware 3.7.2, battery above 12.4 V and salinity within 0.05 PSU of the reef station reference."),
    3: ("Count the files that landed with `aws s3 ls s3://reef-obs-raw/lizard/ --recursive | wc -l`.",
        "The count must equal 2016 (12 buoys x 168 hourly files)."),
}

REGEN_SPLIT = (7, ("Diff the new bundle against what the buoys run now: `reefctl bundle diff --bundle b372.tar --against configs/pre-3.7.2/`.",
                   "Go over it with the instrument tech; if anything other than interval, firmware or CTD coefficients moves, stop."))

SERIALIZE = [3, 4]

COMPRESS = [
    ([2, 3], "Sync 7 days of buoy data to S3 and check the file count."),
    ([6, 7], "Build b372.tar (3.7.2, 600 s, CAL-2025-114) and review its diff."),
    ([8, 9], "Push the bundle to RB-04 over Iridium and check its next reports."),
    ([11, 13], "Push wave 1 and confirm the five buoys report 3.7.2."),
    ([14, 15], "Push wave 2 and confirm the six buoys report 3.7.2."),
    ([20, 21], "Notify #reef-ops, archive the configs and close REEF-512."),
]

LOST = {"remove": (16, 18), "add": [(15, 18), (16, 19)],
        "why": "legacy decoding is dropped as soon as wave 2 reports, without waiting for the 24-hour reference comparison"}

TARGET = {"step": 2, "old": "s3://reef-obs-raw/lizard/", "new": "s3://reef-obs-scratch/lizard/", "kind": "S3 bucket"}

OPERATION = {"step": 12,
             "text": "Switch the shore decoder to the 3.7.2 payload format while keeping legacy decoding: `reefctl decoder set --version 3.7.2 --drop-legacy`.",
             "change": "--keep-legacy -> --drop-legacy under unchanged prose (legacy decoding removed while wave 1 still sends old payloads)"}
