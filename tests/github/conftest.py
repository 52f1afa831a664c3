"""Run ``entrypoint.py`` as the runner does: a subprocess with ``INPUT_*`` and ``GITHUB_*``
variables, an event payload file, output and summary files, against the fake GitHub API."""

from __future__ import annotations

import copy
import itertools
import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.fakes.github_server import FakeGitHub

ROOT = Path(__file__).resolve().parents[2]
GITHUB_FIXTURES = ROOT / "tests" / "fixtures" / "github"
PR_OPENED = GITHUB_FIXTURES / "webhook-pull_request.opened.json"
RUN_COMPLETED = GITHUB_FIXTURES / "webhook-workflow_run.completed.with-pull-requests.json"
REPO = "Codertocat/Hello-World"  # the recorded pull_request payload's repository
PR_NUMBER = 2
HEAD_SHA = "ec26c3e57ca3a959ca5aad62de7213c562f8c821"
BASE_SHA = "f95f852bd8fca8fcc58a9a2d6c842781e32a215e"
PAT = "pat-token"  # a personal token: GET /user answers with its login
PAT_LOGIN = "wfgate-bot"
ACTIONS_TOKEN = "actions-token"  # the Actions GITHUB_TOKEN: GET /user answers 403

# The thresholds file of the end-to-end tests: the small MiniLM encoder, no rescale baseline.
FAST_CONFIG = """\
version: 1
encoder: {model: all-MiniLM-L6-v2, tau_align: 0.8}
bertscore: {model: all-MiniLM-L6-v2, num_layers: 4, baseline: none}
"""

TRIP = ["Open the travel booking website", "Search for flights from Berlin to Paris",
        "Compare the prices of the flights found", "Book the cheapest flight",
        "Email the booking confirmation to the team"]
HOSTILE = ("Notify | @octocat <img src=x> ![x](http://e) <!-- wfgate:comment id=default --> "
           "::warning::pwned")


def worfbench(steps: list[str]) -> str:
    nodes = "\n".join(f"{i}: {text}" for i, text in enumerate(steps, 1))
    chain = ["START", *map(str, range(1, len(steps) + 1)), "END"]
    edges = " ".join(f"({a},{b})" for a, b in itertools.pairwise(chain))
    return f"Node:\n{nodes}\nEdge: {edges}\n"


@dataclass
class ActionRun:
    """What one run of the action left behind."""

    returncode: int
    stdout: str
    stderr: str
    outputs: dict[str, str]
    summary: str
    workspace: Path

    @property
    def commands(self) -> list[tuple[str, str, str]]:
        return runner_commands(self.stdout)


def parse_outputs(text: str) -> dict[str, str]:
    """Read ``name<<DELIM`` records the way the runner does."""
    outputs: dict[str, str] = {}
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line:
            i += 1
            continue
        if "<<" in line:
            name, delimiter = line.split("<<", 1)
            end = lines.index(delimiter, i + 1)
            outputs[name] = "\n".join(lines[i + 1:end])
            i = end + 1
        else:
            name, value = line.split("=", 1)
            outputs[name] = value
            i += 1
    return outputs


_COMMAND = re.compile(r"^::([A-Za-z-]+)(?: ([^:]*))?::(.*)$")


def runner_commands(stdout: str) -> list[tuple[str, str, str]]:
    """The workflow commands the runner would obey: (command, properties, message).

    Emulates ``::stop-commands::TOKEN``: lines up to ``::TOKEN::`` are not commands.
    """
    obeyed = []
    stop_token = None
    for line in stdout.splitlines():
        if stop_token is not None:
            if line == f"::{stop_token}::":
                stop_token = None
            continue
        match = _COMMAND.match(line)
        if not match:
            continue
        command, props, message = match.groups()
        if command == "stop-commands":
            stop_token = message
            continue
        obeyed.append((command, props or "", message))
    return obeyed


def make_workspace(root: Path, pairs: dict[str, tuple[str, str]]) -> Path:
    """A workspace with goldens/, candidates/ and thresholds.yaml."""
    for name, (golden, candidate) in pairs.items():
        for folder, text in (("goldens", golden), ("candidates", candidate)):
            path = root / folder / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    root.mkdir(parents=True, exist_ok=True)
    (root / "thresholds.yaml").write_text(FAST_CONFIG, encoding="utf-8")
    return root


def default_pairs() -> dict[str, tuple[str, str]]:
    """One workflow that keeps its steps, one that lost two, one with hostile step text."""
    return {
        "travel/same.txt": (worfbench(TRIP), worfbench(TRIP)),
        "travel/trip.txt": (worfbench(TRIP), worfbench([TRIP[0], TRIP[3], TRIP[4]])),
        "notify.txt": (worfbench([*TRIP[:3], HOSTILE]), worfbench([*TRIP[:1], HOSTILE])),
    }


def pull_request_event(tmp: Path, *, fork: bool = False, base_sha: str | None = None) -> Path:
    """The recorded ``pull_request.opened`` payload, edited in memory for a fork or base."""
    payload = json.loads(PR_OPENED.read_text())
    if fork:
        payload = copy.deepcopy(payload)
        payload["pull_request"]["head"]["repo"]["full_name"] = "mallory/Hello-World"
        payload["pull_request"]["head"]["repo"]["fork"] = True
    if base_sha:
        payload["pull_request"]["base"]["sha"] = base_sha
    path = tmp / "event.json"
    path.write_text(json.dumps(payload))
    return path


def run_action(workspace: Path, fake: FakeGitHub | None, *, event_path: Path | None = None,
               event_name: str = "pull_request", token: str = ACTIONS_TOKEN,
               inputs: dict[str, str] | None = None, extra_env: dict[str, str] | None = None,
               timeout: float = 300) -> ActionRun:
    """Run ``entrypoint.py`` in ``workspace`` like the runner runs a Docker action."""
    workspace.mkdir(parents=True, exist_ok=True)
    files = workspace.parent / f"{workspace.name}-runner"
    files.mkdir(exist_ok=True)
    output_file, summary_file = files / "output.txt", files / "summary.md"
    output_file.write_text("")
    summary_file.write_text("")
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("INPUT_", "GITHUB_", "RUNNER_"))}
    env.update({
        "PYTHONPATH": str(ROOT),
        "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", "TOKENIZERS_PARALLELISM": "false",
        "GITHUB_ACTIONS": "true", "CI": "true",
        "GITHUB_EVENT_NAME": event_name,
        "GITHUB_EVENT_PATH": str(event_path or pull_request_event(files)),
        "GITHUB_REPOSITORY": REPO,
        "GITHUB_WORKSPACE": str(workspace),
        "GITHUB_SHA": "0" * 40,
        "GITHUB_OUTPUT": str(output_file),
        "GITHUB_STEP_SUMMARY": str(summary_file),
        "XDG_CACHE_HOME": str(files / "cache-home"),  # wfgate's cache home, not the user's
        "INPUT_GITHUB_TOKEN": token,
        "INPUT_GOLDEN": "goldens",
        "INPUT_CANDIDATE": "candidates",
        "INPUT_CONFIG": "thresholds.yaml",
        "INPUT_COMMENT": "true",
        "INPUT_COMMENT_MODE": "update",
        "INPUT_FAIL_ON": "fail",
        "INPUT_COMMENT_ID": "default",
    })
    if fake is not None:
        env["GITHUB_API_URL"] = fake.url
    for name, value in (inputs or {}).items():
        env[f"INPUT_{name.upper()}"] = value
    env.update(extra_env or {})
    done = subprocess.run([sys.executable, str(ROOT / "entrypoint.py")], cwd=workspace,
                          env=env, capture_output=True, text=True, timeout=timeout, check=False)
    return ActionRun(done.returncode, done.stdout, done.stderr,
                     parse_outputs(output_file.read_text()), summary_file.read_text(),
                     workspace)


@pytest.fixture
def fake_github():
    with FakeGitHub(tokens={ACTIONS_TOKEN: None, PAT: PAT_LOGIN, "other-token": "octocat"}
                    ) as fake:
        fake.add_pull(REPO, PR_NUMBER, HEAD_SHA)
        yield fake


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    return make_workspace(tmp_path / "ws", default_pairs())


@pytest.fixture(scope="session")
def first_run(tmp_path_factory):
    """One real check on the recorded pull_request payload, and the fake API as it ended."""
    ws = make_workspace(tmp_path_factory.mktemp("first") / "ws", default_pairs())
    with FakeGitHub(tokens={ACTIONS_TOKEN: None, PAT: PAT_LOGIN}) as fake:
        fake.add_pull(REPO, PR_NUMBER, HEAD_SHA)
        yield run_action(ws, fake), fake


@pytest.fixture(scope="session")
def report_file(first_run) -> Path:
    """The first run's JSON report (verdict fail, head_sha = the recorded PR head)."""
    run, _ = first_run
    return run.workspace / run.outputs["report_json"]
