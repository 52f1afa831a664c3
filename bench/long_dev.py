"""The firing matrix (variant type x failure mode) on long, branch-rich runbooks (long-dev).

    python bench/long_dev.py [--corpus NAME] [--half test|tune|all]
                             [--profile NAME | --config FILE] [--data DIR]
                             [--save M.json] [--before M.json] [--markdown F]

long-dev (``../shared/data/long-dev``): 24 runbooks of 14-40 steps with fan-outs and fan-ins,
13 labelled regenerations each (7 harmless types, 6 harmful). Split by golden id parity, as its
README suggests: ``tune`` (odd ids: the half read while writing the runbook rules) and ``test``
(even ids: the half the figures are reported on). Any folder with ``goldens.jsonl`` and
``variants.jsonl`` in that format can be measured with ``--data``. ``--corpus long-blind``
(``bench/data/long-blind``, 12 runbooks, 156 variants) was written held out and has been read
since the second round of rules; ``--corpus long-blind-2`` (``bench/data/long-blind-2``, 12
runbooks in 12 other domains, 156 variants, by an author who saw neither the rules nor the
other sets' runbooks) is held out: measure it with ``--half all`` and look at its totals
only (its README). ``--corpus long-tune-2`` (``bench/data/long-tune-2``, 12 runbooks, 156
variants, LLM-like rewordings above all) is a development set, read while writing the third
round of rules. ``--corpus long-tune-3`` (``bench/data/long-tune-3``, 12 runbooks in 12 new
domains, 156 variants) is a development set, read while writing the sixth round;
``--corpus long-blind-3`` (``bench/data/long-blind-3``, 12 runbooks in 12 more domains, 156
variants, written held out like long-blind-2) was held out until the sixth round's first
look at its totals; ``--corpus long-tune-4`` (development, rewordings written to stress the
rules: conditions restated, framing added) and ``--corpus long-blind-4`` (held out: totals
only, its contents unseen) came after that look. ``--corpus long-tune-5`` and ``long-tune-6``
(development, loose split halves and varied operation swaps, read in the eighth round) and
``--corpus long-blind-5`` (held out, contents unseen) came after rounds 5 to 7;
``--corpus long-tune-7``, ``long-tune-8`` (development, four rewording styles) and
``long-blind-6`` (held out) in the eighth round; ``--corpus long-tune-9`` (development, guards
worded without the textbook words), ``long-tune-10`` (development, four more rewording styles,
twelve kinds of operation swap), ``long-tune-11`` (development, harmless rewordings written
the way regenerations write them), ``long-tune-12`` (development, guards and operation swaps)
and ``long-blind-7``, ``long-blind-8`` (held out) in the ninth; ``--corpus long-tune-13``
(development, operation swaps in each domain's own vocabulary), ``long-tune-14`` (development,
whole-runbook regenerations that must pass), ``long-tune-15`` (development, guards worded
indirectly, lost joins in wide fan-outs), ``long-tune-16`` (development, states, modes, roles
and values set) and ``long-blind-9``, ``long-blind-10`` (held out) in the tenth;
``--corpus long-tune-17`` (development, operation swaps under unchanged prose),
``long-tune-18`` (development, operation swaps in words, steps that do several things),
``long-tune-19`` (development, harmless regenerations) and ``long-blind-11`` (held out) in the
eleventh; ``--corpus long-tune-20`` (development, operation swaps that are no plain opposite:
a soft mode made hard, a copy made a move, a config value flipped, a sync reversed),
``long-tune-21`` (development, harmless regenerations in a terse, a chatty and a checklist
style), ``long-tune-22`` (development, guards in each domain's own words),
``long-tune-23`` (development, rewordings that look like swaps) and ``long-blind-12`` (held
out) in the twelfth; ``--corpus long-tune-24`` (development, operation swaps in each domain's
own words), ``long-tune-25`` (development, identifiers moved in harmless regenerations, guards
of every role) and ``long-blind-13`` (held out) in the thirteenth; ``--corpus long-tune-26``
(development, harmless regenerations naming tools and targets another way, a different swap in
every golden, guards in each domain's words) in the fourteenth; ``--corpus long-tune-27``
(development, split halves that read like steps of their own, swaps in a domain's words) and
``long-blind-14`` (held out) in the sixteenth; ``--corpus long-tune-28`` (development, harmless
rewordings naming an operation by its effect or means, domain synonyms, values respelled) and
``long-blind-15`` (held out) in the seventeenth; ``--corpus long-tune-29`` (development,
regenerations that split two steps into loosely reworded halves, swaps of every kind in a
domain's words) in the eighteenth.

Prints, per type: the share of variants each mode flags (fail, or ambiguous leaning fail), the
share of workflows failing with no judge, the share a judge would be asked about, whether the
harmful types failed *for the right reason* (a mode the change belongs to fired: ``RIGHT``), and
the issue's targets: every harmless type flagged <= 5 %, every harmful type caught >= 90 % for
the right reason, judge share <= 10 %.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
DATA = ROOT.parent / "shared" / "data" / "long-dev"
from bench.ops_dev import chosen_config, flagged, judged, matrix_options  # noqa: E402  (one reading of a mode's verdict, the options)

CORPORA = {"long-dev": DATA, "long-blind": ROOT / "bench" / "data" / "long-blind",
           "long-blind-2": ROOT / "bench" / "data" / "long-blind-2",
           "long-tune-2": ROOT / "bench" / "data" / "long-tune-2",
           "long-tune-3": ROOT / "bench" / "data" / "long-tune-3",
           "long-blind-3": ROOT / "bench" / "data" / "long-blind-3",
           "long-tune-4": ROOT / "bench" / "data" / "long-tune-4",
           "long-blind-4": ROOT / "bench" / "data" / "long-blind-4",
           "long-tune-5": ROOT / "bench" / "data" / "long-tune-5",
           "long-tune-6": ROOT / "bench" / "data" / "long-tune-6",
           "long-blind-5": ROOT / "bench" / "data" / "long-blind-5",
           "long-tune-7": ROOT / "bench" / "data" / "long-tune-7",
           "long-tune-8": ROOT / "bench" / "data" / "long-tune-8",
           "long-blind-6": ROOT / "bench" / "data" / "long-blind-6",
           "long-tune-9": ROOT / "bench" / "data" / "long-tune-9",
           "long-tune-10": ROOT / "bench" / "data" / "long-tune-10",
           "long-blind-7": ROOT / "bench" / "data" / "long-blind-7",
           "long-tune-11": ROOT / "bench" / "data" / "long-tune-11",
           "long-tune-12": ROOT / "bench" / "data" / "long-tune-12",
           "long-blind-8": ROOT / "bench" / "data" / "long-blind-8",
           "long-tune-13": ROOT / "bench" / "data" / "long-tune-13",
           "long-tune-14": ROOT / "bench" / "data" / "long-tune-14",
           "long-tune-15": ROOT / "bench" / "data" / "long-tune-15",
           "long-blind-9": ROOT / "bench" / "data" / "long-blind-9",
           "long-tune-16": ROOT / "bench" / "data" / "long-tune-16",
           "long-blind-10": ROOT / "bench" / "data" / "long-blind-10",
           "long-tune-17": ROOT / "bench" / "data" / "long-tune-17",
           "long-tune-18": ROOT / "bench" / "data" / "long-tune-18",
           "long-tune-19": ROOT / "bench" / "data" / "long-tune-19",
           "long-blind-11": ROOT / "bench" / "data" / "long-blind-11",
           "long-tune-20": ROOT / "bench" / "data" / "long-tune-20",
           "long-tune-21": ROOT / "bench" / "data" / "long-tune-21",
           "long-blind-12": ROOT / "bench" / "data" / "long-blind-12",
           "long-tune-22": ROOT / "bench" / "data" / "long-tune-22",
           "long-tune-23": ROOT / "bench" / "data" / "long-tune-23",
           "long-tune-24": ROOT / "bench" / "data" / "long-tune-24",
           "long-tune-25": ROOT / "bench" / "data" / "long-tune-25",
           "long-tune-26": ROOT / "bench" / "data" / "long-tune-26",
           "long-blind-13": ROOT / "bench" / "data" / "long-blind-13",
           "long-tune-27": ROOT / "bench" / "data" / "long-tune-27",
           "long-blind-14": ROOT / "bench" / "data" / "long-blind-14",
           "long-tune-28": ROOT / "bench" / "data" / "long-tune-28",
           "long-blind-15": ROOT / "bench" / "data" / "long-blind-15",
           "long-tune-29": ROOT / "bench" / "data" / "long-tune-29"}
# Sets whose records no rule may be read from (the figures are reported on them).
HELD_OUT = frozenset(("long-blind-2", "long-blind-3", "long-blind-4", "long-blind-5",
                      "long-blind-6", "long-blind-7", "long-blind-8", "long-blind-9",
                      "long-blind-10", "long-blind-11", "long-blind-12", "long-blind-13",
                      "long-blind-14", "long-blind-15"))

HARMLESS = ("reword_all", "reword_identifiers_moved", "reorder_parallel", "format",
            "split_steps", "serialize_parallel", "regen_ok")
HARMFUL = ("drop_guard", "missing_30", "compressed_30", "lost_dependency", "wrong_target",
           "wrong_operation")
# The modes a harmful type's change belongs to: a fail counts as caught for the right reason
# when one of them fired.
RIGHT = {"drop_guard": ("critical_steps", "missing_steps"),
         "missing_30": ("missing_steps",),
         "compressed_30": ("compressed_steps", "missing_steps"),
         "lost_dependency": ("lost_dependencies",),
         "wrong_target": ("tool_drift",),
         "wrong_operation": ("tool_drift",)}


def half_of(golden_id: str) -> str:
    """``tune`` for odd ids (ld_01, ld_03, ...), ``test`` for even ones (the README's split)."""
    return "tune" if int(golden_id.rsplit("_", 1)[-1]) % 2 else "test"


def load(folder: Path, half: str) -> tuple[list, list[str], int]:
    """In-memory pairs of one half, their variant types, and the number of goldens."""
    from wfgate.pairing import Pair

    goldens = {}
    for line in (folder / "goldens.jsonl").open(encoding="utf-8"):
        record = json.loads(line)
        if half == "all" or half_of(record["id"]) == half:
            goldens[record["id"]] = record

    def as_json(record: dict) -> bytes:
        return json.dumps({"nodes": record["nodes"], "edges": record["edges"]}).encode()

    pairs, kinds = [], []
    for i, line in enumerate((folder / "variants.jsonl").open(encoding="utf-8")):
        variant = json.loads(line)
        gold = goldens.get(variant["golden_id"])
        if gold is None:
            continue
        pairs.append(Pair(f"{variant['golden_id']}/{variant['type']}/{i}",
                          f"{variant['golden_id']}.json", f"variant-{i}.json",
                          as_json(gold), as_json(variant)))
        kinds.append(variant["type"])
    return pairs, kinds, len(goldens)


def matrix(report: dict, kinds: list[str]) -> dict[str, dict]:
    """Per type: n, % flagged per mode, % failing, % failing for the right reason, % judged."""
    from wfgate.config import MODES

    cells: dict[str, list[dict]] = defaultdict(list)
    for kind, workflow in zip(kinds, report["workflows"], strict=True):
        cells[kind].append(workflow)
    rows = {}
    for kind in (*HARMLESS, *HARMFUL):
        cell = cells.get(kind)
        if not cell:
            continue
        n = len(cell)
        row: dict = {"n": n}
        row |= {m: 100 * sum(flagged(w, m) for w in cell) / n for m in MODES}
        row["fails"] = 100 * sum(w["verdict"] == "fail" for w in cell) / n
        right = RIGHT.get(kind)
        row["right"] = None if right is None else 100 * sum(
            w["verdict"] == "fail" and any(flagged(w, m) for m in right) for w in cell) / n
        row["ambiguous"] = 100 * sum(judged(w) for w in cell) / n
        rows[kind] = row
    return rows


def targets(rows: dict[str, dict]) -> list[str]:
    """The runbook issue's targets on this matrix (workflow fails, no judge)."""
    lines = []
    harmless = [(k, rows[k]["fails"]) for k in HARMLESS if k in rows]
    if harmless:
        kind, worst = max(harmless, key=lambda kv: kv[1])
        lines.append(f"harmless types flagged, worst: {worst:.1f} % ({kind}; target <= 5) "
                     f"{'met' if worst <= 5 else 'NOT met'}")
    harmful = [(k, rows[k]["right"]) for k in HARMFUL if k in rows]
    if harmful:
        kind, low = min(harmful, key=lambda kv: kv[1])
        lines.append(f"harmful types caught for the right reason, worst: {low:.1f} % ({kind}; "
                     f"target >= 90) {'met' if low >= 90 else 'NOT met'}")
    total = sum(r["n"] for r in rows.values())
    if total:
        share = sum(r["ambiguous"] * r["n"] for r in rows.values()) / total
        lines.append(f"pairs that would reach a judge: {share:.1f} % (target <= 10) "
                     f"{'met' if share <= 10 else 'NOT met'}")
    return lines


def render(rows: dict[str, dict], before: dict[str, dict] | None) -> list[str]:
    from wfgate.config import MODES

    keys = [*MODES, "fails", "right", "ambiguous"]
    head = [*MODES, "**workflow fails**", "right reason", "ambiguous (judge)"]
    out = ["| type | should | n | " + " | ".join(head) + " |",
           "|---|---|---:|" + "---:|" * len(head)]
    for kind, row in rows.items():
        old = (before or {}).get(kind)
        cells = []
        for key in keys:
            value = row.get(key)
            text = "–" if value is None else f"{value:.1f}"
            if old is not None and old.get(key) is not None and value is not None:
                text = f"{old[key]:.1f} → {text}"
            cells.append(f"**{text}**" if key == "fails" else text)
        should = "fail" if kind in HARMFUL else "pass"
        out.append(f"| {kind} | {should} | {row['n']} | " + " | ".join(cells) + " |")
    return out


def misses(report: dict, kinds: list[str], pairs: list) -> list[str]:
    """One line per variant the gate got wrong (harmless failed, harmful not caught right)."""
    out = []
    for kind, workflow, pair in zip(kinds, report["workflows"], pairs, strict=True):
        failed = workflow["verdict"] == "fail"
        if kind in HARMLESS and failed:
            why = [m for m in workflow["modes"] if flagged(workflow, m)]
            out.append(f"- false alarm {pair.id}: {', '.join(why)}")
        elif kind in HARMFUL and not (failed and any(flagged(workflow, m)
                                                     for m in RIGHT[kind])):
            why = [m for m in workflow["modes"] if flagged(workflow, m)]
            said = "failed on " + ", ".join(why) if failed else "passed"
            out.append(f"- missed {pair.id}: {said}")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--half", choices=("test", "tune", "all"), default="test")
    parser.add_argument("--corpus", choices=tuple(CORPORA), default="long-dev")
    parser.add_argument("--data", type=Path, help="a folder in long-dev's format "
                                                  "(default: the --corpus folder)")
    matrix_options(parser)
    parser.add_argument("--misses", action="store_true",
                        help="list every variant the gate got wrong (read the tune half only)")
    args = parser.parse_args()
    name = args.data.name if args.data else args.corpus
    if args.misses and (name in HELD_OUT or (name == "long-dev" and args.half != "tune")):
        parser.error(f"--misses reads records: {name} ({args.half}) is measured in totals only")

    from wfgate.pipeline import Engines, check

    config = chosen_config(args, parser)
    pairs, kinds, n_goldens = load(args.data or CORPORA[args.corpus], args.half)
    began = time.perf_counter()
    report = check(pairs, config,
                   engines=Engines(config, cache_dir=args.cache_dir)).to_json()
    elapsed = time.perf_counter() - began
    rows = matrix(report, kinds)
    before = json.loads(args.before.read_text()) if args.before else None
    out = [f"# {name}, {args.half} half ({n_goldens} goldens, {len(pairs)} variants), "
           f"profile {config.raw.get('profile')}, no judge, {elapsed:.0f}s", "",
           f"Signature: `{report['signature']}`", "",
           "% of variants each mode flags (fail, or ambiguous leaning fail); workflow fails; "
           "fails where a mode the change belongs to fired (harmful types); % the judge "
           "would be asked about." + (" Cells: before → after." if before else ""), "",
           *render(rows, before), "", *[f"- {line}" for line in targets(rows)]]
    if args.misses:
        out += ["", *misses(report, kinds, pairs)]
    text = "\n".join(out)
    print(text)
    if args.markdown:
        args.markdown.write_text(text + "\n", encoding="utf-8")
    if args.save:
        args.save.write_text(json.dumps(rows, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
