"""Index and attribute access with HCL's diagnostics (the reference's ``hcl.Index``/``GetAttr``)."""

from __future__ import annotations

from hcl import ir
from hcl.cty import DYNAMIC, DYNAMIC_VAL, NUMBER, STRING, ConversionError, Value
from hcl.cty.convert import convert
from hcl.diagnostics import Diagnostic
from hcl.eval.context import EvalContext
from hcl.pos import Range
from hcl.text import go_quote, name_suggestion

_INVALID_INDEX = "Invalid index"
_NO_ELEMENT = "No element of this collection has the given key"


def _err(summary: str, detail: str, subject: Range | None) -> Diagnostic:
    return Diagnostic.error(summary, detail, subject)


def index(collection: Value, key: Value, rng: Range | None) -> tuple[Value, list[Diagnostic]]:
    """``collection[key]``."""
    if collection.is_null:
        return DYNAMIC_VAL, [_err("Attempt to index null value",
                                  "The value being indexed is null, so it has no elements to select.", rng)]
    if key.is_null:
        return DYNAMIC_VAL, [_err(_INVALID_INDEX, "The index key is null. Use a number or a string as the key.", rng)]
    ty, kty = collection.type, key.type
    if ty == DYNAMIC or kty == DYNAMIC:
        return DYNAMIC_VAL.with_marks(collection.marks), []
    if ty.is_list or ty.is_tuple or ty.is_map:
        want = STRING if ty.is_map else NUMBER
        try:
            key = convert(key, want)
        except ConversionError as exc:
            return DYNAMIC_VAL, [_err(_INVALID_INDEX, f"This key cannot select an element here: {exc}.", rng)]
        has = collection.has_index(key).unmark()
        if not has.is_known:
            return (DYNAMIC_VAL if ty.is_tuple else Value.unknown(ty.element_type)), []
        if has.is_false():
            return DYNAMIC_VAL, [_missing_element(collection, key, rng)]
        return collection.index(key), []
    if ty.is_object:
        was_number = kty == NUMBER
        try:
            key = convert(key, STRING)
        except ConversionError as exc:
            return DYNAMIC_VAL, [_err(_INVALID_INDEX, f"This key cannot select an element here: {exc}.", rng)]
        if not key.is_known:
            return DYNAMIC_VAL, []
        name = key.unmark().as_string()
        if name not in ty.attribute_types:
            detail = f"The object has no attribute named {go_quote(name)}."
            if was_number:
                detail += " Objects are indexed by attribute name, not by position."
            return DYNAMIC_VAL, [_err(_INVALID_INDEX, detail, rng)]
        if not collection.is_known:
            return Value.unknown(ty.attribute_types[name]).with_marks(collection.marks), []
        return collection.get_attr(name), []
    if ty.is_set:
        return DYNAMIC_VAL, [_err(
            _INVALID_INDEX,
            "Set elements have no index or key, so a single element cannot be selected. Convert the set to a "
            "list first, or use a for expression to work across all of its elements.", rng)]
    return DYNAMIC_VAL, [_err(_INVALID_INDEX, f"A value of type {ty.friendly_name()} has no elements to index.",
                              rng)]


def _missing_element(collection: Value, key: Value, rng: Range | None) -> Diagnostic:
    ty = collection.type
    if (ty.is_list or ty.is_tuple) and key.type == NUMBER and key.is_known and not key.is_null:
        num = key.unmark().as_number()
        if not num.is_int:
            return _err(_INVALID_INDEX, "A sequence index must be a whole number, but this one has a fractional "
                        "part.", rng)
        if num.sign < 0:
            return _err(_INVALID_INDEX, "A sequence index cannot be negative; the first element is at index 0.",
                        rng)
        length = collection.length()
        if length.is_known and not length.marks:
            n = length.as_number()
            if num.cmp(n) >= 0:
                if n.sign == 0:
                    return _err(_INVALID_INDEX, "The collection is empty, so no index selects an element.", rng)
                return _err(_INVALID_INDEX, "The index is out of range: indexes start at 0, so the last element's "
                            "index is one less than the collection's length.", rng)
    return _err(_INVALID_INDEX, f"{_NO_ELEMENT}.", rng)


def get_attr(obj: Value, name: str, rng: Range | None) -> tuple[Value, list[Diagnostic]]:
    """``obj.name``."""
    if obj.is_null:
        return DYNAMIC_VAL, [_err("Attempt to get attribute from null value",
                                  "The value is null, so it has no attributes to read.", rng)]
    ty = obj.type
    if ty == DYNAMIC:
        return DYNAMIC_VAL.with_marks(obj.marks), []
    if ty.is_object:
        if name not in ty.attribute_types:
            return DYNAMIC_VAL, [_err("Unsupported attribute",
                                      f"{go_quote(name)} is not an attribute of this object.", rng)]
        if not obj.is_known:
            return Value.unknown(ty.attribute_types[name]).with_marks(obj.marks), []
        return obj.get_attr(name), []
    if ty.is_map:
        if not obj.is_known:
            return Value.unknown(ty.element_type).with_marks(obj.marks), []
        key = Value.string(name)
        if not obj.has_index(key).unmark().is_true():
            return DYNAMIC_VAL, [_err("Missing map element",
                                      f"No element of this map has the key {go_quote(name)}.", rng)]
        return obj.index(key), []
    if ty.is_list and ty.element_type.is_object:
        if name in ty.element_type.attribute_types:
            detail = (f"A list of objects has no attributes of its own. To read {go_quote(name)}, select one "
                      f"element first, as in [0].{name}, or use a splat for every element, as in [*].{name}.")
        else:
            detail = ("A list of objects has no attributes of its own. Select one element with an index first, "
                      "or use a splat [*] to read the attribute from every element.")
        return DYNAMIC_VAL, [_err("Unsupported attribute", detail, rng)]
    if ty.is_set and ty.element_type.is_object:
        return DYNAMIC_VAL, [_err("Unsupported attribute", "A set of objects has no attributes of its own. Use a "
                                  "splat [*] or a for expression to read the attribute from every element.", rng)]
    if ty.is_primitive:
        return DYNAMIC_VAL, [_err("Unsupported attribute", f"A {ty.friendly_name()} value has no attributes.", rng)]
    return DYNAMIC_VAL, [_err("Unsupported attribute", f"A value of type {ty.friendly_name()} has no attributes.",
                              rng)]




def traverse_step(value: Value, step: ir.Traverser) -> tuple[Value, list[Diagnostic]]:
    if isinstance(step, ir.TraverseAttr):
        return get_attr(value, step.name, step.range)
    if isinstance(step, ir.TraverseIndex):
        return index(value, step.key, step.range)
    return DYNAMIC_VAL, [_err("Unsupported traversal", "Splat steps cannot be applied to a value here.", step.range)]


def traverse_rel(value: Value, steps: tuple[ir.Traverser, ...]) -> tuple[Value, list[Diagnostic]]:
    """Apply relative steps, stopping at the first error (then the result is dynamic)."""
    current = value
    diags: list[Diagnostic] = []
    for step in steps:
        current, step_diags = traverse_step(current, step)
        diags.extend(step_diags)
        if step_diags:
            return DYNAMIC_VAL, diags
    return current, diags


def traverse_abs(traversal: ir.Traversal, ctx: EvalContext | None) -> tuple[Value, list[Diagnostic]]:
    """Look up the root variable in ``ctx`` and apply the remaining steps."""
    root = traversal.steps[0]
    assert isinstance(root, ir.TraverseRoot)
    value, allowed = ctx.lookup_variable(root.name) if ctx is not None else (None, False)
    if value is not None:
        return traverse_rel(value, traversal.steps[1:])
    if not allowed:
        return DYNAMIC_VAL, [_err("Variables not allowed",
                                  "This expression cannot refer to variables; use a literal value.", root.range)]
    assert ctx is not None
    suggestion = name_suggestion(root.name, ctx.variable_names())
    hint = f" Did you mean {go_quote(suggestion)}?" if suggestion else ""
    return DYNAMIC_VAL, [_err("Unknown variable",
                              f"No variable named {go_quote(root.name)} is defined here.{hint}", root.range)]
