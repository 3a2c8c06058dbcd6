"""Running recursive code on deeply nested input without a RecursionError.

Parsers and tree conversions recurse once per nesting level. For the rare
input nested deeper than the interpreter's recursion limit, :func:`call_deep`
re-runs the computation on a thread with a large stack and a raised limit.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")

_lock = threading.Lock()


def run_with_deep_stack(fn: Callable[[], T], depth: int) -> T:
    """Run ``fn`` on a big-stack thread sized for about ``depth`` nested calls."""
    result: list[T] = []
    failure: list[BaseException] = []

    def target() -> None:
        try:
            result.append(fn())
        except BaseException as exc:  # re-raised in the caller's thread
            failure.append(exc)

    with _lock:
        old_limit = sys.getrecursionlimit()
        old_stack = threading.stack_size()
        try:
            sys.setrecursionlimit(max(old_limit, 20 * depth + 10_000))
            threading.stack_size(min(1 << 30, max(64 << 20, 4096 * depth)))
            thread = threading.Thread(target=target, name="hcl-deep")
            thread.start()
            thread.join()
        finally:
            threading.stack_size(old_stack)
            sys.setrecursionlimit(old_limit)
    if failure:
        raise failure[0]
    return result[0]


def call_deep(fn: Callable[[], T], depth_hint: int = 100_000) -> T:
    """``fn()``, retried on a big-stack thread if it runs out of recursion depth."""
    try:
        return fn()
    except RecursionError:
        return run_with_deep_stack(fn, depth_hint)
