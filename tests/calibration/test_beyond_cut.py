"""The strong/weak cut of the modes beyond the paper: a config value, calibrated only when the
corpus has the mode's own variants and benign ones, and loaded from both corpus spellings."""

from __future__ import annotations

import json
import random

import numpy as np
import pytest

import wfgate.pipeline
from wfgate.alignment import Alignment
from wfgate.calibration.calibrate import calibrate, profile_entry, rescored, uncalibratable
from wfgate.calibration.corpus import load_corpus
from wfgate.calibration.thresholds import choose_cut
from wfgate.cli import main
from wfgate.config import ConfigError, build_config, load_config
from wfgate.errors import InputError
from wfgate.metrics.findings import find_all, identifier_drifts, novel_steps
from wfgate.perturb.beyond import beyond_variant
from wfgate.perturb.offline import CannotPerturb
from wfgate.workflow import from_texts

PAPER = build_config({"profile": "paper"}, "paper")


def _row(kind: str, percent: int, rng: random.Random, evidence: dict | None = None) -> dict:
    """A scored row: paper metrics from the severity, findings' evidence as given."""
    severity = {0: 0.0, 10: 0.1, 30: 0.3, 50: 0.5}[percent]
    f1 = 1 - severity + rng.uniform(-0.03, 0.03)
    lexical = 0.9 - severity if kind != "description" else 0.9 - severity * 0.8
    found = {mode: {"size": 10, "evidence": list((evidence or {}).get(mode, []))}
             for mode in ("reordering", "added_steps", "tool_drift")}
    metrics = {"graph_f1": f1, "chain_f1": f1, "kendall_tau": f1 - 0.1, "bleu": lexical,
               "gleu": lexical, "bertscore": 0.9 if kind == "description" else 0.3,
               "step_coverage": f1, "judge": None}
    for mode, metric in (("reordering", "order_consistency"), ("added_steps", "step_precision"),
                         ("tool_drift", "identifier_consistency")):
        metrics[metric] = 1 - len(found[mode]["evidence"]) / 10
        metrics[f"{metric}_strong"] = 1.0  # stale on purpose: rescored() recomputes it
    return {"golden_id": f"g{rng.random()}", "type": kind, "percent": percent, "error": None,
            "metrics": metrics, "evidence": found}


def _paper_rows(rng: random.Random, benign_evidence=None) -> list[dict]:
    """missing/compressed/description at 10/30/50 %; benign rows get ``benign_evidence``."""
    rows = []
    for kind in ("missing", "compressed", "description"):
        for percent in (10, 30, 50):
            for i in range(20):
                benign = percent == 10 or kind == "description"
                extra = benign_evidence(i) if benign and benign_evidence else None
                rows.append(_row(kind, percent, rng, extra))
    return rows


def test_reorder_findings_on_benign_variants_raise_the_reordering_cut():
    rng = random.Random(3)
    # rewordings and mild edits: order findings 0.08-0.12 above tau_align (strong at 0.05)
    rows = _paper_rows(rng, lambda i: {"reordering": [0.08 + 0.002 * i]} if i < 12 else {})
    rows += [_row("reorder", 0, rng, {"reordering": [0.15 + 0.002 * i]}) for i in range(20)]
    result = calibrate(rows, PAPER, target_miss=0.05, target_false_alarm=0.05)
    assert "reordering" not in result.skipped
    cut = result.config.modes["reordering"].strong
    assert PAPER.modes["reordering"].strong == 0.05
    assert 0.102 < cut <= 0.15  # above every benign finding, at or below every regression
    assert result.choices["reordering.strong"].false_alarm == 0.0
    assert profile_entry(result, PAPER)["modes"]["reordering"] == {"strong": cut}


def test_regressions_with_different_kind_identifiers_lower_the_tool_drift_cut():
    rng = random.Random(4)
    rows = _paper_rows(rng, lambda i: {"tool_drift": [0.0]} if i % 3 == 0 else {})
    rows += [_row("wrong_tool", 0, rng, {"tool_drift": [0.5]}) for _ in range(15)]
    rows += [_row("wrong_tool", 0, rng, {"tool_drift": [1.0]}) for _ in range(5)]
    result = calibrate(rows, PAPER, target_miss=0.05, target_false_alarm=0.05)
    cut = result.config.modes["tool_drift"].strong
    assert 0.0 < cut <= 0.5  # both-sides drifts become strong, one-side ones stay weak
    # the calibrated cut changes what the gate decides on the rescored rows
    after = rescored([rows[-20]], result.config)[0]["metrics"]
    before = rescored([rows[-20]], PAPER)[0]["metrics"]
    assert after["identifier_consistency_strong"] < 1.0 == before["identifier_consistency_strong"]


@pytest.mark.parametrize("drop", ["regressions", "benign"])
def test_a_corpus_with_one_kind_keeps_the_cut_and_names_the_mode(drop):
    rng = random.Random(5)
    rows = _paper_rows(rng, lambda i: {"tool_drift": [0.0]})
    rows += [_row("swapped", 0, rng, {"tool_drift": [0.5]}) for _ in range(20)]
    if drop == "regressions":
        rows = [r for r in rows if r["type"] != "swapped"]
    else:
        rows = [r for r in rows if r["type"] == "swapped"
                or (r["type"] == "missing" and r["percent"] >= 30)]
    result = calibrate(rows, PAPER, target_miss=0.05, target_false_alarm=0.05)
    assert "tool_drift" in result.skipped and "strong/weak cut is kept" in \
        result.skipped["tool_drift"]
    assert result.config.modes["tool_drift"] == PAPER.modes["tool_drift"]
    assert "tool_drift" not in profile_entry(result, PAPER)["modes"]


def test_rows_without_evidence_leave_the_cut_alone():
    rng = random.Random(6)
    rows = _paper_rows(rng) + [_row("added", 0, rng, {"added_steps": [0.9]}) for _ in range(5)]
    for row in rows:
        row["evidence"] = None
    assert "no finding evidence" in uncalibratable(rows)["added_steps"]


def test_beyond_rows_do_not_move_the_paper_thresholds():
    rng = random.Random(7)
    rows = _paper_rows(rng)
    alone = calibrate(rows, PAPER, target_miss=0.05, target_false_alarm=0.05)
    # percent-less beyond variants whose paper metrics look like heavy regressions
    extra = [_row("added", 50, rng, {"added_steps": [0.9]}) | {"percent": 0}
             for _ in range(30)]
    both = calibrate(rows + extra, PAPER, target_miss=0.05, target_false_alarm=0.05)
    for name in ("missing_steps", "compressed_steps", "description_changes"):
        assert both.config.modes[name] == alone.config.modes[name]


def test_choose_cut_reads_at_or_above_as_strong():
    choice = choose_cut([1.0, 1.0], [0.0, None], target_miss=0.0, target_false_alarm=0.0)
    assert 0.0 < choice.threshold <= 1.0 and (choice.miss, choice.false_alarm) == (0.0, 0.0)
    # targets conflict: the lower miss wins the tie of overshoots
    conflict = choose_cut([0.5], [0.5], target_miss=0.0, target_false_alarm=0.0)
    assert conflict.threshold <= 0.5 and conflict.miss == 0.0


def test_the_cut_is_a_validated_config_key_of_the_beyond_modes_only():
    config = build_config({"modes": {"tool_drift": {"strong": 0.5}}}, "t.yaml")
    assert config.modes["tool_drift"].strong == 0.5
    assert config.modes["reordering"].strong == 0.05
    assert config.modes["missing_steps"].strong is None
    with pytest.raises(ConfigError, match=r"modes\.tool_drift\.strong"):
        build_config({"modes": {"tool_drift": {"strong": 2}}}, "t.yaml")
    with pytest.raises(ConfigError, match=r"modes\.missing_steps\.strong"):
        build_config({"modes": {"missing_steps": {"strong": 0.5}}}, "t.yaml")


def _alignment(pairs, n_gold, n_cand, sim):
    similarity = np.full((n_gold, n_cand), 0.1)
    for g, p in pairs:
        similarity[g, p] = sim
    kept = tuple((g, p) for g, p in pairs if sim >= 0.8)
    return Alignment(similarity, tuple(pairs), kept, 0.8)


def test_findings_carry_evidence_and_follow_the_cut():
    golden = from_texts(["deploy to us-east-1"])
    # a region removed, a flag added: different kinds (a harmless flag: --force would turn the
    # deploy destructive, a strong swap of its own)
    both = from_texts(["deploy --wait"])
    weak = identifier_drifts(_alignment([(0, 0)], 1, 1, 0.9), golden, both, 0.55)
    assert [(f.evidence, f.strong) for f in weak] == [(0.5, False)]
    lowered = identifier_drifts(_alignment([(0, 0)], 1, 1, 0.9), golden, both, 0.55, cut=0.5)
    assert [f.strong for f in lowered] == [True]
    added = novel_steps(_alignment([(0, 0)], 1, 2, 0.9), golden,
                        from_texts(["deploy to us-east-1", "page the on-call"]), 0.55)
    assert [round(f.evidence, 3) for f in added] == [0.9] and added[0].strong
    strict = find_all(_alignment([(0, 0)], 1, 2, 0.9), golden,
                      from_texts(["deploy to us-east-1", "page the on-call"]), 0.55,
                      {"added_steps": 0.95})
    assert [f.strong for f in strict if f.mode == "added_steps"] == [False]


def test_the_loader_keeps_both_spellings_of_beyond_variants(tmp_path, slice_goldens):
    golden = slice_goldens[0]
    lines = [{"golden_id": golden.id, "type": kind, "nodes": list(golden.nodes),
              "edges": [list(e) for e in golden.edges]} | extra
             for kind, extra in (("reorder", {"percent": None}), ("wrong_tool", {}),
                                 ("added", {"percent": 0}), ("swapped", {"percent": 0}),
                                 ("shuffled", {"percent": 0}))]
    (tmp_path / "goldens.jsonl").write_text(json.dumps(golden.to_json()) + "\n")
    (tmp_path / "variants.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines))
    corpus = load_corpus(tmp_path)
    assert [(v.type, v.percent) for v in corpus.variants] == [
        ("reorder", 0), ("wrong_tool", 0), ("added", 0), ("swapped", 0)]
    (tmp_path / "variants.jsonl").write_text(json.dumps(lines[0] | {"type": "missing"}) + "\n")
    with pytest.raises(InputError, match=r"variants\.jsonl"):
        load_corpus(tmp_path)  # a paper variant still needs its percent


def test_calibrate_scores_offline_beyond_variants_and_writes_their_cut(
        slice_corpus, slice_goldens, tmp_path, monkeypatch, fast_engines, capsys):
    monkeypatch.setattr(wfgate.pipeline, "Engines", lambda config: fast_engines)
    pool = [t for g in slice_goldens for t in g.nodes]
    with (slice_corpus / "variants.jsonl").open("a") as handle:
        for golden in slice_goldens:
            for kind in ("reordered", "added", "swapped"):
                try:
                    nodes, edges = beyond_variant(golden, kind, pool, 0)
                except CannotPerturb:
                    continue
                handle.write(json.dumps({"golden_id": golden.id, "type": kind,
                                             "percent": 0, "nodes": nodes,
                                             "edges": edges}) + "\n")
    out, report_dir = tmp_path / "t.yaml", tmp_path / "r"
    assert main(["calibrate", "--corpus", str(slice_corpus), "--profile", "fast", "--split",
                 "none", "--report-dir", str(report_dir), "--out", str(out), "--quiet",
                 "--no-plots"]) == 0
    cache = next(report_dir.glob("metrics-*.jsonl")).read_text().splitlines()
    rows = [json.loads(line) for line in cache if "signature" not in line]
    beyond = [r for r in rows if r["type"] in ("reordered", "added", "swapped")]
    assert beyond and all(r["evidence"] for r in beyond)
    written = load_config(out)
    warned = capsys.readouterr().err
    for name in ("reordering", "added_steps", "tool_drift"):
        # calibrated (cut written) or named in a warning, never silently dropped
        assert (written.modes[name].strong is not None
                and f"{name} not calibrated" not in warned) or f"{name} not calibrated" in warned
    assert "strong/weak cut" in (report_dir / "report.md").read_text()
