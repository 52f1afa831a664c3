"""``wfgate approve``: copy reviewed candidates over their goldens."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.github.conftest import ROOT, TRIP, worfbench
from wfgate.approve import ApproveError, apply_approvals, plan_approvals


@pytest.fixture
def dirs(tmp_path: Path) -> tuple[Path, Path]:
    golden, candidate = tmp_path / "goldens", tmp_path / "candidates"
    for root, steps in ((golden, TRIP), (candidate, TRIP[:3])):
        (root / "sub").mkdir(parents=True)
        (root / "a.txt").write_text(worfbench(steps))
        (root / "sub" / "b.txt").write_text(worfbench(steps))
    (candidate / "c.txt").write_text(worfbench(TRIP[:2]))  # new: no golden yet
    return golden, candidate


def test_approve_all_copies_and_adds(dirs):
    golden, candidate = dirs
    plans = apply_approvals(plan_approvals(golden, candidate))
    assert sorted((p.target.relative_to(golden).as_posix(), p.new) for p in plans) == [
        ("a.txt", False), ("c.txt", True), ("sub/b.txt", False)]
    for name in ("a.txt", "sub/b.txt", "c.txt"):
        assert (golden / name).read_text() == (candidate / name).read_text()


def test_approve_by_path_or_id(dirs):
    golden, candidate = dirs
    plans = apply_approvals(plan_approvals(golden, candidate, [str(candidate / "sub/b.txt"),
                                                               "a"]))
    assert {p.target.name for p in plans} == {"b.txt", "a.txt"}
    assert not (golden / "c.txt").exists()


def test_unknown_path_is_an_error(dirs):
    with pytest.raises(ApproveError, match="not a candidate"):
        plan_approvals(*dirs, ["nope.txt"])


def test_invalid_candidate_blocks_every_copy(dirs):
    golden, candidate = dirs
    (candidate / "a.txt").write_text("Node:\n1: x\nEdge: (START,1) (1,9) (1,END)\n")
    before = (golden / "sub" / "b.txt").read_text()
    with pytest.raises(ApproveError, match="not valid workflows"):
        apply_approvals(plan_approvals(golden, candidate))
    assert (golden / "sub" / "b.txt").read_text() == before


def test_command_prints_what_it_copied(dirs):
    golden, candidate = dirs
    done = subprocess.run([sys.executable, "-m", "wfgate.github.commands", "approve",
                           "--golden", str(golden), "--candidate", str(candidate), "c.txt"],
                          cwd=ROOT, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert f"copied {(candidate / 'c.txt').as_posix()} -> {(golden / 'c.txt').as_posix()}" \
           " (new golden)" in done.stdout
    assert "1 candidate copied" in done.stdout


@pytest.mark.parametrize("plant", ["file", "folder", "fifo"])
def test_approve_never_writes_through_a_symlink_or_into_a_special_file(dirs, tmp_path, plant):
    golden, candidate = dirs
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "b.txt").write_text("precious\n")
    (outside / "a.txt").write_text("precious\n")
    if plant == "file":
        (golden / "a.txt").unlink()
        (golden / "a.txt").symlink_to(outside / "a.txt")
        named = golden / "a.txt"
    elif plant == "folder":
        for item in (golden / "sub").iterdir():
            item.unlink()
        (golden / "sub").rmdir()
        (golden / "sub").symlink_to(outside)
        named = golden / "sub"
    else:
        (golden / "a.txt").unlink()
        os.mkfifo(golden / "a.txt")
        named = golden / "a.txt"
    before = {p.name: p.read_text() for p in candidate.rglob("*.txt")}

    with pytest.raises(ApproveError) as caught:
        apply_approvals(plan_approvals(golden, candidate))

    assert str(named) in str(caught.value)
    assert (outside / "a.txt").read_text() == (outside / "b.txt").read_text() == "precious\n"
    assert not (golden / "c.txt").exists()  # nothing copied at all
    assert {p.name: p.read_text() for p in candidate.rglob("*.txt")} == before


def test_approve_reads_no_candidate_that_links_out_of_its_folder(dirs, tmp_path):
    golden, candidate = dirs
    secret = tmp_path / "secret.txt"
    secret.write_text(worfbench(["Read the private key", "Print it"]))
    (candidate / "c.txt").unlink()
    (candidate / "c.txt").symlink_to(secret)
    with pytest.raises(ApproveError, match="outside"):
        apply_approvals(plan_approvals(golden, candidate))
    assert not (golden / "c.txt").exists()
