"""JSON-syntax expression nodes: JSON values kept as written.

A JSON value means different things depending on how it is read (literal-only
or full expression mode, body or expression, static analysis), so the JSON
parser keeps the values themselves and :mod:`hcl.json.expression` interprets
them. Strings keep their decoded text, numbers their source text (full
precision), objects every property in order, duplicates included.
"""

from __future__ import annotations

from dataclasses import dataclass

from hcl.ir.expressions import Expression
from hcl.pos import Range


class JSONValue(Expression):
    """Base of the JSON value nodes."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class JSONString(JSONValue):
    """A string; ``value`` is the decoded text, ``range`` includes the quotes."""

    value: str
    range: Range


@dataclass(frozen=True, slots=True)
class JSONNumber(JSONValue):
    """A number, as its exact source text."""

    text: str
    range: Range


@dataclass(frozen=True, slots=True)
class JSONBool(JSONValue):
    value: bool
    range: Range


@dataclass(frozen=True, slots=True)
class JSONNull(JSONValue):
    range: Range


@dataclass(frozen=True, slots=True)
class JSONInvalid(JSONValue):
    """Placeholder for a value that failed to parse (the error is already reported)."""

    range: Range


@dataclass(frozen=True, slots=True)
class JSONProperty:
    """``"name": value``; the key is a :class:`JSONString` (it can be read as a template)."""

    key: JSONString
    value: JSONValue

    @property
    def name(self) -> str:
        return self.key.value

    @property
    def name_range(self) -> Range:
        return self.key.range


@dataclass(frozen=True, slots=True)
class JSONObject(JSONValue):
    """``{...}``: properties in source order, duplicate names kept."""

    properties: tuple[JSONProperty, ...]
    range: Range
    open_range: Range
    close_range: Range

    @property
    def start_range(self) -> Range:
        return self.open_range


@dataclass(frozen=True, slots=True)
class JSONArray(JSONValue):
    """``[...]``."""

    items: tuple[JSONValue, ...]
    range: Range
    open_range: Range

    @property
    def start_range(self) -> Range:
        return self.open_range
