# lt8_02 - radio astronomy observatory: correlator-beamformer gateware upgrade in a maintenance block
# Regeneration style for paraphrases: (a) terse command-first checklist.
ID = "lt8_02"
TASK = "Upgrade the correlator-beamformer gateware of the 64-antenna array from 5.2.4 to 5.3.1 during a daytime maintenance block and return the array to science observing"

STEPS = [
    (1, [], "Raise maintenance request MR-3317 and block the observing schedule from 2024-06-11 06:00 to 14:00 SAST.",
     "MR-3317: raise it; schedule blocked 2024-06-11 06:00 to 14:00 SAST.",
     "Block the observing schedule (2024-06-11 06:00 to 14:00 SAST) and raise maintenance request MR-3317 for it."),
    (2, [1], "Stow all 64 antennas with `katcp-cli array0 stow --all` and wait until every dish reports STOWED.",
     "`katcp-cli array0 stow --all`; wait for STOWED on all 64 dishes.",
     None),
    (3, [1], "Tell the duty astronomers on #ops-telescope that the SB-20240611 schedule blocks are cancelled.",
     "#ops-telescope: SB-20240611 blocks cancelled - notify duty astronomers.",
     "Post on #ops-telescope to the duty astronomers: schedule blocks SB-20240611 are cancelled."),
    (4, [2], "Back up the correlator configuration and gateware images: `cbfctl backup --out /data/backup/cbf-2024-06-11.tgz`.",
     "`cbfctl backup --out /data/backup/cbf-2024-06-11.tgz` - config and gateware images saved first.",
     None),
    (5, [4], "Verify the backup tarball with `sha256sum -c /data/backup/cbf-2024-06-11.sha256` before touching the boards.",
     "`sha256sum -c /data/backup/cbf-2024-06-11.sha256` - must pass before any board is touched.",
     "Before any board is touched, the tarball must pass `sha256sum -c /data/backup/cbf-2024-06-11.sha256`."),
    (6, [5], "Deconfigure the science subarray: `cbfctl subarray deconfigure array0`.",
     "`cbfctl subarray deconfigure array0`.",
     None),
    (7, [1], "Generate the upgrade plan and read the diff of the 5.3.1 manifest against the running 5.2.4: `cbfctl upgrade plan --to 5.3.1 --diff`.",
     "`cbfctl upgrade plan --to 5.3.1 --diff`; read the manifest diff 5.2.4 -> 5.3.1.",
     "Read the diff that `cbfctl upgrade plan --to 5.3.1 --diff` prints (running 5.2.4 against the 5.3.1 manifest)."),
    (8, [7], "Have the instrument scientist approve the plan in MR-3317 before anything is flashed.",
     "Instrument scientist approval of the plan in MR-3317 - required before flashing.",
     None),
    (9, [6, 8], "Flash group A: `cbfctl upgrade apply --to 5.3.1 --boards skarab-a01..a16`.",
     "`cbfctl upgrade apply --to 5.3.1 --boards skarab-a01..a16` (group A).",
     "Flash the 5.3.1 gateware onto group A (`--boards skarab-a01..a16`) with `cbfctl upgrade apply --to 5.3.1 --boards skarab-a01..a16`."),
    (10, [6, 8], "Flash group B: `cbfctl upgrade apply --to 5.3.1 --boards skarab-b01..b16`.",
     "`cbfctl upgrade apply --to 5.3.1 --boards skarab-b01..b16` (group B).",
     None),
    (11, [9, 10], "Check that all 32 boards report gateware 5.3.1 and PPS lock: `cbfctl status --boards all --check pps`.",
     "`cbfctl status --boards all --check pps` -> 32 boards on 5.3.1, PPS locked.",
     "Confirm PPS lock and gateware 5.3.1 on all 32 boards using `cbfctl status --boards all --check pps`."),
    (12, [11], "Restart the control-and-monitoring proxy on cbf-ctl01: `systemctl restart cbf-proxy`.",
     "cbf-ctl01: `systemctl restart cbf-proxy`.",
     None),
    (13, [12], "Configure the subarray in 4k wideband mode with all antennas: `cbfctl subarray configure array0 --mode 4k --antennas m000-m063`.",
     "`cbfctl subarray configure array0 --mode 4k --antennas m000-m063` - 4k wideband, full antenna set.",
     "Bring array0 back in 4k wideband mode for antennas m000-m063: `cbfctl subarray configure array0 --mode 4k --antennas m000-m063`."),
    (14, [13], "Unstow only the four test antennas: `katcp-cli array0 unstow --ants m000-m003`.",
     "`katcp-cli array0 unstow --ants m000-m003` - test antennas only.",
     None),
    (15, [14], "Run a 20-minute test observation of PKS 1934-638 on the test antennas: `obs-run --target \"PKS 1934-638\" --duration 20m --ants m000-m003`.",
     "`obs-run --target \"PKS 1934-638\" --duration 20m --ants m000-m003` - 20-minute test on calibrator PKS 1934-638.",
     "On the test antennas, do a 20-minute observation of PKS 1934-638: `obs-run --target \"PKS 1934-638\" --duration 20m --ants m000-m003`."),
    (16, [15], "Review amplitudes and closure phases in the quicklook plots; phase RMS must stay under 5 degrees on every baseline before the full array is released.",
     "Quicklook plots: amplitudes, closure phases; phase RMS < 5 degrees on every baseline, or the full array stays stowed.",
     None),
    (17, [15], "Confirm the test data reached the archive at the expected rate: `ingest-check --obs latest --expect-rate 1.6GB/s`.",
     "`ingest-check --obs latest --expect-rate 1.6GB/s` - archive ingest rate.",
     "Check with `ingest-check --obs latest --expect-rate 1.6GB/s` that the archive received the test data at the expected rate."),
    (18, [16, 17], "Unstow the rest of the array: `katcp-cli array0 unstow --all`.",
     "`katcp-cli array0 unstow --all` - remaining dishes.",
     None),
    (19, [18], "Release the observing schedule from 14:00 SAST: `sched release --from 2024-06-11T14:00`.",
     "`sched release --from 2024-06-11T14:00` (schedule back from 14:00 SAST).",
     "Hand the schedule back to science at 14:00 SAST with `sched release --from 2024-06-11T14:00`."),
    (20, [19, 3], "Post the upgrade summary on #ops-telescope for the duty astronomers.",
     "#ops-telescope: upgrade summary for the duty astronomers.",
     None),
    (21, [19], "After 24 hours of clean observing, erase the old 5.2.4 images from flash slot 2: `cbfctl flash erase --slot 2 --boards all`.",
     "24 hours clean observing, then `cbfctl flash erase --slot 2 --boards all` (old 5.2.4 images, slot 2).",
     "Erase the 5.2.4 images in flash slot 2 (`cbfctl flash erase --slot 2 --boards all`) once 24 hours of observing have been clean."),
    (22, [20, 21], "Close MR-3317 with the backup path and the test observation results attached.",
     "MR-3317: close, with backup path and test observation results.",
     None),
]

GUARDS = {
    4: "backup of correlator config and gateware before the boards are reflashed",
    5: "checksum verification of the backup before touching the boards",
    7: "upgrade plan diff read before flashing",
    8: "instrument scientist approval before flashing",
    16: "quicklook verification of the test observation before releasing the full array",
}
DROP_GUARD = 16

SPLITS = {
    15: ("Run a 20-minute test observation with `obs-run --target \"PKS 1934-638\" --duration 20m --ants m000-m003`.",
         "Make sure the test observation of PKS 1934-638 completes on the test antennas m000-m003."),
    21: ("Wait for 24 hours of clean observing on the new gateware.",
         "Then erase the old 5.2.4 images from flash slot 2: `cbfctl flash erase --slot 2 --boards all`."),
}

REGEN_SPLIT = (13, (
    "`cbfctl subarray configure array0 --mode 4k --antennas m000-m063`.",
    "Then, once configured: subarray in 4k wideband mode, full set m000-m063 - confirm."))

SERIALIZE = [16, 17]

COMPRESS = [
    ([4, 5], "Back up the correlator config to /data/backup and verify the checksum."),
    ([7, 8], "Plan the upgrade to 5.3.1 and get the instrument scientist's approval."),
    ([11, 12, 13], "Check the boards, restart cbf-proxy and reconfigure array0 in 4k mode."),
    ([14, 15], "Unstow the test antennas and run a 20-minute test on PKS 1934-638."),
    ([19, 21], "Release the schedule and later erase the old images from flash."),
    ([20, 22], "Post the summary and close MR-3317."),
]

LOST = {"remove": (5, 6), "add": [(2, 6), (5, 22)],
        "why": "the subarray is deconfigured and the boards are flashed (6, 9, 10) without waiting for the backup and its checksum (4, 5)"}

TARGET = {"step": 21, "old": "slot 2", "new": "slot 1", "kind": "flash slot"}

OPERATION = {"step": 12,
             "text": "Restart the control-and-monitoring proxy on cbf-ctl01: `systemctl stop cbf-proxy`.",
             "change": "only the subcommand changed: prose still says restart, the command is `systemctl stop`"}
