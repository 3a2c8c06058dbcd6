"""The JSON parser: tokens to :mod:`hcl.json.expression` nodes, with the reference's diagnostics.

A faithful port of ``json/parser.go``: a container that fails to parse becomes a
:class:`JSONInvalid` placeholder in its parent, which then carries on from
wherever the failed container's own recovery left the token stream. Summaries
(including the reference's misspelling "seperator") and subject ranges are the
reference's; the details are written for this project.
"""

from __future__ import annotations

from hcl.cty import Value
from hcl.diagnostics import Diagnostic
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
)
from hcl.json.scanner import EOF, KEYWORD, NUMBER, STRING, Token
from hcl.pos import Pos, Range
from hcl.text import go_quote, name_suggestion

_VALUE_FORMS = "an object, an array, a number, a string, true, false or null"
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
            self.error("Extraneous data after value",
                       "A JSON document holds exactly one value; remove whatever follows it.",
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
                self.error("Missing JSON value",
                           f"A value is expected before this closing brace. Write {_VALUE_FORMS} here.",
                           tok.range)
            elif kind == "]":
                self.error("Missing array element value",
                           f"A value is expected before this closing bracket. Write {_VALUE_FORMS} "
                           "here.", tok.range)
            elif kind == EOF:
                self.error("Missing value",
                           "The input ends where a value is expected, so the JSON document is incomplete.",
                           tok.range)
            else:
                self.error("Invalid start of value",
                           f"This cannot begin a JSON value. A value is {_VALUE_FORMS}.", tok.range)
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
                self.error("Invalid object property name",
                           "Property names in a JSON object are written as double-quoted strings.",
                           key.start_range)
                return None
            colon = self.read()
            if colon.kind != ":":
                self._recover(colon, "{", "}")
                if colon.kind in ("}", ","):
                    self.error("Missing object value",
                               "The property has no value. Follow its name with a colon and then the value.",
                               colon.range)
                elif colon.kind == "=":
                    self.error("Missing property value colon",
                               "In JSON a property name is separated from its value by a colon; replace the "
                               "equals sign with \":\".",
                               colon.range)
                else:
                    self.error("Missing property value colon",
                               "Expected a colon here, between the property name and its value.",
                               colon.range)
                return None
            props.append(JSONProperty(key, self.value()))
            after = self.peek().kind
            if after == ",":
                comma = self.read()
                if self.peek().kind == "}":
                    self.error("Trailing comma in object",
                               "Remove this comma: in JSON, no comma may follow the last property of "
                               "an object.", comma.range)
                    return None
                continue
            if after == EOF:
                self.error("Unclosed object",
                           "This object is never closed; add a closing brace \"}\" after its last property.",
                           open_tok.range)
                return None
            if after == "]":
                self.read()
                self.error("Mismatched braces",
                           "This object is ended with a bracket \"]\"; end it with a brace \"}\" instead.",
                           self.peek().range)
                return None
            if after == "}":
                break
            self._recover(self.read(), "{", "}")
            self.error("Missing attribute seperator comma",
                       "Separate the properties of an object with commas; one is missing between two of them.",
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
                               "Remove this comma: in JSON, no comma may follow the last element of "
                               "an array.", comma.range)
                    return None
                continue
            if after == "]":
                break
            self._recover(self.read(), "[", "]")
            if after == ":":
                self.error("Invalid array value",
                           "Array elements are plain values separated by commas, so a colon has no "
                           "place here. Use an object for name/value pairs.", self.peek().range)
            elif after == EOF:
                self.error("Unclosed object",
                           "This array is never closed; add a closing bracket \"]\" after its last element.",
                           open_tok.range)
            elif after == "}":
                self.error("Mismatched brackets",
                           "This array is ended with a brace \"}\"; end it with a bracket \"]\" instead.",
                           self.peek().range)
            else:
                self.error("Missing attribute seperator comma",
                           "Separate the elements of an array with commas; one is missing between two of them.",
                           self.peek().range)
            return None
        close = self.read()
        return JSONArray(tuple(items), Range.between(open_tok.range, close.range), open_tok.range)

    def number(self) -> JSONNumber | None:
        tok = self.read()
        text = tok.text
        if literals.valid_number(text) and (b"e" not in text.lower() or _cty_accepts(text)):
            return JSONNumber(text.decode("ascii"), tok.range)
        self.error("Invalid JSON number",
                   "This is not a number JSON accepts (or it is too large to represent). Numbers are "
                   "written like 42, -0.5 or 1e10.", tok.range)
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
        self.error("Invalid JSON string",
                   "The string is malformed here: look for a raw control character, an unknown escape "
                   "sequence, or a missing closing quote.", subject, context)
        return None

    def keyword(self) -> JSONBool | JSONNull | None:
        tok = self.read()
        word = tok.text.decode("ascii")
        if word == "true" or word == "false":
            return JSONBool(word == "true", tok.range)
        if word == "null":
            return JSONNull(tok.range)
        if word in ("undefined", "NaN", "Infinity"):
            detail = (f"JSON has no {go_quote(word)} value (it is JavaScript); use null, a number or a "
                      "quoted string instead.")
        else:
            suggestion = name_suggestion(word, _KEYWORDS)
            hint = f" Did you mean {go_quote(suggestion)}?" if suggestion else ""
            detail = f"{go_quote(word)} is not a JSON keyword; the only keywords are true, false and null.{hint}"
        self.error("Invalid JSON keyword", detail, tok.range)
        return None


def _cty_accepts(text: bytes) -> bool:
    """Whether the number type accepts the literal (it can reject absurd exponents)."""
    try:
        Value.number_from_literal(text.decode("ascii"))
    except (ValueError, OverflowError, ArithmeticError):
        return False
    return True
