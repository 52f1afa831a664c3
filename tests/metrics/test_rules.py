"""Every rule of the identifier comparison's registry catches its own swap and lets its own
rewording pass; the registry is well formed (codes unique, stages in order, only the last
stage switchable), and a switched-off rule no longer fires."""

from __future__ import annotations

import pytest

from wfgate.metrics.findings import pair_drift
from wfgate.metrics.rules import GRADING, RULES, STAGES, SWITCHABLE, extract_rule, rule


def _fired(drift, code: str) -> bool:
    return code in drift.rules


@pytest.mark.parametrize("spec", RULES, ids=[r.code for r in RULES])
def test_every_rule_catches_its_swap_and_lets_its_rewording_pass(spec):
    caught = pair_drift(*spec.catches)
    passed = pair_drift(*spec.passes)
    if spec.code in GRADING:  # it grades: the swap stays strong, the rewording goes weak
        assert caught.strong and not _fired(caught, spec.code), (spec.code, "catch", caught)
        assert passed and not passed.strong and _fired(passed, spec.code), (spec.code, passed)
        return
    if spec.stage == "explain":  # it explains the rewording away, not the swap
        assert caught, (spec.code, "catch", caught)
        assert not passed, (spec.code, "pass", passed)
        return
    assert _fired(caught, spec.code), (spec.code, "catch", caught)
    if spec.strong:
        assert caught.strong and any(p.rule == spec.code for p in caught.pairs), caught
    assert not _fired(passed, spec.code) and not passed.strong, (spec.code, "pass", passed)


def test_the_registry_is_in_order_of_application_with_unique_codes():
    codes = [r.code for r in RULES]
    assert len(set(codes)) == len(codes)
    assert [STAGES.index(r.stage) for r in RULES] == sorted(STAGES.index(r.stage) for r in RULES)
    assert {r.code for r in RULES if r.stage == "edit"} == SWITCHABLE
    assert all(r.doc.endswith(".") and len(r.doc) < 600 for r in RULES)
    assert rule("id402").name == "one-word-swapped"
    with pytest.raises(KeyError, match="ID101"):
        rule("ID999")


@pytest.mark.parametrize("code", sorted(SWITCHABLE))
def test_a_switched_off_rule_no_longer_fires(code):
    spec = rule(code)
    example = spec.passes if code in GRADING else spec.catches
    assert _fired(pair_drift(*example), code)
    off = pair_drift(*example, disabled=frozenset({code}))
    assert not _fired(off, code) and (off.strong or code not in GRADING)


def test_each_kind_of_identifier_has_its_extract_rule():
    classes = frozenset({"bool", "role", "contrast"})
    assert extract_rule("number:time", classes) == "ID108"
    assert extract_rule("command:kubectl", classes) == "ID105"
    assert extract_rule("contrast:latest", classes) == "ID112"
    assert extract_rule("region", classes) == "ID109"
