"""Which metrics each pair needs: a :class:`Plan` made from the config and the mode registry
(:mod:`wfgate.modes`). BERTScore is a lazy dependency the registry declares (the description
mode's ``lazy``): computed only for pairs whose gate may read it."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..config import GateConfig, ModeConfig
from ..gate import needs_secondary
from ..modes import MODES

Metrics = dict[str, float | None]

# The metrics some mode computes only when its gate asks for them (BERTScore).
LAZY_METRICS: frozenset[str] = frozenset(m for spec in MODES for m in spec.lazy)


def reads_lazy_metric(mode: ModeConfig) -> bool:
    """Whether a mode's gate may ask for a lazy metric: a joint rule whose secondary reads
    one (the secondary is only read when the primary is low or borderline)."""
    return mode.rule == "joint" and any(m in LAZY_METRICS for m in mode.secondary.metrics)


@dataclass(frozen=True)
class PairPlan:
    """One pair's modes (its overrides applied), their strong/weak finding cuts and the modes
    whose gate may ask for BERTScore; ``everything``: compute every metric (calibration)."""

    modes: Mapping[str, ModeConfig]
    strong_cuts: Mapping[str, float]
    lazy_modes: tuple[ModeConfig, ...]
    everything: bool = False

    def may_need_bertscore(self, metrics: Metrics) -> bool:
        """Before encoding: a mode whose primary is already known (lexical) and clear of its
        threshold will not need BERTScore; one whose primary waits for the encoder might."""
        return self.everything or any(
            needs_secondary(mode, metrics)
            or any(metrics.get(m) is None for m in mode.primary.metrics)
            for mode in self.lazy_modes)

    def needs_bertscore(self, metrics: Metrics) -> bool:
        """After the structural metrics: a mode's primary is low or borderline."""
        return self.everything or any(needs_secondary(mode, metrics)
                                      for mode in self.lazy_modes)


class Plan:
    """The run's plan: a :class:`PairPlan` per pair id (``config.modes_for``)."""

    def __init__(self, config: GateConfig, all_metrics: bool = False) -> None:
        self.config = config
        self.all_metrics = all_metrics
        self._by_modes: dict[int, PairPlan] = {}

    def for_pair(self, pair_id: str) -> PairPlan:
        modes = self.config.modes_for(pair_id)
        known = self._by_modes.get(id(modes))  # one PairPlan per override's modes
        if known is None:
            known = PairPlan(
                modes=modes,
                strong_cuts={name: mode.strong for name, mode in modes.items()
                             if mode.strong is not None},
                lazy_modes=tuple(mode for mode in modes.values() if reads_lazy_metric(mode)),
                everything=self.all_metrics)
            self._by_modes[id(modes)] = known
        return known
