# Hand-written golden: grain distillery continuous still CS-2 control upgrade.
ID = "lt21_06"
STYLE = "checklist"
TASK = ("Upgrade the DeltaV controller pair of continuous still CS-2 (CTL-S2A/CTL-S2B, 14.3.1 -> 15.3.0) and bring "
        "in the steam feed-forward module STEAM_FF under MOC-2025-044, without off-spec spirit reaching the receiver "
        "or touching excise metering.")

STEPS = [
    (1, [],
     "Raise MOC-2025-044 for the CS-2 control upgrade: controllers CTL-S2A and CTL-S2B from 14.3.1 to 15.3.0 plus "
     "the new steam feed-forward module STEAM_FF.",
     "Management of change `MOC-2025-044`: raise; scope = `CS-2` still controller pair (`CTL-S2A`, `CTL-S2B`) moved from "
     "14.3.1 to 15.3.0; then the new steam feed-forward module (`STEAM_FF`).",
     "For the new steam feed-forward module STEAM_FF and the move of CTL-S2A and CTL-S2B from 14.3.1 to 15.3.0 on "
     "CS-2, raise MOC-2025-044."),
    (2, [1],
     "Export the CS-2 configuration with `deltav-export --area CS2 --out D:/backup/CS2_2025-05-03.fhx`.",
     "Still configuration (`CS-2`): capture a restore point via `deltav-export --area CS2 --out "
     "D:/backup/CS2_2025-05-03.fhx`.",
     None),
    (3, [1],
     "Pull 60 days of historian data for column temperatures TT-201 to TT-214 and steam flow FT-230 from `hist01` "
     "as the tuning baseline.",
     "Tuning baseline: from the historian (`hist01`), 60 days; tags = column temperatures TT-201 to TT-214, then "
     "steam flow FT-230.",
     "From `hist01`, as the baseline for tuning, pull steam flow FT-230 and column temperatures TT-201 to TT-214 "
     "for 60 days."),
    (4, [1],
     "Confirm with the excise officer that spirit meter SM-1 and the spirit safe are not touched and write seal "
     "number HMRC-77310 in the still log.",
     "Excise check: agree with the excise officer that the spirit meter (`SM-1`) and the spirit safe stay "
     "untouched; then record seal `HMRC-77310` in the still log.",
     None),
    (5, [2, 3],
     "Run STEAM_FF in DeltaV SimulatePro against the 60-day data and go through the trends: steam swings under 3 % "
     "and tray 12 temperature within 0.5 °C.",
     "Simulation: play the 60-day data through `STEAM_FF` in DeltaV SimulatePro; then review trends; pass = steam "
     "swings under 3 %, tray 12 temperature within 0.5 °C.",
     "Tray 12 temperature within 0.5 °C and steam swings under 3 %: that is what the trends must show when STEAM_FF "
     "runs in DeltaV SimulatePro against the 60-day data."),
    (6, [4, 5],
     "The production manager, the process safety engineer and the site excise contact all sign MOC-2025-044; "
     "nothing on the still changes before the third signature.",
     "MOC sign-off: `MOC-2025-044` approved by production manager, process safety engineer, then site excise "
     "contact; still untouched until all three have signed.",
     None),
    (7, [6],
     "Stop wash feed to CS-2 and run the still down to hot standby: FIC-230 in manual at 20 % steam, reflux on "
     "total.",
     "Still to hot standby: shut off wash feed to `CS-2`; then steam controller (`FIC-230`) to manual at 20 %; then "
     "reflux to total.",
     "With reflux on total and FIC-230 in manual at 20 % steam, hold CS-2 at hot standby after stopping its wash "
     "feed."),
    (8, [7],
     "Divert spirit to feints receiver FR-2 with valve XV-240 so that no off-spec spirit can reach the spirit "
     "receiver.",
     "Spirit routing: divert valve (`XV-240`) to the feints receiver (`FR-2`); reason = keep off-spec spirit out "
     "of the spirit receiver.",
     None),
    (9, [7],
     "Check that SIS-2 and its high column pressure trip PSHH-205 (0.6 barg) stay active and are not bypassed "
     "during the work.",
     "Safety system (`SIS-2`): verify live; high column pressure trip `PSHH-205` at 0.6 barg not bypassed for the "
     "whole job.",
     "During the work neither PSHH-205 (high column pressure trip, 0.6 barg) nor SIS-2 may be bypassed; check "
     "that both stay active."),
    (10, [8, 9],
     "Upgrade the standby controller CTL-S2B to 15.3.0 from DeltaV Explorer and let it resync with CTL-S2A.",
     "Standby controller (`CTL-S2B`): bring up to 15.3.0 from DeltaV Explorer; then let it resync with the active "
     "one (`CTL-S2A`).",
     "Let CTL-S2B resync with CTL-S2A after upgrading it, the standby, to 15.3.0 from DeltaV Explorer."),
    (11, [10],
     "Switch over to CTL-S2B from the Diagnostics view and check that none of the 214 I/O points shows bad status.",
     "Controller switchover: hand control to `CTL-S2B` from the Diagnostics view; then check all 214 I/O points; "
     "pass = no bad status.",
     None),
    (12, [11],
     "Upgrade CTL-S2A to 15.3.0 and let the pair resync until redundancy shows Standby available.",
     "Former active controller (`CTL-S2A`): upgrade to 15.3.0; then resync the pair; done when redundancy reads "
     "Standby available.",
     "Wait for redundancy to show Standby available after CTL-S2A is upgraded to 15.3.0 and the pair resyncs."),
    (13, [12],
     "Download STEAM_FF to the controllers with FIC-230 still in manual.",
     "Feed-forward module (`STEAM_FF`): push down to the controller pair; steam controller `FIC-230` stays manual.",
     None),
    (14, [13],
     "Diff the live configuration against the export with `deltav-diff CS2_2025-05-03.fhx --live --area CS2`; only "
     "STEAM_FF and the firmware revision may differ.",
     "Config diff: `deltav-diff CS2_2025-05-03.fhx --live --area CS2`; allowed differences = `STEAM_FF`, then the "
     "firmware revision; anything else = stop.",
     "Only the firmware revision and STEAM_FF may show up when `deltav-diff CS2_2025-05-03.fhx --live --area CS2` "
     "compares the live configuration with the export."),
    (15, [14],
     "Bring wash feed back at 50 % rate (FIC-210 at 12 m3/h) and let the columns settle for 2 hours.",
     "Wash feed restart: feed controller `FIC-210` at 12 m3/h (50 % rate); then let the columns settle for 2 "
     "hours.",
     None),
    (16, [15],
     "Put FIC-230 into auto cascade with STEAM_FF active.",
     "Steam controller (`FIC-230`): switch to auto cascade; feed-forward `STEAM_FF` switched on.",
     "With STEAM_FF active, FIC-230 goes into auto cascade."),
    (17, [16],
     "Stay at 50 % for 8 hours and watch: tray 12 temperature within 0.5 °C of setpoint and spirit strength at the "
     "receiver between 94.0 and 94.8 % ABV.",
     "Soak at 50 %: 8 hours; pass = tray 12 temperature within 0.5 °C of setpoint; then spirit strength at the "
     "receiver 94.0 to 94.8 % ABV.",
     "Spirit strength at the receiver must stay between 94.0 and 94.8 % ABV and tray 12 within 0.5 °C of setpoint "
     "while the still runs 8 hours at 50 %; watch both."),
    (18, [17],
     "Send spirit back from feints to the spirit receiver with XV-240 once strength is in spec.",
     "Spirit routing back: divert valve `XV-240` from feints to the spirit receiver; condition = strength in spec.",
     None),
    (19, [17],
     "Raise wash feed to 100 % (FIC-210 at 24 m3/h).",
     "Wash feed to full rate: feed controller `FIC-210` up to 24 m3/h, i.e. 100 %.",
     None),
    (20, [18],
     "Have QC sample the new make spirit for congeners with GC method QC-M-12 and compare it with the reference new "
     "make.",
     "QC: sample new make spirit; test = congeners by GC method `QC-M-12`; then compare against the reference new "
     "make.",
     "Compare with the reference new make the congener results that QC gets from new make spirit samples (GC "
     "method QC-M-12)."),
    (21, [18],
     "Check that SM-1 totals agree with the receiver dip within 0.2 % over the first 24 hours.",
     "Meter check: spirit meter `SM-1` totals vs receiver dip; window = first 24 hours; tolerance = 0.2 %.",
     "Over the first 24 hours the receiver dip and the SM-1 totals must agree within 0.2 %; check."),
    (22, [21],
     "Tell the excise officer that spirit metering was not affected and that seal HMRC-77310 is intact.",
     "Excise notice: report to the excise officer; content = metering unaffected, seal `HMRC-77310` intact.",
     None),
    (23, [19],
     "After 3 days at 100 % compare steam per litre of alcohol with the baseline; the target is a 5 % reduction.",
     "Steam efficiency review: after 3 days at 100 %; metric = steam per litre of alcohol vs baseline; target = 5 % "
     "reduction.",
     "Against the baseline, look for a 5 % reduction in steam per litre of alcohol once the still has run 3 days "
     "at 100 %."),
    (24, [20, 23],
     "Once QC has released the spirit, delete the superseded STEAM_PID module from area CS2 in DeltaV Explorer.",
     "Old steam module (`STEAM_PID`): tear down from area CS2 in DeltaV Explorer; condition = QC release of the "
     "spirit.",
     None),
    (25, [24],
     "Update operating procedure OP-CS2-03 and brief all 4 still operator crews.",
     "Procedure `OP-CS2-03`: revise; then brief all 4 still operator crews.",
     "Brief the 4 still operator crews on the updated OP-CS2-03."),
    (26, [22, 25],
     "Close MOC-2025-044 with the simulation report, the QC results and the meter check attached.",
     "Management of change `MOC-2025-044`: attach simulation report, QC results, meter check; then close.",
     None),
]

GUARDS = {
    2: "configuration export before any controller work",
    5: "simulation run and trend review of STEAM_FF before approval",
    6: "MOC signatures before anything on the still changes",
    14: "configuration diff against the export before feed is restored",
    17: "8-hour watch at 50 % before spirit goes back to the receiver and feed goes to 100 %",
    21: "meter versus dip verification before the excise officer is told metering is unaffected",
}
DROP_GUARD = 6

SPLITS = {
    7: ("Stop wash feed to CS-2.",
        "Run the still down to hot standby: FIC-230 in manual at 20 % steam, reflux on total."),
    17: ("Stay at 50 % for 8 hours and watch tray 12 temperature stay within 0.5 °C of setpoint.",
         "Over the same 8 hours spirit strength at the receiver must stay between 94.0 and 94.8 % ABV."),
}

REGEN_SPLITS = {
    5: ["Simulation setup: load `STEAM_FF` into DeltaV SimulatePro; input = the 60-day data.",
        "Trend review: steam swings under 3 %; then tray 12 temperature within 0.5 °C; otherwise no approval."],
    15: ["Wash feed back on at half rate: `FIC-210` at 12 m3/h, which is 50 %.",
         "Settling: hold for 2 hours; columns steady before the next move."],
}

SERIALIZE = [20, 21]

COMPRESS = [
    ([7, 8], "Run CS-2 down to hot standby and divert spirit to feints."),
    ([10, 11, 12], "Upgrade both controllers to 15.3.0, switching over between them."),
    ([13, 14], "Download STEAM_FF and diff the live config against the export."),
    ([15, 16], "Restart wash feed at half rate and put FIC-230 into cascade with STEAM_FF."),
    ([21, 22], "Check the meter totals against the dip and tell the excise officer."),
    ([24, 25, 26], "Remove STEAM_PID, update OP-CS2-03, brief the crews and close MOC-2025-044."),
]

LOST = {"remove": (17, 18), "add": [(16, 18)],
        "why": "spirit is sent back to the spirit receiver as soon as the steam loop is in cascade, without waiting "
               "for the 8-hour watch that proves strength and tray temperature are in spec"}

TARGET = {"step": 15, "old": "12 m3/h", "new": "24 m3/h", "kind": "feed flow rate"}

OPERATION = {"step": 9,
             "text": "Put SIS-2 and its high column pressure trip PSHH-205 (0.6 barg) in bypass for the duration of "
                     "the work.",
             "change": "keep the safety trip active -> bypass it"}
