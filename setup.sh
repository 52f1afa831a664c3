#!/usr/bin/env bash
# Set up wfgate in ./.venv: CPU-only torch, the package with its ONNX backend, and the default
# encoders provisioned for offline use and exported to ONNX (the same provisioning code the
# Docker build and the tests use).
#   ./setup.sh          the gate
#   ./setup.sh --dev    the gate plus the test and lint tools
# Environment: PYTHON (interpreter, default python3), WFGATE_VENV (default .venv),
# WFGATE_TORCH_INDEX (a package index for the CPU torch build, e.g.
# https://download.pytorch.org/whl/cpu; unset, pip's configured indexes are used).
set -euo pipefail
cd "$(dirname "$0")"
venv=${WFGATE_VENV:-.venv}
extras="[torch]"
[ "${1:-}" = "--dev" ] && extras="[torch,dev]"

[ -x "$venv/bin/python" ] || "${PYTHON:-python3}" -m venv "$venv"
pip=("$venv/bin/python" -m pip install --quiet --disable-pip-version-check)
# torch first and pinned, so nothing below pulls a multi-GB CUDA build.
"$venv/bin/python" -c "import torch" 2>/dev/null ||
  "${pip[@]}" "torch==2.13.0" ${WFGATE_TORCH_INDEX:+--index-url "$WFGATE_TORCH_INDEX"}
"${pip[@]}" -e ".$extras"
# One line per model; what pip and the ONNX exporter print goes to the cache's provision.log.
"$venv/bin/wfgate" models provision
echo "wfgate is ready: $venv/bin/wfgate --help"
