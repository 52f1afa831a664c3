"""lt20_06: mushroom compost Phase II tunnel T3, TL-5 controller replacement and curve PHII-v11."""

ID = "lt20_06"
TASK = ("Replace the failed climate controller of Phase II compost tunnel T3 on a mushroom farm, restore its "
        "parameters, load the approved pasteurisation curve PHII-v11, test the outputs empty, then fill, "
        "pasteurise, condition and release the compost to spawning.")

STEPS = [
    (1, [],
     "Open work order WO-7731: replace the failed TL-5 controller on Phase II tunnel T3 and load pasteurisation "
     "curve PHII-v11; T3 stays empty until the controller is commissioned.",
     "Raise WO-7731 to swap out the broken TL-5 controller of Phase II tunnel T3 and put curve PHII-v11 on it; no "
     "compost goes into T3 before commissioning is done.",
     "Work order WO-7731 covers T3 (Phase II tunnel): new TL-5 controller in place of the failed one, curve "
     "PHII-v11 loaded, and T3 left empty until commissioning is finished."),
    (2, [1],
     "Get the compost manager's written approval of curve PHII-v11 (pasteurisation at 58 °C for 8 h, "
     "conditioning from 48 °C down to 45 °C until NH3 is below 10 ppm).",
     "Curve PHII-v11 is used only once the compost manager has approved it in writing: 8 h of pasteurisation at "
     "58 °C, then conditioning from 48 °C down to 45 °C until NH3 falls under 10 ppm.",
     None),
    (3, [1],
     "Isolate T3: switch main fan FAN-T3 and the fresh-air damper actuators to local-off and hang lock "
     "LOTO-T3-04 on breaker 14 of panel MCC-2.",
     "Make T3 safe to work on by putting FAN-T3 and the fresh-air damper actuators on local-off and locking "
     "breaker 14 in panel MCC-2 with LOTO-T3-04.",
     "Breaker 14 of panel MCC-2 gets lock LOTO-T3-04 once FAN-T3 (main fan) and the fresh-air damper actuators "
     "are on local-off; that isolates T3."),
    (4, [1],
     "Check that the last nightly parameter backup of T3 is on the farm server and readable: "
     "`tlcfg verify --file /srv/tunnels/backup/T3_2025-03-02.tlp`.",
     "Confirm the farm server holds a good copy of T3's most recent nightly parameter backup by running "
     "`tlcfg verify --file /srv/tunnels/backup/T3_2025-03-02.tlp`.",
     "`tlcfg verify --file /srv/tunnels/backup/T3_2025-03-02.tlp` proves the latest nightly parameter backup of T3 "
     "on the farm server can be read; run it."),
    (5, [3],
     "Swap the TL-5 controller in the T3 cabinet, reconnect the 4 PT100 compost probes, the air probes and the "
     "NH3 sensor, then remove LOTO-T3-04.",
     "Fit the replacement TL-5 in the cabinet of T3, wire the 4 PT100 compost probes, the air probes and the NH3 "
     "sensor back in, and take LOTO-T3-04 off afterwards.",
     None),
    (6, [5],
     "Flash firmware 5.4.1 on the new controller with `tlcfg flash --unit T3 --image tl5-5.4.1.bin`; "
     "`tlcfg info --unit T3` must then report 5.4.1.",
     "Put firmware 5.4.1 on the replacement controller using `tlcfg flash --unit T3 --image tl5-5.4.1.bin`, and "
     "make sure `tlcfg info --unit T3` reads back 5.4.1.",
     "`tlcfg flash --unit T3 --image tl5-5.4.1.bin` loads firmware 5.4.1 on the new controller; afterwards "
     "`tlcfg info --unit T3` should say 5.4.1."),
    (7, [4, 6],
     "Restore T3's parameter set onto the new controller: "
     "`tlcfg restore --unit T3 --file /srv/tunnels/backup/T3_2025-03-02.tlp`.",
     "Bring back the parameter set of T3 on the replacement controller with "
     "`tlcfg restore --unit T3 --file /srv/tunnels/backup/T3_2025-03-02.tlp`.",
     "`tlcfg restore --unit T3 --file /srv/tunnels/backup/T3_2025-03-02.tlp` writes the saved parameter set of T3 "
     "to the new controller."),
    (8, [7],
     "Diff the restored parameters against T1, the same tunnel type: "
     "`tlcfg diff --unit T3 --against T1 --ignore curve,probe-offsets` may show only tunnel name and address.",
     "Compare what was restored with T1, which is the same tunnel type, via "
     "`tlcfg diff --unit T3 --against T1 --ignore curve,probe-offsets`; anything beyond the tunnel name and "
     "address is a finding.",
     None),
    (9, [2, 8],
     "Preview the curve load with `tlcfg curve load --unit T3 --file PHII-v11.tlc --dry-run` and check every "
     "setpoint and phase duration against the approved sheet.",
     "Do a trial load of the curve that changes nothing (`tlcfg curve load --unit T3 --file PHII-v11.tlc "
     "--dry-run`) and hold each setpoint and phase duration against the signed sheet.",
     "Setpoints and phase durations shown by `tlcfg curve load --unit T3 --file PHII-v11.tlc --dry-run` must all "
     "match the approved sheet; check them before loading."),
    (10, [9],
     "Load the curve for real: `tlcfg curve load --unit T3 --file PHII-v11.tlc --activate`.",
     "Now put the curve on the controller and make it active with "
     "`tlcfg curve load --unit T3 --file PHII-v11.tlc --activate`.",
     None),
    (11, [5],
     "Check the 4 compost probes against the reference thermometer in a 58 °C water bath; each must read within "
     "±0.3 °C.",
     "Put the 4 compost probes in a 58 °C water bath next to the reference thermometer; none may be off by more "
     "than ±0.3 °C.",
     "Within ±0.3 °C of the reference thermometer in a 58 °C water bath: that is the pass mark for each of the 4 "
     "compost probes."),
    (12, [5],
     "Bump-test the NH3 sensor with 25 ppm test gas; the reading must land within 20-30 ppm.",
     "Give the NH3 sensor a bump test using 25 ppm test gas and accept it only if it reads 20-30 ppm.",
     None),
    (13, [10, 11, 12],
     "With the tunnel still empty, run the outputs on T3 (`tlcfg test --unit T3 --outputs fan,dampers,heater "
     "--minutes 10`) and watch airflow and damper positions on the SCADA.",
     "While T3 is still empty, exercise its outputs with `tlcfg test --unit T3 --outputs fan,dampers,heater "
     "--minutes 10`, following airflow and damper positions on the SCADA.",
     "`tlcfg test --unit T3 --outputs fan,dampers,heater --minutes 10` on T3 while it is still empty: watch the "
     "SCADA for airflow and damper positions as it runs."),
    (14, [13],
     "Fill T3 with 180 t of phase I compost from the bunker via the filling line and record the fill weight in "
     "WO-7731.",
     "Bring 180 t of phase I compost from the bunker into T3 over the filling line, noting the fill weight on "
     "WO-7731.",
     None),
    (15, [14],
     "Start the program: `tlcfg program start --unit T3 --curve PHII-v11`.",
     "Kick off the PHII-v11 run on the tunnel with `tlcfg program start --unit T3 --curve PHII-v11`.",
     "`tlcfg program start --unit T3 --curve PHII-v11` starts the program."),
    (16, [15],
     "Watch the pasteurisation phase: all 4 probes at 58 °C or above for the full 8 h; any probe under 56 °C "
     "for more than 30 min pages the on-call grower.",
     "Keep an eye on pasteurisation for the whole 8 h, with every one of the 4 probes at 58 °C or higher; if a "
     "probe sits below 56 °C for over 30 min, the on-call grower is paged.",
     "For the full 8 h of pasteurisation the 4 probes must stay at or above 58 °C (under 56 °C for more than "
     "30 min on any probe pages the on-call grower); watch it."),
    (17, [16],
     "Watch conditioning: NH3 below 10 ppm and compost between 45-48 °C before the program moves to cool-down.",
     "During conditioning, the program may only go on to cool-down once NH3 is under 10 ppm and the compost is "
     "inside 45-48 °C; keep watching until then.",
     None),
    (18, [17],
     "Have QA sample the compost at 3 depths (moisture 68-70 %, NH3 smell test, no thermophilic hot spots) and "
     "release it for spawning.",
     "QA takes compost samples from 3 depths, checks moisture at 68-70 %, an NH3 smell test and the absence of "
     "thermophilic hot spots, and only then releases it for spawning.",
     "Release for spawning comes from QA after sampling at 3 depths: moisture 68-70 %, NH3 smell test passed, no "
     "thermophilic hot spots."),
    (19, [18],
     "Empty T3 onto the spawning line and record the out-weight in WO-7731.",
     "Unload T3 to the spawning line and write the out-weight on WO-7731.",
     None),
    (20, [15],
     "Take a fresh backup of the new controller with "
     "`tlcfg backup --unit T3 --file /srv/tunnels/backup/T3_2025-03-09.tlp` and put T3 back on the nightly "
     "backup schedule.",
     "Save the new controller's parameters using "
     "`tlcfg backup --unit T3 --file /srv/tunnels/backup/T3_2025-03-09.tlp`, and re-add T3 to the nightly backup "
     "schedule.",
     "`tlcfg backup --unit T3 --file /srv/tunnels/backup/T3_2025-03-09.tlp` gives a fresh backup of the new "
     "controller; T3 then goes back on the nightly schedule."),
    (21, [19, 20],
     "Close WO-7731 with the probe checks, the pasteurisation trend and the QA release attached.",
     "Attach the probe checks, the pasteurisation trend and QA's release to WO-7731 and close it.",
     None),
]

GUARDS = {
    2: "compost manager's written approval of curve PHII-v11 (approval)",
    4: "check that the nightly parameter backup is present and readable before the restore (backup)",
    9: "dry-run curve load checked against the approved sheet (dry run)",
    16: "watch of the pasteurisation phase before conditioning (health watch)",
    18: "QA sampling and release before the compost goes to spawning (verification before release)",
}
DROP_GUARD = 2

SPLITS = {
    5: ("Swap the TL-5 controller in the T3 cabinet and reconnect the 4 PT100 compost probes, the air probes and "
        "the NH3 sensor.",
        "Then remove LOTO-T3-04."),
    16: ("Watch the pasteurisation phase: all 4 probes at 58 °C or above for the full 8 h.",
         "Any probe under 56 °C for more than 30 min pages the on-call grower."),
}

REGEN_SPLIT = (13, (
    "Keep T3 empty and drive its outputs with `tlcfg test --unit T3 --outputs fan,dampers,heater --minutes 10`.",
    "While the test runs, follow airflow and damper positions on the SCADA."))

SERIALIZE = [11, 12]

COMPRESS = [
    ([3, 5], "Isolate T3 and swap in the new TL-5 controller."),
    ([6, 7], "Flash 5.4.1 on the new controller and restore the T3 parameter backup."),
    ([9, 10], "Preview and then load curve PHII-v11 on T3."),
    ([14, 15], "Fill T3 with compost and start the PHII-v11 program."),
    ([16, 17], "Watch pasteurisation and conditioning until NH3 is below 10 ppm."),
    ([18, 19], "Have QA release the compost and empty T3 to the spawning line."),
]

LOST = {"remove": (13, 14), "add": [(10, 14), (13, 15)],
        "why": "T3 can be filled with 180 t of compost before the fan/damper/heater output test that has to run "
               "with the tunnel empty; the test now only has to precede the program start"}

TARGET = {"step": 15, "old": "T3", "new": "T4", "kind": "tunnel id"}

OPERATION = {
    "step": 7,
    "text": "Restore T3's parameter set onto the new controller: "
            "`tlcfg backup --unit T3 --file /srv/tunnels/backup/T3_2025-03-02.tlp`.",
    "change": "restore made a backup overwrite: `tlcfg restore` -> `tlcfg backup` onto the same file, so the blank "
              "controller's parameters overwrite the known-good backup (prose still says restore)",
}
