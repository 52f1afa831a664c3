"""Fault injection against the fake GitHub API, through ``entrypoint.py``: every fault leaves
the verdict in the job summary, the outputs and the exit code, at most one comment that
names its commit, and a bounded run time.

The comment cases publish the real report of conftest's first run (``report`` input: the
same comment code path as a check, without loading an encoder again).
"""

from __future__ import annotations

import time
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
    run_action,
)
from wfgate.github.comment import head_marker

MARKER = "<!-- wfgate:comment id=default -->"
NEWER = "a" * 40  # a later push to the pull request
FAST_RETRIES = {"WFGATE_GITHUB_BACKOFF": "0.01", "WFGATE_GITHUB_RETRY_BUDGET": "5"}


@pytest.fixture
def fake():
    with FakeGitHub(tokens={ACTIONS_TOKEN: None, PAT: PAT_LOGIN}) as server:
        server.add_pull(REPO, PR_NUMBER, HEAD_SHA)
        yield server


def publish(tmp_path, fake, report_file, *, env=None, **inputs):
    """One action run in publish mode; returns the run and its wall time."""
    started = time.monotonic()
    run = run_action(tmp_path / "ws", fake, token=PAT,
                     inputs={"report": str(report_file), **inputs},
                     extra_env={**FAST_RETRIES, **(env or {})})
    return run, time.monotonic() - started


def assert_verdict_delivered(run, verdict: str = "fail") -> None:
    """The report's verdict reached the outputs and the summary whatever happened."""
    assert run.outputs["report_verdict"] == verdict
    assert f"wfgate: {verdict.upper()}" in run.summary
    assert "Traceback" not in run.stdout + run.stderr


def on_first_post(fake: FakeGitHub, action) -> None:
    """Run ``action`` once, when this run posts its comment (another run doing the same)."""
    done = []

    def hook(record):
        if record.method == "POST" and record.path.endswith("/comments") and not done:
            done.append(record)
            action()

    fake.on_request.append(hook)


def our_comments(fake: FakeGitHub) -> list[dict]:
    return [c for c in fake.all_comments(REPO, PR_NUMBER) if c["body"].startswith(MARKER)]


# --- rate limits and server errors ------------------------------------------------------------

@pytest.mark.parametrize(("status", "headers"), [
    (403, {"Retry-After": "1"}),  # secondary rate limit
    (429, {"Retry-After": "1"}),
    (403, {"x-ratelimit-remaining": "0", "x-ratelimit-reset": "0"}),  # primary, reset passed
])
def test_rate_limits_are_waited_out(tmp_path, fake, report_file, status, headers):
    fake.fail("POST", r"/comments$", status, "You have exceeded a secondary rate limit",
              times=1, headers=headers)

    run, elapsed = publish(tmp_path, fake, report_file)

    posts = fake.calls("POST", "/comments")
    assert [r.status for r in posts] == [status, 201]
    if "Retry-After" in headers:
        assert posts[1].at - posts[0].at >= 1.0  # Retry-After honoured
    assert run.returncode == 1 and run.outputs["verdict"] == "fail"
    assert run.outputs["comment"] == "created" and len(our_comments(fake)) == 1
    assert_verdict_delivered(run)
    assert elapsed < 30


def test_a_rate_limit_beyond_the_budget_fails_fast_and_blames_no_fork(tmp_path, fake,
                                                                       report_file):
    fake.fail("POST", r"/comments$", 403, "You have exceeded a secondary rate limit",
              headers={"Retry-After": "3600"})

    run, elapsed = publish(tmp_path, fake, report_file)

    assert len(fake.calls("POST", "/comments")) == 1  # no hour-long wait
    assert elapsed < 30
    error = run.outputs["infrastructure_error"]
    assert "rate limit" in error and "3600 s" in error and "fork" not in error
    assert run.returncode == 2 and run.outputs["verdict"] == "error"
    assert run.outputs["comment"] == "failed"
    assert_verdict_delivered(run)
    assert "infrastructure error" in run.summary


def test_a_real_permission_problem_is_not_retried_and_says_what_to_grant(tmp_path, fake,
                                                                         report_file):
    fake.fail("POST", r"/comments$", 403, "Resource not accessible by integration")

    run, _ = publish(tmp_path, fake, report_file)

    assert len(fake.calls("POST", "/comments")) == 1
    assert "pull-requests: write" in run.outputs["infrastructure_error"]
    assert "rate limit" not in run.outputs["infrastructure_error"]
    assert run.returncode == 2
    assert_verdict_delivered(run)


def test_server_errors_are_retried_with_backoff_within_the_budget(tmp_path, fake, report_file):
    fake.fail("GET", r"/comments$", 502, "Bad gateway", times=2)
    fake.fail("POST", r"/comments$", 503, "Service unavailable", times=1)

    run, elapsed = publish(tmp_path, fake, report_file)

    assert [r.status for r in fake.calls("GET", "/comments")][:3] == [502, 502, 200]
    assert [r.status for r in fake.calls("POST", "/comments")] == [503, 201]
    assert run.returncode == 1 and run.outputs["comment"] == "created"
    assert len(our_comments(fake)) == 1
    assert elapsed < 30


def test_an_api_that_stays_down_costs_bounded_time(tmp_path, fake, report_file):
    fake.fail("GET", r"/comments$", 500, "Internal error")
    fake.fail("POST", r"/graphql$", 500, "Internal error")

    run, elapsed = publish(tmp_path, fake, report_file,
                           env={"WFGATE_GITHUB_BACKOFF": "0.2", "WFGATE_GITHUB_RETRY_BUDGET": "1"})

    assert elapsed < 30
    assert run.returncode == 2 and run.outputs["verdict"] == "error"
    assert "500" in run.outputs["infrastructure_error"]
    assert_verdict_delivered(run)
    assert not fake.calls("POST", "/comments")


def test_a_hanging_api_costs_bounded_time(tmp_path, fake, report_file):
    fake.fail("GET", r"/comments$", 200, delay=3.0)  # answers far too late, every time
    fake.fail("POST", r"/graphql$", 200, delay=3.0)

    run, elapsed = publish(tmp_path, fake, report_file,
                           env={"WFGATE_GITHUB_TIMEOUT": "0.5", "WFGATE_GITHUB_TOTAL_TIME": "4"})

    assert elapsed < 20  # 4 s for all GitHub calls, plus the process itself
    assert run.returncode == 2 and run.outputs["verdict"] == "error"
    assert run.outputs["comment"] == "failed"
    assert_verdict_delivered(run)


# --- bad bodies -------------------------------------------------------------------------------

def test_a_200_with_an_html_body_is_an_infrastructure_error_not_a_traceback(tmp_path, fake,
                                                                            report_file):
    page = b"<html><body><h1>Sign in to the proxy</h1></body></html>"
    fake.fail("GET", r"/comments$", 200, raw=page)

    run, elapsed = publish(tmp_path, fake, report_file)

    assert run.returncode == 2 and run.outputs["verdict"] == "error"
    assert "not JSON (text/html" in run.outputs["infrastructure_error"]
    assert_verdict_delivered(run)
    assert not fake.calls("POST", "/comments")
    assert elapsed < 30


def test_a_200_with_the_wrong_json_shape_is_reported(tmp_path, fake, report_file):
    fake.fail("POST", r"/comments$", 201, "not a comment")  # {"message": ...}: no id

    run, _ = publish(tmp_path, fake, report_file)

    assert run.returncode == 2
    assert "no comment id" in run.outputs["infrastructure_error"]
    assert_verdict_delivered(run)


# --- comment lifecycle faults -----------------------------------------------------------------

def test_patch_404_reposts_the_comment(tmp_path, fake, report_file):
    old = fake.add_comment(REPO, PR_NUMBER, MARKER + "\nold", PAT_LOGIN)
    fake.fail("PATCH", rf"/comments/{old['id']}$", 404, "Not Found")  # deleted meanwhile

    run, _ = publish(tmp_path, fake, report_file)

    assert run.returncode == 1, run.stdout + run.stderr
    assert run.outputs["comment"] == "created"
    assert run.outputs["previous_comment_id"] == str(old["id"])
    [comment] = [c for c in our_comments(fake) if c["id"] != old["id"]]
    assert run.outputs["comment_id"] == str(comment["id"])
    assert "deleted meanwhile" in run.summary


def test_recreate_keeps_the_old_comment_when_the_post_fails(tmp_path, fake, report_file):
    old = fake.add_comment(REPO, PR_NUMBER, f"{MARKER}\n{head_marker('b' * 40)}\nold result",
                           PAT_LOGIN)
    fake.fail("POST", r"/comments$", 502, "Bad gateway")
    fake.fail("POST", r"/graphql$", 502, "Bad gateway")  # cannot hide it either

    run, _ = publish(tmp_path, fake, report_file, comment_mode="recreate")

    assert not fake.calls("DELETE")  # the old comment is never deleted before a new one exists
    assert our_comments(fake) == [old]
    assert run.returncode == 2 and run.outputs["comment"] == "failed"
    assert run.outputs["previous_comment_id"] == str(old["id"])
    # The summary says the comment shows another commit's result.
    assert "still shows the result for commit bbbbbbbbbbbb" in run.summary
    assert_verdict_delivered(run)


def test_a_failed_update_hides_the_older_result_as_outdated(tmp_path, fake, report_file):
    old = fake.add_comment(REPO, PR_NUMBER, f"{MARKER}\n{head_marker('b' * 40)}\nold PASS",
                           PAT_LOGIN)
    fake.fail("PATCH", r"/comments/", 500, "Internal error")

    run, _ = publish(tmp_path, fake, report_file)

    assert run.returncode == 2
    assert fake.minimized == {old["id"]: "OUTDATED"}
    assert "was hidden as outdated" in run.summary
    assert_verdict_delivered(run)


def test_concurrent_runs_on_one_commit_converge_to_one_comment(tmp_path, fake, report_file):
    on_first_post(fake, lambda: fake.add_comment(
        REPO, PR_NUMBER, f"{MARKER}\n{head_marker(HEAD_SHA)}\nother run", PAT_LOGIN))
    run, _ = publish(tmp_path, fake, report_file)
    fake.on_request.clear()

    [kept] = our_comments(fake)  # the duplicate was removed
    assert kept["body"].endswith("other run")  # same commit: the newest comment stays
    assert run.outputs["comment_id"] == str(kept["id"])
    assert run.outputs["comment"] == "superseded"
    assert run.returncode == 1

    # The next run updates the one comment that is left.
    again, _ = publish(tmp_path, fake, report_file)
    assert again.outputs["comment"] == "updated" and len(our_comments(fake)) == 1


def test_a_stale_run_never_overwrites_the_newer_commits_comment(tmp_path, fake, report_file):
    newer = fake.add_comment(REPO, PR_NUMBER, f"{MARKER}\n{head_marker(NEWER)}\nnewer PASS",
                             PAT_LOGIN)
    fake.add_pull(REPO, PR_NUMBER, NEWER)  # the pull request moved on; this run is late

    run = run_action(tmp_path / "ws", fake, token=PAT, event_name="pull_request",
                     inputs={"check_run": "false", "report": str(report_file)},
                     extra_env=FAST_RETRIES)

    assert newer["body"].endswith("newer PASS") and our_comments(fake) == [newer]
    assert run.outputs["comment"] == "skipped: the comment shows a newer commit"
    assert "aaaaaaaaaaaa" in run.summary
    assert run.returncode == 1 and run.outputs["verdict"] == "fail"


def test_concurrent_runs_for_two_commits_keep_the_current_heads_comment(tmp_path, fake,
                                                                          report_file):
    def newer_run_posts():
        fake.add_pull(REPO, PR_NUMBER, NEWER)
        fake.add_comment(REPO, PR_NUMBER, f"{MARKER}\n{head_marker(NEWER)}\nnewer run",
                         PAT_LOGIN)

    on_first_post(fake, newer_run_posts)
    run, _ = publish(tmp_path, fake, report_file)
    fake.on_request.clear()

    [kept] = our_comments(fake)
    assert kept["body"].endswith("newer run")
    assert run.outputs["comment"] == "superseded"
    assert "aaaaaaaaaaaa" in run.summary and "was kept" in run.summary


def in_process_publish_env(tmp_path, fake, report_file) -> tuple[Path, dict[str, str]]:
    """The runner's folder and environment for calling ``action.main`` in this process (the
    crash tests replace a renderer, which a subprocess would not see)."""
    from tests.github.conftest import pull_request_event

    runner = tmp_path / "runner"
    runner.mkdir()
    env = {"GITHUB_EVENT_NAME": "pull_request", "GITHUB_REPOSITORY": REPO,
           "GITHUB_EVENT_PATH": str(pull_request_event(runner)),
           "GITHUB_OUTPUT": str(runner / "out"), "GITHUB_STEP_SUMMARY": str(runner / "sum"),
           "GITHUB_API_URL": fake.url, "INPUT_GITHUB_TOKEN": PAT,
           "INPUT_REPORT": str(report_file), "INPUT_OUTPUT_DIR": "out",
           "GITHUB_WORKSPACE": str(tmp_path), **FAST_RETRIES}
    return runner, env


# --- a crash after the check ------------------------------------------------------------------

def test_a_crash_while_rendering_the_summary_keeps_the_verdict(monkeypatch, tmp_path, fake,
                                                              report_file):
    import io

    from wfgate.github import action

    def broken(report, outcome):
        raise RuntimeError("renderer bug")

    monkeypatch.setattr(action, "summary_markdown", broken)
    runner, env = in_process_publish_env(tmp_path, fake, report_file)
    monkeypatch.chdir(tmp_path)
    stream = io.StringIO()

    code = action.main(env, stream)

    assert code == 2  # the run could not report fully: an error, never a pass
    summary = (runner / "sum").read_text()
    assert "wfgate: FAIL" in summary and "2 fail" in summary  # the minimal summary
    assert "internal error RuntimeError" in summary
    outputs = (runner / "out").read_text()
    assert "report_verdict<<" in outputs and "\nfail\n" in outputs
    assert len(our_comments(fake)) == 1  # the comment was still posted


def test_a_crash_while_rendering_the_comment_still_posts_the_verdict(monkeypatch, tmp_path,
                                                                     fake, report_file):
    import io

    from wfgate.github import action
    from wfgate.report import markdown

    old = fake.add_comment(REPO, PR_NUMBER, f"{MARKER}\n{head_marker('b' * 40)}\nold PASS",
                           PAT_LOGIN)

    def broken(*args, **kwargs):
        raise RuntimeError("renderer bug")

    monkeypatch.setattr(markdown, "render_markdown", broken)
    runner, env = in_process_publish_env(tmp_path, fake, report_file)
    monkeypatch.chdir(tmp_path)

    code = action.main(env, io.StringIO())

    assert code == 2
    [comment] = our_comments(fake)  # the old PASS was replaced by the current verdict
    assert comment["id"] == old["id"] and "wfgate: FAIL" in comment["body"]
    assert f"Results for commit `{HEAD_SHA[:12]}`" in comment["body"]
    summary = (runner / "sum").read_text()
    assert "wfgate: FAIL" in summary and "could not be rendered" in summary
