"""The function-call machinery."""

from __future__ import annotations

from typing import Any

import pytest

from hcl.cty import (
    BOOL,
    DYNAMIC,
    DYNAMIC_VAL,
    NUMBER,
    STRING,
    TRUE,
    List,
    Type,
    Value,
)
from hcl.cty.function import (
    ArgError,
    Function,
    FunctionError,
    PanicError,
    Parameter,
    static_return_type,
)

S = Value.string
N = Value.number


def upper(**flags: Any) -> tuple[Function, list[list[Value]]]:
    calls: list[list[Value]] = []

    def impl(args: list[Value], ret: Type) -> Value:
        calls.append(args)
        return S(args[0].unmark().as_string().upper())

    fn = Function(params=[Parameter("str", STRING, **flags)], type=STRING, impl=impl,
                  refine_result=lambda b: b.not_null())
    return fn, calls


def join() -> Function:
    def impl(args: list[Value], ret: Type) -> Value:
        sep = args[0].as_string()
        return S(sep.join(e.as_string() for lst in args[1:] for e in lst))

    return Function(params=[Parameter("separator", STRING)],
                    var_param=Parameter("lists", List(STRING)), type=STRING, impl=impl)


def test_simple_call() -> None:
    fn, calls = upper()
    assert fn.call([S("abc")]) == S("ABC")
    assert fn(S("x")) == S("X")
    assert len(calls) == 2


def test_arity() -> None:
    fn, _ = upper()
    with pytest.raises(FunctionError, match=r"wrong number of arguments \(1 required; 0 given\)"):
        fn.call([])
    with pytest.raises(FunctionError, match=r"wrong number of arguments \(1 required; 2 given\)"):
        fn.call([S("a"), S("b")])
    with pytest.raises(FunctionError,
                       match=r"wrong number of arguments \(at least 1 required; 0 given\)"):
        join().call([])


def test_null_and_conformance_errors() -> None:
    fn, _ = upper()
    with pytest.raises(ArgError, match="argument must not be null") as info:
        fn.call([Value.null(STRING)])
    assert info.value.index == 0
    with pytest.raises(ArgError, match="string required, but received number"):
        fn.call([N(1)])
    # variadic conformance errors count within the variadic arguments (go-cty quirk)
    with pytest.raises(ArgError) as info:
        join().call([S(","), Value.list([S("a")]), S("x")])
    assert info.value.index == 1
    with pytest.raises(ArgError) as info:
        join().call([S(","), Value.list([S("a")]), Value.null(List(STRING))])
    assert info.value.index == 2
    assert join().call([S(","), Value.list([S("a")]), Value.list([S("b"), S("c")])]) == S("a,b,c")


def test_allow_null() -> None:
    fn = Function(params=[Parameter("v", DYNAMIC, allow_null=True)], type=BOOL,
                  impl=lambda args, ret: Value.bool(args[0].is_null))
    assert fn(Value.null(STRING)) == TRUE


def test_unknown_arguments() -> None:
    fn, calls = upper()
    assert fn(Value.unknown(STRING)) == Value.unknown(STRING).refine_not_null()
    assert calls == []
    assert fn(Value.unknown(STRING).mark("s")) == (
        Value.unknown(STRING).refine_not_null().mark("s"))
    fn2, calls2 = upper(allow_unknown=True)
    with pytest.raises(FunctionError, match="value is unknown"):
        fn2(Value.unknown(STRING))  # the implementation sees the unknown
    assert len(calls2) == 1


def test_dynamic_arguments() -> None:
    seen: list[Any] = []

    def type_func(args: list[Value]) -> Type:
        seen.append(args)
        return STRING

    fn = Function(params=[Parameter("v", STRING)], type=type_func,
                  impl=lambda args, ret: S("x"), refine_result=lambda b: b.not_null())
    assert fn(DYNAMIC_VAL) == DYNAMIC_VAL
    assert fn(DYNAMIC_VAL.mark("m")) == DYNAMIC_VAL.mark("m")
    assert seen == []
    assert fn.return_type([DYNAMIC]) == DYNAMIC
    fn2 = Function(params=[Parameter("v", STRING, allow_dynamic_type=True)], type=type_func,
                   impl=lambda args, ret: S("x"))
    assert fn2(DYNAMIC_VAL) == Value.unknown(STRING)
    assert seen == [[DYNAMIC_VAL]]


def test_marks() -> None:
    fn, calls = upper()
    out = fn(S("a").mark("secret"))
    assert out == S("A").mark("secret")
    assert not calls[0][0].contains_marked
    lst = Function(params=[Parameter("l", List(STRING))], type=NUMBER,
                   impl=lambda args, ret: args[0].length())
    assert lst(Value.list([S("a").mark("x"), S("b")])) == N(2).mark("x")
    fn2, calls2 = upper(allow_marked=True)
    assert fn2(S("a").mark("m")) == S("A")
    assert calls2[0][0].marks == {"m"}


def test_implementation_errors() -> None:
    def boom(args: list[Value], ret: Type) -> Value:
        raise KeyError("oops")

    fn = Function(params=[], type=STRING, impl=boom)
    with pytest.raises(PanicError, match="panic in function implementation"):
        fn()

    def fails(args: list[Value], ret: Type) -> Value:
        raise FunctionError("no can do")

    with pytest.raises(FunctionError, match="no can do"):
        Function(params=[], type=STRING, impl=fails)()
    bad_type = Function(params=[], type=STRING, impl=lambda args, ret: N(1))
    with pytest.raises(PanicError, match="does not conform"):
        bad_type()

    def arg_fail(args: list[Value], ret: Type) -> Value:
        raise ArgError(0, "bad value")

    with pytest.raises(ArgError, match="bad value"):
        Function(params=[Parameter("x", STRING)], type=STRING, impl=arg_fail)(S("a"))


def test_return_type_and_metadata() -> None:
    fn = Function(params=[Parameter("a", NUMBER, description="first")],
                  var_param=Parameter("rest", NUMBER), type=static_return_type(NUMBER),
                  impl=lambda args, ret: args[0], description="identity")
    assert fn.return_type([NUMBER, NUMBER]) == NUMBER
    with pytest.raises(ArgError):
        fn.return_type([STRING])
    assert fn.params[0].name == "a" and fn.var_param is not None
    fn2 = fn.with_new_descriptions("new", ["p1", "p2"])
    assert fn2.description == "new" and fn2.params[0].description == "p1"
    assert fn2.var_param is not None and fn2.var_param.description == "p2"
    with pytest.raises(ValueError):
        fn.with_new_descriptions("x", [])
