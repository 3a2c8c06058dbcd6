"""Spec-driven decoding of bodies to values (the reference's ``hcldec``).

A spec describes the value to build and where each part comes from::

    from hcl.hcldec import AttrSpec, BlockListSpec, ObjectSpec, decode
    spec = ObjectSpec({
        "name": AttrSpec("name", STRING, required=True),
        "rules": BlockListSpec("rule", ObjectSpec({"port": AttrSpec("port", NUMBER)})),
    })
    value, diags = decode(body, spec, EvalContext(variables={...}))

The body is read with the schema the spec implies (:func:`implied_schema`),
so anything it does not ask for is an error (:func:`partial_decode` returns
it instead), and missing, duplicate or mistyped items get the reference's
diagnostics. :func:`variables` lists the variable references decoding would
evaluate. Spec files in the reference's format are read by
:mod:`hcl.hcldec.specfile`; the ``hcldec`` command is :mod:`hcl.hcldec.cli`.
"""

from hcl.hcldec.blocks import (
    BlockAttrsSpec,
    BlockListSpec,
    BlockMapSpec,
    BlockObjectSpec,
    BlockSetSpec,
    BlockSpec,
    BlockTupleSpec,
)
from hcl.hcldec.decode import (
    child_block_types,
    decode,
    implied_schema,
    implied_type,
    partial_decode,
    source_range,
    variables,
)
from hcl.hcldec.spec import (
    AttrSpec,
    BlockLabel,
    BlockLabelSpec,
    DefaultSpec,
    ExprSpec,
    LiteralSpec,
    ObjectSpec,
    RefineValueSpec,
    Spec,
    TransformExprSpec,
    TransformFuncSpec,
    TupleSpec,
    ValidateSpec,
)

__all__ = [
    "AttrSpec",
    "BlockAttrsSpec",
    "BlockLabel",
    "BlockLabelSpec",
    "BlockListSpec",
    "BlockMapSpec",
    "BlockObjectSpec",
    "BlockSetSpec",
    "BlockSpec",
    "BlockTupleSpec",
    "DefaultSpec",
    "ExprSpec",
    "LiteralSpec",
    "ObjectSpec",
    "RefineValueSpec",
    "Spec",
    "TransformExprSpec",
    "TransformFuncSpec",
    "TupleSpec",
    "ValidateSpec",
    "child_block_types",
    "decode",
    "implied_schema",
    "implied_type",
    "partial_decode",
    "source_range",
    "variables",
]
