"""action.yml, the settings reader, the outputs and docs/action.md name the same things."""

from __future__ import annotations

import yaml

from tests.github.conftest import ROOT
from wfgate.github.action import Outcome, action_outputs
from wfgate.github.settings import INPUT_NAMES, ActionSettings

ACTION = yaml.safe_load((ROOT / "action.yml").read_text())
DOC = (ROOT / "docs" / "action.md").read_text()


def test_inputs_match_the_settings_reader_and_the_docs():
    assert set(ACTION["inputs"]) == set(INPUT_NAMES)
    for name in INPUT_NAMES:
        assert f"`{name}`" in DOC, f"docs/action.md does not document input {name}"
        assert "-" not in name  # underscores: the runner keeps hyphens in INPUT_ names


def test_every_input_is_read():
    env = {f"INPUT_{name.upper()}": "" for name in INPUT_NAMES}
    source = (ROOT / "wfgate" / "github" / "settings.py").read_text()
    for name in INPUT_NAMES:
        assert f'"{name}"' in source
    ActionSettings.from_env(env)  # empty inputs take their defaults


def test_outputs_match_the_action_and_the_docs():
    produced = action_outputs({"verdict": "pass", "workflows": []}, Outcome(),
                              {"json": "a", "markdown": "b", "junit": "c"})
    assert set(produced) == set(ACTION["outputs"])
    for name in produced:
        assert f"`{name}`" in DOC, f"docs/action.md does not document output {name}"


def test_docker_action_with_underscore_names():
    assert ACTION["runs"] == {"using": "docker", "image": "Dockerfile"}
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert "FROM python:3.11-slim" in dockerfile
    assert "torch==2.13.0 --index-url https://download.pytorch.org/whl/cpu" in dockerfile
    assert 'pip install ".[action,onnx]"' in dockerfile
    assert "python -m wfgate.models provision" in dockerfile
    assert "HF_HUB_OFFLINE=1" in dockerfile and "TRANSFORMERS_OFFLINE=1" in dockerfile
