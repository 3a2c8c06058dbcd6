"""Parse-speed benchmark: this project beside python-hcl2, on the same files, in one run.

    python benchmarks/parse_corpus.py [--corpus DIR] [--repeat N]

Prints lines/s and MB/s for a cold process (start, import, parse every file once)
and a warm one (the best of N passes in one process after a warm-up pass).
python-hcl2 is measured only if it is installed (``make bench`` installs it into
the benchmark environment).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

DEFAULT_CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus"


def _files(corpus: Path) -> list[Path]:
    return sorted([*corpus.rglob("*.tf"), *corpus.rglob("*.hcl")])


def _parser(name: str):
    if name == "hcl":
        import hcl

        def parse(data: bytes, path: str) -> None:
            _, diags = hcl.parse(data, path)
            if diags.has_errors:
                raise RuntimeError(f"{path}: {diags}")
        return parse
    import hcl2

    def parse_hcl2(data: bytes, path: str) -> None:
        hcl2.loads(data.decode("utf-8"))
    return parse_hcl2


def _one_pass(name: str, files: list[Path]) -> float:
    parse = _parser(name)
    blobs = [(p.read_bytes(), str(p)) for p in files]
    start = time.perf_counter()
    for data, path in blobs:
        parse(data, path)
    return time.perf_counter() - start


def _available(name: str) -> bool:
    try:
        __import__("hcl2" if name == "python-hcl2" else "hcl")
    except ImportError:
        return False
    return True


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--once", choices=["hcl", "hcl2"], help=argparse.SUPPRESS)
    args = ap.parse_args()
    files = _files(args.corpus)
    if args.once:  # the cold-process measurement runs this in a fresh interpreter
        _one_pass(args.once, files)
        return 0
    if not files:
        print(f"no .tf/.hcl files under {args.corpus}", file=sys.stderr)
        return 1
    lines = sum(p.read_bytes().count(b"\n") for p in files)
    megabytes = sum(p.stat().st_size for p in files) / 1e6
    print(f"corpus: {len(files)} files, {lines} lines, {megabytes:.2f} MB; Python {sys.version.split()[0]}")
    rows = []
    for label, key in (("hcl (this project)", "hcl"), ("python-hcl2", "hcl2")):
        if not _available("python-hcl2" if key == "hcl2" else "hcl"):
            print(f"{label}: not installed, skipped")
            continue
        start = time.perf_counter()
        subprocess.run([sys.executable, __file__, "--corpus", str(args.corpus), "--once", key], check=True)
        cold = time.perf_counter() - start
        _one_pass(key, files)  # warm-up
        warm = min(_one_pass(key, files) for _ in range(args.repeat))
        rows.append((label, cold, warm))
    print(f"{'parser':<20} {'cold s':>8} {'cold lines/s':>13} {'warm s':>8} {'warm lines/s':>13} {'warm MB/s':>10}")
    for label, cold, warm in rows:
        print(f"{label:<20} {cold:8.2f} {lines / cold:13,.0f} "
              f"{warm:8.2f} {lines / warm:13,.0f} {megabytes / warm:10.3f}")
    if len(rows) == 2:
        print(f"speed-up, warm: {rows[1][2] / rows[0][2]:.2f}x; cold: {rows[1][1] / rows[0][1]:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
