"""Score every variant of a corpus with all metrics, caching the per-pair rows on disk.

The cache file is keyed by the corpus hash and the settings that change a metric value
(encoder, tau_align, BERTScore), not by the thresholds: a re-run with other targets reuses it,
and a run that stopped half-way resumes at the first golden not yet scored.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path

from ..config import GateConfig
from ..modes import METRIC_NAMES
from ..pipeline import Engines, check
from .corpus import Corpus

GOLDENS_PER_BATCH = 8


def metric_settings(config: GateConfig) -> dict:
    """The settings a metric value depends on."""
    return {"encoder": config.encoder.model, "tau_align": config.encoder.tau_align,
            "bertscore": [config.bertscore.model, config.bertscore.num_layers,
                          config.bertscore.baseline], "metrics": list(METRIC_NAMES),
            "rows": "finding evidence"}


def cache_path(report_dir: Path, corpus: Corpus, config: GateConfig) -> Path:
    settings = json.dumps(metric_settings(config), sort_keys=True)
    key = hashlib.sha256(f"{corpus.sha256}|{settings}".encode()).hexdigest()[:16]
    return report_dir / f"metrics-{key}.jsonl"


def score_corpus(corpus: Corpus, config: GateConfig, report_dir: Path | None, *,
                 engines: Engines | None = None,
                 progress: Callable[[int, int], None] | None = None) -> tuple[list[dict], str]:
    """A row ``{index, golden_id, type, percent, metrics, error}`` per variant, and the score
    signature. Rows already in the cache are not recomputed."""
    engines = engines or Engines(config)
    cache = cache_path(report_dir, corpus, config) if report_dir else None
    rows: dict[int, dict] = {}
    signature = ""
    if cache and cache.exists():
        for line in cache.read_text(encoding="utf-8").splitlines():
            try:
                row = json.loads(line)
            except ValueError:
                continue  # a line cut short by a crash: recomputed below
            if "signature" in row:
                signature = row["signature"]
            else:
                rows[row["index"]] = row
    pairs = corpus.pairs()
    todo = [i for i in range(len(pairs)) if i not in rows]
    done = len(pairs) - len(todo)
    if progress:
        progress(done, len(pairs))
    if todo:
        if cache:
            cache.parent.mkdir(parents=True, exist_ok=True)
            _repair(cache, rows, signature)
        for batch in _batches(todo, corpus):
            report = check([pairs[i] for i in batch], config, all_metrics=True, engines=engines)
            signature = report.signature
            new = [_row(i, corpus, w.to_json()) for i, w in zip(batch, report.workflows,
                                                                 strict=True)]
            rows.update((row["index"], row) for row in new)
            if cache:
                with cache.open("a", encoding="utf-8") as handle:
                    handle.write(json.dumps({"signature": signature}) + "\n")
                    handle.writelines(json.dumps(row) + "\n" for row in new)
            done += len(batch)
            if progress:
                progress(done, len(pairs))
    return [rows[i] for i in range(len(pairs))], signature


def _repair(cache: Path, rows: dict[int, dict], signature: str) -> None:
    """Rewrite the cache with its good rows only (drops a line a crash cut short)."""
    lines = [json.dumps({"signature": signature})] if signature else []
    lines += [json.dumps(rows[i]) for i in sorted(rows)]
    cache.write_text("".join(line + "\n" for line in lines), encoding="utf-8")


def _batches(indices: list[int], corpus: Corpus) -> list[list[int]]:
    """Indices grouped so that a golden's variants share one batch (goldens embedded once)."""
    by_golden: dict[str, list[int]] = {}
    for i in indices:
        by_golden.setdefault(corpus.variants[i].golden_id, []).append(i)
    groups = list(by_golden.values())
    return [[i for group in groups[k:k + GOLDENS_PER_BATCH] for i in group]
            for k in range(0, len(groups), GOLDENS_PER_BATCH)]


def _row(index: int, corpus: Corpus, workflow: dict) -> dict:
    variant = corpus.variants[index]
    error = workflow["error"]["message"] if workflow.get("error") else None
    return {"index": index, "golden_id": variant.golden_id, "type": variant.type,
            "percent": variant.percent, "metrics": dict(workflow["metrics"]),
            "evidence": workflow.get("evidence"), "error": error}
