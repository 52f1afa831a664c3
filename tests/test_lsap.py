"""wfgate's own linear sum assignment returns scipy's, ties included (scipy: the dev extra's
reference; the run time does not install it)."""

from __future__ import annotations

import numpy as np
import pytest
from scipy.optimize import linear_sum_assignment as scipy_lsa

from wfgate.lsap import linear_sum_assignment

SHAPES = [(1, 1), (1, 5), (5, 1), (3, 3), (4, 7), (7, 4), (12, 12), (30, 25), (25, 30)]


def _same(cost: np.ndarray, maximize: bool) -> None:
    rows, cols = linear_sum_assignment(cost, maximize=maximize)
    want_rows, want_cols = scipy_lsa(cost, maximize=maximize)
    assert rows.tolist() == want_rows.tolist() and cols.tolist() == want_cols.tolist()


@pytest.mark.parametrize("shape", SHAPES, ids=str)
@pytest.mark.parametrize("maximize", [False, True])
def test_random_real_costs_match_scipy(shape, maximize):
    rng = np.random.default_rng(hash(shape) % 2**32)
    for _ in range(20):
        _same(rng.random(shape), maximize)


@pytest.mark.parametrize("shape", SHAPES, ids=str)
@pytest.mark.parametrize("maximize", [False, True])
def test_ties_are_broken_as_scipy_breaks_them(shape, maximize):
    """Small integer costs and constant matrices: many equal paths, one choice."""
    rng = np.random.default_rng(7 + shape[0] * 31 + shape[1])
    for _ in range(30):
        _same(rng.integers(0, 3, size=shape).astype(float), maximize)
    _same(np.zeros(shape), maximize)
    _same(np.ones(shape), maximize)


def test_the_alignment_cost_shape_matches_scipy():
    """As the alignment calls it: cosines minus a position penalty, with repeated texts."""
    rng = np.random.default_rng(3)
    for n_gold, n_pred in [(6, 7), (8, 4), (20, 20), (50, 45)]:
        base = rng.random((n_gold, n_pred)).astype(np.float32)
        base[:, ::3] = base[:, :1]  # repeated candidate texts
        positions = np.abs(np.linspace(0, 1, n_gold)[:, None]
                           - np.linspace(0, 1, n_pred)[None, :])
        _same(base - 1e-4 * positions, True)


def test_empty_and_invalid_inputs():
    rows, cols = linear_sum_assignment(np.zeros((0, 3)))
    assert rows.size == 0 and cols.size == 0
    with pytest.raises(ValueError, match="invalid"):
        linear_sum_assignment(np.array([[np.nan, 1.0]]))
    with pytest.raises(ValueError, match="infeasible"):
        linear_sum_assignment(np.array([[np.inf, np.inf]]))
    with pytest.raises(ValueError, match="2-d"):
        linear_sum_assignment(np.zeros(3))
