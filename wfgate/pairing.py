"""Pair golden and candidate workflow files: by relative path and stem in folder mode."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .parsing import WORKFLOW_SUFFIXES


@dataclass(frozen=True)
class Pair:
    """A golden and its candidate. ``*_bytes`` carry content not read from the named path
    (git mode reads goldens from the base ref)."""

    id: str
    golden: str
    candidate: str
    golden_bytes: bytes | None = None
    candidate_bytes: bytes | None = None

    def read_golden(self) -> bytes:
        if self.golden_bytes is not None:
            return self.golden_bytes
        return Path(self.golden).read_bytes()

    def read_candidate(self) -> bytes:
        if self.candidate_bytes is not None:
            return self.candidate_bytes
        return Path(self.candidate).read_bytes()


@dataclass
class Pairing:
    """Pairs to check plus what could not be paired (errors fail the run, notices do not)."""

    pairs: list[Pair] = field(default_factory=list)
    errors: list[dict] = field(default_factory=list)
    notices: list[dict] = field(default_factory=list)


def _workflow_files(root: Path) -> dict[str, Path]:
    """Workflow files below ``root`` keyed by relative path without suffix."""
    found: dict[str, Path] = {}
    for path in sorted(root.rglob("*")):
        if path.is_file() and path.suffix.lower() in WORKFLOW_SUFFIXES \
                and not any(part.startswith(".") for part in path.relative_to(root).parts):
            key = path.relative_to(root).with_suffix("").as_posix()
            found.setdefault(key, path)
    return found


def pair_paths(golden: str | Path, candidate: str | Path) -> Pairing:
    """Pair two files, or two folders by relative path and stem (suffixes may differ)."""
    golden, candidate = Path(golden), Path(candidate)
    result = Pairing()
    for path, role in ((golden, "golden"), (candidate, "candidate")):
        if not path.exists():
            result.errors.append({"file": str(path), "line": None, "kind": "input",
                                  "message": f"the {role} path does not exist"})
    if result.errors:
        return result
    if golden.is_file() and candidate.is_file():
        result.pairs.append(Pair(candidate.with_suffix("").name, str(golden), str(candidate)))
        return result
    if golden.is_file() != candidate.is_file():
        result.errors.append({"file": str(golden), "line": None, "kind": "input",
                              "message": "--golden and --candidate must both be files or both "
                                         "be folders"})
        return result
    goldens, candidates = _workflow_files(golden), _workflow_files(candidate)
    for key, gold_path in goldens.items():
        if key in candidates:
            result.pairs.append(Pair(key, str(gold_path), str(candidates[key])))
        else:
            result.errors.append({"file": str(gold_path), "line": None, "kind": "unpaired",
                                  "message": f"golden '{key}' has no candidate under "
                                             f"{candidate}"})
    for key, cand_path in candidates.items():
        if key not in goldens:
            result.notices.append({"file": str(cand_path), "line": None, "kind": "unpaired",
                                   "message": f"new candidate '{key}' has no golden under "
                                              f"{golden}; not checked (approve it to add one)"})
    if not goldens:
        result.errors.append({"file": str(golden), "line": None, "kind": "input",
                              "message": "no workflow files (.txt .wf .json .yaml .yml) found"})
    return result
