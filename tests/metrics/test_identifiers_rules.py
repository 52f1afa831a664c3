"""The identifier comparison's rules one by one, each with a swap it must call strong and a
rewording it must let through (made-up steps), and the two labelled pair sets as regressions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wfgate.metrics.identifiers import compare, identifiers
from wfgate.metrics.vocabulary import abbreviates, operations_conflict

DATA = Path(__file__).parent / "data"


def strong(golden: str, candidate: str) -> bool:
    return compare(golden, candidate).strong


# --- operations named by a verb ----------------------------------------------------------

@pytest.mark.parametrize(("golden", "candidate"), [
    ("Cordon the two spare workers, then drain them",
     "Delete the two spare workers, then drain them"),
    ("Disable the hourly export job until the fix ships",
     "Enable the hourly export job until the fix ships"),
    ("Enable object lock on the archive bucket", "Suspend object lock on the archive bucket"),
    ("Pause the ingest pipeline in the console", "Trigger the ingest pipeline in the console"),
    ("Turn off the beta banner for every tenant", "Turn on the beta banner for every tenant"),
    ("Do a planned switchover of the ledger cluster",
     "Do a planned failover of the ledger cluster"),
    ("Detach the scratch disk from the builder", "Delete the scratch disk from the builder"),
    ("Snapshot the data disk of the broker", "Detach the data disk of the broker"),
    ("Revoke the contractor's tokens in the org", "List the contractor's tokens in the org"),
    ("Revoke the vendor's token before the audit", "Grant the vendor's token before the audit"),
    ("Reload the proxy so it picks up the new routes",
     "Restart the proxy so it picks up the new routes"),
    ("Make sure the cron is disabled", "Make sure the cron is enabled"),
])
def test_an_operation_replaced_by_a_conflicting_one_is_a_swap(golden, candidate):
    assert strong(golden, candidate), compare(golden, candidate).describe()


@pytest.mark.parametrize(("golden", "candidate"), [
    ("Delete the stale build cache", "Remove the stale build cache"),
    ("Freeze writes to the ledger", "Stop writes to the ledger"),
    ("Pause the consumer group", "Suspend the consumer group"),
    ("Disable the legacy webhook", "Turn the legacy webhook off"),
    ("Stop the batch workers", "Shut down the batch workers"),
    ("Alert if free space drops below 10%", "Raise an alert when free space is under 10%"),
    ("Lower the TTL on the record to 60 seconds", "Reduce the record's TTL to one minute"),
    ("Upload the capture to the ticket", "Attach the capture to the ticket"),
])
def test_synonyms_and_everyday_verbs_are_no_swap(golden, candidate):
    assert not strong(golden, candidate), compare(golden, candidate).describe()


def test_a_capitalised_word_in_mid_clause_is_a_name_not_an_operation():
    assert [t.kind for t in identifiers("so its reclaim policy is Delete")
            if t.text == "Delete"] == ["proper"]
    assert strong("Set the reclaim policy to Retain", "Set the reclaim policy to Delete")


def test_a_verb_in_mid_clause_is_an_operation_only_after_a_word_that_leads_one():
    kinds = {t.text: t.kind for t in identifiers("If the disk drops below 5%, then drain it")}
    assert "drops" not in kinds and kinds["drain"] == "op"


def test_operation_conflicts():
    assert operations_conflict("enable", "disable") and operations_conflict("cordon", "delete")
    assert operations_conflict("backup", "restore")
    assert not operations_conflict("freeze", "stop") and not operations_conflict("delete", "remove")


# --- shapes: function calls, colon names, cron, YAML settings ---------------------------

@pytest.mark.parametrize(("golden", "candidate"), [
    ("Reset it with `SELECT setval('seq_a', (SELECT max(id) FROM t));`",
     "Reset it with `SELECT setval('seq_a', (SELECT min(id) FROM t));`"),
    ("Allow only `s3:GetObject` on the export prefix", "Allow only `s3:*` on the export prefix"),
    ("Build the models with `dbt run --select tag:nightly`",
     "Build the models with `dbt run --select tag:hourly`"),
    ("Schedule the purge with cron `30 3 * * *` in jobs.yaml",
     "Schedule the purge with cron `30 */3 * * *` in jobs.yaml"),
    ("In the pipeline file set `when: manual` on deploy_live",
     "In the pipeline file set `when: always` on deploy_live"),
    ("Set `retryLimit: 3` on the workflow template",
     "Set `backoffLimit: 3` on the workflow template"),
    ("Run `SET GLOBAL read_only = ON;` on the old writer",
     "Run `SET GLOBAL read_only = OFF;` on the old writer"),
    ("Persist it with `CONFIG SET appendonly yes`", "Persist it with `CONFIG SET appendonly no`"),
    ("Switch the flag OFF in the console", "Switch the flag ON in the console"),
])
def test_shaped_identifiers_swapped(golden, candidate):
    assert strong(golden, candidate), compare(golden, candidate).describe()


@pytest.mark.parametrize(("golden", "candidate"), [
    ("Set `maxSurge: 50%` in the rollout file", "In the rollout file, set maxSurge to 50%"),
    ("Run `SET GLOBAL read_only = ON;` on db-2", "On db-2, run SET GLOBAL read_only = ON;"),
    ("Keep at least 2 of the 3 voters up", "Keep at least two of the three voters up"),
])
def test_shaped_identifiers_rewritten(golden, candidate):
    drift = compare(golden, candidate)
    assert not drift, drift.describe()


def test_on_in_prose_does_not_stand_for_the_boolean_on():
    assert strong("Fence it with `SET read_only = ON;` on db-7",
                  "Fence it with `SET read_only = OFF;` on db-7")


# --- names cut short, written in the same place, before their noun ------------------------

@pytest.mark.parametrize(("golden", "candidate"), [
    ("Purge it with `rabbitmqctl purge_queue jobs.retry.dead -p /ops`",
     "Purge it with `rabbitmqctl purge_queue jobs.retry -p /ops`"),
    ("Drop it: `DROP DATABASE IF EXISTS ledger_restore_check;`",
     "Drop it: `DROP DATABASE IF EXISTS ledger;`"),
    ("Apply only `-target=module.edge.aws_route.to_hub`", "Apply only `-target=module.edge`"),
    ("Set the MTU with `ip link set dev tun3 mtu 1400`",
     "Set the MTU with `ip link set dev bond0 mtu 1400`"),
    ("Grant it with `GRANT USAGE ON SCHEMA MART TO ROLE FINANCE_RO;`",
     "Grant it with `GRANT USAGE ON SCHEMA MART TO ROLE PUBLIC;`"),
    ("Tag the build on the release/4.2 branch", "Tag the build on the main branch"),
    ("Keep the replicas: `ceph osd pool set vols size 3`, three in all, min_size at 2",
     "Keep the replicas: `ceph osd pool set vols size 2`, three in all, min_size at 2"),
    ("List the entries with `conntrack -L -d 10.1.0.9`",
     "List the entries with `conntrack -D -d 10.1.0.9`"),
    ("Restore `cp /etc/app/site.conf.bak /etc/app/site.conf`",
     "Restore `cp /etc/app/site.conf.bak /etc/app/main.conf`"),
    ("Route the audit logs to the Splunk index sec_audit through the splunk output",
     "Route the audit logs to the Loki index sec_audit through the splunk output"),
    ("Silence the alert in Alertmanager for an hour", "Silence the alert in PagerDuty for an hour"),
])
def test_names_cut_short_or_replaced_in_place(golden, candidate):
    assert strong(golden, candidate), compare(golden, candidate).describe()


@pytest.mark.parametrize(("golden", "candidate"), [
    ("Switch to the prod context", "Switch to the production context"),
    ("Check out the current branch", "Check out the active branch"),
    ("Page the on-call DBA", "Page the DBA on call"),
    ("Page the data team if the dbt run exceeds 45 minutes",
     "If the dbt run takes longer than 45 minutes, page the data team"),
])
def test_names_rewritten(golden, candidate):
    assert not strong(golden, candidate), compare(golden, candidate).describe()


# --- one mid-clause word ------------------------------------------------------------------

@pytest.mark.parametrize(("golden", "candidate"), [
    ("Set the uplink to switchport mode access on port 12",  # a setting's value
     "Set the uplink to switchport mode trunk on port 12"),
    ("Give user ingest-bot write access", "Give user anonymous write access"),
    ("Mount the restored disk read-only at /mnt/check",
     "Mount the restored disk read-write at /mnt/check"),
    ("Set maxmemory-policy to volatile-lru on the cache",
     "Set maxmemory-policy to allkeys-lru on the cache"),
    ("Give user telemetry_ro read access", "Give user anonymous read access"),
    ("Keep the archive for 7 years before deletion", "Keep the archive for 7 days before deletion"),
    ("Alert when the queue depth is greater than 5000",
     "Alert when the queue depth is less than 5000"),
    ("Replicate the backups to westeurope nightly", "Replicate the backups to ukwest nightly"),
    ("Count with `SELECT COUNT(DISTINCT user_id) FROM visits;` first",
     "Count with `SELECT COUNT(user_id) FROM visits;` first"),
    ("Restore into the warm tier and keep the index closed",
     "Restore into the cold tier and keep the index closed"),
])
def test_one_mid_clause_word_replaced_is_a_swap(golden, candidate):
    assert strong(golden, candidate), compare(golden, candidate).describe()


@pytest.mark.parametrize(("golden", "candidate"), [
    ("Move the ticket to the storage queue", "Move the ticket to the network queue"),
    ("Write a brief summary of the outage", "Write a brief recap of the outage"),
])
def test_one_ordinary_word_replaced_is_weak_evidence(golden, candidate):
    drift = compare(golden, candidate)  # a swap or a synonym: the judge's call
    assert drift and not drift.strong, drift.describe()


@pytest.mark.parametrize(("golden", "candidate"), [
    ("Go to the admin page", "Head to the admin page"),  # the opening verb
    ("Freeze writes on the ledger", "Stop writes on the ledger"),  # neighbour operations
    ("Make sure the queue is empty", "Make certain the queue is empty"),  # a prose synonym
    ("Check the latest snapshot", "Check the newest snapshot"),  # a generic modifier
    ("Drain it quickly before noon", "Drain it promptly before noon"),  # an adverb
    ("Compare with the 14-day average", "Compare with the fourteen-day average"),  # a number
    ("Verify the deploys finished", "Verify the deploy finished"),  # an inflection
])
def test_one_word_rewordings_are_no_swap(golden, candidate):
    assert not strong(golden, candidate), compare(golden, candidate).describe()


# --- quantities and abbreviations ---------------------------------------------------------

@pytest.mark.parametrize(("golden", "candidate"), [
    ("Grow the volume to 1 TiB", "Grow the volume to 1024 GiB"),
    ("Retry up to 2 times", "Retry at most twice"),
    ("Shift 50% of traffic", "Shift half of the traffic"),
    ("Poll every 30 seconds", "Poll every half minute"),
    ("Schedule a 30-minute downtime", "Schedule a half-hour downtime"),
    ("Look for failures in the last 24 hours", "Look for failures within the last day"),
    ("Recover the dropped table with `UNDROP TABLE t;`",
     "Recover the dropped table using UNDROP TABLE t;"),
])
def test_equivalent_quantities_and_forms(golden, candidate):
    drift = compare(golden, candidate)
    assert not drift, drift.describe()


def test_a_single_letter_or_an_inflection_is_no_abbreviation():
    assert not abbreviates("a", "alertmanager") and not abbreviates("drop", "dropped")
    assert abbreviates("prod", "production") and abbreviates("db", "database")
    assert strong("Recover it with `UNDROP TABLE t;` once dropped",
                  "Recover it with `DROP TABLE t;` once dropped")


# --- the labelled pair sets (read while writing the rules: regressions, not measurements) ---

def _pairs(name: str) -> list[dict]:
    return [json.loads(line) for line in (DATA / name).read_text(encoding="utf-8").splitlines()]


@pytest.mark.parametrize("name", ["step_pairs_a.jsonl", "step_pairs_b.jsonl",
                                  "step_pairs_c.jsonl", "step_pairs_d.jsonl",
                                  "step_pairs_e.jsonl"])
def test_labelled_pair_sets(name):
    pairs = _pairs(name)
    missed = [p["id"] for p in pairs
              if p["kind"] == "swap" and not strong(p["golden"], p["candidate"])]
    alarms = [p["id"] for p in pairs
              if p["kind"] == "reword" and compare(p["golden"], p["candidate"])]
    swaps = sum(p["kind"] == "swap" for p in pairs)
    assert swaps >= 120 and len(pairs) - swaps >= 120
    assert not missed, missed
    # weak findings on rewordings (a judge's call): D 4, E 14 (13 of them one-word synonyms)
    assert len(alarms) <= {"step_pairs_d.jsonl": 4, "step_pairs_e.jsonl": 14}.get(name, 0), alarms
    assert not [p["id"] for p in pairs
                if p["kind"] == "reword" and strong(p["golden"], p["candidate"])]
