"""The report at a desk: the terminal report under a pseudo-terminal, Markdown when piped."""

from __future__ import annotations

import copy
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from wfgate.modes import mode
from wfgate.report.model import Report
from wfgate.report.terminal import Style, color_wanted, render_terminal

from .conftest import EXAMPLES, FIXTURES, ROOT
from .ptyrun import run_wfgate

FAST = str(FIXTURES / "fast.yaml")
CHECK = ("check", "--golden", str(EXAMPLES / "golden"), "--candidate",
         str(EXAMPLES / "candidate"), "--config", FAST)
ANSI = re.compile(r"\x1b\[[0-9;]*m")
MARKUP = ("&gt;", "&lt;", "&amp;", "&#58;", "<details", "<summary", "<sub>", "<code>", "\\(",
          "\\-", "**", "| ---", "|---")


@pytest.fixture(scope="module")
def json_report():
    run = subprocess.run([sys.executable, "-m", "wfgate", *CHECK, "--format", "json"],
                         cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert run.returncode == 1, run.stderr
    return json.loads(run.stdout)


@pytest.fixture(scope="module")
def tty_run():
    return run_wfgate(*CHECK)


def test_terminal_report_on_a_tty_names_every_failing_workflow(tty_run, json_report):
    assert tty_run.returncode == 1, tty_run.stderr
    text = ANSI.sub("", tty_run.stdout)
    assert text.startswith("wfgate · FAIL · ")  # the verdict first
    failing = [w for w in json_report["workflows"] if w["verdict"] == "fail"]
    assert failing
    for workflow in failing:
        line = next(ln for ln in text.splitlines() if ln.startswith(f"  ✗ {workflow['id']} "))
        modes = [m for m, v in workflow["modes"].items() if v["verdict"] == "fail"]
        assert modes and all(f"✗ {mode(m).label}" in line for m in modes), (line, modes)
    for w in json_report["workflows"]:
        if w["verdict"] == "pass":
            assert f"  ✓ {w['id']}" in text


def test_terminal_report_has_no_markup_and_lists_the_findings(tty_run, json_report):
    text = ANSI.sub("", tty_run.stdout)
    for markup in MARKUP:
        assert markup not in text, markup
    missing = [d["golden"]["text"] for w in json_report["workflows"]
               for d in (w["diff"] or {}).get("steps", []) if d["kind"] == "missing"]
    assert missing and all(t[:60] in text for t in missing)  # long texts are shortened
    drift = [f for w in json_report["workflows"] for f in w.get("findings", [])
             if f["mode"] == "tool_drift" and f["strong"]]
    assert drift and f"{drift[0]['removed'][0]} → {drift[0]['added'][0]}" in text
    assert "reordered" in text and "added" in text
    assert json_report["signature"] in text
    assert re.search(r"\n3 failed, 2 passed in \d+\.\ds\n", text)


def test_terminal_report_is_coloured_on_a_tty_unless_no_color(tty_run):
    assert ANSI.search(tty_run.stdout)
    plain = run_wfgate(*CHECK, env={"NO_COLOR": "1"})
    assert plain.returncode == 1
    assert "\x1b" not in plain.stdout
    assert _untimed(plain.stdout) == _untimed(ANSI.sub("", tty_run.stdout))


def _untimed(text: str) -> str:
    return re.sub(r" in \d+\.\ds\n", " in Xs\n", text)


def test_piped_output_stays_markdown():
    run = run_wfgate(*CHECK, stdout_tty=False)
    assert run.returncode == 1
    assert run.stdout.startswith("## ❌ wfgate: FAIL")
    assert "<details" in run.stdout and "\x1b" not in run.stdout


def test_output_file_is_markdown_even_from_a_terminal(tmp_path):
    out = tmp_path / "report.md"
    run = run_wfgate(*CHECK, "--output", str(out))
    assert run.returncode == 1 and run.stdout == ""
    assert out.read_text().startswith("## ❌ wfgate: FAIL")


def test_format_text_when_piped_is_plain(tmp_path):
    run = run_wfgate(*CHECK, "--format", "text", stdout_tty=False)
    assert run.returncode == 1
    assert run.stdout.startswith("wfgate · FAIL · ") and "\x1b" not in run.stdout
    forced = run_wfgate(*CHECK, "--format", "text", stdout_tty=False, env={"FORCE_COLOR": "1"})
    assert ANSI.search(forced.stdout)


def test_exit_codes_unchanged_on_a_terminal(tmp_path):
    passing = run_wfgate("check", "--golden", str(EXAMPLES / "golden/incident/db-failover.yaml"),
                         "--candidate", str(EXAMPLES / "candidate/incident/db-failover.yaml"),
                         "--config", FAST)
    assert passing.returncode == 0
    assert ANSI.sub("", passing.stdout).startswith(
        "wfgate · PASS · the workflow matches its golden")
    candidate = tmp_path / "candidate"
    subprocess.run(["cp", "-r", str(EXAMPLES / "candidate"), str(candidate)], check=True)
    (candidate / "data" / "nightly-etl.yaml").write_bytes(b"nodes: [\xff\n")
    broken = run_wfgate("check", "--golden", str(EXAMPLES / "golden"), "--candidate",
                        str(candidate), "--config", FAST, env={"NO_COLOR": "1"})
    assert broken.returncode == 2
    assert broken.stdout.startswith("wfgate · ERROR · ")
    assert "  ! data/nightly-etl" in broken.stdout and "Errors\n" in broken.stdout
    assert "  ✗ deploy/canary-release" in broken.stdout  # the others still reported


def test_untrusted_text_cannot_drive_the_terminal(json_report):
    report = copy.deepcopy(json_report)
    failing = next(w for w in report["workflows"] if w["verdict"] == "fail")
    step = next(d for d in failing["diff"]["steps"] if d["kind"] == "missing")
    step["golden"]["text"] = "Wipe\x1b[2J\x1b[1A\r  ✓ all good\u202e\x07 the disk"
    failing["id"] = "evil\x1b]0;title\x07/wf"
    text = render_terminal(Report.from_json(report), Style(color=False))
    assert "\x1b" not in text and "\r" not in text and "\x07" not in text
    assert "\u202e" not in text
    # shown as escapes, so a reader sees that the text holds them (line breaks: a space)
    assert "Wipe\\x1b[2J\\x1b[1A ✓ all good\\u202e\\x07 the disk" in text
    assert "evil\\x1b]0;title\\x07/wf" in text


def test_long_step_texts_are_shortened_to_the_terminal_width(json_report):
    for width in (60, 100):
        text = render_terminal(Report.from_json(json_report), Style(width=width))
        findings = [ln for ln in text.splitlines() if ln.startswith("    ")]
        assert findings and max(len(ln) for ln in findings) <= width
    wide = render_terminal(Report.from_json(json_report), Style(width=300))
    longest = max((d["golden"]["text"] for w in json_report["workflows"]
                   for d in (w["diff"] or {}).get("steps", []) if d["kind"] == "missing"),
                  key=len)
    assert longest in wide


def test_headline_says_why_borderline_modes_stayed_unconfirmed(json_report):
    report = copy.deepcopy(json_report)
    assert "(unconfirmed: no judge configured)" in render_terminal(Report.from_json(report))
    report["judge"] |= {"configured": True, "unavailable_reason": None}
    assert "their workflows fail on another mode, so the judge was not asked" in \
        render_terminal(Report.from_json(report))
    report["judge"]["unavailable_reason"] = "no API key in $OPENAI_API_KEY"
    text = render_terminal(Report.from_json(report))
    assert "(unconfirmed: no API key in $OPENAI_API_KEY)" in text


def test_ascii_marks_for_a_terminal_without_unicode(json_report):
    text = render_terminal(Report.from_json(json_report), Style(unicode=False))
    assert text.startswith("wfgate | FAIL | ")
    assert "  F deploy/canary-release" in text and "✗" not in text and "→" not in text


def test_colour_choice_follows_the_environment():
    class Tty:
        def isatty(self):
            return True

    class Pipe:
        def isatty(self):
            return False

    assert color_wanted(Tty(), {})
    assert not color_wanted(Tty(), {"NO_COLOR": "1"})
    assert not color_wanted(Tty(), {"TERM": "dumb"})
    assert not color_wanted(Pipe(), {})
    assert color_wanted(Pipe(), {"FORCE_COLOR": "1"})
    assert not color_wanted(Pipe(), {"FORCE_COLOR": "0"})
    assert not color_wanted(Tty(), {"NO_COLOR": "1", "FORCE_COLOR": "1"})


def test_progress_on_a_terminal_stderr_only():
    run = run_wfgate(*CHECK, stdout_tty=False, stderr_tty=True)
    assert run.returncode == 1
    assert "wfgate: encoding step texts" in run.stderr and "wfgate: scoring" in run.stderr
    assert run.stderr.endswith("\r\x1b[K")  # the line is erased at the end
    assert run.stdout.startswith("## ❌ wfgate: FAIL")  # nothing of it in the report


def test_no_progress_when_stderr_is_piped_or_quiet():
    piped = run_wfgate(*CHECK, stdout_tty=True, stderr_tty=False)
    assert piped.returncode == 1 and piped.stderr == ""
    quiet = run_wfgate(*CHECK, "--quiet", stdout_tty=False, stderr_tty=True)
    assert quiet.returncode == 1 and quiet.stderr == ""


@pytest.mark.slow
def test_readme_first_screen_shows_the_report_of_the_default_configuration(default_config):
    from wfgate.pairing import pair_paths
    from wfgate.pipeline import check

    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = readme.split("```text\n", 1)[1].split("```", 1)[0]
    pairing = pair_paths(EXAMPLES / "golden", EXAMPLES / "candidate")
    text = render_terminal(check(pairing.pairs, default_config), Style())

    def outline(report_text: str) -> list[str]:
        """The verdict line and each workflow's mark and id (metric values may move)."""
        lines = report_text.splitlines()
        return [lines[0]] + [" ".join(ln.split()[:2]) for ln in lines
                             if ln.startswith(("  ✓ ", "  ✗ ", "  ! "))]

    assert outline(shown) == outline(text)
    assert readme.index("```text\n") < readme.index("## What it checks")


def _drop_steps(golden: Path, target: Path, drop: set[int]) -> None:
    """A WorFBench-text candidate: ``golden``'s chain without the steps numbered ``drop``."""
    texts = [line.split(": ", 1)[1] for line in golden.read_text().splitlines()
             if re.match(r"\d+: ", line)]
    kept = [t for i, t in enumerate(texts, 1) if i not in drop]
    edges = " ".join(f"({i},{i + 1})" for i in range(1, len(kept)))
    target.write_text("Node:\n" + "".join(f"{i}: {t}\n" for i, t in enumerate(kept, 1))
                      + f"Edge: (START,1) {edges} ({len(kept)},END)\n")


def test_progress_names_the_encoding_and_judge_work_and_the_report_counts_calls(tmp_path):
    from .fakes.openai_server import FakeOpenAIServer, Reply

    golden, candidate = tmp_path / "golden", tmp_path / "candidate"
    golden.mkdir()
    candidate.mkdir()
    source = EXAMPLES / "golden/oncall/disk-pressure.txt"
    (golden / "disk-pressure.txt").write_bytes(source.read_bytes())
    _drop_steps(source, candidate / "disk-pressure.txt", {3, 4})  # borderline compression
    (golden / "db-failover.yaml").write_bytes(
        (EXAMPLES / "golden/incident/db-failover.yaml").read_bytes())
    (candidate / "db-failover.yaml").write_bytes(
        (EXAMPLES / "candidate/incident/db-failover.yaml").read_bytes())
    with FakeOpenAIServer() as server:
        server.default_reply = Reply.verdict(4)
        config = tmp_path / "judge.yaml"
        config.write_text(
            "version: 1\nprofile: fast\njudge:\n  enabled: true\n"
            "  provider: openai_compatible\n"
            f"  base_url: {server.base_url}\n  model: gpt-4o\n"
            f"  cache_dir: {tmp_path / 'judge-cache'}\n")
        run = run_wfgate("check", "--golden", str(golden), "--candidate", str(candidate),
                         "--config", str(config), stderr_tty=True,
                         env={"NO_COLOR": "1", "OPENAI_API_KEY": "sk-fake"})
        calls = len(server.requests)
    assert run.returncode in (0, 1), run.stdout + run.stderr
    assert calls > 0  # the borderline pair went to the judge
    assert re.search(r"wfgate: encoding step texts: [\d,]+ new texts", run.stderr)
    assert "wfgate: asking the LLM judge: workflow 1/2" in run.stderr
    assert "wfgate: asking the LLM judge: workflow 2/2" in run.stderr
    assert f"judge calls {calls}" in run.stdout.splitlines()[-2]
