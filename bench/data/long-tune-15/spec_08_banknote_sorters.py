ID = "lt15_08"
TASK = "Cash centre: banknote sorter sensor firmware 9.4.1 and fitness parameter set FIT-2025B on SORT-01..SORT-06, pilot sorter then the rest"

STEPS = [
    (1, [], "Raise CR-CPC-2207 to load sensor firmware 9.4.1 and fitness parameter set FIT-2025B on sorters SORT-01 to SORT-06 at the Leeds cash centre.",
     "Open CR-CPC-2207 covering sensor firmware 9.4.1 and the FIT-2025B fitness parameter set for sorters SORT-01 to SORT-06 in the Leeds cash centre.",
     "At the Leeds cash centre, sorters SORT-01 to SORT-06 get sensor firmware 9.4.1 and parameter set FIT-2025B: raise CR-CPC-2207."),
    (2, [1], "CR-CPC-2207 has to be moved to approved by both the cash centre manager and the note circulation team before work starts.",
     "Work starts only once the cash centre manager and the note circulation team have both moved CR-CPC-2207 to approved.",
     None),
    (3, [2], "`bpsctl params export --all --out fit_pre_2207/`",
     "Write out the parameters in use on every sorter: `bpsctl params export --all --out fit_pre_2207/`.",
     None),
    (4, [2], "Draw reference deck RD-20-B (200 notes: 100 fit, 80 unfit, 20 suspect counterfeits) from the vault with two custodians present.",
     "With two custodians present, take reference deck RD-20-B out of the vault: 200 notes, of which 100 fit, 80 unfit and 20 suspect counterfeits.",
     "Two custodians must be present when reference deck RD-20-B (200 notes; 100 fit, 80 unfit, 20 suspect counterfeits) comes out of the vault."),
    (5, [3, 4], "Take SORT-01 out of production and seal its cash compartments under dual control.",
     "Remove SORT-01 from production and put its cash compartments under dual-control seal.",
     "Under dual control, seal SORT-01's cash compartments once it is out of production."),
    (6, [5], "Load firmware 9.4.1 and FIT-2025B on SORT-01 with `bpsctl update --machine SORT-01 --fw 9.4.1 --params FIT-2025B`.",
     "Put firmware 9.4.1 and parameter set FIT-2025B on SORT-01: `bpsctl update --machine SORT-01 --fw 9.4.1 --params FIT-2025B`.",
     None),
    (7, [6], "Run RD-20-B through SORT-01 10 times; every run must send all 20 suspects to the reject pocket and split fit/unfit within 2 notes of the deck list.",
     "Feed RD-20-B through SORT-01 10 times over: on each run all 20 suspects land in the reject pocket and the fit/unfit split is within 2 notes of the deck list.",
     "The fit/unfit split must be within 2 notes of the deck list and all 20 suspects must reach the reject pocket on every one of 10 passes of RD-20-B through SORT-01."),
    (8, [7], "A second operator reads the SORT-01 counters back from the run report against the deck list.",
     "Have another operator call the SORT-01 counters back from the run report and tick them off against the deck list.",
     None),
    (9, [8], "Run SORT-01 for one shift beside SORT-02 on the old parameters, both fed from the same note source, and compare the unfit rates.",
     "For one shift, sort on SORT-01 and on SORT-02 (old parameters) from the same note source and compare their unfit rates.",
     "Compare unfit rates between SORT-01 and SORT-02, which stays on the old parameters, over one shift fed from the same note source."),
    (10, [9], "The note circulation team checks 500 notes graded fit by SORT-01; accept only if no more than 1 % are unfit.",
     "Let the note circulation team examine 500 notes SORT-01 graded as fit; accept when at most 1 % turn out unfit.",
     None),
    (11, [10], "Update SORT-02 with `bpsctl update --machine SORT-02 --fw 9.4.1 --params FIT-2025B`.",
     "Bring SORT-02 to the new level: `bpsctl update --machine SORT-02 --fw 9.4.1 --params FIT-2025B`.",
     "Run `bpsctl update --machine SORT-02 --fw 9.4.1 --params FIT-2025B` for SORT-02."),
    (12, [10], "Update SORT-03 with `bpsctl update --machine SORT-03 --fw 9.4.1 --params FIT-2025B`.",
     "Bring SORT-03 to the new level: `bpsctl update --machine SORT-03 --fw 9.4.1 --params FIT-2025B`.",
     None),
    (13, [10], "Update SORT-04 with `bpsctl update --machine SORT-04 --fw 9.4.1 --params FIT-2025B`.",
     "Bring SORT-04 to the new level: `bpsctl update --machine SORT-04 --fw 9.4.1 --params FIT-2025B`.",
     "Run `bpsctl update --machine SORT-04 --fw 9.4.1 --params FIT-2025B` for SORT-04."),
    (14, [10], "Update SORT-05 with `bpsctl update --machine SORT-05 --fw 9.4.1 --params FIT-2025B`.",
     "Bring SORT-05 to the new level: `bpsctl update --machine SORT-05 --fw 9.4.1 --params FIT-2025B`.",
     None),
    (15, [10], "Update SORT-06 with `bpsctl update --machine SORT-06 --fw 9.4.1 --params FIT-2025B`.",
     "Bring SORT-06 to the new level: `bpsctl update --machine SORT-06 --fw 9.4.1 --params FIT-2025B`.",
     "Run `bpsctl update --machine SORT-06 --fw 9.4.1 --params FIT-2025B` for SORT-06."),
    (16, [11, 12, 13, 14, 15], "Pass RD-20-B once through each of SORT-02 to SORT-06; each sorter must reject all 20 suspects.",
     "Send RD-20-B through every sorter from SORT-02 to SORT-06 one time; all 20 suspects must be rejected on each.",
     None),
    (17, [16], "Put SORT-01 to SORT-06 back into production in the cash centre scheduler.",
     "Return SORT-01 to SORT-06 to production through the cash centre scheduler.",
     "In the cash centre scheduler, release SORT-01 to SORT-06 back to production."),
    (18, [17], "Watch the per-sorter unfit rate on the cash centre dashboard for 4 hours; each must stay within 1.5 points of SORT-01.",
     "For 4 hours keep the cash centre dashboard's unfit rate per sorter in view; none may drift more than 1.5 points from SORT-01.",
     None),
    (19, [17], "Reconcile the reject pocket counts in the shift report with the suspect notes logged at the counterfeit desk.",
     "Match the shift report's reject pocket counts against the suspect notes the counterfeit desk logged.",
     "Check the suspect notes logged at the counterfeit desk against the reject pocket counts from the shift report."),
    (20, [18, 19], "Lock the parameter set with `bpsctl params lock --set FIT-2025B` so it is read-only on the supervisor console.",
     "Make FIT-2025B read-only on the supervisor console by running `bpsctl params lock --set FIT-2025B`.",
     None),
    (21, [18, 19], "Return RD-20-B to the vault with two custodians and sign the vault register.",
     "Put RD-20-B back in the vault in front of two custodians and sign the vault register.",
     "Sign the vault register after two custodians see RD-20-B returned to the vault."),
    (22, [20, 21], "Park the old parameter set FIT-2024A as inactive on the supervisor console; do not delete it for 30 days.",
     "Mark FIT-2024A, the old parameter set, inactive on the supervisor console and keep it for 30 days before any deletion.",
     None),
    (23, [22], "Close CR-CPC-2207 with the run reports and the quality check result.",
     "Attach the run reports and the quality check result to CR-CPC-2207, then close it.",
     None),
]

GUARDS = {
    2: "change moved to approved by the manager and the note circulation team",
    3: "export of the current parameter sets (command only)",
    7: "10-pass soak with the reference deck on the one pilot sorter",
    9: "parallel shift against an old-parameter sorter, unfit rates compared",
    10: "sample of 500 notes checked by the note circulation team before the other sorters are updated",
    16: "reference deck passed through every updated sorter before return to production",
}
DROP_GUARD = 3

SPLITS = {
    7: ("Run RD-20-B through SORT-01 10 times.",
        "Every run must send all 20 suspects to the reject pocket and split fit/unfit within 2 notes of the deck list."),
    9: ("Run SORT-01 for one shift beside SORT-02 on the old parameters, both fed from the same note source.",
        "Compare the unfit rates of the two sorters."),
}
REGEN_SPLIT = (10, ("Hand 500 notes that SORT-01 graded fit to the note circulation team for checking.",
                    "Accept the result only when no more than 1 % of them are unfit."))
SERIALIZE = [18, 19]

COMPRESS = [
    ([1, 2], "Raise CR-CPC-2207 for the sorter firmware and FIT-2025B and get it approved."),
    ([5, 6], "Take SORT-01 out of production and load the new firmware and parameters."),
    ([7, 8], "Run the reference deck through SORT-01 and check the counters."),
    ([9, 10], "Run SORT-01 for a shift and have the note circulation team check a sample."),
    ([16, 17], "Check the other sorters with RD-20-B and return all six to production."),
    ([18, 20], "Watch the unfit rates and lock FIT-2025B."),
    ([21, 22], "Return the deck to the vault and park FIT-2024A."),
]

LOST = {"remove": (10, 11), "add": [(9, 11)],
        "why": "SORT-02 is updated (11) straight after the parallel shift (9), without waiting for the note circulation team's sample check (10)"}

TARGET = {"step": 6, "old": "FIT-2025B", "new": "FIT-2025A", "kind": "parameter set version (both mentions)"}

OPERATION = {"step": 20, "change": "params lock -> params unlock (set left editable)",
             "text": "Unlock the parameter set with `bpsctl params unlock --set FIT-2025B` so it is editable on the supervisor console."}
