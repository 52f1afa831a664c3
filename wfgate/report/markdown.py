"""Markdown report (Jinja2): verdict and per-mode summary first, details collapsible.

Workflow text is untrusted (it comes from a PR): :func:`escape_md` neutralises tables, HTML
(comments included, so a step cannot forge the sticky-comment marker), @mentions, links and
images. ``max_chars`` drops detail in a fixed order until the text fits, never the verdicts.
"""

from __future__ import annotations

import re
from functools import lru_cache

from jinja2 import Environment, PackageLoader, StrictUndefined

MODE_TITLES = {"missing_steps": "Missing steps", "compressed_steps": "Compressed steps",
               "description_changes": "Description changes", "reordering": "Reordering",
               "added_steps": "Added steps", "tool_drift": "Tool/target drift"}
MAX_FINDINGS = 8  # per workflow in the "what to look at" list
ICONS = {"pass": "✅", "fail": "❌", "ambiguous": "⚠️", "not-run": "➖", "error": "💥"}
# Detail levels, dropped in this order when a size limit applies:
# 0 everything; 1 no details for passing workflows; 2 failing details without unchanged steps;
# 3 no details at all; 4 the table lists only failing and erroring workflows; 5 the same
# rows without the per-mode columns. Past level 5 the text is cut between lines (never inside
# a row) with a note of how many lines were left out.
LEVELS = (0, 1, 2, 3, 4, 5)

_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+!|~>-])")


def escape_md(value: object, limit: int = 300) -> str:
    """Make untrusted text inert inside Markdown tables, lists and HTML blocks."""
    text = " ".join(str(value).split())
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    text = _MD_SPECIAL.sub(r"\\\1", text)
    return text.replace("@", "@\u200b").replace(":", "&#58;")


def escape_code(value: object, limit: int = 200) -> str:
    """Text for inside a backtick code span in a table: no backticks, pipes escaped."""
    text = " ".join(str(value).split()).replace("`", "'")
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return text.replace("|", "\\|")


def escape_html(value: object, limit: int = 200) -> str:
    """Text for inside an HTML element (the <summary> lines)."""
    text = " ".join(str(value).split())
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return text.replace('"', "&quot;").replace("@", "@\u200b")


def fmt_score(value: float | None) -> str:
    return "–" if value is None else f"{value:.2f}"


def unconfirmed_reason(report: dict) -> str:
    """Why the borderline decisions of a report stayed unconfirmed, in plain words."""
    judge = report.get("judge") or {}
    if not judge.get("configured"):
        return "no judge configured"
    if judge.get("unavailable_reason"):
        return str(judge["unavailable_reason"])
    undecided = [w for w in report.get("workflows") or [] if any(
        m.get("verdict") == "ambiguous" and not m.get("confirmed", True)
        for m in (w.get("modes") or {}).values())]
    if undecided and all(w.get("verdict") == "fail" for w in undecided):
        return "their workflows fail on another mode, so the judge was not asked"
    return "judge unavailable"


@lru_cache(maxsize=1)
def _environment() -> Environment:
    env = Environment(loader=PackageLoader("wfgate", "report/templates"), autoescape=False,
                      undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True,
                      keep_trailing_newline=True)
    env.filters["md"] = escape_md
    env.filters["code"] = escape_code
    env.filters["html"] = escape_html
    env.filters["score"] = fmt_score
    env.globals.update(MODE_TITLES=MODE_TITLES, ICONS=ICONS, MAX_FINDINGS=MAX_FINDINGS,
                       unconfirmed_reason=unconfirmed_reason)
    return env


def render_markdown(report: dict, *, max_chars: int | None = None, header: str | None = None,
                    full_report_hint: str | None = None) -> str:
    """Render the report; with ``max_chars``, drop detail level by level until it fits."""
    template = _environment().get_template("report.md.j2")
    for level in LEVELS:
        text = template.render(report=report, level=level, header=header,
                               hint=full_report_hint if level else None)
        if max_chars is None or len(text) <= max_chars:
            return text
    return _cut_between_lines(text, max_chars)


def _cut_between_lines(text: str, max_chars: int) -> str:
    """Keep whole lines only, and say how many table rows and other lines were left out."""
    lines = text.split("\n")
    note_room = 200
    kept: list[str] = []
    size = 0
    for line in lines:
        if size + len(line) + 1 > max_chars - note_room:
            break
        kept.append(line)
        size += len(line) + 1
    dropped = lines[len(kept):]
    rows = sum(line.startswith("| `") for line in dropped)
    what = f"{rows} more workflow row{'s' if rows != 1 else ''}" if rows else "the rest"
    note = (f"\n… {what} not shown to fit the size limit: the full report is in the job "
            "summary and the report file.\n")
    return "\n".join(kept) + note
