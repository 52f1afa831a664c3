"""Cold start to a verdict: whole ``wfgate check`` commands on 10 workflows, wall time.

    python bench/speed_coldstart.py [--config FILE] [--workflows 10] [--repeat 5]

Writes 10 golden/candidate pairs of workflowperturb-mini as files, then times the whole command
(a new interpreter each time: imports, model load, encode, metrics, report) in several
situations, medians of ``--repeat`` runs (the machine may be shared):
- ``needs no BERTScore``: pairs whose wording is close (description mode clear without it);
- ``mixed``: the first pairs of the corpus sample, some of which need BERTScore;
each with no embedding cache, and again with a warm ``--cache-dir``.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from statistics import median

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.paper_tables import load_pairs  # noqa: E402


def write_pairs(pairs: list, folder: Path) -> tuple[Path, Path]:
    golden, candidate = folder / "golden", folder / "candidate"
    for root in (golden, candidate):
        root.mkdir(parents=True)
    for i, pair in enumerate(pairs):
        (golden / f"wf{i}.json").write_bytes(pair.read_golden())
        (candidate / f"wf{i}.json").write_bytes(pair.read_candidate())
    return golden, candidate


def time_command(command: list[str], repeat: int) -> tuple[float, int, list[float]]:
    times, code = [], 0
    for _ in range(repeat):
        began = time.perf_counter()
        code = subprocess.run(command, capture_output=True, cwd=ROOT).returncode
        times.append(time.perf_counter() - began)
    return median(times), code, times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data" /
                        "workflowperturb-mini")
    parser.add_argument("--config", type=Path, default=ROOT / "thresholds.yaml")
    parser.add_argument("--workflows", type=int, default=10)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    pairs, keys = load_pairs(args.data)
    close = [p for p, (kind, pct) in zip(pairs, keys, strict=True)
             if (kind, pct) in (("description", 10), ("missing", 10))]
    sets = {"needs no BERTScore (10% description/missing)": close[:args.workflows],
            "mixed (every type and severity)": pairs[::len(pairs) // args.workflows]
            [:args.workflows]}
    print(f"config {args.config.name}; whole `wfgate check` commands, medians of "
          f"{args.repeat} (shared 2-core machine)")
    for label, chosen in sets.items():
        with tempfile.TemporaryDirectory() as folder:
            golden, candidate = write_pairs(chosen, Path(folder))
            base = [sys.executable, "-m", "wfgate", "check", "--golden", str(golden),
                    "--candidate", str(candidate), "--config", str(args.config),
                    "--format", "json", "--output", str(Path(folder) / "report.json")]
            cold, code, _ = time_command(base, args.repeat)
            report = json.loads((Path(folder) / "report.json").read_text())
            bert = "bertscore" in report["timings"]
            cache = ["--cache-dir", str(Path(folder) / "cache")]
            subprocess.run(base + cache, capture_output=True, cwd=ROOT)  # fill the cache
            warm, _, _ = time_command(base + cache, args.repeat)
            print(f"{label}: {len(chosen)} workflows, verdict {report['verdict']} (exit "
                  f"{code}), BERTScore {'needed' if bert else 'not needed'}, encoder "
                  f"{report['signature_fields']['encoder']}: no cache {cold:.2f}s, warm "
                  f"cache {warm:.2f}s (target <= 5 s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
