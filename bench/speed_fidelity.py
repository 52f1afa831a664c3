"""How closely each ONNX variant of an encoder reproduces the torch path on real step texts.

    python bench/speed_fidelity.py [--model all-MiniLM-L6-v2] [--tau 0.8] [--limit N]

Encodes the unique step texts of workflowperturb-mini with torch (the reference) and with
every ONNX variant of the model's export, then prints per variant: the cosine of each text's
vector with its torch vector (min, 1st percentile, mean), and on every golden/candidate pair
of the corpus the share of ``cosine >= tau`` decisions that flip (over all step pairs, and over
the step pairs either side accepts) and the share of pairs whose kept alignment changes.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.paper_tables import load_pairs  # noqa: E402
from wfgate.alignment import align  # noqa: E402
from wfgate.encoders.sentence import SentenceEncoder  # noqa: E402
from wfgate.parsing import parse_workflow  # noqa: E402


def corpus_pairs(data: Path, limit: int | None):
    """(golden texts, candidate texts) of every corpus pair, and the unique texts."""
    pairs, _ = load_pairs(data)
    parsed = []
    for pair in pairs[:limit]:
        golden = parse_workflow(pair.read_golden(), pair.golden, suffix=".json")
        candidate = parse_workflow(pair.read_candidate(), pair.candidate, suffix=".json")
        parsed.append((golden.texts, candidate.texts))
    texts = list(dict.fromkeys(t for g, c in parsed for t in (*g, *c)))
    return parsed, texts


def compare(reference: dict[str, np.ndarray], variant: dict[str, np.ndarray],
            parsed: list, tau: float) -> dict:
    texts = list(reference)
    cosine = np.array([float(reference[t] @ variant[t]) for t in texts])
    flips = accepted = entries = moved = 0
    for golden, candidate in parsed:
        ref = np.stack([reference[t] for t in golden]) @ np.stack([reference[t] for t in
                                                                    candidate]).T
        var = np.stack([variant[t] for t in golden]) @ np.stack([variant[t] for t in
                                                                  candidate]).T
        entries += ref.size
        flips += int(((ref >= tau) != (var >= tau)).sum())
        accepted += int(((ref >= tau) | (var >= tau)).sum())
        moved += align_kept(golden, candidate, reference, tau) != \
            align_kept(golden, candidate, variant, tau)
    return {"cos_min": cosine.min(), "cos_p1": np.percentile(cosine, 1),
            "cos_mean": cosine.mean(), "flips_all": flips / entries,
            "flips_accepted": flips / max(accepted, 1), "flips": flips,
            "alignment_changed": moved / len(parsed)}


def align_kept(golden, candidate, vectors, tau):
    return align(np.stack([vectors[t] for t in golden]),
                 np.stack([vectors[t] for t in candidate]), tau).kept


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data" /
                        "workflowperturb-mini")
    parser.add_argument("--model", default="all-MiniLM-L6-v2")
    parser.add_argument("--tau", type=float, default=0.8)
    parser.add_argument("--limit", type=int, help="only the first N pairs")
    args = parser.parse_args()

    parsed, texts = corpus_pairs(args.data, args.limit)
    print(f"{args.model}: {len(parsed)} pairs, {len(texts)} unique step texts, tau {args.tau}")
    reference = dict(zip(texts, SentenceEncoder(args.model, backend="torch").encode(texts),
                         strict=True))
    for backend in ("onnx-fp32", "onnx-int8"):
        try:
            encoder = SentenceEncoder(args.model, backend=backend)
            vectors = dict(zip(texts, encoder.encode(texts), strict=True))
        except Exception as exc:  # a variant the export does not have
            print(f"{backend}: not available ({exc})")
            continue
        r = compare(reference, vectors, parsed, args.tau)
        print(f"{encoder.name}: cosine vs torch min {r['cos_min']:.5f} p1 {r['cos_p1']:.5f} "
              f"mean {r['cos_mean']:.5f}; cos>={args.tau} decisions flipped: {r['flips']} = "
              f"{100 * r['flips_all']:.3f}% of all step pairs, "
              f"{100 * r['flips_accepted']:.2f}% of accepted ones; kept alignment changed on "
              f"{100 * r['alignment_changed']:.2f}% of pairs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
