"""The runner's side channels: workflow commands on stdout, and the GITHUB_OUTPUT and
GITHUB_STEP_SUMMARY files. Annotations, untrusted log lines and outputs show control and bidi
characters as escapes (:func:`wfgate.report.inert.show_controls`).

``actions-toolkit``: not used at run time, and why
--------------------------------------------------
The design named ``actions-toolkit`` (PyPI, a Python port of ``@actions/core``, unmaintained
since 2022). wfgate used it for two small functions only: the escaping of workflow-command
data (``%``, CR, LF) and properties (also ``:`` and ``,``), and the ``name<<delimiter`` records of
``GITHUB_OUTPUT``. Those are about twenty lines here (:func:`escape_data`,
:func:`escape_property`, :func:`key_value_record`). The package, for them, installs PyGithub,
PyNaCl, PyJWT with cryptography and cffi: about 26 MB and six packages in the image, and its
``github`` module imports PyGithub and requests at import time. Everything else it offers,
wfgate does differently anyway: annotations without empty properties (its ``core.error``
writes ``line=,col=``), the job summary (it has no API for it), ``::stop-commands::`` with a
random token (no helper), validated inputs (:mod:`wfgate.github.settings`), and the REST and
GraphQL calls (:mod:`wfgate.github.client`, ``urllib``). So it does not earn its weight: the
``action`` extra no longer installs it and this module never imports it at run time.

It stays in the ``dev`` extra as a reference: the tests check that the hand-written escaping
and output records are identical to the toolkit's (``ActionsIO(use_toolkit=True)`` takes the
toolkit path when it is installed). The rules: https://docs.github.com/actions/reference/
workflow-commands.
"""

from __future__ import annotations

import os
import secrets
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TextIO

from ..report.inert import show_controls

_toolkit_issue_command: Callable[..., object] | None = None
_toolkit_key_value: Callable[[str, str], str] | None = None


def toolkit_available() -> bool:
    """Whether the reference package is importable (dev installs); imported on first ask."""
    global _toolkit_issue_command, _toolkit_key_value
    if _toolkit_issue_command is None:
        try:
            from actions_toolkit.command import issue_command
            from actions_toolkit.file_command import prepare_key_value_message
        except ImportError:
            return False
        _toolkit_issue_command, _toolkit_key_value = issue_command, prepare_key_value_message
    return True


def escape_data(value: object) -> str:
    """Escape a workflow-command message: ``%``, CR and LF."""
    return str(value).replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(value: object) -> str:
    """Escape a workflow-command property value: ``%``, CR, LF, ``:`` and ``,``."""
    return escape_data(value).replace(":", "%3A").replace(",", "%2C")


def format_command(command: str, properties: dict[str, object] | None, message: object) -> str:
    """One ``::command key=value,...::message`` line (hand-written path), without newline."""
    props = {k: v for k, v in (properties or {}).items() if v is not None and v != ""}
    head = f"::{command}"
    if props:
        head += " " + ",".join(f"{k}={escape_property(v)}" for k, v in props.items())
    return f"{head}::{escape_data(message)}"


class ActionsIO:
    """Writes workflow commands to ``stream`` and the runner's files named in ``env``."""

    def __init__(self, env: dict[str, str] | None = None, stream: TextIO | None = None,
                 use_toolkit: bool = False) -> None:
        self.env = dict(os.environ if env is None else env)
        self.stream = stream or sys.stdout
        self.use_toolkit = use_toolkit and toolkit_available()  # the tests' reference path

    # --- log and annotations -------------------------------------------------------------

    def info(self, line: str) -> None:
        """A plain log line. Only for text wfgate wrote itself; see :meth:`untrusted`."""
        self.stream.write(line + "\n")
        self.stream.flush()

    def command(self, command: str, properties: dict[str, object] | None, message: object
                ) -> None:
        """Issue one workflow command; empty properties are left out."""
        props = {k: v for k, v in (properties or {}).items() if v is not None and v != ""}
        if self.use_toolkit and _toolkit_issue_command is not None:
            self.stream.flush()
            saved, sys.stdout = sys.stdout, self.stream
            try:
                _toolkit_issue_command(command, props, str(message))
            finally:
                sys.stdout = saved
        else:
            self.stream.write(format_command(command, props, message) + "\n")
        self.stream.flush()

    def annotate(self, level: str, message: str, *, file: str | None = None,
                 line: int | None = None, title: str | None = None) -> None:
        """An ``error`` / ``warning`` / ``notice`` annotation, optionally on a file and line."""
        if level not in ("error", "warning", "notice"):
            raise ValueError(f"unknown annotation level {level!r}")
        file = None if file is None else show_controls(file)
        title = None if title is None else show_controls(title)
        self.command(level, {"file": file, "line": line, "title": title},
                     show_controls(message, keep="\n"))

    def error(self, message: str, *, file: str | None = None, line: int | None = None,
              title: str | None = None) -> None:
        self.annotate("error", message, file=file, line=line, title=title)

    def warning(self, message: str, *, file: str | None = None, line: int | None = None,
                title: str | None = None) -> None:
        self.annotate("warning", message, file=file, line=line, title=title)

    def notice(self, message: str, *, file: str | None = None, line: int | None = None,
               title: str | None = None) -> None:
        self.annotate("notice", message, file=file, line=line, title=title)

    @contextmanager
    def group(self, title: str) -> Iterator[None]:
        """A foldable log group; ``title`` must be wfgate's own text."""
        self.command("group", None, title)
        try:
            yield
        finally:
            self.command("endgroup", None, "")

    @contextmanager
    def untrusted(self) -> Iterator[None]:
        """Everything logged inside is inert: ``::stop-commands::<token>`` ... ``::<token>::``.

        Use it around any text that comes from the pull request (step text, file names), so
        that a line such as ``::set-output`` or ``::add-mask`` in it is shown, not obeyed.
        """
        token = "wfgate-" + secrets.token_hex(16)
        self.stream.write(f"::stop-commands::{token}\n")
        try:
            yield
        finally:
            self.stream.write(f"::{token}::\n")
            self.stream.flush()

    def log_untrusted(self, lines: list[str]) -> None:
        """Write lines of untrusted text with workflow commands switched off around them."""
        if not lines:
            return
        with self.untrusted():
            for line in lines:
                for part in str(line).splitlines() or [""]:
                    self.stream.write(show_controls(part) + "\n")

    # --- files ---------------------------------------------------------------------------

    def set_outputs(self, outputs: dict[str, object]) -> bool:
        """Append every output to ``GITHUB_OUTPUT``; False when the runner gave no file."""
        path = self.env.get("GITHUB_OUTPUT")
        if not path:
            return False
        records = [self._key_value(name, "" if value is None
                                   else show_controls(value, keep="\n"))
                   for name, value in outputs.items()]
        with open(path, "a", encoding="utf-8", newline="") as handle:
            for record in records:
                handle.write(record + "\n")
        return True

    def _key_value(self, name: str, value: str) -> str:
        if self.use_toolkit and _toolkit_key_value is not None:
            return _toolkit_key_value(name, value).replace(os.linesep, "\n")
        return key_value_record(name, value)

    def append_summary(self, markdown: str) -> bool:
        """Append Markdown to the job summary; False when the runner gave no file."""
        path = self.env.get("GITHUB_STEP_SUMMARY")
        if not path:
            return False
        with open(path, "a", encoding="utf-8", newline="") as handle:
            handle.write(markdown.rstrip("\n") + "\n")
        return True


def key_value_record(name: str, value: str) -> str:
    """A ``name<<delimiter`` record whose random delimiter cannot occur in the value."""
    if "\n" in name or "\r" in name or "<<" in name:
        raise ValueError(f"bad output name {name!r}")
    while True:
        delimiter = f"ghadelimiter_{secrets.token_hex(16)}"
        if delimiter not in value:
            return f"{name}<<{delimiter}\n{value}\n{delimiter}"
