"""Import, load and encode throughput of each encoder backend, each in a fresh process.

    python bench/speed_encoders.py [--texts 1000] [--repeat 3] [--batch-size 64]

The same unique step texts of workflowperturb-mini for every row; medians of ``--repeat``
fresh processes (the machine may be shared). ``paper`` and ``fast`` mark what each profile
runs with ``WFGATE_ENCODER_BACKEND=auto`` when the ONNX exports are provisioned.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from statistics import median

ROOT = Path(__file__).resolve().parent.parent

ROWS = (("all-mpnet-base-v2", "torch", ""), ("all-mpnet-base-v2", "onnx-fp32", "paper"),
        ("all-MiniLM-L6-v2", "torch", ""), ("all-MiniLM-L6-v2", "onnx-fp32", ""),
        ("all-MiniLM-L6-v2", "onnx-int8", "fast"))

PROBE = """
import json, sys, time
texts = json.loads(sys.stdin.read())
t0 = time.perf_counter()
from wfgate.encoders.sentence import SentenceEncoder
encoder = SentenceEncoder({model!r}, batch_size={batch}, backend={backend!r})
if encoder.variant == "torch":  # each backend's own imports count as import, not load
    import sentence_transformers  # noqa: F401
else:
    import onnxruntime, tokenizers  # noqa: F401, E401
t1 = time.perf_counter()
encoder.load()
t2 = time.perf_counter()
encoder.encode(texts)
t3 = time.perf_counter()
print(json.dumps({{"name": encoder.name, "import": t1 - t0, "load": t2 - t1,
                  "encode": t3 - t2}}))
"""


def corpus_texts(data: Path, count: int) -> list[str]:
    texts: dict[str, None] = {}
    for name in ("goldens.jsonl", "variants.jsonl"):
        for line in (data / name).open(encoding="utf-8"):
            for node in json.loads(line)["nodes"]:
                texts[node if isinstance(node, str) else node["description"]] = None
    return list(texts)[:count]


def probe(model: str, backend: str, batch: int, texts: list[str]) -> dict:
    code = PROBE.format(model=model, backend=backend, batch=batch)
    run = subprocess.run([sys.executable, "-c", code], input=json.dumps(texts), text=True,
                         capture_output=True, cwd=ROOT)
    if run.returncode != 0:
        return {"error": run.stderr.strip().splitlines()[-1]}
    return json.loads(run.stdout.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data" /
                        "workflowperturb-mini")
    parser.add_argument("--texts", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--batch-size", type=int, default=64)
    args = parser.parse_args()
    texts = corpus_texts(args.data, args.texts)
    print(f"{len(texts)} unique step texts, batch {args.batch_size}, medians of {args.repeat} "
          "fresh processes (shared 2-core machine)")
    print("| encoder | profile | import s | load s | texts/s | vs mpnet torch |")
    print("|---|---|---|---|---|---|")
    baseline = None
    for model, backend, profile in ROWS:
        runs = [probe(model, backend, args.batch_size, texts) for _ in range(args.repeat)]
        good = [r for r in runs if "error" not in r]
        if not good:
            print(f"| {model} {backend} | {profile} | - | - | - | {runs[0]['error']} |")
            continue
        rate = len(texts) / median(r["encode"] for r in good)
        baseline = baseline or rate
        print(f"| {good[0]['name']} | {profile} | {median(r['import'] for r in good):.2f} | "
              f"{median(r['load'] for r in good):.2f} | {rate:.0f} | {rate / baseline:.1f}x |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
