ID = "lb10_09"
TASK = "Haemodialysis unit water plant: heat disinfection of the RO2 loop after an endotoxin excursion at LP-07 and product conductivity cell CC-2 replacement"

STEPS = [
    (1, [],
     "Open incident INC-HD-3382 for the endotoxin result of 0.31 EU/ml at loop point LP-07 (action level 0.125 EU/ml) and book the water plant for Sunday 06:00-14:00.",
     "Log INC-HD-3382 against the 0.31 EU/ml endotoxin result from loop point LP-07, above the 0.125 EU/ml action level, and reserve the water plant on Sunday 06:00-14:00.",
     "Book the water plant for Sunday 06:00-14:00 and open INC-HD-3382: endotoxin at LP-07 came back at 0.31 EU/ml against an action level of 0.125 EU/ml."),
    (2, [1],
     "Get the go from the dialysis charge nurse that all 24 machines are off treatment and disconnected from the wall boxes.",
     "Wait for the charge nurse on dialysis to confirm that none of the 24 machines is treating and each is unplugged from its wall box, and take that as the go.",
     None),
    (3, [2],
     "Note the current RO2 settings (product conductivity alarm 10 µS/cm, recovery 75 %, loop pressure 3.2 bar) and photograph the controller screen.",
     "Write down what RO2 is set to now, conductivity alarm on product at 10 µS/cm, 75 % recovery and 3.2 bar loop pressure, and take a photo of the controller screen.",
     "Photograph the controller screen and note RO2's current settings: loop pressure 3.2 bar, recovery 75 %, product conductivity alarm 10 µS/cm."),
    (4, [2],
     "Put every dialysis machine in `Disinfection lockout` so none can draw water from the loop during the heat cycle.",
     "Set all dialysis machines to `Disinfection lockout`, which stops any of them drawing loop water while the heat cycle runs.",
     None),
    (5, [3, 4],
     "Start heat disinfection on the RO2 controller with program `HEAT-LOOP`: 85 °C for 60 minutes at the loop return.",
     "Kick off program `HEAT-LOOP` on the RO2 controller, which holds the loop return at 85 °C for 60 minutes.",
     "On the RO2 controller, program `HEAT-LOOP` (85 °C at the loop return for 60 minutes) starts the heat disinfection."),
    (6, [5],
     "During the cool-down, replace product conductivity cell CC-2 and calibrate it against the 84 µS/cm standard.",
     "While the loop cools, fit a new CC-2 product conductivity cell and calibrate it with the 84 µS/cm standard solution.",
     None),
    (7, [5],
     "Download the RO2 temperature record and check the loop return stayed at or above 85 °C for the full 60 minutes.",
     "Pull the temperature record off RO2 and make sure the return never fell below 85 °C at any point in the 60 minutes.",
     "Check that the loop return held 85 °C or more for all 60 minutes, using the temperature record downloaded from RO2."),
    (8, [6, 7],
     "Flush the loop to drain for 30 minutes and check the residual temperature is below 30 °C at LP-07.",
     "Run the loop to drain for half an hour, then confirm LP-07 is back under 30 °C.",
     None),
    (9, [8],
     "Take samples at LP-01, LP-07 and LP-12 for endotoxin and TVC, with a conductivity reading at each.",
     "Sample LP-01, LP-07 and LP-12 for endotoxin and total viable count, reading conductivity at each point as well.",
     "For endotoxin and TVC, sample LP-01, LP-07 and LP-12, and read the conductivity at each of them."),
    (10, [8],
     "Test total chlorine at the carbon tank outlet: below 0.1 mg/l before the RO.",
     "Check the carbon tank outlet for total chlorine, which must be under 0.1 mg/l ahead of the RO.",
     None),
    (11, [9, 10],
     "On machine HD-05, run a check with the RO water: conductivity and temperature alarms must pass.",
     "Use machine HD-05 to test the RO water and see the conductivity and temperature alarms pass.",
     "Conductivity and temperature alarms must pass on machine HD-05 when it is checked with the RO water."),
    (12, [11],
     "Take the dialysis machines out of `Disinfection lockout` and hand the water plant back to the charge nurse.",
     "Release the dialysis machines from `Disinfection lockout` and return the water plant to the charge nurse.",
     None),
    (13, [12],
     "Watch the first session's online conductivity for 4 hours; it must stay under 10 µS/cm.",
     "Over the first 4 hours of treatment, keep watching the online conductivity and make sure it remains below 10 µS/cm.",
     "Online conductivity must stay under 10 µS/cm: watch it for the first session's 4 hours."),
    (14, [9],
     "Chase the lab for endotoxin under 0.125 EU/ml at all three points within 48 hours; repeat the heat disinfection if not.",
     "Follow up with the lab until all three points report endotoxin below 0.125 EU/ml, within 48 hours, and run the heat disinfection again if any does not.",
     None),
    (15, [13, 14],
     "Close INC-HD-3382 with the lab results and the CC-2 calibration certificate.",
     "Close out INC-HD-3382, attaching the lab results and CC-2's calibration certificate.",
     "With the CC-2 calibration certificate and the lab results attached, close INC-HD-3382."),
]

GUARDS = {
    2: "go from the charge nurse that every machine is off treatment (approval gate)",
    3: "current RO2 settings noted and photographed (captured current values)",
    7: "temperature record shows 85 °C held for 60 minutes (verification)",
    11: "machine-side check with the RO water before handing back (verification before release)",
    13: "4-hour watch of online conductivity in the first session (health watch)",
}
DROP_GUARD = 2

SPLITS = {
    3: ("Note the current RO2 settings: product conductivity alarm 10 µS/cm, recovery 75 %, loop pressure 3.2 bar.",
        "Photograph the controller screen."),
    5: ("Start heat disinfection on the RO2 controller with program `HEAT-LOOP`.",
        "Make sure it holds 85 °C for 60 minutes at the loop return."),
}
REGEN_SPLIT = (9, (
    "Draw endotoxin and TVC samples from LP-01, LP-07 and LP-12.",
    "Read conductivity at each of those three points too.",
))
SERIALIZE = [9, 10]
COMPRESS = [
    ([1, 2], "Open the endotoxin incident, book the water plant and get the charge nurse's go."),
    ([6, 8], "Replace the conductivity cell and flush the loop."),
    ([11, 12, 13], "Check the water on a machine, release the machines and watch the first session."),
]
LOST = {"remove": (4, 5), "add": [(4, 12)],
        "why": "the heat disinfection starts without waiting for every dialysis machine to be locked out of the loop"}
TARGET = {"step": 9, "old": "LP-07", "new": "LP-08", "kind": "loop sampling point"}
OPERATION = {"step": 4,
             "text": "Take every dialysis machine out of `Disinfection lockout` so any can draw water from the loop during the heat cycle.",
             "change": "machines put in lockout -> taken out of lockout (lock -> unlock)"}
