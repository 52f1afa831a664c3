"""Copy what the image's run time loads of each provisioned encoder into a new model folder.

    python docker/runtime_models.py DEST [MODEL ...]

MODEL: names or comma-separated lists (the Dockerfile's MODELS build argument); none, or
``all``: every known encoder.

Runs in the image's build stage after ``python -m wfgate models provision``. For each known
encoder, DEST gets what the ONNX path reads and nothing else (measured by tracing the files a
run opens): ``onnx/<name>-<sha>/`` with the export's default precision only (``export.json``
rewritten to list just that variant, so asking for another one fails clearly), its
``tokenizer.json``, and ``<name>/.wfgate-verified.json``, the sha256 of the weights the export
was made from and checked against (how :func:`wfgate.encoders.resolve.resolve_model_path`
finds the export without the weights). The weights themselves, torch's copy of the tokenizer
and the other precisions stay in the build stage. DEST also gets ``image-models.json``, the
encoders it holds: with it, asking for any other fails at once with the image to use instead
rather than trying a download. Point ``WFGATE_MODEL_DIR`` at DEST at run time.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

from wfgate.encoders.onnx_backend import MANIFEST, find_export
from wfgate.encoders.resolve import (
    IMAGE_MANIFEST,
    KNOWN_MODELS,
    STAMP,
    canonical_name,
    resolve_model_path,
)


def copy_runtime_files(dest: Path, names: list[str] | None = None) -> list[str]:
    """Fill ``dest`` (every known encoder, or ``names``); a line per model saying what."""
    lines = []
    names = [canonical_name(name) for name in names or list(KNOWN_MODELS)]
    unknown = [name for name in names if name not in KNOWN_MODELS]
    if unknown:
        raise SystemExit(f"runtime_models: unknown encoder {', '.join(unknown)} (known: "
                         f"{', '.join(KNOWN_MODELS)}, or all)")
    for name in names:
        model = resolve_model_path(name)
        export = find_export(model)
        if export is None:
            raise SystemExit(f"runtime_models: {name} has no ONNX export; provisioning failed")
        precision = export.default_precision
        manifest = dict(export.manifest)
        manifest["variants"] = {precision: manifest["variants"][precision]}
        target = dest / "onnx" / export.folder.name
        target.mkdir(parents=True)
        model_file = export.model_file(precision)
        shutil.copyfile(model_file, target / model_file.name)
        shutil.copyfile(export.folder / "tokenizer.json", target / "tokenizer.json")
        (target / MANIFEST).write_text(json.dumps(manifest, indent=2) + "\n")
        (dest / model.name).mkdir(parents=True)
        (dest / model.name / STAMP).write_text(json.dumps({"sha256": model.sha256}))
        size = model_file.stat().st_size / 1e6
        lines.append(f"{name}: {target.name}/{model_file.name} ({precision}, {size:.0f} MB)")
    (dest / IMAGE_MANIFEST).write_text(json.dumps({"models": names}) + "\n")
    return lines


def model_names(args: list[str]) -> list[str]:
    """The encoders MODEL arguments name; [] (every one) for none or ``all``."""
    names = [name for arg in args for name in arg.replace(",", " ").split()]
    return [] if names in ([], ["all"]) else names


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: python docker/runtime_models.py DEST [MODEL ...]")
    print("\n".join(copy_runtime_files(Path(sys.argv[1]), model_names(sys.argv[2:]))))
