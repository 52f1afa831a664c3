"""Operation swaps that turn a step destructive, or a destructive step into something else:
the candidate's step now deletes, removes, drops or kills where its golden only read, kept or
changed (``confirm the image is present`` -> ``delete the image``), or the reverse; a flag that
turns a safe operation destructive added (``--force``, ``--remove-duplicates``,
``--auto-approve``), or a flag that keeps it safe dropped (``--dry-run``, ``--check``).

Each is a same-place replacement for the tool/target-drift mode (strong evidence), as
``(old, new)``: a rewording that keeps a destructive verb (delete -> remove) or keeps a flag
is none.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .roles import KEEPING_VERBS, words

# Destructive verbs (their written forms): what the step itself does.
_DESTROY = frozenset(
    form for verb in ("delete", "remove", "drop", "purge", "destroy", "truncate", "wipe",
                      "erase", "kill", "terminate", "discard", "overwrite", "prune")
    for form in (verb, verb + "s", verb + "d", verb + "ed", verb.rstrip("e") + "ing",
                 verb + "ping", verb + "ped"))
# Words a rewording of a destructive step may use instead (``clean up``, ``get rid of``).
_DESTROY_KIN = _DESTROY | frozenset((
    "clean", "cleanup", "rid", "retire", "decommission", "tear", "free", "expunge", "evict",
    "rm", "unlink", "rmdir", "scrub", "shred", "clear", "empty", "flush", "uninstall",
    "deregister", "unregister", "detach", "disconnect", "unmount", "unset", "eject", "offboard",
    "deprovision", "dismantle", "strip", "expire", "cancel", "withdraw", "eliminate", "erase",
    "obliterate", "dispose", "trash", "nuke", "zap", "cull", "reap", "vacuum", "gc"))
# ``take the node out``, ``pull it out``, ``get rid of``: a removal said with a particle.
_REMOVAL_PHRASE = re.compile(
    r"\b(?:take|takes|taking|took|pull|pulls|pulled|get|gets|got|wipe|strip|cut|scoop|scoops"
    r"|throw|throws|clear|clears|clean|cleans|carve|dig|pick|picks|move|moves|pour|pours"
    r"|drain|drains|empty|empties|sweep|knock|filter|filters|squeeze|fish)\b(?:\s+\S+){0,5}?"
    r"\s+(?:out|off|rid|away|from)\b")
# ``drop`` is destructive only for what databases and queues drop (``drop the TTL`` is lower).
_DROPPABLE = frozenset(("table", "tables", "schema", "schemas", "database", "databases", "index",
                        "indexes", "indices", "partition", "partitions", "column", "columns",
                        "collection", "collections", "keyspace", "view", "views", "user",
                        "users", "role", "roles", "queue", "queues", "topic", "topics", "db",
                        "slot", "slots", "replica", "replicas", "connections", "messages"))
_FLAG = re.compile(r"(?<![\w-])--?[a-z][\w-]*")
# Flags that make an operation destructive or skip its safety net.
_DANGEROUS = re.compile(r"^--(?:force\S*|remove\S*|delete\S*|purge\S*|prune\S*|hard|drop\S*"
                        r"|overwrite\S*|cascade|no-verify|no-backup|skip-\S+|ignore-\S+"
                        r"|auto-approve|unsafe\S*|yes|allow-\S+|wipe\S*|recursive)$")
# Flags that keep an operation safe (a rehearsal, a check, a read-only run).
_SAFETY = re.compile(r"^--(?:dry-run\S*|dryrun|check|noop|no-op|plan|what-?if|diff|preview"
                     r"|validate\S*|verify\S*|read-only|readonly|safe\S*|interactive)$")


def _clause_heads(text: str) -> list[str]:
    """The first word of each clause, ``drop`` only where it drops what databases drop."""
    parts = re.split(r"[,;:]|\band\b|\bthen\b", text.lower())
    heads = []
    for clause in (words(part) for part in parts):
        if not clause:
            continue
        if clause[0].startswith("drop") and not set(clause[1:5]) & _DROPPABLE:
            heads.append("lower")
            continue
        heads.append(clause[0])
    return heads


@lru_cache(maxsize=16384)
def _flags(text: str) -> frozenset[str]:
    return frozenset(m.split("=", 1)[0] for m in _FLAG.findall(text.lower()))


def destructive_shift(golden_text: str, candidate_text: str, *, golden_context: str = "",
                      candidate_context: str = "") -> tuple[str, str] | None:
    """The replacement (old, new) that turns one step destructive or undoes its
    destructiveness, or None (module docstring). A ``*_context`` (the steps merged in or
    split out, as for the identifiers) explains a removal it holds: a golden delete step
    merged into this one is no swap."""
    gold_words = set(words(f"{golden_text} {golden_context}"))
    cand_words = set(words(f"{candidate_text} {candidate_context}"))
    gold_heads, cand_heads = _clause_heads(golden_text), _clause_heads(candidate_text)
    gold_removes = bool(gold_words & _DESTROY_KIN) or bool(
        _REMOVAL_PHRASE.search(f"{golden_text} {golden_context}".lower()))
    cand_removes = bool(cand_words & _DESTROY_KIN) or bool(
        _REMOVAL_PHRASE.search(f"{candidate_text} {candidate_context}".lower()))
    new = next((w for w in cand_heads if w in _DESTROY), None)
    if new is not None and not gold_removes and gold_heads and gold_heads[0] != "lower":
        return gold_heads[0], new
    old = next((w for w in gold_heads if w in _DESTROY), None)
    if old is not None and not cand_removes and cand_heads \
            and cand_heads[0] in KEEPING_VERBS:
        return old, cand_heads[0]
    gold_flags, cand_flags = _flags(golden_text), _flags(candidate_text)
    added = sorted(f for f in cand_flags - gold_flags if _DANGEROUS.match(f))
    if added:
        return "(none)", added[0]
    dropped = sorted(f for f in gold_flags - cand_flags if _SAFETY.match(f))
    if dropped:
        return dropped[0], "(none)"
    return None
