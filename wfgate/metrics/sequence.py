"""Two commands of one step run in the other order (rule ID413 of :mod:`.rules`): the golden
step runs command A, then command B (``flush the buffer with `aggctl buffer flush`, then remove
the target: `aggctl target remove` ``) and the candidate runs B, then A. The identifier
comparison sees the same commands on both sides and cannot tell."""

from __future__ import annotations

import re
from itertools import pairwise

from .roles import CODE_SPAN

# What says the second command runs after the first, between the two.
_THEN = re.compile(r"\b(?:then|and then|followed by|afterwards|after that|next)\b")
# What may restate the order another way (``before removing, flush``): no reversal said.
_ORDER_WORDS = re.compile(r"\b(?:before|after|first|once|prior to|until)\b")


def _in_order(text: str) -> list[tuple[str, str]]:
    """The pairs of code spans of a text that ``then`` chains (each span with the next)."""
    spans = list(CODE_SPAN.finditer(text))
    return [(a.group(0), b.group(0)) for a, b in pairwise(spans)
            if _THEN.search(text[a.end():b.start()].lower())]


def order_reversed(golden_text: str, candidate_text: str) -> tuple[str, str] | None:
    """Two commands the golden step chains with ``then`` (A, then B) that the candidate
    chains the other way (B, then A), saying the order no other way: as (old, new)."""
    golden = _in_order(golden_text)
    if not golden or _ORDER_WORDS.search(CODE_SPAN.sub(" ", candidate_text.lower())):
        return None
    candidate = set(_in_order(candidate_text))
    for first, second in golden:
        if first != second and (second, first) in candidate and (first, second) not in candidate:
            return f"{first} then {second}", f"{second} then {first}"
    return None
