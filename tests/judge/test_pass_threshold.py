"""The judge settles an ambiguous mode against its own key, ``judge.pass_threshold``, not the
missing-steps secondary's threshold (against the fake chat server on 127.0.0.1)."""

from __future__ import annotations

import pytest
from fakes.openai_server import Reply

from wfgate.config import build_config


@pytest.mark.parametrize(("pass_threshold", "expected"), [(0.5, "pass"), (0.7, "fail")])
def test_an_ambiguous_mode_is_settled_against_judge_pass_threshold(
        server, make_judge, fast_engines, pass_threshold, expected):
    from tests.conftest import EXAMPLES
    from wfgate.pairing import Pair
    from wfgate.pipeline import check

    # A golden against itself, the missing-steps band so wide that every pair is ambiguous;
    # the missing-steps secondary threshold says the opposite of judge.pass_threshold.
    opposite = 0.0 if expected == "fail" else 1.0
    config = build_config({"profile": "fast", "judge": {"pass_threshold": pass_threshold},
                           "modes": {"missing_steps": {
                               "band": 0.3, "secondary": {"threshold": opposite}}}}, "t")
    golden = sorted((EXAMPLES / "golden").rglob("*.*"))[0]
    server.default_reply = Reply.verdict(3)  # 3 of 5: a score of 0.6
    report = check([Pair(golden.stem, str(golden), str(golden))], config,
                   engines=fast_engines, judge=make_judge()).to_json()
    verdict = report["workflows"][0]["modes"]["missing_steps"]
    assert verdict["confirmed"] is True and verdict["verdict"] == expected
    assert f"{pass_threshold:.2f}" in verdict["reason"]
