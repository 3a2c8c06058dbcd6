"""The browser playground shows the same tokens, tree and errors as the Python target.

Builds the playground (grammar/playground/build.sh, the JavaScript target bundled by
esbuild), loads it in headless Chromium with an input in the address (which the page
puts in its editor and announces as typing), and reads the rendered token table,
expandable tree and error list back from the page's DOM.
"""

from __future__ import annotations

import shutil
import subprocess
import urllib.parse
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tests.conftest import REPO
from tests.grammar.golden import Rendered, render

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="needs Chromium (Debian package chromium)")

CASES = [
    ("configFile", 'a = "x${b}" // c\nblk "l" { n = [for v in b : v] }\n'),
    ("configFile", "a = [1, 2\nb = @\n"),
    ("expressionFile", "f(x...)[0].*.y"),
    ("templateFile", "%{ if x ~}y%{ endif }\n"),
]


class _Page(HTMLParser):
    """Collects the token rows, the tree lines (depth from nesting) and the error items."""

    def __init__(self) -> None:
        super().__init__()
        self.tokens: list[str] = []
        self.tree: list[str] = []
        self.errors: list[str] = []
        self._row: list[str] | None = None
        self._where: str | None = None
        self._depth = 0
        self._text: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        ident = dict(attrs).get("id")
        if ident in ("tokens", "tree", "errors"):
            self._where = ident
        if self._where == "tokens" and tag == "tr":
            self._row = []
        elif tag in ("td", "summary", "li") or (tag == "div" and self._where == "tree" and ident != "tree"):
            self._text = []
        elif tag == "details":
            self._depth += 1

    def handle_data(self, data: str) -> None:
        if self._text is not None:
            self._text.append(data)

    def handle_endtag(self, tag: str) -> None:
        text = "".join(self._text) if self._text is not None else None
        if tag == "td" and self._row is not None and text is not None:
            self._row.append(text)
        elif tag == "tr" and self._row:
            line, channel, kind, quoted = self._row
            self.tokens.append(f"{line} {channel} {kind}" + (f" {quoted}" if kind != "EOF" else ""))
            self._row = None
        elif tag == "summary" and text is not None:
            self.tree.append("  " * (self._depth - 1) + text)
        elif tag == "div" and self._where == "tree" and text is not None:
            self.tree.append("  " * self._depth + text)
        elif tag == "li" and text is not None:
            self.errors.append(text)
        elif tag == "details":
            self._depth -= 1
        elif tag in ("table", "ol") or (tag == "section" and self._where == "tree"):
            self._where = None
        if tag in ("td", "summary", "li", "div"):
            self._text = None


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("playground")
    built = subprocess.run(["sh", str(REPO / "grammar" / "playground" / "build.sh"), str(out)],
                           capture_output=True, text=True)
    if built.returncode == 3 or "skip" in built.stderr:
        pytest.skip(built.stderr.strip())
    assert built.returncode == 0, built.stderr
    return out / "index.html"


def _shown(page: Path, rule: str, source: str, profile: Path) -> Rendered:
    address = page.as_uri() + "#" + urllib.parse.urlencode({"rule": rule, "src": source})
    dom = subprocess.run([str(CHROMIUM), "--headless", "--no-sandbox", "--disable-gpu", f"--user-data-dir={profile}",
                          "--dump-dom", address], capture_output=True, text=True, timeout=120, check=True).stdout
    parsed = _Page()
    parsed.feed(dom)
    return Rendered(parsed.tokens, parsed.tree, parsed.errors)


@pytest.mark.parametrize(("rule", "source"), CASES)
def test_playground_shows_what_python_parses(page: Path, rule: str, source: str, tmp_path: Path) -> None:
    shown = _shown(page, rule, source, tmp_path)
    expected = render(source.encode("utf-8"), rule)
    assert shown.tokens == expected.tokens
    assert shown.tree == expected.tree
    assert [e.split(" ", 1)[0] for e in shown.errors] == [e.split(" ", 1)[0] for e in expected.errors]


def test_playground_reports_an_error_with_its_position(page: Path, tmp_path: Path) -> None:
    shown = _shown(page, "configFile", "a = [1, 2\nb = @\n", tmp_path)
    assert shown.errors and shown.errors[0].startswith("2:")
