"""action.yml, the settings reader, the outputs and docs/action.md name the same things."""

from __future__ import annotations

import re

import yaml

from tests.github.conftest import ROOT
from wfgate import __version__
from wfgate.github.outputs import Outcome, action_outputs
from wfgate.github.settings import INPUT_NAMES, ActionSettings
from wfgate.report.model import JudgeStats, Report, Summary

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
    empty = Report(verdict="pass", version=__version__, signature="s", judge=JudgeStats(),
                   summary=Summary(0, 0, 0, 0, {}), workflows=())
    produced = action_outputs(empty, Outcome(), {"json": "a", "markdown": "b", "junit": "c"})
    assert set(produced) == set(ACTION["outputs"])
    for name in produced:
        assert f"`{name}`" in DOC, f"docs/action.md does not document output {name}"


def test_the_action_pulls_the_image_of_its_own_release():
    """The release workflow refuses a tag unless action.yml names that tag's image."""
    version = re.search(r'^version = "([^"]+)"$', (ROOT / "pyproject.toml").read_text(),
                        re.MULTILINE).group(1)
    assert version == __version__
    assert ACTION["runs"] == {"using": "docker",
                              "image": f"docker://ghcr.io/wfgate/wfgate:v{version}"}
