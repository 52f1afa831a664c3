"""Identifiers in step text, and what changed between two aligned steps.

A paraphrase changes ordinary words; a tool or target drift changes *identifiers*: commands
and their subcommands, flags, paths, hosts, regions, dotted or snake_case names, quoted
strings and code spans, numbers with their units, SQL table names, ALL-CAPS constants. These
keep the sentence embedding almost where it was (``terraform plan`` and ``terraform destroy``
are near neighbours), so the cheap metrics barely move; the comparison here is exact.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# Command-line tools whose next word is a subcommand (an identifier, not prose).
# Common English words (make, find, go, kill, service, cat) are left out on purpose.
KNOWN_TOOLS = frozenset({
    "terraform", "kubectl", "helm", "git", "docker", "podman", "aws", "gcloud", "az",
    "systemctl", "psql", "mysql", "redis-cli", "ansible", "ansible-playbook", "npm", "yarn",
    "pip", "pip3", "python3", "cargo", "mvn", "gradle", "curl", "wget", "ssh", "scp", "rsync",
    "tar", "gzip", "rm", "cp", "mv", "grep", "sed", "awk", "chmod", "chown", "pkill",
    "journalctl", "eksctl", "pulumi", "gh", "apt-get", "yum", "dnf", "brew", "openssl", "sqlcmd",
    "bq", "gsutil",
})
# Upper case only: "FROM orders" is SQL, "take the mug from the table" is prose.
SQL_TABLE_KEYWORDS = ("FROM", "INTO", "UPDATE", "JOIN", "TABLE")
NUMBER_WORDS = {w: str(i) for i, w in enumerate([
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen", "twenty",
])}
UNIT_ALIASES = {
    "s": "second", "sec": "second", "secs": "second", "seconds": "second",
    "m": "minute", "min": "minute", "mins": "minute", "minutes": "minute",
    "h": "hour", "hr": "hour", "hrs": "hour", "hours": "hour", "days": "day", "d": "day",
    "ms": "millisecond", "milliseconds": "millisecond", "%": "percent", "pct": "percent",
    "gb": "gb", "gib": "gib", "mb": "mb", "mib": "mib", "kb": "kb", "tb": "tb",
    "weeks": "week", "months": "month", "times": "time", "replicas": "replica",
    "nodes": "node", "pods": "pod", "instances": "instance", "percent": "percent",
}

_QUOTED = re.compile(r"`([^`]+)`|\"([^\"]+)\"|(?<![A-Za-z])'([^'\s][^']*[^'\s])'(?![A-Za-z])")
_TOKEN = re.compile(r"[A-Za-z0-9_./:@%-]*[A-Za-z0-9_%]")
_FLAG = re.compile(r"^--?[A-Za-z][\w-]*(=\S+)?$")
_PATH = re.compile(r"^(~|\.{1,2})?/[\w./-]*$|^[A-Za-z]:\\")
_HOST = re.compile(r"^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$", re.I)
_REGION = re.compile(r"^[a-z]{2}(-[a-z]+)+-\d+[a-z]?$")
# snake_case, camelCase, dotted.names (not "e.g."), names with digits and dashes (api-v2).
_CODEY = re.compile(r"_|[a-z][A-Z]|\w{2,}\.\w{2,}|\w-\w.*\d|\d\w*-\w")
_NUMBER = re.compile(r"^(\d+(?:\.\d+)?)([a-zA-Z%]*)$")
_CAPS = re.compile(r"^[A-Z][A-Z0-9_]{2,}$")


@dataclass(frozen=True)
class Drift:
    """Identifiers present on one side of an aligned pair only."""

    removed: tuple[str, ...]
    added: tuple[str, ...]

    def __bool__(self) -> bool:
        return bool(self.removed or self.added)

    def describe(self) -> str:
        old = ", ".join(f"`{t}`" for t in self.removed) or "nothing"
        new = ", ".join(f"`{t}`" for t in self.added) or "nothing"
        return f"{old} -> {new}"


def identifiers(text: str) -> set[str]:
    """The identifier-like tokens of a step description, normalised for comparison."""
    found: set[str] = set()
    for match in _QUOTED.finditer(text):
        found.add("quoted:" + next(g for g in match.groups() if g).strip())
    words = _TOKEN.findall(_QUOTED.sub(" ", text))
    lowered = [w.lower() for w in words]
    for i, word in enumerate(words):
        low = lowered[i]
        nxt = lowered[i + 1] if i + 1 < len(words) else None
        if low in KNOWN_TOOLS:
            found.add(low)
            if nxt and not nxt.startswith("-") and nxt not in NUMBER_WORDS:
                found.add(f"{low} {nxt}")
            continue
        if word in SQL_TABLE_KEYWORDS and nxt and _looks_like_name(words[i + 1]):
            found.add(f"table:{nxt}")
        number = _number(low, nxt)
        if number:
            found.add(number)
        elif _is_identifier(word) or (i and _FLAG.match(words[i - 1])
                                      and not word.startswith("-")):
            found.add(low.rstrip(".:"))  # an identifier, or the value a flag takes
    return found


def _looks_like_name(word: str) -> bool:
    return bool(re.match(r"^[A-Za-z_][\w.]*$", word)) and word.lower() not in {
        "the", "a", "an", "each", "all", "every", "it", "them", "this", "that"}


def _number(word: str, following: str | None) -> str | None:
    """'5 seconds', '5s', 'five seconds' -> 'num:5 second'; a bare number -> 'num:5'."""
    if word in NUMBER_WORDS and following and following in UNIT_ALIASES:
        return f"num:{NUMBER_WORDS[word]} {UNIT_ALIASES[following]}"
    match = _NUMBER.match(word)
    if not match:
        return None
    value, unit = match.groups()
    unit = UNIT_ALIASES.get(unit, unit) if unit else None
    if not unit and following in UNIT_ALIASES:
        unit = UNIT_ALIASES[following]
    return f"num:{value}" + (f" {unit}" if unit else "")


def _is_identifier(word: str) -> bool:
    return bool(_FLAG.match(word) or _PATH.match(word) or _REGION.match(word)
                or _CAPS.match(word) or (_HOST.match(word) and not word.endswith("."))
                or _CODEY.search(word))


def compare(golden_text: str, candidate_text: str) -> Drift:
    """Identifiers that differ between an aligned golden and candidate step."""
    golden, candidate = identifiers(golden_text), identifiers(candidate_text)
    removed = {_display(t) for t in golden - candidate}
    added = {_display(t) for t in candidate - golden}
    # Still written on the other side, only differently framed ("airports.AirportCode" for
    # "AirportCode", a quoted search term for a bracketed one): not a drift.
    return Drift(tuple(sorted(t for t in removed if not _explained(t, candidate_text))),
                 tuple(sorted(t for t in added if not _explained(t, golden_text))))


def _explained(token: str, other_text: str) -> bool:
    """Written on the other side too, or a qualified name whose parts all are there."""
    if mentions(other_text, token):
        return True
    parts = token.split(".")
    return len(parts) > 1 and all(mentions(other_text, part) for part in parts)


def mentions(text: str, token: str) -> bool:
    """Whether ``token`` stands in ``text`` as a whole word (case-insensitive)."""
    pattern = r"(?<![\w-])" + re.escape(token) + r"(?![\w-])"
    return re.search(pattern, text, re.IGNORECASE) is not None


def _display(token: str) -> str:
    for prefix in ("quoted:", "table:", "num:"):
        if token.startswith(prefix):
            return token[len(prefix):]
    return token
