ID = "lb11_04"
TASK = "Roll out the winter price table and card-reader firmware 3.7.2 across the 312 readers of the Brighton Pier arcade (PlayCard 8.4)"

STEPS = [
    (1, [], "Open RFC-5520 for price table PT-2026-WINTER and reader firmware 3.7.2 at venue BRI-01 (312 readers on PlayCard 8.4).",
     "Log RFC-5520 covering the move of venue BRI-01 (PlayCard 8.4, 312 readers) to reader firmware 3.7.2 and price table PT-2026-WINTER.",
     "For venue BRI-01 (312 readers, PlayCard 8.4), open RFC-5520: reader firmware 3.7.2 plus price table PT-2026-WINTER."),
    (2, [1], "Get the venue GM's OK by email on RFC-5520, explicitly including the new 4.50-credit price for Deluxe redemption games.",
     "The venue GM has to agree by email on RFC-5520, and the agreement must name the new 4.50-credit price for Deluxe redemption games.",
     None),
    (3, [2], "On pc-db-bri01, dump the card balances: `mysqldump --quick --routines playcard cards card_tx > /srv/backup/bri01_cards_20260112.sql`.",
     "Dump card balances on pc-db-bri01 with `mysqldump --quick --routines playcard cards card_tx > /srv/backup/bri01_cards_20260112.sql`.",
     "Run `mysqldump --quick --routines playcard cards card_tx > /srv/backup/bri01_cards_20260112.sql` on pc-db-bri01 to keep a copy of the card balances."),
    (4, [2], "Write out the price table that is live now: `pcadmin pricetable export --venue BRI-01 --out PT-current.json`.",
     "Save the currently active price table to a file using `pcadmin pricetable export --venue BRI-01 --out PT-current.json`.",
     None),
    (5, [4], "Run `pcadmin pricetable import PT-2026-WINTER.json --venue BRI-01 --preview` and have the games manager go through the diff: 61 games should change and none may end up at 0 credits.",
     "Have the games manager read the diff from `pcadmin pricetable import PT-2026-WINTER.json --venue BRI-01 --preview`, expecting 61 games changed and no game left at 0 credits.",
     "The games manager checks the preview diff (`pcadmin pricetable import PT-2026-WINTER.json --venue BRI-01 --preview`): 61 games changed, none at 0 credits."),
    (6, [3, 5], "Import the price table for next morning: `pcadmin pricetable import PT-2026-WINTER.json --venue BRI-01 --schedule 2026-01-13T09:00`.",
     "Load PT-2026-WINTER.json so it takes effect next morning, with `pcadmin pricetable import PT-2026-WINTER.json --venue BRI-01 --schedule 2026-01-13T09:00`.",
     None),
    (7, [2], "Upload the firmware to the server with `pcadmin firmware upload reader-fw-3.7.2.bin` and compare its sha256 with the vendor's release note.",
     "Put reader-fw-3.7.2.bin on the server (`pcadmin firmware upload reader-fw-3.7.2.bin`) and check that the sha256 agrees with the vendor's release note.",
     "Compare the sha256 with the vendor's release note after uploading the firmware via `pcadmin firmware upload reader-fw-3.7.2.bin`."),
    (8, [7], "Push the firmware to the pilot bank only: `pcadmin firmware push --group BANK-A --version 3.7.2 --max-parallel 4` (24 readers).",
     "Send 3.7.2 to nothing but the pilot bank, the 24 readers of BANK-A, via `pcadmin firmware push --group BANK-A --version 3.7.2 --max-parallel 4`.",
     None),
    (9, [8], "Check that every BANK-A reader is online and reports firmware 3.7.2.",
     "Make sure all BANK-A readers show up online on firmware 3.7.2.",
     "Firmware 3.7.2 and online status should be reported by each reader in BANK-A; check."),
    (10, [8], "Swipe staff test card TC-0007 on 3 BANK-A readers and confirm a 1.00-credit debit for each in card_tx.",
     "Use staff test card TC-0007 on three readers in BANK-A and look in card_tx for one 1.00-credit debit per swipe.",
     None),
    (11, [8], "Check the BANK-A reader error logs: fewer than 5 CRC or NFC timeout errors per reader per hour.",
     "Look through the BANK-A reader error logs and make sure no reader logs 5 or more CRC or NFC timeout errors an hour.",
     "Per reader per hour, the BANK-A error logs should show fewer than 5 CRC or NFC timeout errors; check."),
    (12, [9, 10, 11], "Let BANK-A trade for a full session, 10:00-18:00, with the floor manager watching for jammed games; the floor manager's go is needed for the rest of the floor.",
     "BANK-A runs through one whole trading session (10:00-18:00) while the floor manager looks out for jammed games, and the rest of the floor only follows on the floor manager's go.",
     None),
    (13, [12], "After 23:00, push 3.7.2 to BANK-B to BANK-M (288 readers): `pcadmin firmware push --group BANK-B..BANK-M --version 3.7.2 --max-parallel 12`.",
     "Once it is past 23:00, roll 3.7.2 out to the 288 readers in BANK-B to BANK-M with `pcadmin firmware push --group BANK-B..BANK-M --version 3.7.2 --max-parallel 12`.",
     "Using `pcadmin firmware push --group BANK-B..BANK-M --version 3.7.2 --max-parallel 12`, push 3.7.2 to BANK-B to BANK-M (288 readers) after 23:00."),
    (14, [13], "Confirm no reader is left behind: `pcadmin reader list --venue BRI-01 --version-ne 3.7.2` must return nothing.",
     "Make sure `pcadmin reader list --venue BRI-01 --version-ne 3.7.2` comes back empty, meaning every reader was upgraded.",
     None),
    (15, [6, 14], "At 09:00 on 2026-01-13, confirm the scheduled table went live: `pcadmin pricetable show --venue BRI-01 --active` must show PT-2026-WINTER.",
     "On 2026-01-13 at 09:00, check with `pcadmin pricetable show --venue BRI-01 --active` that PT-2026-WINTER is now the active table.",
     "`pcadmin pricetable show --venue BRI-01 --active` should report PT-2026-WINTER at 09:00 on 2026-01-13; confirm the scheduled table is live."),
    (16, [15], "Change the price signage on the floor and on kiosk screens KIOSK-1 to KIOSK-4.",
     "Swap in the new prices on the floor signage and on the screens of KIOSK-1 to KIOSK-4.",
     None),
    (17, [15], "Reconcile the first trading hour: card_tx credit total against the game meter totals, within 2 %.",
     "Compare the credits in card_tx for the first trading hour with the game meter totals and expect them within 2 %.",
     "Within 2 %: card_tx credit total versus game meter totals, for the first trading hour; reconcile."),
    (18, [15], "At the prize counter, scan 5 customer cards on the redemption POS and confirm their ticket balances display.",
     "Check the redemption POS at the prize counter still shows ticket balances by scanning 5 customer cards.",
     None),
    (19, [16, 17, 18], "Venue GM reviews signage, takings reconciliation and prize counter results and signs the first day off on RFC-5520.",
     "The first day is signed off on RFC-5520 by the venue GM once they have seen the signage, the takings reconciliation and the prize counter results.",
     "On RFC-5520, the venue GM signs off the first day after looking at the prize counter results, takings reconciliation and signage."),
    (20, [19], "Remove the old 3.6.9 firmware image from the server: `pcadmin firmware delete reader-fw-3.6.9.bin`.",
     "Clear the previous 3.6.9 image off the server with `pcadmin firmware delete reader-fw-3.6.9.bin`.",
     None),
    (21, [20], "Close RFC-5520 with the reader list output and the reconciliation attached.",
     "Attach the reconciliation and the reader list output and close out RFC-5520.",
     "Close RFC-5520, attaching the reader list output and reconciliation."),
]

GUARDS = {
    2: "venue GM's OK by email including the new Deluxe price",
    3: "mysqldump of card balances before the price table import",
    5: "games manager reads the --preview diff before import",
    12: "full trading session on the pilot bank and floor manager's go before the other 288 readers",
    19: "venue GM's first-day sign-off before the old firmware is deleted",
}
DROP_GUARD = 5

SPLITS = {
    5: ("Run `pcadmin pricetable import PT-2026-WINTER.json --venue BRI-01 --preview`.",
        "Have the games manager go through the diff: 61 games should change and none may end up at 0 credits."),
    12: ("Let BANK-A trade for a full session, 10:00-18:00, with the floor manager watching for jammed games.",
         "The rest of the floor needs the floor manager's go."),
}
REGEN_SPLIT = (1, (
    "Raise RFC-5520 for venue BRI-01, which runs PlayCard 8.4 with 312 readers.",
    "Scope it to price table PT-2026-WINTER and reader firmware 3.7.2."))

SERIALIZE = [9, 11]

COMPRESS = [
    ([1, 2], "Open RFC-5520 for the winter prices and firmware 3.7.2 and get the venue GM's OK."),
    ([4, 5], "Export the current price table and preview the import of PT-2026-WINTER."),
    ([7, 8], "Upload firmware 3.7.2 and push it to pilot bank BANK-A."),
    ([13, 14], "Push 3.7.2 to the remaining banks overnight and check every reader has it."),
    ([19, 20, 21], "Get the GM's first-day sign-off, delete the old firmware and close RFC-5520."),
]

LOST = {"remove": (12, 13), "add": [(8, 13), (12, 15)],
        "why": "the overnight push to the other 288 readers no longer waits for the BANK-A trading session and the floor manager's go (the pilot now only has to finish before the price table check)"}

TARGET = {"step": 6, "old": "2026-01-13T09:00", "new": "2026-01-03T09:00", "kind": "date (schedule)"}

OPERATION = {"step": 20,
             "text": "Remove the old 3.6.9 firmware image from the server: `pcadmin firmware delete --all --venue BRI-01`.",
             "change": "delete one named image -> delete every firmware image for the venue (scope widened)"}
