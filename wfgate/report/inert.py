"""Untrusted text made inert for the places it is shown: one module, so every channel gets
the same rules.

Workflow text, file names and a published artifact's strings come from the pull request.

- :func:`show_controls`: control characters (ANSI escapes included), bidi overrides and
  isolates, zero-width and line-separator characters become visible ``\\u202e``-style escapes,
  so a file name cannot reorder what a reader sees in an annotation, a log line, an output or
  the terminal (``keep`` names characters left as they are, e.g. a message's newlines).
- :func:`defuse_links_md` (Markdown: comment, job summary, check run): what GitHub's Markdown
  engine (cmark-gfm with its autolink extension) would turn into a live link: ``scheme:``
  (``https:``, ``ftp:``, ``mailto:``, ``xmpp:``) by ``&#58;``, ``www.`` by ``www&#46;``, and an
  e-mail address or @mention by a zero-width space after the ``@``.
- :func:`defuse_links_plain` (annotations, check-run annotations: plain text, no entities):
  the same autolink triggers broken with a zero-width space instead of an entity.
"""

from __future__ import annotations

import re
import unicodedata

ZWSP = "\u200b"
# Bidi embeddings, overrides and isolates, marks, zero-width characters, line separators:
# format characters that change how text reads without being seen.
# (Not U+200B, the zero-width space: the defusing below inserts it, and it reorders nothing.)
_INVISIBLE = frozenset("\u061c\u180e\u200c\u200d\u200e\u200f\u2028\u2029\u202a\u202b"
                       "\u202c\u202d\u202e\u2060\u2061\u2062\u2063\u2064\u2066\u2067\u2068"
                       "\u2069\ufeff")
_WWW = re.compile(r"(?i)(www)\.")
_SCHEME = re.compile(r"(?i)([a-z][a-z0-9+.-]*):")


def _escape_char(char: str) -> str:
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def show_controls(value: object, keep: str = "") -> str:
    """``value`` as text with every control, bidi and invisible format character (except
    those in ``keep``) replaced by a visible escape such as ``\\u202e`` or ``\\x1b``."""
    text = str(value)
    return "".join(_escape_char(c) if c not in keep and _hidden(c) else c for c in text)


def _hidden(char: str) -> bool:
    if char in _INVISIBLE:
        return True
    category = unicodedata.category(char)
    return category == "Cc" or (category == "Cf" and char not in ("\u00ad", ZWSP))


def has_controls(value: object) -> bool:
    """Whether :func:`show_controls` would change ``value``."""
    return any(_hidden(c) for c in str(value))


def defuse_links_md(text: str) -> str:
    """Markdown-escaped text without an autolink trigger: ``:`` as ``&#58;``, ``www.`` as
    ``www&#46;``, ``@`` followed by a zero-width space (no mention, no e-mail link)."""
    text = _WWW.sub(r"\1&#46;", text)
    return text.replace("@", "@" + ZWSP).replace(":", "&#58;")


def defuse_links_plain(text: str) -> str:
    """Plain text (no entities) without an autolink trigger: a zero-width space after
    ``www``, before a scheme's ``:``, after ``@`` and inside ``](`` (no link either where a
    plain-text field is ever read as Markdown)."""
    text = _WWW.sub(r"\1" + ZWSP + ".", text)
    text = _SCHEME.sub(r"\1" + ZWSP + ":", text)
    return text.replace("@", "@" + ZWSP).replace("](", "]" + ZWSP + "(")


def plain_text(value: object, keep: str = "\n") -> str:
    """Untrusted text for an annotation or a plain-text field: controls shown, links defused."""
    return defuse_links_plain(show_controls(value, keep=keep))
