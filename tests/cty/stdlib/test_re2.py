"""The Go regular expression engine behind regex, regexall and regex_replace: Go's
syntax and error messages, and Go's (leftmost-first, linear-time) matching. The tables
were produced by Go's regexp package (Go 1.19; named groups as (?<name>...) follow
Go 1.22 and later)."""

from __future__ import annotations

import time

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hcl.cty.function import FunctionError
from hcl.cty.function.stdlib import _re2, _re2vm
from hcl.cty.function.stdlib._re2syntax import MAX_HEIGHT, RegexSyntaxError, parse

# (pattern, subject, Go's FindAllStringSubmatchIndex converted to string indices)
RE_CASES: list[tuple[str, str, list[list[int]]]] = [
    ('a', 'banana', [[1, 2], [3, 4], [5, 6]]),
    ('a*', 'baaac', [[0, 0], [1, 4], [5, 5]]),
    ('', 'abc', [[0, 0], [1, 1], [2, 2], [3, 3]]),
    ('x*', 'abc', [[0, 0], [1, 1], [2, 2], [3, 3]]),
    ('a|ab', 'abc', [[0, 1]]),
    ('ab|a', 'abc', [[0, 2]]),
    ('(a*)*', 'aab', [[0, 2, 0, 2], [3, 3, 3, 3]]),
    ('(a*)+', 'b', [[0, 0, 0, 0], [1, 1, 1, 1]]),
    ('(a|b)*', 'abab', [[0, 4, 3, 4]]),
    ('(a*)*b', 'aab', [[0, 3, 0, 2]]),
    ('(|a)*', 'aa', [[0, 0, 0, 0], [1, 1, 1, 1], [2, 2, 2, 2]]),
    ('(|a)+', 'aa', [[0, 0, 0, 0], [1, 1, 1, 1], [2, 2, 2, 2]]),
    ('(a?)*?b', 'aab', [[0, 3, 1, 2]]),
    ('a*?', 'aaa', [[0, 0], [1, 1], [2, 2], [3, 3]]),
    ('a+?', 'aaa', [[0, 1], [1, 2], [2, 3]]),
    ('(?U)a+', 'aaa', [[0, 1], [1, 2], [2, 3]]),
    ('(?U)a+?', 'aaa', [[0, 3]]),
    ('(a)|(b)', 'ab', [[0, 1, 0, 1, -1, -1], [1, 2, -1, -1, 1, 2]]),
    ('(a)(b)?', 'a ab', [[0, 1, 0, 1, -1, -1], [2, 4, 2, 3, 3, 4]]),
    ('(?P<first>\\w+) (?P<last>\\w+)', 'john smith', [[0, 10, 0, 4, 5, 10]]),
    ('^', 'a\nb', [[0, 0]]),
    ('$', 'a\nb', [[3, 3]]),
    ('(?m)^', 'a\nb\n', [[0, 0], [2, 2], [4, 4]]),
    ('(?m)$', 'a\nb\n', [[1, 1], [3, 3], [4, 4]]),
    ('(?m)^\\w+$', 'ab\ncd\n', [[0, 2], [3, 5]]),
    ('\\A', 'ab', [[0, 0]]),
    ('\\z', 'ab\n', [[3, 3]]),
    ('a$', 'a\n', []),
    ('\\b', 'ab cd', [[0, 0], [2, 2], [3, 3], [5, 5]]),
    ('\\B', 'ab cd', [[1, 1], [4, 4]]),
    ('\\bé', 'é é', []),
    ('(?i)straße', 'STRASSE strasse STRAßE', [[16, 22]]),
    ('(?i)k', 'kKK', [[0, 1], [1, 2], [2, 3]]),
    ('(?i)[^k]', 'kKKx', [[3, 4]]),
    ('(?i)σ', 'σΣς', [[0, 1], [1, 2], [2, 3]]),
    ('\\pL+', 'héllo wörld 123', [[0, 5], [6, 11]]),
    ('\\p{Greek}+', 'abc αβγ', [[4, 7]]),
    ('\\PL', 'a1b', [[1, 2]]),
    ('[[:alpha:]]+', 'abc123é', [[0, 3]]),
    ('[[:^alpha:]]+', 'abc123é', [[3, 7]]),
    ('\\d+', 'a12b٣', [[1, 3]]),
    ('\\w+', 'héllo_1', [[0, 1], [2, 7]]),
    ('\\s+', 'a \t\n\x0b\x0cb', [[1, 4], [5, 6]]),
    ('[^\\s]+', 'a b', [[0, 1], [2, 3]]),
    ('\\Qa.b\\E+', 'a.bb a.b', [[0, 4], [5, 8]]),
    ('\\x41\\x{42}\\101', 'ABA', [[0, 3]]),
    ('\\0101', 'A1', []),
    ('[\\d\\-x]+', '1-x2', [[0, 4]]),
    ('[a-c-e]+', 'a-e b', [[0, 3], [4, 5]]),
    ('[]a]+', ']a]', [[0, 3]]),
    ('[^]a]+', ']a]bc', [[3, 5]]),
    ('.', 'a\nb', [[0, 1], [2, 3]]),
    ('(?s).', 'a\nb', [[0, 1], [1, 2], [2, 3]]),
    ('(?s:.)+', 'a\nb', [[0, 3]]),
    ('(?i)(a)(?-i)A', 'aA AA', [[0, 2, 0, 1], [3, 5, 3, 4]]),
    ('a{2,3}', 'aaaaaaa', [[0, 3], [3, 6]]),
    ('a{2,}?', 'aaaa', [[0, 2], [2, 4]]),
    ('(ab){2}', 'ababab', [[0, 4, 2, 4]]),
    ('(a{0})b', 'ab', [[1, 2, 1, 1]]),
    ('a{,2}', 'a{,2}', [[0, 5]]),
    ('x{1001', 'x{1001', [[0, 6]]),
    ('💃🏿', 'a💃🏿b', [[1, 3]]),
    ('é', 'é é', [[3, 4]]),
    ('(?:)', '', [[0, 0]]),
    ('(a|)+', 'aaa', [[0, 3, 2, 3]]),
    ('(a+|b+)*c', 'aabbc', [[0, 5, 2, 4]]),
    ('(\\d+)-(\\d+)', '10-20 30-40', [[0, 5, 0, 2, 3, 5], [6, 11, 6, 8, 9, 11]]),
    ('(.)(.)(.)(.)(.)(.)(.)(.)(.)(.)', 'abcdefghij',
     [[0, 10, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10]]),
    ('a(?i)b|c', 'aB C', [[0, 2], [3, 4]]),
]


# (pattern, Go's compile error or None)
SYNTAX_CASES: list[tuple[str, str | None]] = [
    ('(', 'error parsing regexp: missing closing ): `(`'),
    (')', 'error parsing regexp: unexpected ): `)`'),
    ('a)', 'error parsing regexp: unexpected ): `a)`'),
    ('(a', 'error parsing regexp: missing closing ): `(a`'),
    ('((a)', 'error parsing regexp: missing closing ): `((a)`'),
    ('[a', 'error parsing regexp: missing closing ]: `[a`'),
    ('[a-', 'error parsing regexp: missing closing ]: `[a-`'),
    ('[z-a]', 'error parsing regexp: invalid character class range: `z-a`'),
    ('[💃-🏿]', 'error parsing regexp: invalid character class range: `💃-🏿`'),
    ('a**', 'error parsing regexp: invalid nested repetition operator: `**`'),
    ('a*+', 'error parsing regexp: invalid nested repetition operator: `*+`'),
    ('a??*', 'error parsing regexp: invalid nested repetition operator: `??*`'),
    ('*a', 'error parsing regexp: missing argument to repetition operator: `*`'),
    ('+', 'error parsing regexp: missing argument to repetition operator: `+`'),
    ('?', 'error parsing regexp: missing argument to repetition operator: `?`'),
    ('a|*', 'error parsing regexp: missing argument to repetition operator: `*`'),
    ('(*)', 'error parsing regexp: missing argument to repetition operator: `*`'),
    ('x{1001}', 'error parsing regexp: invalid repeat count: `{1001}`'),
    ('x{2,1}', 'error parsing regexp: invalid repeat count: `{2,1}`'),
    ('(a{100}){100}', 'error parsing regexp: invalid repeat count: `{100}`'),
    ('\\', 'error parsing regexp: trailing backslash at end of expression: ``'),
    ('a\\', 'error parsing regexp: trailing backslash at end of expression: ``'),
    ('\\1', 'error parsing regexp: invalid escape sequence: `\\1`'),
    ('\\8', 'error parsing regexp: invalid escape sequence: `\\8`'),
    ('\\q', 'error parsing regexp: invalid escape sequence: `\\q`'),
    ('\\é', 'error parsing regexp: invalid escape sequence: `\\é`'),
    ('\\C', 'error parsing regexp: invalid escape sequence: `\\C`'),
    ('\\x', 'error parsing regexp: invalid escape sequence: `\\x`'),
    ('\\xZ1', 'error parsing regexp: invalid escape sequence: `\\xZ1`'),
    ('\\x{}', 'error parsing regexp: invalid escape sequence: `\\x{}`'),
    ('\\x{110000}', 'error parsing regexp: invalid escape sequence: `\\x{110000`'),
    ('\\x{41', 'error parsing regexp: invalid escape sequence: `\\x{41`'),
    ('\\pX', 'error parsing regexp: invalid character class range: `\\pX`'),
    ('\\p{Foo}', 'error parsing regexp: invalid character class range: `\\p{Foo}`'),
    ('\\p{', 'error parsing regexp: invalid character class range: `\\p{`'),
    ('\\p', 'error parsing regexp: invalid character class range: `\\p`'),
    ('[\\pX]', 'error parsing regexp: invalid character class range: `\\pX`'),
    ('[[:foo:]]', 'error parsing regexp: invalid character class range: `[:foo:]`'),
    ('[\\b]', 'error parsing regexp: invalid escape sequence: `\\b`'),
    ('(?P<>a)', 'error parsing regexp: invalid named capture: `(?P<>`'),
    ('(?P<a-b>x)', 'error parsing regexp: invalid named capture: `(?P<a-b>`'),
    ('(?P<name', 'error parsing regexp: invalid named capture: `(?P<name`'),
    ('(?x)', 'error parsing regexp: invalid or unsupported Perl syntax: `(?x`'),
    ('(?i', 'error parsing regexp: invalid or unsupported Perl syntax: `(?i`'),
    ('(?', 'error parsing regexp: invalid or unsupported Perl syntax: `(?`'),
    ('(?-)', 'error parsing regexp: invalid or unsupported Perl syntax: `(?-)`'),
    ('(?i-)', 'error parsing regexp: invalid or unsupported Perl syntax: `(?i-)`'),
    ('(?--i)', 'error parsing regexp: invalid or unsupported Perl syntax: `(?--`'),
    ('(?=a)', 'error parsing regexp: invalid or unsupported Perl syntax: `(?=`'),
    ('(?!a)', 'error parsing regexp: invalid or unsupported Perl syntax: `(?!`'),
    # Go 1.22 and later read (?< as the start of a named group.
    ('(?<=a)', 'error parsing regexp: invalid named capture: `(?<=a)`'),
    ('(?<!a)', 'error parsing regexp: invalid named capture: `(?<!a)`'),
    ('(?<name', 'error parsing regexp: invalid named capture: `(?<name`'),
    ('(?#c)', 'error parsing regexp: invalid or unsupported Perl syntax: `(?#`'),
    ('(?i)(?P<n>a)(?P<n>b)', None),
    ('a{,5}', None),
    ('[[:alpha:]', 'error parsing regexp: missing closing ]: `[[:alpha:]`'),
    ('x{1000}', None),
    ('(?U)(?-U)a', None),
    ('\\Q', None),
    ('[\\Q]\\E]', 'error parsing regexp: invalid escape sequence: `\\Q`'),
    ('[^]', 'error parsing regexp: missing closing ]: `[^]`'),
    ('[]', 'error parsing regexp: missing closing ]: `[]`'),
    ('(?:', 'error parsing regexp: missing closing ): `(?:`'),
    ('a{1,2}{3}', 'error parsing regexp: invalid nested repetition operator: `{1,2}{3}`'),
    ('\\z*', None),
    ('^*', None),
    ('(?P=name)', 'error parsing regexp: invalid or unsupported Perl syntax: `(?P`'),
]


@pytest.mark.parametrize(("pattern", "subject", "want"), RE_CASES)
def test_find_all_matches_go(pattern: str, subject: str, want: list[list[int]]) -> None:
    prog = _re2.compile(pattern)
    assert prog.find_all(subject) == want
    assert prog.find(subject) == (want[0] if want else None)


@pytest.mark.parametrize(("pattern", "error"), SYNTAX_CASES)
def test_syntax_matches_go(pattern: str, error: str | None) -> None:
    if error is None:
        parse(pattern)
    else:
        with pytest.raises(RegexSyntaxError) as info:
            parse(pattern)
        assert str(info.value) == error


def test_group_names() -> None:
    assert _re2.compile("(a)(?P<x>b)(?:c)(?<y>d)").names == ["", "x", "y"]
    assert _re2.compile("abc").names == []
    assert _re2.compile("(?P<a>x)(?P<a>y)").names == ["a", "a"]
    assert _re2.compile("(?P<_1>x)").names == ["_1"]


def test_error_parts() -> None:
    with pytest.raises(RegexSyntaxError) as info:
        parse("a(b")
    assert (info.value.code, info.value.expr) == ("missing closing )", "a(b")


def test_nesting_limit() -> None:
    deep = "(" * MAX_HEIGHT + "a" + ")" * MAX_HEIGHT
    with pytest.raises(RegexSyntaxError, match="expression nests too deeply"):
        parse(deep)
    ok = "(" * (MAX_HEIGHT - 2) + "a" + ")" * (MAX_HEIGHT - 2)
    assert _re2.compile(ok).find("a")[:4] == [0, 1, 0, 1]
    # Non-capturing groups do not nest the tree.
    flat = "(?:" * 2000 + "a" + ")" * 2000
    assert _re2.compile(flat).find("xa") == [1, 2]


@pytest.mark.parametrize(("pattern", "subject"), [
    ("(a+)+b", "a" * 5000),
    ("(x+x+)+y", "x" * 5000),
    ("(a|aa)*c", "a" * 5000),
    ("(.*a){20}", "a" * 19 + "b" * 5000),
    ("^(\\w+\\s?)*$", "word " * 1000 + "!"),
    ("(a*)*b", "a" * 5000),
])
def test_catastrophic_patterns_run_in_linear_time(pattern: str, subject: str) -> None:
    start = time.monotonic()
    assert _re2.compile(pattern).find(subject) is None
    assert time.monotonic() - start < 5


def test_work_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_re2vm, "MAX_STEPS", 1000)
    prog = _re2.compile("(a|b)*c")
    assert prog.find("ab" * 10 + "c") is not None
    with pytest.raises(FunctionError, match="too expensive"):
        prog.find("ab" * 1000)


def test_literal_prefix_and_anchor_shortcuts() -> None:
    prog = _re2.compile("(?:hello)+ (w)orld")
    assert prog.vm.prefix == "hello"
    assert prog.find("xx hellohello world") == [3, 19, 14, 15]
    anchored = _re2.compile("\\Aab")
    assert anchored.vm.anchored
    assert anchored.find_all("abab") == [[0, 2]]
    assert _re2.compile("(?m)^ab").find_all("ab\nab") == [[0, 2], [3, 5]]


@pytest.mark.parametrize(("template", "want"), [
    ("$1", "b"), ("${1}", "b"), ("$1x", ""), ("${1}x", "bx"), ("$name", "c"), ("${name}!", "c!"),
    ("$$1", "$1"), ("$", "$"), ("${", "${"), ("${1", "${1"), ("$9", ""), ("$01", ""), ("$0", "abc"),
    ("a$-b", "a$-b"), ("$é", ""), ("${name}${1}", "cb"),
])
def test_expand(template: str, want: str) -> None:
    prog = _re2.compile("a(b)(?P<name>c)")
    m = prog.find("abc")
    assert m is not None
    assert _re2.expand(prog, template, "abc", m) == want


@given(st.text(alphabet="abc", max_size=12), st.sampled_from(["a", "ab", "a*", "(a|b)+", "[ab]c?",
                                                              "b*?", "(a)(b)?", "", "^a|c$"]))
def test_replace_all_agrees_with_find_all(s: str, pattern: str) -> None:
    """Replacing every match by a marker removes exactly the text find_all reports."""
    prog = _re2.compile(pattern)
    matches = prog.find_all(s)
    out = prog.replace_all(s, "<$0>")
    kept = []
    last = 0
    for m in matches:
        kept.append(s[last:m[0]] + "<" + s[m[0]:m[1]] + ">")
        last = m[1]
    kept.append(s[last:])
    assert out == "".join(kept)


@given(st.text(max_size=20))
def test_quoted_literals_match_themselves(s: str) -> None:
    """Any text inside \\Q...\\E is a literal (round trip of escaping)."""
    if "\\E" in s:
        return
    prog = _re2.compile("\\Q" + s + "\\E")
    subject = "x" + s + "y"
    m = prog.find(subject)
    assert m is not None
    assert subject[m[0]:m[1]] == s
    assert m[0] <= 1
