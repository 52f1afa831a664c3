ID = "lb9_02"
TASK = ("Opera house stage machinery: upgrade the redundant stage control servers SC-A/SC-B from 5.2.7 to 5.4.1 "
        "during the dark days, re-teach the stage lifts, load-test and hand the stage back show-ready.")

STEPS = [
    (1, [], "Raise CHG-8830 for the stage control upgrade on the dark days (Mon 3 Feb - Tue 4 Feb) and book the stage with the technical director.",
     "Open CHG-8830 covering the stage control upgrade over the dark days (Mon 3 Feb - Tue 4 Feb), and reserve the stage through the technical director.",
     "Book the stage with the technical director for Mon 3 Feb - Tue 4 Feb, the dark days named in CHG-8830 for the stage control upgrade."),
    (2, [1], "Have the head of stage machinery sign permit PTW-0203: all axes parked at home, deck cleared, safety key SK-1 removed from the desk.",
     "Permit PTW-0203 gets signed by the head of stage machinery only once every axis is parked at home, the deck is clear and safety key SK-1 is out of the desk.",
     None),
    (3, [2], "Export the cue lists of the running shows: `stagectl cues export --production TOSCA24 --production GISELLE24 -o /mnt/nas/stage/cues-2025-02-03.tgz`.",
     "Pull the cue lists of both productions currently in the rep out to the NAS with `stagectl cues export --production TOSCA24 --production GISELLE24 -o /mnt/nas/stage/cues-2025-02-03.tgz`.",
     "Write /mnt/nas/stage/cues-2025-02-03.tgz, the cue lists of TOSCA24 and GISELLE24, using `stagectl cues export --production TOSCA24 --production GISELLE24 -o /mnt/nas/stage/cues-2025-02-03.tgz`."),
    (4, [2], "Dump the axis configuration as it is now: `stagectl axes dump --all > /mnt/nas/stage/axes-5.2.7.json`.",
     "Save today's axis settings off to the NAS by running `stagectl axes dump --all > /mnt/nas/stage/axes-5.2.7.json`.",
     "The current axis configuration goes to /mnt/nas/stage/axes-5.2.7.json (`stagectl axes dump --all > /mnt/nas/stage/axes-5.2.7.json`)."),
    (5, [3, 4], "Put the standby server into maintenance: `stagectl server SC-B --maintenance on`.",
     "Switch SC-B, the standby, over to maintenance using `stagectl server SC-B --maintenance on`.",
     None),
    (6, [5], "Install 5.4.1 on SC-B keeping its config: `stagectl-installer --version 5.4.1 --target SC-B --keep-config`.",
     "Lay down release 5.4.1 on SC-B with `stagectl-installer --version 5.4.1 --target SC-B --keep-config` so the existing config is preserved.",
     "Using `--keep-config`, SC-B receives 5.4.1 (`stagectl-installer --version 5.4.1 --target SC-B --keep-config`)."),
    (7, [6], "Run `stagectl migrate --from 5.2.7 --to 5.4.1 --preview` and walk the head of stage machinery through every changed axis limit before anything is applied.",
     "Nothing gets applied until `stagectl migrate --from 5.2.7 --to 5.4.1 --preview` has been run and each axis limit it changes has been gone through with the head of stage machinery.",
     None),
    (8, [7], "Apply the migration on SC-B: `stagectl migrate --from 5.2.7 --to 5.4.1 --apply --target SC-B`.",
     "Carry out the config migration on the standby with `stagectl migrate --from 5.2.7 --to 5.4.1 --apply --target SC-B`.",
     "On SC-B, `--apply` the migration from 5.2.7 to 5.4.1 (`stagectl migrate --from 5.2.7 --to 5.4.1 --apply --target SC-B`)."),
    (9, [8], "Take SC-B out of maintenance and wait until `stagectl sync status` shows IN_SYNC with SC-A and a lag under 200 ms.",
     "Bring SC-B back from maintenance, then hold until `stagectl sync status` reports IN_SYNC against SC-A with lag below 200 ms.",
     "Wait for IN_SYNC with SC-A and under 200 ms lag in `stagectl sync status` after taking SC-B out of maintenance."),
    (10, [9], "Move control to the upgraded server: `stagectl failover --to SC-B --graceful` (SC-A becomes standby).",
     "Hand control over to the freshly upgraded server using `stagectl failover --to SC-B --graceful`, which leaves SC-A as the standby.",
     None),
    (11, [10], "Upgrade SC-A the same way: maintenance on, `stagectl-installer --version 5.4.1 --target SC-A --keep-config`, then `stagectl migrate --from 5.2.7 --to 5.4.1 --apply --target SC-A`.",
     "Repeat the procedure on SC-A: put it in maintenance, run `stagectl-installer --version 5.4.1 --target SC-A --keep-config`, and follow with `stagectl migrate --from 5.2.7 --to 5.4.1 --apply --target SC-A`.",
     "`stagectl-installer --version 5.4.1 --target SC-A --keep-config` and then `stagectl migrate --from 5.2.7 --to 5.4.1 --apply --target SC-A` upgrade SC-A likewise, with maintenance on."),
    (12, [11], "Take SC-A out of maintenance and confirm `stagectl sync status` is IN_SYNC again.",
     "Release SC-A from maintenance and check that `stagectl sync status` is back to IN_SYNC.",
     None),
    (13, [10], "Drive every flybar FB-01..FB-68 through full travel at 0.1 m/s with a spotter on the fly floor; no axis may fault.",
     "With someone spotting from the fly floor, run each flybar FB-01..FB-68 end to end at 0.1 m/s and accept zero axis faults.",
     "Zero axis faults allowed while FB-01..FB-68 each do full travel at 0.1 m/s, a spotter watching from the fly floor."),
    (14, [10], "Re-teach the stage lift positions against the deck reference: `stagectl axis teach --axis L1,L2,L3,L4 --ref DECK0`.",
     "Teach the four stage lifts their positions again relative to the deck datum with `stagectl axis teach --axis L1,L2,L3,L4 --ref DECK0`.",
     "Against reference DECK0, lifts L1,L2,L3,L4 are re-taught (`stagectl axis teach --axis L1,L2,L3,L4 --ref DECK0`)."),
    (15, [14], "Read the taught positions back with the laser tracker; each lift must sit within ±2 mm of the reference sheet.",
     "Check the newly taught positions with the laser tracker and make sure no lift is more than ±2 mm off the reference sheet.",
     None),
    (16, [13, 15], "Run the brake test on all hoists: `stagectl brake-test --all --report /mnt/nas/stage/brake-2025-02-04.pdf`; every hoist must PASS.",
     "Have `stagectl brake-test --all --report /mnt/nas/stage/brake-2025-02-04.pdf` exercise the brakes of every hoist and insist on a PASS for each one.",
     "Every hoist must PASS the brake test, report at /mnt/nas/stage/brake-2025-02-04.pdf (`stagectl brake-test --all --report /mnt/nas/stage/brake-2025-02-04.pdf`)."),
    (17, [12, 16], "Load-test with the Tosca act 2 sequence (cues 201-248): 500 kg dummy loads on FB-12..FB-20 at 100% programmed speed.",
     "Hang 500 kg of dummy load on FB-12..FB-20 and play the act 2 sequence of Tosca (cues 201-248) at 100% of programmed speed.",
     "Cues 201-248 of Tosca act 2 are played at 100% programmed speed, with FB-12..FB-20 each carrying 500 kg dummy loads."),
    (18, [17], "Compare the live cue lists to the export: `stagectl cues verify --production TOSCA24 --production GISELLE24 --against /mnt/nas/stage/cues-2025-02-03.tgz` must report 0 differences.",
     "Make sure `stagectl cues verify --production TOSCA24 --production GISELLE24 --against /mnt/nas/stage/cues-2025-02-03.tgz` finds 0 differences between what is loaded and what was exported.",
     None),
    (19, [17], "Run a technical rehearsal of the GISELLE24 scene changes with the crew on headsets and the DSM calling cues.",
     "Do a tech run of the scene changes for GISELLE24, the DSM calling and the crew on cans.",
     None),
    (20, [18, 19], "Head of stage machinery signs show-ready certificate SR-0204 in the machinery log.",
     "Get show-ready certificate SR-0204 signed into the machinery log by the head of stage machinery.",
     "In the machinery log, SR-0204 (the show-ready certificate) is signed by the head of stage machinery."),
    (21, [20], "Put safety key SK-1 back in the desk, close permit PTW-0203 and hand the stage back to the production.",
     "Return SK-1 to the desk, sign off PTW-0203 and give the stage back to the production team.",
     None),
    (22, [21], "Close CHG-8830 with the brake report and the laser read-back sheet attached.",
     "Resolve CHG-8830, attaching the laser read-back sheet and the brake report.",
     None),
]

GUARDS = {
    2: "permit signed by the head of stage machinery before work starts",
    3: "cue lists exported before the upgrade",
    4: "current axis configuration dumped before the upgrade",
    7: "migration --preview reviewed before --apply",
    9: "SC-B IN_SYNC check before control moves",
    15: "laser read-back of the taught positions",
    18: "cue list verify against the export before sign-off",
    20: "show-ready certificate before the stage is handed back",
}
DROP_GUARD = 7

SPLITS = {
    11: ("Put SC-A into maintenance and install 5.4.1 on it with `stagectl-installer --version 5.4.1 --target SC-A --keep-config`.",
         "Then apply the migration on SC-A: `stagectl migrate --from 5.2.7 --to 5.4.1 --apply --target SC-A`."),
    17: ("Hang 500 kg dummy loads on FB-12..FB-20.",
         "Run the Tosca act 2 sequence (cues 201-248) at 100% programmed speed as the load test."),
}

REGEN_SPLIT = (16, ("Exercise the brakes of every hoist with `stagectl brake-test --all --report /mnt/nas/stage/brake-2025-02-04.pdf`.",
                    "Go through /mnt/nas/stage/brake-2025-02-04.pdf afterwards; a single hoist without PASS stops the job."))

SERIALIZE = [3, 4]

COMPRESS = [
    ([1, 2], "Raise CHG-8830 for the dark days and get permit PTW-0203 signed with all axes parked."),
    ([5, 6], "Put SC-B into maintenance and install 5.4.1 on it, keeping the config."),
    ([7, 8], "Preview the 5.2.7 -> 5.4.1 migration and apply it on SC-B."),
    ([11, 12], "Upgrade SC-A the same way and bring it back in sync."),
    ([14, 15], "Re-teach lifts L1-L4 and check them with the laser tracker."),
    ([18, 20], "Verify the cue lists against the export and have SR-0204 signed."),
    ([21, 22], "Return SK-1, hand the stage back and close the change."),
]

LOST = {"remove": (9, 10), "add": [(8, 10), (9, 11)],
        "why": "control is failed over to SC-B right after the migration is applied, without waiting for the IN_SYNC check"}

TARGET = {"step": 17, "old": "500 kg", "new": "850 kg", "kind": "test load (kg)"}

OPERATION = {"step": 10,
             "text": "Force control over to the upgraded server, skipping the sync check: `stagectl failover --to SC-B --force --skip-sync-check` (SC-A becomes standby).",
             "change": "graceful failover -> forced failover with the sync check skipped (safe flag dropped, forcing flags added; prose rewritten to match)"}
