"""The judge's reply: exactly one JSON object, validated against a small schema.

Anything that does not validate raises :class:`MalformedReply`; the caller retries and then
counts a judge error. A malformed reply is never turned into a score.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

MAX_RATIONALE_CHARS = 1000
MAX_LIST_ITEMS = 200
MAX_ITEM_CHARS = 300
LIST_FIELDS = ("matched_steps", "missing_steps", "extra_steps", "reordered_steps")
SCORE_FIELDS = ("initial_score", "final_score")

_CODE_FENCE = re.compile(r"^```(?:json)?\s*\n?(.*?)\n?```$", re.DOTALL | re.IGNORECASE)


class MalformedReply(ValueError):
    """The reply is not one JSON object matching the schema; the message says why."""


@dataclass(frozen=True)
class JudgeReply:
    """One validated reply of one call."""

    initial_score: int
    final_score: int
    matched_steps: tuple[str, ...]
    missing_steps: tuple[str, ...]
    extra_steps: tuple[str, ...]
    reordered_steps: tuple[str, ...]
    rationale: str

    def to_dict(self) -> dict:
        return {
            "initial_score": self.initial_score,
            "final_score": self.final_score,
            **{name: list(getattr(self, name)) for name in LIST_FIELDS},
            "rationale": self.rationale,
        }


def parse_reply(text: str | None) -> JudgeReply:
    """Parse and validate a reply; raise :class:`MalformedReply` naming the first problem."""
    if text is None or not text.strip():
        raise MalformedReply("empty reply")
    body = text.strip()
    fenced = _CODE_FENCE.match(body)
    if fenced:  # tolerated: one JSON object inside a single markdown code block
        body = fenced.group(1).strip()
    try:
        data = json.loads(body)
    except json.JSONDecodeError as exc:
        raise MalformedReply(f"not a single JSON object ({exc.msg} at char {exc.pos})") from None
    return validate_reply(data)


def validate_reply(data: object) -> JudgeReply:
    """Check a decoded reply against the schema."""
    if not isinstance(data, dict):
        raise MalformedReply(f"expected a JSON object, got {type(data).__name__}")
    scores: dict[str, int] = {}
    for name in SCORE_FIELDS:
        value = data.get(name)
        if isinstance(value, bool) or not isinstance(value, int):
            raise MalformedReply(f"{name} must be an integer 0-5, got {_show(value)}")
        if not 0 <= value <= 5:
            raise MalformedReply(f"{name} must be between 0 and 5, got {value}")
        scores[name] = value
    lists: dict[str, tuple[str, ...]] = {}
    for name in LIST_FIELDS:
        if name not in data:
            raise MalformedReply(f"{name} is missing (use [] when there is nothing to list)")
        value = data[name]
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            raise MalformedReply(f"{name} must be a list of strings")
        if len(value) > MAX_LIST_ITEMS:
            raise MalformedReply(f"{name} has {len(value)} items (at most {MAX_LIST_ITEMS})")
        if any(len(item) > MAX_ITEM_CHARS for item in value):
            raise MalformedReply(f"{name} has an item longer than {MAX_ITEM_CHARS} characters")
        lists[name] = tuple(value)
    rationale = data.get("rationale")
    if not isinstance(rationale, str) or not rationale.strip():
        raise MalformedReply("rationale must be a non-empty string")
    if len(rationale) > MAX_RATIONALE_CHARS:
        raise MalformedReply(f"rationale is {len(rationale)} characters "
                             f"(at most {MAX_RATIONALE_CHARS})")
    return JudgeReply(initial_score=scores["initial_score"], final_score=scores["final_score"],
                      matched_steps=lists["matched_steps"], missing_steps=lists["missing_steps"],
                      extra_steps=lists["extra_steps"], reordered_steps=lists["reordered_steps"],
                      rationale=" ".join(rationale.split()))


def _show(value: object) -> str:
    text = json.dumps(value) if not isinstance(value, str) else repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
