"""Choose thresholds on severity-conditioned score distributions (alert when score < t).

For a failure mode, the *regressions* are the variants of its own type at 30 % and 50 % and
the *benign* variants are every 10 % variant and every description change. A threshold t
misses a regression with score >= t and false-alarms on a benign variant with score < t.

Rule (:func:`choose_threshold`): the candidates are the midpoints between neighbouring distinct
scores (and points just outside the range). When some candidates meet both targets
(miss <= target_miss, false alarm <= target_false_alarm) they form an interval and t is its
middle, the point farthest from both kinds of error. When none does, t minimises the larger
overshoot max(miss - target_miss, false_alarm - target_false_alarm); ties go to the lower miss
rate. Description changes have no regressions in any corpus (rewordings are benign by design),
so their thresholds are never chosen here (:func:`wfgate.calibration.calibrate.uncalibratable`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

OUTSIDE = 0.001  # how far outside the observed range the extreme candidates sit


@dataclass(frozen=True)
class Choice:
    """A chosen threshold with the error rates it gives on the data it was chosen on."""

    threshold: float
    miss: float
    false_alarm: float
    rule: str  # "both targets met" | "minimax overshoot" | "false-alarm target only" | ...


def error_rates(threshold: float, regressions: np.ndarray, benign: np.ndarray
                ) -> tuple[float, float]:
    """(miss rate on regressions, false-alarm rate on benign variants) at ``threshold``."""
    miss = float(np.mean(regressions >= threshold)) if len(regressions) else 0.0
    alarm = float(np.mean(benign < threshold)) if len(benign) else 0.0
    return miss, alarm


def candidates(values: np.ndarray, low: float, high: float) -> np.ndarray:
    """Midpoints between neighbouring distinct values, plus one point outside each end."""
    distinct = np.unique(np.round(values, 6))
    mids = (distinct[:-1] + distinct[1:]) / 2
    ends = np.array([distinct[0] - OUTSIDE, distinct[-1] + OUTSIDE]) if len(distinct) else \
        np.array([low, high])
    return np.clip(np.unique(np.concatenate([mids, ends])), low, high)


def choose_threshold(regressions: Sequence[float], benign: Sequence[float], *,
                     target_miss: float, target_false_alarm: float,
                     low: float = 0.0, high: float = 1.0) -> Choice:
    """The threshold for one primary signal, by the rule in the module docstring."""
    pos, neg = np.asarray(regressions, float), np.asarray(benign, float)
    grid = candidates(np.concatenate([pos, neg]), low, high)
    rates = np.array([error_rates(t, pos, neg) for t in grid])
    ok = (rates[:, 0] <= target_miss + 1e-12) & (rates[:, 1] <= target_false_alarm + 1e-12)
    if ok.any():
        t = round(float((grid[ok].min() + grid[ok].max()) / 2), 4)
        rule = "both targets met (middle of the feasible interval)"
    else:
        overshoot = np.maximum(rates[:, 0] - target_miss, rates[:, 1] - target_false_alarm)
        best = np.flatnonzero(np.isclose(overshoot, overshoot.min()))
        pick = best[np.argmin(rates[best, 0])]
        t = round(float(grid[pick]), 4)
        rule = "targets conflict: minimax overshoot"
    miss, alarm = error_rates(t, pos, neg)
    return Choice(t, miss, alarm, rule)


def choose_cut(regressions: Sequence[float | None], benign: Sequence[float | None], *,
               target_miss: float, target_false_alarm: float, low: float = 0.0,
               high: float = 1.0) -> Choice:
    """A strong/weak cut (a row fires when its strongest finding's evidence is >= the cut;
    None: the row has no finding, it never fires), by the rule of :func:`choose_threshold`:
    the middle of the candidates meeting both targets, else the minimax overshoot with ties
    to the lower miss rate. Candidates: the observed values, the midpoints between them, and
    both ends of [low, high]."""
    pos = np.array([-np.inf if v is None else v for v in regressions], float)
    neg = np.array([-np.inf if v is None else v for v in benign], float)
    seen = np.unique(np.round(np.concatenate([pos, neg])[np.isfinite(
        np.concatenate([pos, neg]))], 6))
    grid = np.unique(np.clip(np.concatenate([seen, (seen[:-1] + seen[1:]) / 2, [low, high]]),
                             low, high))

    def rates(cut: float) -> tuple[float, float]:
        miss = float(np.mean(pos < cut)) if len(pos) else 0.0
        alarm = float(np.mean(neg >= cut)) if len(neg) else 0.0
        return miss, alarm

    table = np.array([rates(c) for c in grid])
    ok = (table[:, 0] <= target_miss + 1e-12) & (table[:, 1] <= target_false_alarm + 1e-12)
    if ok.any():
        cut = round(float((grid[ok].min() + grid[ok].max()) / 2), 4)
        rule = "both targets met (middle of the feasible interval)"
    else:
        overshoot = np.maximum(table[:, 0] - target_miss, table[:, 1] - target_false_alarm)
        best = np.flatnonzero(np.isclose(overshoot, overshoot.min()))
        cut = round(float(grid[best[np.argmin(table[best, 0])]]), 4)
        rule = "targets conflict: minimax overshoot"
    miss, alarm = rates(cut)
    return Choice(cut, miss, alarm, rule)
