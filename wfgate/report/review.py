"""The changes a reviewer should see in one workflow, passing or not: the one list the
headline ("PASS with 2 changes to review"), the annotations and ``fail_on: changes`` read.

:func:`changes_to_review` is the single place that says what counts as a change: every diff
step entry that is not ``unchanged`` or ``paraphrased`` (a kind this module does not know is
still a change, described generically), every precedence edge one side lacks that no moved
step explains, and every finding the report kept (those of modes that did not clearly pass:
weak findings left unconfirmed among them). A finding and a diff entry about the same step
are one change: the finding's words are kept.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from .changes import ReviewChange
from .results import Diff, FindingResult, StepChange, StepRef, WorkflowResult

# Diff kinds that are no change to review: the same step, at most reworded, or split over
# consecutive steps that say the same together (a change of granularity, harmless by itself).
KEPT_KINDS = frozenset({"unchanged", "paraphrased", "split"})


def candidates_of(change: StepChange) -> tuple[StepRef, ...]:
    """Every candidate step a diff entry names: its ``candidate`` and, for kinds that name
    several (a golden step split over consecutive candidate steps), their ``candidates``."""
    extra = change.candidates
    first = () if change.candidate is None else (change.candidate,)
    return first + tuple(ref for ref in extra if ref not in first)


def changes_to_review(workflow: WorkflowResult) -> tuple[ReviewChange, ...]:
    """What changed in ``workflow`` that a reviewer should see (module docstring); empty for
    an erroring workflow or one whose report has no diff."""
    diff = workflow.diff
    if diff is None:
        return ()
    lines = _candidate_lines(diff)
    found = [_finding_change(f, diff, lines) for f in workflow.findings or ()]
    golden = {c.golden_step for c in found if c.golden_step is not None}
    candidate = {c.candidate_step for c in found if c.candidate_step is not None}
    steps = [c for c in _step_changes(diff)
             if not ((c.golden_step is None or c.golden_step in golden)
                     and (c.candidate_step is None or c.candidate_step in candidate))]
    found.sort(key=lambda c: not c.strong)
    waits = {(f.related_step, f.golden_step) for f in workflow.findings or ()
             if f.mode == "lost_dependencies"}
    return tuple(found + steps + _edge_changes(diff, lines, waits))


def _candidate_lines(diff: Diff) -> dict[str, int | None]:
    """Candidate step id -> its line; a golden step id (prefixed ``g:``) -> its partner's."""
    lines: dict[str, int | None] = {}
    for change in diff.steps:
        for ref in candidates_of(change):
            lines.setdefault(ref.id, ref.line)
            if change.golden is not None and change.kind not in ("merged",):
                lines.setdefault("g:" + change.golden.id, ref.line)
    return lines


def _expected_line(diff: Diff, position: int) -> int | None:
    """Where a golden step without a partner was expected: after the candidate step of its
    nearest golden predecessor that has one, else at the one of its nearest successor."""
    golden = [c for c in diff.steps if c.golden is not None]
    index = next((i for i, c in enumerate(golden) if c is diff.steps[position]), None)
    if index is None:
        return None
    before = [c for c in reversed(golden[:index]) if c.candidate is not None]
    after = [c for c in golden[index + 1:] if c.candidate is not None]
    for near in before + after:
        assert near.candidate is not None
        if near.candidate.line is not None:
            return near.candidate.line
    return None


def _step_changes(diff: Diff) -> list[ReviewChange]:
    out = []
    for position, change in enumerate(diff.steps):
        if change.kind in KEPT_KINDS:
            continue
        g, cands = change.golden, candidates_of(change)
        first = cands[0] if cands else None
        line = first.line if first is not None else _expected_line(diff, position)
        out.append(ReviewChange(change.kind, _describe(change, g, cands),
                                None if g is None else g.id,
                                None if first is None else first.id, line))
    return out


def _describe(change: StepChange, g: StepRef | None, cands: Sequence[StepRef]) -> str:
    """A diff entry in one line, by its kind (an unknown kind reads as "changed")."""
    ids = ", ".join(c.id for c in cands)
    if change.kind == "missing" and g is not None:
        return f"step {g.id} is missing: {g.text}"
    if change.kind == "merged" and g is not None:
        return f"step {g.id} was merged into candidate step {ids}: {g.text}"
    if change.kind == "extra" and cands:
        return f"new step {cands[0].id}: {cands[0].text}"
    if change.kind == "reordered" and g is not None:
        return f"step {g.id} moved (candidate step {ids}): {g.text}"
    if change.kind == "split" and g is not None:
        return f"step {g.id} was split into candidate steps {ids}: {g.text}"
    if g is not None:
        into = f" (candidate step {ids})" if ids else ""
        return f"step {g.id} {change.kind}{into}: {g.text}"
    return f"candidate step {ids} {change.kind}: {cands[0].text if cands else ''}".rstrip(": ")


def _finding_change(f: FindingResult, diff: Diff, lines: Mapping[str, int | None]
                    ) -> ReviewChange:
    line = None
    if f.candidate_step is not None:
        line = lines.get(f.candidate_step)
    if line is None and f.golden_step is not None:
        line = lines.get("g:" + f.golden_step)
        if line is None:
            position = next((i for i, c in enumerate(diff.steps)
                             if c.golden is not None and c.golden.id == f.golden_step), None)
            line = None if position is None else _expected_line(diff, position)
    summary = f.summary + ("" if f.strong else " (weak)")
    return ReviewChange("finding", summary, f.golden_step, f.candidate_step, line, f.mode,
                        f.strong)


def _edge_changes(diff: Diff, lines: Mapping[str, int | None],
                  said: Collection[tuple[str | None, str | None]] = ()) -> list[ReviewChange]:
    """Precedence lost or added between kept steps, unless a moved step explains it or a
    lost-dependency finding (``said``: (waited for, waiting)) already names it."""
    moved = {c.golden.id for c in diff.steps if c.kind == "reordered" and c.golden is not None}
    out = []
    for kind, edges, words in (("precedence_lost", diff.edges.missing, "no longer comes before"),
                               ("precedence_added", diff.edges.extra, "now comes before")):
        for a, b in edges:
            if a in moved or b in moved or (kind == "precedence_lost" and (a, b) in said):
                continue
            out.append(ReviewChange(kind, f"step {a} {words} step {b}", a, None,
                                    lines.get("g:" + b)))
    return out


def review_headline(count: int) -> str:
    """``"PASS with 2 changes to review"`` (singular and plural right)."""
    return f"PASS with {count} change{'s' if count != 1 else ''} to review"


def run_headline(verdicts: Sequence[str], changes: int) -> str:
    """The run's verdict in words: ``PASS``, ``PASS with 2 changes to review``, ``FAIL``,
    ``ERROR`` (``changes``: those of the passing workflows)."""
    if "error" in verdicts:
        return "ERROR"
    if "fail" in verdicts:
        return "FAIL"
    return review_headline(changes) if changes else "PASS"
