ID = "lb7_05"
TASK = "Drone delivery fleet: autopilot firmware 5.2.0 -> 5.3.1 on 120 drones (canary at DAL-01, wave 1 DAL-01/DAL-02, wave 2 AUS-01)"

STEPS = [
    (1, [], "Open CHG-DR-3318 for the autopilot firmware 5.3.1 rollout to the fleet of 120 drones at hubs DAL-01, DAL-02 and AUS-01.",
     "Raise CHG-DR-3318 covering autopilot firmware 5.3.1 for all 120 drones across DAL-01, DAL-02 and AUS-01.",
     "Open CHG-DR-3318: firmware 5.3.1, 120 drones, hubs DAL-01 / DAL-02 / AUS-01."),
    (2, [1], "Get the Director of Operations and the chief pilot to approve CHG-DR-3318 in writing.",
     "CHG-DR-3318 needs written approval from both the chief pilot and the Director of Operations.",
     None),
    (3, [1], "Run the SITL regression `sitl-run --firmware 5.3.1 --suite delivery-full --vehicles 20` and require 412 of 412 scenarios to pass.",
     "All 412 of 412 scenarios must pass in the simulator regression `sitl-run --firmware 5.3.1 --suite delivery-full --vehicles 20`.",
     "Require 412 of 412 passing scenarios from `sitl-run --firmware 5.3.1 --suite delivery-full --vehicles 20`."),
    (4, [2, 3], "Export every drone's parameter set first: `fleetctl params export --fleet all --out s3://dr-fleet-backup/params/2024-11-02/`.",
     "Before any flashing, save the parameter sets of the whole fleet with `fleetctl params export --fleet all --out s3://dr-fleet-backup/params/2024-11-02/`.",
     None),
    (5, [4], "Print the canary plan with `fleetctl rollout plan --firmware 5.3.1 --wave canary --hub DAL-01 --dry-run` and check it lists exactly 6 drones.",
     "Check that the dry-run canary plan from `fleetctl rollout plan --firmware 5.3.1 --wave canary --hub DAL-01 --dry-run` names exactly 6 drones.",
     "Exactly 6 drones should appear in the plan printed by `fleetctl rollout plan --firmware 5.3.1 --wave canary --hub DAL-01 --dry-run`."),
    (6, [5], "Ground the 6 canary drones at DAL-01: `fleetctl ground --hub DAL-01 --tag canary`.",
     "Take the 6 DAL-01 canary drones out of flight service with `fleetctl ground --hub DAL-01 --tag canary`.",
     None),
    (7, [6], "Flash the canary wave: `fleetctl rollout apply --firmware 5.3.1 --wave canary --hub DAL-01`.",
     "Push firmware 5.3.1 to the canary wave using `fleetctl rollout apply --firmware 5.3.1 --wave canary --hub DAL-01`.",
     "Run `fleetctl rollout apply --firmware 5.3.1 --wave canary --hub DAL-01` to flash the canary wave."),
    (8, [7], "Run `fleetctl preflight --tag canary` and confirm compass, GNSS and battery health pass on all 6 drones.",
     "Every one of the 6 canary drones has to pass compass, GNSS and battery health in `fleetctl preflight --tag canary`.",
     None),
    (9, [8], "Return the canaries to service with `fleetctl unground --hub DAL-01 --tag canary` and let them fly 40 live deliveries.",
     "Let the canaries fly 40 live deliveries after putting them back in service (`fleetctl unground --hub DAL-01 --tag canary`).",
     "With `fleetctl unground --hub DAL-01 --tag canary`, return the canaries to service for 40 live deliveries."),
    (10, [9], "Watch the canaries for 48 hours: no aborted delivery, mean winch cycle under 35 s and 0 geofence breaches, or the rollout stops here.",
     "The rollout halts unless the canaries go 48 hours with no aborted delivery, 0 geofence breaches and a mean winch cycle below 35 s.",
     None),
    (11, [10], "Start wave 1 on the rest of DAL-01 and DAL-02: `fleetctl rollout apply --firmware 5.3.1 --wave 1 --hub DAL-01 --hub DAL-02 --max-grounded 10%`.",
     "Roll wave 1 across the remainder of DAL-01 and DAL-02 using `fleetctl rollout apply --firmware 5.3.1 --wave 1 --hub DAL-01 --hub DAL-02 --max-grounded 10%`.",
     "Wave 1 (rest of DAL-01 plus DAL-02) goes out via `fleetctl rollout apply --firmware 5.3.1 --wave 1 --hub DAL-01 --hub DAL-02 --max-grounded 10%`."),
    (12, [11], "Look at the flight-abort dashboard for wave 1 and confirm the abort rate is below 0.3%.",
     "Confirm on the flight-abort dashboard that wave 1 aborts stay under 0.3%.",
     None),
    (13, [11], "Confirm the UTM provider is accepting wave 1 flight intents with no rejections in the last 6 hours.",
     "Check that, over the last 6 hours, the UTM provider rejected none of the wave 1 flight intents.",
     "Over the last 6 hours, confirm no rejections of wave 1 flight intents by the UTM provider."),
    (14, [11], "Check that p95 delivery time at DAL-01 and DAL-02 stays under 30 minutes.",
     "Verify the p95 delivery time for DAL-01 and DAL-02 remains below 30 minutes.",
     None),
    (15, [12, 13, 14], "Hold a go/no-go with the hub operations leads; wave 2 at AUS-01 only starts on a unanimous go.",
     "Wave 2 at AUS-01 waits for a unanimous go from the hub operations leads at a go/no-go call.",
     "Only on a unanimous go at the go/no-go with hub operations leads does wave 2 (AUS-01) start."),
    (16, [15], "Run wave 2: `fleetctl rollout apply --firmware 5.3.1 --wave 2 --hub AUS-01 --max-grounded 10%`.",
     "Flash wave 2 with `fleetctl rollout apply --firmware 5.3.1 --wave 2 --hub AUS-01 --max-grounded 10%`.",
     None),
    (17, [16], "Verify all 120 drones report firmware 5.3.1 with `fleetctl inventory --field firmware` before removing the old image.",
     "The old image stays until `fleetctl inventory --field firmware` shows 5.3.1 on all 120 drones.",
     "Before the old image is removed, `fleetctl inventory --field firmware` must show firmware 5.3.1 on all 120 drones."),
    (18, [17], "Delete the 5.2.0 image from the hub caches: `fleetctl image rm --version 5.2.0 --hub all`.",
     "Remove the 5.2.0 image from every hub cache using `fleetctl image rm --version 5.2.0 --hub all`.",
     None),
    (19, [17], "Add firmware 5.3.1 to the operations manual revision log as OM revision 14.",
     "Record firmware 5.3.1 in the operations manual revision log (OM revision 14).",
     "As OM revision 14, log firmware 5.3.1 in the operations manual."),
    (20, [18, 19], "Close CHG-DR-3318 with the canary and wave reports attached.",
     "Attach the canary and wave reports and close CHG-DR-3318.",
     None),
]

GUARDS = {
    2: "written approval by Director of Operations and chief pilot",
    4: "parameter export before flashing",
    5: "dry-run canary plan review",
    10: "48-hour canary watch before wave 1",
    15: "go/no-go before wave 2",
    17: "fleet firmware verification before deleting the old image",
}
DROP_GUARD = 17

SPLITS = {
    10: ("Watch the canaries for 48 hours.",
         "Stop the rollout unless there is no aborted delivery, the mean winch cycle is under 35 s and there are 0 geofence breaches."),
    11: ("Start wave 1 on the rest of DAL-01 and DAL-02.",
         "Command: `fleetctl rollout apply --firmware 5.3.1 --wave 1 --hub DAL-01 --hub DAL-02 --max-grounded 10%`."),
}
REGEN_SPLIT = (3, ("Execute the simulator suite: `sitl-run --firmware 5.3.1 --suite delivery-full --vehicles 20`.",
                   "Proceed only if 412 of 412 scenarios come back green."))

SERIALIZE = [12, 13, 14]

COMPRESS = [
    ([1, 2], "Open and approve CHG-DR-3318 for firmware 5.3.1."),
    ([6, 7], "Ground and flash the 6 canary drones at DAL-01."),
    ([8, 9], "Preflight the canaries and return them to service."),
    ([12, 15], "Check wave 1 aborts and hold the go/no-go for wave 2."),
    ([16, 17], "Run wave 2 at AUS-01 and check the fleet inventory."),
    ([18, 20], "Delete the 5.2.0 image and close the change."),
]

LOST = {"remove": (8, 9), "add": [(7, 9), (8, 10)],
        "why": "the canary drones are ungrounded and fly live deliveries straight after flashing, before the preflight checks pass"}

TARGET = {"step": 16, "old": "10%", "new": "50%", "kind": "percentage (max grounded)"}

OPERATION = {"step": 6, "change": "ground -> unground the canaries before flashing",
             "text": "Release the 6 canary drones at DAL-01 for flight: `fleetctl unground --hub DAL-01 --tag canary`."}
