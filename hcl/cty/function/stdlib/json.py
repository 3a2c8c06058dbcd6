"""``jsonencode`` and ``jsondecode`` (go-cty ``stdlib/json.go``), on :mod:`hcl.cty.json`.

Numbers keep their precision both ways (decoded at 512 bits, encoded in their exact
shortest form). Malformed documents report the errors of Go's ``encoding/json``
token decoder, which go-cty uses (``invalid character 'x' looking for beginning of
value``, ``unexpected EOF``, ``EOF``, ...); like go-cty, a document may be followed
by ``]`` or ``}`` but by nothing else.
"""

from __future__ import annotations

import json as _pyjson
from typing import Any

from hcl.cty import json as ctyjson
from hcl.cty.errors import CtyError, JSONError
from hcl.cty.function.function import ArgError, Function, FunctionError, Parameter
from hcl.cty.function.stdlib._textutil import GO_SPACE, go_quote, go_quote_rune, refine_not_null
from hcl.cty.types import BOOL, DYNAMIC, NUMBER, STRING, Type
from hcl.cty.values import EMPTY_OBJECT, EMPTY_TUPLE, FALSE, TRUE, Value

__all__ = ["FUNCTIONS", "decode_json"]


# ---------------------------------------------------------------------- jsonencode


def _jsonencode_impl(args: list[Value], ret: Type) -> Value:
    val = args[0]
    if not val.is_wholly_known:
        rng = val.range()
        if rng.could_be_null():
            return Value.unknown(STRING)
        ty = rng.type_constraint
        prefix = ""
        if ty.is_string:
            prefix = '"'
        elif ty.is_object or ty.is_map:
            prefix = "{"
        elif ty.is_tuple or ty.is_list or ty.is_set:
            prefix = "["
        b = Value.unknown(STRING).refine()
        if prefix:
            b = b.string_prefix_full(prefix)
        return b.new_value()
    if val.is_null:
        return Value.string("null")
    try:
        return Value.string(ctyjson.marshal(val, val.type))
    except CtyError as e:
        raise FunctionError(e.message) from None


JSONENCODE = Function(
    params=[Parameter("val", DYNAMIC, allow_unknown=True, allow_dynamic_type=True, allow_null=True)],
    type=STRING, impl=_jsonencode_impl, refine_result=refine_not_null,
    description="Returns a string containing a JSON representation of the given value.")


# ---------------------------------------------------------------------- Go's token decoder

_WS = " \t\r\n"
_TOP, _ARRAY_START, _ARRAY_VALUE, _ARRAY_COMMA = range(4)
_OBJECT_START, _OBJECT_KEY, _OBJECT_COLON, _OBJECT_VALUE, _OBJECT_COMMA = range(4, 9)
_VALUE_ALLOWED = (_TOP, _ARRAY_START, _ARRAY_VALUE, _OBJECT_VALUE)
_CONTEXT = {
    _TOP: " looking for beginning of value",
    _ARRAY_START: " looking for beginning of value",
    _ARRAY_VALUE: " looking for beginning of value",
    _OBJECT_VALUE: " looking for beginning of value",
    _ARRAY_COMMA: " after array element",
    _OBJECT_KEY: " looking for beginning of object key string",
    _OBJECT_COLON: " after object key",
    _OBJECT_COMMA: " after object key:value pair",
    _OBJECT_START: "",
}


def _quote_char(c: str) -> str:
    """Go's ``quoteChar`` of the first *byte* of ``c`` (as a Latin-1 rune)."""
    if c == "'":
        return "'\\''"
    if c == '"':
        return "'\"'"
    b = c.encode("utf-8", "surrogatepass")[0]
    return "'" + go_quote(chr(b))[1:-1] + "'"


def _invalid(c: str, context: str) -> FunctionError:
    return FunctionError(f"invalid character {_quote_char(c)} {context}")


_UNEXPECTED_EOF = "unexpected EOF"
_DELIM = object()


class _Tokens:
    """Go's ``json.Decoder.Token`` over a string (with ``UseNumber``)."""

    def __init__(self, text: str) -> None:
        self.s = text
        self.i = 0
        self.state = _TOP
        self.stack: list[int] = []

    def peek(self) -> str | None:
        s, i = self.s, self.i
        while i < len(s) and s[i] in _WS:
            i += 1
        self.i = i
        return s[i] if i < len(s) else None

    def _error(self, c: str) -> FunctionError:
        ctx = _CONTEXT[self.state]
        return FunctionError(f"invalid character {_quote_char(c)}{ctx}")

    def _value_end(self) -> None:
        if self.state in (_ARRAY_START, _ARRAY_VALUE):
            self.state = _ARRAY_COMMA
        elif self.state == _OBJECT_VALUE:
            self.state = _OBJECT_COMMA

    def token(self) -> tuple[Any, Any]:
        """(_DELIM, "[") etc. for delimiters, else (kind, python value) with kind one
        of "string", "number", "bool", "null"."""
        while True:
            c = self.peek()
            if c is None:
                raise FunctionError("EOF")
            state = self.state
            if c in "[{":
                if state not in _VALUE_ALLOWED:
                    raise self._error(c)
                self.i += 1
                self.stack.append(state)
                self.state = _ARRAY_START if c == "[" else _OBJECT_START
                return _DELIM, c
            if c in "]}":
                ok = (_ARRAY_START, _ARRAY_COMMA) if c == "]" else (_OBJECT_START, _OBJECT_COMMA)
                if state not in ok:
                    raise self._error(c)
                self.i += 1
                self.state = self.stack.pop()
                self._value_end()
                return _DELIM, c
            if c == ":":
                if state != _OBJECT_COLON:
                    raise self._error(c)
                self.i += 1
                self.state = _OBJECT_VALUE
                continue
            if c == ",":
                if state == _ARRAY_COMMA:
                    self.state = _ARRAY_VALUE
                elif state == _OBJECT_COMMA:
                    self.state = _OBJECT_KEY
                else:
                    raise self._error(c)
                self.i += 1
                continue
            if c == '"' and state in (_OBJECT_START, _OBJECT_KEY):
                kind, value = self._scalar()
                self.state = _OBJECT_COLON
                return kind, value
            if state not in _VALUE_ALLOWED:
                raise self._error(c)
            result = self._scalar()
            self._value_end()
            return result

    def more(self) -> bool:
        c = self.peek()
        return c is not None and c not in "]}"

    # Go's scanner, for one scalar value starting at self.i.

    def _scalar(self) -> tuple[str, Any]:
        s, start = self.s, self.i
        c = s[start]
        if c == '"':
            end = self._scan_string(start)
            self.i = end
            return "string", ctyjson._clean(_pyjson.loads(s[start:end]))
        if c == "-" or "0" <= c <= "9":
            end = self._scan_number(start)
            self.i = end
            return "number", s[start:end]
        for word, value in (("true", True), ("false", False), ("null", None)):
            if c == word[0]:
                for k, expect in enumerate(word[1:], start=1):
                    if start + k >= len(s):
                        raise FunctionError(_UNEXPECTED_EOF)
                    if s[start + k] != expect:
                        raise _invalid(s[start + k], f"in literal {word} (expecting {go_quote_rune(expect)})")
                self.i = start + len(word)
                return ("null", None) if value is None else ("bool", value)
        raise _invalid(c, "looking for beginning of value")

    def _scan_string(self, i: int) -> int:
        s = self.s
        n = len(s)
        i += 1
        while i < n:
            c = s[i]
            if c == '"':
                return i + 1
            if c == "\\":
                i += 1
                if i >= n:
                    break
                e = s[i]
                if e == "u":
                    for k in range(1, 5):
                        if i + k >= n:
                            raise FunctionError(_UNEXPECTED_EOF)
                        h = s[i + k]
                        if h not in "0123456789abcdefABCDEF":
                            raise _invalid(h, "in \\u hexadecimal character escape")
                    i += 5
                    continue
                if e not in '"\\/bfnrt':
                    raise _invalid(e, "in string escape code")
            elif c < " ":
                raise _invalid(c, "in string literal")
            i += 1
        raise FunctionError(_UNEXPECTED_EOF)

    def _scan_number(self, i: int) -> int:
        s = self.s
        n = len(s)

        def at(k: int) -> str | None:
            return s[k] if k < n else None

        def digits(k: int) -> int:
            while k < n and "0" <= s[k] <= "9":
                k += 1
            return k

        if s[i] == "-":
            i += 1
            c = at(i)
            if c is None:
                raise FunctionError(_UNEXPECTED_EOF)
            if not "0" <= c <= "9":
                raise _invalid(c, "in numeric literal")
        i = i + 1 if s[i] == "0" else digits(i)
        if at(i) == ".":
            i += 1
            c = at(i)
            if c is None:
                raise FunctionError(_UNEXPECTED_EOF)
            if not "0" <= c <= "9":
                raise _invalid(c, "after decimal point in numeric literal")
            i = digits(i)
        if at(i) in ("e", "E"):
            i += 1
            if at(i) in ("+", "-"):
                i += 1
            c = at(i)
            if c is None:
                raise FunctionError(_UNEXPECTED_EOF)
            if not "0" <= c <= "9":
                raise _invalid(c, "in exponent of numeric literal")
            i = digits(i)
        return i


def _go_decode(text: str) -> Value:
    """go-cty's ``ImpliedType`` then ``Unmarshal``, walking Go's token stream: the
    value, or a FunctionError with Go's message."""
    toks = _Tokens(text)
    value = _walk(toks, toks.token())
    if toks.more():
        raise FunctionError("extraneous data after JSON object")
    return value


def _walk(toks: _Tokens, tok: tuple[Any, Any]) -> Value:
    """Build the value whose first token is ``tok`` (iteratively: documents may nest
    deeply). Stack frames are [delimiter, items, pending object key]."""
    stack: list[list[Any]] = []
    while True:
        kind, raw = tok
        value: Value | None = None
        if kind is _DELIM:
            if len(stack) >= ctyjson.MAX_JSON_DEPTH:
                raise FunctionError(f"JSON document is nested too deeply (more than "
                                    f"{ctyjson.MAX_JSON_DEPTH} levels)")
            stack.append([raw, {} if raw == "{" else [], None])
        else:
            value = _scalar_value(kind, raw)
        while True:
            if value is not None:
                if not stack:
                    return value
                frame = stack[-1]
                if frame[0] == "{":
                    key = frame[2]
                    old = frame[1].get(key)
                    if old is not None and old.type != value.type:
                        raise FunctionError(f"duplicate {go_quote(key)} property in JSON object")
                    frame[1][key] = value
                    frame[2] = None
                else:
                    frame[1].append(value)
            frame = stack[-1]
            tok = toks.token()
            if tok[0] is _DELIM and tok[1] in "]}":
                stack.pop()
                items = frame[1]
                if frame[0] == "{":
                    value = Value.object(items) if items else EMPTY_OBJECT
                else:
                    value = Value.tuple(items) if items else EMPTY_TUPLE
                continue
            if frame[0] == "{":
                frame[2] = tok[1]  # the key; its value comes next
                tok = toks.token()
            break


def _scalar_value(kind: str, raw: Any) -> Value:
    if kind == "string":
        return Value.string(raw)
    if kind == "number":
        return Value.number_from_literal(raw)
    if kind == "bool":
        return TRUE if raw else FALSE
    return Value.null(DYNAMIC)


_last: tuple[str, Value] | None = None


def decode_json(text: str) -> Value:
    """``jsondecode`` of a known string: the value of the document's implied type."""
    global _last
    last = _last
    if last is not None and last[0] == text:
        return last[1]
    try:
        value = ctyjson.unmarshal(text, ctyjson.implied_type(text))
    except JSONError as e:
        if e.message.startswith(("duplicate ", "JSON document is nested too deeply")):
            raise FunctionError(e.message) from None
        # The fast parser rejected the document: get Go's verdict and message.
        value = _go_decode(text)
    _last = (text, value)
    return value


# ---------------------------------------------------------------------- jsondecode


def _jsondecode_type(args: list[Value]) -> Type:
    s = args[0]
    if not s.is_known:
        prefix = s.range().string_prefix().strip(GO_SPACE)
        if prefix:
            c = prefix[0]
            if c == '"':
                return STRING
            if c in "tf":
                return BOOL
            if c in "-0123456789.":
                return NUMBER
            if c not in "{[n":
                raise ArgError(0, f"a JSON document cannot begin with the character {go_quote_rune(c)}")
        return DYNAMIC
    return decode_json(s.as_string()).type


def _jsondecode_impl(args: list[Value], ret: Type) -> Value:
    return decode_json(args[0].as_string())


JSONDECODE = Function(
    params=[Parameter("str", STRING)],
    type=_jsondecode_type, impl=_jsondecode_impl,
    description="Parses the given string as JSON and returns a value corresponding to what the "
                "JSON document describes.")

FUNCTIONS: dict[str, Function] = {
    "jsonencode": JSONENCODE,
    "jsondecode": JSONDECODE,
}
