#!/usr/bin/env bash
# Build every Python distribution a release publishes, into dist/ (the release workflow calls
# this; it runs the same on a developer's machine):
#   wfgate-X.Y.Z.tar.gz, wfgate-X.Y.Z-py3-none-any.whl     the package
#   wfgate_model_minilm-A.B.C-py3-none-any.whl            the default profile's encoder: the
#       ONNX export of all-MiniLM-L6-v2 (int8), its tokenizer and BERTScore baseline, packed
#       from the export `wfgate models provision` made and checked against torch (never
#       committed; its project files are packaging/wfgate-model-minilm/)
# then checks them (twine check --strict) and lists them with their sizes.
#
# Needs: the dev set-up (./setup.sh --dev: the build and twine tools, the provisioned export).
# Environment: PYTHON (default .venv/bin/python), WFGATE_DIST (output folder, default dist).
set -euo pipefail
cd "$(dirname "$0")/.."
python=${PYTHON:-.venv/bin/python}
out=${WFGATE_DIST:-dist}
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT

rm -rf "$out"
mkdir -p "$out"
"$python" -m build --sdist --wheel --outdir "$out" . >"$stage/build.log" 2>&1 ||
  { cat "$stage/build.log" >&2; exit 1; }
rm -rf build wfgate.egg-info  # setuptools' own left-overs in the checkout
PYTHONPATH=$PWD "$python" -m wfgate.encoders.packing "$stage/models" > "$stage/models.txt"
while read -r project; do
  "$python" -m build --wheel --outdir "$out" "$project" >>"$stage/build.log" 2>&1 ||
    { cat "$stage/build.log" >&2; exit 1; }
done < "$stage/models.txt"
"$python" -m twine check --strict "$out"/*
ls -l "$out"
