ID = "lb8_12"
TASK = ("Vending machine telemetry: push price file PRC-2025-03 to 3800 machines through the VendOps "
        "telemetry platform, pilot route R-114 then regions NE and MW/SE, with DEX reconciliation after a week")

STEPS = [
    (1, [],
     "Open CHG-6610 for pushing price file `PRC-2025-03` (+$0.25 on cans, +$0.10 on snacks) to 3800 machines in regions NE, MW and SE via VendOps.",
     "Raise CHG-6610 to send `PRC-2025-03`, which adds $0.25 to cans and $0.10 to snacks, out to the 3800 machines in NE, MW and SE through VendOps.",
     "Through VendOps, price file `PRC-2025-03` goes to 3800 machines (regions SE, MW and NE) with +$0.10 on snacks and +$0.25 on cans; open CHG-6610 for it."),
    (2, [1],
     "Pull the last DEX audit from the fleet with `vendops dex pull --fleet all --since 24h` and confirm at least 98% of machines reported.",
     "Collect the latest DEX audits fleet-wide (`vendops dex pull --fleet all --since 24h`); 98% or more of the machines must have reported.",
     None),
    (3, [1],
     "Export every machine's current price file with `vendops price export --fleet all --out s3://vend-ops-backup/CHG-6610/`.",
     "As a precaution, save the price file each machine runs today using `vendops price export --fleet all --out s3://vend-ops-backup/CHG-6610/`.",
     "Run `vendops price export --fleet all --out s3://vend-ops-backup/CHG-6610/` so each machine's current price file is exported."),
    (4, [1],
     "Check telemetry unit firmware: `vendops units list --fw-below 4.2.0` must return no units.",
     "Make sure no telemetry unit is on old firmware, i.e. `vendops units list --fw-below 4.2.0` comes back empty.",
     None),
    (5, [3],
     "Diff the new file against the export with `vendops price diff --file PRC-2025-03.csv --against s3://vend-ops-backup/CHG-6610/` and review it with the category manager; no price may move by more than $0.25.",
     "Together with the category manager, go through `vendops price diff --file PRC-2025-03.csv --against s3://vend-ops-backup/CHG-6610/`, continuing only while every price change stays at or under $0.25.",
     "Review with the category manager the diff from `vendops price diff --file PRC-2025-03.csv --against s3://vend-ops-backup/CHG-6610/`; any price moving more than $0.25 stops the change."),
    (6, [2, 4, 5],
     "Get finance sign-off on the price list in CHG-6610 before anything is pushed.",
     "Nothing is pushed until finance has signed off the price list in CHG-6610.",
     None),
    (7, [6],
     "Dry-run the pilot push for route R-114 (40 machines): `vendops price push --file PRC-2025-03.csv --route R-114 --dry-run`.",
     "Do a dry run of the push to the 40 machines of pilot route R-114 with `vendops price push --file PRC-2025-03.csv --route R-114 --dry-run`.",
     "Run `vendops price push --file PRC-2025-03.csv --route R-114 --dry-run` as a dry run for pilot route R-114, which has 40 machines."),
    (8, [7],
     "Push the prices to R-114 with `vendops price push --file PRC-2025-03.csv --route R-114`.",
     "Send the new prices to route R-114: `vendops price push --file PRC-2025-03.csv --route R-114`.",
     None),
    (9, [8],
     "Have the route driver test-vend 5 machines on R-114 with cash and card; card authorisation and the displayed price must match the new file.",
     "The R-114 route driver test-vends five machines by cash and by card, and both the card authorisation and the shown price have to agree with the new file.",
     "Card authorisation and the displayed price must match the new file when the driver of R-114 test-vends 5 machines with card and cash."),
    (10, [8],
     "Check cashless settlement for R-114 on the processor portal: the decline rate must stay under 2% over 4 hours.",
     "On the processor portal, watch R-114's cashless settlement for 4 hours, proceeding only while declines remain below 2%.",
     None),
    (11, [9, 10],
     "Push region NE (1210 machines) with `vendops price push --file PRC-2025-03.csv --region NE`.",
     "Roll the prices out to the 1210 machines of region NE: `vendops price push --file PRC-2025-03.csv --region NE`.",
     "Use `vendops price push --file PRC-2025-03.csv --region NE` for region NE, its 1210 machines."),
    (12, [11],
     "Watch NE for 24 hours: more than 97% of machines must acknowledge the file and price-mismatch alerts must not rise.",
     "Hold for 24 hours on NE; continue only if over 97% of the machines have acknowledged the file and the price-mismatch alerts have stayed flat.",
     None),
    (13, [12],
     "Push regions MW and SE with `vendops price push --file PRC-2025-03.csv --region MW,SE`.",
     "Send the file to MW and SE next: `vendops price push --file PRC-2025-03.csv --region MW,SE`.",
     "Regions SE and MW are pushed using `vendops price push --file PRC-2025-03.csv --region MW,SE`."),
    (14, [13],
     "Retry units that did not acknowledge: `vendops price push --file PRC-2025-03.csv --only-unacked --retries 3`.",
     "Push again to the units that never acknowledged, `vendops price push --file PRC-2025-03.csv --only-unacked --retries 3`.",
     None),
    (15, [13],
     "Send the new shelf-label print job to the 3 depots.",
     "Get the new shelf labels printed: send the job to all three depots.",
     "The 3 depots receive the new shelf-label print job."),
    (16, [14],
     "List the machines that are still unacked and open service tickets for their route drivers.",
     "Open service tickets for the route drivers of any machine still unacked, after listing them.",
     None),
    (17, [15, 16],
     "After 7 days, run the DEX reconciliation: revenue per machine against price times vends must differ by under 1%.",
     "Once 7 days have passed, reconcile DEX data: per machine, revenue versus price times vends has to be within 1%.",
     "Revenue per machine against price times vends must differ by under 1% in the DEX reconciliation, run after 7 days."),
    (18, [17],
     "Add a lifecycle rule to expire `s3://vend-ops-backup/CHG-6610/` after 30 days.",
     "Set a lifecycle rule so `s3://vend-ops-backup/CHG-6610/` expires in 30 days.",
     None),
    (19, [17],
     "Send the reconciliation report to finance.",
     "Hand the reconciliation report off to finance.",
     "Finance gets the reconciliation report."),
    (20, [18, 19],
     "Close CHG-6610.",
     "Close out CHG-6610.",
     None),
]

GUARDS = {
    3: "export of current price files before the push",
    5: "price diff review with the category manager",
    6: "finance sign-off before anything is pushed",
    9: "driver test vends on the pilot route before region NE",
    12: "24-hour NE watch before MW and SE",
    17: "DEX reconciliation after 7 days before close",
}
DROP_GUARD = 17

SPLITS = {
    9: ("Have the route driver test-vend 5 machines on R-114 with cash and card.",
        "On each test vend, card authorisation and the displayed price must match the new file."),
    17: ("After 7 days, run the DEX reconciliation for the fleet.",
         "Revenue per machine against price times vends must differ by under 1%."),
}
REGEN_SPLIT = (12, (
    "Leave region NE running on the new file for 24 hours and keep watching it.",
    "Go on only if above 97% of NE's machines acknowledged it and there is no increase in price-mismatch alerts.",
))

SERIALIZE = [2, 4]

COMPRESS = [
    ([1, 2], "Open CHG-6610 for `PRC-2025-03` and pull the fleet's DEX audits."),
    ([7, 8], "Dry-run and push the prices to pilot route R-114."),
    ([11, 12], "Push region NE and watch it for a day."),
    ([13, 14, 16], "Push MW and SE, retry unacked units and ticket the rest."),
    ([18, 20], "Expire the backup export and close CHG-6610."),
]

LOST = {"remove": (12, 13), "add": [(11, 13), (12, 17)],
        "why": "regions MW and SE are pushed (13) straight after the NE push (11), without waiting for the 24-hour NE watch (12)"}

TARGET = {"step": 11, "old": "NE", "new": "SE", "kind": "region"}

OPERATION = {"step": 14,
             "text": "Retry units that did not acknowledge: `vendops units reset --only-unacked --retries 3`.",
             "change": "re-push price file -> reset the telemetry units (prose kept)"}
