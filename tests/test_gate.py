"""The gate's decisions: thresholds, bands, disagreement, the joint rule, the judge seam."""

from __future__ import annotations

import pytest

from wfgate.config import build_config
from wfgate.gate import decide, needs_secondary, settle, workflow_verdict
from wfgate.judge import JudgeOutcome

CONFIG = build_config({"profile": "paper"}, "paper")
MISSING = CONFIG.modes["missing_steps"]
COMPRESSED = CONFIG.modes["compressed_steps"]
DESCRIPTION = CONFIG.modes["description_changes"]


def metrics(**values):
    base = dict.fromkeys(("graph_f1", "chain_f1", "bleu", "gleu", "bertscore", "kendall_tau",
                          "judge"))
    base.update(values)
    return base


@pytest.mark.parametrize(("graph", "chain", "expected"), [
    (1.0, 1.0, "pass"), (0.9, 0.85, "pass"), (0.6, 0.9, "fail"), (0.5, 0.5, "fail"),
    (0.77, 0.9, "ambiguous"), (0.74, 0.74, "ambiguous"),
])
def test_missing_steps_uses_the_lower_structural_f1(graph, chain, expected):
    verdict = decide(MISSING, metrics(graph_f1=graph, chain_f1=chain))
    assert verdict.verdict == expected
    assert verdict.primary.value == min(graph, chain)


def test_without_a_judge_the_missing_steps_secondary_is_not_configured():
    verdict = decide(MISSING, metrics(graph_f1=0.74, chain_f1=0.74))
    assert verdict.secondary.status == "not-configured"
    assert verdict.provisional == "fail" and verdict.confirmed is False


def test_compressed_steps_is_ambiguous_when_structure_disagrees():
    # tau says compressed, structure says fine: the secondary disagrees.
    verdict = decide(COMPRESSED, metrics(kendall_tau=0.3, graph_f1=0.95, chain_f1=0.95))
    assert verdict.verdict == "ambiguous" and verdict.provisional == "fail"
    clear = decide(COMPRESSED, metrics(kendall_tau=0.3, graph_f1=0.5, chain_f1=0.5))
    assert clear.verdict == "fail" and clear.confirmed


def test_description_changes_joint_breach_rule():
    reworded = metrics(bleu=0.3, gleu=0.35, bertscore=0.8)
    assert decide(DESCRIPTION, reworded).verdict == "pass"
    moved = metrics(bleu=0.3, gleu=0.35, bertscore=0.05)
    assert decide(DESCRIPTION, moved).verdict == "fail"
    near = metrics(bleu=0.3, gleu=0.35, bertscore=0.27)
    assert decide(DESCRIPTION, near).verdict == "ambiguous"


def test_bertscore_is_only_needed_when_the_wording_moved():
    assert not needs_secondary(DESCRIPTION, metrics(bleu=0.9, gleu=0.9))
    assert needs_secondary(DESCRIPTION, metrics(bleu=0.72, gleu=0.9))  # within the band
    assert not needs_secondary(MISSING, metrics(graph_f1=0.1, chain_f1=0.1))
    assert decide(DESCRIPTION, metrics(bleu=0.9, gleu=0.9)).verdict == "pass"
    assert decide(DESCRIPTION, metrics(bleu=0.5, gleu=0.5)).verdict == "not-run"


def test_a_missing_primary_is_not_run_never_pass():
    assert decide(MISSING, metrics()).verdict == "not-run"


def test_the_judge_confirms_or_clears_only_ambiguous_cases():
    ambiguous = decide(MISSING, metrics(graph_f1=0.74, chain_f1=0.9))
    cleared = settle(ambiguous, JudgeOutcome(status="ok", score=0.9, votes=(5, 4, 4)), 0.6)
    assert cleared.verdict == "pass" and cleared.confirmed
    confirmed = settle(ambiguous, JudgeOutcome(status="ok", score=0.2), 0.6)
    assert confirmed.verdict == "fail" and confirmed.confirmed


def test_the_judge_never_overturns_a_clear_fail():
    clear = decide(MISSING, metrics(graph_f1=0.3, chain_f1=0.3))
    assert settle(clear, JudgeOutcome(status="ok", score=1.0), 0.6).verdict == "fail"


def test_a_judge_fault_leaves_the_case_unconfirmed_with_the_reason():
    ambiguous = decide(MISSING, metrics(graph_f1=0.74, chain_f1=0.9))
    after = settle(ambiguous, JudgeOutcome(status="error", error="HTTP 500 from the endpoint"),
                   0.6)
    assert after.verdict == "ambiguous" and not after.confirmed
    assert "HTTP 500" in after.reason


@pytest.mark.parametrize(("policy", "provisional", "expected"), [
    ("neutral", "fail", "fail"), ("neutral", "pass", "pass"),
    ("fail", "pass", "fail"), ("pass", "fail", "pass"),
])
def test_unconfirmed_cases_follow_on_judge_unavailable(policy, provisional, expected):
    graph = 0.74 if provisional == "fail" else 0.76
    modes = {"missing_steps": decide(MISSING, metrics(graph_f1=graph, chain_f1=graph))}
    assert modes["missing_steps"].provisional == provisional
    assert workflow_verdict(modes, policy) == expected


def test_any_failed_mode_fails_the_workflow():
    modes = {"missing_steps": decide(MISSING, metrics(graph_f1=1.0, chain_f1=1.0)),
             "compressed_steps": decide(COMPRESSED, metrics(kendall_tau=0.1, graph_f1=0.5,
                                                            chain_f1=0.5))}
    assert workflow_verdict(modes, "pass") == "fail"


def test_per_path_overrides_make_critical_workflows_stricter():
    config = build_config({"profile": "paper", "overrides": [
        {"paths": ["incident/**"], "modes": {"missing_steps": {"primary": {"threshold": 0.95},
                                                              "band": 0.0}}}]}, "t.yaml")
    values = metrics(graph_f1=0.9, chain_f1=0.9)
    assert decide(config.modes_for("deploy/x")["missing_steps"], values).verdict == "pass"
    assert decide(config.modes_for("incident/db/failover")["missing_steps"],
                  values).verdict == "fail"


def test_weak_findings_only_are_ambiguous_with_a_readable_reason():
    drift = CONFIG.modes["tool_drift"]
    verdict = decide(drift, metrics(identifier_consistency=0.88,
                                    identifier_consistency_strong=1.0))
    # a removal or addition alone leans pass: a judge looks, a judge-less run passes it
    assert verdict.verdict == "ambiguous" and verdict.provisional == "pass"
    assert verdict.reason == "only weak findings (thin evidence): a judge should confirm them"
    strong = decide(drift, metrics(identifier_consistency=0.88,
                                   identifier_consistency_strong=0.88))
    assert strong.verdict == "fail"
