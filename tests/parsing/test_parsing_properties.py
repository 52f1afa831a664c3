"""Property-based tests of the parsers: any input is a Workflow or an InputError, never a crash;
valid workflows written in any of the three formats read back to the same steps and edges."""

from __future__ import annotations

import json

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wfgate.config import InputLimits
from wfgate.errors import InputError
from wfgate.parsing import parse_workflow
from wfgate.workflow import Workflow

SUFFIXES = ("", ".txt", ".json", ".yaml")
FAST = settings(max_examples=100, deadline=None,
                suppress_health_check=[HealthCheck.too_slow])
SMALL = InputLimits(max_file_bytes=20_000, max_depth=8, max_steps=40, max_edges=80,
                    max_id_chars=30, max_text_chars=200)


def outcome(raw: bytes | str, suffix: str, limits: InputLimits = SMALL) -> Workflow | InputError:
    """What the parser does with ``raw``: a Workflow or an InputError (anything else fails)."""
    try:
        workflow = parse_workflow(raw, f"w{suffix}", suffix, limits)
    except InputError as error:
        assert error.path == f"w{suffix}"
        assert "\n" not in error.message and len(error.message) < 400
        return error
    assert 1 <= len(workflow.steps) <= limits.max_steps
    assert len(workflow.edges) == len(set(workflow.edges)) <= limits.max_edges
    assert all(len(s.id) <= limits.max_id_chars and 0 < len(s.text) <= limits.max_text_chars
               for s in workflow.steps)
    return workflow


# Text made of the characters that drive the YAML, JSON and WorFBench grammars.
GRAMMAR = st.lists(st.sampled_from(
    [*"[]{}():,-&*!?|>%@`'\"#.\n\t 0123456789aeNE\x00",
     "Node:", "Edge:", "steps:", "nodes:", "edges:", "id:", "description:", "depends_on:",
     "<<:", "- ", "\n  ", "0x", "9" * 120, "\\u0000"]), max_size=120).map("".join)

SCALARS = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False),
                    st.text(max_size=20))
DOCUMENTS = st.recursive(
    SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=5),
                            st.dictionaries(st.sampled_from(
                                ["steps", "nodes", "edges", "id", "description", "text",
                                 "depends_on", "from", "to", "task", "x"]), inner, max_size=5)),
    max_leaves=30)


@FAST
@given(raw=st.binary(max_size=600), suffix=st.sampled_from(SUFFIXES))
def test_any_bytes_are_a_workflow_or_an_input_error(raw, suffix):
    outcome(raw, suffix)


@FAST
@given(text=GRAMMAR, suffix=st.sampled_from(SUFFIXES))
def test_grammar_soup_is_a_workflow_or_an_input_error(text, suffix):
    outcome(text, suffix)


@FAST
@given(document=DOCUMENTS, as_yaml=st.booleans())
def test_any_document_shape_is_a_workflow_or_an_input_error(document, as_yaml):
    if as_yaml:
        outcome(yaml.safe_dump(document), ".yaml")
    else:
        outcome(json.dumps(document), ".json")


@settings(max_examples=30, deadline=None)
@given(depth=st.integers(min_value=1, max_value=3000), as_yaml=st.booleans())
def test_nesting_beyond_the_limit_is_refused_at_any_depth(depth, as_yaml):
    text = "[" * depth + "1" + "]" * depth
    result = outcome(text, ".yaml" if as_yaml else ".json")
    assert isinstance(result, InputError)
    if depth > SMALL.max_depth:
        assert "limits.max_depth=8" in result.message


IDS = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789_-", min_size=1, max_size=12)
TEXTS = st.text(alphabet=st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp")),
                min_size=1, max_size=40).map(str.strip).filter(bool)


@st.composite
def workflows(draw) -> tuple[list[str], list[str], list[tuple[str, str]]]:
    """Unique ids, texts and DAG edges (from an earlier to a later step), duplicates allowed."""
    ids = draw(st.lists(IDS.filter(lambda i: i not in ("START", "END")), min_size=1,
                        max_size=12, unique=True))
    texts = draw(st.lists(TEXTS, min_size=len(ids), max_size=len(ids)))
    pairs = [(a, b) for a in range(len(ids)) for b in range(a + 1, len(ids))]
    chosen = draw(st.lists(st.sampled_from(pairs), max_size=30)) if pairs else []
    return ids, texts, [(ids[a], ids[b]) for a, b in chosen]


def first_seen(edges: list[tuple[str, str]]) -> tuple[tuple[str, str], ...]:
    return tuple(dict.fromkeys(edges))


@FAST
@given(spec=workflows())
def test_json_nodes_and_edges_read_back(spec):
    ids, texts, edges = spec
    doc = {"nodes": [{"id": i, "description": t} for i, t in zip(ids, texts, strict=True)],
           "edges": [list(e) for e in edges]}
    workflow = outcome(json.dumps(doc), ".json")
    assert [(s.id, s.text) for s in workflow.steps] == list(zip(ids, texts, strict=True))
    assert workflow.edges == first_seen(edges)


@FAST
@given(spec=workflows())
def test_yaml_steps_with_depends_on_read_back(spec):
    ids, texts, edges = spec
    steps = [{"id": i, "description": t,
              "depends_on": [a for a, b in edges if b == i]} for i, t in zip(ids, texts,
                                                                              strict=True)]
    workflow = outcome(yaml.safe_dump({"steps": steps}, allow_unicode=True), ".yaml")
    assert [(s.id, s.text) for s in workflow.steps] == list(zip(ids, texts, strict=True))
    expected = first_seen([(a, b) for b in ids for a, bb in edges if bb == b])
    assert workflow.edges == expected


@FAST
@given(spec=workflows())
def test_worfbench_text_reads_back(spec):
    ids, texts, edges = spec
    numbers = {i: str(n) for n, i in enumerate(ids, start=1)}
    text = "Node:\n" + "".join(f"{numbers[i]}: {t}\n" for i, t in zip(ids, texts, strict=True))
    text += "Edge: " + " ".join(f"({numbers[a]},{numbers[b]})" for a, b in edges) + "\n"
    workflow = outcome(text, ".txt")
    if isinstance(workflow, InputError):  # a text that reads as prose or a header: refused
        assert "cannot read" in workflow.message or "empty" in workflow.message
        return
    assert [s.text for s in workflow.steps] == [t for t in texts]
    assert workflow.edges == first_seen([(numbers[a], numbers[b]) for a, b in edges])
