"""The built-in values: ``DEFAULTS`` (the paper's table-1 bundle, every mode's gate from the
registry) and the named ``PROFILES`` merged over it."""

from __future__ import annotations

from typing import Any

from ..judge.settings import DEFAULT_PASS_THRESHOLD
from ..modes import calibrated_changes, default_gates

# The profile used when none is named, by the CLI and the action alike (docs/accuracy.md,
# "Default profile"): chosen by measurement on ops-dev, workflowperturb-mini and WorFBench.
DEFAULT_PROFILE = "fast-calibrated"
# The judge's pass threshold: an ambiguous mode passes when the judge's score reaches it.
JUDGE_PASS_THRESHOLD = DEFAULT_PASS_THRESHOLD

DEFAULTS: dict[str, Any] = {
    "version": 1,
    "profile": DEFAULT_PROFILE,
    "encoder": {"model": "all-mpnet-base-v2", "tau_align": 0.8, "batch_size": 64,
                "backend": "auto"},
    "bertscore": {"model": "all-mpnet-base-v2", "num_layers": 8, "baseline": "builtin",
                  "batch_size": 64},
    "modes": default_gates(),  # wfgate.modes: each mode's gate, declared once
    "diff": {"merge_similarity": 0.55},
    # Critical steps: guards recognised by their role (a backup before a destructive change,
    # an approval gate, a plan review before apply, a health check before a traffic shift, a
    # verification before closing), and golden step ids marked critical for every workflow
    # (per path: ``overrides[].critical``). Losing one fails the workflow.
    "critical": {"guards": True, "steps": []},
    # A team's own tools, operations (with their side), environments and closed classes, and
    # built-in entries removed (wfgate.metrics.extension; per path: ``overrides[].lexicon``).
    "lexicon": {},
    # The identifier comparison's switchable rules switched off (``wfgate rules``; per path:
    # ``overrides[].rules``).
    "rules": {"disable": []},
    "on_judge_unavailable": "neutral",
    "judge": {"enabled": False, "pass_threshold": JUDGE_PASS_THRESHOLD},
    "perturb": {},  # read by `wfgate perturb`, never by the gate
    "limits": {},  # input limits (InputLimits); they change no score, only what is read
    "overrides": [],
}

# What the calibrated profiles change in the modes (declared in the registry).
CALIBRATED_MODES: dict[str, Any] = calibrated_changes()
_FAST_ENCODERS: dict[str, Any] = {
    "encoder": {"model": "all-MiniLM-L6-v2"},
    "bertscore": {"model": "all-MiniLM-L6-v2", "num_layers": 4},
}

# Each profile is a set of changes merged over DEFAULTS before the user's own keys.
PROFILES: dict[str, dict[str, Any]] = {
    "paper": {},
    "fast": _FAST_ENCODERS,
    # `wfgate calibrate` on workflowperturb-mini (thresholds chosen on one half of the goldens,
    # measured on the other: docs/calibration/paper/report.md). Same encoders as "paper".
    "paper-calibrated": {"modes": CALIBRATED_MODES},
    # `wfgate calibrate` on workflowperturb-mini (thresholds chosen on one half of the goldens,
    # measured on the other: docs/calibration/fast/report.md). Same encoders as "fast".
    "fast-calibrated": {**_FAST_ENCODERS, "modes": CALIBRATED_MODES},
}
