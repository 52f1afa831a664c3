"""Run verdicts and the exit codes they map to (documented in the README, "Exit codes")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from .report.model import Report

EXIT_PASS = 0
EXIT_FAIL = 1
EXIT_ERROR = 2

_CODES = {"pass": EXIT_PASS, "fail": EXIT_FAIL, "error": EXIT_ERROR}


def run_verdict(workflow_verdicts: Sequence[str], errors: Sequence[object]
                ) -> Literal["pass", "fail", "error"]:
    """``error`` when anything could not be evaluated, else ``fail`` on any failure, else pass."""
    if errors or "error" in workflow_verdicts:
        return "error"
    return "fail" if "fail" in workflow_verdicts else "pass"


def exit_code(report: Report) -> int:
    """0 pass, 1 regression found, 2 input, config or infrastructure error."""
    return _CODES.get(report.verdict, EXIT_ERROR)
