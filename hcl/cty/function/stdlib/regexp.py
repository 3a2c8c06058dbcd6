"""Regular expression functions (go-cty ``stdlib/regexp.go``): ``regex`` and
``regexall``. ``regex_replace`` lives in :mod:`.strings`, as in go-cty.

Patterns use Go's RE2 syntax, parsed and matched with Go's semantics by
:mod:`._re2` (no backreferences or lookaround; linear-time matching). The result type
follows the pattern's capture groups: none gives the matched string, unnamed groups a
tuple of strings, named groups an object of strings; a group that did not take part
in the match is a null string.
"""

from __future__ import annotations

from hcl.cty.function.function import ArgError, Function, FunctionError, Parameter
from hcl.cty.function.stdlib import _re2
from hcl.cty.function.stdlib._textutil import refine_not_null
from hcl.cty.types import DYNAMIC, STRING, List, Object, Tuple, Type
from hcl.cty.values import Value

__all__ = ["FUNCTIONS", "pattern_result_type"]


def pattern_result_type(pattern: str) -> Type:
    """The type describing one match of ``pattern`` (go-cty ``regexPatternResultType``);
    raises FunctionError for invalid patterns and mixed named and unnamed groups."""
    try:
        prog = _re2.compile(pattern)
    except _re2.RegexSyntaxError as e:
        raise FunctionError(f"invalid regexp pattern: {e.code} in {e.expr}") from None
    names = [n for n in prog.names if n]
    unnamed = len(prog.names) - len(names)
    if not prog.names:
        return STRING
    if names and unnamed:
        raise FunctionError("invalid regexp pattern: cannot mix both named and unnamed capture groups")
    if unnamed:
        return Tuple([STRING] * unnamed)
    return Object({n: STRING for n in names})


def _pattern_type(args: list[Value]) -> Type:
    if not args[0].is_known:
        return DYNAMIC
    try:
        return pattern_result_type(args[0].as_string())
    except FunctionError as e:
        raise ArgError(0, e.message) from None


def _match_value(prog: _re2.Program, s: str, m: list[int], ty: Type) -> Value:
    if ty.is_string:
        return Value.string(s[m[0]:m[1]])
    groups = [Value.null(STRING) if m[2 * i] < 0 else Value.string(s[m[2 * i]:m[2 * i + 1]])
              for i in range(1, prog.num_groups + 1)]
    if ty.is_tuple:
        return Value.tuple(groups)
    # Named groups: a later group of the same name wins, as in go-cty's map.
    return Value.object(dict(zip(prog.names, groups, strict=True)))


def _regex_impl(args: list[Value], ret: Type) -> Value:
    prog = _re2.compile(args[0].as_string())
    s = args[1].as_string()
    m = prog.find(s)
    if m is None:
        raise FunctionError("pattern did not match any part of the given string")
    return _match_value(prog, s, m, ret)


def _regexall_type(args: list[Value]) -> Type:
    return List(_pattern_type(args))


def _regexall_impl(args: list[Value], ret: Type) -> Value:
    ety = ret.element_type
    prog = _re2.compile(args[0].as_string())
    s = args[1].as_string()
    matches = prog.find_all(s)
    return Value.list([_match_value(prog, s, m, ety) for m in matches], ety)


_PARAMS = [Parameter("pattern", STRING), Parameter("string", STRING)]

REGEX = Function(
    params=_PARAMS, type=_pattern_type, impl=_regex_impl, refine_result=refine_not_null,
    description="Applies the given regular expression pattern to the given string and returns "
                "information about a single match, or raises an error if there is no match.")

REGEXALL = Function(
    params=_PARAMS, type=_regexall_type, impl=_regexall_impl, refine_result=refine_not_null,
    description="Applies the given regular expression pattern to the given string and returns a "
                "list of information about all non-overlapping matches, or an empty list if "
                "there are no matches.")

FUNCTIONS: dict[str, Function] = {
    "regex": REGEX,
    "regexall": REGEXALL,
}
