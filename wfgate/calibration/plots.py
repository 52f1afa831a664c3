"""PNG plots of each mode's primary score distributions with the old and new thresholds.

matplotlib is an optional extra (``pip install 'wfgate[calibrate]'``), imported lazily.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from ..config import GateConfig
from ..errors import UsageError
from ..perturb.records import PERCENTS, TYPES
from .calibrate import MODE_TYPE


def _pyplot():
    try:
        import matplotlib
    except ImportError:
        raise UsageError("calibrate: the plots need matplotlib: pip install 'wfgate[calibrate]' "
                         "(or pass --no-plots)") from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def plot_distributions(rows: Sequence[dict], before: GateConfig, after: GateConfig,
                       out_dir: Path) -> list[str]:
    """One PNG per mode (the signal whose threshold moved); returns the file names."""
    plt = _pyplot()
    names = []
    for name in MODE_TYPE:
        mode, new = before.modes[name], after.modes[name]
        part = "secondary" if mode.rule == "joint" else "primary"
        signal, new_signal = getattr(mode, part), getattr(new, part)
        fig, ax = plt.subplots(figsize=(6.4, 3.4), dpi=80)
        for kind in TYPES:
            for percent in PERCENTS:
                values = [signal.value(r["metrics"]) for r in rows if r["type"] == kind
                          and r["percent"] == percent and not r.get("error")]
                values = sorted(v for v in values if v is not None)
                if not values:
                    continue
                style = {"missing": "-", "compressed": "--", "description": ":"}[kind]
                ax.step(values, [(i + 1) / len(values) for i in range(len(values))],
                        style, where="post", label=f"{kind} {percent}%", linewidth=1.2)
        ax.axvline(signal.threshold, color="grey", linewidth=1, label="before")
        ax.axvline(new_signal.threshold, color="black", linewidth=2, label="after")
        ax.set_xlabel(f"{signal.name} ({name} {part})")
        ax.set_ylabel("share of variants <= x")
        ax.legend(fontsize=6, ncol=2, loc="upper left")
        fig.tight_layout()
        file = f"{name}.png"
        fig.savefig(out_dir / file)
        plt.close(fig)
        names.append(file)
    return names
