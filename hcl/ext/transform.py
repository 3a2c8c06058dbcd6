"""Body transforms (the reference's ``ext/transform``): wrap a body, and optionally every nested one.

A :class:`Transformer` turns a body into another (for example :func:`hcl.ext.dynblock.expand`
is one, given its context). :func:`shallow` applies it to one body; :func:`deep`
also to the body of every block read from the result, at any depth.
:func:`chain` applies several in turn. :func:`error_body` and
:func:`with_diagnostics` make bodies that report given diagnostics whenever
they are read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from typing import Protocol, runtime_checkable

from hcl.body import Attribute, Body, BodyContent, BodySchema
from hcl.diagnostics import Diagnostic, Diagnostics
from hcl.pos import Pos, Range

__all__ = ["Transformer", "TransformerFunc", "chain", "deep", "error_body", "shallow", "with_diagnostics"]


@runtime_checkable
class Transformer(Protocol):
    """Something that turns one body into another."""

    def transform_body(self, body: Body) -> Body: ...


class TransformerFunc:
    """A plain function ``body -> body`` as a :class:`Transformer`."""

    __slots__ = ("fn",)

    def __init__(self, fn: Callable[[Body], Body]) -> None:
        self.fn = fn

    def transform_body(self, body: Body) -> Body:
        return self.fn(body)


class _Chain:
    __slots__ = ("transformers",)

    def __init__(self, transformers: Sequence[Transformer]) -> None:
        self.transformers = tuple(transformers)

    def transform_body(self, body: Body) -> Body:
        for transformer in self.transformers:
            body = transformer.transform_body(body)
        return body


def chain(transformers: Iterable[Transformer | Callable[[Body], Body]]) -> Transformer:
    """One transformer applying ``transformers`` in order."""
    return _Chain([_as_transformer(t) for t in transformers])


def _as_transformer(t: Transformer | Callable[[Body], Body]) -> Transformer:
    return t if isinstance(t, Transformer) else TransformerFunc(t)


def shallow(body: Body, transformer: Transformer | Callable[[Body], Body]) -> Body:
    """``body`` transformed; the bodies of its blocks are left as they are."""
    return _as_transformer(transformer).transform_body(body)


def deep(body: Body, transformer: Transformer | Callable[[Body], Body]) -> Body:
    """``body`` transformed, and the body of every block read from it, recursively.

    As in the reference, the remainder returned by ``partial_content`` is the
    transformed body's own remainder (not wrapped again).
    """
    t = _as_transformer(transformer)
    return _Deep(t.transform_body(body), t)


class _Deep(Body):
    __slots__ = ("transformed", "transformer")

    def __init__(self, transformed: Body, transformer: Transformer) -> None:
        self.transformed = transformed
        self.transformer = transformer

    def __repr__(self) -> str:
        return f"transform.deep({self.transformed!r})"

    def content(self, schema: BodySchema) -> tuple[BodyContent, Diagnostics]:
        content, diags = self.transformed.content(schema)
        return self._nested(content), diags

    def partial_content(self, schema: BodySchema) -> tuple[BodyContent, Body, Diagnostics]:
        content, remain, diags = self.transformed.partial_content(schema)
        return self._nested(content), remain, diags

    def just_attributes(self) -> tuple[dict[str, Attribute], Diagnostics]:
        return self.transformed.just_attributes()

    def missing_item_range(self) -> Range:
        return self.transformed.missing_item_range()

    def _nested(self, content: BodyContent) -> BodyContent:
        if not content.blocks:
            return content
        blocks = tuple(replace(b, body=deep(b.body, self.transformer)) for b in content.blocks)
        return BodyContent(content.attributes, blocks, content.missing_item_range)


def error_body(diags: Iterable[Diagnostic]) -> Body:
    """A body with no content that reports ``diags`` (which must hold an error) whenever it is read."""
    found = Diagnostics(diags)
    if not found.has_errors:
        raise ValueError("error_body needs at least one error diagnostic")
    return _DiagnosticsBody(found, None)


def with_diagnostics(body: Body, diags: Iterable[Diagnostic]) -> Body:
    """``body``, adding ``diags`` to what every read of it reports (``body`` itself when there are none)."""
    found = Diagnostics(diags)
    return body if not found else _DiagnosticsBody(found, body)


_NOWHERE = Range("<empty>", Pos(0, 0, 0), Pos(0, 0, 0))


class _DiagnosticsBody(Body):
    __slots__ = ("diags", "wrapped")

    def __init__(self, diags: Diagnostics, wrapped: Body | None) -> None:
        self.diags = diags
        self.wrapped = wrapped

    def __repr__(self) -> str:
        return f"transform.with_diagnostics({self.wrapped!r}, {len(self.diags)} diagnostic(s))"

    def content(self, schema: BodySchema) -> tuple[BodyContent, Diagnostics]:
        if self.wrapped is None:
            return BodyContent(missing_item_range=self.missing_item_range()), Diagnostics(self.diags)
        content, diags = self.wrapped.content(schema)
        return content, Diagnostics([*diags, *self.diags])

    def partial_content(self, schema: BodySchema) -> tuple[BodyContent, Body, Diagnostics]:
        if self.wrapped is None:
            return BodyContent(missing_item_range=self.missing_item_range()), self, Diagnostics(self.diags)
        content, remain, diags = self.wrapped.partial_content(schema)
        return content, remain, Diagnostics([*diags, *self.diags])

    def just_attributes(self) -> tuple[dict[str, Attribute], Diagnostics]:
        if self.wrapped is None:
            return {}, Diagnostics(self.diags)
        attrs, diags = self.wrapped.just_attributes()
        return attrs, Diagnostics([*diags, *self.diags])

    def missing_item_range(self) -> Range:
        return _NOWHERE if self.wrapped is None else self.wrapped.missing_item_range()
