"""Words and identifiers of step text: the unit the identifier comparison and the edit
rules share (what an identifier is, how a raw word is cleaned, a text's plain words)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .vocabulary import plain_text

STRIP = "\"'`.,;:()[]{}!?"  # punctuation around a word, not part of it


@dataclass(frozen=True)
class Identifier:
    """One identifier: its kind (what it may be replaced by), comparison key, text shown."""

    kind: str
    key: str
    text: str


def clean(token: str) -> str:
    """A raw word without the punctuation around it or a possessive's."""
    token = token.strip(STRIP)
    for possessive in ("'s", "\u2019s"):
        if token.endswith(possessive) and len(token) > 3:
            token = token[:-2]
    return token.rstrip(".") if not token.endswith("..") else token


@lru_cache(maxsize=4096)
def plain_words(text: str) -> tuple[str, ...]:
    """The cleaned, lower-case words of a text, backticks dropped."""
    return tuple(w for w in (clean(t).lower() for t in plain_text(text).split()) if w)
