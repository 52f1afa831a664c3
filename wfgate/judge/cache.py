"""A content-addressed on-disk cache of judge results, so a re-run pays nothing.

One JSON file per key under ``<cache_dir>/<key[:2]>/<key>.json``. Writes are atomic (a temp
file in the same folder, then ``os.replace``); an unreadable or corrupt entry counts as a miss.
Every record carries ``mac``, an HMAC with the run's cache key (:mod:`wfgate.cache_auth`): the
key is computable from public inputs, the MAC is not, so a record the pull request planted or
edited is a miss, never a verdict.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import tempfile
from pathlib import Path

from ..cache_auth import record_key, sign, verify

log = logging.getLogger("wfgate.judge")

CACHE_FORMAT = 1


def cache_key(**parts: object) -> str:
    """The sha256 of the canonical JSON of everything that determines a judge result."""
    blob = json.dumps({"format": CACHE_FORMAT, **parts}, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(blob.encode("utf-8")).hexdigest()


class JudgeCache:
    """Read and write cached judge results; ``directory=None`` turns the disk cache off."""

    def __init__(self, directory: str | os.PathLike | None, secret: bytes | None = None
                 ) -> None:
        self.directory = Path(directory) if directory else None
        self.secret = record_key() if secret is None else secret

    def path(self, key: str) -> Path | None:
        return self.directory / key[:2] / f"{key}.json" if self.directory else None

    def get(self, key: str) -> dict | None:
        """The stored record, or None when absent or unusable."""
        path = self.path(key)
        if path is None or not path.is_file():
            return None
        try:
            record = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError):
            log.warning("judge cache entry %s is unreadable; recomputing", path.name)
            return None
        if not isinstance(record, dict) or record.get("key") != key:
            log.warning("judge cache entry %s is corrupt; recomputing", path.name)
            return None
        mac = record.pop("mac", None)
        try:
            authentic = isinstance(mac, str) and verify(self.secret, bytes.fromhex(mac),
                                                        _canonical(record))
        except ValueError:
            authentic = False
        if not authentic:
            log.warning("judge cache entry %s is not signed with this run's cache key; "
                        "recomputing", path.name)
            return None
        return record

    def put(self, key: str, record: dict) -> None:
        """Store ``record`` atomically; a failure to write is logged, never raised."""
        path = self.path(key)
        if path is None:
            return
        temp_name = None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.NamedTemporaryFile("w", encoding="utf-8", dir=path.parent,
                                             prefix=f".{key[:8]}.", suffix=".tmp",
                                             delete=False) as handle:
                temp_name = handle.name
                signed = {**record, "key": key}
                signed["mac"] = sign(self.secret, _canonical(signed)).hex()
                json.dump(signed, handle, ensure_ascii=False, sort_keys=True)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(temp_name, path)
            temp_name = None
        except OSError as exc:
            log.warning("cannot write the judge cache entry %s: %s", path.name, exc)
        finally:
            if temp_name is not None:
                with contextlib.suppress(OSError):
                    os.unlink(temp_name)


def _canonical(record: dict) -> bytes:
    return json.dumps(record, sort_keys=True, ensure_ascii=False,
                      separators=(",", ":")).encode("utf-8")
