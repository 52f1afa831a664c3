"""The linear sum assignment (Hungarian matching) of the step alignment, in numpy.

The same algorithm as ``scipy.optimize.linear_sum_assignment`` (the shortest augmenting path
of Crouse, "On implementing 2D rectangular assignment algorithms", 2016, as in scipy's
``rectangular_lsap.cpp``), step for step: the same floating-point operations in the same order
and the same choice among equal costs, so it returns scipy's assignment, ties included
(``tests/test_lsap.py`` compares them). It is here so that the run time does not need scipy
(about 150 MB installed) for one function.
"""

from __future__ import annotations

import numpy as np


def linear_sum_assignment(cost_matrix: np.ndarray, maximize: bool = False
                          ) -> tuple[np.ndarray, np.ndarray]:
    """Row and column indices of the assignment of least (``maximize``: greatest) total cost;
    rows sorted, as scipy returns them."""
    cost = np.asarray(cost_matrix, dtype=np.float64)
    if cost.ndim != 2:
        raise ValueError(f"expected a matrix (2-d array), got a {cost.ndim}-d array")
    if cost.size == 0:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty.copy()
    transposed = cost.shape[1] < cost.shape[0]
    if transposed:
        cost = cost.T
    if maximize:
        cost = -cost
    if np.isnan(cost).any() or np.isneginf(cost).any():
        raise ValueError("matrix contains invalid numeric entries")
    col4row = _solve(np.ascontiguousarray(cost))
    if transposed:
        order = np.argsort(col4row, kind="stable")
        return col4row[order], order.astype(np.int64)
    return np.arange(cost.shape[0], dtype=np.int64), col4row


def _solve(cost: np.ndarray) -> np.ndarray:
    """``col4row`` for a cost matrix with at least as many columns as rows."""
    n_rows, n_cols = cost.shape
    u = np.zeros(n_rows)
    v = np.zeros(n_cols)
    path = np.full(n_cols, -1, dtype=np.int64)
    col4row = np.full(n_rows, -1, dtype=np.int64)
    row4col = np.full(n_cols, -1, dtype=np.int64)
    for current in range(n_rows):
        sink, min_val, shortest, rows_seen, cols_seen = _augmenting_path(
            cost, u, v, path, row4col, current)
        # update the dual variables
        u[current] += min_val
        others = rows_seen.copy()
        others[current] = False
        u[others] += min_val - shortest[col4row[others]]
        v[cols_seen] -= min_val - shortest[cols_seen]
        # augment the previous solution along the path
        j = sink
        while True:
            i = int(path[j])
            row4col[j] = i
            col4row[i], j = j, int(col4row[i])
            if i == current:
                break
    return col4row


def _augmenting_path(cost: np.ndarray, u: np.ndarray, v: np.ndarray, path: np.ndarray,
                     row4col: np.ndarray, start: int
                     ) -> tuple[int, float, np.ndarray, np.ndarray, np.ndarray]:
    """The shortest augmenting path from row ``start``: its sink column, the path's length,
    the shortest path costs and the rows and columns it visited (``path`` is filled in)."""
    n_rows, n_cols = cost.shape
    remaining = np.arange(n_cols - 1, -1, -1, dtype=np.int64)  # scipy's visiting order
    left = n_cols
    rows_seen = np.zeros(n_rows, dtype=bool)
    cols_seen = np.zeros(n_cols, dtype=bool)
    shortest = np.full(n_cols, np.inf)
    min_val = 0.0
    i = start
    while True:
        rows_seen[i] = True
        columns = remaining[:left]
        reduced = min_val + cost[i, columns] - u[i] - v[columns]
        better = reduced < shortest[columns]
        path[columns[better]] = i
        shortest[columns[better]] = reduced[better]
        costs = shortest[columns]
        lowest = costs.min()
        if lowest == np.inf:
            raise ValueError("cost matrix is infeasible")
        # Among equal costs scipy keeps the first, unless a later one is a free column (the
        # last such): it ends the path sooner.
        ties = np.flatnonzero(costs == lowest)
        free = ties[row4col[columns[ties]] == -1]
        index = int(free[-1]) if free.size else int(ties[0])
        min_val = float(lowest)
        j = int(remaining[index])
        cols_seen[j] = True
        left -= 1
        remaining[index] = remaining[left]
        if row4col[j] == -1:
            return j, min_val, shortest, rows_seen, cols_seen
        i = int(row4col[j])
