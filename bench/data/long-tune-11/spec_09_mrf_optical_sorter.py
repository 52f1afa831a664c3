ID = "lt11_09"
TASK = "Recycling plant sorting line: optical sorter recipe PET-CLR-v12 -> PET-CLR-v14 on OS-3 then OS-4 (container line B, thermoform ejection)"

STEPS = [
    (1, [], "Open MOC-MRF-118 at the Eastgate MRF to change the recipe on optical sorters OS-3 and OS-4 (container line B) from PET-CLR-v12 to PET-CLR-v14, which adds ejection of PET thermoforms.",
     "Raise MOC-MRF-118 at Eastgate MRF: the two optical sorters on container line B, OS-3 and OS-4, move from recipe PET-CLR-v12 to PET-CLR-v14 so that PET thermoforms get ejected as well.",
     "For container line B at the Eastgate MRF, open MOC-MRF-118: recipe PET-CLR-v14 (thermoform ejection added) replaces PET-CLR-v12 on OS-3 and OS-4."),
    (2, [1], "Export the current recipes first: `tomractl recipe export --unit OS-3 --out OS-3-PET-CLR-v12.rcp` and `tomractl recipe export --unit OS-4 --out OS-4-PET-CLR-v12.rcp`.",
     "As a precaution, save what is running now with `tomractl recipe export --unit OS-4 --out OS-4-PET-CLR-v12.rcp` and `tomractl recipe export --unit OS-3 --out OS-3-PET-CLR-v12.rcp`.",
     None),
    (3, [1], "Agree the new bale spec with the plant manager, Tom Oyelaran, and the buyer's QA: clear PET bales may hold at most 5% thermoforms by weight.",
     "The plant manager (Tom Oyelaran) and QA at the bale buyer sign up to the new spec, under which thermoforms must not exceed 5% by weight in clear PET bales.",
     "Get Tom Oyelaran, plant manager, and the buyer's QA to agree that no more than 5% thermoforms by weight are allowed in clear PET bales."),
    (4, [2, 3], "Load PET-CLR-v14 on OS-3 in simulation mode with `tomractl recipe load --unit OS-3 --recipe PET-CLR-v14 --simulate` and run 20 minutes of normal feed; the valves do not fire, would-be ejections are only logged.",
     "Run OS-3 for 20 minutes on normal feed with PET-CLR-v14 loaded in simulation (`tomractl recipe load --unit OS-3 --recipe PET-CLR-v14 --simulate`), so ejections are logged but no valve fires.",
     None),
    (5, [4], "Review the simulation report before activating: predicted thermoform capture must be above 85% and false rejects of PET bottles under 3%.",
     "Activation happens only if the simulation report predicts thermoform capture over 85% with PET bottle false rejects below 3%.",
     "Check in the simulation report that false rejects of PET bottles stay under 3% and thermoform capture is predicted above 85%; only then activate."),
    (6, [5], "Activate the recipe on OS-3: `tomractl recipe activate --unit OS-3 --recipe PET-CLR-v14`.",
     "Switch OS-3 over to the new recipe with `tomractl recipe activate --unit OS-3 --recipe PET-CLR-v14`.",
     None),
    (7, [6], "Take three grab samples from the OS-3 clear PET product belt over 30 minutes and hand-sort them; OS-4 is changed only if thermoforms are below 5% by weight.",
     "Over 30 minutes, three grab samples are pulled off the clear PET product belt of OS-3 and sorted by hand; go on to OS-4 only while thermoforms stay under 5% by weight.",
     "Hand-sort three grab samples from OS-3's clear PET product belt taken across 30 minutes, and change OS-4 only when thermoforms come in below 5% by weight."),
    (8, [6], "Check the OS-3 eject stream in bunker 7: bag one sample and confirm it holds thermoforms and almost no bottles.",
     "Bag a sample from bunker 7, where OS-3 ejects, and check it is thermoforms with hardly any bottles.",
     None),
    (9, [7, 8], "Activate the recipe on OS-4: `tomractl recipe activate --unit OS-4 --recipe PET-CLR-v14`.",
     "Next, roll the recipe forward on the second sorter, OS-4: `tomractl recipe activate --unit OS-4 --recipe PET-CLR-v14`.",
     "`tomractl recipe activate --unit OS-4 --recipe PET-CLR-v14` switches OS-4 to the new recipe."),
    (10, [9], "Take three grab samples from the OS-4 product belt and hand-sort them against the same 5% limit.",
     "Pull three grab samples off the OS-4 product belt and sort them by hand, applying the same 5% limit.",
     None),
    (11, [9], "Route the OS-4 eject conveyor to bunker 7 by setting diverter DV-12 to POS_B on the line B HMI.",
     "On the line B HMI, put diverter DV-12 in POS_B so that OS-4's eject conveyor feeds bunker 7.",
     "Set DV-12 (diverter) to POS_B on the HMI of line B, sending the OS-4 eject conveyor to bunker 7."),
    (12, [10, 11], "Run line B at its full 18 t/h for 2 hours and check the first 4 clear PET bales: each must weigh in and test at 95% purity or better before any bale leaves the site.",
     "Before a single bale leaves the site, line B runs at full throughput (18 t/h) for 2 hours and the first 4 clear PET bales are weighed and purity-tested, with 95% or better required for each.",
     None),
    (13, [12], "Release the first bales to the buyer as lot L-B-0711.",
     "Ship the first bales to the buyer under lot L-B-0711.",
     "Lot L-B-0711, the first bales, is released to the buyer."),
    (14, [12], "Remove the old recipe from both consoles with `tomractl recipe delete --unit OS-3,OS-4 --recipe PET-CLR-v12`; the exported .rcp files are kept.",
     "Retire PET-CLR-v12 on both sorter consoles via `tomractl recipe delete --unit OS-3,OS-4 --recipe PET-CLR-v12`, keeping the exported .rcp files.",
     None),
    (15, [13, 14], "Close MOC-MRF-118 with the sample results and bale purity tests attached.",
     "Attach the bale purity tests and the sample results and close MOC-MRF-118.",
     "Close MOC-MRF-118; attach the sample results and the bale purity tests to it."),
]

GUARDS = {
    2: "export of the current recipes before any change",
    3: "plant manager and buyer QA agreement on the new spec",
    5: "simulation report reviewed before activating",
    7: "grab-sample check on OS-3 before changing OS-4",
    12: "2-hour full-rate run and bale purity check before bales leave",
}
DROP_GUARD = 7

SPLITS = {
    4: ("Load PET-CLR-v14 on OS-3 in simulation mode with `tomractl recipe load --unit OS-3 --recipe PET-CLR-v14 --simulate`.",
        "Run 20 minutes of normal feed; the valves do not fire, would-be ejections are only logged."),
    12: ("Run line B at its full 18 t/h for 2 hours.",
         "Check the first 4 clear PET bales: each must weigh in and test at 95% purity or better before any bale leaves the site."),
}
REGEN_SPLIT = (7, (
    "Pull three grab samples off the OS-3 clear PET product belt, spread across 30 minutes, and sort them by hand.",
    "Move on to the other sorter, OS-4, only if thermoforms in those samples are under 5% by weight.",
))
SERIALIZE = [7, 8]

COMPRESS = [
    ([5, 6], "Review the simulation and activate PET-CLR-v14 on OS-3."),
    ([9, 11], "Activate the recipe on OS-4 and route its ejects to bunker 7."),
    ([10, 12], "Sample OS-4 and run the line at full rate to check bale purity."),
    ([13, 15], "Release the first bales and close the MOC."),
]

LOST = {"remove": (2, 4), "add": [(2, 14)],
        "why": "the new recipe is loaded and activated on OS-3 (4 onward) without waiting for the export of the current recipes (2); only the final delete still waits for it"}

TARGET = {"step": 12, "old": "95%", "new": "85%", "kind": "purity threshold"}

OPERATION = {"step": 4,
             "text": "Load PET-CLR-v14 on OS-3 in simulation mode with `tomractl recipe load --unit OS-3 --recipe PET-CLR-v14` and run 20 minutes of normal feed; the valves do not fire, would-be ejections are only logged.",
             "change": "--simulate flag dropped, so the recipe goes live with firing valves; prose still says simulation"}
