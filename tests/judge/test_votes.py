"""Three calls at temperature 0, averaged and normalised to [0, 1]; what the server receives."""

from __future__ import annotations

import json

import pytest
from fakes.openai_server import Reply

from .conftest import FAKE_KEY


def test_three_votes_are_averaged_and_normalised(server, make_judge, golden, candidate):
    server.script(Reply.verdict(4), Reply.verdict(5, initial=4), Reply.verdict(3))
    judge = make_judge()

    outcome = judge.assess(golden, candidate, focus="missing_steps")

    assert outcome.status == "ok"
    assert outcome.score == pytest.approx(0.8)
    assert outcome.raw_votes == (4, 5, 3)
    assert outcome.initial_votes == (4, 4, 3)
    assert outcome.votes == pytest.approx((0.8, 1.0, 0.6))
    assert outcome.focus == "missing_steps"
    assert len(server.requests) == 3


def test_every_request_is_temperature_zero_with_the_key_only_in_the_header(
        server, make_judge, golden, candidate):
    server.script(*(Reply.verdict(5) for _ in range(3)))
    make_judge().assess(golden, candidate, focus="missing_steps")

    assert len(server.requests) == 3
    for request in server.requests:
        assert request.path == "/v1/chat/completions"
        assert request.body["temperature"] == 0
        assert request.body["model"] == "gpt-4o"
        assert request.body["response_format"] == {"type": "json_object"}
        assert request.headers["authorization"] == f"Bearer {FAKE_KEY}"
        assert FAKE_KEY.encode() not in request.raw_body
        assert [m["role"] for m in request.messages] == ["system", "user"]


def test_each_call_gets_a_fresh_random_delimiter(server, make_judge, golden, candidate):
    server.script(*(Reply.verdict(5) for _ in range(3)))
    make_judge().assess(golden, candidate, focus="missing_steps")

    fences = set()
    for request in server.requests:
        system = request.message("system")
        token = system.split("<<<BEGIN ", 1)[1].split(">>>", 1)[0]
        assert token.startswith("DATA-") and len(token) == len("DATA-") + 16
        assert f"<<<BEGIN {token}>>>" in request.message("user")
        fences.add(token)
    assert len(fences) == 3


def test_tokens_and_cost_are_reported_per_call_and_per_run(server, make_judge, golden,
                                                           candidate):
    server.script(Reply.verdict(4, prompt_tokens=1000, completion_tokens=200),
                  Reply.verdict(4, prompt_tokens=2000, completion_tokens=100),
                  Reply.verdict(4, prompt_tokens=1000, completion_tokens=200))
    judge = make_judge()

    outcome = judge.assess(golden, candidate, focus="missing_steps")

    # gpt-4o list price: $2.50 / M input, $10 / M output
    assert [u.prompt_tokens for u in outcome.call_usage] == [1000, 2000, 1000]
    assert outcome.call_usage[1].cost_usd == pytest.approx(0.006)
    assert outcome.tokens == 4500
    assert outcome.cost_usd == pytest.approx(0.0045 + 0.006 + 0.0045)
    stats = judge.stats()
    assert stats["calls"] == 3
    assert stats["tokens"] == 4500
    assert stats["cost_usd"] == pytest.approx(0.015)
    assert stats["errors"] == 0 and stats["cache_hits"] == 0
    assert stats["unavailable_reason"] is None
    json.dumps(outcome.to_dict())  # reports can serialise it


def test_rationale_and_step_lists_come_from_the_median_vote(server, make_judge, golden,
                                                           candidate):
    server.script(Reply.verdict(5, rationale="high"), Reply.verdict(2, rationale="low"),
                  Reply.verdict(3, rationale="middle"))
    outcome = make_judge().assess(golden, candidate, focus="compressed_steps")

    assert outcome.rationale == "middle"
    assert outcome.details["missing_steps"] == []
    assert outcome.details["matched_steps"] == ["G1=C1"]


def test_calls_per_pair_is_configurable(server, make_judge, golden, candidate):
    server.script(Reply.verdict(2))
    outcome = make_judge(calls_per_pair=1).assess(golden, candidate, focus="missing_steps")

    assert outcome.score == pytest.approx(0.4)
    assert len(server.requests) == 1


def test_the_prompt_carries_task_nodes_edges_rubric_and_procedure(server, make_judge, golden,
                                                                 candidate):
    server.script(*(Reply.verdict(5) for _ in range(3)))
    make_judge().assess(golden, candidate, focus="missing_steps")

    system = server.requests[0].message("system")
    user = server.requests[0].message("user")
    assert "Disable location sharing" in user
    assert "G3: Turn off location sharing" in user
    assert "(START,G1) (G1,G2) (G2,G3) (G3,G4) (G4,END)" in user
    assert "(START,C1) (C1,C2) (C2,C3) (C3,END)" in user
    assert "4 = Very Good: only one minor step missing." in system
    assert "Example E (score 0)" in system
    assert "Self-check" in system
    assert '"final_score"' in system and "exactly one JSON object" in system


def test_an_unknown_focus_is_an_error_outcome_not_an_exception(server, make_judge, golden,
                                                              candidate):
    outcome = make_judge().assess(golden, candidate, focus="vibes")

    assert outcome.status == "error"
    assert "vibes" in outcome.error
    assert server.requests == []


def test_findings_are_called_out_fenced_and_part_of_the_cache_key(server, make_judge, golden,
                                                                 candidate):
    server.script(*(Reply.verdict(2) for _ in range(6)))
    judge = make_judge()
    note = "step 4: `terraform plan` -> `terraform destroy`"
    first = judge.assess(golden, candidate, focus="tool_drift", notes=[note])
    user = server.requests[0].message("user")
    assert "POINTS TO CHECK" in user and "terraform plan" in user and "terraform destroy" in user
    block = user.split("POINTS TO CHECK", 1)[1]
    assert block.index("<<<BEGIN DATA-") < block.index("terraform destroy") < block.index(
        "<<<END DATA-")
    assert first.status == "ok" and first.focus == "tool_drift"
    judge.assess(golden, candidate, focus="tool_drift", notes=["step 2 now runs before step 1"])
    assert len(server.requests) == 6  # other notes, another prompt: not served from the cache
