# lt8_04 - robotics warehouse fleet: AMR fleet manager and robot firmware 4.8.2 -> 4.9.0, zone by zone
# Regeneration style for paraphrases: (b) chatty, explanatory, adds rationale.
ID = "lt8_04"
TASK = "Upgrade the AMR fleet manager and robot firmware at DC-Reno from 4.8.2 to 4.9.0, piloting in zone A before zones B and C"

STEPS = [
    (1, [], "Open CHG-40981 for the 4.8.2 -> 4.9.0 fleet upgrade at DC-Reno and agree the Sunday 02:00-05:00 PST window with the shift lead.",
     "To start, open CHG-40981 covering the 4.8.2 -> 4.9.0 fleet upgrade at DC-Reno, and agree the Sunday 02:00-05:00 PST window with the shift lead so that picking volume is at its lowest.",
     "Agree the Sunday 02:00-05:00 PST window with the shift lead and open CHG-40981 for the DC-Reno fleet upgrade (4.8.2 -> 4.9.0)."),
    (2, [1], "Back up the fleet database: `pg_dump -Fc -h fleetdb01 -d fleet -f /backup/fleet-2024-10-06.dump`.",
     "Take a database dump first with `pg_dump -Fc -h fleetdb01 -d fleet -f /backup/fleet-2024-10-06.dump`, so that there is something to roll back to if the schema migration misbehaves.",
     None),
    (3, [1], "Export the site map and zone configuration: `fleetctl map export --site reno --out /backup/reno-map-v118.json`.",
     "It is also worth exporting the site map and zone configuration with `fleetctl map export --site reno --out /backup/reno-map-v118.json`, to make sure the map can be restored exactly as it is today.",
     "Save the map and zone configuration of the reno site to /backup/reno-map-v118.json (`fleetctl map export --site reno --out /backup/reno-map-v118.json`)."),
    (4, [1], "Drain zone A with `fleetctl zone drain A --finish-tasks --timeout 20m` so the robots finish their picks and park on chargers.",
     "Next, drain zone A using `fleetctl zone drain A --finish-tasks --timeout 20m`; this lets every robot complete the pick it is on and park on a charger instead of stopping mid-aisle.",
     None),
    (5, [2, 3], "Run the upgrade as a dry run, `fleetctl upgrade --to 4.9.0 --dry-run`, and review the migration plan for schema changes and API deprecations.",
     "Before changing anything for real, run `fleetctl upgrade --to 4.9.0 --dry-run` and read through the migration plan it prints, so that schema changes and API deprecations are known in advance.",
     "Review the schema changes and API deprecations listed by a dry run of the upgrade (`fleetctl upgrade --to 4.9.0 --dry-run`)."),
    (6, [5], "Get the site operations manager's go-ahead in CHG-40981.",
     "Once the plan looks sane, ask the site operations manager for the go-ahead and have it recorded in CHG-40981, so the change is formally approved.",
     None),
    (7, [6], "Upgrade the fleet manager: `fleetctl upgrade --to 4.9.0`.",
     "With approval in hand, perform the real fleet manager upgrade by running `fleetctl upgrade --to 4.9.0`.",
     "Run `fleetctl upgrade --to 4.9.0` to upgrade the fleet manager."),
    (8, [7], "Check that `curl -s http://fleet-mgr01:8080/healthz` returns ok and that the active map is still v118.",
     "Then make sure the manager came back properly: `curl -s http://fleet-mgr01:8080/healthz` should answer ok, and the active map should still be v118, since the upgrade is not supposed to touch it.",
     None),
    (9, [8, 4], "Push firmware 4.9.0 to the 12 zone A robots: `fleetctl robots update --zone A --firmware 4.9.0 --max-parallel 4`.",
     "Now the 12 robots of zone A can get firmware 4.9.0 via `fleetctl robots update --zone A --firmware 4.9.0 --max-parallel 4`; limiting it to 4 at a time keeps enough chargers free.",
     "Update the zone A robots (12 of them) to firmware 4.9.0 with `fleetctl robots update --zone A --firmware 4.9.0 --max-parallel 4`."),
    (10, [9], "Start a 30-minute pilot in zone A at 50% task rate: `fleetctl zone resume A --task-rate 50`.",
     "Bring zone A back gently for a 30-minute pilot at 50% task rate with `fleetctl zone resume A --task-rate 50`, so that any problem shows up at low volume.",
     None),
    (11, [10], "Watch the pilot: no e-stops, localisation confidence above 0.92 and mean task time within 10% of baseline; do not continue otherwise.",
     "Keep an eye on the pilot the whole time to make sure there are no e-stops, that localisation confidence stays above 0.92 and that mean task time is within 10% of baseline; if any of that fails we stop here.",
     "Do not continue unless the pilot shows no e-stops, a mean task time within 10% of baseline and localisation confidence above 0.92."),
    (12, [11], "Drain zones B and C: `fleetctl zone drain B,C --finish-tasks --timeout 20m`.",
     "After a clean pilot, drain zones B and C the same way, `fleetctl zone drain B,C --finish-tasks --timeout 20m`, so their robots also finish their work and park.",
     None),
    (13, [12], "Update the 46 robots of zones B and C: `fleetctl robots update --zone B,C --firmware 4.9.0 --max-parallel 6`.",
     "Then roll firmware 4.9.0 onto the remaining 46 robots in zones B and C with `fleetctl robots update --zone B,C --firmware 4.9.0 --max-parallel 6`, a few more in parallel now that the build is proven.",
     "With `fleetctl robots update --zone B,C --firmware 4.9.0 --max-parallel 6`, bring the 46 robots of zones B and C to the new firmware."),
    (14, [11], "Put zone A back to full rate: `fleetctl zone resume A --task-rate 100`.",
     "Since zone A passed its pilot, it can go back to full rate with `fleetctl zone resume A --task-rate 100` while the other zones are being done.",
     None),
    (15, [13], "Resume zones B and C at full rate: `fleetctl zone resume B,C --task-rate 100`.",
     "Once their robots are updated, resume zones B and C at full rate using `fleetctl zone resume B,C --task-rate 100`.",
     "Zones B and C go back to full rate via `fleetctl zone resume B,C --task-rate 100`."),
    (16, [14, 15], "Verify the whole fleet for one hour: throughput at least 1,400 picks per hour and `fleetctl robots list --firmware 4.8.2` returns no robots.",
     "Finally, spend one hour verifying the whole fleet, to make sure throughput reaches at least 1,400 picks per hour and that `fleetctl robots list --firmware 4.8.2` comes back empty, meaning no robot was left behind.",
     None),
    (17, [16], "Close CHG-40981 with the backup paths attached.",
     "Wrap up by closing CHG-40981 and attaching the backup paths, so the next shift knows where the restore points are.",
     "Attach the backup paths and close CHG-40981."),
]

GUARDS = {
    2: "database dump before the fleet manager upgrade",
    3: "map and zone export before the upgrade",
    5: "dry-run migration plan review before upgrading",
    6: "site operations manager approval",
    11: "pilot health watch before the next zones",
    16: "one-hour fleet verification before closing the change",
}
DROP_GUARD = 2

SPLITS = {
    5: ("Run the upgrade as a dry run: `fleetctl upgrade --to 4.9.0 --dry-run`.",
        "Review the migration plan from the dry run for schema changes and API deprecations."),
    16: ("Watch throughput for one hour and check it stays at 1,400 picks per hour or more.",
         "Confirm that `fleetctl robots list --firmware 4.8.2` returns no robots."),
}

REGEN_SPLIT = (11, (
    "While the pilot runs, watch for e-stops and check that localisation confidence stays above 0.92, since those are the first signs of a bad build.",
    "Then, once that is done, also make sure mean task time is within 10% of baseline; only if all of this holds do we move on to the other zones."))

SERIALIZE = [2, 3]

COMPRESS = [
    ([5, 6], "Dry-run the 4.9.0 upgrade and get approval."),
    ([7, 8], "Upgrade the fleet manager and check its health."),
    ([9, 10], "Update zone A robots and start the pilot at half rate."),
    ([12, 13], "Drain zones B and C and update their robots to 4.9.0."),
    ([16, 17], "Verify the fleet for an hour and close CHG-40981."),
]

LOST = {"remove": (11, 12), "add": [(10, 12)],
        "why": "zones B and C are drained and updated (12, 13) as soon as the pilot starts, without waiting for the pilot watch (11)"}

TARGET = {"step": 10, "old": "50", "new": "90", "kind": "percentage (pilot task rate)"}

OPERATION = {"step": 12,
             "text": "Resume zones B and C: `fleetctl zone resume B,C --timeout 20m`.",
             "change": "prose verb and command both flipped: drain -> resume, so robots in B and C keep working while their firmware is replaced"}
