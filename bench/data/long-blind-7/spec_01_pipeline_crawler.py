ID = "lb7_01"
TASK = "In-line inspection of gas line L-204 (KP 12.4-15.9) with the CR-07 robotic crawler, including a crawler firmware update"

STEPS = [
    (1, [], "Open work order WO-58213 for the CR-07 crawler inspection of line L-204 between KP 12.4 and KP 15.9 and attach isolation plan IP-204-07.",
     "Raise WO-58213 covering the L-204 crawler run (KP 12.4 to KP 15.9, unit CR-07) and link isolation plan IP-204-07 to it.",
     "Open work order WO-58213 (crawler CR-07, line L-204, KP 12.4-KP 15.9) with IP-204-07 attached as the isolation plan."),
    (2, [1], "Get written sign-off on WO-58213 from the pipeline integrity lead and the gas control supervisor before anyone touches a valve.",
     "No valve may be moved until both the gas control supervisor and the pipeline integrity lead have signed WO-58213 in writing.",
     None),
    (3, [2], "Close mainline valves MLV-12 and MLV-16 from the SCADA console and wait until PT-1240 reads below 2 bar.",
     "From the SCADA console, shut MLV-12 and MLV-16, then hold until pressure transmitter PT-1240 shows less than 2 bar.",
     "Wait for PT-1240 to read below 2 bar after closing MLV-12 and MLV-16 from the SCADA console."),
    (4, [3], "Export the crawler's current mission profile and calibration before flashing: `robotctl export --unit CR-07 --out /srv/ili/backup/CR-07-20240611.tar`.",
     "Before any flash, take a copy of the CR-07 calibration and mission profile with `robotctl export --unit CR-07 --out /srv/ili/backup/CR-07-20240611.tar`.",
     None),
    (5, [4], "Flash crawler firmware 3.8.2 keeping the calibration: `robotctl flash --unit CR-07 --image crawler-fw-3.8.2.bin --keep-calibration`.",
     "Load firmware 3.8.2 onto the crawler while preserving its calibration (`robotctl flash --unit CR-07 --image crawler-fw-3.8.2.bin --keep-calibration`).",
     "Run `robotctl flash --unit CR-07 --image crawler-fw-3.8.2.bin --keep-calibration` so CR-07 ends up on firmware 3.8.2 with its calibration kept."),
    (6, [5], "Run the bench self-test `robotctl selftest --unit CR-07 --full` and confirm all 48 MFL sensor channels and both odometer wheels report OK.",
     "Confirm with `robotctl selftest --unit CR-07 --full` on the bench that every one of the 48 MFL sensor channels and both odometer wheels come back OK.",
     None),
    (7, [3], "Purge the isolated section through vent V-204-3 with nitrogen at 1.5 bar for 40 minutes.",
     "Push nitrogen through vent V-204-3 at 1.5 bar for 40 minutes to purge the isolated section.",
     "For 40 minutes, purge the isolated section with nitrogen (1.5 bar, via vent V-204-3)."),
    (8, [7], "Gas-test the launcher barrel LB-204A with the 4-gas monitor and record LEL below 10% on the permit.",
     "Take a 4-gas monitor reading in launcher barrel LB-204A; the permit must show LEL under 10%.",
     None),
    (9, [6, 8], "Load CR-07 into launcher LB-204A, connect the 3.6 km tether and start the run at 0.3 m/s.",
     "Start the run at 0.3 m/s once CR-07 is seated in launcher LB-204A and the 3.6 km tether is connected.",
     "Start the run at 0.3 m/s after loading CR-07 into LB-204A and hooking up the 3.6 km tether."),
    (10, [9], "Stop at the 200 m mark and watch telemetry for 10 minutes: tether tension must stay under 1.8 kN and MFL channel dropout under 2% before the crawler is allowed further.",
     "Park the crawler at 200 m and observe telemetry for 10 minutes; only let it go on if tether tension remains below 1.8 kN and MFL dropout stays below 2%.",
     None),
    (11, [10], "Release the crawler to continue at 0.3 m/s to receiver trap RT-204B at KP 15.9.",
     "Let the crawler carry on at 0.3 m/s until it reaches receiver trap RT-204B (KP 15.9).",
     "Continue to RT-204B at KP 15.9, crawler released at 0.3 m/s."),
    (12, [11], "Upload the MFL and caliper data from the crawler to `s3://ili-raw/L-204/2024-06-11/` and compare the sha256 manifest.",
     "Push the caliper and MFL data off the crawler into `s3://ili-raw/L-204/2024-06-11/`, then check it against the sha256 manifest.",
     "Compare the sha256 manifest after uploading MFL and caliper data to `s3://ili-raw/L-204/2024-06-11/`."),
    (13, [11], "Recover CR-07 from RT-204B, wipe it down for condensate and log tether wear in the maintenance system.",
     "Pull CR-07 out of RT-204B, clean condensate off it, and enter tether wear into the maintenance system.",
     None),
    (14, [12, 13], "Have the integrity analyst confirm the data covers KP 12.4 to KP 15.9 with no gap longer than 5 m before the line is returned to service.",
     "The line does not go back into service until the integrity analyst has confirmed coverage from KP 12.4 to KP 15.9 with no gap over 5 m.",
     "Before returning the line to service, the integrity analyst must confirm no gap longer than 5 m between KP 12.4 and KP 15.9."),
    (15, [14], "Reopen MLV-12 and MLV-16, repressurise L-204 to 48 bar over 30 minutes and close WO-58213.",
     "Bring L-204 back up to 48 bar over 30 minutes after opening MLV-12 and MLV-16 again, then close out WO-58213.",
     None),
]

GUARDS = {
    2: "approval by integrity lead and gas control before isolation",
    4: "export of calibration/mission profile before flashing",
    10: "200 m telemetry watch before the full run",
    14: "data coverage verification before return to service",
}
DROP_GUARD = 4

SPLITS = {
    3: ("Close mainline valves MLV-12 and MLV-16 from the SCADA console.",
        "Wait until PT-1240 reads below 2 bar."),
    12: ("Upload the MFL and caliper data from the crawler to `s3://ili-raw/L-204/2024-06-11/`.",
         "Compare the uploaded files against the sha256 manifest."),
}
REGEN_SPLIT = (10, ("Halt CR-07 once it has travelled 200 m and keep an eye on telemetry for 10 minutes.",
                    "It may only proceed if tether tension is under 1.8 kN and MFL channel dropout is under 2% for that whole window."))

SERIALIZE = [6, 8]

COMPRESS = [
    ([1, 2], "Open WO-58213 for the L-204 crawler inspection and get integrity and gas control sign-off."),
    ([4, 5], "Back up the CR-07 config and flash firmware 3.8.2."),
    ([7, 8], "Nitrogen-purge the section and gas-test the launcher."),
    ([14, 15], "Confirm data coverage, reopen the valves, repressurise L-204 and close the work order."),
]

LOST = {"remove": (8, 9), "add": [(7, 9), (8, 10)],
        "why": "the crawler is launched right after the purge without waiting for the LEL gas test of the launcher"}

TARGET = {"step": 3, "old": "MLV-16", "new": "MLV-18", "kind": "valve tag"}

OPERATION = {"step": 5, "change": "--keep-calibration -> --wipe-calibration",
             "text": "Flash crawler firmware 3.8.2 keeping the calibration: `robotctl flash --unit CR-07 --image crawler-fw-3.8.2.bin --wipe-calibration`."}
