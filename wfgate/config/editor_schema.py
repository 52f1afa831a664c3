"""The editor schema of ``thresholds.yaml`` (JSON Schema, draft 2020-12), generated from the
configuration's own knowledge: the keys of ``DEFAULTS`` (a key added there appears here), the
profiles, the registry's modes and metrics, the choices and ceilings of :mod:`.schema`, the
judge's keys and types (:mod:`wfgate.judge.settings`) and the perturb section's.

``wfgate config schema`` prints it; the copy in ``wfgate/data/thresholds.schema.json`` is this
output (a test keeps it in step), and ``wfgate init`` points the thresholds file at it. The
loader (:mod:`.load`) stays the authority: the schema refuses what an editor can see is wrong
(an unknown key, a wrong type, a value out of range), the loader also what needs two keys at once.
"""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from typing import Any

from .. import __version__
from ..judge import settings as judge_settings
from ..metrics.lexicon import REMOVABLE, SIDES
from ..metrics.rules import SWITCHABLE
from ..modes import METRIC_NAMES, MODE_NAMES, metric
from .defaults import DEFAULTS, PROFILES
from .load import PERTURB_BUDGET_KEYS, PERTURB_KEYS
from .schema import (
    COMBINES,
    ENCODER_BACKENDS,
    LIMIT_CEILINGS,
    POLICIES,
    RULES,
    SCHEMA_VERSION,
    InputLimits,
    PerturbConfig,
)

DRAFT = "https://json-schema.org/draft/2020-12/schema"
# Where the repository serves the checked-in copy, per release tag.
SCHEMA_URL = ("https://raw.githubusercontent.com/wfgate/wfgate/v{version}/wfgate/data/"
              "thresholds.schema.json")
SCHEMA_FILE = "thresholds.schema.json"  # in wfgate/data

Schema = dict[str, Any]
UNIT: Schema = {"type": "number", "minimum": 0, "maximum": 1}
POSITIVE: Schema = {"type": "integer", "minimum": 1}
NAME: Schema = {"type": "string", "minLength": 1}
NON_NEGATIVE: Schema = {"type": "number", "minimum": 0}

# Leaves of DEFAULTS whose loader check is narrower than the type of the default value.
_LEAVES: dict[str, Schema] = {
    "version": {"const": SCHEMA_VERSION, "description": "the schema version of this file"},
    "profile": {"enum": list(PROFILES),
                "description": "the built-in settings the file's keys are merged over"},
    "encoder.model": {**NAME, "description": "a known model name, hub id or local folder"},
    "encoder.tau_align": {**UNIT, "description": "cosine at which two steps align"},
    "encoder.batch_size": POSITIVE,
    "encoder.backend": {"enum": list(ENCODER_BACKENDS),
                        "description": "overridden by $WFGATE_ENCODER_BACKEND"},
    "bertscore.model": NAME,
    "bertscore.num_layers": POSITIVE,
    "bertscore.baseline": {**NAME, "description": "builtin, none, or a baseline file's path"},
    "bertscore.batch_size": POSITIVE,
    "diff.merge_similarity": UNIT,
    "on_judge_unavailable": {"enum": list(POLICIES),
                             "description": "how an ambiguous mode leans when no judge decides"},
}


def thresholds_schema() -> Schema:
    """The whole schema, with ``$id`` naming this version's copy."""
    properties: dict[str, Schema] = {}
    for key, value in DEFAULTS.items():
        if key == "modes":
            properties[key] = {"$ref": "#/$defs/modes"}
        elif key == "overrides":
            properties[key] = _overrides()
        elif key == "judge":
            properties[key] = _judge()
        elif key == "perturb":
            properties[key] = _perturb()
        elif key == "limits":
            properties[key] = _limits()
        elif key == "lexicon":
            properties[key] = {"$ref": "#/$defs/lexicon"}
        elif key == "rules":
            properties[key] = {"$ref": "#/$defs/rules"}
        else:
            properties[key] = _value(key, value)
    return {
        "$schema": DRAFT,
        "$id": SCHEMA_URL.format(version=__version__),
        "title": "wfgate thresholds file",
        "description": f"thresholds.yaml of wfgate {__version__} (schema version "
                       f"{SCHEMA_VERSION}). Every key is optional: what is left out comes from "
                       "the profile.",
        "type": "object",
        "properties": properties,
        "additionalProperties": False,
        "$defs": {"modes": _modes(), "signal": _signal(), "lexicon": _lexicon(),
                  "rules": _rules()},
    }


def render() -> str:
    """The schema as the checked-in file holds it (sorted keys, two-space indent)."""
    return json.dumps(thresholds_schema(), indent=2, sort_keys=True) + "\n"


def _value(path: str, value: Any) -> Schema:
    """A key of DEFAULTS: its known check, else the type of its default (mappings recurse)."""
    if path in _LEAVES:
        return dict(_LEAVES[path])
    if isinstance(value, dict):
        return _closed({key: _value(f"{path}.{key}", item) for key, item in value.items()})
    if isinstance(value, bool):
        return {"type": "boolean"}
    if isinstance(value, int):
        return {"type": "integer"}
    if isinstance(value, float):
        return {"type": "number"}
    if isinstance(value, str):
        return {"type": "string"}
    if isinstance(value, list):
        return {"type": "array"}
    return {}


def _closed(properties: dict[str, Schema]) -> Schema:
    return {"type": "object", "properties": properties, "additionalProperties": False}


def _modes() -> Schema:
    """Each registry mode with the keys its default gate has (``strong``: findings modes)."""
    modes: dict[str, Schema] = {}
    for name in MODE_NAMES:
        keys: dict[str, Schema] = {"rule": {"enum": list(RULES)},
                                   "band": {**UNIT, "description": "|primary - threshold| "
                                                   "below this: ambiguous"},
                                   "primary": {"$ref": "#/$defs/signal"},
                                   "secondary": {"$ref": "#/$defs/signal"}}
        if "strong" in DEFAULTS["modes"][name]:
            keys["strong"] = {**UNIT, "description": "the strong/weak cut of a finding"}
        modes[name] = _closed(keys)
    return _closed(modes)


def _signal() -> Schema:
    names: Schema = {"enum": list(METRIC_NAMES)}
    low = min(metric(name).low for name in METRIC_NAMES)
    return _closed({
        "metrics": {"oneOf": [names, {"type": "array", "items": names, "minItems": 1}]},
        "combine": {"enum": list(COMBINES)},
        "threshold": {"type": "number", "minimum": low, "maximum": 1,
                      "description": "alert when the combined score is below it (a metric's "
                                     "lowest value is its floor)"},
    })


def _overrides() -> Schema:
    patterns: Schema = {"oneOf": [NAME, {"type": "array", "items": NAME, "minItems": 1}]}
    item = _closed({"paths": {**patterns, "description": "globs over workflow ids"},
                    "modes": {"$ref": "#/$defs/modes"},
                    "critical": {"type": "object"},
                    "lexicon": {"$ref": "#/$defs/lexicon"},
                    "rules": {"$ref": "#/$defs/rules"}})
    item["required"] = ["paths"]
    return {"type": "array", "items": item,
            "description": "per-path mode settings; the last match wins"}


def _typed(hint: Any) -> Schema:
    """A JSON Schema type for a dataclass field's type hint (``X | None`` allows null)."""
    args = typing.get_args(hint)
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        kinds = [_typed(arg) for arg in args if arg is not type(None)]
        fragment = kinds[0] if len(kinds) == 1 else {"anyOf": kinds}
        return {"anyOf": [fragment, {"type": "null"}]} if type(None) in args else fragment
    if typing.get_origin(hint) is tuple:
        return {"oneOf": [NAME, {"type": "array", "items": NAME}]}
    table = {bool: "boolean", int: "integer", float: "number", str: "string"}
    if hint in table:
        return {"type": table[hint]}
    return {}


def _budget(keys: Any) -> Schema:
    return _closed({key: {"anyOf": [NON_NEGATIVE, {"type": "null"}]} for key in sorted(keys)})


def _judge() -> Schema:
    """The judge's keys (``settings._TOP_KEYS``) typed by :class:`JudgeSettings`' fields."""
    hints = typing.get_type_hints(judge_settings.JudgeSettings)
    keys: dict[str, Schema] = {}
    for key in sorted(judge_settings._TOP_KEYS):
        if key == "provider":
            keys[key] = {"enum": list(judge_settings.PROVIDERS)}
        elif key == "budget":
            keys[key] = _budget(judge_settings._BUDGET_KEYS)
        elif key == "price":
            price = _closed({k: NON_NEGATIVE for k in sorted(judge_settings._PRICE_KEYS)})
            price["required"] = sorted(judge_settings._PRICE_KEYS)
            keys[key] = {"anyOf": [price, {"type": "null"}]}
        elif key == "cache_dir":
            keys[key] = {"anyOf": [{"type": "string"}, {"type": "null"}, {"const": False}],
                         "description": "a folder, or null to turn the cache off"}
        elif key == "api_key_env":
            keys[key] = {"type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$",
                         "description": "the NAME of the variable holding the key"}
        else:
            keys[key] = _typed(hints.get(key, Any))
    schema = _closed(keys)
    schema["description"] = "the LLM judge (docs/judge.md)"
    return schema


def _perturb() -> Schema:
    hints = typing.get_type_hints(PerturbConfig)
    keys = {key: _typed(hints[key]) for key in PERTURB_KEYS if key != "budget"}
    keys["budget"] = _budget(PERTURB_BUDGET_KEYS)
    schema = _closed(keys)
    schema["description"] = "read by `wfgate perturb`, never by the gate"
    return schema


def _limits() -> Schema:
    defaults = {f.name: f.default for f in dataclasses.fields(InputLimits)}
    return _closed({key: {"type": "integer", "minimum": 1, "maximum": ceiling,
                          "description": f"default {defaults.get(key)}"}
                    for key, ceiling in LIMIT_CEILINGS.items()})


def _lexicon() -> Schema:
    """A team's extension of the comparison's lexicon (wfgate.metrics.extension)."""
    word: Schema = {"type": "string", "pattern": "^[a-z0-9][a-z0-9._+-]*$"}
    words: Schema = {"oneOf": [word, {"type": "array", "items": word}]}
    side: Schema = {"enum": [*SIDES, True, False],
                    "description": "on, off, destructive or none (quote on and off)"}
    operation = _closed({"side": side, "words": words, "technical": {"type": "boolean"}})
    members: Schema = {"type": "object", "additionalProperties": words}
    schema = _closed({
        "tools": words,
        "operations": {"type": "object", "additionalProperties": {"oneOf": [side, operation]}},
        "environments": members,
        "closed_classes": {"type": "object", "additionalProperties": members},
        "remove": _closed({key: words for key in REMOVABLE}),
    })
    schema["description"] = "tools, operations, environments and closed classes a team adds " \
                            "(docs/configuration.md, Lexicon)"
    return schema


def _rules() -> Schema:
    schema = _closed({"disable": {"type": "array", "items": {"enum": sorted(SWITCHABLE)}}})
    schema["description"] = "the comparison's switchable rules switched off (wfgate rules)"
    return schema
