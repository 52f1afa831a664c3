"""A copy or a move run the other way (rule ID412 of :mod:`.rules`): the candidate runs the
golden step's transfer command with its source and destination exchanged, so what was to be
replaced overwrites its replacement; or its prose switches something the other way (``from
`Hand` back to `Auto` `` -> ``from `Auto` back to `Hand` ``). The identifier comparison sees
the same names on both sides and cannot tell."""

from __future__ import annotations

import re

from .roles import CODE_SPAN, COPY_COMMANDS

# ``from A to B``, ``from A back to B``, ``from A over to B``: a change of state or place.
_FROM_TO = re.compile(r"\bfrom\s+(`[^`]{1,40}`|[\w.:/-]{1,40})\s+(?:back\s+|over\s+)?"
                      r"(?:to|into|onto)\s+(`[^`]{1,40}`|[\w.:/-]{1,40})", re.IGNORECASE)

# Commands that copy or move from their next-to-last argument to their last one.
_TRANSFERS = COPY_COMMANDS | {"mv", "rclone", "xcopy", "move-item", "sync", "azcopy"}


def _transfer(span: str) -> tuple[str, tuple[str, str]] | None:
    """A code span that copies or moves: its tokens sorted (what it names) and its source and
    destination (the last two arguments that are no flag)."""
    tokens = span.strip("`").split()
    plain = [t for t in tokens if not t.startswith("-")]
    if len(plain) < 3 or not _TRANSFERS & {t.lower() for t in plain[:3]}:
        return None
    return " ".join(sorted(tokens)), (plain[-2], plain[-1])


def direction_reversed(golden_text: str, candidate_text: str) -> tuple[str, str] | None:
    """A copy or a move the candidate runs the other way (:func:`command_reversed`), a
    change its prose says the other way round (:func:`switched_back`), or two units' states
    exchanged (:func:`states_exchanged`), as (old, new)."""
    return command_reversed(golden_text, candidate_text) \
        or switched_back(golden_text, candidate_text) \
        or states_exchanged(golden_text, candidate_text)


def command_reversed(golden_text: str, candidate_text: str) -> tuple[str, str] | None:
    """A copy or a move the candidate runs the other way: the same command, its source and
    destination exchanged (``scp new.cfg plc:/config/r.cfg`` -> ``scp plc:/config/r.cfg
    new.cfg``: the old file overwrites the new one), as (old, new)."""
    golden: dict[str, set[tuple[str, str]]] = {}
    for found in map(_transfer, CODE_SPAN.findall(golden_text)):
        if found is not None:
            golden.setdefault(found[0], set()).add(found[1])
    if not golden:
        return None
    for found in map(_transfer, CODE_SPAN.findall(candidate_text)):
        if found is None:
            continue
        source, target = found[1]
        ways = golden.get(found[0], set())
        if source != target and (target, source) in ways and (source, target) not in ways:
            return f"{target} -> {source}", f"{source} -> {target}"
    return None


def _ways(text: str) -> set[tuple[str, str]]:
    return {(a.strip("`").rstrip(".,:;").lower(), b.strip("`").rstrip(".,:;").lower())
            for a, b in _FROM_TO.findall(text)}


def switched_back(golden_text: str, candidate_text: str) -> tuple[str, str] | None:
    """A change of state or place the candidate's prose says the other way round: the
    golden's ``from A to B`` written ``from B to A`` and no longer from A to B, as (old,
    new)."""
    golden = _ways(golden_text)
    if not golden:
        return None
    candidate = _ways(candidate_text)
    for source, target in sorted(candidate):
        if source != target and (target, source) in golden and (target, source) not in candidate:
            return f"{target} -> {source}", f"{source} -> {target}"
    return None


# A unit named with a digit and the state a step puts it in (``P-A1 in lead``, ``db-2 as
# primary``, ``PS-1 to standby``).
_UNIT_STATE = re.compile(r"(?<![\w-])(?=[a-z][\w-]*\d)([a-z][\w-]*+)\s+(?:in|into|to|as)\s+"
                         r"(?:the\s+)?([a-z][a-z-]*+)")


def _states(text: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for unit, state in _UNIT_STATE.findall(CODE_SPAN.sub(" ", text.lower())):
        found.setdefault(unit, state)
    return found


def states_exchanged(golden_text: str, candidate_text: str) -> tuple[str, str] | None:
    """Two units the golden puts in two states (``P-A1 in lead and P-A2 in standby``) that
    the candidate puts in each other's (``P-A2 in lead ... P-A1 in standby``), as (old,
    new)."""
    golden, candidate = _states(golden_text), _states(candidate_text)
    for unit, state in sorted(golden.items()):
        new = candidate.get(unit)
        if new is None or new == state:
            continue
        other = next((u for u, s in golden.items() if s == new and u != unit), None)
        if other is not None and candidate.get(other) == state:
            return f"{unit} {state}, {other} {new}", f"{unit} {new}, {other} {state}"
    return None
