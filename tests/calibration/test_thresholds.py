"""Threshold selection on synthetic distributions with hand-checkable answers."""

from __future__ import annotations

import numpy as np
import pytest

from wfgate.calibration.corpus import half_of
from wfgate.calibration.thresholds import (
    choose_threshold,
)


def test_separable_distributions_give_the_middle_of_the_feasible_interval() -> None:
    regressions = [i / 100 for i in range(50)]        # 0.00 .. 0.49
    benign = [0.5 + i / 100 for i in range(50)]        # 0.50 .. 0.99
    choice = choose_threshold(regressions, benign, target_miss=0.1, target_false_alarm=0.1)
    # Up to 5 misses allowed: t > 0.44 (first feasible candidate 0.445); up to 5 alarms:
    # t <= 0.55 (last feasible candidate 0.545). The middle is 0.495.
    assert choice.threshold == pytest.approx(0.495)
    assert (choice.miss, choice.false_alarm) == (0.0, 0.0)
    assert choice.rule.startswith("both targets met")


def test_conflicting_targets_minimise_the_larger_overshoot() -> None:
    regressions = [0.2, 0.4, 0.6, 0.8]
    benign = [0.3, 0.5, 0.7, 0.9]
    choice = choose_threshold(regressions, benign, target_miss=0.0, target_false_alarm=0.0)
    # candidate: miss / false alarm -> larger overshoot
    # 0.45: 50 % / 25 % -> 0.5;  0.55: 50 % / 50 % -> 0.5;  0.65: 25 % / 50 % -> 0.5;
    # 0.35: 75 % / 25 % and 0.75: 25 % / 75 % -> 0.75. Tie at 0.5: the lower miss wins.
    assert choice.threshold == pytest.approx(0.65)
    assert (choice.miss, choice.false_alarm) == (0.25, 0.5)
    assert choice.rule.startswith("targets conflict")


def test_known_quantiles_on_normal_samples() -> None:
    rng = np.random.default_rng(0)
    regressions = rng.normal(0.5, 0.05, 2000)
    benign = rng.normal(0.9, 0.05, 2000)
    choice = choose_threshold(regressions, benign, target_miss=0.05, target_false_alarm=0.05)
    # Feasible interval ~ (q95 of regressions, q05 of benign) = (0.582, 0.818): middle 0.70.
    assert choice.threshold == pytest.approx(0.70, abs=0.01)
    assert choice.miss <= 0.05 and choice.false_alarm <= 0.05


def test_split_is_stable_and_salted() -> None:
    ids = [f"golden_{i}" for i in range(200)]
    halves = [half_of(i) for i in ids]
    assert halves == [half_of(i) for i in ids]
    assert 70 < halves.count("calibration") < 130
    assert [half_of(i, seed=1) for i in ids] != halves
