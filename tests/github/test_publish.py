"""The trusted half of the fork-PR pattern (workflow_run + ``report`` input, and
``wfgate publish``), and the comment size bound on an oversize report."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.fakes.github_server import FakeGitHub
from tests.github.conftest import (
    ACTIONS_TOKEN,
    HEAD_SHA,
    PAT,
    PAT_LOGIN,
    PR_NUMBER,
    REPO,
    ROOT,
    RUN_COMPLETED,
    run_action,
)
from wfgate.github.comment import GITHUB_COMMENT_LIMIT, comment_body
from wfgate.report.model import Report

RUN_REPO = "octo-org/octo-repo"  # the recorded workflow_run payload's repository
RUN_HEAD = "3484a3fb816e0859fd6e1cea078d76385ff50625"
MARKER = "<!-- wfgate:comment id=default -->"


@pytest.fixture
def real_report(report_file) -> dict:
    """A report from a real check (the pull_request run of the fork pattern)."""
    return json.loads(report_file.read_text())


def write_report(tmp_path: Path, report: dict, head_sha: str | None) -> Path:
    data = copy.deepcopy(report)
    data["head_sha"] = head_sha
    path = tmp_path / "artifact" / "report.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))
    return path


def run_event(tmp_path: Path, *, with_pulls: bool = True) -> Path:
    payload = json.loads(RUN_COMPLETED.read_text())
    if not with_pulls:  # what GitHub sends for a pull request from a fork
        payload["workflow_run"]["pull_requests"] = []
    path = tmp_path / "workflow_run.json"
    path.write_text(json.dumps(payload))
    return path


@pytest.fixture
def fake():
    with FakeGitHub(tokens={ACTIONS_TOKEN: None, PAT: PAT_LOGIN}) as server:
        server.add_pull(RUN_REPO, PR_NUMBER, RUN_HEAD)
        yield server


def publish(tmp_path, fake, report_path, *, with_pulls=True, **inputs):
    workspace = tmp_path / "ws"
    workspace.mkdir(exist_ok=True)
    return run_action(workspace, fake, event_name="workflow_run",
                      event_path=run_event(tmp_path, with_pulls=with_pulls),
                      extra_env={"GITHUB_REPOSITORY": RUN_REPO},
                      inputs={"report": str(report_path), **inputs})


def test_workflow_run_publishes_a_verified_report(tmp_path, fake, real_report):
    run = publish(tmp_path, fake, write_report(tmp_path, real_report, RUN_HEAD))

    assert run.returncode == 1, run.stdout + run.stderr  # the report's verdict: fail
    [comment] = fake.all_comments(RUN_REPO, PR_NUMBER)
    assert comment["body"].startswith(MARKER) and "wfgate: FAIL" in comment["body"]
    assert fake.calls("GET", f"/pulls/{PR_NUMBER}")  # the PR head was checked
    assert run.outputs["verdict"] == "fail" and run.outputs["comment"] == "created"
    assert "wfgate: FAIL" in run.summary


def test_fork_run_takes_the_number_from_the_artifact_and_verifies_it(tmp_path, fake,
                                                                      real_report):
    report = write_report(tmp_path, real_report, RUN_HEAD)
    run = publish(tmp_path, fake, report, with_pulls=False, pr_number=str(PR_NUMBER))
    assert run.returncode == 1, run.stdout + run.stderr
    assert len(fake.all_comments(RUN_REPO, PR_NUMBER)) == 1

    # A forged number pointing at another pull request is refused.
    fake.add_pull(RUN_REPO, 7, "b" * 40)
    forged = publish(tmp_path, fake, report, with_pulls=False, pr_number="7")
    assert forged.returncode == 2
    assert not fake.all_comments(RUN_REPO, 7)
    assert any(c[0] == "error" and "#7 is at" in c[2] for c in forged.commands)


def test_head_sha_mismatch_is_refused(tmp_path, fake, real_report):
    stale = write_report(tmp_path, real_report, HEAD_SHA)  # made for another commit
    run = publish(tmp_path, fake, stale)

    assert run.returncode == 2
    assert not fake.calls("POST") and not fake.calls("PATCH")
    assert run.outputs["verdict"] == "error"
    assert any(c[0] == "error" and "refusing to post" in c[2] for c in run.commands)
    assert "Nothing was checked" in run.summary and RUN_HEAD in run.summary


def test_report_that_breaks_the_schema_is_refused(tmp_path, fake, real_report):
    broken = copy.deepcopy(real_report)
    broken["verdict"] = "pass<img src=x>"
    run = publish(tmp_path, fake, write_report(tmp_path, broken, RUN_HEAD))
    assert run.returncode == 2 and not fake.calls("POST")
    assert any("does not match schema" in c[2] for c in run.commands if c[0] == "error")


def run_cli(args: list[str], fake: FakeGitHub, token: str = PAT) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("GITHUB_")}
    env.update(GITHUB_TOKEN=token, GITHUB_API_URL=fake.url, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "wfgate.github.commands", "publish", *args],
                          cwd=ROOT, env=env, capture_output=True, text=True, check=False)


def test_publish_command(tmp_path, fake, real_report):
    report = write_report(tmp_path, real_report, RUN_HEAD)
    common = ["--report", str(report), "--repo", RUN_REPO, "--pr", str(PR_NUMBER)]
    done = run_cli([*common, "--head-sha", RUN_HEAD, "--comment-id", "nightly"], fake)
    assert done.returncode == 0, done.stderr
    [comment] = fake.all_comments(RUN_REPO, PR_NUMBER)
    assert comment["body"].startswith("<!-- wfgate:comment id=nightly -->")
    assert f"comment created as {PAT_LOGIN}" in done.stdout

    # Without --head-sha the PR's current head is the reference; a second run updates.
    again = run_cli([*common, "--comment-id", "nightly"], fake)
    assert again.returncode == 0, again.stderr
    assert "comment unchanged" in again.stdout and len(fake.all_comments(RUN_REPO, 2)) == 1

    refused = run_cli([*common, "--head-sha", "c" * 40], fake)
    assert refused.returncode == 2 and "refusing to post" in refused.stderr


def oversize_report(base: dict, count: int) -> dict:
    """``count`` workflows made from a real report's entries, every third one failing."""
    by_verdict = {w["verdict"]: w for w in base["workflows"]}
    failing, passing = by_verdict["fail"], by_verdict["pass"]
    report = copy.deepcopy(base)
    report["workflows"] = []
    for i in range(count):
        entry = copy.deepcopy(failing if i % 3 == 0 else passing)
        entry["id"] = f"team-{i // 50}/generated/workflow-{i:04d}-with-a-long-descriptive-name"
        entry["candidate"] = f"candidates/{entry['id']}.txt"
        entry["golden"] = f"goldens/{entry['id']}.txt"
        report["workflows"].append(entry)
    failed = sum(w["verdict"] == "fail" for w in report["workflows"])
    report["summary"] = {**base["summary"], "workflows": count, "failed": failed,
                         "passed": count - failed}
    return report


def test_oversize_report_gives_a_bounded_comment_with_every_failing_verdict(
        tmp_path, real_report):
    report = oversize_report(real_report, 600)
    full = comment_body(Report.from_json(report), "default", max_chars=10_000_000)
    assert len(full) > GITHUB_COMMENT_LIMIT  # the premise: the whole report does not fit

    with FakeGitHub(tokens={ACTIONS_TOKEN: None}) as fake:
        run = run_action(tmp_path / "ws", fake,
                         inputs={"report": str(write_report(tmp_path, report, HEAD_SHA))})
        assert run.returncode == 1, run.stdout + run.stderr
        [comment] = fake.all_comments(REPO, PR_NUMBER)
    body = comment["body"]
    assert len(body) < GITHUB_COMMENT_LIMIT
    assert body.startswith(MARKER)
    for workflow in report["workflows"]:
        if workflow["verdict"] == "fail":
            assert f"`{workflow['id']}` | ❌ fail" in body
    assert "job summary" in body  # says where the full report is
    assert "workflow-0001-" not in body  # passing rows were dropped first
    assert "workflow-0001-" in run.summary  # the summary keeps the full report


def test_job_summary_stays_under_githubs_byte_limit(real_report):
    from wfgate.github.outputs import SUMMARY_MAX_BYTES, Outcome, summary_markdown

    summary = summary_markdown(Report.from_json(oversize_report(real_report, 2500)), Outcome())
    assert len(summary.encode("utf-8")) <= SUMMARY_MAX_BYTES
    assert "workflow-0000-" in summary


def test_internal_error_exits_2_with_the_trace_inert(monkeypatch, tmp_path):
    import io

    from tests.github.conftest import runner_commands
    from wfgate.github import action

    def broken(env, io_):
        raise RuntimeError("boom\n::add-mask::x")

    monkeypatch.setattr(action, "_run", broken)
    out = io.StringIO()
    assert action.main({}, out) == 2
    commands = runner_commands(out.getvalue())
    assert [c[0] for c in commands] == ["error"] and "internal error" in commands[0][2]
    assert "::add-mask::x" in out.getvalue()  # shown inside stop-commands, not obeyed


def test_publish_command_hide_and_post(tmp_path, fake, real_report):
    report = write_report(tmp_path, real_report, RUN_HEAD)
    common = ["--report", str(report), "--repo", RUN_REPO, "--pr-number", str(PR_NUMBER),
              "--head-sha", RUN_HEAD]
    assert run_cli(common, fake).returncode == 0
    [first] = fake.all_comments(RUN_REPO, PR_NUMBER)
    done = run_cli([*common, "--comment-mode", "hide-and-post"], fake)
    assert done.returncode == 0, done.stderr
    assert "comment hidden-and-posted" in done.stdout
    assert fake.minimized == {first["id"]: "OUTDATED"}
    skipped = run_cli([*common, "--only-create"], fake)
    assert "skipped: a comment exists (only_create)" in skipped.stdout
    assert len(fake.all_comments(RUN_REPO, PR_NUMBER)) == 2  # the hidden one and the new one
