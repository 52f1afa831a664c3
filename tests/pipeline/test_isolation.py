"""Per-pair isolation: whatever goes wrong with one pair is that pair's error, never the run's."""

from __future__ import annotations

from dataclasses import dataclass

from wfgate.pairing import Pair, pair_paths
from wfgate.pipeline import check, scorer
from wfgate.report import validate_report
from wfgate.verdicts import exit_code

from ..conftest import EXAMPLES
from .test_pipeline import EXPECTED


@dataclass(frozen=True)
class BrokenReader(Pair):
    """A pair whose candidate cannot be read for a reason nobody planned for."""

    def read_candidate(self) -> bytes:
        raise RuntimeError("the storage layer\nfell over")


def example_pairs() -> list[Pair]:
    return pair_paths(EXAMPLES / "golden", EXAMPLES / "candidate").pairs


def verdicts(report: dict) -> dict[str, str]:
    return {w["id"]: w["verdict"] for w in report["workflows"]}


def test_an_unexpected_exception_reading_one_pair_costs_only_that_pair(fast_config,
                                                                        fast_engines):
    broken = BrokenReader("broken", "g.yaml", "c.yaml", golden_bytes=b"steps: [a, b]")
    pairs = [*example_pairs(), broken]
    result = check(pairs, fast_config, engines=fast_engines)
    report = result.to_json()
    assert verdicts(report) == EXPECTED | {"broken": "error"}
    broken = report["workflows"][-1]["error"]
    assert broken["kind"] == "internal" and broken["exception"] == "RuntimeError"
    assert broken["file"] == "c.yaml"
    assert "\n" not in broken["message"] and "a bug in wfgate" in broken["message"]
    assert report["verdict"] == "error" and exit_code(result) == 2
    validate_report(report)


def test_a_bug_in_a_metric_for_one_pair_spares_the_batch(fast_config, fast_engines,
                                                         monkeypatch):
    real = scorer.structural_metrics

    def fragile(alignment, golden, candidate):
        if golden.source.endswith("nightly-etl.yaml"):
            raise ZeroDivisionError("division by zero")
        return real(alignment, golden, candidate)

    monkeypatch.setattr(scorer, "structural_metrics", fragile)
    report = check(example_pairs(), fast_config, engines=fast_engines).to_json()
    expected = EXPECTED | {"data/nightly-etl": "error"}
    assert verdicts(report) == expected
    etl = next(w for w in report["workflows"] if w["id"] == "data/nightly-etl")
    assert etl["error"]["kind"] == "internal" and "ZeroDivisionError" in etl["error"]["message"]
    assert "while scoring" in etl["error"]["message"]
    assert report["summary"]["errored"] == 1
    validate_report(report)


def test_inputs_that_used_to_crash_the_run_are_errors_of_their_pair(fast_config, fast_engines):
    hostile = {
        "deep": ("deep.json", b"[" * 100_000 + b"]" * 100_000),
        "bigint": ("bigint.json",
                   b'{"steps": [{"id": ' + b"7" * 5000 + b', "description": "x"}]}'),
        "mixed": ("mixed.yaml", b"1: a\nb: c\n"),
    }
    good = example_pairs()
    pairs = good + [Pair(key, f"g/{name}", f"c/{name}", golden_bytes=content,
                         candidate_bytes=content) for key, (name, content) in hostile.items()]
    report = check(pairs, fast_config, engines=fast_engines).to_json()
    assert verdicts(report) == EXPECTED | dict.fromkeys(hostile, "error")
    errors = {w["id"]: w["error"] for w in report["workflows"] if w["error"]}
    assert {key: e["kind"] for key, e in errors.items()} == dict.fromkeys(hostile, "input")
    assert all(e["file"].startswith("g/") for e in errors.values())
