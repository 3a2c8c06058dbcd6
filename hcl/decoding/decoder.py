"""Decoding a body into a dataclass instance by its field plan (the reference's gohcl)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hcl.body import AttributeSchema, Block, BlockHeaderSchema, Body, BodyContent, BodySchema
from hcl.cty import ConversionError, CtyError, Value
from hcl.cty.convert import convert
from hcl.cty.function import Function
from hcl.decoding.fields import Field, Plan, plan_for
from hcl.decoding.typed import cty_type, python_value
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.eval import EvalContext, evaluate
from hcl.pos import Range
from hcl.text import go_quote

__all__ = ["Decoder"]


class Decoder:
    """Decodes bodies with one evaluation context, collecting diagnostics."""

    def __init__(self, variables: Mapping[str, Value] | None,
                 functions: Mapping[str, Function] | None) -> None:
        self.ctx = EvalContext(dict(variables) if variables is not None else None, functions)
        self.diagnostics = Diagnostics()

    def decode(self, body: Body, cls: type, labels: tuple[str, ...] = (),
               def_range: Range | None = None) -> Any:
        """An instance of ``cls`` from ``body``; None when a required part is missing."""
        plan = plan_for(cls)
        schema = _schema(plan)
        remain_fields = plan.of_kind("remain")
        if remain_fields:
            content, remain, diags = body.partial_content(schema)
        else:
            (content, diags), remain = body.content(schema), None
        self.diagnostics.extend(diags)
        kwargs: dict[str, Any] = {}
        complete = not diags.has_errors
        for f, label in zip(plan.of_kind("label"), labels, strict=False):
            kwargs[f.attr_name] = label
        for f in plan.fields:
            if f.kind in ("attr", "expr"):
                complete &= self._attribute(f, content, plan, kwargs)
            elif f.kind == "block":
                complete &= self._blocks(f, content, body, kwargs)
            elif f.kind == "remain":
                kwargs[f.attr_name] = remain
            elif f.kind == "range":
                kwargs[f.attr_name] = _range_of(f, content, def_range or body.missing_item_range())
        if not complete:
            return None
        return cls(**kwargs)

    def _attribute(self, f: Field, content: BodyContent, plan: Plan, kwargs: dict[str, Any]) -> bool:
        attr = content.attributes.get(f.name)
        if attr is None:
            return f.optional or f.nullable  # (a missing required one is already reported)
        if f.kind == "expr":
            kwargs[f.attr_name] = attr.expr
            return True
        value, diags = evaluate(attr.expr, self.ctx)
        self.diagnostics.extend(diags)
        if diags.has_errors:
            return False
        if value.is_null and f.has_default:
            return True  # null means "not set": the default stays
        where = f"the field {plan.cls.__name__}.{f.attr_name}"
        try:
            converted = convert(value, cty_type(f.annotation))
            if not converted.is_wholly_known:
                raise ValueError("the value is not known (it depends on something not given)")
            if converted.is_null and not (f.nullable or f.has_default):
                raise ValueError("a value is required, not null")
            kwargs[f.attr_name] = python_value(converted, f.annotation)
        except (ConversionError, CtyError, ValueError) as exc:
            self.diagnostics.append(Diagnostic.error(
                "Unsuitable value type",
                f"Unsuitable value for {go_quote(f.name)} ({where}): {exc}.", attr.expr.range,
                attr.range))
            return False
        return True

    def _blocks(self, f: Field, content: BodyContent, body: Body, kwargs: dict[str, Any]) -> bool:
        assert f.block_class is not None
        found = content.blocks_of_type(f.name)
        if f.block_shape == "one":
            if len(found) > 1:
                self.diagnostics.append(Diagnostic.error(
                    f"Duplicate {f.name} block",
                    f"Only one {go_quote(f.name)} block is allowed here (the field "
                    f"{f.attr_name}); another was defined at {_where(found[0].def_range)}.",
                    found[1].def_range))
                return False
            if not found:
                if f.optional:
                    if not f.has_default:
                        kwargs[f.attr_name] = None
                    return True
                self.diagnostics.append(Diagnostic.error(
                    f"Missing {f.name} block",
                    f"A {go_quote(f.name)} block is required here (the field {f.attr_name}).",
                    content.missing_item_range or body.missing_item_range()))
                return False
            value = self._block(found[0], f.block_class, 0)
            kwargs[f.attr_name] = value
            return value is not None
        decoded = [(b, self._block(b, f.block_class, f.key_levels)) for b in found]
        if any(v is None for _, v in decoded):
            return False
        if f.block_shape == "list":
            kwargs[f.attr_name] = [v for _, v in decoded]
            return True
        return self._keyed(f, decoded, kwargs)

    def _keyed(self, f: Field, decoded: list[tuple[Block, Any]], kwargs: dict[str, Any]) -> bool:
        out: dict[str, Any] = {}
        ok = True
        for blk, value in decoded:
            node = out
            keys = blk.labels[:f.key_levels]
            for key in keys[:-1]:
                node = node.setdefault(key, {})
            if keys[-1] in node:
                self.diagnostics.append(Diagnostic.error(
                    f"Duplicate {f.name} block",
                    f"A {go_quote(f.name)} block with the labels "
                    f"{', '.join(go_quote(k) for k in keys)} is already defined (the field "
                    f"{f.attr_name} holds one block per label).", blk.def_range))
                ok = False
                continue
            node[keys[-1]] = value
        kwargs[f.attr_name] = out
        return ok

    def _block(self, blk: Block, cls: type, key_levels: int) -> Any:
        own = len(plan_for(cls).label_names)
        return self.decode(blk.body, cls, blk.labels[len(blk.labels) - own:], blk.def_range)


def _schema(plan: Plan) -> BodySchema:
    attrs = [AttributeSchema(f.name, not (f.optional or f.nullable))
             for f in plan.fields if f.kind in ("attr", "expr")]
    blocks = []
    for f in plan.of_kind("block"):
        assert f.block_class is not None
        names = plan_for(f.block_class).label_names
        keys = tuple(f"key{i}" for i in range(f.key_levels - len(names)))
        blocks.append(BlockHeaderSchema(f.name, keys + names))
    return BodySchema(tuple(attrs), tuple(blocks))


def _range_of(f: Field, content: BodyContent, own: Range) -> Range | None:
    if not f.name:
        return own
    attr = content.attributes.get(f.name)
    if attr is not None:
        return attr.range
    found = content.blocks_of_type(f.name)
    return found[0].def_range if found else None


def _where(rng: Range) -> str:
    return f"{rng.filename or '<input>'}:{rng.start.line},{rng.start.column}"
