ID = "lb7_08"
TASK = "Textile dyehouse: reactive dye recipe RD-2210-v3 -> RD-2210-v4 (salt 60 g/L -> 45 g/L) for shade NAVY-2210, first on jet JD-04, then JD-01..JD-06"

STEPS = [
    (1, [], "Open MOC-TX-0931 to change shade NAVY-2210 from recipe RD-2210-v3 to RD-2210-v4, cutting salt from 60 g/L to 45 g/L on jets JD-01 to JD-06.",
     "Raise MOC-TX-0931: for shade NAVY-2210, jets JD-01 to JD-06 move from RD-2210-v3 to RD-2210-v4, with salt reduced from 60 g/L to 45 g/L.",
     None),
    (2, [1], "Make 3 lab dips of RD-2210-v4 and measure them on the spectrophotometer; each must be within ΔE CMC 0.8 of the master standard.",
     "Measure 3 RD-2210-v4 lab dips on the spectrophotometer and accept only if every one is no more than ΔE CMC 0.8 from the master standard.",
     "Every one of the 3 lab dips of RD-2210-v4 must measure within ΔE CMC 0.8 of the master standard on the spectrophotometer."),
    (3, [1], "Export the live recipe from the dispensing system: `dispensectl recipe export --shade NAVY-2210 --out /backup/NAVY-2210-v3.json`.",
     "Save the current NAVY-2210 recipe out of the dispenser with `dispensectl recipe export --shade NAVY-2210 --out /backup/NAVY-2210-v3.json`.",
     None),
    (4, [1], "Confirm with the effluent plant operator that the new fixation bath keeps inlet COD under 1,200 mg/L.",
     "Check with whoever runs the effluent plant that inlet COD stays below 1,200 mg/L with the new fixation bath.",
     "Inlet COD under 1,200 mg/L with the new fixation bath: confirm with the effluent plant operator."),
    (5, [2, 3, 4], "Get the dyehouse manager and the QA manager to sign MOC-TX-0931.",
     "MOC-TX-0931 needs signatures from both the QA manager and the dyehouse manager.",
     None),
    (6, [5], "Dry-run the import with `dispensectl recipe import --file RD-2210-v4.json --dry-run` and check each dosing line against the signed recipe sheet.",
     "Compare every dosing line printed by `dispensectl recipe import --file RD-2210-v4.json --dry-run` with the signed recipe sheet.",
     "Check each dosing line against the signed recipe sheet in a dry run (`dispensectl recipe import --file RD-2210-v4.json --dry-run`)."),
    (7, [6], "Import the new recipe: `dispensectl recipe import --file RD-2210-v4.json --commit`.",
     "Load RD-2210-v4 into the dispensing system for real with `dispensectl recipe import --file RD-2210-v4.json --commit`.",
     None),
    (8, [7], "Assign RD-2210-v4 to JD-04 only: `dispensectl machine assign --machine JD-04 --recipe RD-2210-v4`.",
     "Put only JD-04 on RD-2210-v4 using `dispensectl machine assign --machine JD-04 --recipe RD-2210-v4`.",
     "With `dispensectl machine assign --machine JD-04 --recipe RD-2210-v4`, JD-04 alone gets RD-2210-v4."),
    (9, [8], "Flush dosing lines 1-8 on JD-04 with water before the first dose: `dispensectl line flush --machine JD-04 --lines 1-8`.",
     "Before the first dose, rinse JD-04's dosing lines 1-8 through with water (`dispensectl line flush --machine JD-04 --lines 1-8`).",
     None),
    (10, [9], "Dye bulk lot L-55120 (850 kg of knit) on JD-04 with RD-2210-v4 and pull samples after soaping.",
     "Run the 850 kg knit lot L-55120 on JD-04 using RD-2210-v4, taking samples once soaping is done.",
     "Pull samples after soaping from bulk lot L-55120 (850 kg knit, JD-04, RD-2210-v4)."),
    (11, [10], "Check the L-55120 shade against the standard: ΔE CMC at most 1.0.",
     "Shade of L-55120 versus the standard must come in at ΔE CMC 1.0 or lower.",
     None),
    (12, [10], "Test wash fastness of L-55120 to ISO 105-C06; grade 4 or better.",
     "Run an ISO 105-C06 wash fastness test on L-55120 and require grade 4 or above.",
     "Grade 4 or better is required in the ISO 105-C06 wash fastness test of L-55120."),
    (13, [10], "Test rub fastness of L-55120 to ISO 105-X12; wet rub grade 3 or better.",
     "Check wet rub fastness of L-55120 under ISO 105-X12; it has to reach grade 3 at least.",
     None),
    (14, [11, 12, 13], "QA releases lot L-55120; until then no other jet gets RD-2210-v4.",
     "The other jets do not get RD-2210-v4 until QA has released lot L-55120.",
     "No other jet gets RD-2210-v4 before QA's release of lot L-55120."),
    (15, [14], "Send the L-55120 shade and fastness results to the customer's merchandiser.",
     "Email the customer's merchandiser the shade and fastness results for L-55120.",
     None),
    (16, [14], "Assign RD-2210-v4 to JD-01, JD-02, JD-03, JD-05 and JD-06.",
     "Move JD-01, JD-02, JD-03, JD-05 and JD-06 onto RD-2210-v4.",
     "Jets JD-01, JD-02, JD-03, JD-05 and JD-06 get RD-2210-v4 assigned."),
    (17, [16], "Track right-first-time over the next 10 lots across the 6 jets; keep RD-2210-v3 available unless it stays at 92% or above.",
     "Keep RD-2210-v3 available until right-first-time over the following 10 lots on the 6 jets has held at 92% or higher.",
     None),
    (18, [17], "Deactivate the old recipe: `dispensectl recipe deactivate --recipe RD-2210-v3`.",
     "Switch off RD-2210-v3 in the dispenser with `dispensectl recipe deactivate --recipe RD-2210-v3`.",
     "Run `dispensectl recipe deactivate --recipe RD-2210-v3` to deactivate the old recipe."),
    (19, [17], "Change the SAP BOM of material 40012233 to the new salt consumption of 45 g/L.",
     "Update material 40012233's SAP BOM so salt consumption reads 45 g/L.",
     None),
    (20, [15, 18, 19], "Close MOC-TX-0931 with the lab dip, bulk and right-first-time records attached.",
     "Attach the lab dip, bulk and right-first-time records and close MOC-TX-0931.",
     "With lab dip, bulk and right-first-time records attached, close MOC-TX-0931."),
]

GUARDS = {
    3: "export of the live recipe before import",
    5: "dyehouse manager and QA sign-off",
    6: "dry-run import reviewed against the signed sheet",
    14: "QA release of the first bulk lot before other jets",
    17: "10-lot right-first-time watch before deactivating v3",
}
DROP_GUARD = 6

SPLITS = {
    1: ("Open MOC-TX-0931 to change shade NAVY-2210 from recipe RD-2210-v3 to RD-2210-v4 on jets JD-01 to JD-06.",
        "The change cuts salt from 60 g/L to 45 g/L."),
    17: ("Track right-first-time over the next 10 lots across the 6 jets.",
         "Keep RD-2210-v3 available unless right-first-time stays at 92% or above."),
}
REGEN_SPLIT = (10, ("On JD-04, dye the 850 kg knit lot L-55120 with RD-2210-v4.",
                    "Once soaping has finished, draw samples from the lot."))

SERIALIZE = [11, 12, 13]

COMPRESS = [
    ([1, 4], "Open MOC-TX-0931 for RD-2210-v4 and check the effluent plant can take it."),
    ([6, 7], "Import RD-2210-v4 into the dispensing system."),
    ([8, 9, 10], "Assign the new recipe to JD-04, flush the lines and dye lot L-55120."),
    ([14, 15], "Release L-55120 and send results to the merchandiser."),
    ([18, 20], "Deactivate RD-2210-v3 and close the MOC."),
]

LOST = {"remove": (14, 16), "add": [(13, 16)],
        "why": "the other five jets are switched to RD-2210-v4 as soon as the rub test is done, without the shade and wash checks or QA release of the first bulk lot"}

TARGET = {"step": 8, "old": "JD-04", "new": "JD-05", "kind": "machine (jet)"}

OPERATION = {"step": 18, "change": "deactivate -> force delete the old recipe",
             "text": "Deactivate the old recipe: `dispensectl recipe delete --recipe RD-2210-v3 --force`."}
