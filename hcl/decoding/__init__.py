"""Typed decoding: bodies into dataclasses (the reference's gohcl, in Python idiom), and back.

::

    @dataclass
    class Variable:
        name: Annotated[str, hcl.label()]
        type: hcl.ir.Expression | None = None   # kept as an expression
        default: Any = None
        description: str = ""
        other: hcl.body.Body | None = None      # any other argument or block

    @dataclass
    class Module:
        variable: dict[str, Variable] = field(default_factory=dict)    # variable "x" {...}
        rest: hcl.body.Body | None = None                              # everything else

    module = hcl.decode("modules/vpc", Module)

How fields map to the body is described in :mod:`hcl.decoding.fields`;
attribute values are converted through the type system to the annotated type
(:mod:`hcl.decoding.typed`). Problems raise :class:`~hcl.errors.HCLError`
carrying every diagnostic, each naming the file, line and field.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from hcl.bodies.merged import merge_bodies
from hcl.bodies.native import NativeBody
from hcl.body import Body
from hcl.cty import Value
from hcl.cty.function import Function
from hcl.decoding.decoder import Decoder
from hcl.decoding.encoder import encode
from hcl.decoding.fields import attr, block, label, remain, source_range
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.errors import HCLError
from hcl.functions import standard_functions
from hcl.ir import Body as IRBody
from hcl.loader import Syntax, parse_body

__all__ = ["attr", "block", "decode", "encode", "label", "remain", "source_range"]

T = TypeVar("T")

# What a directory contributes: the configuration files of a module, native and JSON.
MODULE_SUFFIXES = (".tf", ".hcl", ".tf.json", ".hcl.json")


def decode(source: Body | IRBody | str | bytes | os.PathLike[str], cls: type[T], *,
           variables: Mapping[str, Any] | None = None,
           functions: Mapping[str, Function] | None = None,
           filename: str = "", syntax: Syntax | None = None) -> T:
    """Decode configuration into an instance of the dataclass ``cls``.

    ``source`` is a body, a path (a file, or a directory whose ``*.tf``, ``*.hcl``,
    ``*.tf.json`` and ``*.hcl.json`` files are merged, as a module's are), or
    configuration text (``str`` naming no existing path, or ``bytes``). Variables
    are plain data or :class:`~hcl.cty.Value`; functions default to the standard
    library. Raises :class:`HCLError` with every diagnostic.
    """
    body, sources, diags = _body(source, filename, syntax)
    values = None if variables is None else {k: Value.from_python(v) for k, v in variables.items()}
    decoder = Decoder(values, standard_functions() if functions is None else functions)
    decoder.diagnostics.extend(diags)
    result = decoder.decode(body, cls) if not diags.has_errors else None
    if decoder.diagnostics.has_errors or result is None:
        raise HCLError(decoder.diagnostics, sources)
    return cast(T, result)


def _body(source: Body | IRBody | str | bytes | os.PathLike[str], filename: str,
          syntax: Syntax | None) -> tuple[Body, dict[str, bytes], Any]:
    if isinstance(source, Body):
        return source, {}, Diagnostics()
    if isinstance(source, IRBody):
        return NativeBody(source), {}, Diagnostics()
    path = _as_path(source)
    if path is None:
        assert isinstance(source, (str, bytes))
        body, diags = parse_body(source, filename, syntax)
        return body, {filename: source.encode() if isinstance(source, str) else source}, diags
    names = [path]
    if os.path.isdir(path):
        names = sorted(os.path.join(path, n) for n in os.listdir(path)
                       if n.endswith(MODULE_SUFFIXES) and not n.startswith("."))
    bodies, sources, diags = [], {}, Diagnostics()
    for name in names:
        try:
            with open(name, "rb") as f:
                sources[name] = f.read()
        except OSError as exc:
            diags.append(Diagnostic.error("Failed to read file", f"Cannot read {name}: {exc.strerror}."))
            continue
        body, more = parse_body(sources[name], name, syntax)
        bodies.append(body)
        diags.extend(more)
    return merge_bodies(bodies), sources, diags


def _as_path(source: str | bytes | os.PathLike[str]) -> str | None:
    """The path ``source`` names: any path-like object, or a one-line str naming something that exists."""
    if isinstance(source, os.PathLike):
        return os.fspath(source)
    if isinstance(source, str) and "\n" not in source and source and os.path.exists(source):
        return source
    return None
