"""What the action writes once it has a report, decided without I/O: the report files, the log
lines, the annotations, the step outputs, the job summary and the exit code.

Everything here reads the typed report (:mod:`wfgate.report.model`) and the :class:`Outcome`
of the publishing steps; :mod:`wfgate.github.action` does the writing.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TypedDict

from ..modes import MODES
from ..report.inert import plain_text, show_controls
from ..report.model import Report, WorkflowResult
from ..verdicts import EXIT_ERROR, EXIT_PASS, exit_code

SUMMARY_MAX_CHARS = 900_000
SUMMARY_MAX_BYTES = 1_000_000  # GitHub refuses a step summary above 1 MiB
# The runner shows at most this many annotations of one level per step.
RUNNER_ANNOTATIONS_PER_LEVEL = 10
REPORT_NAMES = {"json": "report.json", "markdown": "report.md", "junit": "report.xml"}


class Where(TypedDict, total=False):
    """Where an annotation points: a file and line of the repository, and its title."""

    file: str | None
    line: int | None
    title: str


Annotation = tuple[str, str, Where]  # (level, message, where)


@dataclasses.dataclass
class Outcome:
    """What the run produced besides the report: comment and check-run status, notes for the
    job summary and infrastructure errors."""

    comment: str = "off"
    comment_url: str | None = None
    comment_id: int | None = None
    previous_comment_id: int | None = None
    check_run: str = "off"
    check_run_url: str | None = None
    notes: list[str] = dataclasses.field(default_factory=list)
    infrastructure_errors: list[str] = dataclasses.field(default_factory=list)


def report_files(report: Report, out_dir: Path) -> dict[str, tuple[Path, str]]:
    """``report.json``, ``report.md`` and ``report.xml`` (JUnit): format -> (path, text)."""
    from ..report import render

    return {fmt: (out_dir / name, render(report, fmt)) for fmt, name in REPORT_NAMES.items()}


def log_lines(report: Report) -> list[str]:
    """One line per workflow; untrusted (ids come from file names in the pull request)."""
    return [f"{w.verdict:5}  {w.id}  ({failing_modes(w) or 'no failing mode'})"
            for w in report.workflows]


def change_annotations(workflow: WorkflowResult, level: str, title: str) -> list[Annotation]:
    """One annotation per change to review, on the candidate step's line (a missing step: the
    line where it was expected), the change as the message."""
    where = workflow.candidate or workflow.golden
    changes = () if workflow.review is None else workflow.review.changes
    return [(level, f"{workflow.id}: {change.summary}",
             {"file": where, "line": change.line, "title": title}) for change in changes]


def report_annotations(report: Report, fail_level: str = "error") -> list[Annotation]:
    """(level, message, where): an error per erroring workflow and per report error (without
    repeating a workflow's own), then ``fail_level`` ones (input ``annotation_level``) for
    each failing workflow: one per change on its line, or one for the file naming its
    failing modes; then a warning per change to review of a passing workflow, on its line,
    and a warning per notice."""
    errors: list[Annotation] = []
    fails: list[Annotation] = []
    reviews: list[Annotation] = []
    shown: set[tuple[object, object]] = set()
    for workflow in report.workflows:
        where = workflow.candidate or workflow.golden
        if workflow.verdict == "fail":
            title = f"wfgate: fail ({annotation_modes(workflow)})"
            fails += change_annotations(workflow, fail_level, title[:255]) or [
                (fail_level, f"{workflow.id}: regression against its golden "
                             f"({annotation_modes(workflow)})",
                 {"file": where, "title": "wfgate: fail"})]
        elif workflow.verdict == "pass":
            reviews += change_annotations(workflow, "warning", "wfgate: change to review")
        elif workflow.verdict == "error":
            error = workflow.error
            message = (error.message if error else "") or "could not be evaluated"
            file = error.file if error else None
            errors.append(("error", message, {"file": file or where,
                                              "line": error.line if error else None,
                                              "title": "wfgate: error"}))
            shown.update({(file, message), (where, message)})
    for problem in report.errors:
        if (problem.file, problem.message) not in shown:
            errors.append(("error", problem.message,
                           {"file": problem.file, "line": problem.line,
                            "title": "wfgate: error"}))
    notices: list[Annotation] = [
        ("warning", problem.message, {"file": problem.file, "line": problem.line,
                                      "title": "wfgate: notice"}) for problem in report.notices]
    return [(level, plain_text(message), _shown(where))
            for level, message, where in errors + fails + reviews + notices]


def _shown(where: Where) -> Where:
    """``where`` with control and bidi characters of its file name and title escaped."""
    shown: Where = {**where}
    for key in ("file", "title"):
        value = shown.get(key)
        if isinstance(value, str):
            shown[key] = show_controls(value)
    return shown


def runner_annotations(found: list[Annotation], outcome: Outcome) -> list[Annotation]:
    """What to emit, within the runner's limit of 10 shown per level and step:
    infrastructure errors first, then ``found`` in order; past the limit, the last slot of a
    level says how many more are in the job summary."""
    infra: list[Annotation] = [("error", f"wfgate infrastructure error: {problem}",
                                {"title": "wfgate: infrastructure error"})
                               for problem in outcome.infrastructure_errors]
    by_level: dict[str, list[Annotation]] = {}
    for item in infra + list(found):
        by_level.setdefault(item[0], []).append(item)
    out: list[Annotation] = []
    limit = RUNNER_ANNOTATIONS_PER_LEVEL
    for level, items in by_level.items():
        if len(items) <= limit:
            out.extend(items)
            continue
        out.extend(items[: limit - 1])
        more = len(items) - (limit - 1)
        out.append((level, f"{more} more {level} annotations are in the job summary (the "
                           f"runner shows {limit} per step)", {"title": "wfgate: more"}))
    return out


def failing_modes(workflow: WorkflowResult) -> str:
    return ", ".join(m.name for m in MODES if workflow.mode_verdict(m.name) == "fail")


def annotation_modes(workflow: WorkflowResult) -> str:
    """The modes that make a workflow fail: failing ones, else those left ambiguous and
    leaning fail (unconfirmed), else the ambiguous ones; never empty."""
    failing = failing_modes(workflow)
    if failing:
        return failing
    if workflow.review is not None and workflow.review.fails:
        return "changes to review, fail_on: changes"
    ambiguous = [(m.name, workflow.modes[m.name]) for m in MODES
                 if workflow.mode_verdict(m.name) == "ambiguous"]
    leaning = [f"{name} (unconfirmed)" for name, m in ambiguous if m.provisional == "fail"]
    return ", ".join(leaning or [f"{name} (ambiguous)" for name, _ in ambiguous]) \
        or "see the job summary"


def overall_verdict(report: Report, outcome: Outcome) -> str:
    """The report's verdict, except that an infrastructure error is never a pass."""
    return "error" if outcome.infrastructure_errors else report.verdict


def final_exit_code(report: Report, outcome: Outcome, fail_on: str) -> int:
    """``fail_on: fail`` (and ``changes``, whose report already fails the workflows with
    changes to review): 0 pass, 1 fail, 2 error (infrastructure included);
    ``fail_on: never``: always 0."""
    if fail_on == "never":
        return EXIT_PASS
    if outcome.infrastructure_errors:
        return EXIT_ERROR
    return exit_code(report)


def mode_counts(report: Report) -> dict[str, int]:
    """Workflows per failure mode verdict: action.yml's ``<mode>_failed`` and
    ``<mode>_ambiguous`` outputs, one pair per registered mode."""
    counts = {f"{m.name}_{kind}": 0 for m in MODES for kind in ("failed", "ambiguous")}
    for workflow in report.workflows:
        for m in MODES:
            verdict = workflow.mode_verdict(m.name)
            if verdict == "fail":
                counts[f"{m.name}_failed"] += 1
            elif verdict == "ambiguous":
                counts[f"{m.name}_ambiguous"] += 1
    return counts


def action_outputs(report: Report, outcome: Outcome, paths: dict[str, str]
                   ) -> dict[str, object]:
    workflows = report.workflows
    return {
        "verdict": overall_verdict(report, outcome),
        "report_verdict": report.verdict,
        "workflows": len(workflows),
        "passed": sum(w.verdict == "pass" for w in workflows),
        "failed": sum(w.verdict == "fail" for w in workflows),
        "errored": sum(w.verdict == "error" for w in workflows),
        "changes_to_review": sum(len(w.review.changes) for w in workflows
                                 if w.verdict == "pass" and w.review is not None),
        **mode_counts(report),
        "judge_calls": report.judge.calls,
        "report_json": paths["json"],
        "report_markdown": paths["markdown"],
        "report_junit": paths["junit"],
        "comment": outcome.comment,
        "comment_url": outcome.comment_url or "",
        "comment_id": outcome.comment_id or "",
        "previous_comment_id": outcome.previous_comment_id or "",
        "check_run": outcome.check_run,
        "check_run_url": outcome.check_run_url or "",
        "infrastructure_error": "; ".join(outcome.infrastructure_errors),
    }


def summary_markdown(report: Report, outcome: Outcome) -> str:
    """The job summary: infrastructure problems first, then the full report."""
    from ..report.markdown import render_markdown

    prefix = summary_prefix(outcome)
    budget = SUMMARY_MAX_CHARS - len(prefix)
    while True:  # the limit is in bytes: emoji and other text take more than one each
        text = prefix + render_markdown(report, max_chars=budget)
        if len(text.encode("utf-8")) <= SUMMARY_MAX_BYTES or budget < 10_000:
            return text
        budget //= 2


def summary_prefix(outcome: Outcome) -> str:
    """Infrastructure errors and what the pull request's comment shows now, as callouts."""
    lines = []
    for problem in outcome.infrastructure_errors:
        lines.append(f"> [!WARNING]\n> **wfgate infrastructure error** (this run is not a "
                     f"pass): {escape(problem)}\n")
    for note in outcome.notes:
        lines.append(f"> [!NOTE]\n> **PR comment**: {escape(note)}\n")
    return "\n".join(lines) + ("\n" if lines else "")


def minimal_summary(report: Report, outcome: Outcome) -> str:
    """The summary when the full one could not be rendered: the verdict and the counts."""
    workflows = report.workflows
    counts = ", ".join(f"{sum(w.verdict == v for w in workflows)} {v}"
                       for v in ("pass", "fail", "error"))
    return (summary_prefix(outcome) + f"## wfgate: {report.verdict.upper()}\n\n"
            f"{len(workflows)} workflow{'s' if len(workflows) != 1 else ''}: {counts}. "
            "The full report could not be rendered "
            "here; it is in the report files of this run.\n")


def escape(text: str) -> str:
    """Untrusted text for the job summary (Markdown-escaped, at most 2,000 characters)."""
    from ..report.markdown import escape_md

    return escape_md(text, limit=2000)
