"""Identifiers in step text, and what changed between two aligned steps.

A paraphrase changes ordinary words; a tool or target drift changes *identifiers*: commands and
their subcommands, flags and the values they take, ``key=value`` settings, paths, hosts,
regions, versions, snake_case / camelCase / hyphenated names, quoted strings, SQL table names,
numbers with their units. These keep the sentence embedding almost where it was
(``terraform plan`` and ``terraform destroy`` are near neighbours), so the comparison here is
exact, up to equivalence:

- backticks are layout, not content: a command in a code span and the same command in prose
  are the same identifiers;
- numbers are compared by value with their unit: ``60 minutes`` = ``an hour`` = ``1h``,
  ``0.1 s`` = ``100 ms``, ``fourteen-day`` = ``14-day``, ``half an hour`` = ``30 min``;
- identifiers are recognised by shape (a flag, a path, a dotted or snake_case name, an e-mail
  address, a ``#channel``) or by context (a tool's subcommand, a flag's value, a SQL table, a
  word in a code span, the word closing ``namespace payments``), or belong to a closed class
  prose writes as plain words (an environment: ``prod`` = ``production``; ``true``/``false``;
  a weekday; a comparison operator; a blue/green slot; a replication role: primary =
  master), never by being just a lower-case word; a capitalised word in mid-clause (a team or
  a product: ``Payments``, ``Slack``) and a closed-class word other than an environment count
  only when one replaces another;
  two-letter all-caps words (``DB``) are abbreviations; longer ones are *constants* (a log
  level, an HTTP method, a status or a storage class: ``WARN``, ``PATCH``, ``ARCHIVED``), which
  count when one replaces another and, shorter than five letters, not on their own (``TLS``
  written out is a rewording);
- an abbreviation is the word it abbreviates (``prod`` / ``production``, ``db`` /
  ``database``, the numeronym ``k8s`` / ``Kubernetes``).

Operations named by a verb count too (``Cordon``, ``then drain``, ``is disabled``, ``turn
off``), in groups of synonyms, where the verb opens its clause or follows a word that leads one;
so do opposites operations are told by (oldest / latest, ingress / egress, soft / hard).

What differs is graded: an identifier *replaced* by another of the same kind (a region by a
region, a flag by a flag, ``5 minutes`` by ``50 minutes``, a name by a like-shaped name, a
tool by a tool: ``rsync`` by ``scp``), cut short (``billing.invoices.dlq`` by
``billing.invoices``), or written in the same place of otherwise identical text; an operation
by a conflicting one (on / off, destructive or not); and a surgical edit (:mod:`.edits`: one
word, or one code span's words, replaced in a step written again) are strong signals; one only
removed or only added, while the step keeps its operation, is weak.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from .edits import one_code_span_edited, one_word_swapped, same_place
from .quantities import WORDED, number_value, numbers
from .shapes import alike, function_name, shape
from .tokens import Identifier, clean, plain_words
from .vocabulary import (
    CLOSED_CLASSES,
    DETERMINERS,
    ENVIRONMENTS,
    FLAG_VALUE_ADVERBS,
    GENERIC_MODIFIERS,
    KNOWN_TOOLS,
    LABEL_NOUNS,
    OPERATIONS,
    PHRASAL_OPERATIONS,
    SQL_TABLE_KEYWORDS,
    STOPWORDS,
    SUB_PARTICLES,
    TECHNICAL_OPERATIONS,
    VERB_LEADS,
    abbreviates,
    mention_count,
    mentions,
    mentions_exactly,
    operations_alike,
    operations_conflict,
    paired_only,
    plain_text,
)

__all__ = ["KNOWN_TOOLS", "Drift", "Identifier", "abbreviates", "compare", "identifiers",
           "mentions"]

_QUOTED = re.compile(r"\"([^\"]+)\"|(?<![\w])'([^'\s][^']*[^'\s])'(?![\w])")
_RAW_TOKEN = re.compile(r"\S+")
_FLAG = re.compile(r"^--?[A-Za-z][\w.-]*(?:=\S*)?$")
SHORT_CONSTANT = 5  # a constant shorter than this counts only as a replacement
_WORD = re.compile(r"^[a-z][a-z0-9-]*$")
_SUBCOMMAND = re.compile(r"^[a-z][a-z0-9_-]*$")  # rabbitmqctl join_cluster
# A cron schedule in a code span or quotes: five fields (0 2 * * *, */15 9-17 * * 1-5).
_CRON = re.compile(r"(?<![\w*/,-])(?:[\d*/,-]+\s+){4}[\d*/,-]+(?![\w*/,-])")
# Backticks around a part of a word (``fraud/`v2026.11.20` ``, `` `CLOSE-2026`-11 ``): layout
# inside one identifier, which stays whole.
_GLUED_TICKS = re.compile(r"(?<=[\w/.:-])`([^`\s]+)`|`([^`\s]+)`(?=[\w/:-])")


@dataclass(frozen=True)
class Drift:
    """Identifiers present on one side of an aligned pair only, and which of them replace one
    another (same kind): a replacement is strong evidence, a removal or addition weak."""

    removed: tuple[str, ...]
    added: tuple[str, ...]
    replacements: tuple[tuple[str, str], ...] = ()

    def __bool__(self) -> bool:
        return bool(self.removed or self.added)

    @property
    def strong(self) -> bool:
        return bool(self.replacements)

    def describe(self) -> str:
        old = ", ".join(f"`{t}`" for t in self.removed) or "nothing"
        new = ", ".join(f"`{t}`" for t in self.added) or "nothing"
        return f"{old} -> {new}"


def _is_command(word: str, following: str) -> bool:
    if not _WORD.match(word) or word in STOPWORDS:
        return False
    return (word in KNOWN_TOOLS or word.endswith(("ctl", "-cli", ".sh"))
            or bool(_FLAG.match(following)))


def identifiers(text: str) -> list[Identifier]:
    """The identifiers of a step description, normalised for comparison (each occurrence)."""
    return list(_identifiers(text))


@lru_cache(maxsize=8192)
def _identifiers(text: str) -> tuple[Identifier, ...]:
    """:func:`identifiers`, cached: a step is compared with several partners and contexts."""
    found: list[Identifier] = []
    text = _GLUED_TICKS.sub(lambda m: m.group(1) or m.group(2), text)
    for match in _CRON.finditer(text):
        if "*" in match.group(0):
            schedule = " ".join(match.group(0).split())
            found.append(Identifier("cron", "cron:" + schedule, schedule))
    for match in _QUOTED.finditer(text):
        inner = " ".join(next(g for g in match.groups() if g).split())
        found.append(Identifier("quoted", "q:" + inner.lower(), inner))
    words: list[str] = []
    breaks: set[int] = set()  # words after which a clause or a code span ends
    code: set[int] = set()  # words inside a code span
    keys: set[int] = set()  # words closing "key:" in a code span (YAML: `when: manual`)
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
            words.append(token)
            if raw[-1] in ",;:." and not token.endswith(raw[-1]):
                breaks.add(len(words) - 1)
    quantities, used = numbers(words)
    found.extend(Identifier(*q) for q in quantities)
    consumed: set[int] = set()  # subcommands and flag values: no identifiers of their own
    for i, word in enumerate(words):
        low = word.lower()
        nxt = words[i + 1] if i + 1 < len(words) else ""
        if i in keys and i + 1 in code and i + 1 < len(words):  # `renewBefore: 720h`
            setting = f"{low}={nxt.lower()}"
            found.append(Identifier("assign", "assign:" + setting, f"{word}: {nxt}"))
            found.append(Identifier(f"assign:{low}", "set:" + setting, f"{word}: {nxt}"))
        if i > 0 and i - 1 not in breaks and i not in breaks \
                and words[i - 1].lower() in DETERMINERS and nxt.lower() in LABEL_NOUNS \
                and low not in STOPWORDS and low not in GENERIC_MODIFIERS:
            noun = nxt.lower()  # the release/2.14 branch, the payments namespace
            name = ENVIRONMENTS.get(low, low)  # the prod context = the production context
            found.append(Identifier(f"label:{noun}", f"label:{noun}={name}", word))
        after_flag = i > 0 and _FLAG.match(words[i - 1]) and "=" not in words[i - 1]
        if not after_flag and i not in consumed and _is_command(word, nxt) \
                and (_named_tool(word) or ((i in code) == (i + 1 in code) and i not in breaks)) \
                and not (i > 0 and words[i - 1].lower() in DETERMINERS):  # the dbt run: a noun
            found.append(Identifier("tool", "tool:" + word, word))
            subs = _subcommands(words, i, breaks)
            consumed.update(range(i + 1, i + 1 + len(subs)))
            if subs:
                command = " ".join([word, *subs])
                found.append(Identifier(f"command:{word}", "cmd:" + command, command))
            continue
        if word in SQL_TABLE_KEYWORDS and re.match(r"^[A-Za-z_][\w.$:]*$", nxt) \
                and nxt.lower() not in STOPWORDS:
            found.append(Identifier("table", "table:" + nxt.lower(), nxt))
        if _FLAG.match(word):
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
                consumed.add(i + 1)
            continue
        if i in used:
            continue
        kind = shape(word)
        if kind == "constant" and CLOSED_CLASSES.get(low, ("",))[0] == "bool":
            kind = None  # OFF, TRUE: a boolean
        if kind == "function":
            found.append(Identifier(kind, "function:" + function_name(word), word))
            argument = word.partition("(")[2].strip("()'\"")
            argument_kind = shape(argument)
            if argument_kind is not None and argument_kind != "function":  # COUNT(DISTINCT
                found.append(Identifier(argument_kind, f"{argument_kind}:{argument.lower()}",
                                        argument))
        elif kind is not None:
            found.append(Identifier(kind, f"{kind}:{low}", word))
            if kind == "assign":
                key, _, value = word.partition("=")
                found.append(Identifier(f"assign:{key.lower()}", f"set:{low}", word))
                found.extend(_inner(value))
        elif low in ENVIRONMENTS:
            found.append(Identifier("env", "env:" + ENVIRONMENTS[low], word))
        elif i not in code and i not in consumed \
                and (operation := _operation(words, i, breaks)) is not None:
            phrase = f"{word} {nxt}" if (low, nxt.lower()) in PHRASAL_OPERATIONS else word
            found.append(Identifier("op", "op:" + operation, phrase))
        elif low in CLOSED_CLASSES and (len(low) > 3 or not low.isalpha() or word != low
                                        or i in code):
            cls, key = CLOSED_CLASSES[low]  # "sat" or "wed" in prose are words, "Sat" a day
            found.append(Identifier(cls, f"{cls}:{key}", word))
        elif i > 0 and i - 1 not in breaks and word[:1].isupper() and word[1:].islower() \
                and word.isalpha() and len(word) >= 3 and low not in STOPWORDS:
            found.append(Identifier("proper", "name:" + low, word))  # mid-clause: a proper noun
        elif i not in consumed and _WORD.match(low) and low not in STOPWORDS:
            if i in code:  # a word in a code span is an identifier whatever its shape
                found.append(Identifier("code", "name:" + low, word))
            elif _is_label(words, i, breaks):
                noun = words[i - 1].lower()
                found.append(Identifier(f"label:{noun}",
                                        f"label:{noun}={ENVIRONMENTS.get(low, low)}",
                                        f"{noun} {word}"))
    return tuple(found)


def _value_word(words: list[str], i: int) -> bool:
    """``all`` or ``none`` as a flag's value: followed by another flag or nothing."""
    return words[i].lower() in ("all", "none", "any") \
        and (i + 1 == len(words) or words[i + 1].startswith("-"))


def _operation(words: list[str], i: int, breaks: set[int]) -> str | None:
    """The operation a verb in prose names (``Cordon``, ``turn off``), by its group's key: a
    verb opening its clause or after a word that leads one (``then``, ``must``, ``is``); in
    mid-clause, a capitalised word is a name (reclaim policy ``Delete``). Operations with no
    everyday sense count anywhere (a planned ``switchover``)."""
    low = words[i].lower()
    opens = i == 0 or i - 1 in breaks
    if not opens and (words[i] != low or (words[i - 1].lower() not in VERB_LEADS
                                          and OPERATIONS.get(low) not in TECHNICAL_OPERATIONS)):
        return None
    if i + 1 < len(words) and i not in breaks \
            and (phrasal := PHRASAL_OPERATIONS.get((low, words[i + 1].lower()))):
        return phrasal
    return OPERATIONS.get(low)


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


def compare(golden_text: str, candidate_text: str, *, golden_context: str = "",
            candidate_context: str = "") -> Drift:
    """Identifiers that differ between an aligned golden and candidate step, up to
    equivalence; a ``*_context`` text (steps merged in or split out) explains what it holds."""
    if golden_text == candidate_text:
        return Drift((), ())  # the same text: nothing to compare
    golden, candidate = identifiers(golden_text), identifiers(candidate_text)
    other_cand = f"{candidate_text} {candidate_context}"
    other_gold = f"{golden_text} {golden_context}"
    cand_all = candidate + identifiers(candidate_context)
    gold_all = golden + identifiers(golden_context)
    removed, fewer = _unexplained(golden, cand_all, other_cand, golden_text)
    added, more = _unexplained(candidate, gold_all, other_gold, candidate_text)
    removed, added = _drop_alike_operations(removed, added)
    tool_swaps = _tool_swaps(removed, added)
    removed, added = _drop_subsumed(removed), _drop_subsumed(added)
    replacements = []
    free = list(added) + more  # a name or number written once more may stand in for one
    for old in sorted(removed, key=lambda t: t.text):
        match = next((new for new in free if _replaces(old, new)), None)
        if match is not None:
            free.remove(match)
            if match in more:
                added.append(match)
            replacements.append((old.text, match.text))
    once_more = [t for t in free if t in more]
    free = [t for t in free if t not in more]
    for old in fewer:  # written once less, and a like name appears: one of them was replaced
        pool = free + [t for t in once_more if t.kind == old.kind and t.kind.startswith("number")]
        match = next((new for new in pool if _replaces(old, new)), None)
        if match is not None:  # size 3 -> size 2 beside "three replicas" and "min_size at 2"
            (free if match in free else once_more).remove(match)
            if match in more:
                added.append(match)
            removed.append(old)
            replacements.append((old.text, match.text))
    paired = {text for pair in replacements for text in pair}
    for old_tool, new_tool in tool_swaps:  # one tool for another, its subcommands shown or not
        if old_tool not in paired and new_tool not in paired:
            replacements.append((old_tool, new_tool))
    paired = {text for pair in replacements for text in pair}
    for old, new in _truncations(removed, candidate, golden, paired) \
            + [(b, a) for a, b in _truncations(added, golden, candidate, paired)]:
        replacements.append((old.text, new.text))
        for side, token in ((removed, old), (added, new)):
            if token not in side:
                side.append(token)
    paired = {text for pair in replacements for text in pair}
    for old, new in same_place(golden_text, candidate_text, removed, added, paired):
        replacements.append((old.text, new.text))
    paired = {text for pair in replacements for text in pair}
    removed, added = _drop_lone_short_constants(removed, paired), \
        _drop_lone_short_constants(added, paired)
    if not replacements and (edit := one_code_span_edited(golden_text, candidate_text)
                             or one_word_swapped(golden_text, candidate_text)):
        if edit.strong:  # a command, an operation, an identifier's shape, a setting's value
            replacements.append((edit.old, edit.new))
        removed = [*removed, Identifier("word", "word:" + edit.old, edit.old)]
        added = [*added, Identifier("word", "word:" + edit.new, edit.new)]
    return Drift(tuple(sorted({t.text for t in removed})), tuple(sorted({t.text for t in added})),
                 tuple(replacements))


def _unexplained(mine: list[Identifier], others: list[Identifier], other_text: str,
                 own_text: str) -> tuple[list[Identifier], list[Identifier]]:
    """Identifiers of one side the other side does not account for (as many times), and
    names the other side writes fewer times (a change only if a like name replaces one).
    A word of a code span or a tool the other side writes only in its prose, and less often,
    is one of those (``Pause the DAG: `airflow dags pause x` `` against ``Pause the DAG:
    `airflow dags unpause x` ``)."""
    counts = Counter(t.key for t in mine)
    other_counts = Counter(t.key for t in others)
    words = _words(other_text)
    components = {part for o in others for part in re.split(r"[-._/=:,]+", o.text.lower())
                  if part}
    result, fewer, seen = [], [], set()
    for token in mine:
        if token.key in seen:
            continue
        seen.add(token.key)
        if other_counts[token.key] >= counts[token.key]:
            continue
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
                and _explained(token, others, other_text, words, components):
            continue
        result.append(token)
    return result, fewer


def _value_mentions(text: str, key: str) -> int:
    """How often a bare number (key ``n:3``) stands in text, in digits or in words."""
    value = float(key.split(":", 1)[1])
    return sum(number_value(w) == value for w in plain_words(text))


_EXACT_KINDS = frozenset({"flag", "path", "host"})
_SEPARATORS = frozenset("-._/=:,")
_TRUNCATABLE = frozenset({"name", "code", "host", "path", "quoted", "flag"})


def _truncations(gone: list[Identifier], other: list[Identifier], own: list[Identifier],
                 paired: set[str]) -> list[tuple[Identifier, Identifier]]:
    """Identifiers only one side has, cut short on the other at a separator
    (``billing.invoices.dlq`` by ``billing.invoices``, ``orders_restore_test`` by ``orders``):
    the short one is written there as a name of its own, not as a part of the long one, so it
    replaces it. A later part alone (``AirportCode`` for ``airports.AirportCode``) is a
    qualified name written short, no truncation."""
    own_keys = {t.key for t in own}
    found = []
    for long in gone:
        if long.text in paired or long.kind not in _TRUNCATABLE:
            continue
        text = long.text.lower()
        for short in other:
            low = short.text.lower()
            if short.key not in own_keys and short.kind in _TRUNCATABLE \
                    and short.text not in paired and low != text \
                    and text.startswith(low) and text[len(low):len(low) + 1] in _SEPARATORS:
                found.append((long, short))
                paired |= {long.text, short.text}
                break
    return found


def _drop_alike_operations(removed: list[Identifier], added: list[Identifier]
                           ) -> tuple[list[Identifier], list[Identifier]]:
    """An operation only one side names against one the other side names that a rewording may
    write for it (pause it / stop it): neither is left to replace or be replaced by a third
    (resume it / bring it back, beside them)."""
    removed, added = list(removed), list(added)
    for old in [t for t in removed if t.kind == "op"]:
        match = next((t for t in added if t.kind == "op"
                      and operations_alike(old.key[3:], t.key[3:])), None)
        if match is not None:
            removed.remove(old)
            added.remove(match)
    return removed, added


def _tool_swaps(removed: list[Identifier], added: list[Identifier]
                ) -> list[tuple[str, str]]:
    """A tool only one side names replaced by one only the other names (``rsync`` by
    ``scp``, ``helm upgrade`` by ``kubectl apply``); one of them must be a tool by name or
    shape, not only by standing before a flag."""
    old = [t.text for t in removed if t.kind == "tool"]
    new = [t.text for t in added if t.kind == "tool"]
    return [(a, b) for a, b in zip(old, new, strict=False) if _named_tool(a) or _named_tool(b)]


def _capitalised(word: str) -> bool:
    letters = [ch for ch in word if ch.isalpha()]
    return bool(letters) and letters[0].isupper()


def _named_tool(word: str) -> bool:
    return word in KNOWN_TOOLS or word.endswith(("ctl", "-cli", ".sh"))


def _drop_lone_short_constants(items: list[Identifier], paired: set[str]) -> list[Identifier]:
    """A short all-caps word (``TLS``, ``API``) or a word of a closed class such as a
    boolean or a replication role counts only when it replaces another."""
    return [t for t in items if t.text in paired or (
        (t.kind != "constant" or len(t.text) >= SHORT_CONSTANT) and not paired_only(t.kind))]


def _drop_subsumed(items: list[Identifier]) -> list[Identifier]:
    """A tool alone is shown only when no longer command of it differs."""
    tools = {t.kind.split(":", 1)[1] for t in items if t.kind.startswith("command:")}
    return [t for t in items if not (t.kind == "tool" and t.text in tools)]


def _replaces(old: Identifier, new: Identifier) -> bool:
    """Whether ``new`` is a same-kind replacement of ``old`` (strong evidence)."""
    kinds = {old.kind, new.kind}
    if kinds == {"op"}:  # cordon by delete, enable by suspend; not freeze by stop
        return operations_conflict(old.key[3:], new.key[3:])
    if kinds == {"code"}:  # one word of a code span for another
        return True
    if kinds <= {"name", "code"}:  # weakly typed: the two must look alike
        return alike(old.text, new.text)
    if kinds == {"name", "constant"}:  # SIGHUP by SIGUSR1, BI_READER by PUBLIC: all-caps
        return old.text.isupper() and new.text.isupper()
    if kinds == {"code", "bool"}:  # chassis power soft -> chassis power off
        return True
    if kinds == {"name", "tool"}:  # a snake_case tool (pg_repack) by a tool named as one
        return _named_tool(old.text if old.kind == "tool" else new.text)
    if kinds == {"code", "tool"}:  # lsof by rm: the command of a code span
        return True
    if kinds <= {"name", "proper"}:  # a product by another: Alertmanager, PagerDuty, 1Password
        return _capitalised(old.text) and _capitalised(new.text)
    return old.kind == new.kind


def _explained(token: Identifier, others: list[Identifier], other_text: str,
              words: frozenset[str], components: set[str]) -> bool:
    """Written on the other side in another form: the same value with its unit, the same
    text in prose, a qualified name or command whose parts all stand there as words, a
    component of one of its identifiers, or an abbreviation of a word there."""
    plain = plain_text(other_text)
    if token.kind.startswith("number:"):
        value = token.key.split(":", 1)[1]
        if token.key in WORDED and words & WORDED[token.key]:
            return True  # 100% as "all", 0 as "empty"
        return any(o.kind.startswith("number:") and o.key.split(":", 1)[1] == value
                   for o in others) or mentions(plain.replace("-", " "), token.text) \
            or (token.kind == "number:" and any(number_value(w) == float(value) for w in words
                                                if not w[:1].isdigit()))  # 2 of 3: two of
    if token.kind == "op":  # any form of the group, wherever it stands (which revokes it)
        group = token.key[3:]
        return any(OPERATIONS.get(w) == group for w in words)
    if token.key in WORDED and words & WORDED[token.key]:
        return True  # a boolean as "enabled" / "off", twice for 2 times
    if token.kind == "bool" and len(token.text) <= 3:
        return False  # ON / OFF: the preposition "on" in prose is no boolean
    if token.kind in _EXACT_KINDS:  # -L is not -l; api.conf is not api.conf.bak
        if mentions_exactly(plain, token.text, case=token.kind == "flag"):
            return True
    elif mentions(plain, token.text):
        return True  # written again
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
        if low in components or (low.endswith("s") and low[:-1] in words) or low + "s" in words:
            return True  # a part of a name there, or the plural of one (vCPUs / vCPU)
        initial = token.text[:1].lower()  # an abbreviation starts with the word's letter
        return any(abbreviates(token.text, word) or abbreviates(word, token.text)
                   for word in _by_initial(words).get(initial, ()))
    return False


@lru_cache(maxsize=4096)
def _words(text: str) -> frozenset[str]:
    return frozenset(w for w in (clean(t).lower() for t in plain_text(text).split()) if w)


@lru_cache(maxsize=4096)
def _by_initial(words: frozenset[str]) -> dict[str, tuple[str, ...]]:
    """The words grouped by their first letter."""
    groups: dict[str, list[str]] = {}
    for word in words:
        groups.setdefault(word[0], []).append(word)
    return {initial: tuple(group) for initial, group in groups.items()}
