ID = "lt18_05"
TASK = ("National park wilderness permit system: run the 2025 summer permit lottery on wps-prod, send the results, "
        "release unpaid spaces and open the first-come sale")

STEPS = [
    (1, (), "Open ticket PRK-3307 for the summer permit lottery on wps-prod and confirm the draw date of 15 March with the wilderness office.",
     "Confirm with the wilderness office that the draw is on 15 March, and raise ticket PRK-3307 for the summer permit lottery on wps-prod.",
     None),
    (2, (1,), "Close the lottery application window at 23:59 on 14 March and take the application form off the public site.",
     "At 23:59 on 14 March, shut the lottery application window and remove the application form from the public website.",
     "Take down the public application form and close the application window (23:59, 14 March)."),
    (3, (2,), "Take a snapshot of the database wps-prod-db before any draw script runs.",
     "Snapshot wps-prod-db ahead of running any draw script.",
     "Before a draw script is run, snapshot the wps-prod-db database."),
    (4, (2,), "Run the duplicate check: flag every applicant with more than 1 application for the same trailhead and date, and exclude cancelled applications from the draw.",
     "Do the duplicate check, marking any applicant who has more than 1 application for the same trailhead and date, and keep cancelled applications out of the draw.",
     "Cancelled applications are left out of the draw, and anyone with more than 1 application for one trailhead and date is flagged, in the duplicate check."),
    (5, (4,), "Have the wilderness coordinator go through the flagged duplicates and confirm which applications are disqualified.",
     "Get the wilderness coordinator to review the list of flagged duplicates and decide which applications are disqualified.",
     None),
    (6, (3, 5), "Run the draw as a dry run with `wps-lottery draw --season 2025-summer --dry-run` and export the award preview.",
     "Do a dry run of the draw, `wps-lottery draw --season 2025-summer --dry-run`, and export the preview of awards it produces.",
     "Export the award preview from a dry run of the draw (`wps-lottery draw --season 2025-summer --dry-run`)."),
    (7, (6,), "Have the wilderness coordinator and the permit office supervisor check the preview against the trailhead quotas (no trailhead above 100 % of quota) and sign the draw sheet.",
     "The permit office supervisor and the wilderness coordinator compare the preview with each trailhead quota, making sure none is above 100 % of quota, and then sign the draw sheet.",
     "Sign the draw sheet only once the permit office supervisor and wilderness coordinator have found no trailhead above 100 % of quota in the preview."),
    (8, (7,), "Run the real draw with `wps-lottery draw --season 2025-summer --commit`.",
     "Now run the draw for real: `wps-lottery draw --season 2025-summer --commit`.",
     None),
    (9, (8,), "Check the award counts per trailhead in the admin report against the preview; they must match exactly.",
     "Compare the per-trailhead award counts in the admin report with the preview and confirm they are identical.",
     "The admin report's award counts by trailhead must equal the preview exactly; check them."),
    (10, (9,), "Queue the award emails through mail relay mail-out-02 in batches of 2000 per hour.",
     "Send the award emails into the queue on mail-out-02, the mail relay, at 2000 per hour.",
     None),
    (11, (9,), "Queue the not-awarded emails with the walk-up and cancellation instructions.",
     "Put the not-awarded emails, which carry the walk-up and cancellation instructions, in the queue.",
     "With walk-up and cancellation instructions included, queue the not-awarded emails."),
    (12, (10, 11), "Watch the bounce rate and the mail-out-02 queue for the first 2 hours and pause the batches if bounces go over 3 %.",
     "For the first two hours keep an eye on bounces and on the queue of mail-out-02; if the bounce rate passes 3 %, hold the batches.",
     None),
    (13, (12,), "Open the payment window for awardees: 7 days to pay the 10 USD reservation fee.",
     "Let awardees start paying: they have seven days to settle the 10 USD reservation fee.",
     "Awardees get 7 days to pay the 10 USD reservation fee once the payment window is opened."),
    (14, (13,), "When the 7 days are up, cancel the unpaid awards and return their spaces to the pool.",
     "After the seven days run out, void any award that has not been paid and put those spaces back in the pool.",
     None),
    (15, (14,), "Release 60 % of the returned spaces to the first-come online sale and hold the other 40 % for walk-up permits at the ranger stations.",
     "Put 60 % of the spaces that came back into the first-come online sale, keeping the remaining 40 % aside for walk-up permits at the ranger stations.",
     "Hold 40 % of the returned spaces for walk-up permits at the ranger stations and release the other 60 % to the first-come online sale."),
    (16, (15,), "Update the quota calendar at the 4 ranger stations and print their walk-up allocation sheets.",
     "Bring the quota calendar up to date at all four ranger stations and print out the walk-up allocation sheets for them.",
     None),
    (17, (15,), "Open the first-come online sale at 10:00 on 1 April with the virtual queue switched on.",
     "Let the first-come sale go live online on 1 April at 10:00, virtual queue on.",
     "With the virtual queue on, open the online first-come sale on 1 April at 10:00."),
    (18, (17,), "Watch the virtual queue and the site response time during the first hour of the sale and keep p95 under 2 s.",
     "Through the sale's first hour, monitor the virtual queue and site response times, holding p95 below 2 s.",
     None),
    (19, (16, 18), "Reconcile paid awards, online sales and walk-up holds against the season quota for every trailhead before the ticket is closed.",
     "Before closing the ticket, check for every trailhead that paid awards plus online sales plus walk-up holds add up against the season quota.",
     "For each trailhead, reconcile against the season quota the paid awards, walk-up holds and online sales, ahead of closing the ticket."),
    (20, (19,), "Export the lottery results and statistics of the season for the annual report.",
     "Pull out this season's lottery results and statistics for the annual report.",
     None),
    (21, (20,), "Close PRK-3307.",
     "Close ticket PRK-3307.",
     None),
]

GUARDS = {
    3: "database snapshot before the draw",
    6: "dry run of the draw",
    7: "preview checked against quotas and draw sheet signed",
    9: "award counts verified against the preview",
    12: "two-hour watch of bounces and queue",
    19: "reconciliation against the season quota before close",
}
DROP_GUARD = 7

SPLITS = {
    4: ("Run the duplicate check and flag every applicant with more than 1 application for the same trailhead and date.",
        "Exclude cancelled applications from the draw."),
    15: ("Release 60 % of the returned spaces to the first-come online sale.",
         "Hold the other 40 % for walk-up permits at the ranger stations."),
}
REGEN_SPLIT = (7, ("The wilderness coordinator and the permit office supervisor hold the preview up against the trailhead quotas, and no trailhead may be above 100 % of quota.",
                   "When they are satisfied they both sign the draw sheet."))
SERIALIZE = [10, 11]
COMPRESS = [
    ([1, 2], "Open PRK-3307 and close the application window."),
    ([4, 5], "Run the duplicate check and have the coordinator disqualify duplicates."),
    ([8, 9], "Run the real draw and check the award counts."),
    ([13, 14], "Open the payment window and cancel unpaid awards after it ends."),
    ([17, 18], "Open the online sale and watch the queue."),
    ([20, 21], "Export the season statistics and close the ticket."),
]
LOST = {"remove": (3, 6), "add": [(3, 20)],
        "why": "the draw (steps 6 and 8) no longer waits for the wps-prod-db snapshot (step 3)"}
TARGET = {"step": 8, "old": "2025-summer", "new": "2024-summer", "kind": "season identifier"}
OPERATION = {"step": 4,
             "text": "Run the duplicate check: flag every applicant with more than 1 application for the same trailhead and date, and include cancelled applications in the draw.",
             "change": "opposite verb: exclude cancelled applications -> include them in the draw"}
