"""Identifier-shaped tokens (a region, a version, a path, a host, a snake_case or camelCase
name, an all-caps constant), and when two names look alike enough to replace one another."""

from __future__ import annotations

import re

from .lexicon import Lexicon
from .vocabulary import BUILTIN, STOPWORDS

_ASSIGN = re.compile(r"^([A-Za-z_][\w.-]*)=(\S+)$")
_REGION = re.compile(r"^[a-z]{2}(?:-[a-z]+)+-\d+[a-z]?$")
# Azure's region names, written without separators: westeurope, eastus2, ukwest, southeastasia
_COMPASS = r"(?:north|south|east|west|central)+"
_AZURE_REGION = re.compile(
    rf"^(?:{_COMPASS}(?:us|europe|asia|india|japan|uk|france|germany|norway|switzerland|canada"
    rf"|brazil|australia|africa|korea|uae|sweden|italy|poland|qatar|israel|mexico|spain)\d?"
    rf"|(?:uk|us|brazil|korea|japan|australia|canada|france|germany|norway|switzerland|uae"
    rf"|india|southafrica|sweden|italy|poland|qatar|israel|mexico|spain){_COMPASS}\d?)$")
_OID = re.compile(r"^\d+(?:\.\d+){4,}$")  # an SNMP OID: 1.3.6.1.2.1.31.1.1.1.6
_VERSION = re.compile(r"^v?\d+(?:\.\d+){1,3}(?:[-+][\w.-]+)?$")
_HOST = re.compile(r"^[\w-]+(?:\.[\w-]+)+(?::\d+)?$")
_EMAIL = re.compile(r"^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$")
_HANDLE = re.compile(r"^[@#][A-Za-z][\w.-]*$")  # a chat channel or a user: #ops, @dba
_PLACEHOLDER = re.compile(r"^<[^<>]+>$")
_NAME = re.compile(r"_|[a-z][A-Z]|[a-zA-Z]\W*\d|\d\W*[a-zA-Z]|\w-\w|\$|\w:[\w*]")
_CALL = re.compile(r"^([A-Za-z_][\w.]*)\(")  # a function call: max(id), pg_cancel_backend(
_CAPS = re.compile(r"^[A-Z][A-Z0-9_]{4,}$")
_CONSTANT = re.compile(r"^[A-Z]{3,}$")
# An English compound (re-run, Spot-check, dead-letter): one hyphen, letters only.
_COMPOUND = re.compile(r"^[A-Za-z][a-z]*-[a-z]+$")
_PHRASE_COMPOUND = re.compile(r"^[A-Za-z][a-z]+(?:-[a-z]+){2,3}$")
_LINKS = frozenset(("a", "and", "by", "for", "in", "of", "on", "or", "the", "to"))
_PREFIXES = frozenset(("co", "non", "post", "pre", "re", "self", "semi", "sub", "un"))
_CAMEL = re.compile(r"[a-z][A-Z]")
_CLOCK = re.compile(r"^\d{1,2}:\d{2}(?::\d{2})?$")
_DOTTED_NUMBER = re.compile(r"^\d+(\.\d+)*$")


def shape(word: str, lexicon: Lexicon = BUILTIN) -> str | None:
    """The kind of an identifier-shaped token, or None for an ordinary word (``lexicon``:
    the environments and closed classes that make a hyphenated word a name)."""
    if _PLACEHOLDER.match(word):
        return "placeholder"
    if _CALL.match(word):
        return "function"
    if _CLOCK.match(word):
        return "clock"
    if _REGION.match(word) or _AZURE_REGION.match(word):
        return "region"
    if _OID.match(word):
        return "name"
    if _EMAIL.match(word):
        return "email"
    if _HANDLE.match(word):
        return "handle"
    if _VERSION.match(word):
        return "version"
    if _ASSIGN.match(word):
        return "assign"
    if _is_path(word):
        return "path"
    if _HOST.match(word) and not _DOTTED_NUMBER.match(word) \
            and sum(len(part) >= 2 for part in word.split(".")) >= 2:
        return "host"
    if _CONSTANT.match(word):
        return "constant"
    if _CAPS.match(word) or (_NAME.search(word) and not _english_compound(word, lexicon)):
        return "name"
    return None


def _english_compound(word: str, lexicon: Lexicon) -> bool:
    """An English compound (re-run, dead-letter), not a name: one hyphen, letters only, and
    no part a deployment environment, a replication role or a deployment slot
    (``staging-eu``, ``payments-primary``, ``web-blue`` are names), nor a single letter
    last (``nfs-b``, ``node-a``: one of a lettered set; ``x-ray`` is a word)."""
    parts = word.lower().split("-")
    if _PHRASE_COMPOUND.match(word) and all(p in _LINKS for p in parts[1:-1]):
        return True  # bit-for-bit, end-to-end, point-in-time: a phrase, no name
    if _COMPOUND.match(word) and parts[0] in _PREFIXES and len(parts[1]) > 2:
        return True  # pre-stage, re-run, post-check: a prefixed word
    return bool(_COMPOUND.match(word)) and len(parts[-1]) > 1 and not any(
        part in lexicon.environments
        or lexicon.closed_classes.get(part, ("",))[0] in ("role", "slot")
        for part in parts)


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


def alike(old: str, new: str) -> bool:
    """Like-shaped names: a common part, the same kinds of separator (two snake_case names)
    or letter-digit pattern, both camelCase, or both mixed letters and digits of one length
    (two commit hashes)."""
    if _CAMEL.search(old) and _CAMEL.search(new):
        return True
    a, b = old.lower(), new.lower()
    if len(a) == len(b) >= 6 and all(re.search(r"\d", w) and re.search(r"[a-z]", w)
                                     and w.isalnum() for w in (a, b)):
        return True
    common = len(common_prefix(a, b)) + len(common_prefix(a[::-1], b[::-1]))
    return common >= 3 or (_separators(a) == _separators(b) and _separators(a) != "") \
        or (len(a) >= 3 and _letter_digit_shape(a) == _letter_digit_shape(b))


def common_prefix(a: str, b: str) -> str:
    size = 0
    while size < min(len(a), len(b)) and a[size] == b[size]:
        size += 1
    return a[:size]


def _letter_digit_shape(word: str) -> str:
    """``gp3`` and ``io2`` both read ``aa9``: like-shaped names (a volume or instance type)."""
    return "".join("9" if ch.isdigit() else "a" if ch.isalpha() else ch for ch in word)


def _separators(word: str) -> str:
    return re.sub(r"[^_.\-/:]", "", word)


def function_name(call: str) -> str:
    """The name a function call calls: ``max`` for ``max(id``."""
    match = _CALL.match(call)
    return match.group(1).lower() if match else call.lower()
