"""The changes to review of one workflow, as the report carries them (``WorkflowResult.review``):
:mod:`wfgate.report.review` decides what they are."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .fields import JSON, _opt_int, _opt_str

if TYPE_CHECKING:  # typing.Self is Python 3.11+; the package supports 3.10
    from typing_extensions import Self


@dataclass(frozen=True)
class ReviewChange:
    """One change: its ``kind`` (a diff kind such as ``missing``, ``precedence_lost`` /
    ``precedence_added``, or ``finding``), the failure ``mode`` of a finding, a one-line
    ``summary``, the golden and candidate step ids, and ``line``: where it sits in the
    candidate file (a missing step: where it was expected, after its golden neighbour)."""

    kind: str
    summary: str
    golden_step: str | None = None
    candidate_step: str | None = None
    line: int | None = None
    mode: str | None = None
    strong: bool = True

    def to_json(self) -> JSON:
        return {"kind": self.kind, "mode": self.mode, "summary": self.summary,
                "golden_step": self.golden_step, "candidate_step": self.candidate_step,
                "line": self.line, "strong": self.strong}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        return cls(str(data["kind"]), str(data["summary"]), _opt_str(data.get("golden_step")),
                   _opt_str(data.get("candidate_step")), _opt_int(data.get("line")),
                   _opt_str(data.get("mode")), bool(data.get("strong", True)))


@dataclass(frozen=True)
class Review:
    """A workflow's changes to review; ``fails``: they fail it (``fail_on: changes``)."""

    changes: tuple[ReviewChange, ...] = ()
    fails: bool = False

    def to_json(self) -> JSON:
        return {"changes": [c.to_json() for c in self.changes], "fails": self.fails}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        return cls(tuple(ReviewChange.from_json(c) for c in data["changes"]),
                   bool(data.get("fails", False)))
