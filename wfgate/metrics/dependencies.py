"""Lost dependencies: a golden precedence between two steps the candidate keeps (u must
finish before v, through the transitive closure) that the candidate no longer implies, so the
two may now run in parallel or v may start first. A precedence the candidate *contradicts*
(v now before u) is the reordering mode's; one it *adds* (independent checks serialised) is no
regression.

Each lost precedence is reported once, at its frontier: (u, v) is left out when a lost (u, w)
with w before v, or a lost (w, v) with w after u, already says it. The evidence is graded:
1.0 when v changes state (deploys, deletes, cuts over, restarts, applies, scales, sends) or u
is a check, backup or approval, or either step is critical; 0.5 when such a pair is matched
loosely (a step below tau_align but at least ``merge_similarity`` alike); 0.0 when both steps
only read or tell (checks, notifications). A frontier pair is graded by the most serious of
the lost precedences it stands for (a check no longer before a check, and so the delete after
them no longer after the backup before them, is strong).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from ..alignment import Alignment, Split
from ..workflow import Workflow
from .roles import changes_state, guard_words

STRONG, LOOSE, READ_ONLY = 1.0, 0.5, 0.0


def step_map(alignment: Alignment, splits: Sequence[Split], merge_similarity: float
             ) -> tuple[dict[int, tuple[int, int]], set[int]]:
    """Golden position -> (first, last) candidate position of the step(s) that carry it, and
    the golden positions matched only loosely. A split golden step enters at its first half
    and finishes with its last."""
    carried: dict[int, tuple[int, int]] = {}
    loose: set[int] = set()
    for g, p in alignment.assignment:
        similarity = float(alignment.similarity[g, p])
        if similarity >= alignment.tau - 1e-6:
            carried[g] = (p, p)
        elif similarity >= merge_similarity:
            carried[g] = (p, p)
            loose.add(g)
    for split in splits:
        carried[split.golden] = (split.candidates[0], split.candidates[-1])
        loose.discard(split.golden)
    return carried, loose


def lost_precedences(alignment: Alignment, golden: Workflow, candidate: Workflow,
                     splits: Sequence[Split], merge_similarity: float
                     ) -> list[tuple[int, int]]:
    """The frontier of golden precedences (u, v) the candidate neither keeps nor
    contradicts (golden positions, in golden order)."""
    carried, _ = step_map(alignment, splits, merge_similarity)
    return sorted(lost_precedence_groups(golden, candidate, carried))


def lost_precedence_groups(golden: Workflow, candidate: Workflow,
                           carried: Mapping[int, tuple[int, int]]
                           ) -> dict[tuple[int, int], tuple[tuple[int, int], ...]]:
    """Each frontier pair (u, v) of the lost precedences, with every lost precedence it
    stands for (those from u or before, to v or after; itself included). ``carried`` is
    :func:`step_map`'s golden position -> (first, last) candidate position."""
    gold_after, cand_after = golden.descendants(), candidate.descendants()
    lost: set[tuple[int, int]] = set()
    for u in sorted(carried):
        _, u_exit = carried[u]
        u_entry, _ = carried[u]
        for v in gold_after[u]:
            if v not in carried:
                continue
            v_entry, v_exit = carried[v]
            if v_entry in cand_after[u_exit] or v_entry == u_exit:
                continue  # kept
            if u_entry in cand_after[v_exit]:
                continue  # contradicted: a reordering
            lost.add((u, v))
    frontier = [(u, v) for u, v in sorted(lost)
                if not any((u, w) in lost and v in gold_after[w] for w in gold_after[u])
                and not any((w, v) in lost for w in gold_after[u] if v in gold_after[w])]
    return {(u, v): tuple(sorted((a, b) for a, b in lost
                                 if (a == u or u in gold_after[a])
                                 and (b == v or b in gold_after[v])))
            for u, v in frontier}


def group_evidence(golden: Workflow, pairs: Sequence[tuple[int, int]], loose: Collection[int],
                   critical: Collection[int]) -> float:
    """The grade of a frontier pair: the most serious lost precedence it stands for."""
    return max(dependency_evidence(golden, u, v, loose, critical) for u, v in pairs)


def dependency_evidence(golden: Workflow, u: int, v: int, loose: Collection[int],
                        critical: Collection[int]) -> float:
    """The grade of one lost precedence (module docstring)."""
    before, after = golden.steps[u].text, golden.steps[v].text
    serious = changes_state(after) or bool(guard_words(before)) \
        or u in critical or v in critical
    if not serious:
        return READ_ONLY
    return LOOSE if (u in loose or v in loose) else STRONG
