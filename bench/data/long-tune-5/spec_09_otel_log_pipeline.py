# lt5_09 - observability pipelines: Fluent Bit -> OpenTelemetry Collector log shipping migration, cluster by cluster
ID = "lt5_09"
TASK = ("Move log shipping on Kubernetes clusters prod-eu-1 and prod-us-2 from Fluent Bit 2.2 to the OpenTelemetry "
        "Collector (chart 0.97.1) feeding Loki, with a 24-hour dual-write per cluster and no log gap at cutover.")

OTEL = "open-telemetry/opentelemetry-collector --version 0.97.1 -n logging -f otel-agent-values.yaml"

STEPS = [
    (1, [], "Open OBS-812 for moving log shipping on prod-eu-1 and prod-us-2 from Fluent Bit 2.2 to the OpenTelemetry Collector.",
     "To get started, open OBS-812 to track the migration of log shipping on both prod-eu-1 and prod-us-2 away from Fluent Bit 2.2 and onto the OpenTelemetry Collector.",
     "Log shipping on prod-eu-1 and prod-us-2 moves from Fluent Bit 2.2 to the OpenTelemetry Collector; raise OBS-812 for that."),
    (2, [1], "Get OBS-812 approved at the observability CAB on 2024-07-02.",
     "OBS-812 needs the observability CAB's approval, which is scheduled for 2024-07-02, before work proceeds.",
     None),
    (3, [1], "Save the current Fluent Bit config from each cluster, for example `kubectl -n logging get cm fluent-bit -o yaml --context prod-eu-1 > fb-cm-prod-eu-1.yaml`.",
     "So that we can roll back, export the existing Fluent Bit ConfigMap from each of the clusters, for example with `kubectl -n logging get cm fluent-bit -o yaml --context prod-eu-1 > fb-cm-prod-eu-1.yaml`.",
     "Run `kubectl -n logging get cm fluent-bit -o yaml --context prod-eu-1 > fb-cm-prod-eu-1.yaml` (and the equivalent on the other cluster) to keep the current Fluent Bit config."),
    (4, [1], "Record the 24-hour Loki ingest baseline per tenant from `sum by (tenant) (rate(loki_distributor_bytes_received_total[5m]))`.",
     "It's worth capturing a baseline first: note the 24-hour per-tenant Loki ingest baseline using `sum by (tenant) (rate(loki_distributor_bytes_received_total[5m]))`.",
     None),
    (5, [2, 3], "Install the collector in staging with `helm upgrade --install otel-agent " + OTEL + " --kube-context staging-eu`.",
     "Next, roll the collector out to the staging environment by running `helm upgrade --install otel-agent " + OTEL + " --kube-context staging-eu`.",
     "`helm upgrade --install otel-agent " + OTEL + " --kube-context staging-eu` puts the collector into staging."),
    (6, [5], "Confirm in staging that every synthetic log line reaches Loki tenant staging with namespace, pod and container labels and 0 parse errors.",
     "In staging, verify that the synthetic logger's lines all make it to Loki tenant staging, carrying the namespace, pod and container labels, with parse errors at exactly 0.",
     None),
    (7, [6], "Review `helm diff upgrade otel-agent " + OTEL + " --kube-context prod-eu-1`; it may only add the otel-agent DaemonSet and its ConfigMap.",
     "Before touching production, carefully read through the output of `helm diff upgrade otel-agent " + OTEL + " --kube-context prod-eu-1`, making sure the only additions are the otel-agent DaemonSet and its ConfigMap and that nothing else changes.",
     "The only things `helm diff upgrade otel-agent " + OTEL + " --kube-context prod-eu-1` may show are the new otel-agent DaemonSet and its ConfigMap; review it."),
    (8, [4, 7], "Install otel-agent on prod-eu-1 with `helm upgrade --install otel-agent " + OTEL + " --kube-context prod-eu-1`, leaving Fluent Bit running for dual-write.",
     "Now deploy otel-agent to prod-eu-1 (`helm upgrade --install otel-agent " + OTEL + " --kube-context prod-eu-1`); Fluent Bit should be left running so that both pipelines write in parallel.",
     None),
    (9, [8], "Watch prod-eu-1 dual-write for 24 hours: otel ingest within 5 % of the Fluent Bit baseline, otel-agent memory under 400Mi per pod, and `otelcol_exporter_send_failed_log_records` at 0.",
     "Let prod-eu-1 run in dual-write for 24 hours and keep an eye on it - the otel ingest must not drift more than 5 % from the Fluent Bit baseline, each otel-agent pod should stay below 400Mi of memory, and `otelcol_exporter_send_failed_log_records` has to remain at 0.",
     "For 24 hours, check on prod-eu-1 that `otelcol_exporter_send_failed_log_records` stays 0, otel-agent pods use less than 400Mi each and otel ingest is within 5 % of the Fluent Bit baseline."),
    (10, [9], "Install otel-agent on prod-us-2 the same way with `--kube-context prod-us-2`, again in dual-write.",
     "Repeat the install on prod-us-2, this time passing `--kube-context prod-us-2`, and again keep Fluent Bit running in dual-write.",
     None),
    (11, [9], "Load the otel-label versions of the alert rules for prod-eu-1 with `mimirtool rules load --id=prod-eu-1 rules-otel/*.yaml`.",
     "At the same time, the prod-eu-1 alert rules have to be switched over to the otel labels, which is done with `mimirtool rules load --id=prod-eu-1 rules-otel/*.yaml`.",
     "With `mimirtool rules load --id=prod-eu-1 rules-otel/*.yaml`, load the alert rules for prod-eu-1 that use the otel labels."),
    (12, [10], "Watch prod-us-2 dual-write for 24 hours with the same criteria.",
     "Then leave prod-us-2 in dual-write for 24 hours and apply the same criteria as for the first cluster.",
     None),
    (13, [11], "Remove the Fluent Bit DaemonSet on prod-eu-1 with `kubectl -n logging delete ds fluent-bit --context prod-eu-1`.",
     "Once the alerts are on the new labels, the Fluent Bit DaemonSet on prod-eu-1 can go: `kubectl -n logging delete ds fluent-bit --context prod-eu-1`.",
     "`kubectl -n logging delete ds fluent-bit --context prod-eu-1` removes the Fluent Bit DaemonSet from prod-eu-1."),
    (14, [12], "Load the otel-label alert rules for prod-us-2 with `mimirtool rules load --id=prod-us-2 rules-otel/*.yaml`.",
     "Switch prod-us-2's alert rules to the otel labels too, using `mimirtool rules load --id=prod-us-2 rules-otel/*.yaml`.",
     None),
    (15, [14], "Remove the Fluent Bit DaemonSet on prod-us-2 with `kubectl -n logging delete ds fluent-bit --context prod-us-2`.",
     "After that, delete the Fluent Bit DaemonSet from prod-us-2 by running `kubectl -n logging delete ds fluent-bit --context prod-us-2`.",
     "On prod-us-2, the Fluent Bit DaemonSet is deleted with `kubectl -n logging delete ds fluent-bit --context prod-us-2`."),
    (16, [13, 15], "Check with `count_over_time` per namespace that neither cluster shows a log gap longer than 1 minute around its cutover hour.",
     "Before cleaning anything up, make sure there was no log gap: a per-namespace `count_over_time` query must show no hole longer than 1 minute around the cutover hour on either cluster.",
     None),
    (17, [16], "Uninstall the old release on both clusters with `helm uninstall fluent-bit -n logging`.",
     "Clean up by uninstalling the old fluent-bit release from both clusters (`helm uninstall fluent-bit -n logging`).",
     "`helm uninstall fluent-bit -n logging` is then run on each of the two clusters to remove the old release."),
    (18, [16], "Revoke the Fluent Bit Loki write credential with `vault lease revoke -prefix secret/loki/fluent-bit`.",
     "The Fluent Bit credential for writing to Loki is no longer needed, so revoke it via `vault lease revoke -prefix secret/loki/fluent-bit`.",
     None),
    (19, [16], "Update the on-call logging runbook to point at otel-agent.",
     "Don't forget to update the on-call logging runbook so that it refers to otel-agent.",
     "The on-call logging runbook should now point at otel-agent; update it."),
    (20, [17, 18, 19], "Close OBS-812.",
     "With everything done, OBS-812 can be closed.",
     None),
]

GUARDS = {2: "CAB approval", 3: "Fluent Bit config export", 7: "helm diff review before the production install",
          9: "24-hour dual-write watch on prod-eu-1 before the next cluster", 12: "24-hour watch on prod-us-2",
          16: "log-gap verification before uninstalling Fluent Bit"}
DROP_GUARD = 16

SPLITS = {
    9: ("Keep prod-eu-1 in dual-write for 24 hours and compare otel ingest with the Fluent Bit baseline; it must be within 5 %.",
        "Over the same 24 hours, otel-agent memory must stay under 400Mi per pod and `otelcol_exporter_send_failed_log_records` at 0."),
    16: ("Run a `count_over_time` query per namespace around each cluster's cutover hour.",
         "Confirm that neither cluster shows a log gap longer than 1 minute."),
}
REGEN_SPLIT = (7, ("Generate the production diff: `helm diff upgrade otel-agent " + OTEL + " --kube-context prod-eu-1`.",
                   "Then go through that diff; if it shows anything besides the otel-agent DaemonSet and its ConfigMap, stop."))
SERIALIZE = [3, 4]
COMPRESS = [
    ([1, 2], "Open OBS-812 and get CAB approval."),
    ([5, 6], "Install the collector in staging and check the synthetic logs arrive."),
    ([10, 12], "Install otel-agent on prod-us-2 in dual-write and watch it for a day."),
    ([11, 13], "Switch prod-eu-1 alerts to otel labels and delete its Fluent Bit DaemonSet."),
    ([14, 15], "Switch prod-us-2 alerts and remove Fluent Bit there."),
    ([17, 20], "Uninstall fluent-bit and close OBS-812."),
]
LOST = {"remove": (16, 17), "add": [(15, 17)],
        "why": "the fluent-bit release is uninstalled (17) without waiting for the log-gap verification (16); a destructive cleanup no longer waits for verification"}
TARGET = {"step": 13, "old": "prod-eu-1", "new": "prod-us-2", "kind": "cluster (kube context)"}
OPERATION = {"step": 11, "change": "update -> delete: alert rules deleted instead of loaded (whole step rewritten)",
             "text": "Delete the alert rules for prod-eu-1 with `mimirtool rules delete --id=prod-eu-1 logging-alerts`."}
