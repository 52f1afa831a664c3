"""Bounded reading: the bytes of a regular file, never read unboundedly, symlinks that leave the
folders being checked refused unread."""

from __future__ import annotations

import os
import stat
from collections.abc import Sequence
from pathlib import Path

from ..errors import InputError
from .limits import cut

_FILE_KINDS = ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a named pipe (FIFO)"),
               (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
               (stat.S_ISSOCK, "a socket"))


def read_workflow_bytes(path: str | Path, name: str, max_bytes: int,
                        roots: Sequence[str | Path] = ()) -> bytes:
    """The bytes of a regular file, at most ``max_bytes`` of them, never read unboundedly.

    With ``roots``, the file (after following symlinks) must lie below one of them. A symlink
    leading elsewhere, a FIFO, a device or a socket is refused without being opened.
    """
    path = Path(path)
    try:
        if roots:
            resolved = path.resolve(strict=True)
            allowed = [Path(root).resolve() for root in roots]
            if not any(resolved.is_relative_to(root) for root in allowed):
                raise InputError(name, f"a symlink to {cut(str(resolved), 120)}, outside the "
                                       "folders being checked: refused, not read")
        info = os.stat(path)
        _require_regular(info, name)
        if info.st_size > max_bytes:
            raise InputError(name, f"the file has {info.st_size} bytes, more than "
                                   f"limits.max_file_bytes={max_bytes}; not read")
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
        with os.fdopen(os.open(path, flags), "rb") as handle:
            _require_regular(os.fstat(handle.fileno()), name)  # the file actually opened
            raw = handle.read(max_bytes + 1)
    except InputError:
        raise
    except (OSError, RuntimeError) as exc:  # RuntimeError: a symlink loop (Python < 3.13)
        reason = getattr(exc, "strerror", None) or str(exc)
        raise InputError(name, f"cannot read the file: {reason}") from None
    if len(raw) > max_bytes:
        raise InputError(name, f"the file grew past limits.max_file_bytes={max_bytes} while "
                               "it was read")
    return raw


def _require_regular(info: os.stat_result, name: str) -> None:
    if stat.S_ISREG(info.st_mode):
        return
    kind = next((label for test, label in _FILE_KINDS if test(info.st_mode)), "a special file")
    raise InputError(name, f"{kind}, not a regular file: refused, not read")
