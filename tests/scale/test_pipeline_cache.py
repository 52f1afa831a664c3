"""The pipeline reads the persistent cache: a warm rerun encodes nothing and loads no encoder."""

from __future__ import annotations

from tests.conftest import EXAMPLES
from wfgate.pairing import pair_paths
from wfgate.pipeline import Engines, check


def run(config, bertscore, cache_dir):
    engines = Engines(config, bertscore=bertscore, cache_dir=cache_dir)
    pairing = pair_paths(EXAMPLES / "golden", EXAMPLES / "candidate")
    return check(pairing.pairs, config, engines=engines).to_json(), engines


def test_warm_rerun_hits_every_text_and_never_loads_the_encoder(tmp_path, fast_config,
                                                                fast_engines):
    scorer = fast_engines.bert_scorer()
    cold, _ = run(fast_config, scorer, tmp_path)
    warm, engines = run(fast_config, scorer, tmp_path)
    unique = cold["embedding_cache"]["misses"]
    assert unique > 0 and cold["embedding_cache"]["hits"] == 0
    assert warm["embedding_cache"] == {"enabled": True, "hits": unique, "misses": 0}
    assert warm["workflows"] == cold["workflows"] and warm["signature"] == cold["signature"]
    encoder = engines.sentence_encoder()
    assert not encoder.loaded


def test_without_a_cache_dir_the_report_says_so(fast_config, fast_engines):
    report, _ = run(fast_config, fast_engines.bert_scorer(), None)
    assert report["embedding_cache"]["enabled"] is False
    assert report["embedding_cache"]["misses"] > 0


def test_a_warm_rerun_reads_bertscore_from_the_cache_and_loads_no_model(tmp_path, fast_config):
    cold, _ = run(fast_config, None, tmp_path)
    warm, engines = run(fast_config, None, tmp_path)
    scored = [w["metrics"]["bertscore"] for w in cold["workflows"]]
    assert sum(value is not None for value in scored) >= 2  # the examples need BERTScore
    assert [w["metrics"] for w in warm["workflows"]] == [w["metrics"] for w in cold["workflows"]]
    onnx = engines.sentence_encoder().onnx
    assert onnx is not None and onnx._session is None  # neither encoding nor BERTScore ran
