"""From scored rows and an input configuration to a calibrated configuration.

Step 1, per failure mode (rule in :mod:`wfgate.calibration.thresholds`): the missing-steps and
compressed-steps primaries are chosen on their own type's 30/50 % variants (regressions) against
every 10 % variant and every description change (benign). The description-changes gate keeps its
thresholds: no corpus has regressions of its type (rewordings are benign by design), so a
threshold chosen for it could only spend the false-alarm budget (it used to take the highest
BERTScore within the target, which then failed 10 % compressions no other mode flags). Step 2:
the workflow fails when any mode fails, so false alarms of the modes add up. When the step-1
thresholds together miss either target at the workflow level, the thresholds are chosen jointly
instead: over every combination of per-mode candidates (midpoints between observed scores), the
one that minimises the larger workflow-level overshoot max(miss - target_miss, false_alarm -
target_false_alarm); ties go to the lower miss rate, then the lower false-alarm rate, then the
lower thresholds. A secondary that reads the same signal as another mode's primary (the
compressed-steps Graph/Chain F1) takes that primary's threshold. Last, one ambiguity band for
all modes: the widest on a 0.005 grid up to 0.10 whose share of pairs with an ambiguous mode is
at most ``max_ambiguous`` (else the band with the smallest share). A secondary that is not the
judge, in a mode whose primary decides, never changes a verdict without a judge: it only sends
disagreements to the judge, so it may move (to a decile of its scores) with the band when that
brings the ambiguous share within ``max_ambiguous`` or closer to it.

Step 0, the modes beyond the paper (scored from findings): their gates fail on
any finding (tool drift: on any strong finding) and a mode with weak findings only is
ambiguous, so what calibration can move is the strong/weak cut of a finding
(``modes.<mode>.strong``, :mod:`wfgate.metrics.findings`). A row fires at a cut when one of
the mode's findings has evidence at or above it; the regressions are the variants of the
mode's own type (reorder / reordered, added, wrong_tool / swapped) and the benign variants
are the paper's (10 % and description changes). The cut follows :func:`choose_cut` (the rule
of :func:`choose_threshold`), and the rows' strong-finding scores are recomputed under it
before the paper modes are chosen. A mode whose type or benign variants are absent keeps its
cut.

The selection reads the verdict a judge-less run gives (``on_judge_unavailable: neutral``: a
mode fails when its primary, or for the joint rule both signals, breach); the reported matrices
run the real gate.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from ..config import GateConfig, build_config
from ..modes import FINDING_MODE_NAMES, MODES, mode_of_regression
from ..modes import mode as mode_spec
from ..perturb.records import TYPES
from .firing import ambiguous_share, outcomes
from .guard import MIN_VARIANTS, is_benign, too_few
from .thresholds import Choice, candidates, choose_cut, choose_threshold

# The paper's modes and the corpus variant type that regresses each (from the registry).
MODE_TYPE = {m.name: m.regressions[0] for m in MODES if m.paper}
BAND_GRID = tuple(round(0.005 * i, 3) for i in range(21))


@dataclass(frozen=True)
class Calibration:
    """The calibrated configuration, what changed, and how each value was chosen."""

    config: GateConfig
    modes: dict  # the ``modes:`` changes, as written to the thresholds file / PROFILES
    choices: dict[str, Choice]  # step 1: "<mode>.primary" / "<mode>.secondary" -> choice
    band: float
    band_share: float
    rule: str  # which step decided
    workflow_miss: float  # on the calibration rows, neutral policy
    workflow_false_alarm: float
    max_ambiguous: float = 0.15
    skipped: dict[str, str] = field(default_factory=dict)  # mode -> why it was left as it was

    @property
    def band_met(self) -> bool:
        return self.band_share <= self.max_ambiguous + 1e-12


BEYOND_MODES = FINDING_MODE_NAMES  # the modes whose strong/weak cut calibration may move


def _paper(rows: Sequence[dict]) -> list[dict]:
    return [r for r in rows if r["type"] in TYPES]


def _beyond_types(name: str) -> str:
    return " / ".join(mode_spec(name).regressions)


def _regresses(row: dict, name: str) -> bool:
    """Whether the row's variant type is a regression of the mode ``name``."""
    spec = mode_of_regression(row["type"])
    return spec is not None and spec.name == name


def strongest(row: dict, name: str) -> float | None:
    """The highest evidence among the row's findings of a beyond-paper mode (None: none)."""
    values = ((row.get("evidence") or {}).get(name) or {}).get("evidence") or []
    return max(values) if values else None


def rescored(rows: Sequence[dict], config: GateConfig) -> list[dict]:
    """The rows with each beyond-paper mode's strong-finding score recomputed under the
    config's cut (rows without finding evidence are left as they are)."""
    result = []
    for row in rows:
        evidence = row.get("evidence")
        if not evidence:
            result.append(row)
            continue
        metrics = dict(row["metrics"])
        for name in BEYOND_MODES:
            metric = mode_spec(name).strong_metric
            cut, found = config.modes[name].strong, evidence.get(name)
            if cut is None or not found or metric is None:
                continue
            strong = sum(1 for e in found["evidence"] if e >= cut)
            metrics[metric] = round(max(0.0, 1 - strong / max(1, found["size"])), 4)
        result.append(row | {"metrics": metrics})
    return result


def uncalibratable(rows: Sequence[dict]) -> dict[str, str]:
    """Modes whose thresholds the rows cannot place, with the reason: a threshold is moved
    only when the corpus has variants of both kinds for it (its own regressions and benign
    variants; for description changes, rewordings as well as other variants). A mode beyond
    the paper needs its own variant type, benign variants, and rows that carry the findings'
    evidence."""
    benign = any(is_benign(r) for r in rows)
    reasons = {}
    for name in BEYOND_MODES:
        own = [r for r in rows if _regresses(r, name)]
        if not own or not benign:
            reasons[name] = (f"the corpus needs {_beyond_types(name)} variants and benign "
                             "ones (10 % or description changes): its strong/weak cut is kept")
        elif not all(r.get("evidence") for r in own):
            reasons[name] = "the scored rows carry no finding evidence: its strong/weak cut " \
                            "is kept"
    rows = _paper(rows)
    kinds = {(r["type"], r["percent"]) for r in rows}
    for name, kind in MODE_TYPE.items():
        percents = {p for t, p in kinds if t == kind}
        if kind == "description":
            reasons[name] = ("rewordings are benign by design, so no variant is a description "
                             "regression to calibrate on: its thresholds are kept")
        elif not any(p >= 30 for p in percents) or not benign:
            reasons[name] = (f"the corpus needs {kind} variants at 30/50 % and benign ones "
                             "(10 % or description changes)")
    return reasons


def calibrate(rows: Sequence[dict], base: GateConfig, *, target_miss: float,
              target_false_alarm: float, max_ambiguous: float = 0.15,
              min_variants: int = MIN_VARIANTS) -> Calibration:
    """Choose thresholds and the band on ``rows`` (the calibration half); a mode with fewer
    than ``min_variants`` of its own regressions or benign variants is left as it was."""
    rows = [r for r in rows if not r.get("error")]
    modes = copy.deepcopy(base.raw["modes"])
    choices: dict[str, Choice] = {}
    skipped = uncalibratable(rows)
    skipped |= {k: v for k, v in too_few(rows, min_variants).items() if k not in skipped}
    for name in BEYOND_MODES:
        if name in skipped:
            continue
        own = [strongest(r, name) for r in rows if _regresses(r, name)]
        benign = [strongest(r, name) for r in rows if is_benign(r)]
        choice = choose_cut(own, benign, target_miss=target_miss,
                            target_false_alarm=target_false_alarm)
        modes[name]["strong"] = choice.threshold
        choices[f"{name}.strong"] = choice
    base = _with_modes(base, modes)
    rows = rescored(_paper(rows), base)
    for name, kind in MODE_TYPE.items():
        if name in skipped:
            continue
        mode = base.modes[name]
        low = -1.0 if list(mode.primary.metrics) == ["kendall_tau"] else 0.0
        positives = [mode.primary.value(r["metrics"]) for r in rows
                     if r["type"] == kind and r["percent"] >= 30]
        negatives = [mode.primary.value(r["metrics"]) for r in rows if is_benign(r)]
        choice = choose_threshold([v for v in positives if v is not None],
                                  [v for v in negatives if v is not None],
                                  target_miss=target_miss, target_false_alarm=target_false_alarm,
                                  low=low)
        modes[name]["primary"]["threshold"] = choice.threshold
        choices[f"{name}.primary"] = choice
    _align_secondaries(modes, skipped)
    miss, alarm = workflow_rates(rows, _with_modes(base, modes))
    rule = "per-mode thresholds meet both targets at the workflow level"
    if miss > target_miss + 1e-12 or alarm > target_false_alarm + 1e-12:
        modes, miss, alarm = _coordinated(rows, base, modes, target_miss, target_false_alarm,
                                          skipped)
        rule = ("targets conflict at the workflow level: thresholds chosen jointly "
                "(minimax overshoot)")
    band, share = _choose_band(rows, base, modes, max_ambiguous, skipped)
    for name in _tuned(skipped):
        modes[name]["band"] = band
    return Calibration(_with_modes(base, modes), modes, choices, band, share, rule, miss, alarm,
                       max_ambiguous, skipped)


def _cut_tuned(skipped: dict[str, str]) -> list[str]:
    return [name for name in BEYOND_MODES if name not in skipped]


def _tuned(skipped: dict[str, str]) -> list[str]:
    return [name for name in MODE_TYPE if name not in skipped]


def _fire_matrix(rows: Sequence[dict], mode, thresholds: np.ndarray, secondary: bool = False
                 ) -> np.ndarray:
    """(candidates, rows) booleans: whether the mode fails at each candidate threshold."""
    signal = mode.secondary if secondary else mode.primary
    values = np.array([_value(signal, r) for r in rows])
    fired = values[None, :] < thresholds[:, None]
    if mode.rule == "joint":
        primary = np.array([_value(mode.primary, r) for r in rows])
        other = np.array([_value(mode.secondary, r) for r in rows])
        fired &= (other < np.inf)[None, :] if secondary else True
        fired = fired & ((primary < mode.primary.threshold) if secondary
                         else (other < mode.secondary.threshold))[None, :]
    return fired


def _value(signal, row: dict) -> float:
    value = signal.value(row["metrics"])
    return np.inf if value is None else value


def workflow_rates(rows: Sequence[dict], config: GateConfig) -> tuple[float, float]:
    """(miss on missing/compressed 30/50 %, false alarm on 10 % + description) at the
    workflow level, a mode failing when its primary (joint: both signals) breaches."""
    fired = np.zeros(len(rows), bool)
    for mode in config.modes.values():
        fired |= _fire_matrix(rows, mode, np.array([mode.primary.threshold]))[0]
    return _rates(fired[None, :], rows)[0]


def _rates(fired: np.ndarray, rows: Sequence[dict]) -> np.ndarray:
    """Per candidate row of ``fired``: (miss, false alarm)."""
    regression = np.array([r["type"] in ("missing", "compressed") and r["percent"] >= 30
                           for r in rows])
    benign = np.array([is_benign(r) for r in rows])
    miss = 1 - fired[:, regression].mean(axis=1) if regression.any() else \
        np.zeros(len(fired))
    alarm = fired[:, benign].mean(axis=1) if benign.any() else np.zeros(len(fired))
    return np.stack([miss, alarm], axis=1)


def _coordinated(rows: Sequence[dict], base: GateConfig, modes: dict, target_miss: float,
                 target_false_alarm: float, skipped: dict[str, str]
                 ) -> tuple[dict, float, float]:
    """Joint choice over every combination of per-mode candidate thresholds (a mode the rows
    cannot calibrate keeps its threshold: a grid of one)."""
    names, grids, fires = [], [], []
    for name in MODE_TYPE:
        mode = base.modes[name]
        if name in skipped:
            key = "secondary" if mode.rule == "joint" else "primary"
            grid = np.array([getattr(mode, key).threshold])
            fire = _fire_matrix(rows, mode, grid, secondary=mode.rule == "joint")
        else:
            low = -1.0 if list(mode.primary.metrics) == ["kendall_tau"] else 0.0
            values = np.array([_value(mode.primary, r) for r in rows])
            grid = candidates(np.round(values[np.isfinite(values)], 2), low, 1.0)
            fire = _fire_matrix(rows, mode, grid)
        names.append(name)
        grids.append(grid)
        fires.append(fire)
    others = np.zeros(len(rows), bool)  # modes this calibration does not tune still fire
    for name, mode in base.modes.items():
        if name not in MODE_TYPE:
            others |= _fire_matrix(rows, mode, np.array([mode.primary.threshold]))[0]
    union = (fires[0][:, None, None, :] | fires[1][None, :, None, :]
             | fires[2][None, None, :, :] | others[None, None, None, :])
    shape = union.shape[:3]
    rates = _rates(union.reshape(-1, union.shape[-1]), rows)
    overshoot = np.maximum(rates[:, 0] - target_miss, rates[:, 1] - target_false_alarm)
    order = np.lexsort((rates[:, 1], rates[:, 0], np.round(overshoot, 9)))
    best = np.unravel_index(order[0], shape)
    chosen = copy.deepcopy(modes)
    for name, grid, index in zip(names, grids, best, strict=True):
        key = "secondary" if base.modes[name].rule == "joint" else "primary"
        chosen[name][key]["threshold"] = round(float(grid[index]), 4)
    _align_secondaries(chosen, skipped)
    miss, alarm = rates[order[0]]
    return chosen, float(miss), float(alarm)


def _align_secondaries(modes: dict, skipped: dict[str, str]) -> None:
    """A secondary reading the same metrics as another mode's primary shares its threshold
    (not in a mode the rows cannot calibrate)."""
    for name, mode in modes.items():
        if name in skipped:
            continue
        for other in modes.values():
            if other is not mode and _same_signal(mode["secondary"], other["primary"]):
                mode["secondary"]["threshold"] = other["primary"]["threshold"]


def _same_signal(a: dict, b: dict) -> bool:
    return sorted(a["metrics"]) == sorted(b["metrics"]) and \
        a.get("combine", "min") == b.get("combine", "min")


def _choose_band(rows: Sequence[dict], base: GateConfig, modes: dict,
                 max_ambiguous: float, skipped: dict[str, str]) -> tuple[float, float]:
    """The band of the calibrated modes (and, in ``modes``, the judge-less secondaries) by the
    module's rule."""
    best: tuple | None = None
    for option in _secondary_options(rows, base, modes, skipped):
        for band in BAND_GRID:
            trial = copy.deepcopy(option)
            for name in _tuned(skipped):
                trial[name]["band"] = band
            share = ambiguous_share(outcomes(rows, _with_modes(base, trial)))
            fits = share <= max_ambiguous + 1e-12
            # fitting first, then the widest band, then the smallest share
            key = (fits, band if fits else -share, -share)
            if best is None or key > best[0]:
                best = (key, band, share, option)
    if best is None:  # BAND_GRID is never empty
        raise ValueError("no band to choose from")
    _, band, share, option = best
    modes.clear()
    modes.update(option)
    return band, share


def _secondary_options(rows: Sequence[dict], base: GateConfig, modes: dict,
                       skipped: dict[str, str]) -> list[dict]:
    """``modes`` as chosen, plus variants that move one judge-less secondary of a
    primary-rule mode (it never changes a verdict without a judge, only what is ambiguous)."""
    options = [copy.deepcopy(modes)]
    for name in _tuned(skipped):
        mode = base.modes[name]
        if mode.rule != "primary" or "judge" in mode.secondary.metrics:
            continue
        values = np.array([_value(mode.secondary, r) for r in rows])
        values = values[np.isfinite(values)]
        if not len(values):
            continue
        for t in np.unique(np.round(np.quantile(values, np.linspace(0.05, 0.95, 10)), 3)):
            option = copy.deepcopy(modes)
            option[name]["secondary"]["threshold"] = float(t)
            options.append(option)
    return options


def _with_modes(base: GateConfig, modes: dict) -> GateConfig:
    raw = copy.deepcopy(base.raw)
    raw["modes"] = modes
    return build_config(raw, base.source)


def profile_entry(calibration: Calibration, base: GateConfig) -> dict:
    """The calibrated profile as a PROFILES entry (changes merged over the defaults)."""
    modes = {name: copy.deepcopy(calibration.modes[name])
             for name in _tuned(calibration.skipped)}
    modes |= {name: {"strong": calibration.modes[name]["strong"]}
              for name in _cut_tuned(calibration.skipped)}
    return {"encoder": dict(base.raw["encoder"]), "bertscore": dict(base.raw["bertscore"]),
            "modes": modes}
