"""A team's extension of the lexicon, from ``thresholds.yaml``'s ``lexicon:`` section (and an
override's): tools, operations with their side, environments and closed classes added, and
built-in entries taken out (``remove:``). It is read where the thresholds file is read, so the
base commit's file decides and a pull request that removes an entry is called out.

    lexicon:
      tools: [ld-deploy]
      operations:
        quiesce: {side: "off"}           # a new group: its side is required
        delete: {words: [obliterate]}    # words added to a built-in group
      environments: {perf: [perf, performance], dr: [dr]}
      closed_classes: {region_tier: {gold: [gold], silver: [silver]}}
      remove: {operations: [destroy]}    # a loosening, called out in a pull request
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from .lexicon import EXTENSION_KEYS, REMOVABLE, SIDES, Lexicon, LexiconError, inflections

_ENTRY = re.compile(r"^[a-z0-9][a-z0-9._+-]*$")
_OPERATION_KEYS = ("side", "words", "technical")


@dataclass(frozen=True)
class Extension:
    """A ``lexicon:`` section, validated (hashable: one extended lexicon per distinct one)."""

    tools: tuple[str, ...] = ()
    operations: tuple[tuple[str, str | None, tuple[str, ...], bool], ...] = ()
    environments: tuple[tuple[str, tuple[str, ...]], ...] = ()
    closed_classes: tuple[tuple[str, tuple[tuple[str, tuple[str, ...]], ...]], ...] = ()
    remove: tuple[tuple[str, str], ...] = ()  # (section, entry)

    def __bool__(self) -> bool:
        return any((self.tools, self.operations, self.environments, self.closed_classes,
                    self.remove))

    def merged(self, other: Extension) -> Extension:
        """This extension with ``other``'s entries after its own (an override's)."""
        return Extension(*(getattr(self, f) + getattr(other, f) for f in
                           ("tools", "operations", "environments", "closed_classes", "remove")))


def parse_extension(data: Any, source: str, where: str = "lexicon") -> Extension:
    """The ``lexicon:`` section (``where`` names it in errors) as an :class:`Extension`."""
    if data is None:
        return Extension()
    _mapping(data, source, where, EXTENSION_KEYS)
    tools = tuple(_entry(t, source, f"{where}.tools[{i}]")
                  for i, t in enumerate(_list(data.get("tools"), source, f"{where}.tools")))
    operations = []
    for key, value in _items(data.get("operations"), source, f"{where}.operations"):
        at = f"{where}.operations.{key}"
        verb = _entry(key, source, at)
        value = {"side": value} if isinstance(value, str | bool) else value
        _mapping(value or {}, source, at, _OPERATION_KEYS)
        side = _side((value or {}).get("side"), source, f"{at}.side")
        words = tuple(_entry(w, source, f"{at}.words[{i}]") for i, w in
                      enumerate(_list((value or {}).get("words"), source, f"{at}.words")))
        technical = (value or {}).get("technical", False)
        if not isinstance(technical, bool):
            raise LexiconError(source, f"{at}.technical must be true or false")
        operations.append((verb, side, words, technical))
    environments = tuple(
        (_entry(key, source, f"{where}.environments.{key}"),
         tuple(_entry(f, source, f"{where}.environments.{key}[{i}]")
               for i, f in enumerate(_list(forms, source, f"{where}.environments.{key}"))))
        for key, forms in _items(data.get("environments"), source, f"{where}.environments"))
    classes = []
    for name, members in _items(data.get("closed_classes"), source, f"{where}.closed_classes"):
        at = f"{where}.closed_classes.{name}"
        if not re.fullmatch(r"[a-z][a-z0-9_]*", str(name)):
            raise LexiconError(source, f"{at}: a class name is lower-case letters, digits and _")
        classes.append((str(name), tuple(
            (_entry(key, source, f"{at}.{key}"),
             tuple(_entry(f, source, f"{at}.{key}[{i}]")
                   for i, f in enumerate(_list(forms, source, f"{at}.{key}"))))
            for key, forms in _items(members, source, at))))
    remove = []
    for section, entries in _items(data.get("remove"), source, f"{where}.remove"):
        if section not in REMOVABLE:
            raise LexiconError(source, f"unknown key '{where}.remove.{section}' (known here: "
                                       f"{', '.join(REMOVABLE)})")
        remove += [(section, _entry(e, source, f"{where}.remove.{section}[{i}]"))
                   for i, e in enumerate(_list(entries, source, f"{where}.remove.{section}"))]
    return Extension(tools, tuple(operations), environments, tuple(classes), tuple(remove))


@lru_cache(maxsize=64)
def extended(base: Lexicon, extension: Extension, source: str) -> Lexicon:
    """``base`` with a team's extension applied: its removals first, then its additions; an
    entry that collides with a stop word, a prose synonym or an entry of another group or
    class is refused with the reason (``source``: the thresholds file, named in errors)."""
    if not extension:
        return base
    tools = set(base.tools)
    operations = dict(base.operations)
    side = {k: "on" for k in base.turn_on} | {k: "off" for k in base.turn_off} \
        | {k: "destructive" for k in base.destructive}
    technical = set(base.technical)
    environments = dict(base.environments)
    closed = dict(base.closed_classes)
    paired_only = set(base.paired_only)
    doubled = base.doubled
    for section, entry in extension.remove:
        at = f"lexicon.remove.{section}: '{entry}'"
        if section == "tools":
            _known(entry in tools, source, at, "tool")
            tools.discard(entry)
        elif section == "operations":
            _known(entry in operations, source, at, "operation")
            for form in inflections(entry, doubled) | {entry}:
                operations.pop(form, None)
        elif section == "environments":
            gone = [f for f, k in environments.items() if entry in (f, k)]
            _known(bool(gone), source, at, "environment")
            for form in gone:
                del environments[form]
        else:
            gone = [w for w, (cls, _) in closed.items() if entry in (w, cls.split(":")[0])]
            _known(bool(gone), source, at, "closed-class word or class")
            for word in gone:
                del closed[word]
    for tool in extension.tools:
        _refuse(base, tool, "tool", source, f"lexicon.tools: '{tool}'")
        tools.add(tool)
    keys = set(operations.values())
    for verb, verb_side, words, is_technical in extension.operations:
        at = f"lexicon.operations.{verb}"
        if verb in keys and verb_side is not None and verb_side != side.get(verb, "none"):
            raise LexiconError(source, f"{at}: '{verb}' is a built-in operation of side "
                                       f"{side.get(verb, 'none')}; its side cannot change "
                                       "(remove it and add the verb under a new key)")
        if verb not in keys and verb_side is None:
            raise LexiconError(source, f"{at}: a new operation needs its side "
                                       f"({', '.join(SIDES)})")
        for word in (verb, *words):
            _refuse(base, word, "operation", source, f"{at}: '{word}'")
            for form in inflections(word, doubled):
                if operations.get(form, verb) != verb:
                    raise LexiconError(source, f"{at}: '{form}' already names the operation "
                                               f"'{operations[form]}'")
                operations[form] = verb
        keys.add(verb)
        if verb_side is not None:
            side[verb] = verb_side
        if is_technical:
            technical.add(verb)
    for key, forms in extension.environments:
        for form in forms or (key,):
            _refuse(base, form, "environment", source, f"lexicon.environments.{key}: '{form}'")
            if environments.get(form, key) != key:
                raise LexiconError(source, f"lexicon.environments.{key}: '{form}' already "
                                           f"names the environment '{environments[form]}'")
            environments[form] = key
    for name, members in extension.closed_classes:
        paired_only.add(name)
        for key, forms in members:
            for form in forms or (key,):
                at = f"lexicon.closed_classes.{name}.{key}: '{form}'"
                _refuse(base, form, "closed-class word", source, at)
                if form in closed and closed[form][0] != name:
                    raise LexiconError(source, f"{at} is already a word of the class "
                                               f"'{closed[form][0]}'")
                closed[form] = (name, key)
    digest = hashlib.sha256((base.digest + json.dumps(
        [list(map(_plain, getattr(extension, f))) for f in extension.__dataclass_fields__]
    )).encode()).hexdigest()
    return replace(
        base, tools=frozenset(tools), operations=dict(operations),
        turn_on=frozenset(k for k, s in side.items() if s == "on"),
        turn_off=frozenset(k for k, s in side.items() if s == "off"),
        destructive=frozenset(k for k, s in side.items() if s == "destructive"),
        technical=frozenset(technical), environments=dict(environments),
        closed_classes=dict(closed), paired_only=frozenset(paired_only),
        digest=digest)


def _plain(value: Any) -> Any:
    return [_plain(v) for v in value] if isinstance(value, tuple) else value


def _refuse(base: Lexicon, word: str, what: str, source: str, at: str) -> None:
    """An added entry that is a stop word or a prose synonym would turn prose into
    identifiers: refused, with the reason."""
    if word in base.words["stopwords"]:
        raise LexiconError(source, f"{at}: the {what} is a stop word (an English function "
                                   "word, never an identifier): refused")
    if any(word in group for group in base.words["prose_synonyms"]):
        raise LexiconError(source, f"{at}: the {what} is a prose synonym (a word a rewording "
                                   "exchanges, never an identifier): refused")


def _known(present: bool, source: str, at: str, what: str) -> None:
    if not present:
        raise LexiconError(source, f"{at} is no {what} of the lexicon: nothing to remove")


def _side(value: Any, source: str, at: str) -> str | None:
    if value is None:
        return None
    if isinstance(value, bool):  # YAML reads a bare on / off as a boolean
        value = "on" if value else "off"
    if value not in SIDES:
        raise LexiconError(source, f"{at} must be one of {', '.join(SIDES)}, not {value!r}")
    return str(value)


def _entry(value: Any, source: str, at: str) -> str:
    if not isinstance(value, str) or not _ENTRY.match(value):
        raise LexiconError(source, f"{at} must be a lower-case word (letters, digits, . _ + -),"
                                   f" not {value!r}")
    return value


def _list(value: Any, source: str, at: str) -> list[Any]:
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    if not isinstance(value, list):
        raise LexiconError(source, f"{at} must be a list")
    return value


def _is_map(value: Any, source: str, at: str) -> bool:
    if value is None:
        return False
    if not isinstance(value, dict):
        raise LexiconError(source, f"{at} must be a mapping")
    return True


def _items(value: Any, source: str, at: str) -> list[tuple[Any, Any]]:
    return list(value.items()) if _is_map(value, source, at) else []


def _mapping(value: Any, source: str, where: str, known: tuple[str, ...]) -> None:
    if not isinstance(value, dict):
        raise LexiconError(source, f"'{where}' must be a mapping")
    for key in value:
        if key not in known:
            raise LexiconError(source, f"unknown key '{where}.{key}' (known here: "
                                       f"{', '.join(known)})")
