"""JSON encodings of types and values (go-cty ``json`` package and type JSON).

* Types: ``"string"``, ``["list","string"]``, ``["object",{"a":"number"}]`` (plus a
  sorted list of optional attribute names as a third element when there are any),
  ``["tuple",[...]]``, ``"dynamic"`` — :func:`marshal_type` / :func:`unmarshal_type`.
* Values given a type — :func:`marshal` / :func:`unmarshal`. Numbers are written as
  their exact string form and read from their text at 512 bits; where the type is
  dynamic the value is wrapped as ``{"value":…,"type":…}``. Unknown and marked values
  and infinities cannot be encoded. Strings are escaped as Go does (``<``, ``>``, ``&``
  as ``\\u003c`` etc.).
* :func:`implied_type` of a JSON document, and :func:`marshal_simple` /
  :func:`unmarshal_simple` which pair a value with its own (implied) type.

All failures raise :class:`~hcl.cty.errors.JSONError` (with a path where one applies).
Deviation: go-cty ignores trailing data after a typed value; this module rejects it.
"""

from __future__ import annotations

import json as _json
from typing import Any

from hcl.cty.convert import convert
from hcl.cty.errors import (
    ConversionError,
    CtyError,
    GetAttrStep,
    IndexStep,
    JSONError,
    Path,
    go_quote,
)
from hcl.cty.numbers import Number
from hcl.cty.types import (
    BOOL,
    DYNAMIC,
    EMPTY_OBJECT_TYPE,
    EMPTY_TUPLE_TYPE,
    NUMBER,
    STRING,
    List,
    Map,
    Object,
    Set,
    Tuple,
    Type,
)
from hcl.cty.values import EMPTY_OBJECT, EMPTY_TUPLE, FALSE, TRUE, Value

__all__ = [
    "MAX_JSON_DEPTH",
    "go_json_string",
    "implied_type",
    "marshal",
    "marshal_simple",
    "marshal_type",
    "unmarshal",
    "unmarshal_simple",
    "unmarshal_type",
]


class _JSONNumber(str):
    """The text of a JSON number, kept verbatim."""

    __slots__ = ()


class _JSONObject(list):  # type: ignore[type-arg]
    """A JSON object as its (key, value) pairs, in document order."""

    __slots__ = ()


def _reject_constant(name: str) -> Any:
    raise ValueError(f"invalid JSON literal {name}")


def _parse(text: str | bytes) -> Any:
    if isinstance(text, bytes | bytearray):
        text = bytes(text).decode("utf-8", "replace")
    if not isinstance(text, str):
        raise TypeError("JSON text must be str or bytes")
    try:
        node = _json.loads(text, parse_float=_JSONNumber, parse_int=_JSONNumber,
                           parse_constant=_reject_constant, object_pairs_hook=_JSONObject)
    except _json.JSONDecodeError as e:
        if e.msg == "Extra data":
            raise JSONError("extraneous data after JSON object") from None
        if not text.strip():
            raise JSONError("EOF") from None
        raise JSONError(f"{e.msg} (line {e.lineno}, column {e.colno})") from None
    except ValueError as e:
        raise JSONError(str(e)) from None
    except RecursionError:
        raise _too_deep() from None
    _check_depth(node)
    return node


#: Deepest nesting of arrays and objects accepted in a JSON document.
MAX_JSON_DEPTH = 200


def _too_deep() -> JSONError:
    return JSONError(f"JSON document is nested too deeply (more than {MAX_JSON_DEPTH} levels)")


def _check_depth(node: Any) -> None:
    stack = [(node, 1)]
    while stack:
        cur, depth = stack.pop()
        if isinstance(cur, list):
            if depth > MAX_JSON_DEPTH:
                raise _too_deep()
            items = [v for _, v in cur] if isinstance(cur, _JSONObject) else cur
            stack.extend((v, depth + 1) for v in items)


def _clean(s: str) -> str:
    """Replace lone surrogates (invalid in UTF-8) by U+FFFD, as Go's decoder does."""
    if any("\ud800" <= ch <= "\udfff" for ch in s):
        s = "".join("\ufffd" if "\ud800" <= ch <= "\udfff" else ch for ch in s)
    return s


# ---------------------------------------------------------------------- type JSON


def marshal_type(ty: Type) -> str:
    """The JSON description of a type (capsule types raise JSONError)."""
    return _json.dumps(_type_node(ty), separators=(",", ":"), ensure_ascii=False)


def _type_node(ty: Type) -> Any:
    if ty.is_primitive or ty.is_dynamic:
        return ty.friendly_name()
    if ty.is_list or ty.is_set or ty.is_map:
        kind = "list" if ty.is_list else "set" if ty.is_set else "map"
        return [kind, _type_node(ty.element_type)]
    if ty.is_object:
        node: list[Any] = ["object", {k: _type_node(t) for k, t in
                                      sorted(ty.attribute_types.items())}]
        if ty.optional_attributes:
            node.append(sorted(ty.optional_attributes))
        return node
    if ty.is_tuple:
        elems = []
        for t in ty.element_types:
            elems.append(_type_node(t))
        return ["tuple", elems]
    raise JSONError(f"type not allowed: {ty.friendly_name()}")


def unmarshal_type(text: str | bytes) -> Type:
    """The type described by a JSON type description."""
    return _node_type(_parse(text))


_PRIMITIVES = {"string": STRING, "number": NUMBER, "bool": BOOL, "dynamic": DYNAMIC}


def _node_type(node: Any) -> Type:
    if isinstance(node, str) and not isinstance(node, _JSONNumber):
        ty = _PRIMITIVES.get(node)
        if ty is None:
            raise JSONError(f"invalid primitive type name {_q(node)}")
        return ty
    if isinstance(node, list) and not isinstance(node, _JSONObject):
        if not node or not isinstance(node[0], str) or isinstance(node[0], _JSONNumber):
            raise JSONError("invalid complex type description")
        kind = node[0]
        if kind in ("list", "set", "map"):
            if len(node) < 2:
                raise JSONError("invalid complex type description")
            if len(node) > 2:
                raise JSONError("unexpected extra data in type description")
            ety = _node_type(node[1])
            return List(ety) if kind == "list" else Set(ety) if kind == "set" else Map(ety)
        if kind == "object":
            if len(node) < 2 or not isinstance(node[1], _JSONObject):
                raise JSONError("invalid complex type description")
            if len(node) > 3:
                raise JSONError("unexpected extra data in type description")
            attrs = {}
            for k, v in node[1]:
                attrs[k] = _node_type(v)
            optional: list[str] = []
            if len(node) == 3:
                opt = node[2]
                if not isinstance(opt, list) or isinstance(opt, _JSONObject) or not all(
                        isinstance(o, str) and not isinstance(o, _JSONNumber) for o in opt):
                    raise JSONError("invalid complex type description")
                optional = list(opt)
                if any(o not in attrs for o in optional):
                    raise JSONError("invalid complex type description")
            return Object(attrs, optional)
        if kind == "tuple":
            if len(node) < 2 or not isinstance(node[1], list) or isinstance(node[1],
                                                                            _JSONObject):
                raise JSONError("invalid complex type description")
            if len(node) > 2:
                raise JSONError("unexpected extra data in type description")
            etys = []
            for e in node[1]:
                etys.append(_node_type(e))
            return Tuple(etys)
        raise JSONError("invalid complex type kind name")
    raise JSONError("invalid type description")


# ---------------------------------------------------------------------- values out


_SHORT_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t",
                  "\b": "\\b", "\f": "\\f"}


def go_json_string(s: str) -> str:
    """A JSON string literal exactly as Go's ``json.Marshal`` writes it (HTML-safe)."""
    out = ['"']
    for ch in s:
        esc = _SHORT_ESCAPES.get(ch)
        if esc is not None:
            out.append(esc)
            continue
        cp = ord(ch)
        if cp < 0x20 or ch in "<>&" or cp in (0x2028, 0x2029):
            out.append(f"\\u{cp:04x}")
        elif 0xD800 <= cp <= 0xDFFF:
            out.append("\ufffd")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def marshal(value: Value, ty: Type) -> str:
    """The JSON encoding of ``value`` as type ``ty`` (converting it first if its type
    does not conform)."""
    if value.type.test_conformance(ty):
        try:
            value = convert(value, ty)
        except ConversionError as e:
            raise JSONError(e.message, e.path) from None
    out: list[str] = []
    try:
        _marshal(value, ty, None, out)
    except RecursionError:
        raise JSONError("value is nested too deeply to serialize") from None
    return "".join(out)


def marshal_simple(value: Value) -> str:
    """``marshal(value, value.type)``."""
    return marshal(value, value.type)


# The path to the value being marshalled, as (parent, step) links: building a tuple
# per level would cost memory quadratic in the nesting depth. It becomes a Path only
# for an error.
_Trail = tuple[Any, Any] | None


def _path_of(trail: _Trail) -> Path:
    steps = []
    while trail is not None:
        trail, step = trail
        steps.append(step)
    return tuple(reversed(steps))


def _marshal(val: Value, ty: Type, path: _Trail, out: list[str]) -> None:
    if val.marks:
        raise JSONError("value has marks, so it cannot be serialized as JSON", _path_of(path))
    if ty.is_dynamic and not val.type.is_dynamic:
        out.append('{"value":')
        _marshal(val, val.type, path, out)
        out.append(',"type":')
        try:
            out.append(marshal_type(val.type))
        except JSONError as exc:
            raise JSONError(f"failed to serialize type: {exc.message}", _path_of(path)) from None
        out.append("}")
        return
    if val.is_null:
        out.append("null")
        return
    if not val.is_known:
        raise JSONError("value is not known", _path_of(path))
    raw: Any = val._v
    if ty.is_string:
        out.append(go_json_string(raw))
    elif ty.is_number:
        if raw.is_inf:
            raise JSONError("cannot serialize infinity as JSON", _path_of(path))
        try:
            out.append(str(raw))
        except CtyError as exc:
            raise JSONError(exc.message, _path_of(path)) from None
    elif ty.is_bool:
        out.append("true" if raw else "false")
    elif ty.is_list or ty.is_set:
        ety = ty.element_type
        out.append("[")
        for i, (k, e) in enumerate(val.elements()):
            if i:
                out.append(",")
            _marshal(e, ety, (path, IndexStep(k)), out)
        out.append("]")
    elif ty.is_map:
        ety = ty.element_type
        out.append("{")
        for i, (k, e) in enumerate(val.elements()):
            if i:
                out.append(",")
            out.append(go_json_string(k.as_string()))
            out.append(":")
            _marshal(e, ety, (path, IndexStep(k)), out)
        out.append("}")
    elif ty.is_tuple:
        out.append("[")
        for i, ((k, e), ety) in enumerate(zip(val.elements(), ty.element_types, strict=True)):
            if i:
                out.append(",")
            _marshal(e, ety, (path, IndexStep(k)), out)
        out.append("]")
    elif ty.is_object:
        atys = ty.attribute_types
        out.append("{")
        for i, name in enumerate(sorted(atys)):
            if i:
                out.append(",")
            out.append(go_json_string(name))
            out.append(":")
            _marshal(val.get_attr(name), atys[name], (path, GetAttrStep(name)), out)
        out.append("}")
    elif ty.is_capsule:
        try:
            out.append(_json.dumps(raw, separators=(",", ":"), ensure_ascii=False))
        except (TypeError, ValueError) as e:
            raise JSONError(str(e), _path_of(path)) from None
    else:  # pragma: no cover
        raise JSONError(f"cannot JSON-serialize {ty.friendly_name()}", _path_of(path))


# ---------------------------------------------------------------------- values in


def unmarshal(text: str | bytes, ty: Type) -> Value:
    """Decode JSON text as a value of type ``ty`` (primitives are coerced: a JSON
    string may be a number or bool, a number or bool may be a string; missing object
    attributes become null)."""
    node = _parse(text)
    try:
        return _unmarshal(node, ty, ())
    except RecursionError:
        raise _too_deep() from None


def unmarshal_simple(text: str | bytes) -> Value:
    """Decode JSON text as a value of its implied type."""
    node = _parse(text)
    try:
        return _unmarshal(node, _implied(node), ())
    except RecursionError:
        raise _too_deep() from None


def _is_str(node: Any) -> bool:
    return isinstance(node, str) and not isinstance(node, _JSONNumber)


def _is_array(node: Any) -> bool:
    return isinstance(node, list) and not isinstance(node, _JSONObject)


def _unmarshal(node: Any, ty: Type, path: Path) -> Value:
    if node is None:
        return Value.null(ty)
    if ty.is_dynamic:
        return _unmarshal_dynamic(node, path)
    if ty.is_primitive:
        return _unmarshal_primitive(node, ty, path)
    if ty.is_list or ty.is_set:
        if not _is_array(node):
            raise JSONError("missing expected [", path)
        ety = ty.element_type
        elems = []
        for i, e in enumerate(node):
            key = Value.number(i) if ty.is_list else Value.unknown(ety)
            elems.append(_unmarshal(e, ety, (*path, IndexStep(key))))
        if ty.is_list:
            return Value.list(elems, ety)
        return Value.set(elems, ety)
    if ty.is_map:
        if not isinstance(node, _JSONObject):
            raise JSONError("missing expected {", path)
        ety = ty.element_type
        vals: dict[str, Value] = {}
        for k, e in node:
            k = _clean(k)
            vals[k] = _unmarshal(e, ety, (*path, IndexStep(Value.string(k))))
        return Value.map(vals, ety)
    if ty.is_tuple:
        if not _is_array(node):
            raise JSONError("missing expected [", path)
        etys = ty.element_types
        if len(node) > len(etys):
            raise JSONError(f"too many tuple elements (need {len(etys)})", path)
        if len(node) < len(etys):
            raise JSONError(f"not enough tuple elements (need {len(etys)})", path)
        if not etys:
            return EMPTY_TUPLE
        elems = []
        for i, (e, t) in enumerate(zip(node, etys, strict=True)):
            elems.append(_unmarshal(e, t, (*path, IndexStep(Value.number(i)))))
        return Value.tuple(elems)
    if ty.is_object:
        if not isinstance(node, _JSONObject):
            raise JSONError("missing expected {", path)
        atys = ty.attribute_types
        vals = {}
        for k, e in node:
            k = _clean(k)
            aty = atys.get(k)
            if aty is None:
                raise JSONError(f"unsupported attribute {_q(k)}", path)
            vals[k] = _unmarshal(e, aty, (*path, GetAttrStep(k)))
        for k, aty in atys.items():
            vals.setdefault(k, Value.null(aty))
        return Value.object(vals) if vals else EMPTY_OBJECT
    raise JSONError(f"unsupported type {ty.friendly_name()}", path)


def _unmarshal_primitive(node: Any, ty: Type, path: Path) -> Value:
    if ty == BOOL:
        if node is True or node is False:
            return TRUE if node else FALSE
        if _is_str(node):
            try:
                return convert(Value.string(_clean(node)), BOOL)
            except ConversionError as e:
                raise JSONError(e.message, path + e.path) from None
        raise JSONError("bool is required", path)
    if ty == NUMBER:
        if isinstance(node, str):
            try:
                return Value._make(NUMBER, Number.parse(node))
            except CtyError:
                raise JSONError("a number is required", path) from None
        raise JSONError("number is required", path)
    if isinstance(node, str):
        return Value.string(_clean(node) if not isinstance(node, _JSONNumber) else str(node))
    if node is True or node is False:
        return Value.string("true" if node else "false")
    raise JSONError("string is required", path)


_MISSING = object()


def _unmarshal_dynamic(node: Any, path: Path) -> Value:
    if not isinstance(node, _JSONObject):
        raise JSONError("missing expected {", path)
    ty: Type | None = None
    body: Any = _MISSING
    for k, e in node:
        if k == "type":
            try:
                ty = _node_type(e)
            except JSONError as err:
                raise JSONError(f"failed to decode type for dynamic value: {err.message}",
                                path) from None
        elif k == "value":
            body = e
        else:
            raise JSONError(f"invalid key {_q(k)} in dynamically-typed value", path)
    if ty is None:
        raise JSONError("missing type in dynamically-typed value", path)
    if body is _MISSING:
        raise JSONError("missing value in dynamically-typed value", path)
    try:
        return _unmarshal(body, ty, ())
    except JSONError as e:
        raise JSONError(e.message, path + e.path) from None


# ---------------------------------------------------------------------- implied type


def implied_type(text: str | bytes) -> Type:
    """The type a JSON document implies: null is dynamic, objects are object types,
    arrays are tuple types."""
    node = _parse(text)
    try:
        return _implied(node)
    except RecursionError:
        raise _too_deep() from None


def _implied(node: Any) -> Type:
    if node is None:
        return DYNAMIC
    if node is True or node is False:
        return BOOL
    if isinstance(node, _JSONNumber):
        return NUMBER
    if isinstance(node, str):
        return STRING
    if isinstance(node, _JSONObject):
        atys: dict[str, Type] = {}
        for k, e in node:
            k = _clean(k)
            t = _implied(e)
            if k in atys and atys[k] != t:
                raise JSONError(f"duplicate {_q(k)} property in JSON object")
            atys[k] = t
        return Object(atys) if atys else EMPTY_OBJECT_TYPE
    if isinstance(node, list):
        etys = []
        for e in node:
            etys.append(_implied(e))
        return Tuple(etys) if etys else EMPTY_TUPLE_TYPE
    raise JSONError(f"unsupported JSON token {node!r}")  # pragma: no cover


def _q(s: str) -> str:
    return go_quote(s)
