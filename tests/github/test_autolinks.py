"""Text from workflows and artifacts renders as text on GitHub: no ``www.``, e-mail, URL or
any other autolink, in the comment, the job summary, the check run and the annotations.

Checked by rendering with GitHub's own Markdown engine (cmark-gfm with its extensions, the
``cmarkgfm`` package), not by string matching: every ``<a href>`` the engine makes is
collected and none may point where the pull request's text says.
"""

from __future__ import annotations

import copy
import json
import re

import cmarkgfm
import pytest
from cmarkgfm.cmark import Options

from tests.fakes.github_server import FakeGitHub
from tests.github.conftest import (
    FAST_CONFIG,
    PAT,
    PAT_LOGIN,
    PR_NUMBER,
    REPO,
    TRIP,
    make_workspace,
    run_action,
    worfbench,
)
from tests.github.test_publish import RUN_HEAD, RUN_REPO, run_event, write_report

EVIL = "evil-example"
LINKY = [f"open www.{EVIL}.test/login", f"mail admin@{EVIL}.test the result",
         f"fetch https://{EVIL}.test/x and ftp://{EVIL}.test/y",
         f"write to mailto:ops@{EVIL}.test or xmpp:bot@{EVIL}.test/res",
         f"see WWW.{EVIL}.TEST or <https://{EVIL}.test> or [x](https://{EVIL}.test)"]


def rendered_links(markdown: str) -> list[str]:
    """The href of every link GitHub's engine makes of ``markdown`` (raw HTML kept, as
    GitHub's sanitizer would keep a plain ``<a href>``)."""
    html = cmarkgfm.github_flavored_markdown_to_html(markdown, options=Options.CMARK_OPT_UNSAFE)
    return re.findall(r"<a\s[^>]*href=\"([^\"]*)\"", html)


def hostile_links(*texts: str) -> list[str]:
    return [href for text in texts for href in rendered_links(text) if EVIL in href.lower()]


def test_the_engine_links_these_texts_unescaped():
    """The control: each hostile text is a live link when rendered as it is."""
    for text in LINKY[:4]:
        assert hostile_links(text), text


def linky_pairs() -> dict[str, tuple[str, str]]:
    golden = [*TRIP, *LINKY]
    return {
        f"www.{EVIL}.test/login.txt": (worfbench(golden), worfbench([TRIP[0], *LINKY])),
        f"mail/admin@{EVIL}.test.txt": (worfbench(golden), worfbench(LINKY[::-1])),
        "same.txt": (worfbench(golden), worfbench(golden)),
    }


def test_no_channel_of_a_check_run_links_workflow_text(tmp_path):
    ws = make_workspace(tmp_path / "ws", linky_pairs())
    (ws / "thresholds.yaml").write_text(FAST_CONFIG)
    with FakeGitHub(tokens={PAT: PAT_LOGIN}) as fake:
        fake.add_pull(REPO, PR_NUMBER, "ec26c3e57ca3a959ca5aad62de7213c562f8c821")
        run = run_action(ws, fake, token=PAT)
        assert run.returncode == 1, run.stdout + run.stderr
        [comment] = fake.all_comments(REPO, PR_NUMBER)
        [check] = fake.check_runs
    annotations = [msg for cmd, _, msg in run.commands if cmd in ("error", "warning", "notice")]
    assert annotations and check["annotations"]
    texts = {"comment": comment["body"], "summary": run.summary,
             "check run": check["output"]["summary"], "check title": check["output"]["title"],
             **{f"annotation {i}": a for i, a in enumerate(annotations)},
             **{f"check annotation {i}": a["message"]
                for i, a in enumerate(check["annotations"])}}
    assert EVIL in comment["body"] and EVIL in run.summary  # the text is there, as text
    for where, text in texts.items():
        assert hostile_links(text) == [], (where, text)


@pytest.mark.parametrize("fork", [False, True])
def test_an_artifact_with_link_text_publishes_without_links(tmp_path, report_file, fork):
    """Publish mode: the report another job uploaded (a fork's, in the fork pattern) carries
    link text in step texts, ids, reasons and errors."""
    report = json.loads(report_file.read_text())
    report = copy.deepcopy(report)
    for i, workflow in enumerate(report["workflows"]):
        workflow["id"] = f"{LINKY[i % len(LINKY)][:80]}"
        for j, step in enumerate(workflow["diff"]["steps"]):
            for side in ("golden", "candidate"):
                if step.get(side):
                    step[side]["text"] = LINKY[(i + j) % len(LINKY)]
        for mode in workflow["modes"].values():
            mode["reason"] = LINKY[i % len(LINKY)]
    path = write_report(tmp_path, report, RUN_HEAD)
    payload = json.loads(run_event(tmp_path).read_text())
    if fork:
        payload["workflow_run"]["head_repository"]["full_name"] = "mallory/octo-repo"
    event = tmp_path / "event-publish.json"
    event.write_text(json.dumps(payload))
    ws = tmp_path / "ws"
    ws.mkdir()
    with FakeGitHub(tokens={PAT: PAT_LOGIN}) as fake:
        fake.add_pull(RUN_REPO, PR_NUMBER, RUN_HEAD)
        run = run_action(ws, fake, event_name="workflow_run", token=PAT, event_path=event,
                         extra_env={"GITHUB_REPOSITORY": RUN_REPO},
                         inputs={"report": str(path)})
        assert run.returncode in (0, 1), run.stdout + run.stderr
        [comment] = fake.all_comments(RUN_REPO, PR_NUMBER)
        checks = list(fake.check_runs)
    annotations = [msg for cmd, _, msg in run.commands if cmd in ("error", "warning", "notice")]
    texts = [comment["body"], run.summary, *annotations,
             *(c["output"]["summary"] for c in checks),
             *(a["message"] for c in checks for a in c.get("annotations", []))]
    assert EVIL in comment["body"]
    assert hostile_links(*texts) == []
