ID = "lt6_04"
TASK = "Replenish the exchange BTC hot wallet from cold storage and rotate it from key set hot-btc-v6 to hot-btc-v7"

STEPS = [
    (1, [], "Open change CHG-3307 to refill the BTC hot wallet (41.2 BTC now, target 250 BTC) from cold storage and rotate it from key set hot-btc-v6 to hot-btc-v7.",
     "CHG-3307: top up the BTC hot wallet from cold storage - it holds 41.2 BTC against a 250 BTC target - and move it from key set hot-btc-v6 to hot-btc-v7.",
     "Raise CHG-3307 for two things: rotate key set hot-btc-v6 to hot-btc-v7, and refill the BTC hot wallet from cold storage (41.2 BTC today, 250 BTC wanted)."),
    (2, [1], "On btc-node01, check the balance of hot-btc-v6 with `bitcoin-cli -rpcwallet=hot-btc-v6 getbalances` and confirm it matches the ledger within 0.0001 BTC.",
     "Run `bitcoin-cli -rpcwallet=hot-btc-v6 getbalances` on btc-node01; the hot-btc-v6 balance should agree with the ledger to within 0.0001 BTC.",
     None),
    (3, [1], "Get the current fee estimate with `bitcoin-cli estimatesmartfee 6` and choose the fee rate, capped at 40 sat/vB.",
     "- fee: query `bitcoin-cli estimatesmartfee 6`, pick a rate, never above 40 sat/vB.",
     "Choose the fee rate (40 sat/vB at most) from what `bitcoin-cli estimatesmartfee 6` returns."),
    (4, [1], "Generate the new key set in the MPC cluster across signer nodes mpc-sig01, mpc-sig02 and mpc-sig03: `mpcctl keygen --scheme ecdsa-secp256k1 --threshold 2-of-3 --label hot-btc-v7`.",
     "The new key set is created by the MPC cluster - `mpcctl keygen --scheme ecdsa-secp256k1 --threshold 2-of-3 --label hot-btc-v7` - with mpc-sig01, mpc-sig02 and mpc-sig03 as signers.",
     None),
    (5, [4], "Verify the derivation before any funds move: derive the first 5 receive addresses from the hot-btc-v7 xpub on the offline laptop and compare them with `mpcctl addresses --label hot-btc-v7 --count 5`.",
     "No funds are moved until the derivation is proven: on the offline laptop, derive receive addresses 1 to 5 from the hot-btc-v7 xpub; they must equal the output of `mpcctl addresses --label hot-btc-v7 --count 5`.",
     "Compare `mpcctl addresses --label hot-btc-v7 --count 5` with the first 5 receive addresses derived offline (laptop) from the hot-btc-v7 xpub, and do this before moving any funds."),
    (6, [5], "Send a 0.001 BTC test deposit to the first hot-btc-v7 address and spend it back to hot-btc-v6 to prove 2-of-3 signing works.",
     "Prove that 2-of-3 signing works with a round trip: 0.001 BTC into the first hot-btc-v7 address, then spent back to hot-btc-v6.",
     None),
    (7, [2, 3, 6], "Build the cold withdrawal PSBT for 210 BTC from vault cold-btc-02 to the first hot-btc-v7 address: `walletctl cold-withdraw --vault cold-btc-02 --amount 210 --to <addr> --fee-rate <rate> --psbt-out /secure/chg-3307.psbt`.",
     "Create the PSBT that withdraws 210 BTC from the cold vault cold-btc-02 into hot-btc-v7's first address (`walletctl cold-withdraw --vault cold-btc-02 --amount 210 --to <addr> --fee-rate <rate> --psbt-out /secure/chg-3307.psbt`).",
     "`walletctl cold-withdraw --vault cold-btc-02 --amount 210 --to <addr> --fee-rate <rate> --psbt-out /secure/chg-3307.psbt` builds the PSBT moving 210 BTC out of vault cold-btc-02 to the first hot-btc-v7 address."),
    (8, [7], "Have a second engineer decode the PSBT with `bitcoin-cli decodepsbt` and check the 210 BTC amount, the destination address, change back to cold-btc-02 and a fee under 40 sat/vB.",
     "Four-eyes check: another engineer runs `bitcoin-cli decodepsbt` and confirms amount (210 BTC), destination, change returning to cold-btc-02, and fee below 40 sat/vB.",
     None),
    (9, [8], "Obtain approval on CHG-3307 from the CFO and a quorum of 3 of the 5 cold key custodians.",
     "The CFO plus 3 of the 5 cold key custodians (the quorum) must approve CHG-3307.",
     "CHG-3307 approval: CFO, and a quorum - 3 of the 5 custodians of the cold keys."),
    (10, [9], "Custodians sign the PSBT on their air-gapped devices in the vault room until the 3-of-5 signatures are collected.",
     "In the vault room, the custodians sign on their air-gapped devices; stop once 3-of-5 signatures are on the PSBT.",
     None),
    (11, [10], "Broadcast the finalised transaction from btc-node01 with `bitcoin-cli sendrawtransaction <hex>` and record the txid on CHG-3307.",
     "Push the finalised transaction out via btc-node01 (`bitcoin-cli sendrawtransaction <hex>`); the txid goes into CHG-3307.",
     "Record on CHG-3307 the txid returned by `bitcoin-cli sendrawtransaction <hex>`, run on btc-node01 to broadcast the finalised transaction."),
    (12, [11], "Wait for 3 confirmations of the cold withdrawal before the new wallet is used.",
     "The new wallet is not used until the cold withdrawal has 3 confirmations.",
     None),
    (13, [11], "Pause BTC withdrawals for the rotation: `walletctl withdrawals pause --asset BTC --reason CHG-3307`.",
     "BTC withdrawals get paused while we rotate (`walletctl withdrawals pause --asset BTC --reason CHG-3307`).",
     "For the rotation, run `walletctl withdrawals pause --asset BTC --reason CHG-3307` to pause BTC withdrawals."),
    (14, [13], "Wait until `walletctl queue --wallet hot-btc-v6` shows 0 pending withdrawals.",
     "Hold until the withdrawal queue of hot-btc-v6 is drained, i.e. `walletctl queue --wallet hot-btc-v6` reports 0 pending.",
     None),
    (15, [14], "Dry-run the sweep of the remaining hot-btc-v6 balance with `walletctl sweep --from hot-btc-v6 --to hot-btc-v7 --fee-rate <rate> --dry-run` and review the inputs and the total.",
     "Preview the sweep first - `walletctl sweep --from hot-btc-v6 --to hot-btc-v7 --fee-rate <rate> --dry-run` - and look over the inputs and the total it would move out of hot-btc-v6.",
     "Review inputs and total in the dry run `walletctl sweep --from hot-btc-v6 --to hot-btc-v7 --fee-rate <rate> --dry-run`, which sweeps what is left in hot-btc-v6."),
    (16, [15], "Run the sweep for real: `walletctl sweep --from hot-btc-v6 --to hot-btc-v7 --fee-rate <rate>`.",
     "Execute the actual sweep with `walletctl sweep --from hot-btc-v6 --to hot-btc-v7 --fee-rate <rate>`.",
     None),
    (17, [12, 16], "Make hot-btc-v7 the active withdrawal wallet: `walletctl hot set-active --asset BTC --wallet hot-btc-v7`.",
     "The withdrawal engine is switched over to hot-btc-v7 by `walletctl hot set-active --asset BTC --wallet hot-btc-v7`.",
     "`walletctl hot set-active --asset BTC --wallet hot-btc-v7` - switch the withdrawal engine over to the new wallet, hot-btc-v7."),
    (18, [17], "Check that the hot-btc-v7 balance is about 251 BTC (210 BTC plus the swept amount minus fees) and matches the ledger before reopening withdrawals.",
     "Before withdrawals reopen, hot-btc-v7 should hold roughly 251 BTC - the 210 BTC plus whatever was swept, minus fees - and agree with the ledger.",
     None),
    (19, [18], "Resume BTC withdrawals with `walletctl withdrawals resume --asset BTC`.",
     "Unpause BTC withdrawals (`walletctl withdrawals resume --asset BTC`).",
     "`walletctl withdrawals resume --asset BTC` resumes BTC withdrawals."),
    (20, [19], "Watch the first 50 withdrawals from hot-btc-v7 and the MPC signing latency (p95 under 4 s) for 2 hours.",
     "For 2 hours keep an eye on MPC signing latency - p95 has to stay under 4 s - and on the first 50 withdrawals leaving hot-btc-v7.",
     None),
    (21, [19], "Set the balance alerts for hot-btc-v7 to 60 BTC low and 400 BTC high with `walletctl alerts set --wallet hot-btc-v7 --low 60 --high 400`.",
     "Configure hot-btc-v7 balance alerting (low 60 BTC, high 400 BTC): `walletctl alerts set --wallet hot-btc-v7 --low 60 --high 400`.",
     "With `walletctl alerts set --wallet hot-btc-v7 --low 60 --high 400`, alert on hot-btc-v7 below 60 BTC or above 400 BTC."),
    (22, [20, 21], "Disable the old key set once the watch is clean: `mpcctl key disable --label hot-btc-v6`.",
     "If the watch showed no problems, retire the old key set - `mpcctl key disable --label hot-btc-v6`.",
     None),
    (23, [22], "Close CHG-3307 with the txids and the reconciliation report attached.",
     "Attach the reconciliation report and the txids, then close CHG-3307.",
     "CHG-3307 is closed with the reconciliation report and the txids attached."),
]

GUARDS = {
    5: "offline address derivation check before funds move",
    8: "four-eyes PSBT review before signing",
    9: "CFO and custodian quorum approval",
    12: "3 confirmations before switching the active wallet",
    15: "dry-run sweep review before the real sweep",
    18: "balance verification before resuming withdrawals",
}
DROP_GUARD = 5

SPLITS = {
    4: ("Generate the new key set in the MPC cluster: `mpcctl keygen --scheme ecdsa-secp256k1 --threshold 2-of-3 --label hot-btc-v7`.",
        "Run the keygen across signer nodes mpc-sig01, mpc-sig02 and mpc-sig03."),
    7: ("Build the cold withdrawal PSBT for 210 BTC from vault cold-btc-02 to the first hot-btc-v7 address.",
        "Use `walletctl cold-withdraw --vault cold-btc-02 --amount 210 --to <addr> --fee-rate <rate> --psbt-out /secure/chg-3307.psbt`."),
}
REGEN_SPLIT = (8, (
    "Second-engineer review: decode the PSBT using `bitcoin-cli decodepsbt`.",
    "Then, with the decoded PSBT in front of you, check the amount is 210 BTC, the destination address is right, change goes back to cold-btc-02 and the fee is under 40 sat/vB."))

SERIALIZE = [2, 3]

COMPRESS = [
    ([4, 5, 6], "Generate hot-btc-v7 in the MPC cluster, check its addresses and do a small test round trip."),
    ([8, 9], "Review the PSBT and get CFO and custodian approval."),
    ([10, 11], "Collect the cold signatures and broadcast the transaction."),
    ([13, 14], "Pause BTC withdrawals and let the hot-btc-v6 queue drain."),
    ([15, 16], "Sweep the rest of hot-btc-v6 into hot-btc-v7."),
    ([22, 23], "Disable hot-btc-v6 and close CHG-3307."),
]

LOST = {"remove": (12, 17), "add": [(12, 22)],
        "why": "hot-btc-v7 becomes the active withdrawal wallet (and withdrawals resume) without waiting for the 3 confirmations of the 210 BTC cold withdrawal"}

TARGET = {"step": 7, "old": "cold-btc-02", "new": "cold-btc-01", "kind": "cold vault (account)"}

OPERATION = {"step": 15, "change": "`--dry-run` dropped from the sweep preview (prose still says dry run), so the sweep is broadcast before review",
             "text": "Dry-run the sweep of the remaining hot-btc-v6 balance with `walletctl sweep --from hot-btc-v6 --to hot-btc-v7 --fee-rate <rate>` and review the inputs and the total."}
