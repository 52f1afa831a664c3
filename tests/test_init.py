"""`wfgate init` in a fresh git repository: files, refusal, --force, lint, a usable config."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from wfgate.config import load_config

from .conftest import EXAMPLES, ROOT

WORKFLOW = Path(".github/workflows/wfgate.yml")
FORK_PAIR = (Path(".github/workflows/wfgate-check.yml"),
             Path(".github/workflows/wfgate-comment.yml"))


def wfgate(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = os.environ | {"PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "wfgate", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=300)


@pytest.fixture()
def repo(tmp_path) -> Path:
    subprocess.run(["git", "init", "-q", str(tmp_path / "repo")], check=True)
    return tmp_path / "repo"


def _tool(name: str) -> str | None:
    beside = Path(sys.executable).parent / name
    return str(beside) if beside.exists() else shutil.which(name)


def test_init_writes_the_starter_files(repo):
    (repo / "sub").mkdir()
    run = wfgate("init", cwd=repo / "sub")  # from a subfolder: files go to the root
    assert run.returncode == 0, run.stderr
    workflow = yaml.safe_load((repo / WORKFLOW).read_text())
    step = next(s for s in workflow["jobs"]["gate"]["steps"] if s.get("id") == "wfgate")
    assert step["with"]["golden"] == "goldens" and step["with"]["candidate"] == "candidates"
    assert step["with"]["config"] == "thresholds.yaml"
    assert workflow["permissions"] == {}
    thresholds = yaml.safe_load((repo / "thresholds.yaml").read_text())
    assert thresholds["version"] == 1
    from wfgate.github.sources import ACTION_DEFAULT_PROFILE

    assert thresholds["profile"] == ACTION_DEFAULT_PROFILE
    assert (repo / "goldens").is_dir() and (repo / "candidates").is_dir()
    assert "wrote .github/workflows/wfgate.yml" in run.stdout.replace("../", "")
    assert not (repo / "sub" / "thresholds.yaml").exists()


def test_init_refuses_to_overwrite_without_force(repo):
    (repo / "thresholds.yaml").write_text("version: 1\nprofile: fast\n")
    (repo / "goldens").mkdir()
    (repo / "goldens" / "a.yaml").write_text("steps: [x]\n")
    run = wfgate("init", cwd=repo)
    assert run.returncode == 2
    assert "thresholds.yaml" in run.stderr and "--force" in run.stderr
    assert (repo / "thresholds.yaml").read_text() == "version: 1\nprofile: fast\n"
    assert not (repo / WORKFLOW).exists()  # nothing written at all
    forced = wfgate("init", "--force", cwd=repo)
    assert forced.returncode == 0, forced.stderr
    assert "overwrote thresholds.yaml" in forced.stdout
    assert "profile: fast\n" not in (repo / "thresholds.yaml").read_text()
    assert (repo / "goldens" / "a.yaml").read_text() == "steps: [x]\n"  # folders kept


def test_force_replaces_a_symlink_instead_of_writing_through_it(repo, tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("keep me")
    (repo / "thresholds.yaml").symlink_to(outside)
    assert wfgate("init", "--force", cwd=repo).returncode == 0
    assert outside.read_text() == "keep me"
    assert not (repo / "thresholds.yaml").is_symlink()


def test_the_written_thresholds_are_accepted_by_check(repo):
    assert wfgate("init", cwd=repo).returncode == 0
    load_config(repo / "thresholds.yaml")
    run = wfgate("check", "--golden", str(EXAMPLES / "golden/incident/db-failover.yaml"),
                 "--candidate", str(EXAMPLES / "candidate/incident/db-failover.yaml"),
                 "--config", "thresholds.yaml", "--format", "json", cwd=repo)
    assert run.returncode == 0, run.stderr


def test_every_commented_example_in_the_thresholds_is_valid(repo):
    assert wfgate("init", cwd=repo).returncode == 0
    text = (repo / "thresholds.yaml").read_text()
    blocks = re.split(r"\n#\n", text.split("# Examples")[1])[1:]
    assert len(blocks) == 4
    for block in blocks:
        lines = [line[2:] for line in block.splitlines() if line.startswith("# ")]
        start = next(i for i, line in enumerate(lines) if re.match(r"[a-z_]+:", line))
        body = "\n".join(lines[start:])
        data = yaml.safe_load(body)
        assert isinstance(data, dict), block
        path = repo / "example.yaml"
        path.write_text(yaml.safe_dump({"version": 1, **data}))
        config = load_config(path)
        assert config is not None


def test_fork_safe_writes_the_two_workflow_pair(repo):
    run = wfgate("init", "--fork-safe", "--golden", "wf/golden", "--candidate", "wf/new",
                 cwd=repo)
    assert run.returncode == 0, run.stderr
    check, comment = (yaml.safe_load((repo / p).read_text()) for p in FORK_PAIR)
    assert not (repo / WORKFLOW).exists()
    trigger = comment[True]["workflow_run"]  # YAML 1.1 reads the key `on` as True
    assert trigger["workflows"] == [check["name"]]
    assert check["permissions"] == {"contents": "read"}
    steps = check["jobs"]["check"]["steps"]
    gate = next(s for s in steps if s.get("uses", "").startswith("wfgate/"))
    assert gate["with"]["golden"] == "wf/golden" and gate["with"]["candidate"] == "wf/new"
    assert check[True]["pull_request"]["paths"][:2] == ["wf/golden/**", "wf/new/**"]
    assert (repo / "wf/golden").is_dir() and (repo / "wf/new").is_dir()


def test_init_outside_a_repository_or_with_unsafe_paths_is_refused(tmp_path, repo):
    run = wfgate("init", cwd=tmp_path)
    assert run.returncode == 2 and "not inside a git repository" in run.stderr
    for bad in ("../elsewhere", "/etc", "a b", "x/../../y"):
        run = wfgate("init", "--golden", bad, cwd=repo)
        assert run.returncode == 2 and "relative to the repository root" in run.stderr, bad
    assert not (repo / "thresholds.yaml").exists()


@pytest.mark.parametrize("fork_safe", [False, True])
def test_the_written_workflows_lint_clean(repo, fork_safe):
    actionlint, zizmor = _tool("actionlint"), _tool("zizmor")
    if not actionlint or not zizmor:
        pytest.skip("actionlint and zizmor come with the dev extra (pip install -e .[dev])")
    assert wfgate("init", *(["--fork-safe"] if fork_safe else []), cwd=repo).returncode == 0
    files = [str(p) for p in sorted((repo / ".github/workflows").glob("*.yml"))]
    assert len(files) == (2 if fork_safe else 1)
    lint = subprocess.run([actionlint, "-no-color", *files], cwd=repo, capture_output=True,
                          text=True, timeout=120)
    assert lint.returncode == 0, lint.stdout + lint.stderr
    audit = subprocess.run([zizmor, "--offline", "--no-progress", *files], cwd=repo,
                           capture_output=True, text=True, timeout=120)
    assert audit.returncode == 0, audit.stdout + audit.stderr


@pytest.mark.parametrize("fork_safe", [False, True])
def test_the_written_workflows_use_only_inputs_the_action_declares(repo, fork_safe):
    inputs = set(yaml.safe_load((ROOT / "action.yml").read_text())["inputs"])
    assert wfgate("init", *(["--fork-safe"] if fork_safe else []), cwd=repo).returncode == 0
    used = set()
    for path in (repo / ".github/workflows").glob("*.yml"):
        for job in yaml.safe_load(path.read_text())["jobs"].values():
            for step in job["steps"]:
                if step.get("uses", "").startswith("wfgate/wfgate@"):
                    used |= set(step.get("with", {}))
    assert used and used <= inputs, used - inputs


@pytest.mark.parametrize("fork_safe, examples", [
    (False, ["wfgate-pull-request.yml"]),
    (True, ["wfgate-fork-check.yml", "wfgate-fork-comment.yml"]),
])
def test_the_written_workflows_pin_the_same_actions_as_the_documented_examples(
        repo, fork_safe, examples):
    def pins(paths) -> set[str]:
        return {step["uses"] for path in paths
                for job in yaml.safe_load(Path(path).read_text())["jobs"].values()
                for step in job["steps"] if "uses" in step}

    assert wfgate("init", *(["--fork-safe"] if fork_safe else []), cwd=repo).returncode == 0
    written = pins((repo / ".github/workflows").glob("*.yml"))
    assert written == pins(ROOT / "docs/examples" / name for name in examples)


@pytest.mark.parametrize("fork_safe, examples", [
    (False, ["wfgate-pull-request.yml"]),
    (True, ["wfgate-fork-check.yml", "wfgate-fork-comment.yml"]),
])
def test_the_written_workflows_grant_the_permissions_of_the_documented_examples(
        repo, fork_safe, examples):
    """A starter that lacks `checks: write` would skip the check run with a notice."""
    def permissions(paths) -> set[tuple[str, str]]:
        granted = set()
        for path in paths:
            for job in yaml.safe_load(Path(path).read_text())["jobs"].values():
                granted |= set((job.get("permissions") or {}).items())
        return granted

    assert wfgate("init", *(["--fork-safe"] if fork_safe else []), cwd=repo).returncode == 0
    written = permissions((repo / ".github/workflows").glob("*.yml"))
    assert written == permissions(ROOT / "docs/examples" / name for name in examples)
