"""The report's parts for one workflow (and the errors and notices a report lists): frozen
dataclasses with ``to_json()`` / ``from_json(data)``, gathered with the run-level classes in
:mod:`wfgate.report.model`, which is where everything else imports them from."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, cast

from ..modes import MODES, FindingKind
from .changes import Review
from .fields import JSON, _opt_float, _opt_int, _opt_str, _put
from .judging import JudgeResult

if TYPE_CHECKING:  # typing.Self is Python 3.11+; the package supports 3.10
    from typing_extensions import Self

RunVerdict = Literal["pass", "fail", "error"]
ModeVerdictName = Literal["pass", "fail", "ambiguous", "not-run"]
MODE_VERDICTS: tuple[ModeVerdictName, ...] = ("pass", "fail", "ambiguous", "not-run")
SCHEMA_VERSION = 1

# How a finding reads (its kind), by the mode that found it (the registry declares it): the
# renderers choose a layout by kind.
FINDING_KINDS: dict[str, FindingKind] = {m.name: m.finding_kind for m in MODES
                                         if m.finding_kind is not None}


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
    # The other golden step it names: the step a lost dependency waited for, the golden step
    # a duplicate repeats (absent from older reports).
    related_step: str | None = None
    # Tool and target drift: the codes of the comparison's rules that fired (``wfgate rules``)
    # and the replacements it was judged on (absent from older reports).
    rules: tuple[str, ...] = ()
    replacements: tuple[ReplacementResult, ...] = ()

    @property
    def kind(self) -> FindingKind:
        """How the finding reads (module constant ``FINDING_KINDS``)."""
        return FINDING_KINDS.get(self.mode, "new_step")

    def to_json(self) -> JSON:
        data: JSON = {"mode": self.mode, "summary": self.summary,
                      "golden_step": self.golden_step, "candidate_step": self.candidate_step,
                      "strong": self.strong, "removed": list(self.removed),
                      "added": list(self.added)}
        if self.related_step is not None:
            data["related_step"] = self.related_step
        if self.rules:
            data["rules"] = list(self.rules)
            data["replacements"] = [r.to_json() for r in self.replacements]
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        return cls(str(data["mode"]), str(data["summary"]), _opt_str(data["golden_step"]),
                   _opt_str(data.get("candidate_step")), bool(data["strong"]),
                   tuple(str(t) for t in data["removed"]), tuple(str(t) for t in data["added"]),
                   _opt_str(data.get("related_step")),
                   tuple(str(c) for c in data.get("rules") or ()),
                   tuple(ReplacementResult.from_json(r) for r in data.get("replacements") or ()))


@dataclass(frozen=True)
class ReplacementResult:
    """One identifier a finding was judged to be replaced by another: the texts, the kind it
    was judged as, and the rule that paired them."""

    old: str
    new: str
    kind: str
    rule: str

    def to_json(self) -> JSON:
        return {"old": self.old, "new": self.new, "kind": self.kind, "rule": self.rule}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        return cls(str(data["old"]), str(data["new"]), str(data["kind"]), str(data["rule"]))


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
    candidate set), split (golden, the first candidate step, and ``candidates``: every
    candidate step that covers it), missing (golden only), extra (candidate only) or
    duplicated (the candidate step, and the golden step it repeats if any)."""

    kind: str
    golden: StepRef | None
    candidate: StepRef | None
    similarity: float | None
    candidates: tuple[StepRef, ...] = ()

    def to_json(self) -> JSON:
        data: JSON = {"kind": self.kind,
                      "golden": None if self.golden is None else self.golden.to_json(),
                      "candidate": None if self.candidate is None else self.candidate.to_json(),
                      "similarity": self.similarity}
        if self.candidates or self.kind == "split":
            data["candidates"] = [c.to_json() for c in self.candidates]
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        golden, candidate = data["golden"], data["candidate"]
        return cls(str(data["kind"]), None if golden is None else StepRef.from_json(golden),
                   None if candidate is None else StepRef.from_json(candidate),
                   _opt_float(data["similarity"]),
                   tuple(StepRef.from_json(c) for c in data.get("candidates") or ()))


Edge = tuple[str, str]


@dataclass(frozen=True)
class EdgeChanges:
    """Precedence edges (golden step ids) one side has and the other lacks; ``golden`` and
    ``candidate`` list every edge of each side in its own step ids (None: a report made
    before they were recorded), for the diagram."""

    missing: tuple[Edge, ...] = ()
    extra: tuple[Edge, ...] = ()
    golden: tuple[Edge, ...] | None = None
    candidate: tuple[Edge, ...] | None = None

    def to_json(self) -> JSON:
        data: JSON = {"missing": [list(e) for e in self.missing],
                      "extra": [list(e) for e in self.extra]}
        for name in ("golden", "candidate"):
            side = getattr(self, name)
            _put(data, name, None if side is None else [list(e) for e in side])
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        def edges(items: Sequence[Sequence[Any]]) -> tuple[Edge, ...]:
            return tuple((str(a), str(b)) for a, b in items)

        golden, candidate = data.get("golden"), data.get("candidate")
        return cls(edges(data["missing"]), edges(data["extra"]),
                   None if golden is None else edges(golden),
                   None if candidate is None else edges(candidate))


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
    review: Review | None = None  # the changes to review (None: an older report)

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
        if self.review is not None:
            data["review"] = self.review.to_json()
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:

        error, diff, steps = data.get("error"), data.get("diff"), data.get("steps")
        findings, judge, evidence = data.get("findings"), data.get("judge"), data.get("evidence")
        review = data.get("review")
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
                str(k): ModeEvidence.from_json(v) for k, v in evidence.items()},
            review=None if review is None else Review.from_json(review))
