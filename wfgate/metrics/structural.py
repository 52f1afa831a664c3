"""Chain F1 (LIS over the alignment) and Graph F1 (common induced precedence subgraph)."""

from __future__ import annotations

from bisect import bisect_left

from ..alignment import Alignment
from ..workflow import Workflow
from . import f1_from_count


def lis_length(sequence: list[int]) -> int:
    """Length of the longest strictly increasing subsequence (patience sorting, O(n log n))."""
    tails: list[int] = []
    for value in sequence:
        i = bisect_left(tails, value)
        if i == len(tails):
            tails.append(value)
        else:
            tails[i] = value
    return len(tails)


def chain_order(alignment: Alignment) -> list[int]:
    """sigma: golden positions of the kept pairs, read in candidate order."""
    return [g for g, _ in sorted(alignment.kept, key=lambda pair: pair[1])]


def chain_f1(alignment: Alignment) -> float:
    """F1 of |LIS(sigma)| against the canonical (listing) golden order."""
    return f1_from_count(lis_length(chain_order(alignment)),
                         alignment.n_candidate, alignment.n_golden)


def common_subgraph(alignment: Alignment, golden: Workflow, candidate: Workflow) -> set[int]:
    """Golden positions kept after pruning nodes whose precedence relations disagree.

    Relations are reachability (the transitive closure of each graph) restricted to the
    aligned set S, so redundant edges and unmatched nodes on a path change nothing. The
    node with the most disagreements goes first (ties: the least similar pair, then the
    later golden step), and the counts are recomputed after every removal.
    """
    to_gold = alignment.candidate_to_golden()
    kept = set(to_gold.values())
    gold_after = golden.descendants()
    cand_after = candidate.descendants()
    mapped_after = {to_gold[p]: {to_gold[q] for q in cand_after[p] if q in to_gold}
                    for p in to_gold}
    similarity = {g: float(alignment.similarity[g, p]) for g, p in alignment.kept}
    while kept:
        counts = {node: _disagreements(node, kept, gold_after, mapped_after) for node in kept}
        most = max(counts.values())
        if most == 0:
            break
        worst = min((n for n in kept if counts[n] == most), key=lambda n: (similarity[n], -n))
        kept.discard(worst)
    return kept


def _disagreements(node: int, kept: set[int], gold_after: list[set[int]],
                   mapped_after: dict[int, set[int]]) -> int:
    """How many nodes of ``kept`` ``node`` precedes, or follows, on one side only."""
    gold_out = gold_after[node] & kept
    cand_out = mapped_after[node] & kept
    gold_in = {u for u in kept if node in gold_after[u]}
    cand_in = {u for u in kept if node in mapped_after[u]}
    return len(gold_out ^ cand_out) + len(gold_in ^ cand_in)


def graph_f1(alignment: Alignment, golden: Workflow, candidate: Workflow) -> float:
    """F1 of the size of the common induced precedence subgraph."""
    k = len(common_subgraph(alignment, golden, candidate))
    return f1_from_count(k, alignment.n_candidate, alignment.n_golden)
