"""Any report the schema accepts renders, as data: a schema-driven fuzz of every renderer.

Publish mode renders a report another run made (for a fork: a run the fork controlled), so the
schema is the only thing between an artifact and the bot's comment. Reports are generated from
``wfgate/report/schema.json`` itself with hostile strings in every string field, checked valid,
then rendered; the Markdown must hold no live HTML, mention, link or image from the data.
"""

from __future__ import annotations

import json
import math
import random
import re

import pytest

from tests.github.test_autolinks import rendered_links
from wfgate.config import MODES
from wfgate.github.comment import comment_body, head_marker, marker
from wfgate.report import render, report_schema, validate_report
from wfgate.report.markdown import render_markdown
from wfgate.report.model import Report

SCHEMA = report_schema()
HOSTILE = [
    "<img src=x onerror=alert(1)>", "@everyone", "@org/team", "<details open>", "</details>",
    "[click](https://evil.example)", "![x](https://evil.example/p.png)",
    "<!-- wfgate:comment id=default -->", "| a | b |\n|---|---|", "`code` ``", "::error::pwned",
    "\n# heading\n", "<a href='https://evil.example'>x</a>", "&lt;b&gt;", "é漢字🙂\u202e",
    "", "x" * 400, "</summary></details><sub>", "{{ 7*7 }}{% raw %}", "<https://evil.example>",
    "**bold** _em_ ~~s~~", "\\", "a\u0000b\x1b[31m", "javascript:alert(1)",
    "open www.evil.example/login", "mail admin@evil.example", "ftp://evil.example/x",
]
NUMBERS = [0, 1, 0.5, -3.25, 1e308, -1e-9, math.inf, -math.inf, math.nan, 2**53]
COUNTS = [0, 1, 2, 3, 17, 10**9]
# What the template itself writes as HTML: everything else must arrive escaped.
OWN_TAGS = re.compile(r"<details(?: open)?>|</details>|<summary>|</summary>|<sub>|</sub>")


class ReportGenerator:
    """Random instances of a JSON schema (the subset report/schema.json uses)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def make(self, schema: dict, depth: int = 0, key_hint: str = "") -> object:
        rng = self.rng
        if "$ref" in schema:
            return self.make(self.resolve(schema["$ref"]), depth, key_hint)
        if "const" in schema:
            return schema["const"]
        if "enum" in schema:
            return rng.choice(schema["enum"])
        if "oneOf" in schema:
            return self.make(rng.choice(schema["oneOf"]), depth, key_hint)
        kinds = schema.get("type", "object")
        kind = rng.choice(kinds) if isinstance(kinds, list) else kinds
        if kind == "object" and depth > 6:
            kind = "null" if "null" in (kinds if isinstance(kinds, list) else []) else kind
        if kind == "null":
            return None
        if kind == "boolean":
            return rng.random() < 0.5
        if kind == "integer":
            return rng.choice([c for c in COUNTS if c >= schema.get("minimum", -10**9)])
        if kind == "number":
            return rng.choice(NUMBERS)
        if kind == "string":
            if schema.get("pattern", "").startswith("^([0-9a-f]{40}"):
                return "".join(rng.choice("0123456789abcdef") for _ in range(40))
            return rng.choice(HOSTILE)[: schema.get("maxLength", 10**6)]
        if kind == "array":
            if "prefixItems" in schema:
                return [self.make(item, depth + 1) for item in schema["prefixItems"]]
            items = schema.get("items", {"type": "string"})
            return [self.make(items, depth + 1) for _ in range(rng.randint(0, 3))]
        return self.make_object(schema, depth, key_hint)

    def make_object(self, schema: dict, depth: int, key_hint: str) -> dict:
        rng = self.rng
        properties = schema.get("properties", {})
        result = {}
        for name, sub in properties.items():
            if name in schema.get("required", ()) or rng.random() < 0.6:
                result[name] = self.make(sub, depth + 1, name)
        extra = schema.get("additionalProperties")
        if isinstance(extra, dict):
            keys = list(MODES) if key_hint in ("modes", "") else []
            keys += ["<img src=x>", "@everyone", "extra"]
            for name in schema.get("required", ()):
                if name not in result:
                    result[name] = self.make(extra, depth + 1, name)
            for name in rng.sample(keys, rng.randint(0, min(4, len(keys)))):
                result.setdefault(name, self.make(extra, depth + 1, name))
        return result

    @staticmethod
    def resolve(ref: str) -> dict:
        node: dict = SCHEMA
        for part in ref.removeprefix("#/").split("/"):
            node = node[part]
        return node


def hostile_links(markdown: str) -> list[str]:
    return [href for href in rendered_links(markdown) if "evil" in href.lower()]


def live_markup(markdown: str, header: str | None = None) -> list[str]:
    """Anything in ``markdown`` that GitHub would render as markup from the report's data:
    HTML tags other than the template's own, @mentions, links and images."""
    text = markdown
    if header:
        assert text.startswith(header + "\n")
        text = text[len(header):]
    text = re.sub(r"<code>[^<]*</code>", "", text)  # HTML-escaped inside
    text = re.sub(r"`[^`\n]*`", "", text)  # code spans show their text literally
    text = OWN_TAGS.sub("", text)
    found = re.findall(r"<[A-Za-z!/?][^>]*>?", text)
    found += re.findall(r"@[A-Za-z0-9][\w/-]*", text)
    found += re.findall(r"(?<!\\)\]\(", text)
    found += re.findall(r"(?<![\\&])<https?:", text)
    return found


@pytest.mark.parametrize("seed", range(150))
def test_every_schema_valid_report_renders_inert(seed):
    report = ReportGenerator(seed).make(SCHEMA)
    validate_report(report)  # the generator makes only what the schema accepts
    model = Report.from_json(report)

    for text in (render_markdown(model), render_markdown(model, max_chars=1500)):
        assert text.startswith("## ") and not live_markup(text), live_markup(text)
        assert hostile_links(text) == []  # rendered by GitHub's engine: no autolink either
    body = comment_body(model, "default")
    header = marker("default")  # and the head-commit line wfgate writes under it
    if body.split("\n")[1].startswith("<!-- wfgate:head"):
        header += "\n" + head_marker(report["head_sha"])
    assert not live_markup(body, header)
    assert render(model, "junit").startswith("<?xml")
    assert json.loads(json.dumps(report, default=str)) is not None


def test_the_generator_reaches_every_part_of_the_schema():
    """The fuzz is only as good as what it generates: across the seeds every optional part
    the template renders shows up."""
    seen = set()
    for seed in range(150):
        report = ReportGenerator(seed).make(SCHEMA)
        for workflow in report["workflows"]:
            seen.update(key for key in ("findings", "judge", "steps") if workflow.get(key))
            seen.update(d["kind"] for d in (workflow.get("diff") or {}).get("steps", []))
            seen.update("edge" for e in (workflow.get("diff") or {}).get("edges", {}).values()
                        if e)
        seen.update(key for key in ("notices", "errors") if report.get(key))
    assert {"findings", "judge", "steps", "missing", "extra", "merged", "edge", "notices",
            "errors"} <= seen


def small_report() -> dict:
    """The smallest report the schema accepts with one workflow of each part."""
    signal = {"metric": "graph_f1/chain_f1", "value": 0.5, "threshold": 0.75, "status": "ok"}
    mode = {"verdict": "fail", "confirmed": True, "provisional": None, "reason": "low",
            "primary": signal, "secondary": None}
    step = {"id": "1", "text": "Build"}
    return {
        "schema_version": 1, "version": "0", "verdict": "fail", "signature": "s", "errors": [],
        "summary": {"workflows": 1, "passed": 0, "failed": 1, "errored": 0,
                    "modes": {"missing_steps": {"pass": 0, "fail": 1, "ambiguous": 0,
                                                "not-run": 0}}},
        "judge": {"configured": False, "calls": 0, "cache_hits": 0, "cost_usd": 0.0},
        "workflows": [{
            "id": "a", "golden": "g/a.txt", "candidate": "c/a.txt", "verdict": "fail",
            "metrics": dict.fromkeys(("graph_f1", "chain_f1", "bleu", "gleu", "bertscore",
                                      "kendall_tau", "judge")),
            "modes": {m: mode for m in ("missing_steps", "compressed_steps",
                                        "description_changes")},
            "steps": {"golden": 1, "candidate": 0},
            "judge": {"status": "ok", "score": 0.2, "votes": [0.2], "rationale": "r"},
            "diff": {"steps": [{"kind": "missing", "golden": step, "candidate": None,
                                "similarity": None}], "edges": {"missing": [], "extra": []}},
        }],
    }


def test_the_smallest_report_renders():
    text = render_markdown(Report.from_json(small_report()))
    assert "❌ wfgate: FAIL" in text
    assert "step 1 is missing" in text


@pytest.mark.parametrize(("path", "value"), [
    (("summary", "failed"), "<img src=x>"),
    (("judge", "calls"), "@everyone"),
    (("workflows", 0, "steps", "golden"), "<details open>"),
    (("workflows", 0, "judge", "status"), "<a href=x>"),
    (("workflows", 0, "judge", "votes"), ["@everyone"]),
    (("workflows", 0, "diff", "steps", 0, "kind"), "<img>"),
    (("workflows", 0, "diff", "steps", 0, "golden"), None),
    (("workflows", 0, "modes", "missing_steps", "provisional"), "@org/team"),
    (("summary", "modes", "missing_steps"), {"anything": "<img>"}),
    (("errors",), [{"message": "x", "line": "<img>"}]),
])
def test_markup_outside_the_typed_strings_is_refused(path, value):
    report = small_report()
    target = report
    for part in path[:-1]:
        target = target[part]
    target[path[-1]] = value
    with pytest.raises(ValueError, match="report does not match schema"):
        validate_report(report)
