"""The calibrated gate: metric values -> a verdict per failure mode -> a workflow verdict.

Per mode (see ``thresholds.yaml``): the primary signal alerts below its threshold. With
``rule: primary`` the primary decides, and the case is *ambiguous* when the primary sits within
``band`` of its threshold or the secondary clearly disagrees (on the other side of its own
threshold by at least ``band``). With ``rule: joint`` (description
changes) a failure needs both signals to breach: heavy rewording alone is benign. Ambiguous
cases go to the judge when one is configured; it may confirm or clear them, never overturn a
clear deterministic fail. Without a judge the cheap metrics decide, marked unconfirmed.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Literal

from .config import ModeConfig, Signal
from .judge import JudgeOutcome

Verdict = Literal["pass", "fail", "ambiguous", "not-run"]
JUDGE = "judge"


@dataclass(frozen=True)
class SignalReading:
    """A signal's value next to its threshold; ``status`` says why a value may be missing."""

    metric: str
    value: float | None
    threshold: float
    status: str = "ok"  # ok | not-computed | not-configured | unavailable | error | budget

    @property
    def breached(self) -> bool | None:
        return None if self.value is None else self.value < self.threshold

    def to_dict(self) -> dict[str, Any]:
        value = None if self.value is None else round(self.value, 4)
        return {"metric": self.metric, "value": value, "threshold": self.threshold,
                "status": self.status}


@dataclass(frozen=True)
class ModeVerdict:
    """The verdict of one failure mode with its evidence."""

    mode: str
    verdict: Verdict
    primary: SignalReading | None
    secondary: SignalReading | None
    reason: str
    provisional: Literal["pass", "fail"] | None = None
    confirmed: bool = True

    def to_dict(self) -> dict[str, Any]:
        return {"verdict": self.verdict, "confirmed": self.confirmed,
                "provisional": self.provisional, "reason": self.reason,
                "primary": self.primary.to_dict() if self.primary else None,
                "secondary": self.secondary.to_dict() if self.secondary else None}


def reading(signal: Signal, metrics: dict[str, float | None], judge_status: str) -> SignalReading:
    """Read a signal off the metric values (the judge has a status of its own)."""
    value = signal.value(metrics)
    status = "ok"
    if value is None:
        status = judge_status if JUDGE in signal.metrics else "not-computed"
    return SignalReading(signal.name, value, signal.threshold, status)


def needs_secondary(mode: ModeConfig, metrics: dict[str, float | None]) -> bool:
    """Whether a joint-rule mode must compute its secondary (its primary is low or borderline)."""
    primary = mode.primary.value(metrics)
    return mode.rule == "joint" and primary is not None \
        and primary < mode.primary.threshold + mode.band


def decide(mode: ModeConfig, metrics: dict[str, float | None],
           judge_status: str = "not-configured") -> ModeVerdict:
    """The cheap-metric verdict of one mode (the judge, if any, comes later via ``settle``)."""
    primary = reading(mode.primary, metrics, judge_status)
    secondary = reading(mode.secondary, metrics, judge_status)
    if primary.value is None:
        return ModeVerdict(mode.name, "not-run", primary, secondary,
                           f"{primary.metric} was not computed")
    borderline = abs(primary.value - primary.threshold) < mode.band
    if mode.rule == "joint":
        return _decide_joint(mode, primary, secondary, borderline)
    breached = bool(primary.breached)
    # The secondary only disagrees when it is clearly on the other side of its own threshold.
    disagree = (secondary.value is not None and secondary.breached != breached
                and abs(secondary.value - secondary.threshold) >= mode.band)
    if borderline or disagree:
        if borderline:
            why = (f"{primary.metric} {primary.value:.2f} is within {mode.band:.2f} of "
                   f"{primary.threshold:.2f}")
        elif mode.reads_strong_findings:
            why = "only weak findings (thin evidence): a judge should confirm them"
        else:
            why = (f"{primary.metric} {primary.value:.2f} and {secondary.metric} "
                   f"{secondary.value:.2f} disagree")
        return ModeVerdict(mode.name, "ambiguous", primary, secondary, why,
                           provisional="fail" if breached else "pass", confirmed=False)
    if breached:
        return ModeVerdict(mode.name, "fail", primary, secondary,
                           f"{primary.metric} {primary.value:.2f} < {primary.threshold:.2f}")
    return ModeVerdict(mode.name, "pass", primary, secondary,
                       f"{primary.metric} {primary.value:.2f} >= {primary.threshold:.2f}")


def _decide_joint(mode: ModeConfig, primary: SignalReading, secondary: SignalReading,
                  borderline: bool) -> ModeVerdict:
    if not primary.breached and not borderline:
        return ModeVerdict(mode.name, "pass", primary, secondary,
                           f"{primary.metric} {primary.value:.2f} >= {primary.threshold:.2f}")
    if secondary.value is None:
        return ModeVerdict(mode.name, "not-run", primary, secondary,
                           f"{primary.metric} is low but {secondary.metric} was not computed")
    s_border = abs(secondary.value - secondary.threshold) < mode.band
    joint = bool(primary.breached and secondary.breached)
    if joint and not borderline and not s_border:
        return ModeVerdict(mode.name, "fail", primary, secondary,
                           f"{primary.metric} {primary.value:.2f} < {primary.threshold:.2f} and "
                           f"{secondary.metric} {secondary.value:.2f} < "
                           f"{secondary.threshold:.2f}: the meaning moved")
    if not secondary.breached and not s_border:
        return ModeVerdict(mode.name, "pass", primary, secondary,
                           f"reworded ({primary.metric} {primary.value:.2f}) but "
                           f"{secondary.metric} {secondary.value:.2f} >= "
                           f"{secondary.threshold:.2f}: meaning kept")
    return ModeVerdict(mode.name, "ambiguous", primary, secondary,
                       f"{primary.metric} {primary.value:.2f} and {secondary.metric} "
                       f"{secondary.value:.2f} sit near their thresholds",
                       provisional="fail" if joint else "pass", confirmed=False)


def settle(verdict: ModeVerdict, outcome: JudgeOutcome | None, judge_threshold: float
           ) -> ModeVerdict:
    """Let the judge confirm or clear an ambiguous mode; clear verdicts are never touched."""
    if verdict.verdict != "ambiguous" or outcome is None:
        return verdict
    if outcome.status != "ok" or outcome.score is None:
        why = outcome.error or outcome.status
        return replace(verdict, reason=f"{verdict.reason}; judge {outcome.status}: {why}")
    passed = outcome.score >= judge_threshold
    return replace(verdict, verdict="pass" if passed else "fail", confirmed=True,
                   reason=f"{verdict.reason}; judge {outcome.score:.2f} "
                          f"{'>=' if passed else '<'} {judge_threshold:.2f}")


def worth_judging(modes: dict[str, ModeVerdict]) -> list[str]:
    """The ambiguous modes a judge should settle: none when another mode fails clearly (the
    judge never overturns a clear fail, so its answer could not change the verdict)."""
    if any(m.verdict == "fail" for m in modes.values()):
        return []
    return [name for name, m in modes.items() if m.verdict == "ambiguous"]


def workflow_verdict(modes: dict[str, ModeVerdict], policy: str) -> Literal["pass", "fail"]:
    """Fail on any failed mode; unconfirmed ambiguous modes follow ``on_judge_unavailable``."""
    if any(m.verdict == "fail" for m in modes.values()):
        return "fail"
    for mode in modes.values():
        if mode.verdict == "ambiguous" and (
                policy == "fail" or (policy == "neutral" and mode.provisional == "fail")):
            return "fail"
    return "pass"
