"""Missing and compressed variants without a model (``wfgate perturb --offline``).

Missing steps: drop N steps chosen at random and rewire every predecessor of a dropped step to
every successor, so precedence through the gap is kept. Compressed steps: N times, merge a step
with one of its direct successors into one step (texts joined with "; then "), which lowers the
node count by exactly N; an edge is only merged when no other path joins its two ends (else the
merge would make a cycle). A golden whose steps do not depend on each other (only START/END
edges) merges neighbours in listing order instead. Choices come from ``random.Random`` seeded
with the seed, the golden id, the type and the percent, so a run is reproducible and resumable.
"""

from __future__ import annotations

import random
from itertools import pairwise

from ..workflow import END, START
from .records import GoldenRecord, changes_needed

JOINER = "; then "


class CannotPerturb(Exception):
    """The golden is too small or too constrained for this perturbation."""


def offline_variant(golden: GoldenRecord, kind: str, percent: int, seed: int
                    ) -> tuple[list[str], list[list[str]]]:
    """Nodes and edges (START/END included) of a missing or compressed variant."""
    rng = random.Random(f"{seed}:{golden.id}:{kind}:{percent}")
    needed = changes_needed(percent, len(golden.nodes))
    if needed >= len(golden.nodes):
        raise CannotPerturb(f"{needed} changes would leave no step of {len(golden.nodes)}")
    texts = {str(i + 1): text for i, text in enumerate(golden.nodes)}
    edges = {(str(a), str(b)) for a, b in golden.edges}
    if kind == "missing":
        for node in rng.sample(sorted(texts, key=int), needed):
            _drop(node, texts, edges)
    elif kind == "compressed":
        for _ in range(needed):
            _merge_one(texts, edges, rng)
    else:
        raise CannotPerturb(f"{kind} variants need a model (run without --offline)")
    return _renumber(texts, edges)


def _drop(node: str, texts: dict[str, str], edges: set[tuple[str, str]]) -> None:
    parents = {a for a, b in edges if b == node}
    children = {b for a, b in edges if a == node}
    edges -= {(a, b) for a, b in edges if node in (a, b)}
    edges |= {(a, b) for a in parents for b in children if (a, b) != (START, END)}
    del texts[node]


def _merge_one(texts: dict[str, str], edges: set[tuple[str, str]], rng: random.Random) -> None:
    candidates = sorted((a, b) for a, b in edges
                        if a in texts and b in texts and not _other_path(a, b, edges))
    if not candidates:  # independent steps: neighbours in listing order with no path between
        order = sorted(texts, key=int)
        candidates = [(a, b) for a, b in pairwise(order)
                      if not _other_path(a, b, edges) and not _other_path(b, a, edges)]
    if not candidates:
        raise CannotPerturb("no pair of dependent steps left to merge")
    first, second = rng.choice(candidates)
    if int(second) < int(first):
        first, second = second, first  # keep the merged text in listing order
    texts[first] = texts[first].rstrip(" .") + JOINER + texts[second]
    for a, b in list(edges):
        if second in (a, b):
            edges.discard((a, b))
            a, b = (first if a == second else a), (first if b == second else b)
            if a != b:
                edges.add((a, b))
    del texts[second]


def _other_path(a: str, b: str, edges: set[tuple[str, str]]) -> bool:
    """Whether b is reachable from a without the direct edge a -> b."""
    children: dict[str, list[str]] = {}
    for x, y in edges:
        if (x, y) != (a, b):
            children.setdefault(x, []).append(y)
    seen, todo = set(), [a]
    while todo:
        node = todo.pop()
        for child in children.get(node, []):
            if child == b:
                return True
            if child not in seen:
                seen.add(child)
                todo.append(child)
    return False


def _renumber(texts: dict[str, str], edges: set[tuple[str, str]]
              ) -> tuple[list[str], list[list[str]]]:
    order = sorted(texts, key=int)
    new_id = {old: str(i + 1) for i, old in enumerate(order)} | {START: START, END: END}
    parents = {b for _, b in edges}
    children = {a for a, _ in edges}
    result = {(new_id[a], new_id[b]) for a, b in edges}
    result |= {(START, new_id[n]) for n in order if n not in parents}
    result |= {(new_id[n], END) for n in order if n not in children}
    rank = {START: 0, END: len(order) + 1} | {str(i + 1): i + 1 for i in range(len(order))}
    edge_list = sorted(result, key=lambda e: (rank[e[0]], rank[e[1]]))
    return [texts[n] for n in order], [list(e) for e in edge_list]
