"""The identifier comparison's output on every aligned pair of the labelled sets, as a snapshot.

    python bench/compare_snapshot.py [--data DIR] [--out FILE]

Runs the real pipeline (encoder, alignment, findings) once over every variant of ops-dev,
long-dev, workflowperturb-mini (``../shared/data``), ops-blind and long-blind
(``bench/data``), and records every ``compare`` call the tool/target-drift mode makes: its
inputs by reference (set, variant line, golden and candidate step positions, the positions of
the unmatched steps that form the contexts) and its output (removed, added, replacement
pairs, and the destructive shift the mode adds when ``compare`` found no replacement). No
step text is copied: ``tests/metrics/test_compare_snapshot.py`` reads the texts from the data
files and requires ``compare`` to give the same output again, with no encoder.

Write the snapshot on the code whose output it fixes, before changing the comparison.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
DATA = ROOT.parent / "shared" / "data"
OUT = ROOT / "tests" / "metrics" / "data" / "compare_snapshot.json.gz"
# set name -> (folder, relative to --data or to the repository)
SETS = {"ops-dev": ("data", "ops-dev"), "long-dev": ("data", "long-dev"),
        "mini": ("data", "workflowperturb-mini"),
        "ops-blind": ("repo", "bench/data/ops-blind"),
        "long-blind": ("repo", "bench/data/long-blind")}


def folder_of(name: str, data: Path) -> Path:
    base, rel = SETS[name]
    return (data if base == "data" else ROOT) / rel


def as_json(record: dict) -> bytes:
    return json.dumps({"nodes": record["nodes"], "edges": record["edges"]}).encode()


def read_set(folder: Path) -> tuple[dict[str, dict], list[dict]]:
    """The goldens by id and the variants in file order."""
    goldens = {}
    for line in (folder / "goldens.jsonl").open(encoding="utf-8"):
        record = json.loads(line)
        goldens[record["id"]] = record
    variants = [json.loads(line) for line in (folder / "variants.jsonl").open(encoding="utf-8")]
    return goldens, variants


def parsed(record: dict, name: str):
    """The workflow the pipeline reads from a record (the same parser, the same texts)."""
    from wfgate.parsing import parse_workflow

    return parse_workflow(as_json(record), name, ".json")


def drift_record(drift, shift) -> dict:
    return {"removed": list(drift.removed), "added": list(drift.added),
            "replacements": [list(pair[:2]) for pair in drift.replacements],
            "shift": None if shift is None else list(shift)}


def run_set(name: str, data: Path, config, engines) -> list[list]:
    """Every compare call of one set: [variant, g, p, golden context, candidate context,
    output]."""
    import wfgate.metrics.findings as findings
    from wfgate.pairing import Pair
    from wfgate.pipeline import check

    goldens, variants = read_set(folder_of(name, data))
    pairs, lookup = [], {}
    for i, variant in enumerate(variants):
        gold = goldens.get(variant["golden_id"])
        if gold is None:
            continue
        pairs.append(Pair(f"{variant['golden_id']}/{i}", f"{variant['golden_id']}.json",
                          f"variant-{i}.json", as_json(gold), as_json(variant)))
        key = (tuple(parsed(gold, "g").texts), tuple(parsed(variant, "v").texts))
        lookup.setdefault(key, i)
    calls: list[list] = []
    original = findings.identifier_drifts

    def recording(alignment, golden, candidate, merge_similarity, *rest):
        variant = lookup[(tuple(golden.texts), tuple(candidate.texts))]
        kept_gold = {g for g, _ in alignment.kept}
        kept_cand = {p for _, p in alignment.kept}
        gold_ctx = [i for i in range(len(golden.steps)) if i not in kept_gold]
        cand_ctx = [i for i in range(len(candidate.steps)) if i not in kept_cand]
        loose_gold = " ".join(golden.steps[i].text for i in gold_ctx)
        loose_cand = " ".join(candidate.steps[i].text for i in cand_ctx)
        for g, p in alignment.assignment:
            if float(alignment.similarity[g, p]) < merge_similarity:
                continue
            gtext, ctext = golden.steps[g].text, candidate.steps[p].text
            drift = findings.compare(gtext, ctext, golden_context=loose_gold,
                                     candidate_context=loose_cand)
            shift = None
            if not drift.strong and gtext != ctext:
                shift = findings.destructive_shift(gtext, ctext, golden_context=loose_gold,
                                                   candidate_context=loose_cand)
            calls.append([variant, g, p, gold_ctx, cand_ctx, drift_record(drift, shift)])
        return original(alignment, golden, candidate, merge_similarity, *rest)

    findings.identifier_drifts = recording
    try:
        report = check(pairs, config, engines=engines)
    finally:
        findings.identifier_drifts = original
    failed = [w.id for w in report.workflows if w.error is not None]
    if failed:  # a pair that raised records nothing: the snapshot would be silently short
        raise SystemExit(f"{name}: {len(failed)} pairs failed, e.g. {failed[0]}")
    return calls


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--sets", nargs="*", default=list(SETS), choices=list(SETS))
    args = parser.parse_args()

    from wfgate.config import load_config
    from wfgate.pipeline import Engines

    config = load_config(None)
    engines = Engines(config)
    snapshot: dict = {"format": 1, "sets": {}}
    for name in args.sets:
        began = time.perf_counter()
        calls = run_set(name, args.data, config, engines)
        snapshot["sets"][name] = calls
        print(f"{name}: {len(calls)} compare calls, {time.perf_counter() - began:.0f}s",
              flush=True)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with gzip.open(args.out, "wt", encoding="utf-8", compresslevel=9) as out:
        json.dump(snapshot, out, separators=(",", ":"))
    print(f"wrote {args.out} ({args.out.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
