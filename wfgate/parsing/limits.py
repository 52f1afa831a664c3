"""What every parser shares: the default limits, the refusal a parser raises mid-way, and the
helpers that keep a message to one short line."""

from __future__ import annotations

from typing import Any

from ..config import InputLimits
from ..errors import InputError

DEFAULT_LIMITS = InputLimits()
# A number in a workflow file is an id at most; longer ones are refused before int() (Python
# refuses to print ints of more than 4,300 digits, and nothing here needs them).
MAX_NUMBER_CHARS = 100
# What the JSON and YAML loaders add to every mapping: its line, and the line of each key.
LINE = "__line__"
KEY_LINES = "__keylines__"
RECORDED = frozenset({LINE, KEY_LINES})


class Refused(Exception):
    """A limit or rule broken inside a parser; becomes an :class:`InputError` with the line."""

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.line = line


def cut(text: str, size: int = 60) -> str:
    """Text from the file, cut so that a message stays one short line."""
    return text if len(text) <= size else text[:size - 3] + "..."


def clip(value: Any, size: int = 60) -> str:
    """``repr`` of a value from the file, cut to ``size`` characters."""
    return cut(repr(value), size)


def check_count(count: int, what: str, limit: int, name: str, line: int | None) -> None:
    if count > limit:
        raise InputError(name, f"more than limits.max_{what}={limit} {what}", line)
