"""The action's image: torch-free run time, the model files it keeps, pinned inputs, and the
release workflow's version check. The image itself is built and run by scripts/image_smoke.sh."""

from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import yaml

from wfgate.encoders.resolve import IMAGE_MANIFEST, STAMP, resolve_model_path
from wfgate.encoders.sentence import SentenceEncoder
from wfgate.errors import ModelError

ROOT = Path(__file__).resolve().parent.parent
TORCH_SIDE = ("torch", "sentence_transformers", "transformers", "bert_score")
TEXTS = ["Open the travel booking website", "Book the cheapest flight to Paris"]


def load_runtime_models():
    spec = importlib.util.spec_from_file_location("runtime_models",
                                                  ROOT / "docker" / "runtime_models.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_image_model_folder_is_all_the_onnx_path_needs(tmp_path, monkeypatch):
    """Only the default precision, its tokenizer and the weights' stamp: same vectors."""
    reference = SentenceEncoder("all-MiniLM-L6-v2", backend="onnx")
    expected = reference.encode(TEXTS)
    dest = tmp_path / "models"
    lines = load_runtime_models().copy_runtime_files(dest, ["all-MiniLM-L6-v2"])
    assert "int8" in lines[0]
    kept = sorted(str(p.relative_to(dest)) for p in dest.rglob("*") if p.is_file())
    export = reference.onnx.export.folder.name
    assert kept == sorted([f"all-MiniLM-L6-v2/{STAMP}", f"onnx/{export}/export.json",
                           f"onnx/{export}/model-int8.onnx", f"onnx/{export}/tokenizer.json",
                           IMAGE_MANIFEST])

    monkeypatch.setenv("WFGATE_MODEL_DIR", str(dest))
    slim = SentenceEncoder("all-MiniLM-L6-v2")
    assert (slim.model.origin, slim.variant) == ("cache", "onnx-int8")
    assert slim.cache_identity == reference.cache_identity
    np.testing.assert_array_equal(slim.encode(TEXTS), expected)
    with pytest.raises(ModelError, match="no fp32 variant"):
        SentenceEncoder("all-MiniLM-L6-v2", backend="onnx-fp32")


@pytest.fixture(scope="module")
def slim_models(tmp_path_factory) -> Path:
    """The slim image's model folder (MODELS=all-MiniLM-L6-v2), made the way its build does."""
    dest = tmp_path_factory.mktemp("image") / "models"
    module = load_runtime_models()
    module.copy_runtime_files(dest, module.model_names(["all-MiniLM-L6-v2"]))
    return dest


def test_the_models_build_argument():
    names = load_runtime_models().model_names
    assert names([]) == names(["all"]) == []
    assert names(["all-MiniLM-L6-v2, all-mpnet-base-v2"]) == ["all-MiniLM-L6-v2",
                                                             "all-mpnet-base-v2"]
    with pytest.raises(SystemExit, match="unknown encoder nope"):
        load_runtime_models().copy_runtime_files(Path("unused"), ["nope"])


def test_an_encoder_the_image_lacks_fails_naming_the_full_image(slim_models, monkeypatch):
    """No download is tried (the image is offline): the error names the model, the profiles
    that need it and the -full image; the encoder the image has still resolves."""
    from wfgate import __version__

    monkeypatch.setenv("WFGATE_MODEL_DIR", str(slim_models))
    assert resolve_model_path("minilm").origin == "cache"
    for name in ("all-mpnet-base-v2", "sentence-transformers/all-mpnet-base-v2"):
        with pytest.raises(ModelError) as caught:
            SentenceEncoder(name)
        message = str(caught.value)
        assert "'all-mpnet-base-v2' (the encoder of profiles paper, paper-calibrated)" in message
        assert f"ghcr.io/wfgate/wfgate:v{__version__}-full" in message
        assert "which has all-MiniLM-L6-v2 only" in message
        assert "has: fast, fast-calibrated" in message
    with pytest.raises(ModelError, match=r"'some/other-model' \(named by encoder\.model"):
        resolve_model_path("some/other-model")
    monkeypatch.setenv("WFGATE_MODEL_DIR", str(slim_models.parent / "empty"))
    assert resolve_model_path("all-mpnet-base-v2").origin in ("package", "hub")  # outside the image


def test_models_list_in_the_slim_image_lists_what_it_has_and_names_the_full_image(
        slim_models, monkeypatch, capsys):
    from wfgate.cli import main

    monkeypatch.setenv("WFGATE_MODEL_DIR", str(slim_models))
    assert main(["models", "list"]) == 2
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("  ✗ all-mpnet-base-v2: ") and "-full" in lines[0]
    assert lines[1].startswith("  ✓ all-MiniLM-L6-v2: cache ")


def test_a_paper_profile_run_in_the_slim_image_is_an_error_not_a_verdict(slim_models, tmp_path,
                                                                         monkeypatch, capsys):
    from wfgate.cli import main

    monkeypatch.setenv("WFGATE_MODEL_DIR", str(slim_models))
    monkeypatch.setenv("WFGATE_CACHE_DIR", str(tmp_path / "cache"))
    config = tmp_path / "thresholds.yaml"
    config.write_text("version: 1\nprofile: paper\n")
    code = main(["check", "--golden", str(ROOT / "examples" / "golden"), "--candidate",
                 str(ROOT / "examples" / "candidate"), "--config", str(config)])
    out = capsys.readouterr()
    assert code == 2
    assert "-full" in out.out + out.err and "profiles paper" in out.out + out.err


def test_the_torch_backend_without_torch_says_what_to_install(monkeypatch):
    for name in TORCH_SIDE:
        monkeypatch.setitem(sys.modules, name, None)  # `import torch` raises ImportError
    encoder = SentenceEncoder("all-MiniLM-L6-v2", backend="torch")
    with pytest.raises(ModelError, match=r"wfgate\[full\]"):
        encoder.encode(TEXTS)


@pytest.mark.slow
def test_the_default_check_runs_without_torch():
    """The bundled examples with the CLI's defaults, torch made unimportable: the verdict,
    and no module of the torch side loaded."""
    script = (
        "import json, sys\n"
        f"for name in {TORCH_SIDE!r}: sys.modules[name] = None\n"
        "from wfgate.cli import main\n"
        "code = main(['check', '--golden', 'examples/golden', '--candidate', "
        "'examples/candidate'])\n"
        f"loaded = [m for m in sys.modules if m.split('.')[0] in {TORCH_SIDE!r} "
        "and sys.modules[m] is not None]\n"
        "print(json.dumps(loaded), file=sys.stderr)\n"
        "sys.exit(code)\n")
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                          text=True, timeout=300, check=False,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 1, done.stderr
    assert "3 of 5 workflows regressed" in done.stdout
    assert json.loads(done.stderr.strip().splitlines()[-1]) == []


def lock_entries(name: str) -> dict[str, str]:
    """``name -> version`` of a lock file, checking that every entry carries a hash."""
    text = (ROOT / "docker" / f"{name}.lock").read_text()
    entries = re.findall(r"^([A-Za-z0-9._-]+)==(\S+) \\\n    --hash=sha256:[0-9a-f]{64}$",
                         text, re.MULTILINE)
    requirements = [line for line in text.splitlines() if line and line[0] not in "# "]
    assert len(entries) == len(requirements), f"{name}.lock: an entry without a hash"
    return dict(entries)


def test_the_image_inputs_are_pinned():
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert re.search(r"^ARG BASE_IMAGE=python:3\.11-slim@sha256:[0-9a-f]{64}$", dockerfile,
                     re.MULTILINE)
    assert re.findall(r"^FROM (\S+)", dockerfile, re.MULTILINE) == ["${BASE_IMAGE}"] * 2
    runtime, build = lock_entries("runtime"), lock_entries("build")
    assert not set(runtime) & {"torch", "transformers", "sentence-transformers", "bert-score"}
    assert {name: build.get(name) for name in runtime} == runtime
    # the model distributions aside: the image ships its encoders' files itself (MODELS)
    core = [re.match(r"[A-Za-z0-9._-]+", dep).group(0).lower()
            for dep in _pyproject_dependencies() if not dep.startswith("wfgate-model-")]
    assert set(core) <= {name.lower() for name in runtime}


def test_the_default_image_ships_the_default_profiles_encoders_and_the_release_both():
    """A change of the default profile's encoder must change the image's MODELS default; the
    release pushes the default image and the full one (MODELS=all) under the -full tags."""
    from wfgate.config import DEFAULT_PROFILE, DEFAULTS, PROFILES

    models = re.search(r"^ARG MODELS=(\S+)$", (ROOT / "Dockerfile").read_text(), re.MULTILINE)
    wanted = {PROFILES[DEFAULT_PROFILE].get(part, {}).get("model", DEFAULTS[part]["model"])
              for part in ("encoder", "bertscore")}
    assert set(models.group(1).split(",")) == wanted
    steps = yaml.safe_load((ROOT / ".github" / "workflows" / "release.yml").read_text())
    pushes = [s["with"] for s in steps["jobs"]["image"]["steps"]
              if s.get("with", {}).get("push") is True]
    assert [p.get("build-args") for p in pushes] == [None, "MODELS=all"]
    assert [t.endswith("-full") for t in pushes[1]["tags"].splitlines()] == [True, True]
    assert not any(t.endswith("-full") for t in pushes[0]["tags"].splitlines())


def _pyproject_dependencies() -> list[str]:
    text = (ROOT / "pyproject.toml").read_text()
    block = re.search(r"^dependencies = \[(.*?)^\]", text, re.MULTILINE | re.DOTALL).group(1)
    return re.findall(r'"([^"]+)"', block)


def release_check(tmp_path: Path, tag: str, owner: str = "wfgate") -> tuple[int, str, str]:
    """Run release.yml's version check as the runner would, in a copy of the repository."""
    steps = yaml.safe_load((ROOT / ".github" / "workflows" / "release.yml").read_text())
    step = next(s for s in steps["jobs"]["version"]["steps"] if s.get("id") == "version")
    output = tmp_path / "output"
    output.write_text("")
    done = subprocess.run(["bash", "-e", "-c", step["run"]], cwd=ROOT, capture_output=True,
                          text=True, check=False,
                          env={**os.environ, "TAG": tag, "OWNER": owner,
                               "GITHUB_OUTPUT": str(output)})
    return done.returncode, done.stdout, output.read_text()


def test_the_release_refuses_a_tag_that_action_yml_does_not_name(tmp_path):
    from wfgate import __version__

    code, _, outputs = release_check(tmp_path, f"v{__version__}", owner="WfGate")
    assert code == 0
    assert outputs.split() == ["image=ghcr.io/wfgate/wfgate", f"major=v{__version__.split('.')[0]}",
                               f"version={__version__}"]
    code, stdout, _ = release_check(tmp_path, "v9.8.7")
    assert code == 1
    assert "::error file=action.yml::" in stdout and "::error file=pyproject.toml::" in stdout
    code, stdout, _ = release_check(tmp_path, f"v{__version__}", owner="someone-else")
    assert code == 1 and "ghcr.io/someone-else/wfgate" in stdout
