ID = "lt14_04"
TASK = "Newspaper paywall: move entitlement checks from legacy paygate to entitle-v2 (shadow, 10/50/100 % enforcement), then retire paygate"

STEPS = [
    (1, [], "Open CHG-2291 to move paywall entitlement checks on `www.dailyherald.co.uk` from the legacy `paygate` to `entitle-v2`.",
     "Raise CHG-2291 for switching the entitlement checks behind the `www.dailyherald.co.uk` paywall over from `paygate` (legacy) to `entitle-v2`.",
     "For `www.dailyherald.co.uk`, open CHG-2291: paywall entitlement checks move from `paygate` to `entitle-v2`."),
    (2, [1], "Freeze subscription product changes in Zuora (no new rate plans) until CHG-2291 is closed.",
     "Until CHG-2291 closes, nobody creates rate plans or otherwise changes subscription products in Zuora.",
     None),
    (3, [1], "Dump the paygate database first: `mysqldump --routines -h paygate-db01 paygate | gzip > /backups/paygate_20251112.sql.gz`.",
     "Before any traffic moves, take a backup of paygate's database with `mysqldump --routines -h paygate-db01 paygate | gzip > /backups/paygate_20251112.sql.gz`.",
     "Back up to `/backups/paygate_20251112.sql.gz` with `mysqldump --routines -h paygate-db01 paygate | gzip > /backups/paygate_20251112.sql.gz` (the paygate database)."),
    (4, [2], "Export all active entitlements from paygate: `paygate-admin export --status active --format csv > ent_legacy_20251112.csv` (about 212,000 rows).",
     "Pull every active entitlement out of the legacy system (roughly 212,000 rows) using `paygate-admin export --status active --format csv > ent_legacy_20251112.csv`.",
     "About 212,000 rows should land in `ent_legacy_20251112.csv` when you run `paygate-admin export --status active --format csv > ent_legacy_20251112.csv`."),
    (5, [4], "Load the export into production entitle-v2: `entitle-load --env prod --file ent_legacy_20251112.csv --upsert`.",
     "Import that file into `entitle-v2` in prod with `entitle-load --env prod --file ent_legacy_20251112.csv --upsert`.",
     None),
    (6, [5], "Turn on shadow mode so that entitle-v2 answers are logged but not enforced: `flagctl set paywall.entitle_v2.shadow true --env prod`.",
     "Flip the shadow flag (`flagctl set paywall.entitle_v2.shadow true --env prod`); entitle-v2 decisions are then recorded without being enforced.",
     "With `flagctl set paywall.entitle_v2.shadow true --env prod`, entitle-v2 answers get logged only, not enforced."),
    (7, [6], "Let the shadow run for 48 hours and check that the `paywall_shadow_mismatch` rate stays below 0.05%.",
     "Leave shadow mode running for 48 hours, making sure the `paywall_shadow_mismatch` metric never goes over 0.05%.",
     "The `paywall_shadow_mismatch` rate must stay below 0.05% across a 48-hour shadow run."),
    (8, [6], "Test with the five QA accounts `qa-sub-01` to `qa-sub-05` (print and digital, digital only, lapsed, trial, gift) that shadow decisions match paygate.",
     "Using QA accounts `qa-sub-01` through `qa-sub-05` (gift, trial, lapsed, digital only, print and digital), confirm each shadow decision agrees with paygate.",
     None),
    (9, [7, 8], "Review a sample of 200 mismatches from the shadow log with the subscriptions product owner.",
     "Sit down with the product owner for subscriptions and go over 200 sampled mismatches from the shadow log.",
     "With the subscriptions product owner, review 200 mismatches sampled from the shadow log."),
    (10, [3, 9], "Get the go decision from the Head of Digital and Subscriptions Ops on CHG-2291; without it nothing is enforced.",
     "Nothing gets enforced until the Head of Digital and Subscriptions Ops have given the go on CHG-2291.",
     "On CHG-2291, the Head of Digital and Subscriptions Ops must say go before any enforcement."),
    (11, [10], "Enforce entitle-v2 for 10% of traffic: `flagctl set paywall.entitle_v2.enforce 10 --env prod`.",
     "Start enforcing entitle-v2 on a 10% slice of traffic via `flagctl set paywall.entitle_v2.enforce 10 --env prod`.",
     None),
    (12, [11], "Watch for 1 hour: fewer than 5 support tickets tagged `paywall-block` and p95 latency of `/entitlements/check` under 80 ms; otherwise set enforce back to 0.",
     "Keep an eye on it for 1 hour. Should `paywall-block` tickets reach 5 or p95 on `/entitlements/check` hit 80 ms or more, put enforce back to 0.",
     "Set enforce back to 0 unless, over 1 hour, there are fewer than 5 `paywall-block` tickets and `/entitlements/check` p95 latency is under 80 ms."),
    (13, [12], "Raise enforcement to 50%: `flagctl set paywall.entitle_v2.enforce 50 --env prod`.",
     "Step the enforced share up to 50% with `flagctl set paywall.entitle_v2.enforce 50 --env prod`.",
     None),
    (14, [13], "Watch for 2 hours with the same limits before going further.",
     "Hold at this level for 2 hours under the same limits before the next step.",
     "Before going further, watch 2 hours with the same limits."),
    (15, [14], "Raise enforcement to 100%: `flagctl set paywall.entitle_v2.enforce 100 --env prod`.",
     "Move 100% of traffic onto enforcement by the new service: `flagctl set paywall.entitle_v2.enforce 100 --env prod`.",
     None),
    (16, [15], "Point the iOS and Android 7.14 apps at `https://entitle.dailyherald.co.uk/v2/check` through remote config key `entitlement_endpoint`.",
     "Through the `entitlement_endpoint` remote config key, send the 7.14 iOS and Android apps to `https://entitle.dailyherald.co.uk/v2/check`.",
     "Set remote config key `entitlement_endpoint` to `https://entitle.dailyherald.co.uk/v2/check` for the iOS and Android 7.14 apps."),
    (17, [15], "Re-point the Zuora subscription webhook to `https://entitle.dailyherald.co.uk/v2/webhooks/zuora`.",
     "Swap the Zuora subscription webhook target over to `https://entitle.dailyherald.co.uk/v2/webhooks/zuora`.",
     None),
    (18, [16, 17], "Verify 24 hours at full traffic: no `paywall-block` escalation and 0 failed webhook deliveries in Zuora.",
     "To make sure full traffic is fine, check the first 24 hours: Zuora must show 0 failed webhook deliveries and there must be no `paywall-block` escalation.",
     "0 failed webhook deliveries in Zuora and no `paywall-block` escalation over 24 hours at full traffic: verify it."),
    (19, [18], "Lift the Zuora product freeze.",
     "Allow subscription product changes in Zuora again.",
     None),
    (20, [18], "Put paygate in read-only mode: `paygate-admin mode read-only`.",
     "Make the legacy paygate refuse writes with `paygate-admin mode read-only`.",
     None),
    (21, [20], "After 14 days without a `paywall-block` escalation, confirm with Subscriptions Ops that paygate is no longer needed.",
     "Only once 14 days have passed with no `paywall-block` escalation, check with Subscriptions Ops that paygate can go.",
     "Confirm with Subscriptions Ops that paygate is no longer needed, after 14 days with no `paywall-block` escalation."),
    (22, [21], "Take a final dump of paygate to `/backups/paygate_final_20251126.sql.gz` and copy it to `s3://dh-archive/paygate/`.",
     "Make one last backup of paygate into `/backups/paygate_final_20251126.sql.gz` and put a copy in `s3://dh-archive/paygate/`.",
     None),
    (23, [22], "Plan the teardown with `terraform plan -destroy -target=module.paygate -out=paygate-destroy.plan` and check that it lists only the 12 paygate resources.",
     "Produce the destroy plan (`terraform plan -destroy -target=module.paygate -out=paygate-destroy.plan`) and read it: exactly the 12 paygate resources and nothing else.",
     "Check that `terraform plan -destroy -target=module.paygate -out=paygate-destroy.plan` lists only the 12 paygate resources."),
    (24, [23], "Apply the reviewed plan: `terraform apply paygate-destroy.plan`.",
     "Tear paygate down by applying the plan that was reviewed, `terraform apply paygate-destroy.plan`.",
     None),
    (25, [19, 24], "Close CHG-2291 with the shadow mismatch report attached.",
     "Attach the shadow mismatch report and close CHG-2291.",
     None),
]

GUARDS = {
    3: "mysqldump of the paygate database before cutover",
    7: "48-hour shadow run with mismatch below 0.05%",
    10: "go decision (approval) before enforcement",
    12: "1-hour watch at 10% before 50%",
    18: "24-hour verification at full traffic before read-only",
    23: "terraform plan -destroy review before apply",
}
DROP_GUARD = 12

SPLITS = {
    12: ("Watch for 1 hour: fewer than 5 support tickets tagged `paywall-block` and p95 latency of `/entitlements/check` under 80 ms.",
         "If either limit is crossed, set enforce back to 0."),
    23: ("Plan the teardown with `terraform plan -destroy -target=module.paygate -out=paygate-destroy.plan`.",
         "Check that the plan lists only the 12 paygate resources."),
}
REGEN_SPLIT = (4, (
    "Export the active entitlements from the legacy system: `paygate-admin export --status active --format csv > ent_legacy_20251112.csv`.",
    "Confirm the file holds about 212,000 rows.",
))
SERIALIZE = [7, 8]

COMPRESS = [
    ([1, 2], "Open CHG-2291 and freeze Zuora product changes."),
    ([4, 5], "Export active entitlements from paygate and load them into entitle-v2."),
    ([9, 10], "Review shadow mismatches and get the go decision."),
    ([11, 12], "Enforce entitle-v2 for 10% of traffic and watch tickets and latency for an hour."),
    ([13, 14], "Raise enforcement to 50% and watch for 2 hours."),
    ([15, 16], "Go to 100% enforcement and point the apps at the v2 endpoint."),
    ([19, 25], "Lift the Zuora freeze and close CHG-2291."),
    ([23, 24], "Destroy the paygate module with Terraform."),
]

LOST = {"remove": (10, 11), "add": [(9, 11), (10, 25)],
        "why": "enforcement at 10% (11) and everything after it no longer wait for the go decision (10), nor for the paygate dump (3); the approval only gates the close"}

TARGET = {"step": 13, "old": "50", "new": "100", "kind": "percentage (enforcement wave)"}

OPERATION = {"step": 6,
             "text": "Turn on shadow mode so that entitle-v2 answers are logged but not enforced: `flagctl set paywall.entitle_v2.enforce 100 --env prod`.",
             "change": "shadow flag -> full enforcement (`enforce 100`), prose unchanged"}
