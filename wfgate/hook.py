"""``wfgate pre-commit``: the pre-commit hook (``.pre-commit-hooks.yaml``, id ``wfgate``).

pre-commit passes the staged files; the hook checks the pairs of the goldens and candidates
among them (a touched golden or candidate checks its pair; a touched thresholds file checks
every pair) and prints the terminal report. Exit codes as ``wfgate check``: 0 pass (also when
no workflow was touched), 1 regression, 2 error. ``wfgate.cli`` calls :func:`add_commands`.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path, PurePosixPath

from .parsing import WORKFLOW_SUFFIXES


def add_commands(subparsers: argparse._SubParsersAction) -> None:
    """Add ``pre-commit`` to the ``wfgate`` command line."""
    hook = subparsers.add_parser(
        "pre-commit", help="check the goldens and candidates among FILE... (the hook)",
        description="Check the golden/candidate pairs the given files belong to (pre-commit "
                    "passes the staged files). A changed thresholds file checks every pair.")
    hook.add_argument("files", nargs="*", metavar="FILE", help="changed files")
    hook.add_argument("--golden", default="goldens", metavar="DIR",
                      help="folder of the approved workflows (default: goldens)")
    hook.add_argument("--candidate", default="candidates", metavar="DIR",
                      help="folder of the regenerated workflows (default: candidates)")
    hook.add_argument("--config", metavar="FILE",
                      help="thresholds file (default: ./thresholds.yaml if present)")
    hook.add_argument("--cache-dir", metavar="DIR",
                      help="persistent embedding cache (default: $WFGATE_CACHE_DIR; none)")
    hook.set_defaults(handler=run_hook)


def touched_ids(files: list[str], golden: Path, candidate: Path) -> set[str]:
    """Workflow ids (relative path without suffix) of the files below either folder."""
    ids = set()
    roots = [golden.resolve(), candidate.resolve()]
    for name in files:
        path = Path(name)
        if path.suffix.lower() not in WORKFLOW_SUFFIXES:
            continue
        resolved = path.absolute().resolve() if path.exists() else path.absolute()
        for root in roots:
            try:
                relative = PurePosixPath(resolved.relative_to(root).as_posix())
            except ValueError:
                continue
            ids.add(str(relative.with_suffix("")))
    return ids


def run_hook(args: argparse.Namespace) -> int:
    from .cli import emit_report
    from .config import default_config_path, load_config
    from .pairing import pair_paths
    from .pipeline import Engines, check
    from .verdicts import exit_code

    config_path = args.config or default_config_path()
    golden, candidate = Path(args.golden), Path(args.candidate)
    changed = {Path(f).absolute() for f in args.files}
    everything = config_path is not None and Path(config_path).absolute() in changed
    wanted = touched_ids(args.files, golden, candidate)
    if not everything and not wanted:
        print("wfgate: no golden or candidate among the changed files", file=sys.stderr)
        return 0
    config = load_config(config_path, cache_dir=args.cache_dir)
    pairing = pair_paths(golden, candidate, config.limits)
    if everything:
        pairs, errors, notices = pairing.pairs, pairing.errors, pairing.notices
    else:
        def ours(problem: dict) -> bool:
            return bool(touched_ids([problem["file"]], golden, candidate) & wanted) or not (
                Path(problem["file"]).is_relative_to(golden)
                or Path(problem["file"]).is_relative_to(candidate))
        pairs = [pair for pair in pairing.pairs if pair.id in wanted]
        errors = [e for e in pairing.errors if ours(e)]
        notices = [n for n in pairing.notices if ours(n)]
    report = check(pairs, config, errors=errors, notices=notices,
                   engines=Engines(config, cache_dir=config.cache_dir))
    emit_report(report, "text", None)
    return exit_code(report)
