"""The LLM judge: the missing-steps secondary and the arbiter of ambiguous cases.

The gate only knows this seam: a :class:`Judge` that turns a (golden, candidate) pair into a
:class:`JudgeOutcome`. ``build_judge`` returns ``None`` when no judge is configured, and the gate
then marks the cases the judge would have settled as "not configured" / unconfirmed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, Protocol

from ..workflow import Workflow

JudgeStatus = Literal["ok", "error", "budget", "unavailable"]


@dataclass(frozen=True)
class JudgeOutcome:
    """What the judge said about one pair; ``score`` is in [0, 1] and only set when status is ok."""

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


class Judge(Protocol):
    """Anything that can score a candidate against its golden."""

    name: str

    def assess(self, golden: Workflow, candidate: Workflow, *, focus: str) -> JudgeOutcome:
        """Score ``candidate`` against ``golden``; ``focus`` names the failure mode in doubt."""
        ...


def build_judge(settings: dict | None, config_path: str) -> Judge | None:
    """The configured judge, or ``None`` when the ``judge:`` section does not enable one."""
    if not settings or not settings.get("enabled", False):
        return None
    from .llm import build_llm_judge  # imported only when a judge is configured

    return build_llm_judge(settings, config_path)
