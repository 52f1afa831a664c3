"""The gate's configuration: ``thresholds.yaml`` validated once into a typed, frozen
:class:`GateConfig`.

Schema version 1. Every key is optional. What is left out comes from the chosen ``profile``
(``PROFILES``; default ``DEFAULT_PROFILE``, ``fast-calibrated``): ``paper`` is the paper's
table-1 bundle with all-mpnet-base-v2, ``fast`` the same with the small MiniLM encoder, and the
``-calibrated`` profiles the thresholds ``wfgate calibrate`` chose, with step-level
missing-steps evidence. The user's keys are merged over the profile, key by key. The modes'
defaults come from the registry (:mod:`wfgate.modes`).

``schema`` holds the dataclasses, ``defaults`` the built-in values and profiles, ``load`` the
reading and validation.
"""

from __future__ import annotations

from ..errors import ConfigError
from ..modes import METRIC_NAMES, MODE_NAMES
from .defaults import (
    CALIBRATED_MODES,
    DEFAULT_PROFILE,
    DEFAULTS,
    JUDGE_PASS_THRESHOLD,
    PROFILES,
)
from .load import (
    BACKEND_VARIABLE,
    MAX_CONFIG_BYTES,
    MAX_CONFIG_VALUES,
    build_config,
    default_config_path,
    load_config,
    parse_limits,
    read_config_data,
)
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
    JudgeConfig,
    ModeConfig,
    Signal,
)

# Names kept for the modules that list modes and metrics: the registry's, not another list.
MODES = MODE_NAMES
METRICS = METRIC_NAMES

__all__ = [
    "BACKEND_VARIABLE",
    "CALIBRATED_MODES",
    "COMBINES",
    "DEFAULTS",
    "DEFAULT_PROFILE",
    "ENCODER_BACKENDS",
    "JUDGE_PASS_THRESHOLD",
    "LIMIT_CEILINGS",
    "MAX_CONFIG_BYTES",
    "MAX_CONFIG_VALUES",
    "METRICS",
    "MODES",
    "POLICIES",
    "PROFILES",
    "RULES",
    "SCHEMA_VERSION",
    "BertScoreConfig",
    "ConfigError",
    "EncoderConfig",
    "GateConfig",
    "InputLimits",
    "JudgeConfig",
    "ModeConfig",
    "Signal",
    "build_config",
    "default_config_path",
    "load_config",
    "parse_limits",
    "read_config_data",
]
