ID = "lb6_08"
TASK = "Run the Lotto 6/49 RNG draw 3187 on the certified draw servers with auditor checks, publish the results and reopen sales"
STEPS = [
    (1, [], "Open DRAW-3187 for Lotto 6/49 draw 3187 on 2024-10-19 at 20:45, with the draw manager and the independent auditor on site.",
     "Raise DRAW-3187 for draw 3187 of Lotto 6/49, 2024-10-19 at 20:45; the independent auditor and the draw manager must both be on site.",
     "With the independent auditor and draw manager present, open DRAW-3187 (Lotto 6/49, draw 3187, 2024-10-19 20:45)."),
    (2, [1], "Stop sales at 20:00 on the central system: `gamectl sales close --game L649 --draw 3187`.",
     "At 20:00 close sales on the central system with `gamectl sales close --game L649 --draw 3187`.",
     None),
    (3, [2], "Snapshot the closed wager database and send its hash to the regulator: `wagerdb snapshot --draw 3187 --out /vault/3187/close.snap`, then `sha256sum /vault/3187/close.snap`.",
     "Freeze a copy of the closed wagers with `wagerdb snapshot --draw 3187 --out /vault/3187/close.snap` and mail the regulator the output of `sha256sum /vault/3187/close.snap`.",
     "`wagerdb snapshot --draw 3187 --out /vault/3187/close.snap` keeps the closed wager database; the regulator gets the hash from `sha256sum /vault/3187/close.snap`."),
    (4, [1], "Run the daily self-test on both draw servers, `rngctl selftest --all` on rng-a and rng-b, and check the FIPS 140-3 health tests pass.",
     "On rng-a and rng-b, execute `rngctl selftest --all` and confirm that the FIPS 140-3 health tests come back passed on both.",
     None),
    (5, [4], "The auditor checks `sha256sum /opt/rng/bin/drawd` on rng-a against the certified hash in the lab certificate on file; any difference stops the draw.",
     "Any mismatch between `sha256sum /opt/rng/bin/drawd` on rng-a and the certified hash in the lab certificate on file, as checked by the auditor, stops the draw.",
     "Against the certified hash in the lab certificate on file, the auditor compares `sha256sum /opt/rng/bin/drawd` from rng-a; the draw stops on any difference."),
    (6, [3, 5], "The auditor and the draw manager both sign the start-of-draw section of the draw certificate.",
     "Get both signatures, draw manager and auditor, on the start-of-draw section of the draw certificate.",
     None),
    (7, [6], "Run the draw on rng-a: `rngctl draw --game L649 --draw 3187 --numbers 6 --range 1-49 --bonus 1`.",
     "Draw on rng-a by running `rngctl draw --game L649 --draw 3187 --numbers 6 --range 1-49 --bonus 1`.",
     "`rngctl draw --game L649 --draw 3187 --numbers 6 --range 1-49 --bonus 1` on rng-a performs the draw."),
    (8, [7], "Before anything is published, the auditor verifies the signed draw record with `rngctl verify --draw 3187 --sig /vault/3187/draw.sig` against the HSM public key.",
     "The auditor checks the signed draw record against the HSM public key using `rngctl verify --draw 3187 --sig /vault/3187/draw.sig`; nothing is published before that.",
     None),
    (9, [7], "Check the rng-b log shows no draw issued for 3187 (`rngctl log --draw 3187` on rng-b is empty).",
     "Confirm on rng-b that no draw was issued for 3187: `rngctl log --draw 3187` must return nothing.",
     "`rngctl log --draw 3187` on rng-b must be empty, i.e. the standby issued no draw for 3187."),
    (10, [8, 9], "Publish the results to the website, the retailer terminals and the broadcast feed: `gamectl results publish --draw 3187`.",
     "Push the results out with `gamectl results publish --draw 3187` to the broadcast feed, the retailer terminals and the website.",
     None),
    (11, [10], "Calculate the winners from the frozen wagers: `prizecalc run --draw 3187 --snapshot /vault/3187/close.snap`.",
     "Work out the winners from the frozen wagers by running `prizecalc run --draw 3187 --snapshot /vault/3187/close.snap`.",
     "`prizecalc run --draw 3187 --snapshot /vault/3187/close.snap` calculates the winners from the frozen wagers."),
    (12, [10], "Open sales for the next draw: `gamectl sales open --game L649 --draw 3188`.",
     "Start selling the next draw with `gamectl sales open --game L649 --draw 3188`.",
     None),
    (13, [11], "Finance reconciles the prize liability per tier against sales and the prize-pool rules; prizes are not released until the difference is 0.",
     "Prizes stay unreleased until finance has reconciled each tier's prize liability with sales and the prize-pool rules to a difference of 0.",
     "Prize release waits for a difference of 0 when finance reconciles the per-tier prize liability with sales and the prize-pool rules."),
    (14, [12, 13], "Close DRAW-3187 with the signed draw certificate, the snapshot hash and the prize reconciliation attached.",
     "Attach the prize reconciliation, the snapshot hash and the signed draw certificate, then close DRAW-3187.",
     None),
]
GUARDS = {3: "wager database snapshot before the draw", 5: "auditor hash check of the RNG binary",
          6: "auditor and draw manager sign-off before the draw", 8: "auditor signature verification before publishing",
          13: "finance reconciliation before prize release"}
DROP_GUARD = 8
SPLITS = {
    7: ("Start the draw on rng-a with `rngctl draw --game L649 --draw 3187 --numbers 6 --range 1-49 --bonus 1`.",
        "Wait for it to return the 6 numbers and the bonus number."),
    11: ("Calculate the winners: `prizecalc run --draw 3187 --snapshot /vault/3187/close.snap`.",
         "The calculation reads the frozen wagers in the snapshot, not the live database."),
}
REGEN_SPLIT = (4, ("Start `rngctl selftest --all` on each draw server, rng-a and rng-b.",
                   "Both have to pass the FIPS 140-3 health tests."))
SERIALIZE = [8, 9]
COMPRESS = [
    ([1, 2], "Open DRAW-3187 and close sales for the draw."),
    ([4, 5], "Self-test the draw servers and check the drawd hash."),
    ([10, 12], "Publish the results and open sales for the next draw."),
    ([11, 13], "Calculate and reconcile the prizes."),
]
LOST = {"remove": (6, 7), "add": [(5, 7), (6, 14)],
        "why": "the draw can run before the auditor and draw manager have signed the start of draw (and before the wager snapshot)"}
TARGET = {"step": 12, "old": "3188", "new": "3187", "kind": "draw number"}
OPERATION = {"step": 2, "text": "Stop sales at 20:00 on the central system: `gamectl sales open --game L649 --draw 3187`.",
             "change": "sales close -> open in the command (prose still says stop)"}
