"""The typed configuration: what ``build_config`` turns a thresholds file into (frozen)."""

from __future__ import annotations

import fnmatch
import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..judge.settings import Budget, JudgeSettings
from ..metrics.critical import CriticalPolicy
from ..metrics.lexicon import Lexicon, builtin

SCHEMA_VERSION = 1
COMBINES = ("min", "max", "mean")
RULES = ("primary", "joint")
POLICIES = ("pass", "fail", "neutral")
# auto: the ONNX export when provisioning made one (mpnet fp32, MiniLM int8), else torch.
ENCODER_BACKENDS = ("auto", "torch", "onnx", "onnx-fp32", "onnx-int8")

# The judge's section, typed (its schema: wfgate.judge.settings).
JudgeConfig = JudgeSettings


@dataclass(frozen=True)
class Signal:
    """A combination of metrics compared with a threshold (alert when below)."""

    metrics: tuple[str, ...]
    combine: str
    threshold: float

    @property
    def name(self) -> str:
        return "/".join(self.metrics)

    def value(self, metrics: dict[str, float | None]) -> float | None:
        values = [metrics.get(m) for m in self.metrics]
        present = [v for v in values if v is not None]
        if len(present) < len(values):
            return None
        if self.combine == "max":
            combined = max(present)
        elif self.combine == "mean":
            combined = sum(present) / len(present)
        else:
            combined = min(present)
        # Six decimals: an F1 of 3/5 recall is 0.75, not 0.7499999999999999 below a 0.75 gate.
        return round(combined, 6)


@dataclass(frozen=True)
class ModeConfig:
    """One failure mode: primary and secondary signals, the decision rule, the ambiguity band.
    ``strong_metric`` (from the registry) is the findings modes' strong-findings score."""

    name: str
    rule: str
    band: float
    primary: Signal
    secondary: Signal
    strong: float | None = None  # findings modes: the strong/weak cut of a finding
    strong_metric: str | None = None

    @property
    def reads_strong_findings(self) -> bool:
        """Whether one of its signals reads the strong-findings score (a disagreement then
        means: findings, all of them weak)."""
        return self.strong_metric is not None and (
            self.strong_metric in self.primary.metrics
            or self.strong_metric in self.secondary.metrics)


@dataclass(frozen=True)
class EncoderConfig:
    model: str
    tau_align: float
    batch_size: int
    backend: str = "auto"  # resolved: $WFGATE_ENCODER_BACKEND, else the file's value


@dataclass(frozen=True)
class BertScoreConfig:
    model: str
    num_layers: int
    baseline: str
    batch_size: int


@dataclass(frozen=True)
class InputLimits:
    """Bounds on one workflow file; each key of ``limits:`` with its default and ceiling."""

    max_file_bytes: int = 1_000_000
    max_depth: int = 32
    max_steps: int = 200  # real workflows have tens; a 200-step pair takes ~20 s to score
    max_edges: int = 5_000
    max_id_chars: int = 200
    max_text_chars: int = 2_000  # the encoders read ~256 tokens, the judge 1,000 characters


# The highest value each limit may be set to (the parsers recurse per nesting level).
LIMIT_CEILINGS = {"max_file_bytes": 64_000_000, "max_depth": 100, "max_steps": 100_000,
                  "max_edges": 1_000_000, "max_id_chars": 10_000, "max_text_chars": 1_000_000}

@dataclass(frozen=True)
class PerturbConfig:
    """The ``perturb:`` section (``wfgate perturb``'s generator; its endpoint is the judge's).
    ``model`` None: the judge's model. ``temperature`` applies unless ``judge.temperature``
    is set. The budget has no call limit unless one is given."""

    model: str | None = None
    fallback_models: tuple[str, ...] = ("gpt-4.1",)
    max_attempts: int = 3
    temperature: float = 0.7
    max_output_tokens: int = 1500
    budget: Budget = field(default_factory=lambda: Budget(max_calls=None))


Overrides = tuple[tuple[tuple[str, ...], dict[str, ModeConfig]], ...]
# Per-path critical steps: (patterns, the policy for workflows they match).
CriticalOverrides = tuple[tuple[tuple[str, ...], CriticalPolicy], ...]
# Per-path lexicon and switched-off rules: (patterns, lexicon, rules off).
ComparisonOverrides = tuple[tuple[tuple[str, ...], Lexicon, frozenset[str]], ...]


@dataclass(frozen=True)
class GateConfig:
    """The whole effective configuration; ``modes_for(path)`` applies per-path overrides."""

    source: str
    encoder: EncoderConfig
    bertscore: BertScoreConfig
    modes: dict[str, ModeConfig]
    merge_similarity: float
    on_judge_unavailable: str
    judge: JudgeConfig
    overrides: Overrides
    raw: dict[str, Any] = field(repr=False, compare=False, default_factory=dict)
    limits: InputLimits = field(default_factory=InputLimits)
    perturb: PerturbConfig = field(default_factory=PerturbConfig)
    # The persistent cache folder (``--cache-dir``, else ``$WFGATE_CACHE_DIR``; None: none).
    cache_dir: Path | None = None
    critical: CriticalPolicy = field(default_factory=CriticalPolicy)
    critical_overrides: CriticalOverrides = ()
    # What the identifier comparison knows (the built-in lexicon and the file's extension),
    # the rules it has switched off, and both per path.
    lexicon: Lexicon = field(default_factory=builtin)
    disabled_rules: frozenset[str] = frozenset()
    comparison_overrides: ComparisonOverrides = ()

    @property
    def sha256(self) -> str:
        """Hash of the effective configuration (canonical JSON), for the score signature.
        ``limits`` and ``perturb`` are left out: they decide what is read or generated,
        never a score."""
        scored = {key: value for key, value in self.raw.items()
                  if key not in ("limits", "perturb")}
        canonical = json.dumps(scored, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(canonical.encode()).hexdigest()

    def modes_for(self, workflow_id: str) -> dict[str, ModeConfig]:
        """The mode settings for one workflow: the last matching override wins."""
        chosen = self.modes
        for patterns, modes in self.overrides:
            if any(glob_match(workflow_id, p) for p in patterns):
                chosen = modes
        return chosen


    def comparison_for(self, workflow_id: str) -> tuple[Lexicon, frozenset[str]]:
        """The lexicon and the switched-off rules for one workflow: the last matching
        override's, else the file's."""
        chosen = self.lexicon, self.disabled_rules
        for patterns, lexicon, disabled in self.comparison_overrides:
            if any(glob_match(workflow_id, p) for p in patterns):
                chosen = lexicon, disabled
        return chosen

    @property
    def rules_off(self) -> tuple[str, ...]:
        """Every rule switched off, in the file or for a path (the run's signature)."""
        return tuple(sorted(self.disabled_rules.union(
            *(disabled for _, _, disabled in self.comparison_overrides))))

    def critical_for(self, workflow_id: str) -> CriticalPolicy:
        """Which steps are critical for one workflow: the last matching override's
        ``critical`` section, else the file's."""
        chosen = self.critical
        for patterns, policy in self.critical_overrides:
            if any(glob_match(workflow_id, p) for p in patterns):
                chosen = policy
        return chosen


def glob_match(path: str, pattern: str) -> bool:
    """``fnmatch`` on ``/`` paths, where ``dir/**`` also matches ``dir/x/y`` and ``**/x``
    also matches ``x``."""
    path = path.replace("\\", "/")
    if fnmatch.fnmatchcase(path, pattern):
        return True
    return pattern.startswith("**/") and fnmatch.fnmatchcase(path, pattern[3:])
