"""wfgate/safe_write.py: outputs never leave their folder through a symlink or a special file."""

from __future__ import annotations

import os

import pytest

from wfgate.safe_write import UnsafeOutput, write_below


def test_writes_and_overwrites_below_the_root(tmp_path):
    path = write_below(tmp_path, "out/deep/report.md", "one")
    assert path == tmp_path / "out" / "deep" / "report.md" and path.read_text() == "one"
    write_below(tmp_path, "out/deep/report.md", "two")
    assert path.read_text() == "two"


@pytest.mark.parametrize("relative", ["/etc/passwd", "../x", "a/../../x", ""])
def test_only_relative_paths_below_the_root(tmp_path, relative):
    with pytest.raises(UnsafeOutput):
        write_below(tmp_path, relative, "x")


def test_a_symlinked_file_or_folder_is_refused_and_named(tmp_path):
    outside = tmp_path / "outside"
    outside.mkdir()
    target = outside / "bashrc"
    target.write_text("keep\n")
    root = tmp_path / "ws"
    (root / "out").mkdir(parents=True)
    (root / "out" / "report.md").symlink_to(target)
    with pytest.raises(UnsafeOutput, match=r"ws/out/report.md is a symlink"):
        write_below(root, "out/report.md", "pwned")
    (root / "dir").symlink_to(outside)
    with pytest.raises(UnsafeOutput, match=r"ws/dir is a symlink"):
        write_below(root, "dir/bashrc", "pwned")
    (root / "dangling").symlink_to(outside / "new-file")
    with pytest.raises(UnsafeOutput, match="dangling is a symlink"):
        write_below(root, "dangling", "pwned")
    assert target.read_text() == "keep\n" and not (outside / "new-file").exists()


def test_special_and_hard_linked_files_are_refused(tmp_path):
    os.mkfifo(tmp_path / "fifo")
    with pytest.raises(UnsafeOutput, match="fifo is not a regular file"):
        write_below(tmp_path, "fifo", "x")
    (tmp_path / "file").write_text("x")
    with pytest.raises(UnsafeOutput, match="file is not a folder"):
        write_below(tmp_path, "file/report.md", "x")
    (tmp_path / "original").write_text("keep")
    os.link(tmp_path / "original", tmp_path / "alias")
    with pytest.raises(UnsafeOutput, match="alias is a hard link"):
        write_below(tmp_path, "alias", "x")
    assert (tmp_path / "original").read_text() == "keep"


def test_cli_output_refuses_a_symlink_and_names_it(tmp_path):
    """`wfgate check --output report.md` in a checkout where the pull request committed
    report.md as a symlink: nothing is written through it, exit 2, the file is named."""
    import subprocess
    import sys

    from .conftest import EXAMPLES, ROOT

    outside = tmp_path / "outside.txt"
    outside.write_text("keep me")
    link = tmp_path / "report.md"
    link.symlink_to(outside)
    env = os.environ | {"PYTHONPATH": str(ROOT)}
    golden = EXAMPLES / "golden" / "incident"
    candidate = EXAMPLES / "candidate" / "incident"
    run = subprocess.run([sys.executable, "-m", "wfgate", "check", "--golden", str(golden),
                          "--candidate", str(candidate), "--output", str(link)],
                         env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 2, run.stderr
    assert "report.md is a symlink" in run.stderr
    assert outside.read_text() == "keep me"


def test_cli_output_writes_a_regular_file(tmp_path):
    from wfgate.cli import write_report

    target = tmp_path / "new" / "report.md"
    write_report("hello", str(target))
    write_report("again", str(target))
    assert target.read_text() == "again"
