"""The wfgate command as a user runs it: exit codes, formats, files, --verbose."""

from __future__ import annotations

import json
import subprocess
import sys
from xml.etree import ElementTree as ET

import pytest

from wfgate import __version__

from .conftest import EXAMPLES, FIXTURES, ROOT

FAST = str(FIXTURES / "fast.yaml")


def wfgate(*args: str, cwd=ROOT) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "wfgate", *args], cwd=cwd, capture_output=True,
                          text=True, timeout=300)


@pytest.fixture(scope="module")
def json_run(tmp_path_factory):
    out = tmp_path_factory.mktemp("cli") / "report.json"
    run = wfgate("check", "--golden", str(EXAMPLES / "golden"), "--candidate",
                 str(EXAMPLES / "candidate"), "--config", FAST, "--format", "json",
                 "--output", str(out), "--verbose")
    return run, out


def test_regression_exits_1_and_writes_the_json_report(json_run):
    run, out = json_run
    assert run.returncode == 1, run.stderr
    report = json.loads(out.read_text())
    assert report["verdict"] == "fail"
    assert run.stdout == ""  # the report went to the file


def test_verbose_prints_the_time_split_and_signature(json_run):
    run, _ = json_run
    assert "load" in run.stderr and "encode" in run.stderr and "metrics" in run.stderr
    assert f"wfgate:{__version__}|enc:all-MiniLM-L6-v2" in run.stderr  # +backend when ONNX is used


def test_passing_pair_exits_0_with_markdown_on_stdout():
    run = wfgate("check", "--golden", str(EXAMPLES / "golden/incident/db-failover.yaml"),
                 "--candidate", str(EXAMPLES / "candidate/incident/db-failover.yaml"),
                 "--config", FAST)
    assert run.returncode == 0, run.stderr
    assert "## ✅ wfgate: PASS" in run.stdout


def test_junit_format(tmp_path):
    out = tmp_path / "junit.xml"
    run = wfgate("check", "--golden", str(EXAMPLES / "golden"), "--candidate",
                 str(EXAMPLES / "candidate"), "--config", FAST, "--format", "junit",
                 "--output", str(out))
    assert run.returncode == 1
    root = ET.parse(out).getroot()
    assert int(root.get("failures")) >= 2


def test_bad_config_exits_2_naming_the_key(tmp_path):
    config = tmp_path / "t.yaml"
    config.write_text("modes:\n  missing_steps:\n    primary: {treshold: 0.7}\n")
    run = wfgate("check", "--golden", str(EXAMPLES / "golden"), "--candidate",
                 str(EXAMPLES / "candidate"), "--config", str(config))
    assert run.returncode == 2
    assert "unknown key 'modes.missing_steps.primary.treshold'" in run.stderr
    assert str(config) in run.stderr


def test_broken_candidate_exits_2_and_still_reports_the_others(tmp_path):
    candidate = tmp_path / "candidate"
    subprocess.run(["cp", "-r", str(EXAMPLES / "candidate"), str(candidate)], check=True)
    (candidate / "data" / "nightly-etl.yaml").write_bytes(b"nodes: [\xff\n")
    run = wfgate("check", "--golden", str(EXAMPLES / "golden"), "--candidate", str(candidate),
                 "--config", FAST, "--format", "json")
    assert run.returncode == 2
    report = json.loads(run.stdout)
    verdicts = {w["id"]: w["verdict"] for w in report["workflows"]}
    assert verdicts["data/nightly-etl"] == "error"
    assert verdicts["deploy/canary-release"] == "fail"
    assert "not UTF-8" in report["errors"][0]["message"]


def test_missing_path_exits_2():
    run = wfgate("check", "--golden", "no/such/dir", "--candidate", str(EXAMPLES / "candidate"),
                 "--config", FAST, "--format", "json")
    assert run.returncode == 2
    assert json.loads(run.stdout)["errors"][0]["message"] == "the golden path does not exist"


def test_help_documents_exit_codes():
    run = wfgate("--help")
    assert run.returncode == 0 and "Exit codes: 0 pass, 1 regression found" in run.stdout


def test_golden_and_golden_ref_together_is_a_usage_error():
    run = wfgate("check", "--golden", "a", "--golden-ref", "origin/main", "--candidate", "b")
    assert run.returncode == 2 and "exactly one of --golden" in run.stderr
