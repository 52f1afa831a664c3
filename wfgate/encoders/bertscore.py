"""BERTScore (rescaled F1) over the order-preserving truncation to min(|golden|, |candidate|),
on top of the run's :class:`~wfgate.encoders.sentence.SentenceEncoder`.

The paper used roberta-large via ``lang="en"``; wfgate's default runs the transformer of
all-mpnet-base-v2 (layer 8, bert-score's tuned layer for mpnet-base) with a baseline file made
by ``bench/make_bertscore_baseline.py`` and shipped in ``wfgate/data/``.

Two backends compute the same score:
- ONNX (:class:`OnnxBertScore`, no torch): when the sentence encoder runs on ONNX and the
  BERTScore model's export outputs layer L. With the encoder's own model, the token states
  come from the encoder's pass (one pass for both) at the encoder's precision; another model
  runs its own export in fp32. Step pairs' raw F1 are cached below the embedding cache folder.
- torch (bert-score itself): otherwise, imported only when a score is actually needed.

What bert-score 0.3.13 computes with ``idf=False`` and ``num_layers=L``, reproduced on ONNX:
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

import contextlib
import csv
import io
import json
import os
import warnings
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from ..config import BertScoreConfig
from ..errors import ModelError
from .cache import EmbeddingCache
from .protocol import Job, KeepStates, TokenStates
from .resolve import ResolvedModel, check_trusted, resolve_model_path

if TYPE_CHECKING:
    from .onnx_backend import OnnxExport, OnnxSentenceEncoder
    from .sentence import SentenceEncoder

DATA_DIR = Path(__file__).resolve().parent.parent / "data"


def baseline_file(model_name: str) -> Path:
    """Where the built-in rescale baseline for a model lives."""
    return DATA_DIR / f"bertscore-baseline-{model_name}.csv"


class BertScore:
    """BERTScore for a whole run, on the ONNX backend when it can, else on bert-score (torch).
    ``encoder`` is the run's sentence encoder, whose pass (and session) ONNX BERTScore shares
    when both use the same model; ``cache_dir`` is the embedding cache's folder."""

    def __init__(self, config: BertScoreConfig, encoder: SentenceEncoder | None = None,
                 cache_dir: Path | None = None) -> None:
        self.config = config
        self.model = resolve_model_path(config.model)
        self.cache_dir = cache_dir  # ONNX: step pairs' raw F1 are cached below it
        self._scorer: Any = None
        self._onnx = _onnx_scorer(config, self.model, self._baseline_path, encoder)

    @property
    def backend(self) -> str:
        """``torch``, ``onnx-fp32`` or ``onnx-int8``."""
        return "torch" if self._onnx is None else f"onnx-{self._onnx.encoder.precision}"

    @property
    def label(self) -> str:
        """Model, backend (when not torch) and layer, for the score signature."""
        suffix = "" if self._onnx is None else f"+{self.backend}"
        return f"{self.model.name}{suffix}/L{self.config.num_layers}"

    @property
    def shares_encoder_pass(self) -> bool:
        return self._onnx is not None and self._onnx.shared

    def keep_request(self, texts: set[str]) -> KeepStates | None:
        """What the encoder's pass should keep for these texts; None when it cannot help."""
        if self._onnx is None or not self._onnx.shared or not texts:
            return None
        return self._onnx.keep_request(texts)

    def _baseline_path(self) -> Path | None:
        setting = self.config.baseline
        if setting == "none":
            return None
        path = baseline_file(self.model.name) if setting == "builtin" \
            else Path(setting)
        if not path.is_file():
            raise ModelError(f"no BERTScore baseline at {path}: make one with "
                             "bench/make_bertscore_baseline.py, or set bertscore.baseline "
                             "to a file or to none")
        check_trusted(path, "bertscore.baseline")
        return path

    def _load(self) -> Any:
        if self._scorer is None:
            try:
                import torch
                from bert_score import BERTScorer
            except ImportError as exc:
                from .torch_backend import torch_missing

                raise ModelError("BERTScore: " + torch_missing(self.model.name, exc)) from None

            torch.set_num_threads(max(1, os.cpu_count() or 1))
            baseline = self._baseline_path()
            with contextlib.redirect_stderr(io.StringIO()):
                self._scorer = BERTScorer(
                    model_type=self.model.location, num_layers=self.config.num_layers,
                    lang="en", rescale_with_baseline=baseline is not None,
                    baseline_path=None if baseline is None else str(baseline),
                    batch_size=self.config.batch_size, device="cpu")
        return self._scorer

    def score_many(self, jobs: Sequence[Job],
                   kept: Mapping[str, TokenStates] | None = None) -> list[float]:
        """Mean rescaled F1 per (golden texts, candidate texts) job, in one batched call.
        ``kept`` holds token states an encoding pass already computed (ONNX uses them)."""
        if self._onnx is not None:
            return self._onnx.score_many(jobs, kept, self.cache_dir)
        cands: list[str] = []
        refs: list[str] = []
        owner: list[int] = []
        for index, (golden, candidate) in enumerate(jobs):
            size = min(len(golden), len(candidate))
            cands += candidate[:size]
            refs += golden[:size]
            owner += [index] * size
        totals = [0.0] * len(jobs)
        counts = [0] * len(jobs)
        if cands:
            scorer = self._load()
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", UserWarning)  # bert-score's own array warning
                _, _, f1 = scorer.score(cands, refs, batch_size=self.config.batch_size)
            for index, value in zip(owner, f1.tolist(), strict=True):
                totals[index] += value
                counts[index] += 1
        return [totals[i] / counts[i] if counts[i] else 0.0 for i in range(len(jobs))]


def _onnx_scorer(config: BertScoreConfig, model: ResolvedModel,
                 baseline_path: Callable[[], Path | None],
                 encoder: SentenceEncoder | None) -> OnnxBertScore | None:
    """The ONNX scorer when the encoder runs on ONNX and an export has the layer; else None."""
    onnx_encoder = None if encoder is None else encoder.onnx
    if onnx_encoder is None or not model.sha256:
        return None
    from .onnx_backend import OnnxSentenceEncoder, find_export

    shared = onnx_encoder.export.manifest.get("weights_sha256") == model.sha256
    export = onnx_encoder.export if shared else find_export(model)
    if export is None or config.num_layers not in export.hidden_layers:
        return None
    runner = onnx_encoder if shared else OnnxSentenceEncoder(export, "fp32")

    def baseline() -> float | None:
        path = baseline_path()
        return None if path is None else baseline_f(path, config.num_layers)

    return OnnxBertScore(runner, config.num_layers, baseline, config.batch_size, shared)


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

    def score_many(self, jobs: Sequence[Job], kept: Mapping[str, TokenStates] | None = None,
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

    from .onnx_backend import OnnxSentenceEncoder

    scorer = BERTScorer(model_type=str(folder), num_layers=layer, lang="en", device="cpu")
    ours = OnnxBertScore(OnnxSentenceEncoder(export, precision), layer, lambda: None)
    gaps = [abs(ours.score_many([([r], [c])])[0] - float(scorer.score([c], [r])[2][0]))
            for r, c in zip(refs, cands, strict=True)]
    return max(gaps)
