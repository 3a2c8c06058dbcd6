"""The stdlib registry (hcl.cty.function.stdlib.functions)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from hcl.cty import DYNAMIC, DYNAMIC_VAL, Value
from hcl.cty import strategies as cst
from hcl.cty.function import Function, FunctionError, PanicError
from hcl.cty.function.stdlib import _MODULES, functions

OWN = ("bool", "collections", "conversion", "general", "numbers", "sequence", "sets")
TEXT = ("strings", "format", "regexp", "csv", "json", "datetime", "bytes")


def test_every_module_is_merged_without_clashes() -> None:
    merged = functions()
    total = sum(len(m.FUNCTIONS) for m in _MODULES)
    assert len(merged) == total  # no name defined twice
    for module in _MODULES:
        for name, fn in module.FUNCTIONS.items():
            assert merged[name] is fn


def test_all_fourteen_domains_are_included() -> None:
    names = [m.__name__.rsplit(".", 1)[1] for m in _MODULES]
    assert sorted(names) == sorted(OWN + TEXT)


def test_functions_returns_a_fresh_dict() -> None:
    a = functions()
    a.clear()
    assert functions()


def test_entries_are_functions_with_descriptions() -> None:
    for name, fn in functions().items():
        assert isinstance(fn, Function), name
        assert name == name.lower() and " " not in name
    own = [m for m in _MODULES if m.__name__.rsplit(".", 1)[1] in OWN]
    for module in own:
        for name, fn in module.FUNCTIONS.items():
            assert fn.description, name


def test_expected_names() -> None:
    names = set(functions())
    assert {"length", "element", "coalescelist", "compact", "contains", "distinct",
            "chunklist", "flatten", "keys", "lookup", "merge", "reverse", "setproduct",
            "slice", "values", "zipmap", "index", "has_index", "tostring", "tonumber",
            "tobool", "tolist", "toset", "tomap", "assert_not_null", "equal", "not_equal",
            "coalesce", "abs", "ceil", "floor", "log", "pow", "signum", "parseint", "min",
            "max", "int", "add", "subtract", "multiply", "divide", "modulo", "negate",
            "greater_than", "greater_than_or_equal_to", "less_than", "less_than_or_equal_to",
            "concat", "range", "setunion", "setintersection", "setsubtract",
            "set_symmetric_difference", "set_has_element", "not", "and", "or"} <= names


_OWN_FUNCTIONS = sorted(
    (name, fn) for m in _MODULES if m.__name__.rsplit(".", 1)[1] in OWN
    for name, fn in m.FUNCTIONS.items())


@given(st.sampled_from(_OWN_FUNCTIONS),
       st.lists(cst.values(allow_unknown=True, allow_null=True, allow_marks=True)
                | st.sampled_from([DYNAMIC_VAL, Value.null(DYNAMIC), Value.number(0),
                                   Value.number(-1), Value.string("")]),
                max_size=4))
def test_own_functions_never_panic(named: tuple[str, Function], args: list[Value]) -> None:
    """Any arguments give a value or a FunctionError, never an internal error."""
    name, fn = named
    try:
        out = fn.call(args)
    except PanicError as e:  # pragma: no cover - a bug
        raise AssertionError(f"{name}{tuple(args)} panicked: {e.message}") from e
    except FunctionError:
        return
    assert isinstance(out, Value)
