ID = "lt2_04"
TASK = "Roll out AWS managed WAF rule groups (known bad inputs, SQLi) on the production CloudFront web ACL: count mode, tuning, then block."

STEPS = [
    (1, [],
     "Open change CHG-30418 for enabling the AWS managed rule groups `AWSManagedRulesKnownBadInputsRuleSet` and `AWSManagedRulesSQLiRuleSet` on web ACL `prod-edge-acl` (CLOUDFRONT scope, us-east-1).",
     "Raise CHG-30418 to cover turning on the managed rule groups `AWSManagedRulesKnownBadInputsRuleSet` and `AWSManagedRulesSQLiRuleSet` for the web ACL `prod-edge-acl` (scope CLOUDFRONT, us-east-1).",
     "For web ACL `prod-edge-acl` (CLOUDFRONT scope, us-east-1), open a change, CHG-30418, to enable the AWS managed rule groups `AWSManagedRulesKnownBadInputsRuleSet` and `AWSManagedRulesSQLiRuleSet`."),
    (2, [1],
     "Export the current ACL with `aws wafv2 get-web-acl --name prod-edge-acl --scope CLOUDFRONT --id 7c1e44ab > acl-backup-CHG-30418.json` and attach the file to the ticket.",
     "Take a copy of the ACL as it is now (`aws wafv2 get-web-acl --name prod-edge-acl --scope CLOUDFRONT --id 7c1e44ab > acl-backup-CHG-30418.json`); the resulting file goes on the ticket.",
     None),
    (3, [1],
     "Confirm that WAF logging to Firehose stream `aws-waf-logs-prod-edge` is on and that the Athena table `waf_logs.prod_edge` has rows from the last 10 minutes.",
     "Make sure logging into the Firehose stream `aws-waf-logs-prod-edge` is enabled, and that rows from the past 10 minutes show up in the Athena table `waf_logs.prod_edge`.",
     "Check the Athena table `waf_logs.prod_edge` for rows from the last 10 minutes, and that the ACL logs to the Firehose stream `aws-waf-logs-prod-edge`."),
    (4, [2, 3],
     "Add both rule groups in Count mode at priorities 40 and 41 with `aws wafv2 update-web-acl --cli-input-json file://acl-count.json --lock-token <token>`.",
     "Using `aws wafv2 update-web-acl --cli-input-json file://acl-count.json --lock-token <token>`, put the two rule groups in at priorities 40 and 41 with their action overridden to Count.",
     None),
    (5, [4],
     "Leave the rule groups in Count mode for 24 hours, covering at least one weekday traffic peak.",
     "Let the rule groups run in Count for a full 24 hours so that a weekday peak is included.",
     "Keep Count mode on for 24 hours; at least one weekday traffic peak must fall inside that window."),
    (6, [5],
     "In Athena, list the top 50 URIs and client IPs matched by `SQLi_BODY` and `SQLi_QUERYARGUMENTS` during the count window.",
     "Query Athena for the 50 URIs and client IPs that `SQLi_BODY` and `SQLi_QUERYARGUMENTS` matched most often over the count window.",
     "Pull the top 50 URIs and client IPs for the count window from Athena, for matches on `SQLi_BODY` and on `SQLi_QUERYARGUMENTS`."),
    (7, [5],
     "Chart the CloudWatch metric `CountedRequests` per rule in 5-minute buckets for the same window.",
     "Graph `CountedRequests` from CloudWatch for each rule across that same window, in 5-minute buckets.",
     None),
    (8, [6],
     "Review the matches with the checkout and search teams and list the legitimate paths, e.g. `/api/search?q=` and `/graphql`.",
     "Go through the matched requests together with the search and checkout teams and write down which paths are legitimate (for example `/api/search?q=` and `/graphql`).",
     "With the checkout and search teams, sort real attacks from legitimate paths, e.g. `/api/search?q=` and `/graphql`, and list the latter."),
    (9, [7, 8],
     "Write a scope-down statement that excludes `/graphql` from `SQLi_BODY` and keep the `SizeRestrictions_BODY` override at Count in `acl-block.json`.",
     "In `acl-block.json`, exclude `/graphql` from `SQLi_BODY` through a scope-down statement, and leave `SizeRestrictions_BODY` overridden to Count.",
     None),
    (10, [9],
     "Diff the proposed ACL against the export with `diff <(jq -S . acl-backup-CHG-30418.json) <(jq -S . acl-block.json)` and have a second engineer read the diff before anything is applied.",
     "Nothing gets applied until a second engineer has read through the output of `diff <(jq -S . acl-backup-CHG-30418.json) <(jq -S . acl-block.json)`, which compares the proposed ACL with the export.",
     "Have a second engineer go over the diff of the export against the proposed ACL (`diff <(jq -S . acl-backup-CHG-30418.json) <(jq -S . acl-block.json)`) before anything is applied."),
    (11, [10],
     "Get the go-ahead from the AppSec on-call in `#chg-30418` for switching the rule groups to Block.",
     "The switch to Block needs a go-ahead from whoever is AppSec on-call, given in `#chg-30418`.",
     None),
    (12, [11],
     "Switch both rule groups from Count to Block with `aws wafv2 update-web-acl --cli-input-json file://acl-block.json --lock-token <token>`.",
     "Move the two rule groups off Count and onto Block by running `aws wafv2 update-web-acl --cli-input-json file://acl-block.json --lock-token <token>`.",
     "Run `aws wafv2 update-web-acl --cli-input-json file://acl-block.json --lock-token <token>` to flip both rule groups from Count to Block."),
    (13, [12],
     "Hold for 30 minutes and watch the 403 rate on distribution E2KX9PLQ31 and the checkout success rate; restore `acl-backup-CHG-30418.json` if 403s go above 0.5% of requests.",
     "For the next 30 minutes, keep an eye on checkout success and on 403s served by distribution E2KX9PLQ31; should 403s pass 0.5% of requests, put `acl-backup-CHG-30418.json` back.",
     "If more than 0.5% of requests on distribution E2KX9PLQ31 come back 403 during a 30-minute watch of the 403 rate and the checkout success rate, restore `acl-backup-CHG-30418.json`."),
    (14, [12],
     "Post a sample of blocked requests from `waf_logs.prod_edge` to `#appsec`.",
     "Share a handful of blocked requests, taken from `waf_logs.prod_edge`, in `#appsec`.",
     None),
    (15, [13],
     "Update the WAF runbook page with the exclusion list and the rule priorities 40 and 41.",
     "Bring the WAF runbook page up to date: exclusion list plus the rule priorities 40 and 41.",
     None),
    (16, [14, 15],
     "Close CHG-30418 with the before/after 403 graph attached.",
     "Attach the before/after graph of 403s and resolve CHG-30418.",
     "Attach the before/after 403 graph, then close the change (CHG-30418)."),
]

GUARDS = {2: "ACL export (backup) before the first update", 10: "diff review by a second engineer before apply",
          11: "AppSec go-ahead before Block", 13: "30-minute 403-rate watch after Block"}
DROP_GUARD = 10

SPLITS = {
    10: ("Diff the proposed ACL against the export: `diff <(jq -S . acl-backup-CHG-30418.json) <(jq -S . acl-block.json)`.",
         "Have a second engineer read that diff before anything is applied."),
    13: ("Hold for 30 minutes and watch the 403 rate on distribution E2KX9PLQ31 and the checkout success rate.",
         "If 403s go above 0.5% of requests during the watch, restore `acl-backup-CHG-30418.json`."),
}
REGEN_HALVES = (
    "Compare the export with the proposed ACL: `diff <(jq -S . acl-backup-CHG-30418.json) <(jq -S . acl-block.json)`.",
    "A second engineer reads through that diff; nothing is applied before then.")

SERIALIZE = [6, 7]

COMPRESS = [
    ([2, 4], "Save the current ACL to `acl-backup-CHG-30418.json`, then add both rule groups in Count mode at priorities 40 and 41 with `aws wafv2 update-web-acl`."),
    ([8, 9], "Review matches with checkout/search, and scope `/graphql` out of `SQLi_BODY` in `acl-block.json`."),
    ([10, 11], "Get the ACL diff reviewed and AppSec's go-ahead for Block."),
    ([12, 14], "Switch both rule groups to Block via `update-web-acl` and post a blocked-request sample to `#appsec`."),
    ([15, 16], "Update the WAF runbook and close CHG-30418."),
]

LOST = {"remove": (2, 4), "add": [(2, 10)],
        "why": "the rule groups are added to the live web ACL without waiting for the ACL export (backup); the export now only feeds the diff review"}

TARGET = {"step": 13, "old": "0.5%", "new": "1.5%", "kind": "rollback threshold (percentage)"}

OPERATION = {"step": 4, "change": "first deployment in Count mode -> straight to Block",
             "text": "Add both rule groups in Block mode at priorities 40 and 41 with `aws wafv2 update-web-acl --cli-input-json file://acl-block.json --lock-token <token>`."}
