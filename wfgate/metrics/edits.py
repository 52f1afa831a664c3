"""Where two step texts differ, read as edits: identifiers written in the same place, a
step written again word for word but one, a command edited inside its code span. A rewording
rewrites a sentence; a surgical edit leaves it standing and changes what it does, which is
strong evidence of a swap whatever the kinds of the words involved."""

from __future__ import annotations

import difflib
import re
from typing import NamedTuple

from .extract import paperwork_verb
from .lexicon import Lexicon
from .quantities import UNITS, number_value, numbers
from .shapes import common_prefix, shape
from .tokens import STRIP, Identifier, clean, plain_words
from .vocabulary import (
    BUILTIN,
    DETERMINERS,
    GENERIC_MODIFIERS,
    PROSE_SYNONYMS,
    STOPWORDS,
    abbreviates,
    plain_text,
)

__all__ = ["WordEdit", "one_code_span_edited", "one_word_swapped", "plain_word", "same_place"]

# Nouns whose next word is the value they name: a one-word edit of it changes the setting
# (switchport mode access -> trunk, give user telemetry-ingest -> anonymous).
SETTING_NOUNS: frozenset[str] = BUILTIN.words["setting_nouns"]
# Function words whose opposite in a step written again changes what it does.
OPPOSITE_WORDS: frozenset[frozenset[str]] = BUILTIN.words["opposite_words"]
NEGATIONS: frozenset[str] = BUILTIN.words["negations"]


def same_place(golden_text: str, candidate_text: str, removed: list[Identifier],
               added: list[Identifier], paired: set[str], lexicon: Lexicon = BUILTIN
               ) -> list[tuple[Identifier, Identifier]]:
    """An identifier only the golden has and one only the candidate has, written in the same
    place of otherwise identical text (a word or up to three replaced by as many): whatever
    their kinds, one replaces the other (``wg0`` by ``eth0``, ``BI_READER`` by ``PUBLIC``).
    Words that count only as replacements (operations, booleans, roles) keep their own rule:
    delete and remove are one operation wherever they stand."""
    old_free = [t for t in removed if t.text not in paired and not lexicon.paired(t.kind)]
    new_free = [t for t in added if t.text not in paired and not lexicon.paired(t.kind)]
    if not old_free or not new_free:
        return []
    gold, cand = plain_words(golden_text), plain_words(candidate_text)
    found = []
    matcher = difflib.SequenceMatcher(None, gold, cand, autojunk=False)
    for tag, g1, g2, c1, c2 in matcher.get_opcodes():
        if tag != "replace" or g2 - g1 > 3 or c2 - c1 != g2 - g1:
            continue
        here_old, here_new = set(gold[g1:g2]), set(cand[c1:c2])
        old = next((t for t in old_free if set(plain_words(t.text)) & here_old), None)
        new = next((t for t in new_free if set(plain_words(t.text)) & here_new), None)
        if old is not None and new is not None:
            found.append((old, new))
            old_free.remove(old)
            new_free.remove(new)
    return found


class WordEdit(NamedTuple):
    """One word of a step written again replaced by another; ``strong``: evidence enough to
    fail the mode (an operation, an identifier's shape, a setting's value), else weak."""

    old: str
    new: str
    strong: bool


def one_word_swapped(golden_text: str, candidate_text: str, lexicon: Lexicon = BUILTIN
                     ) -> WordEdit | None:
    """The step written again word for word but one, replaced by an unrelated word: a
    surgical edit of what the step does (``switchport mode access`` -> ``trunk``, ``Revoke
    the tokens`` -> ``List the tokens``, ``Snapshot the volume`` -> ``Detach the volume``),
    not a rewording, which rewrites more than one word. At a clause's opening the old word
    must name an operation (a rewording changes an ordinary opening verb: go -> head). Not a
    function word, an adverb, a generic modifier (current / active), a synonym of ordinary
    prose (check / verify), an operation of the same group or a neighbour (freeze / stop), a
    number, an inflection or an abbreviation."""
    gold, cand = plain_text(golden_text).split(), plain_text(candidate_text).split()
    if len(gold) != len(cand):
        return None
    differ = [i for i, (a, b) in enumerate(zip(gold, cand, strict=True)) if a != b]
    if len(differ) != 1:
        return None
    at = differ[0]
    old_raw, new_raw = gold[at], cand[at]
    old, new = clean(old_raw).lower(), clean(new_raw).lower()
    if not old or not new or old == new or old_raw.strip(STRIP) != old_raw.strip(".,;:") \
            or new_raw.strip(STRIP) != new_raw.strip(".,;:"):
        return None  # punctuation moved, a quote or a bracket: another rule's business
    operations = lexicon.operations
    if frozenset((old, new)) in OPPOSITE_WORDS or _other_unit(old, new):
        return WordEdit(clean(old_raw), clean(new_raw), True)  # before / after, minute / second
    opening = at == 0 or gold[at - 1][-1] in ",;:.!?"
    if paperwork_verb(gold, at, lexicon):
        return None  # open a ticket -> file a ticket
    if (operations.get(old) in lexicon.loose or operations.get(new) in lexicon.loose) \
            and not (old in operations and new in operations
                     and lexicon.differ(operations[old], operations[new])):
        return None  # seal -> close, engage -> lock: a loose verb, only its opposite counts
    if opening and old not in operations:
        return None
    after_article = not opening and clean(gold[at - 1]).lower() in DETERMINERS
    if any(w in STOPWORDS or w in GENERIC_MODIFIERS or (w.endswith("ly") and "-" not in w)
           or number_value(w) is not None or numbers([w])[0] for w in (old, new)):
        return None
    if old in operations and new in operations \
            and not lexicon.differ(operations[old], operations[new]):
        return None
    stem = common_prefix(old, new)
    inflected = not old_raw.isupper() and not new_raw.isupper() \
        and len(stem) >= max(4, min(len(old), len(new)) - 2) \
        and not stem.endswith(_NAME_SEPARATORS)  # HTTPS, HTTP; not pagerduty-db, -platform
    if _same_synonyms(old, new) or abbreviates(old, new) or abbreviates(new, old) or inflected:
        return None
    if after_article and (old in operations or new in operations):
        return None  # the approved window: a participle as an adjective, not the operation
    setting_value = not opening and clean(gold[at - 1]).lower() in SETTING_NOUNS
    old_word, new_word = clean(old_raw), clean(new_raw)
    return WordEdit(old_word, new_word,
                    setting_value or not _plain_pair(old_word, new_word, lexicon))


def _other_unit(old: str, new: str) -> bool:
    """Two units of one dimension: minute -> second, GB -> TB."""
    return old in UNITS and new in UNITS and UNITS[old][0] == UNITS[new][0] \
        and UNITS[old][1] != UNITS[new][1]


def plain_word(word: str, lexicon: Lexicon = BUILTIN) -> bool:
    """An ordinary word: letters only (or an English compound such as low-traffic), no
    identifier shape, no closed class, no operation. A one-word edit between two of them
    (summary / recap, stale / obsolete, but also access / trunk) is as often a rewording's
    synonym as a swap: weak evidence, a judge's call, where a one-word edit that touches an
    operation (Revoke -> List), an identifier-shaped word (SFTP -> FTP) or the value of a
    named setting (``mode access`` -> ``mode trunk``) is strong."""
    low = word.lower()
    return shape(word, lexicon) is None and low not in lexicon.closed_classes \
        and low not in lexicon.operations and low not in lexicon.environments \
        and low not in UNITS and low not in STOPWORDS


def _plain_pair(old: str, new: str, lexicon: Lexicon) -> bool:
    """Two ordinary words (:func:`plain_word`); two hyphenated words are names of a kind, not
    prose (``volatile-lru`` / ``allkeys-lru``, ``dba-oncall`` / ``frontend-oncall``)."""
    if "-" in old and "-" in new:
        return False
    return plain_word(old, lexicon) and plain_word(new, lexicon)


_CODE_SPAN = re.compile(r"`([^`]*)`")
# Where a name's parts meet: two names alike up to one are siblings, not inflections.
_NAME_SEPARATORS = ("-", "_", ".", "/", ":")


def one_code_span_edited(golden_text: str, candidate_text: str) -> WordEdit | None:
    """The step written again character for character outside its code spans, one span
    changed by replacing words (``COUNT(DISTINCT order_id)`` -> ``COUNT(order_id)``) or by a
    negation added or dropped (``IS NULL`` -> ``IS NOT NULL``): the command edited, not the
    step reworded. Other words only added or only removed (a flag added) are weaker evidence,
    left to the other rules."""
    gold_spans, cand_spans = _CODE_SPAN.findall(golden_text), _CODE_SPAN.findall(candidate_text)
    if len(gold_spans) != len(cand_spans) or not gold_spans \
            or " ".join(_CODE_SPAN.sub("`", golden_text).split()) \
            != " ".join(_CODE_SPAN.sub("`", candidate_text).split()):
        return None
    changed = [(a, b) for a, b in zip(gold_spans, cand_spans, strict=True)
               if " ".join(a.split()) != " ".join(b.split())]
    if len(changed) != 1:
        return None
    old, new = changed[0][0].split(), changed[0][1].split()
    edits = [op for op in difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes()
             if op[0] != "equal"]
    touched = {w.lower() for tag, g1, g2, c1, c2 in edits for w in old[g1:g2] + new[c1:c2]}
    if all(op[0] == "replace" for op in edits) or (touched and touched <= NEGATIONS):
        return WordEdit(*changed[0], True)  # IS NULL -> IS NOT NULL: a negation added
    return None


def _same_synonyms(a: str, b: str) -> bool:
    return any(a in group and b in group for group in PROSE_SYNONYMS)


