"""Dynamic blocks (the reference's ``ext/dynblock``): blocks generated from a collection.

::

    dynamic "setting" {
      for_each = var.settings          # a list, set, map, tuple or object
      iterator = s                     # optional; the block type ("setting") by default
      labels   = [s.key]               # required when "setting" blocks take labels
      content {
        name  = s.key
        value = s.value
      }
    }

:func:`expand` wraps a body so that, when its content is read with a schema
naming ``setting`` blocks, each ``dynamic "setting"`` block is replaced by one
``setting`` block per element of ``for_each``, whose body is the ``content``
block's. Inside, the iterator is an object with ``key`` and ``value``.
Expansion is lazy (it happens in ``content``/``partial_content``) and applies
to nested blocks, so dynamic blocks nest, and inner ones see the iterators of
outer ones. ``for_each`` and the labels are evaluated in the context given to
:func:`expand`; attributes in generated blocks are evaluated in the context of
whoever decodes them, with the iterators added.

A ``for_each`` whose value is unknown generates one block whose body reports
``unknown()`` and whose attributes are unknown (``hcl.hcldec`` then decodes the
whole block collection as unknown). Marks on ``for_each`` are carried to the
values of the attributes of the generated blocks.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace

from hcl import ir
from hcl.analysis import ChildScope, abs_traversal_for_expr, expr_list
from hcl.body import Attribute, AttributeSchema, Block, BlockHeaderSchema, Body, BodyContent, BodySchema
from hcl.cty import DYNAMIC, DYNAMIC_VAL, STRING, ConversionError, Value
from hcl.cty.convert import convert
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.eval import EvalContext, Evaluator, evaluate
from hcl.json import JSONValue, to_native
from hcl.pos import Range
from hcl.text import go_quote

__all__ = ["ForEachCheck", "IterationExpression", "UnknownBody", "expand"]

#: ``check(for_each_value, for_each_expression, ctx) -> diagnostics``: extra rules for for_each
#: values (the reference's ``OptCheckForEach``); errors stop the expansion of that block.
ForEachCheck = Callable[[Value, ir.Expression, "EvalContext | None"], Iterable[Diagnostic]]

_DYNAMIC = BlockHeaderSchema("dynamic", ("type",))
_SPEC_WITH_LABELS = BodySchema(
    (AttributeSchema("for_each", True), AttributeSchema("iterator"), AttributeSchema("labels", True)),
    (BlockHeaderSchema("content"),))
_SPEC_WITHOUT_LABELS = BodySchema(
    (AttributeSchema("for_each", True), AttributeSchema("iterator")),
    (BlockHeaderSchema("content"),))


def expand(body: Body, ctx: EvalContext | None = None, *, check_for_each: Iterable[ForEachCheck] = ()) -> Body:
    """``body`` with its ``dynamic`` blocks expanded when its content is read."""
    return _ExpandBody(body, ctx, None, tuple(check_for_each))


@dataclass(frozen=True, slots=True)
class _Iteration:
    """One element of a ``for_each``: the iterator's name and value, and the iterators around it."""

    name: str
    key: Value
    value: Value
    inherited: Mapping[str, _Iteration] = field(default_factory=dict)
    marks: frozenset[object] = frozenset()

    def as_value(self) -> Value:
        """The iterator's value: an object with ``key`` and ``value``."""
        return Value.object({"key": self.key, "value": self.value})

    def context(self, base: EvalContext | None) -> EvalContext:
        """A scope inside ``base`` defining this iterator and the inherited ones."""
        names = {name: it.as_value() for name, it in self.inherited.items()}
        names[self.name] = self.as_value()
        return EvalContext(names, None, base)

    def child(self, name: str, key: Value, value: Value, marks: frozenset[object]) -> _Iteration:
        inherited = {**self.inherited, self.name: self}
        return _Iteration(name, key, value, inherited, self.marks | marks)


def _context(iteration: _Iteration | None, base: EvalContext | None) -> EvalContext:
    if iteration is None:
        return EvalContext(None, None, base)
    return iteration.context(base)


def _make_iteration(outer: _Iteration | None, name: str, key: Value, value: Value,
                    marks: frozenset[object]) -> _Iteration:
    if outer is None:
        return _Iteration(name, key, value, {}, marks)
    return outer.child(name, key, value, marks)


@dataclass(frozen=True, slots=True)
class IterationExpression(ir.Expression):
    """An attribute's expression inside a generated block: evaluated with the iterators in scope."""

    expr: ir.Expression
    iteration: _Iteration

    @property
    def range(self) -> Range:  # type: ignore[override]
        return self.expr.range

    @property
    def start_range(self) -> Range:
        return self.expr.start_range

    @property
    def iterator_names(self) -> frozenset[str]:
        """The names this wrapper defines (references to them are not free variables)."""
        return frozenset({self.iteration.name, *self.iteration.inherited})

    def walk_children(self) -> tuple[ChildScope]:
        """For static analysis: the wrapped expression, with the iterators bound (not free variables)."""
        inner = self.expr
        if isinstance(inner, JSONValue):
            inner, _ = to_native(inner)
        return (ChildScope(self.iterator_names, inner),)

    def evaluate_in(self, evaluator: Evaluator) -> Value:
        """The evaluator's hook for expressions it does not know (:class:`hcl.eval.SelfEvaluating`)."""
        value, diags = evaluator.sub(self.expr, self.iteration.context(evaluator.ctx))
        evaluator.diags.extend(diags)
        return value.with_marks(self.iteration.marks) if self.iteration.marks else value


class _ExpandBody(Body):
    """A body whose ``dynamic`` blocks are expanded on reading."""

    __slots__ = ("checks", "ctx", "hidden_attrs", "hidden_blocks", "iteration", "original")

    def __init__(self, original: Body, ctx: EvalContext | None, iteration: _Iteration | None,
                 checks: tuple[ForEachCheck, ...], hidden_attrs: frozenset[str] = frozenset(),
                 hidden_blocks: Mapping[str, BlockHeaderSchema] | None = None) -> None:
        self.original = original
        self.ctx = ctx
        self.iteration = iteration
        self.checks = checks
        self.hidden_attrs = hidden_attrs
        self.hidden_blocks: Mapping[str, BlockHeaderSchema] = hidden_blocks or {}

    def __repr__(self) -> str:
        return f"dynblock.expand({self.original!r})"

    def content(self, schema: BodySchema) -> tuple[BodyContent, Diagnostics]:
        raw, diags = self.original.content(self._extended(schema))
        blocks, more = self._expand_blocks(schema, raw.blocks, partial=False)
        diags.extend(more)
        return BodyContent(self._attributes(raw.attributes), blocks, self.original.missing_item_range()), diags

    def partial_content(self, schema: BodySchema) -> tuple[BodyContent, Body, Diagnostics]:
        # The original's remainder is not used: ours also accounts for dynamic blocks.
        raw, _, diags = self.original.partial_content(self._extended(schema))
        blocks, more = self._expand_blocks(schema, raw.blocks, partial=True)
        diags.extend(more)
        content = BodyContent(self._attributes(raw.attributes), blocks, self.original.missing_item_range())
        hidden_blocks = {**self.hidden_blocks, **{b.type: b for b in schema.blocks}}
        remain = _ExpandBody(self.original, self.ctx, self.iteration, self.checks,
                             self.hidden_attrs | {a.name for a in schema.attributes}, hidden_blocks)
        return content, remain, diags

    def just_attributes(self) -> tuple[dict[str, Attribute], Diagnostics]:
        # As the reference: passed straight through (no iterators in scope, nothing hidden).
        return self.original.just_attributes()

    def missing_item_range(self) -> Range:
        return self.original.missing_item_range()

    def _extended(self, schema: BodySchema) -> BodySchema:
        """The schema plus ``dynamic`` blocks and what earlier partial reads consumed (filtered out later)."""
        attrs = schema.attributes
        if self.hidden_attrs:
            attrs = attrs + tuple(AttributeSchema(name) for name in sorted(self.hidden_attrs))
        return BodySchema(attrs, (*schema.blocks, _DYNAMIC, *self.hidden_blocks.values()))

    def _attributes(self, raw: Mapping[str, Attribute]) -> dict[str, Attribute]:
        out: dict[str, Attribute] = {}
        for name, attr in raw.items():
            if name in self.hidden_attrs:
                continue
            if self.iteration is not None:
                attr = replace(attr, expr=IterationExpression(attr.expr, self.iteration))
            out[name] = attr
        return out

    def _child(self, body: Body, iteration: _Iteration | None) -> _ExpandBody:
        return _ExpandBody(body, _context(iteration, self.ctx), iteration, self.checks)

    def _expand_blocks(self, schema: BodySchema, raw: Iterable[Block], partial: bool
                       ) -> tuple[tuple[Block, ...], Diagnostics]:
        blocks: list[Block] = []
        diags = Diagnostics()
        wanted = {b.type: b for b in schema.blocks}
        for block in raw:
            if block.type != "dynamic":
                if block.type not in self.hidden_blocks:
                    blocks.append(replace(block, body=self._child(block.body, self.iteration)))
                continue
            real_type = block.labels[0]
            if real_type in self.hidden_blocks:
                continue
            block_s = wanted.get(real_type)
            if block_s is None:
                if not partial:
                    diags.append(Diagnostic.error(
                        "Unsupported block type",
                        f"A block of type {go_quote(real_type)} is not accepted here, so it cannot be "
                        "generated by a dynamic block; remove it or correct its type.",
                        block.label_ranges[0]))
                continue
            spec, more = self._spec(block_s, block)
            diags.extend(more)
            if spec is not None:
                blocks.extend(self._generate(spec, diags))
        return tuple(blocks), diags

    def _spec(self, block_s: BlockHeaderSchema, raw: Block) -> tuple[_Spec | None, Diagnostics]:
        content, diags = raw.body.content(_SPEC_WITH_LABELS if block_s.label_names else _SPEC_WITHOUT_LABELS)
        if diags.has_errors:
            return None, diags
        each_attr = content.attributes["for_each"]
        each, more = evaluate(each_attr.expr, self.ctx)
        diags.extend(more)
        # As in the reference, a for_each that failed to evaluate (a dynamic value) does not stop
        # the other checks; the block is dropped at the end.
        if not more.has_errors:
            for check in self.checks:
                diags.extend(check(each, each_attr.expr, self.ctx))
            if diags.has_errors:
                return None, diags
        marks = each.marks
        each = each.unmark()
        if not each.can_iterate_elements and each.type != DYNAMIC:
            diags.append(Diagnostic.error(
                "Invalid dynamic for_each value",
                f"A {each.type.friendly_name()} value cannot be used in for_each, which needs a collection "
                "to iterate over (a list, set, map, tuple or object).", each_attr.expr.range))
            return None, diags
        if each.is_null:
            diags.append(Diagnostic.error(
                "Invalid dynamic for_each value",
                "The for_each value is null; it must be a collection to iterate over.", each_attr.expr.range))
            return None, diags

        iterator = block_s.type
        iterator_attr = content.attributes.get("iterator")
        if iterator_attr is not None:
            traversal, more = abs_traversal_for_expr(iterator_attr.expr)
            diags.extend(more)
            if traversal is None or more.has_errors:
                return None, diags
            if len(traversal.steps) != 1:
                diags.append(Diagnostic.error(
                    "Invalid dynamic iterator name",
                    "The iterator must be a single name, such as item, without attributes or indexes.",
                    traversal.source_range))
                return None, diags
            iterator = traversal.root_name

        label_exprs: tuple[ir.Expression, ...] = ()
        labels_attr = content.attributes.get("labels")
        if labels_attr is not None:
            found, more = expr_list(labels_attr.expr)
            diags.extend(more)
            if found is None or more.has_errors:
                return None, diags
            label_exprs = found
            want = len(block_s.label_names)
            if len(label_exprs) != want:
                summary = "Extraneous dynamic block label" if len(label_exprs) > want else \
                    "Insufficient dynamic block labels"
                subject = label_exprs[want].range if len(label_exprs) > want else labels_attr.expr.range
                diags.append(Diagnostic.error(
                    summary, f"Blocks of type {go_quote(block_s.type)} take {want} label(s), so labels must "
                    f"list {want} value(s).", subject))
                return None, diags

        bodies = content.blocks
        if not bodies:
            diags.append(Diagnostic.error(
                "Missing dynamic content block",
                'A dynamic block needs a nested block of type "content" giving the body of each generated '
                "block.", content.missing_item_range))
            return None, diags
        if len(bodies) > 1:
            diags.append(Diagnostic.error(
                "Extraneous dynamic content block",
                'A dynamic block takes exactly one "content" block; remove the others.', bodies[1].def_range))
            return None, diags
        if diags.has_errors:
            return None, diags
        return _Spec(block_s.type, raw.label_ranges[0], raw.def_range, each, marks, iterator, label_exprs,
                     bodies[0].body), diags

    def _generate(self, spec: _Spec, diags: Diagnostics) -> list[Block]:
        if not spec.for_each.is_known:
            iteration = _make_iteration(self.iteration, spec.iterator, DYNAMIC_VAL, DYNAMIC_VAL, spec.marks)
            block = spec.block(iteration, self.ctx, diags)
            if block is None:
                return []
            return [replace(block, body=UnknownBody(self._child(block.body, iteration)))]
        out: list[Block] = []
        pairs = spec.for_each.elements()
        for key, value in pairs:
            iteration = _make_iteration(self.iteration, spec.iterator, key, value, spec.marks)
            block = spec.block(iteration, self.ctx, diags)
            if block is not None:
                out.append(replace(block, body=self._child(block.body, iteration)))
        return out


@dataclass(frozen=True, slots=True)
class _Spec:
    """A decoded ``dynamic`` block: what to generate, and from what."""

    type: str
    type_range: Range
    def_range: Range
    for_each: Value
    marks: frozenset[object]
    iterator: str
    label_exprs: tuple[ir.Expression, ...]
    content: Body

    def block(self, iteration: _Iteration, ctx: EvalContext | None, diags: Diagnostics) -> Block | None:
        """The block for one iteration; None (with diagnostics) when a label is unusable."""
        label_ctx = iteration.context(ctx)
        labels: list[str] = []
        for expr in self.label_exprs:
            value, more = evaluate(expr, label_ctx)
            diags.extend(more)
            if more.has_errors:
                return None
            problem = None
            try:
                value = convert(value, STRING)
            except ConversionError as exc:
                problem = f"This value cannot be a block label: {exc}."
            if problem is None and value.is_null:
                problem = "This value is null; a block label must be a string."
            if problem is None and not value.is_known:
                problem = "This value is not known yet; the labels of dynamic blocks must be known values."
            if problem is None and value.is_marked:
                problem = "This value has marks that make it unsuitable as a block label."
            if problem is not None:
                diags.append(Diagnostic.error("Invalid dynamic block label", problem, expr.range))
                return None
            labels.append(value.as_string())
        return Block(self.type, tuple(labels), self.content, self.def_range, self.type_range,
                     tuple(e.range for e in self.label_exprs))


class UnknownBody(Body):
    """A body standing for an unknown number of blocks: its structure, with every attribute unknown.

    ``unknown()`` is true, which :mod:`hcl.hcldec` reads as "the whole block
    collection is unknown".
    """

    __slots__ = ("template",)

    def __init__(self, template: Body) -> None:
        self.template = template

    def __repr__(self) -> str:
        return f"UnknownBody({self.template!r})"

    def unknown(self) -> bool:
        return True

    def content(self, schema: BodySchema) -> tuple[BodyContent, Diagnostics]:
        content, diags = self.template.content(schema)
        return self._unknown_content(content), diags

    def partial_content(self, schema: BodySchema) -> tuple[BodyContent, Body, Diagnostics]:
        content, remain, diags = self.template.partial_content(schema)
        return self._unknown_content(content), UnknownBody(remain), diags

    def just_attributes(self) -> tuple[dict[str, Attribute], Diagnostics]:
        attrs, diags = self.template.just_attributes()
        return _unknown_attributes(attrs), diags

    def missing_item_range(self) -> Range:
        return self.template.missing_item_range()

    @staticmethod
    def _unknown_content(content: BodyContent) -> BodyContent:
        blocks = tuple(replace(b, body=UnknownBody(b.body)) for b in content.blocks)
        return BodyContent(_unknown_attributes(content.attributes), blocks, None)


def _unknown_attributes(attrs: Mapping[str, Attribute]) -> dict[str, Attribute]:
    return {name: replace(attr, expr=ir.Literal(DYNAMIC_VAL, attr.expr.range)) for name, attr in attrs.items()}
