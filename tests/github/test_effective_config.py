"""Judge inputs of the action merge over the config file's judge section sensibly."""

from __future__ import annotations

import dataclasses

from wfgate.github.action import effective_config
from wfgate.github.settings import ActionSettings, JudgeOverrides


def settings_for(config_path: str, **judge) -> ActionSettings:
    """Settings with only what effective_config reads set; the rest left empty."""
    values = dict.fromkeys(f.name for f in dataclasses.fields(ActionSettings))
    values.update(golden="g", candidate="c", config=config_path, github_token="",
                  judge=JudgeOverrides(**judge), comment_mode="off", fail_on="fail",
                  comment_id="default")
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
    judge = effective_config(settings_for(str(config), provider="openai")).raw["judge"]
    assert judge["provider"] == "openai"
    assert "azure_endpoint" not in judge and "azure_deployment" not in judge


def test_without_a_thresholds_file_the_action_uses_the_calibrated_profile(tmp_path,
                                                                          monkeypatch):
    monkeypatch.chdir(tmp_path)  # no ./thresholds.yaml here
    config = effective_config(settings_for(""))
    assert config.raw["profile"] == "paper-calibrated"
    assert config.modes["missing_steps"].primary.threshold != 0.75
