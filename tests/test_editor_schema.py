"""The editor schema of thresholds.yaml: generated from the config, in step with the checked-in
copy, accepting every file the project ships or writes and refusing what the loader refuses."""

from __future__ import annotations

import copy
import json
import os
import re
import subprocess
import sys

import pytest
import yaml
from jsonschema import Draft202012Validator

from wfgate import __version__
from wfgate.config import DEFAULTS, PROFILES, ConfigError, build_config
from wfgate.config.editor_schema import SCHEMA_URL, render, thresholds_schema
from wfgate.modes import calibrated_changes

from .conftest import FIXTURES, ROOT

CHECKED_IN = ROOT / "wfgate" / "data" / "thresholds.schema.json"


@pytest.fixture(scope="module")
def validator() -> Draft202012Validator:
    schema = thresholds_schema()
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def _errors(validator: Draft202012Validator, data: object) -> list[str]:
    return [f"{'.'.join(map(str, e.absolute_path))}: {e.message}"
            for e in validator.iter_errors(data)]


def test_the_checked_in_copy_is_the_generated_schema():
    assert CHECKED_IN.read_text(encoding="utf-8") == render(), (
        "wfgate/data/thresholds.schema.json is stale: regenerate it with "
        "`wfgate config schema --output wfgate/data/thresholds.schema.json`")
    schema = json.loads(CHECKED_IN.read_text(encoding="utf-8"))
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"] == SCHEMA_URL.format(version=__version__)


def test_the_command_prints_it():
    run = subprocess.run([sys.executable, "-m", "wfgate", "config", "schema"], cwd=ROOT,
                         env=os.environ | {"PYTHONPATH": str(ROOT)}, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout) == thresholds_schema()


@pytest.mark.parametrize("path", [ROOT / "thresholds.yaml", FIXTURES / "fast.yaml"],
                         ids=lambda p: p.name)
def test_the_shipped_thresholds_files_validate(validator, path):
    assert _errors(validator, yaml.safe_load(path.read_text(encoding="utf-8")) or {}) == []


@pytest.mark.parametrize("profile", sorted(PROFILES))
def test_every_profile_written_out_in_full_validates(validator, profile):
    from wfgate.config.load import _merge

    full = _merge(copy.deepcopy(DEFAULTS), copy.deepcopy(PROFILES[profile]))
    full["profile"] = profile
    assert _errors(validator, full) == []
    # what `wfgate calibrate` writes: version, profile and the calibrated modes
    assert _errors(validator, {"version": 1, "profile": profile,
                               "modes": calibrated_changes()}) == []


def test_the_file_init_writes_validates_and_names_the_schema(validator, tmp_path):
    from wfgate.scaffold import scaffold

    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    scaffold(tmp_path)
    text = (tmp_path / "thresholds.yaml").read_text(encoding="utf-8")
    assert text.splitlines()[0] == ("# yaml-language-server: $schema="
                                    + SCHEMA_URL.format(version=__version__))
    assert _errors(validator, yaml.safe_load(text)) == []
    # and with every commented example switched on (YAML lines, not the prose between them)
    example = re.compile(r"^# (?= *[a-z_]+:| +- )")
    data = yaml.safe_load("\n".join(example.sub("", line) for line in text.splitlines()))
    assert {"modes", "judge", "overrides", "on_judge_unavailable"} <= set(data)
    assert _errors(validator, data) == []


REFUSED = [
    {"modes": {"missing_step": {"band": 0.1}}},  # misspelt mode
    {"modes": {"missing_steps": {"primary": {"treshold": 0.8}}}},  # misspelt key
    {"encoder": {"tau_algin": 0.8}},
    {"judge": {"enabled": True, "modle": "gpt-4o"}},
    {"limits": {"max_step": 10}},
    {"profile": "fastest"},
    {"encoder": {"tau_align": 1.5}},
    {"encoder": {"backend": "cuda"}},
    {"modes": {"reordering": {"primary": {"metrics": ["order"]}}}},
    {"on_judge_unavailable": "maybe"},
    {"limits": {"max_depth": 1000}},
    {"overrides": [{"modes": {}}]},  # no paths
    {"version": 2},
]


@pytest.mark.parametrize("data", REFUSED, ids=lambda d: json.dumps(d)[:60])
def test_what_the_loader_refuses_the_schema_refuses(validator, data):
    assert _errors(validator, data), "the schema accepted it"
    with pytest.raises(ConfigError):
        build_config(data, "t.yaml", environ={})


def test_every_key_of_the_defaults_is_in_the_schema():
    """A key added to DEFAULTS appears in the schema (typed from its default at least)."""
    schema = thresholds_schema()

    def walk(defaults: dict, node: dict, where: str) -> None:
        for key, value in defaults.items():
            assert key in node["properties"], f"{where}{key} missing from the schema"
            child = node["properties"][key]
            if isinstance(value, dict) and "properties" in child and key not in ("modes",):
                walk(value, child, f"{where}{key}.")

    walk(DEFAULTS, schema, "")
    modes = schema["$defs"]["modes"]["properties"]
    assert set(modes) == set(DEFAULTS["modes"])
