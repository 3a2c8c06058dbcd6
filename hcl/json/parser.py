"""The JSON parser: tokens to :mod:`hcl.ir.json_value` nodes, with the reference's diagnostics.

A faithful port of ``json/parser.go``: a container that fails to parse becomes a
:class:`JSONInvalid` placeholder in its parent, which then carries on from
wherever the failed container's own recovery left the token stream. Messages
and subject ranges (including the reference's misspelling "seperator") are
kept as they are.
"""

from __future__ import annotations

from hcl.cty import Value
from hcl.diagnostics import Diagnostic
from hcl.ir.json_value import (
    JSONArray,
    JSONBool,
    JSONInvalid,
    JSONNull,
    JSONNumber,
    JSONObject,
    JSONProperty,
    JSONString,
    JSONValue,
)
from hcl.json import literals
from hcl.json.scanner import EOF, KEYWORD, NUMBER, STRING, Token
from hcl.pos import Pos, Range
from hcl.text import go_quote, name_suggestion

_VALUE_START = ("A JSON value must start with a brace, a bracket, a number, a string, "
                "or a keyword.")
_KEYWORDS = ("false", "true", "null")


class Parser:
    """Recursive-descent parser over a token list that ends with an EOF token."""

    __slots__ = ("diags", "pos", "tokens")

    def __init__(self, tokens: list[Token]) -> None:
        self.tokens = tokens
        self.pos = 0
        self.diags: list[Diagnostic] = []

    def peek(self) -> Token:
        return self.tokens[self.pos]

    def read(self) -> Token:
        tok = self.tokens[self.pos]
        if tok.kind != EOF:
            self.pos += 1
        return tok

    def error(self, summary: str, detail: str, subject: Range, context: Range | None = None) -> None:
        self.diags.append(Diagnostic.error(summary, detail, subject, context))

    def parse_document(self) -> JSONValue:
        """One value and nothing after it."""
        node = self.value()
        if not self.diags and self.peek().kind != EOF:
            self.error("Extraneous data after value", "Extra characters appear after the JSON value.",
                       self.peek().range)
        return node

    def value(self) -> JSONValue:
        tok = self.peek()
        kind = tok.kind
        node: JSONValue | None
        if kind == "{":
            node = self.object()
        elif kind == "[":
            node = self.array()
        elif kind == NUMBER:
            node = self.number()
        elif kind == STRING:
            node = self.string()
        elif kind == KEYWORD:
            node = self.keyword()
        else:
            node = None
            if kind == "}":
                self.error("Missing JSON value", _VALUE_START, tok.range)
            elif kind == "]":
                self.error("Missing array element value", _VALUE_START, tok.range)
            elif kind == EOF:
                self.error("Missing value", "The JSON data ends prematurely.", tok.range)
            else:
                self.error("Invalid start of value", _VALUE_START, tok.range)
        return node if node is not None else JSONInvalid(tok.range)

    def _recover(self, tok: Token, opener: str, closer: str) -> None:
        """Skip to what seems the end of the current container (reference ``recover``)."""
        depth = 1
        while True:
            if tok.kind == opener:
                depth += 1
            elif tok.kind == closer:
                depth -= 1
                if depth <= 1:
                    return
            elif tok.kind == EOF:
                return
            tok = self.read()

    def object(self) -> JSONObject | None:
        open_tok = self.read()
        props: list[JSONProperty] = []
        while self.peek().kind != "}":
            key = self.value()
            if not isinstance(key, JSONString):
                self.error("Invalid object property name", "A JSON object property name must be a string",
                           key.start_range)
                return None
            colon = self.read()
            if colon.kind != ":":
                self._recover(colon, "{", "}")
                if colon.kind in ("}", ","):
                    self.error("Missing object value",
                               "A JSON object attribute must have a value, introduced by a colon.",
                               colon.range)
                elif colon.kind == "=":
                    self.error("Missing property value colon",
                               "JSON uses a colon as its name/value delimiter, not an equals sign.",
                               colon.range)
                else:
                    self.error("Missing property value colon",
                               "A colon must appear between an object property's name and its value.",
                               colon.range)
                return None
            props.append(JSONProperty(key, self.value()))
            after = self.peek().kind
            if after == ",":
                comma = self.read()
                if self.peek().kind == "}":
                    self.error("Trailing comma in object",
                               "JSON does not permit a trailing comma after the final property in "
                               "an object.", comma.range)
                    return None
                continue
            if after == EOF:
                self.error("Unclosed object", "No closing brace was found for this JSON object.",
                           open_tok.range)
                return None
            if after == "]":
                self.read()
                self.error("Mismatched braces",
                           "A JSON object must be closed with a brace, not a bracket.", self.peek().range)
                return None
            if after == "}":
                break
            self._recover(self.read(), "{", "}")
            self.error("Missing attribute seperator comma",
                       "A comma must appear between each property definition in an object.",
                       self.peek().range)
            return None
        close = self.read()
        return JSONObject(tuple(props), Range.between(open_tok.range, close.range), open_tok.range,
                          close.range)

    def array(self) -> JSONArray | None:
        open_tok = self.read()
        items: list[JSONValue] = []
        while self.peek().kind != "]":
            items.append(self.value())
            after = self.peek().kind
            if after == ",":
                comma = self.read()
                if self.peek().kind == "]":
                    self.error("Trailing comma in array",
                               "JSON does not permit a trailing comma after the final value in an "
                               "array.", comma.range)
                    return None
                continue
            if after == "]":
                break
            self._recover(self.read(), "[", "]")
            if after == ":":
                self.error("Invalid array value",
                           "A colon is not used to introduce values in a JSON array.", self.peek().range)
            elif after == EOF:
                self.error("Unclosed object", "No closing bracket was found for this JSON array.",
                           open_tok.range)
            elif after == "}":
                self.error("Mismatched brackets",
                           "A JSON array must be closed with a bracket, not a brace.", self.peek().range)
            else:
                self.error("Missing attribute seperator comma",
                           "A comma must appear between each value in an array.", self.peek().range)
            return None
        close = self.read()
        return JSONArray(tuple(items), Range.between(open_tok.range, close.range), open_tok.range)

    def number(self) -> JSONNumber | None:
        tok = self.read()
        text = tok.text
        if literals.valid_number(text) and (b"e" not in text.lower() or _cty_accepts(text)):
            return JSONNumber(text.decode("ascii"), tok.range)
        self.error("Invalid JSON number", "There is a syntax error in the given JSON number.",
                   tok.range)
        return None

    def string(self) -> JSONString | None:
        tok = self.read()
        offset = literals.string_error_offset(tok.text)
        if offset is None:
            return JSONString(literals.decode_string(tok.text), tok.range)
        start = tok.range.start
        at = Pos(start.line, start.column + offset, start.byte + offset)
        subject = Range(tok.range.filename, at, Pos(at.line, at.column + 1, at.byte + 1))
        context = tok.range if subject != tok.range else None
        self.error("Invalid JSON string", "There is a syntax error in the given JSON string.",
                   subject, context)
        return None

    def keyword(self) -> JSONBool | JSONNull | None:
        tok = self.read()
        word = tok.text.decode("ascii")
        if word == "true" or word == "false":
            return JSONBool(word == "true", tok.range)
        if word == "null":
            return JSONNull(tok.range)
        if word in ("undefined", "NaN", "Infinity"):
            detail = f"The JavaScript identifier {go_quote(word)} cannot be used in JSON."
        else:
            suggestion = name_suggestion(word, _KEYWORDS)
            hint = f" Did you mean {go_quote(suggestion)}?" if suggestion else ""
            detail = f"{go_quote(word)} is not a valid JSON keyword.{hint}"
        self.error("Invalid JSON keyword", detail, tok.range)
        return None


def _cty_accepts(text: bytes) -> bool:
    """Whether the number type accepts the literal (it can reject absurd exponents)."""
    try:
        Value.number_from_literal(text.decode("ascii"))
    except (ValueError, OverflowError, ArithmeticError):
        return False
    return True
