"""Hypothesis strategies for cty types, numbers and values.

For property tests of tools built on HCL. Hypothesis is imported only when a strategy
is built, so importing this module does not require it::

    from hypothesis import given
    from hcl.cty import strategies as cst

    @given(cst.values())
    def test_roundtrip(v): ...
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from typing import Any

from hcl.cty.numbers import Number
from hcl.cty.types import (
    BOOL,
    DYNAMIC,
    NUMBER,
    STRING,
    List,
    Map,
    Object,
    Set,
    Tuple,
    Type,
)
from hcl.cty.values import Value

__all__ = [
    "attribute_names",
    "number_literals",
    "numbers",
    "primitive_types",
    "strings",
    "types",
    "values",
    "values_of",
]


def _st() -> Any:
    from hypothesis import strategies  # imported on use: hypothesis is a test-only dependency

    return strategies


def primitive_types() -> Any:
    st = _st()
    return st.sampled_from([STRING, NUMBER, BOOL])


def attribute_names(ascii_only: bool = False) -> Any:
    """Short attribute names, including non-identifier (and unless ``ascii_only``,
    non-ASCII) ones."""
    st = _st()
    if ascii_only:
        return st.one_of(st.sampled_from(["a", "b", "c", "name", "id", "ports", "x-y", "a b"]),
                         st.text(alphabet=st.characters(max_codepoint=0x7E), min_size=1, max_size=6))
    return st.one_of(
        st.sampled_from(["a", "b", "c", "name", "id", "ports", "x-y", "ÿ", "a b"]),
        st.text(min_size=1, max_size=6))


def types(max_leaves: int = 6, allow_dynamic: bool = False,
          allow_optional: bool = False, ascii_only: bool = False) -> Any:
    """Types built from primitives (and, optionally, the dynamic type) with lists,
    maps, sets, objects (optionally with optional attributes) and tuples."""
    st = _st()
    base = primitive_types()
    if allow_dynamic:
        base = st.one_of(base, st.just(DYNAMIC))

    def extend(children: Any) -> Any:
        def obj(attrs: dict[str, Type], data: Any) -> Type:
            if not allow_optional or not attrs:
                return Object(attrs)
            opt = data.draw(st.sets(st.sampled_from(sorted(attrs))))
            return Object(attrs, opt)

        objects = st.builds(obj, st.dictionaries(attribute_names(ascii_only), children, max_size=4),
                            st.data())
        return st.one_of(
            st.builds(List, children), st.builds(Map, children), st.builds(Set, children),
            objects, st.builds(Tuple, st.lists(children, max_size=4)))

    return st.recursive(base, extend, max_leaves=max_leaves)


def number_literals() -> Any:
    """HCL number literal text: digits, optional fraction and exponent."""
    st = _st()
    digits = st.text(alphabet="0123456789", min_size=1, max_size=40)
    frac = st.one_of(st.just(""), digits.map(lambda d: "." + d))
    exp = st.one_of(st.just(""), st.integers(-400, 400).map(
        lambda e: f"e{e:+d}" if e % 2 else f"E{e}"))
    return st.builds(lambda a, b, c: a + b + c, digits, frac, exp)


def numbers() -> Any:
    """:class:`~hcl.cty.numbers.Number` values of assorted precisions and sizes."""
    st = _st()
    return st.one_of(
        st.integers(-(2**70), 2**70).map(Number.from_int),
        st.floats(allow_nan=False).map(Number.from_float),
        number_literals().map(Number.parse),
        st.builds(lambda s, lit: Number.parse(s + lit), st.sampled_from(["", "-"]),
                  number_literals()),
        st.fractions(max_denominator=10**6).map(
            lambda f: Number.from_fraction(Fraction(f))),
        st.decimals(allow_nan=False, allow_infinity=True, places=None).map(
            lambda d: Number.from_decimal(Decimal(d))),
    )


def strings(ascii_only: bool = False) -> Any:
    st = _st()
    if ascii_only:
        return st.one_of(st.text(alphabet=st.characters(max_codepoint=0x7F), max_size=12),
                         st.sampled_from(["", "a", "B", "10", "9", "<&>"]))
    return st.one_of(st.text(max_size=12), st.sampled_from(["", "a", "B", "10", "9", "é",
                                                             "e\u0301", "<&>", "💃🏿"]))


def values_of(ty: Type, allow_unknown: bool = False, allow_null: bool = False,
              allow_marks: bool = False, max_size: int = 4, ascii_only: bool = False) -> Any:
    """Values of exactly ``ty`` (for the dynamic type: null or the dynamic value).
    Unknowns, nulls and marks appear at any level when allowed."""
    st = _st()

    def known(t: Type) -> Any:
        if t == STRING:
            return strings(ascii_only).map(Value.string)
        if t == NUMBER:
            return numbers().map(Value.number)
        if t == BOOL:
            return st.booleans().map(Value.bool)
        if t.is_dynamic:
            return st.just(Value.null(DYNAMIC))
        def sub(et: Type) -> Any:
            return values_of(et, allow_unknown, allow_null, allow_marks, max_size, ascii_only)

        if t.is_list:
            return st.lists(sub(t.element_type), max_size=max_size).map(
                lambda vs, et=t.element_type: Value.list(vs, et))
        if t.is_set:
            return st.lists(sub(t.element_type), max_size=max_size).map(
                lambda vs, et=t.element_type: Value.set(vs, et))
        if t.is_map:
            return st.dictionaries(attribute_names(ascii_only), sub(t.element_type),
                                   max_size=max_size).map(
                lambda d, et=t.element_type: Value.map(d, et))
        if t.is_object:
            atys = t.without_optional_attributes_deep().attribute_types
            if not atys:
                return st.just(Value.object({}))
            return st.fixed_dictionaries({k: sub(a) for k, a in atys.items()}).map(
                Value.object)
        if t.is_tuple:
            return st.tuples(*(sub(e) for e in t.element_types)).map(Value.tuple)
        raise TypeError(f"no strategy for {t!r}")

    options = [known(ty)]
    if allow_null:
        options.append(st.just(Value.null(ty.without_optional_attributes_deep())))
    if allow_unknown:
        options.append(st.just(Value.unknown(ty.without_optional_attributes_deep())))
    strat = st.one_of(*options) if len(options) > 1 else options[0]
    if allow_marks:
        strat = st.tuples(strat, st.sets(st.sampled_from(["sensitive", "m1", "m2"]),
                                         max_size=2)).map(lambda p: p[0].with_marks(p[1]))
    return strat


def values(allow_unknown: bool = False, allow_null: bool = False,
           allow_marks: bool = False) -> Any:
    """Values of arbitrary (dynamic-free) types."""
    _st()
    return types().flatmap(lambda t: values_of(t, allow_unknown, allow_null, allow_marks))



