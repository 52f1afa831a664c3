ID = "lb12_07"
TASK = "Trial incubation program BR38-v4 on single-stage setter S-07 in the hatchery against a control setter, then schedule it for all setters."

STEPS = [
    (1, [], "Open change HC-2025-031 to trial incubation program BR38-v4 on single-stage setter S-07.",
     "Raise HC-2025-031 for a trial of the BR38-v4 incubation program on S-07, one of the single-stage setters.",
     "On single-stage setter S-07, trial incubation program BR38-v4: open change HC-2025-031 for it."),
    (2, [1], "Get the hatchery manager and the poultry vet to agree the trial on S-07 with the 2025-06-02 set.",
     "Have both the poultry vet and the hatchery manager say yes to running the trial on S-07 with the set of 2025-06-02.",
     None),
    (3, [1], "Export what S-07 runs now: `ecctl program export --setter S-07 > S-07_BR38-v3_asfound.json`.",
     "Save the program currently on S-07 with `ecctl program export --setter S-07 > S-07_BR38-v3_asfound.json`.",
     "Run `ecctl program export --setter S-07 > S-07_BR38-v3_asfound.json` to keep S-07's current program."),
    (4, [1], "Check the S-07 temperature and humidity probes against the reference thermometer: within ±0.1 °C and ±2 % RH.",
     "Hold the S-07 temperature and humidity probes up to the reference thermometer; they must agree to within ±0.1 °C and ±2 % RH.",
     "Against the reference thermometer, S-07's temperature and humidity probes must read within ±0.1 °C and ±2 % RH."),
    (5, [2, 3, 4], "Load BR38-v4 on S-07 without starting it: `ecctl program load --setter S-07 --file BR38-v4.json --hold`.",
     "Put BR38-v4 onto S-07 but keep it from running, via `ecctl program load --setter S-07 --file BR38-v4.json --hold`.",
     None),
    (6, [5], "Read the loaded program back with `ecctl program show --setter S-07` and go through it against BR38-v4.json line by line: the day 0-18 temperature profile and the CO2 limit of 0.8 %.",
     "Pull the program back off the setter (`ecctl program show --setter S-07`) and compare it line by line with BR38-v4.json, covering the temperature profile for day 0-18 and the 0.8 % CO2 limit.",
     None),
    (7, [6], "Set the eggs of flock F-112 (115,200 eggs) in S-07 and start the program: `ecctl program start --setter S-07`.",
     "Load the 115,200 eggs from flock F-112 into S-07 and kick the program off with `ecctl program start --setter S-07`.",
     "Start the program with `ecctl program start --setter S-07` once S-07 holds the eggs of flock F-112 (115,200 eggs)."),
    (8, [7], "Watch S-07 for the first 24 hours: eggshell temperature 37.8 °C ± 0.2 on the 8 probe eggs and no alarms.",
     "Keep an eye on S-07 through its first 24 hours, expecting 37.8 °C ± 0.2 eggshell temperature on the eight probe eggs and no alarms at all.",
     None),
    (9, [7], "Keep S-08 on BR38-v3 as the control, set with eggs from the same flock F-112.",
     "Use S-08 as the control: it stays on BR38-v3 and gets eggs of the same flock F-112.",
     "As the control, S-08 stays on BR38-v3 with eggs from flock F-112, the same flock."),
    (10, [8, 9], "Candle both setters at day 10 and compare infertiles and early dead between S-07 and S-08.",
     "At day 10, candle the two setters and set the infertile and early-dead counts of S-07 against S-08.",
     None),
    (11, [10], "At transfer on day 18 and at hatch, compare hatchability: S-07 must be within 1 % of S-08 or better.",
     "Compare hatchability at the day 18 transfer and at hatch; S-07 needs to be no more than 1 % below S-08.",
     "Hatchability of S-07 must be within 1 % of S-08 or better, compared at transfer on day 18 and at hatch."),
    (12, [11], "Get the production manager's go to use BR38-v4 on the other 23 setters.",
     "Ask the production manager to approve BR38-v4 for the remaining 23 setters.",
     None),
    (13, [12], "Schedule BR38-v4 on all setters for sets from 2025-06-23: `ecctl program load --setter S-01..S-24 --file BR38-v4.json --effective 2025-06-23`.",
     "Queue BR38-v4 on every setter for the sets starting 2025-06-23 with `ecctl program load --setter S-01..S-24 --file BR38-v4.json --effective 2025-06-23`.",
     "Run `ecctl program load --setter S-01..S-24 --file BR38-v4.json --effective 2025-06-23` so all setters use BR38-v4 for sets from 2025-06-23."),
    (14, [13], "Archive S-07_BR38-v3_asfound.json with the trial results and close HC-2025-031.",
     "File the trial results together with S-07_BR38-v3_asfound.json and close out HC-2025-031.",
     None),
]

GUARDS = {
    2: "hatchery manager's and vet's agreement to the trial (approval)",
    3: "export of the as-found program (captured values)",
    4: "probe check against the reference thermometer (verification)",
    6: "read-back of the loaded program against the file (verification)",
    8: "24-hour watch of the first day (health watch)",
    11: "hatchability comparison against the control (verification)",
    12: "production manager's go before the other setters (approval)",
}
DROP_GUARD = 2

SPLITS = {
    7: ("Set the eggs of flock F-112 (115,200 eggs) in S-07.",
        "Start the program on S-07: `ecctl program start --setter S-07`."),
    13: ("Schedule BR38-v4 on all setters for sets from 2025-06-23.",
         "Use `ecctl program load --setter S-01..S-24 --file BR38-v4.json --effective 2025-06-23` for it."),
}
REGEN_SPLIT = (8, ("For the first 24 hours, keep watching S-07 for alarms.",
                   "The eight probe eggs should hold an eggshell temperature of 37.8 °C ± 0.2 the whole time."))

SERIALIZE = [3, 4]

COMPRESS = [
    ([1, 2], "Open HC-2025-031 and agree the S-07 trial with the manager and vet."),
    ([5, 6], "Load BR38-v4 on S-07 on hold and check it."),
    ([10, 11], "Candle at day 10 and compare hatchability with the control setter."),
    ([13, 14], "Schedule BR38-v4 on all setters and close the change."),
]

LOST = {"remove": (6, 7), "add": [(5, 7), (6, 10)],
        "why": "the eggs are set and the program started before the loaded program has been read back against the file"}

TARGET = {"step": 7, "old": "S-07", "new": "S-17", "kind": "setter"}

OPERATION = {"step": 13,
             "text": "Schedule BR38-v4 on all setters for sets from 2025-06-23: `ecctl program load --setter S-01..S-24 --file BR38-v4.json --immediate`.",
             "change": "deferred load `--effective 2025-06-23` -> `--immediate`: the program is swapped on setters with eggs mid-incubation"}
