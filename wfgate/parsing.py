"""Read workflow files (WorFBench text, JSON, YAML) into validated :class:`Workflow` objects.

Every problem raises :class:`InputError` naming the file and, where known, the line. Every file
is bounded (:class:`~wfgate.config.InputLimits`): its size before it is read, its nesting before
it is built, its steps, edges, ids and texts while it is built. YAML aliases are refused before
they could expand and duplicate keys are errors, so a hostile file costs an error, never the run.
"""

from __future__ import annotations

import bisect
import json
import json.decoder
import json.scanner
import os
import re
import stat
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

import yaml

from .config import InputLimits
from .errors import InputError
from .workflow import END, START, VIRTUAL, Step, Workflow, topological_order

WORKFLOW_SUFFIXES = (".txt", ".wf", ".json", ".yaml", ".yml")
DEFAULT_LIMITS = InputLimits()
# A number in a workflow file is an id at most; longer ones are refused before int() (Python
# refuses to print ints of more than 4,300 digits, and nothing here needs them).
MAX_NUMBER_CHARS = 100

_NODE_LINE = re.compile(r"^\s*(\d+)\s*[:.)]\s*(.*)$")
_EDGE = re.compile(r"\(\s*([^,()\s]+)\s*,\s*([^,()\s]+)\s*\)")
_EDGE_RUN = re.compile(r"^(?:[-*]\s*)?(?:\(\s*[^,()\s]+\s*,\s*[^,()\s]+\s*\)[\s,;]*)+")
_JSON_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.DOTALL)
_FILE_KINDS = ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a named pipe (FIFO)"),
               (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
               (stat.S_ISSOCK, "a socket"))


class _Refused(Exception):
    """A limit or rule broken inside a parser; becomes an :class:`InputError` with the line."""

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.line = line


# --- reading --------------------------------------------------------------------------------

def load_workflow(path: str | Path, display: str | None = None,
                  limits: InputLimits = DEFAULT_LIMITS) -> Workflow:
    """Parse and validate one workflow file. ``display`` is the name used in messages."""
    path = Path(path)
    name = display or str(path)
    raw = read_workflow_bytes(path, name, limits.max_file_bytes)
    return parse_workflow(raw, name, suffix=path.suffix.lower(), limits=limits)


def read_workflow_bytes(path: str | Path, name: str, max_bytes: int,
                        roots: Sequence[str | Path] = ()) -> bytes:
    """The bytes of a regular file, at most ``max_bytes`` of them, never read unboundedly.

    With ``roots``, the file (after following symlinks) must lie below one of them. A symlink
    leading elsewhere, a FIFO, a device or a socket is refused without being opened.
    """
    path = Path(path)
    try:
        if roots:
            resolved = path.resolve(strict=True)
            allowed = [Path(root).resolve() for root in roots]
            if not any(resolved.is_relative_to(root) for root in allowed):
                raise InputError(name, f"a symlink to {_cut(str(resolved), 120)}, outside the "
                                       "folders being checked: refused, not read")
        info = os.stat(path)
        _require_regular(info, name)
        if info.st_size > max_bytes:
            raise InputError(name, f"the file has {info.st_size} bytes, more than "
                                   f"limits.max_file_bytes={max_bytes}; not read")
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
        with os.fdopen(os.open(path, flags), "rb") as handle:
            _require_regular(os.fstat(handle.fileno()), name)  # the file actually opened
            raw = handle.read(max_bytes + 1)
    except InputError:
        raise
    except (OSError, RuntimeError) as exc:  # RuntimeError: a symlink loop (Python < 3.13)
        reason = getattr(exc, "strerror", None) or str(exc)
        raise InputError(name, f"cannot read the file: {reason}") from None
    if len(raw) > max_bytes:
        raise InputError(name, f"the file grew past limits.max_file_bytes={max_bytes} while "
                               "it was read")
    return raw


def _require_regular(info: os.stat_result, name: str) -> None:
    if stat.S_ISREG(info.st_mode):
        return
    kind = next((label for test, label in _FILE_KINDS if test(info.st_mode)), "a special file")
    raise InputError(name, f"{kind}, not a regular file: refused, not read")


def parse_workflow(raw: bytes | str, name: str, suffix: str = "",
                   limits: InputLimits = DEFAULT_LIMITS) -> Workflow:
    """Parse workflow content; the format comes from ``suffix``, else from the content."""
    size = len(raw) if isinstance(raw, bytes) else len(raw.encode("utf-8", "surrogatepass"))
    if size > limits.max_file_bytes:
        raise InputError(name, f"the file has {size} bytes, more than "
                               f"limits.max_file_bytes={limits.max_file_bytes}")
    text = _decode(raw, name) if isinstance(raw, bytes) else raw
    if not text.strip():
        raise InputError(name, "the file is empty: a workflow needs at least one step")
    if suffix == ".json":
        return _from_mapping(_load_json(text, name, limits), name, limits)
    if suffix in (".yaml", ".yml"):
        return _from_mapping(_load_yaml(text, name, limits), name, limits)
    stripped = text.lstrip()
    if stripped.startswith("{"):
        return _from_mapping(_load_json(text, name, limits), name, limits)
    if stripped.lower().startswith("node"):
        return parse_worfbench(text, name, limits)
    return _from_mapping(_load_yaml(text, name, limits), name, limits)


def _decode(raw: bytes, name: str) -> str:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise InputError(name, f"not UTF-8 text (byte 0x{raw[exc.start]:02x} at offset "
                               f"{exc.start}); save the file as UTF-8", line) from None
    return text.removeprefix("\ufeff")


def _cut(text: str, size: int = 60) -> str:
    """Text from the file, cut so that a message stays one short line."""
    return text if len(text) <= size else text[:size - 3] + "..."


def _clip(value: Any, size: int = 60) -> str:
    """``repr`` of a value from the file, cut to ``size`` characters."""
    return _cut(repr(value), size)


# --- WorFBench text ----------------------------------------------------------------------

def parse_worfbench(text: str, name: str, limits: InputLimits = DEFAULT_LIMITS) -> Workflow:
    """Parse the WorFBench ``Node:`` / ``Edge:`` text format.

    Real WorFBench records carry prose between and after the lists ("Here is the workflow:",
    "- (1, 2): because ..."), so prose lines after the first step, and commentary after the
    edge pairs at the start of an edge line, are skipped. A short line that is neither a step
    nor an edge list is an error, so a typo is never silently dropped.
    """
    steps: list[Step] = []
    edges: list[tuple[str, str, int | None]] = []
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
                _check_count(len(steps), "steps", limits.max_steps, name, lineno)
            elif not steps or not _is_prose(stripped):
                raise InputError(name, f"cannot read step line {_clip(stripped)}: write steps "
                                       "as '<number>: <text>'", lineno)
        elif section == "edge":
            edges.extend((a, b, lineno) for a, b in _edge_pairs(stripped, name, lineno))
            _check_count(len(edges), "edges", limits.max_edges, name, lineno)
        else:
            raise InputError(name, "expected a 'Node:' header before any step", lineno)
    if section is None:
        raise InputError(name, "no 'Node:' section found")
    return _build(steps, edges, name, chain_if_no_edges=False, limits=limits)


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
        raise InputError(name, f"cannot read edge text {_clip(line)}: write edges as (A,B) "
                               "pairs", lineno)
    return []  # a prose line


def _check_count(count: int, what: str, limit: int, name: str, line: int | None) -> None:
    if count > limit:
        raise InputError(name, f"more than limits.max_{what}={limit} {what}", line)


# --- JSON / YAML ---------------------------------------------------------------------------

class _LineLoader(yaml.SafeLoader):
    """A YAML loader that records the line of each mapping under the key ``__line__``, refuses
    aliases (before anything could expand), duplicate keys, nesting deeper than ``max_depth``
    and numbers longer than :data:`MAX_NUMBER_CHARS`."""

    max_depth = DEFAULT_LIMITS.max_depth
    _depth = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()
            raise _Refused(f"YAML aliases (*{_clip(event.anchor, 40)}) are not allowed in "
                           "workflow files; write the value out", event.start_mark.line + 1)
        self._depth += 1
        try:
            if self._depth > self.max_depth:
                raise _Refused(f"nested deeper than limits.max_depth={self.max_depth}",
                               self.peek_event().start_mark.line + 1)
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


def _construct_mapping(loader: _LineLoader, node: yaml.MappingNode) -> dict:
    seen: dict[Any, int] = {}
    for key_node, _ in node.value:
        key = loader.construct_object(key_node, deep=True)
        line = key_node.start_mark.line + 1
        try:
            if key in seen:
                raise _Refused(f"duplicate key {_clip(key, 40)} (first on line {seen[key]})",
                               line)
            seen[key] = line
        except TypeError:
            continue  # an unhashable key: construct_mapping reports it
    mapping = loader.construct_mapping(node, deep=True)
    mapping["__line__"] = node.start_mark.line + 1
    return mapping


def _construct_int(loader: _LineLoader, node: yaml.ScalarNode) -> int:
    if len(node.value) > MAX_NUMBER_CHARS:
        raise _Refused(f"a number of {len(node.value)} characters (more than "
                       f"{MAX_NUMBER_CHARS}); quote it if it is an id",
                       node.start_mark.line + 1)
    return loader.construct_yaml_int(node)


_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
_LineLoader.add_constructor("tag:yaml.org,2002:int", _construct_int)

# libyaml parses about 8x faster than the pure-Python parser (a 700 kB file: 0.9 s, not 7 s);
# its events are checked first (depth, aliases), then the same constructors build the data.
_EventLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
if _EventLoader is yaml.SafeLoader:
    _YamlLoader: type = _LineLoader
else:
    class _CLineLoader(_EventLoader):  # type: ignore[misc, valid-type]
        """:class:`_LineLoader`'s constructors over libyaml's parser."""

    _CLineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG,
                                 _construct_mapping)
    _CLineLoader.add_constructor("tag:yaml.org,2002:int", _construct_int)
    _YamlLoader = _CLineLoader


def _check_yaml_events(text: str, limit: int) -> None:
    """Walk the event stream (no recursion, nothing built): refuse an alias before anything
    could expand, and nesting deeper than ``limit`` before the recursive composer runs."""
    parser = _EventLoader(text)
    depth = 0
    try:
        while parser.check_event():
            event = parser.get_event()
            if isinstance(event, yaml.AliasEvent):
                raise _Refused(f"YAML aliases (*{_clip(event.anchor, 40)}) are not allowed in "
                               "workflow files; write the value out", _line_of(event.start_mark))
            if isinstance(event, yaml.MappingStartEvent | yaml.SequenceStartEvent):
                depth += 1
                if depth > limit:
                    raise _Refused(f"nested deeper than limits.max_depth={limit}",
                                   _line_of(event.start_mark))
            elif isinstance(event, yaml.MappingEndEvent | yaml.SequenceEndEvent):
                depth -= 1
    finally:
        parser.dispose()


class _Mark(Protocol):
    """A position in a YAML stream (the pure-Python and libyaml parsers have one each)."""

    line: int


def _line_of(mark: _Mark | None) -> int | None:
    """The 1-based line of a parser mark (every event has one; the stubs allow None)."""
    return mark.line + 1 if mark is not None else None


def _load_yaml(text: str, name: str, limits: InputLimits = DEFAULT_LIMITS) -> Any:
    loader = None
    try:
        _check_yaml_events(text, limits.max_depth)
        loader = _YamlLoader(text)
        loader.max_depth = limits.max_depth
        return loader.get_single_data()
    except _Refused as exc:
        raise InputError(name, exc.message, exc.line) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        if "maximum nesting depth" in problem:  # libyaml's own bound, past ours
            raise InputError(name, f"nested deeper than limits.max_depth={limits.max_depth}",
                             mark.line + 1 if mark else None) from None
        raise InputError(name, f"not valid YAML: {problem}",
                         mark.line + 1 if mark else None) from None
    except RecursionError:  # a limits.max_depth the parser cannot follow
        raise InputError(name, f"nested too deeply to read (limits.max_depth="
                               f"{limits.max_depth})") from None
    finally:
        if loader is not None:
            loader.dispose()


def _load_json(text: str, name: str, limits: InputLimits = DEFAULT_LIMITS) -> Any:
    _check_json_depth(text, name, limits.max_depth)
    try:
        return _LineDecoder(text).decode(text)
    except _Refused as exc:
        raise InputError(name, exc.message, exc.line) from None
    except json.JSONDecodeError as exc:
        raise InputError(name, f"not valid JSON: {exc.msg}", exc.lineno) from None
    except RecursionError:
        raise InputError(name, f"nested too deeply to read (limits.max_depth="
                               f"{limits.max_depth})") from None


def _check_json_depth(text: str, name: str, limit: int) -> None:
    """Refuse nesting deeper than ``limit`` in one linear pass, before the recursive decoder
    sees the text (strings are skipped whole)."""
    if text.count("[") + text.count("{") <= limit:
        return
    depth = 0
    for match in _JSON_TOKENS.finditer(text):
        token = match.group(0)
        if token in "[{":
            depth += 1
            if depth > limit:
                line = text.count("\n", 0, match.start()) + 1
                raise InputError(name, f"nested deeper than limits.max_depth={limit}", line)
        elif token in "]}":
            depth -= 1


def _unique_pairs(pairs: list[tuple[str, Any]]) -> dict:
    mapping: dict = {}
    for key, value in pairs:
        if key in mapping:
            raise _Refused(f"duplicate key {_clip(key, 40)}")
        mapping[key] = value
    return mapping


def _bounded_int(digits: str) -> int:
    if len(digits) > MAX_NUMBER_CHARS:
        raise _Refused(f"a number of {len(digits)} digits (more than {MAX_NUMBER_CHARS}); "
                       "quote it if it is an id")
    return int(digits)


class _LineDecoder(json.JSONDecoder):
    """JSON with the line of each object's ``{`` under ``__line__``, as :class:`_LineLoader`
    records for YAML (the pure-Python scanner calls ``parse_object`` with the position;
    PyYAML on the same text was 10x slower: a third of a 200-pair run's non-model time).
    Duplicate keys and over-long numbers are refused."""

    def __init__(self, text: str) -> None:
        super().__init__(object_pairs_hook=_unique_pairs, parse_int=_bounded_int)
        newlines = [match.start() for match in re.finditer("\n", text)]

        def line_of(position: int) -> int:
            return bisect.bisect_left(newlines, position) + 1

        def parse_object(s_and_end, *args, **kwargs):
            try:
                mapping, end = json.decoder.JSONObject(s_and_end, *args, **kwargs)
            except _Refused as exc:
                if exc.line is None:
                    exc.line = line_of(s_and_end[1] - 1)
                raise
            mapping["__line__"] = line_of(s_and_end[1] - 1)
            return mapping, end

        self.parse_object = parse_object
        # The pure-Python scanner (the C one ignores parse_object); typeshed omits its name.
        self.scan_once = json.scanner.py_make_scanner(self)  # type: ignore[attr-defined]


def _from_mapping(data: Any, name: str, limits: InputLimits = DEFAULT_LIMITS) -> Workflow:
    if not isinstance(data, dict):
        raise InputError(name, "expected a mapping with 'nodes' and 'edges', or 'steps', "
                               f"at the top level, found {type(data).__name__}")
    task = data.get("task")
    if "steps" in data:
        workflow = _from_steps(data["steps"], name, limits)
    elif "nodes" in data:
        workflow = _from_nodes(data["nodes"], data.get("edges"), name,
                               data.get("__line__"), limits)
    else:
        keys = sorted(k if isinstance(k, str) else _clip(k, 40)
                      for k in data if k != "__line__")
        raise InputError(name, f"no 'steps' or 'nodes' key (found: "
                               f"{_cut(', '.join(keys) or 'none', 200)})",
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
    _check_count(len(nodes), "steps", limits.max_steps, name, line)
    steps = []
    for i, node in enumerate(nodes, start=1):
        if isinstance(node, dict):
            node_line = node.get("__line__")
            text = _text_of(node, name, node_line)
            steps.append(Step(_id_of(node.get("id", i), name, node_line, limits, "a step id"),
                              text, node_line))
        elif isinstance(node, str):
            steps.append(Step(str(i), node.strip(), None))
        else:
            raise InputError(name, f"node {i} must be a string or a mapping, "
                                   f"found {type(node).__name__}", line)
    if edges is None:
        return _build(steps, [], name, chain_if_no_edges=True, limits=limits)
    if not isinstance(edges, list):
        raise InputError(name, "'edges' must be a list of [from, to] pairs", line)
    _check_count(len(edges), "edges", limits.max_edges, name, line)
    parsed = []
    for edge in edges:
        if isinstance(edge, dict):
            a, b = edge.get("from", edge.get("source")), edge.get("to", edge.get("target"))
            edge_line = edge.get("__line__")
        elif isinstance(edge, list | tuple) and len(edge) == 2:
            (a, b), edge_line = edge, None
        elif isinstance(edge, str) and (pair := _EDGE.fullmatch(edge.strip())):
            (a, b), edge_line = pair.groups(), None
        else:
            raise InputError(name, f"cannot read edge {_clip(edge)}: write it as [from, to]",
                             line)
        if a is None or b is None:
            raise InputError(name, f"edge {_clip(edge)} needs both ends", edge_line or line)
        parsed.append((_id_of(a, name, edge_line or line, limits, "an edge end"),
                       _id_of(b, name, edge_line or line, limits, "an edge end"), edge_line))
    return _build(steps, parsed, name, chain_if_no_edges=False, limits=limits)


def _from_steps(items: Any, name: str, limits: InputLimits = DEFAULT_LIMITS) -> Workflow:
    if not isinstance(items, list):
        raise InputError(name, "'steps' must be a list of {id, description, depends_on}")
    _check_count(len(items), "steps", limits.max_steps, name, None)
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
        steps.append(Step(step_id, _text_of(item, name, line), line))
        if "depends_on" in item:
            declared = True
            deps = item["depends_on"] or []
            if isinstance(deps, str | int):
                deps = [deps]
            if not isinstance(deps, list):
                raise InputError(name, f"step {_clip(step_id)}: 'depends_on' must be a list "
                                       "of ids", line)
            edges.extend((_id_of(dep, name, line, limits, "a depends_on id"), step_id, line)
                         for dep in deps)
            _check_count(len(edges), "edges", limits.max_edges, name, line)
    return _build(steps, edges, name, chain_if_no_edges=not declared, limits=limits)


def _text_of(item: dict, name: str, line: int | None) -> str:
    for key in ("description", "text", "name", "step"):
        value = item.get(key)
        if isinstance(value, str):
            return value.strip()
    raise InputError(name, "a step needs a 'description' string", line)


# --- validation ----------------------------------------------------------------------------

def _build(steps: list[Step], edges: list[tuple[str, str, int | None]], name: str,
           chain_if_no_edges: bool, limits: InputLimits = DEFAULT_LIMITS) -> Workflow:
    if not steps:
        raise InputError(name, "the workflow has no steps")
    _check_count(len(steps), "steps", limits.max_steps, name, None)
    _check_count(len(edges), "edges", limits.max_edges, name, None)
    seen: dict[str, Step] = {}
    for step in steps:
        if len(step.id) > limits.max_id_chars:
            raise InputError(name, f"a step id has {len(step.id)} characters, more than "
                                   f"limits.max_id_chars={limits.max_id_chars}", step.line)
        if step.id in VIRTUAL:
            raise InputError(name, f"step id {step.id!r} is reserved for the virtual "
                                   "start/end nodes", step.line)
        if step.id in seen:
            first = seen[step.id].line
            where = f" (first defined on line {first})" if first else ""
            raise InputError(name, f"duplicate step id {_clip(step.id)}{where}", step.line)
        if not step.text:
            raise InputError(name, f"step {_clip(step.id)} has an empty description",
                             step.line)
        if len(step.text) > limits.max_text_chars:
            raise InputError(name, f"step {_clip(step.id)} has a description of "
                                   f"{len(step.text)} characters, more than "
                                   f"limits.max_text_chars={limits.max_text_chars}", step.line)
        seen[step.id] = step
    real: list[tuple[str, str]] = []
    unique: set[tuple[str, str]] = set()  # linear de-duplication, listing order kept
    for a, b, line in edges:
        for end in (a, b):
            if end not in seen and end not in VIRTUAL:
                raise InputError(name, f"edge ({_clip(a, 40)},{_clip(b, 40)}) refers to step "
                                       f"{_clip(end)}, which is not defined", line)
        if a == END or b == START:
            raise InputError(name, f"edge ({a},{b}) runs the wrong way through {START}/{END}",
                             line)
        if a == b:
            raise InputError(name, f"edge ({_clip(a, 40)},{_clip(b, 40)}) is a self-loop: "
                                   "not a DAG", line)
        if a not in VIRTUAL and b not in VIRTUAL and (a, b) not in unique:
            unique.add((a, b))
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
                               f"{_cut(', '.join(stuck), 200)}", line) from None
    return workflow
