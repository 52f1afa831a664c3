"""Make the BERTScore rescale baseline for an encoder (bert-score's recipe, on workflow steps).

bert-score rescales a raw score s as (s - b) / (1 - b), where b is the mean score of unrelated
sentence pairs, per layer. The library ships baselines for hub models computed on Common Crawl;
for wfgate's default encoder we compute b on random pairs of step descriptions drawn from
different WorFBench workflows, which is the text wfgate scores.

    python bench/make_bertscore_baseline.py --corpus PATH/TO/gold_test_all.jsonl \
        [--model all-mpnet-base-v2] [--pairs 2000] [--seed 13]

writes ``wfgate/data/bertscore-baseline-<model>.csv`` (columns LAYER,P,R,F; one row per layer).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def sample_pairs(corpus: Path, count: int, seed: int) -> tuple[list[str], list[str]]:
    """``count`` pairs of step texts, the two sides always from different workflows."""
    workflows = [json.loads(line)["nodes"] for line in corpus.open(encoding="utf-8")]
    workflows = [w for w in workflows if w]
    rng = random.Random(seed)
    cands, refs = [], []
    while len(cands) < count:
        a, b = rng.sample(range(len(workflows)), 2)
        cands.append(rng.choice(workflows[a]))
        refs.append(rng.choice(workflows[b]))
    return cands, refs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", required=True, type=Path)
    parser.add_argument("--model", default="all-mpnet-base-v2")
    parser.add_argument("--pairs", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=13)
    args = parser.parse_args()

    from bert_score import BERTScorer

    from wfgate.encoders.bertscore import baseline_file
    from wfgate.encoders.resolve import resolve_model_path

    model = resolve_model_path(args.model)
    cands, refs = sample_pairs(args.corpus, args.pairs, args.seed)
    began = time.perf_counter()
    config_layers = json.loads((Path(model.location) / "config.json").read_text())
    layers = config_layers["num_hidden_layers"]
    scorer = BERTScorer(model_type=model.location, num_layers=layers, all_layers=True,
                        lang="en", device="cpu")
    precision, recall, f1 = scorer.score(cands, refs, batch_size=64)
    # all_layers=True gives (layers + 1, pairs): embeddings output and every hidden layer.
    rows = ["LAYER,P,R,F"]
    for layer in range(precision.shape[0]):
        rows.append(f"{layer},{precision[layer].mean():.8f},{recall[layer].mean():.8f},"
                    f"{f1[layer].mean():.8f}")
    target = baseline_file(model.name)
    target.write_text("\n".join(rows) + "\n")
    print(f"{model.name}: {len(cands)} random pairs, {precision.shape[0]} layers, "
          f"{time.perf_counter() - began:.1f}s -> {target}")
    print("\n".join(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
