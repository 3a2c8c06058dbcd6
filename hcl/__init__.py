"""HCL v2 for Python, built on formal ANTLR 4 grammars.

The public surface is small::

    import hcl
    file, diags = hcl.parse(text, "main.tf")
    expr, diags = hcl.parse_expression("a + 1")

Every function returns its result together with :class:`Diagnostics`; bad input
never raises, it yields diagnostics with source ranges and a partial result.
"""

from __future__ import annotations

import os

from hcl.diagnostics import Diagnostic, Diagnostics, Severity
from hcl.ir import File
from hcl.native import parse_config as parse
from hcl.native import parse_expression, parse_template, parse_traversal
from hcl.pos import Pos, Range

__all__ = [
    "Diagnostic", "Diagnostics", "File", "Pos", "Range", "Severity", "parse", "parse_expression",
    "parse_file", "parse_template", "parse_traversal",
]


def parse_file(path: str | os.PathLike[str]) -> tuple[File | None, Diagnostics]:
    """Read and parse a native-syntax configuration file."""
    name = os.fspath(path)
    try:
        with open(name, "rb") as f:
            data = f.read()
    except OSError as exc:
        return None, Diagnostics([Diagnostic.error(
            "Failed to read file", f"Could not read {name}: {exc.strerror}.")])
    return parse(data, name)
