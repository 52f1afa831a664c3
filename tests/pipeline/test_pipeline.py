"""End to end through the library: pairing, one embedding per unique text, broken inputs."""

from __future__ import annotations

import json
import shutil

import pytest

from wfgate import __version__
from wfgate.pairing import Pair, pair_paths
from wfgate.pipeline import check
from wfgate.report import validate_report

from ..conftest import EXAMPLES, FIXTURES

EXPECTED = {"incident/db-failover": "pass", "deploy/canary-release": "fail",
            "oncall/disk-pressure": "fail", "data/nightly-etl": "pass",
            "infra/terraform-release": "fail"}


@pytest.fixture(scope="module")
def example_report(fast_config, fast_engines):
    pairing = pair_paths(EXAMPLES / "golden", EXAMPLES / "candidate")
    return check(pairing.pairs, fast_config, errors=pairing.errors, notices=pairing.notices,
                 engines=fast_engines).to_json()


def test_bundled_examples_get_the_expected_verdicts(example_report):
    verdicts = {w["id"]: w["verdict"] for w in example_report["workflows"]}
    assert verdicts == EXPECTED
    assert example_report["verdict"] == "fail"
    validate_report(example_report)


def test_each_example_fails_for_its_own_reason(example_report):
    by_id = {w["id"]: w for w in example_report["workflows"]}
    canary = by_id["deploy/canary-release"]
    mode = canary["modes"]["missing_steps"]
    assert mode["verdict"] == "fail" or (mode["verdict"] == "ambiguous"
                                         and mode["provisional"] == "fail")
    missing = [d["golden"]["id"] for d in canary["diff"]["steps"] if d["kind"] == "missing"]
    assert missing == ["2", "4", "5"]
    disk = by_id["oncall/disk-pressure"]
    assert disk["modes"]["compressed_steps"]["verdict"] == "fail"
    assert disk["diff"]["counts"].get("merged", 0) >= 2
    release = by_id["infra/terraform-release"]
    assert release["modes"]["tool_drift"]["verdict"] == "fail"
    assert release["modes"]["reordering"]["verdict"] == "fail"
    drift = next(f for f in release["findings"] if f["mode"] == "tool_drift")
    assert (drift["removed"], drift["added"]) == (["us-east-1"], ["eu-west-1"])
    added = [f["candidate_step"] for f in release["findings"] if f["mode"] == "added_steps"]
    assert added == ["cleanup"]
    etl = by_id["data/nightly-etl"]
    assert set(etl["metrics"].values()) - {None} == {1.0}


def test_report_contract_keys(example_report):
    workflow = example_report["workflows"][0]
    assert set(workflow["metrics"]) >= {"graph_f1", "chain_f1", "bleu", "gleu", "bertscore",
                                        "kendall_tau", "judge", "order_consistency",
                                        "step_precision", "identifier_consistency"}
    assert set(workflow["modes"]) == {"missing_steps", "compressed_steps", "description_changes",
                                      "reordering", "added_steps", "tool_drift",
                                      "lost_dependencies", "critical_steps"}
    fields = example_report["signature_fields"]
    assert fields["encoder"].startswith("all-MiniLM-L6-v2")  # "+onnx-int8" with that backend
    assert len(fields["encoder_sha256"]) == 64
    assert example_report["signature"].startswith(f"wfgate:{__version__}|enc:all-MiniLM-L6-v2")
    assert "@53aa51172d14|" in example_report["signature"]
    assert set(example_report["timings"]) >= {"load", "encode", "metrics", "total"}


class CountingEncoder:
    """Wraps the real encoder and records every text it is asked to embed."""

    def __init__(self, inner):
        self.inner, self.seen = inner, []
        self.name, self.weights_sha256 = inner.name, inner.weights_sha256

    def load(self):
        self.inner.load()

    def encode(self, texts, keep=None):
        self.seen.extend(texts)
        return self.inner.encode(texts, keep)


def test_every_unique_text_is_embedded_once(fast_config, fast_engines):
    from wfgate.pipeline import Engines

    counting = CountingEncoder(fast_engines.sentence_encoder())
    engines = Engines(fast_config, encoder=counting, bertscore=fast_engines.bert_scorer())
    pairing = pair_paths(EXAMPLES / "golden", EXAMPLES / "candidate")
    check(pairing.pairs, fast_config, engines=engines)
    assert len(counting.seen) == len(set(counting.seen))
    assert "Promote the standby replica to primary" in counting.seen  # shared by two files


def test_a_broken_file_among_ten_leaves_nine_verdicts(tmp_path, fast_config, fast_engines):
    golden, candidate = tmp_path / "golden", tmp_path / "candidate"
    for folder in (golden, candidate):
        folder.mkdir()
    records = [json.loads(line) for line in
               (FIXTURES / "worfbench-slice.jsonl").read_text().splitlines()][:10]
    for i, record in enumerate(records):
        (golden / f"w{i}.txt").write_text(record["gold"])
        (candidate / f"w{i}.txt").write_text(record["gold"])
    (candidate / "w3.txt").write_text("Node:\n1: a\n2: b\nEdge: (1,2) (2,1)\n")
    pairing = pair_paths(golden, candidate)
    report = check(pairing.pairs, fast_config, errors=pairing.errors,
                   engines=fast_engines).to_json()
    verdicts = {w["id"]: w["verdict"] for w in report["workflows"]}
    assert verdicts.pop("w3") == "error"
    assert list(verdicts.values()) == ["pass"] * 9
    assert report["verdict"] == "error"
    assert report["errors"][0]["file"].endswith("w3.txt")
    assert "not a DAG" in report["errors"][0]["message"]
    validate_report(report)


def test_unpaired_files_golden_is_an_error_candidate_a_notice(tmp_path):
    for name in ("golden", "candidate"):
        (tmp_path / name / "sub").mkdir(parents=True)
    shutil.copy(EXAMPLES / "golden/data/nightly-etl.yaml", tmp_path / "golden/sub/a.yaml")
    shutil.copy(EXAMPLES / "golden/data/nightly-etl.yaml", tmp_path / "candidate/sub/a.json")
    shutil.copy(EXAMPLES / "golden/data/nightly-etl.yaml", tmp_path / "golden/old.yaml")
    shutil.copy(EXAMPLES / "golden/data/nightly-etl.yaml", tmp_path / "candidate/new.yaml")
    pairing = pair_paths(tmp_path / "golden", tmp_path / "candidate")
    assert [p.id for p in pairing.pairs] == ["sub/a"]  # paired by relative path and stem
    assert [e["file"].rsplit("/", 1)[-1] for e in pairing.errors] == ["old.yaml"]
    assert [n["file"].rsplit("/", 1)[-1] for n in pairing.notices] == ["new.yaml"]


def test_missing_paths_are_errors(tmp_path):
    pairing = pair_paths(tmp_path / "nope", tmp_path / "nada")
    assert len(pairing.errors) == 2 and not pairing.pairs


def test_in_memory_pairs_for_git_mode(fast_config, fast_engines):
    text = (EXAMPLES / "golden/oncall/disk-pressure.txt").read_bytes()
    pair = Pair("oncall/disk-pressure", "base:oncall/disk-pressure.txt",
                "oncall/disk-pressure.txt", golden_bytes=text, candidate_bytes=text)
    report = check([pair], fast_config, engines=fast_engines)
    assert report.verdict == "pass"
