"""Critical steps, whatever the share of steps changed: a golden step marked critical (the
file's ``critical: true``, or the configuration's per-path list) or recognised as a guard
(:mod:`wfgate.metrics.roles`; on by default, ``critical.guards: false`` turns it off) that
the candidate loses: no step of its own, no split that covers it, and no merged step that
still carries its action.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..alignment import Alignment, Split
from ..workflow import Workflow
from .granularity import content_words, merge_target
from .identifiers import compare, identifiers
from .roles import ROLE_TITLES, GuardRole, guard_roles, role_kept

MERGED_COVER = 0.6  # an explicit critical step merged away keeps this share of its words
# A guard whose one-to-one partner is less alike than merge_similarity (heavily reworded) is
# still kept when that partner, at least this alike, carries the guard's action.
REWORDED_FLOOR = 0.4
# ... or, at least this alike, when it also names every identifier the guard names (the same
# check of the same things, in other words).
SAME_TARGETS_FLOOR = 0.25


@dataclass(frozen=True)
class CriticalPolicy:
    """Which golden steps are critical for one workflow: the step ids the configuration
    lists, and whether guards are recognised by their role."""

    steps: frozenset[str] = frozenset()
    guards: bool = True


@dataclass(frozen=True)
class Loss:
    """A critical golden step (position) the candidate lost; ``role`` is its guard role
    (None: marked critical), ``merged_into`` the candidate step it was merged into, if any."""

    golden: int
    role: GuardRole | None
    merged_into: int | None = None

    def reason(self) -> str:
        what = "marked critical" if self.role is None else ROLE_TITLES[self.role]
        how = "is missing" if self.merged_into is None else "was merged away, its action lost"
        return f"{how} ({what})"


def critical_positions(golden: Workflow, policy: CriticalPolicy
                       ) -> dict[int, GuardRole | None]:
    """Golden position -> guard role (None for a step marked critical) of every critical
    step. A step both marked and a guard keeps its role."""
    chosen: dict[int, GuardRole | None] = {
        i: None for i, step in enumerate(golden.steps) if step.critical or step.id in policy.steps}
    if policy.guards:
        chosen.update(guard_roles(golden))
    return chosen


def critical_losses(alignment: Alignment, golden: Workflow, candidate: Workflow,
                    splits: Sequence[Split], merge_similarity: float,
                    critical: dict[int, GuardRole | None]) -> list[Loss]:
    """The critical steps the candidate lost (module docstring)."""
    kept = {g for g, p in alignment.assignment
            if float(alignment.similarity[g, p]) >= merge_similarity}
    kept |= {s.golden for s in splits}
    partner = dict(alignment.assignment)
    losses = []
    for g, role in sorted(critical.items()):
        if g in kept:
            continue
        p = partner.get(g)
        if p is not None and _reworded_kept(golden.steps[g].text, candidate.steps[p].text,
                                            float(alignment.similarity[g, p]), role):
            continue  # reworded beyond the merge cut, its action still there
        target = merge_target(alignment, golden, candidate, g, merge_similarity)
        if target is not None and _action_kept(golden.steps[g].text,
                                               candidate.steps[target].text, role):
            continue
        losses.append(Loss(g, role, target))
    return losses


def _reworded_kept(golden_text: str, partner_text: str, similarity: float,
                   role: GuardRole | None) -> bool:
    """Whether a guard's one-to-one partner below the merge cut still is the guard."""
    if similarity < SAME_TARGETS_FLOOR or not _action_kept(golden_text, partner_text, role):
        return False
    if similarity >= REWORDED_FLOOR:
        return True
    drift = compare(golden_text, partner_text)
    return bool(identifiers(golden_text)) and not drift.removed and not drift.replacements


def _action_kept(golden_text: str, merged_text: str, role: GuardRole | None) -> bool:
    if role is not None:
        return role_kept(role, merged_text)
    words = content_words(golden_text)
    return bool(words) and len(words & content_words(merged_text)) / len(words) >= MERGED_COVER

