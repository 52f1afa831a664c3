"""The runbook modes end to end (real MiniLM encoder, the default profile, no judge) on a
made-up deploy runbook in the ``Node:`` text format: a dropped guard fails, a lost dependency
fails, a split passes, a dropped ordinary step passes unless the configuration marks it
critical for that path."""

from __future__ import annotations

import json
from itertools import pairwise

import pytest

from wfgate.config import build_config
from wfgate.pairing import Pair
from wfgate.pipeline import check
from wfgate.report import render

STEPS = {
    "1": "Open change CHG-9 for the checkout release",
    "2": "Build the checkout container image for build 77",
    "3": "Get approval from the release manager in #releases",
    "4": "Deploy build 77 of checkout to production and tag the release as v77",
    "5": "Watch the checkout error rate for 15 minutes",
    "6": "Post the release notes for build 77 in #releases",
    "7": "Send the weekly release digest to the product team",
    "8": "Close change CHG-9",
}


def node_text(steps: list[str], edges: list[tuple[str, str]]) -> bytes:
    lines = ["Node:", *(f"{i}: {text}" for i, text in enumerate(steps, 1)),
             "Edge: " + " ".join(f"({a},{b})" for a, b in edges)]
    return "\n".join(lines).encode()


def chain(size: int) -> list[tuple[str, str]]:
    return list(pairwise(["START", *(str(i) for i in range(1, size + 1)), "END"]))


def steps(keys: str) -> list[str]:
    return [STEPS[k] for k in keys]


GOLDEN = node_text(steps("12345678"), chain(8))
VARIANTS = {
    "dropped-watch": node_text(steps("1234678"), chain(7)),
    "dropped-notes": node_text(steps("1234578"), chain(7)),
    "split": node_text([*steps("123"), "Deploy build 77 of checkout to production",
                        "Tag the checkout release as v77", *steps("5678")], chain(9)),
    # the deploy no longer waits for the approval: 2 -> 3, 2 -> 4, 3 -> 5, 4 -> 5
    "unapproved": node_text(steps("12345678"),
                            [("START", "1"), ("1", "2"), ("2", "3"), ("2", "4"), ("3", "5"),
                             ("4", "5"), ("5", "6"), ("6", "7"), ("7", "8"), ("8", "END")]),
}


@pytest.fixture(scope="module")
def run(fast_engines):
    config = build_config({"overrides": [{"paths": ["strict/**"],
                                          "critical": {"steps": ["6"]}}]}, "test config")
    pairs = [Pair(f"{where}/{name}", "golden.txt", f"{name}.txt", GOLDEN, text)
             for where in ("team", "strict") for name, text in VARIANTS.items()]
    return check(pairs, config, engines=fast_engines)


@pytest.fixture(scope="module")
def report(run):
    return {w["id"]: w for w in run.to_json()["workflows"]}


def failing(workflow: dict) -> set[str]:
    return {m for m, v in workflow["modes"].items() if v["verdict"] == "fail"}


def test_a_dropped_health_watch_fails_as_a_critical_step(report):
    workflow = report["team/dropped-watch"]
    assert workflow["verdict"] == "fail" and "critical_steps" in failing(workflow)
    finding = next(f for f in workflow["findings"] if f["mode"] == "critical_steps")
    assert finding["golden_step"] == "5" and finding["strong"]


def test_the_comment_names_a_dropped_guard_once_as_critical_not_again_as_missing(run):
    markdown = render(run, "markdown")
    look = markdown.split("### What to look at", 1)[1].split("\n| Workflow", 1)[0]
    lines = [line for line in look.splitlines() if "`team/dropped-watch`" in line]
    assert len(lines) == 1 and "critical step 5 is missing" in lines[0]
    # an ordinary dropped step that the configuration marks critical is named once too
    assert sum("`strict/dropped-notes`" in line for line in look.splitlines()) == 1


def test_a_deploy_that_no_longer_waits_for_its_approval_fails(report):
    workflow = report["team/unapproved"]
    assert failing(workflow) == {"lost_dependencies"}
    finding = next(f for f in workflow["findings"] if f["mode"] == "lost_dependencies")
    assert (finding["golden_step"], finding["related_step"]) == ("4", "3")
    assert "no longer waits for step 3" in finding["summary"]


def test_a_split_step_passes_and_the_diff_shows_it(report):
    workflow = report["team/split"]
    assert workflow["verdict"] == "pass"
    split = [d for d in workflow["diff"]["steps"] if d["kind"] == "split"]
    assert [(d["golden"]["id"], [c["id"] for c in d["candidates"]]) for d in split] \
        == [("4", ["4", "5"])]
    assert not [d for d in workflow["diff"]["steps"] if d["kind"] == "extra"]


def test_an_ordinary_dropped_step_passes_unless_the_path_marks_it_critical(report):
    assert report["team/dropped-notes"]["verdict"] == "pass"
    strict = report["strict/dropped-notes"]
    assert "critical_steps" in failing(strict)
    assert "marked critical" in next(f["summary"] for f in strict["findings"]
                                     if f["mode"] == "critical_steps")



YAML_GOLDEN = "steps:\n" + "".join(
    f"  - id: s{k}\n    description: {STEPS[k]}\n" + ("    critical: true\n" if k == "7" else "")
    for k in "12345678")
JSON_GOLDEN = json.dumps({"nodes": [
    {"id": str(i), "description": STEPS[k], **({"critical": True} if k == "7" else {})}
    for i, k in enumerate("12345678", 1)], "edges": [list(e) for e in chain(8)]})


def yaml_steps(keys: str) -> str:
    return "steps:\n" + "".join(f"  - id: s{k}\n    description: {STEPS[k]}\n" for k in keys)


def test_a_step_marked_critical_in_yaml_or_json_fails_when_dropped(fast_engines):
    config = build_config({}, "test config")
    without = "1234568"  # the digest to the product team (step 7) dropped: no guard
    pairs = [Pair("yaml/marked", "g.yaml", "c.yaml", YAML_GOLDEN.encode(),
                  yaml_steps(without).encode()),
             Pair("yaml/plain", "g.yaml", "c.yaml", yaml_steps("12345678").encode(),
                  yaml_steps(without).encode()),
             Pair("json/marked", "g.json", "c.txt", JSON_GOLDEN.encode(),
                  node_text(steps(without), chain(7)))]
    result = {w["id"]: w for w in check(pairs, config, engines=fast_engines).to_json()["workflows"]}
    assert result["yaml/plain"]["verdict"] == "pass"
    for marked in ("yaml/marked", "json/marked"):
        workflow = result[marked]
        assert "critical_steps" in failing(workflow), marked
        finding = next(f for f in workflow["findings"] if f["mode"] == "critical_steps")
        assert "marked critical" in finding["summary"]


def test_split_halves_are_joined_at_the_first_half_s_place():
    from wfgate.alignment import Split
    from wfgate.pipeline.scorer import split_halves_joined

    texts = ["a", "b1", "b2", "c", "d1", "x", "d2"]
    splits = [Split(1, (1, 2)), Split(3, (4, 6))]
    assert split_halves_joined(texts, splits) == ["a", "b1 b2", "c", "d1 d2", "x"]
    assert split_halves_joined(texts, []) == texts


def test_bertscore_reads_a_split_step_as_one_step(fast_engines):
    """BERTScore pairs steps by their place: with the first step split in two, every later
    pair would compare two different steps; the halves joined, each pair is one step again."""
    golden = [STEPS[k] for k in "12345678"]
    halves = ["Open change CHG-9", "It covers the checkout release"]
    candidate = [*halves, *golden[1:]]
    config = build_config({}, "test config")
    result = check([Pair("split-first", "g.txt", "c.txt", node_text(golden, chain(8)),
                         node_text(candidate, chain(9)))], config, all_metrics=True,
                   engines=fast_engines).to_json()["workflows"][0]
    scorer = fast_engines.bert_scorer()
    joined, listed = scorer.score_many([(golden, [" ".join(halves), *golden[1:]]),
                                        (golden, candidate)])
    split = [d for d in result["diff"]["steps"] if d["kind"] == "split"]
    assert [(d["golden"]["id"], [c["id"] for c in d["candidates"]]) for d in split] \
        == [("1", ["1", "2"])]
    assert result["metrics"]["bertscore"] == pytest.approx(joined, abs=1e-4)
    assert joined > listed + 0.2
