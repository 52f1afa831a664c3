"""lb14_03: Kubernetes cluster prod-eu-1, CNI migration Calico v3.27.3 -> Cilium 1.15.6, node by node,
in Cilium's migration mode, then Calico removed."""

ID = "lb14_03"
TASK = ("Migrate the CNI of Kubernetes cluster prod-eu-1 (3 control-plane nodes, 18 workers) from Calico v3.27.3 "
        "to Cilium 1.15.6 node by node with a pilot node, switch Cilium out of migration mode, remove Calico and "
        "hand the result to GitOps.")

STEPS = [
    (1, [],
     "Open CHG-77102 to move cluster `prod-eu-1` (control plane cp-1 to cp-3, 18 workers) from Calico v3.27.3 "
     "to Cilium 1.15.6 over the nights of 11-13 June, with a deploy freeze on the cluster for those nights.",
     "Raise CHG-77102 for the CNI change on `prod-eu-1`, Calico v3.27.3 out and Cilium 1.15.6 in, covering "
     "control plane cp-1 to cp-3 plus the 18 workers; it runs over the nights of 11-13 June and freezes "
     "deploys to the cluster meanwhile.",
     "Over the nights of 11-13 June, with deploys to the cluster frozen, CHG-77102 moves `prod-eu-1` (18 "
     "workers, control plane cp-1 to cp-3) from Calico v3.27.3 to Cilium 1.15.6; open it."),
    (2, [1],
     "Export the Calico configuration with `calicoctl get ippool,bgpconfig,felixconfig,globalnetworkpolicy,"
     "networkpolicy -A -o yaml > calico-prod-eu-1-20250611.yaml` and copy the file to "
     "`s3://k8s-ops-archive/prod-eu-1/`.",
     "Dump everything Calico holds, using `calicoctl get ippool,bgpconfig,felixconfig,globalnetworkpolicy,"
     "networkpolicy --all-namespaces --output yaml > calico-prod-eu-1-20250611.yaml`, and put a copy in "
     "`s3://k8s-ops-archive/prod-eu-1/`.",
     "Copy `calico-prod-eu-1-20250611.yaml` to `s3://k8s-ops-archive/prod-eu-1/` after writing it with "
     "`calicoctl get ippool,bgpconfig,felixconfig,globalnetworkpolicy,networkpolicy -A -o yaml > "
     "calico-prod-eu-1-20250611.yaml`, which exports the Calico configuration."),
    (3, [1],
     "On cp-1, take an etcd snapshot: `etcdctl snapshot save /var/backups/etcd/prod-eu-1-20250611.db`, and "
     "check it with `etcdctl snapshot status /var/backups/etcd/prod-eu-1-20250611.db -w table`.",
     "Snapshot etcd from cp-1 with `etcdctl snapshot save /var/backups/etcd/prod-eu-1-20250611.db`, then read "
     "the file back using `etcdctl snapshot status /var/backups/etcd/prod-eu-1-20250611.db -w table`.",
     None),
    (4, [1],
     "Check the starting state: all 21 nodes `Ready`, `calico-node` 21/21 ready in `kube-system`, and "
     "`kubectl get pods -A --field-selector=status.phase!=Running,status.phase!=Succeeded` returns nothing.",
     "Make sure the cluster starts clean: 21 of 21 nodes `Ready`, the `calico-node` DaemonSet in `kube-system` "
     "at 21/21, and no output at all from `kubectl get pods --all-namespaces "
     "--field-selector=status.phase!=Running,status.phase!=Succeeded`.",
     "`kubectl get pods -A --field-selector=status.phase!=Running,status.phase!=Succeeded` must return "
     "nothing, with all 21 nodes `Ready` and `calico-node` at 21/21 in `kube-system`, before starting."),
    (5, [2, 3, 4],
     "Get the platform lead (a.weiss) and the SRE on call to approve CHG-77102, with the Calico export, the "
     "etcd snapshot status and the node check attached.",
     "CHG-77102 needs approval from a.weiss as platform lead and from the SRE on call; attach the Calico "
     "export, the output of the etcd snapshot status and the node check to it.",
     "With the Calico export, the etcd snapshot status and the node check attached, CHG-77102 is approved by "
     "the SRE on call and the platform lead (a.weiss)."),
    (6, [5],
     "Render the chart without installing it, `helm template cilium cilium/cilium --version 1.15.6 -n "
     "kube-system -f values-migration.yaml`, and read the output for `ipam.mode: cluster-pool`, pod CIDR "
     "`10.245.0.0/16`, `tunnelPort: 8473`, `cni.customConf: true` and `policyEnforcementMode: never`.",
     "Look at what the chart would create before installing anything: run `helm template cilium cilium/cilium "
     "--namespace kube-system --values values-migration.yaml --version 1.15.6` and check in the manifests that "
     "`ipam.mode: cluster-pool`, the pod CIDR `10.245.0.0/16`, `tunnelPort: 8473`, `cni.customConf: true` and "
     "`policyEnforcementMode: never` are all there.",
     None),
    (7, [6],
     "Install Cilium next to Calico: `helm install cilium cilium/cilium --version 1.15.6 -n kube-system -f "
     "values-migration.yaml` (pod CIDR `10.245.0.0/16`), then `cilium status --wait`; no pod is on Cilium yet.",
     "Put Cilium in alongside Calico by running `helm install cilium cilium/cilium --version 1.15.6 -n "
     "kube-system -f values-migration.yaml`, which gives it pod CIDR `10.245.0.0/16`, and wait with "
     "`cilium status --wait`; at this point not a single pod uses Cilium.",
     "Cilium goes in next to Calico with pod CIDR `10.245.0.0/16` via `helm install cilium cilium/cilium -f "
     "values-migration.yaml -n kube-system --version 1.15.6`, followed by `cilium status --wait`; no pod is on "
     "Cilium yet."),
    (8, [7],
     "Apply the `CiliumNodeConfig` `cilium-default` in `kube-system`, selecting nodes labelled "
     "`io.cilium.migration/cilium-default=true` and setting `write-cni-conf-when-ready: "
     "/host/etc/cni/net.d/05-cilium.conflist` and `custom-cni-conf: \"false\"`.",
     "Create `CiliumNodeConfig` `cilium-default` in `kube-system`; it targets nodes carrying the label "
     "`io.cilium.migration/cilium-default=true` and sets `custom-cni-conf: \"false\"` together with "
     "`write-cni-conf-when-ready: /host/etc/cni/net.d/05-cilium.conflist`.",
     None),
    (9, [8],
     "Empty the pilot node: `kubectl drain wk-general-01 --ignore-daemonsets --delete-emptydir-data "
     "--timeout=10m`.",
     "Move the workloads off pilot node wk-general-01 with `kubectl drain wk-general-01 --ignore-daemonsets "
     "--delete-emptydir-data --timeout=10m`.",
     "`kubectl drain wk-general-01 --timeout=10m --ignore-daemonsets --delete-emptydir-data` empties the "
     "pilot node."),
    (10, [9],
     "Label the pilot with `kubectl label node wk-general-01 --overwrite io.cilium.migration/cilium-default=true`, "
     "delete its `cilium` agent pod so it restarts with the node config, then reboot wk-general-01 and wait for "
     "it to be `Ready`.",
     "Put `kubectl label node wk-general-01 --overwrite io.cilium.migration/cilium-default=true` on the pilot, "
     "kill its `cilium` agent pod so that it comes back with the node config, and reboot wk-general-01, waiting "
     "until it reports `Ready`.",
     "Reboot wk-general-01 and wait for `Ready` after labelling it (`kubectl label node wk-general-01 "
     "--overwrite io.cilium.migration/cilium-default=true`) and deleting its `cilium` agent pod so that it "
     "restarts with the node config."),
    (11, [10],
     "On the pilot's agent, `kubectl -n kube-system exec ds/cilium -- cilium-health status` must show all 21 "
     "nodes reachable, and `cilium status` must report `OK` with `/host/etc/cni/net.d/05-cilium.conflist` in "
     "place.",
     "Through the agent on the pilot, `kubectl exec ds/cilium --namespace kube-system -- cilium-health status` "
     "has to list every one of the 21 nodes as reachable, and `cilium status` has to say `OK`, with "
     "`/host/etc/cni/net.d/05-cilium.conflist` present.",
     None),
    (12, [11],
     "Run `kubectl uncordon wk-general-01`, start a `netshoot` pod there and confirm it gets an address in "
     "`10.245.0.0/16` and reaches `payments-api.payments.svc:8443` and a pod on a Calico node.",
     "Let work back onto the pilot with `kubectl uncordon wk-general-01`, then schedule a `netshoot` pod on it "
     "and check that its address comes from `10.245.0.0/16` and that it can reach both "
     "`payments-api.payments.svc:8443` and a pod still on a Calico node.",
     "A `netshoot` pod on wk-general-01 must get an address in `10.245.0.0/16` and reach a pod on a Calico "
     "node as well as `payments-api.payments.svc:8443`, once `kubectl uncordon wk-general-01` has been run."),
    (13, [12],
     "Keep the pilot in service for 2 hours: `hubble observe --node wk-general-01 --verdict DROPPED` shows no "
     "drops and the 5xx rate on the `ingress-nginx` dashboard stays below 0.5 %.",
     "Leave wk-general-01 carrying traffic for 2 hours, during which `hubble observe --node wk-general-01 "
     "--verdict DROPPED` should stay empty and the `ingress-nginx` dashboard should keep 5xx under 0.5 %.",
     "For 2 hours the pilot stays in service; during that time the 5xx rate on the `ingress-nginx` dashboard "
     "stays below 0.5 % and `hubble observe --verdict DROPPED --node wk-general-01` shows no drops."),
    (14, [13],
     "Migrate wk-general-02 to wk-general-12 in batches of 3 (drain, label, delete agent pod, reboot, uncordon), "
     "checking `cilium status` on each batch before starting the next.",
     "Take the other general nodes, wk-general-02 to wk-general-12, through the same drain, label, agent pod "
     "delete, reboot and uncordon, 3 nodes per batch, with `cilium status` checked on a batch before the next "
     "one begins.",
     "In batches of 3, with `cilium status` checked on each batch before the next, wk-general-02 to "
     "wk-general-12 are migrated (drain, label, delete agent pod, reboot, uncordon)."),
    (15, [13],
     "Migrate the GPU pool wk-gpu-01 to wk-gpu-06 one node at a time, after the ML team has checkpointed the "
     "jobs in namespace `training`.",
     "Once the ML team has checkpointed its jobs in the `training` namespace, move the GPU pool, wk-gpu-01 to "
     "wk-gpu-06, to Cilium a single node at a time.",
     None),
    (16, [14, 15],
     "Migrate the control plane last, cp-1, then cp-2, then cp-3, checking `kubectl get --raw /readyz` returns "
     "`ok` and etcd has 3 healthy members before moving to the next one.",
     "Leave the control plane for the end and do it in the order cp-1, cp-2, cp-3; before each next node, "
     "`kubectl get --raw /readyz` must answer `ok` and etcd must show 3 healthy members.",
     "cp-1, then cp-2, then cp-3: the control plane is migrated last, and before moving on each time etcd must "
     "have 3 healthy members and `kubectl get --raw /readyz` must return `ok`."),
    (17, [16],
     "Confirm all nodes are on Cilium: `kubectl get ciliumnodes` lists 21 nodes and `kubectl get pods -A -o "
     "wide` shows no non-hostNetwork pod with an address in Calico's `10.244.0.0/16`.",
     "Make sure no node was left behind: there must be 21 entries in `kubectl get ciliumnodes`, and in "
     "`kubectl get pods --all-namespaces --output wide` no pod outside hostNetwork may still carry an address "
     "from Calico's `10.244.0.0/16`.",
     None),
    (18, [17],
     "Preview the switch out of migration mode: `helm diff upgrade cilium cilium/cilium --version 1.15.6 -n "
     "kube-system -f values-final.yaml` must change only `cni.customConf` to `false`, `policyEnforcementMode` "
     "to `default` and add `operator.unmanagedPodWatcher.restart: true`.",
     "Before leaving migration mode, look at `helm diff upgrade cilium cilium/cilium --version 1.15.6 -n "
     "kube-system -f values-final.yaml`: the only changes allowed are `cni.customConf` going to `false`, "
     "`policyEnforcementMode` going to `default` and `operator.unmanagedPodWatcher.restart: true` being added.",
     "`helm diff upgrade cilium cilium/cilium -f values-final.yaml -n kube-system --version 1.15.6` previews "
     "the switch out of migration mode and must change only `policyEnforcementMode` to `default` and "
     "`cni.customConf` to `false`, plus add `operator.unmanagedPodWatcher.restart: true`."),
    (19, [18],
     "Apply it: `helm upgrade cilium cilium/cilium --version 1.15.6 -n kube-system -f values-final.yaml`, "
     "then `kubectl -n kube-system rollout status ds/cilium --timeout=15m`.",
     "Roll the final values out with `helm upgrade cilium cilium/cilium --version 1.15.6 -n kube-system -f "
     "values-final.yaml` and follow it using `kubectl -n kube-system rollout status ds/cilium --timeout=15m`.",
     None),
    (20, [19],
     "Run `cilium connectivity test --test pod-to-pod,pod-to-service,to-fqdns` and expect 0 failed tests.",
     "Expect 0 failed tests from a run of `cilium connectivity test --test pod-to-pod,pod-to-service,to-fqdns`.",
     None),
    (21, [19],
     "Spot-check policy enforcement: from namespace `default`, `curl -m 5 payments-api.payments.svc:8443` must "
     "time out, while from namespace `checkout` it must return HTTP 200.",
     "Check that policies now bite: a `curl -m 5 payments-api.payments.svc:8443` issued from the `default` "
     "namespace has to time out, and the same call from the `checkout` namespace has to get HTTP 200.",
     "From namespace `checkout`, `curl -m 5 payments-api.payments.svc:8443` must return HTTP 200, while from "
     "namespace `default` it must time out, as a spot-check of policy enforcement."),
    (22, [19],
     "Watch `hubble observe --verdict DROPPED --since 30m` across the cluster: only drops of traffic that the "
     "214 imported NetworkPolicies are meant to deny.",
     "Across the whole cluster, go through `hubble observe --verdict DROPPED --since 30m`; the only drops there "
     "should be traffic that the 214 imported NetworkPolicies are supposed to deny.",
     None),
    (23, [20, 21, 22],
     "Delete `CiliumNodeConfig` `cilium-default` from `kube-system` and remove the "
     "`io.cilium.migration/cilium-default` label from all 21 nodes.",
     "Remove the `io.cilium.migration/cilium-default` label from every one of the 21 nodes and delete the "
     "`CiliumNodeConfig` named `cilium-default` from `kube-system`.",
     "From all 21 nodes remove the `io.cilium.migration/cilium-default` label; from `kube-system` delete "
     "`CiliumNodeConfig` `cilium-default`."),
    (24, [20, 21, 22],
     "Remove Calico: `kubectl delete -f calico-v3.27.3.yaml`, then delete the remaining `crd.projectcalico.org` "
     "CRDs and the `/etc/cni/net.d/10-calico.conflist` file on every node.",
     "Take Calico out with `kubectl delete -f calico-v3.27.3.yaml`; after that, delete whatever "
     "`crd.projectcalico.org` CRDs are left and the file `/etc/cni/net.d/10-calico.conflist` on each node.",
     None),
    (25, [24],
     "Reboot all 21 nodes in batches of 3 (drain, reboot, uncordon; control plane one at a time) to clear the "
     "`cali-` iptables chains and the `vxlan.calico` interface.",
     "Get rid of the `cali-` iptables chains and the `vxlan.calico` interface by rebooting the 21 nodes 3 at a "
     "time with drain, reboot and uncordon, the control plane nodes singly.",
     "To clear the `vxlan.calico` interface and the `cali-` iptables chains, all 21 nodes are rebooted in "
     "batches of 3 (control plane one at a time; drain, reboot, uncordon)."),
    (26, [25],
     "Check that nothing of Calico is left: `ansible k8s_prod_eu_1 -m shell -a 'iptables-save | grep -c cali-'` "
     "returns 0 on all 21 hosts and `ip link show vxlan.calico` fails on each.",
     "Confirm Calico is really gone: on every one of the 21 hosts, `ansible k8s_prod_eu_1 -m shell -a "
     "'iptables-save | grep -c cali-'` must print 0, and `ip link show vxlan.calico` must fail everywhere.",
     "`ansible k8s_prod_eu_1 -m shell -a 'iptables-save | grep -c cali-'` returning 0 on all 21 hosts, and "
     "`ip link show vxlan.calico` failing on each, shows nothing of Calico is left."),
    (27, [23, 26],
     "In `platform-gitops`, replace `clusters/prod-eu-1/calico/` with the Argo CD application "
     "`clusters/prod-eu-1/cilium/` pointing at `values-final.yaml`, and merge it as PR #912.",
     "Merge PR #912 in `platform-gitops`, which swaps `clusters/prod-eu-1/calico/` for an Argo CD application "
     "under `clusters/prod-eu-1/cilium/` that uses `values-final.yaml`.",
     None),
    (28, [27],
     "Sync the Argo CD application `cilium` and confirm it shows `Synced` and `Healthy` with an empty "
     "`argocd app diff cilium`.",
     "Have Argo CD sync the `cilium` application and check it ends up `Synced` and `Healthy`, "
     "`argocd app diff cilium` printing nothing.",
     "With `argocd app diff cilium` empty, the Argo CD application `cilium` is synced and must show `Synced` "
     "and `Healthy`."),
    (29, [26],
     "Replace the alert rules `CalicoFelixDown` and `CalicoIPPoolExhausted` with `CiliumAgentNotReady` and "
     "`CiliumEndpointRegenFailing` in the `prometheus-rules` repository (PR #451).",
     "In the `prometheus-rules` repository, PR #451 swaps `CalicoFelixDown` and `CalicoIPPoolExhausted` out "
     "for `CiliumAgentNotReady` and `CiliumEndpointRegenFailing`.",
     None),
    (30, [28, 29],
     "Lift the deploy freeze on `prod-eu-1` and post the change summary in `#platform-announce`.",
     "End the freeze on deploys to `prod-eu-1` and put the summary of the change in `#platform-announce`.",
     "Post the change summary in `#platform-announce` and lift the `prod-eu-1` deploy freeze."),
    (31, [30],
     "Close CHG-77102 after the review on 18 June, keeping `calico-prod-eu-1-20250611.yaml` and "
     "`prod-eu-1-20250611.db` in `s3://k8s-ops-archive/prod-eu-1/` for 90 days.",
     "After the 18 June review, close CHG-77102; `calico-prod-eu-1-20250611.yaml` and "
     "`prod-eu-1-20250611.db` stay in `s3://k8s-ops-archive/prod-eu-1/` for 90 days.",
     None),
]

GUARDS = {
    2: "backup: Calico configuration exported and archived",
    3: "backup: etcd snapshot taken and read back",
    4: "health: all nodes Ready and calico-node 21/21 before starting",
    5: "approval: platform lead and SRE approve CHG-77102",
    6: "dryrun: helm template rendered and read before the install",
    11: "health: cilium-health and cilium status on the pilot",
    13: "health: 2-hour watch of the pilot node before the other nodes",
    17: "verify: every node on Cilium before leaving migration mode",
    18: "dryrun: helm diff of the final values before the upgrade",
    26: "verify: no Calico chains or interface left",
}
DROP_GUARD = 17

SPLITS = {
    10: ("Label the pilot node with `kubectl label node wk-general-01 --overwrite "
         "io.cilium.migration/cilium-default=true` and delete its `cilium` agent pod so it restarts with the "
         "node config.",
         "Then reboot wk-general-01 and wait until it is `Ready` again."),
    24: ("Remove Calico with `kubectl delete -f calico-v3.27.3.yaml`.",
         "Then delete the remaining `crd.projectcalico.org` CRDs, and on every node delete "
         "`/etc/cni/net.d/10-calico.conflist`."),
}

REGEN_SPLIT = (14, (
    "Migrate the next general nodes, wk-general-02 to wk-general-04, as a batch of 3: drain, label, delete the "
    "agent pod, reboot, uncordon.",
    "Then the same for the rest up to wk-general-12, one batch of 3 at a time, and only after `cilium status` is "
    "fine on the previous batch."))

SERIALIZE = [20, 21, 22]

COMPRESS = [
    ([1, 2], "Open CHG-77102 for the Calico to Cilium move and export the Calico config to S3."),
    ([6, 7, 8], "Install Cilium 1.15.6 in migration mode next to Calico and add the `cilium-default` node config."),
    ([9, 10, 11, 12], "Move pilot node wk-general-01 to Cilium (drain, label, reboot), check it and put it back "
                      "in service."),
    ([18, 19], "Upgrade the Cilium release to `values-final.yaml` to leave migration mode."),
    ([24, 25], "Remove Calico and reboot the nodes to clear what it left behind."),
    ([30, 31], "Lift the freeze and close CHG-77102."),
]

LOST = {"remove": (13, 15), "add": [(12, 15)],
        "why": "the GPU pool is migrated without waiting for the 2-hour watch of the pilot node"}

TARGET = {"step": 7, "old": "10.245.0.0/16", "new": "10.244.0.0/16", "kind": "pod CIDR"}

OPERATION = {"step": 9,
             "text": "Empty the pilot node: `kubectl cordon wk-general-01`.",
             "change": "kubectl drain (evict pods) -> kubectl cordon only before the reboot, prose kept"}
