"""Score parsed pairs: the :class:`Engines` (encoders, loaded lazily, reused across checks)
and the :class:`Scorer` of one check, which owns the embedding table (with the persistent
cache) and BERTScore's kept token states.

Order (:meth:`Scorer.score`): lexical metrics (no model); one encoding pass over the unique
texts the cache lacks, keeping BERTScore's token states for the pairs that may need it; the
alignment, structural metrics and findings; BERTScore where the plan says the gate needs it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..alignment import Alignment, Split, align
from ..config import GateConfig
from ..encoders import (
    BertScore,
    BertScorer,
    EmbeddingTable,
    SentenceEncoder,
    cache_dir_from_env,
    open_cache,
)
from ..errors import ModelError
from ..metrics import lexical
from ..metrics.findings import Finding, find_all, finding_evidence, finding_scores, step_coverage
from ..metrics.granularity import refine
from ..metrics.ordering import kendall_tau
from ..metrics.structural import chain_f1, graph_f1
from ..report.build import internal_error
from ..timing import Timer
from ..workflow import Workflow
from .plan import Plan
from .stages import Failed, Metrics, Parsed, Scored, empty_metrics


@dataclass
class Engines:
    """The heavy, reusable parts of a run (encoders); build once, pass to several checks.
    ``cache_dir`` holds the persistent embedding cache (default ``$WFGATE_CACHE_DIR``), which
    BERTScore built here shares."""

    config: GateConfig
    encoder: SentenceEncoder | None = None
    bertscore: BertScorer | None = None
    cache_dir: Path | None = field(default_factory=cache_dir_from_env)

    def sentence_encoder(self) -> SentenceEncoder:
        if self.encoder is None:
            self.encoder = SentenceEncoder(self.config.encoder.model,
                                           self.config.encoder.batch_size,
                                           self.config.encoder.backend)
        return self.encoder

    def embedding_table(self) -> EmbeddingTable:
        """A fresh table for one check, backed by the persistent cache when there is one."""
        encoder = self.sentence_encoder()
        return EmbeddingTable(encoder, open_cache(self.cache_dir, encoder))

    def bert_scorer(self) -> BertScorer:
        """BERTScore for this run; on ONNX it shares the sentence encoder's pass if it can."""
        if self.bertscore is None:
            self.bertscore = BertScore(self.config.bertscore, self.sentence_encoder(),
                                       self.cache_dir)
        return self.bertscore


def lexical_metrics(golden: Workflow, candidate: Workflow) -> Metrics:
    """BLEU and GLEU over the whole workflow texts (no model needed)."""
    gold_tokens, cand_tokens = lexical.tokenize(golden.texts), lexical.tokenize(candidate.texts)
    return {"bleu": lexical.bleu(gold_tokens, cand_tokens),
            "gleu": lexical.gleu(gold_tokens, cand_tokens)}


def structural_metrics(alignment: Alignment, golden: Workflow, candidate: Workflow) -> Metrics:
    """Graph F1, Chain F1 and Kendall's tau, from one alignment."""
    return {"graph_f1": graph_f1(alignment, golden, candidate),
            "chain_f1": chain_f1(alignment),
            "kendall_tau": kendall_tau(alignment, candidate)}


def cheap_metrics(alignment: Alignment, golden: Workflow, candidate: Workflow) -> Metrics:
    """Every metric but BERTScore, the findings' scores and the judge."""
    return lexical_metrics(golden, candidate) | structural_metrics(alignment, golden, candidate)


def bertscore_texts(parsed: Parsed) -> list[str]:
    """The step texts BERTScore may compare (the order-preserving truncation), known before
    the alignment: the texts of joined split halves come later (:func:`split_halves_joined`)."""
    size = min(len(parsed.golden.texts), len(parsed.candidate.texts))
    return [*parsed.golden.texts[:size], *parsed.candidate.texts[:size]]


def split_halves_joined(texts: Sequence[str], splits: Sequence[Split]) -> list[str]:
    """The candidate's step texts at the golden's granularity: each split's halves joined
    into one text at the first half's place. BERTScore pairs steps by their place in the
    listing; a split (a change of granularity, harmless by itself) would otherwise shift
    every pair after it onto another step."""
    first = {split.candidates[0]: split.candidates for split in splits}
    later = {p for split in splits for p in split.candidates[1:]}
    return [" ".join(texts[q] for q in first[p]) if p in first else text
            for p, text in enumerate(texts) if p not in later]


class Scorer:
    """Scores the parsed pairs of one check; ``stats`` is the embedding cache's hits and
    misses once :meth:`score` returns."""

    def __init__(self, engines: Engines, plan: Plan, timer: Timer) -> None:
        self.engines = engines
        self.plan = plan
        self.config = plan.config
        self.timer = timer
        self.stats: dict[str, Any] = {"enabled": engines.cache_dir is not None,
                                      "hits": 0, "misses": 0}

    def score(self, pairs: Sequence[Parsed]) -> list[Scored | Failed]:
        """Score every pair in one batch; should the batch raise (anything but a model that
        cannot load: :class:`ModelError` propagates), score each pair on its own so that only
        the pair at fault gets an error."""
        try:
            return list(self._score_batch(pairs))
        except ModelError:
            raise
        except Exception:  # found again pair by pair below: only the pair at fault errs
            results: list[Scored | Failed] = []
            self.stats = {"enabled": self.engines.cache_dir is not None, "hits": 0, "misses": 0}
            for parsed in pairs:
                try:
                    results.extend(self._score_batch([parsed]))
                except Exception as exc:  # this pair's bug; the others keep their verdicts
                    results.append(Failed(parsed.pair,
                                          internal_error(parsed.pair.candidate, "scoring", exc)))
            return results

    def _score_batch(self, pairs: Sequence[Parsed]) -> list[Scored]:
        """Lexical metrics first (they need no model and say which pairs may need BERTScore),
        then one encoding pass over the unique texts the persistent cache lacks, keeping
        BERTScore's token states for those pairs when the encoder can; then the other metrics,
        then BERTScore where the gate needs it. Adds the table's hits and misses to ``stats``."""
        timer, config = self.timer, self.config
        table = self.engines.embedding_table()
        plans = [self.plan.for_pair(p.pair.id) for p in pairs]
        metrics = [empty_metrics() for _ in pairs]
        with timer.stage("metrics"):
            for parsed, values in zip(pairs, metrics, strict=True):
                values.update(lexical_metrics(parsed.golden, parsed.candidate))
        maybe = [i for i, plan in enumerate(plans) if plan.may_need_bertscore(metrics[i])]
        bertscore = self.engines.bert_scorer() if maybe else None
        keep = None if bertscore is None else bertscore.keep_request(
            {t for i in maybe for t in bertscore_texts(pairs[i])})
        with timer.stage("encode"):
            to_encode = table.fetch(t for p in pairs for t in (*p.golden.texts,
                                                               *p.candidate.texts))
        with timer.stage("load"):
            if to_encode:  # all cached: the encoder is never loaded
                table.encoder.load()
        with timer.stage("encode"):
            timer.detail(f"{len(to_encode):,} new texts")
            table.store(to_encode, keep)
        scored: list[tuple[Alignment, tuple[Finding, ...], dict[str, Any] | None]] = []
        with timer.stage("metrics"):
            for parsed, plan, values in zip(pairs, plans, metrics, strict=True):
                golden, candidate = parsed.golden, parsed.candidate
                alignment = refine(align(table.vectors(golden.texts),
                                         table.vectors(candidate.texts),
                                         config.encoder.tau_align),
                                   golden, candidate, config.merge_similarity,
                                   table.embed_one)
                values.update(structural_metrics(alignment, golden, candidate))
                lexicon, rules_off = config.comparison_for(parsed.pair.id)
                findings = find_all(alignment, golden, candidate, config.merge_similarity,
                                    dict(plan.strong_cuts),
                                    config.critical_for(parsed.pair.id), lexicon, rules_off)
                values.update(finding_scores(findings, golden, candidate))
                evidence = finding_evidence(findings, golden, candidate) \
                    if self.plan.all_metrics else None
                values["step_coverage"] = step_coverage(alignment, config.merge_similarity)
                scored.append((alignment, tuple(findings), evidence))
        wanted = [i for i in maybe if plans[i].needs_bertscore(metrics[i])]
        if wanted:
            assert bertscore is not None  # wanted is a part of maybe
            with timer.stage("bertscore"):
                scores = bertscore.score_many(
                    [(pairs[i].golden.texts,
                      split_halves_joined(pairs[i].candidate.texts, scored[i][0].splits))
                     for i in wanted],
                    None if keep is None else keep.kept)
            for i, value in zip(wanted, scores, strict=True):
                metrics[i]["bertscore"] = value
        one = table.stats()
        self.stats = {**one, "hits": self.stats["hits"] + one["hits"],
                      "misses": self.stats["misses"] + one["misses"]}
        return [Scored(parsed, alignment, values, findings, evidence)
                for parsed, values, (alignment, findings, evidence)
                in zip(pairs, metrics, scored, strict=True)]
