ID = "lt2_03"
TASK = "Respond to an AWS access key leaked in a public GitHub repository: contain, investigate CloudTrail, clean up attacker resources, rotate and delete the key."

STEPS = [
    (1, [],
     "Open incident SEC-2291: GitHub secret scanning flagged access key AKIA4XQ7EXAMPLE2291 (IAM user `ci-deployer`, account 481516234200) in the public repo `acme/infra-scripts`; page the security on-call.",
     "Page the security on-call and raise incident SEC-2291, since secret scanning on GitHub caught access key AKIA4XQ7EXAMPLE2291 (belonging to IAM user `ci-deployer` in account 481516234200) in the public repo `acme/infra-scripts`.",
     "Access key AKIA4XQ7EXAMPLE2291 of IAM user `ci-deployer` (account 481516234200) was flagged by GitHub secret scanning in the public repo `acme/infra-scripts`: open incident SEC-2291 and page the security on-call."),
    (2, [1],
     "Deactivate the key immediately with `aws iam update-access-key --user-name ci-deployer --access-key-id AKIA4XQ7EXAMPLE2291 --status Inactive`.",
     "Straight away, switch the key off: `aws iam update-access-key --user-name ci-deployer --access-key-id AKIA4XQ7EXAMPLE2291 --status Inactive`.",
     None),
    (3, [1],
     "Make the repository private with `gh repo edit acme/infra-scripts --visibility private`.",
     "Take the repository out of public view by running `gh repo edit acme/infra-scripts --visibility private`.",
     "Run `gh repo edit acme/infra-scripts --visibility private` so the repository is no longer public."),
    (4, [2],
     "Query CloudTrail Lake for every event made with the key in the last 14 days: `SELECT eventName, sourceIPAddress, awsRegion FROM $EDS WHERE userIdentity.accessKeyId='AKIA4XQ7EXAMPLE2291'`.",
     "Pull all events signed with the key over the past 14 days out of CloudTrail Lake, using `SELECT eventName, sourceIPAddress, awsRegion FROM $EDS WHERE userIdentity.accessKeyId='AKIA4XQ7EXAMPLE2291'`.",
     None),
    (5, [2],
     "Check GuardDuty findings from the last 14 days in every enabled region of account 481516234200.",
     "Go through the GuardDuty findings of the past 14 days for account 481516234200, region by region (all enabled regions).",
     "For account 481516234200, look at 14 days of GuardDuty findings across all enabled regions."),
    (6, [2],
     "Pull daily spend by service from Cost Explorer for the last 7 days to spot crypto-mining EC2 usage.",
     "Look for signs of crypto-mining on EC2 in the Cost Explorer view of daily spend by service over the past 7 days.",
     "In Cost Explorer, break down the last 7 days of daily spend by service; unusual EC2 spend points to crypto-mining."),
    (7, [4, 5, 6],
     "Write up the attacker activity: source IPs outside the CI NAT range 52.14.88.0/27 and every resource they created (e.g. `RunInstances`, `CreateUser` events).",
     "Summarise what the attacker did, listing the resources they created (for example `RunInstances` and `CreateUser` events) and the source IPs that fall outside the CI NAT range 52.14.88.0/27.",
     None),
    (8, [7],
     "Take EBS snapshots of every attacker-launched instance with `aws ec2 create-snapshot --volume-id <vol> --description SEC-2291-forensics` and tag them `legal-hold=true`.",
     "Snapshot the volumes of each instance the attacker launched (`aws ec2 create-snapshot --volume-id <vol> --description SEC-2291-forensics`) and put the tag `legal-hold=true` on the snapshots.",
     "For forensics, tag with `legal-hold=true` an EBS snapshot of each attacker-launched instance, taken via `aws ec2 create-snapshot --volume-id <vol> --description SEC-2291-forensics`."),
    (9, [8],
     "Terminate the attacker-launched instances with `aws ec2 terminate-instances --instance-ids <ids>` and delete any IAM users they created.",
     "Get rid of the IAM users the attacker created, and tear down the instances they launched using `aws ec2 terminate-instances --instance-ids <ids>`.",
     None),
    (10, [2],
     "Create a replacement key with `aws iam create-access-key --user-name ci-deployer` and store it in Secrets Manager as `ci/deployer/aws`, never in the repo.",
     "Issue a new key for the user (`aws iam create-access-key --user-name ci-deployer`); it goes into Secrets Manager under `ci/deployer/aws` and not into the repo.",
     "Store a new key in Secrets Manager as `ci/deployer/aws` (not in the repo) after generating it with `aws iam create-access-key --user-name ci-deployer`."),
    (11, [10],
     "Point the CI variables of GitLab project `platform/deploy` at `ci/deployer/aws` and run the `deploy-staging` job once to prove the new key works.",
     "Have the GitLab project `platform/deploy` read its CI variables from `ci/deployer/aws`, then kick off a single `deploy-staging` run as proof that the new key is good.",
     None),
    (12, [9, 11],
     "Confirm nothing still uses the old key: after 24 hours `aws iam get-access-key-last-used --access-key-id AKIA4XQ7EXAMPLE2291` must show no use after the deactivation time.",
     "Wait 24 hours and make sure the old key has gone quiet, i.e. `aws iam get-access-key-last-used --access-key-id AKIA4XQ7EXAMPLE2291` reports no use later than when it was deactivated.",
     "Check `aws iam get-access-key-last-used --access-key-id AKIA4XQ7EXAMPLE2291` after 24 hours; it must not show any use since the deactivation."),
    (13, [12],
     "Delete the leaked key with `aws iam delete-access-key --user-name ci-deployer --access-key-id AKIA4XQ7EXAMPLE2291`.",
     "Remove the leaked key for good: `aws iam delete-access-key --user-name ci-deployer --access-key-id AKIA4XQ7EXAMPLE2291`.",
     None),
    (14, [3],
     "Rewrite the history to drop `deploy/env.sh` with `git filter-repo --path deploy/env.sh --invert-paths` and force-push `acme/infra-scripts`.",
     "Purge `deploy/env.sh` from the history (`git filter-repo --path deploy/env.sh --invert-paths`), followed by a force-push of `acme/infra-scripts`.",
     "Force-push `acme/infra-scripts` once `git filter-repo --path deploy/env.sh --invert-paths` has rewritten the history without `deploy/env.sh`."),
    (15, [14],
     "Add a pre-commit hook running `gitleaks protect --staged` to the repository.",
     "Set the repository up with a pre-commit hook that calls `gitleaks protect --staged`.",
     None),
    (16, [13],
     "Attach the permissions boundary `arn:aws:iam::481516234200:policy/ci-boundary` to `ci-deployer` so it can only reach ECR and ECS.",
     "Limit `ci-deployer` to ECR and ECS by attaching the `arn:aws:iam::481516234200:policy/ci-boundary` permissions boundary.",
     "Put the permissions boundary `arn:aws:iam::481516234200:policy/ci-boundary` on the user `ci-deployer`, restricting it to ECR and ECS."),
    (17, [15, 16],
     "Get sign-off from the CISO delegate that containment and clean-up are complete.",
     "The CISO delegate has to sign off that clean-up and containment are done.",
     None),
    (18, [17],
     "Close SEC-2291 with the timeline and the CloudTrail Lake query results attached.",
     "Attach the timeline plus the CloudTrail Lake query output, then close SEC-2291.",
     "Resolve the incident (SEC-2291) with the CloudTrail Lake query results and the timeline attached."),
]

GUARDS = {8: "forensic EBS snapshots before terminating instances",
          12: "24-hour last-used verification before deleting the key",
          17: "CISO delegate sign-off before closing"}
DROP_GUARD = 12

SPLITS = {
    1: ("Open incident SEC-2291 and page the security on-call.",
        "Record in it that GitHub secret scanning flagged access key AKIA4XQ7EXAMPLE2291 (IAM user `ci-deployer`, account 481516234200) in the public repo `acme/infra-scripts`."),
    7: ("Write up the attacker activity, starting with the source IPs outside the CI NAT range 52.14.88.0/27.",
        "List every resource the attacker created (e.g. `RunInstances`, `CreateUser` events)."),
}
REGEN_HALVES = (
    "Raise incident SEC-2291 and get the security on-call paged.",
    "Note in the incident that access key AKIA4XQ7EXAMPLE2291 (account 481516234200, IAM user `ci-deployer`) was caught by GitHub secret scanning in the public repo `acme/infra-scripts`.")

SERIALIZE = [4, 5, 6]

COMPRESS = [
    ([1, 2], "Open SEC-2291 for the leaked key AKIA4XQ7EXAMPLE2291 of `ci-deployer` and deactivate it right away."),
    ([8, 9], "Snapshot the attacker's instances for forensics, then terminate them and delete any IAM users they created."),
    ([10, 11], "Create a replacement key, store it as `ci/deployer/aws` and switch the GitLab CI variables to it."),
    ([14, 15], "Scrub `deploy/env.sh` from history, force-push, and add a `gitleaks` pre-commit hook."),
    ([17, 18], "Get CISO sign-off and close SEC-2291."),
]

LOST = {"remove": (8, 9), "add": [(7, 9), (8, 12)],
        "why": "the attacker instances are terminated without waiting for the forensic EBS snapshots"}

TARGET = {"step": 13, "old": "AKIA4XQ7EXAMPLE2291", "new": "AKIA4XQ7EXAMPLE2219", "kind": "access key id"}

OPERATION = {"step": 2, "change": "deactivate key -> (re)activate key",
             "text": "Activate the key immediately with `aws iam update-access-key --user-name ci-deployer --access-key-id AKIA4XQ7EXAMPLE2291 --status Active`."}
