"""The base of the IR's frozen dataclasses: pickling by constructor arguments.

A frozen, slotted dataclass pickles through ``dataclasses``' Python-level state
functions, which look its fields up on every call; the parse cache and the process
pool pickle hundreds of thousands of nodes, so nodes reduce to their class and
field values instead, read by one getter per class.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from operator import attrgetter
from typing import Any

__all__ = ["PicklesByFields"]

_GETTERS: dict[type, Callable[[Any], tuple[Any, ...]]] = {}


def _getter(cls: type) -> Callable[[Any], tuple[Any, ...]]:
    names = [f.name for f in dataclasses.fields(cls)]
    if len(names) == 1:
        only = attrgetter(names[0])
        return lambda node: (only(node),)
    return attrgetter(*names) if names else lambda node: ()


class PicklesByFields:
    """A frozen dataclass of the IR; pickles as ``cls(*fields)``."""

    __slots__ = ()

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        cls = type(self)
        get = _GETTERS.get(cls)
        if get is None:
            get = _GETTERS[cls] = _getter(cls)
        return cls, get(self)
