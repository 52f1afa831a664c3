"""Judge outages are bounded per run: a time budget and a circuit breaker, against the fake
server on 127.0.0.1 hanging or failing for real (wall-clock times are asserted)."""

from __future__ import annotations

import time

import pytest
from fakes.openai_server import Reply

from wfgate.config import ConfigError
from wfgate.judge.settings import parse_settings
from wfgate.workflow import from_texts

HANG = 30.0  # far longer than any timeout below: the endpoint "hangs"


def candidates(n: int) -> list:
    """``n`` different candidates (the judge remembers a pair it has seen)."""
    return [from_texts(["Go to settings", f"Open privacy tab {i}", "Save the changes"])
            for i in range(n)]


def assess_all(judge, golden, pairs) -> tuple[list, float]:
    started = time.perf_counter()
    outcomes = [judge.assess(golden, c, focus="missing_steps") for c in pairs]
    return outcomes, time.perf_counter() - started


def test_a_hanging_endpoint_opens_the_circuit_and_costs_seconds_not_minutes(
        server, make_judge, golden):
    server.default_reply = Reply.verdict(4).slow(HANG)
    judge = make_judge(timeout_s=0.5, max_retries=3, max_consecutive_failures=3)

    outcomes, elapsed = assess_all(judge, golden, candidates(7))

    assert elapsed < 4.0  # three 0.5 s timeouts, then nothing (was 4 x 60 s per pair)
    assert len(server.requests) == 3
    assert [o.status for o in outcomes] == ["error"] * 7
    assert "no reply within timeout_s=0.5" in outcomes[0].error
    assert "circuit open after 3 failed calls in a row" in outcomes[0].error
    assert all("judge circuit open: 3 calls failed in a row" in o.error for o in outcomes[1:])
    assert all(o.score is None and o.calls == 0 for o in outcomes[1:])
    stats = judge.stats()
    assert stats["circuit_skips"] == 6 and stats["errors"] == 7 and stats["calls"] == 3
    assert stats["circuit_open"].startswith("judge circuit open")


def test_the_time_budget_cuts_a_hanging_call_and_skips_the_rest(server, make_judge, golden):
    server.default_reply = Reply.verdict(4).slow(HANG)
    judge = make_judge(timeout_s=20, max_retries=3, max_consecutive_failures=100,
                       budget={"max_seconds": 1.0})

    outcomes, elapsed = assess_all(judge, golden, candidates(5))

    assert elapsed < 3.0  # the 20 s timeout was cut to the 1 s left in the budget
    assert len(server.requests) == 1
    assert outcomes[0].status == "error" and "no judge time left" in outcomes[0].error
    assert [o.status for o in outcomes[1:]] == ["budget"] * 4
    assert "judge.budget.max_seconds=1 used" in outcomes[1].error
    assert judge.stats()["budget_skips"] == 4
    assert 0.9 <= judge.stats()["seconds"] < 3.0


def test_a_success_closes_the_count_and_only_failures_in_a_row_open_it(server, make_judge,
                                                                        golden):
    server.script(Reply.error(503), *(Reply.verdict(4) for _ in range(3)),
                  Reply.error(503), Reply.error(502))
    judge = make_judge(max_retries=2, max_consecutive_failures=2)

    outcomes, _ = assess_all(judge, golden, candidates(3))

    assert [o.status for o in outcomes] == ["ok", "error", "error"]
    assert outcomes[0].score == 0.8  # one failure, then the endpoint answered: still closed
    assert "HTTP 502" in outcomes[1].error and "circuit open" in outcomes[1].error
    assert len(server.requests) == 6  # nothing was sent for the third pair
    assert outcomes[2].calls == 0


def test_a_slow_but_working_endpoint_is_not_cut(server, make_judge, golden):
    server.default_reply = Reply.verdict(5).slow(0.2)
    judge = make_judge(timeout_s=2, budget={"max_seconds": 30})
    outcomes, elapsed = assess_all(judge, golden, candidates(2))
    assert [o.status for o in outcomes] == ["ok", "ok"]
    assert elapsed >= 6 * 0.2
    assert judge.stats()["circuit_open"] is None


def test_outage_settings_have_documented_defaults_and_are_validated():
    settings = parse_settings({"enabled": True}, "t.yaml")
    assert settings.budget.max_seconds == 600.0
    assert settings.max_consecutive_failures == 3
    assert parse_settings({"budget": {"max_seconds": None}}, "t.yaml").budget.max_seconds is None
    with pytest.raises(ConfigError, match="max_consecutive_failures must be at least 1"):
        parse_settings({"max_consecutive_failures": 0}, "t.yaml")
    with pytest.raises(ConfigError, match="max_seconds must be a number"):
        parse_settings({"budget": {"max_seconds": "soon"}}, "t.yaml")


def test_a_run_against_a_hanging_judge_finishes_fast_and_leaves_doubts_unconfirmed(
        server, make_judge, fast_engines):
    from tests.conftest import EXAMPLES
    from wfgate.config import build_config
    from wfgate.pairing import Pair
    from wfgate.pipeline import check

    # Each golden against itself, with a band so wide that a perfect F1 is "near" the
    # threshold: every pair is ambiguous on missing steps only, so every pair asks the judge.
    config = build_config({"profile": "fast", "modes": {"missing_steps": {"band": 0.3}}}, "t")
    goldens = sorted((EXAMPLES / "golden").rglob("*.*"))
    pairs = [Pair(p.stem, str(p), str(p)) for p in goldens]
    assert len(pairs) >= 4
    server.default_reply = Reply.verdict(5).slow(HANG)
    judge = make_judge(timeout_s=0.5, max_retries=3)

    started = time.perf_counter()
    report = check(pairs, config, engines=fast_engines, judge=judge).to_json()
    assert time.perf_counter() - started < 15  # was 4 x 60 s per pair

    assert len(server.requests) == 3
    for workflow in report["workflows"]:
        mode = workflow["modes"]["missing_steps"]
        assert workflow["judge"]["status"] == "error"
        assert mode["verdict"] == "ambiguous" and mode["confirmed"] is False
        assert "judge error" in mode["reason"]
    assert report["summary"]["unconfirmed"] == len(pairs)
    assert report["judge"]["circuit_open"].startswith("judge circuit open")
    assert report["judge"]["circuit_skips"] == len(pairs) - 1
