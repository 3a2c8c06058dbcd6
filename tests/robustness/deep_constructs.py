"""Deeply nested input for every construct and entry point, shared by the tests and
the measuring script (``python tests/robustness/measure_deep.py``).

Each case builds its input for a depth and runs one entry point on it, checking
the result; it raises ``AssertionError`` when the result is wrong.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import hcl.cli
from hcl import json as hcljson
from hcl.cty import Value
from hcl.eval import EvalContext, evaluate
from hcl.functions import standard_functions
from hcl.hcldec import cli as hcldec_cli
from hcl.native.parser import parse_config, parse_expression, parse_template
from hcl.testing.compare import ir_equal, strip_ranges
from hcl.write.printer import print_expression

# (prefix repeated, innermost text, suffix repeated) of native expressions.
EXPRESSIONS = {
    "tuple": ("[", "1", "]"),
    "parentheses": ("(", "1", ")"),
    "object": ("{a = ", "1", "}"),
    "call": ("abs(", "1", ")"),
    "interpolation": ('"${', "1", '}"'),
    "heredoc in interpolation": ("<<EOT\n${", "1", "}\nEOT\n"),
    "flush heredoc in interpolation": ("<<-EOT\n  ${", "1", "}\n  EOT\n"),
    "for": ("[for x in ", "[1]", " : x]"),
    "conditional": ("false ? 0 : ", "1", ""),
    "negation": ("-", "1", ""),
    "not": ("!", "true", ""),
    "sum": ("1 + ", "1", ""),
    "template if": ("%{ if true }", "x", "%{ endif }"),
}


def expression_source(name: str, depth: int) -> str:
    prefix, inner, suffix = EXPRESSIONS[name]
    text = prefix * depth + inner + suffix * depth
    return f'"{text}"' if name == "template if" else text


def same_value(a: Value, b: Value) -> bool:
    """``a.raw_equals(b)`` with an explicit stack (values here nest too deeply for cty's recursion)."""
    pairs = [(a, b)]
    while pairs:
        x, y = pairs.pop()
        if x.type.is_tuple and y.type.is_tuple:
            xs, ys = x.as_value_list(), y.as_value_list()
            if len(xs) != len(ys):
                return False
            pairs.extend(zip(xs, ys, strict=True))
        elif x.type.is_object and y.type.is_object:
            xm, ym = x.as_value_map(), y.as_value_map()
            if xm.keys() != ym.keys():
                return False
            pairs.extend((xm[k], ym[k]) for k in xm)
        elif x.type.is_structural or y.type.is_structural or not x.raw_equals(y):
            return False
    return True


def expected(name: str, depth: int) -> Value:
    """The value of :func:`expression_source` ``(name, depth)``."""
    if name in ("tuple", "object", "for"):
        value = Value.number(1)
        for _ in range(depth):
            value = Value.object({"a": value}) if name == "object" else Value.tuple([value])
        return value if name != "for" else Value.tuple([Value.number(1)])
    if name == "negation":
        return Value.number(-1 if depth % 2 else 1)
    if name == "not":
        return Value.bool(depth % 2 == 0)
    if name == "sum":
        return Value.number(depth + 1)
    if name == "template if":
        return Value.string("x")
    if name in ("heredoc in interpolation", "flush heredoc in interpolation"):
        return Value.string("1" + "\n" * depth)
    return Value.number(1)


def context(variables: dict[str, Value] | None = None) -> EvalContext:
    return EvalContext(variables or {}, standard_functions())


def evaluate_native(name: str, depth: int) -> None:
    """Parse a native expression ``depth`` levels deep, evaluate it, print it and compare it."""
    expr, diags = parse_expression(expression_source(name, depth), "deep.hcl")
    assert not diags, [d.summary for d in diags]
    value, diags = evaluate(expr, context())
    assert not diags, [(d.summary, d.detail) for d in diags]
    assert same_value(value, expected(name, depth))


def print_native(name: str, depth: int) -> None:
    """Print a deep expression and read it back: the same IR."""
    expr, _ = parse_expression(expression_source(name, depth), "deep.hcl")
    again, diags = parse_expression(print_expression(expr), "printed.hcl")
    assert not diags, [d.summary for d in diags]
    assert ir_equal(expr, again)
    assert strip_ranges(expr) is not None


def deep_object(depth: int, wrap_in_tuple: bool) -> Value:
    value = Value.number(1)
    for _ in range(depth):
        value = Value.object({"a": value})
        if wrap_in_tuple:
            value = Value.tuple([value])
    return value


def traversal(depth: int) -> None:
    """``x.a.a.a…`` through a variable as deep as the chain."""
    expr, diags = parse_expression("x" + ".a" * depth, "deep.hcl")
    assert not diags
    value, diags = evaluate(expr, context({"x": deep_object(depth, False)}))
    assert not diags, [(d.summary, d.detail) for d in diags]
    assert value.raw_equals(Value.number(1))


def splat(depth: int) -> None:
    """``x[*].a[*].a…`` through a variable as deep as the chain."""
    expr, diags = parse_expression("x" + "[*].a" * depth, "deep.hcl")
    assert not diags
    value, diags = evaluate(expr, context({"x": deep_object(depth, True)}))
    assert not diags, [(d.summary, d.detail) for d in diags]
    for _ in range(depth):
        assert value.type.is_tuple
        (value,) = value.as_value_list()
    assert value.raw_equals(Value.number(1))


def template(depth: int) -> None:
    """A standalone template with nested interpolations."""
    expr, diags = parse_template('${"' * depth + "x" + '"}' * depth, "deep.tpl")
    assert not diags
    value, diags = evaluate(expr, context())
    assert not diags and value.raw_equals(Value.string("x"))


def blocks(depth: int) -> None:
    file, diags = parse_config("b {\n" * depth + "}\n" * depth, "deep.hcl")
    assert not diags
    block, levels = file.body.blocks[0], 1
    while block.body.blocks:
        (block,) = block.body.blocks
        levels += 1
    assert levels == depth


def json_value(depth: int) -> None:
    """A JSON array ``depth`` deep: parsed, read literally, evaluated, made native."""
    src = '{"a": ' + "[" * depth + "1" + "]" * depth + "}"
    file, diags = hcljson.parse(src, "deep.json")
    assert not diags
    attrs, diags = file.body.just_attributes()
    assert not diags
    expr = attrs["a"].expr
    want = expected("tuple", depth)
    value, diags = evaluate(expr, None)
    assert not diags and same_value(value, want)
    value, diags = evaluate(expr, context())
    assert not diags and same_value(value, want)
    native, diags = hcljson.to_native(expr)
    assert not diags
    value, diags = evaluate(native, context())
    assert not diags and same_value(value, want)


def hcldec(depth: int, tmp: Path) -> None:
    """hcldec with a spec and an input both nested ``depth`` blocks deep."""
    spec = ("object {\n" + 'block "b" {\nblock_type = "b"\nobject {\n' * depth + 'attr "v" {\ntype = number\n}\n'
            + "}\n}\n" * depth + "}\n")
    config = "b {\n" * depth + "v = 1\n" + "}\n" * depth
    (tmp / "deep.hcldec").write_text(spec)
    (tmp / "deep.hcl").write_text(config)
    out, err = _binary_text(), _binary_text()
    with redirect_stdout(out), redirect_stderr(err):
        status = hcldec_cli.run(["--spec", str(tmp / "deep.hcldec"), str(tmp / "deep.hcl")])
    assert status == 0, _text(err)[:500]
    text = _text(out)
    assert text.count('"b"') == depth and '"v": 1' in text.replace(" ", "").replace(":", ": ")


def _binary_text() -> io.TextIOWrapper:
    return io.TextIOWrapper(io.BytesIO(), encoding="utf-8")


def _text(stream: io.TextIOWrapper) -> str:
    stream.flush()
    buffer = stream.buffer
    assert isinstance(buffer, io.BytesIO)
    return buffer.getvalue().decode()


def tree_command(depth: int, tmp: Path) -> None:
    (tmp / "deep.hcl").write_text("a = " + "[" * depth + "]" * depth + "\n")
    out = io.StringIO()
    with redirect_stdout(out), redirect_stderr(io.StringIO()):
        status = hcl.cli.main(["tree", str(tmp / "deep.hcl")])
    assert status == 0
    assert out.getvalue().count("LBRACK") == depth


def cases(tmp: Path) -> dict[str, Callable[[int], None]]:
    """Every case by name: a function of the depth."""
    found: dict[str, Callable[[int], None]] = {}
    for name in EXPRESSIONS:
        found[name] = lambda depth, name=name: evaluate_native(name, depth)
        found[f"print {name}"] = lambda depth, name=name: print_native(name, depth)
    found.update({
        "traversal": traversal, "splat": splat, "template": template, "blocks": blocks, "json": json_value,
        "hcldec": lambda depth: hcldec(depth, tmp), "tree": lambda depth: tree_command(depth, tmp),
    })
    return found


__all__ = ["EXPRESSIONS", "cases", "expected", "expression_source"]
