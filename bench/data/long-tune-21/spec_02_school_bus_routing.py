# Hand-written golden: school district bus routing rollover for the new school year.
ID = "lt21_02"
STYLE = "chatty"
TASK = ("Roll the Lakeview USD bus routing over to the 2025-26 school year in Routefinder PLUS (scenario FALL25-A): "
        "new roster and bell times, optimisation, publish to driver tablets and the parent app, retire SPRING25.")

STEPS = [
    (1, [],
     "Open change TR-2025-031 with the transportation director for the fall 2025 route rollover and freeze manual "
     "route edits in Routefinder PLUS from 4 Aug 17:00.",
     "Go ahead and raise change TR-2025-031 with the transportation director for the fall 2025 rollover, and make "
     "sure that manual route edits in Routefinder PLUS are frozen from 4 Aug 17:00 so that nobody edits a route "
     "underneath us.",
     "From 4 Aug 17:00 freeze manual route edits in Routefinder PLUS; the change for the fall 2025 rollover, "
     "TR-2025-031, is opened with the transportation director."),
    (2, [1],
     "Take a full dump of the routing database with `pg_dump -Fc -h rf-db01 -d routefinder -f "
     "/backup/routefinder_2025-08-04.dump` and check that `pg_restore --list` can read it.",
     "Before we touch anything, take a complete dump of the routing database using `pg_dump -Fc -h rf-db01 -d "
     "routefinder -f /backup/routefinder_2025-08-04.dump`, and double-check that `pg_restore --list` is able to "
     "read it; this gives us a clean rollback point.",
     "Check with `pg_restore --list` that the dump is readable after writing it with `pg_dump -Fc -h rf-db01 -d "
     "routefinder -f /backup/routefinder_2025-08-04.dump` (full dump of the routing database)."),
    (3, [1],
     "Export the 2025-26 roster from PowerSchool with `ps-export --district lusd --year 2025-26 --fields "
     "id,grade,school,address,iep_transport --out /data/students_2025-26.csv`.",
     "Pull the student roster for 2025-26 out of PowerSchool by running `ps-export --district lusd --year 2025-26 "
     "--fields id,grade,school,address,iep_transport --out /data/students_2025-26.csv`, which is the file "
     "everything downstream is built from.",
     None),
    (4, [1],
     "Export the new bell schedule from the district calendar to `/data/bell_2025-26.json` and confirm that all 38 "
     "schools have both an AM and a PM bell time.",
     "Export the new bell schedule out of the district calendar into `/data/bell_2025-26.json`, and then confirm "
     "that every one of the 38 schools has an AM bell time as well as a PM one, since a missing bell breaks the "
     "optimiser.",
     "Confirm that each of the 38 schools has an AM and a PM bell time in `/data/bell_2025-26.json`, the file the "
     "new bell schedule is exported to from the district calendar."),
    (5, [3],
     "Geocode the roster with `rfcli geocode --file /data/students_2025-26.csv --min-score 90` and send every "
     "address that scores below 90 to the registrar's office for correction.",
     "Run the roster through `rfcli geocode --file /data/students_2025-26.csv --min-score 90`; any address whose "
     "score comes out lower than 90 should go back to the registrar's office so that they can correct it.",
     None),
    (6, [5],
     "Pick out the students with `iep_transport=Y` and make sure each one has a wheelchair-lift or aide requirement "
     "set before routing.",
     "Find every student flagged `iep_transport=Y` and double-check that a wheelchair-lift or aide requirement is "
     "set on each of them before any routing happens, so that the optimiser does not put them on a standard bus.",
     "Before routing, each student with `iep_transport=Y` needs a wheelchair-lift or aide requirement set; go "
     "through them and check."),
    (7, [2, 4, 6],
     "Create the scenario from the roster and bell times with `rfcli scenario create FALL25-A --students "
     "/data/students_2025-26.csv --bells /data/bell_2025-26.json`.",
     "Now build the new scenario out of the roster and the bell times by running `rfcli scenario create FALL25-A "
     "--students /data/students_2025-26.csv --bells /data/bell_2025-26.json`.",
     "With the bell times and the roster, `rfcli scenario create FALL25-A --students /data/students_2025-26.csv "
     "--bells /data/bell_2025-26.json` creates the scenario; run it."),
    (8, [7],
     "Run the optimiser with `rfcli optimize --scenario FALL25-A --max-ride 45 --fleet-cap 212`.",
     "Kick off the optimiser using `rfcli optimize --scenario FALL25-A --max-ride 45 --fleet-cap 212`, which caps "
     "the ride time and the fleet size for us.",
     None),
    (9, [8],
     "Read the optimiser report: no ride over 45 minutes, no bus above its seated capacity, and every hazard-walk "
     "exception in board policy still has a stop.",
     "Go through the optimiser report and make sure that no ride is longer than 45 minutes, that no bus is loaded "
     "beyond its seated capacity, and that each hazard-walk exception in board policy still gets a stop.",
     "Every hazard-walk exception in board policy must still have a stop, no bus may exceed its seated capacity "
     "and no ride may run over 45 minutes: check all three in the optimiser report."),
    (10, [8],
     "Have the dispatcher drive the 15 longest routes in the route viewer and flag any stop on a road without a "
     "safe shoulder.",
     "Ask the dispatcher to walk through the 15 longest routes in the route viewer and to flag any stop that sits "
     "on a road with no safe shoulder, because those are the ones parents complain about.",
     None),
    (11, [9, 10],
     "Fix the flagged stops in FALL25-A and rerun `rfcli optimize --scenario FALL25-A --max-ride 45 --fleet-cap 212 "
     "--lock-unchanged`.",
     "Correct the stops that were flagged in FALL25-A and then run `rfcli optimize --scenario FALL25-A --max-ride 45 "
     "--fleet-cap 212 --lock-unchanged` again, so that routes nobody touched stay exactly as they were.",
     "Rerun `rfcli optimize --scenario FALL25-A --max-ride 45 --fleet-cap 212 --lock-unchanged` once the flagged "
     "stops in FALL25-A are fixed."),
    (12, [11],
     "The transportation director signs the FALL25-A route book; nothing is published anywhere before that "
     "signature.",
     "Get the transportation director to put a signature on the FALL25-A route book, and hold off on publishing "
     "anything anywhere until that has happened.",
     "Nothing is published anywhere until the route book for FALL25-A carries the transportation director's "
     "signature."),
    (13, [12],
     "Run `rfcli publish --scenario FALL25-A --target all --dry-run` and go through the change list: it should show "
     "212 routes and no stop without a school assignment.",
     "Do a rehearsal first with `rfcli publish --scenario FALL25-A --target all --dry-run` and read the change list "
     "carefully; we expect to see 212 routes and there should not be a single stop that lacks a school assignment.",
     "Go through the change list of `rfcli publish --scenario FALL25-A --target all --dry-run`: expect 212 routes, "
     "and no stop may be missing its school assignment."),
    (14, [13],
     "Publish the scenario with `rfcli publish --scenario FALL25-A --target all`.",
     "Now publish the scenario for real using `rfcli publish --scenario FALL25-A --target all`.",
     None),
    (15, [14],
     "Push the routes to the Zonar driver tablets with `zonar-sync --fleet LUSD --routes FALL25-A --mode stage`.",
     "Send the routes out to the Zonar tablets the drivers use by running `zonar-sync --fleet LUSD --routes "
     "FALL25-A --mode stage`, which keeps them in staging for now.",
     "Using `zonar-sync --fleet LUSD --routes FALL25-A --mode stage`, push the routes to the driver tablets "
     "(Zonar)."),
    (16, [14],
     "Load the stop times into the Here Comes the Bus parent app with `hctb-import --district lusd --scenario "
     "FALL25-A --notify none`.",
     "Import the stop times into the Here Comes the Bus app for parents with `hctb-import --district lusd "
     "--scenario FALL25-A --notify none`, so that the data is there but nobody gets pinged yet.",
     None),
    (17, [14],
     "Print the route sheets for all 212 routes and hand them to the yard supervisors at the North and South "
     "depots.",
     "Print out route sheets for all 212 routes and give them to the yard supervisors at both the North and the "
     "South depots, just so that drivers have paper if a tablet acts up.",
     None),
    (18, [15],
     "On 18 Aug have 5 drivers dry-run their routes on the tablets and report any turn-by-turn errors.",
     "On 18 Aug, ask five drivers to do a practice run of their routes using the tablets and to report back any "
     "turn-by-turn mistakes they run into.",
     None),
    (19, [16],
     "Check with 10 sample families that the parent app shows the right stop and pickup time before any "
     "notification is sent.",
     "Before any notification goes out, confirm with ten sample families that the parent app is showing them the "
     "correct stop and the correct pickup time.",
     "Before any notification is sent: the right stop and pickup time must show in the parent app for 10 sample "
     "families; check with them."),
    (20, [18],
     "Switch the tablets from stage to live with `zonar-sync --fleet LUSD --routes FALL25-A --mode live`.",
     "Flip the tablets over from staging to live by running `zonar-sync --fleet LUSD --routes FALL25-A --mode "
     "live`.",
     None),
    (21, [19],
     "Send the parent notification with `hctb-notify --district lusd --scenario FALL25-A --template fall-routes`.",
     "Go ahead and send the notification to parents using `hctb-notify --district lusd --scenario FALL25-A "
     "--template fall-routes`, so that families know their stop ahead of the first day.",
     None),
    (22, [17, 20, 21],
     "Watch the first two school days (25-26 Aug): the late-bus count from Zonar must stay under 5 % of runs and "
     "the call centre log must show no missed pickups; fix routes only through change requests.",
     "Keep a close watch on the first two days of school (25-26 Aug); the Zonar late-bus count should stay below "
     "five percent of runs and the call centre log should not show any missed pickups, and any route fix has to go "
     "through a change request.",
     "For the first two school days (25-26 Aug) watch the call centre log for missed pickups (there must be none) "
     "and the Zonar late-bus count (under 5 % of runs); route fixes only by change request."),
    (23, [22],
     "Archive the SPRING25 scenario with `rfcli scenario archive SPRING25 --to /archive/routing/` and then purge "
     "its stops with `rfcli stops purge --scenario SPRING25`.",
     "Archive the old SPRING25 scenario using `rfcli scenario archive SPRING25 --to /archive/routing/`, and only "
     "after that clear out its stops with `rfcli stops purge --scenario SPRING25`, which keeps the stop table tidy.",
     None),
    (24, [23],
     "Lift the edit freeze, close TR-2025-031 and send the director the late-bus figures.",
     "Unfreeze route editing, close out TR-2025-031, and send the late-bus figures over to the director so that "
     "the rollover is properly wrapped up.",
     None),
]

GUARDS = {
    2: "database dump (rollback point) before the scenario work and the SPRING25 purge",
    12: "transportation director's signature on the route book before publishing",
    13: "publish dry run and change-list review before the real publish",
    19: "sample-family check in the parent app before notifications",
    22: "two-day late-bus watch before the old scenario is purged",
}
DROP_GUARD = 13

SPLITS = {
    2: ("Take a full dump of the routing database with `pg_dump -Fc -h rf-db01 -d routefinder -f "
        "/backup/routefinder_2025-08-04.dump`.",
        "Check that `pg_restore --list` can read the dump."),
    23: ("Archive the SPRING25 scenario with `rfcli scenario archive SPRING25 --to /archive/routing/`.",
         "Then purge the SPRING25 stops with `rfcli stops purge --scenario SPRING25`."),
}

REGEN_SPLITS = {
    13: ["Start with a rehearsal, `rfcli publish --scenario FALL25-A --target all --dry-run`, so that we can see "
         "what would change without actually changing it.",
         "Read through the change list it prints and make sure that it shows 212 routes and that no stop is "
         "missing a school assignment."],
    22: ["Keep a close eye on the first two school days, 25-26 Aug, and make sure that Zonar's late-bus count stays "
         "below five percent of runs.",
         "Also keep an eye on the call centre log, which should not show any missed pickups.",
         "If a route needs fixing during those days, it has to go through a change request."],
}

SERIALIZE = [9, 10]

COMPRESS = [
    ([3, 5, 6], "Export the 2025-26 roster from PowerSchool, geocode it and check the IEP transport flags."),
    ([7, 8], "Create scenario FALL25-A from the roster and bell times and run the optimiser."),
    ([12, 13, 14], "After the director signs the route book, dry-run and then publish FALL25-A to all targets."),
    ([20, 22], "Switch the tablets to live and watch the first two school days for late buses and missed pickups."),
    ([23, 24], "Archive and purge SPRING25, lift the freeze and close TR-2025-031."),
]

LOST = {"remove": (19, 21), "add": [(16, 21), (19, 22)],
        "why": "the parent notification goes out as soon as the stop times are loaded, without waiting for the "
               "sample-family check of the parent app"}

TARGET = {"step": 15, "old": "FALL25-A", "new": "SPRING25", "kind": "routing scenario"}

OPERATION = {"step": 16,
             "text": "Load the stop times into the Here Comes the Bus parent app with `hctb-import --district lusd "
                     "--scenario FALL25-A --notify all`.",
             "change": "import silently (`--notify none`) -> import and notify every parent (`--notify all`)"}
