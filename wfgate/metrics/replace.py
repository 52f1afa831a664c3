"""The replace stage of the identifier comparison (rules ID301-ID304 of :mod:`.rules`): which
identifier only one side has stands in for one only the other side has. A same-kind
replacement, a tool for a tool, a name cut short at a separator: strong evidence of a swap."""

from __future__ import annotations

from .lexicon import Lexicon
from .shapes import alike
from .tokens import Identifier

_SEPARATORS = frozenset("-._/=:,")
_TRUNCATABLE = frozenset({"name", "code", "host", "path", "quoted", "flag"})


def replaces(old: Identifier, new: Identifier, lex: Lexicon) -> bool:
    """ID301: whether ``new`` is a same-kind replacement of ``old`` (strong evidence)."""
    kinds = {old.kind, new.kind}
    if kinds == {"op"}:  # cordon by delete, enable by suspend; not freeze by stop
        return lex.conflict(old.key[3:], new.key[3:])
    if kinds == {"code"}:  # one word of a code span for another
        return True
    if kinds <= {"name", "code"}:  # weakly typed: the two must look alike
        return alike(old.text, new.text)
    if kinds == {"name", "constant"}:  # SIGHUP by SIGUSR1, BI_READER by PUBLIC: all-caps
        return old.text.isupper() and new.text.isupper()
    if kinds == {"code", "bool"}:  # chassis power soft -> chassis power off
        return True
    if kinds == {"name", "tool"}:  # a snake_case tool (pg_repack) by a tool named as one
        tool, name = (old, new) if old.kind == "tool" else (new, old)
        return lex.is_tool(tool.text) and not product_of(tool.text, name.text)
    if kinds == {"code", "tool"}:  # lsof by rm: the command of a code span
        return True
    if kinds <= {"name", "proper"}:  # a product by another: Alertmanager, PagerDuty, 1Password
        return _capitalised(old.text) and _capitalised(new.text)
    return old.kind == new.kind


# Tools whose names do not open with their product's (a prefix of the tool: the products).
_PRODUCTS = {"pg_": ("postgresql", "postgres"), "psql": ("postgresql", "postgres"),
             "pgbackrest": ("postgresql", "postgres"), "dnssec-": ("bind",), "rndc": ("bind",),
             "named-": ("bind",), "kubeadm": ("kubernetes",), "kubectl": ("kubernetes",)}


def product_of(tool: str, name: str) -> bool:
    """Whether a capitalised name is the product a tool belongs to (``mongosh`` in ``the
    MongoDB shell``, ``patronictl`` in ``the Patroni CLI``, ``pg_dump`` in ``PostgreSQL's
    dump tool``): they share their first four letters or more, or the tool is one of the
    product's by name (``_PRODUCTS``). The tool said by its product's name is no other tool."""
    if not _capitalised(name):
        return False
    low = tool.lower()
    if any(low.startswith(prefix) and name.lower() in products
           for prefix, products in _PRODUCTS.items()):
        return True
    return len(tool) >= 4 and low[:4] == name[:4].lower()


def kind_of(old: Identifier, new: Identifier) -> str:
    """The kind a replacement is judged as: the shared kind, or ``old/new``."""
    return old.kind if old.kind == new.kind else f"{old.kind}/{new.kind}"


def tool_swaps(removed: list[Identifier], added: list[Identifier], lex: Lexicon
               ) -> list[tuple[str, str]]:
    """ID303: a tool only one side names replaced by one only the other names (``rsync`` by
    ``scp``, ``helm upgrade`` by ``kubectl apply``); one of them must be a tool by name or
    shape, not only by standing before a flag."""
    old = [t.text for t in removed if t.kind == "tool"]
    new = [t.text for t in added if t.kind == "tool"]
    return [(a, b) for a, b in zip(old, new, strict=False) if lex.is_tool(a) or lex.is_tool(b)]


def truncations(gone: list[Identifier], other: list[Identifier], own: list[Identifier],
                paired: set[str]) -> list[tuple[Identifier, Identifier]]:
    """ID304: identifiers only one side has, cut short on the other at a separator
    (``billing.invoices.dlq`` by ``billing.invoices``, ``orders_restore_test`` by ``orders``):
    the short one is written there as a name of its own, not as a part of the long one, so it
    replaces it. A later part alone (``AirportCode`` for ``airports.AirportCode``) is a
    qualified name written short, no truncation."""
    own_keys = {t.key for t in own}
    found = []
    for long in gone:
        if long.text in paired or long.kind not in _TRUNCATABLE:
            continue
        text = long.text.lower()
        for short in other:
            low = short.text.lower()
            if short.key not in own_keys and short.kind in _TRUNCATABLE \
                    and short.text not in paired and low != text \
                    and text.startswith(low) and text[len(low):len(low) + 1] in _SEPARATORS \
                    and not _listed(low, text):
                found.append((long, short))
                paired |= {long.text, short.text}
                break
    return found


def _listed(short: str, long: str) -> bool:
    """Whether ``long`` is a comma-joined list (``tms-a,tms-b``) with ``short`` one of its
    items, each of them written whole (no truncation: the list names the item)."""
    return "," in long and short in long.split(",")


def _capitalised(word: str) -> bool:
    letters = [ch for ch in word if ch.isalpha()]
    return bool(letters) and letters[0].isupper()
