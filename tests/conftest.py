"""Shared fixtures: real encoders loaded from disk once per session."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
FIXTURES = Path(__file__).resolve().parent / "fixtures"
SHARED_DATA = ROOT.parent / "shared" / "data"


@pytest.fixture(scope="session")
def fast_config():
    """The gate's defaults with the small MiniLM encoder (tests run on 2 CPU cores)."""
    from wfgate.config import load_config

    return load_config(FIXTURES / "fast.yaml")


@pytest.fixture(scope="session")
def fast_engines(fast_config):
    """One loaded MiniLM encoder (and BERTScore scorer) shared by the whole session."""
    from wfgate.pipeline import Engines

    return Engines(fast_config)


@pytest.fixture(scope="session")
def default_config():
    from wfgate.config import load_config

    return load_config(ROOT / "thresholds.yaml")
