"""Annotations within the runner's limits, the mode named in each, and the comment's size cut
keeping whole rows (every failing workflow's when they can fit at all)."""

from __future__ import annotations

import copy
import json

from wfgate.github.comment import COMMENT_MAX_CHARS, comment_body
from wfgate.github.outputs import Outcome, runner_annotations
from wfgate.github.outputs import report_annotations as annotations
from wfgate.report.model import (
    ErrorInfo,
    JudgeStats,
    ModeResult,
    Notice,
    Report,
    Summary,
    WorkflowResult,
)


def workflow(i: int, verdict: str = "fail", modes: dict | None = None,
             error: ErrorInfo | None = None) -> WorkflowResult:
    return WorkflowResult(id=f"team/flow-{i:03d}", verdict=verdict,
                          candidate=f"c/flow-{i:03d}.txt", golden=f"g/flow-{i:03d}.txt",
                          metrics={}, error=error,
                          modes=modes or {"missing_steps": ModeResult("fail", "low")})


def report_of(workflows: list[WorkflowResult], notices: tuple[Notice, ...] = ()) -> Report:
    return Report(verdict="fail", version="0", signature="s", judge=JudgeStats(),
                  summary=Summary(len(workflows), 0, len(workflows), 0, {}),
                  workflows=tuple(workflows), notices=notices)


def test_infrastructure_errors_first_and_at_most_ten_per_level():
    report = report_of([workflow(i) for i in range(15)]
                       + [workflow(99, "error", error=ErrorInfo("bad YAML", file="c/x"))],
                       tuple(Notice(f"new file {i}", file=f"c/n{i}") for i in range(12)))
    outcome = Outcome(infrastructure_errors=["cannot post the PR comment: 503"])

    shown = runner_annotations(annotations(report), outcome)

    errors = [a for a in shown if a[0] == "error"]
    warnings = [a for a in shown if a[0] == "warning"]
    assert len(errors) == 10 and len(warnings) == 10
    assert "infrastructure error" in errors[0][1]  # never hidden behind workflow errors
    assert errors[1][1] == "bad YAML"  # then the workflows that could not be evaluated
    assert errors[-1][1] == "8 more error annotations are in the job summary (the runner " \
                            "shows 10 per step)"
    assert warnings[-1][1].startswith("3 more warning annotations")


def test_few_annotations_are_all_shown_unchanged():
    report = report_of([workflow(i) for i in range(3)])
    assert runner_annotations(annotations(report), Outcome()) == annotations(report)


def test_every_annotation_names_a_mode():
    leaning = workflow(1, modes={
        "missing_steps": ModeResult("ambiguous", "near", provisional="fail", confirmed=False),
        "compressed_steps": ModeResult("pass", "fine")})
    [(_, message, _)] = annotations(report_of([leaning]))
    assert "()" not in message
    assert message.endswith("(missing_steps (unconfirmed))")


def failing_report(real: dict, count: int, id_length: int) -> Report:
    failing = next(w for w in real["workflows"] if w["verdict"] == "fail")
    report = copy.deepcopy(real)
    report["workflows"] = []
    for i in range(count):
        entry = copy.deepcopy(failing)
        entry["id"] = f"team-{i:04d}/" + "x" * (id_length - 10)
        report["workflows"].append(entry)
    report["summary"] = {**real["summary"], "workflows": count, "failed": count, "passed": 0}
    return Report.from_json(report)


def test_the_size_cut_keeps_every_failing_row(report_file):
    report = failing_report(json.loads(report_file.read_text()), 300, 120)

    body = comment_body(report, "default")

    assert len(body) <= COMMENT_MAX_CHARS
    for entry in report.workflows:
        assert f"`{entry.id}` | ❌ fail |" in body


def test_past_what_fits_rows_are_cut_whole_and_counted(report_file):
    report = failing_report(json.loads(report_file.read_text()), 600, 190)

    body = comment_body(report, "default")

    assert len(body) <= COMMENT_MAX_CHARS
    rows = [line for line in body.split("\n") if line.startswith("| `team-")]
    assert rows and all(line.endswith("❌ fail |") for line in rows)  # no row cut mid-row
    assert f"{600 - len(rows)} more workflow rows not shown" in body


def test_the_failure_level_is_an_input():
    report = report_of([workflow(1), workflow(2, "error", error=ErrorInfo("bad"))])
    levels = [level for level, _, _ in annotations(report, "warning")]
    assert levels == ["error", "warning"]  # the unevaluable input stays an error

    from wfgate.github.checks import check_annotations

    found = annotations(report, "notice")
    assert [a["annotation_level"] for a in check_annotations(found)] == ["failure", "notice"]
