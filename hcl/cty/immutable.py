"""Pickling support shared by the immutable classes (types, values, numbers)."""

from __future__ import annotations

from typing import Any


def restore_slots(obj: object, state: Any) -> None:
    """``__setstate__`` for slotted classes whose ``__setattr__`` refuses writes.

    Pickle hands back ``(dict_state, slot_state)``; the slots are written past the
    class's own ``__setattr__``, so results can travel between processes.
    """
    slots = state[1] if isinstance(state, tuple) else state
    for name, value in (slots or {}).items():
        object.__setattr__(obj, name, value)
