"""The torch-free backend agrees with the torch path and is named in the score signature.

Needs the ONNX exports made by ``wfgate models provision`` (the test setup runs it).
"""

from __future__ import annotations

import numpy as np
import pytest

from wfgate.encoders.sentence import SentenceEncoder
from wfgate.errors import ConfigError, ModelError

MODEL = "all-MiniLM-L6-v2"
PROVISION = "run `wfgate models provision` (the test setup does) to make the export"


@pytest.fixture(scope="module")
def torch_vectors(step_texts):
    return SentenceEncoder(MODEL, backend="torch").encode(step_texts)


def onnx_encoder(backend: str) -> SentenceEncoder:
    encoder = SentenceEncoder(MODEL, backend="auto")
    assert encoder.variant != "torch", f"no ONNX export of {MODEL}: {PROVISION}"
    return SentenceEncoder(MODEL, backend=backend)


def test_fp32_onnx_matches_torch_on_real_step_texts(step_texts, torch_vectors):
    vectors = onnx_encoder("onnx-fp32").encode(step_texts)
    assert vectors.shape == torch_vectors.shape
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert (vectors * torch_vectors).sum(axis=1).min() >= 0.999


def test_int8_onnx_stays_close_to_torch(step_texts, torch_vectors):
    vectors = onnx_encoder("onnx-int8").encode(step_texts)
    cosine = (vectors * torch_vectors).sum(axis=1)
    assert cosine.min() >= 0.96 and cosine.mean() >= 0.985


def test_int8_vectors_do_not_depend_on_the_rest_of_the_batch(step_texts):
    encoder = onnx_encoder("onnx-int8")
    alone = encoder.encode(step_texts[:3])
    with_others = encoder.encode([*step_texts[:3], *step_texts[3:40]])[:3]
    assert np.array_equal(alone, with_others)


def test_the_backend_is_part_of_the_encoder_name_and_cache_identity():
    auto, torch = SentenceEncoder(MODEL), SentenceEncoder(MODEL, backend="torch")
    int8, fp32 = onnx_encoder("onnx-int8"), onnx_encoder("onnx-fp32")
    assert auto.name == int8.name == f"{MODEL}+onnx-int8"  # the export's default for MiniLM
    assert fp32.name == f"{MODEL}+onnx-fp32" and torch.name == MODEL
    identities = {e.cache_identity for e in (torch, int8, fp32)}
    assert len(identities) == 3


def test_onnx_load_does_not_import_torch():
    import subprocess
    import sys

    code = ("import sys; from wfgate.encoders.sentence import SentenceEncoder; "
            f"e = SentenceEncoder({MODEL!r}, backend='onnx'); e.encode(['Run the tests']); "
            "print('torch' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "False"


def test_an_unknown_backend_is_a_clear_error():
    with pytest.raises(ConfigError, match="onnx-fp32"):
        SentenceEncoder(MODEL, backend="tensorrt")


def test_provisioning_reports_the_existing_export():
    from wfgate.encoders.provision import export_onnx
    from wfgate.encoders.resolve import resolve_model_path

    assert "(fp32, int8; default int8; BERTScore layer 4)" in export_onnx(resolve_model_path(MODEL))


def test_an_export_of_other_weights_is_never_used(tmp_path, monkeypatch):
    import json

    from wfgate.encoders.onnx_backend import export_folder, find_export
    from wfgate.encoders.resolve import ResolvedModel

    monkeypatch.setenv("WFGATE_MODEL_DIR", str(tmp_path))
    model = ResolvedModel("toy", str(tmp_path), "ab" * 32, "path")
    folder = export_folder("toy", model.sha256)
    folder.mkdir(parents=True)
    for name in ("tokenizer.json", "model-fp32.onnx"):
        (folder / name).write_text("x")
    manifest = {"format": 1, "weights_sha256": model.sha256, "default": "fp32",
                "variants": {"fp32": {"file": "model-fp32.onnx", "sha256": "0"}}}
    (folder / "export.json").write_text(json.dumps(manifest))
    assert find_export(model) is not None
    (folder / "export.json").write_text(json.dumps(manifest | {"weights_sha256": "cd" * 32}))
    assert find_export(model) is None
    with pytest.raises(ModelError, match="no ONNX export"):
        SentenceEncoder(str(tmp_path), backend="onnx")
