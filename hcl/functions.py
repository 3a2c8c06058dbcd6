"""The function table users expect: go-cty's standard library, ``try``/``can`` and ``convert``.

None of these reads files, the environment or the network.
"""

from __future__ import annotations

from hcl.cty.function import Function
from hcl.cty.function.stdlib import functions as stdlib_functions
from hcl.ext import tryfunc
from hcl.ext.typeexpr import CONVERT


def standard_functions() -> dict[str, Function]:
    """A fresh mapping of function names to functions, for an evaluation context."""
    table = stdlib_functions()
    table.update(tryfunc.functions())
    table["convert"] = CONVERT
    return table
