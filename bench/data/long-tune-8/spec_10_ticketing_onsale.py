# lt8_10 - event ticketing: high-demand arena tour onsale with a virtual waiting room
# Regeneration style for paraphrases: (d) conditions restated as their failure case.
ID = "lt8_10"
TASK = "Run the 2024-11-15 10:00 ET onsale of arena tour EVT-88120 (6 shows, 102,000 seats) behind the waiting room, then reconcile and scale back"

STEPS = [
    (1, [], "Open CHG-90412 for the EVT-88120 onsale on 2024-11-15 at 10:00 ET (6 shows, 102,000 seats).",
     "CHG-90412 has to be open for the EVT-88120 onsale (2024-11-15, 10:00 ET, 6 shows, 102,000 seats); if it is not, nothing below starts.",
     "For the 6 shows and 102,000 seats of EVT-88120 going on sale 2024-11-15 at 10:00 ET, open CHG-90412."),
    (2, [1], "Export the seat inventory before anything is published: `tixctl inventory export --event EVT-88120 --out /backup/evt88120-pre.json`.",
     "Export the seat inventory with `tixctl inventory export --event EVT-88120 --out /backup/evt88120-pre.json`; if the export fails, nothing gets published.",
     None),
    (3, [1], "Scale the checkout service to 60 replicas: `kubectl -n checkout scale deploy/checkout-api --replicas=60`.",
     "Run `kubectl -n checkout scale deploy/checkout-api --replicas=60`; if fewer than 60 replicas come up, do not go further with checkout.",
     "Bring checkout-api to 60 replicas in the checkout namespace (`kubectl -n checkout scale deploy/checkout-api --replicas=60`)."),
    (4, [1], "Pre-warm the seat-map cache for every show: `tixctl seatmap warm --event EVT-88120 --shows all`.",
     "Warm the seat-map cache for all shows with `tixctl seatmap warm --event EVT-88120 --shows all`; a cold cache at onsale is not acceptable.",
     None),
    (5, [1], "Configure the waiting room: `queuectl room update evt88120 --outflow 1200/min --mode pre-queue --opens 09:30`.",
     "Set up the waiting room with `queuectl room update evt88120 --outflow 1200/min --mode pre-queue --opens 09:30`; if the pre-queue does not open at 09:30, escalate.",
     "With `queuectl room update evt88120 --outflow 1200/min --mode pre-queue --opens 09:30`, put the waiting room in pre-queue mode."),
    (6, [2], "Diff the price levels of the 6 shows against the promoter's signed sheet: `tixctl pricing diff --event EVT-88120 --against promoter-sheet-v3.csv`.",
     "Run `tixctl pricing diff --event EVT-88120 --against promoter-sheet-v3.csv` for the 6 shows; if any price level differs from the promoter's signed sheet, stop and fix it first.",
     None),
    (7, [6], "Get the promoter's approval of the final manifest recorded in CHG-90412.",
     "Without the promoter's approval of the final manifest in CHG-90412, nothing is published.",
     "Record in CHG-90412 that the promoter approved the final manifest."),
    (8, [7], "Publish the price levels and holds: `tixctl pricing publish --event EVT-88120 --holds promoter,production,ada`.",
     "Publish prices and holds via `tixctl pricing publish --event EVT-88120 --holds promoter,production,ada`; if any of the three hold types is missing afterwards, republish.",
     None),
    (9, [3], "Load-test checkout on staging at peak for 15 minutes: `k6 run checkout-peak.js --vus 3000 --duration 15m` must sustain 1,500 orders per minute.",
     "Load-test checkout with `k6 run checkout-peak.js --vus 3000 --duration 15m` on staging; if it cannot hold 1,500 orders per minute for 15 minutes, the onsale is not ready.",
     "On staging, check that checkout sustains 1,500 orders per minute under `k6 run checkout-peak.js --vus 3000 --duration 15m` (15 minutes at peak)."),
    (10, [5], "Enable bot-mitigation rule set bm-strict-2024 on the CDN: `cdnctl waf ruleset enable bm-strict-2024 --paths /checkout,/queue`.",
     "Turn on bm-strict-2024 with `cdnctl waf ruleset enable bm-strict-2024 --paths /checkout,/queue`; if the rule set is not active on both paths, bots get in.",
     None),
    (11, [8, 9, 10, 4], "At 09:15 check readiness: checkout p95 under 800 ms, 60/60 replicas ready, seat-map cache hit above 90% and the pre-queue open.",
     "At 09:15, if checkout p95 is 800 ms or more, fewer than 60/60 replicas are ready, the seat-map cache hit is 90% or lower, or the pre-queue is not open, the onsale does not start.",
     "Confirm the pre-queue is open, the seat-map cache hit is above 90%, 60/60 replicas are ready and checkout p95 is under 800 ms, at 09:15."),
    (12, [11], "Open the onsale: `tixctl event onsale --event EVT-88120 --at 2024-11-15T10:00-05:00`.",
     "Open the onsale with `tixctl event onsale --event EVT-88120 --at 2024-11-15T10:00-05:00`; if the 09:15 checks failed, it stays closed.",
     None),
    (13, [12], "Watch the first 20 minutes: payment decline rate under 8%, checkout 5xx under 1% and a steady queue outflow.",
     "During the first 20 minutes: if the payment decline rate reaches 8%, checkout 5xx reaches 1% or the queue outflow stalls, stop and escalate.",
     "Keep the queue outflow steady, checkout 5xx under 1% and the payment decline rate under 8% while watching the first 20 minutes."),
    (14, [13], "If checkout p95 stays under 800 ms, raise the outflow: `queuectl room update evt88120 --outflow 2000/min`.",
     "Raise the outflow with `queuectl room update evt88120 --outflow 2000/min` - but if checkout p95 goes to 800 ms or above, leave it where it is.",
     None),
    (15, [13], "Once the promoter confirms, release the production holds for shows 1-3: `tixctl holds release --event EVT-88120 --hold production --shows 1,2,3`.",
     "Release the production holds for shows 1-3 using `tixctl holds release --event EVT-88120 --hold production --shows 1,2,3`; if the promoter has not confirmed, keep them held.",
     "Run `tixctl holds release --event EVT-88120 --hold production --shows 1,2,3` (production holds, shows 1-3) after the promoter confirms."),
    (16, [12], "Watch the resale marketplace and flag listings above the 3x price cap.",
     "Keep watching the resale marketplace; any listing over the 3x price cap gets flagged.",
     None),
    (17, [14, 15], "Reconcile inventory: `tixctl inventory reconcile --event EVT-88120` must show sold + held + available = 102,000 for every show.",
     "Run `tixctl inventory reconcile --event EVT-88120`; if sold + held + available differs from 102,000 for any show, do not close anything down.",
     "For every show, sold + held + available must come to 102,000 in `tixctl inventory reconcile --event EVT-88120`."),
    (18, [17], "When the queue is empty, close the waiting room: `queuectl room update evt88120 --mode off`.",
     "Close the waiting room with `queuectl room update evt88120 --mode off`; if people are still queued, wait.",
     None),
    (19, [18], "Scale checkout back to 12 replicas: `kubectl -n checkout scale deploy/checkout-api --replicas=12`.",
     "Scale checkout down to 12 replicas with `kubectl -n checkout scale deploy/checkout-api --replicas=12`; if the waiting room is still open, not yet.",
     "Bring checkout-api back to 12 replicas (`kubectl -n checkout scale deploy/checkout-api --replicas=12`)."),
    (20, [17, 16], "Send the sales report to the promoter.",
     "Send the promoter the sales report; if the reconcile has not passed, it waits.",
     None),
    (21, [19, 20], "Close CHG-90412.",
     "CHG-90412 gets closed; if anything above is still open, it does not.",
     "Close change CHG-90412."),
]

GUARDS = {
    2: "seat inventory export before publishing",
    6: "price-level diff against the promoter's signed sheet",
    7: "promoter approval of the manifest",
    11: "09:15 readiness check before opening the onsale",
    13: "20-minute health watch before raising outflow and releasing holds",
    17: "inventory reconcile before closing the waiting room and reporting",
}
DROP_GUARD = 6

SPLITS = {
    11: ("At 09:15 check that checkout p95 is under 800 ms and that 60/60 replicas are ready.",
         "Also check at 09:15 that the seat-map cache hit is above 90% and that the pre-queue is open."),
    17: ("Reconcile inventory with `tixctl inventory reconcile --event EVT-88120`.",
         "Confirm sold + held + available = 102,000 for every show."),
}

REGEN_SPLIT = (13, (
    "Watch the first 20 minutes after opening; if the payment decline rate reaches 8%, stop and escalate.",
    "Then, in that same window, if checkout 5xx reaches 1% or the queue outflow stalls, stop as well."))

SERIALIZE = [13, 16]

COMPRESS = [
    ([3, 9], "Scale checkout up and load-test it."),
    ([5, 10], "Configure the waiting room and bot mitigation."),
    ([6, 7, 8], "Check prices with the promoter and publish them with the holds."),
    ([18, 19], "Close the waiting room and scale checkout back down."),
    ([20, 21], "Send the sales report and close the change."),
]

LOST = {"remove": (11, 12), "add": [(8, 12), (11, 21)],
        "why": "the onsale opens (12) as soon as prices are published, without waiting for the 09:15 readiness check (11)"}

TARGET = {"step": 3, "old": "-n checkout", "new": "-n checkout-staging", "kind": "Kubernetes namespace"}

OPERATION = {"step": 10,
             "text": "Disable bot-mitigation rule set bm-strict-2024 on the CDN: `cdnctl waf ruleset disable bm-strict-2024 --paths /checkout,/queue`.",
             "change": "prose verb and command both flipped: enable -> disable the bot-mitigation rule set"}
