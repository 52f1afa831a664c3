"""A persistent, content-addressed store of sentence embeddings, shared between runs.

One folder (``--cache-dir`` or ``$WFGATE_CACHE_DIR``), so a CI cache step can restore it. An
entry's key is the sha256 of the encoder's identity (weights sha256, backend and precision,
exported graph) and the exact text, so another encoder never reads this one's vectors. Entries
are written to a temporary file and renamed into place (readers never see half a file; two runs
writing the same entry write the same bytes). Every entry carries its shape, dtype and a MAC
over identity, key and payload, keyed with the run's cache key (:mod:`wfgate.cache_auth`):
a truncated, foreign, damaged or forged entry (one made without that key, e.g. planted by the
pull request under test) is a miss, recomputed and rewritten, never trusted.
"""

from __future__ import annotations

import hashlib
import os
import struct
import tempfile
from collections.abc import Iterable
from pathlib import Path

import numpy as np

from .cache_auth import record_key

CACHE_DIR_VARIABLE = "WFGATE_CACHE_DIR"
MAGIC = b"WFGEMB2\0"  # 2: the checksum became a keyed MAC
DTYPE = b"<f4\0"  # little-endian float32, the only dtype stored
HEADER = struct.Struct("<8s4sI")  # magic, dtype, dimension
CHECKSUM_BYTES = 16


def cache_dir_from_env() -> Path | None:
    """The folder named by ``$WFGATE_CACHE_DIR``, or None (no persistent cache)."""
    value = os.environ.get(CACHE_DIR_VARIABLE, "").strip()
    return Path(value).expanduser() if value else None


class EmbeddingCache:
    """Vectors of one encoder (``identity``) with ``dimension`` floats each, below ``root``."""

    def __init__(self, root: str | Path, identity: str, dimension: int,
                 secret: bytes | None = None) -> None:
        self.identity = identity.encode()
        self.secret = (record_key() if secret is None else secret)[:64]
        self.dimension = dimension
        namespace = hashlib.sha256(self.identity).hexdigest()[:16]
        self.folder = Path(root) / f"{namespace}-{dimension}"
        self._size = HEADER.size + 4 * dimension + CHECKSUM_BYTES

    def key(self, text: str) -> str:
        return hashlib.sha256(self.identity + b"\0" + text.encode()).hexdigest()

    def path(self, key: str) -> Path:
        return self.folder / key[:2] / f"{key[2:]}.vec"

    def get_many(self, texts: Iterable[str]) -> dict[str, np.ndarray]:
        """The stored vectors among ``texts``; absent or bad entries are left out."""
        found = {}
        for text in texts:
            vector = self.get(text)
            if vector is not None:
                found[text] = vector
        return found

    def get(self, text: str) -> np.ndarray | None:
        key = self.key(text)
        try:  # read at most one byte past an entry's size (a planted /dev/zero ends here)
            with self.path(key).open("rb") as handle:
                blob = handle.read(self._size + 1)
        except OSError:
            return None
        return self._decode(key, blob)

    def put_many(self, texts: list[str], vectors: np.ndarray) -> None:
        """Store one row of ``vectors`` per text; a cache that cannot be written is skipped."""
        for text, vector in zip(texts, vectors, strict=True):
            try:
                self._write(self.key(text), vector)
            except OSError:
                return  # read-only or full: the run goes on without storing

    def _encode(self, key: str, vector: np.ndarray) -> bytes:
        payload = np.ascontiguousarray(vector, dtype="<f4").tobytes()
        header = HEADER.pack(MAGIC, DTYPE, self.dimension)
        return header + payload + self._checksum(key, header + payload)

    def _decode(self, key: str, blob: bytes) -> np.ndarray | None:
        if len(blob) != self._size:
            return None
        body, checksum = blob[:-CHECKSUM_BYTES], blob[-CHECKSUM_BYTES:]
        magic, dtype, dimension = HEADER.unpack_from(body)
        if (magic, dtype, dimension) != (MAGIC, DTYPE, self.dimension) \
                or checksum != self._checksum(key, body):
            return None
        vector = np.frombuffer(body, dtype="<f4", offset=HEADER.size).astype(np.float32)
        return vector if np.isfinite(vector).all() else None

    def _checksum(self, key: str, body: bytes) -> bytes:
        digest = hashlib.blake2b(self.identity + b"\0" + key.encode() + body,
                                 digest_size=CHECKSUM_BYTES, key=self.secret)
        return digest.digest()

    def _write(self, key: str, vector: np.ndarray) -> None:
        if vector.shape != (self.dimension,):
            raise ValueError(f"vector of shape {vector.shape}, expected ({self.dimension},)")
        target = self.path(key)
        target.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=".tmp-")
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(self._encode(key, vector))
            os.replace(temporary, target)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
