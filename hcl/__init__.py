"""HCL v2 for Python, built on formal ANTLR 4 grammars.

The public surface is small, in the ``json``/``tomllib`` idiom::

    import hcl
    data = hcl.loads('region = "eu-west-1"')       # plain Python data, or HCLError
    text = hcl.dumps(data)
    file, diags = hcl.parse(text, "main.tf")        # the IR, with diagnostics

``parse``, ``parse_expression``, ``parse_template`` and ``parse_traversal`` return
their result together with :class:`Diagnostics`: bad input never raises, it
yields diagnostics with source ranges and a partial result. ``loads``/``load``/
``decode`` raise :class:`HCLError` carrying every diagnostic.

Names are imported on first use, so ``import hcl`` loads neither the parser
nor the number library.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from hcl.api import dump, dumps, load, loads
    from hcl.decoding import attr, block, decode, encode, label, remain, source_range
    from hcl.diagnostics import Diagnostic, Diagnostics, Severity
    from hcl.errors import HCLError
    from hcl.ir import File
    from hcl.loader import parse_file
    from hcl.native import parse_config as parse
    from hcl.native import parse_expression, parse_template, parse_traversal
    from hcl.parallel import parse_many
    from hcl.pos import Pos, Range
    from hcl.write.format import format_source as format

# public name -> (module, attribute in it)
_LAZY: dict[str, tuple[str, str]] = {
    "Diagnostic": ("hcl.diagnostics", "Diagnostic"),
    "Diagnostics": ("hcl.diagnostics", "Diagnostics"),
    "File": ("hcl.ir", "File"),
    "HCLError": ("hcl.errors", "HCLError"),
    "Pos": ("hcl.pos", "Pos"),
    "Range": ("hcl.pos", "Range"),
    "Severity": ("hcl.diagnostics", "Severity"),
    "attr": ("hcl.decoding", "attr"),
    "block": ("hcl.decoding", "block"),
    "decode": ("hcl.decoding", "decode"),
    "dump": ("hcl.api", "dump"),
    "dumps": ("hcl.api", "dumps"),
    "encode": ("hcl.decoding", "encode"),
    "format": ("hcl.write.format", "format_source"),
    "load": ("hcl.api", "load"),
    "loads": ("hcl.api", "loads"),
    "parse": ("hcl.native", "parse_config"),
    "parse_expression": ("hcl.native", "parse_expression"),
    "parse_file": ("hcl.loader", "parse_file"),
    "parse_many": ("hcl.parallel", "parse_many"),
    "parse_template": ("hcl.native", "parse_template"),
    "parse_traversal": ("hcl.native", "parse_traversal"),
    "label": ("hcl.decoding", "label"),
    "remain": ("hcl.decoding", "remain"),
    "source_range": ("hcl.decoding", "source_range"),
}

__all__ = [
    "Diagnostic", "Diagnostics", "File", "HCLError", "Pos", "Range", "Severity", "attr", "block",
    "decode", "dump", "dumps", "encode", "format", "label", "load", "loads", "parse",
    "parse_expression", "parse_file", "parse_many", "parse_template", "parse_traversal", "remain", "source_range",
]


def __getattr__(name: str) -> Any:
    """Import a public name's module the first time the name is used."""
    try:
        module, attr = _LAZY[name]
    except KeyError:
        raise AttributeError(f"module 'hcl' has no attribute {name!r}") from None
    value = getattr(importlib.import_module(module), attr)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))
