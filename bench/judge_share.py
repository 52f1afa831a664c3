"""How many pairs would reach the LLM judge? The cascade's cost lever, measured.

Runs the cheap metrics (and BERTScore where the description mode needs it) over the
WorkflowPerturb-mini corpus through the real pipeline, with no judge configured, and prints the
share of (golden, variant) pairs whose gate verdicts include an "ambiguous" mode: exactly the
pairs a configured judge would be asked about. Target: at most 15 %.

    python bench/judge_share.py [--data DIR] [--config thresholds.yaml]
                                [--limit N] [--json OUT.json] [--save-metrics M.json]
                                [--load-metrics M.json] [--what-if-bands 0.05,0.02,0]

``--data DIR`` is the WorkflowPerturb-mini folder (``goldens.jsonl``, ``variants.jsonl``).
The headline figure uses the bands in the config (``modes.<mode>.band``; default 0.05). The
what-if table re-decides the same full-precision metric values with other bands; a band wider
than the configured one may lack BERTScore values (computed only where needed).
``--save-metrics`` / ``--load-metrics`` keep the metric values so what-ifs skip the encoder.
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
    parser.add_argument("--save-metrics", type=Path, default=None,
                        help="write each pair's metric values here")
    parser.add_argument("--load-metrics", type=Path, default=None,
                        help="reuse metric values saved by --save-metrics (no encoder run)")
    parser.add_argument("--what-if-bands", default="0.05,0.03,0.02,0.01,0",
                        help="comma-separated bands for the what-if table")
    args = parser.parse_args(argv)

    from wfgate.config import load_config

    config = load_config(args.config)
    if args.load_metrics:
        saved = json.loads(args.load_metrics.read_text(encoding="utf-8"))
        rows = [(pair_id, entry["metrics"], entry) for pair_id, entry in saved.items()]
        elapsed = 0.0
        source = f"metrics from {args.load_metrics.name}"
    else:
        from wfgate import pipeline
        from wfgate.report import build

        # Keep full precision in the report: the what-ifs must re-decide exactly the values the
        # gate saw (a Graph F1 of 0.7499999999999999 is a breach of 0.75; rounded it is not).
        build._rounded = lambda metrics: dict(metrics)
        check = pipeline.check
        pairs, meta = load_pairs(args.data, args.limit)
        started = time.monotonic()
        report = check(pairs, config, judge=None).to_json()
        elapsed = time.monotonic() - started
        failed = [w["id"] for w in report["workflows"] if w["verdict"] == "error"]
        if failed:
            print(f"{len(failed)} pairs could not be evaluated: {report['errors'][:1]}")
        rows = [(w["id"], w["metrics"],
                 meta[w["id"]] | {"pipeline_ambiguous": any(
                     m["verdict"] == "ambiguous" for m in w["modes"].values())})
                for w in report["workflows"] if w["verdict"] != "error"]
        source = f"pipeline run, {elapsed:.0f}s"
        if args.save_metrics:
            args.save_metrics.write_text(json.dumps(
                {pair_id: {"metrics": metrics, **info} for pair_id, metrics, info in rows}),
                encoding="utf-8")

    bands = {name: mode.band for name, mode in config.modes.items()}
    result = share_of(rows, config, band=None)
    share = result["share"]
    print(f"config: {args.config.name}  encoder: {config.encoder.model}  bands: {bands}")
    print(f"pairs evaluated: {result['pairs']} ({source})")
    print(f"pairs with an ambiguous mode (would reach the judge): {result['ambiguous']} "
          f"= {share:.1%}  (target <= {TARGET_SHARE:.0%}: "
          f"{'met' if share <= TARGET_SHARE else 'NOT met'})")
    from_pipeline = sum(bool(info.get("pipeline_ambiguous")) for _, _, info in rows)
    if from_pipeline and from_pipeline != result["ambiguous"]:
        print(f"  WARNING: the pipeline's own verdicts give {from_pipeline} pairs; "
              f"re-deciding its metrics gives {result['ambiguous']}")
    print("ambiguous verdicts per mode and cause: " + ", ".join(
        f"{name} {count} ({', '.join(f'{c} {n}' for c, n in result['causes'][name].items())})"
        for name, count in result["by_mode"].items()))
    print("share per perturbation:")
    for key, (hit, total) in result["by_kind"].items():
        print(f"  {key:<16} {hit:>4}/{total:<4} {hit / total:.1%}")
    calls = 3 * result["ambiguous"]
    low, high = (calls * c for c in COST_PER_CALL_USD)
    print(f"judge cost of a cold run at 3 calls a pair: {calls} calls, about "
          f"${low:.2f}-${high:.2f} with GPT-4o (judging all {result['pairs']} pairs: "
          f"{3 * result['pairs']} calls)")
    what_if = {}
    print("what-if (same metrics, every mode's band set to b; 'band only': a disagreeing "
          "secondary no longer makes a primary-rule mode ambiguous):")
    for text in filter(None, (b.strip() for b in args.what_if_bands.split(","))):
        band = float(text)
        other = share_of(rows, config, band=band)
        narrow = share_of(rows, config, band=band, disagreement=False)
        what_if[text] = {"share": other["share"], "band_only_share": narrow["share"]}
        print(f"  b={band:<5g} {other['ambiguous']:>4}/{other['pairs']} {other['share']:6.1%}"
              f"  {_modes(other)}   band only: {narrow['ambiguous']:>4} "
              f"{narrow['share']:6.1%}  {_modes(narrow)}")
    if args.json:
        args.json.write_text(json.dumps({
            "pairs": result["pairs"], "ambiguous_pairs": result["ambiguous"], "share": share,
            "target": TARGET_SHARE, "by_mode": result["by_mode"], "causes": result["causes"],
            "by_perturbation": {k: {"ambiguous": v[0], "pairs": v[1]}
                                for k, v in result["by_kind"].items()},
            "what_if_bands": what_if, "config": args.config.name,
            "encoder": config.encoder.model,
        }, indent=2), encoding="utf-8")
    return 0


def share_of(rows: list[tuple[str, dict, dict]], config, band: float | None,
             disagreement: bool = True) -> dict:
    """Decide every mode of every pair with the gate (no judge) and count the ambiguous ones.

    ``band`` replaces every mode's band; ``disagreement=False`` hides the secondary of
    primary-rule modes, so only a primary within the band makes them ambiguous.
    """
    from dataclasses import replace

    from wfgate.gate import decide

    ambiguous = 0
    by_mode: Counter[str] = Counter()
    causes: dict[str, Counter[str]] = defaultdict(Counter)
    by_kind: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for pair_id, metrics, info in rows:
        hit = False
        for name, mode in config.modes_for(pair_id).items():
            if band is not None:
                mode = replace(mode, band=band)
            if not disagreement and mode.rule == "primary":
                mode = replace(mode, secondary=replace(mode.secondary, metrics=("judge",)))
            verdict = decide(mode, metrics)
            if verdict.verdict == "ambiguous":
                hit = True
                by_mode[name] += 1
                causes[name][_cause(verdict.reason)] += 1
        ambiguous += hit
        kind = by_kind[f"{info['type']} {info['percent']}%"]
        kind[0] += hit
        kind[1] += 1
    ordered = dict(sorted(by_kind.items(),
                          key=lambda kv: (kv[0].split()[0], int(kv[0].split()[1][:-1]))))
    return {"pairs": len(rows), "ambiguous": ambiguous,
            "share": ambiguous / len(rows) if rows else 0.0,
            "by_mode": {name: by_mode.get(name, 0) for name in config.modes},
            "causes": {name: dict(causes[name]) for name in config.modes},
            "by_kind": ordered}


def _modes(result: dict) -> str:
    short = {"missing_steps": "M", "compressed_steps": "C", "description_changes": "D"}
    return " ".join(f"{short.get(name, name)}:{n}" for name, n in result["by_mode"].items())


def _cause(reason: str) -> str:
    if "disagree" in reason:
        return "signals disagree"
    if "within" in reason:
        return "primary in band"
    return "near both thresholds"


if __name__ == "__main__":
    raise SystemExit(main())
