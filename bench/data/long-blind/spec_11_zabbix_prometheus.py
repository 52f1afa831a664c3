"""lb_11: migrate host monitoring and paging from Zabbix to Prometheus with a shadow period."""
ID = "lb_11"
TASK = ("Move 1,850 hosts from Zabbix 6.0 on zbx-prod-01 to Prometheus prom-prod and Alertmanager: exporters, "
        "rules, 14-day shadow parity, paging switch, then decommission Zabbix")

STEPS = [
    (1, [], "Open OBS-930 to move the 1,850 hosts monitored by Zabbix 6.0 on zbx-prod-01 to Prometheus prom-prod (Prometheus 2.53, Alertmanager 0.27), keeping Zabbix read-only for 30 days.",
     "Raise OBS-930 for migrating 1,850 hosts from Zabbix 6.0 on zbx-prod-01 onto prom-prod, running Prometheus 2.53 and Alertmanager 0.27, with Zabbix left read-only for 30 days.",
     "Keeping Zabbix read-only for 30 days, open OBS-930: 1,850 hosts move from Zabbix 6.0 (zbx-prod-01) to prom-prod (Prometheus 2.53, Alertmanager 0.27)."),
    (2, [1], "Export the Zabbix configuration through the API method configuration.export (templates, hosts, triggers, actions) into zbx-config-OBS-930.json.",
     "Call the API method configuration.export for templates, hosts, triggers and actions and save the result as zbx-config-OBS-930.json.",
     None),
    (3, [1], "Dump the Zabbix database: `pg_dump -Fc -h zbx-db-01 -U zabbix zabbix > /backup/zabbix-20261201.dump`.",
     "Take a database dump of Zabbix with `pg_dump -Fc -h zbx-db-01 -U zabbix zabbix > /backup/zabbix-20261201.dump`.",
     "Run `pg_dump -Fc -h zbx-db-01 -U zabbix zabbix > /backup/zabbix-20261201.dump` to dump the Zabbix database."),
    (4, [2], "From the export, list the 412 triggers of severity High or Disaster in triggers-high.csv as the alert parity list.",
     "Pull the 412 High or Disaster triggers out of the export into triggers-high.csv, which becomes the alert parity list.",
     None),
    (5, [1], "Roll out node_exporter 1.8.2 on port 9100 to the 1,620 Linux hosts: `ansible-playbook -i inventory/prod node_exporter.yml --limit linux_all`.",
     "Install node_exporter 1.8.2, listening on port 9100, across the 1,620 Linux hosts using `ansible-playbook -i inventory/prod node_exporter.yml --limit linux_all`.",
     "With `ansible-playbook -i inventory/prod node_exporter.yml --limit linux_all`, put node_exporter 1.8.2 (port 9100) on the 1,620 Linux hosts."),
    (6, [1], "Deploy windows_exporter 0.29 on port 9182 to the 230 Windows hosts through SCCM.",
     "Push windows_exporter 0.29 to the 230 Windows hosts via SCCM, listening on port 9182.",
     None),
    (7, [5, 6], "Generate file_sd targets from the CMDB with `cmdb2sd --out /etc/prometheus/file_sd/` and reload with `curl -X POST http://prom-prod:9090/-/reload`.",
     "Build file_sd targets out of the CMDB using `cmdb2sd --out /etc/prometheus/file_sd/`, then trigger a reload via `curl -X POST http://prom-prod:9090/-/reload`.",
     "Reload with `curl -X POST http://prom-prod:9090/-/reload` after generating file_sd targets from the CMDB (`cmdb2sd --out /etc/prometheus/file_sd/`)."),
    (8, [7], "Check the targets: of 1,850, fewer than 1% may be down according to `count(up == 0)` on http://prom-prod:9090.",
     "Make sure under 1% of the 1,850 targets are down, as reported by `count(up == 0)` on http://prom-prod:9090.",
     None),
    (9, [4], "Translate the 412 triggers into PrometheusRule files in PR #118 of repo obs-rules.",
     "Rewrite the 412 triggers as PrometheusRule files in obs-rules PR #118.",
     "In PR #118 of repo obs-rules, turn the 412 triggers into PrometheusRule files."),
    (10, [9], "Lint and unit-test the rules: `promtool check rules rules/*.yml` and `promtool test rules tests/*.yml` must both pass.",
     "Require both `promtool check rules rules/*.yml` and `promtool test rules tests/*.yml` to pass on the rules.",
     None),
    (11, [2], "Mirror the Zabbix actions in Alertmanager routes and check them with `amtool config routes test --config.file=alertmanager.yml severity=critical team=db`, which must return pagerduty-db.",
     "Rebuild the Zabbix actions as Alertmanager routes and test them using `amtool config routes test --config.file=alertmanager.yml severity=critical team=db`, expecting pagerduty-db.",
     "`amtool config routes test --config.file=alertmanager.yml severity=critical team=db` must return pagerduty-db once the Zabbix actions are mirrored in Alertmanager routes."),
    (12, [8, 10, 11], "Deploy the rules and the Alertmanager config in shadow mode: every new alert goes only to Slack channel #alerts-shadow.",
     "Ship the rules and Alertmanager config in shadow mode, so each new alert lands only in Slack channel #alerts-shadow.",
     None),
    (13, [12], "Run both systems for 14 days and compare daily with `parity_report.py --since 24h`; at least 98% of High and Disaster problems must have a matching alert.",
     "Keep both systems running 14 days, comparing each day via `parity_report.py --since 24h`, and require a matching alert for 98% or more of High and Disaster problems.",
     "Over 14 days of running both systems, `parity_report.py --since 24h` each day must show a matching alert for at least 98% of High and Disaster problems."),
    (14, [13], "Go through the parity results with the db, net and platform team leads and record each lead's OK in OBS-930.",
     "Review the parity results with the team leads for db, net and platform, and write each one's OK into OBS-930.",
     None),
    (15, [14], "Switch the Alertmanager receivers from #alerts-shadow to the PagerDuty services, validate with `amtool check-config alertmanager.yml` and apply.",
     "Move the Alertmanager receivers off #alerts-shadow onto the PagerDuty services, run `amtool check-config alertmanager.yml`, then apply.",
     "Validate with `amtool check-config alertmanager.yml`, then apply the receivers switched from #alerts-shadow to the PagerDuty services."),
    (16, [15], "Fire `amtool alert add alertname=OBS930Test severity=critical team=db` and confirm a page reaches PagerDuty service db within 2 minutes; repeat for net and platform.",
     "Send `amtool alert add alertname=OBS930Test severity=critical team=db` and make sure PagerDuty service db gets paged inside 2 minutes, then do the same for net and platform.",
     None),
    (17, [16], "Stop Zabbix paging so nobody is paged twice: set status 1 on all 37 Zabbix actions with `action.update`.",
     "Prevent double pages by disabling all 37 Zabbix actions, status 1 via `action.update`.",
     "Set status 1 with `action.update` on all 37 Zabbix actions, so Zabbix no longer pages anyone twice."),
    (18, [8], "Move the 64 Grafana dashboards from the Zabbix data source to prom-prod with `grafana-migrate --from zabbix --to prom-prod`.",
     "Repoint the 64 Grafana dashboards at prom-prod instead of the Zabbix data source using `grafana-migrate --from zabbix --to prom-prod`.",
     None),
    (19, [17, 18], "Make Zabbix read-only: give all frontend users the read-only role and stop zabbix-proxy on zbx-proxy-01 to zbx-proxy-04.",
     "Freeze Zabbix by putting every frontend user on the read-only role and stopping zabbix-proxy on zbx-proxy-01 through zbx-proxy-04.",
     "Stop zabbix-proxy on zbx-proxy-01 to zbx-proxy-04 and give all frontend users the read-only role, making Zabbix read-only."),
    (20, [19], "For 7 days, check each PagerDuty incident against the parity list and confirm no incident was missed.",
     "Across 7 days, compare every PagerDuty incident with the parity list to be sure none was missed.",
     None),
    (21, [3, 20], "After the 30 days, shut Zabbix down with `sudo systemctl disable --now zabbix-server` on zbx-prod-01 and power off its VM.",
     "Once the 30 days are over, run `sudo systemctl disable --now zabbix-server` on zbx-prod-01 and power its VM off.",
     "On zbx-prod-01, after the 30 days, `sudo systemctl disable --now zabbix-server` and power off the VM."),
    (22, [21], "Remove the Zabbix agent everywhere: `ansible-playbook -i inventory/prod zabbix_agent_remove.yml --limit all`.",
     "Uninstall the Zabbix agent from all hosts with `ansible-playbook -i inventory/prod zabbix_agent_remove.yml --limit all`.",
     None),
    (23, [22], "Close OBS-930 with the parity reports, the dump path /backup/zabbix-20261201.dump and the decommission date.",
     "Record the decommission date, the parity reports and dump path /backup/zabbix-20261201.dump on OBS-930 and close it.",
     "Close OBS-930, attaching the decommission date, parity reports and the dump path (/backup/zabbix-20261201.dump)."),
]

GUARDS = {2: "configuration export before migration",
          3: "database dump before decommission",
          8: "target health check before shadow alerting",
          10: "promtool lint and tests before deploying rules",
          13: "14-day parity comparison",
          14: "team leads' OK before switching paging",
          16: "test pages before disabling Zabbix paging",
          20: "7-day incident check before decommission"}
DROP_GUARD = 16

SPLITS = {
    5: ("Roll out node_exporter 1.8.2 on port 9100 to the Linux hosts.",
        "Target all 1,620 of them with `ansible-playbook -i inventory/prod node_exporter.yml --limit linux_all`."),
    13: ("Run both systems for 14 days and compare daily with `parity_report.py --since 24h`.",
         "At least 98% of High and Disaster problems must have a matching alert."),
}

SERIALIZE = [2, 3]

COMPRESS = [
    ([7, 8], "Generate Prometheus targets from the CMDB and check that nearly all are up."),
    ([9, 10], "Convert the High and Disaster triggers to Prometheus rules and test them."),
    ([12, 13], "Run the new alerts in shadow for two weeks and compare parity with Zabbix."),
    ([15, 16, 17], "Switch Alertmanager to PagerDuty, test a page and disable Zabbix actions."),
    ([21, 22, 23], "Decommission Zabbix, remove the agents and close OBS-930."),
]

LOST = {"remove": (20, 21), "add": [(19, 21), (20, 23)],
        "why": "Zabbix is shut down (21) and its agents removed without waiting for the 7-day check that no incident was missed (20)"}

TARGET = {"step": 11, "old": "pagerduty-db", "new": "pagerduty-platform", "kind": "Alertmanager receiver"}

OPERATION = {"step": 3, "change": "full dump -> --schema-only (the backup holds no data)",
             "text": "Dump the Zabbix database: `pg_dump -Fc --schema-only -h zbx-db-01 -U zabbix zabbix > /backup/zabbix-20261201.dump`."}
