"""The action on a passing workflow with a change to review, end to end against the fake
GitHub API: the comment's headline, the check run's title and conclusion, annotations on the
candidate step's line (checked against the candidate file), and ``fail_on: changes``."""

from __future__ import annotations

import re
from urllib.parse import unquote

import pytest

from tests.fakes.github_server import FakeGitHub
from tests.github.conftest import (
    ACTIONS_TOKEN,
    HEAD_SHA,
    PAT,
    PAT_LOGIN,
    PR_NUMBER,
    REPO,
    make_workspace,
    run_action,
)
from tests.report.test_review import RUNBOOK, runbook

REORDERED = [RUNBOOK[0], RUNBOOK[2], RUNBOOK[1], *RUNBOOK[3:]]  # deploy before migrate


def pairs() -> dict[str, tuple[str, str]]:
    return {
        "runbook/deploy.yaml": (runbook(RUNBOOK),
                                runbook([s for s in RUNBOOK if s[0] != "announce"])),
        "runbook/release.yaml": (runbook(RUNBOOK), runbook(REORDERED)),
        "runbook/same.yaml": (runbook(RUNBOOK), runbook(RUNBOOK)),
    }


def annotations(run) -> list[tuple[str, dict[str, str], str]]:
    out = []
    for command, props, message in run.commands:
        if command in ("error", "warning", "notice"):
            fields = {k: unquote(v) for k, v in (p.split("=", 1) for p in props.split(",")
                                                 if "=" in p)}
            out.append((command, fields, message))
    return out


def line_of(workspace, path: str, line: int) -> str:
    return (workspace / path).read_text().splitlines()[line - 1]


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """The same workspace with fail_on: fail and with fail_on: changes."""
    out = {}
    for fail_on in ("fail", "changes"):
        ws = make_workspace(tmp_path_factory.mktemp(fail_on) / "ws", pairs())
        with FakeGitHub(tokens={ACTIONS_TOKEN: None, PAT: PAT_LOGIN}) as fake:
            fake.add_pull(REPO, PR_NUMBER, HEAD_SHA)
            out[fail_on] = (run_action(ws, fake, inputs={"fail_on": fail_on}), fake)
    return out


def test_the_comment_and_check_run_say_pass_with_changes(runs):
    run, fake = runs["fail"]
    assert run.returncode == 1, run.stdout + run.stderr  # the reordered runbook fails
    body = fake.all_comments(REPO, PR_NUMBER)[0]["body"]
    assert "## ❌ wfgate: FAIL" in body
    assert "1 of 3 workflows regressed against their goldens; 1 passes with changes to " \
           "review." in body
    assert "### Changes to review" in body and "step announce is missing" in body
    assert "```mermaid" in body and "flowchart TD" in body
    [check] = fake.check_runs
    assert check["conclusion"] == "failure"
    assert "```mermaid" in check["output"]["summary"]


def test_annotations_sit_on_the_candidate_steps_lines_errors_first(runs):
    run, fake = runs["fail"]
    found = annotations(run)
    levels = [level for level, _, _ in found]
    assert levels == sorted(levels, key=["error", "warning", "notice"].index)
    [review] = [a for a in found if a[0] == "warning" and "runbook/deploy" in a[2]]
    assert review[1]["file"] == "candidates/runbook/deploy.yaml"
    assert review[2].replace("\u200b", "").startswith("runbook/deploy: step announce is missing")
    # A missing step: the line of the candidate step it should follow.
    assert line_of(run.workspace, review[1]["file"], int(review[1]["line"])) == "  - id: watch"
    fails = [a for a in found if a[0] == "error" and "runbook/release" in a[2]]
    assert fails, found
    for _, where, message in fails:
        step = re.search(r"candidate step (\w+)|step (\w+) ", message)
        assert where["file"] == "candidates/runbook/release.yaml" and "line" in where
        text = line_of(run.workspace, where["file"], int(where["line"]))
        assert text.startswith("  - id: "), text
        assert step is not None and text.split(": ")[1] in message
    # The check run carries the same, at the same lines.
    [check] = fake.check_runs
    by_line = {(a["path"], a["start_line"]): a for a in check["annotations"]}
    assert ("candidates/runbook/deploy.yaml", int(review[1]["line"])) in by_line
    assert by_line[("candidates/runbook/deploy.yaml", int(review[1]["line"]))][
        "annotation_level"] == "warning"


def test_fail_on_changes_fails_the_passing_workflow_with_changes(runs):
    run, fake = runs["changes"]
    assert run.returncode == 1, run.stdout + run.stderr
    assert run.outputs["verdict"] == "fail" and run.outputs["failed"] == "2"
    body = fake.all_comments(REPO, PR_NUMBER)[0]["body"]
    assert "fails on its 1 change to review (`fail_on: changes`)" in body
    errors = [a for a in annotations(run) if a[0] == "error" and "runbook/deploy" in a[2]]
    assert len(errors) == 1 and "changes to review, fail_on: changes" in errors[0][1]["title"]
    assert line_of(run.workspace, errors[0][1]["file"], int(errors[0][1]["line"])) == \
        "  - id: watch"


def test_a_comment_template_prints_the_step_graph_as_drawn():
    from tests.report.test_diagram import HOSTILE, chain
    from wfgate.github.template import compile_template
    from wfgate.report.diagram import build_diagram
    from wfgate.report.model import JudgeStats, Report, Summary

    workflow = chain(len(HOSTILE), missing={3}, texts=dict(enumerate(HOSTILE)))
    report = Report("pass", "0.1.0", "sig", Summary(1, 1, 0, 0, {}), JudgeStats(), (workflow,))
    render = compile_template("{% for id, d in diagrams.items() %}```mermaid\n{{ d.text }}```\n"
                              "{{ d.shown }} of {{ d.total }}{% endfor %}\n{{ 'a[b' }}", "t.j2")
    text = render(report, 60_000)
    drawn = build_diagram(workflow)
    assert f"```mermaid\n{drawn.text}```\n{drawn.shown} of {drawn.total}" in text
    assert text.endswith("a\\[b")  # any other value is still escaped


def test_the_outputs_count_the_changes_to_review(runs):
    assert runs["fail"][0].outputs["changes_to_review"] == "1"
    assert runs["changes"][0].outputs["changes_to_review"] == "0"
