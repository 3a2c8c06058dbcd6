"""A flush heredoc's indentation read from its tokens before its parts are lowered
(``hcl/native/flush_indent.py``) is the one its parts give once all are held: the
template built as the parts come equals the one built from them held to its end."""

from __future__ import annotations

import importlib.util
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any
from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hcl.native import accelerated, early_lowering, flush_indent
from hcl.native import parser as driver
from hcl.native.flush_indent import heredoc_indentation
from hcl.native.parser import parse_config, parse_expression
from hcl.native.regex_lexer import scan

_TEXT = ["a", "b c", " ", "  ", "\t", "\u00a0", "\u2003", "é", "e\u0301", "👩🏾", "$${", "%%{", "$", "%", "{", "}",
         "\r\n", "\n", "\n  ", "\n\t", "\n    ", "\n \t", "\n\n"]
_SEQUENCES = ["${ {for k, v in {a = 1} : k => v}.a }",
              '${"X"}', '${~"X"}', '${"X"~}', "${~ 1 ~}", "${ {a = 1}.a }", '${"}"}', "%{ if true }", "%{~ if false }",
              "%{ if true ~}", "%{ else }", "%{ endif }", "%{~ endif ~}", '%{ for v in ["p", "q"] }${v}',
              "%{~ endfor }", "%{ endfor }", "${<<X\n  in ${1}\nX\n}", "${<<-X\n\t  in\n  X\n}",
              '${"%{ if true }}%{ endif }"}']

_bodies = st.lists(st.one_of(st.sampled_from(_TEXT), st.sampled_from(_SEQUENCES)), max_size=16).map("".join)


def _heredoc(body: str, indent: str, close_indent: str) -> str:
    return "<<-EOT\n" + "\n".join(indent + line for line in body.split("\n")) + "\n" + close_indent + "EOT"


@contextmanager
def _measured() -> Iterator[list[int | None]]:
    """Count what the token pass gives for each flush heredoc."""
    found: list[int | None] = []

    def measure(table: Any, first: int) -> int | None:
        found.append(heredoc_indentation(table, first))
        return found[-1]

    with mock.patch.object(flush_indent, "heredoc_indentation", measure):
        yield found


def _held(parse: Callable[[], Any]) -> Any:
    """The result with every flush heredoc's parts held to its end."""
    with mock.patch.object(flush_indent, "heredoc_indentation", lambda *_: None):
        return parse()


def _same_as_held(parse: Callable[[], Any]) -> list[int | None]:
    with _measured() as found:
        streamed = parse()
    held = _held(parse)
    assert streamed[0] == held[0]
    assert repr(streamed[0]) == repr(held[0])  # ranges too
    assert list(streamed[1]) == list(held[1])
    return found


@given(_bodies, st.sampled_from(["", " ", "  ", "\t", " \t", "\u2003"]), st.sampled_from(["", "  ", "\t"]))
def test_a_well_formed_heredoc_streams_as_held(body: str, indent: str, close_indent: str) -> None:
    src = "a = " + _heredoc(body, indent, close_indent) + "\nb = 1\n"
    with mock.patch.object(accelerated, "enabled", lambda: False):
        found = _same_as_held(lambda: parse_config(src, "t.hcl"))
    if not parse_config(src)[1] and "<<-X" not in body:
        assert found and found[0] is not None  # the token pass was used


@given(_bodies, st.sampled_from(["", "  "]))
def test_heredocs_in_expressions_and_lowered_as_parsed(body: str, indent: str) -> None:
    src = "[" + _heredoc(body, indent, indent) + "\n, 1]"
    with mock.patch.object(driver, "_EARLY_FROM", 0), mock.patch.object(early_lowering, "LITERAL_TOKENS", 2):
        _same_as_held(lambda: parse_expression(src, "t.hcl"))
        _same_as_held(lambda: parse_config("a = " + src + "\n", "t.hcl"))


@pytest.mark.skipif(importlib.util.find_spec("antlrope") is None,
                    reason="the accelerated parser needs the optional antlrope package")
@given(_bodies, st.sampled_from(["", "  ", "\t"]))
def test_the_accelerated_path_streams_as_held(body: str, indent: str) -> None:
    src = "a = " + _heredoc(body, indent, "") + "\n"
    _same_as_held(lambda: parse_config(src, "t.hcl"))


@pytest.mark.parametrize(("text", "trim"), [
    ("<<-EOT\n    a\n  b\nEOT\n", 2),
    ("<<-EOT\n    a\n\n   \n    b\nEOT\n", 4),        # blank lines do not count
    ("<<-EOT\n  a\n${x}\nEOT\n", 0),                  # a sequence at a line's start
    ("<<-EOT\n  a ${x ~}\n b\n  c\nEOT\n", 2),        # `~}` takes the newline and the next line's indentation
    ("<<-EOT\n  a\n    %{~ if x }b%{ endif }\nEOT\n", 0),  # `%{~` leaves the line its literal emptied
    ("<<-EOT\n  a\n    b %{~ if x }c%{ endif }\nEOT\n", 2),
    ("<<-EOT\n  a ${ {b = \"}\"}.b }\n   c\nEOT\n", 2),  # braces inside a sequence
    ("<<-EOT\n\u2003\u2003a\n\u2003b\nEOT\n", 1),       # clusters, not bytes
    ("<<-EOT\n  a ${ {for k in x : k => 1}.a }\n    b\nEOT\n", 2),  # a brace opened by "{for"
])
def test_indentation_read_from_tokens(text: str, trim: int) -> None:
    table = scan(text)
    assert heredoc_indentation(table, 1) == trim


@pytest.mark.parametrize("text", ["<<-EOT\n  a ${\n", "<<-EOT\n  a\n", "<<-EOT\n  a ${b\nEOT\n"])
def test_a_heredoc_without_its_end_is_not_measured(text: str) -> None:
    assert heredoc_indentation(scan(text), 1) is None


def test_a_heredoc_holding_a_flush_heredoc_is_held() -> None:
    # Each flush heredoc reads its own rows: were the rows of the inner one read for the
    # outer one too, nested flush heredocs would take time quadratic in their depth.
    text = "<<-EOT\n  a ${<<-X\n    b\n  X\n}\n  c ${<<Y\n  d\nY\n}\nEOT\n"
    table = scan(text)
    assert heredoc_indentation(table, 1) is None
    inner = next(i for i in range(2, len(table)) if text.startswith("<<-X", table.starts[i]))
    assert heredoc_indentation(table, inner + 1) == 4
    assert heredoc_indentation(scan(text.replace("<<-X", "<<X")), 1) == 2  # a plain heredoc inside is read over
