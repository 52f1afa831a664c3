"""``wfgate check --shard I/N`` (one shard of the pairs) and ``wfgate merge`` (shard reports
into one report and verdict); ``wfgate.cli`` calls :func:`add_commands`."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .errors import UsageError
from .report import FORMATS, render
from .sharding import merge_reports, select_shard, shard_record
from .timing import Timer
from .verdicts import exit_code


def add_commands(subparsers: argparse._SubParsersAction) -> None:
    """Add ``merge`` to the ``wfgate`` command line."""
    merge = subparsers.add_parser(
        "merge", help="combine the JSON reports of `check --shard I/N` jobs into one",
        description="Merge the JSON reports of shards 1..N of one run into the report the "
                    "unsharded run gives (timings are summed); exits like `check`.")
    merge.add_argument("reports", nargs="+", metavar="REPORT.json", help="shard reports")
    merge.add_argument("--format", choices=FORMATS, default="markdown",
                       help="report format (default: markdown)")
    merge.add_argument("--output", help="write the report here instead of standard output")
    merge.set_defaults(handler=run_merge)


def run_merge(args: argparse.Namespace) -> int:
    reports = []
    for name in args.reports:
        try:
            reports.append(json.loads(Path(name).read_text(encoding="utf-8")))
        except (OSError, ValueError) as exc:
            raise UsageError(f"merge: cannot read {name}: {exc}") from None
    report = merge_reports(reports)
    write_report(render(report, args.format), args.output)
    return exit_code(report)


def write_report(text: str, output: str | None) -> None:
    if output:
        Path(output).parent.mkdir(parents=True, exist_ok=True)
        Path(output).write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)


def check_shard(golden: str | Path | None, candidate: str | Path, *, shard: tuple[int, int],
                golden_ref: str | None = None, repo_dir: str | Path = ".",
                config_path: str | Path | None = None, all_metrics: bool = False,
                timer: Timer | None = None) -> dict:
    """:func:`wfgate.pipeline.run_check` on shard ``(I, N)`` of the pairs only; the report
    records the shard for ``wfgate merge``. Pairing errors and notices go to every shard."""
    from .config import load_config
    from .judge import build_judge
    from .pairing import pair_paths
    from .pipeline import check

    config = load_config(config_path)
    if golden_ref:
        from .gitmode import pairs_from_git

        pairing = pairs_from_git(golden_ref, str(candidate), repo_dir)
    else:
        pairing = pair_paths(golden, candidate)
    judge = build_judge(config.judge, config.source)
    report = check(select_shard(pairing.pairs, *shard), config, judge=judge,
                   errors=pairing.errors, notices=pairing.notices, all_metrics=all_metrics,
                   timer=timer)
    report["shard"] = shard_record(pairing.pairs, *shard)
    return report
