# lt5_06 - HR systems: annual merit increase mass load into Workday via EIB
ID = "lt5_06"
TASK = ("Load the 2024 merit increases for 4,812 workers into the Workday tenant acme_prod with the Request "
        "Compensation Change EIB, effective 2024-07-01, validated in the sandbox first and reconciled with payroll.")

STEPS = [
    (1, [], "Open HRIS-2207 for the 2024 merit load of 4,812 workers into Workday tenant acme_prod.",
     "HRIS-2207 is opened to track the 2024 merit load (4,812 workers) into the acme_prod Workday tenant.",
     "In Workday tenant acme_prod, 4,812 workers get the 2024 merit load; open HRIS-2207 for it."),
    (2, [1], "Attach the compensation committee approval memo, signed by the CHRO and the CFO, to HRIS-2207; nothing is loaded without it.",
     "Without the compensation committee's approval memo - signed by both CFO and CHRO and attached to HRIS-2207 - no data is loaded.",
     None),
    (3, [1], "Run the report CR - Worker Comp Snapshot and save it as /hris/merit2024/comp-before-20240620.csv.",
     "A baseline of current pay is saved: report CR - Worker Comp Snapshot is run and stored as /hris/merit2024/comp-before-20240620.csv.",
     "Save the output of CR - Worker Comp Snapshot to /hris/merit2024/comp-before-20240620.csv before the load."),
    (4, [1], "Validate merit_2024_v5.xlsx: no increase above 15 %, all 4,812 Employee IDs active, and every currency matching the worker's pay group.",
     "merit_2024_v5.xlsx is checked so that no increase exceeds 15 %, none of the 4,812 Employee IDs is inactive and no currency disagrees with the worker's pay group.",
     None),
    (5, [4], "Run the Request Compensation Change EIB with merit_2024_v5.xlsx in the sandbox tenant acme_impl1 in validate-only mode.",
     "The Request Compensation Change EIB is run against sandbox acme_impl1, validate-only, using merit_2024_v5.xlsx.",
     "In validate-only mode, feed merit_2024_v5.xlsx through the Request Compensation Change EIB in acme_impl1 (sandbox)."),
    (6, [5], "Review the validate-only results: 0 errors are allowed, and every warning must be explained in HRIS-2207.",
     "The validate-only output is reviewed; a single error stops the load, and warnings are only accepted once each is explained in HRIS-2207 (0 errors).",
     None),
    (7, [2], "Ask payroll to freeze pay group changes for US-BW and UK-M until the load is complete.",
     "Payroll is asked to freeze changes to pay groups US-BW and UK-M for as long as the load runs.",
     "Pay groups US-BW and UK-M: payroll freezes changes on them until the load is done."),
    (8, [3, 6, 7], "Launch the Request Compensation Change EIB in acme_prod with effective date 2024-07-01 and Auto Complete on.",
     "The EIB (Request Compensation Change) is launched in acme_prod, Auto Complete switched on, effective date 2024-07-01.",
     None),
    (9, [8], "Check the EIB process monitor: 4,812 events completed and 0 in error.",
     "In the process monitor of the EIB, 4,812 completed events and 0 errored ones must be shown.",
     "4,812 events completed, 0 in error - that is what the EIB process monitor has to say."),
    (10, [8], "Spot-check 25 workers across 6 countries against merit_2024_v5.xlsx.",
     "25 workers from 6 countries are compared by hand with merit_2024_v5.xlsx.",
     None),
    (11, [8], "Rerun CR - Worker Comp Snapshot and diff it against comp-before-20240620.csv; only workers in the load file may have changed.",
     "CR - Worker Comp Snapshot is run a second time and compared with comp-before-20240620.csv, and any change to a worker who is not in the load file is treated as a failure.",
     "Diff a fresh CR - Worker Comp Snapshot against comp-before-20240620.csv; changes are allowed only for workers in the load file."),
    (12, [9, 10, 11], "Get payroll to confirm the retro calculation preview for pay period 2024-07 before anything is released.",
     "Before anything is released, the retro calculation preview for pay period 2024-07 has to be confirmed by payroll.",
     None),
    (13, [12], "Lift the pay group freeze for US-BW and UK-M.",
     "The freeze on pay groups US-BW and UK-M is lifted.",
     "Unfreeze US-BW and UK-M (pay groups)."),
    (14, [12], "Generate the 2024 merit letters with Generate Document, delivery date 2024-07-03.",
     "Merit letters for 2024 are produced through Generate Document and delivered on 2024-07-03.",
     None),
    (15, [12], "Archive the load file, the validation output and the snapshot diff in the HRIS SharePoint.",
     "The load file, validation output and snapshot diff are archived to the HRIS SharePoint.",
     "Into the HRIS SharePoint go the snapshot diff, the validation output and the load file."),
    (16, [13, 14, 15], "Close HRIS-2207.",
     "HRIS-2207 is closed.",
     None),
]

GUARDS = {2: "compensation committee approval memo before any load", 3: "compensation snapshot before the load",
          6: "review of the validate-only run before the production load",
          12: "payroll confirmation of the retro preview before release"}
DROP_GUARD = 2

SPLITS = {
    4: ("Validate merit_2024_v5.xlsx: no increase above 15 % and all 4,812 Employee IDs active.",
        "Also check in merit_2024_v5.xlsx that every currency matches the worker's pay group."),
    11: ("Rerun CR - Worker Comp Snapshot after the load.",
         "Diff it against comp-before-20240620.csv; only workers in the load file may have changed."),
}
REGEN_SPLIT = (12, ("Ask payroll for the retro calculation preview of pay period 2024-07.",
                    "Nothing is released until payroll has confirmed that preview."))
SERIALIZE = [9, 10, 11]
COMPRESS = [
    ([1, 2], "Open HRIS-2207 for the merit load and attach the approval memo."),
    ([5, 6], "Validate the EIB in the sandbox and review the results."),
    ([8, 9], "Launch the merit EIB in acme_prod and check the process monitor."),
    ([12, 13], "Get payroll's retro confirmation and lift the pay group freeze."),
    ([15, 16], "Archive the load evidence and close HRIS-2207."),
]
LOST = {"remove": (6, 8), "add": [(6, 12)],
        "why": "the production EIB launch (8) no longer waits for the review of the validate-only run (6); a dry-run review no longer gates the apply"}
TARGET = {"step": 8, "old": "2024-07-01", "new": "2024-01-07", "kind": "effective date"}
OPERATION = {"step": 13, "change": "state kept instead of changed: freeze kept in place instead of lifted",
             "text": "Keep the pay group freeze for US-BW and UK-M in place."}
