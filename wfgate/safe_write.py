"""Write files below a folder without ever leaving it: no symlinks, only regular files.

The pull request under test controls the checkout, so a report folder, a report file or a
golden may be a symlink committed to point anywhere (another repository file, the runner's
home, ``/dev/...``), or a FIFO made by an earlier step. Every folder between ``root`` and the
file is opened with ``O_NOFOLLOW`` relative to its parent (no path is resolved twice), and the
file itself is opened with ``O_NOFOLLOW`` and checked to be a regular file before anything is
written: a symlink or a special file is refused with an error naming it.
"""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path, PurePosixPath

from .errors import WfgateError

_DIR_FLAGS = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0)
_FILE_FLAGS = (os.O_WRONLY | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
               | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))


class UnsafeOutput(WfgateError):
    """An output path is a symlink, a special file, or leaves its folder."""


def write_below(root: str | Path, relative: str | Path, data: str | bytes) -> Path:
    """Write ``data`` to ``root/relative``, creating folders; returns the path written.

    ``root`` is trusted (the workspace, a folder the user named); every part of ``relative``
    must be a real folder or file below it. Raises :class:`UnsafeOutput` naming the part."""
    parts = PurePosixPath(Path(relative).as_posix()).parts
    if not parts or Path(relative).is_absolute() or ".." in parts:
        raise UnsafeOutput(f"{relative}: an output must be a relative path below {root}")
    payload = data.encode("utf-8") if isinstance(data, str) else data
    shown = Path(root)
    fd = os.open(root, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        for part in parts[:-1]:
            shown = shown / part
            child = _enter(fd, part, shown)
            os.close(fd)
            fd = child
        shown = shown / parts[-1]
        _write_file(fd, parts[-1], shown, payload)
    finally:
        os.close(fd)
    return shown


def write_file(path: str | Path, data: str | bytes) -> Path:
    """Write ``data`` to ``path``, whose folder the user named (trusted, created if absent),
    refusing a ``path`` that is a symlink or a special file (as :func:`write_below`)."""
    path = Path(path)
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    try:
        _write_file(fd, path.name, path, payload)
    finally:
        os.close(fd)
    return path


def _enter(parent: int, name: str, shown: Path) -> int:
    """Open (creating it if absent) the folder ``name`` below ``parent``."""
    try:
        with contextlib.suppress(FileExistsError):
            os.mkdir(name, 0o755, dir_fd=parent)
        _refuse_special(os.stat(name, dir_fd=parent, follow_symlinks=False), shown, folder=True)
        return os.open(name, _DIR_FLAGS, dir_fd=parent)
    except OSError as exc:
        raise UnsafeOutput(f"{shown}: cannot use it as an output folder: "
                           f"{exc.strerror or exc}") from None


def _write_file(folder: int, name: str, shown: Path, payload: bytes) -> None:
    try:
        with contextlib.suppress(FileNotFoundError):
            _refuse_special(os.stat(name, dir_fd=folder, follow_symlinks=False), shown)
        fd = os.open(name, _FILE_FLAGS, 0o644, dir_fd=folder)
    except OSError as exc:
        raise UnsafeOutput(f"{shown}: cannot write it: {exc.strerror or exc} (a symlink or "
                           "special file is refused)") from None
    with os.fdopen(fd, "wb") as handle:
        _refuse_special(os.fstat(handle.fileno()), shown)  # the file actually opened
        handle.truncate(0)
        handle.write(payload)


def _refuse_special(info: os.stat_result, shown: Path, folder: bool = False) -> None:
    mode = info.st_mode
    if stat.S_ISLNK(mode):
        raise UnsafeOutput(f"{shown} is a symlink: refusing to write through it (it could "
                           "point outside the repository); remove it")
    if folder and not stat.S_ISDIR(mode):
        raise UnsafeOutput(f"{shown} is not a folder: refusing to write below it")
    if not folder and not stat.S_ISREG(mode):
        raise UnsafeOutput(f"{shown} is not a regular file (a FIFO, device, socket or "
                           "folder): refusing to write it")
    if not folder and info.st_nlink > 1:
        raise UnsafeOutput(f"{shown} is a hard link: refusing to write it (another name "
                           "for it could lie outside the repository)")
