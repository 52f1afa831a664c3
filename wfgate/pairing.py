"""Pair golden and candidate workflow files: by relative path and stem in folder mode.

The folders are walked without following symlinked folders. Every entry with a workflow suffix
is listed, whatever it is: reading it later refuses a symlink that leads outside the folders, a
FIFO or a device with an error naming it (nothing is skipped silently). Two files of one stem
(``x.json`` beside ``x.yaml``) are an error: which one is the workflow would be a guess.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from .config import InputLimits
from .errors import InputError
from .parsing import DEFAULT_LIMITS, WORKFLOW_SUFFIXES, read_workflow_bytes


@dataclass(frozen=True)
class Pair:
    """A golden and its candidate. ``*_bytes`` carry content not read from the named path
    (git mode reads goldens from the base ref); ``candidate_file`` is where the candidate is
    read when that is not ``candidate`` itself. Files are read at most ``max_bytes`` long and,
    when ``roots`` is set, only if they resolve below one of those folders."""

    id: str
    golden: str
    candidate: str
    golden_bytes: bytes | None = None
    candidate_bytes: bytes | None = None
    roots: tuple[str, ...] = ()
    max_bytes: int = DEFAULT_LIMITS.max_file_bytes
    candidate_file: str | None = None
    golden_problem: str | None = None

    def read_golden(self) -> bytes:
        if self.golden_problem is not None:
            raise InputError(self.golden, self.golden_problem)
        if self.golden_bytes is not None:
            return self.golden_bytes
        return read_workflow_bytes(self.golden, self.golden, self.max_bytes, self.roots)

    def read_candidate(self) -> bytes:
        if self.candidate_bytes is not None:
            return self.candidate_bytes
        return read_workflow_bytes(self.candidate_file or self.candidate, self.candidate,
                                   self.max_bytes, self.roots)


@dataclass
class Pairing:
    """Pairs to check plus what could not be paired (errors fail the run, notices do not)."""

    pairs: list[Pair] = field(default_factory=list)
    errors: list[dict] = field(default_factory=list)
    notices: list[dict] = field(default_factory=list)


def _problem(file: str | Path, kind: str, message: str) -> dict:
    return {"file": str(file), "line": None, "kind": kind, "message": message}


def _workflow_files(root: Path, result: Pairing) -> dict[str, Path | None]:
    """Workflow files below ``root`` keyed by relative path without suffix. Hidden entries are
    skipped; symlinked folders are not followed (a notice); same-stem files are an error and
    map to None (known, so not reported as unpaired, but not checked)."""
    by_key: dict[str, list[Path]] = {}

    def unreadable(exc: OSError) -> None:
        result.errors.append(_problem(exc.filename or root, "input",
                                      f"cannot list the folder: {exc.strerror or exc}"))

    for folder, dirs, files in os.walk(root, onerror=unreadable):
        here = Path(folder)
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for name in dirs:
            if (here / name).is_symlink():
                result.notices.append(_problem(here / name, "symlink", "a symlinked folder: "
                                               "not followed, its workflows are not checked"))
        for name in files:
            path = here / name
            if not name.startswith(".") and path.suffix.lower() in WORKFLOW_SUFFIXES:
                key = path.relative_to(root).with_suffix("").as_posix()
                by_key.setdefault(key, []).append(path)
    found: dict[str, Path | None] = {}
    for key in sorted(by_key, key=lambda k: sorted(by_key[k])[0]):
        paths = sorted(by_key[key])
        if len(paths) > 1:
            names = " and ".join(p.name for p in paths)
            result.errors.append(_problem(paths[0], "input", f"{names} both define workflow "
                                          f"'{key}': keep one of them"))
            found[key] = None
        else:
            found[key] = paths[0]
    return found


def pair_paths(golden: str | Path, candidate: str | Path,
               limits: InputLimits = DEFAULT_LIMITS) -> Pairing:
    """Pair two files, or two folders by relative path and stem (suffixes may differ). Files
    are read later, bounded by ``limits.max_file_bytes`` and confined to the two folders (the
    folders of two named files)."""
    golden, candidate = Path(golden), Path(candidate)
    result = Pairing()
    for path, role in ((golden, "golden"), (candidate, "candidate")):
        if not path.exists():
            result.errors.append(_problem(path, "input", f"the {role} path does not exist"))
    if result.errors:
        return result
    if golden.is_dir() == candidate.is_dir() and not golden.is_dir():
        roots = (str(golden.parent.resolve()), str(candidate.parent.resolve()))
        result.pairs.append(Pair(candidate.with_suffix("").name, str(golden), str(candidate),
                                 roots=roots, max_bytes=limits.max_file_bytes))
        return result
    if golden.is_dir() != candidate.is_dir():
        result.errors.append(_problem(golden, "input", "--golden and --candidate must both be "
                                                       "files or both be folders"))
        return result
    roots = (str(golden.resolve()), str(candidate.resolve()))
    goldens = _workflow_files(golden, result)
    candidates = _workflow_files(candidate, result)
    for key, gold_path in goldens.items():
        if key not in candidates:
            if gold_path is not None:
                result.errors.append(_problem(gold_path, "unpaired", f"golden '{key}' has no "
                                              f"candidate under {candidate}"))
        elif gold_path is not None and candidates[key] is not None:
            result.pairs.append(Pair(key, str(gold_path), str(candidates[key]), roots=roots,
                                     max_bytes=limits.max_file_bytes))
    for key, cand_path in candidates.items():
        if key not in goldens and cand_path is not None:
            result.notices.append(_problem(cand_path, "unpaired", f"new candidate '{key}' has "
                                           f"no golden under {golden}; not checked (approve "
                                           "it to add one)"))
    if not goldens:
        result.errors.append(_problem(golden, "input", "no workflow files (.txt .wf .json "
                                                       ".yaml .yml) found"))
    return result
