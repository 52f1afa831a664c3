"""Read workflow files (WorFBench text, JSON, YAML) into validated :class:`Workflow` objects.

Every problem raises :class:`InputError` naming the file and, where known, the line. Every file
is bounded (:class:`~wfgate.config.InputLimits`): its size before it is read, its nesting before
it is built, its steps, edges, ids and texts while it is built. YAML aliases are refused before
they could expand and duplicate keys are errors, so a hostile file costs an error, never the run.

One module per concern: ``reading`` (bounded bytes of a regular file), ``worfbench`` (the
``Node:`` / ``Edge:`` text), ``yaml_format`` and ``json_format`` (documents with lines
recorded), ``mapping`` (a document into steps and edges), ``validate`` (ids, edges, a DAG),
``limits`` (what they share).
"""

from __future__ import annotations

from pathlib import Path

from ..config import InputLimits
from ..errors import InputError
from ..workflow import Workflow
from .json_format import load_json
from .limits import DEFAULT_LIMITS, MAX_NUMBER_CHARS
from .mapping import from_mapping
from .reading import read_workflow_bytes
from .worfbench import parse_worfbench
from .yaml_format import load_yaml

__all__ = ["DEFAULT_LIMITS", "MAX_NUMBER_CHARS", "WORKFLOW_SUFFIXES", "load_workflow",
           "parse_worfbench", "parse_workflow", "read_workflow_bytes"]

WORKFLOW_SUFFIXES = (".txt", ".wf", ".json", ".yaml", ".yml")


def load_workflow(path: str | Path, display: str | None = None,
                  limits: InputLimits = DEFAULT_LIMITS) -> Workflow:
    """Parse and validate one workflow file. ``display`` is the name used in messages."""
    path = Path(path)
    name = display or str(path)
    raw = read_workflow_bytes(path, name, limits.max_file_bytes)
    return parse_workflow(raw, name, suffix=path.suffix.lower(), limits=limits)


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
        return from_mapping(load_json(text, name, limits), name, limits)
    if suffix in (".yaml", ".yml"):
        return from_mapping(load_yaml(text, name, limits), name, limits)
    stripped = text.lstrip()
    if stripped.startswith("{"):
        return from_mapping(load_json(text, name, limits), name, limits)
    if stripped.lower().startswith("node"):
        return parse_worfbench(text, name, limits)
    return from_mapping(load_yaml(text, name, limits), name, limits)


def _decode(raw: bytes, name: str) -> str:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise InputError(name, f"not UTF-8 text (byte 0x{raw[exc.start]:02x} at offset "
                               f"{exc.start}); save the file as UTF-8", line) from None
    return text.removeprefix("\ufeff")
