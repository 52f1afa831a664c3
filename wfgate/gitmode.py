"""Git mode: the goldens are the base-branch versions of the workflow files a change touches.

``pairs_from_git(base_ref, candidate_glob, repo_dir)`` lists the files matching the glob that
differ between the merge base of ``base_ref`` and HEAD and the working tree (what
``git diff --name-status base...HEAD`` shows, plus uncommitted edits to tracked files). Each
modified or renamed file becomes a :class:`~wfgate.pairing.Pair`: golden content from
``git show <merge-base>:<old path>``, candidate from the working tree. A file the change adds has
no golden (a notice); one it deletes is an error (a golden workflow disappeared).
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from .config import InputLimits
from .errors import WfgateError
from .pairing import Pair, Pairing
from .parsing import DEFAULT_LIMITS, WORKFLOW_SUFFIXES


class GitModeError(WfgateError):
    """git failed or the base ref is unknown; the message says what to fetch or fix."""


def pairs_from_git(base_ref: str, candidate_glob: str, repo_dir: str | Path = ".",
                   limits: InputLimits = DEFAULT_LIMITS) -> Pairing:
    """Pair the base-ref version of every changed file matching ``candidate_glob`` with its
    version in the working tree. The candidate is read when the pair is checked: only a
    regular file inside the repository, at most ``limits.max_file_bytes`` long; a golden blob
    over that size is that pair's error."""
    repo = Path(repo_dir).resolve()
    if not base_ref or base_ref.startswith("-"):
        raise GitModeError(f"invalid base ref {base_ref!r}")
    merge_base = _merge_base(repo, base_ref)
    listing = _git(repo, "diff", "--name-status", "-z", "--find-renames", merge_base, "--",
                   f":(glob){candidate_glob}")
    result = Pairing()
    for status, paths in _parse_name_status(listing):
        kind = status[:1]
        if kind in ("M", "T", "R"):
            old, new = (paths[0], paths[-1])
            if not _is_workflow(new):
                continue
            golden_bytes, problem = _golden_blob(repo, f"{merge_base}:{old}",
                                                 limits.max_file_bytes)
            result.pairs.append(Pair(
                id=Path(new).with_suffix("").as_posix(),
                golden=f"{base_ref}:{old}",
                candidate=new,
                golden_bytes=golden_bytes,
                golden_problem=problem,
                candidate_file=str(repo / new),
                roots=(str(repo),),
                max_bytes=limits.max_file_bytes,
            ))
            if kind == "R":
                result.notices.append(_problem(new, "renamed", f"renamed from {old}; compared "
                                                               f"with {base_ref}:{old}"))
        elif kind in ("A", "C"):
            if _is_workflow(paths[-1]):
                result.notices.append(_problem(paths[-1], "added", "added by this change: "
                                               "no golden on the base branch, not checked"))
        elif kind == "D":
            if _is_workflow(paths[0]):
                result.errors.append(_problem(paths[0], "deleted", f"deleted by this change: "
                                              f"the golden {base_ref}:{paths[0]} has no "
                                              "candidate any more"))
        else:
            result.errors.append(_problem(paths[-1], "git", f"unexpected git status {status} "
                                          "(resolve the merge first)"))
    return result


def _is_workflow(path: str) -> bool:
    return Path(path).suffix.lower() in WORKFLOW_SUFFIXES


def _problem(file: str, kind: str, message: str) -> dict:
    return {"file": file, "line": None, "kind": kind, "message": message}


def _parse_name_status(listing: bytes) -> list[tuple[str, list[str]]]:
    """``git diff --name-status -z`` output: status, then one path (two for R and C)."""
    fields = [f.decode("utf-8", "surrogateescape") for f in listing.split(b"\0") if f]
    entries = []
    i = 0
    while i < len(fields):
        status = fields[i]
        count = 2 if status[:1] in ("R", "C") else 1
        entries.append((status, fields[i + 1:i + 1 + count]))
        i += 1 + count
    return entries


def _merge_base(repo: Path, base_ref: str) -> str:
    try:
        return _git(repo, "merge-base", base_ref, "HEAD").decode().strip()
    except GitModeError as exc:
        raise GitModeError(f"cannot find the merge base of {base_ref!r} and HEAD: {exc}. "
                           "Fetch the base branch with its history (actions/checkout with "
                           "fetch-depth: 0, or git fetch origin <base>)") from None


def _golden_blob(repo: Path, spec: str, max_bytes: int) -> tuple[bytes | None, str | None]:
    """The blob's bytes, or why it is not used (too big, or git could not show it)."""
    try:
        size = int(_git(repo, "cat-file", "-s", spec).strip() or 0)
        if size > max_bytes:
            return None, (f"the golden has {size} bytes, more than limits.max_file_bytes="
                          f"{max_bytes}; not read")
        return _git(repo, "show", spec), None
    except (GitModeError, ValueError) as exc:
        return None, f"cannot read the golden from git: {exc}"


def _git(repo: Path, *args: str) -> bytes:
    command = ["git", "-c", f"safe.directory={repo}", "-c", "core.quotepath=off", *args]
    try:
        done = subprocess.run(command, cwd=repo, capture_output=True, check=False, timeout=120)
    except FileNotFoundError:
        raise GitModeError("git is not installed; git mode needs it") from None
    except subprocess.TimeoutExpired:
        raise GitModeError(f"git {args[0]} took longer than 120 s") from None
    if done.returncode != 0:
        message = done.stderr.decode("utf-8", "replace").strip().splitlines()
        raise GitModeError(f"git {args[0]} failed: {message[-1] if message else 'no message'}")
    return done.stdout
