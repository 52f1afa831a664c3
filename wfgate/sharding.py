"""Split a check across CI jobs and merge the shard reports back into one.

A pair belongs to shard ``1 + hash(workflow id) mod n`` (sha256 of the id): stable across runs
and machines, and adding or removing a workflow never moves the others. Each shard report
records where its workflows sit in the full pairing (``report["shard"]``), so the merge puts
them back in order, notices a missing or repeated shard, and gives the report the unsharded run
would have given (apart from ``timings`` and ``embedding_cache``, which are summed).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence

from .errors import UsageError
from .pairing import Pair
from .verdicts import run_verdict

# Keys each shard computes for itself; every other top-level key must agree across shards.
PER_SHARD_KEYS = ("verdict", "errors", "notices", "summary", "judge", "timings",
                  "embedding_cache", "workflows", "shard")


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


def shard_record(pairs: Sequence[Pair], index: int, count: int) -> dict:
    """What a shard report carries so the merge can rebuild the full order."""
    return {"index": index, "count": count, "pairs": len(pairs),
            "positions": [i for i, p in enumerate(pairs) if shard_of(p.id, count) == index]}


def merge_reports(reports: Sequence[dict]) -> dict:
    """One report from the reports of shards 1..n of one run; raises UsageError when they do
    not form exactly one complete run, or when one is damaged (a report is an artifact another
    job uploaded: its shape is not trusted)."""
    try:
        return _merge(reports)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        detail = " ".join(str(exc).split())[:200]
        raise UsageError(f"merge: a shard report is damaged or not a wfgate report "
                         f"({type(exc).__name__}: {detail}); re-run its shard") from None


def _merge(reports: Sequence[dict]) -> dict:
    if not reports:
        raise UsageError("merge: give at least one shard report")
    if any(not isinstance(r, dict) for r in reports):
        raise UsageError("merge: every report must be a JSON object from `wfgate check`")
    records = [r.get("shard") for r in reports]
    if any(not isinstance(r, dict) for r in records):
        raise UsageError("merge: every report must come from `wfgate check --shard I/N`")
    count, total = records[0]["count"], records[0]["pairs"]
    indices = sorted(r["index"] for r in records)
    if indices != list(range(1, count + 1)) or any(
            (r["count"], r["pairs"]) != (count, total) for r in records):
        missing = sorted(set(range(1, count + 1)) - set(indices))
        raise UsageError(f"merge: need shards 1..{count} of one run exactly once "
                         f"(got {', '.join(map(str, indices))}"
                         + (f"; missing {', '.join(map(str, missing))}" if missing else "")
                         + ")")
    first = reports[0]
    for report in reports[1:]:
        for key in set(first) | set(report):
            if key not in PER_SHARD_KEYS and first.get(key) != report.get(key):
                raise UsageError(f"merge: the shard reports disagree on {key!r} (different "
                                 "settings, encoder or version); scores are not comparable")
    placed = sorted((position, workflow) for report, record in zip(reports, records,
                                                                    strict=True)
                    for position, workflow in zip(record["positions"], report["workflows"],
                                                  strict=True))
    if [p for p, _ in placed] != list(range(total)):
        raise UsageError("merge: the shard reports do not cover every workflow exactly once")
    workflows = [w for _, w in placed]
    run_errors = _unique(e for r in reports for e in _run_errors(r))
    merged = {key: value for key, value in first.items() if key not in PER_SHARD_KEYS}
    merged |= {
        "verdict": run_verdict([w["verdict"] for w in workflows], run_errors),
        "errors": run_errors + [w["error"] for w in workflows if w["error"]],
        "notices": _unique(n for r in reports for n in r.get("notices", [])),
        "summary": _sum([r["summary"] for r in reports]),
        "judge": _sum([r["judge"] for r in reports]),
        "workflows": workflows,
        "timings": _sum([r["timings"] for r in reports]),
    }
    if any("embedding_cache" in r for r in reports):
        merged["embedding_cache"] = _sum([r.get("embedding_cache", {}) for r in reports])
    return {key: merged[key] for key in _key_order(first, merged)}


def _run_errors(report: dict) -> list[dict]:
    """The errors not tied to one workflow (pairing, model): listed before the others."""
    tied = sum(1 for w in report["workflows"] if w["error"])
    return report["errors"][:len(report["errors"]) - tied]


def _unique(items) -> list:
    seen, kept = set(), []
    for item in items:
        key = json.dumps(item, sort_keys=True)
        if key not in seen:
            seen.add(key)
            kept.append(item)
    return kept


def _sum(parts: list[dict]) -> dict:
    """Numbers added key by key (nested dicts too); anything else from the first shard that
    has it (booleans: true if any shard says so)."""
    merged: dict = {}
    for part in parts:
        for key, value in part.items():
            if key not in merged:
                merged[key] = _sum([value]) if isinstance(value, dict) else value
            elif isinstance(value, bool):
                merged[key] = merged[key] or value
            elif isinstance(value, (int, float)) and isinstance(merged[key], (int, float)):
                merged[key] = round(merged[key] + value, 6)
            elif isinstance(value, dict):
                merged[key] = _sum([merged[key], value])
            elif merged[key] is None:
                merged[key] = value
    return merged


def _key_order(first: dict, merged: dict) -> list[str]:
    return [k for k in first if k in merged] + [k for k in merged if k not in first]
