"""The judge's part of one workflow's result: each call's usage, the steps its reply named and
what it said (:class:`JudgeResult`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, cast

from ..judge.outcome import CallUsage as CallUsage  # the judge's record of a call: one type
from .fields import JSON, _opt_float, _opt_int, _opt_str, _put

if TYPE_CHECKING:  # typing.Self is Python 3.11+; the package supports 3.10
    from typing_extensions import Self


def _usage_json(usage: CallUsage) -> JSON:
    """One judge call on the wire: tokens, estimated cost, outcome (ok / malformed / failed)."""
    return {"prompt_tokens": usage.prompt_tokens, "completion_tokens": usage.completion_tokens,
            "cost_usd": usage.cost_usd, "outcome": usage.outcome,
            "final_score": usage.final_score, "cached": usage.cached}


def _usage_from_json(data: Mapping[str, Any]) -> CallUsage:
    return CallUsage(int(data.get("prompt_tokens", 0)), int(data.get("completion_tokens", 0)),
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
                "call_usage": [_usage_json(u) for u in self.call_usage], "focus": self.focus,
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
            call_usage=tuple(_usage_from_json(u) for u in data.get("call_usage") or ()),
            focus=_opt_str(data.get("focus")), model=str(data.get("model", "")))
