"""Workflow commands, GITHUB_OUTPUT records and the job summary, with and without the
actions-toolkit package as the reference (a dev dependency, never used at run time)."""

from __future__ import annotations

import io

import pytest

from tests.github.conftest import parse_outputs, runner_commands
from wfgate.github import actions_io
from wfgate.github.actions_io import ActionsIO, escape_data, escape_property, format_command

BOTH = pytest.mark.parametrize("use_toolkit", [False, True], ids=["by-hand", "toolkit"])


def test_escaping_follows_the_workflow_command_rules():
    assert escape_data("50%\r\nnext") == "50%25%0D%0Anext"
    assert escape_property("a:b,c%\n") == "a%3Ab%2Cc%25%0A"
    assert format_command("error", {"file": "x,y.txt", "line": 3, "title": None}, "m\n::x") \
        == "::error file=x%2Cy.txt,line=3::m%0A::x"


@BOTH
def test_annotations_leave_out_empty_properties_and_escape(use_toolkit):
    if use_toolkit and not actions_io.toolkit_available():
        pytest.skip("actions-toolkit is not installed")
    out = io.StringIO()
    gh = ActionsIO({}, out, use_toolkit=use_toolkit)
    gh.error("bad\nthing 100%", file="dir/a:b,c.txt", line=None, title="wfgate: fail")
    gh.warning("just a notice")
    lines = out.getvalue().splitlines()
    assert lines[0] == "::error file=dir/a%3Ab%2Cc.txt,title=wfgate%3A fail::bad%0Athing 100%25"
    assert lines[1] == "::warning::just a notice"


def test_untrusted_text_is_logged_with_commands_stopped():
    out = io.StringIO()
    gh = ActionsIO({}, out)
    gh.log_untrusted(["::add-mask::secret", "line\n::set-env name=A::b", "::error::fake"])
    gh.notice("after")
    text = out.getvalue()
    assert "::add-mask::secret" in text  # shown in the log...
    assert runner_commands(text) == [("notice", "", "after")]  # ...but never obeyed
    first, last = text.splitlines()[0], text.splitlines()[-2]
    token = first.removeprefix("::stop-commands::")
    assert len(token) > 20 and last == f"::{token}::"
    gh2 = io.StringIO()
    ActionsIO({}, gh2).log_untrusted(["x"])
    assert gh2.getvalue().splitlines()[0] != first  # a new random token each time


@BOTH
def test_outputs_are_multiline_safe(tmp_path, use_toolkit):
    if use_toolkit and not actions_io.toolkit_available():
        pytest.skip("actions-toolkit is not installed")
    path = tmp_path / "out"
    path.write_text("")
    gh = ActionsIO({"GITHUB_OUTPUT": str(path)}, io.StringIO(), use_toolkit=use_toolkit)
    tricky = "line one\nEOF\nghadelimiter_x\nverdict=pass"
    assert gh.set_outputs({"verdict": "fail", "text": tricky, "n": 3})
    assert parse_outputs(path.read_text()) == {"verdict": "fail", "text": tricky, "n": "3"}


def test_without_runner_files_nothing_is_written():
    gh = ActionsIO({}, io.StringIO())
    assert gh.set_outputs({"a": 1}) is False
    assert gh.append_summary("# x") is False


def test_summary_appends(tmp_path):
    path = tmp_path / "summary.md"
    path.write_text("earlier step\n")
    ActionsIO({"GITHUB_STEP_SUMMARY": str(path)}, io.StringIO()).append_summary("## wfgate")
    assert path.read_text() == "earlier step\n## wfgate\n"


def test_the_run_time_path_never_imports_the_toolkit(tmp_path):
    import subprocess
    import sys

    from tests.github.conftest import ROOT

    code = ("import io, sys\n"
            "from wfgate.github.action import main\n"
            "from wfgate.github.actions_io import ActionsIO\n"
            f"gh = ActionsIO({{'GITHUB_OUTPUT': {str(tmp_path / 'out')!r}}}, io.StringIO())\n"
            "gh.error('x', file='f.txt'); gh.set_outputs({'v': 'a\\nb'})\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in "
            "('actions_toolkit', 'github', 'nacl', 'requests')))\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True, env={"PYTHONPATH": str(ROOT)})
    assert done.stdout.strip() == "[]"
    assert parse_outputs((tmp_path / "out").read_text()) == {"v": "a\nb"}
