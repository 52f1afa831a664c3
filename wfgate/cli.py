"""The ``wfgate`` command line: ``check`` here; other subcommands (``publish``, ``approve``,
...) come from the modules in ``COMMAND_MODULES``."""

from __future__ import annotations

import argparse
import importlib
import os
import shutil
import sys
import traceback
from dataclasses import replace
from pathlib import Path

from . import __version__
from .config import DEFAULT_PROFILE, default_config_path, load_config
from .errors import UsageError, WfgateError
from .progress import stage_progress
from .report import FORMATS, render
from .report.inert import show_controls
from .report.model import Report
from .timing import command_seconds
from .verdicts import EXIT_ERROR, exit_code

# Modules that add subcommands: each has ``add_commands(subparsers)``.
COMMAND_MODULES = ("wfgate.scaffold", "wfgate.github.commands", "wfgate.sharding_commands",
                   "wfgate.calibration.commands", "wfgate.encoders.commands",
                   "wfgate.config_commands", "wfgate.rules_commands", "wfgate.hook")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="wfgate", description="Gate regenerated workflows against approved goldens.",
        epilog="Exit codes: 0 pass, 1 regression found, 2 input, config or infrastructure error.")
    parser.add_argument("--version", action="version", version=f"wfgate {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    check = sub.add_parser("check", help="compare candidates with their goldens",
                           description="Compare each candidate workflow with its golden and "
                                       "report a verdict per failure mode.")
    check.add_argument("--golden", help="golden workflow file or folder")
    check.add_argument("--golden-ref", metavar="REF",
                       help="git mode: goldens are the REF versions of the changed files "
                            "matching --candidate (a glob)")
    check.add_argument("--candidate", required=True,
                       help="candidate workflow file or folder (a glob in git mode)")
    check.add_argument("--config", help="thresholds file (default: ./thresholds.yaml if "
                                        "present, else the built-in profile "
                                        f"{DEFAULT_PROFILE})")
    add_report_options(check)
    check.add_argument("--all-metrics", action="store_true",
                       help="compute BERTScore for every pair, not only where the gate needs it")
    check.add_argument("--shard", metavar="I/N",
                       help="check only shard I of N (by a hash of the workflow id; stable "
                            "when files are added); combine with `wfgate merge`")
    check.add_argument("--cache-dir", metavar="DIR",
                       help="persistent embedding cache folder (default: $WFGATE_CACHE_DIR; "
                            "none if unset); restore it with a CI cache step")
    check.add_argument("--fail-on", choices=("fail", "changes"), default="fail",
                       help="fail (default): exit 1 on a regression; changes: also on a "
                            "passing workflow with changes to review (a dropped or merged "
                            "step, a weak finding left unconfirmed)")
    check.add_argument("--verbose", action="store_true",
                       help="print the command's wall time and the check's time split "
                            "(load, encode, metrics, judge) to stderr")
    check.add_argument("--quiet", action="store_true",
                       help="no progress line on stderr (it is shown only on a terminal)")
    check.set_defaults(handler=run_check_command)
    for module in COMMAND_MODULES:
        importlib.import_module(module).add_commands(sub)
    return parser


def run_check_command(args: argparse.Namespace) -> int:
    from .pipeline import run_check

    if bool(args.golden) == bool(args.golden_ref):
        raise UsageError("check: give exactly one of --golden PATH or --golden-ref REF")
    shard = None
    if args.shard:
        from .sharding import parse_shard

        shard = parse_shard(args.shard)
    # resolved once: the file, its profile, the environment and --cache-dir (an argument)
    config = load_config(args.config or default_config_path(), cache_dir=args.cache_dir)
    with stage_progress(args.quiet) as timer:
        report = run_check(args.golden, args.candidate, golden_ref=args.golden_ref,
                           repo_dir=Path.cwd(), config=config,
                           all_metrics=args.all_metrics, timer=timer, shard=shard)
    if args.fail_on == "changes":
        from .report.build import fail_on_changes

        report = fail_on_changes(report)
    timings = {**(report.timings or {"total": 0.0}), "command": command_seconds()}
    report = replace(report, timings=timings)
    emit_report(report, args.format, args.output)
    if args.verbose:
        split = ", ".join(f"{k} {v:.2f}s" for k, v in timings.items()
                          if k not in ("total", "command"))
        print(f"wfgate: {report.verdict} in {timings['command']:.2f}s (the check "
              f"{timings['total']:.2f}s: {split})", file=sys.stderr)
        print(f"wfgate: {report.signature}", file=sys.stderr)
    return exit_code(report)


def add_report_options(parser: argparse.ArgumentParser) -> None:
    """``--format`` and ``--output``, the same for every command that prints a report."""
    parser.add_argument("--format", choices=FORMATS, default=None,
                        help="report format (default: text on a terminal, markdown when "
                             "piped or written to a file)")
    parser.add_argument("--output", metavar="FILE",
                        help="write the report here instead of standard output")


def emit_report(report: Report, fmt: str | None, output: str | None) -> None:
    """Render ``report`` for where it goes: the terminal report (coloured when the terminal
    takes it) on an interactive standard output, else ``fmt`` (default Markdown)."""
    stream = sys.stdout
    to_terminal = output is None and stream.isatty()
    fmt = fmt or ("text" if to_terminal else "markdown")
    if fmt == "text" and output is None:
        from .report.terminal import Style, color_wanted, render_terminal, unicode_ok

        width = shutil.get_terminal_size((100, 24)).columns if to_terminal else 100
        text = render_terminal(report, Style(color=color_wanted(stream),
                                             unicode=unicode_ok(stream), width=width))
    else:
        text = render(report, fmt)
    write_report(text, output)


def write_report(text: str, output: str | None) -> None:
    """The rendered report to ``output``, or to standard output."""
    if output:
        from .safe_write import write_file

        write_file(output, text)
    else:
        sys.stdout.write(text)


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    args = build_parser().parse_args(argv)
    try:
        return args.handler(args)
    except WfgateError as exc:
        print(f"wfgate: error: {show_controls(exc, keep=chr(10))}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt:
        return 130
    except Exception:
        traceback.print_exc()
        print("wfgate: internal error (a bug; please report it with the trace above)",
              file=sys.stderr)
        return EXIT_ERROR


if __name__ == "__main__":
    sys.exit(main())
