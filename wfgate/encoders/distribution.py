"""The model distributions: an encoder's ONNX export shipped as a Python distribution of its own,
so ``pip install wfgate`` runs the default profile with no torch and no provisioning step.

``wfgate-model-minilm`` (module ``wfgate_model_minilm``) holds the export of all-MiniLM-L6-v2
in its default precision (int8), the model's ``tokenizer.json``, its BERTScore baseline and
``export.json``; it is built by ``scripts/build_dist.sh`` from the export ``wfgate models
provision`` made (:mod:`.packing`), never committed. The ONNX backend finds it installed
(:func:`installed_export_folder`) when the model cache has no export of these weights.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path

from .resolve import canonical_name

EXPORT_FOLDER = "export"  # inside the module's package


@dataclass(frozen=True)
class ModelDistribution:
    """A distribution that ships one encoder's export."""

    project: str  # the name on the package index
    module: str  # the importable package holding EXPORT_FOLDER
    model: str  # a KNOWN_MODELS name
    licence: str  # the model's licence (SPDX), as its model card states
    source: str  # where the weights come from


DISTRIBUTIONS: dict[str, ModelDistribution] = {
    "all-MiniLM-L6-v2": ModelDistribution(
        project="wfgate-model-minilm", module="wfgate_model_minilm",
        model="all-MiniLM-L6-v2", licence="Apache-2.0",
        source="https://huggingface.co/sentence-transformers/all-MiniLM-L6-v2"),
}


def installed_export_folder(name: str) -> Path | None:
    """The export folder of ``name``'s model distribution when it is installed, else None."""
    dist = DISTRIBUTIONS.get(canonical_name(name))
    if dist is None:
        return None
    try:
        module = importlib.import_module(dist.module)
    except ImportError:
        return None
    folder = Path(getattr(module, "__file__", "") or ".").parent / EXPORT_FOLDER
    return folder if folder.is_dir() else None

