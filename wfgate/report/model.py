"""The typed report: what a check found, as frozen dataclasses.

The pipeline builds a :class:`Report` (``wfgate.report.build``); the renderers, the shard
merge, ``wfgate publish`` and the GitHub action read its attributes. JSON stays the wire
format (``schema.json``): every class has ``to_json()`` and ``from_json(data)``, and
:meth:`Report.from_json` validates the data against the schema first, so an artifact another
job uploaded (for a fork: a job the fork controlled) is refused with a clear error before any
of it is read.

Run errors (pairing, a model that cannot load) are :attr:`Report.run_errors`; a workflow's own
error is :attr:`WorkflowResult.error`. The wire keeps schema version 1's single ``errors`` list
(run errors first, then the workflows' errors in workflow order): :attr:`Report.errors`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, cast

if TYPE_CHECKING:  # typing.Self is Python 3.11+; the package supports 3.10
    from typing_extensions import Self

JSON = dict[str, Any]
RunVerdict = Literal["pass", "fail", "error"]
ModeVerdictName = Literal["pass", "fail", "ambiguous", "not-run"]
MODE_VERDICTS: tuple[ModeVerdictName, ...] = ("pass", "fail", "ambiguous", "not-run")
SCHEMA_VERSION = 1

# How a finding reads (its kind), by the mode that found it: the renderers choose a layout by
# kind ("order": a step now runs before another; "new_step": a step the golden lacks;
# "identifiers": what a step's tools or targets were and are now).
FindingKind = Literal["order", "new_step", "identifiers"]
FINDING_KINDS: dict[str, FindingKind] = {"reordering": "order", "added_steps": "new_step",
                                         "tool_drift": "identifiers"}


def _opt_float(value: Any) -> float | None:
    return None if value is None else float(value)


def _opt_str(value: Any) -> str | None:
    return None if value is None else str(value)


def _opt_int(value: Any) -> int | None:
    return None if value is None else int(value)


def _put(data: JSON, key: str, value: Any) -> None:
    """Add an optional field to the wire form only when it is set."""
    if value is not None:
        data[key] = value


# --- problems ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class ErrorInfo:
    """An error: the file and line it concerns (when any), its kind ("input", "model",
    "internal", "pairing", ...) and a message; ``exception`` names the exception class of an
    internal error."""

    message: str
    file: str | None = None
    line: int | None = None
    kind: str | None = None
    exception: str | None = None

    def to_json(self) -> JSON:
        data: JSON = {"file": self.file, "line": self.line, "kind": self.kind}
        _put(data, "exception", self.exception)
        data["message"] = self.message
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        return cls(message=str(data["message"]), file=_opt_str(data.get("file")),
                   line=_opt_int(data.get("line")), kind=_opt_str(data.get("kind")),
                   exception=_opt_str(data.get("exception")))


@dataclass(frozen=True)
class Notice(ErrorInfo):
    """Something the run did differently from what was asked (same fields as an error)."""


# --- one workflow -----------------------------------------------------------------------------

@dataclass(frozen=True)
class SignalResult:
    """A signal's value next to its threshold; ``status`` says why a value may be missing."""

    metric: str
    value: float | None
    threshold: float
    status: str = "ok"

    def to_json(self) -> JSON:
        return {"metric": self.metric, "value": self.value, "threshold": self.threshold,
                "status": self.status}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        return cls(str(data["metric"]), _opt_float(data["value"]), float(data["threshold"]),
                   str(data["status"]))


@dataclass(frozen=True)
class ModeResult:
    """One failure mode's verdict with its evidence."""

    verdict: ModeVerdictName
    reason: str
    primary: SignalResult | None = None
    secondary: SignalResult | None = None
    provisional: Literal["pass", "fail"] | None = None
    confirmed: bool = True

    def to_json(self) -> JSON:
        return {"verdict": self.verdict, "confirmed": self.confirmed,
                "provisional": self.provisional, "reason": self.reason,
                "primary": None if self.primary is None else self.primary.to_json(),
                "secondary": None if self.secondary is None else self.secondary.to_json()}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        primary, secondary = data.get("primary"), data.get("secondary")
        return cls(verdict=cast(ModeVerdictName, data["verdict"]), reason=str(data["reason"]),
                   primary=None if primary is None else SignalResult.from_json(primary),
                   secondary=None if secondary is None else SignalResult.from_json(secondary),
                   provisional=cast(Literal["pass", "fail"] | None, data.get("provisional")),
                   confirmed=bool(data["confirmed"]))

    @property
    def unconfirmed(self) -> bool:
        """Ambiguous and left so (no judge, or it could not answer)."""
        return self.verdict == "ambiguous" and not self.confirmed


@dataclass(frozen=True)
class FindingResult:
    """One thing a reviewer must look at (beyond-paper modes); ``removed`` / ``added`` are the
    identifiers only the golden / only the candidate step has (tool and target drift)."""

    mode: str
    summary: str
    golden_step: str | None
    candidate_step: str | None
    strong: bool
    removed: tuple[str, ...] = ()
    added: tuple[str, ...] = ()

    @property
    def kind(self) -> FindingKind:
        """How the finding reads (module constant ``FINDING_KINDS``)."""
        return FINDING_KINDS.get(self.mode, "new_step")

    def to_json(self) -> JSON:
        return {"mode": self.mode, "summary": self.summary, "golden_step": self.golden_step,
                "candidate_step": self.candidate_step, "strong": self.strong,
                "removed": list(self.removed), "added": list(self.added)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        return cls(str(data["mode"]), str(data["summary"]), _opt_str(data["golden_step"]),
                   _opt_str(data.get("candidate_step")), bool(data["strong"]),
                   tuple(str(t) for t in data["removed"]), tuple(str(t) for t in data["added"]))


@dataclass(frozen=True)
class StepRef:
    """A step of one side of the diff: its id, text and line in its file."""

    id: str
    text: str
    line: int | None = None

    def to_json(self) -> JSON:
        return {"id": self.id, "text": self.text, "line": self.line}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        return cls(str(data["id"]), str(data["text"]), _opt_int(data.get("line")))


@dataclass(frozen=True)
class StepChange:
    """What happened to one step: unchanged, paraphrased, reordered, merged (golden and
    candidate set), missing (golden only) or extra (candidate only)."""

    kind: str
    golden: StepRef | None
    candidate: StepRef | None
    similarity: float | None

    def to_json(self) -> JSON:
        return {"kind": self.kind,
                "golden": None if self.golden is None else self.golden.to_json(),
                "candidate": None if self.candidate is None else self.candidate.to_json(),
                "similarity": self.similarity}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        golden, candidate = data["golden"], data["candidate"]
        return cls(str(data["kind"]), None if golden is None else StepRef.from_json(golden),
                   None if candidate is None else StepRef.from_json(candidate),
                   _opt_float(data["similarity"]))


Edge = tuple[str, str]


@dataclass(frozen=True)
class EdgeChanges:
    """Precedence edges (golden step ids) one side has and the other lacks."""

    missing: tuple[Edge, ...] = ()
    extra: tuple[Edge, ...] = ()

    def to_json(self) -> JSON:
        return {"missing": [list(e) for e in self.missing], "extra": [list(e) for e in self.extra]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        def edges(items: Sequence[Sequence[Any]]) -> tuple[Edge, ...]:
            return tuple((str(a), str(b)) for a, b in items)

        return cls(edges(data["missing"]), edges(data["extra"]))


@dataclass(frozen=True)
class Diff:
    """A reviewer's diff: every step's fate, counts per kind, and precedence changes."""

    steps: tuple[StepChange, ...]
    edges: EdgeChanges
    counts: dict[str, int] = field(default_factory=dict)

    def steps_of(self, kind: str) -> tuple[StepChange, ...]:
        return tuple(s for s in self.steps if s.kind == kind)

    def to_json(self) -> JSON:
        return {"counts": dict(self.counts), "steps": [s.to_json() for s in self.steps],
                "edges": self.edges.to_json()}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        return cls(tuple(StepChange.from_json(s) for s in data["steps"]),
                   EdgeChanges.from_json(data["edges"]),
                   {str(k): int(v) for k, v in (data.get("counts") or {}).items()})


@dataclass(frozen=True)
class StepCounts:
    """How many steps the golden and the candidate have."""

    golden: int
    candidate: int

    def to_json(self) -> JSON:
        return {"golden": self.golden, "candidate": self.candidate}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        return cls(int(data["golden"]), int(data["candidate"]))


@dataclass(frozen=True)
class CallUsage:
    """One judge call: tokens, estimated cost, outcome (ok / malformed / failed)."""

    prompt_tokens: int
    completion_tokens: int
    cost_usd: float
    outcome: str
    final_score: int | None = None
    cached: bool = False

    def to_json(self) -> JSON:
        return {"prompt_tokens": self.prompt_tokens, "completion_tokens": self.completion_tokens,
                "cost_usd": self.cost_usd, "outcome": self.outcome,
                "final_score": self.final_score, "cached": self.cached}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        return cls(int(data.get("prompt_tokens", 0)), int(data.get("completion_tokens", 0)),
                   float(data.get("cost_usd", 0.0)), str(data.get("outcome", "")),
                   _opt_int(data.get("final_score")), bool(data.get("cached", False)))


@dataclass(frozen=True)
class JudgeDetails:
    """The steps the judge's spokesman reply named, and the rubric it answered."""

    matched_steps: tuple[str, ...] = ()
    missing_steps: tuple[str, ...] = ()
    extra_steps: tuple[str, ...] = ()
    reordered_steps: tuple[str, ...] = ()
    rubric_version: str | None = None

    _LISTS = ("matched_steps", "missing_steps", "extra_steps", "reordered_steps")

    def to_json(self) -> JSON:
        data: JSON = {name: list(getattr(self, name)) for name in self._LISTS}
        _put(data, "rubric_version", self.rubric_version)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        lists = {name: tuple(str(s) for s in data.get(name) or ()) for name in cls._LISTS}
        return cls(**lists, rubric_version=_opt_str(data.get("rubric_version")))


@dataclass(frozen=True)
class JudgeResult:
    """What the judge said about one workflow (``score`` in [0, 1] when status is ok)."""

    status: Literal["ok", "error", "budget", "unavailable"]
    score: float | None
    votes: tuple[float, ...] = ()
    rationale: str = ""
    error: str | None = None
    calls: int = 0
    cache_hits: int = 0
    tokens: int = 0
    cost_usd: float = 0.0
    details: JudgeDetails | None = None  # None: the reply named nothing (wire: {})
    raw_votes: tuple[int, ...] = ()
    initial_votes: tuple[int, ...] = ()
    call_usage: tuple[CallUsage, ...] = ()
    focus: str | None = None
    model: str = ""

    def to_json(self) -> JSON:
        return {"status": self.status, "score": self.score, "votes": list(self.votes),
                "rationale": self.rationale, "error": self.error, "calls": self.calls,
                "cache_hits": self.cache_hits, "tokens": self.tokens, "cost_usd": self.cost_usd,
                "details": {} if self.details is None else self.details.to_json(),
                "raw_votes": list(self.raw_votes), "initial_votes": list(self.initial_votes),
                "call_usage": [u.to_json() for u in self.call_usage], "focus": self.focus,
                "model": self.model}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        details = data.get("details") or None
        return cls(
            status=cast(Literal["ok", "error", "budget", "unavailable"], data["status"]),
            score=_opt_float(data["score"]),
            votes=tuple(float(v) for v in data["votes"]),
            rationale=str(data["rationale"]), error=_opt_str(data.get("error")),
            calls=int(data.get("calls", 0)), cache_hits=int(data.get("cache_hits", 0)),
            tokens=int(data.get("tokens", 0)), cost_usd=float(data.get("cost_usd", 0.0)),
            details=None if details is None else JudgeDetails.from_json(details),
            raw_votes=tuple(int(v) for v in data.get("raw_votes") or ()),
            initial_votes=tuple(int(v) for v in data.get("initial_votes") or ()),
            call_usage=tuple(CallUsage.from_json(u) for u in data.get("call_usage") or ()),
            focus=_opt_str(data.get("focus")), model=str(data.get("model", "")))


@dataclass(frozen=True)
class ModeEvidence:
    """All-metrics runs (calibration): each finding's evidence and the size its scores
    divide by, for one beyond-paper mode."""

    size: int
    evidence: tuple[float, ...]

    def to_json(self) -> JSON:
        return {"size": self.size, "evidence": list(self.evidence)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        return cls(int(data["size"]), tuple(float(v) for v in data["evidence"]))


@dataclass(frozen=True)
class WorkflowResult:
    """One golden/candidate pair: its verdict, metrics, per-mode verdicts and diff, or the
    error that kept it from being evaluated (then ``verdict`` is "error", the modes are
    not-run, and ``diff``, ``steps`` and ``findings`` are None)."""

    id: str
    golden: str | None
    candidate: str | None
    verdict: RunVerdict
    metrics: dict[str, float | None]
    modes: dict[str, ModeResult]
    diff: Diff | None = None
    error: ErrorInfo | None = None
    steps: StepCounts | None = None
    findings: tuple[FindingResult, ...] | None = None
    judge: JudgeResult | None = None
    evidence: dict[str, ModeEvidence] | None = None

    def mode_verdict(self, name: str) -> ModeVerdictName | None:
        """The verdict of mode ``name``, None when the workflow has no such mode."""
        mode = self.modes.get(name)
        return None if mode is None else mode.verdict

    def to_json(self) -> JSON:
        data: JSON = {"id": self.id, "golden": self.golden, "candidate": self.candidate,
                      "error": None if self.error is None else self.error.to_json(),
                      "metrics": dict(self.metrics)}
        if self.evidence is not None:
            data["evidence"] = {m: e.to_json() for m, e in self.evidence.items()}
        data["verdict"] = self.verdict
        data["modes"] = {name: m.to_json() for name, m in self.modes.items()}
        data["diff"] = None if self.diff is None else self.diff.to_json()
        if self.steps is not None:
            data["steps"] = self.steps.to_json()
        if self.findings is not None:
            data["findings"] = [f.to_json() for f in self.findings]
        if self.judge is not None:
            data["judge"] = self.judge.to_json()
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        error, diff, steps = data.get("error"), data.get("diff"), data.get("steps")
        findings, judge, evidence = data.get("findings"), data.get("judge"), data.get("evidence")
        return cls(
            id=str(data["id"]), golden=_opt_str(data.get("golden")),
            candidate=_opt_str(data.get("candidate")),
            verdict=cast(RunVerdict, data["verdict"]),
            metrics={str(k): _opt_float(v) for k, v in data["metrics"].items()},
            modes={str(k): ModeResult.from_json(v) for k, v in data["modes"].items()},
            diff=None if diff is None else Diff.from_json(diff),
            error=None if error is None else ErrorInfo.from_json(error),
            steps=None if steps is None else StepCounts.from_json(steps),
            findings=None if findings is None else tuple(
                FindingResult.from_json(f) for f in findings),
            judge=None if judge is None else JudgeResult.from_json(judge),
            evidence=None if evidence is None else {
                str(k): ModeEvidence.from_json(v) for k, v in evidence.items()})


# --- the run ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class ModeCounts:
    """Workflows per verdict of one failure mode."""

    passed: int = 0
    failed: int = 0
    ambiguous: int = 0
    not_run: int = 0

    def count(self, verdict: str) -> int:
        return {"pass": self.passed, "fail": self.failed, "ambiguous": self.ambiguous,
                "not-run": self.not_run}.get(verdict, 0)

    def to_json(self) -> JSON:
        return {"pass": self.passed, "fail": self.failed, "ambiguous": self.ambiguous,
                "not-run": self.not_run}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        return cls(int(data["pass"]), int(data["fail"]), int(data["ambiguous"]),
                   int(data["not-run"]))


@dataclass(frozen=True)
class Summary:
    """Counts of the run: workflows by verdict, unconfirmed decisions, verdicts per mode."""

    workflows: int
    passed: int
    failed: int
    errored: int
    modes: dict[str, ModeCounts]
    unconfirmed: int = 0

    def to_json(self) -> JSON:
        return {"workflows": self.workflows, "passed": self.passed, "failed": self.failed,
                "errored": self.errored, "unconfirmed": self.unconfirmed,
                "modes": {name: c.to_json() for name, c in self.modes.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        return cls(int(data["workflows"]), int(data["passed"]), int(data["failed"]),
                   int(data["errored"]),
                   {str(k): ModeCounts.from_json(v) for k, v in data["modes"].items()},
                   int(data.get("unconfirmed", 0)))


@dataclass(frozen=True)
class JudgeStats:
    """The judge's run totals. The fields after ``unavailable_reason`` come from a configured
    judge's own accounting (None: not reported, left out of the wire form)."""

    configured: bool = False
    calls: int = 0
    cache_hits: int = 0
    tokens: int = 0
    cost_usd: float = 0.0
    unavailable_reason: str | None = None
    errors: int | None = None
    budget_skips: int | None = None
    price_known: bool | None = None
    seconds: float | None = None
    circuit_open: str | None = None
    circuit_skips: int | None = None

    def to_json(self) -> JSON:
        data: JSON = {"configured": self.configured, "calls": self.calls,
                      "cache_hits": self.cache_hits, "tokens": self.tokens,
                      "cost_usd": self.cost_usd, "unavailable_reason": self.unavailable_reason}
        for name in ("errors", "budget_skips", "price_known", "seconds"):
            _put(data, name, getattr(self, name))
        if self.circuit_skips is not None:  # reported together: circuit_open may be null
            data["circuit_open"] = self.circuit_open
            data["circuit_skips"] = self.circuit_skips
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        price = data.get("price_known")
        return cls(configured=bool(data["configured"]), calls=int(data["calls"]),
                   cache_hits=int(data["cache_hits"]), tokens=int(data.get("tokens", 0)),
                   cost_usd=float(data["cost_usd"]),
                   unavailable_reason=_opt_str(data.get("unavailable_reason")),
                   errors=_opt_int(data.get("errors")),
                   budget_skips=_opt_int(data.get("budget_skips")),
                   price_known=None if price is None else bool(price),
                   seconds=_opt_float(data.get("seconds")),
                   circuit_open=_opt_str(data.get("circuit_open")),
                   circuit_skips=_opt_int(data.get("circuit_skips")))


@dataclass(frozen=True)
class SignatureFields:
    """Every setting that changes a score (sacreBLEU's idea), for comparable numbers."""

    wfgate: str
    encoder: str
    encoder_sha256: str | None
    tau_align: float
    bertscore: str
    judge: str
    config_sha256: str

    def to_json(self) -> JSON:
        return {"wfgate": self.wfgate, "encoder": self.encoder,
                "encoder_sha256": self.encoder_sha256, "tau_align": self.tau_align,
                "bertscore": self.bertscore, "judge": self.judge,
                "config_sha256": self.config_sha256}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        return cls(str(data["wfgate"]), str(data["encoder"]), _opt_str(data["encoder_sha256"]),
                   float(data["tau_align"]), str(data["bertscore"]), str(data["judge"]),
                   str(data["config_sha256"]))

    def format(self) -> str:
        """The one-line signature printed under every report."""
        short = (self.encoder_sha256 or "unverified")[:12]
        return (f"wfgate:{self.wfgate}|enc:{self.encoder}@{short}"
                f"|tau:{self.tau_align}|bs:{self.bertscore}|judge:{self.judge}"
                f"|cfg:{self.config_sha256[:12]}")


@dataclass(frozen=True)
class CacheStats:
    """The persistent embedding cache of the run: on or off, hits and misses."""

    enabled: bool = False
    hits: int = 0
    misses: int = 0

    def to_json(self) -> JSON:
        return {"enabled": self.enabled, "hits": self.hits, "misses": self.misses}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        return cls(bool(data.get("enabled", False)), int(data.get("hits", 0)),
                   int(data.get("misses", 0)))


@dataclass(frozen=True)
class ShardInfo:
    """Shard ``index`` of ``count`` of a run over ``pairs`` pairs; ``positions``: where this
    shard's workflows sit in the full pairing (for ``wfgate merge``)."""

    index: int
    count: int
    pairs: int
    positions: tuple[int, ...]

    def to_json(self) -> JSON:
        return {"index": self.index, "count": self.count, "pairs": self.pairs,
                "positions": list(self.positions)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        return cls(int(data["index"]), int(data["count"]), int(data["pairs"]),
                   tuple(int(p) for p in data["positions"]))


Timings = dict[str, float]  # seconds per stage, "total" included


@dataclass(frozen=True)
class Report:
    """A whole run: the verdict, its signature, errors, notices, counts and every workflow.

    ``timings``, ``embedding_cache`` and ``shard`` are set by the check; ``callouts`` and
    ``head_sha`` by the GitHub action (None: not set, left out of the wire form)."""

    verdict: RunVerdict
    version: str
    signature: str
    summary: Summary
    judge: JudgeStats
    workflows: tuple[WorkflowResult, ...]
    run_errors: tuple[ErrorInfo, ...] = ()
    notices: tuple[Notice, ...] = ()
    signature_fields: SignatureFields | None = None
    config: str | None = None
    tool: str = "wfgate"
    timings: Timings | None = None
    embedding_cache: CacheStats | None = None
    shard: ShardInfo | None = None
    callouts: tuple[str, ...] | None = None
    head_sha: str | None = None
    schema_version: int = SCHEMA_VERSION

    @property
    def errors(self) -> tuple[ErrorInfo, ...]:
        """Every error: the run's, then each erroring workflow's (the wire's ``errors``)."""
        return self.run_errors + tuple(w.error for w in self.workflows if w.error is not None)

    def to_json(self) -> JSON:
        data: JSON = {"schema_version": self.schema_version, "tool": self.tool,
                      "version": self.version, "verdict": self.verdict,
                      "signature": self.signature}
        if self.signature_fields is not None:
            data["signature_fields"] = self.signature_fields.to_json()
        _put(data, "config", self.config)
        data |= {"errors": [e.to_json() for e in self.errors],
                 "notices": [n.to_json() for n in self.notices],
                 "summary": self.summary.to_json(), "judge": self.judge.to_json(),
                 "workflows": [w.to_json() for w in self.workflows]}
        _put(data, "timings", None if self.timings is None else dict(self.timings))
        if self.embedding_cache is not None:
            data["embedding_cache"] = self.embedding_cache.to_json()
        if self.shard is not None:
            data["shard"] = self.shard.to_json()
        _put(data, "callouts", None if self.callouts is None else list(self.callouts))
        _put(data, "head_sha", self.head_sha)
        return data

    @classmethod
    def from_json(cls, data: object) -> Self:
        """The report in ``data`` (parsed JSON), validated against ``schema.json`` first:
        ``ValueError`` naming the first place that breaks it."""
        from . import validate_report

        validate_report(data)
        report = cast(Mapping[str, Any], data)
        workflows = tuple(WorkflowResult.from_json(w) for w in report["workflows"])
        fields, cache, shard = (report.get("signature_fields"), report.get("embedding_cache"),
                                report.get("shard"))
        callouts, timings = report.get("callouts"), report.get("timings")
        return cls(
            verdict=cast(RunVerdict, report["verdict"]), version=str(report["version"]),
            signature=str(report["signature"]), summary=Summary.from_json(report["summary"]),
            judge=JudgeStats.from_json(report["judge"]), workflows=workflows,
            run_errors=_run_errors([ErrorInfo.from_json(e) for e in report["errors"]],
                                   workflows),
            notices=tuple(Notice.from_json(n) for n in report.get("notices") or ()),
            signature_fields=None if fields is None else SignatureFields.from_json(fields),
            config=_opt_str(report.get("config")), tool=str(report.get("tool", "wfgate")),
            timings=None if timings is None else {str(k): float(v) for k, v in timings.items()},
            embedding_cache=None if cache is None else CacheStats.from_json(cache),
            shard=None if shard is None else ShardInfo.from_json(shard),
            callouts=None if callouts is None else tuple(str(c) for c in callouts),
            head_sha=_opt_str(report.get("head_sha")),
            schema_version=int(report["schema_version"]))


def _run_errors(errors: list[ErrorInfo], workflows: Sequence[WorkflowResult]
                ) -> tuple[ErrorInfo, ...]:
    """Schema version 1 lists the run's errors first, then each erroring workflow's own: the
    run's are what precedes them. A list that does not end so (a damaged or hand-made report)
    keeps every error no workflow has as a run error."""
    own = [w.error for w in workflows if w.error is not None]
    if len(own) <= len(errors) and errors[len(errors) - len(own):] == own:
        return tuple(errors[:len(errors) - len(own)])
    return tuple(e for e in errors if e not in own)
