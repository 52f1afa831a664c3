"""The step graph (``wfgate.report.diagram``): what it draws, how it escapes untrusted step
text, how it stays bounded. The real render in Chromium is ``tests/render``."""

from __future__ import annotations

import itertools
import re
from dataclasses import replace

import pytest

from wfgate.report.diagram import MAX_NODES, build_diagram, label
from wfgate.report.markdown import render_markdown
from wfgate.report.model import (
    Diff,
    EdgeChanges,
    FindingResult,
    ModeResult,
    Report,
    StepChange,
    StepRef,
    Summary,
    WorkflowResult,
)

# Every line wfgate writes: nothing else may appear, whatever the step text says.
GRAMMAR = [re.compile(p) for p in (
    r"flowchart TD",
    r"  classDef (kept|missing|added|merged|moved|changed) [a-z0-9:#,. -]+",
    r"  subgraph g\d+\[\"[^\"\[\]<>`%\n]*\"\]",
    r"  end",
    r" {2,4}n\d+\[\"[^\"\[\]<>`%\n]*\"\]:::(kept|missing|added|merged|moved|changed)",
    r"  n\d+ (-->|-\.->)(\|[A-Za-z ]+\|)? n\d+",
    r"  linkStyle [0-9,]+ [a-z0-9:#,. -]+",
)]
HOSTILE = [
    'x"] --> evil["pwned', "a --> b", "]:::missing", "%%{init: {'securityLevel': 'loose'}}%%",
    'click n0 "https://evil.example" _blank', "click n0 call alert(1)",
    '<a href="https://evil.example">link</a>', "<img src=x onerror=alert(1)>",
    "```\n</details>\n# forged", "line one\nline two\r\nend\nsubgraph s", "style n0 fill:#f00",
    "linkStyle 0 stroke:red", "javascript:alert(1)", "#quot;", "A & B; C | D {E} (F)",
]


def ref(side: str, i: int, text: str | None = None) -> StepRef:
    return StepRef(f"{side}{i}", text or f"step number {i}", i + 1)


def chain(n: int, *, missing: set[int] = frozenset(), extra: int = 0,
          kinds: dict[int, str] | None = None, texts: dict[int, str] | None = None
          ) -> WorkflowResult:
    """A chain of ``n`` golden steps: ``missing`` ones gone, ``extra`` new candidate steps
    at the end, ``kinds`` for other diff kinds."""
    kinds, texts = kinds or {}, texts or {}
    steps, cand = [], []
    for i in range(n):
        g = ref("g", i, texts.get(i))
        if i in missing:
            steps.append(StepChange("missing", g, None, None))
            continue
        c = StepRef(f"c{i}", g.text, len(cand) * 2 + 1)
        cand.append(c.id)
        steps.append(StepChange(kinds.get(i, "unchanged"), g, c, 1.0))
    for j in range(extra):
        c = StepRef(f"x{j}", texts.get(100 + j, f"new step {j}"), len(cand) * 2 + 1)
        cand.append(c.id)
        steps.append(StepChange("extra", None, c, None))
    golden_edges = tuple((f"g{i}", f"g{i + 1}") for i in range(n - 1))
    cand_edges = tuple(itertools.pairwise(cand))
    diff = Diff(tuple(steps), EdgeChanges((), (), golden_edges, cand_edges))
    metrics = dict.fromkeys(("graph_f1", "chain_f1", "bleu", "gleu", "bertscore",
                             "kendall_tau", "judge"), 1.0)
    return WorkflowResult("wf", "g.yaml", "c.yaml", "pass", metrics, {}, diff=diff)


def grammar_ok(text: str) -> list[str]:
    return [line for line in text.splitlines() if not any(g.fullmatch(line) for g in GRAMMAR)]


@pytest.mark.parametrize("text", HOSTILE)
def test_a_label_is_inert_whatever_the_step_says(text):
    escaped = label(text)
    assert re.fullmatch(r"[A-Za-z0-9 .,:_/?!#;]*", escaped), escaped
    for bad in ('"', "[", "]", "-->", "%%", "`", "<", ">", "\n", "{", "|", "&"):
        assert bad not in escaped
    # Entities only wfgate wrote: every '#' starts a numeric entity of one character.
    assert re.sub(r"#\d+;", "", escaped).count("#") == 0


def test_hostile_step_text_adds_no_node_edge_style_or_link():
    texts = dict(enumerate(HOSTILE)) | {100 + j: t for j, t in enumerate(HOSTILE)}
    workflow = chain(len(HOSTILE), missing={2, 5}, extra=len(HOSTILE), texts=texts)
    drawn = build_diagram(workflow)
    assert drawn is not None
    assert grammar_ok(drawn.text) == []
    nodes = re.findall(r"^\s+n\d+\[", drawn.text, re.M)
    assert len(nodes) == len(HOSTILE) * 2  # one per golden step, one per new step
    assert "click" not in drawn.text.split("\n", 1)[0]
    assert not re.search(r"^\s*(click|style|%%)", drawn.text, re.M)


def test_kinds_are_drawn_in_their_styles_and_unknown_kinds_as_changed():
    workflow = chain(6, missing={1}, extra=1, kinds={3: "reordered", 4: "duplicated"})
    text = build_diagram(workflow).text
    assert re.search(r'n\d+\["missing step g1: step number 1"\]:::missing', text)
    assert re.search(r'n\d+\["moved step g3, candidate c3: step number 3"\]:::moved', text)
    assert re.search(r'n\d+\["duplicated step c4: step number 4"\]:::changed', text)
    assert re.search(r'n\d+\["new step x0: new step 0"\]:::added', text)
    assert re.search(r'n\d+\["step g0, candidate c0: step number 0"\]:::kept', text)
    # The missing step's place: dashed edges from and to its golden neighbours, red.
    assert re.search(r"n0 -\.-> n1\b", text) and re.search(r"n1 -\.-> n2\b", text)
    assert "linkStyle" in text and "stroke:#cf222e" in text


def test_lost_and_contradicted_precedence_are_marked():
    workflow = chain(3)
    diff = workflow.diff
    # The candidate runs step 2 before step 1 (golden: 1 before 2) and lost 0 -> 1.
    edges = EdgeChanges(missing=(("g0", "g1"),), extra=(("g2", "g1"),),
                        golden=diff.edges.golden, candidate=(("c0", "c2"), ("c2", "c1")))
    text = build_diagram(replace(workflow, diff=replace(diff, edges=edges))).text
    assert re.search(r"n2 -->\|now first\| n1", text)
    assert re.search(r"n0 -\.->\|lost\| n1", text)
    assert "stroke:#9a6700" in text  # contradicted precedence: amber


def test_merged_steps_are_grouped_with_their_candidate_step():
    workflow = chain(3)
    steps = list(workflow.diff.steps)
    steps[1] = StepChange("merged", steps[1].golden, steps[0].candidate, 0.7)
    text = build_diagram(replace(workflow, diff=replace(workflow.diff, steps=tuple(steps)))).text
    group = re.search(r'subgraph g0\["merged into candidate step c0"\]\n(.*?)\n  end', text,
                      re.S)
    assert group is not None
    assert "step g0, candidate c0" in group.group(1)
    assert "merged golden step g1" in group.group(1)


def test_a_split_step_groups_all_its_candidate_steps():
    workflow = chain(3)
    steps = list(workflow.diff.steps)
    parts = (StepRef("c1a", "first half", 3), StepRef("c1b", "second half", 4))
    steps[1] = StepChange("split", steps[1].golden, parts[0], 0.8, candidates=parts)
    edges = replace(workflow.diff.edges, candidate=(("c0", "c1a"), ("c1a", "c1b"),
                                                    ("c1b", "c2")))
    result = replace(workflow, diff=replace(workflow.diff, steps=tuple(steps), edges=edges))
    text = build_diagram(result).text
    group = re.search(r'subgraph g0\["golden step g1 split: step number 1"\]\n(.*?)\n  end',
                      text, re.S)
    assert group is not None, text
    assert "first half" in group.group(1) and "second half" in group.group(1)
    assert len(re.findall(r" --> ", text)) == 3


def test_identifier_changes_are_written_on_the_step():
    workflow = chain(3)
    finding = FindingResult("tool_drift", "step g1: us-east-1 -> eu-west-1", "g1", "c1", True,
                            ("us-east-1",), ("eu-west-1",))
    text = build_diagram(replace(workflow, findings=(finding,))).text
    line = next(li for li in text.splitlines() if "step g1" in li)
    assert "us#45;east#45;1 #8594; eu#45;west#45;1" in line and line.endswith(":::changed")


def test_nothing_changed_draws_nothing_and_old_reports_draw_nothing():
    assert build_diagram(chain(4, kinds={1: "paraphrased"})) is None
    changed = chain(4, missing={1})
    old = replace(changed, diff=replace(changed.diff, edges=EdgeChanges()))
    assert build_diagram(old) is None and build_diagram(changed) is not None


def test_a_long_workflow_shows_the_changed_neighbourhood_and_says_so():
    workflow = chain(120, missing={60}, extra=1)
    drawn = build_diagram(workflow)
    assert drawn.bounded and drawn.total == 121 and drawn.shown <= MAX_NODES
    text = drawn.text
    assert "missing step g60" in text and "new step x0" in text
    assert "step g59," in text and "step g61," in text  # its neighbours
    assert "step g10," not in text  # far from any change
    assert grammar_ok(text) == []
    mode = ModeResult("pass", "fine")
    report = Report("pass", "0.1.0", "sig", Summary(1, 1, 0, 0, {}), _judge(),
                    (replace(workflow, modes={"missing_steps": mode}),))
    markdown = render_markdown(report)
    assert f"Showing {drawn.shown} of 121 steps" in markdown


def test_the_size_bound_drops_diagrams_before_any_detail():
    workflows = tuple(replace(chain(40, missing={5, 20}, extra=2), id=f"wf{i}",
                              modes={"missing_steps": ModeResult("pass", "fine")})
                      for i in range(6))
    report = Report("pass", "0.1.0", "sig", Summary(6, 6, 0, 0, {}), _judge(), workflows)
    full = render_markdown(report)
    assert full.count("```mermaid") == 6
    limit = len(full) - 100
    bounded = render_markdown(report, max_chars=limit)
    assert len(bounded) <= limit and "```mermaid" not in bounded
    assert bounded.count("missing** golden step") == full.count("missing** golden step")


def _judge():
    from wfgate.report.model import JudgeStats

    return JudgeStats()


def test_findings_mark_their_step_by_kind_and_unknown_modes_as_changed():
    workflow = chain(4)
    findings = (FindingResult("reordering", "step g2 now runs before step g1", "g2", "c2", True),
                FindingResult("some_new_mode", "step g3 no longer waits for step g0", "g3",
                              None, True))
    text = build_diagram(replace(workflow, findings=findings)).text
    assert re.search(r'"step g2, candidate c2: step number 2 · reordering"\]:::moved', text)
    assert re.search(r'"step g3, candidate c3: step number 3 · some new mode"\]:::changed',
                     text)
