"""The functions spec files may call (the reference ``hcldec``'s ``specFuncs``).

They are available in spec-file expressions (``literal`` values, ``transform``
results, ``variables`` and the bodies of ``function`` blocks), never directly in
input files. They are taken from :mod:`hcl.cty.function.stdlib` by name; one
the standard library does not provide yet is simply absent (calling it is a
"Call to unknown function").
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from hcl.cty.function import Function

__all__ = ["SPEC_FUNCTION_NAMES", "spec_functions"]

#: Spec-file name -> the standard library names it may be registered under (go-cty's
#: ``ReverseFunc`` reverses a string: it is ``strrev`` in the library, not the list ``reverse``).
_ALIASES: dict[str, tuple[str, ...]] = {
    "abs": ("abs",), "coalesce": ("coalesce",), "concat": ("concat",), "hasindex": ("hasindex", "has_index"),
    "int": ("int",), "jsondecode": ("jsondecode",), "jsonencode": ("jsonencode",), "length": ("length",),
    "lower": ("lower",), "max": ("max",), "min": ("min",), "reverse": ("strrev",), "strlen": ("strlen",),
    "substr": ("substr",), "upper": ("upper",),
}
SPEC_FUNCTION_NAMES = tuple(_ALIASES)


@cache
def _stdlib() -> dict[str, Function]:
    # Imported on first use: the standard library is large and most specs name no function.
    import hcl.cty.function.stdlib as stdlib

    found: dict[str, Function] = {}
    for info in pkgutil.iter_modules(stdlib.__path__):
        try:
            module = importlib.import_module(f"{stdlib.__name__}.{info.name}")
        except ImportError:
            continue
        functions = getattr(module, "FUNCTIONS", None)
        if isinstance(functions, dict):
            found.update({k: v for k, v in functions.items() if isinstance(v, Function)})
    return found


def spec_functions() -> dict[str, Function]:
    """The spec-definition functions the standard library provides, by name."""
    lib = _stdlib()
    found: dict[str, Function] = {}
    for name, candidates in _ALIASES.items():
        for candidate in candidates:
            if candidate in lib:
                found[name] = lib[candidate]
                break
    return found
