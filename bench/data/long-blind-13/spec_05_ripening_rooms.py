ID = "lb13_05"
TASK = ("Thames DC banana ripening rooms: controller firmware 2.8.0 -> 2.9.1 and new 4-day schedule BAN-4D v2 on "
        "RR-4 with fruit in the room, then RR-5 and RR-6")

STEPS = [
    (1, [], "Open ticket RIP-3320 for the RR-4 ripening controller firmware 2.8.0 -> 2.9.1 and the BAN-4D v2 schedule at Thames DC.",
     "Raise RIP-3320 covering the move of the RR-4 ripening controller from 2.8.0 to 2.9.1 plus the BAN-4D v2 schedule at Thames DC.",
     "At Thames DC, ticket RIP-3320 is opened for the BAN-4D v2 schedule and the RR-4 ripening controller firmware 2.8.0 -> 2.9.1."),
    (2, [1], "Take down what RR-4 is running now (pulp 14.5 °C, RH 90%, ethylene 150 ppm, CO2 limit 1%) with `ripectl get --room RR-4 --all > /srv/ripe/RR-4_before.json`.",
     "Write RR-4's present settings to a file using `ripectl get --room RR-4 --all > /srv/ripe/RR-4_before.json`; expect pulp 14.5 °C, RH 90%, ethylene 150 ppm and a CO2 limit of 1%.",
     None),
    (3, [1], "Check that the 22 pallets of lot CR-2291 in RR-4 are at colour stage 2.",
     "Look over the 22 pallets of lot CR-2291 sitting in RR-4 and confirm they are at stage 2 on the colour chart.",
     "Lot CR-2291 (22 pallets, RR-4) must be at colour stage 2."),
    (4, [1], "Confirm ethylene cylinder bank E-2 and corridor detector ED-4 are in calibration, with the last bump test under 30 days old.",
     "Make sure both the E-2 ethylene cylinder bank and the ED-4 corridor detector are in cal, last bump test less than 30 days ago.",
     None),
    (5, [2, 3], "Get a go in RIP-3320 from the ripening manager and the customer QC before the room is touched.",
     "The room is not touched until the ripening manager and the customer QC have put their go in RIP-3320.",
     "Before the room is touched, the ripening manager and the customer QC both record a go in RIP-3320."),
    (6, [5], "Put RR-4 on hold with `ripectl hold --room RR-4` so gassing stops while temperature and fans keep running.",
     "Hold RR-4 (`ripectl hold --room RR-4`): gassing pauses but the temperature control and fans stay on.",
     None),
    (7, [6], "Flash the controller: `ripectl fw upgrade --room RR-4 --image rc-2.9.1.bin --keep-config`.",
     "Upgrade the RR-4 controller firmware by running `ripectl fw upgrade --room RR-4 --image rc-2.9.1.bin --keep-config`.",
     "Run `ripectl fw upgrade --room RR-4 --image rc-2.9.1.bin --keep-config` to flash the controller."),
    (8, [7], "Read back `ripectl get --room RR-4 --all`: firmware must be 2.9.1 and every setpoint must match RR-4_before.json.",
     "Query the room again with `ripectl get --room RR-4 --all` and check it reports 2.9.1 with setpoints identical to those in RR-4_before.json.",
     None),
    (9, [4, 8], "Preview the schedule with `ripectl schedule load --room RR-4 --file BAN-4D-v2.yaml --preview` and check day by day: ethylene 150 ppm for 24 h, venting at 1% CO2.",
     "Load BAN-4D-v2.yaml as a preview only (`ripectl schedule load --room RR-4 --file BAN-4D-v2.yaml --preview`) and walk through each day, looking for 150 ppm ethylene for 24 h and a vent at 1% CO2.",
     "Day by day, the preview from `ripectl schedule load --room RR-4 --file BAN-4D-v2.yaml --preview` must show ethylene at 150 ppm for 24 h and venting at 1% CO2."),
    (10, [9], "Apply the schedule: `ripectl schedule load --room RR-4 --file BAN-4D-v2.yaml`.",
     "Commit BAN-4D v2 to the room using `ripectl schedule load --room RR-4 --file BAN-4D-v2.yaml`.",
     None),
    (11, [10], "Take RR-4 off hold with `ripectl resume --room RR-4`.",
     "Let RR-4 carry on ripening: `ripectl resume --room RR-4`.",
     "`ripectl resume --room RR-4` takes RR-4 off hold."),
    (12, [11], "Watch RR-4 for the first 6 hours: ethylene must reach 150 ppm within 30 minutes, CO2 stay below 1% and pulp temperature stay within ±0.5 °C.",
     "Keep eyes on RR-4 over the first 6 hours; ethylene should be at 150 ppm inside half an hour, CO2 should never reach 1% and pulp temperature must not wander more than ±0.5 °C.",
     None),
    (13, [11], "Check corridor detector ED-4 still reads 0 ppm once gassing has started.",
     "After gassing restarts, confirm the ED-4 detector in the corridor shows 0 ppm.",
     "Once gassing has started, ED-4 in the corridor should still show 0 ppm."),
    (14, [12, 13], "Roll the firmware to the next rooms with `ripectl fw upgrade --room RR-5,RR-6 --image rc-2.9.1.bin --keep-config`.",
     "Carry the upgrade on to RR-5 and RR-6 via `ripectl fw upgrade --room RR-5,RR-6 --image rc-2.9.1.bin --keep-config`.",
     None),
    (15, [14], "Close RIP-3320 with the 6-hour RR-4 trend export attached.",
     "Attach the 6-hour trend export for RR-4 and close out RIP-3320.",
     "With the RR-4 trend export for the 6-hour watch attached, close RIP-3320."),
]

GUARDS = {2: "current room values captured before any change",
          5: "go from the ripening manager and customer QC",
          8: "read-back after the flash",
          9: "schedule preview checked before applying",
          12: "6-hour watch of RR-4 before the next rooms"}
DROP_GUARD = 12

SPLITS = {
    9: ("Preview the schedule with `ripectl schedule load --room RR-4 --file BAN-4D-v2.yaml --preview`.",
        "Check the preview day by day: ethylene 150 ppm for 24 h, venting at 1% CO2."),
    12: ("Watch RR-4 for the first 6 hours.",
         "Ethylene must reach 150 ppm within 30 minutes, CO2 stay below 1% and pulp temperature stay within ±0.5 °C."),
}
REGEN_SPLIT = (2, ("Capture the current RR-4 settings: `ripectl get --room RR-4 --all > /srv/ripe/RR-4_before.json`.",
                   "The file should show pulp at 14.5 °C, RH 90%, ethylene 150 ppm and the CO2 limit at 1%."))
SERIALIZE = [3, 4]
COMPRESS = [
    ([1, 3], "Open RIP-3320 and check the fruit in RR-4."),
    ([6, 7], "Hold RR-4 and flash the controller to 2.9.1."),
    ([10, 11], "Apply BAN-4D v2 and resume RR-4."),
    ([14, 15], "Upgrade RR-5 and RR-6 and close RIP-3320."),
]
LOST = {"remove": (12, 14), "add": [(12, 15)],
        "why": "RR-5 and RR-6 are upgraded as soon as ED-4 reads clean, without waiting for the 6-hour watch of RR-4"}
TARGET = {"step": 6, "old": "RR-4", "new": "RR-3", "kind": "ripening room"}
OPERATION = {"step": 7, "change": "--keep-config -> --factory-reset (wipes the room's setpoints)",
             "text": "Flash the controller: `ripectl fw upgrade --room RR-4 --image rc-2.9.1.bin --factory-reset`."}
