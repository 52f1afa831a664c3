"""BERTScore without torch: bert-score's greedy matching in numpy over token states from the
ONNX export (:mod:`wfgate.onnx_encoder`), usually kept from the encoder's own pass.

What bert-score 0.3.13 computes with ``idf=False`` and ``num_layers=L``, reproduced here:
- tokens: ``tokenizer.encode(text.strip())`` with special tokens, truncated at 512;
- token vectors: the model's hidden states after layer L, unit length;
- precision: mean over the candidate's tokens of the best cosine with any reference token
  (special tokens included as matches, weighted 0 as matched tokens), recall the same way
  round, F1 = 2PR / (P + R) (0 when undefined);
- one difference, on purpose: bert-score pads a batch's embeddings and its masked similarity
  of a padded position is 0, so in a batch a token whose best cosine is negative scores 0 when
  the other text is not the longest of its batch (a score depending on its neighbours). Here
  a score is a function of its two texts alone, equal to bert-score scoring that pair alone;
  best cosines below 0 are rare on step texts (none on the shared corpus's steps: bench);
- rescale: ``(F - b) / (1 - b)`` with ``b`` the F column of the baseline file's row L.
Measured against bert-score on the whole shared corpus: ``bench/bertscore_fidelity.py``.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Callable
from pathlib import Path

import numpy as np

from ..embedding_cache import EmbeddingCache
from ..errors import ModelError
from ..onnx_encoder import KeepStates, OnnxExport, OnnxSentenceEncoder, TokenStates

Job = tuple[list[str], list[str]]


def greedy_f1(reference: TokenStates, candidate: TokenStates) -> float:
    """bert-score's raw F1 of one candidate text against one reference text."""
    similarity = candidate.vectors @ reference.vectors.T
    precision = _weighted_mean(similarity.max(axis=1), candidate.weights)
    recall = _weighted_mean(similarity.max(axis=0), reference.weights)
    if precision + recall == 0.0:
        return 0.0
    return 2.0 * precision * recall / (precision + recall)


def _weighted_mean(values: np.ndarray, weights: np.ndarray) -> float:
    total = float(weights.sum())
    return float(values @ weights) / total if total else 0.0


def baseline_f(path: Path, layer: int) -> float:
    """The F baseline of ``layer``: row ``layer`` of a LAYER,P,R,F file, as bert-score reads it
    (by position, the header aside)."""
    try:
        with path.open(newline="") as handle:
            rows = list(csv.DictReader(handle))
        return float(rows[layer]["F"])
    except (OSError, ValueError, KeyError, IndexError, TypeError) as exc:
        raise ModelError(f"{path}: no F baseline for layer {layer} ({exc}); expected a "
                         "LAYER,P,R,F file with a row per layer from 0") from None


class OnnxBertScore:
    """Rescaled BERTScore F1 per job from ``encoder``'s export at ``layer``. ``baseline`` gives
    the F baseline (None: no rescaling) when a score is first needed; ``shared`` says that
    ``encoder`` is the run's sentence encoder, whose pass can keep token states."""

    def __init__(self, encoder: OnnxSentenceEncoder, layer: int,
                 baseline: Callable[[], float | None], batch_size: int = 64,
                 shared: bool = False) -> None:
        if layer not in encoder.export.hidden_layers:
            raise ModelError(f"the ONNX export in {encoder.export.folder} has no layer {layer}")
        self.encoder = encoder
        self.layer = layer
        self.batch_size = batch_size
        self.shared = shared
        self._baseline_source = baseline
        self._baseline: tuple[float | None] | None = None

    @property
    def baseline(self) -> float | None:
        if self._baseline is None:
            self._baseline = (self._baseline_source(),)
        return self._baseline[0]

    def keep_request(self, texts: set[str]) -> KeepStates:
        """What to ask of an encoding pass so that it keeps these texts' token states."""
        return KeepStates(self.layer, frozenset(texts))

    @property
    def cache_identity(self) -> str:
        """What determines a raw F1 besides the two texts (for the persistent cache)."""
        export = self.encoder.export
        return (f"bertscore|L{self.layer}|{export.manifest['weights_sha256']}|"
                f"onnx-{self.encoder.precision}|{export.file_sha256(self.encoder.precision)}")

    def score_many(self, jobs: list[Job], kept: dict[str, TokenStates] | None = None,
                   cache_dir: Path | None = None) -> list[float]:
        """Mean rescaled F1 over the step pairs of each job (order-preserving truncation to
        the shorter workflow). A step pair's raw F1 is read from the persistent cache below
        ``cache_dir`` when there, else computed from token states (those in ``kept``, the
        rest computed once) and stored."""
        steps = list(dict.fromkeys((g, c) for golden, candidate in jobs
                                   for g, c in zip(golden, candidate, strict=False)))
        cache = None if cache_dir is None else EmbeddingCache(cache_dir, self.cache_identity, 1)
        raw: dict[tuple[str, str], float] = {}
        if cache is not None:
            found = cache.get_many([json.dumps(s) for s in steps])
            raw = {s: float(found[json.dumps(s)][0]) for s in steps if json.dumps(s) in found}
        todo = [s for s in steps if s not in raw]
        if todo:
            states = dict(kept or {})
            missing = list(dict.fromkeys(t for s in todo for t in s if t not in states))
            if missing:
                states.update(self.encoder.token_states(missing, self.layer, self.batch_size))
            for golden_text, candidate_text in todo:
                # float32, as the cache stores it: a rerun reads back the very same value
                raw[(golden_text, candidate_text)] = float(np.float32(
                    greedy_f1(states[golden_text], states[candidate_text])))
            if cache is not None:
                cache.put_many([json.dumps(s) for s in todo],
                               np.array([[raw[s]] for s in todo], dtype=np.float32))
        scores = []
        for golden, candidate in jobs:
            values = [self.rescale(raw[s]) for s in zip(golden, candidate, strict=False)]
            scores.append(sum(values) / len(values) if values else 0.0)
        return scores

    def rescale(self, raw: float) -> float:
        return raw if self.baseline is None else (raw - self.baseline) / (1.0 - self.baseline)


def sample_agreement(folder: Path, export: OnnxExport, precision: str, layer: int,
                     refs: list[str], cands: list[str]) -> float:
    """Largest gap between raw F1 from the export and from bert-score (torch, each pair scored
    alone: see the module docstring) on text pairs; used when an export is made, to refuse an
    unfaithful one."""
    from bert_score import BERTScorer

    scorer = BERTScorer(model_type=str(folder), num_layers=layer, lang="en", device="cpu")
    ours = OnnxBertScore(OnnxSentenceEncoder(export, precision), layer, lambda: None)
    gaps = [abs(ours.score_many([([r], [c])])[0] - float(scorer.score([c], [r])[2][0]))
            for r, c in zip(refs, cands, strict=True)]
    return max(gaps)
