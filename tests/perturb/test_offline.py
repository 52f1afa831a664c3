"""Offline missing / compressed variants and the resumable run around them."""

from __future__ import annotations

import json

from wfgate.perturb.checks import static_failures
from wfgate.perturb.offline import offline_variant
from wfgate.perturb.records import GoldenRecord, changes_needed
from wfgate.perturb.run import run_perturb

BRANCHING = GoldenRecord("b", ("fetch", "left", "right", "join"),
                         (("START", "1"), ("1", "2"), ("1", "3"), ("2", "4"), ("3", "4"),
                          ("4", "END")))
PARALLEL = GoldenRecord("p", ("x", "y", "z"), (("START", "1"), ("START", "2"), ("START", "3"),
                                               ("1", "END"), ("2", "END"), ("3", "END")))


def test_offline_variants_pass_the_checks_with_exact_n(slice_goldens) -> None:
    for golden in slice_goldens:
        for kind in ("missing", "compressed"):
            for percent in (10, 30, 50):
                nodes, edges = offline_variant(golden, kind, percent, seed=7)
                assert static_failures(golden, kind, percent, nodes, edges) == []
                assert len(golden.nodes) - len(nodes) == changes_needed(percent, len(golden.nodes))


def test_offline_is_deterministic_per_seed(slice_goldens) -> None:
    golden = slice_goldens[2]
    assert offline_variant(golden, "missing", 50, 1) == offline_variant(golden, "missing", 50, 1)
    assert any(offline_variant(golden, "missing", 30, s) != offline_variant(golden, "missing",
                                                                             30, 1)
               for s in range(2, 6))


def test_dropping_a_branch_step_rewires_predecessors_to_successors() -> None:
    for seed in range(20):
        nodes, edges = offline_variant(BRANCHING, "missing", 10, seed)
        if "fetch" not in nodes:
            assert {("START", "1"), ("START", "2")} <= {tuple(e) for e in edges}
        if "left" not in nodes:
            assert ["1", "2"] in edges and ["2", "3"] in edges  # fetch -> right -> join
        assert static_failures(BRANCHING, "missing", 10, nodes, edges) == []


def test_independent_steps_merge_with_a_neighbour() -> None:
    nodes, edges = offline_variant(PARALLEL, "compressed", 30, 0)
    assert len(nodes) == 2 and any("; then " in n for n in nodes)
    assert static_failures(PARALLEL, "compressed", 30, nodes, edges) == []


def test_offline_run_labels_itself_skips_description_and_resumes(tmp_path,
                                                                 slice_goldens) -> None:
    out = tmp_path / "run"
    first = run_perturb(slice_goldens, out, types=("missing", "compressed", "description"),
                        percents=(10, 30, 50), seed=0, generator=None, progress=False)
    assert first.written == 18 and not first.residuals
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["offline"] is True and "OFFLINE" in manifest["note"]
    assert manifest["skipped"][0]["type"] == "description"
    lines = (out / "variants.jsonl").read_text().splitlines()
    record = json.loads(lines[0])
    assert set(record) == {"golden_id", "type", "percent", "nodes", "edges", "generator",
                           "checks"}
    assert record["generator"]["kind"] == "offline" and record["checks"]["passed"]
    # A crash mid-line: the cut line is dropped and redone, the others are kept.
    (out / "variants.jsonl").write_text("\n".join(lines[:5]) + "\n" + lines[5][:20])
    second = run_perturb(slice_goldens, out, types=("missing", "compressed"),
                         percents=(10, 30, 50), seed=0, generator=None, progress=False)
    assert (second.resumed, second.written) == (5, 13)
    assert len((out / "variants.jsonl").read_text().splitlines()) == 18
    assert "offline: no LLM used" in second.summary(offline=True)
