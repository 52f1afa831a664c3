# The wfgate GitHub Action image (action.yml: runs.using docker, image Dockerfile).
# CPU-only torch, the package with its [action] extra, and the default encoders provisioned at
# build time by the same code the tests use, so a run needs no model hub.
# Expected size: about 2.3-2.6 GB (slim base ~0.13, git ~0.04, CPU torch ~0.7, the other
# Python dependencies ~0.3, onnxruntime + onnx ~0.11, models ~0.5: all-mpnet-base-v2 ~0.42 and
# all-MiniLM-L6-v2 ~0.09, and their ONNX exports ~0.56).
# An estimate from the parts' published sizes; the image was not built or measured here.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

# git for git mode (golden_ref). The workspace is mounted from the runner and owned by
# another user than the container's root: trust it, or git refuses to read it.
RUN apt-get update \
    && apt-get install -y --no-install-recommends git \
    && rm -rf /var/lib/apt/lists/* \
    && git config --system --add safe.directory '*'

# torch first, pinned and CPU-only: an unpinned torch would pull a multi-GB CUDA build.
RUN pip install torch==2.13.0 --index-url https://download.pytorch.org/whl/cpu

WORKDIR /opt/wfgate
COPY pyproject.toml README.md entrypoint.py ./
COPY wfgate ./wfgate
RUN pip install ".[action,onnx]"

# Models live in the image, not in $HOME: the runner sets HOME=/github/home at run time.
ENV WFGATE_MODEL_DIR=/opt/wfgate/models \
    HF_HOME=/opt/wfgate/hf
RUN python -m wfgate.models provision \
    && python -c "from wfgate.models import KNOWN_MODELS as M; print(' '.join(p for s in M.values() if s.zip_parts for p in s.packages))" \
       | xargs --no-run-if-empty pip uninstall -y \
    && python -m wfgate.models provision --no-install

# Run time: offline. Everything the gate loads is already in the image.
ENV HF_HUB_OFFLINE=1 \
    TRANSFORMERS_OFFLINE=1 \
    TOKENIZERS_PARALLELISM=false

ENTRYPOINT ["python", "/opt/wfgate/entrypoint.py"]
