"""Changes that pass, said out loud: a passing workflow that changed in a way a reviewer
should see is "PASS with N changes to review" in the JSON, the Markdown, the terminal and
the check run's title; ``fail_on: changes`` fails it. Real checks (MiniLM) on a 7-step deploy
runbook whose candidate dropped "Announce the release in the team channel" (dropping the
"Watch the error rate for 15 minutes" guard fails instead: a critical step)."""

from __future__ import annotations

from pathlib import Path

import pytest

from wfgate.github.checks import check_title
from wfgate.pairing import pair_paths
from wfgate.pipeline import check
from wfgate.report import render, validate_report
from wfgate.report.build import fail_on_changes
from wfgate.report.markdown import render_markdown
from wfgate.report.model import Report
from wfgate.report.review import changes_to_review
from wfgate.report.terminal import render_terminal
from wfgate.verdicts import exit_code

RUNBOOK = [("build", "Build the release artifact from the tagged commit"),
           ("migrate", "Apply the database migrations to production"),
           ("deploy", "Deploy the new version to the production cluster"),
           ("smoke", "Run the smoke tests against the production endpoint"),
           ("watch", "Watch the error rate for 15 minutes"),
           ("announce", "Announce the release in the team channel"),
           ("close", "Close the release ticket")]


def runbook(steps: list[tuple[str, str]]) -> str:
    lines = ["# the deploy runbook", "steps:"]
    for step_id, text in steps:
        lines += [f"  - id: {step_id}", f"    description: {text}"]
    return "\n".join(lines) + "\n"


def write_pairs(root: Path, pairs: dict[str, tuple[str, str]]) -> Path:
    for name, (golden, candidate) in pairs.items():
        for side, text in (("golden", golden), ("candidate", candidate)):
            path = root / side / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    return root


def run(root: Path, config, engines) -> Report:
    pairing = pair_paths(root / "golden", root / "candidate")
    return check(pairing.pairs, config, errors=pairing.errors, engines=engines)


@pytest.fixture(scope="module")
def dropped(tmp_path_factory, fast_config, fast_engines) -> Report:
    root = write_pairs(tmp_path_factory.mktemp("dropped"), {
        "deploy.yaml": (runbook(RUNBOOK), runbook([s for s in RUNBOOK if s[0] != "announce"]))})
    return run(root, fast_config, fast_engines)


def test_a_dropped_step_passes_with_one_change_to_review(dropped):
    [workflow] = dropped.workflows
    assert dropped.verdict == workflow.verdict == "pass"
    assert dropped.summary.with_changes == 1 and dropped.summary.changes == 1
    assert dropped.summary.headline == "PASS with 1 change to review"
    [change] = workflow.review.changes
    assert change.kind == "missing" and change.golden_step == "announce"
    assert change.summary == "step announce is missing: Announce the release in the team channel"
    # On the line where it was expected: the candidate step it should follow (smoke).
    lines = Path(workflow.candidate).read_text().splitlines()
    assert lines[change.line - 1] == "  - id: watch"
    assert exit_code(dropped) == 0


def test_every_report_says_so_and_names_the_change(dropped):
    markdown = render_markdown(dropped)
    assert markdown.startswith("## ✅ wfgate: PASS with 1 change to review\n")
    assert "The workflow passes with 1 change a reviewer should see" in markdown
    assert "### Changes to review" in markdown
    assert f"- 🔎 `deploy` line {dropped.workflows[0].review.changes[0].line}: step announce " \
           "is missing" in markdown
    assert "✅ pass · 1 change to review |" in markdown
    text = render_terminal(dropped)
    assert text.splitlines()[0].startswith("wfgate · PASS with 1 change to review ·")
    assert "step announce is missing: Announce the release in the team channel" in text
    assert check_title(dropped) == "wfgate: the workflow passes with 1 change to review"
    data = dropped.to_json()
    validate_report(data)
    assert data["summary"]["headline"] == "PASS with 1 change to review"
    assert data["workflows"][0]["review"]["changes"][0]["kind"] == "missing"
    assert Report.from_json(data) == dropped
    assert "PASS with 1 change to review" in render(dropped, "json")


def test_fail_on_changes_fails_the_workflow_and_says_why(dropped):
    strict = fail_on_changes(dropped)
    [workflow] = strict.workflows
    assert strict.verdict == workflow.verdict == "fail" and exit_code(strict) == 1
    assert workflow.review.fails and strict.summary.failed == 1
    assert strict.summary.headline == "FAIL" and strict.summary.with_changes == 0
    assert all(m.verdict == "pass" for m in workflow.modes.values())  # the modes stand
    markdown = render_markdown(strict)
    assert markdown.startswith("## ❌ wfgate: FAIL\n")
    assert "fails on its 1 change to review (`fail_on: changes`)" in markdown
    assert "review    line" in render_terminal(strict)
    validate_report(strict.to_json())
    assert fail_on_changes(strict) == strict


def test_no_change_is_a_plain_pass_in_the_singular(tmp_path, fast_config, fast_engines):
    same = runbook(RUNBOOK)
    report = run(write_pairs(tmp_path / "one", {"deploy.yaml": (same, same)}), fast_config,
                 fast_engines)
    assert report.summary.headline == "PASS" and report.workflows[0].review.changes == ()
    assert fail_on_changes(report) == report
    markdown = render_markdown(report)
    assert markdown.startswith("## ✅ wfgate: PASS\n")
    assert "The workflow matches its golden." in markdown and "All 1" not in markdown
    assert check_title(report) == "wfgate: the workflow passes"
    assert "the workflow matches its golden" in render_terminal(report)
    two = run(write_pairs(tmp_path / "two", {"a.yaml": (same, same), "b.yaml": (same, same)}),
              fast_config, fast_engines)
    assert "All 2 workflows match their goldens." in render_markdown(two)
    assert check_title(two) == "wfgate: all 2 workflows pass"


def test_a_new_step_and_its_finding_are_one_change(tmp_path, fast_config, fast_engines):
    extra = [*RUNBOOK[:4], ("purge", "Delete every database backup older than one hour"),
             *RUNBOOK[4:]]
    report = run(write_pairs(tmp_path, {"deploy.yaml": (runbook(RUNBOOK), runbook(extra))}),
                 fast_config, fast_engines)
    [workflow] = report.workflows
    about_purge = [c for c in changes_to_review(workflow) if c.candidate_step == "purge"]
    assert len(about_purge) == 1
    lines = Path(workflow.candidate).read_text().splitlines()
    assert lines[about_purge[0].line - 1] == "  - id: purge"


def test_the_terminal_gives_the_whole_command_time(dropped):
    from dataclasses import replace

    timed = replace(dropped, timings={"load": 0.5, "total": 0.8, "command": 2.7})
    assert "1 passed, 1 with changes to review in 2.7s" in render_terminal(timed)
    assert "1 passed, 1 with changes to review in 0.8s" in render_terminal(
        replace(dropped, timings={"total": 0.8}))


def test_dropping_the_watch_before_closing_fails_as_a_critical_step(tmp_path, fast_config,
                                                                   fast_engines):
    root = write_pairs(tmp_path, {
        "deploy.yaml": (runbook(RUNBOOK), runbook([s for s in RUNBOOK if s[0] != "watch"]))})
    workflow = run(root, fast_config, fast_engines).workflows[0]
    assert workflow.verdict == "fail"
    assert workflow.modes["critical_steps"].verdict == "fail"
    assert [f.golden_step for f in workflow.findings if f.mode == "critical_steps"] == ["watch"]
