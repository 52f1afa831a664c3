"""Terminal report: what ``wfgate check`` prints at a desk (``--format text``).

Rendered from the same report model as the Markdown comment, for a person reading a terminal:
the verdict first, one line per workflow with a mark per failing mode, then the findings a
reviewer acts on, then errors, notices and a closing count line (pytest's habit). No HTML, no
Markdown escapes. Workflow text is untrusted: control characters (ANSI escapes included) and
bidi overrides are shown as escapes (``\\x1b``, ``\\u202e``; :mod:`wfgate.report.inert`), so a
step or a file name cannot repaint the terminal, reorder a line or forge a verdict line.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TextIO

from ..modes import MODES, mode
from .inert import show_controls
from .markdown import unconfirmed_reason
from .model import ErrorInfo, FindingResult, ModeResult, Report, ReviewChange, WorkflowResult
from .review import review_headline

MAX_FINDINGS = 8  # per workflow; the Markdown and JSON reports have all of them
TEXT_LIMIT = 110  # characters of one step text


@dataclass(frozen=True)
class Style:
    """Marks and colours of one terminal: Unicode or ASCII marks, ANSI colour or none."""

    color: bool = False
    unicode: bool = True
    width: int = 100  # long step texts are shortened to fit

    def mark(self, kind: str) -> str:
        marks = _UNICODE if self.unicode else _ASCII
        return marks[kind]

    def paint(self, text: str, *codes: str) -> str:
        if not self.color or not codes:
            return text
        return "".join(_ANSI[c] for c in codes) + text + _ANSI["reset"]


_UNICODE = {"pass": "✓", "fail": "✗", "ambiguous": "?", "not-run": "–", "error": "!",
            "missing": "-", "merged": "⇢", "reordered": "↻", "added": "+", "drift": "≠",
            "lost": "⛓", "critical": "‼", "split": "⇉",
            "arrow": "→", "dot": "·", "more": "…"}
_ASCII = {"pass": ".", "fail": "F", "ambiguous": "?", "not-run": "-", "error": "E",
          "missing": "-", "merged": ">", "reordered": "~", "added": "+", "drift": "*",
          "lost": "#", "critical": "!!", "split": "<",
          "arrow": "->", "dot": "|", "more": "..."}
_ANSI = {"reset": "\033[0m", "bold": "\033[1m", "dim": "\033[2m", "red": "\033[31m",
         "green": "\033[32m", "yellow": "\033[33m", "cyan": "\033[36m"}
_VERDICT_COLOR = {"pass": "green", "fail": "red", "ambiguous": "yellow", "not-run": "dim",
                  "error": "red"}


def color_wanted(stream: TextIO, environ: Mapping[str, str] | None = None) -> bool:
    """Colour when ``stream`` is a terminal, unless ``NO_COLOR`` is set (no-color.org) or
    ``TERM=dumb``; ``FORCE_COLOR`` (not ``0``) forces it on, for CI logs that render ANSI."""
    env = os.environ if environ is None else environ
    if env.get("NO_COLOR"):
        return False
    if env.get("FORCE_COLOR") not in (None, "", "0"):
        return True
    if env.get("TERM") == "dumb":
        return False
    return bool(getattr(stream, "isatty", lambda: False)())


def unicode_ok(stream: TextIO) -> bool:
    """Whether ``stream`` can print the Unicode marks (else ASCII ones are used)."""
    encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "")
    return encoding in ("utf8", "utf16", "utf32", "utf8sig")


def clean(value: object, limit: int = TEXT_LIMIT) -> str:
    """Untrusted text on one line: line breaks and tabs as spaces, other control characters
    and bidi overrides as visible escapes, shortened."""
    text = " ".join(show_controls(value, keep=" \t\n\r").split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def render_terminal(report: Report, style: Style | None = None) -> str:
    """The report for a terminal; ``style`` chooses colour and marks (default: plain UTF-8)."""
    style = style or Style()
    lines = _headline(report, style)
    lines += _workflow_lines(report, style)
    flagged = [w for w in report.workflows if w.verdict != "pass"]
    for workflow in flagged:
        lines += _details(workflow, style)
    for workflow in report.workflows:
        if workflow.verdict == "pass" and _changes(workflow):
            lines += _review_lines(workflow, style)
    lines += _problems("Errors", report.errors, style, "red")
    lines += _problems("Notices", report.notices, style, "yellow")
    lines += _closing(report, style)
    text = "\n".join(lines) + "\n"
    return re.sub(r"\n{3,}", "\n\n", text)


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _changes(workflow: WorkflowResult) -> tuple[ReviewChange, ...]:
    return () if workflow.review is None else workflow.review.changes


def _headline(report: Report, style: Style) -> list[str]:
    verdict, s = report.verdict, report.summary
    changed = s.with_changes or 0
    title = verdict.upper()
    if verdict == "pass" and s.changes:
        title = review_headline(s.changes)
    word = style.paint(f" {title} ", "bold", _VERDICT_COLOR[verdict])
    passes = "passes" if changed == 1 else "pass"
    also = f"; {changed} {passes} with changes to review" if changed else ""
    if verdict == "pass" and changed:
        what = ("the workflow changed in a way a reviewer should see" if s.workflows == 1
                else f"{changed} of {_plural(s.workflows, 'workflow')} changed in a way a "
                     "reviewer should see")
    elif verdict == "pass":
        what = (f"all {s.workflows} workflows match their goldens" if s.workflows != 1
                else "the workflow matches its golden")
    elif verdict == "fail":
        what = f"{s.failed} of {_plural(s.workflows, 'workflow')} regressed{also}"
    else:
        errors = len(report.errors)
        what = f"{_plural(errors, 'error')}: not everything could be evaluated"
        if s.workflows:
            what += f"; {s.failed} of {_plural(s.workflows, 'workflow')} regressed{also}"
    lines = [f"wfgate {style.mark('dot')}{word}{style.mark('dot')} {what}"]
    if s.unconfirmed:
        why = clean(unconfirmed_reason(report))
        lines.append(style.paint(f"{_plural(s.unconfirmed, 'borderline decision')} from the "
                                 f"cheap metrics alone (unconfirmed: {why})", "dim"))
    return [*lines, ""]


def _failing_modes(workflow: WorkflowResult) -> list[tuple[str, ModeResult]]:
    """(mode, result) of the modes that fail, lean to fail, or stay ambiguous."""
    shown = []
    for spec in MODES:
        m = workflow.modes.get(spec.name)
        if m is None or m.verdict in ("pass", "not-run"):
            continue
        if m.verdict == "ambiguous" and m.provisional == "pass" and workflow.verdict == "pass":
            continue
        shown.append((spec.name, m))
    return shown


def _mode_label(name: str, m: ModeResult) -> str:
    """The mode's short label; the paper's modes add their primary score."""
    label = mode(name).label
    if m.primary is not None and m.primary.value is not None and mode(name).paper:
        label += f" {m.primary.value:.2f}"
    if m.unconfirmed:
        label += " (unconfirmed)"
    return label


def _workflow_lines(report: Report, style: Style) -> list[str]:
    workflows = report.workflows
    if not workflows:
        return []
    width = min(max(len(clean(w.id, 60)) for w in workflows), 60)
    order = {"error": 0, "fail": 1, "pass": 2}
    lines = []
    for w in sorted(workflows, key=lambda w: (order.get(w.verdict, 1), w.id)):
        verdict = w.verdict
        mark = style.paint(style.mark(verdict), "bold", _VERDICT_COLOR[verdict])
        name = clean(w.id, 60).ljust(width)
        if verdict == "error":
            message = w.error.message if w.error is not None else ""
            rest = style.paint("error: " + clean(message, 80), "red")
        else:
            parts = [style.paint(style.mark(m.verdict) + " " + _mode_label(name_, m),
                                 _VERDICT_COLOR[m.verdict]) for name_, m in _failing_modes(w)]
            if _changes(w) and (verdict == "pass" or (w.review and w.review.fails)):
                parts.append(style.paint(_plural(len(_changes(w)), "change") + " to review",
                                         "yellow"))
            rest = "  ".join(parts)
        lines.append(f"  {mark} {name}  {rest}".rstrip())
    return lines


def _details(workflow: WorkflowResult, style: Style) -> list[str]:
    """The findings a reviewer acts on for one non-passing workflow."""
    if workflow.verdict == "error" or not workflow.diff:
        return []
    steps = workflow.steps
    sizes = (f" ({steps.golden} golden steps, {steps.candidate} candidate steps)"
             if steps else "")
    lines = ["", style.paint(clean(workflow.id, 200), "bold") + style.paint(sizes, "dim")]
    for name, m in _failing_modes(workflow):
        verdict = m.verdict
        lean = (f", leaning {m.provisional}" if m.unconfirmed and m.provisional else "")
        lines.append(f"  {style.paint(style.mark(verdict), _VERDICT_COLOR[verdict])} "
                     f"{mode(name).title.lower()}: {verdict}{lean}: "
                     f"{style.paint(clean(m.reason, 200), 'dim')}")
    items = _finding_lines(workflow, style)
    if workflow.review is not None and workflow.review.fails:
        items += [_review_line(c, style) for c in workflow.review.changes]
    for line in items[:MAX_FINDINGS]:
        lines.append("    " + line)
    if len(items) > MAX_FINDINGS:
        lines.append(style.paint(f"    {style.mark('more')} {len(items) - MAX_FINDINGS} more "
                                 "(see --format markdown or json)", "dim"))
    return lines


# A finding's mark and word by its kind (``FindingResult.kind``).
_FINDING_MARKS = {"order": ("reordered", "reordered"), "new_step": ("added", "added"),
                  "identifiers": ("drift", "changed"), "dependency": ("lost", "unordered"),
                  "critical": ("critical", "critical")}


def _finding_lines(workflow: WorkflowResult, style: Style) -> list[str]:
    arrow = style.mark("arrow")
    diff_steps = workflow.diff.steps if workflow.diff else ()
    room = max(style.width - 16, 40)  # the indent, the mark and the word take 16
    found: list[tuple[str, str, str, str]] = []  # (mark, word, colour, text)
    for d in diff_steps:
        if d.kind == "missing" and d.golden is not None:
            step = f"step {clean(d.golden.id, 40)}: "
            found.append(("missing", "missing", "red",
                          step + clean(d.golden.text, room - len(step))))
    for d in diff_steps:
        if d.kind == "merged" and d.golden is not None and d.candidate is not None:
            step = f"step {clean(d.golden.id, 40)}: "
            into = f" {arrow} candidate step {clean(d.candidate.id, 40)}"
            found.append(("merged", "merged", "yellow", step + clean(
                d.golden.text, room - len(step) - len(into)) + into))
    for d in diff_steps:
        if d.kind == "split" and d.golden is not None and d.candidates:
            into = f" {arrow} candidate steps " + ", ".join(clean(c.id, 40) for c in d.candidates)
            step = f"step {clean(d.golden.id, 40)}: "
            found.append(("split", "split", "dim", step + clean(
                d.golden.text, room - len(step) - len(into)) + into))
    for f in workflow.findings or ():
        weak = "" if f.strong else " (weak)"
        mark, word = _FINDING_MARKS[f.kind]
        if f.kind == "identifiers":
            removed = ", ".join(clean(t, 60) for t in f.removed) or "nothing"
            added = ", ".join(clean(t, 60) for t in f.added) or "nothing"
            where = "" if f.golden_step is None else f"step {clean(f.golden_step, 40)}: "
            text = f"{where}{removed} {arrow} {added}{weak}"
            text += next((e for e in _explanations(f, arrow) if len(text) + len(e) <= room), "")
        else:
            text = clean(f.summary, room - len(weak)) + weak
        found.append((mark, word, "yellow", text))
    return [f"{style.paint(style.mark(mark) + ' ' + word.ljust(9), colour)} {text}"
            for mark, word, colour, text in found]


def _explanations(finding: FindingResult, arrow: str) -> list[str]:
    """What a tool-drift finding was judged on, longest first: the replacements with their
    kinds and the rules that fired, the rules alone (the longest that fits is shown)."""
    pairs = ", ".join(f"{clean(r.old, 40)}{arrow}{clean(r.new, 40)} ({r.kind}, {r.rule})"
                      for r in finding.replacements)
    rules = f" [{', '.join(finding.rules)}]" if finding.rules else ""
    return [(f"; replaced: {pairs}" if pairs else "") + rules, rules]


def _review_line(change: ReviewChange, style: Style) -> str:
    where = f"line {change.line}: " if change.line else ""
    return (f"{style.paint(style.mark('ambiguous') + ' ' + 'review'.ljust(9), 'yellow')} "
            f"{where}{clean(change.summary, max(style.width - 16, 40) - len(where))}")


def _review_lines(workflow: WorkflowResult, style: Style) -> list[str]:
    """A passing workflow's changes to review, named."""
    changes = _changes(workflow)
    lines = ["", style.paint(clean(workflow.id, 200), "bold")
             + style.paint(f" passes with {_plural(len(changes), 'change')} to review", "dim")]
    lines += ["    " + _review_line(c, style) for c in changes[:MAX_FINDINGS]]
    if len(changes) > MAX_FINDINGS:
        lines.append(style.paint(f"    {style.mark('more')} {len(changes) - MAX_FINDINGS} more "
                                 "(see --format markdown or json)", "dim"))
    return lines


def _problems(title: str, items: Sequence[ErrorInfo], style: Style, color: str) -> list[str]:
    if not items:
        return []
    lines = ["", style.paint(title, "bold", color)]
    for item in items:
        where = clean(item.file or "", 200)
        if where and item.line:
            where += f":{item.line}"
        prefix = f"{where}: " if where else ""
        lines.append(f"  {prefix}{clean(item.message, 600)}")
    return lines


def _closing(report: Report, style: Style) -> list[str]:
    s = report.summary
    counts = [(s.failed, "failed", "red"), (s.errored, "errored", "red"),
              (s.passed, "passed", "green")]
    parts = [style.paint(f"{n} {word}", color) for n, word, color in counts if n]
    if s.with_changes:
        parts.append(style.paint(f"{s.with_changes} with changes to review", "yellow"))
    timings = report.timings or {}
    total = timings.get("command", timings.get("total"))  # the whole command, when known
    took = f" in {total:.1f}s" if isinstance(total, (int, float)) else ""
    if report.judge.configured:
        parts.append(f"judge calls {report.judge.calls}")
    line = ", ".join(parts) or "nothing checked"
    return ["", f"{line}{took}",
            style.paint(f"signature {clean(report.signature, 300)}", "dim")]
