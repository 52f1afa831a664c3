"""A decoded JSON or YAML document (``nodes`` + ``edges``, or ``steps`` with ``depends_on``)
into a :class:`Workflow`.

Every key is checked: an unknown one (a typo such as ``depends_in`` or ``edge``) is an input
error naming the file, the key's line, the key and the closest known one, never dropped in
silence (docs/formats.md lists the keys of each format).
"""

from __future__ import annotations

import difflib
from typing import Any

from ..config import InputLimits
from ..errors import InputError
from ..workflow import Step, Workflow
from .limits import DEFAULT_LIMITS, KEY_LINES, RECORDED, check_count, clip, cut
from .validate import build_workflow
from .worfbench import EDGE

TEXT_KEYS = ("description", "text", "name", "step")  # a step's text: the first one present
STEPS_FORM = ("task", "steps")
NODES_FORM = ("task", "nodes", "edges")
STEP_KEYS = ("id", *TEXT_KEYS, "depends_on", "critical")
NODE_KEYS = ("id", *TEXT_KEYS, "critical")
EDGE_KEYS = ("from", "to", "source", "target")


def closest(key: str, known: tuple[str, ...]) -> str | None:
    """The known key ``key`` was most likely meant to be (a prefix, else a close spelling)."""
    prefixed = [k for k in known if k.startswith(key) or key.startswith(k)]
    if prefixed:
        return min(prefixed, key=lambda k: abs(len(k) - len(key)))
    found = difflib.get_close_matches(key, known, n=1, cutoff=0.5)
    return found[0] if found else None


def check_keys(item: dict, known: tuple[str, ...], name: str, where: str) -> None:
    """Refuse a key of ``item`` not in ``known``: the file, the key's line, the key, and the
    closest known key (else the known ones). ``where`` says whose key it is."""
    for key in item:
        if key in known or key in RECORDED:
            continue
        text = key if isinstance(key, str) else clip(key, 40)
        guess = closest(text, known)
        hint = f"did you mean '{guess}'?" if guess else f"known keys: {', '.join(known)}"
        lines = item.get(KEY_LINES) or {}
        line = lines.get(key, item.get("__line__")) if isinstance(lines, dict) else None
        raise InputError(name, f"unknown key '{cut(text, 60)}'{where} ({hint})", line)


def from_mapping(data: Any, name: str, limits: InputLimits = DEFAULT_LIMITS) -> Workflow:
    if not isinstance(data, dict):
        raise InputError(name, "expected a mapping with 'nodes' and 'edges', or 'steps', "
                               f"at the top level, found {type(data).__name__}")
    task = data.get("task")
    if "steps" in data and "nodes" in data:
        raise InputError(name, "both 'steps' and 'nodes' at the top level: use one form "
                               "('steps' with depends_on, or 'nodes' with 'edges')",
                         data.get("__line__"))
    if "steps" in data or "nodes" in data:
        check_keys(data, STEPS_FORM if "steps" in data else NODES_FORM, name,
                   " at the top level")
    if "steps" in data:
        workflow = _from_steps(data["steps"], name, limits)
    elif "nodes" in data:
        workflow = _from_nodes(data["nodes"], data.get("edges"), name,
                               data.get("__line__"), limits)
    else:
        keys = sorted(k if isinstance(k, str) else clip(k, 40)
                      for k in data if k not in RECORDED)
        raise InputError(name, f"no 'steps' or 'nodes' key (found: "
                               f"{cut(', '.join(keys) or 'none', 200)})",
                         data.get("__line__"))
    if task is not None:
        if not isinstance(task, str | int | float):
            raise InputError(name, "'task' must be a string", data.get("__line__"))
        task = str(task)
        if len(task) > limits.max_text_chars:
            raise InputError(name, f"the task has {len(task)} characters, more than "
                                   f"limits.max_text_chars={limits.max_text_chars}",
                             data.get("__line__"))
        workflow = Workflow(workflow.steps, workflow.edges, workflow.source, task)
    return workflow


def _id_of(value: Any, name: str, line: int | None, limits: InputLimits, what: str) -> str:
    """A step id (or an edge end) as text: a string or a number, of bounded length."""
    if isinstance(value, dict | list | tuple | set) or value is None:
        raise InputError(name, f"{what} must be a string or a number, found "
                               f"{type(value).__name__}", line)
    text = str(value)
    if len(text) > limits.max_id_chars:
        raise InputError(name, f"{what} has {len(text)} characters, more than "
                               f"limits.max_id_chars={limits.max_id_chars}", line)
    return text


def _from_nodes(nodes: Any, edges: Any, name: str, line: int | None,
                limits: InputLimits = DEFAULT_LIMITS) -> Workflow:
    if not isinstance(nodes, list):
        raise InputError(name, "'nodes' must be a list", line)
    check_count(len(nodes), "steps", limits.max_steps, name, line)
    steps = []
    for i, node in enumerate(nodes, start=1):
        if isinstance(node, dict):
            node_line = node.get("__line__")
            step_id = _id_of(node.get("id", i), name, node_line, limits, "a step id")
            check_keys(node, NODE_KEYS, name, f" on node {clip(step_id)}")
            steps.append(Step(step_id, _text_of(node, name, node_line, step_id), node_line,
                              _critical(node, name, node_line, step_id)))
        elif isinstance(node, str):
            steps.append(Step(str(i), node.strip(), None))
        else:
            raise InputError(name, f"node {i} must be a string or a mapping, "
                                   f"found {type(node).__name__}", line)
    if edges is None:
        return build_workflow(steps, [], name, chain_if_no_edges=True, limits=limits)
    if not isinstance(edges, list):
        raise InputError(name, "'edges' must be a list of [from, to] pairs", line)
    check_count(len(edges), "edges", limits.max_edges, name, line)
    parsed = []
    for edge in edges:
        if isinstance(edge, dict):
            check_keys(edge, EDGE_KEYS, name, " on an edge")
            a, b = edge.get("from", edge.get("source")), edge.get("to", edge.get("target"))
            edge_line = edge.get("__line__")
        elif isinstance(edge, list | tuple) and len(edge) == 2:
            (a, b), edge_line = edge, None
        elif isinstance(edge, str) and (pair := EDGE.fullmatch(edge.strip())):
            (a, b), edge_line = pair.groups(), None
        else:
            raise InputError(name, f"cannot read edge {clip(edge)}: write it as [from, to]",
                             line)
        if a is None or b is None:
            raise InputError(name, f"edge {clip(edge)} needs both ends", edge_line or line)
        parsed.append((_id_of(a, name, edge_line or line, limits, "an edge end"),
                       _id_of(b, name, edge_line or line, limits, "an edge end"), edge_line))
    return build_workflow(steps, parsed, name, chain_if_no_edges=False, limits=limits)


def _from_steps(items: Any, name: str, limits: InputLimits = DEFAULT_LIMITS) -> Workflow:
    if not isinstance(items, list):
        raise InputError(name, "'steps' must be a list of {id, description, depends_on}")
    check_count(len(items), "steps", limits.max_steps, name, None)
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
        step_id = _id_of(item.get("id", i), name, line, limits, "a step id")
        check_keys(item, STEP_KEYS, name, f" on step {clip(step_id)}")
        steps.append(Step(step_id, _text_of(item, name, line, step_id), line,
                          _critical(item, name, line, step_id)))
        if "depends_on" in item:
            declared = True
            deps = item["depends_on"] or []
            if isinstance(deps, str | int):
                deps = [deps]
            if not isinstance(deps, list):
                raise InputError(name, f"step {clip(step_id)}: 'depends_on' must be a list "
                                       "of ids", line)
            edges.extend((_id_of(dep, name, line, limits, "a depends_on id"), step_id, line)
                         for dep in deps)
            check_count(len(edges), "edges", limits.max_edges, name, line)
    return build_workflow(steps, edges, name, chain_if_no_edges=not declared, limits=limits)


def _text_of(item: dict, name: str, line: int | None, step_id: str) -> str:
    for key in TEXT_KEYS:
        value = item.get(key)
        if isinstance(value, str):
            return value.strip()
    given = [k for k in TEXT_KEYS if k in item]
    found = (f"its '{given[0]}' is {type(item[given[0]]).__name__}, not a string" if given
             else "it has none; its keys: "
             + (", ".join(str(k) for k in item if k not in RECORDED) or "none"))
    raise InputError(name, f"step {clip(step_id)} needs a 'description' string ({found})",
                     line)


def _critical(item: dict, name: str, line: int | None, step_id: str) -> bool:
    """The step's ``critical`` flag: true or false, default false."""
    value = item.get("critical", False)
    if not isinstance(value, bool):
        lines = item.get(KEY_LINES) or {}
        raise InputError(name, f"step {clip(step_id)}: 'critical' must be true or false, "
                               f"found {clip(value, 40)}", lines.get("critical", line))
    return value
