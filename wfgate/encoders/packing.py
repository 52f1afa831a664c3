"""Packing the model distributions (:mod:`.distribution`) from the provisioned exports: the
build step of ``scripts/build_dist.sh`` and ``setup.sh`` (``python -m wfgate.encoders.packing
DIR`` stages one project folder per distribution and prints their paths)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from ..errors import ModelError
from .bertscore import baseline_file
from .distribution import DISTRIBUTIONS, EXPORT_FOLDER
from .onnx_backend import find_export
from .resolve import KNOWN_MODELS, canonical_name, resolve_model_path


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


if __name__ == "__main__":  # scripts/build_dist.sh: python -m wfgate.encoders.packing DIR
    import sys

    for folder in stage_all(Path(sys.argv[1])):
        print(folder)
