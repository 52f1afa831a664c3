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

The run-level classes are here; one workflow's parts are in :mod:`wfgate.report.results` and
the judge's in :mod:`wfgate.report.judging`, and this module re-exports them all: import the
model from here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from ..modes import FindingKind
from .changes import Review, ReviewChange
from .fields import JSON, _opt_float, _opt_int, _opt_str, _put
from .judging import CallUsage, JudgeDetails, JudgeResult
from .results import (
    FINDING_KINDS,
    MODE_VERDICTS,
    SCHEMA_VERSION,
    Diff,
    Edge,
    EdgeChanges,
    ErrorInfo,
    FindingResult,
    ModeEvidence,
    ModeResult,
    ModeVerdictName,
    Notice,
    ReplacementResult,
    RunVerdict,
    SignalResult,
    StepChange,
    StepCounts,
    StepRef,
    WorkflowResult,
)

if TYPE_CHECKING:  # typing.Self is Python 3.11+; the package supports 3.10
    from typing_extensions import Self

__all__ = ["FINDING_KINDS", "JSON", "MODE_VERDICTS", "SCHEMA_VERSION", "CacheStats", "CallUsage",
           "Diff", "Edge", "EdgeChanges", "ErrorInfo", "FindingKind", "FindingResult",
           "JudgeDetails", "JudgeResult", "JudgeStats", "ModeCounts", "ModeEvidence",
           "ModeResult", "ModeVerdictName", "Notice", "ReplacementResult", "Report", "Review",
           "ReviewChange",
           "RunVerdict", "ShardInfo",
           "SignalResult", "SignatureFields", "StepChange", "StepCounts", "StepRef", "Summary",
           "Timings", "WorkflowResult"]


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
    # Passing workflows with changes to review, how many changes they have, and the run's
    # verdict in words ("PASS with 2 changes to review"); None: an older report.
    with_changes: int | None = None
    changes: int | None = None
    headline: str | None = None

    def to_json(self) -> JSON:
        data: JSON = {"workflows": self.workflows, "passed": self.passed,
                      "failed": self.failed, "errored": self.errored,
                      "unconfirmed": self.unconfirmed,
                      "modes": {name: c.to_json() for name, c in self.modes.items()}}
        for name in ("with_changes", "changes", "headline"):
            _put(data, name, getattr(self, name))
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        return cls(int(data["workflows"]), int(data["passed"]), int(data["failed"]),
                   int(data["errored"]),
                   {str(k): ModeCounts.from_json(v) for k, v in data["modes"].items()},
                   int(data.get("unconfirmed", 0)), _opt_int(data.get("with_changes")),
                   _opt_int(data.get("changes")), _opt_str(data.get("headline")))


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
    """Every setting that changes a score (sacreBLEU's idea), for comparable numbers.
    ``lexicon_sha256`` (the identifier comparison's lexicon with the file's extension) and
    ``rules_off`` (its rules switched off) are absent from older reports."""

    wfgate: str
    encoder: str
    encoder_sha256: str | None
    tau_align: float
    bertscore: str
    judge: str
    config_sha256: str
    lexicon_sha256: str | None = None
    rules_off: tuple[str, ...] = ()

    def to_json(self) -> JSON:
        data: JSON = {"wfgate": self.wfgate, "encoder": self.encoder,
                      "encoder_sha256": self.encoder_sha256, "tau_align": self.tau_align,
                      "bertscore": self.bertscore, "judge": self.judge,
                      "config_sha256": self.config_sha256}
        _put(data, "lexicon_sha256", self.lexicon_sha256)
        if self.rules_off:
            data["rules_off"] = list(self.rules_off)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        return cls(str(data["wfgate"]), str(data["encoder"]), _opt_str(data["encoder_sha256"]),
                   float(data["tau_align"]), str(data["bertscore"]), str(data["judge"]),
                   str(data["config_sha256"]), _opt_str(data.get("lexicon_sha256")),
                   tuple(str(c) for c in data.get("rules_off") or ()))

    def format(self) -> str:
        """The one-line signature printed under every report."""
        short = (self.encoder_sha256 or "unverified")[:12]
        line = (f"wfgate:{self.wfgate}|enc:{self.encoder}@{short}"
                f"|tau:{self.tau_align}|bs:{self.bertscore}|judge:{self.judge}"
                f"|cfg:{self.config_sha256[:12]}")
        if self.lexicon_sha256:
            line += f"|lex:{self.lexicon_sha256[:12]}"
        if self.rules_off:
            line += f"|rules-off:{'+'.join(self.rules_off)}"
        return line


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
        from .schema import validate_report

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
