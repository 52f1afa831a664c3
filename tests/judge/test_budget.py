"""The per-run budget: over budget means status "budget", decided before any call is paid."""

from __future__ import annotations

from fakes.openai_server import Reply

from wfgate.judge.budget import BudgetTracker
from wfgate.judge.settings import Budget, Price


def test_a_pair_that_does_not_fit_max_calls_makes_no_call(server, make_judge, golden,
                                                          candidate):
    judge = make_judge(budget={"max_calls": 2})

    outcome = judge.assess(golden, candidate, focus="missing_steps")

    assert outcome.status == "budget"
    assert "max_calls 2" in outcome.error
    assert outcome.score is None
    assert server.requests == []
    assert judge.stats()["budget_skips"] == 1 and judge.stats()["calls"] == 0


def test_the_budget_spans_the_run(server, make_judge, golden, candidate):
    server.script(*(Reply.verdict(4) for _ in range(3)))
    judge = make_judge(budget={"max_calls": 4})

    first = judge.assess(golden, candidate, focus="missing_steps")
    other = candidate.__class__(steps=candidate.steps[:2], edges=candidate.edges[:1])
    second = judge.assess(golden, other, focus="missing_steps")

    assert first.status == "ok"
    assert second.status == "budget"
    assert len(server.requests) == 3


def test_max_tokens_is_checked_against_prompt_and_output_cap(server, make_judge, golden,
                                                             candidate):
    judge = make_judge(budget={"max_tokens": 3 * 800}, max_output_tokens=800)

    outcome = judge.assess(golden, candidate, focus="missing_steps")

    assert outcome.status == "budget"
    assert "max_tokens" in outcome.error
    assert server.requests == []


def test_max_cost_usd_uses_the_price(server, make_judge, golden, candidate):
    judge = make_judge(budget={"max_cost_usd": 0.001})  # gpt-4o list price

    outcome = judge.assess(golden, candidate, focus="missing_steps")

    assert outcome.status == "budget"
    assert "max_cost_usd" in outcome.error
    assert server.requests == []


def test_retries_count_against_the_budget_mid_pair(server, make_judge, golden, candidate):
    server.script(Reply.content("not json"), Reply.verdict(4), Reply.verdict(4))
    judge = make_judge(budget={"max_calls": 3})

    outcome = judge.assess(golden, candidate, focus="missing_steps")

    assert outcome.status == "budget"
    assert len(server.requests) == 3  # never more than max_calls
    assert outcome.calls == 3
    assert judge.stats()["calls"] == 3


def test_the_tracker_admits_exactly_up_to_each_limit():
    tracker = BudgetTracker(Budget(max_calls=3, max_tokens=3000, max_cost_usd=0.02),
                            Price(2.5, 10.0))
    assert tracker.shortfall(3, 800, 200) is None
    tracker.charge(calls=2, tokens=2000, cost_usd=0.004)
    assert tracker.shortfall(1, 800, 200) is None
    assert "max_calls" in tracker.shortfall(2, 10, 10)
    assert "max_tokens" in tracker.shortfall(1, 1000, 1)
    tracker.charge(cost_usd=0.015)
    assert "max_cost_usd" in tracker.shortfall(1, 100, 100)
    assert BudgetTracker(Budget(max_calls=None), None).cost(10**6, 10**6) == 0.0
