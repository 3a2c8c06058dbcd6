"""Differential tests against the live reference: generated native bodies and schemas.

Every attribute of the content is also run through the static analyses and
``variables``. Skipped (with the reason) when the reference oracle cannot be built.
"""

from __future__ import annotations

import sys
from pathlib import Path

from hypothesis import assume, example, given
from hypothesis import strategies as st

from hcl import ir
from hcl.native import parse_config
from hcl.testing import strategies as hst

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from body.reference import check_live
from body.schema_strategies import schemas

OPS = st.sampled_from(["content", "partial", "just_attributes"])
# Newer than the v2.14.1 oracle: namespaced function calls, and template literals
# melded across "$${" / "%%{" escapes (which moves a template's start range).
V224_ONLY = ("::", "$${", "%%{")


def _v224_only(src: str) -> bool:
    return any(marker in src for marker in V224_ONLY)


def _names(body: ir.Body, out: list[str]) -> list[str]:
    for attr in body.attributes:
        out.append(attr.name)
    for block in body.blocks:
        out.append(block.type)
        _names(block.body, out)
    return out


@st.composite
def native_cases(draw: st.DrawFn) -> dict:
    src = draw(hst.config_files())
    assume(not _v224_only(src))
    file, _ = parse_config(src, "gen.hcl")
    names = sorted(set(_names(file.body, [])))
    # A near-miss name now and then exercises the suggestions.
    names += [n + "x" for n in names[:1]]
    op = draw(OPS)
    return {"files": [{"filename": "gen.hcl", "source": src}], "op": op, "schema": draw(schemas(names))}


@given(native_cases())
# Found by hypothesis: v2.24 melds the heredoc's literal lines (start range), v2.14.1 does not.
@example({"files": [{"filename": "gen.hcl", "source": "_ = (<<EOT\n  \n  \nEOT\n)\n"}], "op": "content",
          "schema": {"attributes": [{"name": "_", "required": False}], "blocks": [],
                     "remain": {"attributes": [], "blocks": []}}})
def test_native_bodies_match_reference(c: dict) -> None:
    check_live([c])


@given(st.lists(hst.config_files(max_depth=1), min_size=1, max_size=3), OPS, st.data())
def test_merged_native_bodies_match_reference(sources: list[str], op: str, data: st.DataObject) -> None:
    names: set[str] = set()
    assume(not any(_v224_only(src) for src in sources))
    for src in sources:
        file, _ = parse_config(src, "x.hcl")
        names.update(_names(file.body, []))
    spec = data.draw(schemas(sorted(names), depth=1))
    files = [{"filename": f"f{i}.hcl", "source": s} for i, s in enumerate(sources)]
    check_live([{"files": files, "op": op, "schema": spec, "merge": True}])
