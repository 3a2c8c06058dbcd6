"""Every ANTLR target gives the same token streams and parse trees as Python.

Each target present here (Java, JavaScript, TypeScript, Go) is generated from the
unchanged grammars and built by grammar/targets/build.sh; its driver prints every input
in the shared text format (tests/grammar/golden.py) in one process. Compared: all tokens
of all channels with positions, the trees, and the positions of syntax errors (the
messages are each runtime's own). Inputs: the golden examples, the valid and invalid
native samples, and the corpus. A target whose tools are missing is skipped with the
reason build.sh gives.
"""

from __future__ import annotations

import subprocess
from functools import cache
from pathlib import Path

import pytest

from tests.conftest import REPO, SHARED
from tests.grammar.golden import SUFFIX_RULES, Rendered, block, examples, parse_blocks, render

BUILD = REPO / "grammar" / "targets" / "build.sh"
SAMPLES = REPO / "tests" / "native" / "samples"
CORPUS = SHARED / "corpus"


def _inputs() -> list[tuple[str, Path]]:
    found = [(SUFFIX_RULES[p.suffix], p) for p in examples()]
    found += [("configFile", p) for p in sorted(SAMPLES.glob("*/*.hcl"))]
    found += [("configFile", p) for p in sorted(CORPUS.rglob("*")) if p.suffix in (".tf", ".hcl")]
    return found


@cache
def _python() -> dict[tuple[str, str], Rendered]:
    return {(rule, str(path)): render(path.read_bytes(), rule) for rule, path in _inputs()}


def _without_recovery_detail(tree: list[str]) -> list[str]:
    """A tree without error-node leaves and without rule nodes that have no children."""
    lines = [line for line in tree if not line.lstrip().startswith("error ")]
    kept = []
    for i, line in enumerate(lines):
        depth = len(line) - len(line.lstrip())
        following = lines[i + 1] if i + 1 < len(lines) else ""
        is_rule = line.strip()[:1].islower() and not line.lstrip().startswith("missing ")
        if not (is_rule and len(following) - len(following.lstrip()) <= depth):
            kept.append(line)
    return kept


def test_recovery_normalisation_drops_only_error_leaves_and_empty_rules() -> None:
    tree = ["configFile", "  attribute", "    error INVALID \"@\"", "    expression", "  EOF"]
    assert _without_recovery_detail(tree) == ["configFile", "  attribute", "  EOF"]


@pytest.mark.parametrize("language", ["java", "javascript", "typescript", "go"])
def test_target_matches_python(language: str, tmp_path: Path) -> None:
    built = subprocess.run(["sh", str(BUILD), language], capture_output=True, text=True)
    if built.returncode == 3:
        pytest.skip(built.stderr.strip())
    assert built.returncode == 0, built.stdout + built.stderr
    inputs = _inputs()
    manifest = tmp_path / "manifest.txt"
    manifest.write_text("".join(f"{rule}\t{path}\n" for rule, path in inputs), encoding="utf-8")
    run = REPO / "build" / "targets" / language / "run"
    out = subprocess.run([str(run), str(manifest)], capture_output=True, check=True)
    got = parse_blocks(out.stdout.decode("utf-8", "replace"))
    expected = _python()
    assert len(got) == len(expected) == len(inputs)
    mismatches = []
    for key, want in expected.items():
        have = got[key]
        tree_want, tree_have = want.tree, have.tree
        if language == "go" and want.errors:
            # The Go runtime's error recovery keeps fewer error nodes (its CopyFrom does not
            # move them into a labelled alternative's context) and may keep an empty context.
            tree_want, tree_have = _without_recovery_detail(tree_want), _without_recovery_detail(tree_have)
        positions = [[e.split(" ", 1)[0] for e in r.errors] for r in (want, have)]
        if have.tokens != want.tokens or tree_have != tree_want or positions[0] != positions[1]:
            mismatches.append(block(*key, want) + block(*key, have))
    assert not mismatches, f"{len(mismatches)} of {len(expected)} inputs differ; first:\n" + mismatches[0]
