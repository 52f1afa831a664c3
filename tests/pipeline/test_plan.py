"""The plan: which pairs may need BERTScore (before encoding) and which do (after)."""

from __future__ import annotations

from wfgate.config import build_config
from wfgate.pipeline import Plan
from wfgate.pipeline.stages import empty_metrics


def lexical(bleu: float | None, gleu: float | None) -> dict[str, float | None]:
    return empty_metrics() | {"bleu": bleu, "gleu": gleu}


def test_the_description_mode_is_the_lazy_one_and_its_overrides_are_followed():
    config = build_config({"profile": "fast", "overrides": [
        {"paths": ["ops/**"], "modes": {"description_changes": {"rule": "primary"}}}]}, "x")
    plan = Plan(config)
    assert [m.name for m in plan.for_pair("deploy/web").lazy_modes] == ["description_changes"]
    assert plan.for_pair("ops/db").lazy_modes == ()  # a primary rule never reads BERTScore
    assert plan.for_pair("deploy/web") is plan.for_pair("deploy/api")  # one per override
    assert not plan.for_pair("ops/db").may_need_bertscore(lexical(None, None))


def test_bertscore_is_asked_for_only_where_the_lexical_primary_is_low_or_near():
    config = build_config({"profile": "fast"}, "x")
    mode = config.modes["description_changes"]
    cut = mode.primary.threshold + mode.band
    pair = Plan(config).for_pair("a")
    assert pair.may_need_bertscore(lexical(None, 0.99))  # not known yet: may need it
    assert not pair.may_need_bertscore(lexical(cut + 0.01, 0.99))
    assert pair.may_need_bertscore(lexical(cut - 0.01, 0.99))  # min(bleu, gleu) is low
    assert not pair.needs_bertscore(lexical(cut + 0.01, cut + 0.01))
    assert pair.needs_bertscore(lexical(0.99, cut - 0.01))
    everything = Plan(config, all_metrics=True).for_pair("a")
    assert everything.may_need_bertscore(lexical(1.0, 1.0))
    assert everything.needs_bertscore(lexical(1.0, 1.0))
