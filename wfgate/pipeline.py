"""parse -> align -> metrics -> gate -> report (the typed model of
:mod:`wfgate.report.model`). The one path every front end uses."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path

from .alignment import Alignment, align
from .config import GateConfig, InputLimits, load_config
from .encoders import (
    BertScore,
    BertScorer,
    EmbeddingTable,
    SentenceEncoder,
    cache_dir_from_env,
    open_cache,
)
from .errors import InputError, ModelError
from .gate import ModeVerdict, decide, needs_secondary, settle, worth_judging
from .judge import Judge, JudgeOutcome, build_judge
from .metrics import lexical
from .metrics.findings import (
    Finding,
    find_all,
    finding_evidence,
    finding_scores,
    step_coverage,
)
from .metrics.ordering import kendall_tau
from .metrics.structural import chain_f1, graph_f1
from .modes import METRIC_NAMES
from .pairing import Pair, pair_paths
from .parsing import parse_workflow
from .report.build import build_report, internal_error
from .report.model import CacheStats, Report
from .timing import Timer
from .workflow import Workflow

EMPTY_METRICS = dict.fromkeys(METRIC_NAMES)


@dataclass
class _Case:
    """One pair as it moves through the pipeline."""

    pair: Pair
    golden: Workflow | None = None
    candidate: Workflow | None = None
    error: dict | None = None
    alignment: Alignment | None = None
    metrics: dict = field(default_factory=lambda: dict(EMPTY_METRICS))
    modes: dict[str, ModeVerdict] = field(default_factory=dict)
    findings: list[Finding] = field(default_factory=list)
    judge: JudgeOutcome | None = None
    evidence: dict | None = None  # all-metrics runs (calibration): each finding's evidence


@dataclass
class Engines:
    """The heavy, reusable parts of a run (encoders); build once, pass to several checks.
    ``cache_dir`` holds the persistent embedding cache (default ``$WFGATE_CACHE_DIR``), which
    BERTScore built here shares."""

    config: GateConfig
    encoder: SentenceEncoder | None = None
    bertscore: BertScorer | None = None
    cache_dir: Path | None = field(default_factory=cache_dir_from_env)

    def sentence_encoder(self) -> SentenceEncoder:
        if self.encoder is None:
            self.encoder = SentenceEncoder(self.config.encoder.model,
                                           self.config.encoder.batch_size,
                                           self.config.encoder.backend)
        return self.encoder

    def embedding_table(self) -> EmbeddingTable:
        """A fresh table for one check, backed by the persistent cache when there is one."""
        encoder = self.sentence_encoder()
        return EmbeddingTable(encoder, open_cache(self.cache_dir, encoder))

    def bert_scorer(self) -> BertScorer:
        """BERTScore for this run; on ONNX it shares the sentence encoder's pass if it can."""
        if self.bertscore is None:
            self.bertscore = BertScore(self.config.bertscore, self.sentence_encoder(),
                                       self.cache_dir)
        return self.bertscore


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
        from .gitmode import pairs_from_git

        pairing = pairs_from_git(golden_ref, str(candidate), repo_dir, config.limits)
    else:
        pairing = pair_paths(golden, candidate, config.limits)
    pairs = pairing.pairs
    if shard is not None:
        from .sharding import select_shard

        pairs = select_shard(pairing.pairs, *shard)
    judge = build_judge(config.judge, config.source)
    report = check(pairs, config, judge=judge, errors=pairing.errors, notices=pairing.notices,
                   all_metrics=all_metrics, timer=timer,
                   engines=Engines(config, cache_dir=config.cache_dir))
    if shard is not None:
        from .sharding import shard_record

        report = replace(report, shard=shard_record(pairing.pairs, *shard))
    return report


def check(pairs: Sequence[Pair], config: GateConfig, *, judge: Judge | None = None,
          errors: Sequence[dict] = (), notices: Sequence[dict] = (), timer: Timer | None = None,
          all_metrics: bool = False, engines: Engines | None = None) -> Report:
    """Evaluate every pair; a broken pair becomes an ``error`` entry, never hides the others:
    any exception while reading, parsing, scoring, judging or reporting one pair is that
    pair's error (``kind`` "input" for a bad file, "internal" for a bug in wfgate)."""
    timer = timer or Timer()
    engines = engines or Engines(config)
    errors, notices = list(errors), list(notices)
    with timer.stage("parse"):
        cases = [_parse(pair, config.limits) for pair in pairs]
    good = [c for c in cases if c.error is None]
    cache_stats = {"enabled": engines.cache_dir is not None, "hits": 0, "misses": 0}
    if good:
        try:
            cache_stats = _score_isolated(good, config, engines, timer, all_metrics)
        except ModelError as exc:
            errors.append({"file": None, "line": None, "kind": "model", "message": str(exc)})
            for case in good:
                if case.error is None:
                    case.error = {"file": case.pair.candidate, "line": None, "kind": "model",
                                  "message": "not evaluated: a model could not be loaded "
                                             "(see errors)"}
                case.metrics = dict(EMPTY_METRICS)
    for case in cases:
        if case.error is None:
            with _isolated(case, "deciding"):
                case.modes = {name: decide(mode, case.metrics, _judge_status(judge))
                              for name, mode in config.modes_for(case.pair.id).items()}
    if judge is not None:
        with timer.stage("judge"):
            _consult_judge(cases, config, judge, timer)
    with timer.stage("report"):
        report = build_report(cases, config, engines, judge, errors, notices)
    return replace(report, timings=timer.as_dict(), embedding_cache=CacheStats(**cache_stats))


def _judge_status(judge: Judge | None) -> str:
    return "not-configured" if judge is None else "not-asked"


@contextmanager
def _isolated(case: _Case, stage: str) -> Iterator[None]:
    """Turn any exception in one pair's ``stage`` into that pair's internal error."""
    try:
        yield
    except Exception as exc:  # one pair's bug must not cost the others their verdicts
        case.error = internal_error(case.pair.candidate, stage, exc)
        case.metrics = dict(EMPTY_METRICS)


def _parse(pair: Pair, limits: InputLimits) -> _Case:
    case = _Case(pair)
    name = pair.golden
    try:
        case.golden = _load(pair.golden, pair.read_golden, limits)
        name = pair.candidate
        case.candidate = _load(pair.candidate, pair.read_candidate, limits)
    except InputError as exc:
        case.error = exc.to_dict() | {"kind": "input"}
    except Exception as exc:  # RecursionError, MemoryError, a bug: this pair's error only
        case.error = internal_error(name, "reading and parsing", exc)
    return case


def _load(name: str, read, limits: InputLimits) -> Workflow:
    try:
        raw = read()
    except OSError as exc:
        raise InputError(name, f"cannot read the file: {exc.strerror or exc}") from None
    return parse_workflow(raw, name, suffix=Path(name).suffix.lower(), limits=limits)


def _score_isolated(cases: list[_Case], config: GateConfig, engines: Engines, timer: Timer,
                    all_metrics: bool) -> dict:
    """Score every pair in one batch; should the batch raise (anything but a model that cannot
    load), score each pair on its own so that only the pair at fault gets an error."""
    try:
        return _score(cases, config, engines, timer, all_metrics)
    except ModelError:
        raise
    except Exception:  # found again pair by pair below: only the pair at fault errs
        stats = {"enabled": engines.cache_dir is not None, "hits": 0, "misses": 0}
        for case in cases:
            case.metrics = dict(EMPTY_METRICS)
            with _isolated(case, "scoring"):
                one = _score([case], config, engines, timer, all_metrics)
                stats = {**one, "hits": stats["hits"] + one["hits"],
                         "misses": stats["misses"] + one["misses"]}
        return stats


def _score(cases: list[_Case], config: GateConfig, engines: Engines, timer: Timer,
           all_metrics: bool) -> dict:
    """Lexical metrics first (they need no model and say which pairs may need BERTScore), then
    one encoding pass over the unique texts the persistent cache lacks, keeping BERTScore's
    token states for those pairs when the encoder can; then the other metrics, then BERTScore
    where the gate needs it. Returns the embedding cache's hits and misses."""
    table = engines.embedding_table()
    with timer.stage("metrics"):
        for case in cases:
            case.metrics.update(lexical_metrics(case.golden, case.candidate))
    maybe = [c for c in cases if all_metrics or _may_need_bertscore(c, config)]
    scorer = engines.bert_scorer() if maybe else None
    keep = None if scorer is None else scorer.keep_request(
        {t for c in maybe for t in _bertscore_texts(c)})
    with timer.stage("encode"):
        to_encode = table.fetch(t for c in cases for t in (*c.golden.texts, *c.candidate.texts))
    with timer.stage("load"):
        if to_encode:  # all cached: the encoder is never loaded
            table.encoder.load()
    with timer.stage("encode"):
        timer.detail(f"{len(to_encode):,} new texts")
        table.store(to_encode, keep)
    with timer.stage("metrics"):
        for case in cases:
            case.alignment = align(table.vectors(case.golden.texts),
                                   table.vectors(case.candidate.texts), config.encoder.tau_align)
            case.metrics.update(structural_metrics(case.alignment, case.golden, case.candidate))
            cuts = {name: mode.strong for name, mode in config.modes_for(case.pair.id).items()
                    if mode.strong is not None}
            case.findings = find_all(case.alignment, case.golden, case.candidate,
                                     config.merge_similarity, cuts)
            case.metrics.update(finding_scores(case.findings, case.golden, case.candidate))
            if all_metrics:
                case.evidence = finding_evidence(case.findings, case.golden, case.candidate)
            case.metrics["step_coverage"] = step_coverage(case.alignment, config.merge_similarity)
    wanted = [c for c in maybe if all_metrics or _needs_bertscore(c, config)]
    if wanted:
        with timer.stage("bertscore"):
            scores = scorer.score_many([(c.golden.texts, c.candidate.texts) for c in wanted],
                                       None if keep is None else keep.kept)
        for case, value in zip(wanted, scores, strict=True):
            case.metrics["bertscore"] = value
    return table.stats()


def _bertscore_modes(case: _Case, config: GateConfig) -> list:
    return [mode for mode in config.modes_for(case.pair.id).values()
            if mode.rule == "joint" and "bertscore" in mode.secondary.metrics]


def _needs_bertscore(case: _Case, config: GateConfig) -> bool:
    return any(needs_secondary(mode, case.metrics) for mode in _bertscore_modes(case, config))


def _may_need_bertscore(case: _Case, config: GateConfig) -> bool:
    """Before encoding: a mode whose primary is already known (lexical) and clear of its
    threshold will not need BERTScore; one whose primary waits for the encoder might."""
    return any(needs_secondary(mode, case.metrics)
               or any(case.metrics.get(m) is None for m in mode.primary.metrics)
               for mode in _bertscore_modes(case, config))


def _bertscore_texts(case: _Case) -> list[str]:
    """The step texts BERTScore compares (the order-preserving truncation)."""
    size = min(len(case.golden.texts), len(case.candidate.texts))
    return [*case.golden.texts[:size], *case.candidate.texts[:size]]


def lexical_metrics(golden: Workflow, candidate: Workflow) -> dict:
    """BLEU and GLEU over the whole workflow texts (no model needed)."""
    gold_tokens, cand_tokens = lexical.tokenize(golden.texts), lexical.tokenize(candidate.texts)
    return {"bleu": lexical.bleu(gold_tokens, cand_tokens),
            "gleu": lexical.gleu(gold_tokens, cand_tokens)}


def structural_metrics(alignment: Alignment, golden: Workflow, candidate: Workflow) -> dict:
    """Graph F1, Chain F1 and Kendall's tau, from one alignment."""
    return {"graph_f1": graph_f1(alignment, golden, candidate),
            "chain_f1": chain_f1(alignment),
            "kendall_tau": kendall_tau(alignment)}


def cheap_metrics(alignment: Alignment, golden: Workflow, candidate: Workflow) -> dict:
    """Every metric but BERTScore, the findings' scores and the judge."""
    return lexical_metrics(golden, candidate) | structural_metrics(alignment, golden, candidate)


def _consult_judge(cases: list[_Case], config: GateConfig, judge: Judge, timer: Timer) -> None:
    """Ask the judge about ambiguous modes only, and let it settle them."""
    evaluated = [case for case in cases if case.error is None]
    for done, case in enumerate(evaluated):
        timer.detail(f"workflow {done + 1}/{len(evaluated)}")
        with _isolated(case, "consulting the judge"):
            _consult_judge_once(case, config, judge)


def _consult_judge_once(case: _Case, config: GateConfig, judge: Judge) -> None:
    threshold = config.judge.pass_threshold
    doubtful = worth_judging(case.modes)
    if doubtful:
        notes = [f.summary for f in case.findings if f.mode in doubtful]
        outcome = judge.assess(case.golden, case.candidate, focus=doubtful[0], notes=notes)
        case.judge = outcome
        if outcome.status == "ok":
            case.metrics["judge"] = outcome.score
        for name in doubtful:
            verdict = settle(case.modes[name], outcome, threshold)
            if verdict.secondary is not None and verdict.secondary.metric == "judge":
                verdict = replace(verdict, secondary=replace(
                    verdict.secondary, value=outcome.score, status=outcome.status))
            case.modes[name] = verdict
