"""Workload: python-hcl2's ``loads`` (installed only in the benchmark environment)."""

from __future__ import annotations

from benchmarks.workloads import Work


def prepare() -> Work:
    import hcl2

    def load(data: bytes, path: str) -> object:
        return hcl2.loads(data.decode("utf-8"))

    return load


def available() -> bool:
    try:
        import hcl2  # noqa: F401
    except ImportError:
        return False
    return True
