"""BERTScore (rescaled F1) over the order-preserving truncation to min(|golden|, |candidate|).

The paper used roberta-large via ``lang="en"``; wfgate's default runs the transformer of
all-mpnet-base-v2 (layer 8, bert-score's tuned layer for mpnet-base) with a baseline file made
by ``bench/make_bertscore_baseline.py`` and shipped in ``wfgate/data/``. torch and bert-score
are imported only when a score is actually needed.
"""

from __future__ import annotations

import contextlib
import io
import os
import warnings
from pathlib import Path

from ..config import BertScoreConfig
from ..errors import ModelError
from ..models import resolve

DATA_DIR = Path(__file__).resolve().parent.parent / "data"


def baseline_file(model_name: str) -> Path:
    """Where the built-in rescale baseline for a model lives."""
    return DATA_DIR / f"bertscore-baseline-{model_name}.csv"


class BertScore:
    """A lazily built ``bert_score.BERTScorer``; one instance serves a whole run."""

    def __init__(self, config: BertScoreConfig) -> None:
        self.config = config
        self.model = resolve(config.model)
        self._scorer = None

    @property
    def label(self) -> str:
        return f"{self.model.name}/L{self.config.num_layers}"

    def _baseline(self) -> str | None:
        setting = self.config.baseline
        if setting == "none":
            return None
        path = baseline_file(self.model.name) if setting == "builtin" \
            else Path(setting)
        if not path.is_file():
            raise ModelError(f"no BERTScore baseline at {path}: make one with "
                             "bench/make_bertscore_baseline.py, or set bertscore.baseline "
                             "to a file or to none")
        return str(path)

    def _load(self):
        if self._scorer is None:
            import torch
            from bert_score import BERTScorer

            torch.set_num_threads(max(1, os.cpu_count() or 1))
            baseline = self._baseline()
            with contextlib.redirect_stderr(io.StringIO()):
                self._scorer = BERTScorer(
                    model_type=self.model.location, num_layers=self.config.num_layers,
                    lang="en", rescale_with_baseline=baseline is not None,
                    baseline_path=baseline, batch_size=self.config.batch_size, device="cpu")
        return self._scorer

    def score_many(self, jobs: list[tuple[list[str], list[str]]]) -> list[float]:
        """Mean rescaled F1 per (golden texts, candidate texts) job, in one batched call."""
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
