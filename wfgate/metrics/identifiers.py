"""Identifiers in step text, and what changed between two aligned steps.

A paraphrase changes ordinary words; a tool or target drift changes *identifiers*: commands and
their subcommands, flags and the values they take, ``key=value`` settings, paths, hosts,
regions, versions, snake_case / camelCase / hyphenated names, quoted strings, SQL table names,
numbers with their units. These keep the sentence embedding almost where it was
(``terraform plan`` and ``terraform destroy`` are near neighbours), so the comparison here is
exact, up to equivalence:

- backticks are layout, not content: a command in a code span and the same command in prose
  are the same identifiers;
- numbers are compared by value with their unit: ``60 minutes`` = ``an hour`` = ``1h``,
  ``0.1 s`` = ``100 ms``, ``fourteen-day`` = ``14-day``, ``half an hour`` = ``30 min``;
- identifiers are recognised by shape (a flag, a path, a dotted or snake_case name) or by
  context (a tool's subcommand, a flag's value, a SQL table), never by being a lower-case word;
  two-letter all-caps words (``DB``) are abbreviations; longer ones are *constants* (a log
  level, an HTTP method, a status or a storage class: ``WARN``, ``PATCH``, ``ARCHIVED``), which
  count when one replaces another and, shorter than five letters, not on their own (``TLS``
  written out is a rewording);
- an abbreviation is the word it abbreviates (``prod`` / ``production``, ``db`` /
  ``database``, the numeronym ``k8s`` / ``Kubernetes``).

What differs is graded: an identifier *replaced* by another of the same kind (a region by a
region, a flag by a flag, ``5 minutes`` by ``50 minutes``, a name by a like-shaped name) is a
strong signal; one only removed or only added, while the step keeps its operation, is weak.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

# Command-line tools whose next words are subcommands. A word is also taken for a command by
# shape (``*ctl``, ``*-cli``, ``*.sh``) or context (directly followed by a flag).
KNOWN_TOOLS = frozenset({
    "terraform", "kubectl", "helm", "git", "docker", "podman", "aws", "gcloud", "az",
    "systemctl", "psql", "mysql", "redis-cli", "ansible", "ansible-playbook", "npm", "yarn",
    "pip", "pip3", "python3", "cargo", "mvn", "gradle", "curl", "wget", "ssh", "scp", "rsync",
    "tar", "gzip", "rm", "cp", "mv", "grep", "sed", "awk", "chmod", "chown", "pkill",
    "journalctl", "eksctl", "pulumi", "gh", "apt-get", "yum", "dnf", "brew", "openssl", "sqlcmd",
    "bq", "gsutil",
    # other common infrastructure, database and network CLIs
    # (not English words such as make, kill or dig: "make sure" is no command)
    "vault", "consul", "nomad", "packer", "kubeadm", "kustomize", "argocd", "velero", "restic",
    "certbot", "iptables", "ufw", "crontab", "doctl", "heroku", "minikube", "skaffold",
    "mongosh", "mongodump", "mongorestore", "mysqldump", "pg_dump", "pg_restore", "pg_dumpall",
    "pg_basebackup", "sqlite3", "spark-submit", "hdfs", "jq", "yq", "sops", "gpg", "ssh-keygen",
    "tcpdump", "nslookup", "apachectl", "logrotate", "rclone", "s3cmd", "azcopy", "linkerd",
    "nerdctl", "buildah", "skopeo", "trivy", "cosign",
})
# English function words: never a subcommand, a flag's value or a command.
STOPWORDS = frozenset([
    "a", "an", "the", "and", "or", "but", "nor", "so", "then", "than", "that", "this", "these",
    "those", "it", "its", "they", "them", "their", "there", "to", "of", "in", "on", "at", "for",
    "with", "by", "from", "into", "onto", "over", "under", "via", "per", "as", "if", "when",
    "while", "until", "after", "before", "once", "each", "every", "all", "any", "some", "no",
    "not", "only", "also", "is", "are", "was", "were", "be", "been", "being", "do", "does", "did",
    "has", "have", "had", "will", "would", "should", "must", "can", "could", "may", "might",
    "you", "your", "we", "our", "he", "she", "his", "her", "which", "who", "whom", "whose",
    "what", "where", "how", "why", "up", "down", "out", "off", "about", "again", "here", "just",
    "too", "very"
])
NUMBER_WORDS = {w: i for i, w in enumerate(
    [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
        "nineteen", "twenty"
    ])}
NUMBER_WORDS |= {"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
                 "eighty": 80, "ninety": 90, "hundred": 100, "thousand": 1000}
# unit -> (dimension, factor to the dimension's base unit)
UNITS: dict[str, tuple[str, float]] = {}
for _names, _dim, _factor in (
        ("ms msec msecs millisecond milliseconds", "time", 0.001),
        ("s sec secs second seconds", "time", 1), ("m min mins minute minutes", "time", 60),
        ("h hr hrs hour hours", "time", 3600), ("d day days", "time", 86400),
        ("w wk wks week weeks", "time", 604800), ("% pct percent per-cent", "percent", 1),
        ("k kb kib", "bytes", 1e3), ("mb mib", "bytes", 1e6), ("g gb gib", "bytes", 1e9),
        ("t tb tib", "bytes", 1e12), ("ki", "bytes", 1e3), ("mi", "bytes", 1e6),
        ("gi", "bytes", 1e9), ("ti", "bytes", 1e12)):  # Kubernetes quantities: 512Mi, 2Gi
    for _name in _names.split():
        UNITS[_name] = (_dim, _factor)
# Phrases a duration is written as: "half an hour", "a quarter of an hour", ...
_FRACTIONS = (("three quarters of an", 0.75), ("a quarter of an", 0.25),
              ("quarter of an", 0.25), ("half an", 0.5), ("half a", 0.5))
# Quantities prose writes as a word: "all traffic" for 100%, "empty" for 0.
WORDED = {"percent:100": {"all", "every", "entire", "whole", "full", "fully"},
          "n:0": {"empty", "none", "no", "nothing", "zero"},
          "percent:0": {"none", "no", "nothing", "zero"}}
SQL_TABLE_KEYWORDS = ("FROM", "INTO", "UPDATE", "JOIN", "TABLE")

_QUOTED = re.compile(r"\"([^\"]+)\"|(?<![\w])'([^'\s][^']*[^'\s])'(?![\w])")
_RAW_TOKEN = re.compile(r"\S+")
_STRIP = "\"'`.,;:()[]{}!?"
_FLAG = re.compile(r"^--?[A-Za-z][\w.-]*(?:=\S*)?$")
_ASSIGN = re.compile(r"^([A-Za-z_][\w.-]*)=(\S+)$")
_REGION = re.compile(r"^[a-z]{2}(?:-[a-z]+)+-\d+[a-z]?$")
_VERSION = re.compile(r"^v?\d+(?:\.\d+){1,3}(?:[-+][\w.-]+)?$")
_HOST = re.compile(r"^[\w-]+(?:\.[\w-]+)+(?::\d+)?$")
_NUMBER = re.compile(r"^(\d+(?:,\d+)*(?:\.\d+)?)([a-z%]*)$")
_PLACEHOLDER = re.compile(r"^<[^<>]+>$")
_NAME = re.compile(r"_|[a-z][A-Z]|[a-zA-Z]\W*\d|\d\W*[a-zA-Z]|\w-\w|\$")
_CAPS = re.compile(r"^[A-Z][A-Z0-9_]{4,}$")
_CONSTANT = re.compile(r"^[A-Z]{3,}$")
SHORT_CONSTANT = 5  # a constant shorter than this counts only as a replacement
_WORD = re.compile(r"^[a-z][a-z0-9-]*$")
# An English compound (re-run, Spot-check, dead-letter): one hyphen, letters only.
_COMPOUND = re.compile(r"^[A-Za-z][a-z]*-[a-z]+$")
_NUMERONYM = re.compile(r"^([a-z])(\d+)([a-z])$", re.I)


@dataclass(frozen=True)
class Identifier:
    """One identifier: its kind (what it may be replaced by), comparison key, text shown."""

    kind: str
    key: str
    text: str


@dataclass(frozen=True)
class Drift:
    """Identifiers present on one side of an aligned pair only, and which of them replace one
    another (same kind): a replacement is strong evidence, a removal or addition weak."""

    removed: tuple[str, ...]
    added: tuple[str, ...]
    replacements: tuple[tuple[str, str], ...] = ()

    def __bool__(self) -> bool:
        return bool(self.removed or self.added)

    @property
    def strong(self) -> bool:
        return bool(self.replacements)

    def describe(self) -> str:
        old = ", ".join(f"`{t}`" for t in self.removed) or "nothing"
        new = ", ".join(f"`{t}`" for t in self.added) or "nothing"
        return f"{old} -> {new}"


def _clean(token: str) -> str:
    token = token.strip(_STRIP)
    for possessive in ("'s", "\u2019s"):
        if token.endswith(possessive) and len(token) > 3:
            token = token[:-2]
    return token.rstrip(".") if not token.endswith("..") else token


def _format(value: float) -> str:
    return f"{value:.6g}"


def _number_value(text: str) -> float | None:
    text = text.lower()
    if text in NUMBER_WORDS:
        return float(NUMBER_WORDS[text])
    if "-" in text:  # twenty-four
        head, _, tail = text.partition("-")
        if head in NUMBER_WORDS and tail in NUMBER_WORDS and NUMBER_WORDS[tail] < 10:
            return float(NUMBER_WORDS[head] + NUMBER_WORDS[tail])
    try:
        return float(text.replace(",", ""))
    except ValueError:
        return None


def _quantity(value: float, unit: str | None, text: str) -> Identifier:
    if unit is not None and unit in UNITS:
        dim, factor = UNITS[unit]
        return Identifier(f"number:{dim}", f"{dim}:{_format(value * factor)}", text)
    return Identifier("number:", f"n:{_format(value)}", text)


def _numbers(words: list[str]) -> tuple[list[Identifier], set[int]]:
    """Numbers with their units, and the word positions they use."""
    found: list[Identifier] = []
    used: set[int] = set()
    lowered = [w.lower() for w in words]
    i = 0
    while i < len(words):
        low = lowered[i]
        nxt = lowered[i + 1] if i + 1 < len(words) else ""
        # "half an hour", "a quarter of an hour", "an hour and a half", "a day"
        for phrase, fraction in _FRACTIONS:
            size = len(phrase.split())
            if " ".join(lowered[i:i + size]) == phrase and i + size < len(words) \
                    and lowered[i + size] in UNITS and UNITS[lowered[i + size]][0] == "time":
                found.append(_quantity(fraction, lowered[i + size],
                                       " ".join(words[i:i + size + 1])))
                used.update(range(i, i + size + 1))
                i += size + 1
                break
        else:
            if low in ("a", "an") and nxt in UNITS and UNITS[nxt][0] == "time" \
                    and UNITS[nxt][1] >= 60 and len(nxt) > 1:  # "a second time": ordinal
                extra = 0.5 if lowered[i + 2:i + 5] == ["and", "a", "half"] else 0.0
                span = 5 if extra else 2
                found.append(_quantity(1 + extra, nxt, " ".join(words[i:i + span])))
                used.update(range(i, i + span))
                i += span
                continue
            amount = _NUMBER.match(low[1:]) if low[:1] in "$€£" else None
            if amount and not amount[2]:  # $50: money, compared by value
                value = _number_value(amount[1]) or 0.0
                found.append(Identifier("number:money", f"money:{low[0]}{_format(value)}",
                                        words[i]))
                used.add(i)
                i += 1
                continue
            match = _NUMBER.match(low)
            value, unit = None, None
            if match:
                value, unit = _number_value(match.group(1)), match.group(2) or None
                if unit in ("st", "nd", "rd", "th"):  # an ordinal: 5th
                    found.append(Identifier("number:ordinal", f"ordinal:{_format(value)}",
                                            words[i]))
                    used.add(i)
                    i += 1
                    continue
                if unit is not None and unit not in UNITS:
                    i += 1
                    continue  # 5xx, 3a: a name, not a quantity
            elif "-" in low and _number_value(low.split("-")[0]) is not None \
                    and low.split("-", 1)[1] in UNITS:  # 14-day, fourteen-day, 5-minute
                value, unit = _number_value(low.split("-")[0]), low.split("-", 1)[1]
            elif low in NUMBER_WORDS or (_number_value(low) is not None and not low[0].isdigit()):
                value = _number_value(low)
                if nxt not in UNITS and (value == 1 or not nxt or nxt in STOPWORDS):
                    i += 1
                    continue  # "the one with", "if the two are": a pronoun
            if value is None:
                i += 1
                continue
            span = 1
            if (unit is None and nxt in UNITS and len(nxt) > 1) or nxt == "%":
                unit, span = nxt, 2
            found.append(_quantity(value, unit, " ".join(words[i:i + span])))
            used.update(range(i, i + span))
            i += span
    return found, used


def _is_command(word: str, following: str) -> bool:
    if not _WORD.match(word) or word in STOPWORDS:
        return False
    return (word in KNOWN_TOOLS or word.endswith(("ctl", "-cli", ".sh"))
            or bool(_FLAG.match(following)))


def identifiers(text: str) -> list[Identifier]:
    """The identifiers of a step description, normalised for comparison (each occurrence)."""
    return list(_identifiers(text))


@lru_cache(maxsize=8192)
def _identifiers(text: str) -> tuple[Identifier, ...]:
    """:func:`identifiers`, cached: a step is compared with several partners and contexts."""
    found: list[Identifier] = []
    for match in _QUOTED.finditer(text):
        inner = " ".join(next(g for g in match.groups() if g).split())
        found.append(Identifier("quoted", "q:" + inner.lower(), inner))
    words: list[str] = []
    breaks: set[int] = set()  # words after which a clause or a code span ends
    for raw in _RAW_TOKEN.findall(text.replace("`", " ` ")):
        if raw == "`":
            breaks.add(len(words) - 1)
        elif token := _clean(raw):
            words.append(token)
            if raw[-1] in ",;:." and not token.endswith(raw[-1]):
                breaks.add(len(words) - 1)
    numbers, used = _numbers(words)
    found.extend(numbers)
    for i, word in enumerate(words):
        low = word.lower()
        nxt = words[i + 1] if i + 1 < len(words) else ""
        after_flag = i > 0 and _FLAG.match(words[i - 1]) and "=" not in words[i - 1]
        if not after_flag and _is_command(word, nxt):
            found.append(Identifier("tool", "tool:" + word, word))
            subs = []
            for k in range(i + 1, min(i + 3, len(words))):
                if k - 1 in breaks or not _WORD.match(words[k]) or words[k] in STOPWORDS:
                    break
                subs.append(words[k])
            if subs:
                command = " ".join([word, *subs])
                found.append(Identifier(f"command:{word}", "cmd:" + command, command))
            continue
        if word in SQL_TABLE_KEYWORDS and re.match(r"^[A-Za-z_][\w.$:]*$", nxt) \
                and nxt.lower() not in STOPWORDS:
            found.append(Identifier("table", "table:" + nxt.lower(), nxt))
        if _FLAG.match(word):
            name, _, value = word.partition("=")
            found.append(Identifier("flag", "flag:" + word, word))
            if value:
                found.extend(_inner(value))
            elif nxt and i not in breaks and not nxt.startswith("-") \
                    and nxt.lower() not in STOPWORDS \
                    and (i + 2 >= len(words) or i + 1 in breaks
                         or words[i + 2].lower() not in STOPWORDS):
                found.append(Identifier(f"value:{name}", f"value:{name}={nxt.lower()}",
                                     f"{name} {nxt}"))
            continue
        if i in used:
            continue
        kind = _shape(word)
        if kind is not None:
            found.append(Identifier(kind, f"{kind}:{low}", word))
            if kind == "assign":
                key, _, value = word.partition("=")
                found.append(Identifier(f"assign:{key.lower()}", f"set:{low}", word))
                found.extend(_inner(value))
    return tuple(found)


def _inner(value: str) -> list[Identifier]:
    """Identifiers inside a flag's or a setting's value (``--since=1h``, ``serial=20%``)."""
    return _numbers([value])[0]


def _shape(word: str) -> str | None:
    """The kind of an identifier-shaped token, or None for an ordinary word."""
    if _PLACEHOLDER.match(word):
        return "placeholder"
    if re.match(r"^\d{1,2}:\d{2}(?::\d{2})?$", word):
        return "clock"
    if _REGION.match(word):
        return "region"
    if _VERSION.match(word):
        return "version"
    if _ASSIGN.match(word):
        return "assign"
    if _is_path(word):
        return "path"
    if _HOST.match(word) and not re.match(r"^\d+(\.\d+)*$", word) \
            and sum(len(part) >= 2 for part in word.split(".")) >= 2:
        return "host"
    if _CONSTANT.match(word):
        return "constant"
    if _CAPS.match(word) or (_NAME.search(word) and not _COMPOUND.match(word)):
        return "name"
    return None


def _is_path(word: str) -> bool:
    """A path or URL; ``in/on`` and ``and/or`` are prose."""
    if word.startswith(("/", "~/", "./", "../")) or "://" in word:
        return True
    inner = word.strip("/")
    if "/" not in inner:
        return False
    parts = inner.split("/")
    return len(parts) > 2 or word.endswith("/") or bool(re.search(r"[.\-_:<>$*=\d]", inner)) \
        or all(len(p) >= 3 and p.lower() not in STOPWORDS for p in parts)


def compare(golden_text: str, candidate_text: str, *, golden_context: str = "",
            candidate_context: str = "") -> Drift:
    """Identifiers that differ between an aligned golden and candidate step, up to
    equivalence; a ``*_context`` text (steps merged in or split out) explains what it holds."""
    if golden_text == candidate_text:
        return Drift((), ())  # the same text: nothing to compare
    golden, candidate = identifiers(golden_text), identifiers(candidate_text)
    other_cand = f"{candidate_text} {candidate_context}"
    other_gold = f"{golden_text} {golden_context}"
    cand_all = candidate + identifiers(candidate_context)
    gold_all = golden + identifiers(golden_context)
    removed, fewer = _unexplained(golden, cand_all, other_cand)
    added, more = _unexplained(candidate, gold_all, other_gold)
    removed, added = _drop_subsumed(removed), _drop_subsumed(added)
    replacements = []
    free = list(added) + more  # a name or number written once more may stand in for one
    for old in sorted(removed, key=lambda t: t.text):
        match = next((new for new in free if _replaces(old, new)), None)
        if match is not None:
            free.remove(match)
            if match in more:
                added.append(match)
            replacements.append((old.text, match.text))
    free = [t for t in free if t not in more]
    for old in fewer:  # written once less, and a like name appears: one of them was replaced
        match = next((new for new in free if _replaces(old, new)), None)
        if match is not None:
            free.remove(match)
            removed.append(old)
            replacements.append((old.text, match.text))
    paired = {text for pair in replacements for text in pair}
    removed, added = _drop_lone_short_constants(removed, paired), \
        _drop_lone_short_constants(added, paired)
    return Drift(tuple(sorted({t.text for t in removed})), tuple(sorted({t.text for t in added})),
                 tuple(replacements))


def _unexplained(mine: list[Identifier], others: list[Identifier], other_text: str
                 ) -> tuple[list[Identifier], list[Identifier]]:
    """Identifiers of one side the other side does not account for (as many times), and
    names the other side writes fewer times (a change only if a like name replaces one)."""
    counts = Counter(t.key for t in mine)
    other_counts = Counter(t.key for t in others)
    words = _words(other_text)
    components = {part for o in others for part in re.split(r"[-._/=:,]+", o.text.lower())
                  if part}
    result, fewer, seen = [], [], set()
    for token in mine:
        if token.key in seen:
            continue
        seen.add(token.key)
        if other_counts[token.key] >= counts[token.key]:
            continue
        if other_counts[token.key] and not token.kind.startswith(("value:", "flag")):
            fewer.append(token)  # a name written once more on one side: rewording, unless
            continue  # a like name stands in for it
        if counts[token.key] == 1 and _explained(token, others, other_text, words, components):
            continue
        result.append(token)
    return result, fewer


def _drop_lone_short_constants(items: list[Identifier], paired: set[str]) -> list[Identifier]:
    """A short all-caps word (``TLS``, ``API``) counts only when it replaces another."""
    return [t for t in items if t.kind != "constant" or len(t.text) >= SHORT_CONSTANT
            or t.text in paired]


def _drop_subsumed(items: list[Identifier]) -> list[Identifier]:
    """A tool alone is shown only when no longer command of it differs."""
    tools = {t.kind.split(":", 1)[1] for t in items if t.kind.startswith("command:")}
    return [t for t in items if not (t.kind == "tool" and t.text in tools)]


def _replaces(old: Identifier, new: Identifier) -> bool:
    """Whether ``new`` is a same-kind replacement of ``old`` (strong evidence)."""
    if old.kind != new.kind:
        return False
    if old.kind == "name":  # weakly typed: the two must look alike
        a, b = old.text.lower(), new.text.lower()
        common = len(_common_prefix(a, b)) + len(_common_prefix(a[::-1], b[::-1]))
        return common >= 3 or (_separators(a) == _separators(b) and len(_separators(a)) > 0) \
            or (len(a) >= 3 and _letter_digit_shape(a) == _letter_digit_shape(b))
    # a different tool alone is no replacement: its command ids carry one
    return old.kind != "tool"


def _common_prefix(a: str, b: str) -> str:
    size = 0
    while size < min(len(a), len(b)) and a[size] == b[size]:
        size += 1
    return a[:size]


def _letter_digit_shape(word: str) -> str:
    """``gp3`` and ``io2`` both read ``aa9``: like-shaped names (a volume or instance type)."""
    return "".join("9" if ch.isdigit() else "a" if ch.isalpha() else ch for ch in word)


def _separators(word: str) -> str:
    return re.sub(r"[^_.\-/:]", "", word)


def _explained(token: Identifier, others: list[Identifier], other_text: str,
              words: frozenset[str], components: set[str]) -> bool:
    """Written on the other side in another form: the same value with its unit, the same
    text in prose, a qualified name or command whose parts all stand there as words, a
    component of one of its identifiers, or an abbreviation of a word there."""
    plain = _plain(other_text)
    if token.kind.startswith("number:"):
        value = token.key.split(":", 1)[1]
        if token.key in WORDED and words & WORDED[token.key]:
            return True  # 100% as "all", 0 as "empty"
        return any(o.kind.startswith("number:") and o.key.split(":", 1)[1] == value
                   for o in others) or mentions(plain.replace("-", " "), token.text)
    if mentions(plain, token.text):
        return True
    if token.kind.startswith("command:"):  # the same command with a word more or less
        subs = set(token.text.lower().split()[1:])
        return any(o.kind == token.kind and (subs <= set(o.text.lower().split()[1:])
                                             or subs >= set(o.text.lower().split()[1:]))
                   for o in others)
    if token.kind in ("name", "quoted", "host") and "." in token.text:
        parts = [p for p in re.split(r"[\s.]+", token.text.lower()) if p]
        if len(parts) > 1 and all(p in words for p in parts):
            return True
    if token.kind in ("name", "tool", "constant"):
        if token.text.lower() in components:
            return True
        return any(abbreviates(token.text, word) or abbreviates(word, token.text)
                   for word in words)
    return False


@lru_cache(maxsize=4096)
def _words(text: str) -> frozenset[str]:
    return frozenset(w for w in (_clean(t).lower() for t in _plain(text).split()) if w)


def abbreviates(short: str, long: str) -> bool:
    """``short`` abbreviates ``long``: a prefix (prod / production), a short form from the
    word's letters (db / database), or a numeronym (k8s / kubernetes)."""
    short, long = short.lower(), long.lower()
    if len(short) >= len(long) or not short or short[0] != long[0]:
        return False
    if match := _NUMERONYM.match(short):
        _, count, last = match.groups()
        return len(long) == int(count) + 2 and long[-1] == last
    if not (short.isalpha() and long.isalpha()):
        return False  # names with digits or separators are not abbreviations
    if len(short) >= 3 and long.startswith(short):
        return True
    if len(short) <= 3 and short.isalpha():
        rest = iter(long[1:])
        return all(ch in rest for ch in short[1:])
    return False


def _plain(text: str) -> str:
    return " ".join(text.replace("`", " ").split())


def mentions(text: str, token: str) -> bool:
    """Whether ``token`` stands in ``text`` as a whole word (case-insensitive)."""
    pattern = r"(?<![\w-])" + re.escape(token) + r"(?![\w-])"
    return re.search(pattern, text, re.IGNORECASE) is not None
