ID = "lt9_02"
TASK = "Satellite ground station: antenna control unit firmware 5.3.1 on ANT-3, pointing recalibration, return to the pass schedule"

STEPS = [
    (1, [], "Open CHG-7730 for the ANT-3 ACU firmware 5.3.1 update and get mission planning to keep ANT-3 free of passes from 2024-09-03 06:00Z to 12:00Z.",
     "Raise CHG-7730 (ACU firmware 5.3.1 on ANT-3) and ask mission planning for a pass-free ANT-3 between 2024-09-03 06:00Z and 12:00Z.",
     "Get a pass-free window on ANT-3 (2024-09-03, 06:00Z to 12:00Z) from mission planning, under CHG-7730 for the 5.3.1 firmware on the ANT-3 ACU."),
    (2, [1], "Move the three ANT-3 passes in that window (SAT-A rev 41822, SAT-B rev 9931, SAT-C rev 20455) to ANT-1 in the scheduler and get a flight ops ack for each.",
     "In the scheduler, reassign the three passes falling in the window on ANT-3 (SAT-A rev 41822, SAT-B rev 9931, SAT-C rev 20455) to ANT-1, collecting a flight ops acknowledgement per pass.",
     None),
    (3, [1], "`scp acu-ant3:/opt/acu/conf/pointing.pm acu-ant3:/opt/acu/conf/limits.cfg /srv/gs/acu-backup/2024-09-03/`",
     "Pull the pointing model and the limits file off the ACU: `scp acu-ant3:/opt/acu/conf/pointing.pm acu-ant3:/opt/acu/conf/limits.cfg /srv/gs/acu-backup/2024-09-03/`.",
     "Into /srv/gs/acu-backup/2024-09-03/ with `scp acu-ant3:/opt/acu/conf/pointing.pm acu-ant3:/opt/acu/conf/limits.cfg /srv/gs/acu-backup/2024-09-03/`."),
    (4, [3], "Run `md5sum` on both files in /srv/gs/acu-backup/2024-09-03/ and on acu-ant3; the sums have to match.",
     "The sums must agree: compute `md5sum` for the two files on acu-ant3 and for the copies in /srv/gs/acu-backup/2024-09-03/.",
     "Both files must give the same `md5sum` on acu-ant3 as in /srv/gs/acu-backup/2024-09-03/."),
    (5, [2], "Hold point: nobody touches the antenna until `gsched list --antenna ANT-3 --from 2024-09-03T06:00Z --to 2024-09-03T12:00Z` comes back empty.",
     "Stop and wait here until `gsched list --antenna ANT-3 --from 2024-09-03T06:00Z --to 2024-09-03T12:00Z` returns no passes; only then may anyone work on the antenna.",
     "Only once the window is empty in `gsched list --antenna ANT-3 --from 2024-09-03T06:00Z --to 2024-09-03T12:00Z` may work on the antenna start (hold point)."),
    (6, [4, 5], "Stow the antenna with `acuctl stow --antenna ANT-3` and have the site tech engage the stow pins.",
     "Send ANT-3 to stow (`acuctl stow --antenna ANT-3`), then the site tech drives in the stow pins.",
     None),
    (7, [6], "Lock out drive cabinet breaker Q4 at the pedestal with the site tech's padlock and tag LOTO-ANT3-0903.",
     "At the pedestal, the site tech applies padlock and tag LOTO-ANT3-0903 to breaker Q4 of the drive cabinet.",
     "Breaker Q4 (drive cabinet, pedestal) gets the site tech's lock and the LOTO-ANT3-0903 tag."),
    (8, [6], "Put the ACU in LOCAL so the M&C system cannot command it: `acuctl mode --antenna ANT-3 local`.",
     "Take the ACU away from the M&C system by switching it to LOCAL with `acuctl mode --antenna ANT-3 local`.",
     None),
    (9, [7, 8], "Upload the image with `acuctl fw upload --antenna ANT-3 --file acu-fw-5.3.1.img` and check the SHA256 it prints equals the one in the release note.",
     "Compare the SHA256 printed by `acuctl fw upload --antenna ANT-3 --file acu-fw-5.3.1.img` with the release note's value after uploading the image.",
     "Check against the release note the SHA256 that the upload prints; the upload itself is `acuctl fw upload --antenna ANT-3 --file acu-fw-5.3.1.img`."),
    (10, [9], "Activate the new image and reboot the ACU: `acuctl fw activate --antenna ANT-3 --slot B`.",
     "Reboot the ACU onto the freshly uploaded image by running `acuctl fw activate --antenna ANT-3 --slot B`.",
     None),
    (11, [10], "`acuctl version --antenna ANT-3` must say 5.3.1, and the running limits must diff clean against limits.cfg in /srv/gs/acu-backup/2024-09-03/.",
     "Expect 5.3.1 from `acuctl version --antenna ANT-3` and no differences between the running limits and the limits.cfg kept in /srv/gs/acu-backup/2024-09-03/.",
     None),
    (12, [11], "With the site tech on the phone, remove LOTO-ANT3-0903, close breaker Q4 and pull the stow pins.",
     "Clear LOTO-ANT3-0903, switch breaker Q4 back on and withdraw the stow pins, talking the site tech through it by phone.",
     None),
    (13, [12], "Exercise both axes slowly, AZ 0-360 deg and EL 5-85 deg at 0.5 deg/s, and keep motor currents under 12 A.",
     "Drive the axes at 0.5 deg/s over AZ 0-360 deg and EL 5-85 deg while making sure the motor currents stay below 12 A.",
     "Keeping the motor currents below 12 A, move AZ through 0-360 deg and EL through 5-85 deg at a slow 0.5 deg/s."),
    (14, [13], "Run the Sun pointing calibration: `acuctl cal sun --antenna ANT-3 --duration 20m`.",
     "Calibrate pointing on the Sun using `acuctl cal sun --antenna ANT-3 --duration 20m`.",
     None),
    (15, [14], "Check the fitted offsets: AZ and EL errors below 0.02 deg, else load pointing.pm back from /srv/gs/acu-backup/2024-09-03/.",
     "If the fitted AZ or EL error is 0.02 deg or more, reload pointing.pm from /srv/gs/acu-backup/2024-09-03/; otherwise accept the offsets.",
     "Accept the offsets only with AZ and EL errors under 0.02 deg; failing that, pointing.pm comes back from /srv/gs/acu-backup/2024-09-03/."),
    (16, [14], "Measure G/T on Cas A at X-band; it must be at least 31.5 dB/K.",
     "Take an X-band G/T measurement on Cas A and require 31.5 dB/K or better.",
     "G/T must come out at 31.5 dB/K or higher in an X-band measurement on Cas A."),
    (17, [15, 16], "Give control back to M&C: `acuctl mode --antenna ANT-3 remote`.",
     "Switch the ACU to REMOTE again with `acuctl mode --antenna ANT-3 remote` so M&C can drive it.",
     None),
    (18, [17], "Track the SAT-A rev 41830 test pass in autotrack and compare Eb/N0 with the same pass on ANT-1.",
     "Use the SAT-A rev 41830 pass as a test: autotrack it on ANT-3 and set its Eb/N0 against what ANT-1 saw for that pass.",
     "Compare Eb/N0 with ANT-1 on the test pass (SAT-A rev 41830), tracked in autotrack."),
    (19, [18], "Call a go/no-go with flight ops: lock and frame sync held for 100% of rev 41830, or ANT-3 stays out of operations.",
     "Flight ops make the go/no-go call; unless lock and frame sync held for 100% of rev 41830, ANT-3 is kept out of operations.",
     "Unless rev 41830 showed lock and frame sync for 100% of the pass, flight ops call it a no-go at the go/no-go and ANT-3 does not return to operations."),
    (20, [19], "Re-enable the antenna in the scheduler with `gsched antenna enable ANT-3` so the planner books passes on it again.",
     "Let the planner book passes on ANT-3 again by running `gsched antenna enable ANT-3`.",
     None),
    (21, [20], "Sit on the M&C dashboard for the first two operational passes (SAT-B rev 9945, SAT-C rev 20470); frame error rate has to stay below 1e-6.",
     "Watch the first two operational passes, SAT-B rev 9945 and SAT-C rev 20470, on the M&C dashboard and expect a frame error rate under 1e-6.",
     None),
    (22, [20], "Commit the new pointing.pm to the `gs-config` repo and tag it `ant3-acu-5.3.1`.",
     "Tag `ant3-acu-5.3.1` after committing the freshly calibrated pointing.pm into `gs-config`.",
     "Into the `gs-config` repo goes the new pointing.pm, tagged `ant3-acu-5.3.1`."),
    (23, [21, 22], "Send mission ops the station report with the G/T and pointing results.",
     "Report the pointing and G/T results to mission ops in the station report.",
     None),
    (24, [23], "Close CHG-7730.",
     "Mark CHG-7730 as closed.",
     None),
]

GUARDS = {
    3: "copy of pointing model and limits kept aside (command only)",
    4: "checksum comparison of the copies (does not say what it protects)",
    5: "hold point until the pass-free window is confirmed",
    7: "lockout/tagout before the antenna work",
    11: "read-back of version and limits after activation",
    19: "go/no-go on the test pass before operational use",
    21: "watch of the first operational passes",
}
DROP_GUARD = 19

SPLITS = {
    9: ("Upload the image with `acuctl fw upload --antenna ANT-3 --file acu-fw-5.3.1.img`.",
        "Check the SHA256 it prints equals the one in the release note."),
    13: ("Exercise both axes slowly, AZ 0-360 deg and EL 5-85 deg at 0.5 deg/s.",
         "Keep motor currents under 12 A while the axes move."),
}
REGEN_SPLIT = (2, (
    "Re-home the three passes inside the window (SAT-A rev 41822, SAT-B rev 9931, SAT-C rev 20455) from ANT-3 to ANT-1 in the scheduler.",
    "For each moved pass, flight ops have to acknowledge the change."))

SERIALIZE = [15, 16]

COMPRESS = [
    ([3, 4], "Copy pointing.pm and limits.cfg off the ACU and check the sums."),
    ([6, 7], "Stow ANT-3 and lock out the drive breaker."),
    ([10, 11], "Activate the 5.3.1 image and check the version."),
    ([12, 13], "Remove the lockout and exercise the axes."),
    ([14, 15], "Run the Sun calibration and check the offsets."),
    ([17, 18], "Put the ACU back in remote and track a test pass."),
    ([23, 24], "Report results to mission ops and close the change."),
]

LOST = {"remove": (4, 6), "add": [(4, 11)],
        "why": "stowing, lockout and the firmware upload (6-9) no longer wait for the checksum comparison of the copied pointing model and limits (4)"}

TARGET = {"step": 8, "old": "ANT-3", "new": "ANT-1", "kind": "antenna id"}

OPERATION = {"step": 17,
             "text": "Give control back to M&C: `acuctl mode --antenna ANT-3 local`.",
             "change": "mode remote -> local (the ACU stays in LOCAL; state kept instead of changed)"}
