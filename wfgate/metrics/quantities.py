"""Numbers with their units in step text, compared by value: ``60 minutes`` = ``an hour`` =
``1h``, ``0.1 s`` = ``100 ms``, ``fourteen-day`` = ``14-day``, ``half an hour`` = ``30 min``."""

from __future__ import annotations

import re
from typing import NamedTuple

from .vocabulary import BUILTIN, STOPWORDS

_UNITS_DATA = BUILTIN.units  # wfgate/data/lexicon/units.yaml
NUMBER_WORDS: dict[str, int] = dict(_UNITS_DATA["number_words"])
# unit -> (dimension, factor to the dimension's base unit); sizes in powers of two whichever
# prefix prose uses (1 TiB = 1024 GiB = 1 TB), Kubernetes quantities (512Mi, 2Gi) too
UNITS: dict[str, tuple[str, float]] = {name: (unit["dimension"], unit["factor"])
                                       for unit in _UNITS_DATA["units"]
                                       for name in unit["names"]}
# Phrases a duration is written as: "half an hour", "a quarter of an hour", ...
_FRACTIONS: tuple[tuple[str, float], ...] = tuple((phrase, fraction) for phrase, fraction
                                                  in _UNITS_DATA["fractions"])
# Quantities prose writes as a word: "all traffic" for 100%, "empty" for 0.
WORDED: dict[str, set[str]] = {key: set(words) for key, words in _UNITS_DATA["worded"].items()}
# One-letter units that follow a number after a space (``2.5 s``); longer ones always may.
SPACED_LETTER_UNITS = frozenset(_UNITS_DATA["spaced_letters"])
# Words between a number and its unit: "5 more minutes" is 5 minutes.
MODIFIERS = frozenset(_UNITS_DATA.get("modifiers", ()))
_NUMBER = re.compile(r"^(\d+(?:,\d+)*(?:\.\d+)?)([a-z%]*)$")


class Quantity(NamedTuple):
    """A number found in text: its kind, its comparison key (value in the base unit), text."""

    kind: str
    key: str
    text: str


def _format(value: float) -> str:
    return f"{value:.6g}"


def number_value(text: str) -> float | None:
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


def _quantity(value: float, unit: str | None, text: str) -> Quantity:
    if unit is not None and unit in UNITS:
        dim, factor = UNITS[unit]
        return Quantity(f"number:{dim}", f"{dim}:{_format(value * factor)}", text)
    return Quantity("number:", f"n:{_format(value)}", text)


def numbers(words: list[str]) -> tuple[list[Quantity], set[int]]:
    """Numbers with their units, and the word positions they use."""
    found: list[Quantity] = []
    used: set[int] = set()
    lowered = [w.lower() for w in words]
    i = 0
    while i < len(words):
        low = lowered[i]
        nxt = lowered[i + 1] if i + 1 < len(words) else ""
        # "half an hour", "a quarter of an hour", "half a per cent", "an hour and a half"
        for phrase, fraction in _FRACTIONS:
            size = len(phrase.split())
            if " ".join(lowered[i:i + size]) != phrase or i + size >= len(words):
                continue
            unit, span = lowered[i + size], 1
            if lowered[i + size:i + size + 2] == ["per", "cent"]:
                unit, span = "percent", 2
            if unit in UNITS and UNITS[unit][0] in ("time", "percent"):
                found.append(_quantity(fraction, unit, " ".join(words[i:i + size + span])))
                used.update(range(i, i + size + span))
                i += size + span
                break
        else:
            # "a day", "the last hour" ("a second time": an ordinal, no duration)
            if low in ("a", "an") and nxt == "full" and i + 2 < len(words) \
                    and UNITS.get(lowered[i + 2], ("",))[0] == "time":  # a full day: a day
                found.append(_quantity(1.0, lowered[i + 2], " ".join(words[i:i + 3])))
                used.update(range(i, i + 3))
                i += 3
                continue
            if low in ("a", "an", "last", "past") and nxt in UNITS \
                    and UNITS[nxt][0] == "time" and UNITS[nxt][1] >= 60 and len(nxt) > 1:
                extra = 0.5 if lowered[i + 2:i + 5] == ["and", "a", "half"] else 0.0
                span = 5 if extra else 2
                found.append(_quantity(1 + extra, nxt, " ".join(words[i:i + span])))
                used.update(range(i, i + span))
                i += span
                continue
            amount = _NUMBER.match(low[1:]) if low[:1] in "$€£" else None
            if amount and not amount[2]:  # $50: money, compared by value
                value = number_value(amount[1]) or 0.0
                found.append(Quantity("number:money", f"money:{low[0]}{_format(value)}",
                                        words[i]))
                used.add(i)
                i += 1
                continue
            match = _NUMBER.match(low)
            value, unit = None, None
            if match:
                value, unit = number_value(match.group(1)), match.group(2) or None
                if unit in ("st", "nd", "rd", "th") and value is not None:  # an ordinal: 5th
                    found.append(Quantity("number:ordinal", f"ordinal:{_format(value)}",
                                            words[i]))
                    used.add(i)
                    i += 1
                    continue
                if unit is not None and unit not in UNITS:
                    i += 1
                    continue  # 5xx, 3a: a name, not a quantity
            elif "-" in low and (number_value(low.split("-")[0]) is not None
                                 or low.startswith("half-")) \
                    and low.split("-", 1)[1] in UNITS:  # 14-day, fourteen-day, half-hour
                head = low.split("-")[0]
                value = 0.5 if head == "half" else number_value(head)
                unit = low.split("-", 1)[1]
            elif low in NUMBER_WORDS or (number_value(low) is not None and not low[0].isdigit()):
                value = number_value(low)
                if nxt not in UNITS and (value == 1 or not nxt or nxt in STOPWORDS):
                    i += 1
                    continue  # "the one with", "if the two are": a pronoun
            if value is None:
                i += 1
                continue
            span = 1
            if unit is None and nxt in ("hundred", "thousand") and not low[0].isdigit():
                value *= 100 if nxt == "hundred" else 1000  # two hundred
                span, nxt = 2, lowered[i + 2] if i + 2 < len(words) else ""
            after = lowered[i + span + 1] if i + span + 1 < len(words) else ""
            if unit is None and nxt in MODIFIERS and len(after) > 1 and after in UNITS:
                unit, span = after, span + 2  # 5 more minutes
            elif (unit is None and nxt in UNITS
                    and (len(nxt) > 1 or nxt in SPACED_LETTER_UNITS)) or nxt == "%":
                unit, span = nxt, span + 1
            found.append(_quantity(value, unit, " ".join(words[i:i + span])))
            used.update(range(i, i + span))
            i += span
    return found, used
