"""Control and bidi characters in file names and step text are escaped wherever they reach
annotations, the log, the outputs or the terminal: a U+202E (right-to-left override) in a
file name cannot reorder what a reader sees, an ANSI escape cannot repaint the terminal."""

from __future__ import annotations

import subprocess
import sys

from tests.github.conftest import (
    ROOT,
    TRIP,
    make_workspace,
    run_action,
    worfbench,
)

RLO = "\u202e"
NAME = f"deploy{RLO}txt.exe"  # reads as "deployexe.txt" in a right-to-left run
RAW = (RLO, "\u2066", "\x1b", "\x07")


def hostile_pairs() -> dict[str, tuple[str, str]]:
    golden = worfbench(TRIP)
    return {
        f"{NAME}.txt": (golden, worfbench([TRIP[0], f"Wipe{RLO}\x1b[2J the disk"])),
        f"broken\u2066{RLO}.txt": (golden, "Node:\n1: only\nEdge: (1,9)\n"),
    }


def test_file_names_reach_annotations_log_and_outputs_escaped(tmp_path, fake_github):
    ws = make_workspace(tmp_path / "ws", hostile_pairs())
    run = run_action(ws, fake_github, inputs={"comment": "false"})
    assert run.returncode == 2, run.stdout + run.stderr  # one error, one fail
    outputs = (run.workspace.parent / f"{run.workspace.name}-runner" / "output.txt").read_text()
    for raw in RAW:
        assert raw not in run.stdout, repr(raw)  # the log and every workflow command
        assert raw not in outputs and raw not in run.summary, repr(raw)
    annotations = [(props, msg) for cmd, props, msg in run.commands if cmd == "error"]
    assert any("deploy\\u202etxt.exe" in msg for _, msg in annotations), annotations
    assert any("\\u2066\\u202e" in props for props, _ in annotations), annotations
    assert "deploy\\u202etxt.exe" in run.stdout  # the log line, escaped


def test_the_terminal_shows_them_as_escapes(tmp_path):
    ws = make_workspace(tmp_path / "ws", hostile_pairs())
    done = subprocess.run([sys.executable, "-m", "wfgate.cli", "check", "--golden",
                           str(ws / "goldens"), "--candidate", str(ws / "candidates"),
                           "--config", str(ws / "thresholds.yaml"), "--quiet"],
                          capture_output=True, text=True, check=False, cwd=ROOT, timeout=300)
    assert done.returncode == 2, done.stderr
    for raw in RAW:
        assert raw not in done.stdout and raw not in done.stderr, repr(raw)
    assert "deploy\\u202etxt.exe" in done.stdout


def test_a_cli_error_naming_such_a_file_is_escaped(tmp_path):
    bad = tmp_path / f"x{RLO}y.json"
    bad.write_text("{not json")
    done = subprocess.run([sys.executable, "-m", "wfgate.cli", "check", "--golden", str(bad),
                           "--candidate", str(bad), "--quiet"],
                          capture_output=True, text=True, check=False, cwd=ROOT, timeout=300)
    assert done.returncode == 2
    assert RLO not in done.stderr and RLO not in done.stdout
    assert "x\\u202ey.json" in done.stderr + done.stdout
