"""The failure modes, declared once: everything that lists, titles or iterates over modes reads
this registry (config defaults, the gate, the judge's focus, the reports, the schema and
action outputs tests, calibration).

A new failure mode is one :class:`ModeSpec` here plus the metric module that scores it
(docs/architecture.md, "Adding a failure mode").
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ModeSpec:
    """One failure mode: its name (config key, report key), how reports title it, and whether
    it is one of the paper's three."""

    name: str
    title: str  # report headings and table columns: "Missing steps"
    label: str  # the terminal's short label: "missing"
    paper: bool  # one of the WorkflowPerturb paper's modes (else beyond the paper)


MODES: tuple[ModeSpec, ...] = (
    ModeSpec("missing_steps", "Missing steps", "missing", paper=True),
    ModeSpec("compressed_steps", "Compressed steps", "compressed", paper=True),
    ModeSpec("description_changes", "Description changes", "description", paper=True),
    ModeSpec("reordering", "Reordering", "reordering", paper=False),
    ModeSpec("added_steps", "Added steps", "added", paper=False),
    ModeSpec("tool_drift", "Tool/target drift", "tool drift", paper=False),
)
MODE_NAMES: tuple[str, ...] = tuple(m.name for m in MODES)
PAPER_MODE_NAMES: tuple[str, ...] = tuple(m.name for m in MODES if m.paper)
_BY_NAME = {m.name: m for m in MODES}


def mode(name: str) -> ModeSpec:
    """The registered mode called ``name`` (KeyError naming the known ones otherwise)."""
    try:
        return _BY_NAME[name]
    except KeyError:
        raise KeyError(f"unknown failure mode {name!r}; known: {', '.join(MODE_NAMES)}") from None
