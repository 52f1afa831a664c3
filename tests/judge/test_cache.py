"""The content-addressed cache: a re-run pays nothing; corrupt entries are recomputed."""

from __future__ import annotations

import json
import os

import pytest
from fakes.openai_server import Reply

from wfgate.judge.cache import JudgeCache, cache_key
from wfgate.workflow import Workflow, from_texts


def _entries(tmp_path):
    return sorted((tmp_path / "cache").rglob("*.json"))


def test_a_second_run_is_served_from_the_cache(server, make_judge, golden, candidate, tmp_path):
    server.script(Reply.verdict(4), Reply.verdict(5), Reply.verdict(4))
    first = make_judge().assess(golden, candidate, focus="missing_steps")
    assert len(server.requests) == 3

    rerun = make_judge()  # a new run: nothing in memory
    second = rerun.assess(golden, candidate, focus="missing_steps")

    assert len(server.requests) == 3  # the server saw nothing new
    assert second.status == "ok"
    assert second.score == pytest.approx(first.score)
    assert second.raw_votes == (4, 5, 4)
    assert second.rationale == first.rationale
    assert second.cache_hits == 1 and second.calls == 0 and second.cost_usd == 0.0
    assert all(usage.cached for usage in second.call_usage)
    assert rerun.stats() | {"unavailable_reason": None} == {
        "calls": 0, "cache_hits": 1, "tokens": 0, "cost_usd": 0.0, "errors": 0,
        "unavailable_reason": None, "budget_skips": 0, "price_known": True,
        "seconds": 0.0, "circuit_open": None, "circuit_skips": 0}


def test_the_same_pair_for_two_modes_is_judged_once(server, make_judge, golden, candidate):
    server.script(*(Reply.verdict(3) for _ in range(3)))
    judge = make_judge(cache_dir=None)

    first = judge.assess(golden, candidate, focus="missing_steps")
    second = judge.assess(golden, candidate, focus="compressed_steps")

    assert len(server.requests) == 3
    assert second.score == first.score and second.focus == "compressed_steps"
    assert judge.stats()["cache_hits"] == 1


def test_a_corrupt_entry_is_ignored_and_rewritten(server, make_judge, golden, candidate,
                                                  tmp_path):
    server.script(*(Reply.verdict(4) for _ in range(3)))
    make_judge().assess(golden, candidate, focus="missing_steps")
    [entry] = _entries(tmp_path)
    entry.write_text('{"key": "truncated', encoding="utf-8")

    server.script(*(Reply.verdict(2) for _ in range(3)))
    outcome = make_judge().assess(golden, candidate, focus="missing_steps")

    assert outcome.status == "ok" and outcome.raw_votes == (2, 2, 2)
    assert len(server.requests) == 6
    assert json.loads(entry.read_text(encoding="utf-8"))["raw_votes"] == [2, 2, 2]


def test_an_entry_with_impossible_votes_is_recomputed(server, make_judge, golden, candidate,
                                                      tmp_path):
    server.script(*(Reply.verdict(4) for _ in range(3)))
    make_judge().assess(golden, candidate, focus="missing_steps")
    [entry] = _entries(tmp_path)
    record = json.loads(entry.read_text(encoding="utf-8"))
    entry.write_text(json.dumps(record | {"raw_votes": [9, 9, 9]}), encoding="utf-8")

    server.script(*(Reply.verdict(4) for _ in range(3)))
    outcome = make_judge().assess(golden, candidate, focus="missing_steps")

    assert outcome.cache_hits == 0 and len(server.requests) == 6


def test_the_key_changes_with_candidate_model_and_task(server, make_judge, golden, candidate,
                                                       tmp_path):
    server.default_reply = Reply.verdict(4)
    make_judge().assess(golden, candidate, focus="missing_steps")
    make_judge(model="gpt-4o-mini").assess(golden, candidate, focus="missing_steps")
    other = from_texts(["Go to settings", "Save the changes"])
    make_judge().assess(golden, other, focus="missing_steps")
    retasked = Workflow(steps=golden.steps, edges=golden.edges, task="Another task")
    make_judge().assess(retasked, candidate, focus="missing_steps")

    assert len(server.requests) == 12
    assert len(_entries(tmp_path)) == 4


def test_the_key_ignores_where_the_file_came_from(server, make_judge, golden, candidate):
    server.default_reply = Reply.verdict(4)
    make_judge().assess(golden, candidate, focus="missing_steps")
    moved = Workflow(steps=candidate.steps, edges=candidate.edges, source="elsewhere.yaml",
                     task=candidate.task)
    assert make_judge().assess(golden, moved, focus="missing_steps").cache_hits == 1
    assert len(server.requests) == 3


def test_errors_are_not_written_to_disk(server, make_judge, golden, candidate, tmp_path):
    server.default_reply = Reply.error(500)
    make_judge(max_retries=0).assess(golden, candidate, focus="missing_steps")
    assert _entries(tmp_path) == []


def test_writes_are_atomic_and_leave_no_temp_files(tmp_path, monkeypatch):
    cache = JudgeCache(tmp_path)
    key = cache_key(anything="x")
    cache.put(key, {"raw_votes": [1]})
    assert cache.get(key)["raw_votes"] == [1]

    def refuse(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", refuse)
    cache.put(key, {"raw_votes": [2]})  # logged, not raised
    monkeypatch.undo()

    assert cache.get(key)["raw_votes"] == [1]  # the old entry is intact
    assert [p.name for p in tmp_path.rglob("*") if p.is_file()] == [f"{key}.json"]


def test_an_entry_under_the_wrong_key_is_a_miss(tmp_path):
    cache = JudgeCache(tmp_path)
    key, other = cache_key(a=1), cache_key(a=2)
    cache.put(key, {"raw_votes": [1]})
    path = cache.path(key)
    target = cache.path(other)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(path.read_bytes())
    assert cache.get(other) is None


def test_a_cached_result_is_used_even_without_a_key(server, make_judge, golden, candidate):
    server.script(*(Reply.verdict(5) for _ in range(3)))
    make_judge().assess(golden, candidate, focus="missing_steps")

    keyless = make_judge(environ={})
    outcome = keyless.assess(golden, candidate, focus="missing_steps")

    assert outcome.status == "ok" and outcome.score == 1.0
    assert keyless.stats()["unavailable_reason"] == "no API key in OPENAI_API_KEY"


def test_a_record_signed_with_another_key_is_a_miss(server, make_judge, golden, candidate,
                                                    tmp_path):
    """Cache keys are computable from public inputs; the MAC is not. A record planted by a
    pull request (its own key, or none) is recomputed, never served."""
    server.script(*(Reply.verdict(1) for _ in range(3)))
    make_judge().assess(golden, candidate, focus="missing_steps")
    [entry] = _entries(tmp_path)
    record = json.loads(entry.read_text(encoding="utf-8"))
    key = record["key"]
    forged = {k: v for k, v in record.items() if k not in ("key", "mac")}
    forged["raw_votes"] = forged["initial_votes"] = [5, 5, 5]
    JudgeCache(tmp_path / "cache", secret=b"the attacker's key").put(key, forged)
    assert JudgeCache(tmp_path / "cache", secret=b"the attacker's key").get(key)
    unsigned = {**forged, "key": key}
    for planted in (json.loads(entry.read_text(encoding="utf-8")), unsigned):
        entry.write_text(json.dumps(planted), encoding="utf-8")
        server.script(*(Reply.verdict(1) for _ in range(3)))
        outcome = make_judge().assess(golden, candidate, focus="missing_steps")
        assert outcome.raw_votes == (1, 1, 1) and outcome.cache_hits == 0
    assert len(server.requests) == 9


def test_the_default_folder_is_outside_the_working_directory(monkeypatch, tmp_path):
    from wfgate.judge.settings import default_cache_dir

    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("WFGATE_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path.parent / "home-cache"))
    assert default_cache_dir() == str(tmp_path.parent / "home-cache" / "wfgate" / "judge")
    monkeypatch.setenv("WFGATE_CACHE_DIR", "/var/cache/ci")
    assert default_cache_dir() == "/var/cache/ci/judge"


def test_the_key_file_is_private_and_stable(monkeypatch, tmp_path):
    from wfgate import cache_auth

    monkeypatch.delenv(cache_auth.KEY_VARIABLE, raising=False)
    monkeypatch.delenv("GITHUB_ACTIONS", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    first = cache_auth.record_key()
    key_file = tmp_path / "wfgate" / cache_auth.KEY_FILE
    assert key_file.stat().st_mode & 0o777 == 0o600
    assert cache_auth.record_key() == first == key_file.read_bytes()
    monkeypatch.setenv("GITHUB_ACTIONS", "true")  # CI without a secret: this run's own key
    assert cache_auth.key_origin() == "run" and cache_auth.record_key() != first
    monkeypatch.setenv(cache_auth.KEY_VARIABLE, "from a secret")
    assert cache_auth.key_origin() == "secret"
    assert cache_auth.record_key() not in (first, b"from a secret")
