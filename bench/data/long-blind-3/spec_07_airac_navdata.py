# Hand-written golden: fleet-wide FMS navigation database update for an AIRAC cycle (airline engineering).
ID = "lb3_07"
DOMAIN = "AIRAC 2407 FMS nav database rollout to an A320 fleet"
TASK = ("Load the Jeppesen AIRAC 2407 navigation database (effective 2024-07-11) into the FMS of all 64 "
        "A320-family aircraft, with crew bulletin and EFB charts, under engineering order EO-24-0193.")

STEPS = [
    (1, [],
     "Receive the Jeppesen AIRAC 2407 package A320_FMS_2407.zip (effective 2024-07-11) and open engineering order EO-24-0193.",
     "Open engineering order EO-24-0193 once the Jeppesen package A320_FMS_2407.zip for AIRAC 2407, effective 2024-07-11, has arrived.",
     "Open engineering order EO-24-0193 on receipt of A320_FMS_2407.zip, the Jeppesen AIRAC 2407 package (effective 2024-07-11)."),
    (2, [1],
     "Check package integrity before anything else: `sha256sum -c A320_FMS_2407.sha256` must print OK and the Jeppesen CRC in the loader report must match the delivery note.",
     "First make sure the package is intact: `sha256sum -c A320_FMS_2407.sha256` has to say OK, and the Jeppesen CRC in the loader report must agree with the delivery note.",
     "`sha256sum -c A320_FMS_2407.sha256` must print OK and the Jeppesen CRC in the loader report must match the delivery note; check package integrity before anything else."),
    (3, [1],
     "Go through the Jeppesen change summary for the 43 airline destinations and flag every changed SID, STAR and approach.",
     "Read the Jeppesen change summary for all 43 destinations the airline serves and mark each SID, STAR or approach that changed.",
     None),
    (4, [2],
     "Load the database on FMS test bench B2 and fly the 120 company test routes; every waypoint difference against the 2406 baseline must be explained by the change summary.",
     "Put the database on FMS test bench B2 and run the 120 company test routes, accepting a waypoint difference from the 2406 baseline only where the change summary explains it.",
     "On FMS test bench B2, load the database and fly the 120 company test routes; the change summary must explain every waypoint difference against the 2406 baseline."),
    (5, [3],
     "Flight Ops Engineering and the chief pilot review the changed company procedures and draft crew bulletin CB-2407.",
     "Draft crew bulletin CB-2407 after the chief pilot and Flight Ops Engineering have reviewed the changed company procedures.",
     None),
    (6, [4, 5],
     "Obtain approval of the nav data on EO-24-0193 from the Flight Ops Engineering manager and from Quality (Part-CAMO).",
     "EO-24-0193 needs two signatures on the nav data, the Flight Ops Engineering manager's and Quality's (Part-CAMO); get both.",
     "From the Flight Ops Engineering manager and from Quality (Part-CAMO), obtain approval of the nav data on EO-24-0193."),
    (7, [6],
     "Copy A320_FMS_2407.zip to the PDL kits at the 6 line stations (FRA, MUC, HAM, DUS, BER, STR) and rerun `sha256sum -c A320_FMS_2407.sha256` on each kit.",
     "Distribute A320_FMS_2407.zip to the PDL kits of the 6 line stations (FRA, MUC, HAM, DUS, BER, STR), verifying each kit again with `sha256sum -c A320_FMS_2407.sha256`.",
     None),
    (8, [6],
     "Publish CB-2407 and the FliteDeck Pro chart update to the pilot channel, scheduled for 2024-07-10 12:00 UTC.",
     "Schedule CB-2407 together with the FliteDeck Pro chart update on the pilot channel for 2024-07-10 12:00 UTC.",
     "Scheduled for 2024-07-10 12:00 UTC, publish CB-2407 and the FliteDeck Pro chart update to the pilot channel."),
    (9, [6],
     "Have Maintenance Control raise work packages WP-2407-01 to WP-2407-64 in AMOS for night stops between 2024-07-08 and 2024-07-10.",
     "Maintenance Control creates the AMOS work packages WP-2407-01 to WP-2407-64, planned on night stops from 2024-07-08 to 2024-07-10.",
     None),
    (10, [7, 9],
     "Pilot load on 4 tails (D-AIUA, D-AIUB, D-AIUC, D-AIUD): load 2407 into the standby database slot only, leaving 2406 active until 2024-07-11.",
     "On the 4 pilot tails D-AIUA, D-AIUB, D-AIUC and D-AIUD, put 2407 into the standby database slot and nothing else, so 2406 stays active until 2024-07-11.",
     "Load 2407 into the standby database slot only, leaving 2406 active until 2024-07-11, on 4 pilot tails (D-AIUA, D-AIUB, D-AIUC, D-AIUD)."),
    (11, [10],
     "After 2 sectors on each pilot tail, check the MCDU IDENT page (standby 11JUL-07AUG/24, active still 2406) and confirm no FMS fault messages in the tech log.",
     "Once each pilot tail has flown 2 sectors, look at the MCDU IDENT page, expecting standby 11JUL-07AUG/24 and active still 2406, and make sure the tech log shows no FMS fault messages.",
     "Confirm no FMS fault messages in the tech log and check the MCDU IDENT page (standby 11JUL-07AUG/24, active still 2406) after 2 sectors on each pilot tail."),
    (12, [11],
     "Fleet load: the remaining 60 tails get 2407 in the standby slot through their AMOS work packages, same rule as the pilot tails.",
     "Roll the 2407 database out to the other 60 tails via their AMOS work packages, again into the standby slot exactly as on the pilot tails.",
     None),
    (13, [12],
     "Confirm in AMOS that 64 of 64 WP-2407 tasks are signed off, each with a photo of the IDENT page attached.",
     "Check that AMOS shows all 64 of 64 WP-2407 tasks signed off and that every one carries a photo of the IDENT page.",
     "Each with a photo of the IDENT page attached, 64 of 64 WP-2407 tasks must be signed off in AMOS."),
    (14, [12],
     "Spot-check 6 tails from the fleet load, one per station, with a second engineer reading the IDENT page.",
     "Pick 6 tails loaded in the fleet wave, one at each station, and have a second engineer read their IDENT page.",
     None),
    (15, [8],
     "Check the FliteDeck Pro admin console: at least 98% of the 210 crew iPads must be on chart cycle 2407 by 2024-07-10 22:00 UTC.",
     "By 2024-07-10 22:00 UTC, the FliteDeck Pro admin console has to show chart cycle 2407 on 98% or more of the 210 crew iPads.",
     "At least 98% of the 210 crew iPads must be on chart cycle 2407 by 2024-07-10 22:00 UTC, per the FliteDeck Pro admin console."),
    (16, [13, 14, 15],
     "From 2024-07-11 00:00 UTC, crews swap the active database to 2407 on the IDENT page before the first flight of the day, as CB-2407 instructs.",
     "As instructed in CB-2407, crews make 2407 the active database on the IDENT page before the day's first flight, starting 2024-07-11 00:00 UTC.",
     None),
    (17, [16],
     "For 48 hours after the swap, review every tech log entry and ASR that mentions navigation data; a confirmed data error means a NavData alert to Jeppesen and a crew notice.",
     "Go through each tech log entry and ASR about navigation data during the 48 hours following the swap; any confirmed data error triggers a NavData alert to Jeppesen plus a crew notice.",
     "Any tech log entry or ASR that mentions navigation data in the 48 hours after the swap is reviewed; for a confirmed data error, send Jeppesen a NavData alert and issue a crew notice."),
    (18, [16],
     "Record nav database part number A320_FMS_2407 as installed on all 64 tails in the AMOS fleet configuration.",
     "Update the AMOS fleet configuration so all 64 tails show nav database part number A320_FMS_2407 installed.",
     None),
    (19, [17],
     "Delete A320_FMS_2406.zip from the 6 PDL kits and from bench B2 so the expired cycle cannot be loaded again.",
     "Remove A320_FMS_2406.zip from bench B2 and from each of the 6 PDL kits, making it impossible to reload the expired cycle.",
     "So the expired cycle cannot be loaded again, delete A320_FMS_2406.zip from bench B2 and the 6 PDL kits."),
    (20, [17],
     "Archive the 2407 package, bench results and sign-offs to s3://flightops-navdata-archive/2407/ with 7-year retention.",
     "Store the 2407 package together with the bench results and sign-offs in s3://flightops-navdata-archive/2407/ under a 7-year retention.",
     None),
    (21, [18, 19, 20],
     "Close EO-24-0193 with the compliance statement to the CAMO.",
     "Send the compliance statement to the CAMO and close EO-24-0193.",
     None),
]

GUARDS = {
    2: "package integrity check before any load",
    6: "nav data approval by Flight Ops Engineering and Quality",
    11: "pilot-tail check before the fleet load",
    13: "64 of 64 sign-off verification before the effective date",
    17: "48-hour watch before deleting the old cycle",
}
DROP_GUARD = 13

SPLITS = {
    4: ("Load the database on FMS test bench B2 and fly the 120 company test routes.",
        "Every waypoint difference against the 2406 baseline must be explained by the change summary."),
    16: ("From 2024-07-11 00:00 UTC, crews swap the active database to 2407.",
         "They do it on the IDENT page before the first flight of the day, as CB-2407 instructs."),
}
REGEN_SPLIT = (7, (
    "Put A320_FMS_2407.zip onto the PDL kits at all 6 line stations: FRA, MUC, HAM, DUS, BER and STR.",
    "On every kit, verify the copy once more using `sha256sum -c A320_FMS_2407.sha256`."))

SERIALIZE = [13, 14]

COMPRESS = [
    ([1, 2], "Receive A320_FMS_2407.zip, open EO-24-0193 and verify the checksum."),
    ([3, 5], "Review the change summary for the 43 destinations and draft crew bulletin CB-2407."),
    ([10, 11], "Load 2407 into the standby slot on the 4 pilot tails and check the IDENT page after 2 sectors."),
    ([12, 13, 14], "Load the remaining tails via AMOS and confirm all 64 are signed off, with a spot check."),
    ([17, 19], "Watch nav data reports for 48 hours, then delete the 2406 package from the PDL kits."),
]

LOST = {"remove": (11, 12), "add": [(10, 12), (11, 16)],
        "why": "the fleet load (step 12) starts right after the pilot load, no longer waiting for the IDENT page and fault check of the pilot tails (step 11)",
        "pattern": "next wave no longer waits for a health check"}

TARGET = {"step": 16, "old": "2024-07-11", "new": "2024-06-13", "kind": "date (effective date)"}

OPERATION = {"step": 10,
             "text": "Pilot load on 4 tails (D-AIUA, D-AIUB, D-AIUC, D-AIUD): load 2407 into the active database slot and make it active now, ahead of 2024-07-11.",
             "change": "load into the standby slot -> load and activate immediately"}
