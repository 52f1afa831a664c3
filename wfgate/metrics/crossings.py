"""Crossed partners: two golden steps that differ in their identifiers (``Upgrade
consul-srv-b``, ``Upgrade consul-srv-a``), reworded so that each reads closer to the other's
rewording, are matched crosswise by the similarity alone, and then show as two identifier
swaps and a reordering that no one made.

:func:`uncross` swaps such partners back: two pairs of the matching whose identifiers drift
(a replacement in at least one) are exchanged when both exchanged pairs drift in none and
are about as alike (each at least ``merge_similarity``, their sum at most ``SLACK`` below the
sum before). A real swap of a target stays: it leaves a drift whichever way it is matched.
"""

from __future__ import annotations

from dataclasses import replace

from ..alignment import Alignment
from ..workflow import Workflow
from .identifiers import compare

SLACK = 0.1  # how much similarity (summed over the two pairs) the exchange may cost


def uncross(alignment: Alignment, golden: Workflow, candidate: Workflow,
            merge_similarity: float) -> Alignment:
    """The alignment with crossed partners exchanged (module docstring)."""
    sim = alignment.similarity
    pairs = dict(alignment.assignment)
    g_text, c_text = golden.texts, candidate.texts
    drifting = [g for g, p in sorted(pairs.items())
                if float(sim[g, p]) >= merge_similarity
                and compare(g_text[g], c_text[p]).strong]
    if not drifting:
        return alignment
    changed = False
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
