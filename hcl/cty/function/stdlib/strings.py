"""String functions (go-cty ``stdlib/string.go`` and ``string_replace.go``).

Characters are grapheme clusters (UAX #29) wherever go-cty counts them (``strlen``,
``strrev``, ``substr``); case mapping is Go's rune-by-rune simple mapping. Functions
that amplify their input (``indent``, ``join``, ``replace``, ``regex_replace``) refuse
results longer than :data:`~hcl.cty.function.stdlib._textutil.MAX_RESULT_LENGTH`.
"""

from __future__ import annotations

from collections.abc import Callable

from hcl.cty.function.function import ArgError, Function, FunctionError, Parameter
from hcl.cty.function.stdlib import _re2
from hcl.cty.function.stdlib._textutil import (
    GO_SPACE,
    check_length,
    go_lower,
    go_title,
    go_upper,
    grapheme_count,
    graphemes,
    refine_not_null,
    to_int64,
)
from hcl.cty.refinements import RefinementBuilder
from hcl.cty.types import NUMBER, STRING, List, Type
from hcl.cty.values import Value

__all__ = ["FUNCTIONS"]

_LIST_STRING = List(STRING)


def _str_fn(fn: Callable[[str], str], description: str, *, dynamic: bool = False) -> Function:
    """A function of one string returning a string."""

    def impl(args: list[Value], ret: Type) -> Value:
        return Value.string(fn(args[0].as_string()))

    return Function(params=[Parameter("str", STRING, allow_dynamic_type=dynamic)], type=STRING,
                    impl=impl, refine_result=refine_not_null, description=description)


def _str2_fn(fn: Callable[[str, str], str], second: str, description: str) -> Function:
    """A function of two strings (``str`` and ``second``) returning a string."""

    def impl(args: list[Value], ret: Type) -> Value:
        return Value.string(fn(args[0].as_string(), args[1].as_string()))

    return Function(params=[Parameter("str", STRING), Parameter(second, STRING)], type=STRING,
                    impl=impl, refine_result=refine_not_null, description=description)


# ---------------------------------------------------------------------- strlen


def _strlen_refine(b: RefinementBuilder) -> RefinementBuilder:
    return b.not_null().number_range_lower_bound(Value.number(0), True)


def _strlen_impl(args: list[Value], ret: Type) -> Value:
    s = args[0]
    if not s.is_known:
        result = Value.unknown(NUMBER)
        rng = s.range()
        if rng.type_constraint.is_string:
            prefix_len = grapheme_count(rng.string_prefix())
            result = result.refine().number_range_lower_bound(Value.number(prefix_len), True).new_value()
        return result
    return Value.number(grapheme_count(s.as_string()))


STRLEN = Function(
    params=[Parameter("str", STRING, allow_unknown=True, allow_dynamic_type=True)],
    type=NUMBER, impl=_strlen_impl, refine_result=_strlen_refine,
    description="Returns the number of Unicode characters (technically: grapheme clusters) "
                "in the given string.")


# ---------------------------------------------------------------------- substr


def _substr(s: str, offset: int, length: int) -> str:
    if offset < 0:
        offset += grapheme_count(s)
    elif length == 0:
        return ""
    clusters = graphemes(s)
    if offset > 0:
        if offset >= len(clusters):
            return ""
        clusters = clusters[offset:]
    # go-cty stops after `length` clusters; a zero length (reachable only with a
    # negative offset) never stops, so it keeps the rest of the string.
    if length <= 0 or length >= len(clusters):
        return "".join(clusters)
    return "".join(clusters[:length])


def _substr_impl(args: list[Value], ret: Type) -> Value:
    offset = to_int64(args[1].as_number())
    length = to_int64(args[2].as_number())
    return Value.string(_substr(args[0].as_string(), offset, length))


SUBSTR = Function(
    params=[Parameter("str", STRING, allow_dynamic_type=True, description="The input string."),
            Parameter("offset", NUMBER, allow_dynamic_type=True,
                      description="The starting offset in Unicode characters."),
            Parameter("length", NUMBER, allow_dynamic_type=True,
                      description="The maximum length of the result in Unicode characters.")],
    type=STRING, impl=_substr_impl, refine_result=refine_not_null,
    description="Extracts a substring from the given string.")


# ---------------------------------------------------------------------- join, sort, split


def _join_impl(args: list[Value], ret: Type) -> Value:
    sep = args[0].as_string()
    lists = args[1:]
    if not lists:
        raise FunctionError("at least one list is required")
    if not all(lst.is_wholly_known for lst in lists):
        return Value.unknown(STRING)
    items: list[str] = []
    for ai, lst in enumerate(lists):
        for ei, elem in enumerate(lst.as_value_list()):
            if elem.is_null:
                if len(lists) > 1:
                    raise ArgError(ai + 1, f"element {ei} of list {ai + 1} is null; "
                                           "cannot concatenate null values")
                raise ArgError(ai + 1, f"element {ei} is null; cannot concatenate null values")
            items.append(elem.as_string())
    check_length(sum(map(len, items)) + len(sep) * max(len(items) - 1, 0))
    return Value.string(sep.join(items))


JOIN = Function(
    params=[Parameter("separator", STRING, description="Delimiter to insert between the given strings.")],
    var_param=Parameter("lists", _LIST_STRING, description="One or more lists of strings to join."),
    type=STRING, impl=_join_impl, refine_result=refine_not_null,
    description="Concatenates together the elements of all given lists with a delimiter, "
                "producing a single string.")


def _sort_impl(args: list[Value], ret: Type) -> Value:
    lst = args[0]
    if not lst.is_wholly_known:
        result = Value.unknown(ret)
        if lst.type.is_list:
            rng = lst.range()
            result = (result.refine().collection_length_lower_bound(rng.length_lower_bound())
                      .collection_length_upper_bound(rng.length_upper_bound()).new_value())
        return result
    elems = lst.as_value_list()
    if not elems:
        return lst
    strs = []
    for i, elem in enumerate(elems):
        if elem.is_null:
            raise FunctionError(f"given list element {i} is null; a null string cannot be sorted")
        strs.append(elem.as_string())
    # Python orders str by code point, which is the UTF-8 byte order Go uses.
    return Value.list([Value.string(s) for s in sorted(strs)], STRING)


SORT = Function(
    params=[Parameter("list", _LIST_STRING, allow_unknown=True)],
    type=_LIST_STRING, impl=_sort_impl, refine_result=refine_not_null,
    description="Applies a lexicographic sort to the elements of the given list.")


def _split_impl(args: list[Value], ret: Type) -> Value:
    sep = args[0].as_string()
    s = args[1].as_string()
    parts = list(s) if sep == "" else s.split(sep)
    return Value.list([Value.string(p) for p in parts], STRING)


SPLIT = Function(
    params=[Parameter("separator", STRING, description="The substring that delimits the result strings."),
            Parameter("str", STRING, description="The string to split.")],
    type=_LIST_STRING, impl=_split_impl, refine_result=refine_not_null,
    description="Produces a list of one or more strings by splitting the given string at all "
                "instances of a given separator substring.")


# ---------------------------------------------------------------------- indent


def _indent_impl(args: list[Value], ret: Type) -> Value:
    spaces = to_int64(args[0].as_number())
    data = args[1].as_string()
    if spaces < 0:
        raise FunctionError("strings: negative Repeat count")
    lines = data.count("\n")
    check_length(spaces if not lines else len(data) + spaces * lines)
    return Value.string(data.replace("\n", "\n" + " " * spaces))


INDENT = Function(
    params=[Parameter("spaces", NUMBER, description="Number of spaces to add after each newline character."),
            Parameter("str", STRING, description="The string to transform.")],
    type=STRING, impl=_indent_impl, refine_result=refine_not_null,
    description="Adds a given number of spaces after each newline character in the given string.")


# ---------------------------------------------------------------------- replace


def go_replace_all(s: str, old: str, new: str) -> str:
    """Go's ``strings.Replace(s, old, new, -1)`` (an empty ``old`` matches before every
    character and at the end), refusing over-long results."""
    count = len(s) + 1 if old == "" else s.count(old)
    if count:
        check_length(len(s) + count * (len(new) - len(old)))
    return s.replace(old, new)


def _replace_impl(args: list[Value], ret: Type) -> Value:
    return Value.string(go_replace_all(args[0].as_string(), args[1].as_string(), args[2].as_string()))


REPLACE = Function(
    params=[Parameter("str", STRING, description="The string to search within."),
            Parameter("substr", STRING, description="The substring to search for."),
            Parameter("replace", STRING, description="The new substring to replace substr with.")],
    type=STRING, impl=_replace_impl, refine_result=refine_not_null,
    description="Replaces all instances of the given substring in the given string with the "
                "given replacement string.")


def _regex_replace_impl(args: list[Value], ret: Type) -> Value:
    pattern = args[1].as_string()
    try:
        prog = _re2.compile(pattern)
    except _re2.RegexSyntaxError as e:
        raise FunctionError(str(e)) from None
    return Value.string(prog.replace_all(args[0].as_string(), args[2].as_string()))


REGEX_REPLACE = Function(
    params=[Parameter("str", STRING), Parameter("pattern", STRING), Parameter("replace", STRING)],
    type=STRING, impl=_regex_replace_impl, refine_result=refine_not_null,
    description="Applies the given regular expression pattern to the given string and replaces "
                "all matches with the given replacement string.")


def _reverse(s: str) -> str:
    if s.isascii() and "\r\n" not in s:
        return s[::-1]
    return "".join(reversed(graphemes(s)))


FUNCTIONS: dict[str, Function] = {
    "upper": _str_fn(go_upper, "Returns the given string with all Unicode letters translated "
                               "to their uppercase equivalents.", dynamic=True),
    "lower": _str_fn(go_lower, "Returns the given string with all Unicode letters translated "
                               "to their lowercase equivalents.", dynamic=True),
    "strrev": _str_fn(_reverse, "Returns the given string with all of its Unicode characters in "
                                "reverse order.", dynamic=True),
    "strlen": STRLEN,
    "substr": SUBSTR,
    "join": JOIN,
    "sort": SORT,
    "split": SPLIT,
    "chomp": _str_fn(lambda s: s.rstrip("\r\n"),
                     "Removes one or more newline characters from the end of the given string."),
    "indent": INDENT,
    "title": _str_fn(go_title, "Replaces one letter after each non-letter and non-digit character "
                               "with its uppercase equivalent."),
    "trimspace": _str_fn(lambda s: s.strip(GO_SPACE),
                         "Removes any consecutive space characters (as defined by Unicode) from "
                         "the start and end of the given string."),
    "trim": _str2_fn(lambda s, cutset: s.strip(cutset), "cutset",
                     'Removes consecutive sequences of characters in "cutset" from the start and '
                     "end of the given string."),
    "trimprefix": _str2_fn(str.removeprefix, "prefix",
                           "Removes the given prefix from the start of the given string, if present."),
    "trimsuffix": _str2_fn(str.removesuffix, "suffix",
                           "Removes the given suffix from the start of the given string, if present."),
    "replace": REPLACE,
    "regex_replace": REGEX_REPLACE,
}
