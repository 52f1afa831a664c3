"""Torch-free sentence encoding: an ONNX export of the transformer run by onnxruntime, with
the model's own ``tokenizer.json`` (``tokenizers``), mean pooling over the attention mask and
unit normalisation, exactly as sentence-transformers does for these models.

The same pass can keep the token states of one hidden layer for chosen texts
(:class:`~wfgate.encoders.protocol.KeepStates`): BERTScore then reads them instead of running
the model again.

Exports are made at provisioning time (:mod:`wfgate.encoders.provision`) into the model cache, one
folder per model name and weights sha256, described by ``export.json``::

    {"format": 1, "model": ..., "weights_sha256": ..., "max_seq_length": 256, "dimension": 384,
     "inputs": ["input_ids", "attention_mask", ...], "pad_token": "[PAD]", "pad_token_id": 0,
     "hidden_layers": [4], "token_max_length": 512, "special_token_ids": [101, 102],
     "default": "int8", "variants": {"fp32": {"file": ..., "sha256": ..., ...}, "int8": ...}}
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import ModelError
from .protocol import KeepStates, TokenStates
from .resolve import ResolvedModel, cache_root, check_trusted

EXPORT_FORMAT = 1
MANIFEST = "export.json"
PRECISIONS = ("fp32", "int8")


def hidden_output(layer: int) -> str:
    """The graph output holding the hidden states after ``layer`` (1-based)."""
    return f"hidden_state_{layer}"


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

    @property
    def hidden_layers(self) -> tuple[int, ...]:
        """Layers whose hidden states the graph outputs (BERTScore's; none in older exports)."""
        return tuple(self.manifest.get("hidden_layers", ()))


def export_folder(name: str, weights_sha256: str) -> Path:
    """Where the export of ``name`` with these weights lives."""
    return cache_root() / "onnx" / f"{name}-{weights_sha256[:12]}"


def find_export(model: ResolvedModel, packaged: bool = True) -> OnnxExport | None:
    """The export made from exactly these weights, or None (never one of other weights): the
    model cache's, else (``packaged``) the one an installed model distribution ships."""
    if not model.sha256:
        return None
    label = f"the ONNX export of {model.name}"
    export = _read_export(export_folder(model.name, model.sha256), model.sha256, label)
    if export is None and packaged:
        from .distribution import installed_export_folder

        folder = installed_export_folder(model.name)
        export = None if folder is None else _read_export(folder, model.sha256, label)
    return export


def _read_export(folder: Path, weights_sha256: str, label: str) -> OnnxExport | None:
    """The complete export in ``folder`` made from these weights, or None; a folder that
    resolves into a distrusted one (the action's workspace) is refused, never read."""
    if folder.exists():
        check_trusted(folder, label)
    try:
        manifest = json.loads((folder / MANIFEST).read_text())
    except (OSError, ValueError):
        return None
    if not isinstance(manifest, dict) or manifest.get("format") != EXPORT_FORMAT \
            or manifest.get("weights_sha256") != weights_sha256:
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
                             "run `wfgate models provision` or choose another backend")
        self.export = export
        self.precision = precision
        self._session: Any = None
        self._tokenizer: Any = None
        self._state_tokenizer: Any = None
        self._inputs: list[str] = []
        self._special = np.zeros(0, dtype=np.int64)

    @property
    def loaded(self) -> bool:
        return self._session is not None

    def load(self) -> None:
        """Open the tokenizer and the onnxruntime session (once)."""
        if self._session is not None:
            return
        try:
            import onnxruntime
            from tokenizers import Tokenizer
        except ImportError as exc:
            raise ModelError(f"the ONNX backend needs onnxruntime and tokenizers ({exc}); "
                             "reinstall wfgate (they are its dependencies) or set "
                             "WFGATE_ENCODER_BACKEND=torch") from None
        manifest = self.export.manifest
        try:
            tokenizer = _tokenizer(Tokenizer, self.export, int(manifest["max_seq_length"]))
            # BERTScore's own limit (bert-score truncates at the tokenizer's maximum, 512)
            state_tokenizer = _tokenizer(Tokenizer, self.export,
                                         int(manifest.get("token_max_length", 512)))
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
                             "re-run `wfgate models provision`") from None
        self._tokenizer, self._state_tokenizer, self._session = tokenizer, state_tokenizer, session
        self._inputs = [i.name for i in session.get_inputs()]
        self._special = np.array(manifest.get("special_token_ids", ()), dtype=np.int64)

    def _batches(self, texts: list[str], batch_size: int) -> list[list[int]]:
        """Row indices grouped by length (less padding); one text a batch for int8: dynamic
        quantization scales activations per tensor, so in a batch a text's vector would
        depend on its neighbours (cosines moved by up to 0.015 on real steps), and a score on
        which other files are in the run."""
        size = 1 if self.precision == "int8" else max(1, batch_size)
        order = sorted(range(len(texts)), key=lambda i: -len(texts[i]))
        return [order[start:start + size] for start in range(0, len(order), size)]

    def encode(self, texts: list[str], batch_size: int,
               keep: KeepStates | None = None) -> np.ndarray:
        """Unit vectors for ``texts``, in order; with ``keep``, the same pass also keeps the
        token states ``keep`` asks for."""
        self.load()
        vectors = np.zeros((len(texts), self.export.dimension), dtype=np.float32)
        for rows in self._batches(texts, batch_size):
            vectors[rows] = self._encode_batch([texts[i] for i in rows], keep)
        return vectors

    def token_states(self, texts: list[str], layer: int,
                     batch_size: int) -> dict[str, TokenStates]:
        """The layer-``layer`` token states of ``texts``, tokenised as bert-score does."""
        self.load()
        found: dict[str, TokenStates] = {}
        for rows in self._batches(texts, batch_size):
            batch = [texts[i] for i in rows]
            encodings = self._state_tokenizer.encode_batch([t.strip() for t in batch])
            (hidden,) = self._run(encodings, [hidden_output(layer)])
            for index, text in enumerate(batch):
                found[text] = self._states(encodings[index], hidden[index])
        return found

    def _encode_batch(self, texts: list[str], keep: KeepStates | None) -> np.ndarray:
        encodings = self._tokenizer.encode_batch(texts)
        if keep is None:
            results = self._run(encodings, ["last_hidden_state"])
        else:
            wanted = [i for i, (text, encoding) in enumerate(zip(texts, encodings, strict=True))
                      if text in keep.texts and not encoding.overflowing
                      and text == text.strip()]
            outputs = ["last_hidden_state"] + ([hidden_output(keep.layer)] if wanted else [])
            results = self._run(encodings, outputs)
            for index in wanted:
                keep.kept[texts[index]] = self._states(encodings[index], results[1][index])
        mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
        return mean_pool_normalize(results[0], mask)

    def _run(self, encodings: list[Any], outputs: list[str]) -> list[np.ndarray]:
        feeds = {"input_ids": np.array([e.ids for e in encodings], dtype=np.int64),
                 "attention_mask": np.array([e.attention_mask for e in encodings],
                                            dtype=np.int64),
                 "token_type_ids": np.array([e.type_ids for e in encodings], dtype=np.int64)}
        results: list[np.ndarray] = self._session.run(
            outputs, {name: feeds[name] for name in self._inputs})
        return results

    def _states(self, encoding: Any, hidden: np.ndarray) -> TokenStates:
        """The unpadded, unit-length token vectors of one text and their weights."""
        length = int(sum(encoding.attention_mask))
        vectors = hidden[:length].astype(np.float32)
        vectors /= np.clip(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12, None)
        ids = np.asarray(encoding.ids[:length], dtype=np.int64)
        weights = (~np.isin(ids, self._special)).astype(np.float32)
        return TokenStates(vectors, weights)


def _tokenizer(tokenizer_class, export: OnnxExport, max_length: int):
    """The export's tokenizer, truncating at ``max_length`` and padding batches."""
    tokenizer = tokenizer_class.from_file(str(export.folder / "tokenizer.json"))
    tokenizer.enable_truncation(max_length=max_length)
    tokenizer.enable_padding(pad_id=int(export.manifest["pad_token_id"]),
                             pad_token=export.manifest["pad_token"])
    return tokenizer


def mean_pool_normalize(hidden: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """sentence-transformers' mean pooling (masked mean) followed by L2 normalisation."""
    weights = mask[..., None].astype(np.float32)
    summed = (hidden * weights).sum(axis=1)
    pooled = summed / np.clip(weights.sum(axis=1), 1e-9, None)
    norms = np.linalg.norm(pooled, axis=1, keepdims=True)
    return (pooled / np.clip(norms, 1e-12, None)).astype(np.float32)
