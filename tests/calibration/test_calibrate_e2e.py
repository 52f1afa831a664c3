"""``wfgate calibrate`` end to end on the 3-golden slice with the MiniLM encoder."""

from __future__ import annotations

import pytest
import yaml

import wfgate.pipeline
from wfgate.cli import main
from wfgate.config import build_config, load_config


@pytest.fixture
def shared_engines(monkeypatch, fast_engines):
    """The session's loaded MiniLM encoder instead of a second model load."""
    monkeypatch.setattr(wfgate.pipeline, "Engines", lambda config: fast_engines)


def test_calibrate_writes_thresholds_report_plots_and_reuses_its_cache(
        slice_corpus, tmp_path, shared_engines, capsys) -> None:
    report_dir, out = tmp_path / "report", tmp_path / "t.yaml"
    args = ["calibrate", "--corpus", str(slice_corpus), "--profile", "fast", "--split", "none",
            "--report-dir", str(report_dir), "--out", str(out), "--quiet",
            "--min-variants", "1"]  # the slice is far too small for the default 20
    assert main(args) == 0
    config = load_config(out)
    assert config.encoder.model == "all-MiniLM-L6-v2"
    # Description changes have no regressions in any corpus: the file leaves them alone.
    assert set(yaml.safe_load(out.read_text())["modes"]) == {"missing_steps", "compressed_steps"}
    assert config.modes["description_changes"].secondary.threshold == 0.25
    printed = capsys.readouterr()
    assert "description_changes not calibrated" in printed.err
    report = (report_dir / "report.md").read_text()
    for heading in ("## Thresholds", "### Before: the input configuration",
                    "### After: the calibrated configuration", "(paper table 5)",
                    "**workflow fails**", "Band (all modes)"):
        assert heading in report
    assert sorted(p.name for p in report_dir.glob("*.png")) == [
        "compressed_steps.png", "description_changes.png", "missing_steps.png"]
    cache = list(report_dir.glob("metrics-*.jsonl"))
    assert len(cache) == 1 and len(cache[0].read_text().splitlines()) == 27 + 1
    assert "wrote" in printed.out
    # Second run: every row comes from the cache (no scoring), same thresholds.
    first = out.read_text()
    assert main([*args, "--target-miss", "0.05"]) == 0
    assert out.read_text() == first


def test_split_half_on_a_tiny_corpus_reports_on_the_other_half(slice_corpus, tmp_path,
                                                              shared_engines) -> None:
    report_dir = tmp_path / "r"
    code = main(["calibrate", "--corpus", str(slice_corpus), "--profile", "fast",
                 "--report-dir", str(report_dir), "--out", str(tmp_path / "t.yaml"),
                 "--no-plots", "--quiet", "--seed", "3"])
    text = (report_dir / "report.md").read_text() if code == 0 else ""
    assert code == 2 or "held-out half" in text


def test_too_few_variants_move_nothing_and_strict_says_so_in_the_exit_code(
        slice_corpus, tmp_path, shared_engines, capsys) -> None:
    """The 3-golden slice: 6 regressions per mode. The thresholds stay where they were, each
    refusal is printed, and the exit code is 0 unless --strict asks for 1."""
    out = tmp_path / "t.yaml"
    args = ["calibrate", "--corpus", str(slice_corpus), "--profile", "fast", "--split", "none",
            "--report-dir", str(tmp_path / "r"), "--output", str(out), "--quiet", "--no-plots"]
    assert main(args) == 0
    assert not yaml.safe_load(out.read_text()).get("modes")
    config = load_config(out)
    fast = build_config({"profile": "fast"}, "fast")
    for name in ("missing_steps", "compressed_steps"):
        assert config.modes[name] == fast.modes[name]
    err = capsys.readouterr().err
    assert "refused: compressed_steps not calibrated (6 of its own regressions" in err
    assert "fewer than the 20 of each needed" in err
    assert main([*args, "--strict"]) == 1
    assert "--strict: 2 move(s) refused" in capsys.readouterr().err
