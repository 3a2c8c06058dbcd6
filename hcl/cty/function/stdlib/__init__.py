"""The standard function library (go-cty ``function/stdlib``), one module per domain:

* :mod:`.bool` — ``not``, ``and``, ``or``;
* :mod:`.collections` — ``length``, ``element``, ``lookup``, ``merge``, ``flatten``, ...;
* :mod:`.conversion` — ``tostring``, ``tonumber``, ``tobool``, ``tolist``, ``toset``,
  ``tomap``, ``assert_not_null``;
* :mod:`.general` — ``equal``, ``not_equal``, ``coalesce``;
* :mod:`.numbers` — ``abs``, ``ceil``, ``floor``, ``log``, ``pow``, ``min``, ``max``,
  ``parseint``, the arithmetic and comparison operators, ...;
* :mod:`.sequence` — ``concat``, ``range``;
* :mod:`.sets` — ``setunion``, ``setintersection``, ``setsubtract``, ...;
* text: :mod:`.strings`, :mod:`.format`, :mod:`.regexp`, :mod:`.csv`, :mod:`.json`,
  :mod:`.datetime`, :mod:`.bytes`.

Each module defines ``FUNCTIONS`` (name to :class:`~hcl.cty.function.Function`, by
Terraform's name where it has one, else the snake-case name of go-cty's function);
:func:`functions` merges them all. No function reads files, the environment or the
network.
"""

from __future__ import annotations

from types import ModuleType

from hcl.cty.function.function import Function
from hcl.cty.function.stdlib import bool as _bool
from hcl.cty.function.stdlib import bytes as _bytes
from hcl.cty.function.stdlib import collections as _collections
from hcl.cty.function.stdlib import conversion as _conversion
from hcl.cty.function.stdlib import csv as _csv
from hcl.cty.function.stdlib import datetime as _datetime
from hcl.cty.function.stdlib import format as _format
from hcl.cty.function.stdlib import general as _general
from hcl.cty.function.stdlib import json as _json
from hcl.cty.function.stdlib import numbers as _numbers
from hcl.cty.function.stdlib import regexp as _regexp
from hcl.cty.function.stdlib import sequence as _sequence
from hcl.cty.function.stdlib import sets as _sets
from hcl.cty.function.stdlib import strings as _strings

__all__ = ["functions"]

# Every domain module, in merge order. (The text modules were imported defensively
# while they were being written; all fourteen exist now, so this is a plain list.)
_MODULES: tuple[ModuleType, ...] = (
    _bool, _collections, _conversion, _general, _numbers, _sequence, _sets,
    _strings, _format, _regexp, _csv, _json, _datetime, _bytes,
)


def _merge() -> dict[str, Function]:
    merged: dict[str, Function] = {}
    for module in _MODULES:
        for name, fn in module.FUNCTIONS.items():
            if name in merged:
                raise RuntimeError(f"stdlib function {name!r} is defined twice "
                                   f"(again in {module.__name__})")
            merged[name] = fn
    return merged


_ALL = _merge()


def functions() -> dict[str, Function]:
    """Every standard library function by name (a new dict each call)."""
    return dict(_ALL)
