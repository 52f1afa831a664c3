"""``entrypoint.py`` end to end: a real check (MiniLM) on small workflows, the recorded
pull_request payload, and the fake GitHub API.

Loading the encoder costs most of a run, so the comment-handling cases reuse the report of
the session's first run (``first_run`` in conftest) through the ``report`` input (publish
mode, the same comment code path).
"""

from __future__ import annotations

import json
import subprocess

from tests.fakes.github_server import FakeGitHub
from tests.github.conftest import (
    ACTIONS_TOKEN,
    HEAD_SHA,
    PAT,
    PAT_LOGIN,
    PR_NUMBER,
    REPO,
    TRIP,
    make_workspace,
    pull_request_event,
    run_action,
    worfbench,
)

MARKER = "<!-- wfgate:comment id=default -->"
TOKENS = {ACTIONS_TOKEN: None, PAT: PAT_LOGIN}


def test_pull_request_creates_the_sticky_comment(first_run):
    run, fake_github = first_run
    workspace = run.workspace
    assert run.returncode == 1, run.stdout + run.stderr  # a regression: fail_on: fail -> 1
    comments = fake_github.all_comments(REPO, PR_NUMBER)
    assert len(comments) == 1
    body = comments[0]["body"]
    assert body.startswith(MARKER + "\n")
    assert comments[0]["user"]["login"] == "github-actions[bot]"
    assert "wfgate: FAIL" in body and "`travel/trip`" in body and "`travel/same`" in body
    assert len(body) < 65_536
    # The comment names the commit it describes (hidden line for the next run, visible line).
    assert body.split("\n")[1] == f"<!-- wfgate:head sha={HEAD_SHA} -->"
    assert f"Results for commit `{HEAD_SHA[:12]}`" in body
    # GraphQL viewer names the Actions token's bot; GET /user (403 for it) is not needed.
    assert not fake_github.calls("GET", "/user")
    assert "commenting as github-actions[bot] (GraphQL viewer)" in run.stdout

    # Outputs: verdict, counts per failure mode, judge calls, report paths.
    out = run.outputs
    assert out["verdict"] == "fail" and out["report_verdict"] == "fail"
    assert out["workflows"] == "3" and int(out["failed"]) >= 1 and out["errored"] == "0"
    assert int(out["missing_steps_failed"]) >= 1
    assert out["judge_calls"] == "0"
    assert out["comment"] == "created" and out["comment_url"].endswith(
        f"#issuecomment-{comments[0]['id']}")
    assert out["comment_id"] == str(comments[0]["id"]) and out["previous_comment_id"] == ""
    report = json.loads((workspace / out["report_json"]).read_text())
    assert report["head_sha"] == HEAD_SHA  # the PR head, not the merge commit GITHUB_SHA
    assert (workspace / out["report_markdown"]).read_text().startswith("## ")
    assert (workspace / out["report_junit"]).read_text().startswith("<?xml")

    # The job summary holds the full report (no marker, details included).
    assert "wfgate: FAIL" in run.summary and MARKER not in run.summary
    assert "<details" in run.summary

    # An annotation per failing workflow, on its candidate file, escaped per the rules.
    errors = [c for c in run.commands if c[0] == "error"]
    assert any("file=candidates/travel/trip.txt" in props and "title=wfgate%3A fail" in props
               for _, props, _ in errors)


def test_hostile_step_text_cannot_forge_content_or_the_marker(first_run):
    run, fake_github = first_run
    body = fake_github.all_comments(REPO, PR_NUMBER)[0]["body"]
    # Only our two hidden lines: the marker and the head commit.
    assert body.count("<!--") == 2 and body.count("wfgate:comment") == 1
    assert body.split("\n")[1].startswith("<!-- wfgate:head sha=")
    assert "<img" not in body and "![x](" not in body and "](http://e)" not in body
    assert "@octocat" not in body  # mentions are broken with a zero-width space
    assert "| @octocat" not in body
    # The hostile text did reach the comment, neutralised.
    assert "octocat" in body and "&lt;img src=x&gt;" in body
    # The log: the runner obeys only wfgate's own commands, never the step's ::warning::.
    assert all(message != "pwned" for _, _, message in run.commands)
    assert {c[0] for c in run.commands} <= {"group", "endgroup", "error", "warning", "notice"}


def test_update_finds_our_comment_on_page_three_and_leaves_others_alone(
        tmp_path, fake_github, report_file):
    for i in range(150):
        fake_github.add_comment(REPO, PR_NUMBER, f"chatter {i}", "someone")
    forged = fake_github.add_comment(REPO, PR_NUMBER, MARKER + "\nforged by another user",
                                     "octocat")
    for i in range(80):
        fake_github.add_comment(REPO, PR_NUMBER, f"more chatter {i}", "someone")
    other_gate = fake_github.add_comment(REPO, PR_NUMBER,
                                         "<!-- wfgate:comment id=nightly -->\nother gate",
                                         PAT_LOGIN)
    ours = fake_github.add_comment(REPO, PR_NUMBER, MARKER + "\nold report", PAT_LOGIN)
    assert fake_github.all_comments(REPO, PR_NUMBER).index(ours) >= 200  # page 3 of 100

    run = run_action(tmp_path, fake_github, token=PAT, inputs={"report": str(report_file)})

    assert run.returncode == 1, run.stdout + run.stderr
    pages = [r.query.get("page", ["1"])[0] for r in fake_github.calls("GET", "/comments")]
    assert pages == ["1", "2", "3"] * 2  # found, then listed again after writing
    patches = fake_github.calls("PATCH")
    assert [r.path for r in patches] == [f"/repos/{REPO}/issues/comments/{ours['id']}"]
    assert not fake_github.calls("POST", "/comments") and not fake_github.calls("DELETE")
    assert ours["body"].startswith(MARKER) and "wfgate: FAIL" in ours["body"]
    assert forged["body"] == MARKER + "\nforged by another user"
    assert other_gate["body"].endswith("other gate")
    assert run.outputs["comment"] == "updated"
    assert run.outputs["comment_id"] == run.outputs["previous_comment_id"] == str(ours["id"])
    assert f"commenting as {PAT_LOGIN} (GraphQL viewer)" in run.stdout


def test_forbidden_post_is_an_infrastructure_error_not_a_pass(tmp_path, fake_github):
    ws = make_workspace(tmp_path / "ws", {"same.txt": (worfbench(TRIP), worfbench(TRIP))})
    fake_github.fail("POST", r"/comments$", 403, "Resource not accessible by integration")

    run = run_action(ws, fake_github)

    assert run.outputs["report_verdict"] == "pass"
    assert run.outputs["verdict"] == "error"  # the gate could not deliver: not a pass
    assert run.returncode == 2
    assert "403" in run.outputs["infrastructure_error"]
    assert "infrastructure error" in run.summary and "not a pass" in run.summary
    assert any(c[0] == "error" and "infrastructure error" in c[2] and "403" in c[2]
               for c in run.commands)
    assert "pull-requests: write" in run.outputs["infrastructure_error"]  # what to grant

    # fail_on: never keeps the step green but still reports the problem.
    fake_github.fail("POST", r"/comments$", 403, "Resource not accessible by integration")
    passing_report = ws / run.outputs["report_json"]
    relaxed = run_action(tmp_path, fake_github,
                         inputs={"fail_on": "never", "report": str(passing_report)})
    assert relaxed.returncode == 0
    assert relaxed.outputs["verdict"] == "error"
    assert "infrastructure error" in relaxed.summary


def test_server_errors_are_retried_then_reported(tmp_path, fake_github, report_file):
    fake_github.fail("GET", r"/comments$", 502, "Bad gateway", times=1)  # retried
    fake_github.fail("POST", r"/comments$", 503, "Service unavailable")  # retried, then given up

    run = run_action(tmp_path, fake_github, inputs={"report": str(report_file)},
                     extra_env={"WFGATE_GITHUB_BACKOFF": "0.01"})

    assert [r.status for r in fake_github.calls("GET", "/comments")][:2] == [502, 200]
    assert [r.status for r in fake_github.calls("POST", "/comments")] == [503] * 4
    assert run.returncode == 2
    assert run.outputs["verdict"] == "error" and "503" in run.outputs["infrastructure_error"]
    assert "after 4 attempts" in run.outputs["infrastructure_error"]
    assert "re-run" in run.outputs["infrastructure_error"]


def test_fork_pull_request_skips_the_comment_and_keeps_the_report(
        workspace, fake_github, tmp_path):
    event = pull_request_event(tmp_path, fork=True)
    run = run_action(workspace, fake_github, event_path=event)

    assert not fake_github.requests  # no token use at all
    assert run.outputs["comment"] == "skipped: fork pull request"
    assert run.returncode == 1  # the verdict still decides
    assert any(c[0] == "warning" and "fork" in c[2] for c in run.commands)
    report = json.loads((workspace / run.outputs["report_json"]).read_text())
    assert report["head_sha"] == HEAD_SHA


def test_recreate_mode_posts_then_deletes_on_enterprise_server(tmp_path, report_file):
    with FakeGitHub(tokens={PAT: PAT_LOGIN}, prefix="/api/v3") as ghes:
        old = ghes.add_comment(REPO, PR_NUMBER, MARKER + "\nold", PAT_LOGIN)
        run = run_action(tmp_path, ghes, token=PAT,
                         inputs={"comment_mode": "recreate", "fail_on": "never",
                                 "report": str(report_file), "check_run": "false"})
        assert run.returncode == 0
        assert all(r.path.startswith(("/api/v3/", "/api/graphql")) for r in ghes.requests)
        rest = [(r.method, r.path.rsplit("/", 1)[-1]) for r in ghes.requests
                if r.path.startswith("/api/v3/")]
        # The list, the new comment BEFORE the old one goes, then the list again (concurrent
        # runs converge).
        assert rest == [("GET", "comments"), ("POST", "comments"),
                        ("DELETE", str(old["id"])), ("GET", "comments")]
        assert ghes.calls("POST", "/api/graphql")  # viewer login and minimized states
        comments = ghes.all_comments(REPO, PR_NUMBER)
        assert len(comments) == 1 and comments[0]["id"] != old["id"]
        assert run.outputs["comment"] == "recreated"


def test_git_mode_compares_with_the_pull_request_base(tmp_path, fake_github):
    repo = make_workspace(tmp_path / "repo", {})

    def git(*args: str) -> str:
        return subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True,
                              text=True).stdout.strip()

    git("init", "-q", "-b", "main")
    git("config", "user.email", "t@example.com")
    git("config", "user.name", "t")
    flows = repo / "workflows"
    flows.mkdir()
    for name in ("kept", "shrunk", "removed"):
        (flows / f"{name}.txt").write_text(worfbench([f"{name}: {s}" for s in TRIP]))
    git("add", "workflows")
    git("commit", "-q", "-m", "goldens")
    base_sha = git("rev-parse", "HEAD")
    git("checkout", "-q", "-b", "regenerated")
    (flows / "shrunk.txt").write_text(worfbench([f"shrunk: {s}" for s in TRIP[:2]]))
    (flows / "removed.txt").unlink()
    (flows / "added.txt").write_text(worfbench(TRIP[:2]))
    git("add", "-A", "workflows")
    git("commit", "-q", "-m", "regenerate")

    event = pull_request_event(tmp_path, base_sha=base_sha)
    run = run_action(repo, fake_github, event_path=event,
                     inputs={"golden_ref": "base", "candidate": "workflows/**"})

    assert run.returncode == 2, run.stdout + run.stderr  # a deleted golden is an error
    report = json.loads((repo / run.outputs["report_json"]).read_text())
    assert [w["id"] for w in report["workflows"]] == ["workflows/shrunk"]
    assert report["workflows"][0]["golden"] == f"{base_sha}:workflows/shrunk.txt"
    assert report["workflows"][0]["verdict"] == "fail"
    assert [(e["file"], e["kind"]) for e in report["errors"]] == [
        ("workflows/removed.txt", "deleted")]
    assert [(n["file"], n["kind"]) for n in report["notices"]] == [
        ("workflows/added.txt", "added")]
    assert any(c[0] == "warning" and "file=workflows/added.txt" in c[1] for c in run.commands)
    body = fake_github.all_comments(REPO, PR_NUMBER)[0]["body"]
    assert "workflows/removed.txt" in body and "deleted by this change" in body
