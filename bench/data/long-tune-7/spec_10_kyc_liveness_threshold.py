# lt7_10 - identity verification (KYC): stricter liveness / face-match thresholds, canary, backlog re-verification
ID = "lt7_10"
TASK = ("Identity verification (KYC): raise the liveness threshold 0.82 -> 0.90 and the face-match threshold "
        "0.75 -> 0.80 in idv-core after a 30-day replay and MLRO approval, canary at 10%, then re-verify the 2,318 "
        "applications approved in the last 90 days that fall between the old and new liveness thresholds.")

STEPS = [
    (1, [], "Open change KYC-CHG-390 for `idv-core`: liveness threshold 0.82 -> 0.90, face-match threshold 0.75 -> 0.80.",
     "This change, KYC-CHG-390, tightens `idv-core`: the liveness threshold goes from 0.82 to 0.90 and the face-match one from 0.75 to 0.80.",
     "In `idv-core`, face-match moves 0.75 -> 0.80 and liveness 0.82 -> 0.90; raise KYC-CHG-390 for it."),
    (2, [1], "Export the live decision config: `idvctl config export --env prod --out /secure/kyc/idv-config-20240820.yaml`.",
     "Keep a copy of the decision config currently in production, taken with `idvctl config export --env prod --out /secure/kyc/idv-config-20240820.yaml`.",
     None),
    (3, [1], "Replay the last 30 days (48,112 sessions) under the new thresholds without applying anything: `idvctl replay --from 2024-07-21 --to 2024-08-19 --config new-thresholds.yaml --dry-run`.",
     "The past 30 days - 48,112 sessions - are replayed against the new thresholds as a dry run, nothing applied: `idvctl replay --from 2024-07-21 --to 2024-08-19 --config new-thresholds.yaml --dry-run`.",
     "`idvctl replay --from 2024-07-21 --to 2024-08-19 --config new-thresholds.yaml --dry-run` replays 30 days (48,112 sessions) under the new thresholds; nothing is applied."),
    (4, [3], "Fraud analytics checks the replay: the false reject rate rises by less than 1.5 points and 100% of known fraud cases are caught.",
     "From the fraud analytics side, the replay passes only if every known fraud case (100%) is caught and false rejects go up by under 1.5 points.",
     None),
    (5, [3], "Run the fairness check on the replay: the false reject rate may not differ by 2 points or more across the 6 document-country groups.",
     "A fairness check on the replay output: across the 6 document-country groups, false reject rates have to stay within less than 2 points of each other.",
     "Across the 6 document-country groups, check the replay's false reject rates differ by under 2 points (fairness)."),
    (6, [2, 4, 5], "The MLRO approves the change in KYC-CHG-390.",
     "Approval has to come from the MLRO, recorded against KYC-CHG-390.",
     None),
    (7, [6], "Apply the new thresholds to 10% of traffic: `idvctl config apply --env prod --file new-thresholds.yaml --canary 10`.",
     "Start the canary - the new thresholds take 10% of traffic through `idvctl config apply --env prod --file new-thresholds.yaml --canary 10`.",
     "With `idvctl config apply --env prod --file new-thresholds.yaml --canary 10`, 10% of traffic gets the new thresholds."),
    (8, [7], "Watch the canary for 24 hours: manual review queue under 400 cases and onboarding completion down by less than 2%.",
     "Leave the canary running 24 hours and keep watching: the manual review queue must not reach 400 cases, and completion of onboarding must not fall by 2% or more.",
     None),
    (9, [8], "Promote to all traffic: `idvctl config apply --env prod --file new-thresholds.yaml --canary 100`.",
     "Roll out to the rest of the traffic by rerunning with `--canary 100`: `idvctl config apply --env prod --file new-thresholds.yaml --canary 100`.",
     "`idvctl config apply --env prod --file new-thresholds.yaml --canary 100` promotes the thresholds to all traffic."),
    (10, [9], "Pull the 2,318 applications approved in the last 90 days with liveness between 0.82 and 0.90: `idvctl query --approved-since 2024-05-22 --liveness-between 0.82,0.90 --out backlog.csv`.",
     "Build the backlog: `idvctl query --approved-since 2024-05-22 --liveness-between 0.82,0.90 --out backlog.csv` should return the 2,318 applications approved over the last 90 days whose liveness scored between 0.82 and 0.90.",
     None),
    (11, [10], "Put the 2,318 accounts on a withdrawal restriction, not a freeze: `acctctl restrict --file backlog.csv --type withdrawals --reason KYC-CHG-390`.",
     "The 2,318 accounts get a withdrawal restriction - they are not frozen - via `acctctl restrict --file backlog.csv --type withdrawals --reason KYC-CHG-390`.",
     "`acctctl restrict --file backlog.csv --type withdrawals --reason KYC-CHG-390` restricts withdrawals (no freeze) on the 2,318 accounts."),
    (12, [10], "Send those customers an in-app re-verification request (template `reverify_v2`) with a deadline of 14 days.",
     "Ask the same customers to re-verify in the app, template `reverify_v2`, and give them 14 days.",
     None),
    (13, [11, 12], "After the 14 days, hand the non-responders to the manual review team.",
     "Whoever has not responded once 14 days have passed goes to manual review.",
     "Non-responders at the end of the 14 days are escalated to the manual review team."),
    (14, [13], "Lift the restriction for accounts that passed re-verification: `acctctl unrestrict --file passed.csv`.",
     "Accounts that re-verified successfully get their restriction removed with `acctctl unrestrict --file passed.csv`.",
     None),
    (15, [13], "Export the audit trail and the re-verification outcomes for the regulator file: `idvctl audit export --change KYC-CHG-390 --out /secure/kyc/audit/`.",
     "For the regulator file, produce the audit trail plus the re-verification outcomes using `idvctl audit export --change KYC-CHG-390 --out /secure/kyc/audit/`.",
     "`idvctl audit export --change KYC-CHG-390 --out /secure/kyc/audit/` exports the audit trail and re-verification outcomes for the regulator file."),
    (16, [14, 15], "Compliance confirms the audit pack is complete; then close KYC-CHG-390.",
     "KYC-CHG-390 is only closed after compliance has confirmed that the audit pack is complete.",
     None),
]

GUARDS = {
    2: "export of the live decision config before applying new thresholds",
    3: "dry-run replay of 30 days before any change",
    4: "fraud analytics check of the replay before approval",
    6: "MLRO approval before the canary",
    8: "24-hour canary watch before promotion to all traffic",
    16: "compliance confirmation of the audit pack before closing",
}
DROP_GUARD = 8

SPLITS = {
    3: ("Replay the last 30 days (48,112 sessions) under the new thresholds.",
        "Run it with `--dry-run` so nothing is applied: `idvctl replay --from 2024-07-21 --to 2024-08-19 --config new-thresholds.yaml --dry-run`."),
    10: ("Pull the applications approved in the last 90 days with liveness between 0.82 and 0.90: `idvctl query --approved-since 2024-05-22 --liveness-between 0.82,0.90 --out backlog.csv`.",
         "Expect 2,318 rows in `backlog.csv`."),
}
REGEN_SPLIT = (7, (
    "Canary first: the new thresholds go to 10% of traffic.",
    "Do that with `idvctl config apply --env prod --file new-thresholds.yaml --canary 10`, not with a full apply.",
))
SERIALIZE = [4, 5]

COMPRESS = [
    ([1, 2], "Open KYC-CHG-390 and export the current config."),
    ([7, 8, 9], "Canary the new thresholds, watch for a day, then promote to all traffic."),
    ([11, 13], "Restrict withdrawals on the backlog accounts and escalate non-responders after 14 days."),
    ([15, 16], "Export the audit trail and close the change."),
]

LOST = {"remove": (5, 6), "add": [(5, 9)],
        "why": "the MLRO approval and the 10% canary no longer wait for the fairness check (it now only gates the promotion to 100%)"}

TARGET = {"step": 7, "old": "10", "new": "50", "kind": "percentage (canary share)"}

OPERATION = {"step": 11,
             "text": "Lift the withdrawal restriction on the 2,318 accounts: `acctctl unrestrict --file backlog.csv --type withdrawals --reason KYC-CHG-390`.",
             "change": "restrict -> unrestrict (prose and command both flipped)"}
