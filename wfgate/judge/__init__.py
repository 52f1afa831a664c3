"""The LLM judge: the missing-steps secondary and the arbiter of ambiguous cases.

The gate only knows this seam: a :class:`Judge` that turns a (golden, candidate) pair into a
:class:`JudgeOutcome`. ``build_judge`` returns ``None`` when no judge is configured, and the gate
then marks the cases the judge would have settled as "not configured" / unconfirmed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .outcome import FOCI, CallUsage, Judge, JudgeOutcome, JudgeStatus

if TYPE_CHECKING:
    from .settings import JudgeSettings

__all__ = ["FOCI", "CallUsage", "Judge", "JudgeOutcome", "JudgeStatus", "build_judge"]


def build_judge(settings: JudgeSettings | dict | None, config_path: str) -> Judge | None:
    """The configured judge, or ``None`` when the ``judge:`` section does not enable one.

    ``settings`` is the config's validated :class:`JudgeSettings` (``GateConfig.judge``), or a
    raw section, validated here even when the judge is disabled, so a key pasted into the file
    is refused either way (:class:`wfgate.errors.ConfigError`)."""
    if settings is None:
        return None
    from .settings import parse_settings

    if not parse_settings(settings, config_path).enabled:
        return None
    from .llm import build_llm_judge  # imported only when a judge is configured

    return build_llm_judge(settings, config_path)
