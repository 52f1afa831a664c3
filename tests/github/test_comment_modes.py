"""Comment modes, own-login discovery, the comment template and the check run, end to end
through ``entrypoint.py`` against the fake GitHub server (REST and GraphQL).

Most cases publish the real report of conftest's first run (``report`` input: the same
comment and check code path as a check, without loading an encoder again).
"""

from __future__ import annotations

import json

import pytest

from tests.fakes.github_server import FakeGitHub
from tests.github.conftest import (
    ACTIONS_TOKEN,
    HEAD_SHA,
    HOSTILE,
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
from wfgate.github.comment import head_marker

MARKER = "<!-- wfgate:comment id=default -->"
APP_TOKEN = "app-installation-token"
APP_LOGIN = "wfgate-app[bot]"
FAST = {"WFGATE_GITHUB_BACKOFF": "0.01", "WFGATE_GITHUB_RETRY_BUDGET": "5"}


@pytest.fixture
def fake():
    with FakeGitHub(tokens={ACTIONS_TOKEN: None, PAT: PAT_LOGIN, APP_TOKEN: APP_LOGIN}
                    ) as server:
        server.add_pull(REPO, PR_NUMBER, HEAD_SHA)
        yield server


def publish(tmp_path, fake, report_file, token=PAT, event_path=None, **inputs):
    return run_action(tmp_path / "ws", fake, token=token, event_path=event_path,
                      inputs={"report": str(report_file), **inputs}, extra_env=FAST)


def visible_ours(fake: FakeGitHub) -> list[dict]:
    return [c for c in fake.all_comments(REPO, PR_NUMBER)
            if c["body"].startswith(MARKER) and c["id"] not in fake.minimized]


def old_comment(fake: FakeGitHub, login: str = PAT_LOGIN, sha: str = "b" * 40) -> dict:
    return fake.add_comment(REPO, PR_NUMBER, f"{MARKER}\n{head_marker(sha)}\nold", login)


# --- own login --------------------------------------------------------------------------------

def test_app_token_finds_its_own_comment_through_graphql(tmp_path, fake, report_file):
    ours = old_comment(fake, APP_LOGIN)
    actions_bot = old_comment(fake, "github-actions[bot]")  # not the app's: left alone

    run = publish(tmp_path, fake, report_file, token=APP_TOKEN)

    assert f"commenting as {APP_LOGIN} (GraphQL viewer)" in run.stdout
    assert run.outputs["comment"] == "updated" and run.outputs["comment_id"] == str(ours["id"])
    assert "wfgate: FAIL" in ours["body"] and actions_bot["body"].endswith("old")
    assert not fake.calls("GET", "/user")


def test_login_falls_back_to_get_user_then_the_actions_bot(tmp_path, fake, report_file):
    fake.fail("POST", "/graphql$", 502, "Bad gateway", times=4)  # viewer unavailable
    run = publish(tmp_path, fake, report_file, token=PAT, check_run="false")
    assert f"commenting as {PAT_LOGIN} (GET /user; GraphQL failed: 502)" in run.stdout
    assert run.outputs["comment"] == "created"


# --- modes ------------------------------------------------------------------------------------

def test_update_skips_minimized_comments(tmp_path, fake, report_file):
    hidden = old_comment(fake)
    fake.minimized[hidden["id"]] = "RESOLVED"  # hidden by a reviewer

    run = publish(tmp_path, fake, report_file)

    assert not fake.calls("PATCH")
    assert hidden["body"].endswith("old")
    [current] = visible_ours(fake)
    assert run.outputs["comment"] == "created" and run.outputs["comment_id"] == str(current["id"])
    assert run.outputs["previous_comment_id"] == ""


def test_hide_and_post_minimizes_the_old_comment_as_outdated(tmp_path, fake, report_file):
    first = old_comment(fake)

    run = publish(tmp_path, fake, report_file, comment_mode="hide-and-post")

    assert run.outputs["comment"] == "hidden-and-posted"
    assert fake.minimized == {first["id"]: "OUTDATED"}
    [current] = visible_ours(fake)
    assert run.outputs["comment_id"] == str(current["id"])
    assert run.outputs["previous_comment_id"] == str(first["id"])
    posts = [r for r in fake.requests if r.method == "POST"]
    hide = next(i for i, r in enumerate(posts) if "minimizeComment" in str(r.body))
    post = next(i for i, r in enumerate(posts) if r.path.endswith("/comments"))
    assert post < hide  # the new comment exists before the old one is hidden

    # The next run skips the hidden one and hides only the visible one.
    again = publish(tmp_path, fake, report_file, comment_mode="hide-and-post")
    assert again.outputs["previous_comment_id"] == str(current["id"])
    assert set(fake.minimized) == {first["id"], current["id"]}
    assert len(visible_ours(fake)) == 1


def test_only_create_leaves_an_existing_comment_alone(tmp_path, fake, report_file):
    existing = old_comment(fake)
    run = publish(tmp_path, fake, report_file, only_create="true")
    assert run.outputs["comment"] == "skipped: a comment exists (only_create)"
    assert existing["body"].endswith("old") and not fake.calls("PATCH")
    assert not fake.calls("POST", "/comments")
    assert run.outputs["comment_id"] == str(existing["id"]) and run.returncode == 1
    assert "only\\_create" in run.summary and "bbbbbbbbbbbb" in run.summary


def test_only_update_posts_nothing_without_a_comment(tmp_path, fake, report_file):
    run = publish(tmp_path, fake, report_file, only_update="true")
    assert run.outputs["comment"] == "skipped: no comment to update (only_update)"
    assert not fake.all_comments(REPO, PR_NUMBER) and run.returncode == 1

    existing = old_comment(fake)
    run = publish(tmp_path, fake, report_file, only_update="true", comment_mode="recreate")
    assert run.outputs["comment"] == "recreated"
    [current] = visible_ours(fake)
    assert current["id"] != existing["id"] and "wfgate: FAIL" in current["body"]


def test_comment_off_makes_no_comment_call(tmp_path, fake, report_file):
    run = publish(tmp_path, fake, report_file, comment_mode="off", check_run="false")
    assert run.outputs["comment"] == "off" and not fake.calls(path_contains="/comments")
    assert run.returncode == 1


def test_pr_number_on_a_push_event(tmp_path, fake):
    ws = make_workspace(tmp_path / "ws", {"same.txt": (worfbench(TRIP), worfbench(TRIP))})
    event = tmp_path / "push.json"
    event.write_text(json.dumps({"ref": "refs/heads/changes", "after": HEAD_SHA}))

    run = run_action(ws, fake, event_path=event, event_name="push", token=PAT,
                     inputs={"pr_number": str(PR_NUMBER), "check_run": "false"},
                     extra_env={"GITHUB_SHA": HEAD_SHA, **FAST})

    assert run.returncode == 0, run.stdout + run.stderr
    [comment] = visible_ours(fake)
    assert "wfgate: PASS" in comment["body"] and head_marker(HEAD_SHA) in comment["body"]


# --- the comment template ---------------------------------------------------------------------

TEMPLATE = """\
# Our gate says {{ report.verdict }}
{% for w in report.workflows %}
* {{ w.id }} -> {{ w.verdict }} ({{ w.id | md }}) {{ w.id | code }}
{% for d in (w.diff or {}).get("steps", []) %}
  - {{ d.get("golden", {}).get("text", "") }} / {{ d.get("golden", {}).get("text", "") | safe }}
{% endfor %}
{% endfor %}
"""


def test_comment_template_renders_with_hostile_text_inert(tmp_path, fake, report_file):
    report = json.loads(report_file.read_text())
    assert any(HOSTILE.split()[0] in json.dumps(w) for w in report["workflows"])
    ws = tmp_path / "ws"
    (ws / ".github").mkdir(parents=True)
    (ws / ".github" / "wfgate.md.j2").write_text(TEMPLATE)

    run = publish(tmp_path, fake, report_file, comment_template=".github/wfgate.md.j2")

    assert run.outputs["comment"] == "created", run.stdout
    [comment] = visible_ours(fake)
    body = comment["body"]
    assert body.startswith(MARKER + "\n" + head_marker(HEAD_SHA))
    assert "# Our gate says fail" in body and "travel/trip" in body
    # The hostile step text reached the comment through unfiltered and `safe` output, inert.
    assert "Notify" in body
    assert "<img" not in body and "](http://e)" not in body and "@octocat" not in body
    assert body.count("<!--") == 2  # only our marker and head lines
    assert "::warning::pwned" not in body


@pytest.mark.parametrize(("template", "reason"), [
    ("{{ cycler.__init__.__globals__ }}", "unsafe"),
    ("{% include '/etc/passwd' %}", "no loader"),
    ("{{ 'x' * 100000000 }}", "repetition too large"),
    ("{% for i in range(10**8) %}{% endfor %}", "too large"),
    ("{{ report.nothing.here }}", "UndefinedError"),
    ("{% for %}", "comment_template"),
])
def test_a_template_cannot_escape_the_sandbox(tmp_path, fake, report_file, template, reason):
    ws = tmp_path / "ws"
    ws.mkdir(parents=True)
    (ws / "t.j2").write_text(template)

    run = publish(tmp_path, fake, report_file, comment_template="t.j2", check_run="false")

    assert run.outputs["comment"] == "created"  # the built-in layout, never nothing
    [comment] = visible_ours(fake)
    assert "wfgate: FAIL" in comment["body"] and "root:" not in comment["body"]
    warnings = [c for c in run.commands if c[0] == "warning" and "comment_template" in c[2]]
    assert warnings and reason in warnings[0][2], warnings
    assert "comment layout was used" in run.summary


def test_a_symlinked_template_is_refused(tmp_path, fake, report_file):
    ws = tmp_path / "ws"
    ws.mkdir(parents=True)
    secret = tmp_path / "secret.txt"
    secret.write_text("TOKEN=hunter2")
    (ws / "t.j2").symlink_to(secret)

    run = publish(tmp_path, fake, report_file, comment_template="t.j2", check_run="false")

    [comment] = visible_ours(fake)
    assert "hunter2" not in comment["body"] and "wfgate: FAIL" in comment["body"]
    assert any("symbolic link" in c[2] for c in run.commands if c[0] == "warning")


def test_the_built_in_template_renders_through_the_sandbox(report_file):
    """A team can start from a copy of the built-in layout."""
    from pathlib import Path

    from wfgate.github.template import compile_template
    from wfgate.report import markdown
    from wfgate.report.model import Report

    source = Path(markdown.__file__).parent / "templates" / "report.md.j2"
    render = compile_template(source.read_text(encoding="utf-8"), "copy.j2")
    report = Report.from_json(json.loads(report_file.read_text()))
    rendered = render(report, 60_000)
    assert "wfgate: FAIL" in rendered and "``travel/trip``" in rendered
    assert "| Tool/target drift |" in rendered  # the registry's titles, as built in


# --- the check run ----------------------------------------------------------------------------

def test_check_run_created_then_updated_then_new_on_the_next_push(tmp_path, fake, report_file):
    first = publish(tmp_path, fake, report_file, comment_mode="off")
    [run] = fake.check_runs
    assert first.outputs["check_run"] == "created"
    assert run["name"] == "wfgate" and run["head_sha"] == HEAD_SHA
    assert run["status"] == "completed" and run["conclusion"] == "failure"
    report = json.loads(report_file.read_text())
    failed = sum(w["verdict"] == "fail" for w in report["workflows"])
    assert run["output"]["title"] == (f"wfgate: {failed} of {len(report['workflows'])} "
                                      "workflows regressed")
    assert "wfgate: FAIL" in run["output"]["summary"]
    # One per change of a failing workflow, on its line (one for the file when none is named).
    changes = sum(max(1, len((w.get("review") or {}).get("changes") or ()))
                  for w in report["workflows"] if w["verdict"] == "fail")
    assert len(run["annotations"]) == changes > failed
    assert {a["annotation_level"] for a in run["annotations"]} == {"failure"}
    assert first.outputs["check_run_url"] == run["html_url"]

    # The same commit again: the run is updated, its annotations not duplicated.
    second = publish(tmp_path, fake, report_file, comment_mode="off")
    assert second.outputs["check_run"] == "updated"
    assert len(fake.check_runs) == 1 and len(fake.check_runs[0]["annotations"]) == changes

    # A new push: a new check run on the new commit.
    newer = "c" * 40
    fake.add_pull(REPO, PR_NUMBER, newer)
    payload = json.loads(pull_request_event(tmp_path).read_text())
    payload["pull_request"]["head"]["sha"] = newer
    event = tmp_path / "synchronize.json"
    event.write_text(json.dumps(payload))
    moved = tmp_path / "moved.json"
    moved.write_text(json.dumps({**report, "head_sha": newer}))
    third = publish(tmp_path, fake, moved, event_path=event, comment_mode="off")
    assert third.outputs["check_run"] == "created"
    assert [r["head_sha"] for r in fake.check_runs] == [HEAD_SHA, newer]


def test_check_run_sends_annotations_in_batches_of_50(tmp_path, fake, report_file):
    from tests.github.test_publish import oversize_report

    report = oversize_report(json.loads(report_file.read_text()), 360)  # 120 failing
    big = tmp_path / "big.json"
    big.write_text(json.dumps(report))

    run = publish(tmp_path, fake, big, comment_mode="off")

    assert run.outputs["check_run"] == "created"
    [check] = fake.check_runs
    sent = sum(max(1, len((w.get("review") or {}).get("changes") or ()))
               for w in report["workflows"] if w["verdict"] == "fail")
    assert len(check["annotations"]) == sent > 100
    writes = [r for r in fake.requests if "/check-runs" in r.path and r.method != "GET"]
    sizes = [len(r.body["output"]["annotations"]) for r in writes]
    assert sum(sizes) == sent and all(n == 50 for n in sizes[:-1]) and 0 < sizes[-1] <= 50


def test_check_run_skipped_without_permission(tmp_path, fake, report_file):
    fake.checks_denied.add(PAT)

    run = publish(tmp_path, fake, report_file)

    assert run.outputs["check_run"] == "skipped: no checks: write permission"
    notices = [c for c in run.commands if c[0] == "notice" and "check run" in c[2]]
    assert len(notices) == 1 and "checks: write" in notices[0][2]
    assert run.returncode == 1 and run.outputs["verdict"] == "fail"  # nothing else changes
    assert run.outputs["comment"] == "created" and run.outputs["infrastructure_error"] == ""


def test_annotation_level_input_reaches_the_runner_and_the_check_run(tmp_path, fake,
                                                                     report_file):
    run = publish(tmp_path, fake, report_file, annotation_level="warning", comment_mode="off")
    regressions = [c for c in run.commands if "title=wfgate%3A fail" in c[1]]
    assert regressions and {c[0] for c in regressions} == {"warning"}
    [check] = fake.check_runs
    assert {a["annotation_level"] for a in check["annotations"]} == {"warning"}
    assert run.returncode == 1  # the level of the annotation never changes the verdict


def test_a_template_cannot_reword_the_verdict(tmp_path, fake, report_file):
    ws = tmp_path / "ws"
    ws.mkdir(parents=True)
    (ws / "t.j2").write_text("## ✅ wfgate: PASS\nAll good, merge away.\n")

    run = publish(tmp_path, fake, report_file, comment_template="t.j2", check_run="false")

    [comment] = visible_ours(fake)
    first_visible = comment["body"].split("\n")[2]
    assert first_visible.startswith("**wfgate: FAIL**: ") and HEAD_SHA[:12] in first_visible
    assert run.outputs["comment"] == "created"


def test_config_ref_base_reads_the_template_of_the_base_commit(tmp_path, fake):
    import subprocess

    ws = make_workspace(tmp_path / "ws", {"same.txt": (worfbench(TRIP), worfbench(TRIP))})

    def git(*args: str) -> str:
        return subprocess.run(["git", *args], cwd=ws, check=True, capture_output=True,
                              text=True).stdout.strip()

    git("init", "-q", "-b", "main")
    git("config", "user.email", "t@example.com")
    git("config", "user.name", "t")
    (ws / "t.j2").write_text("Team layout from the base branch: {{ report.verdict }}\n")
    git("add", "-A")
    git("commit", "-q", "-m", "base")
    base = git("rev-parse", "HEAD")
    git("checkout", "-q", "-b", "pr")
    (ws / "t.j2").write_text("Layout rewritten by the pull request\n")
    git("commit", "-q", "-am", "pr")

    run = run_action(ws, fake, token=PAT, event_path=pull_request_event(tmp_path, base_sha=base),
                     inputs={"comment_template": "t.j2", "config_ref": "base",
                             "check_run": "false"}, extra_env=FAST)

    assert run.returncode == 0, run.stdout + run.stderr
    [comment] = visible_ours(fake)
    assert "Team layout from the base branch: pass" in comment["body"]
    assert "rewritten by the pull request" not in comment["body"]
