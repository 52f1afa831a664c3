ID = "lt2_08"
TASK = "Roll out MES recipe SYR-250ML version 15 (new fill volume and capping torque) to filling line L3 under a management-of-change record."

STEPS = [
    (1, [],
     "Open MOC-2026-118 for rolling out recipe `SYR-250ML` version 15 (fill volume 252 ml, capping torque 2.1 Nm) to filling line L3 at plant HRL.",
     "Raise management-of-change record MOC-2026-118 covering the rollout of `SYR-250ML` version 15 to filling line L3 at plant HRL (fill volume 252 ml, capping torque 2.1 Nm).",
     "For filling line L3 at plant HRL, open MOC-2026-118: recipe `SYR-250ML` goes to version 15, with fill volume 252 ml and capping torque 2.1 Nm."),
    (2, [1],
     "Export recipe version 14 with `recipe export --id SYR-250ML --version 14 --out SYR-250ML_v14.xml` and file it in the QMS as the fallback copy.",
     "Keep a fallback: `recipe export --id SYR-250ML --version 14 --out SYR-250ML_v14.xml` writes out version 14, which is then filed in the QMS.",
     None),
    (3, [1],
     "Check in TIA Portal that `L3_Filler_PLC` runs firmware 2.9 with block `FB_Dose` at revision 7.",
     "Confirm via TIA Portal that block `FB_Dose` is at revision 7 and that `L3_Filler_PLC` is on firmware 2.9.",
     "Open TIA Portal and check `L3_Filler_PLC` (firmware 2.9, `FB_Dose` revision 7)."),
    (4, [1],
     "Confirm that checkweigher CW-L3-02 is in calibration: QMS record CAL-55231 must be less than 90 days old.",
     "Make sure CW-L3-02, the checkweigher, has a calibration record (CAL-55231 in the QMS) dated within the last 90 days.",
     None),
    (5, [2, 3, 4],
     "Load version 15 into the Opcenter test environment and simulate 3 batches against the PLC simulator `PLCSIM-L3` before anything touches the line.",
     "Nothing goes to the line until version 15 has been loaded into the Opcenter test environment and run through 3 simulated batches on `PLCSIM-L3`, the PLC simulator.",
     "Simulate 3 batches on the PLC simulator `PLCSIM-L3` with version 15 loaded in the Opcenter test environment; the line is not touched before that."),
    (6, [5],
     "Review the v14/v15 parameter diff report: only fill volume (250 -> 252 ml), capping torque (1.9 -> 2.1 Nm) and changeover time may differ.",
     "Go through the v14/v15 parameter diff report; the only differences allowed are fill volume (250 -> 252 ml), capping torque (1.9 -> 2.1 Nm) and changeover time.",
     None),
    (7, [6],
     "Get QA sign-off from the QA release officer on MOC-2026-118.",
     "The QA release officer has to sign MOC-2026-118 off.",
     "Obtain the signature of the QA release officer on MOC-2026-118."),
    (8, [7],
     "Lock version 15 against edits with `recipe lock --id SYR-250ML --version 15`.",
     "Freeze version 15 so nobody can edit it any more: `recipe lock --id SYR-250ML --version 15`.",
     None),
    (9, [8],
     "Stop line L3 after batch B-77301 has finished and complete line clearance checklist LC-L3.",
     "Once batch B-77301 is done, bring line L3 to a stop and work through line clearance checklist LC-L3.",
     "Complete checklist LC-L3 (line clearance) after stopping L3 at the end of batch B-77301."),
    (10, [9],
     "Download version 15 to the line with `recipe deploy --id SYR-250ML --version 15 --line L3`.",
     "Push version 15 down to L3 by running `recipe deploy --id SYR-250ML --version 15 --line L3`.",
     None),
    (11, [10],
     "Run a first-article test: fill 30 bottles and weigh them on CW-L3-02, and measure cap torque on 10 of them with torque tester TT-04.",
     "Do the first-article run, 30 bottles filled and weighed on CW-L3-02, plus a cap torque measurement on 10 of them using tester TT-04.",
     "Weigh 30 first-article bottles on CW-L3-02 and check cap torque on 10 of them with TT-04."),
    (12, [11],
     "Have QA release the line only if the first-article mean fill is 252 ml ± 1.5 ml and torque is 2.1 ± 0.2 Nm.",
     "QA releases the line provided that the first-article results show a mean fill of 252 ml ± 1.5 ml and a torque of 2.1 ± 0.2 Nm; otherwise it stays stopped.",
     None),
    (13, [12],
     "Start batch B-77302 at 60% line speed (120 bottles/min).",
     "Kick off batch B-77302 with the line at 60% speed, i.e. 120 bottles/min.",
     "Run the line at 120 bottles/min (60% speed) for the start of batch B-77302."),
    (14, [13],
     "Hold at 60% for 45 minutes and watch the checkweigher reject rate; it must stay below 0.8% before the line ramps up.",
     "No ramp-up until the checkweigher reject rate has stayed under 0.8% throughout a 45-minute hold at 60%.",
     None),
    (15, [14],
     "Ramp the line to full speed, 200 bottles/min.",
     "Bring L3 up to its full 200 bottles/min.",
     "Increase speed to 200 bottles/min (full speed)."),
    (16, [15],
     "Check the historian trends of `L3.Filler.FillVol` and `L3.Capper.Torque` for drift.",
     "Look at how `L3.Filler.FillVol` and `L3.Capper.Torque` trend in the historian, checking for drift.",
     None),
    (17, [15],
     "Check the OEE dashboard for L3 over the first 2 hours at full speed.",
     "Review L3's OEE dashboard across the first 2 hours of running at full speed.",
     "For the first 2 hours at full speed, keep an eye on the L3 OEE dashboard."),
    (18, [15],
     "Confirm that the batch record of B-77302 in Opcenter shows recipe version 15 and all e-signatures.",
     "Make sure the Opcenter batch record for B-77302 carries every e-signature and names recipe version 15.",
     None),
    (19, [16, 17, 18],
     "Archive version 14 with `recipe archive --id SYR-250ML --version 14`.",
     "Retire version 14 to the archive: `recipe archive --id SYR-250ML --version 14`.",
     "Run `recipe archive --id SYR-250ML --version 14` to archive the old version 14."),
    (20, [19],
     "Close MOC-2026-118 with the first-article report attached.",
     "Attach the first-article report and close out MOC-2026-118.",
     None),
]

GUARDS = {2: "export of version 14 as fallback", 5: "simulation of 3 batches before touching the line",
          7: "QA sign-off on the change", 12: "QA first-article release",
          14: "45-minute reject-rate hold before ramp-up"}
DROP_GUARD = 7

SPLITS = {
    11: ("Run a first-article test: fill 30 bottles and weigh them on CW-L3-02.",
         "Measure cap torque on 10 of those bottles with torque tester TT-04."),
    12: ("Have QA review the first-article results: mean fill must be 252 ml ± 1.5 ml and torque 2.1 ± 0.2 Nm.",
         "QA releases the line only if both are within limits."),
}
REGEN_HALVES = (
    "First article: 30 bottles are filled and weighed on CW-L3-02.",
    "Of those, 10 get a cap torque measurement on torque tester TT-04.")

SERIALIZE = [16, 17, 18]

COMPRESS = [
    ([1, 2], "Open MOC-2026-118 for `SYR-250ML` version 15 on L3 and export version 14."),
    ([5, 6], "Simulate version 15 on `PLCSIM-L3` and review the parameter diff."),
    ([8, 9], "Lock version 15, stop L3 after B-77301 and clear the line."),
    ([10, 11], "Deploy version 15 to L3 and run the first-article test."),
    ([13, 14], "Start B-77302 at reduced speed and watch the reject rate."),
    ([19, 20], "Archive version 14 and close the MOC."),
]

LOST = {"remove": (12, 13), "add": [(11, 13), (12, 20)],
        "why": "production batch B-77302 starts without waiting for QA's first-article release"}

TARGET = {"step": 10, "old": "--version 15", "new": "--version 16", "kind": "recipe version"}

OPERATION = {"step": 8, "change": "lock -> unlock recipe",
             "text": "Unlock version 15 for edits with `recipe unlock --id SYR-250ML --version 15`."}
