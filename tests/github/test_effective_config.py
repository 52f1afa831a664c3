"""Judge inputs of the action merge over the config file's judge section sensibly."""

from __future__ import annotations

import dataclasses

import pytest

from wfgate.errors import ConfigError
from wfgate.github.settings import ActionSettings, JudgeOverrides
from wfgate.github.sources import effective_config


def settings_for(config_path: str, allow_config_endpoint: bool = False,
                 **judge) -> ActionSettings:
    """Settings with only what effective_config reads set; the rest left empty."""
    values = dict.fromkeys(f.name for f in dataclasses.fields(ActionSettings))
    values.update(golden="g", candidate="c", config=config_path, github_token="",
                  judge=JudgeOverrides(**judge), comment_mode="off", fail_on="fail",
                  comment_id="default", allow_config_endpoint=allow_config_endpoint)
    return ActionSettings(**values)


def test_max_calls_keeps_the_rest_of_the_budget(tmp_path):
    config = tmp_path / "t.yaml"
    config.write_text("judge:\n  enabled: true\n  budget: {max_calls: 10, max_cost_usd: 2.5}\n")
    judge = effective_config(settings_for(str(config), max_calls=3)).raw["judge"]
    assert judge["budget"] == {"max_calls": 3, "max_cost_usd": 2.5}


def test_switching_provider_drops_the_other_providers_endpoint(tmp_path):
    config = tmp_path / "t.yaml"
    config.write_text("judge:\n  enabled: true\n  provider: azure\n"
                      "  azure_endpoint: https://x.openai.azure.com\n  azure_deployment: gpt4o\n")
    judge = effective_config(settings_for(str(config), allow_config_endpoint=True,
                                          provider="openai")).raw["judge"]
    assert judge["provider"] == "openai"
    assert "azure_endpoint" not in judge and "azure_deployment" not in judge


def test_without_a_thresholds_file_the_action_uses_the_calibrated_profile(tmp_path,
                                                                          monkeypatch):
    monkeypatch.chdir(tmp_path)  # no ./thresholds.yaml here
    config = effective_config(settings_for(""))
    assert config.raw["profile"] == "fast-calibrated"  # the CLI's default too
    assert config.modes["missing_steps"].primary.threshold != 0.75


@pytest.mark.parametrize(("keys", "named"), [
    ("  base_url: https://evil.example/v1\n", "judge.base_url"),
    ("  provider: azure\n  azure_endpoint: https://x.openai.azure.com\n"
     "  azure_deployment: d\n", "judge.azure_endpoint"),
    ("  api_key_env: INPUT_GITHUB_TOKEN\n", "judge.api_key_env"),
])
def test_the_file_may_not_name_the_endpoint_or_the_key_variable(tmp_path, keys, named):
    config = tmp_path / "t.yaml"
    config.write_text("judge:\n  enabled: true\n" + keys)
    with pytest.raises(ConfigError) as caught:
        effective_config(settings_for(str(config), provider="openai"))
    assert caught.value.path == str(config) and named in caught.value.message
    assert "allow_config_endpoint" in caught.value.message
    assert effective_config(settings_for(str(config), allow_config_endpoint=True))


def test_the_provider_default_key_variable_is_not_a_choice(tmp_path):
    config = tmp_path / "t.yaml"
    config.write_text("judge:\n  enabled: true\n  api_key_env: OPENAI_API_KEY\n")
    assert effective_config(settings_for(str(config))).raw["judge"]["api_key_env"] == \
        "OPENAI_API_KEY"


def test_the_files_judge_cache_folder_is_dropped_with_a_notice(tmp_path):
    config = tmp_path / "t.yaml"
    config.write_text("judge:\n  enabled: true\n  cache_dir: .wfgate-cache/judge\n")
    notices: list[dict] = []
    judge = effective_config(settings_for(str(config)), notices).raw["judge"]
    assert "cache_dir" not in judge
    assert [n["file"] for n in notices] == [str(config)]
    assert "judge.cache_dir (.wfgate-cache/judge) ignored" in notices[0]["message"]


def test_key_changes_name_each_leaf():
    from wfgate.github.changes import key_changes, thresholds_callout

    old = {"version": 1, "modes": {"missing_steps": {"primary": {"threshold": 0.75}}}}
    new = {"version": 1, "modes": {"missing_steps": {"primary": {"threshold": 0.1}},
                                   "tool_drift": {"band": 0.2}}}
    assert key_changes(old, new) == ["modes.missing_steps.primary.threshold: 0.75 → 0.1",
                                     "modes.tool_drift.band: (unset) → 0.2"]
    assert thresholds_callout("t.yaml", old, old, False) is None
    assert thresholds_callout("t.yaml", old, new, True).endswith(
        "the gate used the base branch's version (config_ref: base).")
