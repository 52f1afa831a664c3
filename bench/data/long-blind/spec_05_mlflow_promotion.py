"""lb_05: promote an MLflow registered model through staging, shadow and canary to champion."""
ID = "lb_05"
TASK = ("Promote MLflow model fraud-scorer version 14 to the champion alias in place of version 12, via staging, "
        "24-hour shadow traffic and a KServe canary")

STEPS = [
    (1, [], "Open MLOPS-2291 to promote registered model fraud-scorer version 14 (run 8f3c2a91d4e64b7f) on https://mlflow.internal.acme.io in place of version 12.",
     "File MLOPS-2291 for replacing version 12 of registered model fraud-scorer with version 14, run 8f3c2a91d4e64b7f, on https://mlflow.internal.acme.io.",
     "On https://mlflow.internal.acme.io, version 14 of fraud-scorer (run 8f3c2a91d4e64b7f) is to replace version 12: open MLOPS-2291."),
    (2, [1], "Check the holdout AUC of run 8f3c2a91d4e64b7f on holdout-2026-11: it must be at least 0.941, against 0.936 for version 12.",
     "Require an AUC of 0.941 or better on holdout-2026-11 for run 8f3c2a91d4e64b7f; version 12 scored 0.936.",
     None),
    (3, [1], "Read artifact `eval/fairness.json`: the demographic parity difference must be below 0.05.",
     "Open the `eval/fairness.json` artifact and make sure demographic parity difference stays under 0.05.",
     "Demographic parity difference must be below 0.05 in the artifact `eval/fairness.json`."),
    (4, [1], "Confirm the training data s3://acme-ml/features/fraud/v2026.11.20 matches feature-store snapshot fs-snap-7781.",
     "Make sure feature-store snapshot fs-snap-7781 is the same data as the training set s3://acme-ml/features/fraud/v2026.11.20.",
     None),
    (5, [1], "Check the signature: `mlflow models predict -m models:/fraud-scorer/14 -i sample_requests.json -t json --env-manager local` must return 500 scores without error.",
     "Exercise the model signature with `mlflow models predict -m models:/fraud-scorer/14 -i sample_requests.json -t json --env-manager local` and expect 500 scores and no error.",
     "`mlflow models predict -m models:/fraud-scorer/14 -i sample_requests.json -t json --env-manager local` must return 500 scores without error (signature check)."),
    (6, [2, 3, 4], "Have the model risk committee record its approval of version 14 on MLOPS-2291.",
     "Get the model risk committee's approval of version 14 written onto MLOPS-2291.",
     None),
    (7, [5, 6], "Point the staging alias at the new version: `client.set_registered_model_alias(\"fraud-scorer\", \"staging\", 14)`.",
     "Move alias staging to the new version by calling `client.set_registered_model_alias(\"fraud-scorer\", \"staging\", 14)`.",
     "Call `client.set_registered_model_alias(\"fraud-scorer\", \"staging\", 14)` so the staging alias points at the new version."),
    (8, [7], "Deploy to staging with `kubectl -n ml-staging apply -f inferenceservice-fraud-scorer-v14.yaml`, whose storageUri is models:/fraud-scorer@staging.",
     "Roll out to staging through `kubectl -n ml-staging apply -f inferenceservice-fraud-scorer-v14.yaml`, which takes its storageUri from models:/fraud-scorer@staging.",
     None),
    (9, [8], "Load-test staging with `locust -f load/fraud.py --headless -u 200 -r 20 -t 15m --host https://fraud-scorer.ml-staging.svc`; p99 must stay under 45 ms.",
     "Put staging under load using `locust -f load/fraud.py --headless -u 200 -r 20 -t 15m --host https://fraud-scorer.ml-staging.svc` and keep p99 below 45 ms.",
     "p99 must stay under 45 ms while `locust -f load/fraud.py --headless -u 200 -r 20 -t 15m --host https://fraud-scorer.ml-staging.svc` load-tests staging."),
    (10, [8], "Mirror production traffic to version 14 for 24 hours through the Istio VirtualService fraud-scorer with `mirror` set to the staging host and `mirrorPercentage: 100`; mirrored responses are discarded.",
     "For 24 hours, shadow production requests to version 14 by giving the Istio VirtualService fraud-scorer a `mirror` to the staging host with `mirrorPercentage: 100`, throwing the mirrored responses away.",
     "Through the Istio VirtualService fraud-scorer (`mirror` to the staging host, `mirrorPercentage: 100`), mirror production traffic to version 14 for 24 hours and discard the mirrored responses."),
    (11, [10], "Compare the shadow scores with version 12 in `shadow_compare.ipynb`: decision agreement at least 97% and PSI of the score distribution no higher than 0.1.",
     "In `shadow_compare.ipynb`, set the shadow scores against version 12; decisions must agree at least 97% of the time and the score PSI must not exceed 0.1.",
     None),
    (12, [9, 11], "Decide go or no-go: the payments-risk product owner signs off on MLOPS-2291 after reading the load-test and shadow reports.",
     "The payments-risk product owner gives the go on MLOPS-2291 once the load-test and shadow reports have been read.",
     "After reading the load-test and shadow reports, the payments-risk product owner signs off on MLOPS-2291 as the go or no-go decision."),
    (13, [12], "Note the rollback target: `client.get_model_version_by_alias(\"fraud-scorer\", \"champion\")` must return version 12; write it into MLOPS-2291.",
     "Write the rollback target into MLOPS-2291, confirming that `client.get_model_version_by_alias(\"fraud-scorer\", \"champion\")` still gives version 12.",
     None),
    (14, [13], "Start the production canary: `kubectl -n ml-prod apply -f inferenceservice-fraud-scorer.yaml` with storageUri models:/fraud-scorer/14 and `canaryTrafficPercent: 10`.",
     "Begin the canary in production by applying `kubectl -n ml-prod apply -f inferenceservice-fraud-scorer.yaml`, storageUri models:/fraud-scorer/14 and `canaryTrafficPercent: 10`.",
     "With storageUri models:/fraud-scorer/14 and `canaryTrafficPercent: 10`, start the production canary (`kubectl -n ml-prod apply -f inferenceservice-fraud-scorer.yaml`)."),
    (15, [14], "Watch the canary for 2 hours on the \"Fraud model live\" dashboard: error rate under 0.1%, p99 under 45 ms and no drop in chargeback-weighted precision.",
     "Keep the \"Fraud model live\" dashboard in view for 2 hours; the canary needs an error rate below 0.1%, p99 below 45 ms and steady chargeback-weighted precision.",
     None),
    (16, [15], "Shift all traffic to the canary by setting `canaryTrafficPercent: 100` in inferenceservice-fraud-scorer.yaml and applying it.",
     "Apply inferenceservice-fraud-scorer.yaml with `canaryTrafficPercent: 100` so the canary takes all traffic.",
     "Set `canaryTrafficPercent: 100` (inferenceservice-fraud-scorer.yaml) and apply it to send all traffic to the canary."),
    (17, [16], "Point the champion alias at the new version: `client.set_registered_model_alias(\"fraud-scorer\", \"champion\", 14)`.",
     "Move alias champion onto the new version with `client.set_registered_model_alias(\"fraud-scorer\", \"champion\", 14)`.",
     None),
    (18, [16], "Keep a rollback handle: `client.set_registered_model_alias(\"fraud-scorer\", \"previous\", 12)`.",
     "Preserve a way back by running `client.set_registered_model_alias(\"fraud-scorer\", \"previous\", 12)`.",
     "Run `client.set_registered_model_alias(\"fraud-scorer\", \"previous\", 12)` as a rollback handle."),
    (19, [11], "Remove the `mirror` block from the fraud-scorer VirtualService so shadow traffic stops.",
     "Stop shadow traffic by deleting the `mirror` block from the fraud-scorer VirtualService.",
     None),
    (20, [17], "Set `MODEL_VERSION=14` on CronJob fraud-drift-monitor in namespace ml-prod so drift is measured against the new model.",
     "Make the drift monitor measure the new model by setting `MODEL_VERSION=14` on CronJob fraud-drift-monitor in namespace ml-prod.",
     "So drift is measured against the new model, CronJob fraud-drift-monitor (namespace ml-prod) gets `MODEL_VERSION=14`."),
    (21, [17, 18], "After 7 days, confirm chargeback-weighted precision on \"Fraud model live\" stayed within 1 point of the version 12 baseline of 0.812.",
     "Once 7 days have passed, check that \"Fraud model live\" shows chargeback-weighted precision no more than 1 point off the 0.812 baseline of version 12.",
     None),
    (22, [21], "Retire version 12: `client.delete_registered_model_alias(\"fraud-scorer\", \"previous\")` and tag version 12 with archived=true.",
     "Take version 12 out of use by calling `client.delete_registered_model_alias(\"fraud-scorer\", \"previous\")` and tagging version 12 archived=true.",
     "Tag version 12 archived=true and drop its alias with `client.delete_registered_model_alias(\"fraud-scorer\", \"previous\")` to retire version 12."),
    (23, [19, 20, 22], "Close MLOPS-2291 with the versions, the evaluation numbers and the dashboard links.",
     "Put the versions, evaluation numbers and dashboard links on MLOPS-2291 and close it.",
     None),
]

GUARDS = {6: "model risk committee approval",
          11: "shadow comparison before go/no-go",
          12: "go/no-go sign-off before production",
          13: "record of the rollback version before the canary",
          15: "canary health watch before shifting all traffic",
          21: "7-day quality check before retiring the old version"}
DROP_GUARD = 15

SPLITS = {
    10: ("Mirror production traffic to version 14 for 24 hours through the Istio VirtualService fraud-scorer.",
         "In that VirtualService set `mirror` to the staging host and `mirrorPercentage: 100`; mirrored responses are discarded."),
    14: ("Start the production canary: `kubectl -n ml-prod apply -f inferenceservice-fraud-scorer.yaml`.",
         "That InferenceService uses storageUri models:/fraud-scorer/14 and `canaryTrafficPercent: 10`."),
}

SERIALIZE = [2, 3, 4]

COMPRESS = [
    ([7, 8], "Alias fraud-scorer version 14 as staging and deploy it to ml-staging."),
    ([10, 11], "Shadow production traffic to version 14 for a day and compare its decisions with version 12."),
    ([13, 14], "Note version 12 as the rollback target and start a 10% canary of version 14 in ml-prod."),
    ([16, 17, 18], "Send all traffic to version 14, make it champion and keep version 12 as previous."),
    ([21, 22], "After a week of stable precision, retire version 12."),
    ([20, 23], "Update the drift monitor to version 14 and close MLOPS-2291."),
]

LOST = {"remove": (21, 22), "add": [(18, 22), (21, 23)],
        "why": "the rollback alias of version 12 is deleted (22) without waiting for the 7-day live precision check (21)"}

TARGET = {"step": 17, "old": "14", "new": "13", "kind": "model version"}

OPERATION = {"step": 10, "change": "mirror (shadow, responses discarded) -> live route with weight 100",
             "text": "Send production traffic to version 14 for 24 hours through the Istio VirtualService fraud-scorer with a `route` to the staging host at `weight: 100`; its responses are returned to callers."}
