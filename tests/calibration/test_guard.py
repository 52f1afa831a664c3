"""Calibration cannot make things worse: a threshold moves only when the corpus has variants of
both kinds for it, and every mode left as it was is named."""

from __future__ import annotations

import random

from wfgate.calibration.calibrate import calibrate, profile_entry
from wfgate.config import build_config


def _row(kind: str, percent: int, rng: random.Random) -> dict:
    severity = {10: 0.1, 30: 0.3, 50: 0.5}[percent]
    f1 = 1 - severity + rng.uniform(-0.03, 0.03)
    lexical = 0.9 - severity if kind != "description" else 0.9 - severity * 0.8
    return {"golden_id": f"g{rng.random()}", "type": kind, "percent": percent, "error": None,
            "metrics": {"graph_f1": f1, "chain_f1": f1, "kendall_tau": f1 - 0.1,
                        "bleu": lexical, "gleu": lexical,
                        "bertscore": 0.9 if kind == "description" else 0.3,
                        "step_coverage": f1, "judge": None}}


def _rows(kinds: tuple[str, ...]) -> list[dict]:
    rng = random.Random(7)
    return [_row(k, p, rng) for k in kinds for p in (10, 30, 50) for _ in range(20)]


def test_an_offline_corpus_leaves_description_changes_and_the_beyond_modes_alone():
    base = build_config({"profile": "paper"}, "paper")
    result = calibrate(_rows(("missing", "compressed")), base, target_miss=0.05,
                       target_false_alarm=0.05)
    assert set(result.skipped) == {"description_changes", "reordering", "added_steps",
                                   "tool_drift", "lost_dependencies", "critical_steps"}
    assert result.config.modes["description_changes"] == base.modes["description_changes"]
    for name in ("reordering", "added_steps", "tool_drift", "lost_dependencies",
                 "critical_steps"):
        assert result.config.modes[name] == base.modes[name]
    assert "description_changes" not in profile_entry(result, base)["modes"]
    assert result.config.modes["missing_steps"].primary.threshold != \
        base.modes["missing_steps"].primary.threshold


def test_a_corpus_without_regressions_of_a_type_keeps_its_threshold():
    base = build_config({"profile": "paper"}, "paper")
    rows = [r for r in _rows(("missing", "compressed", "description"))
            if not (r["type"] == "compressed" and r["percent"] >= 30)]
    result = calibrate(rows, base, target_miss=0.05, target_false_alarm=0.05)
    assert "compressed_steps" in result.skipped
    assert result.config.modes["compressed_steps"].primary == \
        base.modes["compressed_steps"].primary
    # Rewordings are benign by design: no corpus calibrates the description-changes gate.
    assert "description_changes" in result.skipped
    assert result.config.modes["description_changes"] == base.modes["description_changes"]


def _moved(result, base, name: str, threshold: float):
    """``result`` with one mode's primary threshold set by hand (a bad calibration)."""
    import copy
    import dataclasses

    modes = copy.deepcopy(result.modes)
    modes[name]["primary"]["threshold"] = threshold
    raw = copy.deepcopy(base.raw) | {"modes": modes}
    return dataclasses.replace(result, modes=modes, config=build_config(raw, base.source))


def test_a_move_the_held_out_rows_show_to_be_worse_is_refused():
    """The audit's case: compressed steps' Kendall's tau moved to 0.049 switches the gate off;
    on held-out rows its compressed 30/50 % variants then pass. The guard keeps the input
    threshold and says why; a move that is not worse is kept."""
    from wfgate.calibration.calibrate import rescored
    from wfgate.calibration.guard import guard

    base = build_config({"profile": "fast"}, "fast")
    rows = _rows(("missing", "compressed"))
    result = calibrate(rows, base, target_miss=0.05, target_false_alarm=0.05)
    bad = _moved(result, base, "compressed_steps", 0.049)
    held_out = _rows(("missing", "compressed"))
    kept, refused = guard(bad, base, held_out, target_miss=0.05, target_false_alarm=0.05,
                          rescored=rescored)
    assert "compressed_steps" in refused and "overshoot" in refused["compressed_steps"]
    assert kept.config.modes["compressed_steps"] == base.modes["compressed_steps"]
    assert "compressed_steps" not in profile_entry(kept, base)["modes"]
    assert "missing_steps" not in refused  # the good move stays
    assert kept.config.modes["missing_steps"] == result.config.modes["missing_steps"]


def test_a_move_the_held_out_rows_cannot_check_is_refused():
    from wfgate.calibration.calibrate import rescored
    from wfgate.calibration.guard import guard

    base = build_config({"profile": "fast"}, "fast")
    result = calibrate(_rows(("missing", "compressed")), base, target_miss=0.05,
                       target_false_alarm=0.05)
    only_missing = [r for r in _rows(("missing",))]
    _, refused = guard(result, base, only_missing, target_miss=0.05, target_false_alarm=0.05,
                       rescored=rescored)
    assert "cannot be checked" in refused["compressed_steps"]


def test_fewer_variants_than_needed_move_nothing():
    base = build_config({"profile": "paper"}, "paper")
    rows = _rows(("missing", "compressed"))[::4]  # 5 per cell: 10 regressions per mode
    result = calibrate(rows, base, target_miss=0.05, target_false_alarm=0.05)
    for name in ("missing_steps", "compressed_steps"):
        assert "fewer than the 20 of each needed" in result.skipped[name]
        assert result.config.modes[name] == base.modes[name]
    loose = calibrate(rows, base, target_miss=0.05, target_false_alarm=0.05, min_variants=5)
    assert "missing_steps" not in loose.skipped
