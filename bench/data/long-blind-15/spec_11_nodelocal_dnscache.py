ID = "lb15_11"
TASK = ("Kubernetes: roll out NodeLocal DNSCache 1.23.1 on EKS cluster prod-apse2 (84 nodes, kube-proxy in iptables mode) "
        "with a CoreDNS cache change, a 4-node pilot watched for 24 hours, then all nodes.")

STEPS = [
    (1, [],
     "Open change CHG-72840 to roll out NodeLocal DNSCache 1.23.1 on cluster prod-apse2 (EKS 1.29, 84 nodes).",
     "Raise CHG-72840 for deploying NodeLocal DNSCache 1.23.1 to prod-apse2, an EKS 1.29 cluster of 84 nodes.",
     "On cluster prod-apse2 (EKS 1.29, 84 nodes), NodeLocal DNSCache 1.23.1 is rolled out under change CHG-72840; open it."),
    (2, [1],
     "Save the current CoreDNS config with `kubectl get configmap coredns -n kube-system -o yaml > backup/coredns-cm-CHG-72840.yaml` and the Service with `kubectl get service kube-dns -n kube-system -o yaml > backup/kube-dns-svc-CHG-72840.yaml`.",
     "Keep copies of what is there now: `kubectl get configmap coredns --namespace kube-system --output yaml > backup/coredns-cm-CHG-72840.yaml` for the CoreDNS config and `kubectl get service kube-dns --namespace kube-system --output yaml > backup/kube-dns-svc-CHG-72840.yaml` for the Service.",
     "Into backup/coredns-cm-CHG-72840.yaml and backup/kube-dns-svc-CHG-72840.yaml, save the CoreDNS config and the Service: `kubectl get configmap coredns -n kube-system -o yaml > backup/coredns-cm-CHG-72840.yaml`, `kubectl get service kube-dns -n kube-system -o yaml > backup/kube-dns-svc-CHG-72840.yaml`."),
    (3, [1],
     "Record the baseline: CoreDNS p99 latency, the `coredns_dns_requests_total` rate and `node_nf_conntrack_stat_insert_failed` per node over the last 7 days.",
     "Note the starting point for the last 7 days, namely CoreDNS p99 latency, the rate of `coredns_dns_requests_total`, and per-node `node_nf_conntrack_stat_insert_failed`.",
     None),
    (4, [1],
     "Render `nodelocaldns.yaml` with `__PILLAR__LOCAL__DNS__` = 169.254.20.10, `__PILLAR__DNS__SERVER__` = 172.20.0.10 and `__PILLAR__DNS__DOMAIN__` = cluster.local, and add the nodeSelector `dns-pilot: \"true\"`.",
     "Fill in the placeholders of `nodelocaldns.yaml` (`__PILLAR__LOCAL__DNS__` = 169.254.20.10, `__PILLAR__DNS__SERVER__` = 172.20.0.10, `__PILLAR__DNS__DOMAIN__` = cluster.local) and give the DaemonSet the nodeSelector `dns-pilot: \"true\"`.",
     "Add the nodeSelector `dns-pilot: \"true\"` to `nodelocaldns.yaml`, rendered with `__PILLAR__DNS__DOMAIN__` = cluster.local, `__PILLAR__DNS__SERVER__` = 172.20.0.10 and `__PILLAR__LOCAL__DNS__` = 169.254.20.10."),
    (5, [4],
     "Run `kubectl apply -f nodelocaldns.yaml -n kube-system --dry-run=server` and review `kubectl diff -f nodelocaldns.yaml -n kube-system`.",
     "Have the API server validate the manifest with `kubectl apply --dry-run=server --namespace kube-system --filename nodelocaldns.yaml`, then read through `kubectl diff --filename nodelocaldns.yaml --namespace kube-system`.",
     None),
    (6, [5],
     "Get the platform on-call lead's approval in CHG-72840 with the diff attached.",
     "Attach the diff to CHG-72840 and have the platform on-call lead approve it.",
     None),
    (7, [2, 6],
     "Change `cache 5` to `cache 30` in the Corefile of ConfigMap `coredns`, run `kubectl rollout restart deployment/coredns -n kube-system` and wait for the rollout to finish.",
     "Edit the `coredns` ConfigMap so the Corefile says `cache 30` instead of `cache 5`, restart CoreDNS with `kubectl rollout restart deployment/coredns --namespace kube-system` and let the rollout complete.",
     "Wait for the rollout started by `kubectl rollout restart deployment/coredns -n kube-system` to finish after changing `cache 5` to `cache 30` in the Corefile of ConfigMap `coredns`."),
    (8, [6],
     "Label the 4 pilot nodes of node group ng-pilot with `kubectl label nodes -l eks.amazonaws.com/nodegroup=ng-pilot dns-pilot=true`.",
     "Mark the pilot: `kubectl label nodes --selector eks.amazonaws.com/nodegroup=ng-pilot dns-pilot=true` labels the 4 nodes of node group ng-pilot.",
     None),
    (9, [3, 7, 8],
     "Apply with `kubectl apply -f nodelocaldns.yaml -n kube-system` and wait for `kubectl rollout status daemonset/node-local-dns -n kube-system --timeout=300s`.",
     "Deploy the DaemonSet (`kubectl apply --namespace kube-system -f nodelocaldns.yaml`) and wait on `kubectl rollout status daemonset/node-local-dns --namespace kube-system --timeout=300s`.",
     "Wait for `kubectl rollout status daemonset/node-local-dns -n kube-system --timeout=300s` after applying with `kubectl apply -f nodelocaldns.yaml -n kube-system`."),
    (10, [9],
     "On a pilot node, check that `kubectl exec -n dns-test dnsutils -- dig @169.254.20.10 kubernetes.default.svc.cluster.local` gets an answer and that `coredns_cache_hits_total` of node-local-dns rises.",
     "From the dnsutils pod on a pilot node, `kubectl exec --namespace dns-test dnsutils -- dig @169.254.20.10 kubernetes.default.svc.cluster.local` must return an answer, and node-local-dns must show `coredns_cache_hits_total` going up.",
     None),
    (11, [9],
     "Watch the pilot nodes for 24 hours: SERVFAIL rate under 0.1 %, no node-local-dns restarts and conntrack insert failures below the baseline.",
     "Give the pilot 24 hours and check that SERVFAILs stay below 0.1 %, node-local-dns never restarts and conntrack insert failures are lower than the baseline.",
     "For 24 hours, the pilot nodes must show a SERVFAIL rate under 0.1 %, no node-local-dns restarts and conntrack insert failures below the baseline."),
    (12, [10, 11],
     "Remove the nodeSelector from `nodelocaldns.yaml`, apply it with `kubectl apply -f nodelocaldns.yaml -n kube-system` (`maxUnavailable: 10%`) and wait for the rollout on all 84 nodes.",
     "Take the nodeSelector out of `nodelocaldns.yaml` and apply again (`kubectl apply --namespace kube-system --filename nodelocaldns.yaml`, `maxUnavailable: 10%`), then wait until all 84 nodes have rolled.",
     None),
    (13, [12],
     "Check that `kubectl get daemonset node-local-dns -n kube-system` shows 84 desired and 84 ready.",
     "Make sure `kubectl get daemonset node-local-dns --namespace kube-system` reports 84 desired and 84 ready pods.",
     "84 desired and 84 ready must be shown by `kubectl get daemonset node-local-dns -n kube-system`."),
    (14, [12],
     "Watch for 60 minutes: cluster-wide SERVFAIL rate under 0.1 % and CoreDNS p99 latency below the baseline.",
     "Observe for 60 minutes that SERVFAILs across the cluster stay under 0.1 % and CoreDNS p99 latency is lower than the baseline.",
     None),
    (15, [12],
     "On 3 random nodes, check that `/etc/resolv.conf` in a test pod still lists `nameserver 172.20.0.10`.",
     "Pick 3 nodes at random and confirm a test pod there still has `nameserver 172.20.0.10` in `/etc/resolv.conf`.",
     "`/etc/resolv.conf` in a test pod must still list `nameserver 172.20.0.10`; check it on 3 random nodes."),
    (16, [13, 14, 15],
     "Close CHG-72840 with the baseline and the after figures.",
     "Put the baseline and the figures from afterwards into CHG-72840 and close it.",
     None),
]

GUARDS = {
    2: "backup: CoreDNS ConfigMap and kube-dns Service saved before the Corefile is changed",
    3: "backup: baseline metrics captured for comparison",
    5: "dryrun: server-side dry run and diff reviewed",
    6: "approval: platform on-call lead approves",
    10: "verify: resolution through the cache on a pilot node",
    11: "health: 24-hour pilot watch",
    13: "verify: DaemonSet ready on all 84 nodes",
    14: "health: 60-minute cluster-wide watch",
}
DROP_GUARD = 2

SPLITS = {
    9: ("Apply with `kubectl apply -f nodelocaldns.yaml -n kube-system`.",
        "Wait for `kubectl rollout status daemonset/node-local-dns -n kube-system --timeout=300s`."),
    12: ("Remove the nodeSelector from `nodelocaldns.yaml`.",
         "Apply it with `kubectl apply -f nodelocaldns.yaml -n kube-system` (`maxUnavailable: 10%`) and wait for the rollout on all 84 nodes."),
}

REGEN_SPLIT = [
    (7, ("In the Corefile of ConfigMap `coredns`, replace `cache 5` with `cache 30`.",
         "Restart CoreDNS: `kubectl rollout restart deployment/coredns -n kube-system`.",
         "Wait until that rollout has finished.")),
    (2, ("Export the CoreDNS ConfigMap: `kubectl get configmap coredns -n kube-system -o yaml > backup/coredns-cm-CHG-72840.yaml`.",
         "Then the same for the Service: `kubectl get service kube-dns -n kube-system -o yaml > backup/kube-dns-svc-CHG-72840.yaml`.")),
]

SERIALIZE = [13, 14, 15]

COMPRESS = [
    ([4, 5, 6], "Prepare `nodelocaldns.yaml` for the pilot nodes and get it approved."),
    ([9, 10, 11], "Deploy node-local-dns to the pilot nodes and check it works."),
    ([12, 13], "Roll node-local-dns out to all nodes."),
]

LOST = {"remove": (6, 7), "add": [],
        "why": "the CoreDNS Corefile is changed and CoreDNS restarted before the dry run has been reviewed and approved"}

TARGET = {"step": 4, "old": "172.20.0.10", "new": "172.20.0.53", "kind": "kube-dns service IP"}

OPERATION = {"step": 8,
             "text": "Label the 4 pilot nodes of node group ng-pilot with `kubectl label nodes --all dns-pilot=true`.",
             "change": "selector inside the command widened to --all: every one of the 84 nodes gets the pilot label, so the pilot DaemonSet lands cluster-wide"}
