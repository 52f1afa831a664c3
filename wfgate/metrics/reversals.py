"""Operations reversed in a step written again, which no lexicon group names:

- a verb replaced by its reversing form (``Latch both doors`` -> ``Unlatch both doors``,
  ``Energise F-3`` -> ``De-energise F-3``, ``Arm the trip`` -> ``Disarm the trip``), ID419;
- a phrasal verb's particle turned round (``Run the pump down and lock it off`` -> ``Run the
  pump up and lock it on``, ``scale in`` -> ``scale out``), ID420;
- a wait given up (``Hold the load until the BI result is back`` -> ``Dispatch the load
  without waiting for the BI result``), ID421;
- two named things' opposite operations exchanged (``Open V-10A and close KV-11`` -> ``Close
  V-10A and open KV-11``): the same words, each on the other thing, ID422.

Each is read off the clauses' first words and what follows them, code spans left out, and
returned as ``(old, new)``: a strong same-place replacement for the tool/target-drift mode.
"""

from __future__ import annotations

import re

from .lexicon import Lexicon
from .roles import CODE_SPAN, changes_state
from .vocabulary import STOPWORDS

_CLAUSE = re.compile(r"[,;:.()]|\band\b|\bthen\b|\bbut\b|\bso\b")
_TOKEN = re.compile(r"[a-z][a-z0-9'’-]*[a-z0-9]|[a-z]")
# Prefixes that reverse a verb (un-latch, de-energise, dis-arm); ``de`` and ``dis`` only
# before an operation (display is no reversed play, dispatch no reversed patch).
_UNDOING = ("un", "de-", "de", "dis")
_ENDINGS = ("ing", "ed", "es", "s", "d")


def _clauses(text: str) -> list[list[str]]:
    """A step's clauses as word lists, lower case, code spans left out."""
    plain = CODE_SPAN.sub(" ", text.lower())
    return [found for part in _CLAUSE.split(plain) if (found := _TOKEN.findall(part))]


def _base(word: str) -> str:
    """A verb without its inflection (latched, latches, latching: latch)."""
    for ending in _ENDINGS:
        if len(word) - len(ending) >= 3 and word.endswith(ending):
            return word[:-len(ending)].removesuffix("e") if ending != "d" else word[:-1]
    return word.removesuffix("e")


def _heads(text: str) -> dict[str, str]:
    """The first word of each clause, uninflected, with the word as written."""
    return {_base(clause[0]): clause[0] for clause in _clauses(text)
            if clause[0] not in STOPWORDS}


# A clause may open with an adjective (``readable labels``): ``unreadable`` reverses no work.
_ADJECTIVE = re.compile(r"(?:able|ible|ful|ive|ous|al|ic|ent|ant|less)$")


def _reverses(plain: str, undone: str, lexicon: Lexicon) -> bool:
    """Whether ``undone`` is ``plain`` with a reversing prefix (both uninflected)."""
    for prefix in _UNDOING:
        if undone == prefix + plain and len(plain) >= 3 \
                and not _ADJECTIVE.search(plain) and not _ADJECTIVE.search(plain + "e"):
            return prefix == "un" or any(form in lexicon.operations or changes_state(form)
                                         for form in (plain, plain + "e", plain + "ise"))
    return False


def verb_reversed(golden_text: str, candidate_text: str, lexicon: Lexicon
                  ) -> tuple[str, str] | None:
    """A clause's verb replaced by its reversing form, or the reverse (``Latch`` ->
    ``Unlatch``), the golden's verb no longer opening any clause of the candidate."""
    gold, cand = _heads(golden_text), _heads(candidate_text)
    for old in sorted(gold.keys() - cand.keys()):
        for new in sorted(cand.keys() - gold.keys()):
            if _reverses(old, new, lexicon) or _reverses(new, old, lexicon):
                return gold[old], cand[new]
    return None


_TURNED = {"up": "down", "down": "up", "on": "off", "off": "on", "in": "out", "out": "in"}
# How far after its verb a particle may stand (``run secondary pump P-CHW-2B down``); ``in``
# and ``out`` are prepositions as often (``in the BMS``, ``out of group service``): as a
# particle only right after the verb or its object's first word, and not before ``of``.
_PARTICLE_REACH, _IN_OUT_REACH = 5, 2


def _phrasals(text: str) -> dict[tuple[str, str], set[str]]:
    """The (verb, particle) pairs a step's clauses open with (``lock it off``: lock, off),
    each with the words of its clauses."""
    found: dict[tuple[str, str], set[str]] = {}
    for clause in _clauses(text):
        verb = clause[0]
        if verb in STOPWORDS:
            continue
        for at, word in enumerate(clause[1:1 + _PARTICLE_REACH], start=1):
            if word not in _TURNED:
                continue
            if word in ("in", "out") and (at > _IN_OUT_REACH or clause[at + 1:at + 2] == ["of"]):
                continue
            found.setdefault((_base(verb), word), set()).update(clause)
            break
    return found


def particle_turned(golden_text: str, candidate_text: str) -> tuple[str, str] | None:
    """A phrasal verb of the golden (``run the pump down``) written with the opposite
    particle (``run the pump up``): the golden's own pair gone from the candidate, and its
    particle from the candidate's clause."""
    gold, cand = _phrasals(golden_text), _phrasals(candidate_text)
    for verb, particle in sorted(set(gold) - set(cand)):
        turned = (verb, _TURNED[particle])
        if turned in cand and turned not in gold and particle not in cand[turned]:
            return f"{verb} {particle}", f"{verb} {turned[1]}"
    return None


# A wait (``until the BI result is back``, ``once the soak is over``), and a wait given up.
_WAIT = re.compile(r"\b(?:until|till|once|after|pending|wait(?:s|ing)?\s+(?:for|on|until))\b")
_NO_WAIT = re.compile(r"\b(?:without\s+(?:first\s+)?waiting|not\s+waiting|no\s+need\s+to\s+wait"
                      r"|(?:do\s+not|don't|never)\s+wait|rather\s+than\s+wait(?:ing)?"
                      r"|instead\s+of\s+waiting|skip(?:ping)?\s+the\s+wait)\b")


def wait_dropped(golden_text: str, candidate_text: str) -> tuple[str, str] | None:
    """The golden step waits for something (``until the BI result is back``) and the
    candidate says it goes on without waiting (``without waiting for the BI result``), a
    thing the golden step says nowhere."""
    gold = CODE_SPAN.sub(" ", golden_text.lower())
    cand = CODE_SPAN.sub(" ", candidate_text.lower())
    wait, gone = _WAIT.search(gold), _NO_WAIT.search(cand)
    if wait is None or gone is None or _NO_WAIT.search(gold):
        return None
    return wait.group(0), gone.group(0)


_NAMED = re.compile(r"[a-z0-9][a-z0-9._/-]*\d[a-z0-9._/-]*|\d[a-z0-9._/-]*[a-z][a-z0-9._/-]*")
_WORDING = re.compile(r"[a-z0-9][a-z0-9._/'’-]*")
_REDONE = ("re-", "re")


def _operation_of(word: str, lexicon: Lexicon) -> str | None:
    """The operation group a word names, a ``re-`` prefix left off (``re-open``: open)."""
    if word in lexicon.operations:
        return lexicon.operations[word]
    for prefix in _REDONE:
        if word.startswith(prefix) and word[len(prefix):] in lexicon.operations:
            return lexicon.operations[word[len(prefix):]]
    return None


def _operated(text: str, lexicon: Lexicon) -> dict[str, tuple[str, str]]:
    """Each named thing of a step (a word with a digit: ``V-10A``, ``KV-11``) with the
    operation word nearest before it in its clause and that word's group (the first time it
    is named)."""
    found: dict[str, tuple[str, str]] = {}
    for part in _CLAUSE.split(text.lower().replace("`", " ")):
        verb: tuple[str, str] | None = None
        for word in _WORDING.findall(part):
            group = _operation_of(word, lexicon)
            if group is not None:
                verb = (word, group)
            elif verb is not None and _NAMED.fullmatch(word):
                found.setdefault(word, verb)
    return found


def operations_exchanged(golden_text: str, candidate_text: str, lexicon: Lexicon
                         ) -> tuple[str, str] | None:
    """Two named things whose opposite operations changed places (``Open V-10A and close
    KV-11`` -> ``Close V-10A and open KV-11``): each thing's operation in the candidate is
    the other's in the golden, and the two conflict (the lexicon's on / off sides, a
    destructive one, a distinct pair). A word-by-word comparison sees the same words."""
    gold, cand = _operated(golden_text, lexicon), _operated(candidate_text, lexicon)
    shared = sorted(gold.keys() & cand.keys())
    for i, first in enumerate(shared):
        (g1, k1), (c1, j1) = gold[first], cand[first]
        if k1 == j1 or not lexicon.conflict(k1, j1):
            continue
        for second in shared[i + 1:]:
            (_, k2), (_, j2) = gold[second], cand[second]
            if k2 == j1 and j2 == k1:
                return f"{g1} {first}", f"{c1} {first}"
    return None
