#!/usr/bin/env bash
# Check the distributions in dist/ as a user gets them: a new virtual environment with
# `pip install dist/*.whl` (dependencies from the package index), then
#   - no torch in it, `pip check` clean, its size and the install time within the limits;
#   - `wfgate check` on the bundled examples with an empty model cache (only what the wheels
#     ship), exit 1, and the same verdicts, per workflow and per mode, and the same score
#     signature as the source tree's set-up (PYTHON) gives.
# Prints the figures on one line. The release workflow runs it after scripts/build_dist.sh.
# Environment: PYTHON (the set-up giving the reference verdicts, default .venv/bin/python),
# WFGATE_BASE_PYTHON (makes the new environment, default python3), WFGATE_DIST (default dist),
# WFGATE_MAX_INSTALL_S (default 90), WFGATE_MAX_VENV_MB (default 400).
set -euo pipefail
cd "$(dirname "$0")/.."
python=${PYTHON:-.venv/bin/python}
out=${WFGATE_DIST:-dist}
max_s=${WFGATE_MAX_INSTALL_S:-90}
max_mb=${WFGATE_MAX_VENV_MB:-400}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
venv="$work/venv"
shopt -s nullglob
wheels=("$out"/*.whl)
[ "${#wheels[@]}" -gt 0 ] || { echo "check_dist: no wheels in $out (run scripts/build_dist.sh)" >&2; exit 2; }

SECONDS=0
"${WFGATE_BASE_PYTHON:-python3}" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check "${wheels[@]}"
took=$SECONDS
"$venv/bin/python" -m pip check
if "$venv/bin/python" -c "import torch" 2>/dev/null; then
  echo "check_dist: torch is installed" >&2; exit 1
fi
size=$(du -sm "$venv" | cut -f1)

examples=(--golden examples/golden --candidate examples/candidate --format json --quiet)
set +e
WFGATE_MODEL_DIR="$work/models" XDG_CACHE_HOME="$work/cache" \
  "$venv/bin/wfgate" check "${examples[@]}" --output "$work/wheels.json"
installed=$?
PYTHONPATH=$PWD "$python" -m wfgate check "${examples[@]}" --output "$work/reference.json"
reference=$?
set -e
"$python" - "$work/wheels.json" "$work/reference.json" "$installed" "$reference" <<'PY'
import json, sys

def verdicts(path):
    report = json.load(open(path))
    return report["signature"], {w["id"]: (w["verdict"], {m: r["verdict"] for m, r in
                                                          w["modes"].items()})
                                 for w in report["workflows"]}

(sig_w, got), (sig_r, want) = verdicts(sys.argv[1]), verdicts(sys.argv[2])
if (sys.argv[3], sys.argv[4]) != ("1", "1"):
    sys.exit(f"check_dist: exit {sys.argv[3]} from the wheels, {sys.argv[4]} from the source "
             "set-up; both should be 1 (the examples regress)")
if got != want or sig_w != sig_r:
    sys.exit(f"check_dist: the wheels' verdicts differ from the source set-up's:\n"
             f"  {sig_w}\n  {got}\n  {sig_r}\n  {want}")
PY
echo "check_dist: install ${took} s (limit $max_s), environment $size MB (limit $max_mb)," \
     "no torch, pip check clean, the examples' verdicts as the source set-up's (exit 1)"
if [ "$size" -ge "$max_mb" ] || [ "$took" -ge "$max_s" ]; then
  echo "check_dist: over the limit" >&2; exit 1
fi
