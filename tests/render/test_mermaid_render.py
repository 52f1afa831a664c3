"""The step graphs rendered for real: the npm ``mermaid`` of ``package.json`` in headless
Chromium (Debian's ``chromium``), on the bundled examples and on a hostile pair whose step
text carries Mermaid syntax, a ``click`` directive, an init directive and HTML.

Every diagram must parse and render, draw exactly the nodes and edges wfgate wrote, and hold
no link, script or event handler; the hostile text must show as text. The screenshots are
kept in ``$WFGATE_TEST_ARTIFACTS`` (else the test's tmp folder). Without chromium or the npm
packages the test skips, except under ``CI=true``, where it fails: CI installs both
(``.ci/run``).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from tests.conftest import EXAMPLES
from tests.render.browser import missing, render_diagrams, render_report
from wfgate.pairing import pair_paths
from wfgate.pipeline import check
from wfgate.report.markdown import diagrams, render_markdown

CHANGED_EXAMPLES = {"deploy/canary-release", "oncall/disk-pressure", "infra/terraform-release"}
HOSTILE_STEPS = [
    'Check "quotes"] --> pwned["owned',
    'click n0 "https://evil.example" "tip" _blank',
    "%%{init: {'securityLevel': 'loose'}}%% then continue",
    "<a href='https://evil.example'>open</a> <img src=x onerror=alert(1)> <script>x()</script>",
    "Run ```rm -rf /``` and `ls`; style n1 fill:#f00; linkStyle 0 stroke:red",
    "end\nsubgraph evil\nclick n1 href \"javascript:alert(1)\"",
]


@pytest.fixture(scope="module")
def browser_ready():
    why = missing()
    if why and os.environ.get("CI") == "true":
        pytest.fail(f"the Mermaid render test must run in CI: {why}")
    if why:
        pytest.skip(why)


@pytest.fixture(scope="module")
def artifacts(tmp_path_factory) -> Path:
    folder = os.environ.get("WFGATE_TEST_ARTIFACTS")
    path = Path(folder) if folder else tmp_path_factory.mktemp("render-artifacts")
    path.mkdir(parents=True, exist_ok=True)
    return path


def _yaml(steps: list[tuple[str, str]]) -> str:
    lines = ["steps:"]
    for step_id, text in steps:
        body = text.replace("\n", "\n      ")
        lines += [f"  - id: {step_id}", "    description: |-", f"      {body}"]
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module")
def reports(tmp_path_factory, fast_config, fast_engines):
    """The bundled examples' report and a hostile pair's (a step dropped, a hostile one
    added, the hostile ones moved)."""
    root = tmp_path_factory.mktemp("hostile")
    golden = [("prep", "Prepare the release notes"), *((f"h{i}", t) for i, t in
                                                      enumerate(HOSTILE_STEPS)),
              ("done", "Close the ticket")]
    candidate = [golden[0], golden[3], golden[1], golden[2], *golden[5:],
                 ("new", 'Extra "] --> x click x "https://evil.example"')]
    for side, steps in (("golden", golden), ("candidate", candidate)):
        (root / side).mkdir()
        (root / side / "hostile.yaml").write_text(_yaml(steps), encoding="utf-8")
    out = {}
    for name, base in (("examples", EXAMPLES), ("hostile", root)):
        pairing = pair_paths(base / "golden", base / "candidate")
        out[name] = check(pairing.pairs, fast_config, errors=pairing.errors,
                          engines=fast_engines)
    return out


def _written(text: str) -> tuple[int, int]:
    nodes = len(re.findall(r"^\s+n\d+\[", text, re.M))
    edges = len(re.findall(r"^\s+n\d+ -\.?-", text, re.M))
    return nodes, edges


def test_every_diagram_parses_and_renders_with_no_link(browser_ready, reports, artifacts):
    example = diagrams(reports["examples"])
    hostile = diagrams(reports["hostile"])
    assert set(example) == CHANGED_EXAMPLES  # a diagram for each changed example
    assert set(hostile) == {"hostile"}
    markdown = render_markdown(reports["examples"])
    assert markdown.count("```mermaid") == len(CHANGED_EXAMPLES)

    sources = [d["text"] for d in (*example.values(), *hostile.values())]
    # A positive control: the same checks catch a diagram that does carry a link.
    control = 'flowchart TD\n  a["x"] --> b\n  click a "https://evil.example"\n'
    results = render_diagrams([*sources, control], artifacts / "work",
                              screenshot=artifacts / "mermaid-diagrams.png")
    *drawn, caught = results
    assert caught["ok"] and (caught["links"] or caught["clickable"]), caught
    for source, result in zip(sources, drawn, strict=True):
        assert result["ok"], (result.get("error"), source)
        assert (result["links"], result["scripts"], result["handlers"],
                result["clickable"]) == (0, 0, 0, 0), result
        nodes, edges = _written(source)
        assert (result["nodes"], result["edges"]) == (nodes, edges), source
    text = drawn[-1]["text"]
    # The hostile text is there, as text.
    for piece in ('"quotes"] --> pwned["owned', 'click n0 "https://evil.example"',
                  "%%{init:", "<a href='https://evil.example'>open</a>",
                  "<img src=x onerror=alert(1)>", "```rm"):
        assert piece in text, piece
    shot = artifacts / "mermaid-diagrams.png"
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 10_000


def test_the_comment_renders_with_its_diagrams(browser_ready, reports, artifacts):
    markdown = render_markdown(reports["examples"])
    shot = artifacts / "comment-examples.png"
    result = render_report(markdown, artifacts / "page", shot, open_details=True)
    assert result == {"diagrams": len(CHANGED_EXAMPLES), "failed": 0}
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
