"""The step graph drawn: a Mermaid flowchart of one workflow's golden and candidate steps in
one picture, built from the report model only (the diff's steps and both sides' edges).

Kept steps are plain; missing steps and lost precedence share one style (red, dashed), added
steps another (green); merged and split steps sit in a group; moved steps and precedence the
candidate contradicts are marked (amber); a step whose identifiers changed says so on the
step. A diff kind this module does not know is drawn as "changed" (purple).

Step text is untrusted (it comes from the pull request): every label is reduced to one line
of letters, digits and a few plain marks, and every other character is written as a Mermaid
entity (``#35;``), so no text can close a label, add a node, an edge, a style, a directive
(``%%{init}%%``), a ``click`` link or HTML, or leave the Markdown code fence. Node ids are
wfgate's own (``n0``, ``n1``, ...), never a step's id.

Past ``MAX_NODES`` steps only the changed steps and their neighbours are drawn, and
:class:`Diagram` says how many of how many are shown.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .results import FINDING_KINDS, StepChange, WorkflowResult
from .review import KEPT_KINDS, candidates_of

UNDRAWN = KEPT_KINDS - {"split"}  # diff kinds that alone leave nothing to draw

MAX_NODES = 50
LABEL_CHARS = 70
_SAFE = re.compile(r"[A-Za-z0-9 .,_/?!]")
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069]")
ALIGNED = frozenset({"unchanged", "paraphrased", "reordered"})

# Node styles by what happened to the step, and the words a label starts with.
STYLES = {
    "kept": "fill:#ffffff,stroke:#8c959f,color:#1f2328",
    "missing": "fill:#ffebe9,stroke:#cf222e,stroke-width:2px,stroke-dasharray:5 3,"
               "color:#82071e",
    "added": "fill:#dafbe1,stroke:#1a7f37,stroke-width:2px,color:#044f1e",
    "merged": "fill:#ddf4ff,stroke:#0969da,color:#0a3069",
    "moved": "fill:#fff8c5,stroke:#9a6700,stroke-width:2px,color:#4d2d00",
    "changed": "fill:#fbefff,stroke:#8250df,stroke-width:2px,color:#3e1f79",
}
_WORDS = {"kept": "", "missing": "missing", "added": "new", "merged": "merged",
          "moved": "moved", "changed": "changed"}
# Link styles: lost precedence (and a missing step's place) like missing steps; precedence
# the candidate contradicts marked like moved steps; new precedence like added steps.
LINKS = {"lost": "stroke:#cf222e,stroke-width:2px,stroke-dasharray:5 3",
         "was": "stroke:#8c959f,stroke-dasharray:2 3",
         "reversed": "stroke:#9a6700,stroke-width:3px",
         "new": "stroke:#1a7f37,stroke-width:2px"}


def label(text: object, limit: int = LABEL_CHARS) -> str:
    """Untrusted text as the inside of a quoted Mermaid label: one line, at most ``limit``
    characters, every character but letters, digits, space and ``.,_/?!`` as an entity."""
    flat = " ".join(_CONTROL.sub(" ", str(text)).split())
    if len(flat) > limit:
        flat = flat[: limit - 1] + "…"
    return "".join(ch if _SAFE.fullmatch(ch) else f"#{ord(ch)};" for ch in flat)


@dataclass
class _Node:
    key: str
    style: str
    title: str  # already escaped
    golden: str | None = None  # golden step id
    golden_only: bool = False  # a golden step the candidate lacks (missing, merged away)
    notes: list[str] = field(default_factory=list)  # escaped extra lines


@dataclass(frozen=True)
class Diagram:
    """The flowchart text and how many of the workflow's steps it draws (``shown`` below
    ``total``: only the changed steps and their neighbours)."""

    text: str
    shown: int
    total: int

    @property
    def bounded(self) -> bool:
        return self.shown < self.total


class _Graph:
    """Nodes keyed by side and step id (``g:<id>``, ``c:<id>``), edges with a style."""

    def __init__(self) -> None:
        self.nodes: list[_Node] = []
        self.by_step: dict[str, _Node] = {}
        self.groups: list[tuple[str, list[_Node]]] = []
        self.edges: list[tuple[_Node, _Node, str, str]] = []  # (from, to, style, text)

    def node(self, style: str, title: str, *steps: str, golden: str | None = None) -> _Node:
        node = _Node(f"n{len(self.nodes)}", style, title, golden,
                     golden_only=all(step.startswith("g:") for step in steps))
        self.nodes.append(node)
        for step in steps:
            self.by_step.setdefault(step, node)
        return node

    def edge(self, a: _Node | None, b: _Node | None, style: str, text: str = "") -> None:
        if a is None or b is None or a is b:
            return
        if any(e[0] is a and e[1] is b for e in self.edges):
            return
        self.edges.append((a, b, style, text))


def _step_title(kind: str, step_id: str, text: str, side: str = "") -> str:
    """``<word> [golden|candidate] step <id>`` over the step's text, both escaped."""
    head = " ".join(w for w in (_WORDS.get(kind, kind), side, "step", step_id) if w)
    return f"{label(head, 40)}: {label(text)}"


def _style_of(change: StepChange) -> str:
    if change.kind in ("unchanged", "paraphrased"):
        return "kept"
    if change.kind == "reordered":
        return "moved"
    return {"missing": "missing", "extra": "added", "merged": "merged",
            "split": "merged"}.get(change.kind, "changed")


def _add_steps(graph: _Graph, workflow: WorkflowResult) -> None:
    """One node per kept pair, per golden-only and per candidate-only step; merged and split
    steps grouped with the candidate steps they went into."""
    assert workflow.diff is not None
    merges: dict[str, list[_Node]] = {}
    for change in workflow.diff.steps:
        style, g, cands = _style_of(change), change.golden, candidates_of(change)
        if change.kind in ALIGNED and g is not None and len(cands) == 1:
            c = cands[0]
            title = _step_title(style, g.id if c.id == g.id else f"{g.id}, candidate {c.id}",
                              c.text)
            graph.node(style, title, "g:" + g.id, "c:" + c.id, golden=g.id)
        elif change.kind == "merged" and g is not None:
            node = graph.node("merged", _step_title("merged", g.id, g.text, "golden"),
                              "g:" + g.id, golden=g.id)
            for c in cands:
                merges.setdefault(c.id, []).append(node)
        elif change.kind == "split" and g is not None and cands:
            members = [graph.node("merged", _step_title("", c.id, c.text, "candidate"),
                                  "c:" + c.id) for c in cands]
            graph.by_step.setdefault("g:" + g.id, members[0])
            members[0].golden = g.id
            graph.groups.append((f"{label(f'golden step {g.id} split', 40)}: {label(g.text)}",
                                 members))
        else:  # missing, extra, and kinds this module does not know: "changed"
            steps = ([] if g is None else ["g:" + g.id]) + ["c:" + c.id for c in cands]
            shown = cands[0] if cands else g
            if shown is None:
                continue
            title = _step_title(style if style != "changed" else change.kind, shown.id,
                                shown.text)
            node = graph.node(style, title, *steps, golden=None if g is None else g.id)
            for c in cands[1:]:
                graph.by_step.setdefault("c:" + c.id, node)
    for cand, golden_nodes in merges.items():
        target = graph.by_step.get("c:" + cand)
        if target is None:
            text = next((c.text for ch in workflow.diff.steps for c in candidates_of(ch)
                         if c.id == cand), "")
            target = graph.node("merged", _step_title("", cand, text, "candidate"),
                                "c:" + cand)
        graph.groups.append((label(f"merged into candidate step {cand}"),
                             [target, *golden_nodes]))


def _reach(edges: tuple[tuple[str, str], ...]) -> dict[str, set[str]]:
    children: dict[str, set[str]] = {}
    for a, b in edges:
        children.setdefault(a, set()).add(b)
    reach: dict[str, set[str]] = {}
    for start in children:
        seen, todo = set(), list(children[start])
        while todo:
            node = todo.pop()
            if node not in seen:
                seen.add(node)
                todo.extend(children.get(node, ()))
        reach[start] = seen
    return reach


def _add_edges(graph: _Graph, workflow: WorkflowResult) -> None:
    assert workflow.diff is not None
    edges = workflow.diff.edges
    golden, candidate = edges.golden or (), edges.candidate or ()
    extra = set(edges.extra)
    golden_after = _reach(golden)

    def at(side: str, step: str) -> _Node | None:
        return graph.by_step.get(f"{side}:{step}")

    for a, b in candidate:
        na, nb = at("c", a), at("c", b)
        if na is None or nb is None:
            continue
        pair = (na.golden, nb.golden)
        if na.golden and nb.golden and na.golden in golden_after.get(nb.golden, ()):
            graph.edge(na, nb, "reversed", "now first")
        elif pair in extra:
            graph.edge(na, nb, "new", "new order")
        else:
            graph.edge(na, nb, "kept")
    for a, b in golden:  # where the golden-only steps were
        na, nb = at("g", a), at("g", b)
        if na is None or nb is None or not (na.golden_only or nb.golden_only):
            continue
        graph.edge(na, nb, "lost" if "missing" in (na.style, nb.style) else "was")
    for a, b in edges.missing:
        graph.edge(at("g", a), at("g", b), "lost", "lost")


def _mark_findings(graph: _Graph, workflow: WorkflowResult) -> None:
    """Identifier changes written on their step; any other finding names its mode on the
    step it names (a finding of a mode the registry adds later included)."""
    for f in workflow.findings or ():
        node = (graph.by_step.get(f"c:{f.candidate_step}") if f.candidate_step else None) \
            or (graph.by_step.get(f"g:{f.golden_step}") if f.golden_step else None)
        if node is None:
            continue
        if f.kind == "identifiers":
            removed = ", ".join(f.removed) or "nothing"
            added = ", ".join(f.added) or "nothing"
            note = label(f"{removed} → {added}", 60)
        else:
            note = label(f.mode.replace("_", " "), 40)
        if note not in node.notes:
            node.notes.append(note)
        if node.style == "kept":  # order findings as moved steps, new steps as added ones
            kind = FINDING_KINDS.get(f.mode)  # None: a mode without a declared layout
            node.style = {"order": "moved", "new_step": "added"}.get(kind or "", "changed")


def _bounded(graph: _Graph, limit: int) -> set[str]:
    """Keys of the nodes to draw: all when few, else the changed ones and their neighbours."""
    keys = [n.key for n in graph.nodes]
    if len(keys) <= limit:
        return set(keys)
    changed = [n.key for n in graph.nodes if n.style != "kept"]
    changed += [k for a, b, style, _ in graph.edges if style != "kept"
                for k in (a.key, b.key) if k not in changed]
    near = [k for a, b, _, _ in graph.edges for k, other in ((a.key, b.key), (b.key, a.key))
            if other in changed and k not in changed]
    chosen: list[str] = []
    for key in changed + near:
        if key not in chosen and len(chosen) < limit:
            chosen.append(key)
    return set(chosen)


def build_diagram(workflow: WorkflowResult, limit: int = MAX_NODES) -> Diagram | None:
    """The workflow's flowchart, or None when there is nothing to draw (no diff, a report
    without both sides' edges, or nothing changed)."""
    diff = workflow.diff
    if diff is None or diff.edges.golden is None or diff.edges.candidate is None:
        return None
    # A split is no change to review, but the picture shows it (the steps it became).
    changed = any(s.kind not in UNDRAWN for s in diff.steps) or diff.edges.missing \
        or diff.edges.extra or workflow.findings
    if not changed:
        return None
    graph = _Graph()
    _add_steps(graph, workflow)
    _add_edges(graph, workflow)
    _mark_findings(graph, workflow)
    keep = _bounded(graph, limit)
    return Diagram(_text(graph, keep), len(keep), len(graph.nodes))


def _text(graph: _Graph, keep: set[str]) -> str:
    lines = ["flowchart TD"]
    lines += [f"  classDef {name} {style}" for name, style in STYLES.items()]
    grouped = {n.key for _, members in graph.groups for n in members}

    def node_line(node: _Node, indent: str = "  ") -> str:
        title = " · ".join([node.title, *node.notes])
        return f'{indent}{node.key}["{title}"]:::{node.style}'

    placed: set[str] = set()
    for index, (title, members) in enumerate(graph.groups):
        shown = [n for n in members if n.key in keep and n.key not in placed]
        if not shown:
            continue
        placed.update(n.key for n in shown)
        lines.append(f'  subgraph g{index}["{title}"]')
        lines += [node_line(n, "    ") for n in shown]
        lines.append("  end")
    lines += [node_line(n) for n in graph.nodes if n.key in keep and n.key not in grouped]
    styles: dict[str, list[int]] = {}
    count = 0
    for a, b, style, text in graph.edges:
        if a.key not in keep or b.key not in keep:
            continue
        arrow = "-.->" if style in ("lost", "was") else "-->"
        middle = f"|{label(text, 20)}|" if text else ""
        lines.append(f"  {a.key} {arrow}{middle} {b.key}")
        if style in LINKS:
            styles.setdefault(style, []).append(count)
        count += 1
    for style, indexes in styles.items():
        lines.append(f"  linkStyle {','.join(map(str, indexes))} {LINKS[style]}")
    return "\n".join(lines) + "\n"
