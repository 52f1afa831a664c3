"""What the judge returns (the seam's types): a :class:`JudgeOutcome` per pair, the
:class:`Judge` protocol, the foci it may be asked about. The LLM implementation imports these
from here, never from the package, so the package and it form no import circle."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Literal, Protocol

from ..modes import MODE_NAMES
from ..workflow import Workflow

JudgeStatus = Literal["ok", "error", "budget", "unavailable"]
# What the judge may be asked to focus on: a registered failure mode (wfgate.modes).
FOCI = MODE_NAMES


@dataclass(frozen=True)
class CallUsage:
    """One chat call of a pair: its tokens, estimated cost and what came back.

    ``outcome`` is "ok" (a valid vote), "malformed" (retried) or "failed" (HTTP / timeout);
    ``cached`` marks usage replayed from the cache (nothing was paid this run).
    """

    prompt_tokens: int
    completion_tokens: int
    cost_usd: float
    outcome: str
    final_score: int | None = None
    cached: bool = False


@dataclass(frozen=True)
class JudgeOutcome:
    """What the judge said about one pair; ``score`` is in [0, 1] and only set when status is ok.

    ``votes`` are the per-call final scores normalised to [0, 1] (``score`` is their mean);
    ``raw_votes`` / ``initial_votes`` are the same calls on the rubric's 0-5 scale.
    ``calls``, ``tokens`` and ``cost_usd`` are what this assessment spent in this run (0 on a
    cache hit); ``call_usage`` lists every call made for the pair, cached ones included.
    """

    status: JudgeStatus
    score: float | None = None
    votes: tuple[float, ...] = ()
    rationale: str = ""
    error: str | None = None
    calls: int = 0
    cache_hits: int = 0
    tokens: int = 0
    cost_usd: float = 0.0
    details: dict = field(default_factory=dict)
    raw_votes: tuple[int, ...] = ()
    initial_votes: tuple[int, ...] = ()
    call_usage: tuple[CallUsage, ...] = ()
    focus: str | None = None
    model: str = ""

    def to_dict(self) -> dict:
        """A JSON-ready dict for reports."""
        data = asdict(self)
        for name in ("votes", "raw_votes", "initial_votes", "call_usage"):
            data[name] = list(data[name])
        return data


class Judge(Protocol):
    """Anything that can score a candidate against its golden."""

    name: str

    def assess(self, golden: Workflow, candidate: Workflow, *, focus: str,
               notes: Sequence[str] = ()) -> JudgeOutcome:
        """Score ``candidate`` against ``golden``; ``focus`` names the failure mode in doubt.

        Never raises: every failure is an outcome with status error / budget / unavailable.
        """
        ...

    def stats(self) -> dict:
        """Run totals for the report: calls, cache_hits, tokens, cost_usd, errors,
        unavailable_reason."""
        ...
