"""The typed stages of one pair: :class:`Parsed` or :class:`Failed`, then :class:`Scored`,
then :class:`Decided`. Each is frozen; a pair that fails at any stage becomes a
:class:`Failed` and keeps its place in the report."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

from ..alignment import Alignment
from ..gate import ModeVerdict
from ..judge import JudgeOutcome
from ..metrics.findings import Finding
from ..modes import METRIC_NAMES
from ..pairing import Pair
from ..report.build import internal_error
from ..workflow import Workflow

Metrics = dict[str, float | None]
EMPTY_METRICS: Mapping[str, float | None] = dict.fromkeys(METRIC_NAMES)
T = TypeVar("T")


def empty_metrics() -> Metrics:
    """Every registered metric, none computed (in report order)."""
    return dict(EMPTY_METRICS)


@dataclass(frozen=True)
class Parsed:
    """A pair whose two files were read and parsed."""

    pair: Pair
    golden: Workflow
    candidate: Workflow


@dataclass(frozen=True)
class Failed:
    """A pair that could not be evaluated; ``error`` is its report entry (file, line, kind,
    message)."""

    pair: Pair
    error: dict[str, Any]


@dataclass(frozen=True)
class Scored:
    """A parsed pair with its alignment, metric values, findings and (all-metrics runs) each
    finding's evidence."""

    parsed: Parsed
    alignment: Alignment
    metrics: Mapping[str, float | None]
    findings: tuple[Finding, ...]
    evidence: dict[str, Any] | None = None

    @property
    def pair(self) -> Pair:
        return self.parsed.pair


@dataclass(frozen=True)
class Decided:
    """A scored pair with a verdict per mode and, when it was consulted, the judge's outcome
    (its score then joins the metrics)."""

    scored: Scored
    modes: Mapping[str, ModeVerdict]
    judge: JudgeOutcome | None = None

    @property
    def pair(self) -> Pair:
        return self.scored.pair

    @property
    def metrics(self) -> Metrics:
        metrics = dict(self.scored.metrics)
        if self.judge is not None and self.judge.status == "ok":
            metrics["judge"] = self.judge.score
        return metrics


def isolated(pair: Pair, stage: str, step: Callable[[], T]) -> T | Failed:
    """Run one pair's ``stage``; any exception becomes that pair's internal error."""
    try:
        return step()
    except Exception as exc:  # one pair's bug must not cost the others their verdicts
        return Failed(pair, internal_error(pair.candidate, stage, exc))
