"""Fixtures for perturb / calibrate tests: the 3-golden slice of workflowperturb-mini."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parents[1]
if str(TESTS) not in sys.path:  # so `fakes` imports however pytest was started
    sys.path.insert(0, str(TESTS))

from fakes.openai_server import FakeOpenAIServer  # noqa: E402

from wfgate.perturb.records import GoldenRecord, Variant  # noqa: E402

SLICE = TESTS / "fixtures" / "perturb-slice.jsonl"


def _records() -> tuple[list[dict], list[dict]]:
    lines = [json.loads(line) for line in SLICE.read_text(encoding="utf-8").splitlines()]
    return [x for x in lines if "id" in x], [x for x in lines if "golden_id" in x]


@pytest.fixture(scope="session")
def slice_goldens() -> list[GoldenRecord]:
    goldens, _ = _records()
    return [GoldenRecord(g["id"], tuple(g["nodes"]), tuple(map(tuple, g["edges"])), g["task"])
            for g in goldens]


@pytest.fixture(scope="session")
def slice_variants() -> list[Variant]:
    return [Variant.from_json(v) for v in _records()[1]]


@pytest.fixture
def slice_corpus(tmp_path: Path) -> Path:
    """The slice in the shared layout: a folder with goldens.jsonl and variants.jsonl."""
    goldens, variants = _records()
    folder = tmp_path / "corpus"
    folder.mkdir()
    for name, records in (("goldens.jsonl", goldens), ("variants.jsonl", variants)):
        (folder / name).write_text("".join(json.dumps(r) + "\n" for r in records))
    return folder


@pytest.fixture
def server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer() as fake:
        yield fake
