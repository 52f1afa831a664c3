"""The failure modes the paper leaves out: identifier drift, reordering, added steps."""

from __future__ import annotations

import random

import numpy as np
import pytest

from wfgate.alignment import Alignment
from wfgate.metrics.findings import (
    finding_scores,
    identifier_drifts,
    novel_steps,
    precedence_violations,
)
from wfgate.metrics.identifiers import compare, identifiers
from wfgate.perturb.beyond import beyond_variant, check_beyond, swap_identifier
from wfgate.perturb.records import GoldenRecord
from wfgate.workflow import from_texts


@pytest.mark.parametrize(("golden", "candidate", "old", "new"), [
    ("Run terraform plan on the staging workspace", "Run terraform destroy on the staging "
     "workspace", "terraform plan", "terraform destroy"),
    ("Deploy the nightly job to us-east-1", "Deploy the nightly job to eu-west-1",
     "us-east-1", "eu-west-1"),
    ("SELECT count(*) FROM orders WHERE day = today", "SELECT count(*) FROM orders_archive "
     "WHERE day = today", "orders", "orders_archive"),
    ("kubectl rollout restart deployment/api -n payments",
     "kubectl rollout restart deployment/api -n billing", "-n payments", "-n billing"),
    ("Run rm -rf /tmp/build-cache", "Run rm -rf /var/lib/postgresql", "/tmp/build-cache",
     "/var/lib/postgresql"),
    ("Call the getWeather API with city=Paris", "Call the getForecast API with city=Paris",
     "getWeather", "getForecast"),
    ("Scale the api deployment to 3 replicas", "Scale the api deployment to 30 replicas",
     "3", "30"),
    ("Wait until replication lag is under 5 seconds", "Wait until replication lag is under "
     "5 minutes", "5 seconds", "5 minutes"),
    ("Restart the service with systemctl restart nginx",
     "Restart the service with systemctl stop nginx", "systemctl restart", "systemctl stop"),
    ('Search for "wireless earbuds"', 'Search for "wired earbuds"', "wireless earbuds",
     "wired earbuds"),
    ("go to countertop 1", "go to countertop 2", "1", "2"),
    ("Set MAX_CONNECTIONS to 200 on db-prod-01.internal.example.com",
     "Set MAX_CONNECTIONS to 200 on db-stage-01.internal.example.com",
     "db-prod-01.internal.example.com", "db-stage-01.internal.example.com"),
])
def test_tool_and_target_changes_are_named(golden, candidate, old, new):
    drift = compare(golden, candidate)
    assert drift.strong, drift.describe()
    assert any(old in a and new in b for a, b in drift.replacements), drift.replacements
    assert old in " ".join(drift.removed) and new in " ".join(drift.added)


def test_an_added_flag_alone_is_weak():
    drift = compare("git push origin main", "git push --force origin main")
    assert "--force" in drift.added and not drift.strong


@pytest.mark.parametrize(("golden", "candidate"), [
    ("Check replication lag on the standby replica is under 5 seconds",
     "Verify that replication lag on the standby replica is below 5 seconds"),
    ("Disable maintenance mode and watch the error rate for ten minutes",
     "Turn off maintenance mode and monitor the error rate for 10 minutes"),
    ("Compress log files older than seven days", "Compress log files that are 7 days old"),
    ("put alarm clock in/on dresser", "place the alarm clock in or on the dresser"),
    ("take mug from where you found it", "pick up the mug from the spot where it was found"),
    ("go to likely locations (e.g., sidetable, desk)", "check places such as the sidetable"),
    ("Join the airports and flights tables on AirportCode",
     "Join the airports table with the flights table on airports.AirportCode"),
    ("Run terraform plan and review the output", "Review the output of terraform plan"),
    ("That is it, you are done!", "That's it, you're finished!"),
    ("Query the orders table for yesterday", "Look up yesterday's rows in the orders table"),
    ('search["running shoes size 10"]', 'run a search for "running shoes size 10"'),
])
def test_paraphrases_do_not_drift(golden, candidate):
    assert not compare(golden, candidate), compare(golden, candidate).describe()


def test_identifier_normalisation():
    found = {t.text for t in identifiers("Wait 5s then curl https://status.example.com "
                                          "--retry 3")}
    assert {"5s", "curl", "--retry", "https://status.example.com"} <= found


def alignment_of(pairs, n_gold, n_pred, sim=0.95, extra=None):
    similarity = np.zeros((n_gold, n_pred), dtype=np.float32)
    for g, p in pairs:
        similarity[g, p] = sim
    for (g, p), value in (extra or {}).items():
        similarity[g, p] = value
    kept = tuple((g, p) for g, p in sorted(pairs) if similarity[g, p] >= 0.8)
    return Alignment(similarity, tuple(sorted(pairs)), kept, 0.8)


def test_a_swapped_dependency_is_a_strong_reordering_finding():
    golden = from_texts(["check health", "decide", "roll back", "report"])
    candidate = from_texts(["check health", "roll back", "decide", "report"])
    alignment = alignment_of([(0, 0), (1, 2), (2, 1), (3, 3)], 4, 4)
    findings = precedence_violations(alignment, golden, candidate)
    assert [(f.golden_step, f.strong) for f in findings] == [("3", True)]
    assert "step 3 (roll back) now runs before step 2 (decide)" in findings[0].summary
    assert finding_scores(findings, golden, candidate)["order_consistency"] < 1.0


def test_parallel_steps_may_run_in_any_order():
    golden = from_texts(["a", "b", "c"], [("1", "3"), ("2", "3")])  # a and b independent
    candidate = from_texts(["b", "a", "c"])
    alignment = alignment_of([(0, 1), (1, 0), (2, 2)], 3, 3)
    assert precedence_violations(alignment, golden, candidate) == []


def test_an_unpartnered_new_step_is_added_strong_when_unlike_anything():
    golden = from_texts(["build", "test", "deploy"])
    candidate = from_texts(["build", "test", "drop the production database", "deploy"])
    alignment = alignment_of([(0, 0), (1, 1), (2, 3)], 3, 4, extra={(2, 2): 0.2})
    findings = novel_steps(alignment, golden, candidate, 0.55)
    assert [(f.candidate_step, f.strong) for f in findings] == [("3", True)]


def test_a_reworded_replacement_is_not_an_added_step():
    golden = from_texts(["build", "test"])
    candidate = from_texts(["build", "exercise the suite"])
    alignment = alignment_of([(0, 0), (1, 1)], 2, 2, extra={(1, 1): 0.6})
    assert novel_steps(alignment, golden, candidate, 0.55) == []


def test_merged_identifiers_are_explained_not_drift():
    golden = from_texts(["run terraform plan", "run terraform apply", "notify #ops"])
    candidate = from_texts(["run terraform plan; then run terraform apply", "notify #ops"])
    alignment = alignment_of([(0, 0), (2, 1)], 3, 2)
    assert identifier_drifts(alignment, golden, candidate, 0.55) == []


def test_a_replacement_below_tau_align_is_still_strong_and_a_removal_weak():
    golden = from_texts(["deploy to us-east-1"])
    candidate = from_texts(["deploy to eu-west-1"])
    findings = identifier_drifts(alignment_of([(0, 0)], 1, 1, sim=0.7), golden, candidate, 0.55)
    assert [(f.removed, f.added, f.strong) for f in findings] == [
        (("us-east-1",), ("eu-west-1",), True)]
    dropped = from_texts(["deploy"])
    findings = identifier_drifts(alignment_of([(0, 0)], 1, 1, sim=0.7), golden, dropped, 0.55)
    assert [(f.removed, f.strong) for f in findings] == [(("us-east-1",), False)]


GOLDEN = GoldenRecord("g1", ("go to countertop 1", "take mug 2 from countertop 1",
                             "run terraform plan", "put mug in sink"),
                      (("START", "1"), ("1", "2"), ("2", "3"), ("3", "4"), ("4", "END")))


@pytest.mark.parametrize("kind", ["reordered", "added", "swapped"])
def test_offline_generators_pass_their_static_checks(kind):
    nodes, edges = beyond_variant(GOLDEN, kind, ["open the fridge", "go to drawer 3"], seed=1)
    assert check_beyond(GOLDEN, kind, nodes, edges) == []
    assert nodes != list(GOLDEN.nodes)


def test_swaps_prefer_dangerous_subcommands():
    assert swap_identifier("run terraform plan", random.Random(0)) == "run terraform destroy"
    assert swap_identifier("take answer action", random.Random(0)) is None


def test_static_checks_catch_a_bad_swap():
    nodes = ["go to countertop 9", "take mug 7 from countertop 1", "run terraform plan",
             "put mug in sink"]
    assert check_beyond(GOLDEN, "swapped", nodes, [list(e) for e in GOLDEN.edges])


def test_wfgate_perturb_makes_the_beyond_paper_variants_offline(tmp_path):
    import json

    from wfgate.cli import main

    goldens = tmp_path / "goldens.jsonl"
    goldens.write_text(json.dumps(GOLDEN.to_json()) + "\n" + json.dumps(GoldenRecord(
        "g2", ("open the fridge", "take milk", "close the fridge", "pour milk into cup 2"),
        (("START", "1"), ("1", "2"), ("2", "3"), ("3", "4"), ("4", "END"))).to_json()) + "\n")
    out = tmp_path / "corpus"
    code = main(["perturb", "--goldens", str(goldens), "--out", str(out), "--offline",
                 "--types", "reordered,added,swapped", "--quiet"])
    assert code == 0
    variants = [json.loads(line) for line in (out / "variants.jsonl").read_text().splitlines()]
    assert sorted((v["golden_id"], v["type"]) for v in variants) == [
        ("g1", "added"), ("g1", "reordered"), ("g1", "swapped"),
        ("g2", "added"), ("g2", "reordered"), ("g2", "swapped")]
    assert all(v["generator"]["kind"] == "offline" for v in variants)


def test_a_new_step_resembling_a_partnered_one_is_a_weak_addition_and_a_repeat_is_none():
    golden = from_texts(["take a backup", "wait a day, then drop the old table"])
    close = from_texts(["take a backup", "drop the old table right away",
                        "wait a day, then drop the old table"])
    alignment = alignment_of([(0, 0), (1, 2)], 2, 3, extra={(1, 1): 0.9})
    assert [(f.candidate_step, f.strong) for f in novel_steps(alignment, golden, close, 0.55)] \
        == [("2", False)]
    repeat = from_texts(["take a backup", "Take a  backup", "wait a day, then drop the old table"])
    alignment = alignment_of([(0, 0), (1, 2)], 2, 3, extra={(0, 1): 1.0})
    assert novel_steps(alignment, golden, repeat, 0.55) == []
