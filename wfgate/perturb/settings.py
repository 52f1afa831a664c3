"""Generator settings: the endpoint comes from the config's ``judge:`` section (the judge's
provider layer: provider, base_url / Azure, api_key_env, timeouts, retries), the rest from the
optional ``perturb:`` section, validated with the whole file (:class:`PerturbConfig`)::

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

from ..errors import ConfigError
from ..judge.settings import KNOWN_PRICES, Budget, JudgeSettings, Price

UNLIMITED = Budget(max_calls=None)


@dataclass(frozen=True)
class GeneratorSettings:
    """Who generates variants and how hard it tries."""

    chat: JudgeSettings
    models: tuple[str, ...]
    max_attempts: int = 3
    budget: Budget = UNLIMITED


def read_config_file(path: str | Path | None) -> dict[str, Any]:
    """The raw mapping of a config file ({} when none is given), read bounded."""
    from ..config import read_config_data

    if path is None:
        return {}
    data = read_config_data(path)
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise ConfigError(str(path), "the top level must be a mapping")
    return data


def parse_generator_settings(raw: dict[str, Any], source: str) -> GeneratorSettings:
    """The generator settings of a raw config mapping (validated whole, once)."""
    from ..config import build_config

    return generator_settings(build_config(raw, source), raw.get("judge") or {})


def generator_settings(config: Any, judge_raw: dict[str, Any] | None = None
                       ) -> GeneratorSettings:
    """The judge's endpoint with the ``perturb:`` model, temperature (unless the file sets
    ``judge.temperature``) and output cap; the price follows the model unless the file gives
    ``judge.price``. ``config`` is a :class:`wfgate.config.GateConfig`."""
    section, judge = config.perturb, config.judge
    given = config.raw.get("judge") or {} if judge_raw is None else judge_raw
    model = section.model or judge.model
    price: Price | None = judge.price
    if "price" not in given:
        known = KNOWN_PRICES.get(model)
        price = Price(*known) if known else None
    if judge.budget.max_cost_usd is not None and price is None:
        raise ConfigError(config.source, f"judge.budget.max_cost_usd needs a price for model "
                                         f"{model!r}: add judge.price: {{input_per_mtok: ..., "
                                         "output_per_mtok: ...}")
    temperature = judge.temperature if "temperature" in given else section.temperature
    chat = replace(judge, model=model, temperature=temperature, price=price,
                   max_output_tokens=section.max_output_tokens, json_mode=False)
    models = tuple(dict.fromkeys([model, *section.fallback_models]))
    return GeneratorSettings(chat, models, section.max_attempts, section.budget)
