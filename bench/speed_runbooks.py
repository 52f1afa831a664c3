"""What the runbook analyses cost per pair, beside the alignment, at 10, 20 and 40 steps.

    python bench/speed_runbooks.py [--data DIR] [--repeat 200]

Pairs: the first 10, 20 and 40 steps of long-dev's 40-step golden (ld_23) against the same
prefix of its harmless regeneration (reworded steps, one split, one parallel pair swapped),
edges kept among the steps kept. Embeddings are computed once, before any timing; the metrics'
memos are emptied before every timed call (a run sees each text once). Timed per pair (median
of ``--repeat`` runs), side by side in one process:

- align: the Hungarian alignment (``wfgate.alignment.align``), the cost class to stay in;
- findings before: reordering, added steps and tool/target drift (what ran before the
  runbook modes);
- refine: splits and duplicates (``wfgate.metrics.granularity.refine``);
- runbook findings: lost dependencies, duplicated steps and critical steps (guard roles
  included);
- findings now: ``find_all`` with everything, and the ratio to findings before;
- refine then findings: both in one call, their memos emptied once before it, as a run
  has them (the refinement's identifier comparisons are the findings' own, asked once).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from statistics import median

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
DATA = ROOT.parent / "shared" / "data" / "long-dev"
SIZES = (10, 20, 40)


def prefix(record: dict, size: int):
    """The first ``size`` steps of a long-dev record as a workflow (ids 1..size)."""
    from wfgate.workflow import from_texts

    keep = {str(i) for i in range(1, size + 1)}
    edges = [(a, b) for a, b in record["edges"] if a in keep and b in keep]
    return from_texts(record["nodes"][:size], edges)


def clear_caches() -> None:
    """Empty every memo of the metrics modules, so each timed call sees its texts for the
    first time, as a run does."""
    import wfgate.metrics as metrics

    for module in list(sys.modules.values()):
        if getattr(module, "__name__", "").startswith(metrics.__name__):
            for value in vars(module).values():
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()


def timed(action: Callable[[], object], repeat: int) -> float:
    """Median seconds of one call, every memo emptied before it."""
    runs = []
    for _ in range(repeat):
        clear_caches()
        began = time.perf_counter()
        action()
        runs.append(time.perf_counter() - began)
    return median(runs)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()

    from wfgate.alignment import align
    from wfgate.config import build_config
    from wfgate.metrics import findings as F
    from wfgate.metrics.critical import CriticalPolicy, critical_positions
    from wfgate.metrics.granularity import refine
    from wfgate.pipeline import Engines

    golden = next(json.loads(line) for line in (args.data / "goldens.jsonl").open()
                  if json.loads(line)["id"] == "ld_23")
    variant = next(v for v in map(json.loads, (args.data / "variants.jsonl").open())
                   if v["golden_id"] == "ld_23" and v["type"] == "regen_ok")
    config = build_config({}, "built-in defaults")
    table = Engines(config, cache_dir=None).embedding_table()
    merge = config.merge_similarity
    rows = []
    for size in SIZES:
        gold, cand = prefix(golden, size), prefix(variant, size)
        new = table.fetch([*gold.texts, *cand.texts])
        if new:
            table.encoder.load()
            table.store(new)
        gv, cv = table.vectors(gold.texts), table.vectors(cand.texts)
        tau = config.encoder.tau_align
        plain = align(gv, cv, tau)
        refined = refine(plain, gold, cand, merge)
        critical = dict(critical_positions(gold, CriticalPolicy()))

        def before(a=refined, g=gold, c=cand) -> object:
            return (F.precedence_violations(a, g, c) + F.novel_steps(a, g, c, merge)
                    + F.identifier_drifts(a, g, c, merge))

        def runbook(a=refined, g=gold, c=cand) -> object:
            crit = dict(critical_positions(g, CriticalPolicy()))
            return (F.lost_dependencies(a, g, c, merge, crit) + F.duplicated_steps(a, g, c)
                    + F.lost_critical_steps(a, g, c, merge, crit))

        assert critical is not None
        costs = {
            "align": timed(lambda gv=gv, cv=cv, t=tau: align(gv, cv, t), args.repeat),
            "findings before": timed(before, args.repeat),
            "refine": timed(lambda p=plain, g=gold, c=cand: refine(p, g, c, merge),
                            args.repeat),
            "runbook findings": timed(runbook, args.repeat),
            "findings now": timed(lambda a=refined, g=gold, c=cand: F.find_all(a, g, c, merge),
                                  args.repeat),
            "refine then findings": timed(
                lambda p=plain, g=gold, c=cand: F.find_all(refine(p, g, c, merge), g, c, merge),
                args.repeat),
        }
        rows.append((size, costs))
    print(f"# Runbook analyses per pair (ld_23 prefixes against its regen_ok; median of "
          f"{args.repeat}), milliseconds\n")
    keys = list(rows[0][1])
    print("| steps | " + " | ".join(keys) + " | (refine + runbook) / align | now / before |")
    print("|---:|" + "---:|" * (len(keys) + 2))
    for size, costs in rows:
        extra = (costs["refine"] + costs["runbook findings"]) / costs["align"]
        ratio = (costs["findings now"] + costs["refine"]) / costs["findings before"]
        print(f"| {size} | " + " | ".join(f"{1000 * costs[k]:.3f}" for k in keys)
              + f" | {extra:.2f} | {ratio:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
