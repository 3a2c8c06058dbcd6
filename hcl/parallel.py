"""Work on many files at once, on a pool of worker processes, with results in input order.

Parsing is CPU-bound pure Python, so threads do not help; processes do. :class:`OrderedPool`
is the one pool of the project (``parse_many`` and the ``hcl check``/``hcl fmt`` commands use
it): each task runs a module-level function on one item in a worker and sends back a small,
picklable result; the results come back in the order of the items while a callback hears of
each one as it finishes, so a progress bar can advance in completion order.

An exception raised by the function in a worker is raised again in the caller (a bug must
surface); a worker that dies (for example killed for lack of memory) gives the caller's
``on_broken`` result for every item left. Workers ignore SIGINT: on Ctrl-C the caller gets
``KeyboardInterrupt``, leaving the ``with`` block cancels the queued tasks and waits for the
running ones, so no worker outlives the pool.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.context import BaseContext
from queue import SimpleQueue
from types import TracebackType
from typing import TYPE_CHECKING, TypeVar

from hcl.cache import Packed, ParseCache, pack, unpack
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.inputs import read_source_file

if TYPE_CHECKING:
    from hcl.ir import File

__all__ = ["MIN_FOR_POOL", "OrderedPool", "Result", "available_cpus", "parse_many", "pool_size", "worker_failed"]

T = TypeVar("T")
R = TypeVar("R")

Result = tuple["File | None", Diagnostics]

# Below this many items a pool costs more to start than it saves.
MIN_FOR_POOL = 4


def available_cpus() -> int:
    """The CPUs this process may run on."""
    count = getattr(os, "process_cpu_count", os.cpu_count)()  # process_cpu_count: Python 3.13
    return max(1, count or 1)


def pool_size(items: int, requested: int | None = None) -> int:
    """How many processes to use for ``items`` tasks: ``requested`` (at most one per task),
    or by default one per CPU, and none but this one for fewer than :data:`MIN_FOR_POOL`."""
    if requested is not None:
        if requested < 1:
            raise ValueError("workers must be at least 1")
        return max(1, min(requested, items))
    return 1 if items < MIN_FOR_POOL else min(items, available_cpus())


def _ignore_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


class OrderedPool:
    """A process pool (none for one worker) whose :meth:`map` yields results in input order.

    Use it as a context manager: leaving the block shuts the workers down, and leaving it
    by an exception (``KeyboardInterrupt`` included) first cancels the tasks not started.
    """

    def __init__(self, workers: int, *, mp_context: BaseContext | None = None) -> None:
        if workers < 1:
            raise ValueError("workers must be at least 1")
        self.workers = workers
        self._mp_context = mp_context
        self._executor: ProcessPoolExecutor | None = None

    def __enter__(self) -> OrderedPool:
        if self.workers > 1:
            self._executor = ProcessPoolExecutor(self.workers, mp_context=self._mp_context,
                                                 initializer=_ignore_sigint)
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=kind is not None)
            self._executor = None

    def map(self, func: Callable[[T], R], items: Iterable[T], *,
            on_done: Callable[[int], None] | None = None,
            on_broken: Callable[[T], R] | None = None) -> Iterator[R]:
        """``func(item)`` for each item, in the order of ``items``.

        ``on_done(index)`` is called as each task finishes (in any order), before its result
        is yielded. ``on_broken(item)`` stands in for the result of an item whose worker
        died; without it, :class:`BrokenProcessPool` is raised.
        """
        items = list(items)
        if self._executor is None:
            for index, item in enumerate(items):
                result = func(item)
                if on_done is not None:
                    on_done(index)
                yield result
            return
        yield from self._map_pooled(self._executor, func, items, on_done, on_broken)

    @staticmethod
    def _map_pooled(executor: ProcessPoolExecutor, func: Callable[[T], R], items: Sequence[T],
                    on_done: Callable[[int], None] | None,
                    on_broken: Callable[[T], R] | None) -> Iterator[R]:
        # Finished futures arrive on a queue filled by their done callbacks. Not
        # ``concurrent.futures.wait``: it takes every pending future's lock in turn, and a
        # Ctrl-C landing in between leaves some held, so the executor can never finish
        # them and shutting down hangs. ``SimpleQueue.get`` holds no Python-level lock.
        arrived: SimpleQueue[Future[R]] = SimpleQueue()
        futures: dict[Future[R], int] = {}
        for index, item in enumerate(items):
            future = executor.submit(func, item)
            futures[future] = index
            future.add_done_callback(arrived.put)
        finished: dict[int, R] = {}
        following = 0
        while futures:
            future = arrived.get()
            index = futures.pop(future)
            try:
                finished[index] = future.result()
            except BrokenProcessPool:
                if on_broken is None:
                    raise
                finished[index] = on_broken(items[index])
            if on_done is not None:
                on_done(index)
            while following in finished:
                yield finished.pop(following)
                following += 1


def worker_failed(path: str) -> Diagnostic:
    """The error for a file whose worker process died before returning its result."""
    return Diagnostic.error(
        "Parser process failed",
        f"The worker process parsing {path} stopped before returning a result, for example because "
        "the system ran out of memory. Parse this file on its own to see what happens.")


class _ParseTask:
    """Read and parse one native-syntax file, through the cache if there is one (picklable).

    In a worker the result is sent back as the cache's two pickles (:func:`hcl.cache.pack`),
    so that a miss is pickled once for both the cache and the main process, and a hit is
    passed on as read, never unpickled here.
    """

    def __init__(self, cache: ParseCache | None, packed: bool) -> None:
        self.cache = cache
        self.packed = packed

    def __call__(self, path: str) -> tuple[Result | Packed | None, bool | None]:
        """The result (packed in a worker; ``None``: too deep to pickle, parse it again in the
        main process) and whether it came from the cache (``None``: not looked up)."""
        from hcl.loader import parse_file  # the parser is imported in the worker, on first use
        from hcl.native import parse_config

        name, data, _ = read_source_file(path)
        if data is None:
            return parse_file(path), None  # the unreadable-file diagnostic, worded in one place
        cache = self.cache
        if not self.packed:
            if cache is None:
                return parse_config(data, name), None
            file, diags, hit = cache.parse(data, name, "native")
            return (file, diags), hit  # type: ignore[return-value]  # native syntax: an ir.File
        key = cache.key(data, name, "native") if cache is not None else ""
        found = cache.load_packed(key) if cache is not None else None
        if found is not None:
            return found, True
        file, diags = parse_config(data, name)
        packed = pack(file, diags)
        if cache is not None and packed is not None:
            cache.store_packed(key, packed)
        return packed, None if cache is None else False


def _unpacked(outcome: Result | Packed) -> Result:
    if not isinstance(outcome[0], bytes):
        return outcome
    found = unpack(outcome)
    if found is None:
        raise RuntimeError("a worker's result did not unpickle")  # the same code on both sides: a bug
    return found[0], found[1]  # type: ignore[return-value]  # native syntax: an ir.File


def parse_many(
    paths: Iterable[str | os.PathLike[str]],
    workers: int | None = None,
    *,
    progress: Callable[[int, int], None] | None = None,
    cache: ParseCache | str | os.PathLike[str] | None = None,
    mp_context: BaseContext | None = None,
) -> list[Result]:
    """Parse native-syntax files in parallel; the results are in the order of ``paths``.

    ``workers`` is the number of processes (default: one per CPU, or none but this one for
    fewer than :data:`MIN_FOR_POOL` files; with 1 everything runs in this process). Each
    tree is pickled back to this process, which costs nearly as much CPU as parsing it: a
    pool pays off only with free cores to spare. ``progress(done, total)`` is called as
    each file finishes. ``cache`` is a :class:`hcl.cache.ParseCache`
    or a directory for one: files parsed before with the same content, name and package
    come from it (its ``hits`` and ``misses`` count them). Like :func:`hcl.parse_file`, an
    unreadable file gives ``None`` and a diagnostic; nothing raises for bad input.
    """
    names = [os.fspath(p) for p in paths]
    total = len(names)
    count = pool_size(total, workers)
    store = cache if cache is None or isinstance(cache, ParseCache) else ParseCache(cache)
    done = 0

    def advance(_: int) -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(done, total)

    def broken(name: str) -> tuple[Result, None]:
        return (None, Diagnostics([worker_failed(name)])), None

    results: list[Result] = []
    with OrderedPool(count, mp_context=mp_context) as pool:
        task = _ParseTask(store, packed=count > 1)
        for name, (outcome, hit) in zip(names, pool.map(task, names, on_done=advance, on_broken=broken),
                                        strict=True):
            if outcome is None:
                outcome, hit = _ParseTask(store, packed=False)(name)
            results.append(_unpacked(outcome))  # type: ignore[arg-type]
            if store is not None:
                store.count(hit)
    return results
