"""Split a check across CI jobs and merge the shard reports back into one.

A pair belongs to shard ``1 + hash(workflow id) mod n`` (sha256 of the id): stable across runs
and machines, and adding or removing a workflow never moves the others. Each shard report
records where its workflows sit in the full pairing (``Report.shard``), so the merge puts
them back in order, notices a missing or repeated shard, and gives the report the unsharded run
would have given (apart from ``timings`` and ``embedding_cache``, which are summed).
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import fields, replace
from typing import Any, TypeVar

from .errors import UsageError
from .pairing import Pair
from .report.model import ModeCounts, Report, ShardInfo, Summary, Timings, WorkflowResult
from .report.review import run_headline
from .verdicts import run_verdict

# What every shard of one run must agree on (each computes the rest for itself).
SHARED_FIELDS = ("schema_version", "tool", "version", "signature", "signature_fields",
                 "config", "callouts", "head_sha")
T = TypeVar("T")
D = TypeVar("D", bound=Any)

def parse_shard(text: str) -> tuple[int, int]:
    """``"I/N"`` (1 <= I <= N) as ``(I, N)``."""
    try:
        index, count = (int(part) for part in text.split("/"))
    except ValueError:
        raise UsageError(f"--shard {text!r}: write I/N, e.g. 2/4") from None
    if not 1 <= index <= count:
        raise UsageError(f"--shard {text!r}: I must be between 1 and N")
    return index, count


def shard_of(workflow_id: str, count: int) -> int:
    """The shard (1-based) a workflow id belongs to among ``count``."""
    digest = hashlib.sha256(workflow_id.encode()).digest()
    return 1 + int.from_bytes(digest[:8], "big") % count


def select_shard(pairs: Sequence[Pair], index: int, count: int) -> list[Pair]:
    """The pairs of shard ``index`` of ``count``, in their original order."""
    return [p for p in pairs if shard_of(p.id, count) == index]


def shard_record(pairs: Sequence[Pair], index: int, count: int) -> ShardInfo:
    """What a shard report carries so the merge can rebuild the full order."""
    return ShardInfo(index, count, len(pairs),
                     tuple(i for i, p in enumerate(pairs) if shard_of(p.id, count) == index))


def read_shard_report(data: object, name: str) -> Report:
    """A shard report from its JSON (an artifact another job uploaded: its shape is not
    trusted); UsageError naming ``name`` when it is not a wfgate report."""
    try:
        return Report.from_json(data)
    except ValueError as exc:
        raise UsageError(f"merge: {name} is damaged or not a wfgate report ({exc}); re-run "
                         "its shard") from None


def merge_reports(reports: Sequence[Report]) -> Report:
    """One report from the reports of shards 1..n of one run; raises UsageError when they do
    not form exactly one complete run."""
    if not reports:
        raise UsageError("merge: give at least one shard report")
    records = [r.shard for r in reports]
    if any(r is None for r in records):
        raise UsageError("merge: every report must come from `wfgate check --shard I/N`")
    shards = [r for r in records if r is not None]
    count, total = shards[0].count, shards[0].pairs
    indices = sorted(r.index for r in shards)
    if indices != list(range(1, count + 1)) or any(
            (r.count, r.pairs) != (count, total) for r in shards):
        missing = sorted(set(range(1, count + 1)) - set(indices))
        raise UsageError(f"merge: need shards 1..{count} of one run exactly once "
                         f"(got {', '.join(map(str, indices))}"
                         + (f"; missing {', '.join(map(str, missing))}" if missing else "")
                         + ")")
    first = reports[0]
    for report in reports[1:]:
        for key in SHARED_FIELDS:
            if getattr(first, key) != getattr(report, key):
                raise UsageError(f"merge: the shard reports disagree on {key!r} (different "
                                 "settings, encoder or version); scores are not comparable")
    if any(len(r.positions) != len(report.workflows)
           for report, r in zip(reports, shards, strict=True)):
        raise UsageError("merge: a shard report's workflows do not match its shard record")
    placed = sorted(((position, workflow) for report, record in zip(reports, shards, strict=True)
                     for position, workflow in zip(record.positions, report.workflows,
                                                   strict=True)), key=lambda item: item[0])
    if [p for p, _ in placed] != list(range(total)):
        raise UsageError("merge: the shard reports do not cover every workflow exactly once")
    workflows = tuple(w for _, w in placed)
    run_errors = _unique(e for r in reports for e in r.run_errors)
    caches = [r.embedding_cache for r in reports if r.embedding_cache is not None]
    timings = [r.timings for r in reports if r.timings is not None]
    return replace(
        first, verdict=run_verdict([w.verdict for w in workflows], run_errors),
        run_errors=run_errors, notices=_unique(n for r in reports for n in r.notices),
        summary=_sum_summaries([r.summary for r in reports], workflows),
        judge=_sum_fields([r.judge for r in reports]), workflows=workflows,
        timings=_sum_timings(timings) if timings else None,
        embedding_cache=_sum_fields(caches) if caches else None, shard=None)


def _unique(items: Iterable[T]) -> tuple[T, ...]:
    kept: list[T] = []
    for item in items:
        if item not in kept:
            kept.append(item)
    return tuple(kept)


def _add(a: object, b: object) -> object:
    """Numbers added, booleans true if either is, anything else the first that is set."""
    if isinstance(a, bool) or isinstance(b, bool):
        return bool(a) or bool(b) if a is not None and b is not None else (a if b is None else b)
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return round(a + b, 6)
    return b if a is None else a


def _sum_fields(parts: Sequence[D]) -> D:
    """A dataclass of counts (judge totals, cache statistics) added field by field."""
    merged = parts[0]
    for part in parts[1:]:
        merged = replace(merged, **{f.name: _add(getattr(merged, f.name), getattr(part, f.name))
                                    for f in fields(merged)})
    return merged


def _sum_timings(parts: Sequence[Timings]) -> Timings:
    merged: dict[str, float] = {}
    for part in parts:
        for key, value in part.items():
            merged[key] = round(merged.get(key, 0.0) + value, 6) if key in merged else value
    return merged


def _sum_summaries(parts: Sequence[Summary], workflows: Sequence[WorkflowResult]) -> Summary:
    modes: dict[str, ModeCounts] = {}
    for part in parts:
        for name, counts in part.modes.items():
            modes[name] = _sum_fields([modes[name], counts]) if name in modes else counts
    total = _sum_fields([replace(p, modes={}, headline=None) for p in parts])
    words = None if total.changes is None else run_headline([w.verdict for w in workflows],
                                                         total.changes)
    return replace(total, modes=modes, headline=words)
