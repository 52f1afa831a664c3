# Hand-written golden: replace CRAC-07 in data hall DH-2 while the hall stays live.
ID = "lt29_10"
TASK = ("Replace the chilled-water computer room air conditioner CRAC-07 in the live data hall DH-2: cooling margin, "
        "chilled-water plant and alarm checks, neighbours boosted and temporary sensors, go/no-go, CRAC-07 stopped and "
        "watched, electrical and water isolation proven, coil drained, unit swapped, pressure test, valves reopened, "
        "re-energised, fan-only test and return to the lead/lag sequence under watch.")

STEPS = [
    (1, [], "Raise CHG-3307 with method statement MS-118 for replacing CRAC-07 in data hall DH-2 while the hall stays live, and brief the NOC.",
     "Open change CHG-3307, attach method statement MS-118 for the live-hall swap of CRAC-07 in DH-2, and walk the NOC through it.",
     "Brief the NOC once CHG-3307 is raised with method statement MS-118: CRAC-07 in data hall DH-2 is replaced with the hall live."),
    (2, [1], "Prove the cooling margin: without CRAC-07 the other seven units must carry the 620 kW IT load with one unit still spare.",
     "Show that the hall can lose CRAC-07: the remaining 7 units have to cover the 620 kW of IT load and still leave a unit in reserve.",
     "With one unit still spare, the 620 kW IT load must be carried by the other seven units when CRAC-07 is out; prove that margin."),
    (3, [1], "Check the chilled-water plant: supply at 10 °C and pumps P-2 and P-3 both available.",
     "Look at the chilled-water plant and see a 10 °C supply with both P-2 and P-3 ready to run.",
     "Pumps P-2 and P-3 both available and supply at 10 °C: check that on the chilled-water plant."),
    (4, [1], "Check that the BMS shows no active alarm on CRAC-01 to CRAC-08 other than the fault on CRAC-07.",
     "In the building management system, CRAC-01 to CRAC-08 must have no alarm standing except CRAC-07's own fault.",
     None),
    (5, [2, 3, 4], "Raise CRAC-06 and CRAC-08 to 80 % fan speed with 22 °C supply setpoints locked, and place 6 wireless sensors in cold aisles C3 and C4 with a 27 °C inlet alarm.",
     "Boost the two neighbours, CRAC-06 and CRAC-08, to 80 % fan with their 22 °C supply setpoints locked, and put six wireless sensors in cold aisles C3 and C4 alarming at 27 °C inlet.",
     "In cold aisles C3 and C4, place 6 wireless sensors with a 27 °C inlet alarm, and take CRAC-06 and CRAC-08 to 80 % fan speed, supply setpoints locked at 22 °C."),
    (6, [5], "Get the data-centre manager's go to stop CRAC-07.",
     "Ask the data-centre manager for the go-ahead before CRAC-07 is stopped.",
     None),
    (7, [6], "Stop CRAC-07 from the BMS and set it to maintenance so the lead/lag sequence skips it.",
     "Shut CRAC-07 down through the BMS and flag it as in maintenance, which takes it out of the lead/lag rotation.",
     "So the lead/lag sequence skips it, set CRAC-07 to maintenance after stopping it from the BMS."),
    (8, [7], "Watch the cold-aisle sensors for 30 minutes with CRAC-07 off; every inlet must stay under 27 °C.",
     "Keep an eye on the cold-aisle readings for half an hour with CRAC-07 stopped, accepting no inlet at or above 27 °C.",
     "With CRAC-07 off, every inlet must stay under 27 °C on the cold-aisle sensors for 30 minutes; watch them."),
    (9, [8], "Isolate CRAC-07 at its feeder breaker MCC-2/Q7 and lock it off with LOTO-44.",
     "Cut CRAC-07's supply at feeder breaker MCC-2/Q7 and fit lock LOTO-44 on it.",
     "With LOTO-44, lock off feeder breaker MCC-2/Q7 once CRAC-07 is isolated there."),
    (10, [9], "Prove dead at the CRAC-07 terminals with an approved voltage tester, proving the tester before and after.",
     "Confirm zero volts on CRAC-07's terminals using an approved tester that is itself checked before and after.",
     None),
    (11, [8], "Close the chilled-water valves CHW-07F and CHW-07R and check for let-by at the drain point.",
     "Shut the flow and return valves CHW-07F and CHW-07R and see that nothing passes at the drain point.",
     "At the drain point, check for let-by after closing CHW-07F and CHW-07R, the chilled-water valves."),
    (12, [11], "Drain the CRAC-07 coil into a vessel and disconnect the condensate pump.",
     "Empty the coil of CRAC-07 into a container and unplug its condensate pump.",
     None),
    (13, [10, 12], "Disconnect the pipes and the power cable and remove the old CRAC-07 through the service corridor over floor protection, lifting no more than one floor tile at a time.",
     "Undo the pipework and the power cable and take the old CRAC-07 out by the service corridor on floor protection, never lifting more than a single floor tile at once.",
     "Through the service corridor and over floor protection, remove the old CRAC-07 once its pipes and power cable are disconnected, with no more than one floor tile lifted at a time."),
    (14, [13], "Set the new CRAC-07 on the floor stand and connect flow and return with new gaskets and the power cable.",
     "Place the replacement CRAC-07 on its floor stand and make up flow, return (new gaskets) and the power cable.",
     "Connect flow and return with new gaskets, and the power cable, to the new CRAC-07 on the floor stand."),
    (15, [14], "Pressure-test the new connections: fill, vent and hold 6 bar for 30 minutes with no pressure drop.",
     "Fill and vent the new joints and hold them at 6 bar for half an hour without the pressure falling.",
     "Hold 6 bar for 30 minutes with no pressure drop on the new connections, after filling and venting them."),
    (16, [15], "Open CHW-07F and CHW-07R slowly and check that the leak-detection cable LD-2 under the floor stays clear.",
     "Crack CHW-07F and CHW-07R open gradually while the under-floor leak-detection cable LD-2 shows no alarm.",
     None),
    (17, [15], "Remove LOTO-44 and close the feeder breaker MCC-2/Q7.",
     "Take off LOTO-44 and switch feeder breaker MCC-2/Q7 back on.",
     None),
    (18, [17], "Run the new CRAC-07 in test mode with fans only and the cooling valve shut, and check fan rotation, airflow and filter alarms.",
     "Put the new CRAC-07 through a fans-only test run, cooling valve kept shut, checking the fan turns the right way and the airflow and filter alarms work.",
     None),
    (19, [16, 18], "Return CRAC-07 to the lead/lag sequence in auto, set CRAC-06 and CRAC-08 back to normal fan speed, watch the cold aisles for 60 minutes and close CHG-3307.",
     "Put CRAC-07 back into lead/lag on auto, let CRAC-06 and CRAC-08 return to their usual fan speed, observe the cold aisles for an hour and then close CHG-3307.",
     None),
]

GUARDS = {
    2: "backup: the other seven units proven to carry the load with one spare",
    3: "health: chilled-water plant has supply temperature and pumps available",
    6: "approval: data-centre manager's go before CRAC-07 is stopped",
    8: "health: 30-minute watch of cold-aisle inlets with CRAC-07 off",
    10: "verify: CRAC-07 proved dead before it is disconnected",
    15: "verify: new connections hold 6 bar for 30 minutes",
    18: "dryrun: fans-only test run before cooling is enabled",
}
DROP_GUARD = 15

SPLITS = {
    5: ["Raise CRAC-06 and CRAC-08 to 80 % fan speed with 22 °C supply setpoints locked.",
        "Place 6 wireless sensors in cold aisles C3 and C4 with a 27 °C inlet alarm."],
    19: ["Return CRAC-07 to the lead/lag sequence in auto and set CRAC-06 and CRAC-08 back to normal fan speed.",
         "Watch the cold aisles for 60 minutes and close CHG-3307."],
}

REGEN_SPLIT = [
    (8, ["Watch the cold-aisle sensors with CRAC-07 stopped.",
         "Keep watching for 30 minutes; every inlet reading must stay under 27 °C."]),
    (13, ["Disconnect the old CRAC-07's pipes and its power cable,",
          "then take it out through the service corridor over floor protection, with no more than one floor tile lifted at a time."]),
]

SERIALIZE = [2, 3, 4]

COMPRESS = [
    ([6, 7], "Get the go and stop CRAC-07."),
    ([9, 10], "Isolate CRAC-07 electrically and prove it dead."),
    ([11, 12], "Close CRAC-07's chilled-water valves and drain the coil."),
    ([13, 14], "Swap the old CRAC-07 for the new unit."),
    ([17, 18], "Energise the new unit and test its fans."),
    ([16, 19], "Open the valves, bring CRAC-07 into the sequence and watch the hall."),
]

LOST = {"remove": (12, 13), "add": [(11, 13), (12, 19)],
        "why": "the old unit is disconnected and pulled out before its coil is drained, spilling water under the live floor; the drain only has to finish before the hall is handed back"}

TARGET = {"step": 9, "old": "MCC-2/Q7", "new": "MCC-2/Q6", "kind": "feeder breaker (CRAC-06's, a running neighbour)"}

OPERATION = {"step": 9,
             "text": "Energise CRAC-07 at its feeder breaker MCC-2/Q7 and lock it off with LOTO-44.",
             "change": "minimal one-word edit: isolate -> energise at the feeder breaker before the unit is worked on"}
