"""lt27_02: kubeadm cluster k8s-plant, CNI moved from Calico 3.27.3 to Cilium 1.15.7 node by node."""

ID = "lt27_02"
TASK = ("Move the on-premises kubeadm cluster k8s-plant (3 control-plane nodes, 12 workers in racks r1-r3) from "
        "Calico 3.27.3 (VXLAN) to Cilium 1.15.7 with the per-node migration: Cilium installed beside Calico on a "
        "separate pod pool, a pilot node, two worker waves and the control plane, then final values, Calico removed "
        "and the nodes rebooted.")

STEPS = [
    (1, [],
     "Open change CHG-60477 for the kubeadm cluster k8s-plant (Kubernetes v1.29.6, control plane k8s-cp01..k8s-cp03, "
     "workers k8s-w01..k8s-w12) and set an Argo CD sync window `deny * 06:00-14:00` on project `plant-apps` for "
     "2025-06-14.",
     "Raise CHG-60477 for k8s-plant, the kubeadm cluster on Kubernetes v1.29.6 (control-plane hosts "
     "k8s-cp01..k8s-cp03, workers k8s-w01..k8s-w12), and block deployments on 2025-06-14 by adding the Argo CD "
     "sync window `deny * 06:00-14:00` to the `plant-apps` project.",
     "For 2025-06-14, put the Argo CD sync window `deny * 06:00-14:00` on project `plant-apps`, and open CHG-60477 "
     "covering k8s-plant (kubeadm, Kubernetes v1.29.6, k8s-cp01..k8s-cp03 plus k8s-w01..k8s-w12)."),
    (2, [1],
     "On k8s-cp01, take an etcd snapshot with `ETCDCTL_API=3 etcdctl snapshot save "
     "/var/backups/etcd/k8s-plant-chg60477.db --cacert=/etc/kubernetes/pki/etcd/ca.crt "
     "--cert=/etc/kubernetes/pki/etcd/server.crt --key=/etc/kubernetes/pki/etcd/server.key` and copy the file to "
     "`backup01:/srv/etcd/`.",
     "Snapshot etcd from k8s-cp01 using `ETCDCTL_API=3 etcdctl snapshot save /var/backups/etcd/k8s-plant-chg60477.db "
     "--key=/etc/kubernetes/pki/etcd/server.key --cert=/etc/kubernetes/pki/etcd/server.crt "
     "--cacert=/etc/kubernetes/pki/etcd/ca.crt`, then ship the snapshot file over to `backup01:/srv/etcd/`.",
     "Copy an etcd snapshot to `backup01:/srv/etcd/` after taking it on k8s-cp01: `ETCDCTL_API=3 etcdctl snapshot "
     "save /var/backups/etcd/k8s-plant-chg60477.db --cacert=/etc/kubernetes/pki/etcd/ca.crt "
     "--cert=/etc/kubernetes/pki/etcd/server.crt --key=/etc/kubernetes/pki/etcd/server.key`."),
    (3, [1],
     "Export the Calico configuration to `/root/chg-60477/calico-state.yaml` with `kubectl get "
     "ippools.crd.projectcalico.org,felixconfigurations.crd.projectcalico.org,installations.operator.tigera.io -o yaml` "
     "and save `calicoctl ipam show --show-blocks` next to it, so that Calico can be put back as it was.",
     "Dump Calico's settings into `/root/chg-60477/calico-state.yaml` via `kubectl get "
     "ippools.crd.projectcalico.org,felixconfigurations.crd.projectcalico.org,installations.operator.tigera.io -o yaml`, "
     "and keep the output of `calicoctl ipam show --show-blocks` beside it; with both, Calico can be restored exactly.",
     None),
    (4, [1],
     "Check that all 15 nodes are `Ready` and on v1.29.6: `kubectl get nodes -o wide`.",
     "Make sure, using `kubectl get nodes -o wide`, that every one of the 15 nodes reports `Ready` and runs v1.29.6.",
     None),
    (5, [1],
     "Check Calico's own status: `kubectl get tigerastatus` must show `calico`, `apiserver` and `ippools` with "
     "AVAILABLE `True` and DEGRADED `False`.",
     "Look at the Tigera operator's view of Calico with `kubectl get tigerastatus`: `calico`, `apiserver` and "
     "`ippools` all need AVAILABLE `True` and DEGRADED `False`.",
     "`calico`, `apiserver` and `ippools` must read AVAILABLE `True` and DEGRADED `False` in `kubectl get "
     "tigerastatus`, Calico's own status."),
    (6, [1],
     "List the PodDisruptionBudgets with `kubectl get pdb -A` and make sure each of the 23 budgets allows at least 1 "
     "disruption, otherwise the node drains will hang.",
     "Go through the 23 PodDisruptionBudgets (`kubectl get pdb -A`) and confirm that every one of them permits at "
     "least 1 disruption; a budget at zero would make the drains stall.",
     None),
    (7, [1],
     "Preview what removing Calico would delete, without deleting anything: `kubectl delete -f "
     "/srv/cni/custom-resources.yaml -f /srv/cni/tigera-operator-v3.27.3.yaml --dry-run=server`, and paste the "
     "object list into CHG-60477.",
     "Have the API server report which objects a Calico removal would take with it, while deleting nothing, by "
     "running `kubectl delete -f /srv/cni/custom-resources.yaml -f /srv/cni/tigera-operator-v3.27.3.yaml "
     "--dry-run=server`; put that list of objects into CHG-60477.",
     "Paste into CHG-60477 the object list from `kubectl delete -f /srv/cni/custom-resources.yaml -f "
     "/srv/cni/tigera-operator-v3.27.3.yaml --dry-run=server`, a preview of what removing Calico would delete that "
     "deletes nothing."),
    (8, [2, 3, 4, 5, 6, 7],
     "Get approval in CHG-60477 from the platform lead @dsilva and the plant OT liaison @kbauer, with the etcd snapshot "
     "path, the Calico export and the check outputs attached.",
     "Ask @dsilva (platform lead) and @kbauer (OT liaison for the plant) to approve CHG-60477; attach the path of the "
     "etcd snapshot, the Calico export and the outputs of the checks.",
     "With the etcd snapshot path, the Calico export and the check outputs attached, CHG-60477 needs the approval of "
     "@dsilva, the platform lead, and of @kbauer, the plant OT liaison."),
    (9, [8],
     "Open UDP 8473 for the Cilium VXLAN tunnel between the node subnets 10.20.1.0/24, 10.20.2.0/24 and 10.20.3.0/24 on "
     "the rack firewalls fw-r1, fw-r2 and fw-r3 (rule `k8s-cilium-8473`).",
     "On fw-r1, fw-r2 and fw-r3, the rack firewalls, add rule `k8s-cilium-8473` allowing UDP 8473, the port of the "
     "Cilium VXLAN tunnel, among the node subnets 10.20.1.0/24, 10.20.2.0/24 and 10.20.3.0/24.",
     None),
    (10, [8],
     "Write `/root/chg-60477/values-migration.yaml` for Cilium 1.15.7 with `ipam.operator.clusterPoolIPv4PodCIDRList: "
     "10.245.0.0/16`, `tunnelPort: 8473`, `cni.customConf: true`, `policyEnforcementMode: never`, "
     "`bpf.hostLegacyRouting: true` and `operator.unmanagedPodWatcher.restart: false`.",
     "Prepare the Helm values file `/root/chg-60477/values-migration.yaml` for Cilium 1.15.7, setting `tunnelPort: 8473`, "
     "`ipam.operator.clusterPoolIPv4PodCIDRList: 10.245.0.0/16`, `policyEnforcementMode: never`, `cni.customConf: "
     "true`, `operator.unmanagedPodWatcher.restart: false` and `bpf.hostLegacyRouting: true`.",
     "The migration values go in `/root/chg-60477/values-migration.yaml` (Cilium 1.15.7): `cni.customConf: true`, "
     "`ipam.operator.clusterPoolIPv4PodCIDRList: 10.245.0.0/16`, `tunnelPort: 8473`, `bpf.hostLegacyRouting: true`, "
     "`policyEnforcementMode: never` and `operator.unmanagedPodWatcher.restart: false`."),
    (11, [10],
     "Render the chart without installing it, `helm template cilium cilium/cilium --version 1.15.7 --namespace "
     "kube-system -f /root/chg-60477/values-migration.yaml > /root/chg-60477/rendered.yaml`, and read the rendered "
     "ConfigMap `cilium-config` through with @jnowak before anything is installed.",
     "Before any install, let Helm produce the manifests locally (`helm template cilium cilium/cilium --version "
     "1.15.7 -n kube-system -f /root/chg-60477/values-migration.yaml > /root/chg-60477/rendered.yaml`) and go "
     "through the rendered `cilium-config` ConfigMap together with @jnowak.",
     None),
    (12, [9, 11],
     "Install Cilium next to Calico: `helm install cilium cilium/cilium --version 1.15.7 --namespace kube-system -f "
     "/root/chg-60477/values-migration.yaml`; no pod moves to Cilium yet, because `cni.customConf` leaves Calico's CNI "
     "file in charge.",
     "Put Cilium on the cluster beside Calico with `helm install cilium cilium/cilium -f "
     "/root/chg-60477/values-migration.yaml --namespace kube-system --version 1.15.7`; pods stay where they are for "
     "now, since with `cni.customConf` Calico's CNI file still decides.",
     "`helm install cilium cilium/cilium --version 1.15.7 --namespace kube-system -f "
     "/root/chg-60477/values-migration.yaml` installs Cilium next to Calico; thanks to `cni.customConf`, Calico's CNI "
     "file stays in charge and no pod moves to Cilium yet."),
    (13, [12],
     "Wait for the `cilium` DaemonSet to report 15/15 ready (`kubectl -n kube-system rollout status ds/cilium "
     "--timeout=10m`) and for `cilium status --wait` to show Cilium and Operator `OK`; running pods keep their Calico "
     "addresses.",
     "Hold until the `cilium` DaemonSet is 15/15 ready, watched with `kubectl --namespace kube-system rollout status "
     "ds/cilium --timeout=10m`, and until the Cilium CLI's `cilium status --wait` gives `OK` for Cilium and "
     "Operator; pods already running still use their Calico addresses.",
     None),
    (14, [13],
     "Create the per-node switch with `kubectl apply -f /root/chg-60477/cnc-cilium-default.yaml`: the "
     "CiliumNodeConfig `cilium-default` in `kube-system` selects nodes labelled `io.cilium.migration/cilium-default=true` "
     "and sets `write-cni-conf-when-ready: /host/etc/cni/net.d/05-cilium.conflist`.",
     "Apply the CiliumNodeConfig `cilium-default` (namespace `kube-system`) with `kubectl apply -f "
     "/root/chg-60477/cnc-cilium-default.yaml`; it picks the nodes that carry the label `io.cilium.migration/cilium-default=true` and "
     "gives them `write-cni-conf-when-ready: /host/etc/cni/net.d/05-cilium.conflist`.",
     "The CiliumNodeConfig `cilium-default` (in `kube-system`, setting `write-cni-conf-when-ready: "
     "/host/etc/cni/net.d/05-cilium.conflist` on nodes labelled `io.cilium.migration/cilium-default=true`) is the "
     "per-node switch; create it with `kubectl apply -f /root/chg-60477/cnc-cilium-default.yaml`."),
    (15, [14],
     "Cordon and drain the pilot node k8s-w01 (rack r1): `kubectl drain k8s-w01 --ignore-daemonsets "
     "--delete-emptydir-data --timeout=10m`.",
     "Empty the pilot, k8s-w01 in rack r1, with `kubectl drain k8s-w01 --timeout=10m --delete-emptydir-data "
     "--ignore-daemonsets`, which cordons it first.",
     "`kubectl drain k8s-w01 --ignore-daemonsets --delete-emptydir-data --timeout=10m` cordons and drains "
     "k8s-w01, the pilot node in rack r1."),
    (16, [15],
     "Label k8s-w01 with `kubectl label node k8s-w01 --overwrite io.cilium.migration/cilium-default=true`, restart its "
     "agent with `kubectl -n kube-system delete pod --field-selector spec.nodeName=k8s-w01 -l k8s-app=cilium`, and once "
     "the new agent is ready reboot the node (`ssh k8s-w01 sudo systemctl reboot`).",
     "Put the migration label on k8s-w01 (`kubectl label node k8s-w01 --overwrite "
     "io.cilium.migration/cilium-default=true`), recycle the Cilium agent there by deleting its pod "
     "(`kubectl --namespace kube-system delete pod --selector k8s-app=cilium --field-selector spec.nodeName=k8s-w01`) "
     "and, when the replacement agent is ready, reboot the host with `ssh k8s-w01 sudo systemctl reboot`.",
     None),
    (17, [16],
     "When k8s-w01 is back `Ready`, confirm that `cilium-dbg status` in its agent reports `OK` and that the test pod "
     "from `/root/chg-60477/probe-w01.yaml` (image `registry.plant.local/tools/netshoot:0.13`, pinned to k8s-w01) gets "
     "an address in 10.245.0.0/16; then `kubectl uncordon k8s-w01`.",
     "Once k8s-w01 reports `Ready` again, check that its agent's `cilium-dbg status` says `OK` and that the probe pod "
     "defined in `/root/chg-60477/probe-w01.yaml` (pinned to k8s-w01, image `registry.plant.local/tools/netshoot:0.13`) "
     "is given an IP from 10.245.0.0/16; after that, `kubectl uncordon k8s-w01`.",
     "`kubectl uncordon k8s-w01` only after it is `Ready` again, its agent's `cilium-dbg status` reports `OK` and the "
     "test pod of `/root/chg-60477/probe-w01.yaml` (image `registry.plant.local/tools/netshoot:0.13`, pinned to "
     "k8s-w01) has an address in 10.245.0.0/16."),
    (18, [17],
     "Let k8s-w01 carry its normal workloads for 2 hours before any other node moves: the `netcheck` DaemonSet's "
     "probes between k8s-w01 (Cilium) and the Calico nodes must show 0 failures on the Grafana panel "
     "`CNI migration / cross-CNI probes`.",
     "No other node moves until k8s-w01 has run its usual workloads for 2 hours, with 0 failures on the Grafana panel "
     "`CNI migration / cross-CNI probes` for the `netcheck` DaemonSet's probes between k8s-w01 (on Cilium) and the "
     "nodes still on Calico.",
     None),
    (19, [18],
     "Wave 1: migrate k8s-w02..k8s-w08 (the rest of rack r1 and all of rack r2) one node at a time with "
     "`/root/chg-60477/migrate-node.sh <node>`, which drains, labels, restarts the agent, reboots and uncordons.",
     "For wave 1, move k8s-w02..k8s-w08 (what is left of rack r1, plus rack r2 entirely) to Cilium one node after "
     "another using `/root/chg-60477/migrate-node.sh <node>`; the script drains, labels, restarts the agent, reboots "
     "and uncordons.",
     "One node at a time, `/root/chg-60477/migrate-node.sh <node>` (drain, label, agent restart, reboot, uncordon) "
     "migrates wave 1: k8s-w02..k8s-w08, the rest of rack r1 and all of rack r2."),
    (20, [18],
     "In parallel, a second engineer migrates the control-plane nodes k8s-cp01, k8s-cp02 and k8s-cp03 one at a time "
     "with the same `/root/chg-60477/migrate-node.sh`, checking `kubectl get --raw='/readyz?verbose'` after each.",
     "Meanwhile another engineer takes the control plane through the same script, `/root/chg-60477/migrate-node.sh`, "
     "one node at a time (k8s-cp01, then k8s-cp02, then k8s-cp03) and runs `kubectl get --raw='/readyz?verbose'` "
     "after every node.",
     None),
    (21, [19],
     "After wave 1, hold for 30 minutes: `kubectl get ciliumnodes` must list k8s-w01..k8s-w08 and the cross-CNI probes "
     "between the 8 Cilium workers and k8s-w09..k8s-w12 must still show 0 failures.",
     "Wait 30 minutes once wave 1 is done; in that time `kubectl get ciliumnodes` has to show k8s-w01..k8s-w08, and "
     "the cross-CNI probes from the 8 Cilium workers to k8s-w09..k8s-w12 have to stay at 0 failures.",
     "Hold for 30 minutes after wave 1, with 0 failures on the cross-CNI probes between the 8 Cilium workers and "
     "k8s-w09..k8s-w12 and k8s-w01..k8s-w08 listed by `kubectl get ciliumnodes`."),
    (22, [20],
     "Check the control plane after its move: `etcdctl endpoint health --cluster` must report 3 healthy members and "
     "`kubectl get --raw='/readyz'` must return `ok` through k8s-cp01, k8s-cp02 and k8s-cp03.",
     "Once the control plane has moved, verify it: 3 healthy members in `etcdctl endpoint health --cluster`, and `ok` "
     "from `kubectl get --raw='/readyz'` via each of k8s-cp01, k8s-cp02 and k8s-cp03.",
     None),
    (23, [21, 22],
     "Wave 2: migrate the last rack, k8s-w09..k8s-w12 (rack r3), one node at a time with "
     "`/root/chg-60477/migrate-node.sh <node>`.",
     "For wave 2, take the final rack r3 (k8s-w09..k8s-w12) across, node by node, using "
     "`/root/chg-60477/migrate-node.sh <node>`.",
     "`/root/chg-60477/migrate-node.sh <node>` migrates wave 2, node by node: k8s-w09..k8s-w12, the last rack (r3)."),
    (24, [23],
     "Confirm that every node is on Cilium: `kubectl get ciliumnodes` lists all 15 nodes and `kubectl get pods -A -o "
     "wide` shows no pod address left in 10.244.0.0/16 apart from `hostNetwork` pods.",
     "Prove that the whole cluster runs on Cilium: all 15 nodes appear in `kubectl get ciliumnodes`, and apart from "
     "`hostNetwork` pods no pod in `kubectl get pods -A -o wide` still has an address in 10.244.0.0/16.",
     None),
    (25, [24],
     "Write `/root/chg-60477/values-final.yaml`: `cni.customConf: false`, `policyEnforcementMode: default`, "
     "`bpf.hostLegacyRouting: false`, and no `operator.unmanagedPodWatcher.restart`; keep `tunnelPort: 8473` and the "
     "10.245.0.0/16 pool.",
     "Create the final values file `/root/chg-60477/values-final.yaml` with `policyEnforcementMode: default`, "
     "`cni.customConf: false` and `bpf.hostLegacyRouting: false`, leaving out `operator.unmanagedPodWatcher.restart`; "
     "`tunnelPort: 8473` and the 10.245.0.0/16 pool stay as they are.",
     "Keep `tunnelPort: 8473` and the 10.245.0.0/16 pool, set `cni.customConf: false`, `bpf.hostLegacyRouting: false` "
     "and `policyEnforcementMode: default`, and leave `operator.unmanagedPodWatcher.restart` out: that is "
     "`/root/chg-60477/values-final.yaml`."),
    (26, [25],
     "Apply it with `helm upgrade cilium cilium/cilium --version 1.15.7 --namespace kube-system -f "
     "/root/chg-60477/values-final.yaml`, then `kubectl -n kube-system rollout restart ds/cilium` and wait for "
     "`cilium status --wait`.",
     "Roll the final values out through Helm (`helm upgrade cilium cilium/cilium -f /root/chg-60477/values-final.yaml "
     "--version 1.15.7 -n kube-system`), restart the agents with `kubectl --namespace kube-system rollout restart "
     "ds/cilium`, and let `cilium status --wait` finish.",
     None),
    (27, [26],
     "Delete the migration switch: `kubectl -n kube-system delete ciliumnodeconfig cilium-default`.",
     "Remove the CiliumNodeConfig that drove the migration, `kubectl --namespace kube-system delete ciliumnodeconfig "
     "cilium-default`.",
     "`kubectl -n kube-system delete ciliumnodeconfig cilium-default` deletes the migration switch."),
    (28, [26],
     "Remove Calico: first `kubectl delete -f /srv/cni/custom-resources.yaml`, wait until namespace `calico-system` is "
     "gone, then `kubectl delete -f /srv/cni/tigera-operator-v3.27.3.yaml`.",
     "Take Calico off the cluster in two goes: delete its custom resources (`kubectl delete -f "
     "/srv/cni/custom-resources.yaml`), wait for the `calico-system` namespace to disappear, and then delete the "
     "operator with `kubectl delete -f /srv/cni/tigera-operator-v3.27.3.yaml`.",
     None),
    (29, [28],
     "Clean the leftover CNI files `/etc/cni/net.d/10-calico.conflist` and `/etc/cni/net.d/calico-kubeconfig` on all "
     "15 nodes with `ansible-playbook -i inventory/k8s-plant.ini cni-cleanup.yml`.",
     "Run the Ansible playbook `ansible-playbook -i inventory/k8s-plant.ini cni-cleanup.yml` so that the stale "
     "`/etc/cni/net.d/10-calico.conflist` and `/etc/cni/net.d/calico-kubeconfig` disappear from all 15 nodes.",
     "On all 15 nodes, `ansible-playbook -i inventory/k8s-plant.ini cni-cleanup.yml` removes what Calico left in "
     "the CNI directory: `/etc/cni/net.d/10-calico.conflist` and `/etc/cni/net.d/calico-kubeconfig`."),
    (30, [27, 29],
     "Reboot the nodes one at a time to flush Calico's iptables chains: `ansible-playbook -i inventory/k8s-plant.ini "
     "rolling-reboot.yml --forks 1`, each node drained first and back `Ready` before the next.",
     "Clear out Calico's iptables chains by rebooting node after node with `ansible-playbook --forks 1 -i "
     "inventory/k8s-plant.ini rolling-reboot.yml`; every node is drained beforehand and must be `Ready` again before "
     "the next one goes.",
     None),
    (31, [30],
     "Run the full Cilium test suite: `cilium connectivity test --test-namespace cilium-test` must end with all tests "
     "passed and 0 failed; delete namespace `cilium-test` afterwards.",
     "Execute the Cilium CLI's complete connectivity suite (`cilium connectivity test --test-namespace cilium-test`); "
     "it has to finish with every test passed and 0 failed, after which the `cilium-test` namespace is deleted.",
     "Delete namespace `cilium-test` once `cilium connectivity test --test-namespace cilium-test`, the full Cilium "
     "test suite, has ended with all tests passed and 0 failed."),
    (32, [30],
     "Close UDP 4789 (Calico VXLAN) between 10.20.1.0/24, 10.20.2.0/24 and 10.20.3.0/24 on fw-r1, fw-r2 and fw-r3 "
     "(rule `k8s-vxlan-4789`), leaving rule `k8s-cilium-8473` in place.",
     "On the three rack firewalls fw-r1, fw-r2 and fw-r3, remove rule `k8s-vxlan-4789`, which let Calico's VXLAN "
     "traffic on UDP 4789 pass between 10.20.1.0/24, 10.20.2.0/24 and 10.20.3.0/24; rule `k8s-cilium-8473` stays.",
     None),
    (33, [31, 32],
     "Remove the Argo CD sync window from project `plant-apps` and close CHG-60477 with the etcd snapshot path and the "
     "test suite summary.",
     "Lift the Argo CD sync window on the `plant-apps` project, then close CHG-60477, attaching the etcd snapshot path "
     "and the summary of the test suite.",
     "Close CHG-60477 (etcd snapshot path and test suite summary attached) after removing the Argo CD sync window "
     "from project `plant-apps`."),
]

GUARDS = {
    2: "backup: etcd snapshot taken on k8s-cp01 and copied to backup01",
    3: "backup: Calico pools, Felix config and IPAM blocks exported so Calico can be put back",
    7: "dryrun: server-side preview of what the Calico removal would delete",
    8: "approval: platform lead and plant OT liaison approve CHG-60477",
    11: "dryrun: rendered cilium-config read through with a second engineer before the install",
    13: "health: Cilium agents 15/15 ready and cilium status OK before any node is switched",
    18: "health: pilot node carries workloads for 2 hours with 0 cross-CNI probe failures",
    21: "health: 30 minutes of clean cross-CNI probes after wave 1 before wave 2",
    24: "verify: all 15 nodes on Cilium, no pod left in the Calico pool, before Calico is removed",
    31: "verify: full Cilium connectivity suite passes before the change is closed",
}
DROP_GUARD = 11

SPLITS = {
    16: ["Label k8s-w01 with `kubectl label node k8s-w01 --overwrite io.cilium.migration/cilium-default=true` and "
         "restart its agent with `kubectl -n kube-system delete pod --field-selector spec.nodeName=k8s-w01 -l "
         "k8s-app=cilium`.",
         "Once the new agent is ready, reboot the node: `ssh k8s-w01 sudo systemctl reboot`."],
    19: ["Wave 1 starts with the rest of rack r1, k8s-w02..k8s-w04: migrate them one node at a time with "
         "`/root/chg-60477/migrate-node.sh <node>`, which drains, labels, restarts the agent, reboots and uncordons.",
         "Then the remaining wave-1 nodes, all of rack r2 (k8s-w05..k8s-w08), the same way and still one at a time."],
}

REGEN_SPLIT = {
    13: ["Poll the `cilium` DaemonSet until it reports 15/15 ready: `kubectl -n kube-system rollout status ds/cilium "
         "--timeout=10m`.",
         "Then `cilium status --wait` has to show Cilium and Operator `OK`; the pods already running keep their "
         "Calico addresses."],
    28: ["Delete the Calico custom resources first: `kubectl delete -f /srv/cni/custom-resources.yaml`.",
         "Wait until the `calico-system` namespace is gone.",
         "Then remove the operator itself with `kubectl delete -f /srv/cni/tigera-operator-v3.27.3.yaml`."],
}

SERIALIZE = [4, 5, 6]

COMPRESS = [
    ([1, 2], "Open CHG-60477 for k8s-plant, block Argo CD syncs on `plant-apps`, and snapshot etcd on k8s-cp01 to "
             "`/var/backups/etcd/k8s-plant-chg60477.db`."),
    ([10, 11, 12], "Write the migration values for Cilium 1.15.7 (pool 10.245.0.0/16, tunnel port 8473, custom CNI "
                   "config, no policy enforcement) and install the chart next to Calico after a quick `helm "
                   "template` look."),
    ([13, 14], "Wait for Cilium to come up on all 15 nodes, then apply the CiliumNodeConfig `cilium-default`."),
    ([15, 16, 17], "Migrate the pilot k8s-w01: drain it, label it `io.cilium.migration/cilium-default=true`, restart "
                   "its agent, reboot, check that new pods get 10.245 addresses and uncordon it."),
    ([19, 21], "Migrate k8s-w02..k8s-w08 one by one with `migrate-node.sh` and check the cross-CNI probes."),
    ([20, 22], "Migrate the three control-plane nodes one by one and check etcd health."),
    ([25, 26], "Switch Cilium to its final values (`cni.customConf: false`, `policyEnforcementMode: default`) with "
               "`helm upgrade` and restart the agents."),
    ([28, 29], "Uninstall Calico and its operator and clean the old CNI files off the nodes."),
]

LOST = {"remove": (21, 23), "add": [(21, 24)],
        "why": "wave 2 (k8s-w09..k8s-w12, rack r3) starts without the 30-minute cross-CNI probe hold after wave 1"}

TARGET = {"step": 10, "old": "8473", "new": "4789",
          "kind": "Cilium VXLAN tunnel port in the migration values (4789 is the port Calico's VXLAN still uses)"}

OPERATION = {"step": 7,
             "text": "Preview what removing Calico would delete, without deleting anything: `kubectl delete -f "
                     "/srv/cni/custom-resources.yaml -f /srv/cni/tigera-operator-v3.27.3.yaml`, and paste the "
                     "object list into CHG-60477.",
             "change": "`--dry-run=server` dropped from the preview; the prose is unchanged, but the command now "
                       "really deletes Calico before any node has a second CNI"}
