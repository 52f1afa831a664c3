ID = "lt6_02"
TASK = "Build, approve and publish the August 2024 A320 cabin crew roster for base MUC"

STEPS = [
    (1, [], "Open OPS-7731 for the 2024-08 A320 cabin crew roster at base MUC (1,284 crew) and freeze bid changes in the bid portal from 2024-07-10 12:00 UTC.",
     "Bid changes in the bid portal are frozen from 2024-07-10 12:00 UTC, and OPS-7731 is opened to track the 2024-08 A320 cabin crew roster for MUC (1,284 crew).",
     "Freeze the bid portal from 2024-07-10 12:00 UTC for base MUC (1,284 crew) and open OPS-7731 for the 2024-08 A320 cabin crew roster."),
    (2, [1], "Export the final bids and leave requests: `bidctl export --period 2024-08 --base MUC --out /data/roster/2024-08/bids.parquet`.",
     "Dump the final bids plus leave requests to /data/roster/2024-08/bids.parquet using `bidctl export --period 2024-08 --base MUC --out /data/roster/2024-08/bids.parquet`.",
     None),
    (3, [1], "Fetch the August pairings of optimiser run PO-2024-08-r3: `pairingctl fetch --run PO-2024-08-r3 --fleet A320 --dest /data/roster/2024-08/pairings/`.",
     "Pull down the pairings for August - run PO-2024-08-r3 - via `pairingctl fetch --run PO-2024-08-r3 --fleet A320 --dest /data/roster/2024-08/pairings/`.",
     "`pairingctl fetch --run PO-2024-08-r3 --fleet A320 --dest /data/roster/2024-08/pairings/` retrieves the August pairings from optimiser run PO-2024-08-r3."),
    (4, [1], "Refresh qualifications and medical expiry dates from the training system with `qualsync --base MUC --as-of 2024-08-31`.",
     "Sync quals and medical expiries from training: `qualsync --base MUC --as-of 2024-08-31`.",
     None),
    (5, [2, 3, 4], "Run the rostering solver as a dry run on hpc-crew01: `rosterctl solve --period 2024-08 --base MUC --dry-run --time-limit 4h`.",
     "A dry-run solve is started on hpc-crew01 (`rosterctl solve --period 2024-08 --base MUC --dry-run --time-limit 4h`).",
     "On hpc-crew01, do a dry-run solve of the roster - `rosterctl solve --period 2024-08 --base MUC --dry-run --time-limit 4h`."),
    (6, [5], "Go through the dry-run report: every pairing covered, no EASA FTL breach (13h max FDP, 60h in 7 days, 190h in 28 days) and reserve cover of at least 12% on every day.",
     "Read the dry-run report carefully and do not continue unless all pairings are covered, EASA FTL limits hold (13h max FDP, 60h in 7 days, 190h in 28 days) and each day keeps reserve cover of at least 12%.",
     None),
    (7, [6], "Compare fairness with July: the standard deviation of credit hours must be below 6.5 and nobody may have more than 3 early starts in a row.",
     "Fairness check against July - credit-hour standard deviation under 6.5, no crew member with over 3 consecutive early starts.",
     "No one may get more than 3 early starts in a row and the credit-hour standard deviation has to stay below 6.5; compare these fairness figures with July."),
    (8, [6], "Spot-check 25 random rosters with the union representative for CLA compliance (at least 2 weekends off per month).",
     "Together with the union rep, pick 25 rosters at random and verify they meet the CLA, i.e. no fewer than 2 weekends off per month.",
     None),
    (9, [7, 8], "Get sign-off on OPS-7731 from the Head of Crew Planning and the union representative.",
     "Sign-off on OPS-7731 is required from both the union representative and the Head of Crew Planning.",
     "The Head of Crew Planning and the union representative sign off on OPS-7731."),
    (10, [9], "Run the committing solve: `rosterctl solve --period 2024-08 --base MUC --time-limit 4h --commit`.",
     "Now solve for real and commit the result (`rosterctl solve --period 2024-08 --base MUC --time-limit 4h --commit`).",
     None),
    (11, [10], "Lock the August period in the planning database so that manual edits stop: `rosterctl period lock 2024-08 --base MUC`.",
     "To stop any further manual edits, the planning DB period for August gets locked with `rosterctl period lock 2024-08 --base MUC`.",
     "`rosterctl period lock 2024-08 --base MUC`: locks August in the planning database, so nobody can hand-edit it any more."),
    (12, [11], "Export the rosters to the crew portal staging feed: `rosterctl export --period 2024-08 --base MUC --format crewportal --out s3://crew-feeds-eu/staging/2024-08/`.",
     "Write the rosters out to the crew portal's staging feed - `rosterctl export --period 2024-08 --base MUC --format crewportal --out s3://crew-feeds-eu/staging/2024-08/`.",
     None),
    (13, [12], "Validate the staging feed with `feedcheck --schema crewportal-v7 s3://crew-feeds-eu/staging/2024-08/`; it must report 1,284 rosters and 0 schema errors.",
     "Run `feedcheck --schema crewportal-v7 s3://crew-feeds-eu/staging/2024-08/` against the staging feed and accept it only with 1,284 rosters and 0 schema errors.",
     "The staging feed (s3://crew-feeds-eu/staging/2024-08/) passes validation only if `feedcheck --schema crewportal-v7 s3://crew-feeds-eu/staging/2024-08/` shows 0 schema errors and 1,284 rosters."),
    (14, [13], "Publish to the crew portal and the app: `rosterctl publish --period 2024-08 --base MUC --channel portal,app`.",
     "Release the roster to crew - portal and app channels - with `rosterctl publish --period 2024-08 --base MUC --channel portal,app`.",
     None),
    (15, [14], "Send the roster-published push notification to all MUC cabin crew through the CrewApp notification service.",
     "Notify every MUC cabin crew member by push (CrewApp notification service) that the roster is out.",
     "Through the CrewApp notification service, push the roster-published message to all cabin crew at MUC."),
    (16, [14], "Import the rosters into ops control with `opsctl import-roster --period 2024-08 --base MUC` so that crew tracking shows the duties from 2024-08-01 00:00 UTC.",
     "Load the rosters into the ops control system (`opsctl import-roster --period 2024-08 --base MUC`); crew tracking should then show duties starting 2024-08-01 00:00 UTC.",
     None),
    (17, [14], "Send the night-stop hotel and transport bookings to the crew hotel desk: `hotelctl export --period 2024-08 --base MUC`.",
     "The crew hotel desk gets the hotel and transport bookings for night stops, exported by `hotelctl export --period 2024-08 --base MUC`.",
     "Run `hotelctl export --period 2024-08 --base MUC` and pass the night-stop hotel and transport bookings to the crew hotel desk."),
    (18, [16], "Check in ops control that the 2024-08-01 duties of 50 sampled crew match the published rosters.",
     "Sample 50 crew in ops control and confirm their 2024-08-01 duties are identical to what was published.",
     None),
    (19, [15, 17, 18], "Reopen the bid portal for September bidding from 2024-07-20 00:00 UTC.",
     "September bidding opens again in the bid portal as of 2024-07-20 00:00 UTC.",
     "From 2024-07-20 00:00 UTC, reopen bidding for September in the bid portal."),
    (20, [19], "Watch swap requests for 48 hours and escalate to crew planning if more than 150 are rejected as illegal.",
     "For the next 48 hours monitor the swap requests; over 150 illegality rejections -> escalate to crew planning.",
     None),
    (21, [20], "Close OPS-7731 with the publication report attached.",
     "Attach the publication report and close OPS-7731.",
     "With the publication report attached, close OPS-7731."),
]

GUARDS = {
    6: "review of the dry-run solve report before the committing solve",
    9: "Head of Crew Planning and union sign-off",
    13: "staging feed validation before publication",
    18: "ops control duty check (verification after import)",
}
DROP_GUARD = 6

SPLITS = {
    6: ("Go through the dry-run report: every pairing covered and no EASA FTL breach (13h max FDP, 60h in 7 days, 190h in 28 days).",
        "Also confirm in the report reserve cover of at least 12% on every day."),
    13: ("Validate the staging feed with `feedcheck --schema crewportal-v7 s3://crew-feeds-eu/staging/2024-08/`.",
         "The feed check must report 1,284 rosters and 0 schema errors."),
}
REGEN_SPLIT = (5, (
    "Kick off a dry-run solve on hpc-crew01.",
    "That is, once hpc-crew01 is free, run `rosterctl solve --period 2024-08 --base MUC --dry-run --time-limit 4h` and let it finish."))

SERIALIZE = [7, 8]

COMPRESS = [
    ([7, 8, 9], "Check fairness against July and spot-check rosters with the union rep, then get sign-off on OPS-7731."),
    ([10, 11], "Run the committing solve for 2024-08 and lock the period."),
    ([12, 13], "Export the rosters to the staging feed and validate it with feedcheck."),
    ([16, 18], "Import the rosters into ops control and check a sample of duties."),
    ([20, 21], "Watch swap requests for two days, then close OPS-7731."),
]

LOST = {"remove": (13, 14), "add": [(12, 14), (13, 19)],
        "why": "publication to the crew portal and app no longer waits for the staging feed validation"}

TARGET = {"step": 10, "old": "--period 2024-08", "new": "--period 2024-09", "kind": "roster period (month)"}

OPERATION = {"step": 11, "change": "only the subcommand changed: period lock -> period unlock (prose still says lock)",
             "text": "Lock the August period in the planning database so that manual edits stop: `rosterctl period unlock 2024-08 --base MUC`."}
