"""The one path every front end uses: pair -> parse -> score -> decide -> judge -> report
(the typed model of :mod:`wfgate.report.model`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..alignment import Alignment
from ..config import GateConfig, InputLimits, load_config
from ..errors import InputError, ModelError
from ..gate import ModeVerdict
from ..judge import Judge, JudgeOutcome, build_judge
from ..metrics.findings import Finding
from ..pairing import Pair, pair_paths
from ..parsing import parse_workflow
from ..report.build import build_report, internal_error
from ..report.model import CacheStats, Report
from ..timing import Timer
from ..workflow import Workflow
from .decide import consult_judge, decide_pair
from .plan import Plan
from .scorer import Engines, Scorer
from .stages import Decided, Failed, Parsed, Scored, empty_metrics


def run_check(golden: str | Path | None, candidate: str | Path, *,
              golden_ref: str | None = None, repo_dir: str | Path = ".",
              config_path: str | Path | None = None, config: GateConfig | None = None,
              all_metrics: bool = False, timer: Timer | None = None,
              shard: tuple[int, int] | None = None) -> Report:
    """Pair the inputs (folders, or git mode with ``golden_ref``), load the config and the
    judge it names, and check every pair, or only shard ``(I, N)`` of them (the report then
    records the shard for ``wfgate merge``; pairing errors and notices go to every shard).
    ``config`` (already loaded) takes the place of ``config_path``."""
    config = config or load_config(config_path)
    if golden_ref:
        from ..gitmode import pairs_from_git

        pairing = pairs_from_git(golden_ref, str(candidate), repo_dir, config.limits)
    elif golden is None:
        raise ValueError("run_check: give golden (a folder) or golden_ref (git mode)")
    else:
        pairing = pair_paths(golden, candidate, config.limits)
    pairs = pairing.pairs
    if shard is not None:
        from ..sharding import select_shard

        pairs = select_shard(pairing.pairs, *shard)
    judge = build_judge(config.judge, config.source)
    report = check(pairs, config, judge=judge, errors=pairing.errors, notices=pairing.notices,
                   all_metrics=all_metrics, timer=timer,
                   engines=Engines(config, cache_dir=config.cache_dir))
    if shard is not None:
        from ..sharding import shard_record

        report = replace(report, shard=shard_record(pairing.pairs, *shard))
    return report


def check(pairs: Sequence[Pair], config: GateConfig, *, judge: Judge | None = None,
          errors: Sequence[dict[str, Any]] = (), notices: Sequence[dict[str, Any]] = (),
          timer: Timer | None = None, all_metrics: bool = False,
          engines: Engines | None = None) -> Report:
    """Evaluate every pair; a broken pair becomes an ``error`` entry, never hides the others:
    any exception while reading, parsing, scoring, judging or reporting one pair is that
    pair's error (``kind`` "input" for a bad file, "internal" for a bug in wfgate)."""
    timer = timer or Timer()
    engines = engines or Engines(config)
    errors, notices = list(errors), list(notices)
    plan = Plan(config, all_metrics)
    with timer.stage("parse"):
        parsed = [parse(pair, config.limits) for pair in pairs]
    scored, cache_stats = _score(parsed, engines, plan, timer, errors)
    decided = [decide_pair(s, plan, judge) if isinstance(s, Scored) else s for s in scored]
    if judge is not None:
        with timer.stage("judge"):
            decided = consult_judge(decided, config, judge, timer)
    with timer.stage("report"):
        report = build_report([_ReportCase.of(s) for s in decided], config, engines, judge,
                              errors, notices)
    return replace(report, timings=timer.as_dict(), embedding_cache=CacheStats(**cache_stats))


def _score(stages: list[Parsed | Failed], engines: Engines, plan: Plan, timer: Timer,
           errors: list[dict[str, Any]]) -> tuple[list[Scored | Failed], dict[str, Any]]:
    """Score the parsed pairs in place of their stage; a model that cannot load is a run
    error and leaves every pair not evaluated."""
    good = [s for s in stages if isinstance(s, Parsed)]
    scorer = Scorer(engines, plan, timer)
    if not good:
        return [s for s in stages if isinstance(s, Failed)], scorer.stats
    try:
        results = iter(scorer.score(good))
    except ModelError as exc:
        errors.append({"file": None, "line": None, "kind": "model", "message": str(exc)})
        results = iter([Failed(p.pair, {"file": p.pair.candidate, "line": None, "kind": "model",
                                        "message": "not evaluated: a model could not be "
                                                   "loaded (see errors)"}) for p in good])
    return [next(results) if isinstance(s, Parsed) else s for s in stages], scorer.stats


def parse(pair: Pair, limits: InputLimits) -> Parsed | Failed:
    """Read and parse both files of a pair; a bad file is the pair's input error."""
    name = pair.golden
    try:
        golden = _load(pair.golden, pair.read_golden, limits)
        name = pair.candidate
        return Parsed(pair, golden, _load(pair.candidate, pair.read_candidate, limits))
    except InputError as exc:
        return Failed(pair, exc.to_dict() | {"kind": "input"})
    except Exception as exc:  # RecursionError, MemoryError, a bug: this pair's error only
        return Failed(pair, internal_error(name, "reading and parsing", exc))


def _load(name: str, read: Callable[[], bytes], limits: InputLimits) -> Workflow:
    try:
        raw = read()
    except OSError as exc:
        raise InputError(name, f"cannot read the file: {exc.strerror or exc}") from None
    return parse_workflow(raw, name, suffix=Path(name).suffix.lower(), limits=limits)


@dataclass
class _ReportCase:
    """A decided or failed pair in the shape the report builder reads
    (:class:`wfgate.report.build.ScoredPair`)."""

    pair: Pair
    golden: Workflow | None = None
    candidate: Workflow | None = None
    error: dict[str, Any] | None = None
    alignment: Alignment | None = None
    metrics: dict[str, Any] = field(default_factory=empty_metrics)
    modes: dict[str, ModeVerdict] = field(default_factory=dict)
    findings: list[Finding] = field(default_factory=list)
    judge: JudgeOutcome | None = None
    evidence: dict[str, Any] | None = None

    @classmethod
    def of(cls, stage: Decided | Failed) -> _ReportCase:
        if isinstance(stage, Failed):
            return cls(stage.pair, error=stage.error)
        scored = stage.scored
        return cls(stage.pair, scored.parsed.golden, scored.parsed.candidate,
                   alignment=scored.alignment, metrics=stage.metrics, modes=dict(stage.modes),
                   findings=list(scored.findings), judge=stage.judge, evidence=scored.evidence)
