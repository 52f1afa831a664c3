"""Run the wfgate command with its standard output and/or error on a pseudo-terminal."""

from __future__ import annotations

import os
import pty
import select
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@dataclass
class Run:
    returncode: int
    stdout: str
    stderr: str


def run_wfgate(*args: str, stdout_tty: bool = True, stderr_tty: bool = False,
               env: dict[str, str] | None = None, cwd: Path = ROOT,
               timeout: float = 300) -> Run:
    """``python -m wfgate ARGS``; each chosen stream is a pseudo-terminal, the others pipes.
    ``env`` is merged over the current environment (a value of ``None`` removes the name)."""
    environ = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "FORCE_COLOR")}
    environ |= {"TERM": "xterm-256color", "PYTHONIOENCODING": "utf-8",
                "PYTHONPATH": str(ROOT) + os.pathsep + environ.get("PYTHONPATH", "")}
    for key, value in (env or {}).items():
        if value is None:
            environ.pop(key, None)
        else:
            environ[key] = value
    masters, slaves = {}, {}
    for name, wanted in (("stdout", stdout_tty), ("stderr", stderr_tty)):
        if wanted:
            masters[name], slaves[name] = pty.openpty()
    proc = subprocess.Popen(
        [sys.executable, "-m", "wfgate", *args], cwd=cwd, env=environ,
        stdin=subprocess.DEVNULL,
        stdout=slaves.get("stdout", subprocess.PIPE), stderr=slaves.get("stderr", subprocess.PIPE))
    for fd in slaves.values():
        os.close(fd)
    chunks: dict[str, bytearray] = {"stdout": bytearray(), "stderr": bytearray()}
    readers = {masters[n]: n for n in masters}
    for name in ("stdout", "stderr"):
        if name not in masters:
            readers[getattr(proc, name).fileno()] = name
    while readers:
        ready, _, _ = select.select(list(readers), [], [], timeout)
        if not ready:
            proc.kill()
            raise TimeoutError(f"wfgate {' '.join(args)} did not finish in {timeout}s")
        for fd in ready:
            try:
                data = os.read(fd, 65536)
            except OSError:  # EIO: the terminal's other side was closed
                data = b""
            if data:
                chunks[readers[fd]] += data
            else:
                del readers[fd]
    code = proc.wait(timeout=timeout)
    for fd in masters.values():
        os.close(fd)
    text = {k: v.decode("utf-8", "replace").replace("\r\n", "\n") for k, v in chunks.items()}
    return Run(code, text["stdout"], text["stderr"])
