"""Small expressions are kept written as bytes until read (``hcl.ir.compact``).

In a source of 64 Ki characters or more, an attribute's expression, and a long
template's part, that has no smaller stand-in is kept as bytes when it is small, and its
nodes are made again when it is first read. Each case here is parsed twice, as it is and
with the writing turned off, and the two must be equal in every respect: nodes, ranges,
evaluation, pickling. (Each source starts with a long comment to be that large.)
"""

from __future__ import annotations

import pickle
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from hypothesis import given
from hypothesis import strategies as st

import hcl
import hcl.ir.expressions
from hcl import ir
from hcl.cty import Value
from hcl.eval import EvalContext, evaluate
from hcl.ir.compact import Compacted
from hcl.ir.node import kept
from hcl.testing.strategies import config_files, expressions

CTX = EvalContext(
    {"x": Value.number(2), "y": Value.string("why"), "m": Value.object({"k": Value.tuple([Value.number(1)])}),
     "a": Value.object({"b": Value.number(1)})},
    {},
)

# Each written as bytes alone, or with some values kept as themselves (Compacted).
WRITTEN = [
    "f(x, y)",
    "x ? 1 : 2",
    "x + 1 * 2 - -x",
    "!(x == 2) || y != \"z\"",
    "f(var.a.b, m.k[0], \"s\", 1.5, true, null)",
    "try(a.b, \"none\")",
    "{a = f(b), \"c\" = [1, 2], (x) = {}}",
    "[for k, v in m : k => v if v != null]",
    "{for k, v in m : k => v...}",
    "m.k[*].z",
    "m.*.k",
    "m[x].k",
    "f(m...)",
    "provider::p::f(1)",
    "\"é ${a} ${f(\"x\")}\"",
    "\"%{ if x == 2 }two%{ else }other%{ endif }\"",
    "\"%{ for v in m.k }${v}, %{ endfor }\"",
    "<<EOT\n  ${x} and %{ if y == \"\" }none%{ endif }\nEOT",
    "<<-EOT\n    ${a.b}\n  EOT",
    "(x)",
    "f(\"é\", \"\\n\", \"$${}\", x)",
    "f([x, yy], {k = x, (z) = [w]})",
    "12345678901234567890 + 0.1",
]


# A comment making a source large enough for its expressions to be written.
PAD = "#" + " " * (1 << 16) + "\n"


@contextmanager
def _unwritten() -> Iterator[None]:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(hcl.ir.expressions, "compacted", lambda *args: None)
        patch.setattr(hcl.ir.expressions, "written_chain", lambda *args: None)
        yield


def _both(src: str, template: bool = False) -> tuple[object, object]:
    parse = hcl.parse_template if template else hcl.parse
    written, diags = parse(src)
    with _unwritten():
        plain, plain_diags = parse(src)
    assert list(diags) == list(plain_diags)
    return written, plain


def _ranges(node: ir.Expression) -> list[tuple[str, int, int, int]]:
    return [(type(n).__name__, n.range.start.byte, n.range.end.byte, n.range.end.column) for n in ir.walk(node)]


def _same(written: ir.Expression, plain: ir.Expression) -> None:
    assert written == plain
    assert repr(written) == repr(plain)
    assert _ranges(written) == _ranges(plain)
    (value, diags), (plain_value, plain_diags) = evaluate(written, CTX), evaluate(plain, CTX)
    assert repr(value) == repr(plain_value)
    assert list(diags) == list(plain_diags)


@pytest.mark.parametrize("accelerated", ["0", "1"])
@pytest.mark.parametrize("text", WRITTEN)
def test_a_small_expression_is_written_and_read_back_the_same(text: str, accelerated: str,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HCL_ACCELERATOR", accelerated)
    written, plain = _both(f"{PAD}first = 1\nattr = {text}\n")
    assert isinstance(written, ir.File) and isinstance(plain, ir.File)
    attr = written.body.attributes[1]
    assert type(kept(attr, "expr")) in (bytes, Compacted)
    assert not isinstance(kept(plain.body.attributes[1], "expr"), bytes | Compacted)
    _same(attr.expr, plain.body.attributes[1].expr)
    assert written == plain
    assert pickle.loads(pickle.dumps(written)) == plain


def test_names_and_ranges_take_no_object_on_a_line_of_ascii() -> None:
    # (c: one-name references held in small collections, as the marker for a name read back)
    file, _ = hcl.parse(PAD + "a = f(x, y)\nb = cond ? one : two\nc = f([x, yy], {k = x})\n")
    for attr in file.body.attributes:
        assert type(kept(attr, "expr")) is bytes


def test_a_smaller_source_keeps_its_nodes() -> None:
    file, _ = hcl.parse(PAD[:-100] + "\na = f(x, y)\n")
    assert isinstance(kept(file.body.attributes[0], "expr"), ir.FunctionCall)


def test_an_expression_is_made_once_then_kept() -> None:
    file, _ = hcl.parse(PAD + "a = f(x, y)\n")
    attr = file.body.attributes[0]
    first = attr.expr
    assert isinstance(first, ir.FunctionCall)
    assert attr.expr is first
    assert kept(attr, "expr") is first


def test_a_splat_keeps_its_one_symbol() -> None:
    file, _ = hcl.parse(PAD + "a = m.k[*].z\n")
    expr = file.body.attributes[0].expr
    assert isinstance(expr, ir.Splat)
    assert isinstance(expr.each, ir.RelativeTraversal)
    assert expr.each.source is expr.item


@pytest.mark.parametrize(("text", "kept_beside"), [
    ("f([" + ", ".join(["1"] * 20) + "])", ["TupleCons"]),  # (a long tuple, held compactly already)
    ("f(" + ", ".join(["g(x, y, z, u, v, w)"] * 16) + ")", []),  # (more than 100 values: written part by part)
    ("f(" * 60 + "x" + ")" * 60, ["FunctionCall"]),  # (a part nested 40 deep, and what it holds)
])
def test_a_large_expression_is_written_part_by_part(text: str, kept_beside: list[str]) -> None:
    written, plain = _both(f"{PAD}a = {text}\n")
    assert isinstance(written, ir.File) and isinstance(plain, ir.File)
    held = kept(written.body.attributes[0], "expr")
    assert type(held) is (Compacted if kept_beside else bytes)
    if kept_beside:
        assert [type(v).__name__ for v in held[1:]] == kept_beside
    _same(written.body.attributes[0].expr, plain.body.attributes[0].expr)
    assert written == plain


def test_an_expression_longer_than_the_limit_keeps_its_nodes() -> None:
    # (written whole once all its nodes are made, its bytes would add to the parse's peak)
    items = "".join(f"  k{i} = {i}\n" for i in range(5_000))
    written, plain = _both(f"{PAD}a = {{\n{items}}}\nb = {{k = f(x)}}\n")
    assert isinstance(written, ir.File) and isinstance(plain, ir.File)
    assert isinstance(kept(written.body.attributes[0], "expr"), ir.ObjectCons)
    assert type(kept(written.body.attributes[1], "expr")) is bytes
    assert written == plain


@pytest.mark.parametrize("collection", ["[]", "f()"])
@pytest.mark.parametrize("element", ["1", "f(x)"])
def test_a_long_collection_alone_keeps_its_node(element: str, collection: str) -> None:
    # (its elements or arguments held compactly: as stand-ins, or written)
    opener, closer = collection[:-1], collection[-1]
    written, plain = _both(f"{PAD}a = {opener}" + ", ".join([element] * 40) + f"{closer}\n")
    assert isinstance(written, ir.File) and isinstance(plain, ir.File)
    node = kept(written.body.attributes[0], "expr")
    assert isinstance(node, ir.TupleCons if collection == "[]" else ir.FunctionCall)
    assert type(kept(node, "exprs" if collection == "[]" else "args")).__name__ == "HeldElements"
    _same(written.body.attributes[0].expr, plain.body.attributes[0].expr)


# Operator chains: written as they grow while parsed (hcl.ir.compact.Chain), as an
# argument's value.
_OPS = ["+", "*", "-", "==", "||", "/", "<", "&&", "%", ">=", "!=", ">", "<="]
_OPERANDS = ["x", "1", "m.k[0]", "f(x)", "1.5", '"s"', "-x", "(x + 1)", "!true", "a.b"]
CHAINS = [
    "x + x + x",
    "x + 1 * 2 - -x / 3 % 4",
    "x == 1 || x < 2 && !(x > 3) || x >= 4 || x != 5",
    "x + 1 + 2 ? \"a\" : \"b\"",  # (the chain is the condition)
    "x + 1 + 2 ? 1 : x * 2 * 3 ? 2 : x - 1 - 2",
    "x" + "".join(f" {_OPS[i % len(_OPS)]} {_OPERANDS[i % len(_OPERANDS)]}" for i in range(300)),
    # In parentheses: written as it grows while they are the argument's value, as nodes
    # again when a step or an operator after them makes them part of it.
    "(x + x + x)",
    "( x * 2 - -x\n  + 3 )",
    "(x + 1 + 2) ? 1 : 2",
    "(x + x + x) + x",
    "((x + x + x))",
    "(x + x + x).b",
    "(m.k[0] + x + x)[0]",
    "!(x + x + x == 2)",
]


@pytest.mark.parametrize("accelerated", ["0", "1"])
@pytest.mark.parametrize("text", CHAINS)
def test_an_operator_chain_is_written_as_it_grows_and_read_back_the_same(
        text: str, accelerated: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HCL_ACCELERATOR", accelerated)
    written, plain = _both(f"{PAD}first = 1\nattr = {text}\nb {{\n  attr = {text}\n}}\n")
    assert isinstance(written, ir.File) and isinstance(plain, ir.File)
    attrs = [written.body.attributes[1], written.body.blocks[0].body.attributes[0]]
    plain_attrs = [plain.body.attributes[1], plain.body.blocks[0].body.attributes[0]]
    for attr, plain_attr in zip(attrs, plain_attrs, strict=True):
        assert type(kept(attr, "expr")) in (bytes, Compacted)
        assert not isinstance(kept(plain_attr, "expr"), bytes | Compacted)
        _same(attr.expr, plain_attr.expr)
    assert written == plain
    assert pickle.loads(pickle.dumps(written)) == plain


@pytest.mark.parametrize("accelerated", ["0", "1"])
def test_a_long_operator_chain_is_written_and_read_back_without_recursion(
        accelerated: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HCL_ACCELERATOR", accelerated)
    text = "x" + "".join(f" {_OPS[i % len(_OPS)]} {_OPERANDS[i % len(_OPERANDS)]}" for i in range(20_000))
    written, plain = _both(f"{PAD}attr = {text}\n")
    assert isinstance(written, ir.File) and isinstance(plain, ir.File)
    attr, plain_attr = written.body.attributes[0], plain.body.attributes[0]
    assert type(kept(attr, "expr")) in (bytes, Compacted)
    # (nodes compared by their ranges and evaluation: == and repr of a chain this deep recurse)
    assert _ranges(attr.expr) == _ranges(plain_attr.expr)
    (value, diags), (plain_value, plain_diags) = evaluate(attr.expr, CTX), evaluate(plain_attr.expr, CTX)
    assert repr(value) == repr(plain_value)
    assert list(diags) == list(plain_diags)


def test_a_large_operand_of_a_chain_is_written_part_by_part() -> None:
    large = "f(" + ", ".join(["g(x, y, z, u, v, w)"] * 16) + ")"  # (a long call's arguments are held compactly)
    deep = "f(" * 60 + "x" + ")" * 60
    written, plain = _both(f"{PAD}a = x + x + {large} + x + {deep} + x\n")
    assert isinstance(written, ir.File) and isinstance(plain, ir.File)
    held = kept(written.body.attributes[0], "expr")
    assert type(held) is Compacted and [type(v) for v in held[1:]] == [ir.FunctionCall]  # (40 deep in the deep one)
    _same(written.body.attributes[0].expr, plain.body.attributes[0].expr)


@pytest.mark.parametrize("value", ["=  x + x + x", "=x + x + x", "=  (x + x + x)"])
def test_a_chain_not_one_space_after_the_equals_sign_is_made_into_nodes(value: str) -> None:
    # (an argument keeps its range from the attribute's only from one space after its =)
    written, plain = _both(f"{PAD}a {value}\nb = (x + x + x) * x\n")
    assert isinstance(written, ir.File) and isinstance(plain, ir.File)
    assert isinstance(kept(written.body.attributes[0], "expr"), ir.BinaryOp | ir.Parentheses)
    assert type(kept(written.body.attributes[1], "expr")) is bytes  # (in parentheses: written once whole)
    for attr, plain_attr in zip(written.body.attributes, plain.body.attributes, strict=True):
        _same(attr.expr, plain_attr.expr)
    assert written == plain


@pytest.mark.parametrize("accelerated", ["0", "1"])
def test_a_long_lists_elements_and_object_item_values_are_written_and_read_back_the_same(
        accelerated: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HCL_ACCELERATOR", accelerated)
    valid = [text for text in WRITTEN if not hcl.parse(f"a = {text}\n")[1]]
    elements = "".join(f"  {text},\n" for text in valid if not text.startswith("<<"))
    items = "".join(f"  k{i} = {text}\n" for i, text in enumerate(valid))
    written, plain = _both(f"{PAD}a = [\n{elements}]\nb = {{\n{items}}}\nc = {{k = f(x), j = [x ? 1 : 2]}}\n")
    assert isinstance(written, ir.File) and isinstance(plain, ir.File)
    a, b, c = written.body.attributes
    held = kept(a.expr, "exprs")
    assert type(held).__name__ == "HeldElements" and all(type(e) in (bytes, Compacted) for e in held.held)
    assert all(type(kept(item, "value")) in (bytes, Compacted) for item in kept(b.expr, "items"))
    assert type(kept(c, "expr")) is bytes  # (its items' values, written already, inside its own bytes)
    for attr, plain_attr in zip(written.body.attributes, plain.body.attributes, strict=True):
        _same(attr.expr, plain_attr.expr)
    assert written == plain
    assert pickle.loads(pickle.dumps(written)) == plain


def test_a_long_templates_parts_are_written_and_read_back_the_same() -> None:
    text = PAD + "".join(f'line {i} ${{f(x, {i})}} %{{ if x == {i} }}b%{{ endif }}${{"s"}}\n' for i in range(20))
    written, plain = _both(text, template=True)
    assert isinstance(written, ir.Template) and isinstance(plain, ir.Template)
    held = kept(written, "parts")
    assert type(held).__name__ == "HeldElements"
    assert sum(type(part) in (bytes, Compacted) for part in held.held) == 60  # (the first 16 too, past 16)
    _same(written, plain)


@given(config_files(max_depth=1))
def test_written_configurations_read_back_the_same(src: str) -> None:
    written, plain = _both(PAD + src)
    assert written == plain
    assert repr(written) == repr(plain)


@given(st.lists(expressions(max_depth=3), min_size=17, max_size=24))
def test_written_template_parts_read_back_the_same(exprs: list[str]) -> None:
    written, plain = _both(PAD + "".join(f"p ${{{e}}}\n" for e in exprs), template=True)
    assert isinstance(written, ir.Template) and isinstance(plain, ir.Template)
    _same(written, plain)
