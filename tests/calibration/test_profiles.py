"""The shipped calibrated profiles load and differ from their bases only in thresholds, bands
and the step-level evidence their missing-steps primary reads."""

from __future__ import annotations

import pytest

from wfgate.config import CALIBRATED_MODES, PROFILES, build_config


@pytest.mark.parametrize(("calibrated", "base"), [("fast-calibrated", "fast"),
                                                  ("paper-calibrated", "paper")])
def test_calibrated_profile_keeps_the_encoders_and_the_rules(calibrated: str, base: str) -> None:
    if calibrated not in PROFILES:
        pytest.skip(f"{calibrated} not shipped")
    new = build_config({"profile": calibrated}, calibrated)
    old = build_config({"profile": base}, base)
    assert new.encoder == old.encoder and new.bertscore == old.bertscore
    for name, mode in new.modes.items():
        assert mode.rule == old.modes[name].rule
        expected = CALIBRATED_MODES.get(name, {}).get("primary", {}).get("metrics")
        assert list(mode.primary.metrics) == (expected or list(old.modes[name].primary.metrics))
