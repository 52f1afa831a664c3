"""``wfgate init``: set a repository up for wfgate; ``wfgate.cli`` calls :func:`add_commands`.

Writes, at the root of the git repository: a starter workflow (``.github/workflows/wfgate.yml``,
or with ``--fork-safe`` the two-workflow pair that comments on pull requests from forks), a
``thresholds.yaml`` with ``version`` and ``profile`` (commented examples, and the
``yaml-language-server`` line naming this release's editor schema), and the goldens
and candidates folders when missing. Nothing is written when a file exists, unless ``--force``;
the templates are the ones the project lints with actionlint and zizmor.
"""

from __future__ import annotations

import argparse
import os
import re
from dataclasses import dataclass
from importlib import resources
from pathlib import Path, PurePosixPath

from .errors import UsageError

TEMPLATES = "templates/init"
SINGLE = {".github/workflows/wfgate.yml": "wfgate.yml"}
FORK_SAFE = {".github/workflows/wfgate-check.yml": "wfgate-check.yml",
             ".github/workflows/wfgate-comment.yml": "wfgate-comment.yml"}
# Folder and file names go into YAML and path filters: plain relative paths only.
_SAFE_PATH = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_./-]*")


@dataclass(frozen=True)
class Written:
    path: Path
    kind: str  # "wrote", "overwrote", "created folder", "kept folder"


def add_commands(subparsers: argparse._SubParsersAction) -> None:
    """Add ``init`` to the ``wfgate`` command line."""
    from .config import PROFILES

    init = subparsers.add_parser(
        "init", help="set this repository up: a workflow, thresholds.yaml, the folders",
        description="Write a starter GitHub workflow, a thresholds.yaml and the goldens and "
                    "candidates folders at the root of the git repository. Refuses to "
                    "overwrite an existing file unless --force.")
    init.add_argument("directory", nargs="?", default=".", metavar="DIR",
                      help="a folder inside the repository (default: the current one)")
    init.add_argument("--fork-safe", action="store_true",
                      help="write the two-workflow pair (check, then comment from a "
                           "workflow_run) that also comments on pull requests from forks")
    init.add_argument("--golden", default="goldens", metavar="DIR",
                      help="folder of the approved workflows (default: goldens; the "
                           "action's golden input)")
    init.add_argument("--candidate", default="candidates", metavar="DIR",
                      help="folder of the regenerated workflows (default: candidates; the "
                           "action's candidate input)")
    init.add_argument("--config", default="thresholds.yaml", metavar="FILE",
                      help="the thresholds file to write (default: thresholds.yaml)")
    init.add_argument("--profile", choices=sorted(PROFILES),
                      help="the profile thresholds.yaml starts from (default: the one the "
                           "action uses when a repository has no thresholds file)")
    init.add_argument("--force", action="store_true",
                      help="overwrite files that exist (folders are always kept)")
    init.set_defaults(handler=run_init)


def default_profile() -> str:
    """The profile the action uses when a repository has no thresholds file."""
    from .github.sources import ACTION_DEFAULT_PROFILE

    return ACTION_DEFAULT_PROFILE


def repository_root(start: Path) -> Path:
    """The nearest folder at or above ``start`` holding ``.git`` (a folder, or a file in a
    worktree or submodule)."""
    start = start.resolve()
    if not start.is_dir():
        raise UsageError(f"init: {start} is not a folder")
    for folder in (start, *start.parents):
        if (folder / ".git").exists():
            return folder
    raise UsageError(f"init: {start} is not inside a git repository; run `git init` first "
                     "(the workflow goes to the repository's .github/workflows)")


def _relative(value: str, option: str) -> str:
    path = PurePosixPath(value)
    if (not _SAFE_PATH.fullmatch(value) or path.is_absolute() or ".." in path.parts
            or value.endswith("/")):
        raise UsageError(f"init: {option} {value!r}: give a path relative to the repository "
                         "root (letters, digits, . _ - /; no '..')")
    return str(path)


def render_files(fork_safe: bool, golden: str, candidate: str, config: str,
                 profile: str) -> dict[str, str]:
    """Repository-relative path -> text of every file ``init`` writes."""
    from . import __version__
    from .config.editor_schema import SCHEMA_URL

    values = {"@GOLDEN@": golden, "@CANDIDATE@": candidate, "@CONFIG@": config,
              "@PROFILE@": profile, "@SCHEMA_URL@": SCHEMA_URL.format(version=__version__)}
    files = {**(FORK_SAFE if fork_safe else SINGLE), config: "thresholds.yaml"}
    rendered = {}
    for target, template in files.items():
        text = resources.files("wfgate").joinpath(TEMPLATES).joinpath(template).read_text("utf-8")
        for key, value in values.items():
            text = text.replace(key, value)
        rendered[target] = text
    return rendered


def scaffold(directory: Path, *, fork_safe: bool = False, golden: str = "goldens",
             candidate: str = "candidates", config: str = "thresholds.yaml",
             profile: str | None = None, force: bool = False) -> list[Written]:
    """Write the files and folders; refuse (writing nothing) if a file exists, unless
    ``force``. Returns what was done, in order."""
    root = repository_root(directory)
    golden = _relative(golden, "--golden")
    candidate = _relative(candidate, "--candidate")
    config = _relative(config, "--config")
    files = render_files(fork_safe, golden, candidate, config, profile or default_profile())
    existing = [path for path in files if (root / path).exists() or (root / path).is_symlink()]
    if existing and not force:
        raise UsageError("init: already there: " + ", ".join(existing)
                         + "; nothing written (use --force to overwrite)")
    for folder in (golden, candidate):
        if (root / folder).exists() and not (root / folder).is_dir():
            raise UsageError(f"init: {root / folder} exists and is not a folder")
    done = []
    for path, text in files.items():
        target = root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        existed = target.exists() or target.is_symlink()
        if existed:
            target.unlink()  # never write through a symlink
        with open(target, "x", encoding="utf-8") as handle:
            handle.write(text)
        done.append(Written(target, "overwrote" if existed else "wrote"))
    for folder in (golden, candidate):
        target = root / folder
        if target.is_dir():
            done.append(Written(target, "kept folder"))
        else:
            target.mkdir(parents=True)
            (target / ".gitkeep").touch()
            done.append(Written(target, "created folder"))
    return done


def run_init(args: argparse.Namespace) -> int:
    done = scaffold(Path(args.directory), fork_safe=args.fork_safe, golden=args.golden,
                    candidate=args.candidate, config=args.config, profile=args.profile,
                    force=args.force)
    here = Path.cwd()
    for item in done:
        try:
            shown = os.path.relpath(item.path, here)
        except ValueError:
            shown = str(item.path)
        print(f"wfgate init: {item.kind} {shown}")
    golden = _relative(args.golden, "--golden")
    candidate = _relative(args.candidate, "--candidate")
    print(f"\nNext: put the approved workflows in {golden}/ and the regenerated ones in "
          f"{candidate}/\n(paired by relative path and stem), try\n"
          f"  wfgate check --golden {golden} --candidate {candidate} --config {args.config}\n"
          "create the repository secret WFGATE_CACHE_KEY (any random string, e.g.\n"
          "  openssl rand -hex 32 | gh secret set WFGATE_CACHE_KEY\n"
          "without it, cached embeddings are trusted only within one run), and commit.")
    return 0
