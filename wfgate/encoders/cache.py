"""Embeddings kept across runs and within one: the signed persistent :class:`EmbeddingCache`
and the per-run :class:`EmbeddingTable` (each distinct text embedded once).

The persistent cache is a content-addressed store of sentence embeddings, shared between runs.

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

from ..cache_auth import record_key
from .protocol import Encoder, KeepStates

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
        found: dict[str, np.ndarray] = {}
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


def open_cache(root: str | Path | None, encoder: Encoder) -> EmbeddingCache | None:
    """The persistent cache for ``encoder`` below ``root``; None when either cannot cache."""
    if root is None:
        return None
    identity, dimension = encoder.cache_identity, encoder.dimension
    if identity is None or dimension is None:
        return None
    return EmbeddingCache(root, identity, dimension)


class EmbeddingTable:
    """Embeds every distinct text once and serves vectors by text; with a ``cache``, texts
    embedded by an earlier run are read instead of encoded, and new ones are stored."""

    def __init__(self, encoder: Encoder, cache: EmbeddingCache | None = None) -> None:
        self.encoder = encoder
        self.cache = cache
        self.hits = 0
        self.misses = 0
        self._rows: dict[str, int] = {}
        self._vectors = np.zeros((0, 0), dtype=np.float32)

    def fetch(self, texts: Iterable[str]) -> list[str]:
        """Take the cached vectors among ``texts``; return the distinct texts still to encode."""
        new = [t for t in dict.fromkeys(texts) if t not in self._rows]
        if self.cache is None or not new:
            return new
        found = self.cache.get_many(new)
        if found:
            self.hits += len(found)
            self._append(list(found), np.stack(list(found.values())))
        return [t for t in new if t not in found]

    def add(self, texts: Iterable[str]) -> None:
        """Make every text available: cached ones are read, the rest encoded in one batch."""
        self.store(self.fetch(texts))

    def store(self, new: list[str], keep: KeepStates | None = None) -> None:
        """Encode ``new`` (distinct texts the table lacks) in one batch; keep and cache them.
        ``keep`` asks the pass for token states too (see :class:`~.protocol.Encoder`)."""
        if not new:
            return
        vectors = self.encoder.encode(new) if keep is None else self.encoder.encode(new, keep)
        self.misses += len(new)
        self._append(new, vectors)
        if self.cache is not None:
            self.cache.put_many(new, vectors)

    def stats(self) -> dict[str, bool | int]:
        return {"enabled": self.cache is not None, "hits": self.hits, "misses": self.misses}

    def _append(self, texts: list[str], vectors: np.ndarray) -> None:
        start = len(self._rows)
        self._rows.update({t: start + i for i, t in enumerate(texts)})
        self._vectors = vectors if start == 0 else np.vstack([self._vectors, vectors])

    def __len__(self) -> int:
        return len(self._rows)

    def vectors(self, texts: list[str]) -> np.ndarray:
        """Rows for ``texts`` (all must have been added)."""
        return self._vectors[[self._rows[t] for t in texts]]

    def embed_one(self, text: str) -> np.ndarray:
        """One text's vector, embedded (and cached) on first use: for the few texts a metric
        makes up after the batch (two split halves read as one step)."""
        if text not in self._rows:
            new = self.fetch([text])
            if new:
                self.encoder.load()
                self.store(new)
        return self._vectors[self._rows[text]]
