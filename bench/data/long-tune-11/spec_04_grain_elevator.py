ID = "lt11_04"
TASK = "Grain elevator automation: replace the Leg 2 hazard monitor with a Watchdog Super Elite and change the PLC-ELEV1 interlocks (MOC-2025-031)"

STEPS = [
    (1, [], "Open MOC-2025-031 at the Fairview Co-op elevator: replace the Leg 2 hazard monitor with a 4B Watchdog Super Elite and change the interlocks in PLC-ELEV1.",
     "Start management-of-change MOC-2025-031 for the Fairview Co-op elevator, covering the swap of Leg 2's hazard monitor for a 4B Watchdog Super Elite and the PLC-ELEV1 interlock changes.",
     "Raise MOC-2025-031 (Fairview Co-op elevator) for the new 4B Watchdog Super Elite on Leg 2 and the interlock changes in PLC-ELEV1."),
    (2, [1], "Get MOC-2025-031 and the revised interlock matrix IM-L2-rev4 approved by the safety committee and the site manager, R. Kowalczyk.",
     "The safety committee and R. Kowalczyk, the site manager, both have to approve MOC-2025-031 together with interlock matrix IM-L2-rev4.",
     None),
    (3, [1], "Before any edit, upload PLC-ELEV1 in Studio 5000 and save it as `ELEV1_pre_MOC031.ACD`; keep the HMI project `ELEV_HMI_v12.apa` alongside it.",
     "As a precaution, pull the running program off PLC-ELEV1 in Studio 5000 into `ELEV1_pre_MOC031.ACD` and store `ELEV_HMI_v12.apa`, the HMI project, next to it before editing anything.",
     "Save `ELEV1_pre_MOC031.ACD` (an upload of PLC-ELEV1 in Studio 5000) and `ELEV_HMI_v12.apa` (the HMI project) before any edit is made."),
    (4, [1], "Check the delivered Watchdog kit: controller firmware 3.2, 4 bearing temperature probes, 4 alignment sensors and 1 speed sensor.",
     "Go over the Watchdog delivery and confirm controller firmware 3.2 plus 4 alignment sensors, 4 bearing temperature probes and 1 speed sensor.",
     None),
    (5, [2], "Schedule the work on a no-receiving day and tell the scale house that no trucks are received on 9 August.",
     "Tell the scale house trucks will be turned away on 9 August, the no-receiving day on which the work is scheduled.",
     "Pick 9 August, a no-receiving day, for the job and warn the scale house that no trucks come in."),
    (6, [3], "Compare `ELEV1_pre_MOC031.ACD` with the edited `ELEV1_MOC031.ACD` in Logix Compare and have the controls engineer check every changed rung against IM-L2-rev4.",
     "Every rung that Logix Compare flags between `ELEV1_pre_MOC031.ACD` and the edited `ELEV1_MOC031.ACD` is reviewed by the controls engineer against IM-L2-rev4.",
     "Have the controls engineer go through each changed rung against IM-L2-rev4, using Logix Compare on `ELEV1_pre_MOC031.ACD` versus the edited `ELEV1_MOC031.ACD`."),
    (7, [4, 5], "On the day, run Leg 2 until the boot and the headhouse distributor are empty.",
     "On the work day itself, keep Leg 2 running until its boot and the headhouse distributor are cleared out.",
     None),
    (8, [7], "Lock out the Leg 2 motor (MCC-2 bucket 4C) and the boot auger under LOTO permit LT-0892 and try-start both to prove zero energy.",
     "Under LOTO permit LT-0892, isolate and lock the boot auger and the Leg 2 motor (MCC-2 bucket 4C), then prove zero energy with a try-start of each.",
     "Prove zero energy by try-starting the boot auger and the Leg 2 motor (MCC-2 bucket 4C) after locking both out on permit LT-0892."),
    (9, [7], "Vacuum the headhouse and the leg casing around the inspection doors; hot work permit HW-114 is issued only with less than 1/8 inch of dust on surfaces.",
     "Clean the dust off the headhouse and the leg casing by the inspection doors; HW-114, the hot work permit, is granted only once surface dust is under 1/8 inch.",
     None),
    (10, [8, 9], "Remove the old hazard monitor and its sensors at the head and boot (alignment, bearing temperature, shaft speed).",
     "Take out the old hazard monitor together with its head and boot sensors: shaft speed, bearing temperature and alignment.",
     "At the head and the boot, pull out the old sensors (alignment, bearing temperature, shaft speed) and the old hazard monitor."),
    (11, [10], "Mount and wire the new Watchdog sensors (4 bearing temperature, 4 alignment, 1 speed) and land them on the Watchdog controller.",
     "Fit the new sensors (four alignment, four bearing temperature, one speed), wire them and terminate them on the Watchdog controller.",
     None),
    (12, [6, 11], "Download the reviewed `ELEV1_MOC031.ACD` to PLC-ELEV1 in Program mode, with Legs 1 and 3 stopped and the dryer on manual.",
     "With the dryer on manual and Legs 1 and 3 stopped, put PLC-ELEV1 in Program mode and download the reviewed `ELEV1_MOC031.ACD`.",
     "Put the dryer on manual, stop Legs 1 and 3, then download `ELEV1_MOC031.ACD` (the reviewed program) to PLC-ELEV1 in Program mode."),
    (13, [12], "Test each bearing temperature input: heat the probe to 60 °C; the Watchdog must alarm and PLC-ELEV1 must stop Leg 2 within 5 s.",
     "Warm every bearing probe to 60 °C in turn; a pass means the Watchdog alarms and Leg 2 is stopped by PLC-ELEV1 in 5 s or less.",
     None),
    (14, [12], "Test belt alignment: deflect each alignment sensor and check that PLC-ELEV1 trips Leg 2.",
     "For the alignment test, push each sensor off and confirm Leg 2 is tripped by PLC-ELEV1.",
     "Check PLC-ELEV1 trips Leg 2 when each alignment sensor is deflected."),
    (15, [12], "Simulate underspeed below 79 rpm (10% under the 88 rpm nominal); PLC-ELEV1 must trip Leg 2 and the boot auger.",
     "With the shaft speed simulated under 79 rpm, which is 10% below the 88 rpm nominal, Leg 2 and the boot auger must both be tripped by PLC-ELEV1.",
     None),
    (16, [13, 14, 15], "When everyone is clear of the leg, remove the locks on LT-0892 and restore power.",
     "Restore power and take the LT-0892 locks off, but only after all staff are out of the leg.",
     "Remove the LT-0892 locks and re-energise once the leg is clear of people."),
    (17, [16], "Run Leg 2 empty for 30 minutes and watch the Watchdog screen: bearing temperatures must stay under 45 °C and no alignment alarm may appear before any grain goes in.",
     "No grain goes into Leg 2 until it has run empty for 30 minutes with the Watchdog screen under watch, bearings staying below 45 °C and not a single alignment alarm.",
     "Before loading grain, watch the Watchdog screen during a 30 minutes empty run of Leg 2; continue only while bearing temperatures stay below 45 °C and there are no alignment alarms."),
    (18, [17], "Run Leg 2 at 50% load (about 7,500 bu/h) for 60 minutes.",
     "Load Leg 2 to 50% (roughly 7,500 bu/h) and hold it there for 60 minutes.",
     None),
    (19, [18], "Bring Leg 2 up to its full rate of 15,000 bu/h.",
     "Ramp Leg 2 to the full 15,000 bu/h.",
     "Leg 2 goes to full rate, 15,000 bu/h."),
    (20, [19], "Record the new hazard monitor on the insurer's inspection form GEM-7 and in the hazard monitoring log.",
     "Enter the new hazard monitor into the hazard monitoring log and onto GEM-7, the insurer's inspection form.",
     None),
    (21, [19], "Tell the scale house to reopen receiving.",
     "Let the scale house know that receiving can restart.",
     "Receiving is reopened: notify the scale house."),
    (22, [19], "Upload the as-commissioned program from PLC-ELEV1 and save it as `ELEV1_MOC031_asbuilt.ACD` on the controls share.",
     "Store the as-commissioned program on the controls share as `ELEV1_MOC031_asbuilt.ACD`, uploaded from PLC-ELEV1.",
     None),
    (23, [22], "Compare `ELEV1_MOC031_asbuilt.ACD` with the reviewed `ELEV1_MOC031.ACD`: any logic difference must be explained and signed off by the controls engineer before closure.",
     "Closure waits until the controls engineer has explained and signed off every logic difference between the reviewed `ELEV1_MOC031.ACD` and `ELEV1_MOC031_asbuilt.ACD`.",
     "Have the controls engineer sign off any logic difference found when comparing `ELEV1_MOC031_asbuilt.ACD` to the reviewed `ELEV1_MOC031.ACD`; no closure before that."),
    (24, [20, 21, 23], "Close MOC-2025-031 with the test records, GEM-7 and the compare report attached.",
     "Attach the compare report, GEM-7 and the test records, then close MOC-2025-031.",
     None),
]

GUARDS = {
    2: "safety committee and site manager approval of the MOC",
    3: "upload of the running PLC program before editing",
    6: "Logix Compare diff review of every changed rung before download",
    17: "30-minute empty run watch before loading grain",
    23: "as-built vs reviewed program comparison before closure",
}
DROP_GUARD = 6

SPLITS = {
    12: ("Stop Legs 1 and 3 and put the dryer on manual.",
         "Download the reviewed `ELEV1_MOC031.ACD` to PLC-ELEV1 in Program mode."),
    15: ("Simulate underspeed below 79 rpm (10% under the 88 rpm nominal).",
         "Check that PLC-ELEV1 trips Leg 2 and the boot auger."),
}
REGEN_SPLIT = (9, (
    "Vacuum the headhouse, plus the leg casing near the inspection doors.",
    "The hot work permit (HW-114) is only issued when the dust left on surfaces is under 1/8 inch.",
))
SERIALIZE = [13, 14, 15]

COMPRESS = [
    ([1, 4], "Open the MOC and check the Watchdog kit."),
    ([2, 5], "Get the MOC approved and schedule a no-receiving day."),
    ([3, 6], "Back up the PLC program and review the changes."),
    ([8, 10], "Lock out Leg 2 and remove the old hazard monitor."),
    ([11, 12], "Install the new Watchdog sensors and download the new program to PLC-ELEV1."),
    ([17, 18, 19], "Run Leg 2 empty, then at half load, then at full rate."),
]

LOST = {"remove": (17, 18), "add": [(16, 18), (17, 24)],
        "why": "Leg 2 is loaded to 50% (18) without waiting for the 30-minute empty run watch (17)"}

TARGET = {"step": 18, "old": "50%", "new": "85%", "kind": "percentage (load)"}

OPERATION = {"step": 12,
             "text": "Download the reviewed `ELEV1_MOC031.ACD` to PLC-ELEV1 in Program mode, with Legs 1 and 3 left running and the dryer on manual.",
             "change": "Legs 1 and 3 stopped -> left running during the download"}
