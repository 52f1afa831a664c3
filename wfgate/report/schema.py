"""The report's JSON schema (``schema.json``) with its failure-mode keys filled from the
registry, and the validation every report read from JSON goes through."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

SCHEMA_PATH = Path(__file__).with_name("schema.json")


@lru_cache(maxsize=1)
def report_schema() -> dict[str, Any]:
    """``schema.json`` with its failure-mode keys filled from the registry (``wfgate.modes``):
    the file spells no mode, so a new mode needs no schema edit."""
    from ..modes import MODES

    schema: dict[str, Any] = json.loads(SCHEMA_PATH.read_text())
    defs = schema["$defs"]
    found = [m.name for m in MODES if m.finding_kind is not None]
    defs["finding"]["properties"]["mode"]["enum"] = found
    modes = defs["workflow"]["properties"]["modes"]
    modes["required"] = [m.name for m in MODES if m.paper]
    modes["properties"] = {m.name: {"$ref": "#/$defs/mode"} for m in MODES}
    defs["workflow"]["properties"]["evidence"]["properties"] = {
        name: {"$ref": "#/$defs/mode_evidence"} for name in found}
    defs["mode_counts_by_mode"]["properties"] = {
        m.name: {"$ref": "#/$defs/mode_counts"} for m in MODES}
    return schema


@lru_cache(maxsize=1)
def _validator() -> Any:
    import jsonschema

    return jsonschema.Draft202012Validator(report_schema())


def validate_report(data: object) -> None:
    """Raise ``ValueError`` naming the first place where ``data`` breaks the report schema."""
    error = next(iter(sorted(_validator().iter_errors(data), key=lambda e: list(e.path))), None)
    if error is not None:
        where = "/".join(str(p) for p in error.absolute_path) or "(top level)"
        raise ValueError(f"report does not match schema version 1 at {where}: {error.message}")
