"""What the rest of wfgate knows of an encoder: the :class:`Encoder` protocol, the token
states BERTScore reads (:class:`TokenStates`) and the request an encoding pass fills with them
(:class:`KeepStates`). numpy only: importing this never loads a backend."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np

Job = tuple[list[str], list[str]]  # (golden step texts, candidate step texts)


@dataclass(frozen=True)
class TokenStates:
    """One text's token vectors at a hidden layer (unit length, special tokens included) and
    each token's BERTScore weight (0 for [CLS]/[SEP], 1 otherwise, as bert-score without idf)."""

    vectors: np.ndarray
    weights: np.ndarray


@dataclass
class KeepStates:
    """Asks an encoding pass to keep the layer-``layer`` token states of ``texts`` (those not
    truncated by the encoder's shorter limit) in ``kept``. A backend that cannot keep them
    leaves ``kept`` empty; BERTScore then computes them itself."""

    layer: int
    texts: frozenset[str]
    kept: dict[str, TokenStates] = field(default_factory=dict)


class Encoder(Protocol):
    """A sentence encoder: unit vectors for texts, and what identifies them for a cache."""

    @property
    def name(self) -> str:
        """The model name with its backend, as the score signature shows it."""
        ...

    @property
    def weights_sha256(self) -> str | None:
        """The sha256 of the weights; None when unverified."""
        ...

    @property
    def dimension(self) -> int | None:
        """Vector length, known without loading the weights; None if unknown."""
        ...

    @property
    def cache_identity(self) -> str | None:
        """Everything that determines a vector besides the text; None: do not cache."""
        ...

    def load(self) -> None:
        """Load the weights (once)."""
        ...

    def encode(self, texts: list[str], keep: KeepStates | None = None) -> np.ndarray:
        """Unit vectors for ``texts`` (one row each), in order; the same pass keeps the token
        states ``keep`` asks for when the backend can."""
        ...


class BertScorer(Protocol):
    """BERTScore for a run, as the pipeline uses it."""

    @property
    def label(self) -> str:
        """Model, backend and layer, for the score signature."""
        ...

    def keep_request(self, texts: set[str]) -> KeepStates | None:
        """What an encoding pass should keep for these texts; None when it cannot help."""
        ...

    def score_many(self, jobs: Sequence[Job],
                   kept: Mapping[str, TokenStates] | None = None) -> list[float]:
        """Mean rescaled F1 per job; ``kept`` holds token states an encoding pass kept."""
        ...
