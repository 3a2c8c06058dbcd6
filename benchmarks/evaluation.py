"""Workload: parse, then evaluate every attribute (nested blocks too) with unknown variables.

Each root variable an attribute references is bound to an unknown value of dynamic type,
and the standard function table is available, as a tool validating a configuration
before any value is known would do.
"""

from __future__ import annotations

from benchmarks.workloads import Work


def prepare() -> Work:
    import hcl
    from hcl.analysis.variables import variables
    from hcl.cty import DYNAMIC_VAL
    from hcl.eval import EvalContext, evaluate
    from hcl.functions import standard_functions

    functions = standard_functions()

    def attributes(body):
        yield from body.attributes
        for block in body.blocks:
            yield from attributes(block.body)

    def run(data: bytes, path: str) -> object:
        file, diags = hcl.parse(data, path)
        if diags.has_errors:
            raise RuntimeError(f"{path}: {diags}")
        values = []
        for attr in attributes(file.body):
            names = {trav.root_name for trav in variables(attr.expr)}
            ctx = EvalContext(dict.fromkeys(names, DYNAMIC_VAL), functions)
            values.append(evaluate(attr.expr, ctx)[0])
        return values

    return run
