"""Recursion room for deeply nested input, on the ordinary stack.

Parsers, tree conversions, the evaluator, the printer and hcldec recurse once per
nesting level. Since Python 3.11 a call from Python code to a Python function
keeps its frame on the heap and uses no C stack, so recursion that goes only
through such calls may run far deeper than the default recursion limit without
any risk to the C stack. :func:`recursion_room` raises the interpreter's
recursion limit for the duration of such a computation; code that recurses
through C (``==`` of nested tuples, ``any`` over a recursing generator) is
written with an explicit stack where it would run once per level.

Python 3.12 and later stop C recursion with a limit of their own. Before 3.12
the one limit counts both, so a raised limit would let C recursion over a deep
*value* (cty's comparisons and conversions) overflow the C stack: there the
evaluator keeps the limit a :data:`WINDOW` above its current level instead
(:func:`sliding_limit`, :func:`slide`), which its own recursion follows and C
recursion cannot outrun.

:func:`nesting_depth` measures a tree's depth without recursion, so that callers
can ask for the room they need. Several computations may hold room at once (one
may start another, or run on another thread): the limit is the original one plus
the largest request, and returns to the original when the last ends.
"""

from __future__ import annotations

import re
import sys
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager, suppress
from types import FrameType
from typing import TypeVar

__all__ = [
    "MAX_DEPTH", "SHARED_C_LIMIT", "WINDOW", "current_depth", "nesting_depth", "recursion_room", "slide",
    "sliding_limit",
]

#: The deepest nesting accepted, the same for every construct and entry point
#: (the parser counts levels of source nesting, the evaluator levels of expressions).
MAX_DEPTH = 1_000_000

#: Before Python 3.12 one counter limits Python calls and C recursion alike, so a
#: raised limit also lets C code (``==`` of nested tuples, ``any`` over a generator
#: that recurses) go on until the C stack overflows. Deep walks that may run such
#: code there keep the limit :data:`WINDOW` frames above the current depth instead
#: (:func:`sliding_limit`, :func:`slide`); from 3.12 a separate C limit stops it.
SHARED_C_LIMIT = sys.version_info < (3, 12)

#: How far above the current depth :func:`slide` puts the limit.
WINDOW = 2000

_DEPTH_IN_MESSAGE = re.compile(r"recursion depth (\d+)")

T = TypeVar("T")

# Requests below this fit within the default limit's slack and change nothing.
_SMALL = 1000
# The most room given (setrecursionlimit takes a C int).
_MOST = 1 << 30

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
    frames = min(frames, _MOST)
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


def current_depth() -> int:
    """The calling thread's recursion depth as the interpreter counts it (constant time).

    The interpreter states it when asked for a limit below it; counting frames is
    the fallback (it misses C calls, so it may be low).
    """
    try:
        sys.setrecursionlimit(1)
    except RecursionError as exc:
        found = _DEPTH_IN_MESSAGE.search(str(exc))
        if found:
            return int(found.group(1))
    depth = 0
    frame: FrameType | None = sys._getframe()
    while frame is not None:
        depth, frame = depth + 1, frame.f_back
    return depth


def slide() -> None:
    """Put the recursion limit :data:`WINDOW` frames above the current depth."""
    with suppress(RecursionError):  # the depth was under-counted: keep the present limit
        sys.setrecursionlimit(current_depth() + WINDOW)


@contextmanager
def sliding_limit() -> Iterator[None]:
    """Let the block move the recursion limit with :func:`slide`; restore it after."""
    saved = sys.getrecursionlimit()
    try:
        yield
    finally:
        with _lock:
            sys.setrecursionlimit(max(saved, _base_limit[0] + max(_requests)) if _requests else saved)
