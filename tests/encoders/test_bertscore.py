"""Torch-free BERTScore: equal to bert-score on real step texts, fed by the encoder's own pass,
and never importing torch. Needs the exports made by ``wfgate models provision``.
"""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from tests.conftest import EXAMPLES, FIXTURES
from wfgate.config import BertScoreConfig
from wfgate.encoders.bertscore import BertScore, baseline_f, baseline_file, greedy_f1
from wfgate.encoders.protocol import TokenStates
from wfgate.encoders.sentence import SentenceEncoder
from wfgate.errors import ModelError

MODEL = "all-MiniLM-L6-v2"
CONFIG = BertScoreConfig(MODEL, 4, "builtin", 64)


def states(rows: list[list[float]], weights: list[float]) -> TokenStates:
    vectors = np.asarray(rows, dtype=np.float32)
    return TokenStates(vectors / np.linalg.norm(vectors, axis=1, keepdims=True),
                       np.asarray(weights, dtype=np.float32))


def test_greedy_matching_by_hand():
    # [CLS] a b [SEP] against [CLS] c [SEP]: special tokens match but weigh nothing
    reference = states([[1, 0, 0], [0, 1, 0], [1, 1, 0], [0, 0, 1]], [0, 1, 1, 0])
    candidate = states([[1, 0, 0], [0, 1, 1], [0, 0, 1]], [0, 1, 0])
    # candidate token c=(0,1,1)/sqrt2: best cosine 0.7071 (with b and with [SEP])
    precision = 1 / np.sqrt(2)
    # reference a=(0,1,0): best 0.7071 (c); b=(1,1,0)/sqrt2: best 0.7071 ([CLS])
    recall = 1 / np.sqrt(2)
    assert greedy_f1(reference, candidate) == pytest.approx(
        2 * precision * recall / (precision + recall), abs=1e-6)


def test_a_negative_best_cosine_counts_as_it_is():
    reference = states([[1, 0]], [1])
    candidate = states([[-1, 0.1]], [1])
    assert greedy_f1(reference, candidate) == pytest.approx(-0.99503719, abs=1e-6)


def test_no_weighted_token_scores_zero():
    only_special = states([[1, 0], [0, 1]], [0, 0])
    assert greedy_f1(only_special, states([[1, 0]], [1])) == 0.0


def test_the_baseline_is_read_by_row_as_bert_score_does(tmp_path):
    assert baseline_f(baseline_file(MODEL), 4) == pytest.approx(
        float(baseline_file(MODEL).read_text().splitlines()[5].split(",")[3]))
    broken = tmp_path / "baseline.csv"
    broken.write_text("LAYER,P,R\n0,0.1,0.2\n")
    with pytest.raises(ModelError, match=r"baseline\.csv"):
        baseline_f(broken, 0)


@pytest.fixture(scope="module")
def jobs() -> list[tuple[list[str], list[str]]]:
    """Golden/candidate step texts of the bundled examples, plus one step longer than
    MiniLM's 256-token encoder limit (BERTScore reads up to 512 tokens)."""
    from wfgate.pairing import pair_paths
    from wfgate.parsing import parse_workflow

    found = []
    for pair in pair_paths(EXAMPLES / "golden", EXAMPLES / "candidate").pairs:
        golden = parse_workflow(pair.read_golden(), pair.golden, suffix=pair.golden[-5:])
        candidate = parse_workflow(pair.read_candidate(), pair.candidate,
                                   suffix=pair.candidate[-5:])
        found.append((golden.texts, candidate.texts))
    long_step = " ".join((FIXTURES / "worfbench-slice.jsonl").read_text().split()[:300])
    found.append(([long_step, "Restart the service"], [long_step[::-1], "Restart it"]))
    return found


@pytest.fixture(scope="module")
def torch_scores(jobs) -> list[float]:
    """bert-score itself, each pair scored alone (no batch padding: see bertscore_onnx)."""
    scorer = BertScore(CONFIG, SentenceEncoder(MODEL, backend="torch"))
    assert scorer.backend == "torch"
    return [scorer.score_many([job])[0] for job in jobs]


def test_fp32_onnx_bertscore_equals_bert_score(jobs, torch_scores):
    scorer = BertScore(CONFIG, SentenceEncoder(MODEL, backend="onnx-fp32"))
    assert scorer.backend == "onnx-fp32", "no layer-4 export: run wfgate models provision"
    assert scorer.score_many(jobs) == pytest.approx(torch_scores, abs=1e-4)


def test_token_states_kept_from_the_encoder_pass_give_the_same_scores(jobs):
    encoder = SentenceEncoder(MODEL, backend="onnx-fp32")
    scorer = BertScore(CONFIG, encoder)
    texts = {t for golden, candidate in jobs for t in (*golden, *candidate)}
    keep = scorer.keep_request(texts)
    encoder.encode(sorted(texts), keep)
    long_step = jobs[-1][0][0]
    assert long_step not in keep.kept  # truncated by the encoder: BERTScore recomputes it
    assert len(keep.kept) == len(texts) - 2
    fresh = BertScore(CONFIG, SentenceEncoder(MODEL, backend="onnx-fp32"))
    assert scorer.score_many(jobs, keep.kept) == pytest.approx(fresh.score_many(jobs),
                                                               abs=1e-5)


def test_int8_bertscore_is_the_encoder_precision_and_stays_close(jobs, torch_scores):
    scorer = BertScore(CONFIG, SentenceEncoder(MODEL, backend="onnx-int8"))
    assert scorer.label == f"{MODEL}+onnx-int8/L4"
    gaps = np.abs(np.array(scorer.score_many(jobs)) - np.array(torch_scores))
    assert gaps.max() < 0.05


def test_an_export_without_the_layer_falls_back_to_bert_score():
    scorer = BertScore(BertScoreConfig(MODEL, 2, "builtin", 64),
                       SentenceEncoder(MODEL, backend="onnx-fp32"))
    assert scorer.backend == "torch" and scorer.label == f"{MODEL}/L2"
    assert scorer.keep_request({"a"}) is None


def test_a_check_that_needs_bertscore_never_imports_torch(tmp_path):
    config = tmp_path / "fast.yaml"
    config.write_text((FIXTURES / "fast.yaml").read_text())
    code = ("import sys, json; from wfgate.pipeline import run_check; "
            f"r = run_check({str(EXAMPLES / 'golden')!r}, {str(EXAMPLES / 'candidate')!r}, "
            f"config_path={str(config)!r}).to_json(); "
            "print(json.dumps([sum(w['metrics']['bertscore'] is not None "
            "for w in r['workflows']), 'torch' in sys.modules, r['signature']]))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    scored, imported, signature = __import__("json").loads(out.strip().splitlines()[-1])
    assert scored >= 2 and imported is False
    assert f"bs:{MODEL}+onnx-int8/L4/builtin" in signature


def test_another_precision_never_reads_these_cached_scores():
    fp32 = BertScore(CONFIG, SentenceEncoder(MODEL, backend="onnx-fp32"))
    int8 = BertScore(CONFIG, SentenceEncoder(MODEL, backend="onnx-int8"))
    assert fp32._onnx.cache_identity != int8._onnx.cache_identity
    assert "|L4|" in fp32._onnx.cache_identity
