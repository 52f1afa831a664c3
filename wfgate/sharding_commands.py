"""``wfgate merge``: shard reports (``wfgate check --shard I/N``) into one report and verdict;
``wfgate.cli`` calls :func:`add_commands`."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from .cli import add_report_options, emit_report
from .errors import UsageError
from .sharding import merge_reports, read_shard_report
from .verdicts import exit_code


def add_commands(subparsers: argparse._SubParsersAction) -> None:
    """Add ``merge`` to the ``wfgate`` command line."""
    merge = subparsers.add_parser(
        "merge", help="combine the JSON reports of `check --shard I/N` jobs into one",
        description="Merge the JSON reports of shards 1..N of one run into the report the "
                    "unsharded run gives (timings are summed); exits like `check`.")
    merge.add_argument("reports", nargs="+", metavar="REPORT.json", help="shard reports")
    add_report_options(merge)
    merge.set_defaults(handler=run_merge)


def run_merge(args: argparse.Namespace) -> int:
    reports = []
    for name in args.reports:
        try:
            data = json.loads(Path(name).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise UsageError(f"merge: cannot read {name}: {exc}") from None
        reports.append(read_shard_report(data, name))
    report = merge_reports(reports)
    emit_report(report, args.format, args.output)
    return exit_code(report)
