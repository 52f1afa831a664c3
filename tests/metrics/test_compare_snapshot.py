"""The identifier comparison gives, on every aligned pair of the labelled sets, the output it
gave when the snapshot was written (``bench/compare_snapshot.py``): the same removed and added
identifiers and the same replacement pairs, in the same order. Rule codes and replacement
kinds may be added; nothing else may change. The texts are read from the data files (the
snapshot holds references only), so no encoder runs."""

from __future__ import annotations

import gzip
import json
from functools import cache
from pathlib import Path

import pytest

from bench.compare_snapshot import folder_of, parsed, read_set
from tests.conftest import SHARED_DATA
from wfgate.metrics.identifiers import compare
from wfgate.metrics.operations import destructive_shift

SNAPSHOT = Path(__file__).resolve().parent / "data" / "compare_snapshot.json.gz"


@cache
def _snapshot() -> dict:
    with gzip.open(SNAPSHOT, "rt", encoding="utf-8") as handle:
        return json.load(handle)


@cache
def _workflows(name: str) -> tuple[dict, list]:
    goldens, variants = read_set(folder_of(name, SHARED_DATA))
    return ({gid: parsed(g, "g") for gid, g in goldens.items()},
            [(v["golden_id"], parsed(v, "v")) for v in variants])


@pytest.mark.skipif(not SHARED_DATA.is_dir(), reason="the labelled sets (../shared/data) "
                    "are not here: the comparison snapshot cannot be checked without them")
@pytest.mark.parametrize("name", ["ops-dev", "long-dev", "mini", "ops-blind", "long-blind"])
def test_compare_gives_the_snapshots_output_on_every_aligned_pair(name):
    calls = _snapshot()["sets"][name]
    assert calls, f"the snapshot records no compare call for {name}"
    goldens, variants = _workflows(name)
    differences = []
    for variant, g, p, gold_ctx, cand_ctx, expected in calls:
        golden_id, candidate = variants[variant]
        golden = goldens[golden_id]
        gtext, ctext = golden.steps[g].text, candidate.steps[p].text
        loose_gold = " ".join(golden.steps[i].text for i in gold_ctx)
        loose_cand = " ".join(candidate.steps[i].text for i in cand_ctx)
        drift = compare(gtext, ctext, golden_context=loose_gold, candidate_context=loose_cand)
        shift = None
        if not drift.strong and gtext != ctext:
            shift = destructive_shift(gtext, ctext, golden_context=loose_gold,
                                      candidate_context=loose_cand)
        got = {"removed": list(drift.removed), "added": list(drift.added),
               "replacements": [[r[0], r[1]] for r in drift.replacements],
               "shift": None if shift is None else list(shift)}
        if got != expected:
            differences.append(f"variant {variant} steps {g}/{p}: {gtext!r} -> {ctext!r}: "
                               f"expected {expected}, got {got}")
    assert not differences, f"{len(differences)} of {len(calls)} differ:\n" \
        + "\n".join(differences[:10])
