"""The static checks and the rule for N."""

from __future__ import annotations

import itertools

import pytest

from wfgate.perturb.checks import static_failures
from wfgate.perturb.records import GoldenRecord, changes_needed

CHAIN5 = GoldenRecord("g", ("a one", "b two", "c three", "d four", "e five"),
                      (("START", "1"), ("1", "2"), ("2", "3"), ("3", "4"), ("4", "5"),
                       ("5", "END")))


def chain(n: int) -> list[list[str]]:
    ids = ["START", *map(str, range(1, n + 1)), "END"]
    return [[a, b] for a, b in itertools.pairwise(ids)]


@pytest.mark.parametrize(("percent", "size", "n"), [
    (10, 5, 1), (30, 5, 2), (50, 5, 3), (50, 7, 4), (30, 9, 3), (10, 11, 1), (30, 11, 3),
    (50, 11, 6), (10, 1, 1), (30, 6, 2)])
def test_n_is_round_half_up_with_a_floor_of_one(percent: int, size: int, n: int) -> None:
    assert changes_needed(percent, size) == n


def test_shared_slice_variants_all_pass(slice_goldens, slice_variants) -> None:
    goldens = {g.id: g for g in slice_goldens}
    for v in slice_variants:
        assert static_failures(goldens[v.golden_id], v.type, v.percent, v.nodes, v.edges) == []


def test_node_count_is_checked() -> None:
    failures = static_failures(CHAIN5, "missing", 30, ["a one", "b two", "c three", "d four"],
                               chain(4))
    assert any("must have exactly 3 steps, but it has 4" in f for f in failures)


def test_missing_keeps_the_remaining_steps_verbatim_and_in_order() -> None:
    good = static_failures(CHAIN5, "missing", 30, ["a one", "c three", "e five"], chain(3))
    assert good == []
    edited = static_failures(CHAIN5, "missing", 30, ["a one", "c THREE", "e five"], chain(3))
    assert any("verbatim" in f and "c THREE" in f for f in edited)
    shuffled = static_failures(CHAIN5, "missing", 30, ["c three", "a one", "e five"], chain(3))
    assert any("original order" in f for f in shuffled)


def test_compressed_needs_a_merge_not_a_plain_deletion() -> None:
    merged = static_failures(CHAIN5, "compressed", 10,
                             ["a one and b two", "c three", "d four", "e five"], chain(4))
    assert merged == []
    deleted = static_failures(CHAIN5, "compressed", 10, ["a one", "c three", "d four", "e five"],
                              chain(4))
    assert any("no step combines" in f for f in deleted)


def test_description_keeps_edges_and_changes_exactly_n_texts() -> None:
    two = ["a uno", "b two", "c tres", "d four", "e five"]
    assert static_failures(CHAIN5, "description", 30, two, chain(5)) == []
    one = ["a uno", "b two", "c three", "d four", "e five"]
    assert any("exactly 2 step descriptions" in f and "1 differ" in f
               for f in static_failures(CHAIN5, "description", 30, one, chain(5)))
    rewired = [*chain(5)[:-1], ["3", "5"], ["5", "END"]]
    assert any(f.startswith("edges:") for f in
               static_failures(CHAIN5, "description", 30, two, rewired))


def test_an_invalid_workflow_is_a_failure_not_an_exception() -> None:
    cyclic = [*chain(3), ["3", "1"]]
    failures = static_failures(CHAIN5, "missing", 30, ["a one", "c three", "e five"], cyclic)
    assert failures and failures[0].startswith("not a valid workflow")
