"""``wfgate approve``: copy reviewed candidates over their goldens.

Pairing follows :func:`wfgate.pairing.pair_paths` (same relative path and stem). A candidate
without a golden becomes a new golden at the same relative path. A candidate that does not
parse as a valid workflow is never copied: a golden must be a workflow wfgate can read.
Nothing leaves the two folders: a candidate is read only if it is a regular file below the
candidate folder, and a golden is written only through real folders below the golden folder,
never through a symlink or into a special file (:mod:`wfgate.safe_write`).
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from pathlib import Path

from .errors import InputError, WfgateError
from .pairing import pair_paths
from .parsing import DEFAULT_LIMITS, WORKFLOW_SUFFIXES, parse_workflow, read_workflow_bytes
from .safe_write import write_below


class ApproveError(WfgateError):
    """Nothing to approve, or a named path is not a candidate."""


@dataclass(frozen=True)
class Approval:
    """One planned copy: ``candidate`` -> ``golden``; ``new`` when the golden did not exist."""

    candidate: Path
    golden: Path
    new: bool
    golden_root: Path | None = None  # the folders the copy may not leave
    candidate_root: Path | None = None

    @property
    def target(self) -> Path:
        """Where the candidate lands (the golden's name with the candidate's suffix)."""
        return self.golden.with_suffix(self.candidate.suffix)


def plan_approvals(golden_dir: str | Path, candidate_dir: str | Path,
                   only: list[str] | None = None) -> list[Approval]:
    """The copies ``approve`` would make: every candidate, or those named in ``only``
    (a candidate path, a golden path, or a workflow id such as ``sub/name``)."""
    golden_root, candidate_root = Path(golden_dir), Path(candidate_dir)
    if not candidate_root.is_dir():
        raise ApproveError(f"--candidate {candidate_root} is not a folder")
    if golden_root.exists() and not golden_root.is_dir():
        raise ApproveError(f"--golden {golden_root} is not a folder")
    plans: list[Approval] = []
    if golden_root.is_dir():
        for pair in pair_paths(golden_root, candidate_root).pairs:
            plans.append(Approval(Path(pair.candidate), Path(pair.golden), new=False,
                                  golden_root=golden_root, candidate_root=candidate_root))
    paired = {plan.candidate.resolve() for plan in plans}
    for path in sorted(candidate_root.rglob("*")):
        relative = path.relative_to(candidate_root)
        if (path.is_file() and path.suffix.lower() in WORKFLOW_SUFFIXES
                and not any(part.startswith(".") for part in relative.parts)
                and path.resolve() not in paired):
            plans.append(Approval(path, golden_root / relative, new=True,
                                  golden_root=golden_root, candidate_root=candidate_root))
    if only:
        plans = _select(plans, only, golden_root, candidate_root)
    return plans


def _select(plans: list[Approval], only: list[str], golden_root: Path,
            candidate_root: Path) -> list[Approval]:
    chosen: list[Approval] = []
    for name in only:
        matches = [p for p in plans if _names(p, golden_root, candidate_root) & _forms(name)]
        if not matches:
            raise ApproveError(f"{name!r} is not a candidate under {candidate_root} (give a "
                               "candidate path, a golden path or a workflow id)")
        chosen.extend(m for m in matches if m not in chosen)
    return chosen


def _forms(name: str) -> set[str]:
    path = Path(name)
    return {path.as_posix(), path.resolve().as_posix(), path.with_suffix("").as_posix()}


def _names(plan: Approval, golden_root: Path, candidate_root: Path) -> set[str]:
    rel = plan.candidate.relative_to(candidate_root)
    return {plan.candidate.as_posix(), plan.candidate.resolve().as_posix(),
            plan.golden.as_posix(), plan.golden.resolve().as_posix(),
            rel.as_posix(), rel.with_suffix("").as_posix()}


def apply_approvals(plans: list[Approval]) -> list[Approval]:
    """Validate every candidate and every destination first, then copy; nothing is copied if
    one candidate is invalid or one destination is a symlink or a special file."""
    if not plans:
        raise ApproveError("no candidates to approve")
    problems, contents = [], []
    for plan in plans:
        try:
            contents.append(_read_candidate(plan))
        except InputError as exc:
            problems.append(str(exc))
    if problems:
        raise ApproveError("not approved, these candidates are not valid workflows:\n  "
                           + "\n  ".join(problems))
    unsafe = [problem for plan in plans for problem in _destination_problems(plan)]
    if unsafe:
        raise ApproveError("not approved, refusing to write these goldens:\n  "
                           + "\n  ".join(unsafe))
    for plan, raw in zip(plans, contents, strict=True):
        root = plan.golden_root or plan.golden.parent
        if plan.golden.exists() and plan.golden.suffix != plan.candidate.suffix:
            plan.golden.unlink()  # the golden changes format: keep one file per workflow
        write_below(root, plan.target.relative_to(root), raw)
    return plans


def _read_candidate(plan: Approval) -> bytes:
    """The candidate's bytes (a regular file below its folder), checked to be a workflow."""
    roots = [plan.candidate_root] if plan.candidate_root else []
    raw = read_workflow_bytes(plan.candidate, str(plan.candidate),
                              DEFAULT_LIMITS.max_file_bytes, roots)
    parse_workflow(raw, str(plan.candidate), suffix=plan.candidate.suffix.lower())
    return raw


def _destination_problems(plan: Approval) -> list[str]:
    """Symlinks or special files between the golden folder and what this plan writes or
    removes, each named."""
    root = plan.golden_root or plan.golden.parent
    found = []
    for path in dict.fromkeys((plan.golden, plan.target)):
        current = root
        for part in path.relative_to(root).parts:
            current = current / part
            try:
                mode = os.lstat(current).st_mode
            except FileNotFoundError:
                break
            if stat.S_ISLNK(mode):
                found.append(f"{current} is a symlink (it could point outside {root})")
                break
            if current != path and not stat.S_ISDIR(mode):
                found.append(f"{current} is not a folder")
                break
            if current == path and not stat.S_ISREG(mode):
                found.append(f"{current} is not a regular file")
    return list(dict.fromkeys(found))
