"""The pipeline as plan -> score -> decide: parse -> lexical -> gate -> encode -> align ->
structural and findings -> gate -> BERTScore -> gate -> judge -> report.

- :mod:`.plan`: which metrics each pair's modes need (BERTScore, a lazy dependency);
- :mod:`.stages`: the typed stages of a pair (parsed or failed, scored, decided);
- :mod:`.scorer`: the encoders (:class:`Engines`) and the :class:`Scorer` of one check;
- :mod:`.decide`: the gate per mode, then the judge on the ambiguous ones;
- :mod:`.run`: :func:`check` and :func:`run_check`, the one path every front end uses.
"""

from .plan import PairPlan, Plan
from .run import check, run_check
from .scorer import Engines, Scorer, cheap_metrics, lexical_metrics, structural_metrics
from .stages import EMPTY_METRICS, Decided, Failed, Parsed, Scored

__all__ = [
    "EMPTY_METRICS",
    "Decided",
    "Engines",
    "Failed",
    "PairPlan",
    "Parsed",
    "Plan",
    "Scored",
    "Scorer",
    "cheap_metrics",
    "check",
    "lexical_metrics",
    "run_check",
    "structural_metrics",
]
