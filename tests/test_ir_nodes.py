"""IR node classes keep a parse's ranges compactly and otherwise behave as frozen dataclasses."""

from __future__ import annotations

import copy
import dataclasses
import gc
import pickle

import pytest
from hypothesis import given
from hypothesis import strategies as st

import hcl
from hcl import ir
from hcl.cty import Value
from hcl.pos import Pos, Range

_SOURCE = b'a = [x.y[0], "s${z}", {k = 1}]\nb "l" {\n  c = f(1, 2...) ? -d : e[*].f\n}\n'


def _nodes(file: ir.File) -> list[object]:
    return list(ir.walk(file.body))


def test_parsed_nodes_hold_no_range_objects() -> None:
    file, _ = hcl.parse(_SOURCE, "main.hcl")
    nodes = _nodes(file)
    assert len(nodes) > 20
    for node in nodes:
        held = [r for r in gc.get_referents(node) if isinstance(r, Range)]
        assert held == [], type(node).__name__


def test_ranges_read_back_as_parsed() -> None:
    file, _ = hcl.parse(_SOURCE, "main.hcl")
    attr = file.body.attributes[0]
    assert attr.name_range == Range("main.hcl", Pos(1, 1, 0), Pos(1, 2, 1))
    assert attr.equals_range == Range("main.hcl", Pos(1, 3, 2), Pos(1, 4, 3))
    assert attr.range == Range("main.hcl", Pos(1, 1, 0), Pos(1, 31, 30))
    call = file.body.blocks[0].body.attributes[0].expr.condition
    assert str(call.start_range) == "main.hcl:3,7-9"


def test_ranges_from_elsewhere_are_kept_as_given() -> None:
    other, _ = hcl.parse(b"zz = 1\n", "other.hcl")
    mine, _ = hcl.parse(b"a = 1\n", "main.hcl")
    plain = Range("made.hcl", Pos(4, 2, 30), Pos(4, 9, 37))
    theirs = other.body.attributes[0].name_range
    attr = ir.Attribute("a", mine.body.attributes[0].expr, plain, theirs, mine.body.attributes[0].equals_range)
    assert attr.range == plain and attr.range.filename == "made.hcl"
    assert attr.name_range == theirs and attr.name_range.filename == "other.hcl"
    assert attr.equals_range == mine.body.attributes[0].equals_range
    assert attr.expr.range.filename == "main.hcl"


def test_nodes_compare_and_hash_by_fields() -> None:
    first, _ = hcl.parse(_SOURCE, "main.hcl")
    second, _ = hcl.parse(_SOURCE, "main.hcl")
    moved, _ = hcl.parse(b"\n" + _SOURCE, "main.hcl")
    assert first.body == second.body and hash(first.body) == hash(second.body)
    assert first.body.attributes[0] != moved.body.attributes[0]
    lit = ir.Literal(Value.number_from_literal("1"), Range("f", Pos(), Pos(1, 2, 1)))
    same = ir.Literal(Value.number_from_literal("1"), Range("f", Pos(), Pos(1, 2, 1)))
    assert lit == same and hash(lit) == hash(same)
    assert lit != ir.AnonSymbol(lit.range) and lit.__eq__(object()) is NotImplemented


@pytest.mark.parametrize("text", [
    "[" * 5_000 + "]" * 5_000,
    "[{a = " * 2_000 + "1" + "}]" * 2_000,
    "x ? " * 5_000 + "1" + " : 2" * 5_000,
    "f(" * 5_000 + "x" + ")" * 5_000,
])
def test_deeply_nested_nodes_compare_hash_and_show(text: str) -> None:
    # (Recursing through the nodes, they raised RecursionError from about 1,000 levels.)
    first, diags = hcl.parse(f"a = {text}\n")
    second, _ = hcl.parse(f"a = {text}\n")
    other, _ = hcl.parse(f"a = {text.replace('1', '2', 1)}\n")
    assert not diags
    assert first == second and hash(first) == hash(second)
    assert first != other or "1" not in text
    shown = repr(first)
    assert shown == repr(second) and shown.startswith("File(body=Body(attributes=(Attribute(name='a', expr=")
    assert shown.count("range=Range(") > 4_000


def test_nodes_are_frozen() -> None:
    file, _ = hcl.parse(_SOURCE, "main.hcl")
    attr = file.body.attributes[0]
    with pytest.raises(dataclasses.FrozenInstanceError):
        attr.name = "b"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        attr.range = attr.name_range  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del attr.expr  # type: ignore[misc]
    assert not hasattr(attr, "__dict__")


def test_dataclass_protocols() -> None:
    file, _ = hcl.parse(_SOURCE, "main.hcl")
    attr = file.body.attributes[0]
    assert dataclasses.is_dataclass(attr)
    assert [f.name for f in dataclasses.fields(attr)] == ["name", "expr", "range", "name_range", "equals_range"]
    renamed = dataclasses.replace(attr, name="b")
    assert renamed.name == "b" and renamed.range == attr.range and renamed.expr is attr.expr
    assert copy.copy(attr) == attr and copy.deepcopy(attr) == attr
    match attr:
        case ir.Attribute("a", ir.TupleCons(exprs=(first, *_)), rng):
            assert isinstance(first, ir.ScopeTraversal) and rng == attr.range
        case _:
            pytest.fail("the attribute did not match its own fields")
    assert repr(attr.name_range) in repr(attr) and repr(attr).startswith("Attribute(name='a', expr=TupleCons(")


def test_field_defaults_are_kept() -> None:
    lit = ir.Literal(Value.string("k"), Range("f", Pos(), Pos(1, 2, 1)))
    key = ir.ObjectKey(lit)
    assert key.force_non_literal is False
    assert dataclasses.fields(ir.ObjectKey)[1].default is False
    assert ir.Traversal().steps == ()


def test_field_names_that_would_shadow_the_constructor_are_refused() -> None:
    from hcl.ir.node import node

    with pytest.raises(TypeError, match="src"):

        @node
        class Clash:
            src: Range


def test_walk_reaches_every_node_in_source_order() -> None:
    file, _ = hcl.parse(_SOURCE, "main.hcl")
    kinds = (ir.Expression, ir.ObjectItem, ir.Attribute, ir.Block, ir.Body)

    def every(value: object) -> list[object]:
        if isinstance(value, tuple):
            return [n for item in value for n in every(item)]
        if not isinstance(value, kinds):
            return []
        found: list[object] = [value]
        for f in dataclasses.fields(value):  # type: ignore[arg-type]
            if f.name != "item":  # a splat's placeholder symbol
                found += every(getattr(value, f.name))
        return found

    assert _nodes(file) == every(file.body)


def _text(src: str, rng: Range) -> str:
    return src.encode()[rng.start.byte:rng.end.byte].decode()


@pytest.mark.parametrize("count", [1, 40, 3_000])  # packed spans a float, then an int
def test_several_range_fields_read_back_from_one_number(count: int) -> None:
    src = "".join(f"k{i} = f{i}(x, {i})\n" for i in range(count))
    file, diags = hcl.parse(src, "main.hcl")
    assert not diags
    for i, attr in enumerate(file.body.attributes):
        held = [r for r in gc.get_referents(attr) if isinstance(r, (float, int))]
        assert len(held) == 1
        call = attr.expr
        assert isinstance(call, ir.FunctionCall)
        assert (_text(src, attr.name_range), _text(src, attr.equals_range)) == (f"k{i}", "=")
        assert _text(src, attr.range) == f"k{i} = f{i}(x, {i})"
        assert _text(src, call.name_range) == f"f{i}" and _text(src, call.range) == f"f{i}(x, {i})"
        assert (_text(src, call.open_paren_range), _text(src, call.close_paren_range)) == ("(", ")")
        assert attr.name_range.start.line == i + 1 and attr.equals_range.start.column == len(f"k{i}") + 2
    body = file.body
    assert body.range.end == body.end_range.start and body.end_range.start.byte == len(src)


@pytest.mark.parametrize("literal", ["0", "7", "12345", "1e3", "1152921504606846975"])
def test_integer_literals_are_kept_as_ints(literal: str) -> None:
    lit = ir.Literal(Value.number_from_literal(literal), Range("f", Pos(), Pos(1, 2, 1)))
    assert not [r for r in gc.get_referents(lit) if isinstance(r, Value)]
    expected = Value.number_from_literal(literal)
    value = lit.value
    assert value == expected and hash(value) == hash(expected) and repr(value) == repr(expected)
    assert value.as_number().prec == expected.as_number().prec


@pytest.mark.parametrize("value", [
    Value.number_from_literal("1.5"),
    Value.number_from_literal("1152921504606846976"),  # 2**60: wider than kept as an int
    Value.number(5),  # 64 bits, not a literal's 512
    Value.number_from_literal("-3"),
    Value.number_from_literal("2").mark("sensitive"),
    Value.unknown(hcl.cty.NUMBER),
    Value.unknown(hcl.cty.STRING),
    Value.string("12").mark("sensitive"),
    Value.null(hcl.cty.STRING),
    Value.bool(True),
])
def test_other_literal_values_are_kept_as_given(value: Value) -> None:
    lit = ir.Literal(value, Range("f", Pos(), Pos(1, 2, 1)))
    assert lit.value is value


@given(st.integers(min_value=0, max_value=2**62))
def test_integer_literal_values_read_back_exactly(k: int) -> None:
    expected = Value.number_from_literal(str(k))
    value = ir.Literal(expected, Range("f", Pos(), Pos(1, 2, 1))).value
    number, original = value.as_number(), expected.as_number()
    assert value == expected and value.type == expected.type and not value.marks
    assert (number.prec, number.sign, number.to_int()) == (original.prec, original.sign, original.to_int())
    assert pickle.loads(pickle.dumps(ir.Literal(expected, Range("f", Pos(), Pos())))).value == expected


@given(st.text(max_size=80))
def test_string_literals_are_kept_as_their_text(text: str) -> None:
    expected = Value.string(text)
    lit = ir.Literal(expected, Range("f", Pos(), Pos(1, 2, 1)))
    assert not [r for r in gc.get_referents(lit) if isinstance(r, Value)]
    value = lit.value
    assert value == expected and value.type == expected.type and not value.marks
    assert value.as_string() == expected.as_string() and hash(value) == hash(expected)
    assert pickle.loads(pickle.dumps(lit)) == lit


def test_tuple_fields_of_one_item_read_back_as_tuples() -> None:
    file, _ = hcl.parse(b'a = f("s")\nb = [x]\nc "l" {}\nd = [f(1, 2), "${y}z"]\n', "main.hcl")
    call, tup, _ = (attr.expr for attr in file.body.attributes)
    block = file.body.blocks[0]
    assert call.args == (call.args[0],) and isinstance(call.args[0], ir.Template)
    assert call.args[0].parts == (call.args[0].parts[0],) and isinstance(call.args[0].parts[0], ir.Literal)
    assert tup.exprs == (tup.exprs[0],) and tup.exprs[0].traversal.steps == (ir.TraverseRoot("x", tup.exprs[0].range),)
    assert block.labels == ("l",)
    pairs = [(call, "args"), (call.args[0], "parts"), (tup, "exprs"), (tup.exprs[0].traversal, "steps")]
    for node, name in pairs:
        assert type(getattr(node, name)) is tuple and len(getattr(node, name)) == 1
        assert not [r for r in gc.get_referents(node) if type(r) is tuple], name
    several = file.body.attributes[2].expr
    assert len(several.exprs) == 2 and len(several.exprs[0].args) == 2 and len(several.exprs[1].parts) == 2
    assert ir.TupleCons([], tup.range, tup.open_range).exprs == ()
    listed = ir.TupleCons([tup], tup.range, tup.open_range)
    assert listed.exprs == (tup,) and listed == ir.TupleCons((tup,), tup.range, tup.open_range)
    nested = ir.TupleCons(((tup,),), tup.range, tup.open_range)  # type: ignore[arg-type]
    assert nested.exprs == ((tup,),)


def test_traversal_fields_are_kept_as_their_steps() -> None:
    file, _ = hcl.parse(b"a = x\nb = x.y[0]\nc = f(1)[0].z\n", "main.hcl")
    one, three, relative = (attr.expr for attr in file.body.attributes)
    for node in (one, three, relative):
        assert not [r for r in gc.get_referents(node) if isinstance(r, ir.Traversal)]
    assert one.traversal == ir.Traversal((ir.TraverseRoot("x", one.range),))
    assert [type(step).__name__ for step in three.traversal] == ["TraverseRoot", "TraverseAttr", "TraverseIndex"]
    assert [type(step).__name__ for step in relative.traversal] == ["TraverseIndex", "TraverseAttr"]
    assert one.traversal.root_name == "x" and three.traversal.root_name == "x"
    for node in (one, three, relative):
        assert pickle.loads(pickle.dumps(node)) == node and dataclasses.replace(node) == node
        assert copy.deepcopy(node) == node and hash(copy.deepcopy(node)) == hash(node)
    assert repr(one).startswith("ScopeTraversal(traversal=Traversal(steps=(TraverseRoot(name='x'")


_TEXT = "x = 1\n" * 40 + "é\n" * 10  # ranges over it end anywhere from 0 to its length


@given(st.lists(st.tuples(st.integers(0, len(_TEXT)), st.integers(0, len(_TEXT))), min_size=4, max_size=4))
def test_several_range_fields_read_back_exactly(offsets: list[tuple[int, int]]) -> None:
    from hcl.source import SourceText

    src = SourceText(_TEXT, "main.hcl")
    name, open_paren, close_paren, whole = (src.range(min(a, b), max(a, b)) for a, b in offsets)
    call = ir.FunctionCall("f", (), False, name, open_paren, close_paren, whole)
    assert [r for r in gc.get_referents(call) if isinstance(r, Range)] == []
    assert (call.name_range, call.open_paren_range, call.close_paren_range, call.range) == (
        name, open_paren, close_paren, whole)
    assert pickle.loads(pickle.dumps(call)) == call


def test_range_fields_close_together_take_one_float() -> None:
    file, _ = hcl.parse("".join(f"a{i:05} = x\n" for i in range(1000)).encode(), "main.hcl")
    attr = file.body.attributes[-1]
    assert [type(r) for r in gc.get_referents(attr) if isinstance(r, (int, float))] == [float]
    assert str(attr.range) == "main.hcl:1000,1-11" and str(attr.equals_range) == "main.hcl:1000,8-9"


@given(st.lists(st.tuples(st.integers(0, len(_TEXT)), st.integers(0, len(_TEXT))), max_size=5))
def test_label_ranges_read_back_exactly(offsets: list[tuple[int, int]]) -> None:
    from hcl.source import SourceText

    src = SourceText(_TEXT, "main.hcl")
    labels = tuple(src.range(min(a, b), max(a, b)) for a, b in offsets)
    body = ir.Body((), (), src.range(0, 0), src.range(0, 0))
    block = ir.Block("b", tuple("l" for _ in labels), body, src.range(3, 4), labels, src.range(5, 6),
                     src.range(7, 8))
    assert block.label_ranges == labels and type(block.label_ranges) is tuple
    held = [r for r in gc.get_referents(block) if isinstance(r, tuple) and any(isinstance(x, Range) for x in r)]
    assert held == []
    assert pickle.loads(pickle.dumps(block)) == block


def test_label_ranges_from_elsewhere_are_kept_as_given() -> None:
    file, _ = hcl.parse(b'b "x" "y" {\n}\n', "main.hcl")
    block = file.body.blocks[0]
    assert [str(r) for r in block.label_ranges] == ["main.hcl:1,3-6", "main.hcl:1,7-10"]
    plain = (Range("made.hcl", Pos(1, 3, 2), Pos(1, 6, 5)), block.label_ranges[1])
    made = dataclasses.replace(block, label_ranges=plain)
    assert made.label_ranges == plain and made.label_ranges[0].filename == "made.hcl"
    assert dataclasses.replace(block, label_ranges=list(plain)).label_ranges == list(plain)


def _plain(value: object, shift: int) -> object:
    """A node's fields as plain data, its ranges as numbers moved ``shift`` characters
    left (one line, so columns and bytes move alike)."""
    if isinstance(value, Range):
        return (value.filename, value.start.line, value.start.column - shift, value.start.byte - shift,
                value.end.line, value.end.column - shift, value.end.byte - shift)
    if isinstance(value, tuple):
        return tuple(_plain(item, shift) for item in value)
    if isinstance(value, Value):
        return repr(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__, *(_plain(getattr(value, f.name), shift) for f in dataclasses.fields(value)))
    return value


_NAMES = st.from_regex(r"[a-zé_][a-z0-9é_-]{0,4}", fullmatch=True)
# Expressions an attribute keeps as what stands for them: literals, one-string
# templates, and variable references of names and whole-number indices alone.
_KEPT_SMALL = st.one_of(
    st.integers(0, 2**64).map(str),
    st.sampled_from(["true", "false", "null", "1.5", "1e300", "0.000"]),
    st.text(st.characters(codec="utf-8", exclude_characters='"\\$%', exclude_categories=("Cc", "Cs", "Zl", "Zp")),
            max_size=6).filter(bool).map(lambda t: f'"{t}"'),
    st.sampled_from(['"a\\nb"', '"\\u00e9\\""', '"$${x}"', '"%%{"']),
    st.tuples(_NAMES.map(lambda n: "v" + n),
              st.lists(_NAMES.map(lambda n: "." + n) | st.integers(0, 2**60 - 1).map(lambda k: f"[{k}]"),
                       max_size=3)).map(lambda p: "".join([p[0], *p[1]])),
    st.sampled_from(["x[1e2]", "x[0].y[1152921504606846975]"]),  # (a key written otherwise, of the same length)
)


@given(_KEPT_SMALL)
def test_attribute_expressions_kept_small_read_back_as_parsed(text: str) -> None:
    """An expression one space after ``=`` is kept as what stands for it, and reads back
    as the same expression written two spaces after (which is kept as a node)."""
    from hcl.ir.node import kept

    (packed,), (plain,) = (hcl.parse(f"a ={gap}{text}\n", "main.hcl")[0].body.attributes for gap in (" ", "  "))
    assert not isinstance(kept(packed, "expr"), ir.Expression)
    assert isinstance(kept(plain, "expr"), ir.Expression)
    assert _plain(packed.expr, 0) == _plain(plain.expr, 1)
    assert packed.expr == packed.expr and hash(packed.expr) == hash(packed.expr)
    assert pickle.loads(pickle.dumps(packed)) == packed and dataclasses.replace(packed, expr=packed.expr) == packed
    assert repr(packed.expr) == repr(hcl.parse(f"a = {text}\n", "main.hcl")[0].body.attributes[0].expr)


@given(_KEPT_SMALL)
def test_templates_and_references_kept_small_read_back_as_parsed(text: str) -> None:
    """Inside a tuple, a one-string template keeps its text and a reference its names."""
    from hcl.ir.node import kept

    (packed,), (plain,) = (hcl.parse(f"a = [{gap}{text}]\n", "main.hcl")[0].body.attributes[0].expr.exprs
                           for gap in ("", " "))
    assert _plain(packed, 0) == _plain(plain, 1)
    if isinstance(packed, ir.Template):
        assert type(kept(packed, "parts")) is str
    if isinstance(packed, ir.ScopeTraversal):
        assert type(kept(packed, "traversal")) in (str, tuple)
        names = kept(packed, "traversal")
        assert type(names) is str or (type(names[0]) is str and all(type(name) in (str, int) for name in names))


@pytest.mark.parametrize("text", ["a =  1", "a=1", 'a = "${x}"', 'a = ""', "a = x[ 0]", "a = x[00]", "a = x[1.5]",
                                  "a = x[1152921504606846976]", "a = x .y", "a = f(1)", "a = -1", "a = 1 + 2",
                                  "a = (1)"])
def test_other_attribute_expressions_are_kept_as_nodes(text: str) -> None:
    from hcl.ir.node import kept

    (attr,) = hcl.parse(text + "\n", "main.hcl")[0].body.attributes
    assert isinstance(kept(attr, "expr"), ir.Expression)
    assert pickle.loads(pickle.dumps(attr)) == attr


def test_expressions_given_with_ranges_from_elsewhere_are_kept_as_given() -> None:
    from hcl.ir.node import kept

    (attr,) = hcl.parse(b"a = 1\n", "main.hcl")[0].body.attributes
    other = hcl.parse(b"b = 1\n", "other.hcl")[0].body.attributes[0].expr
    made = dataclasses.replace(attr, expr=other)
    assert kept(made, "expr") is other and made.expr.range.filename == "other.hcl"
    lit = ir.Literal(Value.number_from_literal("1"), Range("made.hcl", Pos(1, 5, 4), Pos(1, 6, 5)))
    assert dataclasses.replace(attr, expr=lit).expr is lit
    empty = ir.ScopeTraversal(ir.Traversal(()), attr.expr.range)
    assert dataclasses.replace(attr, expr=empty).expr == empty
    foreign = object()  # not an expression: kept and given back as it is
    assert dataclasses.replace(attr, expr=foreign).expr is foreign  # type: ignore[arg-type]


def test_object_items_keep_a_plain_key_as_the_expression_it_wraps() -> None:
    file, _ = hcl.parse(b'a = {k = 1, (k) = 2, "s" = 3}\n', "main.hcl")
    plain, forced, quoted = file.body.attributes[0].expr.items
    for item in (plain, quoted):
        assert not [r for r in gc.get_referents(item) if isinstance(r, ir.ObjectKey)]
        assert type(item.key) is ir.ObjectKey and item.key.force_non_literal is False
    assert [r for r in gc.get_referents(forced) if isinstance(r, ir.ObjectKey)] == [forced.key]
    assert forced.key.force_non_literal is True and isinstance(forced.key.wrapped, ir.Parentheses)
    assert isinstance(plain.key.wrapped, ir.ScopeTraversal) and plain.key.wrapped.traversal.root_name == "k"
    for item in (plain, forced, quoted):
        assert pickle.loads(pickle.dumps(item)) == item and dataclasses.replace(item) == item
        assert hash(copy.deepcopy(item)) == hash(item)


@pytest.mark.parametrize(("text", "read_back"), [("a = {k = 1, kk = 2}\n", True), ('a = {k = "é", kk = 2}\n', False)])
def test_object_item_names_are_read_back_from_an_ascii_source(text: str, read_back: bool) -> None:
    """A key of one name keeps nothing for its name where the source reads it back (a
    line of one-byte characters), and its name where it does not."""
    from hcl.ir.node import kept

    items = hcl.parse(text, "main.hcl")[0].body.attributes[0].expr.items
    assert [kept(item, "key") for item in items] == ([None, None] if read_back else ["k", "kk"])
    assert [item.key.wrapped.traversal.root_name for item in items] == ["k", "kk"]
    at = text.encode().index(b"kk")
    assert [(r.start.byte, r.end.byte) for r in (item.key.range for item in items)] == [(5, 6), (at, at + 2)]


@pytest.mark.parametrize(("text", "read_back"), [("a = x\nb = [yy, x.z]\n", True), ('a = x\nb = [yy, "é"]\n', False)])
def test_one_name_references_are_read_back_from_an_ascii_source(text: str, read_back: bool) -> None:
    """A reference of one name keeps a shared marker for it where the source reads it
    back (a line of one-byte characters), and the name where it does not."""
    from hcl.ir.node import kept
    from hcl.ir.shared import SOURCE_NAME

    a, b = hcl.parse(text, "main.hcl")[0].body.attributes
    assert kept(a, "expr") is SOURCE_NAME
    assert (kept(b, "expr")[0] is SOURCE_NAME) is read_back
    if not read_back:
        assert kept(b, "expr")[0] == ("yy",)
    assert a.expr.traversal.root_name == "x" and b.expr.exprs[0].traversal.root_name == "yy"
    assert (a.expr.range.start.byte, a.expr.range.end.byte) == (4, 5)
    assert pickle.loads(pickle.dumps(b)) == b and b == dataclasses.replace(b)


_KEYS = st.one_of(_NAMES.map(lambda n: "k" + n), st.integers(0, 999).map(str), _KEPT_SMALL.filter(lambda t: '"' in t))


@given(_KEYS, _KEPT_SMALL)
def test_object_items_kept_small_read_back_as_parsed(key: str, value: str) -> None:
    """An item whose key and value each have something standing for them keeps those
    and one number for their ranges; both read back as the same key and value written
    as a tuple's elements (one column to the left for the value)."""
    from hcl.ir.node import kept

    file, _ = hcl.parse(f"a = {{{key} = {value}}}\n", "main.hcl")
    (item,) = file.body.attributes[0].expr.items
    elements = hcl.parse(f"a = [{key}, {value}]\n", "main.hcl")[0].body.attributes[0].expr.exprs
    assert not isinstance(kept(item, "key"), ir.Expression | ir.ObjectKey)
    assert not isinstance(kept(item, "value"), ir.Expression)
    assert item.key.force_non_literal is False
    assert _plain(item.key.wrapped, 0) == _plain(elements[0], 0)
    assert _plain(item.value, 1) == _plain(elements[1], 0)
    assert item.range == ir.ObjectItem(item.key, item.value).range
    assert item == ir.ObjectItem(item.key, item.value) and hash(item) == hash(copy.deepcopy(item))
    assert pickle.loads(pickle.dumps(item)) == item and dataclasses.replace(item) == item
    assert repr(item) == f"ObjectItem(key={item.key!r}, value={item.value!r})"


def test_object_items_with_parts_from_elsewhere_are_kept_as_given() -> None:
    from hcl.ir.node import kept

    file, _ = hcl.parse(b'a = {k = 1, (k) = 2, k = f(1)}\n', "main.hcl")
    small, forced, call = file.body.attributes[0].expr.items
    other = hcl.parse(b"b = 1\n", "other.hcl")[0].body.attributes[0].expr
    made = dataclasses.replace(small, value=other)
    assert kept(made, "value") is other and made.value.range.filename == "other.hcl"
    assert kept(made, "key") == small.key.wrapped and made.key == small.key
    assert isinstance(kept(made, "key"), ir.ScopeTraversal) and not isinstance(kept(small, "key"), ir.Expression)
    for item in (forced, call):
        assert isinstance(kept(item, "value"), ir.Expression)
        assert kept(item, "key") is (item.key if item.key.force_non_literal else item.key.wrapped)


# A small collection's field, then the collection, then the same with a call at its end.
_SMALL_TUPLES = st.lists(_KEPT_SMALL, min_size=1, max_size=16).map(
    lambda elements: ("exprs", f"[{', '.join(elements)}]", f"[{', '.join(elements)}, f(1)]"))
_SMALL_OBJECTS = st.lists(st.tuples(_KEYS, _KEPT_SMALL), min_size=1, max_size=16).map(
    lambda items: ", ".join(f"{key} = {value}" for key, value in items)).map(
    lambda items: ("items", f"{{{items}}}", f"{{{items}, z = f(1)}}"))


@given(st.one_of(_SMALL_TUPLES, _SMALL_OBJECTS))
def test_small_collections_keep_what_stands_for_their_parts(case: tuple[str, str, str]) -> None:
    """A tuple of 1 to 16 elements that each have something standing for them keeps
    those and one number for their ranges, an object of 1 to 16 items that each keep
    what stands for their key and value keeps what they keep; the parts read back as
    the same parts in a collection that also holds a call (which keeps them as nodes)."""
    from hcl.ir.node import kept

    field, packed_text, plain_text = case
    packed = hcl.parse(f"a = {packed_text}\n", "main.hcl")[0].body.attributes[0].expr
    plain = hcl.parse(f"a = {plain_text}\n", "main.hcl")[0].body.attributes[0].expr
    assert not any(isinstance(k, ir.Expression | ir.ObjectItem) for k in kept(packed, field))
    assert all(isinstance(k, ir.Expression | ir.ObjectItem) for k in kept(plain, field))
    assert _plain(getattr(packed, field), 0) == _plain(getattr(plain, field)[:-1], 0)
    assert packed == dataclasses.replace(packed, **{field: getattr(packed, field)})
    assert hash(packed) == hash(copy.deepcopy(packed)) and pickle.loads(pickle.dumps(packed)) == packed


@pytest.mark.parametrize(("text", "count"), [("f(1)", 1), (", ".join(["1"] * 17), 17), ("1, f(1)", 2)])
def test_other_tuples_keep_their_elements_as_nodes(text: str, count: int) -> None:
    from hcl.ir.node import kept

    (attr,) = hcl.parse(f"a = [{text}]\n", "main.hcl")[0].body.attributes
    held = kept(attr.expr, "exprs")
    assert (isinstance(held, ir.FunctionCall) if count == 1 else all(isinstance(k, ir.Expression) for k in held))
    assert len(attr.expr.exprs) == count


_COLLECTIONS = st.recursive(
    _KEPT_SMALL,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4).map(lambda elements: f"[{', '.join(elements)}]"),
        st.lists(st.tuples(_KEYS, inner), max_size=4).map(
            lambda items: "{" + ", ".join(f"{key} = {value}" for key, value in items) + "}")),
    max_leaves=12).filter(lambda text: text[0] in "[{")


@given(_COLLECTIONS)
def test_small_collections_stand_in_where_their_range_is_known(text: str) -> None:
    """A tuple or object constructor whose elements or items stand in is kept as what
    it keeps by an attribute (one space after ``=``) and by the collection around it,
    nested at any depth, and reads back as parsed (compared with the same written two
    spaces after ``=``, kept as a node)."""
    from hcl.ir.node import kept

    (packed,), (plain,) = (hcl.parse(f"a ={gap}{text}\n", "main.hcl")[0].body.attributes for gap in (" ", "  "))
    assert not isinstance(kept(packed, "expr"), ir.Expression)
    assert isinstance(kept(plain, "expr"), ir.Expression)
    assert _plain(packed.expr, 0) == _plain(plain.expr, 1)
    assert [type(n) for n in ir.walk(packed.expr)] == [type(n) for n in ir.walk(plain.expr)]
    assert dataclasses.replace(packed, expr=packed.expr) == packed
    assert pickle.loads(pickle.dumps(packed)) == packed and hash(copy.deepcopy(packed)) == hash(packed)
    assert hcl.parse(f"a = {text}\n", "main.hcl")[0].body.attributes[0] == packed


def test_empty_collections_share_what_they_keep() -> None:
    from hcl.ir.node import kept

    file, _ = hcl.parse(b"a = []\nb = {}\nc = [[], {}]\nd = [{}, []]\n", "main.hcl")
    a, b, c, d = file.body.attributes
    assert kept(a, "expr") is kept(c.expr.exprs[0], "exprs") is kept(d.expr.exprs[1], "exprs")
    assert kept(b, "expr") is kept(c.expr.exprs[1], "items") is kept(d.expr.exprs[0], "items")
    assert a.expr.exprs == () and b.expr.items == () and str(c.expr.exprs[1].range) == "main.hcl:3,10-12"
    assert a.expr == ir.TupleCons((), a.expr.range, a.expr.open_range)


@pytest.mark.parametrize("text", ['b "l" {\n  x = 1\n  y = "s"\n}\n', "b {\n}\n", "b {\n  c {}\n}\n",
                                  'b {\n  c {}\n  d "x" {\n    e = 1\n  }\n}\n'])
def test_block_bodies_of_attributes_or_blocks_alone_are_kept_as_those(text: str) -> None:
    """A body spanning its block's braces, of attributes alone or of blocks alone, is kept
    as those and reads back as parsed (compared with the same body made as a node)."""
    from hcl.ir.node import kept

    (packed,) = hcl.parse(text, "main.hcl")[0].body.blocks
    assert not isinstance(kept(packed, "body"), ir.Body)
    body = packed.body
    made = ir.Body(body.attributes, body.blocks, body.range, body.end_range)
    assert _plain(body, 0) == _plain(made, 0) and body == made and hash(body) == hash(made)
    assert [b.type for b in body.blocks] == [b.type for b in hcl.parse(text)[0].body.blocks[0].body.blocks]
    assert body.end_range == packed.close_brace_range.end_range()
    assert body.range == Range.between(packed.open_brace_range, packed.close_brace_range)
    assert pickle.loads(pickle.dumps(packed)) == packed and dataclasses.replace(packed) == packed


def test_other_block_bodies_are_kept_as_bodies() -> None:
    from hcl.ir.node import kept

    file, _ = hcl.parse(b"b { x = 1 }\nc {\n  d {}\n  x = 1\n}\n", "main.hcl")
    for block in file.body.blocks:
        assert isinstance(kept(block, "body"), ir.Body)
    body = file.body.blocks[0].body
    other = hcl.parse(b"e {\n}\n", "other.hcl")[0].body.blocks[0]
    assert kept(dataclasses.replace(other, body=body), "body") is body


def test_bodies_keep_one_item_as_itself() -> None:
    file, _ = hcl.parse(b'b {\n  x = 1\n}\nc {\n  d {}\n}\n', "main.hcl")
    b, c = file.body.blocks
    assert not [r for r in gc.get_referents(b.body) + gc.get_referents(c.body) if type(r) is tuple and r]
    assert len(b.body.attributes) == 1 and b.body.attributes[0].name == "x" and b.body.blocks == ()
    assert c.body.attributes == () and [d.type for d in c.body.blocks] == ["d"]
