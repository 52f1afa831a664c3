"""Crossed partners: two golden steps that differ in their identifiers (``Upgrade
consul-srv-b``, ``Upgrade consul-srv-a``), reworded so that each reads closer to the other's
rewording, are matched crosswise by the similarity alone, and then show as two identifier
swaps and a reordering that no one made.

:func:`uncross` swaps such partners back: two pairs of the matching whose identifiers drift
(a replacement in at least one) are exchanged when both exchanged pairs drift in none and
are about as alike (each at least ``merge_similarity``, their sum at most ``SLACK`` below the
sum before). A real swap of a target stays: it leaves a drift whichever way it is matched.

Twins (``Check that traffic has left lf-r12-a ... through lf-r12-b`` and the same for
lf-r12-b) can also be matched crosswise with no drift either way, since each names both
targets: then a reordering shows that no one made. Two such crossed pairs, all four matches
kept-alike and about as alike straight as crossed (``ORDER_SLACK``), are matched in order
when each step still names first the target its partner names first (a real exchange of the
twins' order keeps its crossing).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from itertools import combinations

from ..alignment import Alignment
from ..workflow import Workflow
from .extract import identifiers
from .identifiers import Drift, compare

SLACK = 0.1  # how much similarity (summed over the two pairs) the exchange may cost
ORDER_SLACK = 0.03  # the same for twins matched crosswise with no drift either way
_TARGET_KINDS = frozenset(("name", "host", "path", "code", "proper", "email", "region"))


def uncross(alignment: Alignment, golden: Workflow, candidate: Workflow,
            merge_similarity: float) -> Alignment:
    """The alignment with crossed partners exchanged (module docstring)."""
    sim = alignment.similarity
    pairs = dict(alignment.assignment)
    g_text, c_text = golden.texts, candidate.texts
    drifting = [g for g, p in sorted(pairs.items())
                if float(sim[g, p]) >= merge_similarity
                and compare(g_text[g], c_text[p]).strong]
    changed = _in_order(pairs, alignment, g_text, c_text)
    changed = _to_the_twin_in_order(pairs, alignment, g_text, c_text) or changed
    if not drifting and not changed:
        return alignment
    for g1 in drifting:
        p1 = pairs[g1]
        for g2, p2 in sorted(pairs.items()):
            if g2 == g1 or float(sim[g1, p2]) < merge_similarity \
                    or float(sim[g2, p1]) < merge_similarity \
                    or float(sim[g1, p2] + sim[g2, p1]) < float(sim[g1, p1] + sim[g2, p2]) - SLACK:
                continue
            if compare(g_text[g1], c_text[p2]).strong or compare(g_text[g2], c_text[p1]).strong:
                continue
            pairs[g1], pairs[g2] = p2, p1
            changed = True
            break
    if not changed:
        return alignment
    assignment = tuple(sorted(pairs.items()))
    kept = tuple((g, p) for g, p in assignment if float(sim[g, p]) >= alignment.tau)
    return replace(alignment, assignment=assignment, kept=kept)


def _lead(text: str) -> str | None:
    """The target a step names first (a host, a name, a path), lower case."""
    return next((t.key for t in identifiers(text) if t.kind.split(":")[0] in _TARGET_KINDS),
                None)


def _in_order(pairs: dict[int, int], alignment: Alignment, g_text: Sequence[str],
              c_text: Sequence[str]) -> bool:
    """Twins matched crosswise with no drift either way, matched in order (module
    docstring), in place; whether any were."""
    sim, tau = alignment.similarity, alignment.tau
    changed = False
    for g1, g2 in combinations(sorted(pairs), 2):
        p1, p2 = pairs[g1], pairs[g2]
        if p1 < p2 or min(float(sim[g1, p1]), float(sim[g2, p2]), float(sim[g1, p2]),
                          float(sim[g2, p1])) < tau \
                or float(sim[g1, p2] + sim[g2, p1]) < float(sim[g1, p1] + sim[g2, p2]) \
                - ORDER_SLACK:
            continue
        if _lead(g_text[g1]) != _lead(c_text[p2]) or _lead(g_text[g2]) != _lead(c_text[p1]):
            continue
        crosswise = [compare(g_text[g1], c_text[p1]), compare(g_text[g2], c_text[p2])]
        in_order = [compare(g_text[g1], c_text[p2]), compare(g_text[g2], c_text[p1])]
        if sum(map(bool, in_order)) > sum(map(bool, crosswise)) \
                or any(d.strong for d in (*crosswise, *in_order)):
            continue  # in order, no pair may drift more than crosswise
        pairs[g1], pairs[g2] = p2, p1
        changed = True
    return changed


def _crossings(pairs: dict[int, int], g: int, p: int) -> int:
    """How many pairs of the matching a pair (g, p) would cross."""
    return sum((g2 - g) * (p2 - p) < 0 for g2, p2 in pairs.items() if g2 != g)


def _to_the_twin_in_order(pairs: dict[int, int], alignment: Alignment,
                          g_text: Sequence[str], c_text: Sequence[str]) -> bool:
    """A golden step said twice (the same check before and after the work), matched to the
    wrong candidate twin: the one it is matched to crosses other pairs, and an unmatched
    candidate step is about as alike (``ORDER_SLACK``), crosses fewer and drifts no more
    (the same identifiers). Matched to that one instead, in place; whether any were."""
    sim, tau = alignment.similarity, alignment.tau
    changed = False
    for g, p in sorted(pairs.items()):
        if float(sim[g, p]) < tau:
            continue
        alike = (sim[g, :len(c_text)] >= sim[g, p] - ORDER_SLACK).nonzero()[0]
        taken = set(pairs.values())
        here_drift = _drift_size(compare(g_text[g], c_text[p]))
        near = [int(q) for q in alike if int(q) not in taken
                and _drift_size(compare(g_text[g], c_text[int(q)])) <= here_drift]
        if not near:
            continue
        here = _crossings(pairs, g, p)
        best = min(near, key=lambda q: (_crossings(pairs, g, q), -float(sim[g, q])))
        if _crossings(pairs, g, best) < here:
            pairs[g] = best
            changed = True
    return changed


def _drift_size(drift: Drift) -> tuple[int, int]:
    """How much a pair drifts: its replacements, then the identifiers on one side only."""
    return len(drift.replacements), len(drift.removed) + len(drift.added)
