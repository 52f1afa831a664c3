"""The typed report model: JSON round trips, run errors apart from workflow errors, and the
schema and action outputs kept in step with the mode registry."""

from __future__ import annotations

import copy
import json
from dataclasses import replace

import pytest
import yaml

from tests.conftest import EXAMPLES, FIXTURES, ROOT
from wfgate.modes import MODE_NAMES, PAPER_MODE_NAMES
from wfgate.pairing import Pair, pair_paths
from wfgate.pipeline import check
from wfgate.report import report_schema
from wfgate.report.model import ErrorInfo, Report
from wfgate.sharding import merge_reports, select_shard, shard_record

SCHEMA = report_schema()
RUN_ERROR = {"file": "golden/lost.yaml", "line": None, "kind": "unpaired",
             "message": "no candidate"}


@pytest.fixture(scope="module")
def example_json(fast_config, fast_engines):
    """The examples' real report, with a run error and a broken pair among them."""
    pairing = pair_paths(EXAMPLES / "golden", EXAMPLES / "candidate")
    broken = Pair("broken/pair", "g/broken.yaml", "c/broken.yaml", b"steps: [", b"steps: [")
    report = check([*pairing.pairs, broken], fast_config, errors=[RUN_ERROR],
                   notices=pairing.notices, engines=fast_engines)
    return json.loads(json.dumps(report.to_json()))


def test_the_examples_report_round_trips(example_json):
    report = Report.from_json(example_json)
    assert report.to_json() == example_json
    assert Report.from_json(report.to_json()) == report
    assert [e.kind for e in report.run_errors] == ["unpaired"]
    broken = next(w for w in report.workflows if w.id == "broken/pair")
    assert broken.verdict == "error" and broken.error is not None
    assert broken.error.kind == "input" and broken.error not in report.run_errors
    assert report.errors == (*report.run_errors, broken.error)
    drift = next(f for w in report.workflows for f in w.findings or () if f.mode == "tool_drift")
    assert (drift.kind, drift.removed, drift.added) == ("identifiers", ("us-east-1",),
                                                        ("eu-west-1",))


def test_a_sharded_and_merged_report_round_trips(fast_config, fast_engines):
    pairing = pair_paths(EXAMPLES / "golden", EXAMPLES / "candidate")
    records = [json.loads(line) for line in
               (FIXTURES / "worfbench-slice.jsonl").read_text().splitlines()[:4]]
    extra = [Pair(f"worfbench/{r['id']}", f"{r['id']}.txt", f"{r['id']}-c.txt",
                  r["gold"].encode(), r["gold"].encode()) for r in records]
    everything = pairing.pairs + extra
    shards = []
    for index in (1, 2):
        part = replace(check(select_shard(everything, index, 2), fast_config,
                             errors=[RUN_ERROR], engines=fast_engines),
                       shard=shard_record(everything, index, 2))
        shard = Report.from_json(json.loads(json.dumps(part.to_json())))
        assert shard == part and shard.shard is not None and shard.shard.index == index
        shards.append(shard)
    merged = merge_reports(shards)
    report = Report.from_json(json.loads(json.dumps(merged.to_json())))
    assert report == merged
    assert [w.id for w in report.workflows] == [p.id for p in everything]
    assert report.run_errors == (ErrorInfo.from_json(RUN_ERROR),)  # once, not once a shard
    assert report.shard is None


def test_errors_in_another_order_keep_every_error(example_json):
    """A version 1 report whose errors do not end with the workflows' own (hand-made or
    damaged): nothing is lost and the workflows' errors are not counted twice."""
    data = copy.deepcopy(example_json)
    data["errors"] = list(reversed(data["errors"]))
    report = Report.from_json(data)
    assert report.run_errors == (ErrorInfo.from_json(RUN_ERROR),)
    assert len(report.errors) == len(data["errors"])


def test_a_hostile_report_is_refused_before_it_is_read(example_json):
    bad = copy.deepcopy(example_json)
    bad["workflows"][0]["modes"]["missing_steps"]["reason"] = {"<img src=x>": 1}
    with pytest.raises(ValueError, match=r"report does not match schema.*missing_steps/reason"):
        Report.from_json(bad)
    extra = copy.deepcopy(example_json)
    extra["workflows"][0]["diff"]["html"] = "<script>"
    with pytest.raises(ValueError, match="report does not match schema"):
        Report.from_json(extra)
    with pytest.raises(ValueError, match="report does not match schema"):
        Report.from_json(["not", "a", "report"])


def _objects(node: object):
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from _objects(value)
    elif isinstance(node, list):
        for value in node:
            yield from _objects(value)


def test_the_schema_types_every_object():
    """No bare object: each either lists its properties and refuses others, or types every
    value it may hold."""
    for node in _objects(SCHEMA):
        if node.get("type") == "object" or "object" in (node.get("type") or []):
            assert "properties" in node or isinstance(node.get("additionalProperties"), dict), \
                node
            if "properties" in node:
                assert node.get("additionalProperties") is False, node


def test_the_schema_mode_keys_are_the_registry():
    workflow_modes = SCHEMA["$defs"]["workflow"]["properties"]["modes"]
    assert tuple(workflow_modes["properties"]) == MODE_NAMES
    assert tuple(workflow_modes["required"]) == PAPER_MODE_NAMES
    summary_modes = SCHEMA["$defs"]["mode_counts_by_mode"]
    assert tuple(summary_modes["properties"]) == MODE_NAMES


def test_the_action_outputs_per_mode_are_the_registry():
    outputs = yaml.safe_load((ROOT / "action.yml").read_text())["outputs"]
    per_mode = {name for name in outputs if name.endswith(("_failed", "_ambiguous"))}
    assert per_mode == {f"{m}_{kind}" for m in MODE_NAMES for kind in ("failed", "ambiguous")}
