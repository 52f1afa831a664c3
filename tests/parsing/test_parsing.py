"""Parsers and validation: every format, and a clear error (file and line) for bad input."""

from __future__ import annotations

import json

import pytest
import yaml

from wfgate.errors import InputError
from wfgate.parsing import load_workflow, parse_workflow

from ..conftest import EXAMPLES, FIXTURES, SHARED_DATA

WORFBENCH = """Node:
1: go to the kitchen
2: take the mug
3: go to the coffee machine
Edge: (START,1) (1,2) (2,3) (3,END)
"""


def test_worfbench_text_gives_steps_in_listing_order_and_real_edges_only():
    workflow = parse_workflow(WORFBENCH, "w.txt", ".txt")
    assert workflow.texts == ["go to the kitchen", "take the mug", "go to the coffee machine"]
    assert workflow.edges == (("1", "2"), ("2", "3"))
    assert [s.line for s in workflow.steps] == [2, 3, 4]


def test_worfbench_edges_may_span_lines_and_branch():
    text = "Node:\n1: a\n2: b\n3: c\n4: d\nEdge: (START,1) (1,2)\n(1,3) (2,4) (3,4) (4,END)\n"
    workflow = parse_workflow(text, "w.txt")
    assert set(workflow.edges) == {("1", "2"), ("1", "3"), ("2", "4"), ("3", "4")}
    assert workflow.descendants()[0] == {1, 2, 3}


def test_json_nodes_and_edges_form():
    data = {"nodes": ["a", "b", "c"], "edges": [["START", 1], [1, 2], [2, 3], [3, "END"]]}
    workflow = parse_workflow(json.dumps(data).encode(), "w.json", ".json")
    assert workflow.edges == (("1", "2"), ("2", "3"))


def test_yaml_steps_form_with_depends_on():
    text = """task: restart a service
steps:
  - id: drain
    description: Drain the node
  - id: restart
    description: Restart the service
    depends_on: [drain]
  - id: check
    description: Check health
    depends_on: restart
"""
    workflow = parse_workflow(text, "w.yaml", ".yaml")
    assert workflow.task == "restart a service"
    assert workflow.edges == (("drain", "restart"), ("restart", "check"))
    assert workflow.steps[1].line == 5


def test_steps_without_any_depends_on_form_a_chain():
    workflow = parse_workflow("steps:\n  - a\n  - b\n  - c\n", "w.yaml", ".yaml")
    assert workflow.edges == (("1", "2"), ("2", "3"))


@pytest.mark.parametrize("path", sorted(p for p in EXAMPLES.rglob("*") if p.suffix in
                                        (".txt", ".json", ".yaml")))
def test_every_bundled_example_parses(path):
    assert len(load_workflow(path)) >= 4


def test_real_worfbench_records_parse_and_match_their_node_lists():
    lines = (FIXTURES / "worfbench-slice.jsonl").read_text().splitlines()
    for line in lines:
        record = json.loads(line)
        workflow = parse_workflow(record["gold"], record["id"])
        assert workflow.texts == [t.strip() for t in record["nodes"]]


@pytest.mark.skipif(not (SHARED_DATA / "worfbench").is_dir(), reason="shared corpus absent")
def test_the_2146_real_worfbench_goldens_parse_or_fail_with_a_located_error():
    """Real records carry prose and a few are broken (numbered prose reusing step ids):
    those must fail loudly with a line, and the rest must match the record's node list."""
    path = SHARED_DATA / "worfbench" / "gold_test_all.jsonl"
    records = [json.loads(line) for line in path.open(encoding="utf-8")]
    exact = 0
    for record in records:
        try:
            workflow = parse_workflow(record["gold"], record["id"])
        except InputError as error:
            assert error.line is not None and error.path == record["id"]
            continue
        exact += workflow.texts == [t.strip() for t in record["nodes"]]
    assert len(records) == 2146
    assert exact >= 0.99 * len(records)


@pytest.mark.parametrize(("content", "suffix", "message", "line"), [
    ("", ".yaml", "empty", None),
    ("   \n", ".txt", "empty", None),
    ("steps: []\n", ".yaml", "no steps", None),
    ("Node:\n1: a\n1: b\nEdge: (1,1)\n", ".txt", "duplicate step id '1' (first defined on line 2)",
     3),
    ("Node:\n1: a\n2: b\nEdge: (START,1) (1,3)\n", ".txt", "refers to step '3'", 4),
    ("Node:\n1: a\n2: b\nEdge: (1,2) (2,1)\n", ".txt", "not a DAG", 2),
    ("Node:\n1: a\nEdge: (1,1)\n", ".txt", "self-loop", 3),
    ("Node:\n1: a\nEdge: 1 -> 2\n", ".txt", "cannot read edge", 3),
    ("Node:\nthis is not a step line\n", ".txt", "cannot read step line", 2),
    ('{"nodes": ["a", }', ".json", "not valid JSON", 1),
    ("steps:\n  - id: a\n    description: [unclosed\n", ".yaml", "not valid YAML", 4),
    ("steps:\n  - id: a\n    description: x\n    depends_on: [b]\n  - id: b\n"
     "    description: y\n    depends_on: [a]\n", ".yaml", "cycle through steps a, b", 2),
    ("steps:\n  - id: a\n  - id: b\n    description: y\n", ".yaml", "needs a 'description'", 2),
    ("- just\n- a list\n", ".yaml", "expected a mapping", None),
    ("{\"workflow\": 1}", ".json", "no 'steps' or 'nodes' key (found: workflow)", 1),
    ("Node:\n1: a\nEdge: (2,END)\n", ".txt", "refers to step '2'", 3),
    ("Node:\n1: a\n2: \nEdge: (1,2)\n", ".txt", "empty description", 3),
])
def test_bad_input_names_the_file_the_line_and_the_problem(content, suffix, message, line):
    with pytest.raises(InputError) as caught:
        parse_workflow(content.encode(), f"goldens/bad{suffix}", suffix)
    error = caught.value
    assert error.path == f"goldens/bad{suffix}"
    assert message in error.message
    assert error.line == line
    assert str(error).startswith(f"goldens/bad{suffix}")


def test_not_utf8_is_an_input_error_with_the_line(tmp_path):
    path = tmp_path / "latin1.txt"
    path.write_bytes("Node:\n1: café\n".encode("latin-1"))
    with pytest.raises(InputError, match="not UTF-8") as caught:
        load_workflow(path)
    assert caught.value.line == 2


def test_unreadable_file_is_an_input_error(tmp_path):
    with pytest.raises(InputError, match="cannot read the file"):
        load_workflow(tmp_path / "nope.yaml")


def test_utf8_bom_is_accepted():
    workflow = parse_workflow("\ufeffNode:\n1: a\n".encode(), "bom.txt")
    assert workflow.texts == ["a"]


def test_json_objects_carry_the_line_of_their_opening_brace():
    data = {"nodes": [{"id": "1", "description": "Check the alert"},
                      {"id": "2", "description": "Page the on-call engineer"}],
            "edges": [{"from": "1", "to": "2"}]}
    text = json.dumps(data, indent=2)
    workflow = parse_workflow(text.encode(), "w.json", ".json")
    lines = text.splitlines()
    for step in workflow.steps:
        brace = step.line - 1
        assert lines[brace].strip() == "{" and step.text in lines[brace + 2]
    from wfgate.parsing.json_format import _LineDecoder
    from wfgate.parsing.yaml_format import _LineLoader

    assert _LineDecoder(text).decode(text) == yaml.load(text, Loader=_LineLoader)


def test_a_broken_json_step_is_reported_at_its_line():
    text = '{\n  "nodes": [\n    {"id": "1", "description": "a"},\n    {"id": "2"}\n  ]\n}'
    with pytest.raises(InputError) as error:
        parse_workflow(text.encode(), "w.json", ".json")
    assert error.value.line == 4
