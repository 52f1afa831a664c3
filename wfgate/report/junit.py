"""JUnit XML: one test suite per failure mode plus one for input errors."""

from __future__ import annotations

from xml.etree import ElementTree as ET

from .markdown import MODE_TITLES


def render_junit(report: dict) -> str:
    suites = ET.Element("testsuites", name="wfgate", tests="0", failures="0", errors="0")
    totals = {"tests": 0, "failures": 0, "errors": 0}
    present = {m for w in report["workflows"] for m in w.get("modes", {})}
    for mode, title in MODE_TITLES.items():
        if report["workflows"] and mode not in present:
            continue
        suite = ET.SubElement(suites, "testsuite", name=f"wfgate.{mode}")
        counts = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
        for workflow in report["workflows"]:
            counts["tests"] += 1
            case = ET.SubElement(suite, "testcase", classname=f"wfgate.{mode}",
                                 name=workflow["id"], file=workflow.get("candidate") or "")
            if workflow["verdict"] == "error":
                counts["errors"] += 1
                err = workflow.get("error") or {}
                ET.SubElement(case, "error", message=err.get("message", "input error"))
                continue
            verdict = workflow["modes"].get(mode) or {"verdict": "not-run",
                                                      "reason": "not in this report"}
            if verdict["verdict"] == "fail" or (verdict["verdict"] == "ambiguous"
                                                and workflow["verdict"] == "fail"):
                counts["failures"] += 1
                node = ET.SubElement(case, "failure",
                                     message=f"{title.lower()}: {verdict['reason']}")
                node.text = _metrics_line(workflow)
            elif verdict["verdict"] == "not-run":
                counts["skipped"] += 1
                ET.SubElement(case, "skipped", message=verdict.get("reason", "not run"))
        for key, value in counts.items():
            suite.set(key, str(value))
        for key in totals:
            totals[key] += counts[key]
    if report.get("errors"):
        suite = ET.SubElement(suites, "testsuite", name="wfgate.inputs",
                              tests=str(len(report["errors"])), errors=str(len(report["errors"])))
        for problem in report["errors"]:
            case = ET.SubElement(suite, "testcase", classname="wfgate.inputs",
                                 name=problem.get("file") or "run")
            ET.SubElement(case, "error", message=problem["message"])
        totals["tests"] += len(report["errors"])
        totals["errors"] += len(report["errors"])
    for key, value in totals.items():
        suites.set(key, str(value))
    ET.indent(suites)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(suites, "unicode") + "\n"


def _metrics_line(workflow: dict) -> str:
    return ", ".join(f"{k}={v}" for k, v in workflow["metrics"].items() if v is not None)
