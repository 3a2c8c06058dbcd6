"""Printing the benchmark tables."""

from __future__ import annotations

import os
import platform
import sys


def machine() -> str:
    """The CPU model, core count and Python version, for the record."""
    model = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"{model}, {os.cpu_count()} cores; Python {sys.version.split()[0]} ({platform.python_implementation()})"


def table(headers: list[str], rows: list[list[str]]) -> str:
    """A plain text table, the first column left-aligned and the others right-aligned."""
    widths = [max(len(str(r[i])) for r in [headers, *rows]) for i in range(len(headers))]

    def line(cells: list[str]) -> str:
        return "  ".join(str(c).ljust(w) if i == 0 else str(c).rjust(w)
                         for i, (c, w) in enumerate(zip(cells, widths, strict=True)))

    return "\n".join([line(headers), line(["-" * w for w in widths]), *(line(r) for r in rows)])


def ratio(reference: float | None, ours: float | None) -> str:
    """How many times faster than the reference (``reference / ours``)."""
    if not reference or not ours:
        return "-"
    return f"{reference / ours:.2f}x"


def megabytes(n: float | None) -> str:
    return "-" if n is None else f"{n / 1e6:.1f} MB"
