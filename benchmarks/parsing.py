"""Workload: parse a native-syntax file to the IR; syntax errors abort the benchmark."""

from __future__ import annotations

from benchmarks.workloads import Work


def prepare() -> Work:
    import hcl

    def parse(data: bytes, path: str) -> object:
        file, diags = hcl.parse(data, path)
        if diags.has_errors:
            raise RuntimeError(f"{path}: {diags}")
        return file

    return parse
