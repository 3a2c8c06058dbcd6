"""The JSON parser: a token table to :mod:`hcl.json.expression` nodes, with the reference's diagnostics.

A faithful port of ``json/parser.go``: a container that fails to parse becomes a
:class:`JSONInvalid` placeholder in its parent, which then carries on from
wherever the failed container's own recovery left the token stream. Summaries
(including the reference's misspelling "seperator") and subject ranges are the
reference's; the details are written for this project.
"""

from __future__ import annotations

from hcl.cty import Value
from hcl.diagnostics import Diagnostic
from hcl.ir.node import kept_span
from hcl.ir.shared import shared_name
from hcl.json import literals
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
    item_run,
    make_bool,
    make_null,
    make_string,
)
from hcl.json.positions import JSONPositions
from hcl.json.scanner import EOF, KEYWORD, NUMBER, STRING, Tokens
from hcl.pos import Pos, Range
from hcl.text import go_quote, name_suggestion

_VALUE_FORMS = "an object, an array, a number, a string, true, false or null"
_KEYWORDS = ("false", "true", "null")
_LBRACE, _RBRACE, _LBRACKET, _RBRACKET, _COMMA, _COLON, _EQUALS = b"{}[],:="


class Parser:
    """Recursive-descent parser over a token table that ends with an EOF token."""

    __slots__ = ("buf", "diags", "ends", "kinds", "pos", "positions", "starts")

    def __init__(self, tokens: Tokens, positions: JSONPositions) -> None:
        self.buf = tokens.buf
        self.kinds = tokens.kinds
        self.starts = tokens.starts
        self.ends = tokens.ends
        self.positions = positions
        self.pos = 0
        self.diags: list[Diagnostic] = []

    def peek(self) -> int:
        """The kind of the next token."""
        return self.kinds[self.pos]

    def read(self) -> int:
        """The index of the next token, which is then passed (the EOF token never is)."""
        index = self.pos
        if self.kinds[index] != EOF:
            self.pos = index + 1
        return index

    def range(self, index: int) -> Range:
        """The range of token ``index``."""
        return Range.of_offsets(self.positions, self.starts[index], self.ends[index])

    def span(self, index: int) -> float | int:
        """What a node keeps for the range of token ``index`` (see :func:`hcl.ir.node.assembler`)."""
        return kept_span(self.positions, self.starts[index], self.ends[index])

    def text(self, index: int) -> bytes:
        return self.buf[self.starts[index]:self.ends[index]]

    def error(self, summary: str, detail: str, subject: Range, context: Range | None = None) -> None:
        self.diags.append(Diagnostic.error(summary, detail, subject, context))

    def parse_document(self) -> JSONValue:
        """One value and nothing after it."""
        node = self.value()
        if not self.diags and self.peek() != EOF:
            self.error("Extraneous data after value",
                       "A JSON document holds exactly one value; remove whatever follows it.",
                       self.range(self.pos))
        return node

    def value(self) -> JSONValue:
        first = self.pos
        kind = self.kinds[first]
        node: JSONValue | None
        if kind == STRING:
            node = self.string()
        elif kind == NUMBER:
            node = self.number()
        elif kind == _LBRACE:
            node = self.object()
        elif kind == _LBRACKET:
            node = self.array()
        elif kind == KEYWORD:
            node = self.keyword()
        else:
            node = None
            at = self.range(first)
            if kind == _RBRACE:
                self.error("Missing JSON value",
                           f"A value is expected before this closing brace. Write {_VALUE_FORMS} here.",
                           at)
            elif kind == _RBRACKET:
                self.error("Missing array element value",
                           f"A value is expected before this closing bracket. Write {_VALUE_FORMS} "
                           "here.", at)
            elif kind == EOF:
                self.error("Missing value",
                           "The input ends where a value is expected, so the JSON document is incomplete.",
                           at)
            else:
                self.error("Invalid start of value",
                           f"This cannot begin a JSON value. A value is {_VALUE_FORMS}.", at)
            return JSONInvalid(at)
        return node if node is not None else JSONInvalid(self.range(first))

    def _recover(self, index: int, opener: int, closer: int) -> None:
        """Skip to what seems the end of the current container (reference ``recover``)."""
        kinds = self.kinds
        depth = 1
        while True:
            kind = kinds[index]
            if kind == opener:
                depth += 1
            elif kind == closer:
                depth -= 1
                if depth <= 1:
                    return
            elif kind == EOF:
                return
            index = self.read()

    def object(self) -> JSONObject | None:
        kinds = self.kinds
        opening = self.read()
        props: list[JSONProperty] = []
        while kinds[self.pos] != _RBRACE:
            key = self.value()
            if not isinstance(key, JSONString):
                self.error("Invalid object property name",
                           "Property names in a JSON object are written as double-quoted strings.",
                           key.start_range)
                return None
            colon = self.read()
            kind = kinds[colon]
            if kind != _COLON:
                self._recover(colon, _LBRACE, _RBRACE)
                if kind in (_RBRACE, _COMMA):
                    self.error("Missing object value",
                               "The property has no value. Follow its name with a colon and then the value.",
                               self.range(colon))
                elif kind == _EQUALS:
                    self.error("Missing property value colon",
                               "In JSON a property name is separated from its value by a colon; replace the "
                               "equals sign with \":\".",
                               self.range(colon))
                else:
                    self.error("Missing property value colon",
                               "Expected a colon here, between the property name and its value.",
                               self.range(colon))
                return None
            props.append(JSONProperty(key, self.value()))
            after = kinds[self.pos]
            if after == _COMMA:
                comma = self.read()
                if kinds[self.pos] == _RBRACE:
                    self.error("Trailing comma in object",
                               "Remove this comma: in JSON, no comma may follow the last property of "
                               "an object.", self.range(comma))
                    return None
                continue
            if after == EOF:
                self.error("Unclosed object",
                           "This object is never closed; add a closing brace \"}\" after its last property.",
                           self.range(opening))
                return None
            if after == _RBRACKET:
                self.read()
                self.error("Mismatched braces",
                           "This object is ended with a bracket \"]\"; end it with a brace \"}\" instead.",
                           self.range(self.pos))
                return None
            if after == _RBRACE:
                break
            self._recover(self.read(), _LBRACE, _RBRACE)
            self.error("Missing attribute seperator comma",
                       "Separate the properties of an object with commas; one is missing between two of them.",
                       self.range(self.pos))
            return None
        closing = self.read()
        return JSONObject(tuple(props), self._between(opening, closing), self.range(opening), self.range(closing))

    def array(self) -> JSONArray | None:
        kinds = self.kinds
        opening = self.read()
        items = item_run()
        while kinds[self.pos] != _RBRACKET:
            items.append(self.value())
            after = kinds[self.pos]
            if after == _COMMA:
                comma = self.read()
                if kinds[self.pos] == _RBRACKET:
                    self.error("Trailing comma in array",
                               "Remove this comma: in JSON, no comma may follow the last element of "
                               "an array.", self.range(comma))
                    return None
                continue
            if after == _RBRACKET:
                break
            self._recover(self.read(), _LBRACKET, _RBRACKET)
            if after == _COLON:
                self.error("Invalid array value",
                           "Array elements are plain values separated by commas, so a colon has no "
                           "place here. Use an object for name/value pairs.", self.range(self.pos))
            elif after == EOF:
                self.error("Unclosed object",
                           "This array is never closed; add a closing bracket \"]\" after its last element.",
                           self.range(opening))
            elif after == _RBRACE:
                self.error("Mismatched brackets",
                           "This array is ended with a brace \"}\"; end it with a bracket \"]\" instead.",
                           self.range(self.pos))
            else:
                self.error("Missing attribute seperator comma",
                           "Separate the elements of an array with commas; one is missing between two of them.",
                           self.range(self.pos))
            return None
        closing = self.read()
        return JSONArray(items.take(), self._between(opening, closing), self.range(opening))

    def _between(self, first: int, last: int) -> Range:
        """From the start of token ``first`` to the end of token ``last``."""
        return Range.of_offsets(self.positions, self.starts[first], self.ends[last])

    def number(self) -> JSONNumber | None:
        index = self.read()
        text = self.text(index)
        if literals.valid_number(text) and (b"e" not in text.lower() or _cty_accepts(text)):
            return JSONNumber(text.decode("ascii"), self.range(index))
        self.error("Invalid JSON number",
                   "This is not a number JSON accepts (or it is too large to represent). Numbers are "
                   "written like 42, -0.5 or 1e10.", self.range(index))
        return None

    def string(self) -> JSONString | None:
        index = self.read()
        text = self.text(index)
        offset = literals.string_error_offset(text)
        if offset is None:
            return make_string(shared_name(literals.decode_string(text)), self.span(index), self.positions)
        whole = self.range(index)
        start = whole.start
        at = Pos(start.line, start.column + offset, start.byte + offset)
        subject = Range(whole.filename, at, Pos(at.line, at.column + 1, at.byte + 1))
        context = whole if subject != whole else None
        self.error("Invalid JSON string",
                   "The string is malformed here: look for a raw control character, an unknown escape "
                   "sequence, or a missing closing quote.", subject, context)
        return None

    def keyword(self) -> JSONBool | JSONNull | None:
        index = self.read()
        word = self.text(index).decode("ascii")
        if word == "true" or word == "false":
            return make_bool(word == "true", self.span(index), self.positions)
        if word == "null":
            return make_null(self.span(index), self.positions)
        if word in ("undefined", "NaN", "Infinity"):
            detail = (f"JSON has no {go_quote(word)} value (it is JavaScript); use null, a number or a "
                      "quoted string instead.")
        else:
            suggestion = name_suggestion(word, _KEYWORDS)
            hint = f" Did you mean {go_quote(suggestion)}?" if suggestion else ""
            detail = f"{go_quote(word)} is not a JSON keyword; the only keywords are true, false and null.{hint}"
        self.error("Invalid JSON keyword", detail, self.range(index))
        return None


def _cty_accepts(text: bytes) -> bool:
    """Whether the number type accepts the literal (it can reject absurd exponents)."""
    try:
        Value.number_from_literal(text.decode("ascii"))
    except (ValueError, OverflowError, ArithmeticError):
        return False
    return True
