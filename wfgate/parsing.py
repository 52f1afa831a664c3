"""Read workflow files (WorFBench text, JSON, YAML) into validated :class:`Workflow` objects.

Every problem raises :class:`InputError` naming the file and, where known, the line.
"""

from __future__ import annotations

import bisect
import json
import json.decoder
import json.scanner
import re
from pathlib import Path
from typing import Any

import yaml

from .errors import InputError
from .workflow import END, START, VIRTUAL, Step, Workflow, topological_order

WORKFLOW_SUFFIXES = (".txt", ".wf", ".json", ".yaml", ".yml")

_NODE_LINE = re.compile(r"^\s*(\d+)\s*[:.)]\s*(.*)$")
_EDGE = re.compile(r"\(\s*([^,()\s]+)\s*,\s*([^,()\s]+)\s*\)")
_EDGE_RUN = re.compile(r"^(?:[-*]\s*)?(?:\(\s*[^,()\s]+\s*,\s*[^,()\s]+\s*\)[\s,;]*)+")


def load_workflow(path: str | Path, display: str | None = None) -> Workflow:
    """Parse and validate one workflow file. ``display`` is the name used in messages."""
    path = Path(path)
    name = display or str(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise InputError(name, f"cannot read the file: {exc.strerror or exc}") from None
    return parse_workflow(raw, name, suffix=path.suffix.lower())


def parse_workflow(raw: bytes | str, name: str, suffix: str = "") -> Workflow:
    """Parse workflow content; the format comes from ``suffix``, else from the content."""
    text = _decode(raw, name) if isinstance(raw, bytes) else raw
    if not text.strip():
        raise InputError(name, "the file is empty: a workflow needs at least one step")
    if suffix in (".json",):
        return _from_mapping(_load_json(text, name), name)
    if suffix in (".yaml", ".yml"):
        return _from_mapping(_load_yaml(text, name), name)
    stripped = text.lstrip()
    if stripped.startswith("{"):
        return _from_mapping(_load_json(text, name), name)
    if stripped.lower().startswith("node"):
        return parse_worfbench(text, name)
    return _from_mapping(_load_yaml(text, name), name)


def _decode(raw: bytes, name: str) -> str:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise InputError(name, f"not UTF-8 text (byte 0x{raw[exc.start]:02x} at offset "
                               f"{exc.start}); save the file as UTF-8", line) from None
    return text.removeprefix("\ufeff")


# --- WorFBench text ----------------------------------------------------------------------

def parse_worfbench(text: str, name: str) -> Workflow:
    """Parse the WorFBench ``Node:`` / ``Edge:`` text format.

    Real WorFBench records carry prose between and after the lists ("Here is the workflow:",
    "- (1, 2): because ..."), so prose lines after the first step, and commentary after the
    edge pairs at the start of an edge line, are skipped. A short line that is neither a step
    nor an edge list is an error, so a typo is never silently dropped.
    """
    steps: list[Step] = []
    edges: list[tuple[str, str, int]] = []
    section = None
    for lineno, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped:
            continue
        head = stripped.lower()
        if head.startswith("node:") or head.startswith("nodes:"):
            section = "node"
            stripped = stripped.split(":", 1)[1].strip()
            if not stripped:
                continue
        elif head.startswith("edge:") or head.startswith("edges:"):
            section = "edge"
            stripped = stripped.split(":", 1)[1].strip()
            if not stripped:
                continue
        if section == "node":
            match = _NODE_LINE.match(stripped)
            if match:
                steps.append(Step(match.group(1), match.group(2).strip(), lineno))
            elif not steps or not _is_prose(stripped):
                raise InputError(name, f"cannot read step line {stripped!r}: write steps as "
                                       "'<number>: <text>'", lineno)
        elif section == "edge":
            edges.extend((a, b, lineno) for a, b in _edge_pairs(stripped, name, lineno))
        else:
            raise InputError(name, "expected a 'Node:' header before any step", lineno)
    if section is None:
        raise InputError(name, "no 'Node:' section found")
    return _build(steps, edges, name, chain_if_no_edges=False)


def _is_prose(line: str) -> bool:
    """A heading ("Graph:"), a sentence of four words or more, or decoration ("**")."""
    core = line.strip("*#_` ")
    return core.endswith(":") or len(core.split()) >= 4 or not any(c.isalnum() for c in core)


def _edge_pairs(line: str, name: str, lineno: int) -> list[tuple[str, str]]:
    """The (A,B) pairs at the start of an edge line; commentary after them is ignored."""
    match = _EDGE_RUN.match(line)
    if match:
        return _EDGE.findall(match.group(0))
    if not _is_prose(line):
        raise InputError(name, f"cannot read edge text {line!r}: write edges as (A,B) pairs",
                         lineno)
    return []  # a prose line


# --- JSON / YAML ---------------------------------------------------------------------------

class _LineLoader(yaml.SafeLoader):
    """A YAML loader that records the line of each mapping under the key ``__line__``."""


def _construct_mapping(loader: _LineLoader, node: yaml.MappingNode) -> dict:
    mapping = loader.construct_mapping(node, deep=True)
    mapping["__line__"] = node.start_mark.line + 1
    return mapping


_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


def _load_yaml(text: str, name: str) -> Any:
    try:
        return yaml.load(text, Loader=_LineLoader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise InputError(name, f"not valid YAML: {problem}",
                         mark.line + 1 if mark else None) from None


def _load_json(text: str, name: str) -> Any:
    try:
        return _LineDecoder(text).decode(text)
    except json.JSONDecodeError as exc:
        raise InputError(name, f"not valid JSON: {exc.msg}", exc.lineno) from None


class _LineDecoder(json.JSONDecoder):
    """JSON with the line of each object's ``{`` under ``__line__``, as :class:`_LineLoader`
    records for YAML (the pure-Python scanner calls ``parse_object`` with the position;
    PyYAML on the same text was 10x slower: a third of a 200-pair run's non-model time)."""

    def __init__(self, text: str) -> None:
        super().__init__()
        newlines = [match.start() for match in re.finditer("\n", text)]

        def parse_object(s_and_end, *args, **kwargs):
            mapping, end = json.decoder.JSONObject(s_and_end, *args, **kwargs)
            mapping["__line__"] = bisect.bisect_left(newlines, s_and_end[1] - 1) + 1
            return mapping, end

        self.parse_object = parse_object
        self.scan_once = json.scanner.py_make_scanner(self)


def _from_mapping(data: Any, name: str) -> Workflow:
    if not isinstance(data, dict):
        raise InputError(name, "expected a mapping with 'nodes' and 'edges', or 'steps', "
                               f"at the top level, found {type(data).__name__}")
    task = data.get("task")
    if "steps" in data:
        workflow = _from_steps(data["steps"], name)
    elif "nodes" in data:
        workflow = _from_nodes(data["nodes"], data.get("edges"), name,
                               data.get("__line__"))
    else:
        keys = sorted(k for k in data if k != "__line__")
        raise InputError(name, f"no 'steps' or 'nodes' key (found: {', '.join(keys) or 'none'})",
                         data.get("__line__"))
    if task is not None:
        workflow = Workflow(workflow.steps, workflow.edges, workflow.source, str(task))
    return workflow


def _from_nodes(nodes: Any, edges: Any, name: str, line: int | None) -> Workflow:
    if not isinstance(nodes, list):
        raise InputError(name, "'nodes' must be a list", line)
    steps = []
    for i, node in enumerate(nodes, start=1):
        if isinstance(node, dict):
            node_line = node.get("__line__")
            text = _text_of(node, name, node_line)
            steps.append(Step(str(node.get("id", i)), text, node_line))
        elif isinstance(node, str):
            steps.append(Step(str(i), node.strip(), None))
        else:
            raise InputError(name, f"node {i} must be a string or a mapping, "
                                   f"found {type(node).__name__}", line)
    if edges is None:
        return _build(steps, [], name, chain_if_no_edges=True)
    if not isinstance(edges, list):
        raise InputError(name, "'edges' must be a list of [from, to] pairs", line)
    parsed = []
    for edge in edges:
        if isinstance(edge, dict):
            a, b = edge.get("from", edge.get("source")), edge.get("to", edge.get("target"))
            edge_line = edge.get("__line__")
        elif isinstance(edge, list | tuple) and len(edge) == 2:
            (a, b), edge_line = edge, None
        elif isinstance(edge, str) and _EDGE.fullmatch(edge.strip()):
            (a, b), edge_line = _EDGE.fullmatch(edge.strip()).groups(), None
        else:
            raise InputError(name, f"cannot read edge {edge!r}: write it as [from, to]", line)
        if a is None or b is None:
            raise InputError(name, f"edge {edge!r} needs both ends", edge_line or line)
        parsed.append((str(a), str(b), edge_line))
    return _build(steps, parsed, name, chain_if_no_edges=False)


def _from_steps(items: Any, name: str) -> Workflow:
    if not isinstance(items, list):
        raise InputError(name, "'steps' must be a list of {id, description, depends_on}")
    steps: list[Step] = []
    edges: list[tuple[str, str, int | None]] = []
    declared = False
    for i, item in enumerate(items, start=1):
        if isinstance(item, str):
            steps.append(Step(str(i), item.strip(), None))
            continue
        if not isinstance(item, dict):
            raise InputError(name, f"step {i} must be a mapping or a string")
        line = item.get("__line__")
        step_id = str(item.get("id", i))
        steps.append(Step(step_id, _text_of(item, name, line), line))
        if "depends_on" in item:
            declared = True
            deps = item["depends_on"] or []
            if isinstance(deps, str | int):
                deps = [deps]
            if not isinstance(deps, list):
                raise InputError(name, f"step {step_id}: 'depends_on' must be a list of ids",
                                 line)
            edges.extend((str(dep), step_id, line) for dep in deps)
    return _build(steps, edges, name, chain_if_no_edges=not declared)


def _text_of(item: dict, name: str, line: int | None) -> str:
    for key in ("description", "text", "name", "step"):
        value = item.get(key)
        if isinstance(value, str):
            return value.strip()
    raise InputError(name, "a step needs a 'description' string", line)


# --- validation ----------------------------------------------------------------------------

def _build(steps: list[Step], edges: list[tuple[str, str, int | None]], name: str,
           chain_if_no_edges: bool) -> Workflow:
    if not steps:
        raise InputError(name, "the workflow has no steps")
    seen: dict[str, Step] = {}
    for step in steps:
        if step.id in VIRTUAL:
            raise InputError(name, f"step id {step.id!r} is reserved for the virtual "
                                   "start/end nodes", step.line)
        if step.id in seen:
            first = seen[step.id].line
            where = f" (first defined on line {first})" if first else ""
            raise InputError(name, f"duplicate step id {step.id!r}{where}", step.line)
        if not step.text:
            raise InputError(name, f"step {step.id!r} has an empty description", step.line)
        seen[step.id] = step
    real: list[tuple[str, str]] = []
    for a, b, line in edges:
        for end in (a, b):
            if end not in seen and end not in VIRTUAL:
                raise InputError(name, f"edge ({a},{b}) refers to step {end!r}, which is not "
                                       "defined", line)
        if a == END or b == START:
            raise InputError(name, f"edge ({a},{b}) runs the wrong way through {START}/{END}",
                             line)
        if a == b:
            raise InputError(name, f"edge ({a},{b}) is a self-loop: not a DAG", line)
        if a not in VIRTUAL and b not in VIRTUAL and (a, b) not in real:
            real.append((a, b))
    if not edges and chain_if_no_edges:
        real = [(steps[i].id, steps[i + 1].id) for i in range(len(steps) - 1)]
    workflow = Workflow(steps=tuple(steps), edges=tuple(real), source=name)
    try:
        topological_order(len(steps), workflow.index_edges())
    except ValueError as exc:
        stuck = [steps[i].id for i in exc.args[0]]
        line = steps[exc.args[0][0]].line
        raise InputError(name, "not a DAG: the edges form a cycle through steps "
                               f"{', '.join(stuck)}", line) from None
    return workflow
