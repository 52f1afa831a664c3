"""Renderers of the report (the typed model of :mod:`wfgate.report.model`, whose wire form is
``schema.json``): Markdown, JSON, JUnit XML and the terminal text."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from .schema import SCHEMA_PATH, report_schema, validate_report

if TYPE_CHECKING:
    from .model import Report

__all__ = ["FORMATS", "SCHEMA_PATH", "render", "report_schema", "validate_report"]

FORMATS = ("markdown", "text", "json", "junit")


def render(report: Report, fmt: str) -> str:
    """The report in one of ``FORMATS``."""
    if fmt == "json":
        return json.dumps(report.to_json(), indent=2, ensure_ascii=False) + "\n"
    if fmt == "markdown":
        from .markdown import render_markdown

        return render_markdown(report)
    if fmt == "text":
        from .terminal import render_terminal

        return render_terminal(report)
    if fmt == "junit":
        from .junit import render_junit

        return render_junit(report)
    raise ValueError(f"unknown format {fmt!r}; choose one of {', '.join(FORMATS)}")
