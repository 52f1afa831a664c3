ID = "lb11_12"
TASK = "Move Hollis County 911 call answering from the Sheriff's PSAP to the new consolidated ECC through an NG911 policy routing change"

STEPS = [
    (1, [], "Open CR-911-0342 with the state 911 board: Hollis County 911 moves from PSAP-HCSO to PSAP-HECC on 2026-02-10 at 03:00.",
     "File CR-911-0342 with the state 911 board to shift Hollis County 911 answering from PSAP-HCSO over to PSAP-HECC at 03:00 on 2026-02-10.",
     "With the state 911 board, open CR-911-0342 (PSAP-HCSO -> PSAP-HECC for Hollis County 911, 2026-02-10 at 03:00)."),
    (2, [1], "The county 911 director and the state 911 coordinator both sign the PSAP transfer form; without both signatures nothing is changed in the ESInet.",
     "Nothing changes in the ESInet until the PSAP transfer form carries the signatures of the county 911 director and of the state 911 coordinator.",
     None),
    (3, [2], "Keep a copy of today's routing: `prfctl policy export --psap PSAP-HCSO > hcso_policy_20260209.xml`.",
     "Save the routing as it is today with `prfctl policy export --psap PSAP-HCSO > hcso_policy_20260209.xml`.",
     None),
    (4, [2], "Check that all 8 Vesta positions at PSAP-HECC are logged in in test mode with ALI display working.",
     "Make sure the 8 Vesta positions at PSAP-HECC are all logged in under test mode and showing ALI.",
     "ALI display working and test-mode login on all 8 Vesta positions at PSAP-HECC: check."),
    (5, [2], "Check both ESInet BCF links to HECC (BCF-A, BCF-B) are up and answering SIP OPTIONS with 200 OK every 30 s.",
     "Confirm that BCF-A and BCF-B, the two ESInet BCF links into HECC, are up and return 200 OK to SIP OPTIONS every 30 s.",
     None),
    (6, [2], "Send the cutover notice to the wireless carriers (Verizon, AT&T, T-Mobile) and the VoIP providers at least 7 days ahead.",
     "Notify the wireless carriers (Verizon, AT&T, T-Mobile) and the VoIP providers of the cutover 7 days or more in advance.",
     "At least 7 days ahead, the VoIP providers and the wireless carriers (Verizon, AT&T, T-Mobile) get the cutover notice."),
    (7, [2], "Brief HECC call-takers on the Hollis response plans, run card HC-RC-4.",
     "Take the HECC call-takers through run card HC-RC-4, the Hollis response plans.",
     None),
    (8, [3], "Write hecc_policy_v1.xml: Hollis ECRF boundary for urn:service:sos to sip:911@hecc.hollis.ng911.net, overflow to PSAP-NCSO after 20 s.",
     "Author hecc_policy_v1.xml so that urn:service:sos inside the Hollis ECRF boundary routes to sip:911@hecc.hollis.ng911.net, with overflow to PSAP-NCSO after 20 s.",
     "Overflow to PSAP-NCSO after 20 s, and urn:service:sos for the Hollis ECRF boundary to sip:911@hecc.hollis.ng911.net: write that into hecc_policy_v1.xml."),
    (9, [8], "Run `prfctl policy validate hecc_policy_v1.xml --dry-run --against hcso_policy_20260209.xml` and go through the route diff with the ESInet provider line by line.",
     "Go line by line through the route diff with the ESInet provider, from `prfctl policy validate hecc_policy_v1.xml --dry-run --against hcso_policy_20260209.xml`.",
     None),
    (10, [4, 5, 9], "Place 10 test calls per carrier on the test URN and confirm every one lands at a HECC position with a PIDF-LO location.",
     "On the test URN, make 10 test calls for each carrier and check that each reaches a HECC position carrying a PIDF-LO location.",
     "Every test call must land at a HECC position with a PIDF-LO location: place 10 per carrier on the test URN."),
    (11, [6, 7, 10], "Hold the 02:30 bridge with the Sheriff's comms supervisor, the HECC shift lead and the ESInet NOC; the shift lead's go is what lets the change go ahead.",
     "At 02:30, run the bridge with the ESInet NOC, the HECC shift lead and the Sheriff's comms supervisor, and go ahead only when the shift lead says so.",
     None),
    (12, [11], "Activate the new routing: `prfctl policy activate hecc_policy_v1.xml --at 2026-02-10T03:00`.",
     "Turn on the new routing using `prfctl policy activate hecc_policy_v1.xml --at 2026-02-10T03:00`.",
     "Using `prfctl policy activate hecc_policy_v1.xml --at 2026-02-10T03:00`, activate the new routing."),
    (13, [11], "Point text-to-911 at HECC: `tccadmin route set --county HOLLIS --psap PSAP-HECC`.",
     "Send text-to-911 for the county to HECC with `tccadmin route set --county HOLLIS --psap PSAP-HECC`.",
     None),
    (14, [12], "Keep the Sheriff's call-takers logged in as hot standby for 2 hours: `vesta position set --psap PSAP-HCSO --mode standby`.",
     "For two hours, leave the Sheriff's call-takers logged in as a hot standby (`vesta position set --psap PSAP-HCSO --mode standby`).",
     "`vesta position set --psap PSAP-HCSO --mode standby` keeps the Sheriff's call-takers logged in as hot standby for 2 hours."),
    (15, [12], "For the first 30 minutes, watch that every 911 call lands at HECC and that 90 % are answered within 15 s.",
     "Through the first half an hour, keep watching that all 911 calls arrive at HECC and that 90 % get answered inside 15 s.",
     None),
    (16, [12, 13], "Send a test text from each carrier and confirm it lands at HECC.",
     "Make sure a test text sent from every carrier arrives at HECC.",
     "From each carrier, send a test text; it should land at HECC."),
    (17, [12], "Check in ECaTS that Phase II location is present on at least 95 % of wireless calls.",
     "Use ECaTS to confirm 95 % or more of wireless calls carry a Phase II location.",
     None),
    (18, [14, 15, 16, 17], "Stand the Sheriff's positions down: `vesta position set --psap PSAP-HCSO --mode off`.",
     "Take the Sheriff's positions out of standby with `vesta position set --psap PSAP-HCSO --mode off`.",
     "With `vesta position set --psap PSAP-HCSO --mode off`, stand down the Sheriff's positions."),
    (19, [18], "Redirect the Sheriff's 10-digit emergency line 555-0142 to HECC in the PBX.",
     "In the PBX, forward 555-0142, the Sheriff's 10-digit emergency line, to HECC.",
     None),
    (20, [18], "Retire the old policy: `prfctl policy retire hcso_policy_20260209 --keep-archive`.",
     "Take the old policy out of service with `prfctl policy retire hcso_policy_20260209 --keep-archive`.",
     "`prfctl policy retire hcso_policy_20260209 --keep-archive` retires the old policy."),
    (21, [19, 20], "After 24 hours, check the ECaTS report: zero calls answered at PSAP-HCSO and no misroutes reported by any agency.",
     "Once 24 hours have passed, make sure the ECaTS report shows no calls answered at PSAP-HCSO, and that no agency has reported a misroute.",
     None),
    (22, [21], "Send the state 911 board the completion notice with the ECaTS report.",
     "Give the state 911 board the completion notice, the ECaTS report attached.",
     "With the ECaTS report attached, send the completion notice to the state 911 board."),
    (23, [21], "Ask the carriers to update their PSAP ID records in the FCC PSAP registry to PSAP-HECC.",
     "Have the carriers change their PSAP ID records to PSAP-HECC in the FCC PSAP registry.",
     None),
    (24, [22, 23], "Close CR-911-0342.",
     "Mark CR-911-0342 as closed.",
     "CR-911-0342: close it."),
]

GUARDS = {
    2: "911 director and state coordinator both sign the PSAP transfer form",
    3: "export of the current PRF policy before the new policy is written",
    9: "--dry-run validation and route diff review with the ESInet provider",
    10: "test calls on the test URN land at HECC before the go/no-go",
    11: "HECC shift lead's go on the 02:30 bridge before activation",
    15: "30-minute watch of answer times before the Sheriff's positions stand down",
    21: "24-hour ECaTS check before closing",
}
DROP_GUARD = 9

SPLITS = {
    10: ("Place 10 test calls per carrier on the test URN.",
         "Confirm every one lands at a HECC position with a PIDF-LO location."),
    21: ("After 24 hours, check the ECaTS report: zero calls answered at PSAP-HCSO.",
         "Also confirm no misroutes were reported by any agency."),
}
REGEN_SPLIT = (8, (
    "Create hecc_policy_v1.xml sending urn:service:sos within the Hollis ECRF boundary to sip:911@hecc.hollis.ng911.net.",
    "Add the overflow rule: PSAP-NCSO takes calls not answered after 20 s."))

SERIALIZE = [4, 5]

COMPRESS = [
    ([1, 2], "Open CR-911-0342 and get the transfer form signed."),
    ([3, 8], "Export the current policy and write hecc_policy_v1.xml with overflow to PSAP-NCSO."),
    ([9, 10], "Validate the new policy and run test calls to HECC."),
    ([12, 14], "Activate the new policy at 03:00 and keep the Sheriff's positions on standby."),
    ([13, 16], "Route text-to-911 to HECC and send a test text."),
    ([19, 21], "Redirect the admin line and check ECaTS after a day."),
    ([22, 24], "Notify the state board and close the CR."),
]

LOST = {"remove": (15, 18), "add": [(15, 21)],
        "why": "the Sheriff's positions are stood down without waiting for the 30-minute answer-time watch (the watch now only has to finish before the 24-hour check)"}

TARGET = {"step": 19, "old": "555-0142", "new": "555-0124", "kind": "phone number"}

OPERATION = {"step": 20,
             "text": "Retire the old policy: `prfctl policy delete hcso_policy_20260209 --purge-archive`.",
             "change": "`policy retire --keep-archive` -> `policy delete --purge-archive` under the same 'retire' wording"}
