"""The release workflow's own steps, run here: the version check, the release notes, and (slow)
the build and check of every Python distribution."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from wfgate import __version__

from .conftest import ROOT

WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def _steps(job: str) -> dict[str, dict]:
    jobs = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))["jobs"]
    return {step.get("name", step.get("uses", "")): step for step in jobs[job]["steps"]}


def _run(script: str, tmp_path: Path, **env: str) -> subprocess.CompletedProcess:
    """A step's ``run:`` script as the runner runs it (bash -e), in the checkout."""
    environ = os.environ | {"GITHUB_OUTPUT": str(tmp_path / "output"),
                            "RUNNER_TEMP": str(tmp_path)} | env
    return subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script],
                          cwd=ROOT, env=environ, capture_output=True, text=True, timeout=1800)


def _model_version() -> str:
    text = (ROOT / "packaging" / "wfgate-model-minilm" / "pyproject.toml").read_text()
    match = re.search(r'^version = "([^"]+)"', text, re.M)
    assert match
    return match.group(1)


def _outputs(tmp_path: Path) -> dict[str, str]:
    lines = (tmp_path / "output").read_text().splitlines()
    return dict(line.split("=", 1) for line in lines)


def test_the_version_check_passes_for_this_version(tmp_path):
    step = _steps("version")["Check that action.yml, the package and the changelog name this "
                             "release"]
    run = _run(step["run"], tmp_path, TAG=f"v{__version__}", OWNER="WfGate")
    assert run.returncode == 0, run.stdout + run.stderr
    assert _outputs(tmp_path) == {"image": "ghcr.io/wfgate/wfgate",
                                  "major": f"v{__version__.split('.')[0]}",
                                  "version": __version__}


def test_the_version_check_fails_for_another_version_naming_every_file(tmp_path):
    step = _steps("version")["Check that action.yml, the package and the changelog name this "
                             "release"]
    run = _run(step["run"], tmp_path, TAG="v9.8.7", OWNER="wfgate")
    assert run.returncode == 1
    for name in ("action.yml", "pyproject.toml", "wfgate/__init__.py", "CHANGELOG.md"):
        assert f"::error file={name}::" in run.stdout, name


def test_the_release_notes_are_the_changelog_section(tmp_path):
    step = _steps("github")["Release notes from CHANGELOG.md"]
    run = _run(step["run"], tmp_path, VERSION=__version__)
    assert run.returncode == 0, run.stderr
    notes = (tmp_path / "notes.md").read_text(encoding="utf-8")
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert notes.strip() and notes.strip() in changelog
    assert f"## [{__version__}]" not in notes and "## [Unreleased]" not in notes
    assert _run(step["run"], tmp_path, VERSION="9.8.7").returncode == 1


def test_the_release_publishes_and_tags_in_order():
    jobs = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))["jobs"]
    assert set(jobs["pypi"]["needs"]) == {"image", "dist"}
    assert jobs["pypi"]["permissions"] == {"id-token": "write"}  # trusted publishing only
    assert jobs["pypi"]["environment"]["name"] == "pypi"
    assert "pypi" in jobs["github"]["needs"]
    names = [step.get("name") for step in jobs["github"]["steps"]]
    assert names.index("Create the GitHub release") < names.index(
        "Move the major tag to this release")


@pytest.mark.slow
def test_the_build_and_check_steps_run_here(tmp_path):
    """scripts/build_dist.sh then scripts/check_dist.sh, as the dist job runs them: every
    distribution built, and a fresh install of them torch-free with the examples' verdicts."""
    steps = _steps("dist")
    dist = tmp_path / "dist"
    env = {"WFGATE_DIST": str(dist), "PYTHON": sys.executable}
    build = _run(steps["Build the distributions"]["run"], tmp_path, **env)
    assert build.returncode == 0, build.stdout + build.stderr
    built = sorted(p.name for p in dist.iterdir())
    assert built == sorted([f"wfgate-{__version__}-py3-none-any.whl",
                            f"wfgate-{__version__}.tar.gz",
                            f"wfgate_model_minilm-{_model_version()}-py3-none-any.whl"])
    check = _run(steps["Check a fresh install of them"]["run"], tmp_path, **env)
    assert check.returncode == 0, check.stdout + check.stderr
    assert "no torch, pip check clean" in check.stdout


def test_the_uses_lines_name_the_release_tag_never_a_placeholder():
    """README, docs/examples and the workflows `wfgate init` writes name the major tag."""
    files = [ROOT / "README.md", *sorted((ROOT / "docs" / "examples").glob("*.yml")),
             *sorted((ROOT / "wfgate" / "templates" / "init").glob("*.yml"))]
    major = f"v{__version__.split('.')[0]}"
    for path in files:
        uses = re.findall(r"^\s*(?:- )?uses: wfgate/wfgate@(\S+)",
                          path.read_text(encoding="utf-8"), re.M)
        assert uses, f"{path.name} has no uses: line for wfgate"
        assert set(uses) == {major}, f"{path.name}: {uses}"
