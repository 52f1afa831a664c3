"""How many pairs would reach the LLM judge? The cascade's cost lever, measured.

Runs the cheap metrics (and BERTScore where the description mode needs it) over the
WorkflowPerturb-mini corpus through the real pipeline, with no judge configured, and prints the
share of (golden, variant) pairs whose gate verdicts include an "ambiguous" mode: exactly the
pairs a configured judge would be asked about. Target: at most 15 %.

    python bench/judge_share.py [--data PATH/TO/workflowperturb-mini] [--config thresholds.yaml]
                                [--limit N] [--json OUT.json]

``--data`` holds ``goldens.jsonl`` and ``variants.jsonl`` (see the data README). The band is the
one in the config (``modes.<mode>.band``; default 0.05).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TARGET_SHARE = 0.15
COST_PER_CALL_USD = (0.005, 0.01)  # the paper's GPT-4o figure (section 6, "Cost")


def load_pairs(data: Path, limit: int | None) -> tuple[list, dict[str, dict]]:
    """One in-memory pair per variant (JSON content, no files written)."""
    from wfgate.pairing import Pair

    goldens = {}
    for line in (data / "goldens.jsonl").open(encoding="utf-8"):
        record = json.loads(line)
        goldens[record["id"]] = record
    pairs, meta = [], {}
    counts: Counter[str] = Counter()
    for line in (data / "variants.jsonl").open(encoding="utf-8"):
        variant = json.loads(line)
        golden = goldens[variant["golden_id"]]
        kind = f"{variant['type']}-{variant['percent']}"
        counts[(golden["id"], kind)] += 1
        pair_id = f"{golden['id']}/{kind}-{counts[(golden['id'], kind)]}"
        gold_doc = {"task": golden.get("task"), "nodes": golden["nodes"],
                    "edges": golden["edges"]}
        cand_doc = {"task": golden.get("task"), "nodes": variant["nodes"],
                    "edges": variant["edges"]}
        pairs.append(Pair(pair_id, f"{pair_id}.golden.json", f"{pair_id}.candidate.json",
                          golden_bytes=json.dumps(gold_doc).encode(),
                          candidate_bytes=json.dumps(cand_doc).encode()))
        meta[pair_id] = {"type": variant["type"], "percent": variant["percent"]}
        if limit and len(pairs) >= limit:
            break
    return pairs, meta


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path,
                        default=ROOT.parent / "shared" / "data" / "workflowperturb-mini",
                        help="folder with goldens.jsonl and variants.jsonl")
    parser.add_argument("--config", type=Path, default=ROOT / "thresholds.yaml",
                        help="thresholds file (its encoder, thresholds and bands are used)")
    parser.add_argument("--limit", type=int, default=None, help="only the first N variants")
    parser.add_argument("--json", type=Path, default=None, help="also write the figures here")
    args = parser.parse_args(argv)

    from wfgate.config import load_config
    from wfgate.pipeline import check

    config = load_config(args.config)
    pairs, meta = load_pairs(args.data, args.limit)
    started = time.monotonic()
    report = check(pairs, config, judge=None)
    elapsed = time.monotonic() - started

    evaluated = [w for w in report["workflows"] if w["verdict"] != "error"]
    ambiguous = [w for w in evaluated
                 if any(m["verdict"] == "ambiguous" for m in w["modes"].values())]
    by_mode = Counter(name for w in evaluated for name, m in w["modes"].items()
                      if m["verdict"] == "ambiguous")
    by_kind: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for w in evaluated:
        info = meta[w["id"]]
        key = f"{info['type']} {info['percent']}%"
        by_kind[key][1] += 1
        by_kind[key][0] += any(m["verdict"] == "ambiguous" for m in w["modes"].values())

    share = len(ambiguous) / len(evaluated) if evaluated else 0.0
    bands = {name: mode.band for name, mode in config.modes.items()}
    print(f"config: {args.config.name}  encoder: {config.encoder.model}  bands: {bands}")
    print(f"pairs evaluated: {len(evaluated)} (errors: {len(report['workflows']) - len(evaluated)})"
          f" in {elapsed:.0f}s")
    print(f"pairs with an ambiguous mode (would reach the judge): {len(ambiguous)} "
          f"= {share:.1%}  (target <= {TARGET_SHARE:.0%}: "
          f"{'met' if share <= TARGET_SHARE else 'NOT met'})")
    print("ambiguous verdicts per mode: "
          + ", ".join(f"{name} {by_mode.get(name, 0)}" for name in config.modes))
    print("share per perturbation:")
    for key in sorted(by_kind, key=lambda k: (k.split()[0], int(k.split()[1][:-1]))):
        hit, total = by_kind[key]
        print(f"  {key:<16} {hit:>4}/{total:<4} {hit / total:.1%}")
    calls = 3 * len(ambiguous)
    low, high = (calls * c for c in COST_PER_CALL_USD)
    print(f"judge cost of a cold run at 3 calls a pair: {calls} calls, about "
          f"${low:.2f}-${high:.2f} with GPT-4o (all {len(evaluated)} pairs: "
          f"{3 * len(evaluated)} calls)")
    if args.json:
        args.json.write_text(json.dumps({
            "pairs": len(evaluated), "ambiguous_pairs": len(ambiguous), "share": share,
            "target": TARGET_SHARE, "by_mode": dict(by_mode),
            "by_perturbation": {k: {"ambiguous": v[0], "pairs": v[1]}
                                for k, v in by_kind.items()},
            "config": str(args.config.name), "encoder": config.encoder.model,
        }, indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
