"""Workflow files refuse unknown keys (top level, per step, per node, per edge) with the file,
the key's line, the key and the closest known key; ``critical`` is a per-step boolean."""

from __future__ import annotations

import pytest

from wfgate.errors import InputError
from wfgate.parsing import parse_workflow

YAML_TYPO = """\
task: Roll out
steps:
  - id: a
    description: Build the image
  - id: b
    description: Run the tests
    depends_in: [a]
  - id: c
    description: Deploy
    depends_on: [a]
"""
JSON_TYPO = """\
{"nodes": ["Build the image", "Run the tests", "Deploy"],
 "edge": [["1", "3"], ["2", "3"]]}
"""


@pytest.mark.parametrize(("text", "suffix", "line", "message"), [
    (YAML_TYPO, ".yaml", 7, "unknown key 'depends_in' on step 'b' (did you mean 'depends_on'?)"),
    (JSON_TYPO, ".json", 2, "unknown key 'edge' at the top level (did you mean 'edges'?)"),
    ("steps:\n  - id: a\n    desc: Build\n", ".yaml", 3,
     "unknown key 'desc' on step 'a' (did you mean 'description'?)"),
    ('{"nodes": [{"id": "n1",\n  "descripton": "Build"}]}', ".json", 2,
     "unknown key 'descripton' on node 'n1' (did you mean 'description'?)"),
    ('{"nodes": ["A", "B"], "edges": [{"from": "1",\n "too": "2"}]}', ".json", 2,
     "unknown key 'too' on an edge (did you mean 'to'?)"),
    ("task: x\nsteps: [A, B]\nowner: ops\n", ".yaml", 3,
     "unknown key 'owner' at the top level (known keys: task, steps)"),
    ("steps:\n  - id: a\n    description: A\n    critical: maybe\n", ".yaml", 4,
     "step 'a': 'critical' must be true or false, found 'maybe'"),
    ('{"nodes": [{"id": "a", "description": "A",\n "critical": 1}]}', ".json", 2,
     "step 'a': 'critical' must be true or false, found 1"),
])
def test_an_unknown_key_is_an_error_naming_file_line_key_and_closest(text, suffix, line,
                                                                     message):
    with pytest.raises(InputError) as caught:
        parse_workflow(text, f"golden/wf{suffix}", suffix=suffix)
    assert (caught.value.path, caught.value.line) == (f"golden/wf{suffix}", line)
    assert message in str(caught.value)


def test_the_typo_no_longer_turns_a_dag_into_a_chain():
    """Before: ``depends_in`` was dropped, ``depends_on`` of c alone made a->c the only
    declared edge. The corrected file parses with the intended edges."""
    fixed = parse_workflow(YAML_TYPO.replace("depends_in", "depends_on"), "wf.yaml", ".yaml")
    assert set(fixed.edges) == {("a", "b"), ("a", "c")}


def test_critical_is_read_in_the_steps_and_the_node_object_forms():
    steps = parse_workflow("steps:\n  - {id: a, description: A, critical: true}\n"
                           "  - {id: b, description: B, critical: false}\n"
                           "  - {id: c, description: C}\n", "wf.yaml", ".yaml")
    assert [s.critical for s in steps.steps] == [True, False, False]
    nodes = parse_workflow('{"nodes": [{"id": "a", "text": "A", "critical": true}, "B"]}',
                           "wf.json", ".json")
    assert [s.critical for s in nodes.steps] == [True, False]
    yaml_nodes = parse_workflow("nodes:\n  - {id: a, description: A, critical: true}\n",
                                "wf.yaml", ".yaml")
    assert yaml_nodes.steps[0].critical is True


def test_both_forms_at_once_are_refused():
    with pytest.raises(InputError, match="both 'steps' and 'nodes'"):
        parse_workflow('{"steps": ["A"], "nodes": ["B"]}', "wf.json", ".json")
