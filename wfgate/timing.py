"""Wall-clock time per pipeline stage, for ``--verbose`` and the report."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from contextlib import contextmanager

_IMPORTED = time.monotonic()  # the fallback start when the process's own is unknown


class Timer:
    """Accumulates seconds per named stage (a stage may be entered several times)."""

    def __init__(self) -> None:
        self.stages: dict[str, float] = {}
        self._start = time.perf_counter()

    @contextmanager
    def stage(self, name: str) -> Iterator[None]:
        began = time.perf_counter()
        try:
            yield
        finally:
            self.stages[name] = self.stages.get(name, 0.0) + time.perf_counter() - began

    def detail(self, text: str) -> None:
        """Where the current stage is, e.g. ``"1,204 new texts"`` (a progress display shows
        it; the timings ignore it)."""

    def as_dict(self) -> dict[str, float]:
        result = {name: round(seconds, 3) for name, seconds in self.stages.items()}
        result["total"] = round(time.perf_counter() - self._start, 3)
        return result


def command_seconds() -> float:
    """Wall time since this process started (interpreter start-up and imports counted),
    from ``/proc`` on Linux; elsewhere since wfgate was imported."""
    try:
        with open("/proc/self/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        with open("/proc/uptime", encoding="ascii") as uptime:
            now = float(uptime.read().split()[0])
        started = int(fields[19]) / os.sysconf("SC_CLK_TCK")  # field 22: starttime
        if 0 <= now - started < 86_400 * 30:
            return round(max(now - started, time.monotonic() - _IMPORTED), 3)
    except (OSError, ValueError, IndexError):
        pass
    return round(time.monotonic() - _IMPORTED, 3)
