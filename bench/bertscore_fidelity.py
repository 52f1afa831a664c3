"""How closely the torch-free BERTScore reproduces bert-score on the whole shared corpus.

    python bench/bertscore_fidelity.py [--model all-mpnet-base-v2 --layer 8] [--limit N]

Scores every golden/candidate pair of workflowperturb-mini (the workflow score: the mean
rescaled F1 over the order-preserving truncation, as the gate uses it) with bert-score itself
(torch, one batched call, as wfgate's torch backend does) and with every ONNX variant of the
model's export (token states from one encoding pass, as a run keeps them), then prints per
variant: the largest and mean gap of the workflow score, and how many description-gate
decisions (``bertscore < threshold``) flip at each profile's threshold. Also counts the step
pairs with a token whose best cosine is negative (where bert-score's batch padding moves its
own score: see wfgate/encoders/bertscore.py).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.speed_fidelity import corpus_pairs  # noqa: E402
from wfgate.config import BertScoreConfig  # noqa: E402
from wfgate.encoders.bertscore import BertScore  # noqa: E402
from wfgate.encoders.protocol import KeepStates  # noqa: E402
from wfgate.encoders.sentence import SentenceEncoder  # noqa: E402

THRESHOLDS = {"paper / fast": 0.25, "paper-calibrated": 0.4983, "fast-calibrated": 0.4337}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data" /
                        "workflowperturb-mini")
    parser.add_argument("--model", default="all-mpnet-base-v2")
    parser.add_argument("--layer", type=int, default=8)
    parser.add_argument("--limit", type=int)
    args = parser.parse_args()
    jobs, _ = corpus_pairs(args.data, args.limit)
    config = BertScoreConfig(args.model, args.layer, "builtin", 64)
    texts = list(dict.fromkeys(t for g, c in jobs
                               for t in (*g[:len(c)], *c[:len(g)])))
    print(f"{len(jobs)} pairs, {len(texts)} distinct texts BERTScore compares; "
          f"{args.model} layer {args.layer}, builtin baseline")

    began = time.perf_counter()
    reference = np.array(BertScore(config, SentenceEncoder(args.model, backend="torch"))
                         .score_many(jobs))
    print(f"bert-score (torch): {time.perf_counter() - began:.1f}s")
    for backend in ("onnx-fp32", "onnx-int8"):
        try:
            encoder = SentenceEncoder(args.model, backend=backend)
        except Exception as exc:  # no such variant for this model
            print(f"{backend}: skipped ({exc})")
            continue
        scorer = BertScore(config, encoder)
        if scorer.backend == "torch":
            print(f"{backend}: the export has no layer {args.layer}; provision it")
            continue
        began = time.perf_counter()
        keep = scorer.keep_request(set(texts))
        encoder.encode(texts, keep)
        scores = np.array(scorer.score_many(jobs, keep.kept))
        seconds = time.perf_counter() - began
        gap = np.abs(scores - reference)
        flips = {name: int(((scores < t) != (reference < t)).sum())
                 for name, t in THRESHOLDS.items()}
        print(f"{scorer.label}: encode pass + BERTScore {seconds:.1f}s; workflow score gap "
              f"max {gap.max():.6f}, mean {gap.mean():.6f}; description decisions flipped: "
              + ", ".join(f"{n} (<{THRESHOLDS[n]}) {k} of {len(jobs)}"
                          for n, k in flips.items()))
        print(f"  step pairs with a negative best cosine: {_negative(keep.kept, jobs)}")
    return 0


def _negative(states: dict[str, KeepStates], jobs) -> int:
    count = 0
    for golden, candidate in jobs:
        for g, c in zip(golden, candidate, strict=False):
            similarity = states[c].vectors @ states[g].vectors.T
            count += bool(similarity.max(axis=1).min() < 0 or similarity.max(axis=0).min() < 0)
    return count


if __name__ == "__main__":
    sys.exit(main())
