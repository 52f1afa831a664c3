# Hand-written golden: SRE incident response to a bad Envoy rate-limit config push (429 storm), GitOps rollback.
ID = "lb3_05"
DOMAIN = "SRE incident: bad Envoy rate-limit push (429 storm), Argo CD rollback"
TASK = ("Respond to SEV-2 incident INC-5120: API clients get HTTP 429 after a rate-limit change synced by "
        "Argo CD to the edge Envoy fleet (prod-edge-1, prod-edge-2); revert, verify, restore GitOps and follow up.")

STEPS = [
    (1, [],
     "Acknowledge the PagerDuty page (api-gateway 429 ratio above 20%), declare SEV-2 incident INC-5120 in #inc-5120 and assign an incident commander and a comms lead.",
     "Take the PagerDuty page for the api-gateway 429 ratio over 20%, open INC-5120 as a SEV-2 with channel #inc-5120, and name both an incident commander and a comms lead.",
     "Declare SEV-2 incident INC-5120 in #inc-5120 after acknowledging the PagerDuty page (api-gateway 429 ratio above 20%); assign an incident commander and a comms lead."),
    (2, [1],
     "Scope the impact on the Grafana Edge / Envoy dashboard: 429s by cluster and route, expected on both prod-edge-1 and prod-edge-2 and only on /v2/* routes.",
     "Use the Grafana Edge / Envoy dashboard to break the 429s down by cluster and route; the expectation is both prod-edge-1 and prod-edge-2, limited to /v2/* routes.",
     None),
    (3, [1],
     "Correlate with changes: `argocd app history edge-envoy-use1` and `argocd app history edge-envoy-usw2` show revision 9f3c2ab (PR #4812) synced at 14:02 UTC, two minutes before the spike.",
     "Look for a recent change with `argocd app history edge-envoy-use1` and `argocd app history edge-envoy-usw2`: revision 9f3c2ab from PR #4812 was synced at 14:02 UTC, two minutes ahead of the spike.",
     "Revision 9f3c2ab (PR #4812) synced at 14:02 UTC, two minutes before the spike, according to `argocd app history edge-envoy-use1` and `argocd app history edge-envoy-usw2`."),
    (4, [1],
     "Post an Investigating incident on the status page titled Elevated API errors and update it every 30 minutes.",
     "The comms lead opens a status page incident, Elevated API errors, in state Investigating and refreshes it at least every 30 minutes.",
     None),
    (5, [2, 3],
     "The incident commander confirms the cause (requests_per_unit cut from 1000 to 100 per API key in the ratelimit descriptor) and records the rollback decision in INC-5120.",
     "Once the incident commander agrees the descriptor change is the cause (requests_per_unit down from 1000 to 100 per API key), the decision to roll back is written into INC-5120.",
     "In INC-5120, the incident commander records the rollback decision after confirming the cause: requests_per_unit in the ratelimit descriptor cut from 1000 to 100 per API key."),
    (6, [5],
     "Freeze automatic syncing so Argo CD cannot re-apply main: `argocd app set edge-envoy-use1 --sync-policy none` and `argocd app set edge-envoy-usw2 --sync-policy none`.",
     "Stop Argo CD from reapplying main by turning auto-sync off on both apps: `argocd app set edge-envoy-use1 --sync-policy none` and `argocd app set edge-envoy-usw2 --sync-policy none`.",
     None),
    (7, [5],
     "Prepare the revert in edge-config: `git revert 9f3c2ab` pushed as PR #4815 (revert commit 7be01d4), reviewed by a second SRE.",
     "In edge-config, run `git revert 9f3c2ab` and push it as PR #4815, which yields commit 7be01d4, then have a second SRE review it.",
     "A second SRE reviews PR #4815 (revert commit 7be01d4), created in edge-config with `git revert 9f3c2ab`."),
    (8, [6, 7],
     "Review what the sync would change before running it: `argocd app diff edge-envoy-use1 --revision 7be01d4` may only show the ratelimit ConfigMap going back to requests_per_unit 1000.",
     "Before syncing, look at `argocd app diff edge-envoy-use1 --revision 7be01d4`; the only change allowed is the ratelimit ConfigMap returning to requests_per_unit 1000.",
     "`argocd app diff edge-envoy-use1 --revision 7be01d4` may only show the ratelimit ConfigMap going back to requests_per_unit 1000; review it before running the sync."),
    (9, [8],
     "Sync the first cluster to the revert: `argocd app sync edge-envoy-use1 --revision 7be01d4`.",
     "Roll prod-edge-1 back by syncing its app to the revert with `argocd app sync edge-envoy-use1 --revision 7be01d4`.",
     None),
    (10, [9],
     "Give prod-edge-1 15 minutes: the 429 ratio must fall below 1% and `kubectl --context prod-edge-1 -n edge rollout status deploy/ratelimit` must report success before the second cluster is touched.",
     "Leave the second cluster alone for 15 minutes while prod-edge-1 settles; proceed only if its 429 ratio drops under 1% and `kubectl --context prod-edge-1 -n edge rollout status deploy/ratelimit` succeeds.",
     "Before the second cluster is touched, `kubectl --context prod-edge-1 -n edge rollout status deploy/ratelimit` must report success and the prod-edge-1 429 ratio must fall below 1% within 15 minutes."),
    (11, [10],
     "Sync the second cluster: `argocd app sync edge-envoy-usw2 --revision 7be01d4`.",
     "Apply the same revert to prod-edge-2 with `argocd app sync edge-envoy-usw2 --revision 7be01d4`.",
     None),
    (12, [11],
     "Watch prod-edge-2 for 15 minutes until its 429 ratio is below 1% as well.",
     "Monitor prod-edge-2 for 15 minutes and wait for its 429 ratio to drop under 1% too.",
     None),
    (13, [4, 12],
     "Move the status page incident to Monitoring.",
     "Change the status page incident state to Monitoring.",
     None),
    (14, [12],
     "List the affected customers: run the Athena query on the edge access logs for 14:02-15:10 UTC, counting 429 responses per API key, and share the top 50 with account management.",
     "For 14:02-15:10 UTC, count 429 responses per API key in the edge access logs with the Athena query and send the 50 hardest-hit customers to account management.",
     "Share the top 50 with account management after running the Athena query on the edge access logs for 14:02-15:10 UTC, which counts 429 responses per API key."),
    (15, [12],
     "Merge PR #4815 into main so that git matches what is running.",
     "Get PR #4815 merged to main, bringing git back in line with the live state.",
     None),
    (16, [15],
     "Check for drift before handing control back to Argo CD: `argocd app diff edge-envoy-use1` and `argocd app diff edge-envoy-usw2` against main must both be empty.",
     "Confirm there is no drift, i.e. both `argocd app diff edge-envoy-use1` and `argocd app diff edge-envoy-usw2` against main return nothing, before Argo CD gets control back.",
     "`argocd app diff edge-envoy-use1` and `argocd app diff edge-envoy-usw2` against main must both be empty before control goes back to Argo CD."),
    (17, [16],
     "Turn auto-sync back on: `argocd app set edge-envoy-use1 --sync-policy automated --self-heal` and the same for edge-envoy-usw2.",
     "Re-enable automated syncing with `argocd app set edge-envoy-use1 --sync-policy automated --self-heal`, and do the same on edge-envoy-usw2.",
     None),
    (18, [13, 17],
     "After 60 minutes with the 429 ratio below 1% and no new alerts, resolve INC-5120 and set the status page to Resolved.",
     "Resolve INC-5120 and mark the status page Resolved only when an hour has passed with the 429 ratio under 1% and no fresh alerts.",
     "Resolve INC-5120 and set the status page to Resolved after 60 minutes with no new alerts and the 429 ratio below 1%."),
    (19, [14],
     "Account managers email the affected customers; credits follow the SLA where more than 0.1% of monthly requests failed.",
     "The affected customers hear from their account managers by email, and anyone with over 0.1% of monthly requests failed gets the SLA credit.",
     None),
    (20, [18],
     "Create the postmortem from the template with the full timeline and book the review within 5 business days.",
     "Start the postmortem document from the template, fill in the timeline and schedule its review no later than 5 business days out.",
     None),
    (21, [18],
     "Add a conftest policy to the edge-config CI that rejects any ratelimit descriptor cut of more than 50% without the approved-limit-change label.",
     "In the edge-config CI, introduce a conftest policy that blocks ratelimit descriptor reductions above 50% unless the approved-limit-change label is set.",
     "Any ratelimit descriptor cut of more than 50% without the approved-limit-change label must be rejected by a new conftest policy in the edge-config CI."),
    (22, [19, 20],
     "Hold the postmortem review and assign owners and due dates to every action item.",
     "Run the postmortem review and give each action item an owner and a due date.",
     None),
    (23, [21, 22],
     "Close INC-5120.",
     "Mark INC-5120 closed.",
     None),
]

GUARDS = {
    5: "incident commander's rollback decision before any change",
    8: "argocd diff review before the sync",
    10: "15-minute watch of the first cluster before the second",
    16: "empty drift diff before re-enabling auto-sync",
    18: "60-minute stability watch before resolving",
}
DROP_GUARD = 8

SPLITS = {
    3: ("Correlate with changes using `argocd app history edge-envoy-use1` and `argocd app history edge-envoy-usw2`.",
        "They show revision 9f3c2ab (PR #4812) synced at 14:02 UTC, two minutes before the spike."),
    14: ("List the affected customers: run the Athena query on the edge access logs for 14:02-15:10 UTC, counting 429 responses per API key.",
         "Share the top 50 with account management."),
}
REGEN_SPLIT = (10, (
    "Let prod-edge-1 run on the revert for 15 minutes and check that `kubectl --context prod-edge-1 -n edge rollout status deploy/ratelimit` reports success.",
    "Its 429 ratio has to be under 1% before anyone touches the second cluster."))

SERIALIZE = [2, 3]

COMPRESS = [
    ([1, 4], "Acknowledge the page, declare SEV-2 INC-5120 and post a status page incident."),
    ([6, 8], "Disable auto-sync on both edge apps and diff the revert before syncing."),
    ([9, 10], "Sync edge-envoy-use1 to the revert and watch the 429 ratio for 15 minutes."),
    ([11, 12], "Sync edge-envoy-usw2 to the revert and watch it for 15 minutes."),
    ([15, 16, 17], "Merge the revert PR and turn auto-sync back on for both apps."),
    ([20, 22], "Write the postmortem and hold the review with action items."),
]

LOST = {"remove": (16, 17), "add": [(15, 17), (16, 18)],
        "why": "auto-sync is re-enabled (step 17) right after the merge, no longer waiting for the empty drift diff against main (step 16)",
        "pattern": "a review no longer gates the work"}

TARGET = {"step": 9, "old": "7be01d4", "new": "9f3c2ab", "kind": "git revision"}

OPERATION = {"step": 6,
             "text": "Freeze automatic syncing so Argo CD cannot re-apply main: `argocd app set edge-envoy-use1 --sync-policy automated` and `argocd app set edge-envoy-usw2 --sync-policy automated`.",
             "change": "auto-sync disabled -> enabled (`--sync-policy none` -> `automated`; prose still says freeze)"}
