"""``hcl fmt``: the installed console script, plus direct ``main()`` calls."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from hcl.cli import main

SCRIPT = Path(sys.executable).parent / "hcl"
UGLY = "a=1\nlonger = [1,2]\n"
PRETTY = "a      = 1\nlonger = [1, 2]\n"


def _hcl(*args: str, stdin: bytes | None = None, cwd: Path | None = None) -> subprocess.CompletedProcess[bytes]:
    if not SCRIPT.exists():
        pytest.skip(f"the console script is not installed beside the interpreter ({SCRIPT})")
    return subprocess.run([str(SCRIPT), "fmt", *args], input=stdin, capture_output=True, cwd=cwd,
                          timeout=120, check=False)


def _tree(tmp_path: Path) -> Path:
    root = tmp_path / "mod"
    (root / "sub").mkdir(parents=True)
    (root / ".hidden").mkdir()
    (root / "a.tf").write_text(UGLY)
    (root / "b.hcl").write_text(PRETTY)
    (root / "sub" / "c.tfvars").write_text("x   =  2\n")
    (root / "sub" / "notes.txt").write_text("y=1\n")
    (root / ".hidden" / "d.tf").write_text("z=1\n")
    return root


def test_stdin_to_stdout() -> None:
    result = _hcl(stdin=UGLY.encode())
    assert (result.returncode, result.stdout, result.stderr) == (0, PRETTY.encode(), b"")
    assert _hcl("-", stdin=UGLY.encode()).stdout == PRETTY.encode()


def test_file_to_stdout_leaves_file(tmp_path: Path) -> None:
    path = tmp_path / "main.tf"
    path.write_text(UGLY)
    result = _hcl(str(path))
    assert (result.returncode, result.stdout) == (0, PRETTY.encode())
    assert path.read_text() == UGLY


def test_check_names_changed_files_and_fails(tmp_path: Path) -> None:
    root = _tree(tmp_path)
    result = _hcl("--check", str(root))
    assert result.returncode == 1
    assert result.stdout.decode().splitlines() == [str(root / "a.tf"), str(root / "sub" / "c.tfvars")]


def test_check_passes_on_formatted_files(tmp_path: Path) -> None:
    path = tmp_path / "ok.hcl"
    path.write_text(PRETTY)
    result = _hcl("--check", str(path))
    assert (result.returncode, result.stdout, result.stderr) == (0, b"", b"")


def test_diff_is_unified(tmp_path: Path) -> None:
    path = tmp_path / "main.tf"
    path.write_text(UGLY)
    out = _hcl("--diff", str(path)).stdout.decode()
    assert out.startswith(f"--- {path}\n+++ {path} (formatted)\n@@ -1,2 +1,2 @@\n")
    assert "-a=1\n" in out and "+a      = 1\n" in out
    assert path.read_text() == UGLY


def test_write_rewrites_only_changed_files(tmp_path: Path) -> None:
    root = _tree(tmp_path)
    pretty = root / "b.hcl"
    before = pretty.stat().st_mtime_ns
    result = _hcl("-w", str(root))
    assert (result.returncode, result.stdout) == (0, b"")
    assert (root / "a.tf").read_text() == PRETTY
    assert (root / "sub" / "c.tfvars").read_text() == "x = 2\n"
    assert (root / "sub" / "notes.txt").read_text() == "y=1\n"  # not a configuration name
    assert (root / ".hidden" / "d.tf").read_text() == "z=1\n"  # hidden directories skipped
    assert pretty.stat().st_mtime_ns == before


def test_syntax_errors_reported_and_file_untouched(tmp_path: Path) -> None:
    bad = tmp_path / "bad.tf"
    bad.write_text("a = {\nb=1\n")
    good = tmp_path / "good.tf"
    good.write_text(UGLY)
    result = _hcl("-w", str(bad), str(good))
    assert result.returncode == 1
    assert b"Error: " in result.stderr and str(bad).encode() in result.stderr
    assert bad.read_text() == "a = {\nb=1\n"
    assert good.read_text() == PRETTY


def test_missing_file(tmp_path: Path) -> None:
    result = _hcl(str(tmp_path / "nothing.tf"))
    assert result.returncode == 1
    assert b"No such file or directory" in result.stderr


def test_write_refuses_stdin() -> None:
    assert _hcl("-w", stdin=b"a=1\n").returncode == 2


def test_invalid_bytes_kept(tmp_path: Path) -> None:
    path = tmp_path / "bytes.hcl"
    path.write_bytes(b'a=1 # \xe9t\xe9\n')
    result = _hcl(str(path))
    assert result.stdout == b'a = 1 # \xe9t\xe9\n'


def test_help_explains_every_argument() -> None:
    result = _hcl("--help")
    text = result.stdout.decode()
    assert result.returncode == 0
    for word in ("--check", "--diff", "-w", "PATH", "examples:", "hcl fmt -w ."):
        assert word in text


def test_main_direct(tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    path = tmp_path / "x.hcl"
    path.write_text("b{\nc=1\n}\n")
    assert main(["fmt", "--check", str(path)]) == 1
    assert main(["fmt", "-w", str(path)]) == 0
    assert path.read_text() == "b {\n  c = 1\n}\n"
    assert main(["fmt", "--check", str(path)]) == 0
    out = capsysbinary.readouterr().out
    assert out == f"{path}\n".encode()
