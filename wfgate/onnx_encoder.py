"""Torch-free sentence encoding: an ONNX export of the transformer run by onnxruntime, with
the model's own ``tokenizer.json`` (``tokenizers``), mean pooling over the attention mask and
unit normalisation, exactly as sentence-transformers does for these models.

Exports are made at provisioning time (:mod:`wfgate.onnx_export`) into the model cache, one
folder per model name and weights sha256, described by ``export.json``::

    {"format": 1, "model": ..., "weights_sha256": ..., "max_seq_length": 256, "dimension": 384,
     "inputs": ["input_ids", "attention_mask", ...], "pad_token": "[PAD]", "pad_token_id": 0,
     "default": "int8", "variants": {"fp32": {"file": ..., "sha256": ..., ...}, "int8": ...}}
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from .errors import ModelError
from .models import ResolvedModel, cache_root

EXPORT_FORMAT = 1
MANIFEST = "export.json"
PRECISIONS = ("fp32", "int8")


@dataclass(frozen=True)
class OnnxExport:
    """A verified export of one model's weights, as recorded in its ``export.json``."""

    folder: Path
    manifest: dict

    @property
    def default_precision(self) -> str:
        return self.manifest["default"]

    @property
    def dimension(self) -> int:
        return int(self.manifest["dimension"])

    def has(self, precision: str) -> bool:
        return precision in self.manifest["variants"]

    def model_file(self, precision: str) -> Path:
        return self.folder / self.manifest["variants"][precision]["file"]

    def file_sha256(self, precision: str) -> str:
        return self.manifest["variants"][precision]["sha256"]


def export_folder(name: str, weights_sha256: str) -> Path:
    """Where the export of ``name`` with these weights lives."""
    return cache_root() / "onnx" / f"{name}-{weights_sha256[:12]}"


def find_export(model: ResolvedModel) -> OnnxExport | None:
    """The export made from exactly these weights, or None (never one of other weights)."""
    if not model.sha256:
        return None
    folder = export_folder(model.name, model.sha256)
    try:
        manifest = json.loads((folder / MANIFEST).read_text())
    except (OSError, ValueError):
        return None
    if not isinstance(manifest, dict) or manifest.get("format") != EXPORT_FORMAT \
            or manifest.get("weights_sha256") != model.sha256:
        return None
    export = OnnxExport(folder, manifest)
    present = [p for p in PRECISIONS if export.has(p) and export.model_file(p).is_file()]
    if export.default_precision not in present or not (folder / "tokenizer.json").is_file():
        return None
    return export


class OnnxSentenceEncoder:
    """Runs one precision of an export; ``encode`` returns unit vectors like the torch path."""

    def __init__(self, export: OnnxExport, precision: str) -> None:
        if not export.has(precision):
            raise ModelError(f"the ONNX export in {export.folder} has no {precision} variant; "
                             "run `python -m wfgate.models provision` or choose another backend")
        self.export = export
        self.precision = precision
        self._session = None
        self._tokenizer = None

    def load(self) -> None:
        """Open the tokenizer and the onnxruntime session (once)."""
        if self._session is not None:
            return
        try:
            import onnxruntime
            from tokenizers import Tokenizer
        except ImportError as exc:
            raise ModelError(f"the ONNX backend needs onnxruntime and tokenizers ({exc}); "
                             "install wfgate[onnx] or set WFGATE_ENCODER_BACKEND=torch") from None
        manifest = self.export.manifest
        try:
            tokenizer = Tokenizer.from_file(str(self.export.folder / "tokenizer.json"))
            tokenizer.enable_truncation(max_length=int(manifest["max_seq_length"]))
            tokenizer.enable_padding(pad_id=int(manifest["pad_token_id"]),
                                     pad_token=manifest["pad_token"])
            options = onnxruntime.SessionOptions()
            options.intra_op_num_threads = max(1, os.cpu_count() or 1)
            options.inter_op_num_threads = 1
            # No busy-waiting between ops: on a shared or oversubscribed runner spinning
            # threads halved int8 throughput (measured, docs/scale.md).
            options.add_session_config_entry("session.intra_op.allow_spinning", "0")
            options.log_severity_level = 3
            session = onnxruntime.InferenceSession(
                str(self.export.model_file(self.precision)), options,
                providers=["CPUExecutionProvider"])
        except Exception as exc:
            raise ModelError(f"cannot load the ONNX export in {self.export.folder}: {exc}; "
                             "re-run `python -m wfgate.models provision`") from None
        self._tokenizer, self._session = tokenizer, session
        self._inputs = [i.name for i in session.get_inputs()]

    def encode(self, texts: list[str], batch_size: int) -> np.ndarray:
        """Unit vectors for ``texts``, in order; batches are formed by length (less padding).

        int8 runs one text at a time: dynamic quantization scales activations per tensor, so
        in a batch a text's vector would depend on its neighbours (cosines moved by up to
        0.015 on real steps), and a score on which other files are in the run."""
        self.load()
        if self.precision == "int8":
            batch_size = 1
        vectors = np.zeros((len(texts), self.export.dimension), dtype=np.float32)
        order = sorted(range(len(texts)), key=lambda i: -len(texts[i]))
        for start in range(0, len(order), batch_size):
            rows = order[start:start + batch_size]
            vectors[rows] = self._encode_batch([texts[i] for i in rows])
        return vectors

    def _encode_batch(self, texts: list[str]) -> np.ndarray:
        encodings = self._tokenizer.encode_batch(texts)
        mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
        feeds = {"input_ids": np.array([e.ids for e in encodings], dtype=np.int64),
                 "attention_mask": mask,
                 "token_type_ids": np.array([e.type_ids for e in encodings], dtype=np.int64)}
        hidden = self._session.run(None, {name: feeds[name] for name in self._inputs})[0]
        return mean_pool_normalize(hidden, mask)


def mean_pool_normalize(hidden: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """sentence-transformers' mean pooling (masked mean) followed by L2 normalisation."""
    weights = mask[..., None].astype(np.float32)
    summed = (hidden * weights).sum(axis=1)
    pooled = summed / np.clip(weights.sum(axis=1), 1e-9, None)
    norms = np.linalg.norm(pooled, axis=1, keepdims=True)
    return (pooled / np.clip(norms, 1e-12, None)).astype(np.float32)
