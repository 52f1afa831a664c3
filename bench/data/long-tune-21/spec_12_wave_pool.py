# Hand-written golden: indoor water park wave pool PLC program and blower drive upgrade.
ID = "lt21_12"
STYLE = "checklist"
TASK = ("Upgrade the wave pool controller WP-PLC1 from program v3.4 to v4.0 (new wave patterns, blower soft-start), "
        "load VFD parameter set VP-22 on blowers B1-B6 and update HMI WP-HMI1 during the Monday 6 Oct closure, then "
        "reopen in stages.")

STEPS = [
    (1, [],
     "Open change WP-CR-73 for WP-PLC1 program v3.4 -> v4.0 and VFD parameter set VP-22 on blowers B1-B6, with the "
     "wave pool closed on Monday 6 Oct.",
     "Change `WP-CR-73`: raise; scope = wave controller (`WP-PLC1`) program v3.4 -> v4.0, then parameter set "
     "`VP-22` on the blower drives B1-B6; pool closed Monday 6 Oct.",
     "With the wave pool closed on Monday 6 Oct, WP-CR-73 covers VP-22 on blowers B1-B6 and v3.4 -> v4.0 on "
     "WP-PLC1; open it."),
    (2, [1],
     "Upload the running program from `WP-PLC1` into TIA Portal and archive it as `WavePool_v3.4_online.zap17`.",
     "Wave controller (`WP-PLC1`): pull the running program up into TIA Portal; then archive as "
     "`WavePool_v3.4_online.zap17`.",
     None),
    (3, [1],
     "Save the parameters of the 6 blower drives with `drivectl backup --drives B1-B6 --out /backup/vfd_2025-10-05/`.",
     "Blower drives (6 of them): capture their parameters via `drivectl backup --drives B1-B6 --out "
     "/backup/vfd_2025-10-05/`.",
     "Into `/backup/vfd_2025-10-05/`, with `drivectl backup --drives B1-B6 --out /backup/vfd_2025-10-05/`, save the "
     "parameters of all 6 blower drives."),
    (4, [1],
     "Export the HMI project and the wave pattern library from `WP-HMI1` to `/backup/hmi_2025-10-05.zip`.",
     "Operator panel (`WP-HMI1`): export the HMI project, then the wave pattern library, to "
     "`/backup/hmi_2025-10-05.zip`.",
     None),
    (5, [1],
     "Run v4.0 in PLCSIM Advanced against the test HMI and step through all 12 wave patterns, the lifeguard E-stop "
     "chain and the low-water interlock.",
     "Simulation: load v4.0 into PLCSIM Advanced with the test HMI; then walk through all 12 wave patterns; then "
     "the lifeguard E-stop chain; then the low-water interlock.",
     "Step through the low-water interlock, the lifeguard E-stop chain and all 12 wave patterns with v4.0 running "
     "in PLCSIM Advanced against the test HMI."),
    (6, [2, 5],
     "Compare v4.0 offline against the uploaded v3.4 in TIA Portal and go through every changed block: only "
     "FB_Wave*, FB_Blower* and DB_Patterns may differ, and the F-signature 0x5A3C77E1 must be unchanged.",
     "Offline/online compare in TIA Portal: v4.0 against uploaded v3.4; then read each changed block; allowed = "
     "FB_Wave*, FB_Blower*, DB_Patterns; safety F-signature 0x5A3C77E1 must stay as is.",
     "The F-signature 0x5A3C77E1 must not change and nothing but FB_Wave*, FB_Blower* and DB_Patterns may differ: "
     "go through every changed block of the TIA Portal comparison of v4.0 with the uploaded v3.4."),
    (7, [3, 4, 6],
     "The aquatics manager and the site safety officer sign WP-CR-73 together with the lifeguard test plan.",
     "Sign-off on `WP-CR-73`: aquatics manager, then site safety officer; lifeguard test plan included.",
     None),
    (8, [7],
     "Close the wave pool: rope off, signs up, and the lifeguard supervisor confirms the pool hall is empty.",
     "Pool closure: rope off; then signs up; then lifeguard supervisor confirms nobody in the pool hall.",
     "Once the lifeguard supervisor confirms an empty pool hall, with signs up and the rope across, the wave pool "
     "is closed."),
    (9, [8],
     "Lock out blowers B1-B6 at MCC-W on isolators Q1-Q6.",
     "Blowers B1-B6: isolate and lock at MCC-W, isolators Q1-Q6.",
     None),
    (10, [8],
     "Put `WP-PLC1` into STOP.",
     "Wave controller (`WP-PLC1`): switch to STOP.",
     None),
    (11, [10],
     "Download v4.0 (software and hardware configuration) to `WP-PLC1` and leave it in STOP.",
     "Program download: v4.0, software plus hardware configuration, into the wave controller (`WP-PLC1`); mode "
     "stays STOP.",
     "Leave `WP-PLC1` in STOP after downloading v4.0 to it, software and hardware configuration both."),
    (12, [9],
     "Load parameter set VP-22 into B1-B6 with `drivectl restore --drives B1-B6 --set VP-22`.",
     "Blower drives B1-B6: push parameter set `VP-22` via `drivectl restore --drives B1-B6 --set VP-22`.",
     None),
    (13, [12],
     "Check the drive parameters against the VP-22 sheet: ramp-up 8 s, max 50 Hz, current limit 180 A.",
     "Drive parameter check against the `VP-22` sheet: ramp-up = 8 s; max = 50 Hz; current limit = 180 A.",
     "Ramp-up 8 s, max 50 Hz and current limit 180 A are what the VP-22 sheet says; check the drive parameters "
     "against it."),
    (14, [11],
     "Download HMI project v4.0 to `WP-HMI1`.",
     "Operator panel (`WP-HMI1`): push HMI project v4.0 down to it.",
     None),
    (15, [13],
     "Remove the blower lockout on Q1-Q6 after the electrician confirms all covers are back on.",
     "Lockout off: isolators Q1-Q6; condition = electrician confirms every cover refitted.",
     "After the electrician confirms that all covers are back on, take the lockout off Q1-Q6."),
    (16, [14, 15],
     "Put `WP-PLC1` into RUN and check that the HMI shows F-signature 0x5A3C77E1.",
     "Wave controller (`WP-PLC1`): bring back to RUN; then confirm the HMI reads F-signature 0x5A3C77E1.",
     None),
    (17, [16],
     "Test the 4 lifeguard E-stop stations with the lifeguards: each must stop the waves within 2 s and sound the "
     "horn.",
     "E-stop test: all 4 lifeguard stations, with lifeguards; pass = waves stopped within 2 s; then horn sounding.",
     "Each of the 4 lifeguard E-stop stations must sound the horn and stop the waves within 2 s; test them with "
     "the lifeguards."),
    (18, [16],
     "Test the low-water interlock: lower the level to 150 mm below the skimmer and confirm that waves cannot "
     "start.",
     "Low-water interlock: lower the level to 150 mm under the skimmer; then try a wave start; pass = blocked.",
     None),
    (19, [17, 18],
     "Run all 12 patterns in the empty pool for 10 minutes each: wave height at the measuring post within 10 % of "
     "the pattern table and no blower trip.",
     "Empty-pool trial: all 12 patterns, 10 minutes each; pass = wave height at the measuring post within 10 % of "
     "the pattern table; no blower trip.",
     "No blower trip and wave height at the measuring post within 10 % of the pattern table, for each of the 12 "
     "patterns run 10 minutes in the empty pool."),
    (20, [19],
     "Check that the 30-second warning horn and the waves-starting light come on before every pattern.",
     "Warning check: 30-second horn, then waves-starting light, before each pattern.",
     None),
    (21, [20],
     "Reopen to 50 bathers for the first 2 hours with 2 extra lifeguards and the maintenance tech in the control "
     "room; any incident means waves off and back to v3.4.",
     "Limited reopening: 50 bathers, first 2 hours; staffing = 2 extra lifeguards, maintenance tech in the control "
     "room; incident = waves off, then roll back to v3.4.",
     "For the first 2 hours, with the maintenance tech in the control room and 2 extra lifeguards, let in 50 "
     "bathers; waves off and back to v3.4 on any incident."),
    (22, [21],
     "Open to the full capacity of 400 bathers.",
     "Full reopening: capacity up to 400 bathers.",
     None),
    (23, [22],
     "Tell the front desk and the lifeguard supervisor that full capacity is back.",
     "Notify front desk, then lifeguard supervisor: full capacity restored.",
     "The front desk and the lifeguard supervisor need to hear that full capacity is back."),
    (24, [22],
     "Compare the first week's blower trips and wave stops in the `WP-HMI1` alarm log with last month's.",
     "Week 1 review: blower trips plus wave stops from the operator panel (`WP-HMI1`) alarm log vs last month.",
     None),
    (25, [22],
     "Archive `WavePool_v4.0.zap17` and a new drive backup (`drivectl backup --drives B1-B6 --out "
     "/backup/vfd_2025-10-13/`) on the engineering share.",
     "Engineering share: store `WavePool_v4.0.zap17`; then a fresh drive backup via `drivectl backup --drives B1-B6 "
     "--out /backup/vfd_2025-10-13/`.",
     "On the engineering share keep a new drive backup (`drivectl backup --drives B1-B6 --out "
     "/backup/vfd_2025-10-13/`) and `WavePool_v4.0.zap17`."),
    (26, [24, 25],
     "Delete the v3.4 rollback image from `WP-HMI1` local storage.",
     "Operator panel (`WP-HMI1`): clear out the v3.4 rollback image from local storage.",
     None),
    (27, [21],
     "Update wave pool operating procedure WP-OP-02 for the new pattern names.",
     "Procedure `WP-OP-02`: revise for the new pattern names.",
     "For the new pattern names, update WP-OP-02 (the wave pool operating procedure)."),
    (28, [27],
     "Train the lifeguard team leads in 3 sessions on the new E-stop reset sequence.",
     "Training: lifeguard team leads, 3 sessions; topic = new E-stop reset sequence.",
     None),
    (29, [25],
     "Update the PLC asset record in the CMMS.",
     "CMMS: refresh the PLC asset record.",
     None),
    (30, [24],
     "Send the aquatics manager the first-week report.",
     "First-week report: hand over to the aquatics manager.",
     "The aquatics manager gets the first-week report."),
    (31, [29],
     "Book the 3-month blower bearing inspection in the CMMS.",
     "CMMS: schedule the 3-month inspection of the blower bearings.",
     None),
    (32, [23, 26, 28, 30, 31],
     "Close WP-CR-73.",
     "Change `WP-CR-73`: close.",
     None),
]

GUARDS = {
    2: "archive of the running v3.4 program before the download",
    3: "drive parameter backup before VP-22 is loaded",
    5: "simulation run of v4.0 before approval",
    6: "offline/online compare and block-by-block review before the download",
    7: "aquatics manager and safety officer sign-off",
    19: "empty-pool trial of all patterns before bathers return",
    21: "2-hour limited reopening at 50 bathers before full capacity",
    24: "first-week alarm review before the rollback image is deleted",
}
DROP_GUARD = 6

SPLITS = {
    6: ("Compare v4.0 offline against the uploaded v3.4 in TIA Portal and go through every changed block.",
        "In that comparison only FB_Wave*, FB_Blower* and DB_Patterns may differ, and the F-signature 0x5A3C77E1 must "
        "be unchanged."),
    19: ("Run all 12 patterns in the empty pool for 10 minutes each.",
         "During the empty-pool runs, wave height at the measuring post must be within 10 % of the pattern table, "
         "with no blower trip."),
    21: ("Reopen to 50 bathers for the first 2 hours with 2 extra lifeguards and the maintenance tech in the "
         "control room.",
         "Any incident during those 2 hours means waves off and back to v3.4."),
}

REGEN_SPLITS = {
    17: ["E-stop test, part 1: lifeguards press each of the 4 stations in turn; pass = waves stopped within 2 s.",
         "E-stop test, part 2: confirm the horn sounds on every press."],
    25: ["Engineering share: file `WavePool_v4.0.zap17`.",
         "Drive backup: take a fresh restore point with `drivectl backup --drives B1-B6 --out "
         "/backup/vfd_2025-10-13/`; then file it on the same share."],
}

SERIALIZE = [2, 3, 4]

COMPRESS = [
    ([2, 6], "Upload the v3.4 program and compare it with v4.0 in TIA Portal."),
    ([8, 10, 11], "Close the pool, stop WP-PLC1 and download v4.0."),
    ([9, 12, 13], "Lock out the blowers, load VP-22 and check the drive parameters."),
    ([14, 16], "Download the HMI project and put WP-PLC1 back into RUN."),
    ([17, 19], "Test the E-stops and run all patterns in the empty pool."),
    ([21, 22], "Reopen the pool, first to 50 bathers and then to full capacity."),
    ([24, 30], "Review the first week's alarms and send the report to the aquatics manager."),
    ([29, 31], "Update the CMMS asset record and book the bearing inspection."),
]

LOST = {"remove": (21, 22), "add": [(20, 22)],
        "why": "the pool opens to full capacity right after the horn check, without waiting for the 2-hour limited "
               "reopening at 50 bathers"}

TARGET = {"step": 17, "old": "2 s", "new": "20 s", "kind": "E-stop time limit"}

OPERATION = {"step": 11,
             "text": "Download v4.0 (software and hardware configuration) to `WP-PLC1` and switch it to RUN.",
             "change": "leave the PLC in STOP -> switch it to RUN right after the download"}
