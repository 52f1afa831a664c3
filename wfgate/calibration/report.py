"""The calibration report (Markdown): thresholds chosen, per-severity means (paper tables 2-4),
sensitivity (table 5), and the instance-level firing matrix (table 8) before and after."""

from __future__ import annotations

from collections.abc import Sequence
from statistics import mean

from ..config import GateConfig
from ..modes import SCORE_METRIC_NAMES
from ..perturb.records import PERCENTS, TYPES
from .calibrate import BEYOND_MODES, MODE_TYPE, Calibration
from .firing import CELLS, Outcome, ambiguous_share, by_cell, goal_rates, rate

MEAN_METRICS = SCORE_METRIC_NAMES


def _fmt(value: float | None, digits: int = 1) -> str:
    return "–" if value is None else f"{value:.{digits}f}"


def means_tables(rows: Sequence[dict]) -> list[str]:
    """Per-severity means per perturbation type (tables 2-4) and Delta (table 5)."""
    out = ["## Per-severity means (paper tables 2-4), whole corpus", ""]
    cells = {cell: [r["metrics"] for r in rows if (r["type"], r["percent"]) == cell
                    and not r.get("error")] for cell in CELLS}

    def avg(cell, metric):
        values = [m[metric] for m in cells[cell] if m.get(metric) is not None]
        return mean(values) if values else None

    for kind in TYPES:
        out += [f"### {kind}", "", "| metric | 10% | 30% | 50% |", "|---|---|---|---|"]
        out += [f"| {m} | " + " | ".join(_fmt(avg((kind, p), m), 2) for p in PERCENTS) + " |"
                for m in MEAN_METRICS]
        out.append("")
    out += ["## Sensitivity Delta = 2.5 x (mean@10% - mean@50%) (paper table 5)", "",
            "| metric | " + " | ".join(TYPES) + " |", "|---|---|---|---|"]
    for metric in MEAN_METRICS:
        deltas = []
        for kind in TYPES:
            a, b = avg((kind, 10), metric), avg((kind, 50), metric)
            deltas.append(None if a is None or b is None else 2.5 * (a - b))
        out.append(f"| {metric} | " + " | ".join(_fmt(d, 2) for d in deltas) + " |")
    out.append("")
    return out


def firing_table(items: Sequence[Outcome], config: GateConfig) -> list[str]:
    """Table 8 for one configuration: primary alone, mode verdicts, workflow fails."""
    cells = by_cell(items)
    header = " | ".join(f"{t} {p}%" for t, p in CELLS)
    out = [f"| gate | {header} |", "|---|" + "---|" * len(CELLS)]
    for name, mode in config.modes.items():
        if name not in MODE_TYPE:
            continue  # modes this calibration does not cover
        out.append(f"| {name} primary ({mode.primary.name} < {mode.primary.threshold:g}) | "
                   + " | ".join(_fmt(rate(cells[c], lambda o, n=name: o.primary_fired[n]))
                                for c in CELLS) + " |")
        out.append(f"| {name} verdict | "
                   + " | ".join(_fmt(rate(cells[c], lambda o, n=name: o.mode_fails[n]))
                                for c in CELLS) + " |")
    out.append("| **workflow fails** | " + " | ".join(
        f"**{_fmt(rate(cells[c], lambda o: o.fails))}**" for c in CELLS) + " |")
    out.append("| ambiguous (would reach a judge) | " + " | ".join(
        _fmt(rate(cells[c], lambda o: o.ambiguous)) for c in CELLS) + " |")
    return out


def thresholds_table(before: GateConfig, calibration: Calibration) -> list[str]:
    out = ["| mode | signal | before | after | step-1 rule | step-1 miss / false alarm |",
           "|---|---|---|---|---|---|"]
    after = calibration.config
    for name, mode in before.modes.items():
        if name not in MODE_TYPE:
            continue
        for part in ("primary", "secondary"):
            old, new = getattr(mode, part), getattr(after.modes[name], part)
            choice = calibration.choices.get(f"{name}.{part}")
            rule = choice.rule if choice else _secondary_rule(name, part, old, new, after)
            if name in calibration.skipped:
                rule = f"not calibrated: {calibration.skipped[name]}"
            rates = (f"{100 * choice.miss:.1f} % / {100 * choice.false_alarm:.1f} %"
                     if choice else "–")
            out.append(f"| {name} | {part}: {new.name} | {old.threshold:g} | "
                       f"{new.threshold:g} | {rule} | {rates} |")
    for name in BEYOND_MODES:
        choice = calibration.choices.get(f"{name}.strong")
        rule = choice.rule if choice else f"not calibrated: {calibration.skipped.get(name, '')}"
        rates = (f"{100 * choice.miss:.1f} % / {100 * choice.false_alarm:.1f} %"
                 if choice else "–")
        out.append(f"| {name} | strong/weak cut | {before.modes[name].strong:g} | "
                   f"{after.modes[name].strong:g} | {rule} | {rates} |")
    return out


def _secondary_rule(name: str, part: str, old, new, after: GateConfig) -> str:
    if old.threshold == new.threshold:
        return "kept"
    for other, mode in after.modes.items():
        if other != name and sorted(mode.primary.metrics) == sorted(new.metrics) \
                and mode.primary.threshold == new.threshold:
            return f"same signal as the {other} primary"
    return (f"moved with the band to limit ambiguity (without a judge a {part} of a "
            "primary-rule mode changes no verdict)")


def goal_lines(label: str, items: Sequence[Outcome]) -> str:
    goals = goal_rates(items)
    return (f"| {label} | {_fmt(goals['regressions_flagged'])} | "
            f"{_fmt(goals['description_flagged'])} | {_fmt(goals['mild_flagged'])} | "
            f"{_fmt(100 * ambiguous_share(items))} |")


def render_report(*, title: str, signature: str, corpus_note: str, split_note: str,
                  targets: tuple[float, float], before: GateConfig, calibration: Calibration,
                  rows: Sequence[dict], evaluated: tuple[list[Outcome], list[Outcome]],
                  evaluated_label: str, plots: Sequence[str]) -> str:
    """The whole report. ``evaluated`` = (outcomes before, outcomes after) on the
    evaluation rows (the held-out half with ``--split half``)."""
    target_miss, target_alarm = targets
    old, new = evaluated
    out = [f"# {title}", "", f"Score signature: `{signature}`  ", f"Corpus: {corpus_note}  ",
           f"Split: {split_note}  ",
           f"Targets: miss <= {100 * target_miss:g} % on missing/compressed 30/50 % variants, "
           f"false alarm <= {100 * target_alarm:g} % on 10 % variants and description "
           "changes.", "",
           "## Thresholds", "", f"Decided by: **{calibration.rule}**. On the calibration rows "
           f"the chosen set misses {100 * calibration.workflow_miss:.1f} % of regressions and "
           f"false-alarms on {100 * calibration.workflow_false_alarm:.1f} % of benign variants "
           "(workflow level). Step 1 (each mode alone, own type) is shown for reference.", ""]
    out += thresholds_table(before, calibration)
    if calibration.skipped:
        out += ["", "Not calibrated (thresholds kept as they were):", ""]
        out += [f"- `{name}`: {why}" for name, why in calibration.skipped.items()]
    met = "" if calibration.band_met else " (no band meets the limit: the smallest share)"
    out += ["", f"Band (all modes): **{calibration.band:g}**, the widest whose share of pairs "
            f"with an ambiguous mode stays within {100 * calibration.max_ambiguous:g} %{met}: "
            f"{100 * calibration.band_share:.1f} % on the calibration rows.", "",
            f"## Goals ({evaluated_label}), % of variants whose workflow verdict is fail", "",
            "| configuration | missing+compressed 30/50 % flagged (goal >= 95) | description "
            "changes flagged (goal <= 5) | 10 % variants flagged (goal <= 10) | ambiguous "
            "share (goal <= 15) |", "|---|---|---|---|---|",
            goal_lines(f"before ({before.source})", old), goal_lines("after (calibrated)", new),
            "", f"## Instance-level firing matrix (paper table 8), {evaluated_label}, % of "
            "variants", "", "### Before: the input configuration", ""]
    out += firing_table(old, before)
    out += ["", "### After: the calibrated configuration", ""]
    out += firing_table(new, calibration.config)
    out.append("")
    out += means_tables(rows)
    if plots:
        out += ["## Score distributions with the thresholds", ""]
        out += [f"![{p}]({p})" for p in plots]
        out.append("")
    return "\n".join(out)
