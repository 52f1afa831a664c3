ID = "lt24_02"
TASK = "Zoo animal transfer: male reticulated giraffe Kito (studbook 1187) by crate and low-loader from Hollfeld Zoo to Weserpark, EEP recommendation EEP-GIR-25-07"
STEPS = [
    (1, [], "Confirm the move under EEP recommendation EEP-GIR-25-07 with Weserpark and get the TRACES health certificate and the transport date (14 October) agreed.",
     "Agree the transport date (14 October) and the TRACES health certificate with Weserpark, confirming the move under EEP recommendation EEP-GIR-25-07.",
     "With Weserpark, confirm the EEP-GIR-25-07 move and settle both the TRACES health certificate and the 14 October transport date."),
    (2, [1], "Crate-train Kito in crate C-4 in the night house: feed him inside the crate daily for 21 days until he stands in it with both doors shut for 10 minutes.",
     "Train Kito to the crate: for 21 days give his daily feed inside crate C-4 in the night house, until he will stand in it for 10 minutes with both doors closed.",
     None),
    (3, [1], "Book the low-loader and escort, and survey the 410 km route so that no bridge or gantry under 4.8 m clearance is on it.",
     "Survey the 410 km route and reject any bridge or gantry giving less than 4.8 m clearance, then book the low-loader and the escort.",
     "Route survey (410 km, nothing under 4.8 m clearance) plus booking of the low-loader and escort."),
    (4, [2], "Vet pre-transport exam: body condition, hooves, blood sample for the TRACES certificate, weight on the crate scale (target under 1,250 kg).",
     "Have the vet examine Kito before transport: body condition and hooves, blood drawn for the TRACES certificate, and a weigh on the crate scale that should come in under 1,250 kg.",
     None),
    (5, [4], "Senior vet signs fit-to-travel form AT-2 for Kito; without AT-2 the crate door is not closed on transfer day.",
     "Get AT-2, the fit-to-travel form for Kito, signed by the senior vet; the crate door stays open on transfer day unless AT-2 is signed.",
     "Fit to travel: the senior vet's signature on form AT-2 for Kito; no AT-2, no crate door closed on transfer day."),
    (6, [3], "Rehearse the route the night before with the empty crate C-4 on the low-loader at 60 km/h and check crate height at the lowest bridge.",
     "On the night before, drive the route at 60 km/h with crate C-4 empty on the low-loader, and measure the crate height under the lowest bridge.",
     None),
    (7, [5, 6], "At 06:00 on transfer day, with feed withheld since 18:00, walk Kito into crate C-4 with two keepers; no sedation.",
     "Keepers (two of them) walk Kito into crate C-4 at 06:00 on transfer day, feed having been withheld since 18:00; he is not sedated.",
     "Without sedation, two keepers walk Kito into crate C-4 at 06:00 on transfer day (feed withheld from 18:00)."),
    (8, [7], "Latch both guillotine doors of C-4 and put the keeper's padlock through each latch.",
     "Drop both C-4 guillotine doors onto their latches and padlock each latch with the keeper's padlock.",
     None),
    (9, [8], "Lift C-4 onto the low-loader with the 40 t mobile crane, slings on the four lifting eyes, and lash it down with 4 ratchet straps of 5 t each.",
     "Using the 40 t mobile crane with slings on all four lifting eyes, put C-4 on the low-loader, then tie it down with 4 ratchet straps rated 5 t each.",
     "Crane C-4 (40 t mobile crane, four lifting eyes slung) onto the low-loader and secure with 4 ratchet straps, 5 t each."),
    (10, [9], "Drive to Weserpark at no more than 60 km/h, with keeper and vet in the cab, checking Kito through the roof hatch every 90 minutes.",
     "The keeper and vet ride in the cab on the drive to Weserpark, keeping to 60 km/h or less and looking in on Kito through the roof hatch every 90 minutes.",
     None),
    (11, [10], "At Weserpark crane C-4 off onto the pad in front of quarantine barn Q and align the door with the stall opening.",
     "Once at Weserpark, lift C-4 down onto the pad outside quarantine barn Q and line its door up with the stall opening.",
     "Line up the C-4 door with the stall opening after craning the crate down onto the pad at Weserpark quarantine barn Q."),
    (12, [11], "Unlatch the front door and let Kito walk out into stall Q2 in his own time; keepers stay outside the stall.",
     "Take the front door off its latch and leave Kito to step out into stall Q2 when he is ready, the keepers not entering the stall.",
     None),
    (13, [12], "Watch Kito for 24 hours in Q2: eating, ruminating and lying down logged by the keeper every 2 hours; call the vet if he refuses food for 12 hours.",
     "Keep Kito under watch in Q2 for 24 hours with a keeper log every 2 hours of eating, ruminating and lying down, and phone the vet should he refuse food for 12 hours.",
     "For 24 hours in Q2 a keeper logs every 2 hours whether Kito eats, ruminates and lies down; a 12 hours food refusal means calling the vet."),
    (14, [12], "Transfer Kito's record to Weserpark in ZIMS and send the signed TRACES certificate and AT-2 to their registrar.",
     "Send Weserpark's registrar the signed TRACES certificate and AT-2, and move Kito's ZIMS record over to Weserpark.",
     "In ZIMS, hand Kito's record to Weserpark; their registrar gets the signed AT-2 and TRACES certificate."),
    (15, [13, 14], "Close the transfer with the EEP coordinator, reporting arrival condition against EEP-GIR-25-07, and return crate C-4.",
     "Report Kito's arrival condition to the EEP coordinator against EEP-GIR-25-07, close the transfer and send crate C-4 back.",
     None),
]
GUARDS = {5: "fit-to-travel sign-off AT-2 before the crate is closed", 6: "empty-crate route rehearsal before transfer day",
          13: "24-hour watch after release before closing the transfer", 4: "pre-transport vet exam"}
DROP_GUARD = 5
SPLITS = {
    7: ("At 06:00 on transfer day check that feed has been withheld since 18:00.",
        "Walk Kito into crate C-4 with two keepers; no sedation."),
    9: ("Lift C-4 onto the low-loader with the 40 t mobile crane, slings on the four lifting eyes.",
        "Lash C-4 down with 4 ratchet straps of 5 t each."),
}
REGEN_SPLIT = (9, ("Sling the four lifting eyes and put C-4 on the low-loader with the 40 t mobile crane.",
                   "Tie the crate down using 4 ratchet straps rated 5 t each."))
SERIALIZE = [4, 6]
COMPRESS = [
    ([2, 4], "Crate-train Kito in C-4 for 21 days and have the vet examine and weigh him."),
    ([8, 9], "Latch and padlock the doors, crane C-4 onto the low-loader and strap it down."),
    ([10, 11], "Drive to Weserpark and crane the crate off at quarantine barn Q."),
    ([14, 15], "Update ZIMS, send the paperwork and close the transfer with the EEP coordinator."),
]
LOST = {"remove": (5, 7), "add": [(5, 15)],
        "why": "Kito is crated and shut in on transfer day without waiting for the fit-to-travel sign-off AT-2, which now only feeds the close-out"}
TARGET = {"step": 12, "old": "Q2", "new": "Q4", "kind": "stall"}
OPERATION = {"step": 8, "text": "Unlatch both guillotine doors of C-4 and take the keeper's padlock off each latch.",
             "change": "latch and padlock the crate doors -> unlatch them (words only)"}
