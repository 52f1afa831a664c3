"""What the pull request changed in the gate's own inputs: its thresholds file and goldens.

Thresholds and goldens may change in a pull request (recalibrating is legitimate), but a
reviewer must see it: the comment's first lines say so ("call-outs"), and ``config_ref: base``
makes the gate read the thresholds file of the base commit instead. Both need the base commit
in the checkout (``actions/checkout`` with ``fetch-depth: 0``).
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import yaml

from ..errors import ConfigError, GitHubError
from .loosening import loosenings

MAX_CONFIG_BYTES = 1_000_000
MAX_LISTED = 8
_GIT = ("git", "-c", "core.quotepath=off", "-c", "core.fsmonitor=false")


class ChangesError(GitHubError):
    """The base commit or a file at it cannot be read."""


def _git(repo: Path, *args: str) -> bytes:
    command = [*_GIT[:1], "-c", f"safe.directory={repo.resolve()}", *_GIT[1:], *args]
    try:
        done = subprocess.run(command, cwd=repo, capture_output=True, check=False, timeout=60)
    except (FileNotFoundError, subprocess.TimeoutExpired) as exc:
        raise ChangesError(f"git {args[0]}: {exc}") from None
    if done.returncode != 0:
        lines = done.stderr.decode("utf-8", "replace").strip().splitlines()
        raise ChangesError(f"git {args[0]} failed: {lines[-1] if lines else 'no message'}")
    return done.stdout


def has_commit(repo: Path, sha: str | None) -> bool:
    """The commit ``sha`` is in the checkout (a shallow clone usually lacks the base)."""
    if not sha:
        return False
    try:
        _git(repo, "cat-file", "-e", f"{sha}^{{commit}}")
    except ChangesError:
        return False
    return True


def file_at(repo: Path, sha: str, path: str) -> bytes | None:
    """The bytes of ``path`` at commit ``sha``, or None when it does not exist there."""
    spec = f"{sha}:{Path(path).as_posix().removeprefix('./')}"
    try:
        kind = _git(repo, "cat-file", "-t", spec).strip()
    except ChangesError:
        return None
    if kind != b"blob":
        return None
    if int(_git(repo, "cat-file", "-s", spec).strip() or 0) > MAX_CONFIG_BYTES:
        raise ChangesError(f"{path} at {sha[:12]} is larger than {MAX_CONFIG_BYTES} bytes")
    return _git(repo, "cat-file", "blob", spec)


def changed_files(repo: Path, sha: str, pathspec: str) -> list[tuple[str, str]]:
    """(status letter, path) of files below ``pathspec`` that differ from commit ``sha``."""
    listing = _git(repo, "diff", "--name-status", "--no-renames", "--no-ext-diff",
                   "--no-textconv", "-z", sha, "--", Path(pathspec).as_posix())
    fields = [f.decode("utf-8", "replace") for f in listing.split(b"\0") if f]
    return list(zip(fields[::2], fields[1::2], strict=False))


def base_config_data(raw: bytes | None, path: str, sha: str) -> dict:
    """The base commit's thresholds file as data (an empty mapping when it had none)."""
    if raw is None:
        return {}
    source = f"{path} at the base commit {sha[:12]}"
    try:
        data = yaml.safe_load(raw.decode("utf-8"))
    except (UnicodeDecodeError, yaml.YAMLError) as exc:
        raise ConfigError(source, f"not valid YAML: {exc}") from None
    return data if isinstance(data, dict) else {}


_UNSET = object()


def key_changes(old: object, new: object, prefix: str = "") -> list[str]:
    """``key: old → new`` for every dotted leaf key whose value differs."""
    old_map, new_map = isinstance(old, dict), isinstance(new, dict)
    if (old_map or new_map) and (old_map or old is _UNSET) and (new_map or new is _UNSET):
        before = old if isinstance(old, dict) else {}
        after = new if isinstance(new, dict) else {}
        found = []
        for key in sorted(set(before) | set(after), key=str):
            name = f"{prefix}.{key}" if prefix else str(key)
            found += key_changes(before.get(key, _UNSET), after.get(key, _UNSET), name)
        return found
    if old == new:
        return []
    return [f"{prefix or '(whole file)'}: {_short(old)} → {_short(new)}"]


def _short(value: object) -> str:
    if value is _UNSET:
        return "(unset)"
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False,
                                                            default=str)
    return text if len(text) <= 60 else text[:59] + "…"


def thresholds_callout(path: str, old: dict, new: dict, used_base: bool) -> str | None:
    """The call-out for a thresholds file the pull request changed, or None."""
    changes = key_changes(old, new)
    if not changes:
        return None
    listed = "; ".join(changes[:MAX_LISTED])
    more = f" and {len(changes) - MAX_LISTED} more" if len(changes) > MAX_LISTED else ""
    used = ("the base branch's version (config_ref: base)" if used_base
            else "the pull request's version (config_ref: base would use the base branch's)")
    loosened = loosenings(old, new)
    loosens = f"; it loosens the identifier comparison: {'; '.join(loosened)}" if loosened \
        else ""
    return f"{path} changed in this pull request: {listed}{more}{loosens}; the gate used {used}."


def goldens_callout(folder: str, changed: list[tuple[str, str]]) -> str | None:
    """The call-out for goldens the pull request added, changed or deleted, or None."""
    if not changed:
        return None
    words = {"A": "added", "M": "modified", "D": "deleted", "T": "type changed"}
    listed = ", ".join(f"{path} ({words.get(status[:1], status)})"
                       for status, path in changed[:MAX_LISTED])
    more = f" and {len(changed) - MAX_LISTED} more" if len(changed) > MAX_LISTED else ""
    return (f"goldens changed in this pull request ({folder}): {listed}{more}; the candidates "
            "were compared with these edited goldens.")
