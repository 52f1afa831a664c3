"""A reviewer's diff from the alignment: what happened to each golden and candidate step."""

from __future__ import annotations

from typing import Any

from .alignment import Alignment
from .metrics.granularity import merge_target
from .metrics.structural import chain_order
from .workflow import Workflow


def _step(workflow: Workflow, position: int) -> dict:
    step = workflow.steps[position]
    return {"id": step.id, "text": step.text, "line": step.line}


def _entry(kind: str, golden: dict | None, candidate: dict | None, similarity: float | None,
           candidates: list[dict] | None = None) -> dict:
    entry: dict[str, Any] = {"kind": kind, "golden": golden, "candidate": candidate,
                             "similarity": similarity}
    if candidates is not None:
        entry["candidates"] = candidates
    return entry


def build_diff(alignment: Alignment, golden: Workflow, candidate: Workflow,
               merge_similarity: float) -> dict:
    """Classify every step and list precedence edges that appear on one side only.

    Golden steps: ``unchanged`` (same text), ``paraphrased`` (aligned, text differs),
    ``reordered`` (aligned but outside the longest in-order chain), ``split`` (covered by
    consecutive candidate steps together: ``candidates`` lists them, ``candidate`` is the
    first), ``merged`` (unaligned, but most of its content sits in one candidate step that is
    at least ``merge_similarity`` alike), ``missing``. Candidate steps with no golden
    counterpart are ``extra``, or ``duplicated`` when they repeat an earlier step word for
    word (``golden``: the golden step it repeats, if any).
    """
    to_cand = alignment.golden_to_candidate()
    splits = {s.golden: s.candidates for s in alignment.splits}
    halves = alignment.split_halves()
    in_order = _in_order_golden(alignment)
    entries: list[dict] = []
    merge_targets: set[int] = set()
    for g in range(len(golden)):
        if g in splits:
            parts = [_step(candidate, p) for p in splits[g]]
            entries.append(_entry("split", _step(golden, g), parts[0], round(max(
                float(alignment.similarity[g, p]) for p in splits[g]), 4), parts))
            continue
        if g in to_cand:
            p = to_cand[g]
            same = golden.steps[g].text.strip() == candidate.steps[p].text.strip()
            kind = "reordered" if g not in in_order else ("unchanged" if same else "paraphrased")
            entries.append({"kind": kind, "golden": _step(golden, g),
                            "candidate": _step(candidate, p),
                            "similarity": round(float(alignment.similarity[g, p]), 4)})
            continue
        target = merge_target(alignment, golden, candidate, g, merge_similarity)
        if target is not None:
            merge_targets.add(target)
            entries.append({"kind": "merged", "golden": _step(golden, g),
                            "candidate": _step(candidate, target),
                            "similarity": round(float(alignment.similarity[g, target]), 4)})
        else:
            entries.append({"kind": "missing", "golden": _step(golden, g), "candidate": None,
                            "similarity": None})
    aligned_cands = set(to_cand.values())
    repeats = {d.candidate: d.repeats for d in alignment.duplicates}
    to_gold = {p: g for g, p in alignment.assignment}
    for p in range(len(candidate)):
        if p in halves:
            continue
        if p in repeats:
            origin = to_gold.get(repeats[p])
            entries.append(_entry("duplicated",
                                  None if origin is None else _step(golden, origin),
                                  _step(candidate, p), None))
        elif p not in aligned_cands and p not in merge_targets:
            entries.append({"kind": "extra", "golden": None, "candidate": _step(candidate, p),
                            "similarity": None})
    counts: dict[str, int] = {}
    for entry in entries:
        counts[entry["kind"]] = counts.get(entry["kind"], 0) + 1
    edges = _edge_changes(alignment, golden, candidate)
    # Both sides' own edges (each in its own step ids), for the report's diagram.
    edges["golden"] = [list(e) for e in golden.edges]
    edges["candidate"] = [list(e) for e in candidate.edges]
    return {"counts": counts, "steps": entries, "edges": edges}


def _in_order_golden(alignment: Alignment) -> set[int]:
    """Golden positions on one longest increasing chain of the candidate order."""
    sigma = chain_order(alignment)
    if not sigma:
        return set()
    # O(n^2) reconstruction is fine for workflow sizes (tens of steps).
    best = [1] * len(sigma)
    back = [-1] * len(sigma)
    for i in range(len(sigma)):
        for j in range(i):
            if sigma[j] < sigma[i] and best[j] + 1 > best[i]:
                best[i], back[i] = best[j] + 1, j
    i = max(range(len(sigma)), key=lambda k: best[k])
    chain = set()
    while i != -1:
        chain.add(sigma[i])
        i = back[i]
    return chain


def _edge_changes(alignment: Alignment, golden: Workflow, candidate: Workflow) -> dict:
    """Direct edges between aligned steps that one side has and the other lacks (golden ids)."""
    to_gold = alignment.candidate_to_golden()
    aligned = set(to_gold.values())
    gold_edges = {(a, b) for a, b in golden.index_edges() if a in aligned and b in aligned}
    cand_edges = {(to_gold[a], to_gold[b]) for a, b in candidate.index_edges()
                  if a in to_gold and b in to_gold}
    gold_reach = golden.descendants()
    cand_reach = candidate.descendants()
    to_cand = alignment.golden_to_candidate()

    def ids(pairs: set[tuple[int, int]]) -> list[list[str]]:
        return [[golden.steps[a].id, golden.steps[b].id] for a, b in sorted(pairs)]

    # An edge only counts as missing when the precedence itself is gone, not just rerouted.
    missing = {(a, b) for a, b in gold_edges - cand_edges
               if to_cand[b] not in cand_reach[to_cand[a]]}
    extra = {(a, b) for a, b in cand_edges - gold_edges if b not in gold_reach[a]}
    return {"missing": ids(missing), "extra": ids(extra)}
