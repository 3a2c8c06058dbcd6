"""The real-world corpus parses with no diagnostics."""

from __future__ import annotations

import pytest

from hcl.native import parse_config
from tests.conftest import SHARED

CORPUS = SHARED / "corpus"
FILES = sorted([*CORPUS.rglob("*.tf"), *CORPUS.rglob("*.hcl")]) if CORPUS.is_dir() else []


@pytest.mark.skipif(not FILES, reason="../shared/corpus is not present")
@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(CORPUS)))
def test_corpus_file_parses_cleanly(path) -> None:
    data = path.read_bytes()
    file, diags = parse_config(data, str(path))
    assert not diags, [str(d) for d in diags]
    has_content = any(line.strip() and not line.lstrip().startswith((b"#", b"//")) for line in data.splitlines())
    assert bool(file.body.attributes or file.body.blocks) == has_content
