"""Fixtures for the perturb tests: the 3-golden slice and the fake OpenAI server, defined once
beside the calibration tests that share them."""

from __future__ import annotations

from ..calibration.conftest import server, slice_goldens, slice_variants  # noqa: F401
