"""JSON parsing: values kept as written, positions, robustness, the public API."""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from hcl import json as hcljson
from hcl.body import BodySchema
from hcl.json import JSONArray, JSONNumber, JSONObject, JSONString
from hcl.json.expression import literal_value, to_native
from hcl.pos import Pos


def test_property_order_and_duplicates_are_kept() -> None:
    f, diags = hcljson.parse('{"b": 1, "a": 2, "b": 3}', "t.json")
    assert not diags
    assert isinstance(f.root, JSONObject)
    assert [(p.name, p.value.text) for p in f.root.properties] == [("b", "1"), ("a", "2"), ("b", "3")]


def test_numbers_keep_their_source_text() -> None:
    text = "3.14159265358979323846264338327950288419716939937510582097494459230781640628620899"
    value, diags = hcljson.parse_expression(text, "n.json")
    assert not diags
    assert value == JSONNumber(text, value.range)


def test_positions_count_tabs_as_two_columns_and_cr_as_none() -> None:
    f, _ = hcljson.parse('{\r\n\t"a": "日本"}', "p.json")
    prop = f.root.properties[0]
    assert prop.name_range.start == Pos(2, 3, 4)
    assert prop.value.range.start == Pos(2, 8, 9)
    assert prop.value.range.end == Pos(2, 12, 17)  # two graphemes, six bytes, two quotes


def test_start_position_offsets_everything() -> None:
    value, _ = hcljson.parse_expression('["x"]', "s.json", Pos(3, 5, 40))
    assert isinstance(value, JSONArray)
    assert value.open_range.start == Pos(3, 5, 40)
    assert value.items[0].range.start == Pos(3, 6, 41)


def test_root_must_be_object_or_array() -> None:
    f, diags = hcljson.parse("true", "r.json")
    assert [d.summary for d in diags] == ["Root value must be object"]
    assert isinstance(f.root, JSONObject) and not f.root.properties


def test_file_api(tmp_path) -> None:
    path = tmp_path / "main.tf.json"
    path.write_text('{"a": 1}')
    f, diags = hcljson.parse_file(path)
    assert not diags and f is not None
    assert hcljson.is_json_body(f.body)
    content, diags = f.body.content(BodySchema.of(["a"]))
    assert not diags and hcljson.is_json_expression(content.attributes["a"].expr)
    missing, diags = hcljson.parse_file(tmp_path / "absent.json")
    assert missing is None and [d.summary for d in diags] == ["Failed to open file"]


def test_deep_nesting_is_fine() -> None:
    depth = 20_000
    f, diags = hcljson.parse("[" * depth + '"${x}"' + "]" * depth, "deep.json")
    assert not diags
    value, diags = literal_value(f.root)
    assert not diags and value.type.is_tuple
    _, diags = to_native(f.root)
    assert not diags
    _, diags = hcljson.parse('{"a":' * depth, "unclosed.json")
    assert diags.has_errors


@given(st.binary(max_size=300))
def test_arbitrary_bytes_never_raise(data: bytes) -> None:
    f, diags = hcljson.parse(data, "fuzz.json")
    for d in diags:
        assert d.subject is not None
        # An unterminated string is reported just past its end, as the reference does.
        assert 0 <= d.subject.start.byte <= d.subject.end.byte <= len(data) + 1
    for schema in (BodySchema(), BodySchema.of(["a", "b"], ["c", ("d", ["x"])])):
        f.body.content(schema)
        f.body.partial_content(schema)
    f.body.just_attributes()
    literal_value(f.root)
    to_native(f.root)


@given(st.text(alphabet='{}[],:"\\ abtrue01.-e\n\t${}%é', max_size=60))
@example(' ""')  # a string after leading whitespace starts where its quote is
def test_json_like_text_never_raises(text: str) -> None:
    value, _ = hcljson.parse_expression(text, "fuzz.json")
    literal_value(value)
    to_native(value)
    if isinstance(value, JSONString):
        assert value.range.start.byte == len(text) - len(text.lstrip(" \t\n\r"))
