"""The full firing matrix (every mode x every variant type and percent) on a held-out half.

    python bench/ops_dev.py [--corpus ops-dev|mini|ops-blind|FOLDER] [--half eval|tune|all]
                            [--profile NAME | --config FILE] [--save M.json] [--before M.json]

Corpora (read from ``../shared/data`` by default, ``--data`` to point elsewhere):

- ``ops-dev``: 40 hand-written operational runbooks, 12 labelled variants each (rewordings
  that keep every operation, missing / compressed at 10/30/50 %, a reordered dependent pair,
  an added step, one identifier swapped). Split by the parity of the last hex digit of
  sha256(golden id), as ``bench/beyond_paper.py`` splits WorFBench: ``tune`` (even, 22 goldens,
  the half read while writing the rules) and ``eval`` (odd, 18 goldens, reported).
- ``mini``: workflowperturb-mini, split as ``wfgate calibrate`` splits it
  (``wfgate.calibration.corpus.half_of``, seed 0): ``tune`` is the calibration half the
  calibrated profiles were chosen on, ``eval`` the held-out half (52 goldens).
- ``ops-blind`` (``bench/data/ops-blind``): 24 runbooks in ops-dev's format, written by an author
  who saw neither the rules nor ops-dev's runbooks and never read while writing the rules (its
  README); measure it with ``--half all``.
- any other folder holding ``goldens.jsonl`` and ``variants.jsonl`` in the same format (a team's
  own labelled set): split like ops-dev; ``--half all`` reads every golden.

Prints, per variant kind, the share of variants each mode flags (fail, or ambiguous leaning
fail), the share of workflows failing with no judge, the share a configured judge would be
asked about (an ambiguous mode and no clear fail: ``wfgate.gate.worth_judging``), and the
issue's targets on that half.
``--save`` writes the matrix as JSON; ``--before`` prints each cell as ``before -> after``.
A 10 % variant that fails only because it dropped a guard or critical step (the critical-steps
mode alone) is counted apart, the runbook rule working rather than a false alarm, and
``--list-critical`` lists each with the step it dropped.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
DATA = ROOT.parent / "shared" / "data"
FOLDERS = {"ops-dev": "ops-dev", "mini": "workflowperturb-mini"}
BUNDLED = {"ops-blind": ROOT / "bench" / "data" / "ops-blind"}  # held out: bench/data/ops-blind
ORDER = [f"{t} {p}%" for t in ("description", "missing", "compressed") for p in (10, 30, 50)] \
    + ["reorder", "added", "wrong_tool"]


def ops_half(golden_id: str) -> str:
    """``tune`` (even last hex digit of sha256(id)) or ``eval`` (odd): beyond_paper's rule."""
    return "tune" if int(hashlib.sha256(golden_id.encode()).hexdigest()[-1], 16) % 2 == 0 \
        else "eval"


def mini_half(golden_id: str) -> str:
    from wfgate.calibration.corpus import half_of

    return "tune" if half_of(golden_id) == "calibration" else "eval"


def kind_of(variant: dict) -> str:
    return variant["type"] if variant["percent"] is None else \
        f"{variant['type']} {variant['percent']}%"


def load(corpus: str, half: str, data: Path) -> tuple[list, list[str], int]:
    """In-memory pairs of one half, their variant kinds, and the number of goldens."""
    from wfgate.pairing import Pair

    folder = data / FOLDERS[corpus] if corpus in FOLDERS else BUNDLED.get(corpus, Path(corpus))
    which = mini_half if corpus == "mini" else ops_half
    goldens = {}
    for line in (folder / "goldens.jsonl").open(encoding="utf-8"):
        record = json.loads(line)
        if half == "all" or which(record["id"]) == half:
            goldens[record["id"]] = record

    def as_json(record: dict) -> bytes:
        return json.dumps({"nodes": record["nodes"], "edges": record["edges"]}).encode()

    pairs, kinds = [], []
    for i, line in enumerate((folder / "variants.jsonl").open(encoding="utf-8")):
        variant = json.loads(line)
        gold = goldens.get(variant["golden_id"])
        if gold is None:
            continue
        kind = kind_of(variant)
        pairs.append(Pair(f"{variant['golden_id']}/{kind.replace(' ', '')}/{i}",
                          f"{variant['golden_id']}.json", f"variant-{i}.json",
                          as_json(gold), as_json(variant)))
        kinds.append(kind)
    return pairs, kinds, len(goldens)


def flagged(workflow: dict, mode: str) -> bool:
    """Whether ``mode`` fails, or is ambiguous leaning fail (False for a mode the report of
    an older release lacks)."""
    verdict = workflow["modes"].get(mode)
    if verdict is None:
        return False
    return verdict["verdict"] == "fail" or (verdict["verdict"] == "ambiguous"
                                            and verdict["provisional"] == "fail")


def judged(workflow: dict) -> bool:
    """Whether a configured judge would be asked (``wfgate.gate.worth_judging``)."""
    modes = workflow["modes"].values()
    return not any(v["verdict"] == "fail" for v in modes) and \
        any(v["verdict"] == "ambiguous" for v in modes)


def matrix(report: dict, kinds: list[str]) -> dict[str, dict]:
    """Per kind: n, % flagged per mode, % workflows failing, % the judge would see."""
    from wfgate.config import MODES

    cells: dict[str, list[dict]] = defaultdict(list)
    for kind, workflow in zip(kinds, report["workflows"], strict=True):
        cells[kind].append(workflow)
    result = {}
    for kind in ORDER:
        cell = cells.get(kind)
        if not cell:
            continue
        n = len(cell)
        row = {"n": n}
        row |= {m: 100 * sum(flagged(w, m) for w in cell) / n for m in MODES}
        row["fails"] = 100 * sum(w["verdict"] == "fail" for w in cell) / n
        row["ambiguous"] = 100 * sum(judged(w) for w in cell) / n
        result[kind] = row
    return result


def critical_only(workflow: dict) -> bool:
    """Whether a workflow fails on the critical-steps mode alone (a dropped guard)."""
    failing = [m for m in workflow["modes"] if flagged(workflow, m)]
    return workflow["verdict"] == "fail" and failing == ["critical_steps"]


def mild_apart(report: dict, kinds: list[str], pairs: list) -> tuple[float | None, list[str]]:
    """The 10 % variants' failure rate without those failing on a dropped critical step
    alone, and one line for each of those."""
    mild = [(w, p) for w, k, p in zip(report["workflows"], kinds, pairs, strict=True)
            if k in ("missing 10%", "compressed 10%")]
    if not mild:
        return None, []
    apart = [(w, p) for w, p in mild if critical_only(w)]
    rest = sum(w["verdict"] == "fail" for w, _ in mild) - len(apart)
    lines = [f"- {p.id}: {f['summary']}" for w, p in apart for f in w["findings"]
             if f["mode"] == "critical_steps"]
    return 100 * rest / len(mild), lines


def targets(rows: dict[str, dict]) -> list[str]:
    """The issue's targets, checked on this matrix (workflow fails, no judge)."""
    def pooled(kinds: list[str], key: str = "fails") -> float | None:
        present = [k for k in kinds if k in rows]
        if not present:
            return None
        total = sum(rows[k]["n"] for k in present)
        return sum(rows[k][key] * rows[k]["n"] for k in present) / total

    lines = []
    rewordings = [rows[k]["fails"] for k in ORDER[:3] if k in rows]
    if rewordings:
        worst = max(rewordings)
        lines.append(f"rewordings flagged, worst level: {worst:.1f} % (target <= 5) "
                     f"{'met' if worst <= 5 else 'NOT met'}")
    mild = pooled(["missing 10%", "compressed 10%"])
    if mild is not None:
        lines.append(f"10 % missing/compressed flagged: {mild:.1f} % (target <= 15) "
                     f"{'met' if mild <= 15 else 'NOT met'}")
    heavy = [k for k in ("missing 30%", "missing 50%", "compressed 30%", "compressed 50%")
             if k in rows]
    if heavy:
        both = pooled(heavy)
        low = min(rows[k]["fails"] for k in heavy)
        ok = both >= 95 and low >= 90
        lines.append(f"30/50 % missing+compressed flagged: {both:.1f} % pooled, worst cell "
                     f"{low:.1f} % (target >= 95 pooled, >= 90 each) {'met' if ok else 'NOT met'}")
    for kind in ("reorder", "added", "wrong_tool"):
        if kind in rows:
            value = rows[kind]["fails"]
            lines.append(f"{kind} caught: {value:.1f} % (target >= 90) "
                         f"{'met' if value >= 90 else 'NOT met'}")
    share = pooled(list(rows), "ambiguous")
    if share is not None:
        lines.append(f"pairs that would reach a judge: {share:.1f} % (target <= 10) "
                     f"{'met' if share <= 10 else 'NOT met'}")
    return lines


def render(rows: dict[str, dict], before: dict[str, dict] | None) -> list[str]:
    from wfgate.config import MODES

    keys = [*MODES, "fails", "ambiguous"]
    head = [*MODES, "**workflow fails**", "ambiguous (judge)"]
    out = ["| variant | n | " + " | ".join(head) + " |",
           "|---|---:|" + "---:|" * len(head)]
    for kind, row in rows.items():
        old = (before or {}).get(kind)
        cells = []
        for key in keys:
            text = f"{row[key]:.1f}"
            if old is not None and key in old:
                text = f"{old[key]:.1f} → {text}"
            cells.append(f"**{text}**" if key == "fails" else text)
        out.append(f"| {kind} | {row['n']} | " + " | ".join(cells) + " |")
    return out


def matrix_options(parser: argparse.ArgumentParser) -> None:
    """The options every firing-matrix bench takes (this one and ``bench/long_dev.py``)."""
    parser.add_argument("--profile", help="a built-in profile (default: the config's)")
    parser.add_argument("--config", type=Path, help="a thresholds file (default: built-in)")
    parser.add_argument("--cache-dir", type=Path,
                        default=Path(os.environ["WFGATE_CACHE_DIR"])
                        if os.environ.get("WFGATE_CACHE_DIR") else None,
                        help="persistent embedding cache (default $WFGATE_CACHE_DIR)")
    parser.add_argument("--save", type=Path, help="write the matrix as JSON")
    parser.add_argument("--before", type=Path, help="a saved matrix to print beside this one")
    parser.add_argument("--markdown", type=Path, help="also write the output here")


def chosen_config(args: argparse.Namespace, parser: argparse.ArgumentParser):
    """The configuration ``--profile`` or ``--config`` names (the built-in one by default)."""
    from wfgate.config import build_config, load_config

    if args.profile and args.config:
        parser.error("give --profile or --config, not both")
    return build_config({"profile": args.profile}, f"profile {args.profile}") \
        if args.profile else load_config(args.config)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default="ops-dev",
                        help="ops-dev, mini, ops-blind, or a folder with goldens.jsonl and "
                             "variants.jsonl")
    parser.add_argument("--half", choices=("eval", "tune", "all"), default="eval")
    parser.add_argument("--data", type=Path, default=DATA)
    matrix_options(parser)
    parser.add_argument("--list-critical", action="store_true",
                        help="list the 10 %% variants failing on a dropped critical step alone")
    args = parser.parse_args()

    from wfgate.pipeline import Engines, check

    config = chosen_config(args, parser)
    pairs, kinds, n_goldens = load(args.corpus, args.half, args.data)
    began = time.perf_counter()
    report = check(pairs, config,
                   engines=Engines(config, cache_dir=args.cache_dir)).to_json()
    elapsed = time.perf_counter() - began
    rows = matrix(report, kinds)
    before = json.loads(args.before.read_text()) if args.before else None
    out = [f"# {args.corpus}, {args.half} half ({n_goldens} goldens, {len(pairs)} variants), "
           f"profile {config.raw.get('profile')}, no judge, {elapsed:.0f}s", "",
           f"Signature: `{report['signature']}`", "",
           "% of variants each mode flags (fail, or ambiguous leaning fail); workflow fails; "
           "% the judge would be asked about (an ambiguous mode, no clear fail)."
           + (" Cells: before → after." if before else ""), "",
           *render(rows, before), "", *[f"- {line}" for line in targets(rows)]]
    rest, apart = mild_apart(report, kinds, pairs)
    if rest is not None:
        out.append(f"- 10 % missing/compressed flagged, those failing on a dropped guard or "
                   f"critical step alone counted apart: {rest:.1f} % (target <= 15) "
                   f"{'met' if rest <= 15 else 'NOT met'}; apart: {len(apart)}")
        if args.list_critical:
            out += ["", "10 % variants failing on a dropped guard or critical step alone:",
                    *apart]
    text = "\n".join(out)
    print(text)
    if args.markdown:
        args.markdown.write_text(text + "\n", encoding="utf-8")
    if args.save:
        args.save.write_text(json.dumps(rows, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
