"""Custom expression decoding (``hcl.ext.customdecode``) and its use by ``hcldec`` attributes."""

from __future__ import annotations

import hcl
from hcl.cty import NUMBER, STRING
from hcl.cty import Value as V
from hcl.eval import EvalContext
from hcl.ext import customdecode
from hcl.ext.typeexpr import TYPE_CONSTRAINT_TYPE, type_constraint_from_value
from hcl.hcldec import AttrSpec, BlockAttrsSpec, ObjectSpec, decode
from hcl.loader import parse_body


def test_decoder_lookup() -> None:
    assert customdecode.decoder_for_type(STRING) is None
    assert customdecode.decoder_for_type(customdecode.EXPRESSION_TYPE) is not None
    assert customdecode.decoder_for_type(customdecode.EXPRESSION_CLOSURE_TYPE) is not None


def test_expression_and_closure_values() -> None:
    expr, _ = hcl.parse_expression("a + 1", "x.hcl")
    value = customdecode.expression_value(expr)
    assert customdecode.expression_from_value(value) is expr
    ctx = EvalContext({"a": V.number(2)})
    decoded, diags = customdecode.decoder_for_type(customdecode.EXPRESSION_CLOSURE_TYPE)(expr, ctx)
    assert not diags and decoded is not None
    closure = customdecode.closure_from_value(decoded)
    assert closure.ctx is ctx
    assert closure.value()[0] == V.number(3)


def test_attr_specs_honour_custom_decoders() -> None:
    body, _ = parse_body('e = a + b\nt = map(number)\nbad = list()\nx {\n  k = list(string)\n}\n', "in.hcl")
    spec = ObjectSpec({
        "e": AttrSpec("e", customdecode.EXPRESSION_TYPE),
        "t": AttrSpec("t", TYPE_CONSTRAINT_TYPE),
        "bad": AttrSpec("bad", TYPE_CONSTRAINT_TYPE),
        "x": BlockAttrsSpec("x", TYPE_CONSTRAINT_TYPE),
    })
    value, diags = decode(body, spec)
    assert [d.summary for d in diags] == ["Invalid type specification"]
    expr = customdecode.expression_from_value(value.get_attr("e"))
    assert expr.range.start.byte == 4
    assert type_constraint_from_value(value.get_attr("t")).element_type == NUMBER
    assert not value.get_attr("bad").is_known
    k = value.get_attr("x").index(V.string("k"))
    assert type_constraint_from_value(k).element_type == STRING
