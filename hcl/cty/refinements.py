"""Refinements of unknown values and value ranges (go-cty ``unknown_refinement.go``,
``value_range.go``).

An unknown value may carry a refinement that narrows what it stands for: definitely
(not) null, a known string prefix, numeric bounds, collection length bounds.
Operations use them to return known results where possible (``unknown > 5`` is
``true`` if the unknown is refined to be at least 10).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, cast

from hcl.cty.errors import CtyError, InvalidValueError, OperationError, go_quote
from hcl.cty.types import BOOL, NUMBER

if TYPE_CHECKING:
    from hcl.cty.types import Type
    from hcl.cty.values import Value  # imported here: values imports this module

__all__ = [
    "MAX_LENGTH",
    "CollectionRefinement",
    "NullableRefinement",
    "NumberRefinement",
    "Refinement",
    "RefinementBuilder",
    "StringRefinement",
    "ValueRange",
    "safe_known_prefix",
]

#: Go's ``math.MaxInt``: the default upper bound of a collection's length.
MAX_LENGTH = 2**63 - 1


@dataclass(frozen=True, slots=True)
class NullableRefinement:
    """Only nullness (bool, object, tuple and capsule values). ``null`` is True
    (definitely null), False (definitely not null) or None (unknown)."""

    null: bool | None = None

    def go_string(self) -> str:
        if self.null is False:
            return ".NotNull()"
        if self.null is True:
            return ".Null()"
        return ""


@dataclass(frozen=True, slots=True)
class StringRefinement:
    null: bool | None = None
    prefix: str = ""

    def go_string(self) -> str:
        s = NullableRefinement(self.null).go_string()
        if self.prefix:
            s += f".StringPrefixFull({go_quote(self.prefix)})"
        return s


@dataclass(frozen=True, slots=True)
class NumberRefinement:
    """Bounds are known number Values or None (unbounded)."""

    null: bool | None = None
    lower: Value | None = None
    lower_inclusive: bool = False
    upper: Value | None = None
    upper_inclusive: bool = False

    def go_string(self) -> str:
        s = NullableRefinement(self.null).go_string()
        if self.lower is not None:
            s += f".NumberLowerBound({self.lower!r}, {str(self.lower_inclusive).lower()})"
        if self.upper is not None:
            s += f".NumberUpperBound({self.upper!r}, {str(self.upper_inclusive).lower()})"
        return s


@dataclass(frozen=True, slots=True)
class CollectionRefinement:
    null: bool | None = None
    min_length: int = 0
    max_length: int = MAX_LENGTH

    def go_string(self) -> str:
        s = NullableRefinement(self.null).go_string()
        if self.min_length:
            s += f".CollectionLengthLowerBound({self.min_length})"
        if self.max_length != MAX_LENGTH:
            s += f".CollectionLengthUpperBound({self.max_length})"
        return s


Refinement = NullableRefinement | StringRefinement | NumberRefinement | CollectionRefinement


def _initial_refinement(ty: Type, value: Value) -> Refinement | None:
    if ty.is_string:
        return StringRefinement()
    if ty.is_number:
        return NumberRefinement()
    if ty.is_collection:
        return CollectionRefinement()
    if ty.is_bool or ty.is_object or ty.is_tuple or ty.is_capsule:
        return NullableRefinement()
    if ty.is_dynamic and value.is_null:
        return NullableRefinement(True)
    return None


def _fail(msg: str) -> InvalidValueError:
    return InvalidValueError(msg)


class RefinementBuilder:
    """Accumulates refinements for a value; finish with :meth:`new_value`.

    Refining a known value only checks the claims (raising
    :class:`~hcl.cty.errors.InvalidValueError` if one is false). Refining the dynamic
    value is a silent no-op.
    """

    __slots__ = ("_marks", "_orig", "_wip")

    def __init__(self, value: Value) -> None:
        orig = value.unmark()
        self._marks = value.marks
        self._orig = orig
        existing = orig._refinement() if not orig.is_known else None
        self._wip: Refinement | None = (
            existing if existing is not None else _initial_refinement(orig.type, orig))

    def _ok(self, kind: type | None = None, what: str = "") -> bool:
        if self._orig.type.is_dynamic and not self._orig.is_known:
            return False  # refining DynamicVal is silently ignored
        if self._wip is None:
            raise _fail(f"cannot refine a {self._orig.type.go_string()} value")
        if kind is not None and not isinstance(self._wip, kind):
            raise _fail(f"cannot refine {what} for a {self._orig.type.go_string()} value")
        return True

    def not_null(self) -> RefinementBuilder:
        if not self._ok():
            return self
        wip = cast("Refinement", self._wip)  # _ok() returned True, so there is one
        if (self._orig.is_known and self._orig.is_null) or wip.null is True:
            raise _fail("refining null value as non-null")
        self._wip = replace(wip, null=False)
        return self

    def null(self) -> RefinementBuilder:
        if not self._ok():
            return self
        wip = cast("Refinement", self._wip)  # _ok() returned True, so there is one
        if (self._orig.is_known and not self._orig.is_null) or wip.null is False:
            raise _fail("refining non-null value as null")
        self._wip = replace(wip, null=True)
        return self

    def number_range_inclusive(self, lower: Value, upper: Value) -> RefinementBuilder:
        return self.number_range_lower_bound(lower, True).number_range_upper_bound(upper, True)

    def number_range_lower_bound(self, bound: Value, inclusive: bool) -> RefinementBuilder:
        if not self._ok(NumberRefinement, "numeric bounds"):
            return self
        if not bound.is_known:
            return self
        if bound.is_null:
            raise _fail("number range lower bound must not be null")
        orig = self._orig
        check = bound.greater_than(orig) if inclusive else bound.greater_than_or_equal_to(orig)
        if check.is_known and check.is_true():
            raise _fail(f"refining {orig!r} to be {'>=' if inclusive else '>'} {bound!r}")
        wip: NumberRefinement = self._wip  # type: ignore[assignment]
        if wip.lower is not None:
            if inclusive and not wip.lower_inclusive:
                ok = bound.greater_than(wip.lower)
            else:
                ok = bound.greater_than_or_equal_to(wip.lower)
            if ok.is_known and ok.is_false():
                return self
        num = bound.as_number()
        if not (num.is_inf and num.signbit):
            wip = replace(wip, lower=bound, lower_inclusive=inclusive)
        _check_bounds(wip)
        self._wip = wip
        return self

    def number_range_upper_bound(self, bound: Value, inclusive: bool) -> RefinementBuilder:
        if not self._ok(NumberRefinement, "numeric bounds"):
            return self
        if not bound.is_known:
            return self
        if bound.is_null:
            raise _fail("number range upper bound must not be null")
        orig = self._orig
        check = bound.less_than(orig) if inclusive else bound.less_than_or_equal_to(orig)
        if check.is_known and check.is_true():
            raise _fail(f"refining {orig!r} to be {'<=' if inclusive else '<'} {bound!r}")
        wip: NumberRefinement = self._wip  # type: ignore[assignment]
        if wip.upper is not None:
            if inclusive and not wip.upper_inclusive:
                ok = bound.less_than(wip.upper)
            else:
                ok = bound.less_than_or_equal_to(wip.upper)
            if ok.is_known and ok.is_false():
                return self
        num = bound.as_number()
        if not (num.is_inf and not num.signbit):
            wip = replace(wip, upper=bound, upper_inclusive=inclusive)
        _check_bounds(wip)
        self._wip = wip
        return self

    def collection_length_lower_bound(self, n: int) -> RefinementBuilder:
        if not self._ok(CollectionRefinement, "collection length bounds"):
            return self
        orig = self._orig
        if orig.is_known and not orig.is_null:
            real = orig.length()
            if real.is_known and n > real.as_number().to_int():
                raise _fail(f"refining collection of length {real!r} with lower bound {n}")
        wip: CollectionRefinement = self._wip  # type: ignore[assignment]
        if wip.min_length > n:
            return self
        wip = replace(wip, min_length=n)
        if wip.max_length < wip.min_length:
            raise _fail(f"collection length upper bound {wip.max_length} is less than "
                        f"lower bound {wip.min_length}")
        self._wip = wip
        return self

    def collection_length_upper_bound(self, n: int) -> RefinementBuilder:
        if not self._ok(CollectionRefinement, "collection length bounds"):
            return self
        orig = self._orig
        if orig.is_known and not orig.is_null:
            real = orig.length()
            if real.is_known and n < real.as_number().to_int():
                raise _fail(f"refining collection of length {real!r} with upper bound {n}")
        wip: CollectionRefinement = self._wip  # type: ignore[assignment]
        if wip.max_length < n:
            return self
        wip = replace(wip, max_length=n)
        if wip.max_length < wip.min_length:
            raise _fail(f"collection length upper bound {wip.max_length} is less than "
                        f"lower bound {wip.min_length}")
        self._wip = wip
        return self

    def collection_length(self, n: int) -> RefinementBuilder:
        return self.collection_length_lower_bound(n).collection_length_upper_bound(n)

    def string_prefix(self, prefix: str) -> RefinementBuilder:
        """Refine with a known prefix, minus a trailing character that could still
        combine with what follows (see :func:`safe_known_prefix`)."""
        return self.string_prefix_full(safe_known_prefix(prefix))

    def string_prefix_full(self, prefix: str) -> RefinementBuilder:
        if not self._ok(StringRefinement, "string prefix"):
            return self
        prefix = unicodedata.normalize("NFC", prefix)
        orig = self._orig
        if orig.is_known and not orig.is_null:
            have = orig.as_string().encode()
            new = prefix.encode()
            n = min(len(have), len(new))
            if have[:n] != new[:n]:
                raise _fail("refined prefix is inconsistent with known value")
        wip: StringRefinement = self._wip  # type: ignore[assignment]
        have = wip.prefix.encode()
        new = prefix.encode()
        n = min(len(have), len(new))
        if have[:n] != new[:n]:
            raise _fail("refined prefix is inconsistent with previous refined prefix")
        if len(new) > len(have):
            self._wip = replace(wip, prefix=prefix)
        return self

    def new_value(self) -> Value:
        """The refined value (possibly collapsed to a known value, see go-cty)."""

        ret = self._new_value()
        return ret.with_marks(self._marks) if self._marks else ret

    def _new_value(self) -> Value:
        from hcl.cty.values import Value  # imported here: values imports this module

        orig = self._orig
        if orig.is_known or self._wip is None:
            return orig
        wip = self._wip
        ty = orig.type
        if wip.null is True:
            return Value.null(ty)
        if wip.null is False:
            if isinstance(wip, NumberRefinement):
                if (wip.lower_inclusive and wip.upper_inclusive and wip.lower is not None
                        and wip.upper is not None):
                    eq = wip.lower.equals(wip.upper)
                    if eq.is_known and eq.is_true():
                        return wip.lower
            elif isinstance(wip, CollectionRefinement) and wip.min_length == wip.max_length:
                n = wip.min_length
                if n == 0:
                    if ty.is_list:
                        return Value.list([], ty.element_type)
                    if ty.is_set:
                        return Value.set([], ty.element_type)
                    if ty.is_map:
                        return Value.map({}, ty.element_type)
                elif ty.is_list:
                    return Value.list([Value.unknown(ty.element_type)] * n)
                elif ty.is_set and n == 1:
                    return Value.set([Value.unknown(ty.element_type)])
        return Value._unknown_with(ty, wip)


def _check_bounds(r: NumberRefinement) -> None:
    if r.lower is None or r.upper is None:
        return
    if r.lower_inclusive != r.upper_inclusive:
        ok = r.lower.less_than(r.upper)
    else:
        ok = r.lower.less_than_or_equal_to(r.upper)
    if ok.is_known and ok.is_false():
        raise _fail(f"number lower bound {r.lower!r} is greater than upper bound {r.upper!r}")


# Single code points after which appending text cannot change the last grapheme.
_SAFE_TAIL = frozenset("-_:;/\\,.(){}[]|?!~ \t@#$%^&*+\"'")


def safe_known_prefix(prefix: str) -> str:
    """go-cty ``ctystrings.SafeKnownPrefix``: NFC-normalise, then drop the last
    grapheme cluster unless it is one code point from a fixed punctuation set."""
    prefix = unicodedata.normalize("NFC", prefix)
    if not prefix:
        return prefix
    import regex  # imported on first use: most programs never refine a string prefix

    clusters = regex.findall(r"\X", prefix)
    last = clusters[-1]
    if len(last) == 1 and last in _SAFE_TAIL:
        return prefix
    return prefix[: len(prefix) - len(last)]


class ValueRange:
    """What is known about the range of a value (go-cty ``ValueRange``).

    For unknown values it reflects their refinements; for known values it describes
    the value itself.
    """

    __slots__ = ("_raw", "_type")

    def __init__(self, ty: Type, raw: Refinement | None) -> None:
        self._type = ty
        self._raw = raw

    @classmethod
    def of(cls, value: Value) -> ValueRange:

        if value.is_marked:
            raise InvalidValueError("Value.range on marked value; must be unmarked first")
        ty = value.type
        if not value.is_known:
            raw = value._refinement()
            return cls(ty, raw if raw is not None else NullableRefinement())
        if value.is_null:
            return cls(ty, NullableRefinement(True))
        synth: Refinement
        if ty.is_string:
            synth = StringRefinement(False, value.as_string())
        elif ty.is_number:
            synth = NumberRefinement(False, value, True, value, True)
        elif ty.is_collection:
            length = value.length()
            if length.is_known:
                n = length.as_number().to_int()
                synth = CollectionRefinement(False, n, n)
            else:
                synth = CollectionRefinement(False)
        else:
            synth = NullableRefinement(False)
        return cls(ty, synth)

    @property
    def type_constraint(self) -> Type:
        return self._type

    @property
    def raw(self) -> Refinement | None:
        return self._raw

    def could_be_null(self) -> bool:
        return self._raw is None or self._raw.null is not False

    def definitely_not_null(self) -> bool:
        return self._raw is not None and self._raw.null is False

    def number_lower_bound(self) -> tuple[Value, bool]:
        from hcl.cty.values import NEGATIVE_INFINITY, Value  # imported here: values imports this module
        if self._type.is_dynamic:
            return Value.unknown(NUMBER), False
        if not self._type.is_number:
            raise OperationError(f"NumberLowerBound for {self._type.go_string()}")
        raw = self._raw
        if isinstance(raw, NumberRefinement) and raw.lower is not None:
            return raw.lower, raw.lower_inclusive
        return NEGATIVE_INFINITY, False

    def number_upper_bound(self) -> tuple[Value, bool]:
        from hcl.cty.values import POSITIVE_INFINITY, Value  # imported here: values imports this module
        if self._type.is_dynamic:
            return Value.unknown(NUMBER), False
        if not self._type.is_number:
            raise OperationError(f"NumberUpperBound for {self._type.go_string()}")
        raw = self._raw
        if isinstance(raw, NumberRefinement) and raw.upper is not None:
            return raw.upper, raw.upper_inclusive
        return POSITIVE_INFINITY, False

    def string_prefix(self) -> str:
        if self._type.is_dynamic:
            return ""
        if not self._type.is_string:
            raise OperationError(f"StringPrefix for {self._type.go_string()}")
        raw = self._raw
        return raw.prefix if isinstance(raw, StringRefinement) else ""

    def length_lower_bound(self) -> int:
        if self._type.is_dynamic:
            return 0
        if not self._type.is_collection:
            raise OperationError(f"LengthLowerBound for {self._type.go_string()}")
        raw = self._raw
        return raw.min_length if isinstance(raw, CollectionRefinement) else 0

    def length_upper_bound(self) -> int:
        if self._type.is_dynamic:
            return MAX_LENGTH
        if not self._type.is_collection:
            raise OperationError(f"LengthUpperBound for {self._type.go_string()}")
        raw = self._raw
        return raw.max_length if isinstance(raw, CollectionRefinement) else MAX_LENGTH

    def includes(self, v: Value) -> Value:
        """False if ``v`` is definitely outside the range, True if it is the null a
        null range stands for, else an unknown bool (refined not null)."""
        from hcl.cty.values import FALSE, TRUE, Value  # imported here: values imports this module
        unknown = Value._unknown_with(BOOL, NullableRefinement(False))
        raw = self._raw
        null = raw.null if raw is not None else None
        if null is True:
            return TRUE if v.is_null else FALSE
        if null is False and v.is_null:
            return FALSE
        if v.is_null:
            return TRUE
        if v.type.test_conformance(self._type):
            return FALSE
        if v.type.is_dynamic:
            return unknown
        if isinstance(raw, StringRefinement):
            if v.is_known and not v.as_string().startswith(raw.prefix):
                return FALSE
        elif isinstance(raw, CollectionRefinement):
            length = v.length()
            lo = Value.number(self.length_lower_bound())
            hi = Value.number(self.length_upper_bound())
            ok = length.greater_than_or_equal_to(lo)
            if ok.is_known and ok.is_false():
                return FALSE
            ok = length.less_than_or_equal_to(hi)
            if ok.is_known and ok.is_false():
                return FALSE
        elif isinstance(raw, NumberRefinement):
            lo, lo_inc = self.number_lower_bound()
            hi, hi_inc = self.number_upper_bound()
            ok = v.greater_than_or_equal_to(lo) if lo_inc else v.greater_than(lo)
            if ok.is_known and ok.is_false():
                return FALSE
            ok = v.less_than_or_equal_to(hi) if hi_inc else v.less_than(hi)
            if ok.is_known and ok.is_false():
                return FALSE
        return unknown

    def __repr__(self) -> str:
        go = self._raw.go_string() if self._raw is not None else ""
        return f"ValueRange({self._type.go_string()}{go})"


def definitely_not_null(v: Value) -> bool:
    """A known non-null value, or an unknown refined as not null."""
    if v.is_known:
        return not v.is_null
    return ValueRange.of(v).definitely_not_null()


def numeric_range_arithmetic(op: Callable[[Value, Value], Value], a: ValueRange, b: ValueRange) -> Any:
    """A refiner applying the interval extension of the monotone ``op`` (go-cty
    ``numericRangeArithmetic``: all results are inclusive bounds)."""
    from hcl.cty.values import NEGATIVE_INFINITY, POSITIVE_INFINITY, Value  # imported here: values imports this module

    def wrap(x: Value, y: Value) -> Value:
        try:
            return op(x, y)
        except CtyError:
            return Value.unknown(NUMBER)

    def refine(builder: RefinementBuilder) -> RefinementBuilder:
        a_min, _ = a.number_lower_bound()
        a_max, _ = a.number_upper_bound()
        b_min, _ = b.number_lower_bound()
        b_max, _ = b.number_upper_bound()
        vals = [wrap(a_min, b_min), wrap(a_min, b_max), wrap(a_max, b_min), wrap(a_max, b_max)]
        new_min = _most(lambda i, j: i.less_than(j), vals)
        new_max = _most(lambda i, j: i.greater_than(j), vals)
        is_inf = new_min.equals(NEGATIVE_INFINITY)
        if is_inf.is_known and is_inf.is_false():
            builder = builder.number_range_lower_bound(new_min, True)
        is_inf = new_max.equals(POSITIVE_INFINITY)
        if is_inf.is_known and is_inf.is_false():
            builder = builder.number_range_upper_bound(new_max, True)
        return builder

    return refine


def _most(op: Any, vals: list[Value]) -> Value:
    from hcl.cty.values import Value  # imported here: values imports this module
    r = vals[0]
    for v in vals[1:]:
        more = op(v, r)
        if not more.is_known:
            return Value.unknown(NUMBER)
        if more.is_true():
            r = v
    return r
