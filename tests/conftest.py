"""Shared test configuration: hypothesis profiles and paths to optional material."""

from __future__ import annotations

import os
from pathlib import Path

from hypothesis import HealthCheck, settings

# CI: deterministic and bounded (the same examples every run, few enough to keep the
# whole suite under fifteen minutes of CPU). Locally: more examples, drawn afresh, still
# reproducible on failure.
settings.register_profile(
    "ci", derandomize=True, max_examples=20, deadline=None, print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "dev", max_examples=400, deadline=None, print_blob=True, suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "dev"))

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"
