ID = "lb15_02"
TASK = ("Gas distribution: replace the stream B regulator at district pressure reducing station PRS-117 (Millbrook Road, "
        "2 barg in, 75 mbar out) while stream A carries the load, with isolation, nitrogen leak test, purge and re-commissioning.")

STEPS = [
    (1, [],
     "Raise work order WO-552917 to replace the stream B regulator at PRS-117 Millbrook Road and book the 2-person crew for Tuesday 08:00.",
     "Open WO-552917 for the stream B regulator swap at PRS-117 on Millbrook Road, and reserve the 2-person crew for 08:00 on Tuesday.",
     "Book the 2-person crew for Tuesday 08:00 and raise work order WO-552917 for the stream B regulator replacement at PRS-117 Millbrook Road."),
    (2, [1],
     "Get Gas Control authorisation GC-7720 to run PRS-117 on stream A alone for up to 6 hours.",
     "Ask Gas Control for permission to have PRS-117 fed by stream A only for at most 6 hours, and note their reference GC-7720.",
     "For up to 6 hours of PRS-117 running on stream A alone, get authorisation GC-7720 from Gas Control."),
    (3, [2],
     "Record the as-found settings (stream A slam-shut 110 mbar, relief valve 90 mbar, outlet 75 mbar) and download 7 days from outlet pressure logger PL-117.",
     "Write down how the station was found, namely slam-shut on stream A at 110 mbar, relief at 90 mbar and outlet at 75 mbar, and pull the last 7 days off the outlet logger PL-117.",
     None),
    (4, [2],
     "Check that the stream A regulator holds 75 mbar ±2 mbar at the current flow and that its slam-shut test record ST-2291 is less than 12 months old.",
     "Confirm stream A is regulating at 75 mbar ±2 mbar under today's flow, and that ST-2291, the last slam-shut test on it, falls within the past 12 months.",
     "Slam-shut test record ST-2291 must be less than 12 months old, and the stream A regulator must hold 75 mbar ±2 mbar at the current flow."),
    (5, [2],
     "Gas-test the kiosk atmosphere with detector GD-4 before entry; it must read below 10 % LEL.",
     "Before anyone goes into the kiosk, sample its air with the GD-4 detector and only enter with a reading under 10 % LEL.",
     None),
    (6, [3, 4, 5],
     "Issue permit PTW-30418 for the isolation, venting and regulator change on stream B.",
     "Have PTW-30418 issued, covering stream B isolation, venting and the regulator swap.",
     "For the isolation, venting and regulator change on stream B, issue permit PTW-30418."),
    (7, [6],
     "Isolate stream B: close inlet valve V-B1 and outlet valve V-B4 and fit locks LK-12 and LK-13 with tags.",
     "Take stream B out by shutting V-B1 on the inlet and V-B4 on the outlet, then lock them with LK-12 and LK-13 and hang the tags.",
     "Close inlet valve V-B1 and outlet valve V-B4, fit locks LK-12 and LK-13 with tags, and so isolate stream B."),
    (8, [7],
     "Vent stream B through vent valve V-B7 until gauge PG-B2 reads 0 mbar, then hold 15 minutes with V-B7 shut and confirm no pressure rise.",
     "Blow stream B down via V-B7 until PG-B2 shows 0 mbar; shut V-B7 and wait 15 minutes, making sure the pressure does not creep back up.",
     "Until gauge PG-B2 reads 0 mbar, vent stream B through vent valve V-B7; then, with V-B7 shut, hold 15 minutes and confirm no pressure rise."),
    (9, [8],
     "Remove the old RMG 512 regulator (serial 4471-08) and fit the new RMG 512 (serial 5530-21) with new gaskets, flange bolts torqued to 95 Nm.",
     "Take out the existing RMG 512 (serial 4471-08) and install the replacement RMG 512 (serial 5530-21) on fresh gaskets, tightening the flange bolts to 95 Nm.",
     None),
    (10, [9],
     "Pressurise stream B with nitrogen to 3 bar, hold 30 minutes with a maximum drop of 10 mbar and check every new joint with leak detection fluid.",
     "Put 3 bar of nitrogen on stream B and leave it for 30 minutes; accept a fall of no more than 10 mbar, and spray each new joint with leak detection fluid.",
     "Check every new joint with leak detection fluid while stream B holds nitrogen at 3 bar for 30 minutes (maximum drop 10 mbar)."),
    (11, [10],
     "Vent the nitrogen, remove lock LK-12, open V-B1 slowly and purge through V-B7 until detector GD-4 reads above 90 % gas.",
     "Release the nitrogen, take LK-12 off, crack V-B1 open slowly and purge out of V-B7 until the GD-4 detector shows more than 90 % gas.",
     None),
    (12, [11],
     "Set the new regulator to 70 mbar and the stream B slam-shut to 110 mbar, trip-test the slam-shut by raising its sensing pressure and record the trip value on form SS-3.",
     "Adjust the new regulator to 70 mbar and the stream B slam-shut to 110 mbar, then prove the slam-shut trips by raising the pressure on its sensing line, noting the trip point on form SS-3.",
     "Record on form SS-3 the trip value of the stream B slam-shut, set to 110 mbar and trip-tested by raising its sensing pressure, after setting the new regulator to 70 mbar."),
    (13, [12],
     "Update equipment 10048817 in SAP PM with regulator serial 5530-21 and the new set points.",
     "In SAP PM, change equipment 10048817 to show regulator serial 5530-21 and the new set points.",
     None),
    (14, [12],
     "Remove lock LK-13 and open outlet valve V-B4 so that stream B stands by at 70 mbar behind stream A at 75 mbar.",
     "Take off LK-13 and open V-B4 on the outlet, leaving stream B on standby at 70 mbar while stream A runs at 75 mbar.",
     None),
    (15, [14],
     "Ask Gas Control to watch telemetry tag PRS117_OUT_P for 2 hours: the outlet must stay between 70 and 80 mbar with no slam-shut alarm.",
     "Have Gas Control follow the PRS117_OUT_P telemetry for 2 hours and confirm the outlet never leaves 70 to 80 mbar and no slam-shut alarm comes in.",
     "The outlet must stay between 70 and 80 mbar with no slam-shut alarm; Gas Control watches telemetry tag PRS117_OUT_P for 2 hours."),
    (16, [13, 15],
     "Hand back PTW-30418, download logger PL-117 to compare with the as-found trace and close WO-552917.",
     "Return permit PTW-30418, pull the PL-117 logger again to set against the as-found trace, and close work order WO-552917.",
     None),
]

GUARDS = {
    2: "approval: Gas Control authorisation for single-stream running",
    3: "backup: as-found settings and logger trace captured",
    4: "health: stream A proven able to carry the station alone",
    8: "verify: zero pressure held for 15 minutes (no let-by) before breaking joints",
    10: "verify: nitrogen leak test before gas is admitted",
    12: "verify: slam-shut trip-tested before return to service",
    15: "health: 2-hour telemetry watch after return",
}
DROP_GUARD = 2

SPLITS = {
    12: ("Set the new regulator to 70 mbar and the stream B slam-shut to 110 mbar.",
         "Trip-test the slam-shut by raising its sensing pressure and record the trip value on form SS-3."),
    9: ("Remove the old RMG 512 regulator (serial 4471-08).",
        "Fit the new RMG 512 (serial 5530-21) with new gaskets and torque the flange bolts to 95 Nm."),
}

REGEN_SPLIT = [
    (10, ("Fill stream B with nitrogen to 3 bar.",
          "Leave it for 30 minutes; the pressure may fall by 10 mbar at most.",
          "Meanwhile brush leak detection fluid on every new joint.")),
    (8, ("Blow down stream B through V-B7 until PG-B2 is at 0 mbar.",
         "Shut V-B7 and wait 15 minutes; the gauge must not rise.")),
]

SERIALIZE = [3, 4, 5]

COMPRESS = [
    ([6, 7, 8], "Under PTW-30418 isolate stream B (V-B1, V-B4, locked) and vent it to 0 mbar."),
    ([9, 10], "Replace the RMG 512 regulator with serial 5530-21 and leak-test with nitrogen."),
    ([11, 12], "Purge stream B back to gas and set the regulator and slam-shut."),
    ([14, 15], "Open V-B4 to put stream B on standby and keep an eye on the outlet pressure."),
]

LOST = {"remove": (10, 11), "add": [(9, 11), (10, 16)],
        "why": "gas is admitted and purged into the new regulator without waiting for the nitrogen leak test"}

TARGET = {"step": 12, "old": "110 mbar", "new": "160 mbar", "kind": "slam-shut trip pressure"}

OPERATION = {"step": 7,
             "text": "Isolate stream B: close inlet valve V-B1, open outlet valve V-B4 and fit locks LK-12 and LK-13 with tags.",
             "change": "minimal sentence edit: outlet valve V-B4 is opened instead of closed, so the section is back-fed from the 75 mbar network while it is vented and opened up"}
