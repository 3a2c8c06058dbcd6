"""Type expressions (``hcl.ext.typeexpr``): the reference's ``TestGetType`` table and more."""

from __future__ import annotations

import pytest

import hcl
from hcl.cty import BOOL, DYNAMIC, EMPTY_OBJECT_TYPE, EMPTY_TUPLE_TYPE, NUMBER, STRING, List, Map, Object, Set, Tuple
from hcl.cty import Value as V
from hcl.eval import EvalContext, evaluate
from hcl.ext import typeexpr
from hcl.ext.customdecode import decoder_for_type
from hcl.json import parse as parse_json
from hcl.text import go_quote

ANY_NOT_EXACT = ('"any" is not allowed here, because this specification needs an exact type. Replace it with a '
                 "specific type.")

NOT_A_KEYWORD = '"{}" is not a type keyword. Use bool, number or string, or a type constructor such as list(string).'
COLLECTION_ARG = "The {0} type constructor takes exactly one argument, the element type, as in {0}(string)."
PRIMITIVE_ARGS = '"{}" is a primitive type keyword and takes no arguments; write it without parentheses.'
ANY_ARGS = '"any" is a type constraint keyword and takes no arguments; write it without parentheses.'

# (source, constraint, want, wanted error detail or "")
GET_TYPE = [
    ("bool", False, BOOL, ""),
    ("number", False, NUMBER, ""),
    ("string", False, STRING, ""),
    ("any", False, DYNAMIC, ANY_NOT_EXACT),
    ("any", True, DYNAMIC, ""),
    ("list", False, DYNAMIC, COLLECTION_ARG.format("list")),
    ("map", False, DYNAMIC, COLLECTION_ARG.format("map")),
    ("set", False, DYNAMIC, COLLECTION_ARG.format("set")),
    ("object", False, DYNAMIC,
     "The object type constructor takes exactly one argument, a map from attribute names to their types, as in "
     "object({name = string})."),
    ("tuple", False, DYNAMIC,
     "The tuple type constructor takes exactly one argument, a list of the element types, as in "
     "tuple([string, number])."),
    ("bool()", False, DYNAMIC, PRIMITIVE_ARGS.format("bool")),
    ("number()", False, DYNAMIC, PRIMITIVE_ARGS.format("number")),
    ("string()", False, DYNAMIC, PRIMITIVE_ARGS.format("string")),
    ("any()", False, DYNAMIC, ANY_ARGS),
    ("any()", True, DYNAMIC, ANY_ARGS),
    ("list(string)", False, List(STRING), ""),
    ("set(string)", False, Set(STRING), ""),
    ("map(string)", False, Map(STRING), ""),
    ("list()", False, DYNAMIC, COLLECTION_ARG.format("list")),
    ("list(string, string)", False, DYNAMIC, COLLECTION_ARG.format("list")),
    ("list(any)", False, List(DYNAMIC), ANY_NOT_EXACT),
    ("list(any)", True, List(DYNAMIC), ""),
    ("object({})", False, EMPTY_OBJECT_TYPE, ""),
    ("object({name=string})", False, Object({"name": STRING}), ""),
    ('object({"name"=string})', False, EMPTY_OBJECT_TYPE,
     "Each key in an object type's map must be a bare attribute name."),
    ("object({name=nope})", False, Object({"name": DYNAMIC}), NOT_A_KEYWORD.format("nope")),
    ("object()", False, DYNAMIC,
     "The object type constructor takes exactly one argument, a map from attribute names to their types, as in "
     "object({name = string})."),
    ("object(string)", False, DYNAMIC, "The argument of object must be a map in braces from attribute names to "
                                       "their types, as in object({name = string})."),
    ("tuple([])", False, EMPTY_TUPLE_TYPE, ""),
    ("tuple([string, bool])", False, Tuple([STRING, BOOL]), ""),
    ("tuple([nope])", False, Tuple([DYNAMIC]), NOT_A_KEYWORD.format("nope")),
    ("tuple()", False, DYNAMIC,
     "The tuple type constructor takes exactly one argument, a list of the element types, as in "
     "tuple([string, number])."),
    ("tuple(string)", False, DYNAMIC, "The argument of tuple must be a list of element types in "
                                      "brackets, as in tuple([string, number])."),
    ("shwoop(string)", False, DYNAMIC, '"shwoop" is not a type constructor. The type constructors are '
                                       'list, set, map, object and tuple.'),
    ('list("string")', False, List(DYNAMIC), "Write a type as a primitive type keyword (bool, number or string) "
                                             "or as a type constructor call such as list(string)."),
    ("list(object({}))", False, List(EMPTY_OBJECT_TYPE), ""),
    ("list(map(tuple([])))", False, List(Map(EMPTY_TUPLE_TYPE)), ""),
    ("object({name=string,age=optional(number)})", True, Object({"name": STRING, "age": NUMBER}, ["age"]), ""),
    ("object({name=string,meta=optional(any)})", True, Object({"name": STRING, "meta": DYNAMIC}, ["meta"]), ""),
    ("object({name=string,age=optional(number)})", False, Object({"name": STRING, "age": NUMBER}),
     "optional can only be used in type constraints; an exact type has no optional attributes."),
    ("object({name=string,meta=optional()})", True, Object({"name": STRING}),
     "optional needs the attribute's type as its argument, as in optional(string)."),
    ('object({name=string,meta=optional(string, "hello")})', True, Object({"name": STRING, "meta": STRING}),
     "optional takes only the attribute's type here; default values are not accepted in this context."),
    ("optional(string)", False, DYNAMIC,
     '"optional" can only modify the type of an attribute inside an object type constructor.'),
    ("optional", False, DYNAMIC, NOT_A_KEYWORD.format("optional")),
    ("object({a=string,a=number})", True, Object({"a": STRING}),
     "This attribute name already appears in the object type; list each attribute only once."),
]


def _expr(src: str):
    expr, diags = hcl.parse_expression(src, "t.hcl")
    assert not diags.has_errors, diags
    return expr


@pytest.mark.parametrize(("src", "constraint", "want", "error"), GET_TYPE)
def test_get_type(src: str, constraint: bool, want, error: str) -> None:
    expr = _expr(src)
    ty, diags = typeexpr.type_constraint(expr) if constraint else typeexpr.type_(expr)
    assert ty == want
    if error:
        assert any(d.is_error and d.detail == error for d in diags), list(diags)
        assert all(d.summary == "Invalid type specification" for d in diags)
    else:
        assert not diags


@pytest.mark.parametrize(("src", "want", "error"), [
    ('{"expr": "bool"}', BOOL, ""),
    ('{"expr": "list(bool)"}', List(BOOL), ""),
    ('{"expr": "list"}', DYNAMIC, COLLECTION_ARG.format("list")),
])
def test_get_type_json(src: str, want, error: str) -> None:
    file, diags = parse_json(src, "t.json")
    assert not diags
    attrs, _ = file.body.just_attributes()
    ty, diags = typeexpr.type_(attrs["expr"].expr)
    assert ty == want
    assert [d.detail for d in diags] == ([error] if error else [])


def test_diagnostic_ranges() -> None:
    _, diags = typeexpr.type_(_expr("list(string, number, bool)"))
    (diag,) = diags
    assert (diag.subject.start.byte, diag.subject.end.byte) == (13, 25)  # the extraneous arguments
    assert (diag.context.start.byte, diag.context.end.byte) == (4, 26)  # the parentheses
    _, diags = typeexpr.type_(_expr("string()"))
    assert (diags[0].subject.start.byte, diags[0].subject.end.byte) == (6, 8)
    _, diags = typeexpr.type_(_expr("object({a=optional(string)})"))
    assert (diags[0].subject.start.byte, diags[0].subject.end.byte) == (10, 18)  # the "optional" name


def test_defaults() -> None:
    ty, defaults, diags = typeexpr.type_constraint_with_defaults(
        _expr('map(object({name=string, port=optional(number, 80), tags=optional(list(string), [])}))'))
    assert not diags
    elem = Object({"name": STRING, "port": NUMBER, "tags": List(STRING)}, ["port", "tags"])
    assert ty == Map(elem)
    assert defaults is not None and set(defaults.children) == {""}
    child = defaults.children[""]
    assert child.values["port"] == V.number(80)
    assert child.values["tags"] == V.list([], STRING)
    value = V.object({"a": V.object({"name": V.string("x")}),
                      "b": V.object({"name": V.string("y"), "port": V.number(8080)})})
    applied = defaults.apply(value)
    assert applied.get_attr("a").get_attr("port") == V.number(80)
    assert applied.get_attr("b").get_attr("port") == V.number(8080)
    assert applied.get_attr("a").get_attr("tags") == V.list([], STRING)


def test_defaults_errors() -> None:
    _, _, diags = typeexpr.type_constraint_with_defaults(_expr('object({a=optional(number, "x")})'))
    assert [d.summary for d in diags] == ["Invalid default value for optional attribute"]
    _, _, diags = typeexpr.type_constraint_with_defaults(_expr('object({a=optional(number, 1, 2)})'))
    assert [d.detail for d in diags] == [
        "optional takes at most two arguments: the attribute's type and then its default value."]
    _, defaults, diags = typeexpr.type_constraint_with_defaults(_expr("object({a=optional(number, var.x)})"))
    assert [d.summary for d in diags] == ["Variables not allowed"]
    assert defaults is None


def test_defaults_apply_null_and_nested() -> None:
    _, defaults, _ = typeexpr.type_constraint_with_defaults(
        _expr("object({c=optional(object({a=string, b=optional(bool, false)}), {a = \"d\"}), d=number})"))
    assert defaults is not None
    out = defaults.apply(V.object({"d": V.number(5)}))
    assert out.get_attr("c").get_attr("b") == V.bool(False)
    out = defaults.apply(V.object({"c": V.null(DYNAMIC), "d": V.number(5)}))
    assert out.get_attr("c").get_attr("a") == V.string("d")
    assert defaults.apply(V.unknown(DYNAMIC)) == V.unknown(DYNAMIC)
    assert defaults.apply(V.null(DYNAMIC)) == V.null(DYNAMIC)


@pytest.mark.parametrize(("ty", "text"), [
    (STRING, "string"), (NUMBER, "number"), (BOOL, "bool"), (DYNAMIC, "any"),
    (List(STRING), "list(string)"), (Set(NUMBER), "set(number)"), (Map(List(BOOL)), "map(list(bool))"),
    (Object({"b": STRING, "a": NUMBER, "with space": BOOL}), 'object({a=number,b=string,"with space"=bool})'),
    (Tuple([STRING, DYNAMIC]), "tuple([string,any])"), (EMPTY_OBJECT_TYPE, "object({})"),
    # A letter newer than the grammar's Unicode tables is no identifier to the lexer: quoted
    # (as go_quote shows it: raw where this Python's Unicode tables know the letter, as 3.13's
    # do, escaped where they do not, as 3.11's).
    (Object({"\U0002ebf0": BOOL}), "object({" + go_quote("\U0002ebf0") + "=bool})"),
])
def test_type_string(ty, text: str) -> None:
    assert typeexpr.type_string(ty) == text


def test_type_constraint_capsule_decodes_expressions() -> None:
    decoder = decoder_for_type(typeexpr.TYPE_CONSTRAINT_TYPE)
    assert decoder is not None
    value, diags = decoder(_expr("list(string)"), None)
    assert not diags and value is not None
    assert typeexpr.type_constraint_from_value(value) == List(STRING)
    value, diags = decoder(_expr("list(nope)"), None)
    assert value is None and diags.has_errors


def test_convert_function_called_directly() -> None:
    result = typeexpr.CONVERT.call([V.tuple([V.number(1), V.string("2")]),
                                    typeexpr.type_constraint_value(List(STRING))])
    assert result == V.list([V.string("1"), V.string("2")])
    assert typeexpr.CONVERT.call([V.null(DYNAMIC), typeexpr.type_constraint_value(NUMBER)]) == V.null(NUMBER)


def test_convert_function_in_expressions() -> None:
    ctx = EvalContext(functions={"convert": typeexpr.CONVERT})
    value, diags = evaluate(_expr("convert([1, 2], list(string))"), ctx)
    if any(d.summary in ("Unknown variable", "Call to unknown function") for d in diags):
        pytest.skip("the evaluator does not yet decode custom-decoder function arguments (hcl.ext.customdecode)")
    assert not diags
    assert value == V.list([V.string("1"), V.string("2")])
