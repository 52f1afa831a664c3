# lt7_07 - data center facilities: UPS-B battery string replacement on maintenance bypass
ID = "lt7_07"
TASK = ("Data center facilities: replace the 4 battery strings of UPS-B in hall DH2 with the B feed on maintenance "
        "bypass, after capacity and generator checks, single-corded rack moves and a go/no-go; return UPS-B to "
        "inverter, watch it and run a discharge test.")

STEPS = [
    (1, [], "Open change DC-CHG-2207 for the UPS-B battery string replacement in DH2 (MOP-UPS-B-07); window Sunday 06:00-14:00.",
     "Raise DC-CHG-2207 to cover replacing the battery strings on UPS-B in DH2 according to MOP-UPS-B-07, in the Sunday 06:00-14:00 window.",
     "Under MOP-UPS-B-07, change DC-CHG-2207 (window Sunday 06:00-14:00) covers swapping the UPS-B battery strings in DH2."),
    (2, [1], "Notify the DH2 customers that the B feed will run on maintenance bypass (raw utility) from 06:00 to 14:00.",
     "Let every customer in DH2 know in advance that between 06:00 and 14:00 their B feed is on maintenance bypass, meaning raw utility power.",
     None),
    (3, [1], "On the BMS, check that UPS-A is below 40% load so it can carry the dual-corded load on its own.",
     "Look at UPS-A in the BMS and make sure the unit is under 40% load; it has to be able to take the whole dual-corded load by itself.",
     "UPS-A must read below 40% load on the BMS, so that it can carry the dual-corded load alone."),
    (4, [1], "Confirm that GEN-1 and GEN-2 passed the last monthly load test and that both fuel tanks are above 80%.",
     "Check the generator records: GEN-1 and GEN-2 both need a passed monthly load test last time round, and fuel in both tanks has to be over 80%.",
     None),
    (5, [3], "List the single-corded racks on the B side with `dcimctl racks --hall DH2 --feed B --cords 1` (7 expected) and have the customers move them to STS-fed PDUs.",
     "Pull the single-corded B-side racks from DCIM - `dcimctl racks --hall DH2 --feed B --cords 1` should return 7 - and ask the owners to move them onto STS-fed PDUs.",
     "Customers move the single-corded racks onto STS-fed PDUs; the list (7 expected) comes from `dcimctl racks --hall DH2 --feed B --cords 1`."),
    (6, [2, 4, 5], "Hold the go/no-go with the facilities manager and the NOC shift lead; record the decision in DC-CHG-2207.",
     "The facilities manager and the NOC shift lead make the go/no-go call together, and the outcome is written into DC-CHG-2207.",
     "Record in DC-CHG-2207 the go/no-go decision taken by the NOC shift lead and the facilities manager."),
    (7, [6], "Save the UPS-B settings and event log from the network management card (`https://ups-b-nmc.dh2.local/config.ini`) into the MOP folder.",
     "Before touching the unit, download its settings and event log from the management card at `https://ups-b-nmc.dh2.local/config.ini` and file them in the MOP folder.",
     None),
    (8, [6], "Put the UPS-B alarms on the BMS into maintenance mode for 8 hours; do not disable them globally.",
     "Suppress the BMS alarms for UPS-B only, via 8 hours of maintenance mode - global disabling is not acceptable.",
     "For 8 hours, the BMS alarms of UPS-B go into maintenance mode (not a global disable)."),
    (9, [7, 8], "Transfer UPS-B to static bypass from the front panel and confirm the bypass lamp and the Load on bypass status.",
     "Using the front panel, move the UPS-B load onto static bypass, then check that the bypass lamp is lit and the status reads Load on bypass.",
     None),
    (10, [9], "Close the maintenance bypass breaker MBB-B, then open the unit input breaker UIB-B and the unit output breaker UOB-B, in that order (MOP step 4.3).",
     "Following MOP step 4.3 exactly, first close maintenance bypass breaker MBB-B, after that open the unit input breaker UIB-B and finally the unit output breaker UOB-B.",
     "MOP step 4.3: MBB-B (maintenance bypass breaker) closed first, then UIB-B (unit input) and UOB-B (unit output) opened, in that order."),
    (11, [10], "Prove the battery bus dead with a meter (0 V DC) and apply LOTO lock L-117 on the battery breaker BB-B before any work.",
     "Nobody works on the strings until the battery bus has been proven dead with a meter at 0 V DC and LOTO lock L-117 is on battery breaker BB-B.",
     None),
    (12, [11], "Replace the 4 battery strings (160 VRLA blocks of 12 V) and torque the terminals to 6.8 Nm.",
     "Swap out all 4 strings - 160 VRLA blocks, 12 V each - tightening the terminals to 6.8 Nm.",
     "Terminals torqued to 6.8 Nm, the 4 battery strings (160 VRLA blocks at 12 V) are replaced."),
    (13, [12], "Measure each string (540 to 550 V DC) and the internal resistance of every block (below 4.5 mOhm).",
     "Take readings on every string, which must be between 540 and 550 V DC, and on each block's internal resistance, which has to be under 4.5 mOhm.",
     None),
    (14, [13], "Remove LOTO lock L-117 and close the battery breaker BB-B.",
     "Take off LOTO lock L-117, then close BB-B, the battery breaker.",
     "Battery breaker BB-B is closed once LOTO lock L-117 has been removed."),
    (15, [14], "Close UIB-B, wait about 2 minutes for the rectifier to start and the inverter to sync, then close UOB-B.",
     "Close the input breaker UIB-B first; give the rectifier roughly 2 minutes to come up and the inverter to synchronise before closing UOB-B.",
     None),
    (16, [15], "Open the maintenance bypass breaker MBB-B and transfer UPS-B back to inverter from the front panel.",
     "With the unit synchronised, open MBB-B (maintenance bypass breaker) and, on the front panel, put UPS-B back onto inverter.",
     "From the front panel transfer UPS-B back to inverter after opening maintenance bypass breaker MBB-B."),
    (17, [16], "Watch UPS-B on inverter for 30 minutes: output 400 V within 2%, no active alarms on the NMC.",
     "Give the unit half an hour on inverter under observation; output has to stay at 400 V within 2% and the NMC must show no active alarms.",
     None),
    (18, [17], "Run a discharge test of 10 minutes from the NMC at current load; predicted runtime must be at least 12 minutes.",
     "From the NMC, start a discharge test of 10 minutes at the present load and check that the predicted runtime comes out at 12 minutes or more.",
     "Predicted runtime of at least 12 minutes is required from the NMC discharge test (10 minutes, current load)."),
    (19, [17], "Take the UPS-B alarms on the BMS out of maintenance mode.",
     "End the maintenance mode on the BMS for the UPS-B alarms so they page again.",
     None),
    (20, [18, 19], "Tell the DH2 customers the B feed is back under UPS protection.",
     "Send a follow-up to the DH2 customers confirming that the B feed is UPS-protected again.",
     "The B feed is under UPS protection again: notify the DH2 customers."),
    (21, [18], "Record the new battery serial numbers and the install date 2024-05-12 in the DCIM asset records.",
     "Update the DCIM asset records with the serial numbers of the new batteries and 2024-05-12 as install date.",
     None),
    (22, [20, 21], "Close DC-CHG-2207 with the test sheets attached.",
     "Attach the test sheets and close out DC-CHG-2207.",
     "DC-CHG-2207 is closed, test sheets attached."),
]

GUARDS = {
    3: "UPS-A capacity check before putting B on bypass",
    6: "go/no-go before the maintenance starts",
    7: "UPS-B settings and event log saved before the work",
    11: "dead-bus test and LOTO before touching the strings",
    13: "string and block measurements before closing the battery breaker",
    17: "30-minute watch on inverter before the discharge test and alarm re-enable",
}
DROP_GUARD = 11

SPLITS = {
    10: ("Close the maintenance bypass breaker MBB-B (MOP step 4.3).",
         "Then open the unit input breaker UIB-B and the unit output breaker UOB-B, in that order."),
    15: ("Close UIB-B and wait about 2 minutes for the rectifier to start and the inverter to sync.",
         "Then close UOB-B."),
}
REGEN_SPLIT = (12, (
    "Swap in the new battery strings, all 4 of them: 160 VRLA blocks, 12 V each.",
    "While fitting them, torque every terminal to 6.8 Nm.",
))
SERIALIZE = [3, 4]

COMPRESS = [
    ([1, 2], "Open DC-CHG-2207 and notify DH2 customers about the B-feed bypass window."),
    ([9, 10], "Put UPS-B on static bypass and then on maintenance bypass per the MOP."),
    ([11, 12, 13], "Lock out the battery breaker, replace the 4 strings and measure them."),
    ([14, 15, 16], "Close the battery, input and output breakers and return UPS-B to inverter."),
    ([21, 22], "Record the new batteries in DCIM and close the change."),
]

LOST = {"remove": (13, 14), "add": [(12, 14), (13, 21)],
        "why": "the battery breaker is closed and UPS-B brought back without waiting for the string voltage and internal-resistance measurements"}

TARGET = {"step": 5, "old": "--feed B", "new": "--feed A", "kind": "power feed"}

OPERATION = {"step": 10,
             "text": "Open the maintenance bypass breaker MBB-B, then open the unit input breaker UIB-B and the unit output breaker UOB-B, in that order (MOP step 4.3).",
             "change": "close -> open on MBB-B (prose and action flipped), which drops the B-feed load"}
