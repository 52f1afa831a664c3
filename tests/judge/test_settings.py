"""The judge: section of thresholds.yaml: defaults, clear errors, and no keys in config."""

from __future__ import annotations

import pytest

from wfgate.errors import ConfigError
from wfgate.judge import build_judge
from wfgate.judge.settings import default_cache_dir, parse_settings

CONFIG = "ci/thresholds.yaml"


def _error(raw) -> ConfigError:
    with pytest.raises(ConfigError) as caught:
        parse_settings(raw, CONFIG)
    assert caught.value.path == CONFIG
    return caught.value


def test_defaults_follow_the_paper():
    settings = parse_settings({"enabled": True}, CONFIG)
    assert settings.provider == "openai" and settings.model == "gpt-4o"
    assert settings.calls_per_pair == 3 and settings.temperature == 0.0
    assert settings.api_key_env == "OPENAI_API_KEY"
    assert settings.price.input_per_mtok == 2.5 and settings.price.output_per_mtok == 10.0
    assert settings.cache_dir == default_cache_dir()
    assert settings.pass_threshold == 0.6
    assert settings.budget.max_calls == 300


def test_azure_defaults_its_key_variable_and_api_version():
    settings = parse_settings({"provider": "azure", "azure_endpoint": "https://x.openai.azure.com",
                               "azure_deployment": "gpt4o"}, CONFIG)
    assert settings.api_key_env == "AZURE_OPENAI_API_KEY"
    assert settings.api_version == "2024-10-21"
    assert settings.require_api_key is True


def test_a_full_section_round_trips():
    settings = parse_settings({
        "enabled": True, "provider": "openai_compatible", "base_url": "http://localhost:8000/v1/",
        "model": "Qwen/Qwen2.5-7B-Instruct", "calls_per_pair": 1, "timeout_s": 20,
        "budget": {"max_calls": 30, "max_tokens": 100000, "max_cost_usd": 0.5},
        "price": {"input_per_mtok": 0.1, "output_per_mtok": 0.2},
        "cache_dir": None, "pass_threshold": 0.7,
    }, CONFIG)
    assert settings.base_url == "http://localhost:8000/v1"
    assert settings.require_api_key is False
    assert settings.budget.max_cost_usd == 0.5 and settings.price.output_per_mtok == 0.2
    assert settings.cache_dir is None
    assert settings.pass_threshold == 0.7


@pytest.mark.parametrize(("raw", "message"), [
    (["enabled"], "judge: must be a mapping"),
    ({"enabled": "yes"}, "judge.enabled must be true or false"),
    ({"provider": "anthropic"}, "judge.provider must be one of openai | azure | openai_compatible"),
    ({"modle": "gpt-4o"}, "unknown key 'judge.modle'"),
    ({"band": 0.05}, "unknown key 'judge.band'"),
    ({"bogus_key": "x"}, "unknown key 'judge.bogus_key'"),
    ({"pass_threshold": 1.5}, "judge.pass_threshold must be at most 1.0"),
    ({"provider": "azure", "azure_deployment": "d"}, "judge.azure_endpoint is required"),
    ({"provider": "azure", "azure_endpoint": "https://x"}, "judge.azure_deployment is required"),
    ({"provider": "openai", "azure_deployment": "d"}, "only applies to provider azure"),
    ({"provider": "openai_compatible"}, "judge.base_url is required"),
    ({"base_url": "localhost:11434"}, "must be an http(s) URL"),
    ({"calls_per_pair": 0}, "judge.calls_per_pair must be at least 1"),
    ({"calls_per_pair": 2.5}, "judge.calls_per_pair must be a whole number"),
    ({"calls_per_pair": None}, "judge.calls_per_pair must be a whole number, got None"),
    ({"timeout_s": None}, "judge.timeout_s must be a number, got None"),
    ({"temperature": "zero"}, "judge.temperature must be a number"),
    ({"temperature": 3}, "judge.temperature must be at most 2.0"),
    ({"timeout_s": 0}, "judge.timeout_s must be at least"),
    ({"max_retries": -1}, "judge.max_retries must be at least 0"),
    ({"budget": 10}, "judge.budget must be a mapping"),
    ({"budget": {"max_calls": -1}}, "judge.budget.max_calls must be at least 0"),
    ({"budget": {"calls": 3}}, "unknown key 'judge.budget.calls'"),
    ({"model": "llama3", "budget": {"max_cost_usd": 1}}, "needs a price for model 'llama3'"),
    ({"price": {"input_per_mtok": 1}}, "judge.price.output_per_mtok is required"),
    ({"cache_dir": 5}, "judge.cache_dir must be a directory path"),
    ({"on_judge_unavailable": "ignore"}, "unknown key 'judge.on_judge_unavailable'"),
])
def test_invalid_settings_name_the_key(raw, message):
    assert message in _error(raw).message


def test_keys_never_read_are_refused_saying_where_the_setting_lives():
    assert "modes.<mode>.band" in _error({"band": 0.05}).message
    assert "top-level on_judge_unavailable" in _error({"on_judge_unavailable": "fail"}).message
    # an unknown name that reads like a credential is named as unknown first
    message = _error({"bogus_key": "x"}).message
    assert message.startswith("unknown key 'judge.bogus_key'") and "api_key_env" in message


SECRET = "sk-proj-AbCdEf0123456789GhIjKlMnOpQrStUv"


@pytest.mark.parametrize("raw", [
    {"api_key": SECRET},
    {"openai_api_key": "whatever"},
    {"token": "abc"},
    {"model": SECRET},
    {"api_key_env": SECRET},
    {"api_key_env": "0123456789abcdef0123456789abcdef"},
    {"azure_deployment": "0123456789abcdef0123456789abcdef", "provider": "azure",
     "azure_endpoint": "https://x"},
    {"base_url": "https://user:hunter2@llm.example.com/v1"},
    {"budget": {"api_key": SECRET}},
])
def test_a_key_in_the_config_is_rejected_without_echoing_it(raw):
    error = _error(raw)
    assert "environment" in error.message
    for secret in (SECRET, "hunter2", "0123456789abcdef0123456789abcdef", "whatever"):
        assert secret not in str(error)


def test_a_key_is_rejected_even_when_the_judge_is_disabled():
    with pytest.raises(ConfigError, match="credentials are never read from config files"):
        build_judge({"enabled": False, "api_key": SECRET}, CONFIG)


def test_ordinary_values_are_not_mistaken_for_keys():
    settings = parse_settings({"provider": "azure", "azure_endpoint": "https://a.openai.azure.com",
                               "azure_deployment": "gpt-4o-2024-08-06-global-standard-deploy",
                               "model": "gpt-4o", "api_key_env": "MY_AZURE_KEY",
                               "require_api_key": True}, CONFIG)
    assert settings.api_key_env == "MY_AZURE_KEY"
