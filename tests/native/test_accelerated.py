"""The accelerated parser gives what the pure path gives, and cannot crash the process.

For every input it may take, the IR lowered from antlrope's rule spans is compared
with the IR lowered from the generated parser's tree (ranges included), and so are
their diagnostics; the native lexer's tokens with the regex lexer's; ``parse_config``
with the accelerator on and off. Input it must not take (heredocs, lexical problems,
deep nesting) is shown to go the pure way, and input known to crash antlrope's other
entry points runs through the routing in a child process.
"""

from __future__ import annotations

import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hcl._generated.HCLParser import HCLParser
from hcl.native import accelerated, regex_lexer
from hcl.native import lexer_tables as L
from hcl.native import parser as driver
from hcl.native.span_lowering import RULES, SpanLowering
from hcl.native.syntax_sets import CLOSERS, OPENERS
from hcl.testing import strategies as hst
from hcl.testing.compare import ir_identical
from tests.conftest import REPO, SHARED

pytest.importorskip("antlrope", reason="the accelerated parser needs the optional antlrope package "
                                       "(pip install 'hcl-grammar[fast]', Python 3.12 or later)")


@pytest.fixture(autouse=True)
def _accelerator_on(monkeypatch: pytest.MonkeyPatch) -> None:
    # On whatever the environment says (HCL_ACCELERATOR=0 would turn it off for the
    # whole module); the tests that compare with the pure path turn it off themselves.
    monkeypatch.setenv("HCL_ACCELERATOR", "1")


SAMPLES = sorted((REPO / "tests" / "native" / "samples").rglob("*.hcl"))
CORPUS = sorted(p for p in (SHARED / "corpus").rglob("*") if p.suffix in (".tf", ".hcl"))
EXAMPLES = sorted((REPO / "examples").glob("*.hcl"))
# Each of these crashes antlrope 1.0.2's ``parse_events`` (a segmentation fault) or makes
# its lexer raise; the accelerated path must survive them all.
CRASHERS = ["a = [b., 1]\n", "a = {for = 1}\n", "a = ns::\n", 'a = "${', 'blk "x', "a = {b = 1, c",
            "a {\n  b {\n    c = 1\n", 'blk {\n  a = upper("x"\n', "a = {b", "a = " + "[" * 60,
            "a = 1 2\nb = [1 2]\nc = x ? y\nd = f(1 2)\ne = \"%{ endif }\"\nf = ", "a = 1\n}\n", "}", "a = b ~}\n",
            "a = <<EOT\nx\nEOT\n", "a = <<EOT\n${\n"]


def _check_spans(text: str, *sizes: int) -> bool:
    """Compare the lowering of the native parse's spans, a run of items of about each of
    ``sizes`` characters at a time (by default the parser's), with the lowering of the
    pure path's tree (IR with ranges, and diagnostics); True when the native parse gave
    spans."""
    work = driver._Parse(text, "t.hcl", L.DEFAULT_MODE)
    native = accelerated.native_input(work.src.text, work.table, work.n_lexical, work.depth())
    if native is None:
        return False
    assert len(native) == len(work.src.text)
    pure = driver._Parse(text, "t.hcl", L.DEFAULT_MODE)
    tree = pure.parse(HCLParser.configFile)
    lowering = pure.lowering()
    expected = lowering.config_file(tree) if not pure.recovered else None
    for size in sizes or (accelerated.PIECE_SIZE,):
        fast = SpanLowering(work.src, work.table)
        try:
            body = fast.file(native, aligned=False, size=size)  # every span checked against the tokens
        except accelerated.Mismatch:  # antlrope refused the input (its lexer on a stray "}")
            body = None
        if body is None:  # the native parser saw a syntax error: so must the pure one
            assert pure.recovered
            return False
        assert expected is not None
        assert ir_identical(body, expected)  # ranges included
        assert fast.lowering.diags == lowering.diags
    return True


def _check_parse(text: str | bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HCL_ACCELERATOR", "1")
    fast, fast_diags = driver.parse_config(text, "t.hcl")
    monkeypatch.setenv("HCL_ACCELERATOR", "0")
    pure, pure_diags = driver.parse_config(text, "t.hcl")
    assert list(fast_diags) == list(pure_diags)
    assert ir_identical(fast, pure)  # ranges included


@pytest.mark.parametrize("path", SAMPLES + EXAMPLES + CORPUS, ids=lambda p: p.name)
def test_same_tree_and_result(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = path.read_bytes()
    built = _check_spans(data.decode("utf-8", "surrogateescape"), accelerated.PIECE_SIZE, 1024)  # (also in runs)
    if path not in CORPUS or not built:  # (a corpus file the spans lowered has no syntax error to merge)
        _check_parse(data, monkeypatch)


def _same_tokens(text: str, piece: int = accelerated.PIECE_SIZE) -> bool:
    """Compare the native lexer's table, lexed in pieces of about ``piece`` characters,
    with the regex lexer's; True when it gave one."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(accelerated, "PIECE_SIZE", piece)
        native = accelerated.scan(text, regex_lexer.TOKEN_SOURCE)
    if native is None:
        return False
    plain = regex_lexer.scan(text)
    assert (native.types, native.channels, native.starts) == (plain.types, plain.channels, plain.starts)
    assert native.source is plain.source
    assert [_token_fields(t) for t in native.tokens()] == [_token_fields(t) for t in plain.tokens()]
    return True


def _token_fields(tok: Any) -> tuple:
    return tok.type, tok.channel, tok.text, tok.line, tok.column, tok.start, tok.stop, tok.tokenIndex


@pytest.mark.parametrize("path", SAMPLES + EXAMPLES + CORPUS, ids=lambda p: p.name)
def test_native_lexer_gives_the_regex_lexers_tokens(path: Path) -> None:
    text = path.read_bytes().decode("utf-8", "surrogateescape")
    # Declined only where the text cannot be lexed natively or antlrope's lexer refuses a stray "}".
    assert _same_tokens(text) == accelerated.lexable(text) or text.count("}") > text.count("{")
    _same_tokens(text, piece=256)


@given(hst.config_files(), st.integers(0, 200), st.text(max_size=3), st.integers(1, 64))
def test_native_lexer_on_generated_and_mutated_input(text: str, at: int, insert: str, piece: int) -> None:
    _same_tokens(text, piece)
    at = min(at, len(text))
    _same_tokens(text[:at] + insert + text[at:], piece)


@given(st.text(alphabet='ab =\n\r\t{}[]()"$%~,.:?!*<>-+/&|1e#\\\x00\u00e9\u200d\U0001f469', max_size=40),
       st.integers(1, 8))
def test_native_lexer_on_arbitrary_text(text: str, piece: int) -> None:
    _same_tokens(text)
    _same_tokens(text, piece)


@pytest.mark.parametrize("text", ["a = 1 /* x\ny = 2\n*/\nb = 2\n", "a = 1\n/*\nb = 2\n", "a = {\n# c\n  for = 1\n}\n",
                                  'a = "${\nb\n}"\nc = 1\n', "a = 1\n\n\n}\nb = 2\n", "a {\n  b = [\n    1\n  ]\n}\n"])
def test_native_lexer_in_pieces_around_comments_and_brackets(text: str) -> None:
    for piece in range(1, len(text) + 1):
        assert _same_tokens(text, piece) == (text.count("}") <= text.count("{"))  # (a stray "}" is refused)


@pytest.mark.parametrize("text", ["a = <<EOT\nx\nEOT\n", "}", "a = 1\n}\n", "a = \"\udced\"\n", "\ufeffa = 1\n",
                                  "#" * (accelerated.MAX_SIZE + 1)])
def test_native_lexer_declines(text: str) -> None:
    assert accelerated.scan(text, regex_lexer.TOKEN_SOURCE) is None


def test_a_file_mostly_of_newlines_is_not_lexed_natively(monkeypatch: pytest.MonkeyPatch) -> None:
    # (a newline is a token: the native lexer's 16 bytes a token are not spent to learn it)
    accelerated._load()

    class NoLexing:
        def __getattr__(self, name: str) -> Any:
            assert name != "lex", "lexed natively"
            return getattr(native, name)

    native = accelerated._native
    monkeypatch.setattr(accelerated, "_native", NoLexing())
    monkeypatch.setenv("HCL_ACCELERATOR", "1")
    assert accelerated.scan("a = 1\n" + "\n" * 8_000 + "b = 2\n", regex_lexer.TOKEN_SOURCE) is None
    with pytest.raises(AssertionError, match="lexed natively"):
        accelerated.scan("a = 1\nb = 2\n", regex_lexer.TOKEN_SOURCE)


def test_the_corpus_takes_the_accelerated_path(monkeypatch: pytest.MonkeyPatch) -> None:
    # (test_same_tree_and_result compares each file's result with the pure path's)
    texts = [p.read_text(encoding="utf-8") for p in CORPUS]
    calls = _spy(monkeypatch)
    built = 0
    for text in texts:
        del calls[:]
        driver.parse_config(text)
        built += bool(calls) and all(calls)
    heredocs = sum("<<" in t for t in texts)
    assert built == len(texts) > 100 and heredocs > 5


@pytest.mark.parametrize("text", ['a = ""\n', "a = \"%{ if x }%{ else }%{ endif }\"\n", "", "\n\n", "# c\n",
                                  "a = 1", "b {}\n", "b \"l\" {\n}\na = -x.y[0][*].z\n", "a = !b ? c : d\n",
                                  'a = "${x}${y}%{ for k, v in m }${k}%{ endfor ~}"\n', "a = {(k) = v, b: 2}\n",
                                  'a = "👩🏾x\u200d" # é\nb = x.y["é"]\nc = "${"\U0001f469"}"\n',
                                  # diagnostics of the lowering, on input the grammar takes
                                  "a = x.*.y.*.z", "a = x.*.1.2", "a = x.1.2[0]", "a = [for]", "a = [for, 1]",
                                  "a = 1e99999999999", 'a = "\\q"', 'b "\\q" x {}', "a = 1\na = 2\n",
                                  "b {\n  a = 1\n  a = {(k): v\n  \"s\" = 2, 3 = 4}\n}\n", "a = x[*].y.*.z[0]",
                                  "a = ns::f(x, y...)", "a = !true ? null : -x[1.5]",
                                  # the last token of the file closing something
                                  "a = f(1)", "a = x[0]", 'a = "${x}"', "b {}", "a = x.*.y",
                                  "a = {for k in m: k => 1...}",
                                  # heredocs, which the native parse sees as quoted strings
                                  "a = <<EOT\nEOT\n", "a = <<EOT\n${x}\nEOT\n", "a = <<EOT\n${x}${y}\nEOT\n",
                                  'a = <<-EOT\n    "q" \\n $${x} %%{y}\n  ${z}\n  EOT\n',
                                  "a = <<EOT\r\nx\r\n${y}\r\nEOT\r\n", "a = <<EOT\n${<<X\ninner\nX\n}\nEOT\n",
                                  'a = <<EOT\n%{ for x in y ~}\n${x}\n%{~ endfor }\nEOT\nb = "${"<"}<"\n'])
def test_edge_cases(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert _check_spans(text, accelerated.PIECE_SIZE, 1)  # (also an item a run)
    _check_parse(text, monkeypatch)


@given(hst.config_files(), st.integers(0, 200), st.sampled_from(["", "{", "}", "=", "\n", "${", "[", ",", "<<"]),
       st.integers(1, 64))
def test_generated_and_mutated(text: str, at: int, insert: str, size: int) -> None:
    _check_spans(text, size)
    at = min(at, len(text))
    _check_spans(text[:at] + insert + text[at:], size)


@given(st.text(alphabet='ab =\n{}[]()"$%~,.:?!*<-1#\\', max_size=40))
def test_arbitrary_text(text: str) -> None:
    with pytest.MonkeyPatch.context() as mp:
        _check_parse(text, mp)


@given(hst.config_files(), st.integers(1, 200))
def test_runs_of_items_cover_the_file_and_end_outside_brackets(text: str, size: int) -> None:
    table = regex_lexer.scan(text)
    runs = list(accelerated.pieces(table, size))
    eof = len(table) - 1
    assert runs[0][0] == 0 and runs[-1][1] == eof
    assert all(end == later for (_, end), (later, _) in pairwise(runs))
    for first, end in runs[:-1]:
        assert first < end and table.types[end - 1] == L.NEWLINE and table.channels[end - 1] == 0
        assert table.starts[end - 1] - table.starts[first] >= size  # the shortest run that reaches size
        opened = sum(t in OPENERS for t in table.types[:end]) - sum(t in CLOSERS for t in table.types[:end])
        assert opened == 0


def test_a_large_file_is_lexed_and_parsed_a_run_of_items_at_a_time(monkeypatch: pytest.MonkeyPatch) -> None:
    item = 'r{} "x" {{\n  a = [{}, "${{v}}"]\n  b = {{ c = {} }}\n}}\n'
    text = "".join(item.format(i, i, i) for i in range(3000)) + 'r0 "x" {}\na = 1\na = 2\n'
    assert len(text) > 2 * accelerated.PIECE_SIZE
    accelerated._load()
    native = accelerated._native
    lengths: dict[str, list[int]] = {"lex": [], "rule_spans": []}

    class Recording:  # antlrope's module, noting the length of each text it is given
        def __getattr__(self, name: str) -> Any:
            real = getattr(native, name)
            if name not in lengths:
                return real

            def call(*args: Any) -> Any:
                lengths[name].append(len(next(a for a in args if isinstance(a, str))))
                return real(*args)
            return call

    monkeypatch.setattr(accelerated, "_native", Recording())
    monkeypatch.setenv("HCL_ACCELERATOR", "1")
    fast = driver.parse_config(text)
    longest = accelerated.PIECE_SIZE + len(item) + 8
    for name in lengths:  # each run a little over PIECE_SIZE
        assert len(lengths[name]) == len(text) // accelerated.PIECE_SIZE + 1, name
        assert max(lengths[name]) < longest, name
    # The parser's runs make up the text; the lexer lexes again what follows a run's last whole item.
    assert sum(lengths["rule_spans"]) == len(text) < sum(lengths["lex"]) < len(text) + len(lengths["lex"]) * len(item)
    monkeypatch.setenv("HCL_ACCELERATOR", "0")
    pure = driver.parse_config(text)
    assert ir_identical(fast[0], pure[0]) and list(fast[1]) == list(pure[1]) and len(fast[1]) == 1


def _spy(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    calls: list[bool] = []
    real = accelerated.rule_spans

    def spy(*args: Any) -> Any:
        spans = real(*args)
        calls.append(spans is not None)
        return spans

    monkeypatch.setattr(accelerated, "rule_spans", spy)
    monkeypatch.setenv("HCL_ACCELERATOR", "1")
    return calls


@pytest.mark.parametrize("text", ["a = 1\nb {\n  c = [x, y]\n}\n", "a = <<EOT\nx\nEOT\n",
                                  'b {\n  a = [<<-EOT\n    "${x}" $${y}\n    EOT\n'
                                  '  , f(<<X\n%{if z}\\\n%{endif}X\nX\n)]\n}\n',
                                  "a = [" + "1," * 2_000 + "]\n",  # dense, but a few thousand tokens only
                                  'a = "some text"\n' * 6_000 + "b = [" + "1," * 10_000 + "]\n"])  # small share
def test_used_for_valid_input(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _spy(monkeypatch)
    driver.parse_config(text)
    assert calls and all(calls)  # (a run of items a call)


@pytest.mark.parametrize("text", ['a = "<<"\n', "# <<\na = 1\n", "a = 1 \x00\n", "a = \"\udced\"\n", "a = 1 ~\n",
                                  "a = " + "[" * (accelerated.MAX_NESTING + 1) + "]" * (accelerated.MAX_NESTING + 1),
                                  "a = 1\n" + "#" * accelerated.MAX_SIZE + "\n",
                                  "a = 1\n" * 12_000 + "#" * accelerated.MAX_SIZE + "\n",  # (no run parsed first)
                                  "a = [\n" + "  1,\n" * (accelerated.MAX_SIZE // 4) + "]\n",  # one long item
                                  "a = [" + "1," * 5_000 + "]\n",  # most of the file a run a token a character
                                  "a = 1\n" + "\n" * 8_000 + "b = 2\n",  # (known without lexing: newlines)
                                  "a = 1\n" * 8_000 + "b = [" + "1," * 30_000 + "]\n"])  # (found as the file is lexed)
def test_routed_to_the_pure_path(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _spy(monkeypatch)
    driver.parse_config(text)
    assert calls == []


def _tampered(monkeypatch: pytest.MonkeyPatch, rule: int, shift: int) -> list[int]:
    """Make the native parse's first span of ``rule`` start ``shift`` characters later;
    the indices of the spans changed."""
    real = accelerated.rule_spans
    changed: list[int] = []

    def tamper(*args: Any) -> Any:
        spans = real(*args)
        if spans is not None:
            for i, kind in enumerate(spans.rules):
                if kind == rule:
                    spans.first[i] += shift
                    changed.append(i)
                    break
        return spans

    monkeypatch.setattr(accelerated, "rule_spans", tamper)
    monkeypatch.setenv("HCL_ACCELERATOR", "1")
    return changed


@pytest.mark.parametrize(("text", "rule"), [
    # a span off the tokens, refused up front (non-ASCII text: every span is checked)
    ('a = ["é", y]\nb = upper(1)\n', HCLParser.RULE_functionCall),
    ("a = <<EOT\nsome text\n${x}\nEOT\n", HCLParser.RULE_templateLiteral),  # heredoc text: found while lowering
])
def test_spans_that_do_not_fit_go_the_pure_way(text: str, rule: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HCL_ACCELERATOR", "0")
    pure = driver.parse_config(text)
    changed = _tampered(monkeypatch, rule, 1 if rule == HCLParser.RULE_functionCall else 6)
    fast = driver.parse_config(text)
    assert changed
    assert ir_identical(fast[0], pure[0]) and list(fast[1]) == list(pure[1])


def test_can_be_turned_off(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _spy(monkeypatch)
    monkeypatch.setenv("HCL_ACCELERATOR", "0")
    driver.parse_config("a = 1\n")
    assert calls == []


def test_the_spans_read_are_the_rules_a_file_holds() -> None:
    """A grammar change that adds or renames a rule must teach the span lowering."""
    read = {HCLParser.ruleNames[r] for r in RULES}
    single = {"bodyItem", "blockLabel", "identifier", "variableName", "primary", "literalValue", "objectSep",
              "templatePart", "templateClose"}  # a token, or the tokens of one child: not read
    elsewhere = {"expressionFile", "templateFile", "traversalFile", "traversalStep"}  # not in a file
    assert read | single | elsewhere == set(HCLParser.ruleNames)
    assert not read & single and not read & elsewhere


def _in_child(loop: str, inputs: list[str]) -> subprocess.CompletedProcess[str]:
    """Run ``loop`` over ``inputs`` (a list given as JSON on standard input) in a child
    process with the accelerator on; it prints "done" if it gets through."""
    code = f"import sys, json\ninputs = json.load(sys.stdin)\n{loop}print('done')\n"
    return subprocess.run([sys.executable, "-c", code], input=json.dumps(inputs), capture_output=True, text=True,
                          env={"HCL_ACCELERATOR": "1", "PATH": "/usr/bin:/bin"}, cwd=REPO, timeout=300)


def test_hostile_input_in_a_child_process() -> None:
    """No input reaches a native crash: each runs in a child, which must exit normally."""
    deep = accelerated.MAX_NESTING
    inputs = [
        *CRASHERS, "a = " + "[" * deep + "1" + "]" * deep + "\n", "a = " + "(" * deep + "1" + ")" * deep + "\n",
        "b {\n" * deep + "}\n" * deep, "a = " + '"${' * deep + "1" + '}"' * deep + "\n",
        "a = " + "x ? " * deep + "1" + " : 2" * deep + "\n", "a = " + "-" * deep + "1\n",
        # heredocs, which reach antlrope as quoted strings: broken, nested, several
        'a = <<EOT\n"\\\n${x\nEOT\n', "a = <<EOT\n${<<X\n", "a = <<-EOT\n  ${[for x in y: x]}\n  EOT\n",
        "a = f(<<EOT\nx\nEOT\n, <<EOT\ny\nEOT\n)\n", "a = <<EOT\n%{ if x }\nEOT\n", "a = <<EOT\nx\nEOT\n}\n",
    ]
    loop = "from hcl.native.parser import parse_config\nfor text in inputs:\n    parse_config(text)\n"
    run = _in_child(loop, inputs)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.strip() == "done"


def test_native_lexer_on_hostile_input_in_a_child_process() -> None:
    """Lexing natively has no nesting limit of its own (the mode stack is a vector):
    100,000 levels of every opener, and the crashers, lex in a child that exits normally."""
    deep = 100_000
    inputs = [*CRASHERS, "a = " + "[" * deep, "a = " + "(" * deep, "b {\n" * deep, "a = " + '"${' * deep,
              "a = " + "{" * deep, "a = " + '"%{ if x }' * deep, "a = " + "}" * deep, "\x00" * deep]
    loop = ("from hcl.native import accelerated, regex_lexer\nfor text in inputs:\n"
            "    table = accelerated.scan(text, regex_lexer.TOKEN_SOURCE)\n"
            "    assert table is None or table.types == regex_lexer.scan(text).types\n")
    run = _in_child(loop, inputs)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.strip() == "done"


def test_threads_get_the_same_results() -> None:
    texts = [p.read_text(encoding="utf-8") for p in CORPUS[:40]]
    alone = [driver.parse_config(t, "t.hcl") for t in texts]
    with ThreadPoolExecutor(4) as pool:
        together = list(pool.map(lambda t: driver.parse_config(t, "t.hcl"), texts * 2))
    for (file, diags), (again, again_diags) in zip(alone * 2, together, strict=True):
        assert ir_identical(file, again) and list(diags) == list(again_diags)
