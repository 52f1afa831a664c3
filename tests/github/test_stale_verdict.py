"""A stale PASS never stays up: when a run on a newer commit ends in an error before it has a
verdict, the sticky comment of the earlier commit is rewritten (or hidden) to say that the
latest commit has no verdict and why, and the job summary says so. Real action runs against
the fake GitHub API on 127.0.0.1."""

from __future__ import annotations

import json

import pytest

from wfgate.github.comment import head_marker, marker

from .conftest import (
    FAST_CONFIG,
    HEAD_SHA,
    PR_NUMBER,
    PR_OPENED,
    REPO,
    TRIP,
    make_workspace,
    run_action,
    worfbench,
)

NEW_HEAD = "b" * 40  # commit B: the pull request's head after a push
MARKER = marker("default")
BROKEN = FAST_CONFIG + "modes: {missing_steps: {threshold: high}}\n"  # not a number


def event_for(tmp_path, head: str):
    payload = json.loads(PR_OPENED.read_text())
    payload["pull_request"]["head"]["sha"] = head
    path = tmp_path / f"event-{head[:6]}.json"
    path.write_text(json.dumps(payload))
    return path


def visible_ours(fake) -> list[dict]:
    return [c for c in fake.all_comments(REPO, PR_NUMBER)
            if c["body"].startswith(MARKER) and c["id"] not in fake.minimized]


def test_a_broken_thresholds_file_on_a_new_commit_withdraws_the_earlier_pass(tmp_path,
                                                                             fake_github):
    ws = make_workspace(tmp_path / "ws", {"trip.txt": (worfbench(TRIP), worfbench(TRIP))})
    first = run_action(ws, fake_github, event_path=event_for(tmp_path, HEAD_SHA))
    assert first.returncode == 0 and first.outputs["verdict"] == "pass", first.stdout
    [passed] = visible_ours(fake_github)
    assert "PASS" in passed["body"] and head_marker(HEAD_SHA) in passed["body"]

    fake_github.add_pull(REPO, PR_NUMBER, NEW_HEAD)  # the push
    (ws / "thresholds.yaml").write_text(BROKEN)
    second = run_action(ws, fake_github, event_path=event_for(tmp_path, NEW_HEAD))

    assert second.returncode == 2 and second.outputs["verdict"] == "error"
    assert second.outputs["comment"] == "updated"
    [now] = visible_ours(fake_github)
    assert now["id"] == passed["id"]  # update mode: the same comment, edited
    body = now["body"]
    assert body.split("\n")[1] == head_marker(NEW_HEAD)
    assert "PASS" not in body and f"no verdict for commit `{NEW_HEAD[:12]}`" in body
    assert "thresholds.yaml" in body and "missing\\_steps.threshold" in body  # why
    assert "Nothing was checked" in second.summary
    assert f"commit {NEW_HEAD[:12]} has no verdict" in second.summary


@pytest.mark.parametrize(("mode", "action"), [("hide-and-post", "hidden-and-posted"),
                                              ("recreate", "recreated")])
def test_other_comment_modes_replace_the_earlier_verdict_too(tmp_path, fake_github, mode,
                                                            action):
    ws = make_workspace(tmp_path / "ws", {"trip.txt": (worfbench(TRIP), worfbench(TRIP))})
    old = fake_github.add_comment(REPO, PR_NUMBER, f"{MARKER}\n{head_marker(HEAD_SHA)}\n"
                                  "## ✅ wfgate: PASS\n", "github-actions[bot]")
    fake_github.add_pull(REPO, PR_NUMBER, NEW_HEAD)
    (ws / "thresholds.yaml").write_text(BROKEN)
    run = run_action(ws, fake_github, event_path=event_for(tmp_path, NEW_HEAD),
                     inputs={"comment_mode": mode})

    assert run.returncode == 2 and run.outputs["comment"] == action, run.stdout
    [now] = visible_ours(fake_github)
    assert now["id"] != old["id"] and "PASS" not in now["body"]
    assert f"no verdict for commit `{NEW_HEAD[:12]}`" in now["body"]


def test_a_refused_model_also_withdraws_it(tmp_path, fake_github):
    """Any error before the report: here the attack of a model name that climbs out of the
    model cache (refused, exit 2)."""
    ws = make_workspace(tmp_path / "ws", {"trip.txt": (worfbench(TRIP), worfbench(TRIP))})
    fake_github.add_comment(REPO, PR_NUMBER, f"{MARKER}\n{head_marker(HEAD_SHA)}\n"
                            "## ✅ wfgate: PASS\n", "github-actions[bot]")
    fake_github.add_pull(REPO, PR_NUMBER, NEW_HEAD)
    (ws / "thresholds.yaml").write_text(FAST_CONFIG.replace(
        "model: all-MiniLM-L6-v2, tau", "model: all-MiniLM-L6-v2/../../x, tau"))
    run = run_action(ws, fake_github, event_path=event_for(tmp_path, NEW_HEAD))

    assert run.returncode == 2 and run.outputs["comment"] == "updated", run.stdout
    [now] = visible_ours(fake_github)
    assert "PASS" not in now["body"] and "encoder.model" in now["body"]
