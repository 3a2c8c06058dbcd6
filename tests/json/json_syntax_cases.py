"""JSON-syntax cases checked against the reference (recorded in json_syntax_cases.expected.json).

Parsing (positions, every syntax error), body mapping for schemas (json-spec.md
"Structural Elements", every example), dynamic attributes, and literal-mode
values. Re-record with ``tests/tools/record_body_reference.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from body.reference import case, schema

ANY = schema("a", "b", "c", "foo", "bar")

# ----------------------------------------------------------------------------- json-spec.md examples

CHILD = schema("child_attr")
FOO_BLOCK = schema(blocks=(("foo", [], CHILD),))
FOO_TWO_LABELS = schema(blocks=(("foo", ["a", "b"], CHILD),))

SPEC_EXAMPLES = [
    case("spec_attribute", '{\n  "foo": "bar baz"\n}\n', spec=schema("foo")),
    case("spec_block_single", '{\n  "foo": {\n    "child_attr": "baz"\n  }\n}\n', spec=FOO_BLOCK),
    case("spec_block_array",
         '{\n  "foo": [\n    {\n      "child_attr": "baz"\n    },\n    {\n      "child_attr": "boz"\n'
         '    }\n  ]\n}\n', spec=FOO_BLOCK),
    case("spec_block_empty_array", '{\n  "foo": []\n}\n', spec=FOO_BLOCK),
    case("spec_labels_nested",
         '{\n  "foo": {\n    "bar": {\n      "baz": {\n        "child_attr": "baz"\n      },\n'
         '      "boz": {\n        "child_attr": "baz"\n      }\n    },\n    "boz": {\n      "baz": {\n'
         '        "child_attr": "baz"\n      }\n    }\n  }\n}\n', spec=FOO_TWO_LABELS),
    case("spec_labels_array_body",
         '{\n  "foo": {\n    "bar": {\n      "baz": {\n        "child_attr": "baz"\n      },\n'
         '      "boz": {\n        "child_attr": "baz"\n      }\n    },\n    "boz": {\n      "baz": [\n'
         '        {\n          "child_attr": "baz"\n        },\n        {\n          "child_attr": "boz"\n'
         '        }\n      ]\n    }\n  }\n}\n', spec=FOO_TWO_LABELS),
    case("spec_labels_array_outer",
         '{\n  "foo": [\n    {\n      "bar": {\n        "baz": {\n          "child_attr": "baz"\n        },\n'
         '        "boz": {\n          "child_attr": "baz"\n        }\n      }\n    },\n    {\n      "bar": {\n'
         '        "baz": [\n          {\n            "child_attr": "baz"\n          },\n          {\n'
         '            "child_attr": "boz"\n          }\n        ]\n      }\n    }\n  ]\n}\n',
         spec=FOO_TWO_LABELS),
    case("spec_labels_duplicate_names",
         '{\n  "foo": {\n    "bar": {\n      "baz": {\n        "child_attr": "baz"\n      },\n'
         '      "boz": {\n        "child_attr": "baz"\n      }\n    },\n    "bar": {\n      "baz": [\n'
         '        {\n          "child_attr": "baz"\n        },\n        {\n          "child_attr": "boz"\n'
         '        }\n      ]\n    }\n  }\n}\n', spec=FOO_TWO_LABELS),
    case("spec_body_array_of_objects", '[{"foo": "a"}, {"bar": "b"}]', spec=schema("foo", "bar")),
    case("spec_comment_property", '{"//": "a comment", "foo": "x", "//": "another"}', spec=schema("foo")),
    case("spec_string_literal_mode",
         '{"foo": "Hello world! Template sequences like ${ are not intepreted here."}',
         spec=schema("foo")),
    case("spec_string_template", '{"foo": "Hello, ${name}! Template sequences are interpreted."}',
         spec=schema("foo")),
    case("spec_string_unwrap", '{"foo": "${ a + b }"}', spec=schema("foo")),
    case("spec_number_big", '{"foo": 1e150, "bar": "${1e150}"}', spec=schema("foo", "bar")),
    case("spec_dynamic_attrs_object", '{"a": 1, "b": "x", "//": "c"}', "just_attributes"),
    case("spec_dynamic_attrs_array", '[{"a": 1}]', "just_attributes"),
]

# ----------------------------------------------------------------------------- syntax errors

SYNTAX = [
    case("syn_empty", "", filename="syn_empty.json"),
    case("syn_whitespace_only", " \n\t\r\n ", filename="syn_whitespace_only.json"),
    case("syn_scalar_root_number", "1", filename="syn_scalar_root_number.json"),
    case("syn_scalar_root_string", '"a"', filename="syn_scalar_root_string.json"),
    case("syn_scalar_root_null", "null", filename="syn_scalar_root_null.json"),
    case("syn_extraneous", '{} {}'),
    case("syn_extraneous_after_error", '{"a": tru} x'),
    case("syn_trailing_comma_object", '{"a": 1,}', spec=ANY),
    case("syn_trailing_comma_array", '{"a": [1, 2,]}', spec=ANY),
    case("syn_unclosed_object", '{"a": 1', spec=ANY),
    case("syn_unclosed_object_nested", '{"a": {"b": 1}', spec=ANY),
    case("syn_unclosed_array", '[1', spec=ANY),
    case("syn_unclosed_array_in_object", '{"a": [1, 2', spec=ANY),
    case("syn_mismatched_braces", '{"a": 1]', spec=ANY),
    case("syn_mismatched_brackets", '{"a": [1}', spec=ANY),
    case("syn_mismatched_brackets_more", '{"a": [1}, "b": [2, 3]}', spec=ANY),
    case("syn_missing_comma_object", '{"a": 1 "b": 2}', spec=ANY),
    case("syn_missing_comma_array", '{"a": [1 2]}', spec=ANY),
    case("syn_colon_in_array", '{"a": [1: 2]}', spec=ANY),
    case("syn_equals", '{"a" = 1}', spec=ANY),
    case("syn_missing_colon", '{"a" 1}', spec=ANY),
    case("syn_missing_colon_nested_recovery", '{"a" "b": {"c": {}}}', spec=ANY),
    case("syn_missing_value_brace", '{"a": }', spec=ANY),
    case("syn_missing_value_comma", '{"a", "b": 1}', spec=ANY),
    case("syn_missing_value_close", '{"a"}', spec=ANY),
    case("syn_missing_value_eof", '{"a":', spec=ANY),
    case("syn_missing_array_element", '{"a": [,]}', spec=ANY),
    case("syn_array_leading_close", '[]]'),
    case("syn_invalid_key_number", '{1: 2}', spec=ANY),
    case("syn_invalid_key_object", '{{"a": 1}: 2}', spec=ANY),
    case("syn_invalid_key_bad_string", '{"\\x": 2}', spec=ANY),
    case("syn_invalid_start", '{"a": @}', spec=ANY),
    case("syn_invalid_start_multibyte", '{"a": é}', spec=ANY),
    case("syn_invalid_start_colon", '{"a": :}', spec=ANY),
    case("syn_bom", b"\xef\xbb\xbf{}", filename="syn_bom.json"),
    case("syn_keyword_typo", '{"a": ture}', spec=ANY),
    case("syn_keyword_typo_far", '{"a": yes}', spec=ANY),
    case("syn_keyword_case", '{"a": True, "b": NULL}', spec=ANY),
    case("syn_keyword_undefined", '{"a": undefined}', spec=ANY),
    case("syn_keyword_nan", '{"a": NaN}', spec=ANY),
    case("syn_keyword_infinity", '{"a": Infinity}', spec=ANY),
    case("syn_keyword_underscore", '{"a": tr_ue}', spec=ANY),
    case("syn_keyword_digits", '{"a": true1}', spec=ANY),
    case("syn_number_leading_dot", '{"a": .1}', spec=ANY),
    case("syn_number_plus", '{"a": +2}', spec=ANY),
    case("syn_number_leading_zero", '{"a": 01}', spec=ANY),
    case("syn_number_trailing_dot", '{"a": 1.}', spec=ANY),
    case("syn_number_double_dot", '{"a": 1.2.3}', spec=ANY),
    case("syn_number_exponent_missing", '{"a": 1e}', spec=ANY),
    case("syn_number_minus_only", '{"a": -}', spec=ANY),
    case("syn_number_e_start", '{"a": e5}', spec=ANY),
    case("syn_string_bad_escape", '{"a": "\\x"}', spec=ANY),
    case("syn_string_bad_escape_after_unicode", '{"a": "é\\q"}', spec=ANY),
    case("syn_string_bad_unicode_escape", '{"a": "\\u12G4"}', spec=ANY),
    case("syn_string_short_unicode_escape", '{"a": "\\u12"}', spec=ANY),
    case("syn_string_unterminated", '{"a": "abc', spec=ANY),
    case("syn_string_unterminated_escape", '{"a": "abc\\', spec=ANY),
    case("syn_string_newline", '{"a": "ab\ncd"}', spec=ANY),
    case("syn_string_tab", '{"a": "ab\tcd"}', spec=ANY),
    case("syn_string_control", '{"a": "ab\x01cd"}', spec=ANY),
    case("syn_nested_errors", '{"a": [1, {"b": tru}, 3], "c": {"d" 1}}', spec=ANY),
    case("syn_deep_error", '{"a": [[[[{"b": [1,]}]]]]}', spec=ANY),
]

# ----------------------------------------------------------------------------- positions

POSITIONS = [
    case("pos_tabs", '{\n\t"a":\t1,\n\t\t"b": 2}', spec=ANY),
    case("pos_crlf", '{\r\n  "a": 1,\r\n  "b": 2\r\n}\r\n', spec=ANY),
    case("pos_cr_only", '{\r"a": 1\r}', spec=ANY),
    case("pos_unicode_strings", '{"é": "ñandú", "a": "日本語", "b": "👍🏽 ok", "c": "e\u0301x"}', spec=ANY),
    case("pos_unicode_escapes", '{"a": "\\u00e9\\ud83d\\ude00\\n\\t\\"\\\\\\/\\b\\f\\r", "b": 2}', spec=ANY),
    case("pos_lone_surrogates", '{"a": "\\ud800x\\udc00\\ud800\\ud800\\udc00", "b": 2}', spec=ANY),
    case("pos_invalid_utf8", b'{"a": "x\xffy\xe2\x82z", "b": 2}', spec=ANY),
    case("pos_prepend_cluster", '{"a": "\u0600", "b": 2}', spec=ANY),
    case("pos_multiline", '{\n  "a": [\n    1,\n    2\n  ],\n  "b": {\n    "c": true\n  }\n}\n', spec=ANY),
    case("pos_unicode_error_column", '{"a": "日本\\x"}', spec=ANY),
]

# ----------------------------------------------------------------------------- body mapping

B1 = schema("name", blocks=(("res", ["type", "id"], schema("v")), ("item", [], schema("v"))))
BODY = [
    case("body_attr_and_blocks",
         '{"name": "n", "res": {"t": {"i": {"v": 1}}}, "item": [{"v": 1}, {"v": 2}]}', spec=B1),
    case("body_null_block", '{"item": null}', spec=B1),
    case("body_null_label_level", '{"res": null}', spec=B1),
    case("body_empty_label_level", '{"res": {}}', spec=B1),
    case("body_empty_second_label_level", '{"res": {"t": {}}}', spec=B1),
    case("body_label_level_array", '{"res": [{"t": {"i": {}}}, {"u": {"j": {}}}]}', spec=B1),
    case("body_label_level_array_bad", '{"res": [{"t": {"i": {}}}, 5]}', spec=B1),
    case("body_label_level_scalar", '{"res": "nope"}', spec=B1),
    case("body_label_level_string_inner", '{"res": {"t": 7}}', spec=B1),
    case("body_block_scalar", '{"item": 5}', spec=B1),
    case("body_block_string", '{"item": "x"}', spec=B1),
    case("body_block_array_mixed", '{"item": [{"v": 1}, 2, null, {"v": 3}]}', spec=B1),
    case("body_block_array_null_body", '{"item": [null]}', spec=schema(blocks=(("item", [], schema("v")),))),
    case("body_root_array_bad_element", '[{"name": "x"}, 1, "y"]', spec=B1),
    case("body_duplicate_attr", '{"name": "a", "name": "b"}', spec=B1),
    case("body_duplicate_attr_array", '[{"name": "E"}, {"name": "E"}]', spec=B1),
    case("body_duplicate_block_property", '{"item": {"v": 1}, "item": {"v": 2}}', spec=B1),
    case("body_duplicate_comments", '{"//": "a", "//": "b"}'),
    case("body_comment_as_attribute", '{"//": "a"}', spec=schema("//")),
    case("body_missing_required", '{"other": 1}', spec=schema("name!", "x!")),
    case("body_missing_required_array_root", '[{"other": 1}]', spec=schema("name!")),
    case("body_missing_required_empty_array_root", '[]', spec=schema("name!")),
    case("body_extraneous_suggest_attr", '{"nmae": 1}', spec=schema("name")),
    case("body_extraneous_suggest_block", '{"itme": {}}', spec=B1),
    case("body_extraneous_no_suggestion", '{"zzzzzz": 1}', spec=B1),
    case("body_extraneous_used_attr_not_suggested", '{"name": 1, "nam": 2}', spec=schema("name", "named")),
    case("body_extraneous_in_array_root", '[{"a": 1}, 7, {"zz": 2}]', spec=schema("a")),
    case("body_nested_extraneous", '{"item": {"v": 1, "w": 2}}', spec=B1),
    case("body_nested_block_not_object", '{"item": [3]}', spec=B1),
    case("body_attr_value_object", '{"name": {"x": 1}}', spec=B1),
    case("body_attr_then_block_same_name", '{"item": {"v": 1}}',
         spec=schema("item", blocks=(("item", [], schema("v")),))),
    case("body_label_duplicates", '{"res": {"t": {"i": {"v": 1}}, "t": {"i": {"v": 2}}}}', spec=B1),
    case("body_labels_unicode", '{"res": {"é": {"日本": {"v": 1}}}}', spec=B1),
    case("body_partial_remain",
         '{"a": 1, "b": 2, "item": {}, "c": 3}', "partial",
         schema("a", blocks=("item",), remain=schema("b"))),
    case("body_partial_remain_required_hidden",
         '{"a": 1, "b": 2}', "partial", schema("a", remain=schema("a!", "b"))),
    case("body_partial_remain_attr_as_block",
         '{"a": 1, "b": {}}', "partial", schema("a", remain=schema(blocks=("a", "b")))),
    case("body_partial_remain_extraneous",
         '{"a": 1, "b": 2, "c": 3}', "partial", schema("a", remain=schema("b"))),
    case("body_partial_remain_absent_block_not_hidden",
         '{"a": 1, "item": {}}', "partial", schema("a", blocks=("zz",), remain=schema(blocks=("item",)))),
    case("body_just_attributes_array", '[{"a": 1}, {"b": 2}]', "just_attributes"),
    case("body_just_attributes_scalar_root", '{"a": 1}', "just_attributes"),
    case("body_just_attributes_duplicate", '{"a": 1, "a": 2, "//": 3}', "just_attributes"),
    case("body_just_attributes_nested_objects", '{"a": {"b": {"c": [1, null]}}}', "just_attributes"),
    case("body_root_scalar_content", '5', spec=schema("a!"), filename="body_root_scalar_content.json"),
]

# ----------------------------------------------------------------------------- literal values

VALUES = [
    case("val_scalars", '{"a": "x", "b": 1.5, "c": true, "foo": null, "bar": false}', spec=ANY),
    case("val_numbers_precise",
         '{"a": 3.14159265358979323846264338327950288419716939937510582097494459230781640628620899,'
         ' "b": 12345678901234567890123456789, "c": -0.000000000000000000000000001,'
         ' "foo": 1e308, "bar": 1.5e-300}', spec=ANY),
    case("val_numbers_zero", '{"a": 0, "b": -0, "c": 0.0, "foo": 0e10, "bar": -0.0e-5}', spec=ANY),
    case("val_strings_escaped", '{"a": "line\\nnext\\ttab \\"q\\" \\\\ \\/ \\u263a"}', spec=ANY),
    case("val_strings_templates_literal", '{"a": "${var.x} %{ if y }z%{ endif }", "b": "$${a}"}', spec=ANY),
    case("val_strings_nfc", '{"a": "e\u0301", "b": "\u212b"}', spec=ANY),
    case("val_nested", '{"a": [1, "two", [3], {"four": 4}, null, true], "b": {}, "c": []}', spec=ANY),
    case("val_object_duplicate_keys", '{"a": {"k": 1, "k": 2, "j": {"x": 1, "x": 2}}}', spec=ANY),
    case("val_object_nfc_duplicate_keys", '{"a": {"e\u0301": 1, "\u00e9": 2}}', spec=ANY),
    case("val_object_comment_key", '{"a": {"//": "kept in expressions"}}', spec=ANY),
    case("val_object_template_keys", '{"a": {"${k}": 1, "x${y}": 2}}', spec=ANY),
]

# ----------------------------------------------------------------------------- full-mode objects


def ev(name: str, src: str, variables: dict | None = None, unknown: tuple[str, ...] = ()) -> dict:
    out = case(name, src, "eval", filename=f"{name}.json")
    out["vars"] = variables or {}
    out["unknown"] = list(unknown)
    return out


VARS = {"k": "a", "n": None, "t": [1], "num": 5, "b": True}
EVAL = [
    ev("eval_template_keys", '{"${k}": 1, "x${k}": 2, "${num}": 3, "${b}": 4}', VARS),
    ev("eval_duplicate_after_templates", '{"${k}": 1, "a": 2, "a": 3}', VARS),
    ev("eval_null_key", '{"${n}": 1, "z": 2}', VARS),
    ev("eval_unconvertible_key", '{"${t}": 1}', VARS),
    ev("eval_unknown_key", '{"${u}": 1, "${n}": 2, "a": 3, "a": 4}', VARS, ("u",)),
    ev("eval_unknown_value", '{"a": "${u}", "b": ["${u}x", "${k}"]}', VARS, ("u",)),
    ev("eval_nested", '{"a": {"${k}": {"${k}": [true, null, 1.5]}}, "//": "kept"}', VARS),
    ev("eval_bad_template_value", '{"a": "${", "b": "ok"}', VARS),
    ev("eval_bad_template_key", '{"${": 1, "b": 2}', VARS),
    ev("eval_strings", '["plain", "${k}", "$${k}", "%%{x}", "x${num}y"]', VARS),
    ev("eval_unwrap", '["${num}", "${t}", "${b}"]', VARS),
]

CASES = SPEC_EXAMPLES + SYNTAX + POSITIONS + BODY + VALUES + EVAL

# Reference behaviour deliberately not reproduced, by case name, with the reason.
# (The conversion message in "eval_unconvertible_key" differs, as hcl.cty's is newer
# go-cty's, but only in the detail text, which the comparison leaves out.)
KNOWN_DIFFERENCES: dict[str, str] = {}
