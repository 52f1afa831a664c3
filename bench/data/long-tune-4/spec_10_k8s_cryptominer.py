ID = "lt4_10"
TASK = "Respond to a cryptominer running in a Kubernetes batch namespace on EKS: contain, preserve evidence, eradicate, rebuild and watch."

STEPS = [
    (1, [], "Open incident INC-7731 (SEV2) for the Falco cryptominer alert on cluster prod-eks-use1 and page the security on-call.",
     "Raise SEV2 incident INC-7731 for the cryptominer detection Falco fired on prod-eks-use1, and page whoever is on security call.",
     "Page the security on-call and open INC-7731 (SEV2): Falco flagged a cryptominer on cluster prod-eks-use1."),
    (2, [1], "Identify the workload with `kubectl -n payments-batch get pods -o wide` and the Falco Stratum-protocol hits: pod report-gen-7f9c-x2k4q on node ip-10-42-3-17.ec2.internal.",
     "Pin down what is mining: the Falco Stratum-protocol hits plus `kubectl -n payments-batch get pods -o wide` point at pod report-gen-7f9c-x2k4q, node ip-10-42-3-17.ec2.internal.",
     None),
    (3, [2], "Cut egress for the namespace with a deny-all NetworkPolicy: `kubectl -n payments-batch apply -f deny-egress.yaml`.",
     "Apply the deny-all egress policy to contain the namespace: `kubectl -n payments-batch apply -f deny-egress.yaml`.",
     "`kubectl -n payments-batch apply -f deny-egress.yaml` puts a deny-all egress NetworkPolicy on the namespace."),
    (4, [2], "Block the mining pool on the egress firewall: add pool.supportxmr.com and 141.94.96.144 to the deny list.",
     "Put pool.supportxmr.com and 141.94.96.144 on the egress firewall deny list so the pool is unreachable.",
     None),
    (5, [2], "Cordon the node: `kubectl cordon ip-10-42-3-17.ec2.internal`.",
     "Stop new pods landing on the node with `kubectl cordon ip-10-42-3-17.ec2.internal`.",
     "`kubectl cordon ip-10-42-3-17.ec2.internal` - no more scheduling on that node."),
    (6, [3, 5], "Preserve evidence before touching anything: `aws ec2 create-snapshot --volume-id vol-0c4e1a9f2b7d3e611 --description INC-7731` and `kubectl -n payments-batch get pod report-gen-7f9c-x2k4q -o yaml > pod.yaml`.",
     "Keep the evidence first. Snapshot the root volume via `aws ec2 create-snapshot --volume-id vol-0c4e1a9f2b7d3e611 --description INC-7731`, and save the pod spec with `kubectl -n payments-batch get pod report-gen-7f9c-x2k4q -o yaml > pod.yaml`.",
     "Snapshot (`aws ec2 create-snapshot --volume-id vol-0c4e1a9f2b7d3e611 --description INC-7731`) and pod spec (`kubectl -n payments-batch get pod report-gen-7f9c-x2k4q -o yaml > pod.yaml`) go to evidence before anything is changed."),
    (7, [6], "Capture the process state with `kubectl debug node/ip-10-42-3-17.ec2.internal -it --image=forensics/toolkit:2.3`: save `ps auxf` and the sha256 of the miner binary.",
     "Open a debug shell on the node (`kubectl debug node/ip-10-42-3-17.ec2.internal -it --image=forensics/toolkit:2.3`) and record `ps auxf` plus the sha256 of the miner binary.",
     None),
    (8, [2], "Compare the digest of `registry.acme.io/payments/report-gen:1.8.4` with the digest in the CI build record.",
     "Check whether `registry.acme.io/payments/report-gen:1.8.4` still has the digest CI recorded when it built it.",
     "The CI build record holds the expected digest; compare it with what `registry.acme.io/payments/report-gen:1.8.4` resolves to now."),
    (9, [8], "Search the Kubernetes audit logs of the last 14 days for pods/exec or secrets list calls by service account payments-batch/report-gen.",
     "Go through 14 days of Kubernetes audit logs looking for any pods/exec or secrets list made by payments-batch/report-gen.",
     None),
    (10, [9], "Hunt for the miner's sha256 on clusters prod-eks-euw1 and prod-eks-apse2.",
     "Look for the same miner sha256 on prod-eks-euw1 and prod-eks-apse2.",
     "On prod-eks-euw1 and prod-eks-apse2, search for the miner's sha256."),
    (11, [4, 7, 9], "The incident commander agrees the eradication scope and approves it in INC-7731.",
     "Nothing is deleted until the incident commander has signed off the eradication scope in INC-7731.",
     None),
    (12, [11], "Revoke active sessions of IAM role payments-report-gen-irsa by attaching the AWSRevokeOlderSessions policy.",
     "Kill all current sessions of the payments-report-gen-irsa role: attach AWSRevokeOlderSessions to it.",
     "Attach AWSRevokeOlderSessions to IAM role payments-report-gen-irsa so its active sessions are revoked."),
    (13, [11], "Suspend the CronJob with `kubectl -n payments-batch patch cronjob report-gen -p '{\"spec\":{\"suspend\":true}}'` and delete pod report-gen-7f9c-x2k4q.",
     "Pause report-gen (`kubectl -n payments-batch patch cronjob report-gen -p '{\"spec\":{\"suspend\":true}}'`), then remove the pod report-gen-7f9c-x2k4q.",
     None),
    (14, [11], "Quarantine the tampered image: `crane cp registry.acme.io/payments/report-gen:1.8.4 registry.acme.io/quarantine/report-gen:inc-7731`, then delete tag 1.8.4 from the payments repository.",
     "Copy the bad image aside with `crane cp registry.acme.io/payments/report-gen:1.8.4 registry.acme.io/quarantine/report-gen:inc-7731`; after that, remove tag 1.8.4 from the payments repository.",
     "Tag 1.8.4 leaves the payments repository once `crane cp registry.acme.io/payments/report-gen:1.8.4 registry.acme.io/quarantine/report-gen:inc-7731` has quarantined the image."),
    (15, [13], "Drain and terminate the node: `kubectl drain ip-10-42-3-17.ec2.internal --ignore-daemonsets --delete-emptydir-data`, then `aws ec2 terminate-instances --instance-ids i-0a7d3c5e9b1f24c86`.",
     "Empty the node with `kubectl drain ip-10-42-3-17.ec2.internal --ignore-daemonsets --delete-emptydir-data` and get rid of it with `aws ec2 terminate-instances --instance-ids i-0a7d3c5e9b1f24c86`.",
     None),
    (16, [14], "Rebuild report-gen as 1.8.5 from the clean commit 3f2a9c1 in CI, signed with cosign.",
     "Have CI build report-gen 1.8.5 off known-good commit 3f2a9c1 and sign it with cosign.",
     "From clean commit 3f2a9c1, CI rebuilds report-gen as 1.8.5 with a cosign signature."),
    (17, [12, 16], "Check the signature with `cosign verify --key cosign.pub registry.acme.io/payments/report-gen:1.8.5` before pointing the CronJob at 1.8.5.",
     "Only point the CronJob at 1.8.5 after `cosign verify --key cosign.pub registry.acme.io/payments/report-gen:1.8.5` succeeds.",
     None),
    (18, [15, 17], "Remove the deny-all egress NetworkPolicy from payments-batch but keep the firewall entries.",
     "Lift the deny-all egress NetworkPolicy in payments-batch; the firewall entries stay in place.",
     "The firewall entries remain; only the deny-all egress NetworkPolicy comes off payments-batch."),
    (19, [18], "Resume the CronJob with `kubectl -n payments-batch patch cronjob report-gen -p '{\"spec\":{\"suspend\":false}}'`.",
     "Unpause report-gen: `kubectl -n payments-batch patch cronjob report-gen -p '{\"spec\":{\"suspend\":false}}'`.",
     None),
    (20, [19], "Watch for 48 hours: 0 Falco alerts in payments-batch and node CPU on the batch pool below 60 %.",
     "Monitor for 48 hours. Any Falco alert in payments-batch (more than 0), or batch-pool node CPU reaching 60 %, reopens containment.",
     "48 hours with 0 Falco alerts in payments-batch and batch-pool node CPU under 60 %."),
    (21, [20], "Confirm the Kyverno policy report for prod-eks-use1 shows 0 failures: every running image comes from registry.acme.io with a valid cosign signature.",
     "Check the Kyverno policy report on prod-eks-use1: it must show 0 failures, meaning each running image is from registry.acme.io and carries a valid cosign signature.",
     None),
    (22, [10, 21], "Write the post-incident report for INC-7731 with timeline, root cause and at least 3 follow-up actions.",
     "Draft the INC-7731 post-incident report: timeline, root cause, and no fewer than 3 follow-up actions.",
     "Timeline, root cause and at least 3 follow-ups go into the post-incident report for INC-7731."),
    (23, [22], "Close INC-7731.",
     "Resolve and close INC-7731.",
     None),
]

GUARDS = {6: "volume snapshot and pod spec preserved as evidence before eradication",
          11: "incident commander approval of the eradication scope", 17: "cosign signature verification before redeploying",
          20: "48-hour watch after resuming the job", 21: "admission policy report verified before the report and close"}
DROP_GUARD = 6

SPLITS = {
    6: ("Preserve evidence before touching anything: `aws ec2 create-snapshot --volume-id vol-0c4e1a9f2b7d3e611 --description INC-7731`.",
        "Also save the pod spec: `kubectl -n payments-batch get pod report-gen-7f9c-x2k4q -o yaml > pod.yaml`."),
    14: ("Quarantine the tampered image: `crane cp registry.acme.io/payments/report-gen:1.8.4 registry.acme.io/quarantine/report-gen:inc-7731`.",
         "Then delete tag 1.8.4 from the payments repository."),
}
REGEN_SPLIT = (15, ("Evict everything from the node via `kubectl drain ip-10-42-3-17.ec2.internal --ignore-daemonsets --delete-emptydir-data`.",
                    "Once it is empty, terminate the instance: `aws ec2 terminate-instances --instance-ids i-0a7d3c5e9b1f24c86`."))

SERIALIZE = [7, 9]

COMPRESS = [
    ((3, 6), "Block namespace egress and snapshot the node volume for evidence."),
    ((8, 9), "Check the image digest against CI and review the service account's audit logs."),
    ((12, 17), "Revoke the IRSA sessions and verify the new image signature."),
    ((13, 15), "Suspend the CronJob, delete the pod and terminate the node."),
    ((14, 16), "Quarantine the bad image and rebuild 1.8.5 from a clean commit."),
    ((18, 19), "Lift the NetworkPolicy and resume the CronJob."),
    ((22, 23), "Write the post-incident report and close INC-7731."),
]

LOST = {"remove": (7, 11), "add": [(7, 22)],
        "why": "eradication (the approval in 11 and then the pod deletion and node termination) no longer waits for the process and binary capture on the node (7)"}

TARGET = {"step": 3, "old": "payments-batch", "new": "payments-api", "kind": "namespace"}

OPERATION = {"step": 5, "text": "Cordon the node: `kubectl uncordon ip-10-42-3-17.ec2.internal`.",
             "change": "cordon -> uncordon (prose unchanged)"}
