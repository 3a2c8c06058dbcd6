"""Parsing many files at once, on a pool of worker processes.

Parsing is CPU-bound pure Python, so threads do not help; processes do. Each worker
reads and parses whole files and sends back the IR and diagnostics (both pickle),
and the results come back in the order of the paths given.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.context import BaseContext

from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.ir import File

Result = tuple[File | None, Diagnostics]

# Below this many files a pool costs more to start than it saves.
_MIN_FOR_POOL = 4


def _parse_one(path: str) -> Result:
    from hcl import parse_file  # the package's own reader, imported in the worker

    return parse_file(path)


def _worker_failed(path: str) -> Result:
    return None, Diagnostics([Diagnostic.error(
        "Parser process failed",
        f"The worker process parsing {path} stopped before returning a result, for example because "
        "the system ran out of memory. Parse this file on its own to see what happens.")])


def parse_many(
    paths: Iterable[str | os.PathLike[str]],
    workers: int | None = None,
    *,
    progress: Callable[[int, int], None] | None = None,
    mp_context: BaseContext | None = None,
) -> list[Result]:
    """Parse native-syntax files in parallel; the results are in the order of ``paths``.

    ``workers`` is the number of processes (default: the number of CPUs); with 1, or
    with only a few files, everything runs in this process. ``progress(done, total)``
    is called after each result, in order. Like :func:`hcl.parse_file`, an unreadable
    file gives ``None`` and a diagnostic; nothing raises for bad input.
    """
    names = [os.fspath(p) for p in paths]
    total = len(names)
    count = workers if workers is not None else (os.cpu_count() or 1)
    if count < 1:
        raise ValueError("workers must be at least 1")
    results: list[Result] = []

    def done(result: Result) -> None:
        results.append(result)
        if progress is not None:
            progress(len(results), total)

    if count == 1 or total < _MIN_FOR_POOL:
        for name in names:
            done(_parse_one(name))
        return results
    # Small chunks keep the workers busy when file sizes vary; big ones cut overhead.
    chunk = max(1, min(16, total // (count * 8)))
    with ProcessPoolExecutor(max_workers=min(count, total), mp_context=mp_context) as pool:
        try:
            for result in pool.map(_parse_one, names, chunksize=chunk):
                done(result)
        except BrokenProcessPool:
            for name in names[len(results):]:
                done(_worker_failed(name))
    return results
