"""Publish a report made by another run: the trusted half of the fork-PR pattern.

The ``pull_request`` run of a fork has no secrets and a read-only token; it only uploads its
JSON report. A ``workflow_run`` job with ``pull-requests: write`` downloads it and calls
:func:`verify_report` then posts. The file is untrusted (the fork controlled the run that
made it), so it is validated against the report schema, its ``head_sha`` must be the
workflow run's ``head_sha`` (from the event, which the fork cannot forge), and the pull
request named must have that same head commit now.
"""

from __future__ import annotations

import json
from pathlib import Path

from ..errors import WfgateError
from ..report.model import Report
from .client import GitHubClient
from .event import valid_sha

MAX_REPORT_BYTES = 20 * 1024 * 1024


class ReportRejected(WfgateError):
    """The report file cannot be published: invalid, or made for another commit."""


def load_report(path: str | Path) -> Report:
    """Read a report JSON file into the report model (schema-validated first)."""
    from ..errors import InputError
    from ..parsing import read_workflow_bytes

    path = Path(path)
    try:  # a regular file, read at most MAX_REPORT_BYTES (no FIFO, device or endless file)
        raw = read_workflow_bytes(path, str(path), MAX_REPORT_BYTES)
    except InputError as exc:
        raise ReportRejected(f"cannot read the report {exc}") from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except ValueError as exc:
        raise ReportRejected(f"cannot read the report {path}: {exc}") from None
    try:
        return Report.from_json(data)
    except ValueError as exc:
        raise ReportRejected(f"{path}: {exc}") from None


def verify_report(report: Report, expected_head_sha: str) -> None:
    """Refuse a report whose ``head_sha`` is not the commit the trusted event names."""
    if not valid_sha(expected_head_sha or ""):
        raise ReportRejected(f"--head-sha {expected_head_sha!r} is not a commit SHA")
    actual = report.head_sha
    if actual != expected_head_sha:
        raise ReportRejected(f"the report was made for commit {actual or '(none)'} but the "
                             f"workflow run is for {expected_head_sha}: refusing to post it "
                             "(a stale or substituted artifact)")


def verify_pull_head(client: GitHubClient, repo: str, number: int, head_sha: str) -> None:
    """The pull request must point at ``head_sha`` (the PR number came from the artifact)."""
    pull = client.get_pull(repo, number)
    actual = ((pull or {}).get("head") or {}).get("sha")
    if actual != head_sha:
        raise ReportRejected(f"pull request #{number} is at {actual}, not {head_sha}: the "
                             "report is for another commit (a newer run will comment) or the "
                             "pull request number is wrong")
