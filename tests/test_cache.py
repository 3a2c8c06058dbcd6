"""The content-hash parse cache: hits for unchanged input, misses for anything changed or damaged."""

from __future__ import annotations

import os
import pickle
import shutil
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import hcl.cache
from hcl.cache import ParseCache, grammar_hash
from hcl.native import lexer_tables, parse_config
from hcl.parallel import parse_many

SAMPLES = Path(__file__).parent / "native" / "samples"
SOURCE = b'a = 1\nblk "x" {\n  b = [for v in c : v if v > 0]\n  t = "x${y}"\n}\n'


def _entries(directory: Path) -> list[Path]:
    return sorted(p for p in directory.rglob("*") if p.is_file())


def _no_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object) -> None:
        raise AssertionError("parsed although the cache holds the result")

    monkeypatch.setattr(hcl.cache, "parse_syntax", refuse)


def test_second_parse_is_a_hit_without_parsing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = ParseCache(tmp_path)
    first = cache.parse(SOURCE, "f.hcl", "native")
    assert first[2] is False and len(_entries(tmp_path)) == 1
    _no_parsing(monkeypatch)
    again = cache.parse(SOURCE, "f.hcl", "native")
    assert again[2] is True
    assert (again[0], list(again[1])) == (first[0], list(first[1]))
    diagnostics_only = cache.parse(SOURCE, "f.hcl", "native", tree=False)
    assert diagnostics_only[0] is None and diagnostics_only[2] is True


@pytest.mark.parametrize("change", ["content", "name", "syntax", "salt"])
def test_any_change_is_a_miss(tmp_path: Path, change: str) -> None:
    cache = ParseCache(tmp_path)
    data, name, syntax = b'{"a": 1}', "f.json", "json"
    cache.parse(data, name, syntax)
    if change == "content":
        data = b'{"a": 2}'
    elif change == "name":
        name = "g.json"
    elif change == "syntax":
        syntax = "native"
    else:
        cache = ParseCache(tmp_path)
        cache.salt += b"\nanother version"
    assert cache.parse(data, name, syntax)[2] is False
    assert len(_entries(tmp_path)) == 2


def test_salt_holds_version_and_grammar_hashes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    salt = ParseCache(tmp_path).salt.decode()
    assert grammar_hash() in salt
    assert lexer_tables.GRAMMAR_SHA256 in grammar_hash()
    key = ParseCache(tmp_path).key(SOURCE, "f.hcl", "native")
    monkeypatch.setattr(hcl.cache, "_package_version", lambda: "99.0")
    assert ParseCache(tmp_path).key(SOURCE, "f.hcl", "native") != key
    monkeypatch.setattr(hcl.cache, "grammar_hash", lambda: "another grammar")
    assert "another grammar" in ParseCache(tmp_path).salt.decode()


@pytest.mark.parametrize("damage", ["truncate", "flip", "empty", "garbage", "directory"])
def test_damaged_entry_is_a_miss_and_is_replaced(tmp_path: Path, damage: str) -> None:
    cache = ParseCache(tmp_path)
    tree, diags, _ = cache.parse(SOURCE, "f.hcl", "native")
    [entry] = _entries(tmp_path)
    raw = entry.read_bytes()
    if damage == "truncate":
        entry.write_bytes(raw[: len(raw) // 2])
    elif damage == "flip":
        entry.write_bytes(raw[:-10] + bytes([raw[-10] ^ 1]) + raw[-9:])
    elif damage == "empty":
        entry.write_bytes(b"")
    elif damage == "garbage":
        entry.write_bytes(os.urandom(len(raw)))
    else:
        entry.unlink()
        entry.mkdir()
    again = cache.parse(SOURCE, "f.hcl", "native")
    assert again[2] is False and again[0] == tree and list(again[1]) == list(diags)
    if damage != "directory":  # rewritten in place
        assert cache.parse(SOURCE, "f.hcl", "native")[2] is True


class Gone:
    """A class an entry refers to and a later version of the code no longer has."""


def test_entry_whose_classes_changed_is_a_miss(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A whole entry that no longer unpickles (the code changed, the version did not)."""
    cache = ParseCache(tmp_path)
    key = cache.key(SOURCE, "f.hcl", "native")
    assert cache.store(key, Gone(), parse_config(SOURCE, "f.hcl")[1])  # type: ignore[arg-type]
    assert isinstance(cache.load(key)[0], Gone)  # type: ignore[index]
    monkeypatch.delattr(__import__(__name__, fromlist=["Gone"]), "Gone")
    assert cache.load(key) is None  # a miss, not an error
    assert cache.load(key, tree=False) is not None  # the diagnostics alone still load


def test_unwritable_cache_is_not_required(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    cache = ParseCache(blocker / "cache")
    tree, diags, hit = cache.parse(SOURCE, "f.hcl", "native")
    assert not hit and tree == parse_config(SOURCE, "f.hcl")[0]
    assert cache.store(cache.key(SOURCE, "f.hcl", "native"), tree, diags) is False


def test_writes_leave_no_temporary_files(tmp_path: Path) -> None:
    cache = ParseCache(tmp_path)
    for i in range(5):
        cache.parse(SOURCE + b"x%d = 1\n" % i, "f.hcl", "native")
    assert [p.name.startswith(".tmp-") for p in _entries(tmp_path)] == [False] * 5


def test_deeply_nested_tree_is_parsed_even_if_it_cannot_be_stored(tmp_path: Path) -> None:
    """Pickling recurses in C, below a limit Python 3.12+ does not let a program raise."""
    source = b"a = " + b"[" * 3000 + b"]" * 3000 + b"\n"
    cache = ParseCache(tmp_path)
    first = cache.parse(source, "deep.hcl", "native")
    again = cache.parse(source, "deep.hcl", "native")
    assert again[0].source == first[0].source == source  # type: ignore[union-attr]  # (== recurses too deep)
    assert list(again[1]) == list(first[1]) == []
    assert again[2] is bool(_entries(tmp_path))  # a hit exactly when an entry could be written


@given(st.sampled_from(sorted(SAMPLES.glob("*/*.hcl"))))
def test_trees_pickle_equal_ranges_included(path: Path) -> None:
    """What the cache and the pool rely on: parse, pickle round trip, compare with ``==``."""
    file, diags = parse_config(path.read_bytes(), str(path))
    again, diags_again = pickle.loads(pickle.dumps((file, diags), pickle.HIGHEST_PROTOCOL))
    assert again == file
    assert [(d.summary, d.subject) for d in diags_again] == [(d.summary, d.subject) for d in diags]
    assert list(diags_again) == list(diags)


@pytest.mark.parametrize("workers", [1, 2])
def test_parse_many_counts_hits(tmp_path: Path, workers: int) -> None:
    paths = [tmp_path / f"f{i}.hcl" for i in range(6)]
    for i, path in enumerate(paths):
        shutil.copy(sorted(SAMPLES.glob("*/*.hcl"))[i * 7], path)
    cache = ParseCache(tmp_path / "cache")
    cold = parse_many(paths, workers=workers, cache=cache)
    assert (cache.hits, cache.misses) == (0, 6)
    paths[2].write_text("changed = true\n")
    warm = parse_many(paths, workers=workers, cache=cache)
    assert (cache.hits, cache.misses) == (5, 7)
    for i, ((file, diags), (file2, diags2)) in enumerate(zip(cold, warm, strict=True)):
        if i != 2:
            assert file2 == file and list(diags2) == list(diags)
    assert warm[2][0] == parse_config(b"changed = true\n", str(paths[2]))[0]
    again = parse_many(paths, workers=workers, cache=str(tmp_path / "cache"))  # a directory will do
    assert [r[0] for r in again] == [r[0] for r in warm]
