"""Fixtures for the judge tests: a fake OpenAI server on 127.0.0.1 and a judge pointed at it."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parents[1]
if str(TESTS) not in sys.path:  # so `fakes` imports however pytest was started
    sys.path.insert(0, str(TESTS))

from fakes.openai_server import FakeOpenAIServer  # noqa: E402

from wfgate.judge.llm import LLMJudge, build_llm_judge  # noqa: E402
from wfgate.workflow import Workflow, from_texts  # noqa: E402

FAKE_KEY = "sk-test-0123456789abcdefFAKEKEY"
CONFIG = "thresholds.yaml"


@pytest.fixture
def server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer() as fake:
        yield fake


@pytest.fixture
def sleeps() -> list[float]:
    """Every backoff the client asked for (the judge sleeps through this list, not the clock)."""
    return []


@pytest.fixture
def make_judge(server: FakeOpenAIServer, sleeps: list[float],
               tmp_path: Path) -> Callable[..., LLMJudge]:
    """A judge for the fake server; keyword arguments override ``judge:`` settings."""

    def build(environ: dict[str, str] | None = None, **overrides: object) -> LLMJudge:
        settings: dict = {
            "enabled": True,
            "provider": "openai_compatible",
            "base_url": server.base_url,
            "model": "gpt-4o",
            "api_key_env": "OPENAI_API_KEY",
            "require_api_key": True,
            "timeout_s": 5,
            "max_retries": 2,
            "backoff_base_s": 0,
            "cache_dir": str(tmp_path / "cache"),
        }
        settings.update(overrides)
        env = {"OPENAI_API_KEY": FAKE_KEY} if environ is None else environ
        return build_llm_judge(settings, CONFIG, environ=env, sleep=sleeps.append)

    return build


@pytest.fixture
def golden() -> Workflow:
    wf = from_texts(["Open the settings page", "Click on the privacy tab",
                     "Turn off location sharing", "Save the changes"])
    return Workflow(steps=wf.steps, edges=wf.edges, task="Disable location sharing")


@pytest.fixture
def candidate() -> Workflow:
    wf = from_texts(["Go to settings", "Open the privacy tab", "Save the changes"])
    return Workflow(steps=wf.steps, edges=wf.edges, task="Disable location sharing")
