"""One measurement in a fresh interpreter; prints a JSON object on stdout.

    python -m benchmarks.child WORKLOAD MODE LISTFILE [REPEAT]

LISTFILE holds one input path per line. Modes:
``cold``   import and one pass (the first use in a process);
``warm``   a warm-up pass, then the best of REPEAT passes;
``memory`` one pass keeping every result, under tracemalloc (peak traced bytes);
``once``   one pass after the imports, with the process's peak resident memory.
Every mode also reports ``rss_kb``, the process's peak resident set size. Times are
CPU seconds of this process (user + system), which other load on a shared machine
distorts far less than wall-clock time.
"""

from __future__ import annotations

import json
import resource
import sys


def _clock() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def main() -> int:
    started = _clock()
    name, mode, listfile = sys.argv[1:4]
    repeat = int(sys.argv[4]) if len(sys.argv) > 4 else 3
    with open(listfile, encoding="utf-8") as f:
        paths = f.read().splitlines()
    blobs = []
    for path in paths:
        with open(path, "rb") as f:
            blobs.append((f.read(), path))
    read = _clock() - started

    from benchmarks.workloads import build

    out: dict[str, float] = {}
    if mode == "memory":
        import tracemalloc

        tracemalloc.start()
        work = build(name)
        kept = [work(data, path) for data, path in blobs]
        out["traced_peak"] = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        del kept
    else:
        t0 = _clock()
        work = build(name)
        t1 = _clock()
        out["import"] = t1 - t0
        if mode == "cold":
            for data, path in blobs:
                work(data, path)
            out["seconds"] = _clock() - t1
            out["process_excl_read"] = _clock() - started - read
        elif mode == "once":
            kept = [work(data, path) for data, path in blobs]
            out["seconds"] = _clock() - t1
            del kept
        else:
            best = float("inf")
            for _ in range(repeat + 1):  # the first pass warms up
                t = _clock()
                for data, path in blobs:
                    work(data, path)
                best = min(best, _clock() - t)
            out["seconds"] = best
    out["rss_kb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
