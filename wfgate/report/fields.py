"""Helpers every report class shares to read and write its JSON (wire) form."""

from __future__ import annotations

from typing import Any

JSON = dict[str, Any]


def _opt_float(value: Any) -> float | None:
    return None if value is None else float(value)


def _opt_str(value: Any) -> str | None:
    return None if value is None else str(value)


def _opt_int(value: Any) -> int | None:
    return None if value is None else int(value)


def _put(data: JSON, key: str, value: Any) -> None:
    """Add an optional field to the wire form only when it is set."""
    if value is not None:
        data[key] = value
