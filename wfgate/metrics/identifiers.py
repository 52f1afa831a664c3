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

from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from .aliases import written_alike
from .edits import one_code_span_edited, one_word_swapped, same_place
from .explain import (
    drop_alike_operations,
    drop_lone_short_constants,
    drop_product_names,
    drop_ranges_in_parts,
    drop_subsumed,
    drop_tools_said_by_product,
    unexplained,
)
from .extract import BOUNDS, extracted, identifiers, states_failure
from .lexicon import Lexicon
from .replace import kind_of, replaces, tool_swaps, truncations
from .rules import extract_rule
from .tokens import Identifier, plain_words
from .vocabulary import BUILTIN, DETERMINERS, KNOWN_TOOLS, STOPWORDS, abbreviates, mentions

__all__ = ["KNOWN_TOOLS", "Drift", "Identifier", "Replacement", "abbreviates", "compare",
           "compare_alike", "identifiers", "mentions"]


class Replacement(NamedTuple):
    """One identifier replaced by another: the texts, the kind it was judged as, and the
    code of the rule that paired them."""

    old: str
    new: str
    kind: str
    rule: str

    def to_dict(self) -> dict[str, str]:
        return {"old": self.old, "new": self.new, "kind": self.kind, "rule": self.rule}


@dataclass(frozen=True)
class Drift:
    """Identifiers present on one side of an aligned pair only, and which of them replace one
    another (same kind): a replacement is strong evidence, a removal or addition weak.
    ``pairs``: the replacements with their kinds and rules; ``rules``: the codes of the rules
    that found the identifiers and the replacements."""

    removed: tuple[str, ...]
    added: tuple[str, ...]
    replacements: tuple[tuple[str, str], ...] = ()
    pairs: tuple[Replacement, ...] = ()
    rules: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.removed or self.added)

    @property
    def strong(self) -> bool:
        return bool(self.replacements)

    def describe(self) -> str:
        old = ", ".join(f"`{t}`" for t in self.removed) or "nothing"
        new = ", ".join(f"`{t}`" for t in self.added) or "nothing"
        return f"{old} -> {new}"


NOTHING = Drift((), ())


def compare(golden_text: str, candidate_text: str, *, golden_context: str = "",
            candidate_context: str = "", lexicon: Lexicon | None = None,
            disabled: frozenset[str] = frozenset()) -> Drift:
    """Identifiers that differ between an aligned golden and candidate step, up to
    equivalence; a ``*_context`` text (steps merged in or split out) explains what it holds.
    ``lexicon``: what the comparison knows (default: the built-in one); ``disabled``: codes
    of switchable rules switched off. The pair is first written alike (ID206, ID207:
    :func:`.aliases.written_alike`), then compared by :func:`compare_alike`."""
    golden_text, candidate_text, golden_context, candidate_context = written_alike(
        golden_text, candidate_text, golden_context, candidate_context)
    return compare_alike(golden_text, candidate_text, golden_context=golden_context,
                         candidate_context=candidate_context, lexicon=lexicon,
                         disabled=disabled)


@lru_cache(maxsize=16384)
def compare_alike(golden_text: str, candidate_text: str, *, golden_context: str = "",
                  candidate_context: str = "", lexicon: Lexicon | None = None,
                  disabled: frozenset[str] = frozenset()) -> Drift:
    """:func:`compare` on a pair already written alike (:func:`.aliases.written_alike`).
    Memoised: the alignment's refinement and the findings ask about the same pairs."""
    if golden_text == candidate_text:
        return NOTHING  # the same text: nothing to compare
    lex = lexicon or BUILTIN
    golden, candidate = extracted(golden_text, lex), extracted(candidate_text, lex)
    other_cand = f"{candidate_text} {candidate_context}"
    other_gold = f"{golden_text} {golden_context}"
    cand_all = list(candidate + extracted(candidate_context, lex))
    gold_all = list(golden + extracted(golden_context, lex))
    removed, fewer = unexplained(list(golden), cand_all, other_cand, golden_text, lex)
    added, more = unexplained(list(candidate), gold_all, other_gold, candidate_text, lex)
    removed, added = drop_alike_operations(removed, added, lex)
    removed, added = drop_ranges_in_parts(removed, added, golden_text, other_cand)
    swaps = tool_swaps(removed, added, lex)
    removed, added = drop_subsumed(removed), drop_subsumed(added)
    pairs: list[Replacement] = []
    free = list(added) + more  # a name or number written once more may stand in for one
    for old in sorted(removed, key=lambda t: t.text):
        match = next((new for new in free if replaces(old, new, lex)), None)
        if match is not None:
            free.remove(match)
            if match in more:
                added.append(match)
            pairs.append(Replacement(old.text, match.text, kind_of(old, match), "ID301"))
    once_more = [t for t in free if t in more]
    free = [t for t in free if t not in more]
    for old in fewer:  # written once less, and a like name appears: one of them was replaced
        pool = free + [t for t in once_more if t.kind == old.kind and t.kind.startswith("number")]
        match = next((new for new in pool if replaces(old, new, lex)), None)
        if match is not None:  # size 3 -> size 2 beside "three replicas" and "min_size at 2"
            (free if match in free else once_more).remove(match)
            if match in more:
                added.append(match)
            removed.append(old)
            pairs.append(Replacement(old.text, match.text, kind_of(old, match), "ID302"))
    paired = {text for pair in pairs for text in pair[:2]}
    for old_tool, new_tool in swaps:  # one tool for another, its subcommands shown or not
        if old_tool not in paired and new_tool not in paired:
            pairs.append(Replacement(old_tool, new_tool, "tool", "ID303"))
    paired = {text for pair in pairs for text in pair[:2]}
    for old, new in truncations(removed, list(candidate), list(golden), paired) \
            + [(b, a) for a, b in truncations(added, list(golden), list(candidate), paired)]:
        pairs.append(Replacement(old.text, new.text, kind_of(old, new), "ID304"))
        for side, token in ((removed, old), (added, new)):
            if token not in side:
                side.append(token)
    paired = {text for pair in pairs for text in pair[:2]}
    for old, new in same_place(golden_text, candidate_text, removed, added, paired, lex):
        pairs.append(Replacement(old.text, new.text, kind_of(old, new), "ID305"))
    for pair in [p for p in pairs if _restated_bound(p, golden_text, candidate_text)
                 or _loose_on_other_things(p, golden_text, candidate_text, lex)]:
        pairs.remove(pair)  # must stay below 50 ms = at or above 50 ms is a fail
        removed = [t for t in removed if t.text != pair.old]
        added = [t for t in added if t.text != pair.new]
    paired = {text for pair in pairs for text in pair[:2]}
    removed = drop_lone_short_constants(removed, paired, lex)
    added = drop_lone_short_constants(added, paired, lex)
    both = [*golden, *candidate]
    removed = drop_product_names(removed, both, paired, lex)
    added = drop_product_names(added, both, paired, lex)
    removed = drop_tools_said_by_product(removed, added, list(candidate), paired)
    if not pairs and (edit := _edit(golden_text, candidate_text, lex, disabled)):
        code, word_edit = edit
        if word_edit.strong:  # a command, an operation, an identifier's shape, a setting's value
            pairs.append(Replacement(word_edit.old, word_edit.new, "word", code))
        removed = [*removed, Identifier("word", "word:" + word_edit.old, word_edit.old)]
        added = [*added, Identifier("word", "word:" + word_edit.new, word_edit.new)]
        rules = {code}
    elif not (removed or added or pairs):
        return NOTHING
    else:
        rules = set()
    rules |= {extract_rule(t.kind, lex.class_kinds) for t in (*removed, *added)
              if t.kind != "word"}
    rules |= {p.rule for p in pairs}
    return Drift(tuple(sorted({t.text for t in removed})), tuple(sorted({t.text for t in added})),
                 tuple((p.old, p.new) for p in pairs), tuple(pairs), tuple(sorted(rules)))


_OBJECT_WORDS = 5  # the words after a loose operation's verb read as what it acts on


def _loose_on_other_things(pair: Replacement, golden_text: str, candidate_text: str,
                           lex: Lexicon) -> bool:
    """A loose operation (``close``, ``shut``) replaced by its opposite acting on something
    else (``Close the bypass on line 2`` -> ``Open the main on line 2 so the bypass carries
    nothing``): the same change said through another thing, no swap. The opposite on the
    same thing (``Shut valve V-22`` -> ``Open V-22 fully``) stays."""
    if pair.kind != "op":
        return False
    old, new = (lex.operations.get(w.lower().split()[0]) for w in (pair.old, pair.new))
    if old not in lex.loose and new not in lex.loose:
        return False
    gold, cand = _acted_on(golden_text, pair.old), _acted_on(candidate_text, pair.new)
    if not gold or not cand:
        return False
    named = any(any(ch.isdigit() for ch in w) for w in (gold[0], cand[0]))
    return gold[0] != cand[0] and not (named and {gold[0], cand[0]} & set(gold) & set(cand))


def _acted_on(text: str, verb: str) -> list[str]:
    """The first two content words after a verb's first mention in a text: what it acts on
    (a name with a digit, ``V-22``, may stand for the noun it names)."""
    found = plain_words(text)
    head = verb.lower().split()[0]
    at = next((k for k, w in enumerate(found) if w == head), None)
    if at is None:
        return []
    return [w for w in found[at + 1:at + 1 + _OBJECT_WORDS]
            if w not in STOPWORDS and w not in DETERMINERS and len(w) > 1][:2]


def _restated_bound(pair: Replacement, golden_text: str, candidate_text: str) -> bool:
    """A bound replaced by its opposite where one side states when the check passes and the
    other when it fails (``must stay below 50 ms`` / ``at or above 50 ms is a fail``): the
    same bound (ID112)."""
    return pair.kind.startswith("contrast:") and pair.kind[9:] in BOUNDS \
        and states_failure(golden_text, pair.old) != states_failure(candidate_text, pair.new)


def _edit(golden_text: str, candidate_text: str, lex: Lexicon, disabled: frozenset[str]):
    """The edit stage: one code span's words edited (ID401), else one word swapped (ID402),
    each unless switched off; ``(code, edit)`` or None."""
    if "ID401" not in disabled and (edit := one_code_span_edited(golden_text, candidate_text)):
        return "ID401", edit
    if "ID402" not in disabled and (edit := one_word_swapped(golden_text, candidate_text, lex)):
        return "ID402", edit
    return None
