"""The ``judge:`` section of thresholds.yaml, validated into a frozen :class:`JudgeSettings`.

Every problem raises :class:`ConfigError` naming the key and saying what to write instead.
API keys are never read from the config: only the *name* of an environment variable is.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from ..errors import ConfigError

PROVIDERS = ("openai", "azure", "openai_compatible")
DEFAULT_KEY_ENV = {
    "openai": "OPENAI_API_KEY",
    "azure": "AZURE_OPENAI_API_KEY",
    "openai_compatible": "OPENAI_API_KEY",
}
DEFAULT_MODEL = "gpt-4o"
DEFAULT_AZURE_API_VERSION = "2024-10-21"
# Public list prices (USD per million tokens) used when ``price:`` is not given.
# The paper's figure for GPT-4o; any other model needs an explicit ``price:`` for a cost estimate.
KNOWN_PRICES = {"gpt-4o": (2.50, 10.00)}

_ENV_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
# Shapes of real credentials: OpenAI style ("sk-..."), bearer tokens, and long opaque strings
# such as Azure keys (32 hex characters) that no setting in this section legitimately holds.
_KEY_LOOKING = re.compile(
    r"(?i)^(sk-|sk_|bearer\s|eyJ)|^[A-Fa-f0-9]{32,}$|^[A-Za-z0-9]{40,}$"
)
_SECRET_KEYS = ("api_key", "apikey", "key", "token", "secret", "password", "bearer",
                "azure_ad_token", "authorization")

_TOP_KEYS = {
    "enabled", "provider", "model", "base_url", "azure_endpoint", "azure_deployment",
    "api_version", "api_key_env", "require_api_key", "calls_per_pair", "temperature",
    "max_output_tokens", "json_mode", "timeout_s", "max_retries", "malformed_retries",
    "backoff_base_s", "backoff_max_s", "budget", "price", "cache_dir", "pass_threshold",
    "max_consecutive_failures",
}
# Keys once accepted here and never read: refused with where the setting lives.
_MOVED = {"on_judge_unavailable": "the top-level on_judge_unavailable key sets the policy",
          "band": "the ambiguity band is set per mode (modes.<mode>.band)"}
DEFAULT_PASS_THRESHOLD = 0.6
_BUDGET_KEYS = {"max_calls", "max_tokens", "max_cost_usd", "max_seconds"}
# Outage bounds: the judge's wall-clock time per run, and failed calls in a row (timeouts,
# refused connections, HTTP errors) after which no more calls are made this run.
DEFAULT_MAX_SECONDS = 600.0
DEFAULT_MAX_CONSECUTIVE_FAILURES = 3
_PRICE_KEYS = {"input_per_mtok", "output_per_mtok"}


@dataclass(frozen=True)
class Budget:
    """Per-run limits; ``None`` means no limit on that axis."""

    max_calls: int | None = 300
    max_tokens: int | None = None
    max_cost_usd: float | None = None
    max_seconds: float | None = DEFAULT_MAX_SECONDS


@dataclass(frozen=True)
class Price:
    """USD per million input / output tokens, for the cost estimate."""

    input_per_mtok: float
    output_per_mtok: float

    def cost(self, prompt_tokens: int, completion_tokens: int) -> float:
        return (prompt_tokens * self.input_per_mtok
                + completion_tokens * self.output_per_mtok) / 1_000_000


@dataclass(frozen=True)
class JudgeSettings:
    """Everything that configures the LLM judge; built by :func:`parse_settings`."""

    enabled: bool = False
    provider: str = "openai"
    model: str = DEFAULT_MODEL
    base_url: str | None = None
    azure_endpoint: str | None = None
    azure_deployment: str | None = None
    api_version: str | None = None
    api_key_env: str = "OPENAI_API_KEY"
    require_api_key: bool = True
    calls_per_pair: int = 3
    temperature: float = 0.0
    max_output_tokens: int = 800
    json_mode: bool = True
    timeout_s: float = 60.0
    max_retries: int = 3
    malformed_retries: int = 2
    backoff_base_s: float = 1.0
    backoff_max_s: float = 60.0
    budget: Budget = Budget()
    price: Price | None = Price(*KNOWN_PRICES[DEFAULT_MODEL])
    cache_dir: str | None = None
    pass_threshold: float = DEFAULT_PASS_THRESHOLD  # an ambiguous mode passes at this score
    max_consecutive_failures: int = DEFAULT_MAX_CONSECUTIVE_FAILURES

    @property
    def endpoint_label(self) -> str:
        """Where calls go, for messages and the cache key (never contains a credential)."""
        if self.provider == "azure":
            return f"azure:{self.azure_endpoint}/{self.azure_deployment}@{self.api_version}"
        return f"{self.provider}:{self.base_url or 'default'}"


def parse_settings(raw: Any, config_path: str, cache_root: Path | None = None
                   ) -> JudgeSettings:
    """Validate the raw ``judge:`` mapping; raise :class:`ConfigError` on the first problem.
    Settings already validated (a :class:`JudgeSettings`) are returned as they are.
    ``cache_root`` is the run's resolved cache folder (``--cache-dir`` or
    ``$WFGATE_CACHE_DIR``); the judge cache defaults to ``judge/`` below it."""
    if isinstance(raw, JudgeSettings):
        return raw
    path = str(config_path)
    if not isinstance(raw, dict):
        raise ConfigError(path, "judge: must be a mapping (for example `judge: {enabled: true}`)")
    _reject_unknown(raw, _TOP_KEYS, path, "judge")
    _reject_secrets(raw, path, "judge")

    provider = _choice(raw, "provider", PROVIDERS, "openai", path)
    model = _text(raw, "model", path) or DEFAULT_MODEL
    base_url = _url(raw, "base_url", path)
    azure_endpoint = _url(raw, "azure_endpoint", path)
    azure_deployment = _text(raw, "azure_deployment", path)
    api_version = _text(raw, "api_version", path)

    if provider == "azure":
        if not azure_endpoint:
            raise ConfigError(path, "judge.azure_endpoint is required for provider azure "
                                    "(for example https://my-resource.openai.azure.com)")
        if not azure_deployment:
            raise ConfigError(path, "judge.azure_deployment is required for provider azure "
                                    "(the name of your model deployment)")
        if base_url:
            raise ConfigError(path, "judge.base_url is not used with provider azure; "
                                    "set judge.azure_endpoint instead")
        api_version = api_version or DEFAULT_AZURE_API_VERSION
    else:
        for key in ("azure_endpoint", "azure_deployment", "api_version"):
            if raw.get(key) is not None:
                raise ConfigError(path, f"judge.{key} only applies to provider azure "
                                        f"(provider is {provider})")
        if provider == "openai_compatible" and not base_url:
            raise ConfigError(path, "judge.base_url is required for provider openai_compatible "
                                    "(for example http://localhost:11434/v1 for Ollama)")

    api_key_env = _text(raw, "api_key_env", path) or DEFAULT_KEY_ENV[provider]
    if not _ENV_NAME.match(api_key_env) or _KEY_LOOKING.search(api_key_env):
        raise ConfigError(path, "judge.api_key_env must be the NAME of an environment variable "
                                "(for example OPENAI_API_KEY), not a key; keys are read from the "
                                "environment only")
    require_api_key = _flag(raw, "require_api_key", provider != "openai_compatible", path)

    budget_raw = raw.get("budget")
    if budget_raw is None:
        budget = Budget()
    else:
        if not isinstance(budget_raw, dict):
            raise ConfigError(path, "judge.budget must be a mapping with max_calls, max_tokens, "
                                    "max_cost_usd")
        _reject_unknown(budget_raw, _BUDGET_KEYS, path, "judge.budget")
        budget = Budget(
            max_calls=_int(budget_raw, "max_calls", None, path, "judge.budget", minimum=0),
            max_tokens=_int(budget_raw, "max_tokens", None, path, "judge.budget", minimum=0),
            max_cost_usd=_number(budget_raw, "max_cost_usd", None, path, "judge.budget",
                                 minimum=0.0),
            max_seconds=_number(budget_raw, "max_seconds", DEFAULT_MAX_SECONDS, path,
                                "judge.budget", minimum=0.0),
        )

    price = _price(raw.get("price"), model, path)
    if budget.max_cost_usd is not None and price is None:
        raise ConfigError(path, f"judge.budget.max_cost_usd needs a price for model {model!r}: "
                                "add judge.price: {input_per_mtok: ..., output_per_mtok: ...}")

    if "cache_dir" in raw:
        cache_dir = raw["cache_dir"]
        if cache_dir in (None, False, ""):
            cache_dir = None
        elif not isinstance(cache_dir, str):
            raise ConfigError(path, "judge.cache_dir must be a directory path, or null to "
                                    "turn the cache off")
    else:
        cache_dir = default_cache_dir(cache_root)

    return JudgeSettings(
        enabled=_flag(raw, "enabled", False, path),
        provider=provider,
        model=model,
        base_url=base_url,
        azure_endpoint=azure_endpoint,
        azure_deployment=azure_deployment,
        api_version=api_version,
        api_key_env=api_key_env,
        require_api_key=require_api_key,
        calls_per_pair=_whole(raw, "calls_per_pair", 3, path, "judge", minimum=1, maximum=10),
        temperature=_real(raw, "temperature", 0.0, path, "judge", minimum=0.0, maximum=2.0),
        max_output_tokens=_whole(raw, "max_output_tokens", 800, path, "judge", minimum=64),
        json_mode=_flag(raw, "json_mode", True, path),
        timeout_s=_real(raw, "timeout_s", 60.0, path, "judge", minimum=0.01),
        max_retries=_whole(raw, "max_retries", 3, path, "judge", minimum=0, maximum=10),
        malformed_retries=_whole(raw, "malformed_retries", 2, path, "judge", minimum=0,
                                 maximum=10),
        backoff_base_s=_real(raw, "backoff_base_s", 1.0, path, "judge", minimum=0.0),
        backoff_max_s=_real(raw, "backoff_max_s", 60.0, path, "judge", minimum=0.0),
        budget=budget,
        price=price,
        cache_dir=cache_dir,
        pass_threshold=_real(raw, "pass_threshold", DEFAULT_PASS_THRESHOLD, path, "judge",
                             minimum=0.0, maximum=1.0),
        max_consecutive_failures=_whole(raw, "max_consecutive_failures",
                                        DEFAULT_MAX_CONSECUTIVE_FAILURES, path, "judge",
                                        minimum=1, maximum=100),
    )


def default_cache_dir(cache_root: Path | None = None) -> str:
    """Where the judge cache lives when ``judge.cache_dir`` is not given: ``judge/`` below
    ``cache_root`` (else ``$WFGATE_CACHE_DIR``) when set, else below wfgate's cache home
    (``~/.cache/wfgate``)."""
    from ..cache_auth import cache_home
    from ..encoders.cache import cache_dir_from_env

    return str((cache_root or cache_dir_from_env() or cache_home()) / "judge")


def _reject_secrets(raw: dict, path: str, where: str) -> None:
    """Refuse anything that looks like a credential, without ever echoing its value."""
    for key, value in raw.items():
        name = str(key).lower()
        known = name in _TOP_KEYS | _BUDGET_KEYS | _PRICE_KEYS
        if not known and (name in _SECRET_KEYS
                          or name.endswith(("_key", "_token", "_secret", "password"))):
            raise ConfigError(path, f"{where}.{key}: credentials are never read from config "
                                    "files; store the key in a CI secret and name its "
                                    "environment variable in judge.api_key_env")
        if isinstance(value, dict):
            _reject_secrets(value, path, f"{where}.{key}")
        elif isinstance(value, str) and key != "api_key_env" and _looks_like_key(value):
            raise ConfigError(path, f"{where}.{key}: the value looks like an API key; keys are "
                                    "read from environment variables only (see "
                                    "judge.api_key_env). Remove it from the file and rotate it")
        elif isinstance(value, str) and _has_url_credentials(value):
            raise ConfigError(path, f"{where}.{key}: the URL carries credentials; remove them "
                                    "and put the key in the environment variable named by "
                                    "judge.api_key_env")


def _looks_like_key(value: str) -> bool:
    text = value.strip()
    return bool(text) and " " not in text and "/" not in text and bool(_KEY_LOOKING.search(text))


def _has_url_credentials(value: str) -> bool:
    if "://" not in value:
        return False
    try:
        parts = urlsplit(value.strip())
    except ValueError:
        return False
    return bool(parts.username or parts.password) or "key=" in parts.query.lower()


def _reject_unknown(raw: dict, known: set[str], path: str, where: str) -> None:
    """Name the first unknown key with its dotted path (never its value); a name that reads
    like a credential also says where keys belong."""
    for key in raw:
        if key in known:
            continue
        name = str(key).lower()
        hint = ""
        if key in _MOVED:
            hint = f"; {_MOVED[key]}"
        elif name in _SECRET_KEYS or name.endswith(("_key", "_token", "_secret", "password")):
            hint = ("; if it is a credential: credentials are never read from config files, "
                    "store the key in a CI secret and name its environment variable in "
                    "judge.api_key_env")
        raise ConfigError(path, f"unknown key '{where}.{key}' (known here: "
                                f"{', '.join(sorted(known))}){hint}")


def _text(raw: dict, key: str, path: str) -> str | None:
    value = raw.get(key)
    if value is None:
        return None
    if not isinstance(value, str) or not value.strip():
        raise ConfigError(path, f"judge.{key} must be a non-empty string")
    return value.strip()


def _url(raw: dict, key: str, path: str) -> str | None:
    value = _text(raw, key, path)
    if value is None:
        return None
    parts = urlsplit(value)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ConfigError(path, f"judge.{key} must be an http(s) URL, got {value!r}")
    return value.rstrip("/")


def _choice(raw: dict, key: str, choices: tuple[str, ...], default: str, path: str) -> str:
    value = raw.get(key, default)
    if value not in choices:
        raise ConfigError(path, f"judge.{key} must be one of {' | '.join(choices)}, "
                                f"got {value!r}")
    return value


def _flag(raw: dict, key: str, default: bool, path: str) -> bool:
    value = raw.get(key, default)
    if not isinstance(value, bool):
        raise ConfigError(path, f"judge.{key} must be true or false, got {value!r}")
    return value


def _int(raw: dict, key: str, default: int | None, path: str, where: str, *,
         minimum: int | None = None, maximum: int | None = None) -> int | None:
    value = raw.get(key, default)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise ConfigError(path, f"{where}.{key} must be a whole number, got {value!r}")
    _check_range(value, key, where, path, minimum, maximum)
    return value


def _number(raw: dict, key: str, default: float | None, path: str, where: str, *,
            minimum: float | None = None, maximum: float | None = None) -> float | None:
    value = raw.get(key, default)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise ConfigError(path, f"{where}.{key} must be a number, got {value!r}")
    _check_range(value, key, where, path, minimum, maximum)
    return float(value)


def _whole(raw: dict, key: str, default: int, path: str, where: str, *,
           minimum: int | None = None, maximum: int | None = None) -> int:
    """A whole number that must be set (``null`` is refused, not passed on)."""
    value = _int(raw, key, default, path, where, minimum=minimum, maximum=maximum)
    if value is None:
        raise ConfigError(path, f"{where}.{key} must be a whole number, got None")
    return value


def _real(raw: dict, key: str, default: float, path: str, where: str, *,
          minimum: float | None = None, maximum: float | None = None) -> float:
    """A number that must be set (``null`` is refused, not passed on)."""
    value = _number(raw, key, default, path, where, minimum=minimum, maximum=maximum)
    if value is None:
        raise ConfigError(path, f"{where}.{key} must be a number, got None")
    return value


def _check_range(value: float, key: str, where: str, path: str,
                 minimum: float | None, maximum: float | None) -> None:
    if minimum is not None and value < minimum:
        raise ConfigError(path, f"{where}.{key} must be at least {minimum}, got {value}")
    if maximum is not None and value > maximum:
        raise ConfigError(path, f"{where}.{key} must be at most {maximum}, got {value}")


def _price(raw: Any, model: str, path: str) -> Price | None:
    if raw is None:
        known = KNOWN_PRICES.get(model)
        return Price(*known) if known else None
    if not isinstance(raw, dict):
        raise ConfigError(path, "judge.price must be a mapping: "
                                "{input_per_mtok: 2.5, output_per_mtok: 10}")
    _reject_unknown(raw, _PRICE_KEYS, path, "judge.price")
    values: dict[str, float] = {}
    for key in ("input_per_mtok", "output_per_mtok"):
        if key not in raw:
            raise ConfigError(path, f"judge.price.{key} is required (USD per million tokens)")
        values[key] = _real(raw, key, 0.0, path, "judge.price", minimum=0.0)
    return Price(**values)
