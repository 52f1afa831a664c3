"""One-to-one step alignment between a golden and a candidate (Hungarian on cosine)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .lsap import linear_sum_assignment


@dataclass(frozen=True)
class Split:
    """A golden step (position) whose content consecutive candidate steps (positions, in
    order) cover together: a change of granularity (``wfgate.metrics.granularity``)."""

    golden: int
    candidates: tuple[int, ...]


@dataclass(frozen=True)
class Duplicate:
    """A candidate step (position) that repeats an earlier candidate step (position)."""

    candidate: int
    repeats: int


@dataclass(frozen=True)
class Alignment:
    """``similarity[g, p]`` is the cosine of golden step g and candidate step p.

    ``assignment`` is the full Hungarian matching (used by Kendall's tau); ``kept`` are the
    pairs with similarity >= ``tau`` (used by Chain F1, Graph F1 and the diff). Pairs are
    (golden position, candidate position), sorted by golden position. ``splits`` and
    ``duplicates`` are the one-to-many correspondences the text adds to the matching
    (``wfgate.metrics.granularity.refine``); empty until it runs.
    """

    similarity: np.ndarray
    assignment: tuple[tuple[int, int], ...]
    kept: tuple[tuple[int, int], ...]
    tau: float
    splits: tuple[Split, ...] = ()
    duplicates: tuple[Duplicate, ...] = ()

    @property
    def n_golden(self) -> int:
        return self.similarity.shape[0]

    @property
    def n_candidate(self) -> int:
        return self.similarity.shape[1]

    def golden_to_candidate(self) -> dict[int, int]:
        return dict(self.kept)

    def candidate_to_golden(self) -> dict[int, int]:
        return {p: g for g, p in self.kept}

    def split_halves(self) -> dict[int, int]:
        """Candidate position of each split half -> the golden position it covers."""
        return {p: s.golden for s in self.splits for p in s.candidates}


def align(golden_vectors: np.ndarray, candidate_vectors: np.ndarray, tau: float) -> Alignment:
    """Hungarian assignment maximising total cosine; keep pairs at or above ``tau``."""
    n_gold, n_pred = len(golden_vectors), len(candidate_vectors)
    if n_gold == 0 or n_pred == 0:
        return Alignment(np.zeros((n_gold, n_pred), dtype=np.float32), (), (), tau)
    similarity = np.clip(golden_vectors @ candidate_vectors.T, -1.0, 1.0)
    # Ties (repeated texts such as "go to countertop 1") go to the order-preserving match:
    # a tiny penalty on relative-position distance, far below any real similarity gap.
    positions = np.abs(np.linspace(0, 1, n_gold)[:, None] - np.linspace(0, 1, n_pred)[None, :])
    rows, cols = linear_sum_assignment(similarity - 1e-4 * positions, maximize=True)
    assignment = tuple(sorted(zip(rows.tolist(), cols.tolist(), strict=True)))
    # A tiny tolerance so an exact duplicate (cosine 0.99999994) counts as >= tau.
    kept = tuple((g, p) for g, p in assignment if similarity[g, p] >= tau - 1e-6)
    return Alignment(similarity, assignment, kept, tau)
