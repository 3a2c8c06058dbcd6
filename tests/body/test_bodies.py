"""The body interface, schemas, merged bodies and file loading (spec.md "Body Content")."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hcl.bodies import MergedBody, NativeBody, empty_body, merge_bodies, merge_files
from hcl.body import AttributeSchema, BlockHeaderSchema, Body, BodySchema
from hcl.json import JSONBody
from hcl.json import parse as parse_json
from hcl.loader import load_file, load_files, parse_body, syntax_for
from hcl.native import parse_config
from hcl.testing import strategies as hst

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "json"))
from json_strategies import KEYS, documents

SPECSUITE = Path(__file__).resolve().parents[3] / "shared" / "specsuite"


def test_schema_shorthand_and_normalisation() -> None:
    schema = BodySchema.of(["a", AttributeSchema("b", True)], ["c", ("d", ["x", "y"])])
    assert schema.attributes == (AttributeSchema("a"), AttributeSchema("b", True))
    assert schema.blocks == (BlockHeaderSchema("c"), BlockHeaderSchema("d", ("x", "y")))
    assert BodySchema([AttributeSchema("a")], [BlockHeaderSchema("b", ["l"])]) == \
        BodySchema((AttributeSchema("a"),), (BlockHeaderSchema("b", ("l",)),))


def test_every_body_kind_implements_the_interface() -> None:
    native, _ = parse_body("a = 1\n", "x.hcl")
    js, _ = parse_body('{"a": 1}', "x.json")
    assert isinstance(native, NativeBody) and isinstance(js, JSONBody)
    for body in (native, js, merge_bodies([native, js]), empty_body()):
        assert isinstance(body, Body)


def test_just_attributes_keeps_source_order() -> None:
    native, _ = parse_body("z = 1\na = 2\nm = 3\n", "x.hcl")
    js, _ = parse_body('{"z": 1, "a": 2, "m": 3}', "x.json")
    for body in (native, js):
        attrs, diags = body.just_attributes()
        assert not diags and list(attrs) == ["z", "a", "m"]


def test_blocks_by_type() -> None:
    body, _ = parse_body('a {}\nb "x" {}\na {}\n', "x.hcl")
    content, diags = body.content(BodySchema.of(blocks=["a", ("b", ["n"])]))
    assert not diags
    assert [b.type for b in content.blocks] == ["a", "b", "a"]
    assert len(content.blocks_of_type("a")) == 2
    assert {k: len(v) for k, v in content.blocks_by_type().items()} == {"a": 2, "b": 1}


def test_merge_flattens_and_empty() -> None:
    one, _ = parse_body("a = 1\n", "one.hcl")
    two, _ = parse_body('{"b": 2}', "two.json")
    merged = merge_bodies([merge_bodies([one]), two])
    assert isinstance(merged, MergedBody) and merged.parts == (one, two)
    assert merge_bodies([]) is empty_body()
    assert empty_body().missing_item_range().filename == "<empty>"
    content, diags = empty_body().content(BodySchema.of(["a"]))
    assert not diags and not content.attributes
    file1, _ = parse_config("a = 1\n", "f.hcl")
    file2, _ = parse_json('{"b": 1}', "f.json")
    merged = merge_files([file2])
    content, diags = merged.content(BodySchema.of(["b"]))
    assert not diags and list(content.attributes) == ["b"]
    assert file1.body is not None


def test_merged_missing_required_has_no_subject() -> None:
    one, _ = parse_body("a = 1\n", "one.hcl")
    _, diags = merge_bodies([one]).content(BodySchema.of(["a", AttributeSchema("b", True)]))
    assert [(d.summary, d.subject) for d in diags] == [("Missing required argument", None)]


def test_load_by_suffix_and_explicit_syntax(tmp_path) -> None:
    assert syntax_for("main.tf.json") == "json" and syntax_for("main.tf") == "native"
    (tmp_path / "a.hcl").write_text("a = 1\n")
    (tmp_path / "b.json").write_text('{"b": 2}')
    (tmp_path / "c.conf").write_text('{"c": 3}')
    body, diags = load_file(tmp_path / "c.conf", syntax="json")
    assert not diags and isinstance(body, JSONBody)
    body, diags = load_files([tmp_path / "a.hcl", tmp_path / "b.json"])
    content, more = body.content(BodySchema.of(["a", "b"]))
    assert not diags and not more and sorted(content.attributes) == ["a", "b"]
    body, diags = load_file(tmp_path / "missing.hcl")
    assert [d.summary for d in diags] == ["Failed to read file"] and isinstance(body, MergedBody)
    with pytest.raises(ValueError):
        parse_body("", "x", syntax="yaml")  # type: ignore[arg-type]


@pytest.mark.skipif(not SPECSUITE.is_dir(), reason="../shared/specsuite is absent")
def test_specsuite_json_twins_give_the_same_content() -> None:
    twins = sorted(SPECSUITE.rglob("*.hcl.json"))
    assert twins
    for json_path in twins:
        native_path = json_path.with_suffix("")
        native, ndiags = load_file(native_path)
        js, jdiags = load_file(json_path)
        assert not ndiags and not jdiags
        # A schema naming everything the native file has, at the top level.
        assert isinstance(native, NativeBody)
        schema = BodySchema.of([a.name for a in native.ir.attributes],
                               sorted({(b.type, tuple(f"l{i}" for i in range(len(b.labels))))
                                       for b in native.ir.blocks}))
        ncontent, nd = native.content(schema)
        jcontent, jd = js.content(schema)
        assert not nd and not jd
        assert sorted(ncontent.attributes) == sorted(jcontent.attributes)
        assert [(b.type, b.labels) for b in ncontent.blocks] == [(b.type, b.labels) for b in jcontent.blocks]


def _two_step_equivalence(body: Body, first: BodySchema, second: BodySchema) -> None:
    """spec.md: partial processing then exhaustive processing of the rest = one step with the union."""
    union = BodySchema(first.attributes + tuple(a for a in second.attributes if a not in first.attributes),
                       first.blocks + tuple(b for b in second.blocks if b not in first.blocks))
    whole, whole_diags = body.content(union)
    part, remain, part_diags = body.partial_content(first)
    rest, rest_diags = remain.content(second)
    assert {**part.attributes, **rest.attributes}.keys() == whole.attributes.keys()
    key = lambda b: (b.type, b.labels, b.def_range.start.byte)  # noqa: E731
    assert sorted(map(key, part.blocks + rest.blocks)) == sorted(map(key, whole.blocks))

    def problems(diags: list) -> set:
        return {(d.summary, d.subject) for d in diags if d.summary != "Missing required argument"}

    assert problems(part_diags) | problems(rest_diags) == problems(whole_diags)


def _split_schema(names: list[str], draw: st.DrawFn) -> tuple[BodySchema, BodySchema]:
    chosen = draw(st.lists(st.sampled_from(names), unique=True)) if names else []
    first: list = []
    second: list = []
    for name in chosen:
        target = first if draw(st.booleans()) else second
        target.append(name)
    as_attr = draw(st.booleans())

    def build(ns: list[str]) -> BodySchema:
        return BodySchema.of(ns, []) if as_attr else BodySchema.of([], ns)

    return build(first), build(second)


@given(hst.config_files(max_depth=1), st.data())
def test_two_step_processing_native(src: str, data: st.DataObject) -> None:
    body, _ = parse_body(src, "gen.hcl")
    assert isinstance(body, NativeBody)
    names = sorted({a.name for a in body.ir.attributes} | {b.type for b in body.ir.blocks if not b.labels})
    first, second = _split_schema(names, data.draw)
    _two_step_equivalence(body, first, second)


@given(documents, st.data())
def test_two_step_processing_json(text: str, data: st.DataObject) -> None:
    body, _ = parse_body(text, "gen.json")
    first, second = _split_schema([k for k in KEYS if k != "//"], data.draw)
    _two_step_equivalence(body, first, second)
