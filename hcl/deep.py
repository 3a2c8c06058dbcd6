"""Recursion room for deeply nested input, on the ordinary stack.

Parsers, tree conversions, the evaluator, the printer and hcldec recurse once per
nesting level. Since Python 3.11 a call from Python code to a Python function
keeps its frame on the heap and uses no C stack, so recursion that goes only
through such calls may run far deeper than the default recursion limit without
any risk to the C stack. :func:`recursion_room` raises the interpreter's
recursion limit for the duration of such a computation; recursion that goes
through C code (``repr`` of a tuple, ``==`` of nested tuples, ``map``) must not
happen per nesting level inside it, and is written with an explicit stack instead.

:func:`nesting_depth` measures a tree's depth without recursion, so that callers
can ask for exactly the room they need.

Several computations may hold room at once (one may start another, or run on
other threads): the limit is the original one plus the largest request, and
returns to the original when the last ends.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import TypeVar

__all__ = ["nesting_depth", "recursion_room"]

T = TypeVar("T")

# Requests below this fit within the default limit's slack and change nothing.
_SMALL = 1000

_lock = threading.Lock()
_requests: list[int] = []
_base_limit = [0]


@contextmanager
def recursion_room(frames: int) -> Iterator[None]:
    """Raise the recursion limit by ``frames`` while the block runs (thread-safe).

    Only for code whose recursion goes through Python-to-Python calls.
    """
    if frames <= _SMALL:
        yield
        return
    with _lock:
        if not _requests:
            _base_limit[0] = sys.getrecursionlimit()
        _requests.append(frames)
        sys.setrecursionlimit(_base_limit[0] + max(_requests))
    try:
        yield
    finally:
        with _lock:
            _requests.remove(frames)
            sys.setrecursionlimit(_base_limit[0] + max(_requests, default=0))


def nesting_depth(root: T, children: Callable[[T], Iterable[T]]) -> int:
    """How many levels ``root`` nests (a leaf is 1), found without recursion."""
    deepest = 0
    stack: list[tuple[T, int]] = [(root, 1)]
    pop, push = stack.pop, stack.append
    while stack:
        node, depth = pop()
        if depth > deepest:
            deepest = depth
        for child in children(node):
            push((child, depth + 1))
    return deepest
