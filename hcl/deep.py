"""Running recursive code on deeply nested input without a RecursionError.

Parsers, tree conversions and the evaluator recurse once per nesting level. For
the rare input nested deeper than the interpreter's recursion limit,
:func:`run_with_deep_stack` runs the computation on a thread with a large stack and
a raised limit, and :func:`call_deep` retries a computation that way.

Several deep runs may be under way at once (one may start another): the raised
recursion limit stays until the last of them ends.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import TypeVar

__all__ = ["MAX_STACK_BYTES", "call_deep", "run_with_deep_stack"]

T = TypeVar("T")

#: The largest thread stack requested (address space; pages are used as touched).
MAX_STACK_BYTES = 1 << 30

_lock = threading.Lock()
_active = 0
_saved_limit = 0


def _enter(limit: int) -> None:
    global _active, _saved_limit
    if _active == 0:
        _saved_limit = sys.getrecursionlimit()
    _active += 1
    if sys.getrecursionlimit() < limit:
        sys.setrecursionlimit(limit)


def _leave() -> None:
    global _active
    with _lock:
        _active -= 1
        if _active == 0:
            sys.setrecursionlimit(_saved_limit)


def run_with_deep_stack(fn: Callable[[], T], depth: int) -> T:
    """Run ``fn`` on a big-stack thread sized for about ``depth`` nested calls.

    Exceptions ``fn`` raises are re-raised in the caller's thread.
    """
    result: list[T] = []
    failure: list[BaseException] = []

    def target() -> None:
        try:
            result.append(fn())
        except BaseException as exc:  # re-raised in the caller's thread
            failure.append(exc)

    with _lock:
        _enter(20 * depth + 10_000)
        old_stack = threading.stack_size()
        try:
            threading.stack_size(min(MAX_STACK_BYTES, max(64 << 20, 4096 * depth)))
            thread = threading.Thread(target=target, name="hcl-deep")
            thread.start()
        except BaseException:
            _active_rollback()
            raise
        finally:
            threading.stack_size(old_stack)
    try:
        thread.join()
    finally:
        _leave()
    if failure:
        raise failure[0]
    return result[0]


def _active_rollback() -> None:
    """Undo :func:`_enter` when the thread could not start (the lock is held)."""
    global _active
    _active -= 1
    if _active == 0:
        sys.setrecursionlimit(_saved_limit)


def call_deep(fn: Callable[[], T], depth_hint: int = 100_000) -> T:
    """``fn()``, retried on a big-stack thread if it runs out of recursion depth."""
    try:
        return fn()
    except RecursionError:
        return run_with_deep_stack(fn, depth_hint)
