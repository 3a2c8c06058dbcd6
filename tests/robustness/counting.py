"""Cost measured as operation counts (interpreter call events), never as wall-clock time."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any


def call_events(fn: Callable[[], Any]) -> int:
    """How many Python and C function calls running ``fn`` makes."""
    count = 0

    def profile(frame: Any, event: str, arg: Any) -> None:
        nonlocal count
        count += 1

    sys.setprofile(profile)
    try:
        fn()
    finally:
        sys.setprofile(None)
    return count


def growth(fn: Callable[[int], Any], small: int, factor: int = 4) -> float:
    """How many times more calls ``fn(small * factor)`` makes than ``fn(small)``.

    About ``factor`` for linear cost, ``factor ** 2`` for quadratic. A first, uncounted
    ``fn(small)`` does the one-time work (imports, caches) that would otherwise count
    against the larger input alone.
    """
    fn(small)
    return call_events(lambda: fn(small * factor)) / call_events(lambda: fn(small))
