"""wfgate's own tau-b equals scipy's ``kendalltau(variant="b")`` (scipy is a dependency; the
gate computes tau directly because scipy's call costs more than the rest of a pair's metrics)."""

from __future__ import annotations

import math
import random

import pytest
from scipy.stats import kendalltau

from wfgate.metrics.ordering import _tau_b


def scipy_tau_b(y: list[int]) -> float:
    tau = kendalltau(list(range(len(y))), y, variant="b").statistic
    return 0.0 if tau is None or math.isnan(tau) else float(tau)


@pytest.mark.parametrize("y", [[0, 1], [1, 0], [0, 0], [2, 0, 1], [0, 0, 1, 1], [3, 3, 3, 0],
                               [0, 5, 5, 5, 1, 2], list(range(12))[::-1]])
def test_small_cases_equal_scipy(y):
    assert _tau_b(y) == pytest.approx(scipy_tau_b(y), abs=1e-12)


def test_random_positions_with_ties_equal_scipy():
    rng = random.Random(7)
    for _ in range(400):
        n = rng.randint(2, 30)
        y = [rng.randint(0, max(1, n // rng.choice((1, 2, 3)))) for _ in range(n)]
        assert _tau_b(y) == pytest.approx(scipy_tau_b(y), abs=1e-12), y
