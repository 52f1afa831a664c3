"""The attacks of the action's threat model (docs/action.md, "Threat model"), replayed end to end.

Each test runs ``entrypoint.py`` as the runner does, against the fake GitHub and OpenAI servers
on 127.0.0.1, with a checkout the pull request under test controls: its files, caches and
thresholds are the attacker's; the inputs, ``env:`` and secrets are the workflow's.
"""

from __future__ import annotations

import html
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.fakes.github_server import FakeGitHub
from tests.fakes.openai_server import FakeOpenAIServer, Reply
from tests.github.conftest import (
    ACTIONS_TOKEN,
    FAST_CONFIG,
    HEAD_SHA,
    PAT,
    PAT_LOGIN,
    PR_NUMBER,
    PR_OPENED,
    REPO,
    ROOT,
    RUN_COMPLETED,
    TRIP,
    default_pairs,
    make_workspace,
    pull_request_event,
    run_action,
    worfbench,
)
from tests.github.test_publish import RUN_HEAD, RUN_REPO, run_event, write_report
from tests.report.test_schema_fuzz import SCHEMA, ReportGenerator, live_markup, small_report
from wfgate.errors import WfgateError
from wfgate.github.client import GitHubClient, GitHubHTTPError, RetryPolicy, api_url_from_env
from wfgate.github.comment import head_marker, marker
from wfgate.github.event import load_event

OPENAI_KEY = "sk-test-workflow-secret-0123456789"
FAILOVER = ["Open the incident ticket in the tracker", "Page the on-call database engineer",
            "Check replication lag on the standby replica", "Stop writes to the primary database",
            "Promote the standby replica to primary", "Point the application at the new primary",
            "Verify that the application can write again", "Close the incident ticket"]
JUDGE = "judge:\n  enabled: true\n  provider: openai_compatible\n  calls_per_pair: 1\n"


def threat_pairs() -> dict[str, tuple[str, str]]:
    """The e2e pairs plus two the cheap metrics leave ambiguous (only the judge decides)."""
    return {**default_pairs(),
            "ops/failover-a.txt": (worfbench(FAILOVER), worfbench(FAILOVER[1:])),
            "ops/failover-b.txt": (worfbench(FAILOVER),
                                   worfbench([s for i, s in enumerate(FAILOVER)
                                              if i not in (1, 5)]))}


def report_of(run) -> dict:
    return json.loads((run.workspace / run.outputs["report_json"]).read_text())


def verdicts(report: dict) -> dict[str, str]:
    return {w["id"]: w["verdict"] for w in report["workflows"]}


def judge_inputs(server: FakeOpenAIServer) -> dict[str, str]:
    return {"judge_provider": "openai_compatible", "judge_base_url": server.base_url,
            "comment": "false"}


def plant_caches(workspace: Path, outside: Path) -> None:
    """The attacker's preparation: ``wfgate check`` with a friendly judge that always answers
    5, leaving judge and embedding caches in the checkout (committed with the pull request)
    and in a folder outside it (as if it had poisoned a restored CI cache)."""
    with FakeOpenAIServer() as friendly:
        friendly.default_reply = Reply.verdict(5, rationale="Perfect match.")
        config = workspace.parent / "attacker.yaml"
        config.write_text(FAST_CONFIG + JUDGE + f"  base_url: {friendly.base_url}\n")
        for cache in (workspace / ".wfgate-cache", outside):
            env = {k: v for k, v in os.environ.items()
                   if not k.startswith(("GITHUB_", "INPUT_", "WFGATE_CACHE"))}
            env.update(PYTHONPATH=str(ROOT), OPENAI_API_KEY="sk-attacker-own-key-000000",
                       WFGATE_CACHE_DIR=str(cache), WFGATE_CACHE_KEY="the attacker's key",
                       XDG_CACHE_HOME=str(workspace.parent / "attacker-home"))
            done = subprocess.run(
                [sys.executable, "-m", "wfgate", "check", "--golden", "goldens",
                 "--candidate", "candidates", "--config", str(config), "--format", "json"],
                cwd=workspace, env=env, capture_output=True, text=True, timeout=300,
                check=False)
            assert done.returncode in (0, 1), done.stderr
            planted = json.loads(done.stdout)
            assert planted["judge"]["calls"] > 0  # the friendly judge answered
        assert friendly.requests


@pytest.fixture(scope="module")
def clean_baseline(tmp_path_factory):
    """The honest verdicts: the same pull request without planted caches."""
    ws = make_workspace(tmp_path_factory.mktemp("clean") / "ws", threat_pairs())
    (ws / "thresholds.yaml").write_text(FAST_CONFIG + "judge: {calls_per_pair: 1}\n")
    with FakeOpenAIServer() as honest:
        honest.default_reply = Reply.verdict(1, rationale="Steps are missing.")
        run = run_action(ws, None, inputs=judge_inputs(honest),
                         extra_env={"OPENAI_API_KEY": OPENAI_KEY})
        return report_of(run), len(honest.requests)


@pytest.fixture(scope="module")
def planted(tmp_path_factory) -> Path:
    """A checkout with planted caches (and a poisoned cache folder beside it)."""
    ws = make_workspace(tmp_path_factory.mktemp("planted") / "ws", threat_pairs())
    plant_caches(ws, ws.parent / "restored-cache")
    # The pull request also points the judge cache at its planted folder.
    (ws / "thresholds.yaml").write_text(
        FAST_CONFIG + "judge: {calls_per_pair: 1, cache_dir: .wfgate-cache/judge}\n")
    return ws


def run_with_planted_caches(planted: Path, tmp_path: Path, cache_dir: str, cache_key: str):
    ws, outside = tmp_path / "ws", tmp_path / "restored-cache"
    shutil.copytree(planted, ws, symlinks=True)
    shutil.copytree(planted.parent / "restored-cache", outside)
    with FakeOpenAIServer() as honest:
        honest.default_reply = Reply.verdict(1, rationale="Steps are missing.")
        env = {"OPENAI_API_KEY": OPENAI_KEY,
               "WFGATE_CACHE_DIR": str(outside) if cache_dir == "outside" else cache_dir}
        if cache_key:
            env["WFGATE_CACHE_KEY"] = cache_key
        run = run_action(ws, None, inputs=judge_inputs(honest), extra_env=env)
        return run, report_of(run), len(honest.requests)


@pytest.mark.parametrize(("cache_dir", "cache_key"), [
    (".wfgate-cache", ""),  # the folder the pull request committed
    ("outside", ""),  # a poisoned restore, no secret: per-run key
    ("outside", "the workflow's secret"),  # a poisoned restore, the workflow's own key
])
def test_planted_judge_and_embedding_caches_change_no_verdict(planted, tmp_path, clean_baseline,
                                                              cache_dir, cache_key):
    honest_report, honest_calls = clean_baseline
    assert honest_calls > 0 and honest_report["verdict"] == "fail"
    run, report, calls = run_with_planted_caches(planted, tmp_path, cache_dir, cache_key)

    assert verdicts(report) == verdicts(honest_report)
    assert report["verdict"] == "fail" and run.returncode == 1
    assert report["judge"]["cache_hits"] == 0  # no planted verdict was served
    assert calls == honest_calls  # ... and no judge call was saved
    assert report["embedding_cache"]["hits"] == 0
    messages = " ".join(n["message"] for n in report["notices"])
    assert "judge.cache_dir (.wfgate-cache/judge) ignored" in messages
    if cache_dir == ".wfgate-cache":
        assert "WFGATE_CACHE_DIR=.wfgate-cache ignored" in messages
        assert not report["embedding_cache"]["enabled"]
    else:
        assert report["embedding_cache"]["enabled"] and report["embedding_cache"]["misses"] > 0
        assert ("no WFGATE_CACHE_KEY secret" in messages) == (not cache_key)


def test_control_the_planted_records_are_real_and_hit_with_their_own_key(planted, tmp_path,
                                                                         clean_baseline):
    """The planted caches are genuine: signed with the attacker's key they are served (so the
    test above fails if authentication is removed)."""
    honest_report, honest_calls = clean_baseline
    _, report, calls = run_with_planted_caches(planted, tmp_path, "outside",
                                               "the attacker's key")
    assert report["judge"]["cache_hits"] > 0 and calls < honest_calls
    # ... and served, they turn failing workflows into passing ones.
    passing = {w for w, v in verdicts(report).items() if v == "pass"}
    assert passing > {w for w, v in verdicts(honest_report).items() if v == "pass"}
    assert report["embedding_cache"]["hits"] > 0 and report["embedding_cache"]["misses"] == 0


# --- secrets go only where the workflow says ---------------------------------------------------

def secret_carriers(server: FakeOpenAIServer, *secrets: str) -> list[str]:
    """The paths of requests to ``server`` that carry any of ``secrets`` in a header."""
    return [r.path for r in server.requests
            if any(secret in value for value in r.headers.values() for secret in secrets)]


@pytest.mark.parametrize("judge_keys", [
    "  base_url: {attacker}\n",
    "  base_url: {attacker}\n  api_key_env: INPUT_GITHUB_TOKEN\n",
    "  api_key_env: INPUT_GITHUB_TOKEN\n",
])
def test_a_thresholds_file_cannot_send_secrets_to_its_own_host(tmp_path, fake_github,
                                                               judge_keys):
    ws = make_workspace(tmp_path / "ws", threat_pairs())
    with FakeOpenAIServer() as attacker, FakeOpenAIServer() as honest:
        attacker.default_reply = honest.default_reply = Reply.verdict(5)
        (ws / "thresholds.yaml").write_text(
            FAST_CONFIG + "judge:\n  enabled: true\n  provider: openai\n  calls_per_pair: 1\n"
            + judge_keys.format(attacker=attacker.base_url))
        inputs = {"judge_provider": "openai", "comment": "false"}
        if "base_url" not in judge_keys:
            inputs["judge_base_url"] = honest.base_url  # the workflow's own endpoint
        run = run_action(ws, fake_github, inputs=inputs,
                         extra_env={"OPENAI_API_KEY": OPENAI_KEY})

        assert run.returncode == 2 and run.outputs["verdict"] == "error"
        named = "judge.base_url" if "base_url" in judge_keys else "judge.api_key_env"
        assert any(cmd == "error" and "thresholds.yaml" in msg and named in msg
                   and "allow_config_endpoint" in msg for cmd, _, msg in run.commands)
        assert attacker.requests == [] and honest.requests == []
    assert secret_carriers_github(fake_github, OPENAI_KEY) == []


@pytest.mark.parametrize("setting, planted", [
    ("encoder: {model: models/friendly, tau_align: 0.8}\n", "models/friendly/config.json"),
    ("bertscore: {model: all-MiniLM-L6-v2, num_layers: 4, baseline: models/flat.csv}\n",
     "models/flat.csv"),
    ("", "models/cache/placeholder"),  # WFGATE_MODEL_DIR inside the workspace
])
def test_a_model_or_baseline_from_the_checkout_is_refused(tmp_path, fake_github, setting,
                                                          planted):
    """The pull request could commit an encoder (or a BERTScore baseline) that maps every
    candidate onto its golden: in the action, models come from outside the workspace."""
    ws = make_workspace(tmp_path / "ws", threat_pairs())
    (ws / planted).parent.mkdir(parents=True, exist_ok=True)
    (ws / planted).write_text("{}")
    (ws / "thresholds.yaml").write_text(FAST_CONFIG + setting)
    extra = {} if setting else {"WFGATE_MODEL_DIR": str(ws / "models" / "cache")}
    run = run_action(ws, fake_github, inputs={"comment": "false"}, extra_env=extra)

    assert run.returncode == 2 and run.outputs["verdict"] == "error", run.stdout
    named = ("encoder.model" if "encoder" in setting else
             "bertscore.baseline" if setting else "WFGATE_MODEL_DIR")
    assert any(cmd == "error" and named in msg and "inside the workspace" in msg
               for cmd, _, msg in run.commands), run.commands


def secret_carriers_github(fake, secret: str) -> list[str]:
    return [r.path for r in fake.requests if any(secret in v for v in r.headers.values())]


def test_the_workflow_names_the_endpoint_and_the_key_variable(tmp_path):
    ws = make_workspace(tmp_path / "ws", threat_pairs())
    (ws / "thresholds.yaml").write_text(FAST_CONFIG + "judge: {calls_per_pair: 1}\n")
    with FakeOpenAIServer() as honest:
        honest.default_reply = Reply.verdict(1)
        run = run_action(ws, None, inputs={**judge_inputs(honest),
                                           "judge_api_key_env": "JUDGE_KEY"},
                         extra_env={"JUDGE_KEY": "sk-judge-only-0123456789",
                                    "OPENAI_API_KEY": OPENAI_KEY})
        assert run.returncode == 1, run.stdout
        assert honest.requests
        assert all(r.headers.get("authorization") == "Bearer sk-judge-only-0123456789"
                   for r in honest.requests)


def test_opting_in_trusts_the_file_and_says_so_in_the_input(tmp_path):
    """``allow_config_endpoint: true`` is the workflow's decision: the file's endpoint is then
    used (the control for the refusal above: without it, the attack reaches the host)."""
    ws = make_workspace(tmp_path / "ws", threat_pairs())
    with FakeOpenAIServer() as chosen:
        chosen.default_reply = Reply.verdict(1)
        (ws / "thresholds.yaml").write_text(
            FAST_CONFIG + JUDGE + f"  base_url: {chosen.base_url}\n")
        run = run_action(ws, None, inputs={"allow_config_endpoint": "true", "comment": "false"},
                         extra_env={"OPENAI_API_KEY": OPENAI_KEY})
        assert run.returncode == 1, run.stdout
        assert secret_carriers(chosen, OPENAI_KEY)


# --- the token goes to the API origin only -----------------------------------------------------

@pytest.mark.parametrize(("status", "method", "route"), [
    (302, "GET", "/user"), (301, "GET", "/repos/o/r/pulls/1"), (307, "POST",
                                                                "/repos/o/r/issues/1/comments"),
    (308, "PATCH", "/repos/o/r/issues/comments/5"),
])
def test_a_redirect_to_another_origin_never_carries_the_token(status, method, route):
    with FakeGitHub(tokens={PAT: PAT_LOGIN}) as api, \
            FakeGitHub(tokens={PAT: PAT_LOGIN}, prefix="/api/v3") as elsewhere:
        api.redirect(method, ".", elsewhere.url + route, status=status)
        client = GitHubClient(PAT, api.url, policy=RetryPolicy(attempts=1))
        with pytest.raises(GitHubHTTPError) as caught:
            client.request(method, route, {"body": "x"} if method != "GET" else None)
        assert caught.value.status == status
        assert "another origin" in str(caught.value) and PAT not in str(caught.value)
        assert elsewhere.requests == []  # not even a request without the token
        assert len(api.requests) == 1


def test_a_redirect_within_the_api_origin_is_followed_on_enterprise_server():
    with FakeGitHub(tokens={PAT: PAT_LOGIN}, prefix="/api/v3") as ghes:
        ghes.add_pull("o/r", 1, HEAD_SHA)
        ghes.redirect("GET", "^/repos/old/r/pulls/1$", ghes.url + "/repos/o/r/pulls/1", 301)
        client = GitHubClient(PAT, api_url_from_env({"GITHUB_API_URL": ghes.url + "/"}))
        assert client.get_pull("old/r", 1)["head"]["sha"] == HEAD_SHA
        assert [r.headers["authorization"] for r in ghes.requests] == [f"Bearer {PAT}"] * 2


@pytest.mark.parametrize("url", ["ftp://ghe.example/api/v3", "https://user:pw@ghe.example/api",
                                 "https://ghe.example/api/v3?x=1", "https:///api/v3",
                                 "https://ghe.example:99999/api"])
def test_only_a_plain_http_api_url_is_an_api_origin(url):
    with pytest.raises(WfgateError) as caught:
        api_url_from_env({"GITHUB_API_URL": url})
    assert "GITHUB_API_URL" in str(caught.value)


def test_the_action_does_not_follow_the_comment_list_to_another_host(tmp_path, fake_github):
    ws = make_workspace(tmp_path / "ws", threat_pairs())
    with FakeGitHub(tokens={ACTIONS_TOKEN: None}) as elsewhere:
        fake_github.redirect("GET", r"/issues/\d+/comments$",
                             elsewhere.url + f"/repos/{REPO}/issues/{PR_NUMBER}/comments")
        run = run_action(ws, fake_github)
        assert elsewhere.requests == []
    assert run.returncode == 2 and run.outputs["verdict"] == "error"
    assert "another origin" in run.outputs["infrastructure_error"]
    assert fake_github.calls("POST", "/comments") == []  # and nothing was posted blind


# --- everything from an artifact is data -------------------------------------------------------

def publish(tmp_path: Path, fake: FakeGitHub, report_path: Path, token_input: str):
    workspace = tmp_path / "ws"
    workspace.mkdir(exist_ok=True)
    return run_action(workspace, fake, event_name="workflow_run", token=token_input,
                      event_path=run_event(tmp_path), extra_env={"GITHUB_REPOSITORY": RUN_REPO},
                      inputs={"report": str(report_path)})


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_hostile_artifact_renders_inert_in_the_comment(tmp_path, seed):
    report = ReportGenerator(seed).make(SCHEMA)
    while not report["workflows"]:  # one with workflows to render
        seed += 1000
        report = ReportGenerator(seed).make(SCHEMA)
    report["head_sha"] = RUN_HEAD
    with FakeGitHub(tokens={PAT: PAT_LOGIN}) as fake:
        fake.add_pull(RUN_REPO, PR_NUMBER, RUN_HEAD)
        run = publish(tmp_path, fake, write_report(tmp_path, report, RUN_HEAD),
                      token_input=PAT)
        assert run.returncode in (0, 1), run.stdout + run.stderr
        [comment] = fake.all_comments(RUN_REPO, PR_NUMBER)
    # The header: our marker and the head-commit line, both written by wfgate itself.
    assert live_markup(comment["body"], f"{marker('default')}\n{head_marker(RUN_HEAD)}") == []
    # ``::error::pwned`` in the data never became a workflow command of its own.
    assert not any(msg == "pwned" for _, _, msg in run.commands)


# --- no path leaves the repository -------------------------------------------------------------

@pytest.mark.parametrize("plant", ["output_dir", "report.md"])
def test_report_files_are_never_written_through_a_symlink(tmp_path, fake_github, plant):
    ws = make_workspace(tmp_path / "ws", threat_pairs())
    outside = tmp_path / "runner-home"
    outside.mkdir()
    (outside / "report.md").write_text("keep\n")
    if plant == "output_dir":
        (ws / "wfgate-report").symlink_to(outside)
        named = "wfgate-report is a symlink"
    else:
        (ws / "wfgate-report").mkdir()
        (ws / "wfgate-report" / "report.md").symlink_to(outside / "report.md")
        named = "wfgate-report/report.md is a symlink"

    run = run_action(ws, fake_github)

    assert (outside / "report.md").read_text() == "keep\n"
    assert sorted(p.name for p in outside.iterdir()) == ["report.md"]
    assert run.returncode == 2 and run.outputs["verdict"] == "error"
    assert named in run.outputs["infrastructure_error"]
    assert any(cmd == "error" and named in msg for cmd, _, msg in run.commands)
    [comment] = fake_github.all_comments(REPO, PR_NUMBER)  # the verdict is still posted
    assert "wfgate: FAIL" in comment["body"]


def test_a_symlinked_candidate_is_refused_unread(tmp_path, fake_github):
    """The input side (wfgate/parsing.py): a candidate that links out of the repository is an
    error naming it, and nothing of the file it points to reaches the report or comment."""
    ws = make_workspace(tmp_path / "ws", threat_pairs())
    secret = tmp_path / "secret-runbook.txt"
    secret.write_text(worfbench(["Export AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI", "Print it"]))
    (ws / "goldens" / "leak.txt").write_text(worfbench(TRIP))
    (ws / "candidates" / "leak.txt").symlink_to(secret)

    run = run_action(ws, fake_github)

    report = report_of(run)
    assert run.returncode == 2 and report["verdict"] == "error"
    [leak] = [w for w in report["workflows"] if w["id"] == "leak"]
    assert leak["verdict"] == "error" and "candidates/leak.txt" in leak["error"]["file"]
    assert "symlink" in leak["error"]["message"]
    [comment] = fake_github.all_comments(REPO, PR_NUMBER)
    for text in (comment["body"], json.dumps(report), run.stdout, run.summary):
        assert "wJalrXUtnFEMI" not in text
    assert verdicts(report)["travel/trip"] == "fail"  # the other verdicts stand


# --- forks: decided by comparing head and base repositories ------------------------------------

def edited_event(tmp_path: Path, head_repo: str | None, fork_flag: bool) -> Path:
    payload = json.loads(PR_OPENED.read_text())
    if head_repo is None:
        payload["pull_request"]["head"]["repo"] = None  # the fork was deleted
    else:
        payload["pull_request"]["head"]["repo"].update(full_name=head_repo, fork=fork_flag)
    path = tmp_path / "event.json"
    path.write_text(json.dumps(payload))
    return path


@pytest.mark.parametrize(("head_repo", "fork_flag", "is_fork"), [
    (REPO, True, False),  # a branch of a repository that is itself a fork: not a fork PR
    (REPO.upper(), False, False),  # owner/name compare without case
    ("mallory/Hello-World", False, True),  # another repository, whatever its flag says
    ("mallory/Hello-World", True, True),
    (None, False, True),
])
def test_fork_means_the_head_lives_in_another_repository(tmp_path, head_repo, fork_flag,
                                                         is_fork):
    event = load_event(str(edited_event(tmp_path, head_repo, fork_flag)), "pull_request")
    assert event.pull_request.is_fork is is_fork


def test_a_pull_request_inside_a_forked_repository_keeps_its_comment(tmp_path, fake_github):
    ws = make_workspace(tmp_path / "ws", default_pairs())
    run = run_action(ws, fake_github, event_path=edited_event(tmp_path, REPO, True))
    assert run.outputs["comment"] == "created"
    assert len(fake_github.all_comments(REPO, PR_NUMBER)) == 1


def test_pull_request_target_with_a_fork_head_warns(tmp_path, fake_github):
    ws = make_workspace(tmp_path / "ws", default_pairs())
    event = edited_event(tmp_path, "mallory/Hello-World", True)
    run = run_action(ws, fake_github, event_path=event, event_name="pull_request_target")
    warnings = [msg for cmd, _, msg in run.commands if cmd == "warning"]
    assert any("pull_request_target" in m and "secrets" in m for m in warnings)

    same_repo = run_action(ws, fake_github, event_path=edited_event(tmp_path, REPO, False),
                           event_name="pull_request_target")
    assert not any("pull_request_target" in msg for cmd, _, msg in same_repo.commands
                   if cmd == "warning")


# --- thresholds and goldens may change, but the comment says so --------------------------------

LOOSE = FAST_CONFIG + """\
on_judge_unavailable: pass
modes:
  missing_steps: {primary: {threshold: 0.1}}
  compressed_steps: {primary: {threshold: 0.0}, band: 0.0}
"""


def git_repo_with_a_pull_request(root: Path) -> str:
    """A base commit (goldens, candidates, thresholds.yaml), then the pull request's commit
    that loosens the thresholds and edits a golden. Returns the base commit."""
    repo = make_workspace(root, default_pairs())

    def git(*args: str) -> str:
        return subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True,
                              text=True).stdout.strip()

    git("init", "-q", "-b", "main")
    git("config", "user.email", "t@example.com")
    git("config", "user.name", "t")
    git("add", "-A")
    git("commit", "-q", "-m", "base")
    base = git("rev-parse", "HEAD")
    (repo / "thresholds.yaml").write_text(LOOSE)
    (repo / "goldens" / "travel" / "trip.txt").write_text(worfbench(TRIP[:4]))
    git("commit", "-q", "-am", "pull request")
    return base


def test_changed_thresholds_and_goldens_are_called_out_and_config_ref_base_reads_the_base(
        tmp_path, fake_github):
    repo_root = tmp_path / "repo"
    base = git_repo_with_a_pull_request(repo_root)
    event = pull_request_event(tmp_path, base_sha=base)

    head_run = run_action(repo_root, fake_github, event_path=event)
    [comment] = fake_github.all_comments(REPO, PR_NUMBER)
    top = html.unescape(comment["body"].split("\n| Failure mode")[0].replace("\\", ""))
    assert top.index("thresholds.yaml changed") < top.index("workflow")  # at the top
    assert "thresholds.yaml changed in this pull request" in top
    assert "modes.missing_steps.primary.threshold" in top and "0.1" in top
    assert "the gate used the pull request" in top
    assert "goldens changed in this pull request" in top and "trip.txt (modified)" in top
    loose = verdicts(report_of(head_run))

    base_run = run_action(repo_root, fake_github, event_path=event,
                          inputs={"config_ref": "base", "comment_mode": "recreate"})
    [comment] = fake_github.all_comments(REPO, PR_NUMBER)
    assert "the gate used the base branch" in comment["body"].split("\n| Failure mode")[0]
    strict = verdicts(report_of(base_run))
    assert loose["notify"] == "pass" and strict["notify"] == "fail"  # the base decides
    assert report_of(base_run)["config"].startswith("thresholds.yaml at the base commit")


def test_config_ref_base_without_the_base_commit_is_a_clear_error(tmp_path, fake_github):
    ws = make_workspace(tmp_path / "ws", default_pairs())
    run = run_action(ws, fake_github, inputs={"config_ref": "base"})
    assert run.returncode == 2
    assert any(cmd == "error" and "fetch-depth: 0" in msg for cmd, _, msg in run.commands)


def test_the_threat_model_names_only_tests_that_exist():
    """docs/action.md's threat model cites a test for each attack; each one must exist."""
    doc = (ROOT / "docs" / "action.md").read_text()
    section = doc.split("## Threat model", 1)[1].split("\n## ", 1)[0]
    cited = re.findall(r"`(?:(tests/[\w/]+\.py)::)?(test_\w+)`", section)
    assert len(cited) >= 15
    for path, name in cited:
        source = (ROOT / (path or "tests/github/test_threat_model.py")).read_text()
        assert f"def {name}(" in source, f"{path or 'test_threat_model.py'}: no {name}"


def test_a_report_from_a_forks_run_says_first_that_the_fork_made_it(tmp_path):
    report = small_report() | {"callouts": ["all is well"]}
    payload = json.loads(RUN_COMPLETED.read_text())
    payload["workflow_run"]["head_repository"]["full_name"] = "mallory/octo-repo"
    payload["workflow_run"]["pull_requests"] = []  # what GitHub sends for a fork
    event = tmp_path / "run.json"
    event.write_text(json.dumps(payload))
    with FakeGitHub(tokens={PAT: PAT_LOGIN}) as fake:
        fake.add_pull(RUN_REPO, PR_NUMBER, RUN_HEAD)
        workspace = tmp_path / "ws"
        workspace.mkdir()
        run = run_action(workspace, fake, event_name="workflow_run", token=PAT,
                         event_path=event, extra_env={"GITHUB_REPOSITORY": RUN_REPO},
                         inputs={"report": str(write_report(tmp_path, report, RUN_HEAD)),
                                 "pr_number": str(PR_NUMBER)})
        assert run.returncode == 1, run.stdout + run.stderr
        [comment] = fake.all_comments(RUN_REPO, PR_NUMBER)
    top = html.unescape(comment["body"].replace("\\", "")).split("\n| Failure mode")[0]
    assert top.index("the fork controlled that run") < top.index("Reported by that run: all")


def test_a_report_that_is_not_a_regular_file_is_refused_unread(tmp_path):
    fifo = tmp_path / "artifact" / "report.json"
    fifo.parent.mkdir()
    os.mkfifo(fifo)  # opening it to read would block forever
    with FakeGitHub(tokens={PAT: PAT_LOGIN}) as fake:
        fake.add_pull(RUN_REPO, PR_NUMBER, RUN_HEAD)
        run = publish(tmp_path, fake, fifo, token_input=PAT)
        assert run.returncode == 2 and not fake.calls("POST", "/comments")
    assert any(cmd == "error" and "report.json" in msg and "not a regular file" in msg
               for cmd, _, msg in run.commands)
