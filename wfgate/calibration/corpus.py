"""A calibration corpus: goldens plus their variants, hashed, and split into halves."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from ..errors import InputError, UsageError
from ..modes import MODES
from ..pairing import Pair
from ..perturb.records import TYPES, GoldenRecord, Variant, load_goldens, read_jsonl

VARIANTS_FILE = "variants.jsonl"
# Variant types beyond the paper (one per golden, no severity; ops-dev's names and those
# `wfgate perturb` writes): the regressions the registry gives the modes beyond the paper.
BEYOND_TYPES = frozenset(t for m in MODES if not m.paper for t in m.regressions)
GOLDENS_FILE = "goldens.jsonl"


@dataclass(frozen=True)
class Corpus:
    """Goldens by id, the variants in file order, and a hash of both (for the metric cache)."""

    goldens: dict[str, GoldenRecord]
    variants: tuple[Variant, ...]
    sha256: str

    def pairs(self) -> list[Pair]:
        """One in-memory pair per variant (golden bytes, candidate bytes)."""
        result = []
        for i, variant in enumerate(self.variants):
            golden = self.goldens[variant.golden_id]
            result.append(Pair(f"{variant.golden_id}/{variant.type}{variant.percent}/{i}",
                               f"{variant.golden_id}.json", f"variant-{i}.json",
                               _as_json(golden.nodes, golden.edges),
                               _as_json(variant.nodes, variant.edges)))
        return result


def _as_json(nodes, edges) -> bytes:
    return json.dumps({"nodes": list(nodes), "edges": [list(e) for e in edges]}).encode()


def load_corpus(corpus: str | Path, goldens: str | Path | None = None) -> Corpus:
    """Read ``variants.jsonl`` (a file, or inside the ``corpus`` folder) and the goldens
    (``--golden``, else ``goldens.jsonl`` next to the variants)."""
    corpus = Path(corpus)
    variants_path = corpus / VARIANTS_FILE if corpus.is_dir() else corpus
    goldens_path = Path(goldens) if goldens else variants_path.parent / GOLDENS_FILE
    if not variants_path.exists():
        raise UsageError(f"calibrate: no {VARIANTS_FILE} in {corpus}")
    if not goldens_path.exists():
        raise UsageError(f"calibrate: no goldens at {goldens_path}; pass --golden FILE")
    records = load_goldens(goldens_path)
    by_id = {g.id: g for g in records}
    variants = []
    for lineno, data in read_jsonl(variants_path):
        if isinstance(data, dict) and data.get("type") in BEYOND_TYPES \
                and data.get("percent") is None:
            data = data | {"percent": 0}  # no severity
        try:
            variant = Variant.from_json(data)
        except (KeyError, TypeError, ValueError) as exc:
            raise InputError(str(variants_path), f"a variant needs golden_id, type, percent, "
                                                 f"nodes and edges ({exc})", lineno) from None
        if variant.type not in TYPES and variant.type not in BEYOND_TYPES:
            continue  # a type no mode is calibrated on
        if variant.golden_id not in by_id:
            raise InputError(str(variants_path), f"golden {variant.golden_id!r} is not in "
                                                 f"{goldens_path}", lineno)
        variants.append(variant)
    digest = hashlib.sha256()
    for path in (goldens_path, variants_path):
        digest.update(path.read_bytes() if path.is_file() else
                      json.dumps([g.to_json() for g in records]).encode())
    return Corpus(by_id, tuple(variants), digest.hexdigest())


def half_of(golden_id: str, seed: int = 0) -> str:
    """``"calibration"`` or ``"held-out"``: a stable hash of the golden id (and the seed)."""
    digest = hashlib.sha256(f"{seed}:{golden_id}".encode()).digest()
    return "calibration" if digest[0] % 2 == 0 else "held-out"
