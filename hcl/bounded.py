"""A table of objects made from keys, bounded whatever the input.

Parse results share names and literals, and literals kept as ints rebuild their values,
through such tables: a key's object is made once and found again while the table holds
it. A table that fills up is emptied and starts again, so what stays alive between
calls is bounded, and a lookup stays one dictionary access.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class BoundedTable(dict[K, V], Generic[K, V]):
    """Keys to the one object made of each; at most ``entries`` of them, emptied when
    full. ``keep``, when given, tells which keys' objects are worth keeping."""

    __slots__ = ("entries", "keep")

    def __init__(self, entries: int, keep: Callable[[K], bool] | None = None) -> None:
        super().__init__()
        self.entries = entries
        self.keep = keep

    def get_or_make(self, key: K, make: Callable[[K], V]) -> V:
        """The object kept for ``key``, or ``make(key)`` (then kept, if worth it)."""
        got = self.get(key)
        if got is not None:
            return got
        made = make(key)
        if self.keep is None or self.keep(key):
            if len(self) >= self.entries:
                self.clear()
            self[key] = made
        return made
