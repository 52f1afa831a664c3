ID = "lt10_03"
DOMAIN = "agricultural irrigation control: farm scheduling controller move (programs, fertigation, valve nodes) in block waves"
STYLE = "c"
TASK = "Move irrigation schedules, fertigation recipes and valve nodes of Cerro Verde Farm from controller irr-old01 to irr-ctl02 and resume irrigation in two block waves."
STEPS = [
 (1, [], "Open work order WO-2291 for moving Blocks 1-12 from irr-old01 to irr-ctl02 and use the 24-hour no-irrigation window after the 2024-06-18 rain.",
  "Track the controller move: open work order WO-2291 covering Blocks 1-12 (irr-old01 to irr-ctl02), inside the 24-hour no-irrigation window after the 2024-06-18 rain.",
  "Use the 24-hour no-irrigation window after the 2024-06-18 rain and open work order WO-2291 to move Blocks 1-12 off irr-old01 onto irr-ctl02."),
 (2, [1], "Check that every block's soil probe reads above 28% VWC, so the crops can skip a day of irrigation.",
  "Make sure the crops can go a day without water: each block's soil probe must show above 28% VWC.",
  None),
 (3, [1], "Check irr-ctl02: AgriCtl 5.4.1 running, NTP offset under 50 ms, LoRa gateway gw-07 reporting.",
  "Confirm the new controller is ready: on irr-ctl02, AgriCtl 5.4.1 up, NTP offset under 50 ms and LoRa gateway gw-07 reporting.",
  "AgriCtl 5.4.1 must be running on irr-ctl02, with LoRa gateway gw-07 reporting and NTP offset under 50 ms; check it."),
 (4, [2, 3], "Suspend every program on the old controller: `agrictl program suspend --all --host irr-old01`.",
  "Keep the old controller from starting any valve: suspend all of its programs with `agrictl program suspend --all --host irr-old01`.",
  None),
 (5, [4], "Close main valve MV-1 at the pump station and switch pump P-2 from AUTO to OFF at the panel.",
  "Isolate the pump station: shut main valve MV-1, then turn pump P-2 from AUTO to OFF at the panel.",
  "At the panel switch pump P-2 from AUTO to OFF, and at the pump station close main valve MV-1."),
 (6, [4], "Export schedules and setpoints from irr-old01: `agrictl export --host irr-old01 --out /srv/mig/wo2291_schedules.json`.",
  "Keep a copy of the schedules and setpoints: dump them from irr-old01 with `agrictl export --host irr-old01 --out /srv/mig/wo2291_schedules.json`.",
  None),
 (7, [4], "Export the fertigation recipes: `agrictl fert export --host irr-old01 --out /srv/mig/wo2291_fert.json`.",
  "Save the fertigation recipes to a file: `agrictl fert export --host irr-old01 --out /srv/mig/wo2291_fert.json`.",
  "Save the recipes with `agrictl fert export --host irr-old01 --out /srv/mig/wo2291_fert.json` (fertigation export)."),
 (8, [6, 7], "Generate the sync plan without applying it: `irrsync --from irr-old01 --to irr-ctl02 --dry-run > /srv/mig/wo2291_plan.txt`.",
  "Preview what the sync would change, without applying anything: `irrsync --from irr-old01 --to irr-ctl02 --dry-run > /srv/mig/wo2291_plan.txt`.",
  None),
 (9, [8], "Go over the plan with the farm agronomist: 12 blocks, 46 valve stations, and no station run time over 180 min.",
  "Sanity-check the sync plan with the farm agronomist: it must list 12 blocks and 46 valve stations, and no station may run over 180 min.",
  "No station run time over 180 min, 46 valve stations, 12 blocks: the farm agronomist and you go over the plan for these."),
 (10, [9], "Apply the sync: `irrsync --from irr-old01 --to irr-ctl02 --apply`.",
  "Copy the schedules to the new controller: run `irrsync --from irr-old01 --to irr-ctl02 --apply`.",
  None),
 (11, [10], "Adopt the 46 LoRa valve nodes on irr-ctl02: `agrictl nodes adopt --gateway gw-07 --range VS-001..VS-046`.",
  "Attach the valve nodes to the new controller: on irr-ctl02, adopt all 46 LoRa nodes with `agrictl nodes adopt --gateway gw-07 --range VS-001..VS-046`.",
  "`agrictl nodes adopt --gateway gw-07 --range VS-001..VS-046` adopts the 46 LoRa valve nodes on irr-ctl02."),
 (12, [10], "Import the fertigation recipes: `agrictl fert import --host irr-ctl02 --in /srv/mig/wo2291_fert.json`.",
  "Load the recipes onto the new controller: `agrictl fert import --host irr-ctl02 --in /srv/mig/wo2291_fert.json`.",
  None),
 (13, [11], "Test-open each Block 1 valve for 2 minutes from irr-ctl02 and confirm flowmeter FM-1 reads between 40 and 55 m3/h.",
  "Prove the valves answer: from irr-ctl02 open each Block 1 valve for 2 minutes and check that flowmeter FM-1 shows between 40 and 55 m3/h.",
  "Flowmeter FM-1 must read between 40 and 55 m3/h when each Block 1 valve is test-opened for 2 minutes from irr-ctl02."),
 (14, [11, 12], "Check that irr-ctl02 shows the injector EC setpoint of 1.8 mS/cm for the Block 4 tomatoes.",
  "Confirm the fertigation setpoint carried over: irr-ctl02 must display an injector EC setpoint of 1.8 mS/cm for the Block 4 tomatoes.",
  None),
 (15, [13, 14], "Get the farm manager's go-ahead on WO-2291 before irrigation resumes.",
  "Hold for approval: irrigation resumes only after the farm manager gives the go-ahead on WO-2291.",
  "On WO-2291, the farm manager gives the go-ahead; only then may irrigation resume."),
 (16, [5, 15], "Open MV-1 and put pump P-2 back in AUTO.",
  "Restore the pump station: reopen MV-1 and return pump P-2 to AUTO.",
  None),
 (17, [16], "Resume the programs for Blocks 1-6 only: `agrictl program resume --host irr-ctl02 --blocks 1-6`.",
  "Start the first wave: restart the programs of Blocks 1-6 and no others with `agrictl program resume --host irr-ctl02 --blocks 1-6`.",
  "With `agrictl program resume --host irr-ctl02 --blocks 1-6`, resume only Blocks 1-6."),
 (18, [17], "Watch the first full cycle of Blocks 1-6 (about 3 hours): pivot-end pressure must stay between 2.0 and 2.8 bar with no leak alarms.",
  "Watch the first wave before the next: for the whole first cycle of Blocks 1-6 (about 3 hours) keep pivot-end pressure between 2.0 and 2.8 bar and see no leak alarms.",
  None),
 (19, [18], "Resume Blocks 7-12: `agrictl program resume --host irr-ctl02 --blocks 7-12`.",
  "Start the second wave: bring Blocks 7-12 back with `agrictl program resume --host irr-ctl02 --blocks 7-12`.",
  "Blocks 7-12 are resumed via `agrictl program resume --host irr-ctl02 --blocks 7-12`."),
 (20, [19], "Close WO-2291 and keep irr-old01 suspended for 7 days before decommissioning it.",
  "Wrap up the work order: close WO-2291, leaving irr-old01 suspended for 7 days before it is decommissioned.",
  None),
]
GUARDS = {6: "export of schedules and setpoints before the sync",
          9: "agronomist review of the dry-run sync plan before applying",
          15: "farm manager go-ahead before irrigation resumes",
          18: "watch of the first block wave before the second"}
DROP_GUARD = 9
SPLITS = {
 9: ("Go over the plan with the farm agronomist: it must cover 12 blocks and 46 valve stations.",
     "Also confirm in the plan that no station run time is over 180 min."),
 13: ("Test-open each Block 1 valve for 2 minutes from irr-ctl02.",
      "While each valve is open, confirm flowmeter FM-1 reads between 40 and 55 m3/h."),
}
REGEN_SPLIT = (18, (
 "Observe the first complete cycle of Blocks 1-6, which takes about 3 hours.",
 "Throughout it, pivot-end pressure has to remain between 2.0 and 2.8 bar and no leak alarm may fire."))
SERIALIZE = [6, 7]
COMPRESS = [
 ([1, 2], "Open WO-2291 and check soil moisture in every block."),
 ([4, 5], "Suspend irr-old01 and shut the pump station down."),
 ([8, 9], "Dry-run `irrsync` and review the plan with the agronomist."),
 ([10, 11], "Sync to irr-ctl02 and adopt the valve nodes."),
 ([13, 15], "Test Block 1 valves and get the farm manager's go-ahead."),
 ([19, 20], "Resume the remaining blocks and close WO-2291."),
]
LOST = {"remove": (18, 19), "add": [(17, 19), (18, 20)],
        "why": "Blocks 7-12 (19) resume right after Blocks 1-6 (17) without waiting for the watched first cycle (18)"}
TARGET = {"step": 2, "old": "28%", "new": "18%", "kind": "threshold (soil moisture %)"}
OPERATION = {"step": 10, "text": "Apply the sync: `irrsync --from irr-ctl02 --to irr-old01 --apply`.",
             "change": "sync direction reversed (`--from irr-ctl02 --to irr-old01`), prose unchanged"}
