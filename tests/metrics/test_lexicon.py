"""The lexicon as data: the packaged files load into a frozen, validated lexicon; a team's
``lexicon:`` section in thresholds.yaml teaches the comparison its own tools and verbs (the
two probes below become strong findings), refuses what would turn prose into identifiers,
applies per path, and a pull request that removes an entry is called out as a loosening."""

from __future__ import annotations

import dataclasses
import json
import re
import shutil

import pytest
import yaml

from wfgate.config import ConfigError, build_config
from wfgate.github.changes import thresholds_callout
from wfgate.metrics import lexicon as lexicon_module
from wfgate.metrics.findings import pair_drift
from wfgate.metrics.lexicon import FILES, LexiconError, builtin
from wfgate.pairing import Pair
from wfgate.report import validate_report
from wfgate.report.markdown import render_markdown
from wfgate.report.model import Report
from wfgate.report.terminal import Style, render_terminal

TOOL_PROBE = ("Ship it with ld-deploy release web.", "Ship it with helm upgrade web.")
VERB_PROBE = ("Quiesce the ledger writers.", "Resume the ledger writers.")
TEAM = """
version: 1
profile: fast
lexicon:
  tools: [ld-deploy]
  operations:
    quiesce: {side: "off"}
  environments: {perf: [perf, performance], dr: [dr]}
"""


def _config(text: str, source: str = "thresholds.yaml"):
    return build_config(yaml.safe_load(text), source)


def test_the_packaged_lexicon_is_frozen_and_knows_the_built_in_words():
    lex = builtin()
    assert "terraform" in lex.tools and lex.operations["destroyed"] == "delete"
    assert lex.environments["prod"] == "production" and lex.closed_classes["master"][1] == "primary"
    assert lex.conflict("enable", "disable") and not lex.conflict("pause", "stop")
    # a loose group (close: a valve, a breaker, a ticket) differs only from its opposite
    assert lex.differ("close", "open") and not lex.differ("close", "stop")
    assert not lex.conflict("close", "enable") and lex.differ("restart", "reload")
    with pytest.raises(dataclasses.FrozenInstanceError):
        lex.tools = frozenset()  # type: ignore[misc]
    assert builtin() is lex and len(lex.digest) == 64


def test_an_unknown_key_in_a_data_file_is_an_error_naming_the_file(tmp_path, monkeypatch):
    for name in FILES:
        shutil.copy(lexicon_module.FOLDER / name, tmp_path / name)
    with (tmp_path / "tools.yaml").open("a", encoding="utf-8") as handle:
        handle.write("toolz: [x]\n")
    monkeypatch.setattr(lexicon_module, "FOLDER", tmp_path)
    lexicon_module.builtin.cache_clear()
    try:
        with pytest.raises(LexiconError, match=r"lexicon/tools\.yaml: unknown key 'toolz'"):
            lexicon_module.builtin()
    finally:
        lexicon_module.builtin.cache_clear()


def test_a_teams_tool_and_verb_turn_the_two_probes_into_strong_findings():
    for probe in (TOOL_PROBE, VERB_PROBE):
        assert not pair_drift(*probe).strong  # the built-in lexicon cannot see them
    lex, off = _config(TEAM).comparison_for("any.yaml")
    tool = pair_drift(*TOOL_PROBE, lexicon=lex, disabled=off)
    assert tool.strong and ("ld-deploy", "helm") in tool.replacements and "ID303" in tool.rules
    verb = pair_drift(*VERB_PROBE, lexicon=lex, disabled=off)
    assert verb.strong and verb.replacements == (("Quiesce", "Resume"),)
    assert verb.pairs[0].kind == "op" and verb.pairs[0].rule == "ID301"
    env = pair_drift("Fail over to perf.", "Fail over to dr.", lexicon=lex)
    assert env.strong and "ID110" in env.rules


def test_the_probes_fail_the_tool_drift_mode_through_the_whole_pipeline(fast_engines):
    from wfgate.pipeline import check

    golden = {"nodes": [TOOL_PROBE[0], VERB_PROBE[0], "Confirm the release in #deploys."],
              "edges": [[1, 2], [2, 3]]}
    candidate = {"nodes": [TOOL_PROBE[1], VERB_PROBE[1], "Confirm the release in #deploys."],
                 "edges": [[1, 2], [2, 3]]}
    pair = Pair("ledger/release", "golden.json", "candidate.json",
                json.dumps(golden).encode(), json.dumps(candidate).encode())

    def run(text: str) -> tuple[Report, list[dict]]:
        report = check([pair], _config(text), engines=fast_engines)
        wire = report.to_json()
        validate_report(wire)  # raises where the wire form breaks the schema
        return report, [f for f in wire["workflows"][0]["findings"] if f["mode"] == "tool_drift"]

    _, plain = run("version: 1\nprofile: fast\n")
    assert not any(f["strong"] for f in plain)
    report, found = run(TEAM)
    assert len([f for f in found if f["strong"]]) == 2, found
    assert {r["rule"] for f in found for r in f["replacements"]} >= {"ID301", "ID303"}
    comment = render_markdown(report)  # the comment and the terminal explain the findings
    assert "`Quiesce` → `Resume` (op, ID301)" in comment and "rules ID105" in comment
    look = comment.split("### What to look at", 1)[1].split("\n| Workflow", 1)[0]
    items = [line for line in look.splitlines() if line.startswith("- ")]
    assert len([line for line in items if line.startswith("- 🔧")]) == 2, look  # one a line
    assert not any(re.search(r"\S- [🔧🔁⛓🛑➕➖🔀]", line) for line in items), look  # none glued
    terminal = render_terminal(Report.from_json(report.to_json()), Style(color=False,
                                                                          width=200))
    assert "Quiesce→Resume (op, ID301)" in terminal and "[ID111, ID301]" in terminal


@pytest.mark.parametrize(("section", "message"), [
    ("tools: [the]", "lexicon.tools: 'the': the tool is a stop word"),
    ("operations: {check: 'off'}", "the operation is a prose synonym"),
    ("operations: {quiesce: {}}", "a new operation needs its side"),
    ("operations: {quiesce: {side: sideways}}", "must be one of on, off, destructive, none"),
    ("operations: {delete: {side: 'on'}}", "its side cannot change"),
    ("environments: {perf: [prod]}", "'prod' already names the environment 'production'"),
    ("toolz: [x]", "unknown key 'lexicon.toolz'"),
    ("remove: {operations: [frobnicate]}", "'frobnicate' is no operation of the lexicon"),
    ("tools: [Ld Deploy]", "must be a lower-case word"),
])
def test_a_malformed_extension_names_the_file_and_what_is_wrong(section, message):
    with pytest.raises(ConfigError, match="^team.yaml: .*" + message.replace("(", r"\(")
                       .replace(")", r"\)")):
        _config(f"version: 1\nlexicon:\n  {section}\n", "team.yaml")


def test_an_override_extends_the_lexicon_for_its_paths_only():
    config = _config("""
version: 1
overrides:
  - paths: ["ledger/**"]
    lexicon: {operations: {quiesce: {side: "off"}}}
""")
    ledger, _ = config.comparison_for("ledger/release.yaml")
    other, _ = config.comparison_for("web/release.yaml")
    assert pair_drift(*VERB_PROBE, lexicon=ledger).strong
    assert not pair_drift(*VERB_PROBE, lexicon=other).strong


def test_removing_a_built_in_operation_takes_it_out_and_is_called_out_as_a_loosening():
    removed = "version: 1\nlexicon:\n  remove: {operations: [destroy]}\n"
    lex, _ = _config(removed).comparison_for("x.yaml")
    assert "destroy" not in lex.operations and "destroyed" not in lex.operations
    assert lex.operations["delete"] == "delete"  # the rest of its group stays
    swap = ("Destroy the staging stack.", "Snapshot the staging stack.")
    assert pair_drift(*swap).strong and not pair_drift(*swap, lexicon=lex).strong
    message = thresholds_callout("thresholds.yaml", {"version": 1}, yaml.safe_load(removed),
                                 used_base=True)
    assert "loosens the identifier comparison: removes the operation `destroy`" in message
    # A team's own entry the pull request drops is a loosening too.
    base = yaml.safe_load(TEAM)
    head = yaml.safe_load(TEAM.replace("  tools: [ld-deploy]\n", ""))
    assert "no longer adds the tool `ld-deploy`" in thresholds_callout(
        "thresholds.yaml", base, head, used_base=False)


def test_a_switched_off_rule_is_checked_recorded_in_the_signature_and_called_out():
    config = _config("version: 1\nrules: {disable: [id402]}\n")
    assert config.disabled_rules == frozenset({"ID402"}) and config.rules_off == ("ID402",)
    with pytest.raises(ConfigError, match="rule ID301 cannot be switched off"):
        _config("version: 1\nrules: {disable: [ID301]}\n")
    with pytest.raises(ConfigError, match="unknown rule 'ID999'"):
        _config("version: 1\nrules: {disable: [ID999]}\n")
    message = thresholds_callout("thresholds.yaml", {}, {"rules": {"disable": ["ID402"]}}, False)
    assert "switches off rule ID402" in message


def test_the_signature_names_the_lexicon_and_the_rules_switched_off():
    from wfgate.report.model import SignatureFields

    fields = SignatureFields("1", "enc", "a" * 64, 0.8, "bs", "none", "c" * 64,
                             builtin().digest, ("ID402",))
    line = fields.format()
    assert f"|lex:{builtin().digest[:12]}" in line and line.endswith("|rules-off:ID402")
    assert SignatureFields.from_json(fields.to_json()) == fields
    old = {k: v for k, v in fields.to_json().items() if k not in ("lexicon_sha256", "rules_off")}
    assert SignatureFields.from_json(old).format().endswith("|cfg:cccccccccccc")
