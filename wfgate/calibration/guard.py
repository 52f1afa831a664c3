"""What keeps ``wfgate calibrate`` from writing a worse gate than the one it started from.

Two rules, each naming what it refused:

1. **Enough variants.** A threshold (or a strong/weak cut) moves only when the calibration
   rows hold at least ``min_variants`` (default :data:`MIN_VARIANTS`, 20) of the mode's own
   regressions *and* as many benign variants. The targets are rates: with n variants one
   variant weighs 1/n, so below 20 a single variant is more than the default 5 % target and
   the rule would place the threshold on one or two scores (a 3-golden corpus moved the
   compressed-steps Kendall's tau threshold from 0.635 to 0.049, switching that gate off).
2. **Not worse on the held-out rows.** Each moved mode is compared, on the rows it was *not*
   chosen on (``--split half``; with ``--split none`` the same rows), before and after: its
   miss rate on its own regressions and its false-alarm rate on the benign variants, as the
   overshoot over the targets ``max(miss - target_miss, false_alarm - target_false_alarm)``
   (the rule calibration minimises). A mode whose overshoot grows keeps its input values; a
   mode the held-out rows cannot check (no variant of one kind) keeps them too. Last, the
   same comparison at the workflow level (a workflow fails when any mode fails): if the
   remaining moves still make it worse, every mode keeps its input values.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from ..config import GateConfig, build_config
from ..modes import MODES, mode_of_regression
from ..perturb.records import TYPES
from .firing import Outcome, outcomes

MIN_VARIANTS = 20
EPSILON = 1e-9


def _own(row: dict, name: str) -> bool:
    """Whether ``row`` is a regression of mode ``name`` (paper modes: at 30/50 %)."""
    spec = mode_of_regression(row["type"])
    if spec is None or spec.name != name:
        return False
    return not spec.paper or row.get("percent", 0) >= 30


def is_benign(row: dict) -> bool:
    """A benign variant: a 10 % variant or a description change of the paper's types."""
    return row["type"] in TYPES and (row["percent"] == 10 or row["type"] == "description")


_benign = is_benign


def too_few(rows: Sequence[dict], min_variants: int) -> dict[str, str]:
    """Modes whose calibration rows hold fewer than ``min_variants`` regressions of their own
    type or benign variants, with the reason."""
    benign = sum(1 for r in rows if _benign(r))
    reasons = {}
    for spec in MODES:
        own = sum(1 for r in rows if _own(r, spec.name))
        if own and (own < min_variants or benign < min_variants):
            reasons[spec.name] = (
                f"{own} of its own regressions and {benign} benign variants on the rows it "
                f"would be chosen on, fewer than the {min_variants} of each needed "
                f"(--min-variants: below that one variant weighs more than a 5 % target)")
    return reasons


def overshoot(items: Sequence[Outcome], rows: Sequence[dict], name: str | None,
              target_miss: float, target_false_alarm: float) -> float | None:
    """max(miss - target_miss, false alarm - target_false_alarm) of mode ``name`` (None:
    the workflow verdict over every calibrated mode's regressions) on ``rows``; None when
    the rows hold no variant of one kind."""
    pairs = list(zip(rows, items, strict=True))
    if name is None:
        regressions = [o for r, o in pairs if any(_own(r, m.name) for m in MODES)]
        benign = [o for r, o in pairs if _benign(r)]
        miss = [not o.fails for o in regressions]
        alarm = [o.fails for o in benign]
    else:
        miss = [not o.mode_fails[name] for r, o in pairs if _own(r, name)]
        alarm = [o.mode_fails[name] for r, o in pairs if _benign(r)]
    if not miss or not alarm:
        return None
    return max(sum(miss) / len(miss) - target_miss, sum(alarm) / len(alarm) - target_false_alarm)


def _percent(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:+.1f} points"


def guard(calibration: Any, base: GateConfig, held_out: Sequence[dict], *,
          target_miss: float, target_false_alarm: float,
          rescored: Callable[[Sequence[dict], GateConfig], list[dict]]
          ) -> tuple[Any, dict[str, str]]:
    """``calibration`` with every move its held-out rows show to be worse undone (rule 2 of
    the module docstring); returns (the calibration kept, what was refused and why).
    ``rescored`` recomputes the rows' finding scores under a configuration."""
    rows = [r for r in held_out if not r.get("error")]
    before = outcomes(rescored(rows, base), base)
    after = outcomes(rescored(rows, calibration.config), calibration.config)
    refused: dict[str, str] = {}
    moved = [m.name for m in MODES if m.name not in calibration.skipped
             and calibration.modes.get(m.name) != base.raw["modes"].get(m.name)]
    for name in moved:
        old = overshoot(before, rows, name, target_miss, target_false_alarm)
        new = overshoot(after, rows, name, target_miss, target_false_alarm)
        if old is None or new is None:
            refused[name] = ("the held-out rows hold no variant of one kind for it, so the "
                             "move cannot be checked: its input values are kept")
        elif new > old + EPSILON:
            refused[name] = (f"on the held-out rows its overshoot over the targets grew from "
                             f"{_percent(old)} to {_percent(new)} (miss or false alarm got "
                             "worse): its input values are kept")
    kept = _revert(calibration, base, refused)
    whole_old = overshoot(before, rows, None, target_miss, target_false_alarm)
    now = outcomes(rescored(rows, kept.config), kept.config)
    whole_new = overshoot(now, rows, None, target_miss, target_false_alarm)
    if whole_old is not None and whole_new is not None and whole_new > whole_old + EPSILON:
        rest = [n for n in moved if n not in refused]
        for name in rest:
            refused[name] = (f"at the workflow level the held-out overshoot grew from "
                             f"{_percent(whole_old)} to {_percent(whole_new)}: every mode "
                             "keeps its input values")
        kept = _revert(kept, base, {n: refused[n] for n in rest})
    return kept, refused


def _revert(calibration: Any, base: GateConfig, names: dict[str, str]) -> Any:
    """``calibration`` with the modes in ``names`` back at their input values."""
    if not names:
        return calibration
    modes = copy.deepcopy(calibration.modes)
    for name in names:
        modes[name] = copy.deepcopy(base.raw["modes"][name])
    raw = copy.deepcopy(base.raw)
    raw["modes"] = modes
    return dataclasses.replace(calibration, config=build_config(raw, base.source),
                               modes=modes, skipped={**calibration.skipped, **names})
