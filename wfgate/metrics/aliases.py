"""Two ways of writing the same thing in a command, made one before an aligned pair is
compared (rules ID206, ID207 and ID209 of :mod:`.rules`).

- ID206 flag-alias: a short flag and the long flag it abbreviates (``-n payments`` /
  ``--namespace payments``, ``-r rest:...`` / ``--repo rest:...``): the short flag's letter
  opens the long flag's name and both take the same value, or neither takes one and the long
  flag neither makes the command destructive nor keeps it safe (``-f`` / ``--force`` and
  ``-d`` / ``--dry-run`` stay flags of their own). A tool's documented short spellings
  whose letter is another (kubectl's ``-l`` for ``--selector``, helm's ``-f`` for
  ``--values``, rsync's ``-n`` for ``--dry-run``) are aliases where a step names the tool.
  The candidate's spelling is rewritten to the golden's.
- ID207 trailing-slash: a path or URL written with or without its closing slash
  (``/etc/haproxy/`` / ``/etc/haproxy``, ``https://ci.example.net/``) is one path, except
  where either step runs ``rsync``, whose source means the directory's contents with the
  slash and the directory itself without it.
- ID209 joined-value: a long flag's value joined to it by ``=`` or by a space
  (``--timeout=120s`` / ``--timeout 120s``): the same flag with the same value, as getopt and
  every common argument parser read it. The candidate's joining is rewritten to the golden's.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .operations import DANGEROUS_FLAG, SAFETY_FLAG

_CLOSERS = "`'\")],;:."
_RSYNC = re.compile(r"\brsync\b", re.IGNORECASE)
_SHORT = re.compile(r"^-([A-Za-z])$")
_LONG = re.compile(r"^--([a-z][a-z0-9]*(?:-[a-z0-9]+)*)$")
_TOKEN = re.compile(r"\S+")
_SLASH_END = re.compile("/[" + re.escape(_CLOSERS) + r"]*(?:\s|$)")
_SHORT_FLAG = re.compile(r"(?<![\w-])-[A-Za-z](?![\w-])")


def _slashless(token: str) -> str:
    """A token without the slash closing the path or URL it holds (its punctuation kept)."""
    core = token.rstrip(_CLOSERS)
    if len(core) < 3 or not core.endswith("/") or core.endswith(("//", "://")):
        return token
    if "/" not in core[:-1].lstrip(_CLOSERS):
        return token  # "and/": no path
    return core[:-1] + token[len(core):]


def _without_slashes(text: str) -> str:
    if not _SLASH_END.search(text):
        return text  # most steps: no slash closes a word
    return _TOKEN.sub(lambda m: _slashless(m.group(0)), text)


def _bare(token: str) -> str:
    return token.strip(_CLOSERS + "(")


def _flags(text: str) -> dict[str, set[str]]:
    """Each flag a text writes, with the values written after it (``""``: none)."""
    words = [_bare(w) for w in text.split()]
    found: dict[str, set[str]] = {}
    for i, word in enumerate(words):
        name, eq, value = word.partition("=")
        if not (_SHORT.match(name) or _LONG.match(name)):
            continue
        if not eq:
            nxt = words[i + 1] if i + 1 < len(words) else ""
            value = "" if not nxt or nxt.startswith("-") else nxt
        found.setdefault(name, set()).add(value.lower())
    return found


# Short spellings a tool documents whose letter does not open the long flag's name (or whose
# long flag keeps a command safe): exactly that flag, for that tool.
DOCUMENTED_ALIASES: dict[str, dict[str, str]] = {
    "kubectl": {"-l": "--selector", "-i": "--stdin", "-t": "--tty", "-L": "--label-columns"},
    "helm": {"-f": "--values"},
    "curl": {"-X": "--request", "-k": "--insecure", "-O": "--remote-name"},
    "tar": {"-C": "--directory", "-z": "--gzip", "-j": "--bzip2", "-J": "--xz"},
    "rsync": {"-n": "--dry-run", "-z": "--compress"},
    "grep": {"-v": "--invert-match", "-n": "--line-number"},
    "sed": {"-E": "--regexp-extended", "-n": "--quiet"},
    "journalctl": {"-e": "--pager-end", "-x": "--catalog"},
    "apt-get": {"-s": "--simulate"},
    "apt": {"-s": "--simulate"},
    "dnf": {"-y": "--assumeyes"},
    "yum": {"-y": "--assumeyes"},
    "ansible-playbook": {"-C": "--check", "-D": "--diff"},
    "psql": {"-X": "--no-psqlrc"},
}
_TOOL_WORD = re.compile(r"[a-z][\w-]*")


def _documented(golden_text: str, candidate_text: str) -> dict[str, str]:
    """The documented short -> long spellings of the tools either step names."""
    named = set(_TOOL_WORD.findall(f"{golden_text} {candidate_text}".lower()))
    found: dict[str, str] = {}
    for tool in named & DOCUMENTED_ALIASES.keys():
        found.update(DOCUMENTED_ALIASES[tool])
    return found


def _aliases(golden_text: str, candidate_text: str) -> dict[str, str]:
    """The candidate's flags that are another spelling of a golden flag: candidate -> golden."""
    gold, cand = _flags(golden_text), _flags(candidate_text)
    documented = _documented(golden_text, candidate_text)
    only_gold = {f: v for f, v in gold.items() if f not in cand}
    only_cand = {f: v for f, v in cand.items() if f not in gold}
    found: dict[str, str] = {}
    for c_flag, c_values in only_cand.items():
        for g_flag, g_values in only_gold.items():
            if g_flag in found.values():
                continue
            if g_values == c_values and (documented.get(c_flag) == g_flag
                                         or documented.get(g_flag) == c_flag):
                found[c_flag] = g_flag
                break
            if _abbreviates(g_flag, c_flag, g_values, c_values) \
                    or _abbreviates(c_flag, g_flag, c_values, g_values):
                found[c_flag] = g_flag
                break
    return found


def _abbreviates(short: str, long: str, short_values: set[str], long_values: set[str]) -> bool:
    s, lo = _SHORT.match(short), _LONG.match(long)
    if s is None or lo is None or s.group(1).lower() != lo.group(1)[0]:
        return False
    if short_values != long_values:
        return False
    if DANGEROUS_FLAG.match(long) or SAFETY_FLAG.match(long):
        return False  # -f / --force, -d / --dry-run: flags of their own
    return short_values == {""} or "" not in short_values


def _respelled(text: str, aliases: dict[str, str], golden_text: str) -> str:
    """The candidate's text with each alias written as the golden's flag, its value joined
    to it by ``=`` or a space as the golden joins it."""
    if not aliases:
        return text
    joined = {g for g in aliases.values() if re.search(re.escape(g) + "=", golden_text)}
    pattern = re.compile(r"(?<![\w-])(" + "|".join(re.escape(f) for f in aliases)
                         + r")(?![\w-])(=|\s+)?")

    def spelled(m: re.Match[str]) -> str:
        flag, gap = aliases[m.group(1)], m.group(2) or ""
        if gap:
            gap = "=" if flag in joined else " "
        return flag + gap

    return pattern.sub(spelled, text)


_JOINED = re.compile(r"(?<![\w-])(--[a-z][a-z0-9]*(?:-[a-z0-9]+)*)=([^\s`'\"]+)")
_SPACED = re.compile(r"(?<![\w-])(--[a-z][a-z0-9]*(?:-[a-z0-9]+)*) +([^\s`'\"-][^\s`'\"]*)")

_VALUE_END = r"(?![\w/:-]|\.\w)"  # the value ends there (a sentence's full stop may follow)


def _pairs(pattern: re.Pattern[str], text: str) -> set[tuple[str, str]]:
    return {(m.group(1), m.group(2).rstrip(_CLOSERS)) for m in pattern.finditer(text)}


def _rejoined(golden_text: str, candidate_text: str) -> str:
    """ID209: the candidate's long flags with their values joined as the golden joins the
    same flag and value (``--repo 2`` where the golden writes ``--repo=2``, and back)."""
    if "--" not in candidate_text or "--" not in golden_text:
        return candidate_text
    gold_joined, gold_spaced = _pairs(_JOINED, golden_text), _pairs(_SPACED, golden_text)
    to_space = _pairs(_JOINED, candidate_text) & (gold_spaced - gold_joined)
    to_join = _pairs(_SPACED, candidate_text) & (gold_joined - gold_spaced)
    for flag, value in to_space:
        candidate_text = re.sub(rf"(?<![\w-]){re.escape(flag)}={re.escape(value)}{_VALUE_END}",
                                f"{flag} {value}", candidate_text)
    for flag, value in to_join:
        candidate_text = re.sub(rf"(?<![\w-]){re.escape(flag)} +{re.escape(value)}{_VALUE_END}",
                                f"{flag}={value}", candidate_text)
    return candidate_text


@lru_cache(maxsize=16384)
def written_alike(golden_text: str, candidate_text: str, golden_context: str = "",
                  candidate_context: str = "") -> tuple[str, str, str, str]:
    """The pair's texts (and contexts) with paths' closing slashes dropped (ID207) and the
    candidate's flag aliases written as the golden writes them (ID206), their values joined
    as the golden joins them (ID209)."""
    both = f"{golden_text} {golden_context}"
    texts = [golden_text, _rejoined(both, candidate_text), golden_context,
             _rejoined(both, candidate_context)]
    if not any(_RSYNC.search(t) for t in texts):
        texts = [_without_slashes(t) for t in texts]
    gold, cand, gold_ctx, cand_ctx = texts
    if not (_SHORT_FLAG.search(gold) or _SHORT_FLAG.search(cand)):
        return gold, cand, gold_ctx, cand_ctx  # no short flag: no alias
    aliases = _aliases(gold, cand)
    return gold, _respelled(cand, aliases, gold), gold_ctx, _respelled(cand_ctx, aliases, gold)
