"""Where wfgate's caches live by default, and the key that authenticates their records.

A cached record (a judge verdict, an embedding) is only served when it carries a MAC made with
a key the pull request under test cannot read, so a record planted in the checkout, or in a
cache the pull request could write, is a miss and is recomputed. The key, in order:

1. ``$WFGATE_CACHE_KEY`` (a CI secret): records verify across runs, so a restored cache works;
2. in CI without that secret (``GITHUB_ACTIONS=true``): a random key made for this run only,
   so records of earlier runs are never trusted (the cache still serves within the run);
3. elsewhere (a developer's machine): a random key kept in the user's cache home
   (``cache.key``, created with mode 0600), which no repository contains.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import os
import secrets
from pathlib import Path

KEY_VARIABLE = "WFGATE_CACHE_KEY"
KEY_FILE = "cache.key"
KEY_BYTES = 32
_RUN_KEY = secrets.token_bytes(KEY_BYTES)  # this process's per-run key


def cache_home() -> Path:
    """wfgate's own cache folder: ``$XDG_CACHE_HOME/wfgate`` (default ``~/.cache/wfgate``)."""
    base = os.environ.get("XDG_CACHE_HOME", "").strip()
    return (Path(base) if base else Path.home() / ".cache") / "wfgate"


def key_origin() -> str:
    """``secret`` (``$WFGATE_CACHE_KEY``), ``run`` (per-run key in CI) or ``file``."""
    if os.environ.get(KEY_VARIABLE, "").strip():
        return "secret"
    if os.environ.get("GITHUB_ACTIONS", "").strip().lower() == "true":
        return "run"
    return "file"


def record_key() -> bytes:
    """The key that signs and verifies cache records in this process (see the module doc)."""
    origin = key_origin()
    if origin == "secret":
        secret = os.environ[KEY_VARIABLE].strip().encode()
        return hmac.new(b"wfgate-cache-record-key", secret, hashlib.sha256).digest()
    if origin == "run":
        return _RUN_KEY
    return _file_key(cache_home() / KEY_FILE)


def sign(key: bytes, *parts: bytes) -> bytes:
    """HMAC-SHA256 over ``parts``, each length-prefixed so no two splits collide."""
    mac = hmac.new(key, digestmod=hashlib.sha256)
    for part in parts:
        mac.update(len(part).to_bytes(8, "big"))
        mac.update(part)
    return mac.digest()


def verify(key: bytes, mac: bytes, *parts: bytes) -> bool:
    return hmac.compare_digest(mac, sign(key, *parts))


def _file_key(path: Path) -> bytes:
    """Read the key file, creating it (mode 0600) on first use; an unusable home gives the
    per-run key, never a shared or guessable one."""
    try:
        if path.is_symlink() or (path.exists() and not path.is_file()):
            return _RUN_KEY
        with contextlib.suppress(FileNotFoundError):
            data = path.read_bytes()
            if len(data) == KEY_BYTES:
                return data
        path.parent.mkdir(parents=True, exist_ok=True)
        fresh = secrets.token_bytes(KEY_BYTES)
        temporary = path.with_name(f".{KEY_FILE}.{secrets.token_hex(6)}")
        handle = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(handle, "wb") as out:
            out.write(fresh)
        try:
            os.link(temporary, path)  # first writer wins; a racing run reads its key
        except FileExistsError:
            pass
        finally:
            temporary.unlink(missing_ok=True)
        data = path.read_bytes()
        return data if len(data) == KEY_BYTES else _RUN_KEY
    except OSError:
        return _RUN_KEY
