"""Offline perturbations for the failure modes the paper leaves out.

- ``reordered``: two dependent steps trade places (the texts of a direct edge's ends swap, so
  the later action now runs first: "a rollback moved ahead of the health check").
- ``added``: a plausible but wrong step is inserted on a path: a step text drawn from another
  workflow of the same pool (same domain, so the wording fits).
- ``swapped``: one step's tool or target changes and nothing else: a number (``countertop 1``
  -> ``countertop 3``), a CLI subcommand (``terraform plan`` -> ``terraform destroy``), a
  region, a table name (``FROM orders`` -> ``FROM orders_archive``), a code-like name.

Every variant keeps the other steps verbatim; the static check for each type is in
:func:`check_beyond`. Choices are seeded per (seed, golden, type), so runs are reproducible.
"""

from __future__ import annotations

import random
import re

from ..errors import InputError
from ..metrics.identifiers import KNOWN_TOOLS, compare
from ..workflow import END, START
from .offline import CannotPerturb
from .records import GoldenRecord, to_workflow

BEYOND_TYPES = ("reordered", "added", "swapped")
RISKY_SUBCOMMANDS = {
    "plan": "destroy", "apply": "destroy", "get": "delete", "describe": "delete",
    "status": "stop", "start": "stop", "restart": "stop", "list": "delete", "show": "drop",
    "pull": "push", "fetch": "reset", "diff": "reset", "install": "uninstall",
    "scale": "delete", "rollout": "delete", "backup": "restore", "select": "delete",
}
REGIONS = ("us-east-1", "us-west-2", "eu-west-1", "eu-central-1", "ap-southeast-1")
_NUMBER = re.compile(r"(?<![\w.])(\d+)(?![\w.]*\d)")
_FROM_TABLE = re.compile(r"\b(FROM|INTO|UPDATE|JOIN)\s+([A-Za-z_][\w.]*)")
_REGION = re.compile(r"\b[a-z]{2}(?:-[a-z]+)+-\d+[a-z]?\b")
_CODEY = re.compile(r"\b[A-Za-z]+(?:_[A-Za-z0-9]+)+\b|\b[a-z]+[A-Z][A-Za-z0-9]*\b")


def beyond_variant(golden: GoldenRecord, kind: str, pool: list[str], seed: int
                   ) -> tuple[list[str], list[list[str]]]:
    """Nodes and edges (START/END included) of one beyond-paper variant."""
    rng = random.Random(f"{seed}:{golden.id}:{kind}")
    nodes = list(golden.nodes)
    edges = [list(e) for e in golden.edges]
    if kind == "reordered":
        inner = [(a, b) for a, b in edges if a not in (START, END) and b not in (START, END)
                 and nodes[int(a) - 1] != nodes[int(b) - 1]]
        if not inner:
            raise CannotPerturb("no dependency between two distinct steps to swap")
        a, b = rng.choice(inner)
        nodes[int(a) - 1], nodes[int(b) - 1] = nodes[int(b) - 1], nodes[int(a) - 1]
        return nodes, edges
    if kind == "added":
        existing = set(nodes)
        choices = [t for t in pool if t not in existing]
        if not choices:
            raise CannotPerturb("no step text in the pool to insert")
        a, b = rng.choice([e for e in edges if e[0] != START or e[1] != END])
        new_id = str(len(nodes) + 1)
        nodes.append(rng.choice(choices))
        edges = [e for e in edges if e != [a, b]] + [[a, new_id], [new_id, b]]
        return nodes, edges
    if kind == "swapped":
        order = list(range(len(nodes)))
        rng.shuffle(order)
        for i in order:
            changed = swap_identifier(nodes[i], rng)
            if changed is not None:
                nodes[i] = changed
                return nodes, edges
        raise CannotPerturb("no step names a tool or target to swap")
    raise CannotPerturb(f"unknown type {kind!r}")


def swap_identifier(text: str, rng: random.Random) -> str | None:
    """``text`` with one tool or target changed, or None when it names none."""
    words = text.split()
    for i, word in enumerate(words[:-1]):
        sub = words[i + 1].lower()
        if word.lower() in KNOWN_TOOLS and sub in RISKY_SUBCOMMANDS:
            words[i + 1] = RISKY_SUBCOMMANDS[sub]
            return " ".join(words)
    if (match := _REGION.search(text)) is not None:
        other = rng.choice([r for r in REGIONS if r != match.group(0)])
        return text[:match.start()] + other + text[match.end():]
    if (match := _FROM_TABLE.search(text)) is not None:
        return text[:match.start(2)] + match.group(2) + "_archive" + text[match.end(2):]
    if (match := _CODEY.search(text)) is not None:
        return text[:match.start()] + match.group(0) + "V2" + text[match.end():]
    numbers = list(_NUMBER.finditer(text))
    if numbers:
        match = rng.choice(numbers)
        value = int(match.group(1))
        bumped = value + rng.choice((1, 2, 3)) if value < 1000 else value * 2
        return text[:match.start(1)] + str(bumped) + text[match.end(1):]
    return None


def check_beyond(golden: GoldenRecord, kind: str, nodes: list[str], edges: list[list[str]]
                 ) -> list[str]:
    """Static checks for a ``kind`` variant, as sentences a model can act on (empty: passes).

    reordered: exactly the golden's steps, in another order (texts or edges); added: the
    golden's steps in their order plus exactly one new step; swapped: exactly one step text
    changed, edges identical, and the change names another tool or target (an identifier
    differs: a paraphrase is not a swap). Every variant must be a valid DAG.
    """
    try:
        to_workflow(nodes, edges, f"{golden.id}/{kind}")
    except InputError as exc:
        return [f"not a valid workflow: {exc.message}"]
    golden_nodes = list(golden.nodes)
    same_edges = {tuple(e) for e in edges} == {tuple(e) for e in golden.edges}
    if kind == "reordered":
        if sorted(nodes) != sorted(golden_nodes):
            return ["a reorder keeps exactly the original steps, word for word; only their "
                    "order or dependencies change"]
        if nodes == golden_nodes and same_edges:
            return ["nothing was reordered: put one step before a step it depended on"]
    elif kind == "added":
        if len(nodes) != len(golden_nodes) + 1 or not any(
                nodes[:i] + nodes[i + 1:] == golden_nodes for i in range(len(nodes))):
            return [f"an insertion keeps the {len(golden_nodes)} original steps word for word "
                    f"and in order, and adds exactly one new step ({len(golden_nodes) + 1} "
                    "steps in all)"]
    elif kind == "swapped":
        if len(nodes) != len(golden_nodes):
            return [f"a swap keeps exactly {len(golden_nodes)} steps"]
        changed = [i for i, (a, b) in enumerate(zip(golden_nodes, nodes, strict=True)) if a != b]
        if len(changed) != 1 or not same_edges:
            return ["a swap changes exactly one step's text and no edge"]
        if not compare(golden_nodes[changed[0]], nodes[changed[0]]):
            return ["the changed step must name another tool, command, target, table, number "
                    "or quoted value, not only different wording"]
    else:
        return [f"unknown perturbation {kind!r}"]
    return []
