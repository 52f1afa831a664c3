"""thresholds.yaml: defaults, validation with clear errors, hashing."""

from __future__ import annotations

import pytest

from wfgate.config import DEFAULT_PROFILE, DEFAULTS, build_config, load_config
from wfgate.errors import ConfigError

from .conftest import ROOT


def test_repository_thresholds_file_equals_the_built_in_defaults():
    assert load_config(ROOT / "thresholds.yaml").sha256 == load_config(None).sha256


def test_the_shipped_files_hold_version_profile_and_comments_only():
    import yaml

    for path in (ROOT / "thresholds.yaml", ROOT / "wfgate/templates/init/thresholds.yaml"):
        text = path.read_text(encoding="utf-8").replace("@PROFILE@", "fast")
        assert set(yaml.safe_load(text)) == {"version", "profile"}, path


def test_changing_the_shipped_profile_changes_the_encoder_and_thresholds(tmp_path):
    text = (ROOT / "thresholds.yaml").read_text(encoding="utf-8")
    assert "\nprofile: fast-calibrated " in text
    fast = tmp_path / "thresholds.yaml"
    fast.write_text(text.replace("\nprofile: fast-calibrated ", "\nprofile: paper "))
    shipped, changed = load_config(ROOT / "thresholds.yaml"), load_config(fast)
    assert shipped.encoder.model == "all-MiniLM-L6-v2"
    assert changed.encoder.model == "all-mpnet-base-v2"
    assert shipped.modes["missing_steps"].primary.metrics == ("step_coverage",)
    assert changed.modes["missing_steps"].primary.metrics == ("graph_f1", "chain_f1")
    assert shipped.modes["compressed_steps"].primary.threshold == 0.635
    assert changed.modes["compressed_steps"].primary.threshold == 0.65
    assert shipped.sha256 != changed.sha256
    fast.write_text(text.replace("\nprofile: fast-calibrated ", "\nprofile: fast "))
    assert load_config(fast).modes["missing_steps"].band == 0.05
    assert load_config(fast).encoder.model == "all-MiniLM-L6-v2"


def test_the_default_profile_is_fast_calibrated():
    config = load_config(None)
    assert config.raw["profile"] == DEFAULT_PROFILE == "fast-calibrated"
    assert config.encoder.model == "all-MiniLM-L6-v2"
    assert config.modes["missing_steps"].primary.metrics == ("step_coverage",)


def test_paper_table_1_profile():
    config = build_config({"profile": "paper"}, "paper")
    assert config.encoder.model == "all-mpnet-base-v2" and config.encoder.tau_align == 0.8
    assert config.modes["missing_steps"].primary.threshold == 0.75
    assert config.modes["compressed_steps"].primary.metrics == ("kendall_tau",)
    assert config.modes["compressed_steps"].primary.threshold == 0.65
    assert config.modes["description_changes"].primary.threshold == 0.70
    assert config.modes["description_changes"].rule == "joint"
    assert config.modes["missing_steps"].secondary.metrics == ("judge",)


def test_hash_changes_with_any_setting():
    assert build_config({"encoder": {"tau_align": 0.75}}, "a").sha256 != load_config(None).sha256


@pytest.mark.parametrize(("data", "message"), [
    ({"version": 2}, "unsupported schema version 2"),
    ({"encodr": {}}, "unknown key 'encodr'"),
    ({"modes": {"missing_steps": {"primary": {"treshold": 0.7}}}},
     "unknown key 'modes.missing_steps.primary.treshold'"),
    ({"modes": {"missing_steps": {"primary": {"threshold": 1.5}}}},
     "modes.missing_steps.primary.threshold must be between 0.0 and 1.0"),
    ({"modes": {"compressed_steps": {"primary": {"threshold": "high"}}}}, "must be a number"),
    ({"modes": {"missing_steps": {"primary": {"metrics": ["rouge"]}}}}, "unknown metric 'rouge'"),
    ({"modes": {"missing_steps": {"rule": "either"}}}, "rule must be one of"),
    ({"encoder": {"batch_size": 0}}, "encoder.batch_size must be a positive whole number"),
    ({"on_judge_unavailable": "maybe"}, "on_judge_unavailable must be one of"),
    ({"overrides": [{"paths": [], "modes": {}}]}, "overrides[0].paths"),
    ({"overrides": [{"paths": ["x/**"], "modes": {"missing": {}}}]},
     "unknown key 'overrides[0].modes.missing'"),
    ({"encoder": "mpnet"}, "'encoder' must be a mapping"),
    ({"critical": {"guard": False}}, "unknown key 'critical.guard' (known here: guards, steps)"),
    ({"critical": {"guards": "no"}}, "critical.guards must be true or false"),
    ({"critical": {"steps": [{"id": 3}]}}, "critical.steps must be a list of golden step ids"),
    ({"overrides": [{"paths": ["x/**"], "critical": ["3"]}]}, "'overrides[0].critical' must be"),
    ({"overrides": [{"paths": ["x/**"], "critical": {"step": ["3"]}}]},
     "unknown key 'overrides[0].critical.step'"),
])
def test_invalid_config_names_the_file_and_the_key(data, message):
    with pytest.raises(ConfigError) as caught:
        build_config(data, "ci/thresholds.yaml")
    assert message in str(caught.value)
    assert str(caught.value).startswith("ci/thresholds.yaml: ")


def test_critical_steps_are_read_per_path_the_last_match_winning():
    config = build_config({"critical": {"steps": [1]},
                           "overrides": [{"paths": ["deploy/**"], "critical": {"steps": ["4"]}},
                                         {"paths": ["deploy/legacy/*"],
                                          "critical": {"guards": False}}]}, "x")
    assert config.critical_for("oncall/disk").steps == {"1"}
    assert config.critical_for("deploy/web").steps == {"4"} and config.critical_for(
        "deploy/web").guards
    legacy = config.critical_for("deploy/legacy/app")
    assert legacy.steps == {"1"} and not legacy.guards  # merged over the file's section
    assert build_config({}, "x").critical_for("any").guards
    assert build_config({"critical": {"guards": False}}, "x").sha256 != build_config(
        {}, "x").sha256


def test_kendall_threshold_may_be_negative():
    config = build_config({"modes": {"compressed_steps": {"primary": {"threshold": -0.2}}}}, "x")
    assert config.modes["compressed_steps"].primary.threshold == -0.2


def test_unparseable_yaml_says_the_line(tmp_path):
    path = tmp_path / "t.yaml"
    path.write_text("version: 1\nmodes: [\n")
    with pytest.raises(ConfigError, match=r"not valid YAML \(line 3\)"):
        load_config(path)


def test_missing_file_is_a_config_error(tmp_path):
    with pytest.raises(ConfigError, match="cannot read the config file"):
        load_config(tmp_path / "absent.yaml")


def test_defaults_are_not_mutated_by_building():
    before = repr(DEFAULTS)
    build_config({"modes": {"missing_steps": {"primary": {"threshold": 0.5}}}}, "x")
    assert repr(DEFAULTS) == before


def test_profiles_set_the_base_and_user_keys_win():
    fast = build_config({"profile": "fast"}, "x")
    assert fast.encoder.model == "all-MiniLM-L6-v2" and fast.bertscore.num_layers == 4
    assert fast.modes["missing_steps"].primary.threshold == 0.75
    tuned = build_config({"profile": "fast", "encoder": {"tau_align": 0.7}}, "x")
    assert (tuned.encoder.model, tuned.encoder.tau_align) == ("all-MiniLM-L6-v2", 0.7)
    with pytest.raises(ConfigError, match="unknown profile 'turbo'"):
        build_config({"profile": "turbo"}, "x")


def test_a_perturb_section_is_left_to_wfgate_perturb():
    config = build_config({"perturb": {"model": "gpt-4o", "fallback_models": ["gpt-4.1"]}}, "x")
    assert config.raw["perturb"]["model"] == "gpt-4o"


def test_encoder_backend_key_is_validated_and_env_overrides_it(monkeypatch):
    from wfgate.pipeline import Engines

    monkeypatch.delenv("WFGATE_ENCODER_BACKEND", raising=False)
    config = build_config({"profile": "fast", "encoder": {"backend": "torch"}}, "x")
    assert config.encoder.backend == "torch"
    assert Engines(config).sentence_encoder().name == "all-MiniLM-L6-v2"  # torch: plain name
    with pytest.raises(ConfigError, match=r"encoder\.backend must be one of"):
        build_config({"encoder": {"backend": "gpu"}}, "x")
    monkeypatch.setenv("WFGATE_ENCODER_BACKEND", "onnx-fp32")
    config = build_config({"profile": "fast", "encoder": {"backend": "torch"}}, "x")
    assert config.encoder.backend == "onnx-fp32"  # the environment resolved into the config
    assert config.sha256 == build_config({"profile": "fast", "encoder": {"backend": "torch"}},
                                         "x", environ={}).sha256  # the file's value is hashed
    assert Engines(config).sentence_encoder().name == "all-MiniLM-L6-v2+onnx-fp32"
    monkeypatch.setenv("WFGATE_ENCODER_BACKEND", "gpu")
    with pytest.raises(ConfigError, match="unknown encoder backend 'gpu'"):
        build_config({}, "x")


def test_the_perturb_section_is_validated_with_the_file_into_a_typed_section():
    config = build_config({"perturb": {"model": "gpt-4.1-mini", "fallback_models": "gpt-4.1",
                                       "budget": {"max_cost_usd": 2}}}, "x")
    assert config.perturb.model == "gpt-4.1-mini"
    assert config.perturb.fallback_models == ("gpt-4.1",)
    assert config.perturb.budget.max_cost_usd == 2 and config.perturb.budget.max_calls is None
    assert config.sha256 == build_config({}, "x").sha256  # no score depends on it
    with pytest.raises(ConfigError, match=r"unknown key 'perturb\.budget\.calls'"):
        build_config({"perturb": {"budget": {"calls": 3}}}, "x")
    with pytest.raises(ConfigError, match=r"perturb\.max_attempts must be 1\.\.10"):
        build_config({"perturb": {"max_attempts": 0}}, "x")


def test_the_cache_folder_is_resolved_once_and_the_command_line_wins(monkeypatch, tmp_path):
    import os

    monkeypatch.setenv("WFGATE_CACHE_DIR", str(tmp_path / "env"))
    assert load_config(None).cache_dir == tmp_path / "env"
    config = load_config(None, cache_dir=str(tmp_path / "cli"))
    assert config.cache_dir == tmp_path / "cli"
    assert config.judge.cache_dir == str(tmp_path / "cli" / "judge")
    assert os.environ["WFGATE_CACHE_DIR"] == str(tmp_path / "env")  # not written through
    assert load_config(None, environ={}).cache_dir is None
