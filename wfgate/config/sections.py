"""The sections of a thresholds file that say what a comparison knows or counts, each with
its per-path form in ``overrides``: ``critical`` (which golden steps are critical),
``lexicon`` (a team's tools, operations, environments and closed classes:
:mod:`wfgate.metrics.extension`) and ``rules`` (the identifier comparison's switchable rules
switched off: :mod:`wfgate.metrics.rules`). An override's ``critical`` and ``rules`` keys
replace the file's; its ``lexicon`` extends the file's."""

from __future__ import annotations

from typing import Any

from ..errors import ConfigError
from ..metrics.critical import CriticalPolicy
from ..metrics.extension import Extension, extended, parse_extension
from ..metrics.lexicon import Lexicon, builtin
from ..metrics.rules import RULE_CODES, SWITCHABLE

RULES_KEYS = ("disable",)


def parse_critical(data: Any, source: str, where: str) -> CriticalPolicy:
    """The ``critical`` section: ``guards`` (a boolean) and ``steps`` (golden step ids)."""
    if not isinstance(data, dict):
        raise ConfigError(source, f"'{where}' must be a mapping with 'guards' and 'steps'")
    for key in data:
        if key not in ("guards", "steps"):
            raise ConfigError(source, f"unknown key '{where}.{key}' (known here: guards, steps)")
    guards = data.get("guards", True)
    if not isinstance(guards, bool):
        raise ConfigError(source, f"{where}.guards must be true or false, not {guards!r}")
    steps = data.get("steps") or []
    if isinstance(steps, str | int):
        steps = [steps]
    if not isinstance(steps, list) or not all(
            isinstance(s, str | int) and not isinstance(s, bool) and str(s) for s in steps):
        raise ConfigError(source, f"{where}.steps must be a list of golden step ids")
    return CriticalPolicy(frozenset(str(s) for s in steps), guards)


def critical_overrides(items: list[Any], base: dict[str, Any], source: str
                       ) -> tuple[tuple[tuple[str, ...], CriticalPolicy], ...]:
    """Each override's ``critical`` section merged over the file's (the overrides' paths are
    checked by the caller)."""
    result = []
    for i, item in enumerate(items):
        if "critical" not in item:
            continue
        where = f"overrides[{i}].critical"
        changes = item["critical"]
        if not isinstance(changes, dict):
            raise ConfigError(source, f"'{where}' must be a mapping with 'guards' and 'steps'")
        result.append((_paths(item), parse_critical({**base, **changes}, source, where)))
    return tuple(result)


def parse_disabled(data: Any, source: str, where: str) -> frozenset[str]:
    """The ``rules`` section: ``disable``, codes of switchable rules (``wfgate rules``)."""
    if not isinstance(data, dict):
        raise ConfigError(source, f"'{where}' must be a mapping with 'disable'")
    for key in data:
        if key not in RULES_KEYS:
            raise ConfigError(source, f"unknown key '{where}.{key}' (known here: disable)")
    codes = data.get("disable") or []
    if isinstance(codes, str):
        codes = [codes]
    if not isinstance(codes, list):
        raise ConfigError(source, f"{where}.disable must be a list of rule codes")
    for code in codes:
        if str(code).upper() not in RULE_CODES:
            raise ConfigError(source, f"{where}.disable: unknown rule {code!r} (known: "
                                      f"{', '.join(RULE_CODES)}; see `wfgate rules`)")
        if str(code).upper() not in SWITCHABLE:
            raise ConfigError(source, f"{where}.disable: rule {code} cannot be switched off "
                                      "(later rules read what it finds; switchable: "
                                      f"{', '.join(sorted(SWITCHABLE))})")
    return frozenset(str(code).upper() for code in codes)


def parse_lexicon(data: Any, source: str, where: str = "lexicon") -> tuple[Extension, Lexicon]:
    """The ``lexicon`` section, and the built-in lexicon it extends."""
    extension = parse_extension(data, source, where)
    return extension, extended(builtin(), extension, source)


def comparison_overrides(items: list[Any], lexicon: Any, rules: dict[str, Any], source: str
                         ) -> tuple[tuple[tuple[str, ...], Lexicon, frozenset[str]], ...]:
    """Per override with a ``lexicon`` or ``rules`` key: its paths, the file's lexicon
    extended by the override's, and the rules it switches off."""
    base, _ = parse_lexicon(lexicon, source)
    result = []
    for i, item in enumerate(items):
        if "lexicon" not in item and "rules" not in item:
            continue
        own = parse_extension(item.get("lexicon"), source, f"overrides[{i}].lexicon")
        changes = item.get("rules") or {}
        if not isinstance(changes, dict):
            raise ConfigError(source, f"'overrides[{i}].rules' must be a mapping with 'disable'")
        result.append((_paths(item), extended(builtin(), base.merged(own), source),
                       parse_disabled({**rules, **changes}, source, f"overrides[{i}].rules")))
    return tuple(result)


def _paths(item: dict[str, Any]) -> tuple[str, ...]:
    paths = item["paths"]
    return tuple(paths if isinstance(paths, list) else [paths])
