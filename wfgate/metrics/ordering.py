"""Kendall's tau over embedding-aligned steps.

Formula kept (DESIGN.md leaves it open): Hungarian alignment *without* the tau_align cut;
x = golden position, y = position of the candidate step assigned to it, golden steps left
unassigned (the candidate has fewer steps) share one tied rank after the last candidate
position; tau-b (scipy.stats.kendalltau), which handles those ties. Degenerate inputs:
an empty candidate scores 0.0; a single golden step scores 1.0 when it is assigned.
"""

from __future__ import annotations

import math

from ..alignment import Alignment


def kendall_tau(alignment: Alignment) -> float:
    """tau-b of golden order against the order of the assigned candidate steps, in [-1, 1]."""
    n_gold, n_pred = alignment.n_golden, alignment.n_candidate
    if n_pred == 0 or n_gold == 0:
        return 0.0
    assigned = dict(alignment.assignment)
    if n_gold == 1:
        return 1.0 if 0 in assigned else 0.0
    y = [assigned.get(g, n_pred) for g in range(n_gold)]
    if len(set(y)) == 1:
        return 0.0
    from scipy.stats import kendalltau

    tau = kendalltau(list(range(n_gold)), y, variant="b").statistic
    return 0.0 if tau is None or math.isnan(tau) else float(tau)
