"""``comment_template``: the team's own Jinja2 template for the PR comment.

The template is a file of the checkout, so the pull request under test controls it like any
other file. It is therefore read and rendered with no more power than a comment's author has:

* the path must stay inside the workspace, with no symbolic link on the way, and name a
  regular file of at most 64 KiB;
* it is rendered in Jinja2's immutable sandbox with no loader (no ``include``, ``import`` or
  ``extends``: no other file can be read), no environment variables or settings in its
  context, a bound on ``range`` and on every operation that can allocate, checked before it
  allocates (padding, formatting, repetition, concatenation: :mod:`wfgate.github.sandbox`),
  a bound on the output size, and a time limit;
* every value a ``{{ … }}`` prints is escaped with :func:`wfgate.report.markdown.escape_md`
  unless it comes straight out of one of the escaping filters (``md``, ``code``, ``html``,
  ``score``), so a template that forgets a filter still prints untrusted text inertly. Here
  ``code`` gives a whole code span (backticks included) and ``html`` also escapes Markdown, so
  that each is safe wherever the template puts it.

The context is the built-in template's: ``report`` (the report's JSON form,
``Report.to_json()``: plain dicts and lists in the shape of ``schema.json``, as before the typed
model), ``MODES`` (the failure-mode registry: ``.name``, ``.title``, ``.label``),
``MODE_TITLES``, ``FINDING_KINDS`` (a finding's mode -> how it reads), ``ICONS``,
``MAX_FINDINGS``, ``unconfirmed_why``, ``level`` (0), ``header`` and ``hint`` (none), plus
``head_sha``.
"""

from __future__ import annotations

import os
import signal
import stat
import threading
from collections.abc import Callable
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from ..report.model import Report
from .sandbox import MAX_RESULT_CHARS, TemplateError

__all__ = ["MAX_RESULT_CHARS", "MAX_TEMPLATE_BYTES", "TemplateError", "compile_template",
           "read_template"]

MAX_TEMPLATE_BYTES = 64 * 1024
MAX_OUTPUT_CHARS = 1_000_000
RENDER_SECONDS = 5.0


class Inert(str):
    """Text already escaped by a filter: printed as it is."""


def read_template(workspace: str | Path, relative: str) -> str:
    """The template's text, refusing paths outside the workspace and symbolic links."""
    root = Path(workspace)
    parts = Path(relative).parts
    if not parts or Path(relative).is_absolute() or ".." in parts:
        raise TemplateError(f"comment_template {relative!r}: use a relative path inside the "
                            "workspace")
    current = root
    for part in parts:
        current = current / part
        try:
            info = os.lstat(current)
        except OSError as exc:
            raise TemplateError(f"comment_template {relative}: {exc.strerror or exc}") from None
        if stat.S_ISLNK(info.st_mode):
            raise TemplateError(f"comment_template {relative}: {current.relative_to(root)} is "
                                "a symbolic link (refused: it could point outside the "
                                "workspace)")
    if not stat.S_ISREG(info.st_mode):
        raise TemplateError(f"comment_template {relative}: not a regular file")
    if info.st_size > MAX_TEMPLATE_BYTES:
        raise TemplateError(f"comment_template {relative}: {info.st_size} bytes, more than "
                            f"{MAX_TEMPLATE_BYTES}")
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(current, flags)
    with os.fdopen(fd, "rb") as handle:
        data = handle.read(MAX_TEMPLATE_BYTES + 1)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise TemplateError(f"comment_template {relative}: not UTF-8 text ({exc})") from None


def _environment():
    from jinja2 import StrictUndefined

    from ..modes import MODES
    from ..report.markdown import (
        ICONS,
        MAX_FINDINGS,
        MODE_TITLES,
        escape_code,
        escape_html,
        escape_md,
        escape_md_spans,
        fmt_score,
    )
    from .sandbox import BoundedSandbox

    def inert_output(value: Any) -> Any:
        if isinstance(value, Inert):
            return value
        return escape_md("" if value is None else value, limit=MAX_OUTPUT_CHARS)

    env = BoundedSandbox(autoescape=False, undefined=StrictUndefined, trim_blocks=True,
                   lstrip_blocks=True, keep_trailing_newline=True, finalize=inert_output)
    env.filters["md"] = lambda value, limit=300: Inert(escape_md(value, limit))
    env.filters["code"] = lambda value, limit=200: Inert(
        "`" + escape_code(escape_html(value, limit), limit + 40) + "`")
    env.filters["md_spans"] = lambda value, limit=300: Inert(escape_md_spans(value, limit))
    env.filters["html"] = lambda value, limit=200: Inert(
        escape_md(value, limit).replace('"', "&quot;"))
    env.filters["score"] = lambda value: Inert(fmt_score(value))
    for name in ("safe", "escape", "e", "forceescape", "urlize"):
        env.filters[name] = lambda value, *args, **kwargs: Inert(escape_md(value, 2000))
    env.globals.pop("lipsum", None)
    from ..report.model import FINDING_KINDS

    env.globals.update(MODES=MODES, MODE_TITLES=MODE_TITLES, FINDING_KINDS=FINDING_KINDS,
                       ICONS=ICONS, MAX_FINDINGS=MAX_FINDINGS, range=_bounded_range)
    return env


def _bounded_range(*args: int) -> range:
    result = range(*args)
    if len(result) > 10_000:
        raise TemplateError("range too large in the comment template")
    return result


def compile_template(text: str, name: str) -> Callable[[Report, int], str]:
    """A renderer ``(report, max_chars) -> Markdown`` for :func:`comment_body`."""
    from jinja2 import TemplateError as JinjaError

    try:
        template = _environment().from_string(text)
    except JinjaError as exc:
        raise TemplateError(f"comment_template {name}: {exc}") from None

    def render(report: Report, max_chars: int) -> str:
        from ..report.markdown import diagrams, template_context

        context = template_context(report)
        # The step graphs are wfgate's own text, every label already escaped for Mermaid
        # (wfgate.report.diagram): printed as they are, so that GitHub can draw them.
        context["diagrams"] = {key: {**drawn, "text": Inert(str(drawn["text"]))}
                               for key, drawn in diagrams(report).items()}
        try:
            with _time_limit(RENDER_SECONDS):
                pieces = []
                size = 0
                for piece in template.generate(**context, level=0, header=None, hint=None,
                                               head_sha=report.head_sha):
                    size += len(piece)
                    if size > MAX_OUTPUT_CHARS:
                        raise TemplateError("the output is larger than "
                                            f"{MAX_OUTPUT_CHARS} characters")
                    pieces.append(piece)
        except TemplateError as exc:
            raise TemplateError(f"comment_template {name}: {exc}") from None
        except Exception as exc:  # anything the template can raise: name it, never crash
            raise TemplateError(f"comment_template {name}: {type(exc).__name__}: "
                                f"{str(exc)[:300]}") from None
        return "".join(pieces)

    return render


@contextmanager
def _time_limit(seconds: float):
    """Interrupt a render that runs too long (main thread on POSIX; else no limit)."""
    usable = hasattr(signal, "setitimer") and threading.current_thread() is \
        threading.main_thread()
    if not usable:
        yield
        return

    def expired(signum: int, frame: object) -> None:
        raise TemplateError(f"rendering took more than {seconds:.0f} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
