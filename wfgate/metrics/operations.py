"""Operation swaps the identifier comparison cannot see:

- a step turned destructive, or a destructive step turned into something else: the
  candidate's step now deletes, removes, drops or kills where its golden only read, kept or
  changed (``confirm the image is present`` -> ``delete the image``; ``delete X and leave the
  slot`` -> ``delete X and drop the slot``), or the reverse;
- a flag added to a command both steps run (``--force``, ``--mark-success``,
  ``--schema-only``: a flag changes what the command does, and a rewording keeps them), or a
  flag that keeps an operation safe dropped (``--dry-run``, ``--check``);
- an action negated or no longer negated (``without requiring it`` -> ``require it``,
  ``restart the pods`` -> ``do not restart the pods``): weak evidence, a change for a reviewer
  or a judge to confirm, since rewordings move negations more often than generators flip them;
- an operation replaced by keeping the opposite state (``Unpause the runners`` -> ``Keep
  the runners paused``);
- a scope widened: the golden restricts what the step acts on (``only the approved items``)
  and the candidate acts on all of them (``all open items, including those not approved``);
- a rehearsal made real: a step whose prose says it dry-runs loses the flag that made it one
  (``lfs_migrate -n``) and its rehearsal;
- a step a person does left to a machine (``by hand`` -> ``automatically``, ID417);
- a restraint put on made one taken off, or the reverse (``Set the rope brake`` -> ``Release
  the rope brake``, ID418).

Each is a same-place replacement for the tool/target-drift mode (strong evidence), as
``(old, new)``: a rewording that keeps a destructive verb (delete -> remove) or keeps a flag
is none.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .edits import OPPOSITE_WORDS
from .extract import extracted
from .lexicon import Lexicon
from .roles import CODE_SPAN, KEEPING_VERBS, PAPERWORK, changes_state, words

# Destructive verbs (their written forms): what the step itself does.
_DESTROY = frozenset(
    form for verb in ("delete", "remove", "drop", "purge", "destroy", "truncate", "wipe",
                      "erase", "kill", "terminate", "discard", "overwrite", "prune", "scrap")
    for form in (verb, verb + "s", verb + "d", verb + "ed", verb.rstrip("e") + "ing",
                 verb + "ping", verb + "ped"))
# ``remove`` also takes out of a pool, a list or a rule: where the golden step already
# changes state (stop and undeploy, lift the suppression), a rewording may write it.
_MAY_DESTROY = frozenset(("remove", "removes", "removed", "removing"))
# Words a rewording of a destructive step may use instead (``clean up``, ``get rid of``).
_DESTROY_KIN = _DESTROY | frozenset((
    "clean", "cleanup", "rid", "reset", "reinitialise", "reinitialize", "retire", "decommission",
    "tear", "free", "expunge", "evict", "rm", "unlink", "rmdir", "scrub", "shred", "clear",
    "empty", "flush", "uninstall",
    "deregister", "unregister", "detach", "disconnect", "unmount", "unset", "eject", "offboard",
    "deprovision", "dismantle", "strip", "expire", "cancel", "withdraw", "eliminate", "erase",
    "obliterate", "dispose", "trash", "nuke", "zap", "cull", "reap", "vacuum", "gc", "undeploy",
    "unpublish", "unbind", "unassign", "unenroll", "unsubscribe", "unshare"))
# ``take the node out``, ``pull it out``, ``get rid of``: a removal said with a particle.
_REMOVAL_PHRASE = re.compile(
    r"\b(?:take|takes|taking|took|pull|pulls|pulled|get|gets|got|wipe|strip|cut|scoop|scoops"
    r"|throw|throws|clear|clears|clean|cleans|carve|dig|pick|picks|move|moves|pour|pours"
    r"|drain|drains|empty|empties|sweep|knock|filter|filters|squeeze|fish)\b(?:\s+\S+){0,5}?"
    r"\s+(?:out|off|rid|away|from|down)\b")
def removal_phrase(text: str) -> bool:
    """Whether a text says a removal with a particle (``take the locks off``, ``get rid of``)."""
    return bool(_REMOVAL_PHRASE.search(text.lower()))


# ``drop`` is destructive only for what databases and queues drop (``drop the TTL`` is lower).
_DROPPABLE = frozenset(("table", "tables", "schema", "schemas", "database", "databases", "index",
                        "indexes", "indices", "partition", "partitions", "column", "columns",
                        "collection", "collections", "keyspace", "view", "views", "user",
                        "users", "role", "roles", "queue", "queues", "topic", "topics", "db",
                        "slot", "slots", "replica", "replicas", "connections", "messages"))
# Verbs that empty a container: destructive for what databases and queues hold.
_EMPTYING = frozenset(("clear", "clears", "cleared", "clearing", "flush", "flushes", "flushed",
                       "flushing", "empty", "empties", "emptied", "emptying"))
# A removal of a restriction lifts it (``remove the alarm suppression``, ``delete the
# silence``, ``clear the hold``): no destruction.
_RESTRICTIONS = frozenset((
    "suppression", "suppressions", "silence", "silences", "hold", "holds", "freeze", "block",
    "blocks", "restriction", "restrictions", "lock", "locks", "ban", "embargo", "mute",
    "snooze", "downtime", "taint", "taints", "maintenance", "blackout", "throttle", "limit",
    "limits", "cap", "caps", "inhibit", "interlock", "curtailment", "curtailments", "derate",
    "derates", "moratorium"))
# A purge or a drain of what a line holds (``purge the air from the circuit``) bleeds it: no
# destruction.
_FLUIDS = frozenset(("air", "gas", "gases", "nitrogen", "n2", "steam", "condensate", "moisture",
                     "water", "oxygen", "argon", "helium", "co2", "vapour", "vapor", "fumes",
                     "bubbles"))
# What is wiped clean, not wiped of its data (``wipe the benches with 70 % ethanol``).
_SURFACES = frozenset(("surface", "surfaces", "bench", "benches", "benchtop", "benchtops",
                       "floor", "floors", "wall", "walls", "worktop", "worktops", "table",
                       "tables", "counter", "counters", "handles", "glovebox", "hood",
                       "hoods", "interior", "interiors", "exterior", "lens", "lenses",
                       "screen", "screens", "seal", "seals", "gasket", "gaskets"))
# What an electrician terminates: lands on its terminals (a connection, not a removal).
_CONDUCTORS = frozenset(("wiring", "wire", "wires", "cable", "cables", "cabling", "conductor",
                         "conductors", "cores", "core", "fibre", "fibres", "fiber", "fibers",
                         "leads", "tails", "loom"))
# Marking a thing keeps it (``Mark the release as deprecated``): removing it is a swap.
_MARKS = frozenset(("mark", "marks", "flag", "flags", "label", "labels", "tag", "tags",
                    "deprecate", "deprecates"))
# Taking hardware out (``pull the failed unit``) is what ``remove`` says of it, both ways.
_PULLS = frozenset(("pull", "pulls", "pulled", "pulling", "unseat", "unseats", "extract",
                    "extracts", "unplug", "unplugs"))
# Shutting a way through, and removing the one rule that opened it (the same change).
_SHUTS = frozenset(("close", "closes", "block", "blocks", "deny", "denies", "shut", "shuts"))
_RULE_DELETES = frozenset(("delete", "deletes", "deleted", "deleting"))
_RULE_REMOVAL = re.compile(r"\b(?:remove|delete)[sd]?\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?"
                           r"(?:rule|acl entry|permit entry|allow entry)s?\b"
                           r"(?!\s*(?:set|sets|base|book|group|groups)\b)")
_FLAG = re.compile(r"(?<![\w-])--?[a-z][\w-]*")
# Where a step's clauses part: each says what it does in its first words.
_CLAUSE_BREAK = re.compile(r"[,;:]|\band\b|\bthen\b")
# Flags that make an operation destructive or skip its safety net.
DANGEROUS_FLAG = re.compile(r"^--(?:force\S*|remove\S*|delete\S*|purge\S*|prune\S*|hard|drop\S*"
                        r"|overwrite\S*|cascade|no-verify|no-backup|skip-\S+|ignore-\S+"
                        r"|auto-approve|unsafe\S*|yes|allow-\S+|wipe\S*|recursive)$")
# Flags that keep an operation safe (a rehearsal, a check, a read-only run).
SAFETY_FLAG = re.compile(r"^--(?:dry-run\S*|dryrun|check|noop|no-op|plan|what-?if|diff|preview"
                     r"|validate\S*|verify\S*|read-only|readonly|safe\S*|interactive)$")


# A named thing (``TM-14``, ``PTW-2291``): a word with a digit in it.
_NAMED = re.compile(r"\b[a-z][a-z.]*-?\d(?:[\w-]|\.(?=\w))*")


# Where a lifted thing's name ends and what it is lifted for begins.
_OBJECT_END = re.compile(r"\b(?:for|on|of|from|at|in|to|across|over|once|when|after)\b")


def _lifted(text: str) -> frozenset[str]:
    """The named things a step lifts (``lift traffic management plan TM-14``; not what a
    suppression is lifted for: ``lift the alarm suppression for olt-bri-03``)."""
    return frozenset(name for part in _CLAUSE_BREAK.split(text.lower())
                     if words(part)[:1] and words(part)[0].startswith("lift")
                     for name in _NAMED.findall(_OBJECT_END.split(part, maxsplit=1)[0]))


_FACTORY_RESET = "factory reset"


def _clause_heads(text: str, lifted: frozenset[str] = frozenset()) -> list[str]:
    """The first word of each clause, ``drop`` only where it drops what databases drop; a
    removal of a thing in ``lifted`` (what the golden step lifts) lifts it too."""
    parts = _CLAUSE_BREAK.split(text.lower())
    heads = []
    for part in parts:
        clause = words(part)
        if not clause:
            continue
        if clause[0] in _DESTROY and lifted and set(_NAMED.findall(part)) & lifted:
            heads.append("lift")  # lift plan TM-14 -> remove TM-14
            continue
        if clause[0].startswith("drop") and not set(clause[1:5]) & _DROPPABLE:
            heads.append("lower")
            continue
        if clause[0] in _DESTROY and set(clause[1:8]) & _RESTRICTIONS:
            heads.append("lift")  # remove the olt-bri-03 alarm suppression
            continue
        if clause[0] == "factory" and clause[1:2] in (("reset",), ("default",), ("defaults",)):
            heads.append(_FACTORY_RESET)  # factory-reset MDP-1: what it held is gone
            continue
        if clause[0].startswith("terminat") and set(clause[1:5]) & _CONDUCTORS:
            heads.append("connect")  # terminate the field wiring: land it on its terminals
            continue
        if clause[0] in _DESTROY and set(clause[1:4]) & _FLUIDS:
            heads.append("bleed")  # purge the air from LB-2's circuit
            continue
        if clause[0].startswith("wip") and (clause[1:2] in (("down",), ("over",), ("clean",))
                                            or set(clause[1:6]) & _SURFACES):
            heads.append("clean")  # wipe down every surface: cleaning, no data wiped
            continue
        if clause[0] in _EMPTYING and (held := set(clause[1:6]) & _DROPPABLE):
            heads.append(f"{clause[0]} {min(held)}")  # clear the queues: what they held is gone
            continue
        heads.append(clause[0])
    return heads


def _destroys(head: str) -> bool:
    """Whether a clause head is destructive (``delete``, ``clear queues``)."""
    return head in _DESTROY or head == _FACTORY_RESET \
        or (" " in head and head.partition(" ")[0] in _EMPTYING)


@lru_cache(maxsize=16384)
def _flags(text: str) -> frozenset[str]:
    return frozenset(m.split("=", 1)[0] for m in _FLAG.findall(text.lower()))


def destructive_shift(golden_text: str, candidate_text: str, *, golden_context: str = "",
                      candidate_context: str = "") -> tuple[str, str] | None:
    """The replacement (old, new) that turns one step destructive or undoes its
    destructiveness, or None: a destructive clause more than the golden's removals, or a
    destructive golden clause now a keeping one; a safety flag dropped."""
    gold_words = set(words(_unkeyed(f"{golden_text} {golden_context}")))
    cand_words = set(words(_unkeyed(f"{candidate_text} {candidate_context}")))
    gold_heads = _clause_heads(golden_text)
    cand_heads = _clause_heads(candidate_text, _lifted(golden_text))
    gold_removes = bool(gold_words & _DESTROY_KIN) or bool(
        _REMOVAL_PHRASE.search(f"{golden_text} {golden_context}".lower()))
    cand_removes = bool(cand_words & _DESTROY_KIN) or bool(
        _REMOVAL_PHRASE.search(f"{candidate_text} {candidate_context}".lower()))
    # remove, where the golden changes state: a rewording's verb (see above); a lifted
    # restriction is rewritten as removing *it*, which its head reads as lift already
    if (changes_state(golden_text) and "lift" not in gold_heads
            and not set(gold_heads[:1]) & _MARKS) or set(gold_heads) & _PULLS:
        cand_heads = [w for w in cand_heads if w not in _MAY_DESTROY]
    # closing a port or a path is removing the rule that let it through (``Close UDP 4789``
    # -> ``remove rule `k8s-vxlan-4789` ``), not destroying anything
    rules_removed = len(_RULE_REMOVAL.findall(candidate_text.lower())) \
        if set(gold_heads[:1]) & _SHUTS else 0
    for _ in range(rules_removed):  # each removes a rule; another removal still counts
        head = next((w for w in cand_heads if w in _MAY_DESTROY | _RULE_DELETES), None)
        if head is not None:
            cand_heads.remove(head)
    if set(gold_heads) & _MAY_DESTROY and set(cand_heads) & _PULLS:
        cand_removes = True  # remove the old analyzer -> pull the old analyzer
    new = next((w for w in cand_heads if _destroys(w)), None)
    if new is not None and not gold_removes and gold_heads and gold_heads[0] != "lower":
        return gold_heads[0], new
    more = _destructive_clauses(cand_heads) - _removals(f"{golden_text} {golden_context}")
    if new is not None and more > 0:  # delete X and leave the slot -> ... and drop the slot
        old = next((w for w in gold_heads if w not in cand_heads and w not in _DESTROY_KIN),
                   None)
        if old is not None and old != "lower":
            return old, next((w for w in cand_heads if _destroys(w) and w not in gold_heads),
                             new)
    old = next((w for w in gold_heads if _destroys(w)), None)
    if old is not None and not cand_removes and cand_heads \
            and cand_heads[0] in KEEPING_VERBS:
        return old, cand_heads[0]
    gold_flags, cand_flags = _flags(golden_text), _flags(candidate_text)
    added = sorted(f for f in cand_flags - gold_flags if DANGEROUS_FLAG.match(f))
    if added:
        return "(none)", added[0]
    # a flag that moved out to an unmatched candidate step (a split half) is not dropped
    lost = gold_flags - cand_flags - _flags(candidate_context)
    dropped = sorted(f for f in lost if SAFETY_FLAG.match(f))
    if dropped:
        return dropped[0], "(none)"
    return _dry_run_dropped(golden_text, candidate_text, sorted(lost))


# A rehearsal named in prose: ``Dry-run the first chunk with `lfs_migrate -n` ``.
_REHEARSAL = re.compile(r"\b(?:dry[- ]?run\w*|rehears\w*|simulat\w*|preview\w*|no-?op"
                        r"|what-?if|trial)\b")


def _dry_run_dropped(golden_text: str, candidate_text: str, lost_flags: list[str]
                     ) -> tuple[str, str] | None:
    """A golden step whose prose says it rehearses (a dry run) and that loses a flag, where
    the candidate's says nothing of a rehearsal: the short flag that made it one (``-n``) is
    gone, and the step now does what it only tried."""
    if not lost_flags or not _REHEARSAL.search(CODE_SPAN.sub(" ", golden_text.lower())) \
            or _REHEARSAL.search(candidate_text.lower()) \
            or any(SAFETY_FLAG.match(f) for f in _flags(candidate_text)):
        return None
    return f"{lost_flags[0]} (dry run)", "(none)"


def _destructive_clauses(heads: list[str]) -> int:
    return sum(_destroys(h) for h in heads)


def _removals(text: str) -> int:
    """How many clauses of a text name a removal (a destructive word, in prose or in its code,
    or a removal phrase; a setting's name aside)."""
    return sum(bool(set(words(_unkeyed(part))) & _DESTROY_KIN)
               or bool(_REMOVAL_PHRASE.search(part))
               for part in _CLAUSE_BREAK.split(text.lower()))


# A setting's name before its value (``delete-after=2025-09-21``, ``purge_on_exit=false``):
# no operation the step runs (a flag, ``--delete-after``, is one).
_SETTING_KEY = re.compile(r"(?<![\w-])[A-Za-z][\w.-]*=")


def _unkeyed(text: str) -> str:
    """The text without the names of the settings it writes."""
    return _SETTING_KEY.sub(" ", text) if "=" in text else text


def _command_flags(text: str) -> dict[str, frozenset[str]]:
    """The flags of each command a text runs in code spans, by the command's first word."""
    found: dict[str, set[str]] = {}
    for span in CODE_SPAN.findall(text):
        parts = span.strip("`").split()
        if parts and not parts[0].startswith("-"):
            found.setdefault(parts[0].lower(), set()).update(_flags(span))
    return {tool: frozenset(flags) for tool, flags in found.items()}


def flag_added(golden_text: str, candidate_text: str) -> tuple[str, str] | None:
    """A flag the candidate adds to a command the golden runs too (``(none)``, flag)."""
    gold = _command_flags(golden_text)
    all_gold = _flags(golden_text)
    for tool, flags in sorted(_command_flags(candidate_text).items()):
        if tool in gold:
            new = sorted(flags - gold[tool] - all_gold)
            if new:
                return "(none)", new[0]
    return None


# Negations that govern the verb after them: ``without requiring``, ``do not restart``,
# ``never reboot`` (a participle after ``not`` is a state: ``not approved``).
_NEGATED = re.compile(r"\bwithout\s+([a-z]{3,}ing)\b"
                      r"|\b(?:(?:do|does|did|must|should|shall|will|can)\s+not|don't|doesn't"
                      r"|mustn't|never|no longer)\s+([a-z]{4,})\b")
_SUFFIXES = ("ing", "ed", "es", "e", "s")


def _stem(word: str) -> str:
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 4:
            return word[: -len(suffix)]
    return word


def _polarity(text: str) -> tuple[dict[str, str], dict[str, str]]:
    """The stems a step's prose negates (stem -> the negated phrase), and the stems of the
    verbs that lead its clauses (stem -> the word; the first two words of each clause:
    ``require it``, not ``for batch clustering``)."""
    prose = CODE_SPAN.sub(" ", text.lower())
    negated = {_stem(m.group(1) or m.group(2)): m.group(0) for m in _NEGATED.finditer(prose)
               if not (m.group(2) or "").endswith("ed")}
    leads = {_stem(w): w for part in _CLAUSE_BREAK.split(prose)
             for w in words(part)[:2] if len(w) >= 4}
    return negated, leads


# Words that make a negation a condition a rewording may state positively (``do not restart
# until the lag is 0`` = ``restart only once the lag is 0``).
_CONDITIONS = re.compile(r"\b(?:until|till|unless|only|except|once|before|after|if|when)\b")


def negation_flip(golden_text: str, candidate_text: str) -> tuple[str, str] | None:
    """An action the golden negates and the candidate does (``without requiring`` ->
    ``require``), or the reverse, as (old, new); none where either step states a condition
    (a negation with ``until`` is the same order as ``only after``)."""
    if _CONDITIONS.search(CODE_SPAN.sub(" ", f"{golden_text} {candidate_text}".lower())):
        return None
    gold_negated, gold_leads = _polarity(golden_text)
    cand_negated, cand_leads = _polarity(candidate_text)
    for stem in sorted(gold_negated.keys() - cand_negated.keys()):
        if stem in cand_leads:
            return gold_negated[stem], cand_leads[stem]
    for stem in sorted(cand_negated.keys() - gold_negated.keys()):
        if stem in gold_leads:
            return gold_leads[stem], cand_negated[stem]
    return None


# A concession (``even if it is below 200``): the action goes ahead whatever the condition.
_CONCESSION = re.compile(r"\b(?:even\s+(?:if|when|though|where)|regardless\s+of|irrespective"
                         r"\s+of|no\s+matter\s+(?:if|whether|what|how))\b")
# A negation of what a step does, or a restriction to a condition (``do not go on if``,
# ``only if``, ``unless``).
_HELD_BACK = re.compile(r"\b(?:not|never|no\s+longer|unless"
                        r"|only\b[^.;]{0,60}?\b(?:if|when|once|after))\b|n't\b")
_CONCEDED_WORDS = 2  # words of the conceded condition the golden step must state too


def negation_conceded(golden_text: str, candidate_text: str) -> tuple[str, str] | None:
    """An action the golden holds back under a condition (``do not go on with the
    termination if it is below 200 megohm``) that the candidate does whatever the condition
    (``go on with the termination even if it is below 200 megohm``), as (old, new): the
    negation gone, a concession in its place over the golden's own condition."""
    gold = CODE_SPAN.sub(" ", golden_text.lower())
    cand = CODE_SPAN.sub(" ", candidate_text.lower())
    conceded = _CONCESSION.search(cand)
    held = _HELD_BACK.search(gold)
    if conceded is None or held is None or _CONCESSION.search(gold) or _HELD_BACK.search(cand):
        return None
    condition = [w for w in words(cand[conceded.end():])[:6] if len(w) >= 3]
    stated = set(words(gold))
    if sum(w in stated for w in condition) < _CONCEDED_WORDS:
        return None
    return " ".join(gold[held.start():].split()[:3]).strip(".,;:"), conceded.group(0)


# Who does a step: a person (``by hand``, ``manually``), or a machine left to it
# (``automatically``, ``let the controller confirm``). Modes (``in hand``, ``manual mode``,
# ``--auto``) say how a machine runs, not who checks: they are not read here.
_BY_A_PERSON = re.compile(r"\b(?:by hand|manually|in person|by eye|visually|physically"
                          r"|hand-(?:check|count|verify|inspect)\w*)\b")
_BY_A_MACHINE = re.compile(r"\b(?:automatically|automatic(?:ally)? (?:check|confirm\w*|verif\w*)"
                           r"|unattended|without (?:a human|an operator|anyone|manual)"
                           r"|let (?:the )?[a-z-]+(?: [a-z-]+)? (?:confirm|check|verify|decide"
                           r"|count|measure|inspect|test|approve|handle|do)\w*)\b")


def manual_made_automatic(golden_text: str, candidate_text: str) -> tuple[str, str] | None:
    """A step a person does (``Check the mix by hand with a refractometer``) left to a
    machine (``Let the proportioning controller confirm the mix automatically``), as (old,
    new): the golden says who does it by hand, the candidate no longer does and says a
    machine does it, which the golden does not."""
    gold = CODE_SPAN.sub(" ", golden_text.lower())
    cand = CODE_SPAN.sub(" ", candidate_text.lower())
    person = _BY_A_PERSON.search(gold)
    machine = _BY_A_MACHINE.search(cand)
    if person is None or machine is None or _BY_A_PERSON.search(cand) \
            or _BY_A_MACHINE.search(gold):
        return None
    return person.group(0), machine.group(0)


# Restraints (a brake, a clamp, a pin, a lock; a red board, a barrier) and the verbs that put
# them on or take them off: a restraint put on in the golden and taken off in the candidate (or
# the reverse) is the opposite operation whatever verb says it.
_RESTRAINT = (r"(?:brakes?|handbrakes?|clamps?|chocks?|pins?|locks?|padlocks?|hasps?"
              r"|interlocks?|shackles?|latch(?:es)?|boards?|barriers?|barricades?)")
# ``on`` as a particle, where the clause ends (``the parking brake on and ...``), not a
# preposition (``the rope clamps on both ropes``).
_PARTICLE = r"(?=\s*(?:[,;.:)]|$|\s(?:and|then|until|till|before|after|while|so|but|again"\
    r"|first|now|throughout)\b))"
_PUT_ON = re.compile(
    r"\b(?:set|sets|setting|apply|applies|applied|applying|engage[sd]?|engaging|lock(?:s|ed)?"
    r"|fit(?:s|ted)?|insert(?:s|ed)?|drop(?:s|ped)?|hang(?:s)?|hung|put(?:s)? up|erect(?:s|ed)?"
    r"|place[sd]?)\s+(?:[\w'’-]+\s+){0,5}?" + _RESTRAINT + r"\b"
    # lock out / lock off as an order with its object (``lock out pumps P-101``, ``and lock
    # it off``), not a boiler that locks out nor a lock taken off (``take lock LO-1 off``)
    r"|(?:^|(?<=[,;:.(])\s*|(?<=\band )|(?<=\bthen )|(?<=\bto ))lock(?:s|ed|ing)?"
    r"\s+(?:(?:[\w'’-]+\s+){1,3}?(?:out|off)\b|(?:out|off)\s+(?!(?:and|or|if|when|then|so"
    r"|before|after|until)\b)[\w'’-])"
    r"|\b" + _RESTRAINT + r"\s+(?:stays?|remains?|are|is|kept|left|goes|go)?\s*on" + _PARTICLE
    + r"|\b(?:put(?:s)?|keep(?:s)?|leave[s]?)\s+(?:[\w'’-]+\s+){0,5}?" + _RESTRAINT + r"\s+on"
    + _PARTICLE)
_TAKE_OFF = re.compile(
    r"\b(?:release[sd]?|releasing|disengage[sd]?|unlock(?:s|ed)?|withdraw(?:s|n)?|withdrew"
    r"|remove[sd]?|removing|lift(?:s|ed)?)\s+(?:[\w'’-]+\s+){0,5}?" + _RESTRAINT + r"\b"
    r"|\b(?:take[sn]?|took|taking|pull(?:s|ed)?)\s+(?:[\w'’-]+\s+){0,5}?" + _RESTRAINT
    + r"\s+(?:off|out|down)\b"
    r"|\b" + _RESTRAINT + r"\s+(?:is|are|comes?|come)?\s*off\b")
_RESTRAINT_WORD = re.compile(r"\b" + _RESTRAINT + r"\b")
_NO_RESTRAINT = re.compile(r"\b(?:no|not|never|nothing|don't|do not|without)\b")


def _restraints(text: str) -> dict[str, set[str]]:
    """Each restraint a text names, singular, with the sides ("on", "off") its verbs give it."""
    found: dict[str, set[str]] = {}
    for side, pattern in (("on", _PUT_ON), ("off", _TAKE_OFF)):
        for match in pattern.finditer(text):
            noun = _RESTRAINT_WORD.findall(match.group(0))[-1]
            before = _CLAUSE_BREAK.split(text[max(0, match.start() - 24):match.start()])[-1]
            if side == "off" and match.group(0).startswith("lock") and not before.strip():
                continue  # ``and lock off WP-1``: an order to lock it, put on above
            if _NO_RESTRAINT.search(before):  # no lock comes off before ... = locks stay on
                side = "on" if side == "off" else "off"
            found.setdefault(noun.removesuffix("es") if noun.endswith("ches")
                             else noun.removesuffix("s"), set()).add(side)
    return found


def restraint_released(golden_text: str, candidate_text: str) -> tuple[str, str] | None:
    """A restraint the golden puts on (``Set the emergency rope brake EB-1``, ``hang the red
    board``) that the candidate takes off (``Release the emergency rope brake EB-1``, ``take
    the red board down``), or the reverse, as (old, new): a brake released is the opposite of
    a brake set, whatever verbs say it."""
    gold = _restraints(CODE_SPAN.sub(" ", golden_text.lower()))
    cand = _restraints(CODE_SPAN.sub(" ", candidate_text.lower()))
    for noun, sides in sorted(gold.items()):
        now = cand.get(noun, set())
        if len(sides) == 1 and now and not now & sides:
            old, new = next(iter(sides)), next(iter(now))
            return f"{noun} {old}", f"{noun} {new}"
    return None


# An operation said not to happen, in the passive: ``nothing is released``, ``no job gets
# deleted``.
_NEGATED_PASSIVE = re.compile(r"\b(?:nothing|none(?:\s+of\s+(?:them|these|those|it))?|no\s+[a-z]+)"
                              r"\s+(?:is|are|gets|get|will be"
                              r"|should be|must be|may be)\s+([a-z]{4,}ed)\b")


# A step's opening that only reads (``Look up pool PP-25 in LIMS``), and one that writes
# (``Set pool PP-25 to released in LIMS``).
_READ_OPENING = re.compile(r"^(?:look up|look at|view|read|query|inspect|check|verify|confirm"
                           r"|review|list|show|display|print|get|fetch|test|tests)\b")
_WRITE_OPENING = re.compile(r"^(?:set|sets|enter|enters|write|writes|overwrite|change|update"
                            r"|edit|modify|mark|record as|flag|bridge|bridges|bypass|bypasses"
                            r"|jumper|override|overrides|inhibit|inhibits|disable|disables"
                            # clearing what was recorded (not ``clear it with the CAB``)
                            r"|(?:clear|clears|reset|resets)\b[^,;:.]{0,40}?\b(?:logs?|events?"
                            r"|alarms?|counters?|history|records?|buffers?|faults?|memory))\b")


def read_made_write(golden_text: str, candidate_text: str) -> tuple[str, str] | None:
    """A step that opens by reading something (``Look up pool PP-25 in LIMS: ...``) written
    as one that opens by writing it (``Set pool PP-25 to released in LIMS: enter ...``), no
    read verb of the golden's left in the candidate, as (old, new)."""
    golden, candidate = _opening(golden_text), _opening(candidate_text)
    read = _READ_OPENING.match(golden)
    write = _WRITE_OPENING.match(candidate)
    if read is None or write is None or _READ_OPENING.match(candidate):
        return None
    if read.group(0) in CODE_SPAN.sub(" ", candidate_text.lower()):
        return None
    writes = write.group(0)
    return read.group(0), writes if writes == "record as" else writes.split()[0]


def negated_run(golden_text: str, candidate_text: str) -> tuple[str, str] | None:
    """An operation the golden step says does not happen (``nothing is released``, ``do not
    delete``), in a clause that states no condition, run by a command of the candidate's
    that the golden step does not run (`holdctl release ...`), as (old, new)."""
    said: dict[str, str] = {}
    for clause in _CLAUSE_BREAK.split(CODE_SPAN.sub(" ", golden_text.lower())):
        if _CONDITIONS.search(clause):
            continue
        for m in _NEGATED.finditer(clause):
            if not (m.group(2) or "").endswith("ed"):
                said.setdefault(_stem(m.group(1) or m.group(2)), m.group(0))
        for m in _NEGATED_PASSIVE.finditer(clause):
            said.setdefault(_stem(m.group(1)), m.group(0))
    if not said:
        return None
    golden_runs = {_stem(w) for span in CODE_SPAN.findall(golden_text) for w in words(span)}
    for span in CODE_SPAN.findall(candidate_text):
        for word in words(span):
            if _stem(word) in said and _stem(word) not in golden_runs:
                return said[_stem(word)], word
    # or the candidate's step opens by doing it (``Release the 41 messages ...``)
    opening, golden_opening = words(_opening(candidate_text)), words(_opening(golden_text))
    if opening and _stem(opening[0]) in said and golden_opening \
            and _stem(golden_opening[0]) != _stem(opening[0]) \
            and (len(opening) < 2 or opening[1] not in ("none", "nothing", "no", "not")):
        return said[_stem(opening[0])], opening[0]
    return None


# A state kept rather than changed: ``keep mac-ci-01 to mac-ci-03 paused``, ``leave it
# disabled``, ``the nodes stay cordoned`` (a participle within six words of the verb).
_KEPT_STATE = re.compile(r"\b(?:keep|keeps|leave|leaves|stay|stays|remain|remains)\b"
                         r"(?:\s+(?!(?:once|when|after|before|until|if|then|and|or|so|that"
                         r"|which|has|have|had|is|are|was|were|been)\b)[^\s,;:.]+){0,6}?"
                         r"\s+([a-z][a-z-]+ed)\b")
_NOT_BEFORE = re.compile(r"(?:\bnot|\bnever|n't)\s+$")  # it should not stay cordoned
_UNTIL_AFTER = re.compile(r"[^,;:.]{0,20}?\b(?:until|till|unless|as long as)\b")


def state_kept(golden_text: str, candidate_text: str, lexicon: Lexicon
               ) -> tuple[str, str] | None:
    """An operation the golden does that the candidate no longer names, where the candidate
    keeps a state the operation would undo (``Unpause`` -> ``Keep ... paused``), or keeps
    what the golden step's opening verb changes (``Lift the freeze`` -> ``Keep the freeze in
    place``), or the reverse: a state the golden keeps that the candidate undoes (``P-1
    keeps running`` -> ``stop P-1 as well``), as (old, new)."""
    left = left_as_is(golden_text, candidate_text)
    if left is not None:
        return left
    undone = state_undone(golden_text, candidate_text, lexicon)
    if undone is not None:
        return undone
    prose = CODE_SPAN.sub(" ", candidate_text.lower())
    # a state kept until a condition (``the runners stay paused unless 5xx remains below 1
    # %``) where the golden holds the operation back too (``before the runners are
    # resumed``) says when the operation may come, not that it never does
    held = _CONDITIONS.search(CODE_SPAN.sub(" ", golden_text.lower())) is not None
    kept = [(m.group(0), lexicon.operations[m.group(1)]) for m in _KEPT_STATE.finditer(prose)
            if m.group(1) in lexicon.operations
            and not _NOT_BEFORE.search(prose[max(0, m.start() - 12):m.start()])
            and not (held and _UNTIL_AFTER.match(prose, m.end()))]
    # a state the golden step keeps as well (``so the span stays locked``) is no swap
    gold_kept = {lexicon.operations[m.group(1)]
                 for m in _KEPT_STATE.finditer(CODE_SPAN.sub(" ", golden_text.lower()))
                 if m.group(1) in lexicon.operations}
    kept = [(phrase, state) for phrase, state in kept if state not in gold_kept]
    if not kept:
        return None
    gold_ops = {t.key: t.text for t in extracted(golden_text, lexicon) if t.kind == "op"}
    cand_ops = {t.key for t in extracted(candidate_text, lexicon) if t.kind == "op"}
    for key, word in sorted(gold_ops.items()):
        if key in cand_ops:
            continue
        for phrase, state in kept:
            if lexicon.conflict(key.removeprefix("op:"), state):
                return word, phrase
    return None


# A state a step keeps: ``P-1 keeps running``, ``leave db-2 online``, ``the gate stays locked``.
_STAYS = re.compile(r"\b(?:keep|keeps|keeping|stay|stays|staying|remain|remains|remaining"
                    r"|leave|leaves|leaving|left)\s+"
                    r"(?:[^\s,;:.]+\s+){0,7}?(running|up|online|active|live|in service"
                    r"|powered|energi[sz]ed|on(?=\s*(?:[,;:.)]|$))|[a-z]+ed)\b")
# What undoes a running state (the lexicon's conflicts decide the participles: ``locked``).
_RUNNING = frozenset(("running", "up", "online", "on", "active", "live", "in service", "powered",
                      "energised", "energized"))
_NEGATION = re.compile(r"\b(?:not|never|no|nor|neither|without|don't|doesn't|n't)\b")


def state_undone(golden_text: str, candidate_text: str, lexicon: Lexicon
                 ) -> tuple[str, str] | None:
    """A state the golden step keeps for something it names (``brine pump P-1 keeps
    running``) that the candidate changes with the operation undoing it (``stop brine pump
    P-1 as well``), in a clause that names the same thing and keeps nothing, as (old, new)."""
    candidate_clauses = [(set(_strip(c.split())), _clause_operations(c, lexicon))
                         for c in _CLAUSES.split(CODE_SPAN.sub(" ", candidate_text.lower()))
                         if not _STAYS.search(c) and not _NEGATION.search(c)]
    if not candidate_clauses:
        return None
    golden_clauses = [(c, set(_strip(c.split())), _clause_operations(c, lexicon),
                       bool(_PRONOUN.search(c)))
                      for c in _CLAUSES.split(CODE_SPAN.sub(" ", golden_text.lower()))]
    keeping = [(c, words_there, kept) for c, words_there, _, _ in golden_clauses
               if (kept := _STAYS.search(c)) is not None and not _NEGATION.search(c)]
    seen: set[str] = set()
    for clause, words_there, kept in keeping[:_MAX_KEPT]:
        if clause in seen:
            continue
        seen.add(clause)
        state = kept.group(1)
        off = clause[kept.end(1):].split()[:1] in (["off"], ["down"])  # powered off
        undo = ("stop" if off else "start") if state in _RUNNING \
            else lexicon.operations.get(state)
        if undo is None:
            continue
        thing = words_there - _THING_FILLER - _KEEP_WORDS - {state, ""}
        names = {w for w in thing if any(c.isdigit() for c in w)}
        if len(thing) < 2 and not names:
            continue
        if any(lexicon.conflict(op, undo) for other, present, ops, pronoun in golden_clauses
               if not _NEGATION.search(other)
               and (other is clause or pronoun or _names_it(thing, names, present))
               for op, _ in ops):
            continue  # keep it running for 7 days, then stop it: the golden undoes it too
        for present, ops in candidate_clauses:
            if not _names_it(thing, names, present):
                continue
            for op, text in ops:
                if lexicon.conflict(op, undo):
                    return kept.group(0), text
    return None


def _names_it(thing: set[str], names: set[str], present: set[str]) -> bool:
    """Whether a clause's words name the thing a state is kept for: one of its names, or two
    of its words and half of them (``the circulation pumps``, not ``dosing pumps``)."""
    named = thing & present
    return bool(names & named) or (len(named) >= 2 and len(named) >= len(thing) / 2)


_MAX_KEPT = 4  # the kept states of one step read (a step keeps one or two)
_KEEP_WORDS = frozenset(("keep", "keeps", "keeping", "stay", "stays", "staying", "remain",
                         "remains", "remaining", "leave", "leaves", "leaving", "left"))
_PRONOUN = re.compile(r"\b(?:it|them|they|its|their)\b")
# Clauses of a step: split at punctuation and at the words that join clauses.
_CLAUSES = re.compile(r"[,;:.](?:\s|$)|\b(?:and|then|but|while|so|whereas)\b")


def _strip(tokens: list[str]) -> list[str]:
    return [t.strip(".,;:()'\"") for t in tokens]


def _clause_operations(clause: str, lexicon: Lexicon) -> list[tuple[str, str]]:
    """Every operation a clause names by a lexicon word or phrasal verb (``shut down``), as
    (group key, words)."""
    tokens = re.findall(r"[a-z][a-z-]*", clause)
    found = []
    for i, word in enumerate(tokens):
        nxt = tokens[i + 1] if i + 1 < len(tokens) else ""
        if (phrasal := lexicon.phrasal.get((word, nxt))) is not None:
            found.append((phrasal, f"{word} {nxt}"))
        elif (key := lexicon.operations.get(word)) is not None:
            found.append((key, word))
    return found


_THING_FILLER = frozenset(("the", "a", "an", "it", "its", "their", "them", "as", "is", "are",
                           "well", "during", "throughout", "of", "on", "in", "at", "to", "for",
                           "with", "still", "also"))


_KEEP_LEADS = frozenset(("keep", "keeps", "leave", "leaves", "retain", "retains", "preserve",
                         "preserves"))
_FIRST_CLAUSE = re.compile(r"[,;:.]|\b(?:and|then|but|while|so)\b")


def _opening(text: str) -> str:
    """A step's first clause, lower case, code spans left out."""
    return _FIRST_CLAUSE.split(CODE_SPAN.sub(" ", text.lower()), maxsplit=1)[0].strip()


# What says a thing is left as it was (``keep the freeze in place``, ``leave it as is``); a
# keep without it may be a rewording of a change made (``put X in maintenance mode`` ->
# ``keep X in maintenance mode``).
_AS_IT_IS = re.compile(r"\b(?:in place|as (?:it )?is|as they are|unchanged|untouched|alone"
                       r"|intact|where (?:it|they) (?:is|are)|in (?:its|their) current state)\b")


# Where a step puts something (``Put PS-1 in lead``), and where one keeps it (``Leave PS-1 in
# standby``): the state after the preposition.
_PUT_INTO = re.compile(r"^(?:put|puts|set|sets|switch|switches|place|places|move|moves|bring"
                       r"|brings|turn|turns)\b[^,;:.]{0,80}?\b(?:in|into|to|on)\s+(?:the\s+)?"
                       r"(?!(?:in|into|to|on|at)\b)([a-z][a-z-]+)")
# (a code span left out leaves prepositions side by side: ``Set X on `host` to read-only``)
_KEPT_IN = re.compile(r"\b(?:in|at|on)\s+(?:the\s+)?(?!(?:in|into|to|on|at)\b)([a-z][a-z-]+)")


def _kept_elsewhere(golden_text: str, opening: str, candidate_text: str) -> bool:
    """Whether the golden step opens by putting something into a state (``Put PS-1 in
    lead``) and the candidate's opening keeps it in another (``Leave PS-1 in standby``), the
    golden's state named nowhere in the candidate."""
    put = _PUT_INTO.search(_opening(golden_text))
    kept = _KEPT_IN.search(opening)
    if put is None or kept is None:
        return False
    target, state = put.group(1), kept.group(1)
    return target != state and target not in words(candidate_text)


# ``... instead of returning it to active``: what a step says it does not do.
_INSTEAD = re.compile(r"\b(?:instead of|rather than)\s+([a-z]+ing)\b([^,;:.()]*)")
_NEGATION = re.compile(r"\b(?:not|no|never|without|instead|rather|don't|doesn't|nor)\b")


def _declines(golden_text: str, candidate_text: str) -> bool:
    """Whether the candidate says it does *not* do what the golden step does (``Leave the
    channel in maintenance mode instead of returning it to active`` for ``Take the channel out
    of maintenance mode and back to active``): an ``instead of`` or ``rather than`` clause
    that brings back a word of the golden step the rest of the candidate lacks, where the
    golden step negates nothing (``start now; do not wait for the nightly run`` said as
    ``start now instead of waiting for the nightly run`` is the same step)."""
    gold = CODE_SPAN.sub(" ", golden_text.lower())
    cand = CODE_SPAN.sub(" ", candidate_text.lower())
    match = _INSTEAD.search(cand)
    if match is None or _NEGATION.search(gold):
        return False
    gold_words = {w for w in words(gold) if len(w) > 3 and w.isalpha()}
    rest = set(words(cand[:match.start()] + " " + cand[match.end():]))
    return bool({w for w in words(match.group(2)) if w in gold_words} - rest)


def left_as_is(golden_text: str, candidate_text: str) -> tuple[str, str] | None:
    """The golden step opens by changing something (``Lift the pay freeze``) and the
    candidate opens by keeping or leaving it as it is (``Keep the pay freeze in place``), in
    another state (``Leave PS-1 in standby``) or in the opposite of what the golden's verb
    makes it (``Close valve V-1`` -> ``Leave valve V-1 open``), no longer naming the golden's
    verb anywhere: the state kept instead of changed, as (old verb, new opening). Keeping
    paperwork (``leave a note``) is none, unless the candidate says it is kept instead of
    what the golden step does (``... instead of returning it to active``)."""
    opening = _opening(candidate_text)
    candidate = words(opening)
    declined = _declines(golden_text, candidate_text)  # said not done: no mere paperwork
    if not candidate or candidate[0] not in _KEEP_LEADS \
            or (set(candidate[1:6]) & PAPERWORK and not declined):
        return None
    golden = words(_opening(golden_text))
    if not golden or golden[0] in _KEEP_LEADS \
            or (set(golden[1:6]) & PAPERWORK and not declined):
        return None  # keep it open -> leave it in place: kept on both sides
    # Close valve V-1 -> Leave valve V-1 open: kept in the opposite of what the verb makes it
    opposite = any(frozenset((golden[0], w)) in OPPOSITE_WORDS for w in candidate[1:])
    if not opposite and not declined and not changes_state(golden[0]):
        return None
    if not opposite and not declined \
            and not _AS_IT_IS.search(CODE_SPAN.sub(" ", candidate_text.lower())) \
            and not _kept_elsewhere(golden_text, opening, candidate_text):
        return None
    verb = golden[0]
    if _stem(verb) in {_stem(w) for w in words(candidate_text)}:
        return None  # keep the service up while you restart it: the change still done
    shown = opening.split()
    # up to the opposite state kept (``leave tank outlet valve v-1 on t-1 open``), ten words
    last = next((i for i, w in enumerate(shown)
                 if opposite and frozenset((verb, w.strip(".,;:"))) in OPPOSITE_WORDS), 5)
    return verb, " ".join(shown[:min(max(last + 1, 6), 10)])


# ``only`` restricting what a step acts on; in a clause with a condition (``only confirm the
# next batch once ...``, ``only after``) it states when, not what.
_ONLY = re.compile(r"\bonly\b")
_WHEN = re.compile(r"\b(?:once|after|when|whenever|if|until|till|unless|then|before|while"
                   r"|during|as soon as)\b")
# Words that say a scope now takes in what it left out (``including those not approved``);
# ``all`` or ``every`` alone may still be restricted (``every item that was approved``).
_EVERYTHING = re.compile(r"\b(?:including|regardless|irrespective|whether or not|even those"
                         r"|even the ones|as well as those)\b")
# Words a rewording of a restriction keeps one with (``restricted to``, ``except``).
_RESTRICTED = re.compile(r"\b(?:only|just|solely|exclusively|restrict\w*|limit\w*|except"
                         r"|excluding|exclude\w*)\b")


def _unconditional(text: str, pattern: re.Pattern[str]) -> set[str]:
    """The words ``pattern`` finds in the clauses of a text that state no condition."""
    return {m for clause in re.split(r"[,;:.]", text) if not _WHEN.search(clause)
            for m in pattern.findall(clause)}


# A counted set (``the 48 BIL jobs``): a restriction as much as ``only`` is.
_COUNTED = re.compile(r"\b(?:the|these|those|its|their)\s+(\d[\d,]*)\s+[a-z]")


def scope_widened(golden_text: str, candidate_text: str) -> tuple[str, str] | None:
    """The golden acts on a restricted set (``only the items approved``, or a counted one:
    ``the 48 BIL jobs``) and the candidate, saying nothing of a restriction (nor the count),
    takes in what it left out (``all open items, including those not approved``), as (old,
    new); a clause that states a condition says when, not what."""
    gold = CODE_SPAN.sub(" ", golden_text.lower())
    cand = CODE_SPAN.sub(" ", candidate_text.lower())
    if _RESTRICTED.search(cand):
        return None
    counted = [n for n in _COUNTED.findall(gold) if not re.search(rf"(?<![\d.]){n}(?![\d.])",
                                                                   cand)]
    leaving = _LEAVING.search(gold)
    if _unconditional(gold, _ONLY):
        old = "only"
    elif counted:
        old = f"the {counted[0]}"
    elif leaving is not None:
        old = leaving.group(1)
    else:
        return None
    widened = sorted(_unconditional(cand, _EVERYTHING) - set(_EVERYTHING.findall(gold)))
    if widened:
        return old, widened[0]
    return (old, "all") if old == "only" and _all_of_them(gold, cand) else None


# A golden step leaving a named thing out (``leaving B06-B05 earthed``, ``except PS-2``):
# the word that leaves it out.
_LEAVING = re.compile(r"\b(leaving|except|excluding|apart from|other than|but not)\s+"
                      r"(?:the\s+)?[\w.:/-]*\d")


# ``only car L1`` and ``all cars``: the golden's restricted noun, taken in whole.
_ONLY_NOUN = re.compile(r"\bonly\s+(?:the\s+|one\s+)?([a-z]{3,})")
_ALL_NOUN = re.compile(r"\ball\s+(?:the\s+|of\s+the\s+)?([a-z]{3,})")


def _all_of_them(gold: str, cand: str) -> bool:
    """Whether the candidate acts on all of what the golden names only one of (``only car
    L1`` -> ``all cars``)."""
    only = {m.removesuffix("s") for m in _ONLY_NOUN.findall(gold)}
    every = {m.removesuffix("s") for m in _ALL_NOUN.findall(cand)}
    return bool(only & every)
