"""The ``hcl`` command line."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

import hcl
from hcl.diagnostics import Diagnostic


def _format_text(diag: Diagnostic) -> str:
    where = ""
    if diag.subject is not None:
        s = diag.subject
        where = f"{s.filename}:{s.start.line}:{s.start.column}: "
    lines = [f"{where}{diag.severity.value}: {diag.summary}"]
    if diag.detail:
        lines.extend("    " + line if line else "" for line in diag.detail.splitlines())
    return "\n".join(lines)


def _check(args: argparse.Namespace) -> int:
    failed = False
    everything: list[Diagnostic] = []
    for name in args.files:
        _, diags = hcl.parse_file(name)
        failed = failed or diags.has_errors
        everything.extend(diags)
        if not args.json:
            for diag in diags:
                print(_format_text(diag), file=sys.stderr)
            errors = sum(1 for d in diags if d.is_error)
            print(f"{name}: {'ok' if not errors else f'{errors} error(s)'}")
    if args.json:
        print(json.dumps({"diagnostics": [d.to_json() for d in everything]}, indent=2, ensure_ascii=False))
    return 1 if failed else 0


def _print_diagnostics(diags: list[Diagnostic], as_json: bool) -> None:
    if as_json:
        print(json.dumps({"diagnostics": [d.to_json() for d in diags]}, indent=2, ensure_ascii=False),
              file=sys.stderr)
    else:
        for diag in diags:
            print(_format_text(diag), file=sys.stderr)


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
            except ValueError as exc:
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


def _eval(args: argparse.Namespace) -> int:
    from hcl.cty import DYNAMIC, CtyError
    from hcl.cty.json import marshal
    from hcl.eval import EvalContext, evaluate
    from hcl.functions import standard_functions

    variables, diags = _load_variables(args)
    if any(d.is_error for d in diags):
        _print_diagnostics(diags, args.diags == "json")
        return 1
    expr, parse_diags = hcl.parse_expression(args.expression, "<expression>")
    diags.extend(parse_diags)
    if not parse_diags.has_errors:
        value, eval_diags = evaluate(expr, EvalContext(variables, standard_functions()))
        diags.extend(eval_diags)
    if any(d.is_error for d in diags):
        _print_diagnostics(diags, args.diags == "json")
        return 1
    try:
        out = marshal(value, DYNAMIC if args.with_type else value.type)
    except CtyError as exc:
        _print_diagnostics([Diagnostic.error("Value cannot be printed", f"{exc}.", expr.range)],
                           args.diags == "json")
        return 1
    if diags:
        _print_diagnostics(diags, args.diags == "json")
    print(out)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="hcl", description="HCL v2 tools.")
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="parse files and report syntax problems")
    check.add_argument("--json", action="store_true", help="print diagnostics as hcldec-style JSON")
    check.add_argument("files", nargs="+", metavar="FILE")
    check.set_defaults(run=_check)
    ev = sub.add_parser("eval", help="evaluate an expression with the standard functions; print it as JSON")
    ev.add_argument("--var", action="append", metavar="NAME=JSON", help="a variable, as a JSON value")
    ev.add_argument("--vars-file", metavar="FILE", help="variables from a JSON object or an HCL file of attributes")
    ev.add_argument("--with-type", action="store_true", help='print {"value": ..., "type": ...}')
    ev.add_argument("--diags", choices=["text", "json"], default="text", help="diagnostics format")
    ev.add_argument("expression", metavar="EXPR")
    ev.set_defaults(run=_eval)
    args = parser.parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
