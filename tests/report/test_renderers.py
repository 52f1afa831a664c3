"""Renderers: Markdown escaping and size bounds, JUnit structure, JSON schema."""

from __future__ import annotations

import copy
import json
from xml.etree import ElementTree as ET

import pytest

from wfgate.report import render, validate_report
from wfgate.report.markdown import escape_md, escape_md_spans, render_markdown
from wfgate.report.model import Report
from wfgate.report.terminal import render_terminal


def workflow(id_: str, verdict: str, text: str = "Restart the service") -> dict:
    mode = {"verdict": "pass", "confirmed": True, "provisional": None, "reason": "fine",
            "primary": {"metric": "graph_f1/chain_f1", "value": 1.0, "threshold": 0.75,
                        "status": "ok"}, "secondary": None}
    failing = dict(mode, verdict="fail", reason="graph_f1/chain_f1 0.40 < 0.75",
                   primary=dict(mode["primary"], value=0.4))
    step = {"id": "1", "text": text, "line": 2}
    return {
        "id": id_, "golden": f"golden/{id_}.yaml", "candidate": f"candidate/{id_}.yaml",
        "verdict": verdict, "error": None,
        "metrics": {"graph_f1": 0.4 if verdict == "fail" else 1.0, "chain_f1": 1.0, "bleu": 1.0,
                    "gleu": 1.0, "bertscore": None, "kendall_tau": 1.0, "judge": None},
        "modes": {"missing_steps": failing if verdict == "fail" else mode,
                  "compressed_steps": mode, "description_changes": mode},
        "diff": {"counts": {"missing": 1}, "steps": [
            {"kind": "missing", "golden": step, "candidate": None, "similarity": None},
            {"kind": "unchanged", "golden": step, "candidate": step, "similarity": 1.0}],
            "edges": {"missing": [], "extra": []}},
        "steps": {"golden": 2, "candidate": 1},
    }


def report_of(workflows: list[dict]) -> dict:
    verdicts = [w["verdict"] for w in workflows]
    return {
        "schema_version": 1, "tool": "wfgate", "version": "0.1.0",
        "verdict": "fail" if "fail" in verdicts else "pass",
        "signature": "wfgate:0.1.0|enc:x@abc|tau:0.8|bs:x/L8/builtin|judge:none|cfg:123",
        "signature_fields": {"wfgate": "0.1.0", "encoder": "x", "encoder_sha256": "abc",
                             "tau_align": 0.8, "bertscore": "x/L8/builtin", "judge": "none",
                             "config_sha256": "123"},
        "errors": [], "notices": [],
        "summary": {"workflows": len(workflows), "passed": verdicts.count("pass"),
                    "failed": verdicts.count("fail"), "errored": 0, "unconfirmed": 0,
                    "modes": {m: {"pass": 0, "fail": 0, "ambiguous": 0, "not-run": 0}
                              for m in ("missing_steps", "compressed_steps",
                                        "description_changes")}},
        "judge": {"configured": False, "calls": 0, "cache_hits": 0, "tokens": 0,
                  "cost_usd": 0.0, "unavailable_reason": None},
        "timings": {"total": 1.0}, "workflows": workflows,
    }



def md(data: dict, **options) -> str:
    """The Markdown of a report written as its JSON form (validated into the model)."""
    return render_markdown(Report.from_json(data), **options)


def rendered(data: dict, fmt: str) -> str:
    return render(Report.from_json(data), fmt)


def terminal(data: dict) -> str:
    return render_terminal(Report.from_json(data))


HOSTILE = ("| @octocat <img src=x onerror=alert(1)> ![x](http://evil.example/p.png) "
           "[click](javascript:alert(1)) <!-- wfgate:comment id=default --> **bold** `code`")


def test_workflow_text_cannot_forge_markdown_or_markers():
    text = md(report_of([workflow("w", "fail", HOSTILE)]))
    assert "<!-- wfgate" not in text
    assert "<img" not in text
    assert "![x](" not in text and "](javascript" not in text
    assert "@octocat" not in text  # broken by a zero-width space: no mention
    assert "http://evil" not in text  # no autolink
    for line in text.splitlines():
        if "octocat" in line:
            assert "\\|" in line  # the pipe cannot open a table cell


def test_escape_md_keeps_plain_words_readable():
    assert escape_md("Restart the kubelet on node 3") == "Restart the kubelet on node 3"
    assert escape_md("x" * 500, limit=10) == "x" * 9 + "…"


def test_summary_table_comes_before_details():
    text = md(report_of([workflow("a", "fail"), workflow("b", "pass")]))
    assert text.index("| Failure mode |") < text.index("<details")
    assert "❌" in text and "wfgate: FAIL" in text


def test_size_bound_drops_details_but_keeps_every_failing_verdict():
    workflows = [workflow(f"team/w{i:03}", "fail" if i % 7 == 0 else "pass") for i in range(700)]
    report = report_of(workflows)
    full = md(report)
    assert len(full) > 65_536
    bounded = md(report, max_chars=60_000)
    assert len(bounded) <= 60_000
    for w in workflows:
        if w["verdict"] == "fail":
            assert f"`{w['id']}` | ❌ fail" in bounded


def test_header_marker_is_first():
    text = md(report_of([workflow("a", "pass")]), header="<!-- marker -->")
    assert text.startswith("<!-- marker -->")


def test_junit_has_a_suite_per_mode_and_failures():
    report = report_of([workflow("a", "fail"), workflow("b", "pass")])
    root = ET.fromstring(rendered(report, "junit"))
    suites = {s.get("name"): s for s in root.iter("testsuite")}
    assert set(suites) == {"wfgate.missing_steps", "wfgate.compressed_steps",
                           "wfgate.description_changes"}
    assert suites["wfgate.missing_steps"].get("failures") == "1"
    assert suites["wfgate.compressed_steps"].get("failures") == "0"
    assert root.get("tests") == "6"


def test_junit_reports_input_errors():
    report = report_of([workflow("a", "pass")])
    report["errors"] = [{"file": "golden/x.yaml", "line": 3, "kind": "input",
                         "message": "not a DAG"}]
    report["verdict"] = "error"
    root = ET.fromstring(rendered(report, "junit"))
    assert root.get("errors") == "1"


def test_json_round_trips_and_validates():
    report = report_of([workflow("a", "fail")])
    data = json.loads(rendered(report, "json"))
    validate_report(data)
    assert data == report


@pytest.mark.parametrize(("path", "value", "where"), [
    (("verdict",), "maybe", "verdict"),
    (("workflows", 0, "metrics", "bleu"), "high", "workflows/0/metrics/bleu"),
    (("workflows", 0, "modes", "missing_steps", "verdict"), "meh",
     "workflows/0/modes/missing_steps/verdict"),
])
def test_schema_rejects_a_tampered_report(path, value, where):
    report = copy.deepcopy(report_of([workflow("a", "fail")]))
    target = report
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(ValueError, match=where):
        validate_report(report)


def test_unknown_format_is_refused():
    with pytest.raises(ValueError, match="unknown format"):
        rendered(report_of([]), "html")


def test_markdown_says_why_borderline_modes_stayed_unconfirmed():
    """A judge that was configured but not asked (the workflow already fails on another mode)
    is not an outage: the comment must not say "judge unavailable"."""
    failing = workflow("w", "fail")
    failing["modes"]["compressed_steps"] = dict(failing["modes"]["compressed_steps"],
                                                verdict="ambiguous", confirmed=False)
    report = report_of([failing])
    report["summary"]["unconfirmed"] = 1
    assert "(unconfirmed: no judge configured)" in md(report)
    report["judge"]["configured"] = True
    text = md(report)
    assert "so the judge was not asked" in text and "judge unavailable" not in text
    failing["verdict"] = "pass"
    assert "(unconfirmed: judge unavailable)" in md(report)
    report["judge"]["unavailable_reason"] = "no API key in $OPENAI_API_KEY"
    assert "no API key in $OPENAI\\_API\\_KEY" in md(report)


def test_a_drift_finding_without_a_golden_step_names_no_step():
    failing = workflow("w", "fail")
    failing["findings"] = [{"mode": "tool_drift", "summary": "changed", "golden_step": None,
                            "strong": True, "removed": ["us-east-1"], "added": ["eu-west-1"]}]
    for text in (md(report_of([failing])), terminal(report_of([failing]))):
        assert "eu-west-1" in text and "None" not in text


def test_a_change_summary_keeps_its_code_spans_and_escapes_the_rest():
    summary = "step promote: `Promote`, `replica` -> `demoted` (weak)"
    assert escape_md_spans(summary) == \
        "step promote&#58; `Promote`, `replica` \\-&gt; `demoted` \\(weak\\)"
    assert escape_md_spans("run `x | y` [link](http://e.x)") \
        == "run `x \\| y` " + escape_md("[link](http://e.x)")
    assert escape_md_spans("one ` stray backtick") == escape_md("one ` stray backtick")
