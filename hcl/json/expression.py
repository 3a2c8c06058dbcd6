"""JSON values as expression nodes, and what they mean (json-spec.md, "Expressions").

The JSON parser keeps values as written: strings their decoded text, numbers
their source text (full precision), objects every property in order,
duplicates included. What a value means depends on how it is read.

Two modes, as the reference's JSON expression ``Value``:

* literal-only (:func:`literal_value`, the reference's nil evaluation context):
  strings are taken verbatim, numbers exactly, arrays become tuples and objects
  objects;
* full expression mode (:func:`to_native`): every string, object keys included,
  is a native-syntax template (a lone interpolation is unwrapped), so the JSON
  value becomes an ordinary native expression for the evaluator.

A JSON object in full mode differs from a native object constructor in two
details (a repeated key is an error and the first definition wins; a null key
has its own message), so :func:`evaluate` evaluates a JSON value exactly as the
reference, given the evaluator's function for native expressions.

Template text is parsed from the decoded string starting one column and one
byte after the opening quote, as the reference does, so positions inside a
string that contained escapes are approximate (the reference's too).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

from hcl import ir
from hcl.cty import DYNAMIC, DYNAMIC_VAL, FALSE, STRING, TRUE, Value
from hcl.cty.convert import convert
from hcl.cty.errors import ConversionError
from hcl.deep import SHARED_C_LIMIT, WINDOW, nesting_depth, recursion_room, slide, sliding_limit
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.ir.held_elements import ElementRun, held_field
from hcl.ir.node import assembler, joint_offsets, joint_span, kept, kept_range, kept_span, node, pack_offsets
from hcl.ir.pickling import PicklesByFields
from hcl.native import parse_template
from hcl.pos import Pos, PositionIndex, Range, span_range
from hcl.text import go_quote

if TYPE_CHECKING:
    from hcl.eval import Evaluator

__all__ = [
    "JSONArray", "JSONBool", "JSONInvalid", "JSONNull", "JSONNumber", "JSONObject", "JSONProperty",
    "JSONString", "JSONValue", "duplicate_attribute", "evaluate", "literal_value", "property_parts",
    "string_template", "template_start", "to_native",
]


class JSONValue(ir.Expression):
    """Base of the JSON value nodes.

    The evaluator does not know the JSON syntax: it calls :meth:`evaluate_in`,
    the hook it defines for expressions of other syntaxes.
    """

    __slots__ = ()

    def evaluate_in(self, evaluator: Evaluator) -> Value:
        """This value's meaning for ``evaluator``: literal-only without a context, else full mode."""
        if evaluator.ctx is None:
            value, diags = literal_value(self)
        else:
            def native(e: ir.Expression, _ctx: Any) -> tuple[Value, Diagnostics]:
                value, diags = evaluator.sub(e)
                return value, Diagnostics(diags)

            value, diags = evaluate(self, evaluator.ctx, native)
        evaluator.diags.extend(diags)
        return value


@node
class JSONString(JSONValue):
    """A string; ``value`` is the decoded text, ``range`` includes the quotes."""

    value: str
    range: Range


# A number's text that an int gives back exactly (and fits 60 bits).
_PLAIN_INT = re.compile(r"0|-?[1-9][0-9]{0,17}")


def _pack_number_text(text: str) -> str | int:
    """A number's text as the int it writes, when that gives the text back."""
    return int(text) if text.__class__ is str and _PLAIN_INT.fullmatch(text) else text


@node
class JSONNumber(JSONValue):
    """A number, as its exact source text (kept as an int when it is one written plainly)."""

    text: str
    range: Range

    __packed_fields__ = (("text", _pack_number_text, str, str),)


@node
class JSONBool(JSONValue):
    value: bool
    range: Range


@node
class JSONNull(JSONValue):
    range: Range


@node
class JSONInvalid(JSONValue):
    """Placeholder for a value that failed to parse (the error is already reported)."""

    range: Range


# What a property's pack function gives for a value without a stand-in.
_NO_STAND_IN = object()


def _stand_in(value: Any) -> Any:
    """What stands for a string, a number written as a plain int, a bool or null in a
    property that knows its range: its text, int, bool or None (else :data:`_NO_STAND_IN`)."""
    kind = value.__class__
    if kind is JSONString:
        text = value.value
        return text if text.__class__ is str else _NO_STAND_IN
    if kind is JSONNumber:
        text = kept(value, "text")
        return text if text.__class__ is int else _NO_STAND_IN
    if kind is JSONBool:
        flag = value.value
        return flag if flag is True or flag is False else _NO_STAND_IN
    if kind is JSONNull:
        return None
    return _NO_STAND_IN


def _from_stand_in(held: Any, span: float | int, src: PositionIndex) -> JSONValue:
    kind = held.__class__
    if kind is str:
        return make_string(held, span, src)
    if kind is int:
        return make_number(held, span, src)
    if kind is bool:
        return make_bool(held, span, src)
    return make_null(span, src)


def _pack_property(key: JSONString, value: JSONValue) -> tuple[Any, Any, float | int | None, PositionIndex | None]:
    """A property's key as its text and its value as what stands for it (see
    :func:`_stand_in`), when the value has one and both ranges are offsets over one
    source: those ranges are then kept in one number. Otherwise the two nodes."""
    if key.__class__ is not JSONString or key.value.__class__ is not str:
        return key, value, None, None
    held = _stand_in(value)
    if held is _NO_STAND_IN:
        return key, value, None, None
    src, key_span = kept_range(key)
    value_src, value_span = kept_range(value)
    if value_src is not src:
        return key, value, None, None
    spans = pack_offsets(src, (key_span, value_span), False)
    if spans is None:
        return key, value, None, None
    return key.value, held, spans, src


def _unpack_key(key: Any, prop: JSONProperty) -> JSONString:
    joint = joint_span(prop, 2, 0)
    if joint is None:
        return key  # type: ignore[no-any-return]
    src, span = joint
    return make_string(key, span, src)


def _unpack_value(value: Any, prop: JSONProperty) -> JSONValue:
    joint = joint_span(prop, 2, 1)
    if joint is None:
        return value  # type: ignore[no-any-return]
    src, span = joint
    return _from_stand_in(value, span, src)


def property_parts(prop: JSONProperty) -> tuple[Range, JSONValue]:
    """A property's name range and value, read together (a packed property decodes its
    ranges once, where reading the two fields decodes them twice)."""
    joint = joint_offsets(prop, 2)
    if joint is None:
        return prop.name_range, prop.value
    src, ((key_start, key_end), (start, end)), _ = joint
    return (span_range(src, kept_span(src, key_start, key_end)),
            _from_stand_in(kept(prop, "value"), kept_span(src, start, end), src))


@node
class JSONProperty(PicklesByFields):
    """``"name": value``; the key is a :class:`JSONString` (it can be read as a template)."""

    key: JSONString
    value: JSONValue

    __packed_jointly__ = (_pack_property, _unpack_key, _unpack_value)

    @property
    def name(self) -> str:
        key = kept(self, "key")
        return key if key.__class__ is str else key.value

    @property
    def name_range(self) -> Range:
        joint = joint_span(self, 2, 0)
        if joint is None:
            return self.key.range
        src, span = joint
        return span_range(src, span)


# Each value node from what it keeps (its value, then its range's span and position
# index), as the parser and the properties make them.
make_string = assembler(JSONString)
make_number = assembler(JSONNumber)
make_bool = assembler(JSONBool)
make_null = assembler(JSONNull)


@node
class JSONObject(JSONValue):
    """``{...}``: properties in source order, duplicate names kept."""

    properties: tuple[JSONProperty, ...]
    range: Range
    open_range: Range
    close_range: Range

    @property
    def start_range(self) -> Range:
        return self.open_range


def item_run() -> ElementRun:
    """A run gathering an array's items as they are parsed: past 16 of them, while each
    has a stand-in (see :func:`_stand_in`), as the stand-ins and their ranges alone."""
    return ElementRun(_stand_in, _from_stand_in, _NO_STAND_IN, 16)


@node
class JSONArray(JSONValue):
    """``[...]``; a long array of plain values keeps what stands for them until they are read."""

    items: tuple[JSONValue, ...]
    range: Range
    open_range: Range

    __packed_by_ranges__ = (held_field("items"),)

    @property
    def start_range(self) -> Range:
        return self.open_range



# Python frames the conversions below use per level of nesting (one call each,
# plus the evaluator's when a native expression is evaluated inside).
_FRAMES_PER_LEVEL = 4


def _children(v: JSONValue) -> tuple[JSONValue, ...]:
    if isinstance(v, JSONArray):
        return v.items
    if isinstance(v, JSONObject):
        # What a property keeps for a plain value stands for a leaf: no node is made.
        return tuple(kept(p, "value") for p in v.properties)
    return ()


def _depth(expr: JSONValue) -> int:
    if not isinstance(expr, JSONArray | JSONObject):
        return 1
    root: JSONValue = expr
    return nesting_depth(root, _children)


def _room_for(expr: JSONValue) -> AbstractContextManager[None]:
    """Recursion room for converting ``expr``: the conversions recurse through Python calls only."""
    return recursion_room(_FRAMES_PER_LEVEL * _depth(expr))


def template_start(string: JSONString) -> Pos:
    """Where a string's template text is taken to start: just after the opening quote."""
    s = string.range.start
    return Pos(s.line, s.column + 1, s.byte + 1)


# Strings read as templates are cached when at most this long (a longer one is parsed
# each time it is read: the cache would keep its text and parse alive).
_CACHED_TEXT = 256


@functools.lru_cache(maxsize=4096)
def _parse_short_template(text: str, filename: str, start: Pos) -> tuple[ir.Expression, Diagnostics]:
    return parse_template(text, filename, start)


def string_template(string: JSONString) -> tuple[ir.Expression, Diagnostics]:
    """A JSON string read as a native template.

    When the template does not parse, the expression is an
    :class:`~hcl.ir.ExprSyntaxError` (evaluating to the dynamic unknown value) that
    carries the same diagnostics.
    """
    whole = string.range  # (not in the cache's key: it holds the whole source's position index)
    text = string.value
    parse = _parse_short_template if len(text) <= _CACHED_TEXT else parse_template
    expr, diags = parse(text, whole.filename, template_start(string))
    if diags.has_errors:
        expr = ir.ExprSyntaxError(DYNAMIC_VAL, tuple(diags), whole)
    return expr, Diagnostics(diags)


def to_native(expr: JSONValue) -> tuple[ir.Expression, Diagnostics]:
    """The native expression a JSON value means in full expression mode.

    Strings become templates (unwrapped when a lone interpolation), arrays
    :class:`~hcl.ir.TupleCons`, objects :class:`~hcl.ir.ObjectCons` whose keys
    are templates too. The diagnostics are those of parsing the templates; a
    string that failed to parse becomes an :class:`~hcl.ir.ExprSyntaxError`
    holding them, so an evaluator of the result reports them again itself.
    """

    diags = Diagnostics()
    with _room_for(expr):
        return _native(expr, diags), diags


def _native(v: JSONValue, diags: Diagnostics) -> ir.Expression:
    if isinstance(v, JSONString):
        expr, these = string_template(v)
        diags.extend(these)
        return expr
    if isinstance(v, JSONNumber):
        return ir.Literal(Value.number_from_literal(v.text), v.range)
    if isinstance(v, JSONBool):
        return ir.Literal(TRUE if v.value else FALSE, v.range)
    if isinstance(v, JSONNull):
        return ir.Literal(Value.null(DYNAMIC), v.range)
    if isinstance(v, JSONArray):
        return ir.TupleCons(tuple([_native(item, diags) for item in v.items]), v.range, v.open_range)
    if isinstance(v, JSONObject):
        items = []
        for prop in v.properties:
            key, these = string_template(prop.key)
            diags.extend(these)
            items.append(ir.ObjectItem(ir.ObjectKey(key, force_non_literal=True),
                                       _native(prop.value, diags)))
        return ir.ObjectCons(tuple(items), v.range, v.open_range)
    return ir.Literal(DYNAMIC_VAL, v.range)  # JSONInvalid and anything unforeseen


def literal_value(expr: JSONValue) -> tuple[Value, Diagnostics]:
    """The value of a JSON value in literal-only mode (no templates), as a ``hcl.cty.Value``.

    The only possible problem is an object defining the same property twice
    ("Duplicate object attribute"); the first definition is kept.
    """

    diags = Diagnostics()
    with _room_for(expr):
        return _literal(expr, diags), diags


def _literal(v: JSONValue, diags: Diagnostics) -> Value:
    if isinstance(v, JSONString):
        return Value.string(v.value)
    if isinstance(v, JSONNumber):
        return Value.number_from_literal(v.text)
    if isinstance(v, JSONBool):
        return TRUE if v.value else FALSE
    if isinstance(v, JSONNull):
        return Value.null(DYNAMIC)
    if isinstance(v, JSONArray):
        return Value.tuple([_literal(item, diags) for item in v.items])
    if isinstance(v, JSONObject):
        attrs: dict[str, Value] = {}
        firsts: dict[str, JSONProperty] = {}  # (their name ranges are read only for a duplicate)
        for prop in v.properties:
            name = Value.string(prop.name).as_string()  # normalised as the value will be
            value = _literal(prop.value, diags)
            if name in attrs:
                diags.append(duplicate_attribute(name, firsts[name].name_range, prop.name_range))
                continue
            attrs[name] = value
            firsts[name] = prop
        return Value.object(attrs)
    return DYNAMIC_VAL  # JSONInvalid and anything unforeseen


def duplicate_attribute(name: str, first: Range, again: Range) -> Diagnostic:
    """The reference's error for a JSON object that defines ``name`` twice."""
    return Diagnostic.error(
        "Duplicate object attribute",
        f"{go_quote(name)} is already defined at {first}. An object attribute can be defined only "
        "once; remove one of the definitions.", again)


NativeEvaluator = Callable[[ir.Expression, Any], tuple[Value, Diagnostics]]
"""The evaluator's ``(expression, context) -> (value, diagnostics)`` for native expressions."""


def evaluate(expr: JSONValue, ctx: Any, evaluate_native: NativeEvaluator) -> tuple[Value, Diagnostics]:
    """The value of a JSON expression, as the reference's ``Value(ctx)``.

    With ``ctx`` None this is :func:`literal_value`; otherwise strings (object keys
    included) are templates evaluated by ``evaluate_native``.
    """
    if ctx is None:
        return literal_value(expr)

    diags = Diagnostics()
    frames = _FRAMES_PER_LEVEL * _depth(expr)
    if SHARED_C_LIMIT and frames > WINDOW:
        # The native evaluator moves the limit (see hcl.deep.slide): move it here too.
        with sliding_limit():
            return _evaluate(expr, ctx, evaluate_native, diags, slide), diags
    with recursion_room(frames):
        return _evaluate(expr, ctx, evaluate_native, diags, _stay), diags


def _stay() -> None:
    """Leave the recursion limit as it is."""


def _evaluate(v: JSONValue, ctx: Any, native: NativeEvaluator, diags: Diagnostics, step: Callable[[], None]) -> Value:
    step()
    if isinstance(v, JSONString):
        template, parse_diags = string_template(v)
        diags.extend(parse_diags)
        if parse_diags.has_errors:
            return DYNAMIC_VAL
        value, more = native(template, ctx)
        diags.extend(more)
        return value
    if isinstance(v, JSONArray):
        items = [_evaluate(item, ctx, native, diags, step) for item in v.items]
        step()
        return Value.tuple(items)
    if not isinstance(v, JSONObject):
        return _literal(v, diags)
    attrs: dict[str, Value] = {}
    firsts: dict[str, JSONProperty] = {}  # (their name ranges are read only for a duplicate)
    known = True
    for prop in v.properties:
        name = _evaluate(prop.key, ctx, native, diags, step)
        value = _evaluate(prop.value, ctx, native, diags, step)
        step()
        try:
            name = convert(name, STRING)
        except ConversionError as err:
            diags.append(Diagnostic.error(
                "Invalid object key expression",
                f"An object key must be a string, and this key's value cannot become one: {err}.",
                prop.name_range))
            continue
        if name.is_null:
            diags.append(Diagnostic.error(
                "Invalid object key expression",
                "This key evaluates to null, but an object key must be a string that is not null.",
                prop.name_range))
            continue
        if not name.is_known:
            known = False  # the object's type cannot be known; keep collecting diagnostics
            continue
        key = name.as_string()
        if key in attrs:
            diags.append(duplicate_attribute(key, firsts[key].name_range, prop.name_range))
            continue
        attrs[key] = value
        firsts[key] = prop
    return Value.object(attrs) if known else DYNAMIC_VAL
