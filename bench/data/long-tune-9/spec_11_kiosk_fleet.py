ID = "lt9_11"
TASK = "Restaurant ordering kiosk fleet: app 4.6.3 -> 4.7.0 on 1,140 kiosks through lab, pilot and two waves, old release retired"

STEPS = [
    (1, [], "Open CHG-KSK-3391 for kiosk app 4.7.0 on 1,140 ordering kiosks in 285 restaurants: lab, pilot of 12 stores, wave 1 (us-east), wave 2 (everything else).",
     "Raise CHG-KSK-3391 to take 1,140 ordering kiosks in 285 restaurants to app 4.7.0 in rings: lab, a 12-store pilot, wave 1 (us-east) and wave 2 (all remaining).",
     "Rings for kiosk app 4.7.0 under CHG-KSK-3391: lab, 12-store pilot, wave 1 (us-east), wave 2 (the rest); 1,140 kiosks, 285 restaurants."),
    (2, [1], "`kioskfleet plan --release 4.7.0 --rings lab,pilot --out plan-4.7.0.json`, read by a second engineer before anything is deployed.",
     "Before any deployment, a second engineer reads the output of `kioskfleet plan --release 4.7.0 --rings lab,pilot --out plan-4.7.0.json`.",
     None),
    (3, [1], "`kioskfleet release tag 4.6.3 --label rollback-2025-10`",
     "Label the current release as the way back: `kioskfleet release tag 4.6.3 --label rollback-2025-10`.",
     None),
    (4, [1], "Payments confirm PIN pad firmware 2.14 on the Lane/3000 is certified with app 4.7.0 (PAY-CERT-772).",
     "Get the payments team to confirm, under PAY-CERT-772, that app 4.7.0 is certified with Lane/3000 PIN pad firmware 2.14.",
     "PAY-CERT-772: payments must confirm the Lane/3000 PIN pad on firmware 2.14 is certified with app 4.7.0."),
    (5, [2, 3], "Install on the 6 lab kiosks: `kioskfleet deploy --release 4.7.0 --ring lab`.",
     "Put 4.7.0 on the 6 kiosks in the lab using `kioskfleet deploy --release 4.7.0 --ring lab`.",
     "`kioskfleet deploy --release 4.7.0 --ring lab` installs the 6 lab kiosks."),
    (6, [4, 5], "Lab test pack: 40 orders with card, Apple Pay, gift card and refunds, all settling in the test acquirer.",
     "Put 40 orders through the lab kiosks (card, Apple Pay, gift card, refunds) and check every one settles in the test acquirer.",
     "Every one of the 40 lab orders (card, Apple Pay, gift card, refunds) must settle in the test acquirer."),
    (7, [5], "On the lab kiosks, check screen reader mode and the allergen filters.",
     "Try the allergen filters and screen reader mode on the lab kiosks.",
     None),
    (8, [6, 7], "Ops and payments leads give the go/no-go for the pilot, written into CHG-KSK-3391.",
     "Record in CHG-KSK-3391 the pilot go/no-go from the ops and payments leads.",
     None),
    (9, [8], "Deploy to the pilot stores overnight: `kioskfleet deploy --release 4.7.0 --ring pilot --window 02:00-04:00`.",
     "Push 4.7.0 to the pilot stores during the night with `kioskfleet deploy --release 4.7.0 --ring pilot --window 02:00-04:00`.",
     "`kioskfleet deploy --release 4.7.0 --ring pilot --window 02:00-04:00` covers the pilot stores overnight."),
    (10, [9], "Managers of the 12 pilot stores place a test order at opening and report in #kiosk-pilot.",
     "At opening, each of the 12 pilot store managers does a test order and posts the result in #kiosk-pilot.",
     None),
    (11, [10], "Let the pilot run 72 hours: crash-free sessions at least 99.5% and card decline rate no higher than the 3.1% baseline of 4.6.3 on the Looker kiosk board.",
     "Give the pilot 72 hours and watch the Looker kiosk board: 99.5% or more crash-free sessions and a card decline rate not above 3.1%, the 4.6.3 baseline.",
     "On the Looker kiosk board over 72 hours of pilot: crash-free sessions >= 99.5%, card decline rate <= 3.1% (the 4.6.3 baseline)."),
    (12, [10], "Go through the pilot helpdesk tickets; more than 5 kiosk tickets stops the rollout.",
     "Read the helpdesk tickets from the pilot and halt the rollout if there are over 5 kiosk tickets.",
     "Over 5 kiosk tickets in the pilot helpdesk queue stops the rollout."),
    (13, [11, 12], "The ops director signs off wave 1 in CHG-KSK-3391.",
     "Get the ops director's sign-off for wave 1 recorded in CHG-KSK-3391.",
     None),
    (14, [13], "Hold the marketing menu pushes for the wave 1 stores: `menuctl schedule pause --region us-east`.",
     "Pause marketing menu pushes to wave 1 during the deploy with `menuctl schedule pause --region us-east`.",
     "`menuctl schedule pause --region us-east` stops marketing menu pushes to the wave 1 stores."),
    (15, [14], "Deploy wave 1 fifty at a time: `kioskfleet deploy --release 4.7.0 --ring wave1 --max-concurrent 50`.",
     "Run wave 1 with `kioskfleet deploy --release 4.7.0 --ring wave1 --max-concurrent 50`, at most fifty kiosks at once.",
     None),
    (16, [15], "Resume the menu pushes: `menuctl schedule resume --region us-east`.",
     "Let the menu pushes run again with `menuctl schedule resume --region us-east`.",
     None),
    (17, [16], "Keep an eye on wave 1 for 24 hours: crash-free at least 99.5% and deploy success at least 98% in `kioskfleet status --ring wave1`.",
     "For 24 hours watch wave 1, requiring crash-free sessions of 99.5% or more and a deploy success of 98% or more as reported by `kioskfleet status --ring wave1`.",
     "`kioskfleet status --ring wave1` must show deploy success >= 98% and crash-free >= 99.5% throughout 24 hours of watching wave 1."),
    (18, [17], "Redeploy the wave 1 kiosks on the failure list from `kioskfleet status --ring wave1 --failed`.",
     "Take the failure list from `kioskfleet status --ring wave1 --failed` and redeploy those wave 1 kiosks.",
     None),
    (19, [17], "Deploy wave 2: `kioskfleet deploy --release 4.7.0 --ring wave2 --max-concurrent 100`.",
     "Start wave 2 using `kioskfleet deploy --release 4.7.0 --ring wave2 --max-concurrent 100`.",
     "`kioskfleet deploy --release 4.7.0 --ring wave2 --max-concurrent 100` rolls out wave 2."),
    (20, [19], "Watch wave 2 for 24 hours on the Looker kiosk board.",
     "Keep the Looker kiosk board open on wave 2 for 24 hours.",
     None),
    (21, [18, 20], "`kioskfleet status --release 4.7.0` must count 1,140 kiosks; each one still on 4.6.3 gets a ticket.",
     "Expect 1,140 kiosks from `kioskfleet status --release 4.7.0` and raise a ticket for any kiosk left on 4.6.3.",
     "Any kiosk still on 4.6.3 gets a ticket; `kioskfleet status --release 4.7.0` has to report 1,140."),
    (22, [21], "Drop the restore label: `kioskfleet release untag 4.6.3 --label rollback-2025-10`.",
     "Remove the rollback label with `kioskfleet release untag 4.6.3 --label rollback-2025-10`.",
     None),
    (23, [22], "Retire the 4.6.3 packages from the CDN: `kioskfleet release retire 4.6.3`.",
     "Take the 4.6.3 packages off the CDN using `kioskfleet release retire 4.6.3`.",
     "`kioskfleet release retire 4.6.3` removes the 4.6.3 packages from the CDN."),
    (24, [23], "Update the kiosk section of the store operations manual to 4.7.0.",
     "Bring the store operations manual's kiosk section up to 4.7.0.",
     None),
    (25, [24], "Close CHG-KSK-3391.",
     "CHG-KSK-3391 is closed.",
     None),
]

GUARDS = {
    2: "plan output read by a second engineer before deploying",
    3: "release tagged as a restore point (command only, does not say what it protects)",
    4: "payments certification confirmed before lab payments tests",
    8: "pilot go/no-go",
    11: "72-hour pilot soak",
    13: "ops director sign-off before wave 1",
    17: "24-hour watch of wave 1 before wave 2",
    20: "24-hour watch of wave 2",
    21: "fleet count check before the old release is retired",
}
DROP_GUARD = 3

SPLITS = {
    11: ("Let the pilot run 72 hours and watch the Looker kiosk board.",
         "Crash-free sessions must stay at least 99.5% and card decline rate no higher than the 3.1% baseline of 4.6.3."),
    15: ("Deploy wave 1: `kioskfleet deploy --release 4.7.0 --ring wave1 --max-concurrent 50`.",
         "That runs fifty kiosks at a time."),
}
REGEN_SPLIT = (6, (
    "In the lab, ring up 40 orders paid by card, Apple Pay and gift card, plus refunds.",
    "All of them must settle in the test acquirer."))

SERIALIZE = [11, 12]

COMPRESS = [
    ([2, 5], "Review the rollout plan and install 4.7.0 on the lab kiosks."),
    ([6, 8], "Run the lab order tests and get the pilot go."),
    ([9, 10], "Deploy the pilot stores overnight and do test orders."),
    ([14, 15, 16], "Pause menu pushes, deploy wave 1 and resume them."),
    ([19, 20], "Deploy wave 2 and watch it for a day."),
    ([22, 23], "Remove the rollback tag and retire 4.6.3."),
    ([24, 25], "Update the manual and close the change."),
]

LOST = {"remove": (17, 19), "add": [(16, 19)],
        "why": "wave 2 (19) no longer waits for the 24-hour watch of wave 1 (17)"}

TARGET = {"step": 14, "old": "us-east", "new": "us-west", "kind": "region"}

OPERATION = {"step": 9,
             "text": "Deploy to the pilot stores overnight: `kioskfleet deploy --release 4.7.0 --ring all --window 02:00-04:00`.",
             "change": "scope widened: `--ring pilot` -> `--ring all` (whole fleet; prose unchanged)"}
