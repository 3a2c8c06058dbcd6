"""Differential cases for the ``hcldec`` command: a spec file, input files and a command line each.

``files`` are written beside ``spec.hcldec``; without ``args`` the command is
``--spec=spec.hcldec --diags=json --with-type --keep-nulls`` and every file not
named ``vars*`` (as the spec-suite harness runs it). ``deviation`` marks a case
where the project deliberately differs from the reference (a reference bug):
it is recorded, but not compared. Record with ``tests/tools/record_hcldec_reference.py``.
"""

from __future__ import annotations

from typing import Any


def case(name: str, spec: str | None, files: dict[str, str | bytes] | None = None, **kw: Any) -> dict[str, Any]:
    return {"name": name, "spec": spec, "files": files or {}, **kw}


def obj(*attrs: str) -> str:
    """An ``object`` spec of ``attr`` specs given as ``name: type`` (``name!`` for required)."""
    lines = ["object {"]
    for item in attrs:
        name, _, ty = item.partition(":")
        required = name.endswith("!")
        name = name.rstrip("!")
        body = f"type = {ty.strip()}" if ty.strip() else ""
        if required:
            body += " \n    required = true"
        lines.append(f'  attr "{name}" {{\n    {body}\n  }}')
    lines.append("}")
    return "\n".join(lines) + "\n"


PRIMITIVES = obj("s: string", "n: number", "b: bool", "a: any")

CASES: list[dict[str, Any]] = [
    # ------------------------------------------------------------------ attr and object
    case("attr_primitives", PRIMITIVES, {"in.hcl": 's = "x"\nn = 1.5\nb = true\na = [1, "two"]\n'}),
    case("attr_conversions", PRIMITIVES, {"in.hcl": 's = 12\nn = "3e2"\nb = "false"\na = null\n'}),
    case("attr_absent_nulls", PRIMITIVES, {"in.hcl": ""}),
    case("attr_absent_stripped", PRIMITIVES, {"in.hcl": 'n = 2\n'},
         args=["--spec=spec.hcldec", "in.hcl"]),
    case("attr_collections", obj("l: list(string)", "m: map(number)", "st: set(bool)", "t: tuple([string, number])",
                                 "o: object({a = string, b = list(number)})"),
         {"in.hcl": 'l = ["a", 1]\nm = { x = 1, y = "2" }\nst = [true, false, true]\nt = [1, 2]\n'
                    'o = { a = "q", b = [1, "2"], c = "dropped" }\n'}),
    case("attr_wrong_type", obj("n: number", "l: list(number)"), {"in.hcl": 'n = "abc"\nl = [1, "x", 3]\n'}),
    case("attr_object_missing_attr", obj("o: object({a = string, b = number})"), {"in.hcl": 'o = { a = "x" }\n'}),
    case("attr_required_missing", obj("a!: string", "b!: number", "c: string"), {"in.hcl": 'c = "here"\n'}),
    case("attr_name_override", 'object {\n  attr "out" {\n    name = "in"\n    type = string\n  }\n}\n',
         {"in.hcl": 'in = "value"\n'}),
    case("attr_root", 'attr {\n  name = "x"\n  type = list(number)\n}\n', {"in.hcl": 'x = [3, 2, 1]\n'}),
    case("attr_unsupported_argument", obj("name: string", "port: number"), {"in.hcl": 'name = "a"\nprot = 8\n'}),
    case("attr_unsupported_block", obj("name: string"), {"in.hcl": 'name = "a"\nname2 {\n}\nname {\n}\n'}),
    case("attr_expressions", obj("a: any", "b: any", "c: any", "d: any", "e: any"),
         {"in.hcl": 'a = [for x in [1, 2, 3] : x * 2 if x > 1]\nb = { for k, v in { p = 1, q = 2 } : v => k }\n'
                    'c = "x${1 + 2}y%{if true}z%{endif}"\nd = [{ n = 1 }, { n = 2 }][*].n\n'
                    'e = <<-EOT\n    hello\n      world\n    EOT\n'}),
    case("attr_numbers", obj("a: number", "b: number", "c: number", "d: string"),
         {"in.hcl": 'a = 0.1 + 0.2\nb = 1e30\nc = 3.14159265358979323846264338327950288419716939937510582097494459\n'
                    'd = 10 / 4\n'}),
    case("attr_strings_escaping", obj("s: string", "t: string"),
         {"in.hcl": 's = "<a href=\\"x\\">&amp;</a>\\u2028"\nt = "tab\\tnl\\n ünï"\n'}),
    case("attr_eval_errors", obj("a: any", "b: any", "c: any"),
         {"in.hcl": 'a = 1 + "x"\nb = [1, 2][5]\nc = { a = 1 }.b\n'}),
    case("attr_dynamic_null_keep_type", obj("a: any", "b: list(any)"), {"in.hcl": 'b = [1, 2]\n'}),

    # ------------------------------------------------------------------ array and literal
    case("array_spec", 'array {\n  attr { name = "a" }\n  literal { value = "lit" }\n  attr {\n    name = "b"\n'
                       '    type = number\n  }\n}\n', {"in.hcl": 'a = true\nb = 2\n'}),
    case("array_empty", "array {\n}\n", {"in.hcl": ""}),
    case("literal_values", 'object {\n  literal "n" { value = null }\n  literal "o" { value = { a = [1, 2] } }\n'
                           '  literal "f" { value = max(3, abs(-7), 5) }\n  literal "c" { value = concat([1], [2]) }\n'
                           '}\n', {"in.hcl": ""}),
    case("literal_root_null", "literal {\n  value = null\n}\n", {"in.hcl": ""},
         args=["--spec=spec.hcldec", "in.hcl"]),
    case("literal_missing_value", "literal {\n}\n", {"in.hcl": ""}),
    case("literal_variable_error", "literal {\n  value = foo\n}\n", {"in.hcl": ""}),

    # ------------------------------------------------------------------ block
    case("block_present", 'object {\n  block "b" {\n    object {\n      attr "x" { type = number }\n    }\n  }\n}\n',
         {"in.hcl": 'b {\n  x = 1\n}\n'}),
    case("block_absent", 'object {\n  block "b" {\n    object {\n      attr "x" { type = number }\n    }\n  }\n}\n',
         {"in.hcl": ""}),
    case("block_required_missing", 'object {\n  block "b" {\n    required = true\n    attr { name = "x" }\n  }\n}\n',
         {"in.hcl": "other = 1\n"}),
    case("block_duplicate", 'block {\n  block_type = "b"\n  object {\n  }\n}\n', {"in.hcl": 'b {\n}\nb {\n}\n'}),
    case("block_labels_unexpected", 'block {\n  block_type = "b"\n  object {\n  }\n}\n', {"in.hcl": 'b "x" {\n}\n'}),
    case("block_nested_errors", 'block {\n  block_type = "b"\n  object {\n    attr "x" {\n      type = number\n'
                                '      required = true\n'
                                '    }\n  }\n}\n', {"in.hcl": 'b {\n  y = 1\n}\n'}),

    # ------------------------------------------------------------------ block_list, block_set
    case("block_list_basic", 'block_list {\n  block_type = "item"\n  object {\n    attr "v" { type = string }\n'
                             '  }\n}\n',
         {"in.hcl": 'item {\n  v = "a"\n}\nitem {\n}\nitem {\n  v = 3\n}\n'}),
    case("block_list_empty", 'block_list {\n  block_type = "item"\n  attr {\n    name = "v"\n    type = number\n'
                             '  }\n}\n', {"in.hcl": ""}),
    case("block_list_min", 'block_list {\n  block_type = "item"\n  min_items = 2\n  object {\n  }\n}\n',
         {"in.hcl": 'item {\n}\n'}),
    case("block_list_max", 'block_list {\n  block_type = "item"\n  max_items = 1\n  object {\n    attr "v" {}\n'
                           '  }\n}\n',
         {"in.hcl": 'item {\n  v = 1\n}\nitem {\n  v = 2\n}\nitem {\n}\n'}),
    case("block_list_unify", 'block_list {\n  block_type = "item"\n  attr {\n    name = "v"\n    type = any\n  }\n}\n',
         {"in.hcl": 'item {\n  v = 1\n}\nitem {\n  v = "two"\n}\n'}),
    case("block_list_inconsistent", 'block_list {\n  block_type = "item"\n  attr {\n    name = "v"\n'
                                    '    type = any\n  }\n}\n',
         {"in.hcl": 'item {\n  v = { a = 1 }\n}\nitem {\n  v = "two"\n}\n'}),
    case("block_set_basic", 'block_set {\n  block_type = "item"\n  object {\n    attr "v" { type = number }\n  }\n}\n',
         {"in.hcl": 'item {\n  v = 2\n}\nitem {\n  v = 1\n}\nitem {\n  v = 2\n}\n'}),
    case("block_set_max", 'block_set {\n  block_type = "item"\n  max_items = 1\n  attr {\n    name = "v"\n'
                          '    type = number\n  }\n}\n',
         {"in.hcl": 'item {\n  v = 2\n}\nitem {\n  v = 1\n}\n'}),
    case("block_set_empty_stripped", 'object {\n  block_set "item" {\n    attr { name = "v" }\n  }\n  attr "z" {}\n}\n',
         {"in.hcl": ""}, args=["--spec=spec.hcldec", "in.hcl"]),

    # ------------------------------------------------------------------ block_map
    case("block_map_one_label", 'block_map {\n  block_type = "svc"\n  labels = ["name"]\n  object {\n'
                                '    attr "port" { type = number }\n'
                                '  }\n}\n', {"in.hcl": 'svc "a" {\n  port = 1\n}\nsvc "b" {\n}\n'}),
    case("block_map_two_labels", 'block_map {\n  block_type = "res"\n  labels = ["type", "name"]\n  attr {\n'
                                 '    name = "v"\n    type = string\n  }\n}\n',
         {"in.hcl": 'res "t" "a" {\n  v = "1"\n}\nres "t" "b" {\n  v = "2"\n}\nres "u" "a" {\n}\n'}),
    case("block_map_duplicate", 'block_map {\n  block_type = "svc"\n  labels = ["name"]\n  object {\n  }\n}\n',
         {"in.hcl": 'svc "a" {\n}\nsvc "a" {\n}\n'}),
    case("block_map_label_errors", 'block_map {\n  block_type = "svc"\n  labels = ["name"]\n  object {\n  }\n}\n',
         {"in.hcl": 'svc {\n}\nsvc "a" "b" {\n}\n'}),
    case("block_map_empty", 'block_map {\n  block_type = "res"\n  labels = ["type", "name"]\n  attr {\n'
                            '    name = "v"\n    type = string\n  }\n}\n',
         {"in.hcl": ""}),
    case("block_map_any_rejected", 'block_map {\n  block_type = "svc"\n  labels = ["name"]\n  attr {\n'
                                   '    name = "v"\n    type = any\n  }\n}\n',
         {"in.hcl": ""}),
    case("block_map_no_labels", 'block_map {\n  block_type = "svc"\n  labels = []\n  object {\n  }\n}\n',
         {"in.hcl": ""}),
    case("block_map_labels_wrong_type", 'block_map {\n  block_type = "svc"\n  labels = "name"\n  object {\n  }\n'
                                        '}\n', {"in.hcl": ""}),

    # ------------------------------------------------------------------ block_attrs (reference bug: rejected)
    case("block_attrs_rejected_by_reference", 'block_attrs {\n  block_type = "tags"\n  element_type = string\n}\n',
         {"in.hcl": 'tags {\n  a = "x"\n  b = 2\n}\n'}, deviation="block_attrs is accepted"),

    # ------------------------------------------------------------------ default
    case("default_fallback", 'default {\n  attr { name = "v" }\n  literal { value = "fallback" }\n}\n',
         {"in.hcl": ""}),
    case("default_primary", 'default {\n  attr {\n    name = "v"\n    type = string\n  }\n'
                            '  literal { value = "fallback" }\n}\n', {"in.hcl": 'v = 5\n'}),
    case("default_chain", 'object {\n  default "x" {\n    attr { name = "a" }\n    attr { name = "b" }\n'
                          '    literal { value = 0 }\n  }\n}\n', {"in.hcl": 'b = 2\n'}),
    case("default_required_twice", 'default {\n  attr {\n    name = "v"\n    required = true\n  }\n'
                                   '  literal { value = 1 }\n}\n', {"in.hcl": ""}),
    case("default_empty", "default {\n}\n", {"in.hcl": ""}),
    case("default_single_child", 'default {\n  attr { name = "v" }\n}\n', {"in.hcl": "v = 1\n"},
         deviation="the reference crashes (index out of range) on a default block with one child"),

    # ------------------------------------------------------------------ transform
    case("transform_basic", 'transform {\n  attr {\n    name = "mb"\n    type = number\n  }\n'
                            '  result = nested * 1024\n}\n', {"in.hcl": "mb = 3\n"}),
    case("transform_functions", 'object {\n  transform "n" {\n    attr { name = "list" }\n'
                                '    result = length(nested) + abs(-1)\n  }\n}\n', {"in.hcl": "list = [1, 2, 3]\n"}),
    case("transform_no_result", 'transform {\n  attr { name = "v" }\n}\n', {"in.hcl": "v = 1\n"}),
    case("transform_two_nested", 'transform {\n  attr { name = "v" }\n  attr { name = "w" }\n  result = nested\n}\n',
         {"in.hcl": ""}),
    case("transform_nested_error", 'transform {\n  attr {\n    name = "v"\n    type = number\n  }\n'
                                   '  result = nested + 1\n}\n', {"in.hcl": 'v = "x"\n'}),
    case("transform_result_error", 'transform {\n  attr { name = "v" }\n  result = nested.missing\n}\n',
         {"in.hcl": 'v = { a = 1 }\n'}),

    # ------------------------------------------------------------------ variables, functions, contexts
    case("spec_variables", 'variables {\n  greeting = "hi"\n  n = max(1, 2)\n}\n' + obj("a: string"),
         {"in.hcl": 'a = "${greeting} ${n}"\n'}),
    case("vars_inline_json", obj("a: any", "b: any"), {"in.hcl": 'a = foo\nb = bar.baz[1]\n'},
         args=["--spec=spec.hcldec", "--diags=json", "-V", '{"foo": "F", "bar": {"baz": [1, 2]}}', "in.hcl"]),
    case("vars_files", obj("a: any", "b: any", "c: any"),
         {"in.hcl": "a = x\nb = y\nc = z\n", "vars.json": '{"x": 1, "y": [true]}', "vars2.hcl": 'z = "zed"\ny = 2\n'},
         args=["--spec=spec.hcldec", "--diags=json", "--vars=vars.json", "-Vvars2.hcl", "in.hcl"]),
    case("vars_override_spec", 'variables {\n  v = "spec"\n  w = "spec"\n}\n' + obj("a: string", "b: string"),
         {"in.hcl": "a = v\nb = w\n"}, args=["--spec", "spec.hcldec", "--diags=json", "-V", '{"v": "cli"}', "in.hcl"]),
    case("vars_errors", obj("a: any"), {"in.hcl": "a = 1\n", "vars.hcl": "x = 1 +\n"},
         args=["--spec=spec.hcldec", "--diags=json", "-V", '{"y": "${nope}"}', "-V", "vars.hcl", "in.hcl"]),
    case("vars_missing_file", obj("a: any"), {"in.hcl": "a = 1\n"},
         args=["--spec=spec.hcldec", "--diags=json", "-V", "nope.json", "-V", "nope.hcl", "in.hcl"]),
    case("unknown_variable", 'variables {\n  name = "x"\n}\n' + obj("a: any"), {"in.hcl": "a = nmae\n"}),
    case("variables_not_allowed", obj("a: any", "b: any"), {"in.hcl": "a = v\nb = upper(\"x\")\n"}),
    case("function_not_defined", 'function "twice" {\n  params = [x]\n  result = x * 2\n}\n' + obj("a: any"),
         {"in.hcl": "a = thrice(1)\n"}),
    case("user_functions", 'function "twice" {\n  params = [x]\n  result = x * 2\n}\n'
                           'function "count" {\n  params = [first]\n  variadic_param = rest\n'
                           '  result = [first, length(rest), rest]\n}\n' + obj("a: any", "b: any", "c: any"),
         {"in.hcl": 'a = twice(21)\nb = count("x", 1, 2)\nc = count(true)\n'}),
    case("user_function_errors", 'function "twice" {\n  params = [x]\n  result = x * 2\n}\n' + obj("a: any", "b: any"),
         {"in.hcl": 'a = twice("x")\nb = twice(1, 2)\n'}),
    case("user_function_bad_decl", 'function "f" {\n  params = ["x"]\n  result = 1\n}\n'
                                   'function "g" {\n  params = [a]\n  variadic_param = "r"\n  result = 1\n}\n'
                                   'function "h" {\n  result = 1\n}\n' + obj("a: any"), {"in.hcl": ""}),

    # ------------------------------------------------------------------ --var-refs
    case("var_refs_nested", 'object {\n  attr "a" {}\n  block_list "b" {\n    object {\n      attr "c" {}\n    }\n'
                            '  }\n  block "d" {\n    attr { name = "e" }\n  }\n}\n',
         {"in.hcl": 'a = foo.bar[0]\nb {\n  c = baz["k"].q\n}\nb {\n  c = [for x in y : x + z]\n}\n'
                    'd {\n  e = w\n}\n'}, args=["--spec=spec.hcldec", "--diags=json", "--var-refs", "in.hcl"]),
    case("var_refs_values", obj("a: any", "b: any"), {"in.hcl": 'a = foo.x\nb = missing\n'},
         args=["--spec=spec.hcldec", "--var-refs", "-V", '{"foo": {"x": [1, "two"]}}', "in.hcl"]),
    case("var_refs_none", obj("a: any"), {"in.hcl": "a = 1\n"},
         args=["--spec=spec.hcldec", "--var-refs", "in.hcl"]),
    case("var_refs_json_input", obj("a: any", "b: any"), {"in.hcl.json": '{"a": "${foo.bar}", "b": "x${baz[1]}"}'},
         args=["--spec=spec.hcldec", "--var-refs", "in.hcl.json"]),

    # ------------------------------------------------------------------ command line
    case("out_file", obj("a: number"), {"in.hcl": "a = 1\n"}, args=["--spec=spec.hcldec", "-o", "out.json", "in.hcl"]),
    case("flags_after_files", obj("a: number"), {"in.hcl": "a = 1\n"}, args=["in.hcl", "--with-type", "-sspec.hcldec"]),
    case("double_dash", obj("a: number"), {"in.hcl": "a = 1\n"}, args=["--spec=spec.hcldec", "--", "in.hcl"]),
    case("bool_flag_value", obj("a: number"), {"in.hcl": "a = 1\n"},
         args=["--spec=spec.hcldec", "--with-type=false", "--keep-nulls=true", "in.hcl"]),
    case("bool_flag_bad_value", obj("a: number"), {"in.hcl": ""}, args=["--spec=spec.hcldec", "--with-type=yes"]),
    case("version", None, args=["--version"]),
    case("version_short", None, args=["-v", "--spec=whatever"]),
    case("spec_required", None, args=["in.hcl"]),
    case("unknown_flag", None, args=["--bogus"]),
    case("unknown_shorthand", None, args=["-x"]),
    case("flag_needs_argument", None, args=["--spec"]),
    case("help", None, args=["--help"]),
    case("bad_diags_format", obj("a: any"), {"in.hcl": ""}, args=["--spec=spec.hcldec", "--diags=xml", "in.hcl"]),
    case("stdin_input", obj("a: any"), args=["--spec=spec.hcldec"], stdin='a = "from stdin"\n'),
    case("stdin_parse_error", obj("a: any"), args=["--spec=spec.hcldec", "--diags=json"], stdin="a = \n"),
    case("text_diagnostics", obj("name: string", "port: number"),
         {"in.hcl": 'server {\n}\nname = 1\nport = "eighty"\n'}, args=["--spec=spec.hcldec", "in.hcl"]),

    # ------------------------------------------------------------------ inputs: merging, JSON
    case("merge_files", obj("a: any", "b: any"), {"a.hcl": "a = 1\n", "b.hcl": "b = 2\n"}),
    case("merge_duplicate", obj("a: any"), {"a.hcl": "a = 1\n", "b.hcl": "a = 2\n"}),
    case("merge_required_missing", obj("a!: any", "b: any"), {"a.hcl": "b = 1\n", "b.hcl": ""}),
    case("merge_missing_block", 'block {\n  block_type = "b"\n  required = true\n  object {\n  }\n}\n',
         {"a.hcl": "", "b.hcl": ""}),
    case("json_input", 'object {\n  attr "a" {}\n  block_map "svc" {\n    labels = ["name"]\n'
                       '    attr {\n      name = "port"\n      type = number\n    }\n  }\n  block_list "x" {\n'
                       '    attr { name = "v" }\n  }\n}\n',
         {"in.hcl.json": '{"a": "${1 + 1}", "svc": {"web": {"port": 80}, "db": [{"port": "5432"}]},'
                         ' "x": [{"v": 1}, {"v": 2}]}'}),
    case("json_input_errors", obj("a: number"), {"in.hcl.json": '{"a": "x", "b": 1}'}),
    case("json_syntax_error", obj("a: number"), {"in.hcl.json": '{"a": 1,}'}),
    case("json_and_native_merged", obj("a: any", "b: any"), {"a.hcl": "a = 1\n", "b.json": '{"b": [true]}'}),
    case("input_parse_error", obj("a: any"), {"in.hcl": "a = \nb = {\n"}),
    case("input_missing", obj("a: any"), {}, args=["--spec=spec.hcldec", "--diags=json", "nope.hcl", "nope.json"]),
    case("same_file_twice", obj("a: any"), {"in.hcl": "a = 1\n"},
         args=["--spec=spec.hcldec", "--diags=json", "in.hcl", "in.hcl"]),

    # ------------------------------------------------------------------ bad spec files
    case("spec_empty", "", {"in.hcl": ""}),
    case("spec_two_roots", "literal {\n  value = 1\n}\nliteral {\n  value = 2\n}\n", {"in.hcl": ""}),
    case("spec_unknown_block", "objekt {\n}\n", {"in.hcl": ""}),
    case("spec_attribute_at_root", 'x = 1\nliteral {\n  value = 1\n}\n', {"in.hcl": ""}),
    case("spec_parse_error", "object {\n", {"in.hcl": ""}),
    case("spec_missing_file", None, {"in.hcl": ""}),
    case("spec_attr_without_name", "array {\n  attr {\n    type = string\n  }\n}\n", {"in.hcl": ""}),
    case("spec_attr_bad_type", 'object {\n  attr "a" { type = strin }\n  attr "b" { type = list(1) }\n'
                               '  attr "c" { type = "string" }\n  attr "d" { type = lst(string) }\n}\n',
         {"in.hcl": ""}),
    case("spec_attr_bad_argument", 'object {\n  attr "a" {\n    typ = string\n    required = "maybe"\n  }\n}\n',
         {"in.hcl": ""}),
    case("spec_object_child_unlabelled", "object {\n  attr {\n    name = \"a\"\n  }\n}\n", {"in.hcl": ""}),
    case("spec_block_list_no_type", "block_list {\n  attr {\n    name = \"a\"\n  }\n}\n", {"in.hcl": ""}),
    case("spec_block_nested_count", 'object {\n  block "a" {\n  }\n  block "b" {\n    attr { name = "x" }\n'
                                    '    attr { name = "y" }\n'
                                    '  }\n}\n', {"in.hcl": ""}),
    case("spec_min_items_bad", 'object {\n  block_list "a" {\n    min_items = "x"\n    object {\n    }\n  }\n'
                               '  block_list "b" {\n    max_items = 1.5\n    object {\n    }\n  }\n}\n',
         {"in.hcl": ""}),
    case("spec_block_type_unknown_value", 'block {\n  block_type = foo\n  object {\n  }\n}\n', {"in.hcl": ""}),
    case("spec_variables_errors", 'variables {\n  a = 1 + "x"\n  b = upper("x")\n}\nvariables "l" {\n}\n'
                                  'literal {\n  value = 1\n}\n', {"in.hcl": ""}),
    case("spec_block_without_block_type", "block {\n  object {\n  }\n}\n", {"in.json": '{"": {}}'},
         args=["--spec=spec.hcldec", "--diags=json", "--keep-nulls", "in.json"]),

    # ------------------------------------------------------------------ more
    case("out_file_bad_dir", obj("a: number"), {"in.hcl": "a = 1\n"},
         args=["--spec=spec.hcldec", "--out=missing/dir/out.json", "in.hcl"]),
    case("vars_bad_json", obj("a: any"), {"in.hcl": "a = v\n"},
         args=["--spec=spec.hcldec", "--diags=json", "-V", '{"v": 1', "in.hcl"]),
    case("vars_json_templates", obj("a: any", "b: any"), {"in.hcl.json": '{"a": "${v}-${w[0]}", '
                        '"b": "%{ for x in w }${x}%{ endfor }"}'},
         args=["--spec=spec.hcldec", "--diags=json", "-V", '{"v": "V", "w": ["p", "q"]}', "in.hcl.json"]),
    case("unicode_columns", obj("n: number"), {"in.hcl": 'x = "héllo wörld 🎉"\nn = "ü"\n'}),
    case("default_in_object_with_block", 'object {\n  default "b" {\n    block {\n      block_type = "b"\n'
                                         '      attr { name = "x" }\n    }\n    literal { value = "none" }\n  }\n}\n',
         {"in.hcl": ""}),
    case("transform_in_block_map", 'block_map {\n  block_type = "m"\n  labels = ["k"]\n  transform {\n'
                                   '    attr {\n      name = "v"\n      type = number\n    }\n    result = nested * 2\n'
                                   '  }\n}\n', {"in.hcl": 'm "a" {\n  v = 1\n}\nm "b" {\n  v = 2\n}\n'}),
    case("var_refs_block_map", 'block_map {\n  block_type = "m"\n  labels = ["k"]\n  attr {\n    name = "v"\n'
                               '    type = string\n  }\n}\n', {"in.hcl": 'm "a" {\n  v = x[0].y\n}\nm "b" {\n'
                                                                         '  v = z\n}\n'},
         args=["--spec=spec.hcldec", "--var-refs", "-V", '{"x": [{"y": "Y"}], "z": null}', "in.hcl"]),
    case("deep_nesting", 'block_list {\n  block_type = "a"\n  block_list {\n    block_type = "b"\n    block {\n'
                         '      block_type = "c"\n      attr { name = "v" }\n    }\n  }\n}\n',
         {"in.hcl": 'a {\n  b {\n    c {\n      v = 1\n    }\n  }\n  b {\n  }\n}\na {\n}\n'}),
    case("conditional_and_splat_errors", obj("a: any", "b: any"),
         {"in.hcl": 'a = true ? 1 : "x"\nb = null[*].x\nc = 1\n'}),
    # ------------------------------------------------------------------ found by exploration
    case(
        'nested_block_map_in_list',
        'block_list {\n  block_type = "a"\n  block_map {\n    block_type = "b"\n    labels = ["k"]\n'
        '    attr { name = "v" \n type = number }\n  }\n}\n',
        {'in.hcl': 'a {\n b "x" { v = 1 }\n b "y" { v = 2 }\n}\na {\n}\n'},
    ),
    case(
        'set_of_objects_and_map_any',
        'object {\n  attr "s" {\n    type = set(object({a = number}))\n  }\n  attr "m" {\n    type = map(any)\n'
        '  }\n}\n',
        {'in.hcl': 's = [{a = 1}, {a = 1}, {a = "2"}]\nm = { a = 1, b = "x" }\n'},
    ),
    case(
        'json_block_list_with_null',
        'block_list {\n block_type = "a"\n attr { name = "v" }\n}\n',
        {'in.json': '{"a": [{"v": 1}, null, {"v": 2}]}'},
    ),
    case(
        'json_block_list_bad_items',
        'block_list {\n block_type = "a"\n attr { name = "v" }\n}\n',
        {'in.json': '{"a": [1, 2]}'},
    ),
    case(
        'json_block_map_two_labels',
        'block_map {\n block_type = "a"\n labels = ["x", "y"]\n attr { name = "v" \n type = number }\n}\n',
        {'in.json': '{"a": {"p": {"q": {"v": 1}}, "r": [{"s": {}}]}}'},
    ),
    case(
        'for_grouping',
        'object {\n  attr "a" {\n    type = any\n  }\n}\n',
        {'in.hcl': 'a = { for k, v in {a = 1, b = 2, c = 1} : v => k... }\n'},
    ),
    case(
        'user_function_unknown_variable',
        'function "f" {\n params = []\n result = nope\n}\nobject {\n  attr "a" {\n    type = any\n  }\n}\n',
        {'in.hcl': 'a = f()\n'},
    ),
    case(
        'user_function_null_argument',
        'function "f" {\n params = [x]\n result = x\n}\nobject {\n  attr "a" {\n    type = any\n  }\n}\n',
        {'in.hcl': 'a = f(null)\n'},
    ),
    case(
        'user_function_expansion',
        'function "f" {\n params = []\n variadic_param = r\n result = r\n}\nobject {\n  attr "a" {\n'
        '    type = any\n  }\n}\n',
        {'in.hcl': 'a = f([1,2]...)\n'},
    ),
    case(
        'vars_null_attribute',
        'object {\n  attr "a" {\n    type = any\n  }\n}\n',
        {'in.hcl': 'a = x.y\n'},
        args=['--spec=spec.hcldec', '--diags=json', '-V', '{"x": {"y": null}}', 'in.hcl'],
    ),
    case(
        'var_refs_with_object_value',
        'object {\n block "b" {\n  attr { name = "x" }\n }\n}\n',
        {'in.hcl': 'b {\n x = y\n}\n'},
        args=['--spec=spec.hcldec', '--var-refs', '-V', '{"y": {"z": [1]}}', 'in.hcl'],
    ),
    case(
        'var_refs_index_steps',
        'object {\n  attr "a" {\n    type = any\n  }\n}\n',
        {'in.hcl': 'a = x[0]["k"].y\n'},
        args=['--spec=spec.hcldec', '--var-refs', 'in.hcl'],
    ),
    case(
        'var_refs_fractional_index',
        'object {\n  attr "a" {\n    type = any\n  }\n}\n',
        {'in.hcl': 'a = x[1.5]\n'},
        args=['--spec=spec.hcldec', '--var-refs', 'in.hcl'],
    ),
    case(
        'var_refs_legacy_index',
        'object {\n  attr "a" {\n    type = any\n  }\n}\n',
        {'in.hcl': 'a = x.0.y\n'},
        args=['--spec=spec.hcldec', '--var-refs', 'in.hcl'],
    ),
    case(
        'block_list_zero_max_negative_min',
        'block {\n block_type = "b"\n block_list {\n  block_type = "c"\n  max_items = 0\n  min_items = -1\n'
        '  object {}\n }\n}\n',
        {'in.hcl': 'b {\n c {}\n c {}\n}\n'},
    ),
    case(
        'var_refs_to_file',
        'object {\n  attr "a" {\n    type = any\n  }\n}\n',
        {'in.hcl': 'a = 1\n'},
        args=['-o', 'out.json', '--spec=spec.hcldec', '--var-refs', 'in.hcl'],
    ),
    case(
        'transform_block_list_length',
        'transform {\n block_list {\n  block_type = "b"\n  attr { name = "v" }\n }\n result = length(nested)\n}\n',
        {'in.hcl': 'b {\n}\nb {\n v = 1\n}\n'},
    ),
    case(
        'json_array_root',
        'object {\n  attr "a" {\n    type = any\n  }\n}\n',
        {'in.hcl.json': '[{"a": 1}, {"a": 2}]'},
    ),
    case(
        'json_string_root',
        'object {\n  attr "a" {\n    type = any\n  }\n}\n',
        {'in.hcl.json': '"str"'},
    ),
    case(
        'json_nested_block_lists',
        'block_list {\n block_type = "b"\n block_list {\n  block_type = "c"\n  attr { name = "v" }\n }\n}\n',
        {'in.hcl.json': '{"b": [{"c": [{"v": 1}]}, {"c": {"v": 2}}]}'},
    ),
    case(
        'logical_operator_error',
        'object {\n  attr "a" {\n    type = any\n  }\n}\n',
        {'in.hcl': 'a = true && x\n'},
        args=['--spec=spec.hcldec', '--diags=json', '-V', '{"x": "nope"}', 'in.hcl'],
    ),
    case(
        'spec_type_constructor_errors',
        'object {\n attr "a" {\n  type = list(string, number)\n }\n attr "b" { type = object({a = 1}) }\n'
        ' attr "c" { type = tuple(string) }\n attr "d" { type = map() }\n}\n',
        {'in.hcl': ''},
    ),
    case(
        'user_function_duplicate_params',
        'object {\n attr "a" { type = any }\n}\nfunction "f" {\n params = [a, a]\n result = a\n}\n',
        {'in.hcl': 'a = f(1, 2)\n'},
    ),
    case(
        'user_function_redefined',
        'function "f" {\n params = [a]\n result = a\n}\nfunction "f" {\n params = []\n result = 2\n}\nobject {\n'
        '  attr "a" {\n    type = any\n  }\n}\n',
        {'in.hcl': 'a = f()\n'},
    ),
    case(
        'user_function_unlabelled',
        'function {\n params = [a]\n result = a\n}\nobject {\n  attr "a" {\n    type = any\n  }\n}\n',
        {'in.hcl': ''},
    ),
    case(
        'spec_variables_repeated',
        'variables {\n a = 1\n}\nvariables {\n a = 2\n b = a\n}\nobject {\n  attr "a" {\n    type = any\n  }\n}\n',
        {'in.hcl': 'a = a\n'},
    ),
    case(
        'spec_attr_name_values',
        'object {\n attr "a" {\n  name = 1\n }\n attr "b" {\n  name = null\n }\n attr "c" {\n  name = ["x"]\n }\n'
        '}\n',
        {'in.hcl': '1 = 2\n'},
    ),
    case(
        'spec_block_map_bad_labels',
        'object {\n block_map "a" {\n  labels = [null]\n  object {}\n }\n block_map "b" {\n  labels = ["a", 1]\n'
        '  object {}\n }\n}\n',
        {'in.hcl': 'b "x" "y" {}\n'},
    ),
    case(
        'spec_default_bad_child',
        'object {\n default "a" {\n  attr { name = "a" }\n  bogus {}\n }\n}\n',
        {'in.hcl': ''},
    ),
    case(
        'spec_nested_objects',
        'object {\n object "x" {\n  object "y" {\n   attr "z" { required = true }\n  }\n }\n}\n',
        {'in.hcl': ''},
    ),
    case(
        'spec_min_items_too_big',
        'block_list {\n block_type = "a"\n min_items = 9999999999999999999999\n object {}\n}\n',
        {'in.hcl': ''},
    ),
    case(
        'spec_null_min_negative_max',
        'block_list {\n block_type = "a"\n min_items = null\n max_items = -3\n object {}\n}\n',
        {'in.hcl': 'a {}\n'},
    ),
    case(
        'spec_block_list_three_nested',
        'block_list {\n block_type = "a"\n object {}\n object {}\n object {}\n}\n',
        {'in.hcl': ''},
    ),
    case(
        'spec_literal_function_error',
        'literal {\n value = min()\n}\n',
        {'in.hcl': ''},
    ),
    case(
        'vars_many_and_bad_path',
        'object {\n  attr "a" {\n    type = any\n  }\n}\n',
        {'in.hcl': 'a = 1\n'},
        args=['--spec=spec.hcldec', '--diags=json', '-V', '{}', '-V', '{"a": 1}', '-V', '[1]', 'in.hcl'],
    ),
    case(
        'vars_duplicate_json_keys',
        'object {\n  attr "a" {\n    type = any\n  }\n}\n',
        {'in.hcl': 'a = 1\n'},
        args=['--spec=spec.hcldec', '--diags=json', '-V', '{"a": {"b": 1}, "a": 2}', 'in.hcl'],
    ),
    case(
        'vars_json_array_file',
        'object {\n  attr "a" {\n    type = any\n  }\n}\n',
        {'in.hcl': 'a = x\n', 'v.json': '[{"x": 1}]'},
        args=['--spec=spec.hcldec', '--diags=json', '-V', 'v.json', 'in.hcl'],
    ),
    case(
        'vars_file_with_block',
        'object {\n  attr "a" {\n    type = any\n  }\n}\n',
        {'in.hcl': 'a = x\n', 'v.hcl': 'x = 1\nblk {}\n'},
        args=['--spec=spec.hcldec', '--diags=json', '-V', 'v.hcl', 'in.hcl'],
    ),
    case(
        'spec_file_as_input',
        'object {\n  attr "a" {\n    type = any\n  }\n}\n',
        {'in.hcl': 'a = 1\n'},
        args=['--spec=spec.hcldec', '--diags=json', 'in.hcl', 'spec.hcldec'],
    ),
    case(
        'same_file_vars_and_input',
        'object {\n  attr "a" {\n    type = any\n  }\n}\n',
        {'in.hcl': 'a = 1\n'},
        args=['--spec=spec.hcldec', '--diags=json', '-V', 'in.hcl', 'in.hcl'],
    ),
    case("positive_infinity", obj("a: number"), {"in.hcl": "a = 1/0\n"},
         deviation="the reference writes invalid JSON for +Inf (and an error for -Inf)"),
]
