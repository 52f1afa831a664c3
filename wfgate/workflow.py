"""The workflow model: a DAG of natural-language steps whose listing order is canonical."""

from __future__ import annotations

import heapq
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

START = "START"
END = "END"
VIRTUAL = frozenset({START, END})


@dataclass(frozen=True)
class Step:
    """One workflow step: its id in the file, its description, where it was written, and
    whether the file marks it critical (``critical: true``: losing it fails the workflow)."""

    id: str
    text: str
    line: int | None = None
    critical: bool = False


@dataclass(frozen=True)
class Workflow:
    """A validated workflow. ``edges`` holds precedence constraints between real steps only."""

    steps: tuple[Step, ...]
    edges: tuple[tuple[str, str], ...]
    source: str = "<memory>"
    task: str | None = None
    _index: dict[str, int] = field(default_factory=dict, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._index.update({step.id: i for i, step in enumerate(self.steps)})

    @property
    def texts(self) -> list[str]:
        return [step.text for step in self.steps]

    def __len__(self) -> int:
        return len(self.steps)

    def position(self, step_id: str) -> int:
        """Listing position (0-based) of a step id."""
        return self._index[step_id]

    def index_edges(self) -> list[tuple[int, int]]:
        """Edges as pairs of listing positions."""
        return [(self._index[a], self._index[b]) for a, b in self.edges]

    def descendants(self) -> list[set[int]]:
        """For each step position, the positions it must precede (transitive closure)."""
        children: list[list[int]] = [[] for _ in self.steps]
        for a, b in self.index_edges():
            children[a].append(b)
        order = topological_order(len(self.steps), self.index_edges())
        reach: list[set[int]] = [set() for _ in self.steps]
        for node in reversed(order):
            for child in children[node]:
                reach[node].add(child)
                reach[node] |= reach[child]
        return reach


def topological_order(size: int, edges: Iterable[tuple[int, int]],
                      priority: Sequence[float] | None = None) -> list[int]:
    """Kahn's algorithm: among the nodes free to come next, the lowest ``priority`` first
    (default: the listing position). Raises ValueError naming a cycle's nodes."""
    rank = priority if priority is not None else range(size)
    children: list[list[int]] = [[] for _ in range(size)]
    indegree = [0] * size
    for a, b in edges:
        children[a].append(b)
        indegree[b] += 1
    ready = [(rank[i], i) for i in range(size) if indegree[i] == 0]  # a heap
    heapq.heapify(ready)
    order: list[int] = []
    while ready:
        _, node = heapq.heappop(ready)
        order.append(node)
        for child in children[node]:
            indegree[child] -= 1
            if indegree[child] == 0:
                heapq.heappush(ready, (rank[child], child))
    if len(order) != size:
        stuck = sorted(set(range(size)) - set(order))
        raise ValueError(stuck)
    return order


def from_texts(texts: list[str], edges: list[tuple[str, str]] | None = None,
               source: str = "<memory>") -> Workflow:
    """Build a workflow from step texts (ids "1".."n"); a chain when ``edges`` is None."""
    steps = tuple(Step(str(i + 1), text) for i, text in enumerate(texts))
    if edges is None:
        edges = [(str(i), str(i + 1)) for i in range(1, len(texts))]
    real = tuple((a, b) for a, b in edges if a not in VIRTUAL and b not in VIRTUAL)
    return Workflow(steps=steps, edges=real, source=source)
