"""Generator settings: the endpoint comes from the config's ``judge:`` section (the judge's
provider layer: provider, base_url / Azure, api_key_env, timeouts, retries), the rest from an
optional ``perturb:`` section::

    perturb:
      model: gpt-4o                  # default: judge.model
      fallback_models: [gpt-4.1]     # escalation order after the model's tries fail
      max_attempts: 3                # tries per model, each with the last failure fed back
      temperature: 0.7
      max_output_tokens: 1500
      budget: {max_calls: 5000, max_tokens: null, max_cost_usd: 20}
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from ..config import read_config_data
from ..errors import ConfigError
from ..judge.settings import Budget, JudgeSettings, parse_settings

PERTURB_KEYS = {"model", "fallback_models", "max_attempts", "temperature", "max_output_tokens",
                "budget"}
UNLIMITED = Budget(max_calls=None)
BUDGET_KEYS = {"max_calls", "max_tokens", "max_cost_usd"}


@dataclass(frozen=True)
class GeneratorSettings:
    """Who generates variants and how hard it tries."""

    chat: JudgeSettings
    models: tuple[str, ...]
    max_attempts: int = 3
    budget: Budget = UNLIMITED


def read_config_file(path: str | Path | None) -> dict:
    """The raw mapping of a config file ({} when none is given)."""
    if path is None:
        return {}
    data = read_config_data(path)
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ConfigError(str(path), "the top level must be a mapping")
    return data


def parse_generator_settings(raw: dict, source: str) -> GeneratorSettings:
    """Validate ``judge:`` (endpoint) and ``perturb:`` (models, tries, budget)."""
    section = raw.get("perturb") or {}
    if not isinstance(section, dict):
        raise ConfigError(source, "perturb: must be a mapping")
    unknown = sorted(set(section) - PERTURB_KEYS)
    if unknown:
        raise ConfigError(source, f"perturb: unknown key(s) {', '.join(unknown)}; known keys: "
                                  f"{', '.join(sorted(PERTURB_KEYS))}")
    judge_raw = dict(raw.get("judge") or {})
    if "model" in section:
        judge_raw["model"] = section["model"]
    judge_raw.setdefault("temperature", section.get("temperature", 0.7))
    judge_raw["max_output_tokens"] = section.get("max_output_tokens", 1500)
    chat = parse_settings(judge_raw, source)
    fallbacks = section.get("fallback_models", ["gpt-4.1"])
    if isinstance(fallbacks, str):
        fallbacks = [fallbacks]
    if not isinstance(fallbacks, list) or not all(isinstance(m, str) and m for m in fallbacks):
        raise ConfigError(source, "perturb.fallback_models must be a list of model names")
    attempts = section.get("max_attempts", 3)
    if isinstance(attempts, bool) or not isinstance(attempts, int) or not 1 <= attempts <= 10:
        raise ConfigError(source, f"perturb.max_attempts must be 1..10, not {attempts!r}")
    budget = _budget(section.get("budget"), source)
    models = tuple(dict.fromkeys([chat.model, *fallbacks]))
    return GeneratorSettings(replace(chat, json_mode=False), models, attempts, budget)


def _budget(raw: Any, source: str) -> Budget:
    if raw is None:
        return UNLIMITED
    if not isinstance(raw, dict) or set(raw) - BUDGET_KEYS:
        raise ConfigError(source, "perturb.budget must be a mapping with max_calls, "
                                  "max_tokens, max_cost_usd")
    values = {}
    for key in BUDGET_KEYS:
        value = raw.get(key)
        if value is not None and (isinstance(value, bool) or not isinstance(value, int | float)
                                  or value < 0):
            raise ConfigError(source, f"perturb.budget.{key} must be a number >= 0")
        values[key] = value
    return Budget(**values)
