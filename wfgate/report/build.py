"""Build the typed report (:mod:`wfgate.report.model`) from the pipeline's scored pairs: one
:class:`WorkflowResult` per pair, then the run's :class:`Report` with its counts, judge totals
and signature."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Protocol

from .. import __version__
from ..diff import build_diff
from ..gate import ModeVerdict, SignalReading, workflow_verdict
from ..modes import METRIC_NAMES, MODE_NAMES
from ..verdicts import run_verdict
from .model import (
    MODE_VERDICTS,
    Diff,
    ErrorInfo,
    FindingResult,
    JudgeResult,
    JudgeStats,
    ModeCounts,
    ModeEvidence,
    ModeResult,
    Notice,
    ReplacementResult,
    Report,
    Review,
    SignalResult,
    SignatureFields,
    StepCounts,
    Summary,
    WorkflowResult,
)
from .review import changes_to_review, run_headline

if TYPE_CHECKING:
    from ..alignment import Alignment
    from ..config import GateConfig
    from ..judge import Judge, JudgeOutcome
    from ..metrics.findings import Finding
    from ..pairing import Pair
    from ..workflow import Workflow


class ScoredPair(Protocol):
    """What the pipeline knows of one pair when it reports (``pipeline._Case``)."""

    pair: Pair
    golden: Workflow | None
    candidate: Workflow | None
    error: dict[str, Any] | None
    alignment: Alignment | None
    metrics: dict[str, Any]
    modes: dict[str, ModeVerdict]
    findings: list[Finding]
    judge: JudgeOutcome | None
    evidence: dict[str, Any] | None


class SignatureSource(Protocol):
    """The encoders a run used (``pipeline.Engines``)."""

    def sentence_encoder(self) -> Any: ...

    def bert_scorer(self) -> Any: ...


def internal_error(file: str | None, stage: str, exc: BaseException) -> dict[str, Any]:
    """The error entry of an unexpected exception: a bug in wfgate, reported as one, with the
    exception's type and a one-line reason."""
    reason = " ".join(str(exc).split())
    reason = reason if len(reason) <= 200 else reason[:197] + "..."
    return {"file": file, "line": None, "kind": "internal", "exception": type(exc).__name__,
            "message": f"internal error while {stage} ({type(exc).__name__}: "
                       f"{reason or 'no message'}); a bug in wfgate, please report it"}


def signature_fields(config: GateConfig, engines: SignatureSource, judge: Judge | None
                     ) -> SignatureFields:
    """Every setting that changes a score (sacreBLEU's idea), for comparable numbers."""
    encoder = engines.sentence_encoder()
    return SignatureFields(
        wfgate=__version__, encoder=encoder.name, encoder_sha256=encoder.weights_sha256,
        tau_align=config.encoder.tau_align,
        bertscore=f"{engines.bert_scorer().label}/{config.bertscore.baseline}",
        judge=getattr(judge, "name", None) or "none", config_sha256=config.sha256,
        lexicon_sha256=config.lexicon.digest, rules_off=config.rules_off)


def format_signature(fields: SignatureFields) -> str:
    """The one-line signature printed under every report."""
    return fields.format()


def _rounded(metrics: dict[str, Any]) -> dict[str, float | None]:
    return {k: (None if v is None else round(float(v), 4)) for k, v in metrics.items()}


def _signal(reading: SignalReading | None) -> SignalResult | None:
    if reading is None:
        return None
    value = None if reading.value is None else round(reading.value, 4)
    return SignalResult(reading.metric, value, reading.threshold, reading.status)


def mode_result(verdict: ModeVerdict) -> ModeResult:
    """The report's form of one mode's verdict."""
    return ModeResult(verdict=verdict.verdict, reason=verdict.reason,
                      primary=_signal(verdict.primary), secondary=_signal(verdict.secondary),
                      provisional=verdict.provisional, confirmed=verdict.confirmed)


def finding_result(finding: Finding) -> FindingResult:
    return FindingResult(finding.mode, finding.summary, finding.golden_step,
                         finding.candidate_step, finding.strong, tuple(finding.removed),
                         tuple(finding.added), finding.related_step, tuple(finding.rules),
                         tuple(ReplacementResult(r.old, r.new, r.kind, r.rule)
                               for r in finding.replacements))


def workflow_result(case: ScoredPair, config: GateConfig) -> WorkflowResult:
    """One workflow's part of the report."""
    pair = case.pair
    evidence = None if case.evidence is None else {
        mode: ModeEvidence.from_json(value) for mode, value in case.evidence.items()}
    metrics = _rounded(case.metrics)
    if case.error is not None:
        error = ErrorInfo.from_json(case.error)
        reason = "input error" if error.kind == "input" else f"not evaluated ({error.kind} error)"
        return WorkflowResult(
            id=pair.id, golden=pair.golden, candidate=pair.candidate, metrics=metrics,
            evidence=evidence, verdict="error", error=error,
            modes={m: ModeResult("not-run", reason, confirmed=False) for m in MODE_NAMES})
    assert case.golden is not None and case.candidate is not None and case.alignment is not None
    diff = build_diff(case.alignment, case.golden, case.candidate, config.merge_similarity)
    result = WorkflowResult(
        id=pair.id, golden=pair.golden, candidate=pair.candidate, metrics=metrics,
        evidence=evidence, verdict=workflow_verdict(case.modes, config.on_judge_unavailable),
        modes={name: mode_result(m) for name, m in case.modes.items()},
        diff=Diff.from_json(diff),
        steps=StepCounts(len(case.golden), len(case.candidate)),
        findings=tuple(finding_result(f) for f in case.findings
                       if case.modes[f.mode].verdict != "pass"),
        judge=None if case.judge is None else JudgeResult.from_json(case.judge.to_dict()))
    return replace(result, review=Review(changes_to_review(result)))


def judge_stats(judge: Judge | None) -> JudgeStats:
    """The judge's run totals (a judge that keeps accounts adds its own)."""
    if judge is None:
        return JudgeStats()
    stats = getattr(judge, "stats", None)
    base: dict[str, Any] = {"configured": True, "calls": 0, "cache_hits": 0, "tokens": 0,
                            "cost_usd": 0.0, "unavailable_reason": None}
    return JudgeStats.from_json(base | (stats() if stats is not None else {}))


def summary_of(workflows: Sequence[WorkflowResult], unconfirmed: int) -> Summary:
    verdicts = [w.verdict for w in workflows]
    modes = {}
    for name in MODE_NAMES:
        counts = [sum(1 for w in workflows if w.mode_verdict(name) == v) for v in MODE_VERDICTS]
        modes[name] = ModeCounts(*counts)
    changed = [len(w.review.changes) for w in workflows
               if w.verdict == "pass" and w.review is not None and w.review.changes]
    return Summary(workflows=len(workflows), passed=verdicts.count("pass"),
                   failed=verdicts.count("fail"), errored=verdicts.count("error"),
                   modes=modes, unconfirmed=unconfirmed, with_changes=len(changed),
                   changes=sum(changed), headline=run_headline(verdicts, sum(changed)))


def fail_on_changes(report: Report) -> Report:
    """``fail_on: changes``: every passing workflow with changes to review fails (its review
    says so); the counts, the headline and the run's verdict follow."""
    workflows = tuple(
        replace(w, verdict="fail", review=replace(w.review, fails=True))
        if w.verdict == "pass" and w.review is not None and w.review.changes else w
        for w in report.workflows)
    if workflows == report.workflows:
        return report
    summary = summary_of(workflows, report.summary.unconfirmed)
    return replace(report, workflows=workflows, summary=summary,
                   verdict=run_verdict([w.verdict for w in workflows], report.run_errors))


def build_report(cases: Sequence[ScoredPair], config: GateConfig, engines: SignatureSource,
                 judge: Judge | None, errors: Sequence[dict[str, Any]],
                 notices: Sequence[dict[str, Any]]) -> Report:
    """The run's report. A bug while reporting one pair (the diff, its findings) becomes that
    pair's internal error; ``errors`` are the run's own (pairing, a model)."""
    workflows = []
    for case in cases:
        try:
            result = workflow_result(case, config)
        except Exception as exc:  # a bug in the diff or findings: this pair's error only
            case.error = internal_error(case.pair.candidate, "reporting", exc)
            case.metrics = dict.fromkeys(METRIC_NAMES)
            result = workflow_result(case, config)
        workflows.append(result)
    run_errors = tuple(ErrorInfo.from_json(e) for e in errors)
    fields = signature_fields(config, engines, judge)
    unconfirmed = sum(1 for c in cases if c.error is None
                      for m in c.modes.values() if not m.confirmed)
    return Report(
        verdict=run_verdict([w.verdict for w in workflows], run_errors), version=__version__,
        signature=fields.format(), signature_fields=fields, config=config.source,
        run_errors=run_errors, notices=tuple(Notice.from_json(n) for n in notices),
        summary=summary_of(workflows, unconfirmed), judge=judge_stats(judge),
        workflows=tuple(workflows))
