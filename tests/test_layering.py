"""The package's import graph: no cycle between packages, dependencies one way.

Every module is parsed; its imports, at module level and inside functions
(but not those under ``if TYPE_CHECKING:``, which never run), are mapped to
the package they belong to: a subpackage of ``hcl`` (``hcl.eval``), or a
top-level module (``hcl.pos``).
"""

from __future__ import annotations

import ast
import itertools
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import hcl

ROOT = Path(hcl.__file__).parent

# What each of these may import from hcl (besides itself).
ALLOWED = {
    "hcl.cty": set(),
    "hcl.pos": set(),
    "hcl.text": {"hcl.cty"},  # (go_quote lives with the type system, whose messages use it too)
    "hcl.deep": set(),
    "hcl.bounded": set(),
    "hcl.diagnostics": {"hcl.pos"},
    "hcl.source": {"hcl.pos"},
    "hcl.ir": {"hcl.cty", "hcl.pos", "hcl.diagnostics", "hcl.text", "hcl.bounded"},
    "hcl.eval": {"hcl.cty", "hcl.ir", "hcl.pos", "hcl.diagnostics", "hcl.text", "hcl.deep"},
}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _package_of(module: str) -> str:
    """``hcl.eval.calls`` -> ``hcl.eval``; ``hcl.pos`` -> ``hcl.pos``; ``hcl`` -> ``hcl``."""
    parts = module.split(".")
    return ".".join(parts[:2])


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(tree: ast.AST, module: str, is_package: bool) -> Iterator[tuple[str, int]]:
    """(imported module, line) for every import that runs."""
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and _is_type_checking(node):
            stack.extend(node.orelse)
            continue
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = module.split(".") if is_package else module.split(".")[:-1]
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                # ``from hcl import ir`` imports the subpackage hcl.ir.
                candidate = f"{base}.{alias.name}"
                yield (candidate if _exists(candidate) else base), node.lineno
        stack.extend(ast.iter_child_nodes(node))


def _exists(module: str) -> bool:
    rel = Path(*module.split("."))
    base = ROOT.parent / rel
    return base.with_suffix(".py").exists() or (base / "__init__.py").exists()


def package_graph() -> dict[str, dict[str, list[str]]]:
    """package -> imported package -> ["module:line", ...] (only hcl packages, self-imports left out)."""
    graph: dict[str, dict[str, list[str]]] = {}
    for path in sorted(ROOT.rglob("*.py")):
        if "_generated" in path.parts:
            continue
        module = _module_name(path)
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        src = _package_of(module)
        edges = graph.setdefault(src, {})
        for target, line in _imports(tree, module, path.name == "__init__.py"):
            if target != "hcl" and not target.startswith("hcl."):
                continue
            dst = _package_of(target)
            if dst != src:
                edges.setdefault(dst, []).append(f"{module}:{line}")
    return graph


def _cycle(graph: dict[str, dict[str, list[str]]]) -> list[str] | None:
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, {})):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt):], nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for start in sorted(graph):
        if start not in state:
            found = visit(start)
            if found:
                return found
    return None


GRAPH = package_graph()


def test_no_cycle_between_packages() -> None:
    cycle = _cycle(GRAPH)
    if cycle:
        where = [f"{a} -> {b} ({', '.join(GRAPH[a][b][:3])})" for a, b in itertools.pairwise(cycle)]
        pytest.fail("import cycle between packages:\n  " + "\n  ".join(where))


@pytest.mark.parametrize("package", sorted(ALLOWED))
def test_allowed_direction(package: str) -> None:
    extra = {dst: sites for dst, sites in GRAPH.get(package, {}).items() if dst not in ALLOWED[package]}
    assert not extra, f"{package} imports {extra}"


def test_lower_layers_know_no_syntax() -> None:
    # syntax -> IR -> evaluation -> type system: the IR, the evaluator and the type system
    # never import a syntax, the extensions, static analysis or bodies.
    above = {"hcl.native", "hcl.json", "hcl.ext", "hcl.analysis", "hcl.bodies", "hcl.body", "hcl.hcldec", "hcl"}
    for lower in ("hcl.ir", "hcl.eval", "hcl.cty"):
        assert not above & set(GRAPH.get(lower, {})), GRAPH[lower]


def test_the_graph_sees_function_level_imports() -> None:
    # hcl.render imports the parsers inside a function: the edge is still in the graph.
    assert "hcl.native" in GRAPH["hcl.render"]


def _root_imports_parsers() -> bool:
    tree = ast.parse((ROOT / "__init__.py").read_text(encoding="utf-8"))
    return any(isinstance(node, ast.ImportFrom) and (node.module or "").startswith("hcl.native")
               for node in tree.body)


def test_importing_the_type_system_loads_no_parser() -> None:
    if _root_imports_parsers():
        pytest.skip("hcl/__init__.py imports the native parser eagerly (the lazy `import hcl` is separate work)")
    code = ("import sys, hcl.cty, hcl.cty.json, hcl.cty.convert\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'antlr4' "
            "or m.startswith(('hcl.native', 'hcl._generated', 'hcl.json', 'hcl.eval'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
