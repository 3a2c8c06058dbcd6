"""``make bench``: speed, start-up, memory and scaling, this project beside python-hcl2.

    python -m benchmarks [DIR ...] [--repeat N] [--cap S] [--no-scaling] [--quick]

DIR defaults to ../shared/corpus. Every measurement runs in a fresh process; times are
CPU seconds (user + system), which stay meaningful on a machine shared with other work.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from benchmarks import corpus, report, runner, startup
from benchmarks.hcl2_loads import available as hcl2_available
from benchmarks.workloads import WORKLOADS, accelerator_available


def _label(name: str) -> str:
    workload, _, suffix = name.partition("@")
    return WORKLOADS[workload][1] + (f" ({suffix})" if suffix else "")


def _throughput(inp: corpus.Inputs, names: list[str], repeat: int, cap: float, memory_mb: int) -> None:
    print(f"\n## {inp.label}: {len(inp.paths)} files, {inp.lines:,} lines, {inp.megabytes:.2f} MB")
    results: dict[str, tuple[runner.Outcome, runner.Outcome]] = {}
    for name in names:
        results[name] = (runner.run(name, "warm", inp.paths, repeat=repeat, cap=cap * (repeat + 1),
                                    memory_mb=memory_mb),
                         runner.run(name, "cold", inp.paths, cap=cap, memory_mb=memory_mb))
    ref_warm = results.get("hcl2", (None, None))[0]
    ref_cold = results.get("hcl2", (None, None))[1]
    rows = []
    for name, (warm, cold) in results.items():
        w, c = warm.data.get("seconds"), cold.wall if not cold.skipped else None
        rows.append([
            _label(name),
            warm.skipped or f"{w:.2f}", "-" if not w else f"{inp.lines / w:,.0f}",
            "-" if not w else f"{inp.megabytes / w:.3f}",
            cold.skipped or f"{c:.2f}", "-" if not c else f"{inp.lines / c:,.0f}",
            report.ratio(ref_warm.data.get("seconds") if ref_warm else None, w),
            report.ratio(ref_cold.wall if ref_cold and not ref_cold.skipped else None, c),
        ])
    print(report.table(["workload", "warm s", "lines/s", "MB/s", "cold s", "cold lines/s",
                        "vs hcl2 warm", "vs hcl2 cold"], rows))
    print("CPU seconds. warm: best of the passes after a warm-up pass; cold: a whole fresh process "
          "(start, imports, one pass over every file).")


def _memory(inp: corpus.Inputs, names: list[str], cap: float, memory_mb: int) -> None:
    rows = []
    for name in names:
        traced = runner.run(name, "memory", inp.paths, cap=cap * 3, memory_mb=memory_mb)
        once = runner.run(name, "once", inp.paths, cap=cap, memory_mb=memory_mb)
        rows.append([_label(name), traced.skipped or report.megabytes(traced.data["traced_peak"]),
                     once.skipped or f"{once.data['rss_kb'] / 1024:.0f} MB"])
    print(f"\n## Peak memory, {inp.label}, every result kept")
    print(report.table(["workload", "traced peak (tracemalloc)", "peak RSS of the process"], rows))


def _startup(names: list[str]) -> None:
    rows = []
    measured = {}
    for name in names:
        imp, first, wall = startup.measure(name)
        measured[name] = wall
        rows.append([name, f"{imp * 1000:.0f} ms", f"{first * 1000:.0f} ms", f"{wall * 1000:.0f} ms"])
    print(f"\n## Cold start: a fresh process imports the library and parses one {len(startup.SMALL)}-byte file "
          "(medians of 5)")
    print(report.table(["library", "import", "first parse", "whole process"], rows))


def _scaling(base: corpus.Inputs, names: list[str], cap: float, memory_mb: int, quick: bool) -> None:
    rows = []
    with tempfile.TemporaryDirectory(prefix="hcl-bench-") as tmp:
        where = Path(tmp)
        series = [[corpus.concatenated(base, k, where) for k in ((1, 5) if quick else (1, 5, 20))],
                  [corpus.short_attributes(n, where) for n in ((10_000, 100_000) if quick
                                                               else (10_000, 100_000, 1_000_000))]]
        for sizes in series:
            given_up: dict[str, str] = {}  # a workload over the cap skips the larger inputs
            for inp in sizes:
                for name in names:
                    if name in given_up:
                        rows.append([inp.label, _label(name), f"{inp.megabytes:.1f}", given_up[name], "", "", ""])
                        continue
                    out = runner.run(name, "once", inp.paths, cap=cap, memory_mb=memory_mb)
                    if out.skipped:
                        given_up[name] = f"{out.skipped} (smaller input)"
                        rows.append([inp.label, _label(name), f"{inp.megabytes:.1f}", out.skipped, "", "", ""])
                        continue
                    s = out.data["seconds"]
                    rows.append([inp.label, _label(name), f"{inp.megabytes:.1f}", f"{s:.2f}",
                                 f"{inp.megabytes / s:.3f}", f"{out.data['rss_kb'] / 1024:.0f}",
                                 f"{out.data['rss_kb'] / 1024 / max(inp.megabytes, 0.001):.0f}"])
    print(f"\n## Scaling (one process per cell: imports, then one parse; capped at {cap:.0f} s)")
    print(report.table(["input", "workload", "MB", "seconds", "MB/s", "peak RSS MB", "RSS / input"], rows))


def main() -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__.splitlines()[0])
    ap.add_argument("dirs", nargs="*", type=Path, default=[corpus.DEFAULT_CORPUS])
    ap.add_argument("--repeat", type=int, default=2, help="timed warm passes (after one warm-up pass)")
    ap.add_argument("--cap", type=float, default=60.0, help="seconds after which a run is skipped")
    ap.add_argument("--memory-limit", type=int, default=4096, help="address-space cap per run, MB")
    ap.add_argument("--no-scaling", action="store_true", help="leave out the scaling table")
    ap.add_argument("--quick", action="store_true", help="smaller scaling sizes (up to 5x, 100k)")
    ap.add_argument("--only", nargs="+", choices=sorted(WORKLOADS), help="run these workloads only")
    ap.add_argument("--baseline", metavar="PYTHON",
                    help="also measure parse and eval with this interpreter (another checkout's venv)")
    args = ap.parse_args()
    names = args.only or list(WORKLOADS)
    if args.baseline:
        runner.set_baseline(args.baseline)
        names += [f"{n}@baseline" for n in ("parse", "eval") if n in names]
    if not hcl2_available():
        print("python-hcl2 is not installed here: its columns are left out (make bench installs it)")
        names = [n for n in names if n != "hcl2"]
    if not accelerator_available():
        print("antlrope is not installed here: the accelerated parser is left out (make bench installs it)")
        names = [n for n in names if n != "parse-fast"]
    print(f"# hcl benchmark on {report.machine()}")
    _startup(["hcl", *(["hcl@baseline"] if args.baseline else []), *(["hcl2"] if "hcl2" in names else [])])
    for d in args.dirs:
        inp = corpus.directory(d)
        if not inp.paths:
            print(f"no .tf/.hcl files under {d}", file=sys.stderr)
            return 1
        _throughput(inp, names, args.repeat, args.cap, args.memory_limit)
    base = corpus.directory(args.dirs[0])
    compared = [n for n in ("parse", "parse-fast", "parse@baseline", "hcl2") if n in names]
    _memory(base, compared, args.cap, args.memory_limit)
    if not args.no_scaling:
        _scaling(base, compared, args.cap, args.memory_limit, args.quick)
    return 0


if __name__ == "__main__":
    sys.exit(main())
