ID = "lt15_01"
TASK = "Pharmaceutical cleanroom HVAC: AHU-07 controller firmware 3.2 -> 3.4.1 and new pressure cascade setpoints for filling suite B"

STEPS = [
    (1, [], "Raise change control CC-24-0918 in TrackWise for the AHU-07 PXC firmware 3.2 -> 3.4.1 and the new cascade setpoints, and attach the validation impact assessment.",
     "Open CC-24-0918 in TrackWise covering the AHU-07 PXC firmware move 3.2 -> 3.4.1 plus the revised cascade setpoints; the validation impact assessment goes in as an attachment.",
     "In TrackWise, raise CC-24-0918 (AHU-07 PXC firmware 3.2 -> 3.4.1, new cascade setpoints) with the validation impact assessment attached."),
    (2, [1], "Do not touch the AHU until CC-24-0918 shows Approved in TrackWise with signatures from both the QA validation lead and the suite B owner.",
     "Keep hands off the AHU until TrackWise lists CC-24-0918 as Approved, signed by the QA validation lead as well as the suite B owner.",
     None),
    (3, [2], "Place a production hold on filling suite B (rooms B-201 to B-204) from 22:00 and get the shift lead to confirm no open vials are left on the line.",
     "From 22:00 put filling suite B (rooms B-201 to B-204) on production hold, and have the shift lead confirm that the line has no open vials left.",
     "Get the shift lead to confirm there are no open vials on the line and put suite B (B-201 to B-204) on production hold starting 22:00."),
    (4, [2], "Capture the current values: `dcc-export --station AHU-07 --points all --trend 30d --out \\\\qa-fs01\\hvac\\AHU-07\\pre_CC-24-0918.csv`.",
     "Save what is configured today by running `dcc-export --station AHU-07 --points all --trend 30d --out \\\\qa-fs01\\hvac\\AHU-07\\pre_CC-24-0918.csv`.",
     None),
    (5, [2], "Photograph the local AHU-07 panel display and the room gauges for B-201..B-204, and note the setpoints in the CC-24-0918 record.",
     "Take photos of the AHU-07 panel display and of the B-201..B-204 room gauges, then write the setpoints into the CC-24-0918 record.",
     "Note the setpoints in the CC-24-0918 record after photographing the room gauges (B-201..B-204) and the local AHU-07 panel display."),
    (6, [3, 4, 5], "Put AHU-07 in hand mode at 100 % supply fan speed on the Desigo panel so the rooms keep positive pressure while the PXC controller is offline.",
     "On the Desigo panel switch AHU-07 to hand mode with the supply fan at 100 %, which keeps the rooms positive while the PXC controller is down.",
     "So that the rooms stay at positive pressure while the PXC controller is offline, set AHU-07 to hand mode (supply fan 100 %) from the Desigo panel."),
    (7, [6], "Flash firmware 3.4.1 onto controller PXC-AHU07 with `ssa-tool flash --target 10.40.7.21 --image PXC_3.4.1.bin --verify`.",
     "Load the 3.4.1 firmware on PXC-AHU07 by running `ssa-tool flash --target 10.40.7.21 --image PXC_3.4.1.bin --verify`.",
     "Run `ssa-tool flash --target 10.40.7.21 --image PXC_3.4.1.bin --verify` to put firmware 3.4.1 on controller PXC-AHU07."),
    (8, [7], "Enter the new cascade setpoints from the approved sheet (B-201 +45 Pa, B-202 +30 Pa, B-203 +15 Pa, airlock B-204 +10 Pa to corridor), with a second engineer reading each value back before Apply is pressed.",
     "Key in the approved cascade setpoints (B-201 +45 Pa, B-202 +30 Pa, B-203 +15 Pa, airlock B-204 +10 Pa to corridor); nobody presses Apply until a second engineer has read every value back.",
     None),
    (9, [8], "Return AHU-07 to auto and leave the suite closed and untouched for a 4-hour quiet period.",
     "Switch AHU-07 back to auto, then keep the suite shut with nobody inside for a 4-hour quiet period.",
     None),
    (10, [9], "Confirm on the Desigo trend that every room held its differential within 5 Pa of setpoint over the 4 hours.",
     "Check the Desigo trend: each room must have stayed within 5 Pa of its setpoint differential across the 4 hours.",
     "Over the 4 hours each room's differential should sit within 5 Pa of setpoint; confirm that on the Desigo trend."),
    (11, [9], "Run non-viable particle counts at the 12 EM locations with the MetOne 3445 counters (0.5 um and 5.0 um, 1 m3 per location).",
     "Take non-viable particle counts with the MetOne 3445 counters at all 12 EM locations, sampling 1 m3 per location at 0.5 um and 5.0 um.",
     None),
    (12, [9], "Have the EM team expose settle plates and take active air samples at the grade A/B locations and send them to the micro lab.",
     "Ask the EM team to put out settle plates and pull active air samples at the grade A/B locations, then pass them to the micro lab.",
     "Settle plates and active air samples at the grade A/B locations are taken by the EM team and sent to the micro lab."),
    (13, [9], "Open each door of B-201..B-204 for 60 seconds and check that the interlocks hold and the pressure alarms trip at the new thresholds.",
     "Hold every door of B-201..B-204 open for 60 seconds and make sure the interlocks work and the pressure alarms go off at the new thresholds.",
     None),
    (14, [11, 12], "Wait for the micro lab to report the plates after the 5-day incubation and for QA to confirm all counts are inside the Grade B action limits.",
     "Hold off until the micro lab has read the plates after 5-day incubation and QA has confirmed every count sits within the Grade B action limits.",
     "QA must confirm that all counts fall inside the Grade B action limits, once the micro lab reports the plates after the 5-day incubation; wait for both."),
    (15, [10, 13, 14], "Lift the production hold on suite B and hand the rooms back to the filling supervisor.",
     "Release suite B from its production hold and give the rooms back to the filling supervisor.",
     "Hand the rooms back to the filling supervisor by lifting the suite B production hold."),
    (16, [15], "Close CC-24-0918 with the firmware version, the setpoint sheet, the panel photos and the EM report attached.",
     "Attach the firmware version, setpoint sheet, panel photos and EM report to CC-24-0918 and close it.",
     None),
]

GUARDS = {
    2: "change control shows Approved with two signatures before touching the AHU",
    4: "export of the current points and trends (command only) before the firmware flash",
    5: "panel photographed and setpoints noted before the change",
    9: "4-hour quiet period before the post-change checks",
    14: "micro lab plate results and QA confirmation before lifting the hold",
}
DROP_GUARD = 14

SPLITS = {
    8: ("Enter the new cascade setpoints from the approved sheet (B-201 +45 Pa, B-202 +30 Pa, B-203 +15 Pa, airlock B-204 +10 Pa to corridor).",
        "Have a second engineer read each value back before Apply is pressed."),
    13: ("Open each door of B-201..B-204 for 60 seconds.",
         "Check that the interlocks hold and the pressure alarms trip at the new thresholds."),
}
REGEN_SPLIT = (7, ("Flash the 3.4.1 firmware image onto the PXC-AHU07 controller.",
                   "Use `ssa-tool flash --target 10.40.7.21 --image PXC_3.4.1.bin --verify` for it."))
SERIALIZE = [10, 11, 12]

COMPRESS = [
    ([1, 2], "Raise CC-24-0918 for the AHU-07 firmware and setpoint change and get it approved by QA."),
    ([6, 7], "Put AHU-07 in hand mode and flash PXC-AHU07 to firmware 3.4.1."),
    ([8, 9], "Enter the new cascade setpoints, return AHU-07 to auto and let the suite settle."),
    ([12, 14], "Have EM take settle plates and air samples and wait for the micro lab results."),
    ([15, 16], "Lift the hold on suite B and close CC-24-0918."),
]

LOST = {"remove": (13, 15), "add": [(13, 16)],
        "why": "lifting the production hold (15) no longer waits for the door interlock and alarm test (13); the test only has to finish before the change is closed"}

TARGET = {"step": 7, "old": "10.40.7.21", "new": "10.40.7.12", "kind": "controller IP address"}

OPERATION = {"step": 6, "change": "supply fan held at 100 % -> supply fan stopped (prose still says the rooms keep positive pressure)",
             "text": "Put AHU-07 in hand mode with the supply fan stopped on the Desigo panel so the rooms keep positive pressure while the PXC controller is offline."}
