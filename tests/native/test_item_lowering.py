"""Lowering a file's body items, and the body items of its blocks, the elements of its
tuples and the items of its objects, while the fast pass parses gives the same file and
diagnostics as lowering the finished tree (which the driver did before).

These are tests of the pure path: the accelerated parser (tests/native/test_accelerated.py)
is turned off here.
"""

from __future__ import annotations

from pathlib import Path
from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hcl.native import parser as driver
from hcl.native.parser import parse_config
from hcl.native.token_stream import CHUNK
from hcl.testing import strategies as hst
from tests.conftest import REPO, SHARED

SAMPLES = sorted((REPO / "tests" / "native" / "samples").rglob("*.hcl"))
CORPUS = sorted(p for p in (SHARED / "corpus").rglob("*") if p.suffix in (".tf", ".hcl"))
_parse = driver._Parse.parse


@pytest.fixture(autouse=True)
def _pure_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HCL_ACCELERATOR", "0")


def _after_parse(work: driver._Parse, rule, items=None):  # type: ignore[no-untyped-def]
    return _parse(work, rule)


def _check(text: str | bytes) -> None:
    streamed = parse_config(text, "t.hcl")
    with mock.patch.object(driver._Parse, "parse", _after_parse):
        whole = parse_config(text, "t.hcl")
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
    assert max(live) <= 2 * CHUNK + 30  # the chunk ahead, the one behind, and two items
    assert file.body.attributes[-1].expr.range.end.byte == len(text) - 1


_BIG = {
    "block": "b {\n" + "".join(f"  a{i} = [{i}, \"x\"]\n" for i in range(5_000)) + "}\n",
    "tuple": "a = [\n" + "".join(f"  [{i}, \"x\"],\n" for i in range(5_000)) + "]\n",
    "object": "a = {\n" + "".join(f"  k{i} = [{i}, \"x\"]\n" for i in range(5_000)) + "}\n",
}


@pytest.mark.parametrize("shape", sorted(_BIG))
def test_a_large_block_or_collection_never_has_all_its_tokens_alive(shape: str) -> None:
    live: list[int] = []
    original = driver.EarlyLowering._lowered

    def spy(self, part):  # type: ignore[no-untyped-def]
        live.append(len(self.stream.tokens.keys()))  # the token objects the lazy stream holds
        original(self, part)

    text = _BIG[shape]
    with mock.patch.object(driver.EarlyLowering, "_lowered", spy):
        file, diags = parse_config(text, "t.hcl")
    assert not diags and len(live) >= 5_000
    assert max(live) <= 2 * CHUNK + 60  # the chunk ahead, the one behind, two parts, and a few let go late
    if shape == "block":
        assert len(file.body.blocks[0].body.attributes) == 5_000
    else:
        expr = file.body.attributes[0].expr
        assert len(expr.exprs if shape == "tuple" else expr.items) == 5_000  # type: ignore[attr-defined]
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


@pytest.mark.parametrize("path", SAMPLES + CORPUS[::3], ids=lambda p: str(Path(p).name))
def test_samples_and_corpus(path: Path) -> None:
    _check(path.read_bytes())


@pytest.mark.parametrize("text", ["a = 1\na = 2\n", "a = 1\nb {\n}\nc = [\n", "a = 1\nb = 2 +\n",
                                  "x = 1\ny = \"\\q\"\nz = 1e99999999999\n", "a = 1\n}\n"])
def test_redefinitions_and_errors_after_good_items(text: str) -> None:
    _check(text)


@given(hst.config_files(), st.integers(0, 400), st.sampled_from(["", "}", "=", "\n", "a = 1\n", "[", "\"\\x\""]))
def test_generated_and_mutated(text: str, at: int, insert: str) -> None:
    _check(text)
    at = min(at, len(text))
    _check(text[:at] + insert + text[at:])
