"""Malformed replies, rate limits, server errors, timeouts: errors, never scores, never raises."""

from __future__ import annotations

import socket
import time

import pytest
from fakes.openai_server import Reply, judge_json

from wfgate.judge import reply as reply_module

from .conftest import FAKE_KEY


def test_a_malformed_reply_is_retried(server, make_judge, golden, candidate):
    server.script(Reply.content("Sure! The score is 4."), Reply.verdict(4), Reply.verdict(4),
                  Reply.verdict(4))
    outcome = make_judge().assess(golden, candidate, focus="missing_steps")

    assert outcome.status == "ok"
    assert outcome.raw_votes == (4, 4, 4)
    assert len(server.requests) == 4
    assert [u.outcome for u in outcome.call_usage] == ["malformed", "ok", "ok", "ok"]
    assert outcome.calls == 4


def test_malformed_replies_past_the_retries_are_an_error_not_a_score(server, make_judge,
                                                                     golden, candidate):
    bad_score = judge_json(4) | {"final_score": 7}
    server.script(Reply.content("{not json"), Reply.content(str(bad_score).replace("'", '"')))
    judge = make_judge(malformed_retries=1)

    outcome = judge.assess(golden, candidate, focus="missing_steps")

    assert outcome.status == "error"
    assert outcome.score is None and outcome.votes == ()
    assert "call 1 of 3" in outcome.error and "malformed" in outcome.error
    assert "final_score must be between 0 and 5" in outcome.error
    assert len(server.requests) == 2
    assert judge.stats()["errors"] == 1


def test_a_reply_cut_off_at_the_token_limit_is_malformed(server, make_judge, golden, candidate):
    server.script(Reply.content('{"initial_score": 4', finish_reason="length"),
                  *(Reply.verdict(3) for _ in range(3)))
    outcome = make_judge().assess(golden, candidate, focus="missing_steps")

    assert outcome.status == "ok"
    assert outcome.call_usage[0].outcome == "malformed"


def test_429_then_success_honours_retry_after(server, make_judge, sleeps, golden, candidate):
    server.script(Reply.error(429, "slow down", headers={"Retry-After": "2"}),
                  *(Reply.verdict(5) for _ in range(3)))
    outcome = make_judge().assess(golden, candidate, focus="missing_steps")

    assert outcome.status == "ok"
    assert outcome.score == 1.0
    assert sleeps == [2.0]
    assert len(server.requests) == 4


def test_a_retry_after_beyond_the_cap_gives_up_at_once(server, make_judge, sleeps, golden,
                                                       candidate):
    server.script(Reply.error(429, "quota", headers={"Retry-After": "3600"}))
    outcome = make_judge(backoff_max_s=30).assess(golden, candidate, focus="missing_steps")

    assert outcome.status == "error"
    assert "HTTP 429" in outcome.error and "3600" in outcome.error
    assert sleeps == []
    assert len(server.requests) == 1


def test_backoff_grows_from_the_configured_base(server, make_judge, sleeps, golden, candidate):
    server.script(Reply.error(503), Reply.error(502), *(Reply.verdict(4) for _ in range(3)))
    outcome = make_judge(backoff_base_s=0.001, max_retries=2).assess(
        golden, candidate, focus="missing_steps")

    assert outcome.status == "ok"
    assert len(sleeps) == 2
    assert 0.0005 <= sleeps[0] <= 0.001 and 0.001 <= sleeps[1] <= 0.002


def test_persistent_500s_are_an_error_outcome(server, make_judge, sleeps, golden, candidate):
    server.default_reply = Reply.error(500, "the model is overloaded")
    judge = make_judge(max_retries=2)

    outcome = judge.assess(golden, candidate, focus="missing_steps")

    assert outcome.status == "error"
    assert outcome.score is None
    assert "HTTP 500" in outcome.error and "after 3 attempts" in outcome.error
    assert "the model is overloaded" in outcome.error
    assert len(server.requests) == 3
    assert len(sleeps) == 2
    assert judge.stats()["errors"] == 1 and judge.stats()["calls"] == 3


def test_a_reply_that_is_not_a_chat_completion_is_an_error(server, make_judge, golden,
                                                           candidate):
    server.script(Reply(200, raw=b"<html>corporate proxy login</html>"))
    judge = make_judge()

    outcome = judge.assess(golden, candidate, focus="missing_steps")

    assert outcome.status == "error"
    assert "not a chat completion" in outcome.error and "internal" not in outcome.error
    assert len(server.requests) == 1


def test_a_completion_without_choices_is_malformed(server, make_judge, golden, candidate):
    server.script(Reply(200, {"id": "x", "object": "chat.completion", "choices": []}),
                  *(Reply.verdict(4) for _ in range(3)))
    outcome = make_judge().assess(golden, candidate, focus="missing_steps")

    assert outcome.status == "ok"
    assert outcome.call_usage[0].outcome == "malformed"


def test_a_400_is_not_retried(server, make_judge, golden, candidate):
    server.script(Reply.error(400, "bad request"))
    outcome = make_judge().assess(golden, candidate, focus="missing_steps")

    assert outcome.status == "error"
    assert len(server.requests) == 1


def test_a_refused_key_names_the_variable_not_the_key(server, make_judge, golden, candidate):
    server.script(Reply.error(401, f"Incorrect API key provided: {FAKE_KEY}"))
    outcome = make_judge().assess(golden, candidate, focus="missing_steps")

    assert outcome.status == "error"
    assert "OPENAI_API_KEY" in outcome.error
    assert FAKE_KEY not in outcome.error and "sk-test" not in outcome.error


def test_a_slow_reply_times_out_as_an_error(server, make_judge, golden, candidate):
    server.script(Reply.verdict(5).slow(3.0))
    judge = make_judge(timeout_s=0.3, max_retries=0)

    started = time.monotonic()
    outcome = judge.assess(golden, candidate, focus="missing_steps")

    assert time.monotonic() - started < 2.0
    assert outcome.status == "error"
    assert "timeout_s=0.3" in outcome.error
    assert outcome.score is None


def test_an_endpoint_that_is_down_is_an_error(make_judge, golden, candidate):
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    judge = make_judge(base_url=f"http://127.0.0.1:{port}/v1", max_retries=1)

    outcome = judge.assess(golden, candidate, focus="missing_steps")

    assert outcome.status == "error"
    assert "cannot connect" in outcome.error


def test_an_unexpected_exception_never_escapes_assess(server, make_judge, golden, candidate,
                                                      monkeypatch):
    def explode(text):
        raise RuntimeError("boom")

    monkeypatch.setattr("wfgate.judge.llm.parse_reply", explode)
    server.script(Reply.verdict(5))
    judge = make_judge()

    outcome = judge.assess(golden, candidate, focus="missing_steps")

    assert outcome.status == "error"
    assert "RuntimeError" in outcome.error
    assert judge.stats()["errors"] == 1


def test_an_error_is_remembered_for_the_run_but_not_cached(server, make_judge, golden,
                                                           candidate):
    server.default_reply = Reply.error(500)
    judge = make_judge(max_retries=0)

    first = judge.assess(golden, candidate, focus="missing_steps")
    second = judge.assess(golden, candidate, focus="compressed_steps")

    assert first.status == second.status == "error"
    assert second.error == first.error and second.calls == 0 and second.cache_hits == 0
    assert len(server.requests) == 1  # a down endpoint is not hammered once per mode
    assert judge.stats()["errors"] == 1 and judge.stats()["cache_hits"] == 0
    server.default_reply = None
    server.script(*(Reply.verdict(4) for _ in range(3)))
    assert make_judge().assess(golden, candidate, focus="missing_steps").status == "ok"


@pytest.mark.parametrize(("text", "problem"), [
    ("", "empty reply"),
    ("The workflow is fine.", "not a single JSON object"),
    ('{"a": 1} {"b": 2}', "not a single JSON object"),
    ("[1, 2]", "expected a JSON object"),
    ('{"initial_score": 4}', "final_score must be an integer"),
    ('{"initial_score": 4, "final_score": 4.5}', "final_score must be an integer"),
    ('{"initial_score": true, "final_score": 4}', "initial_score must be an integer"),
    ('{"initial_score": 4, "final_score": "5"}', "final_score must be an integer"),
    ('{"initial_score": -1, "final_score": 4}', "between 0 and 5"),
])
def test_the_reply_schema_rejects(text, problem):
    with pytest.raises(reply_module.MalformedReply, match=problem):
        reply_module.parse_reply(text)


def test_the_reply_schema_checks_lists_and_rationale():
    good = judge_json(3)
    assert reply_module.validate_reply(good).final_score == 3
    for change, problem in [
        ({"missing_steps": ["G1", 2]}, "missing_steps must be a list of strings"),
        ({"extra_steps": "C4"}, "extra_steps must be a list of strings"),
        ({"rationale": "x" * 5000}, "rationale is 5000 characters"),
        ({"rationale": "  "}, "rationale must be a non-empty string"),
        ({"reordered_steps": ["x" * 400]}, "longer than 300"),
    ]:
        with pytest.raises(reply_module.MalformedReply, match=problem):
            reply_module.validate_reply(good | change)
    without = {k: v for k, v in good.items() if k != "matched_steps"}
    with pytest.raises(reply_module.MalformedReply, match="matched_steps is missing"):
        reply_module.validate_reply(without)


def test_a_json_object_in_one_code_block_is_accepted():
    text = '```json\n{"initial_score": 2, "final_score": 3, "matched_steps": [], ' \
           '"missing_steps": ["G2"], "extra_steps": [], "reordered_steps": [], ' \
           '"rationale": "One step missing."}\n```'
    parsed = reply_module.parse_reply(text)
    assert (parsed.initial_score, parsed.final_score) == (2, 3)
    assert parsed.missing_steps == ("G2",)


def test_the_key_never_reaches_the_logs(server, make_judge, golden, candidate, caplog):
    caplog.set_level("DEBUG")
    server.script(Reply.error(429, f"slow down {FAKE_KEY}", headers={"Retry-After": "0"}),
                  Reply.content("malformed"), Reply.error(401, f"bad key {FAKE_KEY}"))
    outcome = make_judge().assess(golden, candidate, focus="missing_steps")

    assert outcome.status == "error"
    assert any("retrying" in r.getMessage() for r in caplog.records if r.name == "wfgate.judge")
    assert FAKE_KEY not in caplog.text
    assert FAKE_KEY not in outcome.error
