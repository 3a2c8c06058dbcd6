"""``mpmath.libmp``, imported on first use: importing mpmath costs tens of milliseconds,
and parsing (which builds most numbers exactly without it) should not pay for it."""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any


class _LazyModule(ModuleType):
    def __getattr__(self, name: str) -> Any:
        real = importlib.import_module(self.__name__)
        self.__dict__.update(real.__dict__)
        return getattr(real, name)


libmp: Any = _LazyModule("mpmath.libmp")
