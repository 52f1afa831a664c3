"""BERTScore (rescaled F1) over the order-preserving truncation to min(|golden|, |candidate|).

The paper used roberta-large via ``lang="en"``; wfgate's default runs the transformer of
all-mpnet-base-v2 (layer 8, bert-score's tuned layer for mpnet-base) with a baseline file made
by ``bench/make_bertscore_baseline.py`` and shipped in ``wfgate/data/``.

Two backends compute the same score:
- ONNX (:mod:`wfgate.metrics.bertscore_onnx`, no torch): when the sentence encoder runs on
  ONNX and the BERTScore model's export outputs layer L. With the encoder's own model, the
  token states come from the encoder's pass (one pass for both) at the encoder's precision;
  another model runs its own export in fp32.
- torch (bert-score itself): otherwise, imported only when a score is actually needed.
"""

from __future__ import annotations

import contextlib
import io
import os
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from ..config import BertScoreConfig
from ..errors import ModelError
from ..models import resolve
from ..onnx_encoder import KeepStates, TokenStates

if TYPE_CHECKING:
    from ..encoding import SentenceEncoder
    from ..models import ResolvedModel
    from .bertscore_onnx import OnnxBertScore

DATA_DIR = Path(__file__).resolve().parent.parent / "data"

Job = tuple[list[str], list[str]]


def baseline_file(model_name: str) -> Path:
    """Where the built-in rescale baseline for a model lives."""
    return DATA_DIR / f"bertscore-baseline-{model_name}.csv"


class BertScore:
    """BERTScore for a whole run, on the ONNX backend when it can, else on bert-score (torch).
    ``encoder`` is the run's sentence encoder, whose pass (and session) ONNX BERTScore shares
    when both use the same model."""

    def __init__(self, config: BertScoreConfig, encoder: SentenceEncoder | None = None) -> None:
        self.config = config
        self.model = resolve(config.model)
        self._scorer = None
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
        if not self.shares_encoder_pass or not texts:
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
        return path

    def _load(self):
        if self._scorer is None:
            try:
                import torch
                from bert_score import BERTScorer
            except ImportError as exc:
                from ..encoding import torch_missing

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

    def score_many(self, jobs: list[Job], kept: dict[str, TokenStates] | None = None,
                   cache_dir: Path | None = None) -> list[float]:
        """Mean rescaled F1 per (golden texts, candidate texts) job, in one batched call.
        ONNX only: ``kept`` holds token states an encoder pass already computed, and step
        pairs' scores are cached below ``cache_dir`` (the embedding cache's folder)."""
        if self._onnx is not None:
            return self._onnx.score_many(jobs, kept, cache_dir)
        cands, refs, owner = [], [], []
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
    onnx_encoder = getattr(encoder, "onnx", None)
    if onnx_encoder is None or not model.sha256:
        return None
    from ..onnx_encoder import OnnxSentenceEncoder, find_export
    from .bertscore_onnx import OnnxBertScore, baseline_f

    shared = onnx_encoder.export.manifest.get("weights_sha256") == model.sha256
    export = onnx_encoder.export if shared else find_export(model)
    if export is None or config.num_layers not in export.hidden_layers:
        return None
    runner = onnx_encoder if shared else OnnxSentenceEncoder(export, "fp32")

    def baseline() -> float | None:
        path = baseline_path()
        return None if path is None else baseline_f(path, config.num_layers)

    return OnnxBertScore(runner, config.num_layers, baseline, config.batch_size, shared)
