"""The model distributions: an encoder's ONNX export shipped as a Python distribution of its own,
so ``pip install wfgate`` runs the default profile with no torch and no provisioning step.

``wfgate-model-minilm`` (module ``wfgate_model_minilm``) holds the export of all-MiniLM-L6-v2
in its default precision (int8), the model's ``tokenizer.json``, its BERTScore baseline and
``export.json``; it is built by ``scripts/build_dist.sh`` from the export ``wfgate models
provision`` made (:func:`stage`), never committed. The ONNX backend finds it installed
(:func:`installed_export_folder`) when the model cache has no export of these weights.
"""

from __future__ import annotations

import importlib
import json
import shutil
from dataclasses import dataclass
from pathlib import Path

from ..errors import ModelError
from .resolve import KNOWN_MODELS, canonical_name

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


def stage(name: str, export_folder: Path, export_manifest: dict, baseline: Path,
          target: Path) -> Path:
    """Copy the default precision of a verified export into ``target/<module>/export``, with
    the tokenizer, the BERTScore baseline and a manifest listing only what is shipped; the
    distribution's project files come from ``packaging/<project>``. Returns ``target``."""
    dist = DISTRIBUTIONS[canonical_name(name)]
    spec = KNOWN_MODELS[dist.model]
    if export_manifest.get("weights_sha256") != spec.sha256:
        raise ModelError(f"{export_folder}: the export is not of the published weights of "
                         f"{dist.model} (sha256 {spec.sha256[:12]}); provision it again")
    precision = export_manifest["default"]
    variant = export_manifest["variants"][precision]
    template = Path(__file__).resolve().parents[2] / "packaging" / dist.project
    if not template.is_dir():
        raise ModelError(f"{template}: the project files of {dist.project} are missing "
                         "(build from a checkout of wfgate)")
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(template, target)
    out = target / dist.module / EXPORT_FOLDER
    out.mkdir(parents=True)
    shutil.copyfile(export_folder / variant["file"], out / variant["file"])
    shutil.copyfile(export_folder / "tokenizer.json", out / "tokenizer.json")
    shutil.copyfile(baseline, out / baseline.name)
    manifest = dict(export_manifest, variants={precision: variant},
                    distribution={"project": dist.project, "licence": dist.licence,
                                  "source": dist.source, "baseline": baseline.name})
    (out / "export.json").write_text(json.dumps(manifest, indent=2) + "\n")
    return target


def stage_all(target: Path) -> list[Path]:
    """Stage every model distribution below ``target`` from the model cache's exports (made
    by ``wfgate models provision``); one project folder each, ready to build."""
    from .bertscore import baseline_file
    from .onnx_backend import find_export
    from .resolve import resolve_model_path

    staged = []
    for name, dist in DISTRIBUTIONS.items():
        model = resolve_model_path(name)
        export = find_export(model, packaged=False)
        if export is None:
            raise ModelError(f"no provisioned ONNX export of {name} to pack into {dist.project}; "
                             f"run `wfgate models provision {name}` first (needs wfgate[torch])")
        staged.append(stage(name, export.folder, export.manifest, baseline_file(name),
                            target / dist.project))
    return staged


if __name__ == "__main__":  # scripts/build_dist.sh: python -m wfgate.encoders.distribution DIR
    import sys

    for folder in stage_all(Path(sys.argv[1])):
        print(folder)
