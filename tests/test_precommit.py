"""The pre-commit hook: `wfgate pre-commit` checks the pairs among the changed files, and the
hook of .pre-commit-hooks.yaml does so through `pre-commit try-repo` in a fresh repository."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from .conftest import EXAMPLES, ROOT

REGRESSED = "candidates/deploy/canary-release.json"
PASSING = "candidates/incident/db-failover.yaml"


@pytest.fixture()
def repo(tmp_path) -> Path:
    """A git repository with the bundled examples as goldens/ and candidates/."""
    root = tmp_path / "repo"
    subprocess.run(["git", "init", "-q", str(root)], check=True)
    shutil.copytree(EXAMPLES / "golden", root / "goldens")
    shutil.copytree(EXAMPLES / "candidate", root / "candidates")
    shutil.copyfile(ROOT / "thresholds.yaml", root / "thresholds.yaml")
    return root


def hook(repo: Path, *files: str) -> subprocess.CompletedProcess:
    env = os.environ | {"PYTHONPATH": str(ROOT), "NO_COLOR": "1"}
    return subprocess.run([sys.executable, "-m", "wfgate", "pre-commit", *files], cwd=repo,
                          env=env, capture_output=True, text=True, timeout=600)


def test_a_touched_regressed_candidate_fails_alone(repo):
    run = hook(repo, REGRESSED, "README.md")
    assert run.returncode == 1, run.stderr
    assert "deploy/canary-release" in run.stdout and "1 of 1 workflow regressed" in run.stdout
    assert "oncall/disk-pressure" not in run.stdout  # untouched pairs are not checked


def test_a_touched_golden_checks_its_pair(repo):
    run = hook(repo, "goldens/incident/db-failover.yaml")
    assert run.returncode == 0, run.stdout + run.stderr
    assert "incident/db-failover" in run.stdout and "PASS" in run.stdout


def test_nothing_to_check_passes_saying_so(repo):
    run = hook(repo, "README.md", "docs/x.yaml")
    assert run.returncode == 0
    assert "no golden or candidate among the changed files" in run.stderr


def test_a_touched_thresholds_file_checks_every_pair(repo):
    run = hook(repo, "thresholds.yaml")
    assert run.returncode == 1
    assert "3 of 5 workflows regressed" in run.stdout


def test_a_touched_golden_without_candidate_is_an_error(repo):
    (repo / "goldens" / "new.yaml").write_text("steps:\n  - Do the thing\n")
    run = hook(repo, "goldens/new.yaml", PASSING)
    assert run.returncode == 2
    assert "golden 'new' has no candidate" in run.stdout + run.stderr


def test_the_hook_definition():
    (hook_def,) = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())
    assert hook_def["id"] == "wfgate" and hook_def["entry"] == "wfgate pre-commit"
    assert hook_def["language"] == "python"


@pytest.mark.slow
def test_pre_commit_try_repo_runs_the_hook(repo, tmp_path):
    """The hook as a user gets it: pre-commit installs this repository (and the model
    distribution, built here: it is not on the index before a release) into its own env."""
    pre_commit = Path(sys.executable).parent / "pre-commit"
    if not pre_commit.exists():
        pytest.fail("pre-commit comes with the dev extra (./setup.sh --dev)")
    dist = tmp_path / "dist"
    built = subprocess.run([str(ROOT / "scripts" / "build_dist.sh")], cwd=ROOT,
                           env=os.environ | {"WFGATE_DIST": str(dist),
                                             "PYTHON": sys.executable},
                           capture_output=True, text=True, timeout=900)
    assert built.returncode == 0, built.stdout + built.stderr
    links = " ".join(filter(None, [str(dist), os.environ.get("PIP_FIND_LINKS", "")]))
    env = os.environ | {"PRE_COMMIT_HOME": str(tmp_path / "pre-commit-home"),
                        "PIP_FIND_LINKS": links, "NO_COLOR": "1"}
    env.pop("PYTHONPATH", None)
    subprocess.run(["git", "add", "-A"], cwd=repo, check=True)

    def try_repo(*files: str) -> subprocess.CompletedProcess:
        return subprocess.run([str(pre_commit), "try-repo", str(ROOT), "wfgate",
                               "--verbose", "--files", *files], cwd=repo, env=env,
                              capture_output=True, text=True, timeout=900)

    failing = try_repo(REGRESSED)
    assert failing.returncode == 1, failing.stdout + failing.stderr
    assert "deploy/canary-release" in failing.stdout and "Failed" in failing.stdout
    passing = try_repo(PASSING)
    assert passing.returncode == 0, passing.stdout + passing.stderr
    assert "Passed" in passing.stdout
