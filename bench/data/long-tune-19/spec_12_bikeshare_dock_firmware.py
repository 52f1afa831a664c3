ID = "lt19_12"
TASK = "Municipal bike-share: station dock controller firmware 3.8.2 -> 3.9.0 on 212 stations (pilot + two waves) with van rebalancing paused"

# (k, deps, golden text, hand paraphrase, hand identifiers-moved rewrite or None)
STEPS = [
    (1, [], "Open change CHG-20417 for dock controller firmware 3.8.2 -> 3.9.0 on the CityCycle fleet (212 stations) and post the 01:00-05:00 window in #bikeshare-ops.",
     "Raise CHG-20417 to move the CityCycle dock controllers from firmware 3.8.2 to 3.9.0 across all 212 stations, and announce in #bikeshare-ops that the work runs in the 01:00-05:00 window.",
     "Post the 01:00-05:00 window in #bikeshare-ops and open change CHG-20417 (CityCycle fleet, 212 stations, dock controller firmware 3.8.2 -> 3.9.0)."),
    (2, [1], "Get sign-off on CHG-20417 from the operations manager and the city contract liaison before any station is touched.",
     "Make sure both the operations manager and the city contract liaison have approved CHG-20417; no station gets touched until they have.",
     None),
    (3, [2], "Export the current station config with `dockctl config export --all --out /srv/dockctl/backup/pre-390.tar.gz` and copy the archive to `s3://citycycle-ops/backups/`.",
     "Take a copy of the live station configuration first (`dockctl config export --all --out /srv/dockctl/backup/pre-390.tar.gz`), then upload that archive to `s3://citycycle-ops/backups/` so there is an off-box copy to roll back from.",
     "Copy a fresh export of the station config to `s3://citycycle-ops/backups/`; the export itself is `dockctl config export --all --out /srv/dockctl/backup/pre-390.tar.gz`."),
    (4, [2], "Pause rebalancing van dispatch in the ops console so no van is routed to a station mid-update.",
     "In the ops console, put van rebalancing dispatch on hold, so that no driver gets sent to a station while it is being updated.",
     None),
    (5, [3, 4], "Run `dockctl firmware plan --version 3.9.0 --stations pilot --dry-run` and review the diff: exactly 6 pilot stations, none with an open rental.",
     "Do a dry run with `dockctl firmware plan --version 3.9.0 --stations pilot --dry-run` and read through the diff, confirming that it lists exactly six pilot stations and that none of them has a rental still open.",
     "Review the diff from the dry run (`dockctl firmware plan --version 3.9.0 --stations pilot --dry-run`): it must list exactly 6 pilot stations, none with an open rental."),
    (6, [5], "Push 3.9.0 to the pilot: `dockctl firmware apply --version 3.9.0 --stations pilot --max-parallel 2`.",
     "Roll the pilot stations forward to 3.9.0, two at a time: `dockctl firmware apply --version 3.9.0 --stations pilot --max-parallel 2`.",
     "On the pilot stations, run `dockctl firmware apply --version 3.9.0 --stations pilot --max-parallel 2` to push 3.9.0."),
    (7, [6], "Watch the pilot for 30 minutes: every dock must report `lock_state=ok` and failed unlocks must stay under 1 %.",
     "Keep an eye on the pilot for half an hour and only carry on if every dock keeps reporting `lock_state=ok` and fewer than 1 % of unlock attempts fail.",
     "For 30 minutes, watch that failed unlocks stay under 1 % on the pilot and that every dock reports `lock_state=ok`."),
    (8, [7], "Roll wave 1 (stations 1-100): `dockctl firmware apply --version 3.9.0 --stations 1-100 --max-parallel 10`.",
     "Start wave 1, which covers stations 1-100, with `dockctl firmware apply --version 3.9.0 --stations 1-100 --max-parallel 10`.",
     None),
    (9, [8], "Check wave 1 for 20 minutes: unlock failures under 1 % and no station listed by `dockctl status --offline`.",
     "Give wave 1 twenty minutes and confirm that less than 1 % of unlocks fail and that `dockctl status --offline` comes back without any station in it.",
     "Run `dockctl status --offline` during a 20 minutes check of wave 1: it must list no station, and unlock failures must stay under 1 %."),
    (10, [9], "Roll wave 2 (stations 101-212): `dockctl firmware apply --version 3.9.0 --stations 101-212 --max-parallel 10`.",
     "Move on to wave 2, stations 101-212, using `dockctl firmware apply --version 3.9.0 --stations 101-212 --max-parallel 10`.",
     None),
    (11, [10], "Verify that `dockctl status --firmware` shows 3.9.0 on all 212 stations.",
     "Confirm the rollout landed everywhere: `dockctl status --firmware` should report 3.9.0 for every one of the 212 stations.",
     None),
    (12, [10], "Resume rebalancing van dispatch in the ops console.",
     "Switch van rebalancing dispatch back on from the ops console so that drivers start getting routed again.",
     None),
    (13, [10], "Spot-check 5 docks in the field: rent and return a bike at each with the test card.",
     "Send someone out to five docks to rent a bike and bring it back at each one using the test card.",
     "With the test card, rent and return a bike at 5 docks in the field as a spot check."),
    (14, [11, 12, 13], "Close CHG-20417 with the status export attached and post the summary in #bikeshare-ops.",
     "Attach the status export to CHG-20417, close the change, and drop a short summary into #bikeshare-ops.",
     "Post the summary in #bikeshare-ops and close CHG-20417, attaching the status export."),
]

GUARDS = {2: "approval of CHG-20417 before any station is touched",
          3: "config export before the firmware push",
          5: "dry-run plan review before apply",
          7: "30-minute pilot watch before wave 1",
          9: "20-minute wave-1 check before wave 2",
          11: "firmware verification before close"}
DROP_GUARD = 7

SPLITS = {
    5: ("Do a dry run first: `dockctl firmware plan --version 3.9.0 --stations pilot --dry-run`.",
        "Go through the diff it prints and confirm it has exactly 6 pilot stations and that none of them has an open rental."),
    9: ("Let wave 1 run for 20 minutes and make sure unlock failures stay under 1 %.",
        "Then run `dockctl status --offline` and confirm that no station shows up in it."),
}
REGEN_SPLITS = [
    (3, ("Back up the config of every station: `dockctl config export --all --out /srv/dockctl/backup/pre-390.tar.gz`.",
         "Push that tarball to `s3://citycycle-ops/backups/` so a copy lives outside the box.")),
    (14, ("Hang the status export on CHG-20417 and close the change out.",
          "Then write up a quick summary in #bikeshare-ops.")),
]
SERIALIZE = [11, 13]
COMPRESS = [
    ([1, 2], "Open CHG-20417 for the 3.8.2 -> 3.9.0 dock firmware on 212 stations and get it approved."),
    ([6, 7], "Push 3.9.0 to the pilot stations and watch them for a while."),
    ([8, 9], "Roll wave 1 (stations 1-100) and check it looks healthy."),
    ([11, 14], "Confirm all stations report 3.9.0 and close CHG-20417."),
]
LOST = {"remove": (3, 5), "add": [(3, 14)],
        "why": "the dry-run plan and the pilot firmware push (5, 6) no longer wait for the station config export (3); the export only has to finish before the change is closed"}
TARGET = {"step": 8, "old": "3.9.0", "new": "3.9.1", "kind": "firmware version"}
OPERATION = {"step": 12, "text": "Suspend rebalancing van dispatch in the ops console.",
             "change": "resume -> suspend van dispatch"}
