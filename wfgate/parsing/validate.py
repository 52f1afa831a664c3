"""Validation shared by every format: unique ids, edges between defined steps, a DAG."""

from __future__ import annotations

from ..config import InputLimits
from ..errors import InputError
from ..workflow import END, START, VIRTUAL, Step, Workflow, topological_order
from .limits import DEFAULT_LIMITS, check_count, clip, cut


def build_workflow(steps: list[Step], edges: list[tuple[str, str, int | None]], name: str,
           chain_if_no_edges: bool, limits: InputLimits = DEFAULT_LIMITS) -> Workflow:
    if not steps:
        raise InputError(name, "the workflow has no steps")
    check_count(len(steps), "steps", limits.max_steps, name, None)
    check_count(len(edges), "edges", limits.max_edges, name, None)
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
            raise InputError(name, f"duplicate step id {clip(step.id)}{where}", step.line)
        if not step.text:
            raise InputError(name, f"step {clip(step.id)} has an empty description",
                             step.line)
        if len(step.text) > limits.max_text_chars:
            raise InputError(name, f"step {clip(step.id)} has a description of "
                                   f"{len(step.text)} characters, more than "
                                   f"limits.max_text_chars={limits.max_text_chars}", step.line)
        seen[step.id] = step
    real: list[tuple[str, str]] = []
    unique: set[tuple[str, str]] = set()  # linear de-duplication, listing order kept
    for a, b, line in edges:
        for end in (a, b):
            if end not in seen and end not in VIRTUAL:
                raise InputError(name, f"edge ({clip(a, 40)},{clip(b, 40)}) refers to step "
                                       f"{clip(end)}, which is not defined", line)
        if a == END or b == START:
            raise InputError(name, f"edge ({a},{b}) runs the wrong way through {START}/{END}",
                             line)
        if a == b:
            raise InputError(name, f"edge ({clip(a, 40)},{clip(b, 40)}) is a self-loop: "
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
                               f"{cut(', '.join(stuck), 200)}", line) from None
    return workflow
