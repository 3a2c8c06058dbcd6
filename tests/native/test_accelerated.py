"""The accelerated parser gives what the pure path gives, and cannot crash the process.

For every input it may take, the tree rebuilt from antlrope's rule spans is compared
node by node with the lean generated parser's (rule class, start and stop tokens,
operator token, every terminal); the native lexer's tokens with the regex lexer's;
``parse_config`` is compared with the accelerator on and off (IR with ranges, and
diagnostics). Input it must not take (heredocs,
lexical problems, deep nesting) is shown to go the pure way, and input known to crash
antlrope's other entry points runs through the routing in a child process.
"""

from __future__ import annotations

import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from antlr4 import ParserRuleContext
from hypothesis import given
from hypothesis import strategies as st

from hcl._generated.HCLParser import HCLParser
from hcl.native import accelerated, regex_lexer
from hcl.native import lexer_tables as L
from hcl.native import parser as driver
from hcl.testing import strategies as hst
from hcl.testing.compare import ir_equal
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


def _shape(node: Any) -> list[tuple]:
    """Every node below ``node``, depth first, as plain data (parent links aside: the
    accelerated tree has none)."""
    out: list[tuple] = []
    stack = [node]
    while stack:
        node = stack.pop()
        if isinstance(node, ParserRuleContext):
            stop = node.stop.tokenIndex if node.stop is not None else None
            op = getattr(node, "op", None)
            out.append((type(node).__name__, node.start.tokenIndex, stop, op.tokenIndex if op else None,
                        len(node.children or ())))
            stack.extend(reversed(node.children or ()))
        else:
            out.append(("token", node.symbol.tokenIndex, node.symbol.type))
    return out


def _file_shape(root: ParserRuleContext, items: list[ParserRuleContext]) -> tuple[list, list]:
    """The file's own nodes, and its body items' (which the accelerated parse hands over)."""
    kids = [k for k in root.children or () if not isinstance(k, HCLParser.BodyItemContext)]
    own = [(type(root).__name__, root.start.tokenIndex, root.stop.tokenIndex if root.stop else None)]
    return own + [x for k in kids for x in _shape(k)], [_shape(i) for i in items]


def _check_tree(text: str) -> bool:
    """Compare the trees; True when the accelerated parser built one."""
    work = driver._Parse(text, "t.hcl", L.DEFAULT_MODE)
    if not accelerated.eligible(work.src.text, work.n_lexical, work.depth()):
        return False
    items: list[ParserRuleContext] = []
    try:
        fast = accelerated.parse_file(work.src.text, work.tokens, work.stream.on_channel(), items.append)
    except accelerated.Mismatch:  # antlrope refused the input (its lexer on a stray "}")
        fast = None
    pure = driver._Parse(text, "t.hcl", L.DEFAULT_MODE)
    tree = pure.parse(HCLParser.configFile)
    if fast is None:  # the native parser saw a syntax error: so must the pure one
        assert pure.recovered
        return False
    assert not pure.recovered
    kept = [k for k in tree.children or () if isinstance(k, HCLParser.BodyItemContext)]
    assert _file_shape(fast, items) == _file_shape(tree, kept)
    return True


def _check_parse(text: str | bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HCL_ACCELERATOR", "1")
    fast, fast_diags = driver.parse_config(text, "t.hcl")
    monkeypatch.setenv("HCL_ACCELERATOR", "0")
    pure, pure_diags = driver.parse_config(text, "t.hcl")
    assert list(fast_diags) == list(pure_diags)
    assert ir_equal(fast, pure)


@pytest.mark.parametrize("path", SAMPLES + EXAMPLES + CORPUS, ids=lambda p: p.name)
def test_same_tree_and_result(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    data = path.read_bytes()
    _check_tree(data.decode("utf-8", "surrogateescape"))
    _check_parse(data, monkeypatch)


def _same_tokens(text: str) -> bool:
    """Compare the native lexer's table with the regex lexer's; True when it gave one."""
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


@given(hst.config_files(), st.integers(0, 200), st.text(max_size=3))
def test_native_lexer_on_generated_and_mutated_input(text: str, at: int, insert: str) -> None:
    _same_tokens(text)
    at = min(at, len(text))
    _same_tokens(text[:at] + insert + text[at:])


@given(st.text(alphabet='ab =\n\r\t{}[]()"$%~,.:?!*<>-+/&|1e#\\\x00\u00e9\u200d\U0001f469', max_size=40))
def test_native_lexer_on_arbitrary_text(text: str) -> None:
    _same_tokens(text)


@pytest.mark.parametrize("text", ["a = <<EOT\nx\nEOT\n", "}", "a = 1\n}\n", "a = \"\udced\"\n", "\ufeffa = 1\n",
                                  "#" * (accelerated.MAX_SIZE + 1)])
def test_native_lexer_declines(text: str) -> None:
    assert accelerated.scan(text, regex_lexer.TOKEN_SOURCE) is None


def test_the_corpus_takes_the_accelerated_path() -> None:
    texts = [p.read_text(encoding="utf-8") for p in CORPUS]
    built = sum(_check_tree(t) for t in texts)
    assert built == sum("<<" not in t for t in texts) > 100


@pytest.mark.parametrize("text", ['a = ""\n', "a = \"%{ if x }%{ else }%{ endif }\"\n", "", "\n\n", "# c\n",
                                  "a = 1", "b {}\n", "b \"l\" {\n}\na = -x.y[0][*].z\n", "a = !b ? c : d\n",
                                  'a = "${x}${y}%{ for k, v in m }${k}%{ endfor ~}"\n', "a = {(k) = v, b: 2}\n"])
def test_edge_cases(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert _check_tree(text)
    _check_parse(text, monkeypatch)


@given(hst.config_files(), st.integers(0, 200), st.sampled_from(["", "{", "}", "=", "\n", "${", "[", ",", "<<"]))
def test_generated_and_mutated(text: str, at: int, insert: str) -> None:
    _check_tree(text)
    at = min(at, len(text))
    _check_tree(text[:at] + insert + text[at:])


@given(st.text(alphabet='ab =\n{}[]()"$%~,.:?!*<-1#\\', max_size=40))
def test_arbitrary_text(text: str) -> None:
    with pytest.MonkeyPatch.context() as mp:
        _check_parse(text, mp)


def _spy(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    calls: list[bool] = []
    real = accelerated.parse_file

    def spy(*args: Any) -> Any:
        tree = real(*args)
        calls.append(tree is not None)
        return tree

    monkeypatch.setattr(accelerated, "parse_file", spy)
    monkeypatch.setenv("HCL_ACCELERATOR", "1")
    return calls


def test_used_for_valid_input(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _spy(monkeypatch)
    driver.parse_config("a = 1\nb {\n  c = [x, y]\n}\n")
    assert calls == [True]


@pytest.mark.parametrize("text", ["a = <<EOT\nx\nEOT\n", "a = 1 \x00\n", "a = \"\udced\"\n", "a = 1 ~\n",
                                  "a = " + "[" * (accelerated.MAX_NESTING + 1) + "]" * (accelerated.MAX_NESTING + 1),
                                  "a = 1\n" + "#" * accelerated.MAX_SIZE + "\n"])
def test_routed_to_the_pure_path(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _spy(monkeypatch)
    driver.parse_config(text)
    assert calls == []


def test_can_be_turned_off(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _spy(monkeypatch)
    monkeypatch.setenv("HCL_ACCELERATOR", "0")
    driver.parse_config("a = 1\n")
    assert calls == []


def test_every_labelled_rule_is_told_apart() -> None:
    """A grammar change that labels another rule's alternatives must teach the builder."""
    labelled = {getattr(HCLParser, "RULE_" + base.__name__[0].lower() + base.__name__[1:-len("Context")])
                for cls in vars(HCLParser).values() if isinstance(cls, type)
                for base in cls.__bases__ if base is not ParserRuleContext and issubclass(base, ParserRuleContext)}
    assert labelled == set(accelerated._LABELLED) | accelerated._ELSEWHERE


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
        assert ir_equal(file, again) and list(diags) == list(again_diags)
