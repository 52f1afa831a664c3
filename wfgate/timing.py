"""Wall-clock time per pipeline stage, for ``--verbose`` and the report."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager


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
