ID = "lb4_12"
TASK = "Re-rate mis-rated roaming data CDRs before a telecom bill run, with prepaid refunds"

STEPS = [
    (1, [], "Open INC-90214: a tariff error rated EU-2 roaming data at 0.10 EUR/MB instead of 0.01 EUR/MB for usage from 2025-04-01 to 2025-04-09.",
     "Log INC-90214 because roaming data in zone EU-2 was charged 0.10 EUR/MB rather than 0.01 EUR/MB between 2025-04-01 and 2025-04-09.",
     "For usage from 2025-04-01 to 2025-04-09, EU-2 roaming data was rated at 0.10 EUR/MB, not 0.01 EUR/MB: open INC-90214."),
    (2, [1], "Hold the April bill run so it cannot start: `billctl cycle hold --cycle BR-2025-04`.",
     "Stop BR-2025-04 from kicking off by putting it on hold with `billctl cycle hold --cycle BR-2025-04`.",
     None),
    (3, [1], "Size the damage: `SELECT count(*), sum(charge) FROM rated_usage WHERE zone='EU-2' AND svc='DATA' AND event_date BETWEEN '2025-04-01' AND '2025-04-09'`.",
     "Count the affected events and their charges with `SELECT count(*), sum(charge) FROM rated_usage WHERE zone='EU-2' AND svc='DATA' AND event_date BETWEEN '2025-04-01' AND '2025-04-09'`.",
     "Run `SELECT count(*), sum(charge) FROM rated_usage WHERE zone='EU-2' AND svc='DATA' AND event_date BETWEEN '2025-04-01' AND '2025-04-09'` to see how much was mis-rated."),
    (4, [1], "Correct rate plan RP-ROAM-EU2 in the product catalog under change PC-3318: data at 0.01 EUR/MB, effective 2025-04-01.",
     "Through change PC-3318, set the data price of RP-ROAM-EU2 in the product catalog to 0.01 EUR/MB from 2025-04-01.",
     None),
    (5, [3], "Export the affected rated events before touching them: `rerate --export --zone EU-2 --from 2025-04-01 --to 2025-04-09 --out /arch/rerate/INC-90214.avro`.",
     "Keep a copy of the rated events as they are now by running `rerate --export --zone EU-2 --from 2025-04-01 --to 2025-04-09 --out /arch/rerate/INC-90214.avro`.",
     "Run `rerate --export --zone EU-2 --from 2025-04-01 --to 2025-04-09 --out /arch/rerate/INC-90214.avro` first, so the affected rated events are exported before any change."),
    (6, [4], "Have a second billing analyst check PC-3318 against the tariff sheet signed by the commercial team.",
     "Ask another billing analyst to compare PC-3318 with the commercially signed tariff sheet.",
     None),
    (7, [5, 6], "Simulate the re-rate with `rerate --zone EU-2 --from 2025-04-01 --to 2025-04-09 --simulate`: the new total should be about 10% of the old one and no event outside EU-2 may change.",
     "Run `rerate --zone EU-2 --from 2025-04-01 --to 2025-04-09 --simulate` as a dry run and expect roughly 10% of the old total, with every changed event inside EU-2.",
     "No event outside EU-2 may change and the new total should come to about 10% of the old one in the simulation `rerate --zone EU-2 --from 2025-04-01 --to 2025-04-09 --simulate`."),
    (8, [7], "Get the revenue assurance manager to approve the re-rate on INC-90214 with the simulated totals.",
     "The revenue assurance manager signs off the re-rate on INC-90214, seeing the simulated totals.",
     None),
    (9, [8], "Run the re-rate: `rerate --zone EU-2 --from 2025-04-01 --to 2025-04-09 --commit`.",
     "Commit the corrected charges with `rerate --zone EU-2 --from 2025-04-01 --to 2025-04-09 --commit`.",
     "Execute `rerate --zone EU-2 --from 2025-04-01 --to 2025-04-09 --commit` to re-rate for real."),
    (10, [9], "Refund prepaid subscribers the difference to their wallets: `walletctl credit --batch /arch/rerate/INC-90214-prepaid.csv`.",
     "Give the overcharged prepaid customers their money back in the wallet using `walletctl credit --batch /arch/rerate/INC-90214-prepaid.csv`.",
     None),
    (11, [9], "Verify the postpaid side: rerun the count query; the sum must equal the simulated total and 0 events at 0.10 EUR/MB may remain.",
     "Repeat the count query for postpaid; it has to match the simulated total, with 0 events left at 0.10 EUR/MB.",
     "Rerun the count query and check 0 events are still at 0.10 EUR/MB and the postpaid sum equals the simulated total."),
    (12, [2, 11], "Release the bill run: `billctl cycle release --cycle BR-2025-04`.",
     "Let BR-2025-04 go ahead by running `billctl cycle release --cycle BR-2025-04`.",
     None),
    (13, [10], "Send customer care the briefing note and publish the SMS template for the prepaid refund.",
     "Publish the prepaid refund SMS template and give customer care its briefing note.",
     "Publish the SMS template for the prepaid refund and send the briefing note to customer care."),
    (14, [12, 13], "Close INC-90214 with the re-rate totals and a problem record for the catalog change review.",
     "Attach the re-rate totals and raise a problem record on the catalog change review, then close INC-90214.",
     None),
]

GUARDS = {
    5: "export of the affected rated events before re-rating",
    6: "second-analyst review of the catalog change",
    7: "--simulate dry run of the re-rate",
    8: "revenue assurance manager approval",
    11: "postpaid totals verification before releasing the bill run",
}
DROP_GUARD = 5

SPLITS = {
    5: ("Before touching the affected rated events, export them.",
        "Use `rerate --export --zone EU-2 --from 2025-04-01 --to 2025-04-09 --out /arch/rerate/INC-90214.avro`."),
    11: ("Verify the postpaid side by rerunning the count query.",
         "Its sum must equal the simulated total and 0 events at 0.10 EUR/MB may remain."),
}
REGEN_SPLIT = (7, ("Dry-run the re-rate first: `rerate --zone EU-2 --from 2025-04-01 --to 2025-04-09 --simulate`.",
                   "The simulated total should land near 10% of the old one, and only EU-2 events may change."))

SERIALIZE = [3, 6]

COMPRESS = [
    ([1, 2], "Open INC-90214 for the EU-2 roaming mis-rating and hold bill run BR-2025-04."),
    ([7, 8, 9], "Simulate the re-rate, get approval and commit it."),
    ([13, 14], "Brief customer care on the refunds and close INC-90214."),
]

LOST = {"remove": (5, 7), "add": [],
        "why": "the re-rate no longer waits for the export of the affected events"}

TARGET = {"step": 9, "old": "EU-2", "new": "EU-1", "kind": "rating zone"}

OPERATION = {"step": 10, "change": "wallet credit -> debit while the prose still says refund",
             "text": "Refund prepaid subscribers the difference to their wallets: `walletctl debit --batch /arch/rerate/INC-90214-prepaid.csv`."}
