"""One spelling per idea: help on every option, old spellings as hidden deprecated aliases."""

from __future__ import annotations

import argparse
import json

import pytest

from wfgate.cli import build_parser, main

from .conftest import EXAMPLES


def _subparsers(parser: argparse.ArgumentParser):
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield name, sub
                for inner, deeper in _subparsers(sub):
                    yield f"{name} {inner}", deeper


def test_every_option_of_every_command_has_help():
    commands = dict(_subparsers(build_parser()))
    assert {"check", "merge", "perturb", "calibrate", "publish", "approve"} <= set(commands)
    missing = [f"{name} {'/'.join(a.option_strings) or a.dest}"
               for name, sub in commands.items() for a in sub._actions
               if not isinstance(a, argparse._SubParsersAction) and not a.help]
    assert missing == []


@pytest.mark.parametrize("command, hidden, shown", [
    ("perturb", ["--goldens", "--out "], ["--golden PATH", "--output DIR", "--percents"]),
    ("calibrate", ["--goldens", "--out "], ["--golden PATH", "--output FILE", "--no-plots"]),
    ("publish", ["--pr "], ["--pr-number N"]),
])
def test_old_spellings_are_out_of_help(command, hidden, shown, capsys):
    with pytest.raises(SystemExit):
        main([command, "--help"])
    text = capsys.readouterr().out
    for old in hidden:
        assert old not in text
    for new in shown:
        assert new in text


def test_offline_help_names_every_rule_made_type(capsys):
    with pytest.raises(SystemExit):
        main(["perturb", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "missing, compressed, reordered, added, swapped" in text
    assert "missing and compressed only" not in text


def test_old_and_new_spellings_give_the_same_offline_corpus(tmp_path, capsys):
    golden = str(EXAMPLES / "golden")
    new = tmp_path / "new"
    old = tmp_path / "old"
    args = ["--types", "missing", "--percents", "30", "--offline", "--quiet"]
    assert main(["perturb", "--golden", golden, "--output", str(new), *args]) == 0
    assert "deprecated" not in capsys.readouterr().err
    assert main(["perturb", "--goldens", golden, "--out", str(old), *args]) == 0
    err = capsys.readouterr().err
    assert "--goldens is deprecated" in err and "use --golden" in err
    assert "--out is deprecated" in err and "use --output" in err
    rows = [(new / "variants.jsonl").read_text(), (old / "variants.jsonl").read_text()]
    assert rows[0] == rows[1] and len(rows[0].splitlines()) == 5


def test_a_missing_required_option_is_a_usage_error(tmp_path, capsys):
    assert main(["perturb", "--output", str(tmp_path), "--offline"]) == 2
    assert "perturb: the following arguments are required: --golden" in capsys.readouterr().err


def test_publish_takes_the_actions_pr_number_spelling(capsys):
    parser = build_parser()
    common = ["publish", "--report", "r.json", "--repo", "o/n"]
    assert parser.parse_args([*common, "--pr-number", "7"]).pr == 7
    assert parser.parse_args([*common, "--pr", "8"]).pr == 8
    assert "--pr is deprecated" in capsys.readouterr().err
    assert main([*common]) == 2
    assert "required: --pr-number" in capsys.readouterr().err


def test_merge_accepts_the_same_report_options(tmp_path, capsys):
    report = tmp_path / "r.json"
    assert main(["check", "--golden", str(EXAMPLES / "golden/incident/db-failover.yaml"),
                 "--candidate", str(EXAMPLES / "candidate/incident/db-failover.yaml"),
                 "--config", str(EXAMPLES.parent / "tests/fixtures/fast.yaml"),
                 "--shard", "1/1", "--format", "json", "--output", str(report)]) == 0
    assert json.loads(report.read_text())["verdict"] == "pass"
    out = tmp_path / "merged.txt"
    assert main(["merge", str(report), "--format", "text", "--output", str(out)]) == 0
    assert out.read_text().startswith("wfgate · PASS · ")
