"""``hcl eval``: evaluate an expression with the standard functions and print it as JSON."""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from typing import TYPE_CHECKING

from hcl.cli.output import print_diagnostics
from hcl.cli.paths import read_path
from hcl.diagnostics import Diagnostic

if TYPE_CHECKING:
    from hcl.cty import Value

EPILOG = """\
The expression is native syntax and may use every standard function (upper,
jsonencode, cidrsubnet, ...), try, can and convert. The value is printed as
JSON on standard output; diagnostics go to standard error.

exit status: 0 evaluated, 1 errors (in the expression or the variables), 2 usage error

examples:
  hcl eval '1 + 2'                                          # 3
  hcl eval --var 'ports=[80, 443]' '[for p in ports : p + 8000]'
  hcl eval --vars-file terraform.tfvars --with-type 'upper(region)'
"""

_EXPRESSION = "<expression>"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the arguments of ``hcl eval``."""
    parser.epilog = EPILOG
    parser.add_argument("--var", action="append", metavar="NAME=JSON",
                        help="a variable whose value is JSON text (repeatable; later ones win)")
    parser.add_argument("--vars-file", metavar="FILE",
                        help="variables from a file: a JSON object when the name ends in .json, else native "
                             "attributes (name = value) evaluated without variables; - reads standard input")
    parser.add_argument("--with-type", action="store_true",
                        help='print {"value": ..., "type": ...}, the type in cty JSON form')
    parser.add_argument("--diags", choices=["text", "json"], default="text",
                        help="how to print diagnostics: rendered text (the default) or hcldec-style JSON")
    parser.add_argument("expression", metavar="EXPR", help="the expression to evaluate")


def _load_variables(args: argparse.Namespace, sources: dict[str, bytes]) -> tuple[dict[str, Value],
                                                                                   list[Diagnostic]]:
    from hcl.cty import CtyError
    from hcl.cty.json import implied_type, unmarshal

    variables: dict[str, Value] = {}
    diags: list[Diagnostic] = []
    if args.vars_file:
        path, data, problem = read_path(args.vars_file)
        if data is None:
            return variables, [problem] if problem is not None else []
        sources[path] = data
        if path.endswith(".json"):
            # The cty JSON decoder, not json.loads: it reports over-deep nesting as a
            # diagnostic where the standard library raises RecursionError.
            text = data.decode("utf-8", "replace")
            try:
                obj = unmarshal(text, implied_type(text))
            except CtyError as exc:
                return variables, [Diagnostic.error("Invalid variables file", f"{path} is not valid JSON: {exc}.")]
            if not obj.type.is_object:
                return variables, [Diagnostic.error("Invalid variables file", f"{path} must hold a JSON object.")]
            variables.update(obj.as_value_map())
        else:
            variables.update(_native_variables(data, path, diags))
    for spec in args.var or []:
        name, sep, text = spec.partition("=")
        if not sep or not name:
            diags.append(Diagnostic.error("Invalid --var", f"Expected NAME=JSON, not {spec!r}."))
            continue
        try:
            variables[name] = unmarshal(text, implied_type(text))
        except CtyError as exc:
            diags.append(Diagnostic.error("Invalid variable value", f"The value for {name!r} (--var) is not "
                                          f"valid JSON for an HCL value: {exc}."))
    return variables, diags


def _native_variables(data: bytes, path: str, diags: list[Diagnostic]) -> Mapping[str, Value]:
    from hcl.eval import evaluate
    from hcl.native import parse_config

    file, file_diags = parse_config(data, path)
    diags.extend(file_diags)
    variables: dict[str, Value] = {}
    for attr in file.body.attributes:
        value, value_diags = evaluate(attr.expr)
        diags.extend(value_diags)
        variables[attr.name] = value
    return variables


def run(args: argparse.Namespace) -> int:
    """Evaluate and print; the exit status."""
    from hcl.cty import DYNAMIC, CtyError
    from hcl.cty.json import marshal
    from hcl.eval import EvalContext, evaluate
    from hcl.functions import standard_functions
    from hcl.native import parse_expression

    as_json = args.diags == "json"
    sources: dict[str, bytes] = {_EXPRESSION: args.expression.encode("utf-8", "surrogateescape")}
    variables, diags = _load_variables(args, sources)
    if any(d.is_error for d in diags):
        print_diagnostics(diags, as_json, sources=sources)
        return 1
    expr, parse_diags = parse_expression(args.expression, _EXPRESSION)
    diags.extend(parse_diags)
    if parse_diags.has_errors:
        print_diagnostics(diags, as_json, sources=sources)
        return 1
    value, eval_diags = evaluate(expr, EvalContext(variables, standard_functions()))
    diags.extend(eval_diags)
    if any(d.is_error for d in diags):
        print_diagnostics(diags, as_json, sources=sources)
        return 1
    try:
        out = marshal(value, DYNAMIC if args.with_type else value.type)
    except CtyError as exc:
        diags.append(Diagnostic.error("Value cannot be printed", f"{exc}.", expr.range))
        print_diagnostics(diags, as_json, sources=sources)
        return 1
    if diags:
        print_diagnostics(diags, as_json, sources=sources)
    print(out)
    return 0
