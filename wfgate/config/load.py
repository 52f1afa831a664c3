"""Reading a thresholds file: bounded YAML, validated once against the schema, merged over the
profile and the defaults, resolved with the environment into a :class:`GateConfig`.

Every problem raises :class:`ConfigError` naming the file and the dotted key path.
"""

from __future__ import annotations

import copy
import math
import os
from pathlib import Path
from typing import Any

import yaml

from ..errors import ConfigError
from ..judge.settings import Budget, parse_settings
from ..modes import METRIC_NAMES, MODE_NAMES, metric, mode
from .defaults import DEFAULT_PROFILE, DEFAULTS, PROFILES
from .schema import (
    COMBINES,
    ENCODER_BACKENDS,
    LIMIT_CEILINGS,
    POLICIES,
    RULES,
    SCHEMA_VERSION,
    BertScoreConfig,
    EncoderConfig,
    GateConfig,
    InputLimits,
    ModeConfig,
    Overrides,
    PerturbConfig,
    Signal,
)
from .sections import (
    comparison_overrides,
    critical_overrides,
    parse_critical,
    parse_disabled,
    parse_lexicon,
)

# The environment variables the configuration reads (here only): the encoder backend
# (overrides ``encoder.backend``) and the persistent cache folder (``--cache-dir`` wins).
BACKEND_VARIABLE = "WFGATE_ENCODER_BACKEND"
CACHE_DIR_VARIABLE = "WFGATE_CACHE_DIR"
# Sections whose own schema module checks their keys (wfgate.judge.settings, parse_limits,
# the perturb section below).
_OWN_SCHEMA = ("judge", "perturb", "limits", "critical", "lexicon", "rules")
OVERRIDE_KEYS = ("critical", "lexicon", "modes", "paths", "rules")
PERTURB_KEYS = ("model", "fallback_models", "max_attempts", "temperature",
                "max_output_tokens", "budget")
PERTURB_BUDGET_KEYS = ("max_calls", "max_tokens", "max_cost_usd")


def default_config_path() -> Path | None:
    """``thresholds.yaml`` in the working directory, if present."""
    path = Path("thresholds.yaml")
    return path if path.is_file() else None


def load_config(path: str | Path | None = None, *, cache_dir: str | Path | None = None,
                environ: dict[str, str] | None = None) -> GateConfig:
    """Read and validate a thresholds file; ``None`` gives the built-in defaults.
    ``cache_dir`` is the command line's ``--cache-dir`` (it wins over the environment)."""
    if path is None:
        return build_config({}, "<built-in defaults>", environ, cache_dir=cache_dir)
    data = read_config_data(path)
    return build_config({} if data is None else data, str(path), environ, cache_dir=cache_dir)


def read_config_data(path: str | Path) -> Any:
    """The parsed YAML of a config file, read bounded (size, nesting, alias expansion)."""
    path = Path(path)
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_CONFIG_BYTES + 1)
        text = raw.decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(str(path), f"cannot read the config file: {exc}") from None
    if len(raw) > MAX_CONFIG_BYTES:
        raise ConfigError(str(path), f"the config file is larger than {MAX_CONFIG_BYTES} bytes")
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" (line {mark.line + 1})" if mark else ""
        raise ConfigError(str(path), f"not valid YAML{where}: "
                                     f"{getattr(exc, 'problem', exc)}") from None
    except RecursionError:
        raise ConfigError(str(path), "nested too deeply to read") from None
    _check_expansion(data, str(path))
    return data


# A thresholds file is small; aliases may share settings, but never expand past this many
# values (a 400-byte alias bomb would otherwise expand to 387 million when hashed).
MAX_CONFIG_BYTES = 1_000_000
MAX_CONFIG_VALUES = 100_000


def _check_expansion(data: Any, source: str) -> None:
    """Count the values ``data`` holds with aliases expanded, stopping at the limit."""
    count, stack = 0, [data]
    while stack:
        item = stack.pop()
        count += 1
        if count > MAX_CONFIG_VALUES:
            raise ConfigError(source, f"the config expands to more than {MAX_CONFIG_VALUES} "
                                      "values (YAML aliases repeated too often)")
        if isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)


def build_config(data: Any, source: str, environ: dict[str, str] | None = None, *,
                 cache_dir: str | Path | None = None) -> GateConfig:
    """Validate a parsed mapping against schema version 1, merge it over the profile and the
    defaults, and resolve it with the environment (``environ``, default ``os.environ``) and
    the command line's ``cache_dir``."""
    env = os.environ if environ is None else environ
    if not isinstance(data, dict):
        raise ConfigError(source, "the top level must be a mapping")
    version = data.get("version", SCHEMA_VERSION)
    if version != SCHEMA_VERSION:
        raise ConfigError(source, f"unsupported schema version {version!r}; this wfgate reads "
                                  f"version {SCHEMA_VERSION}")
    _check_keys(data, DEFAULTS, source, "")
    profile = data.get("profile", DEFAULT_PROFILE)
    if not isinstance(profile, str):
        raise ConfigError(source, f"profile must be a name, not {profile!r}")
    if profile not in PROFILES:
        raise ConfigError(source, f"unknown profile {profile!r} (known: {', '.join(PROFILES)})")
    merged = _merge(copy.deepcopy(DEFAULTS), copy.deepcopy(PROFILES[profile]))
    merged = _merge(merged, {k: v for k, v in data.items() if k != "overrides"})
    merged["overrides"] = data.get("overrides") or []

    enc = merged["encoder"]
    backend = _backend(enc["backend"], source, env)
    encoder = EncoderConfig(_str(enc["model"], source, "encoder.model"),
                            _unit(enc["tau_align"], source, "encoder.tau_align"),
                            _positive_int(enc["batch_size"], source, "encoder.batch_size"),
                            backend)
    bs = merged["bertscore"]
    bertscore = BertScoreConfig(_str(bs["model"], source, "bertscore.model"),
                                _positive_int(bs["num_layers"], source, "bertscore.num_layers"),
                                _str(bs["baseline"], source, "bertscore.baseline"),
                                _positive_int(bs["batch_size"], source, "bertscore.batch_size"))
    modes = _modes(merged["modes"], source, "modes")
    policy = merged["on_judge_unavailable"]
    if policy not in POLICIES:
        raise ConfigError(source, f"on_judge_unavailable must be one of {', '.join(POLICIES)}, "
                                  f"not {policy!r}")
    cache_root = _cache_root(cache_dir, env)
    judge = parse_settings(merged["judge"], source, cache_root)
    perturb = _perturb_section(merged["perturb"], source)
    overrides = _overrides(merged["overrides"], merged["modes"], source)
    critical = parse_critical(merged["critical"], source, "critical")
    _, lexicon = parse_lexicon(merged["lexicon"], source)
    return GateConfig(
        source=source, encoder=encoder, bertscore=bertscore, modes=modes,
        merge_similarity=_unit(merged["diff"]["merge_similarity"], source,
                               "diff.merge_similarity"),
        on_judge_unavailable=policy, judge=judge, overrides=overrides, raw=merged,
        limits=parse_limits(merged["limits"], source), perturb=perturb, cache_dir=cache_root,
        critical=critical,
        critical_overrides=critical_overrides(merged["overrides"], merged["critical"], source),
        lexicon=lexicon, disabled_rules=parse_disabled(merged["rules"], source, "rules"),
        comparison_overrides=comparison_overrides(merged["overrides"], merged["lexicon"],
                                                  merged["rules"], source),
    )


def _overrides(items: Any, base_modes: dict[str, Any], source: str) -> Overrides:
    if not isinstance(items, list):
        raise ConfigError(source, "overrides must be a list of {paths, modes}")
    result: list[tuple[tuple[str, ...], dict[str, ModeConfig]]] = []
    for i, item in enumerate(items):
        where = f"overrides[{i}]"
        if not isinstance(item, dict):
            raise ConfigError(source, f"{where} must be a mapping with 'paths' and 'modes'")
        for key in item:
            if key not in OVERRIDE_KEYS:
                raise ConfigError(source, f"unknown key '{where}.{key}' (known here: "
                                          f"{', '.join(OVERRIDE_KEYS)})")
        paths = item.get("paths")
        if isinstance(paths, str):
            paths = [paths]
        if not paths or not all(isinstance(p, str) and p for p in paths):
            raise ConfigError(source, f"{where}.paths must be a list of glob patterns")
        changes = item.get("modes") or {}
        _check_keys(changes, DEFAULTS["modes"], source, f"{where}.modes")
        merged = _merge(copy.deepcopy(base_modes), changes)
        result.append((tuple(paths), _modes(merged, source, f"{where}.modes")))
    return tuple(result)


def _modes(data: dict[str, Any], source: str, where: str) -> dict[str, ModeConfig]:
    modes = {}
    for name in MODE_NAMES:
        section = data[name]
        rule = section["rule"]
        if rule not in RULES:
            raise ConfigError(source, f"{where}.{name}.rule must be one of {', '.join(RULES)}")
        modes[name] = ModeConfig(
            name=name, rule=rule, band=_unit(section["band"], source, f"{where}.{name}.band"),
            primary=_signal(section["primary"], source, f"{where}.{name}.primary"),
            secondary=_signal(section["secondary"], source, f"{where}.{name}.secondary"),
            strong=(_unit(section["strong"], source, f"{where}.{name}.strong")
                    if "strong" in section else None),
            strong_metric=mode(name).strong_metric,
        )
    return modes


def _signal(data: dict[str, Any], source: str, where: str) -> Signal:
    metrics = data["metrics"]
    if isinstance(metrics, str):
        metrics = [metrics]
    if not isinstance(metrics, list) or not metrics:
        raise ConfigError(source, f"{where}.metrics must be a non-empty list")
    for name in metrics:
        if name not in METRIC_NAMES:
            raise ConfigError(source, f"{where}.metrics: unknown metric {name!r} "
                                      f"(known: {', '.join(METRIC_NAMES)})")
    if data["combine"] not in COMBINES:
        raise ConfigError(source, f"{where}.combine must be one of {', '.join(COMBINES)}")
    low = min(metric(name).low for name in metrics)
    threshold = _number(data["threshold"], source, f"{where}.threshold", low, 1.0)
    return Signal(tuple(metrics), data["combine"], threshold)


def _check_keys(data: Any, reference: Any, source: str, where: str) -> None:
    """Reject unknown keys early, naming the full dotted path (typos must not pass silently)."""
    if not isinstance(data, dict) or not isinstance(reference, dict):
        return
    for key, value in data.items():
        path = f"{where}.{key}" if where else str(key)
        if key not in reference:
            if path.split(".")[0] in _OWN_SCHEMA:
                continue  # checked by the section's own schema (named there as unknown)
            known = ", ".join(sorted(reference))
            raise ConfigError(source, f"unknown key '{path}' (known here: {known})")
        if isinstance(reference[key], dict):
            if not isinstance(value, dict):
                raise ConfigError(source, f"'{path}' must be a mapping")
            _check_keys(value, reference[key], source, path)


def _merge(base: dict[str, Any], changes: dict[str, Any]) -> dict[str, Any]:
    for key, value in changes.items():
        if isinstance(value, dict) and isinstance(base.get(key), dict):
            _merge(base[key], value)
        else:
            base[key] = value
    return base


def _number(value: Any, source: str, where: str, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ConfigError(source, f"{where} must be a number, not {value!r}")
    if not low <= value <= high:
        raise ConfigError(source, f"{where} must be between {low} and {high}, not {value}")
    return float(value)


def _unit(value: Any, source: str, where: str) -> float:
    return _number(value, source, where, 0.0, 1.0)


def _positive_int(value: Any, source: str, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ConfigError(source, f"{where} must be a positive whole number, not {value!r}")
    return value


def _str(value: Any, source: str, where: str) -> str:
    if not isinstance(value, str) or not value:
        raise ConfigError(source, f"{where} must be a non-empty string")
    return value



def parse_limits(data: Any, source: str) -> InputLimits:
    """The ``limits:`` mapping validated: known keys, whole numbers from 1 to the ceiling."""
    if not isinstance(data, dict):
        raise ConfigError(source, "limits must be a mapping, e.g. {max_file_bytes: 1000000}")
    values: dict[str, int] = {}
    for key, value in data.items():
        if key not in LIMIT_CEILINGS:
            raise ConfigError(source, f"unknown key 'limits.{key}' (known here: "
                                      f"{', '.join(sorted(LIMIT_CEILINGS))})")
        ceiling = LIMIT_CEILINGS[key]
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= ceiling:
            raise ConfigError(source, f"limits.{key} must be a whole number from 1 to "
                                      f"{ceiling}, not {value!r}")
        values[key] = value
    return InputLimits(**values)


def _cache_root(cli_value: str | Path | None, env: Any) -> Path | None:
    """The persistent cache folder: ``--cache-dir``, else ``$WFGATE_CACHE_DIR``, else none."""
    value = str(cli_value or "").strip() or (env.get(CACHE_DIR_VARIABLE) or "").strip()
    return Path(value).expanduser() if value else None


def _backend(value: Any, source: str, env: Any) -> str:
    """``encoder.backend``, unless ``$WFGATE_ENCODER_BACKEND`` overrides it (the one place
    that variable is read)."""
    override = (env.get(BACKEND_VARIABLE) or "").strip()
    if override:
        if override not in ENCODER_BACKENDS:
            raise ConfigError(BACKEND_VARIABLE, f"unknown encoder backend {override!r} "
                                                f"(choose from {', '.join(ENCODER_BACKENDS)})")
        return override
    if value not in ENCODER_BACKENDS:
        raise ConfigError(source, f"encoder.backend must be one of {', '.join(ENCODER_BACKENDS)},"
                                  f" not {value!r}")
    return str(value)


def _perturb_section(data: Any, source: str) -> PerturbConfig:
    """The ``perturb:`` section (read by ``wfgate perturb``), validated."""
    if not isinstance(data, dict):
        raise ConfigError(source, "perturb must be a mapping")
    for key in data:
        if key not in PERTURB_KEYS:
            raise ConfigError(source, f"unknown key 'perturb.{key}' (known here: "
                                      f"{', '.join(sorted(PERTURB_KEYS))})")
    default = PerturbConfig()
    model = data.get("model")
    if model is not None:
        model = _str(model, source, "perturb.model")
    fallbacks = data.get("fallback_models", list(default.fallback_models))
    if isinstance(fallbacks, str):
        fallbacks = [fallbacks]
    if not isinstance(fallbacks, list) or not all(isinstance(m, str) and m for m in fallbacks):
        raise ConfigError(source, "perturb.fallback_models must be a list of model names")
    attempts = data.get("max_attempts", default.max_attempts)
    if isinstance(attempts, bool) or not isinstance(attempts, int) or not 1 <= attempts <= 10:
        raise ConfigError(source, f"perturb.max_attempts must be 1..10, not {attempts!r}")
    temperature = _number(data.get("temperature", default.temperature), source,
                          "perturb.temperature", 0.0, 2.0)
    tokens = data.get("max_output_tokens", default.max_output_tokens)
    if isinstance(tokens, bool) or not isinstance(tokens, int) or tokens < 64:
        raise ConfigError(source, f"perturb.max_output_tokens must be a whole number of at "
                                  f"least 64, not {tokens!r}")
    return PerturbConfig(model, tuple(fallbacks), attempts, temperature, tokens,
                         _perturb_budget(data.get("budget"), source, default.budget))


def _perturb_budget(raw: Any, source: str, default: Budget) -> Budget:
    if raw is None:
        return default
    if not isinstance(raw, dict):
        raise ConfigError(source, "perturb.budget must be a mapping with max_calls, "
                                  "max_tokens, max_cost_usd")
    for key in raw:
        if key not in PERTURB_BUDGET_KEYS:
            raise ConfigError(source, f"unknown key 'perturb.budget.{key}' (known here: "
                                      f"{', '.join(PERTURB_BUDGET_KEYS)})")
    values: dict[str, Any] = {}
    for key in PERTURB_BUDGET_KEYS:
        value = raw.get(key)
        if value is not None and (isinstance(value, bool) or not isinstance(value, int | float)
                                  or not math.isfinite(value) or value < 0):
            raise ConfigError(source, f"perturb.budget.{key} must be a number >= 0")
        values[key] = value
    return Budget(**values)
