"""The persistent embedding cache: hits across runs, per-encoder isolation, corruption."""

from __future__ import annotations

import multiprocessing

import numpy as np
import pytest

from tests.encoders.conftest import FakeEncoder
from wfgate.encoders.cache import HEADER, EmbeddingCache, EmbeddingTable, open_cache

TEXTS = ["Build the image", "Run the tests", "Deploy to staging", "Build the image"]


def table(root, encoder) -> EmbeddingTable:
    return EmbeddingTable(encoder, open_cache(root, encoder))


def test_a_second_run_reads_every_vector_and_encodes_nothing(tmp_path, fake_encoder):
    first = table(tmp_path, fake_encoder)
    first.add(TEXTS)
    assert (first.hits, first.misses) == (0, 3)
    again = FakeEncoder()
    second = table(tmp_path, again)
    second.add(TEXTS)
    assert (second.hits, second.misses, again.encoded) == (3, 0, [])
    assert np.array_equal(second.vectors(TEXTS), first.vectors(TEXTS))


def test_only_new_texts_are_encoded(tmp_path, fake_encoder):
    table(tmp_path, fake_encoder).add(TEXTS)
    again = FakeEncoder()
    second = table(tmp_path, again)
    second.add([*TEXTS, "Roll back"])
    assert again.encoded == ["Roll back"] and second.stats() == {
        "enabled": True, "hits": 3, "misses": 1}


def test_another_encoder_never_reads_these_vectors(tmp_path, fake_encoder):
    table(tmp_path, fake_encoder).add(TEXTS)
    for identity in ("fake-weights|onnx-int8|abc", "other-weights|torch|"):
        other = FakeEncoder(identity=identity)
        other_table = table(tmp_path, other)
        other_table.add(TEXTS)
        assert other_table.hits == 0 and len(other.encoded) == 3


def test_no_identity_means_no_cache(tmp_path, fake_encoder):
    fake_encoder.cache_identity = None  # e.g. unverified hub weights
    assert open_cache(tmp_path, fake_encoder) is None
    assert open_cache(None, FakeEncoder()) is None


def damage(path, how: str) -> None:
    blob = path.read_bytes()
    if how == "truncated":
        path.write_bytes(blob[:-5])
    elif how == "flipped byte":
        path.write_bytes(blob[:40] + bytes([blob[40] ^ 1]) + blob[41:])
    elif how == "wrong dtype":
        path.write_bytes(blob[:8] + b"<f8\0" + blob[12:])
    elif how == "wrong shape":
        path.write_bytes(blob[:12] + (4).to_bytes(4, "little") + blob[16:])
    elif how == "empty":
        path.write_bytes(b"")
    elif how == "unreadable":
        path.unlink()
        path.mkdir()  # reading a folder fails like an unreadable file


@pytest.mark.parametrize("how", ["truncated", "flipped byte", "wrong dtype", "wrong shape",
                                 "empty", "unreadable"])
def test_a_bad_entry_is_recomputed_never_trusted(tmp_path, fake_encoder, how):
    cache = open_cache(tmp_path, fake_encoder)
    EmbeddingTable(fake_encoder, cache).add(["Run the tests", "Deploy"])
    damage(cache.path(cache.key("Run the tests")), how)
    again = FakeEncoder()
    second = table(tmp_path, again)
    second.add(["Run the tests", "Deploy"])
    assert again.encoded == ["Run the tests"] and second.hits == 1
    expected = FakeEncoder().encode(["Run the tests"])[0]
    assert np.array_equal(second.vectors(["Run the tests"])[0], expected)
    if how != "unreadable":  # rewritten: the next run hits again
        assert cache.get("Run the tests") is not None


def test_an_entry_copied_under_another_key_is_refused(tmp_path, fake_encoder):
    cache = open_cache(tmp_path, fake_encoder)
    EmbeddingTable(fake_encoder, cache).add(["a", "b"])
    cache.path(cache.key("b")).write_bytes(cache.path(cache.key("a")).read_bytes())
    assert cache.get("b") is None and cache.get("a") is not None


def test_entries_hold_float32_with_a_header(tmp_path, fake_encoder):
    cache = open_cache(tmp_path, fake_encoder)
    EmbeddingTable(fake_encoder, cache).add(["a"])
    blob = cache.path(cache.key("a")).read_bytes()
    assert len(blob) == HEADER.size + 4 * 8 + 16
    assert not list(tmp_path.rglob(".tmp-*"))  # temporary files are renamed or removed


SECRET = b"the writers' and the reader's key"  # a spawned child makes its own run key


def _writer(root: str, rounds: int) -> None:
    encoder = FakeEncoder()
    cache = EmbeddingCache(root, encoder.cache_identity, encoder.dimension, secret=SECRET)
    texts = [f"step {i}" for i in range(40)]
    vectors = encoder.encode(texts)
    for _ in range(rounds):
        cache.put_many(texts, vectors)


def test_concurrent_writers_never_expose_a_torn_entry(tmp_path):
    encoder = FakeEncoder()
    texts = [f"step {i}" for i in range(40)]
    expected = dict(zip(texts, encoder.encode(texts), strict=True))
    cache = EmbeddingCache(tmp_path, encoder.cache_identity, encoder.dimension, secret=SECRET)
    # spawn, not fork: a fork after an earlier test started native thread pools (onnxruntime,
    # torch) can deadlock the child on a lock held by one of those threads
    context = multiprocessing.get_context("spawn")
    writers = [context.Process(target=_writer, args=(str(tmp_path), 15)) for _ in range(2)]
    for writer in writers:
        writer.start()
    reads = 0
    while any(w.is_alive() for w in writers):
        for text, vector in cache.get_many(texts).items():
            assert np.array_equal(vector, expected[text])
            reads += 1
    for writer in writers:
        writer.join()
        assert writer.exitcode == 0
    assert len(cache.get_many(texts)) == 40
    assert not list(tmp_path.rglob(".tmp-*"))


def test_an_entry_signed_with_another_key_is_a_miss(tmp_path, fake_encoder):
    """A forged vector (made without this run's key, e.g. planted by a pull request) is never
    served, even with a valid header, size and key."""
    forged = EmbeddingCache(tmp_path, fake_encoder.cache_identity, fake_encoder.dimension,
                            secret=b"the attacker's key")
    forged.put_many(["Run the tests"], np.ones((1, fake_encoder.dimension), np.float32))
    assert forged.get("Run the tests") is not None  # valid for whoever holds that key
    ours = open_cache(tmp_path, fake_encoder)
    assert ours.path(ours.key("Run the tests")).is_file()
    assert ours.get("Run the tests") is None


def test_a_planted_endless_file_is_read_no_further_than_an_entry(tmp_path, fake_encoder):
    cache = open_cache(tmp_path, fake_encoder)
    path = cache.path(cache.key("a"))
    path.parent.mkdir(parents=True)
    path.symlink_to("/dev/zero")
    assert cache.get("a") is None
