"""The registry (wfgate.modes) is the one list of modes and metrics: the config's defaults,
the findings' scores, calibration and the judge read it, and the judge's pass threshold is a
key of its own."""

from __future__ import annotations

import pytest

from wfgate.config import DEFAULTS, PROFILES, ConfigError, build_config, load_config
from wfgate.metrics.findings import finding_scores
from wfgate.modes import (
    FINDING_MODE_NAMES,
    METRIC_NAMES,
    MODE_NAMES,
    MODES,
    metric,
    mode,
    mode_of_regression,
)
from wfgate.workflow import from_texts


def test_every_mode_has_a_title_a_label_and_a_gate_over_registered_metrics():
    assert len(set(MODE_NAMES)) == len(MODES) == 8
    for spec in MODES:
        assert spec.title and spec.label and spec.regressions
        assert set(spec.needs) <= set(METRIC_NAMES), spec.name
        assert set(spec.lazy) <= set(spec.needs), spec.name
        assert (spec.gate.strong is None) == (spec.strong_metric is None), spec.name
        if spec.strong_metric:
            assert metric(spec.strong_metric).family == "findings"
            assert metric(str(spec.finding_metric)).family == "findings"
    assert mode("description_changes").lazy == ("bertscore",)
    assert metric("bertscore").stage == "bertscore" and metric("bleu").stage == "lexical"
    with pytest.raises(KeyError, match="known: missing_steps"):
        mode("missing")


def test_each_variant_type_regresses_one_mode():
    types = [t for spec in MODES for t in spec.regressions]
    assert len(types) == len(set(types))
    assert mode_of_regression("swapped").name == "tool_drift"
    assert mode_of_regression("paraphrase") is None


def test_the_config_defaults_are_the_registry():
    assert list(DEFAULTS["modes"]) == list(MODE_NAMES)
    assert DEFAULTS["modes"] == {m.name: m.gate.to_config() for m in MODES}
    paper = build_config({"profile": "paper"}, "x")
    for spec in MODES:
        got = paper.modes[spec.name]
        assert (got.rule, got.band, got.strong) == (spec.gate.rule, spec.gate.band,
                                                    spec.gate.strong)
        assert got.primary.metrics == spec.gate.primary.metrics
        assert got.secondary.threshold == spec.gate.secondary.threshold
        assert got.strong_metric == spec.strong_metric
    assert set(PROFILES["fast-calibrated"]["modes"]) <= set(MODE_NAMES)


def test_the_findings_scores_are_named_by_the_registry():
    golden = from_texts(["Check disk", "Delete old logs", "Restart service"])
    scores = finding_scores([], golden, golden)
    expected = {n for name in FINDING_MODE_NAMES
                for n in (mode(name).finding_metric, mode(name).strong_metric)}
    assert set(scores) == expected and set(scores.values()) == {1.0}


def test_a_weak_findings_mode_says_so_through_its_declared_strong_metric():
    from wfgate.gate import decide

    added = build_config({}, "x").modes["added_steps"]
    assert added.reads_strong_findings
    verdict = decide(added, {"step_precision": 0.8, "step_precision_strong": 1.0})
    assert verdict.verdict == "ambiguous" and "only weak findings" in verdict.reason
    missing = build_config({}, "x").modes["missing_steps"]
    assert not missing.reads_strong_findings


@pytest.mark.parametrize(("text", "path"), [
    ("judge: {enabled: false, bogus_key: 1}\n", "judge.bogus_key"),
    ("judge: {budget: {calls: 3}}\n", "judge.budget.calls"),
    ("judge: {band: 0.1}\n", "judge.band"),
    ("perturb: {modle: gpt-4o}\n", "perturb.modle"),
    ("limits: {max_stepz: 3}\n", "limits.max_stepz"),
    ("modes: {reordering: {strongg: 0.1}}\n", "modes.reordering.strongg"),
    ("overrides: [{paths: [a], modes: {tool_drift: {rul: joint}}}]\n",
     "overrides[0].modes.tool_drift.rul"),
    ("overrides: [{path: [a], modes: {}}]\n", "overrides[0].path"),
    ("encoder: {modle: x}\n", "encoder.modle"),
])
def test_unknown_keys_are_named_with_the_file_and_the_dotted_path(tmp_path, text, path):
    config = tmp_path / "thresholds.yaml"
    config.write_text("version: 1\n" + text)
    with pytest.raises(ConfigError) as caught:
        load_config(config)
    assert caught.value.path == str(config)
    assert caught.value.message.startswith(f"unknown key '{path}'")


def test_the_judge_reads_its_own_pass_threshold_key():
    config = build_config({"judge": {"pass_threshold": 0.8}}, "x")
    assert config.judge.pass_threshold == 0.8
    # the missing-steps secondary keeps its own key (old files still work)
    old = build_config({"modes": {"missing_steps": {"secondary": {"threshold": 0.9}}}}, "x")
    assert old.modes["missing_steps"].secondary.threshold == 0.9
    assert old.judge.pass_threshold == 0.6
    assert config.sha256 != build_config({}, "x").sha256
