"""lt27_09: refinery unit 24, on-stream changeover of relief valve PSV-2402A to its spare and bench test."""

ID = "lt27_09"
TASK = ("On the debutanizer overhead receiver D-2402 of refinery unit 24, change the relief duty from PSV-2402A to "
        "the spare PSV-2402B with changeover valve CV-2402 while the unit runs, isolate and depressure A to the "
        "flare, purge and gas-test it, remove it for a bench test, and refit it as the spare.")

STEPS = [
    (1, [],
     "Raise permit-to-work PTW-24-1187 under work order WO-588310 for PSV-2402A on the debutanizer receiver D-2402 "
     "(unit 24, set pressure 17.5 barg), with the area authority J. Okafor as issuer.",
     "Get permit-to-work PTW-24-1187 raised against work order WO-588310, issued by the area authority J. Okafor, "
     "for PSV-2402A on D-2402, the debutanizer receiver of unit 24, whose set pressure is 17.5 barg.",
     "With J. Okafor, the area authority, as issuer: permit-to-work PTW-24-1187 under WO-588310 covers PSV-2402A on "
     "D-2402 (debutanizer receiver, unit 24, set pressure 17.5 barg)."),
    (2, [1],
     "Check the spare PSV-2402B's paperwork: certificate VS-24-0931 from the bench test of 2024-11-12 shows set "
     "pressure 17.5 barg and is valid until 2026-11-12.",
     "Look up the test certificate of the spare valve PSV-2402B: VS-24-0931, bench test of 2024-11-12, set pressure "
     "17.5 barg, still valid until 2026-11-12.",
     "Certificate VS-24-0931 (bench test 2024-11-12, set pressure 17.5 barg, valid until 2026-11-12) must be on file "
     "for the spare PSV-2402B."),
    (3, [1],
     "Check changeover valve CV-2402 in the field: the indicator reads `A IN SERVICE` and interlock key K-2402 is in "
     "key safe KS-24.",
     "At CV-2402, the changeover valve, confirm on site that the position indicator shows `A IN SERVICE` and that "
     "interlock key K-2402 sits in key safe KS-24.",
     None),
    (4, [1],
     "Check the flare side on the DCS: header FL-24 under 0.3 barg and the flare knock-out drum D-2490 level below "
     "40 %.",
     "On the DCS, make sure flare header FL-24 is below 0.3 barg and the level of the knock-out drum D-2490 is under "
     "40 %.",
     "Flare header FL-24 under 0.3 barg and knock-out drum D-2490 below 40 % level: check the flare side on the DCS."),
    (5, [2, 3, 4],
     "Have the area authority sign PTW-24-1187 and the shift superintendent countersign the on-stream PSV changeover "
     "sheet OCS-24-07.",
     "The area authority signs PTW-24-1187, and the shift superintendent adds a countersignature to OCS-24-07, the "
     "sheet for changing a PSV on-stream.",
     None),
    (6, [5],
     "Walk the changeover through on P&ID 24-PID-0213 with the board operator and the outside operator before "
     "CV-2402 is touched; the board operator keeps D-2402 at about 14.2 barg, at least 15 % under the 17.5 barg set "
     "pressure, and holds feed changes on C-2401.",
     "Before anybody lays a hand on CV-2402, go through the changeover on P&ID 24-PID-0213 together with the board "
     "operator and the outside operator; the board operator holds D-2402 near 14.2 barg, 15 % or more below the "
     "17.5 barg set pressure, and makes no feed changes on C-2401.",
     None),
    (7, [6],
     "Change the relief duty over: insert key K-2402, turn CV-2402 from A to B, and confirm locally that the "
     "indicator reads `B IN SERVICE`.",
     "Move the relief duty onto the spare by putting key K-2402 into CV-2402 and turning it from A to B; the local "
     "indicator must then show `B IN SERVICE`.",
     "The indicator must read `B IN SERVICE` after K-2402 is inserted and CV-2402 is turned from A to B: that "
     "changes the relief duty over."),
    (8, [7],
     "Confirm that B is on line: DCS tag PI-2402B reads the D-2402 pressure (14.2 barg within 0.2 bar) and PI-2402A "
     "on A's inlet section starts to fall.",
     "Prove on the DCS that B has taken the duty: PI-2402B shows the D-2402 pressure, 14.2 barg give or take 0.2 bar, "
     "while PI-2402A on the inlet section of A begins to drop.",
     None),
    (9, [8],
     "Lock CV-2402 in the B position with padlock LK-117, tag A's inlet and outlet sides, and enter both on isolation "
     "certificate IC-24-0452.",
     "Secure CV-2402 in position B with padlock LK-117, hang tags on the inlet and outlet sides of A, and record "
     "the lock and the tags on isolation certificate IC-24-0452.",
     "On isolation certificate IC-24-0452, enter padlock LK-117, which locks CV-2402 in the B position, and the "
     "tags on A's inlet and outlet sides."),
    (10, [9],
     "Depressure A's isolated section to the flare: open bleed valve BV-2402A1 to flare header FL-24 slowly until "
     "PI-2402A reads 0.0 barg.",
     "Let the pressure off the isolated section of A into the flare system by cracking bleed valve BV-2402A1 to "
     "header FL-24, opening it gradually until PI-2402A shows 0.0 barg.",
     "Open bleed valve BV-2402A1 slowly to flare header FL-24 until PI-2402A reads 0.0 barg, depressuring A's "
     "isolated section to the flare."),
    (11, [10],
     "Purge A's section with nitrogen: connect N2 at 6 barg at NV-2402A and pressure up and bleed to FL-24 3 times.",
     "Nitrogen-purge the section of A: hook up N2 at 6 barg to NV-2402A, then pressurise and bleed down to FL-24, 3 "
     "cycles in all.",
     None),
    (12, [11],
     "Have the gas tester check the flange breaks with the Drager X-am 8000 (serial ARFK-0233): LEL 0 % and H2S below "
     "1 ppm, written on PTW-24-1187 before any bolt is loosened.",
     "Before a single bolt is slackened, the gas tester measures at the flange breaks with the Drager X-am 8000, "
     "serial ARFK-0233, and writes on PTW-24-1187 that LEL is 0 % and H2S under 1 ppm.",
     "LEL 0 % and H2S below 1 ppm at the flange breaks, measured by the gas tester with the Drager X-am 8000 "
     "(serial ARFK-0233) and written on PTW-24-1187, before any bolt is loosened."),
    (13, [12],
     "Unbolt PSV-2402A and lift it out with chain block CB-07, then fit spades SP-2402-1 and SP-2402-2 on the open "
     "inlet and outlet flanges.",
     "Take PSV-2402A off: undo the bolts, lift the valve out on chain block CB-07, and blank the open inlet and "
     "outlet flanges with spades SP-2402-1 and SP-2402-2.",
     None),
    (14, [13],
     "In the valve shop, pop-test PSV-2402A on bench TB-2: record the as-found set pressure (tolerance 3 %, so 17.0-18.0 "
     "barg), overhaul it if it is outside, and set it as-left to 17.5 barg with seat tightness to API 527.",
     "Bench-test PSV-2402A on TB-2 in the valve shop: note the as-found popping pressure against a 3 % tolerance "
     "(17.0-18.0 barg), strip and overhaul it if it falls outside, and leave it set at 17.5 barg with an API 527 "
     "seat tightness test.",
     "On bench TB-2 in the valve shop, PSV-2402A gets a pop test: as-found set pressure recorded (3 % tolerance, "
     "17.0-18.0 barg), an overhaul if it is outside, and an as-left setting of 17.5 barg with seat tightness to API "
     "527."),
    (15, [13],
     "Meanwhile, on site, inspect inlet nozzle N-12 of D-2402 and the outlet line to FL-24 for fouling and record "
     "photos and findings on WO-588310.",
     "While the valve is in the shop, look at D-2402's inlet nozzle N-12 and at the outlet line towards FL-24 for "
     "any fouling, and put photos and findings on WO-588310.",
     "Record on WO-588310 the photos and findings from inspecting, meanwhile on site, inlet nozzle N-12 of D-2402 "
     "and the outlet line to FL-24 for fouling."),
    (16, [14],
     "The valve shop issues certificate VS-25-0412 with the as-left set pressure of 17.5 barg, signed by the "
     "technician and witnessed by the inspection engineer M. Hassan.",
     "Certificate VS-25-0412 comes from the valve shop, stating an as-left set pressure of 17.5 barg, with the "
     "technician's signature and the inspection engineer M. Hassan as witness.",
     None),
    (17, [15, 16],
     "Refit PSV-2402A: remove spades SP-2402-1 and SP-2402-2, fit new 4-inch CL300 spiral-wound gaskets, torque the "
     "bolts to 290 N·m in a cross pattern, and leak-test the flanges with N2 at 6 barg and snoop.",
     "Put PSV-2402A back: take out spades SP-2402-1 and SP-2402-2, use new 4-inch CL300 spiral-wound gaskets, "
     "tighten the bolts crosswise to 290 N·m, and check the flanges for leaks with snoop under N2 at 6 barg.",
     None),
    (18, [17],
     "Leave A as the spare: clear isolation certificate IC-24-0452, keep CV-2402 locked in B, return key K-2402 to key "
     "safe KS-24, and update the PSV register to `B in service, A spare`, next test of A due 2027-06.",
     "Keep A as the spare valve: sign off isolation certificate IC-24-0452, leave CV-2402 locked in the B position, "
     "put key K-2402 back in key safe KS-24, and change the PSV register to `B in service, A spare` with the next "
     "test of A due 2027-06.",
     "The PSV register becomes `B in service, A spare` (next test of A due 2027-06): CV-2402 stays locked in B, key "
     "K-2402 goes back to key safe KS-24 and isolation certificate IC-24-0452 is cleared, leaving A as the spare."),
    (19, [18],
     "Close PTW-24-1187 with the area authority and complete WO-588310 with certificate VS-25-0412 attached.",
     "Hand PTW-24-1187 back to the area authority for closing, and finish WO-588310 with VS-25-0412 attached.",
     None),
]

GUARDS = {
    5: "approval: area authority signs the permit and the shift superintendent countersigns the changeover sheet",
    6: "dryrun: changeover walked through on the P&ID with both operators before CV-2402 is touched",
    8: "health: spare valve confirmed on line on the DCS before A is isolated",
    12: "verify: gas test at the flange breaks written on the permit before any bolt is loosened",
    16: "verify: valve shop certificate with the as-left set pressure, witnessed by inspection",
}
DROP_GUARD = 12

SPLITS = {
    7: ["Change the relief duty over: insert key K-2402 and turn CV-2402 from A to B.",
        "Then confirm locally that the indicator reads `B IN SERVICE`."],
    14: ["In the valve shop, pop-test PSV-2402A on bench TB-2 and record the as-found set pressure against the 3 % "
         "tolerance, 17.0-18.0 barg.",
         "If it is outside, overhaul it; either way set it as-left to 17.5 barg with seat tightness to API 527."],
}

REGEN_SPLIT = {
    10: ["Start depressuring the isolated section of A to the flare: slowly open bleed valve BV-2402A1 to header "
         "FL-24.",
         "Keep an eye on PI-2402A until it reads 0.0 barg."],
    17: ["Take spades SP-2402-1 and SP-2402-2 out and refit PSV-2402A on new 4-inch CL300 spiral-wound gaskets.",
         "Torque the bolts to 290 N·m in a cross pattern.",
         "Then leak-test the flanges with N2 at 6 barg and snoop."],
}

SERIALIZE = [2, 3, 4]

COMPRESS = [
    ([6, 7], "Brief the operators and turn CV-2402 over to PSV-2402B with key K-2402."),
    ([8, 9, 10], "Once B is on line, lock CV-2402 in B and bleed A's section down to the flare."),
    ([11, 12], "Purge A with nitrogen and get a gas test on the permit."),
    ([14, 16], "Bench-test PSV-2402A in the valve shop and get certificate VS-25-0412 at 17.5 barg."),
    ([18, 19], "Clear the isolation, keep A as the spare, update the PSV register and close PTW-24-1187."),
]

LOST = {"remove": (8, 9), "add": [(7, 9), (8, 19)],
        "why": "A is locked out and depressured right after CV-2402 is turned, without confirming on the DCS that "
               "PSV-2402B is actually on line, so D-2402 may have no relief path"}

TARGET = {"step": 13, "old": "PSV-2402A", "new": "PSV-2402B",
          "kind": "relief valve tag of the valve to remove (PSV-2402B is the one now in service)"}

OPERATION = {"step": 10,
             "text": "Depressure A's isolated section straight to atmosphere: open vent valve VV-2402A on top of the "
                     "valve body, standing upwind, until PI-2402A reads 0.0 barg.",
             "change": "depressure to flare header FL-24 through BV-2402A1 -> vent the hydrocarbon section to "
                       "atmosphere through VV-2402A; the step is rewritten around the vent"}
