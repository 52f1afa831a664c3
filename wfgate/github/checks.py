"""wfgate's own check run: a title that reads at a glance in the pull request's checks list
("wfgate: 3 of 12 workflows regressed"), the report as its summary, and an annotation per
failing or erroring workflow.

One check run per head commit and name: a second run on the same commit updates it, a new
commit gets a new one. The Checks API takes at most 50 annotations per request and appends
them on every update, so they are sent in batches and the ones already on the run are not
sent again. Without ``checks: write`` the API answers 403: the caller skips with a notice.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..report.inert import plain_text, show_controls
from ..report.model import Report
from .client import GitHubClient
from .outputs import Annotation

CHECK_RUN_NAME = "wfgate"
ANNOTATIONS_PER_REQUEST = 50  # the Checks API's limit
MAX_ANNOTATIONS = 500
SUMMARY_MAX_CHARS = 60_000  # the API refuses more than 65,535 characters
LEVELS = {"error": "failure", "warning": "warning", "notice": "notice"}


@dataclass(frozen=True)
class CheckRunResult:
    """``action``: created or updated; the run's id and URL."""

    action: str
    check_run_id: int | None
    url: str | None


def check_run_name(comment_id: str) -> str:
    """``wfgate``, or ``wfgate (<comment_id>)`` for a second gate in the same repository."""
    return CHECK_RUN_NAME if comment_id == "default" else f"{CHECK_RUN_NAME} ({comment_id})"


def check_title(report: Report) -> str:
    """One line for the checks list."""
    workflows = report.workflows
    total = len(workflows)
    failed = sum(w.verdict == "fail" for w in workflows)
    errored = sum(w.verdict == "error" for w in workflows)
    plural = "s" if total != 1 else ""
    changes = report.summary.changes or 0
    review = f", {changes} change{'s' if changes != 1 else ''} to review" if changes else ""
    if report.verdict == "pass" and total == 1:
        return (f"wfgate: the workflow passes with {changes} change{'s' if changes != 1 else ''}"
                " to review" if changes else "wfgate: the workflow passes")
    if report.verdict == "pass":
        return f"wfgate: all {total} workflows pass{review}"
    if report.verdict == "fail":
        return f"wfgate: {failed} of {total} workflow{plural} regressed"
    problems = errored + len(report.errors)
    return (f"wfgate: error ({problems} input{'s' if problems != 1 else ''} could not be "
            f"evaluated; {failed} of {total} workflow{plural} regressed)")


def conclusion(report: Report, infrastructure_error: bool, report_only: bool) -> str:
    """success, failure or neutral (``fail_on: never`` reports without blocking)."""
    verdict = "error" if infrastructure_error else report.verdict
    if verdict == "pass":
        return "success"
    return "neutral" if report_only else "failure"


def check_annotations(found: list[Annotation]) -> list[dict[str, object]]:
    """The action's annotations as Checks API objects (those that name a repository file)."""
    out: list[dict[str, object]] = []
    for level, message, where in found:
        path = where.get("file")
        if not path or not isinstance(path, str) or ":" in path or path.startswith("/"):
            continue  # git mode's "<sha>:path" goldens and absolute paths are not repo paths
        given = where.get("line")
        line = given if isinstance(given, int) else 1
        out.append({"path": path, "start_line": max(1, line), "end_line": max(1, line),
                    "annotation_level": LEVELS.get(level, "notice"),
                    "message": plain_text(message)[:4000],
                    "title": show_controls(where.get("title") or "wfgate")[:255]})
    return out[:MAX_ANNOTATIONS]


def publish_check_run(client: GitHubClient, repo: str, head_sha: str, *, name: str,
                      title: str, summary: str, conclusion: str,
                      annotations: list[dict]) -> CheckRunResult:
    """Create the check run on ``head_sha``, or update the one this name already has there."""
    if len(summary) > SUMMARY_MAX_CHARS:
        cut = summary.rfind("\n", 0, SUMMARY_MAX_CHARS - 100)
        summary = summary[: max(cut, 0)] + "\n\n… shortened: the full report is in the job summary."
    existing = client.find_check_run(repo, head_sha, name)
    output = {"title": title, "summary": summary}
    fields = {"status": "completed", "conclusion": conclusion}
    if existing is not None:
        present = {_key(a) for a in client.list_check_run_annotations(repo, existing["id"])}
        annotations = [a for a in annotations if _key(a) not in present]
    batches = [annotations[i:i + ANNOTATIONS_PER_REQUEST]
               for i in range(0, len(annotations), ANNOTATIONS_PER_REQUEST)] or [[]]
    first = {**fields, "output": {**output, "annotations": batches[0]}}
    if existing is None:
        run = client.create_check_run(repo, {"name": name, "head_sha": head_sha, **first})
        action = "created"
    else:
        run = client.update_check_run(repo, existing["id"], first)
        action = "updated"
    run_id = run.get("id") if isinstance(run.get("id"), int) else None
    for batch in batches[1:]:
        if run_id is not None:
            client.update_check_run(repo, run_id, {"output": {**output, "annotations": batch}})
    return CheckRunResult(action, run_id, run.get("html_url"))


def _key(annotation: dict) -> tuple:
    return (annotation.get("path"), annotation.get("start_line"),
            annotation.get("annotation_level"), annotation.get("message"))
