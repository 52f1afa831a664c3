"""Git mode on a temporary repository: goldens from the base ref, candidates from the tree."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.github.conftest import TRIP, worfbench
from wfgate.gitmode import GitModeError, pairs_from_git


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True,
                          text=True).stdout.strip()


def write(repo: Path, path: str, text: str) -> None:
    target = repo / path
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """main: four workflows and a README; branch pr: one modified, one renamed, one deleted,
    one added, the README changed."""
    repo = tmp_path / "repo"
    repo.mkdir()
    git(repo, "init", "-q", "-b", "main")
    git(repo, "config", "user.email", "t@example.com")
    git(repo, "config", "user.name", "t")
    for name in ("keep", "edit", "move", "drop"):
        write(repo, f"workflows/{name}.txt", worfbench([f"{name}: {step}" for step in TRIP]))
    write(repo, "README.md", "readme\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "base")
    git(repo, "checkout", "-q", "-b", "pr")
    write(repo, "workflows/edit.txt", worfbench(TRIP[:3]))
    write(repo, "workflows/move.txt", worfbench([f"move: {step}" for step in TRIP[:4]]))
    git(repo, "mv", "workflows/move.txt", "workflows/moved.txt")
    git(repo, "rm", "-q", "workflows/drop.txt")
    write(repo, "workflows/new.txt", worfbench(TRIP[:2]))
    write(repo, "README.md", "changed\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "regenerate")
    return repo


def test_changed_workflows_pair_with_their_base_versions(repo):
    pairing = pairs_from_git("main", "workflows/**", repo)
    by_id = {pair.id: pair for pair in pairing.pairs}
    assert set(by_id) == {"workflows/edit", "workflows/moved"}  # keep.txt did not change
    edit = by_id["workflows/edit"]
    assert edit.golden == "main:workflows/edit.txt" and edit.candidate == "workflows/edit.txt"
    assert edit.read_golden().decode() == worfbench([f"edit: {step}" for step in TRIP])
    assert edit.read_candidate().decode() == worfbench(TRIP[:3])
    assert by_id["workflows/moved"].golden == "main:workflows/move.txt"
    assert [(e["file"], e["kind"]) for e in pairing.errors] == [("workflows/drop.txt",
                                                                   "deleted")]
    notices = {(n["file"], n["kind"]) for n in pairing.notices}
    assert notices == {("workflows/new.txt", "added"), ("workflows/moved.txt", "renamed")}


def test_uncommitted_edits_are_candidates_too(repo):
    write(repo, "workflows/keep.txt", worfbench(TRIP[1:]))
    pairing = pairs_from_git("main", "workflows/*.txt", repo)
    assert "workflows/keep" in {pair.id for pair in pairing.pairs}


def test_glob_limits_the_files(repo):
    pairing = pairs_from_git("main", "workflows/edit.*", repo)
    assert [pair.id for pair in pairing.pairs] == ["workflows/edit"]
    assert not pairing.errors and not pairing.notices


def test_unknown_base_ref_says_to_fetch(repo):
    with pytest.raises(GitModeError, match="fetch-depth: 0"):
        pairs_from_git("origin/nope", "workflows/**", repo)


def test_option_looking_ref_is_refused(repo):
    with pytest.raises(GitModeError, match="invalid base ref"):
        pairs_from_git("--output=x", "workflows/**", repo)
