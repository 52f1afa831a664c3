ID = "lb11_11"
TASK = "Move the cheddar make on vats V1-V4 from recipe CHED-MAT v12 to v13 (rennet and cook changes) with a pilot vat and QA grading"

STEPS = [
    (1, [], "Open MOC-CH-2217 for recipe CHED-MAT v12 -> v13 on vats V1-V4 (24,000 L Tebel OST): rennet 18 -> 16 mL/100 L, cut at 38 min.",
     "Raise MOC-CH-2217 to take vats V1-V4 (24,000 L Tebel OST) from CHED-MAT v12 to v13, meaning rennet at 16 instead of 18 mL/100 L and the cut at 38 min.",
     "For the 24,000 L Tebel OST vats V1-V4, open MOC-CH-2217: CHED-MAT v12 -> v13, rennet 18 -> 16 mL/100 L, cut at 38 min."),
    (2, [1], "QA manager and head cheesemaker review HACCP plan HP-07 against the change and both sign MOC-CH-2217; the CCPs must be unchanged.",
     "Both the head cheesemaker and the QA manager go through HACCP plan HP-07 for this change and sign MOC-CH-2217, which is only possible if no CCP changes.",
     None),
    (3, [2], "In the WinCC recipe manager, export CHED-MAT v12 to CHED-MAT_v12_backup.csv and print its parameter sheet.",
     "Save CHED-MAT v12 out of the WinCC recipe manager as CHED-MAT_v12_backup.csv and keep a printed parameter sheet.",
     "Print the parameter sheet and export CHED-MAT v12 (to CHED-MAT_v12_backup.csv) from the WinCC recipe manager."),
    (4, [2], "Check starter culture R-604 lot 3321 is in freezer FZ-2 at -45 °C, 12 pouches.",
     "Make sure FZ-2 holds 12 pouches of starter culture R-604, lot 3321, at -45 °C.",
     None),
    (5, [2], "Check rennet stock: at least 60 L of Chy-Max M 1000 IMCU/mL.",
     "Confirm there are 60 L or more of Chy-Max M 1000 IMCU/mL rennet in stock.",
     "At least 60 L of Chy-Max M 1000 IMCU/mL should be in the rennet stock; check."),
    (6, [3], "Create v13 as a copy of v12 in the recipe manager and set rennet 16 mL/100 L, cut at 38 min, cook to 39 °C over 35 min.",
     "Copy v12 into a new v13 in the recipe manager, then change it to rennet 16 mL/100 L, a 38 min cut and a cook to 39 °C over 35 min.",
     None),
    (7, [6], "Print the recipe manager's v13 vs v12 comparison and have the head cheesemaker tick off every changed field against MOC-CH-2217.",
     "The head cheesemaker takes the printed v13 vs v12 comparison from the recipe manager and ticks each changed field off against MOC-CH-2217.",
     "Against MOC-CH-2217, the head cheesemaker ticks off every changed field on the printed comparison of v13 vs v12 from the recipe manager."),
    (8, [2], "Run CIP-VAT-FULL on V1: caustic 1.5 % at 75 °C for 20 min, then acid 0.8 % at 65 °C.",
     "Clean V1 with CIP-VAT-FULL, which is caustic 1.5 % at 75 °C for 20 min followed by acid 0.8 % at 65 °C.",
     None),
    (9, [8], "Read the CIP chart for V1: return above 72 °C for 20 min and final rinse conductivity below 50 µS/cm.",
     "Go over V1's CIP chart and make sure return stayed over 72 °C for 20 min and the final rinse conductivity was under 50 µS/cm.",
     "Return above 72 °C for 20 min, final rinse below 50 µS/cm: that is what the CIP chart for V1 must show."),
    (10, [4, 5, 7, 9], "Download v13 to V1 only, the pilot vat.",
     "Send v13 to the pilot vat V1 and to no other vat.",
     None),
    (11, [10], "Pilot make on V1: fill 24,000 L of milk at 31 °C, add R-604 and rennet to the v13 amounts.",
     "Make the pilot batch on V1 by filling 24,000 L of milk at 31 °C and dosing R-604 and rennet as v13 says.",
     "Add R-604 and rennet to the v13 amounts after filling V1 with 24,000 L of milk at 31 °C for the pilot make."),
    (12, [11], "Check curd firmness on the CoAguLite sensor at the 38 min cut.",
     "Read curd firmness off the CoAguLite sensor when the 38 min cut comes.",
     None),
    (13, [11], "Check whey pH at drain: 6.2-6.3.",
     "Make sure the whey reads pH 6.2-6.3 when it is drained.",
     "Whey pH at drain should be 6.2-6.3; check it."),
    (14, [12, 13], "Head cheesemaker judges the pilot curd and yield (at least 10.1 kg/100 L) and gives the go for V2-V4, or stops the change.",
     "Either the head cheesemaker is happy with the pilot curd and a yield of 10.1 kg/100 L or better and says go for V2-V4, or the change stops here.",
     None),
    (15, [14], "Download v13 to V2-V4.",
     "Send recipe v13 down to vats V2-V4.",
     "To V2-V4, download v13."),
    (16, [15], "Mark v12 as 'Obsolete' in the recipe manager; do not delete it.",
     "Set v12 to 'Obsolete' in the recipe manager, keeping it rather than deleting.",
     None),
    (17, [15], "Run the first full day on V1-V4 with v13, 16 vats in all.",
     "Make the first whole production day on V1-V4 with v13, 16 vats altogether.",
     "With v13, run the first full day on V1-V4 (16 vats in all)."),
    (18, [14], "Put the pilot blocks of batch B-25-1187 on QA hold in SAP (stock status 'Q') until they are graded at 14 days.",
     "Until they are graded at 14 days, keep the pilot blocks of batch B-25-1187 on QA hold in SAP with stock status 'Q'.",
     None),
    (19, [17], "Check day-one yield on every vat: at least 10.1 kg/100 L and moisture 36-38 %.",
     "Make sure every vat on day one gives 10.1 kg/100 L or more with moisture at 36-38 %.",
     "Yield of at least 10.1 kg/100 L and moisture of 36-38 % on every vat on day one: check."),
    (20, [18, 19], "At 14 days, QA grades batch B-25-1187; release it from hold only if it grades 'Extra Mature' potential or better.",
     "QA grades B-25-1187 when it reaches 14 days, and the batch comes off hold only with a grade of 'Extra Mature' potential or higher.",
     None),
    (21, [16, 20], "Update the HP-07 records and brief the cheesemakers on v13.",
     "Brief the cheesemakers on v13 and bring the HP-07 records up to date.",
     "Bring the HP-07 records up to date, and brief cheesemakers on v13."),
    (22, [21], "Close MOC-CH-2217 with the grading sheet and CHED-MAT_v12_backup.csv attached.",
     "Attach CHED-MAT_v12_backup.csv and the grading sheet, then close MOC-CH-2217.",
     None),
]

GUARDS = {
    2: "QA manager and head cheesemaker sign the MOC after the HACCP review",
    3: "v12 recipe export before the new recipe is created",
    7: "printed v13 vs v12 comparison ticked off before download",
    9: "CIP chart read before the pilot recipe goes to V1",
    14: "head cheesemaker's go on the pilot vat before V2-V4",
    20: "14-day QA grading before the pilot batch leaves hold",
}
DROP_GUARD = 3

SPLITS = {
    6: ("Create v13 as a copy of v12 in the recipe manager.",
        "Set rennet 16 mL/100 L, cut at 38 min, cook to 39 °C over 35 min in v13."),
    11: ("Pilot make on V1: fill 24,000 L of milk at 31 °C.",
         "Add R-604 and rennet to the v13 amounts."),
    20: ("At 14 days, QA grades batch B-25-1187.",
         "Release it from hold only if it grades 'Extra Mature' potential or better."),
}
REGEN_SPLIT = (8, (
    "Start CIP-VAT-FULL on V1 with the caustic stage, 1.5 % at 75 °C for 20 min.",
    "Follow it with the acid stage at 0.8 % and 65 °C."))

SERIALIZE = [12, 13]

COMPRESS = [
    ([1, 2], "Open MOC-CH-2217 for CHED-MAT v13 and get QA and head cheesemaker sign-off."),
    ([3, 6], "Export v12 and build v13 with the new rennet and cook settings."),
    ([7, 10], "Check the v13 comparison and load it on the pilot vat V1."),
    ([8, 9], "CIP V1 and check the chart."),
    ([15, 16], "Download v13 to V2-V4 and retire v12."),
    ([17, 19], "Run the first full day on all vats and check yields."),
    ([21, 22], "Update HP-07 records and close the MOC."),
]

LOST = {"remove": (14, 15), "add": [(11, 15)],
        "why": "v13 goes down to V2-V4 as soon as the pilot make has started, without the head cheesemaker's go on the pilot curd and yield"}

TARGET = {"step": 18, "old": "B-25-1187", "new": "B-25-1178", "kind": "batch number"}

OPERATION = {"step": 18,
             "text": "Release the pilot blocks of batch B-25-1187 from QA hold in SAP (stock status 'U', unrestricted) ahead of grading at 14 days.",
             "change": "put on QA hold -> released to unrestricted stock"}
