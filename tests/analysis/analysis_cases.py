"""Static analysis cases checked against the reference (analysis_cases.expected.json).

Each expression (native or JSON syntax) is run through every static analysis
(list, map, call, absolute and relative traversal, keyword) and ``Variables()``;
the reference's results, diagnostics and ranges are recorded. Re-record with
``tests/tools/record_body_reference.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from body.reference import case


def native(name: str, src: str) -> dict:
    return case(f"native_{name}", src, "expr", filename=f"{name}.hcl")


def js(name: str, src: str | bytes) -> dict:
    return case(f"json_{name}", src, "expr", filename=f"{name}.json")


NATIVE = [
    native("traversal", "a"),
    native("traversal_steps", 'a.b[0]["c"].d'),
    native("traversal_legacy_index", "a.0.b"),
    native("traversal_splat_attr", "a.*.b"),
    native("traversal_splat_full", "a[*].b[0]"),
    native("traversal_splat_nested_var", "a[*].b[c]"),
    native("index_dynamic", "a[b]"),
    native("index_dynamic_then_attr", "a[b.c].d"),
    native("index_expression", "a[b + 1][c]"),
    native("keyword_true", "true"),
    native("keyword_false", "false"),
    native("keyword_null", "null"),
    native("number", "42"),
    native("string", '"hello"'),
    native("string_template", '"hello ${name}!"'),
    native("template_wrap", '"${a.b}"'),
    native("template_directives", '"%{ if a }${b}%{ else }${c}%{ endif }%{ for x in d }${x}${e}%{ endfor }"'),
    native("heredoc", "<<EOT\nhello ${who}\nEOT\n"),
    native("heredoc_blank_lines", "(<<EOT\n  \n  \nEOT\n)"),  # found by hypothesis
    native("parens_traversal", "(a.b)"),
    native("parens_then_attr", "(a).b"),
    native("parens_tuple", "([1, 2])"),
    native("tuple", "[a, b.c, 1]"),
    native("tuple_empty", "[]"),
    native("object", '{a = 1, "b" = c, (d) = e, f.g = 2, 3 = h}'),
    native("object_empty", "{}"),
    native("object_keyword_keys", "{true = 1, null = 2, for = 3}"),
    native("object_template_key", '{"${k}" = v}'),
    native("call", "f(a, b.c, 3)"),
    native("call_empty", "f()"),
    native("call_expand", "f(a...)"),
    native("call_namespaced", "provider::ns::f(x)"),
    native("call_nested", "f(g(h))"),
    native("call_multiline", "f(\n  a,\n  b,\n)"),
    native("conditional", "a ? b : c"),
    native("binary_unary", "-a + !b * c"),
    native("for_tuple", "[for x in xs : x.y + z]"),
    native("for_tuple_key", "[for k, v in xs : k + v + w if v != k]"),
    native("for_object", "{for k, v in m : k => v.a + other}"),
    native("for_object_group", "{for k, v in m : v => k...}"),
    native("for_collection_not_scoped", "[for x in x : x]"),
    native("for_nested_scopes", "[for a in b : [for c in a : c + d + a]]"),
    native("for_shadow_outer", "[for a in b : a] + [a]"),
    native("splat_in_for", "[for x in xs : x[*].y]"),
    native("relative_after_call", "f(a).b[0]"),
    native("relative_after_index", "a[b].c"),
    native("unicode_names", "ünï.cödé"),
    native("syntax_error", "a +"),
    native("trailing_dot", "a."),
]

JSON = [
    js("string_traversal", '"foo.bar[0]"'),
    js("string_keyword", '"foo"'),
    js("string_traversal_quoted_index", '"foo[\\"bar\\"].baz"'),
    js("string_traversal_splat", '"foo[*].bar"'),
    js("string_traversal_legacy_index", '"foo.0"'),
    js("string_not_traversal", '"foo + bar"'),
    js("string_empty", '""'),
    js("string_keyword_true", '"true"'),
    js("string_call", '"list(string)"'),
    js("string_call_args", '"f(a.b, 1, \\"x\\")"'),
    js("string_call_namespaced", '"provider::x::f()"'),
    js("string_call_not_call", '"f"'),
    js("string_template", '"Hello, ${name}!"'),
    js("string_template_unwrap", '"${a + b.c}"'),
    js("string_template_for", '"%{ for x in xs }${x}${y}%{ endfor }"'),
    js("string_template_escapes_shift", '"\\t\\u00e9${a}"'),
    js("string_template_error", '"${"'),
    js("string_template_error_partial", '"${a} ${"'),
    js("string_literal_dollar", '"$${not_a_var}"'),
    js("array", '[1, "${a}", "b", [2], {"c": 3}]'),
    js("array_empty", "[]"),
    js("object", '{"a": 1, "${k}": "${v}", "a": 2}'),
    js("object_empty", "{}"),
    js("object_comment_key", '{"//": "${not_ignored}"}'),
    js("number", "1.5e3"),
    js("bool", "true"),
    js("null", "null"),
    js("nested", '{"a": [{"b": "${x.y}"}, "${z}"], "c": {"d": "${w[0]}"}}'),
    js("multiline", '{\n  "a": "${x}",\n  "b": [\n    "${y}"\n  ]\n}'),
    js("unicode_positions", '{"é": "日本${x}"}'),
    js("syntax_error", '[1,'),
]

CASES = NATIVE + JSON

# Reference behaviour deliberately not reproduced, by case name, with the reason.
KNOWN_DIFFERENCES: dict[str, str] = {
    "native_call_namespaced": "namespaced calls are v2.24 syntax; the v2.14.1 oracle rejects them",
    "json_string_call_namespaced": "namespaced calls are v2.24 syntax; the v2.14.1 oracle rejects them",
    "native_heredoc_blank_lines":
        "v2.16 melds a template's consecutive literal parts, so in v2.24 the heredoc's start range "
        "covers both lines (2:1-4:1); the v2.14.1 oracle keeps one part per line (2:1-3:1)",
    "native_trailing_dot":
        "v2.24 turns a traversal ending in a dot into a syntax-error expression over the term and "
        "the dot (1:1-1:3, no variables, its evaluation repeats the error); the v2.14.1 oracle keeps "
        "the traversal before the dot",
}
