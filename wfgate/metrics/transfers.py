"""A copy or a move run the other way (rule ID412 of :mod:`.rules`): the candidate runs the
golden step's transfer command with its source and destination exchanged, so what was to be
replaced overwrites its replacement. The identifier comparison sees the same names on both
sides and cannot tell."""

from __future__ import annotations

from .roles import CODE_SPAN, COPY_COMMANDS

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
