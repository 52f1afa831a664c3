"""``wfgate rules [CODE]`` lists the identifier comparison's rules or explains one, and
docs/rules.md is its markdown output (regenerate with ``wfgate rules --format markdown
--output docs/rules.md``)."""

from __future__ import annotations

import json

from wfgate.cli import main
from wfgate.metrics.rules import RULES
from wfgate.rules_commands import rules_markdown

from .conftest import ROOT


def test_docs_rules_md_is_generated_from_the_registry():
    assert (ROOT / "docs" / "rules.md").read_text(encoding="utf-8") == rules_markdown(), (
        "docs/rules.md is out of step: run `wfgate rules --format markdown --output "
        "docs/rules.md`")
    assert all(f"### {r.code} {r.name}" in rules_markdown() for r in RULES)


def test_the_listing_names_every_rule_in_order(capsys):
    assert main(["rules"]) == 0
    out = capsys.readouterr().out
    positions = [out.index(r.code) for r in RULES]
    assert positions == sorted(positions)
    assert "ID402  one-word-swapped" in out and "switchable" in out


def test_one_rule_prints_its_doc_and_examples(capsys):
    assert main(["rules", "id303"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("ID303 tool-swap (stage replace; strong, always on)")
    assert "Ship it with kubectl apply web." in out and "passes:" in out
    assert main(["rules", "ID402", "--format", "json"]) == 0
    (data,) = json.loads(capsys.readouterr().out)
    assert data["code"] == "ID402" and data["switchable"] is True


def test_an_unknown_code_is_a_usage_error_naming_the_known_ones(capsys):
    assert main(["rules", "ID999"]) == 2
    assert "unknown rule 'ID999' (known: ID101" in capsys.readouterr().err
