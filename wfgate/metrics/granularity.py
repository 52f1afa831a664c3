"""Changes of granularity: a golden step split into consecutive candidate steps (the mirror of
a merge, harmless by itself), and a step written twice (a finding of its own).

A *split*: two or three candidate steps, consecutive (adjacent in the listing, or each a direct
successor of the one before: a regeneration may list a parallel step between the halves) and
each preceding the next, that together cover one golden step's content, in order. Each half
must take its words from the golden step (at least half of its content words, and a part of
the golden step no other half covers), so a half that also adds an action is not a half: it
stays an added step.
The halves are steps the one-to-one matching left without a partner as alike as
``merge_similarity``, or the golden step's own partner. Halves each at least
``merge_similarity`` alike to the golden step may share fewer of its words (a regeneration
that splits a step and rewords the halves). Polling a state is waiting for it (``Poll the
backup until it reads SUCCEEDED`` beside ``... and wait until it shows SUCCEEDED``).

A reworded split often keeps one half close to the golden step (its partner in the matching,
and the candidate step most alike it but those another golden step holds as closely) and writes
the rest loosely (``The hard-limit alert has to
fire on both``): beside such a partner, a loose half is one when it takes at least
``REMAINDER_FROM_GOLDEN`` of its words from the golden step and covers at least
``REMAINDER_COVER`` (and two words) of what the partner leaves out; its values (a host, a
number) must stand in the golden workflow, and a step as alike the golden step as ``tau`` is
the step written twice (``click[buy now]`` / ``click on Buy Now``), no half. Where the words
alone leave it open (the half words what the partner left out its own way: ``Send it as a
single request so the alias flips atomically``), the meaning decides, when the encoder is at
hand: the partner and the half *together* must be more alike the golden step than any one
candidate step is (their text embedded as one), the half must bring back at least one word the
partner left out (an operation of the lexicon by any word of its group: ``restart`` for
``reboot``), and together they must neither replace an identifier of the golden step nor
turn it destructive (a half that adds an action stays an added step). Two loose halves need
no left-out words: one that says again in prose what the partner's command says (``Dump
mirthdb from pgdb-01 as user mirth`` beside ``pg_dump -h pgdb-01 -U mirth mirthdb``), and one
that brings back a name of the golden step the partner left out (one target per half); with
the same limits, and neither may share more words with a golden step left without a partner
(it is that step reworded). A half may also be the golden step's gate alone (``If either
check fails, the request stops there.``), where the partner no longer gates: a condition that
changes nothing and brings no value. And where the partner keeps the golden step's command, a
half may say in prose alone what the step does (``Move the remaining clinics to API submission
next.``): as alike the golden step as ``merge_similarity`` and more alike it than any other,
with no value, name or operation the golden step lacks; or it may open with the command's own
verb (``Forget snapshots by the new policy, leaving the data in place.`` beside ``... is
`restic -r URL forget --keep-daily 14` ``), naming nothing the golden step lacks. Without a
command, a second step that says the same is the action done twice, no half.

A *duplicate*: a candidate step written again word for word (case, punctuation and spacing
aside) more often than the golden writes it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache
from itertools import pairwise

import numpy as np

from ..alignment import Alignment, Duplicate, Split
from ..workflow import Workflow
from .crossings import uncross
from .identifiers import compare
from .operations import destructive_shift
from .roles import changes_state, gates
from .vocabulary import OPERATIONS

# Text -> its unit-length embedding (the run's encoder); what the meaning test of a loose
# split half asks (module docstring).
Embed = Callable[[str], np.ndarray]


def _vocab(text: str) -> frozenset[str]:
    """A word list written as one string (one word per space)."""
    return frozenset(text.split())


_WORD = re.compile(r"[a-z0-9]+")
_FILLER = _vocab("""
a an the to of in on at for and or then it its from with by into is are be if as that this
these those each every all any both same over through via using use run step steps also so
than there their them they again next first now afterwards after before once when while
until till unless more further
""")
# Idioms that say "watch" (``keep an eye on the first backup night``).
_WATCH_IDIOM = re.compile(r"\bkeep(?:s|ing)? (?:an eye|tabs|watch) on\b")
# Polling a state is waiting for it (``Poll the backup until its state reads SUCCEEDED``).
_POLL = re.compile(r"\bpoll(?:s|ed|ing)?\b")
# Idioms that say "review" (``walk the DPO through those numbers``, ``go through the diff``).
_REVIEW_IDIOM = re.compile(r"\b(?:walk|walks|walked|walking|talk|talks|talked|talking|go|goes"
                           r"|going|went)\s+((?:[a-z0-9-]+\s+){0,3}?)through\b"
                           r"|\b(?:read|reads|reading)\s+((?:[a-z0-9-]+\s+){0,3}?)"
                           r"through\b(?!\s+(?:the|a|an|its|their)\b)")
# A code span, a flag, a number or a path: what a half must not bring in from nowhere.
_VALUE = re.compile(r"`[^`]+`|(?<![\w-])--?[a-z][\w-]*|\d[\d.,:%]*|\b[\w.-]+/[\w./-]+")

MAX_HALVES = 3
COVER_ALL = 0.7  # the halves together: at least this share of the golden step's content words
FROM_GOLDEN = 0.5  # each half: at least this share of its own content words from the golden
# Reworded halves (a regeneration splits and rewords at once): each half at least
# merge_similarity alike to the golden step lets the word shares fall to these.
REWORDED_COVER_ALL, REWORDED_FROM_GOLDEN = 0.5, 0.3
# A loose half beside a close partner (module docstring).
REMAINDER_FROM_GOLDEN, REMAINDER_COVER = 0.25, 0.4
# A half that says again in prose what its partner's command says: this share of its words
# from the golden step, and this many words from the partner's code.
RESTATE_FROM_GOLDEN, RESTATE_CODE_WORDS = 0.6, 3
# A golden token that names one thing (parts joined by a hyphen, dot, colon or underscore, or
# letters and digits together: ``stby-bootflash:``, ``db-2``, ``sup2``): a half that brings
# back one the partner left out is one.
_NAME = re.compile(r"(?<![\w.:-])(?:[a-z0-9]+(?:[-_.:][a-z0-9]+)+|[a-z]+\d\w*|\d+[a-z]\w*)")


def names(text: str) -> frozenset[str]:
    """The names a step's text holds, lower case: parts joined by a hyphen, dot, colon or
    underscore, or letters and digits together (``crdb-08``, ``db-2``, ``sup2``)."""
    return frozenset(_NAME.findall(text.lower()))


def refine(alignment: Alignment, golden: Workflow, candidate: Workflow,
           merge_similarity: float, embed: Embed | None = None) -> Alignment:
    """The alignment with crossed partners exchanged (:mod:`.crossings`) and its splits and
    duplicates (what every metric after it reads); ``embed``, when given, lets the meaning
    decide a loose split half (module docstring)."""
    alignment = uncross(alignment, golden, candidate, merge_similarity)
    return replace(alignment,
                   splits=find_splits(alignment, golden, candidate, merge_similarity, embed),
                   duplicates=find_duplicates(golden, candidate))


@lru_cache(maxsize=16384)
def content_words(text: str) -> frozenset[str]:
    """A step's content words, lower case, reduced to a rough stem (a plural ``s``, ``ing``
    and ``ed`` dropped: ``touching`` and ``touched`` are one word)."""
    found = set()
    plain = _REVIEW_IDIOM.sub(lambda m: f" review {m.group(1) or m.group(2) or ''} ",
                              _WATCH_IDIOM.sub(" watch ", text.lower()))
    plain = _POLL.sub(" wait ", plain)
    for word in _WORD.findall(plain):
        if word in _FILLER:
            continue
        found.add(_stem(word))
    return frozenset(found)


def _stem(word: str) -> str:
    """A rough stem: ``-ment(s)`` of a long word, ``-ing``, ``-ed`` or a plural ``s`` (not
    ``ss``) dropped, then a final ``e`` (``change``, ``changes``, ``changed`` and
    ``changing`` are one word; ``acknowledgement`` and ``acknowledged`` too) and, after
    ``-ing`` or ``-ed``, a doubled last consonant (``stopped`` is ``stop``)."""
    ment = re.search(r"ments?$", word)
    if ment is not None and ment.start() > 5:
        base = word[:ment.start()]  # replacement, deployments (not document, equipment)
    elif len(word) > 5 and word.endswith("ing"):
        base = _undouble(word[:-3])
    elif len(word) > 4 and word.endswith("ed"):
        base = _undouble(word[:-2])
    else:
        plural = len(word) > 3 and word.endswith("s") and not word.endswith("ss")
        base = word[:-1] if plural else word
    return base[:-1] if len(base) > 4 and base.endswith("e") else base


def _undouble(base: str) -> str:
    """``stopp`` -> ``stop``, but ``fill`` and ``pass`` stay (as a word's own ending)."""
    return base[:-1] if len(base) > 3 and base[-1] == base[-2] and base[-1] not in "lsz" \
        else base


@lru_cache(maxsize=16384)
def _prose_words(text: str) -> frozenset[str]:
    """Content words outside code spans, flags and paths (a path's words say little)."""
    return content_words(_VALUE.sub(" ", text))


@lru_cache(maxsize=16384)
def _values(text: str) -> frozenset[str]:
    return frozenset(v.strip("`").lower().rstrip(".,:;") for v in _VALUE.findall(text.lower()))


def _new_values(half: str, golden: str) -> bool:
    """Whether a half brings a value (code, flag, number, path) the golden step lacks."""
    known = _values(golden)
    plain = golden.lower()
    return any(v not in known and v not in plain for v in _values(half))


def find_splits(alignment: Alignment, golden: Workflow, candidate: Workflow,
                merge_similarity: float, embed: Embed | None = None) -> tuple[Split, ...]:
    """Every split (module docstring), each candidate step in one at most, longest-covering
    first in golden order."""
    partner = {g: p for g, p in alignment.assignment
               if float(alignment.similarity[g, p]) >= merge_similarity}
    owner = {p: g for g, p in partner.items()}
    loose = [p for p in range(len(candidate)) if p not in owner]
    if not loose:
        return ()
    after = candidate.descendants()
    used: set[int] = set()
    split_golden: set[int] = set()
    found: list[Split] = []
    for run in _runs(candidate, set(loose)):
        if used & set(run):
            continue
        if any(q not in after[p] for p, q in pairwise(run)):
            continue  # the halves must run one after another
        owners = {owner[p] for p in run if p in owner}
        if len(owners) > 1:
            continue
        choices = owners or {g for g in range(len(golden)) if g not in partner}
        best = None
        for g in sorted(choices):
            if g in split_golden:
                continue
            halves = [candidate.steps[p].text for p in run]
            cover = _cover(golden.steps[g].text, halves)
            if cover is None and all(float(alignment.similarity[g, p]) >= merge_similarity
                                     for p in run):
                cover = _cover(golden.steps[g].text, halves, REWORDED_COVER_ALL,
                               REWORDED_FROM_GOLDEN)
            if cover is None and owners:
                cover = _remainder_cover(g, run, alignment, golden, candidate)
            if cover is None and owners and embed is not None:
                cover = _meaning_cover(g, run, alignment, golden, candidate, embed)
            if cover is None and owners:
                cover = _restating_cover(g, run, alignment, golden, candidate, partner)
            if cover is None and owners:
                cover = _gate_cover(g, run, alignment, golden, candidate)
            if cover is None and owners:
                cover = _echo_cover(g, run, alignment, golden, candidate, merge_similarity)
            if cover is None and owners:
                cover = _verb_cover(g, run, alignment, golden, candidate, partner)
            if cover is not None and (best is None or cover > best[0]):
                best = (cover, g)
        if best is not None:
            found.append(Split(best[1], run))
            used |= set(run)
            split_golden.add(best[1])
    return tuple(sorted(found, key=lambda s: s.golden))


def _runs(candidate: Workflow, loose: set[int]) -> list[tuple[int, ...]]:
    """Runs of 2 or 3 consecutive candidate positions holding a loose step, longest first:
    adjacent in the listing, or a chain of direct edges (the halves of a split with a parallel
    step listed between them)."""
    size = len(candidate)
    children: list[list[int]] = [[] for _ in range(size)]
    for a, b in candidate.index_edges():
        children[a].append(b)
    runs: list[tuple[int, ...]] = []
    seen: set[tuple[int, ...]] = set()
    for length in range(MAX_HALVES, 1, -1):
        found = [tuple(range(start, start + length)) for start in range(size - length + 1)]
        for start in range(size):
            chains: list[tuple[int, ...]] = [(start,)]
            for _ in range(length - 1):
                chains = [(*c, q) for c in chains for q in sorted(children[c[-1]])]
            found.extend(chains)
        for run in sorted(found):
            if len(run) == length and run not in seen and loose & set(run):
                seen.add(run)
                runs.append(run)
    return runs


def _cover(golden_text: str, halves: list[str], cover_all: float = COVER_ALL,
           from_golden: float = FROM_GOLDEN) -> float | None:
    """How much of the golden step the halves cover together, or None when they are no split
    of it (module docstring; ``cover_all`` and ``from_golden`` the two word shares)."""
    whole = content_words(golden_text)
    if len(whole) < 2:
        return None
    prose = _prose_words(golden_text)
    union: set[str] = set()
    parts, prose_parts = [], []
    for half in halves:
        own = content_words(half)
        shared = own & whole
        if not own or len(shared) / len(own) < from_golden or _new_values(half, golden_text):
            return None
        parts.append(shared)
        prose_parts.append(_prose_words(half) & prose)
        union |= shared
    for i, (part, prose_part) in enumerate(zip(parts, prose_parts, strict=True)):
        others = set().union(*(p for j, p in enumerate(parts) if j != i))
        prose_others = set().union(*(p for j, p in enumerate(prose_parts) if j != i))
        if not part - others and not prose_part - prose_others:
            return None  # this half adds nothing of the golden step the others lack
    cover = len(union) / len(whole)
    return cover if cover >= cover_all else None


# What a loose half is read beside: the partner, the golden step's content words, those the
# partner leaves out, and each other half's content words.
_Beside = tuple[int, frozenset[str], frozenset[str], list[frozenset[str]]]


def _beside_partner(g: int, run: tuple[int, ...], alignment: Alignment, golden: Workflow,
                    candidate: Workflow) -> _Beside | None:
    """For a run that holds the partner of golden step ``g``: the partner, the golden step's
    content words, those the partner leaves out (or keeps only inside a command), and each
    other half's content words; None when the run holds no partner of ``g`` or a half is
    empty, brings a value the golden workflow lacks, or is as alike the golden step as
    ``tau`` (the step written twice)."""
    partner = next((p for p in run if (g, p) in alignment.assignment), None)
    if partner is None:
        return None
    whole = content_words(golden.steps[g].text)
    known = " ".join(golden.texts).lower()
    halves = []
    for p in run:
        if p == partner:
            continue
        half = candidate.steps[p].text
        own = content_words(half)
        if not own or any(v not in known for v in _values(half)) \
                or float(alignment.similarity[g, p]) >= alignment.tau:
            return None
        halves.append(own)
    kept = candidate.steps[partner].text
    golden_text = golden.steps[g].text
    # what the partner leaves out, and what it keeps only inside a command (the golden's
    # "in inactive state" beside its own `--state inactive`): a half may say it in prose
    left_out = (whole - content_words(kept)) | (_prose_words(golden_text) - _prose_words(kept))
    return partner, whole, left_out, halves


def _beside_close_partner(g: int, run: tuple[int, ...], alignment: Alignment,
                          golden: Workflow, candidate: Workflow) -> _Beside | None:
    """:func:`_beside_partner`, where the partner is also the candidate step most alike the
    golden step, leaving aside a candidate step whose own partner is as alike it as ``tau``
    or at least as alike it as golden step ``g`` (``Drain the nodes in zone b`` beside the
    golden's zone-c step written word for word)."""
    beside = _beside_partner(g, run, alignment, golden, candidate)
    if beside is None:
        return None
    row = alignment.similarity[g]
    taken = {p: float(alignment.similarity[h, p]) for h, p in alignment.assignment if h != g}
    rivals = [p for p in range(len(candidate)) if p != beside[0]
              and taken.get(p, -1.0) < min(float(row[p]), alignment.tau)]
    if any(float(row[p]) > float(row[beside[0]]) for p in rivals):
        return None
    return beside


def _remainder_cover(g: int, run: tuple[int, ...], alignment: Alignment, golden: Workflow,
                     candidate: Workflow) -> float | None:
    """A split of golden step ``g`` into its close partner and loose halves beside it
    (module docstring), scored by the partner's similarity; None when it is none."""
    beside = _beside_close_partner(g, run, alignment, golden, candidate)
    if beside is None:
        return None
    partner, whole, left_out, halves = beside
    for i, own in enumerate(halves):
        covered = own & left_out
        if len(own & whole) / len(own) < REMAINDER_FROM_GOLDEN or len(covered) < 2 \
                or not covered - set().union(*(h for j, h in enumerate(halves) if j != i)):
            return None
    if len(set().union(*halves) & left_out) / len(left_out) < REMAINDER_COVER:
        return None
    if len(halves) > 1 and not _does_the_step(golden.steps[g].text,
                                              " ".join(candidate.steps[p].text for p in run)):
        return None  # two loose halves: each its own part, together doing the step
    return float(alignment.similarity[g, partner])


def _meaning_cover(g: int, run: tuple[int, ...], alignment: Alignment, golden: Workflow,
                   candidate: Workflow, embed: Embed) -> float | None:
    """A split of golden step ``g`` into its partner and loose halves that the meaning
    decides (module docstring): the similarity of the run's text to the golden step, or
    None when it is none."""
    beside = _beside_partner(g, run, alignment, golden, candidate)
    if beside is None:
        return None
    _, whole, left_out, halves = beside
    if any(len(own & whole) / len(own) < REMAINDER_FROM_GOLDEN
           or not (own & left_out or _operations(own) & _operations(left_out))
           for own in halves):
        return None
    text = golden.steps[g].text
    joined = " ".join(candidate.steps[p].text for p in run)
    if compare(text, joined).strong or destructive_shift(text, joined) is not None:
        return None  # together they change what the golden step does: no split of it
    together = float(np.dot(embed(text), embed(joined)))
    return together if together > float(alignment.similarity[g].max()) else None


def _restating_cover(g: int, run: tuple[int, ...], alignment: Alignment, golden: Workflow,
                     candidate: Workflow, matched: dict[int, int]) -> float | None:
    """A split of golden step ``g`` into its partner and halves that either say again in prose
    what the partner's command says (``Dump mirthdb from pgdb-mirth-01 as user mirth`` beside
    the ``pg_dump`` command) or bring back a name of the golden step the partner left out (one
    target per half: ``Put the same image on stby-bootflash: too``); scored by the partner's
    similarity, None when it is none. Together the halves must neither replace an identifier
    of the golden step, turn it destructive nor name an operation it lacks, and no half may
    share more words with a golden step left without a partner (it is that step reworded)."""
    beside = _beside_close_partner(g, run, alignment, golden, candidate)
    if beside is None:
        return None
    partner, whole, _, halves = beside
    text = golden.steps[g].text
    code = content_words(" ".join(_VALUE.findall(candidate.steps[partner].text)))
    names = set(_NAME.findall(text.lower())) \
        - set(_NAME.findall(candidate.steps[partner].text.lower()))
    unmatched = [content_words(golden.steps[h].text) for h in range(len(golden))
                 if h not in matched]
    for p, own in zip((p for p in run if p != partner), halves, strict=True):
        shared = own & whole
        half = candidate.steps[p].text.lower()
        restates = len(shared) / len(own) >= RESTATE_FROM_GOLDEN \
            and len(shared & code) >= RESTATE_CODE_WORDS
        restores = len(shared) / len(own) >= REMAINDER_FROM_GOLDEN \
            and any(re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", half) for n in names)
        if not (restates or restores) \
                or any(len(own & other) >= len(shared) for other in unmatched):
            return None
    if not _does_the_step(text, " ".join(candidate.steps[p].text for p in run)):
        return None
    return float(alignment.similarity[g, partner])


def _gate_cover(g: int, run: tuple[int, ...], alignment: Alignment, golden: Workflow,
                candidate: Workflow) -> float | None:
    """A split of golden step ``g`` whose condition moved into a step of its own (``...; stop
    if it is not`` -> ``If either check fails, the request stops there.``): the golden step
    gates the work after it, its partner no longer does, and each other half is that gate
    alone (a condition that changes nothing and brings no value); scored by the partner's
    similarity, None when it is none."""
    beside = _beside_close_partner(g, run, alignment, golden, candidate)
    if beside is None:
        return None
    partner = beside[0]
    if not gates(golden.steps[g].text) or gates(candidate.steps[partner].text):
        return None
    for p in run:
        half = candidate.steps[p].text
        if p != partner and (not gates(half) or changes_state(half) or _values(half)):
            return None
    return float(alignment.similarity[g, partner])


def _echo_cover(g: int, run: tuple[int, ...], alignment: Alignment, golden: Workflow,
                candidate: Workflow, merge_similarity: float) -> float | None:
    """A split of golden step ``g`` whose command its close partner keeps, beside halves
    that only say in prose what the step does (``Move the remaining clinics to API submission
    next.`` before ``That is 35 clinics, all in one go: `regctl clinics set-feed --group wave1
    --mode api```): each such half carries no code, is at least ``merge_similarity`` alike
    the golden step and more alike it than any other golden step, and names nothing the
    golden step does not (no value, no name); together they neither replace an identifier,
    turn the step destructive nor name an operation it lacks. Scored by the partner's
    similarity, None when it is none. (Without a command to hold on to, a second step that
    says the same is the action done twice: ``click[buy now]`` then ``click on "Buy Now"``.)"""
    beside = _beside_close_partner(g, run, alignment, golden, candidate)
    if beside is None:
        return None
    partner = beside[0]
    text = golden.steps[g].text
    if "`" not in text or "`" not in candidate.steps[partner].text \
            or any("`" in candidate.steps[p].text for p in run if p != partner):
        return None
    names = {_flat(n) for n in _NAME.findall(text.lower())}
    for p in run:
        if p == partner:
            continue
        column = alignment.similarity[:, p]
        alike = float(column[g])
        if alike < merge_similarity or int(column.argmax()) != g \
                or _new_values(candidate.steps[p].text, text) \
                or any(_flat(n) not in names
                       for n in _NAME.findall(candidate.steps[p].text.lower())):
            return None
    if not _does_the_step(text, " ".join(candidate.steps[p].text for p in run)):
        return None
    return float(alignment.similarity[g, partner])


# A command's own words past the tool's name (its subcommand, ``forget`` in ``restic -r URL
# forget --keep-daily 14``), not a flag, a path or a number.
_COMMAND_WORD = re.compile(r"^[a-z][a-z]{2,}$")


def _command_words(text: str) -> set[str]:
    """The stems of the words of ``text``'s code spans that can name what the command does:
    alphabetic, not its first word (the tool), not a flag."""
    words: set[str] = set()
    for span in re.findall(r"`([^`]+)`", text.lower()):
        words |= {_stem(w) for w in span.split()[1:] if _COMMAND_WORD.match(w)}
    return words


def _verb_cover(g: int, run: tuple[int, ...], alignment: Alignment, golden: Workflow,
                candidate: Workflow, matched: dict[int, int]) -> float | None:
    """A split of golden step ``g`` whose close partner keeps its command, beside a half that
    says what the command does by the command's own verb (``Forget snapshots by the new
    policy, leaving the data in place.`` before ``The command, with no prune, is `restic -r
    URL forget --keep-daily 14```): the half opens with that verb, names no other operation
    the step lacks, carries no code, value or name the golden step lacks, and shares no more
    words with a golden step left without a partner; together they neither replace an
    identifier nor turn the step destructive. Scored by the partner's similarity, None when
    it is none."""
    beside = _beside_close_partner(g, run, alignment, golden, candidate)
    if beside is None:
        return None
    partner, whole, _, halves = beside
    text, kept = golden.steps[g].text, candidate.steps[partner].text
    verbs = _command_words(text) & _command_words(kept)
    names = {_flat(n) for n in _NAME.findall(text.lower())}
    unmatched = [content_words(golden.steps[h].text) for h in range(len(golden))
                 if h not in matched]
    for p, own in zip((p for p in run if p != partner), halves, strict=True):
        half = candidate.steps[p].text
        words = _WORD.findall(half.lower())
        # past its opening verb, a plural is a thing (``Forget snapshots``), no operation
        acts = _operations(frozenset(_stem(w) for w in words[1:] if not w.endswith("s")))
        if "`" in half or not words or _stem(words[0]) not in verbs \
                or acts - _text_operations(text) - _operations(frozenset(verbs)) \
                or _new_values(half, text) \
                or any(_flat(n) not in names for n in _NAME.findall(half.lower())) \
                or any(len(own & other) >= max(1, len(own & whole)) for other in unmatched):
            return None
    joined = " ".join(candidate.steps[p].text for p in run)
    if compare(text, joined).strong or destructive_shift(text, joined) is not None:
        return None
    return float(alignment.similarity[g, partner])


def _does_the_step(text: str, joined: str) -> bool:
    """Whether halves read as one text (``joined``) still do golden step ``text``: they
    replace none of its identifiers, do not turn it destructive and name no operation it
    lacks."""
    return not (compare(text, joined).strong or destructive_shift(text, joined) is not None
                or _text_operations(joined) - _text_operations(text))


def _flat(name: str) -> str:
    """A name without its joiners (``RO-4`` and ``RO4`` are one)."""
    return re.sub(r"[-_.:]", "", name)


# "Start" or "begin" before a gerund or a first target (``start recertifying``, ``begin with
# BSC-1``): the order of the work, no operation of its own.
_ASPECT = re.compile(r"\b(?:start|starts|started|starting|begin|begins|began|beginning)\s+"
                     r"(?=(?:[a-z]+ing|with|by)\b)")


def _text_operations(text: str) -> set[str]:
    """The lexicon's operation groups a text names, by its words and their stems (an aspect
    verb before a gerund or a first target aside)."""
    plain = _ASPECT.sub(" ", text.lower())
    words = frozenset(_WORD.findall(plain))
    return _operations(words) | _operations(content_words(plain))


def _operations(stems: frozenset[str]) -> set[str]:
    """The lexicon's operation groups a set of content words names (``restart`` and
    ``reboot`` are one): a half that says the left-out operation with a synonym brings it
    back."""
    return {OPERATIONS[w] for w in stems if w in OPERATIONS}


def merge_target(alignment: Alignment, golden: Workflow, candidate: Workflow, g: int,
                  merge_similarity: float) -> int | None:
    """The candidate step most alike a golden step, when it is alike enough to hold it and,
    where that step already carries another golden step, it also holds what tells the two
    golden steps apart (``wave 2`` is not merged into the ``wave 1`` step)."""
    if not alignment.n_candidate:
        return None
    p = int(alignment.similarity[g].argmax())
    if float(alignment.similarity[g, p]) < merge_similarity or p in alignment.split_halves():
        return None
    words = content_words(golden.steps[g].text)
    target = content_words(candidate.steps[p].text)
    if not words or len(words & target) / len(words) < 0.5:
        return None
    owner = next((h for h, q in alignment.assignment if q == p and h != g), None)
    if owner is not None:
        own = words - content_words(golden.steps[owner].text)
        if own and len(own & target) / len(own) < 0.5:
            return None
    return p


def _normal(text: str) -> str:
    return " ".join(_WORD.findall(text.lower()))


def find_duplicates(golden: Workflow, candidate: Workflow) -> tuple[Duplicate, ...]:
    """Candidate steps written again more often than the golden writes them."""
    allowed = Counter(_normal(s.text) for s in golden.steps)
    seen: dict[str, list[int]] = {}
    found = []
    for p, step in enumerate(candidate.steps):
        key = _normal(step.text)
        earlier = seen.setdefault(key, [])
        if earlier and len(earlier) >= max(1, allowed[key]):
            found.append(Duplicate(p, earlier[0]))
        earlier.append(p)
    return tuple(found)
