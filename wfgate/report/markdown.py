"""Markdown report (Jinja2): verdict and per-mode summary first, details collapsible.

The template sees the report's JSON form (``Report.to_json()``, the shape of ``schema.json``),
as a team's own comment template does (``wfgate.github.template``), so a copy of it works there;
the failure modes come from the registry (``MODES``) and a finding's layout from its kind
(``FINDING_KINDS``).

Workflow text is untrusted (it comes from a PR): :func:`escape_md` neutralises tables, HTML
(comments included, so a step cannot forge the sticky-comment marker), @mentions, links,
autolinks (``www.``, e-mail, ``scheme:``; :mod:`wfgate.report.inert`), control and bidi
characters, and images. ``max_chars`` drops detail in a fixed order until the text fits,
never the verdicts.
"""

from __future__ import annotations

import re
from functools import lru_cache

from jinja2 import Environment, PackageLoader, StrictUndefined

from ..modes import MODES
from .diagram import build_diagram
from .inert import defuse_links_md, show_controls
from .model import FINDING_KINDS, Report

# Mode name -> title, for templates written against it (the built-in one iterates ``MODES``).
MODE_TITLES = {m.name: m.title for m in MODES}
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
    text = show_controls(" ".join(str(value).split()))
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    text = _MD_SPECIAL.sub(r"\\\1", text)
    return defuse_links_md(text)


def escape_code(value: object, limit: int = 200) -> str:
    """Text for inside a backtick code span in a table: no backticks, pipes escaped, never
    empty (an empty span is two backticks, which would pair the spans after it the wrong way
    round and leave their text outside code)."""
    text = show_controls(" ".join(str(value).split())).replace("`", "'")
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return text.replace("|", "\\|") or " "


def escape_md_spans(value: object, limit: int = 300) -> str:
    """:func:`escape_md` for a summary wfgate wrote with code spans around what it quotes
    (``step 4: `Promote` -> `demoted` (weak)``): the spans stay code (their text as
    :func:`escape_code` makes it), the rest is escaped; unbalanced backticks, all escaped."""
    text = " ".join(str(value).split())
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    parts = text.split("`")
    if len(parts) % 2 == 0:
        return escape_md(text, limit)
    return "".join(f"`{escape_code(part)}`" if k % 2 else _escape_keeping_ends(part, limit)
                   for k, part in enumerate(parts))


def _escape_keeping_ends(text: str, limit: int) -> str:
    """:func:`escape_md`, keeping a space at either end (it parts the text from a span)."""
    inner = escape_md(text, limit) if text.strip() else ""
    return (" " if text[:1] == " " else "") + inner + (" " if text[-1:] == " " and inner
                                                       else "")


def escape_html(value: object, limit: int = 200) -> str:
    """Text for inside an HTML element (the <summary> lines)."""
    text = show_controls(" ".join(str(value).split()))
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return defuse_links_md(text.replace('"', "&quot;"))


def fmt_score(value: float | None) -> str:
    return "–" if value is None else f"{value:.2f}"


def unconfirmed_reason(report: Report) -> str:
    """Why the borderline decisions of a report stayed unconfirmed, in plain words."""
    if not report.judge.configured:
        return "no judge configured"
    if report.judge.unavailable_reason:
        return report.judge.unavailable_reason
    undecided = [w for w in report.workflows
                 if any(m.unconfirmed for m in w.modes.values())]
    if undecided and all(w.verdict == "fail" for w in undecided):
        return "their workflows fail on another mode, so the judge was not asked"
    return "judge unavailable"


def template_context(report: Report) -> dict[str, object]:
    """What a comment template sees besides the globals: the report's JSON form, why its
    borderline decisions stayed unconfirmed, and the step graph of each changed workflow
    (``diagrams``: workflow id -> ``{"text", "shown", "total"}``, Mermaid text escaped)."""
    return {"report": report.to_json(), "unconfirmed_why": unconfirmed_reason(report),
            "diagrams": diagrams(report)}


def diagrams(report: Report) -> dict[str, dict[str, object]]:
    """Each changed workflow's flowchart (:mod:`wfgate.report.diagram`), by workflow id."""
    out: dict[str, dict[str, object]] = {}
    for workflow in report.workflows:
        drawn = build_diagram(workflow)
        if drawn is not None:
            out[workflow.id] = {"text": drawn.text, "shown": drawn.shown,
                                "total": drawn.total}
    return out


@lru_cache(maxsize=1)
def _environment() -> Environment:
    env = Environment(loader=PackageLoader("wfgate", "report/templates"), autoescape=False,
                      undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True,
                      keep_trailing_newline=True)
    env.filters["md"] = escape_md
    env.filters["code"] = escape_code
    env.filters["md_spans"] = escape_md_spans
    env.filters["html"] = escape_html
    env.filters["score"] = fmt_score
    env.globals.update(MODES=MODES, MODE_TITLES=MODE_TITLES, FINDING_KINDS=FINDING_KINDS,
                       ICONS=ICONS, MAX_FINDINGS=MAX_FINDINGS)
    return env


def render_markdown(report: Report, *, max_chars: int | None = None, header: str | None = None,
                    full_report_hint: str | None = None) -> str:
    """Render the report; with ``max_chars``, drop detail level by level until it fits."""
    template = _environment().get_template("report.md.j2")
    context = template_context(report)
    text = ""
    # The diagrams go first when the text is too long, then detail level by level.
    for level, drawn in [(0, True)] + [(level, False) for level in LEVELS]:
        text = template.render(**context, level=level, header=header, show_diagrams=drawn,
                               hint=full_report_hint if level else None)
        if max_chars is None or len(text) <= max_chars:
            return text
    assert max_chars is not None
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
