"""Identifier comparison: equivalent forms are no drift, replacements are strong, removals and
additions alone are weak. Made-up steps, one class of equivalence or kind of swap each."""

from __future__ import annotations

import pytest

from wfgate.metrics.identifiers import abbreviates, compare, identifiers


@pytest.mark.parametrize(("golden", "candidate"), [
    # durations and numbers: words, abbreviations, hyphenated forms, other units
    ("Wait 60 minutes for the queue to drain", "Wait an hour for the queue to drain"),
    ("Retry after 5 min", "Retry after five minutes"),
    ("Keep the lease for 30 minutes", "Keep the lease for half an hour"),
    ("Hold the old key for 24 hours", "Hold the old key for a day"),
    ("Delete the snapshot after 7 days", "Delete the snapshot after a week"),
    ("Poll every 0.1 s", "Poll every 100 ms"),
    ("Compare with the 14-day average", "Compare with the fourteen-day average"),
    ("Expect about 90 minutes", "Expect roughly an hour and a half"),
    ("Wait 45 minutes", "Wait three quarters of an hour"),
    ("Check 15 minutes later", "Check a quarter of an hour later"),
    ("Sample 20 random objects", "Sample twenty random objects"),
    ("Wait 2 hours before the next wave", "Wait two hours before the next wave"),
    ("Allow a 10m timeout: `tool sync --timeout 10m`", "tool sync --timeout 10m, ten minutes"),
    ("Keep error rate under 0.5% for 15 minutes",
     "Make sure error rate stays below 0.5 percent for fifteen minutes"),
    # backticks added, dropped, or the command moved into the surrounding prose
    ("Roll back with `kubectl rollout undo deployment/web -n shop`",
     "Use kubectl rollout undo deployment/web -n shop to roll back"),
    ("Run zkctl prune --older-than=3d", "Prune old data: `zkctl prune --older-than=3d`"),
    ("Connect with `pgcli -h db-main.corp.lan -U ops`",
     "Open a prompt using pgcli -h db-main.corp.lan -U ops."),
    # ordinary words, English compounds and acronyms are not identifiers
    ("Re-check the nic settings and ssh to the box", "Cross-check nic settings, ssh via the box"),
    ("Confirm the dag is paused", "Make sure the dag has been paused"),
    ("Re-run the openssl check", "Run the openssl check a second time"),
    ("Page the DB owner on TLS errors", "Page the database owner on TLS errors"),
    # abbreviations
    ("Deploy to the k8s cluster in prod", "Deploy to the Kubernetes cluster in production"),
    ("Update the config of the DB", "Update the configuration of the database"),
    # a name written once more, or a qualified name whose parts stand on the other side
    ("Join the owners and pets tables on OwnerKey",
     "Join the owners table with the pets table on owners.OwnerKey"),
])
def test_equivalent_forms_are_no_drift(golden, candidate):
    drift = compare(golden, candidate)
    assert not drift, drift.describe()


@pytest.mark.parametrize(("golden", "candidate", "old", "new"), [
    ("Fail over to us-east-1", "Fail over to us-west-2", "us-east-1", "us-west-2"),
    ("Run `SELECT pg_pause_worker(42);`", "Run `SELECT pg_kill_worker(42);`",
     "pg_pause_worker", "pg_kill_worker"),
    ("Apply with `kubectl apply -f app.yaml --dry-run=client`",
     "Apply with `kubectl apply -f app.yaml --force`", "--dry-run=client", "--force"),
    ("Set the TTL to 5 minutes", "Set the TTL to 50 minutes", "5 minutes", "50 minutes"),
    ("Scale with `kubectl scale deploy/api --replicas=7`",
     "Scale with `kubectl scale deploy/api --replicas=5`", "--replicas=7", "--replicas=5"),
    ("Undo with `kubectl rollout undo deploy/api`",
     "Undo with `kubectl rollout restart deploy/api`", "kubectl rollout undo",
     "kubectl rollout restart"),
    ("Run terraform plan on the workspace", "Run terraform destroy on the workspace",
     "terraform plan", "terraform destroy"),
    ("Drain `node-pool-blue-1`", "Drain `node-pool-green-1`", "node-pool-blue-1",
     "node-pool-green-1"),
    ("Query `SELECT * FROM sales WHERE id = 1`", "Query `SELECT * FROM sales_old WHERE id = 1`",
     "sales", "sales_old"),
    ("Install in the `-n staging` namespace: `tool install app -n staging`",
     "Install: `tool install app -n prod-eu`", "-n staging", "-n prod-eu"),
    ("Roll 20% at a time: `runner play site.yml -e batch=20%`",
     "Roll out: `runner play site.yml -e batch=100%`", "batch=20%", "batch=100%"),
    ("Copy to /srv/data/2023/", "Copy to /srv/data/2022/", "/srv/data/2023", "/srv/data/2022"),
    ("Restore on vm-a.lab.example.org", "Restore on vm-b.lab.example.org", "vm-a.lab.example.org",
     "vm-b.lab.example.org"),
    ("Upgrade to 1.28.3", "Upgrade to 1.29.0", "1.28.3", "1.29.0"),
    ("Rotate <old-key>", "Rotate <new-key>", "<old-key>", "<new-key>"),
    ('Open the "Error budget" panel', 'Open the "Latency budget" panel', "Error budget",
     "Latency budget"),
])
def test_a_same_kind_replacement_is_strong(golden, candidate, old, new):
    drift = compare(golden, candidate)
    assert drift.strong, drift.describe()
    assert any(old in a and new in b for a, b in drift.replacements), drift.replacements


def test_a_command_whose_target_is_written_twice_changes_once():
    golden = "Run `dump -h db1.lab.internal main && load -h db1.lab.internal main`"
    candidate = "Run `dump -h db9.lab.internal main && load -h db1.lab.internal main`"
    drift = compare(golden, candidate)
    assert drift.strong and ("-h db1.lab.internal", "-h db9.lab.internal") in drift.replacements


@pytest.mark.parametrize(("golden", "candidate"), [
    ("Wait until the queue reaches 0, then remove the relay", "Then remove the relay"),
    ("Shift 100% of traffic to the new pool", "Shift traffic to the new pool"),
    ("Push with `git push origin main`", "Push with `git push --force origin main`"),
])
def test_a_removal_or_addition_alone_is_weak(golden, candidate):
    drift = compare(golden, candidate)
    assert drift and not drift.strong, drift.describe()


def test_context_from_a_merged_step_explains_an_identifier():
    drift = compare("Stop the worker", "Stop the worker, then run `jobctl purge --all`",
                    candidate_context="", golden_context="Run jobctl purge --all")
    assert not drift


def test_identifiers_are_recognised_by_shape_and_context():
    found = {(t.kind, t.text) for t in identifiers(
        "Wait 5s, then `frobctl sync --retry 3 -n blue` on edge-01.example.net in eu-north-1")}
    assert ("tool", "frobctl") in found  # a *ctl word is a command
    assert ("command:frobctl", "frobctl sync") in found
    assert ("value:-n", "-n blue") in found
    assert ("host", "edge-01.example.net") in found and ("region", "eu-north-1") in found
    assert {t.key for t in identifiers("Wait 5s")} == {t.key for t in identifiers(
        "Wait five seconds")} == {"time:5"}
    assert not identifiers("take the mug from the table and wait")


@pytest.mark.parametrize(("short", "long", "expected"), [
    ("prod", "production", True), ("db", "database", True), ("k8s", "kubernetes", True),
    ("cfg", "config", True), ("k8s", "kafka", False), ("prod", "preview", False),
])
def test_abbreviations(short, long, expected):
    assert abbreviates(short, long) is expected


def test_a_time_of_day_is_an_identifier():
    drift = compare("Report usage from 9:00 to 17:00", "Report usage from 9:00 to 18:00")
    assert drift.replacements == (("17:00", "18:00"),)


@pytest.mark.parametrize(("golden", "candidate"), [
    ("Move 100% of reads to the replica", "Move all reads to the replica"),
    ("When the queue reaches 0, stop the relay", "When the queue is empty, stop the relay"),
    ("Re-run the zapctl check", "Run the zapctl expiry check again"),
])
def test_quantities_in_words_and_a_word_more_are_no_drift(golden, candidate):
    drift = compare(golden, candidate)
    assert not drift, drift.describe()


@pytest.mark.parametrize(("golden", "candidate", "old", "new"), [
    ("Take the exit at 5th Street", "Take the exit at 7th Street", "5th", "7th"),
    ("Expand (x+1)(y+1)", "Expand (x+1)(y+3)", "x+1)(y+1", "x+1)(y+3"),
    ("Set `cache_dir` and cache_dir = /tmp", "Set `cache_dirV2` and cache_dir = /tmp",
     "cache_dir", "cache_dirV2"),
])
def test_ordinals_expressions_and_a_name_written_once_less(golden, candidate, old, new):
    drift = compare(golden, candidate)
    assert (old, new) in drift.replacements, drift.replacements


@pytest.mark.parametrize(("golden", "candidate", "old", "new"), [
    ("Keep the order below $50", "Keep the order below $52", "$50", "$52"),
    ("put mug 1 on shelf 1", "put mug 1 on shelf 3", "1", "3"),
    ("repeat steps 1 to 4", "repeat steps 4 to 4", "1", "4"),
])
def test_money_and_a_number_written_twice(golden, candidate, old, new):
    assert (old, new) in compare(golden, candidate).replacements


def test_a_possessive_is_the_same_name():
    assert not compare("Check the error rate of billing-api", "Check billing-api's error rate")


@pytest.mark.parametrize(("golden", "candidate", "old", "new"), [
    # all-caps constants: log levels, HTTP methods, states, storage classes
    ("Raise the scheduler log level to TRACE", "Raise the scheduler log level to FATAL",
     "TRACE", "FATAL"),
    ("Send a HEAD request to the quota endpoint", "Send a PATCH request to the quota endpoint",
     "HEAD", "PATCH"),
    ("Wait until the mirror reports SYNCED", "Wait until the mirror reports DEGRADED",
     "SYNCED", "DEGRADED"),
    ("Tier the cold blobs to ARCHIVE", "Tier the cold blobs to HOT", "ARCHIVE", "HOT"),
    # subcommands of common infrastructure CLIs
    ("Run vault lease revoke app/creds", "Run vault lease renew app/creds",
     "vault lease revoke", "vault lease renew"),
    ("Run velero backup create nightly-web", "Run velero restore create nightly-web",
     "velero backup create", "velero restore create"),
    ("Take a dump with pg_dump --schema-only ledger", "Take a dump with pg_restore "
     "--schema-only ledger", "pg_dump", "pg_restore"),
    # Kubernetes quantities with binary units
    ("Give the cache pod 768Mi of memory", "Give the cache pod 3Gi of memory", "768Mi", "3Gi"),
    # like-shaped names: volume or instance types of one letter-digit pattern
    ("Attach an st1 volume to the indexer", "Attach an sc1 volume to the indexer", "st1", "sc1"),
    ("Use the ab4 disk tier", "Use the xy7 disk tier", "ab4", "xy7"),
])
def test_constants_cli_subcommands_quantities_and_like_shaped_names_are_replacements(
        golden, candidate, old, new):
    drift = compare(golden, candidate)
    assert drift.strong, drift.describe()
    assert any(old in a and new in b for a, b in drift.replacements), drift.replacements


@pytest.mark.parametrize(("golden", "candidate"), [
    # "make" is an English verb here, not the build tool
    ("Make sure the spool directory is empty", "Ensure the spool directory is empty"),
    ("Make sure the spool directory is empty", "Make certain the spool directory is empty"),
    # a short all-caps abbreviation written out, or dropped, is a rewording
    ("Confirm TLS is on for the listener", "Confirm transport encryption is on for the listener"),
    ("Tell the NOC the ETA is 20 minutes", "Tell the network operations centre: 20 minutes"),
    # the same quantity in two notations
    ("Give the cache pod 1024Mi", "Give the cache pod 1024 MiB"),
])
def test_english_verbs_and_short_abbreviations_alone_are_no_drift(golden, candidate):
    drift = compare(golden, candidate)
    assert not drift, drift.describe()


def test_a_long_constant_dropped_alone_is_weak_and_a_short_one_is_nothing():
    assert not compare("Wait for READY then continue", "Wait then continue").strong
    assert compare("Wait for READY then continue", "Wait then continue")
    assert not compare("Wait for the API then continue", "Wait then continue")
