ID = "lt23_03"
TASK = "Ice cream plant: allergen changeover of continuous freezer F-3 (line 3) from recipe VAN-12 to PIST-04"

STEPS = [
    (1, [], "Open change MOC-2291 to move freezer F-3 from recipe VAN-12 to PIST-04 (contains tree nuts).",
     "Raise MOC-2291 for the F-3 changeover from VAN-12 to PIST-04, a tree-nut recipe.",
     "To move freezer F-3 from VAN-12 to PIST-04 (contains tree nuts), open change MOC-2291."),
    (2, [1], "Get the QA manager's sign-off on allergen changeover plan ACP-17 for F-3.",
     "The changeover does not start until the QA manager has signed off ACP-17, the allergen plan for F-3.",
     None),
    (3, [1], "Back up the current F-3 PLC recipe table to `f3-recipes-2025-06-02.bak` on `hmi-line3`.",
     "Save a copy of the F-3 PLC recipe table as it stands now: `f3-recipes-2025-06-02.bak`, kept on `hmi-line3`.",
     "On `hmi-line3`, write the current F-3 PLC recipe table to `f3-recipes-2025-06-02.bak`."),
    (4, [2], "Finish the VAN-12 run at batch B-5530 and stop mix feed pump MP-3.",
     "End VAN-12 with batch B-5530 as the last one; MP-3, the mix feed pump, must then be stopped.",
     None),
    (5, [4], "Put F-3 into empty mode and push the remaining product out with water until the outlet runs clear.",
     "Switch F-3 to empty mode; water keeps pushing product out and is not cut off while the outlet is still cloudy.",
     "Push the remaining product out with water, F-3 in empty mode, until the outlet runs clear."),
    (6, [5], "Run CIP programme CIP-HOT-7 on F-3 and the mix line: caustic 1.5 % at 75 °C for 20 minutes, acid 0.8 % at 65 °C for 15 minutes, then the final rinse.",
     "Clean F-3 plus the mix line with CIP-HOT-7 - 20 minutes of 1.5 % caustic at 75 °C, 15 minutes of 0.8 % acid at 65 °C, and a final rinse to finish.",
     None),
    (7, [6], "ATP-swab 6 points on F-3 (dasher, barrel outlet, pump head, filler nozzles); every swab must read below 150 RLU.",
     "Swab F-3 with ATP at six points - filler nozzles, pump head, barrel outlet, dasher. Any reading of 150 RLU or more fails the clean.",
     "Every one of the 6 ATP swabs on F-3 (dasher, barrel outlet, pump head, filler nozzles) must read below 150 RLU."),
    (8, [6], "Check that final rinse conductivity at CT-31 is below 50 µS/cm.",
     "The final rinse fails if CT-31 shows a conductivity of 50 µS/cm or higher.",
     None),
    (9, [7, 8], "Record the CIP and swab results on form ACP-17-F and have QA countersign it.",
     "QA countersigns form ACP-17-F once the swab and CIP results are written on it.",
     "Have QA countersign form ACP-17-F with the CIP and swab results recorded."),
    (10, [3, 9], "Stage recipe PIST-04 on the F-3 PLC with overrun 95 % and draw temperature -5.5 °C.",
     "Put PIST-04 onto the F-3 PLC as a staged recipe; draw temperature -5.5 °C, overrun 95 %.",
     None),
    (11, [10], "Simulate the recipe with `rcpctl test --sim PIST-04` and review the valve sequence with the line lead before activating anything.",
     "Activation waits until `rcpctl test --sim PIST-04` has been run and the line lead has gone through the valve sequence.",
     "Review the valve sequence with the line lead after a simulated run (`rcpctl test --sim PIST-04`), before anything is activated."),
    (12, [11], "Activate PIST-04 with `rcpctl activate PIST-04 --line 3`.",
     "Make PIST-04 the live recipe: `rcpctl activate PIST-04 --line 3`.",
     None),
    (13, [12], "Start mix pump MP-3 and ingredient feeder IF-2 with pistachio paste dosed at 8 %.",
     "Bring up IF-2, the ingredient feeder, dosing pistachio paste at 8 %, and put MP-3 back in service.",
     "With pistachio paste dosed at 8 %, start ingredient feeder IF-2 and mix pump MP-3."),
    (14, [13], "Divert the first 200 litres to waste and keep diverting until overrun is stable at 95 % ± 5 %.",
     "Do not send product to the filler while overrun is off 95 % ± 5 %; the first 200 litres go to waste regardless.",
     None),
    (15, [14], "Check that label PIST-04-LBL on the filler printer reads \"Contains: pistachio (tree nuts)\".",
     "Make sure the filler printer is carrying PIST-04-LBL with the text \"Contains: pistachio (tree nuts)\".",
     "The filler printer label must be PIST-04-LBL and read \"Contains: pistachio (tree nuts)\"."),
    (16, [14], "Pull 3 tubs for QA to check overrun, draw temperature and nut-piece distribution.",
     "QA gets three tubs to test nut-piece distribution, draw temperature and overrun.",
     None),
    (17, [15, 16], "QA releases line 3 for PIST-04 production only if the label and tub checks pass.",
     "Line 3 stays blocked for PIST-04 unless QA, with passing label and tub checks, releases it.",
     "Only if the tub and label checks pass does QA release line 3 for PIST-04 production."),
    (18, [17], "Switch line 3 to production and keep metal detector MD-3 enabled with the 2.0 mm Fe test piece.",
     "Put line 3 into production; MD-3, the metal detector, is not disabled and keeps its 2.0 mm Fe test piece.",
     None),
    (19, [18], "Update the MES production schedule for batch B-5531 onward.",
     "From batch B-5531 on, the MES production schedule gets updated.",
     "In MES, update the production schedule from batch B-5531 onward."),
    (20, [19], "Close MOC-2291.",
     "Mark MOC-2291 as closed.",
     None),
]

GUARDS = {
    2: "QA manager sign-off of allergen plan ACP-17",
    3: "backup of the PLC recipe table before new recipe is staged",
    7: "ATP swab verification of the clean",
    11: "simulation (dry run) and review before activation",
    17: "QA release before production",
}
DROP_GUARD = 11

SPLITS = {
    6: ("Run CIP programme CIP-HOT-7 on F-3 and the mix line: caustic 1.5 % at 75 °C for 20 minutes.",
        "Follow with acid 0.8 % at 65 °C for 15 minutes, then the final rinse."),
    13: ("Start mix pump MP-3.",
         "Start ingredient feeder IF-2 with pistachio paste dosed at 8 %."),
}
REGEN_SPLIT = (14, (
    "The first 200 litres are sent to waste, no exceptions.",
    "Diversion carries on as long as overrun is outside 95 % ± 5 %."))
SERIALIZE = [7, 8]
COMPRESS = [
    ([4, 5], "End VAN-12, stop MP-3 and flush F-3 until clear."),
    ([7, 9], "Swab F-3 and record the results on ACP-17-F for QA."),
    ([10, 11, 12], "Load and activate PIST-04 on the F-3 PLC."),
    ([15, 17], "Check the allergen label and get QA release for line 3."),
    ([19, 20], "Update the MES schedule and close MOC-2291."),
]
LOST = {"remove": (17, 18), "add": [(14, 18), (17, 19)],
        "why": "line 3 can be switched to production before QA has released it"}
TARGET = {"step": 12, "old": "--line 3", "new": "--line 2", "kind": "line number"}
OPERATION = {"step": 18,
             "text": "Switch line 3 to production and keep metal detector MD-3 bypassed, removing the 2.0 mm Fe test piece.",
             "change": "metal detector kept enabled -> bypassed"}
