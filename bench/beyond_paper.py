"""Firing rates of every failure mode, the paper's and the three beyond it, on held-out data.

    python bench/beyond_paper.py [--config thresholds.yaml] [--split eval|tune] [--limit 150]

Goldens: WorFBench test-split workflows with at least 5 steps, split in two by the parity of
sha256(id)'s last hex digit (``tune``: even, used while writing the rules; ``eval``: odd,
reported). On each golden of the split the offline generators of ``wfgate.perturb.beyond``
make a reordered, an added-step and a swapped-tool/target variant. Paraphrases and 10/30/50 %
missing and compressed variants come from workflowperturb-mini (LLM-made, the paper's
protocol), restricted to goldens of the same split. Prints, per variant kind, the share of
variants each mode flags (fail, or ambiguous leaning fail) and the share of workflows that
fail, with the paraphrases and 10 % variants as the false-alarm rows.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
DATA = ROOT.parent / "shared" / "data"


def split_of(golden_id: str) -> str:
    return "tune" if int(hashlib.sha256(golden_id.encode()).hexdigest()[-1], 16) % 2 == 0 \
        else "eval"


def stratified(goldens: list, limit: int) -> list:
    """Up to ``limit`` goldens taking the sources in turn, so no source dominates."""
    by_source: dict[str, list] = defaultdict(list)
    for source, golden in goldens:
        by_source[source].append((source, golden))
    chosen: list = []
    while len(chosen) < limit and any(by_source.values()):
        for source in sorted(by_source):
            if by_source[source] and len(chosen) < limit:
                chosen.append(by_source[source].pop(0))
    return chosen


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--config", type=Path, default=ROOT / "thresholds.yaml")
    parser.add_argument("--split", choices=("eval", "tune"), default="eval")
    parser.add_argument("--limit", type=int, default=150, help="goldens per split at most")
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--markdown", type=Path)
    parser.add_argument("--misses", action="store_true",
                        help="list the variants the gate got wrong (the tune split only)")
    args = parser.parse_args()
    if args.misses and args.split != "tune":
        parser.error("--misses reads records: the eval split is measured in totals only")

    from wfgate.config import MODES, load_config
    from wfgate.errors import InputError
    from wfgate.pairing import Pair
    from wfgate.parsing import parse_workflow
    from wfgate.perturb.beyond import BEYOND_TYPES, beyond_variant, check_beyond
    from wfgate.perturb.offline import CannotPerturb
    from wfgate.perturb.records import GoldenRecord
    from wfgate.pipeline import check

    def as_json(nodes, edges) -> bytes:
        return json.dumps({"nodes": list(nodes), "edges": [list(e) for e in edges]}).encode()

    goldens: list[tuple[str, GoldenRecord]] = []
    for line in (args.data / "worfbench" / "gold_test_all.jsonl").open(encoding="utf-8"):
        record = json.loads(line)
        if len(record["nodes"]) < 5 or split_of(record["id"]) != args.split:
            continue
        try:
            workflow = parse_workflow(record["gold"], record["id"])
        except InputError:
            continue
        nodes = workflow.texts
        index = {s.id: str(i + 1) for i, s in enumerate(workflow.steps)}
        edges = [(index[a], index[b]) for a, b in workflow.edges]
        heads = {b for _, b in edges}
        tails = {a for a, _ in edges}
        edges += [(START, n) for n in index.values() if n not in heads]
        edges += [(n, END) for n in index.values() if n not in tails]
        goldens.append((record["source"], GoldenRecord(record["id"], tuple(nodes),
                                                        tuple(edges))))
    goldens = stratified(goldens, args.limit)
    pools: dict[str, list[str]] = defaultdict(list)
    for source, golden in goldens:
        pools[source].extend(golden.nodes)

    pairs, kinds, skipped = [], [], defaultdict(int)
    for source, golden in goldens:
        for kind in BEYOND_TYPES:
            try:
                nodes, edges = beyond_variant(golden, kind, pools[source], seed=7)
            except CannotPerturb:
                skipped[kind] += 1
                continue
            assert not check_beyond(golden, kind, nodes, edges)
            pairs.append(Pair(f"{golden.id}/{kind}", f"{golden.id}.json", f"{kind}.json",
                              as_json(golden.nodes, golden.edges), as_json(nodes, edges)))
            kinds.append(kind)
    mini = args.data / "workflowperturb-mini"
    mini_goldens = {}
    for line in (mini / "goldens.jsonl").open(encoding="utf-8"):
        record = json.loads(line)
        mini_goldens[record["id"]] = record
    for i, line in enumerate((mini / "variants.jsonl").open(encoding="utf-8")):
        variant = json.loads(line)
        if split_of(variant["golden_id"]) != args.split:
            continue
        gold = mini_goldens[variant["golden_id"]]
        kind = "paraphrase" if variant["type"] == "description" else variant["type"]
        pairs.append(Pair(f"{variant['golden_id']}/{kind}{variant['percent']}/{i}",
                          "golden.json", "variant.json", as_json(gold["nodes"], gold["edges"]),
                          as_json(variant["nodes"], variant["edges"])))
        kinds.append(f"{kind} {variant['percent']}%")

    config = load_config(args.config)
    began = time.perf_counter()
    report = check(pairs, config).to_json()
    elapsed = time.perf_counter() - began
    rows: dict[str, list[dict]] = defaultdict(list)
    for kind, workflow in zip(kinds, report["workflows"], strict=True):
        rows[kind].append(workflow)

    def flagged(workflow: dict, mode: str) -> bool:
        verdict = workflow["modes"][mode]
        return verdict["verdict"] == "fail" or (verdict["verdict"] == "ambiguous"
                                                and verdict["provisional"] == "fail")

    order = [*BEYOND_TYPES] + [f"{k} {p}%" for k in ("paraphrase", "missing", "compressed")
                               for p in (10, 30, 50)]
    out = [f"# Firing rates per mode, {args.split} split ({len(goldens)} WorFBench goldens, "
           f"{len(pairs)} variants), {elapsed:.0f}s", "",
           f"Signature: `{report['signature']}`", "",
           "| variant | n | " + " | ".join(MODES) + " | **workflow fails** |",
           "|---|---:|" + "---:|" * (len(MODES) + 1)]
    for kind in order:
        cell = rows.get(kind)
        if not cell:
            continue
        rates = [100 * sum(flagged(w, m) for w in cell) / len(cell) for m in MODES]
        fails = 100 * sum(w["verdict"] == "fail" for w in cell) / len(cell)
        out.append(f"| {kind} | {len(cell)} | " + " | ".join(f"{r:.1f}" for r in rates)
                   + f" | **{fails:.1f}** |")
    out.append("")
    out.append("Goldens a generator could not perturb (skipped): "
               + (", ".join(f"{k} {v}" for k, v in skipped.items()) or "none"))
    if args.misses:
        harmless = ("paraphrase 10%", "paraphrase 30%", "paraphrase 50%")
        out += ["", *(f"- {'false alarm' if kind in harmless else 'missed'} {w['id']}"
                      for kind, w in zip(kinds, report["workflows"], strict=True)
                      if (kind in harmless) == (w["verdict"] == "fail")
                      and (kind in harmless or kind in BEYOND_TYPES))]
    text = "\n".join(out)
    print(text)
    if args.markdown:
        args.markdown.write_text(text + "\n")
    return 0


START, END = "START", "END"

if __name__ == "__main__":
    sys.exit(main())
