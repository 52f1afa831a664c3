"""The WorFBench ``Node:`` / ``Edge:`` text format."""

from __future__ import annotations

import re

from ..config import InputLimits
from ..errors import InputError
from ..workflow import Step, Workflow
from .limits import DEFAULT_LIMITS, check_count, clip
from .validate import build_workflow

_NODE_LINE = re.compile(r"^\s*(\d+)\s*[:.)]\s*(.*)$")
EDGE = re.compile(r"\(\s*([^,()\s]+)\s*,\s*([^,()\s]+)\s*\)")
_EDGE_RUN = re.compile(r"^(?:[-*]\s*)?(?:\(\s*[^,()\s]+\s*,\s*[^,()\s]+\s*\)[\s,;]*)+")


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
                check_count(len(steps), "steps", limits.max_steps, name, lineno)
            elif not steps or not _is_prose(stripped):
                raise InputError(name, f"cannot read step line {clip(stripped)}: write steps "
                                       "as '<number>: <text>'", lineno)
        elif section == "edge":
            edges.extend((a, b, lineno) for a, b in _edge_pairs(stripped, name, lineno))
            check_count(len(edges), "edges", limits.max_edges, name, lineno)
        else:
            raise InputError(name, "expected a 'Node:' header before any step", lineno)
    if section is None:
        raise InputError(name, "no 'Node:' section found")
    return build_workflow(steps, edges, name, chain_if_no_edges=False, limits=limits)


def _is_prose(line: str) -> bool:
    """A heading ("Graph:"), a sentence of four words or more, or decoration ("**")."""
    core = line.strip("*#_` ")
    return core.endswith(":") or len(core.split()) >= 4 or not any(c.isalnum() for c in core)


def _edge_pairs(line: str, name: str, lineno: int) -> list[tuple[str, str]]:
    """The (A,B) pairs at the start of an edge line; commentary after them is ignored."""
    match = _EDGE_RUN.match(line)
    if match:
        return EDGE.findall(match.group(0))
    if not _is_prose(line):
        raise InputError(name, f"cannot read edge text {clip(line)}: write edges as (A,B) "
                               "pairs", lineno)
    return []  # a prose line
