"""Fixtures for the encoder tests: a fake encoder (no model) and real step texts."""

from __future__ import annotations

import hashlib
import json

import numpy as np
import pytest

from tests.conftest import FIXTURES


class FakeEncoder:
    """Deterministic unit vectors from a hash of the text; counts what it encodes."""

    def __init__(self, identity: str = "fake-weights|torch|", dimension: int = 8) -> None:
        self.cache_identity = identity
        self.dimension = dimension
        self.name, self.weights_sha256 = "fake", "0" * 64
        self.encoded: list[str] = []
        self.loaded = False

    def load(self) -> None:
        self.loaded = True

    def encode(self, texts: list[str]) -> np.ndarray:
        self.encoded.extend(texts)
        rows = []
        for text in texts:
            seed = int.from_bytes(hashlib.sha256(text.encode()).digest()[:4], "big")
            row = np.random.default_rng(seed).normal(size=self.dimension)
            rows.append(row / np.linalg.norm(row))
        return np.asarray(rows, dtype=np.float32)


@pytest.fixture
def fake_encoder() -> FakeEncoder:
    return FakeEncoder()


@pytest.fixture(scope="session")
def step_texts() -> list[str]:
    """Distinct real step texts (WorFBench goldens)."""
    texts = []
    for line in (FIXTURES / "worfbench-slice.jsonl").read_text().splitlines()[:12]:
        for row in json.loads(line)["gold"].splitlines():
            head, _, text = row.partition(": ")
            if head.strip().isdigit() and text.strip():
                texts.append(text.strip())
    return list(dict.fromkeys(texts))
