"""lt27_12: frozen high-bay warehouse HB-1, stacker crane SRM-3 controller swap with aisle 3 blocked."""

ID = "lt27_12"
TASK = ("Replace the controller of stacker crane SRM-3 in aisle 3 of the frozen high-bay warehouse HB-1 at DC-North "
        "(S7-416 -> S7-1516F, program SRM3_v5.2) during a Saturday shutdown: aisle 3 blocked in the WMS, crane "
        "emptied and locked out, controller swapped while the mechanics change the hoist belt, commissioning and "
        "test moves, then a shift at half rate before full rate.")

STEPS = [
    (1, [],
     "Open change CHG-WH-0418 for the controller swap of stacker crane SRM-3 (aisle 3 of high-bay HB-1, DC-North, "
     "-24 °C): S7-416 -> S7-1516F with program SRM3_v5.2, shutdown Saturday 2025-10-25 06:00-18:00, shift lead "
     "P. Novak.",
     "Raise CHG-WH-0418 to swap the controller of SRM-3, the stacker crane of aisle 3 in high-bay HB-1 at DC-North "
     "(kept at -24 °C), from an S7-416 to an S7-1516F running SRM3_v5.2; shutdown on Saturday 2025-10-25 06:00-18:00 "
     "with P. Novak as shift lead.",
     "Shutdown Saturday 2025-10-25 06:00-18:00, shift lead P. Novak: open CHG-WH-0418 for stacker crane SRM-3 (high-bay "
     "HB-1 aisle 3, DC-North, -24 °C), controller S7-416 -> S7-1516F with program SRM3_v5.2."),
    (2, [1],
     "Keep a copy of the crane's PLC project and retentive data: save the S7-416 project, the encoder offsets and "
     "the teach table of the 1,840 locations as `teach_SRM3_2025-10-24.csv` to the USB stick SRM3-BK and to "
     "`\\\\whse\\plc\\SRM3\\2025-10-24\\`.",
     "Back up everything the old controller holds: the S7-416 project, the encoder offsets and the teach table for "
     "all 1,840 locations (`teach_SRM3_2025-10-24.csv`), both onto USB stick SRM3-BK and into "
     "`\\\\whse\\plc\\SRM3\\2025-10-24\\`.",
     None),
    (3, [1],
     "Check aisle 3 in the WMS: report `LOC-OCC-A03` shows 1,612 of the 1,840 locations occupied, and the 38 "
     "fast-moving SKUs in aisle 3 also have stock in aisles 1, 2 or 4.",
     "Run the WMS report `LOC-OCC-A03` for aisle 3: 1,612 of its 1,840 locations should be occupied, and each of the "
     "38 fast-moving SKUs of aisle 3 must have stock in aisle 1, 2 or 4 as well.",
     "1,612 of the 1,840 locations occupied in report `LOC-OCC-A03`, and stock in aisles 1, 2 or 4 for the 38 "
     "fast-moving SKUs of aisle 3: check aisle 3 in the WMS."),
    (4, [1],
     "Check the other 5 cranes, SRM-1, SRM-2, SRM-4, SRM-5 and SRM-6: availability above 98 % over the last 7 days in "
     "the WCS statistics.",
     "Look at the WCS statistics for the 5 remaining cranes (SRM-1, SRM-2, SRM-4, SRM-5, SRM-6); each must show more "
     "than 98 % availability across the past 7 days.",
     None),
    (5, [1],
     "Check that the integrator's factory acceptance report `FAT-SRM3-2025` for the new S7-1516F cabinet is signed "
     "and lists 0 open points.",
     "Make sure `FAT-SRM3-2025`, the integrator's factory acceptance report for the new S7-1516F cabinet, carries a "
     "signature and shows 0 open points.",
     None),
    (6, [2, 3, 4, 5],
     "Have the operations manager K. Weber sign the shutdown notice and the integrator's commissioning plan "
     "`COM-SRM3-v2` before any stock is blocked.",
     "Before a single location is blocked, the operations manager, K. Weber, must sign both the shutdown notice "
     "and `COM-SRM3-v2`, the commissioning plan from the integrator.",
     "No stock is blocked until K. Weber, the operations manager, has signed the shutdown notice and the "
     "integrator's commissioning plan `COM-SRM3-v2`."),
    (7, [6],
     "Block aisle 3 in the WMS: lock all 1,840 locations of aisle 3 for putaway and picking with block reason `MAINT`, "
     "and move the pick faces of the 38 fast-moving SKUs to aisles 1, 2 and 4.",
     "Close aisle 3 in the WMS by putting a `MAINT` block on every one of the 1,840 locations in aisle 3, so nothing is put away there or "
     "picked from there, and shift the pick faces of the 38 fast movers to aisles 1, 2 and 4.",
     "Lock the 1,840 locations of aisle 3 for putaway and picking with block reason `MAINT` (blocking aisle 3 in the "
     "WMS), and move the pick faces of the 38 fast-moving SKUs to aisles 1, 2 and 4."),
    (8, [7],
     "Let SRM-3 finish its 14 open transport orders, then send it to home position P0; the WCS must show SRM-3 "
     "`IDLE` with 0 orders.",
     "Allow SRM-3 to complete the 14 transport orders it still holds and park it at home position P0; in the WCS it "
     "then has to read `IDLE` with 0 orders.",
     None),
    (9, [8],
     "Lock out SRM-3: main isolator Q1 off with a personal lock from each of the 4 technicians, and the aisle 3 door "
     "key in key box KB-HB1.",
     "Isolate SRM-3 for work: main isolator Q1 off and carrying one personal lock from each of the 4 technicians, with "
     "the door key of aisle 3 put into key box KB-HB1.",
     "Main isolator Q1 off with a personal lock from each of the 4 technicians and the aisle 3 door key in key box "
     "KB-HB1: that locks out SRM-3."),
    (10, [9],
     "Swap the controller: take the S7-416 rack out of cabinet +SRM3-A1, fit the S7-1516F cabinet, and connect the "
     "Profinet drives and the 3 laser distance sensors.",
     "Change the controller over by removing the S7-416 rack from cabinet +SRM3-A1 and installing the S7-1516F "
     "cabinet, then wiring up the Profinet drives and the 3 laser distance sensors.",
     None),
    (11, [9],
     "Meanwhile the mechanics inspect the top guide rail of aisle 3 and replace the hoist's lifting belt with part "
     "LB-3-2200, tensioned to 2.4 kN.",
     "In parallel, the mechanics check the aisle 3 top guide rail and fit a new lifting belt on the hoist, part "
     "LB-3-2200, tensioning it to 2.4 kN.",
     "Part LB-3-2200, tensioned to 2.4 kN, replaces the lifting belt of the hoist while the mechanics also inspect "
     "the top guide rail of aisle 3, meanwhile."),
    (12, [10],
     "Load program SRM3_v5.2 into the S7-1516F with TIA Portal V18 and restore the encoder offsets and the teach table "
     "`teach_SRM3_2025-10-24.csv` from the saved data.",
     "With TIA Portal V18, download SRM3_v5.2 into the S7-1516F, then bring back the encoder offsets and the teach "
     "table `teach_SRM3_2025-10-24.csv` from what was saved.",
     "From the saved data, restore the encoder offsets and the teach table `teach_SRM3_2025-10-24.csv` once program "
     "SRM3_v5.2 is loaded into the S7-1516F with TIA Portal V18."),
    (13, [11, 12],
     "Commission in manual mode at crawl speed: reference runs of the X, Y and Z axes, then test the safety "
     "functions, overrun limit switches, the aisle door interlock and all 4 emergency stops, each recorded on "
     "`COM-SRM3-v2`.",
     "Commission the crane at crawl speed in manual: run the X, Y and Z axes to reference, then prove every safety "
     "function (overrun limit switches, the interlock on the aisle door and each of the 4 emergency stops) and sign "
     "each off on `COM-SRM3-v2`.",
     None),
    (14, [13],
     "Run 20 test moves with pallets of test SKU TEST-0001 to locations spread over aisle 3 and compare the laser "
     "positions with the teach table: every one within 5 mm.",
     "Make 20 test moves using pallets of test SKU TEST-0001 to locations across aisle 3, comparing each laser "
     "position with the teach table; all of them must be within 5 mm.",
     "Every laser position must be within 5 mm of the teach table over 20 test moves with pallets of test SKU "
     "TEST-0001 to locations spread over aisle 3."),
    (15, [14],
     "Hand SRM-3 back to the WCS: on the active node wcs-a, reload the aisle 3 configuration without a restart "
     "(`wcsctl reload --aisle 3`) and set SRM-3 to `AUTO` with a throughput cap of 50 %.",
     "Give SRM-3 back to the WCS by reloading the aisle 3 configuration on wcs-a, the active node, without "
     "restarting it (`wcsctl reload --aisle 3`), and putting SRM-3 in `AUTO` capped at 50 % throughput.",
     None),
    (16, [14],
     "Unblock aisle 3 in the WMS: remove block reason `MAINT` from the 1,840 locations and return the pick faces of "
     "the 38 fast-moving SKUs to aisle 3.",
     "Lift the `MAINT` block on the 1,840 locations of aisle 3 in the WMS and move the pick faces of the 38 fast movers "
     "back to aisle 3.",
     "Remove block reason `MAINT` from the 1,840 locations of aisle 3 in the WMS and bring the pick faces of the 38 "
     "fast-moving SKUs back to aisle 3."),
    (17, [15, 16],
     "Let SRM-3 run a full shift at the 50 % cap before the cap is lifted: 0 crane faults in the WCS and 0 mis-stored "
     "pallets in a cycle count of 40 random locations of aisle 3.",
     "SRM-3 works a whole shift at the 50 % cap before anything is raised; the WCS must log 0 crane faults, and a "
     "cycle count of 40 random locations in aisle 3 must find 0 mis-stored pallets.",
     None),
    (18, [17],
     "Lift the throughput cap of SRM-3 to 100 % in the WCS and close CHG-WH-0418 with the commissioning sheet and the "
     "cycle count.",
     "Raise SRM-3 to 100 % throughput in the WCS, then close CHG-WH-0418, attaching the commissioning sheet and the "
     "cycle count.",
     None),
]

GUARDS = {
    2: "backup: copy of the PLC project, encoder offsets and teach table on the USB stick and the share",
    6: "approval: operations manager signs the shutdown notice and the commissioning plan",
    13: "verify: reference runs and safety functions proven at crawl speed",
    14: "verify: 20 test moves within 5 mm of the teach table",
    17: "health: a full shift at the 50 % cap with no faults and a clean cycle count before full rate",
}
DROP_GUARD = 17

SPLITS = {
    10: ["Swap the controller: take the S7-416 rack out of cabinet +SRM3-A1.",
         "Fit the S7-1516F cabinet in its place and connect the Profinet drives and the 3 laser distance sensors."],
    13: ["Commission in manual mode at crawl speed, starting with reference runs of the X, Y and Z axes.",
         "Then test the safety functions: overrun limit switches, the aisle door interlock and all 4 emergency stops, "
         "each recorded on `COM-SRM3-v2`."],
}

REGEN_SPLIT = {
    8: ["Let SRM-3 work off the 14 transport orders it still has open.",
        "Poll the WCS until SRM-3 shows `IDLE` with 0 orders.",
        "Then send it to home position P0."],
    11: ["Meanwhile the mechanics inspect the top guide rail of aisle 3.",
         "They also replace the hoist's lifting belt with part LB-3-2200 and tension it to 2.4 kN."],
}

SERIALIZE = [3, 4, 5]

COMPRESS = [
    ([1, 2], "Open CHG-WH-0418 for the SRM-3 controller swap and back up the PLC project and teach table."),
    ([7, 8], "Block aisle 3 in the WMS and let SRM-3 finish its orders and park."),
    ([10, 12], "Install the S7-1516F in place of the S7-416 and load SRM3_v5.2 with the saved teach table."),
    ([13, 14], "Commission SRM-3 at crawl speed and run test moves to check the positions."),
    ([17, 18], "Run SRM-3 for a shift at 50 %, then lift the cap and close CHG-WH-0418."),
]

LOST = {"remove": (14, 15), "add": [(13, 15)],
        "why": "SRM-3 goes back to automatic in the WCS as soon as commissioning is done, without the 20 test moves "
               "being checked against the teach table"}

TARGET = {"step": 12, "old": "teach_SRM3", "new": "teach_SRM4",
          "kind": "teach table file of the crane (teach_SRM4 holds the positions of aisle 4's crane)"}

OPERATION = {"step": 7,
             "text": "Clear aisle 3 out of the WMS books for the shutdown: post all 1,840 locations of aisle 3 as "
                     "empty with an inventory adjustment to zero (movement type `ZERO-ADJ`), and move the pick faces "
                     "of the 38 fast-moving SKUs to aisles 1, 2 and 4.",
             "change": "block the locations with reason `MAINT` -> post them as empty with a zero inventory "
                       "adjustment, writing off the 1,612 pallets stored there; the step is rewritten around the "
                       "adjustment"}
