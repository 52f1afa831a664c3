"""The paper's static checks (section 3.1): every variant must pass them to be kept.

- node count: missing / compressed variants have n - N steps, description variants n;
- change count: missing variants drop exactly N golden steps and keep the others verbatim, in
  golden order; compressed variants have N fewer steps, at least one of them a merge (a text
  that is not a golden step verbatim); description variants keep the edges and change exactly
  N step texts, position by position;
- and the variant is a valid workflow (a DAG whose edges name its own steps).

Edges are compared without the virtual START / END nodes: they follow from the real ones.
"""

from __future__ import annotations

from collections import Counter

from ..errors import InputError
from ..workflow import VIRTUAL
from .beyond import BEYOND_TYPES, check_beyond
from .records import GoldenRecord, changes_needed, to_workflow


def expected_size(kind: str, percent: int, size: int) -> int:
    """Number of steps a valid variant has."""
    if kind in ("description", "reordered", "swapped"):
        return size
    if kind == "added":
        return size + 1
    return size - changes_needed(percent, size)


def static_failures(golden: GoldenRecord, kind: str, percent: int, nodes: list[str],
                    edges: list[list[str]]) -> list[str]:
    """What is wrong with a variant, as sentences a model can act on; empty when it passes."""
    if kind in BEYOND_TYPES:
        return check_beyond(golden, kind, nodes, edges)
    size = len(golden.nodes)
    needed = changes_needed(percent, size)
    try:
        to_workflow(nodes, edges, f"{golden.id}/{kind}{percent}")
    except InputError as exc:
        return [f"not a valid workflow: {exc.message}"]
    failures = []
    want = expected_size(kind, percent, size)
    if len(nodes) != want:
        failures.append(f"node count: the original has {size} steps, so the result must have "
                        f"exactly {want} steps, but it has {len(nodes)}")
    if kind == "missing":
        failures += _missing_failures(list(golden.nodes), nodes, needed)
    elif kind == "compressed":
        golden_texts = set(golden.nodes)
        if nodes and all(text in golden_texts for text in nodes):
            failures.append("change count: no step combines others; compress steps by merging "
                            "them into one step, do not just delete them")
    elif kind == "description":
        failures += _description_failures(golden, nodes, edges, needed)
    return failures


def _missing_failures(golden: list[str], nodes: list[str], needed: int) -> list[str]:
    unknown = list((Counter(nodes) - Counter(golden)).elements())
    if unknown:
        return [f"remaining steps must be copied verbatim from the original; these are not: "
                f"{'; '.join(repr(t) for t in unknown[:3])}"]
    remaining = iter(golden)
    if not all(text in remaining for text in nodes):
        return ["remaining steps must keep their original order"]
    removed = len(golden) - len(nodes)
    if removed != needed:
        return [f"change count: exactly {needed} steps must be removed, not {removed}"]
    return []


def _description_failures(golden: GoldenRecord, nodes: list[str], edges: list[list[str]],
                          needed: int) -> list[str]:
    failures = []
    if _real_edges(edges) != _real_edges(golden.edges):
        failures.append("edges: the edges must stay exactly as in the original")
    if len(nodes) == len(golden.nodes):
        changed = sum(a.strip() != b.strip() for a, b in zip(golden.nodes, nodes, strict=True))
        if changed != needed:
            failures.append(f"change count: exactly {needed} step descriptions must be "
                            f"paraphrased and the others kept word for word, but {changed} "
                            f"differ from the original")
    return failures


def _real_edges(edges) -> set[tuple[str, str]]:
    return {(str(a), str(b)) for a, b in edges if a not in VIRTUAL and b not in VIRTUAL}


def check_summary(golden: GoldenRecord, kind: str, percent: int,
                  failures: list[str]) -> dict:
    """The ``checks`` field of a variant record."""
    size = len(golden.nodes)
    return {"passed": not failures, "failures": failures, "golden_nodes": size,
            "expected_nodes": expected_size(kind, percent, size),
            "changes": changes_needed(percent, size)}
