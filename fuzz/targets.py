"""Fuzz targets: each runs one part of the library on arbitrary bytes and checks the invariants.

Invariants, for every input:

* no exception escapes the library (a failing check raises :class:`InvariantError`);
* every diagnostic's subject and context lie inside the input, and no detail holds a
  Python traceback;
* the work is bounded: parse results have at most a fixed multiple of the input's
  size in nodes and diagnostics, and evaluation runs under a
  :class:`~hcl.eval.Budget` of steps and result size.

The same targets run under atheris (``fuzz/fuzz.py``, ``make fuzz``) and hypothesis
(``tests/robustness/test_fuzz_targets.py``, part of ``make test``).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterable
from typing import Any
from unittest import mock

import hcl
from hcl import json as hcljson
from hcl.cty import NUMBER, CtyError, Value
from hcl.cty.json import marshal
from hcl.diagnostics import Diagnostic
from hcl.eval import Budget, EvalContext, evaluate
from hcl.functions import standard_functions
from hcl.ir.walk import walk
from hcl.native import accelerated
from hcl.testing.compare import ir_identical

__all__ = ["TARGETS", "InvariantError", "format_available"]

# Generous bounds on what an input of n bytes may produce.
_NODES_PER_BYTE = 4
_DIAGNOSTICS_PER_BYTE = 2
_SLACK = 16
# Evaluation budget per input byte (steps) and the largest result.
_STEPS_PER_BYTE = 2_000
_MAX_RESULT = 1_000_000


class InvariantError(AssertionError):
    """An invariant of the library did not hold for this input."""


# The reference points one byte past the input for a JSON string that the end of the
# input cuts off (the position after the last byte it read): kept for conformance.
_ONE_PAST_THE_END = frozenset({"Invalid JSON string"})


def _check_range(rng: Any, size: int, what: str, summary: str = "") -> None:
    if rng is None:
        return
    if summary in _ONE_PAST_THE_END:
        size += 1
    if not 0 <= rng.start.byte <= rng.end.byte <= size:
        raise InvariantError(f"{what} {rng} outside the input of {size} bytes")
    if rng.start.line < 1 or rng.start.column < 1 or rng.end.line < rng.start.line:
        raise InvariantError(f"{what} {rng} has an impossible line or column")


def check_diagnostics(diags: Iterable[Diagnostic], size: int) -> None:
    """Subjects and contexts inside the input; no tracebacks; not more than the input can explain."""
    count = 0
    for diag in diags:
        count += 1
        _check_range(diag.subject, size, "subject", diag.summary)
        _check_range(diag.context, size, "context", diag.summary)
        if "Traceback (most recent call last)" in diag.detail:
            raise InvariantError(f"traceback in a diagnostic: {diag.summary}")
        if diag.summary.startswith("Internal error"):
            raise InvariantError(f"internal error: {diag.detail}")
    if count > _DIAGNOSTICS_PER_BYTE * size + _SLACK:
        raise InvariantError(f"{count} diagnostics for {size} bytes")


def _check_size(root: Any, size: int) -> None:
    nodes = sum(1 for _ in walk(root))
    if nodes > _NODES_PER_BYTE * size + _SLACK:
        raise InvariantError(f"{nodes} IR nodes for {size} bytes")


def native(data: bytes) -> None:
    """Native syntax: configuration, expression, template and traversal parsers; where
    the accelerated parser is installed, a configuration parsed without it too, which
    must give the same file and diagnostics."""
    file, diags = hcl.parse(data, "fuzz.hcl")
    check_diagnostics(diags, len(data))
    _check_size(file, len(data))
    if accelerated.enabled():
        with mock.patch.dict(os.environ, {"HCL_ACCELERATOR": "0"}):
            pure, pure_diags = hcl.parse(data, "fuzz.hcl")
        if list(pure_diags) != list(diags) or not ir_identical(pure, file):
            raise InvariantError("the accelerated parser's file or diagnostics differ from the pure path's")
    for parse in (hcl.parse_expression, hcl.parse_template):
        expr, diags = parse(data, "fuzz.hcl")
        check_diagnostics(diags, len(data))
        _check_size(expr, len(data))
    _, diags = hcl.parse_traversal(data, "fuzz.hcl")
    check_diagnostics(diags, len(data))


def json(data: bytes) -> None:
    """JSON syntax: parse, read the body's attributes, evaluate them literally."""
    file, diags = hcljson.parse(data, "fuzz.json")
    check_diagnostics(diags, len(data))
    attrs, diags = file.body.just_attributes()
    check_diagnostics(diags, len(data))
    for attr in attrs.values():
        _, diags = evaluate(attr.expr, None)
        check_diagnostics(diags, len(data))
    _, diags = hcljson.parse_expression(data, "fuzz.json")
    check_diagnostics(diags, len(data))


def _context(size: int) -> EvalContext:
    variables = {"s": Value.string("text"), "n": Value.number(7),
                 "l": Value.tuple([Value.number(1), Value.string("b"), Value.bool(True)]),
                 "m": Value.object({"k": Value.string("v"), "n": Value.null(NUMBER)})}
    budget = Budget(max_steps=_STEPS_PER_BYTE * (size + 1), max_result_size=_MAX_RESULT)
    return EvalContext(variables, standard_functions(), budget=budget)


def template(data: bytes) -> None:
    """Templates: parse as a standalone template and evaluate with the standard library."""
    expr, diags = hcl.parse_template(data, "fuzz.tmpl")
    check_diagnostics(diags, len(data))
    if not diags.has_errors:
        _, diags = evaluate(expr, _context(len(data)))
        check_diagnostics(diags, len(data))


def evaluation(data: bytes) -> None:
    """Expressions evaluated with the standard library, and the result printed as JSON."""
    expr, diags = hcl.parse_expression(data, "fuzz.hcl")
    check_diagnostics(diags, len(data))
    if diags.has_errors:
        return
    value, diags = evaluate(expr, _context(len(data)))
    check_diagnostics(diags, len(data))
    repr(value)
    with contextlib.suppress(CtyError):  # unknown, marked or not serializable: a documented error
        marshal(value, value.type)


def hcldec(data: bytes) -> None:
    """The input as a spec file, and as a configuration decoded with a fixed spec."""
    from hcl.cty import DYNAMIC
    from hcl.hcldec import AttrSpec, BlockListSpec, BlockMapSpec, ObjectSpec, decode
    from hcl.hcldec.files import FileParser
    from hcl.hcldec.specfile import load_spec_file

    parser = FileParser()
    _, diags = parser.parse_hcl(data, "fuzz.hcldec")
    check_diagnostics(diags, len(data))
    if not diags.has_errors:
        _, diags = load_spec_file("fuzz.hcldec", parser)
        check_diagnostics(diags, len(data))
    spec = ObjectSpec({
        "a": AttrSpec("a", DYNAMIC),
        "b": BlockListSpec("b", ObjectSpec({"c": AttrSpec("c", DYNAMIC)})),
        "d": BlockMapSpec("d", ("name",), AttrSpec("e", DYNAMIC)),
    })
    for source, body in _bodies(data):
        value, diags = decode(body, spec, _context(len(source)))
        check_diagnostics(diags, len(source))
        if value.is_wholly_known:
            with contextlib.suppress(CtyError):
                marshal(value, value.type)


def _bodies(data: bytes) -> list[tuple[bytes, Any]]:
    from hcl.loader import parse_body

    out = []
    for syntax in ("native", "json"):
        body, diags = parse_body(data, f"fuzz.{syntax}", syntax)  # type: ignore[arg-type]
        check_diagnostics(diags, len(data))
        if not diags.has_errors:
            out.append((data, body))
    return out


def _format_source() -> Callable[[str | bytes], str] | None:
    try:
        from hcl.write.format import format_source
    except ImportError:
        return None
    return format_source


def format_available() -> bool:
    """Whether the formatter (``hcl.write.format``) is installed."""
    return _format_source() is not None


def formatting(data: bytes) -> None:
    """The formatter: any input formats without an exception; valid input stays valid and stable."""
    format_source = _format_source()
    if format_source is None:
        return
    _, diags = hcl.parse(data, "fuzz.hcl")
    if diags.has_errors:
        return
    out = format_source(data)
    _, diags = hcl.parse(out, "fuzz.hcl")
    if diags.has_errors:
        raise InvariantError("formatting valid input produced invalid output")
    if format_source(out) != out:
        raise InvariantError("formatting is not idempotent")


#: name -> target; ``fuzz/fuzz.py NAME`` runs one under atheris.
TARGETS: dict[str, Callable[[bytes], None]] = {
    "native": native,
    "json": json,
    "template": template,
    "eval": evaluation,
    "hcldec": hcldec,
    "format": formatting,
}
