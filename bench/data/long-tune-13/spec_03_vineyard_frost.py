ID = "lt13_03"
TASK = ("Run a radiation-frost night on blocks B1-B6 of the Ridge vineyard: wind machines as first line, then overhead "
        "sprinkling from reservoir R-2 with diesel pump P-1 until the ice has cleared.")

STEPS = [
    (1, [], "Open frost event FROST-0412 in the vineyard log as soon as the forecast for the night of 2025-04-12 at station WS-03 drops below -2 °C.",
     "Once station WS-03's forecast for the night of 2025-04-12 falls under -2 °C, start frost event FROST-0412 in the vineyard log.",
     "As soon as the forecast for the night of 2025-04-12 drops below -2 °C at station WS-03, open FROST-0412 (frost event) in the vineyard log."),
    (2, [1], "Check the pump house: diesel tank of pump P-1 above 80 % and reservoir R-2 level above 4.5 m.",
     "Go through the pump house and confirm pump P-1's diesel tank is over 80 % full and the level in reservoir R-2 is higher than 4.5 m.",
     None),
    (3, [1], "Arm wind machines WM-1 to WM-9 in the FrostGuard controller with auto-start at 1.0 °C: `fgctl wm arm --all --start-temp 1.0`.",
     "In FrostGuard, put wind machines WM-1 to WM-9 on automatic with a 1.0 °C start threshold by running `fgctl wm arm --all --start-temp 1.0`.",
     "Run `fgctl wm arm --all --start-temp 1.0` so that wind machines WM-1 to WM-9 are armed in the FrostGuard controller with auto-start at 1.0 °C."),
    (4, [1], "Read all canopy sensors with `fgctl sensors list --block B1-B6`: 24 sensors must report, each within 0.5 °C of the reference thermometer at WS-03.",
     "Poll the canopy sensors (`fgctl sensors list --block B1-B6`) and check that 24 of them answer, none off the WS-03 reference thermometer by more than 0.5 °C.",
     None),
    (5, [2], "Open isolation valves V-10 to V-15 for blocks B1-B6 and close drain valves D-1 to D-3 on the mainline.",
     "Shut the mainline drain valves D-1 to D-3 and open up isolation valves V-10 to V-15 feeding blocks B1-B6.",
     "For blocks B1-B6 open isolation valves V-10 to V-15; on the mainline, close drain valves D-1 to D-3."),
    (6, [5], "Simulate the sprinkler program before the night with `fgctl program simulate FP-SPRINK-B1B6` and check the zone order B1 to B6 and the 2-minute stagger.",
     "Do a dry run of the sprinkler program ahead of the night (`fgctl program simulate FP-SPRINK-B1B6`), making sure zones go B1 to B6 with a 2-minute stagger.",
     None),
    (7, [6], "Get the vineyard manager's approval on FROST-0412 to commit the water: once sprinkling starts it must run until the ice is clear, about 3.2 ML from R-2.",
     "Committing the water needs the vineyard manager's approval on FROST-0412, since sprinkling, once begun, has to continue until the ice is clear and uses about 3.2 ML from R-2.",
     "Sprinkling must run until the ice is clear once it starts (about 3.2 ML from R-2), so get the vineyard manager to approve committing the water on FROST-0412."),
    (8, [3, 4], "When the canopy reaches 1.0 °C, confirm all 9 wind machines have started and run at 590 rpm, and log their start times in FROST-0412.",
     "At a canopy temperature of 1.0 °C make sure all 9 wind machines are up and turning at 590 rpm, then record when each started in FROST-0412.",
     None),
    (9, [7, 8], "Start pump P-1 with its VFD ramped to 30 % and held there for a 10-minute line fill at low pressure: `fgctl pump P-1 start --ramp 30 --hold 10m`.",
     "Bring pump P-1 on gently, VFD at 30 % and kept there for the 10-minute low-pressure line fill, using `fgctl pump P-1 start --ramp 30 --hold 10m`.",
     "Run `fgctl pump P-1 start --ramp 30 --hold 10m`: pump P-1 starts with the VFD at 30 % and holds for a 10-minute line fill at low pressure."),
    (10, [9], "Watch the mainline pressure through the fill: it must stay under 6.5 bar with no hammer alarm, and after the step to 100 % the far end must hold 4.2 bar.",
     "Keep an eye on mainline pressure during the fill; it may not exceed 6.5 bar or raise a hammer alarm, and once at 100 % the far end has to hold 4.2 bar.",
     "During the fill, mainline pressure must stay under 6.5 bar with no hammer alarm; after stepping to 100 %, check that the far end holds 4.2 bar."),
    (11, [10], "Open the zone valves in programmed order with `fgctl program run FP-SPRINK-B1B6`; every zone must show flow within 2 minutes.",
     "Start the programmed zone sequence using `fgctl program run FP-SPRINK-B1B6` and check that flow appears in every zone inside 2 minutes.",
     None),
    (12, [11], "Stop wind machines WM-1 to WM-6 over the sprinkled blocks with `fgctl wm stop WM-1..WM-6`; WM-7 to WM-9 keep running over block B7.",
     "Shut down WM-1 to WM-6, the wind machines above the sprinkled blocks (`fgctl wm stop WM-1..WM-6`), while WM-7 to WM-9 carry on over block B7.",
     "With `fgctl wm stop WM-1..WM-6`, stop WM-1 to WM-6 over the sprinkled blocks, leaving WM-7 to WM-9 running over block B7."),
    (13, [11], "Walk blocks B1-B6 every 30 minutes with a torch: all heads turning, clear ice dripping at the buds, no frozen risers.",
     "Patrol B1-B6 with a torch at 30-minute intervals and check that every head turns, the ice on the buds is clear and dripping, and no riser has frozen.",
     None),
    (14, [12, 13], "Do not stop P-1 until the wet-bulb temperature at WS-03 has stayed above 0.5 °C for 30 minutes and the ice is sliding off the shoots.",
     "P-1 keeps running until the ice slides off the shoots and WS-03 has shown a wet-bulb temperature over 0.5 °C for 30 minutes.",
     "Only once the ice is sliding off the shoots and the wet-bulb temperature at WS-03 has stayed above 0.5 °C for 30 minutes may P-1 be stopped."),
    (15, [14], "Stop P-1 with a 5-minute ramp-down (`fgctl pump P-1 stop --ramp-down 5m`), close V-10 to V-15 and open drain valves D-1 to D-3 to empty the mainline.",
     "Bring P-1 to a halt with a 5-minute ramp-down (`fgctl pump P-1 stop --ramp-down 5m`), then shut V-10 to V-15 and open up drains D-1 to D-3 so the mainline empties.",
     None),
    (16, [14], "Disarm the wind machines with `fgctl wm disarm --all` and book a fuel top-up.",
     "Take the wind machines off automatic (`fgctl wm disarm --all`) and schedule refuelling.",
     "Book a fuel top-up and disarm the wind machines via `fgctl wm disarm --all`."),
    (17, [15, 16], "Close FROST-0412 with the minimum temperature, the water drawn from R-2 and the run hours of P-1 and the wind machines.",
     "Record the minimum temperature, the water taken from R-2 and the run hours of P-1 and the wind machines, then close FROST-0412.",
     None),
]

GUARDS = {6: "sprinkler program simulation before the night", 7: "manager approval to commit the water",
          10: "line-fill pressure watch before zones open", 14: "wet-bulb and ice verification before the pump stops"}
DROP_GUARD = 10

SPLITS = {
    7: ("Get the vineyard manager's approval on FROST-0412 to commit the water.",
        "Once sprinkling starts it must run until the ice is clear, about 3.2 ML from R-2."),
    15: ("Stop P-1 with a 5-minute ramp-down: `fgctl pump P-1 stop --ramp-down 5m`.",
         "Close V-10 to V-15 and open drain valves D-1 to D-3 to empty the mainline."),
}
REGEN_SPLIT = (10, ("Monitor the mainline pressure while the lines fill: under 6.5 bar and no hammer alarm.",
                    "After the VFD steps to 100 %, the far end of the mainline has to hold 4.2 bar."))
SERIALIZE = [2, 4]
COMPRESS = [
    ([1, 2], "Open FROST-0412 and check P-1 fuel and the R-2 level."),
    ([5, 6], "Line up the valves for B1-B6 and simulate the sprinkler program."),
    ([9, 10], "Start P-1 with a slow line fill and watch mainline pressure before going to full speed."),
    ([14, 15], "When the ice is clearing, stop P-1 and drain the mainline."),
    ([16, 17], "Disarm the wind machines and close FROST-0412."),
]
LOST = {"remove": (14, 15), "add": [(13, 15)],
        "why": "pump P-1 is stopped and the mainline drained after the block walk, no longer waiting for the wet-bulb and ice-clear verification"}
TARGET = {"step": 3, "old": "1.0", "new": "-1.0", "kind": "temperature threshold"}
OPERATION = {"step": 9, "text": "Start pump P-1 with its VFD straight at 100 % and no hold, so the lines fill quickly at full pressure: `fgctl pump P-1 start --ramp 100 --hold 0m`.",
             "change": "rate in the wrong direction: 30 % ramp with a 10-minute fill -> straight to 100 % with no hold (step rewritten consistently)"}
