"""Shard assignment and the merge of shard reports."""

from __future__ import annotations

import copy
import json
from dataclasses import replace

import pytest

from tests.conftest import EXAMPLES, FIXTURES
from wfgate.cli import main
from wfgate.errors import UsageError
from wfgate.pairing import Pair, pair_paths
from wfgate.pipeline import check
from wfgate.report.model import Report
from wfgate.sharding import (
    merge_reports,
    parse_shard,
    read_shard_report,
    select_shard,
    shard_of,
    shard_record,
)


def pairs(n: int) -> list[Pair]:
    return [Pair(f"team/wf-{i}", f"g/{i}.yaml", f"c/{i}.yaml") for i in range(n)]


@pytest.mark.parametrize("count", [1, 2, 3, 7])
def test_every_pair_lands_in_exactly_one_shard(count):
    everything = pairs(200)
    shards = [select_shard(everything, i, count) for i in range(1, count + 1)]
    ids = [p.id for shard in shards for p in shard]
    assert sorted(ids) == sorted(p.id for p in everything)
    assert all(shard for shard in shards)  # 200 pairs spread over every shard


def test_adding_files_moves_no_other_workflow():
    before = {p.id: shard_of(p.id, 4) for p in pairs(100)}
    after = {p.id: shard_of(p.id, 4) for p in pairs(150)}
    assert all(after[i] == shard for i, shard in before.items())


def test_shard_option_syntax():
    assert parse_shard("2/4") == (2, 4)
    for bad in ("0/4", "5/4", "2", "a/b"):
        with pytest.raises(UsageError):
            parse_shard(bad)


@pytest.fixture(scope="module")
def example_reports(fast_config, fast_engines):
    pairing = pair_paths(EXAMPLES / "golden", EXAMPLES / "candidate")
    records = [json.loads(line) for line in
               (FIXTURES / "worfbench-slice.jsonl").read_text().splitlines()[:6]]
    extra = [Pair(f"worfbench/{r['id']}", f"{r['id']}.txt", f"{r['id']}-c.txt",
                  r["gold"].encode(), r["gold"].encode()) for r in records]
    everything = pairing.pairs + extra
    errors = [{"file": "golden/lost.yaml", "line": None, "kind": "unpaired", "message": "x"}]

    def run(selected):
        return check(selected, fast_config, errors=errors, notices=pairing.notices,
                     engines=fast_engines)

    shards = [replace(run(select_shard(everything, index, 3)),
                      shard=shard_record(everything, index, 3)) for index in (1, 2, 3)]
    return run(everything), shards


def without_timings(report: Report) -> Report:
    return replace(report, timings=None, embedding_cache=None)


def test_merged_shards_equal_the_unsharded_report(example_reports):
    whole, shards = example_reports
    merged = merge_reports(list(reversed(shards)))
    assert without_timings(merged) == without_timings(whole)
    assert merged.to_json().keys() == whole.to_json().keys()
    assert merged.verdict == "error"  # the pairing error every shard carries, once
    assert len(merged.run_errors) == 1
    assert set(merged.timings or {}) == {k for s in shards for k in s.timings or {}}
    assert merged.embedding_cache is not None and merged.embedding_cache.misses == sum(
        s.embedding_cache.misses for s in shards if s.embedding_cache is not None)


def test_merge_refuses_incomplete_or_mixed_runs(example_reports):
    _, shards = example_reports
    with pytest.raises(UsageError, match="missing 2"):
        merge_reports([shards[0], shards[2]])
    with pytest.raises(UsageError, match="exactly once"):
        merge_reports([shards[0], shards[0], shards[1], shards[2]])
    other = replace(shards[1], signature=shards[1].signature.replace("tau:0.8", "tau:0.7"))
    with pytest.raises(UsageError, match="signature"):
        merge_reports([shards[0], other, shards[2]])
    with pytest.raises(UsageError, match="--shard"):
        merge_reports([replace(shards[0], shard=None)])
    record = shards[0].shard
    assert record is not None
    short = replace(shards[0], shard=replace(record, positions=record.positions[:-1]))
    with pytest.raises(UsageError, match="merge: "):
        merge_reports([short, *shards[1:]])


def test_a_damaged_shard_report_is_a_usage_error_not_a_crash(example_reports):
    _, shards = example_reports
    first = shards[0].to_json()
    damaged: list[object] = []
    for key, value in (("shard", {"index": 1}), ("workflows", None), ("summary", "x"),
                       ("shard", {**first["shard"], "positions": ["a", "b"]})):
        report = copy.deepcopy(first)
        report[key] = value
        damaged.append(report)
    for report in [*damaged, []]:
        with pytest.raises(UsageError, match=r"merge: shard-1\.json is damaged"):
            read_shard_report(report, "shard-1.json")


def test_merge_command_exits_like_check(example_reports, tmp_path, capsys):
    _, shards = example_reports
    paths = []
    for report in shards:
        assert report.shard is not None
        path = tmp_path / f"shard-{report.shard.index}.json"
        path.write_text(json.dumps(report.to_json()))
        paths.append(str(path))
    out = tmp_path / "merged.json"
    assert main(["merge", *paths, "--format", "json", "--output", str(out)]) == 2
    assert json.loads(out.read_text())["verdict"] == "error"
    assert main(["merge", paths[0]]) == 2
    assert "missing" in capsys.readouterr().err
