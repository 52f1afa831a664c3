"""One `wfgate check` over a corpus of hostile files beside valid pairs: it finishes within 60 s
and 2 GB, names every hostile file and keeps every valid pair's verdict.

The corpus is written here, in a temporary folder (nothing large is committed). The run is a
real subprocess; its wall time and peak memory (the child's maximum resident set) are measured.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from .conftest import EXAMPLES, FIXTURES, ROOT
from .pipeline.test_pipeline import EXPECTED
from .test_hostile_inputs import ALIAS_BOMB

VALID = "steps:\n  - id: a\n    description: Open the page\n  - id: b\n    description: Save\n"
LIMIT_S = 60
LIMIT_BYTES = 2 * 1024**3


def hostile_candidates() -> dict[str, str | bytes | None]:
    """Candidate file name -> content (None: made specially below)."""
    nodes = [f"step {i}" for i in range(1, 100)]  # ids "1".."99"
    return {
        "deep.json": "[" * 100_000 + "]" * 100_000,
        "deep-yaml.yaml": "a: " + "[" * 100_000 + "]" * 100_000 + "\n",
        "bigint.json": '{"steps": [{"id": ' + "9" * 5000 + ', "description": "x"}]}',
        "bigint-yaml.yaml": "steps:\n  - id: " + "9" * 5000 + "\n    description: x\n",
        "alias-bomb.yaml": ALIAS_BOMB,
        "mixed-keys.yaml": "1: a\nb: c\n",
        "duplicate-keys.yaml": VALID + "    description: again\n",
        "duplicate-keys-json.json": '{"steps": ["a"], "steps": ["b"]}',
        "edges.json": json.dumps({"nodes": nodes, "edges": [[str(i % 98 + 1), "99"]
                                                            for i in range(80_000)]},
                                 separators=(",", ":")),
        "huge-steps.yaml": "steps:\n" + "".join(f"  - step {i}\n" for i in range(50_000)),
        "huge-text.yaml": "steps:\n  - " + "word " * 40_000 + "\n",
        "huge-file.txt": "Node:\n" + "1: " + "x" * 2_000_000 + "\n",
        "same-stem.json": '{"steps": ["a", "b"]}',
        "same-stem.yaml": VALID,
        "leak.txt": None,  # a symlink to a file outside the folders
        "dev-zero.yaml": None,  # a symlink to /dev/zero
        "fifo.yaml": None,  # a named pipe: opening it for reading would block
    }


def build_corpus(root: Path) -> tuple[Path, Path, list[str]]:
    golden, candidate = root / "golden", root / "candidate"
    shutil.copytree(EXAMPLES / "golden", golden)
    shutil.copytree(EXAMPLES / "candidate", candidate)
    outside = root / "outside-secret.txt"
    outside.write_text("Node:\n1: a secret outside the checkout\n")
    hostile = []
    for name, content in hostile_candidates().items():
        path = candidate / "hostile" / name
        path.parent.mkdir(exist_ok=True)
        if name == "leak.txt":
            path.symlink_to(outside)
        elif name == "dev-zero.yaml":
            path.symlink_to("/dev/zero")
        elif name == "fifo.yaml":
            os.mkfifo(path)
        else:
            path.write_bytes(content if isinstance(content, bytes) else content.encode())
        golden_twin = golden / "hostile" / Path(name).with_suffix(".yaml")
        golden_twin.parent.mkdir(exist_ok=True)
        golden_twin.write_text(VALID)
        hostile.append(str(path))
    bomb_golden = golden / "hostile" / "golden-bomb.yaml"
    bomb_golden.write_text(ALIAS_BOMB)
    (candidate / "hostile" / "golden-bomb.yaml").write_text(VALID)
    hostile.append(str(bomb_golden))
    return golden, candidate, hostile


def test_one_check_over_the_hostile_corpus_is_bounded_and_keeps_every_verdict(tmp_path):
    golden, candidate, hostile = build_corpus(tmp_path)
    out = tmp_path / "report.json"
    command = [sys.executable, "-m", "wfgate", "check", "--golden", str(golden),
               "--candidate", str(candidate), "--config", str(FIXTURES / "fast.yaml"),
               "--format", "json", "--output", str(out)]
    # A fresh parent measures only this child's peak memory (ru_maxrss: KiB on Linux).
    probe = ("import json, resource, subprocess, sys, time\n"
             "started = time.perf_counter()\n"
             "done = subprocess.run(sys.argv[1:], capture_output=True, text=True, timeout=300)\n"
             "print(json.dumps({'code': done.returncode, 'seconds': time.perf_counter() - "
             "started, 'rss_kib': resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, "
             "'stderr': done.stderr[-2000:]}))\n")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    started = time.perf_counter()
    measured = json.loads(subprocess.run([sys.executable, "-c", probe, *command], env=env,
                                         capture_output=True, text=True, check=True,
                                         timeout=400).stdout)
    print(f"\nhostile corpus: {len(hostile)} hostile files, {len(EXPECTED)} valid pairs: "
          f"{measured['seconds']:.1f} s, peak RSS {measured['rss_kib'] / 1024:.0f} MiB")
    assert time.perf_counter() - started < LIMIT_S + 10
    assert measured["seconds"] < LIMIT_S, measured
    assert measured["rss_kib"] * 1024 < LIMIT_BYTES, measured
    assert measured["code"] == 2, measured["stderr"]

    report = json.loads(out.read_text())
    verdicts = {w["id"]: w["verdict"] for w in report["workflows"]}
    assert {k: verdicts[k] for k in EXPECTED} == EXPECTED  # every valid pair kept its verdict
    named = {e["file"] for e in report["errors"]}
    for path in hostile:
        assert path in named or any(Path(path).name in e["message"] for e in report["errors"]
                                    if e["file"] and Path(e["file"]).parent == Path(path).parent
                                    ), f"{path} is not named"
    assert "a secret outside" not in out.read_text()
    kinds = {e["kind"] for e in report["errors"]}
    assert "internal" not in kinds, [e for e in report["errors"] if e["kind"] == "internal"]
    # Every hostile file is its pair's error, but the two same-stem files: one error, no pair.
    assert report["summary"]["errored"] == len(hostile) - 2
