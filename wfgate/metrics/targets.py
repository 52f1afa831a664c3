"""A target list widened (rule ID414 of :mod:`.rules`): the golden step acts on one target and
the candidate's step names a list that holds it and more (``systemctl stop aramis-tms`` on
``tms-b`` -> ``pdsh -w tms-a,tms-b systemctl stop aramis-tms``): the same work, on more
targets. A rewording writes the targets the golden step names, no more."""

from __future__ import annotations

import re

# A comma-joined list of names with no space (``tms-a,tms-b``, ``web-1,web-2,web-3``).
_LIST = re.compile(r"(?<![\w.,/-])[a-z][\w.-]*(?:,[a-z][\w.-]*)+(?![\w.-])")


def _mentions(text: str, name: str) -> bool:
    return re.search(rf"(?<![\w.-]){re.escape(name)}(?![\w-])", text) is not None


def list_widened(golden_text: str, candidate_text: str) -> tuple[str, str] | None:
    """A list in the candidate that holds a target the golden step names and one it names
    nowhere, when the golden step writes no list of its own: as (old target, new list)."""
    golden = golden_text.lower()
    if _LIST.search(golden):
        return None
    for found in _LIST.finditer(candidate_text.lower()):
        parts = found.group(0).split(",")
        kept = [p for p in parts if _mentions(golden, p)]
        if kept and len(kept) < len(parts):
            return kept[0], found.group(0)
    return None
