"""What a pip install gets: tested pins inside the declared ranges and equal to the image's
lock, and the default encoder found in its model distribution with an empty model cache."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from wfgate.encoders.distribution import DISTRIBUTIONS, installed_export_folder
from wfgate.encoders.resolve import KNOWN_MODELS
from wfgate.errors import ModelError

from .conftest import ROOT

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10: the copy pip ships
    from pip._vendor import tomli as tomllib

PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def _pins(path: Path) -> dict[str, str]:
    """name -> version of each ``name==version`` line (comments and markers aside)."""
    pins = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line and not line.startswith("-"):
            req = Requirement(line)
            (spec,) = req.specifier
            assert spec.operator == "==", line
            pins[canonicalize_name(req.name)] = spec.version
    return pins


def _declared() -> list[Requirement]:
    lines = list(PROJECT["dependencies"])
    for extra in PROJECT["optional-dependencies"].values():
        lines.extend(line for line in extra if not line.replace(" ", "").startswith("wfgate["))
    return [Requirement(line) for line in lines]


CONSTRAINTS = _pins(ROOT / "constraints.txt")


def test_every_declared_dependency_has_a_tested_pin_inside_its_range():
    models = {canonicalize_name(d.project) for d in DISTRIBUTIONS.values()}
    for req in _declared():
        name = canonicalize_name(req.name)
        if name in models:
            continue  # built from the provisioned export by setup.sh and the release
        assert name in CONSTRAINTS, f"{req.name}: no pin in constraints.txt"
        assert req.specifier.contains(CONSTRAINTS[name], prereleases=True), (
            f"constraints.txt pins {req.name}=={CONSTRAINTS[name]}, outside {req}")


def test_core_ranges_end_before_the_next_major_version():
    for line in PROJECT["dependencies"] + PROJECT["optional-dependencies"]["judge"]:
        req = Requirement(line)
        assert any(s.operator in ("<", "==") for s in req.specifier), f"{line}: no upper bound"


def test_the_image_lock_and_the_pip_install_agree():
    runtime = _pins(ROOT / "docker" / "runtime.in")
    core = {canonicalize_name(Requirement(line).name) for line in PROJECT["dependencies"]}
    judge = {canonicalize_name(Requirement(line).name)
             for line in PROJECT["optional-dependencies"]["judge"]}
    models = {canonicalize_name(d.project) for d in DISTRIBUTIONS.values()}
    assert set(runtime) == (core - models) | judge  # the image: the run time and the judge
    for name, version in runtime.items():
        assert CONSTRAINTS[name] == version, f"{name}: image {version}, CI {CONSTRAINTS[name]}"
    lock = (ROOT / "docker" / "runtime.lock").read_text(encoding="utf-8")
    for name, version in runtime.items():
        assert re.search(rf"^{re.escape(name)}=={re.escape(version)} ", lock, re.M | re.I), name


def test_requirements_expand_the_extras_without_the_model_distribution():
    run = subprocess.run([sys.executable, str(ROOT / "scripts" / "requirements.py"), "full"],
                         capture_output=True, text=True, check=True)
    names = {canonicalize_name(Requirement(line).name) for line in run.stdout.splitlines()}
    assert {"torch", "openai", "onnxruntime", "sentence-transformers"} <= names
    assert not any(name.startswith("wfgate") for name in names)


def test_the_default_encoder_runs_from_its_distribution_with_an_empty_cache(
        tmp_path, monkeypatch):
    """No model cache, no packaged weights needed: the installed export is found."""
    if installed_export_folder("all-MiniLM-L6-v2") is None:
        pytest.fail("wfgate-model-minilm is not installed (setup.sh installs it)")
    monkeypatch.setenv("WFGATE_MODEL_DIR", str(tmp_path))
    from wfgate.encoders.onnx_backend import find_export
    from wfgate.encoders.resolve import ResolvedModel
    from wfgate.encoders.sentence import SentenceEncoder

    spec = KNOWN_MODELS["all-MiniLM-L6-v2"]
    hub = ResolvedModel(spec.name, spec.hub_id, spec.sha256, "hub")
    export = find_export(hub)
    assert export is not None and export.folder == installed_export_folder(spec.name)
    assert find_export(hub, packaged=False) is None  # provisioning never takes it for its own
    other = ResolvedModel(spec.name, spec.hub_id, "0" * 64, "hub")
    assert find_export(other) is None  # never the export of other weights
    encoder = SentenceEncoder("all-MiniLM-L6-v2", backend="auto")
    assert encoder.variant == "onnx-int8"
    vectors = encoder.encode(["Restart the log shipping agent", "Restart the log shipper"])
    assert vectors.shape == (2, 384)
    assert float(np.dot(vectors[0], vectors[1])) > 0.8


def test_the_staged_distribution_ships_the_default_precision_only(tmp_path):
    from wfgate.encoders.packing import stage_all

    (project,) = stage_all(tmp_path)
    dist = DISTRIBUTIONS["all-MiniLM-L6-v2"]
    export = project / dist.module / "export"
    manifest = json.loads((export / "export.json").read_text())
    assert list(manifest["variants"]) == [manifest["default"]] == ["int8"]
    assert manifest["weights_sha256"] == KNOWN_MODELS["all-MiniLM-L6-v2"].sha256
    assert manifest["distribution"]["licence"] == "Apache-2.0"
    assert sorted(p.name for p in export.iterdir()) == sorted(
        ["export.json", "model-int8.onnx", "tokenizer.json",
         "bertscore-baseline-all-MiniLM-L6-v2.csv"])
    assert (project / "LICENSE").is_file() and (project / "NOTICE").is_file()


def test_staging_refuses_an_export_of_other_weights(tmp_path):
    from wfgate.encoders.packing import stage

    with pytest.raises(ModelError, match="not of the published weights"):
        stage("all-MiniLM-L6-v2", tmp_path, {"weights_sha256": "0" * 64}, tmp_path / "b.csv",
              tmp_path / "out")


def test_a_missing_torch_names_the_extra_that_brings_it():
    from wfgate.encoders.torch_backend import torch_missing

    message = torch_missing("all-mpnet-base-v2", ImportError("No module named 'torch'"))
    assert "pip install 'wfgate[full]'" in message and "wfgate models provision" in message
