"""JUnit XML: one test suite per failure mode plus one for input errors."""

from __future__ import annotations

from xml.etree import ElementTree as ET

from ..modes import MODES
from .model import ModeResult, Report, WorkflowResult


def render_junit(report: Report) -> str:
    suites = ET.Element("testsuites", name="wfgate", tests="0", failures="0", errors="0")
    totals = {"tests": 0, "failures": 0, "errors": 0}
    present = {m for w in report.workflows for m in w.modes}
    for spec in MODES:
        if report.workflows and spec.name not in present:
            continue
        suite = ET.SubElement(suites, "testsuite", name=f"wfgate.{spec.name}")
        counts = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
        for workflow in report.workflows:
            counts["tests"] += 1
            case = ET.SubElement(suite, "testcase", classname=f"wfgate.{spec.name}",
                                 name=workflow.id, file=workflow.candidate or "")
            if workflow.verdict == "error":
                counts["errors"] += 1
                message = workflow.error.message if workflow.error else "input error"
                ET.SubElement(case, "error", message=message)
                continue
            verdict = workflow.modes.get(spec.name) or ModeResult("not-run",
                                                                  "not in this report")
            if verdict.verdict == "fail" or (verdict.verdict == "ambiguous"
                                             and workflow.verdict == "fail"):
                counts["failures"] += 1
                node = ET.SubElement(case, "failure",
                                     message=f"{spec.title.lower()}: {verdict.reason}")
                node.text = _metrics_line(workflow)
            elif verdict.verdict == "not-run":
                counts["skipped"] += 1
                ET.SubElement(case, "skipped", message=verdict.reason)
        for key, value in counts.items():
            suite.set(key, str(value))
        for key in totals:
            totals[key] += counts[key]
    errors = report.errors
    if errors:
        suite = ET.SubElement(suites, "testsuite", name="wfgate.inputs",
                              tests=str(len(errors)), errors=str(len(errors)))
        for problem in errors:
            case = ET.SubElement(suite, "testcase", classname="wfgate.inputs",
                                 name=problem.file or "run")
            ET.SubElement(case, "error", message=problem.message)
        totals["tests"] += len(errors)
        totals["errors"] += len(errors)
    for key, value in totals.items():
        suites.set(key, str(value))
    ET.indent(suites)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(suites, "unicode") + "\n"


def _metrics_line(workflow: WorkflowResult) -> str:
    return ", ".join(f"{k}={v}" for k, v in workflow.metrics.items() if v is not None)
