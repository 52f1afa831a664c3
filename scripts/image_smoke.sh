#!/usr/bin/env bash
# Build the action's image and check it the ways the action is used. Run it whenever the
# Dockerfile, docker/ or the package's dependencies change; the release workflow runs it on
# the image it is about to push. Not part of .ci/run: the image's first build takes longer
# than the suite (docs/action.md, "The image").
#
#   scripts/image_smoke.sh [--no-build] [IMAGE] [-- DOCKER_BUILD_ARGS...]
#
#   IMAGE          tag to build and test (default wfgate:smoke)
#   --no-build     test IMAGE as it is (e.g. built by the release workflow)
#   after --       passed to `docker build`, e.g. on a machine with a local package mirror:
#                  -- --network host --build-arg TORCH_INDEX_URL=
#
# Checks, each a failure with a message when it does not hold:
#   1. `import torch` fails in the image (the run time is torch-free);
#   2. the CLI on the bundled examples, with no network at all (--network none): exit 1
#      (three of five regressed) and the report on stdout; its time from process start to
#      verdict is printed;
#   3. `profile: paper` on the examples, --network none: an image with all-mpnet-base-v2 (the
#      full one, MODELS=all) gives the verdict (exit 1); one without it (the default) fails
#      with exit 2 and the error naming the -full image, and tries no download;
#   4. action mode, started like the runner starts a Docker action, against the project's
#      fake GitHub API on the host's 127.0.0.1 (scripts/image_smoke_action.py): the sticky
#      comment, the job summary, the outputs, report.json and exit 1.
# Needs docker and python3 (standard library only).
set -euo pipefail
cd "$(dirname "$0")/.."

build=1
image=wfgate:smoke
build_args=()
while (($#)); do
  case $1 in
    --no-build) build=0 ;;
    --) shift; build_args=("$@"); break ;;
    *) image=$1 ;;
  esac
  shift
done

fail() { echo "image_smoke: $*" >&2; exit 1; }

if ((build)); then
  start=$(date +%s)
  docker build "${build_args[@]}" -t "$image" .
  echo "image_smoke: built $image in $(($(date +%s) - start)) s"
fi

echo "== torch is not in the image"
if docker run --rm --network none --entrypoint python "$image" -c "import torch" 2>/dev/null; then
  fail "import torch succeeded in $image"
fi

echo "== the CLI on the bundled examples, --network none"
out=$(mktemp)
trap 'rm -f "$out"' EXIT
set +e
docker run --rm --network none -v "$PWD/examples:/examples:ro" --entrypoint sh "$image" -c \
  'start=$(date +%s%N); wfgate check --golden /examples/golden --candidate /examples/candidate
   rc=$?; echo "image_smoke: process start to verdict $((($(date +%s%N) - start) / 1000000)) ms" >&2
   exit $rc' >"$out"
rc=$?
set -e
[ "$rc" -eq 1 ] || { cat "$out"; fail "the examples gave exit $rc, expected 1"; }
grep -q "3 of 5 workflows regressed" "$out" || { cat "$out"; fail "no report on stdout"; }
echo "image_smoke: exit 1, report: $(grep -m1 "workflows regressed" "$out")"

models=$(docker run --rm --network none --entrypoint cat "$image" \
  /opt/wfgate/models/image-models.json) || fail "no model list in $image"
echo "== profile: paper on the examples, --network none (the image has: $models)"
paper=$(mktemp -d)
trap 'rm -rf "$out" "$paper"' EXIT
printf 'version: 1\nprofile: paper\n' >"$paper/thresholds.yaml"
chmod -R a+rX "$paper"
set +e
docker run --rm --network none -v "$PWD/examples:/examples:ro" -v "$paper:/paper:ro" \
  --entrypoint wfgate "$image" check --golden /examples/golden --candidate /examples/candidate \
  --config /paper/thresholds.yaml >"$out" 2>&1
rc=$?
set -e
if grep -q all-mpnet-base-v2 <<<"$models"; then
  [ "$rc" -eq 1 ] && grep -q "3 of 5 workflows regressed" "$out" \
    || { cat "$out"; fail "profile: paper gave exit $rc, expected 1 and the report"; }
  echo "image_smoke: profile paper: exit 1, $(grep -m1 "workflows regressed" "$out")"
else
  [ "$rc" -eq 2 ] && grep -q "wfgate:v[0-9.]*-full" "$out" \
    || { cat "$out"; fail "profile: paper gave exit $rc, expected 2 naming the -full image"; }
  echo "image_smoke: profile paper: exit 2, $(grep -m1 -o "is not in this image.*-full" "$out")"
fi

echo "== action mode against the fake GitHub API"
python3 scripts/image_smoke_action.py "$image"

echo "== a pull request's encoder: a model name that climbs into the workspace, --network none"
attack=$(mktemp -d)
cp -r examples/golden examples/candidate "$attack/"
mkdir "$attack/evilmodel" && echo forged >"$attack/evilmodel/model.safetensors"
printf 'version: 1\nencoder:\n  model: "all-MiniLM-L6-v2/../../../../github/workspace/evilmodel"\n' \
  >"$attack/thresholds.yaml"
set +e
said=$(docker run --rm --network none -v "$attack:/github/workspace:ro" -w /github/workspace \
  --entrypoint wfgate "$image" check --golden golden --candidate candidate \
  --config thresholds.yaml 2>&1 >/dev/null)
rc=$?
set -e
rm -rf "$attack"
[ "$rc" -eq 2 ] && grep -q "has no '..'" <<<"$said" ||
  fail "a climbing model name gave exit $rc, expected 2 and a refusal: $said"
echo "image_smoke: the climbing model name is refused, nothing loaded (exit 2)"

echo "image_smoke: all checks passed ($image)"
