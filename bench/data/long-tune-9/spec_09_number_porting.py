ID = "lt9_09"
TASK = "Telecom number porting: port-in of a 1,200-number DDI range from donor carrier Vexa onto our SIP trunk"

STEPS = [
    (1, [], "Open PORT-88412 to port Acme Logistics' 1,200 numbers (442079460000-442079461199) in from Vexa, cutover 2025-07-08 06:00.",
     "Raise PORT-88412: Acme Logistics moves its 1,200 numbers, 442079460000-442079461199, from Vexa to us with the cutover at 06:00 on 2025-07-08.",
     "Cutover 2025-07-08 06:00 for the 1,200 Acme Logistics numbers (442079460000-442079461199) coming in from Vexa; ticket PORT-88412."),
    (2, [1], "Hold the order until the signed LOA matches the account holder and billing address on the Vexa bill.",
     "The order waits until the account holder and billing address on the Vexa bill agree with the signed LOA.",
     None),
    (3, [2], "Send the port request: `npctl order create --donor VEXA --range 442079460000-442079461199 --date 2025-07-08T06:00Z`.",
     "Submit the request to the donor with `npctl order create --donor VEXA --range 442079460000-442079461199 --date 2025-07-08T06:00Z`.",
     "`npctl order create --donor VEXA --range 442079460000-442079461199 --date 2025-07-08T06:00Z` submits the port request."),
    (4, [1], "Build the range on the SBC in inactive state: `numctl provision --range 442079460000-442079461199 --trunk acme-sip-01 --state inactive`.",
     "Provision the numbers, still inactive, on the SBC using `numctl provision --range 442079460000-442079461199 --trunk acme-sip-01 --state inactive`.",
     "`numctl provision --range 442079460000-442079461199 --trunk acme-sip-01 --state inactive` builds the range on the SBC without activating it."),
    (5, [4], "Place test calls to 5 numbers through test prefix 1833 to the customer PBX over acme-sip-01.",
     "Using test prefix 1833, call 5 of the numbers and check they reach the customer PBX over acme-sip-01.",
     None),
    (6, [1], "`numctl routes export > /srv/np/routes-2025-07-07.csv`",
     "Dump the routing table to a file: `numctl routes export > /srv/np/routes-2025-07-07.csv`.",
     "First of all, `numctl routes export > /srv/np/routes-2025-07-07.csv`."),
    (7, [3], "Vexa must send the FOC for 2025-07-08 06:00; without it there is no cutover.",
     "No cutover happens unless Vexa returns the FOC for 06:00 on 2025-07-08.",
     "Without the FOC from Vexa for 2025-07-08 06:00, stop: the cutover does not go ahead."),
    (8, [5, 7], "05:45 call with the customer's IT: PBX registered on acme-sip-01 and their staff on standby, or we stop.",
     "At 05:45 check with the customer's IT that the PBX is registered on acme-sip-01 and staff are standing by; otherwise the port is stopped.",
     "The port stops unless, on the 05:45 call, the customer's IT confirm the PBX is registered on acme-sip-01 and staff are on standby."),
    (9, [6, 8], "Activate the range: `numctl activate --range 442079460000-442079461199`.",
     "Bring the numbers live with `numctl activate --range 442079460000-442079461199`.",
     None),
    (10, [9], "Update the NP database: `npctl npdb update --range 442079460000-442079461199 --rn 0177`.",
     "Write routing number 0177 for the range into the NP database: `npctl npdb update --range 442079460000-442079461199 --rn 0177`.",
     None),
    (11, [10], "Call 10 sample numbers from 3 outside networks (two mobile, one fixed).",
     "From 3 external networks, one fixed and two mobile, place calls to 10 sample numbers.",
     "10 sample numbers, called from 3 outside networks (two mobile, one fixed)."),
    (12, [10], "Check caller ID presentation on outbound calls from 5 of the numbers.",
     "Make outbound calls from 5 numbers and confirm the caller ID shown is correct.",
     None),
    (13, [11, 12], "Sit on the SBC stats for 2 hours: attempts on the range and a failed-call ratio under 2%.",
     "For 2 hours, watch call attempts on the range on the SBC and keep the failed-call ratio below 2%.",
     "A failed-call ratio below 2% and the attempts on the range, watched on the SBC for 2 hours."),
    (14, [13], "Confirm completion to Vexa: `npctl order complete --ref PORT-88412`.",
     "Tell Vexa the port is complete by running `npctl order complete --ref PORT-88412`.",
     None),
    (15, [14], "Close PORT-88412.",
     "PORT-88412 is closed.",
     None),
]

GUARDS = {
    2: "LOA check before the order is sent",
    6: "export of the routing table (command only, does not say what it protects)",
    7: "FOC from the donor before cutover",
    8: "05:45 go/no-go with the customer",
    13: "2-hour watch before the port is confirmed complete",
}
DROP_GUARD = 7

SPLITS = {
    4: ("Build the range on the SBC: `numctl provision --range 442079460000-442079461199 --trunk acme-sip-01 --state inactive`.",
        "Leave the numbers in inactive state until cutover."),
    13: ("Sit on the SBC stats for 2 hours, watching attempts on the range.",
         "The failed-call ratio must stay under 2%."),
}
REGEN_SPLIT = (8, (
    "Join the 05:45 call with the customer's IT and check the PBX is registered on acme-sip-01.",
    "Their staff must be on standby; if either is missing, the port stops."))

SERIALIZE = [11, 12]

COMPRESS = [
    ([2, 3], "Check the LOA and send the port request to Vexa."),
    ([4, 5], "Provision the range on the SBC and test a few calls."),
    ([9, 10], "Activate the range and update the NP database."),
    ([14, 15], "Confirm completion to Vexa and close the ticket."),
]

LOST = {"remove": (13, 14), "add": [(12, 14), (13, 15)],
        "why": "the port is confirmed complete to Vexa (14) without waiting for the 2-hour SBC watch (13)"}

TARGET = {"step": 10, "old": "0177", "new": "0171", "kind": "routing number"}

OPERATION = {"step": 4,
             "text": "Build the range on the SBC in inactive state: `numctl provision --range 442079460000-442079461199 --trunk acme-sip-01 --state active`.",
             "change": "`--state inactive` -> `--state active` (numbers live before the port; prose unchanged)"}
