"""Parsing type-constraint strings such as ``list(string)`` or ``object({a=number})``.

This is the inverse of :meth:`hcl.cty.types.Type.type_constraint_string`, for type
constraints written as plain text (tests, command lines, configuration of tools). The
grammar is HCL's type-expression syntax: ``string``, ``number``, ``bool``, ``any``,
``list(T)``, ``set(T)``, ``map(T)``, ``object({name = T, "quoted name" = T, ...})``
with ``optional(T)`` attribute types, and ``tuple([T, ...])``.
"""

from __future__ import annotations

import re

from hcl.cty.errors import CtyError
from hcl.cty.types import BOOL, DYNAMIC, NUMBER, STRING, List, Map, Object, Set, Tuple, Type, is_identifier

__all__ = ["TypeExprError", "parse_type"]


class TypeExprError(CtyError, ValueError):
    """The text is not a valid type constraint."""


# A name is any run of characters up to white space or punctuation, checked against
# HCL's identifier syntax as a whole (the rule type_constraint_string quotes by).
_TOKEN = re.compile(r"""\s*(?:
    (?P<ident>[^\s()\[\]{},=:"]+)
  | (?P<str>"(?:[^"\\]|\\.)*")
  | (?P<p>[()\[\]{},=:])
)""", re.VERBOSE)
_PRIMITIVES = {"string": STRING, "number": NUMBER, "bool": BOOL, "any": DYNAMIC}


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def fail(self, msg: str) -> TypeExprError:
        return TypeExprError(f"{msg} at offset {self.pos}")

    def peek(self) -> tuple[str, str] | None:
        m = _TOKEN.match(self.text, self.pos)
        if m is None:
            return None
        kind = m.lastgroup or ""
        return kind, m.group(kind)

    def next(self) -> tuple[str, str]:
        m = _TOKEN.match(self.text, self.pos)
        if m is None:
            if self.text[self.pos:].strip():
                raise self.fail("unexpected character")
            raise self.fail("unexpected end of type expression")
        kind = m.lastgroup or ""
        tok = m.group(kind)
        if kind == "ident" and not is_identifier(tok):
            self.pos = m.start(kind)
            raise self.fail(f"invalid name {tok!r}")
        self.pos = m.end()
        return kind, tok

    def expect(self, punct: str) -> None:
        kind, tok = self.next()
        if kind != "p" or tok != punct:
            raise self.fail(f"expected {punct!r}, found {tok!r}")

    def type(self, allow_optional: bool = False) -> tuple[Type, bool]:
        kind, tok = self.next()
        if kind != "ident":
            raise self.fail(f"expected a type, found {tok!r}")
        prim = _PRIMITIVES.get(tok)
        if prim is not None:
            return prim, False
        if tok in ("list", "set", "map"):
            self.expect("(")
            ety, _ = self.type()
            self.expect(")")
            ctor = List if tok == "list" else Set if tok == "set" else Map
            return ctor(ety), False
        if tok == "optional":
            if not allow_optional:
                raise self.fail("optional() is only allowed for object attributes")
            self.expect("(")
            aty, _ = self.type()
            self.expect(")")
            return aty, True
        if tok == "object":
            self.expect("(")
            self.expect("{")
            attrs: dict[str, Type] = {}
            optional: list[str] = []
            while True:
                nxt = self.peek()
                if nxt == ("p", "}"):
                    self.next()
                    break
                kind, name = self.next()
                if kind == "str":
                    name = _unquote(name)
                elif kind != "ident":
                    raise self.fail(f"expected an attribute name, found {name!r}")
                if name in attrs:
                    raise self.fail(f"duplicate attribute {name!r}")
                kind, eq = self.next()
                if kind != "p" or eq not in "=:":
                    raise self.fail(f"expected '=', found {eq!r}")
                aty, opt = self.type(allow_optional=True)
                attrs[name] = aty
                if opt:
                    optional.append(name)
                sep = self.peek()
                if sep == ("p", ","):
                    self.next()
            self.expect(")")
            return Object(attrs, optional), False
        if tok == "tuple":
            self.expect("(")
            self.expect("[")
            etys: list[Type] = []
            while True:
                if self.peek() == ("p", "]"):
                    self.next()
                    break
                ety, _ = self.type()
                etys.append(ety)
                if self.peek() == ("p", ","):
                    self.next()
            self.expect(")")
            return Tuple(etys), False
        raise self.fail(f"unknown type {tok!r}")


_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v",
            "\\": "\\", '"': '"'}
_HEX_LEN = {"x": 2, "u": 4, "U": 8}


def _unquote(tok: str) -> str:
    """Undo Go-style (and HCL-style) string quoting."""
    body = tok[1:-1]
    out: list[str] = []
    i = 0
    while i < len(body):
        ch = body[i]
        if ch != "\\":
            out.append(ch)
            i += 1
            continue
        esc = body[i + 1] if i + 1 < len(body) else ""
        if esc in _ESCAPES:
            out.append(_ESCAPES[esc])
            i += 2
        elif esc in _HEX_LEN:
            digits = body[i + 2 : i + 2 + _HEX_LEN[esc]]
            try:
                out.append(chr(int(digits, 16)))
            except ValueError:
                raise TypeExprError(f"invalid escape in quoted name {tok}") from None
            i += 2 + _HEX_LEN[esc]
        else:
            raise TypeExprError(f"invalid escape in quoted name {tok}")
    return "".join(out)


def parse_type(text: str) -> Type:
    """The type a type-constraint string denotes (``any`` is the dynamic type)."""
    p = _Parser(text)
    ty, _ = p.type()
    if p.text[p.pos:].strip():
        raise p.fail("unexpected text after the type")
    return ty
