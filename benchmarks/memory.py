"""``make bench-memory``: a parse's peak memory as a multiple of its input, shape by shape.

    python -m benchmarks.memory [DIR] [--lines N]

For each shape of input (many small items, collections, calls, templates, one long
line), a file of N lines is parsed once in this process, after a small file of the same
shape was parsed to load what a first parse loads. The table gives the peak traced
memory during the parse (tracemalloc) and what the result keeps, both divided by the
input's size, on the pure path and, when antlrope is installed, the accelerated one.
Then the files of DIR (default ../shared/corpus) parsed one by one, grouped by size,
and all of them as one file. Traced memory leaves out the accelerated parser's C++
runtime; ``make bench`` gives resident memory.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import tracemalloc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import hcl
from benchmarks import corpus, report
from benchmarks.workloads import accelerator_available

# The target the figures are read against.
LIMIT = 20.0


def _lines(pattern: str, head: str = "", tail: str = "") -> Callable[[int], str]:
    """A file of ``head``, ``pattern`` once a line (``{i}`` its number), then ``tail``."""
    return lambda n: head + "".join(pattern.replace("{i}", str(i)) + "\n" for i in range(n)) + tail


def _one_line(head: str, item: str, sep: str, tail: str) -> Callable[[int], str]:
    """One line: ``head``, ``n`` times ``item`` joined by ``sep``, then ``tail``."""
    return lambda n: head + sep.join([item] * n) + tail + "\n"


# (label, text of n lines, entry point)
SHAPES: list[tuple[str, Callable[[int], str], str]] = [
    ("a{i} = 1", _lines("a{i} = 1"), "parse"),
    ("a{i} = true", _lines("a{i} = true"), "parse"),
    ('a{i} = "x"', _lines('a{i} = "x"'), "parse"),
    ("a{i} = var.x{i}", _lines("a{i} = var.x{i}"), "parse"),
    ('key_{i} = "value_{i}"', _lines('key_{i} = "value_{i}"'), "parse"),
    ('  [{i}, "x"], in a list', _lines('  [{i}, "x"],', "a = [\n", "]\n"), "parse"),
    ('  "s{i}", in a list', _lines('  "s{i}",', "a = [\n", "]\n"), "parse"),
    ("  k{i} = {i} in an object", _lines("  k{i} = {i}", "a = {\n", "}\n"), "parse"),
    ('  { name = "n{i}", port = {i} }, in a list', _lines('  { name = "n{i}", port = {i} },', "a = [\n", "]\n"),
     "parse"),
    ('block b "l{i}" { x = 1 } on three lines', _lines('b "l{i}" {\n  x = 1\n}'), "parse"),
    ('a{i} = ["a", "b"]', _lines('a{i} = ["a", "b"]'), "parse"),
    ('a{i} = ["x"]', _lines('a{i} = ["x"]'), "parse"),
    ("a{i} = {b = 1}", _lines("a{i} = {b = 1}"), "parse"),
    ("a{i} = []", _lines("a{i} = []"), "parse"),
    ("a{i} = f(x, y)", _lines("a{i} = f(x, y)"), "parse"),
    ("a{i} = x ? 1 : 2", _lines("a{i} = x ? 1 : 2"), "parse"),
    ("template: line ${var.x{i}} %{ if a }b%{ endif }", _lines("line ${var.x{i}} %{ if a }b%{ endif }"),
     "parse_template"),
    ("template: x ${f(a, b)}", _lines("x ${f(a, b)}"), "parse_template"),
    ("  g(x{i}), as a call's arguments", _lines("  g(x{i}),", "a = f(\n", ")\n"), "parse"),
    ("  # comment {i} in a block", _lines("  # comment {i}", "b {\n", "}\n"), "parse"),
    ("  # comment {i} in a list", _lines("  # comment {i}", "a = [\n", "]\n"), "parse"),
    ("blank lines", _lines(""), "parse"),
    ("one line: a = [1,1,1,...]", _one_line("a = [", "1", ",", "]"), "parse"),
    ("one line: a = f(1,1,1,...)", _one_line("a = f(", "1", ",", ")"), "parse"),
    ("one line: a = x + x + ...", _one_line("a = ", "x", " + ", ""), "parse"),
    ("one line: a = x.b.b.b...", _one_line("a = x", ".b", "", ""), "parse"),
    ("one line: a = x[0][0][0]...", _one_line("a = x", "[0]", "", ""), "parse"),
    ("one line: a = [x, x, x, ...]", _one_line("a = [", "x", ", ", "]"), "parse"),
    ("one line: a = [{a=1}, {a=1}, ...]", _one_line("a = [", "{a=1}", ", ", "]"), "parse"),
    ("one line: a = {k1 = 1, k2 = 1, ...}", lambda n: "a = {" + ", ".join(f"k{i} = 1" for i in range(n)) + "}\n",
     "parse"),
    ('one line: a = "${x}${x}..."', _one_line('a = "', "${x}", "", '"'), "parse"),
    ("  x + in parentheses, one a line", _lines("  x +", "a = (\n", "  x)\n"), "parse"),
    ('block b "l{i}" { c { x = 1 } } on five lines', _lines('b "l{i}" {\n  c {\n    x = 1\n  }\n}'), "parse"),
]


@contextmanager
def _path(accelerated: bool) -> Iterator[None]:
    """Parse on the accelerated path or the pure one (``HCL_ACCELERATOR``) while inside."""
    before = os.environ.get("HCL_ACCELERATOR")
    os.environ["HCL_ACCELERATOR"] = "1" if accelerated else "0"
    try:
        yield
    finally:
        if before is None:
            del os.environ["HCL_ACCELERATOR"]
        else:
            os.environ["HCL_ACCELERATOR"] = before


def traced(parse: Callable[[bytes], Any], src: bytes) -> tuple[int, int]:
    """The peak traced memory of ``parse(src)``, and what its result still holds after it."""
    gc.collect()
    tracemalloc.start()
    try:
        result = parse(src)
        kept, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    del result
    return peak, kept


def _multiple(n: int, size: int) -> str:
    ratio = n / size
    return f"{ratio:.1f}x" + (" *" if ratio >= LIMIT else "")


def shapes(lines: int, paths: list[bool]) -> None:
    rows = []
    for label, text, entry in SHAPES:
        parse = getattr(hcl, entry)
        src = text(lines).encode()
        row = [label, report.megabytes(len(src))]
        for accelerated in paths:
            with _path(accelerated):
                parse(text(50).encode())  # what a first parse of this shape loads
                peak, kept = traced(parse, src)
            row += [_multiple(peak, len(src)), _multiple(kept, len(src))]
        rows.append(row)
    headers = ["shape", "input"]
    for accelerated in paths:
        name = "accelerated" if accelerated else "pure"
        headers += [f"peak, {name}", f"kept, {name}"]
    print(f"\n## One parse of {lines:,} lines (a one-line shape: as many items), multiples of the input "
          f"(* at {LIMIT:.0f}x or more)")
    print(report.table(headers, rows))


_BANDS = [(0, 1_000, "under 1 KB"), (1_000, 4_000, "1 to 4 KB"), (4_000, 16_000, "4 to 16 KB"),
          (16_000, 1 << 62, "16 KB or more")]


def files(inp: corpus.Inputs, paths: list[bool]) -> None:
    blobs = [b for b in (p.read_bytes() for p in inp.paths) if b]
    rows = []
    by_path = {}
    for accelerated in paths:
        with _path(accelerated):
            for b in blobs:
                hcl.parse(b)  # warm: every file once
            by_path[accelerated] = [(len(b), traced(hcl.parse, b)[0]) for b in blobs]
            whole = b"".join(b.rstrip(b"\n") + b"\n" for b in blobs)
            by_path[accelerated].append((-len(whole), traced(hcl.parse, whole)[0]))
    for lo, hi, label in _BANDS:
        row = [label]
        for accelerated in paths:
            ratios = [peak / size for size, peak in by_path[accelerated] if lo <= size < hi]
            if not ratios:
                row += ["-", "-", "-", "-"]
                continue
            over = sum(r >= LIMIT for r in ratios)
            row += [str(len(ratios)), f"{statistics.median(ratios):.1f}x", f"{max(ratios):.1f}x", str(over)]
        rows.append(row)
    row = ["all as one file"]
    for accelerated in paths:
        size, peak = by_path[accelerated][-1]
        row += ["1", _multiple(peak, -size), "", ""]
    rows.append(row)
    headers = ["files"]
    for accelerated in paths:
        name = "accelerated" if accelerated else "pure"
        headers += [f"n, {name}", "median peak", "largest", f"at {LIMIT:.0f}x or more"]
    print(f"\n## {inp.label}: each file parsed alone, peak traced memory as a multiple of its size")
    print(report.table(headers, rows))


def main() -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.memory", description=__doc__.splitlines()[0])
    ap.add_argument("dir", nargs="?", type=Path, default=corpus.DEFAULT_CORPUS)
    ap.add_argument("--lines", type=int, default=100_000, help="lines of each shape's file")
    args = ap.parse_args()
    paths = [False, True] if accelerator_available() else [False]
    print(f"# hcl parse memory on {report.machine()}")
    if len(paths) == 1:
        print("antlrope is not installed here: the accelerated parser is left out")
    shapes(args.lines, paths)
    inp = corpus.directory(args.dir)
    if inp.paths:
        files(inp, paths)
    else:
        print(f"\nno .tf/.hcl files under {args.dir}: the per-file table is left out")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
