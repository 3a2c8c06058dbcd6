"""The HCL JSON syntax (json-spec.md), on the same IR and body interface as the native syntax.

::

    from hcl import json as hcljson
    file, diags = hcljson.parse(src, "main.tf.json")
    content, more = file.body.content(schema)

Parsing keeps property order, duplicate properties and numbers as written;
what a value means is decided later, by the schema (:class:`JSONBody`) or by
the evaluation mode (:mod:`hcl.json.expression`).
"""

from __future__ import annotations

import gc
import os
from dataclasses import dataclass

from hcl.deep import recursion_room
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.inputs import MAX_FILE_BYTES, check_filename, check_start, source_bytes
from hcl.json.body import JSONBody
from hcl.json.expression import (
    JSONArray,
    JSONBool,
    JSONInvalid,
    JSONNull,
    JSONNumber,
    JSONObject,
    JSONProperty,
    JSONString,
    JSONValue,
    evaluate,
    literal_value,
    to_native,
)
from hcl.json.parser import Parser
from hcl.json.positions import JSONPositions
from hcl.json.scanner import scan
from hcl.pos import Pos, Range
from hcl.text import go_quote

__all__ = [
    "JSONArray", "JSONBody", "JSONBool", "JSONFile", "JSONInvalid", "JSONNull", "JSONNumber",
    "JSONObject", "JSONProperty", "JSONString", "JSONValue", "evaluate", "is_json_body",
    "is_json_expression", "literal_value", "parse", "parse_expression", "parse_file", "to_native",
]

_FRAMES_PER_LEVEL = 4  # Python frames the parser uses per nesting level


@dataclass(frozen=True, slots=True, eq=False)
class JSONFile:
    """A parsed JSON configuration file: its root value (an object or array) and source."""

    root: JSONValue
    source: bytes
    filename: str

    @property
    def body(self) -> JSONBody:
        return JSONBody(self.root)


def _parse_value(buf: bytes, filename: str, start: Pos | None) -> tuple[JSONValue, Diagnostics]:
    # Parsing allocates many small objects that all live on: pausing the cyclic
    # garbage collector meanwhile saves a third of the time on big inputs.
    paused = gc.isenabled()
    gc.disable()
    try:
        tokens, depth = scan(buf)
        positions = JSONPositions(buf, check_filename(filename), check_start(start) or Pos(1, 1, 0))
        parser = Parser(tokens, positions)
        with recursion_room(_FRAMES_PER_LEVEL * depth):  # the parser recurses through Python calls only
            node = parser.parse_document()
        return node, Diagnostics(parser.diags)
    finally:
        if paused:
            gc.enable()


def parse(source: bytes | str, filename: str = "", start: Pos | None = None) -> tuple[JSONFile, Diagnostics]:
    """Parse a JSON configuration file; the root must be an object or an array of objects."""
    buf = source_bytes(source)
    root, diags = _parse_value(buf, filename, start)
    if not isinstance(root, JSONObject | JSONArray):
        diags.append(Diagnostic.error(
            "Root value must be object",
            "A JSON configuration file must have an object, or an array of objects, as its root "
            "value.",
            root.start_range))
        # As the reference: an empty stand-in, whose closing brace has the zero range.
        fake = Range(filename, Pos(1, 1, 0), Pos(1, 1, 0))
        root = JSONObject((), fake, fake, Range("", Pos(0, 0, 0), Pos(0, 0, 0)))
    return JSONFile(root, buf, filename), diags


def parse_expression(
    source: bytes | str, filename: str = "", start: Pos | None = None
) -> tuple[JSONValue, Diagnostics]:
    """Parse one JSON value to be used as an expression."""
    return _parse_value(source_bytes(source), filename, start)


def parse_file(path: str | os.PathLike[str]) -> tuple[JSONFile | None, Diagnostics]:
    """Read and parse a JSON configuration file."""
    name = os.fspath(path)
    try:
        f = open(name, "rb")  # noqa: SIM115 - open and read fail with different messages
    except (OSError, ValueError):  # ValueError: a NUL in the name
        return None, Diagnostics([Diagnostic.error(
            "Failed to open file",
            f"Cannot open {go_quote(name)}. Check that the file exists and that it is readable.")])
    try:
        with f:
            data = f.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:
            raise OSError(f"larger than {MAX_FILE_BYTES} bytes")
    except OSError:
        return None, Diagnostics([Diagnostic.error(
            "Failed to read file",
            f"{go_quote(name)} was opened, but reading its contents failed. Check that it is a readable "
            "regular file.")])
    return parse(data, name)


def is_json_expression(expr: object) -> bool:
    """Whether ``expr`` came from the JSON syntax."""
    return isinstance(expr, JSONValue)


def is_json_body(body: object) -> bool:
    """Whether ``body`` is a JSON-syntax body."""
    return isinstance(body, JSONBody)
