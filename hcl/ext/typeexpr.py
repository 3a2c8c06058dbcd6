"""Type expressions: types written in HCL syntax (the reference's ``ext/typeexpr``).

::

    expr, _ = hcl.parse_expression("map(object({name = string, port = optional(number, 80)}))")
    ty, diags = type_constraint(expr)                       # optional(...) and any allowed
    ty, defaults, diags = type_constraint_with_defaults(expr)
    value = defaults.apply(value)                           # before converting to ty

The syntax is read statically, never evaluated: keywords (``bool``, ``number``,
``string``, ``any``) through :func:`~hcl.analysis.expr_as_keyword`, constructors
(``list(T)``, ``set(T)``, ``map(T)``, ``object({name = T, ...})``,
``tuple([T, ...])``) through :func:`~hcl.analysis.expr_call`, so the same text
works inside JSON strings. Every problem is an ``"Invalid type specification"``
diagnostic with the reference's ranges (and details in this project's words).

:data:`TYPE_CONSTRAINT_TYPE` is a capsule type whose values hold a type; it
decodes expressions as type constraints (:mod:`hcl.ext.customdecode`), which is
what lets :data:`CONVERT` take ``convert(value, list(string))``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from hcl.analysis import expr_as_keyword, expr_call, expr_list, expr_map
from hcl.cty import (
    BOOL,
    DYNAMIC,
    NUMBER,
    STRING,
    CapsuleOps,
    CapsuleType,
    ConversionError,
    List,
    Map,
    Object,
    Set,
    Tuple,
    Type,
    Value,
)
from hcl.cty.convert import convert, unify_unsafe
from hcl.cty.function import ArgError, Function, Parameter
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.eval import evaluate
from hcl.ext.customdecode import CUSTOM_EXPRESSION_DECODER
from hcl.native.regex_lexer import is_identifier
from hcl.pos import Range
from hcl.text import go_quote

if TYPE_CHECKING:
    from hcl.eval import EvalContext
    from hcl.ir import Expression

__all__ = [
    "CONVERT",
    "TYPE_CONSTRAINT_TYPE",
    "Defaults",
    "type_",
    "type_constraint",
    "type_constraint_from_value",
    "type_constraint_value",
    "type_constraint_with_defaults",
    "type_string",
]

_INVALID = "Invalid type specification"
_COLLECTION_ARG = "The {0} type constructor takes exactly one argument, the element type, as in {0}(string)."
_OBJECT_ARG = ("The object type constructor takes exactly one argument, a map from attribute names to their "
               "types, as in object({name = string}).")
_TUPLE_ARG = ("The tuple type constructor takes exactly one argument, a list of the element types, as in "
              "tuple([string, number]).")
_COLLECTIONS: dict[str, Callable[[Type], Type]] = {"list": List, "set": Set, "map": Map}


@dataclass(frozen=True, eq=False)
class Defaults:
    """Default values of optional object attributes, at any depth of a type.

    ``children`` holds the defaults of nested types: by attribute name for
    objects, by decimal index for tuples, and under ``""`` for the element
    type of collections.
    """

    type: Type
    values: Mapping[str, Value] = field(default_factory=dict)
    children: Mapping[str, Defaults] = field(default_factory=dict)

    def apply(self, value: Value) -> Value:
        """``value`` with defaults filled in where optional attributes are missing or null.

        Lists and sets whose elements no longer unify become tuples, maps
        become objects. Nothing is reported: conversion to the type, which
        should follow, reports any mismatch.
        """
        if not value.is_known or value.is_null or (not self.values and not self.children):
            return value
        value, marks = value.unmark_with_marks()
        ty = value.type
        if ty.is_set or ty.is_list or ty.is_tuple:
            items = [self._apply_child(str(i), v) for i, v in enumerate(value.as_value_list())]
            if (ty.is_set or ty.is_list) and not items:
                result = (Value.set if ty.is_set else Value.list)([], ty.element_type)
            else:
                unified = _unify_values(items) if not ty.is_tuple else None
                if unified is not None:
                    result = (Value.set if ty.is_set else Value.list)(unified)
                else:
                    result = Value.tuple(items)
        elif ty.is_object or ty.is_map:
            attrs = {k: self._apply_child(k, v) for k, v in value.as_value_map().items()}
            for name, default in self.values.items():
                if name not in attrs or attrs[name].is_null:
                    child = self.children.get(name)
                    attrs[name] = child.apply(default) if child is not None else default
            if ty.is_map and not attrs:
                result = Value.map({}, ty.element_type)
            else:
                keys = sorted(attrs)
                unified = _unify_values([attrs[k] for k in keys]) if ty.is_map else None
                result = (Value.map(dict(zip(keys, unified, strict=True))) if unified is not None
                          else Value.object(attrs))
        else:
            result = value
        return result.with_marks(marks)

    def _apply_child(self, key: str, value: Value) -> Value:
        ty = self.type
        if ty.is_collection:
            child = self.children.get("")
        elif ty.is_tuple or ty.is_object:
            child = self.children.get(key)
        else:
            child = None
        return child.apply(value) if child is not None else value


def _unify_values(values: list[Value]) -> list[Value] | None:
    unified, convs = unify_unsafe([v.type for v in values])
    if unified is None or convs is None:
        return None
    out: list[Value] = []
    for v, conv in zip(values, convs, strict=True):
        try:
            out.append(conv(v) if conv is not None else v)
        except ConversionError:
            return None
    return out


def type_(expr: Expression) -> tuple[Type, Diagnostics]:
    """The exact type ``expr`` denotes (``any`` and ``optional`` are errors)."""
    ty, _, diags = _get_type(expr, False, False)
    return ty, diags


def type_constraint(expr: Expression) -> tuple[Type, Diagnostics]:
    """The type constraint ``expr`` denotes: ``any`` and ``optional(T)`` allowed."""
    ty, _, diags = _get_type(expr, True, False)
    return ty, diags


def type_constraint_with_defaults(expr: Expression) -> tuple[Type, Defaults | None, Diagnostics]:
    """As :func:`type_constraint`, also allowing ``optional(T, default)``."""
    return _get_type(expr, True, True)


def _error(detail: str, subject: Range, context: Range | None = None) -> Diagnostic:
    return Diagnostic.error(_INVALID, detail, subject, context)


def _fail(detail: str, subject: Range, context: Range | None = None) -> tuple[Type, None, Diagnostics]:
    return DYNAMIC, None, Diagnostics([_error(detail, subject, context)])


def _get_type(expr: Expression, constraint: bool, with_defaults: bool) -> tuple[Type, Defaults | None, Diagnostics]:
    keyword = expr_as_keyword(expr)
    if keyword:
        return _keyword_type(keyword, expr, constraint)

    call, diags = expr_call(expr)
    if call is None:
        return _fail("Write a type as a primitive type keyword (bool, number or string) or as a type "
                     "constructor call such as list(string).", expr.range)
    name, args = call.name, call.arguments
    if name in ("bool", "string", "number"):
        return _fail(f"{go_quote(name)} is a primitive type keyword and takes no arguments; write it without "
                     "parentheses.", call.args_range)
    if name == "any":
        return _fail(f"{go_quote(name)} is a type constraint keyword and takes no arguments; write it without "
                     "parentheses.", call.args_range)
    if len(args) != 1 and name in ("list", "set", "map", "object", "tuple"):
        subject = Range.between(args[1].range, args[-1].range) if len(args) > 1 else call.args_range
        detail = (_COLLECTION_ARG.format(name) if name in _COLLECTIONS else
                  _OBJECT_ARG if name == "object" else _TUPLE_ARG)
        return _fail(detail, subject, call.args_range)

    if name in _COLLECTIONS:
        ety, defaults, diags = _get_type(args[0], constraint, with_defaults)
        ty = _COLLECTIONS[name](ety)
        return ty, (Defaults(ty, {}, {"": defaults}) if defaults is not None else None), diags
    if name == "object":
        return _object_type(expr, args[0], constraint, with_defaults)
    if name == "tuple":
        items, _ = expr_list(args[0])
        if items is None:
            return _fail("The argument of tuple must be a list of element types in brackets, as in "
                         "tuple([string, number]).", args[0].range, expr.range)
        etys: list[Type] = []
        children: dict[str, Defaults] = {}
        diags = Diagnostics()
        for i, item in enumerate(items):
            ety, defaults, more = _get_type(item, constraint, with_defaults)
            diags.extend(more)
            etys.append(ety)
            if defaults is not None:
                children[str(i)] = defaults
        ty = Tuple(etys)
        return ty, (Defaults(ty, {}, children) if children else None), diags
    if name == "optional":
        return _fail(f"{go_quote(name)} can only modify the type of an attribute inside an object type "
                     "constructor.", call.name_range)
    return _fail(f"{go_quote(name)} is not a type constructor. The type constructors are list, set, map, "
                 "object and tuple.", expr.range)


def _keyword_type(keyword: str, expr: Expression, constraint: bool) -> tuple[Type, Defaults | None, Diagnostics]:
    simple = {"bool": BOOL, "string": STRING, "number": NUMBER}
    if keyword in simple:
        return simple[keyword], None, Diagnostics()
    if keyword == "any":
        if constraint:
            return DYNAMIC, None, Diagnostics()
        return _fail(f"{go_quote(keyword)} is not allowed here, because this specification needs an exact "
                     "type. Replace it with a specific type.", expr.range)
    if keyword in _COLLECTIONS:
        return _fail(_COLLECTION_ARG.format(keyword), expr.range)
    if keyword == "object":
        return _fail(_OBJECT_ARG, expr.range)
    if keyword == "tuple":
        return _fail(_TUPLE_ARG, expr.range)
    return _fail(f"{go_quote(keyword)} is not a type keyword. Use bool, number or string, or a type "
                 "constructor such as list(string).", expr.range)


def _object_type(
    expr: Expression, arg: Expression, constraint: bool, with_defaults: bool
) -> tuple[Type, Defaults | None, Diagnostics]:
    pairs, _ = expr_map(arg)
    if pairs is None:
        return _fail("The argument of object must be a map in braces from attribute names to their types, "
                     "as in object({name = string}).", arg.range, expr.range)
    diags = Diagnostics()
    atys: dict[str, Type] = {}
    optional: list[str] = []
    values: dict[str, Value] = {}
    children: dict[str, Defaults] = {}
    for pair in pairs:
        name = expr_as_keyword(pair.key)
        if not name:
            diags.append(_error("Each key in an object type's map must be a bare attribute name.", pair.key.range,
                                expr.range))
            continue
        if name in atys:
            diags.append(_error("This attribute name already appears in the object type; list each attribute only "
                                "once.", pair.key.range, expr.range))
            continue
        aty_expr = pair.value
        default_expr: Expression | None = None
        call, _ = expr_call(aty_expr)
        if call is not None and call.name == "optional":
            if not call.arguments:
                diags.append(_error("optional needs the attribute's type as its argument, as in optional(string).",
                                    call.args_range, aty_expr.range))
                continue
            if not constraint:
                diags.append(_error("optional can only be used in type constraints; an exact type has no optional "
                                    "attributes.",
                                    call.name_range, aty_expr.range))
            elif with_defaults and len(call.arguments) == 2:
                default_expr = call.arguments[1]
                default, more = evaluate(default_expr, None)
                diags.extend(more)
                if not more.has_errors:
                    optional.append(name)
                    values[name] = default
            elif len(call.arguments) == 1:
                optional.append(name)
            elif with_defaults:
                diags.append(_error("optional takes at most two arguments: the attribute's type and then its "
                                    "default value.", call.args_range, aty_expr.range))
            else:
                diags.append(_error("optional takes only the attribute's type here; default values are not accepted in "
                                    "this context.",
                                    call.args_range, aty_expr.range))
            aty_expr = call.arguments[0]

        aty, defaults, more = _get_type(aty_expr, constraint, with_defaults)
        diags.extend(more)
        if name in values and default_expr is not None:
            try:
                values[name] = convert(values[name], aty)
            except ConversionError as exc:
                diags.append(Diagnostic.error(
                    "Invalid default value for optional attribute",
                    f"The default value cannot be converted to the attribute's type: {exc}.",
                    default_expr.range))
                del values[name]
        atys[name] = aty
        if defaults is not None:
            children[name] = defaults
    ty = Object(atys, optional)
    return ty, (Defaults(ty, values, children) if values or children else None), diags


def type_string(ty: Type) -> str:
    """``ty`` as it would be written in a type expression (``object({a=number,b=string})``)."""
    simple = {STRING: "string", BOOL: "bool", NUMBER: "number", DYNAMIC: "any"}
    if ty in simple:
        return simple[ty]
    if ty.is_capsule:
        raise ValueError("type_string does not support capsule types")
    if ty.is_collection:
        kind = "list" if ty.is_list else "set" if ty.is_set else "map"
        return f"{kind}({type_string(ty.element_type)})"
    if ty.is_object:
        parts = []
        for name, aty in sorted(ty.attribute_types.items()):
            key = name if is_identifier(name) else go_quote(name)
            parts.append(f"{key}={type_string(aty)}")
        return "object({" + ",".join(parts) + "})"
    if ty.is_tuple:
        return "tuple([" + ",".join(type_string(t) for t in ty.element_types) + "])"
    raise ValueError(f"unsupported type {ty!r}")


# ---------------------------------------------------------------------- type constraints as values

def _decode_type_constraint(expr: Expression, ctx: EvalContext | None) -> tuple[Value | None, Diagnostics]:
    ty, diags = type_constraint(expr)
    if diags.has_errors:
        return None, diags
    return type_constraint_value(ty), diags


#: A capsule type whose values are type constraints; decodes expressions statically.
TYPE_CONSTRAINT_TYPE: CapsuleType = CapsuleType("type constraint", Type, CapsuleOps(
    extension_data=lambda key: _decode_type_constraint if key is CUSTOM_EXPRESSION_DECODER else None,
    type_go_string=lambda: "typeexpr.TypeConstraintType",
    go_string=lambda ty: f"typeexpr.TypeConstraintVal({ty.go_string()})",
    raw_equals=lambda a, b: a == b,
))


def type_constraint_value(ty: Type) -> Value:
    """A value of :data:`TYPE_CONSTRAINT_TYPE` holding ``ty``."""
    return Value.capsule(TYPE_CONSTRAINT_TYPE, ty)


def type_constraint_from_value(value: Value) -> Type:
    """The type held by a known value of :data:`TYPE_CONSTRAINT_TYPE`."""
    if value.type != TYPE_CONSTRAINT_TYPE:
        raise TypeError("value is not of the type constraint capsule type")
    ty: Type = value.encapsulated_value()
    return ty


def _convert_type(args: list[Value]) -> Type:
    want = type_constraint_from_value(args[1])
    try:
        return convert(args[0], want).type
    except ConversionError as exc:
        raise ArgError(0, exc.message, exc.path) from exc


def _convert_impl(args: list[Value], ret: Type) -> Value:
    try:
        return convert(args[0], ret)
    except ConversionError as exc:
        raise ArgError(0, exc.message, exc.path) from exc


#: ``convert(value, type)``: converts a value to a type constraint written as a type expression.
#: The second argument is decoded statically, which needs the evaluator's custom-decoding hook.
CONVERT = Function(
    params=[
        Parameter("value", DYNAMIC, allow_null=True, allow_dynamic_type=True),
        Parameter("type", TYPE_CONSTRAINT_TYPE),
    ],
    type=_convert_type,
    impl=_convert_impl,
    description="Converts a value to the given type constraint.",
)
