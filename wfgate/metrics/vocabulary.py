"""Words that identify, for :mod:`wfgate.metrics.identifiers`: the built-in lexicon's classes
(command-line tools, English function words, closed classes of names prose writes as plain
words, nouns that introduce a name: :mod:`.lexicon`, read from wfgate/data/lexicon/), and
abbreviations and mentions."""

from __future__ import annotations

import re
from functools import lru_cache

from .lexicon import builtin

# The built-in lexicon's classes (wfgate/data/lexicon/), under the names the comparison reads;
# a team's extension makes another :class:`~wfgate.metrics.lexicon.Lexicon`, passed to it.
BUILTIN = builtin()
KNOWN_TOOLS = BUILTIN.tools
_WORDS = BUILTIN.words
STOPWORDS: frozenset[str] = _WORDS["stopwords"]
SQL_TABLE_KEYWORDS: tuple[str, ...] = _WORDS["sql_table_keywords"]
ENVIRONMENTS = BUILTIN.environments
CLOSED_CLASSES = BUILTIN.closed_classes
TURN_ON, TURN_OFF, DESTRUCTIVE = BUILTIN.turn_on, BUILTIN.turn_off, BUILTIN.destructive
DISTINCT_OPERATIONS = BUILTIN.distinct
NEIGHBOUR_OPERATIONS = BUILTIN.neighbours
OPERATIONS = BUILTIN.operations
PHRASAL_OPERATIONS = BUILTIN.phrasal
TECHNICAL_OPERATIONS = BUILTIN.technical
PAIRED_ONLY = BUILTIN.paired_only
LABEL_NOUNS: frozenset[str] = _WORDS["label_nouns"]
GENERIC_MODIFIERS: frozenset[str] = _WORDS["generic_modifiers"]
PROSE_SYNONYMS: tuple[frozenset[str], ...] = _WORDS["prose_synonyms"]
FLAG_VALUE_ADVERBS: frozenset[str] = _WORDS["flag_value_adverbs"]
DETERMINERS: frozenset[str] = _WORDS["determiners"]
VERB_LEADS: frozenset[str] = _WORDS["verb_leads"]
SUB_PARTICLES: frozenset[str] = _WORDS["sub_particles"]
_INFLECTIONS: frozenset[str] = _WORDS["inflections"]


def operations_conflict(old: str, new: str) -> bool:
    """Whether operation ``new`` in place of ``old`` (group keys) is a different operation
    (the built-in lexicon: :meth:`Lexicon.conflict`)."""
    return BUILTIN.conflict(old, new)


def paired_only(kind: str) -> bool:
    """Whether identifiers of ``kind`` count only when one replaces another."""
    return BUILTIN.paired(kind)


_NUMERONYM = re.compile(r"^([a-z])(\d+)([a-z])$", re.I)


def abbreviates(short: str, long: str) -> bool:
    """``short`` abbreviates ``long``: a prefix (prod / production), a short form from the
    word's letters (db / database), or a numeronym (k8s / kubernetes)."""
    short, long = short.lower(), long.lower()
    if len(short) >= len(long) or len(short) < 2 or short[0] != long[0] or short in STOPWORDS:
        return False  # a single letter ("a") or a function word ("to") abbreviates nothing
    if match := _NUMERONYM.match(short):
        _, count, last = match.groups()
        return len(long) == int(count) + 2 and long[-1] == last
    if not (short.isalpha() and long.isalpha()):
        return False  # names with digits or separators are not abbreviations
    if len(short) >= 3 and long.startswith(short):
        return long[len(short):] not in _INFLECTIONS  # DROP is no abbreviation of dropped
    if len(short) <= 3 and short.isalpha():
        rest = iter(long[1:])
        return all(ch in rest for ch in short[1:])
    return False


@lru_cache(maxsize=4096)
def plain_text(text: str) -> str:
    return " ".join(text.replace("`", " ").split())


@lru_cache(maxsize=8192)
def _whole_word(token: str) -> re.Pattern[str]:
    return re.compile(r"(?<![\w-])" + re.escape(token) + r"(?![\w-])", re.IGNORECASE)


def mention_count(text: str, token: str) -> int:
    """How often ``token`` stands in ``text`` as a whole word (case-insensitive)."""
    return len(_whole_word(token).findall(plain_text(text)))


def mentions(text: str, token: str) -> bool:
    """Whether ``token`` stands in ``text`` as a whole word (case-insensitive)."""
    return _whole_word(token).search(text) is not None


@lru_cache(maxsize=8192)
def _exact_word(token: str, case: bool) -> re.Pattern[str]:
    return re.compile(r"(?<![\w./-])" + re.escape(token) + r"(?![\w-]|\.\w)",
                      0 if case else re.IGNORECASE)


def mentions_exactly(text: str, token: str, *, case: bool = False) -> bool:
    """Whether ``token`` stands in ``text`` whole, not as the start or end of a longer
    path, host or file name (``api.conf`` in ``api.conf.bak``); ``case``: case-sensitive."""
    return _exact_word(token, case).search(text) is not None


def operations_alike(a: str, b: str) -> bool:
    """Whether a rewording may write operation ``b`` for ``a`` (group keys): the same group,
    a neighbour, or the same side of on / off (pause it = stop it)."""
    return BUILTIN.alike(a, b)


def operations_differ(old: str, new: str) -> bool:
    """Whether a one-word edit of operation ``old`` into ``new`` (group keys) changes what
    the step does: any other group than its own or a neighbour's (snapshot -> detach)."""
    return BUILTIN.differ(old, new)
