"""Providers (OpenAI, Azure, OpenAI-compatible), keys from the environment, availability."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from fakes.openai_server import Reply

from wfgate.judge import build_judge
from wfgate.judge.llm import build_llm_judge

from .conftest import CONFIG, FAKE_KEY

AZURE_KEY = "0123456789abcdef0123456789abcdef"


def test_no_key_means_unavailable_and_no_call(server, make_judge, golden, candidate):
    judge = make_judge(environ={})

    outcome = judge.assess(golden, candidate, focus="missing_steps")

    assert outcome.status == "unavailable"
    assert outcome.error == "no API key in OPENAI_API_KEY"
    assert outcome.score is None
    assert server.requests == []
    assert judge.stats()["unavailable_reason"] == "no API key in OPENAI_API_KEY"
    assert judge.stats()["errors"] == 0


def test_the_key_comes_from_the_named_variable(server, make_judge, golden, candidate):
    server.script(*(Reply.verdict(5) for _ in range(3)))
    judge = make_judge(api_key_env="TEAM_JUDGE_KEY", environ={"TEAM_JUDGE_KEY": "sk-team-key-1"})

    assert judge.assess(golden, candidate, focus="missing_steps").status == "ok"
    assert server.requests[0].headers["authorization"] == "Bearer sk-team-key-1"
    assert make_judge(api_key_env="TEAM_JUDGE_KEY").stats()["unavailable_reason"] == \
        "no API key in TEAM_JUDGE_KEY"


def test_azure_uses_the_deployment_route_and_the_api_key_header(server, sleeps, tmp_path,
                                                                golden, candidate):
    server.script(*(Reply.verdict(4) for _ in range(3)))
    judge = build_llm_judge(
        {"enabled": True, "provider": "azure", "azure_endpoint": server.root,
         "azure_deployment": "gpt4o-prod", "api_version": "2024-10-21",
         "cache_dir": str(tmp_path), "backoff_base_s": 0},
        CONFIG, environ={"AZURE_OPENAI_API_KEY": AZURE_KEY}, sleep=sleeps.append)

    outcome = judge.assess(golden, candidate, focus="missing_steps")

    assert outcome.status == "ok" and outcome.score == 0.8
    assert judge.name == "llm:azure:gpt-4o"
    assert len(server.requests) == 3
    request = server.requests[0]
    assert request.path == "/openai/deployments/gpt4o-prod/chat/completions"
    assert request.query["api-version"] == ["2024-10-21"]
    assert request.headers["api-key"] == AZURE_KEY
    assert AZURE_KEY.encode() not in request.raw_body
    assert request.body["temperature"] == 0


def test_azure_without_its_key_is_unavailable(server, tmp_path, golden, candidate):
    judge = build_llm_judge(
        {"enabled": True, "provider": "azure", "azure_endpoint": server.root,
         "azure_deployment": "gpt4o-prod"},
        CONFIG, environ={"OPENAI_API_KEY": FAKE_KEY})
    outcome = judge.assess(golden, candidate, focus="missing_steps")
    assert outcome.status == "unavailable"
    assert outcome.error == "no API key in AZURE_OPENAI_API_KEY"
    assert server.requests == []


def test_an_openai_compatible_server_needs_no_key_by_default(server, sleeps, tmp_path, golden,
                                                             candidate):
    server.script(*(Reply.verdict(3, usage=False) for _ in range(3)))
    judge = build_llm_judge(
        {"enabled": True, "provider": "openai_compatible", "base_url": server.base_url,
         "model": "llama3.1:8b", "cache_dir": None},
        CONFIG, environ={}, sleep=sleeps.append)

    outcome = judge.assess(golden, candidate, focus="missing_steps")

    assert outcome.status == "ok" and outcome.score == 0.6
    assert server.requests[0].body["model"] == "llama3.1:8b"
    assert outcome.tokens > 0  # usage missing from the reply: estimated
    assert outcome.cost_usd == 0.0  # no price known for this model
    assert judge.stats()["price_known"] is False
    assert "n" not in server.requests[0].body and server.requests[0].body["max_tokens"] == 800
    assert judge.stats()["unavailable_reason"] is None


def test_build_judge_returns_none_unless_enabled():
    assert build_judge(None, CONFIG) is None
    assert build_judge({}, CONFIG) is None
    assert build_judge({"enabled": False, "model": "gpt-4o"}, CONFIG) is None


def test_build_judge_builds_the_llm_judge(server, monkeypatch):
    monkeypatch.setenv("OPENAI_API_KEY", FAKE_KEY)
    judge = build_judge({"enabled": True, "provider": "openai_compatible",
                         "base_url": server.base_url}, CONFIG)
    assert judge is not None and judge.name == "llm:openai_compatible:gpt-4o"
    assert set(judge.stats()) >= {"calls", "cache_hits", "tokens", "cost_usd", "errors",
                                  "unavailable_reason"}


def test_openai_is_imported_only_when_a_judge_is_built():
    code = ("import sys\n"
            "from wfgate.judge import build_judge\n"
            "build_judge({'enabled': False}, 'x.yaml')\n"
            "assert 'openai' not in sys.modules, 'imported too early'\n"
            "build_judge({'enabled': True}, 'x.yaml')\n"
            "assert 'openai' not in sys.modules, 'imported without a key'\n"
            "import os\n"
            "os.environ['OPENAI_API_KEY'] = 'sk-abcdefgh'\n"
            "build_judge({'enabled': True}, 'x.yaml')\n"
            "assert 'openai' in sys.modules\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            env={"PATH": ""}, cwd=Path(__file__).resolve().parents[2],
                            timeout=60)
    assert result.returncode == 0, result.stderr
