"""``wfgate check`` on a passing workflow with a change to review: ``--fail-on changes`` and
the wall time of the whole command (start-up and model load counted)."""

from __future__ import annotations

import json
import re
import time

import pytest

from tests.report.test_review import RUNBOOK, runbook, write_pairs
from tests.test_cli import FAST, wfgate


@pytest.fixture(scope="module")
def pair(tmp_path_factory):
    return write_pairs(tmp_path_factory.mktemp("cli-changes"), {
        "deploy.yaml": (runbook(RUNBOOK), runbook([s for s in RUNBOOK if s[0] != "announce"]))})


def test_fail_on_changes_turns_a_change_to_review_into_exit_1(pair, tmp_path):
    args = ("check", "--golden", str(pair / "golden"), "--candidate", str(pair / "candidate"),
            "--config", FAST, "--format", "json")
    lenient = wfgate(*args, "--output", str(tmp_path / "lenient.json"))
    strict = wfgate(*args, "--fail-on", "changes", "--output", str(tmp_path / "strict.json"))
    assert lenient.returncode == 0, lenient.stderr
    assert strict.returncode == 1, strict.stderr
    loose = json.loads((tmp_path / "lenient.json").read_text())
    tight = json.loads((tmp_path / "strict.json").read_text())
    assert loose["summary"]["headline"] == "PASS with 1 change to review"
    assert tight["verdict"] == "fail" and tight["workflows"][0]["review"]["fails"] is True


def test_the_time_given_is_the_whole_command(pair, tmp_path):
    out = tmp_path / "report.md"
    began = time.monotonic()
    run = wfgate("check", "--golden", str(pair / "golden"), "--candidate",
                 str(pair / "candidate"), "--config", FAST, "--verbose", "--output", str(out))
    outside = time.monotonic() - began
    assert run.returncode == 0, run.stderr
    said = re.search(r"wfgate: pass in (\d+\.\d+)s \(the check (\d+\.\d+)s: ", run.stderr)
    assert said, run.stderr
    command, checked = float(said.group(1)), float(said.group(2))
    # Start-up (imports) and the model load are in it: most of what the caller waited for.
    assert checked < command <= outside + 0.05
    # What the caller waited for beyond it is spawning the process and reading its pipes
    # (a shared machine makes that up to a few tenths of a second).
    assert command >= 0.7 * outside or outside - command < 0.6, (command, outside)
