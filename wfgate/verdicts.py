"""Run verdicts and the exit codes they map to (documented in the README)."""

from __future__ import annotations

EXIT_PASS = 0
EXIT_FAIL = 1
EXIT_ERROR = 2

_CODES = {"pass": EXIT_PASS, "fail": EXIT_FAIL, "error": EXIT_ERROR}


def run_verdict(workflow_verdicts: list[str], errors: list[dict]) -> str:
    """``error`` when anything could not be evaluated, else ``fail`` on any failure, else pass."""
    if errors or "error" in workflow_verdicts:
        return "error"
    return "fail" if "fail" in workflow_verdicts else "pass"


def exit_code(report: dict) -> int:
    """0 pass, 1 regression found, 2 input, config or infrastructure error."""
    return _CODES.get(report.get("verdict"), EXIT_ERROR)
