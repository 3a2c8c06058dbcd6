"""Differential tests against the live reference: generated JSON, valid and broken.

Skipped (with the reason) when the reference oracle cannot be built.
"""

from __future__ import annotations

import sys
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from body.reference import check_live
from body.schema_strategies import schemas
from json_strategies import KEYS, broken_documents, documents, values

OPS = st.sampled_from(["content", "partial", "just_attributes"])


@given(documents, schemas(KEYS), OPS)
def test_valid_documents_match_reference(text: str, spec: dict, op: str) -> None:
    check_live([{"files": [{"filename": "gen.json", "source": text}], "op": op, "schema": spec}])


@given(broken_documents(), schemas(KEYS), OPS)
def test_broken_documents_match_reference(data: bytes, spec: dict, op: str) -> None:
    check_live([{"files": [{"filename": "gen.json", "source": data}], "op": op, "schema": spec}])


@given(values)
def test_expressions_match_reference(text: str) -> None:
    check_live([{"files": [{"filename": "gen.json", "source": text}], "op": "expr", "schema": None}])


@given(st.lists(st.tuples(st.sampled_from(["a.json", "b.hcl", "c.json"]), documents), min_size=1,
                max_size=3), schemas(KEYS), OPS)
def test_merged_json_documents_match_reference(files: list, spec: dict, op: str) -> None:
    sources = [{"filename": f"{i}{name}", "source": text if name.endswith(".json") else ""}
               for i, (name, text) in enumerate(files)]
    check_live([{"files": sources, "op": op, "schema": spec, "merge": True}])
