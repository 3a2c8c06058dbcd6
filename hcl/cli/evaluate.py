"""``hcl eval``: evaluate an expression with the standard functions and print it as JSON."""

from __future__ import annotations

import argparse
import json

import hcl
from hcl.cli.output import print_diagnostics
from hcl.diagnostics import Diagnostic


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the arguments of ``hcl eval``."""
    parser.add_argument("--var", action="append", metavar="NAME=JSON", help="a variable, as a JSON value")
    parser.add_argument("--vars-file", metavar="FILE",
                        help="variables from a JSON object or an HCL file of attributes")
    parser.add_argument("--with-type", action="store_true", help='print {"value": ..., "type": ...}')
    parser.add_argument("--diags", choices=["text", "json"], default="text", help="diagnostics format")
    parser.add_argument("expression", metavar="EXPR")


def _load_variables(args: argparse.Namespace) -> tuple[dict, list[Diagnostic]]:
    from hcl.cty import CtyError
    from hcl.cty.json import implied_type, unmarshal
    from hcl.eval import evaluate

    variables: dict = {}
    diags: list[Diagnostic] = []

    def from_json(name: str, text: str, where: str) -> None:
        try:
            variables[name] = unmarshal(text, implied_type(text))
        except CtyError as exc:
            diags.append(Diagnostic.error("Invalid variable value", f"The value for {name!r} ({where}) is not "
                                          f"valid JSON for an HCL value: {exc}."))

    if args.vars_file:
        path = args.vars_file
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError as exc:
            return variables, [Diagnostic.error("Failed to read file", f"{path}: {exc.strerror}.")]
        if path.endswith(".json"):
            try:
                obj = json.loads(data)
            except (ValueError, RecursionError) as exc:  # RecursionError: nested too deeply
                return variables, [Diagnostic.error("Invalid variables file", f"{path} is not valid JSON: {exc}.")]
            if not isinstance(obj, dict):
                return variables, [Diagnostic.error("Invalid variables file", f"{path} must hold a JSON object.")]
            for name, value in obj.items():
                from_json(name, json.dumps(value), path)
        else:
            file, file_diags = hcl.parse(data, path)
            diags.extend(file_diags)
            for attr in file.body.attributes:
                value, value_diags = evaluate(attr.expr)
                diags.extend(value_diags)
                variables[attr.name] = value
    for spec in args.var or []:
        name, sep, text = spec.partition("=")
        if not sep or not name:
            diags.append(Diagnostic.error("Invalid --var", f"Expected NAME=JSON, not {spec!r}."))
            continue
        from_json(name, text, "--var")
    return variables, diags


def run(args: argparse.Namespace) -> int:
    from hcl.cty import DYNAMIC, CtyError
    from hcl.cty.json import marshal
    from hcl.eval import EvalContext, evaluate
    from hcl.functions import standard_functions

    variables, diags = _load_variables(args)
    if any(d.is_error for d in diags):
        print_diagnostics(diags, args.diags == "json")
        return 1
    expr, parse_diags = hcl.parse_expression(args.expression, "<expression>")
    diags.extend(parse_diags)
    if not parse_diags.has_errors:
        value, eval_diags = evaluate(expr, EvalContext(variables, standard_functions()))
        diags.extend(eval_diags)
    if any(d.is_error for d in diags):
        print_diagnostics(diags, args.diags == "json")
        return 1
    try:
        out = marshal(value, DYNAMIC if args.with_type else value.type)
    except CtyError as exc:
        print_diagnostics([Diagnostic.error("Value cannot be printed", f"{exc}.", expr.range)],
                           args.diags == "json")
        return 1
    if diags:
        print_diagnostics(diags, args.diags == "json")
    print(out)
    return 0


