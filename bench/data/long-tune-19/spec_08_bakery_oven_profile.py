ID = "lt19_08"
TASK = "Industrial bakery: tunnel oven TO-2 (line 2) bake profile SD-800 v6 -> v7, logger run, trial batch and QA release"

STEPS = [
    (1, [], "Raise MOC-3312 for bake profile SD-800 v6 -> v7 on tunnel oven TO-2 (line 2), with the new zone 3 and zone 4 setpoints attached.",
     "Open management-of-change MOC-3312 covering the move of tunnel oven TO-2 on line 2 from bake profile SD-800 v6 to v7, and attach the new setpoints for zone 3 and zone 4.",
     "With the new zone 3 and zone 4 setpoints attached, raise MOC-3312 (tunnel oven TO-2, line 2: bake profile SD-800 v6 -> v7)."),
    (2, [1], "Have the QA manager and the line 2 shift lead sign MOC-3312.",
     "Get MOC-3312 signed off by both the QA manager and the shift lead on line 2.",
     None),
    (3, [2], "Save the running recipe: `ovenctl recipe export TO-2 SD-800 --version 6 --out /mnt/recipes/SD-800-v6.json`.",
     "Before anything changes, take a copy of the recipe that is running now with `ovenctl recipe export TO-2 SD-800 --version 6 --out /mnt/recipes/SD-800-v6.json`, so v6 can be reloaded if needed.",
     "Run `ovenctl recipe export TO-2 SD-800 --version 6 --out /mnt/recipes/SD-800-v6.json` to keep a copy of the running recipe."),
    (4, [2], "Ask production planning to hold line 2 orders after batch 4471 and let TO-2 run empty.",
     "Get production planning to put line 2 orders on hold once batch 4471 is through, and let the oven (TO-2) run itself empty.",
     "Let TO-2 run empty after batch 4471, once production planning has put the line 2 orders on hold."),
    (5, [3], "Run `ovenctl recipe diff TO-2 SD-800 --from 6 --to 7` and check that only the zone 3 and zone 4 setpoints and the belt speed change.",
     "Compare the two versions with `ovenctl recipe diff TO-2 SD-800 --from 6 --to 7` and make sure that nothing other than the setpoints of zone 3 and zone 4 and the belt speed is different.",
     None),
    (6, [4, 5], "Stage v7 without activating it: `ovenctl recipe load TO-2 SD-800 --version 7 --stage`.",
     "Load profile v7 onto the controller but leave it inactive for now, using `ovenctl recipe load TO-2 SD-800 --version 7 --stage`.",
     "`ovenctl recipe load TO-2 SD-800 --version 7 --stage` stages v7; do not activate it yet."),
    (7, [4], "Check the zone 3 and zone 4 thermocouples against the reference probe; both must read within 2 °C.",
     "Compare the thermocouples in zone 3 and zone 4 with the reference probe and confirm both agree with it to within 2 °C.",
     "Against the reference probe, the zone 3 and zone 4 thermocouples must both read within 2 °C; check them."),
    (8, [6, 7], "Activate the staged profile: `ovenctl recipe activate TO-2 SD-800 --version 7`.",
     "Switch the oven over to the staged profile by running `ovenctl recipe activate TO-2 SD-800 --version 7`.",
     None),
    (9, [8], "Send the data logger through the empty oven on a tray and confirm the trace stays within 5 °C of the v7 curve in every zone.",
     "Put the data logger on a tray and pass it through the oven while it is still empty; in each zone the recorded trace has to stay within 5 °C of the v7 curve.",
     "Confirm the trace stays within 5 °C of the v7 curve in every zone after sending the data logger through the empty oven on a tray."),
    (10, [9], "Bake a trial batch of 200 loaves on v7.",
     "Run a trial batch of 200 loaves using the v7 profile so the product can be judged.",
     None),
    (11, [10], "Probe 10 loaves from the trial batch: core temperature must be at least 96 °C.",
     "Take ten loaves out of the trial and check with the probe that each core has reached 96 °C or more.",
     "Core temperature must be at least 96 °C: probe 10 loaves from the trial batch."),
    (12, [10], "Check crust colour on 10 trial loaves against the L* 58-62 colour chart.",
     "Hold ten of the trial loaves up against the colour chart and make sure the crust falls inside L* 58-62.",
     None),
    (13, [11, 12], "QA manager releases the trial batch and signs the first-article record for SD-800 v7.",
     "Once the QA manager is satisfied, they release the trial batch and put their signature on the SD-800 v7 first-article record.",
     "The first-article record for SD-800 v7 is signed, and the trial batch released, by the QA manager."),
    (14, [13], "Ask production planning to lift the line 2 order hold.",
     "Tell production planning they can take the hold off line 2 orders again.",
     None),
    (15, [14], "Close MOC-3312 with the logger trace and the first-article record attached.",
     "Attach the logger trace and the first-article record to MOC-3312 and then close it.",
     None),
]

GUARDS = {2: "QA manager and shift lead sign-off on MOC-3312",
          3: "export of the running v6 recipe before the change",
          5: "recipe diff review before staging v7",
          9: "empty-oven logger verification before baking product",
          13: "QA release of the trial batch before orders resume"}
DROP_GUARD = 5

SPLITS = {
    3: ("Keep a copy of the recipe that is running now.",
        "The command is `ovenctl recipe export TO-2 SD-800 --version 6 --out /mnt/recipes/SD-800-v6.json`."),
    9: ("Put the data logger on a tray and send it through the oven while it is empty.",
        "Read the trace back: in every zone it has to stay within 5 °C of the v7 curve."),
}
REGEN_SPLITS = [
    (7, ("Hold the reference probe next to the zone 3 and zone 4 thermocouples.",
         "Only carry on if both of them read within 2 °C of it.")),
    (13, ("Hand the trial batch over to the QA manager for release.",
          "The QA manager signs off the first-article record for SD-800 v7,",
          "which releases the trial batch.")),
]
SERIALIZE = [11, 12]
COMPRESS = [
    ([1, 2], "Raise and get sign-off on MOC-3312 for SD-800 v6 -> v7 on TO-2."),
    ([5, 6], "Diff v6 against v7 and stage v7 on TO-2."),
    ([10, 11], "Bake a 200-loaf trial on v7 and probe some loaves."),
    ([14, 15], "Lift the line 2 hold and close MOC-3312."),
]
LOST = {"remove": (13, 14), "add": [(10, 14), (13, 15)],
        "why": "production planning lifts the line 2 order hold (14) as soon as the trial batch is baked (10), without waiting for the QA release (13)"}
TARGET = {"step": 6, "old": "TO-2", "new": "TO-3", "kind": "oven id"}
OPERATION = {"step": 3, "text": "Save the running recipe: `ovenctl recipe delete TO-2 SD-800 --version 6`.",
             "change": "recipe export -> recipe delete (prose still says save)"}
