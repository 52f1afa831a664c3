ID = "lb8_05"
TASK = ("Coffee roasting plant: move blend HOUSE-ESP on roaster R2 (Probat P25) from Cropster profile "
        "HE-P25-v7 to HE-P25-v8 with a trial batch, cupping and QA release")

STEPS = [
    (1, [],
     "Open MOC-221 for moving blend HOUSE-ESP on roaster R2 (Probat P25) from Cropster profile `HE-P25-v7` to `HE-P25-v8`.",
     "Raise management-of-change MOC-221 to switch HOUSE-ESP on R2, the Probat P25, from the `HE-P25-v7` Cropster profile over to `HE-P25-v8`.",
     "For blend HOUSE-ESP, open MOC-221: Cropster profile `HE-P25-v7` is replaced by `HE-P25-v8` on roaster R2 (Probat P25)."),
    (2, [1],
     "Export the current profile `HE-P25-v7` from Cropster to `\\\\roastfs\\profiles\\archive\\HE-P25-v7.json`.",
     "Save the profile in use now, `HE-P25-v7`, out of Cropster as `\\\\roastfs\\profiles\\archive\\HE-P25-v7.json`.",
     None),
    (3, [1],
     "Check the allocated green lots GC-4471 (Brazil) and GC-4480 (Colombia) read 10.0-11.5% moisture on the Sinar meter.",
     "On the Sinar meter, confirm moisture of 10.0-11.5% for the two allocated green lots, GC-4471 (Brazil) and GC-4480 (Colombia).",
     "Moisture for green lots GC-4480 (Colombia) and GC-4471 (Brazil) must read 10.0-11.5% on the Sinar meter."),
    (4, [1],
     "Check R2's afterburner holds 760 °C and the exhaust differential pressure sits between 0.4 and 0.6 mbar.",
     "Confirm the afterburner on R2 is at 760 °C and that the exhaust differential pressure stays within 0.4 to 0.6 mbar.",
     None),
    (5, [2],
     "Overlay the v8 curve on v7 in Cropster with the head roaster (charge temperature, RoR, development time) and list every change in MOC-221.",
     "With the head roaster, lay v8 over v7 in Cropster, comparing charge temperature, RoR and development time, and record each difference in MOC-221.",
     "List in MOC-221 every change found when the head roaster and you overlay v8 on v7 in Cropster (charge temperature, RoR, development time)."),
    (6, [3, 4, 5],
     "Get the QA manager's approval on MOC-221 before any coffee is roasted on v8.",
     "No coffee is roasted on v8 until the QA manager has approved MOC-221.",
     None),
    (7, [6],
     "Load `HE-P25-v8` on R2 and set the batch size to 22 kg.",
     "On R2, bring up `HE-P25-v8` and set a 22 kg batch size.",
     "Set batch size 22 kg once `HE-P25-v8` is loaded on R2."),
    (8, [7],
     "Roast one 22 kg trial batch, dropping at 212 °C with development time between 1:45 and 2:05.",
     "Run a single trial batch of 22 kg; drop it at 212 °C and keep development time within 1:45 to 2:05.",
     None),
    (9, [8],
     "Measure the Agtron colour of the ground trial sample; it must read 58-62.",
     "Take an Agtron reading on the ground sample from the trial; anything outside 58-62 fails.",
     "The ground trial sample's Agtron colour must read 58-62."),
    (10, [8],
     "Cup the trial batch after 12 hours of rest with 3 cuppers; the average score must be at least 84 with no defects.",
     "Let the trial rest 12 hours, then have three cuppers cup it: it passes only with an average of 84 or more and no defects.",
     "With 3 cuppers and after 12 hours of rest, cup the trial batch, needing an average score of at least 84 and zero defects."),
    (11, [9, 10],
     "Have QA sign off the Agtron and cupping results in MOC-221 before the profile is released.",
     "QA signs off the cupping and Agtron results in MOC-221; the profile is released only after that.",
     "Before the profile is released, the Agtron and cupping results in MOC-221 need QA's sign-off."),
    (12, [11],
     "Set `HE-P25-v8` as the production profile for HOUSE-ESP and mark `HE-P25-v7` inactive in Cropster.",
     "In Cropster, make `HE-P25-v8` the production profile of HOUSE-ESP and flag `HE-P25-v7` as inactive.",
     None),
    (13, [12],
     "Roast the first 6 production batches and place them on QA hold `QH-0915`.",
     "The first six production batches are roasted and put on QA hold `QH-0915`.",
     "Place on QA hold `QH-0915` the first 6 production batches once they are roasted."),
    (14, [13],
     "Release QA hold `QH-0915` only after all 6 batches read Agtron 58-62.",
     "Lift QA hold `QH-0915` once every one of the 6 batches has read Agtron 58-62.",
     None),
    (15, [14],
     "Close MOC-221 with the trial roast log attached.",
     "Attach the trial roast log to MOC-221 and close it out.",
     "With the trial roast log attached, close MOC-221."),
]

GUARDS = {
    2: "export of the current profile before it is replaced",
    5: "curve diff review with the head roaster",
    6: "QA manager approval before roasting on v8",
    11: "QA sign-off of Agtron and cupping before release",
    14: "Agtron check before the QA hold is released",
}
DROP_GUARD = 11

SPLITS = {
    8: ("Roast one 22 kg trial batch on v8.",
        "Drop the trial batch at 212 °C, keeping development time between 1:45 and 2:05."),
    10: ("Let the trial batch rest 12 hours and cup it with 3 cuppers.",
         "The average cupping score must be at least 84, with no defects."),
}
REGEN_SPLIT = (5, (
    "Sit down with the head roaster and overlay the v8 curve on v7 in Cropster, looking at charge temperature, RoR and development time.",
    "Every change the two of you find goes into MOC-221.",
))

SERIALIZE = [3, 4]

COMPRESS = [
    ([7, 8], "Load v8 on R2 and roast a trial batch."),
    ([9, 11], "Check the Agtron colour and get QA sign-off in MOC-221."),
    ([12, 13], "Make `HE-P25-v8` the production profile and roast the first batches on QA hold."),
    ([14, 15], "Release the QA hold after Agtron checks and close MOC-221."),
]

LOST = {"remove": (5, 6), "add": [(5, 11)],
        "why": "the QA approval and the trial roast (6-10) no longer wait for the curve diff review (5), which now only has to finish before release"}

TARGET = {"step": 12, "old": "HE-P25-v8", "new": "HE-P25-v6", "kind": "profile version"}

OPERATION = {"step": 13,
             "text": "Roast the first 6 production batches and lift QA hold `QH-0915` on them.",
             "change": "place on QA hold -> lift the QA hold"}
