"""The explain stage of the identifier comparison (rules ID201-ID205 of :mod:`.rules`): an
identifier one side has that the other side accounts for in another form (the same value
with its unit, the same text in prose, the parts of a qualified name, an abbreviation), an
operation a rewording may write for another, a tool shown by a longer command of it, and
words that count only when one replaces another."""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

from .extract import NAME_NEGATORS, PLAIN_SPAN, plain_spans
from .lexicon import Lexicon
from .operations import removal_phrase
from .quantities import WORDED, number_value
from .replace import product_of
from .tokens import Identifier, clean, plain_words
from .vocabulary import abbreviates, mention_count, mentions, mentions_exactly, plain_text

SHORT_CONSTANT = 5  # a constant shorter than this counts only as a replacement
_EXACT_KINDS = frozenset({"flag", "path", "host"})
_PARTS = re.compile(r"[-._/=:,]+")


def unexplained(mine: list[Identifier], others: list[Identifier], other_text: str,
                own_text: str, lex: Lexicon) -> tuple[list[Identifier], list[Identifier]]:
    """Identifiers of one side the other side does not account for (as many times), and
    names the other side writes fewer times (ID202: a change only if a like name replaces
    one). A word of a code span or a tool the other side writes only in its prose, and less
    often, is one of those (``Pause the DAG: `airflow dags pause x` `` against ``Pause the
    DAG: `airflow dags unpause x` ``)."""
    counts = Counter(t.key for t in mine)
    other_counts = Counter(t.key for t in others)
    other_text = _without_values(other_text, own_text, lex)
    words = _words(other_text)
    components = {part for o in others for part in _PARTS.split(o.text.lower()) if part}
    result, fewer, seen = [], [], set()
    for token in mine:
        if token.key in seen:
            continue
        seen.add(token.key)
        if other_counts[token.key] >= counts[token.key]:
            continue
        spelled = _expansions(token.text, other_text) if token.kind == "constant" else 0
        if spelled and other_counts[token.key] + spelled >= counts[token.key]:
            continue  # KSK once, and once as "key-signing key"
        if other_counts[token.key] and not token.kind.startswith(("value:", "flag")):
            fewer.append(token)  # a name written once more on one side: rewording, unless
            continue  # a like name stands in for it
        if (token.kind in ("code", "tool", "proper", "name", "constant")
                or token.kind.split(":")[0] in ("role", "slot", "contrast", "weekday")) \
                and not other_counts[token.key] \
                and 0 < mention_count(other_text, token.text) < mention_count(own_text, token.text):
            fewer.append(token)  # a change only if a like word stands in for it
            continue
        if token.kind == "number:" and 0 < _value_mentions(other_text, token.key) \
                < _value_mentions(own_text, token.key):
            fewer.append(token)  # size 3 beside "three", and only "three" there
            continue
        if (counts[token.key] == 1 or mention_count(other_text, token.text) >= counts[token.key]) \
                and _explained(token, others, other_text, words, components, lex):
            continue
        if _in_compound(token, others, words, _words(own_text)):
            continue
        result.append(token)
    return result, fewer


_ACRONYM = re.compile(r"[A-Z]{3,6}")
_PROSE_WORD = re.compile(r"[A-Za-z]+")


def _expansions(acronym: str, text: str) -> int:
    """ID201: how often a text spells an all-caps acronym out, its letters opening words in a
    row (``KSK``: ``key-signing key``; ``ATS``: ``automatic transfer switch``)."""
    if not _ACRONYM.fullmatch(acronym):
        return 0
    initials = acronym.lower()
    words = [w.lower() for w in _PROSE_WORD.findall(text)]
    span = len(initials)
    return sum("".join(w[0] for w in words[k:k + span]) == initials
               and any(len(w) > 1 for w in words[k:k + span])
               for k in range(len(words) - span + 1))


def _without_values(other_text: str, own_text: str, lex: Lexicon) -> str:
    """The other side's text without the plain-word values it sets in a code span that this
    side does not write (``to `Out of Clinical Use` ``): their words explain nothing here
    (``to `Clinical` `` replaces the value)."""
    own = own_text.lower()
    drop = {v for v in plain_spans(other_text, lex) if not mentions(own, v)}
    if not drop:
        return other_text
    return PLAIN_SPAN.sub(lambda m: " " if m.group(1) in drop else m.group(0), other_text)


def _in_compound(token: Identifier, others: list[Identifier], other_words: frozenset[str],
                 own_words: frozenset[str]) -> bool:
    """ID201: an identifier and a hyphenated compound of it with a plain word the other side
    writes (``a URL signed with kid-2024q3`` = ``the kid-2024q3-signed URL``): either side
    of the pair accounts for the other."""
    if token.kind in _EXACT_KINDS or "/" in token.text:
        return False  # /var/lib/etcd-restore is another directory than /var/lib/etcd
    mine = token.text.lower()
    for other in others:
        if other.kind in _EXACT_KINDS or "/" in other.text:
            continue
        theirs = other.text.lower()
        if theirs.startswith(mine + "-") and theirs[len(mine) + 1:] in own_words:
            return True  # mine is kid-2024q3, theirs kid-2024q3-signed, "signed" mine
        if mine.startswith(theirs + "-") and mine[len(theirs) + 1:] in other_words:
            return True  # mine is kid-2024q3-signed, "signed" written on their side
    return False


def _value_mentions(text: str, key: str) -> int:
    """How often a bare number (key ``n:3``) stands in text, in digits or in words."""
    value = float(key.split(":", 1)[1])
    return sum(number_value(w) == value for w in plain_words(text))


def _explained(token: Identifier, others: list[Identifier], other_text: str,
               words: frozenset[str], components: set[str], lex: Lexicon) -> bool:
    """ID201: written on the other side in another form: the same value with its unit, the
    same text in prose, a qualified name or command whose parts all stand there as words, a
    component of one of its identifiers, or an abbreviation of a word there. A word right
    after ``not`` there explains nothing (:func:`_words`)."""
    plain = _affirmed(other_text)
    if token.kind.startswith("number:"):
        value = token.key.split(":", 1)[1]
        if token.key in WORDED and words & WORDED[token.key]:
            return True  # 100% as "all", 0 as "empty"
        return any(o.kind.startswith("number:") and o.key.split(":", 1)[1] == value
                   for o in others) or mentions(plain.replace("-", " "), token.text) \
            or (token.kind == "number:" and any(number_value(w) == float(value) for w in words
                                                if not w[:1].isdigit()))  # 2 of 3: two of
    if token.key in _BOUND_WORDS and _BOUND_WORDS[token.key].search(plain.lower()):
        return True  # below 3 % as under 3 %: a stop word there says the same bound
    if token.kind == "op":  # any form of the group, wherever it stands (which revokes it)
        group = token.key[3:]
        if (group in lex.destructive or group in lex.may_destroy) and removal_phrase(other_text):
            return True  # remove the locks: take the locks off
        return any(lex.operations.get(w) == group for w in words)
    if token.key in WORDED and words & WORDED[token.key]:
        return True  # a boolean as "enabled" / "off", twice for 2 times
    if token.kind == "constant" and _expansions(token.text, plain):
        return True  # an acronym spelled out
    if token.kind == "bool" and len(token.text) <= 3:
        return False  # ON / OFF: the preposition "on" in prose is no boolean
    if token.kind in _EXACT_KINDS:  # -L is not -l; api.conf is not api.conf.bak
        if mentions_exactly(plain, token.text, case=token.kind == "flag"):
            return True
    elif mentions(plain, token.text) or _spelled_out(token.text, plain) \
            or (token.kind in ("name", "code", "proper", "constant") and "-" in token.text
                and _spaced(token.text, plain)):
        return True  # written again
    return _explained_by_parts(token, others, words, components, other_text)


# The function words that state the bounds of the above / below contrast (stop words, so no
# lexicon entry), before a number: ``over 85 %`` is ``above 85 %``.
_BOUND_WORDS = {
    "contrast:above:above": re.compile(r"\b(?:over|more than|greater than|higher than)\s+\d"),
    "contrast:above:below": re.compile(r"\b(?:under|less than|fewer than|lower than)\s+\d"),
}
_COUNTED_WORD = re.compile(r"(\d{1,2})-([a-z][a-z-]*)")


def _spelled_out(text: str, other_text: str) -> bool:
    """ID201: a count compounded with a word (``2-chiller``) written with the count in words
    (``two-chiller``, ``two chiller``)."""
    found = _COUNTED_WORD.fullmatch(text.lower())
    if found is None:
        return False
    count, rest = int(found.group(1)), re.escape(found.group(2))
    return any(number_value(m.group(1)) == count for m in re.finditer(
        rf"\b([a-z]+)[- ]{rest}\b", other_text.lower()))


_FLAG_VALUE = re.compile(r"(?<![\w-])--?([a-z][a-z-]*?)[= ]([a-z0-9][\w.-]*)", re.IGNORECASE)


@lru_cache(maxsize=4096)
def _flag_value_names(text: str) -> frozenset[str]:
    """The names a text's flags and values make together (``--repo=2``: ``repo2``,
    ``repo-2``): a candidate naming the repository ``repo2`` names what the flag selects."""
    names = set()
    for flag, value in _FLAG_VALUE.findall(text):
        flag, value = flag.lower(), value.lower().rstrip(".,;:")
        names |= {flag + value, f"{flag}-{value}", f"{flag}_{value}"}
    return frozenset(names)


def _explained_by_parts(token: Identifier, others: list[Identifier], words: frozenset[str],
                        components: set[str], other_text: str = "") -> bool:
    """:func:`_explained` for the forms written in parts: a command with a word more or less,
    a qualified name or a path whose parts stand there, a flag and its value, a label or a
    setting with its noun written elsewhere, a part of a name, a plural, an abbreviation."""
    if token.kind.startswith("command:"):  # the same command with a word more or less
        subs = set(token.text.lower().split()[1:])
        return any(o.kind == token.kind and (subs <= set(o.text.lower().split()[1:])
                                             or subs >= set(o.text.lower().split()[1:]))
                   for o in others)
    if token.kind in ("name", "code", "quoted", "host") and "." in token.text:
        parts = [p for p in re.split(r"[\s.]+", token.text.lower()) if p]
        if len(parts) > 1 and all(p in words for p in parts):
            return True
    if token.kind == "path" and re.fullmatch(r"[a-z]+(?:/[a-z]+)+", token.text.lower()):
        return all(part in words for part in token.text.lower().split("/"))  # adds/changes
    if _SLASHED.fullmatch(token.text):  # FL-MAIN/FL-BACKUP: two names the other side lists
        names = {o.text.lower() for o in others}
        return all(part.lower() in names for part in token.text.split("/"))

    if token.kind.startswith("value:"):  # -m v4.12.0 as -m 'v4.12.0' on ...: flag and value
        if any(o.kind == token.kind and o.key != token.key for o in others):
            return False  # the flag is given another value there (--max-surge 2 -> 0)
        flag, _, value = token.text.partition(" ")
        return value.lower() in words and any(o.kind == "flag" and o.text == flag for o in others)
    if token.kind.startswith("label:"):  # the same name, its noun written elsewhere
        name = token.text.split()[-1].lower()
        return name in words or any(abbreviates(name, w) or abbreviates(w, name) for w in words)
    if token.kind.startswith("assign") and ": " in token.text:  # `key: 25%` as key to 25%
        return all(part.lower() in words for part in token.text.split(": ", 1))
    if token.kind in ("name", "code", "proper", "tool", "constant"):
        low = token.text.lower()
        if token.kind in ("name", "code") and low in _flag_value_names(other_text):
            return True  # repo2 for --repo=2
        if low in components or (low.endswith("s") and low[:-1] in words) or low + "s" in words:
            return True  # a part of a name there, or the plural of one (vCPUs / vCPU)
        initial = token.text[:1].lower()  # an abbreviation starts with the word's letter
        return any(abbreviates(token.text, word) or abbreviates(word, token.text)
                   for word in _by_initial(words).get(initial, ()))
    return False


# Names joined by a slash outside a path (``FL-MAIN/FL-BACKUP``, ``EVV-1/EVV-2``).
_SLASHED = re.compile(r"[A-Za-z][\w.-]*-[\w.-]+(?:/[A-Za-z][\w.-]*-[\w.-]+)+")


def _spaced(name: str, text: str) -> bool:
    """Whether a hyphenated name of plain words stands there with spaces for its hyphens
    (``a high-pH clean``: ``at high pH``)."""
    parts = name.lower().split("-")
    if not all(p.isalpha() for p in parts):
        return False
    return re.search(r"(?<![\w-])" + r"\s+".join(map(re.escape, parts)) + r"(?![\w-])",
                     text.lower()) is not None


def drop_alike_operations(removed: list[Identifier], added: list[Identifier], lex: Lexicon
                          ) -> tuple[list[Identifier], list[Identifier]]:
    """ID203: an operation only one side names against one the other side names that a
    rewording may write for it (pause it / stop it): neither is left to replace or be
    replaced by a third (resume it / bring it back, beside them)."""
    removed, added = list(removed), list(added)
    for old in [t for t in removed if t.kind == "op"]:
        match = next((t for t in added if t.kind == "op"
                      and lex.alike(old.key[3:], t.key[3:])), None)
        if match is not None:
            removed.remove(old)
            added.remove(match)
    return removed, added


# A range of numbered names (``k8s-w02..k8s-w08``, ``bay3..7``) and a numbered name alone.
_RANGE = re.compile(r"(?<![\w.-])([a-z][\w-]*?)(\d+)(?:\.\.|\u2026)(?:\1)?(\d+)(?![\w.])")
_NUMBERED = re.compile(r"(?<![\w.-])([a-z][\w-]*?)(\d+)(?![\w-]|\.\d|\.\.)")


def _ranges(text: str) -> list[tuple[str, int, int]]:
    """The ranges a text names: (prefix, first, last), lower case."""
    return [(m.group(1), int(m.group(2)), int(m.group(3)))
            for m in _RANGE.finditer(text.lower()) if int(m.group(2)) < int(m.group(3))]


def _tiled(prefix: str, first: int, last: int, text: str) -> bool:
    """Whether a text names every member of a range by two parts or more (shorter ranges
    and single names of the same prefix)."""
    low = text.lower()
    parts = [(a, b) for q, a, b in _ranges(low) if q == prefix and (a, b) != (first, last)]
    singles = _RANGE.sub(" ", low)
    parts += [(int(m.group(2)),) * 2 for m in _NUMBERED.finditer(singles)
              if m.group(1) == prefix]
    inside = [(a, b) for a, b in parts if first <= a <= b <= last]
    covered = {n for a, b in inside for n in range(a, b + 1)}
    return len(inside) >= 2 and covered >= set(range(first, last + 1))


def drop_ranges_in_parts(removed: list[Identifier], added: list[Identifier], golden_text: str,
                         candidate_all: str) -> tuple[list[Identifier], list[Identifier]]:
    """ID208: a range of numbered names the candidate writes in parts (``k8s-w02..k8s-w08``
    as ``k8s-w02..k8s-w04`` here and ``k8s-w05..k8s-w08`` in the split half after it) is
    the range: neither it nor a part of it inside it is a change. A range narrowed with no
    rest written anywhere stays a replacement."""
    tiled = [r for r in _ranges(golden_text) if _tiled(*r, candidate_all)]
    if not tiled:
        return removed, added

    def within(token: Identifier) -> bool:
        spans = _ranges(token.text) or [(m.group(1), int(m.group(2)), int(m.group(2)))
                                        for m in _NUMBERED.finditer(token.text.lower())]
        return len(spans) == 1 and any(q == spans[0][0] and a <= spans[0][1] <= spans[0][2] <= b
                                       for q, a, b in tiled)

    return [t for t in removed if not within(t)], [t for t in added if not within(t)]


def drop_subsumed(items: list[Identifier]) -> list[Identifier]:
    """ID204: a tool alone is shown only when no longer command of it differs."""
    tools = {t.kind.split(":", 1)[1] for t in items if t.kind.startswith("command:")}
    return [t for t in items if not (t.kind == "tool" and t.text in tools)]


def drop_lone_short_constants(items: list[Identifier], paired: set[str], lex: Lexicon
                              ) -> list[Identifier]:
    """ID205: a short all-caps word (``TLS``, ``API``), a word of a closed class such as a
    boolean or a replication role, or a count in words with no unit (``the four members``)
    counts only when it replaces another."""
    return [t for t in items if t.text in paired or (
        (t.kind != "constant" or len(t.text) >= SHORT_CONSTANT) and not lex.paired(t.kind)
        and not (t.kind == "number:" and t.text.isalpha()))]


def drop_product_names(items: list[Identifier], own: list[Identifier], paired: set[str],
                       lex: Lexicon) -> list[Identifier]:
    """ID205: the name of the product a tool of the same step belongs to (``MongoDB`` beside
    ``mongosh``, ``PostgreSQL`` beside ``pg_dump``) counts only when it replaces another."""
    tools = [t.text for t in own if t.kind == "tool"
             or (t.kind in ("name", "code") and lex.is_tool(t.text))]
    return [t for t in items if t.text in paired or t.kind not in ("name", "proper")
            or not any(product_of(tool, t.text) for tool in tools)]


def drop_tools_said_by_product(removed: list[Identifier], added: list[Identifier],
                               other: list[Identifier], paired: set[str]) -> list[Identifier]:
    """ID205: a tool the other side names only by its product (``in mongosh`` -> ``in the
    MongoDB shell``), where that side adds nothing else, counts only when it replaces
    another."""
    if added:
        return removed
    names = [o.text for o in other if o.kind in ("name", "proper")]
    return [t for t in removed if t.kind != "tool" or t.text in paired
            or not any(product_of(t.text, name) for name in names)]


@lru_cache(maxsize=4096)
def _affirmed(text: str) -> str:
    """A text's plain words without those right after ``not`` or ``never``."""
    raw = plain_text(text).split()
    return " ".join(w for k, w in enumerate(raw)
                    if not (k and clean(raw[k - 1]) in NAME_NEGATORS))  # not SQL's NOT


@lru_cache(maxsize=4096)
def _words(text: str) -> frozenset[str]:
    """The words that may explain an identifier of the other side: a word right after
    ``not`` or ``never`` (``the validation workspace (not production)``) names what the step
    does not act on, and explains nothing (:func:`_affirmed`)."""
    return frozenset(w for w in (clean(t).lower() for t in _affirmed(text).split()) if w)


@lru_cache(maxsize=4096)
def _by_initial(words: frozenset[str]) -> dict[str, tuple[str, ...]]:
    """The words grouped by their first letter."""
    groups: dict[str, list[str]] = {}
    for word in words:
        groups.setdefault(word[0], []).append(word)
    return {initial: tuple(group) for initial, group in groups.items()}
