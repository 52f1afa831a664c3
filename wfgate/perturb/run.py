"""One ``wfgate perturb`` run: every (golden, type, percent) row made, checked and written.

Output folder: ``variants.jsonl`` (one passing variant a line, appended as it is made, so a
crashed run resumes where it stopped), ``residuals.jsonl`` (rows that still fail the static
checks after the refinement loop and escalation: never mixed into the variants),
``goldens.jsonl`` (the goldens as records, so the folder is a corpus for ``wfgate calibrate``)
and ``manifest.json`` (settings, counts, residuals, cost, offline or not).
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from .. import __version__
from .beyond import BEYOND_TYPES, beyond_variant, check_beyond
from .checks import check_summary, static_failures
from .llm import LLMGenerator
from .offline import CannotPerturb, offline_variant
from .records import GoldenRecord, Variant, read_jsonl

OFFLINE_TYPES = ("missing", "compressed")
N_RULE = "N = max(1, round-half-up(percent/100 * n)) nodes changed; missing and compressed " \
         "variants have n - N nodes, description variants n nodes with N texts changed"


@dataclass
class PerturbResult:
    written: int = 0
    resumed: int = 0
    residuals: list[dict] = field(default_factory=list)
    skipped: list[dict] = field(default_factory=list)
    cost: dict | None = None
    manifest: Path | None = None

    def summary(self, offline: bool) -> str:
        where = "offline: no LLM used" if offline else "LLM-generated"
        line = (f"wfgate perturb: {self.written} variants written, {self.resumed} kept from an "
                f"earlier run, {len(self.residuals)} residual failures"
                f"{' (see residuals.jsonl)' if self.residuals else ''}; {where}")
        if self.skipped:
            line += "; not made: " + ", ".join(f"{s['type']} ({s['reason']})"
                                              for s in self.skipped)
        if self.cost:
            known = "" if self.cost["price_known"] else " (price unknown for some models)"
            line += (f"\nwfgate perturb: cost {self.cost['calls']} calls, "
                     f"{self.cost['tokens']} tokens, ~${self.cost['cost_usd']:.4f}{known}")
        return line


def run_perturb(goldens: list[GoldenRecord], out_dir: Path, *, types: tuple[str, ...],
                percents: tuple[int, ...], seed: int, generator: LLMGenerator | None,
                progress: bool = True) -> PerturbResult:
    """Make every missing row; ``generator=None`` is the offline mode."""
    out_dir.mkdir(parents=True, exist_ok=True)
    variants_path = out_dir / "variants.jsonl"
    done = _done_keys(variants_path)
    result = PerturbResult(resumed=len(done))
    offline = generator is None
    beyond = tuple(t for t in types if t in BEYOND_TYPES)
    types = tuple(t for t in types if t not in BEYOND_TYPES)
    if offline:
        result.skipped = [{"type": t, "reason": "description changes need an LLM (run without "
                                                 "--offline)"} for t in types
                          if t not in OFFLINE_TYPES]
        types = tuple(t for t in types if t in OFFLINE_TYPES)
    rows = [(g, t, p) for g in goldens for t in types for p in percents
            if (g.id, t, p) not in done]
    # Beyond the paper: one variant per golden (no severity): the LLM when one is configured,
    # else the offline rules.
    rows += [(g, t, 0) for g in goldens for t in beyond if (g.id, t, 0) not in done]
    pool = [text for g in goldens for text in g.nodes]
    _write_goldens(out_dir / "goldens.jsonl", goldens)
    bar = _progress(len(rows), progress)
    with variants_path.open("a", encoding="utf-8") as handle:
        for golden, kind, percent in rows:
            if kind in BEYOND_TYPES and generator is None:
                variant, residual = _make_beyond(golden, kind, seed, pool)
            else:
                variant, residual = _make(golden, kind, percent, seed, generator)
            if variant is not None:
                handle.write(json.dumps(variant.to_json()) + "\n")
                handle.flush()
                result.written += 1
            elif residual is not None:
                result.residuals.append(residual)
            bar.update(1)
            if residual and residual.get("budget_stop"):
                break
    bar.close()
    _write_jsonl(out_dir / "residuals.jsonl", result.residuals)
    result.cost = generator.cost_summary() if generator else None
    result.manifest = _write_manifest(out_dir, goldens, (*types, *beyond), percents, seed,
                                      generator, result)
    return result


def _make(golden: GoldenRecord, kind: str, percent: int, seed: int,
          generator: LLMGenerator | None) -> tuple[Variant | None, dict | None]:
    nodes: list[str] | None
    edges: list[list[str]] | None
    if generator is None:
        try:
            nodes, edges = offline_variant(golden, kind, percent, seed)
        except CannotPerturb as exc:
            return None, _residual(golden, kind, percent, [str(exc)], {"kind": "offline"})
        source = {"kind": "offline", "method": "drop-and-rewire" if kind == "missing"
                  else "merge-dependent", "seed": seed}
        failures = static_failures(golden, kind, percent, nodes, edges)
    else:
        made = generator.generate(golden, kind, percent)
        nodes, edges, failures, source = made.nodes, made.edges, made.failures, made.generator
        if made.budget_stop:
            return None, _residual(golden, kind, percent, failures, source, nodes, edges) | {
                "budget_stop": made.budget_stop}
    if failures or nodes is None or edges is None:  # a generated pair passed has both
        return None, _residual(golden, kind, percent, failures, source, nodes, edges)
    checks = check_summary(golden, kind, percent, failures)
    return Variant(golden.id, kind, percent, nodes, edges, source, checks), None


def _make_beyond(golden: GoldenRecord, kind: str, seed: int, pool: list[str]
                 ) -> tuple[Variant | None, dict | None]:
    """A reordered, added-step or swapped-tool variant by the offline rules, checked."""
    source = {"kind": "offline", "method": kind, "seed": seed}
    try:
        nodes, edges = beyond_variant(golden, kind, pool, seed)
    except CannotPerturb as exc:
        return None, _residual(golden, kind, 0, [str(exc)], source)
    failures = check_beyond(golden, kind, nodes, edges)
    if failures:
        return None, _residual(golden, kind, 0, failures, source, nodes, edges)
    return Variant(golden.id, kind, 0, nodes, edges, source, {"passed": True}), None


def _residual(golden, kind, percent, failures, source, nodes=None, edges=None) -> dict:
    return {"golden_id": golden.id, "type": kind, "percent": percent, "nodes": nodes,
            "edges": edges, "generator": source,
            "checks": check_summary(golden, kind, percent, failures)}


def _done_keys(path: Path) -> set[tuple[str, str, int]]:
    """Keys of the variants already written; a line cut short by a crash is dropped."""
    if not path.exists():
        return set()
    good, keys = [], set()
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            variant = Variant.from_json(json.loads(line))
        except (ValueError, KeyError, TypeError):
            continue
        good.append(line)
        keys.add(variant.key)
    path.write_text("".join(line + "\n" for line in good), encoding="utf-8")
    return keys


def _write_goldens(path: Path, goldens: list[GoldenRecord]) -> None:
    _write_jsonl(path, [g.to_json() for g in goldens])


def _write_jsonl(path: Path, records: list[dict]) -> None:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")


def _write_manifest(out_dir: Path, goldens: list[GoldenRecord], types, percents, seed,
                    generator: LLMGenerator | None, result: PerturbResult) -> Path:
    counts = Counter(f"{v['type']}/{v['percent']}" for _, v in
                     read_jsonl(out_dir / "variants.jsonl"))
    generators = Counter(v.get("generator", {}).get("kind", "?") for _, v in
                         read_jsonl(out_dir / "variants.jsonl"))
    goldens_sha = hashlib.sha256((out_dir / "goldens.jsonl").read_bytes()).hexdigest()
    manifest = {
        "tool": "wfgate perturb", "version": __version__,
        "finished": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "offline": generator is None,
        "note": ("OFFLINE: deterministic drop/merge variants, no LLM; description changes "
                 "were not made") if generator is None else "LLM-generated (paper appendix A)",
        "goldens": len(goldens), "goldens_sha256": goldens_sha,
        "types": list(types), "percents": list(percents), "seed": seed, "n_rule": N_RULE,
        "generator": None if generator is None else {
            "provider": generator.settings.chat.provider, "models": list(generator.settings.models),
            "max_attempts": generator.settings.max_attempts,
            "temperature": generator.settings.chat.temperature},
        "variants": sum(counts.values()), "variants_by_cell": dict(sorted(counts.items())),
        "variants_by_generator": dict(generators),
        "written_this_run": result.written, "kept_from_earlier_runs": result.resumed,
        "residuals": len(result.residuals), "skipped": result.skipped, "cost": result.cost,
    }
    path = out_dir / "manifest.json"
    path.write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    return path


class _Counter:
    """Fallback progress: a line to stderr every 25 rows."""

    def __init__(self, total: int) -> None:
        self.total, self.done = total, 0

    def update(self, n: int) -> None:
        self.done += n
        if self.done % 25 == 0 or self.done == self.total:
            print(f"wfgate perturb: {self.done}/{self.total}", file=sys.stderr, flush=True)

    def close(self) -> None:
        return None


def _progress(total: int, enabled: bool):
    if not enabled:
        return _Silent()
    try:
        from tqdm import tqdm
    except ImportError:
        return _Counter(total)
    return tqdm(total=total, file=sys.stderr, desc="wfgate perturb", unit="variant")


class _Silent:
    def update(self, n: int) -> None:
        return None

    def close(self) -> None:
        return None
