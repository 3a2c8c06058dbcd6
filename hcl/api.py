"""Configuration as plain data, in the ``json``/``tomllib`` idiom: ``loads``, ``load``, ``dumps``, ``dump``.

::

    data = hcl.loads('variable "region" { default = "eu-west-1" }')
    data == {"variable": {"region": [{"default": "eu-west-1"}]}}
    hcl.loads(hcl.dumps(data)) == data

The data shape is the HCL JSON syntax's (see :mod:`hcl.shape` for the exact
rules, and :mod:`hcl.write.data` for how ``dumps`` writes it back). Errors raise
:class:`~hcl.errors.HCLError` with every diagnostic.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from typing import IO, Any

from hcl.cty import Value
from hcl.cty.function import Function
from hcl.diagnostics import Diagnostic
from hcl.errors import HCLError
from hcl.functions import standard_functions
from hcl.json import parse as parse_json
from hcl.loader import Syntax, syntax_for
from hcl.native import parse_config
from hcl.shape import DataReader
from hcl.write.data import data_to_native

__all__ = ["dump", "dumps", "load", "loads"]


def loads(text: str | bytes, *, variables: Mapping[str, Any] | None = None,
          functions: Mapping[str, Function] | None = None, filename: str | None = None,
          syntax: Syntax | None = None, parse_float: Callable[[str], Any] | None = None) -> Any:
    """Parse and evaluate configuration text into plain data; raise :class:`HCLError` on errors.

    ``variables`` are plain data or :class:`~hcl.cty.Value` objects; ``functions``
    defaults to the standard library with ``try``, ``can`` and ``convert``
    (:func:`hcl.functions.standard_functions`). ``syntax`` is ``"native"`` or
    ``"json"``; by default ``filename`` decides (``*.json`` is JSON syntax).
    ``parse_float`` gets the exact decimal text of every number that is not whole
    (``decimal.Decimal``, or ``str`` to keep the text).
    """

    name = filename or ""
    chosen = syntax or syntax_for(name)
    source = text.encode("utf-8") if isinstance(text, str) else bytes(text)
    values = {k: Value.from_python(v) for k, v in (variables or {}).items()}
    reader = DataReader(values, standard_functions() if functions is None else functions, parse_float)
    if chosen == "json":
        jfile, diags = parse_json(source, name)
        reader.diagnostics.extend(diags)
        data = reader.json(jfile.root) if not diags.has_errors else None
    elif chosen == "native":
        file, diags = parse_config(source, name)
        reader.diagnostics.extend(diags)
        data = reader.body(file.body, source) if not diags.has_errors else None
    else:
        raise ValueError(f"unknown syntax {syntax!r}: expected 'native' or 'json'")
    if reader.diagnostics.has_errors:
        raise HCLError(reader.diagnostics, {name: source})
    return data


def load(fp: str | os.PathLike[str] | IO[bytes] | IO[str], **options: Any) -> Any:
    """:func:`loads` on a file, given by path or as an open file (text or binary).

    The syntax follows the file name unless ``syntax`` is given; an unreadable
    file raises :class:`HCLError` too.
    """
    if isinstance(fp, (str, os.PathLike)):
        name = os.fspath(fp)
        try:
            with open(name, "rb") as f:
                text: str | bytes = f.read()
        except OSError as exc:
            raise HCLError([Diagnostic.error(
                "Failed to read file", f"Cannot read {name}: {exc.strerror}.")]) from exc
    else:
        name = str(getattr(fp, "name", "") or "")
        text = fp.read()
    options.setdefault("filename", name)
    return loads(text, **options)


def dumps(data: Mapping[str, Any]) -> str:
    """``data`` (in the shape :func:`loads` returns) as formatted native syntax."""
    return data_to_native(data)


def dump(data: Mapping[str, Any], fp: IO[str]) -> None:
    """:func:`dumps` to an open text file."""
    fp.write(dumps(data))
