"""String functions (go-cty string.go, string_replace.go). Expected values were checked
against go-cty 1.12.1; refinements and newer behaviour follow cty-behaviour.md."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hcl.cty import DYNAMIC, DYNAMIC_VAL, NUMBER, STRING, List, Value
from hcl.cty.function import Function
from hcl.cty.function.stdlib._textutil import MAX_RESULT_LENGTH, grapheme_count
from hcl.cty.function.stdlib.strings import FUNCTIONS
from tests.cty.stdlib._helpers import EL, NULL, L, N, S, U, fails, nn

LS = List(STRING)


def call(name: str, *args: Value) -> Value:
    return FUNCTIONS[name].call(list(args))


def fail(name: str, *args: Value, message: str, index: int | None = None) -> None:
    fails(name, *args, message=message, index=index, fn=FUNCTIONS[name])


def test_names() -> None:
    assert sorted(FUNCTIONS) == sorted([
        "upper", "lower", "strrev", "strlen", "substr", "join", "sort", "split", "chomp",
        "indent", "title", "trimspace", "trim", "trimprefix", "trimsuffix", "replace",
        "regex_replace"])
    assert all(isinstance(f, Function) for f in FUNCTIONS.values())


# ---------------------------------------------------------------------- case mapping


@pytest.mark.parametrize(("s", "upper", "lower"), [
    ("hello", "HELLO", "hello"),
    ("HELLO", "HELLO", "hello"),
    ("", "", ""),
    ("123", "123", "123"),
    ("España", "ESPAÑA", "españa"),
    # Go maps rune by rune with the simple mappings: no ß -> SS, no final sigma.
    ("straße", "STRAßE", "straße"),
    ("ΟΔΟΣ", "ΟΔΟΣ", "οδοσ"),
    ("ﬁ", "ﬁ", "ﬁ"),
    ("İ", "İ", "i"),
    ("ᾀ", "ᾈ", "ᾀ"),
    ("ǆǅǄ", "ǄǄǄ", "ǆǆǆ"),
    ("e\u0301", "É", "é"),  # NFC-normalized on the way in
])
def test_upper_lower(s: str, upper: str, lower: str) -> None:
    assert call("upper", S(s)) == S(upper)
    assert call("lower", S(s)) == S(lower)


@pytest.mark.parametrize("name", ["upper", "lower", "strrev"])
def test_unknown_and_dynamic_arguments(name: str) -> None:
    assert call(name, U(STRING)) == nn(STRING)
    assert call(name, DYNAMIC_VAL) == nn(STRING)
    fail(name, NULL(STRING), message="argument must not be null", index=0)
    fail(name, N(1), message="string required, but received number", index=0)


def test_marks_propagate() -> None:
    assert call("upper", S("a").mark("sens")) == S("A").mark("sens")
    assert call("join", S(",").mark(1), L(S("a"), S("b").mark(2))) == S("a,b").with_marks({1, 2})
    assert call("strlen", S("abc").mark("m")) == N(3).mark("m")


# ---------------------------------------------------------------------- strrev, strlen


@pytest.mark.parametrize(("s", "want"), [
    ("hello", "olleh"),
    ("", ""),
    ("a\r\nb", "b\r\na"),
    ("noël", "lëon"),
    ("cafe\u0301", "éfac"),
    ("👩‍👩‍👧x💃🏿", "💃🏿x👩‍👩‍👧"),
    ("🇬🇧🇫🇷", "🇫🇷🇬🇧"),
])
def test_strrev(s: str, want: str) -> None:
    assert call("strrev", S(s)) == S(want)


@pytest.mark.parametrize(("s", "n"), [
    ("", 0), ("hello", 5), ("\r\n", 1), ("a\rb\n", 4), ("noël", 4), ("e\u0301", 1),
    ("💃🏿", 1), ("👩‍👩‍👧", 1), ("🇬🇧🇫🇷", 2), ("한국어", 3),
])
def test_strlen(s: str, n: int) -> None:
    assert call("strlen", S(s)) == N(n)


def test_strlen_unknowns_are_refined() -> None:
    non_negative = U(NUMBER).refine().not_null().number_range_lower_bound(N(0), True).new_value()
    assert call("strlen", U(STRING)) == non_negative
    assert call("strlen", DYNAMIC_VAL) == non_negative
    prefixed = U(STRING).refine().string_prefix_full("héllo").new_value()
    want = U(NUMBER).refine().not_null().number_range_lower_bound(N(5), True).new_value()
    assert call("strlen", prefixed) == want
    fail("strlen", NULL(STRING), message="argument must not be null", index=0)


# ---------------------------------------------------------------------- substr


@pytest.mark.parametrize(("s", "offset", "length", "want"), [
    ("hello world", 1, 4, "ello"),
    ("hello world", 0, 5, "hello"),
    ("hello world", 6, -1, "world"),
    ("hello world", 6, -5, "world"),
    ("hello world", 6, 100, "world"),
    ("hello world", 11, 1, ""),
    ("hello world", 12, 1, ""),
    ("hello world", 0, 0, ""),
    ("hello", -3, 2, "ll"),
    ("hello", -1, -1, "o"),
    ("hello", -10, 2, "he"),
    ("hello", -10, -1, "hello"),
    # A zero length only short-circuits for non-negative offsets: with a negative
    # offset go-cty's loop never stops and keeps the rest of the string.
    ("hello", -3, 0, "llo"),
    ("", 0, 5, ""),
    ("", 3, -1, ""),
    ("noël x", 2, 2, "ël"),
    ("💃🏿👩‍👩‍👧abc", 1, 2, "👩‍👩‍👧a"),
    ("a\r\nb", 1, 1, "\r\n"),
])
def test_substr(s: str, offset: int, length: int, want: str) -> None:
    assert call("substr", S(s), N(offset), N(length)) == S(want)


def test_substr_errors_and_unknowns() -> None:
    whole = "value must be a whole number, between -9223372036854775808 and 9223372036854775807"
    fail("substr", S("abc"), N("1.5"), N(1), message=whole)
    fail("substr", S("abc"), N(0), N(2**63), message=whole)
    fail("substr", S("abc"), N(0), N("1e400"), message=whole)
    assert call("substr", S("abc"), N(-(2**63)), N(1)) == S("a")
    assert call("substr", U(STRING), N(1), N(1)) == nn(STRING)
    assert call("substr", S("abc"), DYNAMIC_VAL, N(1)) == nn(STRING)
    fail("substr", S("abc"), NULL(NUMBER), N(1), message="argument must not be null", index=1)


# ---------------------------------------------------------------------- join


def test_join() -> None:
    assert call("join", S(","), L(S("a"), S("b"), S("c"))) == S("a,b,c")
    assert call("join", S(", "), L(S("a"))) == S("a")
    assert call("join", S(","), EL(STRING)) == S("")
    assert call("join", S("-"), L(S("a"), S("b")), EL(STRING), L(S("c"))) == S("a-b-c")
    assert call("join", S(""), L(S("x"), S("y"))) == S("xy")


def test_join_errors() -> None:
    fail("join", S(","), message="at least one list is required")
    fail("join", S(","), L(S("a"), NULL(STRING)),
         message="element 1 is null; cannot concatenate null values", index=1)
    fail("join", S(","), L(S("a")), L(NULL(STRING), S("b")),
         message="element 0 of list 2 is null; cannot concatenate null values", index=2)
    fail("join", S(","), NULL(LS), message="argument must not be null", index=1)
    # The conformance error of a variadic argument counts within the varargs.
    fail("join", S(","), L(S("a")), S("x"),
         message="list of string required, but received string", index=1)


def test_join_unknowns() -> None:
    assert call("join", S(","), L(S("a"), U(STRING))) == nn(STRING)
    assert call("join", S(","), U(LS)) == nn(STRING)
    assert call("join", U(STRING), L(S("a"))) == nn(STRING)


def test_join_refuses_huge_results() -> None:
    sep = S("x" * 100_000)
    items = L(*[S("")] * 200)
    fail("join", sep, items, message=f"the result would be {199 * 100_000} characters long, "
         f"which is more than the limit of {MAX_RESULT_LENGTH} characters")


# ---------------------------------------------------------------------- sort, split


def test_sort() -> None:
    got = call("sort", L(S("b"), S("a"), S("10"), S("9"), S("A"), S("é"), S("")))
    assert got == L(S(""), S("10"), S("9"), S("A"), S("a"), S("b"), S("é"))
    assert call("sort", EL(STRING)) == EL(STRING)
    assert call("sort", L(S("z"), S("z"))) == L(S("z"), S("z"))
    # Byte order of the UTF-8 encoding, which is code point order.
    assert call("sort", L(S("\U0001f600"), S("\uffff"))) == L(S("\uffff"), S("\U0001f600"))


def test_sort_nulls_and_unknowns() -> None:
    fail("sort", L(S("a"), NULL(STRING)),
         message="given list element 1 is null; a null string cannot be sorted")
    assert call("sort", U(LS)) == nn(LS)
    assert call("sort", L(S("b"), U(STRING))) == \
        U(LS).refine().not_null().collection_length(2).new_value()
    bounded = U(LS).refine().collection_length_lower_bound(1).collection_length_upper_bound(3).new_value()
    assert call("sort", bounded) == \
        U(LS).refine().not_null().collection_length_lower_bound(1).collection_length_upper_bound(3).new_value()


@pytest.mark.parametrize(("sep", "s", "want"), [
    (",", "a,b,c", ["a", "b", "c"]),
    (",", "", [""]),
    (",", ",", ["", ""]),
    (", ", "a, b,c", ["a", "b,c"]),
    ("", "abc", ["a", "b", "c"]),
    ("", "é💃🏿", ["é", "💃", "🏿"]),  # runes, not grapheme clusters
    ("x", "abc", ["abc"]),
])
def test_split(sep: str, s: str, want: list[str]) -> None:
    want_val = L(*[S(w) for w in want]) if want else EL(STRING)
    assert call("split", S(sep), S(s)) == want_val


def test_split_empty_separator_and_string() -> None:
    assert call("split", S(""), S("")) == EL(STRING)


# ---------------------------------------------------------------------- chomp, indent, title, trim


@pytest.mark.parametrize(("s", "want"), [
    ("hello\n", "hello"), ("hello\r\n", "hello"), ("hello\n\n\r\n\r", "hello"),
    ("hello", "hello"), ("\nhello\nworld\n", "\nhello\nworld"), ("\n", ""), ("", ""),
    ("a\n \n", "a\n "),
])
def test_chomp(s: str, want: str) -> None:
    assert call("chomp", S(s)) == S(want)


def test_indent() -> None:
    assert call("indent", N(2), S("a\nb\n")) == S("a\n  b\n  ")
    assert call("indent", N(4), S("no newline")) == S("no newline")
    assert call("indent", N(0), S("a\nb")) == S("a\nb")
    assert call("indent", N(1), S("\n\n")) == S("\n \n ")
    fail("indent", N(-1), S("a"), message="strings: negative Repeat count")
    fail("indent", N("1.5"), S("a"), message="value must be a whole number, between "
         "-9223372036854775808 and 9223372036854775807")


def test_indent_is_bounded() -> None:
    fail("indent", N(10**9), S("a\nb"), message=f"the result would be {10**9 + 3} characters "
         f"long, which is more than the limit of {MAX_RESULT_LENGTH} characters")


@pytest.mark.parametrize(("s", "want"), [
    ("hello world", "Hello World"),
    ("hello wORLD", "Hello WORLD"),
    ("hello-world_foo.bar", "Hello-World_foo.Bar"),
    ("élan vital", "Élan Vital"),
    ("ǆemal", "ǅemal"),
    ("x1y a1b", "X1y A1b"),
    ("hello\u00a0world", "Hello\u00a0World"),
    ("'quoted' (paren)", "'Quoted' (Paren)"),
    ("ßa", "ßa"),
    ("", ""),
])
def test_title(s: str, want: str) -> None:
    assert call("title", S(s)) == S(want)


@pytest.mark.parametrize(("s", "want"), [
    ("  hello  ", "hello"),
    ("\t\n\v\f\r hello \u00a0\u2003\u3000", "hello"),
    ("\x1chello\x1c", "\x1chello\x1c"),  # not white space for Go
    ("\u200bhello", "\u200bhello"),
    ("", ""),
    ("   ", ""),
])
def test_trimspace(s: str, want: str) -> None:
    assert call("trimspace", S(s)) == S(want)


def test_trim_prefix_suffix() -> None:
    assert call("trim", S("?!hello?!"), S("!?")) == S("hello")
    assert call("trim", S("xxhixx"), S("")) == S("xxhixx")
    assert call("trim", S("ééaé"), S("é")) == S("a")
    assert call("trimprefix", S("helloworld"), S("hello")) == S("world")
    assert call("trimprefix", S("helloworld"), S("world")) == S("helloworld")
    assert call("trimprefix", S("aaa"), S("a")) == S("aa")
    assert call("trimsuffix", S("helloworld"), S("world")) == S("hello")
    assert call("trimsuffix", S("helloworld"), S("")) == S("helloworld")
    fail("trim", S("a"), NULL(STRING), message="argument must not be null", index=1)
    assert call("trimsuffix", S("a"), U(STRING)) == nn(STRING)


# ---------------------------------------------------------------------- replace, regex_replace


@pytest.mark.parametrize(("s", "old", "new", "want"), [
    ("hello world", "world", "there", "hello there"),
    ("aaa", "a", "bb", "bbbbbb"),
    ("aaa", "aa", "b", "ba"),
    ("abc", "", "-", "-a-b-c-"),
    ("", "", "x", "x"),
    ("héllo", "", ".", ".h.é.l.l.o."),
    ("abc", "x", "y", "abc"),
])
def test_replace(s: str, old: str, new: str, want: str) -> None:
    assert call("replace", S(s), S(old), S(new)) == S(want)


def test_replace_is_bounded() -> None:
    with pytest.raises(Exception, match="more than the limit"):
        call("replace", S("a" * 10_000), S("a"), S("b" * 10_000))


@pytest.mark.parametrize(("s", "pattern", "repl", "want"), [
    ("hello", "l(.)", "$1x", "heo"),  # $1x is the group named "1x"
    ("hello", "l(.)", "${1}x", "helxo"),
    ("hello", "l", "L", "heLLo"),
    ("hello", "(?P<c>[aeiou])", "<${c}>", "h<e>ll<o>"),
    ("hello", "(?P<c>[aeiou])", "<$c>", "h<e>ll<o>"),
    ("hello", "l", "$$", "he$$o"),
    ("abc", "", "-", "-a-b-c-"),
    ("abc", "x*", "-", "-a-b-c-"),
    ("baaac", "a*", "-", "-b-c-"),
    ("hello", "(l)(l)", "$2$1$0", "hellllo"),
    ("hello", "(l)", "$9", "heo"),
    ("hello", "(l)", "$", "he$$o"),
    ("hello", "(l)", "${", "he${${o"),
    ("héllo wörld", "\\w+", "[$0]", "[h]é[llo] [w]ö[rld]"),  # \w is ASCII
    ("a\nb", "(?m)^", ">", ">a\n>b"),
])
def test_regex_replace(s: str, pattern: str, repl: str, want: str) -> None:
    assert call("regex_replace", S(s), S(pattern), S(repl)) == S(want)


def test_regex_replace_errors() -> None:
    fail("regex_replace", S("a"), S("("), S("x"),
         message="error parsing regexp: missing closing ): `(`")
    fail("regex_replace", S("a"), S("a**"), S("x"),
         message="error parsing regexp: invalid nested repetition operator: `**`")
    fail("regex_replace", S("a"), S("\\1"), S("x"),
         message="error parsing regexp: invalid escape sequence: `\\1`")
    fail("regex_replace", S("a"), S("(?=a)"), S("x"),
         message="error parsing regexp: invalid or unsupported Perl syntax: `(?=`")


# ---------------------------------------------------------------------- properties


_CLUSTERS = st.lists(st.sampled_from(["a", "Z", " ", "\n", "\r\n", "é", "e\u0301", "💃🏿", "👩‍👩‍👧",
                                      "🇬🇧", "한", "x\u20dd"]))


@given(_CLUSTERS)
def test_strrev_reverses_clusters(clusters: list[str]) -> None:
    s = S("".join(clusters))
    once = call("strrev", s)
    assert once.as_string() == S("".join(reversed(clusters))).as_string()
    assert call("strrev", once) == s
    assert call("strlen", once) == call("strlen", s) == N(grapheme_count(s.as_string()))


@given(st.text(), st.integers(-20, 20), st.integers(-3, 20))
def test_substr_is_a_piece(s: str, offset: int, length: int) -> None:
    got = call("substr", S(s), N(offset), N(length)).as_string()
    assert got in S(s).as_string()


@given(st.text(alphabet=st.characters(codec="utf-8")), st.text(max_size=3))
def test_split_join_round_trip(s: str, sep: str) -> None:
    parts = call("split", S(sep), S(s))
    assert call("join", S(sep), parts) == S(s)


@given(st.text(alphabet=st.characters(codec="utf-8")))
def test_case_mapping_is_idempotent(s: str) -> None:
    v = S(s)
    assert call("lower", call("lower", v)) == call("lower", v)
    assert call("upper", call("upper", v)) == call("upper", v)


def test_dynamic_return_types() -> None:
    for name, fn in FUNCTIONS.items():
        n = len(fn.params)
        args = [Value.unknown(p.type) for p in fn.params]
        if fn.var_param is not None:
            args.append(Value.unknown(fn.var_param.type))
        got = fn.call(args)
        assert not got.is_known, name
        assert got.type in (STRING, NUMBER, LS, DYNAMIC), name
        assert n >= 1
