ID = "lt11_08"
TASK = "Cruise ship hotel systems: replace the cabin interactive TV headend ITV-HE1 with ITV-HE2 on turnaround day (deck 9 pilot, then the other decks)"

STEPS = [
    (1, [], "Open SHIP-CHG-2207 for MS Stellamar: replace interactive TV headend ITV-HE1 with ITV-HE2 (middleware 4.8.0) during the Barcelona turnaround, 08:00-15:00 on 19 May.",
     "Log SHIP-CHG-2207 on MS Stellamar to swap out headend ITV-HE1 for ITV-HE2, middleware 4.8.0, in the 08:00-15:00 window of the 19 May Barcelona turnaround.",
     "During the Barcelona turnaround (19 May, 08:00-15:00), SHIP-CHG-2207 replaces ITV-HE1 with ITV-HE2 (middleware 4.8.0) on MS Stellamar."),
    (2, [1], "Get approval from the Hotel Director, Sofia Brandt, and the Staff Captain; guests start embarking at 13:00.",
     "Both the Staff Captain and Sofia Brandt (Hotel Director) have to approve, bearing in mind embarkation begins at 13:00.",
     None),
    (3, [1], "Export the channel line-up, the cabin-to-STB map and the pay-per-view folio mappings from ITV-HE1: `itvctl export --all --out /backup/itv-he1-2025-05-19.tgz`.",
     "Before anything is swapped, save the old headend ITV-HE1's pay-per-view folio mappings, cabin-to-STB map and channel line-up with `itvctl export --all --out /backup/itv-he1-2025-05-19.tgz`.",
     "Run `itvctl export --all --out /backup/itv-he1-2025-05-19.tgz` on ITV-HE1 to keep its channel line-up, cabin-to-STB map and pay-per-view folio mappings."),
    (4, [1], "Check that ITV-HE2 is racked in the deck 3 IT room and reaches the SPMS interface server at 10.40.2.15 on port 5010.",
     "Confirm ITV-HE2 sits in its rack in the IT room on deck 3 and can talk to the SPMS interface server (10.40.2.15, port 5010).",
     None),
    (5, [3, 4], "Import the export on ITV-HE2 as a dry run, `itvctl import --in /backup/itv-he1-2025-05-19.tgz --dry-run`, and review the diff: 1,420 cabins, 64 channels and 0 unmapped STBs.",
     "Review the diff of a trial import on the new headend, ITV-HE2, `itvctl import --in /backup/itv-he1-2025-05-19.tgz --dry-run`; it should list 1,420 cabins and 64 channels with 0 unmapped STBs.",
     "On ITV-HE2, check that `itvctl import --in /backup/itv-he1-2025-05-19.tgz --dry-run` shows 1,420 cabins, 64 channels and 0 unmapped STBs in its diff."),
    (6, [5], "Run the import for real: `itvctl import --in /backup/itv-he1-2025-05-19.tgz`.",
     "Then do the actual import with `itvctl import --in /backup/itv-he1-2025-05-19.tgz`.",
     None),
    (7, [2, 6], "On core switch SW-CORE-1, move multicast VLAN 230 from ITV-HE1's port Te1/0/23 to ITV-HE2's port Te1/0/24.",
     "Shift multicast VLAN 230 on SW-CORE-1, the core switch, off Te1/0/23 (ITV-HE1) and onto Te1/0/24 (ITV-HE2).",
     "Move VLAN 230 (multicast) to port Te1/0/24 of ITV-HE2, away from port Te1/0/23 of ITV-HE1, on core switch SW-CORE-1."),
    (8, [7], "Pilot on deck 9: re-point the set-top boxes of cabins 9001-9180 with `itvctl stb repoint --deck 9 --server itv-he2`.",
     "Start with deck 9 as the pilot and switch cabins 9001-9180's set-top boxes over using `itvctl stb repoint --deck 9 --server itv-he2`.",
     None),
    (9, [8], "Watch deck 9 for 20 minutes before touching the other decks: all 180 STBs online, channels tuning in under 2 s, and a test pay-per-view purchase posting to cabin 9042's folio in SPMS.",
     "Other decks are only touched once deck 9 has run for 20 minutes with every one of its 180 STBs online, channel changes under 2 s and a test pay-per-view purchase landing on the folio of cabin 9042 in SPMS.",
     "Before moving on, give deck 9 20 minutes: a test pay-per-view buy must post to the folio of cabin 9042 in SPMS, tuning must take less than 2 s and all 180 STBs must be online."),
    (10, [9], "Re-point decks 4 to 8: `itvctl stb repoint --deck 4-8 --server itv-he2`.",
     "Move decks 4 to 8 over with `itvctl stb repoint --deck 4-8 --server itv-he2`.",
     None),
    (11, [9], "Re-point decks 10 to 14: `itvctl stb repoint --deck 10-14 --server itv-he2`.",
     "Switch over decks 10 to 14 using `itvctl stb repoint --deck 10-14 --server itv-he2`.",
     "`itvctl stb repoint --deck 10-14 --server itv-he2` re-points decks 10 to 14."),
    (12, [10, 11], "Check that all 1,420 STBs show as online on the ITV-HE2 dashboard and put every missing cabin on a work list for the AV technicians.",
     "On the ITV-HE2 dashboard, confirm 1,420 of 1,420 STBs are online, and list any cabin that is missing for the AV technicians.",
     None),
    (13, [12], "AV technicians clear the work list cabin by cabin (reseat HDMI, power-cycle the STB) and tick each one off.",
     "Cabin by cabin, the work list is cleared by the AV technicians, who reseat the HDMI or power-cycle the STB and tick each cabin off.",
     "Each cabin on the work list is fixed (HDMI reseated, STB power-cycled) and ticked off by the AV technicians."),
    (14, [12], "Switch the crew TV (crew mess, decks 2 and 3) and the atrium screens to ITV-HE2.",
     "Move the atrium screens and the crew TV in the crew mess on decks 2 and 3 over to ITV-HE2.",
     None),
    (15, [12], "Turn off the old headend's folio interface so charges are not posted twice: `itvctl interface disable --name spms-folio` on ITV-HE1.",
     "To avoid double folio postings, disable the SPMS folio link on ITV-HE1 with `itvctl interface disable --name spms-folio`.",
     "On ITV-HE1 run `itvctl interface disable --name spms-folio` so the old headend stops posting folio charges and nothing is charged twice."),
    (16, [13, 14, 15], "Watch the first hour of embarkation (13:00-14:00): fewer than 10 TV helpdesk tickets and no folio posting errors in SPMS.",
     "During 13:00-14:00, the first hour of embarkation, carry on only while TV helpdesk tickets stay below 10 and SPMS shows no folio posting errors.",
     None),
    (17, [16], "Shut down ITV-HE1 and leave it racked as a cold spare until the end of the 7-night cruise.",
     "Power off the old headend, ITV-HE1, and keep it in the rack as a cold spare for the rest of the 7-night cruise.",
     "Leave ITV-HE1 racked, powered down, as the cold spare until the 7-night cruise ends."),
    (18, [17], "At the next turnaround on 26 May, confirm with the Hotel Director that no TV issue is still open, and only then factory-reset ITV-HE1 with `itvctl factory-reset --wipe-disks`.",
     "ITV-HE1 is factory-reset with `itvctl factory-reset --wipe-disks` only at the 26 May turnaround and only after the Hotel Director confirms that every TV issue is closed.",
     None),
    (19, [16], "Update the ship IT documentation: network diagram, rack layout and the SW-CORE-1 port map.",
     "Bring the ship's IT documentation up to date, including the rack layout, the network diagram and the port map of SW-CORE-1.",
     "Revise the SW-CORE-1 port map, the rack layout and the network diagram in the ship IT documentation."),
    (20, [18, 19], "Close SHIP-CHG-2207.",
     "Mark SHIP-CHG-2207 closed.",
     None),
]

GUARDS = {
    2: "Hotel Director and Staff Captain approval",
    3: "export of the ITV-HE1 configuration before the swap",
    5: "--dry-run import diff review before the real import",
    9: "20-minute watch of the deck 9 pilot before the other decks",
    16: "watch of the first hour of embarkation before shutting down the old headend",
    18: "confirmation that no TV issue is open before factory-resetting ITV-HE1",
}
DROP_GUARD = 5

SPLITS = {
    9: ("Watch deck 9 for 20 minutes before touching the other decks: all 180 STBs online and channels tuning in under 2 s.",
        "Also make a test pay-per-view purchase and check it posts to cabin 9042's folio in SPMS."),
    18: ("At the next turnaround on 26 May, confirm with the Hotel Director that no TV issue is still open.",
         "Only then factory-reset ITV-HE1 with `itvctl factory-reset --wipe-disks`."),
}
REGEN_SPLIT = (7, (
    "On the core switch, SW-CORE-1, take multicast VLAN 230 off port Te1/0/23, where the old headend ITV-HE1 is connected.",
    "Put the VLAN on Te1/0/24, the port of the new headend, ITV-HE2.",
))
SERIALIZE = [3, 4]

COMPRESS = [
    ([1, 4], "Open the change for the headend swap and check the new headend is racked and connected."),
    ([5, 6], "Import the old configuration on ITV-HE2."),
    ([8, 9], "Pilot the new headend on deck 9 and check it works."),
    ([12, 13], "Check all set-top boxes are online and fix the missing cabins."),
    ([17, 18], "Shut down ITV-HE1 and factory-reset it at the next turnaround."),
    ([19, 20], "Update the IT documentation and close the change."),
]

LOST = {"remove": (2, 7), "add": [(2, 8)],
        "why": "the multicast VLAN is moved to the new headend (7) before the Hotel Director and Staff Captain have approved (2)"}

TARGET = {"step": 7, "old": "Te1/0/24", "new": "Te1/0/42", "kind": "switch port"}

OPERATION = {"step": 15,
             "text": "Turn off the old headend's folio interface so charges are not posted twice: `itvctl interface enable --name spms-folio` on ITV-HE1.",
             "change": "interface disable -> interface enable, prose left as 'turn off'"}
