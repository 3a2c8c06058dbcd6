"""Short value constructors and call helpers for the stdlib tests."""

from __future__ import annotations

import pytest

from hcl.cty import DYNAMIC, Type, Value
from hcl.cty.function import ArgError, Function, FunctionError, PanicError
from hcl.cty.function.stdlib import functions

FUNCS = functions()

S = Value.string
B = Value.bool
U = Value.unknown
NULL = Value.null


def N(x: object) -> Value:
    """A number: ints and floats as go-cty's NumberIntVal/NumberFloatVal, strings parsed
    like literals (512 bits)."""
    return Value.number_from_literal(x) if isinstance(x, str) else Value.number(x)


def L(*elems: Value, ety: Type | None = None) -> Value:
    return Value.list(list(elems), ety) if elems or ety is None else Value.list([], ety)


def EL(ety: Type) -> Value:
    return Value.list([], ety)


def T(*elems: Value) -> Value:
    return Value.tuple(list(elems))


def ST(*elems: Value, ety: Type | None = None) -> Value:
    return Value.set(list(elems), ety) if elems else Value.set([], ety or DYNAMIC)


def M(ety: Type | None = None, **items: Value) -> Value:
    return Value.map(items, ety) if items else Value.map({}, ety or DYNAMIC)


def O(**attrs: Value) -> Value:  # noqa: E743
    return Value.object(attrs)


def nn(ty: Type) -> Value:
    """An unknown of ``ty`` refined as not null (what most functions return)."""
    return Value.unknown(ty).refine_not_null()


def call(name: str, *args: Value) -> Value:
    return FUNCS[name].call(list(args))


def fails(name: str, *args: Value, message: str, index: int | None = None,
          fn: Function | None = None) -> FunctionError:
    """Assert the call fails with exactly ``message`` (an ArgError at ``index`` when
    given, a plain FunctionError otherwise)."""
    f = fn if fn is not None else FUNCS[name]
    with pytest.raises(FunctionError) as info:
        f.call(list(args))
    err = info.value
    assert not isinstance(err, PanicError), err
    assert err.message == message, f"{err.message!r} != {message!r}"
    if index is None:
        assert not isinstance(err, ArgError), f"unexpected ArgError {err.index}"
    else:
        assert isinstance(err, ArgError)
        assert err.index == index
    return err
