"""Progress on standard error for long runs, shown only when standard error is a terminal.

The pipeline already reports its stages to the :class:`~wfgate.timing.Timer` it is given;
:class:`StageProgress` is a Timer that also keeps one status line up to date (the stage, a
spinner, the seconds spent), so the pipeline needs no hook of its own. The line is erased when
the run ends, so nothing of it stays in the scrollback or mixes with the report.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TextIO

from .timing import Timer

STAGE_LABELS = {"parse": "reading the workflows", "load": "loading the encoder",
                "encode": "encoding step texts", "metrics": "scoring",
                "bertscore": "computing BERTScore", "judge": "asking the LLM judge",
                "report": "writing the report"}
_SPINNER = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
_ASCII_SPINNER = "|/-\\"
_CLEAR = "\r\033[K"


def wanted(stream: TextIO, quiet: bool = False) -> bool:
    """Progress only for a person watching: ``stream`` is a terminal and not ``--quiet``."""
    return not quiet and bool(getattr(stream, "isatty", lambda: False)())


class StatusLine:
    """One self-rewriting line on a terminal stream, refreshed by a background ticker."""

    def __init__(self, stream: TextIO, prefix: str = "wfgate", interval: float = 0.1) -> None:
        self.stream, self.prefix, self.interval = stream, prefix, interval
        encoding = (getattr(stream, "encoding", None) or "").lower()
        self._spinner = _SPINNER if "utf" in encoding else _ASCII_SPINNER
        self._text: str | None = None
        self._since = time.perf_counter()
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def show(self, text: str, restart: bool = True) -> None:
        """Replace the line's text (and restart its clock unless ``restart`` is false)."""
        with self._lock:
            self._text = text
            if restart:
                self._since = time.perf_counter()
        if self._thread is None:
            self._thread = threading.Thread(target=self._tick, daemon=True)
            self._thread.start()
        self._draw()

    def _tick(self) -> None:
        while not self._stop.wait(self.interval):
            self._draw()

    def _draw(self) -> None:
        with self._lock:
            if self._text is None:
                return
            elapsed = time.perf_counter() - self._since
            frame = self._spinner[int(elapsed / self.interval) % len(self._spinner)]
            try:
                self.stream.write(f"{_CLEAR}{frame} {self.prefix}: {self._text} "
                                  f"({elapsed:.0f}s)")
                self.stream.flush()
            except (OSError, ValueError):
                self._stop.set()

    def close(self) -> None:
        """Stop the ticker and erase the line."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=1)
        with self._lock:
            if self._text is not None:
                try:
                    self.stream.write(_CLEAR)
                    self.stream.flush()
                except (OSError, ValueError):
                    pass
            self._text = None


class StageProgress(Timer):
    """A :class:`Timer` that shows the stage being timed on a :class:`StatusLine`."""

    def __init__(self, line: StatusLine) -> None:
        super().__init__()
        self.line = line
        self._stack: list[str] = []

    def detail(self, text: str) -> None:
        if self._stack:
            name = self._stack[-1]
            self.line.show(f"{STAGE_LABELS.get(name, name)}: {text}", restart=False)

    @contextmanager
    def stage(self, name: str) -> Iterator[None]:
        self._stack.append(name)
        self.line.show(STAGE_LABELS.get(name, name))
        try:
            with super().stage(name):
                yield
        finally:
            self._stack.pop()
            if self._stack:
                self.line.show(STAGE_LABELS.get(self._stack[-1], self._stack[-1]))


@contextmanager
def stage_progress(quiet: bool = False, stream: TextIO | None = None) -> Iterator[Timer]:
    """A Timer for one run: with a status line on a terminal, a plain one otherwise."""
    stream = stream or sys.stderr
    if not wanted(stream, quiet):
        yield Timer()
        return
    line = StatusLine(stream)
    try:
        yield StageProgress(line)
    finally:
        line.close()


def counter(label: str, quiet: bool = False,
            stream: TextIO | None = None) -> tuple[Callable[[int, int], None] | None,
                                                   Callable[[], None]]:
    """A ``(done, total)`` progress callback for a terminal (``None`` otherwise) and the
    function that erases its line when the work is done."""
    stream = stream or sys.stderr
    if not wanted(stream, quiet):
        return None, lambda: None
    line = StatusLine(stream, prefix=label)

    def update(done: int, total: int) -> None:
        line.show(f"{done}/{total}", restart=False)
    return update, line.close
