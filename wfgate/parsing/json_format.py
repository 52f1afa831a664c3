"""JSON workflow files: each object's line recorded, nesting bounded before the recursive
decoder runs, duplicate keys and over-long numbers refused."""

from __future__ import annotations

import bisect
import json
import json.decoder
import json.scanner
import re
from typing import Any

from ..config import InputLimits
from ..errors import InputError
from .limits import DEFAULT_LIMITS, KEY_LINES, MAX_NUMBER_CHARS, Refused, clip

_JSON_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.DOTALL)


def load_json(text: str, name: str, limits: InputLimits = DEFAULT_LIMITS) -> Any:
    _check_json_depth(text, name, limits.max_depth)
    try:
        return _LineDecoder(text).decode(text)
    except Refused as exc:
        raise InputError(name, exc.message, exc.line) from None
    except json.JSONDecodeError as exc:
        raise InputError(name, f"not valid JSON: {exc.msg}", exc.lineno) from None
    except RecursionError:
        raise InputError(name, f"nested too deeply to read (limits.max_depth="
                               f"{limits.max_depth})") from None


def _check_json_depth(text: str, name: str, limit: int) -> None:
    """Refuse nesting deeper than ``limit`` in one linear pass, before the recursive decoder
    sees the text (strings are skipped whole)."""
    if text.count("[") + text.count("{") <= limit:
        return
    depth = 0
    for match in _JSON_TOKENS.finditer(text):
        token = match.group(0)
        if token in "[{":
            depth += 1
            if depth > limit:
                line = text.count("\n", 0, match.start()) + 1
                raise InputError(name, f"nested deeper than limits.max_depth={limit}", line)
        elif token in "]}":
            depth -= 1


def _unique_pairs(pairs: list[tuple[str, Any]]) -> dict:
    mapping: dict = {}
    for key, value in pairs:
        if key in mapping:
            raise Refused(f"duplicate key {clip(key, 40)}")
        mapping[key] = value
    return mapping


def _bounded_int(digits: str) -> int:
    if len(digits) > MAX_NUMBER_CHARS:
        raise Refused(f"a number of {len(digits)} digits (more than {MAX_NUMBER_CHARS}); "
                       "quote it if it is an id")
    return int(digits)


class _LineDecoder(json.JSONDecoder):
    """JSON with the line of each object's ``{`` under ``__line__`` (and of each key under
    ``__keylines__``), as :class:`_LineLoader`
    records for YAML (the pure-Python scanner calls ``parse_object`` with the position;
    PyYAML on the same text was 10x slower: a third of a 200-pair run's non-model time).
    Duplicate keys and over-long numbers are refused."""

    def __init__(self, text: str) -> None:
        super().__init__(object_pairs_hook=_unique_pairs, parse_int=_bounded_int)
        newlines = [match.start() for match in re.finditer("\n", text)]

        def line_of(position: int) -> int:
            return bisect.bisect_left(newlines, position) + 1

        def parse_object(s_and_end, *args, **kwargs):
            try:
                mapping, end = json.decoder.JSONObject(s_and_end, *args, **kwargs)
            except Refused as exc:
                if exc.line is None:
                    exc.line = line_of(s_and_end[1] - 1)
                raise
            start = s_and_end[1] - 1
            lines = key_lines(s_and_end[0], start, end, mapping)
            mapping["__line__"] = line_of(start)
            mapping[KEY_LINES] = lines
            return mapping, end

        def key_lines(s: str, start: int, end: int, mapping: dict) -> dict:
            """The line of each key: where ``"key"`` first occurs in the object's text (an
            escaped spelling: the object's line)."""
            lines = {}
            for key in mapping:
                at = s.find(f'"{key}"', start, end)
                lines[key] = line_of(at if at >= 0 else start)
            return lines

        self.parse_object = parse_object
        # The pure-Python scanner (the C one ignores parse_object); typeshed omits its name.
        self.scan_once = json.scanner.py_make_scanner(self)  # type: ignore[attr-defined]
