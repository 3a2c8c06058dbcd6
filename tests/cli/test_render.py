"""The diagnostic renderer: text layout, marks, colour choice, JSON form."""

from __future__ import annotations

import io
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

import hcl
from hcl.diagnostics import Diagnostic, Severity
from hcl.pos import Pos, Range
from hcl.render import diagnostics_to_json, render_diagnostics, use_color, wrap

SRC = b'server "web" {\n  prot = 80\n}\n'
PROT = Range("a.hcl", Pos(2, 3, 17), Pos(2, 7, 21))


def test_layout_with_block_context_and_carets() -> None:
    diag = Diagnostic.error("Unsupported argument", 'An argument named "prot" is not expected here.', PROT)
    assert render_diagnostics([diag], sources={"a.hcl": SRC}) == (
        "Error: Unsupported argument\n\n"
        '  on a.hcl line 2, in server "web":\n'
        "   2:   prot = 80\n"
        "        ^^^^\n\n"
        'An argument named "prot" is not expected here.\n\n')


def test_colour_underlines_the_subject_and_tints_the_severity() -> None:
    diag = Diagnostic(Severity.WARNING, "Odd", "", PROT)
    text = render_diagnostics([diag], sources={"a.hcl": SRC.decode()}, color=True)
    assert text.startswith("\x1b[33mWarning\x1b[0m: Odd")
    assert "   2:   \x1b[1;4mprot\x1b[0m = 80\n" in text and "^" not in text


def test_reference_layout_has_no_carets() -> None:
    diag = Diagnostic.error("X", "", PROT)
    assert "^" not in render_diagnostics([diag], sources={"a.hcl": SRC}, reference_layout=True)


def test_unknown_source_and_no_subject() -> None:
    diag = Diagnostic.error("X", "detail", PROT)
    assert render_diagnostics([diag]) == (
        "Error: X\n\n  on a.hcl line 2:\n  (source code not available)\n\ndetail\n\n")
    assert render_diagnostics([Diagnostic.error("Y")]) == "Error: Y\n\n"


def test_subject_at_line_end_shows_the_line() -> None:
    src = b"a = \n"
    _, diags = hcl.parse(src, "e.hcl")
    text = render_diagnostics(diags, sources={"e.hcl": src})
    assert "   1: a = \n          ^\n" in text


def test_json_context_path() -> None:
    src = b'{"resource": {"a": {"b": {"x": 1}}}}'
    diag = Diagnostic.error("X", "", Range("m.tf.json", Pos(1, 27, 26), Pos(1, 30, 29)))
    assert "  on m.tf.json line 1, in resource.a.b:\n" in render_diagnostics([diag], sources={"m.tf.json": src})


def test_tabs_keep_the_carets_aligned() -> None:
    src = b"\tab = 1\n"
    diag = Diagnostic.error("X", "", Range("t.hcl", Pos(1, 2, 1), Pos(1, 4, 3)))
    assert "   1: \tab = 1\n      \t^^\n" in render_diagnostics([diag], sources={"t.hcl": src})


def test_wrap() -> None:
    assert wrap("aaa bbb ccc", 7) == "aaa bbb\nccc"
    assert wrap("averyveryverylongword x", 5) == "averyveryverylongword\nx"


@pytest.mark.parametrize(("env", "tty", "expected"), [
    ({}, True, True), ({}, False, False), ({"NO_COLOR": "1"}, True, False), ({"NO_COLOR": ""}, True, True),
])
def test_use_color(monkeypatch: pytest.MonkeyPatch, env: dict[str, str], tty: bool, expected: bool) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("TERM", raising=False)
    for key, value in env.items():
        monkeypatch.setenv(key, value)

    class Stream(io.StringIO):
        def isatty(self) -> bool:
            return tty

    assert use_color(Stream()) is expected
    assert use_color(object()) is False


_pos = st.builds(Pos, st.integers(1, 9), st.integers(1, 9), st.integers(0, 99))
_diag = st.builds(Diagnostic, st.sampled_from(list(Severity)), st.text(), st.text(),
                  st.none() | st.builds(Range, st.text(), _pos, _pos))


@given(st.lists(_diag, max_size=3))
def test_json_form_round_trips(diags: list[Diagnostic]) -> None:
    decoded = json.loads(diagnostics_to_json(diags))["diagnostics"]
    assert decoded == [d.to_json() for d in diags]


@given(st.lists(_diag, max_size=3), st.binary(max_size=40))
def test_rendering_never_fails(diags: list[Diagnostic], src: bytes) -> None:
    names = {d.subject.filename for d in diags if d.subject is not None}
    text = render_diagnostics(diags, sources=dict.fromkeys(names, src))
    assert text.count("Error: ") + text.count("Warning: ") >= len(diags)
