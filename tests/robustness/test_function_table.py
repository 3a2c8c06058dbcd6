"""The default function table: exactly these functions, and none reads files, the environment or the network."""

from __future__ import annotations

import ast
import importlib
import inspect

from hcl.functions import standard_functions

EXPECTED = {
    "abs", "add", "and", "assert_not_null", "bytes_len", "bytes_slice", "can", "ceil", "chomp", "chunklist",
    "coalesce", "coalescelist", "compact", "concat", "contains", "convert", "csvdecode", "distinct", "divide",
    "element", "equal", "flatten", "floor", "format", "formatdate", "formatlist", "greater_than",
    "greater_than_or_equal_to", "has_index", "indent", "index", "int", "join", "jsondecode", "jsonencode", "keys",
    "length", "less_than", "less_than_or_equal_to", "log", "lookup", "lower", "max", "merge", "min", "modulo",
    "multiply", "negate", "not", "not_equal", "or", "parseint", "pow", "range", "regex", "regex_replace",
    "regexall", "replace", "reverse", "set_has_element", "set_symmetric_difference", "setintersection",
    "setproduct", "setsubtract", "setunion", "signum", "slice", "sort", "split", "strlen", "strrev", "substr",
    "subtract", "timeadd", "title", "tobool", "tolist", "tomap", "tonumber", "toset", "tostring", "trim",
    "trimprefix", "trimspace", "trimsuffix", "try", "upper", "values", "zipmap",
}

# Modules through which code reaches files, the environment, processes or the network.
_FORBIDDEN_MODULES = {"os", "io", "pathlib", "socket", "urllib", "http", "subprocess", "shutil", "ssl",
                      "ftplib", "smtplib", "requests", "tempfile", "glob", "fileinput"}
# From sys only constants are allowed (``sys.float_info``), never ``sys.stdin`` and the like.
_FORBIDDEN_ATTRIBUTES = {"stdin", "environ", "argv", "getenv", "system", "popen"}
_FORBIDDEN_CALLS = {"open", "exec", "eval", "__import__", "compile", "input"}


def test_default_table_lists_exactly_the_expected_functions() -> None:
    assert set(standard_functions()) == EXPECTED
    # No file, template-file, environment or network functions sneak in under other names.
    assert not {name for name in standard_functions() if name.startswith(("file", "template", "env", "http"))}


def _implementation_modules() -> set[str]:
    modules = set()
    for fn in standard_functions().values():
        for callback in (fn._impl, fn._type):
            module = inspect.getmodule(callback)
            if module is not None and module.__name__.startswith("hcl."):
                modules.add(module.__name__)
    return modules


def test_no_implementation_module_reaches_files_environment_or_network() -> None:
    modules = _implementation_modules()
    assert "hcl.cty.function.stdlib.strings" in modules and "hcl.ext.tryfunc" in modules
    for name in sorted(modules):
        tree = ast.parse(inspect.getsource(importlib.import_module(name)))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                roots = {alias.name.split(".")[0] for alias in node.names}
                assert not roots & _FORBIDDEN_MODULES, (name, roots)
            elif isinstance(node, ast.ImportFrom) and node.module:
                assert node.module.split(".")[0] not in _FORBIDDEN_MODULES, (name, node.module)
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id not in _FORBIDDEN_CALLS, (name, node.func.id)
            elif isinstance(node, ast.Attribute):
                assert node.attr not in _FORBIDDEN_ATTRIBUTES, (name, node.attr)
