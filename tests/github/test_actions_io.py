"""Workflow commands, GITHUB_OUTPUT records and the job summary, with and without the
optional actions-toolkit package."""

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
    if use_toolkit and not actions_io.USE_TOOLKIT:
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
    if use_toolkit and not actions_io.USE_TOOLKIT:
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


def test_works_when_the_toolkit_is_not_installed(tmp_path, monkeypatch):
    monkeypatch.setattr(actions_io, "USE_TOOLKIT", False)
    monkeypatch.setattr(actions_io, "_toolkit_issue_command", None)
    monkeypatch.setattr(actions_io, "_toolkit_key_value", None)
    path = tmp_path / "out"
    path.write_text("")
    out = io.StringIO()
    gh = ActionsIO({"GITHUB_OUTPUT": str(path)}, out)
    assert gh.use_toolkit is False
    gh.error("x", file="f.txt")
    gh.set_outputs({"v": "a\nb"})
    assert out.getvalue() == "::error file=f.txt::x\n"
    assert parse_outputs(path.read_text()) == {"v": "a\nb"}
