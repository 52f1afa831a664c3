"""The run's sentence encoder: each backend computes the same unit vectors.

Two backends: torch + sentence-transformers (:mod:`wfgate.encoders.torch_backend`), and an ONNX
export run by onnxruntime (:mod:`wfgate.encoders.onnx_backend`, no torch import). The backend
(``encoder.backend``, which the configuration resolves with ``$WFGATE_ENCODER_BACKEND``)
chooses: ``auto`` (ONNX when an export of these weights exists, else torch), ``torch``, ``onnx``
(the export's default precision), ``onnx-fp32`` or ``onnx-int8``. The choice is part of the
encoder's name in the score signature (``all-MiniLM-L6-v2+onnx-int8``; plain name for torch).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from ..config import BACKEND_VARIABLE, ENCODER_BACKENDS
from ..errors import ConfigError, ModelError
from .protocol import KeepStates
from .resolve import ResolvedModel, resolve_model_path
from .torch_backend import TorchSentenceEncoder

if TYPE_CHECKING:
    from .onnx_backend import OnnxSentenceEncoder


class SentenceEncoder:
    """A Sentence-BERT model found by :func:`~.resolve.resolve_model_path`, loaded lazily on
    ``backend`` (one of ``ENCODER_BACKENDS``: the run's resolved ``config.encoder.backend``)."""

    def __init__(self, name: str, batch_size: int = 64, backend: str = "auto") -> None:
        self.model = resolve_model_path(name)
        self.batch_size = batch_size
        self._onnx = _choose_onnx(self.model, backend)
        self._torch = TorchSentenceEncoder(self.model) if self._onnx is None else None

    @property
    def variant(self) -> str:
        """``torch``, ``onnx-fp32`` or ``onnx-int8``."""
        return "torch" if self._onnx is None else f"onnx-{self._onnx.precision}"

    @property
    def onnx(self) -> OnnxSentenceEncoder | None:
        """The ONNX runner, or None on the torch backend."""
        return self._onnx

    @property
    def loaded(self) -> bool:
        """Whether the weights (or the ONNX session) are loaded."""
        if self._onnx is not None:
            return self._onnx.loaded
        return self._torch is not None and self._torch.loaded

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
        elif self._torch is not None:
            self._torch.load()

    def encode(self, texts: list[str], keep: KeepStates | None = None) -> np.ndarray:
        """Unit vectors for ``texts`` (one row each), in order; on ONNX the same pass keeps
        the token states ``keep`` asks for (BERTScore's)."""
        if not texts:
            return np.zeros((0, 0), dtype=np.float32)
        if self._onnx is not None:
            return self._onnx.encode(texts, self.batch_size, keep)
        assert self._torch is not None
        return self._torch.encode(texts, self.batch_size)


def _choose_onnx(model: ResolvedModel, backend: str) -> OnnxSentenceEncoder | None:
    """The ONNX encoder the backend setting asks for, or None for torch."""
    if backend not in ENCODER_BACKENDS:
        raise ConfigError(BACKEND_VARIABLE, f"unknown encoder backend {backend!r} "
                                            f"(choose from {', '.join(ENCODER_BACKENDS)})")
    if backend == "torch":
        return None
    from .onnx_backend import OnnxSentenceEncoder, find_export

    export = find_export(model)
    if export is None:
        if backend == "auto":
            return None
        raise ModelError(f"no ONNX export of {model.name} (weights "
                         f"{(model.sha256 or 'unverified')[:12]}); run `wfgate models "
                         f"provision {model.name}` or set {BACKEND_VARIABLE}=torch")
    precision = backend.removeprefix("onnx-") if backend.startswith("onnx-") \
        else export.default_precision
    return OnnxSentenceEncoder(export, precision)
