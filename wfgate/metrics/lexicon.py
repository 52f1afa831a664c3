"""The comparison's knowledge as data: command-line tools, operations with their side,
closed classes, environments, units and steering words, read from the packaged files of
``wfgate/data/lexicon/`` once per run into a frozen :class:`Lexicon`, validated (an unknown
key is an error naming its file; an entry that is a stop word or a prose synonym is refused
with the reason), and extended per team by ``thresholds.yaml``'s ``lexicon:`` section
(:class:`Extension`: tools, operations with their side, environments, closed classes added;
built-in entries taken out with ``remove:``)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path
from typing import Any

import yaml

from ..errors import ConfigError

FOLDER = Path(__file__).resolve().parent.parent / "data" / "lexicon"
SIDES = ("on", "off", "destructive", "none")
# Each file and the keys it may hold.
FILES: dict[str, tuple[str, ...]] = {
    "tools.yaml": ("format", "suffixes", "tools"),
    "operations.yaml": ("format", "groups", "phrasal", "distinct", "neighbours", "doubled"),
    "environments.yaml": ("format", "environments"),
    "closed_classes.yaml": ("format", "classes", "contrasts", "booleans", "paired_only"),
    "units.yaml": ("format", "units", "spaced_letters", "number_words", "fractions", "worded",
                   "modifiers"),
    "words.yaml": ("format", "stopwords", "determiners", "label_nouns", "generic_modifiers",
                   "setting_nouns", "prose_synonyms", "flag_value_adverbs", "verb_leads",
                   "sub_particles", "sql_table_keywords", "opposite_words", "negations",
                   "contrast_negators", "operation_negators", "name_negators", "label_adverbs",
                   "failure_words",
                   "bound_contrasts",
                   "inflections", "both_senses"),
}
GROUP_KEYS = ("words", "side", "technical", "may_destroy", "loose")
EXTENSION_KEYS = ("tools", "operations", "environments", "closed_classes", "remove")
REMOVABLE = ("tools", "operations", "environments", "closed_classes")


class LexiconError(ConfigError):
    """A lexicon file or a ``lexicon:`` section is invalid (the message names where)."""


@dataclass(frozen=True, eq=False)
class Lexicon:
    """What the comparison knows, compared by identity (one per run and path). Frozen; its
    mappings are typed read-only (plain dicts: the comparison looks words up in them millions
    of times, and a read-only view costs it several per cent)."""

    tools: frozenset[str]
    tool_suffixes: tuple[str, ...]
    operations: Mapping[str, str]  # a written form -> its group's key
    phrasal: Mapping[tuple[str, str], str]  # (verb, particle) -> group key
    turn_on: frozenset[str]
    turn_off: frozenset[str]
    destructive: frozenset[str]
    may_destroy: frozenset[str]  # neither destructive nor not (remove: a file, or a node)
    technical: frozenset[str]
    distinct: frozenset[frozenset[str]]
    neighbours: frozenset[frozenset[str]]
    environments: Mapping[str, str]  # a form -> the environment it names
    closed_classes: Mapping[str, tuple[str, str]]  # a word -> (class, key)
    paired_only: frozenset[str]
    doubled: frozenset[str]  # verbs that double their last letter when inflected (stopped)
    words: Mapping[str, Any] = field(repr=False)  # words.yaml, as sets and tuples
    units: Mapping[str, Any] = field(repr=False)  # units.yaml, as read
    digest: str = ""
    # groups a rewording writes loosely for other operations (close / shut / seal a valve):
    # another operation in their place is a swap only where it is their opposite
    loose: frozenset[str] = frozenset()

    @cached_property
    def class_kinds(self) -> frozenset[str]:
        """The closed classes' names (``role``, ``contrast``): the kinds of their words."""
        return frozenset(cls.split(":", 1)[0] for cls, _ in self.closed_classes.values())

    def is_tool(self, word: str) -> bool:
        """A tool by name or by its ending (``*ctl``, ``*-cli``, ``*.sh``)."""
        return word in self.tools or word.endswith(self.tool_suffixes)

    def paired(self, kind: str) -> bool:
        """Whether identifiers of ``kind`` count only when one replaces another."""
        return kind.split(":", 1)[0] in self.paired_only

    def conflict(self, old: str, new: str) -> bool:
        """Whether operation ``new`` in place of ``old`` (group keys) is another operation:
        the other on/off side, destructive where it was not or the reverse, or a distinct
        pair."""
        if old == new:
            return False
        destructive_change = (old in self.destructive) != (new in self.destructive) \
            and not ({old, new} & self.may_destroy)
        return (old in self.turn_on and new in self.turn_off) \
            or (old in self.turn_off and new in self.turn_on) or destructive_change \
            or frozenset((old, new)) in self.distinct

    def alike(self, a: str, b: str) -> bool:
        """Whether a rewording may write operation ``b`` for ``a``: the same group, a
        neighbour, or the same side of on / off (pause it = stop it)."""
        return a == b or frozenset((a, b)) in self.neighbours \
            or (a in self.turn_on and b in self.turn_on) \
            or (a in self.turn_off and b in self.turn_off)

    def differ(self, old: str, new: str) -> bool:
        """Whether a one-word edit of operation ``old`` into ``new`` changes what the step
        does: any other group than its own or a neighbour's; for a loose group (``close``,
        ``engage``), only its opposite."""
        if old in self.loose or new in self.loose:
            return self.conflict(old, new)
        return old != new and frozenset((old, new)) not in self.neighbours


def inflections(verb: str, doubled: frozenset[str]) -> set[str]:
    """A verb's written forms: delete, deletes, deleted, deleting; stop, stopped, stopping."""
    forms = {verb, verb + ("es" if verb.endswith(("s", "sh", "ch", "x", "z")) else "s")}
    stem = verb + verb[-1] if verb in doubled else verb[:-1] if verb.endswith("e") else verb
    return forms | {stem + "ed", stem + "ing"}


def _read(name: str) -> dict[str, Any]:
    where = f"wfgate/data/lexicon/{name}"
    data = yaml.load((FOLDER / name).read_text(encoding="utf-8"), Loader=_LOADER)
    if not isinstance(data, dict):
        raise LexiconError(where, "the top level must be a mapping")
    for key in data:
        if key not in FILES[name]:
            raise LexiconError(where, f"unknown key '{key}' (known here: "
                                      f"{', '.join(FILES[name])})")
    if data.get("format") != 1:
        raise LexiconError(where, f"unsupported format {data.get('format')!r} (this wfgate "
                                  "reads format 1)")
    return data


_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@cache
def builtin() -> Lexicon:
    """The packaged lexicon, read and validated once."""
    raw = {name: _read(name) for name in FILES}
    digest = hashlib.sha256(json.dumps(raw, sort_keys=True).encode()).hexdigest()
    return _build(raw, digest)


def _build(raw: dict[str, dict[str, Any]], digest: str) -> Lexicon:
    words = raw["words.yaml"]
    sets: dict[str, Any] = {key: frozenset(value) for key, value in words.items()
            if key not in ("format", "prose_synonyms", "opposite_words", "sql_table_keywords")}
    sets["prose_synonyms"] = tuple(frozenset(g.split()) for g in words["prose_synonyms"])
    sets["opposite_words"] = frozenset(frozenset(p) for p in words["opposite_words"])
    sets["sql_table_keywords"] = tuple(words["sql_table_keywords"])
    ops = raw["operations.yaml"]
    doubled = frozenset(ops["doubled"])
    groups = ops["groups"]
    for i, group in enumerate(groups):
        _check_group(group, f"wfgate/data/lexicon/operations.yaml: groups[{i}]")
    operations = {form: group["words"][0] for group in groups for verb in group["words"]
                  for form in inflections(verb, doubled)}
    side = {group["words"][0]: group["side"] for group in groups}
    classes: dict[str, tuple[str, str]] = {}
    closed = raw["closed_classes.yaml"]
    for entry in closed["classes"]:
        for key, forms in entry["members"].items():
            classes |= {form: (entry["class"], key) for form in forms}
    for sides in closed["contrasts"]:
        classes |= {w: (f"contrast:{sides[0][0]}", side_words[0]) for side_words in sides
                    for w in side_words}
    classes |= {form: ("bool", key) for key, forms in closed["booleans"].items()
                for form in forms}
    lexicon = Lexicon(
        tools=frozenset(raw["tools.yaml"]["tools"]),
        tool_suffixes=tuple(raw["tools.yaml"]["suffixes"]),
        operations=dict(operations),
        phrasal=dict({(a, b): key for a, b, key in ops["phrasal"]}),
        turn_on=frozenset(k for k, s in side.items() if s == "on"),
        turn_off=frozenset(k for k, s in side.items() if s == "off"),
        destructive=frozenset(k for k, s in side.items() if s == "destructive"),
        may_destroy=frozenset(g["words"][0] for g in groups if g.get("may_destroy")),
        technical=frozenset(g["words"][0] for g in groups if g.get("technical")),
        loose=frozenset(g["words"][0] for g in groups if g.get("loose")),
        distinct=frozenset(frozenset(p) for p in ops["distinct"]),
        neighbours=frozenset(frozenset(p) for p in ops["neighbours"]),
        environments=dict({form: key for key, forms in
                                       raw["environments.yaml"]["environments"].items()
                                       for form in forms}),
        closed_classes=dict(classes),
        paired_only=frozenset(closed["paired_only"]), doubled=doubled,
        words=dict(sets), units=dict(raw["units.yaml"]),
        digest=digest)
    _refuse_collisions(lexicon, "wfgate/data/lexicon")
    return lexicon


def _check_group(group: Any, where: str) -> None:
    if not isinstance(group, dict):
        raise LexiconError(where, "must be a mapping with 'words' and 'side'")
    for key in group:
        if key not in GROUP_KEYS:
            raise LexiconError(where, f"unknown key '{key}' (known here: "
                                      f"{', '.join(GROUP_KEYS)})")
    if group.get("side") not in SIDES:
        raise LexiconError(where, f"side must be one of {', '.join(SIDES)}, not "
                                  f"{group.get('side')!r}")
    if not group.get("words") or not all(isinstance(w, str) for w in group["words"]):
        raise LexiconError(where, "words must be a non-empty list of verbs")


def _refuse_collisions(lexicon: Lexicon, where: str) -> None:
    """An entry that is an English function word or an ordinary prose word would turn prose
    into identifiers: refused, with the reason."""
    stop = lexicon.words["stopwords"]
    prose = {w for group in lexicon.words["prose_synonyms"] for w in group}
    entries = [("tool", w) for w in lexicon.tools] \
        + [("operation", w) for w in lexicon.operations] \
        + [("environment", w) for w in lexicon.environments] \
        + [("closed-class word", w) for w in lexicon.closed_classes]
    for what, word in entries:
        if word in lexicon.words["both_senses"]:
            continue
        if word in stop:
            raise LexiconError(where, f"the {what} '{word}' is a stop word (an English "
                                      "function word, never an identifier): refused")
        if word in prose:
            raise LexiconError(where, f"the {what} '{word}' is a prose synonym (a word a "
                                      "rewording exchanges, never an identifier): refused")
