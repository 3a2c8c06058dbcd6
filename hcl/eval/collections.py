"""Tuple and object constructors, object keys, ``for`` expressions and splats."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hcl import ir
from hcl.cty import (
    BOOL,
    DYNAMIC,
    DYNAMIC_VAL,
    EMPTY_TUPLE,
    FALSE,
    STRING,
    TRUE,
    ConversionError,
    CtyError,
    List,
    Tuple,
    Value,
)
from hcl.cty.convert import convert
from hcl.eval.context import EvalContext
from hcl.pos import Range
from hcl.text import go_quote

if TYPE_CHECKING:
    from hcl.cty import Type
    from hcl.diagnostics import Diagnostic
    from hcl.eval.evaluate import Evaluator




_UNBOUND: Any = object()  # a splat symbol with no value yet


def tuple_cons(ev: Evaluator, expr: ir.TupleCons) -> Value:
    return Value.tuple([ev.eval(e) for e in expr.exprs])


# ---------------------------------------------------------------------- objects

def _keyword(expr: ir.Expression) -> str:
    """A bare name used as an object key (``{a = 1}``, also ``true``/``false``/``null``)."""
    if isinstance(expr, ir.ScopeTraversal) and len(expr.traversal) == 1:
        return expr.traversal.root_name
    if isinstance(expr, ir.Literal):
        value = expr.value
        if value.type == BOOL and value.is_known and not value.is_null:
            return "true" if value.raw_equals(TRUE) else "false"
        if value.is_null and value.type == DYNAMIC:
            return "null"
    return ""


def object_key(ev: Evaluator, expr: ir.ObjectKey) -> Value:
    if not expr.force_non_literal:
        wrapped = expr.wrapped
        if isinstance(wrapped, ir.ScopeTraversal) and len(wrapped.traversal) > 1:
            ev.error("Ambiguous attribute key",
                     "This key could be a reference or a name containing periods. Put it in parentheses to use "
                     "the value it refers to, or in quotes to use it as a literal name.",
                     expr.range)
            return DYNAMIC_VAL
        name = _keyword(wrapped)
        if name:
            return Value.string(name)
    return ev.eval(expr.wrapped)


def object_cons(ev: Evaluator, expr: ir.ObjectCons) -> Value:
    attrs: dict[str, Value] = {}
    marks = []
    known = True
    for item in expr.items:
        key, key_diags = ev.sub(item.key)
        ev.diags.extend(key_diags)
        value = ev.eval(item.value)
        if any(d.is_error for d in key_diags):
            known = False
            continue
        if key.is_null:
            ev.error("Null value as key", "This key evaluates to null, but object keys must be strings.",
                     item.value.range)
            known = False
            continue
        marks.append(key.marks)
        key = key.unmark()
        try:
            key = convert(key, STRING)
        except ConversionError as exc:
            ev.error("Incorrect key type", f"Object keys must be strings, and this key cannot become one: {exc}.",
                     item.key.range)
            known = False
            continue
        if not key.is_known:
            known = False
            continue
        attrs[key.as_string()] = value  # a later duplicate wins, as in the reference
    if not known:
        return DYNAMIC_VAL
    return Value.object(attrs).with_marks(*marks)


# ---------------------------------------------------------------------- for

def for_expr(ev: Evaluator, expr: ir.For) -> Value:
    coll = ev.eval(expr.collection)
    if coll.is_null:
        ev.error("Iteration over null value", "The collection after 'in' is null, so there is nothing to iterate over.",
                 expr.collection.range, expr.range)
        return DYNAMIC_VAL
    if coll.type == DYNAMIC:
        return DYNAMIC_VAL
    marks = [coll.marks]
    coll = coll.unmark()
    if not coll.can_iterate_elements:
        ev.error("Iteration over non-iterable value",
                 f"A 'for' expression iterates over a list, set, tuple, map or object, but this value is of type "
                 f"{coll.type.friendly_name()}.", expr.collection.range, expr.range)
        return DYNAMIC_VAL
    if not coll.is_known:
        return DYNAMIC_VAL.with_marks(*marks)

    def scope(key: Value, value: Value) -> EvalContext:
        variables = {expr.value_var: value}
        if expr.key_var:
            variables[expr.key_var] = key
        return ev.ctx.child(variables) if ev.ctx is not None else EvalContext(variables)

    if expr.condition is not None:
        # Check the condition's type once, with the iteration variables unknown.
        result, cond_diags = ev.sub(expr.condition, scope(DYNAMIC_VAL, DYNAMIC_VAL))
        ev.diags.extend(cond_diags)
        if result.is_null:
            ev.error("Condition is null", "The 'if' condition evaluates to null; it must be true or false.",
                     expr.condition.range, expr.range)
            return DYNAMIC_VAL
        try:
            convert(result, BOOL)
        except ConversionError as exc:
            ev.error("Invalid 'for' condition", f"The 'if' condition must be a bool: {exc}.",
                     expr.condition.range, expr.range)
            return DYNAMIC_VAL
        if any(d.is_error for d in cond_diags):
            return DYNAMIC_VAL

    known = True
    items: list[tuple[str | None, Value]] = []
    for key, value in coll.elements():
        child = scope(key, value)
        if expr.condition is not None:
            include, cond_diags = ev.sub(expr.condition, child)
            ev.diags.extend(cond_diags)
            if include.is_null:
                if known:
                    ev.error("Invalid 'for' condition",
                             "The 'if' condition evaluates to null; it must be true or false.",
                             expr.condition.range, expr.range)
                known = False
                continue
            try:
                include = convert(include, BOOL)
            except ConversionError as exc:
                if known:
                    ev.error("Invalid 'for' condition", f"The 'if' condition must be a bool: {exc}.",
                             expr.condition.range, expr.range)
                known = False
                continue
            if not include.is_known:
                known = False
                continue
            marks.append(include.marks)
            if include.unmark().raw_equals(FALSE):
                continue
        key_str: str | None = None
        if expr.key_expr is not None:
            raw_key, key_diags = ev.sub(expr.key_expr, child)
            ev.diags.extend(key_diags)
            if raw_key.is_null:
                if known:
                    ev.error("Invalid object key", "The key expression evaluates to null, but object keys must be "
                             "strings.",
                             expr.key_expr.range, expr.range)
                known = False
                continue
            if not raw_key.is_known:
                known = False
                continue
            try:
                converted = convert(raw_key, STRING)
            except ConversionError as exc:
                if known:
                    ev.error("Invalid object key", f"The key expression must produce a string: {exc}.",
                             expr.key_expr.range, expr.range)
                known = False
                continue
            marks.append(converted.marks)
            key_str = converted.unmark().as_string()
        value_result, value_diags = ev.sub(expr.value_expr, child)
        ev.diags.extend(value_diags)
        items.append((key_str, value_result))

    if expr.key_expr is None:
        if not known:
            return DYNAMIC_VAL
        return Value.tuple([v for _, v in items]).with_marks(*marks)
    if expr.group:
        groups: dict[str, list[Value]] = {}
        for k, v in items:
            assert k is not None
            groups.setdefault(k, []).append(v)
        if not known:
            return DYNAMIC_VAL
        return Value.object({k: Value.tuple(vs) for k, vs in groups.items()}).with_marks(*marks)
    attrs: dict[str, Value] = {}
    for k, v in items:
        assert k is not None
        if k in attrs:
            ev.error("Duplicate object key",
                     f"More than one element produces the key {go_quote(k)}. To collect the values that share a key "
                     'into a tuple, end the value with "...", as in {for ... : k => v...}.',
                     expr.key_expr.range, expr.range)
            continue
        attrs[k] = v
    if not known:
        return DYNAMIC_VAL
    return Value.object(attrs).with_marks(*marks)


# ---------------------------------------------------------------------- splat

def splat(ev: Evaluator, expr: ir.Splat) -> Value:
    source, source_diags = ev.sub(expr.source)
    ev.diags.extend(source_diags)
    if any(d.is_error for d in source_diags):
        return DYNAMIC_VAL
    ty = source.type
    auto_upgrade = not (ty.is_tuple or ty.is_list or ty.is_set)
    if source.is_null:
        if auto_upgrade:
            return EMPTY_TUPLE
        ev.error("Splat of null value", "This list, set or tuple is null, so the splat has no elements to work on.",
                 expr.source.range, Range.between(expr.source.range, expr.marker_range))
        return DYNAMIC_VAL
    if ty == DYNAMIC:
        return DYNAMIC_VAL
    upgraded_unknown = False
    if auto_upgrade:
        upgraded_unknown = not source.is_known
        source = Value.tuple([source])
        ty = source.type

    def each(item: Value) -> tuple[Value, list[Diagnostic]]:
        # The splat's symbol is bound in the evaluation's one table for the time of
        # this call (a copy per nested splat would cost memory quadratic in depth).
        symbols = ev.symbols
        outer = symbols.get(expr.item, _UNBOUND)
        symbols[expr.item] = item
        inner = type(ev)(ev.ctx, symbols)
        try:
            value = inner.eval(expr.each)
        finally:
            if outer is _UNBOUND:
                del symbols[expr.item]
            else:
                symbols[expr.item] = outer
        return value, inner.diags

    def result_type() -> tuple[Type, list[Diagnostic]]:
        if ty.is_list or ty.is_set:
            value, diags = each(Value.unknown(ty.element_type))
            return List(value.type), diags
        if ty.is_tuple:
            types, diags = [], []
            for ety in ty.element_types:
                value, item_diags = each(Value.unknown(ety))
                types.append(value.type)
                diags.extend(item_diags)
            return Tuple(types), diags
        return DYNAMIC, []

    if not source.is_known:
        rtype, diags = result_type()
        ev.diags.extend(diags)
        return Value.unknown(rtype)

    marks = source.marks
    source = source.unmark()
    values = []
    known = True
    for _, item in source.elements():
        value, item_diags = each(item)
        ev.diags.extend(item_diags)
        if any(d.is_error for d in item_diags):
            known = False
        values.append(value)
    if upgraded_unknown:
        return DYNAMIC_VAL
    if not known:
        rtype, _ = result_type()
        return Value.unknown(rtype)
    if ty.is_list or ty.is_set:
        if not values:
            rtype, diags = result_type()
            ev.diags.extend(diags)
            return Value.list([], element_type=rtype.element_type)
        try:
            return Value.list(values).with_marks(marks)
        except CtyError:
            ev.error("Invalid nested splat expressions",
                     "The results of this splat do not share one type, so they cannot form a list. Nested splats "
                     "over objects with differing attributes cause this; a for expression can build a tuple "
                     "instead.", expr.each.range)
            return DYNAMIC_VAL
    return Value.tuple(values).with_marks(marks)

