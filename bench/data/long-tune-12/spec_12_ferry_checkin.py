ID = "lt12_12"
TASK = "Port Kellan ferry terminal: move the FerryCheck vehicle check-in and deck plan database from fc-db-old to fc-db02 overnight, before the 06:15 sailing"

STEPS = [
 (1, [], "Open CHG-FRY-1409: FerryCheck database move fc-db-old -> fc-db02 (PostgreSQL 15), 2025-11-02 00:30-05:00, between the 23:45 and 06:15 sailings.",
  "Raise CHG-FRY-1409 to move the FerryCheck database from fc-db-old to fc-db02 (PostgreSQL 15) on 2025-11-02 00:30-05:00, in the gap between the 23:45 and 06:15 sailings.",
  "Between the 23:45 and 06:15 sailings (2025-11-02 00:30-05:00), CHG-FRY-1409 moves the FerryCheck database fc-db-old -> fc-db02 (PostgreSQL 15)."),
 (2, [1], "Once the 23:45 sailing has left, the terminal duty manager gives the go in CHG-FRY-1409.",
  "Get the go from the terminal duty manager in CHG-FRY-1409, and only after the 23:45 sailing has departed.",
  None),
 (3, [2], "Stop the check-in app: `systemctl stop ferrycheck` on fc-app01 and fc-app02.",
  "On fc-app01 and fc-app02, shut the check-in app down with `systemctl stop ferrycheck`.",
  "`systemctl stop ferrycheck` on fc-app01 and fc-app02 stops the check-in app."),
 (4, [3], "`pg_dump -Fc -d ferrycheck -f /srv/fc/keep/ferrycheck-20251102.dump` on fc-db-old",
  "Dump the database on fc-db-old: `pg_dump -Fc -d ferrycheck -f /srv/fc/keep/ferrycheck-20251102.dump`.",
  None),
 (5, [4], "Restore into fc-db02: `pg_restore -d ferrycheck -j 4 /srv/fc/keep/ferrycheck-20251102.dump`.",
  "Load the dump on fc-db02 with `pg_restore -d ferrycheck -j 4 /srv/fc/keep/ferrycheck-20251102.dump`.",
  "`pg_restore -d ferrycheck -j 4 /srv/fc/keep/ferrycheck-20251102.dump` restores into fc-db02."),
 (6, [5], "Run `SELECT count(*)` on bookings, vehicles and deck_plans on both servers; every count must be equal.",
  "Compare `SELECT count(*)` for bookings, vehicles and deck_plans between the two servers and accept only identical counts.",
  None),
 (7, [5], "On fc-db02, the 06:15 sailing shows its 184 pre-booked vehicles and its deck plan.",
  "Look up the 06:15 sailing on fc-db02: its deck plan and all 184 pre-booked vehicles must be there.",
  "Its 184 pre-booked vehicles and deck plan must show for the 06:15 sailing on fc-db02."),
 (8, [6, 7], "Repoint both app servers: `fcctl config set db.host fc-db02.port.local`.",
  "Switch the app servers over to the new database with `fcctl config set db.host fc-db02.port.local`.",
  None),
 (9, [8], "Start the app: `systemctl start ferrycheck` on fc-app01 and fc-app02.",
  "Bring the check-in app up again on fc-app01 and fc-app02 using `systemctl start ferrycheck`.",
  "`systemctl start ferrycheck` starts the app on fc-app01 and fc-app02."),
 (10, [9], "Check in test booking TST-0001 at lane 3: the boarding card prints and a vehicle height class is assigned.",
  "At lane 3, run test booking TST-0001 through check-in and make sure a height class is assigned and the boarding card comes out.",
  None),
 (11, [9], "The loading officer compares the 06:15 deck plan printout with MV Kellan Star's 2 decks.",
  "Have the loading officer check the printed deck plan for the 06:15 against the 2 decks of MV Kellan Star.",
  "MV Kellan Star's 2 decks must match the 06:15 deck plan printout; the loading officer compares them."),
 (12, [10, 11], "Open the check-in lanes at 05:00: `fcctl lanes open --all`.",
  "At 05:00, run `fcctl lanes open --all` to open the check-in lanes.",
  None),
 (13, [12], "For the first 30 minutes of check-in: no kiosk errors and no lane queue longer than 10 vehicles.",
  "Watch check-in for its first 30 minutes, expecting zero kiosk errors and lane queues of 10 vehicles at most.",
  "No kiosk errors, no lane queue over 10 vehicles - over the first 30 minutes of check-in."),
 (14, [13], "Make fc-db-old read-only: `ALTER SYSTEM SET default_transaction_read_only = on`.",
  "Turn fc-db-old read-only with `ALTER SYSTEM SET default_transaction_read_only = on`.",
  None),
 (15, [14], "Close CHG-FRY-1409.",
  "Mark CHG-FRY-1409 closed.",
  None),
]

GUARDS = {
 2: "go from the terminal duty manager after the last sailing (approval)",
 4: "pg_dump before the move, command only (does not say what it protects)",
 6: "row-count comparison between the servers before repointing",
 7: "spot-check of the next sailing's data",
 10: "test check-in before opening lanes",
 13: "30-minute watch before making the old DB read-only",
}
DROP_GUARD = 6

SPLITS = {
 6: ("Run `SELECT count(*)` on bookings, vehicles and deck_plans on both servers.",
     "Every count must be equal."),
 10: ("Check in test booking TST-0001 at lane 3.",
      "The boarding card must print and a vehicle height class must be assigned."),
}
REGEN_SPLIT = (11, (
 "The loading officer takes the deck plan printout for the 06:15.",
 "It is compared with the 2 decks of MV Kellan Star.",
))
SERIALIZE = [10, 11]
COMPRESS = [
 ([1, 2], "Open CHG-FRY-1409 for the FerryCheck DB move and get the duty manager's go."),
 ([3, 4], "Stop FerryCheck and dump the database."),
 ([8, 9], "Point the app servers at fc-db02 and start FerryCheck."),
 ([14, 15], "Make fc-db-old read-only and close the change."),
]
LOST = {"remove": (2, 3), "add": [(1, 3), (2, 8)],
        "why": "the check-in app is stopped without waiting for the duty manager's go after the 23:45 sailing"}
TARGET = {"step": 8, "old": "fc-db02.port.local", "new": "fc-db01.port.local", "kind": "host (database)"}
OPERATION = {"step": 3, "change": "only a subcommand changed: `systemctl stop` -> `systemctl restart`, so the app keeps writing during the dump",
 "text": "Stop the check-in app: `systemctl restart ferrycheck` on fc-app01 and fc-app02."}
