"""The shipped configuration end to end: all-mpnet-base-v2 resolved from disk, sha256-checked."""

from __future__ import annotations

import pytest

from tests.conftest import EXAMPLES
from wfgate.encoders.resolve import KNOWN_MODELS, resolve_model_path
from wfgate.pairing import pair_paths
from wfgate.pipeline import check

pytestmark = pytest.mark.slow


def test_default_encoder_resolves_offline_to_the_published_weights():
    model = resolve_model_path("all-mpnet-base-v2")
    assert model.origin in ("cache", "package", "path")
    assert model.sha256 == KNOWN_MODELS["all-mpnet-base-v2"].sha256


def test_default_configuration_on_the_bundled_examples(default_config):
    pairing = pair_paths(EXAMPLES / "golden", EXAMPLES / "candidate")
    report = check(pairing.pairs, default_config, all_metrics=True).to_json()
    verdicts = {w["id"]: w["verdict"] for w in report["workflows"]}
    assert verdicts == {"incident/db-failover": "pass", "deploy/canary-release": "fail",
                        "oncall/disk-pressure": "fail", "data/nightly-etl": "pass",
                        "infra/terraform-release": "fail"}
    assert report["signature_fields"]["encoder"].startswith("all-MiniLM-L6-v2")
    reworded = next(w for w in report["workflows"] if w["id"] == "incident/db-failover")
    assert reworded["metrics"]["bertscore"] > 0.5  # meaning kept under rewording
    assert reworded["modes"]["description_changes"]["verdict"] == "pass"
