ID = "lb12_04"
TASK = "Commission the new chiller CH-4 into the Riverside Mall chiller plant sequence (Sequence_v5) in an early-morning low-load window."

STEPS = [
    (1, [], "Open MOC-3317 to add chiller CH-4 (York YK, 1,400 kW) to the Riverside Mall plant sequence.",
     "Raise MOC-3317 covering the addition of the new CH-4 chiller (York YK, 1,400 kW) into the plant sequence at Riverside Mall.",
     "For the Riverside Mall plant sequence, open MOC-3317: chiller CH-4 (York YK, 1,400 kW) gets added."),
    (2, [1], "Agree the window with the centre manager: 2025-05-14 06:00-09:30, before opening, with the outdoor forecast under 22 °C.",
     "Get the centre manager to sign up to the 2025-05-14 06:00-09:30 slot ahead of opening, provided the outdoor forecast stays below 22 °C.",
     None),
    (3, [1], "Back up the Tracer SC+ plant manager to PM1_backup_2025-05-13.bak and copy it to fm-nas01:/bms/.",
     "Take a Tracer SC+ backup of the plant manager as PM1_backup_2025-05-13.bak and put a copy on fm-nas01:/bms/.",
     "Copy PM1_backup_2025-05-13.bak, the backup of the Tracer SC+ plant manager, to fm-nas01:/bms/."),
    (4, [1], "Write down the current sequence settings: staging order CH-1/CH-2/CH-3, CHW setpoint 6.5 °C, stage-up at 90 % load held for 15 minutes.",
     "Note what the sequence is set to today, i.e. staging CH-1/CH-2/CH-3, a CHW setpoint of 6.5 °C and stage-up once load has sat at 90 % for 15 minutes.",
     None),
    (5, [3, 4], "Import Sequence_v5 (staging CH-1/CH-2/CH-3/CH-4) into the plant manager in simulation mode, replay yesterday's load profile and check CH-4 only stages above 3,600 kW.",
     "Bring Sequence_v5 into the plant manager as a simulation only, with CH-1/CH-2/CH-3/CH-4 staging, run yesterday's load profile through it and confirm CH-4 is not called below 3,600 kW.",
     "Check CH-4 only stages above 3,600 kW when yesterday's load profile is replayed against Sequence_v5 (staging CH-1/CH-2/CH-3/CH-4) imported into the plant manager in simulation mode."),
    (6, [2, 5], "With CH-4 held disabled in the sequencer, open its isolation valves V-41/V-42 on chilled water and V-43/V-44 on condenser water.",
     "Keep CH-4 disabled in the sequencer and open up its isolating valves, V-41/V-42 on the chilled water side and V-43/V-44 on the condenser side.",
     "Open V-41/V-42 (chilled water) and V-43/V-44 (condenser water), the CH-4 isolation valves, while CH-4 stays disabled in the sequencer."),
    (7, [6], "Check the evaporator differential pressure on CH-4: 45-55 kPa at the design flow of 60 l/s.",
     "Confirm CH-4's evaporator shows 45-55 kPa across it at 60 l/s design flow.",
     None),
    (8, [6], "Start condenser pump CWP-4 and the CT-4 tower fan in hand and check the tower basin level.",
     "Run CWP-4 and the CT-4 fan in hand and look at the level in the tower basin.",
     "In hand, start the CT-4 tower fan and condenser pump CWP-4; check the basin level."),
    (9, [7, 8], "Vendor start-up of CH-4 in local: run at 30 % load and check oil pressure, refrigerant charge and the alarm log.",
     "Let the vendor start CH-4 up in local at 30 % load while they check the oil pressure, the refrigerant charge and the alarm log.",
     None),
    (10, [9], "Load CH-4 to 100 % for 60 minutes with CH-1 shed; leaving chilled water must hold 6.5 °C ± 0.3.",
     "Shed CH-1 and run CH-4 at 100 % for an hour, during which leaving chilled water has to stay at 6.5 °C ± 0.3.",
     "For 60 minutes with CH-1 shed, CH-4 runs at 100 % and leaving chilled water must hold 6.5 °C ± 0.3."),
    (11, [10], "Point-check the 48 BACnet points of CH-4 in the plant manager: status, alarms, and a setpoint write that reads back the same value.",
     "Go through all 48 BACnet points for CH-4 on the plant manager, covering status and alarms, and write a setpoint to see the same value come back.",
     None),
    (12, [10], "Hand CH-4 over from local to BAS control.",
     "Switch CH-4 out of local into BAS control.",
     None),
    (13, [11, 12], "Download Sequence_v5 to the live plant manager and write a chilled-water setpoint of 6.5 °C to all four chillers.",
     "Put Sequence_v5 onto the live plant manager and send the 6.5 °C chilled-water setpoint out to all four chillers.",
     "Write 6.5 °C as the chilled-water setpoint to all four chillers, after downloading Sequence_v5 to the live plant manager."),
    (14, [13], "Enable CH-4 in the sequencer by setting CH4_SeqEnable to true.",
     "Turn on CH4_SeqEnable so the sequencer can use CH-4.",
     None),
    (15, [14], "Test a stage-up: take CH-3 offline and confirm CH-4 starts within 5 minutes with its valves opening in order.",
     "Prove staging up by pulling CH-3 off line and checking that CH-4 comes on inside five minutes, valves opening in sequence.",
     "Take CH-3 offline as a stage-up test; CH-4 must start within 5 minutes, valves opening in order."),
    (16, [15], "Watch the plant through the morning ramp for 2 hours after the mall opens at 10:00: supply at 6.5 °C, no surge, and at least 20 minutes between starts of any chiller.",
     "Once the mall opens at 10:00, keep an eye on the plant for 2 hours of morning ramp, looking for 6.5 °C supply, no surge and no chiller restarting within 20 minutes of its last start.",
     None),
    (17, [15], "Check that the CT-4 fan VFD tracks the other three tower fans on condenser water temperature control.",
     "Make sure the CT-4 fan VFD follows the other three tower fans under condenser water temperature control.",
     "On condenser water temperature control, the CT-4 fan VFD must track the other three tower fans."),
    (18, [15], "Check the plant manager alarm list for stale CH-4 alarms.",
     "Look through the alarm list on the plant manager for any CH-4 alarms left over.",
     "Any stale CH-4 alarms left in the plant manager alarm list? Check it."),
    (19, [16, 17, 18], "Have the commissioning engineer review the trend pack and sign the CH-4 commissioning sheet.",
     "Get the trend pack reviewed by the commissioning engineer and the CH-4 commissioning sheet signed.",
     None),
    (20, [19], "Update the plant schematic and the O&M manual with CH-4 and Sequence_v5.",
     "Add CH-4 and Sequence_v5 to the O&M manual and to the plant schematic.",
     "Bring the O&M manual and plant schematic up to date (CH-4, Sequence_v5)."),
    (21, [20], "Close MOC-3317.",
     "Mark MOC-3317 as closed.",
     None),
]

GUARDS = {
    2: "centre manager agrees the low-load window (approval)",
    3: "plant manager backup copied off-box (backup)",
    4: "current sequence settings written down (captured values)",
    5: "simulation of Sequence_v5 on yesterday's load (dry run)",
    10: "60-minute full-load run before handover to BAS (health watch)",
    11: "BACnet point check with setpoint read-back before the live download (verification)",
    16: "2-hour watch through the morning ramp (health watch)",
    19: "commissioning engineer's review and signature before close (verification)",
}
DROP_GUARD = 19

SPLITS = {
    9: ("Have the vendor start CH-4 in local and run it at 30 % load.",
        "Check CH-4 oil pressure, refrigerant charge and the alarm log."),
    16: ("Watch the plant through the morning ramp for 2 hours after the mall opens at 10:00.",
         "Supply must hold 6.5 °C with no surge and at least 20 minutes between starts of any chiller."),
}
REGEN_SPLIT = (5, ("Load Sequence_v5, with CH-1/CH-2/CH-3/CH-4 staging, into the plant manager as a simulation.",
                   "Play yesterday's load profile through it and make sure CH-4 never gets staged under 3,600 kW."))

SERIALIZE = [17, 18]

COMPRESS = [
    ([1, 2], "Open MOC-3317 for CH-4 and agree an early-morning window with the centre manager."),
    ([3, 5], "Back up the plant manager and simulate Sequence_v5 with CH-4."),
    ([6, 8], "Open the CH-4 valves and start its condenser pump and tower fan."),
    ([12, 13], "Put CH-4 on BAS control and download Sequence_v5 to the plant manager."),
    ([14, 15], "Enable CH-4 in the sequence and test a stage-up."),
    ([20, 21], "Update the drawings and manual and close MOC-3317."),
]

LOST = {"remove": (11, 13), "add": [(11, 19)],
        "why": "the live sequence is downloaded before the BACnet points of CH-4 have been checked and read back"}

TARGET = {"step": 13, "old": "6.5 °C", "new": "4.5 °C", "kind": "chilled-water setpoint"}

OPERATION = {"step": 6,
             "text": "With CH-4 enabled in the sequencer, open its isolation valves V-41/V-42 on chilled water and V-43/V-44 on condenser water.",
             "change": "CH-4 held disabled -> enabled in the sequencer before the vendor start-up"}
