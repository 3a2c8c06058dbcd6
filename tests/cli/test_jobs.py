"""``hcl check`` and ``hcl fmt`` over many files: the same output with one process or a pool."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from hcl.cli import check, main

SAMPLES = Path(__file__).parents[1] / "native" / "samples"

UNFORMATTED = {
    "loose.tf": 'resource "a" "b" {\nname="x"\n  count    = 2\n}\n',
    "aligned.hcl": "a = 1\nlonger_name = 2\n  nested {\n x = [1,2]\n}\n",
}


def _tree(root: Path) -> Path:
    """Valid, invalid and unformatted files in native and JSON syntax, in nested directories."""
    (root / "valid").mkdir(parents=True)
    (root / "invalid" / "deeper").mkdir(parents=True)
    for sample in sorted(SAMPLES.glob("valid/*.hcl"))[:8]:
        shutil.copy(sample, root / "valid" / sample.name)
    for sample in sorted(SAMPLES.glob("invalid/*.hcl"))[:8]:
        shutil.copy(sample, root / "invalid" / sample.name)
    for name, text in UNFORMATTED.items():
        (root / "invalid" / "deeper" / name).write_text(text)
    (root / "valid" / "settings.tf.json").write_text('{"variable": {"v": {"default": [1, 2]}}}')
    (root / "invalid" / "broken.tf.json").write_text('{"a": [1, 2,]}')
    return root


def _same(hcl_cmd, *args: str, stdin: str | None = None):
    """Run with -j 1 and -j 2; both must give the same status, output and errors."""
    one = hcl_cmd(*args[:1], "-j", "1", *args[1:], stdin=stdin)
    two = hcl_cmd(*args[:1], "-j", "2", *args[1:], stdin=stdin)
    assert (two.rc, two.out, two.err) == (one.rc, one.out, one.err)
    return one


def test_check_text_is_the_same_with_a_pool(hcl_cmd, tmp_path: Path) -> None:
    root = _tree(tmp_path / "t")
    result = _same(hcl_cmd, "check", str(root), str(tmp_path / "missing.tf"))
    assert result.rc == 1
    assert result.out.startswith("21 files checked: ")
    # Diagnostics in the order of the files: invalid/ sorts before valid/.
    named = [line.split(" line ")[0].strip() for line in result.err.splitlines() if line.startswith("  on ")]
    assert named == sorted(named, key=lambda n: (str(root / "valid") in n, n))
    assert f"  on {root / 'invalid' / 'broken.tf.json'}" in result.err
    assert result.err.rstrip().endswith(f'"{tmp_path / "missing.tf"}".')  # the missing file comes last


def test_check_json_and_stdin_are_the_same_with_a_pool(hcl_cmd, tmp_path: Path) -> None:
    root = _tree(tmp_path / "t")
    result = _same(hcl_cmd, "check", "--json", str(root / "invalid"), "-", str(root / "valid"), stdin="a = [\n")
    files = [d["subject"]["filename"] for d in json.loads(result.out)["diagnostics"]]
    assert files.index("<stdin>") > max(i for i, f in enumerate(files) if "/invalid/" in f)
    assert result.err.startswith("21 files checked: ")


@pytest.mark.parametrize("mode", [[], ["--check"], ["--diff"], ["--check", "--diff"]])
def test_fmt_is_the_same_with_a_pool(hcl_cmd, tmp_path: Path, mode: list[str]) -> None:
    root = _tree(tmp_path / "t")
    result = _same(hcl_cmd, "fmt", *mode, str(root))
    assert result.rc == 1  # the invalid samples, and under --check the unformatted files
    if "--check" in mode:
        assert str(root / "invalid" / "deeper" / "aligned.hcl") in result.out.splitlines()
    assert "Error: " in result.err


def test_fmt_write_is_the_same_with_a_pool(hcl_cmd, tmp_path: Path) -> None:
    written = {}
    results = []
    for jobs in ("1", "2"):
        root = _tree(tmp_path / f"j{jobs}")
        result = hcl_cmd("fmt", "-w", "-j", jobs, str(root))
        results.append((result.rc, result.out, result.err.replace(str(root), "ROOT")))
        written[jobs] = {p.relative_to(root): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}
    assert results[0] == results[1]
    assert written["1"] == written["2"]
    assert written["2"][Path("invalid/deeper/loose.tf")] == b'resource "a" "b" {\n  name  = "x"\n  count = 2\n}\n'


def test_cached_runs_print_the_same(hcl_cmd, tmp_path: Path) -> None:
    root = _tree(tmp_path / "t")
    cache = tmp_path / "cache"
    plain = hcl_cmd("check", "--no-cache", str(root), env={"HCL_CACHE_DIR": str(cache)})
    assert not cache.exists()
    cold = hcl_cmd("check", "-j", "2", "--cache", str(cache), str(root))
    assert sum(1 for p in cache.rglob("*") if p.is_file()) == 20  # every readable file
    warm = hcl_cmd("check", "-j", "2", str(root), env={"HCL_CACHE_DIR": str(cache)})
    assert (plain.rc, plain.out, plain.err) == (cold.rc, cold.out, cold.err) == (warm.rc, warm.out, warm.err)
    fmt_plain = hcl_cmd("fmt", "--check", str(root))
    fmt_warm = hcl_cmd("fmt", "--check", "--cache", str(cache), str(root))
    assert (fmt_plain.rc, fmt_plain.out, fmt_plain.err) == (fmt_warm.rc, fmt_warm.out, fmt_warm.err)


@pytest.mark.parametrize("value", ["0", "-2", "many"])
def test_jobs_must_be_a_positive_number(hcl_cmd, tmp_path: Path, value: str) -> None:
    result = hcl_cmd("check", "-j", value, str(tmp_path))
    assert result.rc == 2
    assert "-j/--jobs" in result.err


_CHECK_FILE = check._check_file


def _dies_on_die_hcl(item, settings):
    if item.path.endswith("die.hcl"):
        os._exit(3)  # a worker killed outright, as by the kernel for lack of memory
    return _CHECK_FILE(item, settings)


def test_a_dead_worker_is_an_error_not_a_crash(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    for i in range(6):
        (tmp_path / f"f{i}.hcl").write_text("a = 1\n")
    (tmp_path / "die.hcl").write_text("a = 1\n")
    monkeypatch.setattr(check, "_check_file", _dies_on_die_hcl)
    assert main(["check", "-j", "2", str(tmp_path)]) == 1
    captured = capsys.readouterr()
    words = " ".join(captured.err.split())
    assert f"Error: Parser process failed The worker process parsing {tmp_path / 'die.hcl'} stopped" in words
    assert captured.out.startswith("7 files checked: ")  # files the dead pool never ran are errors too


@pytest.mark.parametrize("command", ["check", "fmt"])
def test_the_bar_advances_once_per_file_and_is_cleared(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                       capsys, command: str) -> None:
    import io

    from hcl.cli import fmt
    from hcl.cli.progress import Progress

    root = _tree(tmp_path / "t")
    stream = io.StringIO()
    module = check if command == "check" else fmt
    monkeypatch.setattr(module, "Progress", lambda total, **_: Progress(total, stream=stream, enabled=True))
    main([command, "-j", "2", *(["--check"] if command == "fmt" else []), str(root)])
    capsys.readouterr()
    drawn = [part for part in stream.getvalue().split("\r\x1b[K") if part]
    suffixes = (".hcl", ".tf", ".json") if command == "check" else (".hcl", ".tf")
    files = sorted(str(p) for p in root.rglob("*") if p.suffix in suffixes)
    counts = [part.split("] ")[1].split(" ")[0] for part in drawn]
    assert counts == [f"{i}/{len(files)}" for i in range(1, len(files) + 1)]
    assert sorted(part.split(" ", 2)[2] for part in drawn) == files
    assert stream.getvalue().endswith("\r\x1b[K")  # cleared at the end


def test_a_warm_cache_serves_every_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    import hcl.cache

    root = _tree(tmp_path / "t")
    cache = str(tmp_path / "cache")
    assert main(["check", "-j", "1", "--cache", cache, str(root)]) == 1
    cold = capsys.readouterr()

    def refuse(*args: object) -> None:
        raise AssertionError("parsed although the cache holds the result")

    monkeypatch.setattr(hcl.cache, "parse_syntax", refuse)
    monkeypatch.setattr(check, "parse_syntax", refuse)
    assert main(["check", "-j", "1", "--cache", cache, str(root)]) == 1
    assert capsys.readouterr() == cold
