"""The action's image: time from process start to verdict inside the container, and the whole
``docker run``, on the bundled examples and on 10 workflows of workflowperturb-mini.

    python bench/image_speed.py [--image wfgate:dev] [--repeat 3] [--profile fast-calibrated]

Each run is a new container with no network (``--network none``) and no embedding cache,
running ``wfgate check`` with a thresholds file that names only the profile (default: the
default profile, whose encoder the default image ships; ``paper`` and ``paper-calibrated``
need the full image, built with ``MODELS=all``). Inside, the shell takes the time before
starting wfgate and after it exits; medians of ``--repeat`` runs (the machine may be shared).
The 10 workflows are the ``mixed`` set of bench/speed_coldstart.py (every perturbation type and
severity).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from statistics import median

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.paper_tables import load_pairs  # noqa: E402
from bench.speed_coldstart import write_pairs  # noqa: E402
from wfgate.config import DEFAULT_PROFILE  # noqa: E402

TIMED = ('start=$(date +%s%N); wfgate check --golden /data/golden --candidate /data/candidate '
         '--config /data/thresholds.yaml >/dev/null; code=$?; '
         'echo "$code $((($(date +%s%N) - start) / 1000000))"')


def time_image(image: str, data: Path, repeat: int) -> tuple[int, float, float]:
    """Exit code, median in-container seconds, median ``docker run`` seconds."""
    inside, outside, code = [], [], 0
    for _ in range(repeat):
        began = time.perf_counter()
        done = subprocess.run(["docker", "run", "--rm", "--network", "none", "-v",
                               f"{data}:/data:ro", "--entrypoint", "sh", image, "-c", TIMED],
                              capture_output=True, text=True, check=True)
        outside.append(time.perf_counter() - began)
        code_text, millis = done.stdout.split()
        code = int(code_text)
        inside.append(int(millis) / 1000)
    return code, median(inside), median(outside)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--image", default="wfgate:dev")
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data" /
                        "workflowperturb-mini")
    parser.add_argument("--profile", default=DEFAULT_PROFILE)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    pairs, _ = load_pairs(args.data)
    with tempfile.TemporaryDirectory() as scratch:
        examples, ten = Path(scratch) / "examples", Path(scratch) / "ten"
        (examples / "golden").parent.mkdir()
        subprocess.run(["cp", "-r", str(ROOT / "examples" / "golden"),
                        str(ROOT / "examples" / "candidate"), str(examples)], check=True)
        write_pairs(pairs[::len(pairs) // 10][:10], ten)
        for folder in (examples, ten):
            (folder / "thresholds.yaml").write_text(f"version: 1\nprofile: {args.profile}\n")
            Path(folder).chmod(0o755)
        print(f"{args.image}, profile {args.profile}, medians of {args.repeat} "
              "(process start to verdict inside the container / whole docker run)")
        for label, folder in (("the 5 bundled examples", examples), ("10 workflows", ten)):
            code, inside, outside = time_image(args.image, folder, args.repeat)
            print(f"{label}: exit {code}, {inside:.2f} s in the container, "
                  f"{outside:.2f} s docker run")
    return 0


if __name__ == "__main__":
    sys.exit(main())
