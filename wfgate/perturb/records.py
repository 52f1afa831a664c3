"""Goldens and variants as plain records (the shared ``goldens.jsonl`` / ``variants.jsonl``
shape), their conversion to :class:`Workflow`, and the severity rule N.

A record lists its steps as ``nodes`` (step i is ``nodes[i-1]``, id ``"i"``) and its edges as
``[src, dst]`` pairs that include the virtual ``START`` / ``END`` nodes.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from ..errors import InputError
from ..parsing import WORKFLOW_SUFFIXES, load_workflow, parse_workflow
from ..workflow import END, START, Workflow

TYPES = ("missing", "compressed", "description")
PERCENTS = (10, 30, 50)


def changes_needed(percent: int, size: int) -> int:
    """N, the exact number of nodes a variant changes: max(1, round-half-up(p/100 * n)).

    Decimal arithmetic, so 50 % of 5 nodes is 3 and 30 % of 5 is 2 (2.5 and 1.5 round up).
    """
    exact = Decimal(percent) * Decimal(size) / Decimal(100)
    return max(1, int(exact.quantize(Decimal(1), rounding=ROUND_HALF_UP)))


@dataclass(frozen=True)
class GoldenRecord:
    """An approved workflow: its id, step texts, edges (with START/END) and optional task."""

    id: str
    nodes: tuple[str, ...]
    edges: tuple[tuple[str, str], ...]
    task: str | None = None

    def workflow(self) -> Workflow:
        return to_workflow(self.nodes, self.edges, self.id)

    def to_json(self) -> dict:
        data = {"id": self.id, "nodes": list(self.nodes), "edges": [list(e) for e in self.edges]}
        if self.task:
            data["task"] = self.task
        return data


@dataclass
class Variant:
    """A perturbed copy of a golden, with how it was made and what the static checks said."""

    golden_id: str
    type: str
    percent: int
    nodes: list[str]
    edges: list[list[str]]
    generator: dict = field(default_factory=dict)
    checks: dict = field(default_factory=dict)

    @property
    def key(self) -> tuple[str, str, int]:
        return (self.golden_id, self.type, self.percent)

    def to_json(self) -> dict:
        return {"golden_id": self.golden_id, "type": self.type, "percent": self.percent,
                "nodes": self.nodes, "edges": self.edges, "generator": self.generator,
                "checks": self.checks}

    @classmethod
    def from_json(cls, data: dict) -> Variant:
        return cls(str(data["golden_id"]), data["type"], int(data["percent"]),
                   list(data["nodes"]), [list(e) for e in data["edges"]],
                   data.get("generator") or {}, data.get("checks") or {})


def to_workflow(nodes: list[str] | tuple[str, ...], edges, source: str) -> Workflow:
    """Validate a node/edge record with the project's parser (raises :class:`InputError`)."""
    payload = json.dumps({"nodes": list(nodes), "edges": [list(e) for e in edges]})
    return parse_workflow(payload, source, ".json")


def record_of(workflow: Workflow) -> tuple[list[str], list[list[str]]]:
    """Nodes and edges of a workflow renumbered 1..n in listing order, START/END included."""
    pairs = sorted(set(workflow.index_edges()))
    has_parent = {b for _, b in pairs}
    has_child = {a for a, _ in pairs}
    edges = [[START, str(i + 1)] for i in range(len(workflow)) if i not in has_parent]
    edges += [[str(a + 1), str(b + 1)] for a, b in pairs]
    edges += [[str(i + 1), END] for i in range(len(workflow)) if i not in has_child]
    return workflow.texts, edges


def load_goldens(path: str | Path) -> list[GoldenRecord]:
    """Goldens from a JSONL file (``{id, nodes, edges[, task]}`` a line) or a folder of
    workflow files (id = relative path without suffix). Every golden is validated."""
    path = Path(path)
    if path.is_dir():
        return [_golden_of_file(file, path) for file in sorted(path.rglob("*"))
                if file.is_file() and file.suffix.lower() in WORKFLOW_SUFFIXES
                and not any(part.startswith(".") for part in file.relative_to(path).parts)]
    goldens = []
    for lineno, data in read_jsonl(path):
        try:
            golden = GoldenRecord(str(data["id"]), tuple(data["nodes"]),
                                  tuple((str(a), str(b)) for a, b in data["edges"]),
                                  data.get("task"))
        except (KeyError, TypeError, ValueError) as exc:
            raise InputError(str(path), f"a golden needs id, nodes and edges ({exc})",
                             lineno) from None
        golden.workflow()
        goldens.append(golden)
    return goldens


def _golden_of_file(file: Path, root: Path) -> GoldenRecord:
    workflow = load_workflow(file, str(file.relative_to(root)))
    nodes, edges = record_of(workflow)
    ident = str(file.relative_to(root).with_suffix("")).replace("\\", "/")
    return GoldenRecord(ident, tuple(nodes), tuple((a, b) for a, b in edges), workflow.task)


def read_jsonl(path: str | Path) -> Iterator[tuple[int, dict]]:
    """(line number, object) for each non-empty line; a bad line is an :class:`InputError`."""
    path = Path(path)
    try:
        handle = path.open(encoding="utf-8")
    except OSError as exc:
        raise InputError(str(path), f"cannot read the file: {exc.strerror or exc}") from None
    with handle:
        for lineno, line in enumerate(handle, start=1):
            if not line.strip():
                continue
            try:
                data = json.loads(line)
            except ValueError as exc:
                raise InputError(str(path), f"not a JSON object: {exc}", lineno) from None
            if not isinstance(data, dict):
                raise InputError(str(path), "each line must be a JSON object", lineno)
            yield lineno, data
