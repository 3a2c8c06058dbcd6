"""Lowering a file's body items, and the body items of its blocks, the elements of its
tuples and the items of its objects, while the fast pass parses gives the same file and
diagnostics as lowering the finished tree (which the driver did before).

These are tests of the pure path: the accelerated parser (tests/native/test_accelerated.py)
is turned off here.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hcl import ir
from hcl.native import early_lowering
from hcl.native import parser as driver
from hcl.native.parser import parse_config, parse_expression, parse_template
from hcl.native.token_stream import CHUNK
from hcl.testing import strategies as hst
from tests.conftest import REPO, SHARED

# The token objects a lazy stream may hold besides those of the parts being parsed: the
# chunk made ahead of the parser, and those behind it not let go yet.
_WINDOW = CHUNK + early_lowering._RELEASE_STEP

SAMPLES = sorted((REPO / "tests" / "native" / "samples").rglob("*.hcl"))
CORPUS = sorted(p for p in (SHARED / "corpus").rglob("*") if p.suffix in (".tf", ".hcl"))
_parse = driver._Parse.parse


@pytest.fixture(autouse=True)
def _pure_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HCL_ACCELERATOR", "0")


def _after_parse(work: driver._Parse, rule, early=False):  # type: ignore[no-untyped-def]
    return _parse(work, rule)


def _check(text: str | bytes, parse: Callable[[str | bytes, str], tuple[Any, Any]] = parse_config) -> None:
    # (expressions and templates however short, literals flattened at every newline)
    with mock.patch.object(driver, "_EARLY_FROM", 0), mock.patch.object(early_lowering, "LITERAL_TOKENS", 2):
        streamed = parse(text, "t.hcl")
    with mock.patch.object(driver._Parse, "parse", _after_parse):
        whole = parse(text, "t.hcl")
    assert streamed[0] == whole[0]
    assert list(streamed[1]) == list(whole[1])


def test_items_are_lowered_during_the_parse() -> None:
    seen = []
    original = driver.BodyItems.add_parsed

    def spy(self, item):  # type: ignore[no-untyped-def]
        seen.append(item.parentCtx.children.count(None))
        original(self, item)

    with mock.patch.object(driver.BodyItems, "add_parsed", spy):
        file, _ = parse_config("a = 1\nb = 2\nc {\n  d = 3\n}\n", "t.hcl")
    assert len(file.body.attributes) == 2 and len(file.body.blocks) == 1
    # Each earlier item was already released; the file keeps a placeholder for the last
    # one, not a growing list of items and newline terminals.
    assert seen == [0, 1, 1]


def test_a_large_file_never_has_all_its_tokens_alive() -> None:
    live: list[int] = []
    original = driver.BodyItems.add_parsed

    def spy(self, item):  # type: ignore[no-untyped-def]
        stream = item.parser.getTokenStream()
        live.append(len(stream.tokens.keys()))  # the token objects the lazy stream holds
        original(self, item)

    text = "".join(f"a{i} = [{i}, \"x\"]\n" for i in range(5_000))  # 12 tokens an item, 60,000 in all
    with mock.patch.object(driver.BodyItems, "add_parsed", spy):
        file, diags = parse_config(text, "t.hcl")
    assert not diags and len(file.body.attributes) == 5_000
    assert len(live) == 5_000
    assert max(live) <= _WINDOW + 24  # and two items
    # Some 270 bytes a token: 52 at most here, 110 when 64 were made ahead and 32 let go
    # at a time (which made the corpus's files of 1 to 4 KB peak 30% higher).
    assert max(live) <= 64
    assert file.body.attributes[-1].expr.range.end.byte == len(text) - 1


def test_tokens_made_again_after_they_were_let_go_are_let_go_again() -> None:
    """An element's lowering reads tokens from before the parts lowered inside it (which
    were let go); the stream makes them again, and lets them go at its next release."""
    from hcl.native.early_lowering import EarlyLowering

    live: list[int] = []
    original = EarlyLowering._passed

    def spy(self, part):  # type: ignore[no-untyped-def]
        live.append(len(self.stream.tokens.keys()))
        original(self, part)

    text = "a = [\n" + "".join(f'  {{ name = "n{i}", port = {i} }},\n' for i in range(3_000)) + "]\n"
    with mock.patch.object(EarlyLowering, "_passed", spy):
        file, diags = parse_config(text, "t.hcl")
    assert not diags and len(file.body.attributes[0].expr.exprs) == 3_000
    assert len(live) == 9_001  # two object items and the element, each; then the attribute
    assert max(live) <= _WINDOW + 30  # an element of 10 tokens, its two items


# Parts in the large inputs: each many tokens, together far more than the few chunks alive.
_PARTS = 1_000
_BIG = {
    "block": "b {\n" + "".join(f"  a{i} = [{i}, \"x\"]\n" for i in range(_PARTS)) + "}\n",
    "tuple": "a = [\n" + "".join(f"  [{i}, \"x\"],\n" for i in range(_PARTS)) + "]\n",
    "object": "a = {\n" + "".join(f"  k{i} = [{i}, \"x\"]\n" for i in range(_PARTS)) + "}\n",
    "call": "a = f(\n" + "".join(f"  [{i}, \"x\"],\n" for i in range(_PARTS)) + ")\n",
}


def _parse_counting_live_tokens(hooks: type, text: str):  # type: ignore[no-untyped-def]
    """Parse ``text``; also the number of token objects the lazy stream holds each time
    ``hooks`` (an early lowering class) lowers a part."""
    live: list[int] = []
    original = hooks._lowered

    def spy(self, part):  # type: ignore[no-untyped-def]
        live.append(len(self.stream.tokens.keys()))
        original(self, part)

    with mock.patch.object(hooks, "_lowered", spy):
        file, diags = parse_config(text, "t.hcl")
    return file, diags, live


@pytest.mark.parametrize("shape", sorted(_BIG))
def test_a_large_block_or_collection_never_has_all_its_tokens_alive(shape: str) -> None:
    text = _BIG[shape]
    file, diags, live = _parse_counting_live_tokens(driver.EarlyLowering, text)
    assert not diags and len(live) >= _PARTS
    assert max(live) <= _WINDOW + 30  # two parts, and a few let go late
    if shape == "block":
        assert len(file.body.blocks[0].body.attributes) == _PARTS
    else:
        expr = file.body.attributes[0].expr
        parts = {"tuple": "exprs", "object": "items", "call": "args"}[shape]
        assert len(getattr(expr, parts)) == _PARTS
    _check(text)


@pytest.mark.parametrize("text", [
    # diagnostics of the lowering, in a block's labels and body and in collections
    'b "\\q" "l" {\n  a = "\\q"\n  a = 1\n  c = [1, "\\q", {k = "\\q", k2 = 1e99999999999}, 2]\n}\n',
    'b {\n  c {\n    x = "\\q"\n    x = 2\n  }\n  y = ["\\q", ["\\q", 1e99999999999], {a = 1, a = "\\q"}]\n}\nz = 1\n',
    # trailing commas and separators, empty and one-element collections, one-line blocks
    "a = [1, 2,]\nb = []\nc = [1]\nd = {}\ne = {x = 1,\n y = 2,\n}\nf { g = 1 }\nh {\n}\n",
    "a = [[1, [2, 3], {b = [4, 5]}], 6]\nc = {d = {e = [7,\n8]}, (f) = 9, \"g\": 10}\n",
])
def test_nested_parts_lowered_early(text: str) -> None:
    _check(text)


@pytest.mark.parametrize("where", ["file", "block", "object"])
def test_blank_and_comment_lines_never_have_all_their_tokens_alive(where: str) -> None:
    """The newlines between a body's or an object's items get no node, and the tokens
    before them go."""
    from hcl.native.early_lowering import EarlyLowering

    live: list[int] = []
    original = EarlyLowering.separating_newline

    def spy(self, newline):  # type: ignore[no-untyped-def]
        live.append(len(self.stream.tokens.keys()))
        return original(self, newline)

    lines = "".join(f"# comment {i}\n\n  // another\n" for i in range(2_000))
    text = {"file": f"a = 1\n{lines}b = 2\n", "block": f"c {{\n  a = 1\n{lines}  b = 2\n}}\n",
            "object": f"c = {{\n{lines}  a = 1\n{lines}  b = 2\n}}\n"}[where]
    with mock.patch.object(EarlyLowering, "separating_newline", spy):
        file, diags = parse_config(text, "t.hcl")
    assert not diags and len(live) >= 6_000
    if where == "object":
        expr = file.body.attributes[0].expr
        assert isinstance(expr, ir.ObjectCons) and len(expr.items) == 2
    else:
        body = file.body if where == "file" else file.body.blocks[0].body
        assert [attr.name for attr in body.attributes] == ["a", "b"]
    assert max(live) <= _WINDOW + 16  # (all 12,000 of them and more before: no item let them go)
    _check(text)


@pytest.mark.parametrize("text", [
    'a = f(1, "\\q", g(2, "\\q"), [3, "\\q"]...)\nb = p::q(1,\n  2,\n)\nc = f()\nd = f(1e99999999999, x)\n',
    "a = f(g(h(1, 2), 3), [for x in y : f(x, x)], {k = f(1, 2)}, \"${f(1, 2)}\")\nb = f(1 + 2, x ? 3 : 4, -5)\n",
    "a = f(\n  1,\n\n  # a comment\n  2,\n)\nb = f(x...)\nc = f(x,)\n",
])
def test_call_arguments_lowered_early(text: str) -> None:
    _check(text)


@pytest.mark.parametrize("text", [
    "a = x.b.c[0].d.1[\"k\"][y.z.w].e\nb = f(x).b.c[0]\nc = [1, 2][0].a.b\nd = x.b.c[*].d.e\n",
    "a = x.b.c.*.d.e[0]\nb = x.b[*]\nc = x.b.c\nd = x.b\ne = (x.b).c.d\nf = x.b.c ? y.d.e[1] : z.f.g\n",
    # diagnostics of steps lowered early, and of their primary
    "a = x.b.1.5.c\nb = x.b[1e99999999999].c.d\nc = \"\\q\".b.c[0]\nd = x.b.c[\"\\q\"].e\n",
    "a = x" + ".b" * 200 + "[0]" * 200 + "\n",
])
def test_postfix_steps_lowered_early(text: str) -> None:
    _check(text)


@pytest.mark.parametrize("path", SAMPLES + CORPUS[::3], ids=lambda p: str(Path(p).name))
def test_samples_and_corpus(path: Path) -> None:
    _check(path.read_bytes())


@pytest.mark.parametrize("text", ["a = 1\na = 2\n", "a = 1\nb {\n}\nc = [\n", "a = 1\nb = 2 +\n",
                                  "x = 1\ny = \"\\q\"\nz = 1e99999999999\n", "a = 1\n}\n"])
def test_redefinitions_and_errors_after_good_items(text: str) -> None:
    _check(text)


@pytest.mark.parametrize("text", [
    # an error in the first, a middle and the last item, with good items around it
    "a = = 1\nb = 2\nc {\n  d = 3\n}\n", "a = 1\nb = = 2\nc = 3\n", "a = 1\nb = 2\nc = (\n",
    # errors inside blocks, before and after good items there, and nested
    "b {\n  a = 1\n  c = = 2\n  d = 3\n  e {\n    f = [\n  }\n  g = 4\n}\nh = 5\n",
    "b {\n  a = 1\n  a = 2\n  c = = 3\n  a = 4\n}\nb {\n  x = 1 y = 2\n  z = 3\n}\n",
    # a block missing its newline, a one-line block, a broken header, an unclosed block
    "a {\n}\nb {\n} c = 1\nd = 2\n", "a { b = 1 c = 2 }\nd = 3\n", "a \"l\" = {\n}\nb = 1\n",
    "a = 1\nb {\n  c = 2\n  d {\n    e = 3\n",
    # brackets left open, whose newlines the reference sees; a value the recovery skips
    "a = 1\nb = f(1,\n  2\nc = 3\nd = [1\ne = 4\n", "a = 1\nb = \"x\ny = 2\nz = 3\n",
    # an attribute name missing after a dot, then more items; a redefinition after errors
    "a = x.\nb = y.\nc {\n  d = z.\n  e = 1\n}\na = 2\n",
    # no body item can start: the rest of the body is skipped
    "a = 1\n+ 2\nb = 3\nc {\n  d = 1\n  * 2\n  e = 3\n}\nf = 4\n",
    # tuples and objects with errors in and around their parts (an object's lowering stops
    # at an item that breaks)
    "x = = 1\na = [1, \"\\q\", [2, 3], {k = 1}, 4,]\nb = [1, 2 3, 4, 5]\nc = [1, (2, 3, 4]\n",
    "x = = 1\na = {\n  k = 1\n  l = [2,\n  m = 3\n  n = 4\n}\nb = {p = 1, q = 2, r, s = 3, t = 4}\n",
    "x = = 1\na = {k = 1, l = {m = 2, n = = 3, o = 4}, p = 5, q = 6}\nb = {k: 1, \"l\": 2, (m) = 3 n = 4}\n",
    "x = = 1\na = [{k = 1}, {l = 2,, m = 3}, {n = 4}, {o = 5}]\nb = {\n  c = 1,\n\n  d = 2\n  e\n  f = 3\n}\n",
    # a rule holding errors under a conditional that wraps it later (left recursion): its
    # id is forgotten too, or the parenthesis after takes it (found by a differential run)
    '_=[([0?"%{for v in _(([(1)])...)}%{endfor}"0])?0,0,(',
    # an object item that breaks the object reports the errors of its parts, lowered as
    # parsed too (found by hypothesis)
    'x = {_ = 0, v = "%{ if [for k in 0 : {"" = 0"\\x", "" = ""}] }%{ else }%{ endif }"}\n',
])
def test_items_lowered_as_parsed_after_syntax_errors(text: str) -> None:
    _check(text)


def test_ids_of_freed_rules_are_forgotten() -> None:
    """The strategy notes rules holding errors by id; once a part is lowered and freed, a
    rule parsed later may get the same id. Lowering a block frees its nested items, whose
    ids must be forgotten too, or a later conditional is taken for a broken one (found by
    a differential run over mutated corpus files)."""
    _check("b {\n  c {\n    d = (1 ? 2 : )\n    e = [1, (2 +), 3]\n  }\n}\n"
           + "".join(f"x{i} = a ? [b ? 1 : 2, (c)] : {{k = d ? 1 : 0}}\n" for i in range(300)))


_BROKEN = {
    "file": "".join(f"a{i} = [{i}, \"x\"]\n" + ("b = = 1\n" if i % 200 == 0 else "") for i in range(_PARTS)),
    "block": "b {\n" + "".join(f"  a{i} = [{i}, \"x\"]\n" for i in range(_PARTS)) + "  c = = 1\n}\n",
    "tuple": "a = [\n" + "".join(f"  [{i}, \"x\"],\n" for i in range(_PARTS)) + "]\nc = = 1\n",
    "object": "c = = 1\na = {\n" + "".join(f"  a{i} = [{i}, \"x\"]\n" for i in range(_PARTS)) + "}\n",
}


@pytest.mark.parametrize("shape", sorted(_BROKEN))
def test_after_a_syntax_error_a_large_body_never_has_all_its_tokens_alive(shape: str) -> None:
    """The recovering pass lowers the parts of the file, of blocks, tuples and objects as they
    are parsed too."""
    text = _BROKEN[shape]
    file, diags, live = _parse_counting_live_tokens(driver.EarlyLoweringAfterErrors, text)
    assert diags.has_errors and len(live) >= _PARTS - 10
    assert max(live) <= 2 * CHUNK + 60
    if shape == "tuple":
        assert len(file.body.attribute("a").expr.exprs) == _PARTS  # type: ignore[union-attr]
    elif shape == "object":
        assert len(file.body.attribute("a").expr.items) == _PARTS  # type: ignore[union-attr]
    else:
        attrs = file.body.attributes if shape == "file" else file.body.blocks[0].body.attributes
        assert len([a for a in attrs if a.name.startswith("a")]) == _PARTS
    _check(text)


@given(hst.config_files(), st.integers(0, 400), st.sampled_from(["", "}", "=", "\n", "a = 1\n", "[", "\"\\x\""]))
def test_generated_and_mutated(text: str, at: int, insert: str) -> None:
    _check(text)
    at = min(at, len(text))
    _check(text[:at] + insert + text[at:])


def _check_expression(text: str | bytes) -> None:
    _check(text, parse_expression)


@pytest.mark.parametrize("text", [
    _BIG["tuple"][4:], _BIG["object"][4:], "[1, [2, 3], {a = [4, 5], b = {c = 6}}]", "{}", "[]",
    # syntax errors in and around the parts, before and after them
    "[1, 2 3, 4, 5]", "[1, (2, 3, 4]", "{k = 1, l = {m = 2, n = = 3, o = 4}, p = 5}", "[{k = 1}, {l = 2,, m = 3}]",
    "= [1, 2]", "[1, 2] 3", "[1, 2,", '."."./.', "{a = 1\nb = [2,\nc = 3}",
    '(-((true))) + {_ = ("\\x"0), ("") = 0}',  # (found by hypothesis)
])
def test_expression_parts_lowered_as_parsed(text: str) -> None:
    _check_expression(text)


@given(hst.expressions(), st.integers(0, 200), st.sampled_from(["", "]", "=", "\n", ",", "[", "{a = 1}", "\"\\x\""]))
def test_generated_and_mutated_expressions(text: str, at: int, insert: str) -> None:
    _check_expression(text)
    at = min(at, len(text))
    _check_expression(text[:at] + insert + text[at:])


def test_a_large_expression_never_has_all_its_tokens_alive() -> None:
    live: list[int] = []
    original = driver.EarlyLowering._lowered

    def spy(self, part):  # type: ignore[no-untyped-def]
        live.append(len(self.stream.tokens.keys()))
        original(self, part)

    with mock.patch.object(driver.EarlyLowering, "_lowered", spy):
        expr, diags = parse_expression(_BIG["tuple"][4:], "e.hcl")
    assert not diags and len(expr.exprs) == _PARTS  # type: ignore[attr-defined]
    assert len(live) >= _PARTS and max(live) <= _WINDOW + 30


def test_every_rule_noted_by_id_is_held_until_lowered() -> None:
    """The recovering pass notes rules by id. The parser drops some rules from the tree (a
    labelled alternative replaces the context it entered); a rule made later could take a
    dropped one's id, and be taken for a broken one, unless the strategy holds what it noted."""
    strategies = []
    original = driver.SyntaxErrorStrategy.__init__

    def spy(self, *args):  # type: ignore[no-untyped-def]
        original(self, *args)
        strategies.append(self)

    with mock.patch.object(driver.SyntaxErrorStrategy, "__init__", spy):
        parse_expression('."."./.', "e.hcl")
        parse_config("a = (1 ? 2 : )\nb = [1, (2 +), 3]\nc = x.\n", "t.hcl")
    assert len(strategies) == 2
    for strategy in strategies:
        assert strategy.broken and strategy.noted
        assert set(strategy.broken) | set(strategy.rule_ends) <= set(strategy.noted)
        assert all(id(rule) == key for key, rule in strategy.noted.items())


_TEMPLATES = [
    "".join(f"line {i} ${{var.x{i}}} %{{ if a }}b%{{ else }}c%{{ endif }}\n" for i in range(300)),
    "".join(f"text {i} $${{x}} %%{{y}}  \n" for i in range(300)) + "${~ a }\n"
    + "".join(f"  more {i}\n" for i in range(200)),
    "%{ if b ~}\n" + "".join(f"  line {i}\n\n" for i in range(300)) + "%{~ endif }\n\n\nend",
    "a ${b} c", "${a}", "%{ for x in y }${x}%{ endfor }", "x ${~ a ~} y\n  z %{~ if b ~} c %{~ endif ~}\n",
    "$${a} %%{b} ${c}", "a\n${b}\n%{ if c }\nd\n%{ endif }\n", "${", "a ${b", "%{ if a }b", "${a}}", "%{ endfor }",
]


@pytest.mark.parametrize("text", _TEMPLATES)
def test_template_parts_lowered_as_parsed(text: str) -> None:
    _check(text, parse_template)
    # in a heredoc and beside a quoted string (whose escapes differ) in a configuration
    _check("a = <<EOT\n" + text + '\nEOT\nb = "x\\n${y}\\t${w} \\"q\\" ${z}"\n')


@given(hst.templates(), st.integers(0, 200), st.sampled_from(["", "}", "${", "%{", "\n", "~", "${a}", "%{ endif }"]))
def test_generated_and_mutated_templates(text: str, at: int, insert: str) -> None:
    _check(text, parse_template)
    at = min(at, len(text))
    _check(text[:at] + insert + text[at:], parse_template)
