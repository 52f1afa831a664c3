"""The instance-level firing matrix (paper table 8): the gate re-run on cached metric rows.

The verdicts come from :func:`wfgate.gate.decide` and :func:`wfgate.gate.workflow_verdict`,
the same functions the pipeline uses, so a threshold file's matrix needs no re-scoring.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..config import GateConfig
from ..gate import decide, workflow_verdict
from ..perturb.records import PERCENTS, TYPES

CELLS = tuple((t, p) for t in TYPES for p in PERCENTS)


@dataclass(frozen=True)
class Outcome:
    """The gate's view of one variant: which primaries fired, mode verdicts, the verdict."""

    type: str
    percent: int
    primary_fired: dict[str, bool]
    mode_fails: dict[str, bool]
    ambiguous: bool
    fails: bool


def outcomes(rows: Sequence[dict], config: GateConfig) -> list[Outcome]:
    """The gate's outcome for every scored row (rows with an error are left out)."""
    result = []
    for row in rows:
        if row.get("error"):
            continue
        metrics = row["metrics"]
        verdicts = {name: decide(mode, metrics) for name, mode in config.modes.items()}
        fired = {}
        for name, mode in config.modes.items():
            value = mode.primary.value(metrics)
            fired[name] = value is not None and value < mode.primary.threshold
        result.append(Outcome(
            row["type"], row["percent"], fired,
            {n: v.verdict == "fail" or (v.verdict == "ambiguous" and v.provisional == "fail")
             for n, v in verdicts.items()},
            any(v.verdict == "ambiguous" for v in verdicts.values()),
            workflow_verdict(verdicts, config.on_judge_unavailable) == "fail"))
    return result


def rate(items: Sequence[Outcome], test) -> float | None:
    """Percentage of ``items`` for which ``test`` holds (None for an empty cell)."""
    return 100.0 * sum(1 for o in items if test(o)) / len(items) if items else None


def by_cell(items: Sequence[Outcome]) -> dict[tuple[str, int], list[Outcome]]:
    cells: dict[tuple[str, int], list[Outcome]] = {cell: [] for cell in CELLS}
    for outcome in items:
        cells.setdefault((outcome.type, outcome.percent), []).append(outcome)
    return cells


def ambiguous_share(items: Sequence[Outcome]) -> float:
    """Share (0-1) of variants with at least one ambiguous mode (they would reach a judge)."""
    return sum(o.ambiguous for o in items) / len(items) if items else 0.0


def goal_rates(items: Sequence[Outcome]) -> dict[str, float | None]:
    """The headline figures: regressions flagged, description changes and 10 % variants
    flagged (workflow verdict fail), in percent."""
    regressions = [o for o in items if o.type in ("missing", "compressed") and o.percent >= 30]
    return {"regressions_flagged": rate(regressions, lambda o: o.fails),
            "description_flagged": rate([o for o in items if o.type == "description"],
                                        lambda o: o.fails),
            "mild_flagged": rate([o for o in items if o.percent == 10], lambda o: o.fails)}
