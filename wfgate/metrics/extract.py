"""The extract stage of the identifier comparison: the identifiers of one step text, in one
pass over its words (rules ID101-ID114 of :mod:`.rules`; :mod:`.identifiers` explains what
an identifier is). Recognised by shape, by context or by a class of the lexicon, never by
being just a lower-case word."""

from __future__ import annotations

import re
from functools import lru_cache

from .lexicon import Lexicon
from .quantities import numbers
from .roles import PAPERWORK
from .shapes import function_name, shape
from .tokens import Identifier, clean
from .vocabulary import (
    BUILTIN,
    DETERMINERS,
    FLAG_VALUE_ADVERBS,
    GENERIC_MODIFIERS,
    LABEL_NOUNS,
    SQL_TABLE_KEYWORDS,
    STOPWORDS,
    SUB_PARTICLES,
    VERB_LEADS,
)

_QUOTED = re.compile(r"\"([^\"]+)\"|(?<![\w])'([^'\s][^']*[^'\s])'(?![\w])")
_RAW_TOKEN = re.compile(r"\S+")
FLAG = re.compile(r"^--?[A-Za-z][\w.-]*(?:=\S*)?$")
_WORD = re.compile(r"^[a-z][a-z0-9-]*$")
_SUBCOMMAND = re.compile(r"^[a-z][a-z0-9_-]*$")  # rabbitmqctl join_cluster
_TABLE = re.compile(r"^[A-Za-z_][\w.$:]*$")
# A cron schedule in a code span or quotes: five fields (0 2 * * *, */15 9-17 * * 1-5).
_CRON = re.compile(r"(?<![\w*/,-])(?:[\d*/,-]+\s+){4}[\d*/,-]+(?![\w*/,-])")
# Backticks around a part of a word (``fraud/`v2026.11.20` ``, `` `CLOSE-2026`-11 ``): layout
# inside one identifier, which stays whole.
_GLUED_TICKS = re.compile(r"(?<=[\w/.:-])`([^`\s]+)`|`([^`\s]+)`(?=[\w/:-]|\.\w)")


def identifiers(text: str, lexicon: Lexicon | None = None) -> list[Identifier]:
    """The identifiers of a step description, normalised for comparison (each occurrence)."""
    return list(extracted(text, lexicon or BUILTIN))


_CONTRARY = frozenset(("otherwise", "else"))  # what follows states the contrary


def _words(text: str) -> tuple[list[str], set[int], set[int], set[int], set[int]]:
    """The cleaned words of a text, and the positions of the words after which a clause or a
    code span ends, of the words inside a code span, of those closing ``key:`` there, and of
    those after which a sentence ends (``.``, ``;``, or before ``otherwise``)."""
    words: list[str] = []
    breaks: set[int] = set()
    stops: set[int] = set()
    code: set[int] = set()
    keys: set[int] = set()  # YAML in a code span: `when: manual`
    in_code = False
    for raw in _RAW_TOKEN.findall(text.replace("`", " ` ")):
        if raw == "`":
            breaks.add(len(words) - 1)
            in_code = not in_code
        elif token := clean(raw):
            if in_code:
                code.add(len(words))
                if raw.endswith(":") and not token.endswith(":"):
                    keys.add(len(words))
            if not in_code and token.lower() in _CONTRARY:
                stops.add(len(words) - 1)  # keep it below 300 ms, otherwise roll back
            words.append(token)
            if raw[-1] in ",;:." and not token.endswith(raw[-1]):
                breaks.add(len(words) - 1)
                if raw[-1] in ";." and not in_code:
                    stops.add(len(words) - 1)
    return words, breaks, code, keys, stops


_CONTRAST_NEGATORS = frozenset(BUILTIN.words["contrast_negators"])


def _unqualified(name: str) -> str:
    """A hyphenated prose label without its leading adverbs (``now-empty``: ``empty``)."""
    parts = name.split("-")
    while len(parts) > 1 and (parts[0] in _LABEL_ADVERBS or parts[0].endswith("ly")):
        parts = parts[1:]
    return "-".join(parts)


def _negated(words: list[str], i: int, breaks: set[int],
             negators: frozenset[str] = _CONTRAST_NEGATORS) -> bool:
    """Whether one of the three words before ``i`` in its clause negates it (``not``,
    ``out of``; for an operation ``nothing is deleted``, ``do not restart``)."""
    for k in range(i - 1, max(-1, i - 4), -1):
        if k in breaks:
            return False
        if words[k].lower() in negators:
            return True
    return False


_OP_NEGATORS = frozenset(BUILTIN.words["operation_negators"])
# Operations whose verb also files paperwork (``open a ticket``, ``close the incident``).
_PAPER_SENSE = frozenset(("open", "close"))
# What a step opens or closes that is paperwork too (``open an alert``).
_PAPER_OBJECTS = PAPERWORK | frozenset(("alarm", "alarms", "alert", "alerts", "concern",
                                         "concerns", "question", "questions", "flag", "flags"))
# A value right after a loose operation's word: ``release 4.2.1`` names a release, ``hold
# 5 minutes`` waits.
_VALUE = re.compile(r"^v?\d")
# A loose operation's word after a form of ``be`` is a state or a comparison (``the gate is
# closed``, ``headroom is increased``, ``must be lower``), no operation done.
_BE = frozenset(("is", "are", "was", "were", "be", "been", "being", "remains", "remain",
                 "stays", "stay"))
_LABEL_ADVERBS = frozenset(BUILTIN.words["label_adverbs"])
# Words right before a name that say the step does not act on it (``(not Deleted)``).
NAME_NEGATORS = frozenset(BUILTIN.words["name_negators"])


# A code span of two to six words in title case (``Out of Clinical Use``, ``In Service``): a
# value a step sets, one identifier as a whole (ID114), its words no identifiers of their own.
# A command (``sudo systemctl reboot``) or an all-caps keyword list is none.
PLAIN_SPAN = re.compile(r"`([A-Z][a-z'-]+(?: (?:[A-Z][a-z'-]+|of|the|and|for|in|on|to|a|an|or"
                        r"|not|no|at|by)){1,5})`")


def plain_spans(text: str, lex: Lexicon) -> list[str]:
    """The title-case code spans of a text that run no command (their first word no tool)."""
    return [m.group(1) for m in PLAIN_SPAN.finditer(text)
            if not lex.is_tool(m.group(1).split()[0].lower())]


@lru_cache(maxsize=8192)
def extracted(text: str, lex: Lexicon) -> tuple[Identifier, ...]:
    """:func:`identifiers`, cached: a step is compared with several partners and contexts.
    Each branch is one rule of the extract stage, tried in this order on every word."""
    found: list[Identifier] = []
    text = _GLUED_TICKS.sub(lambda m: m.group(1) or m.group(2), text)
    values = plain_spans(text, lex)
    for value in values:  # ID114: a value set as a whole
        found.append(Identifier("code", "code:" + " ".join(value.lower().split()), value))
    if values:
        text = PLAIN_SPAN.sub(lambda m: " ; " if m.group(1) in values else m.group(0), text)
    for match in _CRON.finditer(text):  # ID101
        if "*" in match.group(0):
            schedule = " ".join(match.group(0).split())
            found.append(Identifier("cron", "cron:" + schedule, schedule))
    for match in _QUOTED.finditer(text):  # ID102
        inner = " ".join(next(g for g in match.groups() if g).split())
        found.append(Identifier("quoted", "q:" + _options_sorted(inner.lower()), inner))
    words, breaks, code, keys, _ = _words(text)
    quantities, used = numbers(words)  # ID108
    found.extend(Identifier(*q) for q in quantities)
    consumed: set[int] = set()  # subcommands and flag values: no identifiers of their own
    environments, closed = lex.environments, lex.closed_classes
    for i, word in enumerate(words):
        low = word.lower()
        nxt = words[i + 1] if i + 1 < len(words) else ""
        if i in keys and i + 1 in code and i + 1 < len(words):  # ID103 `renewBefore: 720h`
            setting = f"{low}={nxt.lower()}"
            found.append(Identifier("assign", "assign:" + setting, f"{word}: {nxt}"))
            found.append(Identifier(f"assign:{low}", "set:" + setting, f"{word}: {nxt}"))
        if i > 0 and i - 1 not in breaks and i not in breaks \
                and words[i - 1].lower() in DETERMINERS and nxt.lower() in LABEL_NOUNS \
                and low not in STOPWORDS and low not in GENERIC_MODIFIERS:
            noun = nxt.lower()  # ID104: the release/2.14 branch, the payments namespace
            name = environments.get(low, low)  # the prod context = the production context
            name = _unqualified(name)  # the now-empty bucket = the empty bucket
            found.append(Identifier(f"label:{noun}", f"label:{noun}={name}", word))
        after_flag = i > 0 and FLAG.match(words[i - 1]) and "=" not in words[i - 1]
        if not after_flag and i not in consumed and _is_command(word, nxt, lex) \
                and (lex.is_tool(word) or ((i in code) == (i + 1 in code) and i not in breaks)) \
                and not (i > 0 and words[i - 1].lower() in DETERMINERS  # the dbt run: a noun
                         and not (i in code and i - 1 not in code)):  # that `kubectl ...`
            consumed.update(_command(found, words, i, breaks, lex))  # ID105
            continue
        if word in SQL_TABLE_KEYWORDS and _TABLE.match(nxt) and nxt.lower() not in STOPWORDS:
            found.append(Identifier("table", "table:" + nxt.lower(), nxt))  # ID106
        if FLAG.match(word):  # ID107
            consumed.update(_flag(found, words, i, breaks))
            continue
        if i in used:
            continue
        kind = shape(word, lex)  # ID109
        if kind == "constant" and closed.get(low, ("",))[0] == "bool":
            kind = None  # OFF, TRUE: a boolean
        if kind is not None:
            _shaped(found, word, kind, lex)
        elif low in environments:  # ID110
            found.append(Identifier("env", "env:" + environments[low], word))
        elif i not in code and i not in consumed \
                and (operation := _operation(words, i, breaks, lex)) is not None:  # ID111
            phrase = f"{word} {nxt}" if (low, nxt.lower()) in lex.phrasal else word
            found.append(Identifier("op", "op:" + operation, phrase))
        elif low in closed and (len(low) > 3 or not low.isalpha() or word != low
                                or i in code):  # ID112
            cls, key = closed[low]  # "sat" or "wed" in prose are words, "Sat" a day
            if not (cls.startswith("contrast") and i not in code
                    and _negated(words, i, breaks)):  # out of public view: neither side
                found.append(Identifier(cls, f"{cls}:{key}", word))
        elif i > 0 and i - 1 not in breaks and word[:1].isupper() and word[1:].islower() \
                and word.isalpha() and len(word) >= 3 and low not in STOPWORDS:
            if words[i - 1] not in NAME_NEGATORS:  # Archived (not Deleted); not SQL's NOT
                found.append(Identifier("proper", "name:" + low, word))  # ID113: proper noun
        elif i not in consumed and _WORD.match(low) and low not in STOPWORDS:
            if i in code:  # ID114: a word in a code span is an identifier whatever its shape
                found.append(Identifier("code", "name:" + low, word))
            elif _is_label(words, i, breaks):  # ID104: namespace payments
                noun = words[i - 1].lower()
                found.append(Identifier(f"label:{noun}",
                                        f"label:{noun}={environments.get(low, low)}",
                                        f"{noun} {word}"))
    return tuple(found)


def _options_sorted(command: str) -> str:
    """A quoted command with its options in one order (ID102: ``puppet agent -t --noop`` =
    ``puppet agent --noop -t``): its other words in their order, then each option with the
    value written after it, sorted. A text with no option is left as it is."""
    words = command.split()
    if not any(FLAG.match(w) for w in words):
        return command
    plain: list[str] = []
    options: list[str] = []
    i = 0
    while i < len(words):
        if FLAG.match(words[i]):
            takes = "=" not in words[i] and i + 1 < len(words) and not words[i + 1].startswith("-")
            options.append(" ".join(words[i:i + 2]) if takes else words[i])
            i += 2 if takes else 1
        else:
            plain.append(words[i])
            i += 1
    return " ".join([*plain, *sorted(options)])


def _is_command(word: str, following: str, lex: Lexicon) -> bool:
    if not _WORD.match(word) or word in STOPWORDS:
        return False
    return lex.is_tool(word) or bool(FLAG.match(following))


def _command(found: list[Identifier], words: list[str], i: int, breaks: set[int],
             lex: Lexicon) -> range:
    """The tool at ``i`` and its command with subcommands; the positions they consume."""
    word = words[i]
    found.append(Identifier("tool", "tool:" + word, word))
    start = _after_global_flag(words, i, breaks) if lex.is_tool(word) else i + 1
    subs = _subcommands(words, start - 1, breaks)
    if subs:
        command = " ".join([word, *subs])
        found.append(Identifier(f"command:{word}", "cmd:" + command, command))
    return range(start, start + len(subs))


def _after_global_flag(words: list[str], i: int, breaks: set[int]) -> int:
    """Where the subcommands of the tool at ``i`` begin: after one flag with its value
    written first (``kubectl -n payments get sts`` = ``kubectl get sts -n payments``)."""
    k = i + 1
    if k + 2 < len(words) and FLAG.match(words[k]) and "=" not in words[k] \
            and not words[k + 1].startswith("-") and not {i, k, k + 1} & breaks \
            and words[k + 1].lower() not in STOPWORDS \
            and _SUBCOMMAND.match(words[k + 2]) and words[k + 2] not in STOPWORDS:
        return k + 2
    return k


def _flag(found: list[Identifier], words: list[str], i: int, breaks: set[int]) -> range:
    """The flag at ``i`` and its value (``--since=1h``, ``-n payments``); the position of a
    value written after it, which it consumes."""
    word = words[i]
    nxt = words[i + 1] if i + 1 < len(words) else ""
    name, _, value = word.partition("=")
    found.append(Identifier("flag", "flag:" + word, word))
    if value:
        found.extend(_inner(value))
    elif nxt and i not in breaks and not nxt.startswith("-") \
            and (nxt.lower() not in STOPWORDS or _value_word(words, i + 1)) \
            and nxt.lower() not in FLAG_VALUE_ADVERBS \
            and (i + 2 >= len(words) or i + 1 in breaks
                 or words[i + 2].lower() not in STOPWORDS):
        found.append(Identifier(f"value:{name}", f"value:{name}={nxt.lower()}",
                                f"{name} {nxt}"))
        return range(i + 1, i + 2)
    return range(0)


def _shaped(found: list[Identifier], word: str, kind: str, lex: Lexicon) -> None:
    """An identifier-shaped word: a function call with its argument, a ``key=value``
    setting with its key and the quantities in its value, or another shape."""
    low = word.lower()
    if kind == "function":
        found.append(Identifier(kind, "function:" + function_name(word), word))
        argument = word.partition("(")[2].strip("()'\"")
        argument_kind = shape(argument, lex)
        if argument_kind is not None and argument_kind != "function":  # COUNT(DISTINCT
            found.append(Identifier(argument_kind, f"{argument_kind}:{argument.lower()}",
                                    argument))
        return
    found.append(Identifier(kind, f"{kind}:{low}", word))
    if kind == "assign":
        key, _, value = word.partition("=")
        found.append(Identifier(f"assign:{key.lower()}", f"set:{low}", word))
        found.extend(_inner(value))


def _value_word(words: list[str], i: int) -> bool:
    """``all`` or ``none`` as a flag's value: followed by another flag or nothing."""
    return words[i].lower() in ("all", "none", "any") \
        and (i + 1 == len(words) or words[i + 1].startswith("-"))


# Participles that say from when, before a time (``starting Monday``, ``beginning at 04:00``).
_FROM_WHEN = frozenset(("starting", "beginning", "commencing"))
_TIME_WORDS = frozenset((
    "now", "today", "tonight", "tomorrow", "next", "day", "days", "week", "weeks", "month",
    "months", "year", "years", "night", "morning", "evening", "afternoon", "hour", "hours",
    "midnight", "noon", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
    "sunday", "weekend", "date", "from", "at", "on", "with", "immediately"))


def _names_a_time(following: list[str]) -> bool:
    """Whether the words after a participle name a time (``the day after``, ``at 04:00``)."""
    plain = [clean(w).lower() for w in following]
    plain = plain[1:] if plain[:1] == ["the"] else plain
    return bool(plain) and (plain[0] in _TIME_WORDS or plain[0][:1].isdigit())


def paperwork_verb(words: list[str], i: int, lex: Lexicon) -> bool:
    """Whether the operation's verb at ``i`` files paperwork (``open a ticket``, ``close
    the incident``): no valve or gate moved."""
    return lex.operations.get(words[i].lower()) in _PAPER_SENSE \
        and bool({w.lower().strip(".,;:") for w in words[i + 1:i + 4]} & _PAPER_OBJECTS)


def _not_done(words: list[str], i: int, lex: Lexicon) -> bool:
    """Whether an operation's word does no operation where it stands: a comparative (``is
    lower than``), paperwork (:func:`paperwork_verb`), or a loose verb before a value
    (``release 4.2.1``, ``hold 5 minutes``) or after a form of ``be`` (``is closed``)."""
    nxt = words[i + 1].lower() if i + 1 < len(words) else ""
    if nxt == "than" or paperwork_verb(words, i, lex):
        return True
    return lex.operations.get(words[i].lower()) in lex.loose \
        and (bool(_VALUE.match(nxt)) or (i > 0 and words[i - 1].lower() in _BE))


def _operation(words: list[str], i: int, breaks: set[int], lex: Lexicon) -> str | None:
    """The operation a verb in prose names (``Cordon``, ``turn off``), by its group's key: a
    verb opening its clause or after a word that leads one (``then``, ``must``, ``is``); in
    mid-clause, a capitalised word is a name (reclaim policy ``Delete``). Operations with no
    everyday sense count anywhere (a planned ``switchover``)."""
    low = words[i].lower()
    operations = lex.operations
    if low in operations and _negated(words, i, breaks, _OP_NEGATORS):
        return None  # nothing is deleted until ...: no operation done
    if low in _FROM_WHEN and _names_a_time(words[i + 1:i + 3]):
        return None  # ..., starting the day after gate-in: a date, no start
    opens = i == 0 or i - 1 in breaks
    if _not_done(words, i, lex):
        return None
    if not opens and words[i - 1].lower() in DETERMINERS and i not in breaks \
            and i + 1 < len(words) and words[i + 1].isalpha() \
            and words[i + 1].lower() not in STOPWORDS:
        return None  # the rollback snapshots: a noun's modifier, no operation done
    if not opens and (words[i] != low or (words[i - 1].lower() not in VERB_LEADS
                                          and operations.get(low) not in lex.technical)):
        return None
    if i + 1 < len(words) and i not in breaks \
            and (phrasal := lex.phrasal.get((low, words[i + 1].lower()))):
        return phrasal
    return operations.get(low)


def _subcommands(words: list[str], i: int, breaks: set[int]) -> list[str]:
    """The subcommands after the command at ``i`` (at most two words, within its clause)."""
    subs: list[str] = []
    for k in range(i + 1, min(i + 3, len(words))):
        if k - 1 in breaks or not _SUBCOMMAND.match(words[k]):
            break
        if words[k] in STOPWORDS and not (subs and words[k] in SUB_PARTICLES):
            break
        subs.append(words[k])
    return subs


def _is_label(words: list[str], i: int, breaks: set[int]) -> bool:
    """A plain word right after a label noun that closes its phrase (``namespace payments``
    at the end of a clause or before a function word) names a thing of that kind, when the
    noun itself follows a function word other than a determiner, a clause start or the step's
    opening verb."""
    if i == 0 or i - 1 in breaks or words[i - 1].lower() not in LABEL_NOUNS:
        return False
    if i >= 2 and words[i - 2].lower() in DETERMINERS:
        return False  # "the bucket policy": a compound noun, not a name
    if i >= 3 and i - 3 not in breaks and words[i - 2].lower() not in STOPWORDS:
        return False  # a noun with a modifier of its own (the production namespace count)
    if words[i].lower().endswith("ly"):
        return False
    return i in breaks or i + 1 == len(words) or words[i + 1].lower() in STOPWORDS


def _inner(value: str) -> list[Identifier]:
    """Identifiers inside a flag's or a setting's value (``--since=1h``, ``serial=20%``)."""
    return [Identifier(*q) for q in numbers([value])[0]]


_FAILURE_WORDS = frozenset(BUILTIN.words["failure_words"])
BOUNDS = frozenset(BUILTIN.words["bound_contrasts"])


def states_failure(text: str, word: str) -> bool:
    """Whether the sentence of ``word`` (its first occurrence) in a step says when a check
    fails (``at or above 50 ms is a fail``, ``if p99 is above 0.8 s, abort``); what follows
    ``otherwise`` is the contrary of the sentence before it (``keep it below 300 ms,
    otherwise roll back`` states the passing bound)."""
    words, _, code, _, stops = _words(text)
    at = next((i for i, w in enumerate(words) if w == word and i not in code), None)
    if at is None:
        return False
    start = max((b + 1 for b in stops if b < at), default=0)
    end = min((b + 1 for b in stops if b >= at), default=len(words))
    sentence = [w.lower() for w in words[start:end]]
    return any(w in _FAILURE_WORDS or f"{w} {v}" in _FAILURE_WORDS
               for w, v in zip(sentence, [*sentence[1:], ""], strict=True))
