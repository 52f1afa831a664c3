"""The identifier comparison's speed against an earlier revision's, side by side in one process.

    python bench/compare_speed.py [--baseline REV] [--rounds N] [--data DIR]

Reads the aligned pairs the comparison snapshot references (``bench/compare_snapshot.py``,
``tests/metrics/data/compare_snapshot.json.gz``: every pair of the labelled sets the
tool/target-drift mode compares), loads the comparison modules of ``REV`` (``git show``, into
a temporary package) beside the working tree's, and times ``compare`` over all the pairs,
in chunks of consecutive pairs (one workflow's pairs share their contexts), old and new
alternating on each chunk, every cache cleared before each timing, in CPU time (a shared
machine's load moves both sides alike). Prints each side's median per aligned pair over the
rounds and the median of the rounds' ratios new / old.
"""

from __future__ import annotations

import argparse
import functools
import gc
import gzip
import importlib
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.compare_snapshot import DATA, OUT, folder_of, parsed, read_set  # noqa: E402

MODULES = ("identifiers", "vocabulary", "edits", "quantities", "shapes", "tokens")


def baseline_package(rev: str, folder: Path) -> str:
    """The comparison modules of ``rev`` as the package ``baseline_metrics`` in ``folder``."""
    package = folder / "baseline_metrics"
    package.mkdir()
    (package / "__init__.py").write_text("")
    for name in MODULES:
        source = subprocess.run(["git", "show", f"{rev}:wfgate/metrics/{name}.py"], cwd=ROOT,
                                capture_output=True, check=True, text=True).stdout
        (package / f"{name}.py").write_text(source)
    sys.path.insert(0, str(folder))
    return "baseline_metrics"


def inputs(data: Path) -> list[tuple[str, str, str, str]]:
    """(golden, candidate, golden context, candidate context) of every referenced pair."""
    with gzip.open(OUT, "rt", encoding="utf-8") as handle:
        snapshot = json.load(handle)
    calls = []
    for name, records in snapshot["sets"].items():
        goldens, variants = read_set(folder_of(name, data))
        gold = {gid: parsed(g, "g") for gid, g in goldens.items()}
        cand = [(v["golden_id"], parsed(v, "v")) for v in variants]
        for variant, g, p, gctx, cctx, _ in records:
            gid, candidate = cand[variant]
            golden = gold[gid]
            calls.append((golden.steps[g].text, candidate.steps[p].text,
                          " ".join(golden.steps[i].text for i in gctx),
                          " ".join(candidate.steps[i].text for i in cctx)))
    return calls


def clear_caches(prefix: str) -> None:
    """Every lru cache of the modules under ``prefix`` (a cold run per timing)."""
    for name, module in list(sys.modules.items()):
        if name.startswith(prefix):
            for value in vars(module).values():
                if isinstance(value, functools._lru_cache_wrapper):
                    value.cache_clear()


def timed(compare, calls, prefix: str) -> float:
    clear_caches(prefix)
    began = time.process_time()
    for golden, candidate, gctx, cctx in calls:
        compare(golden, candidate, golden_context=gctx, candidate_context=cctx)
    return time.process_time() - began


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default="4b209be", help="the revision to compare with")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--chunk", type=int, default=400, help="pairs per alternation")
    parser.add_argument("--data", type=Path, default=DATA)
    args = parser.parse_args()
    calls = inputs(args.data)
    from wfgate.metrics.identifiers import compare as new

    with tempfile.TemporaryDirectory() as folder:
        package = baseline_package(args.baseline, Path(folder))
        old = importlib.import_module(f"{package}.identifiers").compare
        sides = {"old": (old, package), "new": (new, "wfgate.metrics")}
        times: dict[str, list[float]] = {"old": [], "new": []}
        gc.disable()
        for i in range(args.rounds):
            total = {"old": 0.0, "new": 0.0}
            for k, start in enumerate(range(0, len(calls), args.chunk)):
                chunk = calls[start:start + args.chunk]
                order = ("old", "new") if (i + k) % 2 == 0 else ("new", "old")
                for side in order:
                    total[side] += timed(*sides[side][:1], chunk, sides[side][1])
            for side in total:
                times[side].append(total[side])
        gc.enable()
    per_pair = {side: statistics.median(t) / len(calls) * 1e6 for side, t in times.items()}
    ratio = statistics.median(n / o for n, o in zip(times["new"], times["old"], strict=True))
    print(f"{len(calls)} aligned pairs, {args.rounds} rounds, chunks of {args.chunk} "
          f"alternating; median per pair: old ({args.baseline}) {per_pair['old']:.1f} µs, "
          f"new {per_pair['new']:.1f} µs; ratio new/old {ratio:.3f} (rounds: "
          + ", ".join(f"{n / o:.3f}" for n, o in zip(times["new"], times["old"], strict=True))
          + ")")
    return 0


if __name__ == "__main__":
    sys.exit(main())
