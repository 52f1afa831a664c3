"""Decide: the gate per mode on a scored pair, then the judge on the ambiguous modes only
(it settles them against its own threshold, ``judge.pass_threshold``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import partial

from ..config import GateConfig
from ..gate import ModeVerdict, decide, settle, worth_judging
from ..judge import Judge
from ..timing import Timer
from .plan import Plan
from .stages import Decided, Failed, Scored, isolated


def judge_status(judge: Judge | None) -> str:
    """What a judge signal reads before the judge is asked."""
    return "not-configured" if judge is None else "not-asked"


def decide_pair(scored: Scored, plan: Plan, judge: Judge | None) -> Decided | Failed:
    """The cheap-metric verdict of every mode of the pair (its overrides applied)."""
    status = judge_status(judge)
    metrics = dict(scored.metrics)

    def verdicts() -> Decided:
        modes = plan.for_pair(scored.pair.id).modes
        return Decided(scored, {name: decide(mode, metrics, status)
                                for name, mode in modes.items()})

    return isolated(scored.pair, "deciding", verdicts)


def consult_judge(stages: Sequence[Decided | Failed], config: GateConfig, judge: Judge,
                  timer: Timer) -> list[Decided | Failed]:
    """Ask the judge about ambiguous modes only, and let it settle them."""
    evaluated = sum(1 for stage in stages if isinstance(stage, Decided))
    results: list[Decided | Failed] = []
    done = 0
    for stage in stages:
        if isinstance(stage, Decided):
            done += 1
            timer.detail(f"workflow {done}/{evaluated}")
            results.append(isolated(stage.pair, "consulting the judge",
                                    partial(consult_judge_once, stage, config, judge)))
        else:
            results.append(stage)
    return results


def consult_judge_once(decided: Decided, config: GateConfig, judge: Judge) -> Decided:
    """One pair: the judge's outcome, and the doubtful modes settled by it."""
    threshold = config.judge.pass_threshold
    doubtful = worth_judging(dict(decided.modes))
    if not doubtful:
        return decided
    scored = decided.scored
    notes = [f.summary for f in scored.findings if f.mode in doubtful]
    outcome = judge.assess(scored.parsed.golden, scored.parsed.candidate, focus=doubtful[0],
                           notes=notes)
    modes: dict[str, ModeVerdict] = dict(decided.modes)
    for name in doubtful:
        verdict = settle(modes[name], outcome, threshold)
        if verdict.secondary is not None and verdict.secondary.metric == "judge":
            verdict = replace(verdict, secondary=replace(
                verdict.secondary, value=outcome.score, status=outcome.status))
        modes[name] = verdict
    return replace(decided, modes=modes, judge=outcome)
