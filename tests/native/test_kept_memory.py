"""What a parse result keeps: shared names and literals, no decoded text, no needless imports."""

from __future__ import annotations

import dataclasses
import gc
import pickle
import subprocess
import sys

from hypothesis import given
from hypothesis import strategies as st

import hcl
from hcl import ir
from hcl.cty import Value
from hcl.ir import shared
from hcl.ir.node import kept
from hcl.native.templates import LiteralPart, flush_heredoc
from hcl.pos import Pos, Range
from hcl.source import SourceText


def test_equal_names_and_literals_are_one_object_across_parses() -> None:
    one, _ = hcl.parse(b'variable "vpc" {\n  type = string\n  default = "10.0.0.0/16"\n  port = 443\n}\n')
    two, _ = hcl.parse(b'variable "vpc" {\n  type = string\n  default = "10.0.0.0/16"\n  port = 443\n}\n')
    a, b = one.body.blocks[0], two.body.blocks[0]
    assert a.type is b.type and a.labels[0] is b.labels[0]
    attrs_a, attrs_b = a.body.attributes, b.body.attributes
    assert attrs_a[0].name is attrs_b[0].name
    assert attrs_a[0].expr.traversal.steps[0].name is attrs_b[0].expr.traversal.steps[0].name
    assert attrs_a[1].expr.parts[0].value is attrs_b[1].expr.parts[0].value
    assert attrs_a[2].expr.value is attrs_b[2].expr.value


def test_shared_tables_stay_bounded() -> None:
    for i in range(shared._ENTRIES + 10):
        name = f"name_{i}"
        assert shared.shared_name(name) == name
        assert shared.string_value(name).as_string() == name
        assert shared.number_value(str(i)).as_python() == i
    long = "x" * (shared._LONGEST + 1)
    assert shared.shared_name(long) is long
    assert long not in shared._names
    assert max(len(shared._names), len(shared._strings), len(shared._numbers)) <= shared._ENTRIES


def _reachable_strings(root: object) -> list[str]:
    seen: set[int] = set()
    stack, found = [root], []
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, type):
            continue
        seen.add(id(obj))
        if isinstance(obj, str):
            found.append(obj)
        else:
            stack.extend(gc.get_referents(obj))
    return found


def test_a_parse_result_does_not_keep_the_decoded_text() -> None:
    text = 'a = "ü"\n' + "".join(f"b{i} = c{i}.d\n" for i in range(50))
    file, diags = hcl.parse(text.encode(), "f.hcl")
    assert not diags
    assert text not in _reachable_strings(file)
    # Positions on a non-ASCII line are still found, from the source's bytes.
    assert file.body.attributes[0].expr.range.end.column == 8
    assert file.body.attributes[0].expr.range.end.byte == 8


def test_parsing_ascii_and_plain_non_ascii_input_does_not_import_regex() -> None:
    # Columns on a non-ASCII line need grapheme clusters, but only once asked for.
    code = (
        "import sys, hcl\n"
        "f, d = hcl.parse('a = \"x\"\\nb = <<-EOT\\n    héllo\\n      wörld\\n    EOT\\nc = [1, d.e]\\n')\n"
        "assert not d, d\n"
        "assert 'regex' not in sys.modules, 'regex imported'\n"
        "assert f.body.attributes[1].expr.parts[0].range.start.column == 5\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=120)


_LEAD = st.sampled_from([" ", "  ", "\t", "\u2003", "\u00a0", " \u0301", "\u3000"])
_REST = st.sampled_from(["x", "é", "👩🏾", "e\u0301", "\u200d", "\udced\udca0\udc80", "", "한"])


@given(st.lists(st.tuples(st.lists(_LEAD, max_size=4), _REST), min_size=1, max_size=6))
def test_flushed_heredoc_lines_keep_offset_ranges_equal_to_shifted_positions(
    lines: list[tuple[list[str], str]],
) -> None:
    # A literal whose leading white space is removed starts that many characters on;
    # it must be the position the reference computes by shifting column and byte.
    text = "".join("".join(lead) + rest + "\n" for lead, rest in lines)
    src = SourceText(text.encode("utf-8", "surrogateescape"), "f.hcl")
    lazy: list[LiteralPart] = []
    eager: list[LiteralPart] = []
    at = 0
    for line in src.text.splitlines(keepends=True):
        rng = src.range(at, at + len(line))
        lazy.append(LiteralPart(line, rng))
        eager.append(LiteralPart(line, Range(rng.filename, rng.start, rng.end)))
        at += len(line)
    flush_heredoc(list(lazy), src)
    flush_heredoc(list(eager), src)
    assert [p.value for p in lazy] == [p.value for p in eager]
    assert [p.range for p in lazy] == [p.range for p in eager]


def test_an_attribute_reads_its_name_back_from_an_ascii_source() -> None:
    # Its name is the text of its name range there: it keeps no string for it.
    src = b"\xef\xbb\xbfalpha = 1\nbeta_2 = [1]\n" + b"".join(b"a%d = %d\n" % (i, i) for i in range(20))
    file, _ = hcl.parse(src)
    attrs = file.body.attributes
    assert all(kept(attr, "name") is None for attr in attrs)
    assert [attr.name for attr in attrs[:3]] == ["alpha", "beta_2", "a0"]
    assert attrs[0].name is attrs[0].name  # (shared, as parsed names are)
    renamed = dataclasses.replace(attrs[1], name="gamma")
    assert renamed.name == "gamma" and kept(renamed, "name") == "gamma"
    assert renamed.name_range == attrs[1].name_range and renamed != attrs[1]
    assert dataclasses.replace(attrs[1], name="beta_2") == attrs[1]
    back = pickle.loads(pickle.dumps(file))
    assert back == file and [a.name for a in back.body.attributes] == [a.name for a in attrs]


def test_an_attribute_keeps_its_name_where_the_source_cannot_give_it_back() -> None:
    # A line with a character of several bytes (a byte offset there needs the line's
    # index), and ranges built from positions. The other lines of such a file give
    # their names back.
    native, _ = hcl.parse('é = 1\nb = "ü"\nc = 1\n'.encode())
    assert [(kept(a, "name"), a.name) for a in native.body.attributes] == [("é", "é"), ("b", "b"), (None, "c")]
    rng = Range("f", Pos(1, 1, 0), Pos(1, 2, 1))
    made = ir.Attribute("x", ir.Literal(Value.number(1), rng), rng, rng, rng)
    assert kept(made, "name") == "x" == made.name
