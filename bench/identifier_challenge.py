"""The identifier comparison on labelled step pairs: swaps it calls strong, rewordings it flags.

    python bench/identifier_challenge.py PAIRS.jsonl [PAIRS.jsonl ...] [--misses] [--by category]

Each line of a pairs file is one aligned step pair:
``{"kind": "swap" | "reword", "golden": "...", "candidate": "...", "category": "...", "id": "..."}``
(``category`` and ``id`` optional). A *swap* changes one identifier for a wrong one of the same
kind and must give a strong finding (a same-kind replacement: the tool-drift mode fails); a
*reword* keeps every operation and must give no strong finding (ideally no finding at all: a
weak one sends the pair to a judge when one is configured, and passes without one).

Prints, per file and category: swaps caught (strong), rewordings with a strong finding (a false
alarm) and with any finding (a judge call). ``--misses`` lists the swaps missed and the false
alarms with what the comparison saw. No model is loaded: this is the comparison alone, as the
tool-drift mode runs it on an aligned pair.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def load(path: Path) -> list[dict]:
    """The labelled pairs of one file (a clear error naming the line if one is malformed)."""
    cases = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            case = json.loads(line)
            if case["kind"] not in ("swap", "reword"):
                raise ValueError(f"kind must be swap or reword, not {case['kind']!r}")
            str(case["golden"]), str(case["candidate"])
        except (ValueError, KeyError, TypeError) as exc:
            raise SystemExit(f"{path}:{number}: not a labelled pair: {exc}") from None
        cases.append(case)
    return cases


def score(cases: list[dict]) -> list[dict]:
    """Each case with what the comparison found: ``strong`` and ``any`` finding, and the drift."""
    from wfgate.metrics.identifiers import compare

    scored = []
    for case in cases:
        drift = compare(case["golden"], case["candidate"])
        scored.append({**case, "strong": drift.strong, "any": bool(drift),
                       "drift": drift.describe() if drift else ""})
    return scored


def table(scored: list[dict], by: str | None) -> list[str]:
    groups: dict[str, list[dict]] = defaultdict(list)
    for case in scored:
        groups["all" if by is None else str(case.get(by, "-"))].append(case)
    lines = ["| group | swaps | caught (strong) | rewordings | strong (false alarm) "
             "| any finding |",
             "|---|---:|---:|---:|---:|---:|"]
    for name in sorted(groups, key=lambda g: (g != "all", g)):
        swaps = [c for c in groups[name] if c["kind"] == "swap"]
        rewords = [c for c in groups[name] if c["kind"] == "reword"]

        def pct(hits: int, n: int) -> str:
            return f"{hits}/{n} ({100 * hits / n:.1f} %)" if n else "-"

        lines.append(f"| {name} | {len(swaps)} | {pct(sum(c['strong'] for c in swaps), len(swaps))}"
                     f" | {len(rewords)} | {pct(sum(c['strong'] for c in rewords), len(rewords))}"
                     f" | {pct(sum(c['any'] for c in rewords), len(rewords))} |")
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pairs", type=Path, nargs="+", help="JSONL files of labelled step pairs")
    parser.add_argument("--by", help="also break each file down by this field (category)")
    parser.add_argument("--misses", action="store_true",
                        help="list missed swaps, false alarms and weak findings on rewordings")
    args = parser.parse_args()
    for path in args.pairs:
        scored = score(load(path))
        print(f"# {path.name}: {len(scored)} pairs\n")
        print("\n".join(table(scored, None)))
        if args.by:
            print()
            print("\n".join(table(scored, args.by)))
        if args.misses:
            print()
            for case in scored:
                missed = case["kind"] == "swap" and not case["strong"]
                alarm = case["kind"] == "reword" and case["any"]
                if missed or alarm:
                    label = "MISSED SWAP" if missed else \
                        ("FALSE ALARM" if case["strong"] else "weak finding")
                    print(f"- {label} {case.get('id', '')} [{case.get('category', '')}]: "
                          f"{case['drift'] or 'no finding'}\n    golden:    {case['golden']}"
                          f"\n    candidate: {case['candidate']}")
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
