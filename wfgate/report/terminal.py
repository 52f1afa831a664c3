"""Terminal report: what ``wfgate check`` prints at a desk (``--format text``).

Rendered from the same report dict as the Markdown comment, for a person reading a terminal:
the verdict first, one line per workflow with a mark per failing mode, then the findings a
reviewer acts on, then errors, notices and a closing count line (pytest's habit). No HTML, no
Markdown escapes. Workflow text is untrusted: control characters (ANSI escapes included) are
removed, so a step cannot repaint the terminal or forge a verdict line.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass

from .markdown import MODE_TITLES, unconfirmed_reason

MAX_FINDINGS = 8  # per workflow; the Markdown and JSON reports have all of them
TEXT_LIMIT = 110  # characters of one step text
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069]")

SHORT_TITLES = {"missing_steps": "missing", "compressed_steps": "compressed",
                "description_changes": "description", "reordering": "reordering",
                "added_steps": "added", "tool_drift": "tool drift"}


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
            "missing": "-", "merged": "⇢", "reordered": "↻", "added": "+", "tool_drift": "≠",
            "arrow": "→", "dot": "·", "more": "…"}
_ASCII = {"pass": ".", "fail": "F", "ambiguous": "?", "not-run": "-", "error": "E",
          "missing": "-", "merged": ">", "reordered": "~", "added": "+", "tool_drift": "*",
          "arrow": "->", "dot": "|", "more": "..."}
_ANSI = {"reset": "\033[0m", "bold": "\033[1m", "dim": "\033[2m", "red": "\033[31m",
         "green": "\033[32m", "yellow": "\033[33m", "cyan": "\033[36m"}
_VERDICT_COLOR = {"pass": "green", "fail": "red", "ambiguous": "yellow", "not-run": "dim",
                  "error": "red"}


def color_wanted(stream, environ: Mapping[str, str] | None = None) -> bool:
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


def unicode_ok(stream) -> bool:
    """Whether ``stream`` can print the Unicode marks (else ASCII ones are used)."""
    encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "")
    return encoding in ("utf8", "utf16", "utf32", "utf8sig")


def clean(value: object, limit: int = TEXT_LIMIT) -> str:
    """Untrusted text on one line: control characters and bidi overrides dropped, shortened."""
    text = " ".join(_CONTROL.sub(" ", str(value)).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def render_terminal(report: dict, style: Style | None = None) -> str:
    """The report for a terminal; ``style`` chooses colour and marks (default: plain UTF-8)."""
    style = style or Style()
    lines = _headline(report, style)
    lines += _workflow_lines(report, style)
    flagged = [w for w in report["workflows"] if w["verdict"] != "pass"]
    for workflow in flagged:
        lines += _details(workflow, style)
    lines += _problems("Errors", report.get("errors") or [], style, "red")
    lines += _problems("Notices", report.get("notices") or [], style, "yellow")
    lines += _closing(report, style)
    text = "\n".join(lines) + "\n"
    return re.sub(r"\n{3,}", "\n\n", text)


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def _headline(report: dict, style: Style) -> list[str]:
    verdict, s = report["verdict"], report["summary"]
    word = style.paint(f" {verdict.upper()} ", "bold", _VERDICT_COLOR[verdict])
    if verdict == "pass":
        what = (f"all {s['workflows']} workflows match their goldens" if s["workflows"] != 1
                else "the workflow matches its golden")
    elif verdict == "fail":
        what = f"{s['failed']} of {_plural(s['workflows'], 'workflow')} regressed"
    else:
        errors = len(report.get("errors") or [])
        what = f"{_plural(errors, 'error')}: not everything could be evaluated"
        if s["workflows"]:
            what += f"; {s['failed']} of {_plural(s['workflows'], 'workflow')} regressed"
    lines = [f"wfgate {style.mark('dot')}{word}{style.mark('dot')} {what}"]
    if s.get("unconfirmed"):
        why = clean(unconfirmed_reason(report))
        lines.append(style.paint(f"{_plural(s['unconfirmed'], 'borderline decision')} from the "
                                 f"cheap metrics alone (unconfirmed: {why})", "dim"))
    return [*lines, ""]


def _failing_modes(workflow: dict) -> list[tuple[str, str]]:
    """(mode, verdict) of the modes that fail, lean to fail, or stay ambiguous."""
    shown = []
    for mode in MODE_TITLES:
        m = workflow.get("modes", {}).get(mode)
        if m is None or m["verdict"] in ("pass", "not-run"):
            continue
        if m["verdict"] == "ambiguous" and m.get("provisional") == "pass" \
                and workflow["verdict"] == "pass":
            continue
        shown.append((mode, m["verdict"]))
    return shown


def _mode_label(mode: str, m: dict) -> str:
    label = SHORT_TITLES[mode]
    primary = m.get("primary") or {}
    if primary.get("value") is not None and primary.get("threshold") is not None \
            and mode in ("missing_steps", "compressed_steps", "description_changes"):
        label += f" {primary['value']:.2f}"
    if m["verdict"] == "ambiguous" and not m.get("confirmed", True):
        label += " (unconfirmed)"
    return label


def _workflow_lines(report: dict, style: Style) -> list[str]:
    workflows = report["workflows"]
    if not workflows:
        return []
    width = min(max(len(clean(w["id"], 60)) for w in workflows), 60)
    order = {"error": 0, "fail": 1, "pass": 2}
    lines = []
    for w in sorted(workflows, key=lambda w: (order.get(w["verdict"], 1), w["id"])):
        verdict = w["verdict"]
        mark = style.paint(style.mark(verdict), "bold", _VERDICT_COLOR[verdict])
        name = clean(w["id"], 60).ljust(width)
        if verdict == "error":
            rest = style.paint("error: " + clean((w.get("error") or {}).get("message", ""), 80),
                               "red")
        else:
            parts = [style.paint(style.mark(v) + " " + _mode_label(mode, w["modes"][mode]),
                                 _VERDICT_COLOR[v]) for mode, v in _failing_modes(w)]
            rest = "  ".join(parts)
        lines.append(f"  {mark} {name}  {rest}".rstrip())
    return lines


def _details(workflow: dict, style: Style) -> list[str]:
    """The findings a reviewer acts on for one non-passing workflow."""
    if workflow["verdict"] == "error" or not workflow.get("diff"):
        return []
    steps = workflow.get("steps") or {}
    sizes = (f" ({steps['golden']} golden steps, {steps['candidate']} candidate steps)"
             if steps else "")
    lines = ["", style.paint(clean(workflow["id"], 200), "bold") + style.paint(sizes, "dim")]
    for mode, verdict in _failing_modes(workflow):
        m = workflow["modes"][mode]
        lean = (f", leaning {m['provisional']}" if verdict == "ambiguous"
                and not m.get("confirmed", True) and m.get("provisional") else "")
        lines.append(f"  {style.paint(style.mark(verdict), _VERDICT_COLOR[verdict])} "
                     f"{MODE_TITLES[mode].lower()}: {verdict}{lean}: "
                     f"{style.paint(clean(m.get('reason', ''), 200), 'dim')}")
    items = _finding_lines(workflow, style)
    for line in items[:MAX_FINDINGS]:
        lines.append("    " + line)
    if len(items) > MAX_FINDINGS:
        lines.append(style.paint(f"    {style.mark('more')} {len(items) - MAX_FINDINGS} more "
                                 "(see --format markdown or json)", "dim"))
    return lines


def _finding_lines(workflow: dict, style: Style) -> list[str]:
    arrow = style.mark("arrow")
    diff_steps = (workflow.get("diff") or {}).get("steps") or []
    room = max(style.width - 16, 40)  # the indent, the mark and the word take 16
    found: list[tuple[str, str, str, str]] = []  # (mark, word, colour, text)
    for d in diff_steps:
        if d["kind"] == "missing":
            step = f"step {clean(d['golden']['id'], 40)}: "
            found.append(("missing", "missing", "red",
                          step + clean(d["golden"]["text"], room - len(step))))
    for d in diff_steps:
        if d["kind"] == "merged":
            step = f"step {clean(d['golden']['id'], 40)}: "
            into = f" {arrow} candidate step {clean(d['candidate']['id'], 40)}"
            found.append(("merged", "merged", "yellow", step + clean(
                d["golden"]["text"], room - len(step) - len(into)) + into))
    for f in workflow.get("findings") or []:
        weak = "" if f.get("strong", True) else " (weak)"
        if f["mode"] == "reordering":
            found.append(("reordered", "reordered", "yellow",
                          clean(f["summary"], room - len(weak)) + weak))
        elif f["mode"] == "added_steps":
            found.append(("added", "added", "yellow", clean(f["summary"], room - len(weak)) + weak))
        elif f["mode"] == "tool_drift":
            removed = ", ".join(clean(t, 60) for t in f.get("removed") or []) or "nothing"
            added = ", ".join(clean(t, 60) for t in f.get("added") or []) or "nothing"
            step = f.get("golden_step")
            where = "" if step is None else f"step {clean(step, 40)}: "
            found.append(("tool_drift", "changed", "yellow",
                          f"{where}{removed} {arrow} {added}{weak}"))
    return [f"{style.paint(style.mark(mark) + ' ' + word.ljust(9), colour)} {text}"
            for mark, word, colour, text in found]


def _problems(title: str, items: list[dict], style: Style, color: str) -> list[str]:
    if not items:
        return []
    lines = ["", style.paint(title, "bold", color)]
    for item in items:
        where = clean(item.get("file") or "", 200)
        if where and item.get("line"):
            where += f":{item['line']}"
        prefix = f"{where}: " if where else ""
        lines.append(f"  {prefix}{clean(item.get('message', ''), 600)}")
    return lines


def _closing(report: dict, style: Style) -> list[str]:
    s = report["summary"]
    counts = [(s.get("failed", 0), "failed", "red"), (s.get("errored", 0), "errored", "red"),
              (s.get("passed", 0), "passed", "green")]
    parts = [style.paint(f"{n} {word}", color) for n, word, color in counts if n]
    total = (report.get("timings") or {}).get("total")
    took = f" in {total:.1f}s" if isinstance(total, (int, float)) else ""
    judge = report.get("judge") or {}
    if judge.get("configured"):
        parts.append(f"judge calls {judge.get('calls', 0)}")
    line = ", ".join(parts) or "nothing checked"
    return ["", f"{line}{took}",
            style.paint(f"signature {clean(report.get('signature', ''), 300)}", "dim")]
