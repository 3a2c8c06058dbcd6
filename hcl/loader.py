"""One entry point for both syntaxes: parse or load a file as a :class:`~hcl.body.Body`.

(Named ``loader`` so that ``hcl.load``, the data-loading function, is never shadowed
by a submodule of the same name.)

The syntax is chosen by an explicit ``syntax`` argument or, for files, by the
name: a name ending in ``.json`` is JSON syntax, anything else native syntax
(as the reference's ``hcldec`` and ``hclsimple`` decide).
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import Literal

from hcl.bodies.merged import empty_body, merge_bodies
from hcl.bodies.native import NativeBody
from hcl.body import Body
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.inputs import read_source_file
from hcl.ir import File
from hcl.json import parse as parse_json
from hcl.native import parse_config
from hcl.text import go_quote

Syntax = Literal["native", "json"]


def syntax_for(filename: str) -> Syntax:
    """The syntax a file name implies: ``json`` for ``*.json``, else ``native``."""
    return "json" if filename.endswith(".json") else "native"


def parse_body(
    source: bytes | str, filename: str = "", syntax: Syntax | None = None
) -> tuple[Body, Diagnostics]:
    """Parse ``source`` in the given syntax (by default, as its file name implies)."""
    syntax = syntax or syntax_for(filename)
    if syntax == "json":
        file, diags = parse_json(source, filename)
        return file.body, diags
    if syntax != "native":
        raise ValueError(f"unknown syntax {syntax!r}: expected 'native' or 'json'")
    native, diags = parse_config(source, filename)
    return NativeBody(native.body), diags


def parse_file(path: str | os.PathLike[str]) -> tuple[File | None, Diagnostics]:
    """Read and parse a native-syntax configuration file into the IR (``None`` if unreadable)."""
    name, data, reason = read_source_file(path)
    if data is None:
        return None, Diagnostics([_read_error(name, reason)])
    return parse_config(data, name)


def _read_error(name: str, reason: str) -> Diagnostic:
    return Diagnostic.error(
        "Failed to read file",
        f"Cannot read the configuration file {go_quote(name)}: {reason}. Check the path "
        "and the file's permissions.")


def load_file(path: str | os.PathLike[str], syntax: Syntax | None = None) -> tuple[Body, Diagnostics]:
    """Read and parse a configuration file; an unreadable file gives an empty body and an error."""
    name, data, reason = read_source_file(path)
    if data is None:
        return empty_body(), Diagnostics([_read_error(name, reason)])
    return parse_body(data, name, syntax)


def load_files(
    paths: Iterable[str | os.PathLike[str]], syntax: Syntax | None = None
) -> tuple[Body, Diagnostics]:
    """Load several files, each in its own syntax, as one merged body."""
    bodies: list[Body] = []
    diags = Diagnostics()
    for path in paths:
        body, more = load_file(path, syntax)
        bodies.append(body)
        diags.extend(more)
    return merge_bodies(bodies), diags
